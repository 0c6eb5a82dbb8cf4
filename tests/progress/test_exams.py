"""Exams: defined, sat, scored at the pass mark, signed off (trainer.progress.exams)."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

import pytest

from trainer.progress import (
    InvalidValueError,
    ProgressStore,
    StoreError,
    Supervisor,
    Trainee,
    score_text,
)

from .conftest import FakeClock, attempt

# -- exams -------------------------------------------------------------------------------


def test_an_exam_is_defined_sat_scored_and_signed_off(
    store: ProgressStore, supervisor: Supervisor, trainee: Trainee, clock: FakeClock
) -> None:
    exam = store.define_exam(
        "Payouts, level 1",
        games=["three-five-seven"],
        skills=["payout", "rake"],
        question_count=4,
        time_limit_seconds=300,
        seed=1234,
        by=supervisor,
    )
    assert exam.pass_mark_percent == 90 and store.exam(exam.id) == exam
    assert store.exams() == (exam,)
    sitting = store.start_sitting(exam.id, trainee.id, seed=7, supervisor=supervisor)
    credits = [1.0, 1.0, 0.5, 1.0]
    for credit in credits:
        clock.advance(seconds=30)
        store.record_attempt(
            attempt(
                trainee.id,
                mode="exam",
                session_id=sitting.session_id,
                correct=credit == 1.0,
                credit=credit,
            )
        )
    clock.advance(seconds=400)  # past the time limit: not counted
    store.record_attempt(attempt(trainee.id, mode="exam", session_id=sitting.session_id))
    with pytest.raises(StoreError, match="only once it is finished"):
        store.sign_off_sitting(sitting.id, by=supervisor)
    finished = store.finish_sitting(sitting.id)
    assert finished.answered == 4
    assert finished.score_percent == Decimal("87.5") and finished.passed is False
    signed = store.sign_off_sitting(sitting.id, by=supervisor)
    assert signed.signed_off_by == supervisor.id and signed.signed_off_at is not None
    assert store.sittings(trainee_id=trainee.id) == (signed,)
    assert store.sittings(exam_id=exam.id) == (signed,)
    assert store.session(sitting.session_id).ended_at is not None
    retired = store.retire_exam(exam.id, by=supervisor)
    assert store.exams() == () and store.exams(include_retired=True) == (retired,)
    with pytest.raises(StoreError, match="retired"):
        store.start_sitting(exam.id, trainee.id, seed=7, supervisor=supervisor)


def test_a_sitting_passes_exactly_at_the_pass_mark(
    store: ProgressStore, supervisor: Supervisor, trainee: Trainee
) -> None:
    exam = store.define_exam(
        "Three questions",
        games=["casino-holdem"],
        skills=["hand-reading"],
        question_count=3,
        time_limit_seconds=0,
        seed=1,
        by=supervisor,
        pass_mark_percent=66,
    )
    sitting = store.start_sitting(exam.id, trainee.id, seed=7, supervisor=supervisor)
    for correct in (True, True, False):
        store.record_attempt(
            attempt(
                trainee.id,
                game="casino-holdem",
                skill="hand-reading",
                mode="exam",
                session_id=sitting.session_id,
                correct=correct,
            )
        )
    finished = store.finish_sitting(sitting.id)
    assert finished.score_percent == Decimal("66.6") and finished.passed is True


def test_exam_definitions_are_checked(store: ProgressStore, supervisor: Supervisor) -> None:
    with pytest.raises(InvalidValueError, match="Unknown game"):
        store.define_exam(
            "x",
            games=["baccarat"],
            skills=["payout"],
            question_count=1,
            time_limit_seconds=0,
            seed=1,
            by=supervisor,
        )
    with pytest.raises(InvalidValueError, match="number of exam questions"):
        store.define_exam(
            "x",
            games=["casino-holdem"],
            skills=["payout"],
            question_count=0,
            time_limit_seconds=0,
            seed=1,
            by=supervisor,
        )


def test_issue_23_an_exam_too_short_for_the_houses_questions_a_game_is_refused(
    store: ProgressStore, supervisor: Supervisor
) -> None:
    """A table test a supervisor signs off asks each game it covers at least the house's
    ``exam.min-questions-per-game`` (1 unless the house says more); a shorter exam is
    refused in one sentence that names the setting."""

    def define(count: int, games: list[str]) -> object:
        return store.define_exam(
            "Table test",
            games=games,
            skills=["payout"],
            question_count=count,
            time_limit_seconds=0,
            seed=1,
            by=supervisor,
        )

    two = ["three-five-seven", "three-card-poker"]
    with pytest.raises(InvalidValueError) as refused:
        define(1, two)
    message = str(refused.value)
    assert "exam.min-questions-per-game" in message and "2 in all" in message
    assert message.count(". ") == 0 and message.endswith(".")
    define(2, two)
    store.change_setting("exam.min-questions-per-game", 5, by=supervisor)
    with pytest.raises(InvalidValueError, match="at least 5 of each game chosen"):
        define(9, two)
    define(10, two)
    define(5, ["casino-holdem"])


# -- sittings a supervisor can trust ------------------------------------------------------


def _exam(store: ProgressStore, by: Supervisor, *, practice: bool = False, limit: int = 0) -> str:
    return store.define_exam(
        "Four questions",
        games=["three-five-seven"],
        skills=["payout"],
        question_count=4,
        time_limit_seconds=limit,
        seed=3,
        by=by,
        practice=practice,
    ).id


def test_only_a_supervisor_starts_a_sitting_unless_the_exam_is_for_practice(
    store: ProgressStore, supervisor: Supervisor, trainee: Trainee
) -> None:
    supervised = _exam(store, supervisor)
    with pytest.raises(StoreError, match="a supervisor starts each sitting"):
        store.start_sitting(supervised, trainee.id, seed=1, supervisor=None)
    assert store.sittings() == ()
    sitting = store.start_sitting(supervised, trainee.id, seed=1, supervisor=supervisor)
    assert (sitting.seed, sitting.supervised_by) == (1, supervisor.id)
    practice = _exam(store, supervisor, practice=True)
    alone = store.start_sitting(practice, trainee.id, seed=2, supervisor=None)
    assert alone.supervised_by is None and store.exam(practice).practice
    with pytest.raises(InvalidValueError, match="seed"):
        store.start_sitting(practice, trainee.id, seed=-1, supervisor=None)


def _answer(store: ProgressStore, trainee: Trainee, session_id: str, count: int) -> None:
    for _ in range(count):
        store.record_attempt(attempt(trainee.id, mode="exam", session_id=session_id))


def test_a_sitting_ended_with_questions_left_is_scored_and_marked_ended_early(
    store: ProgressStore, supervisor: Supervisor, trainee: Trainee
) -> None:
    exam = _exam(store, supervisor)
    early = store.start_sitting(exam, trainee.id, seed=1, supervisor=supervisor)
    _answer(store, trainee, early.session_id, 2)
    finished = store.finish_sitting(early.id)
    assert finished.ended_early and finished.answered == 2
    assert finished.score_percent == Decimal(50)  # the two left count as wrong
    whole = store.start_sitting(exam, trainee.id, seed=2, supervisor=supervisor)
    _answer(store, trainee, whole.session_id, 4)
    assert not store.finish_sitting(whole.id).ended_early


def test_a_sitting_whose_time_ran_out_did_not_end_early(
    store: ProgressStore, supervisor: Supervisor, trainee: Trainee, clock: FakeClock
) -> None:
    exam = _exam(store, supervisor, limit=60)
    sitting = store.start_sitting(exam, trainee.id, seed=1, supervisor=supervisor)
    _answer(store, trainee, sitting.session_id, 1)
    clock.advance(seconds=61)
    finished = store.finish_sitting(sitting.id)
    assert finished.answered == 1 and not finished.ended_early


# -- the score as shown ----------------------------------------------------------------


def test_a_score_is_shown_to_one_place_rounded_down_as_stored() -> None:
    assert score_text(Decimal("87.5")) == "87.5%"
    assert score_text(Decimal("75.0")) == "75%"
    assert score_text(Fraction(200, 3)) == "66.6%"  # 2 of 3, as finish_sitting stores it
    assert score_text(100) == "100%" and score_text(0) == "0%"


def test_a_score_shown_never_reaches_a_pass_mark_it_missed() -> None:
    """35 of 44 right is 79.55%: shown whole, it read "Score 80% against a pass mark of
    80%: not passed". Every exam of 1 to 60 questions, every half credit, every whole pass
    mark: the score shown is within a tenth below the score, and reads at or above the
    pass mark exactly when the sitting passed (finish_sitting's test)."""
    for questions in range(1, 61):
        for halves in range(2 * questions + 1):
            score = Fraction(halves * 100, 2 * questions)
            shown = Fraction(Decimal(score_text(score).removesuffix("%")))
            assert score - Fraction(1, 10) < shown <= score
            for pass_mark in range(101):
                passed = halves * 500 * 100 >= pass_mark * 1000 * questions
                assert (shown >= pass_mark) == passed, (questions, halves, pass_mark)
