"""Settling a blackjack table (58 Pa. Code §633a.7-§633a.13): every payout derived a second
way, from a table of the regulation's odds written out here, exhaustively for every
two-card hand against every up card and hole card (naturals, insurance, even money), then
doubled, split and surrendered hands, a dealer's blackjack under each house's rule, and the
tables the rules could not have made, each refused in one sentence."""

from __future__ import annotations

import itertools
from fractions import Fraction
from typing import Any

import pytest

from trainer.engine.cards import Card, Rank, Suit, card, parse_card
from trainer.engine.errors import CardError, RulesError, ScenarioError, WagerError
from trainer.engine.games import registry
from trainer.engine.games.blackjack import (
    BlackjackRules,
    Hand,
    Seat,
    natural_payout,
    settle_table,
)
from trainer.engine.ruletexts import resolve, texts_of

PA = registry().rules("blackjack", "Pennsylvania")
EU = registry().rules("blackjack", "European no-hole-card house")
assert isinstance(PA, BlackjackRules) and isinstance(EU, BlackjackRules)

# The regulation's odds (§633a.13, §633a.8), as a table: winnings per unit wagered.
ODDS = {
    "blackjack 3 to 2": Fraction(3, 2),
    "blackjack 6 to 5": Fraction(6, 5),
    "win": Fraction(1),
    "insurance": Fraction(2),
    "even money": Fraction(1),
}
SUITS = list(Suit)
TEN_VALUES = {Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING}


def paid_by_table(kind: str, cents: int) -> int:
    """What the odds table pays on a winning wager, to the cent below."""
    share = ODDS[kind] * cents
    return share.numerator // share.denominator


def _points(rank: Rank) -> int:
    return 1 if rank is Rank.ACE else min(int(rank), 10)


def _count(ranks: list[Rank]) -> tuple[int, bool]:
    hard = sum(_points(r) for r in ranks)
    return (hard + 10, True) if Rank.ACE in ranks and hard + 10 <= 21 else (hard, False)


def _dealer_ranks(up: Rank, hole: Rank) -> list[Rank]:
    """The dealer's ranks as the S17 rule draws them, drawing 2s (written apart from the
    engine's draw rule)."""
    ranks = [up, hole]
    while _count(ranks)[0] < 17:
        ranks.append(Rank.TWO)
    return ranks


def _cards(ranks: list[Rank], start: int = 0) -> list[Card]:
    # Suits in turn, so that no card is on the table more often than a six-deck shoe holds.
    return [card(r, SUITS[(start + i) % 4]) for i, r in enumerate(ranks)]


def _is_natural(ranks: tuple[Rank, Rank]) -> bool:
    return Rank.ACE in ranks and bool(TEN_VALUES & set(ranks))


@pytest.mark.parametrize(("pays", "wager"), [("3 to 2", 2500), ("6 to 5", 1500)])
def test_633a_13_every_two_card_hand_against_every_up_card_and_hole_card(
    pays: str, wager: int
) -> None:
    """Naturals, insurance and even money, and the ordinary 1 to 1, for all 91 two-card
    hands by rank against all 169 dealer starts: 15,379 tables, each settled by the engine
    and by the odds table."""
    for player in itertools.combinations_with_replacement(list(Rank), 2):
        for up, hole in itertools.product(list(Rank), repeat=2):
            natural = _is_natural(player)
            dealer_natural = _is_natural((up, hole))
            dealer = _dealer_ranks(up, hole) if not dealer_natural else [up, hole]
            even_money = natural and up is Rank.ACE and hole is Rank.TWO
            insurance = wager // 2 if up is Rank.ACE and not natural else 0
            seat = Seat(
                1,
                (Hand(tuple(_cards(list(player), 2)), wager),),
                insurance=insurance,
                even_money=even_money,
            )
            settled = settle_table(PA, _cards(dealer), [seat], pays=pays)
            hand = settled.seats[0].hands[0].result
            # The second derivation.
            mine, theirs = _count(list(player))[0], _count(dealer)[0]
            if even_money:
                paid, net = paid_by_table("even money", wager), paid_by_table("even money", wager)
            elif natural:
                paid = 0 if dealer_natural else paid_by_table(f"blackjack {pays}", wager)
                net = paid
            elif dealer_natural or (theirs <= 21 and theirs > mine):
                paid, net = 0, -wager
            elif theirs > 21 or mine > theirs:
                paid, net = paid_by_table("win", wager), paid_by_table("win", wager)
            else:
                paid, net = 0, 0
            assert (hand.paid, hand.net) == (paid, net), (player, up, hole)
            ins = settled.seats[0].insurance
            if insurance:
                won = paid_by_table("insurance", insurance) if dealer_natural else 0
                assert (ins.paid, ins.net) == (won, won or -insurance), (player, up, hole)
            else:
                assert (ins.paid, ins.net) == (0, 0)
            assert settled.paid == hand.paid + ins.paid
            assert hand.reason and hand.arithmetic and hand.clause


@pytest.mark.parametrize(
    ("wager", "pays", "paid"),
    [
        (2500, "3 to 2", 3750),  # $25 at 3 to 2 is $37.50
        (1500, "6 to 5", 1800),  # $15 at 6 to 5 is $18
        (3500, "3 to 2", 5250),
        (3500, "6 to 5", 4200),
        (1500, "3 to 2", 2250),
        (2500, "6 to 5", 3000),
    ],
)
def test_633a_13_a_natural_is_paid_in_exact_cents(wager: int, pays: str, paid: int) -> None:
    assert natural_payout(wager, pays)[0] == paid == paid_by_table(f"blackjack {pays}", wager)


def test_633a_13_odds_that_leave_a_fraction_of_a_cent_round_down_and_say_so() -> None:
    paid, arithmetic = natural_payout(501, "3 to 2")
    assert paid == 751 and "rounded down to the cent" in arithmetic


# -- one table at a time ----------------------------------------------------------------


def _table(rules: BlackjackRules, data: dict[str, Any]) -> Any:
    from trainer.engine.games.blackjack.scenario import read_table

    pays, dealer, seats = read_table({"game": "blackjack", **data})
    return settle_table(rules, dealer, seats, pays=pays)


def _hand(cards: str, wager: int = 10, **flags: bool) -> dict[str, Any]:
    return {"cards": cards.split(), "wager": wager, **flags}


def test_633a_10_a_doubled_hand_is_paid_on_both_wagers() -> None:
    t = _table(
        PA,
        {
            "dealer": ["Th", "Qd"],
            "seats": [{"seat": 1, "hands": [_hand("5h 6d Tc", 20, doubled=True)]}],
        },
    )
    hand = t.seats[0].hands[0].result
    assert (hand.amount, hand.paid) == (4000, 4000)
    assert "doubled" in hand.reason


def test_633a_11_a_split_aces_21_pays_1_to_1_not_as_a_blackjack() -> None:
    t = _table(
        PA,
        {
            "dealer": ["Th", "9d"],
            "seats": [
                {
                    "seat": 2,
                    "hands": [_hand("Ah Kd", 10, split=True), _hand("As 5c", 10, split=True)],
                }
            ],
        },
    )
    first, second = t.seats[0].hands
    assert (first.label, first.result.paid) == ("win", 1000)
    assert (second.label, second.result.net) == ("lose", -1000)


def test_633a_9_a_surrender_loses_half_the_wager() -> None:
    t = _table(
        PA,
        {
            "dealer": ["Th", "9d"],
            "seats": [{"seat": 1, "hands": [_hand("Th 6d", 15, surrendered=True)]}],
        },
    )
    hand = t.seats[0].hands[0]
    assert (hand.label, hand.result.paid, hand.result.net) == ("surrender", 0, -750)
    assert hand.result.clause == "58 Pa. Code §633a.9"


def test_633a_11_d_a_dealers_blackjack_after_a_split_takes_only_the_original_wager() -> None:
    # Pennsylvania, the dealer's blackjack found after the players acted.
    split = {
        "dealer": ["Ah", "Kd"],
        "seats": [
            {
                "seat": 1,
                "hands": [_hand("8h 3d Tc", 10, split=True), _hand("8s Jc", 10, split=True)],
            }
        ],
    }
    pa = _table(PA, split)
    assert [h.result.net for h in pa.seats[0].hands] == [-1000, 0]
    assert pa.seats[0].hands[1].result.clause == "58 Pa. Code §633a.10, §633a.11(d)"
    # The European house's dealer takes every wager on the box.
    eu = _table(EU, split)
    assert [h.result.net for h in eu.seats[0].hands] == [-1000, -1000]
    assert eu.seats[0].hands[0].result.clause == "European house ¶10"


def test_633a_10_a_dealers_blackjack_after_a_double_returns_the_double_in_pennsylvania() -> None:
    doubled = {
        "dealer": ["Ah", "Kd"],
        "seats": [{"seat": 1, "hands": [_hand("5h 5d 9c", 10, doubled=True)]}],
    }
    assert _table(PA, doubled).seats[0].hands[0].result.net == -1000
    assert _table(EU, doubled).seats[0].hands[0].result.net == -2000
    # A hand that added nothing loses its wager, by the ordinary rule (§633a.7, §633a.13).
    plain = {"dealer": ["Ah", "Kd"], "seats": [{"seat": 1, "hands": [_hand("Th 9c", 10)]}]}
    lost = _table(PA, plain).seats[0].hands[0].result
    assert (lost.net, lost.clause) == (-1000, "58 Pa. Code §633a.7, §633a.13")


def test_633a_8_even_money_is_paid_1_to_1_whatever_the_dealer_holds() -> None:
    for dealer in ("Ah Kd", "Ah 7d"):
        t = _table(
            PA,
            {
                "dealer": dealer.split(),
                "seats": [{"seat": 1, "even_money": True, "hands": [_hand("As Qc", 20)]}],
            },
        )
        hand = t.seats[0].hands[0]
        assert (hand.label, hand.result.paid) == ("even money", 2000)


def test_633a_7_a_bust_hand_loses_even_when_the_dealer_busts() -> None:
    t = _table(
        PA,
        {
            "dealer": ["Th", "6d", "8c"],
            "seats": [
                {"seat": 1, "hands": [_hand("Th 5d 9c")]},
                {"seat": 2, "hands": [_hand("Ts 8h")]},
            ],
        },
    )
    assert [s.hands[0].result.net for s in t.seats] == [-1000, 1000]
    assert t.paid == 1000 and t.net == 0
    assert t.settle_order == (2, 1)


def test_every_clause_resolves_to_its_rule_text() -> None:
    for rules in (PA, EU):
        texts = texts_of(rules.rule_texts)
        for option, clause in rules.clauses.items():
            found = resolve(clause, texts)
            assert found.citations and not found.unresolved, (rules.jurisdiction, option, clause)
        found = resolve(rules.clause, texts)
        assert found.citations and not found.unresolved


# -- impossible tables ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("rules", "data", "error", "fragment"),
    [
        (
            PA,
            {
                "dealer": ["Th", "9d"],
                "seats": [{"seat": 1, "hands": [_hand("5h 3d 2c 9s", doubled=True)]}],
            },
            ScenarioError,
            "doubled with 4 cards: a doubled hand gets exactly one",
        ),
        (
            PA,
            {
                "dealer": ["Th", "9d"],
                "seats": [
                    {
                        "seat": 1,
                        "hands": [_hand("Ah 5d 2c", split=True), _hand("Ad 9c", split=True)],
                    }
                ],
            },
            ScenarioError,
            "split ace with 3 cards: split aces get one card each",
        ),
        (
            PA,
            {"dealer": ["Th", "9d"], "seats": [{"seat": 1, "hands": [_hand("Th 9c", 1500)]}]},
            WagerError,
            r"over the table maximum of \$1,000.00",
        ),
        (
            PA,
            {"dealer": ["Th", "9d"], "seats": [{"seat": 1, "hands": [_hand("Th 9c", 5)]}]},
            WagerError,
            "under the table minimum",
        ),
        (
            PA,
            {"dealer": ["Th", "6d"], "seats": [{"seat": 1, "hands": [_hand("Th 9c")]}]},
            ScenarioError,
            "stopped drawing too soon",
        ),
        (
            PA,
            {"dealer": ["Th", "7d", "4c"], "seats": [{"seat": 1, "hands": [_hand("Th 9c")]}]},
            ScenarioError,
            "drew the 4c on hard 17",
        ),
        (
            PA,
            {"dealer": ["Th", "9d"], "seats": [{"seat": 1, "hands": [_hand("Th 9c 5d 2s")]}]},
            ScenarioError,
            "drew the 2s after it was bust",
        ),
        (
            PA,
            {"dealer": ["Th", "9d"], "seats": [{"seat": 1, "hands": [_hand("Ah Kc 5d")]}]},
            ScenarioError,
            "is a blackjack .*: it takes no more cards",
        ),
        (
            PA,
            {
                "dealer": ["Th", "9d"],
                "seats": [{"seat": 1, "insurance": 5, "hands": [_hand("Th 9c")]}],
            },
            ScenarioError,
            "insurance is offered only when it is an ace",
        ),
        (
            PA,
            {
                "dealer": ["Ah", "9d"],
                "seats": [{"seat": 1, "insurance": 6, "hands": [_hand("Th 9c")]}],
            },
            WagerError,
            "over half the",
        ),
        (
            PA,
            {
                "dealer": ["Ah", "Kd"],
                "seats": [{"seat": 1, "hands": [_hand("Th 6c", surrendered=True)]}],
            },
            ScenarioError,
            "surrender is offered only once the dealer has no blackjack",
        ),
        (
            EU,
            {
                "dealer": ["Th", "9d"],
                "seats": [{"seat": 1, "hands": [_hand("Th 6c", surrendered=True)]}],
            },
            ScenarioError,
            "this house offers no surrender",
        ),
        (
            EU,
            {
                "dealer": ["Th", "9d"],
                "seats": [{"seat": 1, "hands": [_hand("7h 5c 9d", doubled=True)]}],
            },
            ScenarioError,
            "doubled on hard 12: this house lets a player double on 9-11 only",
        ),
        (
            PA,
            {
                "dealer": ["Th", "9d"],
                "seats": [
                    {"seat": 1, "hands": [_hand("8h 3c", split=True), _hand("9d Tc", split=True)]}
                ],
            },
            ScenarioError,
            "cards of different values",
        ),
        (
            PA,
            {"dealer": ["Th", "9d"], "seats": [{"seat": 1, "hands": [_hand("8h 3c", split=True)]}]},
            ScenarioError,
            "a split makes two hands or more",
        ),
        (
            PA,
            {"dealer": ["Th", "9d"], "seats": [{"seat": 9, "hands": [_hand("Th 9c")]}]},
            ScenarioError,
            "Seat 9 is not at this table",
        ),
        (
            PA,
            {"dealer": ["Th", "9d"], "seats": [{"seat": 1, "hands": [_hand("Th 9c")]}] * 2},
            ScenarioError,
            "appears twice",
        ),
        (
            PA,
            {
                "dealer": ["Th", "9d"],
                "seats": [
                    {"seat": 1, "hands": [_hand("Th Th")]},
                    {"seat": 2, "hands": [_hand("Th Th")]},
                    {"seat": 3, "hands": [_hand("Th Th")]},
                ],
            },
            CardError,
            "more than a 6-deck shoe holds",
        ),
        (
            PA,
            {"dealer": ["Th", "9d"], "seats": [{"seat": 1, "hands": [_hand("Th 1c")]}]},
            CardError,
            "1c",
        ),
        (
            PA,
            {
                "blackjack_pays": "2 to 1",
                "dealer": ["Th", "9d"],
                "seats": [{"seat": 1, "hands": [_hand("Th 9c")]}],
            },
            ScenarioError,
            "'blackjack_pays' must be",
        ),
    ],
)
def test_an_impossible_table_is_refused_in_one_sentence(
    rules: BlackjackRules, data: dict[str, Any], error: type[RulesError], fragment: str
) -> None:
    with pytest.raises(error, match=fragment) as refused:
        _table(rules, data)
    message = str(refused.value)
    assert message.endswith(".") and "\n" not in message


def test_parse_card_is_the_engines_own() -> None:
    assert str(parse_card("10d")) == "Td"
