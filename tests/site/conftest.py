"""Fixtures for the site tests: a real PostgreSQL server, on loopback, in a throwaway folder.

``initdb`` refuses to run as root, and CI runs as root: there the server runs as the
unprivileged ``postgres`` user (``runuser -u postgres --``, or ``setpriv``), in a
temporary folder that user owns. Run as anyone else, it runs as that user. The binaries
are found through ``pg_config --bindir``, ``PG_BINDIR``, ``/usr/lib/postgresql/*/bin``
or ``PATH``. TLS is switched on with a throwaway self-signed certificate when
``openssl`` is there.
"""

from __future__ import annotations

import contextlib
import os
import pwd
import secrets
import shutil
import socket
import subprocess
import tempfile
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest

from trainer.progress.pins import hash_pin
from trainer.site.admin import StationCredentials, add_station, init_site
from trainer.site.connection import connect
from trainer.site.facts import AttemptFact
from trainer.site.records import SiteSupervisor, SiteTrainee, put_supervisor, put_trainee
from trainer.site.schema import Connection

ADMIN = "site_admin"


def find_bindir() -> Path | None:
    """The folder of ``initdb``, ``pg_ctl`` and ``postgres``, or None if there is none."""
    candidates: list[Path] = []
    if os.environ.get("PG_BINDIR"):
        candidates.append(Path(os.environ["PG_BINDIR"]))
    pg_config = shutil.which("pg_config")
    if pg_config:
        with contextlib.suppress(OSError, subprocess.SubprocessError):
            done = subprocess.run(
                [pg_config, "--bindir"], capture_output=True, text=True, timeout=10, check=True
            )
            candidates.append(Path(done.stdout.strip()))
    candidates += sorted(Path("/usr/lib/postgresql").glob("*/bin"), reverse=True)
    initdb = shutil.which("initdb")
    if initdb:
        candidates.append(Path(initdb).resolve().parent)
    for folder in candidates:
        if all((folder / tool).is_file() for tool in ("initdb", "pg_ctl", "postgres")):
            return folder
    return None


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class PgServer:
    """One PostgreSQL cluster: start, stop, restart, and URLs for its databases."""

    def __init__(self, bindir: Path) -> None:
        self.bindir = bindir
        self.as_root = os.geteuid() == 0
        self.user = "postgres" if self.as_root else pwd.getpwuid(os.geteuid()).pw_name
        self.root = Path(tempfile.mkdtemp(prefix="dealer-trainer-pg-"))
        self.data = self.root / "data"
        self.sockets = self.root / "sockets"
        self.log = self.root / "server.log"
        self.port = _free_port()
        self.password = secrets.token_urlsafe(16)
        self.tls = False
        self._databases = 0
        if self.as_root:
            pw = pwd.getpwnam(self.user)
            os.chown(self.root, pw.pw_uid, pw.pw_gid)
        self.sockets.mkdir()
        if self.as_root:
            os.chown(self.sockets, pwd.getpwnam(self.user).pw_uid, -1)

    def _run(self, *args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
        command = [str(a) for a in args]
        if self.as_root:
            runuser = shutil.which("runuser")
            if runuser:
                command = [runuser, "-u", self.user, "--", *command]
            else:
                pw = pwd.getpwnam(self.user)
                command = [
                    "setpriv",
                    f"--reuid={pw.pw_uid}",
                    f"--regid={pw.pw_gid}",
                    "--init-groups",
                    *command,
                ]
        return subprocess.run(
            command, capture_output=True, text=True, timeout=timeout, check=False, cwd=self.root
        )

    def init(self) -> None:
        pwfile = self.root / "pwfile"
        pwfile.write_text(self.password + "\n")
        if self.as_root:
            os.chown(pwfile, pwd.getpwnam(self.user).pw_uid, -1)
        pwfile.chmod(0o600)
        done = self._run(
            str(self.bindir / "initdb"),
            "-D",
            str(self.data),
            "-U",
            ADMIN,
            f"--pwfile={pwfile}",
            "--auth-local=scram-sha-256",
            "--auth-host=scram-sha-256",
            "-E",
            "UTF8",
            "--locale=C",
            "--no-sync",
        )
        pwfile.unlink()
        if done.returncode != 0:
            raise RuntimeError(f"initdb failed: {done.stderr or done.stdout}")
        conf = self.data / "postgresql.conf"
        lines = [
            "listen_addresses = '127.0.0.1'",
            f"port = {self.port}",
            f"unix_socket_directories = '{self.sockets}'",
            "fsync = off",
            "synchronous_commit = off",
            "full_page_writes = off",
            "max_connections = 200",
            "shared_buffers = 128MB",
        ]
        if self._make_certificate():
            lines.append("ssl = on")
            self.tls = True
        with conf.open("a") as out:
            out.write("\n".join(lines) + "\n")

    def _make_certificate(self) -> bool:
        openssl = shutil.which("openssl")
        if not openssl:
            return False
        crt, key = self.data / "server.crt", self.data / "server.key"
        done = subprocess.run(
            [
                openssl,
                "req",
                "-new",
                "-x509",
                "-days",
                "2",
                "-nodes",
                "-subj",
                "/CN=localhost",
                "-addext",
                "subjectAltName=DNS:localhost,IP:127.0.0.1",
                "-out",
                str(crt),
                "-keyout",
                str(key),
            ],
            capture_output=True,
            timeout=60,
            check=False,
        )
        if done.returncode != 0:
            return False
        shutil.copy(crt, self.root / "root.crt")
        if self.as_root:
            uid = pwd.getpwnam(self.user).pw_uid
            for path in (crt, key):
                os.chown(path, uid, -1)
        key.chmod(0o600)
        return True

    @property
    def root_certificate(self) -> Path:
        return self.root / "root.crt"

    def start(self) -> None:
        done = self._run(
            str(self.bindir / "pg_ctl"), "-D", str(self.data), "-l", str(self.log), "-w", "start"
        )
        if done.returncode != 0:
            log = self.log.read_text() if self.log.exists() else ""
            raise RuntimeError(f"pg_ctl start failed: {done.stderr}{log[-2000:]}")

    def stop(self, mode: str = "fast") -> None:
        self._run(str(self.bindir / "pg_ctl"), "-D", str(self.data), "-m", mode, "-w", "stop")

    def restart(self) -> None:
        self.stop("immediate")
        self.start()

    def is_running(self) -> bool:
        done = self._run(str(self.bindir / "pg_ctl"), "-D", str(self.data), "status")
        return done.returncode == 0

    def url(
        self, database: str = "postgres", user: str = ADMIN, password: str | None = None
    ) -> str:
        """A URL for *database* as *user* (the administrator's password by default)."""
        secret = self.password if password is None and user == ADMIN else password
        auth = quote(user) + (f":{quote(secret, safe='')}" if secret else "")
        return f"postgresql://{auth}@127.0.0.1:{self.port}/{quote(database)}?sslmode=disable"

    def new_database(self, prefix: str = "school") -> str:
        """A fresh, empty database; returns its name."""
        import psycopg

        self._databases += 1
        name = f"{prefix}_{os.getpid()}_{self._databases}_{int(time.time() * 1000) % 100000}"
        with psycopg.connect(self.url(), autocommit=True) as conn:
            conn.execute(f'CREATE DATABASE "{name}"'.encode())
        return name

    def cleanup(self) -> None:
        with contextlib.suppress(Exception):
            self.stop("immediate")
        shutil.rmtree(self.root, ignore_errors=True)


@pytest.fixture(scope="session")
def pg() -> Iterator[PgServer]:
    """The session's PostgreSQL server (skipped only where no PostgreSQL is installed)."""
    bindir = find_bindir()
    if bindir is None:
        reason = (
            "no PostgreSQL server binaries (initdb, pg_ctl, postgres) were found; install "
            "Debian's postgresql package or set PG_BINDIR"
        )
        if os.environ.get("CI"):
            pytest.fail(f"CI must run the site tests, but {reason}")
        pytest.skip(reason)
    server = PgServer(bindir)
    try:
        server.init()
        server.start()
        yield server
    finally:
        server.cleanup()


@pytest.fixture
def database(pg: PgServer) -> str:
    """A fresh, empty database on the session's server."""
    return pg.new_database()


@pytest.fixture
def admin_url(pg: PgServer, database: str) -> str:
    """The administrator's URL of the test's fresh database."""
    return pg.url(database)


@dataclass(frozen=True)
class Station:
    """A station added to the test's site: its credentials and a URL carrying its password."""

    credentials: StationCredentials

    @property
    def name(self) -> str:
        return self.credentials.name

    @property
    def url(self) -> str:
        return f"{self.credentials.url}&password={quote(self.credentials.password, safe='')}"


@pytest.fixture
def site(admin_url: str) -> str:
    """The test's database set up as a site (``site init``); returns the admin URL."""
    init_site(admin_url)
    return admin_url


@pytest.fixture
def add(site: str) -> Callable[[str], Station]:
    """Adds a station to the test's site."""

    def _add(name: str) -> Station:
        return Station(add_station(site, name))

    return _add


@pytest.fixture
def supervisor_on_site(site: str) -> SiteSupervisor:
    """A supervisor created on the site by the administrator."""
    with connect(site) as conn:
        made = put_supervisor(
            conn,
            SiteSupervisor(str(uuid.uuid4()), "Mona Reyes", hash_pin("2468"), 1, 0),
            expected_version=0,
        )
    return made.supervisor


def new_trainee(conn: Connection, name: str = "Ana Ruiz") -> SiteTrainee:
    """A trainee created on the site through the record function."""
    made = put_trainee(
        conn,
        SiteTrainee(str(uuid.uuid4()), name, None, 1_700_000_000_000, None, 0),
        expected_version=0,
    )
    return made.trainee


def attempt_fact(trainee_id: str, seq: int, **fields: Any) -> AttemptFact:
    """A valid 3-5-7 payout answer as a fact; *fields* override any field."""
    values: dict[str, Any] = {
        "id": str(uuid.uuid4()),
        "seq": seq,
        "trainee_id": trainee_id,
        "session_id": None,
        "game": "three-five-seven",
        "skill": "payout",
        "family": "five-card-pair",
        "difficulty": 2,
        "seed": seq,
        "params": '{"bet_cents": 500}',
        "answer": "2000",
        "expected": "2000",
        "credit": 1000,
        "response_ms": 3200,
        "mode": "practice",
        "ts": 1_700_000_000_000 + seq * 1000,
        "day": 19675,
    }
    values.update(fields)
    return AttemptFact(**values)
