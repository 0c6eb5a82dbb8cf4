"""Reading stored values back: one decoder, so a damaged row is a finding, not a crash.

A file can pass SQLite's integrity check and still hold a row no Dealer Trainer wrote: a
flipped bit in a text, a ``NULL`` where a number belongs, JSON that no longer parses. Every
connection the store opens reads text through :func:`text_factory` (text that is not
UTF-8 comes back marked as :class:`DamagedText` instead of raising half-way through a
page), and every row is turned into a record through :func:`decode`, which turns any
failure into :class:`DamagedRowError` naming the row. Readers of many rows skip a damaged
one and count it (:class:`Findings`); a reader of one row refuses with the sentence.
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Callable, Sequence
from typing import Any, Final, TypeVar

from trainer.progress.errors import StoreError
from trainer.words import QT_TRANSLATE_NOOP, say

T = TypeVar("T")

_FAILURES: Final = (
    TypeError,
    ValueError,
    KeyError,
    IndexError,
    AttributeError,
    OverflowError,
    RecursionError,
)


READ_FAILURES: Final = (sqlite3.Error, UnicodeDecodeError)
"""What reading a damaged file may raise: SQLite's errors, and an error message of SQLite's
that is not UTF-8 itself (a bit flipped in the schema)."""


class DamagedText(str):
    """Stored text that is not UTF-8, decoded with replacement characters for display."""

    __slots__ = ()


def text_factory(raw: bytes) -> str:
    """How every connection of the store reads ``TEXT``: strict UTF-8, or damaged."""
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return DamagedText(raw.decode("utf-8", "replace"))


class DamagedRowError(StoreError):
    """A stored row that cannot be read back as what it should hold."""

    def __init__(self, what: str, key: object) -> None:
        damaged = (
            _ANSWER_DAMAGED
            if what == "answer"
            else QT_TRANSLATE_NOOP(
                "store", "The stored {what} {key} is damaged and cannot be read."
            )
        )
        super().__init__(say(damaged, what=what, key=key))
        self.what, self.key = what, key


def decode(what: str, key: object, convert: Callable[[Sequence[Any]], T], row: Sequence[Any]) -> T:
    """``convert(row)``, or :class:`DamagedRowError` if the row is damaged (text that is
    not UTF-8, a missing value, a value of the wrong kind, JSON that does not parse)."""
    if any(isinstance(value, DamagedText) for value in row):
        raise DamagedRowError(what, key)
    try:
        return convert(row)
    except _FAILURES:
        raise DamagedRowError(what, key) from None


def text(value: object) -> str:
    """A stored text (``NULL`` or a number where text belongs is damage)."""
    if not isinstance(value, str):
        raise TypeError("not text")
    return value


def whole(value: object) -> int:
    """A stored whole number (anything else is damage)."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError("not a whole number")
    return value


def one_of(choices: Sequence[T], value: object) -> T:
    """The stored index of one of *choices* (an index out of range is damage)."""
    index = whole(value)
    if not 0 <= index < len(choices):
        raise IndexError("no such choice")
    return choices[index]


def blob(value: object) -> bytes:
    """A stored id (bytes; anything else is damage)."""
    if not isinstance(value, bytes):
        raise TypeError("not bytes")
    return value


class Findings:
    """Damaged rows met while reading, counted per kind of record (thread-safe)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._rows: dict[str, set[str]] = {}

    def note(self, error: DamagedRowError) -> None:
        """Count one damaged row (each row once, however often it is read)."""
        with self._lock:
            self._rows.setdefault(error.what, set()).add(str(error.key))

    def count(self, what: str | None = None) -> int:
        """How many damaged rows were met (of one kind, or in all)."""
        with self._lock:
            if what is not None:
                return len(self._rows.get(what, ()))
            return sum(len(keys) for keys in self._rows.values())

    def sentences(self) -> list[str]:
        """One sentence per kind of record with damaged rows, for a supervisor."""
        with self._lock:
            items = sorted(self._rows.items())
        out = []
        for what, keys in items:
            shown = ", ".join(sorted(keys, key=_natural)[:5])
            one, many, more = _LEFT_OUT.get(what, _LEFT_OUT[""])
            template = one if len(keys) == 1 else many if len(keys) <= 5 else more
            out.append(say(template, what=what, count=len(keys), shown=shown, more=len(keys) - 5))
        return out


_ANSWER_DAMAGED: Final = QT_TRANSLATE_NOOP(
    "store", "The stored answer {key} is damaged and cannot be read."
)
_LEFT_OUT: Final = {
    "answer": (
        QT_TRANSLATE_NOOP("store", "1 stored answer ({shown}) could not be read and was left out."),
        QT_TRANSLATE_NOOP(
            "store", "{count} stored answers ({shown}) could not be read and were left out."
        ),
        QT_TRANSLATE_NOOP(
            "store",
            "{count} stored answers ({shown} and {more} more) could not be read and were left out.",
        ),
    ),
    # A kind of record with no sentences of its own (none yet: only answers are read so).
    "": (
        QT_TRANSLATE_NOOP("store", "1 stored {what} ({shown}) could not be read and was left out."),
        QT_TRANSLATE_NOOP(
            "store", "{count} stored records ({what}: {shown}) could not be read and were left out."
        ),
        QT_TRANSLATE_NOOP(
            "store",
            "{count} stored records ({what}: {shown} and {more} more) could not be read and were "
            "left out.",
        ),
    ),
}
"""What a supervisor is told of the damaged rows of each kind: one, a few, many."""


def _natural(text: str) -> tuple[int, str]:
    return (int(text), "") if text.isdigit() else (1 << 62, text)
