"""Retiring a station whose password was taken (issue 32; site schema 3).

A station's password lets whoever holds it push answers for any trainee. The site names
the station of every answer; retiring that station refuses its pushes from then on and
makes every answer the site received from it since a given moment count nowhere: not in
mastery, the rollups, the class view, nor at any station after its next sync. The
answers stay on the site for audit. The site's owner retires a station
(:func:`trainer.site.admin.retire_station`); so may a supervisor at another station,
with their authority proved to the site (:func:`retire_station_as_supervisor`).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime

import psycopg

from trainer.site import site_words as said
from trainer.site.authority import refusal
from trainer.site.connection import connect, translate
from trainer.site.ddl_v3 import NO_STATION_STATE
from trainer.site.errors import SiteError, SiteSchemaError
from trainer.site.schema import Connection, read_version
from trainer.words import translated

OWNER: str = "the site's owner"


@dataclass(frozen=True, slots=True)
class Retirement:
    """A station retired: from when its answers stop counting, and how many that was."""

    station: str
    since: datetime
    voided: int
    trainees: int

    def sentence(self) -> str:
        """The retirement in one plain sentence."""
        return (
            "Station {station} is retired: the site refuses its pushes, and the {voided} "
            "answer(s) of {trainees} trainee(s) it received from it since {since} UTC no "
            "longer count (they stay on the site for audit); every station drops its "
            "copies at its next sync."
        ).format(
            station=self.station,
            voided=self.voided,
            trainees=self.trainees,
            since=f"{self.since.astimezone(UTC):%Y-%m-%d %H:%M}",
        )


def parse_since(text: str | None) -> datetime | None:
    """*text* as a moment (ISO 8601, a date or a date and time; UTC unless it says), or
    ``None`` for now; :class:`SiteError` if it is no moment."""
    if text is None or not text.strip():
        return None
    try:
        moment = datetime.fromisoformat(text.strip())
    except ValueError:
        raise SiteError(
            f"{text!r} is not a moment; write it as 2026-12-01 or 2026-12-01T09:30 "
            "(UTC unless it names its zone)."
        ) from None
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def _retire(conn: Connection, call: bytes, params: tuple[object, ...]) -> Retirement:
    found = read_version(conn)
    if found is None or found.version < 3:
        raise SiteSchemaError(
            "The site cannot retire a station before 'dealer-trainer site init' upgrades it."
        )
    try:
        with conn.transaction():
            row = conn.execute(call, params).fetchone()
    except psycopg.Error as exc:
        if getattr(exc, "sqlstate", None) == NO_STATION_STATE:
            raise SiteError(
                f"There is no station {params[0]!r} on the site; 'dealer-trainer site status' "
                "lists them."
            ) from None
        raise translate(exc, "the site") from None
    assert row is not None
    if len(row) > 4 and row[4] is not None:
        raise SiteError(refusal(translated(said.THE_SUPERVISOR), str(row[4])))
    station, since, voided, trainees = row[:4]
    assert isinstance(since, datetime)
    return Retirement(str(station), since, int(str(voided)), int(str(trainees)))


def retire(conn: Connection, name: str, since: datetime | None, by: str = OWNER) -> Retirement:
    """Retire the station *name* over the owner's connection *conn* (see the module's
    description); *since* (default now, never later) is when its answers stop counting."""
    return _retire(conn, b"SELECT * FROM retire_station(%s, %s, %s)", (name, since, by))


def retire_station_as_supervisor(
    url: str, name: str, since: datetime | None, supervisor_id: str, key: bytes
) -> Retirement:
    """Retire the station *name* from a station (*url*), with a supervisor's authority."""
    with connect(url) as conn:
        return _retire(
            conn,
            b"SELECT * FROM retire_station_proved(%s, %s, %s, %s)",
            (name, since, supervisor_id, key),
        )
