"""Benchmark the progress store at school scale: 200 trainees, 2,000,000 attempts.

Builds a store (or reuses one given with ``--keep DIR``), then times, side by side with the
same statements run through bare ``sqlite3`` on the same file:

- the class overview (every active trainee: per game and skill, trend by day, mastery),
  over all time and over the last 30 days;
- one trainee's detail (per game and skill, trends, mastery, most-missed families);
- the class's most-missed families;
- a durable insert of one answer (median and 99th percentile), against a bare
  ``INSERT`` + ``COMMIT`` under the same ``synchronous=FULL``;
- the bytes per attempt of the file.

"raw, same SQL" runs exactly the statements the store runs and fetches every row, so the
ratio is the cost of the store's own work (percentiles, records, mastery). For scale it
also prints what the same figures cost computed straight from the attempts table, as one
would without the rollups. Goals: class overview < 150 ms, one trainee < 30 ms, insert
p99 < 10 ms, each within 1.5 times the raw query. Timings are medians of repeated runs.

    .venv/bin/python benchmarks/progress.py                  # full size (builds in minutes)
    .venv/bin/python benchmarks/progress.py --attempts 200000 --trainees 40
    .venv/bin/python benchmarks/progress.py --keep /tmp/bench-store   # build once, rerun fast
"""

from __future__ import annotations

import argparse
import random
import shutil
import sqlite3
import statistics
import sys
import tempfile
import time
import uuid
from collections.abc import Callable, Iterator
from datetime import UTC, date, datetime, timedelta, timezone
from functools import partial
from pathlib import Path

from trainer.progress import Attempt, NewAttempt, ProgressStore
from trainer.progress import stats as sql
from trainer.progress.days import FIRST_DAY, LAST_DAY, day_number
from trainer.progress.settings import GAMES, SKILLS
from trainer.progress.store import FILE_NAME

STATION_TZ = timezone(timedelta(hours=-7))
FIRST_DATE = date(2025, 1, 6)
FAMILIES_PER_SKILL = 5
ARCHIVED_SHARE = 20  # one trainee in 20 has left the class


def _station_id(rng: random.Random, moment: datetime) -> str:
    """An answer's id as a station makes it (``trainer.progress.fields.new_id``): a UUID of
    version 7 whose time is the answer's, its random bits drawn from *rng*."""
    millis = int(moment.timestamp() * 1000)
    bits = rng.getrandbits(74)
    return str(
        uuid.UUID(
            int=millis << 80 | 0x7 << 76 | (bits >> 62) << 64 | 0b10 << 62 | bits & ((1 << 62) - 1)
        )
    )


def _attempts(trainees: int, total: int, days: int, seed: int) -> Iterator[Attempt]:
    """A school year of answers: each trainee drills two or three skills on most days."""
    rng = random.Random(seed)
    combos = [(g, s) for g in GAMES for s in SKILLS]
    per_trainee = total // trainees
    for t in range(trainees):
        name = f"Trainee {t:03d}"
        active = sorted(rng.sample(range(days), k=max(1, int(days * 0.6))))
        left = per_trainee + (total % trainees if t == trainees - 1 else 0)
        skill_ms = {s: rng.uniform(2500, 12000) for s in SKILLS}
        for i, day in enumerate(active):
            count = (
                left
                if i == len(active) - 1
                else min(left, rng.randint(1, max(1, 2 * left // (len(active) - i))))
            )
            left -= count
            today = rng.sample(combos, k=rng.choice((2, 2, 3)))
            start = datetime.combine(
                FIRST_DATE + timedelta(days=day), datetime.min.time(), STATION_TZ
            )
            moment = start + timedelta(hours=rng.uniform(8, 16))
            progress = i / len(active)
            for _ in range(count):
                game, skill = rng.choice(today)
                family = f"{skill}-{rng.randrange(FAMILIES_PER_SKILL)}"
                credit = 1.0 if rng.random() < 0.7 + 0.25 * progress else rng.choice((0.0, 0.5))
                ms = int(rng.lognormvariate(0, 0.45) * skill_ms[skill] * (1.2 - 0.5 * progress))
                moment += timedelta(seconds=rng.uniform(5, 40))
                bet = rng.choice((100, 200, 500))
                yield Attempt(
                    attempt_id=_station_id(rng, moment),
                    trainee_id=0,
                    trainee=name,
                    game=game,
                    skill=skill,
                    family=family,
                    difficulty=rng.randint(1, 4),
                    seed=rng.getrandbits(31),
                    params={
                        "bet_cents": bet,
                        "schedule": rng.randint(1, 6),
                        "seats": rng.randint(1, 7),
                    },
                    answer={"pay_cents": bet * 6 if credit == 1.0 else bet * 5},
                    expected={"pay_cents": bet * 6},
                    credit=credit,
                    response_ms=max(300, ms),
                    mode="practice",
                    answered_at=moment.astimezone(UTC),
                    day=moment.date(),
                    station=f"kiosk-{t % 6 + 1}",
                )


def build(folder: Path, trainees: int, total: int, days: int) -> float:
    """Fill a new store through the import path (one transaction per 50,000 answers)."""
    started = time.perf_counter()
    store = ProgressStore(folder, station="bench", integrity="quick")
    try:
        source = _attempts(trainees, total, days, seed=2025)
        done = 0
        while done < total:
            chunk = [a for _, a in zip(range(50_000), source, strict=False)]
            if not chunk:
                break
            done += store.import_attempts(chunk).added
            print(f"\r  building: {done:,} of {total:,} attempts", end="", file=sys.stderr)
        print(file=sys.stderr)
        for trainee in store.trainees()[::ARCHIVED_SHARE]:
            store.archive_trainee(trainee.id)
    finally:
        store.close()
    return time.perf_counter() - started


def timed(run: Callable[[], object], repeat: int) -> float:
    """Median milliseconds of *repeat* runs after one warm-up run."""
    run()
    samples = []
    for _ in range(repeat):
        started = time.perf_counter()
        run()
        samples.append((time.perf_counter() - started) * 1000)
    return statistics.median(samples)


def raw_connection(path: Path) -> sqlite3.Connection:
    """A bare connection to the same file, configured as the store configures its own."""
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("PRAGMA synchronous = FULL")
    return conn


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--attempts", type=int, default=2_000_000)
    parser.add_argument("--trainees", type=int, default=200)
    parser.add_argument("--days", type=int, default=365)
    parser.add_argument("--repeat", type=int, default=15, help="timed runs per query")
    parser.add_argument("--inserts", type=int, default=1000, help="durable inserts timed")
    parser.add_argument("--keep", type=Path, help="build the store here once and reuse it")
    args = parser.parse_args(argv)

    folder = args.keep or Path(tempfile.mkdtemp(prefix="dealer-trainer-bench-"))
    path = folder / FILE_NAME
    build_s = None
    if not path.exists():
        print(
            f"Building {args.attempts:,} attempts of {args.trainees} trainees in {folder} ...",
            file=sys.stderr,
        )
        build_s = build(folder, args.trainees, args.attempts, args.days)
    last_day = FIRST_DATE + timedelta(days=args.days)
    today = datetime.combine(last_day, datetime.min.time(), STATION_TZ)
    try:
        return _measure(args, folder, path, build_s, today)
    finally:
        if args.keep is None:
            shutil.rmtree(folder, ignore_errors=True)


def _measure(
    args: argparse.Namespace, folder: Path, path: Path, build_s: float | None, today: datetime
) -> int:
    rows: list[tuple[str, float, float, str]] = []
    # A later start of the day: quick_check, no backup (the first start adds the full
    # integrity_check and the day's backup, timed separately below).
    started = time.perf_counter()
    store = ProgressStore(folder, station="bench", clock=lambda: today, integrity="quick")
    open_ms = (time.perf_counter() - started) * 1000
    raw = raw_connection(path)
    try:
        attempts = store.attempt_count()
        trainees = store.trainees()
        size = path.stat().st_size
        last_30 = (today.date() - timedelta(days=30), today.date())

        # -- class overview -------------------------------------------------------------
        def raw_class(low: int, high: int) -> None:
            raw.execute(sql.CLASS_SKILLS_SQL, (low, high)).fetchall()
            raw.execute(sql.CLASS_DAYS_SQL, (low, high, None, None, None, None)).fetchall()
            raw.execute(sql.CLASS_MASTERED_SQL).fetchall()
            raw.execute(sql.ACTIVE_TRAINEES_SQL).fetchall()

        for label, (since, until) in (("all time", (None, None)), ("last 30 days", last_30)):
            low = FIRST_DAY if since is None else day_number(since)
            high = LAST_DAY if until is None else day_number(until)
            mine = timed(partial(store.class_overview, since, until), args.repeat)
            bare = timed(partial(raw_class, low, high), args.repeat)
            rows.append((f"class overview, {label}", mine, bare, "< 150 ms"))

        # -- one trainee ----------------------------------------------------------------
        rotation = iter(range(10**9))

        def next_trainee() -> int:
            return trainees[next(rotation) % len(trainees)].id

        def raw_trainee() -> None:
            tid = next_trainee()
            window = (tid, FIRST_DAY, LAST_DAY)
            raw.execute(
                "SELECT id, name, pin_hash IS NOT NULL, created_at, archived_at FROM trainees "
                "WHERE id = ?",
                (tid,),
            ).fetchall()
            raw.execute(sql.TRAINEE_SKILLS_SQL, window).fetchall()
            raw.execute(sql.TRAINEE_DAYS_SQL, window).fetchall()
            raw.execute(sql.TRAINEE_SKILL_DAYS_SQL, window).fetchall()
            raw.execute(sql.TRAINEE_MASTERY_SQL, (tid,)).fetchall()
            raw.execute(sql.TRAINEE_MISSED_SQL, (*window, 10)).fetchall()

        mine = timed(lambda: store.trainee_detail(next_trainee()), args.repeat * 4)
        bare = timed(raw_trainee, args.repeat * 4)
        rows.append(("one trainee's detail, all time", mine, bare, "< 30 ms"))

        # -- most missed ----------------------------------------------------------------
        mine = timed(lambda: store.most_missed(limit=10), args.repeat)
        bare = timed(
            lambda: raw.execute(sql.CLASS_MISSED_SQL, (FIRST_DAY, LAST_DAY, 10)).fetchall(),
            args.repeat,
        )
        rows.append(("most-missed families, class, all time", mine, bare, ""))

        # -- without the rollups ----------------------------------------------------------
        def naive_class() -> None:
            found = raw.execute(
                "SELECT a.game, a.skill, a.credit, a.response_ms FROM attempts AS a JOIN trainees "
                "AS t ON t.id = a.trainee_id WHERE t.archived_at IS NULL"
            ).fetchall()
            times: dict[tuple[int, int], list[int]] = {}
            for game, skill, _, ms in found:
                times.setdefault((game, skill), []).append(ms)
            for values in times.values():
                values.sort()

        def naive_trainee() -> None:
            found = raw.execute(
                "SELECT game, skill, family, day, credit, response_ms FROM attempts "
                "WHERE trainee_id = ?",
                (next_trainee(),),
            ).fetchall()
            times: dict[tuple[int, int], list[int]] = {}
            for game, skill, *_, ms in found:
                times.setdefault((game, skill), []).append(ms)
            for values in times.values():
                values.sort()

        naive_rows = [
            ("class overview from the attempts table", timed(naive_class, 2)),
            ("one trainee's detail from the attempts table", timed(naive_trainee, args.repeat)),
        ]

        # -- durable inserts --------------------------------------------------------------
        store_ms, raw_ms = _inserts(store, raw, trainees[1].id, args.inserts)
        rows.append(
            ("durable insert, median", statistics.median(store_ms), statistics.median(raw_ms), "")
        )
        rows.append(("durable insert, 99th percentile", _p99(store_ms), _p99(raw_ms), "< 10 ms"))

        full_ms = timed(lambda: raw.execute("PRAGMA integrity_check").fetchall(), 1)
        started = time.perf_counter()
        store.backup_now().unlink()
        backup_ms = (time.perf_counter() - started) * 1000
    finally:
        raw.close()
        store.close()

    active = len(trainees)
    print(
        f"Dealer Trainer progress store: {attempts:,} attempts, {args.trainees} trainees "
        f"({active} active), {args.days} days; SQLite {sqlite3.sqlite_version}"
    )
    built = f", built in {build_s:.0f} s" if build_s is not None else ""
    print(f"file {size / 1e6:,.1f} MB = {size / attempts:,.0f} bytes per attempt{built}")
    print()
    print(f"{'':40} {'store':>10} {'raw, same SQL':>14} {'ratio':>6}  goal")
    all_met = True
    for name, mine, bare, goal in rows:
        ratio = mine / bare
        ok = ratio <= 1.5 and (not goal or mine < float(goal.split()[1]))
        all_met = all_met and ok
        wanted = f"{goal}, " if goal else ""
        verdict = "met" if ok else "MISSED"
        print(f"{name:40} {mine:7.2f} ms {bare:11.2f} ms {ratio:6.2f}  {wanted}<= 1.5x: {verdict}")
    print()
    print("for scale, the same figures without the rollups (raw SQL on the attempts table):")
    for name, ms in naive_rows:
        print(f"{name:50} {ms:10.1f} ms")
    print()
    print(f"opening the store, later starts of a day (quick_check): {open_ms:,.0f} ms")
    print(
        f"first start of a day adds the full integrity_check ({full_ms:,.0f} ms) "
        f"and the day's backup ({backup_ms:,.0f} ms)"
    )
    return 0 if all_met else 1


def _p99(samples: list[float]) -> float:
    ordered = sorted(samples)
    return ordered[max(0, -(-99 * len(ordered) // 100) - 1)]


def _inserts(
    store: ProgressStore, raw: sqlite3.Connection, trainee_id: int, count: int
) -> tuple[list[float], list[float]]:
    """Time *count* durable inserts through the store and through bare sqlite3, interleaved."""
    rng = random.Random(7)

    def draft() -> NewAttempt:
        return NewAttempt(
            trainee_id,
            "three-five-seven",
            "payout",
            "payout-1",
            2,
            rng.getrandbits(31),
            {"bet_cents": 500, "schedule": 3, "seats": 4},
            {"pay_cents": 3000},
            {"pay_cents": 3000},
            True,
            5000,
        )

    store.record_attempt(draft())  # warm up, and make this station's label
    labels = dict(raw.execute("SELECT kind || ':' || name, id FROM labels").fetchall())
    store_ms: list[float] = []
    raw_ms: list[float] = []
    statement = (
        "INSERT INTO attempts (id, trainee_id, session_id, game, skill, family, difficulty, seed, "
        "params, answer, expected, credit, response_ms, rt_bucket, mode, ts, day, station) "
        "VALUES (?, ?, NULL, ?, ?, ?, 2, ?, ?, '3000', '3000', 1000, ?, 20, 0, ?, ?, ?)"
    )
    for i in range(count):
        answer = draft()
        started = time.perf_counter()
        store.record_attempt(answer)
        store_ms.append((time.perf_counter() - started) * 1000)
        values = (
            uuid.uuid4().bytes,
            trainee_id,
            labels["game:three-five-seven"],
            labels["skill:payout"],
            labels["family:payout-1"],
            rng.getrandbits(31),
            '{"bet_cents":500,"schedule":3,"seats":4}',
            5000,
            1_767_000_000_000 + i,
            20_454,
            labels["station:bench"],
        )
        started = time.perf_counter()
        raw.execute("BEGIN IMMEDIATE")
        raw.execute(statement, values)
        raw.execute("COMMIT")
        raw_ms.append((time.perf_counter() - started) * 1000)
    return store_ms, raw_ms


if __name__ == "__main__":
    sys.exit(main())
