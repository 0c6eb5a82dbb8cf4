"""The soundness harness: every question fair, for every family of the catalogue.

For every family at every difficulty, over the seeds ``0..2,999`` (every tenth seed here;
every seed in the ``slow`` version), each question is checked against its family's judge
(:mod:`trainer.quiz.catalog`, "Judges"), which says from the engine whether an answer is
right without looking at the key:

- a choice question has exactly one right choice, and it is the key;
- an order or arrangement question's key is right, and the family's grader gives full
  credit to exactly the candidates the judge finds right: the key, its neighbours (two
  steps or cards swapped, an equal card put in), any order within a span the text leaves
  free;
- every question's own answer text grades fully correct.

The catalogue is walked, not listed: a family declared tomorrow is checked the day it is
declared, and one whose answer is a choice, an order or an arrangement must have a judge.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence

import pytest

from trainer.engine.games import registry
from trainer.quiz.catalog import (
    DIFFICULTIES,
    JUDGED,
    Family,
    all_families,
    draw,
    get_family,
    right_choices,
)
from trainer.quiz.grading import grade
from trainer.quiz.model import AnswerKind, Question

SEEDS = 3_000
STRIDE = 10  # the quick run: every tenth seed at every difficulty
RULES = registry().followed()
FAMILY_IDS = [f.id for f in all_families()]


def test_every_choice_order_and_arrangement_family_has_a_judge() -> None:
    missing = [f.id for f in all_families() if f.kind in JUDGED and f.judge is None]
    assert not missing, f"families without a judge: {missing}"


def _order_neighbours(q: Question, rng: random.Random) -> Iterator[list[str]]:
    key = list(q.answer)
    yield key
    for i in range(len(key) - 1):
        swapped = list(key)
        swapped[i], swapped[i + 1] = swapped[i + 1], swapped[i]
        yield swapped
    yield key[::-1]
    yield key[:-1]
    for start, stop in q.extra.get("free", ()):
        free = list(key)
        span = free[start:stop]
        rng.shuffle(span)
        free[start:stop] = span
        yield free


def _pool(q: Question) -> list[str]:
    p = q.prompt
    return [*p.get("cards", ()), *p.get("dealer", ()), *p.get("board", ())]


def _arrangement_neighbours(q: Question) -> Iterator[list[str]]:
    key = list(q.answer)
    yield key
    for i in range(len(key) - 1):
        swapped = list(key)
        swapped[i], swapped[i + 1] = swapped[i + 1], swapped[i]
        yield swapped
    # Every other card of the prompt in each place: right only where it is an equal card
    # making the same hand (either of two fives beside a straight).
    pool = _pool(q)
    for i in range(len(key)):
        for other in pool:
            if other not in key:
                changed = list(key)
                changed[i] = other
                yield changed
    yield key[::-1]


def _check(q: Question, fam: Family) -> None:
    graded = grade(q, q.answer_text)
    assert graded.is_correct, (q.answer_text, graded.message)
    if fam.kind not in JUDGED:
        return
    assert fam.judge is not None
    if fam.kind is AnswerKind.CHOICE:
        assert right_choices(q) == (q.answer,), (
            "right choices",
            [q.choices[i] for i in right_choices(q)],
            "key",
            q.choices[q.answer],
        )
        return
    verdict = fam.judge(q, RULES[q.game])
    assert verdict(q.answer), "the judge finds the key wrong"
    rng = random.Random(q.seed)
    candidates: Sequence[list[str]] = (
        list(_order_neighbours(q, rng))
        if fam.kind is AnswerKind.ORDER
        else list(_arrangement_neighbours(q))
    )
    for candidate in candidates:
        right = verdict(candidate)
        assert grade(q, candidate).is_correct == right, (candidate, "judge says", right)


def _run(family_id: str, stride: int) -> None:
    fam = get_family(family_id)
    for difficulty in DIFFICULTIES:
        for seed in range(difficulty % stride, SEEDS, stride):
            q = draw(family_id, difficulty=difficulty, seed=seed, rules=RULES).question
            try:
                _check(q, fam)
            except AssertionError as exc:
                raise AssertionError(
                    f"{family_id} difficulty {difficulty} seed {seed}: {exc}\n{q.text}"
                ) from exc


@pytest.mark.parametrize("family_id", FAMILY_IDS)
def test_every_question_is_fair(family_id: str) -> None:
    """Every tenth seed of 3,000 at every difficulty."""
    _run(family_id, STRIDE)


@pytest.mark.slow
@pytest.mark.parametrize("family_id", FAMILY_IDS)
def test_every_question_is_fair_over_every_seed(family_id: str) -> None:
    """All 3,000 seeds at every difficulty (the seeds of the quick run among them)."""
    _run(family_id, 1)
