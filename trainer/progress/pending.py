"""Answers the store could not write yet, kept on the disk beside it until it can.

When the store's file cannot be written (the disk is full, another program holds it
locked, it was found damaged), the answers wait in the store's pending queue in memory,
and the whole queue is written at once to a pending file next to the store,
``pending-<id>.json`` (an export any Dealer Trainer can import), flushed and renamed into
place before the caller is told. When the queue empties, the file goes.

Each running store owns its pending file and holds ``pending-<id>.lock`` locked for as
long as it runs. A start finds every pending file whose owner is gone (killed, closed
with answers still pending) and writes its answers into the store (by id, so twice adds
nothing), then removes it: the answers of a station that died on a full disk are saved
by the next start once there is room.
"""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import IO, TYPE_CHECKING, Final, TextIO

from trainer.progress import locking
from trainer.progress.files import remove_durably, write_atomically
from trainer.progress.signing import Sealer

if TYPE_CHECKING:
    from trainer.progress.records import Attempt

PREFIX: Final = "pending-"
SUFFIX: Final = ".json"
LOCK_SUFFIX: Final = ".lock"


def lock_of(path: Path) -> Path:
    """The lock file of a pending file."""
    return path.with_name(path.name[: -len(SUFFIX)] + LOCK_SUFFIX)


def orphans(folder: Path) -> list[Path]:
    """Pending files in *folder* whose owner no longer runs, oldest name first."""
    found = []
    for path in sorted(folder.glob(f"{PREFIX}*{SUFFIX}")):
        lock = lock_of(path)
        if lock.exists() and not locking.is_free(lock):
            continue  # its store is open and will write them itself
        found.append(path)
    return found


def remove(path: Path) -> None:
    """Remove a pending file whose answers are in the store now, and its lock file."""
    remove_durably(path)
    with contextlib.suppress(OSError):
        lock_of(path).unlink()


class PendingFile:
    """One store's pending file: written whole each time the queue changes."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.path: Path | None = None
        self._lock: IO[bytes] | None = None

    def save(
        self, records: Sequence[Attempt], *, station: str, now: datetime, sealer: Sealer
    ) -> Path:
        """Write *records* as the pending file (flushed and renamed into place); its path.

        ``OSError`` if it cannot be written (a full disk, a read-only folder)."""
        import uuid

        from trainer.progress.transfer import write_json

        if self.path is None:
            name = f"{PREFIX}{now:%Y%m%d-%H%M%S}-{uuid.uuid4().hex[:8]}"
            path = self.folder / f"{name}{SUFFIX}"
            handle = locking.open_lock_file(lock_of(path))
            try:
                locking.acquire(handle, shared=False, timeout=0)
            except locking.LockTimeout:
                handle.close()
                raise OSError("the pending file's lock is taken") from None
            self.path, self._lock = path, handle
        target = self.path

        def write(out: TextIO) -> None:
            write_json(out, records, (), exported_at=now, station=station, sealer=sealer)

        write_atomically(target, write)
        return target

    def clear(self) -> None:
        """Every answer reached the store: the pending file goes."""
        path, self.path = self.path, None
        if path is not None:
            with contextlib.suppress(OSError):
                remove(path)
        self._release()

    def close(self) -> None:
        """The store closes: a pending file still there is left for the next start."""
        self.path = None
        self._release()

    def _release(self) -> None:
        handle, self._lock = self._lock, None
        if handle is not None:
            with contextlib.suppress(OSError):
                handle.close()
