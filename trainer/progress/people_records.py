"""The records of the people and sittings the progress store takes and returns: trainees,
supervisors, classes, sessions and the settings' audit log (what a start needs; see
:mod:`trainer.progress.records`)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Final

MODES: Final = ("practice", "speed-drill", "exam")
"""How an attempt was made: free practice, a timed speed drill, or an exam sitting."""


@dataclass(frozen=True, slots=True)
class Trainee:
    """A trainee: a display name unique among active trainees, an optional PIN."""

    id: int
    name: str
    has_pin: bool
    created_at: datetime
    archived_at: datetime | None = None
    cohort_id: int | None = None
    """The class the trainee is in (:class:`Cohort`), if any."""
    language: str = ""
    """The language the trainee chose (``"es"``), or ``""``: the station's."""
    table_english: bool = False
    """Whether the words said aloud at the table are shown in English beside theirs."""

    @property
    def is_archived(self) -> bool:
        """Archived trainees keep their attempts but leave the class statistics."""
        return self.archived_at is not None


@dataclass(frozen=True, slots=True)
class Cohort:
    """A class of trainees: a name unique among classes, and how many active trainees
    are in it."""

    id: int
    name: str
    members: int = 0


@dataclass(frozen=True, slots=True)
class Supervisor:
    """A supervisor (instructor): signs in with a PIN, changes settings, signs off exams."""

    id: int
    name: str
    created_at: datetime
    needs_new_pin: bool = False
    """Signed in with a PIN shorter than a supervisor's must be now (6 digits): the window
    and the command line ask them to choose a new one."""


@dataclass(frozen=True, slots=True)
class Session:
    """One sitting at a station: a trainee drilling in one mode from start to end."""

    id: str
    trainee_id: int
    mode: str
    station: str
    started_at: datetime
    ended_at: datetime | None = None


@dataclass(frozen=True, slots=True)
class SettingChange:
    """One line of the settings audit log: who changed what, when, from what to what."""

    key: str
    old_value: str
    new_value: str
    supervisor_id: int
    supervisor: str
    changed_at: datetime
