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
from trainer.progress.errors import StoreDamagedError
from trainer.progress.fields import plural
from trainer.progress.files import remove_durably, write_atomically

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
        raise StoreDamagedError(
            f"The progress store {path} is damaged and cannot be moved aside ({exc.strerror})."
        ) from exc
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
    unread = f", {found.unreadable} could not be read" if found.unreadable else ""
    if aside is None:
        when = _when(made) if made else "an unknown day"
        return (
            f"The progress file was missing, so the backup from {when} was restored; answers "
            "recorded after that backup, if any, are missing."
        )
    if made is None:
        start = (
            f"The progress file was {recovery.reason} and there was no good backup, so it was "
            f"moved to {aside} and a new, empty store was started"
        )
        if found.recovered:
            return f"{start} with the {plural(found.recovered, 'answer')} it still yielded."
        return f"{start}."
    start = (
        f"The progress file was {recovery.reason}, so it was moved to {aside} and the backup "
        f"from {_when(made)} was restored"
    )
    lacking = found.lacking
    if lacking is None:
        return (
            f"{start}; the damaged file could not be read, so answers recorded after that "
            "backup, if any, are missing."
        )
    if lacking == 0:
        return f"{start}; it lacks no answers."
    if found.recovered >= lacking:
        return (
            f"{start}, and all {plural(lacking, 'answer')} recorded after it were "
            "recovered from the damaged file."
        )
    more = f"{found.recovered} more were recovered from the damaged file" if found.recovered else ""
    detail = ", ".join(part for part in (more, unread.lstrip(", ")) if part)
    return f"{start}; it lacks {plural(lacking - found.recovered, 'answer')} recorded after it" + (
        f" ({detail})." if detail else "."
    )


def _when(made: datetime) -> str:
    return f"{made.day} {made:%B %Y} at {made:%H:%M}"
