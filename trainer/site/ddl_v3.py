"""The site schema, version 3: a station can be retired, and its answers with it (issue 32).

Applied after version 2 (:mod:`trainer.site.ddl_v2`). ``%STATIONS%`` stands for the quoted
name of the stations' group role.

A station's password lets whoever holds it push answers for any trainee (the site cannot
regrade an answer, and a trainee signs in offline at any station). What the site can do
is name the station each answer came by, and let the site's owner, or a supervisor with
proved authority, **retire** a station that was taken:

- ``retirements`` keeps each retirement: the station, ``since`` (the site's clock: answers
  the site *received* from that station from then on no longer count) and ``until`` (the
  station was given a new password; answers received after that count again), who
  retired it and when. The answers themselves stay on the site, for audit.
- From then on the station's hello is refused with one sentence (SQLSTATE ``DTRET``), its
  inserts fail the row policy (``my_station()`` is ``NULL`` for a retired station, as in
  version 1), and its supervisors' proofs are refused (``authority_check`` says
  ``retired``).
- Every derived figure leaves out the answers of a retirement window: ``compute_mastery``
  (the mastery on the site, and at every station, whose own mastery comes from the
  answers they pull), and the retired station's share of the rollups, the class sums and
  the live view, which :func:`recount_station <statements>` rebuilds from the answers that
  still count. Stations pull no such answer, and drop the copies they pulled before at
  their next sync (``voided_answers``: the retirements after the station's cursor).
"""

from __future__ import annotations

from typing import Final

from trainer.progress.schema import HIST_COLUMNS
from trainer.site import ddl_v2
from trainer.site.errors import RETIRED_STATE

NO_STATION_STATE: Final = "DTNOS"
"""The SQLSTATE of a retirement that names no station of the site."""

_HIST: Final = ", ".join(HIST_COLUMNS)
_HIST_COUNTS: Final = ", ".join(
    f"count(*) FILTER (WHERE b = {i})" for i in range(len(HIST_COLUMNS))
)
_HIST_SUMS: Final = ", ".join(f"sum({h})" for h in HIST_COLUMNS)
_DEFINER: Final = (
    "SECURITY DEFINER SET search_path = dealer_trainer, pg_catalog "
    f"SET lock_timeout = '{ddl_v2.FUNCTION_LOCK_TIMEOUT}'"
)


def voided(alias: str) -> str:
    """SQL that is true when the answer (or sitting) *alias* was received from a station in
    one of its retirement windows: such a fact stays on the site and counts nowhere."""
    return (
        f"EXISTS (SELECT 1 FROM retirements AS r WHERE r.station_id = {alias}.station_id "
        f"AND {alias}.received_at >= r.since "
        f"AND (r.until IS NULL OR {alias}.received_at < r.until))"
    )


_TABLES: Final = (
    """CREATE TABLE retirements (
        id bigserial PRIMARY KEY,
        station_id integer NOT NULL REFERENCES stations (id),
        since timestamptz NOT NULL,
        until timestamptz,
        retired_at timestamptz NOT NULL DEFAULT now(),
        retired_by text NOT NULL,
        tx xid8 NOT NULL DEFAULT pg_current_xact_id(),
        CHECK (until IS NULL OR until >= since))""",
    "CREATE INDEX retirements_station ON retirements (station_id)",
    "CREATE INDEX retirements_tx ON retirements (tx)",
)


def _replaced(text: str, anchor: str, added: str) -> str:
    assert text.count(anchor) == 1, anchor
    return text.replace(anchor, anchor + added).replace(
        "CREATE FUNCTION", "CREATE OR REPLACE FUNCTION", 1
    )


def _v2_function(name: str) -> str:
    return next(f for f in ddl_v2._FUNCTIONS if f.startswith(f"CREATE FUNCTION {name}("))


def _v1_function(name: str) -> str:
    from trainer.site import ddl

    return next(f for f in ddl.FUNCTIONS if f.startswith(f"CREATE FUNCTION {name}("))


_FUNCTIONS: Final = (
    # A retired station's supervisors prove nothing there any more.
    _replaced(
        _v2_function("authority_check"),
        """IF NOT is_station() THEN
                RETURN 'ok';
            END IF;""",
        """
            IF EXISTS (SELECT 1 FROM stations AS st WHERE st.role_name = session_user
                       AND st.retired_at IS NOT NULL) THEN
                RETURN 'retired';
            END IF;""",
    ),
    # The answers of a retirement window count toward no one's mastery.
    _replaced(
        _v1_function("compute_mastery"),
        "AND a.day <= p_until_day",
        f"\n              AND NOT {voided('a')}",
    ),
    # A retired station is told so in one sentence (the detail names it, the hint says when).
    _replaced(
        _v1_function("report_station"),
        """IF me IS NULL THEN""",
        f"""
                IF EXISTS (SELECT 1 FROM stations AS st WHERE st.role_name = session_user) THEN
                    RAISE EXCEPTION 'this station was retired from the site'
                        USING ERRCODE = '{RETIRED_STATE}',
                        DETAIL = (SELECT st.name FROM stations AS st
                                  WHERE st.role_name = session_user),
                        HINT = (SELECT to_char(st.retired_at AT TIME ZONE 'UTC',
                                               'YYYY-MM-DD HH24:MI')
                                FROM stations AS st WHERE st.role_name = session_user);
                END IF;""",
    ),
    # One station's share of every derived figure, rebuilt from its answers that count.
    # Only that station's rows are written (and mastery computed afresh as the site's,
    # station 0, which is then the one in force): no other station's push waits on it.
    f"""CREATE FUNCTION recount_station(p_station integer) RETURNS void
        LANGUAGE plpgsql {_DEFINER} AS $$
        BEGIN
            DELETE FROM class_day_skill WHERE station_id = p_station;
            DELETE FROM class_day_family WHERE station_id = p_station;
            DELETE FROM day_skill WHERE station_id = p_station;
            DELETE FROM day_family WHERE station_id = p_station;
            DELETE FROM live WHERE station_id = p_station;
            DELETE FROM mastery WHERE station_id = p_station;
            INSERT INTO day_skill (trainee_id, game, skill, day, station_id, n, correct,
                                   credit, {_HIST})
            SELECT trainee_id, game, skill, day, station_id, count(*),
                   count(*) FILTER (WHERE credit = 1000), sum(credit), {_HIST_COUNTS}
            FROM (SELECT a.*, rt_bucket(a.response_ms) AS b FROM attempts AS a
                  WHERE a.station_id = p_station AND NOT {voided("a")}) AS i
            GROUP BY trainee_id, game, skill, day, station_id;
            INSERT INTO day_family (trainee_id, game, skill, family, day, station_id, n,
                                    correct, credit)
            SELECT trainee_id, game, skill, family, day, station_id, count(*),
                   count(*) FILTER (WHERE credit = 1000), sum(credit)
            FROM attempts AS a WHERE a.station_id = p_station AND NOT {voided("a")}
            GROUP BY trainee_id, game, skill, family, day, station_id;
            INSERT INTO class_day_skill (game, skill, day, station_id, n, correct, credit,
                                         {_HIST})
            SELECT d.game, d.skill, d.day, d.station_id, sum(d.n), sum(d.correct),
                   sum(d.credit), {_HIST_SUMS}
            FROM day_skill AS d JOIN trainees AS tr ON tr.id = d.trainee_id
                AND tr.archived_at IS NULL
            WHERE d.station_id = p_station GROUP BY d.game, d.skill, d.day, d.station_id;
            INSERT INTO class_day_family (game, skill, family, day, station_id, n, correct,
                                          credit)
            SELECT d.game, d.skill, d.family, d.day, d.station_id, sum(d.n), sum(d.correct),
                   sum(d.credit)
            FROM day_family AS d JOIN trainees AS tr ON tr.id = d.trainee_id
                AND tr.archived_at IS NULL
            WHERE d.station_id = p_station
            GROUP BY d.game, d.skill, d.family, d.day, d.station_id;
            PERFORM refresh_mastery(k.trainee_id, k.game, k.skill, 0)
            FROM (SELECT DISTINCT trainee_id, game, skill FROM attempts
                  WHERE station_id = p_station ORDER BY trainee_id, game, skill) AS k;
        END $$""",
    # Retire a station (by name): its pushes are refused from now on, and the answers the
    # site received from it since p_since (never later than now) stop counting. Answers
    # are never deleted. Retiring a retired station again adds a window.
    f"""CREATE FUNCTION retire_station(p_name text, p_since timestamptz, p_by text)
        RETURNS TABLE (station_name text, since timestamptz, voided bigint, trainees bigint)
        LANGUAGE plpgsql {_DEFINER} AS $$
        DECLARE st stations%ROWTYPE; from_ts timestamptz := least(coalesce(p_since, now()),
                                                                 now());
        BEGIN
            SELECT * INTO st FROM stations AS s WHERE lower(s.name) = lower(btrim(p_name))
                FOR UPDATE;
            IF NOT FOUND THEN
                RAISE EXCEPTION 'there is no station % on the site', p_name
                    USING ERRCODE = '{NO_STATION_STATE}';
            END IF;
            UPDATE stations AS s SET retired_at = coalesce(s.retired_at, now())
                WHERE s.id = st.id;
            INSERT INTO retirements (station_id, since, retired_by)
                VALUES (st.id, from_ts, p_by);
            PERFORM recount_station(st.id);
            RETURN QUERY SELECT st.name, from_ts, count(*),
                    count(DISTINCT a.trainee_id)
                FROM attempts AS a WHERE a.station_id = st.id AND {voided("a")};
        END $$""",
    # The same from a station, with a supervisor's authority (issue 32's trust).
    f"""CREATE FUNCTION retire_station_proved(p_name text, p_since timestamptz,
            p_supervisor uuid, p_proof bytea)
        RETURNS TABLE (station_name text, since timestamptz, voided bigint, trainees bigint,
                       refused text)
        LANGUAGE plpgsql {_DEFINER} AS $$
        DECLARE verdict text := authority_check(p_supervisor, p_proof);
        BEGIN
            IF verdict <> 'ok' THEN
                RETURN QUERY SELECT p_name, p_since, 0::bigint, 0::bigint, verdict;
                RETURN;
            END IF;
            RETURN QUERY SELECT r.*, NULL::text FROM retire_station(p_name, p_since,
                (SELECT s.name FROM supervisors AS s WHERE s.id = p_supervisor)) AS r;
        END $$""",
)

_STATION_FUNCTIONS: Final = ("retire_station_proved(text, timestamptz, uuid, bytea)",)

_RULES: Final = (
    "GRANT SELECT ON retirements TO %STATIONS%",
    "REVOKE ALL ON FUNCTION recount_station(integer) FROM PUBLIC",
    "REVOKE ALL ON FUNCTION retire_station(text, timestamptz, text) FROM PUBLIC",
    "REVOKE ALL ON FUNCTION retire_station_proved(text, timestamptz, uuid, bytea) FROM PUBLIC",
    *(f"GRANT EXECUTE ON FUNCTION {f} TO %STATIONS%" for f in _STATION_FUNCTIONS),
    # Replaced above from version 1's text, which had no bound of its own.
    "ALTER FUNCTION report_station(bigint, integer, text) "
    f"SET lock_timeout = '{ddl_v2.FUNCTION_LOCK_TIMEOUT}'",
)


def statements(stations_role: str) -> list[str]:
    """Version 3's statements, in order, with *stations_role* (already quoted) filled in."""
    every = (*_TABLES, *_FUNCTIONS, *_RULES)
    return [text.replace("%STATIONS%", stations_role) for text in every]
