"""The progress file itself: opening, checking, recovering, backing up, transactions.

:class:`Database` is the small core every part of the store stands on (trainees,
attempts, exams, queries). It owns the one connection and the lock that serialises every
call, and it opens the file in these steps (see :meth:`Database.open`):

1. connect (WAL journal, ``synchronous=FULL``, foreign keys on);
2. check an existing file: ours (``application_id``), then ``integrity_check`` or
   ``quick_check``;
3. prove the file can be written (``BEGIN IMMEDIATE`` / ``ROLLBACK``);
4. on damage: move the file to ``damaged/`` and restore the newest good backup
   (:meth:`Database._recover`); on a read-only folder: open read-only instead;
5. run the migrations (each after a ``before-vN`` backup);
6. load the labels and house settings;
7. after a recovery, salvage what the damaged file still yields and say what happened;
8. take the day's backup.

Every write runs in :meth:`Database.transaction` (``BEGIN IMMEDIATE`` .. ``COMMIT``),
and every disk-level SQLite error leaves it as a plain-sentence
:class:`~trainer.progress.errors.StoreError` (:meth:`Database.translate`).
"""

from __future__ import annotations

import contextlib
import socket
import sqlite3
import threading
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Final, Literal

from trainer.progress import backups
from trainer.progress.days import to_ms
from trainer.progress.errors import (
    NotFoundError,
    StoreBusyError,
    StoreDamagedError,
    StoreError,
    StoreFullError,
    StoreReadOnlyError,
    StoreUnavailableError,
)
from trainer.progress.fields import clean_name, plural
from trainer.progress.schema import Migration, check_application, migrate, pending_migrations
from trainer.progress.settings import HouseSettings, SettingValue, load_house_rules, setting

FILE_NAME: Final = "progress.sqlite3"
BUSY_TIMEOUT_SECONDS: Final = 5.0

Clock = Callable[[], datetime]
IntegrityCheck = Literal["daily", "full", "quick"]
Salvage = Callable[[Path, int], int]
"""Imports the attempts past a ``seq`` that a damaged file still yields; returns how many."""

# Primary SQLite result codes (the low byte of an extended code).
_PERM, _BUSY, _LOCKED, _READONLY, _IOERR, _CORRUPT = 3, 5, 6, 8, 10, 11
_FULL, _CANTOPEN, _NOTADB = 13, 14, 26
_DAMAGE_CODES: Final = frozenset({_CORRUPT, _NOTADB, _IOERR})
_READ_ONLY_CODES: Final = frozenset({_READONLY, _CANTOPEN, _PERM})


def _local_now() -> datetime:
    return datetime.now().astimezone()


def _code(exc: BaseException) -> int | None:
    code = getattr(exc, "sqlite_errorcode", None)
    return None if code is None else int(code) & 0xFF


@dataclass(frozen=True, slots=True)
class _Recovery:
    aside: Path
    backup: backups.Backup | None


class _DamagedFile(Exception):
    """Raised inside opening when the file fails its check; never leaves this module."""


class Database:
    """The progress file in one folder, once :meth:`open` has run.

    *clock* returns the current time, timezone-aware, in the station's timezone;
    *station* names this machine in the records it writes (default: the host name).
    """

    def __init__(
        self,
        folder: Path,
        *,
        clock: Clock | None,
        station: str | None,
        migrations: Sequence[Migration],
    ) -> None:
        self.folder = folder
        self.path = folder / FILE_NAME
        self.station = clean_name(station or socket.gethostname() or "station", "station")
        self.clock: Clock = clock or _local_now
        self.lock = threading.RLock()
        self.notices: list[str] = []
        self.settings = HouseSettings({})
        """The house settings in force (replaced whole when a supervisor changes one)."""
        self._conn: sqlite3.Connection | None = None
        self._read_only = False
        self._label_ids: dict[tuple[str, str], int] = {}
        self._label_names: dict[int, str] = {}
        self._migrations = tuple(migrations)

    # -- opening, checking, recovering ---------------------------------------------------

    def open(self, *, create: bool, integrity: IntegrityCheck, salvage: Salvage) -> None:
        """Open (or create) the file, checking, recovering and upgrading it as needed."""
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
                raise self.translate(exc) from exc
        conn = self.require()
        migrate(conn, self._migrations, before=self._backup_before_migration)
        self.load_labels()
        self._load_settings()
        if recovery is not None:
            self.notices.append(self._finish_recovery(recovery, salvage))
        try:
            backups.daily_backup(conn, self.folder, self.clock())
        except (OSError, sqlite3.Error) as exc:
            reason = exc.strerror if isinstance(exc, OSError) else str(exc)
            self.notices.append(
                f"Today's backup of the progress store could not be made ({reason})."
            )

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
            due = not backups.has_daily_backup(self.folder, self.clock())
            integrity = "full" if due else "quick"
        pragma = "integrity_check" if integrity == "full" else "quick_check"
        rows = conn.execute(f"PRAGMA {pragma}").fetchall()
        if rows != [("ok",)]:
            raise _DamagedFile(str(rows[0][0]) if rows else "no answer from the check")

    def _open_read_only(self, integrity: IntegrityCheck) -> None:
        self.close_connection()
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
            self.close_connection()
            try:
                self._conn = self._connect("immutable")
                self._check(self._conn, integrity)
            except (sqlite3.Error, _DamagedFile) as exc:
                raise StoreDamagedError(
                    f"The progress store {self.path} cannot be read ({exc})."
                ) from first
        if pending_migrations(self.require(), self._migrations):
            raise StoreReadOnlyError(
                f"The progress store {self.path} needs an upgrade but its folder is read-only."
            )
        self.load_labels()
        self._load_settings()
        self.notices.append(
            f"The progress folder {self.folder} is read-only, so statistics can be read "
            "but new answers cannot be saved there."
        )

    def _recover(self) -> _Recovery:
        """Move the damaged file aside and put the newest good backup in its place."""
        self.close_connection()
        now = self.clock()
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

    def _finish_recovery(self, recovery: _Recovery, salvage: Salvage) -> str:
        """Salvage what the damaged file still yields; the sentence telling what happened."""
        conn = self.require()
        restored_max = int(conn.execute("SELECT coalesce(max(seq), 0) FROM attempts").fetchone()[0])
        lacking = backups.count_attempts(recovery.aside, above_seq=restored_max)
        recovered = salvage(recovery.aside, restored_max) if lacking else 0
        aside = recovery.aside
        if recovery.backup is None:
            start = (
                f"The progress file was damaged and there was no good backup, so it was moved to "
                f"{aside} and a new, empty store was started"
            )
            if recovered:
                return f"{start} with the {plural(recovered, 'answer')} it still yielded."
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
                f"{start}, and all {plural(lacking, 'answer')} recorded after it were "
                "recovered from the damaged file."
            )
        return f"{start}; it lacks {plural(lacking - recovered, 'answer')} recorded after it" + (
            f" ({recovered} more were recovered from the damaged file)." if recovered else "."
        )

    def _backup_before_migration(self, current: int, target: int) -> None:
        backups.migration_backup(self.require(), self.folder, self.clock(), target)

    # -- the connection and its transactions ---------------------------------------------

    def require(self) -> sqlite3.Connection:
        """The open connection (a closed store is an error)."""
        if self._conn is None:
            raise StoreError("The progress store is closed.")
        return self._conn

    @property
    def is_read_only(self) -> bool:
        """Whether the file was opened read-only (statistics work, saving does not)."""
        return self._read_only

    @property
    def is_closed(self) -> bool:
        """Whether the connection is closed."""
        return self._conn is None

    def close_connection(self) -> None:
        """Close the connection, if open (an error closing it is of no use to anyone)."""
        conn, self._conn = self._conn, None
        if conn is not None:
            with contextlib.suppress(sqlite3.Error):
                conn.close()

    def translate(self, exc: sqlite3.Error) -> BaseException:
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
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """Under the lock, ``BEGIN IMMEDIATE`` .. ``COMMIT``, rolled back on any error.

        Everything written inside commits together or not at all; disk errors leave as
        plain-sentence store errors.
        """
        with self.lock:
            conn = self.require()
            if self._read_only:
                raise StoreReadOnlyError(
                    f"The progress folder {self.folder} is read-only, so nothing can be "
                    "saved there."
                )
            try:
                conn.execute("BEGIN IMMEDIATE")
            except sqlite3.Error as exc:
                raise self.translate(exc) from exc
            try:
                yield conn
                conn.execute("COMMIT")
            except BaseException as exc:
                if conn.in_transaction:
                    with contextlib.suppress(sqlite3.Error):
                        conn.execute("ROLLBACK")
                # Labels made in the rolled-back transaction no longer exist.
                with contextlib.suppress(sqlite3.Error):
                    self.load_labels()
                if isinstance(exc, sqlite3.Error):
                    raise self.translate(exc) from exc
                raise

    @contextlib.contextmanager
    def reading(self) -> Iterator[sqlite3.Connection]:
        """Under the lock, the connection to read from; disk errors translated."""
        with self.lock:
            conn = self.require()
            try:
                yield conn
            except sqlite3.Error as exc:
                raise self.translate(exc) from exc

    def now_ms(self) -> int:
        """The clock's current time in epoch milliseconds."""
        return to_ms(self.clock())

    # -- labels and settings -------------------------------------------------------------

    def load_labels(self) -> None:
        """Read the labels (games, skills, families, stations) into memory."""
        rows = self.require().execute("SELECT id, kind, name FROM labels").fetchall()
        self._label_ids = {(kind, name): int(i) for i, kind, name in rows}
        self._label_names = {int(i): name for i, _, name in rows}

    def label(self, conn: sqlite3.Connection, kind: str, name: str) -> int:
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

    def label_id(self, kind: str, name: str) -> int | None:
        """The id of an existing label, ``None`` if there is none yet."""
        return self._label_ids.get((kind, name))

    def filter_label(self, kind: str, name: str | None) -> int | None:
        """A label id to filter on: ``None`` for no filter, ``-1`` for a name never seen."""
        if name is None:
            return None
        return self._label_ids.get((kind, name), -1)

    @property
    def label_names(self) -> Mapping[int, str]:
        """Label names by id."""
        return self._label_names

    def _load_settings(self) -> None:
        # The house's own rules files first: a setting may name one of their jurisdictions.
        self.notices.extend(load_house_rules(self.folder))
        values: dict[str, SettingValue] = {}
        rows = self.require().execute("SELECT key, value FROM settings").fetchall()
        for key, text in rows:
            try:
                values[key] = setting(key).from_text(text)
            except StoreError:
                self.notices.append(
                    f"The stored house setting {key} = {text!r} is not valid, "
                    "so its default is used."
                )
        self.settings = HouseSettings(values)

    # -- upkeep --------------------------------------------------------------------------

    def integrity_problems(self) -> list[str]:
        """``PRAGMA integrity_check``'s findings; empty when the file is sound."""
        with self.reading() as conn:
            rows = conn.execute("PRAGMA integrity_check").fetchall()
        return [] if rows == [("ok",)] else [str(r[0]) for r in rows]

    def ensure_daily_backup(self) -> Path | None:
        """Take today's backup if none exists yet."""
        with self.lock:
            if self._read_only:
                return None
            try:
                return backups.daily_backup(self.require(), self.folder, self.clock())
            except sqlite3.Error as exc:
                raise self.translate(exc) from exc

    def backup_now(self) -> Path:
        """A backup taken now (kept with the daily ones)."""
        with self.lock:
            now = self.clock()
            name = f"progress-{now:%Y%m%d-%H%M%S}-daily.sqlite3"
            try:
                dest = self.folder / backups.BACKUP_DIR / name
                path = backups.write_backup(self.require(), dest)
            except sqlite3.Error as exc:
                raise self.translate(exc) from exc
            backups.prune(self.folder)
            return path
