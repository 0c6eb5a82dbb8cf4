"""Spaced repetition over question families: what a trainee should practise next.

Each family sits in a box from 0 to 6, the length of the trainee's latest run of answers
that were both right and not slow. A miss puts the family back in box 0, due at once; a
right but slow answer neither raises nor resets the run. Each box has an interval (box 0:
now; box 6: a week), so missed and slow families come back soon and mastered ones rarely.
Families never tried are due too, after the missed ones.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

MINUTE_MS = 60_000
INTERVALS_MS = (
    0,
    MINUTE_MS,
    10 * MINUTE_MS,
    60 * MINUTE_MS,
    24 * 60 * MINUTE_MS,
    3 * 24 * 60 * MINUTE_MS,
    7 * 24 * 60 * MINUTE_MS,
)
SLOW_FACTOR = 1.0  # slower than the skill's target time counts as slow


class Answered(Protocol):
    """What the scheduler needs to know of a past answer."""

    @property
    def family(self) -> str: ...

    @property
    def credit(self) -> float: ...

    @property
    def response_ms(self) -> int: ...

    @property
    def answered_ms(self) -> int: ...


@dataclass(frozen=True, slots=True)
class PastAnswer:
    """A past answer as plain data (the store's attempts adapt to this)."""

    family: str
    credit: float
    response_ms: int
    answered_ms: int


@dataclass(frozen=True, slots=True)
class FamilyState:
    """Where one family stands for one trainee."""

    family: str
    box: int
    seen: int
    last_ms: int | None
    due_ms: int
    last_missed: bool

    @property
    def is_new(self) -> bool:
        """Never tried."""
        return self.seen == 0


def family_state(family: str, answers: Sequence[Answered], target_ms: int) -> FamilyState:
    """The box of a family from its answers (any order)."""
    ordered = sorted(answers, key=lambda a: a.answered_ms)
    box = 0
    for a in ordered:
        if a.credit < 1:
            box = 0
        elif a.response_ms <= target_ms * SLOW_FACTOR:
            box = min(box + 1, len(INTERVALS_MS) - 1)
    if not ordered:
        return FamilyState(family, 0, 0, None, 0, False)
    last = ordered[-1]
    return FamilyState(
        family=family,
        box=box,
        seen=len(ordered),
        last_ms=last.answered_ms,
        due_ms=last.answered_ms + INTERVALS_MS[box],
        last_missed=last.credit < 1,
    )


class Scheduler:
    """Chooses the next family from a trainee's history."""

    def __init__(
        self, families: Sequence[str], target_ms: Mapping[str, int], default_target_ms: int = 15_000
    ) -> None:
        """``target_ms`` maps each family id to its skill's target time."""
        if not families:
            raise ValueError("the scheduler needs at least one family")
        self.families = tuple(families)
        self._targets = dict(target_ms)
        self._default = default_target_ms

    def target_for(self, family: str) -> int:
        """The target response time of a family (the house's target for its skill)."""
        return self._targets.get(family, self._default)

    def states(self, history: Iterable[Answered]) -> list[FamilyState]:
        """Every family's state."""
        by_family: dict[str, list[Answered]] = {f: [] for f in self.families}
        for a in history:
            if a.family in by_family:
                by_family[a.family].append(a)
        return [family_state(f, by_family[f], self.target_for(f)) for f in self.families]

    def ranked(self, history: Iterable[Answered], now_ms: int) -> list[FamilyState]:
        """Families in the order they should be practised: missed first, then the most
        overdue, then new ones, then those due soonest."""

        def key(s: FamilyState) -> tuple[int, float]:
            if s.last_missed:
                return (0, float(s.last_ms or 0))  # the oldest miss first
            if s.is_new:
                return (2, 0.0)
            if s.due_ms <= now_ms:
                interval = max(INTERVALS_MS[s.box], MINUTE_MS)
                return (1, -(now_ms - s.due_ms) / interval)
            return (3, float(s.due_ms - now_ms))

        return sorted(self.states(history), key=key)

    def next_family(
        self, history: Iterable[Answered], now_ms: int, rng: random.Random, avoid: str | None = None
    ) -> str:
        """The family to ask next; ``avoid`` (the one just asked) is passed over when any
        other is as pressing. New families are taken in random order."""
        ranked = self.ranked(list(history), now_ms)
        candidates = [s for s in ranked if s.family != avoid] or ranked
        top = candidates[0]
        if top.is_new:
            new = [s.family for s in candidates if s.is_new]
            return rng.choice(new)
        return top.family
