"""The ``dealer-trainer`` command line: the composition root for every subcommand.

With no subcommand the window opens. Each subcommand module under ``trainer.commands``
registers its parsers through ``add_commands(subparsers)`` and sets ``handler`` on them.
Errors meant for the user (:class:`trainer.errors.TrainerError`) print one line on
stderr and exit 2; no traceback reaches a user.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from typing import Any, Final, NoReturn

from trainer import __version__, argparse_words
from trainer.argparse_words import argparse_text
from trainer.errors import SAID, TrainerError
from trainer.words import (
    LANGUAGES,
    QT_TRANSLATE_NOOP,
    LanguageError,
    say,
    system_language,
    translated,
    use_language,
)

Handler = Callable[[argparse.Namespace], int]

_REFUSED: Final = QT_TRANSLATE_NOOP("commands", "{prog}: {sentence}. See '{prog} --help'.")


class _Formatter(argparse.HelpFormatter):
    """``--help`` in the language in force: each help and description is marked where it is
    written (``QT_TRANSLATE_NOOP("help", ...)``) and translated when the help is shown."""

    def _get_help_string(self, action: argparse.Action) -> str | None:
        # argparse's own helps ("show program's version number and exit") are its words.
        return None if action.help is None else argparse_text(translated(action.help))

    def _format_text(self, text: str) -> str:
        return super()._format_text(translated(text))


class _Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one plain line, like every other error, and
    whose help is said in the language in force."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", _Formatter)
        super().__init__(*args, **kwargs)

    def error(self, message: str) -> NoReturn:
        sentence = message[:1].upper() + message[1:]
        print(say(_REFUSED, prog=self.prog, sentence=sentence), file=sys.stderr)
        raise SystemExit(2)


def build_parser() -> argparse.ArgumentParser:
    """The full argument parser, every subcommand registered."""
    from trainer.commands import engine as engine_commands

    parser = _window_parser()
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    engine_commands.add_commands(subparsers)
    for module_name in (
        "trainer.commands.store",
        "trainer.commands.supervisors",
        "trainer.commands.classes",
        "trainer.commands.drills",
        "trainer.commands.site",
        "trainer.commands.credentials",
    ):
        module = _optional_module(module_name)
        if module is not None:
            module.add_commands(subparsers)  # type: ignore[attr-defined]
    return parser


def _window_parser() -> argparse.ArgumentParser:
    """The parser of the options before a subcommand (the window's), with none registered."""
    argparse_words.install()  # "usage:", the headings and argparse's refusals, translated
    parser = _Parser(
        prog="dealer-trainer",
        description=QT_TRANSLATE_NOOP(
            "help", "Dealer Trainer: drills for casino table-game dealers."
        ),
    )
    parser.add_argument("--version", action="version", version=f"dealer-trainer {__version__}")
    parser.add_argument(
        "--data-dir",
        metavar="DIR",
        help=QT_TRANSLATE_NOOP(
            "help",
            "folder of the progress store (default: DEALER_TRAINER_DATA or the user data folder)",
        ),
    )
    parser.add_argument(
        "--self-test",
        action="store_true",
        help=QT_TRANSLATE_NOOP(
            "help",
            "check this installation (rules, drills, progress store, window) and exit 0 or 1",
        ),
    )
    # The self-test paints the window in a child process started with this (internal) flag.
    parser.add_argument("--self-test-window", metavar="DIR", help=argparse.SUPPRESS)
    parser.add_argument(
        "--kiosk",
        action="store_true",
        help=QT_TRANSLATE_NOOP(
            "help",
            "run the window locked full-screen for a shared station (a supervisor PIN leaves)",
        ),
    )
    parser.add_argument(
        "--site",
        metavar="URL",
        help=QT_TRANSLATE_NOOP(
            "help",
            "the school's site this station syncs with, a libpq connection string "
            "(default: DEALER_TRAINER_SITE, then the station's site setting)",
        ),
    )
    parser.add_argument(
        "--language",
        choices=LANGUAGES,
        metavar="|".join(reversed(LANGUAGES)),
        help=QT_TRANSLATE_NOOP(
            "help",
            "the language of the output and of the window (default: the system's; in the "
            "window a trainee's own choice wins once they sign in)",
        ),
    )
    return parser


def _parse(argv: Sequence[str] | None) -> argparse.Namespace:
    """The command line parsed. A line that names no subcommand and asks no help (the
    window's start) is parsed without building every subcommand's parser: each imports its
    part of the product (the games, the drills, the store's commands), which the window's
    first screen does not need (issue 28). Anything else, the full parser reads."""
    words = sys.argv[1:] if argv is None else list(argv)
    if not {"-h", "--help"} & set(words):
        known, rest = _window_parser().parse_known_args(words)
        if not rest:
            return known
    return build_parser().parse_args(words)


def _language_asked(argv: Sequence[str]) -> str | None:
    """The shipped language ``--language`` names in *argv*, if any."""
    for i, word in enumerate(argv):
        value = argv[i + 1] if word == "--language" and i + 1 < len(argv) else None
        if word.startswith("--language="):
            value = word.partition("=")[2]
        if value in LANGUAGES:
            return value
    return None


def _optional_module(name: str) -> object | None:
    """Import a subcommand module that a later part of the product adds."""
    import importlib

    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name == name:
            return None
        raise


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the process exit code."""
    # The language first, so that even a refused argument is told in it.
    try:
        use_language(_language_asked(sys.argv[1:] if argv is None else argv) or system_language())
    except LanguageError as exc:  # a catalogue that cannot be read: said in both languages
        print(say(SAID, said=exc), file=sys.stderr)
        return 2
    args = _parse(argv)
    handler: Handler | None = getattr(args, "handler", None)
    try:
        if args.self_test or args.self_test_window:
            from trainer import selftest

            if args.self_test_window:
                return selftest.render_window(args.self_test_window)
            return selftest.run_self_test(
                site=getattr(args, "site", None), data_dir=getattr(args, "data_dir", None)
            )
        if handler is None:
            return _start_window(args)
        return handler(args)
    except TrainerError as exc:
        print(say(SAID, said=exc), file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(say(SAID, said=say(QT_TRANSLATE_NOOP("commands", "interrupted."))), file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0


def _start_window(args: argparse.Namespace) -> int:
    """Open the trainee application (the window arrives with the window issue)."""
    app = _optional_module("trainer.app")
    if app is None:
        print(
            say(
                QT_TRANSLATE_NOOP(
                    "commands",
                    "dealer-trainer: the window is not part of this build yet; "
                    "see 'dealer-trainer --help' for the commands.",
                )
            ),
            file=sys.stderr,
        )
        return 2
    run: Callable[[argparse.Namespace], int] = app.run  # type: ignore[attr-defined]
    return run(args)
