"""Slow actions show that they are working (issue 24, item 6): the supervisor's PIN is
checked, the console built and a Home cell's drill prepared without the window waiting for
the store, which a page's long query (or a sync) may hold on a busy machine."""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QPushButton

from trainer.progress import ProgressStore, Supervisor
from trainer.ui.console import SupervisorConsole
from trainer.ui.main_window import MainWindow
from trainer.ui.supervisor_sign_in import SupervisorSignInDialog
from trainer.ui.worker import wait_for_background

PIN = "246810"


class Held:
    """The store's lock held by another thread until released (or, so that a window
    that waits for it does not hang the test for good, until a minute has passed)."""

    def __init__(self) -> None:
        self.release = threading.Event()
        self.timed_out = False


@contextlib.contextmanager
def store_held(store: ProgressStore) -> Iterator[Held]:
    held = Held()
    taken = threading.Event()

    def hold() -> None:  # a page's long query
        with store._db.lock:
            taken.set()
            held.timed_out = not held.release.wait(60)

    thread = threading.Thread(target=hold, daemon=True)
    thread.start()
    taken.wait()
    try:
        yield held
    finally:
        held.release.set()
        thread.join()


@pytest.fixture
def mona(store: ProgressStore) -> Supervisor:
    return store.create_first_supervisor("Mona", PIN)


@pytest.fixture
def dialog(qtbot: Any, window: MainWindow, store: ProgressStore, mona: Supervisor) -> Any:
    """The supervisor sign-in, shown over the window."""
    shown = SupervisorSignInDialog(store, window)
    qtbot.addWidget(shown)
    shown.show()
    return shown


def test_pin_dialog_says_it_is_checking_and_takes_no_second_press(
    qtbot: Any, dialog: SupervisorSignInDialog, store: ProgressStore
) -> None:
    with store_held(store) as held:
        qtbot.keyClicks(dialog.pin, PIN)
        qtbot.keyClick(dialog.pin, Qt.Key.Key_Return)
        # Back from Enter while the store is still held: the check waits on a worker.
        assert not held.timed_out
        assert dialog.checking and dialog.busy.isVisible()
        assert dialog.message.text() == "Checking the PIN…"
        assert not any(b.isEnabled() for b in dialog.findChildren(QPushButton))
        assert not dialog.pin.isEnabled() and not dialog.name.isEnabled()
        assert dialog.result() != QDialog.DialogCode.Accepted
    qtbot.waitUntil(lambda: dialog.result() == QDialog.DialogCode.Accepted, timeout=60_000)
    assert dialog.supervisor is not None and dialog.supervisor.name == "Mona"
    assert not dialog.busy.isVisible()


def test_a_wrong_pin_is_said_and_the_dialog_answers_again(
    qtbot: Any, dialog: SupervisorSignInDialog
) -> None:
    qtbot.keyClicks(dialog.pin, "111111")
    qtbot.keyClick(dialog.pin, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.checking, timeout=60_000)
    assert "wrong" in dialog.message.text().lower() or "PIN" in dialog.message.text()
    assert dialog.message.text() != "Checking the PIN…"
    assert dialog.pin.isEnabled() and dialog.pin.text() == ""
    assert all(b.isEnabled() for b in dialog.findChildren(QPushButton))
    assert dialog.result() != QDialog.DialogCode.Accepted


def test_console_opens_while_a_query_holds_the_store(
    qtbot: Any, window: MainWindow, store: ProgressStore, mona: Supervisor
) -> None:
    with store_held(store) as held:
        window.show_console(mona)
        assert not held.timed_out  # the window did not wait for the store
        console = window.console
        assert isinstance(console, SupervisorConsole)
        assert window.pages.currentWidget() is console
        assert console.overview.status.text() == "Loading the class's figures…"
    qtbot.waitUntil(lambda: console.overview.data is not None, timeout=60_000)
    # Every page is there when asked for, by the list or by name.
    console.nav.setCurrentRow(5)  # after Reports and Credentials
    assert console.pages.currentWidget() is console.house
    rect = console.nav.visualItemRect(console.nav.item(6))
    qtbot.mouseClick(console.nav.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert console.pages.currentWidget() is console.people


def test_a_home_cell_says_it_is_starting_while_a_query_holds_the_store(
    qtbot: Any, window: MainWindow, store: ProgressStore
) -> None:
    ann = store.add_trainee("Ann")
    window.sign_in.refresh()
    qtbot.mouseClick(window.sign_in.buttons[ann.id], Qt.MouseButton.LeftButton)
    home = window.home
    cell = next(
        b
        for b in home.findChildren(QPushButton)
        if b.accessibleName().startswith("Three Card Poker, Hand reading")
    )
    wait_for_background()  # Home's own figures loaded
    with store_held(store) as held:
        qtbot.mouseClick(cell, Qt.MouseButton.LeftButton)
        assert not held.timed_out  # the click came back while the store was held
        assert home.starting.isVisible() and home.starting.text() == "Starting the drill…"
        assert not cell.isEnabled() and not home.due.isEnabled()
        assert window.pages.currentWidget() is home
        qtbot.mouseClick(cell, Qt.MouseButton.LeftButton)  # a second click: nothing more
    qtbot.waitUntil(lambda: window.pages.currentWidget() is window.drill_page, timeout=60_000)
    drill = window.drill_page.drill
    assert drill is not None and drill.plan.game == "three-card-poker"
    assert window.drill_page.question is not None
    assert not home.starting.isVisible()
    assert home.grid_holder.isEnabled() and home.due.isEnabled()
