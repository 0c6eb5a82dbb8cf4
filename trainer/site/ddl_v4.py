"""The site schema, version 4: the school's keys, one for every station of the site.

Applied after version 3 (:mod:`trainer.site.ddl_v3`). ``%STATIONS%`` stands for the quoted
name of the stations' group role.

``school_keys`` holds the school's Ed25519 key pair (what its credentials are signed with,
issue 29) and the school's sealing key (what its exports are sealed with, issue 32 item 7),
made by the site's owner (``site init``, ``site school-key --new``):

- every station reads the **public** half and the sealing key's **id** (a digest that
  reveals nothing of the key), so it can tell whether it holds the school's keys;
- the private half and the sealing key are handed out only by ``school_keys_proved``, to a
  station where a supervisor proved their authority to the site (as for every record
  change, version 2); a station's password alone never reads them.

The station keeps them like its own keys (in its private store, wrapped in its backups).
``school_key_handouts`` records each hand-out (key, station, supervisor, when), so that the
owner knows which stations hold the school's key (``site status``).
"""

from __future__ import annotations

from typing import Final

import psycopg

from trainer.site import ddl_v2

_DEFINER: Final = (
    "SECURITY DEFINER SET search_path = dealer_trainer, pg_catalog "
    f"SET lock_timeout = '{ddl_v2.FUNCTION_LOCK_TIMEOUT}'"
)

_TABLES: Final = (
    """CREATE TABLE school_keys (
        id serial PRIMARY KEY,
        public bytea NOT NULL UNIQUE CHECK (length(public) = 32),
        private bytea NOT NULL CHECK (length(private) = 32),
        sealing bytea NOT NULL CHECK (length(sealing) = 32),
        sealing_id text NOT NULL,
        made_at timestamptz NOT NULL DEFAULT now(),
        made_by text NOT NULL,
        current boolean NOT NULL DEFAULT false)""",
    "CREATE UNIQUE INDEX school_keys_current ON school_keys (current) WHERE current",
    # Which station took which key, with whose authority: the owner knows where a key is.
    """CREATE TABLE school_key_handouts (
        id bigserial PRIMARY KEY,
        key_id integer NOT NULL REFERENCES school_keys (id),
        station_id integer REFERENCES stations (id),
        supervisor_id uuid NOT NULL,
        handed_at timestamptz NOT NULL DEFAULT now())""",
)

_FUNCTIONS: Final = (
    # The school's current keys, to a station with a supervisor's proved authority only.
    f"""CREATE FUNCTION school_keys_proved(p_supervisor uuid, p_proof bytea)
        RETURNS TABLE (public bytea, private bytea, sealing bytea, refused text)
        LANGUAGE plpgsql {_DEFINER} AS $$
        DECLARE verdict text := authority_check(p_supervisor, p_proof);
        BEGIN
            IF verdict <> 'ok' THEN
                RETURN QUERY SELECT NULL::bytea, NULL::bytea, NULL::bytea, verdict;
                RETURN;
            END IF;
            INSERT INTO school_key_handouts (key_id, station_id, supervisor_id)
                SELECT k.id, my_station(), p_supervisor FROM school_keys AS k WHERE k.current;
            RETURN QUERY SELECT k.public, k.private, k.sealing, NULL::text
                FROM school_keys AS k WHERE k.current;
        END $$""",
)

_STATION_FUNCTIONS: Final = ("school_keys_proved(uuid, bytea)",)

_RULES: Final = (
    "GRANT SELECT (id, public, sealing_id, made_at, current) ON school_keys TO %STATIONS%",
    "REVOKE ALL ON FUNCTION school_keys_proved(uuid, bytea) FROM PUBLIC",
    *(f"GRANT EXECUTE ON FUNCTION {f} TO %STATIONS%" for f in _STATION_FUNCTIONS),
)


def statements(stations_role: str) -> list[str]:
    """Version 4's statements, in order, with *stations_role* (already quoted) filled in."""
    every = (*_TABLES, *_FUNCTIONS, *_RULES)
    return [text.replace("%STATIONS%", stations_role) for text in every]


def new_school_keys(conn: psycopg.Connection[tuple[object, ...]], *, by: str) -> bytes:
    """Make the site's school key pair and sealing key (the site's owner's connection, in
    a transaction), the current ones from now on; returns the public key. Stations take
    them at their next sync with a supervisor signed in; the keys before stay held there."""
    from trainer.progress.identity import new_private_key, public_of
    from trainer.progress.signing import key_id, new_key

    private, sealing = new_private_key(), new_key()
    public = public_of(private)
    conn.execute("UPDATE school_keys SET current = false WHERE current")
    conn.execute(
        "INSERT INTO school_keys (public, private, sealing, sealing_id, made_by, current) "
        "VALUES (%s, %s, %s, %s, %s, true)",
        (public, private, sealing, key_id(sealing), by),
    )
    return public
