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
    import fsrs

    if state.fsrs_phase == FSRS_NEW:
        return fsrs.Card(card_id=1, due=_at(now_ms))
    return fsrs.Card(
        card_id=1,
        state=fsrs.State(state.fsrs_phase),
        step=state.fsrs_step,
        stability=state.fsrs_stability,
        difficulty=state.fsrs_difficulty,
        due=_at(state.fsrs_due_ms),
        last_review=None if state.last_ms is None else _at(state.last_ms),
    )


def review_fsrs(state: FamilyState, kind: str, answered_ms: int) -> FsrsPart:
    """The FSRS card after one more review, rated by :data:`FSRS_RATINGS` (the card's last
    review is the state's last answer)."""
    import fsrs

    card, _ = fsrs_scheduler().review_card(
        fsrs_card(state, answered_ms), fsrs.Rating(FSRS_RATINGS[kind]), _at(answered_ms)
    )
    return (int(card.state), card.step, card.stability, card.difficulty, _ms(card.due))


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


@cache
def _quick_card() -> type[fsrs.Card]:
    """The FSRS card with a quick copy: the scheduler copies every card it reviews, and
    ``copy.copy`` through ``__reduce_ex__`` is a fifth of a review."""
    import fsrs

    class QuickCard(fsrs.Card):
        def __copy__(self) -> QuickCard:
            made = object.__new__(type(self))
            made.__dict__.update(self.__dict__)
            return made

    return QuickCard


Review = tuple[int, int, int]
"""An answer as :func:`fold` takes it: credit per mille, response time and time (ms)."""


def fold(state: FamilyState, answers: Iterable[Review], target_ms: int) -> FamilyState:
    """The state after *answers* (oldest first): exactly :func:`advance` once per answer,
    with the FSRS card kept between answers instead of rebuilt from the state for each
    (a pull from the school's site folds twenty thousand answers at a sign-in). The card
    is the one :func:`fsrs_card` would build from the state after each answer: its due
    time is whole milliseconds, as the state keeps it."""
    import fsrs

    scheduler = fsrs_scheduler()
    ratings = {kind: fsrs.Rating(value) for kind, value in FSRS_RATINGS.items()}
    card: fsrs.Card | None = None
    seen, misses, run, last_ms = state.seen, state.misses, state.run, state.last_ms
    missed, box = state.last_missed, state.box
    for credit, response_ms, answered_ms in answers:
        kind = answer_kind(credit / 1000, response_ms, target_ms)
        if card is None:
            card = object.__new__(_quick_card())
            card.__dict__.update(fsrs_card(state, answered_ms).__dict__)
        card, _ = scheduler.review_card(card, ratings[kind], _at(answered_ms))
        if card.due.microsecond % 1000:
            card.due = _at(_ms(card.due))  # as the state would keep it
        missed = kind == "missed"
        seen, misses, run = seen + 1, misses + missed, 0 if missed else run + 1
        last_ms, box = answered_ms, next_box(box, kind)
    if card is None:
        return state
    return FamilyState(
        state.family,
        seen,
        misses,
        run,
        last_ms,
        missed,
        box,
        int(card.state),
        card.step,
        card.stability,
        card.difficulty,
        _ms(card.due),
        state.window,
    )


def replay(family: str, answers: Iterable[Answered], target_ms: int) -> FamilyState:
    """A family's state recomputed from its answers (any order; ties keep their order)."""
    state = FamilyState(family)
    for a in sorted(answers, key=lambda a: a.answered_ms):
        state = advance(state, a.credit, a.response_ms, a.answered_ms, target_ms)
    return state
