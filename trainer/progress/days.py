"""Time in the store: UTC epoch milliseconds for instants, day numbers for calendar dates.

An instant is stored as whole milliseconds since 1970-01-01T00:00Z. A *day* is the
calendar date at the station where something happened, stored as the number of days
since 1970-01-01; trends and date ranges count in these days, so a trainee's evening
session stays on the day the trainee saw on the clock.
"""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from typing import Final

EPOCH: Final = datetime(1970, 1, 1, tzinfo=UTC)
EPOCH_ORDINAL: Final = date(1970, 1, 1).toordinal()
_MS: Final = timedelta(milliseconds=1)

FIRST_DAY: Final = -(2**31)
LAST_DAY: Final = 2**31 - 1
"""Day numbers standing in for an open start or end of a date range."""


def to_ms(moment: datetime) -> int:
    """*moment* (timezone-aware) as UTC epoch milliseconds."""
    if moment.tzinfo is None or moment.utcoffset() is None:
        raise ValueError("a stored time must carry its timezone")
    return (moment - EPOCH) // _MS


def from_ms(ms: int) -> datetime:
    """UTC epoch milliseconds as a timezone-aware UTC datetime."""
    return EPOCH + timedelta(milliseconds=ms)


def day_number(day: date) -> int:
    """A calendar date as days since 1970-01-01."""
    return day.toordinal() - EPOCH_ORDINAL


def day_date(number: int) -> date:
    """Days since 1970-01-01 as a calendar date."""
    return date.fromordinal(number + EPOCH_ORDINAL)


def local_day(moment: datetime) -> int:
    """The day number of *moment*'s own calendar date (in *moment*'s timezone)."""
    return day_number(moment.date())


def day_range(since: date | None, until: date | None) -> tuple[int, int]:
    """A date range (inclusive, ``None`` for open) as a pair of day numbers."""
    low = FIRST_DAY if since is None else day_number(since)
    high = LAST_DAY if until is None else day_number(until)
    return low, high
