"""The reports' charts, drawn by hand with ``QPainter`` (Qt Charts belongs to the GUI
thread; a report is painted on a worker): trends by day, mastery bars, the mastery grid.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from datetime import date, timedelta
from typing import Final

from PySide6.QtCore import (
    QCoreApplication,
    QDate,
    QLocale,
    QPointF,
    QRectF,
    Qt,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QPainter,
    QPainterPath,
    QPolygonF,
)

from trainer.progress import (
    SKILLS,
    DayPoint,
    Mastery,
)
from trainer.quiz.model import GAMES
from trainer.ui.reports.document import (
    ALIGN_CENTRE,
    ALIGN_RIGHT,
    EMPTY_FILL,
    LINE,
    PRACTISING_FILL,
    Document,
)
from trainer.ui.reports.text import drillable_pairs, game_name, seconds_text, short_skill_names
from trainer.ui.theme import (
    ACCENT,
    FELT,
    INK,
    MUTED,
    PANEL,
    RIGHT,
    WRONG,
)
from trainer.ui.translation import arg

_SKILL_COLOURS: Final = (FELT, ACCENT, "#2b6cb0", WRONG, "#7b4ea3", "#16808a", MUTED, "#8a5a16")


def trend_charts(doc: Document, trend: Sequence[DayPoint]) -> None:
    """Accuracy and median time by day, side by side."""
    height = doc.mm(62)
    gap = doc.mm(6)
    half = (doc.width - gap) / 2
    accuracy = [(p.day, p.accuracy * 100) for p in trend]
    medians = [(p.day, p.median_ms / 1000) for p in trend if p.median_ms is not None]
    top_seconds = max((v for _, v in medians), default=0.0)
    seconds_ticks = _nice_ticks(top_seconds)

    def draw(painter: QPainter, y: float) -> None:
        _line_chart(
            doc,
            painter,
            QRectF(0, y, half, height),
            QCoreApplication.translate("Reports", "Accuracy by day"),
            accuracy,
            [0, 25, 50, 75, 100],
            lambda v: f"{v:g}%",
            FELT,
        )
        _line_chart(
            doc,
            painter,
            QRectF(half + gap, y, half, height),
            QCoreApplication.translate("Reports", "Median response time by day"),
            medians,
            seconds_ticks,
            lambda v: arg(QCoreApplication.translate("Reports", "%1 s"), f"{v:g}"),
            ACCENT,
        )

    doc.block(height, draw)


def _line_chart(
    doc: Document,
    painter: QPainter,
    rect: QRectF,
    title: str,
    points: Sequence[tuple[date, float]],
    ticks: Sequence[float],
    label: Callable[[float], str],
    colour: str,
) -> None:
    painter.setPen(doc.pen(LINE, 0.8))
    painter.setBrush(QColor(PANEL))
    painter.drawRoundedRect(rect, doc.mm(1.6), doc.mm(1.6))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    inner = rect.adjusted(doc.mm(3), doc.mm(2.5), -doc.mm(4), -doc.mm(2))
    title_h = doc.metrics(doc.cell_bold).height() * 1.5
    doc.text(
        painter,
        QRectF(inner.left(), inner.top(), inner.width(), title_h),
        title,
        font=doc.cell_bold,
    )
    small = doc.metrics(doc.small)
    label_w = max(small.horizontalAdvance(label(t)) for t in ticks) + doc.mm(2)
    plot = QRectF(
        inner.left() + label_w,
        inner.top() + title_h + small.height() * 0.6,
        inner.width() - label_w,
        inner.height() - title_h - small.height() * 2.4,
    )
    top_value = ticks[-1] or 1.0
    for tick in ticks:
        y = plot.bottom() - tick / top_value * plot.height()
        painter.setPen(doc.pen(LINE if tick else MUTED, 0.5 if tick else 0.7))
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
        doc.text(
            painter,
            QRectF(inner.left(), y - small.height() / 2, label_w - doc.mm(1.5), small.height()),
            label(tick),
            font=doc.small,
            colour=MUTED,
            align=ALIGN_RIGHT,
            elide=False,
        )
    if not points:
        doc.text(
            painter,
            plot,
            QCoreApplication.translate("Reports", "No answers in this period."),
            font=doc.body,
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
        width = small.horizontalAdvance(text) + doc.mm(1)
        x = min(max(x_of(day) - width / 2, plot.left()), inner.right() - width)
        doc.text(
            painter,
            QRectF(x, plot.bottom() + small.height() * 0.3, width, small.height()),
            text,
            font=doc.small,
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
    pen = doc.pen(colour, 1.3)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.drawPolyline(QPolygonF(line))
    if len(points) <= 45:
        painter.setBrush(QColor(colour))
        painter.setPen(doc.pen(PANEL, 0.6))
        radius = doc.mm(0.75)
        for point in line:
            painter.drawEllipse(point, radius, radius)
        painter.setBrush(Qt.BrushStyle.NoBrush)


def mastery_bars(doc: Document, counts: Mapping[tuple[str, str], int], active: int) -> None:
    """Bars of how many active trainees master each skill, grouped by game."""
    height = doc.mm(66)
    drillable = drillable_pairs()
    short = short_skill_names()

    def draw(painter: QPainter, y: float) -> None:
        rect = QRectF(0, y, doc.width, height)
        painter.setPen(doc.pen(LINE, 0.8))
        painter.setBrush(QColor(PANEL))
        painter.drawRoundedRect(rect, doc.mm(1.6), doc.mm(1.6))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        inner = rect.adjusted(doc.mm(3), doc.mm(3), -doc.mm(4), -doc.mm(2.5))
        small = doc.metrics(doc.small)
        legend_h = small.height() * 1.8
        ticks = [0, 25, 50, 75, 100]
        label_w = small.horizontalAdvance("100%") + doc.mm(2)
        plot = QRectF(
            inner.left() + label_w,
            inner.top() + small.height() * 2.2,
            inner.width() - label_w,
            inner.height() - legend_h - small.height() * 4.0,
        )
        for tick in ticks:
            ty = plot.bottom() - tick / 100 * plot.height()
            painter.setPen(doc.pen(LINE if tick else MUTED, 0.5 if tick else 0.7))
            painter.drawLine(QPointF(plot.left(), ty), QPointF(plot.right(), ty))
            doc.text(
                painter,
                QRectF(
                    inner.left(),
                    ty - small.height() / 2,
                    label_w - doc.mm(1.5),
                    small.height(),
                ),
                f"{tick}%",
                font=doc.small,
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
                bar_h = max(share * plot.height(), doc.mm(0.4))
                x = left + s * slot + slot * 0.12
                bar = QRectF(x, plot.bottom() - bar_h, slot * 0.76, bar_h)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(_SKILL_COLOURS[s % len(_SKILL_COLOURS)]))
                painter.drawRect(bar)
                doc.text(
                    painter,
                    QRectF(
                        x - slot * 0.2,
                        bar.top() - small.height() * 1.05,
                        slot * 1.16,
                        small.height(),
                    ),
                    str(n),
                    font=doc.small,
                    colour=MUTED,
                    align=ALIGN_CENTRE,
                    elide=False,
                )
            doc.text(
                painter,
                QRectF(
                    plot.left() + g * group,
                    plot.bottom() + small.height() * 0.3,
                    group,
                    small.height() * 1.2,
                ),
                game_name(game),
                font=doc.small_bold,
                colour=INK,
                align=ALIGN_CENTRE,
            )
        painter.setBrush(Qt.BrushStyle.NoBrush)
        doc.text(
            painter,
            QRectF(inner.left(), inner.top() - small.height() * 0.2, inner.width(), small.height()),
            arg(
                QCoreApplication.translate(
                    "Reports", "Share of the %1 active trainees who master each skill"
                ),
                active,
            ),
            font=doc.small,
            colour=MUTED,
        )
        _legend(
            doc,
            painter,
            QRectF(plot.left(), inner.bottom() - legend_h, plot.width(), legend_h),
            short,
        )

    doc.block(height, draw)


def _legend(doc: Document, painter: QPainter, rect: QRectF, short: Mapping[str, str]) -> None:
    width = rect.width() / len(SKILLS)
    for s, skill in enumerate(SKILLS):
        x = rect.left() + s * width
        swatch = QRectF(x, rect.center().y() - doc.mm(1.1), doc.mm(2.2), doc.mm(2.2))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(_SKILL_COLOURS[s % len(_SKILL_COLOURS)]))
        painter.drawRect(swatch)
        doc.text(
            painter,
            QRectF(swatch.right() + doc.mm(1.2), rect.top(), width - doc.mm(4), rect.height()),
            short.get(skill, skill),
            font=doc.small,
            colour=INK,
        )
    painter.setBrush(Qt.BrushStyle.NoBrush)


def mastery_grid(doc: Document, mastery: Sequence[Mastery]) -> None:
    """Games by skills: mastered, practising (right of the last answers) or not yet."""
    found = {(m.game, m.skill): m for m in mastery}
    drillable = drillable_pairs()
    short = short_skill_names()
    head_h = doc.metrics(doc.small_bold).height() * 1.6
    cell_h = doc.mm(11)
    gap = doc.mm(1)
    legend_h = doc.metrics(doc.small).height() * 1.8
    height = head_h + len(GAMES) * (cell_h + gap) + legend_h
    label_w = doc.mm(30)
    cell_w = (doc.width - label_w - gap * (len(SKILLS) - 1)) / len(SKILLS)

    def draw(painter: QPainter, y: float) -> None:
        for s, skill in enumerate(SKILLS):
            doc.text(
                painter,
                QRectF(label_w + s * (cell_w + gap), y, cell_w, head_h),
                short.get(skill, skill),
                font=doc.small_bold,
                colour=MUTED,
                align=ALIGN_CENTRE,
            )
        for g, game in enumerate(GAMES):
            top = y + head_h + g * (cell_h + gap)
            doc.text(painter, QRectF(0, top, label_w, cell_h), game_name(game), font=doc.cell_bold)
            for s, skill in enumerate(SKILLS):
                cell = QRectF(label_w + s * (cell_w + gap), top, cell_w, cell_h)
                _grid_cell(doc, painter, cell, found.get((game, skill)), (game, skill) in drillable)
        _grid_legend(doc, painter, QRectF(0, y + height - legend_h, doc.width, legend_h))

    doc.block(height, draw)


def _grid_cell(
    doc: Document, painter: QPainter, cell: QRectF, m: Mastery | None, drillable: bool
) -> None:
    if not drillable:
        painter.setPen(doc.pen(LINE, 0.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(cell, doc.mm(1), doc.mm(1))
        return
    if m is not None and m.mastered:
        fill, ink = RIGHT, "#ffffff"
        first = QCoreApplication.translate("Reports", "Mastered")
    elif m is not None and m.considered:
        fill, ink = PRACTISING_FILL, INK
        first = arg(
            QCoreApplication.translate("Reports", "%1 of %2", "right, of the last answers"),
            m.correct,
            m.window,
        )
    else:
        fill, ink = EMPTY_FILL, MUTED
        first = QCoreApplication.translate("Reports", "Not practised")
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(fill))
    painter.drawRoundedRect(cell, doc.mm(1), doc.mm(1))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    inner = cell.adjusted(doc.mm(0.8), doc.mm(1), -doc.mm(0.8), -doc.mm(1))
    if m is None or not m.considered:
        doc.text(painter, inner, first, font=doc.small, colour=ink, align=ALIGN_CENTRE)
        return
    half = inner.height() / 2
    doc.text(
        painter,
        QRectF(inner.left(), inner.top(), inner.width(), half),
        first,
        font=doc.small_bold,
        colour=ink,
        align=ALIGN_CENTRE,
    )
    second = arg(
        QCoreApplication.translate("Reports", "%1 / %2", "median time / target time"),
        seconds_text(m.median_ms),
        seconds_text(m.target_ms),
    )
    doc.text(
        painter,
        QRectF(inner.left(), inner.top() + half, inner.width(), half),
        second,
        font=doc.small,
        colour=ink,
        align=ALIGN_CENTRE,
    )


def _grid_legend(doc: Document, painter: QPainter, rect: QRectF) -> None:
    items = (
        (RIGHT, QCoreApplication.translate("Reports", "Mastered")),
        (
            PRACTISING_FILL,
            QCoreApplication.translate(
                "Reports",
                "Practising: fully right of the last answers, and median / target time",
            ),
        ),
        (EMPTY_FILL, QCoreApplication.translate("Reports", "Not practised")),
    )
    small = doc.metrics(doc.small)
    x = rect.left()
    for fill, text in items:
        swatch = QRectF(x, rect.center().y() - doc.mm(1.3), doc.mm(2.6), doc.mm(2.6))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(fill))
        painter.drawRoundedRect(swatch, doc.mm(0.5), doc.mm(0.5))
        width = small.horizontalAdvance(text) + doc.mm(1)
        doc.text(
            painter,
            QRectF(swatch.right() + doc.mm(1.2), rect.top(), width, rect.height()),
            text,
            font=doc.small,
            colour=MUTED,
            elide=False,
        )
        x = swatch.right() + doc.mm(1.2) + width + doc.mm(5)
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
