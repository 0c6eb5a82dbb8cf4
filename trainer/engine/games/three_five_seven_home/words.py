"""The home game's words in the trainee's language: its hand names, a wild card standing in
for a card, and the ordinals and lists its settlement notes use. Each sentence is one whole
template marked for translation (:mod:`trainer.words`); the data (``HomeCategory`` values,
``Rank.label``) keeps its English."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from trainer.engine.cards import Rank, Suit
from trainer.engine.hand_words import category_word, rank_plural
from trainer.engine.hands import Category
from trainer.words import QT_TRANSLATE_NOOP, Marked, say, table_word, translated

HOME_CATEGORY: Final[dict[str, Marked]] = {
    "no value": QT_TRANSLATE_NOOP("table", "no value", "three wild 3s in the 3-card round"),
    "five of a kind": QT_TRANSLATE_NOOP("table", "five of a kind"),
}
"""The home game's own categories, by their English label (the others are poker's)."""

A_RANK: Final[dict[Rank, Marked]] = {
    Rank.TWO: QT_TRANSLATE_NOOP("ranks", "a two"),
    Rank.THREE: QT_TRANSLATE_NOOP("ranks", "a three"),
    Rank.FOUR: QT_TRANSLATE_NOOP("ranks", "a four"),
    Rank.FIVE: QT_TRANSLATE_NOOP("ranks", "a five"),
    Rank.SIX: QT_TRANSLATE_NOOP("ranks", "a six"),
    Rank.SEVEN: QT_TRANSLATE_NOOP("ranks", "a seven"),
    Rank.EIGHT: QT_TRANSLATE_NOOP("ranks", "an eight"),
    Rank.NINE: QT_TRANSLATE_NOOP("ranks", "a nine"),
    Rank.TEN: QT_TRANSLATE_NOOP("ranks", "a ten"),
    Rank.JACK: QT_TRANSLATE_NOOP("ranks", "a jack"),
    Rank.QUEEN: QT_TRANSLATE_NOOP("ranks", "a queen"),
    Rank.KING: QT_TRANSLATE_NOOP("ranks", "a king"),
    Rank.ACE: QT_TRANSLATE_NOOP("ranks", "an ace"),
}

_THE_OF: Final[dict[Rank, Marked]] = {
    Rank.TWO: QT_TRANSLATE_NOOP("ranks", "the two of {suit}"),
    Rank.THREE: QT_TRANSLATE_NOOP("ranks", "the three of {suit}"),
    Rank.FOUR: QT_TRANSLATE_NOOP("ranks", "the four of {suit}"),
    Rank.FIVE: QT_TRANSLATE_NOOP("ranks", "the five of {suit}"),
    Rank.SIX: QT_TRANSLATE_NOOP("ranks", "the six of {suit}"),
    Rank.SEVEN: QT_TRANSLATE_NOOP("ranks", "the seven of {suit}"),
    Rank.EIGHT: QT_TRANSLATE_NOOP("ranks", "the eight of {suit}"),
    Rank.NINE: QT_TRANSLATE_NOOP("ranks", "the nine of {suit}"),
    Rank.TEN: QT_TRANSLATE_NOOP("ranks", "the ten of {suit}"),
    Rank.JACK: QT_TRANSLATE_NOOP("ranks", "the jack of {suit}"),
    Rank.QUEEN: QT_TRANSLATE_NOOP("ranks", "the queen of {suit}"),
    Rank.KING: QT_TRANSLATE_NOOP("ranks", "the king of {suit}"),
    Rank.ACE: QT_TRANSLATE_NOOP("ranks", "the ace of {suit}"),
}

_SUIT: Final[dict[Suit, Marked]] = {
    Suit.CLUBS: QT_TRANSLATE_NOOP("ranks", "clubs"),
    Suit.DIAMONDS: QT_TRANSLATE_NOOP("ranks", "diamonds"),
    Suit.HEARTS: QT_TRANSLATE_NOOP("ranks", "hearts"),
    Suit.SPADES: QT_TRANSLATE_NOOP("ranks", "spades"),
}

_COUNT: Final[dict[int, Marked]] = {
    2: QT_TRANSLATE_NOOP("ranks", "two {ranks}", "two kings"),
    3: QT_TRANSLATE_NOOP("ranks", "three {ranks}", "three kings"),
    4: QT_TRANSLATE_NOOP("ranks", "four {ranks}", "four kings"),
}

_NTH: Final[dict[int, Marked]] = {
    1: QT_TRANSLATE_NOOP("hands", "first", "a marker or strike"),
    2: QT_TRANSLATE_NOOP("hands", "second", "a marker or strike"),
    3: QT_TRANSLATE_NOOP("hands", "third", "a marker or strike"),
    4: QT_TRANSLATE_NOOP("hands", "fourth", "a marker or strike"),
    5: QT_TRANSLATE_NOOP("hands", "fifth", "a marker or strike"),
}
_NTH_ANY: Final = QT_TRANSLATE_NOOP("hands", "{n}th", "a marker or strike")

_AND: Final = QT_TRANSLATE_NOOP("hands", "{first} and {last}", "Ann, Bob and Cal")


def home_category_word(label: str) -> str:
    """A home-game category, by its English label, as a dealer calls it."""
    own = HOME_CATEGORY.get(label)
    if own is not None:
        return table_word(own)
    return category_word(Category[label.upper().replace(" ", "_")])


def a_rank(rank: Rank) -> str:
    """``an ace``, ``a king``."""
    return translated(A_RANK[rank])


def counted_ranks(rank: Rank, count: int) -> str:
    """``an ace`` (one), ``two kings``."""
    if count == 1:
        return a_rank(rank)
    return say(_COUNT[count], ranks=rank_plural(rank))


def card_named(rank: Rank, suit: Suit) -> str:
    """``the king of hearts``."""
    return say(_THE_OF[rank], suit=translated(_SUIT[suit]))


def and_list(items: Sequence[str]) -> str:
    """``Ann``, ``Ann and Bob``, ``Ann, Bob and Cal``."""
    if len(items) == 1:
        return items[0]
    return say(_AND, first=", ".join(items[:-1]), last=items[-1])


def nth(n: int) -> str:
    """``first``, ``third``, ``7th``."""
    marked = _NTH.get(n)
    return translated(marked) if marked is not None else say(_NTH_ANY, n=n)
