"""Where each question family stands for a trainee: the state every scheduler reads.

A trainee's answers in one family fold, oldest first, into one :class:`FamilyState`. The
state holds what every scheduler needs, so that a house can switch schedulers without
losing anything and the store can keep it up to date in the same transaction as each
answer (reading a drill's states then costs one row per family, however long the
history):

- the counts every scheduler shares: answers, misses, the current run of right answers,
  when the family was last answered and whether that answer was missed;
- the Leitner box (0 to 6): the length of the latest run of answers both right and not
  slow; a miss puts the family back in box 0 and a right but slow answer neither raises
  nor resets the run. Each box has an interval (box 0: now; box 6: a week);
- the FSRS card (the Free Spaced Repetition Scheduler, through the ``fsrs`` package):
  its phase, learning step, stability, difficulty and due time. Each answer is a review
  rated by :data:`FSRS_RATINGS` from whether it was right and its pace against the
  skill's target time.

A miss is any answer without full credit. Everything here is pure arithmetic on plain
values: no clock, no files; the same answers always give the same state.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from functools import cache
from typing import TYPE_CHECKING, Final, Protocol

if TYPE_CHECKING:
    import fsrs

MINUTE_MS: Final = 60_000
DAY_MS: Final = 24 * 60 * MINUTE_MS
BOX_INTERVALS_MS: Final = (
    0,
    MINUTE_MS,
    10 * MINUTE_MS,
    60 * MINUTE_MS,
    DAY_MS,
    3 * DAY_MS,
    7 * DAY_MS,
)
"""How long a family in each Leitner box waits before it is due again."""
TOP_BOX: Final = len(BOX_INTERVALS_MS) - 1

FSRS_RATINGS: Final[Mapping[str, int]] = {
    "missed": 1,  # Again
    "slow": 2,  # Hard: right, but slower than the skill's target time
    "normal": 3,  # Good: right within the target
    "fast": 4,  # Easy: right within three quarters of the target
}
"""The FSRS rating of an answer, by what :func:`answer_kind` calls it (1 Again .. 4 Easy)."""

LEECH_MISSES: Final = 8
"""Misses after which a family is a trouble spot (Anki's "leech" threshold)."""
LEECH_CLEARED_RUN: Final = 10
"""Right answers running since the last miss that take a family off the trouble spots."""

FSRS_NEW, FSRS_LEARNING, FSRS_REVIEW, FSRS_RELEARNING = 0, 1, 2, 3
"""An FSRS card's phase (1-3 as the ``fsrs`` package numbers them; 0: never reviewed)."""

_EPOCH: Final = datetime(1970, 1, 1, tzinfo=UTC)
_MS: Final = timedelta(milliseconds=1)


class Answered(Protocol):
    """What the states need to know of an answer."""

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
    """An answer as plain data (the store's attempts adapt to this)."""

    family: str
    credit: float
    response_ms: int
    answered_ms: int


@dataclass(frozen=True, slots=True)
class FamilyState:
    """Where one family stands for one trainee, for every scheduler at once."""

    family: str
    seen: int = 0
    misses: int = 0
    run: int = 0
    last_ms: int | None = None
    last_missed: bool = False
    box: int = 0
    fsrs_phase: int = FSRS_NEW
    fsrs_step: int | None = None
    fsrs_stability: float | None = None
    fsrs_difficulty: float | None = None
    fsrs_due_ms: int = 0
    window: tuple[tuple[bool, float], ...] = field(default=(), compare=False)
    """The latest answers as far as known, newest first: (fully right, response time over
    the target time). Not kept in ``family_states``: the mastery-aware scheduler keeps it
    through a drill, and the store reads it with the state (a bounded read of the latest
    answers: :func:`trainer.progress.states.with_windows`). Not compared: two states are
    equal when what the store keeps is."""

    @property
    def is_new(self) -> bool:
        """Never tried."""
        return self.seen == 0

    @property
    def box_due_ms(self) -> int:
        """When the Leitner box makes the family due again (a new family: at once)."""
        return 0 if self.last_ms is None else self.last_ms + BOX_INTERVALS_MS[self.box]

    def is_leech(self, misses: int = LEECH_MISSES) -> bool:
        """A trouble spot: missed at least *misses* times and not since answered right
        :data:`LEECH_CLEARED_RUN` times running."""
        return self.misses >= misses and self.run < LEECH_CLEARED_RUN


def answer_kind(credit: float, response_ms: int, target_ms: int) -> str:
    """``missed`` (less than full credit), else the pace against the target time:
    ``fast`` (within three quarters of it), ``normal`` (within it) or ``slow``."""
    if credit < 1:
        return "missed"
    if response_ms * 4 <= target_ms * 3:
        return "fast"
    if response_ms <= target_ms:
        return "normal"
    return "slow"


FsrsPart = tuple[int, int | None, float | None, float | None, int]
"""An FSRS card as the state keeps it: phase, step, stability, difficulty, due (epoch ms)."""


def _fsrs_part(state: FamilyState) -> FsrsPart:
    return (
        state.fsrs_phase,
        state.fsrs_step,
        state.fsrs_stability,
        state.fsrs_difficulty,
        state.fsrs_due_ms,
    )


def advance_counts(
    state: FamilyState,
    credit: float,
    answered_ms: int,
    *,
    box: int | None = None,
    card: FsrsPart | None = None,
    window: tuple[tuple[bool, float], ...] | None = None,
) -> FamilyState:
    """The shared counts after one more answer, with the new *box*, FSRS *card* and latest
    answers' *window* where given (else those parts as they were). One constructor call:
    this runs once per answer in the store and millions of times in the benchmark."""
    missed = credit < 1
    phase, step, stability, difficulty, due = card or _fsrs_part(state)
    return FamilyState(
        state.family,
        state.seen + 1,
        state.misses + missed,
        0 if missed else state.run + 1,
        answered_ms,
        missed,
        state.box if box is None else box,
        phase,
        step,
        stability,
        difficulty,
        due,
        state.window if window is None else window,
    )


def next_box(box: int, kind: str) -> int:
    """The Leitner box after an answer: a miss empties the run, a right answer within the
    target lengthens it, a slow right answer leaves it as it was."""
    if kind == "missed":
        return 0
    if kind == "slow":
        return box
    return min(box + 1, TOP_BOX)


@cache
def fsrs_scheduler() -> fsrs.Scheduler:
    """The FSRS scheduler with its published default parameters, desired retention 0.9,
    and no random fuzz on intervals (the same answers must always give the same state)."""
    import fsrs

    return fsrs.Scheduler(enable_fuzzing=False)


def _at(ms: int) -> datetime:
    return _EPOCH + ms * _MS


def _ms(moment: datetime) -> int:
    return (moment - _EPOCH) // _MS


def fsrs_card(state: FamilyState, now_ms: int) -> fsrs.Card:
    """The state's FSRS card (a new family: a new card due *now_ms*)."""
    return _package_card(_fsrs_part(state), state.last_ms, now_ms)


def _package_card(card: FsrsPart, last_ms: int | None, now_ms: int) -> fsrs.Card:
    import fsrs

    phase, step, stability, difficulty, due = card
    if phase == FSRS_NEW:
        return fsrs.Card(card_id=1, due=_at(now_ms))
    return fsrs.Card(
        card_id=1,
        state=fsrs.State(phase),
        step=step,
        stability=stability,
        difficulty=difficulty,
        due=_at(due),
        last_review=None if last_ms is None else _at(last_ms),
    )


def _package_review(card: FsrsPart, last_ms: int | None, rating: int, at_ms: int) -> FsrsPart:
    """One review through the ``fsrs`` package itself (a card :class:`_Reviews` does not
    take: a state no answer of the store's makes, kept for what the package does then)."""
    import fsrs

    reviewed, _ = fsrs_scheduler().review_card(
        _package_card(card, last_ms, at_ms), fsrs.Rating(rating), _at(at_ms)
    )
    return (
        int(reviewed.state),
        reviewed.step,
        reviewed.stability,
        reviewed.difficulty,
        _ms(reviewed.due),
    )


class _Reviews:
    """FSRS's review of a card, as ``fsrs.Scheduler.review_card`` computes it (version 6
    of the package, whose scheduler gives the parameters, steps and retention), on plain
    numbers: no card objects, ratings or datetimes to make and copy for each answer
    (those were a quarter of an import). Every formula is the package's, term for term
    and in its order, so each float comes out the same bit for bit; a test holds it to
    the package on many random histories. A card in a shape no answer here makes (a step
    out of range, a review card without stability) is reviewed by the package itself."""

    def __init__(self, scheduler: fsrs.Scheduler) -> None:
        from fsrs.scheduler import STABILITY_MIN

        p = self.p = tuple(scheduler.parameters)
        self.least: float = STABILITY_MIN
        self.decay: float = -p[20]
        self.factor: float = 0.9 ** (1 / self.decay) - 1
        self.to_interval: float = (scheduler.desired_retention ** (1 / self.decay)) - 1
        self.longest = scheduler.maximum_interval
        self.learning = tuple(step // _MS for step in scheduler.learning_steps)
        self.relearning = tuple(step // _MS for step in scheduler.relearning_steps)
        self.hard_first = (
            self._hard_first(scheduler.learning_steps),
            self._hard_first(scheduler.relearning_steps),
        )
        self.easy_difficulty: float = p[4] - (math.e ** (p[5] * (4 - 1))) + 1
        self.recall_gain: float = math.e ** p[8]
        self.forget_short: float = math.e ** (p[17] * p[18])
        # What :meth:`review_in_place` takes once instead of once per answer: the same
        # terms, computed the same way, so the same floats.
        self.short_gain = (0.0, *(math.e ** (p[17] * (r - 3 + p[18])) for r in (1, 2, 3, 4)))
        self.difficulty_step = (0.0, *(-(p[6] * (r - 3)) for r in (1, 2, 3, 4)))
        self.easy_share: float = p[7] * self.easy_difficulty

    @staticmethod
    def _hard_first(steps: tuple[timedelta, ...]) -> int:
        """A Hard rating's interval at the first step (the package's rule)."""
        if len(steps) == 1:
            return (steps[0] * 1.5) // _MS
        if len(steps) >= 2:
            return ((steps[0] + steps[1]) / 2.0) // _MS
        return 0

    def _days(self, stability: float) -> int:
        interval = round((stability / self.factor) * self.to_interval)
        return min(max(interval, 1), self.longest)

    def _difficulty(self, difficulty: float, rating: int) -> float:
        p = self.p
        delta = -(p[6] * (rating - 3))
        damped = difficulty + (10.0 - difficulty) * delta / 9.0
        return min(max(p[7] * self.easy_difficulty + (1 - p[7]) * damped, 1.0), 10.0)

    def _short_term(self, stability: float, rating: int) -> float:
        p = self.p
        increase: float = (math.e ** (p[17] * (rating - 3 + p[18]))) * (stability ** -p[19])
        if rating != 1:
            increase = max(increase, 1.0)
        return max(stability * increase, self.least)

    def _long_term(
        self, difficulty: float, stability: float, last_ms: int, at_ms: int, rating: int
    ) -> float:
        p = self.p
        elapsed = max(0, (at_ms - last_ms) // DAY_MS)
        recall: float = (1 + self.factor * elapsed / stability) ** self.decay
        if rating == 1:
            found: float = min(
                p[11]
                * (difficulty ** -p[12])
                * (((stability + 1) ** (p[13])) - 1)
                * (math.e ** ((1 - recall) * p[14])),
                stability / self.forget_short,
            )
        else:
            found = stability * (
                1
                + self.recall_gain
                * (11 - difficulty)
                * (stability ** -p[9])
                * ((math.e ** ((1 - recall) * p[10])) - 1)
                * (p[15] if rating == 2 else 1)
                * (p[16] if rating == 4 else 1)
            )
        return max(found, self.least)

    def review_in_place(
        self, card: FsrsPart, last_ms: int | None, rating: int, at_ms: int
    ) -> FsrsPart:
        """:meth:`review`, with a review card reviewed again the same day (most answers
        of a family drilled: twenty thousand at a sign-in pull) worked out here inline:
        :meth:`_short_term`, :meth:`_difficulty` and :meth:`_days` term for term, their
        constant terms taken once, ``max``/``min`` as the comparisons they make."""
        phase, step, stability, difficulty, _ = card
        if (
            phase != FSRS_REVIEW
            or stability is None
            or difficulty is None
            or last_ms is None
            or (at_ms - last_ms) // DAY_MS >= 1
            or (rating == 1 and self.relearning)
        ):
            return self.review(card, last_ms, rating, at_ms)
        p = self.p
        increase: float = self.short_gain[rating] * (stability ** -p[19])
        if rating != 1 and increase < 1.0:
            increase = 1.0
        stability = stability * increase
        if self.least > stability:
            stability = self.least
        damped = difficulty + (10.0 - difficulty) * self.difficulty_step[rating] / 9.0
        difficulty = self.easy_share + (1 - p[7]) * damped
        if difficulty < 1.0:
            difficulty = 1.0
        if difficulty > 10.0:
            difficulty = 10.0
        interval = round((stability / self.factor) * self.to_interval)
        if interval < 1:
            interval = 1
        if self.longest < interval:
            interval = self.longest
        return phase, step, stability, difficulty, at_ms + interval * DAY_MS

    def review(self, card: FsrsPart, last_ms: int | None, rating: int, at_ms: int) -> FsrsPart:
        """The card after a review rated *rating* (1 Again .. 4 Easy) at *at_ms*, its last
        review at *last_ms*: phase, step, stability, difficulty, due (epoch ms)."""
        phase, step, stability, difficulty, _ = card
        if phase == FSRS_NEW:
            phase, step, stability, difficulty = FSRS_LEARNING, 0, None, None
        elif phase == FSRS_LEARNING and step is None:
            step = 0  # as the package's card takes it
        steps = self.learning if phase == FSRS_LEARNING else self.relearning
        if phase == FSRS_REVIEW:
            if stability is None or difficulty is None or last_ms is None:
                return _package_review(card, last_ms, rating, at_ms)
        elif (
            phase not in (FSRS_LEARNING, FSRS_RELEARNING)
            or step is None
            or not 0 <= step < len(steps)
            or (card[0] != FSRS_NEW and last_ms is None)
            or (phase == FSRS_RELEARNING and (stability is None or difficulty is None))
        ):
            return _package_review(card, last_ms, rating, at_ms)
        p = self.p
        if stability is None or difficulty is None:  # a new card (learning)
            stability = max(p[rating - 1], self.least)
            difficulty = min(max(p[4] - (math.e ** (p[5] * (rating - 1))) + 1, 1.0), 10.0)
        else:
            assert last_ms is not None
            if (at_ms - last_ms) // DAY_MS < 1:
                stability = self._short_term(stability, rating)
            else:
                stability = self._long_term(difficulty, stability, last_ms, at_ms, rating)
            difficulty = self._difficulty(difficulty, rating)
        if phase == FSRS_REVIEW:
            if rating == 1 and self.relearning:
                return FSRS_RELEARNING, 0, stability, difficulty, at_ms + self.relearning[0]
            return phase, step, stability, difficulty, at_ms + self._days(stability) * DAY_MS
        assert step is not None
        if rating == 1:
            return phase, 0, stability, difficulty, at_ms + steps[0]
        if rating == 2:
            wait = self.hard_first[phase == FSRS_RELEARNING] if step == 0 else steps[step]
            return phase, step, stability, difficulty, at_ms + wait
        if rating == 3 and step + 1 < len(steps):
            return phase, step + 1, stability, difficulty, at_ms + steps[step + 1]
        return FSRS_REVIEW, None, stability, difficulty, at_ms + self._days(stability) * DAY_MS


@cache
def _reviews() -> _Reviews:
    return _Reviews(fsrs_scheduler())


def review_fsrs(state: FamilyState, kind: str, answered_ms: int) -> FsrsPart:
    """The FSRS card after one more review, rated by :data:`FSRS_RATINGS` (the card's last
    review is the state's last answer)."""
    return _reviews().review(_fsrs_part(state), state.last_ms, FSRS_RATINGS[kind], answered_ms)


def fsrs_retrievability(state: FamilyState, now_ms: int) -> float:
    """FSRS's estimate that the trainee recalls the family at *now_ms* (0 for a new one),
    from the time since the last answer to the millisecond (the package counts whole days,
    which cannot tell apart families answered earlier the same day)."""
    if state.fsrs_stability is None or state.last_ms is None:
        return 0.0
    parameters = fsrs_scheduler().parameters
    decay = -parameters[20]
    factor = 0.9 ** (1 / decay) - 1
    days = max(0, now_ms - state.last_ms) / DAY_MS
    return float((1 + factor * days / state.fsrs_stability) ** decay)


def advance(
    state: FamilyState, credit: float, response_ms: int, answered_ms: int, target_ms: int
) -> FamilyState:
    """Every scheduler's part of the state after one more answer (answers come oldest
    first; *target_ms* is the house's target time for the family's skill)."""
    kind = answer_kind(credit, response_ms, target_ms)
    return advance_counts(
        state,
        credit,
        answered_ms,
        box=next_box(state.box, kind),
        card=review_fsrs(state, kind, answered_ms),
    )


Review = tuple[int, int, int]
"""An answer as :func:`fold` takes it: credit per mille, response time and time (ms)."""


def fold(state: FamilyState, answers: Iterable[Review], target_ms: int) -> FamilyState:
    """The state after *answers* (oldest first): exactly :func:`advance` once per answer,
    on plain numbers, with one state made at the end (an import folds a hundred thousand
    answers, a pull from the school's site twenty thousand at a sign-in)."""
    review = _reviews().review_in_place
    card = _fsrs_part(state)
    seen, misses, run, last_ms = state.seen, state.misses, state.run, state.last_ms
    missed, box = state.last_missed, state.box
    fast, normal = target_ms * 3, target_ms
    for credit, response_ms, answered_ms in answers:
        # answer_kind and next_box, inline: this runs once per answer of an import.
        if credit < 1000:
            rating, missed, misses, run, box = 1, True, misses + 1, 0, 0
        else:
            missed, run = False, run + 1
            if response_ms * 4 <= fast:
                rating, box = 4, min(box + 1, TOP_BOX)
            elif response_ms <= normal:
                rating, box = 3, min(box + 1, TOP_BOX)
            else:
                rating = 2
        card = review(card, last_ms, rating, answered_ms)
        seen, last_ms = seen + 1, answered_ms
    if seen == state.seen:
        return state
    return FamilyState(state.family, seen, misses, run, last_ms, missed, box, *card, state.window)


def replay(family: str, answers: Iterable[Answered], target_ms: int) -> FamilyState:
    """A family's state recomputed from its answers (any order; ties keep their order)."""
    state = FamilyState(family)
    for a in sorted(answers, key=lambda a: a.answered_ms):
        state = advance(state, a.credit, a.response_ms, a.answered_ms, target_ms)
    return state
