"""Kiosk stations: the keys that would leave the trainer are refused, and an idle station
signs its trainee out (after a visible countdown) so the next person finds the sign-in."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QElapsedTimer, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QWidget

# Input that counts as someone being at the station.
_ACTIVITY = {
    QEvent.Type.KeyPress,
    QEvent.Type.MouseButtonPress,
    QEvent.Type.MouseMove,
    QEvent.Type.Wheel,
    QEvent.Type.TouchBegin,
    QEvent.Type.TouchUpdate,
}

WARNING_SECONDS = 20


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
    ``on_warning(seconds_left)`` each second of the last ``WARNING_SECONDS`` first.
    """

    def __init__(
        self,
        window: QWidget,
        idle_seconds: int,
        on_warning: Callable[[int], None],
        on_idle: Callable[[], None],
        on_refused: Callable[[], None],
    ) -> None:
        super().__init__(window)
        self.window = window
        self.idle_seconds = idle_seconds
        self.on_warning = on_warning
        self.on_idle = on_idle
        self.on_refused = on_refused
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

    def idle_for(self) -> float:
        """Seconds since the last input."""
        return self.quiet.elapsed() / 1000

    def check(self) -> None:
        """Once a second: warn near the timeout, sign out at it."""
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
