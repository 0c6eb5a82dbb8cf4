"""What a drill reads, kept beside the attempts: each family's scheduler state, the open
misses of "my mistakes" and each day's practice, always equal to a full recomputation
from the attempts (after a migration, any sequence of answers, imports, a change of
target time or of scheduler)."""

from __future__ import annotations

import random
import tempfile
from collections.abc import Callable
from datetime import date, datetime, timedelta
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from trainer.progress import Attempt, ProgressStore, Supervisor
from trainer.progress.spacing import FamilyState, PastAnswer, replay

from .conftest import STATION_TZ, FakeClock, attempt
from .test_schema import load_v1

OpenStore = Callable[..., ProgressStore]
FAMILIES = ("five-card-pair", "three-card-flush", "seven-card-straight")


def recomputed_states(store: ProgressStore, trainee_id: int) -> dict[str, FamilyState]:
    """Every family's state folded from the trainee's attempts, read whole."""
    house = store.settings()
    by_family: dict[str, list[PastAnswer]] = {}
    skills: dict[str, str] = {}
    for a in store.attempts(trainee_id=trainee_id):
        ms = int(a.answered_at.timestamp() * 1000)
        by_family.setdefault(a.family, []).append(PastAnswer(a.family, a.credit, a.response_ms, ms))
        skills[a.family] = a.skill
    return {f: replay(f, answers, house.target_ms(skills[f])) for f, answers in by_family.items()}


def recomputed_misses(store: ProgressStore, trainee_id: int) -> list[str]:
    """The open misses as "my mistakes" found them before: the latest attempt of each
    question, missed and not in an exam, newest first (answers given in the same
    millisecond: the one stored last first)."""
    latest: dict[tuple[str, int, int], tuple[int, Attempt]] = {}
    for order, a in enumerate(store.attempts(trainee_id=trainee_id)):
        latest[(a.family, a.difficulty, a.seed)] = (order, a)
    missed = [(o, a) for o, a in latest.values() if a.credit < 1 and a.mode != "exam"]
    missed.sort(key=lambda found: (found[1].answered_at, found[0]), reverse=True)
    return [a.attempt_id for _, a in missed]


def recomputed_days(store: ProgressStore, trainee_id: int) -> list[tuple[date, int, int]]:
    days: dict[date, list[int]] = {}
    for a in store.attempts(trainee_id=trainee_id):
        day = days.setdefault(a.day, [0, 0])
        day[0] += 1
        day[1] += a.response_ms
    return [(d, n, ms) for d, (n, ms) in sorted(days.items())]


def assert_all_derived_agree(store: ProgressStore) -> None:
    for t in store.trainees(include_archived=True):
        assert store.family_states(t.id) == recomputed_states(store, t.id)
        assert [a.attempt_id for a in store.open_misses(t.id, 1000)] == recomputed_misses(
            store, t.id
        )
        assert list(store.practice_days(t.id, date(2000, 1, 1))) == recomputed_days(store, t.id)


def test_the_migration_builds_the_same_states_as_a_full_recomputation(
    open_store: OpenStore, folder: Path
) -> None:
    """A v1 file (Dealer Trainer 0.1 on a kiosk, 38 answers) upgraded to v2."""
    load_v1(folder)
    store = open_store()
    states = {t.name: store.family_states(t.id) for t in store.trainees(include_archived=True)}
    assert sum(s.seen for found in states.values() for s in found.values()) == 38
    assert_all_derived_agree(store)
    store.rebuild_statistics()  # a repair recomputes the same
    assert {
        t.name: store.family_states(t.id) for t in store.trainees(include_archived=True)
    } == states


answers = st.lists(
    st.tuples(
        st.sampled_from(FAMILIES),
        st.sampled_from([0.0, 0.5, 1.0, 1.0]),
        st.integers(500, 20_000),  # response ms
        st.integers(-3 * 24 * 60, 3 * 24 * 60),  # minutes from the last answer (< 0: older)
        st.sampled_from(["practice", "practice", "speed-drill", "exam"]),
        st.booleans(),  # merged from another station (imported) rather than recorded
        st.integers(1, 4),  # seed: a few, so questions are asked again
    ),
    max_size=14,
)


@given(steps=answers)
@settings(
    max_examples=30,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
def test_the_kept_states_equal_the_recomputed_ones_after_any_answers(
    steps: list[tuple[str, float, int, int, str, bool, int]],
) -> None:
    """Recorded or imported, in order or older than the last (merged from a station that
    was offline), every answer keeps the three tables equal to a recomputation."""
    with tempfile.TemporaryDirectory() as tmp:
        clock = FakeClock()
        with ProgressStore(Path(tmp), clock=clock, station="kiosk-1") as store:
            ana = store.add_trainee("Ana Ruiz")
            moment = clock.now
            for family, credit, ms, minutes, mode, imported, seed in steps:
                moment += timedelta(minutes=minutes)
                fields: dict[str, Any] = {
                    "family": family,
                    "credit": credit,
                    "correct": credit == 1.0,
                    "response_ms": ms,
                    "mode": mode,
                    "seed": seed,
                    "answered_at": moment,
                }
                if imported:
                    store.import_attempts([_as_imported(attempt(ana.id, **fields), "Ana Ruiz")])
                else:
                    store.record_attempt(attempt(ana.id, **fields))
            assert_all_derived_agree(store)


def _as_imported(draft: Any, name: str) -> Attempt:
    import uuid

    moment: datetime = draft.answered_at
    return Attempt(
        attempt_id=str(uuid.uuid4()),
        trainee_id=0,
        trainee=name,
        game=draft.game,
        skill=draft.skill,
        family=draft.family,
        difficulty=draft.difficulty,
        seed=draft.seed,
        params=draft.params,
        answer=draft.answer,
        expected=draft.expected,
        credit=draft.credit,
        response_ms=draft.response_ms,
        mode=draft.mode,
        answered_at=moment,
        day=moment.date(),
        station="kiosk-2",
    )


def _drill_some(store: ProgressStore, clock: FakeClock, trainee_id: int, count: int) -> None:
    rng = random.Random(count)
    for _ in range(count):
        clock.advance(minutes=rng.randint(1, 300))
        right = rng.random() < 0.7
        store.record_attempt(
            attempt(
                trainee_id,
                family=rng.choice(FAMILIES),
                correct=right,
                credit=1.0 if right else 0.0,
                response_ms=rng.randint(1_000, 9_000),
            )
        )


def test_a_new_target_time_refolds_the_states_when_next_read(
    store: ProgressStore, clock: FakeClock, supervisor: Supervisor
) -> None:
    """Which answers were slow depends on the skill's target, so the boxes and the FSRS
    ratings are folded again against the new one."""
    ana = store.add_trainee("Ana Ruiz")
    _drill_some(store, clock, ana.id, 30)
    before = store.family_states(ana.id)
    store.change_setting("target-ms.payout", 2_500, by=supervisor)
    after = store.family_states(ana.id)
    assert after == recomputed_states(store, ana.id)
    assert after != before
    assert [s.box for s in after.values()] != [s.box for s in before.values()]
    _drill_some(store, clock, ana.id, 3)  # and answers after the change fold on from there
    assert store.family_states(ana.id) == recomputed_states(store, ana.id)


def test_switching_schedulers_loses_no_history(
    store: ProgressStore, clock: FakeClock, supervisor: Supervisor
) -> None:
    """Every scheduler's part is kept with every answer: a house can switch and back."""
    ana = store.add_trainee("Ana Ruiz")
    _drill_some(store, clock, ana.id, 20)
    kept = store.family_states(ana.id)
    count = store.attempt_count(ana.id)
    for name in ("fsrs", "round-robin", "boxes"):
        store.change_setting("drill.scheduler", name, by=supervisor)
        assert store.settings()["drill.scheduler"] == name
        assert store.family_states(ana.id) == kept
        assert store.attempt_count(ana.id) == count
    store.change_setting("drill.scheduler", "fsrs", by=supervisor)
    _drill_some(store, clock, ana.id, 5)
    assert store.family_states(ana.id) == recomputed_states(store, ana.id)
    assert all(s.fsrs_phase and s.seen for s in store.family_states(ana.id).values())


def test_a_miss_is_open_until_the_question_is_answered_again(
    store: ProgressStore, clock: FakeClock
) -> None:
    ana = store.add_trainee("Ana Ruiz")
    missed = store.record_attempt(attempt(ana.id, seed=40, correct=False, credit=0.0))
    clock.advance(minutes=1)
    other = store.record_attempt(attempt(ana.id, seed=41, correct=False, credit=0.5))
    clock.advance(minutes=1)
    store.record_attempt(attempt(ana.id, seed=42, correct=False, credit=0.0, mode="exam"))
    assert [a.attempt_id for a in store.open_misses(ana.id)] == [
        other.attempt_id,
        missed.attempt_id,
    ]
    assert len(store.open_misses(ana.id, limit=1)) == 1
    clock.advance(minutes=1)
    store.record_attempt(attempt(ana.id, seed=40))  # answered right since
    assert [a.attempt_id for a in store.open_misses(ana.id)] == [other.attempt_id]


def test_each_days_practice_is_counted_in_the_stations_day(
    store: ProgressStore, clock: FakeClock
) -> None:
    ana = store.add_trainee("Ana Ruiz")
    store.record_attempt(attempt(ana.id, response_ms=4_000))
    store.record_attempt(attempt(ana.id, response_ms=6_000))
    clock.now = datetime(2025, 3, 3, 23, 30, tzinfo=STATION_TZ)  # the next day in UTC
    store.record_attempt(attempt(ana.id, response_ms=1_000))
    clock.advance(days=1)
    store.record_attempt(attempt(ana.id, response_ms=2_000))
    assert store.practice_days(ana.id, date(2025, 3, 1)) == (
        (date(2025, 3, 3), 3, 11_000),
        (date(2025, 3, 4), 1, 2_000),
    )
    assert store.practice_days(ana.id, date(2025, 3, 4)) == ((date(2025, 3, 4), 1, 2_000),)


def test_each_state_comes_with_its_familys_latest_answers(
    store: ProgressStore, clock: FakeClock, supervisor: Supervisor
) -> None:
    """The mastery-aware scheduler reads each family's mastery window (issue 30): its
    latest answers, newest first, right or not and their time over the skill's target,
    as many as the house's mastery window (mastery.window-attempts) and no more."""
    ana = store.add_trainee("Ana Ruiz")
    store.change_setting("mastery.window-attempts", 12, by=supervisor)
    _drill_some(store, clock, ana.id, 60)
    target = store.settings().target_ms("payout")
    by_family: dict[str, list[tuple[bool, float]]] = {}
    for a in reversed(list(store.attempts(trainee_id=ana.id))):
        by_family.setdefault(a.family, []).append((a.credit == 1, a.response_ms / target))
    kept = store.family_states(ana.id)
    assert set(kept) == set(by_family)
    for family, state in kept.items():
        assert state.window == tuple(by_family[family][:12])


def test_the_windows_are_read_from_a_bounded_stretch_of_the_skills_answers(
    store: ProgressStore, clock: FakeClock, supervisor: Supervisor
) -> None:
    """Reading the windows does not grow with the history: at most 3 windows per family
    of the skill's latest answers are read. A family left alone longer than that gets no
    window (it counts as short of the mastery rule and is practised again)."""
    ana = store.add_trainee("Ana Ruiz")
    store.change_setting("mastery.window-attempts", 5, by=supervisor)
    for family, count in (("five-card-pair", 5), ("three-card-flush", 40)):
        for _ in range(count):
            clock.advance(minutes=1)
            store.record_attempt(attempt(ana.id, family=family, response_ms=2_000))
    kept = store.family_states(ana.id)
    assert len(kept["three-card-flush"].window) == 5
    assert kept["five-card-pair"].window == ()  # 5 answers, 40 of the skill's ago
    assert kept["five-card-pair"].seen == 5  # the state itself is whole


def test_importing_older_answers_refolds_each_family_once_and_keeps_it_right(
    store: ProgressStore, clock: FakeClock
) -> None:
    """A station's export from last month merged into a store that drilled since (issue
    32, item 9: 2,000 such answers took 73 s, each refolding its family from the whole
    history): every family is read whole at most once per import, and the states, misses
    and days still equal a full recomputation."""
    ana = store.add_trainee("Ana Ruiz")
    _drill_some(store, clock, ana.id, 60)
    rng = random.Random(9)
    earlier = clock.now - timedelta(days=40)
    older = []
    for i in range(120):
        right = rng.random() < 0.6
        draft = attempt(
            ana.id,
            family=rng.choice(FAMILIES),
            correct=right,
            credit=1.0 if right else 0.0,
            response_ms=rng.randint(1_000, 9_000),
            answered_at=earlier + timedelta(minutes=7 * i),
        )
        older.append(_as_imported(draft, "Ana Ruiz"))
    rng.shuffle(older)  # out of order within the file too
    whole_family_reads: list[str] = []
    conn = store._db.require()

    def traced(statement: str) -> None:
        # Expanded, the statement names the trainee: "... WHERE trainee_id = 1 AND family".
        if f"FROM attempts WHERE trainee_id = {ana.id} AND family" in statement:
            whole_family_reads.append(statement)

    conn.set_trace_callback(traced)
    try:
        assert store.import_attempts(older).added == 120
    finally:
        conn.set_trace_callback(None)
    assert len(whole_family_reads) <= 1  # one pass over the trainee for all three families
    assert_all_derived_agree(store)
