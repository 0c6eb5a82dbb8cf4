"""Layout helpers of the window (``trainer/ui/layouts.py``)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QPushButton
from pytestqt.qtbot import QtBot

from trainer.drilling import DrillPlan
from trainer.progress import ProgressStore
from trainer.quiz.model import Mode
from trainer.ui.layouts import InputGuard, RichTextLabel
from trainer.ui.main_window import MainWindow

TABLE = (
    "<b>Pair Plus</b><table>"
    + "".join(f"<tr><td>Hand {n} of the posted table</td><td>{n} to 1</td></tr>" for n in range(9))
    + "</table><div>Paid as posted, whatever the player asks.</div>"
)


def test_rich_text_is_measured_once_at_each_width(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 28: QLabel lays its document out twice for every height-for-width asked, and
    the page's layouts asked the posted pay tables and the explanation at every turn (half a
    verdict's CPU). The label keeps each width's height until its text, font or style
    changes, and gives what a plain label gives."""
    label, plain = RichTextLabel(), QLabel()
    qtbot.addWidget(label)
    qtbot.addWidget(plain)
    plain.setWordWrap(True)
    label.setText(TABLE)
    plain.setText(TABLE)
    measured: list[int] = []
    measure = QLabel.heightForWidth

    def counting(self: QLabel, width: int) -> int:
        measured.append(width)
        return measure(self, width)

    monkeypatch.setattr(QLabel, "heightForWidth", counting)
    heights = [label.heightForWidth(w) for w in (285, 200, 285, 285, 200, 120)]
    assert heights == [measure(plain, w) for w in (285, 200, 285, 285, 200, 120)]
    assert measured == [285, 200, 120]
    label.setText(TABLE)  # the same text: nothing to measure again
    label.heightForWidth(285)
    assert measured == [285, 200, 120]
    label.setText(TABLE + "<div>More</div>")
    label.heightForWidth(285)
    font = QFont(label.font())
    font.setPointSize(font.pointSize() * 2)
    label.setFont(font)
    label.heightForWidth(285)
    label.setStyleSheet("font-size: 30pt;")
    label.heightForWidth(285)
    assert measured == [285, 200, 120, 285, 285, 285]


def test_the_drill_page_measures_its_pay_tables_and_explanation_once_per_width(
    window: MainWindow, store: ProgressStore
) -> None:
    window.show_home(store.add_trainee("Ann"))
    window.start_drill(DrillPlan(mode=Mode.PRACTICE, game="three-card-poker", seed=1))
    page = window.drill_page
    for label in (page.side, page.explanation, page.coach):
        assert isinstance(label, RichTextLabel)


class _CountedEvent(QEvent):
    """An event that counts how often its type is asked."""

    def __init__(self) -> None:
        super().__init__(QEvent.Type.Paint)
        self.asked = 0

    def type(self) -> QEvent.Type:
        self.asked += 1
        return super().type()


def test_the_input_guard_passes_an_unguarded_widgets_events_without_reading_them(
    qtbot: QtBot,
) -> None:
    """Every event of the application passes the guard (~170 a verdict, issue 28): a
    widget that is no button, spin box or drop-down has its events passed on at once."""
    label = QLabel("Hello")
    qtbot.addWidget(label)
    guard = InputGuard()
    event = _CountedEvent()
    assert guard.eventFilter(label, event) is False
    assert event.asked == 0
    button = QPushButton("Next")
    qtbot.addWidget(button)
    assert guard.eventFilter(button, event) is False  # a paint is not a key
    assert event.asked == 1
