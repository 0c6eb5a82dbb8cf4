"""Setting up a site and its stations: ``site init``, ``site add-station``, ``site status``,
``site retire-station``.

Run by the school's IT person with a PostgreSQL role that owns the database and may
create roles. :func:`init_site` is safe to run again (it applies only what is missing
and adds house settings a newer Dealer Trainer declares). :func:`add_station` creates
one login role per station in the stations' group role, which may INSERT facts and call
the record functions but never UPDATE or DELETE a fact. The password is sent to the
server only as a SCRAM verifier computed here, and handed back to be written to a file
only its owner can read.
"""

from __future__ import annotations

import contextlib
import os
import re
import secrets
import time
import uuid
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Final
from urllib.parse import quote

import psycopg
from psycopg import sql
from psycopg.conninfo import conninfo_to_dict

from trainer.progress.fields import clean_name
from trainer.progress.pins import SUPERVISOR_PIN_DIGITS, hash_pin
from trainer.progress.settings import SETTINGS
from trainer.site import ddl, ddl_v2
from trainer.site.authority import authority_key, authority_verifier
from trainer.site.connection import connect, translate
from trainer.site.errors import SiteError, SitePermissionError, SiteSchemaError
from trainer.site.records import SiteSupervisor, put_supervisor
from trainer.site.retirement import Retirement, retire
from trainer.site.schema import (
    SITE_MIGRATIONS,
    Connection,
    SiteMigration,
    migrate,
    read_version,
)

MAX_STATION_NAME: Final = 40
_SLUG: Final = re.compile(r"[^a-z0-9]+")


def _slug(text: str) -> str:
    return _SLUG.sub("_", text.lower()).strip("_")


def stations_role_for(database: str) -> str:
    """The group role of a database's stations (roles are shared by a whole server)."""
    return f"{_slug(database)[:40] or 'site'}_stations"


def station_role_for(database: str, station: str) -> str:
    """The login role of one station of a database."""
    return f"{_slug(database)[:20] or 'site'}_st_{_slug(station)[:MAX_STATION_NAME]}"


def clean_station_name(name: str) -> str:
    """A station's name, trimmed, or :class:`SiteError` if it cannot be one."""
    cleaned = " ".join(str(name).split())
    if not cleaned or not _slug(cleaned):
        raise SiteError("A station's name needs at least one letter or digit.")
    if len(cleaned) > MAX_STATION_NAME:
        raise SiteError(
            f"A station's name can be at most {MAX_STATION_NAME} characters, not {len(cleaned)}."
        )
    return cleaned


@dataclass(frozen=True, slots=True)
class InitResult:
    """What ``site init`` did: the versions applied and the settings it added."""

    database: str
    applied: tuple[int, ...]
    version: int
    settings_added: int
    stations_role: str


def _ensure_group_role(conn: Connection, role: str, database: str) -> None:
    exists = conn.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (role,)).fetchone()
    if not exists:
        conn.execute(sql.SQL("CREATE ROLE {} NOLOGIN").format(sql.Identifier(role)))
    # Only the stations (and the owner) may connect to the school's database.
    conn.execute(
        sql.SQL("REVOKE CONNECT, TEMPORARY ON DATABASE {} FROM PUBLIC").format(
            sql.Identifier(database)
        )
    )
    conn.execute(
        sql.SQL("GRANT CONNECT ON DATABASE {} TO {}").format(
            sql.Identifier(database), sql.Identifier(role)
        )
    )


def _add_settings(conn: Connection) -> int:
    """Every declared house setting at its default, where the site has no value yet."""
    added = 0
    for spec in SETTINGS:
        cursor = conn.execute(
            "INSERT INTO settings (key, value, version) "
            "VALUES (%s, %s, nextval('record_version')) ON CONFLICT (key) DO NOTHING",
            (spec.key, spec.to_text(spec.default)),
        )
        added += cursor.rowcount
    return added


@contextlib.contextmanager
def _as_owner(url: str, command: str) -> Iterator[Connection]:
    """The administrator's connection for one command; refusals as plain sentences."""
    conn = connect(url, autocommit=True)
    try:
        yield conn
    except psycopg.errors.InsufficientPrivilege as exc:
        raise SitePermissionError(
            f"The role used for 'site {command}' may not create the site's schema and roles; "
            f"use the database's owner with the CREATEROLE right ({' '.join(str(exc).split())})."
        ) from None
    except psycopg.Error as exc:
        raise translate(exc, url) from None
    finally:
        conn.close()


def init_site(url: str, migrations: Sequence[SiteMigration] = SITE_MIGRATIONS) -> InitResult:
    """Create (or bring up to date) the site's schema, roles and functions at *url*."""
    with _as_owner(url, "init") as conn:
        row = conn.execute("SELECT current_database()").fetchone()
        database = str(row[0]) if row else ""
        found = read_version(conn)
        role = found.stations_role if found and found.stations_role else stations_role_for(database)
        with conn.transaction():
            _ensure_group_role(conn, role, database)
        applied = migrate(conn, role, migrations)
        with conn.transaction():
            conn.execute("SELECT pg_advisory_xact_lock(%s)", (ddl.RECORDS_LOCK,))
            added = _add_settings(conn)
        version = read_version(conn)
    assert version is not None
    return InitResult(database, tuple(applied), version.version, added, role)


@dataclass(frozen=True, slots=True)
class StationCredentials:
    """What a new station needs: its name, login role, password and connection string."""

    name: str
    role: str
    password: str
    url: str
    host: str
    port: str
    database: str

    def pgpass_line(self) -> str:
        """The line of a libpq password file (``~/.pgpass``) for this station."""

        def escape(text: str) -> str:
            return text.replace("\\", "\\\\").replace(":", "\\:")

        fields = (self.host, self.port, self.database, self.role, self.password)
        return ":".join(escape(field) for field in fields)


def station_url(admin_url: str, role: str, sslmode: str | None = None) -> tuple[str, str, str, str]:
    """The station's connection URL (host, port and database of *admin_url*, no password)."""
    parts = conninfo_to_dict(admin_url)
    host = str(parts.get("host") or "localhost")
    port = str(parts.get("port") or "5432")
    database = str(parts.get("dbname") or "")
    mode = sslmode or parts.get("sslmode")
    netloc_host = f"[{host}]" if ":" in host and not host.startswith("[") else host
    url = f"postgresql://{quote(role)}@{quote(netloc_host, safe='[]:')}:{port}/{quote(database)}"
    if host.startswith("/"):
        url = f"postgresql://{quote(role)}@/{quote(database)}?host={quote(host)}&port={port}"
    if mode:
        url += ("&" if "?" in url else "?") + f"sslmode={quote(str(mode))}"
    return url, host, port, database


def add_station(
    url: str, name: str, *, sslmode: str | None = None, new_password: bool = False
) -> StationCredentials:
    """Register a station: its login role (in the stations' group) and its row.

    Adding a station that exists is refused unless *new_password*, which issues a new
    password to the existing station (the old one stops working).
    """
    name = clean_station_name(name)
    password = secrets.token_urlsafe(24)
    with _as_owner(url, "add-station") as conn:
        found = read_version(conn)
        if found is None:
            raise SiteSchemaError(
                "The site has not been set up yet; run 'dealer-trainer site init' first."
            )
        row = conn.execute("SELECT current_database()").fetchone()
        database = str(row[0]) if row else ""
        role = station_role_for(database, name)
        verifier = conn.pgconn.encrypt_password(password.encode(), role.encode(), b"scram-sha-256")
        with conn.transaction():
            existing = conn.execute(
                "SELECT role_name FROM stations WHERE name = %s OR role_name = %s", (name, role)
            ).fetchone()
            if existing and not new_password:
                raise SiteError(
                    f"There is already a station named {name!r} on this site; add "
                    "--new-password to issue it a new password."
                )
            role_exists = conn.execute(
                "SELECT 1 FROM pg_roles WHERE rolname = %s", (role,)
            ).fetchone()
            verb = "ALTER" if role_exists else "CREATE"
            conn.execute(
                sql.SQL(verb + " ROLE {} LOGIN PASSWORD {}").format(
                    sql.Identifier(role), sql.Literal(verifier.decode())
                )
            )
            conn.execute(
                sql.SQL("GRANT {} TO {}").format(
                    sql.Identifier(found.stations_role), sql.Identifier(role)
                )
            )
            for statement in ddl_v2.station_role_statements(sql.Identifier(role).as_string(conn)):
                conn.execute(statement.encode())
            if not existing:
                conn.execute("INSERT INTO stations (name, role_name) VALUES (%s, %s)", (name, role))
            else:
                conn.execute("UPDATE stations SET retired_at = NULL WHERE role_name = %s", (role,))
                if found.version >= 3:
                    # A retired station given a new password: what it sends from now on
                    # counts again (its retirement window closes now).
                    conn.execute(
                        "UPDATE retirements SET until = now() WHERE until IS NULL AND "
                        "station_id = (SELECT id FROM stations WHERE role_name = %s)",
                        (role,),
                    )
    station, host, port, database = station_url(url, role, sslmode)
    return StationCredentials(name, role, password, station, host, port, database)


def write_secret(path: Path, text: str) -> Path:
    """Write *text* to a new file that only its owner can read (mode 0600)."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_TRUNC
    try:
        fd = os.open(path, flags, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            os.chmod(path, 0o600)
            out.write(text if text.endswith("\n") else text + "\n")
    except OSError as exc:
        raise SiteError(f"The file {path} could not be written ({exc.strerror}).") from None
    return path


@dataclass(frozen=True, slots=True)
class StationStatus:
    """One station as the site sees it: last contact, facts received, pending and gaps."""

    name: str
    role: str
    last_seen_at: datetime | None
    last_push_at: datetime | None
    facts: int
    contiguous_seq: int
    max_seq: int
    reported_seq: int
    gaps: tuple[tuple[int, int], ...]
    retired: bool

    @property
    def pending(self) -> int:
        """Facts the station said it holds that the site has not received."""
        return max(self.reported_seq, self.max_seq) - self.facts

    @property
    def missing(self) -> int:
        """Sequence numbers below the highest received that the site lacks."""
        return sum(high - low + 1 for low, high in self.gaps)


_GAPS_SQL: Final = """
    WITH s AS (
        SELECT %(low)s::bigint AS seq
        UNION ALL
        SELECT seq FROM fact_seqs WHERE station_id = %(id)s AND seq > %(low)s),
    n AS (SELECT seq, lead(seq) OVER (ORDER BY seq) AS next FROM s)
    SELECT seq + 1, next - 1 FROM n WHERE next > seq + 1 ORDER BY seq LIMIT %(limit)s
"""


def station_gaps(
    conn: Connection, station_id: int, above: int, limit: int = 20
) -> list[tuple[int, int]]:
    """The ranges of sequence numbers missing after *above* (first *limit* of them)."""
    rows = conn.execute(_GAPS_SQL, {"low": above, "id": station_id, "limit": limit}).fetchall()
    return [(int(str(low)), int(str(high))) for low, high in rows]


def station_statuses(conn: Connection) -> list[StationStatus]:
    """Every station of the site, by name."""
    rows = conn.execute(
        "SELECT id, name, role_name, last_seen_at, last_push_at, fact_count, contiguous_seq, "
        "max_seq, reported_seq, retired_at IS NOT NULL FROM stations ORDER BY lower(name)"
    ).fetchall()
    found: list[StationStatus] = []
    for sid, name, role, seen, pushed, facts, contiguous, top, reported, retired in rows:
        contiguous_seq = int(str(contiguous))
        gaps = station_gaps(conn, int(str(sid)), contiguous_seq) if top != contiguous else []
        found.append(
            StationStatus(
                str(name),
                str(role),
                seen if isinstance(seen, datetime) else None,
                pushed if isinstance(pushed, datetime) else None,
                int(str(facts)),
                contiguous_seq,
                int(str(top)),
                int(str(reported)),
                tuple(gaps),
                bool(retired),
            )
        )
    return found


def site_status(url: str) -> tuple[int, list[StationStatus]]:
    """The site's schema version and its stations."""
    with _as_owner(url, "status") as conn:
        found = read_version(conn)
        if found is None:
            raise SiteSchemaError(
                "The site has not been set up yet; run 'dealer-trainer site init' first."
            )
        return found.version, station_statuses(conn)


def retire_station(url: str, name: str, since: datetime | None = None) -> Retirement:
    """Retire the station *name* as the site's owner (see :mod:`trainer.site.retirement`):
    its pushes are refused, and the answers the site received from it since *since*
    (default now) count nowhere."""
    with _as_owner(url, "retire-station") as conn:
        return retire(conn, name, since)


def site_has_supervisor(url: str) -> bool:
    """Whether the site has any supervisor yet."""
    with _as_owner(url, "init") as conn:
        row = conn.execute("SELECT EXISTS (SELECT 1 FROM supervisors)").fetchone()
        return bool(row and row[0])


def supervisors_without_authority(url: str) -> list[str]:
    """The site's supervisors whose PIN the owner has not set on it yet (a site made by
    Dealer Trainer before issue 32): their changes at stations do not count until then."""
    with _as_owner(url, "init") as conn:
        rows = conn.execute(
            "SELECT name FROM supervisors WHERE authority IS NULL ORDER BY lower(name)"
        ).fetchall()
    return [str(row[0]) for row in rows]


def _set_authority(conn: Connection, supervisor_id: str, pin: str) -> None:
    verifier = authority_verifier(authority_key(supervisor_id, pin))
    conn.execute(
        "UPDATE supervisors SET authority = %s, failed_proofs = 0, proofs_locked_until = NULL "
        "WHERE id = %s",
        (verifier, supervisor_id),
    )


def add_site_supervisor(url: str, name: str, pin: str) -> SiteSupervisor:
    """A supervisor made on the site by its owner, with their PIN and authority; every
    station receives them at its next sync (a station never makes one, issue 32)."""
    name = clean_name(name, "supervisor")
    with _as_owner(url, "add-supervisor") as conn:
        if read_version(conn) is None:
            raise SiteSchemaError(
                "The site has not been set up yet; run 'dealer-trainer site init' first."
            )
        pin_hash = hash_pin(pin, SUPERVISOR_PIN_DIGITS)
        made = SiteSupervisor(str(uuid.uuid4()), name, pin_hash, int(time.time() * 1000), 0)
        with conn.transaction():
            done = put_supervisor(conn, made, expected_version=0)
            if done.outcome == "applied":
                _set_authority(conn, done.supervisor.id, pin)
    if done.outcome != "applied":
        raise SiteError(
            f"There is already a supervisor named {done.supervisor.name!r} on the site; set "
            "their PIN with 'dealer-trainer site supervisor-pin'."
        )
    return done.supervisor


def set_site_supervisor_pin(url: str, name: str, pin: str) -> SiteSupervisor:
    """The site's owner sets a supervisor's PIN, and with it their authority; each station
    checks it with the site at that supervisor's next sign-in there."""
    key = " ".join(clean_name(name, "supervisor").split()).casefold()
    with _as_owner(url, "supervisor-pin") as conn:
        row = conn.execute(
            "SELECT id::text, name, created_at, version FROM supervisors WHERE name_key = %s",
            (key,),
        ).fetchone()
        if row is None:
            raise SiteError(f"There is no supervisor named {name!r} on the site.")
        sid, found_name, created, version = (str(row[0]), str(row[1]), row[2], row[3])
        changed = SiteSupervisor(
            sid, found_name, hash_pin(pin, SUPERVISOR_PIN_DIGITS), int(str(created)), 0
        )
        with conn.transaction():
            done = put_supervisor(conn, changed, expected_version=int(str(version)))
            if done.outcome == "applied":
                _set_authority(conn, sid, pin)
    if done.outcome != "applied":
        raise SiteError(f"{found_name}'s record changed meanwhile on the site; try again.")
    return done.supervisor
