"""Response-time buckets: percentiles estimated within the bucket of the exact value."""

from __future__ import annotations

from fractions import Fraction
from itertools import pairwise

from hypothesis import given, settings
from hypothesis import strategies as st

from trainer.progress.timing import (
    BUCKET_COUNT,
    LOWER_BOUNDS_MS,
    MEDIAN,
    P90,
    bucket_bounds,
    bucket_of,
    estimate,
    median_and_p90,
    nearest_rank,
)


def test_bounds_are_part_of_schema_v1() -> None:
    # Changing these needs a migration that rebuilds the rollups.
    assert len(LOWER_BOUNDS_MS) == BUCKET_COUNT == 40
    assert LOWER_BOUNDS_MS[:4] == (0, 200, 240, 288)
    assert LOWER_BOUNDS_MS[-1] == 204_135
    assert all(a < b for a, b in pairwise(LOWER_BOUNDS_MS))


def test_each_bucket_is_at_most_a_fifth_wider_than_its_start() -> None:
    for bucket in range(1, BUCKET_COUNT - 1):
        low, high = bucket_bounds(bucket)
        assert high is not None and high - low <= low * Fraction(1, 5) + 1


def test_bucket_edges() -> None:
    assert bucket_of(0) == 0 and bucket_of(199) == 0 and bucket_of(200) == 1
    assert bucket_of(239) == 1 and bucket_of(240) == 2
    assert bucket_of(10**9) == BUCKET_COUNT - 1
    assert bucket_bounds(BUCKET_COUNT - 1) == (204_135, None)


def test_nearest_rank() -> None:
    assert nearest_rank(10, MEDIAN) == 5 and nearest_rank(10, P90) == 9
    assert nearest_rank(1, P90) == 1 and nearest_rank(11, MEDIAN) == 6


def test_empty_histogram_has_no_percentiles() -> None:
    assert median_and_p90([0] * BUCKET_COUNT) == (None, None)


@given(st.lists(st.integers(min_value=0, max_value=400_000), min_size=1, max_size=300))
@settings(deadline=None)  # a busy machine can take 200 ms over any example
def test_estimate_lies_in_the_bucket_of_the_exact_nearest_rank_value(times: list[int]) -> None:
    counts = [0] * BUCKET_COUNT
    for ms in times:
        counts[bucket_of(ms)] += 1
    ordered = sorted(times)
    for quantile in (MEDIAN, P90):
        exact = ordered[nearest_rank(len(times), quantile) - 1]
        guess = estimate(counts, quantile)
        assert guess is not None
        assert bucket_of(guess) == bucket_of(exact)
    assert median_and_p90(counts) == (estimate(counts, MEDIAN), estimate(counts, P90))
