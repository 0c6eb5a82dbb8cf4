"""Issue 12, "Keyboard and touch": every Tab stop shows a visible focus ring, and one only.

Each page is walked with Tab, as a keyboard user does. A stop's picture with the focus
must differ from its picture without it (the ring shows), and while one stop has the
focus every other stop looks as it does unfocused (no second ring, none left behind)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QWidget

from trainer.drilling import DrillPlan
from trainer.progress import ProgressStore
from trainer.ui.main_window import MainWindow
from trainer.ui.worker import wait_for_background


def picture(widget: QWidget) -> QImage:
    return widget.grab().toImage()


def named(widget: QWidget) -> str:
    return widget.accessibleName() or f"{type(widget).__name__}({widget.objectName()!r})"


def tab_stops(qtbot: Any, window: MainWindow, limit: int = 60) -> list[QWidget]:
    """The widgets Tab visits, in order, once round."""
    stops: list[QWidget] = []
    for _ in range(limit):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        focused = QApplication.focusWidget()
        assert focused is not None and focused.window() is window
        if focused in stops:
            break
        stops.append(focused)
    return stops


def check_rings(qtbot: Any, window: MainWindow, where: str) -> None:
    wait_for_background(300_000)
    qtbot.wait(50)  # pages built from the store's answers are in place
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None, timeout=60_000)
    stops = [w for w in tab_stops(qtbot, window) if w.isVisible()]
    assert len(stops) >= 2, where
    # Each stop unfocused: pictured while the stop before it has the focus.
    unfocused: dict[int, QImage] = {}
    for i, stop in enumerate(stops):
        stops[i - 1].setFocus(Qt.FocusReason.TabFocusReason)
        qtbot.wait(1)
        unfocused[i] = picture(stop)
    for i, stop in enumerate(stops):
        stop.setFocus(Qt.FocusReason.TabFocusReason)
        qtbot.wait(1)
        name = named(stop)
        assert picture(stop) != unfocused[i], f"{where}: {name} shows no focus ring"
        for j, other in enumerate(stops):
            if j != i and j != (i + 1) % len(stops):  # that one was pictured beside it
                other_name = named(other)
                assert picture(other) == unfocused[j], (
                    f"{where}: {other_name} looks focused while {name} has the focus"
                )


def test_every_tab_stop_of_home_shows_one_focus_ring(
    qtbot: Any, window: MainWindow, store: ProgressStore
) -> None:
    ann = store.add_trainee("Ann")
    window.show_home(ann)
    window.home.game_box.setFocus()
    check_rings(qtbot, window, "home")


@pytest.mark.parametrize(
    ("game", "family", "difficulty"),
    [
        ("three-five-seven", "three-five-seven/payout-chips", 2),
        ("three-five-seven", "three-five-seven/dealing-order", 2),
        ("casino-holdem", "casino-holdem/payout-table", 3),
        ("casino-holdem", "casino-holdem/arrange", 1),
        ("three-five-seven", "three-five-seven/rulings", 1),
    ],
)
def test_every_tab_stop_of_a_drill_shows_one_focus_ring(
    qtbot: Any, window: MainWindow, store: ProgressStore, game: str, family: str, difficulty: int
) -> None:
    ann = store.add_trainee("Ann")
    window.show_home(ann)
    window.start_drill(DrillPlan(game=game, family=family, difficulty=difficulty, seed=3))
    check_rings(qtbot, window, family)
