"""The mastery-aware scheduler (issue 30): practice aimed at the house's mastery rule
(the last 30 answers of a family at least 95% right with a median time under the target),
and every scheduler's reason for what comes next."""

from __future__ import annotations

import random

from trainer.progress.spacing import DAY_MS, MINUTE_MS, FamilyState, PastAnswer
from trainer.quiz.scheduler import (
    SCHEDULERS,
    Mastery,
    Reason,
    answers_to_mastery,
    scheduler_named,
    window_summary,
)

TARGET = 6_000
NOW = 400 * DAY_MS
FAMILIES = [
    "three-card-poker/payout",
    "three-card-poker/rulings",
    "three-card-poker/compare",
    "three-card-poker/name-hand",
]

RIGHT_FAST = (True, 0.5)
RIGHT_SLOW = (True, 1.5)
MISSED = (False, 0.5)


def fold(
    family: str, credits_ms: list[tuple[float, int]], start: int = NOW - DAY_MS
) -> FamilyState:
    """A family's state after these answers (credit, ms), one a minute."""
    scheduler = Mastery()
    state = FamilyState(family)
    for i, (credit, ms) in enumerate(credits_ms):
        state = scheduler.update(
            state, PastAnswer(family, credit, ms, start + i * MINUTE_MS), TARGET
        )
    return state


def test_the_rule_holds_with_30_answers_at_most_one_missed_and_a_median_under_the_target() -> None:
    # Mastery rule (mastery.window-attempts 30, mastery.accuracy-percent 95): 29 of 30.
    assert answers_to_mastery(()) == 30
    assert answers_to_mastery((RIGHT_FAST,) * 29) == 1
    assert answers_to_mastery((RIGHT_FAST,) * 30) == 0
    assert answers_to_mastery((MISSED,) + (RIGHT_FAST,) * 29) == 0  # one miss is carried
    # Two misses: the older one (the 11th newest) must leave the window: 20 more answers.
    window = (RIGHT_FAST,) * 5 + (MISSED,) + (RIGHT_FAST,) * 4 + (MISSED,) + (RIGHT_FAST,) * 19
    assert answers_to_mastery(window) == 20
    # Median time: 15 slow of 30 keep the median at or above the target; the oldest slow
    # one must go (the 15th slow answer is the newest 15th..30th: all slow at the end).
    assert answers_to_mastery((RIGHT_FAST,) * 15 + (RIGHT_SLOW,) * 15) == 1
    assert answers_to_mastery((RIGHT_FAST,) * 16 + (RIGHT_SLOW,) * 14) == 0
    assert window_summary((RIGHT_FAST, MISSED, RIGHT_SLOW)) == (3, 2, 0.5)


def test_the_window_is_kept_answer_by_answer_newest_first_and_no_longer_than_the_rule() -> None:
    state = fold(FAMILIES[0], [(1.0, 3_000)] * 40 + [(0.0, 12_000)])
    assert len(state.window) == 30
    assert state.window[0] == (False, 2.0)
    assert state.window[1] == (True, 0.5)
    assert state.seen == 41 and state.box == 0  # the box is kept too (for reviews)


def test_a_family_on_its_way_comes_before_a_mastered_one_and_new_ones_join_it() -> None:
    mastered = fold(FAMILIES[0], [(1.0, 3_000)] * 30)
    going = fold(FAMILIES[1], [(1.0, 3_000)] * 10)
    new = [FamilyState(f) for f in FAMILIES[2:]]
    scheduler = Mastery()
    rng = random.Random(1)
    # Fewer than the working set are on their way: a new family joins them.
    chosen = scheduler.next_family([mastered, going, *new], NOW, rng)
    assert chosen in FAMILIES[2:]
    # None new: the family on its way, even though the mastered one was asked longer ago.
    assert scheduler.next_family([mastered, going], NOW, rng) == FAMILIES[1]
    # The family just asked is passed over: the mastered one, as a review.
    assert scheduler.next_family([mastered, going], NOW, rng, [FAMILIES[1]]) == FAMILIES[0]
    assert scheduler.reason(mastered, NOW + 7 * DAY_MS) is Reason.DUE  # box 6: a week on
    assert scheduler.reason(mastered, NOW) is Reason.MASTERED
    assert scheduler.reason(going, NOW) is Reason.BUILDING
    close = fold(FAMILIES[1], [(1.0, 3_000)] * 25)
    assert scheduler.reason(close, NOW) is Reason.CLOSE
    assert scheduler.reason(new[0], NOW) is Reason.NEW


def test_a_mastered_family_is_not_asked_while_others_are_on_their_way() -> None:
    scheduler = Mastery()
    states = {f: fold(f, [(1.0, 3_000)] * (30 if f == FAMILIES[0] else 5)) for f in FAMILIES}
    rng = random.Random(2)
    asked: list[str] = []
    for i in range(30):
        family = scheduler.next_family(list(states.values()), NOW + i * MINUTE_MS, rng, asked)
        asked.append(family)
        answer = PastAnswer(family, 1.0, 3_000, NOW + i * MINUTE_MS)
        states[family] = scheduler.update(states[family], answer, TARGET)
    assert FAMILIES[0] not in asked
    assert asked[:6] == asked[3:9]  # the others in turn, the least recently asked first
    assert set(asked) == set(FAMILIES[1:])


def test_the_house_mastery_rule_reaches_the_scheduler() -> None:
    strict = scheduler_named("mastery", 8, 10, 100)
    state = fold(FAMILIES[0], [(0.0, 3_000)] + [(1.0, 3_000)] * 9)
    assert strict.reason(state, NOW) is Reason.CLOSE  # 10 answers, one missed: not yet
    assert scheduler_named("mastery").reason(state, NOW) is Reason.BUILDING


def test_every_scheduler_says_why_a_family_comes() -> None:
    missed = fold(FAMILIES[0], [(1.0, 3_000), (0.0, 3_000)])
    leech = fold(FAMILIES[1], [(0.0, 3_000)] * 8)
    new = FamilyState(FAMILIES[2])
    for name in SCHEDULERS:
        scheduler = scheduler_named(name)
        assert scheduler.reason(new, NOW) is Reason.NEW
        assert scheduler.reason(leech, NOW) is Reason.TROUBLE_SPOT
    assert scheduler_named("boxes").reason(missed, NOW) is Reason.MISSED
    assert scheduler_named("round-robin").reason(missed, NOW) is Reason.IN_TURN
    rested = fold(FAMILIES[3], [(1.0, 3_000)] * 3, start=NOW - 10 * MINUTE_MS)
    assert scheduler_named("boxes").reason(rested, NOW) is Reason.AHEAD  # box 3: an hour
    assert scheduler_named("boxes").reason(rested, NOW + DAY_MS) is Reason.DUE
