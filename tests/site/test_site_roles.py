"""Station roles: they INSERT facts under their own station and never change one.

Issue 13: "one database role per station, which can INSERT facts but never UPDATE or
DELETE them"; "A station role's UPDATE or DELETE on a fact table is refused by the
server."
"""

from __future__ import annotations

import os
import stat
from collections.abc import Callable
from pathlib import Path

import psycopg
import pytest

from trainer.site.admin import add_station, write_secret
from trainer.site.connection import connect
from trainer.site.errors import SiteAuthError, SiteError, SitePermissionError
from trainer.site.facts import hello, push

from .conftest import PgServer, Station, attempt_fact, new_trainee

FACT_TABLES = ("attempts", "exam_sittings", "sign_offs", "audit_events")


def _pushed(station: Station) -> tuple[int, str]:
    with connect(station.url) as conn:
        me = hello(conn, head_seq=1, app_version="test")
        trainee = new_trainee(conn)
        push(conn, me.id, [attempt_fact(trainee.id, 1)])
    return me.id, trainee.id


@pytest.mark.parametrize("table", FACT_TABLES)
@pytest.mark.parametrize("verb", ["UPDATE", "DELETE", "TRUNCATE"])
def test_station_role_cannot_update_or_delete_a_fact(
    add: Callable[[str], Station], table: str, verb: str
) -> None:
    station = add("kiosk-1")
    _pushed(station)
    statement = {
        "UPDATE": f"UPDATE {table} SET seq = seq",
        "DELETE": f"DELETE FROM {table}",
        "TRUNCATE": f"TRUNCATE {table}",
    }[verb]
    with connect(station.url) as conn:
        with pytest.raises(psycopg.errors.InsufficientPrivilege), conn.transaction():
            conn.execute(statement.encode())
        row = conn.execute("SELECT count(*) FROM attempts").fetchone()
    assert row == (1,)


def test_even_the_owner_cannot_change_a_fact_by_mistake(
    site: str, add: Callable[[str], Station]
) -> None:
    _pushed(add("kiosk-1"))
    with connect(site) as conn:
        for statement in (b"UPDATE attempts SET credit = 0", b"DELETE FROM attempts"):
            with (
                pytest.raises(psycopg.errors.InsufficientPrivilege, match="append-only"),
                conn.transaction(),
            ):
                conn.execute(statement)


@pytest.mark.parametrize("table", ["trainees", "supervisors", "settings", "exams", "stations"])
def test_station_role_changes_records_only_through_the_functions(
    add: Callable[[str], Station], table: str
) -> None:
    station = add("kiosk-1")
    with connect(station.url) as conn:
        with pytest.raises(psycopg.errors.InsufficientPrivilege), conn.transaction():
            conn.execute(
                f"UPDATE {table} SET version = version".replace(
                    "version = version", "name = name" if table == "stations" else "version = 0"
                ).encode()
            )
        with pytest.raises(psycopg.errors.InsufficientPrivilege), conn.transaction():
            conn.execute(f"DELETE FROM {table}".encode())


def test_a_station_cannot_push_facts_as_another_station(add: Callable[[str], Station]) -> None:
    first, second = add("kiosk-1"), add("kiosk-2")
    first_id, trainee_id = _pushed(first)
    with connect(second.url) as conn:
        hello(conn, head_seq=1, app_version="test")
        with pytest.raises(SitePermissionError):
            push(conn, first_id, [attempt_fact(trainee_id, 2)])
        row = conn.execute("SELECT count(*) FROM attempts").fetchone()
    assert row == (1,)


def test_a_station_cannot_set_the_server_columns(add: Callable[[str], Station]) -> None:
    station = add("kiosk-1")
    station_id, _ = _pushed(station)
    with (
        connect(station.url) as conn,
        pytest.raises(psycopg.errors.InsufficientPrivilege),
        conn.transaction(),
    ):
        conn.execute(
            "INSERT INTO attempts (id, station_id, seq, received_at) "
            "VALUES (gen_random_uuid(), %s, 9, now())",
            (station_id,),
        )


def test_a_wrong_password_is_one_plain_sentence(add: Callable[[str], Station]) -> None:
    station = add("kiosk-1")
    with pytest.raises(SiteAuthError, match="refused the name or password"):
        connect(station.credentials.url + "&password=not-it")


def test_an_unreachable_site_is_one_plain_sentence(pg: PgServer) -> None:
    url = pg.url("nowhere").replace(f":{pg.port}/", ":1/")
    with pytest.raises(SiteError, match="cannot be reached"):
        connect(url, timeout=2)


def test_the_sites_sentences_are_spanish_when_spanish_is_in_force(
    add: Callable[[str], Station], pg: PgServer
) -> None:
    """Issue 27: a refused password, an unreachable site and what a sync did are whole
    Spanish sentences, the way the window's sync line and the commands show them."""
    from trainer import words
    from trainer.site.sync import SyncReport

    station = add("kiosk-1")
    url = pg.url("nowhere").replace(f":{pg.port}/", ":1/")
    with words.use("es"):
        with pytest.raises(SiteAuthError, match="rechazó el nombre o la contraseña; revise"):
            connect(station.credentials.url + "&password=not-it")
        with pytest.raises(SiteError, match=r"^No se puede llegar al sitio "):
            connect(url, timeout=2)
        report = SyncReport("kiosk-1", 3, 2, records_sent=1, waiting=4)
        assert report.sentence() == (
            "Estación kiosk-1 sincronizada: 3 hechos enviados (2 nuevos para el sitio), 1 "
            "registros enviados y 0 recibidos; 4 aún en espera."
        )
    assert report.sentence() == (
        "Station kiosk-1 synced: sent 3 facts (2 new to the site), sent 1 and received 0 "
        "records; 4 still waiting."
    )


def test_adding_a_station_twice_is_refused_unless_a_new_password_is_asked(
    site: str, add: Callable[[str], Station]
) -> None:
    first = add("kiosk-1")
    with pytest.raises(SiteError, match="already a station named 'kiosk-1'"):
        add_station(site, "kiosk-1")
    renewed = add_station(site, "kiosk-1", new_password=True)
    assert renewed.role == first.credentials.role
    with pytest.raises(SiteAuthError):
        connect(first.url)
    connect(Station(renewed).url).close()


def test_station_secret_goes_in_a_file_only_its_owner_reads(
    tmp_path: Path, add: Callable[[str], Station]
) -> None:
    station = add("kiosk-1")
    path = write_secret(tmp_path / "kiosk-1.pgpass", station.credentials.pgpass_line())
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600
    # libpq itself reads it: the station connects with no password in its URL.
    os.environ["PGPASSFILE"] = str(path)
    try:
        with connect(station.credentials.url) as conn:
            me = hello(conn, head_seq=0, app_version="test")
    finally:
        del os.environ["PGPASSFILE"]
    assert me.name == "kiosk-1"


def test_tls_is_used_when_the_station_requires_it(pg: PgServer, site: str) -> None:
    if not pg.tls:
        pytest.skip("openssl is not installed, so the test server has no certificate")
    made = add_station(site.replace("sslmode=disable", "sslmode=require"), "kiosk-tls")
    assert "sslmode=require" in made.url
    verify = made.url.replace("sslmode=require", "sslmode=verify-full")
    verify += f"&sslrootcert={pg.root_certificate}&password={made.password}"
    verify = verify.replace("127.0.0.1", "localhost")
    with connect(verify) as conn:
        assert conn.pgconn.ssl_in_use
        hello(conn, head_seq=0, app_version="test")
