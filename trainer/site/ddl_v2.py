"""The site schema, version 2: the site trusts no station (issue 32).

Applied after version 1 (:mod:`trainer.site.ddl`), on a new site as on an old one.
``%STATIONS%`` stands for the quoted name of the stations' group role.

- **Authority proved to the server.** A supervisor's *authority key* is derived from
  their PIN (:mod:`trainer.site.authority`); the site keeps only its SHA-256 in
  ``supervisors.authority``, a column no station may read (nor ``pin_hash``). A station's
  record change (a house setting, an exam, a change to an existing trainee) and a
  sign-off count only with the key of the supervisor who made them; a wrong key counts
  toward a lockout (5 in a row lock that supervisor's proofs for 15 minutes). Supervisors
  themselves are added and their PINs set by the site's owner only. A station's sign-off
  without the key is kept, not certified, and never sent to another station.
- **Nothing a station holds stalls another.** The derived rows (rollups, class sums,
  mastery, the live view) are kept per station, so a station's push locks only rows of
  its own; readers sum over the stations. Every function a station calls gives up a lock
  wait after ``lock_timeout`` (5 s), and each station role's sessions are bounded
  (:data:`STATION_ROLE_SETTINGS`, set by ``site add-station`` and by this upgrade).
- **Records without one lock.** Version 1 took one lock for every record change, so that
  versions committed in order; a station that never committed held every other change.
  Each change now locks only its record, and records are pulled by the transaction that
  stored them (``tx``), as facts are.
- **The server's clock.** An answer dated more than a minute after the site received it
  is stored at the site's time (its day moved back as many days (rounded)), the station's
  own time kept in ``station_ts``: a station's clock a year ahead cannot put its answers
  first in every trainee's "last answers" for a year.
"""

from __future__ import annotations

from typing import Final

from trainer.progress.schema import HIST_COLUMNS
from trainer.site import ddl
from trainer.site.ddl import NOTIFY_CHANNEL, RECORDS_LOCK

RECORD_TABLES: Final = ("trainees", "supervisors", "settings", "exams")

STATION_ROLE_SETTINGS: Final = (
    ("statement_timeout", "30s"),
    ("lock_timeout", "5s"),
    ("idle_in_transaction_session_timeout", "15s"),
)
"""The bounds every station role's sessions start with (``ALTER ROLE ... SET``)."""
FUNCTION_LOCK_TIMEOUT: Final = "5s"
PROOF_FAILURES: Final = 5
PROOF_LOCK_MINUTES: Final = 15
FUTURE_SLACK_MS: Final = 60_000
"""How far past the site's clock an answer's time may be before it is clamped."""

_HIST: Final = ", ".join(HIST_COLUMNS)
_HIST_COUNTS: Final = ", ".join(
    f"count(*) FILTER (WHERE b = {i})" for i in range(len(HIST_COLUMNS))
)
_HIST_ADD: Final = ", ".join(f"{h} = t.{h} + excluded.{h}" for h in HIST_COLUMNS)
_HIST_SIGNED: Final = ", ".join(f"sign * sum({h})" for h in HIST_COLUMNS)
_DEFINER: Final = (
    "SECURITY DEFINER SET search_path = dealer_trainer, pg_catalog "
    f"SET lock_timeout = '{FUNCTION_LOCK_TIMEOUT}'"
)

_TABLES: Final = (
    """ALTER TABLE supervisors ADD COLUMN authority text,
        ADD COLUMN failed_proofs integer NOT NULL DEFAULT 0,
        ADD COLUMN proofs_locked_until timestamptz""",
    # Sign-offs stored before version 2 were made under the old trust: kept as certified.
    "ALTER TABLE sign_offs ADD COLUMN certified boolean NOT NULL DEFAULT true",
    "ALTER TABLE sign_offs ALTER COLUMN certified SET DEFAULT false",
    "ALTER TABLE sign_offs ADD COLUMN proof bytea",
    "ALTER TABLE attempts ADD COLUMN station_ts bigint",
    # A sitting of an exam, a sign-off by a supervisor, that the site does not have (made
    # at a station without a supervisor's authority) is kept, uncertified: it must not
    # stop the station's later facts from arriving.
    "ALTER TABLE exam_sittings DROP CONSTRAINT exam_sittings_exam_id_fkey",
    "ALTER TABLE sign_offs DROP CONSTRAINT sign_offs_supervisor_id_fkey",
    # Derived rows per station: each station's push writes only its own.
    "ALTER TABLE day_skill ADD COLUMN station_id integer NOT NULL DEFAULT 0",
    "ALTER TABLE day_skill DROP CONSTRAINT day_skill_pkey",
    "ALTER TABLE day_skill ADD PRIMARY KEY (trainee_id, game, skill, day, station_id)",
    "ALTER TABLE day_family ADD COLUMN station_id integer NOT NULL DEFAULT 0",
    "ALTER TABLE day_family DROP CONSTRAINT day_family_pkey",
    "ALTER TABLE day_family ADD PRIMARY KEY (trainee_id, game, skill, family, day, station_id)",
    "ALTER TABLE class_day_skill ADD COLUMN station_id integer NOT NULL DEFAULT 0",
    "ALTER TABLE class_day_skill DROP CONSTRAINT class_day_skill_pkey",
    "ALTER TABLE class_day_skill ADD PRIMARY KEY (game, skill, day, station_id)",
    "ALTER TABLE class_day_family ADD COLUMN station_id integer NOT NULL DEFAULT 0",
    "ALTER TABLE class_day_family DROP CONSTRAINT class_day_family_pkey",
    "ALTER TABLE class_day_family ADD PRIMARY KEY (game, skill, family, day, station_id)",
    # Mastery as last computed by each station's push (0: by the site, after a setting
    # changed); the newest computation of a trainee's game and skill is the one in force.
    "ALTER TABLE mastery ADD COLUMN station_id integer NOT NULL DEFAULT 0",
    "ALTER TABLE mastery ADD COLUMN computed_at timestamptz NOT NULL DEFAULT clock_timestamp()",
    "ALTER TABLE mastery DROP CONSTRAINT mastery_pkey",
    "ALTER TABLE mastery ADD PRIMARY KEY (trainee_id, game, skill, station_id)",
    "ALTER TABLE live DROP CONSTRAINT live_pkey",
    "ALTER TABLE live ADD PRIMARY KEY (trainee_id, station_id)",
)

_FUNCTIONS: Final = (
    f"""CREATE FUNCTION is_station() RETURNS boolean LANGUAGE sql STABLE {_DEFINER} AS $$
        SELECT EXISTS (SELECT 1 FROM stations WHERE role_name = session_user)
            OR EXISTS (SELECT 1 FROM pg_auth_members AS m
                       JOIN pg_roles AS g ON g.oid = m.roleid
                       JOIN pg_roles AS u ON u.oid = m.member
                       WHERE u.rolname = session_user AND g.rolname =
                           (SELECT value FROM site_meta WHERE key = 'stations_role')) $$""",
    # 'ok', or why not: 'unknown' supervisor, 'unset' (no key on the site yet), 'locked'
    # (too many wrong keys), 'wrong'. The site's owner needs no key. A wrong key is
    # counted (the function returns, so the count commits with the caller's work).
    f"""CREATE FUNCTION authority_check(p_supervisor uuid, p_proof bytea) RETURNS text
        LANGUAGE plpgsql {_DEFINER} AS $$
        DECLARE cur supervisors%ROWTYPE;
        BEGIN
            IF NOT is_station() THEN
                RETURN 'ok';
            END IF;
            SELECT * INTO cur FROM supervisors AS s WHERE s.id = p_supervisor;
            IF NOT FOUND THEN
                RETURN 'unknown';
            END IF;
            IF cur.proofs_locked_until > clock_timestamp() THEN
                RETURN 'locked';
            END IF;
            IF cur.authority IS NULL THEN
                RETURN 'unset';
            END IF;
            IF p_proof IS NOT NULL AND cur.authority = encode(sha256(p_proof), 'hex') THEN
                IF cur.failed_proofs <> 0 THEN
                    UPDATE supervisors SET failed_proofs = 0 WHERE id = p_supervisor;
                END IF;
                RETURN 'ok';
            END IF;
            UPDATE supervisors SET
                failed_proofs = CASE WHEN failed_proofs + 1 >= {PROOF_FAILURES} THEN 0
                                     ELSE failed_proofs + 1 END,
                proofs_locked_until = CASE WHEN failed_proofs + 1 >= {PROOF_FAILURES}
                    THEN clock_timestamp() + interval '{PROOF_LOCK_MINUTES} minutes'
                    ELSE proofs_locked_until END
            WHERE id = p_supervisor;
            RETURN 'wrong';
        END $$""",
    f"""CREATE FUNCTION prove_supervisor(p_supervisor uuid, p_proof bytea) RETURNS text
        LANGUAGE sql {_DEFINER} AS $$ SELECT authority_check(p_supervisor, p_proof) $$""",
    f"""CREATE FUNCTION change_setting_proved(p_key text, p_expected bigint, p_value text,
            p_supervisor uuid, p_proof bytea, p_station_at bigint DEFAULT NULL)
        RETURNS TABLE (applied boolean, version bigint, value text, changed_by uuid,
                       changed_by_name text, changed_at bigint, refused text)
        LANGUAGE plpgsql {_DEFINER} AS $$
        DECLARE verdict text := authority_check(p_supervisor, p_proof);
        BEGIN
            IF verdict <> 'ok' THEN
                RETURN QUERY SELECT false, coalesce(s.version, 0), coalesce(s.value, ''),
                    s.changed_by, (SELECT p.name FROM supervisors AS p WHERE p.id = s.changed_by),
                    s.changed_at, verdict
                FROM (SELECT 1) AS one LEFT JOIN settings AS s ON s.key = p_key;
                RETURN;
            END IF;
            RETURN QUERY SELECT c.*, NULL::text
                FROM change_setting(p_key, p_expected, p_value, p_supervisor, p_station_at) AS c;
        END $$""",
    # A new trainee needs no supervisor (a walk-up trainee may add themselves at a kiosk
    # where the house allows it); any change to one the site has does.
    f"""CREATE FUNCTION put_trainee_proved(p_id uuid, p_expected bigint, p_name text,
            p_pin_hash text, p_created_at bigint, p_archived_at bigint, p_supervisor uuid,
            p_proof bytea, p_station_at bigint DEFAULT NULL)
        RETURNS TABLE (outcome text, id uuid, version bigint, name text, pin_hash text,
                       created_at bigint, archived_at bigint)
        LANGUAGE plpgsql {_DEFINER} AS $$
        DECLARE cur trainees%ROWTYPE; verdict text;
        BEGIN
            SELECT * INTO cur FROM trainees AS t WHERE t.id = p_id;
            IF FOUND AND NOT (cur.name = p_name AND cur.pin_hash IS NOT DISTINCT FROM p_pin_hash
                              AND (cur.archived_at IS NULL) = (p_archived_at IS NULL)) THEN
                verdict := authority_check(p_supervisor, p_proof);
                IF verdict <> 'ok' THEN
                    RETURN QUERY SELECT 'refused:' || verdict, t.id, t.version, t.name,
                        t.pin_hash, t.created_at, t.archived_at FROM trainees AS t
                        WHERE t.id = p_id;
                    RETURN;
                END IF;
            END IF;
            RETURN QUERY SELECT * FROM put_trainee(p_id, p_expected, p_name, p_pin_hash,
                p_created_at, p_archived_at, p_supervisor, p_station_at);
        END $$""",
    f"""CREATE FUNCTION put_exam_proved(p_id uuid, p_expected bigint, p_name text,
            p_games jsonb, p_skills jsonb, p_question_count integer,
            p_time_limit_seconds integer, p_pass_mark_percent integer, p_seed bigint,
            p_created_by uuid, p_created_at bigint, p_retired_at bigint, p_by uuid,
            p_proof bytea, p_station_at bigint DEFAULT NULL)
        RETURNS TABLE (outcome text, id uuid, version bigint, retired_at bigint)
        LANGUAGE plpgsql {_DEFINER} AS $$
        DECLARE verdict text := authority_check(coalesce(p_by, p_created_by), p_proof);
        BEGIN
            IF verdict <> 'ok' THEN
                RETURN QUERY SELECT 'refused:' || verdict, p_id, coalesce(e.version, 0),
                    e.retired_at FROM (SELECT 1) AS one LEFT JOIN exams AS e ON e.id = p_id;
                RETURN;
            END IF;
            RETURN QUERY SELECT * FROM put_exam(p_id, p_expected, p_name, p_games, p_skills,
                p_question_count, p_time_limit_seconds, p_pass_mark_percent, p_seed,
                p_created_by, p_created_at, p_retired_at, p_by, p_station_at);
        END $$""",
    # A sign-off certifies only with its supervisor's key; the key itself is never kept.
    """CREATE FUNCTION sign_off_certify() RETURNS trigger LANGUAGE plpgsql
        SECURITY DEFINER SET search_path = dealer_trainer, pg_catalog AS $$
        BEGIN
            NEW.certified := authority_check(NEW.supervisor_id, NEW.proof) = 'ok';
            NEW.proof := NULL;
            RETURN NEW;
        END $$""",
    # The site's clock bounds an answer's time (see the module's description).
    f"""CREATE FUNCTION attempt_clock() RETURNS trigger LANGUAGE plpgsql
        SET search_path = dealer_trainer, pg_catalog AS $$
        DECLARE now_ms bigint := now_ms();
        BEGIN
            IF NEW.ts > now_ms + {FUTURE_SLACK_MS} THEN
                NEW.station_ts := NEW.ts;
                NEW.day := NEW.day - round((NEW.ts - now_ms) / 86400000.0)::integer;
                NEW.ts := now_ms;
            END IF;
            RETURN NEW;
        END $$""",
    "DROP FUNCTION refresh_all_mastery()",
    "DROP FUNCTION refresh_mastery(uuid, text, text)",
    f"""CREATE FUNCTION refresh_mastery(p_trainee uuid, p_game text, p_skill text,
            p_station integer) RETURNS void LANGUAGE sql {_DEFINER} AS $$
        INSERT INTO mastery AS t (trainee_id, game, skill, station_id, mastered, considered,
                                  correct, median_ms, computed_at)
        SELECT p_trainee, p_game, p_skill, p_station, m.*, clock_timestamp()
        FROM compute_mastery(p_trainee, p_game, p_skill) AS m
        ON CONFLICT (trainee_id, game, skill, station_id) DO UPDATE SET
            mastered = excluded.mastered, considered = excluded.considered,
            correct = excluded.correct, median_ms = excluded.median_ms,
            computed_at = excluded.computed_at $$""",
    f"""CREATE FUNCTION refresh_all_mastery() RETURNS void LANGUAGE sql {_DEFINER} AS $$
        SELECT refresh_mastery(k.trainee_id, k.game, k.skill, 0)
        FROM (SELECT DISTINCT trainee_id, game, skill FROM day_skill
              ORDER BY trainee_id, game, skill) AS k $$""",
    """CREATE VIEW mastery_now AS
        SELECT DISTINCT ON (trainee_id, game, skill) trainee_id, game, skill, mastered,
               considered, correct, median_ms
        FROM mastery ORDER BY trainee_id, game, skill, computed_at DESC, station_id DESC""",
    f"""CREATE OR REPLACE FUNCTION shift_class(p_trainee uuid, sign integer) RETURNS void
        LANGUAGE sql {_DEFINER} AS $$
        INSERT INTO class_day_skill AS t (game, skill, day, station_id, n, correct, credit,
                                          {_HIST})
        SELECT game, skill, day, station_id, sign * sum(n), sign * sum(correct),
               sign * sum(credit), {_HIST_SIGNED}
        FROM day_skill WHERE trainee_id = p_trainee GROUP BY game, skill, day, station_id
        ORDER BY game, skill, day, station_id
        ON CONFLICT (game, skill, day, station_id) DO UPDATE SET n = t.n + excluded.n,
            correct = t.correct + excluded.correct, credit = t.credit + excluded.credit,
            {_HIST_ADD};
        INSERT INTO class_day_family AS t (game, skill, family, day, station_id, n, correct,
                                           credit)
        SELECT game, skill, family, day, station_id, sign * sum(n), sign * sum(correct),
               sign * sum(credit)
        FROM day_family WHERE trainee_id = p_trainee
        GROUP BY game, skill, family, day, station_id ORDER BY game, skill, family, day, station_id
        ON CONFLICT (game, skill, family, day, station_id) DO UPDATE SET n = t.n + excluded.n,
            correct = t.correct + excluded.correct, credit = t.credit + excluded.credit;
        DELETE FROM class_day_skill WHERE n = 0;
        DELETE FROM class_day_family WHERE n = 0 $$""",
    # Every pushed batch: the station's own rollup rows, the mastery it computes, its own
    # live row and its own share of the class's sums; nothing another station writes.
    f"""CREATE OR REPLACE FUNCTION attempts_rollup() RETURNS trigger LANGUAGE plpgsql
        {_DEFINER} AS $$
        BEGIN
            INSERT INTO day_skill AS t (trainee_id, game, skill, day, station_id, n, correct,
                                        credit, {_HIST})
            SELECT trainee_id, game, skill, day, station_id, count(*),
                   count(*) FILTER (WHERE credit = 1000), sum(credit), {_HIST_COUNTS}
            FROM (SELECT *, rt_bucket(response_ms) AS b FROM inserted) AS i
            GROUP BY trainee_id, game, skill, day, station_id
            ORDER BY trainee_id, game, skill, day, station_id
            ON CONFLICT (trainee_id, game, skill, day, station_id) DO UPDATE SET
                n = t.n + excluded.n, correct = t.correct + excluded.correct,
                credit = t.credit + excluded.credit, {_HIST_ADD};
            INSERT INTO day_family AS t (trainee_id, game, skill, family, day, station_id, n,
                                         correct, credit)
            SELECT trainee_id, game, skill, family, day, station_id, count(*),
                   count(*) FILTER (WHERE credit = 1000), sum(credit)
            FROM inserted GROUP BY trainee_id, game, skill, family, day, station_id
            ORDER BY trainee_id, game, skill, family, day, station_id
            ON CONFLICT (trainee_id, game, skill, family, day, station_id) DO UPDATE SET
                n = t.n + excluded.n, correct = t.correct + excluded.correct,
                credit = t.credit + excluded.credit;
            PERFORM refresh_mastery(k.trainee_id, k.game, k.skill, k.station_id)
            FROM (SELECT DISTINCT trainee_id, game, skill, station_id FROM inserted
                  ORDER BY trainee_id, game, skill, station_id) AS k;
            INSERT INTO live AS t (trainee_id, station_id, game, skill, family, mode, ts,
                                   session_id)
            SELECT DISTINCT ON (trainee_id, station_id) trainee_id, station_id, game, skill,
                   family, mode, ts, session_id
            FROM inserted ORDER BY trainee_id, station_id, ts DESC, seq DESC
            ON CONFLICT (trainee_id, station_id) DO UPDATE SET game = excluded.game,
                skill = excluded.skill, family = excluded.family, mode = excluded.mode,
                ts = excluded.ts, session_id = excluded.session_id, seen_at = now()
            WHERE excluded.ts >= t.ts;
            INSERT INTO class_day_skill AS t (game, skill, day, station_id, n, correct, credit,
                                              {_HIST})
            SELECT game, skill, day, station_id, count(*), count(*) FILTER (WHERE credit = 1000),
                   sum(credit), {_HIST_COUNTS}
            FROM (SELECT i.*, rt_bucket(i.response_ms) AS b FROM inserted AS i
                  JOIN trainees AS tr ON tr.id = i.trainee_id AND tr.archived_at IS NULL) AS i
            GROUP BY game, skill, day, station_id ORDER BY game, skill, day, station_id
            ON CONFLICT (game, skill, day, station_id) DO UPDATE SET n = t.n + excluded.n,
                correct = t.correct + excluded.correct, credit = t.credit + excluded.credit,
                {_HIST_ADD};
            INSERT INTO class_day_family AS t (game, skill, family, day, station_id, n,
                                               correct, credit)
            SELECT i.game, i.skill, i.family, i.day, i.station_id, count(*),
                   count(*) FILTER (WHERE i.credit = 1000), sum(i.credit)
            FROM inserted AS i JOIN trainees AS tr ON tr.id = i.trainee_id
                AND tr.archived_at IS NULL
            GROUP BY i.game, i.skill, i.family, i.day, i.station_id
            ORDER BY i.game, i.skill, i.family, i.day, i.station_id
            ON CONFLICT (game, skill, family, day, station_id) DO UPDATE SET
                n = t.n + excluded.n, correct = t.correct + excluded.correct,
                credit = t.credit + excluded.credit;
            PERFORM pg_notify('{NOTIFY_CHANNEL}', string_agg(DISTINCT station_id::text, ','))
            FROM inserted;
            RETURN NULL;
        END $$""",
)

# The record functions of version 1 without the one lock every record change took: each
# now locks only the record it changes (and a trainee's or supervisor's name), so a station
# that never commits holds up changes to that record only. Records are pulled by the
# transaction that stored them (like facts), no longer in the order of their versions.
_RECORD_LOCKS: Final = {
    "change_setting": ("'setting ' || p_key",),
    "put_trainee": ("'trainee ' || lower(btrim(p_name))", "'trainee ' || p_id::text"),
    "put_supervisor": ("'supervisor ' || lower(btrim(p_name))", "'supervisor ' || p_id::text"),
    "put_exam": ("'exam ' || p_id::text",),
}
_GLOBAL_LOCK: Final = f"PERFORM pg_advisory_xact_lock({RECORDS_LOCK});"


def _per_record(name: str) -> str:
    text = next(f for f in ddl.FUNCTIONS if f.startswith(f"CREATE FUNCTION {name}("))
    locks = " ".join(
        f"PERFORM pg_advisory_xact_lock({RECORDS_LOCK}, hashtext({key}));"
        for key in _RECORD_LOCKS[name]
    )
    assert text.count(_GLOBAL_LOCK) == 1, name
    return text.replace(_GLOBAL_LOCK, locks).replace(
        "CREATE FUNCTION", "CREATE OR REPLACE FUNCTION"
    )


_RECORDS: Final = (
    *(
        f"ALTER TABLE {table} ADD COLUMN tx xid8 NOT NULL DEFAULT pg_current_xact_id()"
        for table in RECORD_TABLES
    ),
    """CREATE FUNCTION record_tx() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            NEW.tx := pg_current_xact_id();
            RETURN NEW;
        END $$""",
    *(
        f"""CREATE TRIGGER a_tx BEFORE UPDATE ON {table}
            FOR EACH ROW EXECUTE FUNCTION record_tx()"""
        for table in RECORD_TABLES
    ),
    *(f"CREATE INDEX {table}_tx ON {table} (tx)" for table in RECORD_TABLES),
    *(_per_record(name) for name in _RECORD_LOCKS),
)

_STATION_FUNCTIONS: Final = (
    "my_station()",
    "now_ms()",
    "rt_bucket(integer)",
    "setting_int(text)",
    "compute_mastery(uuid, text, text, integer)",
    "claim_facts(text[], uuid[], bigint[])",
    "report_station(bigint, integer, text)",
    "is_station()",
    "prove_supervisor(uuid, bytea)",
    "change_setting_proved(text, bigint, text, uuid, bytea, bigint)",
    "put_trainee_proved(uuid, bigint, text, text, bigint, bigint, uuid, bytea, bigint)",
    "put_exam_proved(uuid, bigint, text, jsonb, jsonb, integer, integer, integer, bigint, "
    "uuid, bigint, bigint, uuid, bytea, bigint)",
)
"""The only functions a station may call."""

_RULES: Final = (
    # The condition is tested without calling the function: an answer on time costs a
    # comparison, not a PL/pgSQL call.
    f"""CREATE TRIGGER a_clock BEFORE INSERT ON attempts FOR EACH ROW
        WHEN (NEW.ts > (extract(epoch FROM now()) * 1000)::bigint + {FUTURE_SLACK_MS})
        EXECUTE FUNCTION attempt_clock()""",
    """CREATE TRIGGER a_certify BEFORE INSERT ON sign_offs
        FOR EACH ROW EXECUTE FUNCTION sign_off_certify()""",
    # What a station may read of a supervisor: never the PIN's hash nor the authority's.
    "REVOKE SELECT ON supervisors FROM %STATIONS%",
    "GRANT SELECT (id, name, name_key, created_at, version, tx) ON supervisors TO %STATIONS%",
    "GRANT INSERT (proof) ON sign_offs TO %STATIONS%",
    "GRANT SELECT ON mastery_now TO %STATIONS%",
    "REVOKE ALL ON ALL FUNCTIONS IN SCHEMA dealer_trainer FROM PUBLIC",
    "REVOKE ALL ON ALL FUNCTIONS IN SCHEMA dealer_trainer FROM %STATIONS%",
    *(f"GRANT EXECUTE ON FUNCTION {f} TO %STATIONS%" for f in _STATION_FUNCTIONS),
    *(
        f"ALTER FUNCTION {f} SET lock_timeout = '{FUNCTION_LOCK_TIMEOUT}'"
        for f in (
            "claim_facts(text[], uuid[], bigint[])",
            "report_station(bigint, integer, text)",
            "change_setting(text, bigint, text, uuid, bigint)",
            "put_trainee(uuid, bigint, text, text, bigint, bigint, uuid, bigint)",
            "put_supervisor(uuid, bigint, text, text, bigint, uuid, bigint)",
            "put_exam(uuid, bigint, text, jsonb, jsonb, integer, integer, integer, bigint, "
            "uuid, bigint, bigint, uuid, bigint)",
        )
    ),
)


def statements(stations_role: str) -> list[str]:
    """Version 2's statements, in order, with *stations_role* (already quoted) filled in."""
    every = (*_TABLES, *_FUNCTIONS, *_RECORDS, *_RULES)
    return [text.replace("%STATIONS%", stations_role) for text in every]


def station_role_statements(role: str) -> list[str]:
    """The session bounds of one station's login role (*role* already quoted)."""
    return [f"ALTER ROLE {role} SET {name} = '{value}'" for name, value in STATION_ROLE_SETTINGS]
