"""Kiosk stations: the keys that would leave the trainer are refused, a kiosk hidden by the
window manager comes back, and an idle station signs its trainee out (after a visible
countdown) so the next person finds the sign-in.

Under a plain window manager a kiosk can be minimised, hidden by "show the desktop"
(Super+D), sent to another desktop or taken out of full screen from the window menu
(Alt+Space): it is shown again at once, or within a second, full screen and on top, and
so is a dialog it had open (a PIN pad hidden by Super+D once left the kiosk blocked
behind a dialog nobody could see). A kiosk whose window another program destroyed
(``xdotool windowclose``) would be a process with no window: once its window has not
come back for :data:`LOST_SECONDS`, it quits cleanly instead. None of this locks the
operating system: the cage session in ``packaging/kiosk/`` is the supported lock.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QElapsedTimer, QEvent, QObject, QTimer
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QDialog, QWidget

# Input that counts as someone being at the station. A key bound to a shortcut (the drill's
# digits adding chips, Enter, Space) reaches no widget as a KeyPress: Qt offers it as a
# ShortcutOverride and delivers a Shortcut event instead, so those count too (a trainee
# typing a payment in chips was once signed out mid-answer).
_ACTIVITY = {
    QEvent.Type.KeyPress,
    QEvent.Type.KeyRelease,
    QEvent.Type.ShortcutOverride,
    QEvent.Type.Shortcut,
    QEvent.Type.InputMethod,
    QEvent.Type.MouseButtonPress,
    QEvent.Type.MouseButtonRelease,
    QEvent.Type.MouseButtonDblClick,
    QEvent.Type.MouseMove,
    QEvent.Type.Wheel,
    QEvent.Type.TouchBegin,
    QEvent.Type.TouchUpdate,
    QEvent.Type.TouchEnd,
    QEvent.Type.TabletPress,
}

WARNING_SECONDS = 20
LOST_SECONDS = 3
"""How long a kiosk's window may stay hidden, shown again each second, before it counts as
gone (destroyed by another program) and the kiosk quits cleanly."""


def is_escape_key(event: QKeyEvent) -> bool:
    """Keys that would close, quit or leave full screen on a desktop."""
    from PySide6.QtCore import Qt  # when used (issue 28: layouts.scrolling)

    key, mods = event.key(), event.modifiers()
    ctrl = bool(mods & Qt.KeyboardModifier.ControlModifier)
    alt = bool(mods & Qt.KeyboardModifier.AltModifier)
    if key == Qt.Key.Key_F4 and alt:
        return True
    if ctrl and key in (Qt.Key.Key_Q, Qt.Key.Key_W):
        return True
    if key in (Qt.Key.Key_F11, Qt.Key.Key_Close):
        return True
    return event.matches(QKeySequence.StandardKey.Quit) or event.matches(
        QKeySequence.StandardKey.Close
    )


class KioskGuard(QObject):
    """An application-wide event filter for a kiosk window.

    Refuses Alt+F4, Ctrl+Q, Ctrl+W and F11 everywhere, and Escape on the main window
    (dialogs keep Escape, which only cancels them). Counts input as activity; after the
    idle timeout it calls ``on_idle`` (the window signs the trainee out), calling
    ``on_warning(seconds_left)`` each second of the last ``WARNING_SECONDS`` first. Shows
    the window again when it is minimised or hidden, and calls ``on_lost`` when it stays
    hidden for ``LOST_SECONDS`` (its native window is gone).
    """

    def __init__(
        self,
        window: QWidget,
        idle_seconds: int,
        on_warning: Callable[[int], None],
        on_idle: Callable[[], None],
        on_refused: Callable[[], None],
        on_lost: Callable[[], None] | None = None,
        on_dialog_cancelled: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.idle_seconds = idle_seconds
        self.on_warning = on_warning
        self.on_idle = on_idle
        self.on_refused = on_refused
        self.on_lost = on_lost
        self.on_dialog_cancelled = on_dialog_cancelled
        self.unseen = 0  # seconds in a row the window was hidden
        self.active = True  # idle sign-out only while someone is signed in
        self.refused = 0
        self.quiet = QElapsedTimer()
        self.quiet.start()
        self.ticker = QTimer(self)
        self.ticker.setInterval(1000)
        self.ticker.timeout.connect(self.check)
        self.ticker.start()
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        from PySide6.QtCore import Qt  # when used (issue 28: layouts.scrolling)

        kind = event.type()
        if kind in _ACTIVITY:
            self.quiet.restart()
        if self._is_hidden_by_others(watched, kind, event):
            # Shown again once the window manager is done with it, not inside its event.
            QTimer.singleShot(0, self.bring_back)
            return False
        if kind not in (QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride):
            return False
        if not isinstance(event, QKeyEvent):
            return False
        escape = event.key() == Qt.Key.Key_Escape and self._is_main_window(watched)
        if not (is_escape_key(event) or escape):
            return False
        if kind == QEvent.Type.KeyPress:
            self.refused += 1
            self.on_refused()
        event.accept()
        return True

    def _is_main_window(self, watched: QObject) -> bool:
        widget = watched if isinstance(watched, QWidget) else None
        return widget is not None and widget.window() is self.window

    def _is_hidden_by_others(self, watched: QObject, kind: QEvent.Type, event: QEvent) -> bool:
        """The window manager minimised or hid the kiosk or one of its dialogs, or took
        the kiosk out of full screen (its window menu, a keyboard shortcut)."""
        if watched is self.window:
            if kind == QEvent.Type.WindowStateChange:
                return not self.window.isFullScreen()
            return kind == QEvent.Type.Hide and event.spontaneous()
        dialog = self._dialog(watched)
        if dialog is None:
            return False
        if kind == QEvent.Type.WindowStateChange:
            return dialog.isMinimized()
        return kind == QEvent.Type.Hide and event.spontaneous()

    def _dialog(self, watched: QObject) -> QWidget | None:
        """*watched* if it is a window of the kiosk's own (a dialog over it)."""
        if not isinstance(watched, QWidget) or watched is self.window or not watched.isWindow():
            return None
        parent = watched.parentWidget()
        return watched if parent is not None and parent.window() is self.window else None

    def _open_dialogs(self) -> list[QWidget]:
        """The kiosk's dialogs that are open (Qt takes them for shown)."""
        return [
            w
            for w in QApplication.topLevelWidgets()
            if w.isVisible() and self._dialog(w) is not None
        ]

    @staticmethod
    def _on_screen(widget: QWidget) -> bool:
        handle = widget.windowHandle()
        return handle is not None and handle.isExposed() and not widget.isMinimized()

    def is_shown(self) -> bool:
        """Whether the kiosk is on the screen, full screen, and so is every dialog it has
        open (not minimised, hidden or gone)."""
        return (
            self._on_screen(self.window)
            and self.window.isFullScreen()
            and all(self._on_screen(d) for d in self._open_dialogs())
        )

    def bring_back(self) -> None:
        """Show the kiosk again, full screen and on top, and the dialogs it had open."""
        from PySide6.QtCore import Qt  # when used (issue 28: layouts.scrolling)

        window = self.window
        if not self.ticker.isActive() or self.is_shown():
            return
        if not self._on_screen(window) and self.unseen >= 2:
            # Still hidden: Qt takes a window hidden by the window manager for shown, so
            # hide it first, so that showing it maps it again. Mapped anew, it is a new
            # window to the window manager, which no longer keeps its open dialog above
            # it: that dialog would block the kiosk unseen, so it is cancelled (every
            # dialog's cancel is its safe choice), and the kiosk says so.
            dialogs = self._open_dialogs()
            for dialog in dialogs:
                if isinstance(dialog, QDialog):
                    dialog.reject()
                else:
                    dialog.close()
            if dialogs and self.on_dialog_cancelled is not None:
                self.on_dialog_cancelled()
            window.hide()
        if window.isMinimized() or not window.isFullScreen() or not window.isVisible():
            window.setWindowState(Qt.WindowState.WindowFullScreen)
            window.showFullScreen()
        window.raise_()
        window.activateWindow()
        for dialog in self._open_dialogs():
            # Never hidden here: hiding a dialog ends it. Asking for it to be activated
            # makes the window manager show it again (openbox leaves "show the desktop").
            if dialog.isMinimized():
                dialog.setWindowState(dialog.windowState() & ~Qt.WindowState.WindowMinimized)
            dialog.raise_()
            dialog.activateWindow()

    def keep_on_top(self) -> None:
        """Another program's window took the focus (the kiosk may have been moved to the
        normal layer from the window menu): the kiosk goes on top again, and asks the
        window manager to keep it there."""
        from PySide6.QtCore import Qt  # when used (issue 28: layouts.scrolling)

        if QApplication.activeWindow() is not None or QApplication.platformName() == "offscreen":
            return  # the kiosk or its dialog has the focus; offscreen has no stacking
        handle = self.window.windowHandle()
        if handle is not None:
            # Set anew, the hint is sent again (openbox's "Layer › Normal" had dropped it).
            flags = handle.flags()
            handle.setFlags(flags & ~Qt.WindowType.WindowStaysOnTopHint)
            handle.setFlags(flags)
        self.window.raise_()
        self.window.activateWindow()

    def keep_shown(self) -> None:
        """Once a second: a hidden kiosk is shown again; one hidden for longer than
        :data:`LOST_SECONDS` is gone, and ``on_lost`` is called."""
        if self.window.windowHandle() is None:
            self.unseen = 0  # not shown yet
            return
        if self._on_screen(self.window):
            self.unseen = 0
            if self.is_shown():
                self.keep_on_top()
            else:
                self.bring_back()  # out of full screen, or a dialog of it hidden
            return
        self.unseen += 1
        if self.unseen > LOST_SECONDS and self.on_lost is not None:
            self.on_lost()
            return
        self.bring_back()

    def idle_for(self) -> float:
        """Seconds since the last input."""
        return self.quiet.elapsed() / 1000

    def check(self) -> None:
        """Once a second: keep the window shown; warn near the timeout, sign out at it."""
        self.keep_shown()
        if not self.active:
            return
        left = self.idle_seconds - self.idle_for()
        if left <= 0:
            self.quiet.restart()
            self.on_idle()
        elif left <= WARNING_SECONDS:
            self.on_warning(int(left + 0.999))

    def remove(self) -> None:
        """Stop guarding (a supervisor left kiosk mode)."""
        self.ticker.stop()
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
