"""Benchmark one future-dated answer: what it costs every later answer in its family.

A trainee has a long history in two families of one skill. In one family, one answer is
dated a year ahead (a station whose clock ran ahead, an export from one); the other is
clean. Then the trainee answers on in both, one durable ``record_attempt`` each, and the
per-answer medians are printed side by side, with their ratio (the goal: within 2, as
the answer dated ahead is folded again after each one).

Before issue 32 each answer older than its family's last refolded the whole family from
its attempts, so one future-dated answer made every later answer in its family pay for
the whole history.

    .venv/bin/python benchmarks/future_answer.py                 # 2,000 answers of history
    .venv/bin/python benchmarks/future_answer.py --history 500 --answers 100
    TMPDIR=/dev/shm .venv/bin/python benchmarks/future_answer.py   # the fold, not the fsync
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
import uuid
from dataclasses import replace
from datetime import datetime, timedelta, timezone
from pathlib import Path

from trainer.progress import Attempt, NewAttempt, ProgressStore

STATION_TZ = timezone(timedelta(hours=-7))
START = datetime(2026, 1, 5, 9, 0, tzinfo=STATION_TZ)
GAME, SKILL = "three-five-seven", "payout"
CLEAN, SKEWED = "five-card-pair", "five-card-trips"


def _history(name: str, family: str, count: int) -> list[Attempt]:
    return [
        Attempt(
            str(uuid.uuid4()), 0, name, GAME, SKILL, family, 2, n, {"n": n}, 500, 500,
            1.0 if n % 4 else 0.0, 3000, "practice", START + timedelta(minutes=n),
            (START + timedelta(minutes=n)).date(), "kiosk-1",
        )
        for n in range(count)
    ]  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--history", type=int, default=2000, help="answers per family before")
    parser.add_argument("--answers", type=int, default=200, help="answers timed per family")
    args = parser.parse_args(argv)
    now = [START + timedelta(days=30)]

    def clock() -> datetime:
        return now[0]

    with tempfile.TemporaryDirectory() as tmp:
        store = ProgressStore(Path(tmp) / "data", station="kiosk-1", clock=clock)
        ann = store.add_trainee("Ann")
        store.import_attempts(_history("Ann", CLEAN, args.history))
        history = _history("Ann", SKEWED, args.history)
        a_year_on = START + timedelta(days=365)
        history[-1] = replace(history[-1], answered_at=a_year_on, day=a_year_on.date())
        store.import_attempts(history)
        took: dict[str, list[float]] = {CLEAN: [], SKEWED: []}
        for n in range(args.answers):
            for family in (CLEAN, SKEWED):
                now[0] += timedelta(seconds=30)
                draft = NewAttempt(ann.id, GAME, SKILL, family, 2, 10_000 + n, {}, 500, 500,
                                   True, 2500)  # fmt: skip
                began = time.perf_counter()
                store.record_attempt(draft)
                took[family].append(time.perf_counter() - began)
        states = store.family_states(ann.id)
        store.close()
    clean, skewed = (statistics.median(took[f]) * 1000 for f in (CLEAN, SKEWED))
    print(f"history per family: {args.history} answers; timed: {args.answers} answers each")
    print(f"record_attempt, clean family:               {clean:8.2f} ms (median)")
    print(f"record_attempt, one answer a year ahead:    {skewed:8.2f} ms (median)")
    print(f"ratio: {skewed / clean:.1f}x (goal: within 2x)")
    seen = states[SKEWED].seen
    assert seen == args.history + args.answers, seen
    return 0


if __name__ == "__main__":
    sys.exit(main())
