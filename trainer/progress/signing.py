"""Signed exports: an HMAC over every answer, with a key the store keeps.

Each store holds a signing key: 32 random bytes made with the store (schema version 3),
kept in the store and its backups, which only their user can read. A school's site gives
all its stations one key (``ProgressStore.set_signing_key``); a store keeps the keys it held
before, so its older exports still read as its own.

An export is sealed: HMAC-SHA256, under the store's current key, of each answer in its
canonical form (its export fields as sorted, compact JSON, a line each, in file order),
then of the station and the time of the export. The seal names the key by its id (a
digest of the key, never the key). An import checks the seal while it reads:

- **ours**: sealed with a key this store holds, and every answer as sealed;
- **changed**: sealed with a key this store holds, but the answers are not those sealed
  (changed, added, dropped or reordered after the export): refused outright;
- **unsigned**, or **foreign** (sealed with a key this store never held, another school's):
  only a supervisor may accept it; its answers are marked so, and an exam answer that
  arrives by import never joins an exam sitting, sealed or not.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import secrets
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final, Literal

KEY_BYTES: Final = 32
Verdict = Literal["ours", "changed", "unsigned", "foreign"]
TRUSTED: Final[frozenset[str]] = frozenset({"ours"})


def new_key() -> bytes:
    """A fresh signing key."""
    return secrets.token_bytes(KEY_BYTES)


def key_id(key: bytes) -> str:
    """The public name of a key (a digest of it, which reveals nothing of the key)."""
    return hashlib.sha256(b"dealer-trainer signing key\0" + key).hexdigest()[:16]


def canonical(fields: Mapping[str, object]) -> bytes:
    """One answer's export fields as the seal covers them: sorted, compact JSON."""
    text = json.dumps(
        fields, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False
    )
    return text.encode("utf-8") + b"\n"


def _tail(station: str, exported_at: str) -> bytes:
    return canonical({"station": station, "exported_at": exported_at})


@dataclass(frozen=True, slots=True)
class Seal:
    """What a sealed file carries: the key's id, the station and time of the export, and
    the HMAC (hex)."""

    key: str
    station: str
    exported_at: str
    signature: str


class Sealer:
    """Seals an export as it is written: :meth:`add` each answer, then :meth:`seal`."""

    def __init__(self, key: bytes) -> None:
        self.key_id = key_id(key)
        self._mac = hmac.new(key, digestmod=hashlib.sha256)

    def add(self, fields: Mapping[str, object]) -> None:
        """One more answer, as written."""
        self._mac.update(canonical(fields))

    def seal(self, *, station: str, exported_at: str) -> Seal:
        """The seal of every answer added, the station and the time."""
        mac = self._mac.copy()
        mac.update(_tail(station, exported_at))
        return Seal(self.key_id, station, exported_at, mac.hexdigest())


class Checker:
    """Checks a seal while an import reads: :meth:`add` each answer, then :meth:`verdict`."""

    def __init__(self, keys: Mapping[str, bytes]) -> None:
        # One running HMAC per key the store holds (a store holds one or a few).
        self._macs = {kid: hmac.new(key, digestmod=hashlib.sha256) for kid, key in keys.items()}

    def add(self, fields: Mapping[str, object]) -> None:
        """One more answer, as read."""
        line = canonical(fields)
        for mac in self._macs.values():
            mac.update(line)

    def verdict(self, seal: Seal | None) -> Verdict:
        """Whether the answers read are sealed by this store (see the module's list)."""
        if seal is None:
            return "unsigned"
        mac = self._macs.get(seal.key)
        if mac is None:
            return "foreign"
        final = mac.copy()
        final.update(_tail(seal.station, seal.exported_at))
        return "ours" if hmac.compare_digest(final.hexdigest(), seal.signature) else "changed"
