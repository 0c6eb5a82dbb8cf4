"""Issue 32, item 8 in the window: on a full disk a kiosk's "Save to a file…" lets no
walk-up user write anywhere but the house's export folder, and overwrites nothing there
(a real full disk: a small tmpfs, see the root conftest.py)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from trainer.drilling import DrillPlan
from trainer.progress import ProgressStore
from trainer.progress.transfer_reading import read_file
from trainer.ui.main_window import MainWindow

from .test_unsaved import _answer, _fill, close_on_small_disk

MOMENT = datetime(2026, 12, 2, 13, 5, 9, tzinfo=UTC)


@pytest.fixture
def kiosk_on_small_disk(
    qtbot: Any, small_disk: Any, themed_app: QApplication, monkeypatch: pytest.MonkeyPatch
) -> Iterator[tuple[MainWindow, Any]]:
    def no_dialog(*args: Any, **kwargs: Any) -> tuple[str, str]:
        raise AssertionError("a kiosk asked a walk-up user for a path")

    monkeypatch.setattr(QFileDialog, "getSaveFileName", no_dialog)
    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: told.append(a[2]))
    monkeypatch.setattr(QMessageBox, "exec", lambda box: told.append(box.text()) or 0)
    store = ProgressStore(small_disk.path / "data", station="kiosk-7", clock=lambda: MOMENT)
    window = MainWindow(store, kiosk=True)
    window.told = told  # type: ignore[attr-defined]
    window.showFullScreen()  # as the application shows a kiosk
    if window.guard is not None:
        # Its once-a-second upkeep raises the window, which offscreen Qt warns of; what is
        # tested here is where a kiosk saves, not how it stays on top (test_kiosk.py).
        window.guard.ticker.stop()
    ann = store.add_trainee("Ann")
    window.sign_in.refresh()
    qtbot.mouseClick(window.sign_in.buttons[ann.id], Qt.MouseButton.LeftButton)
    plan = DrillPlan(game="three-five-seven", family="three-five-seven/payout", seed=4, count=9)
    window.start_drill(plan)
    yield window, small_disk
    close_on_small_disk(window, small_disk)


def _set_export_folder(store: ProgressStore, folder: Path) -> None:
    mona = store.create_first_supervisor("Mona", "246810")
    store.change_setting("kiosk.export-folder", str(folder), by=mona)


def test_item_8_a_kiosk_saves_only_to_the_house_s_folder_and_overwrites_nothing(
    qtbot: Any, kiosk_on_small_disk: tuple[MainWindow, Any], tmp_path: Path
) -> None:
    window, disk = kiosk_on_small_disk
    page, store = window.drill_page, window.store
    usb = tmp_path / "usb"
    usb.mkdir()
    _set_export_folder(store, usb)
    planted = usb / "unsaved-answers-20261202-130509.json"
    planted.write_text("someone's file\n")
    _fill(disk, store)
    _answer(qtbot, page)
    assert page.holding_unsaved
    (held,) = store.pending_attempts()
    qtbot.mouseClick(page.unsaved.save_button, Qt.MouseButton.LeftButton)
    assert page.showing_verdict
    assert planted.read_text() == "someone's file\n"
    saved = usb / "unsaved-answers-20261202-130509-2.json"
    assert [a.attempt_id for a in read_file(saved)] == [held.attempt_id]
    assert str(saved) in window.told[-1]  # type: ignore[attr-defined]


def test_item_8_a_kiosk_without_an_export_folder_keeps_the_answer_held(
    qtbot: Any, kiosk_on_small_disk: tuple[MainWindow, Any]
) -> None:
    window, disk = kiosk_on_small_disk
    page, store = window.drill_page, window.store
    _fill(disk, store)
    _answer(qtbot, page)
    qtbot.mouseClick(page.unsaved.save_button, Qt.MouseButton.LeftButton)
    assert page.holding_unsaved and not page.showing_verdict
    assert "no export folder" in window.told[-1]  # type: ignore[attr-defined]
    assert len(store.pending_attempts()) == 1
