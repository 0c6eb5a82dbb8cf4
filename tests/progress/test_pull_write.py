"""A trainee's answers pulled from the school's site, written from memory (issue 28).

A first pull (every answer new here) counts what its answers bring to the rollups, the
class's rollups, the days' practice and the open misses from the rows it holds, not by
reading them back. These tests pull the same answers into two stores made alike, one the
new way and one reading back as before, and compare every derived table row for row.
"""

from __future__ import annotations

import contextlib
import random
import sqlite3
from collections.abc import Iterator, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from trainer.progress import ProgressStore, rollups
from trainer.progress.attempt_rows import AttemptFact

from .conftest import FakeClock, attempt
from .test_states import assert_all_derived_agree

DERIVED = (
    "attempts",
    "day_skill",
    "day_family",
    "class_day_skill",
    "class_day_family",
    "mastery",
    "family_states",
    "family_bases",
    "day_practice",
    "open_misses",
    "site_pulls",
)
COMBOS = (
    ("three-five-seven", "payout", "five-card-pair"),
    ("three-five-seven", "payout", "three-card-flush"),
    ("three-card-poker", "payout", "three-card-poker/ante-bonus"),
    ("three-five-seven", "rake", "three-five-seven/rake"),
)
START = datetime(2026, 3, 2, 9, 0).astimezone()

Answer = tuple[int, int, int, str, int, int]
"""combo, credit per mille, hours from the first answer, mode, seed, response ms"""


def _answers(seed: int, count: int) -> list[Answer]:
    """*count* answers drawn with *seed*: over six days in any order, partly right ones,
    exams, and questions asked again (a few seeds)."""
    rng = random.Random(seed)
    return [
        (
            rng.randrange(len(COMBOS)),
            rng.choice([0, 500, 1000, 1000, 1000]),
            rng.randint(0, 24 * 6),
            rng.choice(["practice", "practice", "speed-drill", "exam"]),
            rng.randint(1, 5),
            rng.randint(300, 30_000),
        )
        for _ in range(count)
    ]


def _facts(
    store: ProgressStore, trainee_id: int, answers: Sequence[Answer], first: int
) -> list[AttemptFact]:
    uid = store.outbox.trainee_uid(trainee_id)
    start_ms = int(START.timestamp() * 1000)
    return [
        AttemptFact(
            id=f"5a1e0c3d-9b2a-4c1d-8e0f-{trainee_id:04x}{first + n:08x}",
            seq=first + n,
            trainee_id=uid,
            session_id=None,
            game=COMBOS[combo][0],
            skill=COMBOS[combo][1],
            family=COMBOS[combo][2],
            difficulty=2,
            seed=seed,
            params="{}",
            answer="1",
            expected="1",
            credit=credit,
            response_ms=ms,
            mode=mode,
            ts=start_ms + hours * 3_600_000,
            day=20_514 + hours // 24,
        )
        for n, (combo, credit, hours, mode, seed, ms) in enumerate(answers)
    ]


class _ReadBack:
    """A bulk write that never holds its answers: they are read back, as before."""

    def __init__(self, bulk: rollups.BulkWrite) -> None:
        self.last = bulk.last

    @property
    def held(self) -> None:
        return None

    @held.setter
    def held(self, rows: object) -> None:
        pass


@contextlib.contextmanager
def _reading_back(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    one_way = rollups.written_in_bulk

    @contextlib.contextmanager
    def read_back(conn: sqlite3.Connection) -> Iterator[Any]:
        with one_way(conn) as bulk:
            yield _ReadBack(bulk)

    with monkeypatch.context() as patched:
        patched.setattr(rollups, "written_in_bulk", read_back)
        yield


def _tables(store: ProgressStore) -> dict[str, list[tuple[Any, ...]]]:
    conn = store._db.require()
    return {
        # The answers recorded here have ids and seeds of their own in each store.
        table: sorted(
            conn.execute(
                f"SELECT * FROM {table}"
                + (" WHERE station_seq IS NULL" if table == "attempts" else "")
            ).fetchall()
        )
        for table in DERIVED
    }


def _pulled_both_ways(
    folder: Path,
    monkeypatch: pytest.MonkeyPatch,
    pulls: Sequence[Sequence[Answer]],
    *,
    missed_here: bool,
    archived: bool,
) -> tuple[dict[str, list[tuple[Any, ...]]], dict[str, list[tuple[Any, ...]]]]:
    """The derived tables of two stores made alike and given the same *pulls*: the first
    writing them from memory, the second reading them back."""
    found = []
    for way, name in ((contextlib.nullcontext, "from-memory"), (_reading_back, "read-back")):
        clock = FakeClock(START)
        with ProgressStore(folder / name, clock=clock, station="kiosk-1") as store:
            ana, bo = store.add_trainee("Ana Ruiz"), store.add_trainee("Bo Lind")
            if missed_here:  # an open miss here: the pull's answers may settle it
                store.record_attempt(
                    attempt(ana.id, family="five-card-pair", seed=1, correct=False, credit=0.0)
                )
            store.record_attempt(attempt(bo.id, family="five-card-pair"))
            if archived:
                store.archive_trainee(ana.id)
            with way(monkeypatch) if way is _reading_back else way():
                first = 1
                for cursor, answers in enumerate(pulls, 1):
                    facts = _facts(store, ana.id, answers, first)
                    assert store.outbox.add_pulled(ana.id, facts, {}, cursor) == len(facts)
                    first += len(facts)
            if name == "from-memory":
                assert_all_derived_agree(store)
            found.append(_tables(store))
    return found[0], found[1]


@pytest.mark.parametrize(
    ("seed", "missed_here", "archived"), [(1, False, False), (2, True, False), (3, False, True)]
)
def test_a_first_pull_written_from_memory_leaves_the_store_a_read_back_leaves(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, seed: int, missed_here: bool, archived: bool
) -> None:
    """Issue 28: answers in any order of time, partly right ones (credit 500), exams
    (whose misses open nothing, yet settle one), a question asked again (its latest
    decides its open miss), with or without an open miss here already, of an active or
    an archived trainee (the class's rollups count only active trainees): the rollups,
    the class's, mastery, drill states, days of practice and open misses are row for row
    those of the same pull read back, and equal a recomputation."""
    answers = _answers(seed, 80)
    memory, read_back = _pulled_both_ways(
        tmp_path, monkeypatch, [answers], missed_here=missed_here, archived=archived
    )
    assert memory == read_back
    assert len(memory["attempts"]) == len(answers)
    assert memory["open_misses"] and memory["family_states"]
    assert bool(memory["class_day_family"]) and (archived or len(memory["class_day_skill"]) > 2)


def test_a_pull_after_a_pull_is_written_from_memory_the_same_as_read_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 28: a second pull, all new, adds to the first pull's days (the same keys in
    day_skill, day_family and day_practice), settles misses the first opened and opens
    others: the same store as reading them back."""
    first, second = _answers(4, 40), _answers(5, 40)
    memory, read_back = _pulled_both_ways(
        tmp_path, monkeypatch, [first, second], missed_here=False, archived=False
    )
    assert memory == read_back
    assert memory["open_misses"], "some questions are left missed"
    assert len(memory["day_practice"]) > 2


def test_the_cycle_collector_rests_while_a_pull_is_written_and_is_as_it_was_after(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 28: a pull's write makes twenty thousand answers' rows and columns; the
    collector rests while it does (whoever pulls: a sign-in, a supervisor's pull of the
    school), and is as it was after, a refused write included."""
    import gc

    from trainer.progress import states

    during: list[bool] = []
    fold = states.note_attempts

    def folded(*args: Any, **kwargs: Any) -> None:
        during.append(gc.isenabled())
        fold(*args, **kwargs)

    monkeypatch.setattr(states, "note_attempts", folded)
    with ProgressStore(tmp_path / "store", clock=FakeClock(START), station="kiosk-1") as store:
        ana = store.add_trainee("Ana Ruiz")
        facts = _facts(store, ana.id, _answers(6, 10), 1)
        assert gc.isenabled()
        assert store.outbox.add_pulled(ana.id, facts, {}, 1) == 10
        assert during == [False] and gc.isenabled()
        broken = [facts[0]._replace(id=f"5a1e0c3d-9b2a-4c1d-8e0f-{2:012x}", credit=1001)]
        with pytest.raises(sqlite3.IntegrityError):  # credit past 1000: the CHECK refuses
            store.outbox.add_pulled(ana.id, broken, {}, 2)
        assert gc.isenabled()
