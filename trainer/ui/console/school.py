"""The School page: the live class view of every station, edits that lost, and retiring
a station whose password was taken.

On a station connected to its site it lists who is drilling now anywhere in the school,
at which station, game and skill, and their accuracy over their last answers, refreshed
every second (an answer shows within 2 s of reaching the site). Offline, a banner says
the console shows this station's data. Below, the edits made at this station that lost
to one made elsewhere, for the supervisor who made them. The site is read on a worker
thread; the page never waits on the network.

A supervisor of the site retires a station here (issue 32) by typing its name: the site
refuses its pushes from then on, and the answers it received from it since the moment
given count nowhere (see :mod:`trainer.site.retirement`). The supervisor's authority
key, held in memory since they signed in, goes with the request.
"""

from __future__ import annotations

import contextlib
import threading
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QDateTime, QTime, QTimer, Signal
from PySide6.QtWidgets import (
    QDateTimeEdit,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

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
    from trainer.progress.records import Supervisor
    from trainer.site.classview import LiveRow
    from trainer.site.retirement import Retirement
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
        self,
        store: ProgressStore,
        site_url: str | None,
        parent: QWidget | None = None,
        supervisor: Supervisor | None = None,
    ) -> None:
        super().__init__(parent)
        self.store = store
        self.site_url = site_url
        self.supervisor = supervisor
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
        if site_url is not None and supervisor is not None:
            layout.addWidget(self._retire_card())
        self.timer = QTimer(self)
        self.timer.setInterval(REFRESH_MS)
        self.timer.timeout.connect(self.refresh)
        if self.reader is None:
            self._offline(self.tr("This station has no site, so this is its own data only."))
        else:
            self.timer.start()

    def _retire_card(self) -> QWidget:
        frame, box = card(self.tr("Retire a station whose password was taken"))
        row = QHBoxLayout()
        self.retire_name = QLineEdit()
        self.retire_name.setPlaceholderText(self.tr("e.g. kiosk-3"))
        self.retire_name.setAccessibleName(self.tr("Name of the station to retire"))
        row.addWidget(self.retire_name, 2)
        row.addWidget(QLabel(self.tr("Its answers stop counting from")))
        self.retire_since = QDateTimeEdit()
        self.retire_since.setCalendarPopup(True)
        self.retire_since.setDisplayFormat("yyyy-MM-dd HH:mm")
        self.retire_since.setAccessibleName(self.tr("Its answers stop counting from"))
        # The start of today: a password is seldom found taken the moment it was.
        today = QDateTime.currentDateTime()
        today.setTime(QTime(0, 0))
        self.retire_since.setDateTime(today)
        row.addWidget(self.retire_since, 1)
        self.retire_button = QPushButton(self.tr("Retire station"))
        self.retire_button.clicked.connect(self.retire)
        row.addWidget(self.retire_button)
        box.addLayout(row)
        self.retire_status = status_label()
        box.addWidget(self.retire_status)
        return frame

    def retire(self) -> None:
        """Retire the station named, with the signed-in supervisor's authority (on a
        worker); the answer, or why not, shows under the button."""
        from trainer.site.authority import SIGNED_IN

        name = " ".join(self.retire_name.text().split())
        if not name or self.site_url is None or self.supervisor is None:
            self.retire_status.setText(self.tr("Type the name of the station to retire."))
            return
        found = self.store.outbox.supervisor_site_id(self.supervisor.name)
        key = None if found is None else SIGNED_IN.key_for(found[0])
        if found is None or key is None:
            self.retire_status.setText(
                self.tr(
                    "Only a supervisor of the school's site, signed in here, may retire a station."
                )
            )
            return
        from datetime import UTC, datetime

        since = datetime.fromtimestamp(self.retire_since.dateTime().toSecsSinceEpoch(), UTC)
        url, supervisor_id = self.site_url, found[0]
        self.retire_button.setEnabled(False)
        self.retire_status.setText(arg(self.tr("Retiring %1…"), name))

        def work(_task: object) -> Retirement:
            from trainer.site.retirement import retire_station_as_supervisor

            return retire_station_as_supervisor(url, name, since, supervisor_id, key)

        run_in_background(work, self._retired, self._not_retired, owner=self)

    def _retired(self, done: Retirement) -> None:
        self.retire_button.setEnabled(True)
        self.retire_name.clear()
        self.retire_status.setText(
            arg(
                self.tr(
                    "Station %1 is retired: the site refuses its answers, and the %2 it sent "
                    "since then (of %3 trainees) no longer count; every station drops them at "
                    "its next sync."
                ),
                done.station,
                done.voided,
                done.trainees,
            )
        )
        self.refreshed.emit()

    def _not_retired(self, exc: BaseException) -> None:
        self.retire_button.setEnabled(True)
        self.retire_status.setText(str(exc))
        self.refreshed.emit()

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
