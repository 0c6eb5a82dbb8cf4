"""Roulette in the window (issue 26): every drill played by touch and by keyboard on the
drawn layout, what the store recorded checked; the layout's spots where the bets sit; the
house's posted odds and the rule texts on the rules page."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtWidgets import QLabel, QPushButton

from trainer.drilling import DrillPlan
from trainer.engine.games.roulette.layout import BetKind, Wheel, coverages
from trainer.engine.money import format_money
from trainer.progress import ProgressStore
from trainer.quiz.catalog import generate
from trainer.quiz.chips import DENOMINATIONS, fewest_chips
from trainer.quiz.house import rules_for_house
from trainer.quiz.model import AnswerKind, Mode, Question
from trainer.ui.answers import AmountAnswer, ChipsAnswer, ChoiceAnswer, OrderAnswer, SpotAnswer
from trainer.ui.games import ui_game
from trainer.ui.games.roulette import posted_roulette_html, roulette_scene_for
from trainer.ui.games.roulette_geometry import (
    CELL_H,
    CELL_W,
    GRID_BOTTOM,
    GRID_X,
    bet_spot,
    number_rect,
)
from trainer.ui.games.roulette_view import RouletteView
from trainer.ui.main_window import MainWindow


def sign_in(qtbot: Any, window: MainWindow, store: ProgressStore) -> None:
    trainee = store.add_trainee("Ann")
    window.sign_in.refresh()
    qtbot.mouseClick(window.sign_in.buttons[trainee.id], Qt.MouseButton.LeftButton)


def start(qtbot: Any, window: MainWindow, store: ProgressStore, family: str, seed: int) -> Any:
    sign_in(qtbot, window, store)
    window.start_drill(
        DrillPlan(mode=Mode.PRACTICE, game="roulette", family=f"roulette/{family}", seed=seed)
    )
    page = window.drill_page
    assert page.question is not None and page.question.family == f"roulette/{family}"
    return page


def layout_of(page: Any) -> RouletteView:
    view = page.tables.currentWidget()
    assert isinstance(view, RouletteView) and view.isVisible()
    return view


def next_question(qtbot: Any, window: MainWindow) -> None:
    page = window.drill_page
    qtbot.waitUntil(lambda: page.verdict.isVisible(), timeout=60_000)
    qtbot.keyClick(page.next_button, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not page.verdict.isVisible(), timeout=60_000)


def recorded(store: ProgressStore, count: int) -> list[tuple[str, float]]:
    attempts = list(store.attempts())
    assert len(attempts) == count
    return [(a.family, a.credit) for a in attempts]


@pytest.mark.parametrize("family", ["payout", "picture", "complete", "payoff-keys"])
def test_a_spins_payout_is_typed_on_the_keypad_and_by_keys(
    qtbot: Any, window: MainWindow, store: ProgressStore, family: str
) -> None:
    page = start(qtbot, window, store, family, seed=3)
    q: Question = page.question
    view = layout_of(page)
    scene = view.roulette_scene()
    # The spin's bets lie on the layout as the asked seat's stacks, the marker down.
    assert scene.winning == q.prompt["scenario"]["winning"]
    assert len(scene.stacks) == len(q.prompt["scenario"]["bets"])
    assert scene.asked == q.prompt["seat"]
    assert all(s.chips >= 1 for s in scene.stacks if s.seat == scene.asked)
    widget = page.widgets[AnswerKind.AMOUNT]
    assert isinstance(widget, AmountAnswer)
    # Touch: the on-screen keypad.
    keys = {b.text(): b for b in widget.findChildren(type(page.submit_button)) if b.text()}
    for ch in f"{int(q.answer) // 100}":
        qtbot.mouseClick(keys[ch], Qt.MouseButton.LeftButton)
    if int(q.answer) % 100:
        qtbot.mouseClick(keys["."], Qt.MouseButton.LeftButton)
        for ch in f"{int(q.answer) % 100:02d}":
            qtbot.mouseClick(keys[ch], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(page.submit_button, Qt.MouseButton.LeftButton)
    next_question(qtbot, window)
    # Keys: typed wrong, by a dollar.
    q = page.question
    qtbot.keyClicks(widget.field, format_money(int(q.answer) + 100))
    qtbot.keyClick(widget.field, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: page.verdict.isVisible(), timeout=60_000)
    assert recorded(store, 2) == [(f"roulette/{family}", 1.0), (f"roulette/{family}", 0.0)]


def mispaid_layout(
    qtbot: Any, window: MainWindow, store: ProgressStore
) -> tuple[Any, Question, RouletteView, SpotAnswer, int]:
    """A game-protection drill at its first mispaid layout (clean ones called clean): the
    page, the question, the layout, the answer widget and how many answers are stored."""
    page = start(qtbot, window, store, "spot-the-error", seed=1)
    widget = page.widgets[AnswerKind.SPOT]
    assert isinstance(widget, SpotAnswer)
    while page.question.answer["seat"] is None:
        qtbot.mouseClick(widget.clean_button, Qt.MouseButton.LeftButton)
        next_question(qtbot, window)
    return page, page.question, layout_of(page), widget, len(list(store.attempts()))


def test_the_mispaid_seat_is_pointed_at_by_a_tap_on_its_chips(
    qtbot: Any, window: MainWindow, store: ProgressStore
) -> None:
    page, q, view, widget, clean = mispaid_layout(qtbot, window, store)
    # Every bet shows what was paid beside its stack.
    assert [s.paid for s in view.roulette_scene().stacks] == list(q.prompt["shown"])
    seat = q.answer["seat"]
    # A tap on the seat's last stack (any of its stacks points at the seat).
    rect = view.stack_rects(seat)[-1]
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=rect.center().toPoint())
    assert widget.seat == seat and widget.field.hasFocus()
    qtbot.keyClicks(widget.field, format_money(q.answer["fix"]))
    qtbot.keyClick(widget.field, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: page.verdict.isVisible(), timeout=60_000)
    assert recorded(store, clean + 1)[-1] == ("roulette/spot-the-error", 1.0)


def tab_to(qtbot: Any, view: RouletteView, seat: int, seats: int) -> None:
    """Tab into the layout, then Tab from seat to seat until the seat has the focus."""
    view.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(view.hasFocus, timeout=10_000)
    for _ in range(seats):
        if view._focused == f"S{seat}":
            break
        qtbot.keyClick(view, Qt.Key.Key_Tab)
    assert view._focused == f"S{seat}"


def test_the_mispaid_seat_is_pointed_at_from_the_keyboard(
    qtbot: Any, window: MainWindow, store: ProgressStore
) -> None:
    page, q, view, widget, clean = mispaid_layout(qtbot, window, store)
    seat = q.answer["seat"]
    # Tab into the layout; Tab steps from seat to seat; Space points at the focused one.
    assert view.focusPolicy() == Qt.FocusPolicy.StrongFocus
    tab_to(qtbot, view, seat, len(q.prompt["seats"]))
    assert "Tap a seat's chips" in view.accessibleDescription()
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert widget.seat == seat
    qtbot.keyClicks(widget.field, format_money(q.answer["fix"] + 500))
    qtbot.keyClick(widget.field, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: page.verdict.isVisible(), timeout=60_000)
    assert recorded(store, clean + 1)[-1] == ("roulette/spot-the-error", 0.5)


def test_which_bet_wins_by_key_and_what_a_bet_covers_by_touch(
    qtbot: Any, window: MainWindow, store: ProgressStore
) -> None:
    page = start(qtbot, window, store, "which-wins", seed=2)
    q = page.question
    view = layout_of(page)
    assert view.roulette_scene().winning == q.prompt["winning"]
    assert view.roulette_scene().stacks == ()
    qtbot.keyClick(page.widgets[AnswerKind.CHOICE], str(q.answer + 1))
    qtbot.waitUntil(lambda: page.verdict.isVisible(), timeout=60_000)
    window.drill_page.end()
    window.back_home()
    window.start_drill(
        DrillPlan(mode=Mode.PRACTICE, game="roulette", family="roulette/covers", seed=2)
    )
    page = window.drill_page
    q = page.question
    view = layout_of(page)
    assert view.roulette_scene().winning is None
    widget = page.widgets[AnswerKind.CHOICE]
    assert isinstance(widget, ChoiceAnswer)
    qtbot.mouseClick(widget.buttons[q.answer], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.verdict.isVisible(), timeout=60_000)
    assert recorded(store, 2) == [("roulette/which-wins", 1.0), ("roulette/covers", 1.0)]


def test_a_picture_is_paid_in_value_chips_by_touch_and_by_keys(
    qtbot: Any, window: MainWindow, store: ProgressStore
) -> None:
    page = start(qtbot, window, store, "picture-chips", seed=4)
    q: Question = page.question
    view = layout_of(page)
    scene = view.roulette_scene()
    # The picture lies on the layout as for roulette/picture; a tray in front for the chips.
    assert len(scene.stacks) == len(q.prompt["scenario"]["bets"]) >= 3
    assert scene.asked == q.prompt["seat"] and scene.winning == q.prompt["scenario"]["winning"]
    assert scene.has_tray
    widget = page.widgets[AnswerKind.CHIPS]
    assert isinstance(widget, ChipsAnswer)
    values = sorted(DENOMINATIONS)
    # Touch: the tray's chip buttons, the fewest chips.
    best = fewest_chips(q.answer) or {}
    assert {str(d): n for d, n in best.items()} == q.extra["chips"]
    for value, count in best.items():
        for _ in range(count):
            qtbot.mouseClick(widget.chip_buttons[values.index(value)], Qt.MouseButton.LeftButton)
    built = [c for p in view.scene().players.values() for col in p.built for c in col]
    assert sum(built) == q.answer  # drawn in front of the layout as they are built
    qtbot.mouseClick(page.submit_button, Qt.MouseButton.LeftButton)
    next_question(qtbot, window)
    # Keys: the chips' digit keys, one $1 chip too many.
    q = page.question
    for value, count in (fewest_chips(q.answer) or {}).items():
        for _ in range(count):
            qtbot.keyClick(page, str(values.index(value) + 1))
    qtbot.keyClick(page, str(values.index(100) + 1))
    qtbot.keyClick(page, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: page.verdict.isVisible(), timeout=60_000)
    assert recorded(store, 2) == [("roulette/picture-chips", 1.0), ("roulette/picture-chips", 0.0)]


def past_posted_layout(qtbot: Any, window: MainWindow, page: Any) -> Question:
    """Called clean until a layout whose late chip was paid (§617a.3) comes up."""
    widget = page.widgets[AnswerKind.SPOT]
    for _ in range(40):
        if page.question.extra["error"] == "past-posted":
            return page.question  # type: ignore[no-any-return]
        qtbot.mouseClick(widget.clean_button, Qt.MouseButton.LeftButton)
        next_question(qtbot, window)
    raise AssertionError("no past-posted layout in 40 questions")


def test_617a_3_the_past_posted_chip_is_marked_late_and_left_out_by_touch_and_keys(
    qtbot: Any, window: MainWindow, store: ProgressStore
) -> None:
    page = start(qtbot, window, store, "spot-the-error", seed=1)
    widget = page.widgets[AnswerKind.SPOT]
    assert isinstance(widget, SpotAnswer)
    q = past_posted_layout(qtbot, window, page)
    view = layout_of(page)
    late = q.prompt["late"]
    stacks = view.roulette_scene().stacks
    # The late chip is drawn apart (a LATE tag), paid as the dealer paid it.
    assert [s.late for s in stacks] == [i == late for i in range(len(stacks))]
    assert len(view.late_tags()) == 1 and stacks[late].paid == q.prompt["shown"][late] > 0
    assert "placed after no more bets" in view.accessibleDescription()
    assert "placed after no more bets" in page.question_label.text()
    # Touch: a tap on the late chip points at its seat; the fix leaves the late chip out.
    seat = q.answer["seat"]
    rect = view.stack_rects(seat)[sum(1 for s in stacks[:late] if s.seat == seat)]
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=rect.center().toPoint())
    assert widget.seat == seat
    qtbot.keyClicks(widget.field, format_money(q.answer["fix"]))
    qtbot.keyClick(widget.field, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: page.verdict.isVisible(), timeout=60_000)
    first = len(list(store.attempts()))
    assert recorded(store, first)[-1] == ("roulette/spot-the-error", 1.0)
    next_question(qtbot, window)
    # Keys: the next such layout, its seat reached by Tab and Space; paying the late chip
    # as well is the dealer's mistake again, half credit for the seat alone.
    q = past_posted_layout(qtbot, window, page)
    view = layout_of(page)
    seat = q.answer["seat"]
    tab_to(qtbot, view, seat, len(q.prompt["seats"]))
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert widget.seat == seat
    qtbot.keyClicks(
        widget.field, format_money(q.answer["fix"] + q.prompt["shown"][q.prompt["late"]])
    )
    qtbot.keyClick(widget.field, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: page.verdict.isVisible(), timeout=60_000)
    attempts = list(store.attempts())
    assert (attempts[-1].family, attempts[-1].credit) == ("roulette/spot-the-error", 0.5)


def test_which_numbers_a_chip_covers_is_read_off_the_layout_by_touch_and_by_key(
    qtbot: Any, window: MainWindow, store: ProgressStore
) -> None:
    page = start(qtbot, window, store, "numbers-covered", seed=2)
    for answered in range(2):
        q = page.question
        view = layout_of(page)
        (chip,) = view.roulette_scene().stacks
        wheel = Wheel(q.prompt["wheel"])
        # One chip where the bet sits (§617a.3); its numbers are nowhere in the words.
        assert (chip.kind, chip.named) == (BetKind(q.prompt["bet"]), tuple(q.prompt["numbers"]))
        (rect,) = view.stack_rects(1)
        spot = view._transform().map(bet_spot(wheel, chip.kind, chip.named))
        assert rect.contains(spot)
        assert not any(c in view.accessibleDescription() for c in q.choices)
        widget = page.widgets[AnswerKind.CHOICE]
        assert isinstance(widget, ChoiceAnswer)
        if answered == 0:
            qtbot.mouseClick(widget.buttons[q.answer], Qt.MouseButton.LeftButton)
            next_question(qtbot, window)
        else:
            qtbot.keyClick(widget, str(q.answer + 1))
            qtbot.waitUntil(lambda: page.verdict.isVisible(), timeout=60_000)
    assert recorded(store, 2) == [("roulette/numbers-covered", 1.0)] * 2


def test_a_spin_is_settled_in_order_over_the_layout(
    qtbot: Any, window: MainWindow, store: ProgressStore
) -> None:
    page = start(qtbot, window, store, "settle-spin", seed=1)
    q = page.question
    layout_of(page)  # the layout is the backdrop
    widget = page.widgets[AnswerKind.ORDER]
    assert isinstance(widget, OrderAnswer)
    for step in q.answer:
        qtbot.mouseClick(widget.token_buttons[step], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(page.submit_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.verdict.isVisible(), timeout=60_000)
    assert recorded(store, 1) == [("roulette/settle-spin", 1.0)]


@pytest.mark.parametrize("family", ["wheel-chips", "colour-up"])
def test_wheel_chips_are_coloured_up_with_the_chip_keys(
    qtbot: Any, window: MainWindow, store: ProgressStore, family: str
) -> None:
    page = start(qtbot, window, store, family, seed=1)
    q = page.question
    view = layout_of(page)
    scene = view.roulette_scene()
    if family == "wheel-chips":
        assert scene.wheel_chips is not None
        assert (scene.wheel_chips.stacks, scene.wheel_chips.value) == (
            q.prompt["stacks"],
            q.prompt["value"],
        )
    else:
        assert dict(scene.pile) == {int(v): n for v, n in q.prompt["pile"].items()}
    widget = page.widgets[AnswerKind.CHIPS]
    assert isinstance(widget, ChipsAnswer)
    for denomination, count in (fewest_chips(q.answer) or {}).items():
        for _ in range(count):
            widget.add(denomination)
    # The chips built are drawn in front of the layout as they are added.
    assert any(seat.built for seat in view.scene().players.values())
    qtbot.mouseClick(page.submit_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.verdict.isVisible(), timeout=60_000)
    assert recorded(store, 1) == [(f"roulette/{family}", 1.0)]


def test_a_roulette_ruling_is_chosen_over_the_empty_layout(
    qtbot: Any, window: MainWindow, store: ProgressStore
) -> None:
    page = start(qtbot, window, store, "rulings", seed=1)
    q = page.question
    assert layout_of(page).roulette_scene().stacks == ()
    qtbot.keyClick(page.widgets[AnswerKind.CHOICE], str(q.answer + 1))
    qtbot.waitUntil(lambda: page.verdict.isVisible(), timeout=60_000)
    assert recorded(store, 1) == [("roulette/rulings", 1.0)]


# ---------------------------------------------------------------------------------------
# Where the bets sit (58 Pa. Code §617a.3: the bets and where each is placed)


def _on_line(point: QPointF, a: QRectF, b: QRectF) -> bool:
    shared = a.adjusted(-0.5, -0.5, 0.5, 0.5).intersected(b.adjusted(-0.5, -0.5, 0.5, 0.5))
    return shared.contains(point)


@pytest.mark.parametrize("wheel", list(Wheel))
def test_every_inside_bet_sits_where_its_numbers_meet(wheel: Wheel) -> None:
    for kind in (BetKind.STRAIGHT, BetKind.SPLIT, BetKind.CORNER):
        for numbers in coverages(wheel, kind):
            named = sorted(numbers)
            at = bet_spot(wheel, kind, named)
            rects = [number_rect(wheel, n) for n in named]
            if kind is BetKind.STRAIGHT:
                assert rects[0].center() == at
            elif all(n.isdigit() and int(n) > 0 for n in named):
                # a split on the line between its two, a corner where its four meet
                for i, a in enumerate(rects):
                    for b in rects[i + 1 :]:
                        if a.intersects(b.adjusted(-0.5, -0.5, 0.5, 0.5)):
                            assert _on_line(at, a, b), (kind, named)
    for numbers in coverages(wheel, BetKind.STREET):
        at = bet_spot(wheel, BetKind.STREET, sorted(numbers))
        low = min(int(n) for n in numbers)
        assert at.y() == GRID_BOTTOM  # the outer edge of its row
        assert at.x() == GRID_X + (low - 1) // 3 * CELL_W + CELL_W / 2
    for numbers in coverages(wheel, BetKind.SIX_LINE):
        at = bet_spot(wheel, BetKind.SIX_LINE, sorted(numbers))
        low = min(int(n) for n in numbers)
        assert (at.x(), at.y()) == (GRID_X + ((low - 1) // 3 + 1) * CELL_W, GRID_BOTTOM)


def test_the_bets_of_a_complete_on_zero_do_not_hide_one_another() -> None:
    wheel = Wheel.DOUBLE_ZERO
    spots = []
    for kind in (BetKind.STRAIGHT, BetKind.SPLIT, BetKind.TRIO, BetKind.TOP_LINE):
        for numbers in coverages(wheel, kind):
            if "0" in numbers:
                spots.append(bet_spot(wheel, kind, sorted(numbers)))
    for i, a in enumerate(spots):
        for b in spots[i + 1 :]:
            assert (a - b).manhattanLength() > CELL_H * 0.3


def test_the_side_panel_posts_the_wheel_odds_limits_and_the_zero_rule() -> None:
    rules = rules_for_house()["roulette"]
    question = generate("roulette/payout", difficulty=2, seed=1)
    html = posted_roulette_html(question, rules)
    for words in (
        "Double-zero wheel",
        "Straight up",
        "35&nbsp;to&nbsp;1",
        "$100.00",
        "Top line",
    ):
        assert words in html
    assert "A zero takes every even-money bet." in html
    scene = roulette_scene_for(question, rules)
    assert ui_game("roulette").scene(question, rules) == scene


def test_the_rules_page_shows_the_roulette_digest_and_the_posted_odds(
    qtbot: Any, window: MainWindow, store: ProgressStore
) -> None:
    sign_in(qtbot, window, store)
    window.show_rules()
    tab = window.rules.game_tabs["roulette"]
    assert [t.name for t in tab.texts] == ["roulette-pennsylvania.txt"]
    assert "§617a.4" in tab.text.toPlainText()
    posted = tab.posted.toPlainText()
    assert "Double-zero wheel" in posted and "35 to 1" in posted
    assert window.rules.show_clause("roulette", "58 Pa. Code §617a.4")


def test_a_south_dakota_house_shows_its_own_digest_and_odds(qtbot: Any) -> None:
    # ARSD 20:18:34 as the second jurisdiction: its digest, where Pennsylvania's shows.
    from trainer.engine.games.roulette.rules_file import load_roulette_rules
    from trainer.engine.rules_data import shipped_rules_files
    from trainer.ui.pages.rules import GameRulesTab

    (path,) = [p for p in shipped_rules_files() if p.name == "roulette-south-dakota.toml"]
    tab = GameRulesTab(load_roulette_rules(path))
    qtbot.addWidget(tab)
    assert [t.name for t in tab.texts] == ["roulette-south-dakota.txt"]
    assert "20:18:34" in tab.text.toPlainText()
    assert "South Dakota rules" in tab.posted.toPlainText()


def test_home_keeps_six_games_on_the_screen_by_putting_them_in_two_bands(
    qtbot: Any, window: MainWindow, store: ProgressStore
) -> None:
    # With roulette a sixth game's column: a trainee's hundreds of answers a cell made Home
    # wider than 1280x800 at a scale of 1.5 (853 px), and the page scrolled sideways. Where
    # the games do not fit side by side they go in two bands, one under the other.
    from trainer.progress import NewAttempt
    from trainer.quiz.model import GAME_NAMES, GAMES, Skill

    ann = store.add_trainee("Ann")
    for game in GAMES:
        for seed in range(120):
            store.record_attempt(
                NewAttempt(
                    trainee_id=ann.id,
                    game=game,
                    skill=Skill.PAYOUT.value,
                    family=f"{game}/payout",
                    difficulty=1,
                    seed=seed,
                    params={},
                    answer="$1.00",
                    expected="$1.00",
                    correct=True,
                    credit=1.0,
                    response_ms=12_345,
                )
            )
    window.resize(1280, 800)
    window.sign_in.refresh()
    qtbot.mouseClick(window.sign_in.buttons[ann.id], Qt.MouseButton.LeftButton)
    home = window.home

    def headings() -> list[Any]:
        return [
            w
            for w in home.findChildren(QLabel)
            if w.text() in GAME_NAMES.values() and w.isVisible()
        ]

    def rows() -> set[int]:
        """The heights the games' headings stand at on Home (a heading sits in a holder
        with the trainee's level under it, so its own y is always 0)."""
        return {w.mapTo(home, QPoint(0, 0)).y() for w in headings()}

    qtbot.waitUntil(lambda: any("120 answers" in b.text() for b in home.findChildren(QPushButton)))
    # New cells show on the next turn of the event loop: wait for every game's heading.
    qtbot.waitUntil(lambda: len(headings()) == len(GAMES), timeout=10_000)
    assert len(rows()) == 1  # side by side where they fit
    window.resize(760, 700)
    qtbot.waitUntil(
        lambda: len(headings()) == len(GAMES) and len(rows()) == 2,
        timeout=10_000,
    )
    scroll = home.parentWidget()
    qtbot.waitUntil(lambda: home.width() <= scroll.width(), timeout=10_000)
    window.resize(1280, 800)
    qtbot.waitUntil(
        lambda: len(headings()) == len(GAMES) and len(rows()) == 1,
        timeout=10_000,
    )


def test_a_supervised_roulette_exam_is_sat_on_the_layout_and_scored(
    qtbot: Any, window: MainWindow, store: ProgressStore, monkeypatch: Any, when_modal: Any
) -> None:
    boss = store.create_first_supervisor("Mona", "246810")
    store.define_exam(
        "Roulette payouts",
        games=["roulette"],
        skills=["payout"],
        question_count=3,
        time_limit_seconds=600,
        seed=5,
        by=boss,
        pass_mark_percent=60,
    )
    sign_in(qtbot, window, store)
    monkeypatch.setattr("PySide6.QtWidgets.QInputDialog.getItem", lambda *a, **k: (a[3][0], True))
    when_modal(lambda dialog: (qtbot.keyClicks(dialog.pin, "246810"), dialog.check()))
    window.choose_exam()
    page = window.drill_page
    for right in (True, True, False):
        q = page.question
        assert q is not None and q.game == "roulette"
        assert layout_of(page).roulette_scene().stacks  # the spin's bets on the layout
        widget = page.widgets[AnswerKind.AMOUNT]
        assert isinstance(widget, AmountAnswer)
        qtbot.keyClicks(widget.field, format_money(int(q.answer) + (0 if right else 100)))
        qtbot.keyClick(widget.field, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: not page.busy, timeout=60_000)
    qtbot.waitUntil(lambda: window.pages.currentWidget() is window.summary, timeout=60_000)
    (sitting,) = store.sittings(trainee_id=window.trainee.id) if window.trainee else ()
    assert sitting.passed and sitting.answered == 3
    assert {a.game for a in store.attempts()} == {"roulette"}
