"""The progress store: one SQLite file of trainees, supervisors, settings, attempts and exams.

:class:`ProgressStore` is handed its folder (see :mod:`trainer.progress.location`) and
opens ``progress.sqlite3`` there. At start it checks the file's integrity, moves a damaged
file aside and restores the newest good backup (salvaging what it can from the damaged
file), upgrades an older file through the migrations, and takes the day's backup.

Each answer is committed durably (WAL journal, ``synchronous=FULL``) before
:meth:`ProgressStore.record_attempt` returns. If the disk is read-only, full, busy or
damaged, the answer stays in a pending queue, which is written to a pending file beside
the store (flushed, :meth:`~ProgressStore.pending_kept_in`) before the caller gets a
:class:`~trainer.progress.errors.StoreUnavailableError` with a plain sentence; the queue is
written by the next :meth:`~ProgressStore.record_attempt` or
:meth:`~ProgressStore.flush_pending` (or saved to an importable file with
:meth:`~ProgressStore.save_pending`), and the next start writes what a pending file kept.
Nothing is silently dropped.

Calls are serialised by a lock, so a worker thread may run the slow queries (exports,
class statistics) while the window waits only when it records.

This class is the one API the window, the drills and the command line use; it holds no
SQL. Each call goes to the part of the store that does the work:

=====================================  =================================================
:mod:`~trainer.progress.database`      the file: open, check, recover, migrate, back up,
                                       transactions, labels
:mod:`~trainer.progress.trainees`      trainees, supervisors, PINs and lockouts
:mod:`~trainer.progress.sessions`      drilling sessions
:mod:`~trainer.progress.attempts`      the no-lost-answer write path, the pending queue,
                                       reading attempts
:mod:`~trainer.progress.imports`       imports, salvage, pending files left at a start
:mod:`~trainer.progress.exams`         exams, sittings, sign-offs
:mod:`~trainer.progress.store_credentials`  the school's key and credentials (the calls)
:mod:`~trainer.progress.queries`       trainee detail, class overview, most missed,
                                       mastery, summaries, class statistics
:mod:`~trainer.progress.house`         changing the house settings, their audit log
:mod:`~trainer.progress.rollups`       mastery and class rollups kept beside the answers
:mod:`~trainer.progress.states`        each family's drill state, open misses and daily
                                       practice, kept beside the answers
=====================================  =================================================
"""

from __future__ import annotations

import contextlib
import os
import threading
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from datetime import date, datetime
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Generic, TypeVar, cast

from trainer.progress import store_words as said
from trainer.progress.database import FILE_NAME, Clock, Database, IntegrityCheck
from trainer.progress.errors import InvalidValueError, StoreError, StoreUnavailableError
from trainer.progress.house import House
from trainer.progress.records import Session, SettingChange, Supervisor, Trainee
from trainer.progress.schema import MIGRATIONS, Migration
from trainer.progress.sessions import Sessions
from trainer.progress.settings import HouseSettings
from trainer.progress.store_credentials import SchoolCredentials
from trainer.progress.trainees import Supervisors, Trainees
from trainer.words import QT_TRANSLATE_NOOP, say, translated

if TYPE_CHECKING:
    # The parts a start does not use are imported when first used (issue 28): the
    # answer path and its drill states, imports and exports, exams and their log,
    # statistics, classes and the site's outbox (tests/ui/test_startup_imports.py).
    # Signing credentials loads cryptography and PyJWT (70 ms): only when one is handled.
    from trainer.progress import examlog
    from trainer.progress.attempts import Attempts
    from trainer.progress.cohorts import Cohorts
    from trainer.progress.drill_reads import Practice
    from trainer.progress.exams import Exams
    from trainer.progress.imports import Imports
    from trainer.progress.issuing import Credentials
    from trainer.progress.outbox import Outbox
    from trainer.progress.queries import Queries
    from trainer.progress.records import (
        Attempt,
        ClassOverview,
        ExamDefinition,
        ExamSitting,
        GameLevel,
        ImportResult,
        Mastery,
        MissedFamily,
        NewAttempt,
        TableTest,
        TraineeDetail,
        TraineeSummary,
    )
    from trainer.progress.recovery import Salvaged
    from trainer.progress.signing import Sealer
    from trainer.progress.spacing import FamilyState
    from trainer.progress.stats import ClassStatistics
    from trainer.progress.tabletests import TableTests

__all__ = ["FILE_NAME", "ProgressStore"]

_Part = TypeVar("_Part")


class _part(Generic[_Part]):
    """A part of the store built, with its modules, the first time it is used (issue 28:
    the window's first screen needs only the trainees, supervisors and settings). Built
    once under a lock, since the window's workers call the store too: two answer paths
    would hold two pending queues."""

    def __init__(self, build: Callable[[ProgressStore], _Part]) -> None:
        self._build = build
        self.__doc__ = build.__doc__
        self._key = ""

    def __set_name__(self, owner: type, name: str) -> None:
        self._key = name

    def __get__(self, store: ProgressStore, owner: type | None = None) -> _Part:
        parts = store._parts
        if self._key not in parts:
            with store._building:
                if self._key not in parts:
                    parts[self._key] = self._build(store)
        return cast("_Part", parts[self._key])


class ProgressStore(SchoolCredentials):
    """The progress store in one folder. Use as a context manager or call :meth:`close`.

    *clock* returns the current time, timezone-aware, in the station's timezone (tests
    pass a fixed one); *station* names this machine in records merged from several
    kiosks (default: the host name). With ``create=False`` a missing store is an error.
    *integrity* chooses the check at start: ``"daily"`` (the default) runs the full
    ``PRAGMA integrity_check`` at the first start of the day, just before that day's
    backup, so every backup kept is of a fully checked file, and the faster
    ``quick_check`` (every page and b-tree, not the index-to-table agreement) at later
    starts that day; ``"full"`` and ``"quick"`` always run the one named. ``"background"``
    (the window's) checks nothing at start unless a program died with the store open
    since the last (then ``quick_check``, before anything is written): the day's full
    check and backup are left to :meth:`daily_upkeep`, which the window runs on a worker.
    """

    def __init__(
        self,
        folder: str | os.PathLike[str],
        *,
        clock: Clock | None = None,
        station: str | None = None,
        create: bool = True,
        integrity: IntegrityCheck = "daily",
        migrations: Sequence[Migration] = MIGRATIONS,
    ) -> None:
        self._db = db = Database(Path(folder), clock=clock, station=station, migrations=migrations)
        self.folder = db.folder
        self.path = db.path
        self.station = db.station
        self._parts: dict[str, object] = {}
        self._building = threading.RLock()  # a part may need another built
        self._trainees = Trainees(db)
        self._supervisors = Supervisors(db)
        self._sessions = Sessions(db)
        self._issuing: Credentials | None = None
        self._house = House(db)
        try:
            db.open(
                create=create,
                integrity=integrity,
                salvage=self._salvage,
                pending=self._restore_pending,
            )
        except BaseException:
            db.close(told=False)
            raise

    # -- the parts built when first used (issue 28) -----------------------------------------

    @_part
    def _attempts(self) -> Attempts:
        from trainer.progress.attempts import Attempts

        return Attempts(self._db)

    @_part
    def _imports(self) -> Imports:
        from trainer.progress.imports import Imports

        return Imports(self._db, self._attempts)

    @_part
    def _exams(self) -> Exams:
        from trainer.progress.exams import Exams

        return Exams(self._db)

    @_part
    def _table_tests(self) -> TableTests:
        from trainer.progress.tabletests import TableTests

        return TableTests(self._db)

    @_part
    def _queries(self) -> Queries:
        from trainer.progress.queries import Queries

        return Queries(self._db)

    @_part
    def _practice(self) -> Practice:
        from trainer.progress.drill_reads import Practice

        return Practice(self._db)

    @_part
    def cohorts(self) -> Cohorts:
        """The classes of trainees: add, rename, delete, place trainees, import a roster."""
        from trainer.progress.cohorts import Cohorts

        return Cohorts(self._db)

    @_part
    def outbox(self) -> Outbox:
        """This station's side of a school's site: its outbox, records' site state, pulls."""
        from trainer.progress.outbox import Outbox

        return Outbox(self._db, self._attempts)

    def _salvage(self, damaged: Path, version: int) -> Salvaged:
        return self._imports.salvage(damaged, version)

    def _restore_pending(self) -> list[str]:
        # Most starts find no pending file a closed or killed station left: they do not
        # load the import path to learn so.
        from trainer.progress import pending

        return self._imports.restore_pending() if pending.orphans(self.folder) else []

    # -- lifecycle -----------------------------------------------------------------------

    def now(self) -> datetime:
        """The store's clock: the current time at this station, timezone-aware."""
        return self._db.clock()

    @property
    def notices(self) -> tuple[str, ...]:
        """Sentences for the user from opening: a recovery, a read-only folder, a failed backup,
        a house rules file not used; in the language in force when they are read (the store
        opens before a window applies its station's language)."""
        return tuple(translated(n) for n in self._db.notices)

    @property
    def is_read_only(self) -> bool:
        """Whether the store was opened read-only (statistics work, saving does not)."""
        return self._db.is_read_only

    @property
    def is_closed(self) -> bool:
        """Whether :meth:`close` has run."""
        return self._db.is_closed

    def watch(self, changed: Callable[[], None]) -> None:
        """Call *changed* after every write that commits (an answer, a sign-off, a setting,
        records pulled from the site), on the thread that wrote: it must be quick and must
        not raise. The window turns it into one ``store_changed`` signal."""
        self._db.watchers.append(changed)

    def unwatch(self, changed: Callable[[], None]) -> None:
        """Stop calling *changed* (nothing happens if it was not watching)."""
        with contextlib.suppress(ValueError):
            self._db.watchers.remove(changed)

    def close(self) -> None:
        """Write any pending answers, then close the file.

        If answers are still pending (the disk is still full or read-only), the file is
        closed anyway and :class:`StoreUnavailableError` says how many and where they are
        kept: in the pending file, which the next start writes into the store, or (when not
        even that could be written) in memory only; they remain in
        :meth:`pending_attempts` and can be written elsewhere with :meth:`save_pending`.
        """
        with self._db.lock:
            if "_attempts" not in self._parts:  # nothing was answered through this store
                self._db.close()
                return
            self._attempts.try_flush()
            where = self._attempts.close()
            left = len(self._attempts.pending())
            self._db.close()
            if left and where is not None:
                kept = said.KEPT_ONE if left == 1 else said.KEPT
                raise StoreUnavailableError(say(kept, count=left, where=where))
            if left:
                held = said.IN_MEMORY_ONE if left == 1 else said.IN_MEMORY
                raise StoreUnavailableError(say(held, count=left))

    def __enter__(self) -> ProgressStore:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        if exc is None:
            self.close()
        else:
            with contextlib.suppress(StoreError):
                self.close()

    # -- house settings ------------------------------------------------------------------

    def settings(self) -> HouseSettings:
        """Every house setting's current value, defaults filled in."""
        return self._house.settings()

    def change_setting(self, key: str, value: object, *, by: Supervisor) -> SettingChange | None:
        """Set a house setting (checked against its declared limits), audit-logged.

        Returns the audit entry, or ``None`` if the value was already in force. Refusals
        are :class:`~trainer.progress.errors.SettingError` naming the setting and limit.
        """
        return self._house.change(key, value, by=by)

    def settings_history(self, key: str | None = None) -> tuple[SettingChange, ...]:
        """The settings audit log, newest first (of one key, or all)."""
        return self._house.history(key)

    # -- trainees ------------------------------------------------------------------------

    def add_trainee(self, name: str, pin: str | None = None) -> Trainee:
        """A new trainee; the name must be unique among active trainees (case-insensitive)."""
        return self._trainees.add(name, pin)

    def trainee(self, trainee_id: int) -> Trainee:
        """The trainee with this id."""
        return self._trainees.get(trainee_id)

    def find_trainee(self, name: str) -> Trainee:
        """The active trainee with this name, else the most recently archived one."""
        return self._trainees.find(name)

    def trainees(self, *, include_archived: bool = False) -> tuple[Trainee, ...]:
        """Trainees by name (active only unless *include_archived*)."""
        return self._trainees.every(include_archived=include_archived)

    def rename_trainee(self, trainee_id: int, name: str) -> Trainee:
        """Give a trainee a new display name."""
        return self._trainees.rename(trainee_id, name)

    def set_trainee_language(
        self, trainee_id: int, language: str, *, table_english: bool = False
    ) -> Trainee:
        """Keep the trainee's language (``""``: the station's) and table-English choice."""
        return self._trainees.set_language(trainee_id, language, table_english=table_english)

    def set_trainee_pin(self, trainee_id: int, pin: str | None) -> Trainee:
        """Set, change or (with ``None``) remove a trainee's PIN."""
        return self._trainees.set_pin(trainee_id, pin)

    def archive_trainee(self, trainee_id: int) -> Trainee:
        """Archive a trainee: their attempts stay, they leave the class statistics."""
        return self._trainees.archive(trainee_id)

    def restore_trainee(self, trainee_id: int) -> Trainee:
        """Bring an archived trainee back into the class (their name must be free)."""
        return self._trainees.restore(trainee_id)

    def delete_trainee(self, trainee_id: int) -> None:
        """Delete a trainee who has never answered (others can only be archived)."""
        with self._db.lock:
            pending = self._attempts.is_pending_for(trainee_id)
            self._trainees.delete(trainee_id, answers_pending=pending)

    def sign_in_trainee(self, trainee_id: int, pin: str | None = None) -> Trainee:
        """Check a trainee's PIN (if they have one); wrong PINs count toward a lockout."""
        return self._trainees.sign_in(trainee_id, pin)

    # -- supervisors ---------------------------------------------------------------------

    def needs_first_supervisor(self) -> bool:
        """Whether no supervisor exists yet (the first run creates one)."""
        return self._supervisors.needs_first()

    def create_first_supervisor(self, name: str, pin: str) -> Supervisor:
        """The first supervisor, on the first run; refused once any supervisor exists."""
        return self._supervisors.create_first(name, pin)

    def add_supervisor(self, name: str, pin: str, *, by: Supervisor) -> Supervisor:
        """Another supervisor, added by a signed-in one."""
        return self._supervisors.add(name, pin, by=by)

    def supervisors(self, *, include_removed: bool = False) -> tuple[Supervisor, ...]:
        """Every supervisor, by name (those removed too, for names in records, if asked)."""
        return self._supervisors.every(include_removed=include_removed)

    def remove_supervisor(self, supervisor_id: int, *, by: Supervisor) -> Supervisor:
        """Remove a supervisor (not the last one, nor *by*): they can no longer sign in."""
        return self._supervisors.remove(supervisor_id, by=by)

    def sign_in_supervisor(self, name: str, pin: str) -> Supervisor:
        """The supervisor if *pin* is right; after 5 wrong PINs the account locks a while."""
        return self._supervisors.sign_in(name, pin)

    def change_supervisor_pin(self, supervisor_id: int, pin: str, *, by: Supervisor) -> None:
        """Set a supervisor's PIN (a supervisor may change their own or another's)."""
        self._supervisors.change_pin(supervisor_id, pin, by=by)

    # -- sessions ------------------------------------------------------------------------

    def start_session(self, trainee_id: int, mode: str = "practice") -> Session:
        """A new session of *trainee_id* drilling in *mode* at this station."""
        return self._sessions.start(trainee_id, mode)

    def end_session(self, session_id: str) -> Session:
        """Mark a session ended (ending it again keeps the first end)."""
        return self._sessions.end(session_id)

    def session(self, session_id: str) -> Session:
        """The session with this id."""
        return self._sessions.get(session_id)

    # -- attempts ------------------------------------------------------------------------

    def record_attempt(self, attempt: NewAttempt) -> Attempt:
        """Record an answer durably (committed to disk) before returning it as stored.

        A bad value raises :class:`InvalidValueError` at once. A disk problem raises a
        :class:`StoreUnavailableError` whose sentence says the answer is kept; it stays in
        :meth:`pending_attempts` and is written first by the next call or by
        :meth:`flush_pending`.
        """
        return self._attempts.record(attempt)

    def pending_attempts(self) -> tuple[Attempt, ...]:
        """Answers recorded but not yet written (the disk was full, read-only, ...)."""
        return self._attempts.pending()

    def flush_pending(self) -> int:
        """Write the pending answers now; returns how many were written."""
        return self._attempts.flush()

    def save_pending(self, path: str | os.PathLike[str]) -> int:
        """Write the pending answers to an importable JSON file; they also stay pending."""
        return self._attempts.save_pending(path)

    def save_pending_in(self, folder: str | os.PathLike[str]) -> tuple[int, Path]:
        """Write the pending answers to a new file in *folder* that overwrites nothing (a
        kiosk's export folder); how many, and the file. They also stay pending."""
        return self._attempts.save_pending_in(Path(folder))

    def pending_kept_in(self) -> Path | None:
        """The pending file beside the store that holds every answer not yet saved in it
        (the next start saves them), or ``None`` when there are none, or when they are
        held in memory only (not even that file could be written)."""
        return self._attempts.kept_in()

    @property
    def damaged_rows(self) -> tuple[str, ...]:
        """Sentences about stored rows that could not be read and were left out of what
        was read so far (each row once); empty while every row reads."""
        return tuple(self._db.findings.sentences())

    def attempts(
        self,
        *,
        trainee_id: int | None = None,
        since: date | None = None,
        until: date | None = None,
        page: int = 1000,
    ) -> Iterator[Attempt]:
        """Recorded attempts in the order they were stored, read a page at a time."""
        return self._attempts.every(trainee_id=trainee_id, since=since, until=until, page=page)

    def attempt(self, attempt_id: str) -> Attempt:
        """One recorded attempt by its id."""
        return self._attempts.get(attempt_id)

    def attempt_count(self, trainee_id: int | None = None) -> int:
        """How many attempts are stored (of one trainee, or in all)."""
        return self._attempts.count(trainee_id)

    def import_attempts(self, items: Iterable[Attempt], *, batch: int = 1000) -> ImportResult:
        """Merge attempts from another station (by trainee name), skipping ids already here.

        One transaction: a bad record refuses the whole import. Trainees are matched by
        name (the active one, else the most recently archived one) and created if new.
        An id already here with different content is a conflict: it is not written, and
        :attr:`ImportResult.conflicts` names it. The answers are marked as imported (an
        exam answer never joins a sitting); a file is imported with :meth:`import_file`.
        """
        from trainer.progress.attempt_rows import arrivals
        from trainer.progress.imports import Origin

        origin = Origin("(by program)", lambda: ("ours", None))
        return self._imports.import_all(arrivals(items), batch=batch, origin=origin)

    def import_file(
        self, path: str | os.PathLike[str], *, accepted_by: Supervisor | None = None
    ) -> ImportResult:
        """Import an export file (CSV or JSON), checking its seal as it reads.

        A file sealed by this store (or its school's key) is imported; one changed after
        it was sealed is refused (:class:`TransferError`); one without a seal, or sealed
        by another school, is refused (:class:`UnsealedImportError`) unless a supervisor
        accepts it (*accepted_by*), and its answers are then marked so. Exam answers that
        arrive by import never join an exam sitting.
        """
        return self._imports.import_file(Path(path), accepted_by=accepted_by)

    # -- sealing exports -------------------------------------------------------------------

    def sealer(self) -> Sealer:
        """A seal for one export, under this store's signing key."""
        from trainer.progress.signing import Sealer

        return Sealer(self._db.signing_key)

    def signing_key(self) -> bytes:
        """The key this store seals its exports with (for a school's site to hand to all
        its stations; keep it as secret as the store itself)."""
        return self._db.signing_key

    def set_signing_key(self, key: bytes) -> None:
        """Seal with *key* from now on (the school's site's); the keys this store held
        before still read as its own."""
        self._imports.set_signing_key(key)

    # -- exams ---------------------------------------------------------------------------

    def define_exam(
        self,
        name: str,
        *,
        games: Sequence[str],
        skills: Sequence[str],
        question_count: int,
        time_limit_seconds: int,
        seed: int,
        by: Supervisor,
        pass_mark_percent: int | None = None,
        practice: bool = False,
    ) -> ExamDefinition:
        """A new exam. The pass mark defaults to the house's ``exam.pass-mark-percent``; a
        supervisor starts each sitting unless it is for ``practice``."""
        return self._exams.define(
            name,
            games=games,
            skills=skills,
            question_count=question_count,
            time_limit_seconds=time_limit_seconds,
            seed=seed,
            by=by,
            pass_mark_percent=pass_mark_percent,
            practice=practice,
        )

    def exam(self, exam_id: str) -> ExamDefinition:
        """The exam with this id."""
        return self._exams.get(exam_id)

    def exams(self, *, include_retired: bool = False) -> tuple[ExamDefinition, ...]:
        """Exams by name."""
        return self._exams.every(include_retired=include_retired)

    def retire_exam(self, exam_id: str, *, by: Supervisor) -> ExamDefinition:
        """Take an exam out of use (its sittings stay)."""
        return self._exams.retire(exam_id, by=by)

    def start_sitting(
        self,
        exam_id: str,
        trainee_id: int,
        *,
        seed: int,
        supervisor: Supervisor | None = None,
    ) -> ExamSitting:
        """A trainee starts an exam: a new exam-mode session to record its answers under,
        the questions drawn from ``seed`` (each sitting its own). A sitting of an exam not
        marked for practice needs the ``supervisor`` who starts it (:class:`StoreError`
        without one)."""
        return self._exams.start_sitting(exam_id, trainee_id, seed=seed, supervisor=supervisor)

    def finish_sitting(self, sitting_id: str) -> ExamSitting:
        """Score a sitting from its recorded exam answers (within the time limit).

        The score is the credit of the first ``question_count`` answers over the question
        count (unanswered questions score 0), floored to a tenth of a percent; the sitting
        passes when that share (exactly) reaches the pass mark.
        """
        return self._exams.finish_sitting(sitting_id)

    def sign_off_sitting(self, sitting_id: str, *, by: Supervisor) -> ExamSitting:
        """A supervisor signs off a finished sitting's result."""
        return self._exams.sign_off_sitting(sitting_id, by=by)

    def sitting(self, sitting_id: str) -> ExamSitting:
        """The exam sitting with this id."""
        return self._exams.sitting(sitting_id)

    def sittings(
        self, *, trainee_id: int | None = None, exam_id: str | None = None
    ) -> tuple[ExamSitting, ...]:
        """Exam sittings, oldest first (of one trainee and/or one exam)."""
        return self._exams.sittings(trainee_id=trainee_id, exam_id=exam_id)

    def score_table_test(
        self, sitting_id: str, game: str, points: Mapping[str, int], *, by: Supervisor
    ) -> TableTest:
        """A supervisor records a finished sitting's live table test on one of its exam's
        games: each criterion of the house's rubric for the game scored 0 to 5 (once)."""
        return self._table_tests.score(sitting_id, game, points, by=by)

    def table_tests(self, sitting_id: str) -> tuple[TableTest, ...]:
        """The table tests of a sitting (the rubric as scored), in the order scored."""
        return self._table_tests.of_sitting(sitting_id)

    def trainee_table_tests(self, trainee_id: int | None) -> tuple[TableTest, ...]:
        """A trainee's table tests (everyone's with ``None``), in the order scored."""
        return self._table_tests.of_trainee(trainee_id)

    def levels(self, trainee_id: int) -> tuple[GameLevel, ...]:
        """The trainee's certification level in every game (the house's levels), in the
        registry's order of games."""
        from trainer.progress import levels

        with self._db.reading() as conn:
            return tuple(levels.levels_of(conn, self._db.settings, trainee_id).values())

    def level(self, trainee_id: int, game: str) -> GameLevel:
        """The trainee's certification level in one game."""
        for found in self.levels(trainee_id):
            if found.game == game:
                return found
        raise InvalidValueError(
            say(QT_TRANSLATE_NOOP("store", "There is no game {game}."), game=repr(game))
        )

    # -- what a drill reads ---------------------------------------------------------------

    def family_states(self, trainee_id: int) -> dict[str, FamilyState]:
        """The trainee's scheduler state of every family answered, by family (one row per
        family, kept with each answer: no reading of the history)."""
        return self._practice.family_states(trainee_id)

    def open_misses(self, trainee_id: int, limit: int = 20) -> tuple[Attempt, ...]:
        """The trainee's latest missed answers (outside exams) to questions not answered
        since, newest first: what "my mistakes" asks again."""
        return tuple(self._attempts.at_seqs(self._practice.open_miss_seqs(trainee_id, limit)))

    def practice_days(self, trainee_id: int, since: date) -> tuple[tuple[date, int, int], ...]:
        """``(day, answers, milliseconds answering)`` of each day practised since *since*."""
        return tuple(self._practice.practice_days(trainee_id, since))

    # -- statistics ----------------------------------------------------------------------

    def mastery(
        self, trainee_id: int, game: str, skill: str, *, until: date | None = None
    ) -> Mastery:
        """Whether a trainee masters a (game, skill), from their last attempts up to *until*."""
        return self._queries.mastery(trainee_id, game, skill, until=until)

    def trainee_detail(
        self,
        trainee_id: int,
        since: date | None = None,
        until: date | None = None,
        *,
        missed_limit: int = 10,
    ) -> TraineeDetail:
        """One trainee's statistics over a date range: per (game, skill) totals, trends by
        day (overall and per (game, skill)), mastery, and the most-missed families."""
        return self._queries.trainee_detail(trainee_id, since, until, missed_limit=missed_limit)

    def class_overview(
        self,
        since: date | None = None,
        until: date | None = None,
        *,
        game: str | None = None,
        skill: str | None = None,
        cohort: int | None = None,
    ) -> ClassOverview:
        """Every active trainee (of one class if *cohort*) together over a date range: per
        (game, skill) totals, the trend by day (of one game and/or skill if given), and how
        many master each."""
        return self._queries.class_overview(since, until, game=game, skill=skill, cohort=cohort)

    def most_missed(
        self,
        since: date | None = None,
        until: date | None = None,
        *,
        trainee_id: int | None = None,
        limit: int = 10,
    ) -> tuple[MissedFamily, ...]:
        """The question families most often missed, by the class or by one trainee."""
        return self._queries.most_missed(since, until, trainee_id=trainee_id, limit=limit)

    def trainee_summaries(
        self,
        since: date | None = None,
        until: date | None = None,
        *,
        trainee_id: int | None = None,
    ) -> tuple[TraineeSummary, ...]:
        """Per trainee and (game, skill) totals over a date range, archived trainees too."""
        return self._queries.trainee_summaries(since, until, trainee_id=trainee_id)

    def class_statistics(
        self,
        since: date | None = None,
        until: date | None = None,
        *,
        missed_limit: int = 10,
        step: Callable[[], None] | None = None,
        cohort: int | None = None,
    ) -> ClassStatistics:
        """What a class report shows, in a constant number of queries: the class overview,
        the most-missed families, and per active trainee their totals, skills mastered as
        of the range's end and last day active. *step* is called after each query (for
        progress; it may stop the work by raising). With *cohort*, of that class's only."""
        return self._queries.class_statistics(
            since, until, missed_limit=missed_limit, step=step, cohort=cohort
        )

    # -- maintenance ---------------------------------------------------------------------

    def daily_upkeep(self, cancelled: Callable[[], bool] = lambda: False) -> list[str]:
        """The day's full integrity check and backup if none was taken today, read on a
        connection of their own (run it on a worker: answers are written meanwhile); the
        sentences to tell. *cancelled* is asked between steps: when it says so, the work
        stops, nothing half-made is kept, and the next call takes them."""
        return self._db.daily_upkeep(cancelled)

    def integrity_problems(self) -> list[str]:
        """``PRAGMA integrity_check``'s findings; empty when the file is sound."""
        return self._db.integrity_problems()

    def exam_log_problems(self) -> list[str]:
        """What in the store no longer agrees with the chained exam log, a sentence each
        (a sitting, sign-off or table test deleted or changed outside Dealer Trainer, or
        the log itself edited); empty when all agree (see :mod:`trainer.progress.examlog`)."""
        from trainer.progress import examlog

        with self._db.reading() as conn:
            return examlog.problems(conn)

    def exam_log_against(self, copy: list[examlog.LogEntry]) -> list[str]:
        """What differs between this station's exam log and the copy the school's site
        holds of it, a sentence each (empty when the copy is this log, or its start)."""
        from trainer.progress import examlog

        with self._db.reading() as conn:
            return examlog.against_copy(conn, copy)

    def exam_log(self, *, after: int = 0) -> list[examlog.LogEntry]:
        """The exam log's entries after *after*, in order (what the site keeps a copy of)."""
        from trainer.progress import examlog

        with self._db.reading() as conn:
            return examlog.entries(conn, after=after)

    def ensure_daily_backup(self) -> Path | None:
        """Take today's backup if none exists yet (a kiosk left running calls this daily)."""
        return self._db.ensure_daily_backup()

    def backup_now(self) -> Path:
        """A backup taken now (kept with the daily ones)."""
        return self._db.backup_now()

    def rebuild_statistics(self) -> None:
        """Recompute every rollup and mastery from the attempts themselves (for repairs)."""
        from trainer.progress import rollups

        db = self._db
        with db.transaction() as conn:
            rollups.rebuild(conn, db.settings, db.label_names)
