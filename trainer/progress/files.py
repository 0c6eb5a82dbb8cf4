"""The files of the data folder: private, flushed, and never left half-written.

The store holds the supervisors' PIN hashes and every trainee's answers, so on POSIX the
data folder and the folders in it are made ``0700`` and every file the store writes
(the store and its companions, backups, damaged copies, pending answers, exports) ``0600``.

A file that must never be seen half-written is written under a temporary name, flushed
and renamed (:func:`write_atomically`); what a killed process leaves of such names is
removed at the next start (:mod:`trainer.progress.leftovers`).
"""

from __future__ import annotations

import contextlib
import os
import stat
from collections.abc import Callable
from pathlib import Path
from typing import Final, TextIO

PRIVATE_DIR: Final = 0o700
PRIVATE_FILE: Final = 0o600
IS_POSIX: Final = os.name == "posix"


def random_name() -> str:
    """32 random hex digits: a file name no other program picks (the uuid module would
    be imported at every start only for these: issue 28)."""
    return os.urandom(16).hex()


def fsync_dir(directory: Path) -> None:
    """Make a rename or an unlink in *directory* durable (directories cannot be opened
    this way on Windows, where a rename is durable once it returns)."""
    if os.name == "nt":
        return
    fd = os.open(directory, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def fsync_file(path: Path) -> None:
    """Flush a file's contents to the disk."""
    with open(path, "rb+") as handle:
        os.fsync(handle.fileno())


def make_private_dir(directory: Path) -> None:
    """Create *directory* (and its parents) if needed; a folder the store made, or owns,
    is readable by its user alone."""
    directory.mkdir(parents=True, exist_ok=True, mode=PRIVATE_DIR)
    keep_private(directory)


def keep_private(path: Path) -> None:
    """Take group and other permissions off a file or folder this user owns (POSIX; the
    owner's own permissions are left as they are: a read-only folder stays read-only)."""
    if not IS_POSIX:
        return
    try:
        info = path.lstat()
    except OSError:
        return
    if stat.S_ISLNK(info.st_mode) or info.st_uid != os.geteuid():
        return
    mode = stat.S_IMODE(info.st_mode)
    if mode & 0o077:
        with contextlib.suppress(OSError):
            os.chmod(path, mode & ~0o077)


def create_private(path: Path, *, exclusive: bool = False) -> None:
    """Create *path* empty with mode ``0600`` (SQLite then gives its ``-wal`` and ``-shm``
    the same mode); with *exclusive*, an existing file is an error."""
    flags = os.O_WRONLY | os.O_CREAT | (os.O_EXCL if exclusive else os.O_TRUNC)
    os.close(os.open(path, flags, PRIVATE_FILE))
    keep_private(path)


NO_FOLLOW: Final = getattr(os, "O_NOFOLLOW", 0)
"""``O_NOFOLLOW`` where the system has it: a link at the name is refused, never followed."""


def open_private(path: Path, mode: str = "w", **options: str) -> TextIO:
    """Open a new text file for writing, readable by its user alone (``x`` refuses an
    existing file; ``w`` replaces one). A symbolic link at *path* is never written
    through: ``x`` refuses any name that exists, and neither follows a link."""
    flags = os.O_WRONLY | os.O_CREAT | NO_FOLLOW | (os.O_EXCL if "x" in mode else os.O_TRUNC)
    fd = os.open(path, flags, PRIVATE_FILE)
    try:
        return os.fdopen(fd, "w", **options)  # type: ignore[call-overload, no-any-return]
    except BaseException:
        os.close(fd)
        raise


def write_atomically(path: Path, write: Callable[[TextIO], object]) -> None:
    """Write a private text file under a temporary name, flush it, then rename it over
    *path* and flush the folder: *path* is the old file or the whole new one, never part.

    The temporary name is made new (what a killed writer left there, or a link someone
    planted, is removed first, never written through)."""
    temp = path.with_name(path.name + ".tmp")
    try:
        with contextlib.suppress(FileNotFoundError):
            temp.unlink()
        with open_private(temp, "x", encoding="utf-8", newline="\n") as out:
            write(out)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temp, path)
        fsync_dir(path.parent)
    except BaseException:
        with contextlib.suppress(OSError):
            temp.unlink()
        raise


def remove_durably(path: Path) -> None:
    """Delete *path* (if there) and make the deletion durable."""
    try:
        path.unlink()
    except FileNotFoundError:
        return
    fsync_dir(path.parent)
