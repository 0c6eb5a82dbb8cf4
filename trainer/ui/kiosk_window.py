"""The main window's supervisor and kiosk side: a supervisor's sign-in and console, and a
kiosk's lock, idle sign-out and leaving, as a base of
:class:`trainer.ui.main_window.MainWindow` (here, so that the window module holds its pages
and their flow, and neither module imports the other)."""

from __future__ import annotations

import contextlib
from collections.abc import Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QWidget

from trainer.errors import TrainerError
from trainer.progress.languages import console_language
from trainer.ui.layouts import PageStack
from trainer.ui.translation import arg
from trainer.ui.window_menu import MenuWindow
from trainer.words import Choice

if TYPE_CHECKING:
    from trainer.progress import ExamDefinition, ProgressStore, Supervisor, Trainee
    from trainer.ui.kiosk import KioskGuard
    from trainer.ui.pages.drill import DrillPage
    from trainer.ui.site_link import SiteLink


class KioskWindow(MenuWindow):
    """A supervisor's way in and out of the console, and the kiosk's rules, for the main
    window (its words keep the main window's context in the catalogues)."""

    asked_language: str | None
    trainee: Trainee | None
    supervisor: Supervisor | None
    console: QWidget | None
    guard: KioskGuard | None
    site: SiteLink | None
    pages: PageStack
    banner: QLabel
    banner_timer: QTimer
    leave_kiosk_button: QPushButton
    _drill_page: DrillPage | None
    _may_close: bool
    _unattended: bool

    def notify(self, message: str) -> None:
        """Show one plain sentence at the top of the window for a while."""
        self.banner.setText(message)
        self.banner.setVisible(True)
        self.banner_timer.start()

    def site_url(self) -> str | None:
        """The station's site, when the window syncs with one."""
        return None if self.site is None else self.site.url

    @property
    def store(self) -> ProgressStore:
        """The store (opened now, if the window showed from a glance at it)."""
        raise NotImplementedError

    def store_now(self) -> ProgressStore | None:
        """The store, opened now if it was not yet; ``None`` if it could not be (the window
        has said why and is closing)."""
        raise NotImplementedError

    def use_language(self, choice: Choice) -> bool:
        raise NotImplementedError

    def _settings(self) -> Mapping[str, object]:
        raise NotImplementedError

    def sign_out(self) -> None:
        raise NotImplementedError

    def _sit(self, exam: ExamDefinition, trainee: Trainee, supervisor: Supervisor | None) -> None:
        raise NotImplementedError

    def _enter_kiosk(self) -> None:
        """Full screen, frameless, on top; the keys that would leave are refused."""
        from PySide6.QtCore import Qt  # when used (issue 28: layouts.scrolling)

        from trainer.ui.kiosk import KioskGuard  # a kiosk's only (issue 28)

        self.setWindowFlags(
            self.windowFlags()
            | Qt.WindowType.FramelessWindowHint
            | Qt.WindowType.WindowStaysOnTopHint
        )
        self.menuBar().setVisible(False)
        # The glance's before the store opens (the window then sets the store's).
        timeout = self._settings()["kiosk.idle-timeout-seconds"]
        assert isinstance(timeout, int)
        self.guard = KioskGuard(
            self,
            timeout,
            self._idle_warning,
            self.idle_sign_out,
            self._refused,
            on_lost=self._window_lost,
            on_dialog_cancelled=lambda: self.notify(
                QCoreApplication.translate(
                    "MainWindow",
                    "The window was hidden, so the dialog that was open was cancelled.",
                )
            ),
        )
        self.guard.active = False

    def _window_lost(self) -> None:
        """Another program destroyed the kiosk's window (``xdotool windowclose``): quit
        cleanly, every answer saved, rather than run on with no window. Answers that not
        even the pending file holds keep the kiosk running, to be tried again each second."""
        from trainer.ui.unsaved import is_only_in_memory

        self._finish_drill()
        with contextlib.suppress(TrainerError):
            self.store.flush_pending()
        if is_only_in_memory(self.store):
            return
        if self.guard is not None:
            self.guard.remove()
        self._unattended = True  # nobody is there to answer a question
        self._may_close = True
        self.close()
        QApplication.quit()

    def _refused(self) -> None:
        self.notify(
            QCoreApplication.translate(
                "MainWindow", "This is a kiosk: a supervisor PIN is needed to leave Dealer Trainer."
            )
        )

    def _building_answer(self) -> bool:
        page = self._drill_page
        return page is not None and page.is_building_answer()

    def _idle_warning(self, seconds: int) -> None:
        if self._building_answer():
            text = QCoreApplication.translate(
                "MainWindow",
                "Still there? Signing out in %1 s, and the answer you are building is not "
                "submitted: it will not be kept. Touch the screen or press a key to stay.",
            )
        else:
            text = QCoreApplication.translate(
                "MainWindow", "Still there? Signing out in %1 s — touch the screen to stay."
            )
        self.banner.setText(arg(text, str(seconds)))
        self.banner.setVisible(True)

    def idle_sign_out(self) -> None:
        """The station was left alone: close the drill cleanly and show the sign-in. An
        answer begun and not submitted is not graded (half an answer is no answer): the
        notice says it was not kept."""
        from PySide6.QtWidgets import QDialog  # on first use (issue 28)

        modal = QApplication.activeModalWidget()
        while modal is not None and isinstance(modal, QDialog):
            modal.reject()
            modal = QApplication.activeModalWidget()
        dropped = self._building_answer()
        self._finish_drill()
        self.close_console()
        self.sign_out()
        if dropped:
            self.notify(
                QCoreApplication.translate(
                    "MainWindow",
                    "Signed out after a while without use. Every submitted answer was saved; "
                    "the answer being built was not submitted, so it was not kept.",
                )
            )
        else:
            self.notify(
                QCoreApplication.translate(
                    "MainWindow", "Signed out after a while without use; every answer was saved."
                )
            )

    def _finish_drill(self) -> None:
        page = self._drill_page
        drill = page.drill if page is not None else None
        if page is not None and drill is not None:
            from trainer.ui.worker import wait_for_background  # a drill's, loaded with it

            wait_for_background()
            page.ticker.stop()
            page.drill = None
            try:
                drill.finish()
            except TrainerError as exc:
                self.notify(str(exc))

    def open_supervisor(self) -> None:
        """A supervisor signs in with their PIN and opens the console."""
        from PySide6.QtCore import Qt  # when used (issue 28: layouts.scrolling)
        from PySide6.QtWidgets import QDialog  # on first use (issue 28)

        # The supervisors' dialogs on first use: the first screen shows without them.
        from trainer.ui.supervisor_sign_in import FirstSupervisorDialog, SupervisorSignInDialog

        if self.store_now() is None:
            return
        if self.store.needs_first_supervisor():
            if self.site is not None:
                # A school's supervisors are the site's: the first is made by its owner,
                # never by whoever walks up to one of its stations (issue 24, item 9).
                self.notify(
                    QCoreApplication.translate(
                        "MainWindow",
                        "No supervisor has reached this station yet. The school's first "
                        "supervisor is made by the site's owner with 'dealer-trainer site "
                        "add-supervisor NAME' (see docs/site.md); this station has them "
                        "after its next sync.",
                    )
                )
                return
            if self.kiosk:
                # Whoever walks up to a fresh kiosk must not make themselves its supervisor.
                self.notify(
                    QCoreApplication.translate(
                        "MainWindow",
                        "This kiosk has no supervisor, and none can be made here: start Dealer "
                        "Trainer without kiosk mode to create one.",
                    )
                )
                return
            first = FirstSupervisorDialog(self.store, self)
            if first.exec() != QDialog.DialogCode.Accepted or first.supervisor is None:
                return
            supervisor = first.supervisor
        else:
            dialog = SupervisorSignInDialog(self.store, self, site_url=self.site_url())
            if dialog.exec() != QDialog.DialogCode.Accepted or dialog.supervisor is None:
                return
            supervisor = dialog.supervisor
            if supervisor.needs_new_pin:
                # A PIN from before supervisors' PINs had 6 digits: it opens, and asks.
                from trainer.ui.dialogs import choose_supervisor_pin

                choose_supervisor_pin(
                    self,
                    self.store,
                    supervisor,
                    supervisor,
                    QCoreApplication.translate(
                        "MainWindow",
                        "Supervisors' PINs have 6 digits or more now; choose a new one "
                        "(your old PIN keeps working until you do).",
                    ),
                )
        # Building the console's pages takes a moment on a busy machine; its figures then
        # load in the background, each page saying so.
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            self.show_console(supervisor)
        finally:
            QApplication.restoreOverrideCursor()

    def show_console(self, supervisor: Supervisor) -> None:
        """The supervisor console, for a signed-in supervisor only."""
        from trainer.ui.console import SupervisorConsole

        self.close_console()
        self.use_language(Choice(console_language(self.store.settings(), self.asked_language)))
        self.supervisor = supervisor
        url = None if self.site is None else self.site.url
        console = SupervisorConsole(self.store, supervisor, site_url=url)
        console.closed.connect(self.close_console)
        console.sitting_requested.connect(self.start_sitting)
        console.settings_changed.connect(self._settings_changed)
        self.console = console
        if self.site is not None:
            # The whole school's answers, so that every page of the console covers it.
            self.site.pull_school(lambda: console.refresh() if self.console is console else None)
        self.pages.addWidget(console)
        self.pages.setCurrentWidget(console)
        self.leave_kiosk_button.setVisible(self.kiosk)
        if self.guard is not None:
            self.guard.active = True

    def close_console(self) -> None:
        """Back to the sign-in screen; the supervisor is signed out."""
        console, self.console = self.console, None
        self.supervisor = None
        self.leave_kiosk_button.setVisible(False)
        if console is not None:
            stop = getattr(console, "stop", None)
            if callable(stop):
                stop()
            self.pages.removeWidget(console)
            console.deleteLater()
            self.sign_out()

    def _settings_changed(self) -> None:
        if self.guard is not None:
            self.guard.idle_seconds = self.store.settings().int_value("kiosk.idle-timeout-seconds")

    def start_sitting(self, exam: ExamDefinition, trainee: Trainee) -> None:
        """A supervisor starts a trainee's exam sitting at this station (supervised by
        them); the console closes first."""
        supervisor = self.supervisor
        self.close_console()
        self.trainee = trainee
        self._sit(exam, trainee, supervisor)

    def leave_kiosk(self) -> None:
        """A signed-in supervisor closes the kiosk."""
        if self.supervisor is None:
            return
        self._may_close = True
        if not self.close():  # answers not saved yet, and the supervisor stayed
            self._may_close = False
            return
        if self.guard is not None:
            self.guard.remove()
