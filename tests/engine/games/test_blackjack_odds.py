"""Blackjack's house edge under the posted rules (issue 25's ``odds``): basic strategy by
combinatorial analysis of an infinite deck. The dealer's totals are checked against an
enumeration of every sequence of cards written apart from the engine, the cost of 6 to 5
against its closed form, and the rules' other effects by their direction and size."""

from __future__ import annotations

import dataclasses
from fractions import Fraction

import pytest

from trainer.engine.games import odds_report, registry
from trainer.engine.games.blackjack import BlackjackRules
from trainer.engine.games.blackjack.odds import BUST, dealer_odds, house_edge

PA = registry().rules("blackjack")
EU = registry().rules("blackjack", "european-no-hole-card-house")
assert isinstance(PA, BlackjackRules) and isinstance(EU, BlackjackRules)
CHANCE = {v: Fraction(4 if v == 10 else 1, 13) for v in range(1, 11)}


def _enumerate(cards: list[int], chance: Fraction, h17: bool, out: dict[int, Fraction]) -> None:
    """Every way the dealer's hand can go from ``cards``, one card at a time."""
    hard = sum(cards)
    soft = 1 in cards and hard + 10 <= 21
    total = hard + 10 if soft else hard
    if hard > 21:
        out[BUST] = out.get(BUST, Fraction(0)) + chance
    elif total > 17 or (total == 17 and not (soft and h17)):
        out[total] = out.get(total, Fraction(0)) + chance
    else:
        for v, p in CHANCE.items():
            _enumerate([*cards, v], chance * p, h17, out)


@pytest.mark.parametrize("h17", [False, True], ids=["S17", "H17"])
@pytest.mark.parametrize("up", range(1, 11))
def test_633a_7_the_dealers_final_totals_for_every_up_card(up: int, h17: bool) -> None:
    bj, dist = dealer_odds(up, h17)
    expected: dict[int, Fraction] = {}
    for hole, p in CHANCE.items():
        if {up, hole} != {1, 10}:
            _enumerate([up, hole], p, h17, expected)
    assert bj == sum((p for h, p in CHANCE.items() if {up, h} == {1, 10}), Fraction(0))
    assert dict(dist) == {t: p / (1 - bj) for t, p in expected.items()}
    assert sum(p for _, p in dist) == 1


@pytest.mark.parametrize("rules", [PA, EU], ids=["Pennsylvania", "European"])
def test_633a_13_six_to_five_costs_exactly_the_naturals_lost_tenth(rules: BlackjackRules) -> None:
    # A player's blackjack: 8/169; the dealer's: 8/169 (a push). 3/2 - 6/5 = 3/10.
    cost = Fraction(8, 169) * Fraction(161, 169) * Fraction(3, 10)
    assert house_edge(rules, "6 to 5") - house_edge(rules, "3 to 2") == cost


def test_the_posted_rules_move_the_edge_the_way_and_by_the_size_known() -> None:
    edge = house_edge(PA)
    assert Fraction(4, 1000) < edge < Fraction(6, 1000)  # about half a percent
    h17 = house_edge(dataclasses.replace(PA, dealer_hits_soft_17=True)) - edge
    assert Fraction(15, 10_000) < h17 < Fraction(25, 10_000)  # about 0.2%
    surrender = house_edge(dataclasses.replace(PA, late_surrender=False)) - edge
    assert Fraction(5, 10_000) < surrender < Fraction(12, 10_000)
    das = house_edge(dataclasses.replace(PA, double_after_split=False)) - edge
    assert das > 0
    # No hole card, and a blackjack that takes every wager: the house gains.
    assert house_edge(EU) > house_edge(dataclasses.replace(EU, hole_card=True))


def test_odds_reports_the_followed_jurisdiction_and_says_how() -> None:
    entry = next(e for e in odds_report() if e.game == "blackjack")
    assert entry.house_edge == house_edge(PA)
    assert "Pennsylvania: pays 3 to 2" in entry.schedule
    assert "infinite deck" in entry.note and "basic strategy" in entry.note
    europe = odds_report(rules=registry().follow("blackjack", "european-no-hole-card-house"))
    assert next(e for e in europe if e.game == "blackjack").house_edge == house_edge(EU)
