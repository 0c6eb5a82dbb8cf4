"""Fixtures for the site tests: a real PostgreSQL server for the session (see
:mod:`pgserver`), a fresh database per test, stations and records on it."""

from __future__ import annotations

import os
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import quote

import pytest

from trainer.site.admin import StationCredentials, add_site_supervisor, add_station, init_site
from trainer.site.authority import SIGNED_IN, authority_key
from trainer.site.facts import AttemptFact
from trainer.site.records import SiteSupervisor, SiteTrainee, put_trainee
from trainer.site.schema import Connection

from .pgserver import PgServer, find_bindir

if TYPE_CHECKING:
    from trainer.progress import ProgressStore, Supervisor


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


MONA_PIN = "246810"


@pytest.fixture(autouse=True)
def _no_authority_from_another_test() -> Iterator[None]:
    """The supervisors a test signs in are remembered by the process: forget them after."""
    yield
    SIGNED_IN.forget()


@pytest.fixture
def supervisor_on_site(site: str) -> SiteSupervisor:
    """A supervisor created on the site by the administrator, PIN :data:`MONA_PIN`."""
    return add_site_supervisor(site, "Mona Reyes", MONA_PIN)


def authority_of(supervisor: SiteSupervisor, pin: str = MONA_PIN) -> bytes:
    """The authority key a station sends with *supervisor*'s changes (issue 32)."""
    return authority_key(supervisor.id, pin)


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


def signed_off_pass(
    store: ProgressStore, supervisor: Supervisor, trainee_id: int, exam: str
) -> str:
    """A one-question 3-5-7 payout exam *exam* defined, passed by the trainee at *store* and
    signed off by *supervisor*; the sitting's id."""
    from trainer.progress import NewAttempt

    defined = store.define_exam(
        exam,
        games=["three-five-seven"],
        skills=["payout"],
        question_count=1,
        time_limit_seconds=0,
        seed=3,
        by=supervisor,
    )
    sitting = store.start_sitting(defined.id, trainee_id, seed=7, supervisor=supervisor)
    store.record_attempt(
        NewAttempt(
            trainee_id, "three-five-seven", "payout", "five-card-pair", difficulty=2, seed=1,
            params={}, answer=1, expected=1, correct=True, response_ms=900, mode="exam",
            session_id=sitting.session_id,
        )
    )  # fmt: skip
    store.finish_sitting(sitting.id)
    store.sign_off_sitting(sitting.id, by=supervisor)
    return sitting.id


def answers_elsewhere(folder: Path, station: Station, trainee: str, count: int) -> None:
    """*count* right Three Card Poker payout answers by *trainee* at another station, which
    then syncs them to the site."""
    from trainer.progress import NewAttempt, ProgressStore
    from trainer.site.sync import sync

    with ProgressStore(folder, station=station.name) as other:
        who = other.add_trainee(trainee)
        for seed in range(count):
            other.record_attempt(
                NewAttempt(
                    who.id,
                    "three-card-poker",
                    "payout",
                    "three-card-poker/payout",
                    difficulty=1,
                    seed=seed,
                    params={},
                    answer=1,
                    expected=1,
                    correct=True,
                    response_ms=2000,
                )
            )
        sync(other, station.url)
