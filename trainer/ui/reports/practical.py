"""The practical part of certification in reports (issue 29): a trainee's level in each game
and the table tests scored on the house's rubric, in the trainee report (PDF) and in two
CSV exports, ``table-tests`` (a row per criterion scored) and ``levels`` (a row per trainee
and game)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from datetime import date
from typing import Final, TextIO

from PySide6.QtCore import QCoreApplication

from trainer.progress import ProgressStore, TableTest, score_text
from trainer.progress.records import JsonValue
from trainer.progress.transfer import write_table
from trainer.ui.levels import level_text, need_text, needs_text
from trainer.ui.reports.document import Cell, Col, Document
from trainer.ui.reports.text import day_text, game_name
from trainer.ui.theme import RIGHT, WRONG
from trainer.ui.translation import arg

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


def _tr(text: str) -> str:
    return QCoreApplication.translate("Reports", text)


def _in_period(
    store: ProgressStore, test: TableTest, since: date | None, until: date | None
) -> bool:
    day = test.scored_at.astimezone(store.now().tzinfo).date()
    return (since is None or day >= since) and (until is None or day <= until)


def lay_out_certification(
    report: Document,
    store: ProgressStore,
    trainee_id: int,
    since: date | None,
    until: date | None,
) -> None:
    """The trainee report's certification: the level in each game (as of now) and the
    table tests scored in the period, each criterion's points with it."""
    levels = store.levels(trainee_id)
    exams = {e.id: e.name for e in store.exams(include_retired=True)}
    sittings = {s.id: s.exam_id for s in store.sittings(trainee_id=trainee_id)}
    tests = [t for t in store.trainee_table_tests(trainee_id) if _in_period(store, t, since, until)]
    if not tests and not any(level.number for level in levels):
        # One line, not a table of six "no level yet" (a new trainee's report is one page).
        report.heading(_tr("Certification"), keep=report.mm(8))
        report.paragraph(
            _tr("No certification level reached yet, and no table test scored in this period.")
        )
        return
    report.table(
        _tr("Certification levels (as of today)"),
        [Col(_tr("Game"), 1.2), Col(_tr("Level"), 2.4), Col(_tr("Next"), 3.0)],
        [
            [
                game_name(level.game),
                Cell(level_text(level), RIGHT if level.number else None, bold=bool(level.number)),
                needs_text(level),
            ]
            for level in levels
        ],
        empty=_tr("No game is played at this school."),
    )
    zone = store.now().tzinfo
    report.table(
        _tr("Table tests scored on the rubric"),
        [
            Col(_tr("Game"), 1.4),
            Col(_tr("Exam"), 1.6),
            Col(_tr("Scored on"), 1.0),
            Col(_tr("Score"), 0.7, right=True),
            Col(_tr("Pass mark"), 0.8, right=True),
            Col(_tr("Result"), 0.8),
            Col(_tr("Scored by"), 1.3),
        ],
        [
            [
                game_name(t.game),
                exams.get(sittings.get(t.sitting_id, ""), "?"),
                day_text(t.scored_at.astimezone(zone).date(), short=True),
                score_text(t.score_percent),
                score_text(t.pass_mark_percent),
                Cell(
                    _tr("Passed") if t.passed else _tr("Failed"),
                    RIGHT if t.passed else WRONG,
                    bold=True,
                ),
                t.scored_by_name,
            ]
            for t in tests
        ],
        empty=_tr("No table test was scored in this period."),
    )
    for t in tests:
        # Each test's rubric as it was scored: the criteria, their weights and points.
        report.table(
            arg(
                _tr("%1 table test of %2: %3, %4 (pass mark %5)"),
                game_name(t.game),
                day_text(t.scored_at.astimezone(zone).date(), short=True),
                score_text(t.score_percent),
                _tr("passed") if t.passed else _tr("failed"),
                score_text(t.pass_mark_percent),
            ),
            [
                Col(_tr("Criterion"), 3.0),
                Col(_tr("Weight"), 1.0, right=True),
                Col(_tr("Points"), 1.0, right=True),
            ],
            [
                [c.criterion, f"{c.weight}%", arg(_tr("%1 of %2"), c.points, c.out_of)]
                for c in t.criteria
            ],
            empty="",
        )


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
                if not _in_period(store, test, since, until):
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
