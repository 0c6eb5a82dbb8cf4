"""The local progress store: trainees, supervisors, attempts, house settings (SQLite).

Standard library ``sqlite3`` plus appdirs (only in :mod:`~trainer.progress.location`);
no Qt. The window and the drills use :class:`ProgressStore` and the records below.
"""

from typing import TYPE_CHECKING

from trainer.progress.errors import (
    AccountLockedError,
    InvalidValueError,
    MigrationError,
    NameTakenError,
    NewerStoreError,
    NotFoundError,
    SettingError,
    SignInUnavailableError,
    StoreBusyError,
    StoreDamagedError,
    StoreError,
    StoreFullError,
    StoreReadOnlyError,
    StoreReplacedError,
    StoreUnavailableError,
    TransferError,
    UnsealedImportError,
    WrongPinError,
)
from trainer.progress.location import find_data_dir
from trainer.progress.records import (
    MODES,
    Cohort,
    Session,
    SettingChange,
    Supervisor,
    Trainee,
)
from trainer.progress.settings import SKILLS, HouseSettings
from trainer.progress.store import ProgressStore

if TYPE_CHECKING:
    from trainer.progress.records import (
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
    "SKILLS",
    "AccountLockedError",
    "Attempt",
    "ClassOverview",
    "Cohort",
    "DayPoint",
    "ExamDefinition",
    "ExamSitting",
    "GameLevel",
    "HouseSettings",
    "ImportResult",
    "InvalidValueError",
    "Mastery",
    "MigrationError",
    "MissedFamily",
    "NameTakenError",
    "NewAttempt",
    "NewerStoreError",
    "NotFoundError",
    "ProgressStore",
    "RubricScore",
    "Session",
    "SettingChange",
    "SettingError",
    "SignInUnavailableError",
    "SkillStats",
    "StoreBusyError",
    "StoreDamagedError",
    "StoreError",
    "StoreFullError",
    "StoreReadOnlyError",
    "StoreReplacedError",
    "StoreUnavailableError",
    "Supervisor",
    "TableTest",
    "Trainee",
    "TraineeDetail",
    "TraineeSummary",
    "TransferError",
    "UnsealedImportError",
    "WrongPinError",
    "accuracy_percent",
    "accuracy_text",
    "find_data_dir",
    "score_text",
]


def __getattr__(name: str) -> object:
    # The records of answers, exams and statistics are made when first named (issue 28;
    # see trainer.progress.records).
    from trainer.progress import records

    if name not in records.__all__:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(records, name)
    globals()[name] = value
    return value
