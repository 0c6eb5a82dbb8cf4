"""The day's check and backup of the store, run on a worker once the window shows.

At a million answers they cost 11 s of CPU; the window opens the store without them
(``integrity="background"``) and this runs them a moment after the first screen is up,
on a thread pool of its own (so that nothing waiting for the answers being written waits
for them too), and looks again every hour (a kiosk left running takes each day's). They
stop at their next step when the window closes; whatever they have to say (damage found,
a backup that could not be made) shows in the window's banner.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QThreadPool, QTimer

if TYPE_CHECKING:
    from trainer.progress import ProgressStore
from trainer.ui.worker import Task, run_in_background

START_AFTER_MS = 2_000
"""How long after the window shows the upkeep starts (the first screen comes first)."""
AGAIN_AFTER_MS = 3_600_000
"""How often a window left running looks again (a kiosk takes each day's backup; a look
on a day already backed up costs a directory listing)."""


class Upkeep(QObject):
    """Runs :meth:`ProgressStore.daily_upkeep` once, off the GUI thread."""

    def __init__(self, store: ProgressStore, tell: Callable[[str], None], parent: QObject) -> None:
        super().__init__(parent)
        self._store = store
        self._tell = tell
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._run)
        self.task: Task | None = None

    def start(self, delay_ms: int = START_AFTER_MS) -> None:
        """Run the upkeep after *delay_ms*."""
        self._timer.start(delay_ms)

    def _run(self) -> None:
        store = self._store
        if store.is_closed:
            return
        self.task = run_in_background(
            lambda task: store.daily_upkeep(task.is_cancelled),
            self._done,
            lambda exc: self._tell(str(exc)),
            owner=self,
            pool=self._pool,
        )

    def _done(self, sentences: list[str]) -> None:
        for sentence in sentences:
            self._tell(sentence)
        self._timer.start(AGAIN_AFTER_MS)

    def stop(self) -> None:
        """Stop it (at its next step) and wait for it: the window is closing."""
        self._timer.stop()
        if self.task is not None:
            self.task.cancel()
        self._pool.waitForDone()
