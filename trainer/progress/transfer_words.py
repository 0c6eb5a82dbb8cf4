"""The sentences of exports and imports (:mod:`trainer.progress.transfer`): why a file is
not imported, and what an import did; each one whole template (issue 27)."""

from __future__ import annotations

from typing import Final

from trainer.words import QT_TRANSLATE_NOOP

SEAL_UNREADABLE: Final = QT_TRANSLATE_NOOP("store", "{file} has a seal that cannot be read.")
TOO_LARGE: Final = QT_TRANSLATE_NOOP(
    "store",
    "{file} is a JSON export larger than {megabytes} MB, too large to import whole; export "
    "the answers as CSV (--format csv), which imports at any size.",
)
HOSTILE: Final = QT_TRANSLATE_NOOP("store", "{file} holds {what}, so it was not imported.")
NOT_A_NUMBER: Final = QT_TRANSLATE_NOOP(
    "store", "NaN or Infinity, which are not numbers an export holds"
)
LONE_SURROGATE: Final = QT_TRANSLATE_NOOP(
    "store", "text that is not valid Unicode (a lone surrogate)"
)
TOO_DEEP: Final = QT_TRANSLATE_NOOP("store", "{file} is not a JSON export (it nests too deeply).")
NOT_JSON: Final = QT_TRANSLATE_NOOP("store", "{file} is not a JSON export ({why}).")
NOT_OURS: Final = QT_TRANSLATE_NOOP("store", "{file} is not a Dealer Trainer export.")
NEWER: Final = QT_TRANSLATE_NOOP(
    "store", "{file} was written by a newer Dealer Trainer; please update."
)
NO_ATTEMPTS: Final = QT_TRANSLATE_NOOP("store", "{file} has no list of attempts.")
NOT_AN_OBJECT: Final = QT_TRANSLATE_NOOP("store", "In {file}, attempt {index} is not an object.")
BAD_HEADER: Final = QT_TRANSLATE_NOOP(
    "store", "{file} is not a Dealer Trainer CSV export (its header is wrong)."
)
AT_ATTEMPT: Final = QT_TRANSLATE_NOOP("store", "{file}, attempt {index}", "where in an export")
AT_LINE: Final = QT_TRANSLATE_NOOP("store", "{file}, line {line}", "where in an export")
CELLS: Final = QT_TRANSLATE_NOOP("store", "In {where}, there are {count} cells, not {wanted}.")
UNREADABLE: Final = QT_TRANSLATE_NOOP("store", "{path} cannot be read ({why}).")
NOT_A_FILE: Final = QT_TRANSLATE_NOOP("store", "{path} is not a file, so it cannot be an export.")
NOT_UTF8: Final = QT_TRANSLATE_NOOP("store", "{file} is not a UTF-8 text export.")
NOT_CSV: Final = QT_TRANSLATE_NOOP("store", "{file} is not a CSV export ({why}).")

# What an import did (``dealer-trainer import`` and the supervisor console).
ADDED: Final = {
    (True, True): QT_TRANSLATE_NOOP(
        "store", "Added {added} new answer from {file}; {present} was already in the store."
    ),
    (True, False): QT_TRANSLATE_NOOP(
        "store", "Added {added} new answer from {file}; {present} were already in the store."
    ),
    (False, True): QT_TRANSLATE_NOOP(
        "store", "Added {added} new answers from {file}; {present} was already in the store."
    ),
    (False, False): QT_TRANSLATE_NOOP(
        "store", "Added {added} new answers from {file}; {present} were already in the store."
    ),
}
"""Keyed by (one answer added, one already present)."""
BY_TRAINEE: Final = QT_TRANSLATE_NOOP(
    "store", "  {trainee}: {count}", "answers added for a trainee"
)
BY_NEW_TRAINEE: Final = QT_TRANSLATE_NOOP(
    "store", "  {trainee}: {count} (new trainee)", "answers added for a trainee"
)
CONFLICT: Final = QT_TRANSLATE_NOOP(
    "store", "1 conflict (the same id with other content, not imported): {ids}"
)
CONFLICTS: Final = QT_TRANSLATE_NOOP(
    "store", "{count} conflicts (the same id with other content, not imported): {ids}"
)
UNSIGNED: Final = QT_TRANSLATE_NOOP(
    "store",
    "{file} has no seal; {who} accepted it, so its answers are marked so and join no exam sitting.",
)
OTHER_SCHOOL: Final = QT_TRANSLATE_NOOP(
    "store",
    "{file} is sealed by another school; {who} accepted it, so its answers are marked so "
    "and join no exam sitting.",
)

# An imported record's field that cannot be read: one whole sentence per reason.
FIELD_MISSING: Final = QT_TRANSLATE_NOOP("store", "In {where}, the field {field} is missing.")
FIELD_NOT_TEXT: Final = QT_TRANSLATE_NOOP("store", "In {where}, the field {field} must be text.")
FIELD_NOT_A_NAME: Final = QT_TRANSLATE_NOOP(
    "store", "In {where}, the field {field} is not a name ({why})."
)
FIELD_NOT_WHOLE: Final = QT_TRANSLATE_NOOP(
    "store", "In {where}, the field {field} must be a whole number, not {value}."
)
FIELD_NOT_FRACTION: Final = QT_TRANSLATE_NOOP(
    "store", "In {where}, the field {field} must be a number from 0 to 1, not {value}."
)
FIELD_NOT_FLAG: Final = QT_TRANSLATE_NOOP(
    "store", "In {where}, the field {field} must be true or false, not {value}."
)
FIELD_HOSTILE: Final = QT_TRANSLATE_NOOP("store", "In {where}, the field {field} holds {what}.")
FIELD_NOT_JSON: Final = QT_TRANSLATE_NOOP("store", "In {where}, the field {field} must hold JSON.")
FIELD_TOO_DEEP: Final = QT_TRANSLATE_NOOP(
    "store", "In {where}, the field {field} nests too deeply."
)
FIELD_NOT_TIME: Final = QT_TRANSLATE_NOOP(
    "store", "In {where}, the field {field} must be an ISO time, not {value}."
)
FIELD_NO_ZONE: Final = QT_TRANSLATE_NOOP(
    "store", "In {where}, the field {field} must carry its timezone."
)
FIELD_NOT_DAY: Final = QT_TRANSLATE_NOOP(
    "store", "In {where}, the field {field} must be a date (YYYY-MM-DD), not {value}."
)
FIELD_DISAGREES: Final = QT_TRANSLATE_NOOP(
    "store", "In {where}, the field {field} disagrees with the credit."
)
