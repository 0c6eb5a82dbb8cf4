"""The store's schema, versioned with ``PRAGMA user_version`` and upgraded by forward migrations.

A file at version *v* is upgraded by running, in order, every migration numbered above
*v*, each in its own transaction that also sets ``user_version``; a failure rolls that
migration back and leaves the file at the last version that completed. The store takes a
backup before each migration of a file that already holds data. A file from a newer
Dealer Trainer is refused, never downgraded.

Version 1 holds:

- ``labels``: the games, skills, question families and stations, each stored once and
  referred to by a small integer from the (millions of) attempts.
- ``trainees``, ``supervisors`` (PINs as scrypt hashes, wrong-PIN lock state),
  ``settings`` and ``settings_audit``, ``sessions``, ``exams`` and ``exam_sittings``.
- ``attempts``: append-only (triggers refuse UPDATE and DELETE), one row per answer, with
  a 16-byte UUID, UTC epoch-ms ``ts`` and the station's local ``day`` (days since
  1970-01-01). Indexed by (trainee, game, skill, ts) for the last-N reads of mastery.
- Statistics rollups kept by an ``AFTER INSERT`` trigger in the same transaction as the
  attempt: ``day_skill`` (trainee, game, skill, day: attempts, fully correct, credit and
  a response-time histogram of :data:`~trainer.progress.timing.BUCKET_COUNT` buckets) and
  ``day_family`` (trainee, game, skill, family, day: attempts, correct, credit), plus
  ``class_day_skill`` and ``class_day_family``, the same summed over *active* trainees
  (archiving or restoring a trainee subtracts or adds their rows).
- ``mastery``: each (trainee, game, skill)'s current mastery, re-decided on every
  attempt and whenever a mastery setting changes.

Version 2 adds what a drill reads (see :mod:`trainer.progress.states`), built from the
attempts already stored: ``family_states`` (each (trainee, family)'s scheduler state),
``open_misses`` (the questions to redo in "my mistakes") and ``day_practice`` (answers
and time per day, for the daily goal).

Version 3 makes the file a station's outbox for a school's site (see
:mod:`trainer.progress.outbox`): ``station_seq`` on every fact recorded here, the site's
id and version of every record with a "changed here" mark, and ``site_state``,
``site_pulls`` and ``site_conflicts``.

Version 4 lets an exam be trusted: ``exams.practice`` (a trainee may start it alone;
otherwise a supervisor starts each sitting), and on ``exam_sittings`` the ``seed`` its
questions were drawn from (each sitting draws its own; the sittings already stored were
drawn from their exam's seed, and are given it), ``supervised_by`` (the supervisor who
started it) and ``ended_early`` (ended with questions left and time to answer them).

Version 5 seals exports and keeps imported answers apart (see
:mod:`trainer.progress.signing`): ``signing_keys`` (the store's key, made here, and the keys
it held before), ``imports`` (each import: its file, its station, whether it was sealed by
this store, and the supervisor who accepted it if not), and ``attempts.import_id``, the
import an answer came by (``NULL`` for an answer recorded here).

Version 6 adds classes of trainees (``cohorts``) and removable supervisors.

Version 7 folds a family's answers dated out of order from a stored base
(``family_bases``).

Version 8 gives the school an identity (see :mod:`trainer.progress.identity`):
``school_keys`` (its Ed25519 key pair, made here, and any it held before) and
``credentials`` (each Open Badges credential issued for a signed-off sitting, its signed
token and QR summary, who issued it, and who revoked it, when and why).

Version 9 keeps each trainee's language and table-English choice.

Version 10 makes the exam record tamper-evident and adds the practical part of an exam
(see :mod:`trainer.progress.examlog` and :mod:`trainer.progress.tabletests`):
``exam_log``, a chain of this station's finished sittings, sign-offs and table tests,
each entry's hash covering its content and the previous entry's hash (built on upgrade
from the sittings and sign-offs already stored, in the order they were numbered), and
``table_tests``, a supervisor's scores of a live table test on the house's rubric. Each
entry of the log is a fact of the station's outbox too (``station_seq``), so that the
school's site keeps a copy of every station's chain.

Version 11 makes the rollup trigger again as version 1 made it, without the ``WHEN`` that
read ``outbox.bulk`` before every answer, and drops that flag: a bulk write (an import, a
trainee's answers pulled from the site) sets the per-answer triggers aside instead
(:func:`triggers_aside`, :func:`trainer.progress.rollups.written_in_bulk`).
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Final

from trainer.progress.errors import MigrationError, NewerStoreError, StoreError
from trainer.progress.timing import BUCKET_COUNT
from trainer.words import QT_TRANSLATE_NOOP, say, translated

APPLICATION_ID: Final = 0x44545231
"""``PRAGMA application_id`` of a progress file ("DTR1"), so a foreign SQLite file is spotted."""

HIST_COLUMNS: Final = tuple(f"h{i}" for i in range(BUCKET_COUNT))
"""The response-time histogram columns of ``day_skill`` and ``class_day_skill``."""


@dataclass(frozen=True, slots=True)
class Migration:
    """One forward step: the version it produces, what it does, and the statements."""

    version: int
    summary: str
    """What it does, marked (``QT_TRANSLATE_NOOP``): kept in English in the file's log,
    worded in the language in force when an upgrade fails."""
    apply: Callable[[sqlite3.Connection], None]


def _rollup_statements() -> list[str]:
    hist_defs = ", ".join(f"{h} INTEGER NOT NULL DEFAULT 0" for h in HIST_COLUMNS)
    hist_names = ", ".join(HIST_COLUMNS)
    hist_values = ", ".join(f"NEW.rt_bucket = {i}" for i in range(BUCKET_COUNT))
    hist_sums = ", ".join(f"{h} = {h} + excluded.{h}" for h in HIST_COLUMNS)
    counts = "n = n + 1, correct = correct + excluded.correct, credit = credit + excluded.credit"
    new_counts = "1, NEW.credit = 1000, NEW.credit"
    active = "FROM trainees WHERE id = NEW.trainee_id AND archived_at IS NULL"
    return [
        f"""CREATE TABLE day_skill (
            trainee_id INTEGER NOT NULL, game INTEGER NOT NULL, skill INTEGER NOT NULL,
            day INTEGER NOT NULL, n INTEGER NOT NULL, correct INTEGER NOT NULL,
            credit INTEGER NOT NULL, {hist_defs},
            PRIMARY KEY (trainee_id, game, skill, day)) WITHOUT ROWID""",
        """CREATE TABLE day_family (
            trainee_id INTEGER NOT NULL, game INTEGER NOT NULL, skill INTEGER NOT NULL,
            family INTEGER NOT NULL, day INTEGER NOT NULL, n INTEGER NOT NULL,
            correct INTEGER NOT NULL, credit INTEGER NOT NULL,
            PRIMARY KEY (trainee_id, game, skill, family, day)) WITHOUT ROWID""",
        f"""CREATE TABLE class_day_skill (
            game INTEGER NOT NULL, skill INTEGER NOT NULL, day INTEGER NOT NULL,
            n INTEGER NOT NULL, correct INTEGER NOT NULL, credit INTEGER NOT NULL, {hist_defs},
            PRIMARY KEY (game, skill, day)) WITHOUT ROWID""",
        """CREATE TABLE class_day_family (
            game INTEGER NOT NULL, skill INTEGER NOT NULL, family INTEGER NOT NULL,
            day INTEGER NOT NULL, n INTEGER NOT NULL, correct INTEGER NOT NULL,
            credit INTEGER NOT NULL,
            PRIMARY KEY (game, skill, family, day)) WITHOUT ROWID""",
        """CREATE TABLE mastery (
            trainee_id INTEGER NOT NULL REFERENCES trainees(id), game INTEGER NOT NULL,
            skill INTEGER NOT NULL, mastered INTEGER NOT NULL, considered INTEGER NOT NULL,
            correct INTEGER NOT NULL, median_ms REAL,
            PRIMARY KEY (trainee_id, game, skill)) WITHOUT ROWID""",
        f"""CREATE TRIGGER attempts_rollup AFTER INSERT ON attempts BEGIN
            INSERT INTO day_skill (trainee_id, game, skill, day, n, correct, credit, {hist_names})
            VALUES (NEW.trainee_id, NEW.game, NEW.skill, NEW.day, {new_counts}, {hist_values})
            ON CONFLICT (trainee_id, game, skill, day) DO UPDATE SET {counts}, {hist_sums};
            INSERT INTO day_family (trainee_id, game, skill, family, day, n, correct, credit)
            VALUES (NEW.trainee_id, NEW.game, NEW.skill, NEW.family, NEW.day, {new_counts})
            ON CONFLICT (trainee_id, game, skill, family, day) DO UPDATE SET {counts};
            INSERT INTO class_day_skill (game, skill, day, n, correct, credit, {hist_names})
            SELECT NEW.game, NEW.skill, NEW.day, {new_counts}, {hist_values} {active}
            ON CONFLICT (game, skill, day) DO UPDATE SET {counts}, {hist_sums};
            INSERT INTO class_day_family (game, skill, family, day, n, correct, credit)
            SELECT NEW.game, NEW.skill, NEW.family, NEW.day, {new_counts} {active}
            ON CONFLICT (game, skill, family, day) DO UPDATE SET {counts};
        END""",
    ]


_V1_TABLES: Final = (
    """CREATE TABLE labels (
        id INTEGER PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('game', 'skill', 'family', 'station')),
        name TEXT NOT NULL,
        UNIQUE (kind, name))""",
    """CREATE TABLE trainees (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL CHECK (length(trim(name)) > 0),
        name_key TEXT NOT NULL,
        pin_hash TEXT,
        created_at INTEGER NOT NULL,
        archived_at INTEGER,
        failed_pins INTEGER NOT NULL DEFAULT 0,
        lockouts INTEGER NOT NULL DEFAULT 0,
        locked_until INTEGER NOT NULL DEFAULT 0)""",
    "CREATE UNIQUE INDEX trainees_active_name ON trainees (name_key) WHERE archived_at IS NULL",
    """CREATE TABLE supervisors (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL CHECK (length(trim(name)) > 0),
        name_key TEXT NOT NULL UNIQUE,
        pin_hash TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        failed_pins INTEGER NOT NULL DEFAULT 0,
        lockouts INTEGER NOT NULL DEFAULT 0,
        locked_until INTEGER NOT NULL DEFAULT 0)""",
    "CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID",
    """CREATE TABLE settings_audit (
        id INTEGER PRIMARY KEY,
        key TEXT NOT NULL,
        old_value TEXT NOT NULL,
        new_value TEXT NOT NULL,
        supervisor_id INTEGER NOT NULL REFERENCES supervisors (id),
        supervisor_name TEXT NOT NULL,
        changed_at INTEGER NOT NULL)""",
    """CREATE TABLE sessions (
        id BLOB PRIMARY KEY CHECK (length(id) = 16),
        trainee_id INTEGER NOT NULL REFERENCES trainees (id),
        mode INTEGER NOT NULL,
        station TEXT NOT NULL,
        started_at INTEGER NOT NULL,
        ended_at INTEGER)""",
    """CREATE TABLE attempts (
        seq INTEGER PRIMARY KEY,
        id BLOB NOT NULL UNIQUE CHECK (length(id) = 16),
        trainee_id INTEGER NOT NULL REFERENCES trainees (id),
        session_id BLOB,
        game INTEGER NOT NULL,
        skill INTEGER NOT NULL,
        family INTEGER NOT NULL,
        difficulty INTEGER NOT NULL,
        seed INTEGER NOT NULL,
        params TEXT NOT NULL,
        answer TEXT NOT NULL,
        expected TEXT NOT NULL,
        credit INTEGER NOT NULL CHECK (credit BETWEEN 0 AND 1000),
        response_ms INTEGER NOT NULL CHECK (response_ms >= 0),
        rt_bucket INTEGER NOT NULL,
        mode INTEGER NOT NULL,
        ts INTEGER NOT NULL,
        day INTEGER NOT NULL,
        station INTEGER NOT NULL)""",
    "CREATE INDEX attempts_recent ON attempts (trainee_id, game, skill, ts)",
    "CREATE INDEX attempts_exam ON attempts (session_id) WHERE mode = 2",
    """CREATE TRIGGER attempts_no_update BEFORE UPDATE ON attempts BEGIN
        SELECT RAISE(ABORT, 'attempts are append-only'); END""",
    """CREATE TRIGGER attempts_no_delete BEFORE DELETE ON attempts BEGIN
        SELECT RAISE(ABORT, 'attempts are append-only'); END""",
    """CREATE TABLE exams (
        id BLOB PRIMARY KEY CHECK (length(id) = 16),
        name TEXT NOT NULL,
        games TEXT NOT NULL,
        skills TEXT NOT NULL,
        question_count INTEGER NOT NULL,
        time_limit_seconds INTEGER NOT NULL,
        pass_mark_percent INTEGER NOT NULL,
        seed INTEGER NOT NULL,
        created_by INTEGER NOT NULL REFERENCES supervisors (id),
        created_at INTEGER NOT NULL,
        retired_at INTEGER)""",
    """CREATE TABLE exam_sittings (
        id BLOB PRIMARY KEY CHECK (length(id) = 16),
        exam_id BLOB NOT NULL REFERENCES exams (id),
        trainee_id INTEGER NOT NULL REFERENCES trainees (id),
        session_id BLOB NOT NULL REFERENCES sessions (id),
        started_at INTEGER NOT NULL,
        finished_at INTEGER,
        answered INTEGER NOT NULL DEFAULT 0,
        score_permille INTEGER,
        passed INTEGER,
        signed_off_by INTEGER REFERENCES supervisors (id),
        signed_off_at INTEGER)""",
)


def _create_v1(conn: sqlite3.Connection) -> None:
    for statement in (*_V1_TABLES, *_rollup_statements()):
        conn.execute(statement)
    conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")


def _create_v2(conn: sqlite3.Connection) -> None:
    from trainer.progress import states

    states.create_v2(conn)


def _ready_for_a_site_v3(conn: sqlite3.Connection) -> None:
    """Version 3: what a station of a school's site needs (see :mod:`trainer.progress.outbox`).

    Records gain the site's id and version and a "changed here" mark set by triggers on
    local edits (an update that brings a new ``site_version`` comes from the site and
    leaves the mark alone). Facts recorded here gain ``station_seq``, this station's
    contiguous sequence shared by attempts, finished sittings, sign-offs and settings
    audit entries; the facts already in the file are numbered in the order stored.
    """
    for statement in _V3_STATEMENTS:
        conn.execute(statement)
    counted = 0
    for table, column, where in _V3_NUMBERED:
        conn.execute(
            f"UPDATE {table} SET {column} = r.n + ? FROM (SELECT rowid AS r_id, "
            f"row_number() OVER (ORDER BY rowid) AS n FROM {table} WHERE {where}) AS r "
            f"WHERE r.r_id = {table}.rowid",
            (counted,),
        )
        counted += int(conn.execute(f"SELECT count(*) FROM {table} WHERE {where}").fetchone()[0])
    conn.execute("UPDATE outbox SET last_seq = ?", (counted,))
    for statement in _V3_AFTER:
        conn.execute(statement)


_NEW_UID: Final = "randomblob(16)"
_V3_STATEMENTS: Final = (
    # Attempts refuse UPDATE; numbering the existing ones is the one exception, made
    # with the trigger lifted inside this migration's transaction.
    "DROP TRIGGER attempts_no_update",
    "ALTER TABLE attempts ADD COLUMN station_seq INTEGER",
    "ALTER TABLE trainees ADD COLUMN uid BLOB CHECK (length(uid) = 16)",
    f"UPDATE trainees SET uid = {_NEW_UID}",
    "ALTER TABLE trainees ADD COLUMN site_version INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE trainees ADD COLUMN site_dirty INTEGER NOT NULL DEFAULT 1",
    "ALTER TABLE supervisors ADD COLUMN uid BLOB CHECK (length(uid) = 16)",
    f"UPDATE supervisors SET uid = {_NEW_UID}",
    "ALTER TABLE supervisors ADD COLUMN site_version INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE supervisors ADD COLUMN site_dirty INTEGER NOT NULL DEFAULT 1",
    "ALTER TABLE exams ADD COLUMN site_version INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE exams ADD COLUMN site_dirty INTEGER NOT NULL DEFAULT 1",
    "ALTER TABLE settings ADD COLUMN site_version INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE settings ADD COLUMN site_dirty INTEGER NOT NULL DEFAULT 1",
    "ALTER TABLE exam_sittings ADD COLUMN station_seq INTEGER",
    "ALTER TABLE exam_sittings ADD COLUMN signoff_seq INTEGER",
    "ALTER TABLE exam_sittings ADD COLUMN signoff_uid BLOB",
    "ALTER TABLE settings_audit ADD COLUMN uid BLOB",
    "ALTER TABLE settings_audit ADD COLUMN station_seq INTEGER",
    f"UPDATE settings_audit SET uid = {_NEW_UID}",
    f"UPDATE exam_sittings SET signoff_uid = {_NEW_UID} WHERE signed_off_by IS NOT NULL",
    # bulk = 1 while a trainee's answers from the site are written in one go: the
    # per-answer rollup trigger stands aside and the trainee's rollups are rebuilt after.
    """CREATE TABLE outbox (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        last_seq INTEGER NOT NULL,
        bulk INTEGER NOT NULL DEFAULT 0)""",
    "INSERT INTO outbox (id, last_seq) VALUES (1, 0)",
    "CREATE TABLE site_state (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID",
    """CREATE TABLE site_pulls (
        trainee_id INTEGER PRIMARY KEY REFERENCES trainees (id),
        cursor INTEGER NOT NULL,
        pulled_at INTEGER NOT NULL)""",
    """CREATE TABLE site_conflicts (
        id INTEGER PRIMARY KEY,
        kind TEXT NOT NULL,
        record TEXT NOT NULL,
        mine TEXT,
        theirs TEXT,
        by_name TEXT,
        at INTEGER NOT NULL,
        seen INTEGER NOT NULL DEFAULT 0)""",
)
_V3_NUMBERED: Final = (
    ("attempts", "station_seq", "1"),
    ("exam_sittings", "station_seq", "finished_at IS NOT NULL"),
    ("exam_sittings", "signoff_seq", "signed_off_by IS NOT NULL"),
    ("settings_audit", "station_seq", "1"),
)


def _outbox_trigger(name: str, event: str, when: str, table: str, sets: str, key: str) -> str:
    return (
        f"CREATE TRIGGER {name} AFTER {event} ON {table} WHEN {when} BEGIN "
        "UPDATE outbox SET last_seq = last_seq + 1; "
        f"UPDATE {table} SET {sets} WHERE {key} = NEW.{key}; END"
    )


def _edited_trigger(table: str, columns: str, key: str) -> str:
    return (
        f"CREATE TRIGGER {table}_edited AFTER UPDATE OF {columns} ON {table} "
        f"WHEN NEW.site_version = OLD.site_version BEGIN "
        f"UPDATE {table} SET site_dirty = 1 WHERE {key} = NEW.{key}; END"
    )


_NEXT: Final = "(SELECT last_seq FROM outbox)"
_V3_AFTER: Final = (
    "DROP TRIGGER attempts_rollup",
    _rollup_statements()[-1].replace(
        "AFTER INSERT ON attempts BEGIN",
        "AFTER INSERT ON attempts WHEN (SELECT bulk FROM outbox) = 0 BEGIN",
    ),
    """CREATE TRIGGER attempts_no_update BEFORE UPDATE ON attempts BEGIN
        SELECT RAISE(ABORT, 'attempts are append-only'); END""",
    "CREATE UNIQUE INDEX attempts_station_seq ON attempts (station_seq) "
    "WHERE station_seq IS NOT NULL",
    "CREATE UNIQUE INDEX trainees_uid ON trainees (uid)",
    "CREATE UNIQUE INDEX supervisors_uid ON supervisors (uid)",
    f"""CREATE TRIGGER trainees_uid AFTER INSERT ON trainees WHEN NEW.uid IS NULL BEGIN
        UPDATE trainees SET uid = {_NEW_UID} WHERE id = NEW.id; END""",
    f"""CREATE TRIGGER supervisors_uid AFTER INSERT ON supervisors WHEN NEW.uid IS NULL BEGIN
        UPDATE supervisors SET uid = {_NEW_UID} WHERE id = NEW.id; END""",
    _edited_trigger("trainees", "name, pin_hash, archived_at", "id"),
    _edited_trigger("supervisors", "name, pin_hash", "id"),
    _edited_trigger("exams", "retired_at", "id"),
    _edited_trigger("settings", "value", "key"),
    _outbox_trigger(
        "sittings_finished_outbox",
        "UPDATE OF finished_at",
        "OLD.finished_at IS NULL AND NEW.finished_at IS NOT NULL AND NEW.station_seq IS NULL",
        "exam_sittings",
        f"station_seq = {_NEXT}",
        "id",
    ),
    _outbox_trigger(
        "sittings_signed_off_outbox",
        "UPDATE OF signed_off_by",
        "OLD.signed_off_by IS NULL AND NEW.signed_off_by IS NOT NULL AND NEW.signoff_seq IS NULL",
        "exam_sittings",
        f"signoff_seq = {_NEXT}, signoff_uid = {_NEW_UID}",
        "id",
    ),
    _outbox_trigger(
        "settings_audit_outbox",
        "INSERT",
        "NEW.station_seq IS NULL",
        "settings_audit",
        f"station_seq = {_NEXT}, uid = coalesce(uid, {_NEW_UID})",
        "id",
    ),
)


def _sittings_of_their_own_v4(conn: sqlite3.Connection) -> None:
    """Version 4: each exam sitting its own seed, who supervised it, whether it ended early;
    each exam whether it is for practice (existing exams are supervised from now on)."""
    for statement in _V4_STATEMENTS:
        conn.execute(statement)


_V4_STATEMENTS: Final = (
    "ALTER TABLE exams ADD COLUMN practice INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE exam_sittings ADD COLUMN seed INTEGER",
    "UPDATE exam_sittings SET seed = (SELECT e.seed FROM exams AS e WHERE e.id = exam_id)",
    "ALTER TABLE exam_sittings ADD COLUMN supervised_by INTEGER REFERENCES supervisors (id)",
    "ALTER TABLE exam_sittings ADD COLUMN ended_early INTEGER NOT NULL DEFAULT 0",
)


_V5_STATEMENTS: Final = (
    """CREATE TABLE signing_keys (
        key_id TEXT PRIMARY KEY,
        key BLOB NOT NULL CHECK (length(key) = 32),
        added_at INTEGER NOT NULL,
        current INTEGER NOT NULL DEFAULT 0 CHECK (current IN (0, 1)))""",
    "CREATE UNIQUE INDEX signing_keys_current ON signing_keys (current) WHERE current = 1",
    """CREATE TABLE imports (
        id INTEGER PRIMARY KEY,
        at INTEGER NOT NULL,
        file TEXT NOT NULL,
        station TEXT,
        seal TEXT NOT NULL CHECK (seal IN ('ours', 'unsigned', 'foreign')),
        accepted_by INTEGER REFERENCES supervisors (id),
        accepted_by_name TEXT,
        added INTEGER NOT NULL DEFAULT 0)""",
    "ALTER TABLE attempts ADD COLUMN import_id INTEGER REFERENCES imports (id)",
)


def _seal_exports_v5(conn: sqlite3.Connection) -> None:
    """Version 5: the store's signing key, and imported answers told from recorded ones."""
    import time

    from trainer.progress.signing import key_id, new_key

    for statement in _V5_STATEMENTS:
        conn.execute(statement)
    key = new_key()
    conn.execute(
        "INSERT INTO signing_keys (key_id, key, added_at, current) VALUES (?, ?, ?, 1)",
        (key_id(key), key, int(time.time() * 1000)),
    )


_V6_STATEMENTS: Final = (
    """CREATE TABLE cohorts (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL CHECK (length(trim(name)) > 0),
        name_key TEXT NOT NULL UNIQUE,
        created_at INTEGER NOT NULL)""",
    "ALTER TABLE trainees ADD COLUMN cohort_id INTEGER REFERENCES cohorts (id)",
    "CREATE INDEX trainees_cohort ON trainees (cohort_id) WHERE cohort_id IS NOT NULL",
    "ALTER TABLE supervisors ADD COLUMN removed_at INTEGER",
)


def _classes_v6(conn: sqlite3.Connection) -> None:
    """Version 6: classes of trainees, and supervisors who can be removed."""
    for statement in _V6_STATEMENTS:
        conn.execute(statement)


def _family_bases_v7(conn: sqlite3.Connection) -> None:
    """Version 7: where a family's fold of an answer older than its last starts again."""
    from trainer.progress import states

    states.create_v7(conn)


_V8_STATEMENTS: Final = (
    """CREATE TABLE IF NOT EXISTS school_keys (
        id INTEGER PRIMARY KEY,
        private BLOB NOT NULL CHECK (length(private) = 32),
        public BLOB NOT NULL UNIQUE CHECK (length(public) = 32),
        made_at INTEGER NOT NULL,
        current INTEGER NOT NULL DEFAULT 0 CHECK (current IN (0, 1)))""",
    "CREATE UNIQUE INDEX IF NOT EXISTS school_keys_current ON school_keys (current) "
    "WHERE current = 1",
    """CREATE TABLE IF NOT EXISTS credentials (
        id BLOB PRIMARY KEY CHECK (length(id) = 16),
        sitting_id BLOB NOT NULL REFERENCES exam_sittings (id),
        key_id INTEGER NOT NULL REFERENCES school_keys (id),
        token TEXT NOT NULL,
        summary TEXT NOT NULL,
        issued_at INTEGER NOT NULL,
        issued_by INTEGER NOT NULL REFERENCES supervisors (id),
        revoked_at INTEGER,
        revoked_by INTEGER REFERENCES supervisors (id),
        revoked_reason TEXT)""",
    "CREATE UNIQUE INDEX IF NOT EXISTS credentials_live ON credentials (sitting_id) "
    "WHERE revoked_at IS NULL",
)


def _school_identity_v8(conn: sqlite3.Connection) -> None:
    """Version 8: the school's Ed25519 key pair, made here, and the credentials it issued."""
    import time

    from trainer.progress.identity import new_private_key, public_of

    # Written to be run again on a file that has them (a file whose version number was
    # set back by hand): a school's key is never replaced.
    for statement in _V8_STATEMENTS:
        conn.execute(statement)
    if conn.execute("SELECT 1 FROM school_keys WHERE current = 1").fetchone() is not None:
        return
    private = new_private_key()
    conn.execute(
        "INSERT INTO school_keys (private, public, made_at, current) VALUES (?, ?, ?, 1)",
        (private, public_of(private), int(time.time() * 1000)),
    )


_V9_STATEMENTS: Final = (
    # '' is no choice of their own: the station's language.
    "ALTER TABLE trainees ADD COLUMN language TEXT NOT NULL DEFAULT ''",
    "ALTER TABLE trainees ADD COLUMN table_english INTEGER NOT NULL DEFAULT 0",
)


def _languages_v9(conn: sqlite3.Connection) -> None:
    """Version 9: each trainee's language, and whether table calls are shown in English."""
    # Safe to run again on a file whose version number was set back by hand.
    columns = {str(row[1]) for row in conn.execute("PRAGMA table_info(trainees)")}
    for statement in _V9_STATEMENTS:
        if statement.split(" ADD COLUMN ")[1].split()[0] not in columns:
            conn.execute(statement)


_V10_STATEMENTS: Final = (
    """CREATE TABLE IF NOT EXISTS table_tests (
        id BLOB PRIMARY KEY CHECK (length(id) = 16),
        sitting_id BLOB NOT NULL REFERENCES exam_sittings (id),
        game TEXT NOT NULL,
        rubric TEXT NOT NULL,
        score_permille INTEGER NOT NULL CHECK (score_permille BETWEEN 0 AND 1000),
        pass_mark_percent INTEGER NOT NULL,
        passed INTEGER NOT NULL,
        scored_by INTEGER NOT NULL REFERENCES supervisors (id),
        scored_at INTEGER NOT NULL,
        UNIQUE (sitting_id, game))""",
    """CREATE TABLE IF NOT EXISTS exam_log (
        seq INTEGER PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('sitting', 'sign-off', 'table-test')),
        subject BLOB NOT NULL,
        entry TEXT NOT NULL,
        prev TEXT NOT NULL,
        hash TEXT NOT NULL,
        at INTEGER NOT NULL,
        station_seq INTEGER NOT NULL UNIQUE)""",
    "CREATE UNIQUE INDEX IF NOT EXISTS exam_log_subject ON exam_log (kind, subject)",
    """CREATE TRIGGER IF NOT EXISTS exam_log_no_update BEFORE UPDATE ON exam_log BEGIN
        SELECT RAISE(ABORT, 'the exam log is append-only'); END""",
    """CREATE TRIGGER IF NOT EXISTS exam_log_no_delete BEFORE DELETE ON exam_log BEGIN
        SELECT RAISE(ABORT, 'the exam log is append-only'); END""",
)


def _exam_log_v10(conn: sqlite3.Connection) -> None:
    """Version 10: the chained exam log (built from what is stored) and table tests. Run
    again on a file that has them (its version number set back by hand), it adds nothing
    but the entries of facts not yet chained."""
    from trainer.progress import examlog

    for statement in _V10_STATEMENTS:
        conn.execute(statement)
    examlog.build(conn)


def _no_bulk_flag_v11(conn: sqlite3.Connection) -> None:
    """Version 11: the rollup trigger without the ``WHEN`` that read ``outbox.bulk`` for
    every answer written (half the cost of an insert), and the flag gone; nothing sets it
    since bulk writes set the trigger aside. Safe to run again on a file whose version
    number was set back by hand."""
    conn.execute("DROP TRIGGER IF EXISTS attempts_rollup")  # it names the column
    if "bulk" in {str(row[1]) for row in conn.execute("PRAGMA table_info(outbox)")}:
        conn.execute("ALTER TABLE outbox DROP COLUMN bulk")
    conn.execute(_rollup_statements()[-1])


MIGRATIONS: Final[tuple[Migration, ...]] = (
    Migration(
        1, QT_TRANSLATE_NOOP("store", "create the progress store", "a store upgrade"), _create_v1
    ),
    Migration(
        2,
        QT_TRANSLATE_NOOP(
            "store", "keep each family's drill state beside the attempts", "a store upgrade"
        ),
        _create_v2,
    ),
    Migration(
        3,
        QT_TRANSLATE_NOOP("store", "get ready to sync with a school's site", "a store upgrade"),
        _ready_for_a_site_v3,
    ),
    Migration(
        4,
        QT_TRANSLATE_NOOP(
            "store", "give each exam sitting its own questions and supervisor", "a store upgrade"
        ),
        _sittings_of_their_own_v4,
    ),
    Migration(
        5,
        QT_TRANSLATE_NOOP(
            "store", "seal exports and keep imported answers apart", "a store upgrade"
        ),
        _seal_exports_v5,
    ),
    Migration(
        6, QT_TRANSLATE_NOOP("store", "group trainees into classes", "a store upgrade"), _classes_v6
    ),
    Migration(
        7,
        QT_TRANSLATE_NOOP(
            "store", "fold answers dated out of order from a base", "a store upgrade"
        ),
        _family_bases_v7,
    ),
    Migration(
        8,
        QT_TRANSLATE_NOOP(
            "store", "give the school a key to sign its credentials", "a store upgrade"
        ),
        _school_identity_v8,
    ),
    Migration(
        9,
        QT_TRANSLATE_NOOP("store", "keep each trainee's language", "a store upgrade"),
        _languages_v9,
    ),
    Migration(
        10,
        QT_TRANSLATE_NOOP("store", "chain the exam log and record table tests", "a store upgrade"),
        _exam_log_v10,
    ),
    Migration(
        11,
        QT_TRANSLATE_NOOP(
            "store", "keep the rollups without a flag read for every answer", "a store upgrade"
        ),
        _no_bulk_flag_v11,
    ),
)
SCHEMA_VERSION: Final = MIGRATIONS[-1].version

BeforeMigration = Callable[[int, int], None]
"""Called with (current version, next version) before a migration of a non-empty file."""


@contextlib.contextmanager
def triggers_aside(conn: sqlite3.Connection, *names: str) -> Iterator[None]:
    """Drop the triggers *names* (those the file has) for the body, and make them again
    from their own text after it, inside the caller's transaction. If the body raises,
    they are not made again here: the caller's transaction rolls back, triggers and all
    (as a kill does)."""
    marks = ", ".join("?" * len(names))
    made = conn.execute(
        f"SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name IN ({marks})",
        names,
    ).fetchall()
    for name, _ in made:
        conn.execute(f"DROP TRIGGER {name}")
    yield
    for _, sql in made:
        conn.execute(sql)


def file_version(conn: sqlite3.Connection) -> int:
    """The schema version recorded in the open file (0 for a new, empty file)."""
    row = conn.execute("PRAGMA user_version").fetchone()
    return int(row[0])


def check_application(conn: sqlite3.Connection, path_text: str) -> None:
    """Refuse an SQLite file that belongs to some other application."""
    app_id = int(conn.execute("PRAGMA application_id").fetchone()[0])
    if app_id not in (0, APPLICATION_ID):
        raise StoreError(
            say(
                QT_TRANSLATE_NOOP(
                    "store", "The file {path} is not a Dealer Trainer progress store."
                ),
                path=path_text,
            )
        )


def pending_migrations(
    conn: sqlite3.Connection, migrations: Sequence[Migration] = MIGRATIONS
) -> list[Migration]:
    """The migrations the open file still needs; :class:`NewerStoreError` if it is too new."""
    current = file_version(conn)
    latest = migrations[-1].version
    if current > latest:
        raise NewerStoreError(
            say(
                QT_TRANSLATE_NOOP(
                    "store",
                    "The progress store was written by a newer Dealer Trainer (schema version "
                    "{found}, this one reads up to {latest}); please update Dealer Trainer.",
                ),
                found=current,
                latest=latest,
            )
        )
    return [m for m in migrations if m.version > current]


def migrate(
    conn: sqlite3.Connection,
    migrations: Sequence[Migration] = MIGRATIONS,
    before: BeforeMigration | None = None,
) -> list[int]:
    """Bring the file up to the latest version; returns the versions applied, in order.

    *conn* must be in autocommit mode (``isolation_level=None``); each migration runs in
    its own ``BEGIN IMMEDIATE`` transaction together with its ``user_version`` update.
    """
    applied: list[int] = []
    started_empty = file_version(conn) == 0  # a new file: nothing to back up on the way
    for migration in pending_migrations(conn, migrations):
        current = file_version(conn)
        if before is not None and not started_empty:
            before(current, migration.version)
        conn.execute("BEGIN IMMEDIATE")
        try:
            migration.apply(conn)
            conn.execute(f"PRAGMA user_version = {int(migration.version)}")
            conn.execute("COMMIT")
        except BaseException as exc:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            if isinstance(exc, StoreError):
                raise
            if isinstance(exc, sqlite3.Error):
                raise MigrationError(
                    say(
                        QT_TRANSLATE_NOOP(
                            "store",
                            "Upgrading the progress store to version {version} ({summary}) "
                            "failed ({why}), so it was left at version {current}.",
                        ),
                        version=migration.version,
                        summary=translated(migration.summary),
                        why=exc,
                        current=current,
                    )
                ) from exc
            raise
        applied.append(migration.version)
    return applied
