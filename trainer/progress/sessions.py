"""Sessions: a trainee drilling in one mode at one station, from start to end.

Attempts may name the session they were answered in; an exam sitting records its
answers under a session of its own (see :mod:`trainer.progress.exams`).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from typing import Any, Final, NamedTuple

from trainer.progress import replaced
from trainer.progress.database import Database
from trainer.progress.days import from_ms
from trainer.progress.errors import NotFoundError
from trainer.progress.fields import (
    check_choice,
    insert_statement,
    select_list,
    uuid_bytes,
    uuid_text,
)
from trainer.progress.records import MODES, Session, new_id
from trainer.progress.trainees import trainee_by_id
from trainer.words import QT_TRANSLATE_NOOP, say


class _SessionRow(NamedTuple):
    id: bytes
    trainee_id: int
    mode: int
    station: str
    started_at: int
    ended_at: int | None


_SELECT_SESSION: Final = f"SELECT {select_list(_SessionRow._fields)} FROM sessions WHERE id = ?"
_INSERT_SESSION: Final = insert_statement(
    "sessions", ("id", "trainee_id", "mode", "station", "started_at")
)


def _session(row: Sequence[Any]) -> Session:
    named = _SessionRow._make(row)
    return Session(
        id=uuid_text(named.id),
        trainee_id=int(named.trainee_id),
        mode=MODES[int(named.mode)],
        station=str(named.station),
        started_at=from_ms(int(named.started_at)),
        ended_at=None if named.ended_at is None else from_ms(int(named.ended_at)),
    )


def session_by_id(conn: sqlite3.Connection, session_id: str) -> Session:
    """The session with this id (an unknown id is a :class:`NotFoundError`)."""
    row = conn.execute(_SELECT_SESSION, (uuid_bytes(session_id, "session id"),)).fetchone()
    if row is None:
        raise NotFoundError(
            say(QT_TRANSLATE_NOOP("store", "There is no session {id}."), id=session_id)
        )
    return _session(row)


def insert_session(
    conn: sqlite3.Connection, session_id: str, trainee_id: int, mode: str, station: str, now: int
) -> None:
    """Write a new session's row inside the caller's transaction."""
    conn.execute(
        _INSERT_SESSION,
        {
            "id": uuid_bytes(session_id, "session id"),
            "trainee_id": trainee_id,
            "mode": MODES.index(mode),
            "station": station,
            "started_at": now,
        },
    )


class Sessions:
    """The sessions of the store."""

    def __init__(self, db: Database) -> None:
        self._db = db

    def start(self, trainee_id: int, mode: str) -> Session:
        """A new session of a trainee in *mode* at this station."""
        check_choice(mode, "mode", MODES)
        session_id = new_id()
        with self._db.transaction() as conn:  # which follows a file replaced meanwhile
            replaced.refuse_stale(self._db.stale_trainees, trainee_id)
            trainee_by_id(conn, trainee_id)
            insert_session(conn, session_id, trainee_id, mode, self._db.station, self._db.now_ms())
            return session_by_id(conn, session_id)

    def end(self, session_id: str) -> Session:
        """Mark a session ended (keeping the first end)."""
        with self._db.transaction() as conn:
            conn.execute(
                "UPDATE sessions SET ended_at = coalesce(ended_at, ?) WHERE id = ?",
                (self._db.now_ms(), uuid_bytes(session_id, "session id")),
            )
            return session_by_id(conn, session_id)

    def get(self, session_id: str) -> Session:
        """The session with this id."""
        with self._db.reading() as conn:
            return session_by_id(conn, session_id)
