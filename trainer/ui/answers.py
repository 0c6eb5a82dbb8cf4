"""Answer widgets, one per kind of question. Each builds a response for the quiz to grade;
none of them decides whether it is right."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QIcon, QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from trainer.engine.money import format_money
from trainer.quiz.chips import DENOMINATIONS
from trainer.quiz.model import Question, chips_text
from trainer.ui.answer_parts import mark_answer_part
from trainer.ui.cards import chip_pixmap
from trainer.ui.felt_chips import columns_of
from trainer.ui.layouts import FlowLayout, MessageLabel, WrappingButton, clear_layout
from trainer.ui.scenes import answer_seat
from trainer.ui.table_view import TableView
from trainer.ui.theme import WRONG
from trainer.ui.translation import arg


class AnswerWidget(QWidget):
    """The common shape of an answer widget."""

    submitted = Signal()
    reshaped = Signal()
    """Its height changed (a message came or went, its rows moved): the page sizes the
    answer area again."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.question: Question | None = None
        self.table: TableView | None = None
        self.message = MessageLabel("")
        self.message.setWordWrap(True)
        self.message.setStyleSheet(f"color: {WRONG};")
        self.message.setAccessibleName(self.tr("Message"))
        self.message.changed.connect(self.reshaped)

    def set_question(self, question: Question, table: TableView | None) -> None:
        """Show a new question's answer area, empty."""
        self.question = question
        self.table = table
        self.message.setText("")

    def response(self) -> Any:
        """What the trainee has given, for the quiz to grade."""
        raise NotImplementedError

    def show_message(self, text: str) -> None:
        """Say plainly why an answer could not be read."""
        self.message.setText(text)

    def focus_input(self) -> None:
        """Put the keyboard focus where typing starts."""
        self.setFocus()

    def lock(self, locked: bool) -> None:
        """Stop (or allow) changes while the verdict shows."""
        self.setEnabled(not locked)

    def key_digit(self, digit: int) -> None:
        """A digit key 1-9 pressed anywhere on the drill page (none of its fields has the
        focus): a choice or a chip where the answer has them numbered; else nothing."""


class AmountAnswer(AnswerWidget):
    """An amount: a field plus an on-screen keypad."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        left = QVBoxLayout()
        self.field = QLineEdit()
        self.field.setObjectName("amount")
        self.field.setPlaceholderText(self.tr("amount"))
        self.field.setAccessibleName(self.tr("Amount"))
        self.field.returnPressed.connect(self.submitted)
        left.addWidget(self.field)
        left.addWidget(self.message)
        left.addStretch(1)
        layout.addLayout(left, 1)
        pad = QGridLayout()
        pad.setSpacing(6)
        keys = [
            ["7", "8", "9", "⌫"],
            ["4", "5", "6", "C"],
            ["1", "2", "3", "."],
            ["0", "00", ",", ""],
        ]
        for r, row in enumerate(keys):
            for c, key in enumerate(row):
                if not key:
                    continue
                button = QPushButton(key)
                button.setObjectName("key")
                button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
                if key == "⌫":
                    button.setAccessibleName(self.tr("Delete"))
                    button.clicked.connect(self.field.backspace)
                elif key == "C":
                    button.setAccessibleName(self.tr("Clear"))
                    button.clicked.connect(self.field.clear)
                else:
                    button.clicked.connect(lambda _=False, k=key: self.field.insert(k))
                pad.addWidget(button, r, c)
        layout.addLayout(pad)

    def set_question(self, question: Question, table: TableView | None) -> None:
        super().set_question(question, table)
        self.field.clear()

    def response(self) -> Any:
        return self.field.text()

    def focus_input(self) -> None:
        self.field.setFocus()


class AmountsAnswer(AnswerWidget):
    """Amounts in order: one field per seat, in settlement order."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.layout_ = QVBoxLayout(self)
        self.rows = QGridLayout()
        self.layout_.addLayout(self.rows)
        self.layout_.addWidget(self.message)
        self.fields: list[QLineEdit] = []

    def set_question(self, question: Question, table: TableView | None) -> None:
        super().set_question(question, table)
        clear_layout(self.rows)
        self.fields = []
        players = [str(p) for p in question.prompt.get("players", [])]
        signed = bool(question.extra.get("signed"))
        if players:
            # Home game: each player's net for the round, negative when they pay.
            rows = [(arg(self.tr("%1's net"), n), n) for n in players]
        else:
            rows = [
                (
                    arg(self.tr("Seat %1 is paid"), str(s)),
                    arg(self.tr("seat %1"), str(s)),
                )
                for s in question.prompt.get("seats", [])
            ]
        for i, (text, who) in enumerate(rows):
            label = QLabel(text)
            field = QLineEdit()
            # Not "$0.00": a placeholder that looks like an amount reads as one typed.
            field.setPlaceholderText(self.tr("net, − when paying") if signed else self.tr("amount"))
            field.setAccessibleName(arg(self.tr("Amount for %1"), who))
            field.returnPressed.connect(self._next_or_submit)
            self.rows.addWidget(label, i // 2, (i % 2) * 2)
            self.rows.addWidget(field, i // 2, (i % 2) * 2 + 1)
            self.fields.append(field)

    def _next_or_submit(self) -> None:
        focused = next((i for i, f in enumerate(self.fields) if f.hasFocus()), None)
        if (
            focused is not None
            and focused + 1 < len(self.fields)
            and not self.fields[focused + 1].text()
        ):
            self.fields[focused + 1].setFocus()
        else:
            self.submitted.emit()

    def response(self) -> Any:
        return [f.text() for f in self.fields]

    def show_message(self, text: str) -> None:
        """Say why the amounts could not be read; the cursor to the first empty field."""
        super().show_message(text)
        empty = next((f for f in self.fields if not f.text().strip()), None)
        if empty is not None:
            empty.setFocus()

    def focus_input(self) -> None:
        if self.fields:
            self.fields[0].setFocus()


class ChipsAnswer(AnswerWidget):
    """A chip tray to click chips from; the stack built shown and counted; undo and clear."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        # The tray wraps onto a second row on a narrow screen. Each chip shows the digit
        # key that adds it, as the choices do.
        tray = FlowLayout(spacing=6)
        self.stack: list[int] = []
        self.chip_buttons: list[QPushButton] = []
        for i, d in enumerate(sorted(DENOMINATIONS), start=1):
            button = QPushButton(f"{i}   {format_money(d)}")
            button.setIcon(QIcon(chip_pixmap(d, 40)))
            button.setIconSize(QSize(40, 40))
            button.setMinimumHeight(56)
            button.setAccessibleName(arg(self.tr("Add a %1 chip"), format_money(d)))
            button.setToolTip(arg(self.tr("Key %1"), str(i)))
            button.clicked.connect(lambda _=False, v=d: self.add(v))
            mark_answer_part(button)
            tray.addWidget(button)
            self.chip_buttons.append(button)
        layout.addLayout(tray)
        row = QHBoxLayout()
        self.built = QLabel()
        self.built.setObjectName("question")
        self.built.setAccessibleName(self.tr("Chips built"))
        row.addWidget(self.built, 1)
        undo = QPushButton(self.tr("Undo"))
        undo.clicked.connect(self.undo)
        clear = QPushButton(self.tr("Clear"))
        clear.clicked.connect(self.clear)
        row.addWidget(undo)
        row.addWidget(clear)
        layout.addLayout(row)
        layout.addWidget(self.message)
        QShortcut(QKeySequence.StandardKey.Undo, self, self.undo)
        self._show()

    def add(self, denomination: int) -> None:
        """Put one chip on the stack."""
        self.stack.append(denomination)
        self._show()

    def undo(self) -> None:
        """Take the last chip back."""
        if self.stack:
            self.stack.pop()
            self._show()

    def clear(self) -> None:
        """Empty the stack."""
        self.stack = []
        self._show()

    def chips(self) -> dict[int, int]:
        """The stack as chip value (cents) -> count."""
        out: dict[int, int] = {}
        for d in self.stack:
            out[d] = out.get(d, 0) + 1
        return out

    def _show(self) -> None:
        chips = self.chips()
        total = sum(d * n for d, n in chips.items())
        count = len(self.stack)
        plural = self.tr("chip") if count == 1 else self.tr("chips")
        self.built.setText(f"{chips_text(chips)}   =   {format_money(total)}   ({count} {plural})")
        if self.table is not None and self.question is not None:  # the stack, on the felt
            seat = answer_seat(self.question, self.table.scene().seats)
            label = arg(self.tr("Yours %1"), format_money(total)) if count else ""
            self.table.set_built(seat, columns_of(chips), label)

    def set_question(self, question: Question, table: TableView | None) -> None:
        super().set_question(question, table)
        self.clear()

    def key_digit(self, digit: int) -> None:
        """The digit shown on a chip adds that chip."""
        if self.isEnabled() and 1 <= digit <= len(DENOMINATIONS):
            self.add(sorted(DENOMINATIONS)[digit - 1])

    def keyPressEvent(self, event: QKeyEvent) -> None:
        text = event.text()
        if text.isdigit() and text != "0":
            self.key_digit(int(text))
            return
        if event.key() == Qt.Key.Key_Backspace:
            self.undo()
            return
        super().keyPressEvent(event)

    def response(self) -> Any:
        return self.chips()


class OrderAnswer(AnswerWidget):
    """An order: tap the places on the table (or the buttons) in order; undo and clear."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        # Places wrap like words; steps (long sentences) stand one under another.
        self.places_row = FlowLayout(spacing=6)
        layout.addLayout(self.places_row)
        self.buttons_row = QGridLayout()
        self.buttons_row.setSpacing(6)
        layout.addLayout(self.buttons_row)
        row = QHBoxLayout()
        self.sequence_label = QLabel()
        self.sequence_label.setWordWrap(True)
        self.sequence_label.setObjectName("question")
        self.sequence_label.setAccessibleName(self.tr("Order so far"))
        row.addWidget(self.sequence_label, 1)
        undo = QPushButton(self.tr("Undo"))
        undo.clicked.connect(self.undo)
        clear = QPushButton(self.tr("Clear"))
        clear.clicked.connect(self.clear)
        row.addWidget(undo)
        row.addWidget(clear)
        layout.addLayout(row)
        layout.addWidget(self.message)
        QShortcut(QKeySequence.StandardKey.Undo, self, self.undo)
        self.sequence: list[str] = []
        self.labels: dict[str, str] = {}
        self._tapping: TableView | None = None  # the table whose taps come here

    def set_question(self, question: Question, table: TableView | None) -> None:
        if self._tapping is not None:
            self._tapping.place_tapped.disconnect(self.tap)
            self._tapping = None
        super().set_question(question, table)
        self.labels = dict(question.extra.get("labels", {}))
        clear_layout(self.buttons_row)
        clear_layout(self.places_row)
        self.token_buttons: dict[str, QPushButton] = {}
        for i, token in enumerate(question.choices):
            text = self.labels.get(token, token)
            button: QPushButton
            if self.labels:
                button = WrappingButton(f"{i + 1}. {text}")
                button.setObjectName("choice")
                self.buttons_row.addWidget(button, i, 0)
            else:
                button = QPushButton(text)
                button.setMinimumWidth(64)
                self.places_row.addWidget(button)
            button.setAccessibleName(arg(self.tr("Next: %1"), text))
            button.clicked.connect(lambda _=False, t=token: self.tap(t))
            mark_answer_part(button)
            self.token_buttons[token] = button
        if table is not None and not self.labels:
            table.set_tappable(list(question.choices))
            table.place_tapped.connect(self.tap)
            self._tapping = table
        self.clear()

    def key_digit(self, digit: int) -> None:
        """The number shown on a step adds it (places are not numbered)."""
        choices = self.question.choices if self.question is not None else ()
        if self.labels and 1 <= digit <= len(choices):
            self.tap(choices[digit - 1])

    def tap(self, token: str) -> None:
        """Add a place (or step) to the order."""
        if not self.isEnabled():
            return
        self.sequence.append(token)
        self._show()

    def undo(self) -> None:
        """Take the last place back."""
        if self.sequence:
            self.sequence.pop()
            self._show()

    def clear(self) -> None:
        """Start the order again."""
        self.sequence = []
        self._show()

    def _show(self) -> None:
        if self.labels and self.question is not None:
            # Each step tapped as its button is numbered (the question's choices), never
            # its place in the labels, which may follow the right order.
            choices = list(self.question.choices)
            text = "  →  ".join(str(choices.index(t) + 1) for t in self.sequence)
            self.sequence_label.setToolTip("\n".join(self.labels[t] for t in self.sequence))
        else:
            text = "  ".join(self.sequence)
        self.sequence_label.setText(text or self.tr("Tap the places in order."))
        if self.table is not None and not self.labels:
            marks: dict[str, list[int]] = {}
            for i, token in enumerate(self.sequence, start=1):
                marks.setdefault(token, []).append(i)
            self.table.set_marks(marks)

    def response(self) -> Any:
        return list(self.sequence)


class ChoiceAnswer(AnswerWidget):
    """Choices as large buttons; keys 1-9 choose and submit."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.grid = QGridLayout()
        self.grid.setSpacing(6)
        layout.addLayout(self.grid)
        layout.addWidget(self.message)
        layout.addStretch(1)
        self.buttons: list[WrappingButton] = []
        self.chosen: int | None = None

    def set_question(self, question: Question, table: TableView | None) -> None:
        super().set_question(question, table)
        clear_layout(self.grid)  # at once: old buttons must not linger beside the new ones
        self.buttons = []
        self.chosen = None
        # Up to four answers one under another; more go in two columns to fit the screen.
        columns = 1 if len(question.choices) <= 4 else 2
        rows = (len(question.choices) + columns - 1) // columns
        for i, text in enumerate(question.choices):
            button = WrappingButton(f"{i + 1}   {text}")
            button.setObjectName("choice")
            button.setAccessibleName(text)
            button.setToolTip(arg(self.tr("Key %1"), str(i + 1)))
            button.clicked.connect(lambda _=False, n=i: self.choose(n))
            self.grid.addWidget(button, i % rows, i // rows)
            # Now, not when the layout gets to it: the page fits the answer area to the
            # buttons next, and buttons not yet shown measured nothing (a second drill's
            # choices were drawn one over another).
            button.show()
            self.buttons.append(button)

    def choose(self, index: int) -> None:
        """Pick an answer and submit it."""
        if not self.isEnabled() or not 0 <= index < len(self.buttons):
            return
        self.chosen = index
        self.submitted.emit()

    def key_digit(self, digit: int) -> None:
        """The digit shown on an answer chooses it."""
        self.choose(digit - 1)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        text = event.text()
        if text.isdigit() and text != "0":
            self.key_digit(int(text))
            return
        super().keyPressEvent(event)

    def response(self) -> Any:
        return self.chosen

    def focus_input(self) -> None:
        if self.buttons:
            # New buttons show only on the next turn of the event loop; one still hidden
            # would not take the focus, and keys would go nowhere after a sitting's answer.
            self.buttons[0].setVisible(True)
            self.buttons[0].setFocus()


class SpotAnswer(AnswerWidget):
    """Game protection: "correct as it stands", or point at the seat settled wrong (on the
    felt or by its button) and type what it should be paid."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.clean_button = QPushButton(self.tr("Correct as it stands"))
        self.clean_button.setObjectName("choice")
        self.clean_button.setAccessibleName(self.tr("Correct as it stands"))
        self.clean_button.clicked.connect(self.call_clean)
        layout.addWidget(self.clean_button)
        self.pick_label = QLabel(self.tr("Or tap the seat settled wrong:"))
        layout.addWidget(self.pick_label)
        self.seats_row = QGridLayout()
        self.seats_row.setSpacing(6)
        layout.addLayout(self.seats_row)
        row = QHBoxLayout()
        self.fix_label = QLabel(self.tr("It should be paid:"))
        self.field = QLineEdit()
        self.field.setObjectName("amount")
        self.field.setPlaceholderText(self.tr("amount"))
        self.field.setAccessibleName(self.tr("What the seat should be paid"))
        self.field.returnPressed.connect(self.submitted)
        row.addWidget(self.fix_label)
        row.addWidget(self.field, 1)
        layout.addLayout(row)
        layout.addWidget(self.message)
        layout.addStretch(1)
        self.seat_buttons: dict[int, QPushButton] = {}
        self.seat: int | None = None
        self.clean = False
        self._tapping: TableView | None = None
        self.payments = False
        """The home game's round is pointed at by its payment (a button each, ``seat``
        holding its number) and mended with the right amount or recipient, typed."""
        self.deal = False
        """A deal is pointed at by its delivery (a button each, ``seat`` holding its number)
        and mended with the place it belongs, typed or tapped on the felt."""
        self.places: list[str] = []

    def set_question(self, question: Question, table: TableView | None) -> None:
        if self._tapping is not None:
            self._tapping.place_tapped.disconnect(self._tapped)
            self._tapping = None
        super().set_question(question, table)
        clear_layout(self.seats_row)
        self.seat_buttons = {}
        deliveries = [str(d) for d in question.prompt.get("deliveries", ())]
        payments = [str(p) for p in question.prompt.get("payments", ())]
        self.deal = bool(deliveries)
        self.payments = bool(payments)
        self.places = [str(p) for p in question.prompt.get("places", ())]
        if self.payments:  # the home game: point at the payment made wrong
            self.pick_label.setText(self.tr("Or tap the payment made wrong:"))
            self.field.setPlaceholderText(self.tr("$0.50, or who should receive it"))
            self.field.setAccessibleName(self.tr("What the payment should be"))
            # One to a row: a payment reads as a line, and two long ones side by side would
            # make the page wider than a small screen.
            self._numbered(payments, 1, self.tr("Payment %1, %2, is made wrong"))
        elif self.deal:
            self.pick_label.setText(self.tr("Or tap the first delivery dealt wrong:"))
            self.field.setPlaceholderText(self.tr("S3, D or C1"))
            self.field.setAccessibleName(self.tr("Where the delivery should have gone"))
            self._numbered(deliveries, 6, self.tr("Delivery %1, to %2, is dealt wrong"))
        else:
            self.pick_label.setText(self.tr("Or tap the seat settled wrong:"))
            self.field.setPlaceholderText(self.tr("amount"))
            self.field.setAccessibleName(self.tr("What the seat should be paid"))
            seats = [int(s) for s in question.prompt.get("seats", ())]
            for i, seat in enumerate(seats):
                button = QPushButton(arg(self.tr("Seat %1"), str(seat)))
                button.setCheckable(True)
                button.setAccessibleName(arg(self.tr("Seat %1 is settled wrong"), str(seat)))
                button.clicked.connect(lambda _=False, s=seat: self.point(s))
                mark_answer_part(button)
                self.seats_row.addWidget(button, i // 4, i % 4)
                button.show()
                self.seat_buttons[seat] = button
        if table is not None and not self.payments:
            if self.deal:  # the felt gives the place a delivery belongs
                table.set_tappable(self.places)
            else:
                table.set_tappable([f"S{s}" for s in question.prompt.get("seats", ())])
            table.place_tapped.connect(self._tapped)
            self._tapping = table
        self.seat, self.clean = None, False
        self.field.clear()
        self._show()

    def _numbered(self, items: list[str], columns: int, spoken: str) -> None:
        """A numbered button for each delivery or payment, ``columns`` to a row;
        ``spoken``: its accessible name, %1 the number and %2 the item."""
        for i, words in enumerate(items):
            number = i + 1
            button = QPushButton(f"{number}. {words}")
            button.setCheckable(True)
            button.setAccessibleName(arg(spoken, str(number), words))
            button.clicked.connect(lambda _=False, n=number: self.point(n))
            mark_answer_part(button)
            self.seats_row.addWidget(button, i // columns, i % columns)
            button.show()  # now, not when the layout gets to it: the page fits to it next
            self.seat_buttons[number] = button

    def _tapped(self, place: str) -> None:
        if self.deal:
            if self.isEnabled() and place in self.places:
                self.field.setText(place)
                self.field.setFocus()
            return
        if place.startswith("S") and place[1:].isdigit():
            self.point(int(place[1:]))

    def point(self, seat: int) -> None:
        """Point at the seat settled wrong; the fix is typed next."""
        if not self.isEnabled():
            return
        self.seat, self.clean = seat, False
        self._show()
        self.field.setFocus()

    def call_clean(self) -> None:
        """Answer "correct as it stands" and submit."""
        if not self.isEnabled():
            return
        self.seat, self.clean = None, True
        self._show()
        self.submitted.emit()

    def _show(self) -> None:
        for seat, button in self.seat_buttons.items():
            button.setChecked(seat == self.seat)
            if self.deal or self.payments:  # the one pointed at is marked in words too
                text = button.text().removeprefix("✓ ")
                button.setText(f"✓ {text}" if seat == self.seat else text)
        if self.payments:
            self.fix_label.setText(
                arg(self.tr("Payment %1 should be:"), str(self.seat))
                if self.seat is not None
                else self.tr("It should be:")
            )
            return
        if self.deal:
            self.fix_label.setText(
                arg(self.tr("Delivery %1 should have gone to:"), str(self.seat))
                if self.seat is not None
                else self.tr("It should have gone to:")
            )
            return
        if self.table is not None:
            self.table.set_highlight([f"S{self.seat}"] if self.seat is not None else [])
        self.fix_label.setText(
            arg(self.tr("Seat %1 should be paid:"), str(self.seat))
            if self.seat is not None
            else self.tr("It should be paid:")
        )

    def response(self) -> Any:
        if self.clean:
            return "correct"
        if self.seat is None:
            return ""  # read by the grader as no answer: asked again
        if self.deal or self.payments:
            return f"{self.seat} {self.field.text().strip()}"
        return f"S{self.seat} {self.field.text().strip()}"

    def focus_input(self) -> None:
        self.clean_button.setFocus()
