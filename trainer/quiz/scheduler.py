"""What a trainee should practise next: schedulers over question families.

Every scheduler speaks one small protocol (:class:`FamilyScheduler`): given the trainee's
per-family states and the clock, the next family; given an answer, the family's new
state. The states (:class:`~trainer.progress.spacing.FamilyState`) hold every
scheduler's part at once, so a house that switches schedulers loses nothing.

- :class:`Boxes`: Leitner boxes, the trainer's first scheduler. Missed families come back
  first (the oldest miss first), then the most overdue, then new ones in random order,
  then those due soonest.
- :class:`Fsrs`: the Free Spaced Repetition Scheduler. Due families come first, the one
  the trainee is least likely to recall first; then new ones; then those due soonest.
- :class:`RoundRobin`: the control: every family in turn, the least recently asked first.

All three keep two rules: the family just asked is passed over when any other can be
asked (mixing families beats blocks of one), and a trouble spot (a "leech": a family the
trainee keeps missing) waits at least :data:`LEECH_GAP` other questions before it comes
back, however pressing it is.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from typing import ClassVar, Final, Protocol

from trainer.progress.spacing import (
    BOX_INTERVALS_MS,
    FSRS_NEW,
    LEECH_MISSES,
    MINUTE_MS,
    Answered,
    FamilyState,
    PastAnswer,
    advance,
    advance_counts,
    answer_kind,
    fsrs_retrievability,
    next_box,
    replay,
    review_fsrs,
)

LEECH_GAP: Final = 3
"""Questions of other families asked between two of a trouble spot, where there are any."""
DEFAULT_TARGET_MS: Final = 15_000

__all__ = [
    "DEFAULT_TARGET_MS",
    "LEECH_GAP",
    "SCHEDULERS",
    "Answered",
    "Boxes",
    "FamilyScheduler",
    "FamilyState",
    "Fsrs",
    "PastAnswer",
    "RoundRobin",
    "advance",
    "replay",
    "scheduler_named",
    "states_from",
]


class FamilyScheduler(Protocol):
    """The protocol every scheduler speaks."""

    @property
    def name(self) -> str:
        """The name a house setting uses."""
        ...

    @property
    def title(self) -> str:
        """The scheduler in words."""
        ...

    def update(self, state: FamilyState, answer: Answered, target_ms: int) -> FamilyState:
        """The family's state after one more answer (answers come oldest first)."""
        ...

    def due_ms(self, state: FamilyState) -> int:
        """When the family is next due (epoch ms; a new family: at once)."""
        ...

    def ranked(self, states: Iterable[FamilyState], now_ms: int) -> list[FamilyState]:
        """The families in the order they should be practised."""
        ...

    def next_family(
        self,
        states: Sequence[FamilyState],
        now_ms: int,
        rng: random.Random,
        recent: Sequence[str] = (),
    ) -> str:
        """The family to ask next; *recent* are the families just asked, the last last."""
        ...


class _Ranking:
    """What the three schedulers share: choosing from a ranking under the two rules."""

    name: ClassVar[str]
    title: ClassVar[str]

    def __init__(self, leech_misses: int = LEECH_MISSES) -> None:
        self.leech_misses = leech_misses

    def key(self, state: FamilyState, now_ms: int) -> tuple[int, float]:
        """Sort key: the smallest is practised first."""
        raise NotImplementedError

    def due_ms(self, state: FamilyState) -> int:
        """When the family is next due."""
        raise NotImplementedError

    def update(self, state: FamilyState, answer: Answered, target_ms: int) -> FamilyState:
        """The shared counts after one more answer."""
        return advance_counts(state, answer.credit, answer.answered_ms)

    def ranked(self, states: Iterable[FamilyState], now_ms: int) -> list[FamilyState]:
        """The families in the order they should be practised."""
        return sorted(states, key=lambda s: self.key(s, now_ms))

    def next_family(
        self,
        states: Sequence[FamilyState],
        now_ms: int,
        rng: random.Random,
        recent: Sequence[str] = (),
    ) -> str:
        """The most pressing family that the two rules allow; new ones in random order.
        (One pass and a ``min``, not a sort: this runs before every question.)"""
        if not states:
            raise ValueError("the scheduler needs at least one family")
        last = recent[-1] if recent else None
        spaced = set(recent[-LEECH_GAP:])
        misses = self.leech_misses
        candidates = [
            s
            for s in states
            if s.family != last and not (s.family in spaced and s.is_leech(misses))
        ]
        if not candidates:  # only held families: at least not the one just asked
            candidates = [s for s in states if s.family != last] or list(states)
        top = min(candidates, key=lambda s: self.key(s, now_ms))
        if top.is_new:
            return rng.choice([s.family for s in candidates if s.is_new])
        return top.family


class Boxes(_Ranking):
    """Leitner boxes: a miss back to box 0, a right answer within the target up a box."""

    name = "boxes"
    title = "Leitner boxes"

    def update(self, state: FamilyState, answer: Answered, target_ms: int) -> FamilyState:
        """Up a box, down to box 0, or unchanged (right but slow)."""
        kind = answer_kind(answer.credit, answer.response_ms, target_ms)
        box = next_box(state.box, kind)
        return advance_counts(state, answer.credit, answer.answered_ms, box=box)

    def due_ms(self, state: FamilyState) -> int:
        """The last answer plus the box's interval."""
        return state.box_due_ms

    def key(self, state: FamilyState, now_ms: int) -> tuple[int, float]:
        """Missed first (the oldest miss first), then the most overdue for its box, then
        new ones, then those due soonest."""
        if state.last_missed:
            return (0, float(state.last_ms or 0))
        if state.is_new:
            return (2, 0.0)
        due = state.box_due_ms
        if due <= now_ms:
            interval = max(BOX_INTERVALS_MS[state.box], MINUTE_MS)
            return (1, -(now_ms - due) / interval)
        return (3, float(due - now_ms))


class Fsrs(_Ranking):
    """FSRS: each family a card, each answer a review rated from its pace."""

    name = "fsrs"
    title = "FSRS (Free Spaced Repetition Scheduler)"

    def update(self, state: FamilyState, answer: Answered, target_ms: int) -> FamilyState:
        """The card reviewed with the answer's rating."""
        kind = answer_kind(answer.credit, answer.response_ms, target_ms)
        card = review_fsrs(state, kind, answer.answered_ms)
        return advance_counts(state, answer.credit, answer.answered_ms, card=card)

    def due_ms(self, state: FamilyState) -> int:
        """The card's due time."""
        return 0 if state.fsrs_phase == FSRS_NEW else state.fsrs_due_ms

    def key(self, state: FamilyState, now_ms: int) -> tuple[int, float]:
        """Due first, the least likely to be recalled first; then new; then due soonest."""
        if state.is_new or state.fsrs_phase == FSRS_NEW:
            return (1, 0.0)
        if state.fsrs_due_ms <= now_ms:
            return (0, fsrs_retrievability(state, now_ms))
        return (2, float(state.fsrs_due_ms - now_ms))


class RoundRobin(_Ranking):
    """The control: no spacing, every family in turn."""

    name = "round-robin"
    title = "round robin (every family in turn)"

    def due_ms(self, state: FamilyState) -> int:
        """Always due: a round robin has no intervals."""
        return 0

    def key(self, state: FamilyState, now_ms: int) -> tuple[int, float]:
        """New first, then the least recently asked."""
        if state.is_new:
            return (0, 0.0)
        return (1, float(state.last_ms or 0))


SCHEDULERS: Final[Mapping[str, type[_Ranking]]] = {
    cls.name: cls for cls in (Boxes, Fsrs, RoundRobin)
}
"""Every scheduler, by the name a house setting uses."""


def scheduler_named(name: str, leech_misses: int = LEECH_MISSES) -> FamilyScheduler:
    """The scheduler a house setting names."""
    try:
        return SCHEDULERS[name](leech_misses)
    except KeyError:
        raise ValueError(f"'{name}' is not a scheduler ({', '.join(SCHEDULERS)}).") from None


def states_from(
    families: Sequence[str],
    history: Iterable[Answered],
    target_ms: Mapping[str, int],
    default_target_ms: int = DEFAULT_TARGET_MS,
) -> list[FamilyState]:
    """Every family's state recomputed from a history of answers (other families ignored)."""
    by_family: dict[str, list[Answered]] = {f: [] for f in families}
    for a in history:
        if a.family in by_family:
            by_family[a.family].append(a)
    return [replay(f, by_family[f], target_ms.get(f, default_target_ms)) for f in families]
