"""Cues in choice questions (issue 23): per choice family, over ``--count`` seeded
questions (each seed at difficulties 1-3), the rate the right choice stands at each
place, the rate it is the longest choice, and where two seats meet (3-5-7 ``compare``)
the rate the seat named first wins, each beside the rate a guess with no cue reaches
(``chance``), as ``benchmarks/quiz.py`` prints the rejected draws.

A family whose choices are a fixed scale (hand ranks, a pay table's rows, yes or no)
keeps its order, so the place of its right choice is the answer's own rate (marked
``scale``); every other family's right choice stands at a place the question's own
seeded randomness picks. ``tests/quiz/test_cues.py`` holds every family to the bounds:
a place beats its chance by at most 10 points (not on a scale), the longest choice wins
no more often than chance, the seat named first wins no more than 60% of the decided
showdowns.

Run from the top of the repository::

    .venv/bin/python benchmarks/cues.py [--count 300] [--seed 0] [--game three-five-seven]
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from trainer.engine.games import registry
from trainer.quiz.catalog import all_families
from trainer.quiz.cues import measure
from trainer.quiz.model import AnswerKind


def percents(rates: Sequence[float]) -> str:
    return " ".join(f"{r:4.0%}" for r in rates)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=300, help="seeds per family (x3 difficulties)")
    parser.add_argument("--seed", type=int, default=0, help="the first seed")
    parser.add_argument("--game", help="only the families of this game")
    args = parser.parse_args(argv)
    families = [
        f for f in all_families() if f.kind is AnswerKind.CHOICE and args.game in (None, f.game)
    ]
    if not families:
        print("No choice family matches the filters given.", file=sys.stderr)
        return 2
    rules = registry().followed()
    print(
        f"{len(families)} choice families, {args.count} seeds each at difficulties 1-3 "
        f"(seeds {args.seed}-{args.seed + args.count - 1}); rates of the right choice."
    )
    print()
    head = (
        f"{'family':<38} {'n':>5}  {'at place 1, 2, ...':<30} {'lead':>5}  {'longest':>13}"
        "  first seat"
    )
    print(head)
    print("-" * len(head))
    for fam in families:
        r = measure(fam.id, range(args.seed, args.seed + args.count), rules)
        scale = " scale" if fam.scale else ""
        first = (
            f"{r.first_named:4.0%} (chance 50%, {r.named})" if r.first_named is not None else "-"
        )
        print(
            f"{fam.id:<38} {r.questions:5d}  {percents(r.places):<30} {r.place_lead:+5.0%}"
            f"  {r.longest:4.0%} ({r.longest_chance:3.0%})  {first}{scale}"
        )
        print(f"{'':<38} {'chance':>5}  {percents(r.places_chance):<30}")
    print()
    print(
        "lead: how far the best single place beats its chance (bound: 10 points, except on a "
        "whole scale: pays, qualifies; a yes-or-no within 10 points of a half). longest: the "
        "rate a guess of the longest choice wins (chance in brackets)."
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
