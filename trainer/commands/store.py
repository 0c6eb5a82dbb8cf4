"""``dealer-trainer export``, ``import`` and ``check``: move progress between stations, and
check a store.

``export`` writes attempts and a per-trainee summary (CSV or JSON) to a file or stdout;
``import`` merges an export from another station, adding only attempts not already here,
and prints what it added; ``check`` reads the whole file (SQLite's integrity check) and the
chained exam log, and says in a sentence each what was deleted or changed. All use the
store in ``--data-dir`` (or ``DEALER_TRAINER_DATA``, or the user data folder).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
import uuid
from datetime import date
from pathlib import Path
from typing import Any, Final, TextIO

from trainer.commands.access import AccessError, add_supervisor_options, supervisor_signed_in
from trainer.errors import SAID
from trainer.progress.errors import TransferError, UnsealedImportError
from trainer.progress.fields import readable
from trainer.progress.files import open_private
from trainer.progress.leftovers import noting_partial
from trainer.progress.location import find_data_dir
from trainer.progress.store import ProgressStore
from trainer.progress.transfer import write_csv, write_json
from trainer.progress.transfer_reading import describe_import
from trainer.words import QT_TRANSLATE_NOOP, say


def _date(text: str) -> date:
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            say(QT_TRANSLATE_NOOP("commands", "{text} is not a date (YYYY-MM-DD)"), text=repr(text))
        ) from None


def _add_data_dir(parser: argparse.ArgumentParser) -> None:
    # SUPPRESS: when not given after the subcommand, the global --data-dir stays in force.
    parser.add_argument(
        "--data-dir",
        metavar="DIR",
        default=argparse.SUPPRESS,
        help=QT_TRANSLATE_NOOP(
            "help",
            "folder of the progress store (default: DEALER_TRAINER_DATA or the user data folder)",
        ),
    )


def add_commands(subparsers: Any) -> None:
    """Register ``export`` and ``import`` on the command line's subparsers."""
    export = subparsers.add_parser(
        "export",
        help=QT_TRANSLATE_NOOP("help", "write attempts and a per-trainee summary as CSV or JSON"),
        description=QT_TRANSLATE_NOOP(
            "help",
            "Write every recorded attempt (or one trainee's, or those since a date) "
            "and a per-trainee summary, for a spreadsheet or for import on another station.",
        ),
    )
    export.add_argument(
        "--format",
        choices=("csv", "json"),
        default="csv",
        help=QT_TRANSLATE_NOOP("help", "default: csv"),
    )
    export.add_argument(
        "--out",
        metavar="FILE",
        help=QT_TRANSLATE_NOOP("help", "file to write (default: standard output)"),
    )
    export.add_argument(
        "--trainee", metavar="NAME", help=QT_TRANSLATE_NOOP("help", "only this trainee's attempts")
    )
    export.add_argument(
        "--since",
        metavar="DATE",
        type=_date,
        help=QT_TRANSLATE_NOOP("help", "only attempts on or after DATE (YYYY-MM-DD)"),
    )
    add_supervisor_options(
        export,
        why=QT_TRANSLATE_NOOP(
            "help", "exporting needs one once the store has any", "why a supervisor is named"
        ),
    )
    _add_data_dir(export)
    export.set_defaults(handler=run_export)

    merge = subparsers.add_parser(
        "import",
        help=QT_TRANSLATE_NOOP(
            "help", "merge an export from another station (attempts already here are skipped)"
        ),
        description=QT_TRANSLATE_NOOP(
            "help",
            "Merge a CSV or JSON export from another station into this store. "
            "Attempts already present (by id) are skipped, so importing twice adds nothing.",
        ),
    )
    merge.add_argument(
        "file",
        metavar="FILE",
        help=QT_TRANSLATE_NOOP("help", "an export written by 'dealer-trainer export'"),
    )
    merge.add_argument(
        "--accept-unsigned",
        action="store_true",
        help=QT_TRANSLATE_NOOP(
            "help",
            "accept a file not sealed by this school (a supervisor's decision: its answers "
            "are marked so and join no exam sitting)",
        ),
    )
    add_supervisor_options(
        merge,
        why=QT_TRANSLATE_NOOP(
            "help", "importing needs one once the store has any", "why a supervisor is named"
        ),
    )
    _add_data_dir(merge)
    merge.set_defaults(handler=run_import)

    check = subparsers.add_parser(
        "check",
        help=QT_TRANSLATE_NOOP(
            "help",
            "check the progress store: the file whole, and no exam record deleted or changed",
        ),
        description=QT_TRANSLATE_NOOP(
            "help",
            "Read the whole progress file and the chained exam log, and say in one "
            "sentence each what is wrong: a sitting, sign-off or table test deleted or changed "
            "outside Dealer Trainer. Exits 0 when all is well, 1 when something was found.",
        ),
    )
    _add_data_dir(check)
    check.set_defaults(handler=run_check)


def _tell(store: ProgressStore) -> None:
    for notice in store.notices:
        print(say(SAID, said=notice), file=sys.stderr)


def _write(store: ProgressStore, args: argparse.Namespace, out: TextIO) -> int:
    trainee_id = store.find_trainee(args.trainee).id if args.trainee else None
    attempts = store.attempts(trainee_id=trainee_id, since=args.since)
    summaries = store.trainee_summaries(args.since, trainee_id=trainee_id)
    if args.format == "json":
        filters = {
            "trainee": args.trainee,
            "since": None if args.since is None else args.since.isoformat(),
        }
        return write_json(
            out,
            attempts,
            summaries,
            exported_at=store.now(),
            station=store.station,
            filters=filters,
            sealer=store.sealer(),
        )
    from trainer.quiz.model import export_names  # the names only a CSV needs

    return write_csv(
        out,
        attempts,
        summaries,
        names=export_names(),
        sealer=store.sealer(),
        station=store.station,
        exported_at=store.now(),
    )


def run_export(args: argparse.Namespace) -> int:
    """Handle ``dealer-trainer export``."""
    folder = find_data_dir(getattr(args, "data_dir", None))
    with ProgressStore(folder, create=False) as store:
        _tell(store)
        supervisor_signed_in(store, args, QT_TRANSLATE_NOOP("commands", "Exporting answers"))
        if args.out is None or args.out == "-":
            _write(store, args, sys.stdout)
            sys.stdout.flush()
            _tell_damaged(store)
            return 0
        target = Path(args.out)
        if target.is_symlink() or (target.exists() and not target.is_file()):
            raise TransferError(
                say(
                    QT_TRANSLATE_NOOP(
                        "commands",
                        "The export was not written: {target} is not a plain file, so it is "
                        "left as it is; choose another --out.",
                    ),
                    target=target,
                )
            )
        # A name of its own, made new (never a file or a link someone put there before).
        partial = target.with_name(f".{target.name}.{uuid.uuid4().hex[:12]}.partial")
        try:
            with (
                noting_partial(partial, store.folder),
                open_private(partial, "x", encoding="utf-8", newline="") as out,
            ):
                count = _write(store, args, out)
                out.flush()
                os.fsync(out.fileno())
            os.replace(partial, target)
        except OSError as exc:
            with contextlib.suppress(OSError):
                partial.unlink()
            raise TransferError(
                say(
                    QT_TRANSLATE_NOOP(
                        "commands", "The export could not be written to {target} ({why})."
                    ),
                    target=target,
                    why=exc.strerror,
                )
            ) from exc
        except BaseException:
            with contextlib.suppress(OSError):
                partial.unlink()
            raise
        _tell_damaged(store)
    shown = readable(str(target))
    if count == 1:
        print(say(QT_TRANSLATE_NOOP("commands", "Wrote 1 answer to {target}."), target=shown))
    else:
        print(
            say(
                QT_TRANSLATE_NOOP("commands", "Wrote {count} answers to {target}."),
                count=count,
                target=shown,
            )
        )
    return 0


def _tell_damaged(store: ProgressStore) -> None:
    """Stored rows that could not be read were left out of the export: say which."""
    for sentence in store.damaged_rows:
        print(say(SAID, said=sentence), file=sys.stderr)


def run_import(args: argparse.Namespace) -> int:
    """Handle ``dealer-trainer import FILE``."""
    path = Path(args.file)
    if not path.is_file():
        raise TransferError(
            say(QT_TRANSLATE_NOOP("commands", "There is no file {path} to import."), path=path)
        )
    folder = find_data_dir(getattr(args, "data_dir", None))
    with ProgressStore(folder) as store:
        _tell(store)
        doing = (
            QT_TRANSLATE_NOOP("commands", "Accepting an unsealed file")
            if args.accept_unsigned
            else QT_TRANSLATE_NOOP("commands", "Importing answers")
        )
        supervisor = supervisor_signed_in(store, args, doing, always=args.accept_unsigned)
        try:
            result = store.import_file(
                path, accepted_by=supervisor if args.accept_unsigned else None
            )
        except UnsealedImportError:
            raise AccessError(
                say(
                    QT_TRANSLATE_NOOP(
                        "commands",
                        "{file} is not sealed by this school, so only a supervisor can accept "
                        "it: give --accept-unsigned and --supervisor NAME (its answers are "
                        "then marked so and join no exam sitting).",
                    ),
                    file=path.name,
                )
            ) from None
    for line in describe_import(result, readable(path.name)):
        print(line)
    return 0


def _against_site(store: ProgressStore, explicit: str | None) -> list[str]:
    """The exam log against the copy the station's site holds, where it has a site (a site
    out of reach is said, and the check goes on with the file alone)."""
    from trainer.site.station import site_url_for

    url = site_url_for(store, explicit)
    if url is None:
        return []
    from trainer.site.errors import SiteError
    from trainer.site.sync import exam_log_against_site

    try:
        return exam_log_against_site(store, url)
    except SiteError as exc:
        print(say(_NOT_COMPARED, why=exc), file=sys.stderr)
        return []


def run_check(args: argparse.Namespace) -> int:
    """Handle ``dealer-trainer check``: 0 when the store is whole and agrees with its exam
    log, 1 (and a sentence for each finding) when not."""
    folder = find_data_dir(getattr(args, "data_dir", None))
    with ProgressStore(folder, create=False) as store:
        _tell(store)
        found = [say(_DAMAGED, problem=p) for p in store.integrity_problems()]
        found += store.exam_log_problems()
        found += _against_site(store, getattr(args, "site", None))
        entries = len(store.exam_log())
    for sentence in found:
        print(sentence)
    if found:
        count = len(found)
        print(say(_PROBLEM if count == 1 else _PROBLEMS, count=count, path=store.path))
        return 1
    print(say(_WHOLE, path=store.path, count=entries))
    return 0


# What 'check' says: each finding, then one closing sentence.
_NOT_COMPARED: Final = QT_TRANSLATE_NOOP(
    "commands", "dealer-trainer: the exam log was not compared with the site's copy: {why}"
)
_DAMAGED: Final = QT_TRANSLATE_NOOP("commands", "The file is damaged: {problem}")
_PROBLEM: Final = QT_TRANSLATE_NOOP("commands", "{count} problem found in {path}.")
_PROBLEMS: Final = QT_TRANSLATE_NOOP("commands", "{count} problems found in {path}.")
_WHOLE: Final = QT_TRANSLATE_NOOP(
    "commands", "The progress store {path} is whole; its exam log of {count} entries agrees."
)
