"""The catalogue of question families, and generating a question from a family and a seed.

A family is one kind of question for one game (``three-card-poker/payout``). Every question
comes from a family, a difficulty (1: one wager, small amounts; 2: a whole position; 3: a
full table, odd amounts) and a seed; the same three, under the same house settings, always
give the same question.

The catalogue reads the ``FAMILIES`` each family module declares (the families every game
shares) and each game's own (``trainer.quiz.games.<game>``); nothing registers itself.

Judges: how the quiz proves its questions fair
----------------------------------------------

Every family whose answer is a choice, an order or an arrangement declares a **judge**
(:data:`~trainer.quiz.family.Judge`): ``judge(question, rules)`` asks the engine, under the
rules the question was asked under, for the truth of the position shown, and returns a
verdict, ``verdict(candidate) -> bool``, on any candidate answer; it never compares the
candidate with ``question.answer``. The candidate is what the grader reads: a choice's
index (``0`` for the first), an order's tokens (``["S3", "S1"]``), an arrangement's cards
(``["Ah", "Kd", ...]``). A judge reads what each choice means from the
choice itself or from ``question.extra["meanings"]`` (one plain-data meaning per choice,
written by the generator beside the words), and the truth from the engine: a settlement,
a hand, a deal plan, a ruling.

- A **choice** question is kept only when exactly one of its choices is right:
  :func:`draw` asks the judge about every choice and draws again, from the same seeded
  randomness (so the same seed still gives the same question), until one is. It counts
  the draws it threw away (``benchmarks/quiz.py`` prints them per family).
- An **order** or **arrangement** question's grader accepts every answer the rule texts
  allow: spans of an order the text leaves free (``question.extra["free"]``, pairs of
  ``[start, stop)`` indices into the answer), equal cards in either place, either of two
  equal cards. ``tests/quiz/test_soundness.py`` checks that grader and judge agree on the
  key and on its neighbours.

A new family (issue 16's drills and after) declares its judge in its ``family(...)``
call; the soundness test walks this catalogue, so a new family is checked the day it is
declared, and a choice, order or arrangement family without a judge fails it.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from trainer.engine.games import AnyRules, game_ids, registry
from trainer.quiz import handling, payouts, procedure, protection, reading, situations
from trainer.quiz.errors import QuizError
from trainer.quiz.family import Builder, Context, Family
from trainer.quiz.games import QUIZ_GAMES
from trainer.quiz.model import AnswerKind, Question, Skill

__all__ = [
    "DIFFICULTIES",
    "JUDGED",
    "Builder",
    "Context",
    "Drawn",
    "Family",
    "all_families",
    "draw",
    "families_for",
    "generate",
    "get_family",
    "is_right",
    "right_choices",
]

DIFFICULTIES = (1, 2, 3)
JUDGED = (AnswerKind.CHOICE, AnswerKind.ORDER, AnswerKind.ARRANGEMENT)
"""The kinds of answer whose every family must have a judge."""
MAX_DRAWS = 60
"""Draws of a choice question before the generator is called broken (none comes near)."""


def _catalogue() -> dict[str, Family]:
    declared = (
        *payouts.FAMILIES,
        *procedure.FAMILIES,
        *reading.FAMILIES,
        *situations.FAMILIES,
        *protection.FAMILIES,
        *handling.FAMILIES,
        *(f for game in QUIZ_GAMES for f in game.families),
    )
    out: dict[str, Family] = {}
    for fam in declared:
        if fam.id in out:  # pragma: no cover - a programming error
            raise ValueError(f"family {fam.id} declared twice")
        out[fam.id] = fam
    return out


_FAMILIES = _catalogue()


def all_families() -> list[Family]:
    """Every family, by game then skill."""
    order = {g: i for i, g in enumerate(game_ids())}
    skills = list(Skill)
    return sorted(_FAMILIES.values(), key=lambda f: (order[f.game], skills.index(f.skill), f.id))


def get_family(family_id: str) -> Family:
    """One family by id; :class:`QuizError` names an unknown one."""
    try:
        return _FAMILIES[family_id]
    except KeyError:
        raise QuizError(f"'{family_id}' is not a question family.") from None


def families_for(game: str | None = None, skill: str | None = None) -> list[Family]:
    """The families of a game and/or skill; :class:`QuizError` names an unknown one."""
    games = tuple(g.id for g in QUIZ_GAMES)
    if game is not None and game not in games:
        raise QuizError(f"'{game}' is not a game with drills (games: {', '.join(games)}).")
    if skill is not None and skill not in {s.value for s in Skill}:
        names = ", ".join(s.value for s in Skill)
        raise QuizError(f"'{skill}' is not a skill (skills: {names}).")
    return [
        f
        for f in all_families()
        if (game is None or f.game == game) and (skill is None or f.skill == skill)
    ]


@dataclass(frozen=True, slots=True)
class Drawn:
    """A question and how many draws were thrown away before it (choice questions with
    more than one right choice, or none)."""

    question: Question
    rejected: int


def draw(
    family_id: str,
    *,
    difficulty: int = 1,
    seed: int = 0,
    rules: Mapping[str, AnyRules] | None = None,
) -> Drawn:
    """The question of this family, difficulty and seed under these rules, with the count
    of ambiguous draws rejected on the way (see the judges, above)."""
    fam = get_family(family_id)
    if difficulty not in DIFFICULTIES:
        raise QuizError(f"Difficulty {difficulty} is not 1, 2 or 3.")
    all_rules = rules if rules is not None else registry().followed()
    game_rules = all_rules[fam.game]
    rng = random.Random(f"{family_id}/{difficulty}/{seed}")
    ctx = Context(fam, difficulty, seed, rng, game_rules, all_rules)
    for rejected in range(MAX_DRAWS):
        question = fam.build(ctx)
        if fam.kind is not AnswerKind.CHOICE or fam.judge is None:
            return Drawn(question, rejected)
        right = _right(fam, question, game_rules)
        if len(right) == 1:
            if right[0] != question.answer:  # pragma: no cover - generator and judge disagree
                raise AssertionError(
                    f"{family_id} seed {seed}: the judge finds choice {right[0] + 1} right, "
                    f"the generator keyed choice {question.answer + 1}"
                )
            return Drawn(question, rejected)
    raise AssertionError(  # pragma: no cover - a generator that cannot draw a fair question
        f"{family_id} difficulty {difficulty} seed {seed}: no draw had exactly one right choice"
    )


def generate(
    family_id: str,
    *,
    difficulty: int = 1,
    seed: int = 0,
    rules: Mapping[str, AnyRules] | None = None,
) -> Question:
    """The question of this family, difficulty and seed under these rules (the rules each
    game's tables follow, with their default house settings, when none are given)."""
    return draw(family_id, difficulty=difficulty, seed=seed, rules=rules).question


def _rules_of(question: Question, rules: Mapping[str, AnyRules] | None) -> AnyRules:
    return (rules if rules is not None else registry().followed())[question.game]


def _right(fam: Family, question: Question, game_rules: AnyRules) -> tuple[int, ...]:
    assert fam.judge is not None
    verdict = fam.judge(question, game_rules)
    return tuple(i for i in range(len(question.choices)) if verdict(i))


def is_right(
    question: Question, candidate: Any, rules: Mapping[str, AnyRules] | None = None
) -> bool:
    """The family's judge on one candidate answer (see above); :class:`QuizError` for a
    family without a judge."""
    fam = get_family(question.family)
    if fam.judge is None:
        raise QuizError(f"'{fam.id}' has no judge.")
    return fam.judge(question, _rules_of(question, rules))(candidate)


def right_choices(
    question: Question, rules: Mapping[str, AnyRules] | None = None
) -> tuple[int, ...]:
    """Every right choice of a choice question, by index, as its family's judge finds them
    (one, for every question :func:`draw` keeps)."""
    fam = get_family(question.family)
    if question.kind is not AnswerKind.CHOICE or fam.judge is None:
        return ()
    return _right(fam, question, _rules_of(question, rules))
