"""PINs on the command line: asked on the terminal, or read from a file named by path.

A PIN is never given on the command line itself (every user of the machine can read a
process's arguments). On a terminal it is asked without echo; a script names a file
holding it (``--pin-file``, ``--supervisor-pin-file``), which must be readable by its
user alone, as ssh insists of a key. Wrong PINs count toward the same lockout as in the
window.
"""

from __future__ import annotations

import argparse
import getpass
import os
import stat
import sys
from pathlib import Path
from typing import Final

from trainer.errors import TrainerError
from trainer.progress import ProgressStore, Supervisor
from trainer.progress.pins import LONGEST_PIN, SUPERVISOR_PIN_DIGITS
from trainer.words import QT_TRANSLATE_NOOP, say, translated

_MOST_READ: Final = 256


class AccessError(TrainerError):
    """A PIN the command line needs and has no way to get, or a refusal of access."""


_SUPERVISOR_HELP: Final = QT_TRANSLATE_NOOP(
    "help",
    "a supervisor's name: {why} (the PIN is asked, or read from --supervisor-pin-file)",
)
_PIN_FILE_HELP: Final = QT_TRANSLATE_NOOP(
    "help",
    "read {whose} PIN from the first line of FILE (readable by you alone); without it, the "
    "PIN is asked on the terminal",
)


def add_supervisor_options(parser: argparse.ArgumentParser, *, why: str) -> None:
    """``--supervisor NAME`` and ``--supervisor-pin-file FILE`` on *parser*."""
    parser.add_argument(
        "--supervisor",
        metavar="NAME",
        help=say(_SUPERVISOR_HELP, why=translated(why)),
    )
    parser.add_argument(
        "--supervisor-pin-file",
        metavar="FILE",
        help=QT_TRANSLATE_NOOP(
            "help", "read the supervisor's PIN from the first line of FILE (readable by you alone)"
        ),
    )


def add_pin_file_option(parser: argparse.ArgumentParser, *, whose: str) -> None:
    """``--pin-file FILE`` on *parser*."""
    parser.add_argument(
        "--pin-file",
        metavar="FILE",
        help=say(_PIN_FILE_HELP, whose=translated(whose)),
    )


def has_terminal() -> bool:
    """Whether a PIN can be asked on a terminal (POSIX: the controlling terminal)."""
    if os.name != "posix":
        return sys.stdin.isatty()
    try:
        fd = os.open("/dev/tty", os.O_RDWR | os.O_NOCTTY)
    except OSError:
        return False
    os.close(fd)
    return True


_UNREADABLE: Final = QT_TRANSLATE_NOOP("commands", "The PIN file {path} cannot be read ({why}).")


def pin_from_file(path: str) -> str:
    """The PIN on the first line of *path*, a regular file (or a pipe) only its user reads."""
    where = Path(path)
    try:
        info = os.stat(where)
    except OSError as exc:
        raise AccessError(say(_UNREADABLE, path=path, why=exc.strerror)) from None
    if not (stat.S_ISREG(info.st_mode) or stat.S_ISFIFO(info.st_mode)):
        raise AccessError(
            say(QT_TRANSLATE_NOOP("commands", "The PIN file {path} is not a file."), path=path)
        )
    if os.name == "posix" and stat.S_ISREG(info.st_mode) and info.st_mode & 0o077:
        raise AccessError(
            say(
                QT_TRANSLATE_NOOP(
                    "commands",
                    "The PIN file {path} can be read by other users; make it private "
                    "(chmod 600 {path}).",
                ),
                path=path,
            )
        )
    try:
        with where.open("rb") as handle:
            head = handle.read(_MOST_READ)
    except OSError as exc:
        raise AccessError(say(_UNREADABLE, path=path, why=exc.strerror)) from None
    line = head.split(b"\n", 1)[0].strip()
    if not line or len(line) > LONGEST_PIN or not line.isdigit():
        raise AccessError(
            say(
                QT_TRANSLATE_NOOP(
                    "commands", "The first line of the PIN file {path} is not a PIN."
                ),
                path=path,
            )
        )
    return line.decode("ascii")


def ask_pin(prompt: str, *, file: str | None, option: str) -> str:
    """A PIN from *file*, else asked on the terminal; without either, a plain refusal."""
    if file is not None:
        return pin_from_file(file)
    if not has_terminal():
        raise AccessError(
            say(
                QT_TRANSLATE_NOOP(
                    "commands",
                    "{prompt} is needed and there is no terminal to ask it on; give it in a "
                    "file with {option} FILE.",
                ),
                prompt=prompt,
                option=option,
            )
        )
    try:
        return getpass.getpass(f"{prompt}: ").strip()
    except EOFError:
        raise AccessError(
            say(QT_TRANSLATE_NOOP("commands", "{prompt} was not given."), prompt=prompt)
        ) from None


def ask_new_pin(who: str, *, file: str | None, option: str, minimum: int) -> str:
    """A new PIN for *who*: from *file*, else typed twice on the terminal."""
    pin = ask_pin(
        say(
            QT_TRANSLATE_NOOP("commands", "A new PIN for {who} ({shortest} to {longest} digits)"),
            who=who,
            shortest=minimum,
            longest=LONGEST_PIN,
        ),
        file=file,
        option=option,
    )
    again = say(QT_TRANSLATE_NOOP("commands", "The same PIN again"))
    if file is None and ask_pin(again, file=None, option=option) != pin:
        raise AccessError(
            say(QT_TRANSLATE_NOOP("commands", "The two PINs differ; nothing was changed."))
        )
    return pin


def supervisor_signed_in(
    store: ProgressStore, args: argparse.Namespace, doing: str, *, always: bool = False
) -> Supervisor | None:
    """The supervisor named by ``--supervisor``, signed in with their PIN.

    ``None`` when none is named and the store has no supervisor yet (unless *always*: then
    a supervisor is needed however new the store is). *doing* says what needs one, as the
    start of a sentence ("Exporting answers")."""
    name: str | None = getattr(args, "supervisor", None)
    if name is None:
        if not always and not store.supervisors():
            return None
        if not store.supervisors():
            raise AccessError(
                say(
                    QT_TRANSLATE_NOOP(
                        "commands",
                        "{doing} needs a supervisor's PIN, and this store has no supervisor "
                        "yet; add one with 'dealer-trainer supervisor add NAME --pin-file FILE'.",
                    ),
                    doing=say(doing),
                )
            )
        raise AccessError(
            say(
                QT_TRANSLATE_NOOP(
                    "commands",
                    "{doing} needs a supervisor's PIN; give --supervisor NAME (the PIN is asked "
                    "on the terminal, or read from --supervisor-pin-file FILE).",
                ),
                doing=say(doing),
            )
        )
    pin = ask_pin(
        say(QT_TRANSLATE_NOOP("commands", "PIN for supervisor {name}"), name=name),
        file=getattr(args, "supervisor_pin_file", None),
        option="--supervisor-pin-file",
    )
    from trainer.site.authority import sign_in_supervisor

    supervisor = sign_in_supervisor(store, name, pin)
    if supervisor.needs_new_pin:
        print(
            say(
                QT_TRANSLATE_NOOP(
                    "commands",
                    "dealer-trainer: {name}'s PIN is shorter than a supervisor's must be now "
                    "({digits} digits); choose a new one with 'dealer-trainer supervisor pin "
                    '"{name}"\'.',
                ),
                name=supervisor.name,
                digits=SUPERVISOR_PIN_DIGITS,
            ),
            file=sys.stderr,
        )
    return supervisor
