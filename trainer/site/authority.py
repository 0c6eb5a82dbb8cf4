"""A supervisor's authority, proved to the site rather than trusted from a station.

A station's credentials let it push the answers given at it and read what it needs; they
never let it change a record or certify a sign-off. A supervisor's *authority key* does:
``scrypt(PIN, salt = the supervisor's site id)``, computed where the supervisor types
their PIN and held in this process's memory only (never written to a file). The site
keeps only the key's SHA-256 (``supervisors.authority``), in a column no station can
read, set by the site's owner (``site add-supervisor``, ``site supervisor-pin``), and
counts wrong keys toward a lockout.

Signing in a supervisor at a station of a site: a supervisor whose PIN this station has
never checked (the site sends no PIN hash of a supervisor) is checked by the site, once
online; the station then keeps a hash of that PIN of its own, so that the supervisor
signs in offline there afterwards. Trainees sign in offline at any station: their PIN
hashes do travel (a trainee's PIN opens only their own drill).
"""

from __future__ import annotations

import hashlib
import threading
import uuid
from typing import TYPE_CHECKING, Final

from trainer.progress.pins import SCRYPT_N, SCRYPT_P, SCRYPT_R, hash_pin
from trainer.site import site_words as said
from trainer.site.errors import SiteAuthError, SiteError
from trainer.words import say, translated

if TYPE_CHECKING:
    from trainer.progress.records import Supervisor
    from trainer.progress.store import ProgressStore

SITE_PIN: Final = "site"
"""The PIN hash a station keeps of a supervisor the site sent (none): it matches no PIN,
so the supervisor's first sign-in at the station is checked by the site."""
_SALT: Final = b"dealer-trainer site authority "
_KEY_BYTES: Final = 32


def authority_key(supervisor_id: str, pin: str) -> bytes:
    """The authority key of a supervisor (their site id) with *pin*."""
    salt = _SALT + uuid.UUID(supervisor_id).bytes
    return hashlib.scrypt(
        pin.encode(),
        salt=salt,
        n=SCRYPT_N,
        r=SCRYPT_R,
        p=SCRYPT_P,
        dklen=_KEY_BYTES,
        maxmem=2 * 128 * SCRYPT_R * SCRYPT_N * SCRYPT_P + 2**20,
    )


def authority_verifier(key: bytes) -> str:
    """What the site keeps of an authority key: its SHA-256, in hex."""
    return hashlib.sha256(key).hexdigest()


class Authorities:
    """The authority keys of the supervisors signed in by this process, in memory only;
    a sync sends each record change and sign-off with its supervisor's key."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._keys: dict[str, bytes] = {}
        self._latest: str | None = None

    def remember(self, supervisor_id: str, key: bytes) -> None:
        """Keep *key* as the authority of *supervisor_id* (the latest signed in)."""
        with self._lock:
            self._keys[supervisor_id] = key
            self._latest = supervisor_id

    def key_for(self, supervisor_id: str | None) -> bytes | None:
        """The key of *supervisor_id*, if they signed in here since the program started."""
        with self._lock:
            return None if supervisor_id is None else self._keys.get(supervisor_id)

    def latest(self) -> tuple[str, bytes] | None:
        """The supervisor signed in most recently and their key (for changes that name
        no supervisor, such as a trainee's)."""
        with self._lock:
            if self._latest is None:
                return None
            return self._latest, self._keys[self._latest]

    def forget(self) -> None:
        """Forget every key."""
        with self._lock:
            self._keys.clear()
            self._latest = None


SIGNED_IN: Final = Authorities()
"""The keys of the supervisors signed in by this program (the window, a command)."""


def refusal(name: str, verdict: str) -> str:
    """The site's refusal of a supervisor's authority, as one sentence."""
    marked = said.REASONS.get(verdict)
    reason = translated(marked) if marked is not None else verdict
    return say(said.REFUSED_AUTHORITY, name=name, reason=reason)


def prove_online(url: str, supervisor_id: str, key: bytes) -> str:
    """The site's verdict on *key* as *supervisor_id*'s authority: ``ok``, ``wrong``,
    ``locked``, ``unset`` or ``unknown`` (a wrong key counts toward the lockout)."""
    from trainer.site.connection import session

    with session(url, autocommit=True) as conn, conn.transaction():
        row = conn.execute("SELECT prove_supervisor(%s, %s)", (supervisor_id, key)).fetchone()
    return "unknown" if row is None else str(row[0])


def sign_in_supervisor(
    store: ProgressStore, name: str, pin: str, url: str | None = None
) -> Supervisor:
    """Sign *name* in with *pin* at this station and keep their authority key in memory.

    At a station of a site (*url*, else the station's own site), a supervisor whose PIN
    this station has never checked is checked by the site first (see the module's
    description); a refusal or an unreachable site is a :class:`SiteError` sentence.
    """
    from trainer.site.station import site_url_for

    site = url or site_url_for(store)
    found = store.outbox.supervisor_site_id(name)
    key: bytes | None = None
    if site and found is not None and found[1] == SITE_PIN:
        supervisor_id = found[0]
        key = authority_key(supervisor_id, pin)
        try:
            verdict = prove_online(site, supervisor_id, key)
        except SiteError as exc:
            raise SiteError(
                f"{name} signs in at this station for the first time, which needs the "
                f"site, and it cannot be reached now ({str(exc).rstrip('.')})."
            ) from None
        if verdict != "ok":
            raise SiteAuthError(refusal(name, verdict))
        store.outbox.keep_supervisor_pin(supervisor_id, hash_pin(pin, 1))
    supervisor = store.sign_in_supervisor(name, pin)
    if found is not None:
        SIGNED_IN.remember(found[0], key or authority_key(found[0], pin))
    return supervisor
