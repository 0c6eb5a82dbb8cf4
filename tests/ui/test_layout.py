"""Every page on a kiosk's small screen and at a large scale: signed in, every page and every
answer kind opened, each visible control lies on the screen (or in a scroll area that
reaches it), and no two controls of an answer area overlap.

Each screen runs in a Qt of its own (a screen's size and scale are fixed when Qt starts):
the offscreen platform is given a screen of that size, and ``QT_SCALE_FACTOR`` its scale.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCharts import QChartView
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QTextDocumentFragment
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QFormLayout,
    QGraphicsTextItem,
    QLabel,
    QLineEdit,
    QScrollArea,
    QStyle,
    QStyleOptionComboBox,
    QTabBar,
    QTableView,
    QTabWidget,
    QTextEdit,
    QWidget,
)

from trainer.drilling import DrillPlan
from trainer.progress import ProgressStore
from trainer.quiz.catalog import all_families
from trainer.quiz.model import GAME_NAMES, AnswerKind, Skill
from trainer.ui.answers import (
    AmountAnswer,
    AmountsAnswer,
    ChipsAnswer,
    ChoiceAnswer,
    OrderAnswer,
    SpotAnswer,
)
from trainer.ui.arrangement_answer import ArrangementAnswer
from trainer.ui.cut_answer import CutAnswer
from trainer.ui.main_window import MainWindow
from trainer.ui.pages.drill import DrillPage
from trainer.ui.table_view import TableView
from trainer.ui.worker import wait_for_background

SCREENS = {
    # name: (width, height, scale, language); Spanish runs about a quarter longer (issue 27)
    "1024x768": (1024, 768, 1.0, "en"),
    "1280x800-scale-1.5": (1280, 800, 1.5, "en"),
    "1024x768-es": (1024, 768, 1.0, "es"),
    "1280x800-scale-1.5-es": (1280, 800, 1.5, "es"),
}
SCREEN = os.environ.get("DEALER_TRAINER_LAYOUT_SCREEN")
LANGUAGE = SCREENS[SCREEN][3] if SCREEN in SCREENS else "en"
TRANSLATIONS = Path(__file__).resolve().parents[2] / "resources" / "translations"
CONTROLS = (
    QAbstractButton,
    QLineEdit,
    QComboBox,
    QFormLayout,
    QAbstractSpinBox,
    QAbstractItemView,
    QTabBar,
    QTextEdit,
    TableView,
)


class _Walks:
    """The walks of these screens, each in a Qt of its own, all started at once and at a
    lower priority: they run beside the rest of the suite, on the cores it leaves idle."""

    def __init__(self, folder: Path, screens: Sequence[str]) -> None:
        self._folder = folder
        self._running: dict[str, subprocess.Popen[bytes]] = {}
        self._done: dict[str, tuple[int, str, str]] = {}
        for screen in screens:
            width, height, scale, _language = SCREENS[screen]
            config = folder / f"{screen}.json"
            shape = {"name": screen, "x": 0, "y": 0, "width": width, "height": height}
            config.write_text(json.dumps({"screens": [shape]}))
            env = {
                **os.environ,
                "QT_QPA_PLATFORM": f"offscreen:configfile={config}",
                "QT_SCALE_FACTOR": str(scale),
                "DEALER_TRAINER_LAYOUT_SCREEN": screen,
                "DEALER_TRAINER_TEST_NICE": "10",  # conftest.py gives way to the suite
            }
            out = (folder / f"{screen}.out").open("wb")
            err = (folder / f"{screen}.err").open("wb")
            self._running[screen] = subprocess.Popen(
                [
                    sys.executable,
                    "-m",
                    "pytest",
                    "-q",
                    "-s",
                    "-p",
                    "no:randomly",
                    "-p",
                    "no:cacheprovider",
                    "--basetemp",
                    str(folder / screen),
                    "-k",
                    "walk",
                    str(Path(__file__)),
                ],
                env=env,
                # Files, not pipes: a walk that says much never waits for a reader.
                stdout=out,
                stderr=err,
            )
            out.close()  # the child has its own copies
            err.close()

    def result(self, screen: str) -> tuple[int, str, str]:
        """The walk's exit status, output and errors, once it has ended (a walk that hangs
        is stopped after 30 minutes, a bound no loaded machine comes near)."""
        if screen not in self._done:
            walk = self._running.pop(screen)
            walk.wait(timeout=1800)
            said = [
                (self._folder / f"{screen}.{name}").read_text(encoding="utf-8", errors="replace")
                for name in ("out", "err")
            ]
            self._done[screen] = (walk.returncode, said[0], said[1])
        return self._done[screen]

    def stop(self) -> None:
        for walk in self._running.values():
            walk.kill()
            walk.wait()
        shutil.rmtree(self._folder, ignore_errors=True)


_WALKS: list[_Walks] = []
_FITS = "test_every_page_and_answer_kind_fits_the_screen"


def _start(screens: Sequence[str]) -> _Walks:
    if not _WALKS:
        _WALKS.append(_Walks(Path(tempfile.mkdtemp(prefix="dealer-trainer-walks-")), screens))
    return _WALKS[0]


def start_early(items: Sequence[pytest.Item]) -> None:
    """Called as collection ends (conftest.py) with this module's tests that will run: the
    walks of their screens start now, beside the rest of the suite."""
    screens = [
        item.callspec.params["screen"]
        for item in items
        if getattr(item, "originalname", "") == _FITS and hasattr(item, "callspec")
    ]
    if screens and SCREEN is None:  # not inside a walk
        _start(screens)


def stop_early() -> None:
    """Called as the session ends: a walk still running is stopped."""
    while _WALKS:
        _WALKS.pop().stop()


@pytest.fixture(scope="module")
def walks() -> _Walks:
    """The walks started as collection ended (or now, where they were not)."""
    return _start(list(SCREENS))


@pytest.mark.parametrize("screen", list(SCREENS))
def test_every_page_and_answer_kind_fits_the_screen(screen: str, walks: _Walks) -> None:
    """DESIGN "The window": every page fits, reflows or scrolls from 1024×768 up, and at
    a scale factor of 1.5 (the walk below, on a screen of that size and scale), in
    English and in Spanish."""
    code, out, err = walks.result(screen)
    assert code == 0, out[-6000:] + err[-2000:]
    assert " passed" in out


# -- the walk, on one screen -----------------------------------------------------------------


def _is_control(widget: QWidget) -> bool:
    """A control a person uses, not a part of another (a drop-down's line, a tab bar's
    scroll button, an item view's scroll bars)."""
    if not isinstance(widget, CONTROLS):
        return False
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, CONTROLS):
            return False
        parent = parent.parentWidget()
    return True


def _unreachable(widget: QWidget, window: QWidget) -> str | None:
    """Why a control can't be reached: cut off by what holds it, or held in a scroll area
    that can't scroll to it; None if it can be reached."""
    rect = QRect(QPoint(0, 0), widget.size())
    child = widget
    while child is not window:
        parent = child.parentWidget()
        assert parent is not None
        rect = rect.translated(child.pos())
        area = parent.parentWidget()
        if isinstance(area, QAbstractScrollArea) and parent is area.viewport():
            # ``child`` is the scrolled content: the control must lie in it, and the area
            # must scroll wherever the content is larger than the view.
            inside = rect.translated(-child.pos())
            if not QRect(QPoint(0, 0), child.size()).adjusted(-1, -1, 1, 1).contains(inside):
                return f"cut off inside the content of {type(area).__name__}"
            off = Qt.ScrollBarPolicy.ScrollBarAlwaysOff
            if child.width() > parent.width() + 1 and area.horizontalScrollBarPolicy() == off:
                return (
                    f"in content {child.width()} wide in the {parent.width()} of a "
                    f"{type(area).__name__} {area.objectName()!r} that does not scroll sideways"
                )
            if child.height() > parent.height() + 1 and area.verticalScrollBarPolicy() == off:
                return (
                    f"in content {child.height()} tall in the {parent.height()} of a "
                    f"{type(area).__name__} {area.objectName()!r} that does not scroll down"
                )
            rect = QRect(QPoint(0, 0), parent.size())
        elif not parent.rect().adjusted(-1, -1, 1, 1).contains(rect):
            return (
                f"cut off by its {type(parent).__name__} {parent.objectName()!r} "
                f"({rect.getRect()} outside {parent.rect().getRect()})"
            )
        child = parent
    return None


def _name(widget: QWidget) -> str:
    text = widget.text() if isinstance(widget, QAbstractButton) else ""
    return f"{type(widget).__name__}({widget.accessibleName() or text or widget.objectName()!r})"


TOUCH = 44
"""Issue 12, "Touch": every target at least 44 px on kiosk screens."""
TARGETS = (QAbstractButton, QLineEdit, QComboBox, QAbstractSpinBox)


def _too_small(widget: QWidget) -> str | None:
    """Why a control is too small to touch, or None."""
    if isinstance(widget, QTabBar):
        for i in range(widget.count()):
            tab = widget.tabRect(i)
            if tab.height() < TOUCH or tab.width() < TOUCH:
                return f"tab {widget.tabText(i)!r} {tab.width()}x{tab.height()}"
        return None
    small = widget.height() < TOUCH or widget.width() < TOUCH
    if isinstance(widget, TARGETS) and widget.isEnabled() and small:
        return f"{widget.width()}x{widget.height()}"
    return None


def check_screen(window: QWidget, where: str) -> list[str]:
    """Problems with what shows now: the window off the screen, a control out of reach or
    smaller than a fingertip."""
    problems = []
    screen = window.screen().availableGeometry()
    if not screen.adjusted(-1, -1, 1, 1).contains(window.frameGeometry()):
        problems.append(f"{where}: the window {window.frameGeometry()} is off {screen}")
    for widget in window.findChildren(QWidget):
        if widget.isVisible() and widget.window() is window and _is_control(widget):
            why = _unreachable(widget, window)
            if why is not None:
                problems.append(f"{where}: {_name(widget)} is {why}")
            small = _too_small(widget)
            if small is not None:
                problems.append(f"{where}: {_name(widget)} is too small to touch ({small})")
    return problems


def check_answer_area(page: DrillPage, where: str) -> list[str]:
    """Problems in the answer (or verdict) area showing: two of its controls overlap."""
    shown = page.bottom.currentWidget()
    assert shown is not None
    controls = [w for w in shown.findChildren(QWidget) if w.isVisible() and _is_control(w)]
    rects = [(w, QRect(w.mapTo(page, QPoint(0, 0)), w.size())) for w in controls]
    problems = []
    for i, (a, ra) in enumerate(rects):
        for b, rb in rects[i + 1 :]:
            if ra.intersects(rb):
                problems.append(f"{where}: {_name(a)} overlaps {_name(b)}")
    return problems


def check_no_sideways_scroll(window: QWidget, where: str) -> list[str]:
    """Problems with the width of what shows: a page, or a panel in it, scrolls sideways (a
    long title once made the drill page wider than a kiosk's screen, the seats' strips cut
    at the left; the console's fixed page list made five of its pages scroll by up to
    158 px at a scale of 1.5). Tables may scroll sideways; pages and panels may not."""
    problems = []
    for area in window.findChildren(QScrollArea):
        if not area.isVisible() or area.window() is not window:
            continue
        content = area.widget()
        bar = area.horizontalScrollBar()
        if bar.maximum() > 0 or (content is not None and content.width() > area.viewport().width()):
            name = type(content).__name__ if content is not None else "nothing"
            problems.append(
                f"{where}: the {name} in {area.objectName() or type(area).__name__} is "
                f"{content.width() if content else 0} wide in a view of "
                f"{area.viewport().width()} and scrolls sideways by {bar.maximum()}"
            )
    return problems


MIN_PLOT_HEIGHT = 120
"""The least height of a chart's plot, in px: lower, a day's points and the value labels
run together (at a scale of 1.5 the trainee's charts were squashed to a few px)."""


def _cut(text: str) -> bool:
    return text.endswith("…") or text.endswith("...") or text.startswith("…")


def check_charts(window: QWidget, where: str) -> list[str]:
    """Problems with the charts showing: a label elided (the axes' dates read "2 …"), or
    a plot too low to read."""
    problems = []
    for view in window.findChildren(QChartView):
        if not view.isVisible() or view.window() is not window or view.chart() is None:
            continue
        name = view.accessibleName() or view.chart().title()
        plot = view.chart().plotArea()
        if plot.height() < MIN_PLOT_HEIGHT:
            problems.append(f"{where}: chart {name!r} plots in {plot.height():.0f} px high")
        scene = view.scene()
        for item in scene.items() if scene is not None else ():
            # The axes' labels, the title and the legend are text items of private classes
            # (PySide sees a plain item): their text is read as the object they are.
            text_item = item.toGraphicsObject()
            if isinstance(text_item, QGraphicsTextItem) and item.isVisible():
                text = text_item.toPlainText()
                if _cut(text):
                    problems.append(f"{where}: chart {name!r} shows a label cut to {text!r}")
    return problems


def check_headings(window: QWidget, where: str) -> list[str]:
    """Problems with the tables showing: a column's heading wider than its column (the
    progress grid's "Three Card" and "Home game" were cut)."""
    problems = []
    for view in window.findChildren(QTableView):
        if not view.isVisible() or view.window() is not window:
            continue
        header = view.horizontalHeader()
        model = view.model()
        if header.isHidden() or model is None:
            continue
        metrics = header.fontMetrics()
        for column in range(model.columnCount()):
            if header.isSectionHidden(column):
                continue
            text = str(model.headerData(column, Qt.Orientation.Horizontal) or "")
            wanted = max((metrics.horizontalAdvance(line) for line in text.split("\n")), default=0)
            if wanted + 8 > header.sectionSize(column):
                problems.append(
                    f"{where}: {view.accessibleName() or type(view).__name__}'s heading "
                    f"{text!r} needs {wanted + 8} px in a column of {header.sectionSize(column)}"
                )
    return problems


def _english_sources() -> frozenset[str]:
    """The English of every window and store sentence the catalogues translate otherwise."""
    found: set[str] = set()
    for name in ("ui", "store"):
        root = ElementTree.parse(TRANSLATIONS / f"{name}_{LANGUAGE}.ts").getroot()
        for message in root.iter("message"):
            source = message.findtext("source") or ""
            if source != (message.findtext("translation") or "") and len(source) > 3:
                found.add(source.replace("&&", "&"))
    return frozenset(found)


def _english_templates() -> re.Pattern[str]:
    """The catalogues' English templates with placeholders (``Dealer qualifies with %1``),
    as one pattern a whole line of text matches when it shows one filled in."""
    found = []
    for source in _english_sources():
        if not re.search(r"%\d", source):
            continue
        words = re.sub(r"%\d+", "", re.sub(r"<[^>]+>", "", source))
        if not re.search(r"[A-Za-z]{2,}", words):
            continue  # "%1 s", "%1 · %2": no English to show
        plain = re.sub(r"<[^>]+>", "", source)
        if not re.match(r"[A-Za-z]", plain):
            continue  # "%1 rules" would match the Spanish "Regla: " before an English clause
        pieces = re.split(r"%\d+", plain)
        found.append(".+".join(re.escape(piece) for piece in pieces))
    return re.compile("|".join(f"(?:{p})" for p in found))


def _lines(label: QLabel) -> list[str]:
    """The lines a label shows: its text, or each paragraph of its rich text."""
    text = label.text()
    if label.textFormat() == Qt.TextFormat.PlainText or "<" not in text:
        return [text]
    return QTextDocumentFragment.fromHtml(text).toPlainText().splitlines()


def check_translated(window: QWidget, where: str) -> list[str]:
    """In another language, a label, button or tab that shows a catalogue's English: a
    string the catalogue has that never went through it (a context lupdate and the
    window name differently, a word kept from before a language change)."""
    if LANGUAGE == "en":
        return []
    # The games' and skills' names are the engine's and the quiz's words, checked with
    # the questions (tests/quiz); here, the window's and the store's.
    english = _english_sources() - set(GAME_NAMES.values()) - {s.heading for s in Skill}
    templates = _english_templates()
    problems = []
    for widget in window.findChildren(QWidget):
        if not widget.isVisible() or widget.window() is not window:
            continue
        texts: list[str] = []
        if isinstance(widget, (QLabel, QAbstractButton)):
            texts.append(widget.text())
        elif isinstance(widget, QTabBar):
            texts += [widget.tabText(i) for i in range(widget.count())]
        for text in texts:
            if text.replace("&&", "\0").replace("&", "").replace("\0", "&") in english:
                problems.append(f"{where}: {type(widget).__name__} shows English {text!r}")
        if isinstance(widget, QLabel):
            # A sentence filled in from an English template that never went through the
            # catalogue (the posted tables beside the felt, the home game's house rules).
            for line in _lines(widget):
                if line.strip() and templates.fullmatch(line.strip()):
                    problems.append(f"{where}: QLabel shows English {line.strip()!r}")
    return problems


def check_form_labels(window: QWidget, where: str) -> list[str]:
    """Problems with the forms' labels: one squeezed narrower than its longest word or
    lower than its wrapped lines (the house form's found settings showed their controls
    with a label of no width at all, at 1024x768, in Spanish and in English)."""
    problems = []
    for form in window.findChildren(QFormLayout):
        parent = form.parentWidget()
        if parent is None or not parent.isVisible() or parent.window() is not window:
            continue
        for row in range(form.rowCount()):
            item = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
            label = item.widget() if item is not None else None
            if not isinstance(label, QLabel) or not label.isVisible() or not label.text():
                continue
            narrow = label.width() < label.minimumSizeHint().width()
            low = label.wordWrap() and label.height() < label.heightForWidth(label.width())
            if narrow or low:
                problems.append(
                    f"{where}: the label {label.text()!r} is cut to "
                    f"{label.width()}x{label.height()}"
                )
    return problems


def check_combos(window: QWidget, where: str) -> list[str]:
    """Problems with the choice boxes showing: the choice shown cut short ("Todas las
    destrez…": the console's filters were as wide as ten letters, in every language)."""
    problems = []
    for box in window.findChildren(QComboBox):
        if not box.isVisible() or box.window() is not window or box.isEditable():
            continue
        option = QStyleOptionComboBox()
        box.initStyleOption(option)
        room = box.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox,
            option,
            QStyle.SubControl.SC_ComboBoxEditField,
            box,
        )
        text = box.currentText()
        if box.fontMetrics().horizontalAdvance(text) > room.width():
            problems.append(
                f"{where}: the choice box {_name(box)} cuts {text!r} to {room.width()} px"
            )
    return problems


def check_page(window: QWidget, where: str) -> list[str]:
    """Every check of what shows on a page."""
    return (
        check_combos(window, where)
        + check_screen(window, where)
        + check_no_sideways_scroll(window, where)
        + check_charts(window, where)
        + check_headings(window, where)
        + check_translated(window, where)
        + check_form_labels(window, where)
    )


def _give_wrong_answer(page: DrillPage) -> None:
    """Some answer the quiz can grade, to bring up the verdict."""
    question = page.question
    assert question is not None
    widget = page.widgets[question.kind]
    if isinstance(widget, AmountAnswer):
        widget.field.setText("1")
    elif isinstance(widget, AmountsAnswer):
        for field in widget.fields:
            field.setText("1")
    elif isinstance(widget, ChipsAnswer):
        widget.add(50)
    elif isinstance(widget, OrderAnswer):
        for token in reversed(question.answer):  # every step (a short order is refused)
            widget.tap(token)
    elif isinstance(widget, ArrangementAnswer):
        for row in range(len(question.answer)):  # a whole hand (a short one is refused)
            widget.offered.itemClicked.emit(widget.offered.item(row))
    elif isinstance(widget, ChoiceAnswer):
        widget.choose(0)
        return
    elif isinstance(widget, SpotAnswer):
        widget.call_clean()  # submits: right or wrong, a verdict either way
        return
    elif isinstance(widget, CutAnswer):
        widget.stacks_more.click()
        widget.counts["loose"].setValue(1)
    page.submit()


def check_house_search(console: Any, app: QApplication) -> list[str]:
    """The house settings narrowed by a search to the language settings (pasted whole: the
    School section then stands in one of two columns)."""
    page = console.house
    console.show_page(page)
    page.search.setText("idioma" if LANGUAGE == "es" else "language")
    _settle(app)
    problems = check_page(page.window(), "console, house settings found by a search")
    page.search.clear()
    _settle(app)
    return problems


def check_answer_review(console: Any, store: ProgressStore, app: QApplication) -> list[str]:
    """A supervisor opens an answer that cites a clause, then the clause in the rules: the
    dialogs fit the screen as the pages do, and the rules come back to the answer."""
    problems: list[str] = []
    attempt = next(a for a in store.attempts() if a.family == "three-card-poker/payout")
    dialog = console.trainee.open_attempt(attempt)
    _settle(app)
    problems += check_page(dialog, "answer reviewed")
    assert dialog.rule_link.isVisible(), "the answer reviewed links its clause"
    dialog.rule_link.click()
    _settle(app)
    rules = dialog.rules_dialog
    assert rules is not None and rules.isVisible()
    problems += check_page(rules, "answer reviewed, its clause in the rules")
    rules.page.back.click()
    _settle(app)
    dialog.reject()
    _settle(app)
    return problems


def check_certification(console: Any, store: ProgressStore, app: QApplication) -> list[str]:
    """Issue 29: the exams page with a finished sitting, the rubric of its table test, and a
    trainee's certification tab fit as the pages do."""
    problems: list[str] = []
    (supervisor,) = store.supervisors()
    trainee = store.trainees()[0]
    exam = store.define_exam(
        "Table test",
        games=["three-card-poker", "roulette"],
        skills=["payout"],
        question_count=2,
        time_limit_seconds=0,
        seed=1,
        by=supervisor,
    )
    sitting = store.start_sitting(exam.id, trainee.id, seed=1, supervisor=supervisor)
    store.finish_sitting(sitting.id)
    page = console.exams
    console.show_page(page)
    page.refresh()
    _settle(app)
    page.select_sitting(sitting.id)
    _settle(app)
    problems += check_page(page.window(), "console, exams with a sitting to score")
    dialog = page.score_table_test()
    assert dialog is not None, "a finished sitting's table test can be scored"
    _settle(app)
    problems += check_page(dialog, "the table test's rubric")
    dialog.reject()
    _settle(app)
    detail = console.trainee
    console.show_page(detail)
    detail.show_trainee(trainee.id)
    _settle(app)
    detail.tabs.setCurrentWidget(detail.certification)
    _settle(app)
    problems += check_page(detail.window(), "console, a trainee's certification")
    return problems


def _settle(app: QApplication) -> None:
    # A console page built when first shown fills in two loads, each laid out after it.
    for _ in range(8):
        wait_for_background(300_000)
        app.processEvents()


@pytest.mark.skipif(SCREEN is None, reason="run on a screen of its own by the test above")
def test_walk_every_page(qtbot: Any, tmp_path: Path, themed_app: QApplication) -> None:
    """Sign in, open every page, every family of every answer kind and its verdict, the
    summary, the progress and rules pages and every console page; collect each problem."""
    problems: list[str] = []
    with ProgressStore(tmp_path / "data", station="layout") as store:
        trainee = store.add_trainee("Ann Kowalski-Fitzgerald")
        store.create_first_supervisor("Mona", "246810")
        window = MainWindow(store, language=LANGUAGE)
        window.show()
        qtbot.waitExposed(window)
        _settle(themed_app)
        problems += check_page(window, "sign-in")
        qtbot.mouseClick(window.sign_in.buttons[trainee.id], Qt.MouseButton.LeftButton)
        _settle(themed_app)
        problems += check_page(window, "home")
        page = window.drill_page
        kinds_seen = set()
        for family in all_families():
            for difficulty in (1, 3):
                window.start_drill(
                    DrillPlan(game=family.game, family=family.id, difficulty=difficulty, seed=7)
                )
                _settle(themed_app)
                assert page.question is not None
                kinds_seen.add(page.question.kind)
                where = f"{family.id} (difficulty {difficulty})"
                problems += check_page(window, where)
                problems += check_answer_area(page, where)
                _give_wrong_answer(page)
                _settle(themed_app)
                assert page.showing_verdict, where
                problems += check_page(window, f"{where}, verdict")
                problems += check_answer_area(page, f"{where}, verdict")
                page.end()
                _settle(themed_app)
        assert kinds_seen == set(AnswerKind)  # every kind the quiz declares was shown
        problems += check_page(window, "summary")
        window.back_home()
        window.show_progress()
        _settle(themed_app)
        problems += check_page(window, "progress")
        window.show_rules()
        _settle(themed_app)
        for tabs in window.rules.findChildren(QTabWidget):
            for i in range(tabs.count()):
                tabs.setCurrentIndex(i)
                _settle(themed_app)
                problems += check_page(window, f"rules, {tabs.tabText(i)}")
        (supervisor,) = store.supervisors()
        window.show_console(supervisor)
        console = window.console
        assert console is not None
        for row in range(console.nav.count()):  # type: ignore[attr-defined]
            console.nav.setCurrentRow(row)  # type: ignore[attr-defined]
            _settle(themed_app)
            name = console.nav.item(row).text()  # type: ignore[attr-defined]
            problems += check_page(window, f"console, {name}")
        problems += check_house_search(console, themed_app)
        problems += check_answer_review(console, store, themed_app)
        problems += check_certification(console, store, themed_app)
        window.close_console()
        _settle(themed_app)
        window._may_close = True
        window.close()
    for problem in problems:
        print(problem)  # every one, not only those the assertion's message has room for
    assert not problems, "\n".join(problems)
