"""Blackjack in the window (issue 25): every drill played on the blackjack table by touch
and by keyboard and recorded in the store; the felt, the strip under it and the side panel
show every fact a grade depends on (each hand's cards and wager, a double, a split, a
surrender, the insurance, what was paid, the odds a blackjack pays, the dealer's rule)."""

from __future__ import annotations

import dataclasses
from decimal import Decimal
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from tests.ui.test_window import answer, sign_in, wait_verdict
from trainer.drilling import DrillPlan
from trainer.engine.money import format_money
from trainer.progress import ProgressStore
from trainer.quiz.catalog import families_for, generate
from trainer.quiz.chips import DENOMINATIONS, fewest_chips
from trainer.quiz.house import rules_for_house
from trainer.quiz.model import AnswerKind, Mode, Question
from trainer.ui.answers import ChipsAnswer, OrderAnswer, SpotAnswer
from trainer.ui.games import ui_game
from trainer.ui.games.blackjack import BlackjackScene, BlackjackTableView, blackjack_scene
from trainer.ui.main_window import MainWindow
from trainer.ui.pages.drill import DrillPage

FAMILIES = [f.id for f in families_for("blackjack")]


def _next(qtbot: Any, page: DrillPage) -> None:
    qtbot.keyClick(page.next_button, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not page.verdict.isVisible(), timeout=60_000)


@pytest.mark.parametrize("family", FAMILIES)
def test_every_blackjack_drill_is_answered_on_its_table_and_recorded(
    qtbot: Any, window: MainWindow, store: ProgressStore, family: str
) -> None:
    sign_in(qtbot, window, store)
    plan = DrillPlan(mode=Mode.PRACTICE, game="blackjack", family=family, seed=7)
    window.start_drill(plan)
    page = window.drill_page
    for right in (True, False):
        q = page.question
        assert q is not None and q.family == family
        # The blackjack table is the one shown, and the one the answer widgets draw on.
        assert isinstance(page.tables.currentWidget(), BlackjackTableView)
        assert page.table is page.tables.currentWidget()
        answer(qtbot, window, right)
        wait_verdict(qtbot, window)
        assert ("Right" in page.verdict_label.text()) == right
        _next(qtbot, page)
    attempts = list(store.attempts())
    assert [a.credit == 1 for a in attempts] == [True, False]
    assert {(a.game, a.family) for a in attempts} == {("blackjack", family)}


def _tap(qtbot: Any, page: DrillPage, place: str) -> None:
    centre = page.table.place_rect(place).center().toPoint()
    qtbot.mouseClick(page.table, Qt.MouseButton.LeftButton, pos=centre)


@pytest.mark.parametrize("family", ["blackjack/dealing-order", "blackjack/settlement-order"])
def test_the_order_is_tapped_on_the_boxes_and_the_dealer_then_keyed(
    qtbot: Any, window: MainWindow, store: ProgressStore, family: str
) -> None:
    # 633a.7: first base to third base, then the dealer; settled from third base.
    sign_in(qtbot, window, store)
    window.start_drill(DrillPlan(mode=Mode.PRACTICE, game="blackjack", family=family, seed=3))
    page = window.drill_page
    widget = page.widgets[AnswerKind.ORDER]
    assert isinstance(widget, OrderAnswer)
    q = page.question
    assert q is not None
    for token in q.answer:  # touch: each box (or the dealer's spot) tapped in turn
        _tap(qtbot, page, token)
    assert widget.sequence == list(q.answer)
    qtbot.mouseClick(page.submit_button, Qt.MouseButton.LeftButton)
    wait_verdict(qtbot, window)
    assert "Right" in page.verdict_label.text()
    _next(qtbot, page)
    q = page.question
    assert q is not None
    table = page.table
    table.setFocus(Qt.FocusReason.TabFocusReason)  # keys: Tab to each spot, Space taps it
    order = list(table._tappable)
    at = order[0]
    for token in q.answer:
        steps = order.index(token) - order.index(at)
        key = Qt.Key.Key_Tab if steps >= 0 else Qt.Key.Key_Backtab
        for _ in range(abs(steps)):
            qtbot.keyClick(table, key)
        at = token
        qtbot.keyClick(table, Qt.Key.Key_Space)
    assert widget.sequence == list(q.answer)
    # The whole order given: Tab on to Submit, and Enter submits.
    for _ in range(60):
        if page.submit_button.hasFocus():
            break
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert page.submit_button.hasFocus()
    assert widget.sequence == list(q.answer)
    qtbot.keyClick(page.submit_button, Qt.Key.Key_Return)
    wait_verdict(qtbot, window)
    assert "Right" in page.verdict_label.text()
    assert [a.credit for a in store.attempts()] == [1.0, 1.0]


def test_a_blackjack_paid_in_chips_is_built_at_its_box_by_keys(
    qtbot: Any, window: MainWindow, store: ProgressStore
) -> None:
    sign_in(qtbot, window, store)
    family = "blackjack/payout-chips"
    window.start_drill(DrillPlan(mode=Mode.PRACTICE, game="blackjack", family=family, seed=5))
    page = window.drill_page
    q = page.question
    assert q is not None
    widget = page.widgets[AnswerKind.CHIPS]
    assert isinstance(widget, ChipsAnswer)
    seat = int(q.prompt["seat"])
    assert page.table.scene().players[seat].hands, "the blackjack lies in its box"
    values = sorted(DENOMINATIONS)  # the tray's chips, keys 1 to 6 from the smallest
    assert len(widget.chip_buttons) == len(values)
    for value, count in (fewest_chips(q.answer) or {}).items():
        for _ in range(count):
            qtbot.keyClick(page, str(values.index(value) + 1))  # the chip's digit key
    built = [c for column in page.table.scene().players[seat].built for c in column]
    assert sum(built) == q.answer  # the chips drawn at the box as they are built
    qtbot.keyClick(page, Qt.Key.Key_Return)
    wait_verdict(qtbot, window)
    assert "Right" in page.verdict_label.text()
    (attempt,) = store.attempts()
    assert (attempt.family, attempt.credit) == (family, 1.0)


def test_the_mispaid_seat_is_tapped_on_the_felt_and_a_wrong_fix_earns_half(
    qtbot: Any, window: MainWindow, store: ProgressStore
) -> None:
    sign_in(qtbot, window, store)
    family = "blackjack/spot-the-error"
    plan = DrillPlan(mode=Mode.PRACTICE, game="blackjack", skill="game-protection")
    window.start_drill(dataclasses.replace(plan, family=family, seed=2))
    page = window.drill_page
    widget = page.widgets[AnswerKind.SPOT]
    assert isinstance(widget, SpotAnswer)
    credits = []
    while (q := page.question) is not None and q.answer["seat"] is None:
        qtbot.mouseClick(widget.clean_button, Qt.MouseButton.LeftButton)
        wait_verdict(qtbot, window)
        credits.append(1.0)
        _next(qtbot, page)
    assert q is not None
    seat = q.answer["seat"]
    _tap(qtbot, page, f"S{seat}")
    assert widget.seat == seat
    assert page.table._highlight == {f"S{seat}"}
    # The seat pointed at stands out among its buttons, not only in the words beside them.
    pointed = widget.seat_buttons[seat]
    other = next(b for s, b in widget.seat_buttons.items() if s != seat)
    assert pointed.isChecked() and not other.isChecked()
    inside = pointed.rect().center() - pointed.rect().topLeft()
    shade = pointed.grab().toImage().pixelColor(6, inside.y())
    assert shade != other.grab().toImage().pixelColor(6, inside.y())
    qtbot.keyClicks(widget.field, format_money(int(q.answer["fix"]) + 500))
    qtbot.keyClick(widget.field, Qt.Key.Key_Return)
    wait_verdict(qtbot, window)
    assert "Partly right (50%)" in page.verdict_label.text()
    credits.append(0.5)
    assert [a.credit for a in store.attempts()] == credits


def _cents(value: Any) -> int:
    return int(Decimal(str(value)) * 100)


def _shown(family: str, seeds: range) -> list[Question]:
    return [generate(family, difficulty=d, seed=s) for d in (1, 2, 3) for s in seeds]


@pytest.mark.parametrize(
    "family", ["blackjack/payout", "blackjack/payout-table", "blackjack/spot-the-error"]
)
def test_the_felt_shows_every_hand_its_wager_marks_insurance_and_payment(family: str) -> None:
    # What settles a seat (633a.8 insurance, 633a.9 surrender, 633a.10 double, 633a.11
    # split) and, on an audited table, what was paid: all on the felt and in its words.
    rules = rules_for_house()["blackjack"]
    for q in _shown(family, range(12)):
        scene = blackjack_scene(q, rules)
        scenario = q.prompt["scenario"]
        assert scene.pays == scenario["blackjack_pays"]
        assert [str(c) for c in scene.dealer] == scenario["dealer"]
        shown = dict(zip(q.prompt.get("seats", ()), q.prompt.get("shown", ()), strict=False))
        for seat in scenario["seats"]:
            spot = scene.players[seat["seat"]]
            assert len(spot.hands) == len(seat["hands"])
            for k, (hand, drawn) in enumerate(zip(seat["hands"], spot.hands, strict=True)):
                assert [str(c) for c in drawn.cards if c] == hand["cards"]
                assert drawn.wagers["bet"] == _cents(hand["wager"])
                assert ("double" in drawn.wagers) == hand["doubled"]
                assert ("Split" in drawn.marks) == hand["split"]
                assert ("Surrendered" in drawn.marks) == hand["surrendered"]
                if seat["seat"] in shown:
                    assert drawn.paid == shown[seat["seat"]]["hands"][k]
                else:
                    assert drawn.paid is None
            assert spot.wagers.get("insurance", 0) == _cents(seat.get("insurance", 0))
            assert (seat["seat"] in scene.even_money) == bool(seat.get("even_money"))
            if seat["seat"] in shown and (seat.get("insurance") or seat.get("even_money")):
                paid = shown[seat["seat"]]["insurance"]
                assert f"Insurance paid {format_money(paid)}" in spot.note
                assert scene.insurance_paid[seat["seat"]] == paid


def test_the_strip_and_the_side_panel_show_the_table_large(
    qtbot: Any, window: MainWindow, store: ProgressStore
) -> None:
    # A split seat's hands each with its own wager; the odds the question's table pays
    # posted beside it (a dealer deals at houses paying 6 to 5 too, §633a.13).
    sign_in(qtbot, window, store)
    page = window.drill_page
    for seed in range(1, 40):
        window.start_drill(
            DrillPlan(game="blackjack", family="blackjack/payout-table", difficulty=3, seed=seed)
        )
        q = page.question
        assert q is not None
        if any(len(s["hands"]) > 1 for s in q.prompt["scenario"]["seats"]):
            break
        page.end()
    assert q is not None
    scenario = q.prompt["scenario"]
    strip_words = [
        w.accessibleName() for w in page.strip.findChildren(QWidget) if w.parent() is page.strip
    ]
    for seat in scenario["seats"]:
        for k, hand in enumerate(seat["hands"]):
            label = f"Seat {seat['seat']}" + (f" hand {k + 1}" if len(seat["hands"]) > 1 else "")
            wager = f"Bet {format_money(_cents(hand['wager']))}"
            assert any(w.startswith(f"{label}:") and wager in w for w in strip_words), (
                label,
                strip_words,
            )
    assert f"Blackjack pays <b>{scenario['blackjack_pays']}</b>" in page.side.text()
    scene = page.table.scene()
    assert isinstance(scene, BlackjackScene)
    assert f"Blackjack pays {scenario['blackjack_pays']}" in page.table.accessibleDescription()


def test_the_seat_asked_is_highlighted_and_the_dealers_rule_posted(
    qtbot: Any, window: MainWindow, store: ProgressStore
) -> None:
    sign_in(qtbot, window, store)
    page = window.drill_page
    window.start_drill(DrillPlan(game="blackjack", family="blackjack/payout", seed=4))
    q = page.question
    assert q is not None
    assert page.table._highlight == {f"S{q.prompt['seat']}"}
    # Under the felt too, the seat asked comes first after the dealer, marked so.
    groups = [w for w in page.strip.findChildren(QWidget) if w.parent() is page.strip]
    labels = [g.accessibleName().split(":")[0] for g in groups]
    assert labels[0] == "Dealer"
    assert labels[1].startswith(f"Seat {q.prompt['seat']}") and labels[1].endswith(" · asked")
    assert sum(label.endswith(" · asked") for label in labels) == len(
        next(s for s in q.prompt["scenario"]["seats"] if s["seat"] == q.prompt["seat"])["hands"]
    )
    page.end()
    window.start_drill(DrillPlan(game="blackjack", family="blackjack/dealer-draws", seed=4))
    q = page.question
    assert q is not None
    scene = page.table.scene()
    assert isinstance(scene, BlackjackScene)
    assert scene.hits_soft_17 == q.prompt["hits_soft_17"]
    assert [str(c) for c in scene.dealer if c] == q.prompt["dealer"]
    rule = "hits soft 17" if q.prompt["hits_soft_17"] else "stands on all 17s"
    assert f"<b>{rule}</b>" in page.side.text()
    assert not page.table._highlight


def test_a_split_hand_to_read_is_marked_split(qtbot: Any) -> None:
    # A split hand's ace and ten are 21, not a blackjack (§633a.11): the mark shows.
    rules = rules_for_house()["blackjack"]
    game = ui_game("blackjack")
    seen = set()
    for seed in range(60):
        q = generate("blackjack/hand-total", difficulty=3, seed=seed)
        (spot,) = blackjack_scene(q, rules).players.values()
        (hand,) = spot.hands
        assert [str(c) for c in hand.cards if c] == q.prompt["cards"]
        assert ("Split" in hand.marks) == q.prompt["split"]
        seen.add(q.prompt["split"])
        view = game.view()
        qtbot.addWidget(view)
        game.show(view, q, rules)
        assert ("Split" in view.accessibleName()) == q.prompt["split"]
    assert seen == {True, False}


def test_a_blackjack_answer_opens_on_the_blackjack_table_in_the_console(qtbot: Any) -> None:
    # A supervisor reviewing a recorded answer sees it on the game's own table, the
    # dealer's cards and every box's hands there, as the trainee saw them.
    from tests.ui.test_games import recorded
    from trainer.ui.console.attempt import AttemptDialog

    question, attempt = recorded("blackjack/payout-table", 3, 7)
    dialog = AttemptDialog(attempt)
    qtbot.addWidget(dialog)
    assert dialog.question == question
    assert isinstance(dialog.table, BlackjackTableView)
    seats = question.prompt["scenario"]["seats"]
    assert sorted(dialog.table.scene().players) == sorted(s["seat"] for s in seats)
    assert "Blackjack pays 3 to 2" in dialog.table.accessibleDescription()
