"""Exams, their sittings, and supervisors' sign-offs.

A supervisor defines an exam (games, skills, question count, time limit, pass mark,
seed); a trainee sits it under an exam-mode session of its own, whose answers are the
ones scored when the sitting is finished; a supervisor signs off the result.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence
from datetime import datetime
from decimal import Decimal
from typing import Any, Final, NamedTuple

from trainer.progress import examlog
from trainer.progress.database import Database
from trainer.progress.days import from_ms, to_ms
from trainer.progress.errors import InvalidValueError, NotFoundError, StoreError
from trainer.progress.fields import (
    MAX_SEED,
    check_choice,
    check_int,
    clean_name,
    insert_statement,
    select_list,
    uuid_bytes,
    uuid_text,
)
from trainer.progress.records import ExamDefinition, ExamSitting, Supervisor, new_id
from trainer.progress.sessions import insert_session
from trainer.progress.settings import MIN_PER_GAME_KEY, SKILLS, game_ids
from trainer.progress.trainees import supervisor_name, trainee_by_id
from trainer.words import QT_TRANSLATE_NOOP, say, translated

_TOO_SHORT: Final = QT_TRANSLATE_NOOP(
    "store",
    "An exam of {count} questions is too short: the house asks at least {per_game} of each "
    "game chosen ({key}), {fewest} in all.",
)
_SUPERVISED: Final = QT_TRANSLATE_NOOP(
    "store",
    "The exam “{name}” is supervised: a supervisor starts each sitting with their PIN.",
)
_NOT_FINISHED: Final = QT_TRANSLATE_NOOP(
    "store", "An exam sitting can be signed off only once it is finished."
)


class _ExamRow(NamedTuple):
    id: bytes
    name: str
    games: str
    skills: str
    question_count: int
    time_limit_seconds: int
    pass_mark_percent: int
    seed: int
    created_by: int
    created_at: int
    retired_at: int | None
    practice: int


class _SittingRow(NamedTuple):
    id: bytes
    exam_id: bytes
    trainee_id: int
    session_id: bytes
    started_at: int
    finished_at: int | None
    answered: int
    score_permille: int | None
    passed: int | None
    signed_off_by: int | None
    signed_off_at: int | None
    seed: int | None
    supervised_by: int | None
    ended_early: int


_SELECT_EXAMS: Final = f"SELECT {select_list(_ExamRow._fields)} FROM exams"
# A new exam is not retired: every column but retired_at is written.
_INSERT_EXAM: Final = insert_statement(
    "exams", tuple(n for n in _ExamRow._fields if n != "retired_at")
)
_SELECT_SITTINGS: Final = f"SELECT {select_list(_SittingRow._fields)} FROM exam_sittings"
_INSERT_SITTING: Final = insert_statement(
    "exam_sittings",
    ("id", "exam_id", "trainee_id", "session_id", "started_at", "seed", "supervised_by"),
)


def _when(value: int | None) -> datetime | None:
    return None if value is None else from_ms(int(value))


def _exam(row: Sequence[Any]) -> ExamDefinition:
    named = _ExamRow._make(row)
    return ExamDefinition(
        id=uuid_text(named.id),
        name=str(named.name),
        games=tuple(json.loads(str(named.games))),
        skills=tuple(json.loads(str(named.skills))),
        question_count=int(named.question_count),
        time_limit_seconds=int(named.time_limit_seconds),
        pass_mark_percent=int(named.pass_mark_percent),
        seed=int(named.seed),
        created_by=int(named.created_by),
        created_at=from_ms(int(named.created_at)),
        retired_at=_when(named.retired_at),
        practice=bool(named.practice),
    )


def _sitting(row: Sequence[Any]) -> ExamSitting:
    named = _SittingRow._make(row)
    score = named.score_permille
    return ExamSitting(
        id=uuid_text(named.id),
        exam_id=uuid_text(named.exam_id),
        trainee_id=int(named.trainee_id),
        session_id=uuid_text(named.session_id),
        started_at=from_ms(int(named.started_at)),
        finished_at=_when(named.finished_at),
        answered=int(named.answered),
        score_percent=None if score is None else Decimal(int(score)) / 10,
        passed=None if named.passed is None else bool(named.passed),
        signed_off_by=None if named.signed_off_by is None else int(named.signed_off_by),
        signed_off_at=_when(named.signed_off_at),
        seed=None if named.seed is None else int(named.seed),
        supervised_by=None if named.supervised_by is None else int(named.supervised_by),
        ended_early=bool(named.ended_early),
    )


def _exam_by_id(conn: sqlite3.Connection, exam_id: str) -> ExamDefinition:
    row = conn.execute(f"{_SELECT_EXAMS} WHERE id = ?", (uuid_bytes(exam_id, "exam id"),))
    found = row.fetchone()
    if found is None:
        raise NotFoundError(say(QT_TRANSLATE_NOOP("store", "There is no exam {id}."), id=exam_id))
    return _exam(found)


def _sitting_by_id(conn: sqlite3.Connection, sitting_id: str) -> ExamSitting:
    row = conn.execute(
        f"{_SELECT_SITTINGS} WHERE id = ?", (uuid_bytes(sitting_id, "sitting id"),)
    ).fetchone()
    if row is None:
        raise NotFoundError(
            say(QT_TRANSLATE_NOOP("store", "There is no exam sitting {id}."), id=sitting_id)
        )
    return _sitting(row)


class Exams:
    """The exams of the store and their sittings."""

    def __init__(self, db: Database) -> None:
        self._db = db

    def define(
        self,
        name: str,
        *,
        games: Sequence[str],
        skills: Sequence[str],
        question_count: int,
        time_limit_seconds: int,
        seed: int,
        by: Supervisor,
        pass_mark_percent: int | None,
        practice: bool = False,
    ) -> ExamDefinition:
        """A new exam, its pass mark the house's unless given; supervised unless it is
        for practice."""
        name = clean_name(name, "exam")
        if not games or not skills:
            raise InvalidValueError(
                translated(
                    QT_TRANSLATE_NOOP("store", "An exam needs at least one game and one skill.")
                )
            )
        for game in games:
            check_choice(game, "game", game_ids())
        for skill in skills:
            check_choice(skill, "skill", SKILLS)
        check_int(question_count, "number of exam questions", 1, 1000)
        check_int(time_limit_seconds, "exam time limit in seconds (0 for none)", 0, 24 * 3600)
        check_int(seed, "exam seed", 0, MAX_SEED)
        exam_id = new_id()
        db = self._db
        with db.lock:
            mark = pass_mark_percent
            if mark is None:
                mark = db.settings.int_value("exam.pass-mark-percent")
            check_int(mark, "exam pass mark percent", 1, 100)
            per_game = db.settings.int_value(MIN_PER_GAME_KEY)
            fewest = per_game * len(set(games))
            if question_count < fewest:
                raise InvalidValueError(
                    say(
                        _TOO_SHORT,
                        count=question_count,
                        per_game=per_game,
                        key=MIN_PER_GAME_KEY,
                        fewest=fewest,
                    )
                )
            with db.transaction() as conn:
                supervisor_name(conn, by.id)
                conn.execute(
                    _INSERT_EXAM,
                    {
                        "id": uuid_bytes(exam_id, "exam id"),
                        "name": name,
                        "games": json.dumps(list(dict.fromkeys(games))),
                        "skills": json.dumps(list(dict.fromkeys(skills))),
                        "question_count": question_count,
                        "time_limit_seconds": time_limit_seconds,
                        "pass_mark_percent": mark,
                        "seed": seed,
                        "created_by": by.id,
                        "created_at": db.now_ms(),
                        "practice": int(practice),
                    },
                )
                return _exam_by_id(conn, exam_id)

    def get(self, exam_id: str) -> ExamDefinition:
        """The exam with this id."""
        with self._db.reading() as conn:
            return _exam_by_id(conn, exam_id)

    def every(self, *, include_retired: bool) -> tuple[ExamDefinition, ...]:
        """Exams by name."""
        with self._db.reading() as conn:
            rows = conn.execute(
                f"{_SELECT_EXAMS} WHERE ? OR retired_at IS NULL ORDER BY name, created_at",
                (include_retired,),
            ).fetchall()
        return tuple(_exam(row) for row in rows)

    def retire(self, exam_id: str, *, by: Supervisor) -> ExamDefinition:
        """Take an exam out of use."""
        with self._db.transaction() as conn:
            supervisor_name(conn, by.id)
            conn.execute(
                "UPDATE exams SET retired_at = coalesce(retired_at, ?) WHERE id = ?",
                (self._db.now_ms(), uuid_bytes(exam_id, "exam id")),
            )
            return _exam_by_id(conn, exam_id)

    def start_sitting(
        self, exam_id: str, trainee_id: int, *, seed: int, supervisor: Supervisor | None
    ) -> ExamSitting:
        """A trainee starts an exam under a new exam-mode session, its questions drawn from
        ``seed``. Only a supervisor starts a sitting of an exam that is not for practice."""
        check_int(seed, "exam sitting seed", 0, MAX_SEED)
        sitting_id = new_id()
        session_id = new_id()
        db = self._db
        with db.transaction() as conn:
            exam = _exam_by_id(conn, exam_id)
            if exam.retired_at is not None:
                raise StoreError(
                    say(
                        QT_TRANSLATE_NOOP("store", "The exam {name} is retired."),
                        name=repr(exam.name),
                    )
                )
            if supervisor is None and not exam.practice:
                raise StoreError(say(_SUPERVISED, name=exam.name))
            if supervisor is not None:
                supervisor_name(conn, supervisor.id)
            trainee_by_id(conn, trainee_id)
            now = db.now_ms()
            insert_session(conn, session_id, trainee_id, "exam", db.station, now)
            conn.execute(
                _INSERT_SITTING,
                {
                    "id": uuid_bytes(sitting_id, "sitting id"),
                    "exam_id": uuid_bytes(exam_id, "exam id"),
                    "trainee_id": trainee_id,
                    "session_id": uuid_bytes(session_id, "session id"),
                    "started_at": now,
                    "seed": seed,
                    "supervised_by": None if supervisor is None else supervisor.id,
                },
            )
            return _sitting_by_id(conn, sitting_id)

    def finish_sitting(self, sitting_id: str) -> ExamSitting:
        """Score a sitting from its exam answers within the time limit (once); it ended
        early if questions were left and there was time to answer them."""
        with self._db.transaction() as conn:
            sitting = _sitting_by_id(conn, sitting_id)
            if sitting.finished_at is not None:
                return sitting
            exam = _exam_by_id(conn, sitting.exam_id)
            start = to_ms(sitting.started_at)
            deadline = start + exam.time_limit_seconds * 1000 if exam.time_limit_seconds else None
            session_bytes = uuid_bytes(sitting.session_id, "session id")
            rows = conn.execute(
                # mode = 2 (an exam answer) as a literal, so the partial index attempts_exam
                # serves the query.
                # Only answers recorded at a station join a sitting, never one that came
                # by import (issue 17: a forged file made a running sitting pass).
                "SELECT credit FROM attempts WHERE session_id = ? AND mode = 2 "
                "AND import_id IS NULL AND (? IS NULL OR ts <= ?) ORDER BY ts, seq LIMIT ?",
                (session_bytes, deadline, deadline, exam.question_count),
            ).fetchall()
            credit = sum(int(r[0]) for r in rows)
            score = credit // exam.question_count  # per mille of full marks, floored
            passed = credit * 100 >= exam.pass_mark_percent * 1000 * exam.question_count
            now = self._db.now_ms()
            early = len(rows) < exam.question_count and (deadline is None or now < deadline)
            conn.execute(
                "UPDATE exam_sittings SET finished_at = ?, answered = ?, score_permille = ?, "
                "passed = ?, ended_early = ? WHERE id = ?",
                (now, len(rows), score, passed, early, uuid_bytes(sitting_id, "sitting id")),
            )
            examlog.append(conn, "sitting", uuid_bytes(sitting_id, "sitting id"))
            conn.execute(
                "UPDATE sessions SET ended_at = coalesce(ended_at, ?) WHERE id = ?",
                (now, session_bytes),
            )
            return _sitting_by_id(conn, sitting_id)

    def sign_off_sitting(self, sitting_id: str, *, by: Supervisor) -> ExamSitting:
        """A supervisor signs off a finished sitting (once)."""
        with self._db.transaction() as conn:
            supervisor_name(conn, by.id)
            sitting = _sitting_by_id(conn, sitting_id)
            if sitting.finished_at is None:
                raise StoreError(translated(_NOT_FINISHED))
            if sitting.signed_off_by is not None:
                return sitting
            conn.execute(
                "UPDATE exam_sittings SET signed_off_by = ?, signed_off_at = ? WHERE id = ?",
                (by.id, self._db.now_ms(), uuid_bytes(sitting_id, "sitting id")),
            )
            examlog.append(conn, "sign-off", uuid_bytes(sitting_id, "sitting id"))
            return _sitting_by_id(conn, sitting_id)

    def sitting(self, sitting_id: str) -> ExamSitting:
        """The exam sitting with this id."""
        with self._db.reading() as conn:
            return _sitting_by_id(conn, sitting_id)

    def sittings(self, *, trainee_id: int | None, exam_id: str | None) -> tuple[ExamSitting, ...]:
        """Exam sittings, oldest first."""
        exam_bytes = None if exam_id is None else uuid_bytes(exam_id, "exam id")
        with self._db.reading() as conn:
            rows = conn.execute(
                f"{_SELECT_SITTINGS} "
                "WHERE (? IS NULL OR trainee_id = ?) AND (? IS NULL OR exam_id = ?) "
                "ORDER BY started_at, rowid",
                (trainee_id, trainee_id, exam_bytes, exam_bytes),
            ).fetchall()
        return tuple(_sitting(row) for row in rows)
