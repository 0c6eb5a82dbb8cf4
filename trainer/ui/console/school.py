"""The School page: the live class view of every station, and edits that lost.

On a station connected to its site it lists who is drilling now anywhere in the school,
at which station, game and skill, and their accuracy over their last answers, refreshed
every second (an answer shows within 2 s of reaching the site). Offline, a banner says
the console shows this station's data. Below, the edits made at this station that lost
to one made elsewhere, for the supervisor who made them. The site is read on a worker
thread; the page never waits on the network.
"""

from __future__ import annotations

import contextlib
import threading
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QTimer, Signal
from PySide6.QtWidgets import QLabel, QListWidget, QVBoxLayout, QWidget

from trainer.progress import ProgressStore
from trainer.ui.console.common import (
    Column,
    RecordModel,
    accuracy_colour,
    card,
    game_name,
    page_title,
    percent,
    record_table,
    skill_name,
    status_label,
    when,
)
from trainer.ui.theme import WRONG
from trainer.ui.translation import arg
from trainer.ui.worker import run_in_background

if TYPE_CHECKING:
    from trainer.progress.outbox import Conflict
    from trainer.site.classview import LiveRow
    from trainer.site.schema import Connection

REFRESH_MS = 1_000


class _SiteReader:
    """One connection to the site, reused by the page's refreshes, one at a time, on
    worker threads; :meth:`shut` closes it there too, after a refresh under way."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.conn: Connection | None = None
        self.lock = threading.Lock()

    def live(self) -> list[LiveRow]:
        from trainer.site.classview import live_class
        from trainer.site.connection import connect

        with self.lock:
            if self.conn is None or self.conn.closed:
                self.conn = connect(self.url)
            try:
                return live_class(self.conn)
            except BaseException:
                self._close()
                raise

    def shut(self) -> None:
        """Close the connection (waiting for a refresh under way to end first)."""
        with self.lock:
            self._close()

    def _close(self) -> None:
        conn, self.conn = self.conn, None
        if conn is not None:
            with contextlib.suppress(Exception):
                conn.close()


class SchoolPage(QWidget):
    """The whole school, live, when this station reaches its site."""

    refreshed = Signal()

    def __init__(
        self, store: ProgressStore, site_url: str | None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.store = store
        self.reader = None if site_url is None else _SiteReader(site_url)
        self.busy = False
        self.online: bool | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 18, 24, 18)
        layout.setSpacing(12)
        layout.addWidget(
            page_title(
                self.tr("The school"),
                self.tr("Who is drilling now on every station of the school's site."),
            )
        )
        self.banner = QLabel()
        self.banner.setWordWrap(True)
        self.banner.setStyleSheet(
            f"background: #fbeee9; color: {WRONG}; padding: 8px 12px; font-weight: 600;"
        )
        self.banner.setAccessibleName(self.tr("Site status"))
        self.banner.setVisible(False)
        layout.addWidget(self.banner)
        live_card, live_layout = card(self.tr("Drilling now"))
        self.model: RecordModel[LiveRow] = RecordModel(self._columns(), self)
        self.table = record_table(self.tr("Trainees drilling now"))
        self.table.setModel(self.model)
        live_layout.addWidget(self.table)
        self.status = status_label()
        live_layout.addWidget(self.status)
        layout.addWidget(live_card, 2)
        lost_card, lost_layout = card(self.tr("Edits made here that lost to one made elsewhere"))
        self.conflicts = QListWidget()
        self.conflicts.setAccessibleName(self.tr("Edits that lost"))
        lost_layout.addWidget(self.conflicts)
        layout.addWidget(lost_card, 1)
        self.timer = QTimer(self)
        self.timer.setInterval(REFRESH_MS)
        self.timer.timeout.connect(self.refresh)
        if self.reader is None:
            self._offline(self.tr("This station has no site, so this is its own data only."))
        else:
            self.timer.start()

    def _columns(self) -> list[Column[LiveRow]]:
        def colour(row: LiveRow) -> Any:
            return accuracy_colour(row.accuracy) if row.recent else None

        return [
            Column(self.tr("Trainee"), lambda r: r.trainee, key=lambda r: r.trainee.casefold()),
            Column(self.tr("Station"), lambda r: r.station),
            Column(self.tr("Game"), lambda r: game_name(r.game)),
            Column(self.tr("Skill"), lambda r: skill_name(r.skill)),
            Column(
                self.tr("Accuracy, last answers"),
                lambda r: f"{percent(r.accuracy)} of {r.recent}",
                key=lambda r: r.accuracy,
                background=colour,
            ),
            Column(
                self.tr("Last answer"),
                lambda r: when(r.last_answer_at),
                key=lambda r: r.last_answer_at,
            ),
        ]

    def refresh(self) -> None:
        """Read the live view from the site (on a worker), and this station's lost edits."""
        self._show_conflicts()
        reader = self.reader
        if reader is None or self.busy:
            return
        self.busy = True
        run_in_background(lambda _task: reader.live(), self._loaded, self._failed, owner=self)

    def stop(self) -> None:
        """No more refreshes; the site connection is closed (the console is closing), on a
        worker, after any refresh under way, so the window never waits on the network."""
        self.timer.stop()
        reader, self.reader = self.reader, None
        if reader is not None:
            run_in_background(lambda _task: reader.shut(), lambda _none: None, lambda _exc: None)

    def _loaded(self, rows: list[LiveRow]) -> None:
        self.busy = False
        self.online = True
        self.banner.setVisible(False)
        self.model.set_rows(rows)
        count = len(rows)
        self.status.setText(
            self.tr("No one is drilling right now.")
            if not count
            else arg(self.tr("%1 drilling now."), count)
        )
        self.refreshed.emit()

    def _failed(self, exc: BaseException) -> None:
        self.busy = False
        self._offline(
            self.tr(
                "Offline: the school's site cannot be reached, so the console shows this "
                "station's data only."
            )
        )
        self.refreshed.emit()

    def _offline(self, text: str) -> None:
        self.online = False
        self.banner.setText(text)
        self.banner.setVisible(True)
        self.model.set_rows([])

    def _show_conflicts(self) -> None:
        # On a worker: the read waits its turn for the store (issue 24).
        outbox = self.store.outbox
        run_in_background(
            lambda _task: outbox.conflicts(),
            self._conflicts_loaded,
            lambda _exc: None,  # a closed store shows nothing new
            owner=self,
        )

    def _conflicts_loaded(self, conflicts: tuple[Conflict, ...]) -> None:
        texts = [
            arg(
                self.tr("%1 %2: yours %3, in force %4 (set by %5) — %6"),
                c.kind,
                c.record,
                c.mine,
                c.theirs,
                c.by_name or self.tr("someone else"),
                when(c.at),
            )
            for c in conflicts
        ]
        if texts != [self.conflicts.item(i).text() for i in range(self.conflicts.count())]:
            self.conflicts.clear()
            self.conflicts.addItems(texts)
