"""Checking the values the store is handed, and naming the columns it reads and writes.

Every refusal is an :class:`~trainer.progress.errors.InvalidValueError` whose message is
one plain sentence naming the bad value. The column helpers build each statement once,
at import, from one tuple of column names, so a column added later is added in one place.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Iterable, Mapping, Sequence
from typing import Final, TypeAlias

from trainer.progress.errors import InvalidValueError
from trainer.words import QT_TRANSLATE_NOOP, Marked, say

MAX_SEED: Final = 2**63 - 1
MAX_NAME_LENGTH: Final = 60


JsonValue: TypeAlias = (
    "bool | int | float | str | Sequence[JsonValue] | Mapping[str, JsonValue] | None"
)
"""Anything ``json`` writes: question parameters, answers given and expected answers."""


def new_id() -> str:
    """A fresh unique id (a UUID4 in text), so that stations can merge their records."""
    return str(uuid.uuid4())


def plural(count: int, word: str) -> str:
    """``"1 answer"``, ``"3 answers"``."""
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def to_json(value: object, what: str) -> str:
    """*value* as compact, sorted JSON text; refused if it is not JSON data."""
    try:
        return json.dumps(
            value, separators=(",", ":"), sort_keys=True, allow_nan=False, ensure_ascii=False
        )
    except (TypeError, ValueError) as exc:
        raise InvalidValueError(f"The {what} of an attempt must be JSON data ({exc}).") from exc


def uuid_bytes(text: str, what: str) -> bytes:
    """The 16 bytes of the UUID in *text* (how ids are stored); refused if it is not one."""
    try:
        return uuid.UUID(text).bytes
    except (ValueError, AttributeError, TypeError) as exc:
        raise InvalidValueError(f"The {what} {text!r} is not a valid UUID.") from exc


def optional_uuid(text: str | None) -> bytes | None:
    """The bytes of an optional session id."""
    return None if text is None else uuid_bytes(text, "session id")


def uuid_text(raw: bytes) -> str:
    """A stored id as text."""
    return str(uuid.UUID(bytes=bytes(raw)))


def is_unicode(text: str) -> bool:
    """Whether *text* is Unicode that can be written (no lone surrogate, which is what an
    undecodable byte of a command-line argument or a JSON escape such as ``\\udc80`` leaves
    in a string)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def readable(text: str) -> str:
    """*text* as it can be stored and shown: each lone surrogate (an undecodable byte of a
    file's name) as U+FFFD."""
    if is_unicode(text):
        return text
    return "".join("\ufffd" if 0xD800 <= ord(c) <= 0xDFFF else c for c in text)


def _name_words(what: str) -> tuple[Marked, Marked, Marked, Marked]:
    """The four refusals of a *what*'s name, each one whole sentence (Spanish names a
    trainee, a supervisor, a class and a station with words of their own gender)."""
    return _NAME_WORDS.get(what, _NAME_WORDS[""])


_NAME_WORDS: Final = {
    "trainee": (
        QT_TRANSLATE_NOOP("store", "A trainee's name cannot be empty."),
        QT_TRANSLATE_NOOP("store", "A trainee's name must be valid Unicode text."),
        QT_TRANSLATE_NOOP("store", "A trainee's name cannot hold control characters."),
        QT_TRANSLATE_NOOP(
            "store", "A trainee's name can be at most {most} characters, not {length}."
        ),
    ),
    "supervisor": (
        QT_TRANSLATE_NOOP("store", "A supervisor's name cannot be empty."),
        QT_TRANSLATE_NOOP("store", "A supervisor's name must be valid Unicode text."),
        QT_TRANSLATE_NOOP("store", "A supervisor's name cannot hold control characters."),
        QT_TRANSLATE_NOOP(
            "store", "A supervisor's name can be at most {most} characters, not {length}."
        ),
    ),
    "class": (
        QT_TRANSLATE_NOOP("store", "A class's name cannot be empty."),
        QT_TRANSLATE_NOOP("store", "A class's name must be valid Unicode text."),
        QT_TRANSLATE_NOOP("store", "A class's name cannot hold control characters."),
        QT_TRANSLATE_NOOP(
            "store", "A class's name can be at most {most} characters, not {length}."
        ),
    ),
    "station": (
        QT_TRANSLATE_NOOP("store", "A station's name cannot be empty."),
        QT_TRANSLATE_NOOP("store", "A station's name must be valid Unicode text."),
        QT_TRANSLATE_NOOP("store", "A station's name cannot hold control characters."),
        QT_TRANSLATE_NOOP(
            "store", "A station's name can be at most {most} characters, not {length}."
        ),
    ),
    # A column of an imported file, named as the file names it.
    "": (
        QT_TRANSLATE_NOOP("store", "A {what}'s name cannot be empty."),
        QT_TRANSLATE_NOOP("store", "A {what}'s name must be valid Unicode text."),
        QT_TRANSLATE_NOOP("store", "A {what}'s name cannot hold control characters."),
        QT_TRANSLATE_NOOP(
            "store", "A {what}'s name can be at most {most} characters, not {length}."
        ),
    ),
}


def clean_name(name: str, what: str) -> str:
    """*name* with its spaces tidied; refused if empty, too long, not valid Unicode or
    holding control characters (a NUL, an escape)."""
    empty, not_text, control, too_long = _name_words(what)
    cleaned = " ".join(str(name).split())
    if not cleaned:
        raise InvalidValueError(say(empty, what=what))
    if not is_unicode(cleaned):
        raise InvalidValueError(say(not_text, what=what))
    if not cleaned.isprintable():
        raise InvalidValueError(say(control, what=what))
    if len(cleaned) > MAX_NAME_LENGTH:
        raise InvalidValueError(say(too_long, what=what, most=MAX_NAME_LENGTH, length=len(cleaned)))
    return cleaned


def name_key(name: str) -> str:
    """How a name is looked up: spaces tidied, case folded (a name that is not valid
    Unicode looks up nobody, rather than failing)."""
    return readable(" ".join(str(name).split()).casefold())


def check_int(value: object, what: str, low: int, high: int) -> int:
    """*value* if it is a whole number from *low* to *high*."""
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise InvalidValueError(f"The {what} must be a whole number from {low} to {high}.")
    return value


def check_choice(value: str, what: str, allowed: Sequence[str]) -> str:
    """*value* if it is one of *allowed*."""
    if value not in allowed:
        raise InvalidValueError(f"Unknown {what} {value!r}; expected one of {', '.join(allowed)}.")
    return value


def select_list(names: Iterable[str], expressions: Mapping[str, str] | None = None) -> str:
    """``expr AS name, ...`` for a ``SELECT`` whose rows are read by these *names*.

    A name without an expression is read from the column of that name.
    """
    given = expressions or {}
    return ", ".join(f"{given[n]} AS {n}" if n in given else n for n in names)


def insert_statement(table: str, columns: Sequence[str], suffix: str = "") -> str:
    """``INSERT INTO table (a, b) VALUES (:a, :b)``: values are bound by column name."""
    names = ", ".join(columns)
    marks = ", ".join(f":{c}" for c in columns)
    return f"INSERT INTO {table} ({names}) VALUES ({marks}){' ' + suffix if suffix else ''}"
