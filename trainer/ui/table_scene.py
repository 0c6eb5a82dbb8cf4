"""What lies on the drawn table, and where: the scene (each seat's cards and wagers, the
community and the dealer's cards), the game's layout printed on the felt, and the places
of everything in the table's own units.

Nothing here computes a rule: a :class:`TableScene` says what lies on the table; each
game's UI module (``trainer.ui.games.<game>``) gives its :class:`TableLayout` and builds
its scenes from a question; :mod:`trainer.ui.table_view` draws them.

The table is seen from above with the dealer at the top, facing the players: seat 1 ("first
base") is on the dealer's left, which is the right end of the screen, and the last seat ("third
base") is at the left end.
"""

from __future__ import annotations

import functools
import itertools
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType

from PySide6.QtCore import QCoreApplication, QPointF, QRectF

from trainer.engine.cards import Card
from trainer.engine.money import format_money
from trainer.ui.cards import CARD_ASPECT, cards_in_words
from trainer.ui.translation import arg

# ---------------------------------------------------------------------------------------------
# The table scene


@dataclass(frozen=True)
class HandScene:
    """One of several hands a seat plays (blackjack's hands split from a pair): its cards,
    its wagers (cents per wager name: ``bet``, ``double``), short marks printed on it
    ("Doubled", "Surrendered") and, on a table shown settled, what the dealer paid it."""

    cards: tuple[Card | None, ...] = ()
    wagers: Mapping[str, int] = field(default_factory=lambda: MappingProxyType({}))
    marks: tuple[str, ...] = ()
    paid: int | None = None


@dataclass(frozen=True)
class SeatScene:
    """What lies on one seat's spot: its cards, its wagers (cents per wager name: ``ante``,
    ``play``, ``pair_plus``, ``call``, ``progressive``, ``three``/``five``/``seven``, ``tip_*``,
    ``pot_*``), and a short note shown on the spot (e.g. "Folded")."""

    cards: tuple[Card | None, ...] = ()
    wagers: Mapping[str, int] = field(default_factory=lambda: MappingProxyType({}))
    note: str = ""
    handed: tuple[tuple[int, ...], ...] = ()
    """Chips the player put on the spot for the dealer (a pile to colour up, a chip to
    change), as columns of chip values, bottom first."""
    cash: int = 0
    """Cash the player put on the spot to buy in (cents)."""
    built: tuple[tuple[int, ...], ...] = ()
    """The chips the trainee is building for the seat, as columns, drawn beside what lies
    there as they are built."""
    built_label: str = ""
    hands: tuple[HandScene, ...] = ()
    """The hands the seat plays, each with its own wagers (blackjack), where a seat plays
    hands rather than one set of cards."""


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
    layout: TableLayout = field(default_factory=lambda: TableLayout())
    """The game's layout (``trainer.ui.games.<game>``); the default prints no spots of its
    own, only those the scene fills."""


@dataclass(frozen=True)
class TableLayout:
    """What a game's layout prints on the felt: its name, the community and dealer card
    spots, the wager circles at every seat (in the order printed), the order other wagers
    take on a spot, the words under each wager and in a sentence, and words printed under
    spans of the community spots (Hold'em's flop, turn and river, each set apart)."""

    title: str = ""
    community: int = 0
    dealer: int = 0
    wagers: tuple[str, ...] = ()
    wager_order: tuple[str, ...] = ()
    labels: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))
    spoken: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))
    community_words: tuple[tuple[str, int, int], ...] = ()
    """(words, first spot, last spot): each span printed under, and set apart from the one
    before it by a gap."""


# Logical coordinates: the table is laid out in a 1600 x 1000 space scaled to the widget.
TABLE_W, TABLE_H = 1600.0, 1000.0
CENTRE_X = TABLE_W / 2
DEALER_EDGE = 40.0  # the dealer's straight edge
RAIL_RX, RAIL_RY = 776.0, 944.0  # the outer edge of the rail (a half-oval below the straight edge)
RAIL = 50.0
FELT_RX = RAIL_RX - RAIL  # the felt, concentric with the rail
FELT_RY = FELT_RX * RAIL_RY / RAIL_RX
# A seat's spot is laid out in its own SEAT_W x SEAT_H units (cards above, wager circles
# below), then scaled down on the table when the seats would not fit along the rail.
SEAT_W, SEAT_H = 214.0, 184.0
SEAT_CARD_H = 84.0
SEAT_WAGER_Y = 118.0
DEALER_CARD_H = 102.0
COMMUNITY_CARD_H = 116.0


@dataclass(frozen=True)
class Layout:
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
        px, py = CENTRE_X + FELT_RX * math.cos(t), DEALER_EDGE + FELT_RY * math.sin(t)
        nx, ny = math.cos(t) / FELT_RX, math.sin(t) / FELT_RY
        norm = math.hypot(nx, ny)
        nx, ny = nx / norm, ny / norm
        # The box's extent along the normal (its support function) keeps every corner inside.
        inset = width / 2 * abs(nx) + height / 2 * abs(ny) + margin
        samples.append(QPointF(px - inset * nx, py - inset * ny))
    return samples


def _seat_centres(count: int) -> tuple[list[QPointF], float]:
    """The seat spots' centres, seat 1 first, and the scale their boxes are drawn at (worked
    out once for each number of seats: every question's scene asked again, issue 28)."""
    centres, scale = _seat_centres_of(count)
    return [QPointF(x, y) for x, y in centres], scale


@functools.cache
def _seat_centres_of(count: int) -> tuple[tuple[tuple[float, float], ...], float]:
    """The seat spots' centres, seat 1 first, and the scale their boxes are drawn at.

    Seats are spaced evenly in the "box" metric (how many box widths apart across, box heights
    apart down, whichever is more), so neighbouring spots never overlap wherever they sit on
    the curve; when they would, the boxes shrink until they fit.
    """
    scale = 1.0
    gap = 1.07
    for _ in range(6):
        width, height = SEAT_W * scale, SEAT_H * scale
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
        middle = samples[len(samples) // 2]
        return ((middle.x(), middle.y()),), scale
    # Spread the seats over the whole curve when there is room to spare.
    out: list[tuple[float, float]] = []
    j = 0
    for k in range(count):
        target = lengths[-1] * k / (count - 1)
        while j < len(samples) - 1 and lengths[j + 1] < target:
            j += 1
        out.append((samples[j].x(), samples[j].y()))
    return tuple(out), scale


def tip_target(name: str) -> str | None:
    """The wager a tip bet rides with (``tip three`` -> ``three``), or ``None``."""
    head, _, game = wager_key(name).partition("_")
    return game if head in ("tip", "tips") and game else None


def _circle_wagers(layout: TableLayout, seat: SeatScene | None) -> list[str]:
    """The wager circles at a seat: the game's own, then the seat's others, except the tip
    bets on a wager that has a circle (drawn beside it)."""
    names = ordered_wagers(layout, layout.wagers, seat)
    keys = {wager_key(n) for n in names}
    return [n for n in names if tip_target(n) not in keys]


def ordered_wagers(layout: TableLayout, first: Sequence[str], seat: SeatScene | None) -> list[str]:
    """``first``, then the seat's other wagers: those the layout knows in its order, then
    any others in the scene's order."""
    names = list(first)
    if seat is not None:
        extra = [w for w in seat.wagers if w not in names]
        rank: dict[str, int] = {}
        for i, key in enumerate((*layout.wager_order, *_COMMON_ORDER)):
            rank.setdefault(key, i)
        # Known wagers in the table's order, then any others in the scene's order.
        names += sorted(extra, key=lambda w: rank.get(wager_key(w), len(rank)))
    return names


def layout_of(scene: TableScene) -> Layout:
    """Where everything of the scene lies on the table, in the table's logical units."""
    game = scene.layout
    seat_rects: dict[int, QRectF] = {}
    wagers: dict[int, list[tuple[str, QPointF, float]]] = {}
    centres, scale = _seat_centres(max(1, scene.seats))
    width, height = SEAT_W * scale, SEAT_H * scale
    for number, centre in enumerate(centres, start=1):
        seat_rects[number] = QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)
        names = _circle_wagers(game, scene.players.get(number))
        spacing = min(70.0, (SEAT_W - 6) / max(1, len(names)))
        radius = min(25.0, spacing * 0.37)
        first = SEAT_W / 2 - spacing * (len(names) - 1) / 2
        wagers[number] = [
            (name, QPointF(first + i * spacing, SEAT_WAGER_Y), radius)
            for i, name in enumerate(names)
        ]

    # The dealer's cards below the chip tray, the discard spot to the dealer's right.
    dealer_slots = max(game.dealer, len(scene.dealer))
    dw = DEALER_CARD_H * CARD_ASPECT
    gap = 12.0
    dealer_top = DEALER_EDGE + 92
    total = dealer_slots * dw + max(0, dealer_slots - 1) * gap
    dealer_cards = [
        QRectF(CENTRE_X - total / 2 + i * (dw + gap), dealer_top, dw, DEALER_CARD_H)
        for i in range(dealer_slots)
    ]
    dealer_width = max(total, 190.0) + 28
    dealer_height = (DEALER_CARD_H if dealer_slots else 0.0) + 46
    dealer_rect = QRectF(CENTRE_X - dealer_width / 2, dealer_top - 10, dealer_width, dealer_height)
    bw = 74.0 * CARD_ASPECT
    burn_card = QRectF(CENTRE_X - 150 - 60 - bw, dealer_top + 6, bw, 74.0)
    burn_rect = burn_card.adjusted(-22, -10, 22, 42)

    # Community cards in the middle; Hold'em's flop, turn and river slightly apart.
    community_slots = max(game.community, len(scene.community))
    cw = COMMUNITY_CARD_H * CARD_ASPECT
    lefts: list[float] = []
    x = 0.0
    apart = {first for _, first, _ in game.community_words if first}
    for i in range(community_slots):
        if i in apart:
            x += 30.0
        lefts.append(x)
        x += cw + 14.0
    row = x - 14.0 if community_slots else 0.0
    top = max(dealer_rect.bottom(), burn_rect.bottom()) + 24
    community_rects = [
        QRectF(CENTRE_X - row / 2 + left, top, cw, COMMUNITY_CARD_H) for left in lefts
    ]

    places: dict[str, QRectF] = {f"S{n}": seat_rects[n] for n in sorted(seat_rects)}
    for i, rect in enumerate(community_rects, start=1):
        places[f"C{i}"] = rect.adjusted(-6, -6, 6, 6)
    places["D"] = dealer_rect
    places["burn"] = burn_rect
    return Layout(
        places, seat_rects, scale, community_rects, dealer_cards, dealer_rect, burn_rect, wagers
    )


def place_order_key(token: str) -> tuple[int, int]:
    """Tab order: the seats from first base, the community cards, the dealer, the discards."""
    if token.startswith("S") and token[1:].isdigit():
        return (0, int(token[1:]))
    if token.startswith("C") and token[1:].isdigit():
        return (1, int(token[1:]))
    return (2, 0) if token == "D" else (3, 0)


# ---------------------------------------------------------------------------------------------
# Wagers in words

# Wagers any game's seat may carry beside its own, in the order they are laid out.
_COMMON_ORDER = ("tips", "tip", "pot")


def wager_key(name: str) -> str:
    """A wager's name in one spelling: ``tip three``, ``Tip-Three`` -> ``tip_three``."""
    return name.strip().lower().replace(" ", "_").replace("-", "_")


def wager_label(layout: TableLayout, name: str) -> str:
    """The short name printed on the felt under a wager: ``Ante``, ``Pair Plus``, ``3``."""
    key = wager_key(name)
    if key in layout.labels:
        return layout.labels[key]
    common = {
        "tip": QCoreApplication.translate("Table", "Tip"),
        "tips": QCoreApplication.translate("Table", "Tip"),
        "pot": QCoreApplication.translate("Table", "Pot"),
    }
    return common.get(key, key.replace("_", " ").title())


def wager_spoken(layout: TableLayout, name: str) -> str:
    """The wager's name in a sentence for screen readers: ``3-card wager``, ``Pair Plus``."""
    return layout.spoken.get(wager_key(name)) or wager_label(layout, name)


# ---------------------------------------------------------------------------------------------
# The table in words, for screen readers


def _loose_chips_words(seat: SeatScene) -> list[str]:
    """What a seat handed the dealer and the chips built for it, in words."""
    out = []
    if seat.cash:
        out.append(arg(QCoreApplication.translate("TableView", "cash %1"), format_money(seat.cash)))
    handed = [c for column in seat.handed for c in column]
    if handed:
        out.append(
            arg(
                QCoreApplication.translate("TableView", "%1 chips handed in, %2"),
                str(len(handed)),
                format_money(sum(handed)),
            )
        )
    built = [c for column in seat.built for c in column]
    if built:
        out.append(
            arg(
                QCoreApplication.translate("TableView", "%1 chips put out, %2"),
                str(len(built)),
                format_money(sum(built)),
            )
        )
    return out


def describe(
    scene: TableScene,
    tappable: Sequence[str],
    marks: Mapping[str, Sequence[int]],
    highlight: frozenset[str],
) -> tuple[str, str]:
    """The table in words: its accessible name (the game, the dealer's and the community
    cards, every seat's cards and wagers) and its description (the caption, the spots that
    can be tapped, the marks and the highlighted spots)."""
    parts: list[str] = []
    title = scene.layout.title or QCoreApplication.translate("TableView", "Card table")
    parts.append(arg(QCoreApplication.translate("TableView", "%1 table"), title))
    if scene.dealer:
        parts.append(
            arg(QCoreApplication.translate("TableView", "Dealer: %1"), cards_in_words(scene.dealer))
        )
    if scene.community:
        parts.append(
            arg(
                QCoreApplication.translate("TableView", "Community cards: %1"),
                cards_in_words(scene.community),
            )
        )
    for number in sorted(scene.players):
        seat = scene.players[number]
        text = arg(QCoreApplication.translate("TableView", "Seat %1"), str(number))
        details: list[str] = []
        if seat.cards:
            details.append(cards_in_words(seat.cards))
        details += [_hand_words(scene, seat, k) for k in range(len(seat.hands))]
        wagers = [
            f"{wager_spoken(scene.layout, name)} {format_money(seat.wagers[name])}"
            for name in ordered_wagers(scene.layout, (), seat)
            if seat.wagers.get(name)
        ]
        if wagers:
            details.append(", ".join(wagers))
        if seat.note:
            details.append(seat.note)
        details += _loose_chips_words(seat)
        if details:
            text += ": " + "; ".join(details)
        else:
            text += ": " + QCoreApplication.translate("TableView", "no cards, no wagers")
        parts.append(text)
    name = ". ".join(parts) + "."

    extra: list[str] = []
    if scene.caption:
        extra.append(scene.caption)
    if tappable:
        extra.append(
            arg(
                QCoreApplication.translate("TableView", "Tap a spot or press Tab and Enter: %1"),
                ", ".join(_spoken_place(p) for p in tappable),
            )
        )
    if marks:
        marked = []
        for place in sorted(marks, key=place_order_key):
            numbers = ", ".join(str(n) for n in marks[place])
            marked.append(f"{_spoken_place(place)} {numbers}")
        extra.append(arg(QCoreApplication.translate("TableView", "Marked: %1"), "; ".join(marked)))
    if highlight:
        lit = ", ".join(_spoken_place(p) for p in sorted(highlight, key=place_order_key))
        extra.append(arg(QCoreApplication.translate("TableView", "Highlighted: %1"), lit))
    return name, ". ".join(extra)


def hand_name(seat: SeatScene, number: int, index: int) -> str:
    """A seat's hand by name: ``Seat 4``, or ``Seat 4 hand 2`` where it plays several."""
    if len(seat.hands) < 2:
        return arg(QCoreApplication.translate("TableView", "Seat %1"), str(number))
    return arg(
        QCoreApplication.translate("TableView", "Seat %1 hand %2"), str(number), str(index + 1)
    )


def hand_lines(layout: TableLayout, hand: HandScene) -> tuple[str, ...]:
    """A hand's wagers, marks and payment in words: ``Bet $10.00``, ``Doubled``,
    ``Paid $20.00``."""
    lines = [
        f"{wager_label(layout, name)} {format_money(hand.wagers[name])}"
        for name in ordered_wagers(layout, (), SeatScene(wagers=hand.wagers))
        if hand.wagers.get(name)
    ]
    lines += hand.marks
    if hand.paid is not None:
        lines.append(
            arg(QCoreApplication.translate("TableView", "Paid %1"), format_money(hand.paid))
        )
    return tuple(lines)


def _hand_words(scene: TableScene, seat: SeatScene, index: int) -> str:
    hand = seat.hands[index]
    words = [cards_in_words(hand.cards), *hand_lines(scene.layout, hand)]
    if len(seat.hands) > 1:
        words.insert(0, arg(QCoreApplication.translate("TableView", "hand %1"), str(index + 1)))
    return ", ".join(words)


def _spoken_place(place: str) -> str:
    if place.startswith("S"):
        return arg(QCoreApplication.translate("TableView", "Seat %1"), place[1:])
    if place.startswith("C"):
        return arg(QCoreApplication.translate("TableView", "Community card %1"), place[1:])
    if place == "D":
        return QCoreApplication.translate("TableView", "Dealer")
    if place == "burn":
        return QCoreApplication.translate("TableView", "Discards")
    return place
