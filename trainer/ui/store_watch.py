"""One ``store_changed`` signal for the whole window, as Anki refreshes after each
operation: the progress store calls back after every write that commits, on whichever
thread wrote (the GUI thread, a background save, a site pull), and this turns the calls
into one queued signal on the GUI thread. A burst of writes (a pull of 20,000 answers in
chunks, a drill's answers) gives one signal, a moment after the last of them."""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QObject, QTimer, Signal

if TYPE_CHECKING:
    from trainer.progress import ProgressStore

SETTLE_MS = 150
"""How long after a write the pages refresh, so that a burst of writes refreshes once."""


class StoreWatch(QObject):
    """Emits :attr:`store_changed` on the GUI thread after the store changed."""

    store_changed = Signal()
    _committed = Signal()  # emitted on the writing thread; reaches the timer queued

    def __init__(self, store: ProgressStore, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(SETTLE_MS)
        self._timer.timeout.connect(self._settled)
        self._committed.connect(self._timer.start)
        self.store = store

        def changed() -> None:
            # The watch may be gone (its window closed) while a background write ends.
            if shiboken6.isValid(self):
                with contextlib.suppress(RuntimeError):
                    self._committed.emit()

        self._changed = changed
        store.watch(changed)
        self.destroyed.connect(lambda _=None, s=store, c=changed: s.unwatch(c))

    def _settled(self) -> None:
        # A store closed since its last write (the station shutting down, a store given up
        # for another) has nothing to read again: a page refreshing now would fail.
        if not self.store.is_closed:
            self.store_changed.emit()

    def stop(self) -> None:
        """Stop watching the store (its window is closing)."""
        self.store.unwatch(self._changed)
        self._timer.stop()
