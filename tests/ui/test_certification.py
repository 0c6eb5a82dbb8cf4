"""Issue 29 in the console, by real keys and clicks: a supervisor scores a sitting's live
table test on the house's rubric, and what the store recorded is what was typed."""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QApplication, QLabel, QLineEdit

from trainer.progress import NewAttempt, ProgressStore, Supervisor, Trainee
from trainer.progress.settings import PACED
from trainer.ui.console import SupervisorConsole
from trainer.ui.console.tabletest import TableTestDialog
from trainer.ui.main_window import MainWindow
from trainer.ui.reports import export_csv, trainee_report_pdf
from trainer.ui.reports.certification_csv import TABLE_TEST_COLUMNS
from trainer.ui.reports.text import day_text
from trainer.ui.worker import wait_for_background

from .test_reports import pdf_text, read_csv


def settle() -> None:
    for _ in range(4):
        assert wait_for_background(300_000)
        QApplication.processEvents()


def final(store: ProgressStore, by: Supervisor, games: list[str]) -> str:
    """An exam of a payout question for each of *games*."""
    return store.define_exam(
        "Final table",
        games=games,
        skills=["payout"],
        question_count=len(games),
        time_limit_seconds=0,
        seed=2,
        by=by,
    ).id


def sit(store: ProgressStore, trainee: Trainee, by: Supervisor, games: list[str]) -> str:
    """A finished sitting of an exam of *games*, every answer right."""
    sitting = store.start_sitting(final(store, by, games), trainee.id, seed=9, supervisor=by)
    for i, game in enumerate(games):
        store.record_attempt(
            NewAttempt(
                trainee_id=trainee.id,
                game=game,
                skill="payout",
                family=f"{game}/payout",
                difficulty=2,
                seed=i,
                params={},
                answer=1,
                expected=1,
                correct=True,
                response_ms=2000,
                mode="exam",
                session_id=sitting.session_id,
            )
        )
    return store.finish_sitting(sitting.id).id


@pytest.fixture
def console(qtbot: Any, store: ProgressStore, mona: Supervisor) -> Iterator[SupervisorConsole]:
    """The console at a kiosk's 1024x768, on the exams page."""
    c = SupervisorConsole(store, mona)
    qtbot.addWidget(c)
    c.resize(1024, 768)
    c.show()
    assert c.exams.parentWidget() is not None
    settle()
    yield c
    settle()
    c.close()
    c.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def type_points(qtbot: Any, dialog: TableTestDialog, points: list[str]) -> None:
    """Tab from the game to each criterion in turn and type its points (the dialog is
    active, as a window manager makes a dialog that opens)."""
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog, timeout=60_000)
    dialog.game.setFocus()
    for typed in points:
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        qtbot.keyClicks(QApplication.focusWidget(), typed)


def test_a_table_test_is_scored_on_the_rubric_by_keys_and_recorded(
    qtbot: Any, console: SupervisorConsole, store: ProgressStore, ann: Trainee, mona: Supervisor
) -> None:
    sitting = sit(store, ann, mona, ["three-card-poker", "roulette"])
    page = console.exams
    page.refresh()
    settle()
    page.select_sitting(sitting)
    assert page.rubric_button.isEnabled()
    qtbot.mouseClick(page.rubric_button, Qt.MouseButton.LeftButton)
    dialog = page.table_test
    assert isinstance(dialog, TableTestDialog)
    qtbot.waitUntil(dialog.isVisible, timeout=60_000)
    assert dialog.game.currentText() == "Three Card Poker"
    # Shuffle 20, Pitch 20, Chip cutting 20, Payout speed 25, Game protection 15.
    assert list(dialog.spins) == [
        "Shuffle",
        "Pitch",
        "Chip cutting",
        "Payout speed",
        "Game protection",
    ]
    type_points(qtbot, dialog, ["4", "3", "5", "2"])
    assert [s.value() for s in dialog.spins.values()] == [4, 3, 5, 2, -1]
    assert not dialog.record_button.isEnabled()  # one criterion still to score
    assert dialog.score.text() == "1 criterion still to score."
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    qtbot.keyClicks(QApplication.focusWidget(), "4")
    assert dialog.score.text() == "Score 70%: not passed (pass mark 75%)."
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)  # the default: record
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=60_000)
    (test,) = store.table_tests(sitting)
    assert test.game == "three-card-poker" and test.scored_by == mona.id
    assert [(c.criterion, c.points) for c in test.criteria] == [
        ("Shuffle", 4),
        ("Pitch", 3),
        ("Chip cutting", 5),
        ("Payout speed", 2),
        ("Game protection", 4),
    ]
    assert test.score_percent == Decimal(70) and not test.passed
    assert page.status.text() == "Ann's Three Card Poker table test is recorded: 70%, not passed."
    settle()
    row = page.current_sitting()
    assert row is not None and row.table_tests == (test,)
    column = page.sitting_model.columnCount() - 1
    shown = page.sitting_model.data(
        page.sitting_model.index(page.sitting_model.rows.index(row), column)
    )
    assert shown == "Three Card Poker 70%, not passed"
    # Roulette is left to score, on its own rubric.
    assert page.rubric_button.isEnabled()
    qtbot.mouseClick(page.rubric_button, Qt.MouseButton.LeftButton)
    wheel = page.table_test
    assert wheel is not None and wheel is not dialog
    qtbot.waitUntil(wheel.isVisible, timeout=60_000)
    assert wheel.game.count() == 1 and list(wheel.spins) == [
        "Chipping",
        "Sweeping",
        "Payout speed",
        "Announcing",
    ]
    type_points(qtbot, wheel, ["5", "4", "4", "3"])
    qtbot.mouseClick(wheel.record_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(store.table_tests(sitting)) == 2, timeout=60_000)
    assert store.table_tests(sitting)[1].score_percent == Decimal(82)
    settle()
    assert not page.rubric_button.isEnabled()  # every game of the exam is scored
    assert store.exam_log_problems() == []


def test_a_running_sitting_has_no_table_test_to_score(
    console: SupervisorConsole, store: ProgressStore, ann: Trainee, mona: Supervisor
) -> None:
    exam = final(store, mona, ["blackjack"])
    running = store.start_sitting(exam, ann.id, seed=1, supervisor=mona)
    page = console.exams
    page.refresh()
    settle()
    page.select_sitting(running.id)
    assert page.current_sitting() is not None and not page.rubric_button.isEnabled()


def answer(store: ProgressStore, trainee: Trainee, game: str, skill: str, **extra: Any) -> None:
    store.record_attempt(
        NewAttempt(
            trainee_id=trainee.id,
            game=game,
            skill=skill,
            family=f"{game}/{skill}",
            difficulty=2,
            seed=store.attempt_count(),
            params={},
            answer=1,
            expected=1,
            correct=True,
            response_ms=2000,
            **extra,
        )
    )


def certified(
    store: ProgressStore, ann: Trainee, mona: Supervisor, *, table_test: bool = False
) -> None:
    """Ann masters every Three Card Poker skill (the house looks at 5 answers) and passes
    its exam, signed off: level 2 of 3 there, nothing elsewhere; with *table_test*, her
    table test scored 88% too (level 3)."""
    store.change_setting("mastery.window-attempts", 5, by=mona)
    for game, skill in PACED:
        if game == "three-card-poker":
            for _ in range(5):
                answer(store, ann, game, skill)
    sitting = sit(store, ann, mona, ["three-card-poker"])
    store.sign_off_sitting(sitting, by=mona)
    if table_test:
        points = {"Shuffle": 5, "Pitch": 5, "Chip cutting": 4, "Payout speed": 4}
        store.score_table_test(
            sitting, "three-card-poker", {**points, "Game protection": 4}, by=mona
        )


def test_home_shows_each_games_level_from_the_stored_answers_and_sittings(
    qtbot: Any, window: MainWindow, store: ProgressStore, ann: Trainee, mona: Supervisor
) -> None:
    certified(store, ann, mona)
    window.show_home(ann)
    home = window.home

    def level_of(title: str) -> QLabel | None:
        name = f"{title} certification level"
        found = [
            w
            for w in home.findChildren(QLabel)
            if w.accessibleName() == name and w.isVisibleTo(home)  # not one being replaced
        ]
        return found[0] if found else None

    qtbot.waitUntil(lambda: level_of("Three Card Poker") is not None, timeout=60_000)
    poker = level_of("Three Card Poker")
    assert poker is not None
    assert poker.text() == "Level 2 · Exam passed"
    assert poker.accessibleDescription() == (
        "Level 2 of 3: Exam passed. Next: Table test passed, with a table test passed."
    )
    assert poker.toolTip() == "Next: Table test passed, with a table test passed."
    roulette = level_of("Roulette")
    assert roulette is not None and roulette.text() == "No level yet"
    assert roulette.toolTip() == "Next: Drills mastered, with every skill mastered."


def test_the_console_trainee_page_shows_levels_and_table_tests(
    qtbot: Any, store: ProgressStore, ann: Trainee, mona: Supervisor, console: SupervisorConsole
) -> None:
    certified(store, ann, mona, table_test=True)
    page = console.trainee
    console.show_page(page)
    page.refresh()  # the list of trainees as it is now
    page.show_trainee(ann.id)  # loads now, or once the page's list of trainees came
    model = page.certification.level_model
    qtbot.waitUntil(lambda: page.trainee_id == ann.id and bool(model.rows), timeout=60_000)
    settle()
    page.tabs.setCurrentWidget(page.certification)
    rows = {lv.game: lv for lv in model.rows}
    assert rows["three-card-poker"].number == 3
    index = model.index(model.rows.index(rows["three-card-poker"]), 1)
    assert model.data(index) == "Level 3 of 3: Table test passed"
    blackjack = model.rows.index(rows["blackjack"])
    assert model.data(model.index(blackjack, 1)) == "No level yet (of 3)"
    assert model.data(model.index(blackjack, 2)) == "Drills mastered: every skill mastered"
    tests = page.certification.test_model
    assert tests.rowCount() == 1
    assert tests.data(tests.index(0, 3)) == "88%" and tests.data(tests.index(0, 4)) == (
        "passed (mark 75%)"
    )
    assert tests.data(tests.index(0, 5)).startswith("Shuffle 5/5, Pitch 5/5, Chip cutting 4/5")


# -- reports ------------------------------------------------------------------------------


def test_the_trainee_report_and_the_csv_exports_carry_the_rubric_and_levels(
    themed_app: QApplication, tmp_path: Path, store: ProgressStore, ann: Trainee, mona: Supervisor
) -> None:
    certified(store, ann, mona, table_test=True)
    pdf = tmp_path / "ann.pdf"
    trainee_report_pdf(store, ann.id, pdf)
    _, text = pdf_text(pdf)
    assert "Certification levels (as of today)" in text
    assert "Level 3 of 3: Table test passed" in text and "No level yet (of 3)" in text
    assert "Table tests scored on the rubric" in text
    # The day the test was scored, as the report prints it (not the day this test was written).
    (scored,) = store.trainee_table_tests(ann.id)
    day = day_text(scored.scored_at.astimezone(store.now().tzinfo).date(), short=True)
    assert f"Three Card Poker table test of {day}: 88%, passed (pass mark 75%)" in text
    assert "Shuffle\n20%\n5 of 5" in text and "Game protection\n15%\n4 of 5" in text
    tests_csv = tmp_path / "table-tests.csv"
    assert export_csv(store, tests_csv, "table-tests") == 5
    header, rows = read_csv(tests_csv)
    assert header == list(TABLE_TEST_COLUMNS)
    assert [(r["criterion"], r["weight_percent"], r["points"]) for r in rows][:2] == [
        ("Shuffle", "20", "5"),
        ("Pitch", "20", "5"),
    ]
    assert {(r["trainee"], r["game"], r["score_percent"], r["passed"]) for r in rows} == {
        ("Ann", "three-card-poker", "88", "true")
    }
    levels_csv = tmp_path / "levels.csv"
    assert export_csv(store, levels_csv, "levels") == len(store.levels(ann.id))
    _, levels = read_csv(levels_csv)
    poker = next(r for r in levels if r["game"] == "three-card-poker")
    assert (poker["level"], poker["level_name"], poker["levels"]) == ("3", "Table test passed", "3")
    roulette = next(r for r in levels if r["game"] == "roulette")
    assert (roulette["level"], roulette["next_level"]) == ("0", "Drills mastered")
    assert roulette["next_level_needs"] == "every skill mastered"


# -- the house's rubric in the settings form --------------------------------------------


def test_a_rubric_typed_in_the_settings_form_is_refused_with_its_key_and_reason(
    qtbot: Any, console: SupervisorConsole, store: ProgressStore
) -> None:
    key = "table-test.rubric.roulette"
    page = console.house
    console.show_page(page)
    field = page.fields[key]
    line = field.widget
    assert isinstance(line, QLineEdit)
    # A line longer than its field reads from the start, and whole in the tooltip.
    assert line.cursorPosition() == 0 and line.toolTip() == store.settings()[key]
    line.selectAll()
    qtbot.keyClicks(line, "Chipping 30, Sweeping 20, Payout speed 30, Announcing 10")
    qtbot.mouseClick(page.apply_button, Qt.MouseButton.LeftButton)
    assert field.error.isVisible()
    assert field.error.text() == (
        "The Roulette table-test rubric (table-test.rubric.roulette): the weights add up to "
        "90%, not 100%."
    )
    assert store.settings()[key] == "Chipping 30, Sweeping 20, Payout speed 30, Announcing 20"
    line.selectAll()
    qtbot.keyClicks(line, "Chipping 40, Sweeping 10, Payout speed 30, Announcing 20")
    qtbot.mouseClick(page.apply_button, Qt.MouseButton.LeftButton)
    assert store.settings()[key] == "Chipping 40, Sweeping 10, Payout speed 30, Announcing 20"
    assert store.settings_history(key)[0].supervisor == "Mona"
