"""Checking the values the store is handed, and naming the columns it reads and writes.

Every refusal is an :class:`~trainer.progress.errors.InvalidValueError` whose message is
one plain sentence naming the bad value. The column helpers build each statement once,
at import, from one tuple of column names, so a column added later is added in one place.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from typing import Final, TypeAlias

from trainer.progress.errors import InvalidValueError
from trainer.words import QT_TRANSLATE_NOOP, Marked, say, translated

MAX_SEED: Final = 2**63 - 1
MAX_NAME_LENGTH: Final = 60


JsonValue: TypeAlias = (
    "bool | int | float | str | Sequence[JsonValue] | Mapping[str, JsonValue] | None"
)
"""Anything ``json`` writes: question parameters, answers given and expected answers."""


def new_id() -> str:
    """A fresh unique id, so that stations can merge their records: a UUID of version 7
    (RFC 9562) in text, whose first 48 bits are when it was made (Unix milliseconds) and
    whose other 74 are random. Ids made one after another sort together, so a day's
    answers land together in the store's indexes and the site's, where random ids
    (version 4) sent each of an import's or a sync's new answers to a page of its own: a
    store of 1,000,000 answers took 10-15% longer per imported answer (issue 28)."""
    import os  # here, as below: the window's start makes no id (issue 28)
    import time
    import uuid

    millis = time.time_ns() // 1_000_000 & _LOW_48
    random = int.from_bytes(os.urandom(10))
    return str(
        uuid.UUID(
            int=millis << 80
            | 0x7 << 76  # the version
            | (random >> 62 & 0xFFF) << 64
            | 0b10 << 62  # the variant of RFC 9562
            | random & _LOW_62
        )
    )


_LOW_48: Final = (1 << 48) - 1
_LOW_62: Final = (1 << 62) - 1


def plural(count: int, word: str) -> str:
    """``"1 answer"``, ``"3 answers"``."""
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


# One encoder, built once: json.dumps with options builds a new one per call, which an
# import of 100,000 answers pays 400,000 times.
_COMPACT: Final = json.JSONEncoder(
    separators=(",", ":"), sort_keys=True, allow_nan=False, ensure_ascii=False
)


_C_ENCODER: Final = json.encoder.c_make_encoder  # type: ignore[attr-defined]


def compact_json(value: object) -> str:
    """*value* as compact, sorted JSON text (what the store keeps, and what a seal covers);
    ``TypeError`` or ``ValueError`` if it is not JSON data.

    ``_COMPACT.encode`` builds this same C encoder on every call, behind two Python
    calls and a closure: made here directly (with its own circular-reference marks, as
    that does), an import's three encodings per answer cost a third less."""
    if _C_ENCODER is None:
        return _COMPACT.encode(value)
    encode = _C_ENCODER({}, _COMPACT.default, _TEXT, None, ":", ",", True, False, False)
    return "".join(encode(value, 0))


_TEXT: Final = json.encoder.encode_basestring  # what ensure_ascii=False encodes text with


_NOT_JSON: Final = QT_TRANSLATE_NOOP("store", "The {what} of an attempt must be JSON data ({why}).")
_NOT_UUID: Final = QT_TRANSLATE_NOOP("store", "The {what} {value} is not a valid UUID.")
_NOT_WHOLE: Final = QT_TRANSLATE_NOOP(
    "store", "The {what} must be a whole number from {low} to {high}."
)
_UNKNOWN: Final = QT_TRANSLATE_NOOP("store", "Unknown {what} {value}; expected one of {allowed}.")

_FIELD_WORDS: Final = {
    str(m): m
    for m in (
        QT_TRANSLATE_NOOP("store", "attempt id", "a field a refusal names"),
        QT_TRANSLATE_NOOP("store", "session id", "a field a refusal names"),
        QT_TRANSLATE_NOOP("store", "sitting id", "a field a refusal names"),
        QT_TRANSLATE_NOOP("store", "credential id", "a field a refusal names"),
        QT_TRANSLATE_NOOP("store", "table test id", "a field a refusal names"),
        QT_TRANSLATE_NOOP("store", "exam id", "a field a refusal names"),
        QT_TRANSLATE_NOOP("store", "mode", "a field a refusal names"),
        QT_TRANSLATE_NOOP("store", "game", "a field a refusal names"),
        QT_TRANSLATE_NOOP("store", "skill", "a field a refusal names"),
        QT_TRANSLATE_NOOP("store", "difficulty", "a field a refusal names"),
        QT_TRANSLATE_NOOP("store", "seed", "a field a refusal names"),
        QT_TRANSLATE_NOOP("store", "response time in milliseconds", "a field a refusal names"),
        QT_TRANSLATE_NOOP("store", "question parameters", "a field a refusal names"),
        QT_TRANSLATE_NOOP("store", "answer given", "a field a refusal names"),
        QT_TRANSLATE_NOOP("store", "expected answer", "a field a refusal names"),
    )
}


def field_word(what: str) -> str:
    """A field the input checks below name (``"difficulty"``), in the language in force: the
    callers name it in English, the extractor reads it here."""
    marked = _FIELD_WORDS.get(what)
    return translated(marked) if marked is not None else what


def to_json(value: object, what: str) -> str:
    """*value* as compact, sorted JSON text; refused if it is not JSON data."""
    try:
        return compact_json(value)
    except (TypeError, ValueError) as exc:
        raise InvalidValueError(say(_NOT_JSON, what=field_word(what), why=exc)) from exc


def uuid_bytes(text: str, what: str) -> bytes:
    """The 16 bytes of the UUID in *text* (how ids are stored); refused if it is not one."""
    if type(text) is str:
        raw = hex_uuid(text)
        if raw is not None:
            return raw
    import uuid

    try:
        return uuid.UUID(text).bytes
    except (ValueError, AttributeError, TypeError) as exc:
        raise InvalidValueError(say(_NOT_UUID, what=field_word(what), value=repr(text))) from exc


def hex_uuid(text: str) -> bytes | None:
    """The 16 bytes of a UUID in its usual spelling (32 hex digits, hyphens anywhere, as
    ``uuid.UUID`` takes them), read without building a UUID (an import reads a hundred
    thousand of them); ``None`` for any other text."""
    digits = text.replace("-", "")
    if len(digits) != 32:
        return None
    try:
        raw = bytes.fromhex(digits)
    except ValueError:
        return None
    return raw if len(raw) == 16 else None  # fromhex skips spaces; UUID refuses them


def optional_uuid(text: str | None) -> bytes | None:
    """The bytes of an optional session id."""
    return None if text is None else uuid_bytes(text, "session id")


def uuid_text(raw: bytes) -> str:
    """A stored id as text."""
    import uuid

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
        raise InvalidValueError(say(_NOT_WHOLE, what=field_word(what), low=low, high=high))
    return value


def check_choice(value: str, what: str, allowed: Sequence[str]) -> str:
    """*value* if it is one of *allowed*."""
    if value not in allowed:
        raise InvalidValueError(
            say(_UNKNOWN, what=field_word(what), value=repr(value), allowed=", ".join(allowed))
        )
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
