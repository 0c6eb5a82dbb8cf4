"""Table tests: a supervisor scores a trainee's live table test on the house's rubric.

A table test is recorded with a finished exam sitting, once for each game of its exam: the
points of each criterion of the game's rubric (:mod:`trainer.progress.rubric`), the rubric
and the pass mark in force then (kept with the scores, so a later change of the house's
rubric never rewrites a past test), the weighted score, who scored it and when. It is
chained in the exam log in the same transaction.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Mapping, Sequence
from decimal import Decimal
from typing import Any, Final

from trainer.progress import examlog
from trainer.progress.database import Database
from trainer.progress.days import from_ms
from trainer.progress.errors import InvalidValueError, NotFoundError, StoreError
from trainer.progress.fields import uuid_bytes, uuid_text
from trainer.progress.records import RubricScore, Supervisor, TableTest, new_id
from trainer.progress.rubric import (
    PASS_MARK_KEY,
    POINTS,
    Criterion,
    parse_rubric,
    passes,
    rubric_key,
    weighted_permille,
)
from trainer.progress.settings import HouseSettings, game_titles, setting
from trainer.progress.trainees import supervisor_name
from trainer.words import QT_TRANSLATE_NOOP, say, translated

_SELECT: Final = (
    "SELECT tt.id, tt.sitting_id, tt.game, tt.rubric, tt.score_permille, "
    "tt.pass_mark_percent, tt.passed, tt.scored_by, p.name, tt.scored_at "
    "FROM table_tests AS tt JOIN supervisors AS p ON p.id = tt.scored_by"
)


def _table_test(row: Sequence[Any]) -> TableTest:
    rubric = json.loads(str(row[3]))
    out_of = int(rubric["out_of"])
    scores = tuple(RubricScore(str(n), int(w), int(p), out_of) for n, w, p in rubric["criteria"])
    return TableTest(
        id=uuid_text(row[0]),
        sitting_id=uuid_text(row[1]),
        game=str(row[2]),
        criteria=scores,
        score_percent=Decimal(int(row[4])) / 10,
        pass_mark_percent=int(row[5]),
        passed=bool(row[6]),
        scored_by=int(row[7]),
        scored_by_name=str(row[8]),
        scored_at=from_ms(int(row[9])),
    )


# A table test refused, one whole sentence each (issue 27).
_NO_POINTS: Final = QT_TRANSLATE_NOOP(
    "store", "The table test has no points for {names}: score every criterion."
)
_NOT_A_CRITERION: Final = QT_TRANSLATE_NOOP(
    "store", "{names} is not a criterion of the house's rubric for this game."
)
_BAD_POINTS: Final = QT_TRANSLATE_NOOP(
    "store", "The points for {name} must be a whole number from 0 to {most}, not {value}."
)
_NO_SITTING: Final = QT_TRANSLATE_NOOP("store", "There is no exam sitting {id}.")
_PRACTICE: Final = QT_TRANSLATE_NOOP(
    "store",
    "The exam “{exam}” is for practice: a table test is recorded with the sitting of a "
    "supervised exam.",
)
_NOT_COVERED: Final = QT_TRANSLATE_NOOP(
    "store", "The exam “{exam}” does not cover {game}, so its sitting has no table test of it."
)
_UNFINISHED: Final = QT_TRANSLATE_NOOP(
    "store", "A table test is recorded once its exam sitting is finished."
)
_ALREADY: Final = QT_TRANSLATE_NOOP(
    "store",
    "This sitting's {game} table test is already recorded; it is kept as it was scored.",
)


def rubric_of(settings: HouseSettings, game: str) -> tuple[Criterion, ...]:
    """The house's rubric for *game*'s table test, as its settings hold it now."""
    key = rubric_key(game)
    return parse_rubric(settings.text_value(key), setting(key).display_name())


def _check_points(criteria: Sequence[str], points: Mapping[str, int]) -> None:
    missing = [name for name in criteria if name not in points]
    if missing:
        raise InvalidValueError(say(_NO_POINTS, names=", ".join(missing)))
    unknown = [name for name in points if name not in criteria]
    if unknown:
        raise InvalidValueError(say(_NOT_A_CRITERION, names=", ".join(unknown)))
    for name, value in points.items():
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= POINTS:
            raise InvalidValueError(say(_BAD_POINTS, name=name, most=POINTS, value=repr(value)))


def _sitting_row(conn: sqlite3.Connection, sitting: bytes) -> tuple[Any, ...]:
    row = conn.execute(
        "SELECT x.finished_at, e.games, e.name, e.practice FROM exam_sittings AS x "
        "JOIN exams AS e ON e.id = x.exam_id WHERE x.id = ?",
        (sitting,),
    ).fetchone()
    if row is None:
        raise NotFoundError(say(_NO_SITTING, id=uuid_text(sitting)))
    return tuple(row)


class TableTests:
    """The table tests of the store."""

    def __init__(self, db: Database) -> None:
        self._db = db

    def score(
        self, sitting_id: str, game: str, points: Mapping[str, int], *, by: Supervisor
    ) -> TableTest:
        """Record a table test of a finished sitting's trainee on one of its exam's games,
        scored on the house's rubric for that game (each criterion 0 to ``POINTS``)."""
        sitting = uuid_bytes(sitting_id, "sitting id")
        db = self._db
        with db.lock:
            criteria = rubric_of(db.settings, game)
            mark = db.settings.int_value(PASS_MARK_KEY)
            _check_points([c.name for c in criteria], points)
            with db.transaction() as conn:
                supervisor_name(conn, by.id)
                finished_at, games, exam_name, practice = _sitting_row(conn, sitting)
                if practice:
                    raise StoreError(say(_PRACTICE, exam=exam_name))
                if game not in json.loads(str(games)):
                    raise InvalidValueError(
                        say(_NOT_COVERED, exam=exam_name, game=game_titles().get(game, game))
                    )
                if finished_at is None:
                    raise StoreError(translated(_UNFINISHED))
                done = conn.execute(
                    "SELECT 1 FROM table_tests WHERE sitting_id = ? AND game = ?", (sitting, game)
                ).fetchone()
                if done is not None:
                    raise StoreError(say(_ALREADY, game=game_titles().get(game, game)))
                rubric = {
                    "out_of": POINTS,
                    "criteria": [[c.name, c.weight, points[c.name]] for c in criteria],
                }
                test_id = uuid_bytes(new_id(), "table test id")
                conn.execute(
                    "INSERT INTO table_tests (id, sitting_id, game, rubric, score_permille, "
                    "pass_mark_percent, passed, scored_by, scored_at) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        test_id,
                        sitting,
                        game,
                        json.dumps(rubric, separators=(",", ":"), ensure_ascii=False),
                        weighted_permille(criteria, points),
                        mark,
                        passes(criteria, points, mark),
                        by.id,
                        db.now_ms(),
                    ),
                )
                examlog.append(conn, "table-test", test_id)
                row = conn.execute(f"{_SELECT} WHERE tt.id = ?", (test_id,)).fetchone()
                return _table_test(row)

    def of_sitting(self, sitting_id: str) -> tuple[TableTest, ...]:
        """A sitting's table tests, in the order they were scored."""
        sitting = uuid_bytes(sitting_id, "sitting id")
        with self._db.reading() as conn:
            rows = conn.execute(
                f"{_SELECT} WHERE tt.sitting_id = ? ORDER BY tt.scored_at, tt.rowid", (sitting,)
            ).fetchall()
        return tuple(_table_test(row) for row in rows)

    def of_trainee(self, trainee_id: int | None) -> tuple[TableTest, ...]:
        """A trainee's table tests (everyone's with ``None``), in the order scored."""
        with self._db.reading() as conn:
            rows = conn.execute(
                f"{_SELECT} JOIN exam_sittings AS x ON x.id = tt.sitting_id "
                "WHERE ? IS NULL OR x.trainee_id = ? ORDER BY tt.scored_at, tt.rowid",
                (trainee_id, trainee_id),
            ).fetchall()
        return tuple(_table_test(row) for row in rows)
