"""Signed exports: an HMAC over every answer, with a key the store keeps.

Each store holds a signing key: 32 random bytes made with the store (schema version 3),
kept in the store, which only its user can read. A school's site gives all its stations
one key (``ProgressStore.set_signing_key``); a store keeps the keys it held before, so its
older exports still read as its own.

A backup is a file that travels (to a USB stick, to the school's office), so the keys in
it are *wrapped*: each XORed with a pad derived from the station's secret
(:data:`SECRET_FILE`, 32 random bytes beside the store, never in a backup). A backup
restored on its station unwraps them; a backup anywhere else holds no key at all, and
answers sealed with what it holds import as no more than unsigned ones. A key is told
wrapped from clear by its id (:func:`key_id` of the clear key).

An export is sealed: HMAC-SHA256, under the store's current key, of each answer in its
canonical form (its export fields as sorted, compact JSON, a line each, in file order),
then of the station and the time of the export, and of a digest of what the file shows
beside the answers (its summary table, a CSV's game and skill names), so that a reader of
a sealed file can trust those too. The seal names the key by its id (a digest of the
key, never the key). An import checks the seal while it reads:

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
import os
import secrets
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Final, Literal

from trainer.progress.fields import compact_json
from trainer.progress.files import NO_FOLLOW, PRIVATE_FILE

KEY_BYTES: Final = 32
Verdict = Literal["ours", "changed", "unsigned", "foreign"]
TRUSTED: Final[frozenset[str]] = frozenset({"ours"})


def new_key() -> bytes:
    """A fresh signing key."""
    return secrets.token_bytes(KEY_BYTES)


def key_id(key: bytes) -> str:
    """The public name of a key (a digest of it, which reveals nothing of the key)."""
    return hashlib.sha256(b"dealer-trainer signing key\0" + key).hexdigest()[:16]


SECRET_FILE: Final = "signing.secret"
"""The station's secret, in the data folder (private): what unwraps the keys of its backups."""


def station_secret(folder: Path, *, create: bool) -> bytes | None:
    """The station's secret in *folder* (made now if missing and *create*), ``None`` if
    there is none to be had (a read-only folder, a file cut short)."""
    path = folder / SECRET_FILE
    try:
        secret = path.read_bytes()
    except FileNotFoundError:
        if not create:
            return None
        try:
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | NO_FOLLOW, PRIVATE_FILE)
        except FileExistsError:
            return station_secret(folder, create=False)  # another start made it first
        except OSError:
            return None
        try:
            secret = new_key()
            os.write(fd, secret)
            os.fsync(fd)
        except OSError:
            secret = b""
        finally:
            os.close(fd)
    except OSError:
        return None
    return secret if len(secret) == KEY_BYTES else None


def wrap(key: bytes, kid: str, secret: bytes) -> bytes:
    """*key* wrapped (or, wrapped, unwrapped) under *secret*: XORed with a pad that only the
    secret and the key's id give."""
    pad = hmac.new(secret, b"dealer-trainer key wrap\0" + kid.encode(), hashlib.sha256).digest()
    return bytes(a ^ b for a, b in zip(key, pad, strict=True))


def held_key(kid: str, stored: bytes, secret: bytes | None) -> bytes | None:
    """The clear key of a stored one (clear already, or wrapped under *secret*); ``None``
    if it cannot be had (wrapped under another station's secret)."""
    if len(stored) != KEY_BYTES:
        return None
    if key_id(stored) == kid:
        return stored
    if secret is not None:
        clear = wrap(stored, kid, secret)
        if key_id(clear) == kid:
            return clear
    return None


def canonical(fields: Mapping[str, object]) -> bytes:
    """One answer's export fields as the seal covers them: sorted, compact JSON."""
    return compact_json(fields).encode("utf-8") + b"\n"


def _tail(station: str, exported_at: str, shown: str | None) -> bytes:
    if shown is None:  # a seal of the answers alone, as written before issue 32
        return canonical({"station": station, "exported_at": exported_at})
    return canonical({"station": station, "exported_at": exported_at, "shown": shown})


@dataclass(frozen=True, slots=True)
class Seal:
    """What a sealed file carries: the key's id, the station and time of the export, and
    the HMAC (hex)."""

    key: str
    station: str
    exported_at: str
    signature: str
    covers: bool = True
    """Whether the seal covers what the file shows beside the answers (the summary, a
    CSV's name columns) too; seals written before issue 32 cover the answers alone."""


class Sealer:
    """Seals an export as it is written: :meth:`add` each answer, then :meth:`seal`."""

    def __init__(self, key: bytes) -> None:
        self.key_id = key_id(key)
        self._mac = hmac.new(key, digestmod=hashlib.sha256)
        self._shown = hashlib.sha256()

    def add(self, fields: Mapping[str, object]) -> None:
        """One more answer, as written."""
        self._mac.update(canonical(fields))

    def show(self, fields: Mapping[str, object]) -> None:
        """Something more the file shows beside the answers (a summary row, a row's
        names), as written."""
        self._shown.update(canonical(fields))

    def seal(self, *, station: str, exported_at: str, covers: bool = True) -> Seal:
        """The seal of every answer added, the station and the time, and (unless not
        *covers*, as before issue 32) of everything shown."""
        mac = self._mac.copy()
        mac.update(_tail(station, exported_at, self._shown.hexdigest() if covers else None))
        return Seal(self.key_id, station, exported_at, mac.hexdigest(), covers)


class Checker:
    """Checks a seal while an import reads: :meth:`add` each answer, then :meth:`verdict`."""

    def __init__(self, keys: Mapping[str, bytes]) -> None:
        # One running HMAC per key the store holds (a store holds one or a few).
        self._macs = {kid: hmac.new(key, digestmod=hashlib.sha256) for kid, key in keys.items()}
        self._shown = hashlib.sha256()

    def holds(self, key: str) -> bool:
        """Whether a seal naming *key* can be checked here (the store holds that key)."""
        return key in self._macs

    def add(self, fields: Mapping[str, object]) -> None:
        """One more answer, as read."""
        self.add_line(canonical(fields))

    def add_line(self, line: bytes) -> None:
        """One more answer, as its :func:`canonical` line."""
        for mac in self._macs.values():
            mac.update(line)

    def show(self, fields: Mapping[str, object]) -> None:
        """Something more the file shows beside the answers, as read."""
        self._shown.update(canonical(fields))

    def verdict(self, seal: Seal | None) -> Verdict:
        """Whether the answers read are sealed by this store (see the module's list)."""
        if seal is None:
            return "unsigned"
        mac = self._macs.get(seal.key)
        if mac is None:
            return "foreign"
        final = mac.copy()
        final.update(
            _tail(seal.station, seal.exported_at, self._shown.hexdigest() if seal.covers else None)
        )
        return "ours" if hmac.compare_digest(final.hexdigest(), seal.signature) else "changed"
