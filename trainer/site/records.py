"""Records on the site: pulled by version, changed only by compare-and-set.

Every record (trainee, supervisor, house setting, exam) carries the version the site
gave its last change, and the server transaction that stored it; a station pulls by
transaction, as it pulls facts, and misses nothing (issue 32: no longer one lock for
every record change, which a station could hold). A change
names the version the station last saw: the site applies it only if that is still the
version in force (a retry of a change already applied is recognised and succeeds), and
otherwise answers with what is in force, so the supervisor who lost is shown the
conflict instead of having it silently overwritten.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final, Literal

import psycopg

from trainer.site.connection import snapshot_cursor, translate
from trainer.site.errors import SiteDataError
from trainer.site.schema import Connection

Outcome = Literal["applied", "conflict", "merged", "name-taken", "refused"]
"""``refused``: a station's change without its supervisor's authority (issue 32)."""


@dataclass(frozen=True, slots=True)
class SiteTrainee:
    """A trainee as the site holds them (times are epoch milliseconds)."""

    id: str
    name: str
    pin_hash: str | None
    created_at: int
    archived_at: int | None
    version: int
    language: SiteLanguage | None = None
    """The trainee's language choice as the site holds it (``None`` from a site before
    schema 5, which keeps none)."""


@dataclass(frozen=True, slots=True)
class SiteLanguage:
    """A trainee's language choice on the site (site schema 5): the language (``""``: the
    station's), table English, and the version of the choice alone."""

    language: str
    table_english: bool
    version: int


LANGUAGES_SINCE: Final = 5
"""The site schema version that keeps each trainee's language."""


@dataclass(frozen=True, slots=True)
class SiteSupervisor:
    """A supervisor as the site holds them; the site sends a station no PIN hash of a
    supervisor (``None``), only its owner writes one."""

    id: str
    name: str
    pin_hash: str | None
    created_at: int
    version: int


@dataclass(frozen=True, slots=True)
class SiteSetting:
    """A house setting's value in force on the site, and who set it last."""

    key: str
    value: str
    version: int
    changed_at: int | None
    changed_by: str | None
    changed_by_name: str | None = None


@dataclass(frozen=True, slots=True)
class SiteExam:
    """An exam definition as the site holds it."""

    id: str
    name: str
    games: tuple[str, ...]
    skills: tuple[str, ...]
    question_count: int
    time_limit_seconds: int
    pass_mark_percent: int
    seed: int
    created_by: str
    created_at: int
    retired_at: int | None
    version: int


@dataclass(frozen=True, slots=True)
class RecordChanges:
    """Every record changed since a cursor, and the cursor to pull from next time."""

    trainees: tuple[SiteTrainee, ...]
    supervisors: tuple[SiteSupervisor, ...]
    settings: tuple[SiteSetting, ...]
    exams: tuple[SiteExam, ...]
    version: int

    @property
    def count(self) -> int:
        """How many records changed."""
        return len(self.trainees) + len(self.supervisors) + len(self.settings) + len(self.exams)


def _int(value: object) -> int:
    return int(str(value))


def _opt_int(value: object) -> int | None:
    return None if value is None else int(str(value))


def _opt_str(value: object) -> str | None:
    return None if value is None else str(value)


def _url(conn: Connection) -> str:
    info = conn.info
    return f"postgresql://{info.user}@{info.host}:{info.port}/{info.dbname}"


_PULLS: Final = (
    "SELECT id::text, name, pin_hash, created_at, archived_at, version FROM trainees "
    "WHERE tx >= %s::text::xid8 ORDER BY version",
    "SELECT id::text, name, NULL::text, created_at, version FROM supervisors "
    "WHERE tx >= %s::text::xid8 ORDER BY version",
    "SELECT s.key, s.value, s.version, s.changed_at, s.changed_by::text, p.name "
    "FROM settings AS s LEFT JOIN supervisors AS p ON p.id = s.changed_by "
    "WHERE s.tx >= %s::text::xid8 ORDER BY s.version",
    "SELECT id::text, name, games::text, skills::text, question_count, time_limit_seconds, "
    "pass_mark_percent, seed, created_by::text, created_at, retired_at, version FROM exams "
    "WHERE tx >= %s::text::xid8 ORDER BY version",
)


_TRAINEES_WITH_LANGUAGES: Final = _PULLS[0].replace(
    "archived_at, version FROM",
    "archived_at, version, language, table_english, language_version FROM",
)


def pull_records(conn: Connection, above: int = 0, *, site_version: int = 0) -> RecordChanges:
    """Every record stored since the cursor *above* (0: all of them), read in one snapshot.

    As with facts, the cursor is the oldest transaction that snapshot could not yet see:
    a record committed late is never skipped, and one already held may come again (its
    version says so). ``RecordChanges.version`` is the cursor to pull from next time.
    A site of *site_version* 5 or later sends each trainee's language choice too.
    """
    languages = site_version >= LANGUAGES_SINCE
    pulls = (_TRAINEES_WITH_LANGUAGES, *_PULLS[1:]) if languages else _PULLS
    try:
        with conn.transaction():
            cursor = snapshot_cursor(conn)
            trainee_rows, supervisor_rows, setting_rows, exam_rows = (
                conn.execute(query, (above,)).fetchall() for query in pulls
            )
    except psycopg.Error as exc:
        raise translate(exc, _url(conn)) from None
    trainees = tuple(
        SiteTrainee(
            str(r[0]),
            str(r[1]),
            _opt_str(r[2]),
            _int(r[3]),
            _opt_int(r[4]),
            _int(r[5]),
            SiteLanguage(str(r[6]), bool(r[7]), _int(r[8])) if languages else None,
        )
        for r in trainee_rows
    )
    supervisors = tuple(
        SiteSupervisor(str(i), str(n), _opt_str(p), _int(c), _int(v))
        for i, n, p, c, v in supervisor_rows
    )
    settings = tuple(
        SiteSetting(str(k), str(val), _int(v), _opt_int(at), _opt_str(by), _opt_str(name))
        for k, val, v, at, by, name in setting_rows
    )
    exams = tuple(
        SiteExam(
            str(r[0]),
            str(r[1]),
            tuple(json.loads(str(r[2]))),
            tuple(json.loads(str(r[3]))),
            _int(r[4]),
            _int(r[5]),
            _int(r[6]),
            _int(r[7]),
            str(r[8]),
            _int(r[9]),
            _opt_int(r[10]),
            _int(r[11]),
        )
        for r in exam_rows
    )
    return RecordChanges(trainees, supervisors, settings, exams, max(above, cursor))


@dataclass(frozen=True, slots=True)
class SettingResult:
    """The answer to a setting change: applied or not, and what is now in force."""

    applied: bool
    setting: SiteSetting
    refused: str | None = None
    """Why the site refused the supervisor's authority (``wrong``, ``locked``, ...)."""


def change_setting(
    conn: Connection,
    key: str,
    value: str,
    *,
    expected_version: int,
    supervisor_id: str,
    proof: bytes | None = None,
    station_at: int | None = None,
) -> SettingResult:
    """Compare-and-set one house setting (its text, already checked by the station), with
    the supervisor's authority key *proof* (the site's owner needs none)."""
    row = _call_one(
        conn,
        "SELECT applied, version, value, changed_by::text, changed_by_name, changed_at, "
        "refused FROM change_setting_proved(%s, %s, %s, %s, %s, %s)",
        (key, expected_version, value, supervisor_id, proof, station_at),
    )
    applied, version, now_value, by, by_name, at, refused = row
    setting = SiteSetting(
        key, str(now_value), _int(version), _opt_int(at), _opt_str(by), _opt_str(by_name)
    )
    return SettingResult(bool(applied), setting, _opt_str(refused))


@dataclass(frozen=True, slots=True)
class TraineeResult:
    """The answer to a trainee change; ``trainee`` is what is in force on the site."""

    outcome: Outcome
    trainee: SiteTrainee
    refused: str | None = None


def put_trainee(
    conn: Connection,
    trainee: SiteTrainee,
    *,
    expected_version: int,
    supervisor_id: str | None = None,
    proof: bytes | None = None,
    station_at: int | None = None,
) -> TraineeResult:
    """Create (``expected_version=0``) or change a trainee by compare-and-set.

    A new trainee whose name an active trainee on the site already has comes back
    ``merged`` with that trainee: the station adopts the site's id. A change to a trainee
    the site has needs a supervisor's authority key *proof* from a station.
    """
    row = _call_one(
        conn,
        "SELECT outcome, id::text, version, name, pin_hash, created_at, archived_at "
        "FROM put_trainee_proved(%s, %s, %s, %s, %s, %s, %s, %s, %s)",
        (
            trainee.id,
            expected_version,
            trainee.name,
            trainee.pin_hash,
            trainee.created_at,
            trainee.archived_at,
            supervisor_id,
            proof,
            station_at,
        ),
    )
    outcome, tid, version, name, pin_hash, created, archived = row
    found = SiteTrainee(
        str(tid), str(name), _opt_str(pin_hash), _int(created), _opt_int(archived), _int(version)
    )
    verdict, refused = _verdict(outcome)
    return TraineeResult(verdict, found, refused)


@dataclass(frozen=True, slots=True)
class LanguageResult:
    """The answer to a trainee's language change: ``applied`` or ``conflict``, and the
    choice in force on the site."""

    outcome: Outcome
    language: SiteLanguage


def set_trainee_language(
    conn: Connection,
    trainee_id: str,
    language: str,
    table_english: bool,
    *,
    expected_version: int,
    station_at: int | None = None,
) -> LanguageResult:
    """Compare-and-set a trainee's language choice (site schema 5): the trainee's own,
    made signed in at a station, so no supervisor's authority goes with it (see
    :mod:`trainer.site.ddl_v5` for why)."""
    row = _call_one(
        conn,
        "SELECT outcome, language, table_english, language_version "
        "FROM set_trainee_language(%s, %s, %s, %s, %s)",
        (trainee_id, expected_version, language, table_english, station_at),
    )
    outcome, now_language, now_table, version = row
    return LanguageResult(
        _outcome(outcome), SiteLanguage(str(now_language), bool(now_table), _int(version))
    )


# Read through the row as JSON: one round trip at sign-in on any site, and no error on a
# site before schema 5, whose rows have no such keys (NULLs then).
TRAINEE_LANGUAGE_SQL: Final = (
    "SELECT j->>'language', (j->>'table_english')::boolean, "
    "(j->>'language_version')::bigint "
    "FROM (SELECT to_jsonb(t) AS j FROM trainees AS t WHERE t.id = %s) AS found"
)
"""One trainee's language choice, by the site's trainee id (see :func:`language_of`): read
with the trainee's facts at a sign-in pull (:func:`trainer.site.facts.pull_trainee`)."""


def language_of(row: Sequence[object] | None) -> SiteLanguage | None:
    """The choice a row of :data:`TRAINEE_LANGUAGE_SQL` holds, ``None`` if the site keeps
    none (before schema 5) or has no such trainee (no row)."""
    if row is None or row[2] is None:
        return None
    return SiteLanguage(str(row[0]), bool(row[1]), _int(row[2]))


@dataclass(frozen=True, slots=True)
class SupervisorResult:
    """The answer to a supervisor change; ``supervisor`` is what is in force on the site."""

    outcome: Outcome
    supervisor: SiteSupervisor


def put_supervisor(
    conn: Connection,
    supervisor: SiteSupervisor,
    *,
    expected_version: int,
    by: str | None = None,
    station_at: int | None = None,
) -> SupervisorResult:
    """Create (``expected_version=0``) or change a supervisor (name, PIN hash) by CAS: the
    site's owner only (a station may not, issue 32)."""
    row = _call_one(
        conn,
        "SELECT outcome, id::text, version, name, pin_hash, created_at "
        "FROM put_supervisor(%s, %s, %s, %s, %s, %s, %s)",
        (
            supervisor.id,
            expected_version,
            supervisor.name,
            supervisor.pin_hash,
            supervisor.created_at,
            by,
            station_at,
        ),
    )
    outcome, sid, version, name, pin_hash, created = row
    found = SiteSupervisor(str(sid), str(name), _opt_str(pin_hash), _int(created), _int(version))
    return SupervisorResult(_outcome(outcome), found)


@dataclass(frozen=True, slots=True)
class ExamResult:
    """The answer to an exam change: the outcome, the version and retirement in force."""

    outcome: Outcome
    version: int
    retired_at: int | None
    refused: str | None = None


def put_exam(
    conn: Connection,
    exam: SiteExam,
    *,
    expected_version: int,
    by: str | None = None,
    proof: bytes | None = None,
    station_at: int | None = None,
) -> ExamResult:
    """Create (``expected_version=0``) an exam or retire it, by compare-and-set, with the
    authority key *proof* of *by* (else of its author) when a station sends it."""
    row = _call_one(
        conn,
        "SELECT outcome, version, retired_at FROM put_exam_proved(%s, %s, %s, %s::jsonb, "
        "%s::jsonb, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)",
        (
            exam.id,
            expected_version,
            exam.name,
            json.dumps(list(exam.games)),
            json.dumps(list(exam.skills)),
            exam.question_count,
            exam.time_limit_seconds,
            exam.pass_mark_percent,
            exam.seed,
            exam.created_by,
            exam.created_at,
            exam.retired_at,
            by,
            proof,
            station_at,
        ),
    )
    outcome, version, retired = row
    verdict, refused = _verdict(outcome)
    return ExamResult(verdict, _int(version), _opt_int(retired), refused)


def _verdict(value: object) -> tuple[Outcome, str | None]:
    """An outcome, and the reason of a refusal (``refused:wrong`` and the like)."""
    text = str(value)
    if text.startswith("refused:"):
        return "refused", text.removeprefix("refused:")
    return _outcome(text), None


def _outcome(value: object) -> Outcome:
    text = str(value)
    if text == "applied":
        return "applied"
    if text == "conflict":
        return "conflict"
    if text == "merged":
        return "merged"
    if text == "name-taken":
        return "name-taken"
    raise SiteDataError(f"The site answered a record change with {text!r}.")


def _call_one(conn: Connection, query: str, params: Sequence[object]) -> tuple[object, ...]:
    try:
        with conn.transaction():
            row = conn.execute(query.encode(), params).fetchone()
    except psycopg.Error as exc:
        raise translate(exc, _url(conn)) from None
    if row is None:
        raise SiteDataError("The site gave no answer to a record change.")
    return row
