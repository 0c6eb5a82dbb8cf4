"""My progress: accuracy and median time per skill over the days (Qt Charts), mastery per
game and skill, and the most-missed question families with a button to drill each."""

from __future__ import annotations

from datetime import date, datetime, time, timedelta

from PySide6.QtCharts import QCategoryAxis, QChart, QChartView, QLineSeries, QValueAxis
from PySide6.QtCore import QDateTime, QMargins, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from trainer.drilling import DrillPlan
from trainer.practice import daily_goal
from trainer.progress import ProgressStore, Trainee, TraineeDetail, accuracy_text
from trainer.progress.settings import SETTINGS_BY_KEY, pace_key
from trainer.quiz.catalog import get_family
from trainer.quiz.errors import QuizError
from trainer.quiz.model import GAME_NAMES, GAMES, SHORT_GAME_NAMES, Mode, Skill
from trainer.quiz.pace import at_median
from trainer.ui.goals import goal_text
from trainer.ui.layouts import FlowLayout, SideBySide, clear_layout
from trainer.ui.reports.text import short_skill_names
from trainer.ui.translation import arg
from trainer.ui.worker import run_in_background

SKILL_COLOURS = [
    "#1f6b45",
    "#b8862b",
    "#2b6cb0",
    "#c0392b",
    "#7b4ea3",
    "#16808a",
    "#5b6575",
    "#8a5a16",
    "#a8326e",
]
DAYS = 30
DAY_LABELS = 4
"""The most dates along a chart's foot: more, and at a kiosk's width they were cut to
"2 …"."""
HALF_DAY_MS = 12 * 3600_000


def _ms_since_epoch(day: date) -> int:
    return int(datetime.combine(day, time(12)).timestamp() * 1000)


def _day_label(day: date) -> str:
    return QDateTime.fromMSecsSinceEpoch(_ms_since_epoch(day)).toString("d MMM")


def label_days(first: date, last: date) -> list[date]:
    """The days a chart from *first* to *last* names at its foot: the last day (today) and
    every few days back from it, at most DAY_LABELS of them."""
    span = (last - first).days
    step = max(1, -(-span // (DAY_LABELS - 1)))
    return [last - timedelta(days=n) for n in range(span, -1, -1) if n % step == 0]


class ChartView(QChartView):
    """A chart that asks for room enough to read: its plot never squashed to a few px, nor
    its dates and values cut short."""

    def __init__(self, name: str) -> None:
        super().__init__()
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setAccessibleName(name)
        self.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustIgnored)

    def minimumSizeHint(self) -> QSize:
        return QSize(300, 280)

    def sizeHint(self) -> QSize:
        return QSize(380, 320)


def _widest_line(metrics: QFontMetrics, text: str) -> int:
    return max((metrics.horizontalAdvance(line) for line in text.split("\n")), default=0)


def _two_lines(words: str) -> str:
    """A heading of two words or more on two lines, broken at the space nearest its
    middle (``Three\\nCard``, ``Rake and\\nlimits``)."""
    spaces = [i for i, ch in enumerate(words) if ch == " "]
    if not spaces:
        return words
    cut = min(spaces, key=lambda i: abs(len(words) - 2 * i))
    return f"{words[:cut]}\n{words[cut + 1 :]}"


class MasteryGrid(QTableWidget):
    """The grid of games and skills, all of it showing: as tall as its rows, and asking
    for the width its headings and cells need (they were cut to "Three Car")."""

    def _needed(self) -> QSize:
        metrics = self.fontMetrics()
        header = self.horizontalHeader()
        heads = header.fontMetrics()
        widest = 0
        for column in range(self.columnCount()):
            heading = self.horizontalHeaderItem(column)
            need = _widest_line(heads, heading.text() if heading is not None else "") + 28
            for row in range(self.rowCount()):
                item = self.item(row, column)
                if item is not None:
                    need = max(need, _widest_line(metrics, item.text()) + 16)
            widest = max(widest, need)
        # The columns share the width equally: each as wide as the widest needs.
        width = self.verticalHeader().sizeHint().width() + 2 * self.frameWidth()
        width += widest * self.columnCount()
        height = header.sizeHint().height() + 2 * self.frameWidth()
        height += sum(self.rowHeight(row) for row in range(self.rowCount()))
        return QSize(width, height)

    def minimumSizeHint(self) -> QSize:
        return self._needed()

    def sizeHint(self) -> QSize:
        return self._needed()


class ProgressPage(QWidget):
    """The trainee's own statistics; everything is computed by the store."""

    home_requested = Signal()
    drill_requested = Signal(object)  # DrillPlan

    def __init__(self, store: ProgressStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.trainee: Trainee | None = None
        self.detail: TraineeDetail | None = None
        self.whole: TraineeDetail | None = None
        """The trainee's whole record (the grid's figures), beside the last 30 days'."""
        outer = QVBoxLayout(self)
        outer.setContentsMargins(28, 18, 28, 18)
        top = QHBoxLayout()
        self.title = QLabel(self.tr("My progress"))
        self.title.setObjectName("title")
        # A long name wraps rather than push Home off a large-scale screen.
        self.title.setWordWrap(True)
        top.addWidget(self.title, 1)
        top.addWidget(QLabel(self.tr("Game:")))
        self.game_box = QComboBox()
        self.game_box.setAccessibleName(self.tr("Game shown in the charts"))
        for g in GAMES:
            self.game_box.addItem(GAME_NAMES[g], g)
        self.game_box.currentIndexChanged.connect(self._draw)
        top.addWidget(self.game_box)
        home = QPushButton(self.tr("Home"))
        home.clicked.connect(self.home_requested)
        top.addWidget(home)
        outer.addLayout(top)
        self.goal_label = QLabel()
        self.goal_label.setObjectName("muted")
        self.goal_label.setAccessibleName(self.tr("Daily goal"))
        outer.addWidget(self.goal_label)
        self.loading = QLabel(self.tr("Loading your statistics…"))
        self.loading.setObjectName("muted")
        outer.addWidget(self.loading)

        # One key to the skills' colours for all three charts (a legend in each was cut
        # to "De…" at a kiosk's width).
        self.legend = FlowLayout(spacing=16)
        outer.addLayout(self.legend)
        # The charts side by side where each has room to read, else one under another.
        charts = SideBySide()
        self.accuracy_view = ChartView(self.tr("Accuracy per skill over the last 30 days"))
        self.time_view = ChartView(self.tr("Median time per skill over the last 30 days"))
        self.pace_view = ChartView(
            self.tr("Right decisions per hour per skill over the last 30 days, against the targets")
        )
        charts.addWidget(self.accuracy_view)
        charts.addWidget(self.time_view)
        charts.addWidget(self.pace_view)
        outer.addWidget(charts, 3)

        lower = SideBySide(spacing=20)
        self.mastery = MasteryGrid(len(Skill), len(GAMES))
        self.mastery.setAccessibleName(self.tr("Mastery per game and skill"))
        # Headings and cells on two lines, so that six games' columns fit 1280 at a scale
        # of 1.5 whole.
        self.mastery.setHorizontalHeaderLabels(
            [_two_lines(SHORT_GAME_NAMES.get(g, GAME_NAMES[g])) for g in GAMES]
        )
        self.mastery.setVerticalHeaderLabels([_two_lines(s.heading) for s in Skill])
        self.mastery.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.mastery.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.mastery.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        grid = QWidget()
        grid_box = QVBoxLayout(grid)
        grid_box.setContentsMargins(0, 0, 0, 0)
        grid_box.addWidget(self.mastery)
        # The cells say it short, so that the grid fits a large-scale screen whole.
        key = QLabel(
            self.tr(
                "Each cell: accuracy, then how many of the last answers were right; ★ mastered."
            )
        )
        key.setObjectName("muted")
        key.setWordWrap(True)
        grid_box.addWidget(key)
        lower.addWidget(grid)
        missed = QWidget()
        missed_box = QVBoxLayout(missed)
        missed_box.setContentsMargins(0, 0, 0, 0)
        missed_title = QLabel(self.tr("Most missed"))
        missed_title.setObjectName("question")
        missed_box.addWidget(missed_title)
        self.missed_grid = QGridLayout()
        missed_box.addLayout(self.missed_grid)
        missed_box.addStretch(1)
        missed.setMinimumWidth(300)
        lower.addWidget(missed)
        outer.addWidget(lower, 2)

    def show_trainee(self, trainee: Trainee) -> None:
        """Load this trainee's statistics in the background, then draw them."""
        self.trainee = trainee
        self.title.setText(arg(self.tr("%1's progress"), trainee.name))
        today = self.store.now().date()
        self.goal_label.setText(goal_text(daily_goal(self.store, trainee.id, today)))
        self.loading.setVisible(True)
        since = date.today() - timedelta(days=DAYS - 1)
        trainee_id = trainee.id
        store = self.store
        run_in_background(
            # The charts show the last 30 days; the grid's accuracy is the trainee's whole
            # record, as Home shows it.
            lambda _: (store.trainee_detail(trainee_id, since), store.trainee_detail(trainee_id)),
            self._loaded,
            lambda exc: self.loading.setText(str(exc)),
            owner=self,
        )

    def _loaded(self, details: object) -> None:
        if not isinstance(details, tuple):
            return
        detail, whole = details
        if not isinstance(detail, TraineeDetail) or not isinstance(whole, TraineeDetail):
            return
        self.detail = detail
        self.whole = whole
        self.loading.setVisible(False)
        totals = {g: sum(s.attempts for s in detail.skills if s.game == g) for g in GAMES}
        busiest = max(GAMES, key=lambda g: totals[g])
        if totals[busiest]:
            self.game_box.blockSignals(True)
            self.game_box.setCurrentIndex(GAMES.index(busiest))
            self.game_box.blockSignals(False)
        self._draw()

    def _chart(
        self, title: str, value_title: str, maximum: float | None, first: date, last: date
    ) -> tuple[QChart, QCategoryAxis, QValueAxis]:
        """A chart of days *first* to *last*: each day's point at its noon, the axis from
        the first day's midnight to the last's end (one day of answers is one point in
        the middle, not a dot at the edge of a month), a few dates named at the foot."""
        chart = QChart()
        chart.setTitle(title)
        chart.legend().setVisible(False)
        chart.setMargins(QMargins(4, 4, 8, 4))
        x = QCategoryAxis()
        x.setLabelsPosition(QCategoryAxis.AxisLabelsPosition.AxisLabelsPositionOnValue)
        for day in label_days(first, last):
            x.append(_day_label(day), _ms_since_epoch(day))
        x.setRange(_ms_since_epoch(first) - HALF_DAY_MS, _ms_since_epoch(last) + HALF_DAY_MS)
        y = QValueAxis()
        y.setTitleText(value_title)
        y.setLabelFormat("%.0f")
        if maximum is not None:
            # Ticks every quarter up to the maximum, and a little room above it, so that a
            # point at 100% shows whole rather than cut by the frame.
            y.setRange(0, maximum * 1.06)
            y.setTickType(QValueAxis.TickType.TicksDynamic)
            y.setTickAnchor(0)
            y.setTickInterval(maximum / 4)
        chart.addAxis(x, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(y, Qt.AlignmentFlag.AlignLeft)
        return chart, x, y

    def _draw(self) -> None:
        detail = self.detail
        if detail is None:
            return
        game = self.game_box.currentData()
        today = date.today()
        shown = [
            p.day
            for skill in Skill
            for p in detail.skill_trend.get((game, skill.value), ())
            if p.day <= today
        ]
        # From the first day with answers in the last 30 (all 30 if none yet) to today.
        first = max(min(shown, default=today), today - timedelta(days=DAYS - 1))
        if not shown:
            first = today - timedelta(days=DAYS - 1)
        accuracy, ax, ay = self._chart(self.tr("Accuracy (%)"), "%", 100, first, today)
        timing, tx, ty = self._chart(self.tr("Median time (s)"), "s", None, first, today)
        pace, px, py = self._chart(
            self.tr("Right per hour (dashed: target)"), "/h", None, first, today
        )
        settings = self.store.settings()
        first_x = float(_ms_since_epoch(first) - HALF_DAY_MS)
        last_x = float(_ms_since_epoch(today) + HALF_DAY_MS)
        top_time, top_pace = 1.0, 1.0
        clear_layout(self.legend)
        for i, skill in enumerate(Skill):
            points = detail.skill_trend.get((game, skill.value), ())
            if not points:
                continue
            colour = QColor(SKILL_COLOURS[i % len(SKILL_COLOURS)])
            key_label = QLabel(
                f'<span style="color:{colour.name()}; font-size:16pt">■</span> '
                + short_skill_names()[skill.value]
            )
            key_label.setAccessibleName(arg(self.tr("%1 is drawn in this colour"), skill.heading))
            self.legend.addWidget(key_label)
            a_series, t_series, p_series = QLineSeries(), QLineSeries(), QLineSeries()
            for series in (a_series, t_series, p_series):
                series.setName(short_skill_names()[skill.value])
                pen = QPen(colour, 2.2)
                series.setPen(pen)
                series.setColor(colour)
                # A day's point is a marker a trainee sees, even alone.
                series.setPointsVisible(True)
                series.setMarkerSize(7)
            for p in points:
                x = float(_ms_since_epoch(p.day))
                a_series.append(x, p.accuracy * 100)
                if p.median_ms is not None:
                    t_series.append(x, p.median_ms / 1000)
                    top_time = max(top_time, p.median_ms / 1000)
            accuracy.addSeries(a_series)
            a_series.attachAxis(ax)
            a_series.attachAxis(ay)
            timing.addSeries(t_series)
            t_series.attachAxis(tx)
            t_series.attachAxis(ty)
            # Pace at the median time each day, and the house's target as a dashed line.
            target = QLineSeries()
            for p in points:
                per_hour = at_median(p.median_ms, p.correct, p.attempts)
                if per_hour is not None:
                    p_series.append(float(_ms_since_epoch(p.day)), per_hour)
                    top_pace = max(top_pace, per_hour)
            key = pace_key(game, skill.value)
            if key in SETTINGS_BY_KEY:
                goal = settings.int_value(key)
                target.append(first_x, goal)
                target.append(last_x, goal)
                target.setPen(QPen(colour, 1.5, Qt.PenStyle.DashLine))
                top_pace = max(top_pace, goal)
            for series in (p_series, target):
                pace.addSeries(series)
                series.attachAxis(px)
                series.attachAxis(py)
        for axis, top in ((ty, top_time), (py, top_pace)):
            # Headroom over the highest point, then round ticks (0, 5, 10, 15 s; not 0,
            # 3.45, 6.9): Qt picks the nearest round range and tick count.
            axis.setRange(0, top * 1.1)
            axis.applyNiceNumbers()
        # Half seconds where the times are short: whole numbers read "0, 1, 1, 2".
        ty.setLabelFormat("%g")
        if not accuracy.series():
            note = arg(self.tr("no answers in %1 in the last 30 days yet"), GAME_NAMES[game])
            self.legend.addWidget(QLabel(note))
        self.accuracy_view.setChart(accuracy)
        self.time_view.setChart(timing)
        self.pace_view.setChart(pace)
        self._fill_mastery(detail if self.whole is None else self.whole)
        self._fill_missed(detail)

    def _fill_mastery(self, detail: TraineeDetail) -> None:
        """Each cell: the accuracy Home and the console show, then mastery (the last
        answers' count right, or a star)."""
        by_key = {(m.game, m.skill): m for m in detail.mastery}
        stats = {(s.game, s.skill): s for s in detail.skills}
        for row, skill in enumerate(Skill):
            for col, game in enumerate(GAMES):
                m = by_key.get((game, skill.value))
                s = stats.get((game, skill.value))
                if m is None or m.considered == 0:
                    text = "–" if s is None or not s.attempts else accuracy_text(s)
                elif m.mastered:
                    text = f"{accuracy_text(s)}\n★"
                else:
                    text = f"{accuracy_text(s)}\n{m.correct}/{m.considered}"
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if m is not None and m.mastered:
                    item.setForeground(QColor("#1e8e4e"))
                self.mastery.setItem(row, col, item)
        self.mastery.updateGeometry()

    def _fill_missed(self, detail: TraineeDetail) -> None:
        clear_layout(self.missed_grid)
        if not detail.most_missed:
            self.missed_grid.addWidget(QLabel(self.tr("Nothing missed yet.")), 0, 0)
            return
        for row, missed in enumerate(detail.most_missed[:5]):
            try:
                label = get_family(missed.family).label
            except QuizError:
                label = missed.family
            text = QLabel(f"{label}: {missed.missed} of {missed.attempts}")
            text.setWordWrap(True)
            button = QPushButton(self.tr("Drill"))
            button.setStyleSheet("min-height: 44px; padding: 2px 14px;")
            button.setAccessibleName(arg(self.tr("Drill %1"), label))
            button.clicked.connect(
                lambda _=False, m=missed: self.drill_requested.emit(
                    DrillPlan(mode=Mode.PRACTICE, game=m.game, skill=m.skill, family=m.family)
                )
            )
            self.missed_grid.addWidget(text, row, 0)
            self.missed_grid.addWidget(button, row, 1)
