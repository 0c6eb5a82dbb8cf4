"""The store's upkeep off the start (issue 28): a clean start checks nothing, the first
start after a crash is checked before answers are written, and the day's full check and
backup run when the window asks, on a connection of their own, stoppable, bounded by the
house's share of the disk."""

from __future__ import annotations

import os
import subprocess
import sys
from collections import namedtuple
from collections.abc import Callable
from pathlib import Path

import pytest

from trainer import words
from trainer.progress import ProgressStore, upkeep
from trainer.progress.backups import BACKUP_DIR, count_attempts, is_good, list_backups

from .conftest import FakeClock, attempt
from .test_backups import _damage_index, _history

OpenStore = Callable[..., ProgressStore]
ROOT = Path(__file__).resolve().parents[2]


def _todays(folder: Path, clock: FakeClock) -> list[Path]:
    today = clock.now.strftime("%Y%m%d")
    return [
        b.path for b in list_backups(folder) if b.is_daily and b.made_at.strftime("%Y%m%d") == today
    ]


def test_a_clean_start_checks_nothing_and_leaves_the_day_to_the_upkeep(
    open_store: OpenStore, folder: Path, clock: FakeClock
) -> None:
    """At a million answers the check cost every start 1.7 s and the first of the day
    11 s: after a clean stop the window's start reads no page it does not need; the
    day's full check, run later, finds the damage, takes no backup of it, and has the
    next start restore the store."""
    _, ids = _history(open_store, clock)
    _damage_index(folder / FILE, "attempts_recent")
    store = open_store(integrity="background")
    assert store.notices == ()  # not checked at start
    assert _todays(folder, clock) == []
    (said,) = store.daily_upkeep()
    assert said.startswith("Today's check found the progress store damaged; restart")
    assert _todays(folder, clock) == []  # no backup of a damaged file
    store.close()
    store = open_store(integrity="background")
    (notice,) = store.notices
    assert "all 3 answers recorded after it were recovered from the damaged file" in notice
    assert {a.attempt_id for a in store.attempts()} == ids
    assert store.integrity_problems() == []


def test_the_days_check_tells_the_damage_in_spanish(
    open_store: OpenStore, folder: Path, clock: FakeClock
) -> None:
    """Issue 27: the banner's sentence in the language in force when the check ran."""
    _history(open_store, clock)
    _damage_index(folder / FILE, "attempts_recent")
    store = open_store(integrity="background")
    with words.use(words.SPANISH):
        assert store.daily_upkeep() == [
            "La comprobación de hoy encontró dañado el almacén de progreso; reinicie Dealer "
            "Trainer para restaurarlo desde su última copia de seguridad."
        ]
    store.close()


def test_the_first_start_after_a_crash_is_checked_before_answers_are_written(
    open_store: OpenStore, folder: Path, clock: FakeClock
) -> None:
    _, ids = _history(open_store, clock)
    killed = subprocess.run(
        [
            sys.executable,
            "-c",
            "import os, signal, sys; from trainer.progress import ProgressStore; "
            "s = ProgressStore(sys.argv[1], integrity='background'); "
            "os.kill(os.getpid(), signal.SIGKILL)",
            str(folder),
        ],
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        check=False,
    )
    assert killed.returncode == -9
    _damage_index(folder / FILE, "attempts_recent")
    store = open_store(integrity="background")
    (notice,) = store.notices
    assert "all 3 answers recorded after it were recovered from the damaged file" in notice
    assert {a.attempt_id for a in store.attempts()} == ids


def test_a_store_open_elsewhere_is_no_crash(
    open_store: OpenStore, folder: Path, clock: FakeClock
) -> None:
    """A second program opening the store while the first runs (an export while the
    window drills) is not a start after a crash: it checks nothing either."""
    _history(open_store, clock)
    first = open_store(integrity="background")
    assert upkeep.needs_check(folder) is False
    second = open_store(integrity="background")
    assert second.notices == ()
    first.close()
    second.close()
    assert not any((folder / upkeep.RUNNING_DIR).iterdir())  # clean stops leave no note


def test_the_days_backup_is_one_snapshot_while_answers_are_written(
    open_store: OpenStore, folder: Path, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The backup is copied page by page on its own connection while the trainee goes
    on answering through the store's: it completes (answers do not restart it), holds
    the answers of the moment it started, and the new ones are in the store."""
    ana, _ = _history(open_store, clock)
    store = open_store(integrity="background")
    before = store.attempt_count()
    monkeypatch.setattr(upkeep, "STEP_PAGES", 1)
    steps = 0

    def answering() -> bool:  # asked between the backup's steps: a trainee answers
        nonlocal steps
        steps += 1
        if steps % 3 == 0:
            store.record_attempt(attempt(ana))
        return False

    assert store.daily_upkeep(answering) == []
    (backup,) = _todays(folder, clock)
    assert is_good(backup)
    assert count_attempts(backup) == before
    assert store.attempt_count() > before
    assert [p.name for p in (folder / BACKUP_DIR).iterdir() if ".part" in p.name] == []
    assert store.daily_upkeep() == []  # once a day
    assert _todays(folder, clock) == [backup]


def test_stopped_upkeep_keeps_nothing_half_made_and_runs_next_time(
    open_store: OpenStore, folder: Path, clock: FakeClock
) -> None:
    _history(open_store, clock)
    store = open_store(integrity="background")
    assert store.daily_upkeep(lambda: True) == []
    assert _todays(folder, clock) == []
    assert [p.name for p in (folder / BACKUP_DIR).iterdir() if ".part" in p.name] == []
    assert not any((folder / "partials").iterdir())
    assert store.daily_upkeep() == []
    assert len(_todays(folder, clock)) == 1


def test_daily_backups_take_at_most_the_houses_share_of_the_disk(
    open_store: OpenStore, folder: Path, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Seven daily backups of a million answers took 2.5 GB: the house setting
    ``backup.disk-percent`` bounds them; the oldest go first, never the newest."""
    ana, _ = _history(open_store, clock)
    size = (folder / FILE).stat().st_size
    usage = namedtuple("usage", "total used free")
    # 10% (the default share) of this disk is two and a half backups.
    monkeypatch.setattr(upkeep.shutil, "disk_usage", lambda _: usage(size * 25, 0, size * 25))
    for _ in range(5):
        clock.advance(days=1)
        store = open_store(integrity="background")
        store.record_attempt(attempt(ana))
        assert store.daily_upkeep() == []
        store.close()
    daily = [b for b in list_backups(folder) if b.is_daily]
    assert len(daily) == 2
    assert daily[0].path == _todays(folder, clock)[0]


FILE = "progress.sqlite3"


def test_the_day_s_backup_in_the_background_holds_no_key_in_the_clear(
    open_store: OpenStore, folder: Path, clock: FakeClock
) -> None:
    """The background upkeep's backup wraps the sealing and school keys under the
    station's secret as every other backup does (issue 32, item 7)."""
    import sqlite3

    store = open_store(integrity="background")
    store.add_trainee("Ana")
    clock.advance(days=1)
    sealing = store.signing_key()
    school = store.school_key()
    assert store.daily_upkeep() == []
    (backup,) = _todays(folder, clock)
    conn = sqlite3.connect(backup)
    try:
        keys = [bytes(k) for (k,) in conn.execute("SELECT key FROM signing_keys")]
        privates = [bytes(k) for (k,) in conn.execute("SELECT private FROM school_keys")]
    finally:
        conn.close()
    assert keys and sealing not in keys
    assert privates and school.private not in privates
