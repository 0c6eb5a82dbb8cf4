"""Statistics computed in the store: per trainee, per class, most-missed, mastery, and the
class statistics a class report presents (:class:`ClassStatistics`).

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
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import date
from itertools import groupby
from operator import itemgetter
from typing import Final

from trainer.progress.days import EPOCH_ORDINAL
from trainer.progress.records import (
    ClassOverview,
    DayPoint,
    MissedFamily,
    SkillStats,
    TraineeSummary,
)
from trainer.progress.schema import HIST_COLUMNS
from trainer.progress.settings import SKILLS, HouseSettings, game_ids
from trainer.progress.timing import MEDIAN, P90, median_and_p90, nearest_rank
from trainer.progress.timing import median as median_of

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
TRAINEE_RANKED_MS_SQL: Final = (
    "SELECT response_ms FROM attempts WHERE trainee_id = ? AND game = ? AND skill = ? "
    "AND day BETWEEN ? AND ? ORDER BY response_ms LIMIT 1 OFFSET ?"
)
"""The response time at a rank (OFFSET rank - 1) among one trainee's answers of a (game,
skill) in a range of days: exact percentiles where the answers are one trainee's."""
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
ACTIVE_NAMES_SQL: Final = "SELECT id, name FROM trainees WHERE archived_at IS NULL"
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
_IN_COHORT: Final = (
    "trainee_id IN (SELECT id FROM trainees WHERE cohort_id = ? AND archived_at IS NULL) AND "
)


def _of_cohort(sql: str) -> str:
    return sql.replace("FROM class_day_skill WHERE ", f"FROM day_skill WHERE {_IN_COHORT}").replace(
        "FROM class_day_family WHERE ", f"FROM day_family WHERE {_IN_COHORT}"
    )


COHORT_SKILLS_SQL: Final = _of_cohort(CLASS_SKILLS_SQL)
COHORT_DAYS_SQL: Final = _of_cohort(CLASS_DAYS_SQL)
COHORT_MISSED_SQL: Final = _of_cohort(CLASS_MISSED_SQL)
"""The class statistics of one class of trainees (its id the first parameter): summed from
its active trainees' own rollups, as the school's are kept summed in ``class_day_*``."""
COHORT_MASTERED_SQL: Final = CLASS_MASTERED_SQL.replace(
    "t.archived_at IS NULL", "t.archived_at IS NULL AND t.cohort_id = ?"
)
COHORT_TRAINEES_SQL: Final = f"{ACTIVE_TRAINEES_SQL} AND cohort_id = ?"
COHORT_NAMES_SQL: Final = f"{ACTIVE_NAMES_SQL} AND cohort_id = ?"
CLASS_OVERVIEW_SQL: Final = (
    CLASS_SKILLS_SQL,
    CLASS_DAYS_SQL,
    CLASS_MASTERED_SQL,
    ACTIVE_TRAINEES_SQL,
)
COHORT_OVERVIEW_SQL: Final = (
    COHORT_SKILLS_SQL,
    COHORT_DAYS_SQL,
    COHORT_MASTERED_SQL,
    COHORT_TRAINEES_SQL,
)
CLASS_MASTERY_SQL: Final = (
    "SELECT m.trainee_id, g.name, s.name FROM mastery AS m "
    "JOIN trainees AS t ON t.id = m.trainee_id AND t.archived_at IS NULL "
    "JOIN labels AS g ON g.id = m.game JOIN labels AS s ON s.id = m.skill WHERE m.mastered"
)
CLASS_RECENT_SQL: Final = (
    "SELECT m.trainee_id, g.name, s.name, a.credit, a.response_ms FROM mastery AS m "
    "JOIN trainees AS t ON t.id = m.trainee_id AND t.archived_at IS NULL "
    "JOIN labels AS g ON g.id = m.game JOIN labels AS s ON s.id = m.skill "
    "JOIN attempts AS a ON a.seq IN (SELECT r.seq FROM attempts AS r "
    "WHERE r.trainee_id = m.trainee_id AND r.game = m.game AND r.skill = m.skill "
    "AND r.day <= ? AND r.ts < ? ORDER BY r.ts DESC, r.seq DESC LIMIT ?) "
    "ORDER BY m.trainee_id, m.game, m.skill, a.ts DESC, a.seq DESC"
)
"""The last attempts up to a day of every active trainee's every (game, skill), newest
first: the index ``attempts_recent`` is probed once per key inside the one statement.
The bound on ``ts`` (a moment surely after the day, wherever the station) lets each
probe start at the day instead of walking back from the newest answer."""
_DAY_MS: Final = 86_400_000
RECENT_SQL: Final = (
    "SELECT credit, response_ms FROM attempts WHERE trainee_id = ? AND game = ? AND skill = ? "
    "AND day <= ? ORDER BY ts DESC, seq DESC LIMIT ?"
)

_SKILL_ORDER: Final = {skill: i for i, skill in enumerate(SKILLS)}


def skill_order(pair: tuple[str, str]) -> tuple[int, int, str, str]:
    """Sort key that lists games and skills in their declared order."""
    game, skill = pair
    order = game_ids()
    place = order.index(game) if game in order else 99
    return (place, _SKILL_ORDER.get(skill, 99), game, skill)


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


def exact_times(
    conn: sqlite3.Connection,
    skills: Iterable[SkillStats],
    trainee_id: int,
    days: tuple[int, int],
    label_id: Callable[[str, str | None], int | None],
) -> tuple[SkillStats, ...]:
    """One trainee's stats with the exact nearest-rank median and 90th percentile of their
    answers, in place of the histogram's estimates: a trainee's answers are few enough to
    rank, and so the median of one answer is the time its verdict showed (issue 24: a
    verdict said 25.9 s, Home 25.2 s)."""
    out = []
    for s in skills:
        game, skill = label_id("game", s.game), label_id("skill", s.skill)
        if game is None or skill is None or game < 0 or skill < 0 or s.attempts <= 0:
            out.append(s)
            continue
        key = (trainee_id, game, skill, *days)

        def at(rank: int, key: tuple[int, ...] = key) -> int | None:
            row = conn.execute(TRAINEE_RANKED_MS_SQL, (*key, rank - 1)).fetchone()
            return None if row is None else int(row[0])

        median = at(nearest_rank(s.attempts, MEDIAN))
        p90 = at(nearest_rank(s.attempts, P90))
        out.append(replace(s, median_ms=median, p90_ms=p90))
    return tuple(out)


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


# -- the class statistics of a class report ------------------------------------------------


@dataclass(frozen=True, slots=True)
class Totals:
    """Answers over several (game, skill)s: how many, their accuracy and a median time.

    ``accuracy`` is the mean credit of all the answers; ``median_ms`` is the
    answer-weighted median of the per-skill medians (see :func:`weighted_median`).
    Both are ``None`` when there are no answers.
    """

    answers: int
    accuracy: float | None
    median_ms: int | None


def weighted_median(pairs: Iterable[tuple[int | None, int]]) -> int | None:
    """The median of per-group ``(median, answers)``, each counted as often as its group
    has answers (groups without a median or without answers are left out)."""
    items = sorted((m, n) for m, n in pairs if m is not None and n > 0)
    total = sum(n for _, n in items)
    seen = 0
    for median, n in items:
        seen += n
        if 2 * seen >= total:
            return median
    return None


def totals(skills: Iterable[SkillStats]) -> Totals:
    """The :class:`Totals` of per (game, skill) statistics."""
    found = tuple(skills)
    answers = sum(s.attempts for s in found)
    credit = sum(s.accuracy * s.attempts for s in found)
    return Totals(
        answers,
        credit / answers if answers else None,
        weighted_median((s.median_ms, s.attempts) for s in found),
    )


@dataclass(frozen=True, slots=True)
class TraineeLine:
    """One active trainee in a class report: totals in the range, skills mastered as of
    its end, and the last day they answered in it."""

    trainee_id: int
    name: str
    totals: Totals
    mastered: int
    last_active: date | None


@dataclass(frozen=True, slots=True)
class ClassStatistics:
    """The class (every active trainee) over a date range, as a class report shows it.

    ``mastered`` counts the active trainees who master each (game, skill) as of the
    range's end (now, for a range that reaches today); ``trainees`` lists every active
    trainee by name, those who never answered too.
    """

    since: date | None
    until: date | None
    active: int
    skills: tuple[SkillStats, ...]
    totals: Totals
    trend: tuple[DayPoint, ...]
    mastered: Mapping[tuple[str, str], int]
    most_missed: tuple[MissedFamily, ...]
    trainees: tuple[TraineeLine, ...]


CLASS_STEPS: Final = 5
"""How many times the store's ``class_statistics`` calls its *step* (once after each of
its queries)."""


def mastered_as_of(
    conn: sqlite3.Connection, until_day: int | None, house: HouseSettings
) -> dict[int, set[tuple[str, str]]]:
    """The (game, skill)s each active trainee masters: now (*until_day* ``None``, read from
    the mastery the store keeps), or as of the end of *until_day*, decided from their last
    attempts up to that day as :func:`decide_mastery` decides. One query either way."""
    found: dict[int, set[tuple[str, str]]] = {}
    if until_day is None:
        for trainee_id, game, skill in conn.execute(CLASS_MASTERY_SQL):
            found.setdefault(int(trainee_id), set()).add((str(game), str(skill)))
        return found
    window = house.int_value("mastery.window-attempts")
    percent = house.int_value("mastery.accuracy-percent")
    # A station's day ends by noon UTC of the next day (no zone is more than 12 hours
    # behind UTC), so every answer of the day or before came before the day after next.
    before = (until_day + 2) * _DAY_MS
    rows = conn.execute(CLASS_RECENT_SQL, (until_day, before, window))
    for (trainee_id, game, skill), group in groupby(rows, key=itemgetter(0, 1, 2)):
        recent = [(int(credit), int(ms)) for *_, credit, ms in group]
        if decide_mastery(recent, window, percent, house.target_ms(skill))[0]:
            found.setdefault(int(trainee_id), set()).add((str(game), str(skill)))
    return found


def compose_class_statistics(
    since: date | None,
    until: date | None,
    active: Iterable[tuple[int, str]],
    overview: ClassOverview,
    summaries: Iterable[TraineeSummary],
    missed: tuple[MissedFamily, ...],
    mastered_by: Mapping[int, set[tuple[str, str]]],
) -> ClassStatistics:
    """The class statistics from what the store read: the active trainees ``(id, name)``,
    the class overview, every trainee's summaries, the most-missed families and each
    trainee's mastered (game, skill)s as of the range's end (:func:`mastered_as_of`)."""
    by_trainee: dict[int, list[SkillStats]] = {}
    last_day: dict[int, date] = {}
    for summary in summaries:
        by_trainee.setdefault(summary.trainee_id, []).append(summary.stats)
        if summary.last_day is not None:
            seen = last_day.get(summary.trainee_id, summary.last_day)
            last_day[summary.trainee_id] = max(summary.last_day, seen)
    mastered: dict[tuple[str, str], int] = {}
    lines = []
    for trainee_id, name in active:
        keys = mastered_by.get(trainee_id, set())
        for key in keys:
            mastered[key] = mastered.get(key, 0) + 1
        lines.append(
            TraineeLine(
                trainee_id,
                name,
                totals(by_trainee.get(trainee_id, ())),
                len(keys),
                last_day.get(trainee_id),
            )
        )
    lines.sort(key=lambda line: (line.name.casefold(), line.trainee_id))
    return ClassStatistics(
        since=since,
        until=until,
        active=overview.active_trainees,
        skills=overview.skills,
        totals=totals(overview.skills),
        trend=overview.trend,
        mastered={key: mastered[key] for key in sorted(mastered, key=skill_order)},
        most_missed=missed,
        trainees=tuple(lines),
    )
