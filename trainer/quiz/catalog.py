"""The catalogue of question families, and generating a question from a family and a seed.

A family is one kind of question for one game (``three-card-poker/payout``). Every question
comes from a family, a difficulty (1: one wager, small amounts; 2: a whole position; 3: a
full table, odd amounts) and a seed; the same three, under the same house settings, always
give the same question.

The catalogue reads the ``FAMILIES`` each family module declares (the families every game
shares) and each game's own (``trainer.quiz.games.<game>``); nothing registers itself.
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from trainer.engine.games import AnyRules, game_ids, registry
from trainer.quiz import payouts, procedure, reading
from trainer.quiz.errors import QuizError
from trainer.quiz.family import Builder, Context, Family
from trainer.quiz.games import QUIZ_GAMES
from trainer.quiz.model import Question, Skill

__all__ = [
    "DIFFICULTIES",
    "Builder",
    "Context",
    "Family",
    "all_families",
    "families_for",
    "generate",
    "get_family",
]

DIFFICULTIES = (1, 2, 3)


def _catalogue() -> dict[str, Family]:
    declared = (
        *payouts.FAMILIES,
        *procedure.FAMILIES,
        *reading.FAMILIES,
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


def generate(
    family_id: str,
    *,
    difficulty: int = 1,
    seed: int = 0,
    rules: Mapping[str, AnyRules] | None = None,
) -> Question:
    """The question of this family, difficulty and seed under these rules (the rules each
    game's tables follow, with their default house settings, when none are given)."""
    fam = get_family(family_id)
    if difficulty not in DIFFICULTIES:
        raise QuizError(f"Difficulty {difficulty} is not 1, 2 or 3.")
    all_rules = rules if rules is not None else registry().followed()
    rng = random.Random(f"{family_id}/{difficulty}/{seed}")
    ctx = Context(fam, difficulty, seed, rng, all_rules[fam.game], all_rules)
    return fam.build(ctx)
