"""Rolling backups of the progress file, and moving a damaged file aside.

Backups are whole copies taken through SQLite's online backup API (consistent even while
the store is open), written under a temporary name, flushed to disk and then renamed, so
a half-written backup never looks like a good one. They live in ``<folder>/backups``:

- ``progress-<YYYYMMDD>-<HHMMSS>-daily.sqlite3``: one a day (the first start of the day);
  the newest :data:`DAILY_KEEP` are kept.
- ``progress-<YYYYMMDD>-<HHMMSS>-before-v<N>.sqlite3``: one before every migration, all kept.

A daily backup is pruned only while it holds nothing the live store lacks: a store that
has fewer answers or supervisors than a backup (a file replaced by an empty one, a wrong
file copied in) never costs the backups that still hold them.

A damaged file is never deleted: it is moved with its ``-wal`` and ``-shm`` companions to
``<folder>/damaged/progress-<YYYYMMDD>-<HHMMSS>.sqlite3``. Every file here is private
(``0600``, :mod:`trainer.progress.files`).
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Final

from trainer.progress import signing
from trainer.progress.decoding import READ_FAILURES
from trainer.progress.files import (
    create_private,
    fsync_dir,
    fsync_file,
    keep_private,
    make_private_dir,
)

BACKUP_DIR: Final = "backups"
DAMAGED_DIR: Final = "damaged"
DAILY_KEEP: Final = 7
COMPANIONS: Final = ("-wal", "-shm", "-journal")

_NAME = re.compile(r"^progress-(\d{8})-(\d{6})(?:-(\d+))?-(daily|before-v\d+)\.sqlite3$")


@dataclass(frozen=True, slots=True)
class Backup:
    """A backup file: where it is, when it was made (station time) and why."""

    path: Path
    made_at: datetime
    kind: str

    @property
    def is_daily(self) -> bool:
        """A daily backup (as opposed to one taken before a migration)."""
        return self.kind == "daily"


def _stamp(now: datetime) -> str:
    return now.strftime("%Y%m%d-%H%M%S")


def unique(path: Path) -> Path:
    """*path*, or the same name with ``-2``, ``-3`` ... before the kind if it is taken."""
    if not path.exists():
        return path
    match = _NAME.match(path.name)
    for n in range(2, 10_000):
        if match:
            name = f"progress-{match[1]}-{match[2]}-{n}-{match[4]}.sqlite3"
        else:
            name = f"{path.stem}-{n}{path.suffix}"
        candidate = path.with_name(name)
        if not candidate.exists():
            return candidate
    raise FileExistsError(path)


def list_backups(folder: Path) -> list[Backup]:
    """Every backup in *folder*'s backup directory, newest first."""
    directory = folder / BACKUP_DIR
    if not directory.is_dir():
        return []
    found: list[tuple[str, int, Backup]] = []
    for path in directory.iterdir():
        match = _NAME.match(path.name)
        if not match:
            continue
        made_at = datetime.strptime(match[1] + match[2], "%Y%m%d%H%M%S")
        found.append((match[1] + match[2], int(match[3] or 1), Backup(path, made_at, match[4])))
    found.sort(key=lambda item: (item[0], item[1]), reverse=True)
    return [backup for _, _, backup in found]


def write_backup(conn: sqlite3.Connection, dest: Path, *, secret: bytes | None) -> Path:
    """Copy the open store to *dest* (through a temporary name); returns the final path.

    Its signing keys are wrapped under the station's *secret* (without one, left out), so
    that the copy seals nothing (:mod:`trainer.progress.signing`)."""
    make_private_dir(dest.parent)
    dest = unique(dest)
    partial = dest.with_name(dest.name + ".partial")
    try:
        write_file(partial, conn.backup, secret=secret)
        os.replace(partial, dest)
        fsync_dir(dest.parent)
    except BaseException:
        with contextlib.suppress(OSError):
            partial.unlink()
        raise
    return dest


def wrap_keys(conn: sqlite3.Connection, secret: bytes | None) -> None:
    """Wrap the clear signing keys of a copy of the store under *secret* (or, without one,
    drop them): what a backup holds of them."""
    try:
        rows = conn.execute("SELECT key_id, key FROM signing_keys").fetchall()
    except sqlite3.OperationalError:
        return  # a copy from before version 5 holds no keys
    for kid, stored in rows:
        stored = bytes(stored)
        if signing.key_id(stored) != kid:
            continue  # wrapped already
        if secret is None:
            conn.execute("DELETE FROM signing_keys WHERE key_id = ?", (kid,))
        else:
            wrapped = signing.wrap(stored, kid, secret)
            conn.execute("UPDATE signing_keys SET key = ? WHERE key_id = ?", (wrapped, kid))
    _wrap_school_keys(conn, secret)


def _wrap_school_keys(conn: sqlite3.Connection, secret: bytes | None) -> None:
    """The school's private signing keys (schema 8) as a backup holds them: wrapped under
    the station's *secret*, as the sealing keys are, so that a copied backup cannot sign a
    credential (issue 32, item 7; issue 29). Without a secret a backup keeps the public
    half only, and a restore on another station makes a new key."""
    try:
        rows = conn.execute("SELECT id, private, public FROM school_keys").fetchall()
    except sqlite3.OperationalError:
        return  # a copy from before version 8 holds no school key
    from trainer.progress.identity import public_of

    for row_id, private, public in rows:
        private, public = bytes(private), bytes(public)
        if public_of(private) != public:
            continue  # wrapped already
        if secret is None:
            conn.execute("UPDATE school_keys SET private = ? WHERE id = ?", (bytes(32), row_id))
        else:
            wrapped = signing.wrap(private, _school_kid(public), secret)
            conn.execute("UPDATE school_keys SET private = ? WHERE id = ?", (wrapped, row_id))


def _school_kid(public: bytes) -> str:
    """The name a school key's pad is made from: its public half's digest."""
    return "school:" + public.hex()


def held_school_key(private: bytes, public: bytes, secret: bytes | None) -> bytes | None:
    """The clear private key of a stored school key (clear already, or wrapped under this
    station's *secret*); ``None`` if it cannot be had (a backup of another station)."""
    from trainer.progress.identity import public_of

    if len(private) != 32:
        return None
    if public_of(private) == public:
        return private
    if secret is not None:
        clear = signing.wrap(private, _school_kid(public), secret)
        if public_of(clear) == public:
            return clear
    return None


def wrap_keys_of_backups(folder: Path, secret: bytes) -> None:
    """Wrap the clear keys of the backups already there (taken before the station had its
    secret); a backup that cannot be written is left as it is."""
    for backup in list_backups(folder):
        with contextlib.suppress(*READ_FAILURES):
            conn = sqlite3.connect(backup.path, isolation_level=None)
            try:
                conn.execute("BEGIN IMMEDIATE")
                wrap_keys(conn, secret)
                conn.execute("COMMIT")
            finally:
                conn.close()


def write_file(
    partial: Path, copy: Callable[[sqlite3.Connection], None], *, secret: bytes | None
) -> None:
    """Make *partial* a private SQLite file, filled by *copy* (handed a connection to it),
    its keys wrapped under the station's *secret* (:func:`wrap_keys`), a plain single
    file, flushed to disk."""
    create_private(partial)
    target = sqlite3.connect(partial, isolation_level=None)
    try:
        copy(target)
        wrap_keys(target, secret)
        # A backup is a plain single file: no -wal beside it to lose or to mismatch.
        target.execute("PRAGMA journal_mode = DELETE")
    finally:
        target.close()
    fsync_file(partial)


def has_daily_backup(folder: Path, now: datetime) -> bool:
    """Whether a daily backup was already made on *now*'s date."""
    today = now.strftime("%Y%m%d")
    return any(b.is_daily and b.made_at.strftime("%Y%m%d") == today for b in list_backups(folder))


def daily_backup(
    conn: sqlite3.Connection,
    folder: Path,
    now: datetime,
    *,
    secret: bytes | None,
    budget: int | None = None,
) -> Path | None:
    """Today's backup if there is none yet (then prune to the last 7, and to *budget*
    bytes); else ``None``."""
    if has_daily_backup(folder, now):
        return None
    name = f"progress-{_stamp(now)}-daily.sqlite3"
    path = write_backup(conn, folder / BACKUP_DIR / name, secret=secret)
    prune(folder, live=conn, budget=budget)
    return path


def migration_backup(
    conn: sqlite3.Connection, folder: Path, now: datetime, version: int, *, secret: bytes | None
) -> Path:
    """A backup taken before migrating to *version*; these are never pruned.

    A migration killed after its backup leaves the file as it was; the next start's
    attempt reuses that backup (it holds the same data) instead of taking another."""
    live = holdings(conn)
    for backup in list_backups(folder):
        if backup.kind == f"before-v{version}" and _holdings_of(backup.path) == live:
            return backup.path
    name = f"progress-{_stamp(now)}-before-v{version}.sqlite3"
    return write_backup(conn, folder / BACKUP_DIR / name, secret=secret)


Holdings = tuple[int, int, int]
"""What a file holds that is never taken back: (answers, highest answer seq, supervisors)."""


def holdings(conn: sqlite3.Connection) -> Holdings:
    """The answers (count and highest seq) and supervisors of an open store."""
    row = conn.execute(
        "SELECT (SELECT count(*) FROM attempts), (SELECT coalesce(max(seq), 0) FROM attempts), "
        "(SELECT count(*) FROM supervisors)"
    ).fetchone()
    return int(row[0]), int(row[1]), int(row[2])


def _holdings_of(path: Path) -> Holdings | None:
    try:
        conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    except READ_FAILURES:
        return None
    try:
        return holdings(conn)
    except READ_FAILURES:
        return None
    finally:
        conn.close()


def _holds_more(backup: Holdings | None, live: Holdings) -> bool:
    return backup is not None and (backup[0] > live[0] or backup[2] > live[2])


def prune(
    folder: Path,
    keep: int = DAILY_KEEP,
    *,
    live: sqlite3.Connection | None = None,
    budget: int | None = None,
) -> list[Path]:
    """Delete daily backups beyond the newest *keep*, and then, while the daily backups
    take more than *budget* bytes, the oldest of them but the newest; returns the
    deleted paths.

    With the *live* store's connection, a backup holding more answers or supervisors than
    the live store is kept however old: the live store is younger than its data."""
    daily = [b for b in list_backups(folder) if b.is_daily]
    now_held = holdings(live) if live is not None else None
    removed = []
    kept: list[Backup] = daily[:keep]
    for backup in daily[keep:]:
        if now_held is not None and _holds_more(_holdings_of(backup.path), now_held):
            kept.append(backup)
            continue
        with contextlib.suppress(FileNotFoundError):
            backup.path.unlink()
        removed.append(backup.path)
    if budget is None:
        return removed
    sizes = {b.path: _size(b.path) for b in kept}
    total = sum(sizes.values())
    for backup in reversed(kept[1:]):
        if total <= budget:
            break
        if now_held is not None and _holds_more(_holdings_of(backup.path), now_held):
            continue
        with contextlib.suppress(FileNotFoundError):
            backup.path.unlink()
        removed.append(backup.path)
        total -= sizes[backup.path]
    return removed


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0


def is_good(path: Path) -> bool:
    """Whether *path* opens as an SQLite file and passes ``PRAGMA integrity_check``."""
    try:
        conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    except READ_FAILURES:
        return False
    try:
        rows = conn.execute("PRAGMA integrity_check").fetchall()
        return rows == [("ok",)]
    except READ_FAILURES:
        return False
    finally:
        conn.close()


def count_attempts(path: Path, *, above_seq: int = 0) -> int | None:
    """How many attempts *path* holds (with ``seq`` above *above_seq*), or ``None``."""
    try:
        conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    except READ_FAILURES:
        return None
    try:
        row = conn.execute("SELECT count(*) FROM attempts WHERE seq > ?", (above_seq,)).fetchone()
        return int(row[0])
    except READ_FAILURES:
        return None
    finally:
        conn.close()


def aside_path(folder: Path, now: datetime) -> Path:
    """A free name in ``damaged/`` for a damaged store found at *now*."""
    directory = folder / DAMAGED_DIR
    make_private_dir(directory)
    return unique(directory / f"progress-{_stamp(now)}.sqlite3")


def move_aside(path: Path, folder_or_dest: Path, now: datetime | None = None) -> Path:
    """Move a damaged store (and its companions) into ``damaged/`` (given the data folder
    and the time), or to the path given; returns its new path."""
    dest = folder_or_dest if now is None else aside_path(folder_or_dest, now)
    make_private_dir(dest.parent)
    for suffix in COMPANIONS:
        companion = path.with_name(path.name + suffix)
        if companion.exists():
            os.replace(companion, dest.with_name(dest.name + suffix))
            keep_private(dest.with_name(dest.name + suffix))
    os.replace(path, dest)
    keep_private(dest)
    fsync_dir(dest.parent)
    fsync_dir(path.parent)
    return dest


def restore(backup: Path, dest: Path) -> None:
    """Put a copy of *backup* in place as *dest* (written aside, flushed, then renamed)."""
    partial = dest.with_name(dest.name + ".restoring")
    create_private(partial)
    shutil.copyfile(backup, partial)
    fsync_file(partial)
    os.replace(partial, dest)
    fsync_dir(dest.parent)
