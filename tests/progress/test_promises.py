"""Issue 17, "Nothing lost": the store's promises under faults, one test (or a few) per item.

Real files, real processes and real signals: the stations here are child processes that
record answers and print each id once the store has returned; they are killed with
SIGKILL at random moments, their files damaged under them, their ``-wal`` deleted, their
disk filled (a small tmpfs, see the root ``conftest.py``). Every id a station printed must
be in the store afterwards, and every damage must end in a notice, never a traceback.
"""

from __future__ import annotations

import dataclasses
import json
import os
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from trainer.progress import ProgressStore, StoreFullError, StoreUnavailableError
from trainer.progress.backups import list_backups
from trainer.progress.records import new_id
from trainer.progress.store import FILE_NAME
from trainer.progress.transfer_reading import read_file

from .conftest import FakeClock, attempt
from .test_backups import _damage_index, _history

OpenStore = Callable[..., ProgressStore]
WRITER = Path(__file__).with_name("fault_writer.py")
REPO = Path(__file__).resolve().parents[2]
ENV = {**os.environ, "PYTHONPATH": str(REPO), "PYTHONDONTWRITEBYTECODE": "1"}
needs_sigkill = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
PATIENCE = 300.0
"""Seconds a wait for a child may take before it is declared hung: long enough that no
load on the machine trips it (each wait ends on what the child reports, not on time)."""


def _read_until(child: subprocess.Popen[str], wanted: str) -> list[str]:
    """The lines *child* prints up to and including the first holding *wanted*; the test
    fails, rather than hangs, if the child ends first."""
    assert child.stdout is not None
    lines = []
    while True:
        line = child.stdout.readline()
        if not line:
            child.kill()
            _, err = child.communicate()
            pytest.fail(f"the child ended before it said so: {lines!r} {err!r}")
        lines.append(line)
        if wanted in line:
            return lines


def _python(code: str, *args: str, **options: object) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-c", code, *args],
        cwd=REPO,
        env=ENV,
        text=True,
        **options,  # type: ignore[call-overload]
    )


def killed_when_it_says(code: str, wanted: str, *args: str) -> None:
    """Run *code* in a child and SIGKILL it once it has printed *wanted* (waiting on its
    line, not on time)."""
    child = _python(
        code, *args, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    _read_until(child, wanted)
    child.send_signal(signal.SIGKILL)
    child.communicate(timeout=PATIENCE)


class Writer:
    """A station recording answers until killed (tests/progress/fault_writer.py)."""

    def __init__(self, folder: Path, log: Path) -> None:
        self.log = log
        self._out = log.open("wb")
        self.proc = subprocess.Popen(
            [sys.executable, str(WRITER), str(folder)],
            stdout=self._out,
            stderr=subprocess.PIPE,
            env=ENV,
            cwd=REPO,
        )

    def reported(self) -> set[str]:
        """Every id printed on a whole line (a line cut by a kill was never reported)."""
        text = self.log.read_text(encoding="ascii")
        return set(text[: text.rfind("\n") + 1].split())

    def wait_for(self, count: int, timeout: float = PATIENCE) -> None:
        deadline = time.monotonic() + timeout
        while len(self.reported()) < count:
            if self.proc.poll() is not None:
                pytest.fail(f"the station stopped: {self.proc.communicate()[1]!r}")
            assert time.monotonic() < deadline, "the station stopped writing"
            time.sleep(0.01)

    def kill(self) -> None:
        self.proc.send_signal(signal.SIGKILL)
        self.proc.communicate()
        self._out.close()
        assert self.proc.returncode == -signal.SIGKILL


def _station_of(folder: Path, trainee: str, answers: int = 0) -> Path:
    """*folder* with a store that knows *trainee* (and holds *answers* of theirs)."""
    with ProgressStore(folder, station="kiosk-1") as store:
        someone = store.add_trainee(trainee)
        for _ in range(answers):
            store.record_attempt(attempt(someone.id))
    return folder


def _bulk(store: ProgressStore, count: int, padding: int = 10) -> set[str]:
    """*count* answers of Ana's, imported in one go; their ids."""
    one = store.record_attempt(attempt(store.find_trainee("Ana").id))
    many = [
        dataclasses.replace(one, attempt_id=new_id(), seed=n, params={"p": "x" * padding})
        for n in range(count - 1)
    ]
    store.import_attempts(many)
    return {one.attempt_id} | {a.attempt_id for a in many}


def _ids(folder: Path) -> set[str]:
    with ProgressStore(folder, station="checker") as store:
        assert store.integrity_problems() == []
        return {a.attempt_id for a in store.attempts()}


# -- 1. an empty store file ----------------------------------------------------------------


def _bare(path: Path, damage: str) -> None:
    if damage == "empty":
        path.write_bytes(b"")
    elif damage == "cut short":
        path.write_bytes(path.read_bytes()[:60])
    else:  # a valid SQLite file that lost every table
        path.unlink()
        conn = sqlite3.connect(path)
        conn.execute("PRAGMA user_version = 1")
        conn.close()


@pytest.mark.parametrize("damage", ["empty", "cut short", "missing its tables"])
def test_item_1_an_empty_or_bare_store_file_is_restored_from_its_backup(
    open_store: OpenStore, folder: Path, clock: FakeClock, damage: str
) -> None:
    _history(open_store, clock)
    _bare(folder / FILE_NAME, damage)
    store = open_store()
    (notice,) = store.notices
    assert notice.startswith(f"The progress file was {damage}, so it was moved to ")
    assert "the backup from 4 March 2025 at 09:00 was restored" in notice
    assert store.attempt_count() == 5  # what the day-2 backup held
    assert [t.name for t in store.trainees()] == ["Ana"]
    assert len(list((folder / "damaged").glob("*.sqlite3"))) == 1


def test_item_1_a_missing_store_file_beside_its_backups_is_restored_and_told(
    open_store: OpenStore, folder: Path, clock: FakeClock
) -> None:
    _history(open_store, clock)
    (folder / FILE_NAME).unlink()
    store = open_store(create=False)
    (notice,) = store.notices
    assert notice == (
        "The progress file was missing, so the backup from 4 March 2025 at 09:00 was "
        "restored; answers recorded after that backup, if any, are missing."
    )
    assert store.attempt_count() == 5


def test_item_1_only_a_folder_without_store_or_backups_starts_empty(
    open_store: OpenStore, folder: Path
) -> None:
    store = open_store()
    assert store.notices == () and store.trainees() == ()
    assert not (folder / "damaged").exists()


def test_item_1_backups_are_kept_while_the_store_is_younger_than_their_data(
    open_store: OpenStore, folder: Path, clock: FakeClock, tmp_path: Path
) -> None:
    _history(open_store, clock)
    # The store is replaced by a sound but empty one (a wrong file copied in).
    with ProgressStore(tmp_path / "elsewhere", station="x") as other:
        other.add_trainee("Nobody")
    shutil.copyfile(tmp_path / "elsewhere" / FILE_NAME, folder / FILE_NAME)
    for _ in range(10):
        open_store().close()
        clock.advance(days=1)
    kept = [b for b in list_backups(folder) if b.is_daily]
    assert any(b.made_at.day == 4 for b in kept), "the backup holding 5 answers was pruned"
    assert len(kept) == 8  # the newest seven, and the one the live store lacks


# -- 2. never dropped on a full or busy disk -----------------------------------------------

_LOCKER = """
import sqlite3, sys
conn = sqlite3.connect(sys.argv[1], isolation_level=None)
conn.execute("BEGIN IMMEDIATE")
print("locked", flush=True)
sys.stdin.readline()  # held until the test has seen the store give up waiting for it
conn.execute("ROLLBACK")
"""

_RECORDER = """
import sys, time
from trainer.progress import NewAttempt, ProgressStore, StoreError
store = ProgressStore(sys.argv[1], station="kiosk-2")
ana = store.find_trainee("Ana")
print("open", flush=True)
sys.stdin.readline()
draft = NewAttempt(ana.id, "three-five-seven", "payout", "f", 1, 7, {}, 5, 5, True, 900)
try:
    store.record_attempt(draft)
except StoreError as exc:
    print(draft.attempt_id, flush=True)
    print(exc, flush=True)
time.sleep(60)
"""


def _hold_the_write_lock(folder: Path) -> subprocess.Popen[str]:
    """Another program holding the store's write lock until :func:`_release` (not for a
    number of seconds: on a busy machine the store might start waiting only after they
    had passed)."""
    locker = _python(
        _LOCKER, str(folder / FILE_NAME), stdin=subprocess.PIPE, stdout=subprocess.PIPE
    )
    assert locker.stdout is not None and locker.stdout.readline().strip() == "locked"
    return locker


def _release(locker: subprocess.Popen[str]) -> None:
    locker.communicate("release\n", timeout=PATIENCE)
    assert locker.returncode == 0


@needs_sigkill
def test_item_2_an_answer_the_store_cannot_take_is_on_disk_first_and_saved_at_next_start(
    tmp_path: Path,
) -> None:
    folder = _station_of(tmp_path / "data", "Ana")
    recorder = _python(_RECORDER, str(folder), stdout=subprocess.PIPE, stdin=subprocess.PIPE)
    assert recorder.stdout is not None and recorder.stdin is not None
    assert recorder.stdout.readline().strip() == "open"
    locker = _hold_the_write_lock(folder)
    recorder.stdin.write("go\n")
    recorder.stdin.flush()
    attempt_id = recorder.stdout.readline().strip()
    told = recorder.stdout.readline().strip()
    assert "busy in another program, so 1 answer is kept in " in told
    pending = Path(told.split(" is kept in ")[1].split(" and will be saved")[0])
    assert pending.parent == folder and [a.attempt_id for a in read_file(pending)] == [attempt_id]
    recorder.send_signal(signal.SIGKILL)  # the station dies with the answer unsaved
    recorder.communicate()
    _release(locker)
    with ProgressStore(folder, station="kiosk-1") as store:
        (notice,) = store.notices
        assert notice == (
            f"1 answer that could not be saved earlier was saved now from {pending.name}."
        )
        assert [a.attempt_id for a in store.attempts()] == [attempt_id]
    assert not pending.exists()


def test_item_2_on_a_full_disk_the_answer_is_kept_until_saved_elsewhere(
    small_disk: Any, tmp_path: Path
) -> None:
    disk = small_disk
    store = ProgressStore(_station_of(disk.path / "data", "Ana"), station="kiosk-1")
    ana = store.find_trainee("Ana")
    store.record_attempt(attempt(ana.id))
    store._db.require().execute("PRAGMA wal_checkpoint(TRUNCATE)")  # its -wal's space goes
    disk.fill()
    draft = attempt(ana.id, params={"padding": "x" * 5000})
    with pytest.raises(StoreFullError) as caught:
        store.record_attempt(draft)
    assert str(caught.value) == (
        "The disk holding the progress store is full, so 1 answer is kept in memory only; "
        "save it to a file."
    )
    assert store.pending_kept_in() is None
    assert store.save_pending(tmp_path / "rescue.json") == 1  # another disk
    assert [a.attempt_id for a in read_file(tmp_path / "rescue.json")] == [draft.attempt_id]
    disk.free()
    assert store.flush_pending() == 1
    store.close()
    assert draft.attempt_id in _ids(disk.path / "data")


def _drill(folder: Path, *extra: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [
            *(sys.executable, "-m", "trainer", "drill", "--trainee", "Gus"),
            *("--game", "three-card-poker", "--skill", "payout", "--difficulty", "2"),
            *("--family", "three-card-poker/payout"),  # one amount per question
            *("--count", "3", "--data-dir", str(folder), *extra),
        ],
        cwd=REPO,
        env={**ENV, "PYTHONUNBUFFERED": "1"},
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


@pytest.mark.slow
def test_item_2_the_terminal_drill_carries_on_while_another_program_holds_the_store(
    tmp_path: Path,
) -> None:
    folder = _station_of(tmp_path / "data", "Gus")
    done = _drill(folder)
    assert done.stdin is not None
    _read_until(done, "   Type ")
    locker = _hold_the_write_lock(folder)
    done.stdin.write("5\n")
    done.stdin.flush()
    # The lock is held until the drill has given up waiting for it, however long that took.
    said = _read_until(done, "busy in another program")
    _release(locker)
    out, err = done.communicate("5\n5\n", timeout=PATIENCE)
    assert done.returncode == 0, err
    assert "busy in another program, so 1 answer is kept in " in said[-1]
    assert "3 answered:" in out
    with ProgressStore(folder, station="checker") as store:
        assert store.attempt_count() == 3
        assert not list(folder.glob("pending-*.json"))


def test_item_2_the_terminal_drill_on_a_full_disk_saves_elsewhere_before_the_verdict(
    small_disk: Any, tmp_path: Path
) -> None:
    folder = _station_of(small_disk.path / "data", "Gus")
    drill = _drill(folder)
    assert drill.stdin is not None and drill.stdout is not None
    _read_until(drill, "   Type ")
    small_disk.fill()
    rescue = tmp_path / "rescue.json"
    drill.stdin.write(f"5\n{rescue}\n")
    drill.stdin.flush()
    said = [drill.stdout.readline() for _ in range(3)]
    assert "is kept in memory only; save it to a file." in said[0]
    assert said[1].startswith("   Press Enter to try again, or type a file name")
    assert said[2].startswith(f"   Saved 1 unsaved answer in {rescue}")
    assert drill.stdout.readline().startswith("   ")  # and then the verdict
    (kept,) = read_file(rescue)
    small_disk.free()
    _, err = drill.communicate("5\n5\n", timeout=PATIENCE)
    assert drill.returncode == 0, err
    with ProgressStore(folder, station="checker") as store:
        assert kept.attempt_id in {a.attempt_id for a in store.attempts()}
        assert store.attempt_count() == 3


# -- 3. two processes on one data folder ---------------------------------------------------

_STARTER = """
import json, sys
from trainer.progress import NewAttempt, ProgressStore, StoreBusyError, StoreUnavailableError
print("ready", flush=True)
sys.stdin.readline()  # all ten start at the same moment
store = ProgressStore(sys.argv[1], station="kiosk-" + sys.argv[2])
ana = store.find_trainee("Ana")
ids = []
for n in range(2):
    draft = NewAttempt(ana.id, "three-five-seven", "payout", "f", 1, n, {}, 5, 5, True, 900)
    try:
        store.record_attempt(draft)
    except StoreBusyError:
        # Another station's start held the folder longer than a write waits (it can, on a
        # busy machine): the answer is in the pending file, and must reach the store too.
        pass
    ids.append(draft.attempt_id)
print(json.dumps({"notices": list(store.notices), "ids": ids}))
try:
    store.close()
except StoreUnavailableError:
    pass  # held off again: still pending, and the check below finds it in the store
"""


@pytest.mark.slow
def test_item_3_ten_stations_starting_at_once_on_a_damaged_file_restore_it_once(
    open_store: OpenStore, folder: Path, clock: FakeClock
) -> None:
    _, ids = _history(open_store, clock)
    store = open_store()  # enough answers that checking the file takes a while
    ids |= _bulk(store, 6000)
    store.close()
    _damage_index(folder / FILE_NAME, "attempts_recent")
    starters = [
        _python(
            _STARTER,
            str(folder),
            str(n),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        for n in range(10)
    ]
    for starter in starters:
        assert starter.stdout is not None and starter.stdout.readline().strip() == "ready"
    for starter in starters:
        assert starter.stdin is not None
        starter.stdin.write("go\n")
        starter.stdin.flush()
    outcomes = [s.communicate(timeout=PATIENCE) for s in starters]
    assert [s.returncode for s in starters] == [0] * 10, [err for _, err in outcomes]
    said = [json.loads(out) for out, _ in outcomes]
    restored = {n for s in said for n in s["notices"] if "was restored" in n}
    # One restore (a station starting while the first still runs is told of it too).
    (sentence,) = restored
    assert "all 6000 answers recorded after it were recovered from the damaged file" in sentence
    ids |= {i for s in said for i in s["ids"]}
    assert _ids(folder) == ids  # 8 before, 20 after, none lost
    assert len(list((folder / "damaged").glob("*.sqlite3"))) == 1


@needs_sigkill
@pytest.mark.slow
def test_item_3_a_station_drilling_while_another_restores_follows_the_restored_file(
    tmp_path: Path,
) -> None:
    folder = _station_of(tmp_path / "data", "Fault Tester")
    writer = Writer(folder, tmp_path / "ids.txt")
    try:
        writer.wait_for(30)
        # Damage a page the station never touches: it would write on, unaware.
        _damage_index(folder / FILE_NAME, "sqlite_autoindex_exams_1")
        with ProgressStore(folder, station="supervisor", integrity="full") as store:
            assert any("was restored" in notice for notice in store.notices), store.notices
        before = len(writer.reported())
        writer.wait_for(before + 30)
    finally:
        writer.kill()
    assert writer.reported() <= _ids(folder)


# -- 4. a deleted -wal file ----------------------------------------------------------------


@needs_sigkill
@pytest.mark.slow
def test_item_4_a_wal_deleted_mid_session_then_a_kill_loses_no_answer(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    rng = random.Random(17)
    reported: set[str] = set()
    for round_ in range(5):
        writer = Writer(folder, tmp_path / f"ids-{round_}.txt")
        try:
            writer.wait_for(rng.randrange(5, 40))
            (folder / (FILE_NAME + "-wal")).unlink()  # a clean-up tool
            count = len(writer.reported())
            writer.wait_for(count + rng.randrange(0, 20))
        finally:
            writer.kill()
        reported |= writer.reported()
        stored = _ids(folder)
        assert reported <= stored, f"round {round_}: lost {len(reported - stored)} answers"


# -- 5. corruption that crashed instead of recovering --------------------------------------


def _flip_a_bit_in_the_schema(path: Path) -> None:
    data = bytearray(path.read_bytes())
    at = data.find(b"tabletraineestrainees")  # sqlite_master's row: type, name, tbl_name
    assert at > 0
    data[at + 7] ^= 0x80  # the table's name is no longer UTF-8
    path.write_bytes(bytes(data))


def test_item_5_a_bit_flipped_in_the_schema_is_damage_restored_from_the_backup(
    open_store: OpenStore, folder: Path, clock: FakeClock
) -> None:
    _history(open_store, clock)
    _flip_a_bit_in_the_schema(folder / FILE_NAME)
    store = open_store()
    (notice,) = store.notices
    assert "The progress file was damaged, so it was moved to" in notice
    assert store.attempt_count() >= 5


def test_item_5_a_bit_flipped_in_the_schema_is_one_notice_on_the_command_line(
    tmp_path: Path,
) -> None:
    folder = _station_of(tmp_path / "data", "Ana", answers=1)
    _flip_a_bit_in_the_schema(folder / FILE_NAME)
    done = subprocess.run(
        [sys.executable, "-m", "trainer", "export", "--format", "json", "--data-dir", str(folder)],
        capture_output=True,
        text=True,
        cwd=REPO,
        env=ENV,
    )
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr and done.stderr.count("\n") == 1
    assert "was damaged, so it was moved to" in done.stderr
    assert "the damaged file could not be read" in done.stderr  # nothing to salvage from
    assert json.loads(done.stdout)["attempts"] == []  # the backup was taken before the answer


def _edit_attempts(path: Path, sql: str, *, drop_not_null: bool = False) -> None:
    """Change stored attempts behind the store's back (what a bad disk sector might do)."""
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        conn.execute("DROP TRIGGER IF EXISTS attempts_no_update")
        if drop_not_null:
            conn.execute("PRAGMA writable_schema = ON")
            conn.execute(
                "UPDATE sqlite_master SET sql = replace(sql, 'params TEXT NOT NULL', "
                "'params TEXT') WHERE name = 'attempts'"
            )
            conn.execute("PRAGMA writable_schema = OFF")
            conn.close()
            conn = sqlite3.connect(path, isolation_level=None)
        conn.execute(sql)
    finally:
        conn.close()


def test_item_5_salvage_keeps_what_it_can_and_counts_a_row_that_reads_null(
    open_store: OpenStore, folder: Path, clock: FakeClock
) -> None:
    _history(open_store, clock)  # 5 answers in the day-2 backup, 3 after it
    path = folder / FILE_NAME
    _edit_attempts(path, "UPDATE attempts SET params = NULL WHERE seq = 7", drop_not_null=True)
    _damage_index(path, "attempts_recent")
    store = open_store()
    (notice,) = store.notices
    assert notice.endswith(
        "; it lacks 1 answer recorded after it (2 more were recovered from the damaged "
        "file, 1 could not be read)."
    )
    assert store.attempt_count() == 7
    assert store.integrity_problems() == []


def test_item_5_a_damaged_row_that_passes_the_integrity_check_is_left_out_of_an_export(
    tmp_path: Path,
) -> None:
    folder = _station_of(tmp_path / "data", "Ana", answers=4)
    _edit_attempts(folder / FILE_NAME, "UPDATE attempts SET params = '{\"bad' WHERE seq = 2")
    _edit_attempts(
        folder / FILE_NAME, "UPDATE attempts SET answer = CAST(x'ff00' AS TEXT) WHERE seq = 3"
    )
    with ProgressStore(folder, station="kiosk-1") as store:
        assert store.notices == () and store.integrity_problems() == []
    for fmt in ("json", "csv"):
        done = subprocess.run(
            [
                *(sys.executable, "-m", "trainer", "export", "--format", fmt),
                *("--data-dir", str(folder), "--out", str(tmp_path / f"all.{fmt}")),
            ],
            capture_output=True,
            text=True,
            cwd=REPO,
            env=ENV,
        )
        assert done.returncode == 0, done.stderr
        assert done.stderr == (
            "dealer-trainer: 2 stored answers (2, 3) could not be read and were left out.\n"
        )
        assert len(list(read_file(tmp_path / f"all.{fmt}"))) == 2


_RECOVERER = """
import sys
from trainer.progress import ProgressStore, recovery
stop_at = sys.argv[2]  # a step to stop at until killed there, or "" to run through
def stopping_before(step):
    real = getattr(recovery, step)
    def stopped(*args, **kwargs):
        if step == stop_at:
            print("stopped before " + step, flush=True)
            sys.stdin.readline()  # the kill lands here
        return real(*args, **kwargs)
    setattr(recovery, step, stopped)
for step in ("restore_newest", "finish"):
    stopping_before(step)
print("opening", flush=True)
store = ProgressStore(sys.argv[1], station="kiosk-2")
print("|".join(store.notices), flush=True)
if stop_at == "close":
    print("stopped before close", flush=True)
    sys.stdin.readline()  # told, but killed before its user could have read it
store.close()
"""


@needs_sigkill
@pytest.mark.slow
@pytest.mark.parametrize(
    "stop_at",
    [
        "",  # killed at 12 random moments from the start of the store's opening
        "restore_newest",  # the damaged file moved aside, no backup in its place yet
        "finish",  # the backup in place, nothing salvaged from the damaged file yet
        "close",  # the sentence told, but the store killed before it was closed
    ],
)
def test_item_5_a_recovery_killed_half_way_is_finished_and_told_by_the_next_start(
    open_store: OpenStore, folder: Path, clock: FakeClock, tmp_path: Path, stop_at: str
) -> None:
    _, ids = _history(open_store, clock)
    pristine = tmp_path / "pristine"
    shutil.copytree(folder, pristine)
    rng = random.Random(5)
    for _ in range(12 if stop_at == "" else 1):
        shutil.rmtree(folder)
        shutil.copytree(pristine, folder)
        _damage_index(folder / FILE_NAME, "attempts_recent")
        child = _python(
            _RECOVERER,
            str(folder),
            stop_at,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        if stop_at:
            # The kill provably lands mid-way, however slow the machine.
            said = _read_until(child, f"stopped before {stop_at}\n")
        else:
            # A random moment, counted from the start of the opening rather than of the
            # interpreter (which a busy machine can make last longer than any of them).
            said = _read_until(child, "opening\n")
            time.sleep(rng.uniform(0.05, 0.6))
        child.send_signal(signal.SIGKILL)
        out = "".join(said) + child.communicate()[0]
        told = "recovered from the damaged file" in out
        with ProgressStore(folder, station="checker") as store:
            later = "recovered from the damaged file" in " ".join(store.notices)
            assert {a.attempt_id for a in store.attempts()} == ids
        assert told or later, f"a recovery ended without a word: {out!r} {store.notices!r}"
        if stop_at:
            # Killed mid-way: the next start finishes the recovery and tells it (again,
            # if the killed one had told it: nobody can have read it there).
            assert later and told == (stop_at == "close"), (out, store.notices)


# -- 6. leaks from kills -------------------------------------------------------------------

_BACKER = """
import sys
from trainer.progress import ProgressStore, backups
stop_at = sys.argv[2]  # a step of a backup to stop at until killed there, or ""
def stopping_after(step):
    real = getattr(backups, step)
    def stopped(*args, **kwargs):
        result = real(*args, **kwargs)
        if step == stop_at:
            print("stopped after " + step, flush=True)
            sys.stdin.readline()  # the kill lands here
        return result
    setattr(backups, step, stopped)
store = ProgressStore(sys.argv[1], station="kiosk-1")
stopping_after("create_private")  # the .partial made, nothing copied into it yet
stopping_after("fsync_file")  # the .partial copied and flushed, not yet renamed
print("open", flush=True)
while True:
    store.backup_now()
"""


@needs_sigkill
@pytest.mark.slow
def test_item_6_backups_cut_short_by_kills_leave_nothing_at_the_next_start(
    tmp_path: Path,
) -> None:
    folder = _station_of(tmp_path / "data", "Ana")
    with ProgressStore(folder, station="kiosk-1") as store:
        _bulk(store, 8000, padding=2000)  # some megabytes, so that a backup takes a while
    rng = random.Random(6)
    # Eight kills at random moments of back-to-back backups (mid-copy, most of them, but
    # no load can promise it), then two that provably cut a backup short.
    for stop_at in [""] * 8 + ["create_private", "fsync_file"]:
        child = _python(
            _BACKER, str(folder), stop_at, stdin=subprocess.PIPE, stdout=subprocess.PIPE
        )
        _read_until(child, "open\n")
        if stop_at:
            _read_until(child, f"stopped after {stop_at}\n")
        else:
            time.sleep(rng.uniform(0.05, 0.5))
        child.send_signal(signal.SIGKILL)
        child.communicate()
        if stop_at:
            assert list((folder / "backups").glob("*.partial")), "no backup was cut short"
        ProgressStore(folder, station="checker").close()
        assert not list((folder / "backups").glob("*.partial*"))


_MIGRATOR = """
import sys, time
from trainer.progress import ProgressStore
from trainer.progress.schema import MIGRATIONS, Migration
def slow(conn):
    conn.execute("ALTER TABLE trainees ADD COLUMN note TEXT")
    if sys.argv[2] == "slow":
        print("migrating", flush=True)
        time.sleep(60)
ProgressStore(sys.argv[1], migrations=(*MIGRATIONS, Migration(99, "note", slow))).close()
"""


@needs_sigkill
def test_item_6_a_killed_migration_takes_its_backup_once(tmp_path: Path) -> None:
    folder = _station_of(tmp_path / "data", "Ana", answers=1)
    for _ in range(3):
        child = _python(_MIGRATOR, str(folder), "slow", stdout=subprocess.PIPE)
        assert child.stdout is not None and child.stdout.readline().strip() == "migrating"
        child.send_signal(signal.SIGKILL)
        child.communicate()
    done = _python(_MIGRATOR, str(folder), "fast")
    assert done.wait(timeout=PATIENCE) == 0
    assert [b.kind for b in list_backups(folder) if b.kind != "daily"] == ["before-v99"]


_REPORTER = """
import sys, time
from pathlib import Path
from trainer.progress import ProgressStore
from trainer.ui.reports.files import replacing
ProgressStore(sys.argv[1], station="kiosk-1").close()
with replacing(Path(sys.argv[2]), binary=True) as out:
    out.write(b"%PDF-1.4 half a report")
    out.flush()
    print("writing", flush=True)
    time.sleep(60)
"""


@needs_sigkill
def test_item_6_a_report_cut_short_by_a_kill_leaves_no_hidden_part_file(tmp_path: Path) -> None:
    folder, reports = tmp_path / "data", tmp_path / "reports"
    reports.mkdir()
    child = _python(_REPORTER, str(folder), str(reports / "class.pdf"), stdout=subprocess.PIPE)
    assert child.stdout is not None and child.stdout.readline().strip() == "writing"
    child.send_signal(signal.SIGKILL)
    child.communicate()
    assert [p.suffix for p in reports.iterdir()] == [".part"]
    ProgressStore(folder, station="kiosk-1").close()
    assert list(reports.iterdir()) == []


def test_item_6_a_report_being_written_by_a_live_process_is_left_alone(
    tmp_path: Path, open_store: OpenStore
) -> None:
    from trainer.progress.leftovers import noting_partial

    store = open_store()
    partial = tmp_path / ".class.pdf.0123.part"
    with noting_partial(partial, store.folder):
        partial.write_bytes(b"half")
        open_store(station="kiosk-2").close()
        assert partial.exists()
    assert not list((store.folder / "partials").iterdir())


# -- 7. an import of an id already here, with other content --------------------------------


def test_item_7_an_import_of_a_known_id_with_other_content_is_a_conflict_by_id(
    open_store: OpenStore, tmp_path: Path
) -> None:
    from trainer.progress.transfer import write_json

    store = open_store()
    ana = store.add_trainee("Ana")
    first = store.record_attempt(attempt(ana.id, answer=2000))
    second = store.record_attempt(attempt(ana.id))
    forged = tmp_path / "forged.json"
    with forged.open("w", encoding="utf-8") as out:
        changed = dataclasses.replace(first, answer=1500, credit=0.0)
        # Sealed with the school's key (item 11), so that only the conflict is in question.
        write_json(
            out,
            [changed, second],
            (),
            exported_at=store.now(),
            station="other",
            sealer=store.sealer(),
        )
    result = store.import_attempts(read_file(forged))
    assert result.conflicts == (first.attempt_id,)
    assert result.added == 0 and result.already_present == 1
    assert store.attempt(first.attempt_id).answer == 2000
    done = subprocess.run(
        [sys.executable, "-m", "trainer", "import", str(forged), "--data-dir", str(store.folder)],
        capture_output=True,
        text=True,
        cwd=REPO,
        env=ENV,
    )
    assert done.returncode == 0, done.stderr
    assert f"1 conflict (the same id with other content, not imported): {first.attempt_id}" in (
        done.stdout
    )


def test_closing_with_answers_in_memory_only_says_so(
    small_disk: Any,
) -> None:
    store = ProgressStore(small_disk.path / "data", station="kiosk-1")
    ana = store.add_trainee("Ana")
    small_disk.fill()
    with pytest.raises(StoreUnavailableError):
        store.record_attempt(attempt(ana.id))
    with pytest.raises(StoreUnavailableError, match="still held in memory"):
        store.close()
    small_disk.free()
