"""The drawn table, cards and chips of the drill page.

Everything here is vector drawing with :class:`QPainter` (antialiased, scaled to the widget), so it
is crisp at any size and device pixel ratio; the only bitmaps are pixmaps generated here and kept
in :class:`QPixmapCache`. Nothing here computes a rule: a :class:`TableScene` says what lies on the
table, and the widgets draw it and report which spot was tapped.

The table is seen from above with the dealer at the top, facing the players: seat 1 ("first
base") is on the dealer's left, which is the right end of the screen, and the last seat ("third
base") is at the left end.
"""

from __future__ import annotations

import functools
import itertools
import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFocusEvent,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QLinearGradient,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
    QPixmapCache,
    QRadialGradient,
    QTransform,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from trainer.engine.cards import Card, Rank, Suit
from trainer.engine.money import format_money
from trainer.quiz.chips import DENOMINATIONS, fewest_chips
from trainer.ui.translation import arg

__all__ = [
    "CardRow",
    "CardWidget",
    "SeatScene",
    "TableScene",
    "TableView",
    "card_name",
    "card_pixmap",
    "chip_colour",
    "chip_pixmap",
    "paint_card",
    "paint_chip",
    "suit_colour",
]

CARD_ASPECT = 5 / 7
"""A card's width over its height (poker size, 2.5 x 3.5 inches)."""

_RENDER_HINTS = (
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


def _felt_money(cents: int) -> str:
    """An amount as a dealer reads it off the felt: ``$10``, ``$7.50``, ``$1,200``."""
    dollars, part = divmod(cents, 100)
    return f"${dollars:,}" if part == 0 else format_money(cents)


def _cards_in_words(cards: Iterable[Card | None]) -> str:
    return ", ".join(card_name(c) for c in cards)


# The 3-5-7 games a tip or pot wager can name ("tip_three").
_GAME_DIGITS = {"three": "3", "five": "5", "seven": "7"}


def _wager_key(name: str) -> str:
    """A wager's name in one spelling: ``tip three``, ``Tip-Three`` -> ``tip_three``."""
    return name.strip().lower().replace(" ", "_").replace("-", "_")


def _wager_label(name: str) -> str:
    """The short name printed on the felt under a wager: ``Ante``, ``Pair Plus``, ``3-card``."""
    name = _wager_key(name)
    labels = {
        "ante": QCoreApplication.translate("Table", "Ante"),
        "play": QCoreApplication.translate("Table", "Play"),
        "pair_plus": QCoreApplication.translate("Table", "Pair Plus"),
        "call": QCoreApplication.translate("Table", "Call"),
        "progressive": QCoreApplication.translate("Table", "Prog"),
        "prog": QCoreApplication.translate("Table", "Prog"),
        "ante_bonus": QCoreApplication.translate("Table", "Bonus"),
        "tip": QCoreApplication.translate("Table", "Tip"),
        "tips": QCoreApplication.translate("Table", "Tip"),
        "pot": QCoreApplication.translate("Table", "Pot"),
    }
    if name in labels:
        return labels[name]
    if name in _GAME_DIGITS:
        # Just the digit, as on a real 3-5-7 layout: "3-card" does not fit under a spot.
        return _GAME_DIGITS[name]
    head, _, game = name.partition("_")
    if head in ("tip", "tips", "pot") and game in _GAME_DIGITS:
        return f"{labels[head]} {_GAME_DIGITS[game]}"
    return name.replace("_", " ").title()


def _wager_spoken(name: str) -> str:
    """The wager's name in a sentence for screen readers: ``3-card wager``, ``Pair Plus``."""
    name = _wager_key(name)
    spoken = {
        "three": QCoreApplication.translate("Table", "3-card wager"),
        "five": QCoreApplication.translate("Table", "5-card wager"),
        "seven": QCoreApplication.translate("Table", "7-card wager"),
        "progressive": QCoreApplication.translate("Table", "Progressive"),
        "prog": QCoreApplication.translate("Table", "Progressive"),
        "ante_bonus": QCoreApplication.translate("Table", "Ante bonus"),
    }
    if name in spoken:
        return spoken[name]
    head, _, game = name.partition("_")
    if head in ("tip", "tips") and game in _GAME_DIGITS:
        return arg(
            QCoreApplication.translate("Table", "Tip on the %1-card hand"), _GAME_DIGITS[game]
        )
    if head == "pot" and game in _GAME_DIGITS:
        return arg(QCoreApplication.translate("Table", "%1-card pot"), _GAME_DIGITS[game])
    return _wager_label(name)


# ---------------------------------------------------------------------------------------------
# Colours and fonts

_RED = "#C8102E"
_BLACK = "#1A1A1A"
_FOUR_GREEN = "#1B7F3A"
_FOUR_BLUE = "#1C5BC4"
_GOLD = QColor(222, 196, 120)
_CREAM = QColor(246, 240, 222)
_MARK_BLUE = QColor("#1976D2")
_HIGHLIGHT = QColor("#FFC83D")
_FOCUS = QColor("#7FDBFF")


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


def _font(pixel_size: float, *, bold: bool = False, serif: bool = False) -> QFont:
    font = QFont()
    if serif:
        font.setFamilies(["Georgia", "DejaVu Serif", "Times New Roman", "serif"])
    font.setPixelSize(max(1, round(pixel_size)))
    font.setBold(bold)
    # Glyphs are drawn through scaling transforms; hinting would make sizes jump.
    font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return font


def _draw_text(
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
    painter.setRenderHints(_RENDER_HINTS)
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
        pen = QPen(_HIGHLIGHT, 6.0)
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
        _draw_text(
            painter, QRectF(30, 26, 40, 48), letter, _font(44, bold=True, serif=True), colour
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
    _draw_text(painter, QRectF(2, 3, 27, 34), text, _font(33, bold=True), colour)
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
    card: Card | None, height: int, *, four_colour: bool = False, device_pixel_ratio: float = 1.0
) -> QPixmap:
    """One card as a transparent pixmap ``height`` logical pixels tall (cached)."""
    height = max(1, int(height))
    width = max(1, round(height * CARD_ASPECT))
    key = f"dealer-trainer:card:{card}:{height}:{int(four_colour)}:{device_pixel_ratio:.3f}"
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
        paint_card(painter, QRectF(0, 0, width, height), card, four_colour=four_colour)
    finally:
        painter.end()
    QPixmapCache.insert(key, pixmap)
    return pixmap


# ---------------------------------------------------------------------------------------------
# Chips. A chip is drawn in its own units (radius 50), then scaled.

# Casino convention: $1 white, $2.50 pink, $5 red, $25 green, $100 black, $500 purple,
# $1,000 yellow; the 50-cent chip is a slate blue-grey. (body, edge inserts, text)
_CHIP_STYLES: dict[int, tuple[str, str, str]] = {
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
_OTHER_CHIP = ("#8D8D8D", "#FFFFFF", "#424242")


def chip_colour(denomination_cents: int) -> QColor:
    """The body colour of the chip of this value (casino convention)."""
    return QColor(_CHIP_STYLES.get(denomination_cents, _OTHER_CHIP)[0])


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
    body_hex, accent_hex, ink_hex = _CHIP_STYLES.get(denomination_cents, _OTHER_CHIP)
    body, accent, ink = QColor(body_hex), QColor(accent_hex), QColor(ink_hex)
    painter.save()
    painter.setRenderHints(_RENDER_HINTS)
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
    _draw_text(painter, QRectF(-25, -18, 50, 36), label, _font(size, bold=True), ink)
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
def _stack_chips(amount: int) -> tuple[int, ...]:
    """The chips of a wager, bottom first: the fewest chips, the largest at the bottom."""
    unit = min(DENOMINATIONS)
    chips = fewest_chips(amount - amount % unit) or {}
    out: list[int] = []
    for value, count in sorted(chips.items(), reverse=True):
        out.extend([value] * count)
    return tuple(out)


_STACK_SQUASH = 0.48  # the height of a chip's face seen at the table's angle, over its width
_STACK_THICKNESS = 0.24  # a chip's edge, as a fraction of its radius


def _paint_chip_column(
    painter: QPainter, base: QPointF, radius: float, chips: Sequence[int]
) -> None:
    """One column of chips in perspective, ``base`` the centre of the bottom chip's underside."""
    ry = radius * _STACK_SQUASH
    thick = radius * _STACK_THICKNESS
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 80))
    painter.drawEllipse(QPointF(base.x() + radius * 0.12, base.y() + ry * 0.25), radius * 1.05, ry)
    for i, value in enumerate(chips):
        body_hex, accent_hex, _ = _CHIP_STYLES.get(value, _OTHER_CHIP)
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
            painter.scale(1.0, _STACK_SQUASH)
            paint_chip(painter, QPointF(0, 0), radius, value)
            painter.restore()
    painter.restore()


def _paint_chip_stack(
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
        _paint_chip_column(painter, QPointF(first + k * gap, base.y() + offset), radius, column)


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

    def setCard(self, card: Card | None) -> None:
        """Show this card; ``None`` shows its back."""
        self._card = card
        self._update_name()
        self.update()

    def setFourColour(self, on: bool) -> None:
        """Draw clubs green and diamonds blue."""
        self._four_colour = on
        self.update()

    def setHighlighted(self, on: bool) -> None:
        """Ring the card in gold (e.g. a card of the correct answer)."""
        self._highlighted = on
        self.update()

    def setDimmed(self, on: bool) -> None:
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

    def setCards(self, cards: Sequence[Card | None]) -> None:
        """Show these cards, left to right (``None`` is a face-down card)."""
        self._cards = tuple(cards)
        self._highlighted = frozenset()
        self._dimmed = frozenset()
        self._update_name()
        self.updateGeometry()
        self.update()

    def setFourColour(self, on: bool) -> None:
        """Draw clubs green and diamonds blue."""
        self._four_colour = on
        self.update()

    def setHighlighted(self, indexes: Iterable[int]) -> None:
        """Ring these cards (by position) in gold."""
        self._highlighted = frozenset(indexes)
        self.update()

    def setDimmed(self, indexes: Iterable[int]) -> None:
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
            self.setAccessibleName(_cards_in_words(self._cards))
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
            painter.setRenderHints(_RENDER_HINTS)
            for index, (card, rect) in enumerate(zip(self._cards, self.card_rects(), strict=True)):
                _paint_card_shadow(painter, rect)
                paint_card(
                    painter,
                    rect,
                    card,
                    four_colour=self._four_colour,
                    highlighted=index in self._highlighted,
                    dimmed=index in self._dimmed,
                )
        finally:
            painter.end()


def _paint_card_shadow(painter: QPainter, rect: QRectF) -> None:
    radius = rect.width() * 0.075
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    for grow, alpha in ((0.0, 46), (0.012, 26)):
        g = rect.width() * grow
        shifted = rect.translated(rect.width() * 0.025, rect.width() * 0.04).adjusted(-g, -g, g, g)
        painter.setBrush(QColor(0, 0, 0, alpha))
        painter.drawRoundedRect(shifted, radius, radius)
    painter.restore()


# ---------------------------------------------------------------------------------------------
# The table scene


@dataclass(frozen=True)
class SeatScene:
    """What lies on one seat's spot: its cards, its wagers (cents per wager name: ``ante``,
    ``play``, ``pair_plus``, ``call``, ``progressive``, ``three``/``five``/``seven``, ``tip_*``,
    ``pot_*``), and a short note shown on the spot (e.g. "Folded")."""

    cards: tuple[Card | None, ...] = ()
    wagers: Mapping[str, int] = field(default_factory=lambda: MappingProxyType({}))
    note: str = ""


@dataclass(frozen=True)
class TableScene:
    """Everything on the table: which game's layout, how many seat spots, each seat's spot,
    the community cards, the dealer's cards and a caption printed small on the felt."""

    game: str
    seats: int
    players: Mapping[int, SeatScene]
    community: tuple[Card | None, ...] = ()
    dealer: tuple[Card | None, ...] = ()
    caption: str = ""


@dataclass(frozen=True)
class _GameLayout:
    community: int  # community card positions
    dealer: int  # dealer card positions printed on the felt
    wagers: tuple[str, ...]  # the wager circles printed at every seat


_LAYOUTS = {
    "three-five-seven": _GameLayout(4, 0, ("three", "five", "seven")),
    "casino-holdem": _GameLayout(5, 2, ("ante", "call", "progressive")),
    "three-card-poker": _GameLayout(0, 3, ("pair_plus", "ante", "play")),
}
# The order wagers are laid out in on a spot, and the others after them in the scene's order.
_WAGER_ORDER = (
    "pair_plus",
    "ante",
    "play",
    "call",
    "progressive",
    "prog",
    "ante_bonus",
    "three",
    "five",
    "seven",
    "tip_three",
    "tip_five",
    "tip_seven",
    "tips",
    "tip",
    "pot_three",
    "pot_five",
    "pot_seven",
    "pot",
)


def _game_title(game: str) -> str:
    titles = {
        "three-five-seven": QCoreApplication.translate("Table", "3-5-7 Poker"),
        "casino-holdem": QCoreApplication.translate("Table", "Casino Hold'em"),
        "three-card-poker": QCoreApplication.translate("Table", "Three Card Poker"),
    }
    return titles.get(game, game.replace("-", " ").title())


# Logical coordinates: the table is laid out in a 1600 x 1000 space scaled to the widget.
_W, _H = 1600.0, 1000.0
_CX = _W / 2
_TOP = 40.0  # the dealer's straight edge
_RX, _RY = 776.0, 944.0  # the outer edge of the rail (a half-oval below the straight edge)
_RAIL = 50.0
_FRX = _RX - _RAIL  # the felt, concentric with the rail
_FRY = _FRX * _RY / _RX
# A seat's spot is laid out in its own _SEAT_W x _SEAT_H units (cards above, wager circles
# below), then scaled down on the table when the seats would not fit along the rail.
_SEAT_W, _SEAT_H = 214.0, 184.0
_SEAT_CARD_H = 84.0
_SEAT_WAGER_Y = 118.0
_DEALER_CARD_H = 102.0
_COMMUNITY_CARD_H = 116.0


@dataclass(frozen=True)
class _Layout:
    places: dict[str, QRectF]  # hit areas, in tap order
    seat_rects: dict[int, QRectF]
    seat_scale: float  # seat-local units to table units
    community_rects: list[QRectF]
    dealer_cards: list[QRectF]
    dealer_rect: QRectF
    burn_rect: QRectF
    wagers: dict[int, list[tuple[str, QPointF, float]]]  # seat -> (name, centre, radius), local


def _seat_curve(width: float, height: float) -> list[QPointF]:
    """Points where an upright ``width`` x ``height`` box sits just inside the felt's edge,
    from the dealer's left (right of the screen) round to the dealer's right."""
    margin = 14.0
    samples: list[QPointF] = []
    t0, t1 = math.radians(15.0), math.radians(165.0)
    steps = 720
    for i in range(steps + 1):
        t = t0 + (t1 - t0) * i / steps
        px, py = _CX + _FRX * math.cos(t), _TOP + _FRY * math.sin(t)
        nx, ny = math.cos(t) / _FRX, math.sin(t) / _FRY
        norm = math.hypot(nx, ny)
        nx, ny = nx / norm, ny / norm
        # The box's extent along the normal (its support function) keeps every corner inside.
        inset = width / 2 * abs(nx) + height / 2 * abs(ny) + margin
        samples.append(QPointF(px - inset * nx, py - inset * ny))
    return samples


def _seat_centres(count: int) -> tuple[list[QPointF], float]:
    """The seat spots' centres, seat 1 first, and the scale their boxes are drawn at.

    Seats are spaced evenly in the "box" metric (how many box widths apart across, box heights
    apart down, whichever is more), so neighbouring spots never overlap wherever they sit on
    the curve; when they would, the boxes shrink until they fit.
    """
    scale = 1.0
    gap = 1.07
    for _ in range(6):
        width, height = _SEAT_W * scale, _SEAT_H * scale
        samples = _seat_curve(width, height)
        lengths = [0.0]
        for a, b in itertools.pairwise(samples):
            step = max(abs(b.x() - a.x()) / width, abs(b.y() - a.y()) / height)
            lengths.append(lengths[-1] + step)
        needed = gap * (count - 1)
        if count <= 1 or lengths[-1] >= needed or scale < 0.5:
            break
        scale *= max(0.9, min(0.995, lengths[-1] / needed))
    if count <= 1:
        return [samples[len(samples) // 2]], scale
    # Spread the seats over the whole curve when there is room to spare.
    out: list[QPointF] = []
    j = 0
    for k in range(count):
        target = lengths[-1] * k / (count - 1)
        while j < len(samples) - 1 and lengths[j + 1] < target:
            j += 1
        out.append(samples[j])
    return out, scale


def _tip_target(name: str) -> str | None:
    """The wager a tip bet rides with (``tip three`` -> ``three``), or ``None``."""
    head, _, game = _wager_key(name).partition("_")
    return game if head in ("tip", "tips") and game else None


def _circle_wagers(game_wagers: Sequence[str], seat: SeatScene | None) -> list[str]:
    """The wager circles at a seat: the game's own, then the seat's others, except the tip
    bets on a wager that has a circle (drawn beside it)."""
    names = _ordered_wagers(game_wagers, seat)
    keys = {_wager_key(n) for n in names}
    return [n for n in names if _tip_target(n) not in keys]


def _ordered_wagers(game_wagers: Sequence[str], seat: SeatScene | None) -> list[str]:
    names = list(game_wagers)
    if seat is not None:
        extra = [w for w in seat.wagers if w not in names]
        rank = {key: i for i, key in enumerate(_WAGER_ORDER)}
        # Known wagers in the table's order, then any others in the scene's order.
        names += sorted(extra, key=lambda w: rank.get(_wager_key(w), len(rank)))
    return names


def _layout(scene: TableScene) -> _Layout:
    game = _LAYOUTS.get(scene.game, _GameLayout(len(scene.community), len(scene.dealer), ()))
    seat_rects: dict[int, QRectF] = {}
    wagers: dict[int, list[tuple[str, QPointF, float]]] = {}
    centres, scale = _seat_centres(max(1, scene.seats))
    width, height = _SEAT_W * scale, _SEAT_H * scale
    for number, centre in enumerate(centres, start=1):
        seat_rects[number] = QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)
        names = _circle_wagers(game.wagers, scene.players.get(number))
        spacing = min(70.0, (_SEAT_W - 6) / max(1, len(names)))
        radius = min(25.0, spacing * 0.37)
        first = _SEAT_W / 2 - spacing * (len(names) - 1) / 2
        wagers[number] = [
            (name, QPointF(first + i * spacing, _SEAT_WAGER_Y), radius)
            for i, name in enumerate(names)
        ]

    # The dealer's cards below the chip tray, the discard spot to the dealer's right.
    dealer_slots = max(game.dealer, len(scene.dealer))
    dw = _DEALER_CARD_H * CARD_ASPECT
    gap = 12.0
    dealer_top = _TOP + 92
    total = dealer_slots * dw + max(0, dealer_slots - 1) * gap
    dealer_cards = [
        QRectF(_CX - total / 2 + i * (dw + gap), dealer_top, dw, _DEALER_CARD_H)
        for i in range(dealer_slots)
    ]
    dealer_width = max(total, 190.0) + 28
    dealer_height = (_DEALER_CARD_H if dealer_slots else 0.0) + 46
    dealer_rect = QRectF(_CX - dealer_width / 2, dealer_top - 10, dealer_width, dealer_height)
    bw = 74.0 * CARD_ASPECT
    burn_card = QRectF(_CX - 150 - 60 - bw, dealer_top + 6, bw, 74.0)
    burn_rect = burn_card.adjusted(-22, -10, 22, 42)

    # Community cards in the middle; Hold'em's flop, turn and river slightly apart.
    community_slots = max(game.community, len(scene.community))
    cw = _COMMUNITY_CARD_H * CARD_ASPECT
    lefts: list[float] = []
    x = 0.0
    for i in range(community_slots):
        if scene.game == "casino-holdem" and i >= 3:
            x += 30.0
        lefts.append(x)
        x += cw + 14.0
    row = x - 14.0 if community_slots else 0.0
    top = max(dealer_rect.bottom(), burn_rect.bottom()) + 24
    community_rects = [QRectF(_CX - row / 2 + left, top, cw, _COMMUNITY_CARD_H) for left in lefts]

    places: dict[str, QRectF] = {f"S{n}": seat_rects[n] for n in sorted(seat_rects)}
    for i, rect in enumerate(community_rects, start=1):
        places[f"C{i}"] = rect.adjusted(-6, -6, 6, 6)
    places["D"] = dealer_rect
    places["burn"] = burn_rect
    return _Layout(
        places, seat_rects, scale, community_rects, dealer_cards, dealer_rect, burn_rect, wagers
    )


def _place_order_key(token: str) -> tuple[int, int]:
    """Tab order: the seats from first base, the community cards, the dealer, the discards."""
    if token.startswith("S") and token[1:].isdigit():
        return (0, int(token[1:]))
    if token.startswith("C") and token[1:].isdigit():
        return (1, int(token[1:]))
    return (2, 0) if token == "D" else (3, 0)


class TableView(QWidget):
    """The table drawn as a real layout, with the scene's cards and wagers on it.

    Spots are named ``S1``..``S8`` (seats), ``C1``..``C5`` (community cards), ``D`` (the dealer)
    and ``burn`` (the discards). Spots made tappable with :meth:`set_tappable` emit
    :attr:`place_tapped` when clicked or tapped, or when focused with Tab or the arrow keys and
    pressed with Enter or Space.
    """

    place_tapped = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._scene = TableScene(game="", seats=7, players={})
        self._layout_cache = _layout(self._scene)
        self._marks: dict[str, tuple[int, ...]] = {}
        self._tappable: tuple[str, ...] = ()
        self._highlight: frozenset[str] = frozenset()
        self._four_colour = False
        self._focused: str | None = None
        self._hovered: str | None = None
        self._pressed: str | None = None
        self._static: tuple[tuple[object, ...], QPixmap] | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        self._describe()

    # -- the public API ---------------------------------------------------------------------

    def scene(self) -> TableScene:
        """The scene shown."""
        return self._scene

    def set_scene(self, scene: TableScene) -> None:
        """Show this scene (marks, highlights and tappable spots are kept if they still exist)."""
        self._scene = scene
        self._layout_cache = _layout(scene)
        places = self._layout_cache.places
        self._marks = {k: v for k, v in self._marks.items() if k in places}
        self._tappable = tuple(p for p in self._tappable if p in places)
        self._highlight = frozenset(p for p in self._highlight if p in places)
        if self._focused not in self._tappable:
            self._focused = None
        self._describe()
        self.update()

    def set_marks(self, marks: Mapping[str, Sequence[int]]) -> None:
        """Order numbers drawn as badges on spots, e.g. ``{"S1": [2, 6], "C1": [1]}``."""
        self._marks = {place: tuple(numbers) for place, numbers in marks.items() if numbers}
        self._describe()
        self.update()

    def set_tappable(self, places: Sequence[str]) -> None:
        """Which spots respond to taps (drawn with a subtle outline); empty for none."""
        known = self._layout_cache.places
        self._tappable = tuple(sorted({p for p in places if p in known}, key=_place_order_key))
        if self._focused not in self._tappable:
            self._focused = None
        self.setFocusPolicy(
            Qt.FocusPolicy.StrongFocus if self._tappable else Qt.FocusPolicy.NoFocus
        )
        self._update_cursor()
        self._describe()
        self.update()

    def set_highlight(self, places: Sequence[str]) -> None:
        """Spots drawn highlighted (e.g. the correct answer after a verdict)."""
        self._highlight = frozenset(places)
        self._describe()
        self.update()

    def set_four_colour(self, on: bool) -> None:
        """Draw clubs green and diamonds blue."""
        self._four_colour = on
        self.update()

    def places(self) -> tuple[str, ...]:
        """Every spot on this layout, in tab order."""
        return tuple(self._layout_cache.places)

    def place_rect(self, place: str) -> QRectF:
        """Where a spot is, in widget coordinates (an empty rectangle for an unknown spot)."""
        rect = self._layout_cache.places.get(place)
        if rect is None:
            return QRectF()
        return self._transform().mapRect(rect)

    def place_at(self, pos: QPointF) -> str | None:
        """The spot under ``pos`` (widget coordinates), tappable or not, or ``None``."""
        inverse, ok = self._transform().inverted()
        if not ok:
            return None
        point = inverse.map(QPointF(pos))
        for place, rect in self._layout_cache.places.items():
            if rect.contains(point):
                return place
        return None

    # -- sizes ------------------------------------------------------------------------------

    def sizeHint(self) -> QSize:
        return QSize(960, 600)

    def minimumSizeHint(self) -> QSize:
        return QSize(480, 300)

    def _scale(self) -> float:
        return max(1e-6, min(self.width() / _W, self.height() / _H))

    def _transform(self) -> QTransform:
        s = self._scale()
        dx = (self.width() - _W * s) / 2
        dy = (self.height() - _H * s) / 2
        return QTransform(s, 0, 0, s, dx, dy)

    def _text_boost(self) -> float:
        """Small print grows when the table is drawn small, so that it stays readable."""
        return min(1.6, max(1.0, 0.75 / self._scale()))

    # -- words ------------------------------------------------------------------------------

    def _describe(self) -> None:
        scene = self._scene
        parts: list[str] = []
        title = _game_title(scene.game) if scene.game else self.tr("Card table")
        parts.append(arg(self.tr("%1 table"), title))
        if scene.dealer:
            parts.append(arg(self.tr("Dealer: %1"), _cards_in_words(scene.dealer)))
        if scene.community:
            parts.append(arg(self.tr("Community cards: %1"), _cards_in_words(scene.community)))
        for number in sorted(scene.players):
            seat = scene.players[number]
            text = arg(self.tr("Seat %1"), str(number))
            details: list[str] = []
            if seat.cards:
                details.append(_cards_in_words(seat.cards))
            wagers = [
                f"{_wager_spoken(name)} {format_money(seat.wagers[name])}"
                for name in _ordered_wagers((), seat)
                if seat.wagers.get(name)
            ]
            if wagers:
                details.append(", ".join(wagers))
            if seat.note:
                details.append(seat.note)
            if details:
                text += ": " + "; ".join(details)
            else:
                text += ": " + self.tr("no cards, no wagers")
            parts.append(text)
        self.setAccessibleName(". ".join(parts) + ".")

        extra: list[str] = []
        if scene.caption:
            extra.append(scene.caption)
        if self._tappable:
            extra.append(
                arg(
                    self.tr("Tap a spot or press Tab and Enter: %1"),
                    ", ".join(self._spoken_place(p) for p in self._tappable),
                )
            )
        if self._marks:
            marked = []
            for place in sorted(self._marks, key=_place_order_key):
                numbers = ", ".join(str(n) for n in self._marks[place])
                marked.append(f"{self._spoken_place(place)} {numbers}")
            extra.append(arg(self.tr("Marked: %1"), "; ".join(marked)))
        if self._highlight:
            lit = ", ".join(
                self._spoken_place(p) for p in sorted(self._highlight, key=_place_order_key)
            )
            extra.append(arg(self.tr("Highlighted: %1"), lit))
        self.setAccessibleDescription(". ".join(extra))

    def _spoken_place(self, place: str) -> str:
        if place.startswith("S"):
            return arg(self.tr("Seat %1"), place[1:])
        if place.startswith("C"):
            return arg(self.tr("Community card %1"), place[1:])
        if place == "D":
            return self.tr("Dealer")
        if place == "burn":
            return self.tr("Discards")
        return place

    # -- painting ---------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        try:
            painter.drawPixmap(0, 0, self._static_layer())
            painter.setRenderHints(_RENDER_HINTS)
            painter.setTransform(self._transform())
            self._paint_cards_and_chips(painter)
            self._paint_overlays(painter)
        finally:
            painter.end()

    def _static_key(self) -> tuple[object, ...]:
        scene = self._scene
        layout = self._layout_cache
        wagers = tuple((n, tuple(w[0] for w in ws)) for n, ws in layout.wagers.items())
        return (
            self.width(),
            self.height(),
            self.devicePixelRatioF(),
            scene.game,
            scene.seats,
            scene.caption,
            frozenset(scene.players),
            len(layout.community_rects),
            len(layout.dealer_cards),
            wagers,
        )

    def _static_layer(self) -> QPixmap:
        """The table without its cards and chips: drawn once per size and layout, then reused,
        so that a new question or a verdict repaints in a few milliseconds."""
        key = self._static_key()
        if self._static is not None and self._static[0] == key:
            return self._static[1]
        ratio = self.devicePixelRatioF()
        pixmap = QPixmap(max(1, round(self.width() * ratio)), max(1, round(self.height() * ratio)))
        pixmap.setDevicePixelRatio(ratio)
        painter = QPainter(pixmap)
        try:
            painter.setRenderHints(_RENDER_HINTS)
            self._paint_room(painter)
            painter.setTransform(self._transform())
            self._paint_table(painter)
            self._paint_felt_print(painter)
            self._paint_tray(painter)
            self._paint_dealer_print(painter)
            self._paint_community_print(painter)
            for number in self._layout_cache.seat_rects:
                self._paint_seat_print(painter, number)
        finally:
            painter.end()
        self._static = (key, pixmap)
        return pixmap

    def _paint_cards_and_chips(self, painter: QPainter) -> None:
        layout = self._layout_cache
        for rect, card in zip(layout.dealer_cards, self._scene.dealer, strict=False):
            self._paint_card_at(painter, rect, card)
        for rect, card in zip(layout.community_rects, self._scene.community, strict=False):
            self._paint_card_at(painter, rect, card)
        for number, seat in self._scene.players.items():
            if number in layout.seat_rects:
                self._paint_seat_content(painter, number, seat)

    def _paint_room(self, painter: QPainter) -> None:
        rect = QRectF(self.rect())
        gradient = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.75)
        # The table sits on the page: warm paper, a little darker towards the edges.
        gradient.setColorAt(0.0, QColor("#F6F4EF"))
        gradient.setColorAt(1.0, QColor("#E9E4D8"))
        painter.fillRect(rect, QBrush(gradient))

    @staticmethod
    def _half_oval(rx: float, ry: float) -> QPainterPath:
        path = QPainterPath()
        path.moveTo(_CX - rx, _TOP)
        path.lineTo(_CX + rx, _TOP)
        path.arcTo(QRectF(_CX - rx, _TOP - ry, 2 * rx, 2 * ry), 0, -180)
        path.closeSubpath()
        return path

    def _paint_table(self, painter: QPainter) -> None:
        outer = self._half_oval(_RX, _RY)
        felt = self._half_oval(_FRX, _FRY)
        # A soft shadow under the table.
        painter.save()
        painter.translate(0, 10)
        painter.fillPath(outer, QColor(0, 0, 0, 90))
        painter.restore()
        # The padded rail: a radial gradient, drawn in a space where the half-oval is a circle.
        rail = QRadialGradient(QPointF(0, 0), _RX)
        inner = _FRX / _RX
        rail.setColorAt(0.0, QColor("#2A160C"))
        rail.setColorAt(inner, QColor("#2A160C"))
        rail.setColorAt(inner + (1 - inner) * 0.12, QColor("#4A2A18"))
        rail.setColorAt(inner + (1 - inner) * 0.45, QColor("#7A4A2B"))
        rail.setColorAt(inner + (1 - inner) * 0.8, QColor("#4A2A18"))
        rail.setColorAt(1.0, QColor("#24130A"))
        brush = QBrush(rail)
        brush.setTransform(QTransform().translate(_CX, _TOP).scale(1.0, _RY / _RX))
        painter.fillPath(outer, brush)
        # The felt, lighter where the lamp falls.
        felt_gradient = QRadialGradient(QPointF(0, _FRX * 0.42), _FRX * 1.05)
        felt_gradient.setColorAt(0.0, QColor("#2F8A4E"))
        felt_gradient.setColorAt(0.65, QColor("#1F6E3C"))
        felt_gradient.setColorAt(1.0, QColor("#13502A"))
        felt_brush = QBrush(felt_gradient)
        felt_brush.setTransform(QTransform().translate(_CX, _TOP).scale(1.0, _FRY / _FRX))
        painter.fillPath(felt, felt_brush)
        painter.strokePath(felt, QPen(QColor(0, 0, 0, 110), 3.0))
        # A printed line just inside the rail.
        line = self._half_oval(_FRX - 22, _FRY - 22 * _FRY / _FRX)
        painter.strokePath(line, QPen(QColor(_GOLD.red(), _GOLD.green(), _GOLD.blue(), 90), 2.0))
        # The dealer's straight edge.
        edge = QRectF(_CX - _RX - 6, _TOP - 22, 2 * _RX + 12, 22)
        wood = QLinearGradient(edge.topLeft(), edge.bottomLeft())
        wood.setColorAt(0.0, QColor("#5A3520"))
        wood.setColorAt(1.0, QColor("#2A170C"))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(wood))
        painter.drawRoundedRect(edge, 8, 8)

    def _paint_felt_print(self, painter: QPainter) -> None:
        """The game's name printed in an arc, and the caption, both in gold on the felt."""
        title = _game_title(self._scene.game).upper() if self._scene.game else ""
        layout = self._layout_cache
        if layout.community_rects:
            below = layout.community_rects[0].bottom()
            baseline_bottom = below + 112
        else:
            below = layout.dealer_rect.bottom()
            baseline_bottom = below + 140
        if title:
            font = _font(40, bold=True, serif=True)
            font.setLetterSpacing(QFont.SpacingType.AbsoluteSpacing, 5)
            metrics = QFontMetricsF(font)
            radius = 900.0
            centre = QPointF(_CX, baseline_bottom - radius)
            total = metrics.horizontalAdvance(title)
            angle = -total / 2 / radius
            colour = QColor(_GOLD)
            colour.setAlpha(150)
            painter.save()
            painter.setFont(font)
            painter.setPen(colour)
            for char in title:
                advance = metrics.horizontalAdvance(char)
                middle = angle + advance / 2 / radius
                # Letters stand on the lower arc of the circle, upright towards its centre.
                painter.save()
                painter.translate(
                    centre.x() + radius * math.sin(middle), centre.y() + radius * math.cos(middle)
                )
                painter.rotate(-math.degrees(middle))
                painter.drawText(QPointF(-advance / 2, 0), char)
                painter.restore()
                angle += advance / radius
            painter.restore()
        if self._scene.caption:
            boost = self._text_boost()
            height = 26 * boost
            top = baseline_bottom + (14 if title else -40)
            font = _font(20 * boost)
            width = 600.0
            flags = int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop) | int(
                Qt.TextFlag.TextWordWrap
            )
            metrics = QFontMetricsF(font)
            needed = metrics.boundingRect(QRectF(0, 0, width, 1000), flags, self._scene.caption)
            if needed.height() > 2.2 * metrics.lineSpacing():
                font = _font(16 * boost)
            painter.setFont(font)
            painter.setPen(_CREAM)
            painter.drawText(
                QRectF(_CX - width / 2, top, width, height * 2.4), flags, self._scene.caption
            )

    def _paint_tray(self, painter: QPainter) -> None:
        tubes = (10_000, 10_000, 2_500, 2_500, 500, 500, 500, 250, 100, 100, 50)
        width, height = 44.0, 58.0
        total = len(tubes) * width + 12
        tray = QRectF(_CX - total / 2, _TOP + 4, total, height + 12)
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
            body_hex, accent_hex, _ = _CHIP_STYLES.get(value, _OTHER_CHIP)
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

    def _paint_card_at(self, painter: QPainter, rect: QRectF, card: Card | None) -> None:
        """A card on the felt, with its shadow; the card itself from a pixmap made at the size
        it is shown on this screen (so it stays sharp and repaints fast)."""
        _paint_card_shadow(painter, rect)
        transform = painter.worldTransform()
        scale = math.hypot(transform.m21(), transform.m22())
        device = painter.device()
        ratio = device.devicePixelRatioF() if device is not None else 1.0
        pixels = round(rect.height() * scale * ratio)
        if pixels < 8 or pixels > 1200:
            paint_card(painter, rect, card, four_colour=self._four_colour)
            return
        pixmap = card_pixmap(card, pixels, four_colour=self._four_colour)
        painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))

    def _paint_slot(self, painter: QPainter, rect: QRectF) -> None:
        """A card position printed on the felt."""
        pen = QPen(QColor(_GOLD.red(), _GOLD.green(), _GOLD.blue(), 120), 2.0)
        painter.setPen(pen)
        painter.setBrush(QColor(0, 0, 0, 28))
        radius = rect.width() * 0.08
        painter.drawRoundedRect(rect, radius, radius)

    def _paint_dealer_print(self, painter: QPainter) -> None:
        layout = self._layout_cache
        boost = self._text_boost()
        for rect in layout.dealer_cards:
            self._paint_slot(painter, rect)
        label_top = (
            layout.dealer_cards[0].bottom() + 6 if layout.dealer_cards else layout.dealer_rect.top()
        )
        label = QRectF(layout.dealer_rect.left(), label_top, layout.dealer_rect.width(), 26 * boost)
        _draw_text(painter, label, self.tr("DEALER"), _font(17 * boost, bold=True), _GOLD)
        burn = layout.burn_rect
        card = QRectF(burn.left() + 22, burn.top() + 10, burn.width() - 44, 74.0)
        self._paint_slot(painter, card)
        under = QRectF(burn.left() - 10, card.bottom() + 6, burn.width() + 20, 24 * boost)
        _draw_text(painter, under, self.tr("Discards"), _font(15 * boost), _GOLD)

    def _paint_community_print(self, painter: QPainter) -> None:
        rects = self._layout_cache.community_rects
        for rect in rects:
            self._paint_slot(painter, rect)
        if self._scene.game == "casino-holdem" and len(rects) == 5:
            boost = self._text_boost()
            font = _font(15 * boost, bold=True)
            top = rects[0].bottom() + 4
            for words, first, last in (
                (self.tr("FLOP"), 0, 2),
                (self.tr("TURN"), 3, 3),
                (self.tr("RIVER"), 4, 4),
            ):
                left = rects[first].left()
                span = QRectF(left, top, rects[last].right() - left, 22 * boost)
                _draw_text(painter, span, words, font, _GOLD)

    def _seat_space(self, painter: QPainter, number: int) -> None:
        """Make the painter draw in seat ``number``'s own units."""
        layout = self._layout_cache
        painter.translate(layout.seat_rects[number].topLeft())
        painter.scale(layout.seat_scale, layout.seat_scale)

    def _paint_seat_print(self, painter: QPainter, number: int) -> None:
        """What is printed on the felt at a seat: its number and its wager circles and names;
        a shade under the spot when someone sits there."""
        layout = self._layout_cache
        boost = self._text_boost()
        painter.save()
        self._seat_space(painter, number)
        if number in self._scene.players:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 36))
            painter.drawRoundedRect(QRectF(0, 0, _SEAT_W, _SEAT_H), 16, 16)
        painter.setPen(QPen(_GOLD, 2.0))
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawEllipse(QPointF(19, 19), 15, 15)
        _draw_text(painter, QRectF(4, 4, 30, 30), str(number), _font(18, bold=True), _CREAM)
        name_font = _font(13 * boost)
        for name, centre, radius in layout.wagers[number]:
            painter.setPen(QPen(QColor(_GOLD.red(), _GOLD.green(), _GOLD.blue(), 170), 2.0))
            painter.setBrush(QColor(0, 0, 0, 30))
            painter.drawEllipse(centre, radius, radius)
            spacing = radius / 0.37
            top = centre.y() + radius + 3 + 19 * boost
            label = QRectF(centre.x() - spacing / 2, top, spacing, 16 * boost)
            _draw_text(painter, label, _wager_label(name), name_font, _GOLD)
        painter.restore()

    def _paint_seat_content(self, painter: QPainter, number: int, seat: SeatScene) -> None:
        """A seat's cards, small and fanned; its chips in front of them with their amounts (a
        tip bet as a small stack beside its wager); and its note across the cards."""
        layout = self._layout_cache
        boost = self._text_boost()
        painter.save()
        self._seat_space(painter, number)
        cards = seat.cards
        if cards:
            height = _SEAT_CARD_H
            width = height * CARD_ASPECT
            n = len(cards)
            step = min(width * 0.6, (_SEAT_W - 76 - width) / max(1, n - 1))
            total = width + step * (n - 1)
            left = _SEAT_W / 2 - total / 2 + 8
            for i, card in enumerate(cards):
                tilt = (i - (n - 1) / 2) * (12.0 / max(1, n - 1)) if n > 1 else 0.0
                card_rect = QRectF(left + i * step, 9 + abs(tilt) * 0.35, width, height)
                painter.save()
                middle = card_rect.center()
                painter.translate(middle)
                painter.rotate(tilt)
                painter.translate(-middle)
                self._paint_card_at(painter, card_rect, card)
                painter.restore()
        money_font = _font(16 * boost, bold=True)
        tip_font = _font(11 * boost, bold=True)
        for name, centre, radius in layout.wagers[number]:
            spacing = radius / 0.37
            amount = seat.wagers.get(name, 0)
            if amount > 0:
                chip_radius = radius * 0.8
                base = QPointF(centre.x(), centre.y() + chip_radius * _STACK_SQUASH * 0.7)
                _paint_chip_stack(painter, base, chip_radius, _stack_chips(amount), 5, spacing - 6)
                money = QRectF(
                    centre.x() - spacing / 2 + 2, centre.y() + radius + 3, spacing - 4, 19 * boost
                )
                _draw_text(painter, money, _felt_money(amount), money_font, _CREAM)
            key = _wager_key(name)
            tip = sum(v for w, v in seat.wagers.items() if v > 0 and _tip_target(w) == key)
            if tip:
                at = QPointF(centre.x() + radius * 0.95, centre.y() - radius * 0.2)
                _paint_chip_stack(painter, at, radius * 0.45, _stack_chips(tip), 3, radius)
                text = arg(self.tr("Tip %1"), _felt_money(tip))
                pill_width = min(spacing, QFontMetricsF(tip_font).horizontalAdvance(text) + 10)
                pill = QRectF(
                    at.x() - pill_width / 2,
                    centre.y() - radius - 17 * boost,
                    pill_width,
                    15 * boost,
                )
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(20, 20, 20, 210))
                painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
                _draw_text(painter, pill.adjusted(4, 0, -4, 0), text, tip_font, _CREAM)
        if seat.note:
            font = _font(14 * boost, bold=True)
            width = min(_SEAT_W - 20, QFontMetricsF(font).horizontalAdvance(seat.note) + 22)
            pill = QRectF(_SEAT_W / 2 + 8 - width / 2, 56, width, 22 * boost)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(20, 20, 20, 210))
            painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
            _draw_text(painter, pill.adjusted(8, 0, -8, 0), seat.note, font, QColor("#FFFFFF"))
        painter.restore()

    def _paint_overlays(self, painter: QPainter) -> None:
        places = self._layout_cache.places
        for place in self._tappable:
            rect = places[place]
            radius = 14.0 if place.startswith("S") or place in ("D", "burn") else 10.0
            if place == self._hovered:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(255, 255, 255, 30))
                painter.drawRoundedRect(rect, radius, radius)
            painter.setPen(QPen(QColor(255, 255, 255, 110), 2.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, radius, radius)
        for place in self._highlight:
            if place not in places:
                continue
            rect = places[place]
            glow = QColor(_HIGHLIGHT)
            glow.setAlpha(70)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(glow, 14.0))
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 16, 16)
            painter.setPen(QPen(_HIGHLIGHT, 4.5))
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 16, 16)
        if self._focused is not None and self.hasFocus():
            rect = places[self._focused]
            pen = QPen(_FOCUS, 3.5)
            pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-6, -6, 6, 6), 18, 18)
        for place, numbers in self._marks.items():
            if place in places:
                self._paint_marks(
                    painter, places[place], numbers, narrow=places[place].width() < 120
                )

    def _paint_marks(
        self, painter: QPainter, rect: QRectF, numbers: Sequence[int], *, narrow: bool
    ) -> None:
        radius = 17.0
        font = _font(19, bold=True)
        for i, number in enumerate(numbers):
            if narrow:  # down the right edge of a card
                centre = QPointF(rect.right() - 2, rect.top() + 4 + i * (2 * radius + 4))
            else:  # along the top right of a seat or the dealer, reading left to right
                first = rect.right() - 4 - radius - (len(numbers) - 1) * (2 * radius + 4)
                centre = QPointF(first + i * (2 * radius + 4), rect.top() + 3)
            painter.setPen(QPen(QColor("#FFFFFF"), 2.5))
            painter.setBrush(_MARK_BLUE)
            painter.drawEllipse(centre, radius, radius)
            box = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
            _draw_text(painter, box, str(number), font, QColor("#FFFFFF"))

    # -- input ------------------------------------------------------------------------------

    def _update_cursor(self) -> None:
        if self._hovered is not None and self._hovered in self._tappable:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        else:
            self.unsetCursor()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        place = self.place_at(event.position())
        if place is not None and place in self._tappable:
            self._pressed = place
            self._focused = place
            self.update()
            event.accept()
        else:
            self._pressed = None
            super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        pressed, self._pressed = self._pressed, None
        if event.button() == Qt.MouseButton.LeftButton and pressed is not None:
            if self.place_at(event.position()) == pressed:
                self.place_tapped.emit(pressed)
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        place = self.place_at(event.position())
        if place not in self._tappable:
            place = None
        if place != self._hovered:
            self._hovered = place
            self._update_cursor()
            self.update()
        super().mouseMoveEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        if self._hovered is not None:
            self._hovered = None
            self._update_cursor()
            self.update()
        super().leaveEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        if self._tappable:
            if event.reason() == Qt.FocusReason.BacktabFocusReason:
                self._focused = self._tappable[-1]
            elif event.reason() == Qt.FocusReason.TabFocusReason or self._focused is None:
                self._focused = self._tappable[0]
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusOutEvent(event)

    def focusNextPrevChild(self, next: bool) -> bool:
        """Tab and Shift+Tab step through the tappable spots before leaving the table."""
        order = self._tappable
        if order:
            if self._focused is None:
                self._focused = order[0] if next else order[-1]
                self.update()
                return True
            index = order.index(self._focused) + (1 if next else -1)
            if 0 <= index < len(order):
                self._focused = order[index]
                self.update()
                return True
            self._focused = None
            self.update()
        return super().focusNextPrevChild(next)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        activate = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
        if key in activate and self._focused is not None and self._focused in self._tappable:
            self.place_tapped.emit(self._focused)
            event.accept()
            return
        directions: dict[int, tuple[float, float]] = {
            Qt.Key.Key_Left: (-1.0, 0.0),
            Qt.Key.Key_Right: (1.0, 0.0),
            Qt.Key.Key_Up: (0.0, -1.0),
            Qt.Key.Key_Down: (0.0, 1.0),
        }
        if key in directions and self._tappable:
            self._move_focus(*directions[key])
            event.accept()
            return
        super().keyPressEvent(event)

    def _move_focus(self, dx: float, dy: float) -> None:
        """Move the focus to the nearest tappable spot in that direction on the screen."""
        places = self._layout_cache.places
        if self._focused is None:
            self._focused = self._tappable[0]
            self.update()
            return
        here = places[self._focused].center()
        best: tuple[float, str] | None = None
        for place in self._tappable:
            if place == self._focused:
                continue
            there = places[place].center()
            vx, vy = there.x() - here.x(), there.y() - here.y()
            along = vx * dx + vy * dy
            if along <= 1.0:
                continue
            across = abs(vx * dy - vy * dx)
            # The nearest spot within 60 degrees of the arrow's direction; others only after.
            score = math.hypot(vx, vy) + (0.0 if across <= 1.75 * along else 1e5 + across)
            if best is None or score < best[0]:
                best = (score, place)
        if best is not None:
            self._focused = best[1]
            self.update()
