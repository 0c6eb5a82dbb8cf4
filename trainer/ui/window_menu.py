"""The main window's menus (Trainer, Help) and its About box."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow

from trainer import __version__
from trainer.ui.translation import arg


class MenuWindow(QMainWindow):
    """The main window's menus, as a base of :class:`trainer.ui.main_window.MainWindow`
    (here, so that the menus are built again when the language changes without the window
    module importing this one and this one the window)."""

    kiosk: bool
    prefs: QSettings
    four_colour: QAction
    quit_action: QAction
    shortcuts_action: QAction
    menu_actions: list[QAction]

    def _build_menu(self) -> None:
        build_menu(self)

    def _set_four_colour(self, on: bool) -> None:
        raise NotImplementedError

    def _toggle_full_screen(self) -> None:
        self.showNormal() if self.isFullScreen() else self.showFullScreen()


def build_menu(self: MenuWindow) -> None:
    """The menus of *self*, in the language in force (built again when it changes)."""
    for action in self.menu_actions:  # the menus before, in the language before
        self.removeAction(action)
        action.deleteLater()
    self.menuBar().clear()
    menu = self.menuBar().addMenu(QCoreApplication.translate("MainWindow", "&Trainer"))
    self.four_colour = QAction(QCoreApplication.translate("MainWindow", "&Four-colour deck"), self)
    self.four_colour.setCheckable(True)
    self.four_colour.setChecked(bool(self.prefs.value("four_colour", False, type=bool)))
    self.four_colour.toggled.connect(self._set_four_colour)
    self._set_four_colour(self.four_colour.isChecked())
    menu.addAction(self.four_colour)
    full = QAction(QCoreApplication.translate("MainWindow", "F&ull screen"), self)
    # setShortcuts (a list of one): PySide's setShortcut weighs its overloads by setting
    # up the Qt namespace's 93 enums (13 ms of CPU before the first screen, issue 28).
    full.setShortcuts([QKeySequence("F11")])
    full.triggered.connect(self._toggle_full_screen)
    menu.addAction(full)
    menu.addSeparator()
    about = QAction(QCoreApplication.translate("MainWindow", "&About Dealer Trainer"), self)
    about.triggered.connect(lambda: show_about(self))
    menu.addAction(about)
    quit_action = QAction(QCoreApplication.translate("MainWindow", "&Quit"), self)
    quit_action.setShortcuts([QKeySequence("Ctrl+Q")])  # the platform's Quit key may be unset
    quit_action.triggered.connect(self.close)
    menu.addAction(quit_action)
    self.quit_action = quit_action
    help_menu = self.menuBar().addMenu(QCoreApplication.translate("MainWindow", "&Help"))
    shortcuts = QAction(QCoreApplication.translate("MainWindow", "&Keyboard shortcuts"), self)
    shortcuts.setShortcuts([QKeySequence("F1")])
    shortcuts.triggered.connect(lambda: show_shortcuts(self))
    help_menu.addAction(shortcuts)
    # On the window too: F1 works where the menu bar is hidden (a kiosk).
    self.addAction(shortcuts)
    self.shortcuts_action = shortcuts
    self.menu_actions = [self.four_colour, full, about, quit_action, shortcuts]


def show_about(self: MenuWindow) -> None:
    """The About box, with the version."""
    from PySide6.QtWidgets import QMessageBox  # on first use (issue 28)

    QMessageBox.about(
        self,
        QCoreApplication.translate("MainWindow", "About Dealer Trainer"),
        arg(
            QCoreApplication.translate(
                "MainWindow",
                "Dealer Trainer %1\n\nDrills for casino table-game dealers, graded by a "
                "rules engine; progress kept on this machine.",
            ),
            __version__,
        ),
    )


def show_shortcuts(self: MenuWindow) -> None:
    """The keyboard shortcuts (F1)."""
    from trainer.ui.help import ShortcutsDialog

    ShortcutsDialog(self, kiosk=self.kiosk).exec()
