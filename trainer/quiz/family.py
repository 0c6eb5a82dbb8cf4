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
from trainer.words import translated


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
    def seats(self) -> int:
        """The seats at the game's table, whatever the kind of its rules file."""
        return self.game_rules.seats

    @property
    def clean_one_in(self) -> int:
        """How often a game-protection table or deal is shown right (a house setting)."""
        rules = self.game_rules
        if isinstance(rules, GameRules):
            return rules.house.clean_one_in
        return max(int(getattr(rules, "clean_one_in", 3)), 1)

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
        kind = kind or self.family.kind
        if kind is AnswerKind.CHOICE and not self.family.scale:
            choices, answer, extra = placed(self.rng, choices, answer, extra)
        return Question(
            family=self.family.id,
            game=self.family.game,
            skill=self.family.skill,
            difficulty=self.difficulty,
            seed=self.seed,
            kind=kind,
            text=text,
            prompt=dict(prompt),
            answer=answer,
            explanation=explanation,
            choices=choices,
            extra=dict(extra or {}),
        )


def placed(
    rng: random.Random,
    choices: tuple[str, ...],
    answer: int,
    extra: Mapping[str, Any] | None,
) -> tuple[tuple[str, ...], int, Mapping[str, Any] | None]:
    """The choices in an order the question's own randomness draws, with the answer's new
    place and the choices' meanings (``extra["meanings"]``) in the same order: the place
    of the right choice tells nothing (issue 23). A family whose choices are a fixed scale
    (hand ranks, a pay table's rows, yes or no) keeps their order."""
    order = list(range(len(choices)))
    rng.shuffle(order)
    meanings = (extra or {}).get("meanings")
    if isinstance(meanings, list | tuple) and len(meanings) == len(choices):
        extra = {**(extra or {}), "meanings": [meanings[i] for i in order]}
    return tuple(choices[i] for i in order), order.index(answer), extra


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
    words: str
    """The family's title as written (marked for translation where it is declared)."""
    build: Builder
    judge: Judge | None = None
    scale: bool = False
    """Whether the choices are a fixed scale (hand ranks, a pay table's rows, yes or no),
    shown in the scale's order; any other family's choices are placed at random."""

    @property
    def title(self) -> str:
        """``pay a position``, in the trainee's language."""
        return translated(self.words)

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
    *,
    scale: bool = False,
) -> Family:
    """The family ``game/name`` (``scale``: its choices are a fixed scale, see
    :attr:`Family.scale`)."""
    return Family(f"{game}/{name}", game, skill, kind, title, build, judge, scale)


def for_games(
    games: Iterable[str],
    name: str,
    skill: Skill,
    kind: AnswerKind,
    title: str,
    build: Builder,
    judge: Judge | None = None,
    *,
    scale: bool = False,
) -> tuple[Family, ...]:
    """One family ``game/name`` for each of the games with drills, all built by ``build``
    and judged by ``judge``. The families every game shares are declared from the engine's
    specs (every game with a dealing procedure, with rulings...); a game registered before
    its drills (blackjack, issue 25) is offered none until it has them."""
    return tuple(
        family(game, name, skill, kind, title, build, judge, scale=scale)
        for game in games
        if game in GAMES
    )
