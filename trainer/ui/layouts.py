"""Layout helpers shared by the pages: clearing a layout, a layout that reflows its items
into rows, pages that scroll when the screen is smaller than they are, a stack that sizes
to the page showing, and a window sized to fit its screen.

Every page fits, reflows or scrolls from 1024×768 up and at a scale factor of 1.5 (a
1280×800 screen is then 853×533 to the layout); these are the tools for that.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QPoint,
    QRect,
    QSize,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QGuiApplication,
    QKeyEvent,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLayoutItem,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

if TYPE_CHECKING:
    from PySide6.QtCore import Qt


def clear_layout(layout: QLayout) -> None:
    """Remove and delete every widget in a layout (the layout itself stays)."""
    while layout.count():
        item = layout.takeAt(0)
        widget = item.widget() if item is not None else None
        if widget is not None:
            # Hidden first: a widget just added to a layout is shown by a queued call, and
            # without a parent it would then show as a window of its own until deleted.
            widget.hide()
            widget.setParent(None)
            widget.deleteLater()


class FlowLayout(QLayout):
    """Items left to right, wrapping onto a new row when the width runs out (as words do);
    its height follows its width, so the rows below move down instead of overlapping."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 8) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._spacing = spacing
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:
        from PySide6.QtCore import Qt  # see scrolling()

        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._place(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._place(rect, move=True)

    def sizeHint(self) -> QSize:
        # One row when there is room for it.
        margins = self.contentsMargins()
        width = sum(i.sizeHint().width() for i in self._visible())
        width += self._spacing * max(0, len(self._visible()) - 1)
        height = max((i.sizeHint().height() for i in self._visible()), default=0)
        return QSize(
            width + margins.left() + margins.right(), height + margins.top() + margins.bottom()
        )

    def minimumSize(self) -> QSize:
        # As narrow as the widest item: everything else wraps.
        size = QSize()
        for item in self._visible():
            size = size.expandedTo(item.minimumSize())
        margins = self.contentsMargins()
        return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom())

    def _visible(self) -> list[QLayoutItem]:
        shown = []
        for item in self._items:
            widget = item.widget()
            if widget is None or not widget.isHidden():
                shown.append(item)
        return shown

    def _place(self, rect: QRect, *, move: bool) -> int:
        margins = self.contentsMargins()
        area = rect.adjusted(margins.left(), margins.top(), -margins.right(), -margins.bottom())
        x, y, row_height = area.x(), area.y(), 0
        for item in self._visible():
            hint = item.sizeHint()
            width = min(hint.width(), area.width()) if area.width() > 0 else hint.width()
            if x > area.x() and x + width > area.right() + 1:
                x, y = area.x(), y + row_height + self._spacing
                row_height = 0
            if move:
                item.setGeometry(QRect(QPoint(x, y), QSize(width, hint.height())))
            x += width + self._spacing
            row_height = max(row_height, hint.height())
        return y + row_height - rect.y() + margins.bottom()


class ModestScroll(QScrollArea):
    """A scroll area that asks for little room (a plain one asks for up to 24 lines of
    text), and takes what the layout gives it: a panel beside a table that stretches."""

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), 80)


def scrolling(
    widget: QWidget, *, horizontal: bool = True, parent: QWidget | None = None
) -> QScrollArea:
    """*widget* in a frameless scroll area that scrolls only when the widget does not fit
    (made in *parent*, where given: see :meth:`PageStack.addWidget`)."""
    area = QScrollArea(parent)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    # Not a Tab stop: Tab goes to the controls in it, and the area scrolls to each.
    # Set by the values' names: the first screen is built without the Qt namespace, whose
    # 93 enums PySide sets up when it is first named (13 ms of CPU, issue 28).
    area.setProperty("focusPolicy", "NoFocus")
    if not horizontal:
        area.setProperty("horizontalScrollBarPolicy", "ScrollBarAlwaysOff")
    area.setWidget(widget)
    return area


def reveal(widget: QWidget, *, keep: QWidget | None = None, from_top: bool = False) -> None:
    """Scroll the page holding *widget* (if it scrolls) so that the widget shows, once the
    layout has placed it; but never so far that the top of *keep* (by default the widget
    itself) leaves the view. A widget taller than the view shows from its top: Qt's own
    ensureWidgetVisible centres it, and a verdict opened with its result and Next above
    the screen. *from_top*: start from the page's top (a new question), scrolling down only
    as far as that needs."""

    def now() -> None:
        parent = widget.parentWidget()
        while parent is not None and not isinstance(parent, QScrollArea):
            parent = parent.parentWidget()
        page = parent.widget() if isinstance(parent, QScrollArea) else None
        if parent is None or page is None:
            return
        # The page's new size first (its layout request may still be queued).
        QCoreApplication.sendPostedEvents(page, QEvent.Type.LayoutRequest.value)
        first = keep if keep is not None else widget
        top = first.mapTo(page, QPoint(0, 0)).y() - 8
        bottom = widget.mapTo(page, QPoint(0, widget.height())).y() + 8
        bar = parent.verticalScrollBar()
        view = parent.viewport().height()
        shown = 0 if from_top else bar.value()
        if bottom > shown + view:
            shown = bottom - view  # down just far enough to show the widget's foot
        shown = min(shown, top)  # and never past the top kept in sight
        bar.setValue(max(0, shown))

    QTimer.singleShot(0, widget, now)


class PageStack(QStackedWidget):
    """Pages on a stack, each in a scroll area of its own: a page larger than the screen
    scrolls instead of pushing controls off it, and one large page does not make every
    page large. Callers see the pages themselves (``currentWidget()`` is the page)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # Each page's scroll area, kept here: asking Qt for a page's parent would hand
        # Python the area's viewport, a kind of object PySide has no class ready for, and
        # finding it one sets up every class of Qt's modules loaded (issue 28: 10 ms of
        # the window's start, before its first screen showed).
        self._areas: dict[QWidget, QScrollArea] = {}

    def addWidget(self, page: QWidget) -> int:
        # The area made in the stack, not moved into it: under the application's style
        # sheet, a widget moved to another parent is styled again, and with it every widget
        # in it (issue 28: the sign-in's trainees styled twice before it first showed).
        area = scrolling(page, parent=self)
        area.setObjectName("pageScroll")
        self._areas[page] = area
        return super().addWidget(area)

    def _area(self, page: QWidget) -> QWidget:
        return self._areas.get(page, page)

    def setCurrentWidget(self, page: QWidget) -> None:
        super().setCurrentWidget(self._area(page))

    def currentWidget(self) -> QWidget | None:
        area = super().currentWidget()
        page = area.widget() if isinstance(area, QScrollArea) else None
        return page if page is not None else area

    def indexOf(self, page: QWidget) -> int:
        return super().indexOf(self._area(page))

    def removeWidget(self, page: QWidget) -> None:
        area = self._areas.pop(page, page)
        super().removeWidget(area)
        if area is not page:
            area.deleteLater()


class ShownStack(QStackedWidget):
    """A stack as large as the page showing, not as its largest page (one wide page of the
    console must not make every page scroll sideways on a small screen)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = self.layout()
        if layout is not None:
            layout.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        self.currentChanged.connect(lambda _index: self.updateGeometry())

    def sizeHint(self) -> QSize:
        shown = self.currentWidget()
        return shown.sizeHint() if shown is not None else super().sizeHint()

    def minimumSizeHint(self) -> QSize:
        shown = self.currentWidget()
        return shown.minimumSizeHint() if shown is not None else super().minimumSizeHint()


class Columns(QWidget):
    """Columns side by side where the room allows them whole, else one under another; for
    the content of a scroll area that scrolls only up and down (the room is its view)."""

    def __init__(self, count: int, parent: QWidget | None = None, spacing: int = 12) -> None:
        super().__init__(parent)
        self._row = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
        self._row.setContentsMargins(0, 0, 6, 0)
        self._row.setSpacing(spacing)
        self.columns: list[QVBoxLayout] = []
        for _ in range(count):
            column = QVBoxLayout()
            column.setSpacing(spacing)
            self._row.addLayout(column, 1)
            self.columns.append(column)
        self._watched: QWidget | None = None

    def _room(self) -> int:
        parent = self.parentWidget()
        return parent.width() if parent is not None else self.width()

    def reflow(self) -> None:
        """Side by side if the columns fit the room whole, else stacked."""
        parent = self.parentWidget()
        if parent is not None and parent is not self._watched:
            parent.installEventFilter(self)
            self._watched = parent
        side_by_side = sum(c.minimumSize().width() for c in self.columns)
        side_by_side += self._row.spacing() * (len(self.columns) - 1) + 6
        across = side_by_side <= self._room()
        wanted = QBoxLayout.Direction.LeftToRight if across else QBoxLayout.Direction.TopToBottom
        if self._row.direction() != wanted:
            self._row.setDirection(wanted)
            self.updateGeometry()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._watched and event.type() == QEvent.Type.Resize:
            self.reflow()
        return False

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.reflow()


_NO_LIMIT = 16_777_215
"""Qt's QWIDGETSIZE_MAX: a widget's maximum size when it has none."""


class SideBySide(QWidget):
    """Widgets side by side, sharing the width, where it is room enough for each at its
    smallest; else one under another. It asks only for the room of its widest widget, so
    that a row of cards never makes a page scroll sideways on a small screen.

    A widget may say how wide it wants to be beside the others (a table its columns whole):
    below that the widgets stack, though each could be squeezed narrower. Call
    :meth:`reflow` when that width changes (the table's rows came). A widget may also have
    a fixed width *beside* the others (a side panel), and take the whole width stacked."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 12) -> None:
        super().__init__(parent)
        self._box = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
        self._box.setContentsMargins(0, 0, 0, 0)
        self._box.setSpacing(spacing)
        self._box.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        # Each widget, the width it wants beside the others, its fixed width there.
        self._widgets: list[tuple[QWidget, Callable[[], int] | None, int | None]] = []

    def addWidget(
        self,
        widget: QWidget,
        stretch: int = 1,
        *,
        wants: Callable[[], int] | None = None,
        beside: int | None = None,
    ) -> None:
        """Add a widget after the others, with *stretch* shares of the width; *wants* gives
        the width it needs to stand beside them (by default its smallest), *beside* the
        fixed width it has there."""
        self._widgets.append((widget, wants, beside))
        self._box.addWidget(widget, stretch)
        self._fit_beside()

    def is_across(self) -> bool:
        """Whether the widgets stand side by side."""
        return self._box.direction() == QBoxLayout.Direction.LeftToRight

    def _across(self) -> int:
        needed = [
            beside
            if beside is not None
            else max(
                w.minimumSizeHint().expandedTo(w.minimumSize()).width(),
                wants() if wants is not None else 0,
            )
            for w, wants, beside in self._widgets
            if not w.isHidden()
        ]
        return sum(needed) + self._box.spacing() * max(0, len(needed) - 1)

    def minimumSizeHint(self) -> QSize:
        # As narrow as its widest widget; as tall as they are in the direction they lie.
        widest = max(
            (w.minimumSizeHint().width() for w, _, _ in self._widgets if not w.isHidden()),
            default=0,
        )
        return QSize(widest, self._box.minimumSize().height())

    def sizeHint(self) -> QSize:
        return self._box.sizeHint()

    def reflow(self) -> None:
        """Side by side if the width is room enough for each widget, else stacked."""
        wanted = (
            QBoxLayout.Direction.LeftToRight
            if self.width() >= self._across()
            else QBoxLayout.Direction.TopToBottom
        )
        if self._box.direction() != wanted:
            self._box.setDirection(wanted)
            self._fit_beside()
            self.updateGeometry()

    def _fit_beside(self) -> None:
        across = self.is_across()
        for widget, _, width in self._widgets:
            if width is not None:
                widget.setMinimumWidth(width if across else 0)
                widget.setMaximumWidth(width if across else _NO_LIMIT)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self.reflow()
        super().resizeEvent(event)


class OneShown(QWidget):
    """Widgets of which one shows at a time, sized to the one showing (a stacked widget is
    as large as its largest widget, so one long answer area would make every one long)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._box = QVBoxLayout(self)
        self._box.setContentsMargins(0, 0, 0, 0)
        self._widgets: list[QWidget] = []
        self._current: QWidget | None = None

    def addWidget(self, widget: QWidget) -> None:
        """Add a widget; the first added shows."""
        self._widgets.append(widget)
        self._box.addWidget(widget)
        if self._current is None:
            self._current = widget
        else:
            widget.hide()

    def setCurrentWidget(self, widget: QWidget) -> None:
        """Show this widget and hide the others."""
        self._current = widget
        for other in self._widgets:
            if other is not widget:
                other.hide()
        widget.show()
        self.updateGeometry()

    def currentWidget(self) -> QWidget | None:
        """The widget showing."""
        return self._current

    def count(self) -> int:
        """How many widgets it holds."""
        return len(self._widgets)

    def widget(self, index: int) -> QWidget:
        """The widget at *index*, in the order added."""
        return self._widgets[index]


class WrappingButton(QPushButton):
    """A push button whose text wraps onto more lines when it is narrow (a long answer or
    step in a column of its own), instead of being cut or widening the window."""

    def __init__(
        self,
        text: str = "",
        parent: QWidget | None = None,
        *,
        label_style: str = "font-size: 13pt;",
        margins: tuple[int, int] = (14, 6),
    ) -> None:
        super().__init__(parent)
        self._label = QLabel(text)
        self._label.setWordWrap(True)
        from PySide6.QtCore import Qt  # see scrolling()

        self._label.setTextFormat(Qt.TextFormat.PlainText)
        self._label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._label.setStyleSheet(f"background: transparent; border: none; {label_style}")
        box = QHBoxLayout(self)
        self._side = margins[0]
        box.setContentsMargins(margins[0], margins[1], margins[0], margins[1])
        box.addWidget(self._label)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def text(self) -> str:
        return self._label.text()

    def setText(self, text: str) -> None:
        self._label.setText(text)
        self.updateGeometry()

    def sizeHint(self) -> QSize:
        layout = self.layout()
        hint = layout.sizeHint() if layout is not None else QSize()
        return hint.expandedTo(self.minimumSize())

    def minimumSizeHint(self) -> QSize:
        words = max(
            (self._label.fontMetrics().horizontalAdvance(w) for w in self.text().split()), default=0
        )
        return QSize(min(words, 240) + 2 * self._side, max(self.minimumHeight(), 44))

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        label = self._label.heightForWidth(max(1, width - 2 * self._side))
        return max(self.minimumHeight(), label + 12, 44)


class LineFirstLabel(QLabel):
    """A word-wrapped label that asks for one line: where there is room it stays on one
    line (a plain word-wrapped label guesses a narrow width and wraps a short status
    such as "0 right of 0 · target 6 s"); where there is not, it wraps rather than push
    the page sideways."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setWordWrap(True)

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        margins = self.contentsMargins()
        one_line = (
            self.fontMetrics().horizontalAdvance(self.text())
            + margins.left()
            + margins.right()
            + 2 * self.margin()
            + 2
        )
        return QSize(max(hint.width(), one_line), self.heightForWidth(one_line))


class WrappedLabel(QLabel):
    """A word-wrapped label whose size hint is tall enough for its lines at the width it
    asks for: a plain one guesses a width and a height apart, and beside a control that
    sets the row's height its last line was cut (a form's "Meta diaria (respuestas o
    minutos)" showed two of its three lines)."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setWordWrap(True)

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(hint.width(), max(hint.height(), self.heightForWidth(hint.width())))

    def hasHeightForWidth(self) -> bool:
        # A form sizes a row by its label's height at the column's width, then gives the
        # label the width of its hint: the row takes the hint's height instead.
        return False


class RichTextLabel(QLabel):
    """A word-wrapped rich-text label that measures its text at each width once.

    QLabel lays its whole document out twice for every height-for-width it is asked (to
    measure at that width, then to restore its own), and a page's layouts ask at every turn:
    the posted pay tables beside the felt and the verdict's explanation cost half a verdict's
    CPU (issue 28). The heights measured are kept until the text, the font or the style
    changes."""

    HEIGHTS_KEPT = 8

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        from PySide6.QtCore import Qt  # see scrolling()

        super().__init__(text, parent)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setWordWrap(True)
        self._heights: dict[int, int] = {}

    def setText(self, text: str) -> None:
        if text != self.text():
            self._heights.clear()
        super().setText(text)

    def heightForWidth(self, width: int) -> int:
        height = self._heights.get(width)
        if height is None:
            if len(self._heights) >= self.HEIGHTS_KEPT:
                self._heights.clear()
            height = self._heights[width] = super().heightForWidth(width)
        return height

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._heights.clear()
        super().changeEvent(event)


class MessageLabel(QLabel):
    """A word-wrapped line for a message that comes and goes (an error under a field): its
    window grows to show it whole when it is a dialog, and ``changed`` tells a page that
    sizes its areas to their content to size them again."""

    changed = Signal()

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setWordWrap(True)

    def setText(self, text: str) -> None:
        from PySide6.QtWidgets import QDialog  # named once in use (issue 28)

        super().setText(text)
        window = self.window()
        if isinstance(window, QDialog) and window.isVisible():
            layout = window.layout()
            if layout is not None:
                layout.activate()
            window.adjustSize()
        self.changed.emit()


def fit_to_screen(window: QWidget, wanted: QSize) -> None:
    """Size a window to *wanted*, but never larger than the free part of its screen (a
    saved size from a larger screen, or a large scale factor, must not push it off)."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        window.resize(wanted)
        return
    free = screen.availableGeometry()
    # The window manager's frame is not part of the size asked for.
    frame = window.frameGeometry().size() - window.geometry().size()
    room = QSize(free.width() - max(0, frame.width()), free.height() - max(0, frame.height()))
    window.resize(wanted.boundedTo(room))
    top_left = window.frameGeometry().topLeft()
    if not free.contains(top_left) or window.frameGeometry().right() > free.right():
        window.move(free.topLeft())


_BOXES: list[tuple[type[QWidget], ...]] = []


def _guarded_boxes() -> tuple[type[QWidget], ...]:
    """Spin boxes and drop-downs, named when the guard first runs (after the first screen
    showed: PySide sets a class up when it is first named, issue 28) and kept."""
    if not _BOXES:
        from PySide6.QtWidgets import QAbstractSpinBox, QComboBox

        _BOXES.append((QAbstractSpinBox, QComboBox))
    return _BOXES[0]


class InputGuard(QObject):
    """Two rules of input for every window and dialog, installed on the application:

    - Spin boxes and drop-downs take the mouse wheel only when they have the focus, so
      scrolling a page past them never changes a value (a rake cap once went from $5.00
      to $1.75 that way): the wheel goes on to scroll the page.
    - Enter presses the button that has the focus, as Space does (a kiosk keyboard's
      Enter is the key people press).
    """

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # Every event of the application passes here (~170 a verdict): the widget's class is
        # asked first, and an event's type, a Python enum made per call, only of the few
        # widgets guarded (issue 28: a verdict within one frame).
        if isinstance(watched, QAbstractButton):
            if event.type() != QEvent.Type.KeyPress:
                return False
            from PySide6.QtCore import Qt  # see scrolling(); installed once a screen showed

            assert isinstance(event, QKeyEvent)
            enter = event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            plain = not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
            modal = QApplication.activeModalWidget()
            reachable = modal is None or modal is watched.window()
            if enter and plain and reachable and watched.isEnabled() and watched.hasFocus():
                watched.click()
                return True
            return False
        if not isinstance(watched, _guarded_boxes()):
            return False
        kind = event.type()
        if kind == QEvent.Type.Polish:
            from PySide6.QtCore import Qt

            # A wheel over them must not take the focus either (Qt's default does).
            watched.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        elif kind == QEvent.Type.Wheel and not watched.hasFocus():
            parent = watched.parentWidget()
            if parent is not None:
                QCoreApplication.sendEvent(parent, event)
            return True
        return False


def guard_input(app: QCoreApplication) -> None:
    """Install the one :class:`InputGuard` on the application."""
    if app.findChild(InputGuard, "inputGuard") is None:
        guard = InputGuard(app)
        guard.setObjectName("inputGuard")
        app.installEventFilter(guard)
