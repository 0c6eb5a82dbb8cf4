"""Reports: spreadsheets (CSV) of the class, a trainee or every answer; PDF reports of the
class or a trainee; a certificate for a signed-off table test. Each is written off the GUI
thread with a progress bar and a Cancel button.

The writers live in :mod:`trainer.ui.reports`; they are imported when a report is asked
for, so that the console opens quickly.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from trainer.errors import TrainerError
from trainer.progress import (
    Cohort,
    ExamDefinition,
    ExamSitting,
    ProgressStore,
    Supervisor,
    Trainee,
    score_text,
)
from trainer.ui.console.classes import class_combo, fill_classes
from trainer.ui.console.common import (
    DateRange,
    card,
    page_title,
    when,
)
from trainer.ui.layouts import FlowLayout, SideBySide
from trainer.ui.theme import MUTED, RIGHT, WRONG
from trainer.ui.translation import arg
from trainer.ui.worker import Task, run_in_background


@dataclass(frozen=True, slots=True)
class Certificate:
    """A signed-off sitting that a certificate can be printed for."""

    sitting: ExamSitting
    exam: str
    trainee: str


@dataclass(frozen=True, slots=True)
class ReportsData:
    """What one load brings back: who to report on, and the certificates to offer."""

    trainees: tuple[Trainee, ...]
    certificates: tuple[Certificate, ...]
    classes: tuple[Cohort, ...] = ()


def load_reports(store: ProgressStore) -> ReportsData:
    """Trainees (archived too) and signed-off sittings, newest first (worker thread)."""
    trainees = store.trainees(include_archived=True)
    names = {t.id: t.name for t in trainees}
    exams: dict[str, ExamDefinition] = {e.id: e for e in store.exams(include_retired=True)}
    certificates = tuple(
        Certificate(
            s, exams[s.exam_id].name if s.exam_id in exams else "?", names.get(s.trainee_id, "?")
        )
        for s in reversed(store.sittings())
        if s.signed_off_by is not None and s.passed
    )
    return ReportsData(trainees, certificates, store.cohorts.every())


class ReportsPage(QWidget):
    """Files for the school's records."""

    finished = Signal(object)  # the count the writer returned, or None if cancelled/failed
    failed = Signal(str)  # one plain sentence: what could not be done

    def __init__(
        self,
        store: ProgressStore,
        today: Callable[[], date],
        parent: QWidget | None = None,
        *,
        supervisor: Supervisor | None = None,
    ) -> None:
        super().__init__(parent)
        self.store = store
        self.today = today
        self.supervisor = supervisor
        """Who issues a certificate's credential when it has none yet."""
        self.running = False
        self.task: Task | None = None  # the report being written
        self.last_path: Path | None = None
        outer = QVBoxLayout(self)
        outer.setContentsMargins(24, 16, 24, 16)
        outer.setSpacing(12)
        outer.addWidget(
            page_title(
                self.tr("Reports"),
                self.tr("Spreadsheets and printable reports for the school's records."),
            )
        )

        scope_card, scope = card()
        # The period and the trainee side by side, or one under the other on a narrow
        # screen; the three cards below likewise.
        scope_row = QWidget()
        scope_flow = FlowLayout(scope_row, spacing=18)
        period = QWidget()
        period_row = QHBoxLayout(period)
        period_row.setContentsMargins(0, 0, 0, 0)
        period_row.addWidget(QLabel(self.tr("Period")))
        self.range = DateRange(today, 30)
        period_row.addWidget(self.range)
        scope_flow.addWidget(period)
        who = QWidget()
        who_row = QHBoxLayout(who)
        who_row.setContentsMargins(0, 0, 0, 0)
        who_row.addWidget(QLabel(self.tr("Trainee")))
        self.trainee_box = QComboBox()
        self.trainee_box.setAccessibleName(self.tr("Trainee for the trainee reports"))
        self.trainee_box.setMinimumWidth(260)
        who_row.addWidget(self.trainee_box, 1)
        scope_flow.addWidget(who)
        group = QWidget()
        group_row = QHBoxLayout(group)
        group_row.setContentsMargins(0, 0, 0, 0)
        group_row.addWidget(QLabel(self.tr("Class")))
        self.class_box = class_combo(
            self.tr("Class for the class reports"), self.tr("Every trainee")
        )
        group_row.addWidget(self.class_box, 1)
        scope_flow.addWidget(group)
        scope.addWidget(scope_row)
        outer.addWidget(scope_card)

        row = SideBySide(spacing=12)
        csv_card, csv = card(self.tr("Spreadsheets (CSV)"))
        self.class_csv = self._button(
            csv, self.tr("Class summary"), self.tr("Every active trainee, per skill")
        )
        self.class_csv.clicked.connect(lambda: self.export_csv("class"))
        self.trainee_csv = self._button(
            csv, self.tr("Trainee summary"), self.tr("The chosen trainee, per skill")
        )
        self.trainee_csv.clicked.connect(lambda: self.export_csv("trainee"))
        self.attempts_csv = self._button(
            csv, self.tr("Every answer"), self.tr("Each answer given in the period")
        )
        self.attempts_csv.clicked.connect(lambda: self.export_csv("attempts"))
        self.table_tests_csv = self._button(
            csv, self.tr("Table tests"), self.tr("Rubric scores in the period, per criterion")
        )
        self.table_tests_csv.clicked.connect(lambda: self.export_csv("table-tests"))
        self.levels_csv = self._button(
            csv, self.tr("Certification levels"), self.tr("Each trainee's level in each game")
        )
        self.levels_csv.clicked.connect(lambda: self.export_csv("levels"))
        csv.addStretch(1)
        row.addWidget(csv_card)
        pdf_card, pdf = card(self.tr("Printable reports (PDF)"))
        self.class_pdf = self._button(
            pdf, self.tr("Class report"), self.tr("Figures, charts, most missed")
        )
        self.class_pdf.clicked.connect(self.class_report)
        self.trainee_pdf = self._button(
            pdf, self.tr("Trainee report"), self.tr("The chosen trainee, with charts")
        )
        self.trainee_pdf.clicked.connect(self.trainee_report)
        pdf.addStretch(1)
        row.addWidget(pdf_card)
        cert_card, cert = card(self.tr("Table-test certificate"))
        note = QLabel(self.tr("For an exam passed and signed off as a table test."))
        note.setWordWrap(True)
        note.setStyleSheet(f"color: {MUTED};")
        cert.addWidget(note)
        self.certificate_list = QListWidget()
        self.certificate_list.setObjectName("certificates")
        self.certificate_list.setAccessibleName(self.tr("Signed-off exam for the certificate"))
        self.certificate_list.setWordWrap(True)
        cert.addWidget(self.certificate_list, 1)
        self.certificate_button = QPushButton(self.tr("Print certificate"))
        self.certificate_button.setObjectName("primary")
        self.certificate_button.clicked.connect(self.certificate)
        cert.addWidget(self.certificate_button)
        row.addWidget(cert_card)
        outer.addWidget(row)

        job_card, job = card(self.tr("Progress"))
        bar_row = QHBoxLayout()
        self.progress = QProgressBar()
        self.progress.setAccessibleName(self.tr("Report progress"))
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        self.progress.setTextVisible(True)
        bar_row.addWidget(self.progress, 1)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setAccessibleName(self.tr("Cancel the report being written"))
        self.cancel_button.clicked.connect(self.cancel)
        self.cancel_button.setEnabled(False)
        bar_row.addWidget(self.cancel_button)
        job.addLayout(bar_row)
        self.message = QLabel(self.tr("Choose a report above; you pick where to save it."))
        self.message.setWordWrap(True)
        self.message.setAccessibleName(self.tr("Report message"))
        job.addWidget(self.message)
        outer.addWidget(job_card)
        outer.addStretch(1)
        self.buttons = [
            self.class_csv,
            self.trainee_csv,
            self.attempts_csv,
            self.table_tests_csv,
            self.levels_csv,
            self.class_pdf,
            self.trainee_pdf,
            self.certificate_button,
        ]
        self.trainee_box.currentIndexChanged.connect(self._update_buttons)
        self.certificate_list.currentRowChanged.connect(self._update_buttons)
        self.certificate_list.itemActivated.connect(lambda _item: self.certificate())
        self._update_buttons()

    def _button(self, layout: QVBoxLayout, text: str, description: str) -> QPushButton:
        button = QPushButton(text)
        button.setAccessibleDescription(description)
        button.setToolTip(description)
        layout.addWidget(button)
        hint = QLabel(description)
        hint.setStyleSheet(f"color: {MUTED}; margin: 0 0 6px 4px;")

        layout.addWidget(hint)
        return button

    # -- data --------------------------------------------------------------------------------

    def refresh(self) -> None:
        """Reload the trainees and the certificates on offer."""
        store = self.store
        run_in_background(lambda _: load_reports(store), self._loaded, self._failed, owner=self)

    def _failed(self, exc: BaseException) -> None:
        self._say(str(exc), ok=False)
        self.failed.emit(str(exc))

    def _loaded(self, data: object) -> None:
        if not isinstance(data, ReportsData):
            return
        fill_classes(self.class_box, data.classes)
        keep = self.trainee_box.currentData()
        self.trainee_box.clear()
        for t in data.trainees:
            label = t.name + (self.tr(" (archived)") if t.is_archived else "")
            self.trainee_box.addItem(label, t.id)
        if keep is not None:
            self.trainee_box.setCurrentIndex(max(0, self.trainee_box.findData(keep)))
        self.certificate_list.clear()
        for c in data.certificates:
            score = score_text(c.sitting.score_percent or 0)
            item = QListWidgetItem(f"{c.trainee}\n{c.exam} · {score}")
            item.setData(Qt.ItemDataRole.UserRole, c.sitting.id)
            item.setData(Qt.ItemDataRole.UserRole + 1, c.trainee)
            item.setToolTip(arg(self.tr("Signed off %1"), when(c.sitting.signed_off_at)))
            self.certificate_list.addItem(item)
        if data.certificates:
            self.certificate_list.setCurrentRow(0)
        else:
            empty = QListWidgetItem(self.tr("No table test signed off yet"))
            empty.setFlags(Qt.ItemFlag.NoItemFlags)
            self.certificate_list.addItem(empty)
        self._update_buttons()

    def _certificate(self) -> tuple[str, str] | None:
        item = self.certificate_list.currentItem()
        sitting_id = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        if not isinstance(sitting_id, str):
            return None
        return sitting_id, str(item.data(Qt.ItemDataRole.UserRole + 1))

    def select_certificate(self, sitting_id: str) -> None:
        """Choose a signed-off sitting for the certificate."""
        for row in range(self.certificate_list.count()):
            if self.certificate_list.item(row).data(Qt.ItemDataRole.UserRole) == sitting_id:
                self.certificate_list.setCurrentRow(row)

    def select_trainee(self, trainee_id: int) -> None:
        """Report on this trainee."""
        index = self.trainee_box.findData(trainee_id)
        if index >= 0:
            self.trainee_box.setCurrentIndex(index)

    def _update_buttons(self) -> None:
        has_trainee = self.trainee_box.currentData() is not None
        for button in self.buttons:
            button.setEnabled(not self.running)
        if not self.running:
            self.trainee_csv.setEnabled(has_trainee)
            self.trainee_pdf.setEnabled(has_trainee)
            self.certificate_button.setEnabled(self._certificate() is not None)
        self.cancel_button.setEnabled(self.running)

    # -- running a report --------------------------------------------------------------------

    def _ask_path(self, title: str, name: str, kind: str) -> Path | None:
        filters = {
            "csv": self.tr("Spreadsheet (*.csv)"),
            "pdf": self.tr("PDF document (*.pdf)"),
        }[kind]
        folder = self.last_path.parent if self.last_path is not None else Path.home()
        chosen, _ = QFileDialog.getSaveFileName(self, title, str(folder / name), filters)
        if not chosen:
            return None
        path = Path(chosen)
        if path.suffix.lower() != f".{kind}":
            path = path.with_name(path.name + f".{kind}")
        self.last_path = path
        return path

    def _stamp(self) -> str:
        return (self.range.until or self.today()).isoformat()

    def _trainee(self) -> tuple[int, str] | None:
        data = self.trainee_box.currentData()
        if data is None:
            return None
        return int(data), self.trainee_box.currentText().replace(self.tr(" (archived)"), "")

    def _cohort(self) -> Cohort | None:
        """The class the class reports are of (``None``: every active trainee)."""
        data = self.class_box.currentData()
        return None if data is None else Cohort(int(data), self.class_box.currentText())

    def _class_base(self, base: str) -> str:
        cohort = self._cohort()
        return base if cohort is None else f"{base}-{self._slug(cohort.name)}"

    @staticmethod
    def _slug(name: str) -> str:
        return "-".join("".join(c if c.isalnum() else " " for c in name).lower().split())

    def export_csv(self, kind: str) -> None:
        """Write a CSV export: ``class``, ``trainee`` (the chosen one) or ``attempts``."""
        trainee = self._trainee() if kind == "trainee" else None
        if kind == "trainee" and trainee is None:
            return
        names = {
            "class": self.tr("Save the class summary"),
            "trainee": self.tr("Save the trainee summary"),
            "attempts": self.tr("Save every answer"),
            "table-tests": self.tr("Save the table tests"),
            "levels": self.tr("Save the certification levels"),
        }
        base = {
            "class": self._class_base("class-summary"),
            "attempts": "answers",
            "table-tests": self._class_base("table-tests"),
            "levels": self._class_base("levels"),
        }.get(kind) or (f"{self._slug(trainee[1])}-summary" if trainee else "trainee")
        path = self._ask_path(names[kind], f"{base}-{self._stamp()}.csv", "csv")
        if path is None:
            return
        store, since, until = self.store, self.range.since, self.range.until
        trainee_id = trainee[0] if trainee else None
        cohort = self._cohort() if kind in ("class", "table-tests", "levels") else None

        def work(task: Task) -> int:
            from trainer.ui.reports import export_csv

            return export_csv(
                store,
                path,
                kind,  # type: ignore[arg-type]
                trainee_id=trainee_id,
                since=since,
                until=until,
                progress=task.progress,
                cancelled=task.is_cancelled,
                cohort=None if cohort is None else cohort.id,
            )

        self._run(work, path, self.tr("%1 rows"))

    def class_report(self) -> None:
        """Write the class's PDF report."""
        path = self._ask_path(
            self.tr("Save the class report"),
            f"{self._class_base('class-report')}-{self._stamp()}.pdf",
            "pdf",
        )
        if path is None:
            return
        store, since, until = self.store, self.range.since, self.range.until
        cohort = self._cohort()

        def work(task: Task) -> int:
            from trainer.ui.reports import class_report_pdf

            return class_report_pdf(
                store,
                path,
                since=since,
                until=until,
                progress=task.progress,
                cancelled=task.is_cancelled,
                cohort=cohort,
            )

        self._run(work, path, self.tr("%1 pages"))

    def trainee_report(self) -> None:
        """Write the chosen trainee's PDF report."""
        trainee = self._trainee()
        if trainee is None:
            return
        trainee_id, name = trainee
        path = self._ask_path(
            self.tr("Save the trainee report"),
            f"{self._slug(name)}-report-{self._stamp()}.pdf",
            "pdf",
        )
        if path is None:
            return
        store, since, until = self.store, self.range.since, self.range.until

        def work(task: Task) -> int:
            from trainer.ui.reports import trainee_report_pdf

            return trainee_report_pdf(
                store,
                trainee_id,
                path,
                since=since,
                until=until,
                progress=task.progress,
                cancelled=task.is_cancelled,
            )

        self._run(work, path, self.tr("%1 pages"))

    def certificate(self) -> None:
        """Write the certificate of the chosen signed-off table test."""
        chosen = self._certificate()
        if chosen is None:
            return
        sitting_id, name = chosen
        path = self._ask_path(
            self.tr("Save the certificate"), f"{self._slug(name)}-certificate.pdf", "pdf"
        )
        if path is None:
            return
        store, supervisor = self.store, self.supervisor

        def work(task: Task) -> int:
            from trainer.ui.reports import certificate_pdf

            return certificate_pdf(store, str(sitting_id), path, by=supervisor)

        self._run(work, path, self.tr("%1 pages"))

    def _run(self, work: Callable[[Task], int], path: Path, unit: str) -> None:
        self.running = True
        self.progress.setRange(0, 0)  # busy until the first figure arrives
        self._say(arg(self.tr("Writing %1…"), path.name), ok=True)
        self._update_buttons()
        self.task = run_in_background(
            work,
            lambda count: self._done(path, unit, count),
            self._report_failed,
            owner=self,
            on_progress=self._moved,
        )

    def _moved(self, done: int, total: int) -> None:
        if not self.running:
            return
        if total > 0:
            self.progress.setRange(0, total)
            self.progress.setValue(min(done, total))
        else:
            self.progress.setRange(0, 0)

    def cancel(self) -> None:
        """Ask the report being written to stop."""
        if self.running and self.task is not None:
            self.task.cancel()
            self.cancel_button.setEnabled(False)
            self._say(self.tr("Cancelling…"), ok=True)

    def _done(self, path: Path, unit: str, count: int) -> None:
        self.running = False
        self.progress.setRange(0, 1)
        self.progress.setValue(1)
        detail = arg(unit, f"{count:,}")
        text = arg(self.tr("Saved %1"), str(path))
        self._say(f"{text} ({detail}).", ok=True)
        self._update_buttons()
        self.finished.emit(count)

    def _report_failed(self, exc: BaseException) -> None:
        self.running = False
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        try:
            from trainer.ui.reports import ReportCancelled
        except ImportError:
            self._say(self.tr("Reports cannot be written by this version."), ok=False)
            self._update_buttons()
            self.finished.emit(None)
            return
        if isinstance(exc, ReportCancelled):
            self._say(self.tr("Cancelled; no report was saved."), ok=True)
        elif isinstance(exc, TrainerError | OSError):
            self._say(str(exc), ok=False)
        else:
            self._say(arg(self.tr("The report could not be written: %1"), repr(exc)), ok=False)
        self._update_buttons()
        self.finished.emit(None)

    def _say(self, text: str, *, ok: bool) -> None:
        self.message.setText(text)
        self.message.setStyleSheet(f"color: {RIGHT if ok else WRONG};")
