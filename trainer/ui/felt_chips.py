"""Chips lying loose on a seat's spot: what the player handed the dealer (a pile to colour
up, a chip to change, cash to buy in) and the chips the trainee builds in answer, drawn
beside each other as columns, live as they are built.

Nothing here counts or judges chips: the columns come from the question (what lies on the
felt) and from the answer widget (what the trainee put out); this only draws them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from trainer.engine.money import format_money
from trainer.ui.cards import (
    CREAM,
    STACK_SQUASH,
    draw_text,
    felt_money,
    paint_chip_column,
    pixel_font,
)
from trainer.ui.table_scene import SEAT_CARD_H, SEAT_W, SeatScene

Columns = tuple[tuple[int, ...], ...]

_THICK = 0.24  # a chip's edge over its radius, as cards.py draws a column
_AREA = QRectF(4.0, -30.0, SEAT_W - 8.0, SEAT_CARD_H + 42.0)
_ABOVE = QRectF(14.0, -74.0, SEAT_W - 28.0, 72.0)
_LABEL_H = 15.0


def columns_of(chips: Mapping[int, int], per_column: int = 20) -> Columns:
    """A stack of chips as columns, one per value (largest first), each at most
    ``per_column`` high."""
    out: list[tuple[int, ...]] = []
    for value, count in sorted(chips.items(), reverse=True):
        while count > 0:
            n = min(count, per_column)
            out.append((value,) * n)
            count -= n
    return tuple(out)


def has_loose_chips(seat: SeatScene) -> bool:
    """Whether a seat's spot has chips or cash to draw over its card area."""
    return bool(seat.handed or seat.cash or seat.built)


def paint_loose_chips(painter: QPainter, seat: SeatScene, boost: float) -> None:
    """Draw, in the seat's own units, what the player handed over (left) and what the
    trainee built (right), each labelled under."""
    given = bool(seat.handed or seat.cash)
    halves = (
        (
            _AREA.adjusted(0, 0, -_AREA.width() / 2 - 3, 0),
            _AREA.adjusted(_AREA.width() / 2 + 3, 0, 0, 0),
        )
        if given and seat.built
        else (_AREA, _AREA)
    )
    font = pixel_font(11 * boost, bold=True)
    if given:
        area = halves[0]
        body = area.adjusted(0, 0, 0, -_LABEL_H * boost)
        if seat.cash:
            _paint_cash(painter, body, seat.cash, boost)
        else:
            paint_columns(painter, body, seat.handed)
        total = seat.cash or sum(sum(c) for c in seat.handed)
        word = QCoreApplication.translate("Table", "Cash") if seat.cash else ""
        label = f"{word} {felt_money(total)}".strip()
        _label(painter, area, label, font, boost)
    if seat.built:
        # Over an empty card area; where the seat has cards, on the felt just in front of
        # them, towards the dealer, so that the hand stays in sight.
        area = _ABOVE if seat.cards else halves[1]
        paint_columns(painter, area.adjusted(0, 0, 0, -_LABEL_H * boost), seat.built)
        _label(painter, area, seat.built_label, font, boost)


def paint_columns(painter: QPainter, area: QRectF, columns: Sequence[Sequence[int]]) -> None:
    """Columns of chips side by side, as large as the area lets them stand."""
    columns = [c for c in columns if c]
    if not columns:
        return
    tallest = max(len(c) for c in columns)
    # Each column is 2.2 radii wide; it stands (tallest * thickness + the face) high.
    radius = min(
        area.width() / (2.2 * len(columns)),
        area.height() / (tallest * _THICK + 2 * STACK_SQUASH + 0.3),
        24.0,  # a wager's own chips are 20 across the circle: about as large
    )
    gap = 2.2 * radius
    first = area.center().x() - gap * (len(columns) - 1) / 2
    base_y = area.bottom() - radius * STACK_SQUASH * 1.4 - 2
    for k, column in enumerate(columns):
        paint_chip_column(painter, QPointF(first + k * gap, base_y), radius, column)


def _paint_cash(painter: QPainter, area: QRectF, cents: int, boost: float) -> None:
    """A banknote (or a fanned few), its value printed on it."""
    width = min(area.width() * 0.9, 120.0)
    height = min(area.height() * 0.8, width * 0.45)
    note = QRectF(area.center().x() - width / 2, area.center().y() - height / 2, width, height)
    painter.save()
    for k in (2, 1, 0):
        rect = note.translated(k * 4.0, -k * 4.0)
        painter.setPen(QPen(QColor("#2E4D2E"), 1.2))
        painter.setBrush(QColor("#A9C9A0") if k else QColor("#CFE3C4"))
        painter.drawRoundedRect(rect, 3, 3)
    painter.setPen(QPen(QColor("#2E4D2E"), 1.0, Qt.PenStyle.DashLine))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(note.center(), height * 0.32, height * 0.32)
    draw_text(
        painter, note, format_money(cents), pixel_font(13 * boost, bold=True), QColor("#1E3A1E")
    )
    painter.restore()


def _label(painter: QPainter, area: QRectF, text: str, font: QFont, boost: float) -> None:
    if not text:
        return
    rect = QRectF(area.left(), area.bottom() - _LABEL_H * boost, area.width(), _LABEL_H * boost)
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(20, 20, 20, 190))
    painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
    draw_text(painter, rect.adjusted(4, 0, -4, 0), text, font, CREAM)
    painter.restore()
