"""What the class report and the trainee report say, laid out on a :class:`Document`."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any, Final

from PySide6.QtCore import (
    QCoreApplication,
)

from trainer.progress import (
    Cohort,
    DayPoint,
    ExamSitting,
    Mastery,
    MissedFamily,
    ProgressStore,
    SkillStats,
    score_text,
)
from trainer.progress.stats import CLASS_STEPS, ClassStatistics, totals
from trainer.ui.reports import charts
from trainer.ui.reports.document import Cell, Col, Document, finish_pdf
from trainer.ui.reports.files import Cancelled, Progress, Run, check_range
from trainer.ui.reports.practical import lay_out_certification
from trainer.ui.reports.text import (
    accuracy_colour,
    accuracy_text,
    count_text,
    day_text,
    drillable_pairs,
    family_name,
    game_name,
    note_text,
    period_text,
    seconds_text,
    share_text,
    skill_name,
    supervisor_names,
)
from trainer.ui.theme import (
    MUTED,
    RIGHT,
    WRONG,
)
from trainer.ui.translation import arg

_MISSED_ROWS: Final = 12


def class_report_pdf(
    store: ProgressStore,
    path: Path,
    *,
    since: date | None = None,
    until: date | None = None,
    progress: Progress | None = None,
    cancelled: Cancelled | None = None,
    cohort: Cohort | None = None,
) -> int:
    """Write the class report (every active trainee, or those of one class: *cohort*) for a
    date range; returns its pages.

    A summary, the class's accuracy and median time by day, mastery per game and skill,
    the per game and skill table, the most-missed families and a table of trainees.
    """
    check_range(since, until)
    run = Run(progress, cancelled, total=CLASS_STEPS + 1)

    def step() -> None:
        run.check()
        run.step()

    run.check()
    data = store.class_statistics(
        since,
        until,
        missed_limit=_MISSED_ROWS,
        step=step,
        cohort=None if cohort is None else cohort.id,
    )
    title = QCoreApplication.translate("Reports", "Class report")
    if cohort is not None:
        title = arg(QCoreApplication.translate("Reports", "Class report: %1"), cohort.name)
    report = Document(
        title=title,
        period=period_text(
            since, until, data.trend[0].day if data.trend else None, store.now().date()
        ),
        station=store.station,
        printed=store.now(),
        school=store.settings().text_value("school.name"),
    )
    _lay_out_class(report, data, store.settings().int_value("mastery.accuracy-percent"))
    report.note(note_text(store))
    return finish_pdf(report, path, run)


def trainee_report_pdf(
    store: ProgressStore,
    trainee_id: int,
    path: Path,
    *,
    since: date | None = None,
    until: date | None = None,
    progress: Progress | None = None,
    cancelled: Cancelled | None = None,
) -> int:
    """Write one trainee's report for a date range; returns its pages.

    Their totals, accuracy and median time by day, the mastery grid, per game and skill
    statistics, most-missed families, exam sittings (with who signed them off), and their
    certification: the level in each game and the table tests scored on the rubric.
    """
    check_range(since, until)
    run = Run(progress, cancelled, total=3)
    run.check()
    detail = store.trainee_detail(trainee_id, since, until, missed_limit=_MISSED_ROWS)
    run.step()
    sittings = _sitting_lines(store, trainee_id, since, until)
    run.step()
    name = detail.trainee.name
    if detail.trainee.is_archived:
        name = arg(QCoreApplication.translate("Reports", "%1 (archived)"), name)
    report = Document(
        title=arg(QCoreApplication.translate("Reports", "Trainee report: %1"), name),
        period=period_text(
            since, until, detail.trend[0].day if detail.trend else None, store.now().date()
        ),
        station=store.station,
        printed=store.now(),
        school=store.settings().text_value("school.name"),
    )
    _lay_out_trainee(report, store, detail.skills, detail.trend, detail.mastery)
    _lay_out_missed(report, detail.most_missed)
    _lay_out_sittings(report, sittings)
    lay_out_certification(report, store, trainee_id, since, until)
    report.note(note_text(store))
    return finish_pdf(report, path, run)


# -- the sittings of a trainee report -----------------------------------------------------


@dataclass(frozen=True, slots=True)
class _SittingLine:
    exam: str
    day: date
    score: str
    pass_mark: str
    result: str
    result_colour: str
    signed: str


def _sitting_lines(
    store: ProgressStore, trainee_id: int, since: date | None, until: date | None
) -> list[_SittingLine]:
    zone = store.now().tzinfo
    supervisors = supervisor_names(store)
    exams: dict[str, Any] = {}
    lines = []
    sittings: Sequence[ExamSitting] = store.sittings(trainee_id=trainee_id)
    for sitting in sittings:
        day = sitting.started_at.astimezone(zone).date()
        if (since is not None and day < since) or (until is not None and day > until):
            continue
        if sitting.exam_id not in exams:
            exams[sitting.exam_id] = store.exam(sitting.exam_id)
        exam = exams[sitting.exam_id]
        if sitting.finished_at is None or sitting.score_percent is None:
            result, colour = QCoreApplication.translate("Reports", "Not finished"), MUTED
            score = "—"
        else:
            score = score_text(sitting.score_percent)
            if sitting.passed:
                result, colour = QCoreApplication.translate("Reports", "Passed"), RIGHT
            else:
                result, colour = QCoreApplication.translate("Reports", "Failed"), WRONG
        if sitting.signed_off_by is not None and sitting.signed_off_at is not None:
            who = supervisors.get(sitting.signed_off_by, f"#{sitting.signed_off_by}")
            signed = arg(
                QCoreApplication.translate("Reports", "%1, %2", "supervisor, day signed off"),
                who,
                day_text(sitting.signed_off_at.astimezone(zone).date(), short=True),
            )
        else:
            signed = QCoreApplication.translate("Reports", "Not signed off")
        lines.append(
            _SittingLine(
                exam=exam.name,
                day=day,
                score=score,
                pass_mark=score_text(exam.pass_mark_percent),
                result=result,
                result_colour=colour,
                signed=signed,
            )
        )
    return lines


# -- the two reports' contents -------------------------------------------------------------


def _lay_out_class(report: Document, data: ClassStatistics, good_percent: int) -> None:
    answering = sum(1 for line in data.trainees if line.totals.answers)
    report.tiles(
        [
            (QCoreApplication.translate("Reports", "Active trainees"), count_text(data.active)),
            (QCoreApplication.translate("Reports", "Trainees answering"), count_text(answering)),
            (
                QCoreApplication.translate("Reports", "Answers"),
                count_text(data.totals.answers),
            ),
            (
                QCoreApplication.translate("Reports", "Accuracy"),
                accuracy_text(data.totals.accuracy, data.totals.answers),
            ),
            (
                QCoreApplication.translate("Reports", "Median time"),
                seconds_text(data.totals.median_ms),
            ),
        ]
    )
    report.heading(QCoreApplication.translate("Reports", "The class by day"), keep=report.mm(62))
    if data.trend:
        charts.trend_charts(report, data.trend)
    else:
        report.paragraph(
            QCoreApplication.translate("Reports", "No answers in this period."), colour=MUTED
        )
    if data.active:
        report.heading(
            QCoreApplication.translate("Reports", "Mastery by game and skill"), keep=report.mm(66)
        )
        charts.mastery_bars(report, data.mastered, data.active)
    _lay_out_skills(
        report,
        data.skills,
        good_percent,
        QCoreApplication.translate("Reports", "Mastered by"),
        lambda s: arg(
            QCoreApplication.translate("Reports", "%1 of %2", "trainees mastering, of active"),
            data.mastered.get((s.game, s.skill), 0),
            data.active,
        ),
    )
    _lay_out_missed(report, data.most_missed)
    report.table(
        QCoreApplication.translate("Reports", "Trainees"),
        [
            Col(QCoreApplication.translate("Reports", "Trainee"), 2.2),
            Col(QCoreApplication.translate("Reports", "Answers"), 1.0, right=True),
            Col(QCoreApplication.translate("Reports", "Accuracy"), 0.9, right=True),
            Col(QCoreApplication.translate("Reports", "Median time"), 1.0, right=True),
            Col(QCoreApplication.translate("Reports", "Skills mastered"), 1.3, right=True),
            Col(QCoreApplication.translate("Reports", "Last active"), 1.2, right=True),
        ],
        [
            [
                Cell(line.name, bold=True),
                count_text(line.totals.answers) if line.totals.answers else "—",
                Cell(
                    accuracy_text(line.totals.accuracy, line.totals.answers),
                    accuracy_colour(line.totals.accuracy, good_percent),
                ),
                seconds_text(line.totals.median_ms),
                str(line.mastered),
                "—" if line.last_active is None else day_text(line.last_active, short=True),
            ]
            for line in data.trainees
        ],
        empty=QCoreApplication.translate("Reports", "There are no active trainees."),
    )


def _lay_out_trainee(
    report: Document,
    store: ProgressStore,
    skills: Sequence[SkillStats],
    trend: Sequence[DayPoint],
    mastery: Sequence[Mastery],
) -> None:
    figures = totals(skills)
    mastered = sum(1 for m in mastery if m.mastered)
    good = store.settings().int_value("mastery.accuracy-percent")
    report.tiles(
        [
            (QCoreApplication.translate("Reports", "Answers"), count_text(figures.answers)),
            (
                QCoreApplication.translate("Reports", "Accuracy"),
                accuracy_text(figures.accuracy, figures.answers),
            ),
            (
                QCoreApplication.translate("Reports", "Median time"),
                seconds_text(figures.median_ms),
            ),
            (
                QCoreApplication.translate("Reports", "Skills mastered"),
                arg(
                    QCoreApplication.translate("Reports", "%1 of %2", "skills mastered, of all"),
                    mastered,
                    len(drillable_pairs()),
                ),
            ),
            (
                QCoreApplication.translate("Reports", "Last active"),
                day_text(trend[-1].day, short=True) if trend else "—",
            ),
        ]
    )
    report.heading(QCoreApplication.translate("Reports", "Progress by day"), keep=report.mm(62))
    if trend:
        charts.trend_charts(report, trend)
    else:
        report.paragraph(
            QCoreApplication.translate("Reports", "No answers in this period."), colour=MUTED
        )
    report.heading(QCoreApplication.translate("Reports", "Mastery"), keep=report.mm(50))
    charts.mastery_grid(report, mastery)
    by_skill = {(m.game, m.skill): m for m in mastery}

    def mastery_cell(s: SkillStats) -> Cell:
        m = by_skill.get((s.game, s.skill))
        if m is None or not m.considered:
            return Cell("—", MUTED)
        if m.mastered:
            return Cell(QCoreApplication.translate("Reports", "Mastered"), RIGHT, bold=True)
        return Cell(
            arg(QCoreApplication.translate("Reports", "%1 of %2 right"), m.correct, m.window)
        )

    _lay_out_skills(
        report, skills, good, QCoreApplication.translate("Reports", "Mastery"), mastery_cell
    )


def _lay_out_skills(
    report: Document,
    skills: Sequence[SkillStats],
    good_percent: int,
    last_title: str,
    last_cell: Callable[[SkillStats], str | Cell],
) -> None:
    """The table of figures by game and skill; the last column is the report's own
    (mastered by how many trainees, or this trainee's mastery)."""
    report.table(
        QCoreApplication.translate("Reports", "By game and skill"),
        [
            Col(QCoreApplication.translate("Reports", "Game"), 1.5),
            Col(QCoreApplication.translate("Reports", "Skill"), 1.6),
            Col(QCoreApplication.translate("Reports", "Answers"), 1.0, right=True),
            Col(QCoreApplication.translate("Reports", "Accuracy"), 0.9, right=True),
            Col(QCoreApplication.translate("Reports", "Median"), 0.8, right=True),
            Col(QCoreApplication.translate("Reports", "90th pct."), 0.8, right=True),
            Col(last_title, 1.1, right=True),
        ],
        [
            [
                game_name(s.game),
                skill_name(s.skill),
                count_text(s.attempts),
                Cell(
                    accuracy_text(s.accuracy, s.attempts),
                    accuracy_colour(s.accuracy, good_percent),
                ),
                seconds_text(s.median_ms),
                seconds_text(s.p90_ms),
                last_cell(s),
            ]
            for s in skills
        ],
        empty=QCoreApplication.translate("Reports", "No answers in this period."),
    )


def _lay_out_missed(report: Document, missed: Sequence[MissedFamily]) -> None:
    report.table(
        QCoreApplication.translate("Reports", "Most-missed question families"),
        [
            Col(QCoreApplication.translate("Reports", "Question family"), 3.4),
            Col(QCoreApplication.translate("Reports", "Skill"), 1.5),
            Col(QCoreApplication.translate("Reports", "Answers"), 0.9, right=True),
            Col(QCoreApplication.translate("Reports", "Missed"), 0.9, right=True),
            Col(QCoreApplication.translate("Reports", "Miss rate"), 0.9, right=True),
        ],
        [
            [
                family_name(m.family, m.game),
                skill_name(m.skill),
                count_text(m.attempts),
                count_text(m.missed),
                Cell(share_text(m.missed, m.attempts), WRONG if m.miss_rate >= 0.4 else None),
            ]
            for m in missed
        ],
        empty=QCoreApplication.translate("Reports", "No question was missed in this period."),
    )


def _lay_out_sittings(report: Document, sittings: Sequence[_SittingLine]) -> None:
    report.table(
        QCoreApplication.translate("Reports", "Exam sittings"),
        [
            Col(QCoreApplication.translate("Reports", "Exam"), 2.0),
            Col(QCoreApplication.translate("Reports", "Sat on"), 1.0),
            Col(QCoreApplication.translate("Reports", "Score"), 0.7, right=True),
            Col(QCoreApplication.translate("Reports", "Pass mark"), 0.8, right=True),
            Col(QCoreApplication.translate("Reports", "Result"), 1.1),
            Col(QCoreApplication.translate("Reports", "Signed off by"), 2.1),
        ],
        [
            [
                line.exam,
                day_text(line.day, short=True),
                line.score,
                line.pass_mark,
                Cell(line.result, line.result_colour, bold=True),
                line.signed,
            ]
            for line in sittings
        ],
        empty=QCoreApplication.translate("Reports", "No exam was sat in this period."),
    )
