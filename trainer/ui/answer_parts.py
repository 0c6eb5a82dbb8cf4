"""Controls that build an answer by being pressed: a place or a step of an order, a chip
from the tray, a seat or a delivery pointed at, the offered cards of an arrangement. The
drill's keys treat them apart: Space presses them, and Enter submits the answer rather than
pressing one again (after a tap the focus is on the place tapped)."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

ANSWER_PART = "answerPart"
"""The property that marks a control which builds the answer by being pressed (a place, a
step, a chip, a seat, the offered cards): Space presses it; Enter submits the answer rather
than pressing it again."""


def mark_answer_part(widget: QWidget) -> None:
    """Mark a control as one that adds to the answer when pressed (see
    :data:`ANSWER_PART`)."""
    widget.setProperty(ANSWER_PART, True)


def is_answer_part(widget: QObject | None) -> bool:
    """Whether a control adds to the answer when pressed."""
    return widget is not None and bool(widget.property(ANSWER_PART))
