"""One recorded answer opened: the question exactly as the trainee saw it (regenerated from
its family, difficulty, seed and the house settings it was asked under), drawn on the
table, with the trainee's answer, the right one and the explanation."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from trainer.drilling import regenerate
from trainer.engine.games import AnyRules
from trainer.errors import TrainerError
from trainer.progress import Attempt
from trainer.progress.timing import seconds_text as answer_seconds
from trainer.quiz.house import rules_from_params
from trainer.quiz.model import Question
from trainer.quiz.render import prompt_lines
from trainer.ui.cards import CardRow
from trainer.ui.citation import RuleLink
from trainer.ui.console.common import family_title, game_name, mode_name, skill_name, when
from trainer.ui.games import ui_game
from trainer.ui.layouts import SideBySide, fit_to_screen, scrolling
from trainer.ui.pages.drill import explanation_html
from trainer.ui.pages.rules import RulesPage
from trainer.ui.theme import MUTED, PARTIAL, RIGHT, WRONG
from trainer.ui.translation import arg


def answer_text(value: object) -> str:
    """A recorded answer (or expected answer) as the trainee would read it."""
    if value is None:
        return "–"
    if isinstance(value, list | tuple):
        return " ".join(str(v) for v in value)
    if isinstance(value, dict):
        return ", ".join(f"{k}: {v}" for k, v in value.items())
    return str(value)


def verdict(attempt: Attempt) -> tuple[str, str]:
    """The mark for an attempt and its colour: right, partly right, or wrong."""
    if attempt.correct:
        return QCoreApplication.translate("AttemptDialog", "✓ Right"), RIGHT
    if attempt.credit > 0:
        partly = QCoreApplication.translate("AttemptDialog", "◐ Partly right (%1%)")
        return arg(partly, f"{attempt.credit * 100:.0f}"), PARTIAL
    return QCoreApplication.translate("AttemptDialog", "✗ Wrong"), WRONG


class RulesDialog(QDialog):
    """The rules as the trainee's question was asked under them, opened at the clause the
    explanation cites; "Back to the answer" (or Esc) returns to the answer reviewed."""

    def __init__(self, rules: dict[str, AnyRules], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Pay tables and rules"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.page = RulesPage()
        self.page.show_rules(rules)
        self.page.set_return("answer")
        self.page.back_requested.connect(self.accept)
        self.page.home_requested.connect(self.accept)
        layout.addWidget(self.page)
        fit_to_screen(self, parent.size() if parent is not None else QSize(1100, 720))

    def showEvent(self, event: QShowEvent) -> None:
        """Once shown its frame is known: the frame too on the screen."""
        super().showEvent(event)
        fit_to_screen(self, self.size())


class AttemptDialog(QDialog):
    """The question an attempt answered, as the trainee saw it, and how they answered."""

    def __init__(self, attempt: Attempt, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.attempt = attempt
        self.question: Question | None = None
        self.rules_dialog: RulesDialog | None = None
        self.setWindowTitle(arg(self.tr("Answer by %1"), attempt.trainee))
        # Never larger than the screen (a kiosk's 1024×768 is smaller than 1100×720).
        fit_to_screen(self, QSize(1100, 720))
        # All but the Close button scrolls: on a kiosk's screen, or at a large scale, the
        # table and the explanation are more than the dialog has room for.
        root = QVBoxLayout(self)
        root.setContentsMargins(0, 0, 0, 14)
        body = QWidget()
        body.setObjectName("formHolder")
        outer = QVBoxLayout(body)
        outer.setContentsMargins(20, 16, 20, 8)
        outer.setSpacing(8)
        root.addWidget(scrolling(body), 1)
        family = family_title(attempt.family)
        self.heading = QLabel(f"{game_name(attempt.game)} · {skill_name(attempt.skill)} · {family}")
        self.heading.setObjectName("pageTitle")
        self.heading.setWordWrap(True)
        outer.addWidget(self.heading)
        mode = mode_name(attempt.mode)
        facts = QLabel(
            arg(
                self.tr("%1 · %2 · difficulty %3 · seed %4 · answered in %5 s at %6"),
                attempt.trainee,
                self.tr(mode),
                str(attempt.difficulty),
                str(attempt.seed),
                answer_seconds(attempt.response_ms),
                attempt.station,
            )
            + f" · {when(attempt.answered_at)}"
        )
        facts.setObjectName("muted")
        facts.setWordWrap(True)
        outer.addWidget(facts)

        try:
            self.question = regenerate(attempt)
        except TrainerError as exc:
            problem = QLabel(
                arg(
                    self.tr("This question cannot be shown again: %1 The answer itself is kept."),
                    str(exc),
                )
            )
            problem.setWordWrap(True)
            problem.setStyleSheet(f"color: {WRONG}; font-size: 13pt;")
            outer.addWidget(problem)
            outer.addWidget(self._answers(None), 0)
            outer.addStretch(1)
        else:
            self._show(self.question, outer)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setAccessibleName(self.tr("Close the answer"))
        row = QHBoxLayout()
        row.setContentsMargins(20, 0, 20, 0)
        row.addWidget(buttons)
        root.addLayout(row)
        close.setFocus()

    def _show(self, question: Question, outer: QVBoxLayout) -> None:
        outer.addWidget(self._answers(question))
        # The table and the explanation side by side where both fit, else one under the
        # other.
        middle = SideBySide(spacing=12)
        left_side = QWidget()
        left = QVBoxLayout(left_side)
        left.setContentsMargins(0, 0, 0, 0)
        # The game's own table (the casino layout, the home game's kitchen table).
        game = ui_game(question.game)
        self.table = game.view()
        self.table.setMinimumSize(520, 300)
        self.rules = rules_from_params(question.game, self.attempt.params)
        game.show(self.table, question, self.rules[question.game])
        left.addWidget(self.table, 1)
        strip = QHBoxLayout()
        for label, cards in game.strip(question):
            name = QLabel(self.tr(label) + ":")
            name.setObjectName("muted")
            strip.addWidget(name)
            row = CardRow(cards)
            row.setFixedSize(46 * len(cards) + 10, 64)
            strip.addWidget(row)
            strip.addSpacing(16)
        strip.addStretch(1)
        left.addLayout(strip)
        middle.addWidget(left_side)

        side = QWidget()
        side.setObjectName("attemptSide")
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(14, 12, 14, 12)
        side_layout.setSpacing(8)
        text = QLabel(question.text)
        text.setObjectName("question")
        text.setWordWrap(True)
        side_layout.addWidget(text)
        lines = "".join(f"<div>{escape(line)}</div>" for line in prompt_lines(question))
        self.prompt = QLabel(lines)
        self.prompt.setTextFormat(Qt.TextFormat.RichText)
        self.prompt.setWordWrap(True)
        self.prompt.setAccessibleName(self.tr("The question as the trainee saw it"))
        self.prompt.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        side_layout.addWidget(self.prompt)
        why = QLabel(self.tr("Why"))
        why.setObjectName("subheading")
        side_layout.addWidget(why)
        self.explanation = QLabel(explanation_html(question))
        self.explanation.setTextFormat(Qt.TextFormat.RichText)
        self.explanation.setWordWrap(True)
        self.explanation.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.explanation.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.explanation.setAccessibleName(self.tr("Explanation"))
        side_layout.addWidget(self.explanation)
        # The clause the explanation cites, opened in the rules, as the drill's verdict has.
        self.rule_link = RuleLink()
        self.rule_link.show_question(question, self.rules)
        self.rule_link.rule_requested.connect(self.show_rule)
        side_layout.addWidget(self.rule_link, 0, Qt.AlignmentFlag.AlignLeft)
        side_layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setObjectName("card")
        scroll.setWidget(side)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setMinimumWidth(380)
        scroll.setMinimumHeight(240)
        middle.addWidget(scroll)
        outer.addWidget(middle, 1)

    def showEvent(self, event: QShowEvent) -> None:
        """Once shown its frame is known: the frame too on the screen."""
        super().showEvent(event)
        fit_to_screen(self, self.size())

    def show_rule(self, game: str, clause: str) -> None:
        """The rules the question was asked under, at *clause*, over this dialog; back
        here, at the link, when it closes."""
        dialog = RulesDialog(self.rules, self)
        dialog.page.show_clause(game, clause)
        dialog.finished.connect(self._back_from_rules)
        self.rules_dialog = dialog
        dialog.open()

    def _back_from_rules(self) -> None:
        self.rules_dialog = None
        self.activateWindow()
        self.rule_link.setFocus()

    def _answers(self, question: Question | None) -> QWidget:
        holder = QFrame()
        holder.setObjectName("card")
        row = QHBoxLayout(holder)
        row.setContentsMargins(14, 10, 14, 10)
        mark, colour = verdict(self.attempt)
        self.verdict = QLabel(self.tr(mark))
        self.verdict.setStyleSheet(f"font-size: 18pt; font-weight: 700; color: {colour};")
        row.addWidget(self.verdict)
        given = answer_text(self.attempt.answer)
        right = question.answer_text if question is not None else answer_text(self.attempt.expected)
        self.given = QLabel(
            f"<span style='color:{MUTED}'>{escape(self.tr('Their answer'))}</span><br>"
            f"<b>{escape(given)}</b>"
        )
        self.given.setAccessibleName(self.tr("Their answer"))
        self.given.setWordWrap(True)
        self.right = QLabel(
            f"<span style='color:{MUTED}'>{escape(self.tr('The right answer'))}</span><br>"
            f"<b style='color:{RIGHT}'>{escape(right)}</b>"
        )
        self.right.setAccessibleName(self.tr("The right answer"))
        self.right.setWordWrap(True)
        for label in (self.given, self.right):
            label.setTextFormat(Qt.TextFormat.RichText)
            label.setStyleSheet("font-size: 13pt;")
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            row.addSpacing(36)
            row.addWidget(label)
        row.addStretch(1)
        return holder
