"""PINs: salted ``hashlib.scrypt`` hashes, and the lockout after repeated wrong PINs.

A trainee's PIN is 4 to 12 digits, a supervisor's 6 to 12 (a supervisor's PIN opens every
trainee's answers, the house settings and a kiosk's way out; a supervisor whose older PIN
is shorter signs in with it and is asked to change it). Only its hash is stored, as
``scrypt$<n>$<r>$<p>$<salt hex>$<hash hex>``: the cost travels with each hash, so it can
rise later without invalidating stored PINs, and a PIN hashed at a lower cost is hashed
again at the current one the next time it is typed right.

The cost is as high as a sign-in under 250 ms allows on a station (``benchmarks/pins.py``
measures it): N = 2^15, r = 8, p = 1, 32 MiB and about 150 ms of CPU a hash on a two-core
station (2^16 takes 380 ms), so that trying every 6-digit PIN against a hash copied out
of a backup takes more than a day on such a machine. After
:data:`MAX_FAILURES` wrong PINs in a row the account is locked for a delay that doubles
with each lockout (30 s, 1 min, 2 min, ... up to a day); a right PIN resets both counts.
The store checks a PIN and counts it in one write transaction, so that guesses from
several programs at once are counted as one sequence, and refuses to check one at all
when the count cannot be saved.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass
from typing import Final

from trainer.progress.errors import InvalidValueError
from trainer.words import QT_TRANSLATE_NOOP, say

MAX_FAILURES: Final = 5
FIRST_LOCK_MS: Final = 30_000
LONGEST_LOCK_MS: Final = 24 * 60 * 60 * 1000

TRAINEE_PIN_DIGITS: Final = 4
SUPERVISOR_PIN_DIGITS: Final = 6
LONGEST_PIN: Final = 12

SCRYPT_N: Final = 2**15
SCRYPT_R: Final = 8
SCRYPT_P: Final = 1
_SALT_BYTES: Final = 16
_KEY_BYTES: Final = 32
# A stored hash names its own cost; one beyond these is refused rather than computed (a
# planted hash must not make a sign-in take minutes or all the memory).
_HIGHEST_N: Final = 2**20
_HIGHEST_R: Final = 32
_HIGHEST_P: Final = 16


def check_pin_format(pin: str, minimum: int = TRAINEE_PIN_DIGITS) -> str:
    """*pin* if it is *minimum* to 12 digits, else :class:`InvalidValueError`."""
    if not (
        isinstance(pin, str)
        and pin.isascii()
        and pin.isdigit()
        and minimum <= len(pin) <= LONGEST_PIN
    ):
        raise InvalidValueError(
            say(
                QT_TRANSLATE_NOOP("store", "A PIN must be {shortest} to {longest} digits."),
                shortest=minimum,
                longest=LONGEST_PIN,
            )
        )
    return pin


def _scrypt(pin: str, salt: bytes, n: int, r: int, p: int, length: int) -> bytes:
    return hashlib.scrypt(
        pin.encode(), salt=salt, n=n, r=r, p=p, dklen=length, maxmem=2 * 128 * r * n * p + 2**20
    )


def hash_pin(pin: str, minimum: int = TRAINEE_PIN_DIGITS) -> str:
    """A salted scrypt hash of *pin*, at the current cost, in the stored text form."""
    check_pin_format(pin, minimum)
    salt = secrets.token_bytes(_SALT_BYTES)
    key = _scrypt(pin, salt, SCRYPT_N, SCRYPT_R, SCRYPT_P, _KEY_BYTES)
    return f"scrypt${SCRYPT_N}${SCRYPT_R}${SCRYPT_P}${salt.hex()}${key.hex()}"


def _parts(stored: str) -> tuple[int, int, int, bytes, bytes] | None:
    try:
        scheme, n, r, p, salt_hex, key_hex = stored.split("$")
        cost = int(n), int(r), int(p)
        salt, key = bytes.fromhex(salt_hex), bytes.fromhex(key_hex)
    except (ValueError, AttributeError):
        return None
    if scheme != "scrypt" or not key:
        return None
    n_, r_, p_ = cost
    if not (1 < n_ <= _HIGHEST_N and n_ & (n_ - 1) == 0 and 0 < r_ <= _HIGHEST_R):
        return None
    if not 0 < p_ <= _HIGHEST_P:
        return None
    return n_, r_, p_, salt, key


def is_pin_right(pin: str, stored: str) -> bool:
    """Whether *pin* matches the *stored* hash (compared in constant time)."""
    parts = _parts(stored)
    if parts is None or not isinstance(pin, str):
        return False
    n, r, p, salt, key = parts
    try:
        candidate = _scrypt(pin, salt, n, r, p, len(key))
    except (ValueError, MemoryError):
        return False
    return hmac.compare_digest(candidate, key)


def needs_rehash(stored: str) -> bool:
    """Whether *stored* was hashed at less than the current cost."""
    parts = _parts(stored)
    return parts is None or (parts[0], parts[1], parts[2]) < (SCRYPT_N, SCRYPT_R, SCRYPT_P)


@dataclass(frozen=True, slots=True)
class LockState:
    """An account's wrong-PIN counts: failures since the last lock, locks so far, lock end."""

    failures: int = 0
    lockouts: int = 0
    locked_until_ms: int = 0

    def is_locked(self, now_ms: int) -> bool:
        """Whether the account is still locked at *now_ms*."""
        return now_ms < self.locked_until_ms

    def after_failure(self, now_ms: int) -> LockState:
        """The state after one more wrong PIN: the fifth in a row locks the account."""
        failures = self.failures + 1
        if failures < MAX_FAILURES:
            return LockState(failures, self.lockouts, self.locked_until_ms)
        lockouts = self.lockouts + 1
        delay = min(FIRST_LOCK_MS * 2 ** min(lockouts - 1, 32), LONGEST_LOCK_MS)
        return LockState(0, lockouts, now_ms + delay)


def describe_wait(ms: int) -> str:
    """A remaining lock time in words, rounded up (``2 minutes``, ``30 seconds``)."""
    seconds = max(1, -(-ms // 1000))
    if seconds == 1:
        return say(QT_TRANSLATE_NOOP("store", "1 second"))
    if seconds < 60:
        return say(QT_TRANSLATE_NOOP("store", "{count} seconds"), count=seconds)
    minutes = -(-seconds // 60)
    if minutes == 1:
        return say(QT_TRANSLATE_NOOP("store", "1 minute"))
    if minutes < 120:
        return say(QT_TRANSLATE_NOOP("store", "{count} minutes"), count=minutes)
    hours = -(-minutes // 60)
    return say(QT_TRANSLATE_NOOP("store", "{count} hours"), count=hours)
