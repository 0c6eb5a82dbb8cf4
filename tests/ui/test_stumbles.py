"""Issue 24, "An hour without a stumble": what a walk-up trainee or a busy supervisor
did by keys and taps that lost work or trust, driven as they did it, checked against the
store."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from trainer.drilling import DrillPlan
from trainer.engine.money import format_money
from trainer.progress import ProgressStore
from trainer.quiz.model import AnswerKind
from trainer.ui.answers import AmountsAnswer
from trainer.ui.main_window import MainWindow

from .test_window import sign_in, wait_verdict

# -- item 5: an empty amount field is asked again, never graded as $0.00 ------------------


def test_item_5_an_empty_seat_among_several_is_asked_again_not_graded(
    qtbot: Any, window: MainWindow, store: ProgressStore
) -> None:
    sign_in(qtbot, window, store)
    family = "three-card-poker/payout-table"
    window.start_drill(DrillPlan(game="three-card-poker", family=family, difficulty=2, seed=1))
    page = window.drill_page
    question = page.question
    assert question is not None and question.kind is AnswerKind.AMOUNTS
    widget = page.widgets[AnswerKind.AMOUNTS]
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
    qtbot.keyClick(widget.fields[1], Qt.Key.Key_Return)  # the rest are filled: it submits
    wait_verdict(qtbot, window)
    (attempt,) = store.attempts()
    assert attempt.credit == 1.0
