"""Setting up a site: ``site init`` twice, versioned upgrades, a station one version behind."""

from __future__ import annotations

import psycopg
import pytest

from trainer.site.admin import add_station, init_site
from trainer.site.connection import connect
from trainer.site.errors import SiteSchemaError
from trainer.site.facts import hello, push
from trainer.site.schema import SITE_MIGRATIONS, SITE_SCHEMA_VERSION, SiteMigration, read_version
from trainer.words import use

from .conftest import attempt_fact, new_trainee


def _objects(url: str) -> dict[str, int]:
    with connect(url, autocommit=True) as conn:
        found = {}
        for kind, query in {
            "tables": "SELECT count(*) FROM pg_tables WHERE schemaname = 'dealer_trainer'",
            "functions": "SELECT count(*) FROM pg_proc p JOIN pg_namespace n "
            "ON n.oid = p.pronamespace WHERE n.nspname = 'dealer_trainer'",
            "settings": "SELECT count(*) FROM settings",
            "migrations": "SELECT count(*) FROM schema_migrations",
        }.items():
            row = conn.execute(query.encode()).fetchone()
            assert row is not None
            found[kind] = int(str(row[0]))
    return found


def test_init_creates_the_site_and_is_safe_to_run_twice(admin_url: str) -> None:
    first = init_site(admin_url)
    assert first.applied == tuple(range(1, SITE_SCHEMA_VERSION + 1))
    assert first.settings_added > 30
    before = _objects(admin_url)
    second = init_site(admin_url)
    assert second.applied == ()
    assert second.settings_added == 0
    assert second.version == first.version
    assert _objects(admin_url) == before


def test_init_keeps_data_and_adds_only_missing_settings(site: str) -> None:
    with connect(site) as conn:
        trainee = new_trainee(conn)
        with conn.transaction():
            conn.execute("DELETE FROM settings WHERE key = 'kiosk.idle-timeout-seconds'")
    again = init_site(site)
    assert again.settings_added == 1
    with connect(site) as conn:
        row = conn.execute("SELECT name FROM trainees WHERE id = %s", (trainee.id,)).fetchone()
    assert row == ("Ana Ruiz",)


def _v2(conn: psycopg.Connection[tuple[object, ...]], role: str) -> None:
    # An additive step, as every compatible upgrade must be: a new column with a default
    # and a new function beside the old ones.
    conn.execute("ALTER TABLE attempts ADD COLUMN hint_shown boolean NOT NULL DEFAULT false")
    conn.execute(b"CREATE FUNCTION site_motd() RETURNS text LANGUAGE sql AS $$ SELECT 'hello' $$")
    conn.execute(f"GRANT EXECUTE ON FUNCTION site_motd() TO {role}".encode())


NOW = SITE_SCHEMA_VERSION
NEXT = (*SITE_MIGRATIONS, SiteMigration(NOW + 1, "hints", _v2, compatible_from=NOW))
AFTER = (
    *NEXT,
    SiteMigration(NOW + 2, "drop the old way", lambda conn, role: None, compatible_from=NOW + 2),
)


def test_upgrade_is_versioned_and_a_station_one_version_behind_keeps_working(
    site: str,
) -> None:
    station = add_station(site, "kiosk-1")
    url = f"{station.url}&password={station.password}"
    upgraded = init_site(site, NEXT)
    assert upgraded.applied == (NOW + 1,)
    assert init_site(site, NEXT).applied == ()
    with connect(url) as conn:
        me = hello(conn, head_seq=1, app_version="0.old", station_knows=NOW)
        assert me.site_version == NOW + 1
        trainee = new_trainee(conn)
        result = push(conn, me.id, [attempt_fact(trainee.id, 1)])
    assert (result.added, result.contiguous_seq) == (1, 1)


def test_a_station_too_old_for_the_site_is_told_to_update(site: str) -> None:
    station = add_station(site, "kiosk-1")
    init_site(site, AFTER)
    with (
        connect(f"{station.url}&password={station.password}") as conn,
        pytest.raises(SiteSchemaError, match="please update Dealer Trainer"),
    ):
        hello(conn, head_seq=0, app_version="0.old", station_knows=NOW + 1)


def test_a_site_newer_than_this_program_is_not_downgraded(site: str) -> None:
    init_site(site, NEXT)
    with pytest.raises(SiteSchemaError, match="newer than this Dealer Trainer"):
        init_site(site)
    with connect(site) as conn:
        found = read_version(conn)
    assert found is not None and found.version == NOW + 1


def test_a_failed_upgrade_leaves_the_site_at_the_last_version(site: str) -> None:
    def broken(conn: psycopg.Connection[tuple[object, ...]], role: str) -> None:
        conn.execute("ALTER TABLE attempts ADD COLUMN half_done integer")
        conn.execute("SELECT no_such_function()")

    with pytest.raises(SiteSchemaError, match=rf"failed .* left at version {NOW}"):
        init_site(site, (*SITE_MIGRATIONS, SiteMigration(NOW + 1, "broken", broken, NOW)))
    with connect(site) as conn:
        found = read_version(conn)
        column = conn.execute(
            "SELECT count(*) FROM information_schema.columns WHERE table_name = 'attempts' "
            "AND column_name = 'half_done'"
        ).fetchone()
    assert found is not None and found.version == NOW
    assert column == (0,)


def test_a_failed_upgrade_says_what_it_was_doing_in_spanish(site: str) -> None:
    """Issue 27: the "upgrading ... failed" sentence words the upgrade's summary in the
    language in force, as the rest of it; the site stays at its version."""

    def broken(conn: psycopg.Connection[tuple[object, ...]], role: str) -> None:
        conn.execute("SELECT no_such_function()")

    languages = SITE_MIGRATIONS[-1]
    assert languages.version == NOW
    with use("es"), pytest.raises(SiteSchemaError) as failed:
        init_site(site, (*SITE_MIGRATIONS, SiteMigration(NOW + 1, languages.summary, broken, NOW)))
    said = str(failed.value)
    assert said.startswith(
        f"La actualización del sitio a la versión {NOW + 1} (el idioma de cada alumno) falló ("
    ), said
    assert said.endswith(f"así que quedó en la versión {NOW}."), said
