"""The store's upkeep without holding a start: a crash told from a clean stop, and the
day's full check and backup taken on a connection of their own.

A check of the whole file costs time in proportion to the file (1.7 s of CPU for
``quick_check`` at a million answers, 11 s for the full check and backup), so a start
does not pay it unless something may have gone wrong:

- **A crash is noticed.** Every program that opens the store writable holds a note in
  ``<folder>/running/`` locked for as long as the store is open (:class:`RunMark`); the
  operating system lets go of the lock when the process dies, however it dies. A start
  (with the folder locked exclusively) that finds a note nobody holds knows a program
  died with the store open, and checks the file (``quick_check``) before anything is
  written; so does the start after a check found damage (:func:`ask_for_check`).
- **The day's check and backup** (:func:`daily_upkeep`) run where the caller chooses: the
  window runs them on a worker after its first screen shows. They read the file through a
  read-only connection of their own inside one read transaction (one consistent
  snapshot while answers go on being written through the store's connection), step by
  step so that they can be stopped (the window closing) between steps; the backup is
  written under a temporary name noted in the folder's ledger and renamed only once
  whole, and only if the file it copied is still the store.
- **Backups take a bounded share of the disk**: the house setting
  ``backup.disk-percent`` caps the daily backups' total size as a share of the disk's;
  the oldest beyond it go first (never the newest, never one that holds answers the
  live store lacks: :func:`trainer.progress.backups.prune`).

A full check and a whole copy still cost time in proportion to the file (SQLite keeps
no record of the pages changed since a given day that a program could read without
reading them all); what changed is that nobody waits for them.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import sqlite3
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import IO, Final

from trainer.progress import backups, leftovers, locking
from trainer.progress.files import fsync_dir, make_private_dir, random_name
from trainer.words import QT_TRANSLATE_NOOP, say

RUNNING_DIR: Final = "running"
CHECK_DUE: Final = "check-due"
"""A file in the data folder: the next start checks the store before writing."""
STEP_PAGES: Final = 1024
"""Pages copied per step of a backup (4 MiB at SQLite's default page size)."""
CHECK_STEPS: Final = 10_000
"""Virtual machine steps between two looks at *cancelled* during the check."""

_DAMAGE_CODES: Final = (11, 26)  # SQLITE_CORRUPT, SQLITE_NOTADB

Cancelled = Callable[[], bool]


class UpkeepCancelled(Exception):
    """The day's upkeep was stopped before it finished (nothing half-made is kept)."""


class RunMark:
    """This program's note in ``running/``, held locked while the store is open."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._handle: IO[bytes] | None = None
        self._note: Path | None = None

    def hold(self) -> None:
        """Write and lock the note (where it cannot be written, nothing is noted)."""
        if self._handle is not None:
            return
        note = self.folder / RUNNING_DIR / random_name()
        try:
            make_private_dir(note.parent)
            handle = locking.open_lock_file(note)
        except OSError:
            return
        try:
            locking.acquire(handle, shared=False, timeout=0)
        except locking.LockTimeout:
            handle.close()
            return
        self._handle, self._note = handle, note

    def release(self) -> None:
        """The store was closed cleanly: the note goes."""
        handle, note = self._handle, self._note
        self._handle = self._note = None
        if handle is not None:  # closed first: Windows removes no open file
            with contextlib.suppress(OSError):
                handle.close()
        if note is not None:
            with contextlib.suppress(OSError):
                note.unlink()


def needs_check(folder: Path) -> bool:
    """Whether a program died with the store open, or a check was asked for, since the
    last start; the dead programs' notes are removed. Call with the folder locked
    exclusively (no other start is under way)."""
    due = (folder / CHECK_DUE).exists()
    running = folder / RUNNING_DIR
    if running.is_dir():
        for note in running.iterdir():
            if locking.is_free(note):
                due = True
                with contextlib.suppress(OSError):
                    note.unlink()
    return due


def checked(folder: Path) -> None:
    """The store passed its check: no check is due any more."""
    with contextlib.suppress(OSError):
        (folder / CHECK_DUE).unlink()


def ask_for_check(folder: Path) -> None:
    """Have the next start check the store before writing (damage was met)."""
    with contextlib.suppress(OSError):
        (folder / CHECK_DUE).touch()


def leave_as_crashed(folder: Path) -> None:
    """Leave a note no program holds, as a program killed with the store open does
    (for tests and benchmarks)."""
    make_private_dir(folder / RUNNING_DIR)
    (folder / RUNNING_DIR / random_name()).touch()


def _source(path: Path, cancelled: Cancelled) -> sqlite3.Connection:
    conn = sqlite3.connect(
        f"{path.resolve().as_uri()}?mode=ro",
        uri=True,
        isolation_level=None,
        check_same_thread=False,
    )
    conn.set_progress_handler(lambda: 1 if cancelled() else 0, CHECK_STEPS)
    return conn


def integrity_problems(path: Path, cancelled: Cancelled) -> list[str]:
    """``PRAGMA integrity_check``'s findings on the file, read on a connection of its own
    (:class:`UpkeepCancelled` if *cancelled* says so while it runs)."""
    conn = _source(path, cancelled)
    try:
        rows = conn.execute("PRAGMA integrity_check").fetchall()
    except sqlite3.Error as exc:
        if cancelled():
            raise UpkeepCancelled from None
        if getattr(exc, "sqlite_errorcode", 0) & 0xFF in _DAMAGE_CODES:
            return [str(exc)]  # too damaged for the check to finish
        raise
    finally:
        conn.close()
    return [] if rows == [("ok",)] else [str(r[0]) for r in rows]


def copy_in_steps(path: Path, dest: Path, cancelled: Cancelled, *, secret: bytes | None) -> Path:
    """A backup of the file at *path* to *dest* (a free name beside it if taken), copied
    :data:`STEP_PAGES` at a time from one snapshot; renamed into place only when whole."""
    make_private_dir(dest.parent)
    dest = backups.unique(dest)
    partial = dest.with_name(dest.name + f".{random_name()[:8]}.part")
    identity = _identity(path)
    source = _source(path, cancelled)

    def step(status: int, remaining: int, total: int) -> None:
        if cancelled():
            raise UpkeepCancelled

    try:
        with leftovers.noting_partial(partial, dest.parent.parent):
            try:
                # One read transaction: the steps copy one snapshot, and answers written
                # meanwhile through the store's own connection do not restart the copy.
                source.execute("BEGIN")
                source.execute("SELECT count(*) FROM sqlite_master").fetchone()
                backups.write_file(
                    partial,
                    lambda target: source.backup(target, pages=STEP_PAGES, progress=step),
                    secret=secret,
                )
                if _identity(path) != identity:
                    raise UpkeepCancelled  # the store was restored meanwhile: not its backup
                os.replace(partial, dest)
                fsync_dir(dest.parent)
            finally:
                with contextlib.suppress(OSError):
                    partial.unlink()
    finally:
        source.close()
    return dest


def _identity(path: Path) -> tuple[int, int]:
    info = os.stat(path)
    return info.st_dev, info.st_ino


def disk_budget(folder: Path, percent: int) -> int:
    """How many bytes the daily backups may take: *percent* of the disk holding *folder*."""
    return shutil.disk_usage(folder).total * percent // 100


def daily_upkeep(
    path: Path,
    folder: Path,
    now: datetime,
    *,
    budget: int | None,
    cancelled: Cancelled,
    secret: bytes | None,
) -> list[str]:
    """The day's full check and backup, if no backup was taken today; the sentences to
    tell. Damage found asks the next start to check (and restore) the store, and no
    backup is taken of it."""
    if backups.has_daily_backup(folder, now):
        return []
    problems = integrity_problems(path, cancelled)
    if problems:
        ask_for_check(folder)
        return [
            say(
                QT_TRANSLATE_NOOP(
                    "store",
                    "Today's check found the progress store damaged; restart Dealer Trainer "
                    "to restore it from its latest backup.",
                )
            )
        ]
    name = f"progress-{now:%Y%m%d-%H%M%S}-daily.sqlite3"
    copy_in_steps(path, folder / backups.BACKUP_DIR / name, cancelled, secret=secret)
    source = _source(path, cancelled)
    try:
        backups.prune(folder, live=source, budget=budget)
    finally:
        source.close()
    return []
