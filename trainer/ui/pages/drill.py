"""The drill: the table drawn with the question's cards and wagers, the posted pay tables
beside it, the answer widget below, and the verdict with its explanation.

Each graded answer is committed by the store on a worker thread before its verdict shows;
the window never waits on the disk. An answer the store cannot write is kept in its
pending file first; one that not even that file could take is held on screen
(:class:`~trainer.ui.unsaved.UnsavedPanel`) until it is saved somewhere.
"""

from __future__ import annotations

import dataclasses
from html import escape

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from trainer.drilling import Drill
from trainer.errors import TrainerError
from trainer.progress import StoreUnavailableError
from trainer.progress.timing import seconds_text as answer_seconds
from trainer.quiz import verdict_words as V
from trainer.quiz.catalog import get_family
from trainer.quiz.errors import AnswerError
from trainer.quiz.model import GAME_NAMES, TOTAL_LINE, AnswerKind, Mode, Question, line_kind
from trainer.quiz.render import prompt_lines
from trainer.quiz.scheduler import DEFAULT_TARGET_MS
from trainer.quiz.session import Answer, Pace
from trainer.ui.answer_kinds import widget_for
from trainer.ui.answer_parts import is_answer_part
from trainer.ui.answers import AnswerWidget
from trainer.ui.citation import RuleLink
from trainer.ui.dialogs import confirm
from trainer.ui.explanation import ExplanationLabel, ExplanationScroll, height_at, lay_out_ahead
from trainer.ui.games import UI_GAMES, ui_game
from trainer.ui.games.spec import shown_text
from trainer.ui.layouts import LineFirstLabel, ModestScroll, OneShown, RichTextLabel, reveal
from trainer.ui.reasons import reason_text
from trainer.ui.strips import Hand, HandStrip, hands_of
from trainer.ui.table_view import TableView
from trainer.ui.theme import MUTED, PARTIAL, RIGHT, WRONG, points, set_style_sheet, themed
from trainer.ui.translation import arg
from trainer.ui.unsaved import UnsavedPanel, is_only_in_memory, save_to_chosen_file
from trainer.ui.worker import run_in_background
from trainer.words import translated


def explanation_html(question: Question) -> str:
    """The explanation as rich text: each step on its own line, totals in bold, the clause
    last."""
    lines = question.explanation.lines
    out = []
    for line in lines:
        text = escape(line)
        if line_kind(line) == TOTAL_LINE:
            text = f"<b>{text}</b>"
        out.append(f"<div style='margin-bottom:3px'>{text}</div>")
    clause = escape(question.explanation.clause)
    rule = arg(QCoreApplication.translate("DrillPage", "Rule: %1"), clause)
    out.append(f"<div style='color:{MUTED};margin-top:4px'>{rule}</div>")
    return "".join(out)


TABLE_MIN_HEIGHT = 150
"""The table's smallest height, on the shortest screen."""


class TableStack(QStackedWidget):
    """The tables, on a stack that asks for little and takes what is left: the page is as
    tall as the screen allows, and the table scales to the room the answer area leaves."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(480, TABLE_MIN_HEIGHT)

    def minimumSizeHint(self) -> QSize:
        return QSize(320, TABLE_MIN_HEIGHT)


class DrillPage(QWidget):
    """Runs one :class:`Drill` from its first question to its summary."""

    finished = Signal(object, object)  # Summary, Drill
    verdict_shown = Signal(object)  # Answer
    question_shown = Signal(object)  # Question
    failed = Signal(str)  # one plain sentence: what could not be done
    answer_saved = Signal()  # an answer was committed to the store (the site syncs then)
    rule_requested = Signal(str, str)  # game, clause: the verdict's rule, on the Rules page

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.drill: Drill | None = None
        self.question: Question | None = None
        self.answer: Answer | None = None
        self.busy = False
        self.four_colour = False
        self.kiosk = False
        """A kiosk's page saves unsaved answers only to the house's export folder."""
        self.clock = QElapsedTimer()
        self._untouched: object = None  # the answer widget's response before any input
        self._result_colour = WRONG

        outer = QVBoxLayout(self)
        outer.setContentsMargins(20, 12, 20, 12)
        outer.setSpacing(8)
        top = QHBoxLayout()
        # The title and the status wrap rather than widen the page: on a narrow screen (a
        # kiosk's 1024×768, or 1280×800 at a scale of 1.5) a long family's title once made
        # the page scroll sideways and cut the seats' strips at the left.
        self.title = QLabel()
        self.title.setObjectName("subtitle")
        self.title.setWordWrap(True)
        # Under the title: why the scheduler chose this kind of question (issue 30).
        self.why = QLabel()
        self.why.setWordWrap(True)
        self.why.setAccessibleName(self.tr("Why this question comes now"))
        self.why.setVisible(False)
        heading = QVBoxLayout()
        heading.setSpacing(0)
        heading.addWidget(self.title)
        heading.addWidget(self.why)
        top.addLayout(heading, 1)
        self.status = LineFirstLabel()
        self.status.setObjectName("question")
        self.status.setAccessibleName(self.tr("Drill status"))
        top.addWidget(self.status)
        self.progress = QProgressBar()
        self.progress.setFixedWidth(220)
        self.progress.setAccessibleName(self.tr("Exam progress"))
        top.addWidget(self.progress)
        self.stop_button = QPushButton(self.tr("End drill"))
        self.stop_button.setAccessibleName(self.tr("End the drill and see the summary"))
        self.stop_button.clicked.connect(self.end_requested)
        top.addWidget(self.stop_button)
        outer.addLayout(top)

        middle = QHBoxLayout()
        # One table of each kind the games are drawn on: the casino layout, the home
        # game's kitchen table.
        self.tables = TableStack()
        self.views: dict[type[QWidget], QWidget] = {}
        for game in UI_GAMES:
            if game.view not in self.views:
                self.views[game.view] = game.view()
                self.tables.addWidget(self.views[game.view])
        table = self.views.get(TableView)
        self.table = table if isinstance(table, TableView) else TableView()
        # The table gives way first on a short screen: it scales down to this.
        for view in self.views.values():
            view.setMinimumSize(320, TABLE_MIN_HEIGHT)
        middle.addWidget(self.tables, 1)
        self.side = RichTextLabel()
        self.side.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.side.setContentsMargins(10, 6, 10, 6)
        self.side.setAccessibleName(self.tr("Posted pay tables"))
        side_scroll = ModestScroll()
        side_scroll.setObjectName("card")
        side_scroll.setWidget(self.side)
        side_scroll.setWidgetResizable(True)
        side_scroll.setFixedWidth(285)
        side_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        middle.addWidget(side_scroll)
        outer.addLayout(middle, 1)

        # The hands the question is about, large enough to read at a glance: every seat's
        # own strip at a table of several seats.
        self.strip = HandStrip()
        outer.addWidget(self.strip)

        # A trouble spot (a family the trainee keeps missing) is explained first: a worked
        # example of the same family, answered, above the question.
        self.coach = RichTextLabel()
        self.coach.setAccessibleName(self.tr("Worked example"))
        self.coach_scroll = QScrollArea()
        self.coach_scroll.setObjectName("card")
        self.coach_scroll.setWidget(self.coach)
        self.coach_scroll.setWidgetResizable(True)
        self.coach_scroll.setMaximumHeight(120)
        self.coach_scroll.setVisible(False)
        outer.addWidget(self.coach_scroll)

        self.question_label = QLabel()
        self.question_label.setObjectName("question")
        self.question_label.setWordWrap(True)
        outer.addWidget(self.question_label)

        # Below the question: the answer widgets, or, once answered, the verdict. The area
        # is as tall as what it shows, and scrolls where the screen is shorter than that.
        self.bottom = OneShown()
        self.answers = OneShown()
        self.widgets: dict[AnswerKind, AnswerWidget] = {}
        for kind in AnswerKind:
            w = widget_for(kind)()
            w.submitted.connect(self.submit)
            w.reshaped.connect(self._refit_bottom)
            self.widgets[kind] = w
            self.answers.addWidget(w)
        answer_row = QHBoxLayout()
        answer_row.setContentsMargins(0, 0, 0, 0)
        answer_row.addWidget(self.answers, 1)
        self.submit_button = QPushButton(self.tr("Submit  ⏎"))
        self.submit_button.setObjectName("primary")
        self.submit_button.setMinimumWidth(120)
        self.submit_button.setAccessibleName(self.tr("Submit the answer"))
        self.submit_button.clicked.connect(self.submit)
        answer_row.addWidget(self.submit_button, 0, Qt.AlignmentFlag.AlignBottom)
        self.answer_area = QWidget()
        self.answer_area.setLayout(answer_row)
        self.bottom.addWidget(self.answer_area)
        # The answer widgets as tall as they ask, at the top of the room they share with
        # the verdict; what the verdict needs more stays empty below them (a widget given
        # more than it asked spread its rows of choices over each other).
        box = self.bottom.layout()
        assert box is not None
        box.setAlignment(self.answer_area, Qt.AlignmentFlag.AlignTop)

        self.verdict = QFrame()
        self.verdict.setObjectName("card")
        v = QVBoxLayout(self.verdict)
        head = QHBoxLayout()
        self.verdict_label = QLabel()
        self.verdict_label.setStyleSheet("font-size: 20pt; font-weight: 700;")
        head.addWidget(self.verdict_label)
        self.expected_label = QLabel()
        self.expected_label.setObjectName("question")
        self.expected_label.setWordWrap(True)
        head.addWidget(self.expected_label, 1)
        self.next_button = QPushButton(self.tr("Next  ␣"))
        self.next_button.setObjectName("primary")
        self.next_button.setMinimumWidth(120)
        self.next_button.setAccessibleName(self.tr("Next question"))
        self.next_button.clicked.connect(self.ask)
        head.addWidget(self.next_button, 0, Qt.AlignmentFlag.AlignTop)
        v.addLayout(head)
        self.explanation = ExplanationLabel()
        self.explanation.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.explanation.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.explanation.setAccessibleName(self.tr("Explanation"))
        # The verdict takes the room the answer had, and a long explanation scrolls in it:
        # the felt keeps its size from a question to its verdict (issue 28).
        self.explanation_scroll = ExplanationScroll(self.explanation)
        v.addWidget(self.explanation_scroll, 1)
        # The clause the explanation cites, as a link to the Rules page at that paragraph.
        self.rule_link = RuleLink()
        self.rule_link.rule_requested.connect(self.rule_requested)
        v.addWidget(self.rule_link, 0, Qt.AlignmentFlag.AlignLeft)
        self.bottom.addWidget(self.verdict)
        self.unsaved = UnsavedPanel()
        self.unsaved.retry_requested.connect(self._retry_saving)
        self.unsaved.save_requested.connect(self._save_elsewhere)
        self.bottom.addWidget(self.unsaved)
        outer.addWidget(self.bottom)

        # Enter submits (or presses the button with the focus, unless that button builds
        # the answer); Space goes on to the next question, or presses the place, chip or
        # card with the focus, and never another button (so it never ends a drill or an
        # exam); digits 1-9 answer a choice, add a chip or a numbered step wherever the
        # focus is, even just after a dialog closed.
        context = Qt.ShortcutContext.WindowShortcut
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            QShortcut(QKeySequence(key), self, self._enter, context)
        QShortcut(QKeySequence(Qt.Key.Key_Space), self, self._space, context)
        for digit in range(1, 10):
            QShortcut(QKeySequence(str(digit)), self, lambda n=digit: self._digit(n), context)
        self.ticker = QTimer(self)
        self.ticker.setInterval(250)
        self.ticker.timeout.connect(self._tick)

    def _fit_bottom(self, *, keep: bool = False) -> None:
        """Give the answer area and the verdict one height, the taller of what the answer
        widgets need and the least a verdict needs (its result and a few lines of its
        explanation), so that the felt keeps its size from a question to its verdict: a
        table that jumps at every verdict is hard on a trainee drilling fast, and costs a
        relayout and a repaint of the page (issue 28). A longer explanation scrolls in that
        room. The area is never squeezed: the table gives way, and on a screen too short
        for both the page scrolls. *keep*: the verdict showing takes the height the
        question had, whatever the width now."""
        shown = self.bottom.currentWidget()
        if shown is None:
            return
        width = max(1, self.bottom.width() if self.bottom.isVisible() else self.width() - 40)
        if shown is self.answer_area:
            wanted = self._room(width)
        elif shown is self.verdict:
            # The room the question had, grown only where the verdict's own result needs
            # more; measured again only for a new width of the page (a page that scrolls
            # gains or loses its scroll bar as the verdict shows, and the answer widgets
            # wrap otherwise at each width: the felt moved).
            room = self.bottom.height() if keep else self._room(width)
            wanted = max(room, height_at(self.verdict, width))
        else:
            wanted = height_at(shown, width)
        if self.bottom.minimumHeight() != wanted or self.bottom.maximumHeight() != wanted:
            self.bottom.setFixedHeight(wanted)

    def _room(self, width: int) -> int:
        """The height the answer area and its verdict share at *width*: the answer widgets'
        own, or the least a verdict needs (its result line, the clause's link and a few
        lines of its explanation) where that is more. The verdict's result is not known
        yet: it is measured with a wrong answer's words, and two more lines are kept so
        that a result that wraps, or a line saying why an answer is wrong, still fits."""
        verdict = height_at(self.verdict, width)
        if self.explanation_scroll.isVisibleTo(self.verdict):
            verdict += 2 * self.explanation.fontMetrics().lineSpacing()
        return max(self._answer_height(width), verdict)

    def _answer_height(self, width: int) -> int:
        """What the answer widgets need at *width*."""
        return height_at(self.answer_area, width)

    def _refit_bottom(self) -> None:
        """An answer widget changed its shape (its two rows of cards stacked): fit now, and
        again once the layouts above it have taken in its new size."""
        self._fit_bottom()
        QTimer.singleShot(0, self, self._fit_bottom)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_bottom()
        if not self.showing_verdict:  # the verdict to come, laid out at the new width
            QTimer.singleShot(0, self, self._lay_out_verdict_ahead)

    @property
    def showing_verdict(self) -> bool:
        """Whether the verdict is showing (and the answer widgets are put away)."""
        return self.bottom.currentWidget() is self.verdict

    # -- running -----------------------------------------------------------------------

    def start(self, drill: Drill) -> None:
        """Begin a drill."""
        self.drill = drill
        self.busy = False
        mode = drill.mode
        self.progress.setVisible(mode is Mode.EXAM)
        if mode is Mode.EXAM:
            self.progress.setRange(0, drill.session.planned or 0)
            self.progress.setValue(0)
        self.stop_button.setText(self.tr("End exam") if mode is Mode.EXAM else self.tr("End drill"))
        self.stop_button.setAccessibleName(
            self.tr("End the exam (asks first)")
            if mode is Mode.EXAM
            else self.tr("End the drill and see the summary")
        )
        self.ticker.start()
        self.ask()

    def is_building_answer(self) -> bool:
        """Whether an answer is begun and not submitted yet (a chip laid, a place tapped,
        an amount typed): what an idle sign-out would drop, and must say so."""
        question = self.question
        if self.drill is None or question is None or self.showing_verdict or self.busy:
            return False
        return bool(self.widgets[question.kind].response() != self._untouched)

    @property
    def holding_unsaved(self) -> bool:
        """Whether an answer is held on screen because it is not saved anywhere yet."""
        return self.bottom.currentWidget() is self.unsaved

    def _enter(self) -> None:
        """Enter presses the focused button, unless it builds the answer (a place, a step,
        a chip, a seat, a spot on the table, an offered card: pressed again it would add
        to the answer, not submit it); else it submits the answer (or goes on)."""
        focused = QApplication.focusWidget()
        if (
            isinstance(focused, QAbstractButton)
            and focused.isEnabled()
            and self.isAncestorOf(focused)
            and focused not in (self.submit_button, self.next_button)
            and not is_answer_part(focused)
        ):
            focused.click()
        elif self.holding_unsaved:
            return
        elif self.showing_verdict:
            self.ask()
        else:
            self.submit()

    def _space(self) -> None:
        """Space goes on from a verdict; while answering it presses the place, step, chip
        or seat with the focus, taps the focused spot on the table, or places the focused
        offered card. It never presses another button (so never ends a drill)."""
        if self.showing_verdict:
            self.ask()
            return
        focused = QApplication.focusWidget()
        if self.holding_unsaved or self.busy or focused is None or not self.isAncestorOf(focused):
            return
        if isinstance(focused, TableView):
            focused.tap_focused()
        elif isinstance(focused, QAbstractButton) and is_answer_part(focused):
            if focused.isEnabled():
                focused.click()
        elif isinstance(focused, QListWidget) and is_answer_part(focused):
            item = focused.currentItem()
            if item is not None:
                focused.itemActivated.emit(item)

    def _digit(self, digit: int) -> None:
        if self.question is None or self.showing_verdict or self.busy or self.holding_unsaved:
            return
        self.widgets[self.question.kind].key_digit(digit)

    def ask(self) -> None:
        """Show the next question (or finish)."""
        drill = self.drill
        if drill is None or self.busy:
            return
        question = drill.next_question()
        if question is None:
            self.end()
            return
        self.question = question
        self.answer = None
        game = GAME_NAMES[question.game]
        parts = [game, question.skill.heading, get_family(question.family).title]
        if parts[2].lower() == parts[1].lower():
            parts.pop()  # "Procedure rulings · procedure rulings" says it twice
        self.title.setText(" · ".join(parts))
        reason = drill.reason
        self.why.setText("" if reason is None else reason_text(reason))
        set_style_sheet(self.why, f"color: {themed(MUTED)}")
        self.why.setVisible(reason is not None)
        game_ui = ui_game(question.game)
        view = self.views[game_ui.view]
        if isinstance(view, TableView):  # the game's own casino table (blackjack's boxes)
            self.table = view
        self.table.set_marks({})
        self.table.set_highlight([])
        self.table.set_tappable([])
        rules = drill.rules[question.game]
        set_four_colour = getattr(view, "set_four_colour", None)
        if set_four_colour is not None:
            set_four_colour(self.four_colour)
        game_ui.show(view, question, rules)
        self.tables.setCurrentWidget(view)
        self.side.setText(game_ui.side_panel(question, rules))
        self.strip.show_hands(
            hands_of(view.scene(), game_ui.strip(question), _seats_of(view.highlighted()))
            if isinstance(view, TableView)
            else [Hand(label, tuple(cards)) for label, cards in game_ui.strip(question)],
            four_colour=self.four_colour,
        )
        self._coach(drill, question)
        self.question_label.setText(shown_text(game_ui, question))
        widget = self.widgets[question.kind]
        if hasattr(widget, "four_colour"):
            widget.four_colour = self.four_colour
        widget.set_question(question, view if isinstance(view, TableView) else None)
        self._untouched = widget.response()
        widget.lock(False)
        self.answer_area.setUpdatesEnabled(True)
        self.answers.setCurrentWidget(widget)
        self.bottom.setCurrentWidget(self.answer_area)
        self.submit_button.setEnabled(True)
        self.submit_button.setVisible(question.kind is not AnswerKind.CHOICE)
        self._prepare_verdict(drill, question)
        self._update_status()
        # Now, and again once the answer widgets set up for this question are laid out:
        # measured before, a widget's rows of choices were measured at their last shape.
        self._refit_bottom()
        QTimer.singleShot(0, self, self._lay_out_verdict_ahead)
        widget.focus_input()
        # The answer and its Submit in sight, but never the question's hands (or its
        # text) scrolled above the screen: at a scale of 1.5 a long table opened with
        # only the choices showing.
        # The whole room the answer shares with its verdict, so that the verdict shows
        # without the page scrolling under the trainee (and drawn again, issue 28).
        keep = self.strip if self.strip.isVisible() else self.question_label
        reveal(self.bottom, keep=keep, from_top=True)
        self.clock.start()
        self.question_shown.emit(question)

    def _coach(self, drill: Drill, question: Question) -> None:
        """Show a worked example first when the question's family is a trouble spot."""
        if not drill.is_trouble_spot(question):
            self.coach.clear()
            self.coach_scroll.setVisible(False)
            return
        example = drill.worked_example(question)
        # A ruling's explanation is the ruling itself: say it once, as the answer.
        steps = tuple(line for line in example.explanation.lines if line != example.answer_text)
        shown = dataclasses.replace(
            example, explanation=dataclasses.replace(example.explanation, lines=steps)
        )
        head = self.tr(
            "You have missed this kind of question often, so here is one worked through first."
        )
        self.coach.setText(
            f"<div style='font-weight:600'>{escape(head)}</div>"
            f"<div style='margin-top:4px'>{escape(example.text)}</div>"
            + "".join(
                f"<div style='color:{MUTED}'>{escape(line)}</div>" for line in prompt_lines(example)
            )
            + f"<div style='margin:4px 0'><b>{escape(self.tr('Answer:'))}</b> "
            f"{escape(example.answer_text)}</div>{explanation_html(shown)}"
        )
        self.coach_scroll.setVisible(True)

    def _pace_word(self, pace: Pace) -> str:
        """The answer's pace as the verdict line says it ("target 6 s (fast)")."""
        return {
            Pace.FAST: self.tr("fast", "an answer's pace against its target"),
            Pace.NORMAL: self.tr("normal", "an answer's pace against its target"),
            Pace.SLOW: self.tr("slow", "an answer's pace against its target"),
        }[pace]

    def submit(self) -> None:
        """Grade the answer given; record it; then show the verdict."""
        drill, question = self.drill, self.question
        if drill is None or question is None or self.busy or self.showing_verdict:
            return
        widget = self.widgets[question.kind]
        elapsed = int(self.clock.elapsed())
        try:
            answer = drill.grade(widget.response(), elapsed)
        except AnswerError as exc:
            widget.show_message(str(exc))
            return
        self.busy = True
        # Locked while the store saves it, but not drawn greyed for the few ms before the
        # verdict takes its room: a quarter of a verdict's time, never seen (issue 28).
        self.answer_area.setUpdatesEnabled(False)
        widget.lock(True)
        self.submit_button.setEnabled(False)
        self.answer = answer
        run_in_background(
            lambda _: drill.record_answer(answer),
            lambda _stored: self._recorded(answer),
            lambda exc: self._record_failed(answer, exc),
            owner=self,
        )

    def _record_failed(self, answer: Answer, exc: BaseException) -> None:
        drill = self.drill
        if (
            isinstance(exc, StoreUnavailableError)
            and drill is not None
            and is_only_in_memory(drill.store)
        ):
            # Not even the pending file took it: no verdict until it is safe somewhere.
            self.unsaved.show_message(str(exc))
            self.bottom.setCurrentWidget(self.unsaved)
            self.unsaved.retry_button.setFocus()
            return
        if isinstance(exc, TrainerError):
            self.failed.emit(str(exc))
        else:
            self.failed.emit(arg(self.tr("The answer could not be saved: %1"), str(exc)))
        self._recorded(answer)

    def _retry_saving(self) -> None:
        drill, answer = self.drill, self.answer
        if drill is None or answer is None:
            return
        self.unsaved.set_busy(True)
        store = drill.store
        run_in_background(
            lambda _: store.flush_pending(),
            lambda _written: self._recorded(answer),
            lambda exc: self._record_failed(answer, exc),
            owner=self,
        )

    def _save_elsewhere(self) -> None:
        drill, answer = self.drill, self.answer
        if drill is None or answer is None:
            return
        if save_to_chosen_file(self, drill.store, kiosk=self.kiosk):
            self._recorded(answer)

    def _recorded(self, answer: Answer) -> None:
        self.busy = False
        self.answer_saved.emit()
        if self.drill is None or self.question is not answer.question:
            return  # saved after its drill ended: a later drill shows no verdict of it
        mode = self.drill.mode
        if mode is Mode.EXAM:
            self._update_status()
            self.ask()
            return
        self.show_verdict(answer)
        if mode is Mode.SPEED:
            QTimer.singleShot(700, self, self._speed_next)

    def _speed_next(self) -> None:
        if self.showing_verdict and self.drill is not None and self.drill.mode is Mode.SPEED:
            self.ask()

    def _prepare_verdict(self, drill: Drill, question: Question) -> None:
        """Fill the verdict with what the question alone decides (its explanation and the
        clause's link), and its result line with a wrong answer's words, the longest it
        takes: the room kept for the verdict is measured from these while the trainee
        answers, and the verdict then shows in that room without moving the felt."""
        explain = drill.mode is not Mode.SPEED
        self.explanation.setText(explanation_html(question) if explain else "")
        self.explanation_scroll.setVisible(explain)
        self.explanation_scroll.verticalScrollBar().setValue(0)
        self.rule_link.show_question(question if explain else None, drill.rules)
        self._show_result(self.tr("✗ Wrong"), self._result_colour)
        target = seconds_text(drill.session.target_ms.get(question.family, DEFAULT_TARGET_MS))
        self.expected_label.setText(
            arg(
                self.tr("The answer: %1 · you gave %4 · %2 s, target %5 s (%3)"),
                question.answer_text,
                "0.0",
                self._pace_word(Pace.NORMAL),
                question.answer_text,
                target,
            )
        )

    def _lay_out_verdict_ahead(self) -> None:
        """While the trainee reads the question, the verdict is laid out in its room."""
        if not self.showing_verdict and self.explanation_scroll.isVisibleTo(self.verdict):
            lay_out_ahead(self.verdict, self.bottom.rect(), self.explanation_scroll)

    def _show_result(self, text: str, colour: str) -> None:
        """The verdict's result ("✓ Right") in its colour."""
        self._result_colour = colour
        self.verdict_label.setText(text)
        set_style_sheet(
            self.verdict_label, f"font-size: {points(20)}; font-weight: 700; color: {colour};"
        )

    def show_verdict(self, answer: Answer) -> None:
        """Right or wrong, the right answer drawn, the explanation, the time taken."""
        grade, question = answer.grade, answer.question
        if grade.is_correct:
            self._show_result(self.tr("✓ Right"), RIGHT)
        elif grade.credit > 0:
            self._show_result(arg(self.tr("◐ Partly right (%1%)"), str(grade.percent)), PARTIAL)
        else:
            self._show_result(self.tr("✗ Wrong"), WRONG)
        seconds = answer_seconds(answer.response_ms)
        pace = self._pace_word(answer.pace)
        target = seconds_text(answer.target_ms)
        if grade.is_correct:
            expected = arg(
                self.tr("%1 · %2 s, target %4 s (%3)"),
                grade.expected,
                seconds,
                pace,
                target,
            )
        else:
            expected = arg(
                self.tr("The answer: %1 · you gave %4 · %2 s, target %5 s (%3)"),
                grade.expected,
                seconds,
                pace,
                grade.given,
                target,
            )
        if not grade.is_correct and grade.message not in (translated(V.WRONG), ""):
            # Why it is wrong, or only partly right ("The chips make $0.50, not the $5.00
            # to pay"; "The right amount, but 3 chips would do ..."), as the summary says.
            expected = f"{grade.message}\n{expected}"
        self.expected_label.setText(expected)
        # The answer widgets are put away (the verdict takes their room): none is marked.
        if question.kind is AnswerKind.ORDER and not question.extra.get("labels"):
            marks: dict[str, list[int]] = {}
            for i, token in enumerate(question.answer, start=1):
                marks.setdefault(token, []).append(i)
            self.table.set_marks(marks)
            self.table.set_highlight(list(dict.fromkeys(question.answer)))
        if question.kind is AnswerKind.SPOT and "card" in question.answer:
            to = question.answer.get("to")  # where the delivery dealt wrong belongs
            self.table.set_highlight([str(to)] if to is not None else [])
        elif question.kind is AnswerKind.SPOT:  # the seat that was settled wrong, if any
            seat = question.answer.get("seat")
            self.table.set_highlight([f"S{seat}"] if seat is not None else [])
        # Sized while the question was read (nothing to do then), unless answered at once.
        self.explanation_scroll.fit_label()
        self.bottom.setCurrentWidget(self.verdict)
        self._fit_bottom(keep=True)
        self.next_button.setFocus()
        # The result and Next in sight (the room was shown with the question), the hands
        # kept on screen: a page that scrolls moves (and is drawn again) at a verdict only
        # where its result would be out of sight.
        reveal(self.next_button, keep=self.strip if self.strip.isVisible() else self.question_label)
        self._update_status()
        self.verdict_shown.emit(answer)

    def _update_status(self) -> None:
        drill = self.drill
        if drill is None:
            return
        summary = drill.session.summary()
        mode = drill.mode
        if mode is Mode.SPEED:
            seconds = drill.session.remaining_s() or 0.0
            self.status.setText(
                arg(
                    self.tr("%1 s left · %2 right of %3"),
                    str(int(seconds + 0.99)),
                    str(summary.right),
                    str(summary.answered),
                )
            )
        elif mode is Mode.EXAM:
            self.progress.setValue(summary.answered)
            left = drill.session.remaining_s()
            text = arg(
                self.tr("Question %1 of %2"),
                str(min(summary.answered + 1, self.progress.maximum())),
                str(self.progress.maximum()),
            )
            if left is not None:
                text += f" · {int(left) // 60}:{int(left) % 60:02d}"
            self.status.setText(text)
        else:
            text = arg(self.tr("%1 right of %2"), str(summary.right), str(summary.answered))
            if self.question is not None:
                target_ms = drill.session.target_ms.get(self.question.family, DEFAULT_TARGET_MS)
                text += " · " + arg(self.tr("target %1 s"), seconds_text(target_ms))
            self.status.setText(text)

    def _tick(self) -> None:
        drill = self.drill
        if drill is None:
            return
        if drill.mode in (Mode.SPEED, Mode.EXAM):
            self._update_status()
            remaining = drill.session.remaining_s()
            if remaining is not None and remaining <= 0 and not self.busy:
                self.end()

    def end_requested(self) -> None:
        """The trainee asked to end: an exam with questions left asks first."""
        drill = self.drill
        if drill is None or self.busy:
            return
        if drill.mode is Mode.EXAM:
            left = self._questions_left()
            if left and not confirm(
                self,
                arg(
                    self.tr(
                        "End the exam now? The %1 answered are scored; the %2 not answered "
                        "count as wrong, and the sitting is marked as ended early."
                    ),
                    str(drill.session.summary().answered),
                    str(left),
                ),
                self.tr("End exam"),
            ):
                return
        self.end()

    def _questions_left(self) -> int:
        drill = self.drill
        if drill is None:
            return 0
        planned = drill.session.planned or 0
        return max(0, planned - drill.session.summary().answered)

    def end(self) -> None:
        """Finish the drill (the current unanswered question is dropped) and report."""
        drill = self.drill
        if drill is None or self.busy or self.holding_unsaved:
            return
        self.ticker.stop()
        self.drill = None
        try:
            summary = drill.finish()
        except TrainerError as exc:
            self.failed.emit(str(exc))
            summary = drill.session.summary()
        self.finished.emit(summary, drill)


def _seats_of(places: frozenset[str]) -> set[int]:
    """The seats among spots on the table (``S4`` -> 4)."""
    return {int(p[1:]) for p in places if p.startswith("S") and p[1:].isdigit()}


def seconds_text(ms: int) -> str:
    """A target time in seconds as the verdict shows it: 10, 12.5."""
    return f"{ms / 1000:.1f}".removesuffix(".0")
