"""The store's side of a trainee's sign-in pull: 20,000 answers from the site written.

No PostgreSQL: the facts are made here as the site sends them (one family, one a minute,
a tenth missed, as ``benchmarks/site.py``'s pull trainee), then written into a fresh
store by ``outbox.add_pulled``, ``--repeat`` times. Printed in CPU milliseconds of this
process (SQLite runs in it), each a median, step by step:

- **rows**: the facts made into rows of ``attempts`` (``attempts._pulled_rows``);
- **insert**: the one ``executemany`` into ``attempts`` (five indexes, the FK, checks);
- **rollups**: what the per-answer triggers keep, added for the block
  (``rollups.written_in_bulk``'s end: per-day rollups, the class's, days' practice,
  open misses);
- **drill states**: the families' states folded (``states.note_attempts``);
- **the rest**: the transaction, mastery, the cursor, the commit;

beside the floor measured in the same run: the same rows by one ``executemany`` into a
bare table (no index, no trigger), and the write's ratio to it. Figures, never asserted;
the goal (issue 28) is the whole pull's, in ``benchmarks/site.py``: under 1 s.

    .venv/bin/python benchmarks/pull_write.py [--repeat 5] [--answers 20000]
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import sqlite3
import statistics
import sys
import tempfile
import time
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

if __name__ == "__main__":  # the tree given by PYTHONPATH, else this script's
    sys.path.append(str(Path(__file__).resolve().parent.parent))

from trainer.progress import ProgressStore, attempts, rollups, states
from trainer.progress.attempt_rows import AttemptFact

DAY0 = 20_089  # 2025-01-01
START_MS = 1_735_689_600_000


def facts(trainee_uid: str, count: int) -> list[AttemptFact]:
    """*count* answers of one family, one a minute, every tenth missed."""
    return [
        AttemptFact(
            str(uuid.UUID(int=(g * 0x9E3779B97F4A7C15 * 2654435761) % (1 << 128))),
            100_000_000 + g,
            trainee_uid,
            None,
            "three-five-seven",
            "payout",
            "three-five-seven/payout-chips",
            2,
            g,
            "{}",
            "1",
            "1",
            0 if g % 10 == 0 else 1000,
            900 + g % 4000,
            "practice",
            START_MS + g * 60_000,
            DAY0 + g // 1440,
        )
        for g in range(1, count + 1)
    ]


class Steps:
    """CPU milliseconds spent in each step of one write."""

    def __init__(self) -> None:
        self.spent: dict[str, float] = {}

    def add(self, step: str, since: float) -> None:
        self.spent[step] = self.spent.get(step, 0.0) + (time.process_time() - since) * 1000

    def timed(self, step: str, run: Callable[..., Any]) -> Callable[..., Any]:
        def wrapped(*args: Any, **kwargs: Any) -> Any:
            since = time.process_time()
            try:
                return run(*args, **kwargs)
            finally:
                self.add(step, since)

        return wrapped


@contextlib.contextmanager
def watched(steps: Steps) -> Iterator[None]:
    """The write's steps timed, by wrapping the functions that do them."""
    bulk = rollups.written_in_bulk

    @contextlib.contextmanager
    def timed_bulk(conn: sqlite3.Connection) -> Iterator[Any]:
        with bulk(conn) as block:
            since = time.process_time()
            yield block
            steps.add("insert", since)
            since = time.process_time()
        steps.add("rollups", since)

    saved = rollups.written_in_bulk, states.note_attempts, getattr(attempts, "_pulled_rows", None)
    rollups.written_in_bulk = timed_bulk  # type: ignore[assignment]
    states.note_attempts = steps.timed("drill states", states.note_attempts)
    if saved[2] is not None:  # (a tree before the rows were made apart: in "the rest")
        attempts._pulled_rows = steps.timed("rows", saved[2])
    try:
        yield
    finally:
        rollups.written_in_bulk, states.note_attempts = saved[:2]
        if saved[2] is not None:
            attempts._pulled_rows = saved[2]


def one_write(folder: Path, count: int) -> tuple[dict[str, float], float]:
    """One pull's write into a fresh store: CPU ms per step, and the floor's."""
    with ProgressStore(folder / "store") as store:
        trainee = store.add_trainee("Pull Trainee")
        pulled = facts(store.outbox.trainee_uid(trainee.id), count)
        steps = Steps()
        gc.collect()
        with watched(steps):
            since = time.process_time()
            assert store.outbox.add_pulled(trainee.id, pulled, {}, 1) == count
            total = (time.process_time() - since) * 1000
        conn = store._db.require()
        rows = conn.execute("SELECT * FROM attempts").fetchall()
    steps.spent["the rest"] = total - sum(steps.spent.values())
    steps.spent["total"] = total
    bare = sqlite3.connect(folder / "bare.sqlite")
    marks = ", ".join("?" * len(rows[0]))
    bare.execute(f"CREATE TABLE attempts ({', '.join(f'c{i}' for i in range(len(rows[0])))})")
    since = time.process_time()
    with bare:
        bare.executemany(f"INSERT INTO attempts VALUES ({marks})", rows)
    floor = (time.process_time() - since) * 1000
    bare.close()
    return steps.spent, floor


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--answers", type=int, default=20_000)
    args = parser.parse_args(argv)
    runs = []
    for _ in range(args.repeat):
        with tempfile.TemporaryDirectory(prefix="dt-pull-write-") as tmp:
            runs.append(one_write(Path(tmp), args.answers))
    floor = statistics.median(f for _, f in runs)
    print(f"A sign-in pull's store write of {args.answers:,} answers, CPU ms (median of "
          f"{args.repeat}):")  # fmt: skip
    for step in ("rows", "insert", "rollups", "drill states", "the rest", "total"):
        figures = [spent.get(step, 0.0) for spent, _ in runs]
        print(
            f"  {step:>12}: {statistics.median(figures):6.0f} "
            f"(fastest {min(figures):.0f}, slowest {max(figures):.0f})"
        )
    total = statistics.median(spent["total"] for spent, _ in runs)
    print(f"  the floor, the same rows into a bare table: {floor:.0f} (x{total / floor:.2f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
