"""Issue 24, "An hour without a stumble": what a walk-up trainee or a busy supervisor
did by keys and taps that lost work or trust, driven as they did it, checked against the
store."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton, QWidget

from trainer.drilling import DrillPlan
from trainer.engine.money import format_money
from trainer.progress import ProgressStore
from trainer.quiz.model import AnswerKind, Mode, Question
from trainer.ui.answers import AmountsAnswer, AnswerWidget, OrderAnswer
from trainer.ui.arrangement_answer import ArrangementAnswer
from trainer.ui.dialogs import NameDialog
from trainer.ui.main_window import MainWindow

from .test_keyboard import press
from .test_painting import _centre as centre
from .test_window import sign_in, wait_verdict


def drill(
    qtbot: Any,
    window: MainWindow,
    store: ProgressStore,
    family: str,
    kind: AnswerKind,
    *,
    difficulty: int = 1,
    mode: Mode = Mode.PRACTICE,
) -> tuple[Question, AnswerWidget]:
    """Ann signed in, drilling one family (seed 1): its first question and answer widget."""
    sign_in(qtbot, window, store)
    game = family.split("/")[0]
    plan = DrillPlan(mode=mode, game=game, family=family, difficulty=difficulty, seed=1)
    window.start_drill(plan)
    question = window.drill_page.question
    assert question is not None and question.kind is kind
    return question, window.drill_page.widgets[kind]


def enter_submits_it_right(qtbot: Any, window: MainWindow, store: ProgressStore) -> None:
    """Enter, to whatever has the focus, submits the answer, recorded right."""
    press(qtbot, Qt.Key.Key_Return)
    wait_verdict(qtbot, window)
    (attempt,) = store.attempts()
    assert attempt.credit == 1.0


# -- item 5: an empty amount field is asked again, never graded as $0.00 ------------------


def test_item_5_an_empty_seat_among_several_is_asked_again_not_graded(
    qtbot: Any, window: MainWindow, store: ProgressStore
) -> None:
    family = "three-card-poker/payout-table"
    question, widget = drill(qtbot, window, store, family, AnswerKind.AMOUNTS, difficulty=2)
    page = window.drill_page
    assert isinstance(widget, AmountsAnswer) and len(widget.fields) >= 2
    for field in widget.fields:
        assert "$0.00" not in field.placeholderText(), "a placeholder that reads as an amount"
    # Every amount but the second typed; Enter on the last submits.
    for i, (field, amount) in enumerate(zip(widget.fields, question.answer, strict=True)):
        if i != 1:
            qtbot.keyClicks(field, format_money(amount))
    qtbot.keyClick(widget.fields[-1], Qt.Key.Key_Return)
    assert not page.showing_verdict and not page.busy
    seat = question.prompt["seats"][1]
    assert f"No amount given for seat {seat}" in widget.message.text()
    assert QApplication.focusWidget() is widget.fields[1]
    assert list(store.attempts()) == [], "an empty field was graded"
    qtbot.keyClicks(widget.fields[1], format_money(question.answer[1]))
    enter_submits_it_right(qtbot, window, store)  # the rest are filled: it submits


# -- item 4: Enter submits where the answer is built; digits choose numbered steps --------


def test_item_4_enter_after_tapping_places_submits_rather_than_tapping_again(
    qtbot: Any, window: MainWindow, store: ProgressStore
) -> None:
    family = "three-card-poker/dealing-order"
    question, widget = drill(qtbot, window, store, family, AnswerKind.ORDER)
    assert isinstance(widget, OrderAnswer)
    table = window.drill_page.table
    *first, last = question.answer
    for token in first:  # the places' buttons, tapped
        qtbot.mouseClick(widget.token_buttons[token], Qt.MouseButton.LeftButton)
    # The last on the felt: the table has the focus, on the spot tapped.
    qtbot.mouseClick(table, Qt.MouseButton.LeftButton, pos=centre(table, last))
    assert widget.response() == list(question.answer)
    assert QApplication.focusWidget() is table
    enter_submits_it_right(qtbot, window, store)  # not a tap again, which made it wrong


def test_item_4_enter_on_a_place_button_submits_and_space_presses_it(
    qtbot: Any, window: MainWindow, store: ProgressStore
) -> None:
    family = "three-card-poker/settlement-order"
    question, widget = drill(qtbot, window, store, family, AnswerKind.ORDER)
    assert isinstance(widget, OrderAnswer)
    for token in question.answer:
        widget.token_buttons[token].setFocus()
        press(qtbot, Qt.Key.Key_Space)  # from the keyboard, Space presses the place
    assert widget.response() == list(question.answer)
    assert QApplication.focusWidget() is widget.token_buttons[question.answer[-1]]
    enter_submits_it_right(qtbot, window, store)


def test_item_4_enter_after_placing_every_card_submits_the_arrangement(
    qtbot: Any, window: MainWindow, store: ProgressStore
) -> None:
    family = "casino-holdem/arrange"
    question, widget = drill(qtbot, window, store, family, AnswerKind.ARRANGEMENT)
    assert isinstance(widget, ArrangementAnswer)
    offered = widget.offered
    items = [offered.item(i) for i in range(offered.count())]
    by_card = {item.data(Qt.ItemDataRole.UserRole): item for item in items}
    for card in question.answer:
        rect = offered.visualItemRect(by_card[card])
        qtbot.mouseClick(offered.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert widget.response() == list(question.answer)
    assert QApplication.focusWidget() is offered
    enter_submits_it_right(qtbot, window, store)  # it placed nothing, and did not submit


def test_item_4_digit_keys_choose_the_numbered_steps_of_an_order(
    qtbot: Any, window: MainWindow, store: ProgressStore
) -> None:
    family = "three-five-seven/reveal-sequence"
    question, widget = drill(qtbot, window, store, family, AnswerKind.ORDER)
    assert question.extra.get("labels"), "steps shown numbered"
    for token in question.answer:
        press(qtbot, str(question.choices.index(token) + 1))
    assert widget.response() == list(question.answer)
    enter_submits_it_right(qtbot, window, store)


# -- item 3: a speed drill's summary waits for a deliberate choice ------------------------


def test_item_3_a_stray_key_as_the_speed_drill_ends_leaves_the_summary_up(
    qtbot: Any, window: MainWindow, store: ProgressStore
) -> None:
    family = "three-card-poker/rulings"
    question, _ = drill(qtbot, window, store, family, AnswerKind.CHOICE, mode=Mode.SPEED)
    page = window.drill_page
    press(qtbot, str((question.answer + 1) % len(question.choices) + 1))  # a miss
    qtbot.waitUntil(lambda: len(list(store.attempts())) == 1 and not page.busy, timeout=60_000)
    assert page.drill is not None
    page.drill.session.remaining_s = lambda: 0.0  # type: ignore[method-assign]  # time is up
    summary = window.summary
    qtbot.waitUntil(lambda: window.pages.currentWidget() is summary, timeout=60_000)
    assert summary.redo.isEnabled(), "a miss to redo"
    for key in (Qt.Key.Key_Space, Qt.Key.Key_Return, "1", Qt.Key.Key_Enter):
        press(qtbot, key)
        assert window.pages.currentWidget() is summary, f"{key} left the summary"
    assert page.drill is None
    assert QApplication.focusWidget() is summary.list
    qtbot.mouseClick(summary.redo, Qt.MouseButton.LeftButton)  # a deliberate choice
    assert window.pages.currentWidget() is page and page.drill is not None


# -- item 13: a new PIN typed twice; Home's choices are the next trainee's own ------------


def test_item_13_a_new_trainees_pin_is_typed_twice(
    qtbot: Any, window: MainWindow, store: ProgressStore, when_modal: Any
) -> None:
    said: list[str] = []

    def fill(dialog: QWidget) -> None:
        try:
            assert isinstance(dialog, NameDialog)
            qtbot.keyClicks(dialog.name, "Zoe")
            qtbot.keyClicks(dialog.pin, "1234")
            qtbot.keyClicks(dialog.again, "1243")  # a slip
            qtbot.keyClick(dialog.again, Qt.Key.Key_Return)
            said.append(dialog.error.text() if dialog.isVisible() else "closed")
            qtbot.keyClicks(dialog.again, "1234")
            qtbot.keyClick(dialog.again, Qt.Key.Key_Return)
        finally:
            if dialog.isVisible():
                dialog.reject()  # never left open: the test would wait on it for good

    when_modal(fill)
    qtbot.mouseClick(window.sign_in.new_button, Qt.MouseButton.LeftButton)
    assert said == ["The two PINs are not the same; type the PIN again."]
    zoe = store.find_trainee("Zoe")
    assert store.sign_in_trainee(zoe.id, "1234").name == "Zoe"


def test_item_13_homes_choices_do_not_carry_over_to_the_next_trainee(
    qtbot: Any, window: MainWindow, store: ProgressStore
) -> None:
    sign_in(qtbot, window, store, "Ann")
    home = window.home
    boxes = (home.game_box, home.skill_box, home.difficulty_box, home.mode_box)
    for box in boxes:
        box.setFocus()
        press(qtbot, Qt.Key.Key_End)  # the last of each
    chosen = [box.currentIndex() for box in boxes]
    assert all(index > 0 for index in chosen)
    sign_out = next(b for b in home.findChildren(QPushButton) if b.text() == "Sign out")
    qtbot.mouseClick(sign_out, Qt.MouseButton.LeftButton)
    ann = store.find_trainee("Ann")
    qtbot.mouseClick(window.sign_in.buttons[ann.id], Qt.MouseButton.LeftButton)
    assert window.home.trainee is not None  # Ann again: her choices stay
    assert [box.currentIndex() for box in boxes] == chosen
    qtbot.mouseClick(sign_out, Qt.MouseButton.LeftButton)
    sign_in(qtbot, window, store, "Bob")
    assert [box.currentIndex() for box in boxes] == [0, 0, 0, 0]
