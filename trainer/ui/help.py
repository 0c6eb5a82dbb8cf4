"""The keyboard shortcuts, on a page of their own: F1 anywhere, or Help › Keyboard shortcuts.

The keys are those the window binds (the drill page's Enter, Space and digits, the rules
page's Find and Back, the console's Esc); the README's "Keys" paragraph says the same.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from trainer.ui.theme import MUTED


def _native(sequence: QKeySequence.StandardKey | str) -> str:
    """A key as this platform writes it (Ctrl+F, or ⌘F on a Mac)."""
    key = QKeySequence(sequence)
    return key.toString(QKeySequence.SequenceFormat.NativeText)


def shortcut_sections(kiosk: bool) -> list[tuple[str, list[tuple[str, str]]]]:
    """The shortcuts by where they work: (heading, [(keys, what they do)]). A kiosk has no
    full screen key nor Quit (both are refused there)."""
    everywhere = [
        (_native("F1"), QCoreApplication.translate("Help", "These keyboard shortcuts")),
        (
            QCoreApplication.translate("Help", "Tab, Shift+Tab"),
            QCoreApplication.translate(
                "Help", "Move from control to control (a brass ring shows where)"
            ),
        ),
    ]
    if not kiosk:
        everywhere += [
            (_native("F11"), QCoreApplication.translate("Help", "Full screen, and back")),
            (
                _native("Ctrl+Q"),
                QCoreApplication.translate(
                    "Help", "Quit (answers not saved yet are asked about first)"
                ),
            ),
        ]
    return [
        (QCoreApplication.translate("Help", "Everywhere"), everywhere),
        (
            QCoreApplication.translate("Help", "Signing in"),
            [
                (
                    QCoreApplication.translate("Help", "Enter"),
                    QCoreApplication.translate(
                        "Help", "Sign in as the name with the focus; then type the PIN"
                    ),
                )
            ],
        ),
        (
            QCoreApplication.translate("Help", "Answering a question"),
            [
                (
                    QCoreApplication.translate("Help", "Enter"),
                    QCoreApplication.translate(
                        "Help",
                        "Submit the answer, or press the button with the focus. After a "
                        "place, step, chip, seat or card is tapped, Enter submits (it never "
                        "taps it again).",
                    ),
                ),
                (
                    QCoreApplication.translate("Help", "Space"),
                    QCoreApplication.translate(
                        "Help",
                        "Next question, once the verdict shows. While answering, press the "
                        "place, step, chip, seat or card with the focus. Space never ends a "
                        "drill or an exam.",
                    ),
                ),
                (
                    "1-9",
                    QCoreApplication.translate(
                        "Help", "Choose an answer, add a chip, or add a numbered step"
                    ),
                ),
                (
                    _native(QKeySequence.StandardKey.Undo),
                    QCoreApplication.translate("Help", "Undo the last chip or tap"),
                ),
                (
                    QCoreApplication.translate("Help", "Backspace"),
                    QCoreApplication.translate("Help", "Take back the last chip"),
                ),
                (
                    QCoreApplication.translate("Help", "Arrow keys"),
                    QCoreApplication.translate("Help", "Move between the places on the table"),
                ),
                (
                    QCoreApplication.translate("Help", "Alt+Left, Alt+Right"),
                    QCoreApplication.translate(
                        "Help", "Move the placed card chosen one place along"
                    ),
                ),
            ],
        ),
        (
            QCoreApplication.translate("Help", "Pay tables and rules"),
            [
                (
                    _native(QKeySequence.StandardKey.Find),
                    QCoreApplication.translate("Help", "Search the rules"),
                ),
                (
                    QCoreApplication.translate("Help", "Escape"),
                    QCoreApplication.translate(
                        "Help", "Back to the drill (or the summary), as it was"
                    ),
                ),
                (
                    _native(QKeySequence.StandardKey.Back),
                    QCoreApplication.translate("Help", "Back to the home page"),
                ),
            ],
        ),
        (
            QCoreApplication.translate("Help", "Supervisor console"),
            [
                (
                    QCoreApplication.translate("Help", "Escape"),
                    QCoreApplication.translate(
                        "Help", "Close the console (house settings not applied are asked about)"
                    ),
                ),
                (
                    QCoreApplication.translate("Help", "Up, Down"),
                    QCoreApplication.translate("Help", "Move between the console's pages"),
                ),
            ],
        ),
        (
            QCoreApplication.translate("Help", "Questions and dialogs"),
            [
                (
                    QCoreApplication.translate("Help", "Enter"),
                    QCoreApplication.translate("Help", "The button shown as the default"),
                ),
                (
                    QCoreApplication.translate("Help", "Escape"),
                    QCoreApplication.translate("Help", "Cancel"),
                ),
                (
                    "",
                    QCoreApplication.translate(
                        "Help",
                        "Where a step cannot be undone (End exam, Delete), the default is "
                        "Cancel: a key pressed without reading changes nothing.",
                    ),
                ),
            ],
        ),
    ]


def shortcuts_html(kiosk: bool) -> str:
    """The shortcuts as rich text: one two-column table (the keys lined up from section
    to section), each section under its heading."""
    out = []
    for heading, rows in shortcut_sections(kiosk):
        out.append(
            f"<tr><td colspan='2' style='padding:12px 0 4px 0; font-size:13pt'>"
            f"<b>{escape(heading)}</b></td></tr>"
        )
        out.extend(
            f"<tr><td style='padding:3px 18px 3px 0; white-space:nowrap'><b>{escape(keys)}</b>"
            f"</td><td style='padding:3px 0'>{escape(what)}</td></tr>"
            for keys, what in rows
        )
    return f"<table cellspacing='0'>{''.join(out)}</table>"


class ShortcutsDialog(QDialog):
    """Every keyboard shortcut, by where it works; Escape or Close returns."""

    def __init__(self, parent: QWidget | None = None, *, kiosk: bool = False) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        self.setModal(True)
        layout = QVBoxLayout(self)
        lead = QLabel(
            self.tr(
                "Everything in Dealer Trainer can be done from the keyboard. These keys "
                "work where the heading says."
            )
        )
        lead.setWordWrap(True)
        lead.setStyleSheet(f"color: {MUTED};")
        layout.addWidget(lead)
        self.text = QLabel(shortcuts_html(kiosk))
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.text.setAccessibleName(self.tr("Keyboard shortcuts"))
        self.text.setContentsMargins(4, 0, 12, 0)
        scroll = QScrollArea()
        scroll.setWidget(self.text)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout.addWidget(scroll, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        self.close_button.setFocus()
        # As tall as a small screen allows, never taller (a kiosk's 1024x768).
        screen = self.screen().availableGeometry() if self.screen() is not None else None
        height = 640 if screen is None else min(640, screen.height() - 80)
        self.resize(720, height)
