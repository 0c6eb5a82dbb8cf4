"""Issue 29: the table-test rubric and the certification levels as house settings, table
tests recorded with a sitting (and chained), and levels computed from stored answers."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from decimal import Decimal
from pathlib import Path

import pytest

from trainer.progress import (
    InvalidValueError,
    ProgressStore,
    SettingError,
    StoreError,
    Supervisor,
    Trainee,
)
from trainer.progress.database import FILE_NAME
from trainer.progress.rubric import levels_key, rubric_key
from trainer.progress.settings import PACED, SETTINGS_BY_KEY

from .conftest import FakeClock, attempt

OpenStore = Callable[..., ProgressStore]
CARD = {"Shuffle": 5, "Pitch": 5, "Chip cutting": 5, "Payout speed": 5, "Game protection": 5}


# -- the settings ------------------------------------------------------------------------


def test_every_game_has_a_rubric_and_levels_by_default(store: ProgressStore) -> None:
    settings = store.settings()
    assert settings.text_value(rubric_key("three-card-poker")) == (
        "Shuffle 20, Pitch 20, Chip cutting 20, Payout speed 25, Game protection 15"
    )
    assert settings.text_value(rubric_key("roulette")) == (
        "Chipping 30, Sweeping 20, Payout speed 30, Announcing 20"
    )
    assert settings.text_value(levels_key("blackjack")) == (
        "Drills mastered: drills; Exam passed: exam; Table test passed: table-test"
    )


@pytest.mark.parametrize(
    ("key", "text", "reason"),
    [
        (
            rubric_key("roulette"),
            "Chipping 30, Sweeping twenty, Payout speed 30, Announcing 20",
            "the weight of \u201cSweeping\u201d must be a whole number of percent from 1 to "
            "100, not \u201ctwenty\u201d.",
        ),
        (
            rubric_key("roulette"),
            "Chipping 30, Sweeping 0, Payout speed 50, Announcing 20",
            "the weight of \u201cSweeping\u201d must be a whole number of percent from 1 to "
            "100, not \u201c0\u201d.",
        ),
        (rubric_key("blackjack"), "Shuffle 50, Pitch 40", "the weights add up to 90%, not 100%."),
        (
            rubric_key("blackjack"),
            "Shuffle 50, Pitch",
            "the criterion \u201cPitch\u201d has no weight",
        ),
        (
            rubric_key("blackjack"),
            "Shuffle 50, shuffle 50",
            "the criterion \u201cshuffle\u201d is named twice",
        ),
        (rubric_key("blackjack"), "", "a rubric needs at least one criterion"),
        (
            levels_key("casino-holdem"),
            "Drills: drills; Certified: exam + audition",
            "the level \u201cCertified\u201d asks for \u201caudition\u201d, which is not one of "
            "drills, exam, table-test,",
        ),
        (levels_key("casino-holdem"), "Drills drills", "level 1 must be a name, a colon"),
    ],
)
def test_a_bad_rubric_or_levels_is_refused_naming_key_and_reason(
    store: ProgressStore, supervisor: Supervisor, key: str, text: str, reason: str
) -> None:
    with pytest.raises(SettingError) as refused:
        store.change_setting(key, text, by=supervisor)
    assert f"({key}): {reason}" in str(refused.value)
    assert store.settings()[key] == SETTINGS_BY_KEY[key].default


def test_a_rubric_is_kept_in_one_spelling_and_audited(
    store: ProgressStore, supervisor: Supervisor
) -> None:
    key = rubric_key("roulette")
    store.change_setting(
        key, " Chipping  40 ,Sweeping 10,Payout speed 30, Announcing 20", by=supervisor
    )
    assert store.settings()[key] == "Chipping 40, Sweeping 10, Payout speed 30, Announcing 20"
    assert store.settings_history(key)[0].new_value == store.settings()[key]


def test_a_bad_rubric_written_into_the_file_is_told_and_the_default_used(
    open_store: OpenStore, folder: Path
) -> None:
    open_store().close()
    key = rubric_key("three-five-seven")
    with sqlite3.connect(folder / FILE_NAME) as conn:
        conn.execute("INSERT INTO settings (key, value) VALUES (?, 'Shuffle 60, Pitch 60')", (key,))
    conn.close()
    store = open_store()
    assert any(key in notice for notice in store.notices)
    assert store.settings()[key] == SETTINGS_BY_KEY[key].default


# -- table tests --------------------------------------------------------------------------


def _exam(store: ProgressStore, by: Supervisor, games: list[str], *, practice: bool = False) -> str:
    return store.define_exam(
        "Final",
        games=games,
        skills=["payout"],
        question_count=2 * len(games),
        time_limit_seconds=0,
        seed=1,
        by=by,
        practice=practice,
    ).id


def _sat(
    store: ProgressStore, exam_id: str, trainee: Trainee, by: Supervisor | None, right: bool
) -> str:
    sitting = store.start_sitting(exam_id, trainee.id, seed=3, supervisor=by)
    for _ in range(store.exam(exam_id).question_count):
        store.record_attempt(
            attempt(trainee.id, mode="exam", session_id=sitting.session_id, correct=right)
        )
    store.finish_sitting(sitting.id)
    return sitting.id


def test_a_table_test_is_scored_on_the_rubric_and_recorded_with_the_sitting(
    store: ProgressStore, supervisor: Supervisor, trainee: Trainee
) -> None:
    sitting = _sat(
        store, _exam(store, supervisor, ["three-card-poker", "roulette"]), trainee, supervisor, True
    )
    # Shuffle 20, Pitch 20, Chip cutting 20, Payout speed 25, Game protection 15; 0-5 each.
    points = {"Shuffle": 4, "Pitch": 3, "Chip cutting": 5, "Payout speed": 2, "Game protection": 4}
    test = store.score_table_test(sitting, "three-card-poker", points, by=supervisor)
    weighted = 20 * 4 + 20 * 3 + 20 * 5 + 25 * 2 + 15 * 4  # 350 of 500
    assert test.score_percent == Decimal(weighted) / 5 == Decimal(70)
    assert (test.pass_mark_percent, test.passed) == (75, False)
    assert [(c.criterion, c.weight, c.points, c.out_of) for c in test.criteria][:2] == [
        ("Shuffle", 20, 4, 5),
        ("Pitch", 20, 3, 5),
    ]
    assert test.scored_by_name == "Mona Reyes" and store.table_tests(sitting) == (test,)
    wheel = {"Chipping": 5, "Sweeping": 4, "Payout speed": 4, "Announcing": 3}
    second = store.score_table_test(sitting, "roulette", wheel, by=supervisor)
    assert second.score_percent == Decimal(30 * 5 + 20 * 4 + 30 * 4 + 20 * 3) / 5  # 82
    assert second.passed and store.table_tests(sitting) == (test, second)
    assert store.trainee_table_tests(trainee.id) == (test, second)
    assert [e.kind for e in store.exam_log()][-2:] == ["table-test", "table-test"]
    assert store.exam_log_problems() == []


def test_a_table_test_passes_exactly_at_the_pass_mark(
    store: ProgressStore, supervisor: Supervisor, trainee: Trainee
) -> None:
    store.change_setting("table-test.pass-mark-percent", 70, by=supervisor)
    sitting = _sat(store, _exam(store, supervisor, ["three-card-poker"]), trainee, supervisor, True)
    points = {"Shuffle": 4, "Pitch": 3, "Chip cutting": 5, "Payout speed": 2, "Game protection": 4}
    assert store.score_table_test(sitting, "three-card-poker", points, by=supervisor).passed


def test_a_table_test_is_refused_unless_every_criterion_is_scored_in_range_once(
    store: ProgressStore, supervisor: Supervisor, trainee: Trainee
) -> None:
    exam = _exam(store, supervisor, ["three-card-poker"])
    running = store.start_sitting(exam, trainee.id, seed=1, supervisor=supervisor)
    with pytest.raises(StoreError, match="once its exam sitting is finished"):
        store.score_table_test(running.id, "three-card-poker", CARD, by=supervisor)
    sitting = _sat(store, exam, trainee, supervisor, True)
    with pytest.raises(InvalidValueError, match="no points for Pitch"):
        store.score_table_test(
            sitting,
            "three-card-poker",
            {k: v for k, v in CARD.items() if k != "Pitch"},
            by=supervisor,
        )
    with pytest.raises(InvalidValueError, match="from 0 to 5, not 6"):
        store.score_table_test(sitting, "three-card-poker", {**CARD, "Pitch": 6}, by=supervisor)
    with pytest.raises(InvalidValueError, match="Dice control is not a criterion"):
        store.score_table_test(
            sitting, "three-card-poker", {**CARD, "Dice control": 1}, by=supervisor
        )
    with pytest.raises(InvalidValueError, match="does not cover Blackjack"):
        store.score_table_test(sitting, "blackjack", CARD, by=supervisor)
    practice = _sat(
        store, _exam(store, supervisor, ["three-card-poker"], practice=True), trainee, None, True
    )
    with pytest.raises(StoreError, match="is for practice: a table test is recorded"):
        store.score_table_test(practice, "three-card-poker", CARD, by=supervisor)
    store.score_table_test(sitting, "three-card-poker", CARD, by=supervisor)
    with pytest.raises(StoreError, match="already recorded"):
        store.score_table_test(sitting, "three-card-poker", CARD, by=supervisor)
    assert len(store.table_tests(sitting)) == 1


def test_a_table_test_keeps_the_rubric_it_was_scored_on(
    store: ProgressStore, supervisor: Supervisor, trainee: Trainee
) -> None:
    sitting = _sat(store, _exam(store, supervisor, ["three-card-poker"]), trainee, supervisor, True)
    before = store.score_table_test(sitting, "three-card-poker", CARD, by=supervisor)
    store.change_setting(rubric_key("three-card-poker"), "Shuffle 50, Pitch 50", by=supervisor)
    assert store.table_tests(sitting) == (before,) and len(before.criteria) == 5


def test_a_table_test_changed_in_the_file_is_found(
    open_store: OpenStore,
    folder: Path,
    supervisor: Supervisor,
    trainee: Trainee,
    store: ProgressStore,
) -> None:
    sitting = _sat(store, _exam(store, supervisor, ["roulette"]), trainee, supervisor, True)
    wheel = {"Chipping": 1, "Sweeping": 1, "Payout speed": 1, "Announcing": 1}
    store.score_table_test(sitting, "roulette", wheel, by=supervisor)
    store.close()
    with sqlite3.connect(folder / FILE_NAME) as conn:
        conn.execute("UPDATE table_tests SET passed = 1, score_permille = 900")
    conn.close()
    found = open_store().exam_log_problems()
    assert len(found) == 1 and found[0].startswith(
        "The Roulette table test of the exam sitting of Ana Ruiz for \u201cFinal\u201d begun on "
    )
    assert "(passed, score permille; exam log entry 2)" in found[0]


# -- levels ------------------------------------------------------------------------------


def _master_every_skill(store: ProgressStore, trainee: Trainee, game: str) -> None:
    for skill in (s for g, s in PACED if g == game):
        for _ in range(5):
            store.record_attempt(attempt(trainee.id, game=game, skill=skill, response_ms=1000))


def test_levels_follow_stored_answers_sittings_and_table_tests(
    store: ProgressStore, supervisor: Supervisor, trainee: Trainee, clock: FakeClock
) -> None:
    game = "three-five-seven"
    store.change_setting("mastery.window-attempts", 5, by=supervisor)
    first = store.level(trainee.id, game)
    assert (first.number, first.name, first.top) == (0, "", 3)
    assert (first.next_name, first.missing) == ("Drills mastered", ("drills",))
    # A practice exam passed, or a supervised one failed, certifies nothing.
    practice = _sat(store, _exam(store, supervisor, [game], practice=True), trainee, None, True)
    store.sign_off_sitting(practice, by=supervisor)
    exam = _exam(store, supervisor, [game])
    failed = _sat(store, exam, trainee, supervisor, False)
    store.sign_off_sitting(failed, by=supervisor)
    assert store.level(trainee.id, game).number == 0
    _master_every_skill(store, trainee, game)
    drilled = store.level(trainee.id, game)
    assert (drilled.number, drilled.name, drilled.missing) == (1, "Drills mastered", ("exam",))
    # Nor does a pass not yet signed off.
    passed = _sat(store, exam, trainee, supervisor, True)
    assert store.level(trainee.id, game).number == 1
    store.sign_off_sitting(passed, by=supervisor)
    examined = store.level(trainee.id, game)
    assert (examined.number, examined.name, examined.next_name) == (
        2,
        "Exam passed",
        "Table test passed",
    )
    weak = dict.fromkeys(CARD, 1)
    store.score_table_test(failed, game, weak, by=supervisor)
    assert store.level(trainee.id, game).number == 2
    store.score_table_test(passed, game, CARD, by=supervisor)
    top = store.level(trainee.id, game)
    assert (top.number, top.name, top.next_name, top.missing) == (3, "Table test passed", None, ())
    others = {lv.game: lv.number for lv in store.levels(trainee.id) if lv.game != game}
    assert set(others.values()) == {0}


def test_levels_are_the_houses_and_count_only_in_order(
    store: ProgressStore, supervisor: Supervisor, trainee: Trainee
) -> None:
    game = "casino-holdem"
    store.change_setting(
        levels_key(game), "Payouts: payout; Examined: exam + table-test", by=supervisor
    )
    store.change_setting("mastery.window-attempts", 5, by=supervisor)
    sitting = _sat(store, _exam(store, supervisor, [game]), trainee, supervisor, True)
    store.sign_off_sitting(sitting, by=supervisor)
    store.score_table_test(sitting, game, CARD, by=supervisor)
    # Level 2's exam and table test are there, but level 1 (payouts mastered) is not yet.
    assert (store.level(trainee.id, game).number, store.level(trainee.id, game).missing) == (
        0,
        ("payout",),
    )
    for _ in range(5):
        store.record_attempt(attempt(trainee.id, game=game, skill="payout", response_ms=1000))
    assert store.level(trainee.id, game).name == "Examined"
