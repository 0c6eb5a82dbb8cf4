"""The store's reads of what a drill needs: each family's state, the open misses and the
days practised (the facade's calls land here; the tables are kept by :mod:`states`)."""

from __future__ import annotations

from datetime import date

from trainer.progress.database import Database
from trainer.progress.days import day_date, day_number
from trainer.progress.spacing import FamilyState
from trainer.progress.states import family_states, stale_count, with_windows


class Practice:
    """The store's reads of what a drill needs (the facade's calls land here)."""

    def __init__(self, db: Database) -> None:
        self._db = db

    def family_states(self, trainee_id: int) -> dict[str, FamilyState]:
        """The trainee's state of every family answered (a read of one row per family;
        states folded against a target since changed are refolded once and saved), with
        each family's latest answers (a bounded read per skill: :func:`with_windows`)."""
        db = self._db
        with db.reading() as conn:
            house, names = db.settings, db.label_names
            if db.is_read_only or not stale_count(conn, trainee_id, house, names):
                found = family_states(conn, trainee_id, house, names, save=False)
                return with_windows(conn, trainee_id, found, house, names)
        with db.transaction() as conn:
            house, names = db.settings, db.label_names
            found = family_states(conn, trainee_id, house, names, save=True)
            return with_windows(conn, trainee_id, found, house, names)

    def open_miss_seqs(self, trainee_id: int, limit: int) -> list[int]:
        """The seqs of the trainee's open misses, newest first."""
        with self._db.reading() as conn:
            rows = conn.execute(
                "SELECT attempt_seq FROM open_misses WHERE trainee_id = ? "
                "ORDER BY ts DESC, attempt_seq DESC LIMIT ?",
                (trainee_id, limit),
            ).fetchall()
        return [int(seq) for (seq,) in rows]

    def practice_days(self, trainee_id: int, since: date) -> list[tuple[date, int, int]]:
        """``(day, answers, ms answering)`` of each day the trainee practised since *since*."""
        with self._db.reading() as conn:
            rows = conn.execute(
                "SELECT day, n, response_ms FROM day_practice WHERE trainee_id = ? "
                "AND day >= ? ORDER BY day",
                (trainee_id, day_number(since)),
            ).fetchall()
        return [(day_date(int(day)), int(n), int(ms)) for day, n, ms in rows]
