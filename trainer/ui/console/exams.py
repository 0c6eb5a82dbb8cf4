"""Exams: build one (games, skills, questions, time limit, pass mark, practice), list and
retire them, start a trainee's sitting at this station, see the results, and sign off a passed
sitting as the trainee's table test."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from trainer.errors import TrainerError
from trainer.progress import (
    ExamDefinition,
    ExamSitting,
    ProgressStore,
    Supervisor,
    TableTest,
    Trainee,
    score_text,
)
from trainer.quiz.catalog import families_for
from trainer.quiz.model import GAME_NAMES, Skill
from trainer.quiz.session import exam_spread
from trainer.ui import dialogs
from trainer.ui.console.common import (
    RECORD_ROLE,
    Column,
    FilterProxy,
    RecordModel,
    card,
    game_name,
    page_title,
    record_table,
    set_widths,
    skill_name,
    status_label,
    when,
)
from trainer.ui.console.tabletest import TableTestDialog
from trainer.ui.layouts import FlowLayout, MessageLabel
from trainer.ui.theme import RIGHT, WRONG
from trainer.ui.translation import arg
from trainer.ui.worker import run_in_background

MAX_SEED = (1 << 31) - 1


@dataclass(frozen=True, slots=True)
class SittingRow:
    """A sitting with the names it refers to."""

    sitting: ExamSitting
    exam: ExamDefinition | None
    trainee: str
    signed_off_by: str
    supervised_by: str = ""
    table_tests: tuple[TableTest, ...] = ()
    """The live table tests scored on the rubric with this sitting (issue 29)."""


@dataclass(frozen=True, slots=True)
class ExamsData:
    """What one load brings back."""

    exams: tuple[ExamDefinition, ...]
    trainees: tuple[Trainee, ...]
    sittings: tuple[SittingRow, ...]
    pass_mark: int


def load_exams(store: ProgressStore) -> ExamsData:
    """Exams, active trainees and every sitting with its names (worker thread)."""
    exams = store.exams(include_retired=True)
    by_id = {e.id: e for e in exams}
    everyone = {t.id: t.name for t in store.trainees(include_archived=True)}
    supervisors = {s.id: s.name for s in store.supervisors(include_removed=True)}
    tests: dict[str, list[TableTest]] = {}
    for test in store.trainee_table_tests(None):
        tests.setdefault(test.sitting_id, []).append(test)
    rows = tuple(
        SittingRow(
            s,
            by_id.get(s.exam_id),
            everyone.get(s.trainee_id, str(s.trainee_id)),
            "" if s.signed_off_by is None else supervisors.get(s.signed_off_by, "?"),
            "" if s.supervised_by is None else supervisors.get(s.supervised_by, "?"),
            tuple(tests.get(s.id, ())),
        )
        for s in reversed(store.sittings())
    )
    active = tuple(e for e in exams if e.retired_at is None)
    mark = store.settings().int_value("exam.pass-mark-percent")
    return ExamsData(active, store.trainees(), rows, mark)


def games_to_score(row: SittingRow) -> tuple[str, ...]:
    """The games of a finished sitting's exam whose table test is not scored yet (none of
    an exam for practice)."""
    if row.sitting.finished_at is None or row.exam is None or row.exam.practice:
        return ()
    done = {t.game for t in row.table_tests}
    return tuple(g for g in row.exam.games if g not in done)


def can_sign_off(row: SittingRow) -> bool:
    """A finished, passed sitting not yet signed off."""
    s = row.sitting
    return s.finished_at is not None and bool(s.passed) and s.signed_off_by is None


class ExamsPage(QWidget):
    """Exams, sittings and sign-offs."""

    sitting_requested = Signal(object, object)  # ExamDefinition, Trainee
    loaded = Signal()
    failed = Signal(str)  # one plain sentence: what could not be done

    def __init__(
        self, store: ProgressStore, supervisor: Supervisor, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.store = store
        self.supervisor = supervisor
        self.data: ExamsData | None = None
        outer = QVBoxLayout(self)
        outer.setContentsMargins(24, 16, 24, 16)
        outer.setSpacing(10)
        self.builder: ExamBuilder | None = None
        self.table_test: TableTestDialog | None = None
        self._select_after_load: str | None = None
        top = QHBoxLayout()
        top.addWidget(
            page_title(
                self.tr("Exams"),
                self.tr("Set exams, start a trainee's sitting here, and sign off table tests."),
            ),
            1,
        )
        self.new_button = QPushButton(self.tr("New exam…"))
        self.new_button.setObjectName("primary")
        self.new_button.setAccessibleName(self.tr("Build a new exam"))
        self.new_button.clicked.connect(self.new_exam)
        top.addWidget(self.new_button, 0, Qt.AlignmentFlag.AlignBottom)
        outer.addLayout(top)
        outer.addWidget(self._exam_list(), 1)
        outer.addWidget(self._results(), 1)
        self.status = status_label()
        outer.addWidget(self.status)

    # -- building an exam --------------------------------------------------------------------

    def new_exam(self) -> ExamBuilder:
        """Open the exam builder (not blocking); the list reloads when an exam is made."""
        builder = ExamBuilder(self.store, self.supervisor, self)
        self.builder = builder
        builder.created.connect(self._created)
        builder.finished.connect(lambda _result: builder.deleteLater())
        builder.open()
        return builder

    def _created(self, exam: object) -> None:
        if isinstance(exam, ExamDefinition):
            self.status.setText(arg(self.tr("Exam “%1” created."), exam.name))
            self._select_after_load = exam.id
            self.refresh()

    # -- the exams ---------------------------------------------------------------------------

    def _exam_list(self) -> QWidget:
        frame, layout = card(self.tr("Exams in use"))
        self.exam_model: RecordModel[ExamDefinition] = RecordModel(
            [
                Column(self.tr("Name"), lambda e: e.name, lambda e: e.name.casefold()),
                Column(
                    self.tr("Questions"),
                    lambda e: str(e.question_count),
                    lambda e: e.question_count,
                    align=Qt.AlignmentFlag.AlignRight,
                ),
                Column(
                    self.tr("Time"),
                    lambda e: (
                        f"{e.time_limit_seconds // 60} min"
                        if e.time_limit_seconds
                        else self.tr("none")
                    ),
                    lambda e: e.time_limit_seconds,
                    align=Qt.AlignmentFlag.AlignRight,
                ),
                Column(
                    self.tr("Pass mark"),
                    lambda e: f"{e.pass_mark_percent}%",
                    lambda e: e.pass_mark_percent,
                    align=Qt.AlignmentFlag.AlignRight,
                ),
                Column(self.tr("Games"), lambda e: ", ".join(game_name(g) for g in e.games)),
                Column(
                    self.tr("Skills"),
                    lambda e: ", ".join(skill_name(s) for s in e.skills),
                    tooltip=lambda e: ", ".join(skill_name(s) for s in e.skills),
                ),
            ],
            self,
        )
        proxy = FilterProxy(self)
        proxy.setSourceModel(self.exam_model)
        self.exam_table = record_table(self.tr("Exams in use"))
        self.exam_table.setModel(proxy)
        set_widths(self.exam_table, (190, 95, 75, 95, 250))
        self.exam_table.selectionModel().currentRowChanged.connect(self._exam_selection)
        layout.addWidget(self.exam_table, 1)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Sit it now:")))
        self.sitter = QComboBox()
        self.sitter.setAccessibleName(self.tr("Trainee to sit the chosen exam"))
        self.sitter.setMinimumWidth(200)
        row.addWidget(self.sitter)
        self.start_button = QPushButton(self.tr("Start the sitting"))
        self.start_button.setObjectName("primary")
        self.start_button.setAccessibleName(
            self.tr("Start the chosen trainee's sitting of the chosen exam at this station")
        )
        self.start_button.clicked.connect(self.start_sitting)
        row.addWidget(self.start_button)
        row.addStretch(1)
        self.retire_button = QPushButton(self.tr("Retire exam"))
        self.retire_button.setAccessibleName(self.tr("Retire the chosen exam"))
        self.retire_button.clicked.connect(self.retire_exam)
        row.addWidget(self.retire_button)
        layout.addLayout(row)
        self.spread = QLabel("")
        self.spread.setObjectName("muted")
        self.spread.setWordWrap(True)
        self.spread.setAccessibleName(self.tr("What every sitting of the chosen exam asks"))
        layout.addWidget(self.spread)
        return frame

    def current_exam(self) -> ExamDefinition | None:
        """The exam chosen in the list."""
        index = self.exam_table.currentIndex()
        exam = self.exam_table.model().data(index, RECORD_ROLE) if index.isValid() else None
        return exam if isinstance(exam, ExamDefinition) else None

    def select_exam(self, exam_id: str) -> None:
        """Choose an exam in the list."""
        model = self.exam_table.model()
        for row in range(model.rowCount()):
            exam = model.data(model.index(row, 0), RECORD_ROLE)
            if isinstance(exam, ExamDefinition) and exam.id == exam_id:
                self.exam_table.selectRow(row)
                return

    def _exam_selection(self) -> None:
        exam = self.current_exam()
        chosen = exam is not None
        self.retire_button.setEnabled(chosen)
        self.start_button.setEnabled(chosen and self.sitter.count() > 0)
        spread = "" if exam is None else spread_text(exam.games, exam.skills, exam.question_count)
        self.spread.setText(arg(self.tr("Every sitting asks:\n%1"), spread) if spread else "")

    def retire_exam(self) -> None:
        """Take the chosen exam out of use, after asking."""
        exam = self.current_exam()
        if exam is None:
            return
        question = arg(
            self.tr("Retire the exam “%1”? Trainees can no longer sit it; its results are kept."),
            exam.name,
        )
        if not dialogs.confirm(self, question, self.tr("Retire exam")):
            return
        try:
            self.store.retire_exam(exam.id, by=self.supervisor)
        except TrainerError as exc:
            dialogs.show_error(self, str(exc))
            return
        self.status.setText(arg(self.tr("Exam “%1” retired."), exam.name))
        self.refresh()

    def start_sitting(self) -> None:
        """Ask for the chosen trainee's sitting of the chosen exam at this station."""
        exam = self.current_exam()
        trainee = self.sitter.currentData()
        if exam is None or not isinstance(trainee, Trainee):
            return
        self.sitting_requested.emit(exam, trainee)

    # -- results -----------------------------------------------------------------------------

    def _results(self) -> QWidget:
        frame, layout = card(self.tr("Results"))

        def score(r: SittingRow) -> str:
            s = r.sitting
            return "–" if s.score_percent is None else score_text(s.score_percent)

        def result(r: SittingRow) -> str:
            s = r.sitting
            if s.finished_at is None:
                return self.tr("in progress")
            return self.tr("passed") if s.passed else self.tr("not passed")

        def signed(r: SittingRow) -> str:
            s = r.sitting
            if s.signed_off_by is None:
                return self.tr("ready to sign off") if can_sign_off(r) else "–"
            return f"{r.signed_off_by}, {when(s.signed_off_at)}"

        def rubric(r: SittingRow) -> str:
            return "; ".join(
                arg(
                    self.tr("%1 %2, passed") if t.passed else self.tr("%1 %2, not passed"),
                    game_name(t.game),
                    score_text(t.score_percent),
                )
                for t in r.table_tests
            ) or ("–" if not games_to_score(r) else self.tr("to score"))

        def supervised(r: SittingRow) -> str:
            if r.supervised_by:
                return r.supervised_by
            return self.tr("nobody (practice)") if r.exam and r.exam.practice else "–"

        self.sitting_model: RecordModel[SittingRow] = RecordModel(
            [
                Column(self.tr("Trainee"), lambda r: r.trainee, lambda r: r.trainee.casefold()),
                Column(self.tr("Exam"), lambda r: r.exam.name if r.exam else "?"),
                Column(
                    self.tr("Sat"),
                    lambda r: when(r.sitting.started_at),
                    lambda r: r.sitting.started_at.timestamp(),
                ),
                Column(self.tr("Supervised by"), supervised),
                Column(
                    self.tr("Answered"),
                    lambda r: (
                        str(r.sitting.answered)
                        + (f" / {r.exam.question_count}" if r.exam else "")
                        + (self.tr(", ended early") if r.sitting.ended_early else "")
                    ),
                    lambda r: r.sitting.answered,
                    align=Qt.AlignmentFlag.AlignRight,
                ),
                Column(
                    self.tr("Score"),
                    score,
                    lambda r: float(r.sitting.score_percent or 0),
                    align=Qt.AlignmentFlag.AlignRight,
                ),
                Column(
                    self.tr("Result"),
                    result,
                    background=lambda r: (
                        None
                        if r.sitting.passed is None
                        else (_tint(RIGHT) if r.sitting.passed else _tint(WRONG))
                    ),
                ),
                Column(self.tr("Table test signed off"), signed),
                Column(
                    self.tr("Rubric"),
                    rubric,
                    lambda r: sum(float(t.score_percent) for t in r.table_tests),
                    tooltip=rubric,
                ),
            ],
            self,
        )
        proxy = FilterProxy(self)
        proxy.setSourceModel(self.sitting_model)
        self.sitting_table = record_table(self.tr("Exam results"))
        self.sitting_table.setModel(proxy)
        set_widths(self.sitting_table, (135, 140, 175, 130, 95, 75, 100, 200, 260))
        self.sitting_table.selectionModel().currentRowChanged.connect(self._sitting_selection)
        self.sitting_table.activated.connect(lambda _index: self.sign_off())
        layout.addWidget(self.sitting_table, 1)
        # The hint, then the buttons (they wrap under it on a narrow screen, or at a scale
        # of 1.5, rather than widen the page).
        holder = QWidget()
        row = FlowLayout(holder, spacing=8)
        self.sign_hint = QLabel(self.tr("Choose a passed exam to sign it off as a table test."))
        self.sign_hint.setObjectName("muted")
        self.sign_hint.setMinimumHeight(44)  # level with the buttons beside it
        row.addWidget(self.sign_hint)
        self.sign_button = QPushButton(self.tr("Sign off as table test"))
        self.sign_button.setObjectName("primary")
        self.sign_button.setAccessibleName(self.tr("Sign off the chosen sitting as a table test"))
        self.sign_button.clicked.connect(self.sign_off)
        self.sign_button.setEnabled(False)
        row.addWidget(self.sign_button)
        self.rubric_button = QPushButton(self.tr("Score on the rubric…"))
        self.rubric_button.setAccessibleName(
            self.tr("Score the chosen sitting's live table test on the house's rubric")
        )
        self.rubric_button.clicked.connect(self.score_table_test)
        self.rubric_button.setEnabled(False)
        row.addWidget(self.rubric_button)
        layout.addWidget(holder)
        return frame

    def current_sitting(self) -> SittingRow | None:
        """The sitting chosen in the results."""
        index = self.sitting_table.currentIndex()
        row = self.sitting_table.model().data(index, RECORD_ROLE) if index.isValid() else None
        return row if isinstance(row, SittingRow) else None

    def select_sitting(self, sitting_id: str) -> None:
        """Choose a sitting in the results."""
        model = self.sitting_table.model()
        for row in range(model.rowCount()):
            found = model.data(model.index(row, 0), RECORD_ROLE)
            if isinstance(found, SittingRow) and found.sitting.id == sitting_id:
                self.sitting_table.selectRow(row)
                return

    def _sitting_selection(self) -> None:
        row = self.current_sitting()
        self.sign_button.setEnabled(row is not None and can_sign_off(row))
        self.rubric_button.setEnabled(row is not None and bool(games_to_score(row)))

    def score_table_test(self) -> TableTestDialog | None:
        """Open the rubric for the chosen finished sitting's table test (not blocking); the
        results reload once it is recorded."""
        row = self.current_sitting()
        if row is None or not games_to_score(row):
            return None
        dialog = TableTestDialog(
            self.store,
            self.supervisor,
            sitting_id=row.sitting.id,
            trainee=row.trainee,
            exam=row.exam.name if row.exam else "?",
            games=games_to_score(row),
            parent=self,
        )
        self.table_test = dialog
        dialog.recorded.connect(lambda test: self._table_test_recorded(row.trainee, test))
        dialog.finished.connect(lambda _result: dialog.deleteLater())
        dialog.open()
        return dialog

    def _table_test_recorded(self, trainee: str, test: object) -> None:
        if not isinstance(test, TableTest):
            return
        self.status.setText(
            arg(
                self.tr("%1's %2 table test is recorded: %3, passed.")
                if test.passed
                else self.tr("%1's %2 table test is recorded: %3, not passed."),
                trainee,
                game_name(test.game),
                score_text(test.score_percent),
            )
        )
        self.refresh()

    def sign_off(self) -> None:
        """Sign off the chosen passed sitting as the trainee's table test, after asking."""
        row = self.current_sitting()
        if row is None or not can_sign_off(row):
            return
        exam = row.exam.name if row.exam else "?"
        question = arg(
            self.tr(
                "Sign off %1's exam “%2” (score %3) as their table test? It is recorded "
                "with your name, %4, and the time."
            ),
            row.trainee,
            exam,
            score_text(row.sitting.score_percent or 0),
            self.supervisor.name,
        )
        if not dialogs.confirm(self, question, self.tr("Sign off table test")):
            return
        try:
            self.store.sign_off_sitting(row.sitting.id, by=self.supervisor)
        except TrainerError as exc:
            dialogs.show_error(self, str(exc))
            return
        self.status.setText(arg(self.tr("%1's table test is signed off."), row.trainee))
        self.refresh()

    # -- loading -----------------------------------------------------------------------------

    def refresh(self) -> None:
        """Reload exams and results in the background."""
        store = self.store
        run_in_background(lambda _: load_exams(store), self._loaded, self._failed, owner=self)

    def _failed(self, exc: BaseException) -> None:
        self.status.setText(str(exc))
        self.failed.emit(str(exc))

    def _loaded(self, data: object) -> None:
        if not isinstance(data, ExamsData):
            return
        self.data = data
        chosen_exam = self.current_exam()
        chosen_sitting = self.current_sitting()
        self.exam_model.set_rows(data.exams)
        self.sitting_model.set_rows(data.sittings)
        keep = self.sitter.currentData()
        self.sitter.clear()
        for t in data.trainees:
            self.sitter.addItem(t.name, t)
        if isinstance(keep, Trainee):
            index = next((i for i, t in enumerate(data.trainees) if t.id == keep.id), 0)
            self.sitter.setCurrentIndex(index)
        if self._select_after_load is not None:
            self.select_exam(self._select_after_load)
            self._select_after_load = None
        elif chosen_exam is not None:
            self.select_exam(chosen_exam.id)
        if chosen_sitting is not None:
            self.select_sitting(chosen_sitting.sitting.id)
        self._exam_selection()
        self._sitting_selection()
        self.loaded.emit()

    def house_changed(self) -> None:
        """The house's settings changed (the builder reads its default pass mark anew)."""
        self.refresh()


def _between(fewest: int, most: int) -> str:
    return str(fewest) if fewest == most else f"{fewest}–{most}"


def spread_text(games: Sequence[str], skills: Sequence[str], count: int) -> str:
    """What every sitting of an exam asks of each game chosen and each skill within it
    (:func:`trainer.quiz.session.exam_spread`), one line a game; empty where nothing is
    drilled for the choice. Skills that share one range are said once ("0–1 of each of
    its 9 skills")."""
    families = [f.id for g in games for s in skills for f in families_for(g, s)]
    lines = []
    for g in exam_spread(families, count):
        ranges = {_between(fewest, most) for _, fewest, most in g.skills}
        if len(g.skills) > 1 and len(ranges) == 1:
            shares = arg(
                QCoreApplication.translate("ExamBuilder", "%2 of each of its %1 skills"),
                str(len(g.skills)),
                ranges.pop(),
            )
        else:
            shares = ", ".join(
                f"{skill_name(skill)} {_between(fewest, most)}" for skill, fewest, most in g.skills
            )
        lines.append(
            arg(
                QCoreApplication.translate("ExamBuilder", "%1: %2 questions (%3)"),
                game_name(g.game),
                _between(g.fewest, g.most),
                shares,
            )
        )
    return "\n".join(lines)


def _tint(colour: str) -> QColor:
    """A light tint of a theme colour, for a cell's background."""
    tinted = QColor(colour)
    tinted.setAlpha(40)
    return tinted


class ExamBuilder(QDialog):
    """Build an exam: its name, games and skills, length, time limit, pass mark, and whether
    it is for practice."""

    created = Signal(object)  # ExamDefinition

    def __init__(
        self, store: ProgressStore, supervisor: Supervisor, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.store = store
        self.supervisor = supervisor
        self.exam: ExamDefinition | None = None
        self.setWindowTitle(self.tr("New exam"))
        self.setModal(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(22, 18, 22, 18)
        layout.setSpacing(10)
        heading = QLabel(self.tr("Build an exam"))
        heading.setObjectName("pageTitle")
        layout.addWidget(heading)
        form = QGridLayout()
        form.setHorizontalSpacing(12)
        form.setVerticalSpacing(8)
        self.name = QLineEdit()
        self.name.setAccessibleName(self.tr("Exam name"))
        self.name.setPlaceholderText(self.tr("e.g. Payouts, week 3"))
        self.name.setMaxLength(60)
        form.addWidget(QLabel(self.tr("Name")), 0, 0)
        form.addWidget(self.name, 0, 1, 1, 3)
        self.count = QSpinBox()
        self.count.setRange(1, 1000)
        self.count.setValue(20)
        self.count.setSuffix(self.tr(" questions"))
        self.count.setAccessibleName(self.tr("Number of questions"))
        form.addWidget(QLabel(self.tr("Length")), 1, 0)
        form.addWidget(self.count, 1, 1)
        self.minutes = QSpinBox()
        self.minutes.setRange(0, 24 * 60)
        self.minutes.setValue(20)
        self.minutes.setSuffix(self.tr(" min"))
        self.minutes.setSpecialValueText(self.tr("No limit"))
        self.minutes.setAccessibleName(self.tr("Time limit in minutes"))
        form.addWidget(QLabel(self.tr("Time limit")), 1, 2)
        form.addWidget(self.minutes, 1, 3)
        self.pass_mark = QSpinBox()
        self.pass_mark.setRange(1, 100)
        self.pass_mark.setValue(store.settings().int_value("exam.pass-mark-percent"))
        self.pass_mark.setSuffix("%")
        self.pass_mark.setAccessibleName(self.tr("Pass mark in percent"))
        form.addWidget(QLabel(self.tr("Pass mark")), 2, 0)
        form.addWidget(self.pass_mark, 2, 1)
        # Each sitting draws its own questions from the families and counts set here; a
        # supervisor starts each one with their PIN unless the exam is for practice.
        self.practice = QCheckBox(self.tr("Practice: a trainee may start it alone"))
        self.practice.setAccessibleName(
            self.tr("Practice exam: trainees start it without a supervisor")
        )
        form.addWidget(self.practice, 2, 2, 1, 2)
        form.setColumnStretch(1, 1)
        form.setColumnStretch(3, 1)
        layout.addLayout(form)

        choose = QHBoxLayout()
        choose.setSpacing(28)
        games_box = QVBoxLayout()
        games = QLabel(self.tr("Games"))
        games.setObjectName("subheading")
        games_box.addWidget(games)
        self.game_checks: dict[str, QCheckBox] = {}
        for game, title in GAME_NAMES.items():
            box = QCheckBox(title)
            box.toggled.connect(self._choices_changed)
            self.game_checks[game] = box
            games_box.addWidget(box)
        games_box.addStretch(1)
        choose.addLayout(games_box)
        skills_box = QVBoxLayout()
        skills = QLabel(self.tr("Skills"))
        skills.setObjectName("subheading")
        skills_box.addWidget(skills)
        grid = QGridLayout()
        grid.setHorizontalSpacing(18)
        self.skill_checks: dict[str, QCheckBox] = {}
        for i, skill in enumerate(Skill):
            box = QCheckBox(skill.heading)
            box.toggled.connect(self._choices_changed)
            self.skill_checks[skill.value] = box
            grid.addWidget(box, i % 4, i // 4)
        skills_box.addLayout(grid)
        choose.addLayout(skills_box, 1)
        layout.addLayout(choose)
        self.reach = QLabel("")
        self.reach.setObjectName("muted")
        self.reach.setWordWrap(True)
        layout.addWidget(self.reach)
        self.spread = QLabel("")
        self.spread.setObjectName("muted")
        self.spread.setWordWrap(True)
        self.spread.setAccessibleName(self.tr("What every sitting asks"))
        layout.addWidget(self.spread)
        self.count.valueChanged.connect(self._choices_changed)
        self.error = MessageLabel("")
        self.error.setWordWrap(True)
        self.error.setStyleSheet(f"color: {WRONG};")
        self.error.setAccessibleName(self.tr("Why the exam was not created"))
        layout.addWidget(self.error)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        cancel = QPushButton(self.tr("Cancel"))
        cancel.clicked.connect(self.reject)
        buttons.addWidget(cancel)
        self.create_button = QPushButton(self.tr("Create exam"))
        self.create_button.setObjectName("primary")
        self.create_button.setDefault(True)
        self.create_button.clicked.connect(self.create_exam)
        buttons.addWidget(self.create_button)
        layout.addLayout(buttons)
        self._choices_changed()
        self.name.setFocus()

    def chosen(self) -> tuple[list[str], list[str]]:
        """The games and skills ticked."""
        games = [g for g, box in self.game_checks.items() if box.isChecked()]
        skills = [s for s, box in self.skill_checks.items() if box.isChecked()]
        return games, skills

    def _choices_changed(self) -> None:
        games, skills = self.chosen()
        kinds = {f.id for g in games for s in skills for f in families_for(g, s)}
        if not games or not skills:
            self.reach.setText(self.tr("Tick at least one game and one skill."))
        elif not kinds:
            self.reach.setText(self.tr("No questions are drilled for that choice."))
        else:
            self.reach.setText(
                arg(
                    self.tr("Questions are drawn from %1 kinds of question; every sitting asks:"),
                    str(len(kinds)),
                )
            )
        self.create_button.setEnabled(bool(kinds))
        self.spread.setText(spread_text(games, skills, self.count.value()))

    def create_exam(self) -> ExamDefinition | None:
        """Define the exam as built and close; or say why not and stay open."""
        games, skills = self.chosen()
        try:
            exam = self.store.define_exam(
                self.name.text(),
                games=games,
                skills=skills,
                question_count=self.count.value(),
                time_limit_seconds=self.minutes.value() * 60,
                # The seed sittings stored before each drew their own; kept for the site.
                seed=random.SystemRandom().randrange(MAX_SEED),
                by=self.supervisor,
                pass_mark_percent=self.pass_mark.value(),
                practice=self.practice.isChecked(),
            )
        except TrainerError as exc:
            self.error.setText(str(exc))
            return None
        self.exam = exam
        self.created.emit(exam)
        self.accept()
        return exam
