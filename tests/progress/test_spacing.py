"""Each family's state for every scheduler: the shared counts, the Leitner box and the FSRS
card, folded answer by answer, the same whether kept up incrementally or recomputed."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from trainer.progress import spacing
from trainer.progress.spacing import (
    BOX_INTERVALS_MS,
    DAY_MS,
    FSRS_LEARNING,
    FSRS_RATINGS,
    FSRS_RELEARNING,
    FSRS_REVIEW,
    LEECH_CLEARED_RUN,
    LEECH_MISSES,
    MINUTE_MS,
    FamilyState,
    PastAnswer,
    advance,
    advance_counts,
    answer_kind,
    fsrs_retrievability,
    next_box,
    replay,
)

FAMILY = "three-card-poker/payout"
TARGET = 6_000
T0 = 1_767_571_200_000


def fold(answers: list[PastAnswer]) -> FamilyState:
    state = FamilyState(FAMILY)
    for a in answers:
        state = advance(state, a.credit, a.response_ms, a.answered_ms, TARGET)
    return state


def test_an_answer_is_missed_fast_normal_or_slow_against_the_target() -> None:
    assert answer_kind(0.5, 1_000, TARGET) == "missed"  # partial credit is a miss
    assert answer_kind(0.0, 1_000, TARGET) == "missed"
    assert answer_kind(1.0, 4_500, TARGET) == "fast"  # within three quarters
    assert answer_kind(1.0, 4_501, TARGET) == "normal"
    assert answer_kind(1.0, 6_000, TARGET) == "normal"
    assert answer_kind(1.0, 6_001, TARGET) == "slow"


def test_the_fsrs_rating_of_each_kind_of_answer_is_data() -> None:
    # wrong is Again; right but slow is Hard; within the target Good; well under it Easy.
    assert dict(FSRS_RATINGS) == {"missed": 1, "slow": 2, "normal": 3, "fast": 4}


def test_the_counts_follow_the_answers() -> None:
    answers = [
        PastAnswer(FAMILY, c, 3_000, T0 + i * MINUTE_MS) for i, c in enumerate([1, 0, 1, 1, 0.5])
    ]
    state = fold(answers)
    assert (state.seen, state.misses, state.run) == (5, 2, 0)
    assert state.last_ms == T0 + 4 * MINUTE_MS and state.last_missed
    assert not FamilyState(FAMILY).last_missed and FamilyState(FAMILY).is_new


def test_boxes_rise_on_right_answers_within_the_target_and_empty_on_a_miss() -> None:
    quick = [PastAnswer(FAMILY, 1.0, 2_000, T0 + i * MINUTE_MS) for i in range(9)]
    assert fold(quick).box == len(BOX_INTERVALS_MS) - 1
    slow = [*quick[:3], PastAnswer(FAMILY, 1.0, 9_000, T0 + 5 * MINUTE_MS)]
    assert fold(slow).box == 3  # a slow right answer keeps the run
    missed = [*quick[:3], PastAnswer(FAMILY, 0.0, 2_000, T0 + 5 * MINUTE_MS)]
    state = fold(missed)
    assert state.box == 0 and state.box_due_ms == T0 + 5 * MINUTE_MS  # due at once


def test_fsrs_learns_in_steps_then_reviews_in_days() -> None:
    first = fold([PastAnswer(FAMILY, 1.0, 5_000, T0)])
    assert first.fsrs_phase == FSRS_LEARNING
    assert first.fsrs_due_ms == T0 + 10 * MINUTE_MS  # FSRS's second learning step
    second = advance(first, 1.0, 5_000, first.fsrs_due_ms, TARGET)
    assert second.fsrs_phase == FSRS_REVIEW
    assert second.fsrs_due_ms - second.last_ms >= DAY_MS  # a review waits a day at least
    lapse = advance(second, 0.0, 5_000, second.fsrs_due_ms, TARGET)
    assert lapse.fsrs_phase == FSRS_RELEARNING
    assert lapse.fsrs_due_ms == lapse.last_ms + 10 * MINUTE_MS  # the relearning step
    assert lapse.fsrs_stability is not None and second.fsrs_stability is not None
    assert lapse.fsrs_stability < second.fsrs_stability


def test_a_fast_answer_earns_a_longer_fsrs_interval_than_a_slow_one() -> None:
    start = fold([PastAnswer(FAMILY, 1.0, 5_000, T0), PastAnswer(FAMILY, 1.0, 5_000, T0 + 600_000)])
    later = start.fsrs_due_ms
    easy, good, hard = (advance(start, 1.0, ms, later, TARGET) for ms in (2_000, 5_000, 9_000))
    assert easy.fsrs_due_ms > good.fsrs_due_ms > hard.fsrs_due_ms


def test_fsrs_recall_fades_with_time_and_is_zero_for_a_new_family() -> None:
    state = fold([PastAnswer(FAMILY, 1.0, 5_000, T0), PastAnswer(FAMILY, 1.0, 5_000, T0 + 600_000)])
    soon, later = (fsrs_retrievability(state, T0 + d * DAY_MS) for d in (1, 10))
    assert 1 > soon > later > 0
    assert fsrs_retrievability(FamilyState(FAMILY), T0) == 0.0


def test_a_family_missed_eight_times_is_a_trouble_spot_until_answered_right_ten_times() -> None:
    answers = [PastAnswer(FAMILY, 0.0, 3_000, T0 + i * MINUTE_MS) for i in range(LEECH_MISSES)]
    assert not fold(answers[:-1]).is_leech()
    assert fold(answers).is_leech()
    rights = [
        PastAnswer(FAMILY, 1.0, 3_000, T0 + (LEECH_MISSES + i) * MINUTE_MS)
        for i in range(LEECH_CLEARED_RUN)
    ]
    assert fold([*answers, *rights[:-1]]).is_leech()
    assert not fold([*answers, *rights]).is_leech()
    assert fold(answers).is_leech(misses=9) is False  # the threshold is the house's


answer_lists = st.lists(
    st.tuples(
        st.sampled_from([0.0, 0.5, 1.0, 1.0, 1.0]),
        st.integers(300, 30_000),
        st.integers(1, 40 * DAY_MS),
    ),
    max_size=40,
)


@given(answer_lists)
@settings(max_examples=150, deadline=None)
def test_the_incremental_state_equals_the_recomputed_one(
    steps: list[tuple[float, int, int]],
) -> None:
    """After any sequence of answers, one at a time equals all at once (in any order)."""
    moment = T0
    answers = []
    for credit, ms, gap in steps:
        moment += gap
        answers.append(PastAnswer(FAMILY, credit, ms, moment))
    incremental = fold(answers)
    shuffled = list(answers)
    random.Random(len(answers)).shuffle(shuffled)
    assert replay(FAMILY, shuffled, TARGET) == incremental
    # ...and the same answers always give the same state (no random fuzz).
    assert replay(FAMILY, answers, TARGET) == incremental


@given(answer_lists, st.integers(min_value=0, max_value=40))
@settings(max_examples=150, deadline=None)
def test_folding_many_answers_at_once_equals_advancing_one_at_a_time(
    steps: list[tuple[float, int, int]], split: int
) -> None:
    """Issue 28: a sign-in pull folds twenty thousand answers with the FSRS card kept
    between them (spacing.fold); it must give exactly the state of advancing answer by
    answer, from a new family and from one part way through its answers."""
    moment = T0
    answers = []
    for credit, ms, gap in steps:
        moment += gap
        answers.append(PastAnswer(FAMILY, credit, ms, moment))
    split = min(split, len(answers))
    start = fold(answers[:split])
    rest = [(round(a.credit * 1000), a.response_ms, a.answered_ms) for a in answers[split:]]
    assert spacing.fold(start, rest, TARGET) == fold(answers)
    assert spacing.fold(start, [], TARGET) is start


def _package_advance(state: FamilyState, credit: int, response_ms: int, at: int) -> FamilyState:
    """One answer as the ``fsrs`` package itself reviews it (the path spacing took before
    issue 28 computed the same numbers without the package's objects)."""
    import fsrs

    kind = answer_kind(credit / 1000, response_ms, TARGET)
    card, _ = spacing.fsrs_scheduler().review_card(
        spacing.fsrs_card(state, at), fsrs.Rating(FSRS_RATINGS[kind]), spacing._at(at)
    )
    part = (int(card.state), card.step, card.stability, card.difficulty, spacing._ms(card.due))
    return advance_counts(state, credit / 1000, at, box=next_box(state.box, kind), card=part)


# Gaps from none (two answers in one millisecond) through minutes (learning steps) and a
# day's edge to a year (long reviews, the longest intervals); paces around the target.
_gaps = st.one_of(
    st.integers(0, 3 * 600_000),
    st.integers(DAY_MS - 5, DAY_MS + 5),
    st.integers(0, 3 * DAY_MS),
    st.integers(0, 400 * DAY_MS),
)
_histories = st.lists(
    st.tuples(
        st.sampled_from([0, 500, 999, 1000, 1000, 1000]),
        st.sampled_from([300, TARGET * 3 // 4, TARGET * 3 // 4 + 1, TARGET, TARGET + 1, 30_000]),
        _gaps,
    ),
    max_size=60,
)


@given(_histories, st.integers(min_value=0, max_value=60))
@settings(max_examples=300, deadline=None)
def test_the_fsrs_arithmetic_gives_the_fsrs_packages_states_bit_for_bit(
    steps: list[tuple[int, int, int]], split: int
) -> None:
    """Issue 28: spacing reviews FSRS cards on plain numbers, not the package's objects;
    every phase, step, stability, difficulty and due time must be the package's own, float
    for float, after any history, folded at once from a new family or from a state the
    store kept part way, and advanced one answer at a time."""
    moment = T0
    answers = []
    for credit, ms, gap in steps:
        moment += gap
        answers.append((credit, ms, moment))
    expected = [FamilyState(FAMILY)]
    for credit, ms, at in answers:
        expected.append(_package_advance(expected[-1], credit, ms, at))
    split = min(split, len(answers))
    assert spacing.fold(FamilyState(FAMILY), answers, TARGET) == expected[-1]
    assert spacing.fold(expected[split], answers[split:], TARGET) == expected[-1]
    one_by_one = FamilyState(FAMILY)
    for (credit, ms, at), wanted in zip(answers, expected[1:], strict=True):
        one_by_one = advance(one_by_one, credit / 1000, ms, at, TARGET)
        assert one_by_one == wanted
        # The floats themselves, not only equal ones (0.0 and -0.0 compare equal).
        assert repr(one_by_one.fsrs_stability) == repr(wanted.fsrs_stability)
        assert repr(one_by_one.fsrs_difficulty) == repr(wanted.fsrs_difficulty)


@pytest.mark.parametrize(
    ("phase", "step", "stability", "last"),
    [
        (FSRS_LEARNING, 7, 2.0, T0),  # a step past the scheduler's steps
        (FSRS_LEARNING, -1, 2.0, T0),
        (FSRS_LEARNING, None, None, T0),  # the package's card starts it at step 0
        (FSRS_RELEARNING, 3, 2.0, T0),
        (FSRS_REVIEW, None, 2.0, None),  # reviewed, but never answered
        (FSRS_LEARNING, 0, 2.0, None),
    ],
)
def test_a_card_no_answer_makes_is_reviewed_as_the_fsrs_package_reviews_it(
    phase: int, step: int | None, stability: float | None, last: int | None
) -> None:
    """A stored card in a shape no answer of the store's gives (edited by hand, or kept by
    another version) is reviewed by the package itself, as it was before issue 28."""
    state = FamilyState(
        FAMILY,
        seen=3,
        last_ms=last,
        fsrs_phase=phase,
        fsrs_step=step,
        fsrs_stability=stability,
        fsrs_difficulty=5.0,
        fsrs_due_ms=T0,
    )
    at = T0 + 2 * DAY_MS
    for credit, ms in ((0, 5_000), (1000, 9_000), (1000, 5_000), (1000, 1_000)):
        assert spacing.fold(state, [(credit, ms, at)], TARGET) == _package_advance(
            state, credit, ms, at
        )


@given(
    stability=st.one_of(
        st.floats(0.0001, 40_000, allow_nan=False), st.sampled_from([0.001, 0.01, 1.0])
    ),
    difficulty=st.one_of(st.floats(0.5, 10.5, allow_nan=False), st.sampled_from([1.0, 10.0])),
    rating=st.integers(1, 4),
    gap=st.integers(0, DAY_MS - 1),
    step=st.sampled_from([None, 0, 2]),
)
@settings(max_examples=400, deadline=None)
def test_a_review_card_reviewed_again_the_same_day_inline_is_the_full_review_bit_for_bit(
    stability: float, difficulty: float, rating: int, gap: int, step: int | None
) -> None:
    """Issue 28: the fold's inline review of a review card answered again within the day
    (most of a drilled family's answers) gives the very floats of the full review, the
    clamps at their edges included (the least stability, difficulty 1 and 10, one day
    and the longest interval); any other card goes through the full review."""
    reviews = spacing._reviews()
    card = (FSRS_REVIEW, step, stability, difficulty, T0)
    inline = reviews.review_in_place(card, T0, rating, T0 + gap)
    full = reviews.review(card, T0, rating, T0 + gap)
    assert repr(inline) == repr(full)
    later = reviews.review_in_place(card, T0, rating, T0 + DAY_MS + gap)  # not inline
    assert repr(later) == repr(reviews.review(card, T0, rating, T0 + DAY_MS + gap))
