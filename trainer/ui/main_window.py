"""The trainee application's one window: sign in, home, drill, summary, progress, rules."""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, QSize, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QMoveEvent, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from trainer.errors import TrainerError
from trainer.progress.glance import Glance, Listed
from trainer.progress.languages import station_language, trainee_language
from trainer.ui.kiosk_window import KioskWindow
from trainer.ui.language import apply_language
from trainer.ui.layouts import PageStack, fit_to_screen
from trainer.ui.looks import Looks, show_look
from trainer.ui.pages.sign_in import SignInPage
from trainer.ui.theme import STANDARD, WRONG
from trainer.ui.translation import arg
from trainer.words import Choice

if TYPE_CHECKING:
    # Everything past the sign-in screen loads on first use, so a kiosk shows its
    # sign-in fast (the drills, the charts and the quiz are not needed to sign in).
    from trainer.drilling import Drill, DrillPlan
    from trainer.progress import ExamDefinition, ProgressStore, Supervisor, Trainee
    from trainer.quiz.model import Question
    from trainer.quiz.session import Summary
    from trainer.ui.kiosk import KioskGuard
    from trainer.ui.pages.drill import DrillPage
    from trainer.ui.pages.home import HomePage
    from trainer.ui.pages.progress import ProgressPage
    from trainer.ui.pages.rules import RulesPage
    from trainer.ui.pages.summary import SummaryPage
    from trainer.ui.site_link import SiteLink
    from trainer.ui.store_watch import StoreWatch
    from trainer.ui.upkeep import Upkeep
    from trainer.ui.worker import Task


class MainWindow(KioskWindow):
    """Pages on a stack; each page has one job, and this window moves between them.

    Made from an open *store*, or from a :class:`~trainer.progress.glance.Glance` at one
    and *open_store*, which opens it in full (issue 28): the window then shows its sign-in
    from the glance, and :meth:`store_now` opens the store at the loop's turn after the
    sign-in has painted (``run_window``), or sooner if a trainee or supervisor taps first;
    the store's full open (its check after a crash among them) always comes before
    anything is written."""

    def __init__(
        self,
        store: ProgressStore | Glance,
        parent: QWidget | None = None,
        *,
        kiosk: bool = False,
        site_url: str | None = None,
        language: str | None = None,
        open_store: Callable[[], ProgressStore] | None = None,
    ) -> None:
        super().__init__(parent)
        glance = store if isinstance(store, Glance) else None
        self._store: ProgressStore | None = None if isinstance(store, Glance) else store
        if glance is not None and open_store is None:
            raise ValueError("a window made from a glance at a store needs open_store")
        self._open_store = open_store if glance is not None else None
        self._site_url = site_url
        self.upkeep: Upkeep | None = None
        self.store_watch: StoreWatch | None = None
        self._upkeep_asked = False
        self.store_refused = False
        """Whether the store could not be opened once the window showed (it then closed)."""
        self._glance_settings: Mapping[str, object] = {} if glance is None else glance.settings
        settings = self._settings()
        # --language stands for the house's setting on this station (trainer.progress.languages).
        self.asked_language = language
        apply_language(Choice(station_language(settings, language)))
        self.trainee: Trainee | None = None
        self.supervisor: Supervisor | None = None
        self.console: QWidget | None = None
        self.kiosk = kiosk or bool(settings["kiosk.always"])
        self.guard: KioskGuard | None = None
        self._may_close = not self.kiosk
        self._unattended = False
        self._starting = False
        self.prefs = QSettings("Dealer Trainer", "dealer-trainer")
        self._fitted = False
        self._frame = QSize()
        # The size it had last time, or 1280×800, but never larger than this screen.
        saved = self.prefs.value("window_size", QSize(1280, 800))
        fit_to_screen(self, saved if isinstance(saved, QSize) else QSize(1280, 800))

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
        # The banner hides itself after a while; the timer dies with the window.
        self.banner_timer = QTimer(self)
        self.banner_timer.setSingleShot(True)
        self.banner_timer.setInterval(12_000)
        self.banner_timer.timeout.connect(lambda: self.banner.setVisible(False))
        layout.addWidget(self.banner)
        self.leave_kiosk_button = QPushButton()
        self.leave_kiosk_button.clicked.connect(self.leave_kiosk)
        self.leave_kiosk_button.setVisible(False)
        layout.addWidget(self.leave_kiosk_button)
        self.pages = PageStack()
        layout.addWidget(self.pages, 1)
        self.setCentralWidget(central)

        self.sign_in = self._make_sign_in(None if glance is None else glance.trainees)
        self.looks = Looks(self.prefs, store.folder)
        self._home: HomePage | None = None
        self._drill_page: DrillPage | None = None
        self._summary: SummaryPage | None = None
        self._progress: ProgressPage | None = None
        self._rules: RulesPage | None = None
        self._rules_opened_from: QWidget | None = None
        self._rules_opener: QWidget | None = None
        self._four_colour_on = False
        self.menu_actions: list[QAction] = []
        self.four_colour: QAction
        self.quit_action: QAction
        self.shortcuts_action: QAction

        self._build_menu()
        self.site: SiteLink | None = None
        self.site_status = QLabel()
        self.site_status.setVisible(False)
        self._name_parts()
        if site_url:
            # The status bar exists only on a station of a site: elsewhere the window is as
            # before. Here from the start, so that the sign-in does not move once it shows.
            self.statusBar().addPermanentWidget(self.site_status)
            self.statusBar().setSizeGripEnabled(False)
            self.site_status.setVisible(True)
        self.pages.setCurrentWidget(self.sign_in)
        if self._store is not None:
            self._store_opened(self._store)
        if self.kiosk:
            self._enter_kiosk()

    # -- the store, opened in full once the first screen shows (issue 28) ---------------------

    @property
    def store(self) -> ProgressStore:
        """The store (opened now, if the window showed from a glance at it and it was not
        yet open: :meth:`store_now`)."""
        store = self.store_now()
        if store is None:
            raise RuntimeError("the store could not be opened; the window is closing")
        return store

    @property
    def opened_store(self) -> ProgressStore | None:
        """The store if it is open, without opening it."""
        return self._store

    def store_now(self) -> ProgressStore | None:
        """The store, opened in full now if the window showed from a glance and it was not
        yet; ``None`` if it could not be opened: the window has then said why in one plain
        sentence and is closing (``run_window`` then returns 2)."""
        if self._store is None and self._open_store is not None:
            opening, self._open_store = self._open_store, None
            try:
                self._store = opening()
            except TrainerError as exc:
                self._store_refused(str(exc))
                return None
            self._store_opened(self._store)
        return self._store

    def _store_opened(self, store: ProgressStore) -> None:
        """What the window does with its store once it is open: the site's link, the
        store's notices, its watch and upkeep; and the sign-in's list read again if the
        open changed it (a backup restored, a pending file written)."""
        # With the store: the first screen shows without them (issue 28).
        from trainer.ui.store_watch import StoreWatch
        from trainer.ui.upkeep import Upkeep

        if self._site_url:
            self._link_site(self._site_url)
        for notice in store.notices:
            self.notify(notice)
        # One signal after the store changes, whoever wrote: the page in view refreshes.
        self.store_watch = StoreWatch(store, self)
        self.store_watch.store_changed.connect(self._store_changed)
        self.upkeep = Upkeep(store, self.notify, self)
        if self._upkeep_asked:
            self.upkeep.start()
        if self.guard is not None:  # a kiosk's, made with the glance's timeout
            self.guard.idle_seconds = store.settings().int_value("kiosk.idle-timeout-seconds")
        listed = SignInPage.listed(store)
        if listed != self.sign_in.trainees:
            self.sign_in.refresh(focus=False, trainees=listed)

    def _store_refused(self, message: str) -> None:
        """The store could not be opened once the window showed: the sentence, and the
        window closes (nothing was written; there is nothing to save)."""
        from trainer.ui.dialogs import show_error  # on first use (issue 28)

        print(f"dealer-trainer: {message}", file=sys.stderr)
        show_error(self, message, self.tr("Dealer Trainer"))
        if self.guard is not None:
            self.guard.remove()
        self.store_refused = True
        self._unattended = True
        self._may_close = True
        self.close()  # the last window: the application quits, and run_window says 2

    def start_upkeep(self) -> None:
        """Start the day's check and backup (trainer.ui.upkeep) once the store is open."""
        self._upkeep_asked = True
        if self.upkeep is not None:
            self.upkeep.start()

    def _settings(self) -> Mapping[str, object]:
        """The house settings: the store's, or before it is open its glance's."""
        if self._store is not None:
            return self._store.settings()
        return self._glance_settings

    def _make_sign_in(self, trainees: tuple[Listed, ...] | None = None) -> SignInPage:
        allow_new = bool(self._settings()["kiosk.new-trainees-allowed"]) or not self.kiosk
        page = SignInPage(self.store_now, allow_new=allow_new)
        page.supervisor_requested.connect(self.open_supervisor)
        page.signed_in.connect(self.show_home)
        self.pages.addWidget(page)
        # Its trainees listed once it is in the window: each button is then styled once,
        # where a page filled before it was placed had every button styled again as it
        # moved (issue 28: 5 ms of the start with 40 trainees). None focused, as when the
        # page was filled before it was placed (its focus did not follow it into the window).
        page.refresh(focus=False, trainees=trainees)
        return page

    def _name_parts(self) -> None:
        """The window's own words (built again when the language changes)."""
        self.setWindowTitle(self.tr("Dealer Trainer"))
        self.banner.setAccessibleName(self.tr("Notice"))
        self.leave_kiosk_button.setText(self.tr("Leave kiosk mode and close Dealer Trainer"))
        self.leave_kiosk_button.setAccessibleName(self.tr("Leave kiosk mode"))
        self.site_status.setAccessibleName(self.tr("Site status"))

    # -- language --------------------------------------------------------------------------

    def use_language(self, choice: Choice) -> bool:
        """Put the window in *choice*'s language (whether it changed): a page fills its words
        when built or shown, so the pages built so far are built again on next use, the
        sign-in page now. Called at sign-in and sign-out, never with a drill on screen."""
        if not apply_language(choice):
            return False
        showing_sign_in = self.pages.currentWidget() is self.sign_in
        for page in (self._home, self._drill_page, self._summary, self._progress, self._rules):
            if page is not None:
                self.pages.removeWidget(page)
                page.deleteLater()
        self._home = self._drill_page = self._summary = self._progress = self._rules = None
        self._rules_opened_from = self._rules_opener = None
        old, self.sign_in = self.sign_in, self._make_sign_in()
        if showing_sign_in:
            self.pages.setCurrentWidget(self.sign_in)
        self.pages.removeWidget(old)
        old.deleteLater()
        self._build_menu()
        self._name_parts()
        return True

    def choose_language(self) -> None:
        """The signed-in trainee chooses their language and table-English mode."""
        from trainer.ui.language_dialog import ask_language  # on first use (issue 28)

        trainee = ask_language(self, self.store, self.trainee)
        if trainee is not None:
            self.show_home(trainee)

    def _link_site(self, url: str) -> None:
        from trainer.ui.site_link import SiteLink

        link = SiteLink(self.store, url, self)
        link.status_changed.connect(self._site_said)
        link.records_changed.connect(self._site_records_changed)
        link.trainee_pulled.connect(self._trainee_pulled)
        link.trainee_language_pulled.connect(self._trainee_language_pulled)
        self.site = link
        link.start()

    def _site_said(self, text: str) -> None:
        self.site_status.setText(arg(self.tr("Site: %1"), text))

    def _trainee_pulled(self, trainee_id: int, added: int) -> None:
        page = self._drill_page
        drill = None if page is None else page.drill
        if added and drill is not None and drill.trainee.id == trainee_id:
            drill.take_in_pulled_answers()

    def _trainee_language_pulled(self, trainee_id: int) -> None:
        """The trainee signed in here may have chosen their language at another station
        (issue 27; a sign-in pull or a sync brought it): their home shows it at once; a
        drill on screen keeps its words until they are home."""
        if self.trainee is None or self.trainee.id != trainee_id:
            return
        before = (self.trainee.language, self.trainee.table_english)
        from trainer.progress.errors import NotFoundError

        try:
            self.trainee = self.store.trainee(trainee_id)
        except NotFoundError:  # archived at the site meanwhile: signing out is the console's
            return
        if (self.trainee.language, self.trainee.table_english) == before:
            return
        on_home = self._home is not None and self.pages.currentWidget() is self._home
        if on_home and QApplication.activeModalWidget() is None:
            self.show_home(self.trainee)

    def _site_records_changed(self) -> None:
        if self.trainee is not None:
            self._trainee_language_pulled(self.trainee.id)
        if self.pages.currentWidget() is self.sign_in:
            self.sign_in.refresh()

    def _store_changed(self) -> None:
        """The store changed (a sign-off, a trainee added, answers pulled): the sign-in list
        or the console's figures in view are read again."""
        current = self.pages.currentWidget()
        if current is self.sign_in and QApplication.activeModalWidget() is None:
            self.sign_in.refresh()
        elif current is not None and current is self._rules:
            self._read_rules()  # a house setting changed: the posted choices show it
        elif current is not None and current is self.console:
            from trainer.ui.console import SupervisorConsole

            if isinstance(current, SupervisorConsole):
                current.store_changed()

    # -- pages, built on first use -------------------------------------------------------

    @property
    def home(self) -> HomePage:
        """The trainee's home page."""
        if self._home is None:
            from trainer.ui.pages.home import HomePage

            page = HomePage(self.store)
            page.drill_requested.connect(self.start_drill_soon)
            page.mistakes_requested.connect(self.start_mistakes)
            page.exam_requested.connect(self.choose_exam)
            page.progress_requested.connect(self.show_progress)
            page.rules_requested.connect(self.show_rules)
            page.sign_out_requested.connect(self.sign_out)
            page.look_requested.connect(self.choose_look)
            page.language_requested.connect(self.choose_language)
            self.pages.addWidget(page)
            self._home = page
        return self._home

    @property
    def drill_page(self) -> DrillPage:
        """The drill page."""
        if self._drill_page is None:
            from trainer.ui.pages.drill import DrillPage

            page = DrillPage()
            page.finished.connect(self.show_summary)
            page.rule_requested.connect(self.show_rule)
            page.failed.connect(self.notify)
            if self.site is not None:
                page.answer_saved.connect(self.site.answer_saved)
            page.four_colour = self._four_colour_on
            page.kiosk = self.kiosk
            self.pages.addWidget(page)
            self._drill_page = page
        return self._drill_page

    @property
    def summary(self) -> SummaryPage:
        """The end-of-drill summary."""
        if self._summary is None:
            from trainer.ui.pages.summary import SummaryPage

            page = SummaryPage()
            page.home_requested.connect(self.back_home)
            page.redo_requested.connect(self.redo)
            page.review_requested.connect(self._review_exam)
            page.rule_requested.connect(self.show_rule)
            self.pages.addWidget(page)
            self._summary = page
        return self._summary

    @property
    def progress(self) -> ProgressPage:
        """The trainee's progress charts."""
        if self._progress is None:
            from trainer.ui.pages.progress import ProgressPage

            page = ProgressPage(self.store)
            page.home_requested.connect(self.back_home)
            page.drill_requested.connect(self.start_drill)
            self.pages.addWidget(page)
            self._progress = page
        return self._progress

    @property
    def rules(self) -> RulesPage:
        """The pay tables and rule texts."""
        if self._rules is None:
            from trainer.ui.pages.rules import RulesPage

            page = RulesPage()
            page.home_requested.connect(self.back_home)
            page.back_requested.connect(self._back_from_rules)
            self.pages.addWidget(page)
            self._rules = page
        return self._rules

    # -- menu --------------------------------------------------------------------------

    def _set_four_colour(self, on: bool) -> None:
        self.prefs.setValue("four_colour", on)
        self._four_colour_on = on
        if self._drill_page is not None:
            self._drill_page.four_colour = on

    # -- navigation --------------------------------------------------------------------

    def _started(self) -> None:
        if self.guard is not None:
            self.guard.active = True

    def show_home(self, trainee: Trainee) -> None:
        """A trainee signed in: their look, and their home."""
        first = self.trainee is None or self.trainee.id != trainee.id
        self.trainee = trainee
        self.use_language(trainee_language(trainee, self.store.settings(), self.asked_language))
        if first:
            show_look(self.looks.of(trainee))
        self._started()
        self.home.show_trainee(trainee)
        self.pages.setCurrentWidget(self.home)
        if first and self.site is not None:
            # Their answers from the other stations, while they choose a drill.
            self.site.pull_trainee(trainee.id)

    def back_home(self) -> None:
        """Back to the trainee's home."""
        if self.trainee is not None:
            self.show_home(self.trainee)

    def sign_out(self) -> None:
        """Back to the sign-in screen, in the station's own look."""
        self.trainee = None
        show_look(STANDARD)
        if self.guard is not None:
            self.guard.active = False
        self.use_language(Choice(station_language(self.store.settings(), self.asked_language)))
        self.sign_in.refresh()
        self.pages.setCurrentWidget(self.sign_in)

    def choose_look(self) -> None:
        """The signed-in trainee chooses their text size and contrast."""
        from PySide6.QtWidgets import QDialog  # on first use (issue 28)

        if self.trainee is None:
            return
        from trainer.ui.look_dialog import LookDialog  # on first use (issue 28)

        dialog = LookDialog(self.looks.of(self.trainee), self)
        if dialog.exec() == QDialog.DialogCode.Accepted and self.trainee is not None:
            self.looks.keep(self.trainee, dialog.look())
            show_look(dialog.look())
            self.home.show_trainee(self.trainee)  # its table's own sizes, again

    def start_drill(self, plan: DrillPlan, *, mistakes: list[Question] | None = None) -> None:
        """Start a drill for the signed-in trainee."""
        from trainer.drilling import Drill

        if self.trainee is None:
            return
        try:
            drill = Drill(self.store, self.trainee, plan, mistakes=mistakes or ())
        except TrainerError as exc:
            from trainer.ui.dialogs import show_error  # on first use (issue 28)

            show_error(self, str(exc))
            return
        self.pages.setCurrentWidget(self.drill_page)
        self.drill_page.start(drill)

    def start_drill_soon(self, plan: DrillPlan) -> None:
        """Start a drill chosen on Home: prepared on a worker (it reads the trainee's
        history and opens a session in the store, which a page's load or a sync may hold
        for a while), Home saying so meanwhile."""
        from trainer.drilling import Drill
        from trainer.ui.worker import run_in_background

        trainee, store = self.trainee, self.store
        if trainee is None or self._starting:
            return
        self._starting = True
        self.home.set_starting(True)

        def work(_: Task) -> Drill:
            return Drill(store, trainee, plan)

        run_in_background(work, self._drill_ready, self._drill_refused, owner=self)

    def _drill_ready(self, drill: Drill) -> None:
        self._starting = False
        self.home.set_starting(False)
        if self.trainee is None or self.trainee.id != drill.trainee.id:
            with contextlib.suppress(TrainerError):
                drill.finish()  # signed out meanwhile: the empty session is closed
            return
        self.pages.setCurrentWidget(self.drill_page)
        self.drill_page.start(drill)

    def _drill_refused(self, exc: BaseException) -> None:
        self._starting = False
        self.home.set_starting(False)
        plain = self.tr("The drill could not start; try again.")
        from trainer.ui.dialogs import show_error  # on first use (issue 28)

        show_error(self, str(exc) if isinstance(exc, TrainerError) else plain)

    def start_mistakes(self) -> None:
        """Re-ask what the trainee missed, until each is answered right twice in a row."""
        from trainer.drilling import missed_questions

        if self.trainee is None:
            return
        missed = missed_questions(self.store, self.trainee)
        if not missed:
            from trainer.ui.dialogs import show_error  # on first use (issue 28)

            show_error(self, self.tr("Nothing to redo: no missed questions are waiting."))
            return
        self.redo(missed)

    def redo(self, questions: list[Question]) -> None:
        """A "my mistakes" drill of these questions."""
        from trainer.drilling import DrillPlan
        from trainer.quiz.model import Mode

        self.start_drill(DrillPlan(mode=Mode.MISTAKES), mistakes=questions)

    def choose_exam(self) -> None:
        """Pick one of the exams a supervisor has set, and sit it: a supervisor starts a
        sitting with their PIN unless the exam is marked for practice."""
        from PySide6.QtWidgets import QDialog  # on first use (issue 28)

        if self.trainee is None:
            return
        exams = self.store.exams()
        if not exams:
            from trainer.ui.dialogs import show_error  # on first use (issue 28)

            show_error(self, self.tr("No exams are set yet; a supervisor sets them."))
            return
        names = [
            arg(
                self.tr("%1 (%2 questions, practice)")
                if e.practice
                else self.tr("%1 (%2 questions, a supervisor starts it)"),
                e.name,
                str(e.question_count),
            )
            for e in exams
        ]
        from PySide6.QtWidgets import QInputDialog  # on first use (issue 28)

        name, ok = QInputDialog.getItem(
            self, self.tr("Exam"), self.tr("Which exam?"), names, 0, False
        )
        if not ok:
            return
        exam = exams[names.index(name)]
        supervisor: Supervisor | None = None
        if not exam.practice:
            from trainer.ui.supervisor_sign_in import SupervisorSignInDialog  # (issue 28)

            dialog = SupervisorSignInDialog(self.store, self, site_url=self.site_url())
            dialog.setWindowTitle(arg(self.tr("A supervisor starts %1"), exam.name))
            if dialog.exec() != QDialog.DialogCode.Accepted or dialog.supervisor is None:
                return
            supervisor = dialog.supervisor
        self._sit(exam, self.trainee, supervisor)

    def _sit(self, exam: ExamDefinition, trainee: Trainee, supervisor: Supervisor | None) -> None:
        from trainer.drilling import EXAM_DIFFICULTY, Drill, DrillPlan
        from trainer.quiz.model import Mode

        try:
            drill = Drill(
                self.store,
                trainee,
                DrillPlan(mode=Mode.EXAM, difficulty=EXAM_DIFFICULTY),
                exam=exam,
                supervisor=supervisor,
            )
        except TrainerError as exc:
            from trainer.ui.dialogs import show_error  # on first use (issue 28)

            show_error(self, str(exc))
            return
        self._started()
        self.pages.setCurrentWidget(self.drill_page)
        self.drill_page.start(drill)

    def show_summary(self, summary: Summary, drill: Drill) -> None:
        """A drill ended."""
        self.summary.show_summary(summary, drill)
        self.pages.setCurrentWidget(self.summary)

    def _review_exam(self) -> None:
        """A supervisor opens a supervised exam's answers on the summary, with their PIN."""
        from PySide6.QtWidgets import QDialog  # on first use (issue 28)

        from trainer.ui.supervisor_sign_in import SupervisorSignInDialog  # on first use

        dialog = SupervisorSignInDialog(self.store, self, site_url=self.site_url())
        if dialog.exec() == QDialog.DialogCode.Accepted and dialog.supervisor is not None:
            self.summary.reveal()

    def show_progress(self) -> None:
        """The trainee's charts and mastery."""
        if self.trainee is not None:
            self.progress.show_trainee(self.trainee)
            self.pages.setCurrentWidget(self.progress)

    def show_rules(self) -> None:
        """The posted pay tables and the rule texts."""
        if self._read_rules():
            self.rules.set_return("")
            self.pages.setCurrentWidget(self.rules)

    def _read_rules(self) -> bool:
        """The rules page filled with the house's settings as they are now."""
        from trainer.quiz.house import rules_for_house

        try:
            rules = rules_for_house(self.store.settings())
        except TrainerError as exc:
            from trainer.ui.dialogs import show_error  # on first use (issue 28)

            show_error(self, str(exc))
            return False
        self.rules.show_rules(rules)
        return True

    def show_rule(self, game: str, clause: str) -> None:
        """A verdict's clause: the rules page at the paragraphs it cites; Back returns to
        the page it was opened from (the drill, as it was, or the summary)."""
        came_from = self.pages.currentWidget()
        where = "summary" if came_from is self._summary else "drill"
        if came_from is None or not self._read_rules():
            return
        self._rules_opened_from = came_from
        self._rules_opener = QApplication.focusWidget()
        self.rules.set_return(where)
        self.pages.setCurrentWidget(self.rules)
        self.rules.show_clause(game, clause)

    def _back_from_rules(self) -> None:
        page = self._rules_opened_from
        self._rules_opened_from = None
        if page is None or self.pages.indexOf(page) < 0:
            if self.trainee is not None:
                self.back_home()
            return
        self.pages.setCurrentWidget(page)
        opener = self._rules_opener
        if opener is not None and page.isAncestorOf(opener) and opener.isVisible():
            opener.setFocus()

    def showEvent(self, event: QShowEvent) -> None:
        """Once shown, its frame is known: fit the window and its frame to the screen."""
        super().showEvent(event)
        if not self._fitted and not self.isFullScreen() and not self.isMaximized():
            self._fitted = True
            fit_to_screen(self, self.size())
            self._frame = self.frameGeometry().size() - self.size()

    def moveEvent(self, event: QMoveEvent) -> None:
        """A window manager frames the window after it showed (openbox under X): once the
        frame is known, fit again, so that frame and all lie on the screen (a 1024×768
        window with its title bar was 25 px taller than a kiosk's screen)."""
        super().moveEvent(event)
        frame = self.frameGeometry().size() - self.size()
        if self._fitted and frame != self._frame:
            self._frame = frame
            if not self.isFullScreen() and not self.isMaximized():
                fit_to_screen(self, self.size())

    # -- closing -----------------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:
        """Refuse on a kiosk without a supervisor; else let answers being written finish,
        end any drill cleanly, and ask before leaving answers that are not saved yet."""
        from trainer.ui.unsaved import settle_before_quitting

        if not self._may_close:
            event.ignore()
            self._refused()
            return
        settle_edits = getattr(self.console, "settle_edits", None)
        if settle_edits is not None and not self._unattended and not settle_edits():
            event.ignore()  # the supervisor went back to their house settings edits
            return
        if self.site is not None:
            self.site.stop()
        stop = getattr(self.console, "stop", None)
        if callable(stop):
            stop()
        self._finish_drill()
        store = self._store  # none yet: nothing was answered, nothing is to be settled
        if (
            not self._unattended
            and store is not None
            and not settle_before_quitting(self, store, kiosk=self.kiosk)
        ):
            event.ignore()
            return
        if self.store_watch is not None:
            self.store_watch.stop()
        if self.upkeep is not None:
            self.upkeep.stop()
        if not self.kiosk and not self.isFullScreen() and not self.isMaximized():
            self.prefs.setValue("window_size", self.size())
        event.accept()
