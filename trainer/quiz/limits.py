"""Rake and limits questions: the pieces every game's "wagers to refuse" question shares.

Each game's quiz module builds its own cases (what a player puts out, and the answer the
dealer gives); here are the amounts within the posted limits and the question around a
case.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from trainer.engine.money import Cents, format_money
from trainer.engine.rules import GameRules, HouseRules
from trainer.quiz.family import Builder, Context, Family, family
from trainer.quiz.model import AnswerKind, Explanation, Question, Skill


def fitting(rules: GameRules, amounts: Sequence[Cents]) -> list[Cents]:
    """The amounts within the house's posted table limits (at worst the table maximum)."""
    house = rules.house
    low = max(house.min_wager, 1)
    return [a for a in amounts if low <= a <= house.max_wager] or [house.max_wager]


def under_minimums(house: HouseRules) -> list[Cents]:
    """Wagers just under the table minimum; none where the minimum is the smallest chip
    ($0.50) or less."""
    return [u for u in (house.min_wager - d for d in (100, 200, 400)) if u >= 50] or (
        [50] if house.min_wager > 50 else []
    )


@dataclass(frozen=True, slots=True)
class LimitsCase:
    """What a player puts out at a table game, and what the dealer does: ``case`` indexes
    ``choices`` (and ``clauses``); ``parts`` word the wagers in the order put out."""

    choices: tuple[str, ...]
    clauses: tuple[str, ...]
    case: int
    parts: list[str]
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
        text = (
            f"The table limits are {format_money(house.min_wager)} to "
            f"{format_money(house.max_wager)}. A player puts out "
            + ", ".join(case.parts)
            + ". What does the dealer do?"
        )
        return ctx.question(
            text=text,
            prompt=case.prompt,
            answer=case.case,
            explanation=Explanation((case.choices[case.case] + ".",), case.clauses[case.case]),
            choices=case.choices,
        )

    return question


def limits_family(game: str, build: CaseBuilder) -> Family:
    """A table game's "wagers to refuse" family, its cases made by ``build``."""
    return family(
        game, "limits", Skill.RAKE, AnswerKind.CHOICE, "wagers to refuse", table_limits(build)
    )
