"""Facts on the wire: what a station pushes, and what it pulls of a trainee at sign-in.

A push is one transaction: every kind of fact in the batch is inserted with one
``INSERT ... SELECT FROM unnest(...) ON CONFLICT (id) DO NOTHING`` (so resending a batch
whose reply was lost adds nothing), then the station's counters are read back, then
COMMIT. :func:`push` returns only after the server's COMMIT succeeded: the station marks
the batch sent only then. A sequence number already used for a different fact is
refused (the whole batch), never silently dropped.

A trainee's facts are pulled by the server transaction that stored them (``tx``): a
pull reads in one snapshot everything from the oldest transaction that snapshot could
not yet see, so a fact committed late by a slow station is never skipped; the ones
already held come again and are skipped by id.
"""

from __future__ import annotations

import functools
import operator
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final, TypeAlias

import psycopg

from trainer.progress.attempt_rows import AttemptFact as AttemptFact  # one record, both layers
from trainer.progress.examlog import LogEntry
from trainer.site.connection import (
    SNAPSHOT_XMIN_SQL,
    require_autocommit,
    snapshot_cursor,
    translate,
)
from trainer.site.ddl_v3 import voided
from trainer.site.errors import SitePermissionError
from trainer.site.records import TRAINEE_LANGUAGE_SQL, SiteLanguage, language_of
from trainer.site.schema import SITE_SCHEMA_VERSION, Connection, check_station_can_use, read_version


@dataclass(frozen=True, slots=True)
class SittingFact:
    """A finished exam sitting (pushed once finished; its answers are attempts)."""

    id: str
    seq: int
    exam_id: str
    trainee_id: str
    session_id: str
    started_at: int
    finished_at: int
    answered: int
    score_permille: int
    passed: bool


@dataclass(frozen=True, slots=True)
class SignOffFact:
    """A supervisor's sign-off of a sitting's result."""

    id: str
    seq: int
    sitting_id: str
    supervisor_id: str
    signed_at: int
    proof: bytes | None = None
    """The supervisor's authority key, sent with the sign-off and never kept by the site;
    without it the site keeps the sign-off uncertified (issue 32)."""


@dataclass(frozen=True, slots=True)
class AuditFact:
    """Something a supervisor did at a station that the site keeps a record of."""

    id: str
    seq: int
    at: int
    kind: str
    supervisor_id: str | None
    subject: str
    detail: str


Fact: TypeAlias = AttemptFact | SittingFact | SignOffFact | AuditFact

# Parameters in binary (``%(name)b``): psycopg dumps a column of 2,000 values as a binary
# array seven times faster than as text, and a push sends seventeen such columns.
_INSERTS: Final[dict[type, bytes]] = {
    AttemptFact: b"""
        INSERT INTO attempts (id, station_id, seq, trainee_id, session_id, game, skill, family,
            difficulty, seed, params, answer, expected, credit, response_ms, mode, ts, day)
        SELECT u.id, %(station)b, u.seq, u.trainee_id, u.session_id, u.game, u.skill, u.family,
            u.difficulty, u.seed, u.params::jsonb, u.answer::jsonb, u.expected::jsonb,
            u.credit, u.response_ms, u.mode, u.ts, u.day
        FROM unnest(%(id)b::uuid[], %(seq)b::bigint[], %(trainee_id)b::uuid[],
            %(session_id)b::uuid[], %(game)b::text[], %(skill)b::text[], %(family)b::text[],
            %(difficulty)b::integer[], %(seed)b::bigint[], %(params)b::text[],
            %(answer)b::text[], %(expected)b::text[], %(credit)b::smallint[],
            %(response_ms)b::integer[], %(mode)b::text[], %(ts)b::bigint[], %(day)b::integer[])
            AS u(id, seq, trainee_id, session_id, game, skill, family, difficulty, seed, params,
                 answer, expected, credit, response_ms, mode, ts, day)
        ORDER BY u.seq
        ON CONFLICT (id) DO NOTHING""",
    SittingFact: b"""
        INSERT INTO exam_sittings (id, station_id, seq, exam_id, trainee_id, session_id,
            started_at, finished_at, answered, score_permille, passed)
        SELECT u.id, %(station)b, u.seq, u.exam_id, u.trainee_id, u.session_id, u.started_at,
            u.finished_at, u.answered, u.score_permille, u.passed
        FROM unnest(%(id)b::uuid[], %(seq)b::bigint[], %(exam_id)b::uuid[],
            %(trainee_id)b::uuid[], %(session_id)b::uuid[], %(started_at)b::bigint[],
            %(finished_at)b::bigint[], %(answered)b::integer[], %(score_permille)b::integer[],
            %(passed)b::boolean[])
            AS u(id, seq, exam_id, trainee_id, session_id, started_at, finished_at, answered,
                 score_permille, passed)
        ORDER BY u.seq
        ON CONFLICT (id) DO NOTHING""",
    SignOffFact: b"""
        INSERT INTO sign_offs (id, station_id, seq, sitting_id, supervisor_id, signed_at, proof)
        SELECT u.id, %(station)b, u.seq, u.sitting_id, u.supervisor_id, u.signed_at, u.proof
        FROM unnest(%(id)b::uuid[], %(seq)b::bigint[], %(sitting_id)b::uuid[],
            %(supervisor_id)b::uuid[], %(signed_at)b::bigint[], %(proof)b::bytea[])
            AS u(id, seq, sitting_id, supervisor_id, signed_at, proof)
        ORDER BY u.seq
        ON CONFLICT (id) DO NOTHING""",
    AuditFact: b"""
        INSERT INTO audit_events (id, station_id, seq, at, kind, supervisor_id, subject, detail)
        SELECT u.id, %(station)b, u.seq, u.at, u.kind, u.supervisor_id, u.subject, u.detail::jsonb
        FROM unnest(%(id)b::uuid[], %(seq)b::bigint[], %(at)b::bigint[], %(kind)b::text[],
            %(supervisor_id)b::uuid[], %(subject)b::text[], %(detail)b::text[])
            AS u(id, seq, at, kind, supervisor_id, subject, detail)
        ORDER BY u.seq
        ON CONFLICT (id) DO NOTHING""",
}


_KIND_NAMES: Final[dict[type, str]] = {
    AttemptFact: "attempts",
    SittingFact: "exam_sittings",
    SignOffFact: "sign_offs",
    AuditFact: "audit_events",
}


@dataclass(frozen=True, slots=True)
class StationInfo:
    """Who the connected station is on the site, and how far the site has its facts."""

    id: int
    name: str
    contiguous_seq: int
    max_seq: int
    site_version: int


@dataclass(frozen=True, slots=True)
class PushResult:
    """A committed push: facts sent, how many were new to the site, the station's counters."""

    sent: int
    added: int
    contiguous_seq: int
    max_seq: int


def hello(
    conn: Connection, head_seq: int, app_version: str, station_knows: int = SITE_SCHEMA_VERSION
) -> StationInfo:
    """Check the site serves this station, report its outbox head, learn its station id."""
    try:
        found = check_station_can_use(read_version(conn), station_knows)
        with conn.transaction():
            row = conn.execute(
                "SELECT station_id, station_name, contiguous_seq, max_seq "
                "FROM report_station(%s, %s, %s)",
                (head_seq, station_knows, app_version),
            ).fetchone()
    except psycopg.Error as exc:
        raise translate(exc, _url(conn)) from None
    if row is None:
        raise SitePermissionError("The site does not know this station's role.")
    sid, name, contiguous, top = row
    return StationInfo(int(str(sid)), str(name), int(str(contiguous)), int(str(top)), found.version)


def _url(conn: Connection) -> str:
    info = conn.info
    return f"postgresql://{info.user}@{info.host}:{info.port}/{info.dbname}"


def _columns(kind: type, facts: Sequence[Fact]) -> dict[str, object]:
    # AttemptFact is a named tuple, the other facts dataclasses.
    names = getattr(kind, "_fields", None) or kind.__dataclass_fields__  # type: ignore[attr-defined]
    return {name: [getattr(fact, name) for fact in facts] for name in names}


def push(conn: Connection, station_id: int, facts: Sequence[Fact]) -> PushResult:
    """Insert a batch of this station's facts in one transaction; returns after COMMIT."""
    require_autocommit(conn)
    by_kind: dict[type, list[Fact]] = {}
    for fact in facts:
        by_kind.setdefault(type(fact), []).append(fact)
    added = 0
    try:
        with conn.transaction():
            # The numbers first: the answers' insert takes the class rows every station
            # shares (the rollups), and holds them only from there to the COMMIT.
            row = conn.execute(
                "SELECT contiguous_seq, max_seq FROM claim_facts(%b, %b::uuid[], %b)",
                (
                    [_KIND_NAMES[type(fact)] for fact in facts],
                    [fact.id for fact in facts],
                    [fact.seq for fact in facts],
                ),
            ).fetchone()
            for kind, group in by_kind.items():
                params = _columns(kind, group)
                params["station"] = station_id
                cursor = conn.execute(_INSERTS[kind], params)
                added += max(cursor.rowcount, 0)
    except psycopg.Error as exc:
        raise translate(exc, _url(conn)) from None
    contiguous, top = (0, 0) if row is None else (int(str(row[0])), int(str(row[1])))
    return PushResult(len(facts), added, contiguous, top)


@dataclass(frozen=True, slots=True)
class TraineeFacts:
    """A trainee's facts from the site, and the cursor to pull from next time."""

    attempts: tuple[AttemptFact, ...]
    sittings: tuple[SittingFact, ...]
    station_of: dict[str, str]
    cursor: int
    sign_offs: tuple[SignOffFact, ...] = ()
    language: SiteLanguage | None = None
    """The trainee's language choice, when asked for (``None`` also when the site keeps
    none: before schema 5)."""


_ATTEMPT_COLUMNS: Final = (
    b"a.id::text, a.seq, a.trainee_id::text, a.session_id::text, a.game, a.skill, a.family, "
    b"a.difficulty, a.seed, a.params::text, a.answer::text, a.expected::text, a.credit, "
    b"a.response_ms, a.mode, a.ts, a.day, s.name"
)


_VOIDED_A: Final = voided("a").encode()

TRAINEE_ATTEMPTS_SQL: Final = (
    b"SELECT " + _ATTEMPT_COLUMNS + b" FROM attempts AS a "
    b"JOIN stations AS s ON s.id = a.station_id "
    b"WHERE a.trainee_id = %s AND a.tx >= %s::text::xid8 "
    b"AND a.station_id IS DISTINCT FROM %s AND NOT " + _VOIDED_A + b" "
    b"ORDER BY a.station_id, a.seq"
)
"""A trainee's answers since a cursor, from the other stations (the benchmark runs it raw)."""


_TRAINEE_SITTINGS_SQL: Final = (
    "SELECT x.id::text, x.seq, x.exam_id::text, x.trainee_id::text, x.session_id::text, "
    "x.started_at, x.finished_at, x.answered, x.score_permille, x.passed, s.name "
    "FROM exam_sittings AS x JOIN stations AS s ON s.id = x.station_id "
    "WHERE x.trainee_id = %s AND x.tx >= %s::text::xid8 "
    f"AND x.station_id IS DISTINCT FROM %s AND NOT {voided('x')} "
    "ORDER BY x.station_id, x.seq"
).encode()

# Sign-offs of this trainee's sittings, wherever the sitting was sat: only those certified
# by their supervisor's authority (issue 32).
_TRAINEE_SIGN_OFFS_SQL: Final = (
    b"SELECT o.id::text, o.seq, o.sitting_id::text, o.supervisor_id::text, o.signed_at "
    b"FROM sign_offs AS o JOIN exam_sittings AS x ON x.id = o.sitting_id "
    b"WHERE x.trainee_id = %s AND o.tx >= %s::text::xid8 AND o.certified "
    b"AND o.station_id IS DISTINCT FROM %s ORDER BY o.station_id, o.seq"
)

_PULL_SETTINGS: Final = (
    # A pull sorts a trainee's answers (twenty thousand rows of some 300 bytes): in memory,
    # not in files on the server's disk (its default work_mem, 4 MB, spills them), and in
    # the backend serving the station, not in parallel workers started for one sort.
    b"SET LOCAL work_mem = '32MB'",
    b"SET LOCAL max_parallel_workers_per_gather = 0",
)

_AS_ATTEMPT: Final = functools.partial(tuple.__new__, AttemptFact)
_FACT_FIELDS: Final = operator.itemgetter(slice(0, len(AttemptFact._fields)))
_FIRST: Final = operator.itemgetter(0)


def pull_trainee(
    conn: Connection,
    trainee_id: str,
    *,
    after: int = 0,
    not_station: int | None = None,
    language: bool = False,
) -> TraineeFacts:
    """Every fact of one trainee stored since the cursor *after* (0: all of them).

    Facts of *not_station* (the station asking, which has its own) are left out, and so
    are those a retired station sent in its retirement window (they count nowhere).
    ``station_of`` names each attempt's station. Read in one repeatable-read snapshot,
    its statements sent at once (one round trip to the site, not seven); with the
    trainee's *language* choice too when asked (a sign-in: not a round trip of its own).
    """
    where = (trainee_id, after, not_station)
    try:
        with conn.pipeline(), conn.transaction():
            conn.execute(b"SET TRANSACTION ISOLATION LEVEL REPEATABLE READ")
            for setting in _PULL_SETTINGS:
                conn.execute(setting)
            snapshot = conn.execute(SNAPSHOT_XMIN_SQL)
            answers = conn.execute(TRAINEE_ATTEMPTS_SQL, where)
            sat = conn.execute(_TRAINEE_SITTINGS_SQL, where)
            signed = conn.execute(_TRAINEE_SIGN_OFFS_SQL, where)
            chosen = conn.execute(TRAINEE_LANGUAGE_SQL, (trainee_id,)) if language else None
            found = snapshot.fetchone()
            rows = answers.fetchall()
            sitting_rows = sat.fetchall()
            sign_off_rows = signed.fetchall()
            choice = language_of(chosen.fetchone()) if chosen is not None else None
    except psycopg.Error as exc:
        raise translate(exc, _url(conn)) from None
    # Twenty thousand rows at a sign-in: made into facts and named by station through
    # map and itemgetter, not row by row in Python (a third of the time).
    attempts = tuple(map(_AS_ATTEMPT, map(_FACT_FIELDS, rows)))
    last = len(AttemptFact._fields)
    stations = dict(zip(map(_FIRST, rows), map(operator.itemgetter(last), rows), strict=True))
    sittings = tuple(SittingFact(*r[:10]) for r in sitting_rows)  # type: ignore[arg-type]
    stations.update({str(r[0]): str(r[10]) for r in sitting_rows})
    sign_offs = tuple(SignOffFact(*r) for r in sign_off_rows)  # type: ignore[arg-type]
    cursor = int(str(found[0])) if found else 0
    return TraineeFacts(attempts, sittings, stations, cursor, sign_offs, choice)


@dataclass(frozen=True, slots=True)
class VoidedAnswers:
    """Answers that no longer count (their station was retired since the site received
    them), by trainee id, and the cursor to ask from next time."""

    by_trainee: dict[str, tuple[str, ...]]
    cursor: int


def voided_answers(conn: Connection, *, after: int = 0) -> VoidedAnswers:
    """The answers of every retirement made since the cursor *after* (0: all of them),
    read in one snapshot, as trainee ids and answer ids; a station drops its copies."""
    try:
        with conn.transaction():
            cursor = snapshot_cursor(conn)
            rows = conn.execute(
                "SELECT a.trainee_id::text, array_agg(a.id::text ORDER BY a.id) "
                "FROM retirements AS r JOIN attempts AS a ON a.station_id = r.station_id "
                "AND a.received_at >= r.since AND (r.until IS NULL OR a.received_at < r.until) "
                "WHERE r.tx >= %s::text::xid8 GROUP BY a.trainee_id ORDER BY a.trainee_id",
                (after,),
            ).fetchall()
    except psycopg.Error as exc:
        raise translate(exc, _url(conn)) from None
    found = {str(trainee): tuple(str(i) for i in ids) for trainee, ids in rows}  # type: ignore[attr-defined]
    return VoidedAnswers(found, cursor)


def station_exam_log(conn: Connection, station_id: int) -> list[LogEntry]:
    """The copy the site holds of a station's exam log (issue 29: each entry came as an
    ``exam-log`` audit event with the sittings), in the chain's order."""
    try:
        rows = conn.execute(
            "SELECT detail->>'seq', detail->>'kind', detail->>'subject', detail->>'entry', "
            "detail->>'prev', detail->>'hash' FROM audit_events "
            "WHERE station_id = %s AND kind = 'exam-log' ORDER BY (detail->>'seq')::bigint",
            (station_id,),
        ).fetchall()
    except psycopg.Error as exc:
        raise translate(exc, _url(conn)) from None
    return [LogEntry(int(str(r[0])), *(str(v) for v in r[1:])) for r in rows]
