"""The site schema's versions, upgraded by forward migrations like the store's.

``dealer_trainer.site_meta`` holds ``schema_version`` and ``compatible_from``: the oldest
station version the site still serves. A migration only adds (columns with defaults, new
tables, new functions beside the old ones), so a station built for version N-1 keeps
pushing and pulling after the site moved to N, until the migration that raises
``compatible_from`` past it. Each migration runs in its own transaction with its
``site_meta`` update and its ``schema_migrations`` row; a failure rolls it back and
leaves the site at the last version that completed. A transaction-level advisory lock
makes two ``site init`` at once take turns.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final

import psycopg
from psycopg import sql

from trainer.site import ddl, ddl_v2, ddl_v3, ddl_v4, ddl_v5
from trainer.site import site_words as said
from trainer.site.connection import SCHEMA
from trainer.site.errors import SiteSchemaError
from trainer.words import QT_TRANSLATE_NOOP, say, translated

Connection = psycopg.Connection[tuple[object, ...]]
INIT_LOCK: Final = 0x44545249  # "DTRI"


@dataclass(frozen=True, slots=True)
class SiteMigration:
    """One forward step of the site schema.

    *apply* runs the step given the connection and the quoted name of the stations'
    group role. *compatible_from* is the oldest station version that still works once
    the step is applied (a step that only adds keeps the previous one's).
    """

    version: int
    summary: str
    """What it does, marked (``QT_TRANSLATE_NOOP``): kept in English in the site's
    ``schema_migrations``, worded in the language in force when an upgrade fails."""
    apply: Callable[[Connection, str], None]
    compatible_from: int


def _create_v1(conn: Connection, stations_role: str) -> None:
    for statement in ddl.statements(stations_role):
        conn.execute(statement.encode())


def _trust_no_station_v2(conn: Connection, stations_role: str) -> None:
    for statement in ddl_v2.statements(stations_role):
        conn.execute(statement.encode())
    for (role,) in conn.execute("SELECT role_name FROM stations ORDER BY id").fetchall():
        quoted = sql.Identifier(str(role)).as_string(conn)
        for statement in ddl_v2.station_role_statements(quoted):
            conn.execute(statement.encode())


def _retire_stations_v3(conn: Connection, stations_role: str) -> None:
    for statement in ddl_v3.statements(stations_role):
        conn.execute(statement.encode())


def _school_keys_v4(conn: Connection, stations_role: str) -> None:
    for statement in ddl_v4.statements(stations_role):
        conn.execute(statement.encode())
    ddl_v4.new_school_keys(conn, by="site init")


def _trainee_languages_v5(conn: Connection, stations_role: str) -> None:
    for statement in ddl_v5.statements(stations_role):
        conn.execute(statement.encode())


SITE_MIGRATIONS: Final[tuple[SiteMigration, ...]] = (
    SiteMigration(
        1,
        QT_TRANSLATE_NOOP("site", "create the site", "a site upgrade"),
        _create_v1,
        compatible_from=1,
    ),
    # A station of version 1 would change records without a supervisor's authority.
    SiteMigration(
        2,
        QT_TRANSLATE_NOOP("site", "trust no station", "a site upgrade"),
        _trust_no_station_v2,
        compatible_from=2,
    ),
    # A station of version 2 would keep counting the answers of a retired station.
    SiteMigration(
        3,
        QT_TRANSLATE_NOOP("site", "retire a station", "a site upgrade"),
        _retire_stations_v3,
        compatible_from=3,
    ),
    # Only adds: a station of version 3 keeps its own keys.
    SiteMigration(
        4,
        QT_TRANSLATE_NOOP("site", "one school key for the site", "a site upgrade"),
        _school_keys_v4,
        compatible_from=3,
    ),
    # Only adds: a station of version 3 or 4 leaves the trainees' languages as they are.
    SiteMigration(
        5,
        QT_TRANSLATE_NOOP("site", "each trainee's language", "a site upgrade"),
        _trainee_languages_v5,
        compatible_from=3,
    ),
)
SITE_SCHEMA_VERSION: Final = SITE_MIGRATIONS[-1].version
"""The site schema version this Dealer Trainer writes and reads."""


@dataclass(frozen=True, slots=True)
class SiteVersion:
    """What a site's schema is at, and the oldest station version it still serves."""

    version: int
    compatible_from: int
    stations_role: str


def read_version(conn: Connection) -> SiteVersion | None:
    """The site's schema version, or ``None`` on a database never set up."""
    row = conn.execute("SELECT to_regclass(%s) IS NOT NULL", (f"{SCHEMA}.site_meta",)).fetchone()
    if not row or not row[0]:
        return None
    rows = conn.execute("SELECT key, value FROM site_meta").fetchall()
    values = {str(row[0]): str(row[1]) for row in rows}
    if "schema_version" not in values:
        return None
    return SiteVersion(
        int(values["schema_version"]),
        int(values.get("compatible_from", "1")),
        values.get("stations_role", ""),
    )


def check_station_can_use(found: SiteVersion | None, station_knows: int) -> SiteVersion:
    """The site's version if a station that knows up to *station_knows* can use it."""
    if found is None:
        raise SiteSchemaError(say(said.SITE_NOT_SET_UP))
    if found.compatible_from > station_knows:
        raise SiteSchemaError(say(said.STATION_TOO_OLD, found=found.version, knows=station_knows))
    return found


def _bootstrap(conn: Connection, stations_role: str) -> None:
    conn.execute(sql.SQL("CREATE SCHEMA IF NOT EXISTS {}").format(sql.Identifier(SCHEMA)))
    conn.execute("CREATE TABLE IF NOT EXISTS site_meta (key text PRIMARY KEY, value text NOT NULL)")
    conn.execute(
        "CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, "
        "summary text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())"
    )
    conn.execute(
        "INSERT INTO site_meta (key, value) VALUES ('stations_role', %s) ON CONFLICT DO NOTHING",
        (stations_role,),
    )


def _set_meta(conn: Connection, key: str, value: str) -> None:
    conn.execute(
        "INSERT INTO site_meta (key, value) VALUES (%s, %s) "
        "ON CONFLICT (key) DO UPDATE SET value = excluded.value",
        (key, value),
    )


def migrate(
    conn: Connection,
    stations_role: str,
    migrations: Sequence[SiteMigration] = SITE_MIGRATIONS,
) -> list[int]:
    """Bring the site up to the newest of *migrations*; returns the versions applied.

    *conn* must be in autocommit mode; each step is its own transaction. A site newer
    than *migrations* is refused (never downgraded).
    """
    quoted = sql.Identifier(stations_role).as_string(conn)
    latest = migrations[-1].version
    applied: list[int] = []
    for migration in migrations:
        with conn.transaction():
            conn.execute("SELECT pg_advisory_xact_lock(%s)", (INIT_LOCK,))
            _bootstrap(conn, stations_role)
            found = read_version(conn)
            current = 0 if found is None else found.version
            if current > latest:
                raise SiteSchemaError(say(said.SITE_TOO_NEW, found=current, latest=latest))
            if current >= migration.version:
                continue
            if current != migration.version - 1:
                raise SiteSchemaError(
                    say(said.OUT_OF_STEP, current=current, version=migration.version)
                )
            try:
                migration.apply(conn, quoted)
            except psycopg.Error as exc:
                reason = " ".join(str(exc).split())
                raise SiteSchemaError(
                    say(
                        said.UPGRADE_FAILED,
                        version=migration.version,
                        summary=translated(migration.summary),
                        why=reason,
                        current=current,
                    )
                ) from exc
            _set_meta(conn, "schema_version", str(migration.version))
            _set_meta(conn, "compatible_from", str(migration.compatible_from))
            conn.execute(
                "INSERT INTO schema_migrations (version, summary) VALUES (%s, %s)",
                (migration.version, str(migration.summary)),
            )
        applied.append(migration.version)
    return applied
