"""The whole school seen from the site: the live class view and the class overview.

The live class view lists who is drilling now (an answer reached the site in the last
few minutes, by the server's clock, so a station's wrong clock does not hide anyone), at
which station, game and skill, and their accuracy over their last answers there. It
reads the small ``live`` table the server keeps per pushed batch and, per trainee, the
last answers through the ``attempts (trainee_id, game, skill, ts)`` index, so its cost
grows with the trainees drilling, not with the school's millions of answers.

The class overview reads the server's rollups (``class_day_skill``, ``mastery``) with
the very statements that :data:`CLASS_SKILLS_SQL` and friends hold, so
``benchmarks/site.py`` can time the same SQL raw beside :func:`class_overview`.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime
from typing import Final, cast

import psycopg

from trainer.progress.days import day_range
from trainer.progress.records import ClassOverview
from trainer.progress.schema import HIST_COLUMNS
from trainer.progress.stats import day_points, skill_stats
from trainer.site.connection import translate
from trainer.site.schema import Connection

DRILLING_WITHIN_SECONDS: Final = 300
"""An answer this recent (server time) means the trainee is drilling now."""
RECENT_ANSWERS: Final = 20
"""How many of a trainee's last answers at the current game and skill give the accuracy."""

LIVE_SQL: Final = """
    SELECT t.name, s.name, l.game, l.skill, l.family, l.mode, l.seen_at, r.n, r.correct, r.credit
    FROM (SELECT DISTINCT ON (trainee_id) * FROM live
          ORDER BY trainee_id, seen_at DESC, station_id DESC) AS l
    JOIN trainees AS t ON t.id = l.trainee_id
    JOIN stations AS s ON s.id = l.station_id
    CROSS JOIN LATERAL (
        SELECT count(*) AS n, count(*) FILTER (WHERE x.credit = 1000) AS correct,
               coalesce(sum(x.credit), 0) AS credit
        FROM (SELECT a.credit FROM attempts AS a
              WHERE a.trainee_id = l.trainee_id AND a.game = l.game AND a.skill = l.skill
              ORDER BY a.ts DESC LIMIT %(last)s) AS x) AS r
    WHERE l.seen_at >= now() - make_interval(secs => %(within)s)
    ORDER BY lower(t.name)
"""

# Sums cast back to bigint: PostgreSQL sums bigints as numeric, which would come back as
# Decimal and cost a conversion per value here.
_SUMS: Final = ", ".join(f"sum({h})::bigint" for h in ("n", "correct", "credit", *HIST_COLUMNS))
CLASS_SKILLS_SQL: Final = (
    f"SELECT game, skill, {_SUMS} FROM class_day_skill "
    "WHERE day BETWEEN %s AND %s GROUP BY game, skill"
)
CLASS_DAYS_SQL: Final = (
    f"SELECT day, {_SUMS} FROM class_day_skill "
    "WHERE day BETWEEN %s AND %s GROUP BY day ORDER BY day"
)
CLASS_MASTERED_SQL: Final = (
    "SELECT m.game, m.skill, count(*) FROM mastery_now AS m JOIN trainees AS t "
    "ON t.id = m.trainee_id WHERE m.mastered AND t.archived_at IS NULL GROUP BY m.game, m.skill"
)
ACTIVE_TRAINEES_SQL: Final = "SELECT count(*) FROM trainees WHERE archived_at IS NULL"


@dataclass(frozen=True, slots=True)
class LiveRow:
    """One trainee drilling now, somewhere in the school."""

    trainee: str
    station: str
    game: str
    skill: str
    family: str
    mode: str
    last_answer_at: datetime
    recent: int
    recent_correct: int
    accuracy: float


class _Labels:
    """Small numbers for the game and skill names the site returns, as the store's labels
    are, so that the store's own statistics helpers read the site's rows too."""

    def __init__(self) -> None:
        self.ids: dict[str, int] = {}
        self.names: dict[int, str] = {}

    def __call__(self, name: object) -> int:
        text = str(name)
        if text not in self.ids:
            self.ids[text] = len(self.ids)
            self.names[self.ids[text]] = text
        return self.ids[text]


def _url(conn: Connection) -> str:
    info = conn.info
    return f"postgresql://{info.user}@{info.host}:{info.port}/{info.dbname}"


def live_class(
    conn: Connection, *, within_seconds: int = DRILLING_WITHIN_SECONDS, last: int = RECENT_ANSWERS
) -> list[LiveRow]:
    """Who is drilling now in the whole school, by name."""
    try:
        rows = conn.execute(LIVE_SQL, {"within": within_seconds, "last": last}).fetchall()
    except psycopg.Error as exc:
        raise translate(exc, _url(conn)) from None
    found: list[LiveRow] = []
    for name, station, game, skill, family, mode, seen, n, correct, credit in rows:
        count = int(str(n))
        found.append(
            LiveRow(
                str(name),
                str(station),
                str(game),
                str(skill),
                str(family),
                str(mode),
                seen if isinstance(seen, datetime) else datetime.now().astimezone(),
                count,
                int(str(correct)),
                int(str(credit)) / (1000 * count) if count else 0.0,
            )
        )
    return found


def class_overview(
    conn: Connection, since: date | None = None, until: date | None = None
) -> ClassOverview:
    """Every active trainee of the school over a date range, as the store's overview."""
    low, high = day_range(since, until)
    labels = _Labels()
    try:
        with conn.transaction():
            conn.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
            skill_rows = conn.execute(CLASS_SKILLS_SQL, (low, high)).fetchall()
            day_rows = conn.execute(CLASS_DAYS_SQL, (low, high)).fetchall()
            mastered_rows = conn.execute(CLASS_MASTERED_SQL).fetchall()
            active_row = conn.execute(ACTIVE_TRAINEES_SQL).fetchone()
    except psycopg.Error as exc:
        raise translate(exc, _url(conn)) from None
    # Every column but the game and skill names is a bigint (the casts in the SQL).
    skills = skill_stats(
        [(labels(r[0]), labels(r[1]), *cast("tuple[int, ...]", r[2:])) for r in skill_rows],
        labels.names,
    )
    trend = day_points(cast("list[tuple[int, ...]]", day_rows))
    mastered = {(str(g), str(s)): int(str(c)) for g, s, c in mastered_rows}
    active = int(str(active_row[0])) if active_row else 0
    return ClassOverview(since, until, active, skills, trend, mastered)
