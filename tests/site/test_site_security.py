"""Issue 32, "Nobody in, second pass": the school's site trusts no station.

Each test is an attack of the issue, run against a real PostgreSQL server (or, where the
attack never reaches one, against the connection string itself).
"""

from __future__ import annotations

import threading
import time
import uuid
from collections.abc import Callable
from pathlib import Path

import psycopg
import pytest

from trainer.cli import main
from trainer.progress import ProgressStore
from trainer.progress.pins import hash_pin
from trainer.site.authority import SIGNED_IN, authority_key, authority_verifier, sign_in_supervisor
from trainer.site.connection import connect
from trainer.site.errors import SiteError, SitePermissionError, SiteUnreachableError
from trainer.site.facts import SignOffFact, SittingFact, hello, pull_trainee, push
from trainer.site.records import (
    SiteExam,
    SiteSupervisor,
    SiteTrainee,
    change_setting,
    pull_records,
    put_exam,
    put_supervisor,
    put_trainee,
)
from trainer.site.schema import Connection
from trainer.site.sync import pull_trainee_facts, sync

from .conftest import MONA_PIN, Station, attempt_fact, authority_of, new_trainee

PIN_FILE_MODE = 0o600
CLEARTEXT_ENV = "DEALER_TRAINER_SITE_CLEARTEXT"


def _pin_file(folder: Path, pin: str) -> Path:
    path = folder / "pin.txt"
    path.write_text(pin + "\n")
    path.chmod(PIN_FILE_MODE)
    return path


# -- item 3: changing a station's site needs a supervisor ------------------------------------


def _kiosk_with_supervisor(folder: Path, station: Station) -> None:
    with ProgressStore(folder, station="kiosk-1") as store:
        store.create_first_supervisor("Mona Reyes", "246810")
        (folder / "site.conf").write_text(station.url + "\n")


def test_item_3_sync_remember_with_another_site_needs_a_supervisor(
    tmp_path: Path,
    add: Callable[[str], Station],
    capsys: pytest.CaptureFixture[str],
) -> None:
    own, rogue = add("kiosk-1"), add("rogue")
    folder = tmp_path / "kiosk"
    _kiosk_with_supervisor(folder, own)
    code = main(["sync", "--data-dir", str(folder), "--site", rogue.url, "--remember"])
    assert code == 2
    assert "Syncing this station with another site needs a supervisor's PIN" in (
        capsys.readouterr().err
    )
    assert (folder / "site.conf").read_text().strip() == own.url  # still its own site
    # A one-off sync with another site would bring that site's supervisors here too.
    assert main(["sync", "--data-dir", str(folder), "--site", rogue.url]) == 2
    capsys.readouterr()
    pin = _pin_file(tmp_path, "111111")
    wrong = ["--supervisor", "Mona Reyes", "--supervisor-pin-file", str(pin)]
    assert main(["sync", "--data-dir", str(folder), "--site", rogue.url, "--remember", *wrong]) == 2
    assert (folder / "site.conf").read_text().strip() == own.url
    capsys.readouterr()
    right = [
        "--supervisor",
        "Mona Reyes",
        "--supervisor-pin-file",
        str(_pin_file(tmp_path, "246810")),
    ]
    assert main(["sync", "--data-dir", str(folder), "--site", rogue.url, "--remember", *right]) == 0
    assert (folder / "site.conf").read_text().strip() == rogue.url
    # Its own site again, named as it is set: no supervisor needed.
    assert main(["sync", "--data-dir", str(folder), "--site", rogue.url]) == 0


# -- item 4: TLS by default off loopback -------------------------------------------------------


@pytest.mark.parametrize(
    "url",
    [
        "postgresql://school_st_kiosk_1@trainer-db.invalid/school",
        "postgresql://school_st_kiosk_1@trainer-db.invalid/school?sslmode=prefer",
        "postgresql://school_st_kiosk_1@192.0.2.10:5432/school?sslmode=disable",
        "host=trainer-db.invalid,localhost dbname=school sslmode=allow",
    ],
)
def test_item_4_a_site_off_loopback_without_tls_is_refused_in_one_sentence(
    url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(CLEARTEXT_ENV, raising=False)
    monkeypatch.delenv("PGSSLMODE", raising=False)
    with pytest.raises(SiteError, match="does not require TLS; add sslmode=verify-full") as caught:
        connect(url, timeout=1)
    assert not isinstance(caught.value, SiteUnreachableError)  # refused before any packet


def test_item_4_the_house_may_allow_an_unencrypted_network_explicitly(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv(CLEARTEXT_ENV, "allow")
    with pytest.raises(SiteUnreachableError):  # it tried: the name does not resolve
        connect("postgresql://school_st_kiosk_1@trainer-db.invalid/school", timeout=1)


def test_item_4_sync_through_the_command_line_refuses_cleartext(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(CLEARTEXT_ENV, raising=False)
    folder = tmp_path / "kiosk"
    with ProgressStore(folder, station="kiosk-1"):
        pass
    (folder / "site.conf").write_text("postgresql://school_st_kiosk_1@trainer-db.invalid/school\n")
    assert main(["sync", "--data-dir", str(folder)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1
    assert "is on another machine and its connection string does not require TLS" in err[0]


# -- item 1: one station's credentials open nothing else ---------------------------------------

KEY_PASS = "exam.pass-mark-percent"
KEY_MASTERY = "mastery.accuracy-percent"


def _setting(conn: Connection, key: str) -> tuple[str, int]:
    row = conn.execute("SELECT value, version FROM settings WHERE key = %s", (key,)).fetchone()
    assert row is not None
    return str(row[0]), int(str(row[1]))


@pytest.mark.parametrize("column", ["pin_hash", "authority"])
def test_item_1_a_station_reads_no_supervisor_pin_hash(
    add: Callable[[str], Station], supervisor_on_site: SiteSupervisor, column: str
) -> None:
    station = add("kiosk-1")
    with connect(station.url) as conn:
        with pytest.raises(psycopg.errors.InsufficientPrivilege), conn.transaction():
            conn.execute(f"SELECT {column} FROM supervisors".encode())
        with pytest.raises(psycopg.errors.InsufficientPrivilege), conn.transaction():
            conn.execute(b"SELECT * FROM supervisors")
        # What a station does get of a supervisor: a name and an id, no hash.
        pulled = pull_records(conn)
    assert [(s.name, s.pin_hash) for s in pulled.supervisors] == [("Mona Reyes", None)]


def test_item_1_a_station_can_neither_add_a_supervisor_nor_change_ones_pin(
    site: str, add: Callable[[str], Station], supervisor_on_site: SiteSupervisor
) -> None:
    station = add("kiosk-1")
    mine = hash_pin("999999", 6)
    with connect(station.url) as conn:
        with pytest.raises(SitePermissionError):
            put_supervisor(
                conn,
                SiteSupervisor(str(uuid.uuid4()), "Eve Intruder", mine, 1, 0),
                expected_version=0,
            )
        with pytest.raises(SitePermissionError):
            put_supervisor(
                conn,
                SiteSupervisor(supervisor_on_site.id, "Mona Reyes", mine, 1, 0),
                expected_version=supervisor_on_site.version,
                by=supervisor_on_site.id,
            )
        for statement in (
            b"UPDATE supervisors SET authority = NULL",
            b"SELECT refresh_all_mastery()",
            b"SELECT audit_record('setting', 'x', 'applied', 0, 1, 'a', 'b', NULL, NULL)",
        ):
            with pytest.raises(psycopg.errors.InsufficientPrivilege), conn.transaction():
                conn.execute(statement)
    with connect(site) as conn:
        names = conn.execute("SELECT name, pin_hash FROM supervisors").fetchall()
    assert [n for n, _ in names] == ["Mona Reyes"]
    assert names[0][1] != mine


@pytest.mark.parametrize(("key", "value"), [(KEY_PASS, "1"), (KEY_MASTERY, "50")])
def test_item_1_house_settings_change_only_with_a_supervisors_authority(
    site: str,
    add: Callable[[str], Station],
    supervisor_on_site: SiteSupervisor,
    key: str,
    value: str,
) -> None:
    station, other = add("kiosk-1"), add("kiosk-2")
    mona = supervisor_on_site
    with connect(station.url) as conn:
        before, version = _setting(conn, key)
        for proof in (None, b"\0" * 32, authority_key(mona.id, "000000")):
            done = change_setting(
                conn, key, value, expected_version=version, supervisor_id=mona.id, proof=proof
            )
            assert not done.applied and done.refused == "wrong"
    with connect(other.url) as conn:
        assert _setting(conn, key) == (before, version)  # nothing reached another station
        # With Mona's authority, proved to the site, the change is made (and audited).
        done = change_setting(
            conn,
            key,
            value,
            expected_version=version,
            supervisor_id=mona.id,
            proof=authority_of(mona),
        )
    assert done.applied and done.setting.value == value
    with connect(site) as conn:
        audit = conn.execute(
            "SELECT supervisor_name, role_name FROM record_audit WHERE record = %s", (key,)
        ).fetchall()
    assert audit == [("Mona Reyes", other.credentials.role)]


def test_item_1_wrong_authorities_lock_the_supervisors_proofs_a_while(
    add: Callable[[str], Station], supervisor_on_site: SiteSupervisor
) -> None:
    station = add("kiosk-1")
    mona = supervisor_on_site
    with connect(station.url) as conn:
        _, version = _setting(conn, KEY_PASS)
        for guess in range(5):
            done = change_setting(
                conn,
                KEY_PASS,
                "1",
                expected_version=version,
                supervisor_id=mona.id,
                proof=authority_key(mona.id, f"{guess:06d}"),
            )
            assert done.refused == "wrong"
        right = change_setting(
            conn,
            KEY_PASS,
            "1",
            expected_version=version,
            supervisor_id=mona.id,
            proof=authority_of(mona),
        )
    assert not right.applied and right.refused == "locked"


def test_item_1_a_trainees_pin_is_removed_only_with_a_supervisors_authority(
    add: Callable[[str], Station], supervisor_on_site: SiteSupervisor
) -> None:
    station = add("kiosk-1")
    with connect(station.url) as conn:
        made = put_trainee(
            conn,
            SiteTrainee(str(uuid.uuid4()), "Kim Lee", hash_pin("4321"), 1, None, 0),
            expected_version=0,
        ).trainee
        bare = SiteTrainee(made.id, made.name, None, made.created_at, None, made.version)
        refused = put_trainee(conn, bare, expected_version=made.version)
        renamed = put_trainee(
            conn,
            SiteTrainee(made.id, "Eve", made.pin_hash, made.created_at, None, made.version),
            expected_version=made.version,
        )
        archived = put_trainee(
            conn,
            SiteTrainee(made.id, made.name, made.pin_hash, made.created_at, 5, made.version),
            expected_version=made.version,
        )
        kept = pull_records(conn).trainees
        allowed = put_trainee(
            conn,
            bare,
            expected_version=made.version,
            supervisor_id=supervisor_on_site.id,
            proof=authority_of(supervisor_on_site),
        )
    assert (refused.outcome, refused.refused) == ("refused", "unknown")
    assert renamed.outcome == archived.outcome == "refused"
    assert [(t.name, t.pin_hash, t.archived_at) for t in kept] == [("Kim Lee", made.pin_hash, None)]
    assert allowed.outcome == "applied" and allowed.trainee.pin_hash is None


def _exam(mona: SiteSupervisor, pass_mark: int) -> SiteExam:
    game, skill = ("three-five-seven",), ("payout",)
    return SiteExam(
        str(uuid.uuid4()), "Final", game, skill, 1, 0, pass_mark, 7, mona.id, 1, None, 0
    )


def test_item_1_a_station_certifies_no_passed_exam_without_the_supervisors_authority(
    site: str, add: Callable[[str], Station], supervisor_on_site: SiteSupervisor
) -> None:
    rogue, honest, other = add("kiosk-1"), add("kiosk-2"), add("kiosk-3")
    mona = supervisor_on_site
    with connect(rogue.url) as conn:
        me = hello(conn, head_seq=0, app_version="test")
        trainee = new_trainee(conn, "Kim Lee")
        # An exam of its own (pass mark 1%) is refused; a sitting of a real one is kept...
        cheap = _exam(mona, 1)
        assert put_exam(conn, cheap, expected_version=0).outcome == "refused"
        exam = _exam(mona, 90)
        sitting = SittingFact(
            str(uuid.uuid4()), 1, exam.id, trainee.id, str(uuid.uuid4()), 1, 2, 1, 1000, True
        )
        forged = SignOffFact(str(uuid.uuid4()), 2, sitting.id, mona.id, 3, b"\1" * 32)
        push(conn, me.id, [sitting, forged, attempt_fact(trainee.id, 3, mode="exam")])
        with pytest.raises(psycopg.errors.InsufficientPrivilege), conn.transaction():
            conn.execute(
                "INSERT INTO sign_offs (id, station_id, seq, sitting_id, supervisor_id, "
                "signed_at, certified) VALUES (gen_random_uuid(), %s, 4, %s, %s, 4, true)",
                (me.id, sitting.id, mona.id),
            )
    with connect(honest.url) as conn:
        me = hello(conn, head_seq=0, app_version="test")
        assert put_exam(conn, exam, expected_version=0, proof=authority_of(mona)).outcome == (
            "applied"
        )
        real = SittingFact(
            str(uuid.uuid4()), 1, exam.id, trainee.id, str(uuid.uuid4()), 1, 2, 1, 1000, True
        )
        signed = SignOffFact(str(uuid.uuid4()), 2, real.id, mona.id, 3, authority_of(mona))
        push(conn, me.id, [real, signed])
    with connect(other.url) as conn:
        seen = pull_trainee(conn, trainee.id)
    # ...and so is the forged sign-off, on the site only: no other station is told of it.
    assert {s.id for s in seen.sittings} == {sitting.id, real.id}
    assert [o.sitting_id for o in seen.sign_offs] == [real.id]
    with connect(site) as conn:
        rows = conn.execute(
            "SELECT sitting_id::text, certified, proof IS NULL FROM sign_offs ORDER BY seq"
        ).fetchall()
    assert sorted(rows) == sorted([(sitting.id, False, True), (real.id, True, True)])


def test_item_1_an_old_site_is_upgraded_by_its_owner_and_says_whose_pin_to_set(
    admin_url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from trainer.site.admin import init_site
    from trainer.site.schema import SITE_MIGRATIONS, SITE_SCHEMA_VERSION

    init_site(admin_url, SITE_MIGRATIONS[:1])  # a site made by the previous version
    with connect(admin_url) as conn:
        old = put_supervisor(
            conn,
            SiteSupervisor(str(uuid.uuid4()), "Mona Reyes", hash_pin("246810"), 1, 0),
            expected_version=0,
        ).supervisor
    assert main(["site", "init", admin_url]) == 0
    out = capsys.readouterr().out
    steps = ", ".join(str(v) for v in range(2, SITE_SCHEMA_VERSION + 1))
    assert f"at schema version {SITE_SCHEMA_VERSION} (applied {steps})" in out
    assert (
        "1 supervisor(s) of the site have no PIN set by its owner yet (Mona Reyes): their "
        "changes at stations wait until you run 'dealer-trainer site supervisor-pin NAME'"
    ) in out
    pin = _pin_file(tmp_path, "864200")
    assert (
        main(["site", "supervisor-pin", "Mona Reyes", "--site", admin_url, "--pin-file", str(pin)])
        == 0
    )
    assert "Mona Reyes's PIN is set on the site" in capsys.readouterr().out
    assert main(["site", "init", admin_url]) == 0
    assert "no PIN set" not in capsys.readouterr().out
    with connect(admin_url) as conn:
        row = conn.execute("SELECT authority FROM supervisors WHERE id = %s", (old.id,)).fetchone()
    assert row is not None and row[0] == authority_verifier(authority_key(old.id, "864200"))


# -- item 2: a station holding a transaction open stalls no other ------------------------------


def _waits_on_a_lock(observer: Connection, pid: int) -> bool:
    row = observer.execute(
        "SELECT wait_event_type FROM pg_stat_activity WHERE pid = %s", (pid,)
    ).fetchone()
    return row is not None and row[0] == "Lock"


def _blocked_or_done(site: str, pid: int, work: threading.Thread) -> bool:
    """Whether *work* (on backend *pid*) ends up waiting on a lock before it finishes."""
    with connect(site) as observer:
        for _ in range(6000):  # a generous bound; each round ends as soon as it can
            if not work.is_alive():
                return False
            if _waits_on_a_lock(observer, pid):
                return True
            work.join(0.02)
    raise AssertionError("the push neither finished nor waited on a lock")


def test_item_2_a_push_held_open_by_one_station_stalls_no_others_push(
    site: str, add: Callable[[str], Station]
) -> None:
    rogue, honest = add("kiosk-1"), add("kiosk-2")
    with connect(rogue.url) as conn:
        rogue_id = hello(conn, head_seq=0, app_version="test").id
        trainee = new_trainee(conn)
    # The rogue inserts answers of the same trainee, game, skill and day, the way a push
    # does, and then never commits.
    held = connect(rogue.url, autocommit=False)
    pushed: list[object] = []
    try:
        fact = attempt_fact(trainee.id, 1)
        held.execute(
            "INSERT INTO attempts (id, station_id, seq, trainee_id, game, skill, family, "
            "difficulty, seed, params, answer, expected, credit, response_ms, mode, ts, day) "
            "VALUES (%s, %s, 1, %s, %s, %s, %s, 2, 1, '{}', '1', '1', 1000, 900, 'practice', "
            "%s, %s)",
            (fact.id, rogue_id, trainee.id, fact.game, fact.skill, fact.family, fact.ts, fact.day),
        )
        conn = connect(honest.url)
        me = hello(conn, head_seq=3, app_version="test")
        work = threading.Thread(
            target=lambda: pushed.append(
                push(conn, me.id, [attempt_fact(trainee.id, s) for s in (1, 2, 3)])
            )
        )
        work.start()
        blocked = _blocked_or_done(site, conn.info.backend_pid, work)
    finally:
        held.close()  # the rogue's transaction ends: a blocked push goes on
    work.join()
    conn.close()
    assert not blocked
    assert [getattr(result, "added", None) for result in pushed] == [3]


def test_item_2_every_station_session_starts_bounded(add: Callable[[str], Station]) -> None:
    station = add("kiosk-1")
    with connect(station.url) as conn:
        shown = {
            name: conn.execute(f"SHOW {name}".encode()).fetchone()
            for name in ("statement_timeout", "lock_timeout", "idle_in_transaction_session_timeout")
        }
    assert shown == {
        "statement_timeout": ("30s",),
        "lock_timeout": ("5s",),
        "idle_in_transaction_session_timeout": ("15s",),
    }


def test_item_2_a_station_holding_a_record_change_open_holds_up_only_that_record(
    add: Callable[[str], Station], supervisor_on_site: SiteSupervisor
) -> None:
    rogue, honest = add("kiosk-1"), add("kiosk-2")
    held = connect(rogue.url, autocommit=False)
    try:
        held.execute("SET lock_timeout = 0")  # what a rogue sets for itself
        held.execute("SET idle_in_transaction_session_timeout = 0")
        eve = SiteTrainee(str(uuid.uuid4()), "Eve", None, 1, None, 0)
        put_trainee(held, eve, expected_version=0)  # and never commits
        with connect(honest.url) as conn:
            conn.execute("SET lock_timeout = 0")  # even a station that lost its bound
            _, version = _setting(conn, KEY_PASS)
            done = change_setting(
                conn,
                KEY_PASS,
                "80",
                expected_version=version,
                supervisor_id=supervisor_on_site.id,
                proof=authority_of(supervisor_on_site),
            )
            assert done.applied  # another record: not held up at all
            ana = new_trainee(conn, "Ana Ruiz")
            assert ana.name == "Ana Ruiz"
            twin = SiteTrainee(str(uuid.uuid4()), "Eve", None, 2, None, 0)
            with pytest.raises(SiteError, match="lock timeout"):
                put_trainee(conn, twin, expected_version=0)  # the same name: 5 s at most
    finally:
        held.close()


# -- item 5: a station's clock a year ahead ----------------------------------------------------

YEAR_MS = 365 * 24 * 3600 * 1000


def test_item_5_a_clock_a_year_ahead_does_not_freeze_a_trainee_site_wide(
    tmp_path: Path, add: Callable[[str], Station]
) -> None:
    ahead, here, third = add("kiosk-1"), add("kiosk-2"), add("kiosk-3")
    now_ms = int(time.time() * 1000)
    day = now_ms // 86_400_000
    with connect(ahead.url) as conn:
        me = hello(conn, head_seq=30, app_version="test")
        trainee = new_trainee(conn)
        wrong = [
            attempt_fact(trainee.id, s, credit=0, ts=now_ms + YEAR_MS + s, day=day + 365)
            for s in range(1, 31)
        ]
        push(conn, me.id, wrong)  # thirty wrong answers "next year"
        stored = conn.execute(
            "SELECT max(ts) <= %s, min(station_ts), max(day) FROM attempts",
            (int(time.time() * 1000),),
        ).fetchone()
    assert stored == (True, now_ms + YEAR_MS + 1, day)  # the station's time kept beside
    with connect(here.url) as conn:
        me = hello(conn, head_seq=30, app_version="test")
        right = [
            attempt_fact(trainee.id, s, ts=int(time.time() * 1000) + 1000 + s, day=day)
            for s in range(1, 31)
        ]
        push(conn, me.id, right)  # then thirty right ones, today, at a station on time
        on_site = conn.execute(
            "SELECT mastered, considered, correct FROM mastery_now WHERE trainee_id = %s",
            (trainee.id,),
        ).fetchone()
    assert on_site == (True, 30, 30)
    # And at a third station, from the facts it pulls (its mastery is its own computation).
    with ProgressStore(tmp_path / "third", station="kiosk-3") as store:
        sync(store, third.url)
        local = store.find_trainee("Ana Ruiz")
        pull_trainee_facts(store, third.url, local.id)
        assert store.mastery(local.id, "three-five-seven", "payout").mastered


def test_item_1_sync_with_a_supervisor_sends_the_changes_waiting_for_them(
    site: str,
    tmp_path: Path,
    add: Callable[[str], Station],
    supervisor_on_site: SiteSupervisor,
    capsys: pytest.CaptureFixture[str],
) -> None:
    station = add("kiosk-1")
    folder = tmp_path / "kiosk"
    with ProgressStore(folder, station="kiosk-1") as store:
        sync(store, station.url)
        mona = sign_in_supervisor(store, "Mona Reyes", MONA_PIN, station.url)
        store.change_setting(KEY_PASS, 85, by=mona)
    SIGNED_IN.forget()  # the program that signed her in has ended
    (folder / "site.conf").write_text(station.url + "\n")
    assert main(["sync", "--data-dir", str(folder)]) == 0
    out = capsys.readouterr().out
    assert f"The change of {KEY_PASS} waits for its supervisor to sign in here." in out
    pin = [
        "--supervisor",
        "Mona Reyes",
        "--supervisor-pin-file",
        str(_pin_file(tmp_path, MONA_PIN)),
    ]
    assert main(["sync", "--data-dir", str(folder), *pin]) == 0
    assert "waits" not in capsys.readouterr().out
    with connect(site) as conn:
        assert _setting(conn, KEY_PASS)[0] == "85"
