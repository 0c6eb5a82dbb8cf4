"""Trainees and supervisors: names, PINs, lockouts, archiving (trainer.progress.trainees)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC

import pytest

from trainer.progress import (
    AccountLockedError,
    InvalidValueError,
    NameTakenError,
    NotFoundError,
    ProgressStore,
    StoreError,
    Supervisor,
    Trainee,
    WrongPinError,
)
from trainer.progress.pins import is_pin_right

from .conftest import FakeClock, attempt

OpenStore = Callable[..., ProgressStore]


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
    mona = store.create_first_supervisor("Mona Reyes", "246810")
    assert not store.needs_first_supervisor()
    with pytest.raises(StoreError, match="already exists"):
        store.create_first_supervisor("Someone Else", "111111")
    raj = store.add_supervisor("Raj Patel", "121212", by=mona)
    assert store.supervisors() == (mona, raj)
    with pytest.raises(NameTakenError):
        store.add_supervisor("raj patel", "343434", by=mona)


def test_supervisor_pin_is_stored_only_as_a_scrypt_hash(
    store: ProgressStore, supervisor: Supervisor
) -> None:
    (stored,) = store._db.require().execute("SELECT pin_hash FROM supervisors").fetchone()
    assert stored.split("$")[0] == "scrypt" and is_pin_right("246810", stored)
    assert not is_pin_right("2469", stored)


def test_five_wrong_pins_lock_the_account_for_a_growing_delay(
    open_store: OpenStore, clock: FakeClock
) -> None:
    store = open_store()
    store.create_first_supervisor("Mona", "246810")
    for left in (4, 3, 2, 1):
        with pytest.raises(WrongPinError, match=f"{left} tr"):
            store.sign_in_supervisor("Mona", "111111")
    with pytest.raises(AccountLockedError, match="locked after 5 wrong PINs, for 30 seconds"):
        store.sign_in_supervisor("Mona", "111111")
    # The right PIN is refused while locked, and the lock survives a restart.
    store.close()
    store = open_store()
    with pytest.raises(AccountLockedError, match="try again in 30 seconds"):
        store.sign_in_supervisor("Mona", "246810")
    clock.advance(seconds=30)
    for _ in range(4):
        with pytest.raises(WrongPinError):
            store.sign_in_supervisor("Mona", "111111")
    with pytest.raises(AccountLockedError, match="for 1 minute"):
        store.sign_in_supervisor("Mona", "111111")
    clock.advance(seconds=60)
    assert store.sign_in_supervisor("mona", "246810").name == "Mona"
    # A right PIN resets the growth: the next lock is 30 seconds again.
    for _ in range(4):
        with pytest.raises(WrongPinError):
            store.sign_in_supervisor("Mona", "111111")
    with pytest.raises(AccountLockedError, match="for 30 seconds"):
        store.sign_in_supervisor("Mona", "111111")


def test_unknown_supervisor(store: ProgressStore) -> None:
    with pytest.raises(NotFoundError, match="no supervisor named 'Nobody'"):
        store.sign_in_supervisor("Nobody", "1234")


def test_supervisor_pin_change(store: ProgressStore, supervisor: Supervisor) -> None:
    store.change_supervisor_pin(supervisor.id, "975310", by=supervisor)
    with pytest.raises(WrongPinError):
        store.sign_in_supervisor(supervisor.name, "246810")
    assert store.sign_in_supervisor(supervisor.name, "975310") == supervisor
