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

# A recovery at start-up (trainer.progress.recovery): what was wrong with the file, what
# was restored and what the store lacks now, each ending one whole sentence.
REASONS: Final = {
    "empty": QT_TRANSLATE_NOOP("store", "empty", "the progress file was ..."),
    "cut short": QT_TRANSLATE_NOOP("store", "cut short", "the progress file was ..."),
    "damaged": QT_TRANSLATE_NOOP("store", "damaged", "the progress file was ..."),
    "missing its tables": QT_TRANSLATE_NOOP(
        "store", "missing its tables", "the progress file was ..."
    ),
}
MONTHS: Final = (
    QT_TRANSLATE_NOOP("store", "January"),
    QT_TRANSLATE_NOOP("store", "February"),
    QT_TRANSLATE_NOOP("store", "March"),
    QT_TRANSLATE_NOOP("store", "April"),
    QT_TRANSLATE_NOOP("store", "May"),
    QT_TRANSLATE_NOOP("store", "June"),
    QT_TRANSLATE_NOOP("store", "July"),
    QT_TRANSLATE_NOOP("store", "August"),
    QT_TRANSLATE_NOOP("store", "September"),
    QT_TRANSLATE_NOOP("store", "October"),
    QT_TRANSLATE_NOOP("store", "November"),
    QT_TRANSLATE_NOOP("store", "December"),
)
WHEN: Final = QT_TRANSLATE_NOOP("store", "{day} {month} {year} at {time}", "when a backup was made")
UNKNOWN_DAY: Final = QT_TRANSLATE_NOOP("store", "an unknown day", "when a backup was made")
WAS_MISSING: Final = QT_TRANSLATE_NOOP(
    "store",
    "The progress file was missing, so the backup from {when} was restored; answers recorded "
    "after that backup, if any, are missing.",
)
NO_GOOD_BACKUP: Final = QT_TRANSLATE_NOOP(
    "store",
    "The progress file was {reason} and there was no good backup, so it was moved to {aside} "
    "and a new, empty store was started.",
)
NO_GOOD_BACKUP_YIELDED: Final = (
    QT_TRANSLATE_NOOP(
        "store",
        "The progress file was {reason} and there was no good backup, so it was moved to "
        "{aside} and a new, empty store was started with the {count} answer it still yielded.",
    ),
    QT_TRANSLATE_NOOP(
        "store",
        "The progress file was {reason} and there was no good backup, so it was moved to "
        "{aside} and a new, empty store was started with the {count} answers it still yielded.",
    ),
)
RESTORED: Final = QT_TRANSLATE_NOOP(
    "store",
    "The progress file was {reason}, so it was moved to {aside} and the backup from {when} was "
    "restored",
    "the start of a sentence, which goes on with what the store lacks",
)
UNREAD_FILE: Final = QT_TRANSLATE_NOOP(
    "store",
    "{restored}; the damaged file could not be read, so answers recorded after that backup, "
    "if any, are missing.",
)
LACKS_NONE: Final = QT_TRANSLATE_NOOP("store", "{restored}; it lacks no answers.")
ALL_RECOVERED: Final = (
    QT_TRANSLATE_NOOP(
        "store",
        "{restored}, and all {count} answer recorded after it were recovered from the damaged "
        "file.",
    ),
    QT_TRANSLATE_NOOP(
        "store",
        "{restored}, and all {count} answers recorded after it were recovered from the damaged "
        "file.",
    ),
)
LACKS: Final = (
    QT_TRANSLATE_NOOP("store", "{restored}; it lacks {count} answer recorded after it."),
    QT_TRANSLATE_NOOP("store", "{restored}; it lacks {count} answers recorded after it."),
)
LACKS_DETAIL: Final = (
    QT_TRANSLATE_NOOP("store", "{restored}; it lacks {count} answer recorded after it ({detail})."),
    QT_TRANSLATE_NOOP(
        "store", "{restored}; it lacks {count} answers recorded after it ({detail})."
    ),
)
MORE_RECOVERED: Final = QT_TRANSLATE_NOOP(
    "store", "{count} more were recovered from the damaged file", "a detail in parentheses"
)
COULD_NOT_READ: Final = QT_TRANSLATE_NOOP(
    "store", "{count} could not be read", "a detail in parentheses: answers"
)
BOTH_DETAILS: Final = QT_TRANSLATE_NOOP("store", "{first}, {second}", "two details in parentheses")
MOVE_ASIDE_FAILED: Final = QT_TRANSLATE_NOOP(
    "store", "The progress store {path} is damaged and cannot be moved aside ({why})."
)

# Answers that could not be saved (trainer.progress.store, .attempts) and an import refused
# for its seal (trainer.progress.imports).
KEPT_ONE: Final = QT_TRANSLATE_NOOP(
    "store",
    "{count} answer could not be saved in the progress store; it is kept in {where} and will "
    "be saved at the next start.",
)
KEPT: Final = QT_TRANSLATE_NOOP(
    "store",
    "{count} answers could not be saved in the progress store; they are kept in {where} and "
    "will be saved at the next start.",
)
IN_MEMORY_ONE: Final = QT_TRANSLATE_NOOP(
    "store",
    "{count} answer could not be saved and are still held in memory; save them to a file "
    "before quitting.",
)
IN_MEMORY: Final = QT_TRANSLATE_NOOP(
    "store",
    "{count} answers could not be saved and are still held in memory; save them to a file "
    "before quitting.",
)
ARCHIVED: Final = QT_TRANSLATE_NOOP(
    "store", "Trainee {name} is archived, so cannot record answers."
)
NOT_WRITTEN_TO: Final = QT_TRANSLATE_NOOP(
    "store", "The unsaved answers could not be written to {path} ({why})."
)
NO_EXPORT_FOLDER: Final = QT_TRANSLATE_NOOP(
    "store",
    "The export folder {folder} is not there; plug in its disk or ask a supervisor to set another.",
)
EXPORT_FOLDER_FULL: Final = QT_TRANSLATE_NOOP(
    "store", "The export folder {folder} is full of unsaved answers' files."
)
SEAL_BROKEN: Final = QT_TRANSLATE_NOOP(
    "store",
    "{file} was changed after it was exported (its seal does not match its answers), so it "
    "was not imported.",
)
ONLY_SUPERVISOR_UNSEALED: Final = QT_TRANSLATE_NOOP(
    "store",
    "{file} has no seal, so only a supervisor can accept its answers (they are then marked "
    "so, and join no exam sitting).",
)
ONLY_SUPERVISOR_OTHER: Final = QT_TRANSLATE_NOOP(
    "store",
    "{file} is sealed by another school, so only a supervisor can accept its answers (they "
    "are then marked so, and join no exam sitting).",
)

# Answers that could not be written: why, then where they are kept (a clause of its own,
# whole, chosen by the count and by whether a file holds them).
UNSAVED_FULL: Final = QT_TRANSLATE_NOOP(
    "store", "The disk holding the progress store is full, so {kept}."
)
UNSAVED_READ_ONLY: Final = QT_TRANSLATE_NOOP(
    "store", "The progress store in {folder} is read-only, so {kept}."
)
UNSAVED_BUSY: Final = QT_TRANSLATE_NOOP(
    "store", "The progress store is busy in another program, so {kept}."
)
UNSAVED_REPLACED_ONE: Final = QT_TRANSLATE_NOOP(
    "store",
    "The progress store was restored or replaced by another program while answers were being "
    "recorded, so {kept}; restart Dealer Trainer to save it under the right trainee.",
)
UNSAVED_REPLACED_MANY: Final = QT_TRANSLATE_NOOP(
    "store",
    "The progress store was restored or replaced by another program while answers were being "
    "recorded, so {kept}; restart Dealer Trainer to save them under the right trainee.",
)
UNSAVED_DAMAGED: Final = QT_TRANSLATE_NOOP(
    "store",
    "The progress store was found damaged, so {kept}; restart Dealer Trainer to restore the "
    "store from its backup.",
)
UNSAVED_OTHER: Final = QT_TRANSLATE_NOOP(
    "store", "The progress store could not be written ({why}), so {kept}."
)
KEPT_IN_FILE_ONE: Final = QT_TRANSLATE_NOOP(
    "store",
    "1 answer is kept in {where} and will be saved in the store as soon as it can be written",
)
KEPT_IN_FILE_MANY: Final = QT_TRANSLATE_NOOP(
    "store",
    "{count} answers are kept in {where} and will be saved in the store as soon as it can be "
    "written",
)
KEPT_IN_MEMORY_ONE: Final = QT_TRANSLATE_NOOP("store", "1 answer is kept in memory only")
KEPT_IN_MEMORY_MANY: Final = QT_TRANSLATE_NOOP("store", "{count} answers are kept in memory only")
KEPT_IN_MEMORY_SAVE_ONE: Final = QT_TRANSLATE_NOOP(
    "store", "1 answer is kept in memory only; save it to a file"
)
KEPT_IN_MEMORY_SAVE_MANY: Final = QT_TRANSLATE_NOOP(
    "store", "{count} answers are kept in memory only; save them to a file"
)
NO_ATTEMPT: Final = QT_TRANSLATE_NOOP("store", "There is no attempt {id}.")

# Answers a closed or killed station left in a pending file, saved at the next start.
PENDING_NOT_YET: Final = QT_TRANSLATE_NOOP(
    "store",
    "Answers kept in {path} could not be saved in the progress store yet; they stay there "
    "and will be saved at the next start.",
)
PENDING_MOVED: Final = QT_TRANSLATE_NOOP(
    "store",
    "The file of unsaved answers {file} was not saved ({why}), so it was moved to {dest}, "
    "where a supervisor can import it.",
)
PENDING_SAVED_ONE: Final = QT_TRANSLATE_NOOP(
    "store", "1 answer that could not be saved earlier was saved now from {file}."
)
PENDING_SAVED_MANY: Final = QT_TRANSLATE_NOOP(
    "store", "{count} answers that could not be saved earlier were saved now from {file}."
)
PENDING_NOT_OURS: Final = QT_TRANSLATE_NOOP("store", "{file} is not sealed by this store")
