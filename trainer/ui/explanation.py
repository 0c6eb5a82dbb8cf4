"""The verdict's explanation on the drill page, in the room its answer had: a long one
scrolls there, and its text is laid out only at the width it shows at (issue 28)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QPixmap, QRegion, QResizeEvent
from PySide6.QtWidgets import QFrame, QScrollArea, QSizePolicy, QWidget

from trainer.ui.layouts import RichTextLabel


class ExplanationLabel(RichTextLabel):
    """The verdict's explanation, in a scroll area that gives it its width: it is measured
    only at that width (a plain label also lays its text out at a guessed width, at no
    width and at an unbounded one, for hints its scroll area never uses: issue 28)."""

    def sizeHint(self) -> QSize:
        # Never used to size it (its scroll area gives it its width, and its height for
        # that width): not measured, as the label's own hint would be.
        return QSize(self.width(), self.height())

    def minimumSizeHint(self) -> QSize:
        return QSize(0, 0)


EXPLANATION_LINES = 2
"""Lines of an explanation that always show beside the verdict's result; more scroll."""


class ExplanationScroll(QScrollArea):
    """The explanation's scroll area: frameless on the verdict's card, scrolling only
    upward and downward, and asking for a few lines (a plain one asks its text's size).

    The explanation is as wide as the area less its scroll bar, whether the bar shows or
    not, and as tall as its text: its size depends on the area's width alone, not on the
    verdict's result line above it (a right answer's is shorter than a wrong one's), so it
    can be laid out while the question is read, before the result is known (issue 28)."""

    def __init__(self, label: ExplanationLabel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(False)  # sized by fit_label, at the area's width only
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setWidget(label)
        viewport = self.viewport()
        viewport.setAutoFillBackground(False)  # the card's own background shows through
        label.setAutoFillBackground(False)
        self._label = label

    def fit_label(self) -> None:
        """Size the explanation to the area's width (less the scroll bar's) and its text's
        height there; nothing is done where it has that size already."""
        label = self._label
        width = max(1, self.width() - self.verticalScrollBar().sizeHint().width())
        label.resize(width, label.heightForWidth(width))

    def lay_out_ahead(self) -> None:
        """Size the explanation now, to the width this area (laid out hidden) will have when
        it shows, and lay its text out there: the verdict then only draws it."""
        self.fit_label()
        # Measuring leaves the text laid out at another width, and drawing it lays it out
        # again at its own: drawn now (one pixel of it), it is laid out at its width.
        self._label.render(QPixmap(1, 1), QPoint(), QRegion(0, 0, 1, 1))

    def resizeEvent(self, event: QResizeEvent) -> None:
        self.fit_label()
        super().resizeEvent(event)

    def sizeHint(self) -> QSize:
        return self.minimumSizeHint()

    def minimumSizeHint(self) -> QSize:
        lines = self._label.fontMetrics().lineSpacing() * EXPLANATION_LINES
        return QSize(120, lines + 6)


def lay_out_ahead(verdict: QWidget, room: QRect, scroll: ExplanationScroll) -> None:
    """Lay the verdict out, hidden, in *room* (the answer's, which it takes when it shows),
    and its explanation there, so that the verdict is only drawn when it shows: a full
    table's 57 lines were laid out at the verdict, twice where they scrolled, and made the
    slowest verdicts (issue 28)."""
    verdict.setGeometry(room)
    layout = verdict.layout()
    if layout is not None:
        layout.activate()
    scroll.lay_out_ahead()


def height_at(widget: QWidget, width: int) -> int:
    """How tall *widget* wants to be at *width*."""
    layout = widget.layout()
    if layout is not None and layout.hasHeightForWidth():
        return layout.totalHeightForWidth(width)
    return widget.sizeHint().height()
