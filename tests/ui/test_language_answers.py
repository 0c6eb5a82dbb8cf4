"""The drill page in Spanish (issue 27): the pace word of the verdict line."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from trainer.drilling import DrillPlan
from trainer.progress import ProgressStore
from trainer.quiz.model import AnswerKind
from trainer.ui.answers import AmountAnswer
from trainer.ui.main_window import MainWindow

from .test_window import answer, wait_verdict

PAYOUT = DrillPlan(game="three-card-poker", family="three-card-poker/payout", seed=3)


def spanish_drill(qtbot: Any, window: MainWindow, store: ProgressStore) -> AmountAnswer:
    ana = store.add_trainee("Ana")
    store.set_trainee_language(ana.id, "es")
    window.sign_in.refresh()
    qtbot.mouseClick(window.sign_in.buttons[ana.id], Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is window.home
    window.start_drill(PAYOUT)
    widget = window.drill_page.widgets[AnswerKind.AMOUNT]
    assert isinstance(widget, AmountAnswer)
    return widget


class _Clock:
    """The drill page's answer clock, stopped at *ms*."""

    def __init__(self, ms: int) -> None:
        self.ms = ms

    def start(self) -> None:
        pass

    def elapsed(self) -> int:
        return self.ms


@pytest.mark.parametrize(("ms", "word"), [(0, "rápida"), (3_600_000, "lenta")])
def test_the_verdicts_pace_word_is_spanish(
    qtbot: Any, window: MainWindow, store: ProgressStore, ms: int, word: str
) -> None:
    """The verdict line's pace ("objetivo 6 s (rápida)") in the trainee's language."""
    spanish_drill(qtbot, window, store)
    window.drill_page.clock = _Clock(ms)  # type: ignore[assignment]
    answer(qtbot, window, right=True)
    wait_verdict(qtbot, window)
    line = window.drill_page.expected_label.text()
    assert f"({word})" in line, line
    assert "fast" not in line and "slow" not in line
