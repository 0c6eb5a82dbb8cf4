"""Situations at the table as drills (issue 16, section 4): every question has exactly one
right ruling, the engine's, and every situation a game's text gives is drawn."""

from __future__ import annotations

import pytest

from trainer.engine.games import game_spec, registry
from trainer.engine.situations import Event, decide
from trainer.quiz.catalog import DIFFICULTIES, families_for, generate
from trainer.quiz.grading import grade
from trainer.quiz.model import AnswerKind, Skill
from trainer.quiz.situations import FAMILIES, incident_of, judge

RULES = registry().followed()
SEEDS = range(0, 3_000, 5)
GAMES = [f.game for f in FAMILIES]


def test_every_casino_game_whose_text_gives_procedures_has_situations() -> None:
    assert GAMES == ["three-five-seven", "casino-holdem", "three-card-poker"]
    for fam in FAMILIES:
        assert fam.skill is Skill.RULINGS and fam.kind is AnswerKind.CHOICE
        assert fam in families_for(fam.game, "rulings")


@pytest.mark.parametrize("game", GAMES)
def test_every_situation_has_exactly_one_right_ruling_the_engines(game: str) -> None:
    seen: set[str] = set()
    for difficulty in DIFFICULTIES:
        for seed in SEEDS:
            q = generate(f"{game}/situations", difficulty=difficulty, seed=seed)
            verdict = judge(q, RULES[game])
            right = [i for i in range(len(q.choices)) if verdict(i)]
            assert right == [q.answer], (seed, q.text, q.choices)
            assert len(set(q.choices)) == len(q.choices)
            assert grade(q, q.answer).is_correct
            assert not grade(q, (q.answer + 1) % len(q.choices)).is_correct
            incident = incident_of(q.prompt["incident"])
            # The second path: the engine's ruling, asked afresh, names the clause shown.
            ruling = decide(RULES[game], incident)  # type: ignore[arg-type]
            assert q.explanation.clause == ruling.clause
            assert q.explanation.clause == game_spec(game).situations[incident.event.value]
            seen.add(incident.event.value)
    assert seen == set(game_spec(game).situations)


def test_the_same_seed_gives_the_same_situation() -> None:
    a = generate("three-five-seven/situations", difficulty=2, seed=41)
    b = generate("three-five-seven/situations", difficulty=2, seed=41)
    assert (a.text, a.choices, a.answer) == (b.text, b.choices, b.answer)


def test_the_person_and_their_wagers_are_in_the_question() -> None:
    for seed in range(200):
        q = generate("three-five-seven/situations", seed=seed)
        incident = incident_of(q.prompt["incident"])
        assert f"seat {incident.seat}" in q.text
        assert q.prompt["at_table"] == {str(incident.seat): dict(incident.wagers)}
        if incident.event is Event.TIP_BET:
            assert "tip bets" in q.text  # the house's policy is posted in the question


@pytest.mark.parametrize("game", ["three-five-seven", "casino-holdem", "three-card-poker"])
def test_a_rulings_question_offers_wrong_rulings_of_its_own_situation(game: str) -> None:
    """Not answered by elimination: beside the ruling stand its situation's decoys, never
    a ruling of another situation (engine ``Ruling.decoys``)."""
    for seed in range(60):
        q = generate(f"{game}/rulings", difficulty=2, seed=seed)
        (ruling,) = [
            r for r in game_spec(game).rulings if r.situation.value == q.prompt["situation"]
        ]
        wrong = {c for i, c in enumerate(q.choices) if i != q.answer}
        assert q.choices[q.answer] == ruling.ruling
        assert wrong <= set(ruling.decoys), (seed, wrong)
        assert len(q.choices) == 4
