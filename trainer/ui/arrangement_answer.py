"""The answer widget of an arrangement question: the cards offered, placed in display
order by tap, drag or keys (and, in Casino Hold'em, which board cards the hand uses). It
builds the response; the quiz says whether the arrangement is right."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, QPointF, QSize, Qt
from PySide6.QtGui import QDragMoveEvent, QDropEvent, QIcon, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QBoxLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from trainer.engine.cards import Card, parse_card
from trainer.quiz.model import Question
from trainer.ui.answer_parts import mark_answer_part
from trainer.ui.answers import AnswerWidget
from trainer.ui.cards import card_pixmap
from trainer.ui.table_view import TableView
from trainer.ui.theme import ACCENT


class DragRow(QListWidget):
    """A row of items a trainee puts in order by dragging one along it (the placed cards of
    an arrangement). Qt's icon view only moves a dragged item's picture, leaving the order
    the answer is read from as it was; here the item dropped is put where it lands."""

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        # Anywhere along the row takes the drop, over a card too (Qt's icon view takes it
        # only between cards).
        if event.source() is not self:
            event.ignore()
            return
        event.setDropAction(Qt.DropAction.MoveAction)
        event.accept()

    def dropEvent(self, event: QDropEvent) -> None:
        if event.source() is not self:
            event.ignore()
            return
        self.drop_current_at(event.position())
        # Moved here, so the drag must not remove the item it started from.
        event.setDropAction(Qt.DropAction.CopyAction)
        event.accept()

    def drop_current_at(self, where: QPointF) -> None:
        """Put the current item before the first other item whose middle is right of
        *where* (after the last when there is none)."""
        item = self.currentItem()
        if item is None:
            return
        row = self.row(item)
        others = [self.item(i) for i in range(self.count()) if i != row]
        target = sum(1 for o in others if self.visualItemRect(o).center().x() < where.x())
        if target != row:
            self.insertItem(target, self.takeItem(row))
        self.setCurrentItem(item)
        self.doItemsLayout()


class ArrangementAnswer(AnswerWidget):
    """Arrange cards: tap the cards in display order (or drag them); Alt+arrows move one."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.offered = QListWidget()
        self.shown = DragRow()
        for view, name in (
            (self.offered, self.tr("Cards offered")),
            (self.shown, self.tr("Cards as displayed")),
        ):
            view.setViewMode(QListWidget.ViewMode.IconMode)
            view.setFlow(QListWidget.Flow.LeftToRight)
            view.setWrapping(False)
            view.setIconSize(QSize(50, 70))
            view.setFixedHeight(98)
            view.setSpacing(2)
            view.setMovement(QListWidget.Movement.Snap)
            # Each card in a slot of its own size; no empty caption line under it (which
            # showed as a stray bar under the current card).
            view.setGridSize(QSize(56, 80))
            view.setUniformItemSizes(True)
            view.setStyleSheet(
                "QListWidget::item { border: none; padding: 0; }"
                "QListWidget::item:selected { background: transparent;"
                f" border: 2px solid {ACCENT}; border-radius: 6px; }}"
            )
            view.setAccessibleName(name)
        self.shown.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.shown.installEventFilter(self)
        mark_answer_part(self.offered)
        self.offered.itemClicked.connect(self._place)
        self.offered.itemActivated.connect(self._place)
        self.shown.itemDoubleClicked.connect(self._unplace)
        # The two rows side by side where both fit whole, else one above the other.
        self.sides = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        for text, view in (
            (self.tr("Cards offered: tap them in display order"), self.offered),
            (self.tr("Your display, left to right (drag to reorder)"), self.shown),
        ):
            column = QVBoxLayout()
            head = QLabel(text)
            head.setWordWrap(True)
            column.addWidget(head)
            column.addWidget(view)
            self.sides.addLayout(column, 1)
        layout.addLayout(self.sides)
        row = QHBoxLayout()
        clear = QPushButton(self.tr("Start again"))
        clear.clicked.connect(self.reset)
        hint = QLabel(self.tr("Double-tap a placed card to take it back; Alt+arrows move it."))
        hint.setObjectName("muted")
        hint.setWordWrap(True)
        row.addWidget(hint, 1)
        row.addWidget(clear)
        layout.addLayout(row)
        layout.addWidget(self.message)
        self.cards: list[Card] = []
        self.four_colour = False

    def set_question(self, question: Question, table: TableView | None) -> None:
        super().set_question(question, table)
        p = question.prompt
        texts = list(p.get("cards") or [*p.get("dealer", []), *p.get("board", [])])
        self.cards = [parse_card(t) for t in texts]
        self.reset()
        self._arrange_sides()

    def _item(self, card: Card) -> QListWidgetItem:
        item = QListWidgetItem(QIcon(card_pixmap(card, 90, four_colour=self.four_colour)), "")
        item.setData(Qt.ItemDataRole.UserRole, str(card))
        item.setData(Qt.ItemDataRole.AccessibleTextRole, f"{card.rank.label} of {card.suit.label}")
        item.setToolTip(str(card))
        item.setSizeHint(QSize(52, 74))  # the card alone, no caption line under it
        return item

    def reset(self) -> None:
        """All cards back in the offered row."""
        self.offered.clear()
        self.shown.clear()
        for card in self.cards:
            self.offered.addItem(self._item(card))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._arrange_sides()

    def _arrange_sides(self) -> None:
        whole_row = self.offered.gridSize().width() * max(1, len(self.cards)) + 24
        across = self.width() >= 2 * whole_row + 12
        wanted = QBoxLayout.Direction.LeftToRight if across else QBoxLayout.Direction.TopToBottom
        if self.sides.direction() != wanted:
            self.sides.setDirection(wanted)
            self.updateGeometry()
            self.reshaped.emit()

    def _offered_item(self, card: str) -> QListWidgetItem | None:
        for row in range(self.offered.count()):
            item = self.offered.item(row)
            if item.data(Qt.ItemDataRole.UserRole) == card:
                return item
        return None

    def _place(self, item: QListWidgetItem) -> None:
        # The card leaves an empty slot: the other offered cards stay where they are, so a
        # planned tap lands on the card meant.
        if not self.isEnabled() or not item.flags() & Qt.ItemFlag.ItemIsEnabled:
            return
        card = item.data(Qt.ItemDataRole.UserRole)
        self.shown.addItem(self._item(parse_card(str(card))))
        item.setIcon(QIcon())
        item.setFlags(Qt.ItemFlag.NoItemFlags)
        item.setData(Qt.ItemDataRole.AccessibleTextRole, self.tr("Placed"))

    def _unplace(self, item: QListWidgetItem) -> None:
        card = str(item.data(Qt.ItemDataRole.UserRole))
        self.shown.takeItem(self.shown.row(item))
        slot = self._offered_item(card)
        if slot is not None:
            fresh = self._item(parse_card(card))
            slot.setIcon(fresh.icon())
            slot.setFlags(fresh.flags())
            slot.setData(
                Qt.ItemDataRole.AccessibleTextRole, fresh.data(Qt.ItemDataRole.AccessibleTextRole)
            )

    def _move_placed(self, event: QKeyEvent) -> bool:
        """Alt+Left or Alt+Right moves the placed card chosen one place along."""
        mods = event.modifiers()
        if not mods & Qt.KeyboardModifier.AltModifier or event.key() not in (
            Qt.Key.Key_Left,
            Qt.Key.Key_Right,
        ):
            return False
        row = self.shown.currentRow()
        step = -1 if event.key() == Qt.Key.Key_Left else 1
        if 0 <= row < self.shown.count() and 0 <= row + step < self.shown.count():
            item = self.shown.takeItem(row)
            self.shown.insertItem(row + step, item)
            self.shown.setCurrentRow(row + step)
        return True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # The placed row would take Alt+arrows as plain arrows (moving its cursor), and
        # it is where the focus is when a trainee has chosen a card to move.
        if watched is self.shown and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            return self._move_placed(event)
        return super().eventFilter(watched, event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self._move_placed(event):
            super().keyPressEvent(event)

    def response(self) -> Any:
        return [
            str(self.shown.item(i).data(Qt.ItemDataRole.UserRole))
            for i in range(self.shown.count())
        ]

    def focus_input(self) -> None:
        self.offered.setFocus()
