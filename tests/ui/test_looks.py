"""A text size and a high-contrast look per trainee (issue 24, item 14): chosen on Home,
applied at once, kept for the trainee, and back when they sign in again; the station's
own look when they sign out and for the next trainee."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from trainer.progress import ProgressStore, Trainee
from trainer.ui.look_dialog import LookDialog
from trainer.ui.main_window import MainWindow
from trainer.ui.theme import STANDARD, STYLE, Look, applied_look, points, style_sheet

WhenModal = Callable[[Callable[[QWidget], None]], None]


@pytest.fixture(autouse=True)
def standard_look_after(themed_app: QApplication) -> Iterator[None]:
    """Every other test sees the station's own look."""
    yield
    from trainer.ui.looks import show_look

    show_look(STANDARD)
    assert themed_app.styleSheet() == STYLE


def click_in(qtbot: Any, window: MainWindow, trainee: Trainee) -> None:
    window.sign_in.refresh()
    qtbot.mouseClick(window.sign_in.buttons[trainee.id], Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is window.home


def choose(qtbot: Any, when_modal: WhenModal, *, size_steps: int, contrast: bool) -> Any:
    def act(dialog: QWidget) -> None:
        assert isinstance(dialog, LookDialog)
        dialog.size_box.setFocus()
        for _ in range(size_steps):
            qtbot.keyClick(dialog.size_box, Qt.Key.Key_Down)
        if contrast:
            qtbot.mouseClick(dialog.contrast, Qt.MouseButton.LeftButton)
        dialog.accept()

    when_modal(act)


def test_a_trainees_look_follows_them(
    qtbot: Any,
    window: MainWindow,
    store: ProgressStore,
    when_modal: WhenModal,
    themed_app: QApplication,
) -> None:
    ann, ben = store.add_trainee("Ann"), store.add_trainee("Ben")
    click_in(qtbot, window, ann)
    assert themed_app.styleSheet() == STYLE
    normal = themed_app.font().pointSizeF()
    choose(qtbot, when_modal, size_steps=2, contrast=True)
    qtbot.mouseClick(window.home.look_button, Qt.MouseButton.LeftButton)
    chosen = Look("largest", True)
    assert applied_look() == chosen
    assert themed_app.styleSheet() == style_sheet(chosen)
    assert "font-size: 39pt" in themed_app.styleSheet()  # the title's 26pt, 1.5 times
    assert themed_app.font().pointSizeF() == pytest.approx(normal * 1.5)
    assert points(20) == "30pt"  # the sizes widgets set on themselves (the verdict's)
    qtbot.waitUntil(
        lambda: any("19.5pt" in w.styleSheet() for w in window.home.findChildren(QLabel)),
        timeout=60_000,
    )  # Home's game headings, 13pt at the normal size
    window_colour = themed_app.palette().color(QPalette.ColorRole.Window).name()
    assert window_colour == "#ffffff"
    # Signing out brings the station's own look back, and Ben has it.
    qtbot.mouseClick(
        window.home.findChild(type(window.home.look_button), "nav-sign-out"),
        Qt.MouseButton.LeftButton,
    )
    assert themed_app.styleSheet() == STYLE and points(20) == "20pt"
    click_in(qtbot, window, ben)
    assert applied_look() == STANDARD
    window.sign_out()
    # Ann's look is kept for her.
    click_in(qtbot, window, ann)
    assert applied_look() == chosen and themed_app.styleSheet() == style_sheet(chosen)


def test_cancel_puts_the_look_back(
    qtbot: Any, window: MainWindow, store: ProgressStore, when_modal: WhenModal
) -> None:
    click_in(qtbot, window, store.add_trainee("Cal"))

    def act(dialog: QWidget) -> None:
        assert isinstance(dialog, LookDialog)
        qtbot.mouseClick(dialog.contrast, Qt.MouseButton.LeftButton)
        assert applied_look().high_contrast  # shown at once, to judge by
        dialog.reject()

    when_modal(act)
    qtbot.mouseClick(window.home.look_button, Qt.MouseButton.LeftButton)
    assert applied_look() == STANDARD


def test_high_contrast_is_black_on_white_with_strong_borders() -> None:
    sheet = style_sheet(Look("normal", True))
    assert "color: #000000" in sheet and "border: 1px solid" not in sheet
    for soft in ("#5b6575", "#ddd6c8", "#c9c2b3", "#f6f4ef"):
        assert soft not in sheet
    assert style_sheet(STANDARD) == STYLE
    assert "font-size: 32.5pt" in style_sheet(Look("large", False))
