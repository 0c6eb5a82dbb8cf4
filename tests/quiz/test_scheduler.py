"""The Leitner boxes over question families: missed and slow families come back sooner,
mastered ones rarely, new ones are asked, the one just asked is passed over."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from trainer.progress.spacing import BOX_INTERVALS_MS as INTERVALS_MS
from trainer.progress.spacing import MINUTE_MS, FamilyState, PastAnswer, replay
from trainer.quiz.model import Mode
from trainer.quiz.scheduler import DEFAULT_TARGET_MS, Boxes, states_from
from trainer.quiz.session import DrillSession

DAY_MS = 24 * 60 * MINUTE_MS
TARGET_MS = 6_000
NOW = 100 * DAY_MS

PAYOUT = "three-card-poker/payout"
RULINGS = "three-card-poker/rulings"
COMPARE = "three-card-poker/compare"
NAME = "three-card-poker/name-hand"


def answers(
    family: str, credits: list[float], *, start: int, every: int, ms: int = 2_000
) -> list[PastAnswer]:
    return [PastAnswer(family, c, ms, start + i * every) for i, c in enumerate(credits)]


def mastered(family: str) -> list[PastAnswer]:
    """Right and quick, eight times, a day apart, the last an hour ago."""
    return answers(family, [1.0] * 8, start=NOW - 7 * DAY_MS - 60 * MINUTE_MS, every=DAY_MS)


class Scheduler:
    """The boxes over a history of answers, recomputed at every call."""

    def __init__(self, families: list[str] | tuple[str, ...], targets: dict[str, int]) -> None:
        if not families:
            raise ValueError("the scheduler needs at least one family")
        self.families = list(families)
        self.targets = targets
        self.boxes = Boxes()

    def target_for(self, family: str) -> int:
        return self.targets.get(family, DEFAULT_TARGET_MS)

    def states(self, history: list[PastAnswer]) -> list[FamilyState]:
        return states_from(self.families, history, self.targets)

    def ranked(self, history: list[PastAnswer], now: int) -> list[FamilyState]:
        return self.boxes.ranked(self.states(history), now)

    def next_family(
        self, history: list[PastAnswer], now: int, rng: random.Random, avoid: str | None = None
    ) -> str:
        recent = [avoid] if avoid else []
        return self.boxes.next_family(self.states(history), now, rng, recent)


def scheduler(*families: str) -> Scheduler:
    return Scheduler(families, {f: TARGET_MS for f in families})


def family_state(family: str, history: list[PastAnswer], target: int) -> FamilyState:
    return replay(family, history, target)


def test_a_missed_family_comes_back_before_a_mastered_one() -> None:
    history = [
        *mastered(PAYOUT),
        *answers(RULINGS, [1.0, 1.0, 0.0], start=NOW - 9 * MINUTE_MS, every=MINUTE_MS),
    ]
    s = scheduler(PAYOUT, RULINGS)
    ranked = s.ranked(history, NOW)
    assert [r.family for r in ranked] == [RULINGS, PAYOUT]
    assert s.next_family(history, NOW, random.Random(0)) == RULINGS
    missed, known = (
        family_state(RULINGS, history[8:], TARGET_MS),
        family_state(PAYOUT, history[:8], TARGET_MS),
    )
    assert missed.box == 0 and missed.last_missed
    assert known.box == len(INTERVALS_MS) - 1
    assert missed.box_due_ms < known.box_due_ms


def test_a_mastered_family_waits_its_interval() -> None:
    """Box 6 waits a week: a day later the mastered family is neither due nor first."""
    s = scheduler(PAYOUT, RULINGS)
    history = [*mastered(PAYOUT), *answers(RULINGS, [1.0], start=NOW - 5 * MINUTE_MS, every=1)]
    state = {st.family: st for st in s.states(history)}
    assert state[PAYOUT].box_due_ms > NOW + 5 * DAY_MS
    assert state[RULINGS].box_due_ms <= NOW  # box 1: one minute
    assert s.next_family(history, NOW, random.Random(0)) == RULINGS
    # A week on, the mastered family is due again.
    later = NOW + 7 * DAY_MS
    assert s.ranked(history, later)[0].box_due_ms <= later


def test_partial_credit_counts_as_a_miss() -> None:
    state = family_state(PAYOUT, answers(PAYOUT, [1.0, 1.0, 0.5], start=0, every=1), TARGET_MS)
    assert state.box == 0
    assert state.last_missed


def test_slow_right_answers_do_not_raise_the_box() -> None:
    slow = answers(PAYOUT, [1.0] * 5, start=NOW - DAY_MS, every=MINUTE_MS, ms=TARGET_MS + 1)
    quick = answers(RULINGS, [1.0] * 5, start=NOW - DAY_MS, every=MINUTE_MS, ms=TARGET_MS)
    slow_state = family_state(PAYOUT, slow, TARGET_MS)
    quick_state = family_state(RULINGS, quick, TARGET_MS)
    assert slow_state.box == 0
    assert quick_state.box == 5
    # ...nor reset a run already earned.
    mixed = [*quick, PastAnswer(RULINGS, 1.0, 60_000, NOW - 1)]
    assert family_state(RULINGS, mixed, TARGET_MS).box == 5
    # So the slow family is due at once and comes first.
    s = scheduler(PAYOUT, RULINGS)
    assert s.next_family([*slow, *quick], NOW, random.Random(0)) == PAYOUT


def test_a_skills_target_time_decides_what_is_slow() -> None:
    s = Scheduler([PAYOUT, RULINGS], {PAYOUT: 6_000, RULINGS: 15_000})
    history = [PastAnswer(f, 1.0, 10_000, NOW - MINUTE_MS) for f in (PAYOUT, RULINGS)]
    boxes = {st.family: st.box for st in s.states(history)}
    assert boxes == {PAYOUT: 0, RULINGS: 1}
    assert s.target_for("unknown/family") == 15_000


def test_new_families_are_asked_before_known_ones_that_are_not_due() -> None:
    s = scheduler(PAYOUT, RULINGS, COMPARE, NAME)
    history = mastered(PAYOUT)
    chosen = Counter(s.next_family(history, NOW, random.Random(seed)) for seed in range(200))
    assert set(chosen) == {RULINGS, COMPARE, NAME}  # every new one, in random order
    assert s.ranked(history, NOW)[-1].family == PAYOUT


def test_missed_families_come_before_new_ones() -> None:
    s = scheduler(PAYOUT, RULINGS, COMPARE)
    history = answers(PAYOUT, [0.0], start=NOW - MINUTE_MS, every=1)
    assert s.next_family(history, NOW, random.Random(0)) == PAYOUT


def test_the_oldest_miss_comes_first() -> None:
    s = scheduler(PAYOUT, RULINGS)
    history = [
        PastAnswer(RULINGS, 0.0, 1_000, NOW - 2 * MINUTE_MS),
        PastAnswer(PAYOUT, 0.0, 1_000, NOW - MINUTE_MS),
    ]
    assert s.next_family(history, NOW, random.Random(0)) == RULINGS


def test_the_family_just_asked_is_avoided() -> None:
    s = scheduler(PAYOUT, RULINGS)
    history = [
        PastAnswer(PAYOUT, 0.0, 1_000, NOW - 2 * MINUTE_MS),
        PastAnswer(RULINGS, 0.0, 1_000, NOW - MINUTE_MS),
    ]
    assert s.next_family(history, NOW, random.Random(0)) == PAYOUT
    assert s.next_family(history, NOW, random.Random(0), avoid=PAYOUT) == RULINGS
    # With one family, it is asked again.
    only = scheduler(PAYOUT)
    assert only.next_family(history, NOW, random.Random(0), avoid=PAYOUT) == PAYOUT


def test_history_of_other_families_is_ignored() -> None:
    s = scheduler(PAYOUT)
    history = [PastAnswer("casino-holdem/payout", 0.0, 1_000, NOW)]
    (state,) = s.states(history)
    assert state.is_new


def test_a_scheduler_needs_families() -> None:
    with pytest.raises(ValueError):
        Scheduler([], {})


@pytest.mark.parametrize("seed", [5, 6, 7])
def test_a_drill_brings_its_own_missed_family_back(seed: int) -> None:
    """In a session whose caller records each answer into the history (as the terminal
    drill and the window do), a family answered wrong is asked again straight after one
    other question (the one just asked is passed over). The scheduler compares due times
    with the session's ``now_ms`` clock."""
    families = [PAYOUT, RULINGS, COMPARE, NAME]
    now = [NOW]
    session = DrillSession(
        mode=Mode.PRACTICE,
        families=families,
        seed=seed,
        count=30,
        scheduler=Boxes(),
        target_ms={f: TARGET_MS for f in families},
        now_ms=lambda: now[0],
    )
    missed_at: int | None = None
    while (q := session.next_question()) is not None:
        now[0] += 5_000
        if q.family == PAYOUT and missed_at is None:
            missed_at = len(session.answers)
            answered = session.answer("0.01", 1_000)
            assert not answered.grade.is_correct
        else:
            answered = session.answer(q.answer_text, 1_000)
            assert answered.grade.is_correct
        session.record(answered, now[0])
    assert missed_at is not None
    asked = [a.question.family for a in session.answers]
    assert asked[missed_at + 1] != PAYOUT
    assert asked[missed_at + 2] == PAYOUT
    assert set(asked) == set(families)
