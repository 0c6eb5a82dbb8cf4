"""Stores of 20,000, 100,000 and 1,000,000 answers, built once into a folder and reused.

The first 20,000 answers are a school's year drilled through the import path
(:func:`progress.build`: 40 trainees, each family's drill state and the rollups as the
store keeps them); the larger stores repeat those answers in SQL under new ids, each copy
dated a year earlier (the rollup triggers run, so the statistics hold them too). The
trainee "Trainee 001" has the PIN 2468 for the sign-in.

    .venv/bin/python benchmarks/big_stores.py [--into /tmp/dt-stores]   # prints the folders

Other benchmarks call :func:`stores` (building what is missing; a built store is reused).
"""

from __future__ import annotations

import argparse
import shutil
import sqlite3
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from progress import build  # type: ignore[import-not-found]  # benchmarks/progress.py

from trainer.progress import ProgressStore
from trainer.progress.store import FILE_NAME

SIZES = (20_000, 100_000, 1_000_000)
BASE = 20_000
YEAR_MS = 365 * 86_400_000
PIN = "2468"
_COLUMNS = (
    "trainee_id, session_id, game, skill, family, difficulty, seed, params, answer, "
    "expected, credit, response_ms, rt_bucket, mode, ts, day, station, station_seq, import_id"
)


def _grow(path: Path, size: int) -> None:
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        have = int(conn.execute("SELECT count(*) FROM attempts").fetchone()[0])
        copy = 0
        while have < size:
            copy += 1
            take = min(BASE, size - have)
            shifted = _COLUMNS.replace("ts, day", f"ts - {copy * YEAR_MS}, day - {copy * 365}")
            shifted = shifted.replace("station_seq", "NULL")
            conn.execute("BEGIN")
            conn.execute(
                f"INSERT INTO attempts (id, {_COLUMNS}) SELECT randomblob(16), {shifted} "
                f"FROM attempts WHERE seq <= {take}"
            )
            conn.execute("COMMIT")
            have += take
            print(f"\r  {path.parent.name}: {have:,} answers", end="", file=sys.stderr)
        print(file=sys.stderr)
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    finally:
        conn.close()


def stores(into: Path) -> dict[int, Path]:
    """The folders of an empty store and of each size in :data:`SIZES` (built if missing)."""
    into.mkdir(parents=True, exist_ok=True)
    found: dict[int, Path] = {}
    empty = into / "0"
    if not (empty / FILE_NAME).exists():
        with ProgressStore(empty, station="bench", integrity="quick") as store:
            trainee = store.add_trainee("Trainee 001")
            store.set_trainee_pin(trainee.id, PIN)
    found[0] = empty
    for size in SIZES:
        folder = into / str(size)
        if not (folder / FILE_NAME).exists():
            started = time.perf_counter()
            partial = into / f"{size}.partial"
            shutil.rmtree(partial, ignore_errors=True)
            base = into / str(BASE)
            if size == BASE:
                build(partial, trainees=40, total=BASE, days=200)
                with ProgressStore(partial, station="bench", integrity="quick") as store:
                    trainee = next(t for t in store.trainees() if t.name == "Trainee 001")
                    store.set_trainee_pin(trainee.id, PIN)
            else:
                shutil.copytree(base, partial)
                _grow(partial / FILE_NAME, size)
            shutil.rmtree(partial / "backups", ignore_errors=True)
            partial.rename(folder)
            print(f"  built {size:,} in {time.perf_counter() - started:.0f} s", file=sys.stderr)
        found[size] = folder
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--into", type=Path, default=Path("/tmp/dt-stores"))
    args = parser.parse_args(argv)
    for size, folder in stores(args.into).items():
        print(f"{size:>9,}  {folder}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
