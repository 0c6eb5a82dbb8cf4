"""Instants as UTC epoch milliseconds, days as the station's calendar date."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta, timezone

import pytest

from trainer.progress.days import (
    FIRST_DAY,
    LAST_DAY,
    day_date,
    day_number,
    day_range,
    from_ms,
    local_day,
    to_ms,
)


def test_milliseconds_round_trip_exactly() -> None:
    moment = datetime(2025, 3, 4, 5, 30, 15, 123_000, tzinfo=UTC)
    assert to_ms(moment) == 1_741_066_215_123
    assert from_ms(to_ms(moment)) == moment


def test_a_naive_time_is_refused() -> None:
    with pytest.raises(ValueError, match="timezone"):
        to_ms(datetime(2025, 1, 1))


def test_the_day_is_the_station_s_calendar_date() -> None:
    evening = datetime(2025, 3, 3, 22, 30, tzinfo=timezone(timedelta(hours=-7)))
    assert day_date(local_day(evening)) == date(2025, 3, 3)
    assert day_date(local_day(evening.astimezone(UTC))) == date(2025, 3, 4)


def test_day_numbers() -> None:
    assert day_number(date(1970, 1, 1)) == 0 and day_date(20_000) == date(2024, 10, 4)
    assert day_range(None, None) == (FIRST_DAY, LAST_DAY)
    assert day_range(date(1970, 1, 2), date(1970, 1, 3)) == (1, 2)
