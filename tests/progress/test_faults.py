"""A process killed with SIGKILL at random moments never loses an answer it reported saved."""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from trainer.progress import ProgressStore
from trainer.progress.store import FILE_NAME

WRITER = Path(__file__).with_name("fault_writer.py")
REPO = Path(__file__).resolve().parents[2]


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_sigkill_at_20_random_moments_keeps_every_reported_answer(tmp_path: Path) -> None:
    rng = random.Random(357)
    folder = tmp_path / "data"
    reported: set[str] = set()
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    mid_write = 0
    for round_ in range(20):
        log = tmp_path / f"ids-{round_}.txt"
        with log.open("wb") as out:
            writer = subprocess.Popen(
                [sys.executable, str(WRITER), str(folder)],
                stdout=out,
                stderr=subprocess.PIPE,
                env=env,
                cwd=REPO,
            )
            assert writer.stderr is not None
            # Every wait ends on what the writer says, never on the clock alone: whatever
            # the load, the kill comes after the moment each branch names.
            said = writer.stderr.readline()
            if said != b"opening\n":
                pytest.fail(f"the writer did not start: {said + writer.communicate()[1]!r}")
            if rng.random() < 0.25:
                # Kill while the store opens: its check, migration or day's backup (or, on
                # a fast machine, once it writes).
                time.sleep(rng.uniform(0.0, 0.3))
            else:
                # Kill while it writes: once it has reported a first answer (however slow
                # the machine), after a random further while.
                deadline = time.monotonic() + 300  # a hang, not a slow machine
                while log.stat().st_size == 0 and writer.poll() is None:
                    assert time.monotonic() < deadline, "the writer never wrote"
                    time.sleep(0.005)
                time.sleep(rng.uniform(0.0, 0.5))
                mid_write += 1
            if writer.poll() is not None:
                pytest.fail(f"the writer stopped by itself: {writer.communicate()[1]!r}")
            writer.send_signal(signal.SIGKILL)
            writer.communicate()
        assert writer.returncode == -signal.SIGKILL
        text = log.read_text(encoding="ascii")
        complete = text[: text.rfind("\n") + 1]  # a line cut by the kill was never reported
        reported |= set(complete.split())
        if not (folder / FILE_NAME).exists():
            continue
        raw = sqlite3.connect(folder / FILE_NAME)
        try:
            assert raw.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        finally:
            raw.close()
        store = ProgressStore(folder, station="checker")
        try:
            assert store.notices == ()
            stored = {a.attempt_id for a in store.attempts()}
            assert reported <= stored, f"round {round_}: lost {len(reported - stored)} answers"
            assert store.integrity_problems() == []
        finally:
            store.close()
    assert mid_write >= 10 and len(reported) >= mid_write
