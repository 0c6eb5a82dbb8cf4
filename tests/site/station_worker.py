"""One station as its own process, for the fault tests: record answers offline, sync.

    python station_worker.py DATA_DIR STATION record TRAINEE COUNT [--skew-hours H]
    python station_worker.py DATA_DIR STATION sync URL [--fault FAULT] [--batch N]

Faults: ``drop-before-commit`` (the connection is cut inside the push transaction, before
COMMIT; the station lives on), ``exit-after-commit`` (the server committed the first
batch, and the station dies before marking it sent), ``paused`` (after each batch it
waits for a line on standard input, so the parent can SIGKILL the station or stop the
server mid-sync, however busy the machine). Prints one JSON line with what it did.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from datetime import datetime, timedelta
from typing import Any

import psycopg

import trainer.site.sync as site_sync
from trainer.progress import NewAttempt, ProgressStore
from trainer.site.connection import translate
from trainer.site.errors import SiteError
from trainer.site.facts import _INSERTS, _columns, push


def _clock(skew_hours: float) -> Any:
    def now() -> datetime:
        return datetime.now().astimezone() + timedelta(hours=skew_hours)

    return now


def record(store: ProgressStore, trainee: str, count: int) -> dict[str, Any]:
    try:
        who = store.find_trainee(trainee)
    except Exception:
        who = store.add_trainee(trainee)
    for i in range(count):
        store.record_attempt(
            NewAttempt(
                who.id,
                "three-five-seven",
                "payout",
                "five-card-pair",
                difficulty=2,
                seed=i,
                params={"bet_cents": 500},
                answer=2000,
                expected=2000 if i % 7 else 1500,
                correct=bool(i % 7),
                response_ms=1500 + 13 * i,
            )
        )
    return {"recorded": count, "head": store.outbox.head()}


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("data_dir")
    parser.add_argument("station")
    parser.add_argument("action", choices=("record", "sync"))
    parser.add_argument("args", nargs="*")
    parser.add_argument("--skew-hours", type=float, default=0.0)
    parser.add_argument("--fault", default="")
    parser.add_argument("--batch", type=int, default=site_sync.BATCH)
    options = parser.parse_args()
    with ProgressStore(
        options.data_dir, station=options.station, clock=_clock(options.skew_hours)
    ) as store:
        if options.action == "record":
            trainee, count = options.args
            print(json.dumps(record(store, trainee, int(count))), flush=True)
            return 0
        (url,) = options.args
        after_commit = None
        if options.fault == "drop-before-commit":

            def cut(conn: Any, station_id: int, facts: Any) -> Any:
                # The batch's inserts as push makes them, then the line drops before COMMIT.
                try:
                    with conn.transaction():
                        for kind in {type(f) for f in facts}:
                            group = [f for f in facts if type(f) is kind]
                            params = _columns(kind, group)
                            params["station"] = station_id
                            conn.execute(_INSERTS[kind], params)
                        conn.execute("SELECT pg_terminate_backend(pg_backend_pid())")
                except psycopg.Error as exc:
                    raise translate(exc, url) from None
                return push(conn, station_id, facts)

            site_sync.push = cut  # type: ignore[assignment]
        elif options.fault == "exit-after-commit":

            def after_commit(seq: int) -> None:
                print(json.dumps({"committed_up_to": seq}), flush=True)
                os._exit(17)

        elif options.fault == "paused":

            def after_commit(seq: int) -> None:
                # Stopped between two batches until the test says go on (a line, or the
                # end of standard input), so that what it does meanwhile, a kill or a
                # server stopped, provably comes in the middle of the push.
                print(json.dumps({"committed_up_to": seq}), flush=True)
                sys.stdin.readline()

        try:
            report = site_sync.sync(store, url, batch=options.batch, after_commit=after_commit)
        except SiteError as exc:
            print(json.dumps({"error": str(exc), "waiting": store.outbox.waiting()}), flush=True)
            return 3
        print(json.dumps({"sent": report.facts_sent, "new": report.facts_new}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
