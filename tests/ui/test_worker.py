"""Background work: one wrapper for every caller, its result typed, with progress and
cancel, delivered on the GUI thread (DESIGN.md: slow work runs off the GUI thread and
never touches widgets from there)."""

from __future__ import annotations

import threading
from functools import partial
from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import QObject, QThread
from PySide6.QtWidgets import QApplication, QWidget

from trainer.ui.worker import Task, run_in_background, wait_for_background

PATIENCE = 300.0
"""Seconds a thread waits for the test before a hang is declared (never a slow machine)."""


class Recorder:
    """What reached the GUI thread, and on which thread it arrived."""

    def __init__(self) -> None:
        self.results: list[object] = []
        self.errors: list[BaseException] = []
        self.moves: list[tuple[int, int]] = []
        self.threads: set[QThread] = set()

    def _here(self) -> None:
        self.threads.add(QThread.currentThread())

    def done(self, result: object) -> None:
        self._here()
        self.results.append(result)

    def failed(self, exc: BaseException) -> None:
        self._here()
        self.errors.append(exc)

    def moved(self, done: int, total: int) -> None:
        self._here()
        self.moves.append((done, total))

    @property
    def settled(self) -> bool:
        return bool(self.results or self.errors)


def gui_thread() -> QThread:
    app = QApplication.instance()
    assert app is not None
    return app.thread()


def test_the_result_comes_back_on_the_gui_thread(qtbot: Any) -> None:
    seen = Recorder()
    ran_on: list[QThread] = []

    def work(task: Task) -> list[int]:
        ran_on.append(QThread.currentThread())
        return [1, 2, 3]

    task = run_in_background(work, seen.done, seen.failed)
    qtbot.waitUntil(lambda: seen.settled, timeout=60_000)
    assert seen.results == [[1, 2, 3]] and seen.errors == []
    assert ran_on and ran_on[0] is not gui_thread()
    assert seen.threads == {gui_thread()}
    assert not task.is_running


def test_an_exception_comes_back_and_is_never_lost(qtbot: Any) -> None:
    seen = Recorder()

    def work(task: Task) -> int:
        raise OSError(28, "No space left on device")

    run_in_background(work, seen.done, seen.failed)
    qtbot.waitUntil(lambda: seen.settled, timeout=60_000)
    assert seen.results == [] and isinstance(seen.errors[0], OSError)
    assert seen.threads == {gui_thread()}


def test_progress_arrives_in_order_before_the_result(qtbot: Any) -> None:
    seen = Recorder()

    def work(task: Task) -> str:
        for done in range(6):
            task.progress(done, 5)
        return "written"

    def done(result: str) -> None:
        seen.results.append((result, len(seen.moves)))

    run_in_background(work, done, seen.failed, on_progress=seen.moved)
    qtbot.waitUntil(lambda: seen.settled, timeout=60_000)
    assert seen.moves == [(d, 5) for d in range(6)]
    assert seen.results == [("written", 6)]  # every step was shown before the result
    assert seen.threads == {gui_thread()}


def test_cancel_stops_the_work_at_its_next_check(qtbot: Any) -> None:
    seen = Recorder()
    started, cancel_sent = threading.Event(), threading.Event()
    checks: list[int] = []

    class Stopped(Exception):
        pass

    def work(task: Task) -> int:
        started.set()
        for step in range(10_000):
            checks.append(step)
            if task.is_cancelled():
                raise Stopped()
            # Each step ends once the cancel is sent (not after a millisecond, which a busy
            # machine could let add up to the whole loop before the test cancels).
            cancel_sent.wait(PATIENCE)
        return -1

    task = run_in_background(work, seen.done, seen.failed)
    assert started.wait(PATIENCE)
    assert task.is_running and not task.is_cancelled()
    task.cancel()
    cancel_sent.set()
    qtbot.waitUntil(lambda: seen.settled, timeout=60_000)
    assert isinstance(seen.errors[0], Stopped) and seen.results == []
    assert checks in ([0], [0, 1])  # at the check it was at, or at the next one
    assert task.is_cancelled() and not task.is_running


def test_nothing_is_delivered_to_an_owner_that_is_gone(qtbot: Any) -> None:
    seen = Recorder()
    release = threading.Event()
    finished = threading.Event()
    owner = QWidget()

    def work(task: Task) -> int:
        assert release.wait(PATIENCE)  # the owner is gone before the work ends
        task.progress(1, 1)
        finished.set()
        return 7

    task = run_in_background(work, seen.done, seen.failed, owner=owner, on_progress=seen.moved)
    owner.deleteLater()
    qtbot.waitUntil(lambda: not _alive(owner), timeout=60_000)
    release.set()
    assert finished.wait(PATIENCE)
    qtbot.waitUntil(lambda: not task.is_running, timeout=60_000)  # the work ran to its end
    assert (seen.results, seen.errors, seen.moves) == ([], [], [])


def _alive(owner: QObject) -> bool:
    return bool(shiboken6.isValid(owner))


def _square(i: int, task: Task) -> int:
    return i * i


@pytest.mark.parametrize("count", [1, 12])
def test_wait_for_background_waits_for_every_job(qtbot: Any, count: int) -> None:
    seen = Recorder()
    for i in range(count):
        run_in_background(partial(_square, i), seen.done, seen.failed)
    assert wait_for_background(60_000)
    qtbot.waitUntil(lambda: len(seen.results) == count, timeout=60_000)
    assert set(seen.results) == {i * i for i in range(count)} and len(seen.results) == count
