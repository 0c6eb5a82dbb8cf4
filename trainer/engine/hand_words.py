"""Hands in words, in the trainee's language: categories, ranks and a hand as announced.

The category names are words a dealer says aloud, so they are marked in the ``table``
context and put into sentences with :func:`trainer.words.table_word` (in table-English
mode a trainee reading Spanish sees "escalera (“straight”)"). A hand's words are one whole
template per shape (``"{category} of {ranks}"``), never English pieces glued together.
The English words stay those of :attr:`Category.label` and :attr:`Rank.label`, which the
data and the command line's input keep reading.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from trainer.engine.cards import Rank
from trainer.engine.categories import Category
from trainer.words import QT_TRANSLATE_NOOP, Marked, current, say, table_word, translated

_CATEGORY: Final[dict[Category, Marked]] = {
    Category.HIGH_CARD: QT_TRANSLATE_NOOP("table", "high card"),
    Category.PAIR: QT_TRANSLATE_NOOP("table", "pair"),
    Category.TWO_PAIR: QT_TRANSLATE_NOOP("table", "two pair"),
    Category.THREE_OF_A_KIND: QT_TRANSLATE_NOOP("table", "three of a kind"),
    Category.STRAIGHT: QT_TRANSLATE_NOOP("table", "straight"),
    Category.FLUSH: QT_TRANSLATE_NOOP("table", "flush"),
    Category.FULL_HOUSE: QT_TRANSLATE_NOOP("table", "full house"),
    Category.FOUR_OF_A_KIND: QT_TRANSLATE_NOOP("table", "four of a kind"),
    Category.STRAIGHT_FLUSH: QT_TRANSLATE_NOOP("table", "straight flush"),
    Category.ROYAL_FLUSH: QT_TRANSLATE_NOOP("table", "royal flush"),
}

_COUNTED: Final[dict[Category, Marked]] = {
    Category.HIGH_CARD: QT_TRANSLATE_NOOP("hands", "high card", "after 'is'"),
    Category.PAIR: QT_TRANSLATE_NOOP("hands", "a pair"),
    Category.TWO_PAIR: QT_TRANSLATE_NOOP("hands", "two pair", "after 'is'"),
    Category.THREE_OF_A_KIND: QT_TRANSLATE_NOOP("hands", "three of a kind", "after 'is'"),
    Category.STRAIGHT: QT_TRANSLATE_NOOP("hands", "a straight"),
    Category.FLUSH: QT_TRANSLATE_NOOP("hands", "a flush"),
    Category.FULL_HOUSE: QT_TRANSLATE_NOOP("hands", "a full house"),
    Category.FOUR_OF_A_KIND: QT_TRANSLATE_NOOP("hands", "four of a kind", "after 'is'"),
    Category.STRAIGHT_FLUSH: QT_TRANSLATE_NOOP("hands", "a straight flush"),
    Category.ROYAL_FLUSH: QT_TRANSLATE_NOOP("hands", "a royal flush"),
}

_RANK: Final[dict[Rank, Marked]] = {
    Rank.TWO: QT_TRANSLATE_NOOP("ranks", "two"),
    Rank.THREE: QT_TRANSLATE_NOOP("ranks", "three"),
    Rank.FOUR: QT_TRANSLATE_NOOP("ranks", "four"),
    Rank.FIVE: QT_TRANSLATE_NOOP("ranks", "five"),
    Rank.SIX: QT_TRANSLATE_NOOP("ranks", "six"),
    Rank.SEVEN: QT_TRANSLATE_NOOP("ranks", "seven"),
    Rank.EIGHT: QT_TRANSLATE_NOOP("ranks", "eight"),
    Rank.NINE: QT_TRANSLATE_NOOP("ranks", "nine"),
    Rank.TEN: QT_TRANSLATE_NOOP("ranks", "ten"),
    Rank.JACK: QT_TRANSLATE_NOOP("ranks", "jack"),
    Rank.QUEEN: QT_TRANSLATE_NOOP("ranks", "queen"),
    Rank.KING: QT_TRANSLATE_NOOP("ranks", "king"),
    Rank.ACE: QT_TRANSLATE_NOOP("ranks", "ace"),
}

_PLURAL: Final[dict[Rank, Marked]] = {
    Rank.TWO: QT_TRANSLATE_NOOP("ranks", "twos"),
    Rank.THREE: QT_TRANSLATE_NOOP("ranks", "threes"),
    Rank.FOUR: QT_TRANSLATE_NOOP("ranks", "fours"),
    Rank.FIVE: QT_TRANSLATE_NOOP("ranks", "fives"),
    Rank.SIX: QT_TRANSLATE_NOOP("ranks", "sixes"),
    Rank.SEVEN: QT_TRANSLATE_NOOP("ranks", "sevens"),
    Rank.EIGHT: QT_TRANSLATE_NOOP("ranks", "eights"),
    Rank.NINE: QT_TRANSLATE_NOOP("ranks", "nines"),
    Rank.TEN: QT_TRANSLATE_NOOP("ranks", "tens"),
    Rank.JACK: QT_TRANSLATE_NOOP("ranks", "jacks"),
    Rank.QUEEN: QT_TRANSLATE_NOOP("ranks", "queens"),
    Rank.KING: QT_TRANSLATE_NOOP("ranks", "kings"),
    Rank.ACE: QT_TRANSLATE_NOOP("ranks", "aces"),
}

_HIGH: Final[dict[Rank, Marked]] = {
    Rank.TWO: QT_TRANSLATE_NOOP("ranks", "two high"),
    Rank.THREE: QT_TRANSLATE_NOOP("ranks", "three high"),
    Rank.FOUR: QT_TRANSLATE_NOOP("ranks", "four high"),
    Rank.FIVE: QT_TRANSLATE_NOOP("ranks", "five high"),
    Rank.SIX: QT_TRANSLATE_NOOP("ranks", "six high"),
    Rank.SEVEN: QT_TRANSLATE_NOOP("ranks", "seven high"),
    Rank.EIGHT: QT_TRANSLATE_NOOP("ranks", "eight high"),
    Rank.NINE: QT_TRANSLATE_NOOP("ranks", "nine high"),
    Rank.TEN: QT_TRANSLATE_NOOP("ranks", "ten high"),
    Rank.JACK: QT_TRANSLATE_NOOP("ranks", "jack high"),
    Rank.QUEEN: QT_TRANSLATE_NOOP("ranks", "queen high"),
    Rank.KING: QT_TRANSLATE_NOOP("ranks", "king high"),
    Rank.ACE: QT_TRANSLATE_NOOP("ranks", "ace high"),
}

_RUNNING: Final = QT_TRANSLATE_NOOP("hands", "{category}, {high}", "straight, ten high")
_SETS: Final = QT_TRANSLATE_NOOP("hands", "{category}, {ranks}", "three of a kind, kings")
_FULL: Final = QT_TRANSLATE_NOOP("hands", "{category}, {high} full of {low}")
_TWO_PAIR: Final = QT_TRANSLATE_NOOP("hands", "{category}, {high} and {low}", "two pair")
_PAIR: Final = QT_TRANSLATE_NOOP("hands", "{category} of {ranks}", "pair of eights")
_HIGH_CARD: Final = QT_TRANSLATE_NOOP("hands", "{category}, {rank}", "high card, jack")


def category_word(category: Category) -> str:
    """The category as a dealer calls it, in the trainee's language: ``"flush"``."""
    return table_word(_CATEGORY[category])


def category_counted(category: Category) -> str:
    """The category after "is": ``a pair``, ``two pair``, ``a flush``, ``high card``."""
    return translated(_COUNTED[category])


def rank_word(rank: Rank) -> str:
    """The rank in words: ``six``."""
    return translated(_RANK[rank])


def rank_plural(rank: Rank) -> str:
    """The rank in words, plural: ``sixes``."""
    return translated(_PLURAL[rank])


def rank_high(rank: Rank) -> str:
    """A hand led by the rank: ``six high``."""
    return translated(_HIGH[rank])


_WORDS_OF: dict[tuple[str, bool, Category, tuple[Rank, ...]], str] = {}


def hand_words(category: Category, ranks: Sequence[Rank]) -> str:
    """Words for a hand of this category and these significant ranks, as a dealer announces
    it: ``"two pair, kings and sixes"`` (worked out once per language)."""
    choice = current()
    key = (choice.language, choice.table_english, category, tuple(ranks))
    words = _WORDS_OF.get(key)
    if words is None:
        words = _WORDS_OF[key] = _words(category, list(ranks))
    return words


def _words(category: Category, r: list[Rank]) -> str:
    name = category_word(category)
    if category is Category.ROYAL_FLUSH:
        return name
    if category in (Category.STRAIGHT_FLUSH, Category.STRAIGHT, Category.FLUSH):
        return say(_RUNNING, category=name, high=rank_high(r[0]))
    if category in (Category.FOUR_OF_A_KIND, Category.THREE_OF_A_KIND):
        return say(_SETS, category=name, ranks=rank_plural(r[0]))
    if category is Category.FULL_HOUSE:
        return say(_FULL, category=name, high=rank_plural(r[0]), low=rank_plural(r[1]))
    if category is Category.TWO_PAIR:
        return say(_TWO_PAIR, category=name, high=rank_plural(r[0]), low=rank_plural(r[1]))
    if category is Category.PAIR:
        return say(_PAIR, category=name, ranks=rank_plural(r[0]))
    return say(_HIGH_CARD, category=name, rank=rank_word(r[0])) if r else name
