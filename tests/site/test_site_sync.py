"""Stations syncing with their site, as separate processes, under faults.

Issue 13, "Tests (a real server, no mock)": stations as separate processes with their own
SQLite files, pushing to the server, under faults (a connection dropped before COMMIT, an
ACK lost after COMMIT with the station killed before marking the batch sent, SIGKILL
mid-push, a server restart mid-sync, a station offline for days, clock skew, two
supervisors editing one setting). After every scenario: the site's facts are exactly the
union of the stations' facts with no duplicates; every station's seq is contiguous; no
fact row was ever modified; a trainee's mastery on any station equals the site's.
"""

from __future__ import annotations

import json
import os
import signal
import stat
import subprocess
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from trainer.progress import ProgressStore
from trainer.site.authority import sign_in_supervisor
from trainer.site.connection import connect
from trainer.site.sync import pull_trainee_facts, sync

from .conftest import PgServer, Station, signed_off_pass

WORKER = Path(__file__).with_name("station_worker.py")
REPO = Path(__file__).resolve().parents[2]
GAME, SKILL = "three-five-seven", "payout"


@dataclass
class Kiosk:
    """A station: its site credentials and its own data folder."""

    station: Station
    folder: Path

    @property
    def name(self) -> str:
        return self.station.name

    def run(self, *args: str, check: bool = True, **options: Any) -> dict[str, Any]:
        done = subprocess.run(
            [sys.executable, str(WORKER), str(self.folder), self.name, *args],
            capture_output=True,
            text=True,
            timeout=300,
            cwd=REPO,
            check=False,
            **options,
        )
        if check and done.returncode != 0:
            raise AssertionError(f"{self.name} exited {done.returncode}: {done.stderr[-2000:]}")
        lines = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
        return {"code": done.returncode, "lines": lines}

    def record(self, trainee: str, count: int, *extra: str) -> None:
        self.run("record", trainee, str(count), *extra)

    def sync(self, *extra: str, check: bool = True) -> dict[str, Any]:
        return self.run("sync", self.station.url, *extra, check=check)

    def start_sync(self, *extra: str) -> subprocess.Popen[str]:
        return subprocess.Popen(
            [
                sys.executable,
                str(WORKER),
                str(self.folder),
                self.name,
                "sync",
                self.station.url,
                *extra,
            ],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            cwd=REPO,
        )

    def store(self) -> ProgressStore:
        return ProgressStore(self.folder, station=self.name)


@pytest.fixture
def kiosks(add: Callable[[str], Station], tmp_path: Path) -> Callable[[int], list[Kiosk]]:
    def _make(count: int) -> list[Kiosk]:
        return [Kiosk(add(f"kiosk-{i}"), tmp_path / f"kiosk-{i}") for i in range(1, count + 1)]

    return _make


def _own_facts(kiosk: Kiosk) -> dict[str, tuple[Any, ...]]:
    with kiosk.store() as store:
        conn = store._db.require()
        rows = conn.execute(
            "SELECT a.id, t.name, f.name, a.seed, a.credit, a.response_ms, a.ts, a.day, "
            "a.station_seq FROM attempts AS a JOIN trainees AS t ON t.id = a.trainee_id "
            "JOIN labels AS f ON f.id = a.family WHERE a.station_seq IS NOT NULL"
        ).fetchall()
    import uuid

    return {str(uuid.UUID(bytes=r[0])): tuple(r[1:8]) for r in rows}


def check_invariants(site: str, kiosks: list[Kiosk]) -> None:
    """The issue's invariants after a scenario (every station has synced since)."""
    union: dict[str, tuple[Any, ...]] = {}
    for kiosk in kiosks:
        union.update(_own_facts(kiosk))
    with connect(site) as conn:
        # A time past the site's clock is stored at the site's time, the station's kept
        # beside it with its day (issue 32, item 5).
        rows = conn.execute(
            "SELECT a.id::text, t.name, a.family, a.seed, a.credit, a.response_ms, "
            "coalesce(a.station_ts, a.ts), "
            "a.day + round((coalesce(a.station_ts, a.ts) - a.ts) / 86400000.0)::integer "
            "FROM attempts AS a JOIN trainees AS t ON t.id = a.trainee_id"
        ).fetchall()
        on_site = {str(r[0]): tuple(r[1:]) for r in rows}
        assert len(rows) == len(on_site)  # no duplicates
        # Exactly the union, every field as the stations recorded it (nothing lost).
        assert on_site == union
        for kiosk in kiosks:
            with kiosk.store() as store:
                head = store.outbox.head()
                sent = store.outbox.sent()
            row = conn.execute(
                "SELECT s.contiguous_seq, s.max_seq, count(f.seq), coalesce(min(f.seq), 1) "
                "FROM stations AS s LEFT JOIN fact_seqs AS f ON f.station_id = s.id "
                "WHERE s.name = %s GROUP BY s.id",
                (kiosk.name,),
            ).fetchone()
            assert row == (head, head, head, 1), kiosk.name  # contiguous, no gap
            assert sent == head
        # The trainee's mastery on any station equals the site's.
        mastery = conn.execute(
            "SELECT t.name, m.mastered, m.considered, m.correct, m.median_ms FROM mastery_now AS m "
            "JOIN trainees AS t ON t.id = m.trainee_id WHERE m.game = %s AND m.skill = %s",
            (GAME, SKILL),
        ).fetchall()
    for kiosk in kiosks:
        with kiosk.store() as store:
            sync(store, kiosk.station.url)  # the school's trainees, with nothing to send
            for name, mastered, considered, correct, median in mastery:
                trainee = store.find_trainee(str(name))
                pull_trainee_facts(store, kiosk.station.url, trainee.id)
                local = store.mastery(trainee.id, GAME, SKILL)
                assert (local.mastered, local.considered, local.correct, local.median_ms) == (
                    mastered,
                    considered,
                    correct,
                    median,
                ), (kiosk.name, name)


def test_stations_as_processes_sync_and_the_invariants_hold(
    site: str, kiosks: Callable[[int], list[Kiosk]]
) -> None:
    stations = kiosks(3)
    for i, kiosk in enumerate(stations):
        kiosk.record("Ana Ruiz", 20 + i)
        kiosk.record(f"Trainee {i}", 5)
    for kiosk in stations:
        assert kiosk.sync()["lines"][-1]["sent"] > 0
    check_invariants(site, stations)


def test_a_connection_dropped_before_commit_loses_nothing(
    site: str, kiosks: Callable[[int], list[Kiosk]]
) -> None:
    (kiosk,) = kiosks(1)
    kiosk.record("Ana Ruiz", 30)
    failed = kiosk.sync("--fault", "drop-before-commit", "--batch", "10", check=False)
    assert failed["code"] == 3 and "cannot be reached" in failed["lines"][-1]["error"]
    assert failed["lines"][-1]["waiting"] == 30  # nothing was marked sent
    with connect(site) as conn:
        assert conn.execute("SELECT count(*) FROM attempts").fetchone() == (0,)
    kiosk.sync()
    check_invariants(site, [kiosk])


def test_an_ack_lost_after_commit_with_the_station_killed_before_marking_sent(
    site: str, kiosks: Callable[[int], list[Kiosk]]
) -> None:
    (kiosk,) = kiosks(1)
    kiosk.record("Ana Ruiz", 25)
    died = kiosk.sync("--fault", "exit-after-commit", "--batch", "10", check=False)
    assert died["code"] == 17 and died["lines"][0] == {"committed_up_to": 10}
    with kiosk.store() as store:
        assert store.outbox.sent() == 0  # the station never marked the batch sent
    with connect(site) as conn:
        assert conn.execute("SELECT count(*) FROM attempts").fetchone() == (10,)
    done = kiosk.sync()
    assert done["lines"][-1] == {"sent": 15, "new": 15}  # the site's count told it
    check_invariants(site, [kiosk])


def test_sigkill_of_a_station_mid_push(site: str, kiosks: Callable[[int], list[Kiosk]]) -> None:
    (kiosk,) = kiosks(1)
    kiosk.record("Ana Ruiz", 60)
    running = kiosk.start_sync("--fault", "paused", "--batch", "10")
    assert running.stdout is not None
    first = running.stdout.readline()
    assert json.loads(first) == {"committed_up_to": 10}  # and it waits there: 50 to push
    os.kill(running.pid, signal.SIGKILL)
    running.communicate(timeout=300)
    kiosk.sync()
    check_invariants(site, [kiosk])


def test_a_server_restart_mid_sync(
    pg: PgServer, site: str, kiosks: Callable[[int], list[Kiosk]]
) -> None:
    (kiosk,) = kiosks(1)
    kiosk.record("Ana Ruiz", 50)
    running = kiosk.start_sync("--fault", "paused", "--batch", "10")
    assert running.stdout is not None
    assert json.loads(running.stdout.readline()) == {"committed_up_to": 10}
    # The server goes down between two batches, and comes back after the station found it
    # gone (not during a pause of some seconds that a busy machine could outlast).
    pg.stop("immediate")
    try:
        out, _ = running.communicate("go on\n", timeout=300)
    finally:
        pg.start()
    assert running.returncode == 3
    assert "cannot be reached" in json.loads(out.strip().splitlines()[-1])["error"]
    kiosk.sync()
    check_invariants(site, [kiosk])


def test_a_station_offline_for_days_then_catching_up_with_clock_skew(
    site: str, kiosks: Callable[[int], list[Kiosk]]
) -> None:
    online, offline, skewed = kiosks(3)
    online.record("Ana Ruiz", 10)
    online.sync()
    for day in range(4):  # four days of answers with no network
        offline.record("Ana Ruiz", 15, "--skew-hours", str(-24 * (4 - day)))
    skewed.record("Ana Ruiz", 12, "--skew-hours", "5.5")
    skewed.sync()
    online.record("Ana Ruiz", 3)
    online.sync()
    offline.sync()
    check_invariants(site, [online, offline, skewed])


def _on_site(site: str, name: str, pin: str) -> None:
    from trainer.site.admin import add_site_supervisor

    add_site_supervisor(site, name, pin)


def test_two_supervisors_editing_one_setting_offline(
    site: str, kiosks: Callable[[int], list[Kiosk]]
) -> None:
    one, two = kiosks(2)
    _on_site(site, "Mona Reyes", "246810")
    _on_site(site, "Lee Park", "135790")
    with one.store() as store:
        sync(store, one.station.url)
        mona = sign_in_supervisor(store, "Mona Reyes", "246810", one.station.url)
    with two.store() as store:
        sync(store, two.station.url)
        lee = sign_in_supervisor(store, "Lee Park", "135790", two.station.url)
    key = "three-five-seven.rake-cap-cents"
    with one.store() as first, two.store() as second:
        first.change_setting(key, 400, by=mona)
        sync(first, one.station.url)  # Lee has not pulled it yet
        second.change_setting(key, 300, by=lee)
        report = sync(second, two.station.url)
        assert len(report.conflicts) == 1
        assert "Mona Reyes had set it to 400" in report.conflicts[0]
        assert second.settings()[key] == 400  # the site's value is in force, not overwritten
        (conflict,) = second.outbox.conflicts()
        assert (conflict.mine, conflict.theirs, conflict.by_name) == ("300", "400", "Mona Reyes")
        sync(first, one.station.url)
        assert first.settings()[key] == 400
    check_invariants(site, [one, two])


@pytest.fixture(autouse=True)
def _no_site_env(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.delenv("DEALER_TRAINER_SITE", raising=False)
    yield


def test_a_json_export_carried_to_a_connected_station_reaches_the_site_once(
    site: str, kiosks: Callable[[int], list[Kiosk]], tmp_path: Path
) -> None:
    from trainer.progress.transfer import write_json
    from trainer.progress.transfer_reading import read_file

    far, near = kiosks(2)
    far.record("Ana Ruiz", 12)  # a kiosk with no network
    carried = tmp_path / "far.json"
    with far.store() as store, carried.open("w", encoding="utf-8") as out:
        write_json(out, store.attempts(), (), exported_at=store.now(), station=store.station)
    with near.store() as store:
        added = store.import_attempts(read_file(carried))
        assert added.added == 12
        report = sync(store, near.station.url)
    assert report.facts_new == 12
    far.sync()  # the network reaches the far kiosk at last: nothing twice
    with connect(site) as conn:
        assert conn.execute("SELECT count(*), count(DISTINCT id) FROM attempts").fetchone() == (
            12,
            12,
        )
    check_invariants(site, [far, near])


def test_sync_from_a_script_with_the_site_in_the_environment(
    site: str,
    kiosks: Callable[[int], list[Kiosk]],
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    from trainer.cli import main

    (kiosk,) = kiosks(1)
    kiosk.record("Ana Ruiz", 4)
    monkeypatch.setenv("DEALER_TRAINER_SITE", kiosk.station.url)
    assert main(["sync", "--data-dir", str(kiosk.folder)]) == 0
    out = capsys.readouterr().out
    assert "Station kiosk-1 synced: sent 4 facts (4 new to the site)" in out
    monkeypatch.delenv("DEALER_TRAINER_SITE")
    assert main(["sync", "--data-dir", str(kiosk.folder)]) == 2
    assert "has no site" in capsys.readouterr().err
    code = main(
        ["sync", "--data-dir", str(kiosk.folder), "--site", kiosk.station.url, "--remember"]
    )
    assert code == 0
    capsys.readouterr()
    assert stat.S_IMODE(os.stat(kiosk.folder / "site.conf").st_mode) == 0o600
    assert main(["sync", "--data-dir", str(kiosk.folder)]) == 0  # the station setting
    assert "sent 0 facts" in capsys.readouterr().out


def test_an_unreachable_site_leaves_the_outbox_as_it_was(
    pg: PgServer, kiosks: Callable[[int], list[Kiosk]], capsys: pytest.CaptureFixture[str]
) -> None:
    from trainer.cli import main

    (kiosk,) = kiosks(1)
    kiosk.record("Ana Ruiz", 3)
    url = kiosk.station.url.replace(f":{pg.port}/", ":1/")
    assert main(["sync", "--data-dir", str(kiosk.folder), "--site", url]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "cannot be reached" in err[0]
    with kiosk.store() as store:
        assert store.outbox.waiting_answers() == 3


def test_an_exam_sat_and_signed_off_on_one_kiosk_shows_on_another(
    site: str, kiosks: Callable[[int], list[Kiosk]]
) -> None:
    one, two = kiosks(2)
    _on_site(site, "Mona Reyes", "246810")
    with one.store() as store:
        sync(store, one.station.url)
        mona = sign_in_supervisor(store, "Mona Reyes", "246810", one.station.url)
        ana = store.add_trainee("Ana Ruiz")
        sitting_id = signed_off_pass(store, mona, ana.id, "Payouts")
        sync(store, one.station.url)
    with two.store() as store:
        sync(store, two.station.url)
        here = store.find_trainee("Ana Ruiz")
        pull_trainee_facts(store, two.station.url, here.id)
        (seen,) = store.sittings(trainee_id=here.id)
        assert seen.id == sitting_id and seen.passed is True
        signed_by = sign_in_supervisor(store, "Mona Reyes", "246810", two.station.url)
        assert seen.signed_off_by == signed_by.id
        assert store.outbox.unsent(10) == []  # none of it is this kiosk's to send
    check_invariants(site, [one, two])
    with connect(site) as conn:
        assert conn.execute("SELECT count(*), bool_and(certified) FROM sign_offs").fetchone() == (
            1,
            True,
        )


def test_a_kiosk_with_a_years_history_joins_the_site_with_everything(
    site: str, kiosks: Callable[[int], list[Kiosk]]
) -> None:
    import sqlite3

    (kiosk,) = kiosks(1)
    kiosk.folder.mkdir(parents=True)
    dump = REPO / "tests" / "progress" / "data" / "store-v1.sql"
    conn = sqlite3.connect(kiosk.folder / "progress.sqlite3")
    conn.executescript(dump.read_text(encoding="utf-8"))
    conn.close()
    with kiosk.store() as store:  # upgraded to version 2 on opening
        report = sync(store, kiosk.station.url)
        assert report.conflicts == ()
        head = store.outbox.head()
        # Its house settings go to the site only with a supervisor's authority proved
        # there (issue 32): its own supervisor has none on the site, so they wait here.
        assert any("waits for its supervisor" in note for note in report.notes)
    assert report.facts_sent == head > 38
    with connect(site) as conn:
        names = conn.execute("SELECT name FROM trainees ORDER BY name").fetchall()
    assert [n for (n,) in names] == ["Ana Ruiz", "Ben Okafor", "Cleo Park"]
    check_invariants(site, [kiosk])


def test_a_supervisor_made_at_a_kiosk_offline_becomes_the_sites_and_proves_it_there(
    site: str, kiosks: Callable[[int], list[Kiosk]]
) -> None:
    one, two = kiosks(2)
    _on_site(site, "Mona Reyes", "246810")
    with one.store() as store:
        sync(store, one.station.url)
    with two.store() as store:
        mona = store.create_first_supervisor("mona reyes", "111111")
        store.change_setting("kiosk.idle-timeout-seconds", 300, by=mona)
        store.define_exam(
            "Rake",
            games=["three-five-seven"],
            skills=["rake"],
            question_count=2,
            time_limit_seconds=0,
            seed=5,
            by=mona,
        )
        report = sync(store, two.station.url)
        assert report.conflicts == ()
        # One supervisor now, the site's (issue 32: a kiosk makes none for the site): her
        # PIN is the one the site holds, checked by the site at her first sign-in here.
        assert [s.name for s in store.supervisors()] == ["Mona Reyes"]
        assert any("waits for its supervisor" in note for note in report.notes)
        assert sign_in_supervisor(store, "Mona Reyes", "246810", two.station.url)
        again = sync(store, two.station.url)  # her changes go with her authority now
        # (and with it the school's keys come from the site, site schema 4)
        assert [n for n in again.notes if "holds the school's keys" not in n] == []
    with connect(site) as conn:
        assert conn.execute("SELECT count(*) FROM supervisors").fetchone() == (1,)
        assert conn.execute("SELECT count(*) FROM exams").fetchone() == (1,)
        value = conn.execute(
            "SELECT value FROM settings WHERE key = 'kiosk.idle-timeout-seconds'"
        ).fetchone()
    assert value == ("300",)
    check_invariants(site, [one, two])


def test_a_kiosks_answers_go_two_thousand_to_a_transaction(
    site: str, kiosks: Callable[[int], list[Kiosk]]
) -> None:
    """Issue 28 (site sync at least 5,000 rows/s): each pushed batch costs the site a
    round of fixed work (the ledger's claim, the rollups' statements, the mastery of each
    skill it touched, a COMMIT), so a sync sends up to 2,000 facts in one; what it sends
    arrives whole and once, as before."""
    (kiosk,) = kiosks(1)
    kiosk.record("Ana Ruiz", 2100)
    committed: list[int] = []
    with kiosk.store() as store:
        report = sync(store, kiosk.station.url, after_commit=committed.append)
        assert report.facts_sent == store.outbox.head() > 2000
    assert len(committed) == 2 and committed[0] == 2000
    check_invariants(site, [kiosk])


def test_a_sync_that_takes_no_school_keys_loads_no_credentials_code(
    site: str, kiosks: Callable[[int], list[Kiosk]]
) -> None:
    """A sync compares the station's school key with the site's by reading its public
    half; the credentials' code (JWT, Ed25519: a tenth of a second of CPU) is loaded only
    where keys are taken or credentials issued, not at every sync of a fresh process
    (``dealer-trainer sync`` from a script, the benchmark's stations)."""
    (kiosk,) = kiosks(1)
    kiosk.record("Ana Ruiz", 3)
    probe = (
        "import sys; from pathlib import Path; from trainer.progress import ProgressStore; "
        "from trainer.site.sync import sync\n"
        "with ProgressStore(Path(sys.argv[1])) as store:\n"
        "    notes = sync(store, sys.argv[2]).notes\n"
        "print(sorted(m for m in ('jwt', 'trainer.progress.issuing', "
        "'trainer.progress.identity') if m in sys.modules), "
        "any('until a supervisor signs in' in n for n in notes))"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe, str(kiosk.folder), kiosk.station.url],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=REPO,
        check=True,
    )
    assert done.stdout.split("\n")[0] == "[] True"
