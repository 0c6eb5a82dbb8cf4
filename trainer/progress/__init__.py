"""The local progress store: trainees, supervisors, attempts, house settings (SQLite).

Standard library ``sqlite3`` plus appdirs (only in :mod:`~trainer.progress.location`);
no Qt. The window and the drills use :class:`ProgressStore` and the records below.
"""

from typing import TYPE_CHECKING

if TYPE_CHECKING:
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
        Attempt,
        ClassOverview,
        Cohort,
        DayPoint,
        ExamDefinition,
        ExamSitting,
        GameLevel,
        ImportResult,
        Mastery,
        MissedFamily,
        NewAttempt,
        RubricScore,
        Session,
        SettingChange,
        SkillStats,
        Supervisor,
        TableTest,
        Trainee,
        TraineeDetail,
        TraineeSummary,
        accuracy_percent,
        accuracy_text,
        score_text,
    )
    from trainer.progress.settings import SKILLS, HouseSettings
    from trainer.progress.store import ProgressStore

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


# Each name is imported when first named (issue 28): the window's first screen shows
# before the store's modules are imported (its sign-in reads trainer.progress.glance), and
# the records of answers, exams and statistics are made when first named (see
# trainer.progress.records).
_HOME: dict[str, str] = {
    **dict.fromkeys(
        [name for name in __all__ if name.endswith("Error")], "trainer.progress.errors"
    ),
    "find_data_dir": "trainer.progress.location",
    "SKILLS": "trainer.progress.settings",
    "HouseSettings": "trainer.progress.settings",
    "ProgressStore": "trainer.progress.store",
}


def __getattr__(name: str) -> object:
    import importlib

    module = importlib.import_module(_HOME.get(name, "trainer.progress.records"))
    if name not in _HOME and name not in module.__all__:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(module, name)
    globals()[name] = value
    return value
