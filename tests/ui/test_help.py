"""Issue 24, item 15: the keyboard shortcuts on a page of their own, opened by F1 anywhere
(a kiosk too, with its menu bar hidden) or from the Help menu, saying what the README
says."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeySequence, QTextDocument
from PySide6.QtWidgets import QApplication, QWidget

from trainer.progress import ProgressStore
from trainer.ui.help import ShortcutsDialog
from trainer.ui.main_window import MainWindow

README = Path(__file__).resolve().parents[2] / "README.md"
Modal = Callable[[Callable[[QWidget], None]], None]


def plain(dialog: ShortcutsDialog) -> str:
    document = QTextDocument()
    document.setHtml(dialog.text.text())
    return document.toPlainText()


def opened_by(qtbot: Any, when_modal: Modal, open_it: Callable[[], None]) -> str:
    """The shortcuts' text, from the dialog *open_it* opened; Escape closes it."""
    seen: list[str] = []

    def read(dialog: QWidget) -> None:
        if isinstance(dialog, ShortcutsDialog):
            seen.append(plain(dialog))
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)

    when_modal(read)
    open_it()
    assert seen, "no keyboard shortcuts showed"
    return seen[0]


@pytest.fixture
def kiosk(qtbot: Any, store: ProgressStore, themed_app: QApplication) -> Iterator[MainWindow]:
    store.create_first_supervisor("Mona", "246810")
    w = MainWindow(store, kiosk=True)
    w.show()
    yield w
    if w.guard is not None:
        w.guard.remove()
    w._may_close = True
    w.close()
    w.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)


def test_f1_opens_the_keyboard_shortcuts_and_the_help_menu_has_them(
    qtbot: Any, window: MainWindow, when_modal: Modal
) -> None:
    text = opened_by(qtbot, when_modal, lambda: qtbot.keyClick(window.sign_in, Qt.Key.Key_F1))
    assert "F1\nThese keyboard shortcuts" in text
    menus = {a.text(): a.menu() for a in window.menuBar().actions()}
    (action,) = [a for a in menus["&Help"].actions() if a.text() == "&Keyboard shortcuts"]
    assert action.shortcut() == QKeySequence(Qt.Key.Key_F1)
    assert opened_by(qtbot, when_modal, action.trigger) == text


def test_the_shortcuts_say_every_key_the_readme_names(
    qtbot: Any, window: MainWindow, when_modal: Modal
) -> None:
    paragraph = README.read_text(encoding="utf-8").split("Keys: ", 1)[1].split("\n\n", 1)[0]
    keys = re.findall(r"\*\*([^*]+)\*\*", paragraph)
    assert {"Enter", "Space", "1-9", "F1"} <= set(keys)
    text = opened_by(qtbot, when_modal, lambda: qtbot.keyClick(window.sign_in, Qt.Key.Key_F1))
    for key in keys:
        assert key in text, f"the README names {key}; the shortcuts do not"


def test_f1_works_at_a_kiosk_without_the_keys_a_kiosk_refuses(
    qtbot: Any, kiosk: MainWindow, when_modal: Modal
) -> None:
    assert not kiosk.menuBar().isVisible()
    text = opened_by(qtbot, when_modal, lambda: qtbot.keyClick(kiosk.sign_in, Qt.Key.Key_F1))
    assert "Space" in text and "Ctrl+Q" not in text and "F11" not in text
    assert kiosk.isVisible()  # Escape closed the shortcuts, not the kiosk
