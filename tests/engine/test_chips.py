"""Chip arithmetic (issue 16, section 2): the dealer's cut from stacks of 20, and change
under the house's rule, each checked against a count by brute force."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trainer.engine.chips import (
    DENOMINATIONS,
    STACK,
    ChangeRule,
    Cut,
    best_change,
    change_chips,
    change_fault,
    chip_count,
    chip_total,
    cut,
    cut_fault,
    cut_text,
    cut_words,
    fewest_chips,
)


@given(st.integers(min_value=0, max_value=400), st.sampled_from((5, 4)))
def test_cut_whole_stacks_first_then_piles_then_loose(count: int, size: int) -> None:
    c = cut(count, size)
    assert c.chips == count
    assert 0 <= c.piles * size + c.loose < STACK  # never a whole stack left uncut
    assert 0 <= c.loose < size  # never a whole pile left loose
    assert cut_fault(c, count, size) is None


def test_cut_of_35_in_fives_is_a_stack_and_three_fives() -> None:
    assert cut(35, 5) == Cut(1, 3, 5, 0)
    assert cut_words(cut(35, 5)) == "1 stack and 3 fives"
    assert cut_text(cut(47, 4)) == "2 stacks, 1x4, 3 loose"


def test_a_cut_of_the_right_count_but_short_of_a_stack_is_faulted() -> None:
    fault = cut_fault(Cut(0, 5, 5, 2), 27, 5)
    assert fault is not None and "whole stacks of 20 first" in fault
    fault = cut_fault(Cut(1, 1, 5, 2), 27, 5)
    assert fault is None
    fault = cut_fault(Cut(1, 0, 5, 7), 27, 5)
    assert fault is not None and "1 five and 2 loose" in fault
    fault = cut_fault(Cut(1, 1, 4, 3), 27, 5)
    assert fault is not None and "in 5s here, not in 4s" in fault


def _every_stack(amount: int, chips: tuple[int, ...], most: int) -> list[dict[int, int]]:
    """Every stack of at most ``most`` chips of these values making ``amount``."""
    out = []
    for counts in itertools.product(range(most + 1), repeat=len(chips)):
        if sum(counts) <= most and sum(d * n for d, n in zip(chips, counts, strict=True)) == amount:
            out.append({d: n for d, n in zip(chips, counts, strict=True) if n})
    return out


@pytest.mark.parametrize("rule", list(ChangeRule))
@pytest.mark.parametrize("below", [10_000, 2_500, 500, 250, 100])
def test_change_of_a_chip_accepts_every_stack_the_rule_allows_and_no_other(
    rule: ChangeRule, below: int
) -> None:
    """Making change: brute force over every stack of up to 12 smaller chips."""
    chips = change_chips(below)
    stacks = _every_stack(below, chips, 12)

    def allowed(s: dict[int, int]) -> bool:
        return rule is ChangeRule.FEWEST or bool(s.get(min(chips)))

    least = min(chip_count(s) for s in stacks if allowed(s))
    assert chip_count(best_change(below, rule, below)) == least
    for s in stacks:
        right = allowed(s) and chip_count(s) == least
        assert (change_fault(s, below, rule, below) is None) == right, s


@pytest.mark.parametrize("cash", [2_000, 6_000, 10_000, 26_000, 47_500])
def test_a_buy_in_under_one_smallest_holds_a_50_cent_chip(cash: int) -> None:
    stack = best_change(cash, ChangeRule.ONE_SMALLEST)
    assert chip_total(stack) == cash and stack[min(DENOMINATIONS)] >= 1
    fewest = fewest_chips(cash)
    assert fewest is not None and best_change(cash, ChangeRule.FEWEST) == fewest
    assert change_fault(fewest, cash, ChangeRule.ONE_SMALLEST) == (
        True,
        "the house gives at least one $0.50 chip in change",
    )


def test_change_of_a_chip_is_never_the_chip_itself() -> None:
    assert change_fault({2_500: 1}, 2_500, ChangeRule.FEWEST, 2_500) == (
        False,
        "change of a $25.00 chip is given in smaller chips ($0.50, $1.00, $2.50 or $5.00)",
    )
    assert best_change(2_500, ChangeRule.FEWEST, 2_500) == {500: 5}


def _closed_form(amount: int) -> int | None:
    """The fewest house chips by hand: at most one $2.50 and one $0.50 chip (two of either
    are one larger chip); the whole dollars left paid greedily in $100, $25, $5 and $1."""
    best: int | None = None
    for quarters in (0, 1):
        for halves in (0, 1):
            rest = amount - 250 * quarters - 50 * halves
            if rest < 0 or rest % 100:
                continue
            count, dollars = quarters + halves, rest // 100
            for big in (100, 25, 5, 1):
                count, dollars = count + dollars // big, dollars % big
            best = count if best is None else min(best, count)
    return best


def test_the_fewest_chips_match_a_closed_form_for_every_amount_to_4000_dollars() -> None:
    for amount in range(0, 400_001, 50):
        found = fewest_chips(amount)
        assert found is not None and chip_total(found) == amount
        assert chip_count(found) == _closed_form(amount), amount
    assert fewest_chips(75) is None
    assert fewest_chips(123_456_50) == {10_000: 1234, 2_500: 2, 500: 1, 100: 1, 50: 1}
