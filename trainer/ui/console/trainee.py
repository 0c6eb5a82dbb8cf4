"""Trainee detail: one trainee's figures per game and skill, their accuracy by day, the
families they miss most, and every answer they gave, filterable; any answer opens to the
question exactly as they saw it."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import date
from html import escape

from PySide6.QtCharts import QChartView
from PySide6.QtCore import (
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QStyle,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from trainer.practice import Standing, TroubleSpot, scheduler_view, trouble_spots
from trainer.progress import (
    Attempt,
    GameLevel,
    Mastery,
    ProgressStore,
    SkillStats,
    TableTest,
    Trainee,
    TraineeDetail,
    accuracy_text,
)
from trainer.quiz.pace import at_median
from trainer.quiz.session import wall_ms
from trainer.ui.console.attempt import AttemptDialog, answer_text, verdict
from trainer.ui.console.certification import CertificationPanel
from trainer.ui.console.common import (
    MODE_NAMES,
    RECORD_ROLE,
    Column,
    DateRange,
    FilterCombo,
    FilterProxy,
    RecordModel,
    accuracy_chart,
    accuracy_colour,
    card,
    family_title,
    game_combo,
    game_name,
    game_short_name,
    mode_name,
    pace_column,
    pace_targets,
    page_title,
    record_table,
    seconds,
    set_widths,
    skill_combo,
    skill_name,
    status_label,
    when,
)
from trainer.ui.console.schedule import SchedulerView
from trainer.ui.layouts import FlowLayout, SideBySide
from trainer.ui.translation import arg
from trainer.ui.worker import Task, run_in_background


@dataclass(frozen=True, slots=True)
class _Loaded:
    """What the page reads for one trainee and range, all of it off the GUI thread."""

    detail: TraineeDetail
    targets: dict[tuple[str, str], int]
    trouble: list[TroubleSpot]
    scheduler: str
    standings: list[Standing]
    levels: tuple[GameLevel, ...] = ()
    table_tests: tuple[TableTest, ...] = ()


@dataclass(frozen=True, slots=True)
class SkillRow:
    """A row of the trainee's figures: their totals in one game and skill, and mastery."""

    stats: SkillStats
    mastery: Mastery | None
    pace_target: int | None = None
    """The house's pace target for the game and skill (right decisions per hour)."""

    @property
    def pace(self) -> int | None:
        """Right decisions per hour at the trainee's median time and share right."""
        return at_median(self.stats.median_ms, self.stats.correct, self.stats.attempts)


class AttemptFilter(FilterProxy):
    """Answers of one game, skill, mode and/or result."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game: str | None = None
        self.skill: str | None = None
        self.mode: str | None = None
        self.result: str | None = None

    def set_filter(
        self, game: str | None, skill: str | None, mode: str | None, result: str | None
    ) -> None:
        """Change what is shown."""
        with self.changing():
            self.game, self.skill, self.mode, self.result = game, skill, mode, result

    def filterAcceptsRow(
        self, source_row: int, source_parent: QModelIndex | QPersistentModelIndex
    ) -> bool:
        model = self.sourceModel()
        assert isinstance(model, RecordModel)
        a: Attempt = model.rows[source_row]
        return (
            (self.game is None or a.game == self.game)
            and (self.skill is None or a.skill == self.skill)
            and (self.mode is None or a.mode == self.mode)
            and (self.result is None or (self.result == "right") == a.correct)
        )


def _family_rows(rows: Iterable[tuple[str, str, str]]) -> str:
    """``(family title, game, what)`` rows as rich text, one paragraph each."""
    return "".join(
        f"<p style='margin:0 0 8px 0'><b>{escape(title)}</b><br>"
        f"<span style='color:#5b6575'>{game_name(game)} · {escape(what)}</span></p>"
        for title, game, what in rows
    )


class TraineePage(QWidget):
    """Everything about one trainee."""

    loaded = Signal()
    attempts_loaded = Signal()
    failed = Signal(str)  # one plain sentence: what could not be done

    def __init__(
        self, store: ProgressStore, today: Callable[[], date], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.store = store
        self.today = today
        self.trainee_id: int | None = None
        self._pending: int | None = None
        self.detail: TraineeDetail | None = None
        self.dialog: AttemptDialog | None = None
        self._generation = 0
        outer = QVBoxLayout(self)
        outer.setContentsMargins(24, 16, 24, 16)
        outer.setSpacing(10)
        top = QHBoxLayout()
        top.addWidget(page_title(self.tr("Trainee detail")), 1)
        top.addWidget(QLabel(self.tr("Trainee:")))
        self.trainee_box = FilterCombo(self.tr("Trainee shown"))
        self.trainee_box.setMinimumWidth(240)
        self.trainee_box.currentIndexChanged.connect(self._trainee_chosen)
        top.addWidget(self.trainee_box)
        outer.addLayout(top)
        range_row = QWidget()  # the figures go under the dates on a narrow screen
        filters = FlowLayout(range_row, spacing=18)
        self.range = DateRange(today, 0)
        self.range.changed.connect(self.reload)
        filters.addWidget(self.range)
        self.figures = QLabel("")
        self.figures.setObjectName("headline")
        self.figures.setMinimumHeight(self.range.sizeHint().height())
        filters.addWidget(self.figures)
        outer.addWidget(range_row)

        self.tabs = QTabWidget()
        self.tabs.setAccessibleName(self.tr("Trainee detail sections"))
        self.tabs.addTab(self._statistics_tab(), self.tr("Statistics"))
        self.tabs.addTab(self._answers_tab(), self.tr("Every answer"))
        self.certification = CertificationPanel()
        self.tabs.addTab(self.certification, self.tr("Certification"))
        self.schedule = SchedulerView()
        self.tabs.addTab(self.schedule, self.tr("What comes next"))
        outer.addWidget(self.tabs, 1)
        self.status = status_label()
        outer.addWidget(self.status)

    # -- building ----------------------------------------------------------------------------

    def _statistics_tab(self) -> QWidget:
        tab = QWidget()
        layout = QVBoxLayout(tab)
        layout.setContentsMargins(0, 10, 0, 0)
        # The figures and the chart, with the family lists beside them where the table has
        # its columns whole; else the lists go under them, side by side (at 1024x768 the
        # table cut "Hand arrangement" and hid its last three columns).
        self.stats_row = SideBySide(spacing=12)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.setSpacing(12)
        stats_card, stats_layout = card(self.tr("By game and skill"))
        self.skill_model: RecordModel[SkillRow] = RecordModel(self._skill_columns(), self)
        skill_proxy = FilterProxy(self)
        skill_proxy.setSourceModel(self.skill_model)
        self.skill_table = record_table(self.tr("The trainee's figures by game and skill"))
        self.skill_table.setModel(skill_proxy)
        # A click still sorts; the arrow's room is not kept in every heading, so that the
        # figures keep their columns whole on a kiosk's 1024x768 screen (four headings were
        # a third arrow room).
        self.skill_table.horizontalHeader().setSortIndicatorShown(False)
        self._table_width = 0  # its columns whole, once its rows came
        stats_layout.addWidget(self.skill_table)
        left_layout.addWidget(stats_card, 3)
        chart_card, chart_layout = card()
        chart_layout.setContentsMargins(4, 4, 4, 4)
        self.chart_view = QChartView()
        self.chart_view.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.chart_view.setAccessibleName(self.tr("The trainee's accuracy by day"))
        # Not the chart's own (wide) minimum; tall enough for a plot of 150 px where the page
        # scrolls and gives it no more than its least.
        self.chart_view.setMinimumSize(320, 240)
        chart_layout.addWidget(self.chart_view)
        left_layout.addWidget(chart_card, 2)
        self.stats_row.addWidget(left, 1, wants=lambda: self._table_width)
        missed_card, self.missed = self._family_list(
            self.tr("Most missed"), self.tr("The question families missed most")
        )
        # Trouble spots: families the trainee keeps missing, whatever the dates chosen
        # (the drill spaces them out and explains them first).
        trouble_card, self.trouble = self._family_list(
            self.tr("Trouble spots"), self.tr("The families the trainee keeps missing")
        )
        lists = SideBySide(spacing=12)
        lists.addWidget(missed_card)
        lists.addWidget(trouble_card)
        self.stats_row.addWidget(lists, 0, beside=290)
        layout.addWidget(self.stats_row, 1)
        return tab

    def _fit_skill_columns(self) -> None:
        """Each column as wide as its widest cell or heading, and the card's width with
        every column whole (for choosing where the family lists go)."""
        view = self.skill_table
        header = view.horizontalHeader()
        view.resizeColumnsToContents()
        columns = sum(
            max(view.sizeHintForColumn(c), header.sectionSizeHint(c))
            for c in range(header.count())
            if not header.isSectionHidden(c)
        )
        scroll_bar = view.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        margins = 2 * 16  # the card's own (common.card)
        self._table_width = columns + 2 * view.frameWidth() + scroll_bar + margins + 2
        # Every row shows (up to 14; the page scrolls, not a table inside it), and at least
        # six however the page lies.
        model = view.model()
        rows = min(max(model.rowCount() if model is not None else 0, 6), 14)
        row = view.verticalHeader().defaultSectionSize()
        height = header.sizeHint().height() + rows * row + 2 * view.frameWidth() + scroll_bar
        view.setMinimumHeight(height)
        self.stats_row.reflow()

    def _family_list(self, title: str, name: str) -> tuple[QWidget, QLabel]:
        """A card holding a list of families as rich text."""
        holder, layout = card(title)
        label = QLabel("")
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setWordWrap(True)
        label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        label.setAccessibleName(name)
        layout.addWidget(label, 1)
        holder.setMinimumWidth(240)
        return holder, label

    def _skill_columns(self) -> list[Column[SkillRow]]:
        right = Qt.AlignmentFlag.AlignRight
        centre = Qt.AlignmentFlag.AlignHCenter

        def mastery(r: SkillRow) -> str:
            m = r.mastery
            if m is None or not m.considered:
                return "–"
            if m.mastered:
                return self.tr("★ mastered")
            return arg(self.tr("%1 of %2 right"), str(m.correct), str(m.considered))

        return [
            # The game's short name ("Three Card"), the whole in its tip: the figures keep
            # their columns whole on a kiosk's 1024x768 screen.
            Column(
                self.tr("Game"),
                lambda r: game_short_name(r.stats.game),
                tooltip=lambda r: game_name(r.stats.game),
            ),
            Column(self.tr("Skill"), lambda r: skill_name(r.stats.skill)),
            Column(
                self.tr("Answers"),
                lambda r: f"{r.stats.attempts:,}",
                lambda r: r.stats.attempts,
                align=right,
            ),
            Column(
                self.tr("Accuracy"),
                lambda r: accuracy_text(r.stats),
                lambda r: r.stats.accuracy,
                lambda r: accuracy_colour(r.stats.accuracy),
                centre,
            ),
            Column(
                self.tr("Median"),
                lambda r: seconds(r.stats.median_ms),
                lambda r: r.stats.median_ms or 0,
                align=right,
                tooltip=lambda r: arg(
                    self.tr("Nine answers in ten took under %1."), seconds(r.stats.p90_ms)
                ),
            ),
            pace_column(lambda r: r.pace, lambda r: r.pace_target),
            Column(
                self.tr("Mastery"),
                mastery,
                lambda r: (
                    0
                    if r.mastery is None
                    else (1000 if r.mastery.mastered else 0) + r.mastery.correct
                ),
            ),
        ]

    def _answers_tab(self) -> QWidget:
        tab = QWidget()
        layout = QVBoxLayout(tab)
        layout.setContentsMargins(0, 10, 0, 0)
        filter_row = QWidget()  # the filters wrap onto a second row on a narrow screen
        filters = FlowLayout(filter_row, spacing=8)
        self.game_box = game_combo(self.tr("Game of the answers shown"), self.tr("All games"))
        self.skill_box = skill_combo(self.tr("Skill of the answers shown"), self.tr("All skills"))
        self.mode_box = QComboBox()
        self.mode_box.setAccessibleName(self.tr("Mode of the answers shown"))
        self.mode_box.addItem(self.tr("All modes"), None)
        for mode in MODE_NAMES:
            self.mode_box.addItem(mode_name(mode), mode)
        self.result_box = QComboBox()
        self.result_box.setAccessibleName(self.tr("Result of the answers shown"))
        self.result_box.addItem(self.tr("Right and wrong"), None)
        self.result_box.addItem(self.tr("Right only"), "right")
        self.result_box.addItem(self.tr("Wrong only"), "wrong")
        for box in (self.game_box, self.skill_box, self.mode_box, self.result_box):
            box.currentIndexChanged.connect(self._filter_answers)
            filters.addWidget(box)
        layout.addWidget(filter_row)
        self.open_button = QPushButton(self.tr("Open the question"))
        self.open_button.setObjectName("primary")
        self.open_button.setAccessibleName(self.tr("Open the chosen answer's question"))
        self.open_button.clicked.connect(self.open_current)
        self.open_button.setEnabled(False)
        self.attempt_model: RecordModel[Attempt] = RecordModel(self._attempt_columns(), self)
        self.attempt_proxy = AttemptFilter(self)
        self.attempt_proxy.setSourceModel(self.attempt_model)
        self.attempt_table: QTableView = record_table(self.tr("Every answer the trainee gave"))
        self.attempt_table.setAccessibleDescription(
            self.tr("Double-click an answer, or press Enter, to see its question.")
        )
        self.attempt_table.setModel(self.attempt_proxy)
        self.attempt_table.sortByColumn(0, Qt.SortOrder.DescendingOrder)
        set_widths(self.attempt_table, (162, 140, 140, 175, 85, 90, 58))
        self.attempt_table.horizontalHeader().setSectionResizeMode(
            3, QHeaderView.ResizeMode.Interactive
        )
        self.attempt_table.activated.connect(self._open_index)
        self.attempt_table.selectionModel().currentRowChanged.connect(
            lambda current, _previous: self.open_button.setEnabled(current.isValid())
        )
        layout.addWidget(self.attempt_table, 1)
        bottom = QHBoxLayout()
        self.answers_status = status_label()
        bottom.addWidget(self.answers_status, 1)
        bottom.addWidget(self.open_button)
        layout.addLayout(bottom)
        return tab

    def _attempt_columns(self) -> list[Column[Attempt]]:
        right = Qt.AlignmentFlag.AlignRight
        return [
            Column(
                self.tr("When"), lambda a: when(a.answered_at), lambda a: a.answered_at.timestamp()
            ),
            Column(self.tr("Game"), lambda a: game_name(a.game)),
            Column(self.tr("Skill"), lambda a: skill_name(a.skill)),
            Column(self.tr("Question"), lambda a: family_title(a.family)),
            Column(self.tr("Mode"), lambda a: mode_name(a.mode)),
            Column(
                self.tr("Result"),
                lambda a: self.tr(verdict(a)[0]),
                lambda a: a.credit,
                lambda a: accuracy_colour(a.credit),
            ),
            Column(
                self.tr("Time"),
                lambda a: seconds(a.response_ms),
                lambda a: a.response_ms,
                align=right,
            ),
            Column(self.tr("Their answer"), lambda a: answer_text(a.answer)),
        ]

    # -- trainees ----------------------------------------------------------------------------

    def set_trainees(self, trainees: tuple[Trainee, ...]) -> None:
        """The trainees to choose from (archived ones marked); keeps the one shown."""
        keep = self._pending if self._pending is not None else self.trainee_id
        self._pending = None
        self.trainee_box.blockSignals(True)
        self.trainee_box.clear()
        for t in trainees:
            label = t.name + (self.tr(" (archived)") if t.is_archived else "")
            self.trainee_box.addItem(label, t.id)
        index = self.trainee_box.findData(keep) if keep is not None else -1
        self.trainee_box.setCurrentIndex(max(index, 0) if trainees else -1)
        self.trainee_box.blockSignals(False)
        chosen = self.trainee_box.currentData()
        if chosen != keep or (chosen is not None and self.detail is None):
            self._trainee_chosen()

    def show_trainee(self, trainee_id: int) -> None:
        """Show this trainee."""
        index = self.trainee_box.findData(trainee_id)
        if index < 0:
            self._pending = trainee_id  # shown once the list of trainees arrives
            return
        if index == self.trainee_box.currentIndex():
            self._trainee_chosen()
        else:
            self.trainee_box.setCurrentIndex(index)

    def _trainee_chosen(self) -> None:
        data = self.trainee_box.currentData()
        self.trainee_id = None if data is None else int(data)
        self.reload()

    # -- loading -----------------------------------------------------------------------------

    def refresh(self) -> None:
        """Reload the trainee list and the trainee shown (in the background)."""
        store = self.store
        run_in_background(
            lambda _: store.trainees(include_archived=True),
            self.set_trainees,
            self._failed,
            owner=self,
        )

    def reload(self) -> None:
        """Reload the trainee shown for the chosen dates."""
        self._generation += 1
        generation = self._generation
        trainee_id = self.trainee_id
        if trainee_id is None:
            self.detail = None
            self.skill_model.set_rows([])
            self._fit_skill_columns()
            self.attempt_model.set_rows([])
            self.missed.setText(self.tr("No trainee chosen."))
            self.trouble.setText("")
            self.certification.set_data((), ())
            self.schedule.clear()
            return
        since, until = self.range.since, self.range.until
        store = self.store
        self.status.setText(self.tr("Loading…"))
        self.answers_status.setText(self.tr("Loading the answers…"))

        def load(_: Task) -> _Loaded:
            # Every read the page needs is made here, off the GUI thread: a delivery that
            # arrives after the store has closed (the console closed mid-load) reads nothing.
            detail = store.trainee_detail(trainee_id, since, until)
            targets = pace_targets(store, ((s.game, s.skill) for s in detail.skills))
            name, standings = scheduler_view(store, trainee_id, wall_ms())
            return _Loaded(
                detail,
                targets,
                trouble_spots(store, trainee_id),
                name,
                standings,
                store.levels(trainee_id),
                store.trainee_table_tests(trainee_id),
            )

        run_in_background(
            load,
            lambda loaded: self._loaded(generation, loaded),
            self._failed,
            owner=self,
        )

        def answers(_: Task) -> list[Attempt]:
            found = list(store.attempts(trainee_id=trainee_id, since=since, until=until))
            found.reverse()  # newest first
            return found

        run_in_background(
            answers,
            lambda found: self._answers_loaded(generation, found),
            self._failed,
            owner=self,
        )

    def _failed(self, exc: BaseException) -> None:
        self.status.setText(str(exc))
        self.failed.emit(str(exc))

    def _loaded(self, generation: int, loaded: _Loaded) -> None:
        if generation != self._generation:
            return
        detail, targets = loaded.detail, loaded.targets
        self.detail = detail
        self.status.setText("")
        mastery = {(m.game, m.skill): m for m in detail.mastery}
        self.skill_model.set_rows(
            [
                SkillRow(s, mastery.get((s.game, s.skill)), targets.get((s.game, s.skill)))
                for s in detail.skills
            ]
        )
        self.skill_table.horizontalHeader().setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
        self._fit_skill_columns()
        mastered = [m for m in detail.mastery if m.mastered]
        if not mastered:
            self.figures.setText(self.tr("No skill mastered yet"))
        elif len(mastered) == 1:
            self.figures.setText(self.tr("★ 1 skill mastered"))
        else:
            self.figures.setText(arg(self.tr("★ %1 skills mastered"), str(len(mastered))))
        old = self.chart_view.chart()
        # The name is the page's heading; in the title a long one was cut ("…'s accuracy
        # by...") at a scale of 1.5.
        title = self.tr("Accuracy by day")
        self.chart_view.setChart(
            accuracy_chart(detail.trend, title, detail.since, detail.until or self.today())
        )
        if old is not None:
            old.deleteLater()
        self._fill_missed(detail)
        self._fill_trouble(loaded.trouble)
        self.certification.set_data(loaded.levels, loaded.table_tests)
        self.schedule.show_rows(loaded.scheduler, loaded.standings)
        self.loaded.emit()

    def _fill_missed(self, detail: TraineeDetail) -> None:
        if not detail.most_missed:
            self.missed.setText(self.tr("Nothing missed in these dates."))
            return
        missed = self.tr("missed %1 of %2")
        self.missed.setText(
            _family_rows(
                (family_title(m.family), m.game, arg(missed, m.missed, m.attempts))
                for m in detail.most_missed[:6]
            )
        )

    def _fill_trouble(self, spots: list[TroubleSpot]) -> None:
        if not spots:
            self.trouble.setText(self.tr("None: no family keeps being missed."))
            return
        missed = self.tr("missed %1 times in %2 answers")
        self.trouble.setText(
            _family_rows(
                (spot.family.title, spot.family.game, arg(missed, spot.misses, spot.answers))
                for spot in spots[:8]
            )
        )

    def _answers_loaded(self, generation: int, found: object) -> None:
        if generation != self._generation or not isinstance(found, list):
            return
        self.attempt_model.set_rows(found)
        self._filter_answers()
        self.attempts_loaded.emit()

    def _filter_answers(self) -> None:
        self.attempt_proxy.set_filter(
            self.game_box.currentData(),
            self.skill_box.currentData(),
            self.mode_box.currentData(),
            self.result_box.currentData(),
        )
        shown, total = self.attempt_proxy.rowCount(), self.attempt_model.rowCount()
        self.answers_status.setText(
            arg(self.tr("%1 of %2 answers shown"), f"{shown:,}", f"{total:,}")
        )
        self.open_button.setEnabled(self.attempt_table.currentIndex().isValid())

    # -- opening an answer -------------------------------------------------------------------

    def open_current(self) -> None:
        """Open the chosen answer."""
        self._open_index(self.attempt_table.currentIndex())

    def _open_index(self, index: QModelIndex) -> None:
        attempt = self.attempt_proxy.data(index, RECORD_ROLE) if index.isValid() else None
        if isinstance(attempt, Attempt):
            self.open_attempt(attempt)

    def open_attempt(self, attempt: Attempt) -> AttemptDialog:
        """Show an answer's question as the trainee saw it."""
        dialog = AttemptDialog(attempt, self)
        self.dialog = dialog
        dialog.setModal(True)
        dialog.finished.connect(lambda _result: self._dialog_closed(dialog))
        dialog.open()
        return dialog

    def _dialog_closed(self, dialog: AttemptDialog) -> None:
        if self.dialog is dialog:
            self.dialog = None
        dialog.deleteLater()
