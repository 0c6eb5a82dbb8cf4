"""Starting the window: the Qt application, the theme, the store, the main window."""

from __future__ import annotations

import sys

from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from trainer.errors import TrainerError
from trainer.ui.layouts import guard_input
from trainer.ui.theme import apply_theme


def application(argv: list[str] | None = None, *, kiosk: bool = False) -> QApplication:
    """The one QApplication, themed (the window puts it in its language: trainer.ui.language)."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication(argv if argv is not None else sys.argv[:1])
    app.setApplicationName("Dealer Trainer")
    app.setOrganizationName("Dealer Trainer")
    # Lets Wayland match the window to its menu entry (packaging/linux/*.desktop).
    app.setDesktopFileName("org.dealertrainer.DealerTrainer")
    apply_theme(app, kiosk=kiosk)
    guard_input(app)
    from trainer.engine.rules_data import resources_dir

    resources = resources_dir()
    icon = resources / "icons" / "dealer-trainer.svg"
    if icon.is_file():
        app.setWindowIcon(QIcon(str(icon)))
    return app


def run_window(
    data_dir: str | None = None,
    *,
    kiosk: bool = False,
    site: str | None = None,
    language: str | None = None,
) -> int:
    """Open the store and the window (*language*: ``--language``, for this station's sign-in
    and every trainee who chose none); returns the exit status."""
    from trainer.progress import ProgressStore, find_data_dir
    from trainer.ui.dialogs import show_error
    from trainer.ui.main_window import MainWindow

    app = application(kiosk=kiosk)
    try:
        # The day's check and backup run once the window shows (window.upkeep).
        store = ProgressStore(find_data_dir(data_dir), integrity="background")
    except TrainerError as exc:
        show_error(None, str(exc), "Dealer Trainer")
        return 2
    with store:
        from trainer.site.errors import SiteError
        from trainer.site.station import site_url_for

        site_url: str | None = None
        try:
            site_url = site_url_for(store, site)
        except SiteError as exc:
            # A broken station setting must not keep trainees from drilling offline.
            message = f"{exc} Until then this station drills on its own."
            print(f"dealer-trainer: {message}", file=sys.stderr)
            show_error(None, message, "Dealer Trainer")

        if (kiosk or store.settings().bool_value("kiosk.always")) and (
            store.needs_first_supervisor()
        ):
            # Only a supervisor's PIN leaves a kiosk: on a fresh one, whoever walked up
            # could make themselves its supervisor (issue 17, item 12).
            message = (
                "Kiosk mode needs a supervisor first: start Dealer Trainer without --kiosk "
                "and create one, or run 'dealer-trainer supervisor add NAME --pin-file FILE'."
            )
            if site_url:
                message = (
                    "Kiosk mode needs a supervisor first: the site's owner makes the school's "
                    "first with 'dealer-trainer site add-supervisor NAME'; then run "
                    "'dealer-trainer sync' here."
                )
            print(f"dealer-trainer: {message}", file=sys.stderr)
            show_error(None, message, "Dealer Trainer")
            return 2

        window = MainWindow(store, kiosk=kiosk, site_url=site_url, language=language)
        if window.kiosk:
            window.showFullScreen()
        else:
            window.show()
        window.upkeep.start()
        try:
            return int(app.exec())
        finally:
            window.upkeep.stop()
