"""The site schema, version 5: each trainee's language follows them to every station.

Applied after version 4 (:mod:`trainer.site.ddl_v4`). ``%STATIONS%`` stands for the quoted
name of the stations' group role. Only adds: a station of version 3 or 4 keeps working
(its ``put_trainee`` leaves the new columns as they are, and it pulls without them).

A trainee chooses their language and table English on Home (issue 27; the store's schema
9 keeps them on ``trainees``). The site keeps the choice beside the trainee's record:

- ``trainees.language`` (``''``: the station's), ``trainees.table_english``, and
  ``language_version``, a version of the choice alone (from ``record_version``): a change
  of language is not a change of the trainee's record, so it neither waits for nor
  conflicts with a supervisor's rename, PIN or archiving, and stations pull it as they
  pull the trainee (the row's ``tx``).
- ``set_trainee_language`` is the one way to change it, by compare-and-set on
  ``language_version`` like every record: the first change to reach the site from the
  version a station last heard wins, a later one from the same version is answered with
  what is in force (the station then shows that). Each change is written in
  ``record_audit`` (kind ``trainee-language``) with the station that sent it.

**Authority.** None beyond a station's own: the choice is the trainee's, made signed in
at a station (with their PIN where they have one, which the station checks offline, as
every trainee sign-in), and it opens nothing: it changes no answer, score, record or
access, only the words a trainee reads. A supervisor is not asked (it is not their
matter), and the site cannot check a trainee's PIN (their hashes travel to every
station, so anything derived from them proves nothing a station's password does not).
What a stolen station password could do with it, make a trainee read the other
language, is far less than what it already can (push answers in a trainee's name), is
undone by the trainee in one click, and is in the audit with the station that did it.
"""

from __future__ import annotations

from typing import Final

from trainer.site import ddl_v2

_DEFINER: Final = (
    "SECURITY DEFINER SET search_path = dealer_trainer, pg_catalog "
    f"SET lock_timeout = '{ddl_v2.FUNCTION_LOCK_TIMEOUT}'"
)

_TABLES: Final = (
    """ALTER TABLE trainees ADD COLUMN language text NOT NULL DEFAULT ''
        CHECK (language = '' OR language ~ '^[a-z]{2}$'),
        ADD COLUMN table_english boolean NOT NULL DEFAULT false,
        ADD COLUMN language_version bigint NOT NULL DEFAULT 0""",
)

_FUNCTIONS: Final = (
    # Compare-and-set of a trainee's language choice; a retry of a change already applied
    # (the same choice in force) is a success without a new version.
    f"""CREATE FUNCTION set_trainee_language(p_id uuid, p_expected bigint, p_language text,
            p_table_english boolean, p_station_at bigint DEFAULT NULL)
        RETURNS TABLE (outcome text, language text, table_english boolean,
                       language_version bigint)
        LANGUAGE plpgsql {_DEFINER} AS $$
        DECLARE cur trainees%ROWTYPE; v bigint;
        BEGIN
            SELECT * INTO cur FROM trainees AS t WHERE t.id = p_id FOR UPDATE;
            IF NOT FOUND THEN
                RAISE EXCEPTION 'there is no trainee % on the site', p_id
                    USING ERRCODE = '23503';
            END IF;
            IF cur.language = p_language AND cur.table_english = p_table_english THEN
                RETURN QUERY SELECT 'applied', cur.language, cur.table_english,
                    cur.language_version;
                RETURN;
            END IF;
            IF cur.language_version <> p_expected THEN
                PERFORM audit_record('trainee-language', p_id::text, 'conflict', p_expected,
                    NULL, cur.language || ' ' || cur.table_english::text,
                    p_language || ' ' || p_table_english::text, NULL, p_station_at);
                RETURN QUERY SELECT 'conflict', cur.language, cur.table_english,
                    cur.language_version;
                RETURN;
            END IF;
            v := nextval('record_version');
            UPDATE trainees AS t SET language = p_language, table_english = p_table_english,
                language_version = v WHERE t.id = p_id;
            PERFORM audit_record('trainee-language', p_id::text, 'applied', p_expected, v,
                cur.language || ' ' || cur.table_english::text,
                p_language || ' ' || p_table_english::text, NULL, p_station_at);
            RETURN QUERY SELECT 'applied', p_language, p_table_english, v;
        END $$""",
)

_STATION_FUNCTIONS: Final = ("set_trainee_language(uuid, bigint, text, boolean, bigint)",)

_RULES: Final = (
    *(f"REVOKE ALL ON FUNCTION {f} FROM PUBLIC" for f in _STATION_FUNCTIONS),
    *(f"GRANT EXECUTE ON FUNCTION {f} TO %STATIONS%" for f in _STATION_FUNCTIONS),
)


def statements(stations_role: str) -> list[str]:
    """Version 5's statements, in order, with *stations_role* (already quoted) filled in."""
    every = (*_TABLES, *_FUNCTIONS, *_RULES)
    return [text.replace("%STATIONS%", stations_role) for text in every]
