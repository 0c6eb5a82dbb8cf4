"""The data folder's lock: one station at a time opens, checks or restores the store.

Two programs may use one data folder at once (two windows at a station, a kiosk and a
supervisor's export). SQLite's own locks keep their transactions apart; this lock keeps
apart what SQLite cannot see: opening the file (checking it, restoring a backup over a
damaged one, migrating, cleaning up) takes the folder's lock *exclusively*, and every write
of a running station takes it *shared*. So no station writes into a file another is moving
aside, and none checks a file another is half-way through restoring.

The lock is ``flock`` on ``progress.lock`` in the folder (``LockFileEx`` through
``msvcrt`` on Windows, where shared is exclusive). The operating system releases it when
its process dies, however it dies. It works between programs on one machine; a data
folder on a network share is not supported (see ``docs/progress-store.md``).
"""

from __future__ import annotations

import contextlib
import os
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Final

from trainer.progress.files import PRIVATE_FILE, keep_private

LOCK_NAME: Final = "progress.lock"
POLL_SECONDS: Final = 0.02

if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _try_lock(handle: IO[bytes], shared: bool) -> bool:
        try:
            handle.seek(0)
            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(handle: IO[bytes]) -> None:
        handle.seek(0)
        with contextlib.suppress(OSError):
            msvcrt.locking(handle.fileno(), msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _try_lock(handle: IO[bytes], shared: bool) -> bool:
        mode = fcntl.LOCK_SH if shared else fcntl.LOCK_EX
        try:
            fcntl.flock(handle.fileno(), mode | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def _unlock(handle: IO[bytes]) -> None:
        fcntl.flock(handle.fileno(), fcntl.LOCK_UN)


class LockTimeout(Exception):
    """The lock was held elsewhere for longer than the caller waits."""


def open_lock_file(path: Path) -> IO[bytes]:
    """Open (creating it ``0600`` if new) a file to lock."""
    fd = os.open(path, os.O_RDWR | os.O_CREAT, PRIVATE_FILE)
    keep_private(path)
    return os.fdopen(fd, "r+b", buffering=0)


def acquire(handle: IO[bytes], *, shared: bool, timeout: float) -> None:
    """Take the lock on *handle*, waiting up to *timeout* seconds (:class:`LockTimeout`)."""
    deadline = time.monotonic() + timeout
    while not _try_lock(handle, shared):
        if time.monotonic() >= deadline:
            raise LockTimeout
        time.sleep(POLL_SECONDS)


def release(handle: IO[bytes]) -> None:
    """Let go of the lock on *handle*."""
    _unlock(handle)


def is_free(path: Path) -> bool:
    """Whether nobody holds *path* locked (a holder that died holds nothing)."""
    try:
        handle = open(path, "r+b", buffering=0)  # noqa: SIM115
    except OSError:
        return False
    with handle:
        if not _try_lock(handle, False):
            return False
        _unlock(handle)
        return True


class FolderLock:
    """The lock of one data folder, held through one open file for the store's life."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / LOCK_NAME
        self._handle: IO[bytes] | None = None
        self._depth = 0

    def open(self) -> bool:
        """Open the lock file; ``False`` in a folder where it cannot be made (read-only:
        nobody can write there, so there is nothing to keep apart)."""
        if self._handle is None:
            try:
                self._handle = open_lock_file(self.path)
            except OSError:
                return False
        return True

    @property
    def is_open(self) -> bool:
        """Whether the lock file is open (the folder can be written)."""
        return self._handle is not None

    @contextlib.contextmanager
    def held(self, *, shared: bool, timeout: float, busy: BaseException) -> Iterator[None]:
        """The lock for the block, or *busy* raised after *timeout* seconds. Re-entered
        freely (a write inside the opening holds the exclusive lock it is already in);
        without a lock file the block runs bare. Callers serialise their threads."""
        handle = self._handle
        if handle is None or self._depth:
            self._depth += 1
            try:
                yield
            finally:
                self._depth -= 1
            return
        try:
            acquire(handle, shared=shared, timeout=timeout)
        except LockTimeout:
            raise busy from None
        self._depth = 1
        try:
            yield
        finally:
            self._depth = 0
            release(handle)

    def close(self) -> None:
        """Close the lock file (any lock held goes with it)."""
        handle, self._handle = self._handle, None
        if handle is not None:
            with contextlib.suppress(OSError):
                handle.close()
