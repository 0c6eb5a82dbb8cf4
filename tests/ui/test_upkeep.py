"""The window's start leaves the store's day's check and backup to a worker (issue 28):
they run once the window shows, never among the jobs a drill's end waits for, and stop
when the window closes."""

from __future__ import annotations

import threading
from pathlib import Path

from PySide6.QtCore import QThreadPool
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from trainer.progress import ProgressStore
from trainer.progress.backups import list_backups
from trainer.ui.main_window import MainWindow


def test_the_days_backup_is_taken_once_the_window_shows(
    qtbot: QtBot, tmp_path: Path, themed_app: QApplication
) -> None:
    folder = tmp_path / "data"
    ProgressStore(folder).close()  # yesterday's store, say: its backups gone
    for backup in list_backups(folder):
        backup.path.unlink()
    with ProgressStore(folder, integrity="background") as store:
        window = MainWindow(store)
        qtbot.addWidget(window)
        window.show()
        assert list_backups(folder) == []  # the start took none
        window.upkeep.start(0)
        qtbot.waitUntil(lambda: len(list_backups(folder)) == 1, timeout=60_000)
        window.close()


def test_closing_the_window_stops_the_upkeep_and_a_drill_never_waits_for_it(
    qtbot: QtBot, tmp_path: Path, themed_app: QApplication
) -> None:
    started, stopped = threading.Event(), threading.Event()
    with ProgressStore(tmp_path / "data", integrity="background") as store:

        def long_upkeep(cancelled: object) -> list[str]:  # as at a million answers
            started.set()
            while not cancelled():  # type: ignore[operator]
                stopped.wait(0.01)
            stopped.set()
            return []

        store.daily_upkeep = long_upkeep  # type: ignore[method-assign]
        window = MainWindow(store)
        qtbot.addWidget(window)
        window.show()
        window.upkeep.start(0)
        qtbot.waitUntil(started.is_set, timeout=60_000)
        # What a drill's end and a sign-out wait for does not include it.
        assert QThreadPool.globalInstance().activeThreadCount() == 0
        window.close()
        assert stopped.is_set()
