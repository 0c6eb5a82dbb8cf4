"""A real PostgreSQL server on loopback, in a throwaway folder: for tests and benchmarks.

``initdb`` refuses to run as root, and CI runs as root: there the server runs as the
unprivileged ``postgres`` user (``runuser -u postgres --``, or ``setpriv``), in a
temporary folder that user owns. Run as anyone else, it runs as that user. The binaries
are found through ``PG_BINDIR``, ``pg_config --bindir``, ``/usr/lib/postgresql/*/bin``
or ``PATH``. TLS is switched on with a throwaway self-signed certificate when
``openssl`` is there. ``tests/site/conftest.py`` starts one per test session;
``benchmarks/site.py`` keeps one in a folder it reuses.
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
from pathlib import Path
from urllib.parse import quote

ADMIN = "site_admin"
PG_CTL_WAIT = 300
"""Seconds pg_ctl waits for the server to start or stop (its own default, 60, a loaded
machine can outlast); the commands themselves time out a minute later."""


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

    def __init__(self, bindir: Path, root: Path | None = None) -> None:
        """A cluster in a new temporary folder, or in *root* (kept, and reused when it
        already holds one: a benchmark's data set is built once)."""
        self.bindir = bindir
        self.as_root = os.geteuid() == 0
        self.user = "postgres" if self.as_root else pwd.getpwuid(os.geteuid()).pw_name
        self.kept = root is not None
        if root is None:
            root = Path(tempfile.mkdtemp(prefix="dealer-trainer-pg-"))
        root.mkdir(parents=True, exist_ok=True)
        self.root = root
        self.data = self.root / "data"
        self.sockets = self.root / "sockets"
        self.log = self.root / "server.log"
        facts = self.root / "cluster.txt"
        if facts.exists():
            port, password = facts.read_text().split()
            self.port, self.password = int(port), password
        else:
            self.port = _free_port()
            self.password = secrets.token_urlsafe(16)
        self.tls = (self.data / "server.crt").exists()
        self._databases = 0
        if self.as_root:
            pw = pwd.getpwnam(self.user)
            os.chown(self.root, pw.pw_uid, pw.pw_gid)
        self.sockets.mkdir(exist_ok=True)
        if self.as_root:
            os.chown(self.sockets, pwd.getpwnam(self.user).pw_uid, -1)

    @property
    def initialised(self) -> bool:
        """Whether the folder already holds a cluster."""
        return (self.data / "PG_VERSION").exists()

    def _run(
        self, *args: str, timeout: float = PG_CTL_WAIT + 60
    ) -> subprocess.CompletedProcess[str]:
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
        facts = self.root / "cluster.txt"
        facts.write_text(f"{self.port} {self.password}\n")
        facts.chmod(0o600)

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
            *(str(self.bindir / "pg_ctl"), "-D", str(self.data), "-l", str(self.log)),
            *("-w", "-t", str(PG_CTL_WAIT), "start"),
        )
        if done.returncode != 0:
            log = self.log.read_text() if self.log.exists() else ""
            raise RuntimeError(f"pg_ctl start failed: {done.stderr}{log[-2000:]}")

    def stop(self, mode: str = "fast") -> None:
        self._run(
            *(str(self.bindir / "pg_ctl"), "-D", str(self.data), "-m", mode),
            *("-w", "-t", str(PG_CTL_WAIT), "stop"),
        )

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
        """Stop the server; remove its folder unless it is kept."""
        with contextlib.suppress(Exception):
            self.stop("fast" if self.kept else "immediate")
        if not self.kept:
            shutil.rmtree(self.root, ignore_errors=True)
