"""Response-time buckets: how the store keeps median and 90th percentile cheap.

Every attempt's response time falls in one of :data:`BUCKET_COUNT` buckets whose bounds
grow by 20% each (under 200 ms, 200-240 ms, 240-288 ms, ... , over about 204 s). The
statistics rollups keep a count per bucket, so a median over a year of a whole class is
a sum of histograms, not a sort of millions of times. A percentile is estimated inside
the bucket that holds the exact nearest-rank value, by linear interpolation, so the
estimate is never further from the exact value than that bucket's width (20% of its
lower bound). Mastery does not use buckets: it reads the last attempts' exact times.

The bounds are part of the store's schema (version 1): changing them needs a migration
that rebuilds the rollups.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from itertools import accumulate
from typing import Final

BUCKET_COUNT: Final = 40
_FIRST_BOUND_MS: Final = 200
_GROWTH: Final = Fraction(6, 5)

LOWER_BOUNDS_MS: Final[tuple[int, ...]] = (
    0,
    *(round(_FIRST_BOUND_MS * _GROWTH**k) for k in range(BUCKET_COUNT - 1)),
)
"""The lower bound (inclusive) of each bucket; bucket *i* ends where bucket *i+1* begins."""

MEDIAN: Final = Fraction(1, 2)
P90: Final = Fraction(9, 10)


def seconds_text(ms: float | None) -> str:
    """A response time as every screen, report and command shows it: seconds to the tenth,
    half a tenth rounded up exactly (``25_950`` is ``"26.0"``), ``"–"`` for none. One
    computation, so that a verdict, Home, the console and a report never differ in how
    they round the same time (issue 24)."""
    if ms is None:
        return "–"
    tenths = (Decimal(str(ms)) / 100).quantize(Decimal(1), rounding=ROUND_HALF_UP)
    return f"{tenths / 10:.1f}"


def bucket_of(response_ms: int) -> int:
    """The bucket that a response time of *response_ms* milliseconds falls in."""
    return bisect_right(LOWER_BOUNDS_MS, response_ms) - 1


def bucket_bounds(bucket: int) -> tuple[int, int | None]:
    """A bucket's lower bound and upper bound (``None`` for the last, open bucket)."""
    upper = LOWER_BOUNDS_MS[bucket + 1] if bucket + 1 < BUCKET_COUNT else None
    return LOWER_BOUNDS_MS[bucket], upper


_LAST: Final = BUCKET_COUNT - 1
_WIDTHS_MS: Final = tuple(
    LOWER_BOUNDS_MS[b + 1] - LOWER_BOUNDS_MS[b] for b in range(BUCKET_COUNT - 1)
)


def nearest_rank(total: int, quantile: Fraction) -> int:
    """The 1-based rank of the *quantile* value among *total* sorted values."""
    return _rank(total, quantile.numerator, quantile.denominator)


def _rank(total: int, numerator: int, denominator: int) -> int:
    rank = -(-numerator * total // denominator)
    return rank if rank > 1 else 1


def _at(cumulative: list[int], counts: Sequence[int], rank: int) -> int:
    # The rank-th value lies in this bucket; place it at its share of the bucket's width.
    bucket = bisect_left(cumulative, rank)
    if bucket >= _LAST:
        return LOWER_BOUNDS_MS[_LAST]
    count = counts[bucket]
    share = (rank - cumulative[bucket] + count - 0.5) / count
    return LOWER_BOUNDS_MS[bucket] + int(share * _WIDTHS_MS[bucket])


def estimate(counts: Sequence[int], quantile: Fraction) -> int | None:
    """The *quantile* of the times counted in *counts* (one count per bucket), or ``None``."""
    cumulative = list(accumulate(counts))
    total = cumulative[-1] if cumulative else 0
    if total <= 0:
        return None
    return _at(cumulative, counts, _rank(total, quantile.numerator, quantile.denominator))


def median(counts: Sequence[int]) -> int | None:
    """The median estimate from one histogram (the statistics' hot path)."""
    cumulative = list(accumulate(counts))
    total = cumulative[-1]
    if total <= 0:
        return None
    return _at(cumulative, counts, (total + 1) // 2)


def median_and_p90(counts: Sequence[int]) -> tuple[int | None, int | None]:
    """The median and 90th percentile estimates from one histogram."""
    cumulative = list(accumulate(counts))
    total = cumulative[-1]
    if total <= 0:
        return None, None
    return (
        _at(cumulative, counts, (total + 1) // 2),
        _at(cumulative, counts, _rank(total, 9, 10)),
    )
