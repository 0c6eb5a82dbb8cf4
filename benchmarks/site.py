"""Benchmark a school's site: many stations syncing, and the school-wide views at scale.

Starts a PostgreSQL cluster of its own on loopback (kept in ``--keep DIR`` and reused, so
the 10,000,000-answer data set is built once, on the server, with ``generate_series``),
then measures:

1. **stations syncing together**: ``--stations`` station processes (50), each with its
   own progress file holding ``--per-station`` answers (2,000) made offline, all start
   ``dealer-trainer sync`` at once; the wall time until all 100,000 are on the site, and
   rows per second.
2. **the class overview** at ``--attempts`` answers (10,000,000) of ``--trainees`` (1,000):
   ``classview.class_overview`` beside the very same SQL run raw through psycopg (so the
   ratio is this code's own cost); goal under 300 ms and within 1.5 times the raw query.
3. **the live class view** at that size (50 trainees drilling now): goal under 100 ms.
4. **a trainee's pull at sign-in** of 20,000 answers into a fresh station, ``--repeat``
   times (median, fastest, slowest, and the CPU spent by the station): goal under 1 s,
   and the drill usable before it ends (the time to the first question while the pull
   runs on another thread).

Timings are medians of repeated runs. Figures are printed, never asserted.

    .venv/bin/python benchmarks/site.py --keep /tmp/dt-site-bench      # full size, once
    .venv/bin/python benchmarks/site.py --attempts 200000 --trainees 100 --stations 8
"""

from __future__ import annotations

import argparse
import os
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "tests" / "site"))

from pgserver import PgServer, find_bindir  # noqa: E402

from trainer.progress import Attempt, ProgressStore  # noqa: E402
from trainer.progress.days import from_ms  # noqa: E402
from trainer.progress.fields import new_id  # noqa: E402
from trainer.site import classview, facts  # noqa: E402
from trainer.site.admin import add_station, init_site  # noqa: E402
from trainer.site.connection import connect  # noqa: E402
from trainer.site.sync import pull_trainee_facts, sync  # noqa: E402

DAY0 = 20_089  # 2025-01-01
COMBOS = [
    ("three-five-seven", "payout"),
    ("three-five-seven", "rake"),
    ("three-five-seven", "dealing-order"),
    ("three-card-poker", "payout"),
    ("three-card-poker", "rulings"),
    ("casino-holdem", "payout"),
    ("casino-holdem", "arrangement"),
]
PULL_TRAINEE = "Pull Trainee"


def timed(run: Callable[[], object], repeat: int) -> float:
    """The median wall time of *repeat* runs, in milliseconds."""
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples)


def _url(server: PgServer, database: str, station: Any = None) -> str:
    if station is None:
        return server.url(database)
    return f"{station.url}&password={station.password}"


# -- 1. stations syncing together ---------------------------------------------------------


def _offline_answers(station: str, count: int) -> list[Attempt]:
    base = 1_767_225_600_000  # 2026-01-01
    return [
        Attempt(
            attempt_id=new_id(),
            trainee_id=0,
            trainee=f"{station} trainee {i % 4}",
            game="three-five-seven",
            skill="payout",
            family="three-five-seven/payout-chips",
            difficulty=2,
            seed=i,
            params={"bet_cents": 500},
            answer=1500,
            expected=1500,
            credit=1.0 if i % 9 else 0.0,
            response_ms=1200 + i % 5000,
            mode="practice",
            answered_at=from_ms(base + i * 4000),
            day=from_ms(base + i * 4000).date(),
            station=station,
        )
        for i in range(count)
    ]


STATION = """
import sys, time
from pathlib import Path
from trainer.progress import ProgressStore
from trainer.site.sync import sync
from trainer.engine.games import game_ids
folder, url, go = Path(sys.argv[1]), sys.argv[2], Path(sys.argv[3])
with ProgressStore(folder) as store:
    # A station that is running has read its games' rules at start (the drill needs them).
    game_ids()
    (folder / "ready").touch()
    while not go.exists():
        time.sleep(0.01)
    print(sync(store, url).facts_sent)
"""


RAM_DISK = Path("/dev/shm")


def _stations_room(work: Path) -> Path:
    """Where the station processes keep their stores: on a RAM-backed filesystem where the
    machine has one. Real stations each commit to a disk of their own; fifty of them
    simulated here would queue every commit's fsync on this machine's one disk (measured:
    3,688 rows/s on the disk against 5,495 on tmpfs, 50 x 2,000), a cost no school has."""
    if RAM_DISK.is_dir() and os.access(RAM_DISK, os.W_OK):
        return Path(tempfile.mkdtemp(prefix="dt-site-stations-", dir=RAM_DISK))
    return work


def _server_cpu(server: PgServer) -> float | None:
    """CPU seconds the PostgreSQL server has spent so far: its postmaster, the backends it
    has reaped, and the processes it runs now (Linux's /proc; ``None`` elsewhere)."""
    try:
        postmaster = int((server.data / "postmaster.pid").read_text().split()[0])
        ticks = os.sysconf("SC_CLK_TCK")
        total = 0
        for stat in Path("/proc").glob("[0-9]*/stat"):
            try:
                fields = stat.read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue  # a process that just ended
            pid, parent = int(stat.parent.name), int(fields[1])
            if pid == postmaster:  # its own time and its reaped children's
                total += sum(int(f) for f in fields[11:15])
            elif parent == postmaster:
                total += int(fields[11]) + int(fields[12])
        return total / ticks
    except (OSError, ValueError, IndexError):
        return None


def many_stations(server: PgServer, stations: int, per_station: int, work: Path) -> None:
    room = _stations_room(work)
    try:
        _many_stations(server, stations, per_station, work, room)
    finally:
        if room != work:
            shutil.rmtree(room, ignore_errors=True)


def _many_stations(
    server: PgServer, stations: int, per_station: int, work: Path, room: Path
) -> None:
    database = server.new_database("sync")
    admin = server.url(database)
    init_site(admin)
    folders = []
    for n in range(stations):
        name = f"kiosk-{n:02d}"
        made = add_station(admin, name)
        folder = room / name
        with ProgressStore(folder, station=name) as store:
            store.import_attempts(_offline_answers(name, per_station))
        folders.append((folder, _url(server, database, made)))
    print(
        f"  {stations} stations, {per_station:,} answers each, made offline "
        f"(their stores in {room.parent})",
        flush=True,
    )
    go = work / "go"
    start = time.perf_counter()
    running = [
        subprocess.Popen(
            [sys.executable, "-c", STATION, str(f), url, str(go)],
            cwd=REPO,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for f, url in folders
    ]
    # Each station process is up (Python, its store opened) before all sync at once, so
    # the figure is the syncing, not fifty interpreters starting on a shared machine.
    while len(list(room.glob("*/ready"))) < stations:
        if any(p.poll() is not None for p in running):
            break
        time.sleep(0.05)
    started = time.perf_counter() - start
    site_before = _server_cpu(server)
    go.touch()
    start = time.perf_counter()
    failed = [p.wait() for p in running].count(0) != stations
    wall = time.perf_counter() - start
    time.sleep(0.5)  # the stations' server processes end as they disconnect
    site_after = _server_cpu(server)
    print(f"  {stations} station processes up in {started:.1f} s", flush=True)
    with connect(admin) as conn:
        row = conn.execute("SELECT count(*), count(DISTINCT id) FROM attempts").fetchone()
        gaps = conn.execute("SELECT count(*) FROM stations WHERE contiguous_seq <> max_seq")
        gap_row = gaps.fetchone()
    total = int(str(row[0])) if row else 0
    floor = copy_floor(admin)
    print(
        f"  all synced together: {total:,} answers on the site "
        f"({'with failures' if failed else 'every station ok'}, "
        f"{gap_row[0] if gap_row else '?'} stations with gaps) in {wall:.1f} s "
        f"= {total / wall:,.0f} rows/s; the floor, the same rows by one binary COPY into "
        f"a table with no index or trigger: {floor:,.0f} rows/s (x{floor * wall / total:.2f})",
        flush=True,
    )
    if site_before is not None and site_after is not None and site_after > site_before:
        spent = site_after - site_before
        cores = os.cpu_count() or 1
        # Here the stations' processes share the site's cores; in a school each runs on a
        # machine of its own, and what the site can take is its own CPU's share.
        print(
            f"  the site's own CPU for it: {spent:.1f} s = {total / spent:,.0f} rows a "
            f"CPU-second; with the stations on machines of their own, a site of {cores} "
            f"cores like this one takes up to {cores * total / spent:,.0f} rows/s",
            flush=True,
        )


_COPY_TYPES = (
    *("uuid", "int4", "int8", "uuid", "uuid", "text", "text", "text", "int4"),
    *("int8", "jsonb", "jsonb", "jsonb", "int2", "int4", "text", "int8", "int4"),
)


def copy_floor(admin: str) -> float:
    """The peer of the stations' sync, in rows per second: the same answers, read back from
    the site, written by one connection with one binary COPY into a table without index,
    trigger, policy or ledger; what a sync costs beyond it is the site's own work."""
    columns = (
        "id, station_id, seq, trainee_id, session_id, game, skill, family, difficulty, seed, "
        "params, answer, expected, credit, response_ms, mode, ts, day"
    )
    with connect(admin) as conn:
        rows = conn.execute(f"SELECT {columns} FROM attempts".encode()).fetchall()
        with conn.transaction():
            conn.execute(
                "CREATE TEMP TABLE copy_floor (LIKE attempts INCLUDING DEFAULTS) ON COMMIT DROP"
            )
            start = time.perf_counter()
            copy = f"COPY copy_floor ({columns}) FROM STDIN (FORMAT BINARY)".encode()
            with conn.cursor().copy(copy) as feed:
                feed.set_types(list(_COPY_TYPES))
                for found in rows:
                    feed.write_row(found)
            elapsed = time.perf_counter() - start
    return len(rows) / elapsed


# -- 2. the 10,000,000-answer school, built on the server ---------------------------------


def build_school(server: PgServer, attempts: int, trainees: int, stations: int) -> str:
    """The school's data set, made once on the server (reused when --keep names it)."""
    database = f"school_{attempts}_{trainees}"
    with connect(server.url("postgres")) as conn:
        exists = conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", (database,))
        if exists.fetchone():
            return database
        conn.execute(f'CREATE DATABASE "{database}"'.encode())
    admin = server.url(database)
    init_site(admin)
    start = time.perf_counter()
    games = "ARRAY[" + ",".join(f"'{g}'" for g, _ in COMBOS) + "]"
    skills = "ARRAY[" + ",".join(f"'{s}'" for _, s in COMBOS) + "]"
    with connect(admin) as conn:
        with conn.transaction():
            conn.execute(
                "INSERT INTO stations (name, role_name) SELECT 'bench-' || g, 'bench_st_' || g "
                "FROM generate_series(1, %s::integer) AS g",
                (stations,),
            )
            conn.execute(
                "INSERT INTO trainees (id, name, name_key, created_at, version) "
                "SELECT md5('t' || g)::uuid, 'Trainee ' || g, 'trainee ' || g, 0, "
                "nextval('record_version') FROM generate_series(0, %s::integer - 1) AS g",
                (trainees,),
            )
            conn.execute(
                "INSERT INTO trainees (id, name, name_key, created_at, version) "
                "VALUES (md5('pull')::uuid, %s, lower(%s), 0, nextval('record_version'))",
                (PULL_TRAINEE, PULL_TRAINEE),
            )
        chunk = 500_000
        for first in range(0, attempts, chunk):
            last = min(first + chunk, attempts) - 1
            with conn.transaction():
                conn.execute(
                    f"""INSERT INTO attempts (id, station_id, seq, trainee_id, session_id, game,
                        skill, family, difficulty, seed, params, answer, expected, credit,
                        response_ms, mode, ts, day)
                    SELECT gen_random_uuid(), 1 + g %% %(stations)s, 1 + g / %(stations)s,
                        md5('t' || ((g / 7) %% %(trainees)s))::uuid, NULL,
                        ({games})[1 + (g / 7 / %(trainees)s) %% 7],
                        ({skills})[1 + (g / 7 / %(trainees)s) %% 7],
                        'family-' || (g %% 5), 2, g, '{{}}'::jsonb, '1'::jsonb, '1'::jsonb,
                        CASE WHEN hashint4(g) %% 10 = 0 THEN 0 ELSE 1000 END,
                        700 + abs(hashint4(g + 1)) %% 9000, 'practice',
                        1735689600000::bigint + g::bigint * 3000, {DAY0} + g / 27400
                    FROM generate_series(%(first)s::integer, %(last)s::integer) AS g""".encode(),
                    {"stations": stations, "trainees": trainees, "first": first, "last": last},
                )
            done = last + 1
            rate = done / (time.perf_counter() - start)
            print(f"  built {done:,} of {attempts:,} answers ({rate:,.0f}/s)", flush=True)
        with conn.transaction():
            conn.execute(
                f"""INSERT INTO attempts (id, station_id, seq, trainee_id, game, skill, family,
                    difficulty, seed, params, answer, expected, credit, response_ms, mode, ts,
                    day)
                SELECT gen_random_uuid(), 1, 100000000 + g, md5('pull')::uuid,
                    'three-five-seven', 'payout', 'three-five-seven/payout-chips', 2, g, '{{}}',
                    '1', '1', CASE WHEN g % 10 = 0 THEN 0 ELSE 1000 END, 900 + g % 4000,
                    'practice', 1735689600000::bigint + g::bigint * 60000, {DAY0} + g / 1440
                FROM generate_series(1, 20000) AS g""".encode()
            )
        conn.execute("VACUUM ANALYZE")
    print(f"  built the school in {time.perf_counter() - start:.0f} s", flush=True)
    return database


def overview_figures(server: PgServer, database: str, repeat: int) -> None:
    admin = server.url(database)
    with connect(admin) as conn:

        def raw() -> None:
            with conn.transaction():
                conn.execute(b"SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
                conn.execute(classview.CLASS_SKILLS_SQL, (0, 2**31 - 1)).fetchall()
                conn.execute(classview.CLASS_DAYS_SQL, (0, 2**31 - 1)).fetchall()
                conn.execute(classview.CLASS_MASTERED_SQL).fetchall()
                conn.execute(classview.ACTIVE_TRAINEES_SQL).fetchone()

        ours = timed(lambda: classview.class_overview(conn), repeat)
        bare = timed(raw, repeat)
        naive = timed(
            lambda: conn.execute(
                "SELECT game, skill, count(*), sum(credit) FROM attempts GROUP BY game, skill"
            ).fetchall(),
            max(1, repeat // 5),
        )
        row = conn.execute("SELECT count(*) FROM attempts").fetchone()
        print(
            f"  class overview at {int(str(row[0])) if row else 0:,} answers: {ours:.1f} ms; "
            f"raw, same SQL {bare:.1f} ms (x{ours / bare:.2f}); straight from the answers "
            f"{naive:.0f} ms (goal < 300 ms and <= 1.5x raw)",
            flush=True,
        )
        # Fifty trainees drilling now: their latest answers are fresh.
        with conn.transaction():
            conn.execute(
                "UPDATE live SET seen_at = CASE WHEN trainee_id IN (SELECT id FROM trainees "
                "ORDER BY id LIMIT 50) THEN now() ELSE now() - interval '1 hour' END"
            )
        rows = classview.live_class(conn)
        live = timed(lambda: classview.live_class(conn), repeat)
        print(
            f"  live class view: {len(rows)} drilling now, refreshed in {live:.1f} ms "
            "(goal < 100 ms)",
            flush=True,
        )


def pull_floor(url: str, trainee_uid: str, work: Path) -> float:
    """The peer of a sign-in pull, in milliseconds: the same rows by the same SQL, fetched
    raw through psycopg and written with one executemany into a SQLite table with no
    index, trigger or derived figure; what a pull costs beyond it is the store's own."""
    folder = work / f"floor-{uuid.uuid4().hex[:6]}"
    folder.mkdir()
    lite = sqlite3.connect(folder / "floor.sqlite3", isolation_level=None)
    lite.execute(f"CREATE TABLE attempts ({', '.join(f'c{i}' for i in range(18))})")
    with connect(url) as conn:
        start = time.perf_counter()
        with conn.transaction():
            rows = conn.execute(facts.TRAINEE_ATTEMPTS_SQL, (trainee_uid, 0, None)).fetchall()
        lite.execute("BEGIN IMMEDIATE")
        lite.executemany(f"INSERT INTO attempts VALUES ({', '.join('?' * 18)})", rows)
        lite.execute("COMMIT")
        elapsed = (time.perf_counter() - start) * 1000
    lite.close()
    return elapsed


def _pull_into_new_station(
    admin: str, database_url: Callable[[Any], str], work: Path, alongside: bool
) -> tuple[float, float, int, float | None, str]:
    """One sign-in pull of the pull trainee into a fresh station that has synced the
    school's records: (wall ms, CPU ms of this process, answers added, the ms to the
    drill's first question when *alongside*, the station's URL)."""
    from trainer.drilling import Drill, DrillPlan

    plan = DrillPlan(game="three-five-seven", skill="payout")
    made = add_station(admin, f"puller-{uuid.uuid4().hex[:6]}")
    url = database_url(made)
    with ProgressStore(work / f"puller-{uuid.uuid4().hex[:6]}", station="puller") as store:
        sync(store, url)  # the school's records, as a kiosk has them before sign-in
        trainee = store.find_trainee(PULL_TRAINEE)
        # A kiosk that has been running has its rules and question families loaded.
        Drill(store, store.find_trainee("Trainee 1"), plan).next_question()
        finished: dict[str, float] = {}

        def pull() -> None:
            pulled = pull_trainee_facts(store, url, trainee.id)
            finished["pull"] = time.perf_counter()
            finished["added"] = pulled.added

        cpu = time.process_time()
        start = time.perf_counter()
        worker = threading.Thread(target=pull)
        worker.start()
        usable = None
        if alongside:
            Drill(store, trainee, plan).next_question()
            usable = (time.perf_counter() - start) * 1000
        worker.join()
        spent = (time.process_time() - cpu) * 1000
        wall = (finished["pull"] - start) * 1000
        return wall, spent, int(finished["added"]), usable, url


def sign_in_pull(server: PgServer, database: str, work: Path, repeat: int) -> None:
    """A trainee's pull at sign-in, *repeat* times into a fresh station each: the median,
    the spread (a goal met reliably is met by the slowest), and the CPU this process
    spent (the rest of the wall time is the site's, the disk's, or the machine's load)."""
    admin = server.url(database)

    def station_url(made: Any) -> str:
        return _url(server, database, made)

    runs = [_pull_into_new_station(admin, station_url, work, False) for _ in range(repeat)]
    walls = [r[0] for r in runs]
    ours = statistics.median(walls)
    cpu = statistics.median(r[1] for r in runs)
    url = runs[-1][4]
    with ProgressStore(work / f"uid-{uuid.uuid4().hex[:6]}", station="uid") as store:
        sync(store, url)
        uid = store.outbox.trainee_uid(store.find_trainee(PULL_TRAINEE).id)
    floor = statistics.median(pull_floor(url, uid, work) for _ in range(repeat))
    print(
        f"  sign-in pull of {runs[0][2]:,} answers, alone: median {ours:.0f} ms "
        f"(fastest {min(walls):.0f}, slowest {max(walls):.0f}; goal < 1 s), "
        f"{cpu:.0f} ms of CPU here; the floor, the same SQL fetched raw and one "
        f"executemany into a bare SQLite table: {floor:.0f} ms (x{ours / floor:.2f})",
        flush=True,
    )
    wall, _, _, usable, _ = _pull_into_new_station(admin, station_url, work, True)
    assert usable is not None
    print(
        f"  the same pull with the trainee starting a drill meanwhile: {wall:.0f} ms; the "
        f"drill's first question after {usable:.0f} ms, "
        f"{'before' if usable < wall else 'after'} the pull ended",
        flush=True,
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--stations", type=int, default=50)
    parser.add_argument("--per-station", type=int, default=2000)
    parser.add_argument("--attempts", type=int, default=10_000_000)
    parser.add_argument("--trainees", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=9)
    parser.add_argument("--keep", type=Path, help="keep the cluster (and data set) here")
    parser.add_argument(
        "--only", choices=("sync", "views"), help="run only the station sync or the views"
    )
    args = parser.parse_args(argv)
    bindir = find_bindir()
    if bindir is None:
        print("No PostgreSQL server binaries were found (install Debian's postgresql).")
        return 2
    server = PgServer(bindir, args.keep)
    if not server.initialised:
        server.init()
    server.start()
    try:
        with tempfile.TemporaryDirectory(prefix="dt-site-bench-") as tmp:
            work = Path(tmp)
            if args.only != "views":
                print("Stations syncing together:", flush=True)
                many_stations(server, args.stations, args.per_station, work)
            if args.only != "sync":
                print("The school at scale:", flush=True)
                database = build_school(server, args.attempts, args.trainees, args.stations)
                overview_figures(server, database, args.repeat)
                sign_in_pull(server, database, work, args.repeat)
    finally:
        server.cleanup()
    return 0


if __name__ == "__main__":
    sys.exit(main())
