"""Issue 17, item 2 in the window: no verdict for an answer that is not saved anywhere, and
no quitting that drops one (a real full disk: a small tmpfs, see the root conftest.py)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from trainer.drilling import DrillPlan
from trainer.progress import ProgressStore
from trainer.progress.transfer_reading import read_file
from trainer.quiz.model import AnswerKind
from trainer.ui.main_window import MainWindow
from trainer.ui.pages.drill import DrillPage
from trainer.ui.worker import wait_for_background


@pytest.fixture
def on_small_disk(
    qtbot: Any, small_disk: Any, themed_app: QApplication
) -> Iterator[tuple[MainWindow, Any]]:
    store = ProgressStore(small_disk.path / "data", station="test-kiosk")
    window = MainWindow(store)
    window.show()
    ann = store.add_trainee("Ann")
    window.sign_in.refresh()
    qtbot.mouseClick(window.sign_in.buttons[ann.id], Qt.MouseButton.LeftButton)
    plan = DrillPlan(game="three-five-seven", family="three-five-seven/payout", seed=4, count=9)
    window.start_drill(plan)
    yield window, small_disk
    close_on_small_disk(window, small_disk)


def close_on_small_disk(window: MainWindow, disk: Any) -> None:
    """Free the disk, then close the window (a kiosk's too) and its store."""
    disk.free()
    wait_for_background(300_000)
    if window.guard is not None:
        window.guard.remove()  # the guard filters the whole application's events
    window._may_close = True
    window.close()
    window.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    if not window.store.is_closed:
        window.store.close()


def _answer(qtbot: Any, page: DrillPage) -> None:
    question = page.question
    assert question is not None and question.kind is AnswerKind.AMOUNT
    field = page.widgets[AnswerKind.AMOUNT].field  # type: ignore[attr-defined]
    qtbot.keyClicks(field, question.answer_text)
    qtbot.keyClick(field, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: page.showing_verdict or page.holding_unsaved, timeout=60_000)


def _fill(disk: Any, store: ProgressStore) -> None:
    """The disk fills up while the store's -wal is empty (SQLite reuses a -wal's space, so
    a full disk is felt by the first answer that needs more than it held)."""
    store._db.require().execute("PRAGMA wal_checkpoint(TRUNCATE)")
    disk.fill()


def _save_to(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: None)


def test_item_2_the_window_holds_the_verdict_until_an_unsaved_answer_is_safe(
    qtbot: Any,
    on_small_disk: tuple[MainWindow, Any],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    window, disk = on_small_disk
    page, store = window.drill_page, window.store
    _answer(qtbot, page)
    assert page.showing_verdict
    qtbot.keyClick(page.next_button, Qt.Key.Key_Space)
    _fill(disk, store)
    _answer(qtbot, page)
    assert page.holding_unsaved and not page.showing_verdict
    assert "kept in memory only" in page.unsaved.message.text()
    (held,) = store.pending_attempts()
    _save_to(monkeypatch, tmp_path / "rescue.json")
    qtbot.mouseClick(page.unsaved.save_button, Qt.MouseButton.LeftButton)
    assert page.showing_verdict  # the answer is safe on another disk: now the verdict
    assert [a.attempt_id for a in read_file(tmp_path / "rescue.json")] == [held.attempt_id]
    qtbot.keyClick(page.next_button, Qt.Key.Key_Space)
    _answer(qtbot, page)
    assert page.holding_unsaved
    disk.free()
    qtbot.mouseClick(page.unsaved.retry_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.showing_verdict, timeout=60_000)
    assert store.pending_attempts() == ()
    assert store.attempt_count() == 3  # every answer a verdict was shown for


def test_item_2_quitting_with_answers_only_in_memory_asks_and_saves_them(
    qtbot: Any,
    on_small_disk: tuple[MainWindow, Any],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    window, disk = on_small_disk
    page, store = window.drill_page, window.store
    _fill(disk, store)
    _answer(qtbot, page)
    assert page.holding_unsaved
    asked: list[str] = []

    def choose(label: str) -> Any:
        def run(box: QMessageBox) -> int:
            asked.append(box.text())
            (button,) = [b for b in box.buttons() if b.text() == label]
            button.click()
            return 0

        return run

    monkeypatch.setattr(QMessageBox, "exec", choose("Cancel"))
    assert not window.close() and window.isVisible()
    assert "Answers that could not be saved anywhere: 1." in asked[0]
    _save_to(monkeypatch, tmp_path / "rescue.json")
    monkeypatch.setattr(QMessageBox, "exec", choose("Save to a file…"))
    assert window.close()
    (saved,) = read_file(tmp_path / "rescue.json")
    assert [a.attempt_id for a in store.pending_attempts()] == [saved.attempt_id]
