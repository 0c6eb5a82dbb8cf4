"""``dealer-trainer roster FILE``: trainees and their classes from a CSV roster.

The file has a header row naming the columns ``name`` and ``class``. It is imported whole
or not at all: each bad line is named in one sentence and nothing is changed. A roster never
holds PINs; trainees it adds have none until a supervisor sets one. Once the store has a
supervisor, importing needs one's PIN.
"""

from __future__ import annotations

import argparse
from typing import Any

from trainer.commands.access import add_supervisor_options, supervisor_signed_in
from trainer.progress.location import find_data_dir
from trainer.progress.store import ProgressStore
from trainer.words import QT_TRANSLATE_NOOP


def add_commands(subparsers: Any) -> None:
    """Register ``roster``."""
    roster = subparsers.add_parser(
        "roster",
        help=QT_TRANSLATE_NOOP(
            "help", "add trainees and put them in classes from a CSV file (columns: name, class)"
        ),
        description=QT_TRANSLATE_NOOP(
            "help",
            "Read a CSV roster (a header row naming the columns name and class) and "
            "add each trainee not here yet, making each class not here yet. All lines or none.",
        ),
    )
    roster.add_argument(
        "file", metavar="FILE", help=QT_TRANSLATE_NOOP("help", "the roster, CSV in UTF-8")
    )
    add_supervisor_options(
        roster,
        why=QT_TRANSLATE_NOOP(
            "help", "importing needs one once the store has any", "why a supervisor is named"
        ),
    )
    roster.add_argument("--data-dir", metavar="DIR", default=argparse.SUPPRESS)
    roster.set_defaults(handler=run_roster)


def run_roster(args: argparse.Namespace) -> int:
    """``dealer-trainer roster FILE``."""
    with ProgressStore(find_data_dir(getattr(args, "data_dir", None))) as store:
        supervisor_signed_in(store, args, QT_TRANSLATE_NOOP("commands", "Importing a roster"))
        result = store.cohorts.import_roster(args.file)
    print(result.describe())
    return 0
