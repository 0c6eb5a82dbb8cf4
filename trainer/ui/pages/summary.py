"""The end of a drill: right and wrong, fast / normal / slow, an exam's score against its
pass mark, and every question reviewable; "redo missed" starts a drill of the misses."""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal
from fractions import Fraction
from html import escape

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from trainer.drilling import Drill
from trainer.engine.games import AnyRules
from trainer.progress import score_text
from trainer.progress.timing import seconds_text as answer_seconds
from trainer.quiz.catalog import get_family
from trainer.quiz.model import Mode
from trainer.quiz.render import prompt_lines
from trainer.quiz.session import Answered, Summary
from trainer.ui.citation import RuleLink
from trainer.ui.theme import RIGHT, WRONG, points
from trainer.ui.translation import arg

TITLES = {
    Mode.PRACTICE: QT_TRANSLATE_NOOP("SummaryPage", "Practice"),
    Mode.SPEED: QT_TRANSLATE_NOOP("SummaryPage", "Speed drill"),
    Mode.EXAM: QT_TRANSLATE_NOOP("SummaryPage", "Exam"),
    Mode.MISTAKES: QT_TRANSLATE_NOOP("SummaryPage", "My mistakes"),
}


class SummaryPage(QWidget):
    """How the drill went, and each answer to look back at."""

    home_requested = Signal()
    redo_requested = Signal(object)  # list[Question]
    review_requested = Signal()  # a supervised exam's answers: a supervisor's PIN first
    rule_requested = Signal(str, str)  # game, clause: an answer's rule, on the Rules page

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.answers: list[Answered] = []
        self.rules: Mapping[str, AnyRules] | None = None
        self.summary: Summary | None = None
        outer = QVBoxLayout(self)
        outer.setContentsMargins(36, 24, 36, 24)
        self.title = QLabel()
        self.title.setObjectName("title")
        outer.addWidget(self.title)
        self.figures = QLabel()
        self.figures.setObjectName("question")
        self.figures.setWordWrap(True)
        outer.addWidget(self.figures)
        self.pace = QLabel()
        self.pace.setWordWrap(True)
        self.pace.setAccessibleName(self.tr("Pace"))
        outer.addWidget(self.pace)
        self.result = QLabel()
        self.result.setStyleSheet("font-size: 18pt; font-weight: 700;")
        outer.addWidget(self.result)
        # A supervised exam shows what was missed by kind of question, not the answers.
        self.missed_families = QLabel()
        self.missed_families.setWordWrap(True)
        self.missed_families.setAccessibleName(self.tr("Kinds of question missed"))
        outer.addWidget(self.missed_families)
        self.only_missed = QCheckBox(self.tr("Show only the questions missed"))
        self.only_missed.toggled.connect(self._fill)
        outer.addWidget(self.only_missed)
        split = QSplitter(Qt.Orientation.Horizontal)
        self.list = QListWidget()
        self.list.setWordWrap(True)  # long questions wrap instead of scrolling sideways
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setAccessibleName(self.tr("Questions answered"))
        self.list.currentRowChanged.connect(self._show)
        self.list.viewport().installEventFilter(self)
        self.detail = QTextBrowser()
        self.detail.setAccessibleName(self.tr("The question, your answer and the explanation"))
        split.addWidget(self.list)
        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.addWidget(self.detail, 1)
        # The answer's clause, as a link to the Rules page at that paragraph.
        self.rule_link = RuleLink()
        self.rule_link.rule_requested.connect(self.rule_requested)
        side_layout.addWidget(self.rule_link, 0, Qt.AlignmentFlag.AlignLeft)
        split.addWidget(side)
        split.setSizes([380, 620])
        self.split = split
        outer.addWidget(split, 1)
        row = QHBoxLayout()
        self.review_key = QPushButton(self.tr("Supervisor: review the answers"))
        self.review_key.setAccessibleName(
            self.tr("A supervisor opens the review of the answers with their PIN")
        )
        self.review_key.clicked.connect(self.review_requested)
        row.addWidget(self.review_key)
        self.review = QPushButton(self.tr("Review missed"))
        self.review.clicked.connect(lambda: self.only_missed.setChecked(True))
        self.redo = QPushButton(self.tr("Redo missed"))
        self.redo.setObjectName("primary")
        self.redo.clicked.connect(self._redo)
        home = QPushButton(self.tr("Home"))
        home.clicked.connect(self.home_requested)
        self.home_button = home
        row.addWidget(self.review)
        row.addWidget(self.redo)
        row.addStretch(1)
        row.addWidget(home)
        self.key_hidden = False
        outer.addLayout(row)

    def _pace_text(self, summary: Summary, target: int | None) -> str:
        """A speed drill's pace: right decisions per hour beside seconds per answer, and
        the house's target for the game and skill where the drill had one game and skill."""
        per_hour, seconds = summary.decisions_per_hour, summary.seconds_per_answer
        if per_hour is None or seconds is None:
            return ""
        text = arg(
            self.tr("Pace: %1 right decisions per hour (%2 of %3 right), %4 s per answer"),
            f"{per_hour:,}",
            str(summary.right),
            str(summary.answered),
            f"{seconds:.1f}",
        )
        if target is not None:
            met = self.tr("on target") if per_hour >= target else self.tr("under target")
            text += " · " + arg(self.tr("house target %1 per hour: %2"), f"{target:,}", met)
        return text

    def show_summary(self, summary: Summary, drill: Drill) -> None:
        """Fill the page from a finished drill."""
        self.summary = summary
        self.answers = list(drill.session.answers)
        self.rules = drill.rules
        self.title.setText(self.tr(str(TITLES[summary.mode])))
        parts = [
            arg(self.tr("%1 answered"), str(summary.answered)),
            arg(self.tr("%1 right"), str(summary.right)),
            arg(self.tr("%1 wrong"), str(summary.wrong)),
        ]
        if summary.mode is not Mode.EXAM:
            parts.append(
                arg(
                    self.tr("%1 fast, %2 normal, %3 slow"),
                    str(summary.fast),
                    str(summary.normal),
                    str(summary.slow),
                )
            )
        if summary.unanswered:
            parts.append(arg(self.tr("%1 not reached"), str(summary.unanswered)))
        self.figures.setText(" · ".join(parts))
        self.pace.setText(self._pace_text(summary, drill.pace_target))
        self.pace.setVisible(summary.mode is Mode.SPEED and summary.answered > 0)
        if summary.mode is Mode.EXAM and summary.pass_mark is not None:
            score: Decimal | Fraction = summary.score_percent
            if drill.sitting is not None and drill.sitting.score_percent is not None:
                score = drill.sitting.score_percent
            passed = summary.passed
            text = arg(
                self.tr("Score %1 against a pass mark of %2%: %3"),
                score_text(score),
                str(summary.pass_mark),
                self.tr("passed") if passed else self.tr("not passed"),
            )
            self.result.setText(text)
            self.result.setStyleSheet(
                f"font-size: {points(18)}; font-weight: 700; color: {RIGHT if passed else WRONG};"
            )
            self.result.setVisible(True)
        else:
            self.result.setVisible(False)
        missed = bool(summary.missed)
        sitting = drill.sitting
        self.key_hidden = sitting is not None and sitting.supervised_by is not None
        counts: dict[str, int] = {}
        for missed_answer in summary.missed:
            title = get_family(missed_answer.family).label
            counts[title] = counts.get(title, 0) + 1
        self.missed_families.setText(
            arg(
                self.tr("Missed: %1"),
                "; ".join(f"{title} ({n})" for title, n in sorted(counts.items())),
            )
            if counts
            else ""
        )
        self.missed_families.setVisible(self.key_hidden and bool(counts))
        # Redoing a supervised exam's misses would show its answers: not before a review.
        self.review.setEnabled(missed and not self.key_hidden)
        self.redo.setEnabled(missed and not self.key_hidden)
        self.only_missed.setChecked(False)
        self._show_key(not self.key_hidden)
        self._fill()
        self._focus_without_choosing()

    def _focus_without_choosing(self) -> None:
        """The focus on the list of answers (or the page), never on a button: a key
        pressed as a speed drill's time ran out once pressed *Redo missed* and the summary
        was gone. Leaving it is a deliberate choice (Tab to a button, or a click)."""
        if self.list.isVisibleTo(self):
            self.list.setFocus()
        else:
            self.setFocus()

    def reveal(self) -> None:
        """A supervisor opened the review: the questions and the answers show."""
        self.key_hidden = False
        self._show_key(True)
        missed = bool(self.summary and self.summary.missed)
        self.review.setEnabled(missed)
        self.redo.setEnabled(missed)
        self._focus_without_choosing()

    def _show_key(self, shown: bool) -> None:
        for widget in (self.split, self.only_missed):
            widget.setVisible(shown)
        self.review_key.setVisible(not shown)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and watched is self.list.viewport():
            # Each answer's question as its tooltip, drawn again only when pointed at: a
            # drill keeps no question (issue 28), and 10,000 drawn at once would hold the
            # summary for seconds.
            assert isinstance(event, QHelpEvent)
            item = self.list.itemAt(event.pos())
            answers = self._visible()
            row = self.list.row(item) if item is not None else -1
            if item is not None and not item.toolTip() and 0 <= row < len(answers):
                item.setToolTip(answers[row].question.text)
        return super().eventFilter(watched, event)

    def _visible(self) -> list[Answered]:
        if self.only_missed.isChecked():
            return [a for a in self.answers if not a.grade.is_correct]
        return self.answers

    def _fill(self) -> None:
        self.list.clear()
        for i, a in enumerate(self._visible(), start=1):
            mark = "✓" if a.grade.is_correct else ("◐" if a.grade.credit else "✗")
            # The family and what was given: two payouts both read "The player plays. How
            # much does...", and could not be told apart by their question's first words.
            label = get_family(a.question.family).label
            given = arg(self.tr("you gave %1"), a.grade.given)
            self.list.addItem(QListWidgetItem(f"{mark}  {i}. {label} · {given}"))
        if self.list.count():
            self.list.setCurrentRow(0)
        else:
            self.detail.clear()
            self.rule_link.show_question(None)

    def _show(self, row: int) -> None:
        answers = self._visible()
        if not 0 <= row < len(answers):
            return
        a = answers[row]
        q = a.question
        self.rule_link.show_question(q, self.rules)
        lines = "".join(f"<div>{escape(line)}</div>" for line in prompt_lines(q))
        colour = RIGHT if a.grade.is_correct else WRONG
        explanation = "".join(
            f"<div>{escape(line)}</div>" for line in q.explanation.text.splitlines()
        )
        self.detail.setHtml(
            f"<h3>{escape(q.text)}</h3>{lines}"
            f"<p style='color:{colour}'><b>{escape(a.grade.message)}</b> "
            f"{escape(self.tr('You gave'))}: {escape(a.grade.given)} · "
            f"{escape(self.tr('The answer'))}: <b>{escape(a.grade.expected)}</b> · "
            f"{answer_seconds(a.response_ms)} s</p>{explanation}"
        )

    def _redo(self) -> None:
        if self.summary is not None and self.summary.missed:
            self.redo_requested.emit([a.question for a in self.summary.missed])
