"""Recovering the store: a damaged or missing file replaced by the newest good backup.

A damaged file (one that fails its check, is empty, is shorter than a database header,
or has lost its tables) is moved to ``damaged/`` and the newest backup that passes its own
integrity check is put in its place; a missing file with backups beside it is restored the
same way. The answers the damaged file still yields past the backup are then salvaged
(imported by id, so twice adds nothing), and one sentence says what happened.

Recovery survives being killed. Before the damaged file is moved, a note
``damaged/<name>.recovery`` says so; it is updated once the backup is in place, and
removed only when the store that told the sentence is closed (so its user has seen it).
A start that finds a note finishes that recovery (restoring what is still to do,
salvaging again by id, which adds nothing twice) and gives its sentence then: a station
killed half-way through a recovery, or before anyone read what it said, is never silent.
The whole of it runs with the folder's lock held exclusively
(:mod:`trainer.progress.locking`).
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path
from typing import Final

from trainer.progress import backups
from trainer.progress import store_words as said
from trainer.progress.errors import StoreDamagedError
from trainer.progress.files import remove_durably, write_atomically
from trainer.words import Marked, say, translated

NOTE_SUFFIX: Final = ".recovery"


@dataclass(frozen=True, slots=True)
class Salvaged:
    """What a salvage found past the backup: how many answers the damaged file holds
    there (``None`` if it could not tell), how many of them the store now has, and how
    many rows could not be read."""

    lacking: int | None
    recovered: int
    unreadable: int = 0


Salvage = Callable[[Path, int], Salvaged]
"""Imports the attempts past a ``seq`` that a damaged file still yields."""


@dataclass(frozen=True, slots=True)
class Recovery:
    """One recovery: why, where the damaged file went, which backup replaced it and the
    highest answer ``seq`` that backup held (salvage starts past it)."""

    reason: str
    aside: Path | None
    backup_name: str | None = None
    backup_made: datetime | None = None
    restored_max: int | None = None

    @property
    def note(self) -> Path | None:
        """The note that keeps this recovery through a kill."""
        return None if self.aside is None else self.aside.with_name(self.aside.name + NOTE_SUFFIX)

    def save(self) -> None:
        """Write (or rewrite) the note."""
        note = self.note
        if note is None:
            return
        data = {
            "reason": self.reason,
            "aside": self.aside.name if self.aside else None,
            "backup": self.backup_name,
            "made": self.backup_made.isoformat() if self.backup_made else None,
            "restored_max": self.restored_max,
        }
        note.parent.mkdir(parents=True, exist_ok=True)
        write_atomically(note, lambda out: out.write(json.dumps(data)))

    def done(self) -> None:
        """The recovery is complete: its note goes."""
        note = self.note
        if note is not None:
            with contextlib.suppress(OSError):
                remove_durably(note)


def unfinished(folder: Path, live: Path) -> list[Recovery]:
    """Recoveries a killed process left notes of, oldest first. A note whose damaged file
    was never moved (the kill came first) is dropped, and any companion of the file that
    did move (its ``-wal``) is put back beside it."""
    directory = folder / backups.DAMAGED_DIR
    if not directory.is_dir():
        return []
    found = []
    for note in sorted(directory.glob(f"*{NOTE_SUFFIX}")):
        aside = note.with_name(note.name[: -len(NOTE_SUFFIX)])
        try:
            data = json.loads(note.read_text(encoding="utf-8"))
            made = data.get("made")
            recovery = Recovery(
                reason=str(data["reason"]),
                aside=aside,
                backup_name=data.get("backup"),
                backup_made=datetime.fromisoformat(made) if made else None,
                restored_max=data.get("restored_max"),
            )
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            recovery = None  # a note cut short by a kill before its rename: nothing moved
        if recovery is not None and aside.exists():
            found.append(recovery)
            continue
        if live.exists():
            for suffix in backups.COMPANIONS:
                moved = aside.with_name(aside.name + suffix)
                home = live.with_name(live.name + suffix)
                if moved.exists() and not home.exists():
                    with contextlib.suppress(OSError):
                        os.replace(moved, home)
        with contextlib.suppress(OSError):
            note.unlink()
    return found


def move_aside(path: Path, folder: Path, now: datetime, reason: str) -> Recovery:
    """Note the recovery, then move the damaged file (and companions) into ``damaged/``."""
    aside = backups.aside_path(folder, now)
    recovery = Recovery(reason, aside)
    try:
        recovery.save()
        backups.move_aside(path, aside)
    except OSError as exc:
        recovery.done()
        raise StoreDamagedError(say(said.MOVE_ASIDE_FAILED, path=path, why=exc.strerror)) from exc
    return recovery


def restore_newest(folder: Path, dest: Path, recovery: Recovery) -> Recovery:
    """Put the newest good backup in place as *dest* (noted first, so that a kill before the
    rename is finished by the next start); the recovery, noting which backup."""
    for candidate in backups.list_backups(folder):
        if backups.is_good(candidate.path):
            found = replace(
                recovery, backup_name=candidate.path.name, backup_made=candidate.made_at
            )
            found.save()
            backups.restore(candidate.path, dest)
            return found
    return recovery


def restored_max(conn: sqlite3.Connection) -> int:
    """The highest answer ``seq`` in the file as restored (salvage starts past it)."""
    return int(conn.execute("SELECT coalesce(max(seq), 0) FROM attempts").fetchone()[0])


def finish(recovery: Recovery, conn: sqlite3.Connection, salvage: Salvage) -> tuple[Recovery, str]:
    """Salvage what the damaged file still yields; the recovery (its note to be removed
    with :meth:`Recovery.done` once told) and the sentence telling what happened.

    Run again after a kill it adds nothing twice and tells the same story."""
    if recovery.restored_max is None:
        recovery = replace(recovery, restored_max=restored_max(conn))
        recovery.save()
    above = recovery.restored_max or 0
    aside = recovery.aside
    found = Salvaged(0, 0) if aside is None or not aside.exists() else salvage(aside, above)
    return recovery, describe(recovery, found)


def describe(recovery: Recovery, found: Salvaged) -> str:
    """One sentence: what was wrong, what was restored, what the store lacks now."""
    aside, made = recovery.aside, recovery.backup_made
    if aside is None:
        when = _when(made) if made else translated(said.UNKNOWN_DAY)
        return say(said.WAS_MISSING, when=when)
    marked = said.REASONS.get(recovery.reason)
    reason = translated(marked) if marked is not None else recovery.reason
    if made is None:
        if found.recovered:
            yielded = _counted(said.NO_GOOD_BACKUP_YIELDED, found.recovered)
            return say(yielded, reason=reason, aside=aside, count=found.recovered)
        return say(said.NO_GOOD_BACKUP, reason=reason, aside=aside)
    restored = say(said.RESTORED, reason=reason, aside=aside, when=_when(made))
    lacking = found.lacking
    if lacking is None:
        return say(said.UNREAD_FILE, restored=restored)
    if lacking == 0:
        return say(said.LACKS_NONE, restored=restored)
    if found.recovered >= lacking:
        return say(_counted(said.ALL_RECOVERED, lacking), restored=restored, count=lacking)
    parts = []
    if found.recovered:
        parts.append(say(said.MORE_RECOVERED, count=found.recovered))
    if found.unreadable:
        parts.append(say(said.COULD_NOT_READ, count=found.unreadable))
    missing = lacking - found.recovered
    if not parts:
        return say(_counted(said.LACKS, missing), restored=restored, count=missing)
    detail = (
        parts[0] if len(parts) == 1 else say(said.BOTH_DETAILS, first=parts[0], second=parts[1])
    )
    return say(
        _counted(said.LACKS_DETAIL, missing), restored=restored, count=missing, detail=detail
    )


def _counted(templates: tuple[Marked, Marked], count: int) -> Marked:
    return templates[0] if count == 1 else templates[1]


def _when(made: datetime) -> str:
    month = translated(said.MONTHS[made.month - 1])
    return say(said.WHEN, day=made.day, month=month, year=made.year, time=f"{made:%H:%M}")
