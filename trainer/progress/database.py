"""The progress file itself: opening, checking, recovering, backing up, transactions.

:class:`Database` is the small core every part of the store stands on (trainees,
attempts, exams, queries). It owns the one connection and the lock that serialises every
call, and it opens the file in these steps (see :meth:`Database.open`), all with the data
folder's lock held exclusively (:mod:`trainer.progress.locking`), so that two programs
starting at once on one folder never both restore it:

1. clean what killed processes left (:mod:`trainer.progress.leftovers`) and make the
   folder and its files private (:mod:`trainer.progress.files`);
2. a missing file is restored from the newest good backup, or, with no backup at all,
   created whole under a temporary name and renamed into place, so that a file without
   its tables is never a store this product made;
3. connect (WAL journal, ``synchronous=FULL``, foreign keys on, text read through the
   one decoder of :mod:`trainer.progress.decoding`);
4. check the file: not empty, not shorter than a header, ours (``application_id``), its
   tables there, then ``integrity_check`` or ``quick_check``;
5. prove the file can be written (``BEGIN IMMEDIATE`` / ``ROLLBACK``);
6. on damage: move the file to ``damaged/`` and restore the newest good backup
   (:mod:`trainer.progress.recovery`); on a read-only folder: open read-only instead;
7. run the migrations (each after a ``before-vN`` backup);
8. load the labels and house settings;
9. finish every recovery (this one, or one a kill interrupted): salvage what the damaged
   file still yields and say what happened;
10. write the answers a pending file kept (the disk was full or busy last time);
11. take the day's backup.

Every write runs in :meth:`Database.transaction` (the folder's lock shared, then
``BEGIN IMMEDIATE`` .. ``COMMIT``, then a passive checkpoint, so that little ever waits in
the ``-wal`` file), and every disk-level SQLite error leaves it as a plain-sentence
:class:`~trainer.progress.errors.StoreError` (:meth:`Database.translate`). Before each
call the file is followed: if another program restored it (it is a new file now) the
connection is reopened on the new one, and if the ``-wal`` file vanished (a clean-up tool,
a sync client) what the open connection still holds of it is checkpointed into the file
before a new one is started.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import threading
from collections.abc import Callable, Iterator, Mapping, Sequence
from datetime import datetime
from pathlib import Path
from typing import Final, Literal, cast

from trainer.progress import backups, leftovers, recovery, replaced, signing, upkeep
from trainer.progress import store_words as said
from trainer.progress.days import to_ms
from trainer.progress.decoding import READ_FAILURES, Findings, text_factory
from trainer.progress.errors import (
    NotFoundError,
    StoreBusyError,
    StoreDamagedError,
    StoreError,
    StoreFullError,
    StoreReadOnlyError,
    StoreUnavailableError,
)
from trainer.progress.fields import clean_name
from trainer.progress.files import (
    create_private,
    fsync_dir,
    fsync_file,
    keep_private,
    make_private_dir,
)
from trainer.progress.locking import FolderLock
from trainer.progress.recovery import Recovery, Salvage
from trainer.progress.schema import Migration, check_application, migrate, pending_migrations
from trainer.progress.settings import (
    BACKUP_SHARE_KEY,
    HouseSettings,
    SettingValue,
    load_house_rules,
    setting,
)
from trainer.words import QT_TRANSLATE_NOOP, Said, say, translated

FILE_NAME: Final = "progress.sqlite3"
BUSY_TIMEOUT_SECONDS: Final = 5.0
OPEN_LOCK_SECONDS: Final = 120.0
"""How long a start waits for another program that is opening (checking, restoring) the
same folder."""
HEADER_BYTES: Final = 100

Clock = Callable[[], datetime]
IntegrityCheck = Literal["daily", "full", "quick", "background"]
Pending = Callable[[], list[str]]
"""Writes the answers pending files kept; returns the sentences to tell."""

# Primary SQLite result codes (the low byte of an extended code).
_PERM, _BUSY, _LOCKED, _READONLY, _IOERR, _CORRUPT = 3, 5, 6, 8, 10, 11
_FULL, _CANTOPEN, _NOTADB = 13, 14, 26
_DAMAGE_CODES: Final = frozenset({_CORRUPT, _NOTADB, _IOERR})
FULL_BELOW_BYTES: Final = 256 * 1024
"""Less free room than this on the store's disk, and an I/O error is a full disk."""
_READ_ONLY_CODES: Final = frozenset({_READONLY, _CANTOPEN, _PERM})


# sqlite3 binds an int, a float or a str as it is, but looks up an adapter for anything
# else, bytes and None too: each then costs an AttributeError made and dropped (no
# ``__adapt__`` on its PrepareProtocol). A store's rows carry both in every answer (its
# id, the empty session, station number and import); registered as themselves they bind
# directly (20,000 rows of six values, four of them bytes or None: 61 -> 42 ms; a sign-in
# pull's write of 20,000 answers: 3.8% fewer instructions). Each adapter is a call made
# in C that answers its argument as it is: a bytes' own ``__bytes__``, and an empty
# dict's ``get`` (None for anything), not a Python function (a frame per value): 20,000
# rows of twenty values, four of them bytes or None, bound in 7% fewer instructions.
sqlite3.register_adapter(bytes, bytes.__bytes__)
sqlite3.register_adapter(type(None), cast("Callable[[None], None]", {}.get))


def _local_now() -> datetime:
    return datetime.now().astimezone()


def _host_name() -> str:
    """This machine's host name: ``os.uname()``'s where there is one (what platform.node()
    reads there), without importing platform, nor socket as gethostname() would, at every
    start (issue 28)."""
    uname = getattr(os, "uname", None)
    if uname is not None:
        return str(uname().nodename)
    import platform

    return platform.node()


def _code(exc: BaseException) -> int | None:
    code = getattr(exc, "sqlite_errorcode", None)
    return None if code is None else int(code) & 0xFF


def shown(path: Path) -> str:
    """A path as a sentence shows it (a path longer than a line is cut in the middle)."""
    text = str(path)
    return text if len(text) <= 120 else f"{text[:60]}…{text[-40:]}"


class _DamagedFile(Exception):
    """Raised inside opening when the file fails its check; never leaves this module."""

    def __init__(self, reason: str, detail: str = "") -> None:
        # Shown as why the store cannot be opened: the reason in the language in force.
        super().__init__(detail or translated(said.REASONS.get(reason, reason)))
        self.reason = reason


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
        self.station = clean_name(station or _host_name() or "station", "station")
        self.clock: Clock = clock or _local_now
        self.lock = threading.RLock()
        self.notices: list[str] = []
        self.findings = Findings()
        """Damaged rows met while reading (skipped, counted, told by exports)."""
        self.settings = HouseSettings({})
        """The house settings in force (replaced whole when a supervisor changes one)."""
        self.folder_lock = FolderLock(folder)
        self._run_mark = upkeep.RunMark(folder)
        self._check_due = False
        self._conn: sqlite3.Connection | None = None
        self._read_only = False
        self._told: list[Recovery] = []
        self._identity: tuple[int, int] | None = None
        self._wal_identity: tuple[int, int] | None = None
        self.signing_keys: dict[str, bytes] = {}
        """Every signing key this store holds, by id (its own and those it held before)."""
        self.signing_key_id = ""
        """The id of the key this store seals its exports with."""
        self.secret: bytes | None = None
        """The station's secret, which wraps the keys in its backups (none: read-only)."""
        self._label_ids: dict[tuple[str, str], int] = {}
        self._label_names: dict[int, str] = {}
        self._migrations = tuple(migrations)
        self._trainee_keys: replaced.TraineeKeys = {}
        self.stale_trainees: dict[int, str] = {}
        """Trainee ids that no longer name the same trainee since another program replaced
        the file (:mod:`trainer.progress.replaced`), with the names they had."""
        self.watchers: list[Callable[[], None]] = []
        """Called after each write commits, on the thread that wrote (quick, never raising)."""

    # -- opening, checking, recovering ---------------------------------------------------

    def open(
        self, *, create: bool, integrity: IntegrityCheck, salvage: Salvage, pending: Pending
    ) -> None:
        """Open (or create) the file, checking, recovering and upgrading it as needed."""
        existed = self._present(self.path)
        if not existed and not create and not self._present(self.folder / backups.BACKUP_DIR):
            raise NotFoundError(say(said.NO_STORE, folder=shown(self.folder)))
        if not self._present(self.folder):
            try:
                make_private_dir(self.folder)
            except OSError as exc:
                raise StoreReadOnlyError(
                    say(said.CANNOT_CREATE, folder=shown(self.folder), why=exc.strerror)
                ) from exc
        self.folder_lock.open()
        busy = StoreBusyError(
            say(said.OPENING, folder=shown(self.folder), seconds=f"{OPEN_LOCK_SECONDS:.0f}")
        )
        with self.folder_lock.held(shared=False, timeout=OPEN_LOCK_SECONDS, busy=busy):
            self._open_locked(integrity, salvage, pending)

    def _present(self, path: Path) -> bool:
        try:
            return path.exists()
        except OSError as exc:  # a name too long, a folder that cannot be searched
            raise StoreError(
                say(said.CANNOT_USE, folder=shown(self.folder), why=exc.strerror)
            ) from None

    def _open_locked(self, integrity: IntegrityCheck, salvage: Salvage, pending: Pending) -> None:
        writable = self.folder_lock.is_open
        if writable:
            leftovers.clean_leftovers(self.folder)
            leftovers.use_ledger_of(self.folder)
            self._keep_private()
        new_secret = writable and not (self.folder / signing.SECRET_FILE).exists()
        self.secret = signing.station_secret(self.folder, create=writable)
        if new_secret and self.secret is not None:
            backups.wrap_keys_of_backups(self.folder, self.secret)  # taken before there was one
        recoveries = recovery.unfinished(self.folder, self.path) if writable else []
        # A program that died with the store open (or damage met) since the last start:
        # the file is checked before anything is written, whatever the check asked for.
        self._check_due = writable and upkeep.needs_check(self.folder)
        current: Recovery | None = None
        existed = self._present(self.path)
        try:
            if not existed:
                if not writable:
                    raise StoreReadOnlyError(say(said.READ_ONLY_NEW, folder=shown(self.folder)))
                current = self._restore_missing(recoveries)
            else:
                self._check_size()
            self._conn = self._connect("rw")
            self._check(self._conn, integrity)
            # Prove the file can be written now rather than at the first answer.
            self._conn.execute("BEGIN IMMEDIATE")
            self._conn.execute("ROLLBACK")
        except _DamagedFile as exc:
            current = self._recover(exc.reason)
        except UnicodeDecodeError:
            # A bit flipped in the schema gives SQLite an error message that is not UTF-8.
            current = self._recover("damaged")
        except sqlite3.Error as exc:
            code = _code(exc)
            if code in (_IOERR, _FULL) and self.is_disk_full():
                # SQLite tells a full disk at the -shm or -wal as an I/O error: no damage.
                raise StoreFullError(say(said.FULL_AT_START, path=shown(self.path))) from exc
            if code in _DAMAGE_CODES:
                current = self._recover("damaged")
            elif code in _READ_ONLY_CODES:
                self._open_read_only(integrity)
                return
            else:
                raise self.translate(exc) from exc
        conn = self.require()
        migrate(conn, self._migrations, before=self._backup_before_migration)
        self.load_labels()
        self._load_settings()
        self.load_keys()
        self._trainee_keys = replaced.trainee_keys(conn)
        if current is not None and current not in recoveries:
            recoveries.append(current)
        for unfinished in recoveries:
            finished, sentence = recovery.finish(unfinished, conn, salvage)
            self.notices.append(sentence)
            self._told.append(finished)
        self._run_mark.hold()
        upkeep.checked(self.folder)
        self.notices.extend(pending())
        if integrity != "background":  # else the caller runs daily_upkeep when it suits
            try:
                backups.daily_backup(
                    conn,
                    self.folder,
                    self.clock(),
                    secret=self.secret,
                    budget=self.backup_budget(),
                )
            except (OSError, sqlite3.Error) as exc:
                reason = exc.strerror if isinstance(exc, OSError) else str(exc)
                self.notices.append(Said(said.NO_BACKUP, why=reason))
        self._keep_private()

    def _restore_missing(self, recoveries: list[Recovery]) -> Recovery | None:
        """No file: the newest good backup goes in its place (finishing a recovery a kill
        interrupted, if one was under way); with no backup at all, a new store."""
        if recoveries:
            last = recoveries[-1]
            restored = recovery.restore_newest(self.folder, self.path, last)
            recoveries[-1] = restored
            if restored.backup_name is None:
                self._create_new()
            return restored
        found = recovery.restore_newest(self.folder, self.path, Recovery("missing", None))
        if found.backup_name is None:
            self._create_new()
            return None
        return found

    def _create_new(self) -> None:
        """A new store, made whole under a temporary name and renamed into place."""
        temp = self.path.with_name(FILE_NAME + ".creating")
        try:
            with contextlib.suppress(FileNotFoundError):
                temp.unlink()
            create_private(temp, exclusive=True)
            conn = sqlite3.connect(temp, isolation_level=None)
            try:
                conn.execute("PRAGMA synchronous = FULL")
                migrate(conn, self._migrations)
            finally:
                conn.close()
            fsync_file(temp)
            os.replace(temp, self.path)
            fsync_dir(self.folder)
        except OSError as exc:
            with contextlib.suppress(OSError):
                temp.unlink()
            raise StoreUnavailableError(
                say(said.CANNOT_MAKE, folder=shown(self.folder), why=exc.strerror)
            ) from exc
        except sqlite3.Error as exc:
            with contextlib.suppress(OSError):
                temp.unlink()
            raise self.translate(exc) from exc

    def _connect(self, mode: Literal["rw", "ro", "immutable"]) -> sqlite3.Connection:
        query = "mode=ro&immutable=1" if mode == "immutable" else f"mode={mode}"
        conn = sqlite3.connect(
            f"{self.path.resolve().as_uri()}?{query}",
            uri=True,
            isolation_level=None,
            check_same_thread=False,
            timeout=BUSY_TIMEOUT_SECONDS,
        )
        conn.text_factory = text_factory
        try:
            conn.execute("PRAGMA foreign_keys = ON")
            if mode == "rw":
                conn.execute("PRAGMA journal_mode = WAL")
                conn.execute("PRAGMA synchronous = FULL")
                info = os.stat(self.path)
                self._identity = (info.st_dev, info.st_ino)
                self._wal_identity = None
        except BaseException:
            conn.close()
            raise
        return conn

    def _check_size(self) -> None:
        """An empty file, or one shorter than a database header, is damage (SQLite would
        take it for a new database), unless its ``-wal`` holds the pages."""
        size = self.path.stat().st_size
        wal = self.path.with_name(FILE_NAME + "-wal")
        if size < HEADER_BYTES and not (wal.exists() and wal.stat().st_size):
            raise _DamagedFile("empty" if size == 0 else "cut short")

    def _check(self, conn: sqlite3.Connection, integrity: IntegrityCheck) -> None:
        check_application(conn, str(self.path))
        if integrity == "daily":
            due = not backups.has_daily_backup(self.folder, self.clock())
            integrity = "full" if due else "quick"
        elif integrity == "background":
            # The day's full check runs later, off the window's thread (daily_upkeep).
            integrity = "quick"
            if not self._check_due:
                self._check_tables(conn)
                return
        pragma = "integrity_check" if integrity == "full" else "quick_check"
        rows = conn.execute(f"PRAGMA {pragma}").fetchall()
        if rows != [("ok",)]:
            raise _DamagedFile(
                "damaged",
                str(rows[0][0])
                if rows
                else say(QT_TRANSLATE_NOOP("store", "no answer from the check")),
            )
        self._check_tables(conn)

    @staticmethod
    def _check_tables(conn: sqlite3.Connection) -> None:
        if not conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]:
            raise _DamagedFile("missing its tables")

    def _open_read_only(self, integrity: IntegrityCheck) -> None:
        self.close_connection()
        self._read_only = True
        try:
            self._conn = self._connect("ro")
            self._check(self._conn, integrity)
        except _DamagedFile as exc:
            raise StoreDamagedError(say(said.DAMAGED_READ_ONLY, path=self.path, why=exc)) from None
        except READ_FAILURES as first:
            # A WAL file whose -shm cannot be made in a read-only folder opens as immutable.
            self.close_connection()
            try:
                self._conn = self._connect("immutable")
                self._check(self._conn, integrity)
            except (sqlite3.Error, UnicodeDecodeError, _DamagedFile) as exc:
                raise StoreDamagedError(say(said.UNREADABLE, path=self.path, why=exc)) from first
        if pending_migrations(self.require(), self._migrations):
            raise StoreReadOnlyError(say(said.UPGRADE_READ_ONLY, path=self.path))
        self.load_labels()
        self._load_settings()
        self.load_keys()
        self.notices.append(Said(said.READ_ONLY_OPEN, folder=self.folder))

    def _recover(self, reason: str) -> Recovery:
        """Move the damaged file aside and put the newest good backup in its place."""
        self.close_connection()
        moved = recovery.move_aside(self.path, self.folder, self.clock(), reason)
        restored = recovery.restore_newest(self.folder, self.path, moved)
        if restored.backup_name is None:
            self._create_new()
        self._conn = self._connect("rw")
        return restored

    def _keep_private(self) -> None:
        """The folder and the store's files are readable by their user alone."""
        keep_private(self.folder)
        for name in (FILE_NAME, signing.SECRET_FILE, *(FILE_NAME + s for s in backups.COMPANIONS)):
            keep_private(self.folder / name)
        for sub in (backups.BACKUP_DIR, backups.DAMAGED_DIR, leftovers.LEDGER_DIR):
            directory = self.folder / sub
            if directory.is_dir():
                keep_private(directory)
                for path in directory.iterdir():
                    keep_private(path)

    def _backup_before_migration(self, current: int, target: int) -> None:
        backups.migration_backup(
            self.require(), self.folder, self.clock(), target, secret=self.secret
        )

    # -- the connection and its transactions ---------------------------------------------

    def require(self) -> sqlite3.Connection:
        """The open connection (a closed store is an error)."""
        if self._conn is None:
            raise StoreError(translated(said.CLOSED))
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

    def close(self, *, told: bool = True) -> None:
        """Close the connection and let go of the folder's lock file. With *told* (the
        store was used, so its notices were read), the recoveries it told of are done."""
        self.close_connection()
        self._run_mark.release()
        if told:
            for finished in self._told:
                finished.done()
        self._told.clear()
        self.folder_lock.close()

    def translate(self, exc: sqlite3.Error | UnicodeDecodeError) -> BaseException:
        """A plain-sentence store error for a disk-level SQLite error, else *exc* itself."""
        if isinstance(exc, UnicodeDecodeError) or _code(exc) in (_CORRUPT, _NOTADB):
            upkeep.ask_for_check(self.folder)  # the next start checks before writing
        if isinstance(exc, UnicodeDecodeError):
            return StoreDamagedError(translated(said.FOUND_DAMAGED))
        code = _code(exc)
        if code == _FULL or (code == _IOERR and self.is_disk_full()):
            return StoreFullError(say(said.FULL, path=self.path))
        if code in _READ_ONLY_CODES:
            return StoreReadOnlyError(say(said.NOT_WRITABLE, path=self.path))
        if code in (_BUSY, _LOCKED):
            return StoreBusyError(translated(said.IN_USE))
        if code in (_CORRUPT, _NOTADB):
            return StoreDamagedError(translated(said.FOUND_DAMAGED))
        if code == _IOERR:
            return StoreUnavailableError(say(said.NOT_WRITTEN, path=self.path, why=exc))
        return exc

    def is_disk_full(self) -> bool:
        """Whether the disk holding the store has less room than SQLite needs to open it
        (its ``-shm`` and a page or two of ``-wal``)."""
        try:
            room = os.statvfs(self.folder)
        except (OSError, AttributeError):  # no statvfs on Windows
            return False
        return room.f_bavail * room.f_frsize < FULL_BELOW_BYTES

    def _busy(self) -> StoreBusyError:
        return StoreBusyError(translated(said.BEING_CHECKED))

    @contextlib.contextmanager
    def writing(self) -> Iterator[None]:
        """Under the lock, the folder's lock held shared: for a write outside SQLite (a
        backup, a pending file) that no other start may clean up or move away meanwhile."""
        with (
            self.lock,
            self.folder_lock.held(shared=True, timeout=BUSY_TIMEOUT_SECONDS, busy=self._busy()),
        ):
            yield

    def follow_the_file(self) -> None:
        """Reopen if another program replaced the file, and rescue a vanished ``-wal``."""
        conn = self._conn
        if conn is None or self._read_only or self._identity is None or conn.in_transaction:
            return
        try:
            info = os.stat(self.path)
        except FileNotFoundError:
            raise self._busy() from None
        except OSError as exc:
            raise StoreUnavailableError(
                say(said.UNREACHABLE, path=self.path, why=exc.strerror)
            ) from exc
        if (info.st_dev, info.st_ino) != self._identity:
            # Restored by another station (the old file is in damaged/): who the old file's
            # trainees were is read while it is still open (else as they were at opening).
            before = self._trainee_keys
            with contextlib.suppress(*READ_FAILURES):
                before = replaced.trainee_keys(conn)
            self._reopen()
            self.stale_trainees.update(replaced.stale_ids(before, self._trainee_keys))
            return
        try:
            wal_info = os.stat(self.path.with_name(FILE_NAME + "-wal"))
            wal: tuple[int, int] | None = (wal_info.st_dev, wal_info.st_ino)
        except OSError:
            wal = None
        if self._wal_identity is None:
            self._wal_identity = wal
        elif wal != self._wal_identity:
            # Deleted under us: the open connection still reads it, so what it holds goes
            # into the file now, and a new -wal is started.
            try:
                conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            except READ_FAILURES as exc:
                raise self.translate(exc) from exc
            self._reopen()

    def _reopen(self) -> None:
        self.close_connection()
        try:
            self._conn = conn = self._connect("rw")  # "rw": a vanished file is never re-made
            check_application(conn, str(self.path))
            if pending_migrations(conn, self._migrations):
                raise StoreUnavailableError(translated(said.REPLACED_OLD))
            self.load_labels()
            self._load_settings()
            self.load_keys()
            self._trainee_keys = replaced.trainee_keys(conn)
        except READ_FAILURES as exc:
            self.close_connection()
            if not self.path.exists():
                # Moved aside by another process restoring it: back in a moment, and not
                # a file that "cannot be written to".
                raise self._busy() from exc
            raise self.translate(exc) from exc

    @contextlib.contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """Under the lock, ``BEGIN IMMEDIATE`` .. ``COMMIT``, rolled back on any error.

        Everything written inside commits together or not at all; disk errors leave as
        plain-sentence store errors. The folder's lock is held shared throughout, and a
        passive checkpoint follows the commit (so a ``-wal`` deleted by some tool costs
        nothing that was committed).
        """
        with self.lock:
            self.require()
            if self._read_only:
                raise StoreReadOnlyError(say(said.READ_ONLY_SAVE, folder=self.folder))
            with self.writing():
                self.follow_the_file()
                conn = self.require()
                try:
                    conn.execute("BEGIN IMMEDIATE")
                except READ_FAILURES as exc:
                    raise self.translate(exc) from exc
                try:
                    yield conn
                    conn.execute("COMMIT")
                except BaseException as exc:
                    if conn.in_transaction:
                        with contextlib.suppress(sqlite3.Error):
                            conn.execute("ROLLBACK")
                    # Labels made in the rolled-back transaction no longer exist.
                    with contextlib.suppress(*READ_FAILURES):
                        self.load_labels()
                    if isinstance(exc, READ_FAILURES):
                        raise self.translate(exc) from exc
                    raise
                with contextlib.suppress(sqlite3.Error):
                    conn.execute("PRAGMA wal_checkpoint(PASSIVE)")
                for watcher in tuple(self.watchers):
                    watcher()

    @contextlib.contextmanager
    def reading(self) -> Iterator[sqlite3.Connection]:
        """Under the lock, the connection to read from; disk errors translated."""
        with self.lock:
            self.require()
            self.follow_the_file()
            conn = self.require()
            try:
                yield conn
            except READ_FAILURES as exc:
                raise self.translate(exc) from exc

    def now_ms(self) -> int:
        """The clock's current time in epoch milliseconds."""
        return to_ms(self.clock())

    # -- labels and settings -------------------------------------------------------------

    def load_keys(self) -> None:
        """Read the signing keys into memory (so that exports are sealed, and pending
        answers kept, even while the file cannot be read)."""
        conn = self.require()
        rows = conn.execute("SELECT key_id, key, current FROM signing_keys").fetchall()
        held = {str(k): signing.held_key(str(k), bytes(key), self.secret) for k, key, _ in rows}
        self.signing_keys = {kid: key for kid, key in held.items() if key is not None}
        self.signing_key_id = next((str(kid) for kid, _, current in rows if current), "")
        if self.signing_key_id not in self.signing_keys and not self._read_only:
            # A backup restored away from its station: its keys are not to be had here,
            # so the store seals with a new one from now on.
            key = signing.new_key()
            kid = signing.key_id(key)
            conn.execute("UPDATE signing_keys SET current = 0 WHERE current = 1")
            conn.execute(
                "INSERT INTO signing_keys (key_id, key, added_at, current) VALUES (?, ?, ?, 1)",
                (kid, key, self.now_ms()),
            )
            self.signing_keys[kid], self.signing_key_id = key, kid

    @property
    def signing_key(self) -> bytes:
        """The key this store seals its exports with."""
        return self.signing_keys[self.signing_key_id]

    def load_labels(self) -> None:
        """Read the labels (games, skills, families, stations) into memory."""
        rows = self.require().execute("SELECT id, kind, name FROM labels").fetchall()
        self._label_ids = {(kind, name): int(i) for i, kind, name in rows}
        self._label_names = {int(i): name for i, _, name in rows}

    def school_publics(self) -> list[bytes]:
        """The public halves of every school key this store held, the current one first."""
        with self.reading() as conn:
            rows = conn.execute("SELECT public FROM school_keys ORDER BY current DESC, id DESC")
            return [bytes(r[0]) for r in rows.fetchall()]

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
                self.notices.append(Said(said.BAD_SETTING, key=key, value=repr(text)))
        self.settings = HouseSettings(values)

    # -- upkeep --------------------------------------------------------------------------

    def integrity_problems(self) -> list[str]:
        """``PRAGMA integrity_check``'s findings; empty when the file is sound."""
        with self.reading() as conn:
            rows = conn.execute("PRAGMA integrity_check").fetchall()
        return [] if rows == [("ok",)] else [str(r[0]) for r in rows]

    def backup_budget(self) -> int | None:
        """How many bytes the daily backups may take (the house's share of the disk)."""
        try:
            return upkeep.disk_budget(self.folder, self.settings.int_value(BACKUP_SHARE_KEY))
        except OSError:
            return None

    def daily_upkeep(self, cancelled: upkeep.Cancelled) -> list[str]:
        """The day's full check and backup, on a connection of their own (safe on a
        worker thread while answers are written); the sentences to tell."""
        if self._read_only or self._conn is None:
            return []
        try:
            return upkeep.daily_upkeep(
                self.path,
                self.folder,
                self.clock(),
                budget=self.backup_budget(),
                cancelled=cancelled,
                secret=self.secret,
            )
        except upkeep.UpkeepCancelled:
            return []  # the next start (or the next call) takes it
        except (OSError, sqlite3.Error) as exc:
            reason = exc.strerror if isinstance(exc, OSError) else str(exc)
            return [say(said.NO_BACKUP, why=reason)]

    def ensure_daily_backup(self) -> Path | None:
        """Take today's backup if none exists yet."""
        with self.lock:
            if self._read_only:
                return None
            with self.writing():
                try:
                    return backups.daily_backup(
                        self.require(), self.folder, self.clock(), secret=self.secret
                    )
                except sqlite3.Error as exc:
                    raise self.translate(exc) from exc

    def backup_now(self) -> Path:
        """A backup taken now (kept with the daily ones)."""
        with self.writing():
            now = self.clock()
            name = f"progress-{now:%Y%m%d-%H%M%S}-daily.sqlite3"
            conn = self.require()
            try:
                dest = self.folder / backups.BACKUP_DIR / name
                path = backups.write_backup(conn, dest, secret=self.secret)
                backups.prune(self.folder, live=conn)
            except sqlite3.Error as exc:
                raise self.translate(exc) from exc
            return path
