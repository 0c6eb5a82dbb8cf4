"""The catalogue of question families, and generating a question from a family and a seed.

A family is one kind of question for one game (``three-card-poker/payout``). Every question
comes from a family, a difficulty (1: one wager, small amounts; 2: a whole position; 3: a
full table, odd amounts) and a seed; the same three, under the same house settings, always
give the same question.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from trainer.engine.games import AnyRules, registry
from trainer.engine.games.spec import casino_rules, home_rules_of
from trainer.engine.games.three_five_seven_home import HomeRules
from trainer.engine.rules import GameRules
from trainer.quiz.errors import QuizError
from trainer.quiz.model import GAME_NAMES, GAMES, AnswerKind, Explanation, Question, Skill

DIFFICULTIES = (1, 2, 3)


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
        """A question of this family."""
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


Builder = Callable[[Context], Question]


@dataclass(frozen=True, slots=True)
class Family:
    """One kind of question for one game."""

    id: str
    game: str
    skill: Skill
    kind: AnswerKind
    title: str
    build: Builder

    @property
    def label(self) -> str:
        """``"Three Card Poker: pay a position"``."""
        return f"{GAME_NAMES[self.game]}: {self.title}"


_FAMILIES: dict[str, Family] = {}


def family(
    game: str, name: str, skill: Skill, kind: AnswerKind, title: str
) -> Callable[[Builder], Builder]:
    """Register a generator as the family ``game/name``."""

    def register(build: Builder) -> Builder:
        fid = f"{game}/{name}"
        if fid in _FAMILIES:  # pragma: no cover - a programming error
            raise ValueError(f"family {fid} registered twice")
        _FAMILIES[fid] = Family(fid, game, skill, kind, title, build)
        return build

    return register


def _load() -> None:
    # Importing the generator modules registers their families.
    from trainer.quiz import homegame, limits, payouts, procedure, reading  # noqa: F401


def all_families() -> list[Family]:
    """Every family, by game then skill."""
    _load()
    order = {g: i for i, g in enumerate(GAMES)}
    skills = list(Skill)
    return sorted(_FAMILIES.values(), key=lambda f: (order[f.game], skills.index(f.skill), f.id))


def get_family(family_id: str) -> Family:
    """One family by id; :class:`QuizError` names an unknown one."""
    _load()
    try:
        return _FAMILIES[family_id]
    except KeyError:
        raise QuizError(f"'{family_id}' is not a question family.") from None


def families_for(game: str | None = None, skill: str | None = None) -> list[Family]:
    """The families of a game and/or skill; :class:`QuizError` names an unknown one."""
    if game is not None and game not in GAMES:
        raise QuizError(f"'{game}' is not a game with drills (games: {', '.join(GAMES)}).")
    if skill is not None and skill not in {s.value for s in Skill}:
        names = ", ".join(s.value for s in Skill)
        raise QuizError(f"'{skill}' is not a skill (skills: {names}).")
    return [
        f
        for f in all_families()
        if (game is None or f.game == game) and (skill is None or f.skill == skill)
    ]


def generate(
    family_id: str,
    *,
    difficulty: int = 1,
    seed: int = 0,
    rules: Mapping[str, AnyRules] | None = None,
) -> Question:
    """The question of this family, difficulty and seed under these rules (the shipped
    rules and their default house settings when none are given)."""
    fam = get_family(family_id)
    if difficulty not in DIFFICULTIES:
        raise QuizError(f"Difficulty {difficulty} is not 1, 2 or 3.")
    all_rules = rules if rules is not None else registry().followed()
    rng = random.Random(f"{family_id}/{difficulty}/{seed}")
    ctx = Context(fam, difficulty, seed, rng, all_rules[fam.game], all_rules)
    return fam.build(ctx)
