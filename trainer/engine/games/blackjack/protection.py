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
from trainer.engine.rule_words import odds_words
from trainer.engine.settlement import Outcome
from trainer.words import QT_TRANSLATE_NOOP, say

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
                    say(
                        _INSURANCE,
                        amount=format_money(amount),
                        paid=format_money(seat.insurance.paid),
                    ),
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
                        say(
                            _NATURAL,
                            amount=format_money(r.amount),
                            other=pays_words(other),
                            shown=format_money(shown),
                            pays=pays_words(table.pays),
                            paid=format_money(r.paid),
                        ),
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
                        say(_DOUBLED, shown=format_money(played.wager), paid=format_money(r.paid)),
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
                        say(
                            _SPLIT_21,
                            cards=f"{hand.total.cards[0]} {hand.total.cards[1]}",
                            pays=pays_words(table.pays),
                            shown=format_money(shown),
                            paid=format_money(r.paid),
                        ),
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
                        say(_PUSH, reason=r.reason.rstrip("."), amount=format_money(r.amount)),
                        r.clause,
                    )
                )
    return out


def pays_words(pays: str) -> str:
    """A blackjack's posted payout (``"3 to 2"``) in the trainee's language."""
    num, den = PAYS[pays]
    return odds_words(num, den)


_INSURANCE = QT_TRANSLATE_NOOP(
    "protection", "insurance of {amount} was paid 1 to 1 ({amount}); insurance pays 2 to 1 ({paid})"
)
_NATURAL = QT_TRANSLATE_NOOP(
    "protection",
    "the blackjack on {amount} was paid {other} ({shown}); this table pays {pays} ({paid})",
)
_DOUBLED = QT_TRANSLATE_NOOP(
    "protection",
    "the doubled hand won but was paid {shown}, its first wager only; both wagers win, {paid}",
)
_SPLIT_21 = QT_TRANSLATE_NOOP(
    "protection",
    "the split hand's 21 ({cards}) was paid {pays} ({shown}); a 21 on a split hand is not a "
    "blackjack and pays 1 to 1 ({paid})",
)
_PUSH = QT_TRANSLATE_NOOP(
    "protection", "a push ({reason}) was paid 1 to 1 ({amount}); a push is returned, not paid"
)
