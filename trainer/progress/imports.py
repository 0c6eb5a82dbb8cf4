"""Answers that come from elsewhere: another station's export, a damaged file, a pending file.

All three are merged by :meth:`Imports.import_all`, in one transaction, through the one
write path (:meth:`trainer.progress.attempts.Attempts._write`). An answer is known by its
id: one already stored with the same content is skipped (importing twice adds nothing),
and one stored with *different* content is a conflict, reported by id and never written.

- **Salvage** (:meth:`Imports.salvage`) reads what a damaged file still yields past the
  restored backup, row by row through the one decoder, stepping past damaged pages; what
  cannot be read is counted, never a crash.
- **Pending files** (:meth:`Imports.restore_pending`): at start, the answers a closed or
  killed station kept beside the store are written, and the file goes.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from typing import Final

from trainer.progress import backups, pending, rollups
from trainer.progress.attempts import _SELECT_ATTEMPTS, Attempts, _Prepared, attempt_from_row
from trainer.progress.database import Database
from trainer.progress.decoding import READ_FAILURES, DamagedRowError, text_factory
from trainer.progress.errors import StoreError, StoreUnavailableError
from trainer.progress.fields import clean_name, plural
from trainer.progress.files import keep_private
from trainer.progress.records import MODES, Attempt, ImportResult
from trainer.progress.recovery import Salvaged

SALVAGE_PAGE: Final = 500
_LONGEST_JUMP: Final = 1 << 24

# What an answer is, to tell the same answer from a different one under the same id (the
# trainee's name is left out: a trainee renamed since the export is still the trainee).
_STORED_FACTS: Final = (
    "SELECT a.id, a.params, a.answer, a.expected, a.credit, a.ts, a.day, a.difficulty, "
    "a.seed, a.response_ms, a.mode, a.session_id, g.name, s.name, f.name, st.name "
    "FROM attempts AS a JOIN labels AS g ON g.id = a.game JOIN labels AS s ON s.id = a.skill "
    "JOIN labels AS f ON f.id = a.family JOIN labels AS st ON st.id = a.station "
    "WHERE a.id IN ({marks})"
)

Facts = tuple[object, ...]


def _facts(row: _Prepared) -> Facts:
    record = row.record
    return (
        row.params,
        row.answer,
        row.expected,
        row.credit,
        row.ts,
        row.day,
        record.difficulty,
        record.seed,
        record.response_ms,
        MODES.index(record.mode),
        row.session_bytes,
        record.game,
        record.skill,
        record.family,
        record.station,
    )


class Imports:
    """Merging answers into the store from files and from damaged copies of it."""

    def __init__(self, db: Database, attempts: Attempts) -> None:
        self._db = db
        self._attempts = attempts

    def import_all(self, items: Iterable[Attempt], *, batch: int) -> ImportResult:
        """Merge attempts in one transaction: ids already here with the same content are
        skipped, ids here with different content are conflicts (not written)."""
        added = already = 0
        conflicts: list[str] = []
        new_trainees: list[str] = []
        by_trainee: dict[str, int] = {}
        trainee_ids: dict[str, tuple[int, str]] = {}
        touched: set[tuple[int, int, int]] = set()
        seen: dict[bytes, Facts] = {}
        db, attempts = self._db, self._attempts
        with db.transaction() as conn:
            chunk: list[_Prepared] = []

            def write_chunk() -> None:
                nonlocal added, already
                stored = self._stored_facts(conn, [row.id_bytes for row in chunk])
                for row in chunk:
                    facts = _facts(row)
                    earlier = stored.get(row.id_bytes, seen.get(row.id_bytes))
                    if earlier is not None:
                        if earlier == facts:
                            already += 1
                        else:
                            conflicts.append(row.record.attempt_id)
                        continue
                    seen[row.id_bytes] = facts
                    trainee_id, name = self._import_trainee(
                        conn, row.record.trainee, trainee_ids, new_trainees
                    )
                    game, skill, _ = attempts._write(conn, row, trainee_id)
                    touched.add((trainee_id, game, skill))
                    added += 1
                    by_trainee[name] = by_trainee.get(name, 0) + 1
                chunk.clear()

            for item in items:
                chunk.append(attempts._prepare_imported(item))
                if len(chunk) >= batch:
                    write_chunk()
            if chunk:
                write_chunk()
            for trainee_id, game, skill in sorted(touched):
                rollups.refresh_mastery(conn, trainee_id, game, skill, db.settings, db.label_names)
        return ImportResult(added, already, tuple(new_trainees), by_trainee, tuple(conflicts))

    def _stored_facts(self, conn: sqlite3.Connection, ids: Sequence[bytes]) -> dict[bytes, Facts]:
        if not ids:
            return {}
        rows = conn.execute(_STORED_FACTS.format(marks=", ".join("?" * len(ids))), list(ids))
        return {bytes(row[0]): tuple(row[1:]) for row in rows}

    def _import_trainee(
        self,
        conn: sqlite3.Connection,
        name: str,
        cache: dict[str, tuple[int, str]],
        created: list[str],
    ) -> tuple[int, str]:
        name = clean_name(name, "trainee")
        key = name.casefold()
        if key in cache:
            return cache[key]
        row = conn.execute(
            "SELECT id, name FROM trainees WHERE name_key = ? "
            "ORDER BY archived_at IS NOT NULL, archived_at DESC LIMIT 1",
            (key,),
        ).fetchone()
        if row is None:
            cursor = conn.execute(
                "INSERT INTO trainees (name, name_key, created_at) VALUES (?, ?, ?)",
                (name, key, self._db.now_ms()),
            )
            row = (int(cursor.lastrowid or 0), name)
            created.append(name)
        cache[key] = (int(row[0]), str(row[1]))
        return cache[key]

    # -- a damaged file ------------------------------------------------------------------

    def salvage(self, damaged: Path, above_seq: int) -> Salvaged:
        """Import the attempts past *above_seq* that a damaged file still yields; what it
        holds there, how many of those the store has now, how many could not be read."""
        lacking = backups.count_attempts(damaged, above_seq=above_seq)
        try:
            source = sqlite3.connect(f"{damaged.resolve().as_uri()}?mode=ro", uri=True)
        except READ_FAILURES:
            return Salvaged(lacking, 0)
        source.text_factory = text_factory
        found: list[Attempt] = []
        unreadable = 0
        try:
            for row in _rows_past(source, above_seq):
                try:
                    attempt = attempt_from_row(row)
                    self._attempts._prepare_imported(attempt)
                except (DamagedRowError, StoreError):
                    unreadable += 1
                    continue
                found.append(attempt)
        finally:
            source.close()
        if found:
            with contextlib.suppress(StoreError):
                self.import_all(found, batch=1000)
        recovered = self._present(a.attempt_id for a in found)
        if lacking is not None:
            unreadable = max(unreadable, lacking - len(found))
        return Salvaged(lacking, recovered, unreadable)

    def _present(self, ids: Iterable[str]) -> int:
        from trainer.progress.fields import uuid_bytes

        wanted = [uuid_bytes(i, "attempt id") for i in ids]
        count = 0
        with self._db.reading() as conn:
            for start in range(0, len(wanted), 500):
                part = wanted[start : start + 500]
                row = conn.execute(
                    f"SELECT count(*) FROM attempts WHERE id IN ({', '.join('?' * len(part))})",
                    part,
                ).fetchone()
                count += int(row[0])
        return count

    # -- pending files -------------------------------------------------------------------

    def restore_pending(self) -> list[str]:
        """Write the answers of every pending file a closed or killed station left (at
        start, with the folder locked); the sentences saying what was done."""
        told: list[str] = []
        folder = self._db.folder
        for path in pending.orphans(folder):
            from trainer.progress.transfer import read_file

            try:
                result = self.import_all(read_file(path), batch=1000)
            except StoreUnavailableError:
                told.append(
                    f"Answers kept in {path} could not be saved in the progress store yet; "
                    "they stay there and will be saved at the next start."
                )
                continue
            except StoreError as exc:
                dest = backups.aside_path(folder, self._db.clock()).with_suffix(".json")
                with contextlib.suppress(OSError):
                    os.replace(path, dest)
                    keep_private(dest)
                told.append(
                    f"The file of unsaved answers {path.name} could not be read ({exc}), so "
                    f"it was moved to {dest}."
                )
                continue
            pending.remove(path)
            if result.added:
                saved = plural(result.added, "answer")
                verb = "was" if result.added == 1 else "were"
                told.append(
                    f"{saved} that could not be saved earlier {verb} saved now from {path.name}."
                )
        return told


def _rows_past(source: sqlite3.Connection, above_seq: int) -> Iterator[Sequence[object]]:
    """The attempt rows of a damaged file past *above_seq*, in order: a page that cannot be
    read is read again row by row, and a row that cannot be read is stepped past."""
    last, page = above_seq, SALVAGE_PAGE
    while True:
        try:
            rows = source.execute(
                f"{_SELECT_ATTEMPTS} WHERE a.seq > ? ORDER BY a.seq LIMIT {page}", (last,)
            ).fetchall()
        except READ_FAILURES:
            if page > 1:
                page = 1
                continue
            after = _next_readable(source, last)
            if after is None:
                return
            last = after
            continue
        if not rows:
            return
        yield from rows
        seq = rows[-1][0]
        if not isinstance(seq, int) or seq <= last:
            return
        last, page = seq, SALVAGE_PAGE


def _next_readable(source: sqlite3.Connection, last: int) -> int | None:
    """Where to read on after the row past *last* failed: past that row, or, when even the
    table's pages there cannot be read, just before the next row that can be found."""
    jump = 1
    while jump <= _LONGEST_JUMP:
        try:
            row = source.execute(
                "SELECT seq FROM attempts WHERE seq >= ? ORDER BY seq LIMIT 1", (last + jump,)
            ).fetchone()
        except READ_FAILURES:
            jump *= 4
            continue
        if row is None or not isinstance(row[0], int):
            return None
        seq = int(row[0])
        return seq if jump == 1 else max(seq - 1, last + 1)
    return None
