"""The trainee application's one window: sign in, home, drill, summary, progress, rules."""

from __future__ import annotations

import contextlib

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QInputDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from trainer import __version__
from trainer.drilling import Drill, DrillPlan, missed_questions
from trainer.errors import TrainerError
from trainer.progress import ProgressStore, Trainee
from trainer.quiz.house import rules_for_house
from trainer.quiz.model import Mode, Question
from trainer.quiz.session import Summary
from trainer.ui.dialogs import show_error
from trainer.ui.pages.drill import DrillPage
from trainer.ui.pages.home import HomePage
from trainer.ui.pages.progress import ProgressPage
from trainer.ui.pages.rules import RulesPage
from trainer.ui.pages.sign_in import SignInPage
from trainer.ui.pages.summary import SummaryPage
from trainer.ui.theme import WRONG
from trainer.ui.worker import wait_for_background


class MainWindow(QMainWindow):
    """Pages on a stack; each page has one job, and this window moves between them."""

    def __init__(self, store: ProgressStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.trainee: Trainee | None = None
        self.setWindowTitle(self.tr("Dealer Trainer"))
        self.resize(1280, 800)
        self.prefs = QSettings("Dealer Trainer", "dealer-trainer")

        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        self.banner = QLabel()
        self.banner.setWordWrap(True)
        self.banner.setStyleSheet(
            f"background: #fbeee9; color: {WRONG}; padding: 8px 16px; font-weight: 600;"
        )
        self.banner.setVisible(False)
        self.banner.setAccessibleName(self.tr("Notice"))
        layout.addWidget(self.banner)
        self.pages = QStackedWidget()
        layout.addWidget(self.pages, 1)
        self.setCentralWidget(central)

        self.sign_in = SignInPage(store)
        self.sign_in.supervisor_button.setVisible(False)  # the console arrives with its own issue
        self.home = HomePage(store)
        self.drill_page = DrillPage()
        self.summary = SummaryPage()
        self.progress = ProgressPage(store)
        self.rules = RulesPage()
        for page in (
            self.sign_in,
            self.home,
            self.drill_page,
            self.summary,
            self.progress,
            self.rules,
        ):
            self.pages.addWidget(page)

        self.sign_in.signed_in.connect(self.show_home)
        self.home.drill_requested.connect(self.start_drill)
        self.home.mistakes_requested.connect(self.start_mistakes)
        self.home.exam_requested.connect(self.choose_exam)
        self.home.progress_requested.connect(self.show_progress)
        self.home.rules_requested.connect(self.show_rules)
        self.home.sign_out_requested.connect(self.sign_out)
        self.drill_page.finished.connect(self.show_summary)
        self.drill_page.problem.connect(self.notify)
        self.summary.home_requested.connect(self.back_home)
        self.summary.redo_requested.connect(self.redo)
        self.progress.home_requested.connect(self.back_home)
        self.progress.drill_requested.connect(self.start_drill)
        self.rules.home_requested.connect(self.back_home)

        self._build_menu()
        for notice in store.notices:
            self.notify(notice)
        self.pages.setCurrentWidget(self.sign_in)

    # -- menu --------------------------------------------------------------------------

    def _build_menu(self) -> None:
        menu = self.menuBar().addMenu(self.tr("&Trainer"))
        self.four_colour = QAction(self.tr("&Four-colour deck"), self)
        self.four_colour.setCheckable(True)
        self.four_colour.setChecked(bool(self.prefs.value("four_colour", False, type=bool)))
        self.four_colour.toggled.connect(self._set_four_colour)
        self._set_four_colour(self.four_colour.isChecked())
        menu.addAction(self.four_colour)
        full = QAction(self.tr("F&ull screen"), self)
        full.setShortcut(QKeySequence(Qt.Key.Key_F11))
        full.triggered.connect(self._toggle_full_screen)
        menu.addAction(full)
        menu.addSeparator()
        about = QAction(self.tr("&About Dealer Trainer"), self)
        about.triggered.connect(self.about)
        menu.addAction(about)
        quit_action = QAction(self.tr("&Quit"), self)
        quit_action.setShortcut(QKeySequence("Ctrl+Q"))  # the platform's Quit key may be unset
        quit_action.triggered.connect(self.close)
        menu.addAction(quit_action)
        self.quit_action = quit_action

    def _set_four_colour(self, on: bool) -> None:
        self.prefs.setValue("four_colour", on)
        self.drill_page.four_colour = on

    def _toggle_full_screen(self) -> None:
        self.showNormal() if self.isFullScreen() else self.showFullScreen()

    def about(self) -> None:
        """The About box, with the version."""
        QMessageBox.about(
            self,
            self.tr("About Dealer Trainer"),
            self.tr(
                "Dealer Trainer %1\n\nDrills for casino table-game dealers, graded by a "
                "rules engine; progress kept on this machine."
            ).replace("%1", __version__),
        )

    # -- navigation --------------------------------------------------------------------

    def notify(self, message: str) -> None:
        """Show one plain sentence at the top of the window for a while."""
        self.banner.setText(message)
        self.banner.setVisible(True)
        QTimer.singleShot(12_000, lambda: self.banner.setVisible(False))

    def show_home(self, trainee: Trainee) -> None:
        """A trainee signed in."""
        self.trainee = trainee
        self.home.show_trainee(trainee)
        self.pages.setCurrentWidget(self.home)

    def back_home(self) -> None:
        """Back to the trainee's home."""
        if self.trainee is not None:
            self.show_home(self.trainee)

    def sign_out(self) -> None:
        """Back to the sign-in screen."""
        self.trainee = None
        self.sign_in.refresh()
        self.pages.setCurrentWidget(self.sign_in)

    def start_drill(self, plan: DrillPlan, *, mistakes: list[Question] | None = None) -> None:
        """Start a drill for the signed-in trainee."""
        if self.trainee is None:
            return
        try:
            drill = Drill(self.store, self.trainee, plan, mistakes=mistakes or ())
        except TrainerError as exc:
            show_error(self, str(exc))
            return
        self.pages.setCurrentWidget(self.drill_page)
        self.drill_page.start(drill)

    def start_mistakes(self) -> None:
        """Re-ask what the trainee missed, until each is answered right twice in a row."""
        if self.trainee is None:
            return
        missed = missed_questions(self.store, self.trainee)
        if not missed:
            show_error(self, self.tr("Nothing to redo: no missed questions are waiting."))
            return
        self.redo(missed)

    def redo(self, questions: list[Question]) -> None:
        """A "my mistakes" drill of these questions."""
        self.start_drill(DrillPlan(mode=Mode.MISTAKES), mistakes=questions)

    def choose_exam(self) -> None:
        """Pick one of the exams a supervisor has set, and sit it."""
        if self.trainee is None:
            return
        exams = self.store.exams()
        if not exams:
            show_error(self, self.tr("No exams are set yet; a supervisor sets them."))
            return
        names = [f"{e.name} ({e.question_count} questions)" for e in exams]
        name, ok = QInputDialog.getItem(
            self, self.tr("Exam"), self.tr("Which exam?"), names, 0, False
        )
        if not ok:
            return
        exam = exams[names.index(name)]
        try:
            drill = Drill(
                self.store, self.trainee, DrillPlan(mode=Mode.EXAM, difficulty=2), exam=exam
            )
        except TrainerError as exc:
            show_error(self, str(exc))
            return
        self.pages.setCurrentWidget(self.drill_page)
        self.drill_page.start(drill)

    def show_summary(self, summary: Summary, drill: Drill) -> None:
        """A drill ended."""
        self.summary.show_summary(summary, drill)
        self.pages.setCurrentWidget(self.summary)

    def show_progress(self) -> None:
        """The trainee's charts and mastery."""
        if self.trainee is not None:
            self.progress.show_trainee(self.trainee)
            self.pages.setCurrentWidget(self.progress)

    def show_rules(self) -> None:
        """The posted pay tables and the rule texts."""
        try:
            rules = rules_for_house(self.store.settings())
        except TrainerError as exc:
            show_error(self, str(exc))
            return
        self.rules.show_rules(rules)
        self.pages.setCurrentWidget(self.rules)

    # -- closing -----------------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:
        """Let answers being written finish, then end any drill cleanly."""
        wait_for_background()
        if self.drill_page.drill is not None:
            with contextlib.suppress(TrainerError):
                self.drill_page.drill.finish()
            self.drill_page.drill = None
        event.accept()
