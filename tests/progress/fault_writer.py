"""A real process for the SIGKILL fault test: records answers until killed.

It prints each attempt's id on its own line only after the store has returned, that is
after the answer was committed; the test kills it at a random moment and checks that
every id it printed is in the file. Some writes are single answers, some are sessions,
some are imports of a batch in one transaction, some carry large parameters. It says
"opening" on standard error just before it opens the store, so that a kill can be timed
from there.
"""

from __future__ import annotations

import contextlib
import sys
import time
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any, TypeVar

from trainer.progress import Attempt, NewAttempt, NotFoundError, ProgressStore
from trainer.progress.errors import StoreBusyError, StoreReplacedError, StoreUnavailableError
from trainer.progress.records import new_id

T = TypeVar("T")


def patiently(write: Callable[..., T], *args: Any) -> T:
    """*write*, tried again while another process checks or restores the store, as the
    window does with an answer held: "try again in a moment" is not a failure."""
    while True:
        try:
            return write(*args)
        except StoreBusyError:
            time.sleep(0.02)


def _open(folder: str) -> tuple[ProgressStore, Any]:
    store = ProgressStore(folder, station="fault-writer")
    try:
        trainee = store.find_trainee("Fault Tester")
    except NotFoundError:
        trainee = store.add_trainee("Fault Tester")
    return store, trainee


def main(folder: str) -> None:
    # On standard error, which the ids do not share: a test may time a kill from here.
    print("opening", file=sys.stderr, flush=True)
    store, trainee = _open(folder)
    out = sys.stdout
    n = 0
    while True:
        n += 1
        if n % 50 == 0:
            now = datetime.now(UTC)
            batch = [
                Attempt(
                    new_id(),
                    0,
                    trainee.name,
                    "casino-holdem",
                    "rulings",
                    "misdeal",
                    1,
                    n + i,
                    {"batch": n},
                    "void",
                    "void",
                    1.0,
                    4000,
                    "practice",
                    now,
                    now.date(),
                    "other-kiosk",
                )
                for i in range(20)
            ]
            patiently(store.import_attempts, batch)
            ids = [a.attempt_id for a in batch]
        else:
            if n % 7 == 0:
                patiently(store.start_session, trainee.id, "speed-drill")
            params = {"n": n, "padding": "x" * (3000 if n % 11 == 0 else 10)}
            draft = NewAttempt(
                trainee.id,
                "three-five-seven",
                "payout",
                f"family-{n % 5}",
                1,
                n,
                params,
                n,
                n,
                n % 4 != 0,
                1000 + n % 5000,
            )
            try:
                stored = patiently(store.record_attempt, draft)
            except (StoreReplacedError, NotFoundError):
                # Restored under it by another process, as a station is told: "restart
                # Dealer Trainer". The answer waits in its pending file, saved at the
                # restart; it was never reported as recorded. (A restored file that never
                # knew the trainee says so too.) Closing says it is kept: it is.
                with contextlib.suppress(StoreUnavailableError):
                    store.close()
                store, trainee = _open(folder)
                continue
            ids = [stored.attempt_id]
        out.write("".join(f"{i}\n" for i in ids))
        out.flush()


if __name__ == "__main__":
    main(sys.argv[1])
