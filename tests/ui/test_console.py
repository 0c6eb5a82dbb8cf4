"""The supervisor console driven by real clicks and keys, checked against the store."""

from __future__ import annotations

import html
import random
import re
import shutil
import sys
import types
from collections.abc import Iterator
from datetime import date, datetime, timedelta, timezone
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QLineEdit, QMessageBox, QWidget

from trainer.drilling import regenerate
from trainer.engine.money import format_money
from trainer.progress import NewAttempt, ProgressStore, Supervisor, Trainee
from trainer.progress.records import DayPoint
from trainer.progress.settings import SETTINGS
from trainer.progress.transfer import write_csv
from trainer.quiz.catalog import all_families, families_for, generate
from trainer.quiz.citations import question_citations
from trainer.quiz.house import house_params, rules_for_house
from trainer.quiz.model import AnswerKind, export_names
from trainer.quiz.render import prompt_lines
from trainer.ui.application import application
from trainer.ui.console import SupervisorConsole
from trainer.ui.console.common import RECORD_ROLE, accuracy_chart, family_title
from trainer.ui.console.overview import OverviewRow
from trainer.ui.console.people import TraineeRow
from trainer.ui.console.trainee import SkillRow
from trainer.ui.layouts import scrolling
from trainer.ui.theme import STYLE
from trainer.ui.worker import wait_for_background

STATION = timezone(timedelta(hours=-5))
NOW = datetime(2026, 3, 16, 15, 0, tzinfo=STATION)
TODAY = NOW.date()
FAMILIES = (
    "three-card-poker/payout",
    "three-card-poker/rulings",
    "casino-holdem/payout-table",
    "three-five-seven/dealing-order",
)


def record(
    store: ProgressStore,
    trainee: Trainee,
    family: str,
    seed: int,
    right: bool,
    when: datetime,
    **extra: Any,
) -> None:
    """One answer to a real question (so that opening it regenerates the question)."""
    rules = rules_for_house(store.settings())
    q = generate(family, difficulty=1, seed=seed, rules=rules)
    if right:
        given = q.answer_text
    elif q.kind in (AnswerKind.AMOUNT, AnswerKind.CHIPS):
        given = format_money(int(q.answer) + 100)
    else:
        given = "wrong"
    store.record_attempt(
        NewAttempt(
            trainee_id=trainee.id,
            game=q.game,
            skill=q.skill.value,
            family=family,
            difficulty=1,
            seed=seed,
            params=house_params(rules[q.game]),
            answer=given,
            expected=q.answer_text,
            correct=right,
            response_ms=4000 + seed % 5000,
            answered_at=when,
            **extra,
        )
    )


@pytest.fixture(scope="module")
def class_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A class, built once for the module: Ann (strong, recent), Ben (weak, last seen three
    weeks ago), Carla (recent), Dev (archived, with answers), Eve (no answers yet), and
    Mona, a supervisor."""
    folder = tmp_path_factory.mktemp("class") / "data"
    with ProgressStore(folder, station="front-desk", clock=lambda: NOW) as s:
        rng = random.Random(3)
        ann = s.add_trainee("Ann")
        ben = s.add_trainee("Ben")
        carla = s.add_trainee("Carla", "4321")
        dev = s.add_trainee("Dev")
        s.add_trainee("Eve")
        for day in range(10):
            for i in range(4):
                when = NOW - timedelta(days=day, hours=i + 1)
                family = FAMILIES[i]
                record(s, ann, family, rng.randrange(10**6), i != 3 or day % 2 == 0, when)
                record(s, carla, family, rng.randrange(10**6), i % 2 == 0, when)
        for day in range(21, 25):
            when = NOW - timedelta(days=day, hours=2)
            for family in FAMILIES[:2]:
                record(s, ben, family, rng.randrange(10**6), day % 3 == 0, when)
        record(s, dev, FAMILIES[0], 5, True, NOW - timedelta(days=1))
        s.archive_trainee(dev.id)
        s.create_first_supervisor("Mona", "246810")
    return folder


@pytest.fixture
def store(tmp_path: Path, class_folder: Path) -> Iterator[ProgressStore]:
    """A copy of that class's store for one test; the store's clock is fixed."""
    folder = tmp_path / "data"
    shutil.copytree(class_folder, folder)
    with ProgressStore(folder, station="front-desk", clock=lambda: NOW) as s:
        yield s


@pytest.fixture
def mona(store: ProgressStore) -> Supervisor:
    (supervisor,) = store.supervisors()
    return supervisor


def settle() -> None:
    for _ in range(4):
        assert wait_for_background(300_000)  # a hang, never a slow machine, ends it
        QApplication.processEvents()


@pytest.fixture
def console(qtbot: Any, store: ProgressStore, mona: Supervisor) -> Iterator[SupervisorConsole]:
    """The console on that store, shown at the size of a school's screen, data loaded."""
    app = QApplication.instance()
    if not isinstance(app, QApplication) or app.styleSheet() != STYLE:
        application()  # themed once: re-theming re-polishes every widget alive
    c = SupervisorConsole(store, mona)
    qtbot.addWidget(c)
    c.resize(1280, 800)
    c.show()
    # Each page is built when first shown: build them all, as a supervisor looking at each.
    for page in (c.trainee, c.exams, c.reports, c.house, c.people, c.school):
        assert page.parentWidget() is not None
    settle()
    yield c
    settle()
    c.close()
    c.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def overview_rows(c: SupervisorConsole) -> list[OverviewRow]:
    proxy = c.overview.proxy
    return [proxy.data(proxy.index(r, 0), RECORD_ROLE) for r in range(proxy.rowCount())]


def click_header(qtbot: Any, view: Any, column: int) -> None:
    header = view.horizontalHeader()
    x = header.sectionViewportPosition(column) + header.sectionSize(column) // 2
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, 5))


def row_point(view: Any, row: int) -> QPoint:
    return view.visualRect(view.model().index(row, 0)).center()


def double_click(qtbot: Any, view: Any, row: int) -> None:
    """A real double click: press and release, then the double click (QTest sends only
    the second half, and a view opens only the row the press was on)."""
    point = row_point(view, row)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


# -- the console itself ----------------------------------------------------------------------


def test_header_names_the_supervisor_and_closes(qtbot: Any, console: SupervisorConsole) -> None:
    assert "Mona" in console.title.text()
    with qtbot.waitSignal(console.closed, timeout=60_000):
        qtbot.mouseClick(console.close_button, Qt.MouseButton.LeftButton)
    for widget in (console.nav, console.overview.table, console.overview.search):
        with qtbot.waitSignal(console.closed, timeout=60_000):
            qtbot.keyClick(widget, Qt.Key.Key_Escape)


def test_navigation_list_moves_between_pages_with_the_keyboard(
    qtbot: Any, console: SupervisorConsole
) -> None:
    console.nav.setFocus()
    assert console.pages.currentWidget() is console.overview
    pages = [
        console.trainee,
        console.exams,
        console.reports,
        console.credentials,
        console.house,
        console.people,
    ]
    for page in pages:
        qtbot.keyClick(console.nav, Qt.Key.Key_Down)
        assert console.pages.currentWidget() is page
    qtbot.keyClick(console.nav, Qt.Key.Key_Up)
    assert console.pages.currentWidget() is console.house
    for i in range(console.nav.count()):
        assert console.nav.visualItemRect(console.nav.item(i)).height() >= 44  # touch-sized


# -- class overview --------------------------------------------------------------------------


def test_overview_shows_active_trainees_by_game_and_skill(console: SupervisorConsole) -> None:
    console.overview.range.set_days(0)  # all time
    settle()
    rows = overview_rows(console)
    names = {r.trainee for r in rows}
    assert names == {"Ann", "Ben", "Carla"}  # Dev is archived, Eve never answered
    ann = [r for r in rows if r.trainee == "Ann"]
    assert len(ann) == len(FAMILIES)
    assert sum(r.stats.attempts for r in ann) == 40
    assert all(r.last_active == TODAY for r in ann)  # the second pass filled it in
    assert "3 active" not in console.overview.headline.text()
    assert "4 active trainees" in console.overview.headline.text()  # Ann, Ben, Carla, Eve
    # The accuracy cells carry the colour scale: red for Carla's misses, green for Ann's.
    model = console.overview.proxy
    colours = {
        r.trainee + r.stats.skill: model.data(model.index(i, 4), Qt.ItemDataRole.BackgroundRole)
        for i, r in enumerate(rows)
    }
    poor = colours["Carla" + "rulings"]
    good = colours["Ann" + "payout"]
    assert poor.red() > poor.green() and good.green() > good.red()
    series = console.overview.chart_view.chart().series()
    assert series and series[0].count() > 5


@pytest.mark.parametrize("first", [None, TODAY - timedelta(days=29)])
def test_a_chart_of_one_day_draws_its_point_inside_the_frame(
    console: SupervisorConsole, first: date | None
) -> None:
    """Issue 12, charts: one day of answers is one visible point, not on the frame's
    edge, whether the range starts at the first answer or 30 days back."""
    point = DayPoint(TODAY, 4, 3, 0.75, 9_000)
    chart = accuracy_chart([point], "Accuracy", first, TODAY)
    (series,) = chart.series()
    assert series.count() == 1 and series.pointsVisible()
    (x_axis,) = chart.axes(Qt.Orientation.Horizontal)
    low, high = x_axis.min().toMSecsSinceEpoch(), x_axis.max().toMSecsSinceEpoch()
    assert low + 6 * 3600_000 <= series.at(0).x() <= high - 6 * 3600_000
    assert series.at(0).y() == 75


def test_overview_sorts_by_a_clicked_column(qtbot: Any, console: SupervisorConsole) -> None:
    console.overview.range.set_days(0)
    settle()
    view = console.overview.table
    view.selectRow(2)
    chosen = view.model().data(view.currentIndex(), RECORD_ROLE)
    click_header(qtbot, view, 4)  # accuracy
    assert view.model().data(view.currentIndex(), RECORD_ROLE) == chosen  # selection follows
    first = [r.stats.accuracy for r in overview_rows(console)]
    assert first == sorted(first)
    click_header(qtbot, view, 4)
    assert [r.stats.accuracy for r in overview_rows(console)] == sorted(first, reverse=True)
    click_header(qtbot, view, 6)  # answers
    counts = [r.stats.attempts for r in overview_rows(console)]
    assert counts in (sorted(counts), sorted(counts, reverse=True))


def test_overview_date_range_and_filters(qtbot: Any, console: SupervisorConsole) -> None:
    page = console.overview
    page.range.set_days(7)
    settle()
    assert {r.trainee for r in overview_rows(console)} == {"Ann", "Carla"}  # Ben: weeks ago
    assert all(r.stats.attempts == 7 for r in overview_rows(console))  # 7 days of one each
    page.range.set_days(0)
    settle()
    assert "Ben" in {r.trainee for r in overview_rows(console)}
    # Dates typed in the editors: the 21st to the 24th day back holds only Ben.
    page.range.since_edit.setDate(
        page.range.since_edit.date().fromString(
            (TODAY - timedelta(days=24)).isoformat(), Qt.DateFormat.ISODate
        )
    )
    page.range.until_edit.setDate(
        page.range.until_edit.date().fromString(
            (TODAY - timedelta(days=21)).isoformat(), Qt.DateFormat.ISODate
        )
    )
    settle()
    assert {r.trainee for r in overview_rows(console)} == {"Ben"}
    page.range.set_days(0)
    settle()
    page.game_box.setCurrentIndex(page.game_box.findData("three-card-poker"))
    settle()
    assert {r.stats.game for r in overview_rows(console)} == {"three-card-poker"}
    qtbot.keyClicks(page.search, "car")
    assert {r.trainee for r in overview_rows(console)} == {"Carla"}
    assert "1 shown" in page.headline.text()


def test_double_clicking_a_row_opens_that_trainee(qtbot: Any, console: SupervisorConsole) -> None:
    console.overview.range.set_days(0)
    settle()
    view = console.overview.table
    row = next(i for i, r in enumerate(overview_rows(console)) if r.trainee == "Carla")
    view.scrollTo(view.model().index(row, 0))
    double_click(qtbot, view, row)
    assert console.pages.currentWidget() is console.trainee
    settle()
    assert console.trainee.trainee_box.currentText() == "Carla"
    assert console.trainee.detail is not None and console.trainee.detail.trainee.name == "Carla"


# -- trainee detail --------------------------------------------------------------------------


def test_trainee_detail_shows_statistics_and_every_answer(
    qtbot: Any, console: SupervisorConsole, store: ProgressStore
) -> None:
    page = console.trainee
    ann = store.find_trainee("Ann")
    console.show_trainee(ann.id)
    settle()
    rows: list[SkillRow] = page.skill_model.rows
    assert {(r.stats.game, r.stats.skill) for r in rows} == {
        ("three-card-poker", "payout"),
        ("three-card-poker", "rulings"),
        ("casino-holdem", "payout"),
        ("three-five-seven", "dealing-order"),
    }
    assert sum(r.stats.attempts for r in rows) == 40
    assert "Dealing order" in page.missed.text() or "Deal" in page.missed.text()


def test_trainee_detail_shows_the_pace_against_the_house_target(
    qtbot: Any, console: SupervisorConsole, store: ProgressStore
) -> None:
    # Issue 16 section 3: right decisions per hour at the median time, beside the target
    # for each game and skill, sortable like any column.
    page = console.trainee
    console.show_trainee(store.find_trainee("Ann").id)
    settle()
    model = page.skill_model
    horizontal = Qt.Orientation.Horizontal
    column = next(
        c for c in range(model.columnCount()) if model.headerData(c, horizontal) == "Pace"
    )
    for row, r in enumerate(model.rows):
        assert r.pace_target == store.settings().int_value(
            f"pace-target.{r.stats.game}.{r.stats.skill}"
        )
        # Issue 24: right answers only, at the share answered right.
        assert r.pace is not None and r.stats.median_ms is not None
        assert r.pace == round(3_600_000 * r.stats.correct / r.stats.attempts / r.stats.median_ms)
        assert model.data(model.index(row, column)) == f"{r.pace:,}/h of {r.pace_target:,}"
    assert page.chart_view.chart().series()[0].count() == 10
    assert page.attempt_model.rowCount() == 40
    page.tabs.setCurrentIndex(1)
    page.result_box.setCurrentIndex(page.result_box.findData("wrong"))
    shown = [
        page.attempt_proxy.data(page.attempt_proxy.index(r, 0), RECORD_ROLE)
        for r in range(page.attempt_proxy.rowCount())
    ]
    assert len(shown) == 5 and all(not a.correct for a in shown)
    page.result_box.setCurrentIndex(0)
    page.game_box.setCurrentIndex(page.game_box.findData("casino-holdem"))
    assert page.attempt_proxy.rowCount() == 10
    assert "10 of 40" in page.answers_status.text()


def test_trainee_detail_lists_the_families_a_trainee_keeps_missing(
    console: SupervisorConsole, store: ProgressStore
) -> None:
    """Trouble spots (8 misses, Anki's leeches), whatever the dates chosen: Carla missed
    every rulings and dealing-order question (10 each); Ann's 5 misses are not one."""
    page = console.trainee
    carla = store.find_trainee("Carla")
    console.show_trainee(carla.id)
    settle()
    text = page.trouble.text()
    assert "procedure rulings" in text and "deal the cards" in text
    assert text.count("missed 10 times in 10 answers") == 2
    assert "pay a position" not in text
    states = store.family_states(carla.id)
    assert states["three-card-poker/rulings"].is_leech()
    console.show_trainee(store.find_trainee("Ann").id)
    settle()
    assert page.trouble.text() == "None: no family keeps being missed."


def test_trainee_detail_shows_what_the_scheduler_asks_next_and_why(
    qtbot: Any, console: SupervisorConsole, store: ProgressStore, mona: Supervisor
) -> None:
    """Issue 30: the house's scheduler's view of a trainee, in the order a drill would ask.
    Under the scheduler aimed at mastery, Carla's four kinds (10 answers each, none near
    the mastery rule's 30) come before the new ones of her games; her two kinds missed 10
    times out of 10 are trouble spots."""
    store.change_setting("drill.scheduler", "mastery", by=mona)
    page = console.trainee
    console.show_trainee(store.find_trainee("Carla").id)
    settle()
    bar = page.tabs.tabBar()
    tab = next(i for i in range(bar.count()) if bar.tabText(i) == "What comes next")
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(tab).center())
    assert page.tabs.currentWidget() is page.schedule
    view = page.schedule
    assert "Aimed at mastery" in view.heading.text()
    model = view.table.model()
    rows = [
        [model.index(r, c).data() for c in range(model.columnCount())]
        for r in range(model.rowCount())
    ]
    assert [int(r[0]) for r in rows] == list(range(1, len(rows) + 1))
    by_kind = {(r[1], r[2]): r for r in rows}
    rulings = by_kind[("Three Card", family_title("three-card-poker/rulings"))]
    assert rulings[3] == "trouble spot" and rulings[5] == "0 of 10 right"
    payout = by_kind[("Three Card", family_title("three-card-poker/payout"))]
    assert payout[3] == "building" and payout[5] == "10 of 10 right"
    assert payout[7] == "20"  # answers right and on time still needed
    assert {r[3] for r in rows[4:]} == {"new"}
    games = {"three-card-poker", "casino-holdem", "three-five-seven"}
    assert len(rows) == sum(len(families_for(g)) for g in games)
    console.show_trainee(store.find_trainee("Eve").id)  # no answers: every game's kinds
    settle()
    assert model.rowCount() == len(all_families())


def test_trainee_detail_shows_every_cell_whole_and_puts_the_lists_under_a_narrow_table(
    qtbot: Any, console: SupervisorConsole, store: ProgressStore
) -> None:
    """Issue 12: at 1024x768 the figures cut "Hand arrangement" and hid their last three
    columns behind the family lists. Each column is now as wide as its widest cell; the
    lists stand beside the table where it has its columns whole, else under it; on a
    kiosk's screen, in the window's scrolling page, every column shows."""
    page = console.trainee
    console.show_trainee(store.find_trainee("Ann").id)
    settle()
    view = page.skill_table
    header = view.horizontalHeader()
    lists = page.missed.parentWidget()
    assert lists is not None
    console.close()
    area = scrolling(console)  # as the window holds it: a page that scrolls
    qtbot.addWidget(area)
    area.resize(1024, 700)
    area.show()
    settle()
    assert not page.stats_row.is_across()
    assert view.horizontalScrollBar().maximum() == 0  # every column shows
    for column in range(header.count()):
        assert header.sectionSize(column) >= view.sizeHintForColumn(column), column
    below = lists.mapTo(page, lists.rect().topLeft()).y()
    assert below > view.mapTo(page, view.rect().bottomLeft()).y()  # the lists are under it
    area.resize(2200, 900)
    settle()
    assert page.stats_row.is_across()
    assert view.horizontalScrollBar().maximum() == 0
    beside = lists.mapTo(page, lists.rect().topLeft()).x()
    assert beside > view.mapTo(page, view.rect().topRight()).x()  # the lists are beside it
    # A click on a heading still sorts (the arrow's room is not kept in the headings).
    proxy = view.model()

    def skills() -> list[str]:
        return [str(proxy.index(r, 1).data()) for r in range(proxy.rowCount())]

    middle = QPoint(header.sectionViewportPosition(1) + header.sectionSize(1) // 2, 5)
    orders = []
    for _ in range(2):
        qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=middle)
        orders.append(skills())
    assert sorted(orders) == [sorted(skills()), sorted(skills(), reverse=True)]
    area.takeWidget()  # the console goes back to its fixture, which closes it


def test_a_trainee_loaded_as_the_store_closes_is_shown_without_reading_it_again(
    console: SupervisorConsole, store: ProgressStore
) -> None:
    """The page's reads are all made off the GUI thread: a load delivered after the store
    closed (the console closed mid-load, as a site pull refreshed it) reads nothing more.
    Before, the trouble spots were read on delivery and raised "The progress store is
    closed." inside the Qt event loop."""
    page = console.trainee
    console.show_trainee(store.find_trainee("Carla").id)
    wait_for_background(300_000)  # the reads are done; their delivery is still queued
    store.close()
    QApplication.processEvents()
    assert "missed 10 times in 10 answers" in page.trouble.text()
    assert page.detail is not None and page.detail.trainee.name == "Carla"


def _choose_carlas_wrong_answer(
    qtbot: Any, console: SupervisorConsole, store: ProgressStore
) -> Any:
    """Trainee detail, Carla's answers, the wrong ones, the first clicked; its table."""
    page = console.trainee
    console.show_trainee(store.find_trainee("Carla").id)
    settle()
    page.tabs.setCurrentIndex(1)
    page.result_box.setCurrentIndex(page.result_box.findData("wrong"))
    view = page.attempt_table
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=row_point(view, 0))
    return view


def test_opening_an_answer_shows_the_question_as_the_trainee_saw_it(
    qtbot: Any, console: SupervisorConsole, store: ProgressStore
) -> None:
    page = console.trainee
    view = _choose_carlas_wrong_answer(qtbot, console, store)
    assert page.open_button.isEnabled()
    attempt = page.attempt_proxy.data(page.attempt_proxy.index(0, 0), RECORD_ROLE)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    dialog = page.dialog
    assert dialog is not None and dialog.isVisible()
    question = regenerate(attempt)
    assert dialog.question == question
    assert dialog.table.scene().game == question.game
    shown = html.unescape(dialog.prompt.text())  # rich text: "hands&#x27;" reads "hands'"
    for line in prompt_lines(question)[:2]:
        assert line.split(":")[0] in shown
    assert question.answer_text in html.unescape(dialog.right.text())
    assert str(attempt.answer) in html.unescape(dialog.given.text())
    assert "Wrong" in dialog.verdict.text()
    assert question.explanation.clause in dialog.explanation.text()
    with qtbot.assertNotEmitted(console.closed):  # Esc closes the answer, not the console
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert page.dialog is None


def test_an_answer_reviewed_opens_its_clause_in_the_rules_and_comes_back(
    qtbot: Any, console: SupervisorConsole, store: ProgressStore
) -> None:
    """Issue 12, "let a verdict open the rules page at its clause": the console's answer
    has the drill verdict's "Read … in the rules ›" link; it opens the rules the question
    was asked under at the cited paragraphs, and "Back to the answer" returns to it."""
    page = console.trainee
    qtbot.keyClick(_choose_carlas_wrong_answer(qtbot, console, store), Qt.Key.Key_Return)
    dialog = page.dialog
    assert dialog is not None and dialog.question is not None
    (cited, *_) = question_citations(dialog.question, dialog.rules).citations
    link = dialog.rule_link
    assert link.isVisible()
    assert link.text().startswith(f"Read {cited.words}") and link.text().endswith("rules ›")
    link.setFocus()
    qtbot.keyClick(link, Qt.Key.Key_Return)  # Enter presses it, as a click does
    rules = dialog.rules_dialog
    assert rules is not None and rules.isVisible()
    tab = rules.page.current_tab()
    assert tab is not None and tab.game == dialog.question.game
    assert f"Highlighted: {cited.words}" in tab.found.text()
    assert rules.page.back.text() == "Back to the answer"
    qtbot.mouseClick(rules.page.back, Qt.MouseButton.LeftButton)
    assert not rules.isVisible()
    assert dialog.isVisible() and page.dialog is dialog
    assert dialog.focusWidget() is link  # the focus back on the link in the answer
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert page.dialog is None


# -- exams -----------------------------------------------------------------------------------


def test_defining_an_exam(qtbot: Any, console: SupervisorConsole, store: ProgressStore) -> None:
    console.show_page(console.exams)
    page = console.exams
    qtbot.mouseClick(page.new_button, Qt.MouseButton.LeftButton)
    builder = page.builder
    assert builder is not None and builder.isVisible()
    assert not builder.create_button.isEnabled()  # nothing ticked yet
    qtbot.keyClicks(builder.name, "Payouts week 3")
    builder.game_checks["three-card-poker"].click()
    builder.skill_checks["payout"].click()
    builder.skill_checks["rulings"].click()
    assert builder.create_button.isEnabled() and "kinds of question" in builder.reach.text()
    builder.count.setValue(12)
    builder.minutes.setValue(15)
    builder.pass_mark.setValue(80)
    builder.practice.click()  # a trainee may start it without a supervisor
    qtbot.mouseClick(builder.create_button, Qt.MouseButton.LeftButton)
    (exam,) = store.exams()
    assert exam.name == "Payouts week 3"
    assert exam.games == ("three-card-poker",)
    assert exam.skills == ("payout", "rulings")
    assert (exam.question_count, exam.time_limit_seconds) == (12, 900)
    assert (exam.pass_mark_percent, exam.practice) == (80, True)
    assert not builder.isVisible()
    settle()
    assert page.exam_model.rowCount() == 1
    assert page.current_exam() == exam


def test_an_exam_without_a_name_is_refused_in_the_builder(
    qtbot: Any, console: SupervisorConsole, store: ProgressStore
) -> None:
    builder = console.exams.new_exam()
    builder.game_checks["casino-holdem"].click()
    builder.skill_checks["payout"].click()
    qtbot.mouseClick(builder.create_button, Qt.MouseButton.LeftButton)
    assert builder.error.text() and builder.isVisible()
    assert store.exams() == ()
    builder.reject()


def test_starting_a_sitting_asks_the_window_for_it(
    qtbot: Any, console: SupervisorConsole, store: ProgressStore, mona: Supervisor
) -> None:
    exam = store.define_exam(
        "Rulings",
        games=["three-card-poker"],
        skills=["rulings"],
        question_count=3,
        time_limit_seconds=0,
        seed=4,
        by=mona,
    )
    console.exams.refresh()
    settle()
    page = console.exams
    page.select_exam(exam.id)
    page.sitter.setCurrentIndex(page.sitter.findText("Carla"))
    with qtbot.waitSignal(console.sitting_requested, timeout=60_000) as signal:
        qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    asked_exam, trainee = signal.args
    assert asked_exam.id == exam.id and trainee.name == "Carla"


def sit(store: ProgressStore, exam_id: str, trainee: Trainee, right: int, total: int) -> str:
    """A finished sitting with *right* answers right out of *total*."""
    (supervisor, *_) = store.supervisors()
    sitting = store.start_sitting(exam_id, trainee.id, seed=7, supervisor=supervisor)
    for i in range(total):
        record(
            store,
            trainee,
            FAMILIES[1],
            100 + i,
            i < right,
            NOW,
            mode="exam",
            session_id=sitting.session_id,
        )
    return store.finish_sitting(sitting.id).id


def test_signing_off_a_passed_sitting(
    qtbot: Any,
    console: SupervisorConsole,
    store: ProgressStore,
    mona: Supervisor,
    monkeypatch: Any,
) -> None:
    exam = store.define_exam(
        "Rulings",
        games=["three-card-poker"],
        skills=["rulings"],
        question_count=4,
        time_limit_seconds=600,
        seed=4,
        by=mona,
        pass_mark_percent=75,
    )
    passed = sit(store, exam.id, store.find_trainee("Ann"), 4, 4)
    failed = sit(store, exam.id, store.find_trainee("Carla"), 1, 4)
    page = console.exams
    page.refresh()
    settle()
    page.select_sitting(failed)
    assert not page.sign_button.isEnabled()
    page.select_sitting(passed)
    assert page.sign_button.isEnabled()
    asked: list[str] = []
    monkeypatch.setattr("trainer.ui.dialogs.confirm", lambda p, q, t="": asked.append(q) or False)
    qtbot.mouseClick(page.sign_button, Qt.MouseButton.LeftButton)
    assert asked and "Ann" in asked[0] and store.sitting(passed).signed_off_by is None
    monkeypatch.setattr("trainer.ui.dialogs.confirm", lambda p, q, t="": True)
    qtbot.mouseClick(page.sign_button, Qt.MouseButton.LeftButton)
    sitting = store.sitting(passed)
    assert sitting.signed_off_by == mona.id and sitting.signed_off_at == NOW
    settle()
    row = page.current_sitting()
    assert row is not None and row.signed_off_by == "Mona"
    assert "Mona" in page.sitting_model.data(
        page.sitting_model.index(page.sitting_model.rows.index(row), 7)  # after Supervised by
    )
    assert not page.sign_button.isEnabled()


def test_retiring_an_exam_asks_first(
    qtbot: Any, console: SupervisorConsole, store: ProgressStore, mona: Supervisor, monkeypatch: Any
) -> None:
    exam = store.define_exam(
        "Old",
        games=["three-card-poker"],
        skills=["rulings"],
        question_count=3,
        time_limit_seconds=0,
        seed=4,
        by=mona,
    )
    page = console.exams
    page.refresh()
    settle()
    page.select_exam(exam.id)
    monkeypatch.setattr("trainer.ui.dialogs.confirm", lambda *a, **k: True)
    qtbot.mouseClick(page.retire_button, Qt.MouseButton.LeftButton)
    assert store.exams() == ()
    settle()
    assert page.exam_model.rowCount() == 0


# -- house settings --------------------------------------------------------------------------


def test_every_declared_setting_has_a_field_showing_its_value(
    console: SupervisorConsole, store: ProgressStore
) -> None:
    page = console.house
    assert set(page.fields) == {s.key for s in SETTINGS}
    assert page.changed() == {}  # what the form shows is exactly what is in force
    for spec in SETTINGS:
        assert page.fields[spec.key].widget.accessibleName()


def test_a_rake_above_the_limit_is_refused_and_changes_nothing(
    qtbot: Any, console: SupervisorConsole, store: ProgressStore
) -> None:
    page = console.house
    console.show_page(page)
    field = page.fields["three-five-seven.rake-percent"]
    cap = page.fields["kiosk.idle-timeout-seconds"]
    spin = field.widget
    spin.selectAll()
    qtbot.keyClicks(spin, "12")
    qtbot.keyClick(spin, Qt.Key.Key_Enter)
    cap.widget.setValue(300)  # a valid change alongside: nothing at all is applied
    with qtbot.assertNotEmitted(page.settings_changed):
        qtbot.mouseClick(page.apply_button, Qt.MouseButton.LeftButton)
    assert field.error.isVisible()
    message = field.error.text()
    assert "10%" in message and "rake" in message and message.count(".") <= 3
    assert store.settings()["three-five-seven.rake-percent"] == Decimal(10)
    assert store.settings()["kiosk.idle-timeout-seconds"] == 120
    assert store.settings_history() == ()
    assert "Nothing was changed" in page.message.text()


def test_a_valid_change_is_applied_and_audited_with_the_supervisor(
    qtbot: Any, console: SupervisorConsole, store: ProgressStore
) -> None:
    page = console.house
    page.fields["three-five-seven.rake-percent"].widget.setValue(7.5)
    page.fields["three-five-seven.rake-cap-cents"].widget.setValue(4.0)
    page.fields["target-ms.payout"].widget.setValue(5.5)
    page.fields["three-five-seven.surrender-allowed"].widget.setChecked(False)
    with qtbot.waitSignal(console.settings_changed, timeout=60_000):
        qtbot.mouseClick(page.apply_button, Qt.MouseButton.LeftButton)
    house = store.settings()
    assert house["three-five-seven.rake-percent"] == Decimal("7.5")
    assert house["three-five-seven.rake-cap-cents"] == 400
    assert house["target-ms.payout"] == 5500
    assert house["three-five-seven.surrender-allowed"] is False
    assert re.fullmatch(r"4 settings changed at \d\d:\d\d\.", page.message.text())
    settle()
    audit = page.audit_model
    assert audit.rowCount() == 4
    texts = [[audit.data(audit.index(r, c)) for c in range(4)] for r in range(audit.rowCount())]
    rake = next(t for t in texts if "rake percentage" in t[2])
    assert rake[1] == "Mona" and rake[3] == "10% → 7.5%"
    assert any(t[3] == "$5.00 → $4.00" for t in texts)
    assert page.changed() == {}


def test_the_schools_name_is_typed_in_the_settings_and_audited(
    qtbot: Any, console: SupervisorConsole, store: ProgressStore
) -> None:
    """Issue 12: the school's name, which heads reports, is a house setting."""
    page = console.house
    field = page.fields["school.name"].widget
    assert isinstance(field, QLineEdit) and field.text() == ""
    field.setFocus()
    qtbot.keyClicks(field, "  Silver Sands  Dealer School ")
    with qtbot.waitSignal(console.settings_changed, timeout=60_000):
        qtbot.mouseClick(page.apply_button, Qt.MouseButton.LeftButton)
    assert store.settings().text_value("school.name") == "Silver Sands Dealer School"
    settle()
    audit = page.audit_model
    texts = [audit.data(audit.index(r, 3)) for r in range(audit.rowCount())]
    assert texts == ["(not set) → Silver Sands Dealer School"]
    assert page.changed() == {}


def test_minimum_and_maximum_wager_changed_together(
    qtbot: Any, console: SupervisorConsole, store: ProgressStore
) -> None:
    page = console.house
    page.fields["three-card-poker.min-wager-cents"].widget.setValue(1000.0)
    page.fields["three-card-poker.max-wager-cents"].widget.setValue(2000.0)
    qtbot.mouseClick(page.apply_button, Qt.MouseButton.LeftButton)
    assert store.settings()["three-card-poker.min-wager-cents"] == 100_000
    assert store.settings()["three-card-poker.max-wager-cents"] == 200_000


# -- people ----------------------------------------------------------------------------------


def choose_trainee(console: SupervisorConsole, name: str) -> TraineeRow:
    page = console.people
    trainee = next(r.trainee for r in page.trainee_model.rows if r.trainee.name == name)
    assert page.select_trainee(trainee.id)
    row = page.current_trainee()
    assert row is not None
    return row


def test_archiving_asks_first_and_says_the_answers_are_kept(
    qtbot: Any, console: SupervisorConsole, store: ProgressStore, monkeypatch: Any
) -> None:
    console.show_page(console.people)
    choose_trainee(console, "Ben")
    asked: list[str] = []
    monkeypatch.setattr("trainer.ui.dialogs.confirm", lambda p, q, t="": asked.append(q) or False)
    qtbot.mouseClick(console.people.archive_button, Qt.MouseButton.LeftButton)
    assert "kept" in asked[0] and "8" in asked[0]  # Ben's eight answers
    assert not store.find_trainee("Ben").is_archived
    monkeypatch.setattr("trainer.ui.dialogs.confirm", lambda p, q, t="": True)
    qtbot.mouseClick(console.people.archive_button, Qt.MouseButton.LeftButton)
    assert store.find_trainee("Ben").is_archived
    settle()
    assert "Ben" not in {r.trainee for r in overview_rows(console)}
    # Shown again with "show archived", and restored with one click.
    console.people.show_archived.setChecked(True)
    choose_trainee(console, "Ben")
    assert console.people.archive_button.text() == "Restore"
    qtbot.mouseClick(console.people.archive_button, Qt.MouseButton.LeftButton)
    assert not store.find_trainee("Ben").is_archived


def test_only_a_trainee_without_answers_can_be_deleted(
    qtbot: Any, console: SupervisorConsole, store: ProgressStore, monkeypatch: Any
) -> None:
    page = console.people
    choose_trainee(console, "Ann")
    assert not page.delete_button.isEnabled()
    choose_trainee(console, "Eve")
    assert page.delete_button.isEnabled()
    monkeypatch.setattr("trainer.ui.dialogs.confirm", lambda *a, **k: True)
    qtbot.mouseClick(page.delete_button, Qt.MouseButton.LeftButton)
    assert "Eve" not in {t.name for t in store.trainees(include_archived=True)}


def fill_dialog(monkeypatch: Any, cls: Any, **texts: str) -> None:
    """The next dialog of this class comes back accepted with these fields typed."""

    def accept(dialog: Any) -> int:
        for name, text in texts.items():
            getattr(dialog, name).setText(text)
        return int(QDialog.DialogCode.Accepted)

    monkeypatch.setattr(cls, "exec", accept)


def test_adding_renaming_and_pins(
    qtbot: Any, console: SupervisorConsole, store: ProgressStore, monkeypatch: Any
) -> None:
    from trainer.ui import dialogs
    from trainer.ui.console import people

    page = console.people
    fill_dialog(monkeypatch, people.NameDialog, name="Zoe", pin="9999")
    qtbot.mouseClick(page.add_button, Qt.MouseButton.LeftButton)
    zoe = store.find_trainee("Zoe")
    assert zoe.has_pin
    settle()
    assert page.current_trainee() is not None and page.current_trainee().trainee.id == zoe.id
    fill_dialog(monkeypatch, people.NameDialog, name="Zoe Adams")
    qtbot.mouseClick(page.rename_button, Qt.MouseButton.LeftButton)
    assert store.trainee(zoe.id).name == "Zoe Adams"
    settle()
    monkeypatch.setattr("trainer.ui.dialogs.confirm", lambda *a, **k: True)
    choose_trainee(console, "Zoe Adams")
    qtbot.mouseClick(page.clear_pin_button, Qt.MouseButton.LeftButton)
    assert not store.trainee(zoe.id).has_pin
    settle()
    choose_trainee(console, "Zoe Adams")
    fill_dialog(monkeypatch, dialogs.PinDialog, field="5555")
    qtbot.mouseClick(page.pin_button, Qt.MouseButton.LeftButton)
    assert store.sign_in_trainee(zoe.id, "5555").name == "Zoe Adams"
    fill_dialog(monkeypatch, people.NameDialog, name="Raj", pin="135790")
    console.people.add_supervisor()
    raj = store.sign_in_supervisor("Raj", "135790")
    settle()
    assert {s.name for s in page.supervisor_model.rows} == {"Mona", "Raj"}
    fill_dialog(monkeypatch, dialogs.PinDialog, field="864210")
    page.change_supervisor_pin()  # none chosen: the supervisor's own
    assert store.sign_in_supervisor("Mona", "864210").id != raj.id


def test_importing_another_stations_export(
    qtbot: Any, console: SupervisorConsole, store: ProgressStore, tmp_path: Path, monkeypatch: Any
) -> None:
    other = tmp_path / "kiosk-2"
    with ProgressStore(other, station="kiosk-2", clock=lambda: NOW) as kiosk:
        ann = kiosk.add_trainee("Ann")
        fay = kiosk.add_trainee("Fay")
        for i in range(3):
            record(kiosk, ann, FAMILIES[0], 900 + i, True, NOW - timedelta(hours=i))
        record(kiosk, fay, FAMILIES[1], 77, False, NOW)
        export = tmp_path / "kiosk-2.csv"
        with export.open("w", encoding="utf-8", newline="") as out:
            write_csv(out, kiosk.attempts(), kiosk.trainee_summaries(), names=export_names())
    before = store.attempt_count()
    monkeypatch.setattr(
        "trainer.ui.console.people.QFileDialog.getOpenFileName",
        lambda *a, **k: (str(export), ""),
    )
    shown: list[str] = []
    monkeypatch.setattr("trainer.ui.dialogs.show_info", lambda p, m, t="": shown.append(m))
    # Issue 17, item 11: another station's key sealed the file, so the supervisor is asked
    # to accept it (the console's own supervisor, Mona).
    asked: list[str] = []
    monkeypatch.setattr(
        "trainer.ui.dialogs.confirm", lambda p, question, title="": asked.append(question) or True
    )
    with qtbot.waitSignal(console.people.imported, timeout=60_000) as signal:
        qtbot.mouseClick(console.people.import_button, Qt.MouseButton.LeftButton)
    assert len(asked) == 1 and "kiosk-2.csv has no seal" in asked[0]
    assert "Accept its answers as Mona?" in asked[0]
    assert signal.args[0].added == 4 and signal.args[0].seal == "unsigned"
    assert {a.source for a in store.attempts() if a.station == "kiosk-2"} == {"unsigned import"}
    assert store.attempt_count() == before + 4
    assert shown and "Added 4 new answers from kiosk-2.csv" in shown[0]
    assert "Fay: 1 (new trainee)" in shown[0]
    assert "Added 4" in console.people.import_result.text()
    settle()
    assert "Fay" in {r.trainee.name for r in console.people.trainee_model.rows}


# -- reports ---------------------------------------------------------------------------------


def fake_reports(
    monkeypatch: Any, steps: int = 400, hold_at: int | None = None
) -> types.ModuleType:
    """A stand-in for trainer.ui.reports whose export reports progress and can be
    cancelled; from step *hold_at* on, it goes no further until it is cancelled (so that
    a Cancel provably comes mid-way, however slowly the machine runs the test)."""
    module = types.ModuleType("trainer.ui.reports")

    class ReportCancelled(Exception):
        pass

    def export_csv(store: Any, path: Path, kind: str, **options: Any) -> int:
        import time

        progress, cancelled = options["progress"], options["cancelled"]
        for i in range(steps):
            if cancelled():
                raise ReportCancelled()
            progress(i, steps)
            time.sleep(0.005)
            if i == hold_at:
                for _ in range(60_000):  # 300 s at the least: a hang, not a slow machine
                    if cancelled():
                        raise ReportCancelled()
                    time.sleep(0.005)
                raise AssertionError("the report was never cancelled")
        path.write_text("done")
        return steps

    module.ReportCancelled = ReportCancelled  # type: ignore[attr-defined]
    module.export_csv = export_csv  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "trainer.ui.reports", module)
    return module


def save_to(monkeypatch: Any, path: Path) -> None:
    monkeypatch.setattr(
        "trainer.ui.console.reports.QFileDialog.getSaveFileName",
        lambda *a, **k: (str(path), ""),
    )


def test_a_report_shows_progress_and_can_be_cancelled(
    qtbot: Any, console: SupervisorConsole, tmp_path: Path, monkeypatch: Any
) -> None:
    fake_reports(monkeypatch, hold_at=6)
    page = console.reports
    target = tmp_path / "out.csv"
    save_to(monkeypatch, target)
    qtbot.mouseClick(page.class_csv, Qt.MouseButton.LeftButton)
    assert page.running and page.cancel_button.isEnabled()
    assert not page.class_pdf.isEnabled()
    qtbot.waitUntil(lambda: page.progress.value() > 5, timeout=60_000)
    assert page.progress.maximum() == 400
    with qtbot.waitSignal(page.finished, timeout=60_000) as signal:
        qtbot.mouseClick(page.cancel_button, Qt.MouseButton.LeftButton)
    assert signal.args == [None]
    assert "Cancelled" in page.message.text()
    assert not target.exists()
    assert page.class_pdf.isEnabled()


def test_csv_export_writes_the_file(
    qtbot: Any, console: SupervisorConsole, tmp_path: Path, monkeypatch: Any
) -> None:
    pytest.importorskip("trainer.ui.reports")
    page = console.reports
    page.range.set_days(0)
    target = tmp_path / "answers"  # the page adds the .csv
    save_to(monkeypatch, target)
    with qtbot.waitSignal(page.finished, timeout=60_000) as signal:
        qtbot.mouseClick(page.attempts_csv, Qt.MouseButton.LeftButton)
    written = tmp_path / "answers.csv"
    assert written.exists()
    text = written.read_text(encoding="utf-8")
    assert "attempt_id" in text and text.count("Ann") >= 40
    assert isinstance(signal.args[0], int)
    assert "answers.csv" in page.message.text()
    # A trainee's summary too.
    page.select_trainee(next(t for t in page_trainees(page) if t[1] == "Carla")[0])
    save_to(monkeypatch, tmp_path / "carla.csv")
    with qtbot.waitSignal(page.finished, timeout=60_000):
        qtbot.mouseClick(page.trainee_csv, Qt.MouseButton.LeftButton)
    assert "Carla" in (tmp_path / "carla.csv").read_text(encoding="utf-8")


def page_trainees(page: Any) -> list[tuple[int, str]]:
    box = page.trainee_box
    return [(box.itemData(i), box.itemText(i)) for i in range(box.count())]


def test_pdf_reports_and_certificate_are_written(
    qtbot: Any,
    console: SupervisorConsole,
    store: ProgressStore,
    mona: Supervisor,
    tmp_path: Path,
    monkeypatch: Any,
) -> None:
    pytest.importorskip("trainer.ui.reports")
    page = console.reports
    save_to(monkeypatch, tmp_path / "class.pdf")
    with qtbot.waitSignal(page.finished, timeout=60_000):
        qtbot.mouseClick(page.class_pdf, Qt.MouseButton.LeftButton)
    assert (tmp_path / "class.pdf").read_bytes().startswith(b"%PDF")
    save_to(monkeypatch, tmp_path / "ann.pdf")
    page.select_trainee(store.find_trainee("Ann").id)
    with qtbot.waitSignal(page.finished, timeout=60_000):
        qtbot.mouseClick(page.trainee_pdf, Qt.MouseButton.LeftButton)
    assert (tmp_path / "ann.pdf").read_bytes().startswith(b"%PDF")
    exam = store.define_exam(
        "Rulings",
        games=["three-card-poker"],
        skills=["rulings"],
        question_count=2,
        time_limit_seconds=0,
        seed=4,
        by=mona,
        pass_mark_percent=50,
    )
    sitting = sit(store, exam.id, store.find_trainee("Ann"), 2, 2)
    store.sign_off_sitting(sitting, by=mona)
    page.refresh()
    settle()
    page.select_certificate(sitting)
    assert page.certificate_button.isEnabled()
    save_to(monkeypatch, tmp_path / "certificate.pdf")
    with qtbot.waitSignal(page.finished, timeout=60_000):
        qtbot.mouseClick(page.certificate_button, Qt.MouseButton.LeftButton)
    assert (tmp_path / "certificate.pdf").read_bytes().startswith(b"%PDF")


def test_today_is_the_stores_day(console: SupervisorConsole) -> None:
    assert console.overview.range.until_edit.date().toString(Qt.DateFormat.ISODate) == str(
        date(2026, 3, 16)
    )


def test_every_control_has_a_name_and_tab_leaves_the_page_list(
    qtbot: Any, console: SupervisorConsole
) -> None:
    from PySide6.QtWidgets import (
        QAbstractButton,
        QAbstractItemView,
        QAbstractSpinBox,
        QComboBox,
        QHeaderView,
        QLineEdit,
        QTabBar,
    )

    unnamed = []
    for widget in console.findChildren(QWidget):
        if widget.window() is not console:
            continue  # a combo box's pop-up list
        if isinstance(widget, QHeaderView) or isinstance(
            widget.parent(), QAbstractItemView | QLineEdit | QTabBar
        ):
            continue  # Qt's own parts: headers, corner and clear buttons, tab scrollers
        if isinstance(widget, QAbstractButton):
            named = bool(widget.text() or widget.accessibleName())
        elif isinstance(widget, QComboBox | QAbstractSpinBox | QLineEdit | QAbstractItemView):
            inner = isinstance(widget, QLineEdit) and isinstance(
                widget.parent(), QAbstractSpinBox | QComboBox
            )
            named = inner or bool(widget.accessibleName())
        else:
            continue
        if not named:
            unnamed.append(f"{type(widget).__name__} in {type(widget.window()).__name__}")
    assert unnamed == [], "\n".join(unnamed)
    console.nav.setFocus()
    qtbot.keyClick(console.nav, Qt.Key.Key_Tab)
    focused = QApplication.focusWidget()
    assert focused is not None and console.overview.isAncestorOf(focused)


def test_overview_shows_each_rows_pace_against_the_house_target(
    console: SupervisorConsole, store: ProgressStore
) -> None:
    # Issue 16 section 3: the class overview carries the pace column the trainee view has,
    # right decisions per hour at the median time against the house's target.
    console.overview.range.set_days(0)
    settle()
    model = console.overview.proxy
    horizontal = Qt.Orientation.Horizontal
    column = next(
        c for c in range(model.columnCount()) if model.headerData(c, horizontal) == "Pace"
    )
    rows = overview_rows(console)
    assert rows
    for i, r in enumerate(rows):
        target = store.settings().int_value(f"pace-target.{r.stats.game}.{r.stats.skill}")
        assert r.pace_target == target
        # Issue 24: right answers only, at the share answered right.
        assert r.pace is not None and r.stats.median_ms is not None
        assert r.pace == round(3_600_000 * r.stats.correct / r.stats.attempts / r.stats.median_ms)
        assert model.data(model.index(i, column)) == f"{r.pace:,}/h of {target:,}"
        assert model.data(model.index(i, column), Qt.ItemDataRole.BackgroundRole) is not None


# -- issue 24, item 2: house settings edits are never dropped without asking ----------------


def _answer_question(qtbot: Any, when_modal: Any, button: str | None) -> list[str]:
    """When the next question shows, read it and press *button* (None: press Enter)."""
    seen: list[str] = []

    def act(box: QWidget) -> None:
        assert isinstance(box, QMessageBox)
        seen.append(box.text())
        if button is None:
            qtbot.keyClick(box, Qt.Key.Key_Return)
        else:
            (chosen,) = [b for b in box.buttons() if b.text() == button]
            qtbot.mouseClick(chosen, Qt.MouseButton.LeftButton)

    when_modal(act)
    return seen


def test_item_24_2_closing_the_console_asks_about_settings_not_applied(
    qtbot: Any, console: SupervisorConsole, store: ProgressStore, when_modal: Any
) -> None:
    key = "kiosk.idle-timeout-seconds"
    before = store.settings()[key]
    console.show_page(console.overview)
    console.house.fields[key].widget.setValue(before + 60)
    # Enter (a stray key) and "Keep editing" go back to the form, edits kept.
    for answer in (None, "Keep editing"):
        seen = _answer_question(qtbot, when_modal, answer)
        with qtbot.assertNotEmitted(console.closed):
            qtbot.keyClick(console.nav, Qt.Key.Key_Escape)
        assert seen and "House settings changed and not applied yet: 1." in seen[0]
        assert console.pages.currentWidget() is console.house
        assert console.house.fields[key].value() == before + 60
    _answer_question(qtbot, when_modal, "Apply changes")
    with qtbot.waitSignal(console.closed, timeout=60_000):
        qtbot.mouseClick(console.close_button, Qt.MouseButton.LeftButton)
    assert store.settings()[key] == before + 60
    assert store.settings_history()[-1].key == key


def test_item_24_2_discarded_settings_edits_change_nothing(
    qtbot: Any, console: SupervisorConsole, store: ProgressStore, when_modal: Any
) -> None:
    key = "kiosk.idle-timeout-seconds"
    before = store.settings()[key]
    history = len(store.settings_history())
    console.house.fields[key].widget.setValue(before + 60)
    _answer_question(qtbot, when_modal, "Discard changes")
    with qtbot.waitSignal(console.closed, timeout=60_000):
        qtbot.keyClick(console.nav, Qt.Key.Key_Escape)
    assert store.settings()[key] == before
    assert len(store.settings_history()) == history
    assert console.house.fields[key].value() == before


def test_item_24_13_enter_in_the_delete_question_deletes_nobody(
    qtbot: Any, console: SupervisorConsole, store: ProgressStore, when_modal: Any
) -> None:
    """Issue 24, item 13: Cancel is the default; only the button named for it deletes."""
    page = console.people
    choose_trainee(console, "Eve")
    for answer, gone in ((None, False), ("Delete trainee", True)):
        _answer_question(qtbot, when_modal, answer)
        qtbot.mouseClick(page.delete_button, Qt.MouseButton.LeftButton)
        names = {t.name for t in store.trainees(include_archived=True)}
        assert ("Eve" not in names) is gone


def test_item_24_13_a_trainees_new_pin_is_typed_twice(
    qtbot: Any, console: SupervisorConsole, store: ProgressStore, when_modal: Any
) -> None:
    prompts: list[str] = []

    def pin(typed: str, then: Any = None) -> Any:
        def act(dialog: QWidget) -> None:
            prompts.append(dialog.findChild(QLabel).text())
            if then is not None:
                when_modal(then)
            field = dialog.findChild(QLineEdit)
            qtbot.keyClicks(field, typed)
            qtbot.keyClick(field, Qt.Key.Key_Return)

        return act

    choose_trainee(console, "Ann")
    # 2468, then a slip (2486): asked again; then 1357 twice.
    when_modal(pin("2468", pin("2486", pin("1357", pin("1357")))))
    qtbot.mouseClick(console.people.pin_button, Qt.MouseButton.LeftButton)
    assert prompts == [
        "A new PIN for Ann (4 to 12 digits)",
        "The same PIN again, to be sure",
        "A new PIN for Ann (4 to 12 digits)",
        "The same PIN again, to be sure",
    ]
    ann = store.find_trainee("Ann")
    assert store.sign_in_trainee(ann.id, "1357").name == "Ann"


def test_issue_23_the_supervisor_sees_what_every_sitting_asks_of_each_game_and_skill(
    qtbot: Any, console: SupervisorConsole, store: ProgressStore
) -> None:
    """A 5-question exam on two games once asked only the first game; now every sitting
    spreads across the games and skills chosen, and the supervisor sees that spread where
    the exam is built and where it is chosen in the list of exams."""
    console.show_page(console.exams)
    page = console.exams
    qtbot.mouseClick(page.new_button, Qt.MouseButton.LeftButton)
    builder = page.builder
    assert builder is not None
    qtbot.keyClicks(builder.name, "Week 4")
    builder.game_checks["three-five-seven"].click()
    builder.game_checks["three-card-poker"].click()
    builder.skill_checks["payout"].click()
    builder.skill_checks["rulings"].click()
    builder.count.setValue(5)
    want = [
        "3-5-7 Poker: 2–3 questions (1–2 of each of its 2 skills)",
        "Three Card Poker: 2–3 questions (1–2 of each of its 2 skills)",
    ]
    assert builder.reach.text().endswith("every sitting asks:")
    assert builder.spread.text().splitlines() == want
    builder.count.setValue(8)
    assert "3-5-7 Poker: 4 questions (2 of each of its 2 skills)" in builder.spread.text()
    builder.skill_checks["arrangement"].click()  # not drilled in 3-5-7 the same way
    assert builder.spread.text().splitlines()[0].startswith("3-5-7 Poker: 4 questions (")
    qtbot.mouseClick(builder.create_button, Qt.MouseButton.LeftButton)
    (exam,) = store.exams()
    settle()
    assert page.current_exam() == exam
    lines = page.spread.text().splitlines()
    assert lines[0] == "Every sitting asks:"
    assert lines[1].startswith("3-5-7 Poker: 4 questions (")
