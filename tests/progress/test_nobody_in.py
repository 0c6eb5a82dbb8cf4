"""Issue 17, "Nobody in": private files, PINs that cost, a lockout that holds, PINs on the
command line, and sealed exports (items 8 to 11). Real files, real processes; the full disk
is a small tmpfs (see the root ``conftest.py``)."""

from __future__ import annotations

import dataclasses
import json
import os
import stat
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from trainer.progress import (
    InvalidValueError,
    ProgressStore,
    StoreError,
    TransferError,
    UnsealedImportError,
)
from trainer.progress.pins import SCRYPT_N, hash_pin
from trainer.progress.records import new_id
from trainer.progress.transfer import write_json

from .conftest import attempt
from .test_database import _without_root_powers

OpenStore = Callable[..., ProgressStore]
REPO = Path(__file__).resolve().parents[2]
ENV = {**os.environ, "PYTHONPATH": str(REPO), "PYTHONDONTWRITEBYTECODE": "1"}
posix_only = pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def _pin_file(folder: Path, pin: str, mode: int = 0o600) -> Path:
    path = folder / f"pin-{pin}"
    path.write_text(pin + "\n")
    path.chmod(mode)
    return path


def _cli(*args: str, stdin: str = "", **options: Any) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "trainer", *args],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=REPO,
        env=ENV,
        start_new_session=True,  # no terminal to ask a PIN on, as for a script
        check=False,
        **options,
    )


# -- 8. private files, longer and costlier supervisor PINs --------------------------------


@posix_only
def test_item_8_a_store_left_readable_by_others_is_made_private_when_opened(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "data"
    ProgressStore(folder, station="kiosk-1").close()
    for path in (folder, *folder.rglob("*")):
        path.chmod(0o755 if path.is_dir() else 0o644)
    ProgressStore(folder, station="kiosk-1").close()
    assert {_mode(p) for p in folder.rglob("*") if p.is_file()} == {0o600}
    assert {_mode(p) for p in (folder, *folder.rglob("*")) if p.is_dir()} == {0o700}


def test_item_8_supervisor_pins_have_six_digits_and_an_older_short_one_opens_and_asks(
    store: ProgressStore,
) -> None:
    with pytest.raises(InvalidValueError, match="A PIN must be 6 to 12 digits"):
        store.create_first_supervisor("Mona", "2468")
    mona = store.create_first_supervisor("Mona", "246810")
    assert not store.sign_in_supervisor("Mona", "246810").needs_new_pin
    # A PIN set before supervisors' PINs had 6 digits keeps working until it is changed.
    store._db.require().execute(
        "UPDATE supervisors SET pin_hash = ? WHERE id = ?", (hash_pin("2468"), mona.id)
    )
    assert store.sign_in_supervisor("Mona", "2468").needs_new_pin
    with pytest.raises(InvalidValueError, match="6 to 12 digits"):
        store.change_supervisor_pin(mona.id, "1357", by=mona)
    store.change_supervisor_pin(mona.id, "135790", by=mona)
    assert not store.sign_in_supervisor("Mona", "135790").needs_new_pin


def test_item_8_each_hash_records_its_cost_and_a_cheaper_one_is_raised_at_sign_in(
    store: ProgressStore, supervisor: Any
) -> None:
    import hashlib

    salt = bytes(16)
    old = hashlib.scrypt(b"246810", salt=salt, n=2**14, r=8, p=1, dklen=32)
    cheap = f"scrypt${2**14}$8$1${salt.hex()}${old.hex()}"
    conn = store._db.require()
    conn.execute("UPDATE supervisors SET pin_hash = ? WHERE id = ?", (cheap, supervisor.id))
    store.sign_in_supervisor(supervisor.name, "246810")
    (stored,) = conn.execute("SELECT pin_hash FROM supervisors").fetchone()
    assert stored.split("$")[1:4] == [str(SCRYPT_N), "8", "1"] and SCRYPT_N > 2**14
    assert store.sign_in_supervisor(supervisor.name, "246810").name == supervisor.name


def test_item_8_a_planted_hash_of_absurd_cost_is_refused_not_computed(
    store: ProgressStore, supervisor: Any
) -> None:
    planted = f"scrypt${2**30}$8$1${'00' * 16}${'00' * 32}"
    store._db.require().execute("UPDATE supervisors SET pin_hash = ?", (planted,))
    started = time.monotonic()
    with pytest.raises(StoreError, match="Wrong PIN"):
        store.sign_in_supervisor(supervisor.name, "246810")
    assert time.monotonic() - started < 60  # not hours, not gigabytes


# -- 9. the lockout holds ------------------------------------------------------------------


def _guess(store: ProgressStore, name: str, pin: str) -> str:
    try:
        store.sign_in_supervisor(name, pin)
    except StoreError as exc:
        return type(exc).__name__
    return "signed in"


def test_item_9_on_a_full_disk_fifty_guesses_never_let_the_right_pin_in(
    small_disk: Any,
) -> None:
    store = ProgressStore(small_disk.path / "data", station="kiosk-1")
    store.create_first_supervisor("Mona", "246810")
    store._db.require().execute("PRAGMA wal_checkpoint(TRUNCATE)")
    small_disk.fill()
    outcomes = [_guess(store, "Mona", f"{n:06d}") for n in range(49)]
    assert set(outcomes) <= {"WrongPinError", "AccountLockedError", "SignInUnavailableError"}
    assert outcomes.count("WrongPinError") <= 4  # counted, or not checked at all
    assert _guess(store, "Mona", "246810") != "signed in"
    small_disk.free()
    store.close()


_READ_ONLY_SIGN_IN = """
import sys
from trainer.progress import ProgressStore, StoreError
store = ProgressStore(sys.argv[1], station="ro")
try:
    store.sign_in_supervisor("Mona", "246810")
except StoreError as exc:
    print(type(exc).__name__ + ": " + str(exc))
else:
    print("signed in")
store.close()
"""


@posix_only
def test_item_9_a_read_only_store_refuses_to_check_a_pin_it_cannot_count(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "data"
    with ProgressStore(folder, station="kiosk-1") as store:
        store.create_first_supervisor("Mona", "246810")
    locked = (folder, folder / "backups")
    for path in locked:
        path.chmod(0o555)
    try:
        done = subprocess.run(
            [*_without_root_powers(), sys.executable, "-c", _READ_ONLY_SIGN_IN, str(folder)],
            capture_output=True,
            text=True,
            cwd=REPO,
            env=ENV,
            check=False,
        )
    finally:
        for path in locked:
            path.chmod(0o700)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == (
        "SignInUnavailableError: Sign-in attempts cannot be recorded right now (the progress "
        "store is read-only), so supervisor 'Mona' cannot sign in; try again once the "
        "progress store can be written."
    )


_GUESSER = """
import sys
from trainer.progress import ProgressStore, StoreError
store = ProgressStore(sys.argv[1], station="kiosk-" + sys.argv[2])
print("ready", flush=True)
sys.stdin.readline()
for n in range(5):
    try:
        store.sign_in_supervisor("Mona", f"{int(sys.argv[2]) * 10 + n:06d}")
    except StoreError as exc:
        print(type(exc).__name__, flush=True)
store.close()
"""


@pytest.mark.slow
def test_item_9_eight_programs_guessing_at_once_get_five_guesses_not_forty(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "data"
    with ProgressStore(folder, station="kiosk-1") as store:
        store.create_first_supervisor("Mona", "246810")
    guessers = [
        subprocess.Popen(
            [sys.executable, "-c", _GUESSER, str(folder), str(n)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            cwd=REPO,
            env=ENV,
        )
        for n in range(1, 9)
    ]
    for guesser in guessers:
        assert guesser.stdout is not None and guesser.stdout.readline().strip() == "ready"
    for guesser in guessers:
        assert guesser.stdin is not None
        guesser.stdin.write("go\n")
        guesser.stdin.flush()
    said = [g.communicate(timeout=300) for g in guessers]
    assert [g.returncode for g in guessers] == [0] * 8, [err for _, err in said]
    outcomes = [line for out, _ in said for line in out.split()]
    assert len(outcomes) == 40
    # Each PIN checked is counted before the next is: four wrong, the fifth locks.
    assert outcomes.count("WrongPinError") == 4
    assert outcomes.count("AccountLockedError") == 36
    with ProgressStore(folder, station="checker") as store:
        assert _guess(store, "Mona", "246810") == "AccountLockedError"


# -- 11. sealed exports --------------------------------------------------------------------


def _forge(store: ProgressStore, path: Path, records: list[Any]) -> None:
    with path.open("w", encoding="utf-8") as out:
        write_json(out, records, (), exported_at=store.now(), station="kiosk-9")


def _running_sitting(store: ProgressStore, questions: int) -> tuple[Any, Any, Any]:
    """A supervisor, a trainee, and the trainee's running sitting of a payout exam."""
    mona = store.create_first_supervisor("Mona", "246810")
    ana = store.add_trainee("Ana")
    exam = store.define_exam(
        "Payouts", games=["three-five-seven"], skills=["payout"], question_count=questions,
        time_limit_seconds=0, seed=1, by=mona,
    )  # fmt: skip
    return mona, ana, store.start_sitting(exam.id, ana.id)


def test_item_11_a_forged_file_can_neither_master_a_skill_nor_pass_a_running_sitting(
    open_store: OpenStore, tmp_path: Path
) -> None:
    store = open_store()
    mona, ana, sitting = _running_sitting(store, 10)
    model = store.record_attempt(attempt(ana.id, correct=False, mode="exam",
                                         session_id=sitting.session_id))  # fmt: skip
    forged = [
        dataclasses.replace(model, attempt_id=new_id(), seed=n, credit=1.0, response_ms=900)
        for n in range(40)
    ]
    path = tmp_path / "forged.json"
    _forge(store, path, forged)
    with pytest.raises(UnsealedImportError, match="has no seal, so only a supervisor"):
        store.import_file(path)
    assert store.attempt_count() == 1
    result = store.import_file(path, accepted_by=mona)  # a supervisor takes the decision
    assert result.added == 40 and result.seal == "unsigned" and result.accepted_by == "Mona"
    assert {a.source for a in store.attempts()} == {"here", "unsigned import"}
    finished = store.finish_sitting(sitting.id)
    assert finished.answered == 1 and finished.score_percent == 0 and not finished.passed


def test_item_11_a_sealed_export_imports_and_one_changed_after_sealing_is_refused(
    open_store: OpenStore, tmp_path: Path
) -> None:
    kiosk = open_store(folder=tmp_path / "kiosk", station="kiosk-1")
    ana = kiosk.add_trainee("Ana")
    for _ in range(3):
        kiosk.record_attempt(attempt(ana.id))
    out = tmp_path / "kiosk.json"
    with out.open("w", encoding="utf-8") as handle:
        write_json(handle, kiosk.attempts(), (), exported_at=kiosk.now(), station="kiosk-1",
                   sealer=kiosk.sealer())  # fmt: skip
    document = json.loads(out.read_text(encoding="utf-8"))
    assert document["seal"]["seal_key"] and len(document["seal"]["seal_signature"]) == 64
    again = kiosk.import_file(out)
    assert again.seal == "ours" and again.already_present == 3
    document["attempts"][1]["credit"] = 0.0
    document["attempts"][1]["correct"] = False
    changed = tmp_path / "changed.json"
    changed.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(TransferError, match="was changed after it was exported"):
        kiosk.import_file(changed)
    with pytest.raises(TransferError, match="was changed after it was exported"):
        kiosk.import_file(changed, accepted_by=kiosk.create_first_supervisor("Mo", "246810"))


def test_item_11_exam_answers_that_come_by_any_import_never_join_a_sitting(
    open_store: OpenStore,
) -> None:
    store = open_store()
    _, ana, sitting = _running_sitting(store, 2)
    right = store.record_attempt(attempt(ana.id, mode="exam", session_id=sitting.session_id))
    store.import_attempts([dataclasses.replace(right, attempt_id=new_id(), seed=99)])
    finished = store.finish_sitting(sitting.id)
    assert finished.answered == 1 and finished.score_percent == 50
