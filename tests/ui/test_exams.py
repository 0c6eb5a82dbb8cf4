"""Exams a supervisor can trust, driven through the window: each sitting draws its own
questions and is drawn again exactly from its recorded seed; only a supervisor starts a
supervised exam; ending early asks first and records what was answered; the summary of a
supervised exam keeps the answers for the supervisor's review."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from trainer.drilling import EXAM_DIFFICULTY, Drill, DrillPlan, sitting_questions
from trainer.progress import ExamDefinition, ProgressStore, StoreError, Supervisor, Trainee
from trainer.quiz.house import rules_for_house
from trainer.quiz.model import Mode
from trainer.ui.main_window import MainWindow
from trainer.ui.supervisor_sign_in import SupervisorSignInDialog

Modal = Callable[[Callable[[QWidget], None]], None]
PIN = "246810"


@pytest.fixture
def sitting_page(window: MainWindow, store: ProgressStore, mona: Supervisor, ann: Trainee) -> Any:
    """Ann sitting the supervised hand-reading exam, started by Mona."""
    window.show_home(ann)
    window._sit(reading_exam(store, mona), ann, mona)
    return window.drill_page


def type_pin(qtbot: Any) -> Callable[[QWidget], None]:
    """Mona types her PIN into the supervisor sign-in and presses Enter."""

    def act(dialog: QWidget) -> None:
        assert isinstance(dialog, SupervisorSignInDialog)
        qtbot.keyClicks(dialog.pin, PIN)
        qtbot.keyClick(dialog.pin, Qt.Key.Key_Return)

    return act


def answer_by_key(qtbot: Any, page: Any, *, right: bool) -> None:
    """Answer the question showing by its number key; wait until it is recorded."""
    question = page.question
    assert question is not None
    choice = question.answer if right else (question.answer + 1) % len(question.choices)
    qtbot.keyClick(page, str(choice + 1))
    qtbot.waitUntil(
        lambda: not page.busy and (page.drill is None or page.question is not question),
        timeout=60_000,
    )


def reading_exam(store: ProgressStore, by: Supervisor, *, practice: bool = False) -> ExamDefinition:
    """Hand reading in Three Card Poker: every question a choice, answered by its number."""
    return store.define_exam(
        "Hand reading check",
        games=["three-card-poker"],
        skills=["hand-reading"],
        question_count=6,
        time_limit_seconds=0,
        seed=11,
        by=by,
        practice=practice,
    )


def sit_through(store: ProgressStore, drill: Drill) -> list[tuple[str, int]]:
    """Answer every question of a sitting right; the (family, seed) of each, in order."""
    asked = []
    while (question := drill.next_question()) is not None:
        asked.append((question.family, question.seed))
        drill.record_answer(drill.grade(question.answer, 1500))
    drill.finish()
    return asked


def test_two_sittings_of_one_exam_draw_different_questions_each_regenerated_exactly(
    store: ProgressStore, mona: Supervisor, ann: Trainee
) -> None:
    """Each sitting has its own recorded seed: a trainee who sits again, or sits beside
    another, cannot learn the answers from an earlier sitting."""
    exam = reading_exam(store, mona)
    plan = DrillPlan(mode=Mode.EXAM, difficulty=EXAM_DIFFICULTY)
    first = Drill(store, ann, plan, exam=exam, supervisor=mona)
    second = Drill(store, ann, plan, exam=exam, supervisor=mona)
    asked_first, asked_second = sit_through(store, first), sit_through(store, second)
    assert asked_first != asked_second
    rules = rules_for_house(store.settings())
    for drill, asked in ((first, asked_first), (second, asked_second)):
        assert drill.sitting is not None
        sitting = store.sitting(drill.sitting.id)
        assert sitting.seed is not None and sitting.supervised_by == mona.id
        again = sitting_questions(exam, sitting, rules)
        assert [(q.family, q.seed) for q in again] == asked
        recorded = [
            (a.family, a.seed)
            for a in store.attempts(trainee_id=ann.id)
            if a.session_id == sitting.session_id
        ]
        assert recorded == asked
    assert first.sitting is not None and second.sitting is not None
    assert first.sitting.seed != second.sitting.seed


def test_a_trainee_cannot_start_a_supervised_exam_alone(
    qtbot: Any,
    window: MainWindow,
    store: ProgressStore,
    mona: Supervisor,
    ann: Trainee,
    when_modal: Modal,
) -> None:
    exam = reading_exam(store, mona)
    with pytest.raises(StoreError, match="supervisor starts each sitting"):
        store.start_sitting(exam.id, ann.id, seed=1, supervisor=None)
    window.show_home(ann)
    # The trainee picks the exam; the supervisor's sign-in comes up, and is cancelled.
    seen: list[QWidget] = []

    def chooser_then_pin(dialog: QWidget) -> None:
        dialog.accept()  # the first exam in the list

        def pin(d: QWidget) -> None:
            seen.append(d)
            d.reject()

        when_modal(pin)

    when_modal(chooser_then_pin)
    window.choose_exam()
    assert seen and isinstance(seen[0], SupervisorSignInDialog)
    assert window.pages.currentWidget() is window.home
    assert store.sittings(trainee_id=ann.id) == ()


def test_a_supervisor_starts_a_sitting_with_their_pin_and_results_say_so(
    qtbot: Any,
    window: MainWindow,
    store: ProgressStore,
    mona: Supervisor,
    ann: Trainee,
    when_modal: Modal,
) -> None:
    reading_exam(store, mona)
    window.show_home(ann)

    when_modal(lambda chooser: (chooser.accept(), when_modal(type_pin(qtbot))))
    window.choose_exam()
    assert window.pages.currentWidget() is window.drill_page
    assert window.drill_page.stop_button.text() == "End exam"
    (sitting,) = store.sittings(trainee_id=ann.id)
    assert sitting.supervised_by == mona.id


def test_a_practice_exam_is_started_by_the_trainee_alone(
    qtbot: Any, window: MainWindow, store: ProgressStore, mona: Supervisor, ann: Trainee
) -> None:
    exam = reading_exam(store, mona, practice=True)
    window.show_home(ann)
    window._sit(exam, ann, None)
    (sitting,) = store.sittings(trainee_id=ann.id)
    assert sitting.supervised_by is None and sitting.seed is not None


def test_ending_an_exam_early_asks_first_and_records_what_was_answered(
    qtbot: Any,
    window: MainWindow,
    store: ProgressStore,
    ann: Trainee,
    when_modal: Modal,
    sitting_page: Any,
) -> None:
    page = sitting_page
    for _ in range(2):
        answer_by_key(qtbot, page, right=True)
    asked: list[str] = []

    def answer(button: QMessageBox.StandardButton) -> Callable[[QWidget], None]:
        def act(box: QWidget) -> None:
            assert isinstance(box, QMessageBox)
            asked.append(box.text())
            box.button(button).click()

        return act

    when_modal(answer(QMessageBox.StandardButton.No))
    qtbot.mouseClick(page.stop_button, Qt.MouseButton.LeftButton)
    assert asked and "2 answered" in asked[0] and "4 not answered" in asked[0]
    assert window.pages.currentWidget() is page and page.drill is not None  # carried on
    when_modal(answer(QMessageBox.StandardButton.Yes))
    qtbot.mouseClick(page.stop_button, Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is window.summary
    (sitting,) = store.sittings(trainee_id=ann.id)
    assert sitting.finished_at is not None and sitting.ended_early
    assert sitting.answered == 2 and sitting.score_percent is not None
    assert float(sitting.score_percent) == pytest.approx(100 * 2 / 6, abs=0.1)
    # The score as the store keeps it, to one place rounded down (never up to a pass mark).
    assert "Score 33.3% against a pass mark of" in window.summary.result.text()


def test_the_summary_of_a_supervised_exam_keeps_the_answers_for_the_review(
    qtbot: Any,
    window: MainWindow,
    store: ProgressStore,
    ann: Trainee,
    when_modal: Modal,
    sitting_page: Any,
) -> None:
    page = sitting_page
    while page.drill is not None:
        answer_by_key(qtbot, page, right=False)
    qtbot.waitUntil(lambda: window.pages.currentWidget() is window.summary, timeout=60_000)
    summary = window.summary
    assert summary.result.isVisible() and "not passed" in summary.result.text()
    assert summary.missed_families.isVisible() and "Missed:" in summary.missed_families.text()
    assert not summary.split.isVisible() and not summary.redo.isEnabled()

    when_modal(type_pin(qtbot))
    qtbot.mouseClick(summary.review_key, Qt.MouseButton.LeftButton)
    assert summary.split.isVisible() and summary.list.count() == 6
    assert QApplication.activeModalWidget() is None


def test_item_24_13_enter_in_the_end_exam_question_keeps_the_exam_going(
    qtbot: Any,
    window: MainWindow,
    store: ProgressStore,
    ann: Trainee,
    when_modal: Modal,
    sitting_page: Any,
) -> None:
    """Issue 24, item 13: the safe choice is the default; Enter pressed without reading
    (the trainee was typing) does not end the exam."""
    page = sitting_page
    answer_by_key(qtbot, page, right=True)
    buttons: list[str] = []

    def enter(box: QWidget) -> None:  # asserts nothing here: the box must close
        if isinstance(box, QMessageBox):
            buttons.extend(b.text() for b in box.buttons())
        qtbot.keyClick(box, Qt.Key.Key_Return)

    when_modal(enter)
    qtbot.mouseClick(page.stop_button, Qt.MouseButton.LeftButton)
    assert sorted(buttons) == ["Cancel", "End exam"]
    assert window.pages.currentWidget() is page and page.drill is not None
    (sitting,) = store.sittings(trainee_id=ann.id)
    assert sitting.finished_at is None
