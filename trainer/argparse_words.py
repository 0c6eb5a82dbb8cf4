"""argparse's own words ("usage:", the section headings, its refusals) in the language in
force, from our catalogue.

argparse asks for each of its sentences through the module-level functions ``_`` (gettext's
``gettext``) and ``ngettext``, bound when it is imported, and fills the ``%(name)s``
placeholders of what they return: that is its documented way to be translated. gettext
would look the sentence up in a ``.mo`` file for the language the environment names
(``LANGUAGE``, ``LANG``); ``--language es`` must win over the environment, and our words
are in Qt's ``.ts`` catalogues. So :func:`install` hands argparse two functions that look
the sentence up in the ``argparse`` context of our catalogue, in the language in force when
argparse asks; a sentence not listed here (one a later Python adds) is shown as argparse
wrote it. The templates below are argparse's own, character for character, so the lookup
finds them; a translation keeps each ``%s`` / ``%(name)s`` / ``%r``.
"""

from __future__ import annotations

import argparse
from typing import Final

from trainer.words import QT_TRANSLATE_NOOP, Marked, translated

_MARKED: Final = (
    QT_TRANSLATE_NOOP("argparse", "usage: "),
    QT_TRANSLATE_NOOP("argparse", "positional arguments"),
    QT_TRANSLATE_NOOP("argparse", "options"),
    QT_TRANSLATE_NOOP("argparse", "show this help message and exit"),
    QT_TRANSLATE_NOOP("argparse", "show program's version number and exit"),
    QT_TRANSLATE_NOOP("argparse", "%(prog)s: error: %(message)s\n"),
    QT_TRANSLATE_NOOP("argparse", "argument %(argument_name)s: %(message)s"),
    QT_TRANSLATE_NOOP("argparse", "invalid choice: %(value)r (choose from %(choices)s)"),
    QT_TRANSLATE_NOOP("argparse", "the following arguments are required: %s"),
    QT_TRANSLATE_NOOP("argparse", "unrecognized arguments: %s"),
    QT_TRANSLATE_NOOP("argparse", "expected one argument"),
    QT_TRANSLATE_NOOP("argparse", "expected at most one argument"),
    QT_TRANSLATE_NOOP("argparse", "expected at least one argument"),
    QT_TRANSLATE_NOOP("argparse", "expected %s argument"),
    QT_TRANSLATE_NOOP("argparse", "expected %s arguments"),
    QT_TRANSLATE_NOOP("argparse", "invalid %(type)s value: %(value)r"),
    QT_TRANSLATE_NOOP("argparse", "ambiguous option: %(option)s could match %(matches)s"),
    QT_TRANSLATE_NOOP("argparse", "not allowed with argument %s"),
    QT_TRANSLATE_NOOP("argparse", "one of the arguments %s is required"),
    QT_TRANSLATE_NOOP("argparse", "ignored explicit argument %r"),
    QT_TRANSLATE_NOOP("argparse", "can't open '%(filename)s': %(error)s"),
    QT_TRANSLATE_NOOP("argparse", "unknown parser %(parser_name)r (choices: %(choices)s)"),
)
SENTENCES: Final[dict[str, Marked]] = {str(m): m for m in _MARKED}
"""argparse's sentences a user can read, by their English, each marked in the catalogue."""


def argparse_text(message: str) -> str:
    """argparse's *message* in the language in force (as argparse wrote it if unlisted)."""
    marked = SENTENCES.get(message)
    return translated(marked) if marked is not None else message


def argparse_plural(singular: str, plural: str, count: int) -> str:
    """argparse's ``ngettext``: the singular or plural sentence, translated.

    (English and Spanish both choose the singular for one alone.)"""
    return argparse_text(singular if count == 1 else plural)


def install() -> None:
    """Make argparse ask our catalogue for its words (idempotent, for the whole process:
    in English every sentence is argparse's own)."""
    argparse._ = argparse_text  # type: ignore[attr-defined]
    argparse.ngettext = argparse_plural  # type: ignore[attr-defined]
