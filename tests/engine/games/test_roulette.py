"""Roulette's engine (issue 26), checked against a second derivation: which numbers each
bet can cover, counted from the layout's geometry, and what each bet pays, from the
36-number rule every payout of the regulation follows (a bet on k numbers pays 36 // k
less its stake: 35, 17, 11, 8, 6, 5, 2, 1 to 1; 58 Pa. Code §617a.4). Every bet of every
kind on every number of every wheel is settled."""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations

import pytest

from trainer.engine.errors import ScenarioError, WagerError
from trainer.engine.games import registry
from trainer.engine.games.roulette import (
    BetKind,
    RouletteRules,
    Wheel,
    colour,
    coverages,
    covered,
    make_bet,
    settle_spin,
)
from trainer.engine.games.roulette.game import house_edge

PA = registry().rules("roulette")
assert isinstance(PA, RouletteRules)


def place(n: int) -> tuple[int, int]:
    """A number's row (0-11) and column (0-2) on the layout."""
    return (n - 1) // 3, (n - 1) % 3


def grid_sets(size: int) -> set[frozenset[int]]:
    """Every set of ``size`` grid numbers a bet can cover, from the geometry alone: a split
    is two cells sharing a side, a street a whole row, a corner a 2x2 block, a six-line two
    whole rows side by side."""
    out: set[frozenset[int]] = set()
    for combo in combinations(range(1, 37), size if size <= 2 else 1):
        if size == 1:
            out.add(frozenset(combo))
        elif size == 2:
            (r1, c1), (r2, c2) = place(combo[0]), place(combo[1])
            if abs(r1 - r2) + abs(c1 - c2) == 1:
                out.add(frozenset(combo))
    if size == 3:
        out = {frozenset(range(3 * r + 1, 3 * r + 4)) for r in range(12)}
    if size == 4:
        out = {frozenset({n, n + 1, n + 3, n + 4}) for n in range(1, 33) if place(n)[1] < 2}
    if size == 6:
        out = {frozenset(range(3 * r + 1, 3 * r + 7)) for r in range(11)}
    return out


GRID_KINDS = {
    BetKind.STRAIGHT: 1,
    BetKind.SPLIT: 2,
    BetKind.STREET: 3,
    BetKind.CORNER: 4,
    BetKind.SIX_LINE: 6,
}


def test_617a_3_the_layout_offers_57_splits_12_streets_22_corners_and_11_six_lines() -> None:
    counts = {1: 36, 2: 57, 3: 12, 4: 22, 6: 11}
    for kind, size in GRID_KINDS.items():
        sets = grid_sets(size)
        assert len(sets) == counts[size]
        for wheel in Wheel:
            grid = {s for s in coverages(wheel, kind) if all(n not in wheel.zeros for n in s)}
            assert grid == {frozenset(str(n) for n in s) for s in sets}, (wheel, kind)


def test_the_zeros_bets_follow_each_wheels_layout() -> None:
    single, double = Wheel.SINGLE_ZERO, Wheel.DOUBLE_ZERO
    assert coverages(single, BetKind.FIRST_FOUR) == {frozenset({"0", "1", "2", "3"})}
    assert coverages(double, BetKind.FIRST_FOUR) == frozenset()
    assert coverages(double, BetKind.TOP_LINE) == {frozenset({"0", "00", "1", "2", "3"})}
    assert coverages(single, BetKind.TOP_LINE) == frozenset()
    assert frozenset({"0", "00"}) in coverages(double, BetKind.SPLIT)
    assert frozenset({"00", "1"}) not in coverages(double, BetKind.SPLIT)
    assert len(coverages(Wheel.TRIPLE_ZERO, BetKind.STRAIGHT)) == 39


def payout_36(size: int) -> int:
    """The odds of a bet on ``size`` numbers by the 36-number rule."""
    return 36 // size - 1


@pytest.mark.parametrize("wheel", list(Wheel))
def test_617a_4_every_bet_of_every_kind_on_every_number_pays_its_odds(wheel: Wheel) -> None:
    rules = replace(
        PA,
        wheel=wheel,
        odds={**PA.odds, BetKind.FIRST_FOUR: 8},
        odds_clauses={**PA.odds_clauses, BetKind.FIRST_FOUR: PA.clause},
    )
    amount = 700  # $7.00: every odds times it is exact, and within every limit
    for kind in BetKind:
        for numbers in coverages(wheel, kind):
            if kind in (BetKind.DOZEN, BetKind.COLUMN):
                which = [
                    str(k)
                    for k in (1, 2, 3)
                    if numbers == frozenset(covered(wheel, kind, [str(k)]))
                ]
                bet = make_bet(rules, wheel, 1, kind, which, amount)
            elif kind.is_even_money:
                bet = make_bet(rules, wheel, 1, kind, [], amount)
            else:
                bet = make_bet(rules, wheel, 1, kind, sorted(numbers), amount)
            assert set(bet.numbers) == numbers
            odds = payout_36(len(numbers))
            for winning in wheel.numbers:
                (result,) = settle_spin(rules, winning, [bet], wheel=wheel).bets
                if winning in numbers:
                    assert result.result.paid == amount * odds, (kind, numbers, winning)
                    assert result.result.net == amount * odds
                    assert f"{odds} to 1" in result.result.reason
                else:
                    assert result.result.paid == 0 and result.result.net == -amount
                    assert result.label == "lose"


def test_a_zero_takes_half_an_even_money_bet_under_la_partage_and_holds_it_en_prison() -> None:
    bet = make_bet(PA, PA.wheel, 2, BetKind.RED, [], 1000)
    for rule, label, net in (("la partage", "la partage", -500), ("en prison", "en prison", 0)):
        rules = replace(PA, zero_rule=rule, clauses={**PA.clauses, "zero_rule": "house"})
        for zero in ("0", "00"):
            (result,) = settle_spin(rules, zero, [bet]).bets
            assert (result.label, result.result.net, result.result.paid) == (label, net, 0)
        (won,) = settle_spin(rules, "1", [bet]).bets
        assert won.result.paid == 1000
    (lost,) = settle_spin(PA, "00", [bet]).bets
    assert lost.result.net == -1000 and "zero" in lost.result.reason


def test_colours() -> None:
    assert [colour(n) for n in ("0", "00", "1", "2", "36", "10", "11", "19")] == [
        "green",
        "green",
        "red",
        "black",
        "red",
        "black",
        "black",
        "red",
    ]


@pytest.mark.parametrize(
    ("kind", "numbers", "message"),
    [
        (BetKind.SPLIT, ["17", "19"], "cannot be covered by a split"),
        (BetKind.SPLIT, ["3", "4"], "cannot be covered by a split"),
        (BetKind.CORNER, ["1", "2", "4"], "covers 4 different numbers"),
        (BetKind.STRAIGHT, ["37"], "'37' is not a number on a double-zero wheel"),
        (BetKind.FIRST_FOUR, ["0", "1", "2", "3"], "is not a bet on a double-zero wheel"),
        (BetKind.DOZEN, ["4"], "names which dozen it is"),
        (BetKind.RED, ["1"], "names no numbers"),
        (BetKind.STREET, ["2", "3", "4"], "a street covers one row of three"),
    ],
)
def test_a_bet_no_bet_of_its_kind_can_make_is_one_sentence(
    kind: BetKind, numbers: list[str], message: str
) -> None:
    with pytest.raises(ScenarioError, match=message) as caught:
        make_bet(PA, PA.wheel, 1, kind, numbers, 500)
    text = str(caught.value)
    assert text.endswith(".") and "\n" not in text


def test_617a_3_a_bet_over_its_kinds_posted_most_is_refused() -> None:
    with pytest.raises(WagerError, match=r"over the \$100\.00 this table takes on one straight"):
        make_bet(PA, PA.wheel, 1, BetKind.STRAIGHT, ["7"], 10_100)
    assert make_bet(PA, PA.wheel, 1, BetKind.SPLIT, ["7", "8"], 20_000).amount == 20_000


def test_the_house_edge_is_2_of_38_on_a_double_zero_wheel_and_the_top_line_3_of_38() -> None:
    from fractions import Fraction

    for kind in PA.bets:
        want = Fraction(3, 38) if kind is BetKind.TOP_LINE else Fraction(2, 38)
        assert house_edge(PA, kind) == want, kind
    single = replace(PA, wheel=Wheel.SINGLE_ZERO, zero_rule="la partage")
    assert house_edge(single, BetKind.STRAIGHT) == Fraction(1, 37)
    assert house_edge(single, BetKind.RED) == Fraction(1, 74)
