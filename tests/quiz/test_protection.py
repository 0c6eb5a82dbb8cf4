"""Game protection as drills (issue 16, section 1): every kind of mistake drawn in every
game where it applies, a clean table graded "correct as it stands", a mutated table never
the correct one, the spot and the fix graded apart, and the house's clean rate."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from decimal import Decimal
from fractions import Fraction

import pytest

from trainer.engine.games import game_spec, registry
from trainer.quiz.catalog import DIFFICULTIES, families_for, generate
from trainer.quiz.grading import grade
from trainer.quiz.house import house_params, rules_for_house, rules_from_params
from trainer.quiz.model import AnswerKind, Question, Skill
from trainer.quiz.protection import FAMILIES

RULES = registry().followed()
GAMES = [f.game for f in FAMILIES]
SEEDS = range(0, 3_000, 5)


def test_every_casino_game_has_a_game_protection_drill() -> None:
    assert GAMES == ["three-five-seven", "casino-holdem", "three-card-poker"]
    for fam in FAMILIES:
        assert (fam.skill, fam.kind) == (Skill.GAME_PROTECTION, AnswerKind.SPOT)
        assert families_for(fam.game, "game-protection") == [fam]


@pytest.mark.parametrize("game", GAMES)
def test_every_kind_of_mistake_is_drawn_in_every_game_where_it_applies(game: str) -> None:
    # Each table re-derived through the settle command: tests/quiz/test_families.py,
    # check_spot, over 2,000 seeds.
    drawn: Counter[str | None] = Counter()
    for difficulty in DIFFICULTIES:
        for seed in SEEDS:
            q = generate(f"{game}/spot-the-error", difficulty=difficulty, seed=seed)
            drawn[q.extra["error"]] += 1
    assert set(drawn) == {None, *game_spec(game).error_kinds}, drawn
    # The house default: one table in three is clean (give or take the draw).
    assert 0.28 < drawn[None] / sum(drawn.values()) < 0.39


def _clean_and_mutated(game: str) -> tuple[Question, Question]:
    qs = [generate(f"{game}/spot-the-error", difficulty=2, seed=s) for s in range(40)]
    clean = next(q for q in qs if q.answer["seat"] is None)
    mutated = next(q for q in qs if q.answer["seat"] is not None)
    return clean, mutated


@pytest.mark.parametrize("game", GAMES)
def test_a_clean_table_is_graded_correct_as_it_stands(game: str) -> None:
    clean, _ = _clean_and_mutated(game)
    for said in ("correct", "Correct as it stands", "ok", {"seat": None}):
        assert grade(clean, said).is_correct
    seat = clean.prompt["seats"][0]
    assert grade(clean, f"S{seat} 10").credit == 0


@pytest.mark.parametrize("game", GAMES)
def test_the_spot_and_the_fix_are_graded_apart(game: str) -> None:
    _, q = _clean_and_mutated(game)
    seat, fix = q.answer["seat"], q.answer["fix"]
    other = next(s for s in q.prompt["seats"] if s != seat)
    assert grade(q, {"seat": seat, "fix": fix}).credit == 1
    assert grade(q, f"S{seat} {Decimal(fix + 100) / 100}").credit == Fraction(1, 2)
    assert grade(q, f"S{other} {Decimal(fix) / 100}").credit == 0
    assert grade(q, "correct").credit == 0


@pytest.mark.parametrize("one_in", [2, 10])
def test_the_house_sets_how_often_a_table_is_clean(one_in: int) -> None:
    rules = rules_for_house({"game-protection.clean-one-in": one_in})
    assert house_params(rules["three-card-poker"])["clean"] == one_in
    again = rules_from_params("three-card-poker", house_params(rules["three-card-poker"]))
    assert again["three-card-poker"].house.clean_one_in == one_in  # type: ignore[union-attr]
    clean = sum(
        generate("three-card-poker/spot-the-error", seed=s, rules=rules).answer["seat"] is None
        for s in range(600)
    )
    assert abs(clean / 600 - 1 / one_in) < 0.06


def test_questions_json_marks_the_error_planted() -> None:
    args = ["questions", "--game", "casino-holdem", "--skill", "game-protection"]
    done = subprocess.run(
        [sys.executable, "-m", "trainer", *args, "--count", "12", "--seed", "4", "--json"],
        capture_output=True,
        text=True,
        check=True,
    )
    printed = json.loads(done.stdout)
    kinds = {item["error"] for item in printed}
    assert None in kinds and kinds - {None} <= set(game_spec("casino-holdem").error_kinds)
    for item in printed:
        q = generate(item["family"], difficulty=1, seed=item["seed"])
        assert item["error"] == q.extra["error"]
        assert (item["answer"]["seat"] is None) == (item["error"] is None)
