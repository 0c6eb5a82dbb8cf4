"""PINs: salted ``hashlib.scrypt`` hashes, and the lockout after repeated wrong PINs.

A PIN is 4 to 12 digits. Only its hash is stored, as
``scrypt$<n>$<r>$<p>$<salt hex>$<hash hex>`` so that the cost can be raised later without
invalidating stored PINs. After :data:`MAX_FAILURES` wrong PINs in a row the account is
locked for a delay that doubles with each lockout (30 s, 1 min, 2 min, ... up to a day);
a right PIN resets both counts.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass
from typing import Final

from trainer.progress.errors import InvalidValueError

MAX_FAILURES: Final = 5
FIRST_LOCK_MS: Final = 30_000
LONGEST_LOCK_MS: Final = 24 * 60 * 60 * 1000

_N: Final = 2**14
_R: Final = 8
_P: Final = 1
_SALT_BYTES: Final = 16
_KEY_BYTES: Final = 32


def check_pin_format(pin: str) -> str:
    """*pin* if it is 4 to 12 digits, else :class:`InvalidValueError`."""
    if not (pin.isascii() and pin.isdigit() and 4 <= len(pin) <= 12):
        raise InvalidValueError("A PIN must be 4 to 12 digits.")
    return pin


def hash_pin(pin: str) -> str:
    """A salted scrypt hash of *pin*, in the stored text form."""
    check_pin_format(pin)
    salt = secrets.token_bytes(_SALT_BYTES)
    key = hashlib.scrypt(pin.encode(), salt=salt, n=_N, r=_R, p=_P, dklen=_KEY_BYTES)
    return f"scrypt${_N}${_R}${_P}${salt.hex()}${key.hex()}"


def is_pin_right(pin: str, stored: str) -> bool:
    """Whether *pin* matches the *stored* hash (compared in constant time)."""
    try:
        scheme, n, r, p, salt_hex, key_hex = stored.split("$")
        if scheme != "scrypt":
            return False
        salt, key = bytes.fromhex(salt_hex), bytes.fromhex(key_hex)
        candidate = hashlib.scrypt(
            pin.encode(), salt=salt, n=int(n), r=int(r), p=int(p), dklen=len(key)
        )
    except ValueError:
        return False
    return hmac.compare_digest(candidate, key)


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
    if seconds < 60:
        return f"{seconds} second{'s' if seconds != 1 else ''}"
    minutes = -(-seconds // 60)
    if minutes < 120:
        return f"{minutes} minute{'s' if minutes != 1 else ''}"
    hours = -(-minutes // 60)
    return f"{hours} hours"
