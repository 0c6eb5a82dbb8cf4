"""The store's records round-trip, answers are never dropped, accounts lock after wrong PINs."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from datetime import UTC, date, datetime, timedelta
from decimal import Decimal
from pathlib import Path

import pytest

from trainer.progress import (
    AccountLockedError,
    InvalidValueError,
    NameTakenError,
    NewAttempt,
    NotFoundError,
    ProgressStore,
    SettingError,
    StoreError,
    StoreFullError,
    StoreReadOnlyError,
    StoreUnavailableError,
    Supervisor,
    Trainee,
    WrongPinError,
)
from trainer.progress.pins import is_pin_right
from trainer.progress.transfer import read_file

from .conftest import STATION_TZ, FakeClock, attempt

OpenStore = Callable[..., ProgressStore]
REPO = Path(__file__).resolve().parents[2]


# -- trainees --------------------------------------------------------------------------------


def test_trainee_round_trips_across_a_restart(open_store: OpenStore, clock: FakeClock) -> None:
    store = open_store()
    ana = store.add_trainee("  Ana   Ruiz ", pin="1357")
    assert ana.name == "Ana Ruiz" and ana.has_pin and not ana.is_archived
    assert ana.created_at == clock().astimezone(UTC)
    store.close()
    again = open_store()
    assert again.trainee(ana.id) == ana
    assert again.find_trainee("ana ruiz") == ana
    assert again.trainees() == (ana,)


def test_names_are_unique_among_active_trainees_only(store: ProgressStore) -> None:
    ana = store.add_trainee("Ana")
    with pytest.raises(NameTakenError, match="already an active trainee named 'ANA'"):
        store.add_trainee("ANA")
    store.archive_trainee(ana.id)
    second = store.add_trainee("Ana")
    assert store.find_trainee("Ana") == second
    with pytest.raises(NameTakenError, match="rename one first"):
        store.restore_trainee(ana.id)
    store.rename_trainee(ana.id, "Ana (2024)")
    assert not store.restore_trainee(ana.id).is_archived
    assert [t.name for t in store.trainees()] == ["Ana", "Ana (2024)"]


@pytest.mark.parametrize("name", ["", "   ", "x" * 61])
def test_trainee_names_must_be_sensible(store: ProgressStore, name: str) -> None:
    with pytest.raises(InvalidValueError, match="name"):
        store.add_trainee(name)


def test_a_trainee_with_answers_is_archived_never_deleted(
    store: ProgressStore, trainee: Trainee
) -> None:
    store.record_attempt(attempt(trainee.id))
    with pytest.raises(StoreError, match="archived but not deleted"):
        store.delete_trainee(trainee.id)
    archived = store.archive_trainee(trainee.id)
    assert archived.is_archived and store.trainees() == ()
    assert store.trainees(include_archived=True) == (archived,)
    assert store.attempt_count(trainee.id) == 1
    with pytest.raises(StoreError, match="archived"):
        store.record_attempt(attempt(trainee.id))
    newcomer = store.add_trainee("Ben")
    store.delete_trainee(newcomer.id)
    with pytest.raises(NotFoundError, match="no trainee with id"):
        store.trainee(newcomer.id)


def test_trainee_pin_can_be_set_checked_and_removed(store: ProgressStore, trainee: Trainee) -> None:
    assert store.sign_in_trainee(trainee.id) == trainee
    store.set_trainee_pin(trainee.id, "8642")
    with pytest.raises(WrongPinError, match="needs a PIN"):
        store.sign_in_trainee(trainee.id)
    with pytest.raises(WrongPinError, match="4 tries left"):
        store.sign_in_trainee(trainee.id, "0000")
    assert store.sign_in_trainee(trainee.id, "8642").has_pin
    assert not store.set_trainee_pin(trainee.id, None).has_pin


# -- supervisors and PIN lockout ---------------------------------------------------------


def test_first_run_creates_the_first_supervisor_once(store: ProgressStore) -> None:
    assert store.needs_first_supervisor()
    mona = store.create_first_supervisor("Mona Reyes", "2468")
    assert not store.needs_first_supervisor()
    with pytest.raises(StoreError, match="already exists"):
        store.create_first_supervisor("Someone Else", "1111")
    raj = store.add_supervisor("Raj Patel", "1212", by=mona)
    assert store.supervisors() == (mona, raj)
    with pytest.raises(NameTakenError):
        store.add_supervisor("raj patel", "3434", by=mona)


def test_supervisor_pin_is_stored_only_as_a_scrypt_hash(
    store: ProgressStore, supervisor: Supervisor
) -> None:
    (stored,) = store._db.require().execute("SELECT pin_hash FROM supervisors").fetchone()
    assert stored.split("$")[0] == "scrypt" and is_pin_right("2468", stored)
    assert not is_pin_right("2469", stored)


def test_five_wrong_pins_lock_the_account_for_a_growing_delay(
    open_store: OpenStore, clock: FakeClock
) -> None:
    store = open_store()
    store.create_first_supervisor("Mona", "2468")
    for left in (4, 3, 2, 1):
        with pytest.raises(WrongPinError, match=f"{left} tr"):
            store.sign_in_supervisor("Mona", "1111")
    with pytest.raises(AccountLockedError, match="locked after 5 wrong PINs, for 30 seconds"):
        store.sign_in_supervisor("Mona", "1111")
    # The right PIN is refused while locked, and the lock survives a restart.
    store.close()
    store = open_store()
    with pytest.raises(AccountLockedError, match="try again in 30 seconds"):
        store.sign_in_supervisor("Mona", "2468")
    clock.advance(seconds=30)
    for _ in range(4):
        with pytest.raises(WrongPinError):
            store.sign_in_supervisor("Mona", "1111")
    with pytest.raises(AccountLockedError, match="for 1 minute"):
        store.sign_in_supervisor("Mona", "1111")
    clock.advance(seconds=60)
    assert store.sign_in_supervisor("mona", "2468").name == "Mona"
    # A right PIN resets the growth: the next lock is 30 seconds again.
    for _ in range(4):
        with pytest.raises(WrongPinError):
            store.sign_in_supervisor("Mona", "1111")
    with pytest.raises(AccountLockedError, match="for 30 seconds"):
        store.sign_in_supervisor("Mona", "1111")


def test_unknown_supervisor(store: ProgressStore) -> None:
    with pytest.raises(NotFoundError, match="no supervisor named 'Nobody'"):
        store.sign_in_supervisor("Nobody", "1234")


def test_supervisor_pin_change(store: ProgressStore, supervisor: Supervisor) -> None:
    store.change_supervisor_pin(supervisor.id, "97531", by=supervisor)
    with pytest.raises(WrongPinError):
        store.sign_in_supervisor(supervisor.name, "2468")
    assert store.sign_in_supervisor(supervisor.name, "97531") == supervisor


# -- house settings ----------------------------------------------------------------------


def test_setting_changes_are_audited_with_who_when_old_and_new(
    open_store: OpenStore, clock: FakeClock
) -> None:
    store = open_store()
    mona = store.create_first_supervisor("Mona", "2468")
    change = store.change_setting("three-five-seven.rake-percent", "7.5", by=mona)
    assert change is not None
    assert (change.old_value, change.new_value, change.supervisor) == ("10", "7.5", "Mona")
    assert change.changed_at == clock().astimezone(UTC)
    assert store.change_setting("three-five-seven.rake-percent", Decimal("7.50"), by=mona) is None
    clock.advance(hours=1)
    store.change_setting("three-five-seven.surrender-allowed", False, by=mona)
    store.close()
    store = open_store()
    assert store.settings()["three-five-seven.rake-percent"] == Decimal("7.5")
    assert store.settings().bool_value("three-five-seven.surrender-allowed") is False
    history = store.settings_history()
    assert [h.key for h in history] == [
        "three-five-seven.surrender-allowed",
        "three-five-seven.rake-percent",
    ]
    assert history[0].old_value == "yes" and history[0].new_value == "no"
    assert store.settings_history("three-five-seven.rake-percent") == history[1:]


def test_rake_beyond_the_colorado_limit_is_refused_and_not_logged(
    store: ProgressStore, supervisor: Supervisor
) -> None:
    with pytest.raises(SettingError, match=r"cannot be above 10%, the limit set by"):
        store.change_setting("three-five-seven.rake-percent", "12", by=supervisor)
    with pytest.raises(SettingError, match=r"cannot be above 500 cents \(\$5\.00\)"):
        store.change_setting("three-five-seven.rake-cap-cents", 750, by=supervisor)
    assert store.settings_history() == ()


def test_minimum_wager_cannot_pass_the_maximum(
    store: ProgressStore, supervisor: Supervisor
) -> None:
    store.change_setting("three-five-seven.max-wager-cents", 300, by=supervisor)
    with pytest.raises(SettingError, match="minimum wager"):
        store.change_setting("three-five-seven.min-wager-cents", 400, by=supervisor)


def test_a_hand_edited_bad_setting_falls_back_to_its_default(
    open_store: OpenStore, folder: Path
) -> None:
    store = open_store()
    store._db.require().execute(
        "INSERT INTO settings VALUES ('three-five-seven.rake-percent', '50')"
    )
    store.close()
    store = open_store()
    assert store.settings()["three-five-seven.rake-percent"] == Decimal(10)
    assert any("not valid, so its default is used" in n for n in store.notices)


# -- sessions and attempts -------------------------------------------------------------------


def test_an_attempt_round_trips_with_every_field(open_store: OpenStore, clock: FakeClock) -> None:
    store = open_store()
    ana = store.add_trainee("Ana")
    session = store.start_session(ana.id, "speed-drill")
    # 22:30 in Colorado is already the next day in UTC; the trainee's day is the 3rd.
    clock.now = datetime(2025, 3, 3, 22, 30, 15, 250_000, tzinfo=STATION_TZ)
    draft = attempt(
        ana.id,
        skill="rake",
        family="pot-rake",
        difficulty=4,
        seed=2**62,
        params={"pot_cents": 4000, "rake": {"percent": "10", "cap_cents": 500}},
        answer={"rake_cents": 400},
        expected={"rake_cents": 400},
        correct=False,
        credit=0.5,
        response_ms=7310,
        mode="speed-drill",
        session_id=session.id,
    )
    stored = store.record_attempt(draft)
    assert stored.attempt_id == draft.attempt_id and stored.credit == 0.5 and not stored.correct
    assert stored.day == date(2025, 3, 3)
    assert stored.answered_at == datetime(2025, 3, 4, 5, 30, 15, 250_000, tzinfo=UTC)
    store.close()
    store = open_store()
    assert store.attempt(draft.attempt_id) == stored
    assert list(store.attempts()) == [stored]
    assert list(store.attempts(since=date(2025, 3, 4))) == []
    assert list(store.attempts(until=date(2025, 3, 3), trainee_id=ana.id)) == [stored]
    assert store.end_session(session.id).ended_at == clock().astimezone(UTC)
    assert store.session(session.id).mode == "speed-drill"


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"game": "blackjack"}, "Unknown game 'blackjack'"),
        ({"skill": "shuffling"}, "Unknown skill"),
        ({"mode": "exam-ish"}, "Unknown mode"),
        ({"family": ""}, "question family"),
        ({"response_ms": -1}, "response time"),
        ({"seed": 2**64}, "seed"),
        ({"difficulty": True}, "difficulty"),
        ({"credit": 1.5}, "Partial credit"),
        ({"credit": 0.5, "correct": True}, "correct exactly when"),
        ({"params": {"x": {1, 2}}}, "JSON data"),
        ({"answer": float("nan")}, "JSON data"),
        ({"attempt_id": "not-a-uuid"}, "not a valid UUID"),
        ({"answered_at": datetime(2025, 1, 1)}, "timezone"),
    ],
)
def test_bad_attempts_are_refused_at_once_and_not_kept(
    store: ProgressStore, trainee: Trainee, fields: dict[str, object], message: str
) -> None:
    with pytest.raises(InvalidValueError, match=message):
        store.record_attempt(attempt(trainee.id, **fields))
    assert store.pending_attempts() == () and store.attempt_count() == 0


def test_an_attempt_for_an_unknown_trainee_is_refused(store: ProgressStore) -> None:
    with pytest.raises(NotFoundError):
        store.record_attempt(attempt(99))


def test_recording_the_same_attempt_twice_stores_it_once(
    store: ProgressStore, trainee: Trainee
) -> None:
    draft = attempt(trainee.id)
    assert store.record_attempt(draft) == store.record_attempt(draft)
    assert store.attempt_count() == 1


def test_each_attempt_is_committed_before_record_returns(
    store: ProgressStore, trainee: Trainee, folder: Path
) -> None:
    stored = store.record_attempt(attempt(trainee.id))
    # A second connection (another process would see the same) finds it committed.
    other = ProgressStore(folder, station="reader")
    try:
        assert other.attempt(stored.attempt_id) == stored
    finally:
        other.close()
    assert store._db.require().execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert store._db.require().execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL


# -- a full disk ---------------------------------------------------------------------------


def _fill_disk(store: ProgressStore) -> None:
    """Cap the file at its current size: the next pages it needs hit SQLITE_FULL."""
    pages = store._db.require().execute("PRAGMA page_count").fetchone()[0]
    store._db.require().execute(f"PRAGMA max_page_count = {pages}")


def _free_disk(store: ProgressStore) -> None:
    store._db.require().execute("PRAGMA max_page_count = 1073741823")


def test_a_full_disk_keeps_answers_in_memory_until_space_is_freed(
    store: ProgressStore, trainee: Trainee, tmp_path: Path
) -> None:
    _fill_disk(store)
    kept: list[NewAttempt] = []
    with pytest.raises(StoreFullError) as caught:
        for _ in range(2000):
            draft = attempt(trainee.id, params={"padding": "x" * 2000})
            kept.append(draft)
            store.record_attempt(draft)
    message = str(caught.value)
    assert message == (
        "The disk holding the progress store is full, so 1 answer is kept in memory "
        "until space is freed."
    )
    saved = store.attempt_count()
    with pytest.raises(StoreFullError, match="2 answers are kept"):
        store.record_attempt(attempt(trainee.id))
    pending = store.pending_attempts()
    assert len(pending) == 2 and pending[0].attempt_id == kept[-1].attempt_id
    # The pending answers can be carried off to another disk and imported later.
    assert store.save_pending(tmp_path / "rescue.json") == 2
    assert [a.attempt_id for a in read_file(tmp_path / "rescue.json")] == [
        a.attempt_id for a in pending
    ]
    _free_disk(store)
    assert store.flush_pending() == 2
    assert store.pending_attempts() == ()
    assert store.attempt_count() == saved + 2
    assert store.integrity_problems() == []


def test_a_trainee_with_answers_waiting_cannot_be_deleted(
    store: ProgressStore, trainee: Trainee
) -> None:
    _fill_disk(store)
    with pytest.raises(StoreFullError):
        for _ in range(2000):
            store.record_attempt(attempt(trainee.id, params={"padding": "x" * 2000}))
    with pytest.raises(StoreError, match="answers waiting to be saved"):
        store.delete_trainee(trainee.id)
    _free_disk(store)
    store.flush_pending()


def test_closing_with_answers_still_unsaved_says_so(store: ProgressStore, trainee: Trainee) -> None:
    _fill_disk(store)
    with pytest.raises(StoreFullError):
        for _ in range(2000):
            store.record_attempt(attempt(trainee.id, params={"padding": "x" * 2000}))
    with pytest.raises(StoreUnavailableError, match="1 answer could not be saved"):
        store.close()
    assert len(store.pending_attempts()) == 1 and store.is_closed


# -- a read-only folder ----------------------------------------------------------------------

_READ_ONLY_CHECK = """
import json, sys
from trainer.progress import ProgressStore, NewAttempt, StoreError
folder = sys.argv[1]
out = {}
try:
    ProgressStore(folder + "/fresh")
except StoreError as exc:
    out["fresh"] = str(exc)
store = ProgressStore(folder + "/store", station="ro")
out["read_only"] = store.is_read_only
out["notices"] = list(store.notices)
ana = store.find_trainee("Ana")
out["attempts"] = store.trainee_detail(ana.id).skills[0].attempts
draft = NewAttempt(ana.id, "three-five-seven", "payout", "f", 1, 1, {}, 1, 1, True, 900)
try:
    store.record_attempt(draft)
except StoreError as exc:
    out["record"] = type(exc).__name__ + ": " + str(exc)
out["pending"] = [a.attempt_id for a in store.pending_attempts()]
out["draft"] = draft.attempt_id
try:
    store.close()
except StoreError as exc:
    out["close"] = str(exc)
print(json.dumps(out))
"""


def _without_root_powers() -> list[str]:
    """A command prefix under which file permissions apply, even when the tests run as root."""
    if os.geteuid() != 0:
        return []
    setpriv = shutil.which("setpriv")
    if setpriv is None:
        pytest.skip("running as root without setpriv, so permissions cannot be enforced")
    return [setpriv, "--bounding-set", "-dac_override,-dac_read_search"]


@pytest.mark.skipif(os.name == "nt", reason="POSIX permissions")
def test_a_read_only_folder_reads_but_keeps_new_answers_in_memory(tmp_path: Path) -> None:
    shared_tmp = tmp_path
    store = ProgressStore(shared_tmp / "store", station="rw")
    ana = store.add_trainee("Ana")
    store.record_attempt(attempt(ana.id))
    store.close()
    (shared_tmp / "fresh").mkdir()
    locked = (shared_tmp / "store", shared_tmp / "fresh", shared_tmp / "store" / "backups")
    for folder in locked:
        folder.chmod(0o555)
    try:
        result = subprocess.run(
            [*_without_root_powers(), sys.executable, "-c", _READ_ONLY_CHECK, str(shared_tmp)],
            capture_output=True,
            text=True,
            cwd=REPO,
            env={**os.environ, "PYTHONPATH": str(REPO), "PYTHONDONTWRITEBYTECODE": "1"},
            check=False,
        )
    finally:
        for folder in locked:
            folder.chmod(0o755)
    assert result.returncode == 0, result.stderr
    out = json.loads(result.stdout)
    assert "is read-only, so a store cannot be created there" in out["fresh"]
    assert out["read_only"] is True and out["attempts"] == 1
    assert out["notices"] == [
        f"The progress folder {shared_tmp / 'store'} is read-only, so statistics can be read "
        "but new answers cannot be saved there."
    ]
    assert out["record"].startswith("StoreReadOnlyError: ")
    assert "1 answer is kept in memory, not saved" in out["record"]
    assert out["pending"] == [out["draft"]]
    assert "1 answer could not be saved" in out["close"]


def test_a_folder_that_cannot_be_made_is_a_plain_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    with pytest.raises(StoreReadOnlyError, match="cannot be created"):
        ProgressStore(blocker / "data")


def test_a_missing_store_is_an_error_when_not_creating(tmp_path: Path) -> None:
    with pytest.raises(NotFoundError, match="no progress store in"):
        ProgressStore(tmp_path, create=False)
    assert list(tmp_path.iterdir()) == []


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


def test_the_clock_and_station_are_the_store_s(store: ProgressStore, clock: FakeClock) -> None:
    assert store.now() == clock() and store.station == "kiosk-1"
    assert clock.advance(days=1) - timedelta(days=1) < store.now()
