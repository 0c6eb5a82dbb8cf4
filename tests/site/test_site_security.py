"""Issue 32, "Nobody in, second pass": the school's site trusts no station.

Each test is an attack of the issue, run against a real PostgreSQL server (or, where the
attack never reaches one, against the connection string itself).
"""

from __future__ import annotations

import uuid
from collections.abc import Callable
from pathlib import Path

import psycopg
import pytest

from trainer.cli import main
from trainer.progress import ProgressStore
from trainer.progress.pins import hash_pin
from trainer.site.authority import authority_key, authority_verifier
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

from .conftest import Station, attempt_fact, authority_of, new_trainee

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
    from trainer.site.schema import SITE_MIGRATIONS

    init_site(admin_url, SITE_MIGRATIONS[:1])  # a site made by the previous version
    with connect(admin_url) as conn:
        old = put_supervisor(
            conn,
            SiteSupervisor(str(uuid.uuid4()), "Mona Reyes", hash_pin("246810"), 1, 0),
            expected_version=0,
        ).supervisor
    assert main(["site", "init", admin_url]) == 0
    out = capsys.readouterr().out
    assert "at schema version 2 (applied 2)" in out
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
