"""Kiosk stations: the keys that would leave the trainer are refused, a kiosk hidden by the
window manager comes back, and an idle station signs its trainee out (after a visible
countdown) so the next person finds the sign-in.

Under a plain window manager a kiosk can be minimised, or hidden by "show the desktop"
(Super+D): it is shown again at once, or within a second. A kiosk whose window another
program destroyed (``xdotool windowclose``) would be a process with no window: once its
window has not come back for :data:`LOST_SECONDS`, it quits cleanly instead. The cage
session in ``packaging/kiosk/`` stays the supported way to lock the operating system.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QElapsedTimer, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QWidget

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
    ) -> None:
        super().__init__(window)
        self.window = window
        self.idle_seconds = idle_seconds
        self.on_warning = on_warning
        self.on_idle = on_idle
        self.on_refused = on_refused
        self.on_lost = on_lost
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
        kind = event.type()
        if kind in _ACTIVITY:
            self.quiet.restart()
        if watched is self.window and self._is_hidden_by_others(kind, event):
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

    def _is_hidden_by_others(self, kind: QEvent.Type, event: QEvent) -> bool:
        if kind == QEvent.Type.WindowStateChange:
            return self.window.isMinimized()
        return kind == QEvent.Type.Hide and event.spontaneous()

    def is_shown(self) -> bool:
        """Whether the kiosk's window is on the screen (not minimised, hidden or gone)."""
        handle = self.window.windowHandle()
        return handle is not None and handle.isExposed() and not self.window.isMinimized()

    def bring_back(self) -> None:
        """Show the kiosk again, full screen and on top."""
        window = self.window
        if not self.ticker.isActive() or self.is_shown():
            return
        # Qt still takes a window hidden by the window manager for shown: hide it first,
        # so that showing it maps it again.
        window.hide()
        window.setWindowState(Qt.WindowState.WindowFullScreen)
        window.showFullScreen()
        window.raise_()
        window.activateWindow()

    def keep_shown(self) -> None:
        """Once a second: a hidden kiosk is shown again; one hidden for longer than
        :data:`LOST_SECONDS` is gone, and ``on_lost`` is called."""
        if self.window.windowHandle() is None or self.is_shown():
            self.unseen = 0
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
