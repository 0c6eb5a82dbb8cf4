"""Answers the store could not save: held on screen until they are safe somewhere.

The store keeps an answer it cannot write in a pending file beside itself (flushed before
it says so); only when not even that file can be written (a full disk, a read-only
folder) is the answer in memory alone. Then the drill does not show its verdict: the
:class:`UnsavedPanel` says what is wrong and offers to try again or to save the answers to
another file (a USB stick), and the verdict follows once they are safe. Quitting with
answers pending asks first (:func:`settle_before_quitting`).

Edits a supervisor made and did not apply (the house settings form) are not dropped
silently either: closing asks to apply, discard or keep editing (:func:`ask_about_edits`).
"""

from __future__ import annotations

import contextlib
from enum import Enum
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from trainer.errors import TrainerError
from trainer.progress import ProgressStore
from trainer.ui.dialogs import show_error
from trainer.ui.theme import WRONG
from trainer.ui.translation import arg


def is_only_in_memory(store: ProgressStore) -> bool:
    """Whether answers are waiting that not even the pending file holds."""
    return bool(store.pending_attempts()) and store.pending_kept_in() is None


def save_to_chosen_file(parent: QWidget, store: ProgressStore, *, kiosk: bool = False) -> bool:
    """Ask where to save the unsaved answers, and save them there (an importable file);
    whether they were saved. A kiosk asks nobody for a path: it saves to a new file in
    the house's export folder (:func:`save_to_export_folder`)."""
    if kiosk:
        return save_to_export_folder(parent, store)
    start = str(Path.home() / "unsaved-answers.json")
    # Qt's dialog asks before it lets a file be replaced.
    name, _ = QFileDialog.getSaveFileName(
        parent,
        QCoreApplication.translate("Unsaved", "Save the unsaved answers"),
        start,
        QCoreApplication.translate("Unsaved", "Dealer Trainer answers (*.json)"),
    )
    if not name:
        return False
    try:
        count = store.save_pending(name)
    except TrainerError as exc:
        show_error(parent, str(exc))
        return False
    _tell_saved(parent, count, name)
    return True


def save_to_export_folder(parent: QWidget, store: ProgressStore) -> bool:
    """A kiosk's save: a new file in the folder the house set (``kiosk.export-folder``),
    never a path a walk-up user typed, never over a file already there."""
    folder = store.settings().text_value("kiosk.export-folder")
    if not folder:
        show_error(
            parent,
            QCoreApplication.translate(
                "Unsaved",
                "This kiosk has no export folder for unsaved answers, so they stay held "
                "here; a supervisor can set one in the house settings (Kiosk) or free "
                "some space.",
            ),
        )
        return False
    try:
        count, path = store.save_pending_in(folder)
    except TrainerError as exc:
        show_error(parent, str(exc))
        return False
    _tell_saved(parent, count, str(path))
    return True


def _tell_saved(parent: QWidget, count: int, name: str) -> None:
    QMessageBox.information(
        parent,
        QCoreApplication.translate("Unsaved", "Answers saved"),
        arg(
            QCoreApplication.translate(
                "Unsaved",
                "Answers saved in %2: %1. Import that file into a progress store with "
                "'dealer-trainer import' once there is room.",
            ),
            count,
            name,
        ),
    )


def settle_before_quitting(parent: QWidget, store: ProgressStore, *, kiosk: bool = False) -> bool:
    """Before the window closes: try once more to save pending answers, then ask. Whether
    the window may close."""
    if not store.pending_attempts():
        return True
    with contextlib.suppress(TrainerError):
        store.flush_pending()
    waiting = len(store.pending_attempts())
    if not waiting:
        return True
    kept = store.pending_kept_in()
    if kept is not None:
        answer = QMessageBox.question(
            parent,
            QCoreApplication.translate("Unsaved", "Answers not saved yet"),
            arg(
                QCoreApplication.translate(
                    "Unsaved",
                    "Answers not yet in the progress store: %1. They are kept in %2 and "
                    "will be saved when Dealer Trainer next starts. Quit now?",
                ),
                waiting,
                kept,
            ),
        )
        return answer == QMessageBox.StandardButton.Yes
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(QCoreApplication.translate("Unsaved", "Answers not saved"))
    box.setText(
        arg(
            QCoreApplication.translate(
                "Unsaved",
                "Answers that could not be saved anywhere: %1. Save them to a file (on "
                "another disk, a USB stick) before quitting, or free some space and try again.",
            ),
            waiting,
        )
    )
    save = box.addButton(
        QCoreApplication.translate("Unsaved", "Save to a file…"), QMessageBox.ButtonRole.AcceptRole
    )
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.exec()
    if box.clickedButton() is not save:
        return False
    return save_to_chosen_file(parent, store, kiosk=kiosk)


class UnsavedPanel(QFrame):
    """In place of the verdict: the answer is not safe yet; try again, or save it."""

    retry_requested = Signal()
    save_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("card")
        layout = QVBoxLayout(self)
        heading = QLabel(self.tr("This answer is not saved yet"))
        heading.setStyleSheet(f"font-size: 16pt; font-weight: 700; color: {WRONG};")
        layout.addWidget(heading)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setAccessibleName(self.tr("Why the answer is not saved"))
        layout.addWidget(self.message)
        hint = QLabel(
            self.tr(
                "Free some space and try again, or save the answers to another disk (a USB "
                "stick) to import later. The verdict shows once the answer is safe."
            )
        )
        hint.setObjectName("muted")
        hint.setWordWrap(True)
        layout.addWidget(hint)
        row = QHBoxLayout()
        self.retry_button = QPushButton(self.tr("Try again"))
        self.retry_button.setObjectName("primary")
        self.retry_button.setAccessibleName(self.tr("Try to save the answer again"))
        self.retry_button.clicked.connect(self.retry_requested)
        row.addWidget(self.retry_button)
        self.save_button = QPushButton(self.tr("Save to a file…"))
        self.save_button.setAccessibleName(self.tr("Save the unsaved answers to a file"))
        self.save_button.clicked.connect(self.save_requested)
        row.addWidget(self.save_button)
        row.addStretch(1)
        layout.addLayout(row)
        layout.addStretch(1)

    def show_message(self, text: str) -> None:
        """Say why the answer is not safe (the store's own sentence)."""
        self.message.setText(text)
        self.set_busy(False)

    def set_busy(self, busy: bool) -> None:
        """While a retry runs, its buttons wait."""
        self.retry_button.setEnabled(not busy)
        self.save_button.setEnabled(not busy)


class EditsChoice(Enum):
    """What to do with edits not applied yet."""

    APPLY = "apply"
    DISCARD = "discard"
    KEEP_EDITING = "keep-editing"


def ask_about_edits(parent: QWidget, count: int) -> EditsChoice:
    """Before a form with edits not applied closes: apply them, discard them, or go back
    to the form. Enter and Escape both go back: nothing is lost by a stray key."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(QCoreApplication.translate("Unsaved", "Changes not applied"))
    box.setText(
        arg(
            QCoreApplication.translate(
                "Unsaved",
                "House settings changed and not applied yet: %1. Apply them now, discard "
                "them, or go back to the form?",
            ),
            count,
        )
    )
    apply = box.addButton(
        QCoreApplication.translate("Unsaved", "Apply changes"), QMessageBox.ButtonRole.AcceptRole
    )
    discard = box.addButton(
        QCoreApplication.translate("Unsaved", "Discard changes"),
        QMessageBox.ButtonRole.DestructiveRole,
    )
    keep = box.addButton(
        QCoreApplication.translate("Unsaved", "Keep editing"), QMessageBox.ButtonRole.RejectRole
    )
    box.setDefaultButton(keep)
    box.setEscapeButton(keep)
    box.exec()
    clicked = box.clickedButton()
    if clicked is apply:
        return EditsChoice.APPLY
    if clicked is discard:
        return EditsChoice.DISCARD
    return EditsChoice.KEEP_EDITING
