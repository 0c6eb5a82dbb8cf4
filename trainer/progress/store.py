"""The progress store: one SQLite file of trainees, supervisors, settings, attempts and exams.

:class:`ProgressStore` is handed its folder (see :mod:`trainer.progress.location`) and
opens ``progress.sqlite3`` there. At start it checks the file's integrity, moves a damaged
file aside and restores the newest good backup (salvaging what it can from the damaged
file), upgrades an older file through the migrations, and takes the day's backup.

Each answer is committed durably (WAL journal, ``synchronous=FULL``) before
:meth:`ProgressStore.record_attempt` returns. If the disk is read-only, full, busy or
damaged, the answer stays in a pending queue, the caller gets a
:class:`~trainer.progress.errors.StoreUnavailableError` with a plain sentence, and the
queue is written by the next :meth:`~ProgressStore.record_attempt` or
:meth:`~ProgressStore.flush_pending` (or saved to an importable file with
:meth:`~ProgressStore.save_pending`). Nothing is silently dropped.

Calls are serialised by a lock, so a worker thread may run the slow queries (exports,
class statistics) while the window waits only when it records.
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import socket
import sqlite3
import threading
import uuid
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal
from pathlib import Path
from types import TracebackType
from typing import Any, Final, Literal

from trainer.progress import backups, stats
from trainer.progress.days import (
    LAST_DAY,
    day_date,
    day_number,
    day_range,
    from_ms,
    local_day,
    to_ms,
)
from trainer.progress.errors import (
    AccountLockedError,
    InvalidValueError,
    NameTakenError,
    NotFoundError,
    StoreBusyError,
    StoreDamagedError,
    StoreError,
    StoreFullError,
    StoreReadOnlyError,
    StoreUnavailableError,
    WrongPinError,
)
from trainer.progress.pins import MAX_FAILURES, LockState, describe_wait, hash_pin, is_pin_right
from trainer.progress.records import (
    MODES,
    Attempt,
    ClassOverview,
    ExamDefinition,
    ExamSitting,
    ImportResult,
    Mastery,
    MissedFamily,
    NewAttempt,
    Session,
    SettingChange,
    Supervisor,
    Trainee,
    TraineeDetail,
    TraineeSummary,
    new_id,
)
from trainer.progress.schema import (
    HIST_COLUMNS,
    MIGRATIONS,
    Migration,
    check_application,
    migrate,
    pending_migrations,
)
from trainer.progress.settings import (
    GAMES,
    MASTERY_KEYS,
    SKILLS,
    HouseSettings,
    SettingValue,
    check_consistency,
    setting,
)
from trainer.progress.timing import bucket_of

FILE_NAME: Final = "progress.sqlite3"
BUSY_TIMEOUT_SECONDS: Final = 5.0
MAX_RESPONSE_MS: Final = 24 * 60 * 60 * 1000
MAX_SEED: Final = 2**63 - 1
MAX_NAME_LENGTH: Final = 60
MAX_FAMILY_LENGTH: Final = 100

Clock = Callable[[], datetime]
IntegrityCheck = Literal["daily", "full", "quick"]

# Primary SQLite result codes (the low byte of an extended code).
_PERM, _BUSY, _LOCKED, _READONLY, _IOERR, _CORRUPT = 3, 5, 6, 8, 10, 11
_FULL, _CANTOPEN, _NOTADB = 13, 14, 26
_DAMAGE_CODES: Final = frozenset({_CORRUPT, _NOTADB, _IOERR})
_READ_ONLY_CODES: Final = frozenset({_READONLY, _CANTOPEN, _PERM})
_ROLLUP_TABLES: Final = (
    "day_skill",
    "day_family",
    "class_day_skill",
    "class_day_family",
    "mastery",
)

_ATTEMPT_COLUMNS: Final = (
    "id, trainee_id, session_id, game, skill, family, difficulty, seed, params, answer, "
    "expected, credit, response_ms, rt_bucket, mode, ts, day, station"
)
# An attempt already stored (a retry, a re-import) is skipped, and only for its id:
# every other constraint still refuses a bad row loudly.
_INSERT_ATTEMPT: Final = (
    f"INSERT INTO attempts ({_ATTEMPT_COLUMNS}) VALUES ({', '.join('?' * 18)}) "
    "ON CONFLICT (id) DO NOTHING"
)
_SELECT_ATTEMPTS: Final = (
    "SELECT a.seq, a.id, a.trainee_id, t.name, a.session_id, g.name, s.name, f.name, "
    "a.difficulty, a.seed, a.params, a.answer, a.expected, a.credit, a.response_ms, a.mode, "
    "a.ts, a.day, st.name FROM attempts AS a "
    "JOIN trainees AS t ON t.id = a.trainee_id JOIN labels AS g ON g.id = a.game "
    "JOIN labels AS s ON s.id = a.skill JOIN labels AS f ON f.id = a.family "
    "JOIN labels AS st ON st.id = a.station"
)


def _local_now() -> datetime:
    return datetime.now().astimezone()


def _code(exc: BaseException) -> int | None:
    code = getattr(exc, "sqlite_errorcode", None)
    return None if code is None else int(code) & 0xFF


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def _to_json(value: object, what: str) -> str:
    try:
        return json.dumps(
            value, separators=(",", ":"), sort_keys=True, allow_nan=False, ensure_ascii=False
        )
    except (TypeError, ValueError) as exc:
        raise InvalidValueError(f"The {what} of an attempt must be JSON data ({exc}).") from exc


def _uuid_bytes(text: str, what: str) -> bytes:
    try:
        return uuid.UUID(text).bytes
    except (ValueError, AttributeError, TypeError) as exc:
        raise InvalidValueError(f"The {what} {text!r} is not a valid UUID.") from exc


def _optional_uuid(text: str | None) -> bytes | None:
    return None if text is None else _uuid_bytes(text, "session id")


def _uuid_text(raw: bytes) -> str:
    return str(uuid.UUID(bytes=bytes(raw)))


def _clean_name(name: str, what: str) -> str:
    cleaned = " ".join(str(name).split())
    if not cleaned:
        raise InvalidValueError(f"A {what}'s name cannot be empty.")
    if len(cleaned) > MAX_NAME_LENGTH:
        raise InvalidValueError(
            f"A {what}'s name can be at most {MAX_NAME_LENGTH} characters, not {len(cleaned)}."
        )
    return cleaned


def _check_int(value: object, what: str, low: int, high: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise InvalidValueError(f"The {what} must be a whole number from {low} to {high}.")
    return value


def _check_choice(value: str, what: str, allowed: Sequence[str]) -> str:
    if value not in allowed:
        raise InvalidValueError(f"Unknown {what} {value!r}; expected one of {', '.join(allowed)}.")
    return value


@dataclass(frozen=True, slots=True)
class _Row:
    """An attempt checked and ready to insert (label names resolved at write time)."""

    record: Attempt
    id_bytes: bytes
    session_bytes: bytes | None
    params: str
    answer: str
    expected: str
    credit: int
    ts: int
    day: int


@dataclass(frozen=True, slots=True)
class _Recovery:
    aside: Path
    backup: backups.Backup | None


class _DamagedFile(Exception):
    """Raised inside opening when the file fails its check; never leaves this module."""


class ProgressStore:
    """The progress store in one folder. Use as a context manager or call :meth:`close`.

    *clock* returns the current time, timezone-aware, in the station's timezone (tests
    pass a fixed one); *station* names this machine in records merged from several
    kiosks (default: the host name). With ``create=False`` a missing store is an error.
    *integrity* chooses the check at start: ``"daily"`` (the default) runs the full
    ``PRAGMA integrity_check`` at the first start of the day, just before that day's
    backup, so every backup kept is of a fully checked file, and the faster
    ``quick_check`` (every page and b-tree, not the index-to-table agreement) at later
    starts that day; ``"full"`` and ``"quick"`` always run the one named.
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
        self.folder = Path(folder)
        self.path = self.folder / FILE_NAME
        self.station = _clean_name(station or socket.gethostname() or "station", "station")
        self._clock: Clock = clock or _local_now
        self._lock = threading.RLock()
        self._conn: sqlite3.Connection | None = None
        self._read_only = False
        self._pending: deque[_Row] = deque()
        self._notices: list[str] = []
        self._label_ids: dict[tuple[str, str], int] = {}
        self._label_names: dict[int, str] = {}
        self._settings = HouseSettings({})
        self._migrations = tuple(migrations)
        try:
            self._open(create, integrity)
        except BaseException:
            self._close_connection()
            raise

    # -- opening, checking, recovering ---------------------------------------------------

    def _connect(self, mode: Literal["rwc", "ro", "immutable"]) -> sqlite3.Connection:
        query = "mode=ro&immutable=1" if mode == "immutable" else f"mode={mode}"
        conn = sqlite3.connect(
            f"{self.path.resolve().as_uri()}?{query}",
            uri=True,
            isolation_level=None,
            check_same_thread=False,
            timeout=BUSY_TIMEOUT_SECONDS,
        )
        try:
            conn.execute("PRAGMA foreign_keys = ON")
            if mode == "rwc":
                conn.execute("PRAGMA journal_mode = WAL")
                conn.execute("PRAGMA synchronous = FULL")
        except BaseException:
            conn.close()
            raise
        return conn

    def _check(self, conn: sqlite3.Connection, integrity: IntegrityCheck) -> None:
        check_application(conn, str(self.path))
        if integrity == "daily":
            due = not backups.has_daily_backup(self.folder, self._clock())
            integrity = "full" if due else "quick"
        pragma = "integrity_check" if integrity == "full" else "quick_check"
        rows = conn.execute(f"PRAGMA {pragma}").fetchall()
        if rows != [("ok",)]:
            raise _DamagedFile(str(rows[0][0]) if rows else "no answer from the check")

    def _open(self, create: bool, integrity: IntegrityCheck) -> None:
        existed = self.path.exists()
        if not existed:
            if not create:
                raise NotFoundError(f"There is no progress store in {self.folder} yet.")
            try:
                self.folder.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise StoreReadOnlyError(
                    f"The progress folder {self.folder} cannot be created ({exc.strerror}); "
                    "choose another folder with --data-dir."
                ) from exc
        recovery: _Recovery | None = None
        try:
            self._conn = self._connect("rwc")
            if existed:
                self._check(self._conn, integrity)
            # Prove the file can be written now rather than at the first answer.
            self._conn.execute("BEGIN IMMEDIATE")
            self._conn.execute("ROLLBACK")
        except _DamagedFile:
            recovery = self._recover()
        except sqlite3.Error as exc:
            code = _code(exc)
            if code in _DAMAGE_CODES and existed:
                recovery = self._recover()
            elif code in _READ_ONLY_CODES:
                if not existed:
                    raise StoreReadOnlyError(
                        f"The progress folder {self.folder} is read-only, so a store cannot be "
                        "created there; choose another folder with --data-dir."
                    ) from exc
                self._open_read_only(integrity)
                return
            else:
                raise self._translate(exc) from exc
        conn = self._require()
        migrate(conn, self._migrations, before=self._backup_before_migration)
        self._load_labels()
        self._load_settings()
        if recovery is not None:
            self._notices.append(self._finish_recovery(recovery))
        try:
            backups.daily_backup(conn, self.folder, self._clock())
        except (OSError, sqlite3.Error) as exc:
            reason = exc.strerror if isinstance(exc, OSError) else str(exc)
            self._notices.append(
                f"Today's backup of the progress store could not be made ({reason})."
            )

    def _open_read_only(self, integrity: IntegrityCheck) -> None:
        self._close_connection()
        self._read_only = True
        try:
            self._conn = self._connect("ro")
            self._check(self._conn, integrity)
        except _DamagedFile as exc:
            raise StoreDamagedError(
                f"The progress store {self.path} is damaged ({exc}) and its folder is read-only, "
                "so it cannot be restored from a backup."
            ) from None
        except sqlite3.Error as first:
            # A WAL file whose -shm cannot be made in a read-only folder opens as immutable.
            self._close_connection()
            try:
                self._conn = self._connect("immutable")
                self._check(self._conn, integrity)
            except (sqlite3.Error, _DamagedFile) as exc:
                raise StoreDamagedError(
                    f"The progress store {self.path} cannot be read ({exc})."
                ) from first
        if pending_migrations(self._require(), self._migrations):
            raise StoreReadOnlyError(
                f"The progress store {self.path} needs an upgrade but its folder is read-only."
            )
        self._load_labels()
        self._load_settings()
        self._notices.append(
            f"The progress folder {self.folder} is read-only, so statistics can be read "
            "but new answers cannot be saved there."
        )

    def _recover(self) -> _Recovery:
        """Move the damaged file aside and put the newest good backup in its place."""
        self._close_connection()
        now = self._clock()
        try:
            aside = backups.move_aside(self.path, self.folder, now)
        except OSError as exc:
            raise StoreDamagedError(
                f"The progress store {self.path} is damaged and cannot be moved aside "
                f"({exc.strerror})."
            ) from exc
        chosen = None
        for candidate in backups.list_backups(self.folder):
            if backups.is_good(candidate.path):
                backups.restore(candidate.path, self.path)
                chosen = candidate
                break
        self._conn = self._connect("rwc")
        return _Recovery(aside, chosen)

    def _finish_recovery(self, recovery: _Recovery) -> str:
        """Salvage what the damaged file still yields; the sentence telling what happened."""
        conn = self._require()
        restored_max = int(conn.execute("SELECT coalesce(max(seq), 0) FROM attempts").fetchone()[0])
        lacking = backups.count_attempts(recovery.aside, above_seq=restored_max)
        recovered = self._salvage(recovery.aside, restored_max) if lacking else 0
        aside = recovery.aside
        if recovery.backup is None:
            start = (
                f"The progress file was damaged and there was no good backup, so it was moved to "
                f"{aside} and a new, empty store was started"
            )
            if recovered:
                return f"{start} with the {_plural(recovered, 'answer')} it still yielded."
            return f"{start}."
        made = recovery.backup.made_at
        when = f"{made.day} {made:%B %Y} at {made:%H:%M}"
        start = (
            f"The progress file was damaged, so it was moved to {aside} and the backup "
            f"from {when} was restored"
        )
        if lacking is None:
            return (
                f"{start}; the damaged file could not be read, so answers recorded after that "
                "backup, if any, are missing."
            )
        if lacking == 0:
            return f"{start}; it lacks no answers."
        if recovered >= lacking:
            return (
                f"{start}, and all {_plural(lacking, 'answer')} recorded after it were "
                "recovered from the damaged file."
            )
        return f"{start}; it lacks {_plural(lacking - recovered, 'answer')} recorded after it" + (
            f" ({recovered} more were recovered from the damaged file)." if recovered else "."
        )

    def _salvage(self, damaged: Path, above_seq: int) -> int:
        """Import the attempts past *above_seq* that the damaged file still yields."""
        found: list[Attempt] = []
        try:
            source = sqlite3.connect(f"{damaged.resolve().as_uri()}?mode=ro", uri=True)
        except sqlite3.Error:
            return 0
        try:
            last = above_seq
            while True:
                rows = source.execute(
                    f"{_SELECT_ATTEMPTS} WHERE a.seq > ? ORDER BY a.seq LIMIT 500", (last,)
                ).fetchall()
                if not rows:
                    break
                found.extend(self._attempt_from_row(row) for row in rows)
                last = rows[-1][0]
        except (sqlite3.Error, ValueError, KeyError):
            pass  # keep whatever was read before the damage
        finally:
            source.close()
        if not found:
            return 0
        try:
            return self.import_attempts(found).added
        except StoreError:
            return 0

    def _backup_before_migration(self, current: int, target: int) -> None:
        backups.migration_backup(self._require(), self.folder, self._clock(), target)

    # -- connection plumbing -----------------------------------------------------------

    def _require(self) -> sqlite3.Connection:
        if self._conn is None:
            raise StoreError("The progress store is closed.")
        return self._conn

    def _close_connection(self) -> None:
        conn, self._conn = self._conn, None
        if conn is not None:
            with contextlib.suppress(sqlite3.Error):
                conn.close()

    def _translate(self, exc: sqlite3.Error) -> BaseException:
        """A plain-sentence store error for a disk-level SQLite error, else *exc* itself."""
        code = _code(exc)
        if code == _FULL:
            return StoreFullError(
                f"The disk holding the progress store {self.path} is full; free some space."
            )
        if code in _READ_ONLY_CODES:
            return StoreReadOnlyError(f"The progress store {self.path} cannot be written to.")
        if code in (_BUSY, _LOCKED):
            return StoreBusyError(
                "The progress store is in use by another program; try again in a moment."
            )
        if code in (_CORRUPT, _NOTADB):
            return StoreDamagedError(
                "The progress store was found damaged; restart Dealer Trainer to restore it "
                "from its latest backup."
            )
        if code == _IOERR:
            return StoreUnavailableError(
                f"The progress store {self.path} could not be written ({exc})."
            )
        return exc

    @contextlib.contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        """``BEGIN IMMEDIATE`` .. ``COMMIT``, rolled back on any error, disk errors translated."""
        conn = self._require()
        if self._read_only:
            raise StoreReadOnlyError(
                f"The progress folder {self.folder} is read-only, so nothing can be saved there."
            )
        try:
            conn.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as exc:
            raise self._translate(exc) from exc
        try:
            yield conn
            conn.execute("COMMIT")
        except BaseException as exc:
            if conn.in_transaction:
                with contextlib.suppress(sqlite3.Error):
                    conn.execute("ROLLBACK")
            # Labels made in the rolled-back transaction no longer exist.
            with contextlib.suppress(sqlite3.Error):
                self._load_labels()
            if isinstance(exc, sqlite3.Error):
                raise self._translate(exc) from exc
            raise

    @contextlib.contextmanager
    def _reading(self) -> Iterator[sqlite3.Connection]:
        with self._lock:
            conn = self._require()
            try:
                yield conn
            except sqlite3.Error as exc:
                raise self._translate(exc) from exc

    def _now_ms(self) -> int:
        return to_ms(self._clock())

    def now(self) -> datetime:
        """The store's clock: the current time at this station, timezone-aware."""
        return self._clock()

    # -- lifecycle ---------------------------------------------------------------------

    @property
    def notices(self) -> tuple[str, ...]:
        """Sentences for the user from opening: a recovery, a read-only folder, a failed backup."""
        return tuple(self._notices)

    @property
    def is_read_only(self) -> bool:
        """Whether the store was opened read-only (statistics work, saving does not)."""
        return self._read_only

    @property
    def is_closed(self) -> bool:
        """Whether :meth:`close` has run."""
        return self._conn is None

    def close(self) -> None:
        """Write any pending answers, then close the file.

        If answers are still pending (the disk is still full or read-only), the file is
        closed anyway and :class:`StoreUnavailableError` says how many; they remain in
        :meth:`pending_attempts` and can be written elsewhere with :meth:`save_pending`.
        """
        with self._lock:
            if self._conn is not None and self._pending and not self._read_only:
                with contextlib.suppress(StoreError):
                    self._flush()
            self._close_connection()
            if self._pending:
                raise StoreUnavailableError(
                    f"{_plural(len(self._pending), 'answer')} could not be saved and "
                    "are still held in memory; save them to a file before quitting."
                )

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

    # -- labels and settings -------------------------------------------------------------

    def _load_labels(self) -> None:
        rows = self._require().execute("SELECT id, kind, name FROM labels").fetchall()
        self._label_ids = {(kind, name): int(i) for i, kind, name in rows}
        self._label_names = {int(i): name for i, _, name in rows}

    def _label(self, conn: sqlite3.Connection, kind: str, name: str) -> int:
        """The id of a label, made inside the current transaction if it is new."""
        found = self._label_ids.get((kind, name))
        if found is not None:
            return found
        conn.execute("INSERT OR IGNORE INTO labels (kind, name) VALUES (?, ?)", (kind, name))
        row = conn.execute("SELECT id FROM labels WHERE kind = ? AND name = ?", (kind, name))
        label_id = int(row.fetchone()[0])
        self._label_ids[(kind, name)] = label_id
        self._label_names[label_id] = name
        return label_id

    def _load_settings(self) -> None:
        values: dict[str, SettingValue] = {}
        rows = self._require().execute("SELECT key, value FROM settings").fetchall()
        for key, text in rows:
            try:
                values[key] = setting(key).from_text(text)
            except StoreError:
                self._notices.append(
                    f"The stored house setting {key} = {text!r} is not valid, "
                    "so its default is used."
                )
        self._settings = HouseSettings(values)

    def settings(self) -> HouseSettings:
        """Every house setting's current value, defaults filled in."""
        with self._lock:
            return self._settings

    def change_setting(self, key: str, value: object, *, by: Supervisor) -> SettingChange | None:
        """Set a house setting (checked against its declared limits), audit-logged.

        Returns the audit entry, or ``None`` if the value was already in force. Refusals
        are :class:`~trainer.progress.errors.SettingError` naming the setting and limit.
        """
        spec = setting(key)
        new_value = spec.coerce(value)
        with self._lock:
            old_value = self._settings[key]
            if spec.to_text(old_value) == spec.to_text(new_value):
                return None
            candidate = dict(self._settings)
            candidate[key] = new_value
            check_consistency(candidate)
            new_settings = HouseSettings(candidate)
            now = self._now_ms()
            with self._transaction() as conn:
                supervisor = self._supervisor_row(conn, by.id)
                conn.execute(
                    "INSERT INTO settings (key, value) VALUES (?, ?) "
                    "ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                    (key, spec.to_text(new_value)),
                )
                conn.execute(
                    "INSERT INTO settings_audit (key, old_value, new_value, supervisor_id, "
                    "supervisor_name, changed_at) VALUES (?, ?, ?, ?, ?, ?)",
                    (key, spec.to_text(old_value), spec.to_text(new_value), by.id, supervisor, now),
                )
                if key in MASTERY_KEYS:
                    self._refresh_all_mastery(conn, new_settings)
            self._settings = new_settings
            old_text, new_text = spec.to_text(old_value), spec.to_text(new_value)
            return SettingChange(key, old_text, new_text, by.id, supervisor, from_ms(now))

    def settings_history(self, key: str | None = None) -> tuple[SettingChange, ...]:
        """The settings audit log, newest first (of one key, or all)."""
        with self._reading() as conn:
            rows = conn.execute(
                "SELECT key, old_value, new_value, supervisor_id, supervisor_name, changed_at "
                "FROM settings_audit WHERE ? IS NULL OR key = ? ORDER BY id DESC",
                (key, key),
            ).fetchall()
        return tuple(SettingChange(k, o, n, s, name, from_ms(at)) for k, o, n, s, name, at in rows)

    # -- trainees ------------------------------------------------------------------------

    _TRAINEE_COLUMNS: Final = "id, name, pin_hash IS NOT NULL, created_at, archived_at"

    @staticmethod
    def _trainee(row: Sequence[Any]) -> Trainee:
        archived = row[4]
        return Trainee(
            id=int(row[0]),
            name=str(row[1]),
            has_pin=bool(row[2]),
            created_at=from_ms(int(row[3])),
            archived_at=None if archived is None else from_ms(int(archived)),
        )

    def _trainee_by_id(self, conn: sqlite3.Connection, trainee_id: int) -> Trainee:
        row = conn.execute(
            f"SELECT {self._TRAINEE_COLUMNS} FROM trainees WHERE id = ?", (trainee_id,)
        ).fetchone()
        if row is None:
            raise NotFoundError(f"There is no trainee with id {trainee_id}.")
        return self._trainee(row)

    def _active_name_taken(self, conn: sqlite3.Connection, name: str, but: int | None) -> bool:
        row = conn.execute(
            "SELECT id FROM trainees WHERE name_key = ? AND archived_at IS NULL AND id IS NOT ?",
            (name.casefold(), but),
        ).fetchone()
        return row is not None

    def add_trainee(self, name: str, pin: str | None = None) -> Trainee:
        """A new trainee; the name must be unique among active trainees (case-insensitive)."""
        name = _clean_name(name, "trainee")
        pin_hash = None if pin is None else hash_pin(pin)
        with self._lock, self._transaction() as conn:
            if self._active_name_taken(conn, name, None):
                raise NameTakenError(f"There is already an active trainee named {name!r}.")
            cursor = conn.execute(
                "INSERT INTO trainees (name, name_key, pin_hash, created_at) VALUES (?, ?, ?, ?)",
                (name, name.casefold(), pin_hash, self._now_ms()),
            )
            return self._trainee_by_id(conn, int(cursor.lastrowid or 0))

    def trainee(self, trainee_id: int) -> Trainee:
        """The trainee with this id."""
        with self._reading() as conn:
            return self._trainee_by_id(conn, trainee_id)

    def find_trainee(self, name: str) -> Trainee:
        """The active trainee with this name, else the most recently archived one."""
        key = " ".join(str(name).split()).casefold()
        with self._reading() as conn:
            row = conn.execute(
                f"SELECT {self._TRAINEE_COLUMNS} FROM trainees WHERE name_key = ? "
                "ORDER BY archived_at IS NOT NULL, archived_at DESC LIMIT 1",
                (key,),
            ).fetchone()
        if row is None:
            raise NotFoundError(f"There is no trainee named {name!r}.")
        return self._trainee(row)

    def trainees(self, *, include_archived: bool = False) -> tuple[Trainee, ...]:
        """Trainees by name (active only unless *include_archived*)."""
        with self._reading() as conn:
            rows = conn.execute(
                f"SELECT {self._TRAINEE_COLUMNS} FROM trainees "
                "WHERE ? OR archived_at IS NULL ORDER BY name_key, id",
                (include_archived,),
            ).fetchall()
        return tuple(self._trainee(row) for row in rows)

    def rename_trainee(self, trainee_id: int, name: str) -> Trainee:
        """Give a trainee a new display name."""
        name = _clean_name(name, "trainee")
        with self._lock, self._transaction() as conn:
            trainee = self._trainee_by_id(conn, trainee_id)
            if not trainee.is_archived and self._active_name_taken(conn, name, trainee_id):
                raise NameTakenError(f"There is already an active trainee named {name!r}.")
            conn.execute(
                "UPDATE trainees SET name = ?, name_key = ? WHERE id = ?",
                (name, name.casefold(), trainee_id),
            )
            return self._trainee_by_id(conn, trainee_id)

    def set_trainee_pin(self, trainee_id: int, pin: str | None) -> Trainee:
        """Set, change or (with ``None``) remove a trainee's PIN."""
        pin_hash = None if pin is None else hash_pin(pin)
        with self._lock, self._transaction() as conn:
            self._trainee_by_id(conn, trainee_id)
            conn.execute(
                "UPDATE trainees SET pin_hash = ?, failed_pins = 0, lockouts = 0, "
                "locked_until = 0 WHERE id = ?",
                (pin_hash, trainee_id),
            )
            return self._trainee_by_id(conn, trainee_id)

    def _shift_class(self, conn: sqlite3.Connection, trainee_id: int, sign: int) -> None:
        """Add (``+1``) or subtract (``-1``) a trainee's rollups to or from the class's."""
        hist_signed = ", ".join(f"? * {h}" for h in HIST_COLUMNS)
        hist_sum = ", ".join(f"{h} = {h} + excluded.{h}" for h in HIST_COLUMNS)
        sums = "n = n + excluded.n, correct = correct + excluded.correct, "
        sums += "credit = credit + excluded.credit"
        conn.execute(
            f"INSERT INTO class_day_skill (game, skill, day, n, correct, credit, "
            f"{', '.join(HIST_COLUMNS)}) SELECT game, skill, day, ? * n, ? * correct, "
            f"? * credit, {hist_signed} FROM day_skill WHERE trainee_id = ? "
            f"ON CONFLICT (game, skill, day) DO UPDATE SET {sums}, {hist_sum}",
            (sign,) * (3 + len(HIST_COLUMNS)) + (trainee_id,),
        )
        conn.execute(
            "INSERT INTO class_day_family (game, skill, family, day, n, correct, credit) "
            "SELECT game, skill, family, day, ? * n, ? * correct, ? * credit FROM day_family "
            f"WHERE trainee_id = ? ON CONFLICT (game, skill, family, day) DO UPDATE SET {sums}",
            (sign, sign, sign, trainee_id),
        )
        conn.execute("DELETE FROM class_day_skill WHERE n = 0")
        conn.execute("DELETE FROM class_day_family WHERE n = 0")

    def archive_trainee(self, trainee_id: int) -> Trainee:
        """Archive a trainee: their attempts stay, they leave the class statistics."""
        with self._lock, self._transaction() as conn:
            trainee = self._trainee_by_id(conn, trainee_id)
            if trainee.is_archived:
                return trainee
            conn.execute(
                "UPDATE trainees SET archived_at = ? WHERE id = ?", (self._now_ms(), trainee_id)
            )
            self._shift_class(conn, trainee_id, -1)
            return self._trainee_by_id(conn, trainee_id)

    def restore_trainee(self, trainee_id: int) -> Trainee:
        """Bring an archived trainee back into the class (their name must be free)."""
        with self._lock, self._transaction() as conn:
            trainee = self._trainee_by_id(conn, trainee_id)
            if not trainee.is_archived:
                return trainee
            if self._active_name_taken(conn, trainee.name, trainee_id):
                raise NameTakenError(
                    f"There is already an active trainee named {trainee.name!r}; rename one first."
                )
            conn.execute("UPDATE trainees SET archived_at = NULL WHERE id = ?", (trainee_id,))
            self._shift_class(conn, trainee_id, +1)
            return self._trainee_by_id(conn, trainee_id)

    def delete_trainee(self, trainee_id: int) -> None:
        """Delete a trainee who has never answered (others can only be archived)."""
        with self._lock, self._transaction() as conn:
            trainee = self._trainee_by_id(conn, trainee_id)
            if any(row.record.trainee_id == trainee_id for row in self._pending):
                raise StoreError(
                    f"Trainee {trainee.name!r} has answers waiting to be saved, so they cannot "
                    "be deleted."
                )
            used = conn.execute(
                "SELECT EXISTS (SELECT 1 FROM attempts WHERE trainee_id = ?) OR "
                "EXISTS (SELECT 1 FROM exam_sittings WHERE trainee_id = ?)",
                (trainee_id, trainee_id),
            ).fetchone()[0]
            if used:
                raise StoreError(
                    f"Trainee {trainee.name!r} has recorded answers, so they can be archived "
                    "but not deleted."
                )
            conn.execute("DELETE FROM sessions WHERE trainee_id = ?", (trainee_id,))
            conn.execute("DELETE FROM mastery WHERE trainee_id = ?", (trainee_id,))
            conn.execute("DELETE FROM trainees WHERE id = ?", (trainee_id,))

    # -- PINs ----------------------------------------------------------------------------

    def _check_pin(self, table: str, row_id: int, who: str, pin: str) -> None:
        conn = self._require()
        row = conn.execute(
            f"SELECT pin_hash, failed_pins, lockouts, locked_until FROM {table} WHERE id = ?",
            (row_id,),
        ).fetchone()
        pin_hash, state = row[0], LockState(int(row[1]), int(row[2]), int(row[3]))
        now = self._now_ms()
        if state.is_locked(now):
            wait = describe_wait(state.locked_until_ms - now)
            raise AccountLockedError(
                f"{who[:1].upper()}{who[1:]} is locked after {MAX_FAILURES} wrong PINs; "
                f"try again in {wait}."
            )
        if is_pin_right(pin, pin_hash):
            if (state.failures or state.lockouts) and not self._read_only:
                self._save_lock_state(table, row_id, LockState())
            return
        state = state.after_failure(now)
        if not self._read_only:
            self._save_lock_state(table, row_id, state)
        if state.is_locked(now):
            wait = describe_wait(state.locked_until_ms - now)
            raise AccountLockedError(
                f"Wrong PIN; {who} is locked after {MAX_FAILURES} wrong PINs, for {wait}."
            )
        left = MAX_FAILURES - state.failures
        tries = "1 try" if left == 1 else f"{left} tries"
        raise WrongPinError(f"Wrong PIN for {who}; {tries} left before it locks.")

    def _save_lock_state(self, table: str, row_id: int, state: LockState) -> None:
        with self._transaction() as conn:
            conn.execute(
                f"UPDATE {table} SET failed_pins = ?, lockouts = ?, locked_until = ? WHERE id = ?",
                (state.failures, state.lockouts, state.locked_until_ms, row_id),
            )

    def sign_in_trainee(self, trainee_id: int, pin: str | None = None) -> Trainee:
        """Check a trainee's PIN (if they have one); wrong PINs count toward a lockout."""
        with self._lock:
            trainee = self.trainee(trainee_id)
            if trainee.is_archived:
                raise StoreError(f"Trainee {trainee.name!r} is archived.")
            if trainee.has_pin:
                if pin is None:
                    raise WrongPinError(f"Trainee {trainee.name!r} needs a PIN to sign in.")
                self._check_pin("trainees", trainee_id, f"trainee {trainee.name!r}", pin)
            return trainee

    # -- supervisors ---------------------------------------------------------------------

    def _supervisor_row(self, conn: sqlite3.Connection, supervisor_id: int) -> str:
        row = conn.execute("SELECT name FROM supervisors WHERE id = ?", (supervisor_id,)).fetchone()
        if row is None:
            raise NotFoundError(f"There is no supervisor with id {supervisor_id}.")
        return str(row[0])

    def _insert_supervisor(self, conn: sqlite3.Connection, name: str, pin: str) -> Supervisor:
        name = _clean_name(name, "supervisor")
        if conn.execute(
            "SELECT 1 FROM supervisors WHERE name_key = ?", (name.casefold(),)
        ).fetchone():
            raise NameTakenError(f"There is already a supervisor named {name!r}.")
        now = self._now_ms()
        cursor = conn.execute(
            "INSERT INTO supervisors (name, name_key, pin_hash, created_at) VALUES (?, ?, ?, ?)",
            (name, name.casefold(), hash_pin(pin), now),
        )
        return Supervisor(int(cursor.lastrowid or 0), name, from_ms(now))

    def needs_first_supervisor(self) -> bool:
        """Whether no supervisor exists yet (the first run creates one)."""
        with self._reading() as conn:
            row = conn.execute("SELECT NOT EXISTS (SELECT 1 FROM supervisors)").fetchone()
            return bool(row[0])

    def create_first_supervisor(self, name: str, pin: str) -> Supervisor:
        """The first supervisor, on the first run; refused once any supervisor exists."""
        with self._lock, self._transaction() as conn:
            if conn.execute("SELECT 1 FROM supervisors").fetchone():
                raise StoreError("A supervisor already exists; ask one to add you.")
            return self._insert_supervisor(conn, name, pin)

    def add_supervisor(self, name: str, pin: str, *, by: Supervisor) -> Supervisor:
        """Another supervisor, added by a signed-in one."""
        with self._lock, self._transaction() as conn:
            self._supervisor_row(conn, by.id)
            return self._insert_supervisor(conn, name, pin)

    def supervisors(self) -> tuple[Supervisor, ...]:
        """Every supervisor, by name."""
        with self._reading() as conn:
            rows = conn.execute(
                "SELECT id, name, created_at FROM supervisors ORDER BY name_key"
            ).fetchall()
        return tuple(Supervisor(int(i), name, from_ms(at)) for i, name, at in rows)

    def sign_in_supervisor(self, name: str, pin: str) -> Supervisor:
        """The supervisor if *pin* is right; after 5 wrong PINs the account locks a while."""
        key = " ".join(str(name).split()).casefold()
        with self._lock:
            with self._reading() as conn:
                row = conn.execute(
                    "SELECT id, name, created_at FROM supervisors WHERE name_key = ?", (key,)
                ).fetchone()
            if row is None:
                raise NotFoundError(f"There is no supervisor named {name!r}.")
            self._check_pin("supervisors", int(row[0]), f"supervisor {row[1]!r}", pin)
            return Supervisor(int(row[0]), str(row[1]), from_ms(int(row[2])))

    def change_supervisor_pin(self, supervisor_id: int, pin: str, *, by: Supervisor) -> None:
        """Set a supervisor's PIN (a supervisor may change their own or another's)."""
        pin_hash = hash_pin(pin)
        with self._lock, self._transaction() as conn:
            self._supervisor_row(conn, by.id)
            self._supervisor_row(conn, supervisor_id)
            conn.execute(
                "UPDATE supervisors SET pin_hash = ?, failed_pins = 0, lockouts = 0, "
                "locked_until = 0 WHERE id = ?",
                (pin_hash, supervisor_id),
            )

    # -- sessions ------------------------------------------------------------------------

    @staticmethod
    def _session(row: Sequence[Any]) -> Session:
        ended = row[5]
        return Session(
            id=_uuid_text(row[0]),
            trainee_id=int(row[1]),
            mode=MODES[int(row[2])],
            station=str(row[3]),
            started_at=from_ms(int(row[4])),
            ended_at=None if ended is None else from_ms(int(ended)),
        )

    def _session_by_id(self, conn: sqlite3.Connection, session_id: str) -> Session:
        row = conn.execute(
            "SELECT id, trainee_id, mode, station, started_at, ended_at FROM sessions WHERE id = ?",
            (_uuid_bytes(session_id, "session id"),),
        ).fetchone()
        if row is None:
            raise NotFoundError(f"There is no session {session_id}.")
        return self._session(row)

    def start_session(self, trainee_id: int, mode: str = "practice") -> Session:
        """A new session of *trainee_id* drilling in *mode* at this station."""
        _check_choice(mode, "mode", MODES)
        session_id = new_id()
        with self._lock, self._transaction() as conn:
            self._trainee_by_id(conn, trainee_id)
            conn.execute(
                "INSERT INTO sessions (id, trainee_id, mode, station, started_at) "
                "VALUES (?, ?, ?, ?, ?)",
                (
                    uuid.UUID(session_id).bytes,
                    trainee_id,
                    MODES.index(mode),
                    self.station,
                    self._now_ms(),
                ),
            )
            return self._session_by_id(conn, session_id)

    def end_session(self, session_id: str) -> Session:
        """Mark a session ended (ending it again keeps the first end)."""
        with self._lock, self._transaction() as conn:
            conn.execute(
                "UPDATE sessions SET ended_at = coalesce(ended_at, ?) WHERE id = ?",
                (self._now_ms(), _uuid_bytes(session_id, "session id")),
            )
            return self._session_by_id(conn, session_id)

    def session(self, session_id: str) -> Session:
        """The session with this id."""
        with self._reading() as conn:
            return self._session_by_id(conn, session_id)

    # -- attempts ------------------------------------------------------------------------

    def _check_fields(
        self,
        game: str,
        skill: str,
        family: str,
        difficulty: int,
        seed: int,
        response_ms: int,
        mode: str,
    ) -> None:
        _check_choice(game, "game", GAMES)
        _check_choice(skill, "skill", SKILLS)
        _check_choice(mode, "mode", MODES)
        if not isinstance(family, str) or not family.strip() or len(family) > MAX_FAMILY_LENGTH:
            raise InvalidValueError(
                f"A question family must be a name of 1 to {MAX_FAMILY_LENGTH} characters."
            )
        _check_int(difficulty, "difficulty", 0, 1000)
        _check_int(seed, "seed", 0, MAX_SEED)
        _check_int(response_ms, "response time in milliseconds", 0, MAX_RESPONSE_MS)

    @staticmethod
    def _credit_permille(credit: float | None, correct: bool) -> int:
        if credit is None:
            return 1000 if correct else 0
        if (
            isinstance(credit, bool)
            or not isinstance(credit, int | float)
            or not (math.isfinite(credit) and 0 <= credit <= 1)
        ):
            raise InvalidValueError(f"Partial credit must be a number from 0 to 1, not {credit!r}.")
        permille = round(credit * 1000)
        if correct != (permille == 1000):
            raise InvalidValueError(
                "An attempt is correct exactly when its credit is full (1), "
                f"but it was marked {'correct' if correct else 'not correct'} with credit {credit}."
            )
        return permille

    def _prepare(self, draft: NewAttempt, trainee: Trainee) -> _Row:
        self._check_fields(
            draft.game,
            draft.skill,
            draft.family,
            draft.difficulty,
            draft.seed,
            draft.response_ms,
            draft.mode,
        )
        credit = self._credit_permille(draft.credit, draft.correct)
        id_bytes = _uuid_bytes(draft.attempt_id, "attempt id")
        session_bytes = _optional_uuid(draft.session_id)
        answered_at = draft.answered_at or self._clock()
        try:
            ts = to_ms(answered_at)
        except ValueError as exc:
            raise InvalidValueError("An attempt's time must carry its timezone.") from exc
        record = Attempt(
            attempt_id=str(uuid.UUID(bytes=id_bytes)),
            trainee_id=trainee.id,
            trainee=trainee.name,
            game=draft.game,
            skill=draft.skill,
            family=draft.family,
            difficulty=draft.difficulty,
            seed=draft.seed,
            params=draft.params,
            answer=draft.answer,
            expected=draft.expected,
            credit=credit / 1000,
            response_ms=draft.response_ms,
            mode=draft.mode,
            answered_at=from_ms(ts),
            day=answered_at.date(),
            station=self.station,
            session_id=draft.session_id,
        )
        return _Row(
            record,
            id_bytes,
            session_bytes,
            _to_json(draft.params, "question parameters"),
            _to_json(draft.answer, "answer given"),
            _to_json(draft.expected, "expected answer"),
            credit,
            ts,
            local_day(answered_at),
        )

    def _prepare_imported(self, item: Attempt) -> _Row:
        self._check_fields(
            item.game,
            item.skill,
            item.family,
            item.difficulty,
            item.seed,
            item.response_ms,
            item.mode,
        )
        credit = self._credit_permille(item.credit, item.credit >= 1.0)
        id_bytes = _uuid_bytes(item.attempt_id, "attempt id")
        session_bytes = _optional_uuid(item.session_id)
        try:
            ts = to_ms(item.answered_at)
        except ValueError as exc:
            raise InvalidValueError("An attempt's time must carry its timezone.") from exc
        return _Row(
            item,
            id_bytes,
            session_bytes,
            _to_json(item.params, "question parameters"),
            _to_json(item.answer, "answer given"),
            _to_json(item.expected, "expected answer"),
            credit,
            ts,
            day_number(item.day),
        )

    def _insert(
        self, conn: sqlite3.Connection, row: _Row, trainee_id: int
    ) -> tuple[int, int, bool]:
        """Insert one attempt; returns its game and skill label ids and whether it was new."""
        record = row.record
        game = self._label(conn, "game", record.game)
        skill = self._label(conn, "skill", record.skill)
        cursor = conn.execute(
            _INSERT_ATTEMPT,
            (
                row.id_bytes,
                trainee_id,
                row.session_bytes,
                game,
                skill,
                self._label(conn, "family", record.family),
                record.difficulty,
                record.seed,
                row.params,
                row.answer,
                row.expected,
                row.credit,
                record.response_ms,
                bucket_of(record.response_ms),
                MODES.index(record.mode),
                row.ts,
                row.day,
                self._label(conn, "station", record.station),
            ),
        )
        return game, skill, cursor.rowcount == 1

    def _refresh_mastery(
        self,
        conn: sqlite3.Connection,
        trainee_id: int,
        game: int,
        skill: int,
        house: HouseSettings,
    ) -> None:
        window = house.int_value("mastery.window-attempts")
        recent = stats.recent_attempts(conn, trainee_id, game, skill, LAST_DAY, window)
        mastered, considered, correct, median = stats.decide_mastery(
            recent,
            window,
            house.int_value("mastery.accuracy-percent"),
            house.target_ms(self._label_names[skill]),
        )
        conn.execute(
            "INSERT INTO mastery (trainee_id, game, skill, mastered, considered, correct, "
            "median_ms) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (trainee_id, game, skill) "
            "DO UPDATE SET mastered = excluded.mastered, considered = excluded.considered, "
            "correct = excluded.correct, median_ms = excluded.median_ms",
            (trainee_id, game, skill, mastered, considered, correct, median),
        )

    def _refresh_all_mastery(self, conn: sqlite3.Connection, house: HouseSettings) -> None:
        keys = conn.execute("SELECT DISTINCT trainee_id, game, skill FROM day_skill").fetchall()
        for trainee_id, game, skill in keys:
            self._refresh_mastery(conn, trainee_id, game, skill, house)

    def record_attempt(self, attempt: NewAttempt) -> Attempt:
        """Record an answer durably (committed to disk) before returning it as stored.

        A bad value raises :class:`InvalidValueError` at once. A disk problem raises a
        :class:`StoreUnavailableError` whose sentence says the answer is kept; it stays in
        :meth:`pending_attempts` and is written first by the next call or by
        :meth:`flush_pending`.
        """
        with self._lock:
            with self._reading() as conn:
                trainee = self._trainee_by_id(conn, attempt.trainee_id)
            if trainee.is_archived:
                raise StoreError(f"Trainee {trainee.name!r} is archived, so cannot record answers.")
            row = self._prepare(attempt, trainee)
            self._pending.append(row)
            self._flush()
            return row.record

    def _flush(self) -> int:
        written = 0
        try:
            while self._pending:
                row = self._pending[0]
                with self._transaction() as conn:
                    game, skill, added = self._insert(conn, row, row.record.trainee_id)
                    if added:
                        self._refresh_mastery(
                            conn, row.record.trainee_id, game, skill, self._settings
                        )
                self._pending.popleft()
                written += 1
        except StoreUnavailableError as exc:
            raise type(exc)(self._unsaved_sentence(exc)) from exc
        return written

    def _unsaved_sentence(self, exc: StoreUnavailableError) -> str:
        count = len(self._pending)
        kept = f"{_plural(count, 'answer')} {'is' if count == 1 else 'are'} kept in memory"
        if isinstance(exc, StoreFullError):
            return f"The disk holding the progress store is full, so {kept} until space is freed."
        if isinstance(exc, StoreReadOnlyError):
            return f"The progress store in {self.folder} is read-only, so {kept}, not saved."
        if isinstance(exc, StoreBusyError):
            return f"The progress store is busy in another program, so {kept} until it is free."
        if isinstance(exc, StoreDamagedError):
            return (
                f"The progress store was found damaged, so {kept}; save them to a "
                "file and restart Dealer Trainer to restore the store from its backup."
            )
        return f"The progress store could not be written ({exc}), so {kept}."

    def pending_attempts(self) -> tuple[Attempt, ...]:
        """Answers recorded but not yet written (the disk was full, read-only, ...)."""
        with self._lock:
            return tuple(row.record for row in self._pending)

    def flush_pending(self) -> int:
        """Write the pending answers now; returns how many were written."""
        with self._lock:
            if not self._pending:
                return 0
            return self._flush()

    def save_pending(self, path: str | os.PathLike[str]) -> int:
        """Write the pending answers to an importable JSON file; they also stay pending."""
        from trainer.progress.transfer import write_json

        with self._lock:
            records = [row.record for row in self._pending]
        target = Path(path)
        try:
            with target.open("w", encoding="utf-8", newline="\n") as out:
                write_json(out, records, (), exported_at=self._clock(), station=self.station)
        except OSError as exc:
            raise StoreUnavailableError(
                f"The unsaved answers could not be written to {target} ({exc.strerror})."
            ) from exc
        return len(records)

    def _attempt_from_row(self, row: Sequence[Any]) -> Attempt:
        (
            _,
            raw_id,
            trainee_id,
            trainee,
            session,
            game,
            skill,
            family,
            difficulty,
            seed,
            params,
            answer,
            expected,
            credit,
            response_ms,
            mode,
            ts,
            day,
            station,
        ) = row
        return Attempt(
            attempt_id=_uuid_text(raw_id),
            trainee_id=int(trainee_id),
            trainee=str(trainee),
            game=str(game),
            skill=str(skill),
            family=str(family),
            difficulty=int(difficulty),
            seed=int(seed),
            params=json.loads(str(params)),
            answer=json.loads(str(answer)),
            expected=json.loads(str(expected)),
            credit=int(credit) / 1000,
            response_ms=int(response_ms),
            mode=MODES[int(mode)],
            answered_at=from_ms(int(ts)),
            day=day_date(int(day)),
            station=str(station),
            session_id=None if session is None else _uuid_text(session),
        )

    def attempts(
        self,
        *,
        trainee_id: int | None = None,
        since: date | None = None,
        until: date | None = None,
        page: int = 1000,
    ) -> Iterator[Attempt]:
        """Recorded attempts in the order they were stored, read a page at a time."""
        low, high = day_range(since, until)
        last = 0
        while True:
            with self._reading() as conn:
                rows = conn.execute(
                    f"{_SELECT_ATTEMPTS} WHERE a.seq > ? AND (? IS NULL OR a.trainee_id = ?) "
                    "AND a.day BETWEEN ? AND ? ORDER BY a.seq LIMIT ?",
                    (last, trainee_id, trainee_id, low, high, page),
                ).fetchall()
            if not rows:
                return
            for row in rows:
                yield self._attempt_from_row(row)
            last = int(rows[-1][0])

    def attempt(self, attempt_id: str) -> Attempt:
        """One recorded attempt by its id."""
        with self._reading() as conn:
            row = conn.execute(
                f"{_SELECT_ATTEMPTS} WHERE a.id = ?", (_uuid_bytes(attempt_id, "attempt id"),)
            ).fetchone()
        if row is None:
            raise NotFoundError(f"There is no attempt {attempt_id}.")
        return self._attempt_from_row(row)

    def attempt_count(self, trainee_id: int | None = None) -> int:
        """How many attempts are stored (of one trainee, or in all)."""
        with self._reading() as conn:
            if trainee_id is None:
                row = conn.execute("SELECT count(*) FROM attempts").fetchone()
            else:
                row = conn.execute(
                    "SELECT count(*) FROM attempts WHERE trainee_id = ?", (trainee_id,)
                ).fetchone()
        return int(row[0])

    def import_attempts(self, items: Iterable[Attempt], *, batch: int = 1000) -> ImportResult:
        """Merge attempts from another station (by trainee name), skipping ids already here.

        One transaction: a bad record refuses the whole import. Trainees are matched by
        name (the active one, else the most recently archived one) and created if new.
        """
        added = already = 0
        new_trainees: list[str] = []
        by_trainee: dict[str, int] = {}
        trainee_ids: dict[str, tuple[int, str]] = {}
        touched: set[tuple[int, int, int]] = set()
        seen: set[bytes] = set()
        with self._lock, self._transaction() as conn:
            chunk: list[_Row] = []

            def write_chunk() -> None:
                nonlocal added, already
                ids = [row.id_bytes for row in chunk]
                marks = ", ".join("?" * len(ids))
                present = {
                    bytes(found)
                    for (found,) in conn.execute(
                        f"SELECT id FROM attempts WHERE id IN ({marks})", ids
                    )
                }
                for row in chunk:
                    if row.id_bytes in present or row.id_bytes in seen:
                        already += 1
                        continue
                    seen.add(row.id_bytes)
                    trainee_id, name = self._import_trainee(
                        conn, row.record.trainee, trainee_ids, new_trainees
                    )
                    game, skill, _ = self._insert(conn, row, trainee_id)
                    touched.add((trainee_id, game, skill))
                    added += 1
                    by_trainee[name] = by_trainee.get(name, 0) + 1
                chunk.clear()

            for item in items:
                chunk.append(self._prepare_imported(item))
                if len(chunk) >= batch:
                    write_chunk()
            if chunk:
                write_chunk()
            for trainee_id, game, skill in sorted(touched):
                self._refresh_mastery(conn, trainee_id, game, skill, self._settings)
        return ImportResult(added, already, tuple(new_trainees), by_trainee)

    def _import_trainee(
        self,
        conn: sqlite3.Connection,
        name: str,
        cache: dict[str, tuple[int, str]],
        created: list[str],
    ) -> tuple[int, str]:
        name = _clean_name(name, "trainee")
        key = name.casefold()
        if key in cache:
            return cache[key]
        row = conn.execute(
            "SELECT id, name FROM trainees WHERE name_key = ? "
            "ORDER BY archived_at IS NOT NULL, archived_at DESC LIMIT 1",
            (key,),
        ).fetchone()
        if row is None:
            cursor = conn.execute(
                "INSERT INTO trainees (name, name_key, created_at) VALUES (?, ?, ?)",
                (name, key, self._now_ms()),
            )
            row = (int(cursor.lastrowid or 0), name)
            created.append(name)
        cache[key] = (int(row[0]), str(row[1]))
        return cache[key]

    # -- exams ---------------------------------------------------------------------------

    @staticmethod
    def _exam(row: Sequence[Any]) -> ExamDefinition:
        retired = row[10]
        return ExamDefinition(
            id=_uuid_text(row[0]),
            name=str(row[1]),
            games=tuple(json.loads(str(row[2]))),
            skills=tuple(json.loads(str(row[3]))),
            question_count=int(row[4]),
            time_limit_seconds=int(row[5]),
            pass_mark_percent=int(row[6]),
            seed=int(row[7]),
            created_by=int(row[8]),
            created_at=from_ms(int(row[9])),
            retired_at=None if retired is None else from_ms(int(retired)),
        )

    def _exam_by_id(self, conn: sqlite3.Connection, exam_id: str) -> ExamDefinition:
        row = conn.execute(
            "SELECT id, name, games, skills, question_count, time_limit_seconds, "
            "pass_mark_percent, seed, created_by, created_at, retired_at FROM exams WHERE id = ?",
            (_uuid_bytes(exam_id, "exam id"),),
        ).fetchone()
        if row is None:
            raise NotFoundError(f"There is no exam {exam_id}.")
        return self._exam(row)

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
    ) -> ExamDefinition:
        """A new exam. The pass mark defaults to the house's ``exam.pass-mark-percent``."""
        name = _clean_name(name, "exam")
        if not games or not skills:
            raise InvalidValueError("An exam needs at least one game and one skill.")
        for game in games:
            _check_choice(game, "game", GAMES)
        for skill in skills:
            _check_choice(skill, "skill", SKILLS)
        _check_int(question_count, "number of exam questions", 1, 1000)
        _check_int(time_limit_seconds, "exam time limit in seconds (0 for none)", 0, 24 * 3600)
        _check_int(seed, "exam seed", 0, MAX_SEED)
        exam_id = new_id()
        with self._lock:
            mark = pass_mark_percent
            if mark is None:
                mark = self._settings.int_value("exam.pass-mark-percent")
            _check_int(mark, "exam pass mark percent", 1, 100)
            with self._transaction() as conn:
                self._supervisor_row(conn, by.id)
                conn.execute(
                    "INSERT INTO exams (id, name, games, skills, question_count, "
                    "time_limit_seconds, pass_mark_percent, seed, created_by, created_at) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        uuid.UUID(exam_id).bytes,
                        name,
                        json.dumps(list(dict.fromkeys(games))),
                        json.dumps(list(dict.fromkeys(skills))),
                        question_count,
                        time_limit_seconds,
                        mark,
                        seed,
                        by.id,
                        self._now_ms(),
                    ),
                )
                return self._exam_by_id(conn, exam_id)

    def exam(self, exam_id: str) -> ExamDefinition:
        """The exam with this id."""
        with self._reading() as conn:
            return self._exam_by_id(conn, exam_id)

    def exams(self, *, include_retired: bool = False) -> tuple[ExamDefinition, ...]:
        """Exams by name."""
        with self._reading() as conn:
            rows = conn.execute(
                "SELECT id, name, games, skills, question_count, time_limit_seconds, "
                "pass_mark_percent, seed, created_by, created_at, retired_at FROM exams "
                "WHERE ? OR retired_at IS NULL ORDER BY name, created_at",
                (include_retired,),
            ).fetchall()
        return tuple(self._exam(row) for row in rows)

    def retire_exam(self, exam_id: str, *, by: Supervisor) -> ExamDefinition:
        """Take an exam out of use (its sittings stay)."""
        with self._lock, self._transaction() as conn:
            self._supervisor_row(conn, by.id)
            conn.execute(
                "UPDATE exams SET retired_at = coalesce(retired_at, ?) WHERE id = ?",
                (self._now_ms(), _uuid_bytes(exam_id, "exam id")),
            )
            return self._exam_by_id(conn, exam_id)

    _SITTING_COLUMNS: Final = (
        "id, exam_id, trainee_id, session_id, started_at, finished_at, answered, "
        "score_permille, passed, signed_off_by, signed_off_at"
    )

    @staticmethod
    def _sitting(row: Sequence[Any]) -> ExamSitting:
        def when(value: Any) -> datetime | None:
            return None if value is None else from_ms(int(value))

        score = row[7]
        return ExamSitting(
            id=_uuid_text(row[0]),
            exam_id=_uuid_text(row[1]),
            trainee_id=int(row[2]),
            session_id=_uuid_text(row[3]),
            started_at=from_ms(int(row[4])),
            finished_at=when(row[5]),
            answered=int(row[6]),
            score_percent=None if score is None else Decimal(int(score)) / 10,
            passed=None if row[8] is None else bool(row[8]),
            signed_off_by=None if row[9] is None else int(row[9]),
            signed_off_at=when(row[10]),
        )

    def _sitting_by_id(self, conn: sqlite3.Connection, sitting_id: str) -> ExamSitting:
        row = conn.execute(
            f"SELECT {self._SITTING_COLUMNS} FROM exam_sittings WHERE id = ?",
            (_uuid_bytes(sitting_id, "sitting id"),),
        ).fetchone()
        if row is None:
            raise NotFoundError(f"There is no exam sitting {sitting_id}.")
        return self._sitting(row)

    def start_sitting(self, exam_id: str, trainee_id: int) -> ExamSitting:
        """A trainee starts an exam: a new exam-mode session to record its answers under."""
        sitting_id = new_id()
        session_id = new_id()
        with self._lock, self._transaction() as conn:
            exam = self._exam_by_id(conn, exam_id)
            if exam.retired_at is not None:
                raise StoreError(f"The exam {exam.name!r} is retired.")
            self._trainee_by_id(conn, trainee_id)
            now = self._now_ms()
            conn.execute(
                "INSERT INTO sessions (id, trainee_id, mode, station, started_at) "
                "VALUES (?, ?, ?, ?, ?)",
                (uuid.UUID(session_id).bytes, trainee_id, MODES.index("exam"), self.station, now),
            )
            conn.execute(
                "INSERT INTO exam_sittings (id, exam_id, trainee_id, session_id, started_at) "
                "VALUES (?, ?, ?, ?, ?)",
                (
                    uuid.UUID(sitting_id).bytes,
                    uuid.UUID(exam_id).bytes,
                    trainee_id,
                    uuid.UUID(session_id).bytes,
                    now,
                ),
            )
            return self._sitting_by_id(conn, sitting_id)

    def finish_sitting(self, sitting_id: str) -> ExamSitting:
        """Score a sitting from its recorded exam answers (within the time limit).

        The score is the credit of the first ``question_count`` answers over the question
        count (unanswered questions score 0), floored to a tenth of a percent; the sitting
        passes when that share (exactly) reaches the pass mark.
        """
        with self._lock, self._transaction() as conn:
            sitting = self._sitting_by_id(conn, sitting_id)
            if sitting.finished_at is not None:
                return sitting
            exam = self._exam_by_id(conn, sitting.exam_id)
            start = to_ms(sitting.started_at)
            deadline = start + exam.time_limit_seconds * 1000 if exam.time_limit_seconds else None
            rows = conn.execute(
                "SELECT credit FROM attempts WHERE session_id = ? AND mode = 2 "
                "AND (? IS NULL OR ts <= ?) ORDER BY ts, seq LIMIT ?",
                (uuid.UUID(sitting.session_id).bytes, deadline, deadline, exam.question_count),
            ).fetchall()
            credit = sum(int(r[0]) for r in rows)
            score = credit // exam.question_count  # per mille of full marks, floored
            passed = credit * 100 >= exam.pass_mark_percent * 1000 * exam.question_count
            now = self._now_ms()
            conn.execute(
                "UPDATE exam_sittings SET finished_at = ?, answered = ?, score_permille = ?, "
                "passed = ? WHERE id = ?",
                (now, len(rows), score, passed, uuid.UUID(sitting_id).bytes),
            )
            conn.execute(
                "UPDATE sessions SET ended_at = coalesce(ended_at, ?) WHERE id = ?",
                (now, uuid.UUID(sitting.session_id).bytes),
            )
            return self._sitting_by_id(conn, sitting_id)

    def sign_off_sitting(self, sitting_id: str, *, by: Supervisor) -> ExamSitting:
        """A supervisor signs off a finished sitting's result."""
        with self._lock, self._transaction() as conn:
            self._supervisor_row(conn, by.id)
            sitting = self._sitting_by_id(conn, sitting_id)
            if sitting.finished_at is None:
                raise StoreError("An exam sitting can be signed off only once it is finished.")
            if sitting.signed_off_by is not None:
                return sitting
            conn.execute(
                "UPDATE exam_sittings SET signed_off_by = ?, signed_off_at = ? WHERE id = ?",
                (by.id, self._now_ms(), uuid.UUID(sitting_id).bytes),
            )
            return self._sitting_by_id(conn, sitting_id)

    def sitting(self, sitting_id: str) -> ExamSitting:
        """The exam sitting with this id."""
        with self._reading() as conn:
            return self._sitting_by_id(conn, sitting_id)

    def sittings(
        self, *, trainee_id: int | None = None, exam_id: str | None = None
    ) -> tuple[ExamSitting, ...]:
        """Exam sittings, oldest first (of one trainee and/or one exam)."""
        exam_bytes = None if exam_id is None else _uuid_bytes(exam_id, "exam id")
        with self._reading() as conn:
            rows = conn.execute(
                f"SELECT {self._SITTING_COLUMNS} FROM exam_sittings "
                "WHERE (? IS NULL OR trainee_id = ?) AND (? IS NULL OR exam_id = ?) "
                "ORDER BY started_at, rowid",
                (trainee_id, trainee_id, exam_bytes, exam_bytes),
            ).fetchall()
        return tuple(self._sitting(row) for row in rows)

    # -- statistics ----------------------------------------------------------------------

    def _label_id(self, kind: str, name: str | None) -> int | None:
        if name is None:
            return None
        return self._label_ids.get((kind, name), -1)

    def _mastery_records(
        self, conn: sqlite3.Connection, trainee_id: int, until: date | None
    ) -> tuple[Mastery, ...]:
        house = self._settings
        window = house.int_value("mastery.window-attempts")
        percent = house.int_value("mastery.accuracy-percent")
        names = self._label_names
        found: list[Mastery] = []
        today = local_day(self._clock())
        if until is None or day_number(until) >= today:
            for game, skill, mastered, considered, correct, median in conn.execute(
                stats.TRAINEE_MASTERY_SQL, (trainee_id,)
            ):
                skill_name = names[skill]
                found.append(
                    Mastery(
                        names[game],
                        skill_name,
                        bool(mastered),
                        window,
                        considered,
                        correct,
                        median,
                        house.target_ms(skill_name),
                        percent,
                    )
                )
        else:
            keys = conn.execute(
                "SELECT game, skill FROM mastery WHERE trainee_id = ?", (trainee_id,)
            ).fetchall()
            for game, skill in keys:
                found.append(self._live_mastery(conn, trainee_id, game, skill, day_number(until)))
            found = [m for m in found if m.considered]
        found.sort(key=lambda m: stats.skill_order((m.game, m.skill)))
        return tuple(found)

    def _live_mastery(
        self, conn: sqlite3.Connection, trainee_id: int, game: int, skill: int, until_day: int
    ) -> Mastery:
        house = self._settings
        window = house.int_value("mastery.window-attempts")
        percent = house.int_value("mastery.accuracy-percent")
        skill_name = self._label_names[skill]
        target = house.target_ms(skill_name)
        recent = stats.recent_attempts(conn, trainee_id, game, skill, until_day, window)
        decided = stats.decide_mastery(recent, window, percent, target)
        mastered, considered, correct, median = decided
        return Mastery(
            self._label_names[game],
            skill_name,
            mastered,
            window,
            considered,
            correct,
            median,
            target,
            percent,
        )

    def mastery(
        self, trainee_id: int, game: str, skill: str, *, until: date | None = None
    ) -> Mastery:
        """Whether a trainee masters a (game, skill), from their last attempts up to *until*."""
        _check_choice(game, "game", GAMES)
        _check_choice(skill, "skill", SKILLS)
        until_day = LAST_DAY if until is None else day_number(until)
        with self._reading() as conn:
            self._trainee_by_id(conn, trainee_id)
            game_id = self._label_ids.get(("game", game))
            skill_id = self._label_ids.get(("skill", skill))
            if game_id is not None and skill_id is not None:
                return self._live_mastery(conn, trainee_id, game_id, skill_id, until_day)
        house = self._settings
        return Mastery(
            game,
            skill,
            False,
            house.int_value("mastery.window-attempts"),
            0,
            0,
            None,
            house.target_ms(skill),
            house.int_value("mastery.accuracy-percent"),
        )

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
        low, high = day_range(since, until)
        names = self._label_names
        with self._reading() as conn:
            trainee = self._trainee_by_id(conn, trainee_id)
            window = (trainee_id, low, high)
            skills = stats.skill_stats(conn.execute(stats.TRAINEE_SKILLS_SQL, window), names)
            trend = stats.day_points(conn.execute(stats.TRAINEE_DAYS_SQL, window))
            skill_trend = stats.skill_day_points(
                conn.execute(stats.TRAINEE_SKILL_DAYS_SQL, window), names
            )
            mastery = self._mastery_records(conn, trainee_id, until)
            missed = stats.missed_families(
                conn.execute(stats.TRAINEE_MISSED_SQL, (*window, missed_limit)), names
            )
        return TraineeDetail(trainee, since, until, skills, trend, skill_trend, mastery, missed)

    def class_overview(
        self,
        since: date | None = None,
        until: date | None = None,
        *,
        game: str | None = None,
        skill: str | None = None,
    ) -> ClassOverview:
        """Every active trainee together over a date range: per (game, skill) totals, the
        trend by day (of one game and/or skill if given), and how many master each."""
        low, high = day_range(since, until)
        names = self._label_names
        with self._reading() as conn:
            game_id, skill_id = self._label_id("game", game), self._label_id("skill", skill)
            skills = stats.skill_stats(conn.execute(stats.CLASS_SKILLS_SQL, (low, high)), names)
            trend = stats.day_points(
                conn.execute(
                    stats.CLASS_DAYS_SQL, (low, high, game_id, game_id, skill_id, skill_id)
                )
            )
            mastered = {
                (names[g], names[s]): int(count)
                for g, s, count in conn.execute(stats.CLASS_MASTERED_SQL)
            }
            active = int(conn.execute(stats.ACTIVE_TRAINEES_SQL).fetchone()[0])
        return ClassOverview(since, until, active, skills, trend, mastered)

    def most_missed(
        self,
        since: date | None = None,
        until: date | None = None,
        *,
        trainee_id: int | None = None,
        limit: int = 10,
    ) -> tuple[MissedFamily, ...]:
        """The question families most often missed, by the class or by one trainee."""
        low, high = day_range(since, until)
        with self._reading() as conn:
            if trainee_id is None:
                rows = conn.execute(stats.CLASS_MISSED_SQL, (low, high, limit))
            else:
                rows = conn.execute(stats.TRAINEE_MISSED_SQL, (trainee_id, low, high, limit))
            return stats.missed_families(rows, self._label_names)

    def trainee_summaries(
        self,
        since: date | None = None,
        until: date | None = None,
        *,
        trainee_id: int | None = None,
    ) -> tuple[TraineeSummary, ...]:
        """Per trainee and (game, skill) totals over a date range, archived trainees too."""
        low, high = day_range(since, until)
        names = self._label_names
        with self._reading() as conn:
            trainees = {int(i): str(n) for i, n in conn.execute("SELECT id, name FROM trainees")}
            mastered = {
                (int(t), int(g), int(s))
                for t, g, s in conn.execute(
                    "SELECT trainee_id, game, skill FROM mastery WHERE mastered"
                )
            }
            rows = conn.execute(stats.SUMMARY_SQL, (low, high, trainee_id, trainee_id)).fetchall()
        found = [
            TraineeSummary(
                int(row[0]),
                trainees[int(row[0])],
                stats.skill_stats([row[2:]], names)[0],
                (int(row[0]), int(row[2]), int(row[3])) in mastered,
                day_date(int(row[1])),
            )
            for row in rows
        ]
        found.sort(
            key=lambda s: (
                s.trainee.casefold(),
                s.trainee_id,
                stats.skill_order((s.stats.game, s.stats.skill)),
            )
        )
        return tuple(found)

    # -- maintenance ---------------------------------------------------------------------

    def integrity_problems(self) -> list[str]:
        """``PRAGMA integrity_check``'s findings; empty when the file is sound."""
        with self._reading() as conn:
            rows = conn.execute("PRAGMA integrity_check").fetchall()
        return [] if rows == [("ok",)] else [str(r[0]) for r in rows]

    def ensure_daily_backup(self) -> Path | None:
        """Take today's backup if none exists yet (a kiosk left running calls this daily)."""
        with self._lock:
            if self._read_only:
                return None
            try:
                return backups.daily_backup(self._require(), self.folder, self._clock())
            except sqlite3.Error as exc:
                raise self._translate(exc) from exc

    def backup_now(self) -> Path:
        """A backup taken now (kept with the daily ones)."""
        with self._lock:
            now = self._clock()
            name = f"progress-{now:%Y%m%d-%H%M%S}-daily.sqlite3"
            try:
                dest = self.folder / backups.BACKUP_DIR / name
                path = backups.write_backup(self._require(), dest)
            except sqlite3.Error as exc:
                raise self._translate(exc) from exc
            backups.prune(self.folder)
            return path

    def rebuild_statistics(self) -> None:
        """Recompute every rollup and mastery from the attempts themselves (for repairs)."""
        hist = ", ".join(f"sum(rt_bucket = {i})" for i in range(len(HIST_COLUMNS)))
        cols = ", ".join(HIST_COLUMNS)
        with self._lock, self._transaction() as conn:
            for table in _ROLLUP_TABLES:
                conn.execute(f"DELETE FROM {table}")
            conn.execute(
                f"INSERT INTO day_skill (trainee_id, game, skill, day, n, correct, credit, {cols}) "
                f"SELECT trainee_id, game, skill, day, count(*), sum(credit = 1000), sum(credit), "
                f"{hist} FROM attempts GROUP BY trainee_id, game, skill, day"
            )
            conn.execute(
                "INSERT INTO day_family (trainee_id, game, skill, family, day, n, correct, credit) "
                "SELECT trainee_id, game, skill, family, day, count(*), sum(credit = 1000), "
                "sum(credit) FROM attempts GROUP BY trainee_id, game, skill, family, day"
            )
            active = "trainee_id IN (SELECT id FROM trainees WHERE archived_at IS NULL)"
            sums = ", ".join(f"sum({h})" for h in HIST_COLUMNS)
            conn.execute(
                f"INSERT INTO class_day_skill (game, skill, day, n, correct, credit, {cols}) "
                f"SELECT game, skill, day, sum(n), sum(correct), sum(credit), {sums} "
                f"FROM day_skill WHERE {active} GROUP BY game, skill, day"
            )
            conn.execute(
                "INSERT INTO class_day_family (game, skill, family, day, n, correct, credit) "
                "SELECT game, skill, family, day, sum(n), sum(correct), sum(credit) "
                f"FROM day_family WHERE {active} GROUP BY game, skill, family, day"
            )
            self._refresh_all_mastery(conn, self._settings)
