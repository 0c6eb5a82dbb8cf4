"""Cues that could answer a choice question without the dealing knowledge it drills
(issue 23): where the right choice stands among the choices, whether it is the longest,
and, where two seats meet, whether the seat named first wins.

:func:`measure` counts them over seeded questions of one family, beside the rate a
trainee guessing with no cue would reach; ``benchmarks/cues.py`` prints them for every
choice family and ``tests/quiz/test_cues.py`` holds every family to the bounds.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from trainer.engine.games import AnyRules
from trainer.quiz.catalog import DIFFICULTIES, generate, get_family
from trainer.quiz.model import Question


@dataclass(frozen=True, slots=True)
class CueRates:
    """How often each cue names the right choice over ``questions`` questions of a family,
    and how often a guess with no cue would."""

    family: str
    questions: int
    places: tuple[float, ...]
    """The share of questions whose right choice is at each place (the first, ...)."""
    places_chance: tuple[float, ...]
    """The share a guess of that place wins with no cue (1/n of the questions with n
    choices that have the place)."""
    longest: float
    """The share a guess of the longest choice wins (among equally long ones, at random)."""
    longest_chance: float
    first_named: float | None
    """Of the questions where one of two seats named wins, the share the seat named first
    wins (chance: one half); ``None`` for a family that names no two seats."""
    named: int
    """How many questions ``first_named`` is counted over."""

    @property
    def place_lead(self) -> float:
        """How far the best single place beats its chance."""
        return max(r - c for r, c in zip(self.places, self.places_chance, strict=True))


def _first_named_wins(question: Question) -> bool | None:
    """Whether the seat the question's words name first wins a two-seat showdown (``None``
    when it names no two seats, or they tie)."""
    seats = question.prompt.get("seats")
    meanings = question.extra.get("meanings")
    if not isinstance(seats, list) or len(seats) != 2 or not isinstance(meanings, list):
        return None
    meaning = meanings[question.answer]
    if meaning not in ("first", "second"):
        return None
    winner = seats[0] if meaning == "first" else seats[1]
    where = {s: re.search(rf"\b{s}\b", question.text) for s in seats}
    first = min(seats, key=lambda s: m.start() if (m := where[s]) else len(question.text))
    return bool(winner == first)


def measure(
    family_id: str,
    seeds: Iterable[int],
    rules: Mapping[str, AnyRules] | None = None,
) -> CueRates:
    """The cue rates of a choice family over these seeds, each at difficulties 1 to 3."""
    get_family(family_id)
    width = 0
    at: dict[int, int] = {}
    has: dict[int, float] = {}
    longest = longest_chance = 0.0
    named = first = 0
    count = 0
    for seed in seeds:
        for difficulty in DIFFICULTIES:
            q = generate(family_id, difficulty=difficulty, seed=seed, rules=rules)
            n = len(q.choices)
            width = max(width, n)
            count += 1
            at[q.answer] = at.get(q.answer, 0) + 1
            for i in range(n):
                has[i] = has.get(i, 0.0) + 1 / n
            lengths = [len(c) for c in q.choices]
            tops = [i for i, size in enumerate(lengths) if size == max(lengths)]
            longest += (q.answer in tops) / len(tops)
            longest_chance += 1 / n
            won = _first_named_wins(q)
            if won is not None:
                named += 1
                first += won
    return CueRates(
        family=family_id,
        questions=count,
        places=tuple(at.get(i, 0) / count for i in range(width)),
        places_chance=tuple(has.get(i, 0.0) / count for i in range(width)),
        longest=longest / count,
        longest_chance=longest_chance / count,
        first_named=first / named if named else None,
        named=named,
    )
