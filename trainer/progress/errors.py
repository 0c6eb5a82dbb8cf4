"""The progress store's errors: one family under :class:`trainer.errors.TrainerError`.

Every message is one plain sentence for a trainee or a supervisor. The subclasses of
:class:`StoreUnavailableError` are disk-level problems (read-only, full, busy, damaged):
when one interrupts the recording of an answer, the answer is kept in the store's pending
queue and is never silently dropped.
"""

from __future__ import annotations

from trainer.errors import TrainerError


class StoreError(TrainerError):
    """Something the progress store cannot do; the message says what and why."""


class StoreUnavailableError(StoreError):
    """The store's file cannot be written right now; unsaved answers stay pending."""


class StoreReadOnlyError(StoreUnavailableError):
    """The store's folder or file is read-only."""


class StoreFullError(StoreUnavailableError):
    """The disk holding the store is full."""


class StoreBusyError(StoreUnavailableError):
    """Another program holds the store's file locked for longer than we wait."""


class StoreDamagedError(StoreUnavailableError):
    """The store's file was found damaged while running (it is restored at the next start)."""


class StoreReplacedError(StoreUnavailableError):
    """Another program restored or replaced the store's file, and a trainee this station
    knew is not the same trainee there: nothing is written for them until a restart."""


class NewerStoreError(StoreError):
    """The store's file was written by a newer Dealer Trainer than this one."""


class MigrationError(StoreError):
    """Upgrading the store's file to the current version failed; the file was left as it was."""


class NotFoundError(StoreError):
    """A trainee, supervisor, session, exam or sitting that the store does not hold."""


class NameTakenError(StoreError):
    """A display name already used by another active trainee or supervisor."""


class InvalidValueError(StoreError):
    """A value handed to the store is out of range or malformed; the message names it."""


class SettingError(InvalidValueError):
    """A house setting refused: unknown key, bad value, or beyond its regulatory limit."""


class WrongPinError(StoreError):
    """A PIN that does not match the account's."""


class AccountLockedError(StoreError):
    """An account locked after too many wrong PINs, for a delay that grows each time."""


class TransferError(StoreError):
    """An export could not be written or an import file could not be read."""


class UnsealedImportError(TransferError):
    """An import file not sealed by this store (or its school): a supervisor must accept it."""


class SignInUnavailableError(StoreError):
    """A PIN cannot be checked because the wrong-PIN count cannot be saved right now."""
