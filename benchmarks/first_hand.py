"""The first hand question of a process (issue 28): what evaluating the first five-to-seven
card hand costs in a fresh interpreter, with the shipped tables (``resources/tables``) and
with the tables built on first use as before, side by side, against an interpreter that only
imports the evaluator. CPU time of each child process, best and median of ``--runs``.

    .venv/bin/python benchmarks/first_hand.py [--runs 7]

Goal: the first hand costs what any other does: with the shipped tables, a few tens of
milliseconds of CPU over the import alone (the tables are read, not built), where building
them cost about 0.3 s, seconds on a busy machine, in the middle of a drill.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

_CHILD = """
import resource, sys
sys.path.insert(0, {root!r})
from trainer.engine import hands
from trainer.engine.cards import parse_cards
cards = parse_cards("As Ks Qs Js Ts 2c 3d")
mode = {mode!r}
if mode == "shipped":
    hands.poker_strength(cards)
elif mode == "built":
    hands._build_tables(); hands.poker_strength(cards)
use = resource.getrusage(resource.RUSAGE_SELF)
print(use.ru_utime + use.ru_stime)
"""


def cpu(mode: str) -> float:
    done = subprocess.run(
        [sys.executable, "-c", _CHILD.format(root=str(ROOT), mode=mode)],
        capture_output=True,
        text=True,
        check=True,
    )
    return float(done.stdout.strip())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    results: dict[str, list[float]] = {"import only": [], "shipped": [], "built": []}
    for _ in range(args.runs):  # interleaved, so that a busy moment falls on every mode alike
        for mode in results:
            results[mode].append(cpu(mode if mode != "import only" else "none"))
    base = statistics.median(results["import only"])
    print(f"{'mode':<12} {'best s':>8} {'median s':>9} {'over import':>12}")
    for mode, times in results.items():
        med = statistics.median(times)
        print(f"{mode:<12} {min(times):8.3f} {med:9.3f} {med - base:+11.3f}s")
    shipped = statistics.median(results["shipped"]) - base
    built = statistics.median(results["built"]) - base
    print(
        f"first hand, shipped tables: {shipped * 1000:.0f} ms of CPU over the import; built "
        f"on first use: {built * 1000:.0f} ms ({built / max(shipped, 1e-3):.0f}x)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
