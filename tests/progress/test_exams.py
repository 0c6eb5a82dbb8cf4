"""Exams: defined, sat, scored at the pass mark, signed off (trainer.progress.exams)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from trainer.progress import (
    InvalidValueError,
    ProgressStore,
    StoreError,
    Supervisor,
    Trainee,
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
    sitting = store.start_sitting(exam.id, trainee.id)
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
        store.start_sitting(exam.id, trainee.id)


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
    sitting = store.start_sitting(exam.id, trainee.id)
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
