"""Statistics computed in the store: per trainee, per class, most-missed, mastery.

Everything except mastery reads the rollups that the ``attempts_rollup`` trigger keeps in
the same transaction as each attempt (see :mod:`trainer.progress.schema`), so a query
over a year of a whole class sums a few thousand rows instead of millions:

- exact: attempts, fully correct, accuracy (mean partial credit), trend by day,
  most-missed families, and mastery (it reads the last attempts themselves through the
  ``attempts_recent`` index);
- bucketed: median and 90th-percentile response times, estimated from a histogram to
  within one bucket (see :mod:`trainer.progress.timing`).

The SQL is kept here as module constants so that ``benchmarks/progress.py`` can time the
very same statements through bare ``sqlite3`` beside the store's methods.
"""

from __future__ import annotations

import sqlite3
import statistics
from collections.abc import Iterable, Mapping, Sequence
from datetime import date
from itertools import groupby
from operator import itemgetter
from typing import Final

from trainer.progress.days import EPOCH_ORDINAL
from trainer.progress.records import DayPoint, MissedFamily, SkillStats
from trainer.progress.schema import HIST_COLUMNS
from trainer.progress.settings import GAMES, SKILLS
from trainer.progress.timing import median as median_of
from trainer.progress.timing import median_and_p90

_SUMS: Final = ", ".join(f"sum({h})" for h in HIST_COLUMNS)
_HIST: Final = ", ".join(HIST_COLUMNS)

TRAINEE_SKILLS_SQL: Final = (
    f"SELECT game, skill, sum(n), sum(correct), sum(credit), {_SUMS} FROM day_skill "
    "WHERE trainee_id = ? AND day BETWEEN ? AND ? GROUP BY game, skill"
)
TRAINEE_SKILL_DAYS_SQL: Final = (
    f"SELECT game, skill, day, n, correct, credit, {_HIST} FROM day_skill "
    "WHERE trainee_id = ? AND day BETWEEN ? AND ? ORDER BY game, skill, day"
)
TRAINEE_DAYS_SQL: Final = (
    f"SELECT day, sum(n), sum(correct), sum(credit), {_SUMS} FROM day_skill "
    "WHERE trainee_id = ? AND day BETWEEN ? AND ? GROUP BY day ORDER BY day"
)
TRAINEE_MISSED_SQL: Final = (
    "SELECT game, skill, family, sum(n) AS total, sum(n) - sum(correct) AS missed "
    "FROM day_family WHERE trainee_id = ? AND day BETWEEN ? AND ? "
    "GROUP BY game, skill, family HAVING missed > 0 ORDER BY missed DESC, total DESC LIMIT ?"
)
TRAINEE_MASTERY_SQL: Final = (
    "SELECT game, skill, mastered, considered, correct, median_ms FROM mastery WHERE trainee_id = ?"
)
CLASS_SKILLS_SQL: Final = (
    f"SELECT game, skill, sum(n), sum(correct), sum(credit), {_SUMS} FROM class_day_skill "
    "WHERE day BETWEEN ? AND ? GROUP BY game, skill"
)
CLASS_DAYS_SQL: Final = (
    f"SELECT day, sum(n), sum(correct), sum(credit), {_SUMS} FROM class_day_skill "
    "WHERE day BETWEEN ? AND ? AND (? IS NULL OR game = ?) AND (? IS NULL OR skill = ?) "
    "GROUP BY day ORDER BY day"
)
CLASS_MASTERED_SQL: Final = (
    "SELECT m.game, m.skill, count(*) FROM mastery AS m JOIN trainees AS t "
    "ON t.id = m.trainee_id WHERE m.mastered AND t.archived_at IS NULL GROUP BY m.game, m.skill"
)
ACTIVE_TRAINEES_SQL: Final = "SELECT count(*) FROM trainees WHERE archived_at IS NULL"
CLASS_MISSED_SQL: Final = (
    "SELECT game, skill, family, sum(n) AS total, sum(n) - sum(correct) AS missed "
    "FROM class_day_family WHERE day BETWEEN ? AND ? "
    "GROUP BY game, skill, family HAVING missed > 0 ORDER BY missed DESC, total DESC LIMIT ?"
)
SUMMARY_SQL: Final = (
    f"SELECT trainee_id, max(day), game, skill, sum(n), sum(correct), sum(credit), {_SUMS} "
    "FROM day_skill WHERE day BETWEEN ? AND ? AND (? IS NULL OR trainee_id = ?) "
    "GROUP BY trainee_id, game, skill"
)
RECENT_SQL: Final = (
    "SELECT credit, response_ms FROM attempts WHERE trainee_id = ? AND game = ? AND skill = ? "
    "AND day <= ? ORDER BY ts DESC, seq DESC LIMIT ?"
)

_GAME_ORDER: Final = {game: i for i, game in enumerate(GAMES)}
_SKILL_ORDER: Final = {skill: i for i, skill in enumerate(SKILLS)}


def skill_order(pair: tuple[str, str]) -> tuple[int, int, str, str]:
    """Sort key that lists games and skills in their declared order."""
    game, skill = pair
    return (_GAME_ORDER.get(game, 99), _SKILL_ORDER.get(skill, 99), game, skill)


def _skill_stats(row: Sequence[int], names: Mapping[int, str], first: int) -> SkillStats:
    # row: (..., game, skill, n, correct, credit, h0 .. h39) with game at index *first*.
    n, correct, credit = row[first + 2], row[first + 3], row[first + 4]
    median, p90 = median_and_p90(row[first + 5 :])
    return SkillStats(
        game=names[row[first]],
        skill=names[row[first + 1]],
        attempts=n,
        correct=correct,
        accuracy=credit / (1000 * n) if n else 0.0,
        median_ms=median,
        p90_ms=p90,
    )


def _points(rows: Iterable[Sequence[int]], first: int) -> list[DayPoint]:
    """Rows of ``(..., day, n, correct, credit, h0 .. h39)`` (day at *first*) as points.

    The hot loop of a year-long trend: names are bound locally and each point is built
    in one expression.
    """
    point, median, ordinal = DayPoint, median_of, date.fromordinal
    at, hist = first, first + 4
    return [
        point(
            ordinal(row[at] + EPOCH_ORDINAL),
            n := row[at + 1],
            row[at + 2],
            row[at + 3] / (1000 * n) if n else 0.0,
            median(row[hist:]),
        )
        for row in rows
    ]


def skill_stats(rows: Iterable[Sequence[int]], names: Mapping[int, str]) -> tuple[SkillStats, ...]:
    """Rows of ``(game, skill, n, correct, credit, h0..)`` as stats in declared order."""
    found = [_skill_stats(row, names, 0) for row in rows]
    found.sort(key=lambda s: skill_order((s.game, s.skill)))
    return tuple(found)


def day_points(rows: Iterable[Sequence[int]]) -> tuple[DayPoint, ...]:
    """Rows of ``(day, n, correct, credit, h0..)``, oldest day first, as a trend."""
    return tuple(_points(rows, 0))


def skill_day_points(
    rows: Iterable[Sequence[int]], names: Mapping[int, str]
) -> dict[tuple[str, str], tuple[DayPoint, ...]]:
    """Rows of ``(game, skill, day, n, correct, credit, h0..)``, ordered by game, skill and
    day, as a trend per (game, skill)."""
    named = {
        (names[game], names[skill]): tuple(_points(group, 2))
        for (game, skill), group in groupby(rows, key=itemgetter(0, 1))
    }
    return {key: named[key] for key in sorted(named, key=skill_order)}


def missed_families(
    rows: Iterable[Sequence[int]], names: Mapping[int, str]
) -> tuple[MissedFamily, ...]:
    """Rows of ``(game, skill, family, attempts, missed)`` as most-missed families."""
    return tuple(
        MissedFamily(names[g], names[s], names[f], total, missed) for g, s, f, total, missed in rows
    )


def decide_mastery(
    recent: Sequence[tuple[int, int]], window: int, accuracy_percent: int, target_ms: int
) -> tuple[bool, int, int, float | None]:
    """Mastery from the last attempts' ``(credit permille, response ms)``, newest first.

    Mastered when there are at least *window* attempts, at least *accuracy_percent* of
    the last *window* are fully correct, and their median response time (exact; the mean
    of the middle two for an even count) is under *target_ms*.
    Returns ``(mastered, considered, fully correct, median ms)``.
    """
    last = recent[:window]
    considered = len(last)
    correct = sum(1 for credit, _ in last if credit == 1000)
    median = float(statistics.median(ms for _, ms in last)) if last else None
    mastered = (
        considered >= window
        and correct * 100 >= accuracy_percent * window
        and median is not None
        and median < target_ms
    )
    return mastered, considered, correct, median


def recent_attempts(
    conn: sqlite3.Connection, trainee_id: int, game: int, skill: int, until_day: int, limit: int
) -> list[tuple[int, int]]:
    """The last *limit* ``(credit, response ms)`` of a (trainee, game, skill), newest first."""
    rows = conn.execute(RECENT_SQL, (trainee_id, game, skill, until_day, limit)).fetchall()
    return [(int(credit), int(ms)) for credit, ms in rows]
