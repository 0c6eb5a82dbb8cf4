"""Attempts: the no-lost-answer write path, the pending queue, reading answers back.

An answer is checked and turned into a :class:`_Prepared` row at once (a bad value is
refused before anything is kept), then put in the pending queue, then written: one
``BEGIN IMMEDIATE`` transaction per answer, oldest pending first, each committed before
:meth:`Attempts.record` returns. If the disk is full, read-only, busy or damaged, the
answer stays queued, the whole queue is written to a pending file beside the store
(:mod:`trainer.progress.pending`, flushed before the caller hears of it), and the caller
hears where the answers are kept; the next record or :meth:`Attempts.flush` writes them
first, in order, and the next start writes what a closed or killed station left pending.

Every attempt row, recorded here, imported from another station or salvaged from a
damaged file (:mod:`trainer.progress.imports`), is written by :meth:`Attempts._write`,
inside the transaction its caller opened; anything that must commit with an answer is
written there too. The columns are named once: :class:`_AttemptValues` for what is
written, :class:`_AttemptRow` for what is read back, through the one decoder of
:mod:`trainer.progress.decoding` (a damaged row is skipped and counted, never a crash).
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import uuid
from collections import deque
from collections.abc import Callable, Iterator, Mapping, Sequence
from datetime import date
from itertools import groupby, repeat
from operator import itemgetter
from pathlib import Path
from typing import Any

from trainer.progress import collector, replaced, rollups, states
from trainer.progress import store_words as said
from trainer.progress.attempt_rows import (
    _INSERT_ATTEMPT,
    _SELECT_ATTEMPTS,
    AttemptFact,
    ReadyRow,
    _AttemptValues,
    _check_fields,
    _credit_permille,
    _epoch_ms,
    _Prepared,
    _row,
    _uuid_from_text,
    attempt_from_row,
)
from trainer.progress.database import Database
from trainer.progress.days import day_range, from_ms, local_day
from trainer.progress.decoding import DamagedRowError
from trainer.progress.errors import (
    NotFoundError,
    StoreBusyError,
    StoreDamagedError,
    StoreError,
    StoreFullError,
    StoreReadOnlyError,
    StoreReplacedError,
    StoreUnavailableError,
)
from trainer.progress.fields import (
    optional_uuid,
    readable,
    uuid_bytes,
)
from trainer.progress.pending import PendingFile
from trainer.progress.records import MODES, Attempt, NewAttempt, Trainee
from trainer.progress.schema import triggers_aside
from trainer.progress.signing import Sealer
from trainer.progress.timing import bucket_of
from trainer.progress.trainees import trainee_by_id
from trainer.words import say


class Attempts:
    """The attempts of the store, and the answers waiting to be written."""

    def __init__(self, db: Database) -> None:
        self._db = db
        self._pending: deque[_Prepared] = deque()
        self._pending_file = PendingFile(db.folder)
        self._kept_on_disk = False

    # -- checking ------------------------------------------------------------------------

    def _prepare(self, draft: NewAttempt, trainee: Trainee) -> _Prepared:
        _check_fields(draft)
        credit = _credit_permille(draft.credit, draft.correct)
        ids = uuid_bytes(draft.attempt_id, "attempt id"), optional_uuid(draft.session_id)
        answered_at = draft.answered_at or self._db.clock()
        ts = _epoch_ms(answered_at)
        record = Attempt(
            attempt_id=str(uuid.UUID(bytes=ids[0])),
            trainee_id=trainee.id,
            trainee=trainee.name,
            game=draft.game,
            skill=draft.skill,
            family=draft.family,
            difficulty=draft.difficulty,
            seed=draft.seed,
            params=draft.params,
            answer=draft.answer,
            expected=draft.expected,
            credit=credit / 1000,
            response_ms=draft.response_ms,
            mode=draft.mode,
            answered_at=from_ms(ts),
            day=answered_at.date(),
            station=self._db.station,
            session_id=draft.session_id,
        )
        return _Prepared(record, _row(record, ids, credit, ts, local_day(answered_at)))

    # -- writing -------------------------------------------------------------------------

    def _write(
        self,
        conn: sqlite3.Connection,
        row: _Prepared,
        trainee_id: int,
        *,
        outbox: bool = True,
        import_id: int | None = None,
        folds: dict[tuple[int, int, int], list[states.Folded]] | None = None,
        numbered: int | None = None,
    ) -> tuple[int, int, bool]:
        """Write one attempt inside the caller's ``BEGIN IMMEDIATE`` transaction.

        This is the one place an attempt row is written (recorded, imported or salvaged);
        the rollup triggers add to the per-day statistics, and the family's drill state
        (:mod:`~trainer.progress.states`) is folded forward, in the same transaction. Returns
        the game and skill label ids and whether the attempt was new (an id already stored
        is skipped); the caller then decides the mastery the answer may have changed.

        A new attempt takes the next number of this station's outbox (so the school's site
        receives it), unless *outbox* is false: an answer pulled from the site is there
        already. An attempt already stored takes no number, so the numbers have no gaps.
        *import_id* names the import an answer came by (its exam answers join no sitting).
        With *folds*, the family's drill state is not folded here: the answer is added to
        *folds* under ``(trainee, family, skill)`` for the caller to fold with the others it
        writes (:func:`~trainer.progress.states.note_attempts`), once per family.
        *numbered* is the outbox number the caller took for an answer it knows is new (an
        import takes a chunk's numbers at once: :meth:`reserve_numbers`).
        """
        db, written = self._db, row.row
        station_seq = numbered
        if outbox and numbered is None:
            if conn.execute("SELECT 1 FROM attempts WHERE id = ?", (written.id_bytes,)).fetchone():
                return (
                    db.label(conn, "game", written.game),
                    db.label(conn, "skill", written.skill),
                    False,
                )
            taken = conn.execute("UPDATE outbox SET last_seq = last_seq + 1 RETURNING last_seq")
            station_seq = int(taken.fetchone()[0])
        values = self._values(conn, written, trainee_id, station_seq, import_id)
        cursor = conn.execute(_INSERT_ATTEMPT, values)
        added = cursor.rowcount == 1
        if added and folds is not None:
            key = (trainee_id, values.family, values.skill)
            folded = (int(cursor.lastrowid or 0), values.credit, values.response_ms, values.ts)
            folds.setdefault(key, []).append(folded)
        elif added:  # the drill's state of the family moves with the answer
            states.note_attempt(
                conn,
                int(cursor.lastrowid or 0),
                trainee_id,
                values.family,
                values.skill,
                values.credit,
                values.response_ms,
                values.ts,
                db.settings,
                db.label_names,
            )
        return values.game, values.skill, added

    def _values(
        self,
        conn: sqlite3.Connection,
        row: ReadyRow,
        trainee_id: int,
        station_seq: int | None,
        import_id: int | None,
    ) -> _AttemptValues:
        """The row of ``attempts`` that *row* is written as (its labels made if new)."""
        label = self._db.label
        # In the order of _AttemptValues' fields (keywords cost an import a third more).
        return _AttemptValues(
            row.id_bytes,
            trainee_id,
            row.session_bytes,
            label(conn, "game", row.game),
            label(conn, "skill", row.skill),
            label(conn, "family", row.family),
            row.difficulty,
            row.seed,
            row.params,
            row.answer,
            row.expected,
            row.credit,
            row.response_ms,
            bucket_of(row.response_ms),
            MODES.index(row.mode),
            row.ts,
            row.day,
            label(conn, "station", row.station),
            station_seq,
            import_id,
        )

    def _write_new(
        self,
        conn: sqlite3.Connection,
        rows: Sequence[tuple[ReadyRow, int]],
        *,
        import_id: int | None,
        folds: dict[tuple[int, int, int], list[states.Folded]],
    ) -> list[_AttemptValues]:
        """Write attempts the caller knows are new (checked against the store and each
        other), each ``(row, trainee id)``, in one statement inside the caller's
        transaction, as :meth:`_write` writes one with *folds*: each takes the next outbox
        number, in order, and is added to *folds* for the caller to fold. An import's
        thousand rows at once cost SQLite one statement, not a thousand."""
        if not rows:
            return []
        numbered = self.reserve_numbers(conn, len(rows))
        last = int(conn.execute("SELECT coalesce(max(seq), 0) FROM attempts").fetchone()[0])
        values = [
            self._values(conn, row, trainee_id, numbered + offset, import_id)
            for offset, (row, trainee_id) in enumerate(rows)
        ]
        conn.executemany(_INSERT_ATTEMPT, values)
        # The seqs SQLite gave them (all past the last before; read back, not assumed).
        seqs = dict(conn.execute("SELECT id, seq FROM attempts WHERE seq > ?", (last,)))
        for v in values:
            folded = (int(seqs[v.id]), v.credit, v.response_ms, v.ts)
            folds.setdefault((v.trainee_id, v.family, v.skill), []).append(folded)
        return values

    @staticmethod
    def reserve_numbers(conn: sqlite3.Connection, count: int) -> int:
        """Take *count* outbox numbers at once (inside the caller's transaction), for
        answers the caller knows are new; the first of them."""
        taken = conn.execute(
            "UPDATE outbox SET last_seq = last_seq + ? RETURNING last_seq", (count,)
        )
        return int(taken.fetchone()[0]) - count + 1

    def record(self, draft: NewAttempt) -> Attempt:
        """Check an answer, queue it, and write the queue; the answer as stored."""
        with self._db.lock:
            with self._db.reading() as conn:
                stale = self._db.stale_trainees.get(draft.trainee_id)
                if stale is None:
                    trainee = trainee_by_id(conn, draft.trainee_id)
                else:  # kept under the name this station knew, written after a restart
                    trainee = Trainee(draft.trainee_id, stale, False, from_ms(0))
            if trainee.is_archived:
                raise StoreError(say(said.ARCHIVED, name=repr(trainee.name)))
            row = self._prepare(draft, trainee)
            self._pending.append(row)
            self._flush()
            return row.record

    def _flush(self) -> int:
        """Write the pending answers oldest first, each in its own transaction."""
        written = 0
        db = self._db
        try:
            while self._pending:
                row = self._pending[0]
                trainee_id = row.record.trainee_id
                replaced.refuse_stale(db.stale_trainees, trainee_id)
                with db.transaction() as conn:
                    game, skill, added = self._write(conn, row, trainee_id)
                    if added:
                        rollups.refresh_mastery(
                            conn, trainee_id, game, skill, db.settings, db.label_names
                        )
                self._pending.popleft()
                written += 1
        except StoreUnavailableError as exc:
            self._keep_on_disk()
            raise type(exc)(self._unsaved_sentence(exc)) from exc
        if self._pending_file.path is not None:
            self._pending_file.clear()
            self._kept_on_disk = False
        return written

    def _keep_on_disk(self) -> None:
        """Write the whole queue to the pending file (flushed) before anyone is told."""
        records = [row.record for row in self._pending]
        try:
            self._pending_file.save(
                records,
                station=self._db.station,
                now=self._db.clock(),
                sealer=Sealer(self._db.signing_key),
            )
        except (OSError, ValueError):
            self._kept_on_disk = False
        else:
            self._kept_on_disk = True

    def kept_in(self) -> Path | None:
        """The pending file holding every unsaved answer, or ``None`` if they are only in
        memory (or there are none)."""
        with self._db.lock:
            if self._pending and self._kept_on_disk:
                return self._pending_file.path
            return None

    def close(self) -> Path | None:
        """Let go of the pending file, left for the next start if answers remain; where
        they are kept (``None``: there are none, or only memory holds them)."""
        with self._db.lock:
            if self._pending and not self._kept_on_disk:
                self._keep_on_disk()
            where = self.kept_in()
            self._pending_file.close()
            return where

    def _unsaved_sentence(self, exc: StoreUnavailableError) -> str:
        count = len(self._pending)
        one = count == 1
        where = self.kept_in()
        if where is not None:
            file = said.KEPT_IN_FILE_ONE if one else said.KEPT_IN_FILE_MANY
            kept = held = say(file, count=count, where=where)
        else:
            kept = say(said.KEPT_IN_MEMORY_ONE if one else said.KEPT_IN_MEMORY_MANY, count=count)
            held = say(
                said.KEPT_IN_MEMORY_SAVE_ONE if one else said.KEPT_IN_MEMORY_SAVE_MANY, count=count
            )
        if isinstance(exc, StoreFullError):
            return say(said.UNSAVED_FULL, kept=held)
        if isinstance(exc, StoreReadOnlyError):
            return say(said.UNSAVED_READ_ONLY, folder=self._db.folder, kept=held)
        if isinstance(exc, StoreBusyError):
            return say(said.UNSAVED_BUSY, kept=kept)
        if isinstance(exc, StoreReplacedError):
            replaced = said.UNSAVED_REPLACED_ONE if one else said.UNSAVED_REPLACED_MANY
            return say(replaced, kept=kept)
        if isinstance(exc, StoreDamagedError):
            return say(said.UNSAVED_DAMAGED, kept=kept)
        return say(said.UNSAVED_OTHER, why=exc, kept=held)

    # -- the pending queue ---------------------------------------------------------------

    def pending(self) -> tuple[Attempt, ...]:
        """Answers recorded but not yet written."""
        with self._db.lock:
            return tuple(row.record for row in self._pending)

    def is_pending_for(self, trainee_id: int) -> bool:
        """Whether an answer of this trainee is waiting to be written."""
        with self._db.lock:
            return any(row.record.trainee_id == trainee_id for row in self._pending)

    def flush(self) -> int:
        """Write the pending answers now; how many were written."""
        with self._db.lock:
            if not self._pending:
                return 0
            return self._flush()

    def try_flush(self) -> None:
        """Write what pending answers can be written (before closing); errors are kept quiet,
        since the answers left stay pending and closing says how many."""
        with self._db.lock:
            if self._pending and not self._db.is_closed and not self._db.is_read_only:
                with contextlib.suppress(StoreError):
                    self._flush()

    def save_pending(self, path: str | os.PathLike[str]) -> int:
        """Write the pending answers to an importable JSON file (private, flushed, renamed
        into place); they also stay pending."""
        from trainer.progress.files import write_atomically
        from trainer.progress.transfer import write_json

        with self._db.lock:
            records = [row.record for row in self._pending]
        target = Path(path)
        try:
            write_atomically(
                target,
                lambda out: write_json(
                    out,
                    records,
                    (),
                    exported_at=self._db.clock(),
                    station=self._db.station,
                    sealer=Sealer(self._db.signing_key),
                ),
            )
        except OSError as exc:
            raise StoreUnavailableError(
                say(said.NOT_WRITTEN_TO, path=target, why=exc.strerror)
            ) from exc
        return len(records)

    def save_pending_in(self, folder: Path) -> tuple[int, Path]:
        """Write the pending answers to a new file in *folder* (a name of its own, made
        with ``O_EXCL``: nothing there is overwritten, no link followed); how many, and
        where. They also stay pending."""
        from trainer.progress.files import open_private
        from trainer.progress.transfer import write_json

        if not folder.is_absolute() or not folder.is_dir():
            raise StoreUnavailableError(say(said.NO_EXPORT_FOLDER, folder=readable(str(folder))))
        with self._db.lock:
            records = [row.record for row in self._pending]
        now = self._db.clock()
        stem = f"unsaved-answers-{now:%Y%m%d-%H%M%S}"
        for n in range(1, 1000):
            target = folder / (f"{stem}.json" if n == 1 else f"{stem}-{n}.json")
            try:
                out = open_private(target, "x", encoding="utf-8", newline="\n")
            except FileExistsError:
                continue
            except OSError as exc:
                raise StoreUnavailableError(
                    say(said.NOT_WRITTEN_TO, path=readable(str(folder)), why=exc.strerror)
                ) from exc
            try:
                with out:
                    write_json(
                        out,
                        records,
                        (),
                        exported_at=now,
                        station=self._db.station,
                        sealer=Sealer(self._db.signing_key),
                    )
                    out.flush()
                    os.fsync(out.fileno())
            except BaseException as exc:
                with contextlib.suppress(OSError):
                    target.unlink()
                if isinstance(exc, OSError):
                    raise StoreUnavailableError(
                        say(said.NOT_WRITTEN_TO, path=readable(str(target)), why=exc.strerror)
                    ) from exc
                raise
            return len(records), target
        raise StoreUnavailableError(say(said.EXPORT_FOLDER_FULL, folder=readable(str(folder))))

    # -- reading -------------------------------------------------------------------------

    def every(
        self,
        *,
        trainee_id: int | None,
        since: date | None,
        until: date | None,
        page: int,
    ) -> Iterator[Attempt]:
        """Recorded attempts in the order they were stored, read a page at a time."""
        low, high = day_range(since, until)
        last = 0
        while True:
            with self._db.reading() as conn:
                rows = conn.execute(
                    f"{_SELECT_ATTEMPTS} WHERE a.seq > ? AND (? IS NULL OR a.trainee_id = ?) "
                    "AND a.day BETWEEN ? AND ? ORDER BY a.seq LIMIT ?",
                    (last, trainee_id, trainee_id, low, high, page),
                ).fetchall()
            if not rows:
                return
            for row in rows:
                try:
                    found = attempt_from_row(row)
                except DamagedRowError as exc:
                    self._db.findings.note(exc)
                    continue
                yield found
            last = int(rows[-1][0])

    def get(self, attempt_id: str) -> Attempt:
        """One recorded attempt by its id."""
        with self._db.reading() as conn:
            row = conn.execute(
                f"{_SELECT_ATTEMPTS} WHERE a.id = ?", (uuid_bytes(attempt_id, "attempt id"),)
            ).fetchone()
        if row is None:
            raise NotFoundError(say(said.NO_ATTEMPT, id=attempt_id))
        return attempt_from_row(row)

    def at_seqs(self, seqs: Sequence[int]) -> list[Attempt]:
        """The attempts stored as these seqs, in the order given."""
        if not seqs:
            return []
        with self._db.reading() as conn:
            rows = conn.execute(
                f"{_SELECT_ATTEMPTS} WHERE a.seq IN ({', '.join('?' * len(seqs))})", list(seqs)
            ).fetchall()
        found: dict[int, Attempt] = {}
        for row in rows:
            try:
                found[int(row[0])] = attempt_from_row(row)
            except DamagedRowError as exc:
                self._db.findings.note(exc)
        return [found[seq] for seq in seqs if seq in found]

    def count(self, trainee_id: int | None) -> int:
        """How many attempts are stored (of one trainee, or in all)."""
        with self._db.reading() as conn:
            if trainee_id is None:
                row = conn.execute("SELECT count(*) FROM attempts").fetchone()
            else:
                row = conn.execute(
                    "SELECT count(*) FROM attempts WHERE trainee_id = ?", (trainee_id,)
                ).fetchone()
        return int(row[0])

    # -- answers from the school's site ------------------------------------------------

    def add_from_site(
        self,
        trainee_id: int,
        facts: Sequence[AttemptFact],
        station_of: Mapping[str, str],
        cursor: int,
        *,
        with_them: Callable[[sqlite3.Connection], bool] | None = None,
    ) -> int:
        """Write a trainee's answers pulled from the school's site, in one transaction with
        the pull's cursor; answers already here are skipped (by id). They take no outbox
        number (the site has them). The facts were checked by the station that recorded
        them; one of a game this Dealer Trainer does not know yet is kept like any other.
        *with_them* writes what else the pull brought in the same transaction (exam
        sittings); when it answers ``False`` the cursor stays where it was, so that what it
        could not place yet comes again with the next pull (the answers are skipped then).

        Written in bulk, so that twenty thousand answers take a fraction of a second and
        the cost is that of the answers pulled, not of the trainee's history: the
        per-answer triggers stand aside and what they keep is added for the new rows in
        one statement per table; each family's drill state folds the new answers forward
        from its saved state (or refolds, when one came before its last answer)."""
        db = self._db
        # Rows and columns of twenty thousand answers, made and dropped: the collector's
        # passes would walk them (and the process's every object) again and again.
        with collector.paused(), db.transaction() as conn:
            trainee = trainee_by_id(conn, trainee_id)
            rows = _pulled_rows(conn, db, trainee.id, facts, station_of)
            added = self._write_bulk(conn, trainee.id, rows) if rows else 0
            placed = True if with_them is None else with_them(conn)
            if placed:
                conn.execute(
                    "INSERT INTO site_pulls (trainee_id, cursor, pulled_at) VALUES (?, ?, ?) "
                    "ON CONFLICT (trainee_id) DO UPDATE SET cursor = excluded.cursor, "
                    "pulled_at = excluded.pulled_at",
                    (trainee.id, cursor, db.now_ms()),
                )
        return added

    def _write_bulk(
        self, conn: sqlite3.Connection, trainee_id: int, rows: Sequence[tuple[Any, ...]]
    ) -> int:
        """Insert *rows* (all of one trainee) written in bulk, as an import writes its
        answers (:func:`~trainer.progress.rollups.written_in_bulk`), then decide the
        mastery and fold the drill states they move; returns how many were new."""
        db = self._db
        with rollups.written_in_bulk(conn) as bulk:
            written = conn.executemany(_INSERT_ATTEMPT, rows).rowcount
            if written == len(rows):
                # Every one was new (a first pull): SQLite gave them the seqs after the last
                # in their order, so what the rollups, the days' practice, the mastery and
                # the drill states need is at hand, not read back (twenty thousand answers
                # read back cost as much as folding a tenth of them).
                bulk.held = rows
        before = bulk.last
        new: list[tuple[int, int, int, int, int, int, int]]
        if bulk.held is not None:
            new = list(
                zip(
                    *(map(itemgetter(i), rows) for i in (3, 4, 5)),
                    range(before + 1, before + written + 1),
                    *(map(itemgetter(i), rows) for i in (11, 12, 15)),
                    strict=True,
                )
            )
        else:
            new = conn.execute(
                "SELECT game, skill, family, seq, credit, response_ms, ts FROM attempts "
                "WHERE seq > ? ORDER BY seq",
                (before,),
            ).fetchall()
        if not new:
            return 0
        for game, skill in sorted({(r[0], r[1]) for r in new}):
            rollups.refresh_mastery(conn, trainee_id, game, skill, db.settings, db.label_names)
        # The drill state follows the trainee too: each family folds its new answers in
        # time order, forward from its state or again from its answers.
        # By runs of one family (a pull's answers come in time order, often a family's
        # together), each run's answers taken at once.
        by_family: dict[tuple[int, int], list[states.Folded]] = {}
        for key, run in groupby(new, itemgetter(2, 1)):
            by_family.setdefault(key, []).extend(map(itemgetter(3, 4, 5, 6), run))
        states.note_attempts(conn, trainee_id, by_family, db.settings, db.label_names)
        return len(new)

    def drop_from_site(self, trainee_uids: Mapping[str, Sequence[str]]) -> int:
        """Remove this store's copies of answers the school's site no longer counts (their
        station was retired since), given as answer ids by the site's trainee id; returns
        how many were removed. Only copies pulled from the site go (the site keeps the
        answers, for audit): never an answer recorded here or imported. Each trainee's
        rollups, mastery and drill state are recomputed without them, in one transaction."""
        db = self._db
        removed = 0
        with db.transaction() as conn:
            for uid, ids in sorted(trainee_uids.items()):
                row = conn.execute(
                    "SELECT id FROM trainees WHERE uid = ?", (_uuid_from_text(uid),)
                ).fetchone()
                if row is None or not ids:
                    continue
                trainee = trainee_by_id(conn, int(row[0]))
                wanted = json.dumps([i.replace("-", "").upper() for i in ids])
                where = (
                    "trainee_id = ? AND station_seq IS NULL AND import_id IS NULL "
                    "AND hex(id) IN (SELECT value FROM json_each(?))"
                )
                keys = conn.execute(
                    f"SELECT DISTINCT game, skill, family FROM attempts WHERE {where}",
                    (trainee.id, wanted),
                ).fetchall()
                if not keys:
                    continue
                # The append-only guard protects what was answered here; these are copies of
                # the site's facts, and it stands again before this transaction commits.
                with triggers_aside(conn, "attempts_no_delete"):
                    removed += conn.execute(
                        f"DELETE FROM attempts WHERE {where}", (trainee.id, wanted)
                    ).rowcount
                rollups.rebuild_trainee(conn, trainee.id, active=not trainee.is_archived)
                for game, skill in sorted({(k[0], k[1]) for k in keys}):
                    rollups.refresh_mastery(
                        conn, trainee.id, game, skill, db.settings, db.label_names
                    )
                # A family with no answer left here has no drill state either.
                families = sorted({(k[2], k[1]) for k in keys})
                left = {
                    int(r[0])
                    for r in conn.execute(
                        "SELECT DISTINCT family FROM attempts WHERE trainee_id = ?", (trainee.id,)
                    )
                }
                conn.executemany(
                    "DELETE FROM family_states WHERE trainee_id = ? AND family = ?",
                    [(trainee.id, f) for f, _ in families if f not in left],
                )
                states.refold(
                    conn,
                    trainee.id,
                    [(f, k) for f, k in families if f in left],
                    db.settings,
                    db.label_names,
                )
        return removed


def _pulled_rows(
    conn: sqlite3.Connection,
    db: Database,
    trainee_id: int,
    facts: Sequence[AttemptFact],
    station_of: Mapping[str, str],
) -> list[tuple[Any, ...]]:
    """The rows of ``attempts`` for *facts* pulled from the site, each a plain tuple in the
    order of ``_AttemptValues``' fields. Made column by column (the facts transposed, each
    label looked up once per name, the columns zipped back), not a tuple built in Python
    per answer: at twenty thousand answers, that cost half as much as the insert."""
    if not facts:
        return []
    (texts, _, _, sessions, games, skills, families, difficulties, seeds, params, answers,
     expected, credits, times, modes, moments, days) = zip(*facts, strict=True)  # fmt: skip
    # Where each was answered, when the site said (else "the site" for them all).
    stations = list(map(station_of.get, texts, repeat("the site"))) if station_of else None
    labelled = {
        kind: {name: db.label(conn, kind, name) for name in set(column)}
        for kind, column in (
            ("game", games),
            ("skill", skills),
            ("family", families),
            ("station", stations or ("the site",)),
        )
    }
    mode_numbers = {mode: MODES.index(mode) for mode in set(modes)}
    return list(
        zip(
            _uuids_from_text(texts),
            repeat(trainee_id),
            [None if s is None else _uuid_from_text(s) for s in sessions],
            map(labelled["game"].__getitem__, games),
            map(labelled["skill"].__getitem__, skills),
            map(labelled["family"].__getitem__, families),
            difficulties,
            seeds,
            params,
            answers,
            expected,
            credits,
            times,
            map(bucket_of, times),
            map(mode_numbers.__getitem__, modes),
            moments,
            days,
            repeat(labelled["station"]["the site"])
            if stations is None
            else map(labelled["station"].__getitem__, stations),
            repeat(None),  # station_seq: the site has it already
            repeat(None),  # import_id: it came from the site, not by an import
            strict=False,  # the repeats are endless; every other column has a value per fact
        )
    )


def _uuids_from_text(texts: Sequence[str]) -> list[bytes]:
    """The 16 bytes of each UUID in *texts*: in canonical form (as the site sends them),
    all at once with one ``bytes.fromhex`` (a twentieth of the time of one call each at a
    sign-in pull's twenty thousand); any other form one by one, each checked."""
    count = len(texts)
    joined = "".join(texts)
    canonical = len(joined) == 36 * count and all(
        set(joined[dash::36]) <= {"-"} for dash in (8, 13, 18, 23)
    )
    if canonical:
        digits = joined.replace("-", "")
        if len(digits) == 32 * count:
            raw = bytes.fromhex(digits)
            return [raw[i : i + 16] for i in range(0, 16 * count, 16)]
    return [_uuid_from_text(text) for text in texts]
