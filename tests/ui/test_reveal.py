"""A page that scrolls shows what was just asked for from its top (trainer.ui.layouts.reveal):
at a scale of 1.5 a long verdict opened mid-explanation, its result and Next above the
screen, and a long table question opened with only its choices showing."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QApplication, QVBoxLayout, QWidget

from trainer.ui.layouts import reveal, scrolling


def _page(qtbot: Any, heights: list[int]) -> tuple[Any, list[QWidget]]:
    """A page of blocks of these heights, in a scrolling view 400 px high."""
    page = QWidget()
    layout = QVBoxLayout(page)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setSpacing(0)
    blocks = []
    for height in heights:
        block = QWidget()
        block.setFixedHeight(height)
        layout.addWidget(block)
        blocks.append(block)
    area = scrolling(page)
    qtbot.addWidget(area)
    area.resize(600, 400)
    area.show()
    QApplication.processEvents()
    return area, blocks


def _settle(qtbot: Any) -> None:
    qtbot.wait(20)
    QApplication.processEvents()


def test_a_widget_taller_than_the_view_shows_from_its_top(qtbot: Any) -> None:
    area, (_, verdict, _) = _page(qtbot, [300, 900, 200])
    reveal(verdict)
    _settle(qtbot)
    assert area.verticalScrollBar().value() == 300 - 8  # Qt's own would centre it


def test_a_widget_below_the_view_is_scrolled_to_just_far_enough(qtbot: Any) -> None:
    area, (_, answer, _) = _page(qtbot, [500, 100, 600])
    reveal(answer)
    _settle(qtbot)
    assert area.verticalScrollBar().value() == 500 + 100 + 8 - area.viewport().height()


def test_a_new_question_never_scrolls_its_hands_off_the_view(qtbot: Any) -> None:
    # header 200, hands 150, question text 500, submit 60: the submit cannot show with
    # the hands' top, so the hands' top stays at the top of the view.
    area, (_, hands, _, submit) = _page(qtbot, [200, 150, 500, 60])
    area.verticalScrollBar().setValue(area.verticalScrollBar().maximum())  # the last verdict
    reveal(submit, keep=hands, from_top=True)
    _settle(qtbot)
    assert area.verticalScrollBar().value() == 200 - 8
    # A short question that fits from the top is shown from the top.
    area, (_, hands, submit) = _page(qtbot, [40, 100, 60])
    area.verticalScrollBar().setValue(area.verticalScrollBar().maximum())
    reveal(submit, keep=hands, from_top=True)
    _settle(qtbot)
    assert area.verticalScrollBar().value() == 0
