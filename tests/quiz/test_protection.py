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
GAMES = [f.game for f in FAMILIES if f.id.endswith("/spot-the-error")]
SEEDS = range(0, 3_000, 5)


def test_every_casino_game_has_a_game_protection_drill() -> None:
    # Issue 16: a settled table and a deal in every casino game; the pots' drill in 3-5-7,
    # the one game with player-banked pots.
    assert GAMES == ["three-five-seven", "casino-holdem", "three-card-poker"]
    for fam in FAMILIES:
        assert (fam.skill, fam.kind) == (Skill.GAME_PROTECTION, AnswerKind.SPOT)
        assert fam in families_for(fam.game, "game-protection")
    for game in GAMES:
        names = {f.id.split("/")[1] for f in families_for(game, "game-protection")}
        pots = {"spot-the-rake"} if game == "three-five-seven" else set()
        assert names == {"spot-the-error", "spot-the-misdeal", *pots}


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
    planted = {*game_spec("casino-holdem").error_kinds, "wrong-seat", "out-of-order"}
    assert None in kinds and kinds - {None} <= planted
    for item in printed:
        q = generate(item["family"], difficulty=1, seed=item["seed"])
        assert item["error"] == q.extra["error"]
        spot = item["answer"]["card" if "deliveries" in item["prompt"] else "seat"]
        assert (spot is None) == (item["error"] is None)


RAKE = "three-five-seven/spot-the-rake"


def test_co_357_para10_every_pot_mistake_is_drawn_and_one_table_in_three_is_clean() -> None:
    # A rake over the posted cap (¶10(a)-(c): "not more than 10% or five dollars, whichever
    # is less", the house posting a lower cap) and a rake from a lone pot wager (¶10(d):
    # "return the wager to the player as void"). Each table re-derived through the settle
    # command: tests/quiz/test_families.py, check_spot_rake.
    drawn: Counter[str | None] = Counter()
    for difficulty in DIFFICULTIES:
        for seed in SEEDS:
            drawn[generate(RAKE, difficulty=difficulty, seed=seed).extra["error"]] += 1
    assert set(drawn) == {None, "rake-over-cap", "rake-from-void"}, drawn
    assert 0.28 < drawn[None] / sum(drawn.values()) < 0.39


def _rake_questions(error: str | None) -> list[Question]:
    qs = [generate(RAKE, difficulty=2, seed=s) for s in range(60)]
    return [q for q in qs if q.extra["error"] == error]


def test_co_357_para10_a_clean_pot_table_is_graded_correct_as_it_stands() -> None:
    for q in _rake_questions(None)[:5]:
        assert grade(q, "correct").is_correct
        seat = q.prompt["seats"][0]
        assert grade(q, f"S{seat} 5").credit == 0


def test_co_357_para10a_a_rake_over_the_cap_shortchanges_the_winner_by_the_excess() -> None:
    qs = _rake_questions("rake-over-cap")
    assert qs
    for q in qs:
        seat = q.answer["seat"]
        shown = q.prompt["shown"][q.prompt["seats"].index(seat)]
        assert shown < q.answer["fix"]  # the player is paid short, never the house
        assert "cap" in q.explanation.lines[0] and "CO 3-5-7 ¶10" in q.explanation.clause
        assert grade(q, {"seat": seat, "fix": q.answer["fix"]}).is_correct
        assert grade(q, {"seat": seat, "fix": shown}).credit == Fraction(1, 2)


def test_co_357_para10d_a_lone_pot_wager_is_returned_whole() -> None:
    qs = _rake_questions("rake-from-void")
    assert qs
    for q in qs:
        assert q.explanation.clause == "CO 3-5-7 ¶10(d)"
        assert "alone" in q.text and "returned whole" in q.explanation.lines[0]
        assert "the player" in q.explanation.lines[1]


DEALT = ["three-five-seven", "casino-holdem", "three-card-poker"]


@pytest.mark.parametrize("game", DEALT)
def test_every_dealing_mistake_is_drawn_in_every_game_with_a_deal(game: str) -> None:
    # A card dealt to the wrong seat and a card dealt out of order (issue 16 section 1),
    # by every method the game's text gives (CO 3-5-7 ¶3(a)-(c), CH Rules (2), NJ (e)).
    # Each deal re-derived through the dealing-order judge: test_families.py,
    # check_spot_misdeal.
    drawn: Counter[str | None] = Counter()
    methods = set()
    for difficulty in DIFFICULTIES:
        for seed in SEEDS:
            q = generate(f"{game}/spot-the-misdeal", difficulty=difficulty, seed=seed)
            drawn[q.extra["error"]] += 1
            methods.add(q.prompt["method"])
    assert set(drawn) == {None, "wrong-seat", "out-of-order"}, drawn
    assert 0.28 < drawn[None] / sum(drawn.values()) < 0.39
    spec = game_spec(game).dealing
    assert spec is not None and methods == {m.value for m in spec.drilled_methods}


@pytest.mark.parametrize("game", DEALT)
def test_a_deal_is_graded_on_the_delivery_and_where_it_belongs(game: str) -> None:
    qs = [generate(f"{game}/spot-the-misdeal", difficulty=2, seed=s) for s in range(30)]
    clean = next(q for q in qs if q.answer["card"] is None)
    assert grade(clean, "correct").is_correct and grade(clean, "1 S1").credit == 0
    q = next(q for q in qs if q.answer["card"] is not None)
    card, to = q.answer["card"], q.answer["to"]
    assert grade(q, {"card": card, "to": to}).is_correct
    assert grade(q, f"delivery {card} to {to.lower()}").is_correct
    other = next(p for p in q.prompt["places"] if p != to)
    assert grade(q, f"{card} {other}").credit == Fraction(1, 2)
    assert grade(q, f"{card % len(q.prompt['deliveries']) + 1} {to}").credit == 0
    assert grade(q, "correct").credit == 0
    assert q.explanation.lines[0].startswith(f"Delivery {card}: a card dealt")
    assert q.answer_text == f"Delivery {card}: to {to}"


def test_co_357_para4_a_card_to_the_wrong_seat_is_a_misdeal_that_voids_the_wagers() -> None:
    qs = [generate("three-five-seven/spot-the-misdeal", difficulty=3, seed=s) for s in range(60)]
    wrong = [q for q in qs if q.extra["error"] == "wrong-seat"]
    assert wrong
    for q in wrong:
        assert "misdeal, every wager on the hand void (CO 3-5-7 ¶4)" in q.explanation.text
