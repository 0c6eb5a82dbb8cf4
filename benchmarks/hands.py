"""Hand-evaluation throughput: our evaluator against treys (pure Python) and eval7 (compiled).

Every evaluator reads the same pre-generated random hands (seeded), one call per hand, as
the trainer does. Each rate is the best of several timed passes over all the hands, after
one untimed pass; the cyclic garbage collector is off while timing, for every evaluator alike.
Before timing, the peers' answers are checked against ours (category of every hand, and the
order of neighbouring hands), so that a fast wrong answer cannot pass unnoticed.

Run from the top of the repository::

    .venv/bin/pip install -e ".[bench]"      # or: .venv/bin/pip install treys eval7
    .venv/bin/python benchmarks/hands.py [--hands 20000] [--repeat 5] [--seed 2024]

Goal (issue 2): single-hand seven-card evaluation at least 2.5 times treys.
"""

from __future__ import annotations

import argparse
import gc
import random
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from trainer.engine.cards import DECK, Card
from trainer.engine.hands import (
    Category,
    evaluate_poker,
    poker_category,
    poker_strength,
)

GOAL = 2.5  # seven-card single-hand rate against treys

# How each library names a category, mapped to ours (a royal flush counts as a straight flush).
_CATEGORY_NAMES = {
    "royal flush": Category.STRAIGHT_FLUSH,
    "straight flush": Category.STRAIGHT_FLUSH,
    "four of a kind": Category.FOUR_OF_A_KIND,
    "quads": Category.FOUR_OF_A_KIND,
    "full house": Category.FULL_HOUSE,
    "flush": Category.FLUSH,
    "straight": Category.STRAIGHT,
    "three of a kind": Category.THREE_OF_A_KIND,
    "trips": Category.THREE_OF_A_KIND,
    "two pair": Category.TWO_PAIR,
    "pair": Category.PAIR,
    "high card": Category.HIGH_CARD,
}


def _ours(strength: int) -> Category:
    category = poker_category(strength)
    return Category.STRAIGHT_FLUSH if category is Category.ROYAL_FLUSH else category


class Contender:
    """One evaluator: a name, a way to run it over all hands, and a check of its answers."""

    def __init__(
        self,
        name: str,
        run: Callable[[], None],
        check: Callable[[], str | None] | None = None,
    ) -> None:
        self.name = name
        self.run = run
        self.check = check


def _best_rate(run: Callable[[], None], count: int, repeat: int) -> float:
    run()  # warm up: tables built, caches filled, code paths hot
    best = float("inf")
    enabled = gc.isenabled()
    gc.disable()
    try:
        for _ in range(repeat):
            start = time.perf_counter()
            run()
            best = min(best, time.perf_counter() - start)
    finally:
        if enabled:
            gc.enable()
    return count / best


def _check_categories(
    hands: Sequence[Sequence[Card]], theirs: Sequence[str], label: str
) -> str | None:
    for h, name in zip(hands, theirs, strict=True):
        want = _ours(poker_strength(h))
        got = _CATEGORY_NAMES[name.strip().lower()]
        if got is not want:
            cards = " ".join(str(c) for c in h)
            return f"{label} reads {cards} as {name!r}, we read {want.label!r}"
    return None


def _check_order(
    hands: Sequence[Sequence[Card]], values: Sequence[int], higher_is_better: bool, label: str
) -> str | None:
    ours = [poker_strength(h) for h in hands]
    for i in range(len(hands) - 1):
        a = (ours[i] > ours[i + 1]) - (ours[i] < ours[i + 1])
        b = (values[i] > values[i + 1]) - (values[i] < values[i + 1])
        if not higher_is_better:
            b = -b
        if a != b:
            pair = " vs ".join(" ".join(str(c) for c in hands[j]) for j in (i, i + 1))
            return f"{label} orders {pair} differently from us"
    return None


def contenders(hands: list[tuple[Card, ...]]) -> list[Contender]:
    """Every evaluator that is installed, ready to run over ``hands``."""
    out: list[Contender] = []

    def run_strength() -> None:
        for h in hands:
            poker_strength(h)

    def run_evaluate() -> None:
        for h in hands:
            evaluate_poker(h)

    out.append(Contender("ours: poker_strength (int)", run_strength))
    out.append(Contender("ours: evaluate_poker (HandValue)", run_evaluate))

    try:
        from treys import Card as TreysCard  # type: ignore[import-untyped]
        from treys import Evaluator
    except ImportError:
        print("treys is not installed: skipping it (.venv/bin/pip install treys)")
    else:
        evaluator = Evaluator()
        # treys reads (hand, board); split once, outside the timing.
        split = [
            ([TreysCard.new(str(c)) for c in h[:2]], [TreysCard.new(str(c)) for c in h[2:]])
            for h in hands
        ]
        evaluate = evaluator.evaluate

        def run_treys() -> None:
            for hole, board in split:
                evaluate(hole, board)

        def check_treys() -> str | None:
            values = [evaluate(hole, board) for hole, board in split]
            names = [evaluator.class_to_string(evaluator.get_rank_class(v)) for v in values]
            return _check_categories(hands, names, "treys") or _check_order(
                hands, values, higher_is_better=False, label="treys"
            )

        out.append(Contender("treys (pure Python)", run_treys, check_treys))

    try:
        import eval7  # type: ignore[import-untyped]
    except ImportError:
        print("eval7 is not installed: skipping it (.venv/bin/pip install eval7)")
    else:
        converted = [[eval7.Card(str(c)) for c in h] for h in hands]
        evaluate7: Any = eval7.evaluate

        def run_eval7() -> None:
            for h in converted:
                evaluate7(h)

        def check_eval7() -> str | None:
            values = [evaluate7(h) for h in converted]
            names = [eval7.handtype(v) for v in values]
            return _check_categories(hands, names, "eval7") or _check_order(
                hands, values, higher_is_better=True, label="eval7"
            )

        out.append(Contender("eval7 (compiled)", run_eval7, check_eval7))
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hands", type=int, default=20_000, help="hands per size (20000)")
    parser.add_argument("--repeat", type=int, default=5, help="timed passes; best kept (5)")
    parser.add_argument("--seed", type=int, default=2024, help="seed for the hands (2024)")
    args = parser.parse_args(argv)

    start = time.perf_counter()
    poker_strength(DECK[:7])  # builds the lookup tables once
    print(
        f"Python {sys.version.split()[0]}; our lookup tables built in "
        f"{time.perf_counter() - start:.2f} s (once per process, not in the rates)"
    )
    print(f"{args.hands:,} random hands per size, seed {args.seed}, best of {args.repeat} passes")

    rng = random.Random(args.seed)
    failed = False
    seven_ratio: float | None = None
    for size in (5, 7):
        hands = [tuple(rng.sample(DECK, size)) for _ in range(args.hands)]
        print(f"\n{size}-card hands, one call per hand")
        rates: dict[str, float] = {}
        for contender in contenders(hands):
            if contender.check is not None:
                problem = contender.check()
                if problem:
                    print(f"  DISAGREEMENT: {problem}")
                    failed = True
            rates[contender.name] = _best_rate(contender.run, len(hands), args.repeat)
        width = max(len(name) for name in rates)
        peers = [name for name in rates if not name.startswith("ours")]
        header = "".join(f"  vs {name.split()[0]:>6}" for name in peers)
        print(f"  {'evaluator':<{width}}  {'hands/s':>11}{header}")
        for name, rate in rates.items():
            ratios = "".join(f"  {rate / rates[p]:>8.2f}x" for p in peers)
            print(f"  {name:<{width}}  {rate:>11,.0f}{ratios}")
        treys = next((p for p in peers if p.startswith("treys")), None)
        if size == 7 and treys is not None:
            seven_ratio = rates["ours: poker_strength (int)"] / rates[treys]
            full = rates["ours: evaluate_poker (HandValue)"] / rates[treys]
            verdict = "met" if seven_ratio >= GOAL else "MISSED"
            print(
                f"\n  goal: 7-card single-hand evaluation >= {GOAL}x treys: {verdict} "
                f"(poker_strength {seven_ratio:.2f}x; evaluate_poker, which also validates "
                f"the cards and lays them out for display, {full:.2f}x)"
            )
    if seven_ratio is None:
        print("\n(treys is not installed, so the 2.5x goal could not be checked)")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
