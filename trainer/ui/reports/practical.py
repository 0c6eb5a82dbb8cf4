"""The practical part of certification in the trainee report (issue 29): a trainee's level
in each game and the table tests scored on the house's rubric (the CSV exports of both are
:mod:`trainer.ui.reports.certification_csv`)."""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QCoreApplication

from trainer.progress import ProgressStore, score_text
from trainer.ui.levels import level_text, needs_text
from trainer.ui.reports.certification_csv import in_period
from trainer.ui.reports.document import Cell, Col, Document
from trainer.ui.reports.text import day_text, game_name
from trainer.ui.theme import RIGHT, WRONG
from trainer.ui.translation import arg


def _tr(text: str) -> str:
    return QCoreApplication.translate("Reports", text)


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
    tests = [t for t in store.trainee_table_tests(trainee_id) if in_period(store, t, since, until)]
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
