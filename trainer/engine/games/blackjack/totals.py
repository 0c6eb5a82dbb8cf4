"""Blackjack hands are totals, not poker hands: hard or soft, bust, and the natural.

A card counts its face value, a jack, queen or king 10, an ace 1 or 11 (58 Pa. Code
§633a.3(e)). A hand is *soft* when one ace in it counts 11 without busting it; it is
*hard* otherwise. A *natural* (a blackjack) is an ace and a ten-value card as a hand's
first two cards (§633a.1); two cards totalling 21 on a hand formed by a split are 21, not
a natural (§633a.11, as decided in ``docs/rules-decisions.md``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from trainer.engine.cards import Card, Rank
from trainer.words import QT_TRANSLATE_NOOP, say

BUST = 21
"""The highest total that is not bust."""


def card_points(card: Card) -> int:
    """A card's points with an ace counted 1: 2-10 their face, J/Q/K 10, A 1."""
    if card.rank is Rank.ACE:
        return 1
    return min(int(card.rank), 10)


def is_ten_value(card: Card) -> bool:
    """A ten, jack, queen or king."""
    return card_points(card) == 10


@dataclass(frozen=True, slots=True)
class Total:
    """A blackjack hand's count: the hard total (every ace 1), the total it plays as, and
    whether an ace counts 11 in it (soft)."""

    cards: tuple[Card, ...]
    hard: int
    value: int
    soft: bool

    @property
    def is_bust(self) -> bool:
        """Over 21 with every ace counted 1."""
        return self.value > BUST

    @property
    def is_two_card_21(self) -> bool:
        """An ace and a ten-value card as the only two cards (a natural unless the hand
        was formed by a split)."""
        return len(self.cards) == 2 and self.value == BUST

    def describe(self) -> str:
        """``"soft 17"``, ``"hard 16"``, ``"bust (24)"``, ``"21"``."""
        if self.is_bust:
            return say(_BUST, total=self.value)
        if self.value == BUST:
            return "21"
        return say(_SOFT if self.soft else _HARD, total=self.value)


_BUST = QT_TRANSLATE_NOOP("blackjack", "bust ({total})")
_SOFT = QT_TRANSLATE_NOOP("blackjack", "soft {total}")
_HARD = QT_TRANSLATE_NOOP("blackjack", "hard {total}")


def total_of(cards: Sequence[Card]) -> Total:
    """The total of a hand: every ace 1, then one ace 11 where that does not bust it."""
    hard = sum(card_points(c) for c in cards)
    soft = any(c.rank is Rank.ACE for c in cards) and hard + 10 <= BUST
    return Total(tuple(cards), hard, hard + 10 if soft else hard, soft)


def is_natural(cards: Sequence[Card], *, split: bool = False) -> bool:
    """A blackjack: an ace and a ten-value card as the first two cards of a hand not
    formed by a split (§633a.1; a split hand's 21 is not one, §633a.11)."""
    return not split and total_of(cards).is_two_card_21
