"""Benchmark the PIN hash: how far the scrypt cost can rise with a sign-in under 250 ms.

A supervisor's PIN hash sits in the store and in every backup of it; whoever copies a
backup can try PINs offline as fast as scrypt allows. The cost is raised as far as a
sign-in still feels immediate: under 250 ms on the station, the PIN checked and the wrong
-PIN count written in one transaction. This prints, for each candidate cost (N = 2^14 ..
2^17, r = 8, p = 1), the time of one hash (the fastest of several, so that a busy machine
does not hide the cost) and its memory, then the time of a whole supervisor sign-in at the
cost the store uses (``trainer.progress.pins``), and what an attacker with a copy of a
backup spends on every PIN of 4 and of 6 digits on this machine's cores.

    .venv/bin/python benchmarks/pins.py
    .venv/bin/python benchmarks/pins.py --repeat 9
"""

from __future__ import annotations

import argparse
import hashlib
import os
import statistics
import tempfile
import time
from pathlib import Path

from trainer.progress import ProgressStore
from trainer.progress.pins import SCRYPT_N, SCRYPT_P, SCRYPT_R, SUPERVISOR_PIN_DIGITS

GOAL_MS = 250.0


def _hash_ms(n: int, r: int, p: int, repeat: int) -> tuple[float, float]:
    """The fastest wall time and the fastest CPU time of one hash, in ms (the CPU time is
    what a station that is not shared with other work would wait)."""
    walls, cpus = [], []
    for _ in range(repeat):
        start, cpu = time.perf_counter(), time.process_time()
        hashlib.scrypt(
            b"246813", salt=os.urandom(16), n=n, r=r, p=p, dklen=32, maxmem=4 * 128 * r * n
        )
        walls.append((time.perf_counter() - start) * 1000)
        cpus.append((time.process_time() - cpu) * 1000)
    return min(walls), min(cpus)


def _sign_in_ms(repeat: int) -> tuple[float, float, float]:
    with tempfile.TemporaryDirectory() as tmp:
        store = ProgressStore(Path(tmp) / "data", station="bench")
        try:
            store.create_first_supervisor("Mona", "246813")
            times, cpus = [], []
            for _ in range(repeat):
                start, cpu = time.perf_counter(), time.process_time()
                store.sign_in_supervisor("Mona", "246813")
                times.append((time.perf_counter() - start) * 1000)
                cpus.append((time.process_time() - cpu) * 1000)
        finally:
            store.close()
    return min(times), statistics.median(times), min(cpus)


def _duration(seconds: float) -> str:
    if seconds < 120:
        return f"{seconds:.0f} s"
    if seconds < 2 * 3600:
        return f"{seconds / 60:.0f} min"
    if seconds < 3 * 86400:
        return f"{seconds / 3600:.1f} h"
    return f"{seconds / 86400:.1f} days"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5, help="runs per figure (the fastest)")
    args = parser.parse_args()
    cores = os.cpu_count() or 1
    print(
        f"scrypt cost, r = 8, p = 1 (fastest of {args.repeat} on this machine, {cores} cores;"
        " 'fits' by CPU time, as a busy machine stretches the wall time)"
    )
    for log_n in range(14, 18):
        n = 2**log_n
        wall, cpu = _hash_ms(n, 8, 1, args.repeat)
        chosen = "  <- the store's" if n == SCRYPT_N else ""
        fits = "fits" if cpu < GOAL_MS else "too slow"
        print(
            f"  N = 2^{log_n}: {cpu:7.1f} ms CPU ({wall:7.1f} ms wall), "
            f"{128 * 8 * n / 2**20:4.0f} MiB, {fits}{chosen}"
        )
    best, median, cpu = _sign_in_ms(args.repeat)
    print(
        f"supervisor sign-in at N = 2^{SCRYPT_N.bit_length() - 1}, r = {SCRYPT_R}, p = {SCRYPT_P}:"
        f" {cpu:.1f} ms CPU; wall {best:.1f} ms fastest, {median:.1f} ms median"
        f" (goal < {GOAL_MS:.0f} ms; CPU ratio {cpu / GOAL_MS:.2f})"
    )
    per_pin = _hash_ms(SCRYPT_N, SCRYPT_R, SCRYPT_P, args.repeat)[1] / 1000
    for digits in (4, SUPERVISOR_PIN_DIGITS):
        every = 10**digits * per_pin / cores
        print(f"  every {digits}-digit PIN from a copied backup, {cores} cores: {_duration(every)}")


if __name__ == "__main__":
    main()
