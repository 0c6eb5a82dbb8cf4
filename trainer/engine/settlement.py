"""Settlement's building blocks, shared by every casino game's own module.

A game's settlement (``trainer.engine.games.<game>``) takes the game's :class:`GameRules`
(with the house's posted settings), the cards and the wagers in cents, and returns an
immutable :class:`Settlement` whose every
:class:`WagerResult` carries the hand, the pay-table row, the arithmetic and the clause, so
that a drill can explain it. ``net`` is what the player gains (negative when a wager is
lost); ``paid`` is what the dealer pays out beyond any stake returned.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from types import MappingProxyType

from trainer.engine.cards import Card
from trainer.engine.errors import CardError, Refusal, WagerError
from trainer.engine.hands import HandValue
from trainer.engine.money import Cents, format_money
from trainer.engine.rules import GameRules, PayRow, PayTable
from trainer.words import QT_TRANSLATE_NOOP, say, translated


class Outcome(StrEnum):
    """How a wager ended."""

    WIN = "win"
    LOSE = "lose"
    PUSH = "push"
    SURRENDER = "surrender"
    VOID = "void"
    NONE = "none"


@dataclass(frozen=True, slots=True)
class WagerResult:
    """One wager settled, with everything needed to explain it."""

    wager: str
    amount: Cents
    outcome: Outcome
    net: Cents
    paid: Cents
    reason: str
    arithmetic: str
    clause: str
    hand: HandValue | None = None
    row: PayRow | None = None
    table: PayTable | None = None

    @property
    def pays(self) -> str | None:
        """The posted payout of the row that paid (``"40 to 1"``), if any."""
        return self.row.pays if self.row is not None and self.outcome is Outcome.WIN else None


@dataclass(frozen=True, slots=True)
class Settlement:
    """One player's position settled."""

    game: str
    bets: tuple[WagerResult, ...]
    player_hand: HandValue | None = None
    dealer_hand: HandValue | None = None
    dealer_qualifies: bool | None = None
    hands: Mapping[str, HandValue] = field(default_factory=lambda: MappingProxyType({}))
    tips: tuple[WagerResult, ...] = ()
    pots: tuple[WagerResult, ...] = ()
    folded: bool = False
    """The player folded: the hand was not played against the dealer's."""

    @property
    def net(self) -> Cents:
        """What the player gains on the whole position (wagers and pots; tips apart)."""
        return sum(b.net for b in self.bets) + sum(p.net for p in self.pots)

    @property
    def paid(self) -> Cents:
        """What the dealer pays the player on winning wagers, stakes returned not counted."""
        return sum(b.paid for b in self.bets)

    def bet(self, wager: str) -> WagerResult:
        """The result of one wager by name."""
        for b in self.bets:
            if b.wager == wager:
                return b
        raise KeyError(wager)


# ---------------------------------------------------------------------------------------
# Building blocks
# ---------------------------------------------------------------------------------------


_NO_WAGER = QT_TRANSLATE_NOOP("settlement", "No wager was made.")
_NOTHING_WAGERED = QT_TRANSLATE_NOOP("settlement", "nothing wagered")
_LOST = QT_TRANSLATE_NOOP("settlement", "{amount} lost")
_RETURNED = QT_TRANSLATE_NOOP("settlement", "{amount} returned")
_VOID = QT_TRANSLATE_NOOP("settlement", "{amount} returned as void")
_TIMES = QT_TRANSLATE_NOOP("settlement", "{amount} x {odds} = {paid}")
_METER_SHARE = QT_TRANSLATE_NOOP(
    "settlement",
    "{percent}% of the {meter} meter = {paid} for 1; the {amount} wager is not returned",
)
_FOR_ONE = QT_TRANSLATE_NOOP("settlement", "{paid} for 1; the {amount} wager is not returned")
_NO_PAY = QT_TRANSLATE_NOOP(
    "settlement", "{hand} does not pay; the lowest paying hand is {lowest}."
)
_PAYS_AS = QT_TRANSLATE_NOOP("settlement", "{hand} pays as {row}, {pays}.")


def no_wager(wager: str, clause: str, reason: str | None = None) -> WagerResult:
    """A wager not made (or not in play): nothing wagered, nothing paid."""
    why = translated(_NO_WAGER) if reason is None else reason
    return WagerResult(wager, 0, Outcome.NONE, 0, 0, why, translated(_NOTHING_WAGERED), clause)


def lose(
    wager: str,
    amount: Cents,
    reason: str,
    clause: str,
    hand: HandValue | None = None,
    table: PayTable | None = None,
) -> WagerResult:
    """A lost wager: the stake goes to the house."""
    return WagerResult(
        wager,
        amount,
        Outcome.LOSE,
        -amount,
        0,
        reason,
        say(_LOST, amount=format_money(amount)),
        clause,
        hand,
        None,
        table,
    )


def push(
    wager: str, amount: Cents, reason: str, clause: str, hand: HandValue | None = None
) -> WagerResult:
    """A push: the stake is returned."""
    return WagerResult(
        wager,
        amount,
        Outcome.PUSH,
        0,
        0,
        reason,
        say(_RETURNED, amount=format_money(amount)),
        clause,
        hand,
    )


def void(wager: str, amount: Cents, reason: str, clause: str) -> WagerResult:
    """A wager returned as void."""
    return WagerResult(
        wager,
        amount,
        Outcome.VOID,
        0,
        0,
        reason,
        say(_VOID, amount=format_money(amount)),
        clause,
    )


def win(
    wager: str,
    amount: Cents,
    row: PayRow,
    table: PayTable,
    hand: HandValue,
    reason: str,
    clause: str | None = None,
    meter: Cents | None = None,
) -> WagerResult:
    """A winning wager paid by its row: X to 1 (the stake returned), a meter share or a
    fixed amount for one (the stake not returned)."""
    paid = row.payout(amount, meter)
    if row.odds is not None:
        arithmetic = say(
            _TIMES, amount=format_money(amount), odds=row.odds, paid=format_money(paid)
        )
        net = paid
    else:
        if row.meter_percent is not None:
            arithmetic = say(
                _METER_SHARE,
                percent=f"{row.meter_percent.normalize():f}",
                meter=format_money(meter or 0),
                paid=format_money(paid),
                amount=format_money(amount),
            )
        else:
            arithmetic = say(_FOR_ONE, paid=format_money(paid), amount=format_money(amount))
        net = paid - amount
    return WagerResult(
        wager,
        amount,
        Outcome.WIN,
        net,
        paid,
        reason,
        arithmetic,
        clause or table.clause,
        hand,
        row,
        table,
    )


def by_table(
    wager: str,
    amount: Cents,
    table: PayTable,
    hand: HandValue,
    *,
    meter: Cents | None = None,
    lose_reason: str | None = None,
) -> WagerResult:
    """Settle a pay-table wager: paid by its row, or lost when no row pays the hand."""
    if amount == 0:
        return no_wager(wager, table.clause)
    row = table.row_for(hand)
    if row is None:
        lowest = table.rows[-1].in_sentence
        reason = lose_reason or say(_NO_PAY, hand=hand.describe().capitalize(), lowest=lowest)
        return lose(wager, amount, reason, table.clause, hand, table)
    reason = say(_PAYS_AS, hand=hand.describe().capitalize(), row=row.in_sentence, pays=row.pays)
    return win(wager, amount, row, table, hand, reason, meter=meter)


def check_wager(rules: GameRules, name: str, value: Cents, *, what: str) -> Cents:
    """A wager checked against the house's posted limits."""
    house = rules.house
    if value < 0:
        raise WagerError(f"{what.capitalize()} cannot be negative.")
    if value > house.max_wager:
        # The dealer refuses the excess, not the whole wager (CO 3-5-7 ¶2, as decided).
        raise WagerError(
            f"{what.capitalize()} of {format_money(value)} is over the table maximum of "
            f"{format_money(house.max_wager)}: the dealer refuses the excess.",
            Refusal.OVER_MAXIMUM,
        )
    if 0 < value < house.min_wager:
        raise WagerError(
            f"{what.capitalize()} of {format_money(value)} is under the table minimum of "
            f"{format_money(house.min_wager)}.",
            Refusal.UNDER_MINIMUM,
        )
    return value


def check_cards(cards: Sequence[Card], count: int, what: str) -> tuple[Card, ...]:
    """The cards of one hand, refused unless there are exactly ``count``."""
    if len(cards) != count:
        raise CardError(f"The {what} needs exactly {count} cards, not {len(cards)}.")
    return tuple(cards)
