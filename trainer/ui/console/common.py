"""Pieces the console's pages share: a table model of records, a date-range bar, the
accuracy colour scale, a trend chart, and small formatting helpers.

Nothing here computes a statistic: the values shown come from the store as they are; this
only formats them, colours them and sorts them.
"""

from __future__ import annotations

import contextlib
import itertools
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from typing import Any, Generic, TypeVar

from PySide6.QtCharts import QChart, QDateTimeAxis, QLineSeries, QValueAxis
from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QCoreApplication,
    QDate,
    QDateTime,
    QMargins,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSize,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDateEdit,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QStyle,
    QStyleOptionComboBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from trainer.progress import DayPoint, ProgressStore
from trainer.progress.settings import SETTINGS_BY_KEY, pace_key
from trainer.progress.timing import seconds_text as answer_seconds
from trainer.quiz.catalog import get_family
from trainer.quiz.errors import QuizError
from trainer.quiz.model import GAME_NAMES, SHORT_GAME_NAMES, Skill
from trainer.ui.language import date_text
from trainer.ui.theme import FELT, FELT_DARK, MUTED
from trainer.ui.translation import arg

T = TypeVar("T")
Index = QModelIndex | QPersistentModelIndex

MODE_NAMES = {
    "practice": QT_TRANSLATE_NOOP("Modes", "Practice"),
    "speed-drill": QT_TRANSLATE_NOOP("Modes", "Speed drill"),
    "exam": QT_TRANSLATE_NOOP("Modes", "Exam"),
}
"""Each mode an attempt is recorded in, as the console names it (translated at use:
:func:`mode_name`)."""


def mode_name(mode: str) -> str:
    """An attempt's mode in the window's language."""
    return QCoreApplication.translate("Modes", str(MODE_NAMES.get(mode, mode)))


FIRST_DATE = QDate(2000, 1, 1)

# Accuracy colour scale: red below 60%, amber at 80%, green from 95% up (light tints, so
# that dark text stays readable on them).
_SCALE = ((0.60, QColor("#f4c7c0")), (0.80, QColor("#f8e2b0")), (0.95, QColor("#c9e8cf")))


def game_name(game: str) -> str:
    """A game's display name."""
    return GAME_NAMES.get(game, game)


def game_short_name(game: str) -> str:
    """A game's short name, for a narrow column ("Three Card", "Home game")."""
    return SHORT_GAME_NAMES.get(game) or game_name(game)


def family_title(family: str) -> str:
    """A question family's title as a heading ("Pay the table"), or its id if it is no
    longer offered."""
    try:
        title = get_family(family).title
    except QuizError:
        return family
    return title[:1].upper() + title[1:]


def skill_name(skill: str) -> str:
    """A skill's display name, in the language in force (a table made at import read
    "Hand reading" in a Spanish console's tables)."""
    try:
        return Skill(skill).heading
    except ValueError:
        return skill


def seconds(ms: float | None) -> str:
    """Milliseconds as ``4.2 s``, or a dash."""
    return "–" if ms is None else f"{answer_seconds(ms)} s"


def percent(share: float | None) -> str:
    """A share from 0 to 1 as a whole percentage, or a dash."""
    return "–" if share is None else f"{share * 100:.0f}%"


def when(moment: datetime | None) -> str:
    """A stored time in the station's local time, to the minute: ``16 Mar 2026, 09:12``."""
    return "–" if moment is None else date_text(moment.astimezone(), "%d %b %Y, %H:%M")


def on_day(moment: datetime | None) -> str:
    """The station's calendar date of a stored time: ``16 Mar 2026``."""
    return "–" if moment is None else date_text(moment.astimezone(), "%d %b %Y")


def to_date(value: QDate) -> date:
    """A QDate as a date."""
    return date(value.year(), value.month(), value.day())


def to_qdate(value: date) -> QDate:
    """A date as a QDate."""
    return QDate(value.year, value.month, value.day)


def accuracy_colour(share: float) -> QColor:
    """The background for an accuracy: red, through amber, to green."""
    low_at, low = _SCALE[0]
    if share <= low_at:
        return QColor(low)
    for (a_at, a), (b_at, b) in itertools.pairwise(_SCALE):
        if share <= b_at:
            t = (share - a_at) / (b_at - a_at)
            return QColor(
                round(a.red() + (b.red() - a.red()) * t),
                round(a.green() + (b.green() - a.green()) * t),
                round(a.blue() + (b.blue() - a.blue()) * t),
            )
    return QColor(_SCALE[-1][1])


# -- a table model over records ----------------------------------------------------------


@dataclass(frozen=True)
class Column(Generic[T]):
    """One column of a :class:`RecordModel`: its header, its text, how it sorts, and
    optionally a background colour and alignment."""

    header: str
    text: Callable[[T], str]
    key: Callable[[T], Any] | None = None
    background: Callable[[T], QColor | None] | None = None
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft
    tooltip: Callable[[T], str] | None = None


def pace_column(pace: Callable[[T], int | None], target: Callable[[T], int | None]) -> Column[T]:
    """The table pace of a row (issue 16, section 3): right decisions per hour at the
    median time and the share answered right, against the house's target for the row's
    game and skill, coloured by how near the target it is and sorted by the pace."""

    def text(r: T) -> str:
        have, want = pace(r), target(r)
        if have is None:
            return "–"
        if want is None:
            return arg(QCoreApplication.translate("Console", "%1/h"), f"{have:,}")
        return arg(QCoreApplication.translate("Console", "%1/h of %2"), f"{have:,}", f"{want:,}")

    def colour(r: T) -> QColor | None:
        have, want = pace(r), target(r)
        return accuracy_colour(min(have / want, 1.0)) if have is not None and want else None

    return Column(
        QCoreApplication.translate("Console", "Pace"),
        text,
        lambda r: pace(r) or 0,
        colour,
        Qt.AlignmentFlag.AlignRight,
        tooltip=lambda r: QCoreApplication.translate(
            "Console", "Right answers per hour at the median time, against the house's target"
        ),
    )


def pace_targets(
    store: ProgressStore, pairs: Iterable[tuple[str, str]]
) -> dict[tuple[str, str], int]:
    """The house's pace target for each (game, skill) that has one."""
    settings = store.settings()
    return {
        pair: settings.int_value(pace_key(*pair))
        for pair in set(pairs)
        if pace_key(*pair) in SETTINGS_BY_KEY
    }


SORT_ROLE = Qt.ItemDataRole.UserRole + 1
RECORD_ROLE = Qt.ItemDataRole.UserRole + 2


class RecordModel(QAbstractTableModel, Generic[T]):
    """Read-only rows of records, one :class:`Column` per column.

    The model sorts itself, by each column's key computed once per row and Python's sort
    (a :class:`FilterProxy` passes its ``sort`` here): a proxy sorting by itself would call
    back into Python twice per comparison, which costs over 100 ms on a class of 4,000
    rows."""

    def __init__(self, columns: Sequence[Column[T]], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.columns = list(columns)
        self.rows: list[T] = []
        self.sort_column = -1
        self.sort_order = Qt.SortOrder.AscendingOrder

    def set_rows(self, rows: Sequence[T]) -> None:
        """Replace every row (kept in the current sort order)."""
        self.beginResetModel()
        self.rows = list(rows)
        if self.sort_column >= 0:
            self.rows = [self.rows[i] for i in self._order()]
        self.endResetModel()

    def record(self, row: int) -> T:
        """The record in *row*."""
        return self.rows[row]

    def _order(self) -> list[int]:
        column = self.columns[self.sort_column]
        key = column.key or column.text
        keys = [key(r) for r in self.rows]
        descending = self.sort_order is Qt.SortOrder.DescendingOrder
        return sorted(range(len(keys)), key=keys.__getitem__, reverse=descending)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort the rows by a column (stable; persistent indexes, so selections, follow)."""
        if not 0 <= column < len(self.columns):
            return
        self.sort_column, self.sort_order = column, order
        if not self.rows:
            return
        self.layoutAboutToBeChanged.emit()
        order_of = self._order()
        self.rows = [self.rows[i] for i in order_of]
        moved = {old: new for new, old in enumerate(order_of)}
        before = self.persistentIndexList()
        self.changePersistentIndexList(
            before, [self.index(moved[i.row()], i.column()) for i in before]
        )
        self.layoutChanged.emit()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.columns)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation is Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.columns[section].header
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        record = self.rows[index.row()]
        column = self.columns[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return column.text(record)
        if role == SORT_ROLE:
            return column.key(record) if column.key is not None else column.text(record)
        if role == Qt.ItemDataRole.BackgroundRole and column.background is not None:
            return column.background(record)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(column.align | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole and column.tooltip is not None:
            return column.tooltip(record)
        if role == RECORD_ROLE:
            return record
        return None


class FilterProxy(QSortFilterProxyModel):
    """The view's proxy: it filters (subclasses say which rows, changing their filter
    inside ``with proxy.changing():``) and hands sorting to its :class:`RecordModel`."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setSortRole(SORT_ROLE)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        source = self.sourceModel()
        if isinstance(source, RecordModel):
            source.sort(column, order)  # the proxy keeps the model's order
        else:  # pragma: no cover - every console table is a RecordModel
            super().sort(column, order)

    @contextlib.contextmanager
    def changing(self) -> Iterator[None]:
        """Change the filter's fields inside this block; the rows are filtered again after."""
        modern = hasattr(self, "beginFilterChange")  # Qt 6.9 and later
        if modern:
            self.beginFilterChange()
        try:
            yield
        finally:
            if modern:
                self.endFilterChange(QSortFilterProxyModel.Direction.Rows)
            else:  # pragma: no cover - older Qt
                self.invalidateRowsFilter()


def record_table(name: str) -> QTableView:
    """A read-only, row-selecting, sortable table view with the console's look."""
    view = QTableView()
    view.setAccessibleName(name)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setAlternatingRowColors(False)
    view.setSortingEnabled(True)
    view.setWordWrap(False)
    view.verticalHeader().setVisible(False)
    view.verticalHeader().setDefaultSectionSize(34)
    view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    header = view.horizontalHeader()
    header.setHighlightSections(False)
    header.setStretchLastSection(True)
    header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    view.setTabKeyNavigation(False)

    def fit_headers(_old: int, count: int) -> None:
        # Each column at least as wide as its heading ("Accuracy, last answers" was cut
        # at both ends in the default width).
        for section in range(count):
            wanted = header.sectionSizeHint(section)
            if header.sectionSize(section) < wanted:
                header.resizeSection(section, wanted)

    header.sectionCountChanged.connect(fit_headers)
    return view


def set_widths(view: QTableView, widths: Sequence[int]) -> None:
    """Give *view*'s columns these widths, each at least as wide as its heading (a
    heading runs about a quarter longer in Spanish: "Última actividad")."""
    header = view.horizontalHeader()
    for column, width in enumerate(widths):
        view.setColumnWidth(column, max(width, header.sectionSizeHint(column)))


# -- page furniture ------------------------------------------------------------------------


def card(title: str = "") -> tuple[QFrame, QVBoxLayout]:
    """A white panel with an optional heading; returns the panel and its layout."""
    frame = QFrame()
    frame.setObjectName("card")
    layout = QVBoxLayout(frame)
    layout.setContentsMargins(16, 12, 16, 14)
    layout.setSpacing(8)
    if title:
        heading = QLabel(title)
        heading.setObjectName("heading")
        layout.addWidget(heading)
    return frame, layout


def action_button(
    text: str, name: str, slot: Callable[[], object], *, primary: bool = False
) -> QPushButton:
    """A page's button: its words, its accessible name (what it does to what), what a
    click does, and whether it is the page's main action."""
    button = QPushButton(text)
    if primary:
        button.setObjectName("primary")
    button.setAccessibleName(name)
    button.clicked.connect(slot)
    return button


def page_title(text: str, subtitle: str = "") -> QWidget:
    """A page's title, with a muted line under it."""
    holder = QWidget()
    layout = QVBoxLayout(holder)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setSpacing(0)
    title = QLabel(text)
    title.setObjectName("pageTitle")
    layout.addWidget(title)
    if subtitle:
        sub = QLabel(subtitle)
        sub.setObjectName("muted")
        sub.setWordWrap(True)
        layout.addWidget(sub)
    return holder


def status_label() -> QLabel:
    """A muted line for "loading…" and plain problems."""
    label = QLabel("")
    label.setObjectName("muted")
    label.setWordWrap(True)
    return label


class FilterCombo(QComboBox):
    """A filter's choice box: as wide as its longest choice, up to about :data:`MOST_LETTERS`
    letters (a class's long name is cut rather than push the other filters off the row).
    At ten letters, Spanish's "Todas las destrezas" read "Todas las destrez…" (issue 27)."""

    MOST_LETTERS = 28

    def __init__(self, name: str) -> None:
        super().__init__()
        self.setAccessibleName(name)
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        most = self.fontMetrics().horizontalAdvance("x" * self.MOST_LETTERS)
        widest = self.style().sizeFromContents(
            QStyle.ContentsType.CT_ComboBox, option, QSize(most, hint.height()), self
        )
        return QSize(min(hint.width(), widest.width()), hint.height())

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()


def _combo(name: str) -> QComboBox:
    return FilterCombo(name)


def game_combo(name: str, any_text: str) -> QComboBox:
    """A choice of game, or any."""
    box = _combo(name)
    box.addItem(any_text, None)
    for game, title in GAME_NAMES.items():
        box.addItem(title, game)
    return box


def skill_combo(name: str, any_text: str) -> QComboBox:
    """A choice of skill, or any."""
    box = _combo(name)
    box.addItem(any_text, None)
    for skill in Skill:
        box.addItem(skill.heading, skill.value)
    return box


class DateRange(QWidget):
    """From and to dates with presets (last 7, 30 or 90 days, all time). The earliest
    date stands for "from the beginning"."""

    changed = Signal()

    def __init__(
        self, today: Callable[[], date], days: int = 30, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._today = today
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        self.preset = QComboBox()
        self.preset.setAccessibleName(self.tr("Period"))
        for n, label in (
            (7, self.tr("Last 7 days")),
            (30, self.tr("Last 30 days")),
            (90, self.tr("Last 90 days")),
            (0, self.tr("All time")),
        ):
            self.preset.addItem(label, n)
        self.preset.addItem(self.tr("Chosen dates"), -1)
        layout.addWidget(self.preset)
        layout.addWidget(QLabel(self.tr("from")))
        self.since_edit = self._date_edit(self.tr("From date"))
        self.since_edit.setSpecialValueText(self.tr("the beginning"))
        layout.addWidget(self.since_edit)
        layout.addWidget(QLabel(self.tr("to")))
        self.until_edit = self._date_edit(self.tr("To date"))
        layout.addWidget(self.until_edit)
        self._quiet = False
        self.preset.currentIndexChanged.connect(self._preset_chosen)
        self.since_edit.dateChanged.connect(self._edited)
        self.until_edit.dateChanged.connect(self._edited)
        self.set_days(days)

    def _date_edit(self, name: str) -> QDateEdit:
        edit = QDateEdit()
        edit.setAccessibleName(name)
        edit.setCalendarPopup(True)
        edit.setDisplayFormat("d MMM yyyy")
        edit.setMinimumDate(FIRST_DATE)
        edit.setMinimumWidth(165)
        return edit

    def set_days(self, days: int) -> None:
        """Show the last *days* days up to today (0 for all time)."""
        today = self._today()
        self._quiet = True
        self.until_edit.setDate(to_qdate(today))
        if days:
            self.since_edit.setDate(to_qdate(today - timedelta(days=days - 1)))
        else:
            self.since_edit.setDate(FIRST_DATE)
        index = self.preset.findData(days)
        self.preset.setCurrentIndex(index)
        self._quiet = False
        self.changed.emit()

    def _preset_chosen(self) -> None:
        days = self.preset.currentData()
        if self._quiet or days is None or days < 0:
            return
        self.set_days(int(days))

    def _edited(self) -> None:
        if self._quiet:
            return
        self._quiet = True
        self.preset.setCurrentIndex(self.preset.findData(-1))
        self._quiet = False
        self.changed.emit()

    def set_range(self, since: date | None, until: date | None) -> None:
        """Show these dates (``None`` since: from the beginning; ``None`` until: today)."""
        self._quiet = True
        self.since_edit.setDate(FIRST_DATE if since is None else to_qdate(since))
        self.until_edit.setDate(to_qdate(until or self._today()))
        self.preset.setCurrentIndex(self.preset.findData(-1))
        self._quiet = False
        self.changed.emit()

    @property
    def since(self) -> date | None:
        """The first day, or ``None`` from the beginning."""
        value = self.since_edit.date()
        return None if value == FIRST_DATE else to_date(value)

    @property
    def until(self) -> date | None:
        """The last day, or ``None`` when it is today (so later answers count too)."""
        value = to_date(self.until_edit.date())
        return None if value >= self._today() else value


# -- charts --------------------------------------------------------------------------------


_HALF_DAY_MS = 12 * 60 * 60 * 1000


def _ms(day: date) -> float:
    return float(datetime.combine(day, time(12)).timestamp() * 1000)


def accuracy_chart(
    points: Sequence[DayPoint], title: str, first: date | None, last: date
) -> QChart:
    """Accuracy by day as a line chart (0-100%), from *first* (or the first point) to
    *last*."""
    chart = QChart()
    chart.setTitle(title)
    chart.legend().setVisible(False)
    chart.setMargins(QMargins(4, 4, 4, 4))
    chart.setBackgroundRoundness(6)
    x = QDateTimeAxis()
    y = QValueAxis()
    y.setRange(0, 100)
    y.setLabelFormat("%.0f")
    y.setTitleText("%")
    y.setTickCount(6)
    start = first or (points[0].day if points else last - timedelta(days=29))
    if start >= last:
        start = last - timedelta(days=1)
    span = (last - start).days
    x.setFormat("d MMM" if span <= 400 else "MMM yyyy")
    x.setTickCount(7 if span >= 6 else span + 1)
    # Each day's point is at its noon; the axis runs from the first day's midnight to the
    # midnight after the last, so the first and last points (one day of answers is one
    # point) lie inside the frame, not on its edge.
    x.setRange(
        QDateTime.fromMSecsSinceEpoch(int(_ms(start) - _HALF_DAY_MS)),
        QDateTime.fromMSecsSinceEpoch(int(_ms(last) + _HALF_DAY_MS)),
    )
    chart.addAxis(x, Qt.AlignmentFlag.AlignBottom)
    chart.addAxis(y, Qt.AlignmentFlag.AlignLeft)
    series = QLineSeries()
    series.setName(title)
    pen = QPen(QColor(FELT))
    pen.setWidthF(2.2)
    series.setPen(pen)
    series.setPointsVisible(len(points) <= 60)
    for p in points:
        series.append(_ms(p.day), p.accuracy * 100)
    chart.addSeries(series)
    series.attachAxis(x)
    series.attachAxis(y)
    for axis in (x, y):
        axis.setLabelsColor(QColor(MUTED))
        axis.setGridLineColor(QColor("#ebe5d8"))
    chart.setTitleBrush(QColor(FELT_DARK))
    return chart
