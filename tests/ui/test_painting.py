"""The drawn cards, chips and table: pixmaps at any size, the four-colour deck, hit-testing,
taps by mouse and keyboard, and the words a screen reader hears."""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QMouseEvent, QPainter, QPixmapCache
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from trainer.engine.cards import Suit, parse_card, parse_cards
from trainer.quiz.chips import DENOMINATIONS
from trainer.ui import cards as cards_module
from trainer.ui.cards import (
    CardRow,
    CardWidget,
    card_name,
    card_pixmap,
    chip_colour,
    chip_pixmap,
    paint_card,
    suit_colour,
)
from trainer.ui.games import casino_holdem, three_card_poker, three_five_seven
from trainer.ui.table_scene import SeatScene, TableScene
from trainer.ui.table_view import TableView


def _scene(game: str) -> TableScene:
    """A full table for each game, as the drill page would show it."""
    if game == "three-card-poker":
        return TableScene(
            game=game,
            seats=7,
            players={
                1: SeatScene(
                    parse_cards("Ah Kh Qh"), {"pair_plus": 500, "ante": 1000, "play": 1000}
                ),
                3: SeatScene(parse_cards("9c 9d 4s"), {"ante": 750}, note="Folded"),
                7: SeatScene((None, None, None), {"ante": 2500, "pair_plus": 2500}),
            },
            dealer=parse_cards("Qs Jd 2c"),
            caption="Pair Plus pay table 1",
            layout=three_card_poker.layout(),
        )
    if game == "casino-holdem":
        return TableScene(
            game=game,
            seats=7,
            players={
                2: SeatScene(parse_cards("7c 7s"), {"ante": 500, "call": 1000, "progressive": 100}),
                5: SeatScene(parse_cards("Td 9d"), {"ante": 10000, "call": 20000}),
            },
            community=parse_cards("Kh 7d 2s Jc 9h"),
            dealer=parse_cards("As 4d"),
            layout=casino_holdem.layout(),
        )
    return TableScene(
        game="three-five-seven",
        seats=8,
        players={
            1: SeatScene(parse_cards("5h 5d Kc"), {"three": 500, "five": 500, "seven": 750}),
            8: SeatScene(parse_cards("Jh Jd 4c"), {"three": 2500, "tip seven": 100}),
        },
        community=(parse_card("Ac"), parse_card("Td"), None, None),
        caption="Payout Schedule 1 / 3 / 5",
        layout=three_five_seven.layout(),
    )


GAMES = ("three-card-poker", "casino-holdem", "three-five-seven")


@pytest.fixture
def view(qtbot: QtBot) -> TableView:
    widget = TableView()
    qtbot.addWidget(widget)
    widget.resize(1280, 800)
    widget.set_scene(_scene("three-card-poker"))
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def _centre(view: TableView, place: str) -> QPoint:
    rect = view.place_rect(place)
    assert not rect.isEmpty(), place
    return rect.center().toPoint()


def _is_red(colour: QColor) -> bool:
    return colour.red() > 150 and colour.green() < 90 and colour.blue() < 90


def _is_blue(colour: QColor) -> bool:
    return colour.blue() > 150 and colour.red() < 90


# --- cards and chips as pixmaps ------------------------------------------------------------


@pytest.mark.parametrize("height", [12, 40, 97, 140, 600])
@pytest.mark.parametrize("ratio", [1.0, 2.0])
@pytest.mark.parametrize("text", ["Ah", "Td", "Kc", "7s", None])
def test_card_pixmap_renders_at_any_size(
    qtbot: QtBot, height: int, ratio: float, text: str | None
) -> None:
    card = parse_card(text) if text else None
    pixmap = card_pixmap(card, height, device_pixel_ratio=ratio)
    assert not pixmap.isNull()
    assert pixmap.height() == round(height * ratio)
    assert pixmap.width() == round(round(height * 5 / 7) * ratio)
    assert pixmap.devicePixelRatio() == ratio
    image = pixmap.toImage()
    # An opaque card in the middle, transparent rounded corners.
    assert image.pixelColor(image.width() // 2, image.height() // 2).alpha() == 255
    if height >= 40:
        assert image.pixelColor(0, 0).alpha() < 40


def test_card_pixmap_is_cached(qtbot: QtBot) -> None:
    first = card_pixmap(parse_card("Qs"), 120)
    second = card_pixmap(parse_card("Qs"), 120)
    assert first.cacheKey() == second.cacheKey()


def test_four_colour_deck_turns_diamonds_blue_and_clubs_green(qtbot: QtBot) -> None:
    seven = parse_card("7d")
    two_colour = card_pixmap(seven, 280).toImage()
    four_colour = card_pixmap(seven, 280, four_colour=True).toImage()
    # The centre of a seven is its large centre pip.
    middle = (two_colour.width() // 2, two_colour.height() // 2)
    assert _is_red(two_colour.pixelColor(*middle))
    assert _is_blue(four_colour.pixelColor(*middle))
    assert suit_colour(Suit.CLUBS, True).green() > suit_colour(Suit.CLUBS, True).red()
    # Hearts and spades keep their colours.
    assert suit_colour(Suit.HEARTS, True) == suit_colour(Suit.HEARTS, False)
    assert suit_colour(Suit.SPADES, True) == suit_colour(Suit.SPADES, False)


def test_paint_card_keeps_five_by_seven_inside_a_wide_rect(qtbot: QtBot) -> None:
    image = QImage(400, 140, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    paint_card(painter, QRectF(0, 0, 400, 140), parse_card("As"), highlighted=True, dimmed=True)
    painter.end()
    assert image.pixelColor(200, 70).alpha() == 255  # the card, centred
    assert image.pixelColor(100, 70).alpha() == 0  # nothing outside its 100 x 140
    assert image.pixelColor(300, 70).alpha() == 0


@pytest.mark.parametrize("size", [10, 32, 64, 256])
def test_chip_pixmaps_render_every_denomination(qtbot: QtBot, size: int) -> None:
    for value in (*DENOMINATIONS, 50_000, 100_000, 123_400):
        pixmap = chip_pixmap(value, size, device_pixel_ratio=1.5)
        assert not pixmap.isNull()
        assert pixmap.width() == pixmap.height() == round(size * 1.5)
        image = pixmap.toImage()
        assert image.pixelColor(image.width() // 2, image.height() // 2).alpha() == 255
        assert image.pixelColor(0, 0).alpha() == 0


def test_chip_colours_follow_casino_convention() -> None:
    white, red, green, black = (chip_colour(v) for v in (100, 500, 2_500, 10_000))
    assert white.lightness() > 200
    assert red.red() > 150 and red.green() < 80
    assert green.green() > green.red() and green.green() > green.blue()
    assert black.lightness() < 60
    pink = chip_colour(250)
    assert pink.red() > 200 and pink.blue() > pink.green()
    assert len({chip_colour(v).name() for v in DENOMINATIONS}) == len(DENOMINATIONS)


# --- card widgets --------------------------------------------------------------------------


def test_card_widget_names_its_card_and_scales(qtbot: QtBot) -> None:
    widget = CardWidget(parse_card("Ah"))
    qtbot.addWidget(widget)
    assert widget.accessibleName() == "Ace of hearts"
    widget.set_card(parse_card("Tc"))
    assert widget.accessibleName() == "Ten of clubs"
    widget.set_card(None)
    assert widget.accessibleName() == "face-down card"
    assert widget.heightForWidth(100) == 140
    widget.set_card(parse_card("Qd"))
    widget.set_four_colour(True)
    widget.set_highlighted(True)
    widget.set_dimmed(True)
    for height in (40, 140, 900):
        widget.resize(round(height * 5 / 7), height)
        assert not widget.grab().isNull()


def test_card_row_names_every_card_and_hit_tests(qtbot: QtBot) -> None:
    row = CardRow()
    qtbot.addWidget(row)
    assert row.accessibleName() == "No cards"
    cards = parse_cards("Ah Kd 7c 2s")
    row.set_cards([*cards, None])
    for card in cards:
        assert card_name(card) in row.accessibleName()
    assert "face-down card" in row.accessibleName()
    row.resize(600, 120)
    rects = row.card_rects()
    assert len(rects) == 5
    assert row.card_at(rects[0].center()) == 0
    assert row.card_at(rects[4].center()) == 4
    assert row.card_at(QPointF(1, 1)) is None
    row.set_highlighted([1])
    row.set_dimmed([2])
    row.set_four_colour(True)
    assert not row.grab().isNull()
    row.resize(150, 60)  # too narrow: the cards overlap to fit
    rects = row.card_rects()
    assert rects[-1].right() <= 150 and rects[0].left() >= 0


def test_a_hand_strip_repaints_its_cards_from_pixmaps(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A verdict repaints every hand strip; each card is drawn once per size, ring and grey,
    then copied (issue 28: a verdict within one frame)."""
    row = CardRow(parse_cards("Ah Kd 7c"))
    qtbot.addWidget(row)
    row.resize(400, 120)
    fresh = row.grab().toImage()
    drawn: list[object] = []
    real = cards_module.paint_card

    def counting(*args: Any, **kwargs: Any) -> None:
        drawn.append(args[2])
        real(*args, **kwargs)

    monkeypatch.setattr(cards_module, "paint_card", counting)
    QPixmapCache.clear()
    first = row.grab().toImage()
    assert len(drawn) == 3
    for _ in range(3):
        assert row.grab().toImage() == first
    assert len(drawn) == 3  # repaints only copy the pixmaps
    assert first == fresh
    row.set_highlighted([1])
    row.grab()
    assert drawn[3:] == [parse_card("Kd")]  # the ringed card is drawn once, ringed
    row.grab()
    assert len(drawn) == 4


# --- the table -----------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_place_at_finds_every_spot(qtbot: QtBot, view: TableView, game: str) -> None:
    scene = _scene(game)
    view.set_scene(scene)
    community = {"three-card-poker": 0, "casino-holdem": 5, "three-five-seven": 4}[game]
    expected = [f"S{n}" for n in range(1, scene.seats + 1)]
    expected += [f"C{n}" for n in range(1, community + 1)] + ["D", "burn"]
    assert list(view.places()) == expected
    for place in expected:
        assert view.place_at(QPointF(_centre(view, place))) == place
    assert view.place_at(QPointF(2, 2)) is None  # the room beside the table


@pytest.mark.parametrize("game", GAMES)
def test_seats_run_from_the_dealers_left(qtbot: QtBot, view: TableView, game: str) -> None:
    scene = _scene(game)
    view.set_scene(scene)
    middle = view.width() / 2
    first, last = _centre(view, "S1"), _centre(view, f"S{scene.seats}")
    assert first.x() > middle  # first base: the dealer's left, the screen's right
    assert last.x() < middle  # third base
    xs = [_centre(view, f"S{n}").x() for n in range(1, scene.seats + 1)]
    assert xs == sorted(xs, reverse=True)
    dealer = _centre(view, "D")
    assert abs(dealer.x() - middle) < 5 and dealer.y() < view.height() / 3
    if game == "casino-holdem":
        cards = [_centre(view, f"C{n}") for n in range(1, 6)]
        assert [c.x() for c in cards] == sorted(c.x() for c in cards)
        gaps = [b.x() - a.x() for a, b in itertools.pairwise(cards)]
        assert gaps[2] > gaps[1] and gaps[3] > gaps[1]  # the turn and river stand apart


@pytest.mark.parametrize("size", [(480, 300), (1280, 800), (1920, 1080), (3840, 2160)])
@pytest.mark.parametrize("game", GAMES)
def test_table_draws_at_any_size(qtbot: QtBot, game: str, size: tuple[int, int]) -> None:
    view = TableView()
    qtbot.addWidget(view)
    view.resize(*size)
    view.set_scene(_scene(game))
    view.set_tappable(view.places())
    view.set_marks({"S1": [1, 4], "D": [2]})
    view.set_highlight(["S1"])
    image = view.grab().toImage()
    assert image.width() == size[0] and image.height() == size[1]
    # The felt at the middle of the table is green.
    felt = image.pixelColor(size[0] // 2, round(size[1] * 0.62))
    assert felt.green() > felt.red() and felt.green() > felt.blue()


def test_clicking_a_tappable_spot_emits_its_name(qtbot: QtBot, view: TableView) -> None:
    view.set_tappable(["S1", "S3", "D"])
    for place in ("S3", "D", "S1"):
        with qtbot.waitSignal(view.place_tapped, timeout=60_000) as blocker:
            qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=_centre(view, place))
        assert blocker.args == [place]


def test_a_spot_that_is_not_tappable_stays_silent(qtbot: QtBot, view: TableView) -> None:
    view.set_tappable(["S1"])
    with qtbot.assertNotEmitted(view.place_tapped):
        qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=_centre(view, "S2"))
        qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=_centre(view, "burn"))
        qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=QPoint(2, 2))
        qtbot.mouseClick(view, Qt.MouseButton.RightButton, pos=_centre(view, "S1"))
    view.set_tappable([])
    with qtbot.assertNotEmitted(view.place_tapped):
        qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=_centre(view, "S1"))
    assert view.focusPolicy() == Qt.FocusPolicy.NoFocus


def test_press_on_one_spot_and_release_on_another_does_not_tap(
    qtbot: QtBot, view: TableView
) -> None:
    view.set_tappable(["S1", "S2"])
    with qtbot.assertNotEmitted(view.place_tapped):
        qtbot.mousePress(view, Qt.MouseButton.LeftButton, pos=_centre(view, "S1"))
        qtbot.mouseRelease(view, Qt.MouseButton.LeftButton, pos=_centre(view, "S2"))


def test_tab_and_enter_tap_from_the_keyboard(qtbot: QtBot, view: TableView) -> None:
    view.set_scene(_scene("casino-holdem"))
    view.set_tappable(["C1", "S3", "S1"])  # tab order: seats from first base, then the board
    assert view.focusPolicy() == Qt.FocusPolicy.StrongFocus
    taps: list[str] = []
    view.place_tapped.connect(taps.append)
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    qtbot.keyClick(view, Qt.Key.Key_Space)
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    qtbot.keyClick(view, Qt.Key.Key_Enter)
    qtbot.keyClick(view, Qt.Key.Key_Backtab)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert taps == ["S1", "S3", "C1", "S3"]


def test_arrow_keys_move_between_spots_as_they_lie_on_screen(qtbot: QtBot, view: TableView) -> None:
    view.set_tappable(["S1", "S4", "S7"])
    taps: list[str] = []
    view.place_tapped.connect(taps.append)
    qtbot.keyClick(view, Qt.Key.Key_Tab)  # S1, at the right end
    qtbot.keyClick(view, Qt.Key.Key_Right)  # nothing further right: stays
    qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.keyClick(view, Qt.Key.Key_Left)  # the bottom middle seat
    qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.keyClick(view, Qt.Key.Key_Left)  # third base
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert taps == ["S1", "S4", "S7"]


def test_accessible_name_tells_every_card_and_wager(qtbot: QtBot, view: TableView) -> None:
    for game in GAMES:
        scene = _scene(game)
        view.set_scene(scene)
        name = view.accessibleName()
        cards = [*scene.dealer, *scene.community]
        for seat in scene.players.values():
            cards.extend(seat.cards)
        for card in cards:
            if card is not None:
                assert card_name(card) in name, (game, card)
        for number, seat in scene.players.items():
            assert f"Seat {number}: " in name
            for amount in seat.wagers.values():
                dollars, cents = divmod(amount, 100)
                assert f"${dollars:,}.{cents:02d}" in name
    view.set_scene(_scene("three-card-poker"))
    name = view.accessibleName()
    assert "Three Card Poker table" in name
    assert "Seat 1: Ace of hearts, King of hearts, Queen of hearts; " in name
    assert "Pair Plus $5.00, Ante $10.00, Play $10.00" in name
    assert "Dealer: Queen of spades, Jack of diamonds, Two of clubs" in name
    assert "Folded" in name
    assert "face-down card" in name
    view.set_scene(_scene("three-five-seven"))
    assert "3-card wager $5.00" in view.accessibleName()
    assert "Tip on the 7-card hand $1.00" in view.accessibleName()
    assert "Payout Schedule 1 / 3 / 5" in view.accessibleDescription()


def test_marks_highlight_and_four_colour_repaint(qtbot: QtBot, view: TableView) -> None:
    plain = view.grab().toImage()
    view.set_marks({"S1": [2, 6], "D": [1], "nowhere": [3]})
    marked = view.grab().toImage()
    assert marked != plain
    assert "Seat 1 2, 6" in view.accessibleDescription()
    view.set_marks({})
    view.set_highlight(["S3", "burn"])
    lit = view.grab().toImage()
    assert lit != plain
    assert "Highlighted: Seat 3, Discards" in view.accessibleDescription()
    view.set_highlight([])
    assert view.grab().toImage() == plain
    view.set_four_colour(True)  # the dealer's jack of diamonds turns blue
    assert view.grab().toImage() != plain


def _hover(view: TableView, place: str) -> None:
    """Move the mouse over a spot, delivered to the view itself (a move through the
    platform lands on whichever window is on top at that point of the screen)."""
    pos = QPointF(_centre(view, place))
    event = QMouseEvent(
        QEvent.Type.MouseMove,
        pos,
        view.mapToGlobal(pos),
        Qt.MouseButton.NoButton,
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(view, event)


def test_hover_over_a_tappable_spot_shows_a_hand_cursor(qtbot: QtBot, view: TableView) -> None:
    view.set_tappable(["S1"])
    _hover(view, "S1")
    assert view.cursor().shape() == Qt.CursorShape.PointingHandCursor
    _hover(view, "S2")
    assert view.cursor().shape() == Qt.CursorShape.ArrowCursor


def test_new_scene_drops_spots_that_no_longer_exist(qtbot: QtBot, view: TableView) -> None:
    view.set_scene(_scene("casino-holdem"))
    view.set_tappable(["C5", "S1"])
    view.set_marks({"C5": [1]})
    view.set_scene(_scene("three-card-poker"))  # no community cards
    assert "C5" not in view.places()
    assert "Community card 5" not in view.accessibleDescription()
    with qtbot.assertNotEmitted(view.place_tapped):
        qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=_centre(view, "S2"))
    with qtbot.waitSignal(view.place_tapped, timeout=60_000):
        qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=_centre(view, "S1"))


def test_the_felt_is_drawn_once_per_size_between_a_question_and_its_verdict(
    view: TableView, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 28: the felt's static layer was redrawn on every verdict, since the felt is one
    height under an answer and another under its verdict; each size's layer is kept."""
    drawn: list[tuple[int, int]] = []
    paint_table = view._paint_table

    def counting(painter: Any) -> None:
        drawn.append((view.width(), view.height()))
        paint_table(painter)

    monkeypatch.setattr(view, "_paint_table", counting)
    for _ in range(5):  # question, verdict, question, ...
        for height in (520, 430):
            view.resize(1280, height)
            view.grab()
    assert drawn == [(1280, 520), (1280, 430)]


def test_the_felt_is_drawn_once_while_only_its_height_changes(
    qtbot: QtBot, view: TableView, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 28: each question's answer area and each verdict are of their own height, so
    the felt took a new height at almost every verdict, and its static layer, kept per size,
    was drawn again (a third of a verdict's time). Kept per scale of the table, it is drawn
    once while the table keeps its scale, and the felt shows what a felt drawn afresh at
    that size shows."""
    drawn: list[int] = []
    paint_table = view._paint_table

    def counting(painter: Any) -> None:
        drawn.append(view.height())
        paint_table(painter)

    monkeypatch.setattr(view, "_paint_table", counting)
    heights = (520, 560, 611, 505, 700, 533, 529)  # the width sets the scale: 800 / 1600
    for height in heights:
        view.resize(800, height)
        view.grab()
    assert drawn == [520]
    fresh = TableView()
    qtbot.addWidget(fresh)
    fresh.set_scene(_scene("three-card-poker"))
    for height in heights:
        view.resize(800, height)
        fresh.resize(800, height)
        assert view.grab().toImage() == fresh.grab().toImage(), height
    view.resize(700, 529)  # another scale: drawn at that scale
    view.grab()
    assert drawn == [520, 529]


def test_the_seats_are_placed_once_for_each_number_of_seats(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Issue 28: every question's scene worked out where its seats lie on the curve again
    (a few hundred points sampled, for each of up to six trial sizes). They are placed
    once for each number of seats, and every scene of that many seats gets the same
    places."""
    from trainer.ui import table_scene

    table_scene._seat_centres_of.cache_clear()
    sampled: list[float] = []
    curve = table_scene._seat_curve

    def counting(width: float, height: float, *args: Any) -> Any:
        sampled.append(width)
        return curve(width, height, *args)

    monkeypatch.setattr(table_scene, "_seat_curve", counting)
    first = table_scene.layout_of(_scene("three-card-poker")).seat_rects
    once = len(sampled)
    again = table_scene.layout_of(_scene("three-card-poker")).seat_rects
    table_scene.layout_of(_scene("casino-holdem"))  # seven seats too
    assert once > 0 and len(sampled) == once
    assert again == first
