"""A verdict's clause as a link: a button that opens the Rules page at the paragraphs the
clause cites ("Read CO 3-5-7 ¶10(a)-(c) in the rules"). A button, so that Tab reaches it,
Enter presses it and a finger can hit it on a kiosk."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QSize, Signal
from PySide6.QtWidgets import QWidget

from trainer.engine.games import AnyRules
from trainer.quiz.citations import question_citations
from trainer.quiz.model import Question
from trainer.ui.layouts import WrappingButton
from trainer.ui.theme import FELT_DARK
from trainer.ui.translation import arg


class RuleLink(WrappingButton):
    """Opens the Rules page at a question's clause; hidden where the clause cites no
    paragraph (a house procedure). Its words wrap in a narrow column (a long citation
    once made the answer reviewed in the console scroll sideways)."""

    rule_requested = Signal(str, str)  # game, clause

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(
            "",
            parent,
            label_style=f"color: {FELT_DARK}; text-decoration: underline;",
            margins=(8, 6),
        )
        self.setObjectName("link")
        self.game = ""
        self.clause = ""
        self.clicked.connect(self._open)
        self.setVisible(False)

    def show_question(
        self, question: Question | None, rules: Mapping[str, AnyRules] | None = None
    ) -> None:
        """Offer the question's clause, or hide where there is none to open."""
        found = question_citations(question, rules).citations if question is not None else ()
        if question is None or not found:
            self.game = self.clause = ""
            self.setVisible(False)
            return
        self.game, self.clause = question.game, question.explanation.clause
        words = list(dict.fromkeys(c.words for c in found))
        first = words[0]
        if len(words) > 1:
            more = str(len(words) - 1)
            self.setText(arg(self.tr("Read %1 and %2 more in the rules ›"), first, more))
        else:
            self.setText(arg(self.tr("Read %1 in the rules ›"), first))
        self.setAccessibleName(arg(self.tr("Open the rules at %1"), "; ".join(words)))
        self.setToolTip("; ".join(words))
        self.setVisible(True)

    def sizeHint(self) -> QSize:
        """One line where there is room for it; the words wrap only where there is not."""
        width = self.fontMetrics().horizontalAdvance(self.text()) + 2 * 8 + 6
        return QSize(width, self.heightForWidth(width))

    def _open(self) -> None:
        if self.clause:
            self.rule_requested.emit(self.game, self.clause)
