"""The school's keys made by its site (issue 29: "an Ed25519 key pair per school, made with
the school's site"; issue 32 item 7: "stations of one site do not share a key").

The site's owner makes one school key pair and one sealing key (``site init``, site schema
4). Every station reads the public key; a station takes the private halves only with a
supervisor's authority proved to the site, at a sync. Then every credential of the school
checks against that one public key, and an export made at one station of the school
imports at another as its own, while another site's export stays foreign
(docs/credentials.md, docs/site.md).
"""

from __future__ import annotations

import base64
import contextlib
import sqlite3
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

import psycopg
import pytest
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

from trainer.cli import main
from trainer.progress import NewAttempt, ProgressStore
from trainer.progress.credentials import check
from trainer.progress.errors import UnsealedImportError
from trainer.progress.signing import Sealer
from trainer.progress.transfer import write_json
from trainer.site.admin import (
    add_site_supervisor,
    add_station,
    init_site,
    set_site_supervisor_pin,
)
from trainer.site.authority import SIGNED_IN, sign_in_supervisor
from trainer.site.connection import connect
from trainer.site.keys import site_public_key
from trainer.site.records import SiteSupervisor
from trainer.site.sync import sync

from .conftest import MONA_PIN, Station, authority_of, signed_off_pass
from .pgserver import PgServer

GAME, SKILL = "three-five-seven", "payout"


def _site_public(site: str) -> bytes:
    with connect(site) as conn:
        public = site_public_key(conn)
    assert public is not None
    return public


def _signed_in_and_synced(folder: Path, station: Station) -> None:
    """A supervisor of the site signs in at *station* (checked by the site), then a sync."""
    with ProgressStore(folder, station=station.name) as store:
        sync(store, station.url)
        sign_in_supervisor(store, "Mona Reyes", MONA_PIN, station.url)
        sync(store, station.url)


def _credential_at(folder: Path, station: Station, trainee: str) -> str:
    """A passed exam at *station*, signed off by Mona, and its credential's token."""
    with ProgressStore(folder, station=station.name) as store:
        mona = sign_in_supervisor(store, "Mona Reyes", MONA_PIN, station.url)
        ana = store.add_trainee(trainee)
        sitting_id = signed_off_pass(store, mona, ana.id, f"Payouts at {station.name}")
        return store.issue_credential(sitting_id, by=mona).token


def _jws_verifies(token: str, public: bytes) -> bool:
    """The token's EdDSA signature checked by hand with ``cryptography`` and *public*."""
    head, body, signature = token.split(".")
    raw = base64.urlsafe_b64decode(signature + "=" * (-len(signature) % 4))
    try:
        Ed25519PublicKey.from_public_bytes(public).verify(raw, f"{head}.{body}".encode())
    except Exception:
        return False
    return True


def _exported_answers(folder: Path, station: Station, trainee: str, out: Path) -> Path:
    """A trainee's answer at *station*, exported as JSON, sealed as the station seals."""
    with ProgressStore(folder, station=station.name) as store:
        lee = store.add_trainee(trainee)
        store.record_attempt(
            NewAttempt(
                lee.id, GAME, SKILL, "five-card-pair", difficulty=2, seed=1, params={},
                answer=1, expected=1, correct=True, response_ms=900,
            )
        )  # fmt: skip
        with out.open("w", encoding="utf-8") as handle:
            write_json(handle, store.attempts(), (), exported_at=store.now(),
                       station=station.name, sealer=store.sealer())  # fmt: skip
    return out


@pytest.fixture
def mona(site: str) -> SiteSupervisor:
    return add_site_supervisor(site, "Mona Reyes", MONA_PIN)


def test_two_stations_of_a_site_issue_credentials_that_check_with_the_one_school_key(
    site: str, add: Callable[[str], Station], mona: SiteSupervisor, tmp_path: Path
) -> None:
    one, two = add("kiosk-1"), add("kiosk-2")
    school = _site_public(site)
    for folder, station in ((tmp_path / "one", one), (tmp_path / "two", two)):
        with ProgressStore(folder, station=station.name) as store:
            own = store.school_key().public  # made with the store, as without a site
        _signed_in_and_synced(folder, station)
        with ProgressStore(folder, station=station.name) as store:
            assert store.school_key().public == school
            assert store.held_school_publics() == [school, own]
    first = _credential_at(tmp_path / "one", one, "Ana Ruiz")
    second = _credential_at(tmp_path / "two", two, "Lee Park")
    for token in (first, second):
        assert check(token, school).is_genuine
        assert _jws_verifies(token, school)
    # The school hands a casino one PEM file of one key, whichever station issued.
    pem = tmp_path / "school.pem"
    assert main(["site", "school-key", "--site", site, "--out", str(pem)]) == 0
    for i, token in enumerate((first, second)):
        credential = tmp_path / f"credential-{i}.jwt"
        credential.write_text(token, encoding="utf-8")
        assert main(["verify", str(credential), "--key", str(pem)]) == 0


def test_what_a_station_signed_and_sealed_before_the_school_keys_still_reads_as_its_own(
    site: str, add: Callable[[str], Station], mona: SiteSupervisor, tmp_path: Path
) -> None:
    one = add("kiosk-1")
    folder = tmp_path / "one"
    with ProgressStore(folder, station=one.name) as store:
        sync(store, one.url)
    before = _credential_at(folder, one, "Ana Ruiz")
    sealed = _exported_answers(folder, one, "Lee Park", tmp_path / "before.json")
    SIGNED_IN.forget()
    _signed_in_and_synced(folder, one)
    with ProgressStore(folder, station=one.name) as store:
        assert store.school_key().public == _site_public(site)
        assert store.check_credential(before).is_genuine
        assert store.import_file(sealed).seal == "ours"


def test_new_school_keys_reach_the_stations_and_the_old_credentials_still_check(
    site: str, add: Callable[[str], Station], mona: SiteSupervisor, tmp_path: Path
) -> None:
    one = add("kiosk-1")
    folder = tmp_path / "one"
    _signed_in_and_synced(folder, one)
    old = _site_public(site)
    before = _credential_at(folder, one, "Ana Ruiz")
    assert main(["site", "school-key", "--new", "--site", site]) == 0
    new = _site_public(site)
    assert new != old
    with ProgressStore(folder, station=one.name) as store:
        assert "holds the school's keys from the site now" in sync(store, one.url).notes[0]
        assert store.school_key().public == new
        assert store.check_credential(before).is_genuine
    assert check(_credential_at(folder, one, "Kim Lee"), new).is_genuine


def test_a_refused_authority_is_not_sent_again_for_the_keys(
    site: str, add: Callable[[str], Station], mona: SiteSupervisor, tmp_path: Path
) -> None:
    """A supervisor whose PIN the owner changed on the site signs in offline here with the
    old one: the keys are refused once, and not asked again with it (a wrong authority
    counts toward the supervisor's lockout, and a kiosk syncs every minute)."""
    one = add("kiosk-1")
    folder = tmp_path / "one"
    _signed_in_and_synced(folder, one)
    assert main(["site", "school-key", "--new", "--site", site]) == 0
    set_site_supervisor_pin(site, "Mona Reyes", "975310")
    with ProgressStore(folder, station=one.name) as store:
        sign_in_supervisor(store, "Mona Reyes", MONA_PIN, one.url)  # offline, its own hash
        (refused,) = sync(store, one.url).notes
        assert "refused the authority of the supervisor signed in here" in refused
        for _ in range(6):
            sync(store, one.url)
    with connect(site) as conn:
        row = conn.execute("SELECT failed_proofs, proofs_locked_until FROM supervisors")
        assert row.fetchone() == (1, None)


def test_no_station_takes_the_school_key_without_a_supervisors_proved_authority(
    site: str, add: Callable[[str], Station], mona: SiteSupervisor, tmp_path: Path
) -> None:
    one = add("kiosk-1")
    folder = tmp_path / "one"
    with ProgressStore(folder, station=one.name) as store:
        own = store.school_key().public
        (said,) = sync(store, one.url).notes
        assert "wait on the site until a supervisor signs in here" in said
        assert store.school_key().public == own
    with connect(one.url) as conn:
        # The station's password reads the public half, never the private ones.
        assert site_public_key(conn) == _site_public(site)
        for statement in (
            "SELECT private FROM school_keys",
            "SELECT sealing FROM school_keys",
            "SELECT * FROM school_keys",
            "SELECT * FROM school_key_handouts",
            "UPDATE school_keys SET current = false",
            "INSERT INTO school_keys (public, private, sealing, sealing_id, made_by, current) "
            "VALUES (decode(repeat('00', 32), 'hex'), decode(repeat('00', 32), 'hex'), "
            "decode(repeat('00', 32), 'hex'), 'x', 'rogue', false)",
        ):
            with pytest.raises(psycopg.errors.InsufficientPrivilege), conn.transaction():
                conn.execute(statement.encode())
        with conn.transaction():
            wrong = conn.execute(
                "SELECT * FROM school_keys_proved(%s, %s)", (mona.id, b"\0" * 32)
            ).fetchone()
        assert wrong == (None, None, None, "wrong")
        with conn.transaction():
            right = conn.execute(
                "SELECT public, refused FROM school_keys_proved(%s, %s)",
                (mona.id, authority_of(mona)),
            ).fetchone()
        assert right == (_site_public(site), None)


def test_an_export_from_one_station_imports_at_another_of_the_school_as_sealed(
    site: str,
    add: Callable[[str], Station],
    mona: SiteSupervisor,
    pg: PgServer,
    tmp_path: Path,
) -> None:
    one, two = add("kiosk-1"), add("kiosk-2")
    for folder, station in ((tmp_path / "one", one), (tmp_path / "two", two)):
        _signed_in_and_synced(folder, station)
    ours = _exported_answers(tmp_path / "one", one, "Lee Park", tmp_path / "from-one.json")
    # Another school's site, its own station and its own keys.
    other_site = pg.url(pg.new_database())
    init_site(other_site)
    add_site_supervisor(other_site, "Mona Reyes", MONA_PIN)
    elsewhere = Station(add_station(other_site, "kiosk-9"))
    SIGNED_IN.forget()
    _signed_in_and_synced(tmp_path / "nine", elsewhere)
    theirs = _exported_answers(tmp_path / "nine", elsewhere, "Kim Lee", tmp_path / "nine.json")
    with ProgressStore(tmp_path / "two", station=two.name) as store:
        assert store.import_file(ours).seal == "ours"
        with pytest.raises(UnsealedImportError):
            store.import_file(theirs)


def test_a_backup_of_a_station_holding_the_school_keys_seals_nothing_at_another(
    site: str, add: Callable[[str], Station], mona: SiteSupervisor, tmp_path: Path
) -> None:
    """Issue 32 item 7 holds with the school's keys: a backup travels with them wrapped
    under its station's secret, so what it holds seals nothing as the school's own."""
    one, two = add("kiosk-1"), add("kiosk-2")
    for folder, station in ((tmp_path / "one", one), (tmp_path / "two", two)):
        _signed_in_and_synced(folder, station)
    ours = _exported_answers(tmp_path / "one", one, "Lee Park", tmp_path / "from-one.json")
    with ProgressStore(tmp_path / "one", station=one.name) as store:
        sealing, school = store.signing_key(), store.school_key()
        answers = list(store.attempts())
        backup = store.backup_now()
    with contextlib.closing(sqlite3.connect(backup)) as conn:
        keys = [bytes(k) for (k,) in conn.execute("SELECT key FROM signing_keys")]
        privates = [bytes(k) for (k,) in conn.execute("SELECT private FROM school_keys")]
    assert sealing not in keys and school.private not in privates
    forged = tmp_path / "forged.json"
    assert keys
    for key in keys:
        with forged.open("w", encoding="utf-8") as handle:
            write_json(handle, answers, (), exported_at=datetime.now(UTC), station=one.name,
                       sealer=Sealer(key))  # fmt: skip
        with (
            ProgressStore(tmp_path / "two", station=two.name) as store,
            pytest.raises(UnsealedImportError),
        ):
            store.import_file(forged)
    with ProgressStore(tmp_path / "two", station=two.name) as store:
        assert store.import_file(ours).seal == "ours"


def test_a_site_of_version_3_gets_the_school_keys_when_its_owner_upgrades_it(
    admin_url: str, tmp_path: Path
) -> None:
    from trainer.site.schema import SITE_MIGRATIONS

    init_site(admin_url, SITE_MIGRATIONS[:3])  # a site made by the previous version
    add_site_supervisor(admin_url, "Mona Reyes", MONA_PIN)
    one = Station(add_station(admin_url, "kiosk-1"))
    folder = tmp_path / "one"
    _signed_in_and_synced(folder, one)  # no school keys on the site yet: its own are kept
    with ProgressStore(folder, station=one.name) as store:
        own = store.school_key().public
    with connect(admin_url) as conn:
        assert site_public_key(conn) is None
    assert main(["site", "init", admin_url]) == 0
    _signed_in_and_synced(folder, one)
    with ProgressStore(folder, station=one.name) as store:
        assert store.held_school_publics() == [_site_public(admin_url), own]


def test_the_owner_sees_which_stations_hold_the_school_key_and_when_new_keys_are_due(
    site: str,
    add: Callable[[str], Station],
    mona: SiteSupervisor,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    one, _ = add("kiosk-1"), add("kiosk-2")
    _signed_in_and_synced(tmp_path / "one", one)

    def status() -> list[str]:
        capsys.readouterr()
        assert main(["site", "status", "--site", site]) == 0
        return [line for line in capsys.readouterr().out.splitlines() if "key" in line]

    (held,) = status()
    assert held.endswith("is held by 1 of the 2 station(s): kiosk-1.")
    assert main(["site", "retire-station", "kiosk-1", "--site", site]) == 0
    assert status()[1] == (
        "The retired station kiosk-1 held the school's key: make new keys with "
        "'dealer-trainer site school-key --new', and revoke the credentials issued there."
    )
    assert main(["site", "school-key", "--new", "--site", site]) == 0
    (held,) = status()
    assert held.endswith("is held by 0 of the 2 station(s): -.")
