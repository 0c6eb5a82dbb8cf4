"""Game protection at a blackjack table: the mispays a dealer makes settling it, planted in
one hand or insurance wager of a settled table (the drill asks the trainee to spot it).

Each mistake is a payment the dealer could plausibly make: a blackjack paid at the other
posted odds (6 to 5 paid as 3 to 2), insurance paid 1 to 1, a doubled hand paid on its
first wager only, a split hand's two-card 21 paid as a blackjack, a push paid as a win.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from trainer.engine.games.blackjack.rules_file import PAYS, BlackjackRules
from trainer.engine.games.blackjack.settlement import Seat, TableResult, natural_payout
from trainer.engine.money import Cents, format_money
from trainer.engine.protection_kinds import ErrorKind
from trainer.engine.settlement import Outcome

KINDS = (
    ErrorKind.NATURAL_WRONG_ODDS,
    ErrorKind.INSURANCE_WRONG_ODDS,
    ErrorKind.DOUBLE_PAID_ONCE,
    ErrorKind.SPLIT_21_AS_NATURAL,
    ErrorKind.PUSH_PAID,
)
"""The mistakes the blackjack drill plants."""


@dataclass(frozen=True, slots=True)
class BlackjackPlanted:
    """One mispay at one seat: the wager paid wrong (``hand`` counted from 0, or ``None``
    for the insurance wager), what the dealer paid on it and what the rules pay."""

    kind: ErrorKind
    seat: int
    hand: int | None
    shown: Cents
    right: Cents
    what: str
    clause: str


def plant(
    kind: ErrorKind,
    seats: Sequence[Seat],
    table: TableResult,
    rules: BlackjackRules,
    rng: random.Random,
) -> BlackjackPlanted | None:
    """One mistake of this kind at a seat of the settled ``table`` (``seats`` as dealt)
    where it can happen, or ``None`` where none can."""
    found = [p for p in _candidates(kind, seats, table, rules) if p.shown != p.right]
    return rng.choice(found) if found else None


def _candidates(
    kind: ErrorKind, seats: Sequence[Seat], table: TableResult, rules: BlackjackRules
) -> list[BlackjackPlanted]:
    out: list[BlackjackPlanted] = []
    other = next(p for p in PAYS if p != table.pays)
    dealt = {s.seat: s for s in seats}
    for seat in table.seats:
        if kind is ErrorKind.INSURANCE_WRONG_ODDS and seat.insurance.outcome is Outcome.WIN:
            amount = seat.insurance.amount
            out.append(
                BlackjackPlanted(
                    kind,
                    seat.seat,
                    None,
                    amount,
                    seat.insurance.paid,
                    f"insurance of {format_money(amount)} was paid 1 to 1 "
                    f"({format_money(amount)}); insurance pays 2 to 1 "
                    f"({format_money(seat.insurance.paid)})",
                    rules.option_clause("insurance"),
                )
            )
        for n, (hand, played) in enumerate(zip(seat.hands, dealt[seat.seat].hands, strict=True)):
            r = hand.result
            if kind is ErrorKind.NATURAL_WRONG_ODDS and hand.label == "blackjack":
                shown = natural_payout(r.amount, other)[0]
                out.append(
                    BlackjackPlanted(
                        kind,
                        seat.seat,
                        n,
                        shown,
                        r.paid,
                        f"the blackjack on {format_money(r.amount)} was paid {other} "
                        f"({format_money(shown)}); this table pays {table.pays} "
                        f"({format_money(r.paid)})",
                        rules.option_clause("blackjack_pays"),
                    )
                )
            elif kind is ErrorKind.DOUBLE_PAID_ONCE and r.outcome is Outcome.WIN and played.doubled:
                out.append(
                    BlackjackPlanted(
                        kind,
                        seat.seat,
                        n,
                        played.wager,
                        r.paid,
                        f"the doubled hand won but was paid {format_money(played.wager)}, "
                        f"its first wager only; both wagers win, {format_money(r.paid)}",
                        rules.option_clause("double_on"),
                    )
                )
            elif (
                kind is ErrorKind.SPLIT_21_AS_NATURAL
                and len(seat.hands) > 1
                and hand.total.is_two_card_21
                and r.outcome is Outcome.WIN
            ):
                shown = natural_payout(r.amount, table.pays)[0]
                out.append(
                    BlackjackPlanted(
                        kind,
                        seat.seat,
                        n,
                        shown,
                        r.paid,
                        f"the split hand's 21 ({hand.total.cards[0]} {hand.total.cards[1]}) was "
                        f"paid {table.pays} ({format_money(shown)}); a 21 on a split hand is not "
                        f"a blackjack and pays 1 to 1 ({format_money(r.paid)})",
                        rules.option_clause("max_split_hands"),
                    )
                )
            elif kind is ErrorKind.PUSH_PAID and r.outcome is Outcome.PUSH and r.net == 0:
                out.append(
                    BlackjackPlanted(
                        kind,
                        seat.seat,
                        n,
                        r.amount,
                        0,
                        f"a push ({r.reason.rstrip('.')}) was paid 1 to 1 "
                        f"({format_money(r.amount)}); a push is returned, not paid",
                        r.clause,
                    )
                )
    return out
