"""The records of what trainees did that the progress store takes and returns: answers,
exams and their table tests and levels, statistics, imports.

Imported through :mod:`trainer.progress.records` (and the package) when first named: the
window's first screen needs only the trainees and supervisors, and each dataclass made
costs about half a millisecond of a start (issue 28). Times, days and credit are as
:mod:`trainer.progress.records` describes them.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date, datetime
from decimal import Decimal
from fractions import Fraction
from typing import NamedTuple

from trainer.progress.fields import JsonValue, new_id
from trainer.progress.people_records import Trainee


@dataclass(frozen=True, slots=True)
class NewAttempt:
    """An answer to record: what was asked (seed and parameters), answered and expected.

    ``attempt_id`` is made here, before the write, so that a retry of a pending answer
    and a later import of the same answer are recognised as the same attempt.
    ``credit`` defaults to 1 when ``correct`` and 0 otherwise; ``answered_at`` defaults
    to the store's clock when the answer reaches it.
    """

    trainee_id: int
    game: str
    skill: str
    family: str
    difficulty: int
    seed: int
    params: Mapping[str, JsonValue]
    answer: JsonValue
    expected: JsonValue
    correct: bool
    response_ms: int
    mode: str = "practice"
    credit: float | None = None
    session_id: str | None = None
    attempt_id: str = field(default_factory=new_id)
    answered_at: datetime | None = None


@dataclass(frozen=True, slots=True)
class Attempt:
    """A recorded answer, as the store holds it (and as exports carry it between stations)."""

    attempt_id: str
    trainee_id: int
    trainee: str
    game: str
    skill: str
    family: str
    difficulty: int
    seed: int
    params: Mapping[str, JsonValue]
    answer: JsonValue
    expected: JsonValue
    credit: float
    response_ms: int
    mode: str
    answered_at: datetime
    day: date
    station: str
    session_id: str | None = None
    source: str = "here"
    """How the answer reached this store: ``"here"`` (recorded at this station), ``"import"``
    (a file sealed by this store or its school), ``"unsigned import"`` or ``"foreign
    import"`` (accepted by a supervisor; see :mod:`trainer.progress.signing`). Exports do
    not carry it: each store marks what it imports."""

    @property
    def correct(self) -> bool:
        """Fully correct (partial credit is not correct)."""
        return self.credit >= 1.0


@dataclass(frozen=True, slots=True)
class ExamDefinition:
    """An exam: which games and skills, how many questions, time limit, pass mark; whether
    a trainee may start it alone (``practice``) or only a supervisor may. Each sitting
    draws its own questions; ``seed`` is the one sittings before schema version 4 used."""

    id: str
    name: str
    games: tuple[str, ...]
    skills: tuple[str, ...]
    question_count: int
    time_limit_seconds: int
    pass_mark_percent: int
    seed: int
    created_by: int
    created_at: datetime
    retired_at: datetime | None = None
    practice: bool = False


@dataclass(frozen=True, slots=True)
class ExamSitting:
    """A trainee sitting an exam: the seed its questions were drawn from, who supervised
    it, its result once finished (and whether it was ended early), who signed it off."""

    id: str
    exam_id: str
    trainee_id: int
    session_id: str
    started_at: datetime
    finished_at: datetime | None = None
    answered: int = 0
    score_percent: Decimal | None = None
    passed: bool | None = None
    signed_off_by: int | None = None
    signed_off_at: datetime | None = None
    seed: int | None = None
    supervised_by: int | None = None
    ended_early: bool = False


@dataclass(frozen=True, slots=True)
class RubricScore:
    """One criterion of a table test as scored: its name, its weight in percent, and the
    points given out of ``out_of``."""

    criterion: str
    weight: int
    points: int
    out_of: int


@dataclass(frozen=True, slots=True)
class TableTest:
    """A live table test a supervisor scored on the house's rubric, recorded with an exam
    sitting: one game, each criterion's points, the weighted score and the pass mark then in
    force, who scored it and when."""

    id: str
    sitting_id: str
    game: str
    criteria: tuple[RubricScore, ...]
    score_percent: Decimal
    pass_mark_percent: int
    passed: bool
    scored_by: int
    scored_by_name: str
    scored_at: datetime


@dataclass(frozen=True, slots=True)
class GameLevel:
    """A trainee's certification level in one game: its number (0 before the first), its
    name, how many levels the house defines, and the next one's name and what it still
    asks (in the words of :mod:`trainer.progress.rubric`: ``exam``, ``table-test``...)."""

    game: str
    number: int
    name: str
    top: int
    next_name: str | None = None
    missing: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class SkillStats:
    """Totals for one (game, skill) over a date range.

    ``attempts``, ``correct`` and ``accuracy`` (mean credit) are exact; ``median_ms`` and
    ``p90_ms`` are the exact nearest-rank values for one trainee's detail, and over a
    class come from a response-time histogram, within one bucket (about 20%, see
    :mod:`trainer.progress.timing`) of the exact value.
    """

    game: str
    skill: str
    attempts: int
    correct: int
    accuracy: float
    median_ms: int | None
    p90_ms: int | None

    @property
    def accuracy_percent(self) -> int | None:
        """The cell's accuracy as every page shows it (see :func:`accuracy_percent`)."""
        return accuracy_percent(self.accuracy, self.attempts)


def accuracy_percent(accuracy: float, attempts: int) -> int | None:
    """The one accuracy figure of a cell (a trainee's game and skill), as Home, My
    progress and the console all show it: the mean credit of the cell's answers in the
    period shown (a partly right answer counts its part), as a whole percent rounded half
    up, so 62.5% is 63% on every page; None when there are no answers.

    Computed from the cell's whole credit in permille, an integer, so that no float
    rounding can make two pages differ by one."""
    if attempts <= 0:
        return None
    credit = round(accuracy * 1000 * attempts)  # the sum of the answers' permille credits
    return (200 * credit + 1000 * attempts) // (2000 * attempts)


def accuracy_text(stats: SkillStats | None) -> str:
    """A cell's accuracy as text: "63%", or a dash when it has no answers."""
    shown = None if stats is None else stats.accuracy_percent
    return "–" if shown is None else f"{shown}%"


def score_text(score: Decimal | Fraction | int) -> str:
    """An exam score as every page, report and command shows it: to one place, rounded
    down as the store keeps it (``finish_sitting`` floors to per mille), without a
    trailing ``.0``: ``75%``, ``79.1%``. Rounded down, a score shown never reaches a pass
    mark it missed (a rounded 79.5% read "Score 80% against a pass mark of 80%: not
    passed")."""
    tenths = math.floor(Fraction(score) * 10)
    whole, place = divmod(tenths, 10)
    return f"{whole}%" if place == 0 else f"{whole}.{place}%"


class DayPoint(NamedTuple):
    """One day of a trend: attempts, fully correct, accuracy and median response time.

    A named tuple rather than a dataclass: a year-long trend builds hundreds of them per
    query, and a tuple is built in half the time.
    """

    day: date
    attempts: int
    correct: int
    accuracy: float
    median_ms: int | None


@dataclass(frozen=True, slots=True)
class Mastery:
    """Whether a (game, skill) is mastered: exact, from the last ``window`` attempts."""

    game: str
    skill: str
    mastered: bool
    window: int
    considered: int
    correct: int
    median_ms: float | None
    target_ms: int
    accuracy_percent: int


@dataclass(frozen=True, slots=True)
class MissedFamily:
    """A question family and how often it was missed (answered not fully correct)."""

    game: str
    skill: str
    family: str
    attempts: int
    missed: int

    @property
    def miss_rate(self) -> float:
        """The share of attempts missed."""
        return self.missed / self.attempts if self.attempts else 0.0


@dataclass(frozen=True, slots=True)
class TraineeDetail:
    """One trainee's statistics over a date range (``None`` bounds are open)."""

    trainee: Trainee
    since: date | None
    until: date | None
    skills: tuple[SkillStats, ...]
    trend: tuple[DayPoint, ...]
    skill_trend: Mapping[tuple[str, str], tuple[DayPoint, ...]]
    mastery: tuple[Mastery, ...]
    most_missed: tuple[MissedFamily, ...]


@dataclass(frozen=True, slots=True)
class ClassOverview:
    """The class (every active trainee) over a date range.

    ``mastered`` counts active trainees who currently master each (game, skill).
    """

    since: date | None
    until: date | None
    active_trainees: int
    skills: tuple[SkillStats, ...]
    trend: tuple[DayPoint, ...]
    mastered: Mapping[tuple[str, str], int]


@dataclass(frozen=True, slots=True)
class TraineeSummary:
    """One trainee's totals for one (game, skill): a row of an export's summary."""

    trainee_id: int
    trainee: str
    stats: SkillStats
    mastered: bool
    last_day: date | None = None  # the last day with an answer in the range


@dataclass(frozen=True, slots=True)
class ImportResult:
    """What an import added: answers new to this store, answers already here, new trainees,
    the ids of answers that were here already with different content (not written), how
    the file was sealed (``"ours"``, ``"unsigned"``, ``"foreign"``) and who accepted it."""

    added: int
    already_present: int
    trainees_added: tuple[str, ...]
    added_by_trainee: Mapping[str, int]
    conflicts: tuple[str, ...] = ()
    seal: str = "ours"
    accepted_by: str | None = None
