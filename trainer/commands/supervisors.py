"""``dealer-trainer supervisor add``, ``supervisor pin`` and ``supervisor remove``:
supervisors from a terminal.

A kiosk refuses to start until a supervisor exists, so an installer (or a script, with
PIN files) can create the first one here: ``supervisor add NAME --pin-file FILE``. Once
one exists, adding another, changing a PIN or removing one needs a supervisor's PIN too;
the last supervisor is never removed.
"""

from __future__ import annotations

import argparse
from typing import Any

from trainer.commands.access import (
    AccessError,
    add_pin_file_option,
    add_supervisor_options,
    ask_new_pin,
    supervisor_signed_in,
)
from trainer.progress.errors import NotFoundError
from trainer.progress.location import find_data_dir
from trainer.progress.pins import SUPERVISOR_PIN_DIGITS
from trainer.progress.records import Supervisor
from trainer.progress.store import ProgressStore
from trainer.words import QT_TRANSLATE_NOOP, say


def add_commands(subparsers: Any) -> None:
    """Register ``supervisor add``, ``supervisor pin`` and ``supervisor remove``."""
    group = subparsers.add_parser(
        "supervisor",
        help=QT_TRANSLATE_NOOP(
            "help", "add a supervisor, change a supervisor's PIN, or remove one"
        ),
    )
    actions = group.add_subparsers(dest="supervisor_command", metavar="ACTION", required=True)
    add = actions.add_parser(
        "add",
        help=QT_TRANSLATE_NOOP(
            "help",
            "add a supervisor (the first needs no one's PIN; later ones need a supervisor's)",
        ),
    )
    add.add_argument("name", metavar="NAME")
    add_pin_file_option(add, whose=QT_TRANSLATE_NOOP("help", "the new supervisor's", "whose PIN"))
    add_supervisor_options(
        add,
        why=QT_TRANSLATE_NOOP(
            "help", "adding another needs one once the store has any", "why a supervisor is named"
        ),
    )
    add.add_argument("--data-dir", metavar="DIR", default=argparse.SUPPRESS)
    add.set_defaults(handler=run_add)
    pin = actions.add_parser("pin", help=QT_TRANSLATE_NOOP("help", "change a supervisor's PIN"))
    pin.add_argument("name", metavar="NAME")
    add_pin_file_option(pin, whose=QT_TRANSLATE_NOOP("help", "the new", "whose PIN"))
    add_supervisor_options(
        pin,
        why=QT_TRANSLATE_NOOP(
            "help",
            "signs in to change it (default: NAME, with their PIN)",
            "why a supervisor is named",
        ),
    )
    pin.add_argument("--data-dir", metavar="DIR", default=argparse.SUPPRESS)
    pin.set_defaults(handler=run_pin)
    remove = actions.add_parser(
        "remove",
        help=QT_TRANSLATE_NOOP(
            "help", "remove a supervisor (never the last): they can no longer sign in"
        ),
    )
    remove.add_argument("name", metavar="NAME")
    add_supervisor_options(
        remove,
        why=QT_TRANSLATE_NOOP(
            "help", "another supervisor, who removes NAME", "why a supervisor is named"
        ),
    )
    remove.add_argument("--data-dir", metavar="DIR", default=argparse.SUPPRESS)
    remove.set_defaults(handler=run_remove)


def _named(store: ProgressStore, name: str) -> Supervisor:
    wanted = " ".join(name.split()).casefold()
    who = next((s for s in store.supervisors() if s.name.casefold() == wanted), None)
    if who is None:
        raise NotFoundError(
            say(
                QT_TRANSLATE_NOOP("commands", "There is no supervisor named {name}."),
                name=repr(name),
            )
        )
    return who


def run_add(args: argparse.Namespace) -> int:
    """``dealer-trainer supervisor add NAME``."""
    with ProgressStore(find_data_dir(getattr(args, "data_dir", None))) as store:
        by = supervisor_signed_in(store, args, QT_TRANSLATE_NOOP("commands", "Adding a supervisor"))
        if by is None:
            refuse_first_on_a_site(store)
        pin = ask_new_pin(
            args.name, file=args.pin_file, option="--pin-file", minimum=SUPERVISOR_PIN_DIGITS
        )
        if by is None:
            added = store.create_first_supervisor(args.name, pin)
        else:
            added = store.add_supervisor(args.name, pin, by=by)
    print(say(QT_TRANSLATE_NOOP("commands", "{name} is a supervisor now."), name=added.name))
    return 0


def refuse_first_on_a_site(store: ProgressStore) -> None:
    """A station of a site never makes the school's first supervisor: its owner does."""
    from trainer.site.station import site_url_for

    if site_url_for(store):
        raise AccessError(
            say(
                QT_TRANSLATE_NOOP(
                    "commands",
                    "This station belongs to a school site, whose first supervisor is made by "
                    "the site's owner with 'dealer-trainer site add-supervisor NAME'; this "
                    "station has them after its next 'dealer-trainer sync'.",
                )
            )
        )


def run_pin(args: argparse.Namespace) -> int:
    """``dealer-trainer supervisor pin NAME``."""
    if getattr(args, "supervisor", None) is None:
        args.supervisor = args.name
    with ProgressStore(find_data_dir(getattr(args, "data_dir", None)), create=False) as store:
        by = supervisor_signed_in(
            store, args, QT_TRANSLATE_NOOP("commands", "Changing a PIN"), always=True
        )
        assert by is not None
        who = _named(store, args.name)
        new = ask_new_pin(
            who.name, file=args.pin_file, option="--pin-file", minimum=SUPERVISOR_PIN_DIGITS
        )
        store.change_supervisor_pin(who.id, new, by=by)
    print(say(QT_TRANSLATE_NOOP("commands", "{name}'s PIN is changed."), name=who.name))
    return 0


def run_remove(args: argparse.Namespace) -> int:
    """``dealer-trainer supervisor remove NAME --supervisor WHO``."""
    with ProgressStore(find_data_dir(getattr(args, "data_dir", None)), create=False) as store:
        by = supervisor_signed_in(
            store, args, QT_TRANSLATE_NOOP("commands", "Removing a supervisor"), always=True
        )
        assert by is not None
        removed = store.remove_supervisor(_named(store, args.name).id, by=by)
    print(
        say(
            QT_TRANSLATE_NOOP("commands", "{name} is removed; they can no longer sign in."),
            name=removed.name,
        )
    )
    return 0
