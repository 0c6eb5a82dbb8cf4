"""Each trainee's text size and contrast (issue 24): chosen on Home, kept for the trainee on
this station, and applied when they sign in; the station's own look comes back when they
sign out."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from trainer.ui.theme import STANDARD, TEXT_SIZES, Look, apply_look

if TYPE_CHECKING:
    from trainer.progress import Trainee


class Looks:
    """The looks trainees chose, kept in the station's preferences under the store's
    folder (trainee ids are the store's own)."""

    def __init__(self, prefs: QSettings, folder: Path) -> None:
        self.prefs = prefs
        self._folder = folder
        self._group = ""

    @property
    def group(self) -> str:
        """The preferences' group of this store's trainees."""
        if not self._group:
            # At the first sign-in, not at the start: hashlib loads OpenSSL (issue 28).
            import hashlib

            where = str(self._folder.resolve()).encode()
            self._group = "looks-" + hashlib.sha256(where).hexdigest()[:16]
        return self._group

    def _key(self, trainee: Trainee, name: str) -> str:
        return f"{self.group}/{trainee.id}-{name}"

    def of(self, trainee: Trainee) -> Look:
        """The look *trainee* chose (the standard one if none)."""
        size = str(self.prefs.value(self._key(trainee, "text-size"), STANDARD.text_size))
        contrast = self.prefs.value(self._key(trainee, "high-contrast"), False, type=bool)
        return Look(size if size in TEXT_SIZES else STANDARD.text_size, bool(contrast))

    def keep(self, trainee: Trainee, look: Look) -> None:
        """Keep *trainee*'s choice for their next sign-in at this station."""
        self.prefs.setValue(self._key(trainee, "text-size"), look.text_size)
        self.prefs.setValue(self._key(trainee, "high-contrast"), look.high_contrast)


def show_look(look: Look) -> None:
    """Apply *look* to the whole window."""
    app = QApplication.instance()
    if isinstance(app, QApplication):
        apply_look(app, look)
