"""A blackjack table in the ``dealer-trainer settle`` form, read and written.

In::

    {"game": "blackjack", "blackjack_pays": "3 to 2", "dealer": ["Ts", "7h"],
     "seats": [{"seat": 1, "insurance": 0, "hands": [{"cards": ["As", "Kd"], "wager": 10,
                "doubled": false, "split": false, "surrendered": false}]}]}

(the dealer's cards as finally drawn; ``wager`` the original bet; the flags default to
false; ``blackjack_pays`` defaults to the house's posted odds; a seat may take
``"even_money": true`` on a blackjack against an ace). Out: each seat in input order with
its ``hands`` (``result``, ``paid``, ``net``, ``reason``, ``arithmetic``, ``clause``...) and
its ``insurance``, the dealer's total, and the table's ``paid`` (what the dealer pays out,
stakes returned not counted: a lost or pushed hand is paid 0) and ``net`` (what the players
gain, negative where the house wins).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from trainer.engine.cards import format_cards
from trainer.engine.errors import ScenarioError
from trainer.engine.games.blackjack.rules_file import PAYS, BlackjackRules
from trainer.engine.games.blackjack.settlement import (
    Hand,
    HandResult,
    Seat,
    TableResult,
    settle_table,
)
from trainer.engine.money import to_decimal
from trainer.engine.scenario import cards_of, check_keys, flag_of, mapping_of, money_of

_TABLE_KEYS = frozenset({"game", "blackjack_pays", "dealer", "seats"})
_SEAT_KEYS = frozenset({"seat", "insurance", "even_money", "hands"})
_HAND_KEYS = frozenset({"cards", "wager", "doubled", "split", "surrendered"})


def read_table(data: Mapping[str, Any]) -> tuple[str | None, tuple[Any, ...], tuple[Seat, ...]]:
    """The posted odds named (if any), the dealer's cards and the seats of a scenario."""
    check_keys(data, _TABLE_KEYS, "a blackjack table")
    pays = data.get("blackjack_pays")
    if pays is not None and pays not in PAYS:
        raise ScenarioError(
            f"'blackjack_pays' must be {' or '.join(repr(p) for p in PAYS)}, not {pays!r}."
        )
    dealer = cards_of(data, "dealer", "the dealer's cards as finally drawn")
    assert dealer is not None
    raw_seats = data.get("seats")
    if not isinstance(raw_seats, list) or not raw_seats:
        raise ScenarioError(
            '\'seats\' must be a list of seats, like [{"seat": 1, "hands": [...]}].'
        )
    return pays, dealer, tuple(_seat(s, n) for n, s in enumerate(raw_seats, start=1))


def _seat(raw: Any, n: int) -> Seat:
    data = mapping_of(raw, f"Seat entry {n}")
    check_keys(data, _SEAT_KEYS, "a blackjack seat")
    number = data.get("seat")
    if isinstance(number, bool) or not isinstance(number, int):
        raise ScenarioError(f"Seat entry {n} needs a 'seat' number, not {number!r}.")
    hands = data.get("hands")
    if not isinstance(hands, list) or not hands:
        raise ScenarioError(f"Seat {number} needs a list of 'hands'.")
    return Seat(
        seat=number,
        hands=tuple(_hand(h, number, k, f"seats[{n}].hands[{k}]") for k, h in enumerate(hands, 1)),
        insurance=money_of(data, "insurance", f"seat {number}'s insurance", at=f"seats[{n}]"),
        even_money=bool(flag_of(data, "even_money")),
    )


def _hand(raw: Any, seat: int, k: int, at: str) -> Hand:
    data = mapping_of(raw, f"Seat {seat}'s hand {k}")
    check_keys(data, _HAND_KEYS, "a blackjack hand")
    cards = cards_of(data, "cards", f"seat {seat}'s cards")
    assert cards is not None
    if "wager" not in data:
        raise ScenarioError(f"Seat {seat}'s hand {k} has no 'wager'.")
    return Hand(
        cards=cards,
        wager=money_of(data, "wager", f"seat {seat}'s wager", at=at),
        doubled=bool(flag_of(data, "doubled")),
        split=bool(flag_of(data, "split")),
        surrendered=bool(flag_of(data, "surrendered")),
    )


def hand_data(hand: HandResult) -> dict[str, Any]:
    """One settled hand as plain data."""
    r = hand.result
    return {
        "cards": format_cards(hand.total.cards).split(),
        "total": hand.total.describe(),
        "result": hand.label,
        "wager": to_decimal(r.amount),
        "paid": to_decimal(r.paid),
        "net": to_decimal(r.net),
        "reason": r.reason,
        "arithmetic": r.arithmetic,
        "clause": r.clause,
    }


def result_data(settled: TableResult) -> dict[str, Any]:
    """A settled table as plain data (the ``settle`` output)."""
    return {
        "game": "blackjack",
        "blackjack_pays": settled.pays,
        "dealer": {
            "cards": format_cards(settled.dealer.cards).split(),
            "total": "blackjack" if settled.dealer_natural else settled.dealer.describe(),
        },
        "seats": [
            {
                "seat": s.seat,
                "hands": [hand_data(h) for h in s.hands],
                "insurance": {
                    "wager": to_decimal(s.insurance.amount),
                    "result": s.insurance.outcome.value,
                    "paid": to_decimal(s.insurance.paid),
                    "net": to_decimal(s.insurance.net),
                    "reason": s.insurance.reason,
                    "arithmetic": s.insurance.arithmetic,
                    "clause": s.insurance.clause,
                },
                "paid": to_decimal(s.paid),
                "net": to_decimal(s.net),
            }
            for s in settled.seats
        ],
        "settle_order": list(settled.settle_order),
        "settle_clause": settled.settle_clause,
        "paid": to_decimal(settled.paid),
        "net": to_decimal(settled.net),
    }


def settle_blackjack_scenario(rules: BlackjackRules, data: Mapping[str, Any]) -> dict[str, Any]:
    """Read, check and settle one blackjack table into plain data."""
    pays, dealer, seats = read_table(data)
    return result_data(settle_table(rules, dealer, seats, pays=pays))
