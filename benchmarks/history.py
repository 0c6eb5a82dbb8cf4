"""What history costs a start: the store's open, sign-in, the first question, the window.

At an empty store and at 20,000, 100,000 and 1,000,000 answers (built once by
:mod:`big_stores` into ``--into`` and reused), each a median of ``--repeat`` runs, in CPU
milliseconds of this process (SQLite runs in it), and the ratio to the empty store's:

- **glance (the sign-in's read)**: what the window's first screen reads of the store
  before it paints (:mod:`trainer.progress.glance`; the full open follows the paint);
- **open, first start of the day**: ``ProgressStore(folder)`` as the window opens it, with
  no backup taken today (before: a full integrity check and a whole backup inline);
- **open, later start**: a backup of today present (before: ``quick_check``);
- **open after a crash**: a process died with the store open (checked before answers);
- **sign-in** (the trainee list and a PIN checked) and **the first question** (a
  "Practise what is due" drill started, its first question asked);
- **day's upkeep**: the full integrity check and the backup, run off the window's thread
  by :meth:`ProgressStore.daily_upkeep` (its CPU grows with the store; it never holds the
  window);
- with ``--window``: the wall time from spawn to the sign-in painted (benchmarks/startup.py's
  child, the real ``run_window``) at each size, beside the empty store's.

Goal (issue 28): at 1,000,000 answers the first screen, sign-in and the first question
within 1.2x of an empty store's.

    .venv/bin/python benchmarks/history.py [--repeat 3] [--window] [--into /tmp/dt-stores]
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from big_stores import PIN, stores  # type: ignore[import-not-found]

from trainer.drilling import Drill, DrillPlan
from trainer.progress import ProgressStore
from trainer.progress.backups import BACKUP_DIR
from trainer.progress.glance import glance_at

GOAL = 1.2


def cpu_ms(
    run: Callable[[], object], repeat: int, before: Callable[[], object] = lambda: None
) -> float:
    """Median CPU milliseconds of *repeat* runs of *run* (each after *before*, untimed)."""
    samples = []
    for _ in range(repeat):
        before()
        started = time.process_time()
        run()
        samples.append((time.process_time() - started) * 1000)
    return statistics.median(samples)


def _no_backups(folder: Path) -> None:
    shutil.rmtree(folder / BACKUP_DIR, ignore_errors=True)


def _crashed(folder: Path) -> None:
    """Leave the folder as a process killed with the store open leaves it."""
    from trainer.progress import upkeep

    upkeep.leave_as_crashed(folder)


def measure(folder: Path, repeat: int) -> dict[str, float]:
    found: dict[str, float] = {}
    found["glance (the sign-in's read)"] = cpu_ms(lambda: glance_at(folder), repeat)

    def open_close() -> None:
        ProgressStore(folder, station="bench", integrity="background").close()

    found["open, first start of the day"] = cpu_ms(
        open_close, repeat, before=lambda: _no_backups(folder)
    )
    with ProgressStore(folder, station="bench", integrity="background") as store:
        store.daily_upkeep()
    found["open, later start"] = cpu_ms(open_close, repeat)
    found["open after a crash"] = cpu_ms(open_close, repeat, before=lambda: _crashed(folder))
    with ProgressStore(folder, station="bench", integrity="background") as store:
        trainee = next(t for t in store.trainees() if t.name == "Trainee 001")

        def sign_in() -> None:
            listed = store.trainees()
            store.sign_in_trainee(next(t for t in listed if t.id == trainee.id).id, PIN)

        def first_question() -> None:
            drill = Drill(store, trainee, DrillPlan())
            drill.next_question()
            drill.finish()

        first_question()  # the question tables and modules loaded once, as in the window
        found["sign-in"] = cpu_ms(sign_in, repeat)
        found["first question"] = cpu_ms(first_question, repeat)
    with ProgressStore(folder, station="bench", integrity="background") as store:
        found["day's upkeep (background)"] = cpu_ms(
            store.daily_upkeep, 1, before=lambda: _no_backups(folder)
        )
    _no_backups(folder)
    return found


def window_ms(folder: Path, runs: int) -> float:
    from startup import CHILD_TRAINER, run_child  # type: ignore[import-not-found]

    return statistics.median(run_child(CHILD_TRAINER, str(folder))[0] * 1000 for _ in range(runs))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--window", action="store_true")
    parser.add_argument("--into", type=Path, default=Path("/tmp/dt-stores"))
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    folders = stores(args.into)
    rows = {size: measure(folder, args.repeat) for size, folder in folders.items()}
    if args.window:
        for size, folder in folders.items():
            rows[size]["window: sign-in painted (wall)"] = window_ms(folder, args.repeat)
    sizes = sorted(rows)
    print(f"CPU ms (median of {args.repeat}); ratio to the empty store's; goal {GOAL}x at 1M")
    print(f"{'':32}" + "".join(f"{s:>16,}" for s in sizes))
    for what in rows[0]:
        empty = rows[0][what] or 0.01
        cells = "".join(f"{rows[s][what]:>9.0f} {rows[s][what] / empty:>5.2f}x" for s in sizes)
        print(f"{what:32}{cells}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
