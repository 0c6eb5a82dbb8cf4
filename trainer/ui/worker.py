"""Background work off the GUI thread, one way for every caller.

:func:`run_in_background` runs ``work(task)`` on Qt's thread pool and brings its result
(or its exception) back to the GUI thread through a queued signal, as Anki's
``QueryOp`` does. The work never touches widgets; it is handed a :class:`Task` through
which it reports progress and asks whether it should stop, and the caller keeps the same
task to cancel it:

    task = run_in_background(
        lambda task: export(store, path, progress=task.progress, cancelled=task.is_cancelled),
        self._saved,            # on_done(result), on the GUI thread
        self._failed,           # on_error(exc), on the GUI thread
        owner=self,             # nothing is delivered once this widget is gone
        on_progress=self._moved,
    )
    ...
    task.cancel()

The result is typed: ``on_done`` takes what ``work`` returns.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Generic, TypeVar

import shiboken6
from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal, Slot

T = TypeVar("T")


class _Relay(QObject):
    """Lives on the GUI thread; the worker's signals reach it queued."""

    finished = Signal()
    moved = Signal(int, int)

    def __init__(self, deliver: Callable[[], None], move: Callable[[int, int], None]) -> None:
        super().__init__()
        self._deliver, self._move = deliver, move
        # Slots of this object, which belongs to the GUI thread: emitted on the worker
        # thread, both arrive queued on the GUI thread.
        self.finished.connect(self._finished)
        self.moved.connect(self._moved)

    @Slot()
    def _finished(self) -> None:
        self._deliver()

    @Slot(int, int)
    def _moved(self, done: int, total: int) -> None:
        self._move(done, total)


class Task:
    """One piece of background work as both sides see it.

    The work (on the worker thread) calls :meth:`progress` and polls
    :meth:`is_cancelled`; the caller (on the GUI thread) may :meth:`cancel` it. Neither
    touches a widget from the worker thread: progress crosses as a queued signal.
    """

    def __init__(self, relay: _Relay) -> None:
        self._relay = relay
        self._stop = threading.Event()
        self._running = True

    def progress(self, done: int, total: int) -> None:
        """Report ``done`` of ``total`` steps (from the worker thread)."""
        self._relay.moved.emit(done, total)

    def is_cancelled(self) -> bool:
        """Whether the caller has asked the work to stop."""
        return self._stop.is_set()

    def cancel(self) -> None:
        """Ask the work to stop; it stops at its next check (its error is then delivered)."""
        self._stop.set()

    @property
    def is_running(self) -> bool:
        """Whether the work has yet to deliver its result or its error."""
        return self._running


class _Outcome(Generic[T]):
    """What the work gave: its result, or the exception it raised."""

    def __init__(self) -> None:
        self.result: tuple[T] | None = None
        self.error: BaseException | None = None


class _Job(QRunnable):
    def __init__(self, body: Callable[[], None]) -> None:
        super().__init__()
        self._body = body
        self.setAutoDelete(True)

    def run(self) -> None:
        self._body()


_live: set[_Relay] = set()
"""Relays whose job has not delivered yet (so that Python keeps them alive)."""


def run_in_background(
    work: Callable[[Task], T],
    on_done: Callable[[T], None],
    on_error: Callable[[BaseException], None],
    *,
    owner: QObject | None = None,
    on_progress: Callable[[int, int], None] | None = None,
    pool: QThreadPool | None = None,
) -> Task:
    """Run ``work(task)`` on the thread pool; then ``on_done(result)`` or
    ``on_error(exc)`` is called on the GUI thread, and ``on_progress(done, total)`` as
    the work reports it. With an *owner*, nothing is delivered once the owner has been
    deleted (a closed console, a page thrown away), while the work runs to its end.
    Returns the :class:`Task`, to cancel the work. With a *pool* of its own, the work
    is not among the jobs :func:`wait_for_background` waits for (the day's upkeep)."""
    outcome: _Outcome[T] = _Outcome()

    def alive() -> bool:
        return owner is None or shiboken6.isValid(owner)

    def deliver() -> None:
        _live.discard(relay)
        relay.deleteLater()
        task._running = False
        if not alive():
            return
        if outcome.result is not None:
            on_done(outcome.result[0])
        else:
            assert outcome.error is not None
            on_error(outcome.error)

    def moved(done: int, total: int) -> None:
        if on_progress is not None and alive():
            on_progress(done, total)

    def body() -> None:  # on the worker thread
        try:
            outcome.result = (work(task),)
        except BaseException as exc:  # delivered to the GUI thread, never lost
            outcome.error = exc
        relay.finished.emit()

    relay = _Relay(deliver, moved)
    task = Task(relay)
    _live.add(relay)
    (pool or QThreadPool.globalInstance()).start(_Job(body))
    return task


def wait_for_background(msecs: int = 30_000) -> bool:
    """Wait for every background job (at shutdown, so no answer is left half-written)."""
    return QThreadPool.globalInstance().waitForDone(msecs)
