"""Where everything lies on the roulette layout, and what a question puts on it: the
layout's logical units, each seat's chip colour, the scene a question shows (its stacks,
the wheel chips and the pile handed in), and the box of every number and outside bet and
the spot where each bet's chips sit. Geometry and data only; :mod:`roulette_view` paints
them and takes the taps.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor

from trainer.engine.games.roulette.layout import BetKind, Wheel, colour
from trainer.engine.money import Cents

# Logical units: the layout is drawn in this space and scaled to the widget.
MARGIN = 14.0
CAPTION_H = 46.0
ZERO_W = 92.0
CELL_W, CELL_H = 80.0, 100.0
COLUMN_W = 92.0
BAND_H = 56.0
TRAY_H = 190.0
LAYOUT_W = 2 * MARGIN + ZERO_W + 12 * CELL_W + COLUMN_W
GRID_X = MARGIN + ZERO_W
GRID_Y = MARGIN + CAPTION_H
GRID_BOTTOM = GRID_Y + 3 * CELL_H
LAYOUT_H = GRID_BOTTOM + 2 * BAND_H + MARGIN
CHIP_R = 25.0

SEAT_COLOURS: tuple[str, ...] = (
    "#EC6FA0",  # pink
    "#FDD835",  # yellow
    "#42A5F5",  # blue
    "#FF8F00",  # orange
    "#AB47BC",  # purple
    "#26C6DA",  # cyan
    "#C0CA33",  # lime
    "#F5F5F5",  # white
    "#8D6E63",  # brown
    "#5C6BC0",  # indigo
)
"""Each seat's wheel chips (seat 1 the first colour): none of them red, black or green, so
that a stack reads on every box of the layout."""


def seat_colour(seat: int) -> QColor:
    """The colour of a seat's wheel chips."""
    return QColor(SEAT_COLOURS[(max(1, seat) - 1) % len(SEAT_COLOURS)])


@dataclass(frozen=True, slots=True)
class Stack:
    """One bet on the layout: whose, what kind, the numbers it names (a dozen's or a
    column's ``"1"``-``"3"``, none for an even-money bet), its amount and its chips."""

    seat: int
    kind: BetKind
    named: tuple[str, ...]
    amount: Cents
    chips: int
    paid: Cents | None = None
    """What the dealer paid it (a game-protection layout), or ``None``."""
    words: str = ""
    late: bool = False
    """Placed after "no more bets" (§617a.3): drawn with a red ring and a LATE tag."""


@dataclass(frozen=True, slots=True)
class WheelChips:
    """A player's wheel chips handed in: full stacks of twenty, loose chips, their value."""

    seat: int
    stacks: int
    loose: int
    value: Cents


@dataclass(frozen=True)
class RouletteScene:
    """What the layout shows for a question."""

    wheel: Wheel = Wheel.DOUBLE_ZERO
    winning: str | None = None
    stacks: tuple[Stack, ...] = ()
    values: Mapping[int, Cents] = field(default_factory=lambda: MappingProxyType({}))
    """Each seat's wheel-chip value."""
    asked: int | None = None
    """The seat a question asks about: its chips drawn ringed, the others' dimmed."""
    caption: str = ""
    wheel_chips: WheelChips | None = None
    pile: Mapping[int, int] = field(default_factory=lambda: MappingProxyType({}))
    """Value chips handed in to colour up (cents -> count)."""
    builds: bool = False
    """The trainee builds a payment in value chips (a picture paid in chips): the tray in
    front of the layout holds what is built."""
    bare_chip: bool = False
    """The one stack is a chip to read (which numbers it covers): described by its kind
    only, never by its numbers."""

    @property
    def has_tray(self) -> bool:
        """Whether chips lie in front of the layout (a chips question)."""
        return self.wheel_chips is not None or bool(self.pile) or self.builds


# ---------------------------------------------------------------------------------------
# Where everything lies


def number_rect(wheel: Wheel, number: str) -> QRectF:
    """A number's box on the layout (a zero's box at the head)."""
    if colour(number) == "green":
        zeros = wheel.zeros
        h = 3 * CELL_H / len(zeros)
        # The last zero at the top: 00 beside 2 and 3, 0 beside 1 and 2.
        row = len(zeros) - 1 - zeros.index(number)
        return QRectF(MARGIN, GRID_Y + row * h, ZERO_W, h)
    n = int(number)
    street, column = (n - 1) // 3, (n - 1) % 3
    return QRectF(GRID_X + street * CELL_W, GRID_Y + (2 - column) * CELL_H, CELL_W, CELL_H)


def outside_rect(kind: BetKind, which: str = "") -> QRectF:
    """An outside bet's box: a dozen's or a column's (``"1"``-``"3"``), an even-money box."""
    if kind is BetKind.DOZEN:
        k = int(which) - 1
        return QRectF(GRID_X + 4 * k * CELL_W, GRID_BOTTOM, 4 * CELL_W, BAND_H)
    if kind is BetKind.COLUMN:
        k = int(which) - 1
        return QRectF(GRID_X + 12 * CELL_W, GRID_Y + (2 - k) * CELL_H, COLUMN_W, CELL_H)
    order = (BetKind.LOW, BetKind.EVEN, BetKind.RED, BetKind.BLACK, BetKind.ODD, BetKind.HIGH)
    k = order.index(kind)
    return QRectF(GRID_X + 2 * k * CELL_W, GRID_BOTTOM + BAND_H, 2 * CELL_W, BAND_H)


def bet_spot(wheel: Wheel, kind: BetKind, named: Sequence[str]) -> QPointF:
    """Where a bet's chips sit: a straight in the middle of its number, a split on the line
    between its two, a corner where its four meet, a street on the outer edge of its row, a
    six-line on that edge between its two rows, a trio, first four or top line on the
    zeros' edge, an outside bet in its box."""
    if not kind.is_inside:
        # Beside the box's words (under a column's "2 to 1"), which stay readable.
        box = outside_rect(kind, named[0] if named else "")
        if kind is BetKind.COLUMN:
            return QPointF(box.center().x(), box.bottom() - CHIP_R - 6)
        return QPointF(box.right() - CHIP_R - 12, box.center().y())
    zeros = [n for n in named if colour(n) == "green"]
    grid = [n for n in named if colour(n) != "green"]
    centres = [number_rect(wheel, n).center() for n in named]
    if kind in (BetKind.STREET, BetKind.SIX_LINE):
        x = sum(c.x() for c in centres) / len(centres)
        return QPointF(x, GRID_BOTTOM)
    if kind in (BetKind.FIRST_FOUR, BetKind.TOP_LINE):
        return QPointF(GRID_X, GRID_BOTTOM)
    if not zeros or kind is BetKind.STRAIGHT or not grid:
        if kind is BetKind.TRIO and not grid:  # 0-00-000: the zeros' own street
            return QPointF(MARGIN + ZERO_W / 2, GRID_BOTTOM)
        return QPointF(
            sum(c.x() for c in centres) / len(centres), sum(c.y() for c in centres) / len(centres)
        )
    # On the zeros' edge a split sits on the line where its zero and number touch, a
    # little towards the zero; a trio where its three meet, a little towards the grid,
    # so that the bets of a complete on a zero do not hide one another.
    if kind is BetKind.SPLIT:
        zero, number = number_rect(wheel, zeros[0]), number_rect(wheel, grid[0])
        top, bottom = max(zero.top(), number.top()), min(zero.bottom(), number.bottom())
        return QPointF(GRID_X - CHIP_R * 0.75, (top + bottom) / 2)
    rows = [number_rect(wheel, n).center().y() for n in grid]
    return QPointF(GRID_X + CHIP_R * 0.75, sum(rows) / len(rows))
