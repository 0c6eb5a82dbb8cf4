"""My progress: accuracy and median time per skill over the days (Qt Charts), mastery per
game and skill, and the most-missed question families with a button to drill each."""

from __future__ import annotations

from datetime import date, datetime, time, timedelta

from PySide6.QtCharts import QChart, QChartView, QDateTimeAxis, QLineSeries, QValueAxis
from PySide6.QtCore import QDateTime, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
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
from trainer.engine.games import GAMES as ENGINE_GAMES
from trainer.practice import daily_goal
from trainer.progress import ProgressStore, Trainee, TraineeDetail, accuracy_text
from trainer.progress.settings import SETTINGS_BY_KEY, pace_key
from trainer.quiz.catalog import get_family
from trainer.quiz.errors import QuizError
from trainer.quiz.model import GAME_NAMES, GAMES, Mode, Skill
from trainer.quiz.pace import at_median
from trainer.ui.goals import goal_text
from trainer.ui.layouts import clear_layout
from trainer.ui.translation import arg
from trainer.ui.worker import run_in_background

SHORT_GAMES = {spec.id: spec.short_title for spec in ENGINE_GAMES}
SHORT_NAMES = {
    Skill.DEALING_ORDER: "Dealing",
    Skill.SETTLEMENT_ORDER: "Settling",
    Skill.PAYOUT: "Payouts",
    Skill.RAKE: "Rake",
    Skill.ARRANGEMENT: "Arranging",
    Skill.HAND_READING: "Reading",
    Skill.RULINGS: "Rulings",
    Skill.GAME_PROTECTION: "Protection",
    Skill.CHIPS: "Chips",
}
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


def _ms_since_epoch(day: date) -> int:
    return int(datetime.combine(day, time(12)).timestamp() * 1000)


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

        charts = QHBoxLayout()
        self.accuracy_view = QChartView()
        self.accuracy_view.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.accuracy_view.setAccessibleName(self.tr("Accuracy per skill over the last 30 days"))
        self.time_view = QChartView()
        self.time_view.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.time_view.setAccessibleName(self.tr("Median time per skill over the last 30 days"))
        self.pace_view = QChartView()
        self.pace_view.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.pace_view.setAccessibleName(
            self.tr("Decisions per hour per skill over the last 30 days, against the targets")
        )
        charts.addWidget(self.accuracy_view)
        charts.addWidget(self.time_view)
        charts.addWidget(self.pace_view)
        outer.addLayout(charts, 3)

        lower = QHBoxLayout()
        self.mastery = QTableWidget(len(Skill), len(GAMES))
        self.mastery.setAccessibleName(self.tr("Mastery per game and skill"))
        self.mastery.setHorizontalHeaderLabels([SHORT_GAMES.get(g, GAME_NAMES[g]) for g in GAMES])
        self.mastery.setVerticalHeaderLabels([s.heading for s in Skill])
        self.mastery.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.mastery.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        lower.addWidget(self.mastery, 3)
        missed_box = QVBoxLayout()
        missed_title = QLabel(self.tr("Most missed"))
        missed_title.setObjectName("question")
        missed_box.addWidget(missed_title)
        self.missed_grid = QGridLayout()
        missed_box.addLayout(self.missed_grid)
        missed_box.addStretch(1)
        lower.addLayout(missed_box, 2)
        outer.addLayout(lower, 2)

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
        self, title: str, value_title: str, maximum: float | None
    ) -> tuple[QChart, QDateTimeAxis, QValueAxis]:
        chart = QChart()
        chart.setTitle(title)
        chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
        x = QDateTimeAxis()
        x.setFormat("d MMM")
        x.setTickCount(6)
        today = date.today()
        # Half a day either side, so the first and last days' points clear the frame.
        first = datetime.combine(today - timedelta(days=DAYS - 1), time(0))
        last = datetime.combine(today + timedelta(days=1), time(0))
        x.setRange(
            QDateTime.fromMSecsSinceEpoch(int(first.timestamp() * 1000)),
            QDateTime.fromMSecsSinceEpoch(int(last.timestamp() * 1000)),
        )
        y = QValueAxis()
        y.setTitleText(value_title)
        y.setLabelFormat("%.0f" if maximum is not None else "%.1f")
        if maximum is not None:
            y.setRange(0, maximum)
        chart.addAxis(x, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(y, Qt.AlignmentFlag.AlignLeft)
        return chart, x, y

    def _draw(self) -> None:
        detail = self.detail
        if detail is None:
            return
        game = self.game_box.currentData()
        accuracy, ax, ay = self._chart(self.tr("Accuracy (%)"), "%", 100)
        timing, tx, ty = self._chart(self.tr("Median time (s)"), "s", None)
        pace, px, py = self._chart(self.tr("Decisions per hour (dashed: target)"), "/h", None)
        settings = self.store.settings()
        first_x = float(_ms_since_epoch(date.today() - timedelta(days=DAYS - 1)))
        last_x = float(_ms_since_epoch(date.today()))
        top_time, top_pace = 1.0, 1.0
        for i, skill in enumerate(Skill):
            points = detail.skill_trend.get((game, skill.value), ())
            if not points:
                continue
            colour = QColor(SKILL_COLOURS[i % len(SKILL_COLOURS)])
            a_series, t_series = QLineSeries(), QLineSeries()
            for series in (a_series, t_series):
                series.setName(SHORT_NAMES[skill])
                series.setColor(colour)
                series.setPointsVisible(True)
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
            p_series, target = QLineSeries(), QLineSeries()
            p_series.setName(SHORT_NAMES[skill])
            p_series.setColor(colour)
            p_series.setPointsVisible(True)
            for p in points:
                per_hour = at_median(p.median_ms)
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
            pace.legend().markers(target)[0].setVisible(False)
        for axis, top in ((ty, top_time), (py, top_pace)):
            # Headroom over the highest point, then round ticks (0, 5, 10, 15 s; not 0,
            # 3.45, 6.9): Qt picks the nearest round range and tick count.
            axis.setRange(0, top * 1.1)
            axis.applyNiceNumbers()
        if not accuracy.series():
            note = arg(self.tr("no answers in %1 in the last 30 days yet"), GAME_NAMES[game])
            accuracy.setTitle(accuracy.title() + " — " + note)
            timing.setTitle(timing.title() + " — " + note)
            pace.setTitle(pace.title() + " — " + note)
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
                    text = f"{accuracy_text(s)} · " + self.tr("★ mastered")
                else:
                    text = f"{accuracy_text(s)} · {m.correct}/{m.considered} " + self.tr("right")
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if m is not None and m.mastered:
                    item.setForeground(QColor("#1e8e4e"))
                self.mastery.setItem(row, col, item)

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
