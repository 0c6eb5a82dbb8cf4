"""The site schema, version 1: the statements that create it on an empty database.

Kept apart from the migration machinery (:mod:`trainer.site.schema`) because it is long
and is read as SQL. ``%STATIONS%`` stands for the quoted name of the group role every
station role belongs to; :func:`statements` fills it in.

- **Facts** (append-only): ``attempts``, ``exam_sittings``, ``sign_offs``,
  ``audit_events``. Each keeps its UUID and carries ``station_id`` and ``seq`` (the
  station's own sequence, shared by all four kinds), plus ``tx``, the id of the server
  transaction that stored it (pulls read by it, see :mod:`trainer.site.facts`). Station
  roles may INSERT (only under their own station id, a row-level policy checks it) and
  SELECT; they hold no UPDATE, DELETE or TRUNCATE, and a trigger refuses both to anyone.
  ``fact_seqs`` is the ledger of every (station, seq) across the kinds, claimed by each
  push (``claim_facts``) for the facts it carried, new or not, from which each station's
  highest contiguous ``seq`` is kept, so a gap shows as missing data.
- **Records** (rarely changed, authoritative on the site): ``trainees``, ``supervisors``
  (scrypt PIN hashes), ``settings``, ``exams``. Every change takes the next value of
  ``record_version`` as the row's ``version`` under one transaction-level lock, so
  versions commit in order and a station pulls "everything above what I have". They
  change only through the ``put_*`` and ``change_setting`` functions, which compare the
  version the station last saw and write ``record_audit``.
- **Derived** (recomputed from facts, never synced): ``day_skill``, ``day_family`` and
  their class sums over active trainees, ``mastery``, and ``live`` (each trainee's latest
  answer, for the live class view), kept by a statement-level trigger per pushed batch
  in a fixed lock order (so concurrent stations never deadlock), which also sends
  ``NOTIFY dealer_trainer_answers``.
"""

from __future__ import annotations

from typing import Final

from trainer.progress.schema import HIST_COLUMNS
from trainer.progress.settings import MASTERY_KEYS
from trainer.progress.timing import LOWER_BOUNDS_MS

RECORDS_LOCK: Final = 0x44545253  # "DTRS": serialises record changes so versions commit in order
NOTIFY_CHANNEL: Final = "dealer_trainer_answers"
FACT_TABLES: Final = ("attempts", "exam_sittings", "sign_offs", "audit_events")

_BOUNDS: Final = ",".join(str(b) for b in LOWER_BOUNDS_MS)
_HIST_DEFS: Final = ", ".join(f"{h} integer NOT NULL DEFAULT 0" for h in HIST_COLUMNS)
_HIST: Final = ", ".join(HIST_COLUMNS)
_HIST_COUNTS: Final = ", ".join(
    f"count(*) FILTER (WHERE b = {i})" for i in range(len(HIST_COLUMNS))
)
_HIST_ADD: Final = ", ".join(f"{h} = t.{h} + excluded.{h}" for h in HIST_COLUMNS)
_HIST_SIGNED: Final = ", ".join(f"sign * {h}" for h in HIST_COLUMNS)
_MASTERY_KEYS: Final = ", ".join(f"'{k}'" for k in sorted(MASTERY_KEYS))
_NOW_MS: Final = "(extract(epoch FROM clock_timestamp()) * 1000)::bigint"
_DEFINER: Final = "SECURITY DEFINER SET search_path = dealer_trainer, pg_catalog"

_FACT_COMMON: Final = """
    id uuid PRIMARY KEY,
    station_id integer NOT NULL REFERENCES stations (id),
    seq bigint NOT NULL CHECK (seq > 0),
    tx xid8 NOT NULL DEFAULT pg_current_xact_id(),
    received_at timestamptz NOT NULL DEFAULT now(),"""

_TABLES: Final = (
    """CREATE TABLE stations (
        id serial PRIMARY KEY,
        name text NOT NULL UNIQUE CHECK (length(btrim(name)) > 0),
        role_name text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        retired_at timestamptz,
        last_seen_at timestamptz,
        last_push_at timestamptz,
        reported_seq bigint NOT NULL DEFAULT 0,
        contiguous_seq bigint NOT NULL DEFAULT 0,
        max_seq bigint NOT NULL DEFAULT 0,
        fact_count bigint NOT NULL DEFAULT 0,
        station_schema integer,
        app_version text)""",
    "CREATE SEQUENCE record_version",
    """CREATE TABLE trainees (
        id uuid PRIMARY KEY,
        name text NOT NULL CHECK (length(btrim(name)) > 0),
        name_key text NOT NULL,
        pin_hash text,
        created_at bigint NOT NULL,
        archived_at bigint,
        version bigint NOT NULL)""",
    "CREATE UNIQUE INDEX trainees_active_name ON trainees (name_key) WHERE archived_at IS NULL",
    "CREATE INDEX trainees_version ON trainees (version)",
    """CREATE TABLE supervisors (
        id uuid PRIMARY KEY,
        name text NOT NULL CHECK (length(btrim(name)) > 0),
        name_key text NOT NULL UNIQUE,
        pin_hash text NOT NULL,
        created_at bigint NOT NULL,
        version bigint NOT NULL)""",
    "CREATE INDEX supervisors_version ON supervisors (version)",
    """CREATE TABLE settings (
        key text PRIMARY KEY,
        value text NOT NULL,
        version bigint NOT NULL,
        changed_at bigint,
        changed_by uuid REFERENCES supervisors (id))""",
    "CREATE INDEX settings_version ON settings (version)",
    """CREATE TABLE exams (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        games jsonb NOT NULL,
        skills jsonb NOT NULL,
        question_count integer NOT NULL,
        time_limit_seconds integer NOT NULL,
        pass_mark_percent integer NOT NULL,
        seed bigint NOT NULL,
        created_by uuid NOT NULL REFERENCES supervisors (id),
        created_at bigint NOT NULL,
        retired_at bigint,
        version bigint NOT NULL)""",
    "CREATE INDEX exams_version ON exams (version)",
    """CREATE TABLE record_audit (
        id bigserial PRIMARY KEY,
        kind text NOT NULL,
        record text NOT NULL,
        outcome text NOT NULL CHECK (outcome IN ('applied', 'conflict')),
        expected_version bigint NOT NULL,
        new_version bigint,
        old_value text,
        new_value text,
        supervisor_id uuid,
        supervisor_name text,
        station_id integer REFERENCES stations (id),
        role_name text NOT NULL DEFAULT session_user,
        at bigint NOT NULL,
        station_at bigint)""",
    "CREATE INDEX record_audit_record ON record_audit (kind, record, id)",
    """CREATE TABLE fact_seqs (
        station_id integer NOT NULL REFERENCES stations (id),
        seq bigint NOT NULL CHECK (seq > 0),
        kind text NOT NULL,
        fact_id uuid NOT NULL,
        PRIMARY KEY (station_id, seq))""",
    f"""CREATE TABLE attempts ({_FACT_COMMON}
        trainee_id uuid NOT NULL REFERENCES trainees (id),
        session_id uuid,
        game text NOT NULL,
        skill text NOT NULL,
        family text NOT NULL,
        difficulty integer NOT NULL,
        seed bigint NOT NULL,
        params jsonb NOT NULL,
        answer jsonb NOT NULL,
        expected jsonb NOT NULL,
        credit smallint NOT NULL CHECK (credit BETWEEN 0 AND 1000),
        response_ms integer NOT NULL CHECK (response_ms >= 0),
        mode text NOT NULL,
        ts bigint NOT NULL,
        day integer NOT NULL,
        UNIQUE (station_id, seq))""",
    "CREATE INDEX attempts_recent ON attempts (trainee_id, game, skill, ts)",
    "CREATE INDEX attempts_trainee_tx ON attempts (trainee_id, tx)",
    "CREATE INDEX attempts_session ON attempts (session_id) WHERE mode = 'exam'",
    f"""CREATE TABLE exam_sittings ({_FACT_COMMON}
        exam_id uuid NOT NULL REFERENCES exams (id),
        trainee_id uuid NOT NULL REFERENCES trainees (id),
        session_id uuid NOT NULL,
        started_at bigint NOT NULL,
        finished_at bigint NOT NULL,
        answered integer NOT NULL,
        score_permille integer NOT NULL,
        passed boolean NOT NULL,
        UNIQUE (station_id, seq))""",
    "CREATE INDEX exam_sittings_trainee ON exam_sittings (trainee_id, tx)",
    f"""CREATE TABLE sign_offs ({_FACT_COMMON}
        sitting_id uuid NOT NULL,
        supervisor_id uuid NOT NULL REFERENCES supervisors (id),
        signed_at bigint NOT NULL,
        UNIQUE (station_id, seq))""",
    f"""CREATE TABLE audit_events ({_FACT_COMMON}
        at bigint NOT NULL,
        kind text NOT NULL,
        supervisor_id uuid,
        subject text NOT NULL,
        detail jsonb NOT NULL,
        UNIQUE (station_id, seq))""",
    f"""CREATE TABLE day_skill (
        trainee_id uuid NOT NULL, game text NOT NULL, skill text NOT NULL, day integer NOT NULL,
        n integer NOT NULL, correct integer NOT NULL, credit bigint NOT NULL, {_HIST_DEFS},
        PRIMARY KEY (trainee_id, game, skill, day))""",
    """CREATE TABLE day_family (
        trainee_id uuid NOT NULL, game text NOT NULL, skill text NOT NULL, family text NOT NULL,
        day integer NOT NULL, n integer NOT NULL, correct integer NOT NULL,
        credit bigint NOT NULL, PRIMARY KEY (trainee_id, game, skill, family, day))""",
    f"""CREATE TABLE class_day_skill (
        game text NOT NULL, skill text NOT NULL, day integer NOT NULL, n bigint NOT NULL,
        correct bigint NOT NULL, credit bigint NOT NULL, {_HIST_DEFS},
        PRIMARY KEY (game, skill, day))""",
    """CREATE TABLE class_day_family (
        game text NOT NULL, skill text NOT NULL, family text NOT NULL, day integer NOT NULL,
        n bigint NOT NULL, correct bigint NOT NULL, credit bigint NOT NULL,
        PRIMARY KEY (game, skill, family, day))""",
    """CREATE TABLE mastery (
        trainee_id uuid NOT NULL, game text NOT NULL, skill text NOT NULL,
        mastered boolean NOT NULL, considered integer NOT NULL, correct integer NOT NULL,
        median_ms double precision, PRIMARY KEY (trainee_id, game, skill))""",
    # seen_at is the server's clock: "drilling now" must not trust a station's clock.
    """CREATE TABLE live (
        trainee_id uuid PRIMARY KEY, station_id integer NOT NULL, game text NOT NULL,
        skill text NOT NULL, family text NOT NULL, mode text NOT NULL, ts bigint NOT NULL,
        session_id uuid, seen_at timestamptz NOT NULL DEFAULT now())""",
    "CREATE INDEX live_seen ON live (seen_at)",
)

FUNCTIONS: Final = (
    f"""CREATE FUNCTION my_station() RETURNS integer LANGUAGE sql STABLE {_DEFINER} AS $$
        SELECT id FROM stations WHERE role_name = session_user AND retired_at IS NULL $$""",
    f"""CREATE FUNCTION now_ms() RETURNS bigint LANGUAGE sql VOLATILE AS $$
        SELECT {_NOW_MS} $$""",
    f"""CREATE FUNCTION rt_bucket(ms integer) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
        SELECT width_bucket(ms, ARRAY[{_BOUNDS}]) - 1 $$""",
    """CREATE FUNCTION setting_int(p_key text) RETURNS integer LANGUAGE sql STABLE AS $$
        SELECT value::integer FROM settings WHERE key = p_key $$""",
    # Exactly the store's stats.decide_mastery: the last `window` answers (newest first),
    # mastered when there are `window` of them, enough fully correct, median under target.
    """CREATE FUNCTION compute_mastery(
            p_trainee uuid, p_game text, p_skill text, p_until_day integer DEFAULT 2147483647)
        RETURNS TABLE (mastered boolean, considered integer, correct integer,
                       median_ms double precision)
        LANGUAGE sql STABLE AS $$
        WITH cfg AS (
            SELECT setting_int('mastery.window-attempts') AS w,
                   setting_int('mastery.accuracy-percent') AS pct,
                   setting_int('target-ms.' || p_skill) AS target),
        last AS (
            SELECT a.credit, a.response_ms FROM attempts AS a
            WHERE a.trainee_id = p_trainee AND a.game = p_game AND a.skill = p_skill
              AND a.day <= p_until_day
            ORDER BY a.ts DESC, a.station_id DESC, a.seq DESC
            LIMIT (SELECT w FROM cfg)),
        agg AS (
            SELECT count(*)::integer AS considered,
                   (count(*) FILTER (WHERE credit = 1000))::integer AS correct,
                   percentile_cont(0.5) WITHIN GROUP (ORDER BY response_ms) AS median_ms
            FROM last)
        SELECT coalesce(agg.considered >= cfg.w AND agg.correct * 100 >= cfg.pct * cfg.w
                        AND agg.median_ms < cfg.target, false),
               agg.considered, agg.correct, agg.median_ms
        FROM agg, cfg $$""",
    f"""CREATE FUNCTION refresh_mastery(p_trainee uuid, p_game text, p_skill text)
        RETURNS void LANGUAGE sql {_DEFINER} AS $$
        INSERT INTO mastery AS t (trainee_id, game, skill, mastered, considered, correct,
                                  median_ms)
        SELECT p_trainee, p_game, p_skill, m.* FROM compute_mastery(p_trainee, p_game, p_skill) m
        ON CONFLICT (trainee_id, game, skill) DO UPDATE SET mastered = excluded.mastered,
            considered = excluded.considered, correct = excluded.correct,
            median_ms = excluded.median_ms $$""",
    f"""CREATE FUNCTION refresh_all_mastery() RETURNS void LANGUAGE sql {_DEFINER} AS $$
        SELECT refresh_mastery(k.trainee_id, k.game, k.skill)
        FROM (SELECT DISTINCT trainee_id, game, skill FROM day_skill
              ORDER BY trainee_id, game, skill) AS k $$""",
    # Add (+1) or take away (-1) one trainee's rollups to or from the class's.
    f"""CREATE FUNCTION shift_class(p_trainee uuid, sign integer) RETURNS void
        LANGUAGE sql {_DEFINER} AS $$
        INSERT INTO class_day_skill AS t (game, skill, day, n, correct, credit, {_HIST})
        SELECT game, skill, day, sign * n, sign * correct, sign * credit, {_HIST_SIGNED}
        FROM day_skill WHERE trainee_id = p_trainee ORDER BY game, skill, day
        ON CONFLICT (game, skill, day) DO UPDATE SET n = t.n + excluded.n,
            correct = t.correct + excluded.correct, credit = t.credit + excluded.credit,
            {_HIST_ADD};
        INSERT INTO class_day_family AS t (game, skill, family, day, n, correct, credit)
        SELECT game, skill, family, day, sign * n, sign * correct, sign * credit
        FROM day_family WHERE trainee_id = p_trainee ORDER BY game, skill, family, day
        ON CONFLICT (game, skill, family, day) DO UPDATE SET n = t.n + excluded.n,
            correct = t.correct + excluded.correct, credit = t.credit + excluded.credit;
        DELETE FROM class_day_skill WHERE n = 0;
        DELETE FROM class_day_family WHERE n = 0 $$""",
    """CREATE FUNCTION facts_are_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            RAISE EXCEPTION '% are append-only facts: rows are never changed or removed',
                TG_TABLE_NAME USING ERRCODE = '42501';
        END $$""",
    # Every pushed batch: this station claims its numbers for the facts it sent, in the
    # ledger of (station, seq), whether the facts were new to the site or had come already
    # by another way (a JSON export imported on another station); then its counters and
    # its highest contiguous seq (advanced only while the next seq is claimed). A number
    # claimed for two different facts is refused: that would lose one of them.
    f"""CREATE FUNCTION claim_facts(p_kinds text[], p_ids uuid[], p_seqs bigint[])
        RETURNS TABLE (contiguous_seq bigint, max_seq bigint)
        LANGUAGE plpgsql {_DEFINER} AS $$
        DECLARE me integer := my_station(); added bigint; run bigint; n bigint;
        BEGIN
            IF me IS NULL THEN
                RAISE EXCEPTION 'role % is not a station of this site', session_user
                    USING ERRCODE = '42501';
            END IF;
            -- A subquery per number (the ledger's key), not a join the planner might
            -- answer by reading the whole ledger at every push.
            IF EXISTS (SELECT 1 FROM unnest(p_ids, p_seqs) AS u(id, seq)
                       WHERE (SELECT f.fact_id FROM fact_seqs AS f
                              WHERE f.station_id = me AND f.seq = u.seq) <> u.id)
               OR EXISTS (SELECT 1 FROM unnest(p_ids, p_seqs) AS u(id, seq)
                          GROUP BY u.seq HAVING count(DISTINCT u.id) > 1) THEN
                RAISE EXCEPTION 'a sequence number of station % was sent for two facts', me
                    USING ERRCODE = '23505';
            END IF;
            INSERT INTO fact_seqs (station_id, seq, kind, fact_id)
            SELECT DISTINCT me, u.seq, u.kind, u.id
            FROM unnest(p_kinds, p_ids, p_seqs) AS u(kind, id, seq) ORDER BY 2
            ON CONFLICT DO NOTHING;
            GET DIAGNOSTICS added = ROW_COUNT;
            UPDATE stations AS s SET
                max_seq = greatest(s.max_seq, (SELECT max(x) FROM unnest(p_seqs) AS x)),
                fact_count = s.fact_count + added, last_push_at = now()
            WHERE s.id = me;
            -- Walk the ledger up from the contiguous number while the next one is there:
            -- an index range read of what this push added (it stops at once at a gap).
            SELECT s.contiguous_seq INTO run FROM stations AS s WHERE s.id = me;
            FOR n IN SELECT f.seq FROM fact_seqs AS f
                     WHERE f.station_id = me AND f.seq > run ORDER BY f.seq LOOP
                EXIT WHEN n <> run + 1;
                run := n;
            END LOOP;
            UPDATE stations AS s SET contiguous_seq = run WHERE s.id = me;
            RETURN QUERY SELECT s.contiguous_seq, s.max_seq FROM stations AS s WHERE s.id = me;
        END $$""",
    # Every pushed batch of answers: the rollups (sorted, so that concurrent stations take
    # row locks in one order and never deadlock), mastery of what it touched, the live
    # view, the class's sums, and a notification for consoles listening.
    f"""CREATE FUNCTION attempts_rollup() RETURNS trigger LANGUAGE plpgsql {_DEFINER} AS $$
        BEGIN
            INSERT INTO day_skill AS t (trainee_id, game, skill, day, n, correct, credit, {_HIST})
            SELECT trainee_id, game, skill, day, count(*), count(*) FILTER (WHERE credit = 1000),
                   sum(credit), {_HIST_COUNTS}
            FROM (SELECT *, rt_bucket(response_ms) AS b FROM inserted) AS i
            GROUP BY trainee_id, game, skill, day ORDER BY trainee_id, game, skill, day
            ON CONFLICT (trainee_id, game, skill, day) DO UPDATE SET n = t.n + excluded.n,
                correct = t.correct + excluded.correct, credit = t.credit + excluded.credit,
                {_HIST_ADD};
            INSERT INTO day_family AS t (trainee_id, game, skill, family, day, n, correct, credit)
            SELECT trainee_id, game, skill, family, day, count(*),
                   count(*) FILTER (WHERE credit = 1000), sum(credit)
            FROM inserted GROUP BY trainee_id, game, skill, family, day
            ORDER BY trainee_id, game, skill, family, day
            ON CONFLICT (trainee_id, game, skill, family, day) DO UPDATE SET
                n = t.n + excluded.n, correct = t.correct + excluded.correct,
                credit = t.credit + excluded.credit;
            PERFORM refresh_mastery(k.trainee_id, k.game, k.skill)
            FROM (SELECT DISTINCT trainee_id, game, skill FROM inserted
                  ORDER BY trainee_id, game, skill) AS k;
            INSERT INTO live AS t (trainee_id, station_id, game, skill, family, mode, ts,
                                   session_id)
            SELECT DISTINCT ON (trainee_id) trainee_id, station_id, game, skill, family, mode,
                   ts, session_id
            FROM inserted ORDER BY trainee_id, ts DESC, seq DESC
            ON CONFLICT (trainee_id) DO UPDATE SET station_id = excluded.station_id,
                game = excluded.game, skill = excluded.skill, family = excluded.family,
                mode = excluded.mode, ts = excluded.ts, session_id = excluded.session_id,
                seen_at = now()
            WHERE excluded.ts >= t.ts OR excluded.station_id <> t.station_id;
            -- The class's rows are the ones every station's batch shares: taken last, so
            -- each batch holds them only until its COMMIT.
            INSERT INTO class_day_skill AS t (game, skill, day, n, correct, credit, {_HIST})
            SELECT game, skill, day, count(*), count(*) FILTER (WHERE credit = 1000),
                   sum(credit), {_HIST_COUNTS}
            FROM (SELECT i.*, rt_bucket(i.response_ms) AS b FROM inserted AS i
                  JOIN trainees AS tr ON tr.id = i.trainee_id AND tr.archived_at IS NULL) AS i
            GROUP BY game, skill, day ORDER BY game, skill, day
            ON CONFLICT (game, skill, day) DO UPDATE SET n = t.n + excluded.n,
                correct = t.correct + excluded.correct, credit = t.credit + excluded.credit,
                {_HIST_ADD};
            INSERT INTO class_day_family AS t (game, skill, family, day, n, correct, credit)
            SELECT i.game, i.skill, i.family, i.day, count(*),
                   count(*) FILTER (WHERE i.credit = 1000), sum(i.credit)
            FROM inserted AS i JOIN trainees AS tr ON tr.id = i.trainee_id
                AND tr.archived_at IS NULL
            GROUP BY i.game, i.skill, i.family, i.day ORDER BY i.game, i.skill, i.family, i.day
            ON CONFLICT (game, skill, family, day) DO UPDATE SET n = t.n + excluded.n,
                correct = t.correct + excluded.correct, credit = t.credit + excluded.credit;
            PERFORM pg_notify('{NOTIFY_CHANNEL}', string_agg(DISTINCT station_id::text, ','))
            FROM inserted;
            RETURN NULL;
        END $$""",
    f"""CREATE FUNCTION report_station(p_head_seq bigint, p_station_schema integer,
                                       p_app_version text)
        RETURNS TABLE (station_id integer, station_name text, contiguous_seq bigint,
                       max_seq bigint)
        LANGUAGE plpgsql {_DEFINER} AS $$
        DECLARE me integer := my_station();
        BEGIN
            IF me IS NULL THEN
                RAISE EXCEPTION 'role % is not a station of this site', session_user
                    USING ERRCODE = '42501';
            END IF;
            UPDATE stations AS s SET last_seen_at = now(),
                reported_seq = greatest(s.reported_seq, p_head_seq),
                station_schema = p_station_schema, app_version = p_app_version
            WHERE s.id = me;
            RETURN QUERY SELECT s.id, s.name, s.contiguous_seq, s.max_seq
                FROM stations AS s WHERE s.id = me;
        END $$""",
    f"""CREATE FUNCTION audit_record(p_kind text, p_record text, p_outcome text,
            p_expected bigint, p_new_version bigint, p_old text, p_new text,
            p_supervisor uuid, p_station_at bigint) RETURNS void
        LANGUAGE sql {_DEFINER} AS $$
        INSERT INTO record_audit (kind, record, outcome, expected_version, new_version,
            old_value, new_value, supervisor_id, supervisor_name, station_id, at, station_at)
        VALUES (p_kind, p_record, p_outcome, p_expected, p_new_version, p_old, p_new,
            p_supervisor, (SELECT name FROM supervisors WHERE id = p_supervisor),
            my_station(), now_ms(), p_station_at) $$""",
    # Compare-and-set of one house setting. A value already in force is a success
    # without a new version (a retry after a lost reply); a stale version is a conflict,
    # answered with what is in force and who set it, and audited as such.
    f"""CREATE FUNCTION change_setting(p_key text, p_expected bigint, p_value text,
            p_supervisor uuid, p_station_at bigint DEFAULT NULL)
        RETURNS TABLE (applied boolean, version bigint, value text, changed_by uuid,
                       changed_by_name text, changed_at bigint)
        LANGUAGE plpgsql {_DEFINER} AS $$
        DECLARE cur settings%ROWTYPE; v bigint;
        BEGIN
            PERFORM pg_advisory_xact_lock({RECORDS_LOCK});
            IF NOT EXISTS (SELECT 1 FROM supervisors WHERE id = p_supervisor) THEN
                RAISE EXCEPTION 'there is no supervisor % on the site', p_supervisor
                    USING ERRCODE = '23503';
            END IF;
            SELECT * INTO cur FROM settings AS s WHERE s.key = p_key;
            IF FOUND AND cur.value = p_value THEN
                RETURN QUERY SELECT true, cur.version, cur.value, cur.changed_by,
                    (SELECT name FROM supervisors WHERE id = cur.changed_by), cur.changed_at;
                RETURN;
            END IF;
            -- A station joining the site with a value of its own (expected 0) replaces a
            -- default no one has changed yet; any other stale version is a conflict.
            IF coalesce(cur.version, 0) <> p_expected
                    AND NOT (p_expected = 0 AND cur.changed_by IS NULL) THEN
                PERFORM audit_record('setting', p_key, 'conflict', p_expected, NULL,
                    cur.value, p_value, p_supervisor, p_station_at);
                RETURN QUERY SELECT false, cur.version, cur.value, cur.changed_by,
                    (SELECT name FROM supervisors WHERE id = cur.changed_by), cur.changed_at;
                RETURN;
            END IF;
            v := nextval('record_version');
            INSERT INTO settings AS s (key, value, version, changed_at, changed_by)
            VALUES (p_key, p_value, v, now_ms(), p_supervisor)
            ON CONFLICT (key) DO UPDATE SET value = excluded.value, version = excluded.version,
                changed_at = excluded.changed_at, changed_by = excluded.changed_by;
            PERFORM audit_record('setting', p_key, 'applied', p_expected, v, cur.value,
                p_value, p_supervisor, p_station_at);
            IF p_key IN ({_MASTERY_KEYS}) THEN
                PERFORM refresh_all_mastery();
            END IF;
            RETURN QUERY SELECT s.version IS NOT NULL, s.version, s.value, s.changed_by,
                (SELECT name FROM supervisors WHERE id = s.changed_by), s.changed_at
                FROM settings AS s WHERE s.key = p_key;
        END $$""",
    # Compare-and-set of a trainee. Version 0 creates; a new trainee whose name an active
    # trainee already has is merged into that one (trainees travel by name, as imports do).
    f"""CREATE FUNCTION put_trainee(p_id uuid, p_expected bigint, p_name text,
            p_pin_hash text, p_created_at bigint, p_archived_at bigint,
            p_supervisor uuid DEFAULT NULL, p_station_at bigint DEFAULT NULL)
        RETURNS TABLE (outcome text, id uuid, version bigint, name text, pin_hash text,
                       created_at bigint, archived_at bigint)
        LANGUAGE plpgsql {_DEFINER} AS $$
        DECLARE cur trainees%ROWTYPE; other trainees%ROWTYPE; v bigint;
            result text := 'applied'; key text := lower(btrim(p_name));
        BEGIN
            PERFORM pg_advisory_xact_lock({RECORDS_LOCK});
            SELECT * INTO cur FROM trainees AS t WHERE t.id = p_id;
            IF FOUND AND cur.name = p_name AND cur.pin_hash IS NOT DISTINCT FROM p_pin_hash
                    AND (cur.archived_at IS NULL) = (p_archived_at IS NULL) THEN
                result := 'applied';
            ELSIF coalesce(cur.version, 0) <> p_expected THEN
                PERFORM audit_record('trainee', p_id::text, 'conflict', p_expected, NULL,
                    cur.name, p_name, p_supervisor, p_station_at);
                result := 'conflict';
            ELSE
                SELECT * INTO other FROM trainees AS t
                WHERE t.name_key = key AND t.archived_at IS NULL AND t.id <> p_id;
                IF FOUND AND p_archived_at IS NULL THEN
                    IF cur.id IS NULL THEN
                        RETURN QUERY SELECT 'merged', other.id, other.version, other.name,
                            other.pin_hash, other.created_at, other.archived_at;
                        RETURN;
                    END IF;
                    result := 'name-taken';
                ELSE
                    v := nextval('record_version');
                    INSERT INTO trainees AS t (id, name, name_key, pin_hash, created_at,
                                               archived_at, version)
                    VALUES (p_id, p_name, key, p_pin_hash, p_created_at, p_archived_at, v)
                    ON CONFLICT ON CONSTRAINT trainees_pkey DO UPDATE SET name = excluded.name,
                        name_key = excluded.name_key, pin_hash = excluded.pin_hash,
                        archived_at = excluded.archived_at, version = excluded.version;
                    IF cur.id IS NOT NULL AND (cur.archived_at IS NULL) <> (p_archived_at IS NULL)
                    THEN
                        PERFORM shift_class(p_id, CASE WHEN p_archived_at IS NULL
                                                  THEN 1 ELSE -1 END);
                    END IF;
                    PERFORM audit_record('trainee', p_id::text, 'applied', p_expected, v,
                        cur.name, p_name, p_supervisor, p_station_at);
                END IF;
            END IF;
            RETURN QUERY SELECT result, t.id, t.version, t.name, t.pin_hash, t.created_at,
                t.archived_at FROM trainees AS t WHERE t.id = p_id;
        END $$""",
    f"""CREATE FUNCTION put_supervisor(p_id uuid, p_expected bigint, p_name text,
            p_pin_hash text, p_created_at bigint, p_by uuid DEFAULT NULL,
            p_station_at bigint DEFAULT NULL)
        RETURNS TABLE (outcome text, id uuid, version bigint, name text, pin_hash text,
                       created_at bigint)
        LANGUAGE plpgsql {_DEFINER} AS $$
        DECLARE cur supervisors%ROWTYPE; other supervisors%ROWTYPE; v bigint;
            result text := 'applied'; key text := lower(btrim(p_name));
        BEGIN
            PERFORM pg_advisory_xact_lock({RECORDS_LOCK});
            SELECT * INTO cur FROM supervisors AS s WHERE s.id = p_id;
            IF FOUND AND cur.name = p_name AND cur.pin_hash = p_pin_hash THEN
                result := 'applied';
            ELSIF coalesce(cur.version, 0) <> p_expected THEN
                PERFORM audit_record('supervisor', p_id::text, 'conflict', p_expected, NULL,
                    cur.name, p_name, p_by, p_station_at);
                result := 'conflict';
            ELSE
                SELECT * INTO other FROM supervisors AS s WHERE s.name_key = key AND s.id <> p_id;
                IF FOUND THEN
                    IF cur.id IS NULL THEN
                        RETURN QUERY SELECT 'merged', other.id, other.version, other.name,
                            other.pin_hash, other.created_at;
                        RETURN;
                    END IF;
                    result := 'name-taken';
                ELSE
                    v := nextval('record_version');
                    INSERT INTO supervisors AS s (id, name, name_key, pin_hash, created_at,
                                                  version)
                    VALUES (p_id, p_name, key, p_pin_hash, p_created_at, v)
                    ON CONFLICT ON CONSTRAINT supervisors_pkey DO UPDATE SET
                        name = excluded.name, name_key = excluded.name_key,
                        pin_hash = excluded.pin_hash, version = excluded.version;
                    PERFORM audit_record('supervisor', p_id::text, 'applied', p_expected, v,
                        cur.name, p_name, coalesce(p_by, p_id), p_station_at);
                END IF;
            END IF;
            RETURN QUERY SELECT result, s.id, s.version, s.name, s.pin_hash, s.created_at
                FROM supervisors AS s WHERE s.id = p_id;
        END $$""",
    # An exam's questions are fixed once defined; only its retirement changes it later.
    f"""CREATE FUNCTION put_exam(p_id uuid, p_expected bigint, p_name text, p_games jsonb,
            p_skills jsonb, p_question_count integer, p_time_limit_seconds integer,
            p_pass_mark_percent integer, p_seed bigint, p_created_by uuid,
            p_created_at bigint, p_retired_at bigint, p_by uuid DEFAULT NULL,
            p_station_at bigint DEFAULT NULL)
        RETURNS TABLE (outcome text, id uuid, version bigint, retired_at bigint)
        LANGUAGE plpgsql {_DEFINER} AS $$
        DECLARE cur exams%ROWTYPE; v bigint; result text := 'applied';
        BEGIN
            PERFORM pg_advisory_xact_lock({RECORDS_LOCK});
            SELECT * INTO cur FROM exams AS e WHERE e.id = p_id;
            IF FOUND AND (cur.retired_at IS NULL) = (p_retired_at IS NULL) THEN
                result := 'applied';
            ELSIF coalesce(cur.version, 0) <> p_expected THEN
                PERFORM audit_record('exam', p_id::text, 'conflict', p_expected, NULL,
                    cur.retired_at::text, p_retired_at::text, p_by, p_station_at);
                result := 'conflict';
            ELSE
                v := nextval('record_version');
                INSERT INTO exams AS e (id, name, games, skills, question_count,
                    time_limit_seconds, pass_mark_percent, seed, created_by, created_at,
                    retired_at, version)
                VALUES (p_id, p_name, p_games, p_skills, p_question_count, p_time_limit_seconds,
                    p_pass_mark_percent, p_seed, p_created_by, p_created_at, p_retired_at, v)
                ON CONFLICT ON CONSTRAINT exams_pkey DO UPDATE SET
                    retired_at = excluded.retired_at, version = excluded.version;
                PERFORM audit_record('exam', p_id::text, 'applied', p_expected, v,
                    cur.retired_at::text, p_retired_at::text, coalesce(p_by, p_created_by),
                    p_station_at);
            END IF;
            RETURN QUERY SELECT result, e.id, e.version, e.retired_at FROM exams AS e
                WHERE e.id = p_id;
        END $$""",
)

_FACT_INSERT_COLUMNS: Final = {
    "attempts": "id, station_id, seq, trainee_id, session_id, game, skill, family, difficulty, "
    "seed, params, answer, expected, credit, response_ms, mode, ts, day",
    "exam_sittings": "id, station_id, seq, exam_id, trainee_id, session_id, started_at, "
    "finished_at, answered, score_permille, passed",
    "sign_offs": "id, station_id, seq, sitting_id, supervisor_id, signed_at",
    "audit_events": "id, station_id, seq, at, kind, supervisor_id, subject, detail",
}


def _fact_statements() -> list[str]:
    found: list[str] = []
    for table in FACT_TABLES:
        found += [
            f"""CREATE TRIGGER append_only BEFORE UPDATE OR DELETE ON {table}
                FOR EACH ROW EXECUTE FUNCTION facts_are_append_only()""",
            f"ALTER TABLE {table} ENABLE ROW LEVEL SECURITY",
            f"CREATE POLICY station_reads ON {table} FOR SELECT TO %STATIONS% USING (true)",
            f"""CREATE POLICY station_writes ON {table} FOR INSERT TO %STATIONS%
                WITH CHECK (station_id = (SELECT my_station()))""",
            f"GRANT INSERT ({_FACT_INSERT_COLUMNS[table]}) ON {table} TO %STATIONS%",
        ]
    found.append(
        """CREATE TRIGGER b_rollup AFTER INSERT ON attempts
           REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT
           EXECUTE FUNCTION attempts_rollup()"""
    )
    return found


_GRANTS: Final = (
    "GRANT USAGE ON SCHEMA dealer_trainer TO %STATIONS%",
    "GRANT SELECT ON ALL TABLES IN SCHEMA dealer_trainer TO %STATIONS%",
    "REVOKE ALL ON ALL FUNCTIONS IN SCHEMA dealer_trainer FROM PUBLIC",
    "GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA dealer_trainer TO %STATIONS%",
)


def statements(stations_role: str) -> list[str]:
    """Version 1's statements, in order, with *stations_role* (already quoted) filled in."""
    return [
        text.replace("%STATIONS%", stations_role)
        for text in (*_TABLES, *FUNCTIONS, *_fact_statements(), *_GRANTS)
    ]
