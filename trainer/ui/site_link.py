"""The window's link to its school's site: background sync and a quiet status line.

The station syncs after each answer is committed here and every few seconds while the
site answers; a trainee's answers from the other stations are pulled when they sign in,
in the background, while the drill is usable at once. The status says "synced" or
"offline: 37 answers waiting", and never raises a modal error: the answers are safe in
this station's store whatever the network does.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from trainer.progress import ProgressStore, StoreError
from trainer.ui.translation import arg
from trainer.ui.worker import Task, run_in_background

if TYPE_CHECKING:
    from trainer.site.sync import SyncReport, TraineePull

SYNC_EVERY_MS = 5_000
AFTER_ANSWER_MS = 300


class SiteLink(QObject):
    """Keeps one station in step with its site, off the window's thread."""

    status_changed = Signal(str)
    records_changed = Signal()  # trainees, settings or exams came from the site
    trainee_pulled = Signal(int, int)  # trainee id, answers new to this station
    trainee_language_pulled = Signal(int)  # trainee id: their language, chosen elsewhere

    def __init__(
        self,
        store: ProgressStore,
        url: str,
        parent: QObject | None = None,
        *,
        every_ms: int = SYNC_EVERY_MS,
    ) -> None:
        super().__init__(parent)
        self.store = store
        self.url = url
        self.running = False
        self.again = False
        self.stopped = False
        self.reachable: bool | None = None
        self.status = ""
        self.last_report: SyncReport | None = None
        self.task: Task | None = None
        self.timer = QTimer(self)
        self.timer.setInterval(every_ms)
        self.timer.timeout.connect(self.sync_now)
        self.soon = QTimer(self)
        self.soon.setSingleShot(True)
        self.soon.setInterval(AFTER_ANSWER_MS)
        self.soon.timeout.connect(self.sync_now)

    def start(self) -> None:
        """Sync now, then every few seconds."""
        self._say(self.tr("connecting to the site"))
        self.timer.start()
        self.sync_now()

    def stop(self) -> None:
        """No more syncs (the window is closing); a sync under way ends quietly."""
        self.stopped = True
        if self.task is not None:
            self.task.cancel()  # the sync stops between two batches
        self.timer.stop()
        self.soon.stop()

    def answer_saved(self) -> None:
        """An answer was committed here: send it soon (answers close together go together)."""
        self.soon.start()

    def sync_now(self) -> None:
        """Start a sync on a worker unless one is running (then one follows it)."""
        if self.stopped:
            return
        if self.running:
            self.again = True
            return
        self.running = True
        from trainer.site.sync import sync

        store, url = self.store, self.url
        self.task = run_in_background(
            lambda task: sync(store, url, cancelled=task.is_cancelled),
            self._synced,
            self._failed,
            owner=self,
        )

    def pull_trainee(self, trainee_id: int) -> None:
        """Bring a trainee's answers from the other stations, in the background."""
        from trainer.site.sync import pull_trainee_facts

        if self.stopped:
            return
        store, url = self.store, self.url
        run_in_background(
            lambda _task: pull_trainee_facts(store, url, trainee_id),
            self._pulled,
            lambda exc: self._failed(exc, sync_done=False),
            owner=self,
        )

    def pull_school(self, then: Callable[[], None]) -> None:
        """Bring every active trainee's answers from the other stations (for the console,
        whose pages then cover the whole school); *then* runs on the window's thread."""
        from trainer.site.sync import pull_school

        if self.stopped:
            return
        store, url = self.store, self.url
        run_in_background(
            lambda _task: pull_school(store, url),
            lambda _added: None if self.stopped else then(),
            lambda exc: self._failed(exc, sync_done=False),
            owner=self,
        )

    def waiting_text(self) -> str:
        """How many answers wait for the site, as words."""
        try:
            count = self.store.outbox.waiting_answers()
        except StoreError:
            return ""
        if count == 1:
            return self.tr("1 answer waiting")
        return arg(self.tr("%1 answers waiting"), count)

    def _say(self, text: str) -> None:
        if text != self.status:
            self.status = text
            self.status_changed.emit(text)

    def _synced(self, report: SyncReport) -> None:
        self.running = False
        if self.stopped:
            return
        self.last_report = report
        self.reachable = True
        if report.records_pulled:
            self.records_changed.emit()
        waiting = report.waiting
        self._say(self.tr("synced") if not waiting else self.tr("syncing: ") + self.waiting_text())
        if self.again:
            self.again = False
            self.sync_now()

    def _pulled(self, pulled: TraineePull) -> None:
        if self.stopped:
            return
        self.trainee_pulled.emit(pulled.trainee_id, pulled.added)
        if pulled.language_changed:
            self.trainee_language_pulled.emit(pulled.trainee_id)

    def _failed(self, exc: BaseException, *, sync_done: bool = True) -> None:
        # Never a dialog: the answers are safe here, and the next sync tries again.
        if sync_done:
            self.running = False
            self.again = False
        if self.stopped:
            return
        self.reachable = False
        self._say(self.tr("offline: ") + self.waiting_text())
