"""The reports a supervisor prints: class and trainee reports, the table-test certificate
(PDF, with Qt's own PDF writer) and the CSV exports of the console.

Every function here is safe to run on a worker thread (the console runs them through
:func:`trainer.ui.worker.run_in_background`): pages are painted with ``QPainter`` on a
``QPdfWriter`` and the charts are drawn by hand, because Qt Charts and widgets belong to the
GUI thread. Nothing here touches a widget.

- *progress* is called as ``progress(done, total)`` from the worker thread: once with
  ``done == 0`` at the start, after each slow step, and with ``done == total`` once the
  file is in place. It must not touch widgets (emit a signal instead).
- *cancelled* is polled between steps (every trainee of a class, every page, every few
  hundred CSV rows); when it returns ``True`` the work stops, nothing is left on disk
  and :class:`ReportCancelled` is raised.

Files are written to a hidden temporary file beside the target and renamed over it only
when complete, so a cancelled or failed report never leaves a half-written file; a full
disk or a folder that cannot be written raises :class:`ReportError` (a
:class:`~trainer.errors.TrainerError`) with one plain sentence.

The statistics all come from the progress store; this module only lays them out. One
figure is composed here: a trainee's (or the class's) median time across skills is the
answer-weighted median of the per-skill medians, which the report's note says.
"""

from __future__ import annotations

import contextlib
import csv
import errno
import json
import math
import os
import uuid
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from decimal import Decimal
from pathlib import Path
from typing import IO, Any, Final, Literal

from PySide6.QtCore import (
    QBuffer,
    QCoreApplication,
    QDate,
    QDateTime,
    QIODevice,
    QLocale,
    QMarginsF,
    QPointF,
    QRectF,
    Qt,
    QTime,
    QTimeZone,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPageLayout,
    QPageSize,
    QPainter,
    QPainterPath,
    QPdfWriter,
    QPen,
    QPolygonF,
)

from trainer.errors import TrainerError
from trainer.progress import (
    GAMES,
    SKILLS,
    Attempt,
    DayPoint,
    ExamSitting,
    Mastery,
    MissedFamily,
    ProgressStore,
    SkillStats,
    TraineeSummary,
)
from trainer.progress.transfer import SUMMARY_FIELDS, summary_to_dict
from trainer.quiz.catalog import all_families, get_family
from trainer.quiz.errors import QuizError
from trainer.quiz.model import GAME_NAMES, Skill
from trainer.ui.theme import (
    ACCENT,
    FELT,
    FELT_DARK,
    INK,
    MUTED,
    PANEL,
    PAPER,
    RIGHT,
    WRONG,
)

Progress = Callable[[int, int], None]
"""``progress(done, total)``, called from the worker thread; must not touch widgets."""

Cancelled = Callable[[], bool]
"""Polled often; when it returns ``True`` the report stops and nothing is written."""

CsvKind = Literal["class", "trainee", "attempts"]

ATTEMPT_COLUMNS: Final = (
    "attempt_id",
    "trainee",
    "game",
    "skill",
    "family",
    "difficulty",
    "seed",
    "answer",
    "expected",
    "credit",
    "response_ms",
    "mode",
    "answered_at",
    "station",
)
"""The header of an ``attempts`` CSV export."""

SUMMARY_COLUMNS: Final = SUMMARY_FIELDS
"""The header of a ``class`` or ``trainee`` CSV export (as in ``dealer-trainer export``)."""

# Paper and type. Device units are dots at _DPI; sizes below are in points or millimetres.
_DPI: Final = 300
_MARGINS_MM: Final = QMarginsF(16, 14, 16, 14)
_SANS: Final = ("Segoe UI", "Helvetica Neue", "Arial", "DejaVu Sans", "Liberation Sans")
_SERIF: Final = ("Georgia", "Cambria", "Times New Roman", "DejaVu Serif", "Liberation Serif")

# The palette of trainer.ui.theme, plus the rules and tints the window's style sheet uses.
_LINE: Final = "#ddd6c8"
_STRIPE: Final = PAPER
_HEADER_FILL: Final = FELT_DARK
_PRACTISING_FILL: Final = "#f4e6c6"
_EMPTY_FILL: Final = "#efece6"
_SKILL_COLOURS: Final = (FELT, ACCENT, "#2b6cb0", WRONG, "#7b4ea3", "#16808a", MUTED)

_RECENT_DAYS: Final = 14  # a trainee's last day is looked for here first (cheap), then wider
_CHECK_EVERY: Final = 250  # CSV rows between polls of *cancelled* and calls of *progress*
_MISSED_ROWS: Final = 12


class ReportError(TrainerError):
    """A report could not be made or saved; the message says why in one sentence."""


class ReportCancelled(TrainerError):
    """The report was cancelled; nothing was written."""

    def __init__(self, message: str | None = None) -> None:
        super().__init__(
            message
            or QCoreApplication.translate(
                "Reports", "The report was cancelled; no file was written."
            )
        )


# -- public API ----------------------------------------------------------------------------


def class_report_pdf(
    store: ProgressStore,
    path: Path,
    *,
    since: date | None = None,
    until: date | None = None,
    progress: Progress | None = None,
    cancelled: Cancelled | None = None,
) -> int:
    """Write the class report (every active trainee) for a date range; returns its pages.

    A summary, the class's accuracy and median time by day, mastery per game and skill,
    the per game and skill table, the most-missed families and a table of trainees.
    """
    _check_range(since, until)
    active = store.trainees()
    run = _Run(progress, cancelled, total=3 + len(active) + 1)
    data = _class_data(store, since, until, run, active)
    report = _Document(
        title=QCoreApplication.translate("Reports", "Class report"),
        period=_range_text(since, until),
        station=store.station,
        printed=store.now(),
    )
    _lay_out_class(report, data)
    return _finish_pdf(report, path, run)


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
    statistics, most-missed families and exam sittings (with who signed them off).
    """
    _check_range(since, until)
    run = _Run(progress, cancelled, total=3)
    run.check()
    detail = store.trainee_detail(trainee_id, since, until, missed_limit=_MISSED_ROWS)
    run.step()
    sittings = _sitting_lines(store, trainee_id, since, until)
    run.step()
    name = detail.trainee.name
    if detail.trainee.is_archived:
        name = QCoreApplication.translate("Reports", "{name} (archived)").format(name=name)
    report = _Document(
        title=QCoreApplication.translate("Reports", "Trainee report: {name}").format(name=name),
        period=_range_text(since, until),
        station=store.station,
        printed=store.now(),
    )
    _lay_out_trainee(report, store, detail.skills, detail.trend, detail.mastery)
    _lay_out_missed(report, detail.most_missed)
    _lay_out_sittings(report, sittings)
    report.note(_note_text(store))
    return _finish_pdf(report, path, run)


def certificate_pdf(store: ProgressStore, sitting_id: str, path: Path) -> int:
    """Write the certificate of a passed, signed-off exam sitting (one landscape page).

    Refuses, with a :class:`ReportError` that says why, a sitting that is unfinished,
    failed or not yet signed off by a supervisor.
    """
    sitting = store.sitting(sitting_id)
    exam = store.exam(sitting.exam_id)
    if sitting.finished_at is None or sitting.score_percent is None:
        raise ReportError(
            QCoreApplication.translate(
                "Reports",
                "A certificate can be printed only for a finished exam, and this sitting "
                "of {exam} has not finished.",
            ).format(exam=exam.name)
        )
    if not sitting.passed:
        raise ReportError(
            QCoreApplication.translate(
                "Reports",
                "A certificate can be printed only for a passed exam, and this sitting of "
                "{exam} scored {score} against a pass mark of {mark}.",
            ).format(
                exam=exam.name,
                score=_percent_text(sitting.score_percent),
                mark=_percent_text(Decimal(exam.pass_mark_percent)),
            )
        )
    if sitting.signed_off_by is None or sitting.signed_off_at is None:
        raise ReportError(
            QCoreApplication.translate(
                "Reports",
                "A certificate can be printed only once a supervisor has signed off the "
                "exam, and this sitting of {exam} has not been signed off.",
            ).format(exam=exam.name)
        )
    trainee = store.trainee(sitting.trainee_id)
    supervisor = _supervisor_names(store).get(sitting.signed_off_by) or QCoreApplication.translate(
        "Reports", "supervisor {number}"
    ).format(number=sitting.signed_off_by)
    station = store.now().tzinfo
    certificate = _Certificate(
        trainee=trainee.name,
        exam=exam.name,
        score=_percent_text(sitting.score_percent),
        pass_mark=_percent_text(Decimal(exam.pass_mark_percent)),
        passed_on=sitting.finished_at.astimezone(station).date(),
        supervisor=supervisor,
        signed_on=sitting.signed_off_at.astimezone(station).date(),
        station=store.station,
        number=sitting.id.split("-")[0].upper(),
    )
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = _pdf_writer(
        buffer,
        landscape=True,
        title=QCoreApplication.translate("Reports", "Certificate of table test"),
    )
    painter = QPainter()
    if not painter.begin(writer):
        raise ReportError(
            QCoreApplication.translate("Reports", "The PDF writer could not be started.")
        )
    try:
        certificate.paint(painter, QRectF(0, 0, writer.width(), writer.height()), writer)
    finally:
        painter.end()
    _write_bytes(path, bytes(buffer.data().data()), _Run(None, None, 1))
    return 1


def export_csv(
    store: ProgressStore,
    path: Path,
    kind: Literal["class", "trainee", "attempts"],
    *,
    trainee_id: int | None = None,
    since: date | None = None,
    until: date | None = None,
    progress: Progress | None = None,
    cancelled: Cancelled | None = None,
) -> int:
    """Write a CSV export (UTF-8, header row); returns the data rows written.

    - ``"class"``: one row per active trainee and (game, skill) they answered in the range;
    - ``"trainee"``: the same rows for one trainee (*trainee_id*, archived or not);
    - ``"attempts"``: every attempt in the range (of one trainee if *trainee_id* is given),
      with the columns of :data:`ATTEMPT_COLUMNS`.
    """
    _check_range(since, until)
    if kind not in ("class", "trainee", "attempts"):
        raise ReportError(
            QCoreApplication.translate(
                "Reports", "{kind!r} is not a kind of export (class, trainee or attempts)."
            ).format(kind=kind)
        )
    if kind == "trainee" and trainee_id is None:
        raise ReportError(
            QCoreApplication.translate("Reports", "A trainee export needs a trainee chosen.")
        )
    if trainee_id is not None:
        store.trainee(trainee_id)  # names an unknown trainee
    # The rollups count every answer, so they size the attempts export exactly and cheaply.
    summaries = store.trainee_summaries(
        since, until, trainee_id=None if kind == "class" else trainee_id
    )
    if kind == "class":
        active = {t.id for t in store.trainees()}
        summaries = tuple(s for s in summaries if s.trainee_id in active)
    if kind == "attempts":
        expected = sum(s.stats.attempts for s in summaries)
        header: Sequence[str] = ATTEMPT_COLUMNS
        rows: Iterable[list[str]] = (
            _attempt_row(a)
            for a in store.attempts(trainee_id=trainee_id, since=since, until=until, page=5000)
        )
    else:
        expected = len(summaries)
        header = SUMMARY_COLUMNS
        rows = (_summary_row(s) for s in summaries)
    run = _Run(progress, cancelled, total=expected + 1)
    written = 0
    with _replacing(path, binary=False) as handle:
        writer = csv.writer(handle, lineterminator="\n")
        writer.writerow(header)
        for row in rows:
            writer.writerow(row)
            written += 1
            if written % _CHECK_EVERY == 0:
                run.check()
                run.to(min(written, expected))
        run.check()
    run.finish(written + 1)
    return written


# -- progress and cancellation ----------------------------------------------------------------


class _Run:
    """One report's progress reporting and cancellation polling."""

    def __init__(self, progress: Progress | None, cancelled: Cancelled | None, total: int) -> None:
        self._progress = progress
        self._cancelled = cancelled
        self.total = max(1, total)
        self.done = 0
        self._report()

    def _report(self) -> None:
        if self._progress is not None:
            self._progress(self.done, self.total)

    def check(self) -> None:
        """Raise :class:`ReportCancelled` if the caller has asked to stop."""
        if self._cancelled is not None and self._cancelled():
            raise ReportCancelled()

    def step(self) -> None:
        """One more step done (never the last: :meth:`finish` reports that)."""
        self.to(self.done + 1)

    def to(self, done: int) -> None:
        done = min(done, self.total - 1)
        if done > self.done:
            self.done = done
            self._report()

    def finish(self, total: int | None = None) -> None:
        """Everything done and the file in place."""
        if total is not None:
            self.total = max(1, total)
        self.done = self.total
        self._report()


# -- writing files -------------------------------------------------------------------------


def _save_error(path: Path, exc: OSError) -> ReportError:
    """One plain sentence for a failure to write *path*."""
    folder = str(path.parent)
    name = path.name
    if exc.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        text = QCoreApplication.translate(
            "Reports", "The disk holding {folder} is full, so {name} could not be saved."
        )
    elif isinstance(exc, IsADirectoryError):
        text = QCoreApplication.translate(
            "Reports", "{name} in {folder} is a folder, so the file could not be saved there."
        )
    elif isinstance(exc, NotADirectoryError):
        text = QCoreApplication.translate(
            "Reports", "{folder} is not a folder, so {name} could not be saved there."
        )
    elif isinstance(exc, FileNotFoundError):
        text = QCoreApplication.translate(
            "Reports", "The folder {folder} does not exist, so {name} could not be saved."
        )
    elif isinstance(exc, PermissionError) or exc.errno == errno.EROFS:
        text = QCoreApplication.translate(
            "Reports", "The folder {folder} cannot be written to, so {name} could not be saved."
        )
    else:
        return ReportError(
            QCoreApplication.translate(
                "Reports", "{name} could not be saved in {folder} ({reason})."
            ).format(name=name, folder=folder, reason=exc.strerror or exc)
        )
    return ReportError(text.format(folder=folder, name=name))


@contextlib.contextmanager
def _replacing(path: Path, *, binary: bool) -> Iterator[IO[Any]]:
    """A new file written beside *path* and renamed over it only if the block completes.

    On any error or cancellation the partial file is removed; ``OSError`` becomes a
    :class:`ReportError`.
    """
    temp = path.with_name(f".{path.name}.{uuid.uuid4().hex[:12]}.part")
    try:
        handle: IO[Any] = (
            open(temp, "xb") if binary else open(temp, "x", encoding="utf-8", newline="")  # noqa: SIM115
        )
    except OSError as exc:
        raise _save_error(path, exc) from exc
    try:
        with handle:
            yield handle
            handle.flush()
            os.fsync(handle.fileno())
        try:
            os.replace(temp, path)
        except PermissionError as exc:
            if path.is_file():  # Windows: the old report is open in a PDF viewer
                raise ReportError(
                    QCoreApplication.translate(
                        "Reports",
                        "{name} in {folder} could not be replaced; close it if another "
                        "program has it open, then try again.",
                    ).format(name=path.name, folder=path.parent)
                ) from exc
            raise
    except BaseException as exc:
        with contextlib.suppress(OSError):
            temp.unlink()
        if isinstance(exc, OSError):
            raise _save_error(path, exc) from exc
        raise


def _write_bytes(path: Path, data: bytes, run: _Run) -> None:
    run.check()
    with _replacing(path, binary=True) as handle:
        handle.write(data)
    run.finish()


def _check_range(since: date | None, until: date | None) -> None:
    if since is not None and until is not None and since > until:
        raise ReportError(
            QCoreApplication.translate(
                "Reports", "The report's first day, {since}, is after its last day, {until}."
            ).format(since=_day_text(since), until=_day_text(until))
        )


# -- CSV rows ------------------------------------------------------------------------------


def _cell(value: object) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _summary_row(summary: TraineeSummary) -> list[str]:
    fields = summary_to_dict(summary)
    return [_cell(fields[name]) for name in SUMMARY_COLUMNS]


def _json_text(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def _attempt_row(attempt: Attempt) -> list[str]:
    answered = attempt.answered_at.astimezone(UTC).isoformat(timespec="milliseconds")
    return [
        attempt.attempt_id,
        attempt.trainee,
        attempt.game,
        attempt.skill,
        attempt.family,
        str(attempt.difficulty),
        str(attempt.seed),
        _json_text(attempt.answer),
        _json_text(attempt.expected),
        str(attempt.credit),
        str(attempt.response_ms),
        attempt.mode,
        answered.replace("+00:00", "Z"),
        attempt.station,
    ]


# -- words and numbers ---------------------------------------------------------------------


def _day_text(day: date, *, short: bool = False) -> str:
    return QLocale().toString(
        QDate(day.year, day.month, day.day), "d MMM yyyy" if short else "d MMMM yyyy"
    )


def _moment_text(moment: datetime) -> str:
    local = QDateTime(
        QDate(moment.year, moment.month, moment.day),
        QTime(moment.hour, moment.minute),
        QTimeZone.fromSecondsAheadOfUtc(int((moment.utcoffset() or timedelta()).total_seconds())),
    )
    return QLocale().toString(local, "d MMM yyyy, HH:mm")


def _range_text(since: date | None, until: date | None) -> str:
    if since is not None and until is not None:
        if since == until:
            return _day_text(since)
        return QCoreApplication.translate("Reports", "{start} to {end}").format(
            start=_day_text(since), end=_day_text(until)
        )
    if since is not None:
        return QCoreApplication.translate("Reports", "From {start}").format(start=_day_text(since))
    if until is not None:
        return QCoreApplication.translate("Reports", "Up to {end}").format(end=_day_text(until))
    return QCoreApplication.translate("Reports", "All dates")


def _percent_text(value: Decimal) -> str:
    text = f"{value:.1f}"
    return f"{text[:-2] if text.endswith('.0') else text}%"


def _accuracy_text(accuracy: float | None) -> str:
    return "—" if accuracy is None else f"{accuracy * 100:.1f}%"


def _seconds_text(ms: float | None) -> str:
    if ms is None:
        return "—"
    return QCoreApplication.translate("Reports", "{seconds} s").format(seconds=f"{ms / 1000:.1f}")


def _count_text(n: int) -> str:
    return f"{n:,}"


def _game_name(game: str) -> str:
    return GAME_NAMES.get(game, game)


def _skill_name(skill: str) -> str:
    try:
        return Skill(skill).heading
    except ValueError:
        return skill


def _short_skill_names() -> dict[str, str]:
    return {
        "dealing-order": QCoreApplication.translate("Reports", "Dealing"),
        "settlement-order": QCoreApplication.translate("Reports", "Settling"),
        "payout": QCoreApplication.translate("Reports", "Payouts"),
        "rake": QCoreApplication.translate("Reports", "Rake"),
        "arrangement": QCoreApplication.translate("Reports", "Arranging"),
        "hand-reading": QCoreApplication.translate("Reports", "Reading"),
        "rulings": QCoreApplication.translate("Reports", "Rulings"),
    }


def _family_name(family: str, game: str) -> str:
    """A family's label (``"Three Card Poker: pay a position"``); an unknown id (from an
    older version, or another station's) keeps its id, after its game's name."""
    try:
        return get_family(family).label
    except QuizError:
        return f"{_game_name(game)}: {family}"


def _weighted_median(pairs: Iterable[tuple[int | None, int]]) -> int | None:
    """The median of per-group medians, each counted as often as its group has answers."""
    items = sorted((m, n) for m, n in pairs if m is not None and n > 0)
    total = sum(n for _, n in items)
    seen = 0
    for median, n in items:
        seen += n
        if 2 * seen >= total:
            return median
    return None


def _accuracy_of(stats: Iterable[SkillStats]) -> tuple[int, float | None]:
    """Total answers and their mean credit."""
    answers = 0
    credit = 0.0
    for s in stats:
        answers += s.attempts
        credit += s.accuracy * s.attempts
    return answers, (credit / answers if answers else None)


def _accuracy_colour(accuracy: float | None, good_percent: int) -> str | None:
    if accuracy is None:
        return None
    if accuracy * 100 >= good_percent:
        return RIGHT
    if accuracy < 0.6:
        return WRONG
    return None


def _supervisor_names(store: ProgressStore) -> dict[int, str]:
    return {s.id: s.name for s in store.supervisors()}


def _note_text(store: ProgressStore) -> str:
    settings = store.settings()
    return QCoreApplication.translate(
        "Reports",
        "Accuracy is the mean credit of the answers, partial credit counting in part. "
        "Median and 90th-percentile times are estimated from response-time histograms, to "
        "within about a fifth; a median across several skills weighs each skill's median by "
        "its answers. A skill is mastered when at least {percent}% of the last {window} "
        "answers are fully right and their median time is under the skill's target time.",
    ).format(
        percent=settings.int_value("mastery.accuracy-percent"),
        window=settings.int_value("mastery.window-attempts"),
    )


def _drillable() -> frozenset[tuple[str, str]]:
    """The (game, skill) pairs that have questions at all."""
    return frozenset((f.game, f.skill.value) for f in all_families())


# -- the data of a class report ------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _TraineeLine:
    name: str
    answers: int
    accuracy: float | None
    median_ms: int | None
    mastered: int
    last_active: date | None


@dataclass(frozen=True, slots=True)
class _ClassData:
    active: int
    skills: tuple[SkillStats, ...]
    trend: tuple[DayPoint, ...]
    mastered: Mapping[tuple[str, str], int]
    missed: tuple[MissedFamily, ...]
    trainees: tuple[_TraineeLine, ...]
    note: str
    good_percent: int


def _class_data(
    store: ProgressStore,
    since: date | None,
    until: date | None,
    run: _Run,
    active: Sequence[Any],
) -> _ClassData:
    run.check()
    overview = store.class_overview(since, until)
    run.step()
    run.check()
    by_trainee: dict[int, list[SkillStats]] = {}
    for summary in store.trainee_summaries(since, until):
        by_trainee.setdefault(summary.trainee_id, []).append(summary.stats)
    run.step()
    run.check()
    missed = store.most_missed(since, until, limit=_MISSED_ROWS)
    run.step()
    # A trainee's last day in the range: looked for in the class's last fortnight first,
    # which is one small query for anyone still practising, and over the range otherwise.
    # The same call gives their mastery as of the range's end.
    end = until or (overview.trend[-1].day if overview.trend else store.now().date())
    recent = end - timedelta(days=_RECENT_DAYS - 1)
    if since is not None and since > recent:
        recent = since
    lines: list[_TraineeLine] = []
    mastered: dict[tuple[str, str], int] = {}
    for trainee in active:
        run.check()
        stats = by_trainee.get(trainee.id, [])
        detail = store.trainee_detail(trainee.id, recent, until, missed_limit=0)
        trend = detail.trend
        if not trend and stats:
            trend = store.trainee_detail(trainee.id, since, until, missed_limit=0).trend
        count = 0
        for m in detail.mastery:
            if m.mastered:
                count += 1
                mastered[(m.game, m.skill)] = mastered.get((m.game, m.skill), 0) + 1
        answers, accuracy = _accuracy_of(stats)
        lines.append(
            _TraineeLine(
                name=trainee.name,
                answers=answers,
                accuracy=accuracy,
                median_ms=_weighted_median((s.median_ms, s.attempts) for s in stats),
                mastered=count,
                last_active=trend[-1].day if trend else None,
            )
        )
        run.step()
    lines.sort(key=lambda line: line.name.casefold())
    return _ClassData(
        active=overview.active_trainees,
        skills=overview.skills,
        trend=overview.trend,
        mastered=mastered,
        missed=missed,
        trainees=tuple(lines),
        note=_note_text(store),
        good_percent=store.settings().int_value("mastery.accuracy-percent"),
    )


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
    supervisors = _supervisor_names(store)
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
            score = _percent_text(sitting.score_percent)
            if sitting.passed:
                result, colour = QCoreApplication.translate("Reports", "Passed"), RIGHT
            else:
                result, colour = QCoreApplication.translate("Reports", "Failed"), WRONG
        if sitting.signed_off_by is not None and sitting.signed_off_at is not None:
            who = supervisors.get(sitting.signed_off_by, f"#{sitting.signed_off_by}")
            signed = QCoreApplication.translate("Reports", "{supervisor}, {date}").format(
                supervisor=who,
                date=_day_text(sitting.signed_off_at.astimezone(zone).date(), short=True),
            )
        else:
            signed = QCoreApplication.translate("Reports", "Not signed off")
        lines.append(
            _SittingLine(
                exam=exam.name,
                day=day,
                score=score,
                pass_mark=_percent_text(Decimal(exam.pass_mark_percent)),
                result=result,
                result_colour=colour,
                signed=signed,
            )
        )
    return lines


# -- page layout ---------------------------------------------------------------------------

Draw = Callable[[QPainter, float], None]
"""Paints one block whose top edge is at the given y (x runs from 0 to the text width)."""


def _font(points: float, *, bold: bool = False, serif: bool = False, italic: bool = False) -> QFont:
    font = QFont()
    font.setFamilies(list(_SERIF if serif else _SANS))
    font.setStyleHint(QFont.StyleHint.Serif if serif else QFont.StyleHint.SansSerif)
    font.setPointSizeF(points)
    font.setBold(bold)
    font.setItalic(italic)
    # No ligatures: a PDF reader then finds "certificate" and "signed off" when searched
    # for, and copies them as the letters they are rather than as one "fi" glyph.
    font.setFeature(QFont.Tag("liga"), 0)
    return font


def _pdf_writer(device: QIODevice, *, landscape: bool, title: str) -> QPdfWriter:
    writer = QPdfWriter(device)
    writer.setResolution(_DPI)
    orientation = (
        QPageLayout.Orientation.Landscape if landscape else QPageLayout.Orientation.Portrait
    )
    writer.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4),
            orientation,
            _MARGINS_MM,
            QPageLayout.Unit.Millimeter,
        )
    )
    writer.setTitle(title)
    writer.setCreator("Dealer Trainer")
    return writer


ALIGN_LEFT: Final = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
ALIGN_RIGHT: Final = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
ALIGN_CENTRE: Final = int(Qt.AlignmentFlag.AlignCenter)


@dataclass(frozen=True, slots=True)
class _Col:
    title: str
    share: float
    right: bool = False


@dataclass(frozen=True, slots=True)
class _Cell:
    text: str
    colour: str | None = None
    bold: bool = False


@dataclass(slots=True)
class _Flow:
    """Blocks placed down pages: each page a list of (top, draw)."""

    top: float
    bottom: float
    pages: list[list[tuple[float, Draw]]] = field(default_factory=lambda: [[]])
    y: float = 0.0

    def __post_init__(self) -> None:
        self.y = self.top

    @property
    def room(self) -> float:
        return self.bottom - self.y

    def new_page(self) -> None:
        self.pages.append([])
        self.y = self.top

    def need(self, height: float) -> None:
        """Start a new page unless *height* still fits on this one."""
        if height > self.room and self.pages[-1]:
            self.new_page()

    def place(self, height: float, draw: Draw, *, gap: float = 0.0) -> None:
        self.need(height)
        self.pages[-1].append((self.y, draw))
        self.y += height + gap


class _Document:
    """An A4 portrait report: a header and footer on every page, blocks flowed between."""

    def __init__(self, *, title: str, period: str, station: str, printed: datetime) -> None:
        self.title = title
        self.period = period
        self.station = station
        self.printed = printed
        self.buffer = QBuffer()
        self.buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        self.writer = _pdf_writer(self.buffer, landscape=False, title=title)
        self.width = float(self.writer.width())
        self.height = float(self.writer.height())
        self.body = _font(8.5)
        self.small = _font(7.2)
        self.small_bold = _font(7.2, bold=True)
        self.cell_font = _font(8)
        self.cell_bold = _font(8, bold=True)
        self.heading_font = _font(11.5, bold=True)
        self.title_font = _font(16, bold=True)
        self.brand_font = _font(9, bold=True)
        self.header_height = self.mm(24)
        self.footer_height = self.mm(10)
        self.flow = _Flow(self.header_height, self.height - self.footer_height)
        self.page_count = 0

    # units and text

    def pt(self, points: float) -> float:
        return points * _DPI / 72

    def mm(self, millimetres: float) -> float:
        return millimetres * _DPI / 25.4

    def metrics(self, font: QFont) -> QFontMetricsF:
        return QFontMetricsF(font, self.writer)

    def text(
        self,
        painter: QPainter,
        rect: QRectF,
        text: str,
        *,
        font: QFont,
        colour: str = INK,
        align: int = ALIGN_LEFT,
        elide: bool = True,
    ) -> None:
        painter.setFont(font)
        painter.setPen(QColor(colour))
        if elide:
            text = self.metrics(font).elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
        painter.drawText(rect, align, text)

    def _fitting(self, text: str, width: float, largest: float, smallest: float) -> QFont:
        """The largest bold font from *largest* down to *smallest* points that fits *text*."""
        size = largest
        font = _font(size, bold=True)
        while size > smallest and self.metrics(font).horizontalAdvance(text) > width:
            size -= 1
            font = _font(size, bold=True)
        return font

    def pen(self, colour: str, points: float) -> QPen:
        pen = QPen(QColor(colour))
        pen.setWidthF(self.pt(points))
        return pen

    # blocks

    def heading(self, text: str, *, keep: float = 0.0) -> None:
        """A section heading, kept on one page with the first *keep* of what follows."""
        height = self.metrics(self.heading_font).height() * 1.6 + self.mm(2)
        self.flow.need(height + keep)
        self.flow.place(height, lambda p, y: self._heading(p, y, text, height))

    def _heading(self, painter: QPainter, y: float, text: str, height: float) -> None:
        line_y = y + height - self.mm(2.2)
        self.text(
            painter,
            QRectF(0, y, self.width, line_y - y),
            text,
            font=self.heading_font,
            colour=FELT_DARK,
            align=int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom),
        )
        painter.setPen(self.pen(_LINE, 0.7))
        painter.drawLine(
            QPointF(0, line_y + self.mm(0.8)), QPointF(self.width, line_y + self.mm(0.8))
        )
        painter.setPen(self.pen(ACCENT, 1.6))
        painter.drawLine(
            QPointF(0, line_y + self.mm(0.8)), QPointF(self.mm(14), line_y + self.mm(0.8))
        )

    def paragraph(self, text: str, *, font: QFont | None = None, colour: str = INK) -> None:
        font = font or self.body
        flags = int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap)
        bound = self.metrics(font).boundingRect(QRectF(0, 0, self.width, 1e7), flags, text)
        height = bound.height() + self.mm(1)

        def draw(painter: QPainter, y: float) -> None:
            painter.setFont(font)
            painter.setPen(QColor(colour))
            painter.drawText(QRectF(0, y, self.width, height), flags, text)

        self.flow.place(height, draw, gap=self.mm(3))

    def note(self, text: str) -> None:
        self.flow.y += self.mm(2)
        self.paragraph(text, font=self.small, colour=MUTED)

    def tiles(self, items: Sequence[tuple[str, str]]) -> None:
        """A row of figures with their labels."""
        height = self.mm(19)
        gap = self.mm(3)
        width = (self.width - gap * (len(items) - 1)) / len(items)

        def draw(painter: QPainter, y: float) -> None:
            for i, (label, value) in enumerate(items):
                x = i * (width + gap)
                box = QRectF(x, y, width, height)
                painter.setPen(self.pen(_LINE, 0.8))
                painter.setBrush(QColor(PANEL))
                painter.drawRoundedRect(box, self.mm(1.6), self.mm(1.6))
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(ACCENT))
                painter.drawRect(QRectF(x + self.mm(3), y, self.mm(8), self.mm(0.9)))
                inner = box.adjusted(self.mm(3), self.mm(2.5), -self.mm(3), -self.mm(2))
                self.text(
                    painter,
                    QRectF(inner.left(), inner.top(), inner.width(), inner.height() * 0.38),
                    label,
                    font=self.small,
                    colour=MUTED,
                )
                self.text(
                    painter,
                    QRectF(
                        inner.left(),
                        inner.top() + inner.height() * 0.38,
                        inner.width(),
                        inner.height() * 0.62,
                    ),
                    value,
                    font=self._fitting(value, inner.width(), 16, 9),
                    colour=FELT_DARK,
                )
            painter.setBrush(Qt.BrushStyle.NoBrush)

        self.flow.place(height, draw, gap=self.mm(5))

    def table(
        self,
        title: str,
        columns: Sequence[_Col],
        rows: Sequence[Sequence[str | _Cell]],
        *,
        empty: str,
    ) -> None:
        """A table under a heading, split across pages with its header repeated."""
        row_height = self.metrics(self.cell_font).height() * 1.75
        header_height = self.metrics(self.cell_bold).height() * 2.0
        if not rows:
            self.heading(title, keep=self.mm(8))
            self.paragraph(empty, colour=MUTED)
            return
        self.heading(title, keep=header_height + row_height * min(3, len(rows)))
        total = sum(c.share for c in columns)
        pad = self.mm(1.8)
        edges = [0.0]
        for column in columns:
            edges.append(edges[-1] + self.width * column.share / total)

        def header(painter: QPainter, y: float) -> None:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(_HEADER_FILL))
            painter.drawRect(QRectF(0, y, self.width, header_height))
            for i, column in enumerate(columns):
                self.text(
                    painter,
                    QRectF(edges[i] + pad, y, edges[i + 1] - edges[i] - 2 * pad, header_height),
                    column.title,
                    font=self.cell_bold,
                    colour="#ffffff",
                    align=ALIGN_RIGHT if column.right else ALIGN_LEFT,
                )

        def row_draw(index: int, cells: Sequence[str | _Cell]) -> Draw:
            def draw(painter: QPainter, y: float) -> None:
                rect = QRectF(0, y, self.width, row_height)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(_STRIPE if index % 2 else PANEL))
                painter.drawRect(rect)
                painter.setPen(self.pen(_LINE, 0.4))
                painter.drawLine(rect.bottomLeft(), rect.bottomRight())
                for i, (column, cell) in enumerate(zip(columns, cells, strict=True)):
                    item = cell if isinstance(cell, _Cell) else _Cell(cell)
                    self.text(
                        painter,
                        QRectF(edges[i] + pad, y, edges[i + 1] - edges[i] - 2 * pad, row_height),
                        item.text,
                        font=self.cell_bold if item.bold else self.cell_font,
                        colour=item.colour or INK,
                        align=ALIGN_RIGHT if column.right else ALIGN_LEFT,
                    )

            return draw

        self.flow.place(header_height, header)
        for index, cells in enumerate(rows):
            if row_height > self.flow.room:
                self.flow.new_page()
                self.flow.place(
                    self.metrics(self.small).height() * 1.5,
                    lambda p, y: self.text(
                        p,
                        QRectF(0, y, self.width, self.metrics(self.small).height() * 1.4),
                        QCoreApplication.translate("Reports", "{title} (continued)").format(
                            title=title
                        ),
                        font=self.small_bold,
                        colour=MUTED,
                    ),
                )
                self.flow.place(header_height, header)
            self.flow.place(row_height, row_draw(index, cells))
        self.flow.y += self.mm(6)

    def block(self, height: float, draw: Draw, *, gap: float | None = None) -> None:
        self.flow.place(height, draw, gap=self.mm(5) if gap is None else gap)

    # pages

    def _header(self, painter: QPainter) -> None:
        brand = self.metrics(self.brand_font).height()
        self.text(
            painter,
            QRectF(0, 0, self.width * 0.5, brand),
            "Dealer Trainer",
            font=self.brand_font,
            colour=FELT,
        )
        self.text(
            painter,
            QRectF(self.width * 0.4, 0, self.width * 0.6, brand),
            QCoreApplication.translate("Reports", "Station: {station}").format(
                station=self.station
            ),
            font=self.small,
            colour=MUTED,
            align=ALIGN_RIGHT,
        )
        title_h = self.metrics(self.title_font).height() * 1.2
        top = brand + self.mm(1.5)
        period_w = self.metrics(self.body).horizontalAdvance(self.period) + self.mm(1)
        room = self.width - period_w - self.mm(6)
        self.text(
            painter,
            QRectF(0, top, room, title_h),
            self.title,
            font=self._fitting(self.title, room, 16, 10),
            colour=INK,
        )
        self.text(
            painter,
            QRectF(self.width - period_w, top, period_w, title_h),
            self.period,
            font=self.body,
            colour=MUTED,
            align=int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
        )
        rule = top + title_h + self.mm(1.5)
        painter.setPen(self.pen(FELT_DARK, 1.4))
        painter.drawLine(QPointF(0, rule), QPointF(self.width, rule))
        painter.setPen(self.pen(ACCENT, 0.6))
        painter.drawLine(QPointF(0, rule + self.mm(0.9)), QPointF(self.width, rule + self.mm(0.9)))

    def _footer(self, painter: QPainter, number: int, count: int) -> None:
        height = self.metrics(self.small).height()
        top = self.height - height
        painter.setPen(self.pen(_LINE, 0.6))
        painter.drawLine(QPointF(0, top - self.mm(1.5)), QPointF(self.width, top - self.mm(1.5)))
        self.text(
            painter,
            QRectF(0, top, self.width * 0.7, height),
            QCoreApplication.translate("Reports", "Printed {moment} by Dealer Trainer").format(
                moment=_moment_text(self.printed)
            ),
            font=self.small,
            colour=MUTED,
        )
        self.text(
            painter,
            QRectF(self.width * 0.5, top, self.width * 0.5, height),
            QCoreApplication.translate("Reports", "Page {number} of {count}").format(
                number=number, count=count
            ),
            font=self.small,
            colour=MUTED,
            align=ALIGN_RIGHT,
        )

    def render(self, run: _Run) -> bytes:
        """Paint every page (polling for cancellation) and return the PDF."""
        pages = [page for page in self.flow.pages if page] or [[]]
        painter = QPainter()
        if not painter.begin(self.writer):
            raise ReportError(
                QCoreApplication.translate("Reports", "The PDF writer could not be started.")
            )
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            for number, blocks in enumerate(pages, start=1):
                run.check()
                if number > 1:
                    self.writer.newPage()
                self._header(painter)
                for top, draw in blocks:
                    painter.save()
                    draw(painter, top)
                    painter.restore()
                self._footer(painter, number, len(pages))
        finally:
            painter.end()
        self.page_count = len(pages)
        return bytes(self.buffer.data().data())

    # charts

    def trend_charts(self, trend: Sequence[DayPoint]) -> None:
        """Accuracy and median time by day, side by side."""
        height = self.mm(62)
        gap = self.mm(6)
        half = (self.width - gap) / 2
        accuracy = [(p.day, p.accuracy * 100) for p in trend]
        medians = [(p.day, p.median_ms / 1000) for p in trend if p.median_ms is not None]
        top_seconds = max((v for _, v in medians), default=0.0)
        seconds_ticks = _nice_ticks(top_seconds)

        def draw(painter: QPainter, y: float) -> None:
            self._line_chart(
                painter,
                QRectF(0, y, half, height),
                QCoreApplication.translate("Reports", "Accuracy by day"),
                accuracy,
                [0, 25, 50, 75, 100],
                lambda v: f"{v:g}%",
                FELT,
            )
            self._line_chart(
                painter,
                QRectF(half + gap, y, half, height),
                QCoreApplication.translate("Reports", "Median response time by day"),
                medians,
                seconds_ticks,
                lambda v: QCoreApplication.translate("Reports", "{seconds} s").format(
                    seconds=f"{v:g}"
                ),
                ACCENT,
            )

        self.block(height, draw)

    def _line_chart(
        self,
        painter: QPainter,
        rect: QRectF,
        title: str,
        points: Sequence[tuple[date, float]],
        ticks: Sequence[float],
        label: Callable[[float], str],
        colour: str,
    ) -> None:
        painter.setPen(self.pen(_LINE, 0.8))
        painter.setBrush(QColor(PANEL))
        painter.drawRoundedRect(rect, self.mm(1.6), self.mm(1.6))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        inner = rect.adjusted(self.mm(3), self.mm(2.5), -self.mm(4), -self.mm(2))
        title_h = self.metrics(self.cell_bold).height() * 1.5
        self.text(
            painter,
            QRectF(inner.left(), inner.top(), inner.width(), title_h),
            title,
            font=self.cell_bold,
        )
        small = self.metrics(self.small)
        label_w = max(small.horizontalAdvance(label(t)) for t in ticks) + self.mm(2)
        plot = QRectF(
            inner.left() + label_w,
            inner.top() + title_h + small.height() * 0.6,
            inner.width() - label_w,
            inner.height() - title_h - small.height() * 2.4,
        )
        top_value = ticks[-1] or 1.0
        for tick in ticks:
            y = plot.bottom() - tick / top_value * plot.height()
            painter.setPen(self.pen(_LINE if tick else MUTED, 0.5 if tick else 0.7))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            self.text(
                painter,
                QRectF(
                    inner.left(), y - small.height() / 2, label_w - self.mm(1.5), small.height()
                ),
                label(tick),
                font=self.small,
                colour=MUTED,
                align=ALIGN_RIGHT,
                elide=False,
            )
        if not points:
            self.text(
                painter,
                plot,
                QCoreApplication.translate("Reports", "No answers in this period."),
                font=self.body,
                colour=MUTED,
                align=ALIGN_CENTRE,
            )
            return
        first, last = points[0][0], points[-1][0]
        span = (last - first).days

        def x_of(day: date) -> float:
            if span == 0:
                return plot.center().x()
            return plot.left() + (day - first).days / span * plot.width()

        # Date labels under the axis, at most five, never running off the chart.
        count = 1 if span == 0 else min(5, span + 1)
        for i in range(count):
            day = first if count == 1 else first + timedelta(days=round(i * span / (count - 1)))
            text = QLocale().toString(QDate(day.year, day.month, day.day), "d MMM")
            width = small.horizontalAdvance(text) + self.mm(1)
            x = min(max(x_of(day) - width / 2, plot.left()), inner.right() - width)
            self.text(
                painter,
                QRectF(x, plot.bottom() + small.height() * 0.3, width, small.height()),
                text,
                font=self.small,
                colour=MUTED,
                align=ALIGN_CENTRE,
                elide=False,
            )
        line = [
            QPointF(x_of(day), plot.bottom() - min(value, top_value) / top_value * plot.height())
            for day, value in points
        ]
        area = QPainterPath()
        area.moveTo(QPointF(line[0].x(), plot.bottom()))
        for point in line:
            area.lineTo(point)
        area.lineTo(QPointF(line[-1].x(), plot.bottom()))
        area.closeSubpath()
        fill = QColor(colour)
        fill.setAlpha(40)
        painter.fillPath(area, QBrush(fill))
        pen = self.pen(colour, 1.3)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.drawPolyline(QPolygonF(line))
        if len(points) <= 45:
            painter.setBrush(QColor(colour))
            painter.setPen(self.pen(PANEL, 0.6))
            radius = self.mm(0.75)
            for point in line:
                painter.drawEllipse(point, radius, radius)
            painter.setBrush(Qt.BrushStyle.NoBrush)

    def mastery_bars(self, counts: Mapping[tuple[str, str], int], active: int) -> None:
        """Bars of how many active trainees master each skill, grouped by game."""
        height = self.mm(66)
        drillable = _drillable()
        short = _short_skill_names()

        def draw(painter: QPainter, y: float) -> None:
            rect = QRectF(0, y, self.width, height)
            painter.setPen(self.pen(_LINE, 0.8))
            painter.setBrush(QColor(PANEL))
            painter.drawRoundedRect(rect, self.mm(1.6), self.mm(1.6))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            inner = rect.adjusted(self.mm(3), self.mm(3), -self.mm(4), -self.mm(2.5))
            small = self.metrics(self.small)
            legend_h = small.height() * 1.8
            ticks = [0, 25, 50, 75, 100]
            label_w = small.horizontalAdvance("100%") + self.mm(2)
            plot = QRectF(
                inner.left() + label_w,
                inner.top() + small.height() * 2.2,
                inner.width() - label_w,
                inner.height() - legend_h - small.height() * 4.0,
            )
            for tick in ticks:
                ty = plot.bottom() - tick / 100 * plot.height()
                painter.setPen(self.pen(_LINE if tick else MUTED, 0.5 if tick else 0.7))
                painter.drawLine(QPointF(plot.left(), ty), QPointF(plot.right(), ty))
                self.text(
                    painter,
                    QRectF(
                        inner.left(),
                        ty - small.height() / 2,
                        label_w - self.mm(1.5),
                        small.height(),
                    ),
                    f"{tick}%",
                    font=self.small,
                    colour=MUTED,
                    align=ALIGN_RIGHT,
                    elide=False,
                )
            group = plot.width() / len(GAMES)
            slot = group * 0.84 / len(SKILLS)
            for g, game in enumerate(GAMES):
                left = plot.left() + g * group + group * 0.08
                for s, skill in enumerate(SKILLS):
                    if (game, skill) not in drillable:
                        continue
                    n = counts.get((game, skill), 0)
                    share = n / active if active else 0.0
                    bar_h = max(share * plot.height(), self.mm(0.4))
                    x = left + s * slot + slot * 0.12
                    bar = QRectF(x, plot.bottom() - bar_h, slot * 0.76, bar_h)
                    painter.setPen(Qt.PenStyle.NoPen)
                    painter.setBrush(QColor(_SKILL_COLOURS[s % len(_SKILL_COLOURS)]))
                    painter.drawRect(bar)
                    self.text(
                        painter,
                        QRectF(
                            x - slot * 0.2,
                            bar.top() - small.height() * 1.05,
                            slot * 1.16,
                            small.height(),
                        ),
                        str(n),
                        font=self.small,
                        colour=MUTED,
                        align=ALIGN_CENTRE,
                        elide=False,
                    )
                self.text(
                    painter,
                    QRectF(
                        plot.left() + g * group,
                        plot.bottom() + small.height() * 0.3,
                        group,
                        small.height() * 1.2,
                    ),
                    _game_name(game),
                    font=self.small_bold,
                    colour=INK,
                    align=ALIGN_CENTRE,
                )
            painter.setBrush(Qt.BrushStyle.NoBrush)
            self.text(
                painter,
                QRectF(
                    inner.left(), inner.top() - small.height() * 0.2, inner.width(), small.height()
                ),
                QCoreApplication.translate(
                    "Reports", "Share of the {count} active trainees who master each skill"
                ).format(count=active),
                font=self.small,
                colour=MUTED,
            )
            self._legend(
                painter,
                QRectF(plot.left(), inner.bottom() - legend_h, plot.width(), legend_h),
                short,
            )

        self.block(height, draw)

    def _legend(self, painter: QPainter, rect: QRectF, short: Mapping[str, str]) -> None:
        width = rect.width() / len(SKILLS)
        for s, skill in enumerate(SKILLS):
            x = rect.left() + s * width
            swatch = QRectF(x, rect.center().y() - self.mm(1.1), self.mm(2.2), self.mm(2.2))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(_SKILL_COLOURS[s % len(_SKILL_COLOURS)]))
            painter.drawRect(swatch)
            self.text(
                painter,
                QRectF(
                    swatch.right() + self.mm(1.2), rect.top(), width - self.mm(4), rect.height()
                ),
                short.get(skill, skill),
                font=self.small,
                colour=INK,
            )
        painter.setBrush(Qt.BrushStyle.NoBrush)

    def mastery_grid(self, mastery: Sequence[Mastery]) -> None:
        """Games by skills: mastered, practising (right of the last answers) or not yet."""
        found = {(m.game, m.skill): m for m in mastery}
        drillable = _drillable()
        short = _short_skill_names()
        head_h = self.metrics(self.small_bold).height() * 1.6
        cell_h = self.mm(11)
        gap = self.mm(1)
        legend_h = self.metrics(self.small).height() * 1.8
        height = head_h + len(GAMES) * (cell_h + gap) + legend_h
        label_w = self.mm(30)
        cell_w = (self.width - label_w - gap * (len(SKILLS) - 1)) / len(SKILLS)

        def draw(painter: QPainter, y: float) -> None:
            for s, skill in enumerate(SKILLS):
                self.text(
                    painter,
                    QRectF(label_w + s * (cell_w + gap), y, cell_w, head_h),
                    short.get(skill, skill),
                    font=self.small_bold,
                    colour=MUTED,
                    align=ALIGN_CENTRE,
                )
            for g, game in enumerate(GAMES):
                top = y + head_h + g * (cell_h + gap)
                self.text(
                    painter, QRectF(0, top, label_w, cell_h), _game_name(game), font=self.cell_bold
                )
                for s, skill in enumerate(SKILLS):
                    cell = QRectF(label_w + s * (cell_w + gap), top, cell_w, cell_h)
                    self._grid_cell(
                        painter, cell, found.get((game, skill)), (game, skill) in drillable
                    )
            self._grid_legend(painter, QRectF(0, y + height - legend_h, self.width, legend_h))

        self.block(height, draw)

    def _grid_cell(
        self, painter: QPainter, cell: QRectF, m: Mastery | None, drillable: bool
    ) -> None:
        if not drillable:
            painter.setPen(self.pen(_LINE, 0.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(cell, self.mm(1), self.mm(1))
            return
        if m is not None and m.mastered:
            fill, ink = RIGHT, "#ffffff"
            first = QCoreApplication.translate("Reports", "Mastered")
        elif m is not None and m.considered:
            fill, ink = _PRACTISING_FILL, INK
            first = QCoreApplication.translate("Reports", "{right} of {window}").format(
                right=m.correct, window=m.window
            )
        else:
            fill, ink = _EMPTY_FILL, MUTED
            first = QCoreApplication.translate("Reports", "Not practised")
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(fill))
        painter.drawRoundedRect(cell, self.mm(1), self.mm(1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        inner = cell.adjusted(self.mm(0.8), self.mm(1), -self.mm(0.8), -self.mm(1))
        if m is None or not m.considered:
            self.text(painter, inner, first, font=self.small, colour=ink, align=ALIGN_CENTRE)
            return
        half = inner.height() / 2
        self.text(
            painter,
            QRectF(inner.left(), inner.top(), inner.width(), half),
            first,
            font=self.small_bold,
            colour=ink,
            align=ALIGN_CENTRE,
        )
        second = QCoreApplication.translate("Reports", "{median} / {target}").format(
            median=_seconds_text(m.median_ms), target=_seconds_text(m.target_ms)
        )
        self.text(
            painter,
            QRectF(inner.left(), inner.top() + half, inner.width(), half),
            second,
            font=self.small,
            colour=ink,
            align=ALIGN_CENTRE,
        )

    def _grid_legend(self, painter: QPainter, rect: QRectF) -> None:
        items = (
            (RIGHT, QCoreApplication.translate("Reports", "Mastered")),
            (
                _PRACTISING_FILL,
                QCoreApplication.translate(
                    "Reports",
                    "Practising: fully right of the last answers, and median / target time",
                ),
            ),
            (_EMPTY_FILL, QCoreApplication.translate("Reports", "Not practised")),
        )
        small = self.metrics(self.small)
        x = rect.left()
        for fill, text in items:
            swatch = QRectF(x, rect.center().y() - self.mm(1.3), self.mm(2.6), self.mm(2.6))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(fill))
            painter.drawRoundedRect(swatch, self.mm(0.5), self.mm(0.5))
            width = small.horizontalAdvance(text) + self.mm(1)
            self.text(
                painter,
                QRectF(swatch.right() + self.mm(1.2), rect.top(), width, rect.height()),
                text,
                font=self.small,
                colour=MUTED,
                elide=False,
            )
            x = swatch.right() + self.mm(1.2) + width + self.mm(5)
        painter.setBrush(Qt.BrushStyle.NoBrush)


def _nice_ticks(maximum: float) -> list[float]:
    """Round gridline values from 0 to at least *maximum*, about five of them."""
    if maximum <= 0:
        return [0.0, 1.0]
    raw = maximum / 4
    magnitude = 10 ** math.floor(math.log10(raw))
    step = magnitude * 10
    for multiple in (1, 2, 2.5, 5, 10):
        if multiple * magnitude >= raw:
            step = multiple * magnitude
            break
    steps = math.ceil(maximum / step - 1e-9)
    return [round(i * step, 6) for i in range(steps + 1)]


def _finish_pdf(report: _Document, path: Path, run: _Run) -> int:
    data = report.render(run)
    _write_bytes(path, data, run)
    return report.page_count


# -- the two reports' contents -------------------------------------------------------------


def _lay_out_class(report: _Document, data: _ClassData) -> None:
    answers, accuracy = _accuracy_of(data.skills)
    median = _weighted_median((s.median_ms, s.attempts) for s in data.skills)
    answering = sum(1 for line in data.trainees if line.answers)
    report.tiles(
        [
            (QCoreApplication.translate("Reports", "Active trainees"), _count_text(data.active)),
            (QCoreApplication.translate("Reports", "Trainees answering"), _count_text(answering)),
            (QCoreApplication.translate("Reports", "Answers"), _count_text(answers)),
            (QCoreApplication.translate("Reports", "Accuracy"), _accuracy_text(accuracy)),
            (QCoreApplication.translate("Reports", "Median time"), _seconds_text(median)),
        ]
    )
    report.heading(QCoreApplication.translate("Reports", "The class by day"), keep=report.mm(62))
    if data.trend:
        report.trend_charts(data.trend)
    else:
        report.paragraph(
            QCoreApplication.translate("Reports", "No answers in this period."), colour=MUTED
        )
    if data.active:
        report.heading(
            QCoreApplication.translate("Reports", "Mastery by game and skill"), keep=report.mm(66)
        )
        report.mastery_bars(data.mastered, data.active)
    _lay_out_skills(
        report,
        data.skills,
        data.good_percent,
        QCoreApplication.translate("Reports", "Mastered by"),
        lambda s: QCoreApplication.translate("Reports", "{count} of {active}").format(
            count=data.mastered.get((s.game, s.skill), 0), active=data.active
        ),
    )
    _lay_out_missed(report, data.missed)
    report.table(
        QCoreApplication.translate("Reports", "Trainees"),
        [
            _Col(QCoreApplication.translate("Reports", "Trainee"), 2.2),
            _Col(QCoreApplication.translate("Reports", "Answers"), 1.0, right=True),
            _Col(QCoreApplication.translate("Reports", "Accuracy"), 0.9, right=True),
            _Col(QCoreApplication.translate("Reports", "Median time"), 1.0, right=True),
            _Col(QCoreApplication.translate("Reports", "Skills mastered"), 1.3, right=True),
            _Col(QCoreApplication.translate("Reports", "Last active"), 1.2, right=True),
        ],
        [
            [
                _Cell(line.name, bold=True),
                _count_text(line.answers) if line.answers else "—",
                _Cell(
                    _accuracy_text(line.accuracy),
                    _accuracy_colour(line.accuracy, data.good_percent),
                ),
                _seconds_text(line.median_ms),
                str(line.mastered),
                "—" if line.last_active is None else _day_text(line.last_active, short=True),
            ]
            for line in data.trainees
        ],
        empty=QCoreApplication.translate("Reports", "There are no active trainees."),
    )
    report.note(data.note)


def _lay_out_trainee(
    report: _Document,
    store: ProgressStore,
    skills: Sequence[SkillStats],
    trend: Sequence[DayPoint],
    mastery: Sequence[Mastery],
) -> None:
    answers, accuracy = _accuracy_of(skills)
    median = _weighted_median((s.median_ms, s.attempts) for s in skills)
    mastered = sum(1 for m in mastery if m.mastered)
    good = store.settings().int_value("mastery.accuracy-percent")
    report.tiles(
        [
            (QCoreApplication.translate("Reports", "Answers"), _count_text(answers)),
            (QCoreApplication.translate("Reports", "Accuracy"), _accuracy_text(accuracy)),
            (QCoreApplication.translate("Reports", "Median time"), _seconds_text(median)),
            (
                QCoreApplication.translate("Reports", "Skills mastered"),
                QCoreApplication.translate("Reports", "{count} of {total}").format(
                    count=mastered, total=len(_drillable())
                ),
            ),
            (
                QCoreApplication.translate("Reports", "Last active"),
                _day_text(trend[-1].day, short=True) if trend else "—",
            ),
        ]
    )
    report.heading(QCoreApplication.translate("Reports", "Progress by day"), keep=report.mm(62))
    if trend:
        report.trend_charts(trend)
    else:
        report.paragraph(
            QCoreApplication.translate("Reports", "No answers in this period."), colour=MUTED
        )
    report.heading(QCoreApplication.translate("Reports", "Mastery"), keep=report.mm(50))
    report.mastery_grid(mastery)
    by_skill = {(m.game, m.skill): m for m in mastery}

    def mastery_cell(s: SkillStats) -> _Cell:
        m = by_skill.get((s.game, s.skill))
        if m is None or not m.considered:
            return _Cell("—", MUTED)
        if m.mastered:
            return _Cell(QCoreApplication.translate("Reports", "Mastered"), RIGHT, bold=True)
        return _Cell(
            QCoreApplication.translate("Reports", "{right} of {window} right").format(
                right=m.correct, window=m.window
            )
        )

    _lay_out_skills(
        report, skills, good, QCoreApplication.translate("Reports", "Mastery"), mastery_cell
    )


def _lay_out_skills(
    report: _Document,
    skills: Sequence[SkillStats],
    good_percent: int,
    last_title: str,
    last_cell: Callable[[SkillStats], str | _Cell],
) -> None:
    """The table of figures by game and skill; the last column is the report's own
    (mastered by how many trainees, or this trainee's mastery)."""
    report.table(
        QCoreApplication.translate("Reports", "By game and skill"),
        [
            _Col(QCoreApplication.translate("Reports", "Game"), 1.5),
            _Col(QCoreApplication.translate("Reports", "Skill"), 1.6),
            _Col(QCoreApplication.translate("Reports", "Answers"), 1.0, right=True),
            _Col(QCoreApplication.translate("Reports", "Accuracy"), 0.9, right=True),
            _Col(QCoreApplication.translate("Reports", "Median"), 0.8, right=True),
            _Col(QCoreApplication.translate("Reports", "90th pct."), 0.8, right=True),
            _Col(last_title, 1.1, right=True),
        ],
        [
            [
                _game_name(s.game),
                _skill_name(s.skill),
                _count_text(s.attempts),
                _Cell(_accuracy_text(s.accuracy), _accuracy_colour(s.accuracy, good_percent)),
                _seconds_text(s.median_ms),
                _seconds_text(s.p90_ms),
                last_cell(s),
            ]
            for s in skills
        ],
        empty=QCoreApplication.translate("Reports", "No answers in this period."),
    )


def _lay_out_missed(report: _Document, missed: Sequence[MissedFamily]) -> None:
    report.table(
        QCoreApplication.translate("Reports", "Most-missed question families"),
        [
            _Col(QCoreApplication.translate("Reports", "Question family"), 3.4),
            _Col(QCoreApplication.translate("Reports", "Skill"), 1.5),
            _Col(QCoreApplication.translate("Reports", "Answers"), 0.9, right=True),
            _Col(QCoreApplication.translate("Reports", "Missed"), 0.9, right=True),
            _Col(QCoreApplication.translate("Reports", "Miss rate"), 0.9, right=True),
        ],
        [
            [
                _family_name(m.family, m.game),
                _skill_name(m.skill),
                _count_text(m.attempts),
                _count_text(m.missed),
                _Cell(f"{m.miss_rate * 100:.1f}%", WRONG if m.miss_rate >= 0.4 else None),
            ]
            for m in missed
        ],
        empty=QCoreApplication.translate("Reports", "No question was missed in this period."),
    )


def _lay_out_sittings(report: _Document, sittings: Sequence[_SittingLine]) -> None:
    report.table(
        QCoreApplication.translate("Reports", "Exam sittings"),
        [
            _Col(QCoreApplication.translate("Reports", "Exam"), 2.0),
            _Col(QCoreApplication.translate("Reports", "Sat on"), 1.0),
            _Col(QCoreApplication.translate("Reports", "Score"), 0.7, right=True),
            _Col(QCoreApplication.translate("Reports", "Pass mark"), 0.8, right=True),
            _Col(QCoreApplication.translate("Reports", "Result"), 1.1),
            _Col(QCoreApplication.translate("Reports", "Signed off by"), 2.1),
        ],
        [
            [
                line.exam,
                _day_text(line.day, short=True),
                line.score,
                line.pass_mark,
                _Cell(line.result, line.result_colour, bold=True),
                line.signed,
            ]
            for line in sittings
        ],
        empty=QCoreApplication.translate("Reports", "No exam was sat in this period."),
    )


# -- the certificate -----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Certificate:
    trainee: str
    exam: str
    score: str
    pass_mark: str
    passed_on: date
    supervisor: str
    signed_on: date
    station: str
    number: str

    def paint(self, painter: QPainter, page: QRectF, device: QPdfWriter) -> None:
        def mm(v: float) -> float:
            return v * _DPI / 25.4

        def pen(colour: str, points: float) -> QPen:
            p = QPen(QColor(colour))
            p.setWidthF(points * _DPI / 72)
            return p

        def line_of(
            text: str, font: QFont, colour: str, top: float, height_factor: float = 1.25
        ) -> float:
            height = QFontMetricsF(font, device).height() * height_factor
            painter.setFont(font)
            painter.setPen(QColor(colour))
            painter.drawText(
                QRectF(page.left() + mm(20), top, page.width() - mm(40), height), ALIGN_CENTRE, text
            )
            return top + height

        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # The border: a felt-green frame, a brass rule inside it, diamonds at the corners.
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(pen(FELT_DARK, 3.0))
        painter.drawRect(page.adjusted(mm(1), mm(1), -mm(1), -mm(1)))
        inner = page.adjusted(mm(4), mm(4), -mm(4), -mm(4))
        painter.setPen(pen(ACCENT, 1.0))
        painter.drawRect(inner)
        painter.setPen(pen(ACCENT, 0.4))
        painter.drawRect(inner.adjusted(mm(1.5), mm(1.5), -mm(1.5), -mm(1.5)))
        for corner in (inner.topLeft(), inner.topRight(), inner.bottomLeft(), inner.bottomRight()):
            self._diamond(painter, corner, mm(4.5), pen(ACCENT, 1.0))
        for middle in (
            QPointF(inner.center().x(), inner.top()),
            QPointF(inner.center().x(), inner.bottom()),
        ):
            self._diamond(painter, middle, mm(2.6), pen(ACCENT, 0.8))

        def fitting(text: str, largest: float) -> QFont:
            size = largest
            font = _font(size, bold=True, serif=True)
            while size > 12 and (
                QFontMetricsF(font, device).horizontalAdvance(text) > page.width() - mm(60)
            ):
                size -= 1
                font = _font(size, bold=True, serif=True)
            return font

        y = page.top() + mm(24)
        y = line_of("Dealer Trainer", _font(12, bold=True), FELT, y)
        y += mm(3)
        y = line_of(
            QCoreApplication.translate("Reports", "Certificate of table test"),
            _font(32, bold=True, serif=True),
            FELT_DARK,
            y,
        )
        y += mm(2)
        self._flourish(
            painter, QPointF(page.center().x(), y + mm(2)), mm(48), mm(2.2), pen(ACCENT, 0.9)
        )
        y += mm(12)
        y = line_of(
            QCoreApplication.translate("Reports", "This is to certify that"),
            _font(13, serif=True, italic=True),
            MUTED,
            y,
        )
        y += mm(3)
        name_font = fitting(self.trainee, 28)
        name_bottom = line_of(self.trainee, name_font, INK, y)
        name_width = min(
            QFontMetricsF(name_font, device).horizontalAdvance(self.trainee) + mm(20),
            page.width() - mm(60),
        )
        painter.setPen(pen(ACCENT, 0.8))
        painter.drawLine(
            QPointF(page.center().x() - name_width / 2, name_bottom),
            QPointF(page.center().x() + name_width / 2, name_bottom),
        )
        y = name_bottom + mm(6)
        y = line_of(
            QCoreApplication.translate("Reports", "has passed the table test"),
            _font(13, serif=True, italic=True),
            MUTED,
            y,
        )
        y += mm(1)
        y = line_of(self.exam, fitting(self.exam, 19), FELT_DARK, y)
        y += mm(3)
        line_of(
            QCoreApplication.translate(
                "Reports", "with a score of {score} against a pass mark of {mark}, on {date}."
            ).format(score=self.score, mark=self.pass_mark, date=_day_text(self.passed_on)),
            _font(12.5, serif=True),
            INK,
            y,
        )

        # The signature line on the left, a seal in the middle, the station on the right.
        base = page.bottom() - mm(30)
        column = page.width() * 0.31
        left = QRectF(page.left() + mm(24), base, column, mm(14))
        painter.setPen(pen(INK, 0.7))
        painter.drawLine(left.topLeft(), left.topRight())
        signed = QCoreApplication.translate(
            "Reports", "Signed off by {supervisor} on {date}"
        ).format(supervisor=self.supervisor, date=_day_text(self.signed_on))
        size = 10.5  # one line if a smaller type allows, else wrapped
        while (
            size > 8
            and QFontMetricsF(_font(size, serif=True), device).horizontalAdvance(signed)
            > left.width()
        ):
            size -= 0.5
        painter.setFont(_font(size, serif=True))
        painter.setPen(QColor(INK))
        painter.drawText(
            QRectF(left.left(), left.top() + mm(1.5), left.width(), mm(12)),
            int(
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
            ),
            signed,
        )
        right = QRectF(page.right() - mm(24) - column, base, column, mm(14))
        painter.setPen(pen(INK, 0.7))
        painter.drawLine(right.topLeft(), right.topRight())
        painter.setFont(_font(9.5, serif=True))
        painter.setPen(QColor(MUTED))
        painter.drawText(
            QRectF(right.left(), right.top() + mm(1.5), right.width(), mm(12)),
            int(
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
            ),
            QCoreApplication.translate(
                "Reports", "Station: {station}\nCertificate no. {number}"
            ).format(station=self.station, number=self.number),
        )
        self._seal(painter, QPointF(page.center().x(), base + mm(2)), mm(14), device, pen)

    @staticmethod
    def _diamond(painter: QPainter, centre: QPointF, size: float, pen: QPen) -> None:
        half = size / 2
        shape = QPolygonF(
            [
                QPointF(centre.x(), centre.y() - half),
                QPointF(centre.x() + half, centre.y()),
                QPointF(centre.x(), centre.y() + half),
                QPointF(centre.x() - half, centre.y()),
            ]
        )
        painter.setPen(pen)
        painter.setBrush(QColor("#ffffff"))
        painter.drawPolygon(shape)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(FELT_DARK))
        quarter = half / 2
        painter.drawPolygon(
            QPolygonF(
                [
                    QPointF(centre.x(), centre.y() - quarter),
                    QPointF(centre.x() + quarter, centre.y()),
                    QPointF(centre.x(), centre.y() + quarter),
                    QPointF(centre.x() - quarter, centre.y()),
                ]
            )
        )
        painter.setBrush(Qt.BrushStyle.NoBrush)

    def _flourish(
        self, painter: QPainter, centre: QPointF, half_width: float, size: float, pen: QPen
    ) -> None:
        painter.setPen(pen)
        gap = size * 1.6
        painter.drawLine(
            QPointF(centre.x() - half_width, centre.y()), QPointF(centre.x() - gap, centre.y())
        )
        painter.drawLine(
            QPointF(centre.x() + gap, centre.y()), QPointF(centre.x() + half_width, centre.y())
        )
        self._diamond(painter, centre, size * 2, pen)
        for side in (-1, 1):
            self._diamond(painter, QPointF(centre.x() + side * half_width, centre.y()), size, pen)

    @staticmethod
    def _seal(
        painter: QPainter,
        centre: QPointF,
        radius: float,
        device: QPdfWriter,
        pen: Callable[[str, float], QPen],
    ) -> None:
        painter.setBrush(QColor(FELT_DARK))
        painter.setPen(pen(ACCENT, 1.4))
        painter.drawEllipse(centre, radius, radius)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(pen(ACCENT, 0.6))
        painter.drawEllipse(centre, radius * 0.82, radius * 0.82)
        font = _font(8.5, bold=True)
        painter.setFont(font)
        painter.setPen(QColor("#ffffff"))
        height = QFontMetricsF(font, device).height()
        painter.drawText(
            QRectF(centre.x() - radius, centre.y() - height, radius * 2, height),
            ALIGN_CENTRE,
            QCoreApplication.translate("Reports", "TABLE TEST"),
        )
        painter.setPen(QColor(ACCENT))
        painter.drawText(
            QRectF(centre.x() - radius, centre.y(), radius * 2, height),
            ALIGN_CENTRE,
            QCoreApplication.translate("Reports", "PASSED"),
        )
