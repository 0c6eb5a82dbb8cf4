"""Answers that come from elsewhere: another station's export, a damaged file, a pending file.

All three are merged by :meth:`Imports.import_all`, in one transaction, through the one
write path (:meth:`trainer.progress.attempts.Attempts._write`). An answer is known by its
id: one already stored with the same content is skipped (importing twice adds nothing),
and one stored with *different* content is a conflict, reported by id and never written.

- **An export** (:meth:`Imports.import_file`) is an *import*: a row of ``imports`` says
  which file, from which station, and how it was sealed (:mod:`trainer.progress.signing`);
  its answers name it (``attempts.import_id``), so an exam answer that came by import never
  joins an exam sitting. The seal is checked as the answers are read and judged before the
  transaction commits: a file changed after it was sealed is refused, and an unsealed or
  foreign-sealed file is refused unless a supervisor accepts it.

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
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from trainer.progress import backups, collector, pending, rollups, states
from trainer.progress import store_words as said
from trainer.progress.attempt_rows import (
    _SELECT_ATTEMPTS,
    ReadyRow,
    _Checked,
    _prepare_imported,
    attempt_from_row,
)
from trainer.progress.attempts import Attempts
from trainer.progress.database import Database
from trainer.progress.decoding import READ_FAILURES, DamagedRowError, text_factory
from trainer.progress.errors import (
    InvalidValueError,
    StoreError,
    StoreUnavailableError,
    TransferError,
    UnsealedImportError,
)
from trainer.progress.fields import clean_name, readable
from trainer.progress.files import keep_private
from trainer.progress.import_reading import Reading
from trainer.progress.records import MODES, ImportResult, Supervisor
from trainer.progress.recovery import Salvaged
from trainer.progress.signing import KEY_BYTES, Checker, key_id
from trainer.progress.trainees import supervisor_name
from trainer.words import QT_TRANSLATE_NOOP, say

SALVAGE_PAGE: Final = 500


@dataclass(frozen=True, slots=True)
class Origin:
    """Where imported answers come from: the file's name, the judge of its seal (which
    raises to refuse the import, else says how it is sealed and at which station), and
    the supervisor who accepts it if its seal is not this store's."""

    file: str
    judge: Callable[[], tuple[str, str | None]]
    accepted_by: Supervisor | None = None


_LONGEST_JUMP: Final = 1 << 24

# A trainee's own columns put back by a salvage (a class, kept elsewhere, is not).
_SESSION_COLUMNS: Final = ("id", "trainee_id", "mode", "station", "started_at", "ended_at")
_TRAINEE_COLUMNS: Final = (
    "id",
    "uid",
    "name",
    "name_key",
    "pin_hash",
    "created_at",
    "archived_at",
    "failed_pins",
    "lockouts",
    "locked_until",
)

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


def _facts(row: ReadyRow) -> Facts:
    return (
        row.params,
        row.answer,
        row.expected,
        row.credit,
        row.ts,
        row.day,
        row.difficulty,
        row.seed,
        row.response_ms,
        MODES.index(row.mode),
        row.session_bytes,
        row.game,
        row.skill,
        row.family,
        row.station,
    )


class Imports:
    """Merging answers into the store from files and from damaged copies of it."""

    def __init__(self, db: Database, attempts: Attempts) -> None:
        self._db = db
        self._attempts = attempts

    def import_file(
        self,
        path: Path,
        *,
        accepted_by: Supervisor | None,
        batch: int = 1000,
    ) -> ImportResult:
        """Import an export, checking its seal (see the module's docstring)."""
        reading = Reading(path, Checker(self._db.signing_keys), batch=batch)

        def judge() -> tuple[str, str | None]:
            verdict = reading.verdict()
            if verdict == "changed":
                raise TransferError(say(said.SEAL_BROKEN, file=path.name))
            station = reading.seal.station if reading.seal is not None else None
            if verdict != "ours" and accepted_by is None:
                how = (
                    said.ONLY_SUPERVISOR_UNSEALED
                    if verdict == "unsigned"
                    else said.ONLY_SUPERVISOR_OTHER
                )
                raise UnsealedImportError(say(how, file=path.name))
            return verdict, station

        origin = Origin(path.name, judge, accepted_by)
        return self.import_all(reading.rows(), batch=batch, origin=origin)

    def import_all(
        self, rows: Iterable[ReadyRow], *, batch: int, origin: Origin | None = None
    ) -> ImportResult:
        """Merge answers in one transaction: ids already here with the same content are
        skipped, ids here with different content are conflicts (not written). With an
        *origin* they are an import (marked, judged before the commit); without, they are
        this station's own (salvaged from a damaged copy, kept in a pending file)."""
        added = already = 0
        conflicts: list[str] = []
        new_trainees: list[str] = []
        by_trainee: dict[str, int] = {}
        trainee_ids: dict[str, tuple[int, str]] = {}
        touched: set[tuple[int, int, int]] = set()
        folds: dict[tuple[int, int, int], list[states.Folded]] = {}
        seen: dict[bytes, ReadyRow] = {}
        db, attempts = self._db, self._attempts
        seal, accepted = "ours", None
        with collector.paused(), db.transaction() as conn:
            chunk: list[ReadyRow] = []
            import_id = None
            if origin is not None:
                cursor = conn.execute(
                    "INSERT INTO imports (at, file, seal) VALUES (?, ?, 'ours')",
                    (db.now_ms(), readable(origin.file)[:200]),
                )
                import_id = int(cursor.lastrowid or 0)

            def write_chunk() -> None:
                nonlocal added, already
                stored = self._stored_facts(conn, [row.id_bytes for row in chunk])
                new: list[ReadyRow] = []
                for row in chunk:
                    # What an answer is, made only for an id met before (the file's own
                    # answers, kept as they came, are told apart from each other the same).
                    before = seen.get(row.id_bytes)
                    earlier = stored.get(row.id_bytes, None if before is None else _facts(before))
                    if earlier is not None:
                        if earlier == _facts(row):
                            already += 1
                        else:
                            conflicts.append(row.attempt_id)
                        continue
                    seen[row.id_bytes] = row
                    new.append(row)
                # Known new: written in one statement, each with the next outbox number.
                owners = [
                    self._import_trainee(conn, row.trainee, trainee_ids, new_trainees)
                    for row in new
                ]
                written = attempts._write_new(
                    conn,
                    [(row, trainee_id) for row, (trainee_id, _) in zip(new, owners, strict=True)],
                    import_id=import_id,
                    folds=folds,
                )
                for values, (_, name) in zip(written, owners, strict=True):
                    touched.add((values.trainee_id, values.game, values.skill))
                    by_trainee[name] = by_trainee.get(name, 0) + 1
                added += len(written)
                chunk.clear()

            # Written in bulk: the per-answer triggers stand aside, and what they keep is
            # added for all the new answers at once (a refusal or a kill rolls back all).
            with rollups.written_in_bulk(conn):
                for row in rows:
                    chunk.append(row)
                    if len(chunk) >= batch:
                        write_chunk()
                if chunk:
                    write_chunk()
            if origin is not None:
                seal, accepted = self._judged(conn, origin, import_id, added)
            # Each family's drill state folds its new answers once (an answer older than
            # the family's last refolds the family once, not once per answer).
            by_trainee_folds: dict[int, dict[tuple[int, int], list[states.Folded]]] = {}
            for (trainee_id, family, skill), folded in folds.items():
                by_trainee_folds.setdefault(trainee_id, {})[(family, skill)] = folded
            for trainee_id, added_rows in sorted(by_trainee_folds.items()):
                states.note_attempts(conn, trainee_id, added_rows, db.settings, db.label_names)
            for trainee_id, game, skill in sorted(touched):
                rollups.refresh_mastery(conn, trainee_id, game, skill, db.settings, db.label_names)
        return ImportResult(
            added, already, tuple(new_trainees), by_trainee, tuple(conflicts), seal, accepted
        )

    def _judged(
        self, conn: sqlite3.Connection, origin: Origin, import_id: int | None, added: int
    ) -> tuple[str, str | None]:
        """Judge an import's seal before its commit (refusing rolls it all back); note it."""
        seal, station = origin.judge()
        accepted = accepted_id = None
        if seal != "ours" and origin.accepted_by is not None:
            accepted_id = origin.accepted_by.id
            accepted = supervisor_name(conn, accepted_id)
        if not added:
            conn.execute("DELETE FROM imports WHERE id = ?", (import_id,))
            return seal, accepted
        conn.execute(
            "UPDATE imports SET seal = ?, station = ?, accepted_by = ?, accepted_by_name = ?, "
            "added = ? WHERE id = ?",
            (
                seal,
                None if station is None else station[:200],
                accepted_id,
                accepted,
                added,
                import_id,
            ),
        )
        return seal, accepted

    def set_signing_key(self, key: bytes) -> None:
        """Seal this store's exports with *key* from now on (a school's site gives all its
        stations one); the keys held before still read as this store's own."""
        if not isinstance(key, bytes) or len(key) != KEY_BYTES:
            raise InvalidValueError(
                say(
                    QT_TRANSLATE_NOOP("store", "A signing key must be {count} bytes."),
                    count=KEY_BYTES,
                )
            )
        db, kid = self._db, key_id(key)
        with db.transaction() as conn:
            conn.execute("UPDATE signing_keys SET current = 0 WHERE current = 1")
            conn.execute(
                "INSERT INTO signing_keys (key_id, key, added_at, current) VALUES (?, ?, ?, 1) "
                "ON CONFLICT (key_id) DO UPDATE SET key = excluded.key, current = 1",
                (kid, key, db.now_ms()),
            )
        db.load_keys()

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
        if name in cache:  # by the name as written, before it is tidied
            return cache[name]
        raw = name
        name = clean_name(name, "trainee")
        key = name.casefold()
        if key in cache:
            cache[raw] = cache[key]
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
        cache[key] = cache[raw] = (int(row[0]), str(row[1]))
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
        self._put_back_people(source)
        found: list[ReadyRow] = []
        unreadable = 0
        checked = _Checked()
        try:
            for row in _rows_past(source, above_seq):
                try:
                    found.append(_prepare_imported(attempt_from_row(row), checked))
                except (DamagedRowError, StoreError):
                    unreadable += 1
        finally:
            source.close()
        if found:
            with contextlib.suppress(StoreError):
                self.import_all(found, batch=1000)
        recovered = self._present(a.attempt_id for a in found)
        if lacking is not None:
            unreadable = max(unreadable, lacking - len(found))
        return Salvaged(lacking, recovered, unreadable)

    def _put_back_people(self, source: sqlite3.Connection) -> None:
        """Put back, with their ids (and uids), the trainees and drilling sessions the
        damaged file holds and the restored backup lacks (added since it was taken), so
        that a station still running with their ids writes to the same trainee and ends
        the same session (:mod:`trainer.progress.replaced`). A trainee whose id, uid or
        active name is taken now is left out (their answers then find them by name, as
        any import does), and so is a session whose trainee is not here."""
        for table, wanted in (("trainees", _TRAINEE_COLUMNS), ("sessions", _SESSION_COLUMNS)):
            try:
                have = {str(row[1]) for row in source.execute(f"PRAGMA table_info({table})")}
                columns = [c for c in wanted if c in have]
                rows = source.execute(f"SELECT {', '.join(columns)} FROM {table}").fetchall()
            except READ_FAILURES:
                continue  # the salvage of the answers reports what could not be read
            insert = (
                f"INSERT OR IGNORE INTO {table} ({', '.join(columns)}) "
                f"VALUES ({', '.join('?' * len(columns))})"
            )
            with contextlib.suppress(StoreError), self._db.transaction() as conn:
                for row in rows:
                    with contextlib.suppress(sqlite3.Error, ValueError):
                        conn.execute(insert, row)

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

    def _sealed_by_this_store(self, path: Path) -> Iterator[ReadyRow]:
        """A pending file's answers, refused at the end unless this store sealed them."""
        reading = Reading(path, Checker(self._db.signing_keys))
        yield from reading.rows()
        if reading.verdict() != "ours":
            raise TransferError(say(said.PENDING_NOT_OURS, file=path.name))

    def restore_pending(self) -> list[str]:
        """Write the answers of every pending file a closed or killed station left (at
        start, with the folder locked); the sentences saying what was done."""
        told: list[str] = []
        folder = self._db.folder
        for path in pending.orphans(folder):
            try:
                result = self.import_all(self._sealed_by_this_store(path), batch=1000)
            except StoreUnavailableError:
                told.append(say(said.PENDING_NOT_YET, path=path))
                continue
            except StoreError as exc:
                dest = backups.aside_path(folder, self._db.clock()).with_suffix(".json")
                with contextlib.suppress(OSError):
                    os.replace(path, dest)
                    keep_private(dest)
                why = str(exc).rstrip(".")
                told.append(say(said.PENDING_MOVED, file=path.name, why=why, dest=dest))
                continue
            pending.remove(path)
            if result.added:
                saved = said.PENDING_SAVED_ONE if result.added == 1 else said.PENDING_SAVED_MANY
                told.append(say(saved, count=result.added, file=path.name))
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
