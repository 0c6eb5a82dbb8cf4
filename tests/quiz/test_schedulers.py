"""The three schedulers behind one protocol: FSRS, the round-robin control, and the two
rules they all keep (not the family just asked; trouble spots spaced out)."""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from trainer.progress.settings import SETTINGS_BY_KEY
from trainer.progress.spacing import (
    DAY_MS,
    MINUTE_MS,
    FamilyState,
    PastAnswer,
    fsrs_retrievability,
)
from trainer.quiz.errors import QuizError
from trainer.quiz.model import Mode
from trainer.quiz.scheduler import (
    LEECH_GAP,
    SCHEDULERS,
    Boxes,
    FamilyScheduler,
    Fsrs,
    RoundRobin,
    scheduler_named,
    states_from,
)
from trainer.quiz.session import DrillSession, situation

TARGET = 6_000
NOW = 400 * DAY_MS
PAYOUT = "three-card-poker/payout"
RULINGS = "three-card-poker/rulings"
COMPARE = "three-card-poker/compare"
NAME = "three-card-poker/name-hand"
FAMILIES = [PAYOUT, RULINGS, COMPARE, NAME]


def history(family: str, credits: list[float], start: int, every: int) -> list[PastAnswer]:
    return [PastAnswer(family, c, 3_000, start + i * every) for i, c in enumerate(credits)]


def states(answers: list[PastAnswer], families: list[str] = FAMILIES) -> list[FamilyState]:
    return states_from(families, answers, {f: TARGET for f in families})


def test_every_scheduler_is_named_by_the_house_setting() -> None:
    assert set(SCHEDULERS) == {"boxes", "fsrs", "round-robin", "mastery"}
    assert SETTINGS_BY_KEY["drill.scheduler"].choices == tuple(SCHEDULERS)
    assert SETTINGS_BY_KEY["drill.scheduler"].default == "mastery"  # docs/learning.md
    for name in SCHEDULERS:
        chosen: FamilyScheduler = scheduler_named(name)
        assert chosen.name == name and chosen.title
    with pytest.raises(ValueError, match="not a scheduler"):
        scheduler_named("sm-2")


def test_fsrs_asks_a_due_family_before_new_ones_and_those_not_yet_due() -> None:
    learnt = history(PAYOUT, [1.0, 1.0], NOW - 20 * DAY_MS, 10 * MINUTE_MS)  # due long ago
    fresh = history(RULINGS, [1.0, 1.0], NOW - 30 * MINUTE_MS, 10 * MINUTE_MS)  # due tomorrow
    found = states([*learnt, *fresh])
    fsrs = Fsrs()
    assert fsrs.next_family(found, NOW, random.Random(0)) == PAYOUT
    ranked = [s.family for s in fsrs.ranked(found, NOW)]
    assert ranked[0] == PAYOUT and ranked[-1] == RULINGS  # the new ones in between
    by_family = {s.family: s for s in found}
    assert fsrs.due_ms(by_family[RULINGS]) > NOW
    assert fsrs.due_ms(by_family[COMPARE]) == 0


def test_fsrs_asks_the_family_least_likely_recalled_first() -> None:
    weak = history(PAYOUT, [1.0, 1.0], NOW - 60 * DAY_MS, 10 * MINUTE_MS)
    strong = history(RULINGS, [1.0, 1.0, 1.0, 1.0], NOW - 200 * DAY_MS, 3 * DAY_MS)
    found = states([*weak, *strong], [PAYOUT, RULINGS])
    assert all(s.fsrs_due_ms <= NOW for s in found)
    weak_state, strong_state = found
    assert fsrs_retrievability(weak_state, NOW) < fsrs_retrievability(strong_state, NOW)
    assert Fsrs().next_family(found, NOW, random.Random(0)) == PAYOUT


def test_the_round_robin_asks_every_family_in_turn() -> None:
    robin = RoundRobin()
    found = {f: FamilyState(f) for f in FAMILIES}
    asked: list[str] = []
    rng = random.Random(3)
    for i in range(12):
        family = robin.next_family(list(found.values()), NOW + i, rng, asked)
        asked.append(family)
        found[family] = robin.update(found[family], PastAnswer(family, 0.0, 1_000, NOW + i), TARGET)
    assert Counter(asked) == {f: 3 for f in FAMILIES}
    assert asked[4:8] == asked[:4] and asked[8:] == asked[:4]
    assert robin.due_ms(found[PAYOUT]) <= NOW  # the control has no spacing


@pytest.mark.parametrize("name", sorted(SCHEDULERS))
@given(
    answers=st.lists(
        st.tuples(st.sampled_from(FAMILIES), st.sampled_from([0.0, 1.0]), st.integers(1, DAY_MS)),
        max_size=25,
    ),
    seed=st.integers(0, 1000),
)
@settings(max_examples=40, deadline=None)
def test_no_scheduler_asks_the_family_just_asked_when_another_can_be(
    name: str, answers: list[tuple[str, float, int]], seed: int
) -> None:
    moment = NOW
    past = []
    for family, credit, gap in answers:
        moment += gap
        past.append(PastAnswer(family, credit, 3_000, moment))
    found = states(past)
    last = past[-1].family if past else PAYOUT
    chosen = scheduler_named(name).next_family(found, moment, random.Random(seed), [last])
    assert chosen != last


def test_a_trouble_spot_waits_for_other_questions_before_it_comes_back() -> None:
    """Missed families come first in the boxes, but a leech (8 misses) is held back for
    LEECH_GAP questions of other families."""
    leech = history(PAYOUT, [0.0] * 8, NOW - 20 * MINUTE_MS, MINUTE_MS)
    others = [
        *history(RULINGS, [1.0] * 3, NOW - 10 * MINUTE_MS, MINUTE_MS),
        *history(COMPARE, [1.0] * 3, NOW - 10 * MINUTE_MS, MINUTE_MS),
        *history(NAME, [1.0] * 3, NOW - 10 * MINUTE_MS, MINUTE_MS),
    ]
    found = states([*leech, *others])
    boxes = Boxes()
    assert next(s for s in found if s.family == PAYOUT).is_leech()
    assert boxes.next_family(found, NOW, random.Random(0), [RULINGS]) == PAYOUT
    for gap in range(1, LEECH_GAP):
        recent = [PAYOUT, *(NAME for _ in range(gap))]
        assert boxes.next_family(found, NOW, random.Random(0), recent) != PAYOUT
    recent = [PAYOUT, RULINGS, COMPARE, NAME]
    assert boxes.next_family(found, NOW, random.Random(0), recent) == PAYOUT
    # A house with a higher threshold does not space it out.
    assert Boxes(leech_misses=9).next_family(found, NOW, random.Random(0), [PAYOUT, NAME]) == PAYOUT


def test_a_drills_states_follow_its_answers() -> None:
    """The session folds each recorded answer into its scheduler's state, dated as
    recorded and against the family's target time."""
    clock = [NOW]
    session = DrillSession(
        mode=Mode.PRACTICE,
        families=FAMILIES,
        seed=4,
        count=6,
        scheduler=Fsrs(),
        target_ms={f: TARGET for f in FAMILIES},
        now_ms=lambda: clock[0],
    )
    while (q := session.next_question()) is not None:
        clock[0] += 5_000
        answered = session.answer(q.answer_text, 2_000)
        session.record(answered, clock[0])
    fsrs = Fsrs()
    expected = {f: FamilyState(f) for f in FAMILIES}
    for i, a in enumerate(session.answers):
        family = a.question.family
        answer = PastAnswer(family, 1.0, 2_000, NOW + 5_000 * (i + 1))
        expected[family] = fsrs.update(expected[family], answer, TARGET)
    assert session.states == expected
    assert sum(s.seen for s in session.states.values()) == 6


def test_no_two_questions_running_ask_the_same_ruling() -> None:
    """A skill with one family (the rulings) still changes situation every question."""
    session = DrillSession(
        mode=Mode.PRACTICE, families=[RULINGS], seed=11, count=120, scheduler=Boxes()
    )
    seen = []
    while (q := session.next_question()) is not None:
        seen.append(situation(q))
        session.record(session.answer(q.answer_text, 2_000), NOW + len(seen))
    assert all(a != b for a, b in itertools.pairwise(seen))
    assert len(set(seen)) > 3


def test_a_drill_needs_families() -> None:
    with pytest.raises(QuizError):
        DrillSession(mode=Mode.PRACTICE, families=[])
    with pytest.raises(ValueError):
        Boxes().next_family([], NOW, random.Random(0))
