"""Game protection at the 3-5-7 home game (issue 16, section 1): the round's money shown
payment by payment, one payment made wrong (the spot is the payment, so exactly one spot
is right), every kind drawn in the variant where it applies, a clean round graded
"correct as it stands", a mutated round never the engine's, and the fix mending it."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from decimal import Decimal
from fractions import Fraction
from typing import Any

import pytest

from trainer.engine.games import registry, settle_scenario
from trainer.engine.games.three_five_seven_home import Variant
from trainer.engine.games.three_five_seven_home.protection import HOME_KINDS
from trainer.engine.money import format_money
from trainer.quiz.catalog import DIFFICULTIES, generate
from trainer.quiz.grading import grade
from trainer.quiz.house import house_params, rules_for_house, rules_from_params
from trainer.quiz.model import Question

FAMILY = "three-five-seven-home/spot-the-payment"
HOME = registry().followed()["three-five-seven-home"]
SEEDS = range(0, 1_500, 3)


def _cents(value: Any) -> int:
    return int(Decimal(str(value)) * 100)


def _questions() -> list[Question]:
    return [generate(FAMILY, difficulty=d, seed=s) for d in DIFFICULTIES for s in SEEDS]


QUESTIONS = _questions()


def _right_lines(q: Question) -> list[str]:
    """The second path: the ``settle`` command on the round's scenario gives its
    transfers; summed per payer and payee in the order they are made, with the antes
    first where the 3-card round opens a burns game (Burns ¶19)."""
    scenario = q.prompt["scenario"]
    settled = settle_scenario(scenario)
    lines = []
    if scenario["variant"] == "burns" and int(scenario["round"]) == 3:
        ante = HOME.options(Variant.BURNS).ante_for(int(q.prompt["game"]))  # type: ignore[union-attr]
        lines.append(f"Every player antes {format_money(ante)} to the pot")
    totals: dict[tuple[str | None, str | None], int] = {}
    for t in settled["transfers"]:
        key = (t["from"], t["to"])
        totals[key] = totals.get(key, 0) + _cents(t["amount"])
    for (payer, payee), amount in totals.items():
        money = format_money(amount)
        if payer is None:
            lines.append(f"{payee} collects the pot, {money}")
        elif payee is None:
            lines.append(f"{payer} puts {money} in the pot")
        else:
            lines.append(f"{payer} pays {payee} {money}")
    return lines


@pytest.mark.parametrize("variant", ["burns", "strikes"])
def test_every_home_game_mistake_is_drawn_in_the_variant_where_it_applies(variant: str) -> None:
    # Burns: a burn at the wrong amount (¶10, ¶19), the ante not raised (¶19), the pot to
    # the wrong player (¶20), a wild card misread (¶6). Strikes: a payment not equal to the
    # pot (¶12), the pot to the wrong player (¶14).
    drawn: Counter[str | None] = Counter(
        q.extra["error"] for q in QUESTIONS if q.prompt["scenario"]["variant"] == variant
    )
    assert set(drawn) == {None, *(k.value for k in HOME_KINDS[Variant(variant)])}, drawn
    assert 0.26 < drawn[None] / sum(drawn.values()) < 0.41


def test_exactly_one_payment_differs_from_the_engines_and_its_fix_mends_it() -> None:
    for q in QUESTIONS:
        right, shown = _right_lines(q), q.prompt["payments"]
        assert len(right) == len(shown), (right, shown)
        wrong = [i + 1 for i, (a, b) in enumerate(zip(right, shown, strict=True)) if a != b]
        line, fix = q.answer["line"], q.answer["fix"]
        if line is None:
            assert wrong == [] and q.extra["error"] is None
            continue
        assert wrong == [line], (q.extra["error"], right, shown)
        mended = right[line - 1]
        if isinstance(fix, int):
            assert format_money(fix) in mended and format_money(fix) not in shown[line - 1]
        else:  # the recipient: the pot or a burn paid to the wrong player
            assert fix in q.prompt["players"] and fix in mended
            assert mended.startswith(f"{fix} collects") or mended.split(" pays ")[1].startswith(
                f"{fix} "
            )


def test_a_clean_round_is_graded_correct_as_it_stands() -> None:
    clean = [q for q in QUESTIONS[:60] if q.answer["line"] is None]
    assert clean
    for q in clean:
        for said in ("correct", "Correct as it stands", "ok", {"line": None}):
            assert grade(q, said).is_correct
        assert grade(q, "1 $0.25").credit == 0


def test_the_payment_and_its_fix_are_graded_apart() -> None:
    planted = [q for q in QUESTIONS[:200] if q.answer["line"] is not None]
    kinds = set()
    for q in planted:
        line, fix = q.answer["line"], q.answer["fix"]
        kinds.add(type(fix))
        assert grade(q, {"line": line, "fix": fix}).is_correct
        typed = format_money(fix) if isinstance(fix, int) else fix.lower()
        assert grade(q, f"{line} {typed}").is_correct
        assert grade(q, f"{line} $9.99").credit == Fraction(1, 2)
        if len(q.prompt["payments"]) > 1:
            other = line % len(q.prompt["payments"]) + 1
            assert grade(q, {"line": other, "fix": fix}).credit == 0
        assert grade(q, "correct").credit == 0
        assert q.explanation.lines[0].startswith(f"Payment {line}: ")
        assert "the mistake would have cost " in q.explanation.lines[1]
    assert kinds == {int, str}  # amounts and recipients both asked


def test_a_wild_card_misread_reverses_one_burn_and_names_the_cards() -> None:
    misread = [q for q in QUESTIONS if q.extra["error"] == "wild-misread"]
    assert misread
    for q in misread:
        assert " read as natural card" in q.explanation.lines[0].replace("a natural", "natural")
        assert q.explanation.clause.startswith("Burns ¶6")


def test_the_house_sets_how_often_a_home_round_is_clean() -> None:
    rules = rules_for_house({"game-protection.clean-one-in": 10})
    home = rules["three-five-seven-home"]
    assert house_params(home)["clean"] == 10
    again = rules_from_params("three-five-seven-home", house_params(home))
    assert again["three-five-seven-home"].clean_one_in == 10  # type: ignore[union-attr]
    clean = sum(generate(FAMILY, seed=s, rules=rules).answer["line"] is None for s in range(400))
    assert abs(clean / 400 - 0.1) < 0.06


def test_questions_json_marks_the_home_games_planted_error() -> None:
    args = ["questions", "--game", "three-five-seven-home", "--skill", "game-protection"]
    done = subprocess.run(
        [sys.executable, "-m", "trainer", *args, "--count", "12", "--seed", "4", "--json"],
        capture_output=True,
        text=True,
        check=True,
    )
    printed = json.loads(done.stdout)
    assert {item["family"] for item in printed} == {FAMILY}
    kinds = {item["error"] for item in printed}
    assert None in kinds and kinds - {None} <= {k.value for v in HOME_KINDS.values() for k in v}
    for item in printed:
        assert (item["answer"]["line"] is None) == (item["error"] is None)
