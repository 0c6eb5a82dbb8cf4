"""The practical part of certification in the trainee report (issue 29): a trainee's level
in each game and the table tests scored on the house's rubric (the CSV exports of both are
:mod:`trainer.ui.reports.certification_csv`)."""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QCoreApplication

from trainer.progress import ProgressStore, score_text
from trainer.progress.rubric import shown_name
from trainer.ui.levels import level_text, needs_text
from trainer.ui.reports.certification_csv import in_period
from trainer.ui.reports.document import Cell, Col, Document
from trainer.ui.reports.text import day_text, game_name
from trainer.ui.theme import RIGHT, WRONG
from trainer.ui.translation import arg


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
        report.heading(QCoreApplication.translate("Reports", "Certification"), keep=report.mm(8))
        report.paragraph(
            QCoreApplication.translate(
                "Reports",
                "No certification level reached yet, and no table test scored in this period.",
            )
        )
        return
    report.table(
        QCoreApplication.translate("Reports", "Certification levels (as of today)"),
        [
            Col(QCoreApplication.translate("Reports", "Game"), 1.2),
            Col(QCoreApplication.translate("Reports", "Level"), 2.4),
            Col(QCoreApplication.translate("Reports", "Next"), 3.0),
        ],
        [
            [
                game_name(level.game),
                Cell(level_text(level), RIGHT if level.number else None, bold=bool(level.number)),
                needs_text(level),
            ]
            for level in levels
        ],
        empty=QCoreApplication.translate("Reports", "No game is played at this school."),
    )
    zone = store.now().tzinfo
    report.table(
        QCoreApplication.translate("Reports", "Table tests scored on the rubric"),
        [
            Col(QCoreApplication.translate("Reports", "Game"), 1.4),
            Col(QCoreApplication.translate("Reports", "Exam"), 1.6),
            Col(QCoreApplication.translate("Reports", "Scored on"), 1.0),
            Col(QCoreApplication.translate("Reports", "Score"), 0.7, right=True),
            Col(QCoreApplication.translate("Reports", "Pass mark"), 0.8, right=True),
            Col(QCoreApplication.translate("Reports", "Result"), 0.8),
            Col(QCoreApplication.translate("Reports", "Scored by"), 1.3),
        ],
        [
            [
                game_name(t.game),
                exams.get(sittings.get(t.sitting_id, ""), "?"),
                day_text(t.scored_at.astimezone(zone).date(), short=True),
                score_text(t.score_percent),
                score_text(t.pass_mark_percent),
                Cell(
                    QCoreApplication.translate("Reports", "Passed")
                    if t.passed
                    else QCoreApplication.translate("Reports", "Failed"),
                    RIGHT if t.passed else WRONG,
                    bold=True,
                ),
                t.scored_by_name,
            ]
            for t in tests
        ],
        empty=QCoreApplication.translate("Reports", "No table test was scored in this period."),
    )
    for t in tests:
        # Each test's rubric as it was scored: the criteria, their weights and points.
        report.table(
            arg(
                QCoreApplication.translate("Reports", "%1 table test of %2: %3, %4 (pass mark %5)"),
                game_name(t.game),
                day_text(t.scored_at.astimezone(zone).date(), short=True),
                score_text(t.score_percent),
                QCoreApplication.translate("Reports", "passed")
                if t.passed
                else QCoreApplication.translate("Reports", "failed"),
                score_text(t.pass_mark_percent),
            ),
            [
                Col(QCoreApplication.translate("Reports", "Criterion"), 3.0),
                Col(QCoreApplication.translate("Reports", "Weight"), 1.0, right=True),
                Col(QCoreApplication.translate("Reports", "Points"), 1.0, right=True),
            ],
            [
                [
                    shown_name(c.criterion),
                    f"{c.weight}%",
                    arg(QCoreApplication.translate("Reports", "%1 of %2"), c.points, c.out_of),
                ]
                for c in t.criteria
            ],
            empty="",
        )
