"""The trainee page's certification: the trainee's level in each game (the house's levels,
issue 29) with what the next one still asks, and each live table test scored on the rubric."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTableView, QVBoxLayout, QWidget

from trainer.progress import GameLevel, TableTest, score_text
from trainer.progress.rubric import shown_name
from trainer.ui.console.common import (
    Column,
    RecordModel,
    card,
    game_name,
    record_table,
    set_widths,
    when,
)
from trainer.ui.levels import level_text, needs_text, next_text
from trainer.ui.translation import arg


def criteria_text(test: TableTest) -> str:
    """Each criterion's points: ``Shuffle 4/5, Pitch 3/5, ...``."""
    return ", ".join(f"{shown_name(c.criterion)} {c.points}/{c.out_of}" for c in test.criteria)


class CertificationPanel(QWidget):
    """A trainee's certification levels and table tests, as two tables."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 10, 0, 0)
        levels_card, levels_layout = card(self.tr("Certification level in each game"))
        self.level_model: RecordModel[GameLevel] = RecordModel(
            [
                Column(self.tr("Game"), lambda lv: game_name(lv.game)),
                Column(self.tr("Level"), level_text, lambda lv: lv.number),
                Column(self.tr("Next"), needs_text, tooltip=next_text),
            ],
            self,
        )
        self.level_table: QTableView = record_table(self.tr("Certification level in each game"))
        self.level_table.setModel(self.level_model)
        set_widths(self.level_table, (150, 240))
        self.level_table.horizontalHeader().setStretchLastSection(True)
        levels_layout.addWidget(self.level_table, 1)
        layout.addWidget(levels_card, 1)
        tests_card, tests_layout = card(self.tr("Table tests scored on the rubric"))
        self.test_model: RecordModel[TableTest] = RecordModel(
            [
                Column(self.tr("Game"), lambda t: game_name(t.game)),
                Column(
                    self.tr("Scored"),
                    lambda t: when(t.scored_at),
                    lambda t: t.scored_at.timestamp(),
                ),
                Column(self.tr("By"), lambda t: t.scored_by_name),
                Column(
                    self.tr("Score"),
                    lambda t: score_text(t.score_percent),
                    lambda t: t.score_percent,
                    align=Qt.AlignmentFlag.AlignRight,
                ),
                Column(
                    self.tr("Result"),
                    lambda t: (
                        arg(self.tr("passed (mark %1%)"), str(t.pass_mark_percent))
                        if t.passed
                        else arg(self.tr("not passed (mark %1%)"), str(t.pass_mark_percent))
                    ),
                ),
                Column(self.tr("Criteria"), criteria_text, tooltip=criteria_text),
            ],
            self,
        )
        self.test_table: QTableView = record_table(self.tr("Table tests scored on the rubric"))
        self.test_table.setModel(self.test_model)
        set_widths(self.test_table, (140, 150, 110, 70, 160))
        self.test_table.horizontalHeader().setStretchLastSection(True)
        tests_layout.addWidget(self.test_table, 1)
        layout.addWidget(tests_card, 1)

    def set_data(self, levels: Sequence[GameLevel], tests: Sequence[TableTest]) -> None:
        """Show a trainee's levels and table tests (newest test first)."""
        self.level_model.set_rows(list(levels))
        self.test_model.set_rows(list(reversed(tests)))
