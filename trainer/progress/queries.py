"""The statistics read from the store: a trainee's detail, the class, most missed, mastery.

They read the rollups the store keeps beside the attempts (see
:mod:`trainer.progress.rollups` and the SQL in :mod:`trainer.progress.stats`), never the
attempts themselves, except to decide mastery as of an earlier day.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from datetime import date

from trainer.progress import stats
from trainer.progress.database import Database
from trainer.progress.days import LAST_DAY, day_date, day_number, day_range, local_day
from trainer.progress.fields import check_choice
from trainer.progress.records import (
    ClassOverview,
    Mastery,
    MissedFamily,
    TraineeDetail,
    TraineeSummary,
)
from trainer.progress.settings import SKILLS, game_ids
from trainer.progress.stats import ClassStatistics
from trainer.progress.trainees import trainee_by_id


class Queries:
    """Statistics over the store's rollups."""

    def __init__(self, db: Database) -> None:
        self._db = db

    def _mastery_records(
        self, conn: sqlite3.Connection, trainee_id: int, until: date | None
    ) -> tuple[Mastery, ...]:
        house = self._db.settings
        window = house.int_value("mastery.window-attempts")
        percent = house.int_value("mastery.accuracy-percent")
        names = self._db.label_names
        found: list[Mastery] = []
        today = local_day(self._db.clock())
        if until is None or day_number(until) >= today:
            for game, skill, mastered, considered, correct, median in conn.execute(
                stats.TRAINEE_MASTERY_SQL, (trainee_id,)
            ):
                skill_name = names[skill]
                found.append(
                    Mastery(
                        names[game],
                        skill_name,
                        bool(mastered),
                        window,
                        considered,
                        correct,
                        median,
                        house.target_ms(skill_name),
                        percent,
                    )
                )
        else:
            keys = conn.execute(
                "SELECT game, skill FROM mastery WHERE trainee_id = ?", (trainee_id,)
            ).fetchall()
            for game, skill in keys:
                found.append(self._live_mastery(conn, trainee_id, game, skill, day_number(until)))
            found = [m for m in found if m.considered]
        found.sort(key=lambda m: stats.skill_order((m.game, m.skill)))
        return tuple(found)

    def _live_mastery(
        self, conn: sqlite3.Connection, trainee_id: int, game: int, skill: int, until_day: int
    ) -> Mastery:
        house = self._db.settings
        names = self._db.label_names
        window = house.int_value("mastery.window-attempts")
        percent = house.int_value("mastery.accuracy-percent")
        skill_name = names[skill]
        target = house.target_ms(skill_name)
        recent = stats.recent_attempts(conn, trainee_id, game, skill, until_day, window)
        decided = stats.decide_mastery(recent, window, percent, target)
        mastered, considered, correct, median = decided
        return Mastery(
            names[game],
            skill_name,
            mastered,
            window,
            considered,
            correct,
            median,
            target,
            percent,
        )

    def mastery(self, trainee_id: int, game: str, skill: str, *, until: date | None) -> Mastery:
        """Whether a trainee masters a (game, skill), decided from their last attempts."""
        check_choice(game, "game", game_ids())
        check_choice(skill, "skill", SKILLS)
        until_day = LAST_DAY if until is None else day_number(until)
        db = self._db
        with db.reading() as conn:
            trainee_by_id(conn, trainee_id)
            game_id = db.label_id("game", game)
            skill_id = db.label_id("skill", skill)
            if game_id is not None and skill_id is not None:
                return self._live_mastery(conn, trainee_id, game_id, skill_id, until_day)
        house = db.settings
        return Mastery(
            game,
            skill,
            False,
            house.int_value("mastery.window-attempts"),
            0,
            0,
            None,
            house.target_ms(skill),
            house.int_value("mastery.accuracy-percent"),
        )

    def trainee_detail(
        self, trainee_id: int, since: date | None, until: date | None, *, missed_limit: int
    ) -> TraineeDetail:
        """One trainee's statistics over a date range."""
        low, high = day_range(since, until)
        names = self._db.label_names
        with self._db.reading() as conn:
            trainee = trainee_by_id(conn, trainee_id)
            window = (trainee_id, low, high)
            skills = stats.exact_times(
                conn,
                stats.skill_stats(conn.execute(stats.TRAINEE_SKILLS_SQL, window), names),
                trainee_id,
                (low, high),
                self._db.filter_label,
            )
            trend = stats.day_points(conn.execute(stats.TRAINEE_DAYS_SQL, window))
            skill_trend = stats.skill_day_points(
                conn.execute(stats.TRAINEE_SKILL_DAYS_SQL, window), names
            )
            mastery = self._mastery_records(conn, trainee_id, until)
            missed = stats.missed_families(
                conn.execute(stats.TRAINEE_MISSED_SQL, (*window, missed_limit)), names
            )
        return TraineeDetail(trainee, since, until, skills, trend, skill_trend, mastery, missed)

    def class_overview(
        self,
        since: date | None,
        until: date | None,
        *,
        game: str | None,
        skill: str | None,
        cohort: int | None = None,
    ) -> ClassOverview:
        """Every active trainee (of one class if *cohort*) together over a date range."""
        low, high = day_range(since, until)
        db = self._db
        names = db.label_names
        whom: tuple[int, ...] = () if cohort is None else (cohort,)
        with db.reading() as conn:
            game_id, skill_id = db.filter_label("game", game), db.filter_label("skill", skill)
            queries = stats.CLASS_OVERVIEW_SQL if cohort is None else stats.COHORT_OVERVIEW_SQL
            skills_sql, days_sql, mastered_sql, active_sql = queries
            skills = stats.skill_stats(conn.execute(skills_sql, (*whom, low, high)), names)
            trend = stats.day_points(
                conn.execute(days_sql, (*whom, low, high, game_id, game_id, skill_id, skill_id))
            )
            mastered = {
                (names[g], names[s]): int(count) for g, s, count in conn.execute(mastered_sql, whom)
            }
            active = int(conn.execute(active_sql, whom).fetchone()[0])
        return ClassOverview(since, until, active, skills, trend, mastered)

    def most_missed(
        self,
        since: date | None,
        until: date | None,
        *,
        trainee_id: int | None,
        limit: int,
        cohort: int | None = None,
    ) -> tuple[MissedFamily, ...]:
        """The question families most often missed, by the class, one class or one trainee."""
        low, high = day_range(since, until)
        with self._db.reading() as conn:
            if trainee_id is not None:
                rows = conn.execute(stats.TRAINEE_MISSED_SQL, (trainee_id, low, high, limit))
            elif cohort is not None:
                rows = conn.execute(stats.COHORT_MISSED_SQL, (cohort, low, high, limit))
            else:
                rows = conn.execute(stats.CLASS_MISSED_SQL, (low, high, limit))
            return stats.missed_families(rows, self._db.label_names)

    def trainee_summaries(
        self, since: date | None, until: date | None, *, trainee_id: int | None
    ) -> tuple[TraineeSummary, ...]:
        """Per trainee and (game, skill) totals over a date range, archived trainees too."""
        low, high = day_range(since, until)
        names = self._db.label_names
        with self._db.reading() as conn:
            trainees = {int(i): str(n) for i, n in conn.execute("SELECT id, name FROM trainees")}
            mastered = {
                (int(t), int(g), int(s))
                for t, g, s in conn.execute(
                    "SELECT trainee_id, game, skill FROM mastery WHERE mastered"
                )
            }
            rows = conn.execute(stats.SUMMARY_SQL, (low, high, trainee_id, trainee_id)).fetchall()
        found = [
            TraineeSummary(
                int(row[0]),
                trainees[int(row[0])],
                stats.skill_stats([row[2:]], names)[0],
                (int(row[0]), int(row[2]), int(row[3])) in mastered,
                day_date(int(row[1])),
            )
            for row in rows
        ]
        found.sort(
            key=lambda s: (
                s.trainee.casefold(),
                s.trainee_id,
                stats.skill_order((s.stats.game, s.stats.skill)),
            )
        )
        return tuple(found)

    def class_statistics(
        self,
        since: date | None,
        until: date | None,
        *,
        missed_limit: int,
        step: Callable[[], None] | None,
        cohort: int | None = None,
    ) -> ClassStatistics:
        """The class's statistics over a date range in five queries, however many
        trainees; *step* is called after each (:data:`~trainer.progress.stats.CLASS_STEPS`)."""

        def done() -> None:
            if step is not None:
                step()

        db = self._db
        with db.reading() as conn:
            if cohort is None:
                named = conn.execute(stats.ACTIVE_NAMES_SQL)
            else:
                named = conn.execute(stats.COHORT_NAMES_SQL, (cohort,))
            active = [(int(i), str(n)) for i, n in named]
        done()
        overview = self.class_overview(since, until, game=None, skill=None, cohort=cohort)
        done()
        summaries = self.trainee_summaries(since, until, trainee_id=None)
        done()
        missed = self.most_missed(since, until, trainee_id=None, limit=missed_limit, cohort=cohort)
        done()
        # Mastery as of the range's end: the store's own for a range that reaches today.
        past = until is not None and day_number(until) < local_day(db.clock())
        with db.reading() as conn:
            mastered = stats.mastered_as_of(
                conn, day_number(until) if until is not None and past else None, db.settings
            )
        done()
        return stats.compose_class_statistics(
            since, until, active, overview, summaries, missed, mastered
        )
