"""Daily rolling backups, and recovery of a damaged progress file from the newest good one."""

from __future__ import annotations

import random
import shutil
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from trainer.progress import ProgressStore
from trainer.progress.backups import (
    DAILY_KEEP,
    is_good,
    list_backups,
    migration_backup,
    move_aside,
    prune,
)
from trainer.progress.database import Database
from trainer.progress.store import FILE_NAME

from .conftest import FakeClock, attempt

OpenStore = Callable[..., ProgressStore]


def one_sentence(text: str) -> bool:
    return text.endswith(".") and ". " not in text and "\n" not in text


def test_one_backup_a_day_and_the_last_seven_kept(
    open_store: OpenStore, folder: Path, clock: FakeClock
) -> None:
    for _ in range(10):
        for _ in range(2):  # a second start on the same day takes no new backup
            open_store().close()
        clock.advance(days=1)
    daily = list_backups(folder)
    assert len(daily) == DAILY_KEEP
    assert [b.made_at.day for b in daily] == [12, 11, 10, 9, 8, 7, 6]


def test_a_backup_is_a_plain_checked_copy(
    open_store: OpenStore, folder: Path, clock: FakeClock
) -> None:
    store = open_store()
    ana = store.add_trainee("Ana")
    for _ in range(3):
        store.record_attempt(attempt(ana.id))
    path = store.backup_now()
    assert is_good(path)
    conn = sqlite3.connect(path)
    try:
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "delete"
        assert conn.execute("SELECT count(*) FROM attempts").fetchone()[0] == 3
    finally:
        conn.close()


def test_migration_backups_are_never_pruned(
    store: ProgressStore, folder: Path, clock: FakeClock
) -> None:
    for version in range(2, 12):
        migration_backup(
            store._db.require(), folder, clock.advance(minutes=1), version, secret=None
        )
    prune(folder)
    kinds = [b.kind for b in list_backups(folder)]
    assert kinds.count("daily") == 1 and len(kinds) == 11


def test_a_kiosk_left_running_takes_the_next_day_s_backup(
    store: ProgressStore, folder: Path, clock: FakeClock
) -> None:
    assert store.ensure_daily_backup() is None
    clock.advance(days=1)
    assert store.ensure_daily_backup() is not None
    assert len(list_backups(folder)) == 2


def test_move_aside_keeps_the_file_and_its_companions(tmp_path: Path, clock: FakeClock) -> None:
    path = tmp_path / FILE_NAME
    path.write_bytes(b"main")
    path.with_name(FILE_NAME + "-wal").write_bytes(b"wal")
    aside = move_aside(path, tmp_path, clock())
    assert not path.exists() and aside.read_bytes() == b"main"
    assert aside.with_name(aside.name + "-wal").read_bytes() == b"wal"
    assert move_aside(aside, tmp_path, clock()) != aside  # a second damage never overwrites


# -- damage and recovery -------------------------------------------------------------------


def _truncate(path: Path) -> None:
    with path.open("r+b") as handle:
        handle.truncate(path.stat().st_size // 2)


def _overwrite_header(path: Path) -> None:
    with path.open("r+b") as handle:
        handle.write(b"this is no longer an sqlite header" * 3)


def _fill_with_junk(path: Path) -> None:
    path.write_bytes(random.Random(3).randbytes(path.stat().st_size))


def _history(open_store: OpenStore, clock: FakeClock) -> tuple[int, set[str]]:
    """Day 1: 5 answers. Day 2 (backup at start): 3 more. Returns (trainee, all ids)."""
    store = open_store()
    ana = store.add_trainee("Ana")
    ids = {store.record_attempt(attempt(ana.id)).attempt_id for _ in range(5)}
    store.close()
    clock.advance(days=1)
    store = open_store()
    ids |= {store.record_attempt(attempt(ana.id)).attempt_id for _ in range(3)}
    store.close()
    clock.advance(days=1)
    return ana.id, ids


@pytest.mark.parametrize("damage", [_truncate, _overwrite_header, _fill_with_junk])
def test_a_damaged_file_is_moved_aside_and_the_newest_backup_restored(
    open_store: OpenStore, folder: Path, clock: FakeClock, damage: Callable[[Path], None]
) -> None:
    ana, ids = _history(open_store, clock)
    size = (folder / FILE_NAME).stat().st_size
    damage(folder / FILE_NAME)
    store = open_store()
    (notice,) = store.notices
    assert one_sentence(notice), notice
    aside = next(p for p in (folder / "damaged").iterdir() if p.suffix == ".sqlite3")
    assert str(aside) in notice and "restored" in notice
    assert "backup from 4 March 2025 at 09:00" in notice
    stored = {a.attempt_id for a in store.attempts()}
    # Everything the day-2 backup held is back; what came after is salvaged or told.
    assert len(stored) >= 5 and stored <= ids
    lacking = len(ids - stored)
    if lacking:
        assert f"lacks {lacking} answer" in notice or "could not be read" in notice
    else:
        assert "lacks no answers" in notice or "were recovered" in notice
    assert store.integrity_problems() == []
    assert aside.stat().st_size in (size, size // 2)  # kept as found, never deleted
    store.record_attempt(attempt(ana))  # and the trainee carries on


def test_header_damage_tells_that_later_answers_may_be_missing(
    open_store: OpenStore, folder: Path, clock: FakeClock
) -> None:
    _history(open_store, clock)
    _overwrite_header(folder / FILE_NAME)
    (notice,) = open_store().notices
    assert "could not be read, so answers recorded after that backup, if any, are missing" in notice


def _damage_index(path: Path, index: str) -> None:
    conn = sqlite3.connect(path)
    try:
        root = conn.execute("SELECT rootpage FROM sqlite_master WHERE name = ?", (index,))
        page = int(root.fetchone()[0])
        page_size = int(conn.execute("PRAGMA page_size").fetchone()[0])
    finally:
        conn.close()
    with path.open("r+b") as handle:
        handle.seek((page - 1) * page_size)
        handle.write(b"\xff" * page_size)


def test_answers_after_the_backup_are_salvaged_from_a_readable_damaged_file(
    open_store: OpenStore, folder: Path, clock: FakeClock
) -> None:
    _, ids = _history(open_store, clock)
    _damage_index(folder / FILE_NAME, "attempts_recent")
    store = open_store()
    (notice,) = store.notices
    assert "all 3 answers recorded after it were recovered from the damaged file" in notice
    assert {a.attempt_id for a in store.attempts()} == ids
    assert store.integrity_problems() == []
    assert store.trainee_detail(store.find_trainee("Ana").id).skills[0].attempts == 8


def test_the_newest_good_backup_is_chosen_over_a_damaged_one(
    open_store: OpenStore, folder: Path, clock: FakeClock
) -> None:
    _history(open_store, clock)
    newest = list_backups(folder)[0]
    _overwrite_header(newest.path)
    _overwrite_header(folder / FILE_NAME)
    store = open_store()
    (notice,) = store.notices
    assert "backup from 3 March 2025 at 09:00" in notice
    assert store.attempt_count() == 0  # day 1's backup was taken before any answer


def test_without_any_backup_a_new_store_is_started_and_told(
    open_store: OpenStore, folder: Path, clock: FakeClock
) -> None:
    _history(open_store, clock)
    shutil.rmtree(folder / "backups")
    _fill_with_junk(folder / FILE_NAME)
    store = open_store()
    (notice,) = store.notices
    assert one_sentence(notice)
    assert "there was no good backup" in notice and "new, empty store" in notice
    assert store.trainees() == ()
    assert len(list((folder / "damaged").glob("*.sqlite3"))) == 1


def test_full_integrity_check_at_the_first_start_of_a_day_quick_check_later(
    open_store: OpenStore, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    open_store().close()
    checks: list[str] = []
    connect = Database._connect

    def traced(self: Database, mode: str) -> sqlite3.Connection:
        conn = connect(self, mode)  # type: ignore[arg-type]
        conn.set_trace_callback(lambda sql: checks.append(sql) if "_check" in sql else None)
        return conn

    monkeypatch.setattr(Database, "_connect", traced)
    open_store().close()
    clock.advance(days=1)
    open_store().close()
    open_store().close()
    assert checks == [
        "PRAGMA quick_check",
        "PRAGMA integrity_check",
        "PRAGMA quick_check",
    ]
