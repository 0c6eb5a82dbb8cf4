"""Fixtures for driving the real window: a store in a temporary folder, the window on it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from trainer.progress import ProgressStore
from trainer.ui.application import application
from trainer.ui.main_window import MainWindow
from trainer.ui.worker import wait_for_background


@pytest.fixture(autouse=True)
def _isolated_settings(tmp_path: Path) -> Iterator[None]:
    """Window preferences go to a throwaway folder, not the user's."""
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(
        QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "qsettings")
    )
    yield


@pytest.fixture
def store(tmp_path: Path) -> Iterator[ProgressStore]:
    """A fresh progress store."""
    with ProgressStore(tmp_path / "data", station="test-kiosk") as s:
        yield s


@pytest.fixture
def window(qtbot: object, store: ProgressStore) -> Iterator[MainWindow]:
    """The trainee application on that store, shown."""
    application()
    w = MainWindow(store)
    qtbot.addWidget(w)  # type: ignore[attr-defined]
    w.show()
    yield w
    wait_for_background()
