"""The immutable records the progress store takes and returns.

Times are timezone-aware :class:`~datetime.datetime` in UTC (stored as epoch milliseconds);
a *day* is the calendar date at the station where the answer was given (stored as days
since 1970-01-01), which is what trends and date ranges count in. Partial credit is a
fraction from 0 to 1, kept to a thousandth.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from trainer.progress.fields import JsonValue, new_id
from trainer.progress.people_records import (
    MODES,
    Cohort,
    Session,
    SettingChange,
    Supervisor,
    Trainee,
)

if TYPE_CHECKING:
    from trainer.progress.answer_records import (
        Attempt,
        ClassOverview,
        DayPoint,
        ExamDefinition,
        ExamSitting,
        GameLevel,
        ImportResult,
        Mastery,
        MissedFamily,
        NewAttempt,
        RubricScore,
        SkillStats,
        TableTest,
        TraineeDetail,
        TraineeSummary,
        accuracy_percent,
        accuracy_text,
        score_text,
    )

__all__ = [
    "MODES",
    "Attempt",
    "ClassOverview",
    "Cohort",
    "DayPoint",
    "ExamDefinition",
    "ExamSitting",
    "GameLevel",
    "ImportResult",
    "JsonValue",
    "Mastery",
    "MissedFamily",
    "NewAttempt",
    "RubricScore",
    "Session",
    "SettingChange",
    "SkillStats",
    "Supervisor",
    "TableTest",
    "Trainee",
    "TraineeDetail",
    "TraineeSummary",
    "accuracy_percent",
    "accuracy_text",
    "new_id",
    "score_text",
]

_LATER: Final = frozenset(
    {
        "NewAttempt",
        "Attempt",
        "ExamDefinition",
        "ExamSitting",
        "RubricScore",
        "TableTest",
        "GameLevel",
        "SkillStats",
        "accuracy_percent",
        "accuracy_text",
        "score_text",
        "DayPoint",
        "Mastery",
        "MissedFamily",
        "TraineeDetail",
        "ClassOverview",
        "TraineeSummary",
        "ImportResult",
    }
)
"""The records of answers, exams and statistics (:mod:`trainer.progress.answer_records`):
made when first named, since the window's first screen needs only the people's, and
each dataclass made costs a start about half a millisecond (issue 28)."""


def __getattr__(name: str) -> object:
    if name not in _LATER:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from trainer.progress import answer_records

    value = getattr(answer_records, name)
    globals()[name] = value
    return value
