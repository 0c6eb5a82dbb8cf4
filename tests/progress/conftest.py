"""Fixtures for the progress store: a temporary folder per test and a clock tests control."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest

from trainer.progress import NewAttempt, ProgressStore, Supervisor, Trainee

# A station in Colorado (UTC-7): local evenings fall on the next UTC day, which the
# store must not confuse with the trainee's calendar day.
STATION_TZ = timezone(timedelta(hours=-7))


class FakeClock:
    """A clock that stands still until a test moves it."""

    def __init__(self, start: datetime | None = None) -> None:
        self.now = start or datetime(2025, 3, 3, 9, 0, tzinfo=STATION_TZ)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **delta: float) -> datetime:
        self.now += timedelta(**delta)
        return self.now


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    return tmp_path / "data"


@pytest.fixture
def open_store(folder: Path, clock: FakeClock) -> Iterator[Callable[..., ProgressStore]]:
    """Opens stores on the test's folder and clock; closes whatever is left open."""
    opened: list[ProgressStore] = []

    def _open(**options: Any) -> ProgressStore:
        options.setdefault("clock", clock)
        options.setdefault("station", "kiosk-1")
        store = ProgressStore(options.pop("folder", folder), **options)
        opened.append(store)
        return store

    yield _open
    for store in opened:
        if not store.is_closed:
            store.close()


@pytest.fixture
def store(open_store: Callable[..., ProgressStore]) -> ProgressStore:
    return open_store()


@pytest.fixture
def supervisor(store: ProgressStore) -> Supervisor:
    return store.create_first_supervisor("Mona Reyes", "246810")


@pytest.fixture
def trainee(store: ProgressStore) -> Trainee:
    return store.add_trainee("Ana Ruiz")


_seeds = itertools.count(1)


def attempt(trainee_id: int, **fields: Any) -> NewAttempt:
    """A valid attempt of a 3-5-7 payout question; *fields* override any field."""
    values: dict[str, Any] = {
        "trainee_id": trainee_id,
        "game": "three-five-seven",
        "skill": "payout",
        "family": "five-card-pair",
        "difficulty": 2,
        "seed": next(_seeds),
        "params": {"bet_cents": 500, "hand": ["6h", "6d", "Kc", "6s", "2d"]},
        "answer": 2000,
        "expected": 2000,
        "correct": True,
        "response_ms": 3200,
    }
    values.update(fields)
    return NewAttempt(**values)


MakeAttempt = Callable[..., NewAttempt]
