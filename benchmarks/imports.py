"""Importing answers: sealed and unsealed exports, and answers older than the store's own.

Three figures, each the CPU of ``ProgressStore.import_file`` (reading, checking the seal,
writing, the rollups and each family's drill state) in one process:

- **sealed**: an export this store sealed, imported into an empty store;
- **unsealed**: the same answers in an export with no seal, accepted by a supervisor;
- **older**: ``--older`` answers dated *before* everything the store holds (a station's
  export from last month merged into a store that drilled since), into a store that
  already holds ``--answers`` answers of the same trainees and families. Every one of them
  lands before its family's last answer, so each family's drill state is refolded: once
  per family and import, never once per answer (that was quadratic: 73 s for 2,000).

Rates are answers a second of CPU; "x goal" is the rate over the goal (issue 28: at least
20,000 a second, sealed or not). The older case also prints its cost per answer against
the plain import's, which should stay near 1.

The floor, measured in the same run, is the least any import of the file does: read it
with ``json``, take each answer's fields as they came (its question, answers given and
expected as compact JSON text) and write them with one ``executemany`` into a SQLite table
with no index, check or trigger, in one transaction. "x floor" is the import's CPU over
the floor's: it depends far less on the machine's speed than the rate does, so figures
taken on different days compare by it (the rate on a machine is the floor's rate there
over "x floor").

With ``--history DIR``, the growth of the import's cost with the store's history: the
same ``--history-answers`` answers (a day past everything the stores hold), sealed by the
stores' key, imported into stores of 0, 20,000, 100,000 and 1,000,000 answers
(:mod:`big_stores`, built into *DIR* once and reused), each figure beside the empty
store's.

Run from the top of the repository::

    .venv/bin/python benchmarks/imports.py [--answers 100000] [--older 2000]
    .venv/bin/python benchmarks/imports.py --history /tmp/dt-stores [--history-answers 20000]
"""

from __future__ import annotations

import argparse
import json
import shutil
import sqlite3
import statistics
import sys
import tempfile
import time
from dataclasses import replace
from datetime import timedelta
from operator import itemgetter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from progress import _attempts  # type: ignore[import-not-found]  # benchmarks/progress.py

from trainer.progress import Attempt, ProgressStore
from trainer.progress.transfer import write_json

GOAL_PER_SECOND = 20_000
TRAINEES = 20
DAYS = 120


def _export(path: Path, attempts: list[Attempt], store: ProgressStore, *, sealed: bool) -> None:
    with path.open("w", encoding="utf-8") as out:
        write_json(
            out,
            attempts,
            (),
            exported_at=store.now(),
            station="kiosk-export",
            sealer=store.sealer() if sealed else None,
        )


def _cpu_import(folder: Path, path: Path, *, accept: bool) -> tuple[float, int]:
    """CPU seconds of importing *path* into the store in *folder*, and the answers added."""
    with ProgressStore(folder, station="bench", integrity="quick") as store:
        supervisor = store.supervisors()[0] if accept else None
        started = time.process_time()
        result = store.import_file(path, accepted_by=supervisor)
        spent = time.process_time() - started
    return spent, result.added


def floor_cpu(path: Path, folder: Path) -> float:
    """CPU seconds of the least an import of *path* does (see the module's docstring)."""
    folder.mkdir()
    lite = sqlite3.connect(folder / "floor.sqlite3", isolation_level=None)
    names = [
        "attempt_id",
        "trainee",
        "game",
        "skill",
        "family",
        "difficulty",
        "seed",
        "credit",
        "correct",
        "response_ms",
        "mode",
        "answered_at",
        "day",
        "station",
        "session_id",
    ]
    lite.execute(f"CREATE TABLE attempts ({', '.join(names)}, params, answer, expected)")
    compact = json.JSONEncoder(separators=(",", ":"), sort_keys=True, ensure_ascii=False).encode
    fields = itemgetter(*names)
    started = time.process_time()
    records = json.loads(path.read_text(encoding="utf-8"))["attempts"]
    rows = [
        (*fields(r), compact(r["params"]), compact(r["answer"]), compact(r["expected"]))
        for r in records
    ]
    names += ["params", "answer", "expected"]
    lite.execute("BEGIN IMMEDIATE")
    lite.executemany(f"INSERT INTO attempts VALUES ({', '.join('?' * len(names))})", rows)
    lite.execute("COMMIT")
    spent = time.process_time() - started
    lite.close()
    return spent


def with_history(into: Path, count: int, work: Path) -> None:
    """Print the import's CPU per answer into stores of each size (see the docstring)."""
    from big_stores import stores  # type: ignore[import-not-found]  # benchmarks/big_stores.py

    folders = stores(into)
    # Past everything the stores hold (their newest answers are from FIRST_DATE's year),
    # so each family's drill state folds forward, as a station's new answers do.
    answers = [
        replace(a, answered_at=a.answered_at + timedelta(days=400), day=a.day + timedelta(days=400))
        for a in _attempts(TRAINEES, count, DAYS, seed=29)
    ]
    path = work / "history.json"
    with ProgressStore(work / "sealer", station="bench", integrity="quick") as store:
        _export(path, answers, store, sealed=True)
        key = store.signing_key()
    print(f"import of {count:,} answers into a store of each size; CPU")
    print(f"{'store':>10}{'added':>10}{'CPU s':>9}{'us/answer':>11}{'x empty':>9}")
    empty = None
    for size, folder in folders.items():
        copy = work / f"history-{size}"
        shutil.copytree(folder, copy)
        with ProgressStore(copy, station="bench", integrity="quick") as store:
            store.set_signing_key(key)
            started = time.process_time()
            result = store.import_file(path)
            spent = time.process_time() - started
        shutil.rmtree(copy)
        each = spent / max(result.added, 1)
        empty = each if empty is None else empty
        print(f"{size:>10,}{result.added:>10,}{spent:>9.2f}{each * 1e6:>11.1f}{each / empty:>9.2f}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--answers", type=int, default=100_000)
    parser.add_argument("--older", type=int, default=2_000)
    parser.add_argument("--history", type=Path, metavar="DIR")
    parser.add_argument("--history-answers", type=int, default=20_000)
    args = parser.parse_args(argv)
    if args.history is not None:
        work = Path(tempfile.mkdtemp(prefix="bench-imports-"))
        try:
            with_history(args.history, args.history_answers, work)
        finally:
            shutil.rmtree(work, ignore_errors=True)
        return 0
    work = Path(tempfile.mkdtemp(prefix="bench-imports-"))
    try:
        answers = list(_attempts(TRAINEES, args.answers, DAYS, seed=28))
        # The older answers: the same trainees and families, a year before the first.
        older = [
            replace(
                a,
                attempt_id=a.attempt_id[:-12] + f"{i:012x}",
                answered_at=a.answered_at - timedelta(days=365),
                day=a.day - timedelta(days=365),
            )
            for i, a in enumerate(answers[: args.older])
        ]
        template = work / "template"
        with ProgressStore(template, station="bench", integrity="quick") as store:
            store.create_first_supervisor("Mona Reyes", "246810")
            sealed, unsealed, old = work / "sealed.json", work / "unsealed.json", work / "old.json"
            _export(sealed, answers, store, sealed=True)
            _export(unsealed, answers, store, sealed=False)
            _export(old, older, store, sealed=True)
        rows = []
        for name, path, accept in (("sealed", sealed, False), ("unsealed", unsealed, True)):
            folder = work / name
            shutil.copytree(template, folder)
            spent, added = _cpu_import(folder, path, accept=accept)
            rows.append((name, added, spent))
        folder = work / "older"
        shutil.copytree(work / "sealed", folder)
        spent, added = _cpu_import(folder, old, accept=False)
        rows.append(("older", added, spent))
        # The floor's median of three (it is short, so one run is noisy).
        floor = statistics.median(floor_cpu(sealed, work / f"floor-{i}") for i in range(3))
        print(f"import, {args.answers:,} answers ({TRAINEES} trainees); CPU seconds")
        print(f"{'case':<10}{'added':>10}{'CPU s':>10}{'per s':>12}{'x goal':>9}{'x floor':>9}")
        for name, added, spent in rows:
            rate = added / spent if spent else float("inf")
            over = spent / floor * args.answers / max(added, 1)
            print(
                f"{name:<10}{added:>10,}{spent:>10.2f}{rate:>12,.0f}"
                f"{rate / GOAL_PER_SECOND:>9.2f}{over:>9.2f}"
            )
        print(
            f"the floor (read the file, write its fields into a bare table): {floor:.2f} s "
            f"= {args.answers / floor:,.0f} answers/s; the goal here is x floor "
            f"<= {args.answers / floor / GOAL_PER_SECOND:.2f}"
        )
        plain = rows[0][2] / max(rows[0][1], 1)
        per_older = rows[2][2] / max(rows[2][1], 1)
        print(f"older answers cost {per_older / plain:.2f}x a plain import's answer")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
