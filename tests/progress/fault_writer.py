"""A real process for the SIGKILL fault test: records answers until killed.

It prints each attempt's id on its own line only after the store has returned, that is
after the answer was committed; the test kills it at a random moment and checks that
every id it printed is in the file. Some writes are single answers, some are sessions,
some are imports of a batch in one transaction, some carry large parameters. It says
"opening" on standard error just before it opens the store, so that a kill can be timed
from there.
"""

from __future__ import annotations

import sys
from datetime import UTC, datetime

from trainer.progress import Attempt, NewAttempt, NotFoundError, ProgressStore
from trainer.progress.records import new_id


def main(folder: str) -> None:
    # On standard error, which the ids do not share: a test may time a kill from here.
    print("opening", file=sys.stderr, flush=True)
    store = ProgressStore(folder, station="fault-writer")
    try:
        trainee = store.find_trainee("Fault Tester")
    except NotFoundError:
        trainee = store.add_trainee("Fault Tester")
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
            store.import_attempts(batch)
            ids = [a.attempt_id for a in batch]
        else:
            if n % 7 == 0:
                store.start_session(trainee.id, "speed-drill")
            params = {"n": n, "padding": "x" * (3000 if n % 11 == 0 else 10)}
            stored = store.record_attempt(
                NewAttempt(
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
            )
            ids = [stored.attempt_id]
        out.write("".join(f"{i}\n" for i in ids))
        out.flush()


if __name__ == "__main__":
    main(sys.argv[1])
