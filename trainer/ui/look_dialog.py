"""The dialog in which the trainee signed in chooses their text size and contrast.

Apart from :mod:`trainer.ui.looks` so that the window's start does not set up the
dialog's Qt classes (issue 28): it is loaded when a trainee first opens it.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from trainer.ui.dialogs import ok_cancel
from trainer.ui.looks import show_look
from trainer.ui.theme import Look


class LookDialog(QDialog):
    """Text size and contrast, for the trainee signed in; the choice shows at once."""

    def __init__(self, look: Look, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Text size and contrast"))
        self.before = look
        layout = QVBoxLayout(self)
        intro = QLabel(self.tr("Your choice is kept for you on this station."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        form = QFormLayout()
        self.size_box = QComboBox()
        self.size_box.setAccessibleName(self.tr("Text size"))
        for key, words in (
            ("normal", self.tr("Normal")),
            ("large", self.tr("Large")),
            ("largest", self.tr("Largest")),
        ):
            self.size_box.addItem(words, key)
        self.size_box.setCurrentIndex(max(0, self.size_box.findData(look.text_size)))
        form.addRow(self.tr("Text size"), self.size_box)
        self.contrast = QCheckBox(self.tr("High contrast (black on white)"))
        self.contrast.setChecked(look.high_contrast)
        form.addRow(self.contrast)
        layout.addLayout(form)
        layout.addWidget(ok_cancel(self))
        self.size_box.currentIndexChanged.connect(lambda _i: show_look(self.look()))
        self.contrast.toggled.connect(lambda _on: show_look(self.look()))

    def look(self) -> Look:
        """The look chosen."""
        return Look(str(self.size_box.currentData()), self.contrast.isChecked())

    def reject(self) -> None:
        """Cancel: the look before comes back."""
        show_look(self.before)
        super().reject()
