"""Cards and chips, drawn: a card at any size, a chip and a stack of chips, and the card
widgets of the drill page (one card, a row of cards).

Everything here is vector drawing with :class:`QPainter` (antialiased, scaled to the widget), so it
is crisp at any size and device pixel ratio; the only bitmaps are pixmaps generated here and kept
in :class:`QPixmapCache`. The table they lie on is :mod:`trainer.ui.table_view`.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Iterable, Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
    QPixmapCache,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from trainer.engine.cards import Card, Rank, Suit
from trainer.engine.money import format_money
from trainer.quiz.chips import DENOMINATIONS, fewest_chips
from trainer.ui.translation import arg

__all__ = [
    "CARD_ASPECT",
    "CardRow",
    "CardWidget",
    "blit_card",
    "card_name",
    "card_pixmap",
    "cards_in_words",
    "chip_colour",
    "chip_pixmap",
    "paint_card",
    "paint_chip",
    "suit_colour",
]

CARD_ASPECT = 5 / 7
"""A card's width over its height (poker size, 2.5 x 3.5 inches)."""

RENDER_HINTS = (
    QPainter.RenderHint.Antialiasing
    | QPainter.RenderHint.TextAntialiasing
    | QPainter.RenderHint.SmoothPixmapTransform
)

# ---------------------------------------------------------------------------------------------
# Words


def card_name(card: Card | None) -> str:
    """The card in words for screen readers: ``Ace of hearts``; ``None`` is a face-down card."""
    if card is None:
        return QCoreApplication.translate("Cards", "face-down card")
    ranks = {
        Rank.TWO: QCoreApplication.translate("Cards", "Two"),
        Rank.THREE: QCoreApplication.translate("Cards", "Three"),
        Rank.FOUR: QCoreApplication.translate("Cards", "Four"),
        Rank.FIVE: QCoreApplication.translate("Cards", "Five"),
        Rank.SIX: QCoreApplication.translate("Cards", "Six"),
        Rank.SEVEN: QCoreApplication.translate("Cards", "Seven"),
        Rank.EIGHT: QCoreApplication.translate("Cards", "Eight"),
        Rank.NINE: QCoreApplication.translate("Cards", "Nine"),
        Rank.TEN: QCoreApplication.translate("Cards", "Ten"),
        Rank.JACK: QCoreApplication.translate("Cards", "Jack"),
        Rank.QUEEN: QCoreApplication.translate("Cards", "Queen"),
        Rank.KING: QCoreApplication.translate("Cards", "King"),
        Rank.ACE: QCoreApplication.translate("Cards", "Ace"),
    }
    suits = {
        Suit.CLUBS: QCoreApplication.translate("Cards", "clubs"),
        Suit.DIAMONDS: QCoreApplication.translate("Cards", "diamonds"),
        Suit.HEARTS: QCoreApplication.translate("Cards", "hearts"),
        Suit.SPADES: QCoreApplication.translate("Cards", "spades"),
    }
    return arg(QCoreApplication.translate("Cards", "%1 of %2"), ranks[card.rank], suits[card.suit])


def felt_money(cents: int) -> str:
    """An amount as a dealer reads it off the felt: ``$10``, ``$7.50``, ``$1,200``."""
    dollars, part = divmod(cents, 100)
    return f"${dollars:,}" if part == 0 else format_money(cents)


def cards_in_words(cards: Iterable[Card | None]) -> str:
    """Cards in words for screen readers, one after another."""
    return ", ".join(card_name(c) for c in cards)


# ---------------------------------------------------------------------------------------------
# Colours and fonts

_RED = "#C8102E"
_BLACK = "#1A1A1A"
_FOUR_GREEN = "#1B7F3A"
_FOUR_BLUE = "#1C5BC4"
# The felt's print and its markings, shared with the table view.
GOLD = QColor(222, 196, 120)
CREAM = QColor(246, 240, 222)
MARK_BLUE = QColor("#1976D2")
HIGHLIGHT = QColor("#FFC83D")
FOCUS = QColor("#7FDBFF")


def suit_colour(suit: Suit, four_colour: bool = False) -> QColor:
    """The ink of a suit: red hearts and diamonds, black clubs and spades; with a four-colour
    deck, green clubs and blue diamonds."""
    if four_colour and suit is Suit.CLUBS:
        return QColor(_FOUR_GREEN)
    if four_colour and suit is Suit.DIAMONDS:
        return QColor(_FOUR_BLUE)
    if suit in (Suit.HEARTS, Suit.DIAMONDS):
        return QColor(_RED)
    return QColor(_BLACK)


def pixel_font(pixel_size: float, *, bold: bool = False, serif: bool = False) -> QFont:
    """A font of this pixel size, unhinted (it is drawn through scaling transforms)."""
    font = QFont()
    if serif:
        font.setFamilies(["Georgia", "DejaVu Serif", "Times New Roman", "serif"])
    font.setPixelSize(max(1, round(pixel_size)))
    font.setBold(bold)
    # Glyphs are drawn through scaling transforms; hinting would make sizes jump.
    font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return font


def draw_text(
    painter: QPainter,
    rect: QRectF,
    text: str,
    font: QFont,
    colour: QColor,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
) -> None:
    """Draw one line of text in ``rect``, squeezed horizontally if it would not fit."""
    if not text:
        return
    width = QFontMetricsF(font).horizontalAdvance(text)
    painter.save()
    painter.setFont(font)
    painter.setPen(colour)
    if width > rect.width() > 0:
        squeeze = rect.width() / width
        painter.translate(rect.center())
        painter.scale(squeeze, 1.0)
        wide = QRectF(-width / 2, -rect.height() / 2, width, rect.height())
        align = (align & ~Qt.AlignmentFlag.AlignHorizontal_Mask) | Qt.AlignmentFlag.AlignHCenter
        painter.drawText(wide, align, text)
    else:
        painter.drawText(rect, align, text)
    painter.restore()


# ---------------------------------------------------------------------------------------------
# Suit pips as paths in a unit square, so that they never depend on a font having the glyphs.

_PIP_PATHS: dict[Suit, QPainterPath] = {}


def _pip_path(suit: Suit) -> QPainterPath:
    path = _PIP_PATHS.get(suit)
    if path is not None:
        return path
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    if suit is Suit.HEARTS:
        path.moveTo(0.5, 1.0)
        path.cubicTo(0.38, 0.84, 0.0, 0.62, 0.0, 0.30)
        path.cubicTo(0.0, 0.10, 0.15, 0.0, 0.28, 0.0)
        path.cubicTo(0.40, 0.0, 0.47, 0.08, 0.5, 0.19)
        path.cubicTo(0.53, 0.08, 0.60, 0.0, 0.72, 0.0)
        path.cubicTo(0.85, 0.0, 1.0, 0.10, 1.0, 0.30)
        path.cubicTo(1.0, 0.62, 0.62, 0.84, 0.5, 1.0)
    elif suit is Suit.DIAMONDS:
        path.moveTo(0.5, 0.0)
        path.quadTo(0.63, 0.27, 0.88, 0.5)
        path.quadTo(0.63, 0.73, 0.5, 1.0)
        path.quadTo(0.37, 0.73, 0.12, 0.5)
        path.quadTo(0.37, 0.27, 0.5, 0.0)
    elif suit is Suit.SPADES:
        path.moveTo(0.5, 0.0)
        path.cubicTo(0.62, 0.17, 1.0, 0.36, 1.0, 0.62)
        path.cubicTo(1.0, 0.80, 0.86, 0.88, 0.73, 0.88)
        path.cubicTo(0.63, 0.88, 0.56, 0.83, 0.53, 0.77)
        path.quadTo(0.55, 0.93, 0.68, 1.0)
        path.lineTo(0.32, 1.0)
        path.quadTo(0.45, 0.93, 0.47, 0.77)
        path.cubicTo(0.44, 0.83, 0.37, 0.88, 0.27, 0.88)
        path.cubicTo(0.14, 0.88, 0.0, 0.80, 0.0, 0.62)
        path.cubicTo(0.0, 0.36, 0.38, 0.17, 0.5, 0.0)
    else:
        radius = 0.225
        for cx, cy in ((0.5, 0.25), (0.245, 0.60), (0.755, 0.60)):
            path.addEllipse(QPointF(cx, cy), radius, radius)
        path.addEllipse(QPointF(0.5, 0.52), 0.14, 0.14)
        path.moveTo(0.5, 0.5)
        path.quadTo(0.53, 0.88, 0.69, 1.0)
        path.lineTo(0.31, 1.0)
        path.quadTo(0.47, 0.88, 0.5, 0.5)
    _PIP_PATHS[suit] = path
    return path


def _paint_pip(painter: QPainter, box: QRectF, suit: Suit, colour: QColor) -> None:
    painter.save()
    painter.translate(box.topLeft())
    painter.scale(box.width(), box.height())
    painter.fillPath(_pip_path(suit), colour)
    painter.restore()


# ---------------------------------------------------------------------------------------------
# Cards. A card is drawn in its own 100 x 140 units, then scaled into the rectangle asked for.

_CW, _CH = 100.0, 140.0


def _fit_card(rect: QRectF) -> QRectF:
    """The largest 5:7 rectangle centred in ``rect``."""
    width = min(rect.width(), rect.height() * CARD_ASPECT)
    height = width / CARD_ASPECT
    centre = rect.center()
    return QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)


def _card_outline() -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(QRectF(0, 0, _CW, _CH), 7.5, 7.5)
    return path


def paint_card(
    painter: QPainter,
    rect: QRectF,
    card: Card | None,
    *,
    four_colour: bool = False,
    highlighted: bool = False,
    dimmed: bool = False,
) -> None:
    """Draw one card (``None`` = face down, a patterned back) filling ``rect`` (keeping a 5:7
    aspect inside it). ``highlighted`` rings it in gold; ``dimmed`` greys it (set aside)."""
    box = _fit_card(rect)
    if box.width() <= 0 or box.height() <= 0:
        return
    painter.save()
    painter.setRenderHints(RENDER_HINTS)
    painter.translate(box.topLeft())
    painter.scale(box.width() / _CW, box.height() / _CH)
    outline = _card_outline()
    if card is None:
        _paint_back(painter, outline)
    else:
        _paint_face(painter, outline, card, four_colour)
    if dimmed:
        painter.fillPath(outline, QColor(40, 44, 50, 120))
    if highlighted:
        pen = QPen(HIGHLIGHT, 6.0)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(QRectF(3, 3, _CW - 6, _CH - 6), 5, 5)
    painter.restore()


def _paint_face(painter: QPainter, outline: QPainterPath, card: Card, four_colour: bool) -> None:
    painter.fillPath(outline, QColor("#FFFFFF"))
    painter.setPen(QPen(QColor(0, 0, 0, 90), 1.4))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(QRectF(0.7, 0.7, _CW - 1.4, _CH - 1.4), 7, 7)
    colour = suit_colour(card.suit, four_colour)
    _paint_index(painter, card, colour)
    painter.save()
    painter.translate(_CW, _CH)
    painter.rotate(180)
    _paint_index(painter, card, colour)
    painter.restore()
    if card.rank in (Rank.JACK, Rank.QUEEN, Rank.KING):
        frame = QRectF(30, 18, 40, 104)
        tint = QColor(colour)
        tint.setAlpha(22)
        painter.setPen(QPen(colour, 1.6))
        painter.setBrush(tint)
        painter.drawRoundedRect(frame, 4, 4)
        letter = _rank_text(card.rank)
        draw_text(
            painter, QRectF(30, 26, 40, 48), letter, pixel_font(44, bold=True, serif=True), colour
        )
        _paint_pip(painter, QRectF(37, 78, 26, 26), card.suit, colour)
    else:
        size = 58.0 if card.rank is Rank.ACE else 46.0
        _paint_pip(painter, QRectF(50 - size / 2, 70 - size / 2, size, size), card.suit, colour)


def _rank_text(rank: Rank) -> str:
    return "10" if rank is Rank.TEN else rank.symbol


def _paint_index(painter: QPainter, card: Card, colour: QColor) -> None:
    """The corner index: a big rank over a suit pip (readable when the cards are fanned)."""
    text = _rank_text(card.rank)
    draw_text(painter, QRectF(2, 3, 27, 34), text, pixel_font(33, bold=True), colour)
    _paint_pip(painter, QRectF(6.5, 39, 18, 18), card.suit, colour)


def _paint_back(painter: QPainter, outline: QPainterPath) -> None:
    painter.fillPath(outline, QColor("#FFFFFF"))
    painter.setPen(QPen(QColor(0, 0, 0, 90), 1.4))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(QRectF(0.7, 0.7, _CW - 1.4, _CH - 1.4), 7, 7)
    inner = QPainterPath()
    inner.addRoundedRect(QRectF(7, 7, _CW - 14, _CH - 14), 4, 4)
    painter.fillPath(inner, QColor("#8E1A2E"))
    painter.save()
    painter.setClipPath(inner)
    painter.setPen(QPen(QColor(255, 255, 255, 70), 1.6))
    step = 11.0
    offset = -_CH
    while offset < _CW + _CH:
        painter.drawLine(QPointF(offset, 0), QPointF(offset + _CH, _CH))
        painter.drawLine(QPointF(offset, _CH), QPointF(offset + _CH, 0))
        offset += step
    painter.restore()
    painter.setPen(QPen(QColor(255, 255, 255, 200), 2.0))
    painter.setBrush(QColor("#8E1A2E"))
    painter.drawEllipse(QPointF(50, 70), 17, 17)
    _paint_pip(painter, QRectF(40, 60, 20, 20), Suit.SPADES, QColor(255, 255, 255, 210))
    painter.setPen(QPen(QColor(255, 255, 255, 150), 1.2))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(QRectF(10, 10, _CW - 20, _CH - 20), 3, 3)


def card_pixmap(
    card: Card | None,
    height: int,
    *,
    four_colour: bool = False,
    device_pixel_ratio: float = 1.0,
    highlighted: bool = False,
    dimmed: bool = False,
) -> QPixmap:
    """One card as a transparent pixmap ``height`` logical pixels tall (cached per card, size,
    device pixel ratio, colours, ring and grey)."""
    height = max(1, int(height))
    width = max(1, round(height * CARD_ASPECT))
    key = (
        f"dealer-trainer:card:{card}:{height}:{int(four_colour)}:{device_pixel_ratio:.3f}"
        f":{int(highlighted)}{int(dimmed)}"
    )
    cached = QPixmap()
    if QPixmapCache.find(key, cached):
        return cached
    pixmap = QPixmap(
        max(1, round(width * device_pixel_ratio)), max(1, round(height * device_pixel_ratio))
    )
    pixmap.setDevicePixelRatio(device_pixel_ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    try:
        paint_card(
            painter,
            QRectF(0, 0, width, height),
            card,
            four_colour=four_colour,
            highlighted=highlighted,
            dimmed=dimmed,
        )
    finally:
        painter.end()
    QPixmapCache.insert(key, pixmap)
    return pixmap


def blit_card(painter: QPainter, rect: QRectF, card: Card | None, **looks: bool) -> None:
    """Draw a card filling ``rect`` as :func:`paint_card` does (``looks``: its ``four_colour``,
    ``highlighted``, ``dimmed``), but from a pixmap made at the size it is shown on this device
    (sharp, and a repaint only copies it); very small or huge cards are painted directly."""
    transform = painter.worldTransform()
    scale = math.hypot(transform.m21(), transform.m22())
    device = painter.device()
    ratio = device.devicePixelRatioF() if device is not None else 1.0
    pixels = round(rect.height() * scale * ratio)
    if pixels < 8 or pixels > 1200:
        paint_card(painter, rect, card, **looks)
        return
    pixmap = card_pixmap(card, pixels, **looks)
    painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))


# ---------------------------------------------------------------------------------------------
# Chips. A chip is drawn in its own units (radius 50), then scaled.

# Casino convention: $1 white, $2.50 pink, $5 red, $25 green, $100 black, $500 purple,
# $1,000 yellow; the 50-cent chip is a slate blue-grey. (body, edge inserts, text)
CHIP_STYLES: dict[int, tuple[str, str, str]] = {
    50: ("#6F8BA6", "#FFFFFF", "#3E5770"),
    100: ("#F3F0E8", "#2F67C0", "#2F67C0"),
    250: ("#E889B3", "#FFFFFF", "#B0447A"),
    500: ("#C62828", "#FFFFFF", "#B71C1C"),
    2_500: ("#2E7D32", "#FFFFFF", "#1B5E20"),
    10_000: ("#222222", "#FFFFFF", "#111111"),
    50_000: ("#6A1B9A", "#FFFFFF", "#4A148C"),
    100_000: ("#F2B807", "#222222", "#7A5A00"),
    500_000: ("#7B4B2A", "#FFFFFF", "#4E2E17"),
}
OTHER_CHIP = ("#8D8D8D", "#FFFFFF", "#424242")


def chip_colour(denomination_cents: int) -> QColor:
    """The body colour of the chip of this value (casino convention)."""
    return QColor(CHIP_STYLES.get(denomination_cents, OTHER_CHIP)[0])


def _chip_label(cents: int) -> str:
    """What is printed on a chip: ``50¢``, ``1``, ``2½``, ``25``, ``1K``."""
    if cents < 100:
        return f"{cents}¢"
    dollars, part = divmod(cents, 100)
    if part == 50 and dollars < 10:
        return f"{dollars}½"
    if part:
        return f"{dollars}.{part:02d}"
    if dollars >= 1000 and dollars % 1000 == 0:
        return f"{dollars // 1000}K"
    return str(dollars)


def paint_chip(painter: QPainter, center: QPointF, radius: float, denomination_cents: int) -> None:
    """Draw one chip seen from above: its colour, edge inserts, and value on the inlay."""
    if radius <= 0:
        return
    body_hex, accent_hex, ink_hex = CHIP_STYLES.get(denomination_cents, OTHER_CHIP)
    body, accent, ink = QColor(body_hex), QColor(accent_hex), QColor(ink_hex)
    painter.save()
    painter.setRenderHints(RENDER_HINTS)
    painter.translate(center)
    painter.scale(radius / 50, radius / 50)
    painter.setPen(QPen(body.darker(170), 2.0))
    painter.setBrush(body)
    painter.drawEllipse(QPointF(0, 0), 49, 49)
    # Six edge inserts: ring segments in the contrasting colour.
    outer, inner = QRectF(-48, -48, 96, 96), QRectF(-35, -35, 70, 70)
    inserts = QPainterPath()
    for k in range(6):
        start = k * 60 + 15
        inserts.arcMoveTo(outer, start)
        inserts.arcTo(outer, start, 30)
        inserts.arcTo(inner, start + 30, -30)
        inserts.closeSubpath()
    painter.fillPath(inserts, accent)
    # A dashed ring and a light inlay carrying the value.
    ring = QPen(accent, 2.2)
    ring.setStyle(Qt.PenStyle.DashLine)
    painter.setPen(ring)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(QPointF(0, 0), 32, 32)
    painter.setPen(QPen(body.darker(130), 1.5))
    painter.setBrush(QColor("#FBF8F1"))
    painter.drawEllipse(QPointF(0, 0), 27, 27)
    label = _chip_label(denomination_cents)
    size = 30 if len(label) <= 2 else 22 if len(label) == 3 else 17
    draw_text(painter, QRectF(-25, -18, 50, 36), label, pixel_font(size, bold=True), ink)
    painter.restore()


def chip_pixmap(denomination_cents: int, size: int, *, device_pixel_ratio: float = 1.0) -> QPixmap:
    """One chip as a transparent ``size`` x ``size`` pixmap (logical pixels; cached)."""
    size = max(1, int(size))
    key = f"dealer-trainer:chip:{denomination_cents}:{size}:{device_pixel_ratio:.3f}"
    cached = QPixmap()
    if QPixmapCache.find(key, cached):
        return cached
    side = max(1, round(size * device_pixel_ratio))
    pixmap = QPixmap(side, side)
    pixmap.setDevicePixelRatio(device_pixel_ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    try:
        paint_chip(painter, QPointF(size / 2, size / 2), size / 2 - 0.5, denomination_cents)
    finally:
        painter.end()
    QPixmapCache.insert(key, pixmap)
    return pixmap


@functools.lru_cache(maxsize=512)
def stack_chips(amount: int) -> tuple[int, ...]:
    """The chips of a wager, bottom first: the fewest chips, the largest at the bottom."""
    unit = min(DENOMINATIONS)
    chips = fewest_chips(amount - amount % unit) or {}
    out: list[int] = []
    for value, count in sorted(chips.items(), reverse=True):
        out.extend([value] * count)
    return tuple(out)


STACK_SQUASH = 0.48  # the height of a chip's face seen at the table's angle, over its width
_STACK_THICKNESS = 0.24  # a chip's edge, as a fraction of its radius


def paint_chip_column(
    painter: QPainter, base: QPointF, radius: float, chips: Sequence[int]
) -> None:
    """One column of chips in perspective, ``base`` the centre of the bottom chip's underside."""
    ry = radius * STACK_SQUASH
    thick = radius * _STACK_THICKNESS
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 80))
    painter.drawEllipse(QPointF(base.x() + radius * 0.12, base.y() + ry * 0.25), radius * 1.05, ry)
    for i, value in enumerate(chips):
        body_hex, accent_hex, _ = CHIP_STYLES.get(value, OTHER_CHIP)
        body = QColor(body_hex)
        top = base.y() - (i + 1) * thick
        x = base.x()
        side = QPainterPath()
        side.moveTo(x - radius, top)
        side.lineTo(x - radius, top + thick)
        side.arcTo(QRectF(x - radius, top + thick - ry, 2 * radius, 2 * ry), 180, 180)
        side.lineTo(x + radius, top)
        side.arcTo(QRectF(x - radius, top - ry, 2 * radius, 2 * ry), 0, -180)
        side.closeSubpath()
        painter.fillPath(side, body.darker(125))
        # Edge stripes on the front of the chip, foreshortened towards its sides.
        stripes = QPainterPath()
        for degrees in (22, 62, 90, 118, 158):
            a = math.radians(degrees)
            half = 0.16 * math.sin(a)
            x0, x1 = x + radius * math.cos(a - half), x + radius * math.cos(a + half)
            y0, y1 = top + ry * math.sin(a - half), top + ry * math.sin(a + half)
            stripes.moveTo(x0, y0)
            stripes.lineTo(x1, y1)
            stripes.lineTo(x1, y1 + thick)
            stripes.lineTo(x0, y0 + thick)
            stripes.closeSubpath()
        accent = QColor(accent_hex)
        accent.setAlpha(230)
        painter.fillPath(stripes, accent)
        outline = QPen(body.darker(200), max(0.6, radius * 0.04))
        painter.strokePath(side, outline)
        if i == len(chips) - 1:
            painter.save()
            painter.translate(x, top)
            painter.scale(1.0, STACK_SQUASH)
            paint_chip(painter, QPointF(0, 0), radius, value)
            painter.restore()
    painter.restore()


def paint_chip_stack(
    painter: QPainter,
    base: QPointF,
    radius: float,
    chips: Sequence[int],
    per_column: int = 5,
    width: float | None = None,
) -> None:
    """The chips of one wager: one column, or up to three side by side when it would be too
    tall, kept within ``width`` (the amount printed under the stack is what counts)."""
    if not chips:
        return
    columns = [chips[i : i + per_column] for i in range(0, len(chips), per_column)][:3]
    gap = radius * 1.7
    if width is not None and len(columns) > 1:
        gap = min(gap, max(radius * 0.6, (width - 2 * radius) / (len(columns) - 1)))
    first = base.x() - gap * (len(columns) - 1) / 2
    for k, column in enumerate(columns):
        offset = 0.0 if len(columns) == 1 else (k % 2) * radius * 0.15
        paint_chip_column(painter, QPointF(first + k * gap, base.y() + offset), radius, column)


# ---------------------------------------------------------------------------------------------
# Card widgets


class CardWidget(QWidget):
    """One card, drawn to fit the widget (it scales with its height, keeping 5:7)."""

    def __init__(
        self, card: Card | None = None, parent: QWidget | None = None, *, four_colour: bool = False
    ) -> None:
        super().__init__(parent)
        self._card = card
        self._four_colour = four_colour
        self._highlighted = False
        self._dimmed = False
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self._update_name()

    def card(self) -> Card | None:
        """The card shown (``None`` when face down)."""
        return self._card

    def set_card(self, card: Card | None) -> None:
        """Show this card; ``None`` shows its back."""
        self._card = card
        self._update_name()
        self.update()

    def set_four_colour(self, on: bool) -> None:
        """Draw clubs green and diamonds blue."""
        self._four_colour = on
        self.update()

    def set_highlighted(self, on: bool) -> None:
        """Ring the card in gold (e.g. a card of the correct answer)."""
        self._highlighted = on
        self.update()

    def set_dimmed(self, on: bool) -> None:
        """Grey the card (e.g. a card set aside)."""
        self._dimmed = on
        self.update()

    def _update_name(self) -> None:
        self.setAccessibleName(card_name(self._card))

    def sizeHint(self) -> QSize:
        height = max(96, self.fontMetrics().height() * 7)
        return QSize(round(height * CARD_ASPECT), height)

    def minimumSizeHint(self) -> QSize:
        return QSize(30, 42)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return round(width / CARD_ASPECT)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        try:
            paint_card(
                painter,
                QRectF(self.rect()).adjusted(1, 1, -1, -1),
                self._card,
                four_colour=self._four_colour,
                highlighted=self._highlighted,
                dimmed=self._dimmed,
            )
        finally:
            painter.end()


class CardRow(QWidget):
    """A row of cards (a hand shown outside the table), scaled to the widget's height; the cards
    overlap when the row is too narrow for them side by side."""

    def __init__(
        self,
        cards: Sequence[Card | None] = (),
        parent: QWidget | None = None,
        *,
        four_colour: bool = False,
    ) -> None:
        super().__init__(parent)
        self._cards: tuple[Card | None, ...] = tuple(cards)
        self._four_colour = four_colour
        self._highlighted: frozenset[int] = frozenset()
        self._dimmed: frozenset[int] = frozenset()
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self._update_name()

    def cards(self) -> tuple[Card | None, ...]:
        """The cards shown, left to right."""
        return self._cards

    def set_cards(self, cards: Sequence[Card | None]) -> None:
        """Show these cards, left to right (``None`` is a face-down card)."""
        self._cards = tuple(cards)
        self._highlighted = frozenset()
        self._dimmed = frozenset()
        self._update_name()
        self.updateGeometry()
        self.update()

    def set_four_colour(self, on: bool) -> None:
        """Draw clubs green and diamonds blue."""
        self._four_colour = on
        self.update()

    def set_highlighted(self, indexes: Iterable[int]) -> None:
        """Ring these cards (by position) in gold."""
        self._highlighted = frozenset(indexes)
        self.update()

    def set_dimmed(self, indexes: Iterable[int]) -> None:
        """Grey these cards (by position), e.g. the cards set aside."""
        self._dimmed = frozenset(indexes)
        self.update()

    def card_rects(self) -> list[QRectF]:
        """Where each card is drawn, in widget coordinates."""
        n = len(self._cards)
        if not n:
            return []
        height = max(1.0, self.height() - 4.0)
        width = height * CARD_ASPECT
        gap = width * 0.08
        step = width + gap
        total = width + step * (n - 1)
        if total > self.width() - 4 and n > 1:
            step = max(width * 0.18, (self.width() - 4 - width) / (n - 1))
            total = width + step * (n - 1)
        left = (self.width() - total) / 2
        return [QRectF(left + i * step, 2.0, width, height) for i in range(n)]

    def card_at(self, pos: QPointF) -> int | None:
        """The position of the card under ``pos`` (the topmost when they overlap)."""
        for index, rect in reversed(list(enumerate(self.card_rects()))):
            if rect.contains(pos):
                return index
        return None

    def _update_name(self) -> None:
        if self._cards:
            self.setAccessibleName(cards_in_words(self._cards))
        else:
            self.setAccessibleName(self.tr("No cards"))

    def sizeHint(self) -> QSize:
        height = max(96, self.fontMetrics().height() * 7)
        n = max(1, len(self._cards))
        return QSize(round(n * height * CARD_ASPECT * 1.08) + 4, height + 4)

    def minimumSizeHint(self) -> QSize:
        return QSize(60, 46)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        try:
            painter.setRenderHints(RENDER_HINTS)
            for index, (card, rect) in enumerate(zip(self._cards, self.card_rects(), strict=True)):
                paint_card_shadow(painter, rect)
                blit_card(
                    painter,
                    rect,
                    card,
                    four_colour=self._four_colour,
                    highlighted=index in self._highlighted,
                    dimmed=index in self._dimmed,
                )
        finally:
            painter.end()


def paint_card_shadow(painter: QPainter, rect: QRectF) -> None:
    """The soft shadow a card casts on what it lies on."""
    radius = rect.width() * 0.075
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    for grow, alpha in ((0.0, 46), (0.012, 26)):
        g = rect.width() * grow
        shifted = rect.translated(rect.width() * 0.025, rect.width() * 0.04).adjusted(-g, -g, g, g)
        painter.setBrush(QColor(0, 0, 0, alpha))
        painter.drawRoundedRect(shifted, radius, radius)
    painter.restore()
