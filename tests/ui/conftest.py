"""Fixtures for driving the real window: a store in a temporary folder, the window on it."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QSettings, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from trainer.progress import ProgressStore, Supervisor, Trainee
from trainer.ui.application import application
from trainer.ui.main_window import MainWindow
from trainer.ui.worker import wait_for_background


@pytest.fixture(autouse=True)
def _isolated_settings(tmp_path: Path) -> Iterator[None]:
    """Window preferences go to a throwaway folder, not the user's: both formats, since the
    window's ``QSettings(organisation, application)`` reads the native one (a size saved
    by an earlier run once shrank every window of the layout test to 796 px)."""
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, str(tmp_path / "qsettings"))
    yield


@pytest.fixture
def store(tmp_path: Path) -> Iterator[ProgressStore]:
    """A fresh progress store."""
    with ProgressStore(tmp_path / "data", station="test-kiosk") as s:
        yield s


@pytest.fixture
def mona(store: ProgressStore) -> Supervisor:
    """The store's first supervisor (PIN 246810)."""
    return store.create_first_supervisor("Mona", "246810")


@pytest.fixture
def ann(store: ProgressStore) -> Trainee:
    """A trainee without a PIN."""
    return store.add_trainee("Ann")


@pytest.fixture(scope="session")
def themed_app() -> QApplication:
    """The application, themed once for the whole run."""
    return application()


@pytest.fixture
def window(qtbot: object, store: ProgressStore, themed_app: QApplication) -> Iterator[MainWindow]:
    """The trainee application on that store, shown; deleted afterwards, so windows do not
    pile up on the offscreen screen and slow later tests down."""
    w = MainWindow(store)
    w.show()
    yield w
    wait_for_background(300_000)
    w._may_close = True
    w.close()
    w.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)


@pytest.fixture
def when_modal() -> Callable[[Callable[[QWidget], None]], None]:
    """Act on the next modal dialog once it shows (a dialog's exec() blocks the test until
    it closes, so the acting is scheduled before). Scheduled from inside a dialog, it waits
    for the next one, not the dialog it was scheduled from. It looks every 20 ms, 3,000
    times at most: a minute at the least, which only a dialog that never comes outlasts
    (250 looks, five seconds, a busy machine's background save could outlast, and the
    dialog's exec() then blocked the test for good)."""

    def schedule(act: Callable[[QWidget], None], tries: int = 3000) -> None:
        current = QApplication.activeModalWidget()

        def poll(left: int) -> None:
            modal = QApplication.activeModalWidget()
            if modal is not None and modal is not current and modal.isVisible():
                act(modal)
            elif left:
                QTimer.singleShot(20, lambda: poll(left - 1))

        QTimer.singleShot(0, lambda: poll(tries))

    return schedule


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    """A test that puts the window in another language leaves the next one in English."""
    yield
    from trainer.ui.language import apply_language
    from trainer.words import Choice

    apply_language(Choice())
