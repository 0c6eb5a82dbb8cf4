"""Class overview: every active trainee by game and skill (mastery, accuracy, median time,
pace against the house's target, answers, last active) in a sortable table with an
accuracy colour scale, filtered by dates, game, skill and name; and the class's accuracy
by day as a chart.

The figures come from the store (:meth:`~trainer.progress.ProgressStore.trainee_summaries`
and :meth:`~trainer.progress.ProgressStore.class_overview`), loaded off the GUI thread.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import date

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
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from trainer.progress import (
    ClassOverview,
    Cohort,
    ProgressStore,
    SkillStats,
    TraineeSummary,
    accuracy_text,
)
from trainer.quiz.pace import at_median
from trainer.ui.console.classes import class_combo, fill_classes
from trainer.ui.console.common import (
    RECORD_ROLE,
    Column,
    DateRange,
    FilterProxy,
    RecordModel,
    accuracy_chart,
    accuracy_colour,
    card,
    game_combo,
    game_name,
    pace_column,
    pace_targets,
    page_title,
    record_table,
    seconds,
    set_widths,
    skill_combo,
    skill_name,
    status_label,
)
from trainer.ui.language import date_text
from trainer.ui.layouts import FlowLayout
from trainer.ui.translation import arg
from trainer.ui.worker import run_in_background


@dataclass(frozen=True, slots=True)
class OverviewRow:
    """One row of the overview: a trainee's totals in one game and skill."""

    trainee_id: int
    trainee: str
    stats: SkillStats
    mastered: bool
    last_active: date | None = None
    pace_target: int | None = None
    """The house's pace target for the game and skill (right decisions per hour)."""

    @property
    def pace(self) -> int | None:
        """Right decisions per hour at the trainee's median time and share right (issues 16
        and 24)."""
        return at_median(self.stats.median_ms, self.stats.correct, self.stats.attempts)


@dataclass(frozen=True, slots=True)
class OverviewData:
    """What one load brings back from the store."""

    since: date | None
    until: date | None
    rows: tuple[OverviewRow, ...]
    overview: ClassOverview
    classes: tuple[Cohort, ...] = ()


def load_overview(
    store: ProgressStore,
    since: date | None,
    until: date | None,
    game: str | None,
    skill: str | None,
    cohort: int | None = None,
) -> OverviewData:
    """The overview's rows (active trainees only, of one class if *cohort*) and the class
    figures (worker thread)."""
    active = {t.id for t in store.trainees() if cohort is None or t.cohort_id == cohort}
    summaries: tuple[TraineeSummary, ...] = store.trainee_summaries(since, until)
    rows = tuple(
        OverviewRow(s.trainee_id, s.trainee, s.stats, s.mastered, s.last_day)
        for s in summaries
        if s.trainee_id in active
    )
    targets = pace_targets(store, ((r.stats.game, r.stats.skill) for r in rows))
    rows = tuple(replace(r, pace_target=targets.get((r.stats.game, r.stats.skill))) for r in rows)
    overview = store.class_overview(since, until, game=game, skill=skill, cohort=cohort)
    return OverviewData(since, until, rows, overview, store.cohorts.every())


class OverviewFilter(FilterProxy):
    """Rows of one game and/or skill, and trainees whose name holds the search text."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game: str | None = None
        self.skill: str | None = None
        self.text = ""

    def set_filter(self, game: str | None, skill: str | None, text: str) -> None:
        """Change what is shown."""
        with self.changing():
            self.game, self.skill, self.text = game, skill, text.strip().casefold()

    def accepts(self, row: OverviewRow) -> bool:
        """Whether a row passes the filter."""
        return (
            (self.game is None or row.stats.game == self.game)
            and (self.skill is None or row.stats.skill == self.skill)
            and (not self.text or self.text in row.trainee.casefold())
        )

    def filterAcceptsRow(
        self, source_row: int, source_parent: QModelIndex | QPersistentModelIndex
    ) -> bool:
        model = self.sourceModel()
        assert isinstance(model, RecordModel)
        return self.accepts(model.rows[source_row])


class OverviewPage(QWidget):
    """The class at a glance."""

    trainee_requested = Signal(int)  # trainee id
    loaded = Signal()  # the table and chart are filled
    last_active_loaded = Signal()  # ... and the last-active column too (same load)
    failed = Signal(str)  # one plain sentence: what could not be done

    def __init__(
        self, store: ProgressStore, today: Callable[[], date], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.store = store
        self.today = today
        self.data: OverviewData | None = None
        self._generation = 0
        outer = QVBoxLayout(self)
        outer.setContentsMargins(24, 16, 24, 16)
        outer.setSpacing(10)
        top = QHBoxLayout()
        heading = QVBoxLayout()
        heading.setSpacing(0)
        heading.addWidget(page_title(self.tr("Class overview")))
        self.headline = QLabel(" ")
        self.headline.setObjectName("muted")
        self.headline.setAccessibleName(self.tr("Class figures"))
        heading.addWidget(self.headline)
        top.addLayout(heading, 1)
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Find a trainee"))
        self.search.setAccessibleName(self.tr("Find a trainee by name"))
        self.search.setClearButtonEnabled(True)
        self.search.setFixedWidth(220)
        self.search.textChanged.connect(self._apply_filter)
        top.addWidget(self.search, 0, Qt.AlignmentFlag.AlignBottom)
        outer.addLayout(top)

        # The filters wrap onto a second row on a narrow screen.
        filter_row = QWidget()
        filters = FlowLayout(filter_row, spacing=12)
        self.range = DateRange(today, 30)
        self.range.changed.connect(self.refresh)
        filters.addWidget(self.range)
        self.game_box = game_combo(self.tr("Game shown"), self.tr("All games"))
        self.skill_box = skill_combo(self.tr("Skill shown"), self.tr("All skills"))
        for box in (self.game_box, self.skill_box):
            box.currentIndexChanged.connect(self._filter_changed)
            filters.addWidget(box)
        self.class_box = class_combo(self.tr("Class shown"), self.tr("All classes"))
        self.class_box.currentIndexChanged.connect(self.refresh)
        filters.addWidget(self.class_box)
        outer.addWidget(filter_row)

        self.model: RecordModel[OverviewRow] = RecordModel(self._columns(), self)
        self.proxy = OverviewFilter(self)
        self.proxy.setSourceModel(self.model)
        self.table = record_table(self.tr("Trainees by game and skill"))
        self.table.setAccessibleDescription(
            self.tr("Double-click a row, or press Enter, to open that trainee.")
        )
        self.table.setModel(self.proxy)
        self.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        set_widths(self.table, (190, 150, 160, 110, 90, 115, 85, 120, 115))
        # The last column takes what room is left; on a narrow screen the table scrolls
        # sideways rather than squeeze the trainee's name to nothing (it was 32 px).
        self.table.activated.connect(self._open_row)

        table_card, table_layout = card()
        table_layout.setContentsMargins(0, 0, 0, 0)
        table_layout.addWidget(self.table)
        self.chart_view = QChartView()
        self.chart_view.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.chart_view.setAccessibleName(self.tr("The class's accuracy by day"))
        # Not the chart's own (wide) minimum; tall enough to read its plot when the page
        # fits the screen (the console is as tall as the page showing).
        self.chart_view.setMinimumSize(320, 240)
        chart_card, chart_layout = card()
        chart_layout.setContentsMargins(4, 4, 4, 4)
        chart_layout.addWidget(self.chart_view)
        split = QSplitter(Qt.Orientation.Vertical)
        split.setChildrenCollapsible(False)
        split.addWidget(table_card)
        split.addWidget(chart_card)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setSizes([420, 230])
        outer.addWidget(split, 1)
        self.status = status_label()
        outer.addWidget(self.status)

    def _columns(self) -> list[Column[OverviewRow]]:
        right = Qt.AlignmentFlag.AlignRight
        centre = Qt.AlignmentFlag.AlignHCenter
        mastered, not_yet = self.tr("★ mastered"), self.tr("not yet")
        return [
            Column(self.tr("Trainee"), lambda r: r.trainee, lambda r: r.trainee.casefold()),
            Column(self.tr("Game"), lambda r: game_name(r.stats.game)),
            Column(self.tr("Skill"), lambda r: skill_name(r.stats.skill)),
            Column(
                self.tr("Mastery"),
                lambda r: mastered if r.mastered else not_yet,
                lambda r: int(r.mastered),
            ),
            Column(
                self.tr("Accuracy"),
                lambda r: accuracy_text(r.stats),
                lambda r: r.stats.accuracy,
                lambda r: accuracy_colour(r.stats.accuracy),
                centre,
            ),
            Column(
                self.tr("Median time"),
                lambda r: seconds(r.stats.median_ms),
                lambda r: r.stats.median_ms if r.stats.median_ms is not None else 1 << 62,
                align=right,
            ),
            Column(
                self.tr("Answers"),
                lambda r: f"{r.stats.attempts:,}",
                lambda r: r.stats.attempts,
                align=right,
            ),
            pace_column(lambda r: r.pace, lambda r: r.pace_target),
            Column(
                self.tr("Last active"),
                lambda r: "…" if r.last_active is None else date_text(r.last_active, "%d %b %Y"),
                lambda r: r.last_active.toordinal() if r.last_active else 0,
                align=right,
            ),
        ]

    # -- loading ---------------------------------------------------------------------------

    def refresh(self) -> None:
        """Reload the figures for the chosen dates in the background."""
        self._generation += 1
        generation = self._generation
        since, until = self.range.since, self.range.until
        game, skill = self.game_box.currentData(), self.skill_box.currentData()
        cohort = self.class_box.currentData()
        self.status.setText(self.tr("Loading the class's figures…"))
        store = self.store
        run_in_background(
            lambda _: load_overview(store, since, until, game, skill, cohort),
            lambda data: self._loaded(generation, data),
            self._failed,
            owner=self,
        )

    def _failed(self, exc: BaseException) -> None:
        self.status.setText(str(exc))
        self.failed.emit(str(exc))

    def _loaded(self, generation: int, data: object) -> None:
        if generation != self._generation or not isinstance(data, OverviewData):
            return  # a newer load is on its way
        self.data = data
        fill_classes(self.class_box, data.classes)
        self.model.set_rows(data.rows)
        self._draw_chart()
        self._update_headline()
        self.status.setText("")
        self.loaded.emit()
        self.last_active_loaded.emit()  # the store brings the last day with each row

    def _filter_changed(self) -> None:
        self._apply_filter()
        self.refresh()  # the chart follows the game and skill chosen

    def _apply_filter(self) -> None:
        self.proxy.set_filter(
            self.game_box.currentData(), self.skill_box.currentData(), self.search.text()
        )
        self._update_headline()

    def _update_headline(self) -> None:
        data = self.data
        if data is None:
            return
        accepts = self.proxy.accepts
        shown = {r.trainee_id for r in self.model.rows if accepts(r)}
        active = data.overview.active_trainees
        # Issue 12, wording: "1 active trainee", not "1 active trainees".
        if active == 1:
            text = arg(self.tr("1 active trainee · %1 shown"), str(len(shown)))
        else:
            text = arg(self.tr("%1 active trainees · %2 shown"), str(active), str(len(shown)))
        self.headline.setText(text)

    def _draw_chart(self) -> None:
        data = self.data
        if data is None:
            return
        parts = [self.tr("Class accuracy by day")]
        if self.game_box.currentData():
            parts.append(self.game_box.currentText())
        if self.skill_box.currentData():
            parts.append(self.skill_box.currentText())
        if self.class_box.currentData() is not None:
            parts.append(self.class_box.currentText())
        last = data.until or self.today()
        chart = accuracy_chart(data.overview.trend, " · ".join(parts), data.since, last)
        old = self.chart_view.chart()
        self.chart_view.setChart(chart)
        if old is not None:
            old.deleteLater()

    def _open_row(self, index: QModelIndex) -> None:
        row = self.proxy.data(index, RECORD_ROLE)
        if isinstance(row, OverviewRow):
            self.trainee_requested.emit(row.trainee_id)
