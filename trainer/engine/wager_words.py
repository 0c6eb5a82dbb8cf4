"""The wagers in words, in the trainee's language.

Each game's spec names its wagers in English (``"play wager"``); a sentence that names
them takes them from here. A list of wagers is built from whole phrases: in English the
article comes once ("the ante, play wager and Pair Plus"), in Spanish each wager takes its
own ("el ante, la apuesta de juego y el Pair Plus"), so the first wager of a list and the
others are marked apart.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Final

from trainer.words import QT_TRANSLATE_NOOP, Marked, say, translated


def _spec_names() -> dict[str, str]:
    """Each wager's English name as the games' specs give it (read when first asked: the
    registry imports the games, which word their rulings with this module)."""
    from trainer.engine.games import GAMES

    return {w: name for spec in GAMES for w, name in spec.wager_names.items()}


_NAMES: Final[dict[str, Marked]] = {
    "ante": QT_TRANSLATE_NOOP("wagers", "ante"),
    "play": QT_TRANSLATE_NOOP("wagers", "play wager"),
    "ante_bonus": QT_TRANSLATE_NOOP("wagers", "ante bonus"),
    "pair_plus": QT_TRANSLATE_NOOP("wagers", "Pair Plus"),
    "call": QT_TRANSLATE_NOOP("wagers", "call"),
    "progressive": QT_TRANSLATE_NOOP("wagers", "progressive"),
    "three": QT_TRANSLATE_NOOP("wagers", "3-card wager"),
    "five": QT_TRANSLATE_NOOP("wagers", "5-card wager"),
    "seven": QT_TRANSLATE_NOOP("wagers", "7-card wager"),
}

_FIRST: Final[dict[str, Marked]] = {
    "ante": QT_TRANSLATE_NOOP("wagers", "the ante"),
    "play": QT_TRANSLATE_NOOP("wagers", "the play wager"),
    "ante_bonus": QT_TRANSLATE_NOOP("wagers", "the ante bonus"),
    "pair_plus": QT_TRANSLATE_NOOP("wagers", "the Pair Plus"),
    "call": QT_TRANSLATE_NOOP("wagers", "the call"),
    "progressive": QT_TRANSLATE_NOOP("wagers", "the progressive"),
    "three": QT_TRANSLATE_NOOP("wagers", "the 3-card wager"),
    "five": QT_TRANSLATE_NOOP("wagers", "the 5-card wager"),
    "seven": QT_TRANSLATE_NOOP("wagers", "the 7-card wager"),
}
_NEXT: Final[dict[str, Marked]] = {
    "ante": QT_TRANSLATE_NOOP("wagers", "ante", "in a list of wagers, after the first"),
    "play": QT_TRANSLATE_NOOP("wagers", "play wager", "in a list of wagers, after the first"),
    "ante_bonus": QT_TRANSLATE_NOOP("wagers", "ante bonus", "in a list of wagers, after the first"),
    "pair_plus": QT_TRANSLATE_NOOP("wagers", "Pair Plus", "in a list of wagers, after the first"),
    "call": QT_TRANSLATE_NOOP("wagers", "call", "in a list of wagers, after the first"),
    "progressive": QT_TRANSLATE_NOOP(
        "wagers", "progressive", "in a list of wagers, after the first"
    ),
    "three": QT_TRANSLATE_NOOP("wagers", "3-card wager", "in a list of wagers, after the first"),
    "five": QT_TRANSLATE_NOOP("wagers", "5-card wager", "in a list of wagers, after the first"),
    "seven": QT_TRANSLATE_NOOP("wagers", "7-card wager", "in a list of wagers, after the first"),
}
_LIST: Final = QT_TRANSLATE_NOOP("wagers", "{items}, {item}", "a list of wagers")
_LAST: Final = QT_TRANSLATE_NOOP("wagers", "{items} and {last}", "a list of wagers")


def wager_name(wager: str) -> str:
    """The wager's name inside a sentence: ``play wager`` (as the game's spec names it where
    no translation is marked)."""
    marked = _NAMES.get(wager)
    return translated(marked) if marked is not None else _spec_names().get(wager, wager)


def the_wager(wager: str) -> str:
    """``the play wager``: one wager named with its article."""
    return the_wagers((wager,))


def the_wagers(wagers: Sequence[str]) -> str:
    """``the ante, call and progressive``."""
    first = _FIRST.get(wagers[0])
    words = translated(first) if first is not None else f"the {wager_name(wagers[0])}"
    rest = [translated(_NEXT[w]) if w in _NEXT else wager_name(w) for w in wagers[1:]]
    for item in rest[:-1]:
        words = say(_LIST, items=words, item=item)
    return say(_LAST, items=words, last=rest[-1]) if rest else words


class WagerNames(Mapping[str, str]):
    """Each wager's name in a sentence, in the trainee's language (``WAGER_NAMES``)."""

    def __getitem__(self, wager: str) -> str:
        if wager not in _spec_names():
            raise KeyError(wager)
        return wager_name(wager)

    def __iter__(self) -> Iterator[str]:
        return iter(_spec_names())

    def __len__(self) -> int:
        return len(_spec_names())
