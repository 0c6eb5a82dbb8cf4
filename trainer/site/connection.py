"""Connecting to the site: libpq connection strings, plain-sentence errors, TLS.

A site is named by a libpq connection string or URL (``postgresql://station3@trainer-db/
school?sslmode=verify-full``); everything libpq reads passes through untouched: TLS
(``sslmode``, ``sslrootcert``, ``sslcert``, ...), ``PGPASSFILE`` and ``~/.pgpass``,
``PGSERVICEFILE`` and ``service=``. Every connection's ``search_path`` is the site's
schema, so the SQL in this package names its tables plainly.
"""

from __future__ import annotations

import contextlib
import ipaddress
import os
import re
from collections.abc import Iterator
from typing import Final

import psycopg
from psycopg import sql
from psycopg.conninfo import conninfo_to_dict

from trainer.site import site_words as said
from trainer.site.errors import (
    RETIRED_STATE,
    SiteAuthError,
    SiteDataError,
    SiteError,
    SitePasswordNeededError,
    SitePermissionError,
    SiteRetiredError,
    SiteSchemaError,
    SiteUnreachableError,
)
from trainer.site.station import SITE_ENV as SITE_ENV  # one name for it everywhere
from trainer.words import say, translated

SCHEMA: Final = "dealer_trainer"
"""The PostgreSQL schema holding the site's tables and functions."""

CLEARTEXT_ENV: Final = "DEALER_TRAINER_SITE_CLEARTEXT"
"""The house option that lets a station talk to a site off loopback without TLS
(``DEALER_TRAINER_SITE_CLEARTEXT=allow``): for a school whose network is its own cable."""
TLS_MODES: Final = frozenset({"require", "verify-ca", "verify-full"})
"""The libpq ``sslmode`` values that never fall back to an unencrypted connection."""

CONNECT_TIMEOUT_SECONDS: Final = 5
APPLICATION_NAME: Final = "dealer-trainer"

_AUTH_WORDS: Final = re.compile(
    r"password authentication failed|no password supplied|authentication failed|"
    r"role \S+ does not exist|no pg_hba.conf entry|fe_sendauth",
    re.IGNORECASE,
)


def describe(url: str) -> str:
    """The site as words for a message: host, database and user, never the password."""
    try:
        parts = conninfo_to_dict(url)
    except psycopg.ProgrammingError:
        return "the site"
    host = str(parts.get("host") or parts.get("hostaddr") or "localhost")
    if host.startswith("/"):
        host = "localhost"
    port = parts.get("port")
    where = f"{host}:{port}" if port else host
    database = parts.get("dbname")
    user = parts.get("user")
    service = parts.get("service")
    text = f"{where}/{database}" if database else where
    if service and not database:
        text = f"service {service}"
    return f"{text} as {user}" if user else text


def check_url(url: str) -> str:
    """*url* if libpq can read it, else a :class:`SiteError` saying it cannot."""
    text = url.strip()
    if not text:
        raise SiteError(translated(said.EMPTY_URL))
    try:
        conninfo_to_dict(text)
    except psycopg.ProgrammingError as exc:
        reason = " ".join(str(exc).split()) or "it is malformed"
        raise SiteError(say(said.BAD_URL, why=reason)) from None
    return text


def is_loopback(host: str) -> bool:
    """Whether *host* (a libpq host or hostaddr) never leaves this machine: a socket
    folder, ``localhost``, or a loopback address."""
    text = host.strip()
    if not text or text.startswith(("/", "@")) or text.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(text.strip("[]")).is_loopback
    except ValueError:
        return False


def cleartext_allowed() -> bool:
    """Whether the house allows a site off loopback without TLS (:data:`CLEARTEXT_ENV`)."""
    return os.environ.get(CLEARTEXT_ENV, "").strip().lower() == "allow"


def _cleartext_refusal(url: str) -> SiteError:
    return SiteError(say(said.CLEARTEXT, where=describe(url), variable=CLEARTEXT_ENV))


def check_tls(url: str) -> None:
    """Refuse *url* before connecting when it names a host off this machine and lets
    libpq fall back to an unencrypted connection (``sslmode`` below ``require``)."""
    if cleartext_allowed():
        return
    parts = conninfo_to_dict(url)
    mode = str(parts.get("sslmode") or os.environ.get("PGSSLMODE") or "prefer")
    if mode in TLS_MODES or parts.get("service"):
        return  # a service file's settings are checked once connected (check_connection_tls)
    hosts = str(parts.get("hostaddr") or parts.get("host") or os.environ.get("PGHOST", ""))
    if not all(is_loopback(host) for host in hosts.split(",")):
        raise _cleartext_refusal(url)


def check_connection_tls(conn: psycopg.Connection[tuple[object, ...]], url: str) -> None:
    """Refuse an open connection that reached another machine without TLS."""
    if cleartext_allowed() or uses_tls(conn):
        return
    info = conn.info
    if not (is_loopback(str(info.hostaddr or "")) or is_loopback(str(info.host or ""))):
        raise _cleartext_refusal(url)


def translate(exc: BaseException, url: str) -> BaseException:
    """A plain-sentence :class:`SiteError` for a psycopg error, else *exc* itself."""
    if isinstance(exc, SiteError) or not isinstance(exc, psycopg.Error):
        return exc
    where = describe(url)
    state = getattr(exc, "sqlstate", None) or ""
    text = " ".join(str(exc).split())
    if not state and "no password supplied" in text:
        # libpq found no password in the URL, the password file or the service file.
        return SitePasswordNeededError(say(said.NO_PASSWORD, where=where))
    if state in ("28P01", "28000") or (not state and _AUTH_WORDS.search(text)):
        return SiteAuthError(say(said.BAD_PASSWORD, where=where))
    if state == "3D000" or (not state and re.search(r"database \S+ does not exist", text)):
        return SiteSchemaError(say(said.NO_DATABASE, where=where))
    if state == RETIRED_STATE:
        # Said by the site to a station its owner (or a supervisor) retired (issue 32).
        diag = getattr(exc, "diag", None)
        return SiteRetiredError(
            say(
                said.RETIRED,
                where=where,
                station=getattr(diag, "message_detail", None) or "?",
                when=getattr(diag, "message_hint", None) or "?",
            )
        )
    if state == "42501":
        return SitePermissionError(say(said.NOT_ALLOWED, where=where, why=text))
    if state in ("3F000", "42P01", "42883"):
        return SiteSchemaError(say(said.NOT_SET_UP, where=where))
    if state in ("23505", "23502", "23514", "23503", "22P02"):
        return SiteDataError(say(said.REFUSED_DATA, where=where, why=text))
    if (
        isinstance(exc, psycopg.OperationalError | psycopg.InterfaceError)
        or state.startswith(("08", "57P"))
        or state == "53300"
    ):
        # libpq says "connection to server at ... failed: <reason>"; the reason is the news.
        reason = text.rsplit("failed: ", 1)[-1].removeprefix("FATAL:").strip()
        return SiteUnreachableError(
            say(said.UNREACHABLE, where=where, why=reason or translated(said.NO_ANSWER))
        )
    return SiteError(say(said.PROBLEM, where=where, why=text or type(exc).__name__))


SNAPSHOT_XMIN_SQL: Final = b"SELECT pg_snapshot_xmin(pg_current_snapshot())::text::bigint"
"""The oldest transaction the current snapshot cannot see yet: a pull's next cursor."""


def snapshot_cursor(conn: psycopg.Connection[tuple[object, ...]]) -> int:
    """First thing in a pull's transaction: make it one repeatable-read snapshot, and
    return the oldest transaction that snapshot cannot see yet, the cursor to pull from
    next time (a fact or record committed late by a slow station is never skipped)."""
    conn.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ")
    row = conn.execute(SNAPSHOT_XMIN_SQL).fetchone()
    return int(str(row[0])) if row else 0


def connect(
    url: str,
    *,
    autocommit: bool = True,
    timeout: int = CONNECT_TIMEOUT_SECONDS,
    application: str = APPLICATION_NAME,
) -> psycopg.Connection[tuple[object, ...]]:
    """A connection to the site, its ``search_path`` set to the site's schema.

    Autocommit by default: every piece of work in this package is one explicit
    ``conn.transaction()`` block, which is then a real BEGIN .. COMMIT (in a connection
    with an implicit transaction open it would only be a savepoint, and a push would not
    be committed when it returns).

    Errors come back as :class:`SiteError` sentences (unreachable, refused password,
    missing database). *timeout* bounds the connection attempt, in seconds. A site on
    another machine must be reached over TLS (see :func:`check_tls`).
    """
    text = check_url(url)
    check_tls(text)
    try:
        conn = psycopg.connect(
            text, autocommit=True, connect_timeout=timeout, application_name=application
        )
    except psycopg.Error as exc:
        raise translate(exc, text) from None
    try:
        check_connection_tls(conn, text)
        conn.execute(sql.SQL("SET search_path TO {}, pg_catalog").format(sql.Identifier(SCHEMA)))
        conn.autocommit = autocommit
    except psycopg.Error as exc:
        conn.close()
        raise translate(exc, text) from None
    except SiteError:
        conn.close()
        raise
    return conn


@contextlib.contextmanager
def session(
    url: str, *, autocommit: bool = False
) -> Iterator[psycopg.Connection[tuple[object, ...]]]:
    """A connection for one piece of work; closed at the end, errors as sentences."""
    conn = connect(url, autocommit=autocommit)
    try:
        yield conn
    except psycopg.Error as exc:
        raise translate(exc, url) from None
    finally:
        conn.close()


def require_autocommit(conn: psycopg.Connection[tuple[object, ...]]) -> None:
    """Refuse a connection whose transaction blocks would not commit when they end."""
    if not conn.autocommit:
        raise SiteError("A site connection must be in autocommit mode to commit each push.")


def uses_tls(conn: psycopg.Connection[tuple[object, ...]]) -> bool:
    """Whether the connection is encrypted (TLS negotiated by libpq)."""
    return bool(conn.pgconn.ssl_in_use)
