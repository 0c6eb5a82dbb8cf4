"""The console's view of the drill scheduler for one trainee (issue 30): every family in
the order the house's scheduler would ask it, why it stands there, and how far it is from
the mastery rule, so that a supervisor reads what a trainee's practice will do next."""

from __future__ import annotations

from datetime import UTC, datetime

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from trainer.practice import Standing
from trainer.ui.console.common import (
    Column,
    FilterProxy,
    RecordModel,
    family_title,
    game_name,
    game_short_name,
    record_table,
    when,
)
from trainer.ui.reasons import reason_short
from trainer.ui.translation import arg


class SchedulerView(QWidget):
    """The scheduler's ranking of one trainee's families, the most pressing first."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 10, 0, 0)
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        layout.addWidget(self.heading)
        self.model: RecordModel[Standing] = RecordModel(self._columns(), self)
        proxy = FilterProxy(self)
        proxy.setSourceModel(self.model)
        self.table = record_table(self.tr("What the scheduler asks next, family by family"))
        self.table.setModel(proxy)
        layout.addWidget(self.table, 1)

    def scheduler_words(self, name: str) -> str:
        """The scheduler a house setting names, in words."""
        words = {
            "boxes": self.tr("Leitner boxes"),
            "fsrs": self.tr("FSRS"),
            "round-robin": self.tr("Round robin"),
            "mastery": self.tr("Aimed at mastery"),
        }
        return words.get(name, name)

    def show_rows(self, name: str, rows: list[Standing]) -> None:
        """Show the scheduler's view (*name*: the house's scheduler)."""
        self.heading.setText(
            arg(
                self.tr(
                    "The house's scheduler: %1. A practice drill asks these kinds of "
                    "question in this order, never the same kind twice running."
                ),
                self.scheduler_words(name),
            )
        )
        self.model.set_rows(rows)
        self.table.resizeColumnsToContents()

    def clear(self) -> None:
        """No trainee shown."""
        self.heading.setText("")
        self.model.set_rows([])

    def _columns(self) -> list[Column[Standing]]:
        right = Qt.AlignmentFlag.AlignRight

        def window(r: Standing) -> str:
            if not r.window:
                return "–"
            return arg(self.tr("%1 of %2 right"), str(r.right), str(r.window))

        def pace(r: Standing) -> str:
            return "–" if r.pace is None else f"{r.pace * 100:.0f}%"

        def to_mastery(r: Standing) -> str:
            return self.tr("★ holds") if not r.to_mastery else str(r.to_mastery)

        def due(r: Standing) -> str:
            if r.due_ms <= 0:
                return self.tr("now")
            return when(datetime.fromtimestamp(r.due_ms / 1000, UTC))

        return [
            Column(self.tr("#"), lambda r: str(r.place), lambda r: r.place, align=right),
            Column(
                self.tr("Game"),
                lambda r: game_short_name(r.family.game),
                tooltip=lambda r: game_name(r.family.game),
            ),
            Column(self.tr("Kind of question"), lambda r: family_title(r.family.id)),
            Column(self.tr("Why"), lambda r: reason_short(r.reason)),
            Column(
                self.tr("Answers"), lambda r: f"{r.answers:,}", lambda r: r.answers, align=right
            ),
            Column(self.tr("Latest"), window, lambda r: (r.right, r.window), align=right),
            Column(
                self.tr("Time/target"),
                pace,
                lambda r: -1.0 if r.pace is None else r.pace,
                align=right,
            ),
            Column(self.tr("To mastery"), to_mastery, lambda r: r.to_mastery, align=right),
            Column(self.tr("Due"), due, lambda r: r.due_ms),
        ]
