"""The window's start loads nothing its first screen does not need (issue 28): not the
database driver of a school site, not the sync, not the reports' charts or PDF writer,
not the games' registry, drills or pages. (A store's very first start makes its key, with
cryptography, in the migration that creates it; later starts do not load it.)
Measured in a fresh interpreter running ``run_window`` itself, looked at once the window
is up."""

from __future__ import annotations

import subprocess
import sys
from collections import Counter
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QLabel, QPushButton

from tests.forker import started_window
from trainer.progress import ProgressStore
from trainer.ui.layouts import scrolling
from trainer.ui.main_window import MainWindow

_CHILD = r"""
import json, sys
from PySide6.QtCore import QTimer
from trainer.ui.application import application, run_window
app = application()
heavy = ("psycopg", "trainer.site.sync", "trainer.site.connection", "PySide6.QtCharts",
         "PySide6.QtPrintSupport", "trainer.ui.reports", "tomllib",
         # The games: the registry, the drills, the pages that show them (issue 28).
         "trainer.engine.games", "trainer.quiz", "trainer.drilling", "trainer.ui.games",
         "trainer.ui.pages.home", "trainer.ui.pages.drill", "trainer.ui.console",
         # The rules files' reader and the money it reads: the theme's and the window's
         # icons are found without them (trainer.folders).
         "trainer.engine.rules_data", "trainer.engine.money")
seen = []
def look():  # once the window is up: what its start loaded
    seen.extend(sorted(m for m in sys.modules if m.startswith(heavy)))
    app.quit()
QTimer.singleShot(0, look)
status = run_window(sys.argv[1])
print(json.dumps({"status": status, "loaded": seen}))
"""


def test_the_window_starts_without_the_site_driver_reports_or_charts(tmp_path: Path) -> None:
    out = started_window(_CHILD, tmp_path / "data")
    assert out["status"] == 0
    assert out["loaded"] == [], f"the start loaded {out['loaded']}"


_GUARD_CHILD = r"""
import json, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QWidget
from trainer.ui.application import run_window
from trainer.ui.layouts import InputGuard
from trainer.ui.pages.sign_in import SignInPage
seen = {}
def guarded():
    return QApplication.instance().findChild(InputGuard, "inputGuard") is not None
def look_later():
    seen["next turn"] = guarded()
    QApplication.instance().setStyleSheet("")  # the sheet's style stands on the one set
    seen["style"] = QApplication.style().name()
    QApplication.instance().quit()
def painted(self, event):
    if "first paint" not in seen:
        seen["first paint"] = guarded()
        # PySide sets a Qt class up when it is first used; a class the start never uses
        # set up means something made it set up all of them (issue 28).
        from PySide6 import QtCore, QtWidgets
        seen["QWizard set up"] = "QWizard" in vars(QtWidgets)
        # Nor the Qt namespace: its 93 enums are set up when it is first named (issue 28).
        seen["Qt set up"] = "Qt" in vars(QtCore)
        # Nor the list view the arrangement answer drags cards along.
        seen["QListWidget set up"] = "QListWidget" in vars(QtWidgets)
        # Nor the style's class: the application is made in the Fusion style rather than
        # set to it, which hands Python the style (issue 28: 5 ms).
        seen["QStyle set up"] = "QStyle" in vars(QtWidgets)
        # Nor the dialogs' classes and modules: the PIN, name, language, look, supervisor,
        # exam and message dialogs and the kiosk's guard load on first use (issue 28).
        seen["dialog classes set up"] = [n for n in DIALOG_CLASSES if n in vars(QtWidgets)]
        seen["dialog modules"] = [m for m in DIALOG_MODULES if m in sys.modules]
        QTimer.singleShot(0, look_later)
    QWidget.paintEvent(self, event)
DIALOG_CLASSES = ("QDialog", "QDialogButtonBox", "QLineEdit", "QComboBox", "QCheckBox",
                  "QFormLayout", "QInputDialog", "QMessageBox", "QAbstractSpinBox", "QProgressBar")
DIALOG_MODULES = ("trainer.ui.dialogs", "trainer.ui.kiosk", "trainer.ui.supervisor_sign_in",
                  "trainer.ui.language_dialog", "trainer.ui.look_dialog")
SignInPage.paintEvent = painted
status = run_window(sys.argv[1])
print(json.dumps({"status": status, **seen}))
"""


def test_the_first_screen_shows_before_every_qt_class_is_set_up(tmp_path: Path) -> None:
    # Issue 28: handed an object of a private Qt class (a scroll area's viewport, through
    # an application-wide event filter in Python or a parentWidget() call), PySide sets up
    # the classes of every Qt module loaded to find it one: 10-13 ms of CPU each time the
    # start did it. The sign-in screen paints first; Enter and the wheel follow the rules
    # (trainer.ui.layouts.InputGuard) from the loop's next turn on. The window is in the
    # Fusion style whatever the desktop's (made in it rather than set to it, issue 28).
    out = started_window(_GUARD_CHILD, tmp_path / "data", QT_STYLE_OVERRIDE="Windows")
    assert out == {
        "status": 0,
        "first paint": False,
        "QWizard set up": False,
        "Qt set up": False,
        "QListWidget set up": False,
        "QStyle set up": False,
        "dialog classes set up": [],
        "dialog modules": [],
        "next turn": True,
        "style": "fusion",
    }


def test_the_window_command_loads_the_glance_before_qt_and_not_the_store() -> None:
    # Issue 28: each module imported once PySide6 is loaded passes through its import hook
    # (it reads the module's source); the command's window start imports what its first
    # screen reads of the store (the glance) first, and Qt only once its window is started.
    # The store's own modules load once that screen has painted.
    code = (
        "import sys, trainer.app\n"
        "print('trainer.progress.glance' in sys.modules,"
        " 'trainer.progress.store' in sys.modules,"
        " any(m.startswith(('PySide6', 'shiboken6')) for m in sys.modules))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.split() == ["True", "False", "False"]


_BEFORE_QT_CHILD = r"""
import json, sys
import trainer.cli, trainer.app  # as the command imports them, before its window starts
before_qt = set(sys.modules)
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QWidget
from trainer.ui.pages.sign_in import SignInPage
seen = {}
def painted(self, event):
    if "after qt" not in seen:
        seen["after qt"] = sorted(
            m for m in set(sys.modules) - before_qt
            if m.startswith("trainer.") and not m.startswith("trainer.ui")
        )
        QTimer.singleShot(0, QApplication.instance().quit)
    QWidget.paintEvent(self, event)
SignInPage.paintEvent = painted
trainer.cli.main(["--data-dir", sys.argv[1]])
print(json.dumps(seen))
"""


def test_the_start_imports_its_qt_free_modules_before_qt(tmp_path: Path) -> None:
    # Issue 28: once PySide6 is loaded, its import hook reads the source of each module
    # imported; the modules of the Qt-free layers that the start uses up to the sign-in's
    # first paint (the store's open, the station's language, its site) are imported with
    # the store, before Qt (trainer.app), and only the window's own modules after it.
    started_window(_BEFORE_QT_CHILD, tmp_path / "data")  # the first start makes the store
    assert started_window(_BEFORE_QT_CHILD, tmp_path / "data") == {"after qt": []}


_STORE_CHILD = r"""
import json, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QWidget
from trainer.ui.application import run_window
from trainer.ui.pages.sign_in import SignInPage
later = (
    # The store itself (issue 28): the sign-in shows from a glance at it, and it opens in
    # full once that has painted; with it its settings, records and the file's keeper.
    "trainer.progress.store", "trainer.progress.database", "trainer.progress.settings",
    "trainer.progress.records", "trainer.progress.trainees", "trainer.progress.schema",
    "trainer.progress.backups", "trainer.progress.recovery", "trainer.progress.signing",
    # The parts of the store a start does not use (issue 28): the answer path and the
    # drill states it folds, imports and exports, exams and their log, the statistics,
    # the classes and the site's outbox; and the standard library only they need.
    "trainer.progress.attempts", "trainer.progress.attempt_rows", "trainer.progress.imports",
    "trainer.progress.transfer", "trainer.progress.transfer_reading",
    "trainer.progress.states", "trainer.progress.spacing",
    "trainer.progress.rollups", "trainer.progress.stats", "trainer.progress.exams",
    "trainer.progress.examlog", "trainer.progress.tabletests", "trainer.progress.queries",
    "trainer.progress.drill_reads", "trainer.progress.cohorts", "trainer.progress.outbox",
    "trainer.progress.levels", "csv", "statistics", "socket",
    # Nor the modules that only make ids and host names: uuid (and the platform it loads).
    "uuid", "platform",
    # The records of answers, exams and statistics: made when first named.
    "trainer.progress.answer_records",
)
seen = {}
def opened():  # the loop's turn after the first paint: the store opened in full
    seen["opened"] = sorted(
        w.opened_store is not None for w in QApplication.topLevelWidgets()
        if hasattr(w, "opened_store")
    )
    QApplication.instance().quit()
def painted(self, event):
    if "loaded" not in seen:
        seen["loaded"] = sorted(m for m in sys.modules if m.startswith(later))
        QTimer.singleShot(0, lambda: QTimer.singleShot(0, opened))
    QWidget.paintEvent(self, event)
DIALOG_CLASSES = ("QDialog", "QDialogButtonBox", "QLineEdit", "QComboBox", "QCheckBox",
                  "QFormLayout", "QInputDialog", "QMessageBox", "QAbstractSpinBox", "QProgressBar")
DIALOG_MODULES = ("trainer.ui.dialogs", "trainer.ui.kiosk", "trainer.ui.supervisor_sign_in",
                  "trainer.ui.language_dialog", "trainer.ui.look_dialog")
SignInPage.paintEvent = painted
status = run_window(sys.argv[1])
print(json.dumps({"status": status, **seen}))
"""


def test_the_sign_in_shows_before_the_stores_answer_path_imports_and_exams(
    tmp_path: Path,
) -> None:
    # Issue 28: the store opens with what opening and signing in need; each other part
    # (and its modules) is built the first time it is used. Looked at on the sign-in's
    # first paint, before the day's upkeep runs on its worker.
    started_window(_STORE_CHILD, tmp_path / "data")  # the first start makes the store
    out = started_window(_STORE_CHILD, tmp_path / "data")
    assert out == {"status": 0, "loaded": [], "opened": [True]}


def test_what_the_first_screen_sets_by_name_is_what_qt_names(window: MainWindow) -> None:
    # Issue 28: the scroll areas' focus policy and scroll bars are set by the values'
    # names, and the menu's keys as a list of one, so that the first screen is built
    # without the Qt namespace; they must be the values Qt names.
    area = scrolling(QLabel("content"), horizontal=False)
    assert area.focusPolicy() == Qt.FocusPolicy.NoFocus
    assert area.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    assert scrolling(QLabel("content")).horizontalScrollBarPolicy() == (
        Qt.ScrollBarPolicy.ScrollBarAsNeeded
    )
    keys = {a.text(): a.shortcut() for a in window.menu_actions}
    assert keys["F&ull screen"] == QKeySequence(Qt.Key.Key_F11)
    assert keys["&Quit"] == QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_Q)
    assert keys["&Keyboard shortcuts"] == QKeySequence(Qt.Key.Key_F1)


def test_the_sign_ins_trainees_are_styled_once(
    qtbot: object, store: ProgressStore, themed_app: QApplication
) -> None:
    # Issue 28: under the application's style sheet a widget moved to another parent is
    # styled again, with everything in it. The sign-in lists its trainees once it is in its
    # place in the window (and each page's scroll area is made in the stack), so that each
    # trainee's button is styled once before the first paint: with 40 trainees, styling
    # them four times over cost 5 ms of the start.
    for name in ("Ann", "Bo", "Cy"):
        store.add_trainee(name)
    fonts: Counter[str] = Counter()

    class Watch(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.FontChange and isinstance(watched, QPushButton):
                fonts[watched.text()] += 1
            return False

    watch = Watch()
    themed_app.installEventFilter(watch)
    try:
        window = MainWindow(store)
    finally:
        themed_app.removeEventFilter(watch)
    try:
        assert sorted(window.sign_in.buttons) == sorted(t.id for t in store.trainees())
        assert {name: fonts[name] for name in ("Ann", "Bo", "Cy")} == {"Ann": 1, "Bo": 1, "Cy": 1}
    finally:
        window.deleteLater()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
