"""The CSV exports of certification (issue 29): ``table-tests``, a row per criterion of each
table test scored on the house's rubric, and ``levels``, a row per trainee and game."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from datetime import date
from typing import Final, TextIO

from trainer.progress import ProgressStore, TableTest
from trainer.progress.records import JsonValue
from trainer.progress.transfer import write_table
from trainer.ui.levels import need_text

TABLE_TEST_COLUMNS: Final = (
    "trainee",
    "exam",
    "sitting_id",
    "game",
    "criterion",
    "weight_percent",
    "points",
    "out_of",
    "score_percent",
    "pass_mark_percent",
    "passed",
    "scored_by",
    "scored_at",
)
"""The header of a ``table-tests`` CSV export: a row per criterion of each table test."""

LEVEL_COLUMNS: Final = (
    "trainee",
    "game",
    "level",
    "level_name",
    "levels",
    "next_level",
    "next_level_needs",
)
"""The header of a ``levels`` CSV export: a row per trainee and game."""


def in_period(
    store: ProgressStore, test: TableTest, since: date | None, until: date | None
) -> bool:
    """Whether a table test was scored within the dates (the station's days)."""
    day = test.scored_at.astimezone(store.now().tzinfo).date()
    return (since is None or day >= since) and (until is None or day <= until)


def write_table_tests(
    out: TextIO,
    store: ProgressStore,
    trainee_ids: Sequence[int],
    since: date | None,
    until: date | None,
) -> int:
    """The ``table-tests`` CSV of these trainees for the period; returns its rows."""
    names = {t.id: t.name for t in store.trainees(include_archived=True)}
    exams = {e.id: e.name for e in store.exams(include_retired=True)}

    def rows() -> Iterator[dict[str, JsonValue]]:
        for trainee_id in trainee_ids:
            sittings = {s.id: s.exam_id for s in store.sittings(trainee_id=trainee_id)}
            for test in store.trainee_table_tests(trainee_id):
                if not in_period(store, test, since, until):
                    continue
                for scored in test.criteria:
                    yield {
                        "trainee": names.get(trainee_id, str(trainee_id)),
                        "exam": exams.get(sittings.get(test.sitting_id, ""), ""),
                        "sitting_id": test.sitting_id,
                        "game": test.game,
                        "criterion": scored.criterion,
                        "weight_percent": scored.weight,
                        "points": scored.points,
                        "out_of": scored.out_of,
                        "score_percent": str(test.score_percent),
                        "pass_mark_percent": test.pass_mark_percent,
                        "passed": test.passed,
                        "scored_by": test.scored_by_name,
                        "scored_at": test.scored_at.isoformat(),
                    }

    return write_table(out, TABLE_TEST_COLUMNS, rows())


def write_levels(out: TextIO, store: ProgressStore, trainee_ids: Sequence[int]) -> int:
    """The ``levels`` CSV of these trainees (their level in each game now); returns its rows."""
    names = {t.id: t.name for t in store.trainees(include_archived=True)}

    def rows() -> Iterator[dict[str, JsonValue]]:
        for trainee_id in trainee_ids:
            for level in store.levels(trainee_id):
                yield {
                    "trainee": names.get(trainee_id, str(trainee_id)),
                    "game": level.game,
                    "level": level.number,
                    "level_name": level.name,
                    "levels": level.top,
                    "next_level": level.next_name or "",
                    "next_level_needs": "; ".join(need_text(n) for n in level.missing),
                }

    return write_table(out, LEVEL_COLUMNS, rows())
