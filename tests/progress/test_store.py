"""The store as callers see it: the clock and the station are the store's."""

from __future__ import annotations

from datetime import timedelta

from trainer.progress import ProgressStore

from .conftest import FakeClock


def test_the_clock_and_station_are_the_store_s(store: ProgressStore, clock: FakeClock) -> None:
    assert store.now() == clock() and store.station == "kiosk-1"
    assert clock.advance(days=1) - timedelta(days=1) < store.now()
