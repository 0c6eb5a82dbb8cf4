"""Issue 29: the school's site holds every station's exam log, pushed with its sittings, and
a station's file is checked against that copy: a log rewritten whole in the file (which
agrees with itself) or its last entries removed are found by ``dealer-trainer check``."""

from __future__ import annotations

import shutil
import sqlite3
import subprocess
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from trainer.cli import main
from trainer.progress import NewAttempt, ProgressStore, Supervisor
from trainer.progress.database import FILE_NAME
from trainer.progress.examlog import entries, entry_text, link_hash
from trainer.site.connection import connect
from trainer.site.facts import station_exam_log
from trainer.site.records import SiteSupervisor
from trainer.site.sync import sync

from .conftest import Station

pytestmark = pytest.mark.skipif(shutil.which("sqlite3") is None, reason="no sqlite3 shell")


@pytest.fixture(autouse=True)
def _no_site_env(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.delenv("DEALER_TRAINER_SITE", raising=False)
    yield


def _school(store: ProgressStore, mona: Supervisor | None = None) -> None:
    """Two trainees' sittings of one exam, finished and signed off (by the site's supervisor
    where there is a site)."""
    if mona is None:
        mona = store.create_first_supervisor("Mona Reyes", "246810")
    exam = store.define_exam(
        "Payouts final",
        games=["three-card-poker"],
        skills=["payout"],
        question_count=1,
        time_limit_seconds=0,
        seed=1,
        by=mona,
    )
    for name in ("Ana Ruiz", "Ben Okafor"):
        trainee = store.add_trainee(name)
        sitting = store.start_sitting(exam.id, trainee.id, seed=3, supervisor=mona)
        store.record_attempt(
            NewAttempt(
                trainee.id,
                "three-card-poker",
                "payout",
                "three-card-poker/payout",
                difficulty=1,
                seed=1,
                params={},
                answer=1,
                expected=1,
                correct=False,
                response_ms=2000,
                mode="exam",
                session_id=sitting.session_id,
            )
        )
        store.finish_sitting(sitting.id)
        store.sign_off_sitting(sitting.id, by=mona)


@pytest.fixture
def synced(
    add: Callable[[str], Station], tmp_path: Path, supervisor_on_site: SiteSupervisor
) -> tuple[Path, Station]:
    station = add("kiosk-1")
    folder = tmp_path / "kiosk"
    with ProgressStore(folder, station=station.name) as store:
        sync(store, station.url)  # the school's supervisor comes from the site
        (mona,) = store.supervisors()
        assert mona.name == supervisor_on_site.name
        _school(store, mona)
        report = sync(store, station.url)
        assert not [note for note in report.notes if "exam log" in note]
        me = int(store.outbox.state()["station_id"])
        with connect(station.url) as conn:
            assert station_exam_log(conn, me) == store.exam_log()
        assert len(store.exam_log()) == 4
    return folder, station


def _check(folder: Path, station: Station, capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    code = main(["--site", station.url, "check", "--data-dir", str(folder)])
    return code, capsys.readouterr().out


def _rewrite(folder: Path, sql: str) -> None:
    """What a tamperer who knows the chain does: change the file, then hash the whole log
    again from the first entry, so that it agrees with itself."""
    subprocess.run(["sqlite3", str(folder / FILE_NAME), sql], check=True, capture_output=True)
    conn = sqlite3.connect(folder / FILE_NAME)
    try:
        from trainer.progress import examlog

        conn.execute("DROP TRIGGER IF EXISTS exam_log_no_update")
        prev = examlog.GENESIS
        for item in entries(conn):
            # The entry as the store now holds it (deleted ones are skipped by the caller).
            fields = examlog._fields(conn, item.kind, uuid.UUID(item.subject).bytes)
            text = item.entry if fields is None else entry_text(fields)
            conn.execute(
                "UPDATE exam_log SET entry = ?, prev = ?, hash = ? WHERE seq = ?",
                (text, prev, link_hash(prev, text), item.seq),
            )
            prev = link_hash(prev, text)
        conn.commit()
    finally:
        conn.close()


def test_a_synced_station_checks_clean_against_the_site(
    synced: tuple[Path, Station], capsys: pytest.CaptureFixture[str]
) -> None:
    code, out = _check(*synced, capsys)
    assert code == 0 and "exam log of 4 entries agrees" in out


def test_a_log_rewritten_whole_in_the_file_is_found_against_the_site(
    synced: tuple[Path, Station], capsys: pytest.CaptureFixture[str]
) -> None:
    folder, station = synced
    _rewrite(
        folder,
        "UPDATE exam_sittings SET score_permille = 1000, passed = 1 WHERE trainee_id = "
        "(SELECT id FROM trainees WHERE name = 'Ana Ruiz');",
    )
    with ProgressStore(folder, station=station.name) as store:
        assert store.exam_log_problems() == []  # the file agrees with itself now
    code, out = _check(folder, station, capsys)
    assert code == 1
    assert (
        "The exam log entry 1, for the exam sitting of Ana Ruiz for \u201cPayouts final\u201d "
        "begun on " in out
    )
    assert "is not the one the school's site holds: the log in this station's file was " in out
    assert "Ben Okafor" not in out  # his entries were only hashed again


def test_the_last_sitting_removed_with_its_entries_is_found_against_the_site(
    synced: tuple[Path, Station], capsys: pytest.CaptureFixture[str]
) -> None:
    folder, station = synced
    subprocess.run(
        [
            "sqlite3",
            str(folder / FILE_NAME),
            "DROP TRIGGER exam_log_no_delete; DELETE FROM exam_log WHERE seq > 2; "
            "DELETE FROM exam_sittings WHERE trainee_id = "
            "(SELECT id FROM trainees WHERE name = 'Ben Okafor');",
        ],
        check=True,
        capture_output=True,
    )
    with ProgressStore(folder, station=station.name) as store:
        assert store.exam_log_problems() == []  # nothing in the file says so
    code, out = _check(folder, station, capsys)
    assert code == 1
    assert (
        "The exam log entry 3 that the school's site holds, for the exam sitting of Ben Okafor "
        "for \u201cPayouts final\u201d begun on " in out
    )
    assert "is missing from this station's file: it was removed after it reached the site." in out


def test_a_site_out_of_reach_leaves_the_check_to_the_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "kiosk"
    with ProgressStore(folder, station="kiosk-1") as store:
        _school(store)
        store.outbox.set_state(station_id=7)  # as if it had synced once
    code = main(
        ["--site", "postgresql://nobody@127.0.0.1:1/school", "check", "--data-dir", str(folder)]
    )
    said = capsys.readouterr()
    assert code == 0 and "exam log of 4 entries agrees" in said.out
    assert "the exam log was not compared with the site's copy" in said.err
