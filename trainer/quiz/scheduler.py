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
- :class:`Mastery`: practice aimed at the house's mastery rule (the last answers of a
  family right and under the target time): the families whose window does not yet hold
  the rule in turn, new ones joining as others are mastered; a mastered family is left
  alone while any other can be asked, and reviewed in turn once all are (issue 30).

Each scheduler also says why a family comes next (:class:`Reason`), for the trainee's
drill page and the supervisor's console.

All three keep two rules: the family just asked is passed over when any other can be
asked (mixing families beats blocks of one), and a trouble spot (a "leech": a family the
trainee keeps missing) waits at least :data:`LEECH_GAP` other questions before it comes
back, however pressing it is.
"""

from __future__ import annotations

import random
import statistics
from collections.abc import Iterable, Mapping, Sequence
from enum import StrEnum
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
MASTERY_WINDOW: Final = 30
"""The house's default mastery window (``mastery.window-attempts``)."""
MASTERY_PERCENT: Final = 95
"""The house's default mastery accuracy (``mastery.accuracy-percent``)."""
CLOSE_TO_MASTERY: Final = 10
"""Answers (right and within the target) from mastery under which a family is "close"."""


class Reason(StrEnum):
    """Why a scheduler puts a family where it does: what the trainee and the supervisor
    read (the window words it)."""

    NEW = "new"
    MISSED = "missed"
    TROUBLE_SPOT = "trouble-spot"
    DUE = "due"
    CLOSE = "close"
    BUILDING = "building"
    AHEAD = "ahead"
    MASTERED = "mastered"
    IN_TURN = "in-turn"


__all__ = [
    "DEFAULT_TARGET_MS",
    "LEECH_GAP",
    "MASTERY_WINDOW",
    "SCHEDULERS",
    "Answered",
    "Boxes",
    "FamilyScheduler",
    "FamilyState",
    "Fsrs",
    "Mastery",
    "PastAnswer",
    "Reason",
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

    def reason(self, state: FamilyState, now_ms: int) -> Reason:
        """Why the family stands where it does in the ranking."""
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

    def __init__(
        self,
        leech_misses: int = LEECH_MISSES,
        size: int = MASTERY_WINDOW,
        percent: int = MASTERY_PERCENT,
    ) -> None:
        self.leech_misses = leech_misses
        self.size = size  # the house's mastery rule, for the schedulers that aim at it
        self.percent = percent

    def key(self, state: FamilyState, now_ms: int) -> tuple[int, float]:
        """Sort key: the smallest is practised first."""
        raise NotImplementedError

    def reason(self, state: FamilyState, now_ms: int) -> Reason:
        """Why the family stands where it does: new, a trouble spot, just missed, due for
        review, or practised ahead of its time."""
        if state.is_new:
            return Reason.NEW
        if state.is_leech(self.leech_misses):
            return Reason.TROUBLE_SPOT
        if state.last_missed:
            return Reason.MISSED
        return Reason.DUE if self.due_ms(state) <= now_ms else Reason.AHEAD

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

    def reason(self, state: FamilyState, now_ms: int) -> Reason:
        """New, a trouble spot, or simply its turn."""
        if state.is_new:
            return Reason.NEW
        return Reason.TROUBLE_SPOT if state.is_leech(self.leech_misses) else Reason.IN_TURN


def answers_to_mastery(
    window: Sequence[tuple[bool, float]], size: int = MASTERY_WINDOW, percent: int = MASTERY_PERCENT
) -> int:
    """How many more answers, each right and within the target time, the mastery rule
    needs before it holds over *window* (the latest answers, newest first: whether fully
    right, and the time over the target): enough answers to fill the window, enough to
    push out the misses it cannot carry, and enough to push out the slow answers that keep
    its median at or above the target (counted strictly: the median of an even window is
    the mean of its middle two). 0: the rule holds now."""
    allowed_misses = size - -(-percent * size // 100)
    allowed_slow = (size - 1) // 2
    needed = size - len(window)
    misses = slow = 0
    for i, (right, _) in enumerate(window[:size]):
        if not right:
            misses += 1
            if misses > allowed_misses:
                needed = max(needed, size - i)
                break
    for i, (_, pace) in enumerate(window[:size]):
        if pace >= 1:
            slow += 1
            if slow > allowed_slow:
                needed = max(needed, size - i)
                break
    return max(needed, 0)


def window_summary(
    window: Sequence[tuple[bool, float]], size: int = MASTERY_WINDOW
) -> tuple[int, int, float | None]:
    """``(answers, right, median time over the target)`` of the latest *size* answers."""
    last = window[:size]
    median = statistics.median(p for _, p in last) if last else None
    return len(last), sum(1 for right, _ in last if right), median


class Mastery(_Ranking):
    """Practice aimed at the mastery rule: the families not yet mastered in turn (up to
    :attr:`working` at once), a mastered one left alone while any other can be asked."""

    name = "mastery"
    title = "mastery-aware (practice aimed at the mastery rule)"
    working: ClassVar[int] = 16
    """Families worked on at a time: new ones join as others are mastered, so that a
    beginner does not face every kind of question of a game at once."""

    def update(self, state: FamilyState, answer: Answered, target_ms: int) -> FamilyState:
        """The Leitner box (for reviews once mastered) and the window of latest answers."""
        kind = answer_kind(answer.credit, answer.response_ms, target_ms)
        entry = (answer.credit >= 1, answer.response_ms / max(target_ms, 1))
        return advance_counts(
            state,
            answer.credit,
            answer.answered_ms,
            box=next_box(state.box, kind),
            window=(entry, *state.window[: self.size - 1]),
        )

    def due_ms(self, state: FamilyState) -> int:
        """Not mastered: at once; mastered: when its box makes it due."""
        if answers_to_mastery(state.window, self.size, self.percent):
            return 0
        return state.box_due_ms

    def key(self, state: FamilyState, now_ms: int) -> tuple[int, float]:
        """Families on their way to mastery, the least recently asked first (spacing their
        practice as widely as the working set allows); then new ones; then mastered ones,
        the least recently asked first (reviewing them in turn keeps the most a month
        later, in every memory model of ``benchmarks/learning.py``). A family answered
        whose window is not known counts as on its way."""
        if state.is_new:
            return (1, 0.0)
        needed = answers_to_mastery(state.window, self.size, self.percent)
        if needed:
            return (0, float(state.last_ms or 0))
        return (2, float(state.last_ms or 0))

    def next_family(
        self,
        states: Sequence[FamilyState],
        now_ms: int,
        rng: random.Random,
        recent: Sequence[str] = (),
    ) -> str:
        """The families on their way to mastery in turn, a new one joining them while
        fewer than :attr:`working` are; then reviews."""
        going = 0
        has_new = False
        for s in states:
            if s.is_new:
                has_new = True
            elif answers_to_mastery(s.window, self.size, self.percent):
                going += 1
        if has_new and going < self.working:
            last = recent[-1] if recent else None
            fresh = [s.family for s in states if s.is_new and s.family != last]
            if fresh:
                return rng.choice(fresh)
        return super().next_family(states, now_ms, rng, recent)

    def reason(self, state: FamilyState, now_ms: int) -> Reason:
        """New, a trouble spot, close to mastery, still building, due for review, or
        mastered and not due."""
        if state.is_new:
            return Reason.NEW
        if state.is_leech(self.leech_misses):
            return Reason.TROUBLE_SPOT
        needed = answers_to_mastery(state.window, self.size, self.percent)
        if needed:
            return Reason.CLOSE if needed <= CLOSE_TO_MASTERY else Reason.BUILDING
        return Reason.DUE if state.box_due_ms <= now_ms else Reason.MASTERED


SCHEDULERS: Final[Mapping[str, type[_Ranking]]] = {
    cls.name: cls for cls in (Boxes, Fsrs, RoundRobin, Mastery)
}
"""Every scheduler, by the name a house setting uses."""


def scheduler_named(
    name: str,
    leech_misses: int = LEECH_MISSES,
    size: int = MASTERY_WINDOW,
    percent: int = MASTERY_PERCENT,
) -> FamilyScheduler:
    """The scheduler a house setting names (with the house's trouble-spot threshold and
    mastery rule: its window of answers and the share of them right)."""
    try:
        return SCHEDULERS[name](leech_misses, size, percent)
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
