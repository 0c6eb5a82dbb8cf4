"""The roulette layout drawn with QPainter: the zeros at its head, the 3 x 12 grid of
numbers, the column bets at the foot of each column, the dozens and the even-money boxes;
each bet a stack of its player's wheel chips on the spot where it sits, and the marker
(the dolly) on the winning number.

The layout lies across the screen as a dealer sees a picture of it: the zeros on the left,
the first street (1, 2, 3) beside them, the "2 to 1" boxes on the right; the column of 3,
6 ... 36 along the top and the column of 1, 4 ... 34 along the bottom, the outer edge where
streets and six-lines are placed. Nothing here settles a bet: the widget draws the spin a
question gives and reports which seat's chips were tapped.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QRadialGradient,
    QTransform,
)
from PySide6.QtWidgets import QWidget

from trainer.engine.games.roulette.layout import BetKind, Wheel, colour
from trainer.engine.money import format_money
from trainer.ui.cards import (
    FOCUS,
    HIGHLIGHT,
    RENDER_HINTS,
    draw_text,
    felt_money,
    paint_chip_stack,
    pixel_font,
)
from trainer.ui.games.roulette_geometry import (
    CAPTION_H,
    CELL_H,
    CELL_W,
    CHIP_R,
    LAYOUT_H,
    LAYOUT_W,
    MARGIN,
    SEAT_COLOURS,
    TRAY_H,
    ZERO_W,
    RouletteScene,
    bet_spot,
    number_rect,
    outside_rect,
    seat_colour,
)
from trainer.ui.table_scene import TableLayout, TableScene
from trainer.ui.table_view import TableView
from trainer.ui.translation import arg

_FELT = QColor("#1E6B3E")
_LINE = QColor("#F3EBD3")
_RED = QColor("#C62828")
_BLACK = QColor("#1C1C1C")
_GREEN = QColor("#2E8B57")
_LATE = QColor("#E53935")


class RouletteView(TableView):
    """The roulette layout with a question's bets on it.

    The taps, the keyboard focus, the highlights, Tab, Space and the arrow keys are
    :class:`TableView`'s: the spots are ``S1``..``S10``, one a seat with chips on the
    layout, and a tap on any of a seat's stacks is a tap on its spot.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._kept: tuple[RouletteScene, TableScene, tuple[object, ...], QPixmap] | None = None
        self._roulette = RouletteScene()
        self._stack_spots: list[tuple[str, QRectF]] = []
        self._centres: list[QPointF] = []
        self.set_scene(
            TableScene(
                game="roulette",
                seats=len(SEAT_COLOURS),
                players={},
                layout=TableLayout(title=QCoreApplication.translate("RouletteTable", "Roulette")),
            )
        )

    # -- the public API ---------------------------------------------------------------------

    def roulette_scene(self) -> RouletteScene:
        """The layout shown."""
        return self._roulette

    def set_roulette(self, scene: RouletteScene) -> None:
        """Show another layout; the spots tapped, marked and highlighted start empty."""
        self._roulette = scene
        self._stack_spots = self._place_stacks()
        self.set_scene(
            TableScene(
                game="roulette", seats=len(SEAT_COLOURS), players={}, layout=self.scene().layout
            )
        )
        self.set_tappable([])
        self.set_highlight([])
        self.set_marks({})
        self.update()

    def stack_rects(self, seat: int) -> list[QRectF]:
        """Where a seat's stacks are, in widget coordinates (to tap one)."""
        transform = self._transform()
        return [transform.mapRect(r) for place, r in self._stack_spots if place == f"S{seat}"]

    def sizeHint(self) -> QSize:
        return QSize(900, 420)

    def minimumSizeHint(self) -> QSize:
        return QSize(420, 200)

    # -- TableView's taps on roulette's spots -----------------------------------------------

    def _spots(self) -> Mapping[str, QRectF]:
        spots: dict[str, QRectF] = {}
        for place, rect in getattr(self, "_stack_spots", ()):
            spots.setdefault(place, rect)  # the seat's first stack takes the focus
        return spots

    def place_at(self, pos: QPointF) -> str | None:
        inverse, ok = self._transform().inverted()
        if not ok:
            return None
        point = inverse.map(QPointF(pos))
        for place, rect in reversed(self._stack_spots):  # the stack drawn on top first
            if rect.contains(point):
                return place
        return None

    def _height(self) -> float:
        return LAYOUT_H + (TRAY_H if self._roulette.has_tray else 0.0)

    def _scale(self) -> float:
        return max(1e-6, min(self.width() / LAYOUT_W, self.height() / self._height()))

    def _transform(self) -> QTransform:
        s = self._scale()
        dx = (self.width() - LAYOUT_W * s) / 2
        dy = (self.height() - self._height() * s) / 2
        return QTransform(s, 0, 0, s, dx, dy)

    def _place_stacks(self) -> list[tuple[str, QRectF]]:
        """Each stack's hit area, in drawing order; stacks on one spot side by side."""
        placed: list[tuple[str, QRectF]] = []
        self._centres = []
        by_spot: dict[tuple[float, float], int] = {}
        spot_counts: dict[tuple[float, float], int] = {}
        spots = [bet_spot(self._roulette.wheel, s.kind, s.named) for s in self._roulette.stacks]
        for at in spots:
            key = (round(at.x(), 1), round(at.y(), 1))
            spot_counts[key] = spot_counts.get(key, 0) + 1
        for stack, at in zip(self._roulette.stacks, spots, strict=True):
            key = (round(at.x(), 1), round(at.y(), 1))
            k = by_spot.get(key, 0)
            by_spot[key] = k + 1
            shift = (k - (spot_counts[key] - 1) / 2) * CHIP_R * 1.5
            centre = QPointF(at.x() + shift, at.y() - (k % 2) * 3)
            self._centres.append(centre)
            r = CHIP_R * 1.1
            placed.append((f"S{stack.seat}", QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r)))
        return placed

    # -- words ------------------------------------------------------------------------------

    def _describe(self) -> None:
        scene = getattr(self, "_roulette", None)
        if scene is None:
            return
        parts = [
            arg(
                QCoreApplication.translate("RouletteTable", "Roulette layout, %1."),
                scene.wheel.words,
            )
        ]
        if scene.winning is not None:
            said = {
                "red": QCoreApplication.translate("RouletteTable", "red"),
                "black": QCoreApplication.translate("RouletteTable", "black"),
                "green": QCoreApplication.translate("RouletteTable", "green"),
            }
            parts.append(
                arg(
                    QCoreApplication.translate("RouletteTable", "The marker is on %1, %2."),
                    scene.winning,
                    said[colour(scene.winning)],
                )
            )
        for stack in scene.stacks:
            if scene.bare_chip:
                parts.append(
                    arg(
                        QCoreApplication.translate("RouletteTable", "A chip on the layout: %1."),
                        stack.kind.words,
                    )
                )
                continue
            seat = str(stack.seat)
            bet = stack.words or stack.kind.words
            amount = format_money(stack.amount)
            chips_on = str(stack.chips)
            if stack.late:
                parts.append(
                    arg(
                        QCoreApplication.translate(
                            "RouletteTable",
                            "Seat %1: %2, %3 (%4 chips), placed after no more bets, paid %5.",
                        ),
                        seat,
                        bet,
                        amount,
                        chips_on,
                        format_money(stack.paid or 0),
                    )
                )
            elif stack.paid is None:
                parts.append(
                    arg(
                        QCoreApplication.translate("RouletteTable", "Seat %1: %2, %3 (%4 chips)."),
                        seat,
                        bet,
                        amount,
                        chips_on,
                    )
                )
            else:
                paid = format_money(stack.paid)
                parts.append(
                    arg(
                        QCoreApplication.translate(
                            "RouletteTable", "Seat %1: %2, %3 (%4 chips), paid %5."
                        ),
                        seat,
                        bet,
                        amount,
                        chips_on,
                        paid,
                    )
                )
        chips = scene.wheel_chips
        if chips is not None:
            parts.append(
                arg(
                    QCoreApplication.translate(
                        "RouletteTable",
                        "Seat %1 hands in %2 stacks of 20 and %3 wheel chips at %4 each.",
                    ),
                    str(chips.seat),
                    str(chips.stacks),
                    str(chips.loose),
                    format_money(chips.value),
                )
            )
        if scene.pile:
            pile = ", ".join(f"{n} × {format_money(v)}" for v, n in sorted(scene.pile.items()))
            parts.append(
                arg(QCoreApplication.translate("RouletteTable", "Chips handed in: %1."), pile)
            )
        if self._tappable:
            parts.append(
                QCoreApplication.translate(
                    "RouletteTable", "Tap a seat's chips to point at the seat."
                )
            )
        self.setAccessibleName(QCoreApplication.translate("RouletteTable", "Roulette layout"))
        self.setAccessibleDescription(" ".join(parts))

    # -- painting ---------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        try:
            painter.drawPixmap(0, 0, self._picture())
            painter.setRenderHints(RENDER_HINTS)
            painter.setTransform(self._transform())
            self._paint_overlays(painter)
        finally:
            painter.end()

    def _picture(self) -> QPixmap:
        """The layout with the question's bets, all but what lights up on it (highlights,
        taps, the focus), drawn once for a question at a size and kept: a verdict that
        lit a seat drew the whole layout again, roulette's slowest verdicts (issue 28)."""
        ratio = self.devicePixelRatioF()
        words = QCoreApplication.translate("RouletteTable", "Roulette")  # a language changed
        key = (self.size(), ratio, self._four_colour, words)
        kept = self._kept
        if (
            kept is not None
            and kept[0] is self._roulette
            and kept[1] is self.scene()
            and kept[2] == key
        ):
            return kept[3]
        pixmap = QPixmap(self.size() * ratio)
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(QColor("#F1EEE6"))
        painter = QPainter(pixmap)
        try:
            painter.setRenderHints(RENDER_HINTS)
            painter.setTransform(self._transform())
            self._paint_felt(painter)
            self._paint_grid(painter)
            self._paint_outside(painter)
            self._paint_caption(painter)
            self._paint_stacks(painter)
            self._paint_dolly(painter)
            self._paint_tray(painter)
        finally:
            painter.end()
        self._kept = (self._roulette, self.scene(), key, pixmap)
        return pixmap

    def _paint_felt(self, painter: QPainter) -> None:
        box = QRectF(0, 0, LAYOUT_W, self._height())
        felt = QRadialGradient(box.center(), box.width() * 0.6)
        felt.setColorAt(0.0, QColor("#24804A"))
        felt.setColorAt(1.0, _FELT)
        painter.setPen(QPen(QColor("#3A2412"), 6))
        painter.setBrush(felt)
        painter.drawRoundedRect(box.adjusted(3, 3, -3, -3), 18, 18)

    def _box(self, painter: QPainter, rect: QRectF, fill: QColor | None = None) -> None:
        painter.setPen(QPen(_LINE, 2.2))
        painter.setBrush(fill if fill is not None else Qt.BrushStyle.NoBrush)
        painter.drawRect(rect)

    def _paint_grid(self, painter: QPainter) -> None:
        wheel = self._roulette.wheel
        big = pixel_font(34, bold=True)
        for zero in wheel.zeros:
            rect = number_rect(wheel, zero)
            self._box(painter, rect)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(_GREEN)
            painter.drawEllipse(rect.center(), ZERO_W * 0.36, min(rect.height() * 0.4, 36))
            draw_text(painter, rect, zero, big, QColor("#FFFFFF"))
        for n in range(1, 37):
            rect = number_rect(wheel, str(n))
            self._box(painter, rect)
            fill = _RED if colour(str(n)) == "red" else _BLACK
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(fill)
            painter.drawEllipse(rect.center(), CELL_W * 0.36, CELL_H * 0.3)
            draw_text(painter, rect, str(n), big, QColor("#FFFFFF"))

    def _paint_outside(self, painter: QPainter) -> None:
        words = pixel_font(26, bold=True)
        for k in ("1", "2", "3"):
            rect = outside_rect(BetKind.COLUMN, k)
            self._box(painter, rect)
            top = rect.adjusted(4, 4, -4, -rect.height() * 0.45)
            draw_text(
                painter, top, QCoreApplication.translate("RouletteTable", "2 to 1"), words, _LINE
            )
            rect = outside_rect(BetKind.DOZEN, k)
            self._box(painter, rect)
            dozen = {
                "1": QCoreApplication.translate("RouletteTable", "1st 12"),
                "2": QCoreApplication.translate("RouletteTable", "2nd 12"),
                "3": QCoreApplication.translate("RouletteTable", "3rd 12"),
            }[k]
            draw_text(painter, rect.adjusted(0, 0, -2 * CHIP_R - 12, 0), dozen, words, _LINE)
        labels = {
            BetKind.LOW: QCoreApplication.translate("RouletteTable", "1-18"),
            BetKind.EVEN: QCoreApplication.translate("RouletteTable", "EVEN"),
            BetKind.ODD: QCoreApplication.translate("RouletteTable", "ODD"),
            BetKind.HIGH: QCoreApplication.translate("RouletteTable", "19-36"),
        }
        for kind in (
            BetKind.LOW,
            BetKind.EVEN,
            BetKind.RED,
            BetKind.BLACK,
            BetKind.ODD,
            BetKind.HIGH,
        ):
            rect = outside_rect(kind)
            self._box(painter, rect)
            if kind in (BetKind.RED, BetKind.BLACK):
                # A diamond of the colour, as the layout prints it.
                c = QPointF(rect.center().x() - CHIP_R, rect.center().y())
                w, h = rect.width() * 0.26, rect.height() * 0.34
                painter.setPen(QPen(_LINE, 1.5))
                painter.setBrush(_RED if kind is BetKind.RED else _BLACK)
                painter.drawPolygon(
                    [
                        QPointF(c.x() - w, c.y()),
                        QPointF(c.x(), c.y() - h),
                        QPointF(c.x() + w, c.y()),
                        QPointF(c.x(), c.y() + h),
                    ]
                )
            else:
                label = rect.adjusted(4, 0, -2 * CHIP_R - 10, 0)
                draw_text(painter, label, labels[kind], words, _LINE)

    def _boost(self) -> float:
        """Small print grows when the layout is drawn small (a long question above it on
        a kiosk's 1024x768), so that it stays readable."""
        return min(1.7, max(1.0, 0.7 / self._scale()))

    def _paint_caption(self, painter: QPainter) -> None:
        scene = self._roulette
        boost = min(1.4, self._boost())
        band = QRectF(MARGIN + 6, MARGIN - 4, LAYOUT_W - 2 * MARGIN - 12, CAPTION_H)
        # The legend, from the right: each seat's chip colour and what one chip is worth.
        small = pixel_font(20 * boost, bold=True)
        radius = 11 * boost
        right = band.right()
        for seat, value in sorted(scene.values.items(), reverse=True):
            label = arg(
                QCoreApplication.translate("RouletteTable", "Seat %1 · %2"),
                str(seat),
                format_money(value),
            )
            width = QFontMetricsF(small).horizontalAdvance(label) + 4
            right -= width
            where = QRectF(right, band.top(), width, band.height())
            align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
            draw_text(painter, where, label, small, QColor("#F3EBD3"), align)
            right -= radius + 4
            chip = QPointF(right, band.center().y())
            self._paint_wheel_chip(painter, chip, radius, seat, 0, False)
            right -= radius + 14
        text = {
            Wheel.SINGLE_ZERO: QCoreApplication.translate("RouletteTable", "Single-zero wheel"),
            Wheel.DOUBLE_ZERO: QCoreApplication.translate("RouletteTable", "Double-zero wheel"),
            Wheel.TRIPLE_ZERO: QCoreApplication.translate("RouletteTable", "Triple-zero wheel"),
        }[scene.wheel]
        if scene.winning is not None:
            text = arg(
                QCoreApplication.translate("RouletteTable", "%1 · the ball is on %2"),
                text,
                scene.winning,
            )
        if scene.caption:
            text = f"{text} · {scene.caption}"
        font = pixel_font(24 * boost, bold=True)
        room = right - band.left()
        if QFontMetricsF(font).horizontalAdvance(text) > room * 1.25 and scene.winning:
            # Beside a long legend the wheel (posted beside the layout) gives way.
            text = arg(QCoreApplication.translate("RouletteTable", "Ball on %1"), scene.winning)
            if scene.caption:
                text = f"{text} · {scene.caption}"
        draw_text(
            painter,
            QRectF(band.left(), band.top(), room, band.height()),
            text,
            font,
            QColor("#F6E7B0"),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
        )

    def _paint_dolly(self, painter: QPainter) -> None:
        winning = self._roulette.winning
        if winning is None or winning not in self._roulette.wheel.numbers:
            return
        rect = number_rect(self._roulette.wheel, winning)
        glow = QColor(HIGHLIGHT)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(glow, 5))
        painter.drawRect(rect.adjusted(2, 2, -2, -2))
        # The dolly: a clear marker with a gold crown on top of the chips, off the
        # middle of the box, where a straight-up's chips and their count stay in sight.
        at = QPointF(rect.left() + 17, rect.top() + 19)
        painter.setPen(QPen(QColor("#3A2A05"), 2.2))
        painter.setBrush(QColor(255, 255, 255, 240))
        painter.drawEllipse(at, 13, 13)
        painter.setBrush(QColor("#E0B43C"))
        painter.drawEllipse(at, 7, 7)

    def _paint_wheel_chip(
        self,
        painter: QPainter,
        centre: QPointF,
        radius: float,
        seat: int,
        count: int,
        dim: bool,
    ) -> None:
        """A stack of a seat's wheel chips seen from above, its chip count on the top."""
        body = seat_colour(seat)
        if dim:
            body.setAlpha(130)
        painter.save()
        layers = min(max(count, 1), 4)
        for i in range(layers):
            c = QPointF(centre.x(), centre.y() + (layers - 1 - i) * radius * 0.16)
            painter.setPen(QPen(QColor(0, 0, 0, 150 if not dim else 70), max(1.0, radius * 0.08)))
            painter.setBrush(body.darker(115) if i < layers - 1 else body)
            painter.drawEllipse(c, radius, radius)
        ring = QPen(QColor(255, 255, 255, 200 if not dim else 110), max(1.0, radius * 0.12))
        ring.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(ring)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(centre, radius * 0.72, radius * 0.72)
        if count:
            ink = QColor("#111111") if body.lightness() > 140 else QColor("#FFFFFF")
            font = pixel_font(radius * (1.05 if count < 10 else 0.85), bold=True)
            box = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
            draw_text(painter, box, str(count), font, ink)
        painter.restore()

    def _paint_stacks(self, painter: QPainter) -> None:
        scene = self._roulette
        # The asked seat's stacks ringed where other players' chips lie beside them.
        others = any(s.seat != scene.asked for s in scene.stacks)
        for stack, centre in zip(scene.stacks, self._centres, strict=False):
            dim = scene.asked is not None and stack.seat != scene.asked
            self._paint_wheel_chip(painter, centre, CHIP_R, stack.seat, stack.chips, dim)
            if others and stack.seat == scene.asked:
                painter.setPen(QPen(HIGHLIGHT, 3.5))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(centre, CHIP_R + 5, CHIP_R + 5)
        self._paint_late(painter)
        self._paint_paid_tags(painter)

    def late_tags(self) -> list[QRectF]:
        """The LATE tag of each bet placed after "no more bets", in layout units: above
        its stack, to the left."""
        boost = self._boost()
        w, h = 58 * boost, 24 * boost
        return [
            QRectF(centre.x() - CHIP_R - 6, centre.y() - CHIP_R - h - 2, w, h)
            for stack, centre in zip(self._roulette.stacks, self._centres, strict=False)
            if stack.late
        ]

    def _paint_late(self, painter: QPainter) -> None:
        """A bet placed after "no more bets": a red dashed ring round its stack and a red
        LATE tag, so that the audit shows which chip came after the call."""
        late = [c for s, c in zip(self._roulette.stacks, self._centres, strict=False) if s.late]
        pen = QPen(_LATE, 4.0)
        pen.setStyle(Qt.PenStyle.DashLine)
        for centre in late:
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(centre, CHIP_R + 7, CHIP_R + 7)
        font = pixel_font(17 * self._boost(), bold=True)
        for tag in self.late_tags():
            painter.setPen(QPen(QColor("#FFFFFF"), 1.5))
            painter.setBrush(_LATE)
            painter.drawRoundedRect(tag, 6, 6)
            draw_text(
                painter,
                tag,
                QCoreApplication.translate("RouletteTable", "LATE"),
                font,
                QColor("#FFFFFF"),
            )

    def _paint_paid_tags(self, painter: QPainter) -> None:
        """What the dealer paid each bet, on a tag beside its stack: to its right, left,
        below or above, wherever it covers the fewest chips and tags."""
        scene = self._roulette
        boost = self._boost()
        font = pixel_font(19 * boost, bold=True)
        h = 25 * boost
        chips = [rect for _place, rect in self._stack_spots]
        placed: list[QRectF] = self.late_tags()
        bounds = QRectF(MARGIN, MARGIN, LAYOUT_W - 2 * MARGIN, LAYOUT_H - 2 * MARGIN)
        for stack, centre in zip(scene.stacks, self._centres, strict=False):
            if stack.paid is None:
                continue
            text = arg(
                QCoreApplication.translate("RouletteTable", "paid %1"), felt_money(stack.paid)
            )
            w = QFontMetricsF(font).horizontalAdvance(text) + 12 * boost
            x, y, r = centre.x(), centre.y(), CHIP_R + 3
            candidates = [
                QRectF(x + r, y - h / 2, w, h),
                QRectF(x - r - w, y - h / 2, w, h),
                QRectF(x - w / 2, y + r, w, h),
                QRectF(x - w / 2, y - r - h, w, h),
                QRectF(x - w / 2, y + r + h + 1, w, h),
                QRectF(x - w / 2, y - r - 2 * h - 1, w, h),
            ]

            def cost(tag: QRectF) -> float:
                inside = bounds.contains(tag)
                hidden = sum(1 for c in chips if c.intersects(tag))
                return (0 if inside else 100) + hidden + 3 * sum(t.intersects(tag) for t in placed)

            tag = min(candidates, key=cost)  # the first of the cheapest
            placed.append(tag)
            painter.setPen(QPen(seat_colour(stack.seat), 2.0))
            painter.setBrush(QColor(20, 20, 20, 225))
            painter.drawRoundedRect(tag, 8, 8)
            draw_text(painter, tag, text, font, QColor("#FFFFFF"))

    def _paint_tray(self, painter: QPainter) -> None:
        """A chips question's chips, in front of the layout: the wheel chips handed in (and
        their value marker), or the pile to colour up; and the chips built so far."""
        scene = self._roulette
        if not scene.has_tray:
            return
        tray = QRectF(MARGIN, LAYOUT_H - MARGIN + 6, LAYOUT_W - 2 * MARGIN, TRAY_H - 14)
        painter.setPen(QPen(QColor("#3A2412"), 2))
        painter.setBrush(QColor(0, 0, 0, 60))
        painter.drawRoundedRect(tray, 14, 14)
        font = pixel_font(20, bold=True)
        x = tray.left() + 60
        base_y = tray.bottom() - 46
        chips = scene.wheel_chips
        if chips is not None:
            columns = [20] * chips.stacks + ([chips.loose] if chips.loose else [])
            for count in columns:
                self._paint_wheel_column(painter, QPointF(x, base_y), chips.seat, count)
                draw_text(
                    painter,
                    QRectF(x - 40, base_y + 16, 80, 24),
                    str(count),
                    font,
                    QColor("#F3EBD3"),
                )
                x += 70
            # The value marker: a plaque on the rail naming what one wheel chip is worth.
            plaque = QRectF(x, base_y - 70, 120, 44)
            painter.setPen(QPen(QColor("#5A4A1A"), 2))
            painter.setBrush(QColor("#F6E7B0"))
            painter.drawRoundedRect(plaque, 10, 10)
            draw_text(
                painter,
                plaque,
                arg(
                    QCoreApplication.translate("RouletteTable", "%1 each"), felt_money(chips.value)
                ),
                font,
                QColor("#3A2412"),
            )
            x += 170
        if scene.pile:
            for value, count in sorted(scene.pile.items(), reverse=True):
                paint_chip_stack(painter, QPointF(x, base_y), 30, [value] * count, per_column=10)
                draw_text(
                    painter,
                    QRectF(x - 50, base_y + 16, 100, 24),
                    f"{count} × {felt_money(value)}",
                    font,
                    QColor("#F3EBD3"),
                )
                x += 130 if count <= 10 else 170
        for seat in self.scene().players.values():
            if not seat.built:
                continue
            bx = tray.right() - 60
            for column in reversed(seat.built):
                paint_chip_stack(painter, QPointF(bx, base_y), 28, list(column), per_column=12)
                bx -= 68
            draw_text(
                painter,
                QRectF(bx - 40, tray.top() + 4, tray.right() - bx + 20, 26),
                seat.built_label,
                font,
                QColor("#F6E7B0"),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            )

    def _paint_wheel_column(self, painter: QPainter, base: QPointF, seat: int, count: int) -> None:
        """A column of a seat's wheel chips seen from the side, ``count`` high."""
        body = seat_colour(seat)
        thick = 5.0
        painter.save()
        for i in range(count):
            top = base.y() - (i + 1) * thick
            rect = QRectF(base.x() - 24, top, 48, thick)
            painter.setPen(QPen(body.darker(170), 0.8))
            painter.setBrush(body if i % 2 == 0 else body.darker(112))
            painter.drawRoundedRect(rect, 2, 2)
        painter.restore()

    def _paint_overlays(self, painter: QPainter) -> None:
        for place, rect in self._stack_spots:
            centre, r = rect.center(), rect.width() / 2
            if place in self._highlight:
                painter.setPen(QPen(HIGHLIGHT, 4.5))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(centre, r + 4, r + 4)
            elif place in self._tappable:
                painter.setPen(QPen(QColor(255, 255, 255, 150), 2.0))
                painter.setBrush(
                    QColor(255, 255, 255, 40) if place == self._hovered else Qt.BrushStyle.NoBrush
                )
                painter.drawEllipse(centre, r + 2, r + 2)
        if self._focused is not None and self.hasFocus():
            pen = QPen(FOCUS, 3.5)
            pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            for place, rect in self._stack_spots:
                if place == self._focused:
                    painter.drawEllipse(rect.center(), rect.width() / 2 + 8, rect.width() / 2 + 8)
