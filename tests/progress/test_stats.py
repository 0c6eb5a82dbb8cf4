"""Statistics from the rollups agree with the same figures computed from the raw attempts."""

from __future__ import annotations

import random
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, datetime, timedelta, timezone
from functools import partial
from pathlib import Path

import pytest

from trainer.progress import (
    Attempt,
    ProgressStore,
    SkillStats,
    Supervisor,
    Trainee,
    accuracy_percent,
    accuracy_text,
)
from trainer.progress.stats import (
    CLASS_STEPS,
    Totals,
    skill_order,
    totals,
    weighted_median,
)
from trainer.progress.timing import MEDIAN, P90, bucket_of, nearest_rank

from .conftest import FakeClock, attempt

OpenStore = Callable[..., ProgressStore]
GAME_SKILLS = [
    ("three-five-seven", "payout"),
    ("three-five-seven", "rake"),
    ("three-card-poker", "payout"),
    ("casino-holdem", "hand-reading"),
]


def _fill(store: ProgressStore, clock: FakeClock, seed: int) -> list[Trainee]:
    rng = random.Random(seed)
    trainees = [store.add_trainee(f"Trainee {i}") for i in range(5)]
    for _ in range(12):
        for trainee in rng.sample(trainees, 3):
            for _ in range(rng.randint(1, 25)):
                game, skill = rng.choice(GAME_SKILLS)
                credit = rng.choice([1.0, 1.0, 1.0, 0.5, 0.0])
                clock.advance(seconds=rng.randint(5, 60))
                store.record_attempt(
                    attempt(
                        trainee.id,
                        game=game,
                        skill=skill,
                        family=f"{skill}-{rng.randint(1, 4)}",
                        correct=credit == 1.0,
                        credit=credit,
                        response_ms=int(rng.lognormvariate(8.3, 0.6)),
                    )
                )
        clock.advance(days=1)
    store.archive_trainee(trainees[0].id)
    return trainees


@dataclass(frozen=True)
class Exact:
    """Figures computed straight from the raw attempts (nearest-rank percentiles)."""

    attempts: int
    correct: int
    accuracy: float
    median: int
    p90: int


def _exact(attempts: list[Attempt]) -> Exact:
    times = sorted(a.response_ms for a in attempts)
    return Exact(
        attempts=len(attempts),
        correct=sum(a.correct for a in attempts),
        accuracy=sum(a.credit for a in attempts) / len(attempts),
        median=times[nearest_rank(len(times), MEDIAN) - 1],
        p90=times[nearest_rank(len(times), P90) - 1],
    )


def _same_bucket(estimate: int | None, exact: int) -> bool:
    return estimate is not None and bucket_of(estimate) == bucket_of(exact)


def _check(stats: SkillStats, exact: Exact) -> None:
    assert (stats.attempts, stats.correct) == (exact.attempts, exact.correct)
    assert stats.accuracy == pytest.approx(exact.accuracy)
    # Response times are bucketed: the estimate lies in the exact value's bucket.
    assert _same_bucket(stats.median_ms, exact.median)
    assert _same_bucket(stats.p90_ms, exact.p90)


RANGES = [
    (None, None),
    (date(2025, 3, 5), None),
    (None, date(2025, 3, 8)),
    (date(2025, 3, 6), date(2025, 3, 9)),
    (date(2030, 1, 1), None),
]


@pytest.mark.parametrize("seed", [1, 2])
@pytest.mark.parametrize(("since", "until"), RANGES)
def test_trainee_detail_matches_the_raw_attempts(
    store: ProgressStore, clock: FakeClock, seed: int, since: date | None, until: date | None
) -> None:
    trainees = _fill(store, clock, seed)
    everything = list(store.attempts())
    for trainee in trainees:
        mine = [
            a
            for a in everything
            if a.trainee_id == trainee.id
            and (since is None or a.day >= since)
            and (until is None or a.day <= until)
        ]
        detail = store.trainee_detail(trainee.id, since, until, missed_limit=100)
        by_skill = defaultdict(list)
        for a in mine:
            by_skill[(a.game, a.skill)].append(a)
        listed = [(s.game, s.skill) for s in detail.skills]
        assert listed == sorted(by_skill, key=skill_order)
        for stats in detail.skills:
            _check(stats, _exact(by_skill[(stats.game, stats.skill)]))
        by_day = defaultdict(list)
        for a in mine:
            by_day[a.day].append(a)
        assert [p.day for p in detail.trend] == sorted(by_day)
        for point in detail.trend:
            exact = _exact(by_day[point.day])
            assert (point.attempts, point.correct) == (exact.attempts, exact.correct)
            assert _same_bucket(point.median_ms, exact.median)
        for (game, skill), points in detail.skill_trend.items():
            assert sum(p.attempts for p in points) == len(by_skill[(game, skill)])
        missed: dict[tuple[str, str, str], list[int]] = defaultdict(lambda: [0, 0])
        for a in mine:
            missed[(a.game, a.skill, a.family)][0] += 1
            missed[(a.game, a.skill, a.family)][1] += not a.correct
        expected = {k: tuple(v) for k, v in missed.items() if v[1]}
        got = {(m.game, m.skill, m.family): (m.attempts, m.missed) for m in detail.most_missed}
        assert got == expected
        assert [m.missed for m in detail.most_missed] == sorted(
            (m.missed for m in detail.most_missed), reverse=True
        )


@pytest.mark.parametrize(("since", "until"), RANGES)
def test_class_overview_counts_active_trainees_only(
    store: ProgressStore, clock: FakeClock, since: date | None, until: date | None
) -> None:
    trainees = _fill(store, clock, 3)
    active = {t.id for t in trainees[1:]}
    chosen = [
        a
        for a in store.attempts()
        if a.trainee_id in active
        and (since is None or a.day >= since)
        and (until is None or a.day <= until)
    ]
    overview = store.class_overview(since, until)
    assert overview.active_trainees == 4
    by_skill = defaultdict(list)
    for a in chosen:
        by_skill[(a.game, a.skill)].append(a)
    assert {(s.game, s.skill) for s in overview.skills} == set(by_skill)
    for stats in overview.skills:
        _check(stats, _exact(by_skill[(stats.game, stats.skill)]))
    by_day = defaultdict(list)
    for a in chosen:
        by_day[a.day].append(a)
    assert [(p.day, p.attempts) for p in overview.trend] == [
        (d, len(by_day[d])) for d in sorted(by_day)
    ]
    narrowed = store.class_overview(since, until, game="three-five-seven", skill="rake")
    rake = [a for a in chosen if (a.game, a.skill) == ("three-five-seven", "rake")]
    assert sum(p.attempts for p in narrowed.trend) == len(rake)
    missed = store.most_missed(since, until, limit=100)
    assert sum(m.missed for m in missed) == sum(not a.correct for a in chosen)


def test_archiving_and_restoring_moves_a_trainee_out_of_and_back_into_the_class(
    store: ProgressStore, clock: FakeClock
) -> None:
    trainees = _fill(store, clock, 4)
    with_archived = store.class_overview()
    store.restore_trainee(trainees[0].id)
    everyone = store.class_overview()
    assert sum(s.attempts for s in everyone.skills) == store.attempt_count()
    store.archive_trainee(trainees[0].id)
    assert store.class_overview() == with_archived
    store.rebuild_statistics()
    assert store.class_overview() == with_archived


def test_rollups_kept_by_the_trigger_equal_a_rebuild_from_the_attempts(
    store: ProgressStore, clock: FakeClock
) -> None:
    trainees = _fill(store, clock, 5)
    details = [store.trainee_detail(t.id) for t in trainees]
    overview = store.class_overview()
    missed = store.most_missed(limit=50)
    store.rebuild_statistics()
    assert [store.trainee_detail(t.id) for t in trainees] == details
    assert store.class_overview() == overview
    assert store.most_missed(limit=50) == missed


def test_summaries_cover_every_trainee_and_skill(store: ProgressStore, clock: FakeClock) -> None:
    trainees = _fill(store, clock, 6)
    summaries = store.trainee_summaries()
    assert sum(s.stats.attempts for s in summaries) == store.attempt_count()
    one = store.trainee_summaries(trainee_id=trainees[1].id)
    assert {s.trainee for s in one} == {"Trainee 1"}


# -- mastery -------------------------------------------------------------------------------


def _answers(
    store: ProgressStore, trainee: Trainee, clock: FakeClock, right: int, wrong: int, ms: int
) -> None:
    for correct in [True] * right + [False] * wrong:
        clock.advance(seconds=20)
        store.record_attempt(attempt(trainee.id, correct=correct, response_ms=ms))


def test_mastery_needs_thirty_attempts_95_percent_right_and_a_fast_median(
    store: ProgressStore, trainee: Trainee, clock: FakeClock
) -> None:
    _answers(store, trainee, clock, right=29, wrong=0, ms=3000)
    m = store.mastery(trainee.id, "three-five-seven", "payout")
    assert not m.mastered and m.considered == 29  # not enough attempts yet
    _answers(store, trainee, clock, right=0, wrong=1, ms=3000)
    m = store.mastery(trainee.id, "three-five-seven", "payout")
    assert m.mastered and (m.correct, m.median_ms, m.target_ms) == (29, 3000.0, 6000)
    _answers(store, trainee, clock, right=0, wrong=1, ms=3000)  # 28 of the last 30
    assert not store.mastery(trainee.id, "three-five-seven", "payout").mastered
    _answers(store, trainee, clock, right=30, wrong=0, ms=6000)  # right, but not under target
    m = store.mastery(trainee.id, "three-five-seven", "payout")
    assert not m.mastered and m.median_ms == 6000.0
    detail = store.trainee_detail(trainee.id)
    assert detail.mastery == (m,)


def test_changing_a_target_re_decides_mastery_for_the_class(
    store: ProgressStore, supervisor: Supervisor, clock: FakeClock
) -> None:
    fast, slow = store.add_trainee("Fast"), store.add_trainee("Slow")
    _answers(store, fast, clock, right=30, wrong=0, ms=2500)
    _answers(store, slow, clock, right=30, wrong=0, ms=4500)
    key = ("three-five-seven", "payout")
    assert store.class_overview().mastered == {key: 2}
    store.change_setting("target-ms.payout", 4000, by=supervisor)
    assert store.class_overview().mastered == {key: 1}
    assert [m.mastered for m in store.trainee_detail(slow.id).mastery] == [False]
    store.change_setting("mastery.window-attempts", 40, by=supervisor)
    assert store.class_overview().mastered == {}
    store.archive_trainee(fast.id)
    store.change_setting("mastery.window-attempts", 30, by=supervisor)
    assert store.class_overview().mastered == {}  # Fast masters it, but is archived


def test_mastery_as_of_an_earlier_day(
    store: ProgressStore, trainee: Trainee, clock: FakeClock
) -> None:
    _answers(store, trainee, clock, right=30, wrong=0, ms=2000)
    first_day = clock().date()
    clock.advance(days=1)
    _answers(store, trainee, clock, right=0, wrong=5, ms=2000)
    assert not store.mastery(trainee.id, "three-five-seven", "payout").mastered
    assert store.mastery(trainee.id, "three-five-seven", "payout", until=first_day).mastered
    past = store.trainee_detail(trainee.id, until=first_day)
    assert [m.mastered for m in past.mastery] == [True]
    before = store.trainee_detail(trainee.id, until=first_day - timedelta(days=1))
    assert before.mastery == () and before.skills == ()


def test_mastery_of_a_skill_never_drilled(store: ProgressStore, trainee: Trainee) -> None:
    m = store.mastery(trainee.id, "casino-holdem", "rulings")
    assert (m.mastered, m.considered, m.median_ms, m.target_ms) == (False, 0, None, 15000)


# -- the class statistics of a class report ------------------------------------------------


def test_weighted_median_counts_each_median_as_often_as_its_answers() -> None:
    assert weighted_median([]) is None
    assert weighted_median([(None, 5), (4000, 0)]) is None
    assert weighted_median([(3000, 1), (9000, 1)]) == 3000  # the lower of an even split
    assert weighted_median([(3000, 1), (9000, 3)]) == 9000
    assert weighted_median([(9000, 2), (1000, 1), (5000, 2)]) == 5000


def test_totals_weigh_accuracy_by_answers() -> None:
    skills = [
        SkillStats("three-five-seven", "payout", 30, 30, 1.0, 2000, 3000),
        SkillStats("three-five-seven", "rake", 10, 0, 0.2, 8000, 9000),
    ]
    assert totals(skills) == Totals(40, pytest.approx(0.8), 2000)
    assert totals([]) == Totals(0, None, None)


def _class(store: ProgressStore, clock: FakeClock) -> dict[str, Trainee]:
    """A class whose mastery changes over its days: Ana masters 3-5-7 payouts on day 1
    and loses it on day 3; Ben masters rake on day 1 and payouts on day 2; Cleo never
    answers; Dan masters payouts on day 1 and is archived; Eve drills at random."""
    ana, ben, cleo, dan, eve = (store.add_trainee(n) for n in ("Ana", "Ben", "cleo", "Dan", "Eve"))
    rng = random.Random(9)
    for day in range(3):
        if day == 0:
            _answers(store, ana, clock, right=30, wrong=0, ms=2000)
            _answers(store, dan, clock, right=30, wrong=0, ms=2000)
            for _ in range(30):
                clock.advance(seconds=20)
                store.record_attempt(attempt(ben.id, skill="rake", family="rake", response_ms=2500))
        if day == 1:
            _answers(store, ben, clock, right=32, wrong=1, ms=2500)
        if day == 2:
            _answers(store, ana, clock, right=0, wrong=5, ms=2000)
        for _ in range(rng.randint(5, 40)):
            game, skill = rng.choice(GAME_SKILLS)
            clock.advance(seconds=rng.randint(5, 60))
            right = rng.random() < 0.7
            store.record_attempt(
                attempt(
                    eve.id,
                    game=game,
                    skill=skill,
                    family=f"{skill}-1",
                    correct=right,
                    credit=1.0 if right else rng.choice([0.0, 0.5]),
                    response_ms=int(rng.lognormvariate(8.3, 0.6)),
                )
            )
        clock.advance(days=1)
    store.archive_trainee(dan.id)
    return {t.name: t for t in (ana, ben, cleo, dan, eve)}


DAY_1, DAY_2, DAY_3 = date(2025, 3, 3), date(2025, 3, 4), date(2025, 3, 5)
CLASS_RANGES = [
    (None, None),
    (DAY_2, None),
    (None, DAY_1),
    (None, DAY_2),
    (DAY_2, DAY_2),
    (DAY_1, DAY_3),
    (date(2030, 1, 1), None),
]


@pytest.mark.parametrize(("since", "until"), CLASS_RANGES)
def test_class_statistics_agree_with_each_trainees_own_figures(
    store: ProgressStore, clock: FakeClock, since: date | None, until: date | None
) -> None:
    _class(store, clock)
    found = store.class_statistics(since, until, missed_limit=5)
    active = store.trainees()
    assert [line.name for line in found.trainees] == ["Ana", "Ben", "cleo", "Eve"]
    assert found.active == len(active) == 4
    overview = store.class_overview(since, until)
    assert (found.skills, found.trend) == (overview.skills, overview.trend)
    assert found.totals == totals(overview.skills)
    assert found.most_missed == store.most_missed(since, until, limit=5)
    # The second derivation: each trainee's own detail, as of the range's end.
    mastered: dict[tuple[str, str], int] = defaultdict(int)
    for line in found.trainees:
        detail = store.trainee_detail(line.trainee_id, since, until)
        own = totals(detail.skills)
        assert (line.totals.answers, line.totals.accuracy) == (own.answers, own.accuracy)
        # A class's times are the histograms' estimates, within a bucket (a fifth) of the
        # exact times a trainee's own detail ranks (issue 24).
        if own.median_ms is None:
            assert line.totals.median_ms is None
        else:
            assert line.totals.median_ms is not None
            assert abs(line.totals.median_ms - own.median_ms) <= own.median_ms / 5 + 1
        assert line.last_active == (detail.trend[-1].day if detail.trend else None)
        keys = [(m.game, m.skill) for m in detail.mastery if m.mastered]
        assert line.mastered == len(keys)
        for key in keys:
            mastered[key] += 1
    assert found.mastered == mastered


def test_a_trainees_own_times_are_exact(store: ProgressStore, clock: FakeClock) -> None:
    """Issue 24: one answer of 25.95 s read 25.2 s on Home (the histogram's estimate) and
    25.9 s on its verdict. A trainee's own median and 90th percentile rank their answers."""
    ann = store.add_trainee("Ann")
    for ms in (25_950, 3_000, 4_100):
        clock.advance(seconds=30)
        store.record_attempt(attempt(ann.id, response_ms=ms))
        one = store.trainee_detail(ann.id).skills[0]
        if ms == 25_950:
            assert (one.median_ms, one.p90_ms) == (25_950, 25_950)
    assert (one.attempts, one.median_ms, one.p90_ms) == (3, 4_100, 25_950)


def test_class_mastery_follows_the_end_of_the_range(store: ProgressStore, clock: FakeClock) -> None:
    _class(store, clock)
    payout, rake = ("three-five-seven", "payout"), ("three-five-seven", "rake")
    by_name = {line.name: line.mastered for line in store.class_statistics().trainees}
    assert by_name == {"Ana": 0, "Ben": 2, "cleo": 0, "Eve": 0}
    assert store.class_statistics().mastered == {payout: 1, rake: 1}
    # Dan is archived, so his mastery on day 1 is not counted in the class.
    assert store.class_statistics(until=DAY_1).mastered == {payout: 1, rake: 1}
    assert store.class_statistics(until=DAY_2).mastered == {payout: 2, rake: 1}
    assert store.class_statistics(until=DAY_1 - timedelta(days=1)).mastered == {}


def _statements(store: ProgressStore, run: Callable[[], object]) -> int:
    seen: list[str] = []
    conn = store._db.require()  # the store's connection: count what it is asked
    conn.set_trace_callback(seen.append)
    try:
        run()
    finally:
        conn.set_trace_callback(None)
    return len(seen)


@pytest.mark.parametrize("until", [None, DAY_2])
def test_class_statistics_take_as_many_queries_for_a_large_class_as_for_a_small_one(
    open_store: OpenStore, tmp_path: Path, clock: FakeClock, until: date | None
) -> None:
    counts = []
    for size in (2, 12):
        store = open_store(folder=tmp_path / f"class-of-{size}")
        for i in range(size):
            trainee = store.add_trainee(f"Trainee {i}")
            _answers(store, trainee, clock, right=30, wrong=0, ms=2000)
        steps: list[int] = []
        found = _statements(
            store,
            partial(store.class_statistics, until=until, step=partial(steps.append, 1)),
        )
        assert len(steps) == CLASS_STEPS
        counts.append(found)
    assert counts[0] == counts[1]


def test_class_mastery_of_a_past_day_counts_its_late_evening_answers(
    open_store: OpenStore, tmp_path: Path
) -> None:
    # A station eleven hours behind UTC: its 23:00 answers fall on the next UTC day.
    clock = FakeClock(datetime(2025, 3, 3, 23, 0, tzinfo=timezone(timedelta(hours=-11))))
    store = open_store(folder=tmp_path / "pacific", clock=clock)
    late = store.add_trainee("Late")
    _answers(store, late, clock, right=30, wrong=0, ms=2000)  # 23:00 to 23:10
    evening = clock().date()
    clock.advance(days=2)
    _answers(store, late, clock, right=0, wrong=5, ms=2000)
    payout = ("three-five-seven", "payout")
    assert store.class_statistics(until=evening).mastered == {payout: 1}
    assert store.class_statistics(until=evening - timedelta(days=1)).mastered == {}
    assert store.class_statistics().mastered == {}


def test_a_cells_accuracy_is_its_mean_credit_as_a_whole_percent_rounded_half_up() -> None:
    """Issue 12: one accuracy figure per cell, defined once for Home, My progress and the
    console (a partly right answer counts its part; 62.5% is 63%, 12.5% is 13%)."""
    assert accuracy_percent(0.625, 2) == 63
    assert accuracy_percent(0.125, 8) == 13
    assert accuracy_percent(1 / 3, 3) == 33
    assert accuracy_percent(2 / 3, 3) == 67
    assert accuracy_percent(0.0, 5) == 0
    assert accuracy_percent(1.0, 5) == 100
    assert accuracy_percent(0.0, 0) is None
    stats = SkillStats("three-card-poker", "payout", 2, 1, 0.625, 5000, 5000)
    assert stats.accuracy_percent == 63
    assert accuracy_text(stats) == "63%"
    assert accuracy_text(None) == "–"
