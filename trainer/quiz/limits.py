"""Rake and limits questions: the pieces every game's "wagers to refuse" question shares.

Each game's quiz module builds its own cases (what a player puts out, and the answer the
dealer gives); here are the amounts within the posted limits and the question around a
case.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from trainer.engine.errors import Refusal, WagerError
from trainer.engine.money import Cents, format_money
from trainer.engine.rules import GameRules, HouseRules
from trainer.quiz.family import Builder, Context, Family, Judge, Verdict, family
from trainer.quiz.model import AnswerKind, Explanation, Question, Skill, sentence
from trainer.words import QT_TRANSLATE_NOOP, say, translated


def fitting(rules: GameRules, amounts: Sequence[Cents]) -> list[Cents]:
    """The amounts within the house's posted table limits (at worst the table maximum)."""
    house = rules.house
    low = max(house.min_wager, 1)
    return [a for a in amounts if low <= a <= house.max_wager] or [house.max_wager]


def within_limits(rules: GameRules, amount: Cents) -> Cents:
    """An amount brought within the posted table limits (a judge putting a refusal right)."""
    return min(max(amount, rules.house.min_wager), rules.house.max_wager)


def refusals(settle: Callable[[], object], most: int = 4) -> Iterator[Refusal]:
    """Each refusal the engine gives, one at a time: ``settle`` is called again after each
    (the caller puts the refused wager right in between), until it settles."""
    for _ in range(most):
        try:
            settle()
        except WagerError as exc:
            yield exc.refusal
        else:
            return


def faults_verdict(question: Question, choices: Sequence[str], faults: set[int]) -> Verdict:
    """The verdict on a "wagers to refuse" question whose ``choices`` are the game's cases
    (the first: accept everything), given every case the engine found true (``faults``)."""

    shown = [translated(c) for c in choices]

    def verdict(candidate: Any) -> bool:
        claim = shown.index(question.choices[candidate])
        return not faults if claim == 0 else claim in faults

    return verdict


def under_minimums(house: HouseRules) -> list[Cents]:
    """Wagers just under the table minimum; none where the minimum is the smallest chip
    ($0.50) or less."""
    return [u for u in (house.min_wager - d for d in (100, 200, 400)) if u >= 50] or (
        [50] if house.min_wager > 50 else []
    )


@dataclass(frozen=True, slots=True)
class LimitsCase:
    """What a player puts out at a table game, and what the dealer does: ``case`` indexes
    ``choices`` (marked for translation; and ``clauses``); ``put_out`` says in one sentence
    what the player puts out, the wagers in the order put out."""

    choices: tuple[str, ...]
    clauses: tuple[str, ...]
    case: int
    put_out: str
    prompt: dict[str, Any]


CaseBuilder = Callable[[random.Random, GameRules, Cents, list[Cents]], LimitsCase]
"""A game's case, from the randomness, the rules, the ante and the wagers under the minimum."""


def table_limits(build: CaseBuilder) -> Builder:
    """A "wagers to refuse" question of a table game whose cases ``build`` makes."""

    def question(ctx: Context) -> Question:
        rng, rules = ctx.rng, ctx.rules
        house = rules.house
        ante = rng.choice(fitting(rules, (500, 1000, 1500, 2500, 5000)))
        case = build(rng, rules, ante, under_minimums(house))
        text = say(
            _LIMITS,
            low=format_money(house.min_wager),
            high=format_money(house.max_wager),
            put_out=case.put_out,
        )
        choices = tuple(translated(c) for c in case.choices)
        return ctx.question(
            text=text,
            prompt=case.prompt,
            answer=case.case,
            explanation=Explanation((sentence(choices[case.case]),), case.clauses[case.case]),
            choices=choices,
        )

    return question


_LIMITS = QT_TRANSLATE_NOOP(
    "quiz", "The table limits are {low} to {high}. {put_out} What does the dealer do?"
)


def limits_family(game: str, build: CaseBuilder, judge: Judge) -> Family:
    """A table game's "wagers to refuse" family, its cases made by ``build`` and judged by
    ``judge``."""
    return family(
        game,
        "limits",
        Skill.RAKE,
        AnswerKind.CHOICE,
        QT_TRANSLATE_NOOP("families", "wagers to refuse"),
        table_limits(build),
        judge,
    )
