"""How the dealer displays a hand, and which cards a Casino Hold'em dealer uses.

The five cards used are shown grouped to the left (larger group first, then higher rank),
then the rest high to low; straights run high to low with the ace last in A-2-3-4-5 (and
A-2-3 as 3-2-A), or first, as :func:`display_orders` allows. This is the order
:class:`HandValue.cards` already carries; here we add the Casino Hold'em Dealer's Manual:
which board cards the dealer pulls down (3, 4 or all 5) and which of the dealer's own
cards go aside to the right.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

from trainer.engine.cards import RANKS, Card, Rank, ensure_distinct
from trainer.engine.errors import CardError
from trainer.engine.hands import HandValue, evaluate_poker, poker_strength
from trainer.words import QT_TRANSLATE_NOOP, translated

HOLDEM_CLAUSE = "CH Dealer's Manual, Arranging The Dealers Hand"


def arrangement(hand: HandValue) -> tuple[Card, ...]:
    """The cards used, in the order the dealer displays them."""
    return hand.cards


def display_orders(cards: Sequence[Card]) -> tuple[tuple[Rank, ...], ...]:
    """The orders of ranks a hand shown as ``cards`` (its display order, as
    :attr:`HandValue.cards`) may be displayed in, that order first.

    "High to low again starting from the left" (CH Dealer's Manual, Arranging The Dealers
    Hand) does not say whether the ace of a five-high (three-high) straight, which plays
    low, is the highest card or the lowest: 5-4-3-2-A and A-5-4-3-2 are both high to low,
    and both right (docs/rules-decisions.md). Every other hand has one order.
    """
    ranks = tuple(c.rank for c in cards)
    if len(ranks) > 2 and ranks[-1] is Rank.ACE:
        low = tuple(RANKS[n] for n in range(len(ranks), 1, -1))  # 5-4-3-2, or 3-2
        if ranks[:-1] == low:
            return (ranks, (Rank.ACE, *low))
    return (ranks,)


def is_same_arrangement(answer: Sequence[Card], expected: Sequence[Card]) -> bool:
    """True when ``answer`` shows the same cards with the same rank in every position.

    Cards of equal rank may stand in either order (which of two kings is first is not a
    dealing error), and the ace of a five-high straight first or last
    (:func:`display_orders`).
    """
    if len(answer) != len(expected) or {c.index for c in answer} != {c.index for c in expected}:
        return False
    return tuple(a.rank for a in answer) in display_orders(expected)


@dataclass(frozen=True, slots=True)
class HoldemDisplay:
    """The Casino Hold'em dealer's hand as displayed."""

    hand: HandValue
    board_used: tuple[Card, ...]
    own_used: tuple[Card, ...]
    set_aside: tuple[Card, ...]

    @property
    def board_count(self) -> int:
        """How many board cards the dealer uses: 3, 4 or 5."""
        return len(self.board_used)

    @property
    def instruction(self) -> str:
        """What the Dealer's Manual has the dealer do with the cards."""
        return translated(_INSTRUCTIONS.get(self.board_count, _INSTRUCTIONS[5]))


_INSTRUCTIONS = {
    3: QT_TRANSLATE_NOOP(
        "arrangement", "Pull the 3 board cards used slightly down; both own cards play."
    ),
    4: QT_TRANSLATE_NOOP(
        "arrangement",
        "Pull the 4 board cards used slightly down and put the unused own card "
        "to the right, face up.",
    ),
    5: QT_TRANSLATE_NOOP(
        "arrangement",
        "Pull the entire board slightly down and put both own cards to the right, face up.",
    ),
}


def holdem_dealer_display(dealer: Sequence[Card], board: Sequence[Card]) -> HoldemDisplay:
    """Which board cards the dealer uses and which own cards go aside (Dealer's Manual).

    Where several choices make the same best hand, the dealer uses as many board cards as
    possible (the simplest display, and the one the Manual's pictures show); among those,
    the choice whose cards come first in display order.
    """
    if len(dealer) != 2:
        raise CardError(f"The dealer's hand needs exactly 2 cards, not {len(dealer)}.")
    if len(board) != 5:
        raise CardError(f"The board needs exactly 5 cards, not {len(board)}.")
    ensure_distinct([*dealer, *board])
    best = evaluate_poker([*dealer, *board])
    candidates = []
    for five in combinations([*board, *dealer], 5):
        if poker_strength(five) == best.strength:
            from_board = sum(1 for c in five if c in board)
            key = (-from_board, [c.display_key for c in evaluate_poker(five).cards])
            candidates.append((key, five))
    candidates.sort(key=lambda kc: kc[0])
    chosen = candidates[0][1]
    hand = evaluate_poker(chosen)
    board_used = tuple(c for c in hand.cards if c in board)
    own_used = tuple(c for c in hand.cards if c in dealer)
    aside = tuple(sorted((c for c in dealer if c not in chosen), key=lambda c: c.display_key))
    # Three board cards used means both own cards play: Manual "Dealer uses 3 cards".
    if len(board_used) < 3:  # pragma: no cover - five of seven always uses 3+ board cards
        raise AssertionError("a five-card hand from 2 own cards uses at least 3 board cards")
    return HoldemDisplay(hand, board_used, own_used, aside)
