"""The trainee's choice of language: the dialog that asks it and keeps it with the trainee.

Apart from :mod:`trainer.ui.language` so that the window's start does not set up the
dialog's Qt classes (issue 28): it is loaded when a trainee first asks for it.
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

from trainer.errors import TrainerError
from trainer.progress import ProgressStore, Trainee
from trainer.ui.dialogs import ok_cancel, show_error
from trainer.ui.language import STATION
from trainer.words import ENGLISH, LANGUAGE_NAMES, LANGUAGES


class LanguageDialog(QDialog):
    """A trainee's language and table-English mode, kept with the trainee."""

    def __init__(self, language: str, table_english: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Language"))
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "The language of your screens, questions and explanations. It is kept with "
                "you, on every station."
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        form = QFormLayout()
        self.language_box = QComboBox()
        self.language_box.setAccessibleName(self.tr("Language"))
        self.language_box.addItem(self.tr("The station's language"), STATION)
        for code in LANGUAGES:
            # Each language by its own name, so that a reader of either finds theirs.
            self.language_box.addItem(LANGUAGE_NAMES[code], code)
        self.language_box.setCurrentIndex(max(0, self.language_box.findData(language)))
        form.addRow(self.tr("Language"), self.language_box)
        self.table_english = QCheckBox(
            self.tr("Table English: the words said aloud at the table also in English")
        )
        self.table_english.setAccessibleDescription(
            self.tr(
                "Explanations in your language, with the calls a dealer makes at the table "
                "(hand names, “no more bets”, “insurance”) in English beside them."
            )
        )
        self.table_english.setChecked(table_english)
        form.addRow(self.table_english)
        layout.addLayout(form)
        layout.addWidget(ok_cancel(self))
        self.language_box.currentIndexChanged.connect(lambda _i: self._enable())
        self._enable()

    def _enable(self) -> None:
        # Table English puts English beside another language: in English there is none.
        self.table_english.setEnabled(self.language() != ENGLISH)

    def language(self) -> str:
        """The language chosen (``""``: the station's)."""
        return str(self.language_box.currentData())

    def is_table_english(self) -> bool:
        """Whether table English is chosen (never with English)."""
        return self.table_english.isChecked() and self.language() != ENGLISH


def ask_language(parent: QWidget, store: ProgressStore, trainee: Trainee | None) -> Trainee | None:
    """Ask *trainee* their language and keep it; the trainee as kept, or None if cancelled."""
    if trainee is None:
        return None
    dialog = LanguageDialog(trainee.language, trainee.table_english, parent)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    try:
        return store.set_trainee_language(
            trainee.id, dialog.language(), table_english=dialog.is_table_english()
        )
    except TrainerError as exc:
        show_error(parent, str(exc))
        return None
