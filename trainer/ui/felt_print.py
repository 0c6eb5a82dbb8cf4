"""What is printed and placed on the felt around the play: words along the table's arc,
the dealer's chip tray. Drawn in the table's units (:mod:`trainer.ui.table_scene`)."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPen

from trainer.ui.cards import CHIP_STYLES, OTHER_CHIP
from trainer.ui.table_scene import CENTRE_X, DEALER_EDGE


def paint_arc_text(
    painter: QPainter, text: str, font: QFont, colour: QColor, baseline: float, radius: float
) -> None:
    """``text`` printed on the felt along the lower arc of a circle of ``radius``, centred
    on the table, its middle at ``baseline``: each letter upright towards the centre."""
    metrics = QFontMetricsF(font)
    centre = QPointF(CENTRE_X, baseline - radius)
    angle = -metrics.horizontalAdvance(text) / 2 / radius
    painter.save()
    painter.setFont(font)
    painter.setPen(colour)
    for char in text:
        advance = metrics.horizontalAdvance(char)
        middle = angle + advance / 2 / radius
        painter.save()
        painter.translate(
            centre.x() + radius * math.sin(middle), centre.y() + radius * math.cos(middle)
        )
        painter.rotate(-math.degrees(middle))
        painter.drawText(QPointF(-advance / 2, 0), char)
        painter.restore()
        angle += advance / radius
    painter.restore()


def paint_tray(painter: QPainter) -> None:
    """The dealer's chip tray at the table's straight edge, its tubes filled."""
    tubes = (10_000, 10_000, 2_500, 2_500, 500, 500, 500, 250, 100, 100, 50)
    width, height = 44.0, 58.0
    total = len(tubes) * width + 12
    tray = QRectF(CENTRE_X - total / 2, DEALER_EDGE + 4, total, height + 12)
    painter.save()
    painter.setPen(QPen(QColor("#0D0D0D"), 2))
    gradient = QLinearGradient(tray.topLeft(), tray.bottomLeft())
    gradient.setColorAt(0.0, QColor("#1A1A1A"))
    gradient.setColorAt(1.0, QColor("#3A3A3A"))
    painter.setBrush(QBrush(gradient))
    painter.drawRoundedRect(tray, 8, 8)
    for i, value in enumerate(tubes):
        tube = QRectF(tray.left() + 6 + i * width + 3, tray.top() + 6, width - 6, height)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#0E0E0E"))
        painter.drawRoundedRect(tube, 6, 6)
        body_hex, accent_hex, _ = CHIP_STYLES.get(value, OTHER_CHIP)
        body, accent = QColor(body_hex), QColor(accent_hex)
        thickness = 5.2
        y = tube.bottom() - 2 - thickness
        while y > tube.top() + 2 + (i % 3) * 5:
            chip = QRectF(tube.left() + 2, y, tube.width() - 4, thickness - 0.8)
            painter.setBrush(body)
            painter.drawRoundedRect(chip, 2, 2)
            painter.setBrush(accent)
            for fraction in (0.2, 0.5, 0.8):
                cx = chip.left() + chip.width() * fraction
                painter.drawRect(QRectF(cx - 2.2, chip.top(), 4.4, chip.height()))
            y -= thickness
    painter.restore()
