"""A question family: one kind of question for one game, and what its generator is handed.

Families are declared, not registered: each family module exports a ``FAMILIES`` tuple of
:class:`Family`, and :mod:`trainer.quiz.catalog` reads those tuples. Importing a module
registers nothing. A family's :data:`Judge` is described in the catalogue's docstring.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from trainer.engine.games import AnyRules, game_title, shipped_registry
from trainer.engine.games.spec import casino_rules, home_rules_of
from trainer.engine.games.three_five_seven_home import HomeRules
from trainer.engine.rules import GameRules
from trainer.quiz.model import GAMES, AnswerKind, Explanation, Question, Skill


@dataclass(frozen=True, slots=True)
class Context:
    """What a generator is handed: its randomness, the difficulty and the game's rules
    (with the house's posted settings)."""

    family: Family
    difficulty: int
    seed: int
    rng: random.Random
    game_rules: AnyRules
    all_rules: Mapping[str, AnyRules]

    @property
    def rules(self) -> GameRules:
        """A casino game's rules (pay tables, limits, the house's posted settings)."""
        return casino_rules(self.game_rules)

    @property
    def home(self) -> HomeRules:
        """The home game's rules (its variants with the table's options)."""
        return home_rules_of(self.game_rules)

    def question(
        self,
        *,
        text: str,
        prompt: Mapping[str, Any],
        answer: Any,
        explanation: Explanation,
        choices: tuple[str, ...] = (),
        extra: Mapping[str, Any] | None = None,
        kind: AnswerKind | None = None,
    ) -> Question:
        """A question of this family. A position under another jurisdiction than the
        game's shipped one names it (``"jurisdiction"``), so that ``settle`` reads it under
        the same rules."""
        prompt = _naming_jurisdiction(prompt, self.game_rules)
        return Question(
            family=self.family.id,
            game=self.family.game,
            skill=self.family.skill,
            difficulty=self.difficulty,
            seed=self.seed,
            kind=kind or self.family.kind,
            text=text,
            prompt=dict(prompt),
            answer=answer,
            explanation=explanation,
            choices=choices,
            extra=dict(extra or {}),
        )


def _naming_jurisdiction(prompt: Mapping[str, Any], rules: AnyRules) -> Mapping[str, Any]:
    if rules.jurisdiction_id == shipped_registry().rules(rules.id).jurisdiction_id:
        return prompt
    key = {"jurisdiction": rules.jurisdiction_id}
    scenario = prompt.get("scenario")
    if isinstance(scenario, Mapping):
        return {**prompt, "scenario": {**scenario, **key}}
    if isinstance(scenario, list):
        return {**prompt, "scenario": [{**s, **key} for s in scenario]}
    return prompt


Builder = Callable[[Context], Question]

Verdict = Callable[[Any], bool]
"""Whether one candidate answer is right. The candidate is in the form the grader reads: a
choice's index, an order's list of tokens, an arrangement's list of cards (``"Ah"``)."""

Judge = Callable[[Question, AnyRules], Verdict]
"""A family's judge: given a question and the rules it was asked under, it asks the engine
once for the truth and returns the :data:`Verdict` on any candidate, never by comparing the
candidate with ``question.answer``."""


@dataclass(frozen=True, slots=True)
class Family:
    """One kind of question for one game."""

    id: str
    game: str
    skill: Skill
    kind: AnswerKind
    title: str
    build: Builder
    judge: Judge | None = None

    @property
    def label(self) -> str:
        """``"Three Card Poker: pay a position"``."""
        return f"{game_title(self.game)}: {self.title}"


def family(
    game: str,
    name: str,
    skill: Skill,
    kind: AnswerKind,
    title: str,
    build: Builder,
    judge: Judge | None = None,
) -> Family:
    """The family ``game/name``."""
    return Family(f"{game}/{name}", game, skill, kind, title, build, judge)


def for_games(
    games: Iterable[str],
    name: str,
    skill: Skill,
    kind: AnswerKind,
    title: str,
    build: Builder,
    judge: Judge | None = None,
) -> tuple[Family, ...]:
    """One family ``game/name`` for each of the games with drills, all built by ``build``
    and judged by ``judge``. The families every game shares are declared from the engine's
    specs (every game with a dealing procedure, with rulings...); a game registered before
    its drills (blackjack, issue 25) is offered none until it has them."""
    return tuple(
        family(game, name, skill, kind, title, build, judge) for game in games if game in GAMES
    )
