"""Payout drills look like the real table: every pay row of every posted schedule comes up,
losing hands are a minority, and the amounts follow the difficulty.

Clauses: CO 3-5-7 ¶11 (schedules 1-6), N.J.A.C. 13:47-20.41(h)-(i) (Pair Plus, ante bonus),
CH AnteWin Pay Table and Progressive-5/5.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from decimal import Decimal
from typing import Any

import pytest

from trainer.engine.games import registry, settle_scenario
from trainer.engine.money import format_money, to_cents
from trainer.engine.rules import GameRules
from trainer.quiz.catalog import DIFFICULTIES, generate
from trainer.quiz.house import rules_for_house
from trainer.quiz.model import Question

SHIPPED = registry().followed()
PAYOUT_FAMILIES = ("payout", "payout-chips", "payout-table")
SEEDS = 300  # per family and posted house: 900 questions
MIN_HITS = 5  # every row paid at least this often among them


def posted(three: int, five: int, seven: int) -> dict[str, int]:
    return {
        "pay-schedule.three-five-seven.three": three,
        "pay-schedule.three-five-seven.five": five,
        "pay-schedule.three-five-seven.seven": seven,
    }


# Every 3-5-7 schedule is posted in one of these two houses (CO 3-5-7 ¶11).
HOUSES: dict[str, list[dict[str, Any]]] = {
    "three-five-seven": [posted(1, 3, 5), posted(2, 4, 6)],
    "casino-holdem": [{}],
    "three-card-poker": [{}],
}


def cents(dollars: Any) -> int:
    return to_cents(Decimal(str(dollars)))


def positions(q: Question) -> list[tuple[Mapping[str, Any], list[str]]]:
    """Each settled position a payout question asks about, with its asked wagers."""
    if isinstance(q.prompt["scenario"], list):
        return list(zip(q.prompt["scenario"], q.prompt["wagers"], strict=True))
    return [(q.prompt["scenario"], list(q.prompt["wagers"]))]


def rows_paid(q: Question) -> set[tuple[str, int | None, str]]:
    """(wager, schedule, row) of every asked wager that ``settle`` pays by a table row."""
    out = set()
    for scenario, wagers in positions(q):
        settled = settle_scenario(scenario)
        for w in wagers:
            bet = settled["bets"][w]
            if bet["result"] == "win" and bet["row"] is not None:
                out.add((w, scenario.get("schedules", {}).get(w), bet["row"]))
    return out


def every_row(rules: GameRules) -> set[tuple[str, int | None, str]]:
    return {(t.wager, t.schedule, r.label) for t in rules.paytables for r in t.rows}


@pytest.mark.parametrize("game", list(HOUSES))
def test_every_pay_row_of_every_schedule_is_paid_in_generated_questions(game: str) -> None:
    hits: Counter[tuple[str, int | None, str]] = Counter()
    for settings in HOUSES[game]:
        rules = rules_for_house(settings)
        schedules = dict(rules[game].house.schedules)
        for family in PAYOUT_FAMILIES:
            for seed in range(SEEDS):
                q = generate(
                    f"{game}/{family}", difficulty=DIFFICULTIES[seed % 3], seed=seed, rules=rules
                )
                for scenario, _ in positions(q):
                    # The question is set under the house's posted schedules.
                    assert scenario.get("schedules", {}) == schedules
                hits.update(rows_paid(q))
    wanted = every_row(SHIPPED[game])
    if game == "three-five-seven":
        assert {s for _, s, _ in wanted} == {1, 2, 3, 4, 5, 6}
    rare = {row: hits[row] for row in wanted if hits[row] < MIN_HITS}
    assert not rare, f"rows paid fewer than {MIN_HITS} times: {rare}"


@pytest.mark.parametrize("game", list(HOUSES))
def test_losing_outcomes_are_a_minority_of_single_wager_questions(game: str) -> None:
    """Issue 4: a payout drill of "high card, loses" nine times in ten teaches nothing. Of
    the one-wager questions, fewer than 40% pay nothing, for each wager asked about; and
    some do lose (a near miss teaches too)."""
    asked: Counter[str] = Counter()
    nothing: Counter[str] = Counter()
    for seed in range(1_500):
        q = generate(f"{game}/payout", difficulty=1, seed=seed)
        (wager,) = q.prompt["wagers"]
        asked[wager] += 1
        nothing[wager] += q.answer == 0
    assert sum(nothing.values()) < 0.4 * sum(asked.values())
    for wager, count in asked.items():
        assert 0.05 * count < nothing[wager] < 0.4 * count, (wager, nothing[wager], count)


@pytest.mark.parametrize("game", list(HOUSES))
def test_difficulty_sets_the_size_of_the_question(game: str) -> None:
    """1: one wager; 2: a whole position; 3: odd amounts, and a table of up to all seats."""
    seats = SHIPPED[game].seats
    odd = 0
    table_sizes = set()
    for seed in range(150):
        one = generate(f"{game}/payout", difficulty=1, seed=seed)
        assert len(one.prompt["wagers"]) == 1
        whole = generate(f"{game}/payout", difficulty=2, seed=seed)
        assert len(whole.prompt["wagers"]) >= 2
        hard = generate(f"{game}/payout", difficulty=3, seed=seed)
        scenario = hard.prompt["scenario"]
        stakes = [cents(a) for a in scenario.get("bets", {}).values()]
        stakes += [cents(scenario[k]) for k in ("ante", "pair_plus") if k in scenario]
        odd += any(s % 500 for s in stakes if s)
        table = generate(f"{game}/payout-table", difficulty=3, seed=seed)
        table_sizes.add(len(table.prompt["seats"]))
    assert odd > 100  # most difficulty-3 positions carry an amount such as $7.50
    assert max(table_sizes) == seats
    assert min(table_sizes) >= 4


def test_explanations_show_the_row_and_the_arithmetic() -> None:
    """A winning wager paid at X to 1 is explained as ``$5.00 x 15 to 1 = $75.00``."""
    shown = 0
    for game in HOUSES:
        for seed in range(200):
            q = generate(f"{game}/payout", difficulty=1, seed=seed)
            ((scenario, (wager,)),) = positions(q)
            bet = settle_scenario(scenario)["bets"][wager]
            text = q.explanation.text
            assert f"Total paid: {format_money(q.answer)}." in text
            if bet["result"] == "win" and " to " in (bet["pays"] or ""):
                stake, paid = format_money(cents(bet["wager"])), format_money(q.answer)
                assert f"{stake} x {bet['pays']} = {paid}" in text
                row = bet["row"]
                if row != "Any winning hand":  # the even-money wagers' one row
                    # Inside a sentence a posted "A pair" reads "pays as a pair".
                    named = row[0].lower() + row[1:] if row.startswith(("A ", "An ")) else row
                    assert named in text
                shown += 1
            assert q.explanation.clause
    assert shown > 300
