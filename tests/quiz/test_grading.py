"""Grading: money exact to the cent in every form a trainee types, unreadable answers
refused (not graded wrong), partial credit up to the first wrong step, chips judged on the
sum and on the fewest chips, choices by number or text, arrangements by rank."""

from __future__ import annotations

import re
from collections import deque
from decimal import Decimal
from fractions import Fraction
from typing import Any

import pytest

from trainer.engine.cards import format_cards, parse_cards
from trainer.engine.hands import evaluate_poker, evaluate_three
from trainer.quiz.catalog import generate
from trainer.quiz.chips import DENOMINATIONS, chip_count, chip_total, fewest_chips, parse_chips
from trainer.quiz.errors import AnswerError
from trainer.quiz.grading import grade, read_amount
from trainer.quiz.model import AnswerKind, Explanation, Question, Skill


def question(kind: AnswerKind, answer: Any, **fields: Any) -> Question:
    """A hand-made question of one answer kind."""
    return Question(
        family=fields.pop("family", "three-five-seven/payout"),
        game=fields.pop("game", "three-five-seven"),
        skill=fields.pop("skill", Skill.PAYOUT),
        difficulty=1,
        seed=0,
        kind=kind,
        text="?",
        prompt=fields.pop("prompt", {}),
        answer=answer,
        explanation=Explanation(("why",), "CO 3-5-7 ¶11"),
        **fields,
    )


# ---------------------------------------------------------------------------------------
# Amounts
# ---------------------------------------------------------------------------------------

SIXTY = question(AnswerKind.AMOUNT, 6_000)


@pytest.mark.parametrize("text", ["60", "$60.00", "60.00", "60.0", " 60 ", "$60", "$ 60"])
def test_amount_forms_are_read_exactly(text: str) -> None:
    assert grade(SIXTY, text).is_correct


@pytest.mark.parametrize(
    ("text", "cents"),
    [("1,250.50", 125_050), ("$1,250.50", 125_050), ("1250.5", 125_050), ("0.50", 50), (".5", 50)],
)
def test_thousands_and_cents_are_read_exactly(text: str, cents: int) -> None:
    assert read_amount(text) == cents
    assert grade(question(AnswerKind.AMOUNT, cents), text).is_correct


def test_numbers_from_code_are_dollars() -> None:
    assert grade(SIXTY, 60).is_correct
    assert grade(SIXTY, Decimal("60.00")).is_correct


@pytest.mark.parametrize("text", ["12,5x", "1,25", "60.001", "-5", "abc", "", "6 0", "$-60"])
def test_unreadable_amounts_are_refused_naming_the_text(text: str) -> None:
    with pytest.raises(AnswerError) as refused:
        grade(SIXTY, text)
    assert f"'{text}'" in str(refused.value)


def test_a_wrong_amount_is_graded_wrong_not_refused() -> None:
    graded = grade(SIXTY, "59.99")
    assert graded.credit == 0
    assert (graded.expected, graded.given) == ("$60.00", "$59.99")


# ---------------------------------------------------------------------------------------
# Sequences: partial credit up to the first wrong step
# ---------------------------------------------------------------------------------------

DEAL = generate("three-five-seven/dealing-order", difficulty=2, seed=3)  # 16 destinations


def test_order_partial_credit_counts_the_steps_before_the_first_wrong_one() -> None:
    right = list(DEAL.answer)
    n = len(right)
    assert grade(DEAL, " ".join(right)).credit == 1
    for first_wrong in (0, 1, 5, n - 1):
        given = list(right)
        given[first_wrong] = "C4" if right[first_wrong] != "C4" else "C1"
        graded = grade(DEAL, " ".join(given))
        assert graded.credit == Fraction(first_wrong, n)
        assert not graded.is_correct
    # Later steps right again earn nothing once a step is wrong.
    assert grade(DEAL, " ".join(["C4", *right[1:]])).credit == 0


def test_order_of_the_wrong_length_is_refused_not_graded_nor_told_its_length() -> None:
    """Enter after one tap was graded "Partly right (6%): right up to the first wrong
    step" with no step wrong; like amounts of the wrong count it is asked again. The
    refusal never says how many steps are wanted ("This order has 11 steps and 9 are
    given" told the key's length; issue 23)."""
    right = list(DEAL.answer)
    for given in (right[0], " ".join(right[:-1]), " ".join([*right, "C1"])):
        with pytest.raises(AnswerError) as refused:
            grade(DEAL, given)
        assert "check it" in str(refused.value)
        assert not re.search(r"\d", str(refused.value)), refused.value


def test_order_tokens_ignore_case_and_commas() -> None:
    assert grade(DEAL, ", ".join(t.lower() for t in DEAL.answer)).is_correct
    assert grade(DEAL, list(DEAL.answer)).is_correct


def test_order_seat_numbers_mean_seats() -> None:
    """The places are shown unnumbered (S2 S5 S6), so '6 5 2' is seats 6, 5, 2."""
    q = generate("three-card-poker/settlement-order", difficulty=3, seed=1)
    seats = [int(s[1:]) for s in q.answer]
    assert grade(q, " ".join(map(str, seats))).is_correct
    assert grade(q, " ".join(map(str, reversed(seats)))).credit == 0
    absent = next(n for n in range(1, 9) if f"S{n}" not in q.choices)
    with pytest.raises(AnswerError, match=f"'{absent}'"):
        grade(q, str(absent))


def test_reveal_steps_by_their_shown_numbers() -> None:
    q = generate("three-five-seven/reveal-sequence", difficulty=3, seed=4)
    numbers = [q.choices.index(key) + 1 for key in q.answer]
    assert grade(q, " ".join(map(str, numbers))).is_correct
    assert grade(q, " ".join(q.answer)).is_correct
    half = len(numbers) // 2
    wrong = numbers[:half] + numbers[half:][::-1]
    assert grade(q, " ".join(map(str, wrong))).credit == Fraction(half, len(numbers))


@pytest.mark.parametrize("text", ["S9", "C1 S1 nowhere", "", "11"])
def test_unreadable_orders_are_refused(text: str) -> None:
    with pytest.raises(AnswerError):
        grade(DEAL, text)


def test_amounts_in_settlement_order_earn_partial_credit() -> None:
    q = generate("three-card-poker/payout-table", difficulty=2, seed=3)
    right = [format_money_plain(a) for a in q.answer]
    n = len(right)
    assert n >= 3
    assert grade(q, " ".join(right)).is_correct
    assert grade(q, "; ".join(right)).is_correct
    wrong_second = [right[0], "0.01", *right[2:]]
    assert grade(q, " ".join(wrong_second)).credit == Fraction(1, n)
    # One amount short is asked again (issue 12), not graded (n - 1) / n as it was.
    with pytest.raises(AnswerError, match=f"There are {n} seats"):
        grade(q, " ".join(right[:-1]))
    with pytest.raises(AnswerError, match="'x'"):
        grade(q, " ".join([*right[:-1], "x"]))


def format_money_plain(cents: int) -> str:
    return f"{cents // 100}.{cents % 100:02d}"


# ---------------------------------------------------------------------------------------
# Chips
# ---------------------------------------------------------------------------------------

CHIPS_60 = question(AnswerKind.CHIPS, 6_000, extra={"chips": {"2500": 2, "500": 2}})


def test_chips_that_make_the_wrong_sum_earn_nothing() -> None:
    graded = grade(CHIPS_60, "2x25 1x5")
    assert graded.credit == 0
    assert "$55.00" in graded.message


def test_the_right_sum_in_more_chips_than_needed_earns_half() -> None:
    graded = grade(CHIPS_60, "12x5")
    assert graded.credit == Fraction(1, 2)
    assert "4 chips" in graded.message


@pytest.mark.parametrize(
    "text",
    [
        "2x25 2x5",
        "25 25 5 5",
        "2 x 25 + 2 x 5",
        "2X$25.00; 2x$5",
        "$60.00 as 2 x $25.00 + 2 x $5.00",
    ],
)
def test_the_fewest_chips_earn_full_credit_in_any_form(text: str) -> None:
    assert grade(CHIPS_60, text).is_correct
    assert grade(CHIPS_60, CHIPS_60.answer_text).is_correct
    assert grade(CHIPS_60, {2500: 2, 500: 2}).is_correct


@pytest.mark.parametrize(
    ("text", "named"),
    [("3x7", "$7.00"), ("2x25 banana", "banana"), ("", "No chips"), ("$61 as 2x25 2x5", "$61.00")],
)
def test_unreadable_chips_are_refused(text: str, named: str) -> None:
    with pytest.raises(AnswerError) as refused:
        grade(CHIPS_60, text)
    assert named in str(refused.value)


def brute_force_fewest(limit: int) -> list[int | None]:
    """Fewest chips for every amount up to ``limit`` cents by breadth-first search: each
    step adds one chip, so the first time an amount is reached is with the fewest."""
    fewest: list[int | None] = [None] * (limit + 1)
    fewest[0] = 0
    queue = deque([0])
    while queue:
        amount = queue.popleft()
        for chip in DENOMINATIONS:
            nxt = amount + chip
            if nxt <= limit and fewest[nxt] is None:
                fewest[nxt] = (fewest[amount] or 0) + 1
                queue.append(nxt)
    return fewest


def test_fewest_chips_matches_brute_force_from_50c_to_300_dollars() -> None:
    brute = brute_force_fewest(30_000)
    for amount in range(50, 30_001, 50):
        stack = fewest_chips(amount)
        assert stack is not None, amount
        assert set(stack) <= set(DENOMINATIONS)
        assert chip_total(stack) == amount
        assert chip_count(stack) == brute[amount], amount


def test_fewest_chips_for_progressive_sized_payouts() -> None:
    """A royal flush pays the whole meter: large amounts are counted exactly too."""
    for amount in (2_500_000, 12_345_650, 25_000_000 + 300, 99_999_950):
        stack = fewest_chips(amount)
        assert stack is not None
        assert chip_total(stack) == amount
        rest = amount % 10_000
        below = fewest_chips(rest)
        assert below is not None
        assert chip_count(stack) == amount // 10_000 + chip_count(below)


def test_amounts_no_chip_makes() -> None:
    assert fewest_chips(25) is None
    assert fewest_chips(0) == {}
    assert parse_chips("25 25 5 0.5") == {2_500: 2, 500: 1, 50: 1}


# ---------------------------------------------------------------------------------------
# Choices and arrangements
# ---------------------------------------------------------------------------------------

CHOICE = question(
    AnswerKind.CHOICE, 1, choices=("Refuse the wager", "Return the lone pot wager as void")
)


@pytest.mark.parametrize(
    "given", ["2", " 2 ", "Return the lone pot wager as void", "return the LONE pot wager as void"]
)
def test_choices_by_number_or_by_text(given: str) -> None:
    assert grade(CHOICE, given).is_correct


def test_the_other_choice_is_wrong() -> None:
    assert grade(CHOICE, "1").credit == 0
    assert grade(CHOICE, "Refuse the wager").credit == 0


@pytest.mark.parametrize("given", ["3", "0", "maybe", ""])
def test_choices_out_of_range_or_unknown_are_refused(given: str) -> None:
    with pytest.raises(AnswerError):
        grade(CHOICE, given)


def arrangement(cards: str, ranking: str = "poker") -> Question:
    hand = parse_cards(cards)
    value = evaluate_three(hand) if ranking == "three-card" else evaluate_poker(hand)
    return question(
        AnswerKind.ARRANGEMENT,
        format_cards(value.cards).split(),
        prompt={"cards": cards.split(), "ranking": ranking},
        skill=Skill.ARRANGEMENT,
    )


def test_arrangement_equal_ranks_in_either_order() -> None:
    q = arrangement("4h 9c Kh 9d Ks")
    assert q.answer == ["Ks", "Kh", "9d", "9c", "4h"]
    assert grade(q, "Ks Kh 9d 9c 4h").is_correct
    assert grade(q, "Kh Ks 9c 9d 4h").is_correct
    assert grade(q, "Ks,Kh,9c,9d,4h").is_correct


def test_arrangement_reads_10_for_a_ten() -> None:
    q = arrangement("Td 4h Tc 9d Ks")
    assert grade(q, "10d 10c Ks 9d 4h").is_correct


def test_arrangement_out_of_order_earns_credit_up_to_the_first_wrong_rank() -> None:
    q = arrangement("4h 9c Kh 9d Ks")
    assert grade(q, "Ks Kh 4h 9d 9c").credit == Fraction(2, 5)
    assert grade(q, "9d 9c Ks Kh 4h").credit == 0


def test_arrangement_with_other_cards_earns_nothing() -> None:
    q = arrangement("4h 9c Kh 9d Ks")
    graded = grade(q, "Ks Kh 9d 9c 5h")
    assert graded.credit == 0
    assert "not the cards" in graded.message


def test_arrangement_may_use_either_of_two_equal_cards_from_seven() -> None:
    """9-8-7-6-5 with two fives: either five plays; which one is not an arrangement error.
    A five of another suit in a flush is another hand, though."""
    straight = arrangement("9h 8d 7c 6s 5h 5d 2c")
    assert grade(straight, "9h 8d 7c 6s 5h").is_correct
    assert grade(straight, "9h 8d 7c 6s 5d").is_correct
    flush = arrangement("Ah 9h 7h 5h 2h 5d Kc")
    assert flush.answer == ["Ah", "9h", "7h", "5h", "2h"]
    assert grade(flush, "Ah 9h 7h 5d 2h").credit == 0
    assert grade(flush, "Ah 9h 7h 5h 3h").credit == 0  # not in the hand at all


def test_three_card_arrangement_runs_high_to_low_the_ace_last_or_first() -> None:
    # CH Dealer's Manual, Arranging The Dealers Hand ("high to low"), the house standard:
    # the ace of a three-high straight is the highest card or plays low (issue 23, item 5).
    q = arrangement("2d Ac 3h", "three-card")
    assert q.answer == ["3h", "2d", "Ac"]
    assert grade(q, "3h 2d Ac").is_correct
    assert grade(q, "Ac 3h 2d").is_correct
    assert grade(q, "Ac 2d 3h").credit == Fraction(1, 3)  # low to high: the ace alone placed


@pytest.mark.parametrize("given", ["Zz Kh 9d 9c 4h", "Ks Kh 9d 9c 4h 1x"])
def test_unreadable_cards_are_refused(given: str) -> None:
    with pytest.raises(AnswerError):
        grade(arrangement("4h 9c Kh 9d Ks"), given)


def test_every_kind_grades_its_own_answer_text() -> None:
    for q in (SIXTY, CHIPS_60, CHOICE, DEAL, arrangement("4h 9c Kh 9d Ks")):
        assert grade(q, q.answer_text).is_correct, q.kind


def test_an_empty_chip_stack_is_refused_like_an_empty_amount() -> None:
    """The window's tray gives a mapping; none is asked again, never graded as paying $0."""
    with pytest.raises(AnswerError) as refused:
        grade(CHIPS_60, {})
    assert "No chips" in str(refused.value)


@pytest.mark.parametrize("given", ["60", "60 25 10", [6_000, 2_500, 1_000]])
def test_amounts_of_the_wrong_count_are_asked_again_never_graded(given: Any) -> None:
    """Issue 12: the question names the seats to pay, so two amounts for three seats (or
    four) is a slip of the keyboard: asked again, as an empty amount is, never marked wrong."""
    table = question(AnswerKind.AMOUNTS, (6_000, 2_500))
    with pytest.raises(AnswerError, match=r"There are 2 seats to pay and you gave \d amounts?\."):
        grade(table, given)
    assert grade(table, "60 25").is_correct
    assert not grade(table, "60 20").is_correct


def test_an_empty_amount_among_several_is_asked_again_never_graded_as_zero() -> None:
    """Issue 24, item 5: a field left empty is no answer for that seat (a seat paid nothing
    is typed 0), asked again as a single empty amount is."""
    sprint = question(
        AnswerKind.AMOUNTS, (500, 0, 1_000), extra={"per_seat": True}, prompt={"seats": [1, 4, 6]}
    )
    with pytest.raises(AnswerError, match="No amount given for seat 4"):
        grade(sprint, ["5", " ", "10"])
    assert grade(sprint, ["5", "0", "10"]).is_correct
    nets = question(AnswerKind.AMOUNTS, (-50, 50), prompt={"players": ["Ann", "Bob"]})
    with pytest.raises(AnswerError, match="No net given for Bob"):
        grade(nets, ["-0.50", ""])


def test_a_full_table_sprint_of_the_wrong_count_is_asked_again() -> None:
    sprint = question(AnswerKind.AMOUNTS, (500, 0, 1_000), extra={"per_seat": True})
    with pytest.raises(AnswerError, match="There are 3 seats to pay"):
        grade(sprint, "5 0")
    assert grade(sprint, "5 0 10").is_correct
