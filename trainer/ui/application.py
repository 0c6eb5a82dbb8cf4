"""Starting the window: the Qt application, the theme, the store, the main window."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QWidget

from trainer.errors import TrainerError
from trainer.folders import resources_folder
from trainer.ui.layouts import guard_input
from trainer.ui.theme import FUSION_ARGUMENTS, apply_theme, made_in_fusion

if TYPE_CHECKING:
    from trainer.progress.store import ProgressStore


def application(
    argv: list[str] | None = None, *, kiosk: bool = False, input_rules: bool = True
) -> QApplication:
    """The one QApplication, themed (the window puts it in its language: trainer.ui.language),
    with the rules of input (:class:`~trainer.ui.layouts.InputGuard`) unless *input_rules*
    is false: :func:`run_window` installs them once its first screen shows."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication([*(argv if argv is not None else sys.argv[:1]), *FUSION_ARGUMENTS])
        made_in_fusion(app)
    app.setApplicationName("Dealer Trainer")
    app.setOrganizationName("Dealer Trainer")
    # Lets Wayland match the window to its menu entry (packaging/linux/*.desktop).
    app.setDesktopFileName("org.dealertrainer.DealerTrainer")
    apply_theme(app, kiosk=kiosk)
    if input_rules:
        guard_input(app)
    # Found without the engine's rules reader (issue 28: 3 ms of the window's start).
    icon = resources_folder("icons") / "dealer-trainer.svg"
    if icon.is_file():
        app.setWindowIcon(QIcon(str(icon)))
    return app


class _FirstPaint(QObject):
    """Calls *then* once, after *widget* has first painted (it filters that widget alone)."""

    def __init__(self, widget: QWidget, then: Callable[[], None]) -> None:
        super().__init__(widget)
        self._then = then

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self._then)
        return False


def run_window(
    data_dir: str | None = None,
    *,
    kiosk: bool = False,
    site: str | None = None,
    language: str | None = None,
) -> int:
    """Open the store and the window (*language*: ``--language``, for this station's sign-in
    and every trainee who chose none); returns the exit status.

    The sign-in shows from a glance at the store (trainer.progress.glance) and the store
    opens in full once it has painted (issue 28); a folder with no store yet, a store the
    glance cannot read (another version, damaged, locked), or a kiosk with no supervisor
    is opened in full first, as before, so that what is wrong is said before any window
    shows."""
    from trainer.progress.glance import glance_at
    from trainer.progress.location import find_data_dir
    from trainer.site.station import configured_site
    from trainer.ui.main_window import MainWindow

    app = application(kiosk=kiosk, input_rules=False)
    folder = find_data_dir(data_dir)
    glance = glance_at(folder)
    if glance is None or (
        (kiosk or glance.settings["kiosk.always"]) and glance.needs_first_supervisor
    ):
        return _run_opened(app, folder, kiosk=kiosk, site=site, language=language)
    try:
        site_url = configured_site(folder, site)
    except TrainerError as exc:  # a SiteError: the station's site setting is not a line
        from trainer.progress.languages import station_language
        from trainer.ui.language import apply_language
        from trainer.words import Choice

        # Said in the station's language, as on the full open's path (the window applies
        # it again); only here, so that a start with a sound setting pays nothing for it.
        apply_language(Choice(station_language(glance.settings, language)))
        site_url = None
        _site_refused(exc)

    def open_store() -> ProgressStore:
        from trainer.progress.store import ProgressStore

        # The day's check and backup run once the window shows (window.upkeep); the
        # check after a crash runs here, before anything is written.
        return ProgressStore(folder, integrity="background")

    window = MainWindow(
        glance, kiosk=kiosk, site_url=site_url, language=language, open_store=open_store
    )
    if window.kiosk:
        window.showFullScreen()
    else:
        window.show()

    def painted() -> None:
        guard_input(app)
        window.store_now()

    window.sign_in.installEventFilter(_FirstPaint(window.sign_in, painted))
    window.start_upkeep()
    try:
        status = int(app.exec())
        return 2 if window.store_refused else status
    finally:
        if window.upkeep is not None:
            window.upkeep.stop()
        store = window.opened_store
        if store is not None:
            store.__exit__(*sys.exc_info())  # closed as a with-statement closes it


def _site_refused(exc: Exception) -> None:
    # A broken station setting must not keep trainees from drilling offline.
    from trainer.ui.dialogs import show_error  # here and below: on first use (issue 28)
    from trainer.ui.translation import arg

    message = arg(
        QCoreApplication.translate("Application", "%1 Until then this station drills on its own."),
        exc,
    )
    print(f"dealer-trainer: {message}", file=sys.stderr)
    show_error(None, message, "Dealer Trainer")


def _run_opened(
    app: QApplication, folder: Path, *, kiosk: bool, site: str | None, language: str | None
) -> int:
    """:func:`run_window` with the store opened in full before the window shows."""
    from trainer.progress.store import ProgressStore
    from trainer.ui.main_window import MainWindow

    try:
        # The day's check and backup run once the window shows (window.upkeep).
        store = ProgressStore(folder, integrity="background")
    except TrainerError as exc:
        from trainer.ui.dialogs import show_error  # here and below: on first use (issue 28)

        show_error(None, str(exc), "Dealer Trainer")
        return 2
    with store:
        from trainer.progress.languages import station_language
        from trainer.site.errors import SiteError
        from trainer.site.station import site_url_for
        from trainer.ui.language import apply_language
        from trainer.words import Choice

        # The station's language before anything is said (the window applies it again).
        apply_language(Choice(station_language(store.settings(), language)))
        site_url: str | None = None
        try:
            site_url = site_url_for(store, site)
        except SiteError as exc:
            _site_refused(exc)

        if (kiosk or store.settings().bool_value("kiosk.always")) and (
            store.needs_first_supervisor()
        ):
            # Only a supervisor's PIN leaves a kiosk: on a fresh one, whoever walked up
            # could make themselves its supervisor (issue 17, item 12).
            message = QCoreApplication.translate(
                "Application",
                "Kiosk mode needs a supervisor first: start Dealer Trainer without --kiosk "
                "and create one, or run 'dealer-trainer supervisor add NAME --pin-file FILE'.",
            )
            if site_url:
                message = QCoreApplication.translate(
                    "Application",
                    "Kiosk mode needs a supervisor first: the site's owner makes the school's "
                    "first with 'dealer-trainer site add-supervisor NAME'; then run "
                    "'dealer-trainer sync' here.",
                )
            print(f"dealer-trainer: {message}", file=sys.stderr)
            from trainer.ui.dialogs import show_error

            show_error(None, message, "Dealer Trainer")
            return 2

        window = MainWindow(store, kiosk=kiosk, site_url=site_url, language=language)
        if window.kiosk:
            window.showFullScreen()
        else:
            window.show()
        # The rules of input once the first screen has painted: an application-wide filter
        # in Python makes PySide find the Python class of each kind of object an event
        # reaches, and the sign-in's scroll area brings kinds that make it set up the
        # classes of every Qt module loaded (13 ms of CPU before the window showed, issue 28).
        window.sign_in.installEventFilter(_FirstPaint(window.sign_in, lambda: guard_input(app)))
        window.start_upkeep()
        try:
            return int(app.exec())
        finally:
            if window.upkeep is not None:
                window.upkeep.stop()
