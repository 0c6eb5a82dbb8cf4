"""The answer widget of a cutting question: whole stacks, piles cut from a stack, and the
loose chips, each counted with a field and large minus and plus buttons; the chips put out
are drawn on the felt at the seat as they are counted. It builds the response; the quiz
says whether the cut is right."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QSpinBox, QVBoxLayout, QWidget

from trainer.engine.chips import STACK
from trainer.quiz.model import Question
from trainer.ui.answers import AnswerWidget
from trainer.ui.scenes import answer_seat
from trainer.ui.table_view import TableView
from trainer.ui.translation import arg

_MOST = 99  # stacks, piles or loose chips in one answer, at most


class CutAnswer(AnswerWidget):
    """Stacks of 20, piles of the question's size, and loose chips."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        grid = QGridLayout()
        grid.setSpacing(6)
        self.pile_size = 5
        self.chip = 0
        self.counts: dict[str, QSpinBox] = {}
        self.names: dict[str, QLabel] = {}
        for row, part in enumerate(("stacks", "piles", "loose")):
            name = QLabel()
            box = QSpinBox()
            box.setRange(0, _MOST)
            box.setMinimumHeight(44)
            box.setMinimumWidth(72)
            box.setAlignment(Qt.AlignmentFlag.AlignCenter)
            box.valueChanged.connect(self._show)
            box.lineEdit().returnPressed.connect(self.submitted)
            name.setBuddy(box)
            less, more = QPushButton("−"), QPushButton("+")
            for button, step in ((less, -1), (more, 1)):
                button.setMinimumSize(56, 44)
                button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the field takes the keys
                button.clicked.connect(lambda _=False, b=box, s=step: b.setValue(b.value() + s))
            grid.addWidget(name, row, 0)
            grid.addWidget(less, row, 1)
            grid.addWidget(box, row, 2)
            grid.addWidget(more, row, 3)
            self.counts[part], self.names[part] = box, name
            setattr(self, f"{part}_less", less)
            setattr(self, f"{part}_more", more)
        grid.setColumnStretch(4, 1)
        layout.addLayout(grid)
        self.total = QLabel()
        self.total.setObjectName("question")
        self.total.setAccessibleName(self.tr("Chips put out"))
        layout.addWidget(self.total)
        layout.addWidget(self.message)
        self._name_parts()

    def _name_parts(self) -> None:
        pile = self.tr("Fives") if self.pile_size == 5 else self.tr("Fours")
        words = {
            "stacks": arg(self.tr("&Stacks of %1"), str(STACK)),
            "piles": arg(self.tr("&%1 cut"), pile),
            "loose": self.tr("&Loose chips"),
        }
        for part, text in words.items():
            self.names[part].setText(text)
            box = self.counts[part]
            box.setAccessibleName(text.replace("&", ""))
            less = getattr(self, f"{part}_less")
            more = getattr(self, f"{part}_more")
            less.setAccessibleName(arg(self.tr("One fewer: %1"), text.replace("&", "")))
            more.setAccessibleName(arg(self.tr("One more: %1"), text.replace("&", "")))

    def set_question(self, question: Question, table: TableView | None) -> None:
        super().set_question(question, table)
        self.pile_size = int(question.prompt.get("size", 5))
        self.chip = int(question.prompt.get("chip", 0))
        self._name_parts()
        for box in self.counts.values():
            box.blockSignals(True)
            box.setValue(0)
            box.blockSignals(False)
        self._show()

    def values(self) -> tuple[int, int, int]:
        """Stacks, piles and loose chips, as counted."""
        return tuple(self.counts[p].value() for p in ("stacks", "piles", "loose"))  # type: ignore[return-value]

    def _show(self) -> None:
        stacks, piles, loose = self.values()
        chips = stacks * STACK + piles * self.pile_size + loose
        self.total.setText(
            arg(
                self.tr("%1 chips put out (%2 x %3 + %4 x %5 + %6)"),
                str(chips),
                str(stacks),
                str(STACK),
                str(piles),
                str(self.pile_size),
                str(loose),
            )
        )
        if self.table is not None and self.question is not None and self.chip:
            columns = [(self.chip,) * STACK] * stacks + [(self.chip,) * self.pile_size] * piles
            if loose:
                columns.append((self.chip,) * loose)
            seat = answer_seat(self.question, self.table.scene().seats)
            # "Yours", as the chip tray's stack is: on the verdict it stands beside the
            # right count, and "Paying 21 chips" read as the dealer's payment.
            self.table.set_built(seat, columns, arg(self.tr("Yours: %1 chips"), str(chips)))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.submitted.emit()
            return
        super().keyPressEvent(event)

    def response(self) -> Any:
        stacks, piles, loose = self.values()
        return {"stacks": stacks, "piles": piles, "size": self.pile_size, "loose": loose}

    def focus_input(self) -> None:
        box = self.counts["stacks"]
        box.setFocus()
        box.selectAll()
