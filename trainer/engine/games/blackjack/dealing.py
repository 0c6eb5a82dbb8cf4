"""How blackjack's cards are dealt: from first base to third base, one card at a time to
every box with a wager, then the dealer's up card; a second card to every box; then the
dealer's hole card face down (§633a.7), or, at a no-hole-card house, no second card for
the dealer until the players have played their hands. The dealer's own draw follows the
players' (:mod:`.draw`); the table is settled from third base to first base.
"""

from __future__ import annotations

from collections.abc import Sequence

from trainer.engine.games.spec import Dealing
from trainer.engine.procedures import DealMethod, DealStep, one_by_one

DEALING_CLAUSE = "58 Pa. Code §633a.7"
NO_HOLE_CARD_CLAUSE = "European house ¶3"
SETTLE_CLAUSE = "58 Pa. Code §633a.7"


def plan(method: DealMethod, players: Sequence[str]) -> tuple[DealStep, ...]:
    """The initial deal: one card to each box, the dealer's up card, a second card to each
    box, and (at a hole-card table) the dealer's hole card."""
    if method is DealMethod.NO_HOLE_CARD:
        return one_by_one(*players, "D", *players)
    return one_by_one(*players, "D", *players, "D")


DEALING = Dealing(
    methods=(DealMethod.HOLE_CARD, DealMethod.NO_HOLE_CARD),
    clauses={
        DealMethod.HOLE_CARD: DEALING_CLAUSE,
        DealMethod.NO_HOLE_CARD: NO_HOLE_CARD_CLAUSE,
    },
    plan=plan,
    settle_clause=SETTLE_CLAUSE,
)
