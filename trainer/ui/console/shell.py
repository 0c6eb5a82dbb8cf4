"""The supervisor console: a header with the supervisor's name and "Close console", a list
of pages on the left (large entries, Up and Down to move), and the pages on a stack."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from typing import Protocol, cast

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QFontMetrics, QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from trainer.progress import ProgressStore, Supervisor
from trainer.ui.console.classes import ClassesPage
from trainer.ui.console.credentials import CredentialsPage
from trainer.ui.console.exams import ExamsPage
from trainer.ui.console.overview import OverviewPage
from trainer.ui.console.people import PeoplePage
from trainer.ui.console.reports import ReportsPage
from trainer.ui.console.school import SchoolPage
from trainer.ui.console.settings import SettingsPage
from trainer.ui.console.trainee import TraineePage
from trainer.ui.layouts import ShownStack
from trainer.ui.theme import ACCENT, FELT, FELT_DARK, INK, MUTED, PANEL
from trainer.ui.translation import arg
from trainer.ui.unsaved import EditsChoice, ask_about_edits

STYLE = f"""
QWidget#consoleHeader {{ background: {FELT_DARK}; }}
QLabel#consoleTitle {{ color: white; font-size: 17pt; font-weight: 600; }}
QLabel#consoleWho {{ color: #d9e6dd; font-size: 11pt; }}
QPushButton#closeConsole {{
    background: transparent; color: white; border: 1px solid #8fb5a0; min-width: 150px;
}}
QPushButton#closeConsole:hover {{ background: {FELT}; }}
QPushButton#closeConsole:focus {{ border: 2px solid {ACCENT}; }}
QListWidget#consoleNav {{
    background: #ece7db; border: none; border-right: 1px solid #ddd6c8;
    font-size: 13pt; outline: none; padding-top: 10px;
}}
QListWidget#consoleNav::item {{
    min-height: 52px; padding: 0 18px; color: {INK}; border-left: 4px solid transparent;
}}
QListWidget#consoleNav::item:hover {{ background: #e3ddcf; }}
QListWidget#consoleNav::item:selected {{
    background: {PANEL}; color: {FELT_DARK}; font-weight: 600; border-left: 4px solid {FELT};
}}
QLabel#pageTitle {{ font-size: 20pt; font-weight: 600; color: {FELT_DARK}; }}
QLabel#heading {{ font-size: 13pt; font-weight: 600; color: {INK}; }}
QLabel#subheading {{ font-weight: 600; color: {MUTED}; margin-top: 6px; }}
QLabel#headline {{ font-size: 12pt; color: {MUTED}; }}
QTableView {{
    background: white; gridline-color: #eee8dc; font-size: 11pt; border: none;
    selection-background-color: #d5e8dc; selection-color: {INK};
}}
QTableView:focus {{ border: 1px solid {ACCENT}; }}
QHeaderView::section {{ padding: 6px 4px; }}
QListWidget#certificates {{ background: white; border: 1px solid #ddd6c8; font-size: 11pt; }}
QListWidget#certificates::item {{ padding: 6px; border-bottom: 1px solid #eee8dc; }}
QListWidget#certificates::item:selected {{ background: #d5e8dc; color: {INK}; }}
QScrollArea#card {{ background: {PANEL}; border: 1px solid #ddd6c8; border-radius: 10px; }}
QWidget#formHolder, QWidget#attemptSide {{ background: transparent; }}
QToolButton#sectionToggle {{
    border: 1px solid transparent; background: transparent; font-size: 13pt;
    font-weight: 600; color: {INK}; padding: 4px 2px; min-height: 32px;
}}
QToolButton#sectionToggle:hover {{ color: {FELT_DARK}; }}
QToolButton#sectionToggle:focus {{ border: 2px solid {ACCENT}; border-radius: 6px; }}
"""

BUILD_GAP_MS = 50
"""The pause between building one console page and the next, for the window to answer."""


class _Loads(Protocol):
    """Every console page reads its data again (in the background) on ``refresh``."""

    def refresh(self) -> None: ...


class SupervisorConsole(QWidget):
    """Every supervisor page behind one header; the main window shows it after a
    supervisor signs in with their PIN."""

    closed = Signal()
    sitting_requested = Signal(object, object)  # ExamDefinition, Trainee
    settings_changed = Signal()

    def __init__(
        self,
        store: ProgressStore,
        supervisor: Supervisor,
        parent: QWidget | None = None,
        *,
        site_url: str | None = None,
    ) -> None:
        super().__init__(parent)
        self.store = store
        self.supervisor = supervisor
        self.setObjectName("supervisorConsole")
        self.setStyleSheet(STYLE)
        self.setAccessibleName(self.tr("Supervisor console"))
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(0)

        header = QWidget()
        header.setObjectName("consoleHeader")
        header.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        top = QHBoxLayout(header)
        top.setContentsMargins(24, 10, 16, 10)
        # Both lines wrap rather than widen the console past a small screen (the second
        # was cut at the right on a kiosk's 1024×768).
        self.title = QLabel(arg(self.tr("Supervisor console — %1"), supervisor.name))
        self.title.setObjectName("consoleTitle")
        self.title.setWordWrap(True)
        top.addWidget(self.title, 3)
        who = QLabel(self.tr("Dealer Trainer · changes are recorded with your name"))
        who.setObjectName("consoleWho")
        who.setWordWrap(True)
        top.addWidget(who, 2)
        top.addSpacing(16)
        self.close_button = QPushButton(self.tr("Close console"))
        self.close_button.setObjectName("closeConsole")
        self.close_button.setAccessibleName(self.tr("Close the console and sign out (Esc)"))
        self.close_button.clicked.connect(self.request_close)
        top.addWidget(self.close_button)
        outer.addWidget(header)

        # The page list on the left where the page showing has room beside it, else across
        # the top, wrapping (a fixed 230 px list made five pages scroll sideways at a scale
        # of 1.5).
        self.body = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        body = self.body
        body.setContentsMargins(0, 0, 0, 0)
        body.setSpacing(0)
        self.nav = QListWidget()
        self.nav.setObjectName("consoleNav")
        self.nav.setAccessibleName(self.tr("Console pages"))
        self.nav.setFrameShape(QFrame.Shape.NoFrame)
        self.nav.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.nav.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.pages = ShownStack()
        self._watched: QWidget | None = None
        self._across = False

        def today() -> date:
            return store.now().date()

        # Each page is built when first shown (or first asked for): the console opens as
        # soon as its first page is built, and the window answers meanwhile (issue 24:
        # building all seven at once, each reading the store, froze it for seconds).
        self._makers: dict[str, Callable[[], QWidget]] = {
            "overview": lambda: OverviewPage(store, today),
            "trainee": lambda: TraineePage(store, today),
            "exams": lambda: ExamsPage(store, supervisor),
            "reports": lambda: ReportsPage(store, today, supervisor=supervisor),
            "credentials": lambda: CredentialsPage(store, supervisor),
            "house": lambda: SettingsPage(store, supervisor),
            "people": lambda: PeoplePage(store, supervisor),
            "classes": lambda: ClassesPage(store),
            "school": lambda: SchoolPage(store, site_url, supervisor=supervisor),
        }
        self._built: dict[str, QWidget] = {}
        self._building = False
        self._slots: dict[str, QWidget] = {}
        for key, name in (
            ("overview", self.tr("Class overview")),
            ("trainee", self.tr("Trainee detail")),
            ("exams", self.tr("Exams")),
            ("reports", self.tr("Reports")),
            ("credentials", self.tr("Credentials")),
            ("house", self.tr("House settings")),
            ("people", self.tr("People")),
            ("classes", self.tr("Classes")),
            ("school", self.tr("The school, live")),
        ):
            slot = QWidget()
            self._slots[key] = slot
            self.pages.addWidget(slot)
            self.nav.addItem(QListWidgetItem(name))
        self.nav.currentRowChanged.connect(self._show_row)
        self.nav.currentRowChanged.connect(lambda _row: self._place_nav())
        self._set_nav_across(False)
        body.addWidget(self.nav)
        body.addWidget(self.pages, 1)
        outer.addLayout(body, 1)

        self.nav.setCurrentRow(0)
        self.nav.setFocus()

    # -- the pages, built when first needed --------------------------------------------------

    def _page(self, key: str) -> QWidget:
        """The page *key*, built (in its place on the stack, its data loading) if it was
        not yet."""
        page = self._built.get(key)
        if page is not None:
            return page
        page = self._makers[key]()
        self._built[key] = page
        slot = self._slots[key]
        index = self.pages.indexOf(slot)
        showing = self.pages.currentIndex() == index
        self.pages.insertWidget(index, page)
        self.pages.removeWidget(slot)
        slot.deleteLater()
        if showing:
            self.pages.setCurrentWidget(page)
        if isinstance(page, OverviewPage):
            page.trainee_requested.connect(self.show_trainee)
            # The other pages are built once the first figures have shown.
            page.loaded.connect(self._start_building)
            page.failed.connect(lambda _text: self._start_building())
        elif isinstance(page, ExamsPage):
            page.sitting_requested.connect(self.sitting_requested)
        elif isinstance(page, SettingsPage):
            page.settings_changed.connect(self._house_changed)
        elif isinstance(page, PeoplePage):
            page.people_changed.connect(self._people_changed)
            page.imported.connect(lambda _result: self._people_changed())
        elif isinstance(page, ClassesPage):
            page.classes_changed.connect(self._classes_changed)
        cast(_Loads, page).refresh()
        return page

    def _build_next(self) -> None:
        """Build the next page not built yet, one at a time once the overview's figures
        have shown: each is ready (its data loaded) before it is visited, and the window
        answers between them. The house settings are built when first shown: their form
        takes longest to build and has nothing to load."""
        for key in self._makers:
            if key not in self._built and key != "house":
                self._page(key)
                QTimer.singleShot(BUILD_GAP_MS, self, self._build_next)
                return

    def _start_building(self) -> None:
        if not self._building:
            self._building = True
            QTimer.singleShot(BUILD_GAP_MS, self, self._build_next)

    def _show_row(self, row: int) -> None:
        for key, slot in self._slots.items():
            if self.pages.indexOf(self._built.get(key, slot)) == row:
                if key in self._built:
                    self.pages.setCurrentWidget(self._built[key])
                    return
                # Built now (the house settings' form takes a moment): a wait cursor.
                QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
                try:
                    self.pages.setCurrentWidget(self._page(key))
                finally:
                    QApplication.restoreOverrideCursor()
                return

    def _each_built(self, *keys: str) -> list[QWidget]:
        return [self._built[key] for key in keys if key in self._built]

    @property
    def overview(self) -> OverviewPage:
        """The class overview page."""
        return cast(OverviewPage, self._page("overview"))

    @property
    def trainee(self) -> TraineePage:
        """The trainee detail page."""
        return cast(TraineePage, self._page("trainee"))

    @property
    def exams(self) -> ExamsPage:
        """The exams page."""
        return cast(ExamsPage, self._page("exams"))

    @property
    def reports(self) -> ReportsPage:
        """The reports page."""
        return cast(ReportsPage, self._page("reports"))

    @property
    def credentials(self) -> CredentialsPage:
        """The Credentials page (built when first asked for)."""
        return cast(CredentialsPage, self._page("credentials"))

    @property
    def house(self) -> SettingsPage:
        """The house settings page."""
        return cast(SettingsPage, self._page("house"))

    @property
    def people(self) -> PeoplePage:
        """The people page."""
        return cast(PeoplePage, self._page("people"))

    @property
    def classes(self) -> ClassesPage:
        """The classes page."""
        return cast(ClassesPage, self._page("classes"))

    @property
    def school(self) -> SchoolPage:
        """The school's live page."""
        return cast(SchoolPage, self._page("school"))

    def stop(self) -> None:
        """The console is closing: its live view, if it was opened, stops."""
        school = self._built.get("school")
        if isinstance(school, SchoolPage):
            school.stop()

    # -- the page list's place ---------------------------------------------------------

    def _item_width(self, row: int) -> int:
        """An entry's width: its text (bold when chosen) and the style's padding and
        mark."""
        font = self.nav.font()
        font.setBold(True)
        text = QFontMetrics(font).horizontalAdvance(self.nav.item(row).text())
        return text + 2 * 18 + 4 + 12

    def _nav_width(self) -> int:
        """The width of the list on the left: its widest entry."""
        return max(self._item_width(row) for row in range(self.nav.count()))

    def _room(self) -> int:
        parent = self.parentWidget()
        return parent.width() if parent is not None else self.width()

    def _set_nav_across(self, across: bool) -> None:
        nav = self.nav
        if across:
            self.body.setDirection(QBoxLayout.Direction.TopToBottom)
            nav.setFlow(QListView.Flow.LeftToRight)
            nav.setWrapping(True)
            nav.setMinimumWidth(0)
            nav.setMaximumWidth(16777215)
            for row in range(nav.count()):
                nav.item(row).setSizeHint(QSize(self._item_width(row), 52))
        else:
            self.body.setDirection(QBoxLayout.Direction.LeftToRight)
            nav.setFlow(QListView.Flow.TopToBottom)
            nav.setWrapping(False)
            nav.setMinimumHeight(0)
            nav.setMaximumHeight(16777215)
            nav.setFixedWidth(self._nav_width())
            for row in range(nav.count()):
                nav.item(row).setSizeHint(QSize(self._nav_width(), 52))
        self._across = across

    def _place_nav(self) -> None:
        """The list on the left if the page showing fits beside it, else across the top,
        as tall as its rows of entries."""
        room = self._room()
        across = self.pages.minimumSizeHint().width() + self._nav_width() > room
        if across != self._across:
            self._set_nav_across(across)
        if across:
            rows, used = 1, 0
            for row in range(self.nav.count()):
                width = self._item_width(row)
                if used and used + width > room:
                    rows, used = rows + 1, 0
                used += width
            self.nav.setFixedHeight(rows * 52 + 12)
        self.updateGeometry()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._watched and event.type() == QEvent.Type.Resize:
            self._place_nav()
        return False

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        parent = self.parentWidget()
        if parent is not None and parent is not self._watched:
            parent.installEventFilter(self)
            self._watched = parent
        self._place_nav()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Esc closes the console (a key the focused control did not use itself; a dialog
        keeps its own Esc)."""
        if event.key() == Qt.Key.Key_Escape:
            self.request_close()
            return
        super().keyPressEvent(event)

    def request_close(self) -> None:
        """Close the console ("Close console", Esc), once house settings edited and not
        applied are settled."""
        if self.settle_edits():
            self.closed.emit()

    def settle_edits(self) -> bool:
        """House settings edited and not applied: ask to apply, discard or keep editing.
        Whether the console may close (applied, discarded, or none were pending)."""
        edits = self.house.changed()
        if not edits:
            return True
        self.show_page(self.house)
        choice = ask_about_edits(self, len(edits))
        if choice is EditsChoice.APPLY:
            self.house.apply()
            return not self.house.changed()  # a refused value stays, with its note
        if choice is EditsChoice.DISCARD:
            self.house.show_current()
            return True
        return False

    def refresh(self) -> None:
        """Reload every built page's data (in the background)."""
        for page in self._each_built(
            "school",
            "overview",
            "trainee",
            "exams",
            "reports",
            "credentials",
            "house",
            "people",
            "classes",
        ):
            cast(_Loads, page).refresh()

    def store_changed(self) -> None:
        """The store changed (a sign-off, answers pulled, a trainee added): the figures are
        read again. The house settings form is not, so a supervisor's edits in progress
        stay; it reads the settings again after a save."""
        self._refresh_figures()

    def _refresh_figures(self) -> None:
        for page in self._each_built("overview", "trainee", "exams", "reports", "credentials"):
            cast(_Loads, page).refresh()

    def show_page(self, page: QWidget) -> None:
        """Go to one of the pages."""
        self.nav.setCurrentRow(self.pages.indexOf(page))
        self.pages.setCurrentWidget(page)

    def show_trainee(self, trainee_id: int) -> None:
        """Open a trainee on the Trainee detail page."""
        self.trainee.show_trainee(trainee_id)
        self.show_page(self.trainee)

    def _house_changed(self) -> None:
        exams = self._built.get("exams")
        if isinstance(exams, ExamsPage):
            exams.house_changed()
        self.settings_changed.emit()

    def _people_changed(self) -> None:
        self._refresh_figures()
        for page in self._each_built("classes"):
            cast(_Loads, page).refresh()

    def _classes_changed(self) -> None:
        self._refresh_figures()
        for page in self._each_built("people"):
            cast(_Loads, page).refresh()
