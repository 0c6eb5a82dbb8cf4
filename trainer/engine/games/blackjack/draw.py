"""The dealer's draw rule: draw to 16, stand on 17; on soft 17 stand or draw as the house
posts (Pennsylvania stands on every 17, §633a.7; hitting soft 17 is another house's
option, docs/rules-decisions.md). The dealer has no choices, so a dealer's hand as finally
drawn can be checked card by card.
"""

from __future__ import annotations

from collections.abc import Sequence

from trainer.engine.cards import Card, format_cards
from trainer.engine.errors import ScenarioError
from trainer.engine.games.blackjack.totals import Total, total_of
from trainer.words import QT_TRANSLATE_NOOP, say, translated

STAND_ON = 17


def dealer_draws(total: Total, *, hits_soft_17: bool) -> bool:
    """Whether the dealer takes another card on this total: always under 17, on a soft 17
    only where the house hits soft 17, never on a hard 17 or more."""
    if total.value < STAND_ON:
        return True
    return total.value == STAND_ON and total.soft and hits_soft_17


def draw_reason(total: Total, *, hits_soft_17: bool) -> str:
    """Why the dealer draws or stands on this total, in one sentence."""
    if total.is_bust:
        return say(_BUST, total=total.value)
    if total.value < STAND_ON:
        return say(_UNDER, total=total.describe())
    if total.value == STAND_ON and total.soft:
        return translated(_HITS_SOFT if hits_soft_17 else _STANDS_SOFT)
    return say(_STANDS, total=total.describe())


_BUST = QT_TRANSLATE_NOOP("blackjack", "The dealer is bust with {total} and draws no more.")
_UNDER = QT_TRANSLATE_NOOP(
    "blackjack", "The dealer draws on {total}: under 17 the dealer always draws."
)
_HITS_SOFT = QT_TRANSLATE_NOOP("blackjack", "The dealer draws on soft 17: the house hits soft 17.")
_STANDS_SOFT = QT_TRANSLATE_NOOP(
    "blackjack", "The dealer stands on soft 17: the house stands on all 17s."
)
_STANDS = QT_TRANSLATE_NOOP("blackjack", "The dealer stands on {total}.")


def check_dealer_hand(cards: Sequence[Card], *, hits_soft_17: bool, played: bool) -> None:
    """Refuse a dealer's hand the draw rule could not have made: fewer than two cards, a
    card drawn on a total that stands (or on a natural), or, while a player's hand still
    waits on the dealer's total (``played``), a stop on a total that draws."""
    if len(cards) < 2:
        raise ScenarioError(
            f"The dealer's hand needs at least two cards, not {len(cards)} "
            "(the dealer's cards as finally drawn)."
        )
    first = total_of(cards[:2])
    if first.is_two_card_21 and len(cards) > 2:
        raise ScenarioError(
            f"The dealer's {format_cards(cards[:2])} is a blackjack: "
            "the dealer draws no more cards."
        )
    for n in range(2, len(cards)):
        so_far = total_of(cards[:n])
        if not dealer_draws(so_far, hits_soft_17=hits_soft_17):
            rule = "hits soft 17" if hits_soft_17 else "stands on all 17s"
            raise ScenarioError(
                f"The dealer drew the {cards[n]} on {so_far.describe()}, "
                f"where a dealer who {rule} stands."
            )
    final = total_of(cards)
    if played and dealer_draws(final, hits_soft_17=hits_soft_17):
        raise ScenarioError(
            f"The dealer stopped drawing too soon: on {final.describe()} the dealer draws "
            f"({'the house hits soft 17' if hits_soft_17 else 'under 17'})."
        )
