"""Benchmark the school's credentials (issue 29): issuing one (build, sign with Ed25519,
store), checking one (our check, and beside it in the same run its peer, joserfc's
verification of the same token alone), and the certificate's QR code (segno's matrix of
the signed summary), each the median of repeated runs. No goals: the figures say what a
supervisor's click or a casino's check costs.

    .venv/bin/python benchmarks/credentials.py [--count 50]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
import warnings
from collections.abc import Callable
from datetime import datetime, timedelta, timezone
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from trainer.progress import NewAttempt, ProgressStore
from trainer.progress.credentials import check
from trainer.progress.identity import public_pem


def _median_ms(runs: list[float]) -> str:
    return f"{statistics.median(runs) * 1000:.2f} ms"


def _timed(work: Callable[[], object], times: int) -> list[float]:
    runs = []
    for _ in range(times):
        start = time.perf_counter()
        work()
        runs.append(time.perf_counter() - start)
    return runs


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--count", type=int, default=50, help="sittings issued (default 50)")
    args = parser.parse_args()
    now = datetime(2026, 3, 16, 15, 0, tzinfo=timezone(timedelta(hours=-5)))
    with tempfile.TemporaryDirectory() as tmp, ProgressStore(Path(tmp), clock=lambda: now) as store:
        mona = store.create_first_supervisor("Mona Reyes", "246810")
        ana = store.add_trainee("Ana Ruiz")
        exam = store.define_exam(
            "Three Card Poker payouts",
            games=["three-card-poker"],
            skills=["payout"],
            question_count=1,
            time_limit_seconds=0,
            seed=11,
            by=mona,
            pass_mark_percent=75,
        )
        sittings = []
        for i in range(args.count):
            sitting = store.start_sitting(exam.id, ana.id, seed=i, supervisor=mona)
            store.record_attempt(
                NewAttempt(
                    trainee_id=ana.id,
                    game="three-card-poker",
                    skill="payout",
                    family="pair-plus",
                    difficulty=1,
                    seed=i,
                    params={},
                    answer=1,
                    expected=1,
                    correct=True,
                    response_ms=1000,
                    mode="exam",
                    session_id=sitting.session_id,
                )
            )
            store.finish_sitting(sitting.id)
            store.sign_off_sitting(sitting.id, by=mona)
            sittings.append(sitting.id)
        issue_runs = []
        issued = []
        for sitting_id in sittings:
            start = time.perf_counter()
            issued.append(store.issue_credential(sitting_id, by=mona))
            issue_runs.append(time.perf_counter() - start)
        key = store.school_key()
    token, summary = issued[0].token, issued[0].summary
    check_runs = _timed(lambda: check(token, key.public), args.count)

    from joserfc import jwt
    from joserfc.jwk import OKPKey

    peer_key = OKPKey.import_key(public_pem(key.public))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # joserfc's notice that RFC 9864 renames EdDSA
        peer_runs = _timed(lambda: jwt.decode(token, peer_key, algorithms=["EdDSA"]), args.count)

    from trainer.ui.reports.certificate import qr_modules

    qr_runs = _timed(lambda: qr_modules(summary), 10)
    print(f"credential: {len(token)} characters; QR summary: {len(summary)} characters")
    print(f"issue (build, sign, store), median of {args.count}: {_median_ms(issue_runs)}")
    print(f"check (ours), median of {args.count}: {_median_ms(check_runs)}")
    print(f"  peer: joserfc's verification alone: {_median_ms(peer_runs)}")
    print(f"QR matrix of the summary (segno), median of 10: {_median_ms(qr_runs)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
