"""The store as callers see it: the clock and the station are the store's."""

from __future__ import annotations

from datetime import timedelta

import pytest

from trainer.errors import TrainerError
from trainer.progress import ProgressStore

from .conftest import FakeClock


def test_the_clock_and_station_are_the_store_s(store: ProgressStore, clock: FakeClock) -> None:
    assert store.now() == clock() and store.station == "kiosk-1"
    assert clock.advance(days=1) - timedelta(days=1) < store.now()


def test_a_watcher_hears_each_committed_write_and_not_a_refused_one(
    store: ProgressStore,
) -> None:
    heard: list[str] = []

    def changed() -> None:
        heard.append("changed")

    store.watch(changed)
    store.add_trainee("Ann")
    assert heard == ["changed"]
    with pytest.raises(TrainerError):
        store.add_trainee("Ann")  # the same name again: refused
    assert heard == ["changed"]
    store.trainees()  # a read changes nothing
    assert heard == ["changed"]
    store.unwatch(changed)
    store.add_trainee("Ben")
    assert heard == ["changed"]
    store.unwatch(changed)  # a second time is harmless
