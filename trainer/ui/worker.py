"""Background work off the GUI thread. The work never touches widgets; its result comes
back to the GUI thread through a queued signal."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal


class _Relay(QObject):
    done = Signal(object)
    failed = Signal(object)


class _Job(QRunnable):
    def __init__(self, work: Callable[[], Any], relay: _Relay) -> None:
        super().__init__()
        self._work = work
        self._relay = relay
        self.setAutoDelete(True)

    def run(self) -> None:
        try:
            result = self._work()
        except BaseException as exc:  # reported to the GUI thread, never lost
            self._relay.failed.emit(exc)
        else:
            self._relay.done.emit(result)


_live: set[_Relay] = set()


def run_in_background(
    work: Callable[[], Any],
    on_done: Callable[[Any], None],
    on_error: Callable[[BaseException], None],
    *,
    parent: QObject | None = None,
) -> None:
    """Run ``work`` on the thread pool; ``on_done(result)`` or ``on_error(exc)`` is then
    called on the GUI thread."""
    relay = _Relay(parent)
    _live.add(relay)

    def finish() -> None:
        _live.discard(relay)
        relay.deleteLater()

    relay.done.connect(on_done)
    relay.failed.connect(on_error)
    relay.done.connect(finish)
    relay.failed.connect(finish)
    QThreadPool.globalInstance().start(_Job(work, relay))


def wait_for_background(msecs: int = 30_000) -> bool:
    """Wait for every background job (at shutdown, so no answer is left half-written)."""
    return QThreadPool.globalInstance().waitForDone(msecs)
