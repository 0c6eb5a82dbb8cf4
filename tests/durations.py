"""Where the suite's time goes: the minutes of each test folder and the slowest tests, read
from a JUnit XML report of a run.

    .venv/bin/python -m pytest -q --junitxml=run.xml
    .venv/bin/python tests/durations.py run.xml [--slowest 40] [--before old.xml]

With ``--before``, each folder's minutes stand beside another run's (the same command on
the code before a change), with the ratio.
"""

from __future__ import annotations

import argparse
import sys
import xml.etree.ElementTree as ET
from collections import defaultdict
from collections.abc import Sequence
from pathlib import Path


def read_cases(path: Path) -> dict[str, float]:
    """Each test case's seconds (setup, call and teardown together), by its node id."""
    cases: dict[str, float] = {}
    for case in ET.parse(path).getroot().iter("testcase"):
        module = case.get("classname", "").replace(".", "/")
        name = f"{module}.py::{case.get('name', '')}"
        cases[name] = cases.get(name, 0.0) + float(case.get("time") or 0)
    return cases


def folder_of(node: str) -> str:
    """``tests/quiz`` for ``tests/quiz/test_x.py::...``; ``tests`` for the top folder's."""
    parts = node.split("::", 1)[0].split("/")
    return "/".join(parts[:2]) if len(parts) > 2 else parts[0]


def by_folder(cases: dict[str, float]) -> dict[str, tuple[int, float]]:
    """Each folder's count of tests and seconds."""
    totals: dict[str, list[float]] = defaultdict(lambda: [0, 0.0])
    for node, seconds in cases.items():
        entry = totals[folder_of(node)]
        entry[0] += 1
        entry[1] += seconds
    return {k: (int(v[0]), v[1]) for k, v in sorted(totals.items())}


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n", 1)[0])
    parser.add_argument("report", type=Path, help="a JUnit XML report (pytest --junitxml)")
    parser.add_argument("--slowest", type=int, default=40, metavar="N")
    parser.add_argument("--before", type=Path, metavar="REPORT", help="a report to compare with")
    args = parser.parse_args(argv)
    cases = read_cases(args.report)
    folders = by_folder(cases)
    before = by_folder(read_cases(args.before)) if args.before else {}
    print(f"{'folder':<16}{'tests':>7}{'minutes':>10}" + ("  before   ratio" if before else ""))
    for folder, (count, seconds) in [*folders.items(), ("all", _total(folders))]:
        line = f"{folder:<16}{count:>7}{seconds / 60:>10.1f}"
        old = (_total(before) if folder == "all" else before.get(folder)) if before else None
        if old:
            ratio = f"{seconds / old[1]:.2f}" if old[1] else "-"
            line += f"  {old[0]:>5} {old[1] / 60:>5.1f}  {ratio:>6}"
        print(line)
    print(f"\nthe {args.slowest} slowest tests (seconds):")
    for node, seconds in sorted(cases.items(), key=lambda c: -c[1])[: args.slowest]:
        print(f"{seconds:8.1f}  {node}")
    return 0


def _total(folders: dict[str, tuple[int, float]]) -> tuple[int, float]:
    return sum(c for c, _ in folders.values()), sum(s for _, s in folders.values())


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
