"""Issue 17, "Nobody in": private files, PINs that cost, a lockout that holds, PINs on the
command line, and sealed exports (items 8 to 11). Real files, real processes; the full disk
is a small tmpfs (see the root ``conftest.py``)."""

from __future__ import annotations

import dataclasses
import json
import os
import pty
import select
import stat
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from trainer.cli import main
from trainer.progress import (
    InvalidValueError,
    ProgressStore,
    StoreError,
    TransferError,
    UnsealedImportError,
)
from trainer.progress.pins import SCRYPT_N, hash_pin
from trainer.progress.records import new_id
from trainer.progress.store import FILE_NAME
from trainer.progress.transfer import write_json

from .conftest import FakeClock, attempt
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
def test_item_8_the_folder_is_0700_and_the_store_backups_damage_and_exports_0600(
    tmp_path: Path, clock: FakeClock
) -> None:
    folder = tmp_path / "data"
    store = ProgressStore(folder, station="kiosk-1", clock=clock)
    ana = store.add_trainee("Ana")
    store.record_attempt(attempt(ana.id))
    store.backup_now()
    store.close()
    (folder / FILE_NAME).write_bytes(b"")  # damage: moved aside, the backup restored
    store = ProgressStore(folder, station="kiosk-1", clock=clock)
    store.record_attempt(attempt(ana.id))
    store.save_pending(tmp_path / "rescue.json")
    store.close()
    assert _mode(folder) == 0o700
    made = [p for p in folder.rglob("*") if p.is_file()]
    assert {p.parent.name for p in made} >= {"data", "backups", "damaged"}
    assert {(p.relative_to(folder), _mode(p)) for p in made} == {
        (p.relative_to(folder), 0o600) for p in made
    }
    assert _mode(tmp_path / "rescue.json") == 0o600
    done = _cli("export", "--out", str(tmp_path / "all.csv"), "--data-dir", str(folder))
    assert done.returncode == 0, done.stderr
    assert _mode(tmp_path / "all.csv") == 0o600


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
from trainer.progress import ProgressStore, SignInUnavailableError, StoreError
store = ProgressStore(sys.argv[1], station="kiosk-" + sys.argv[2])
print("ready", flush=True)
sys.stdin.readline()
for n in range(5):
    # A guess the store could not count (eight programs at once on a loaded machine can
    # wait out the busy timeout) was not checked either: the guesser tries it again, as
    # an attacker would, so that every one of the forty guesses is answered.
    for _ in range(100):
        try:
            store.sign_in_supervisor("Mona", f"{int(sys.argv[2]) * 10 + n:06d}")
        except SignInUnavailableError:
            print("unavailable", file=sys.stderr, flush=True)
            continue
        except StoreError as exc:
            print(type(exc).__name__, flush=True)
        break
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


# -- 10. PINs on the command line ----------------------------------------------------------


@pytest.fixture
def ann_with_a_pin(tmp_path: Path) -> Path:
    folder = tmp_path / "data"
    with ProgressStore(folder, station="kiosk-1") as store:
        store.add_trainee("Ann", pin="1357")
    return folder


def _drill(folder: Path, *extra: str, stdin: str = "5\n") -> subprocess.CompletedProcess[str]:
    return _cli(
        *("drill", "--trainee", "Ann", "--game", "three-card-poker", "--skill", "payout"),
        *("--family", "three-card-poker/payout"),  # one amount per question
        *("--count", "1", "--data-dir", str(folder), *extra),
        stdin=stdin,
    )


def _answers(folder: Path) -> int:
    with ProgressStore(folder, station="checker") as store:
        return store.attempt_count()


def test_item_10_a_drill_as_a_trainee_with_a_pin_asks_for_it(
    ann_with_a_pin: Path, tmp_path: Path
) -> None:
    folder = ann_with_a_pin
    refused = _drill(folder)
    assert refused.returncode == 2 and refused.stderr.count("\n") == 1
    assert "PIN for Ann is needed and there is no terminal to ask it on" in refused.stderr
    wrong = _drill(folder, "--pin-file", str(_pin_file(tmp_path, "2468")))
    assert wrong.returncode == 2 and "Wrong PIN for trainee 'Ann'" in wrong.stderr
    shared = _drill(folder, "--pin-file", str(_pin_file(tmp_path, "1357", 0o644)))
    assert shared.returncode == 2 and "can be read by other users" in shared.stderr
    assert _answers(folder) == 0
    done = _drill(folder, "--pin-file", str(_pin_file(tmp_path, "1357")))
    assert done.returncode == 0, done.stderr
    assert _answers(folder) == 1


@pytest.mark.skipif(not hasattr(os, "openpty"), reason="needs a pseudo-terminal")
def test_item_10_on_a_terminal_the_pin_is_asked_without_echo(ann_with_a_pin: Path) -> None:
    leader, follower = pty.openpty()
    drill = subprocess.Popen(
        [
            *(sys.executable, "-m", "trainer", "drill", "--trainee", "Ann"),
            *("--game", "three-card-poker", "--skill", "payout", "--count", "1"),
            *("--family", "three-card-poker/payout"),
            *("--data-dir", str(ann_with_a_pin)),
        ],
        stdin=follower,
        stdout=follower,
        stderr=follower,
        cwd=REPO,
        env=ENV,
        start_new_session=True,  # the pseudo-terminal becomes the drill's own terminal
        preexec_fn=lambda: __import__("fcntl").ioctl(0, __import__("termios").TIOCSCTTY, 0),
    )
    os.close(follower)
    seen = b""

    def read_until(text: bytes) -> None:
        nonlocal seen
        deadline = time.monotonic() + 60
        while text not in seen:
            assert time.monotonic() < deadline, seen
            ready, _, _ = select.select([leader], [], [], 1)
            if ready:
                seen += os.read(leader, 4096)

    read_until(b"PIN for Ann: ")
    os.write(leader, b"1357\n")
    read_until(b"Type ")
    os.write(leader, b"5\n")
    assert drill.wait(timeout=60) == 0
    with __import__("contextlib").suppress(OSError):
        seen += os.read(leader, 65536)
    os.close(leader)
    assert b"1357" not in seen  # never echoed
    assert _answers(ann_with_a_pin) == 1


def test_item_10_an_exam_on_the_terminal_needs_a_supervisor_s_pin(
    ann_with_a_pin: Path, tmp_path: Path
) -> None:
    folder = ann_with_a_pin
    ann_pin = str(_pin_file(tmp_path, "1357"))
    refused = _drill(folder, "--mode", "exam", "--pin-file", ann_pin)
    assert refused.returncode == 2
    assert "An exam on the terminal needs a supervisor's PIN, and this store has no " in (
        refused.stderr
    )
    added = _cli(
        *("supervisor", "add", "Mona", "--pin-file", str(_pin_file(tmp_path, "246810"))),
        *("--data-dir", str(folder)),
    )
    assert added.returncode == 0 and added.stdout == "Mona is a supervisor now.\n"
    refused = _drill(folder, "--mode", "exam", "--pin-file", ann_pin)
    assert refused.returncode == 2 and "give --supervisor NAME" in refused.stderr
    boss = ("--supervisor", "Mona", "--supervisor-pin-file", str(tmp_path / "pin-246810"))
    done = _drill(folder, "--mode", "exam", *boss)
    assert done.returncode == 0, done.stderr
    assert _answers(folder) == 1


def test_item_10_export_and_import_need_a_supervisor_s_pin_once_there_is_one(
    ann_with_a_pin: Path, tmp_path: Path
) -> None:
    folder = ann_with_a_pin
    assert _cli("export", "--data-dir", str(folder)).returncode == 0  # no supervisor yet
    second = _pin_file(tmp_path, "135790")
    first = _pin_file(tmp_path, "246810")
    assert _cli("supervisor", "add", "Mona", "--pin-file", str(first), "--data-dir", str(folder))
    refused = _cli("supervisor", "add", "Raj", "--pin-file", str(second), "--data-dir", str(folder))
    assert refused.returncode == 2 and "Adding a supervisor needs a supervisor's PIN" in (
        refused.stderr
    )
    refused = _cli("export", "--data-dir", str(folder))
    assert refused.returncode == 2 and refused.stdout == ""
    assert refused.stderr == (
        "dealer-trainer: Exporting answers needs a supervisor's PIN; give --supervisor NAME "
        "(the PIN is asked on the terminal, or read from --supervisor-pin-file FILE).\n"
    )
    wrong = _cli(
        *("export", "--supervisor", "Mona", "--supervisor-pin-file", str(second)),
        *("--data-dir", str(folder)),
    )
    assert wrong.returncode == 2 and "Wrong PIN for supervisor 'Mona'" in wrong.stderr
    boss = ("--supervisor", "Mona", "--supervisor-pin-file", str(first))
    out = tmp_path / "all.json"
    done = _cli("export", "--format", "json", "--out", str(out), *boss, "--data-dir", str(folder))
    assert done.returncode == 0, done.stderr
    refused = _cli("import", str(out), "--data-dir", str(folder))
    assert refused.returncode == 2 and "Importing answers needs a supervisor's PIN" in (
        refused.stderr
    )
    assert _cli("import", str(out), *boss, "--data-dir", str(folder)).returncode == 0


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
    return mona, ana, store.start_sitting(exam.id, ana.id, seed=7, supervisor=mona)


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


def test_item_11_stations_given_one_key_by_their_school_read_each_other_s_exports(
    open_store: OpenStore, tmp_path: Path
) -> None:
    kiosk = open_store(folder=tmp_path / "kiosk", station="kiosk-1")
    office = open_store(folder=tmp_path / "office", station="office")
    ana = kiosk.add_trainee("Ana")
    kiosk.record_attempt(attempt(ana.id))
    before = kiosk.signing_key()
    school = os.urandom(32)
    for station in (kiosk, office):
        station.set_signing_key(school)
    out = tmp_path / "kiosk.csv"
    done = main(["export", "--out", str(out), "--data-dir", str(kiosk.folder)])
    assert done == 0
    result = office.import_file(out)
    assert result.added == 1 and result.seal == "ours"
    assert [a.source for a in office.attempts()] == ["import"]
    # The key a store held before still reads as its own.
    assert kiosk.signing_key() == school and before != school
    with pytest.raises(InvalidValueError):
        kiosk.set_signing_key(b"short")


def test_item_11_exam_answers_that_come_by_any_import_never_join_a_sitting(
    open_store: OpenStore,
) -> None:
    store = open_store()
    _, ana, sitting = _running_sitting(store, 2)
    right = store.record_attempt(attempt(ana.id, mode="exam", session_id=sitting.session_id))
    store.import_attempts([dataclasses.replace(right, attempt_id=new_id(), seed=99)])
    finished = store.finish_sitting(sitting.id)
    assert finished.answered == 1 and finished.score_percent == 50


def test_item_11_an_unsealed_import_on_the_command_line_needs_a_supervisor_to_accept_it(
    open_store: OpenStore, tmp_path: Path
) -> None:
    store = open_store()
    ana = store.add_trainee("Ana")
    model = store.record_attempt(attempt(ana.id))
    store.create_first_supervisor("Mona", "246810")
    folder = store.folder
    path = tmp_path / "forged.json"
    _forge(store, path, [dataclasses.replace(model, attempt_id=new_id(), seed=5)])
    store.close()
    boss = ("--supervisor", "Mona", "--supervisor-pin-file", str(_pin_file(tmp_path, "246810")))
    refused = _cli("import", str(path), *boss, "--data-dir", str(folder))
    assert refused.returncode == 2 and refused.stderr.count("\n") == 1
    assert "forged.json is not sealed by this school" in refused.stderr
    done = _cli("import", str(path), "--accept-unsigned", *boss, "--data-dir", str(folder))
    assert done.returncode == 0, done.stderr
    assert "forged.json has no seal; Mona accepted it" in done.stdout
    with ProgressStore(folder, station="checker") as again:
        assert sorted(a.source for a in again.attempts()) == ["here", "unsigned import"]
