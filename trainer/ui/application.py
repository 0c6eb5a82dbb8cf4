"""Starting the window: the Qt application, the theme, the store, the main window."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QLocale, QTranslator
from PySide6.QtWidgets import QApplication

from trainer.errors import TrainerError
from trainer.ui.theme import apply_theme


def application(argv: list[str] | None = None, *, kiosk: bool = False) -> QApplication:
    """The one QApplication, themed, with translations for the user's language if shipped."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication(argv if argv is not None else sys.argv[:1])
    app.setApplicationName("Dealer Trainer")
    app.setOrganizationName("Dealer Trainer")
    apply_theme(app, kiosk=kiosk)
    translator = QTranslator(app)
    folder = Path(__file__).resolve().parent.parent / "resources" / "translations"
    if not folder.is_dir():
        folder = Path(__file__).resolve().parents[2] / "resources" / "translations"
    if translator.load(QLocale(), "dealer-trainer", "_", str(folder)):
        app.installTranslator(translator)
    return app


def run_window(data_dir: str | None = None, *, kiosk: bool = False) -> int:
    """Open the store and the window; returns the exit status."""
    from trainer.progress import ProgressStore, find_data_dir
    from trainer.ui.dialogs import show_error
    from trainer.ui.main_window import MainWindow

    app = application(kiosk=kiosk)
    try:
        store = ProgressStore(find_data_dir(data_dir))
    except TrainerError as exc:
        show_error(None, str(exc), "Dealer Trainer")
        return 2
    with store:
        window = MainWindow(store, kiosk=kiosk)
        if window.kiosk:
            window.showFullScreen()
        else:
            window.show()
        return int(app.exec())
