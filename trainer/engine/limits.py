"""Bounds on text the trainer parses from outside (rules files, scenarios): its size, how
deeply it nests, how many parts a dotted key has and how many digits a number has.

Each is checked before a parser sees the text, so that a hostile or broken file is refused
in one sentence rather than taking unbounded memory, time or stack: ``/dev/zero`` grew to
22 GB, a 32 KB TOML file of dotted keys took 1 GB, arrays nested 100,000 deep and a
5,000-digit integer raised tracebacks (issue 17). The shipped rules files are about 10 KB,
nest 3 deep and have keys of 2 parts, far inside every bound.

The functions raise :class:`BoundsError`, whose message is the reason only ("it is larger
than 1 MiB"); the caller names the file.
"""

from __future__ import annotations

from typing import BinaryIO, Final

MOST_RULES_BYTES: Final = 1 << 20
"""A rules file: 1 MiB."""
MOST_SCENARIO_BYTES: Final = 16 << 20
"""A ``settle`` or ``deal`` scenario, or a list of them: 16 MiB."""
MOST_DEPTH: Final = 64
"""Arrays and tables (or objects) inside each other."""
MOST_KEY_PARTS: Final = 32
"""Parts of one dotted TOML key (``a.b.c`` has 3)."""
MOST_DIGITS: Final = 100
"""Digits in a row, in one number."""


class BoundsError(ValueError):
    """Text past one of the bounds; the message says which, as the end of a sentence."""


def _size(most: int) -> str:
    return f"{most >> 20} MiB" if most >= 1 << 20 else f"{most >> 10} KiB"


def read_limited(handle: BinaryIO, most: int) -> bytes:
    """All of *handle*, refused once it passes *most* bytes (never reading more)."""
    data = handle.read(most + 1)
    if len(data) > most:
        raise BoundsError(f"it is larger than {_size(most)}")
    return data


def check_shape(text: str, *, toml: bool) -> None:
    """Refuse *text* (JSON, or TOML if *toml*) that nests past :data:`MOST_DEPTH`, has a
    number of more than :data:`MOST_DIGITS` digits or, in TOML, a key of more than
    :data:`MOST_KEY_PARTS` parts. Strings and comments are skipped; the text need not be
    valid (the parser says what else is wrong)."""
    depth = digits = dots = 0
    i, end = 0, len(text)
    while i < end:
        char = text[i]
        if char == '"' or (toml and char == "'"):
            i = _after_string(text, i, toml)
            digits = 0
            continue
        if toml and char == "#":
            newline = text.find("\n", i)
            i = end if newline < 0 else newline
            continue
        if char.isdigit():
            digits += 1
            if digits > MOST_DIGITS:
                raise BoundsError(f"a number has more than {MOST_DIGITS} digits")
        else:
            if char in "[{":
                depth += 1
                if depth > MOST_DEPTH:
                    raise BoundsError(f"it nests more than {MOST_DEPTH} deep")
            elif char in "]}":
                depth = max(0, depth - 1)
            if toml and char == "." and not (digits and text[i + 1 : i + 2].isdigit()):
                dots += 1  # a dot between digits is a decimal point, not a key's
                if dots >= MOST_KEY_PARTS:
                    raise BoundsError(f"a key has more than {MOST_KEY_PARTS} parts")
            elif char in "=,[{\n":
                dots = 0
            digits = 0
        i += 1


def _after_string(text: str, start: int, toml: bool) -> int:
    """The index just past the string that starts at *start* (the text's end if it never
    closes)."""
    quote = text[start]
    if toml and text.startswith(quote * 3, start):
        close = text.find(quote * 3, start + 3)
        while close >= 0 and quote == '"' and _is_escaped(text, close):
            close = text.find(quote * 3, close + 1)
        return len(text) if close < 0 else close + 3
    i = start + 1
    while i < len(text):
        char = text[i]
        if char == "\\" and quote == '"':
            i += 2
            continue
        if char == quote or (toml and char == "\n"):
            return i + 1
        i += 1
    return len(text)


def _is_escaped(text: str, at: int) -> bool:
    backslashes = 0
    while at - backslashes - 1 >= 0 and text[at - backslashes - 1] == "\\":
        backslashes += 1
    return backslashes % 2 == 1
