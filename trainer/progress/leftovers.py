"""What killed processes leave behind, found and removed at the next start.

The store writes its files under temporary names and renames them when whole (backups,
restores, a new store, pending answers). A process killed mid-write leaves the temporary
file; :func:`clean_leftovers` removes those (the opening holds the folder's lock
exclusively, and every such write holds it, so none of them is still being written).

A temporary file written *outside* the data folder (an export's ``.partial``, a report's
``.part`` beside the file a supervisor chose) is noted in the folder's ledger,
``partials/``, for as long as it is written (:func:`noting_partial`): one note per file,
locked by its writer. A note nobody holds locked at start is a dead writer's, and the
partial file it names goes with it. The ledger used is the data folder of the store this
process opened last (:func:`use_ledger_of`), so that writers in the layers above need not
be handed it.
"""

from __future__ import annotations

import contextlib
import os
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Final

from trainer.progress import locking
from trainer.progress.files import make_private_dir, random_name

LEDGER_DIR: Final = "partials"
TEMPORARY_SUFFIXES: Final = (".part", ".partial")
"""The only names a ledger note may make the cleaner remove: never a finished file."""

# The store's own temporary names in its folders, and how old one must be to be a dead
# writer's: all but a pending file are written with the folder locked, so none is being
# written while a start cleans up; a pending file is written without waiting for the lock
# (the store may be busy for that very reason), so only one left a while is removed.
_OWN: Final = (
    ("", "*.creating", 0.0),
    ("", "*.creating-*", 0.0),
    ("", "*.restoring", 0.0),
    ("", "pending-*.json.tmp", 120.0),
    ("backups", "*.partial", 0.0),
    ("backups", "*.partial-*", 0.0),
    ("damaged", "*.recovery.tmp", 0.0),
)


_ledger_folder: Path | None = None


def use_ledger_of(folder: Path) -> None:
    """Note this process's partial files in *folder*'s ledger from now on (the store
    calls this when it opens a writable folder)."""
    global _ledger_folder
    _ledger_folder = folder


@contextlib.contextmanager
def noting_partial(partial: Path, folder: Path | None = None) -> Iterator[None]:
    """Note *partial*, a temporary file about to be written outside the data folder, in
    the ledger of *folder* (default: the data folder opened last) for the block.

    Without a data folder, or where the note cannot be written, the block runs anyway:
    the caller still removes its partial file on every error it lives through."""
    handle = None
    note = None
    folder = folder or _ledger_folder
    if folder is not None and folder.is_dir() and partial.name.endswith(TEMPORARY_SUFFIXES):
        note = folder / LEDGER_DIR / random_name()
        try:
            make_private_dir(note.parent)
            handle = locking.open_lock_file(note)
            locking.acquire(handle, shared=False, timeout=0)
            handle.write(os.fsencode(partial.absolute()))
        except (OSError, locking.LockTimeout):
            if handle is not None:
                handle.close()
            handle = None
            with contextlib.suppress(OSError):
                note.unlink()
    try:
        yield
    finally:
        if handle is not None and note is not None:
            with contextlib.suppress(OSError):
                note.unlink()
            handle.close()


def clean_leftovers(folder: Path) -> list[Path]:
    """Remove the store's temporary files in its folders and the partial files of dead
    writers in its ledger; returns what was removed. Call with the folder locked."""
    removed: list[Path] = []
    now = time.time()
    for sub, pattern, age in _OWN:
        where = folder / sub if sub else folder
        if where.is_dir():
            for path in where.glob(pattern):
                with contextlib.suppress(OSError):
                    if age and now - path.stat().st_mtime < age:
                        continue
                    path.unlink()
                    removed.append(path)
    ledger = folder / LEDGER_DIR
    if not ledger.is_dir():
        return removed
    for note in ledger.iterdir():
        if not locking.is_free(note):
            continue  # its writer is alive and still writing
        try:
            named = Path(os.fsdecode(note.read_bytes()))
        except OSError:
            continue
        if named.name.endswith(TEMPORARY_SUFFIXES) and named.is_absolute():
            with contextlib.suppress(OSError):
                named.unlink()
                removed.append(named)
        with contextlib.suppress(OSError):
            note.unlink()
    return removed
