"""The window's first screen from a glance at the store, the store opened in full once it
has painted (issue 28): nothing tapped meanwhile is lost, nothing is written before the
full open (and its check after a crash), and a store that cannot open is still said in
one plain sentence."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QApplication

from tests.forker import started_window
from trainer.progress import ProgressStore, StoreBusyError
from trainer.progress.glance import FILE_NAME, Glance, glance_at
from trainer.ui.main_window import MainWindow


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """A store with two trainees, Ann (no PIN) and Bo (a PIN), closed."""
    data = tmp_path / "data"
    with ProgressStore(data, station="test-kiosk") as store:
        store.add_trainee("Ann")
        store.add_trainee("Bo", "2468")
    return data


@pytest.fixture
def opened() -> Iterator[list[ProgressStore]]:
    """The stores the windows opened, closed after the test."""
    stores: list[ProgressStore] = []
    yield stores
    for store in stores:
        if not store.is_closed:
            store.close()


@pytest.fixture
def glanced(
    qtbot: Any, folder: Path, opened: list[ProgressStore], themed_app: QApplication
) -> Iterator[Callable[..., MainWindow]]:
    """Makes the window as the command does: from a glance at *folder*, shown."""
    windows: list[MainWindow] = []

    def make(opening: Callable[[], ProgressStore] | None = None) -> MainWindow:
        glance = glance_at(folder)
        assert isinstance(glance, Glance)

        def open_store() -> ProgressStore:
            store = ProgressStore(folder, station="test-kiosk")
            opened.append(store)
            return store

        window = MainWindow(glance, open_store=opening or open_store)
        window.show()
        windows.append(window)
        return window

    yield make
    for window in windows:
        window.hide()
        window.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)


def _names(window: MainWindow) -> list[str]:
    return [t.name for t in window.sign_in.trainees]


def test_the_sign_in_shows_from_the_glance_and_the_store_opens_after(
    glanced: Callable[..., MainWindow], opened: list[ProgressStore]
) -> None:
    window = glanced()
    assert _names(window) == ["Ann", "Bo"]
    assert window.sign_in.buttons[window.sign_in.trainees[1].id].text() == "Bo  · PIN"
    assert window.opened_store is None and opened == []
    store = window.store_now()
    assert store is not None and opened == [store] and window.opened_store is store
    assert window.store_now() is store  # opened once
    assert window.upkeep is not None and window.store_watch is not None
    assert _names(window) == ["Ann", "Bo"]


def test_a_trainee_tapped_before_the_store_opened_is_signed_in(
    qtbot: Any, glanced: Callable[..., MainWindow]
) -> None:
    # The tap opens the store then and there, and signs Ann in: it is not lost.
    window = glanced()
    ann = window.sign_in.trainees[0]
    qtbot.mouseClick(window.sign_in.buttons[ann.id], Qt.MouseButton.LeftButton)
    assert window.opened_store is not None
    assert window.trainee is not None and window.trainee.id == ann.id
    assert window.pages.currentWidget() is window.home


def test_the_sign_in_is_read_again_when_the_open_changed_its_list(
    folder: Path, glanced: Callable[..., MainWindow]
) -> None:
    # Between the glance and the open another program added a trainee (a restored backup
    # or a pending file written by the open would do the same): the list follows the store.
    window = glanced()
    with ProgressStore(folder, station="test-kiosk") as other:
        cy = other.add_trainee("Cy")
    store = window.store_now()
    assert store is not None
    assert _names(window) == ["Ann", "Bo", "Cy"]
    assert cy.id in window.sign_in.buttons


def test_a_store_that_cannot_open_after_the_sign_in_showed_is_said_and_the_window_closes(
    glanced: Callable[..., MainWindow], monkeypatch: Any, capsys: Any
) -> None:
    from trainer.ui import dialogs

    told: list[str] = []
    monkeypatch.setattr(dialogs, "show_error", lambda parent, text, title="": told.append(text))
    sentence = "The progress store is busy: another program is opening it. Try again."

    def refused() -> ProgressStore:
        raise StoreBusyError(sentence)

    window = glanced(refused)
    assert window.store_now() is None
    assert told == [sentence]
    assert capsys.readouterr().err == f"dealer-trainer: {sentence}\n"
    assert not window.isVisible()
    assert window.store_now() is None  # tried once, said once
    assert told == [sentence]


def test_a_tap_on_a_store_that_cannot_open_signs_nobody_in(
    qtbot: Any, glanced: Callable[..., MainWindow], monkeypatch: Any
) -> None:
    from trainer.ui import dialogs

    told: list[str] = []
    monkeypatch.setattr(dialogs, "show_error", lambda parent, text, title="": told.append(text))

    def refused() -> ProgressStore:
        raise StoreBusyError("The progress store is busy.")

    window = glanced(refused)
    ann = window.sign_in.trainees[0]
    qtbot.mouseClick(window.sign_in.buttons[ann.id], Qt.MouseButton.LeftButton)
    assert told == ["The progress store is busy."]
    assert window.trainee is None


def test_a_kiosk_shows_from_the_glance_with_its_idle_timeout(
    qtbot: Any, folder: Path, glanced: Callable[..., MainWindow]
) -> None:
    # A kiosk's lock and idle sign-out are there from its first screen, with the glance's
    # timeout; the store's takes over once it is open.
    with ProgressStore(folder, station="test-kiosk") as store:
        mona = store.create_first_supervisor("Mona", "246810")
        store.change_setting("kiosk.always", True, by=mona)
        store.change_setting("kiosk.idle-timeout-seconds", 300, by=mona)
        store.change_setting("kiosk.new-trainees-allowed", False, by=mona)
    window = glanced()
    assert window.kiosk and window.opened_store is None
    assert window.guard is not None and window.guard.idle_seconds == 300
    assert not window.sign_in.new_button.isVisibleTo(window)  # the house allows none
    store = window.store_now()
    assert store is not None and window.guard.idle_seconds == 300
    window.guard.remove()


def test_a_kiosk_station_without_a_supervisor_is_refused_before_any_window(
    folder: Path, monkeypatch: Any, capsys: Any, themed_app: QApplication
) -> None:
    # A station set to be a kiosk always (read by the glance) with no supervisor starts as
    # --kiosk does: the store in full first, and refused before any window (issue 17).
    from trainer.ui import application, dialogs, main_window

    # Set as a school's site sets it on a station that has no supervisor of its own yet.
    with sqlite3.connect(folder / FILE_NAME) as conn:
        conn.execute("INSERT INTO settings (key, value) VALUES ('kiosk.always', 'yes')")
    conn.close()
    glance = glance_at(folder)
    assert glance is not None and glance.settings["kiosk.always"] is True
    told: list[str] = []
    monkeypatch.setattr(application, "apply_theme", lambda app, kiosk: None)
    monkeypatch.setattr(dialogs, "show_error", lambda parent, text, title="": told.append(text))

    def no_window(*args: Any, **kwargs: Any) -> None:
        raise AssertionError("a kiosk opened with no supervisor to leave it")

    monkeypatch.setattr(main_window, "MainWindow", no_window)
    assert application.run_window(str(folder)) == 2
    assert told and told[0].startswith("Kiosk mode needs a supervisor first")
    capsys.readouterr()


_CHILD = r"""
import json, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QWidget
from trainer.ui.application import run_window
from trainer.ui.pages.sign_in import SignInPage
from trainer.progress import upkeep
seen = {}
def later():
    window = next(w for w in QApplication.topLevelWidgets() if hasattr(w, "opened_store"))
    seen["open after"] = window.opened_store is not None
    seen["check still due"] = (window.opened_store.folder / upkeep.CHECK_DUE).exists()
    QApplication.instance().quit()
def painted(self, event):
    if "open at paint" not in seen:
        window = self.window()
        seen["open at paint"] = window.opened_store is not None
        seen["listed"] = [t.name for t in self.trainees]
        QTimer.singleShot(0, lambda: QTimer.singleShot(0, later))
    QWidget.paintEvent(self, event)
SignInPage.paintEvent = painted
status = run_window(sys.argv[1])
print(json.dumps({"status": status, **seen}))
"""


def test_the_first_start_after_a_crash_is_checked_before_anything_is_written(
    folder: Path,
) -> None:
    # Issue 28: the sign-in shows from the glance; the store's full open, with its check
    # (asked for here as a crash or damage met asks for it), follows before anything can
    # be written, and the check is done once the window is up.
    from trainer.progress import upkeep

    upkeep.ask_for_check(folder)
    out = started_window(_CHILD, folder)
    assert out == {
        "status": 0,
        "open at paint": False,
        "listed": ["Ann", "Bo"],
        "open after": True,
        "check still due": False,
    }
    # Closed cleanly: no note of a running program is left for the next start.
    assert not any((folder / upkeep.RUNNING_DIR).iterdir())
