"""The progress file's refusals and notices (:mod:`trainer.progress.database`), each one
whole template said in the language in force (issue 27)."""

from __future__ import annotations

from typing import Final

from trainer.words import QT_TRANSLATE_NOOP

NO_STORE: Final = QT_TRANSLATE_NOOP("store", "There is no progress store in {folder} yet.")
CANNOT_CREATE: Final = QT_TRANSLATE_NOOP(
    "store",
    "The progress folder {folder} cannot be created ({why}); choose another folder with "
    "--data-dir.",
)
OPENING: Final = QT_TRANSLATE_NOOP(
    "store",
    "Another Dealer Trainer has been opening the progress store in {folder} for over "
    "{seconds} seconds; try again later.",
)
CANNOT_USE: Final = QT_TRANSLATE_NOOP(
    "store",
    "The progress folder {folder} cannot be used ({why}); choose another folder with --data-dir.",
)
READ_ONLY_NEW: Final = QT_TRANSLATE_NOOP(
    "store",
    "The progress folder {folder} is read-only, so a store cannot be created there; choose "
    "another folder with --data-dir.",
)
FULL_AT_START: Final = QT_TRANSLATE_NOOP(
    "store",
    "The disk holding the progress store {path} is full, so Dealer Trainer cannot start; "
    "free some space and start it again.",
)
NO_BACKUP: Final = QT_TRANSLATE_NOOP(
    "store", "Today's backup of the progress store could not be made ({why})."
)
CANNOT_MAKE: Final = QT_TRANSLATE_NOOP(
    "store", "A new progress store could not be made in {folder} ({why})."
)
DAMAGED_READ_ONLY: Final = QT_TRANSLATE_NOOP(
    "store",
    "The progress store {path} is damaged ({why}) and its folder is read-only, so it cannot "
    "be restored from a backup.",
)
UNREADABLE: Final = QT_TRANSLATE_NOOP("store", "The progress store {path} cannot be read ({why}).")
UPGRADE_READ_ONLY: Final = QT_TRANSLATE_NOOP(
    "store", "The progress store {path} needs an upgrade but its folder is read-only."
)
READ_ONLY_OPEN: Final = QT_TRANSLATE_NOOP(
    "store",
    "The progress folder {folder} is read-only, so statistics can be read but new answers "
    "cannot be saved there.",
)
CLOSED: Final = QT_TRANSLATE_NOOP("store", "The progress store is closed.")
FOUND_DAMAGED: Final = QT_TRANSLATE_NOOP(
    "store",
    "The progress store was found damaged; restart Dealer Trainer to restore it from its "
    "latest backup.",
)
FULL: Final = QT_TRANSLATE_NOOP(
    "store", "The disk holding the progress store {path} is full; free some space."
)
NOT_WRITABLE: Final = QT_TRANSLATE_NOOP("store", "The progress store {path} cannot be written to.")
IN_USE: Final = QT_TRANSLATE_NOOP(
    "store", "The progress store is in use by another program; try again in a moment."
)
NOT_WRITTEN: Final = QT_TRANSLATE_NOOP(
    "store", "The progress store {path} could not be written ({why})."
)
BEING_CHECKED: Final = QT_TRANSLATE_NOOP(
    "store",
    "The progress store is being checked or restored by another Dealer Trainer; try again "
    "in a moment.",
)
UNREACHABLE: Final = QT_TRANSLATE_NOOP(
    "store", "The progress store {path} cannot be reached ({why})."
)
REPLACED_OLD: Final = QT_TRANSLATE_NOOP(
    "store",
    "The progress store was replaced by a file that needs an upgrade; restart Dealer Trainer.",
)
BAD_SETTING: Final = QT_TRANSLATE_NOOP(
    "store", "The stored house setting {key} = {value} is not valid, so its default is used."
)
READ_ONLY_SAVE: Final = QT_TRANSLATE_NOOP(
    "store", "The progress folder {folder} is read-only, so nothing can be saved there."
)
