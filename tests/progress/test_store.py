"""The store as callers see it: the clock and the station are the store's."""

from __future__ import annotations

import socket
import subprocess
import sys
import threading
from datetime import timedelta
from pathlib import Path

import pytest

from trainer.errors import TrainerError
from trainer.progress import ProgressStore
from trainer.progress.fields import clean_name

from .conftest import FakeClock


def test_the_clock_and_station_are_the_store_s(store: ProgressStore, clock: FakeClock) -> None:
    assert store.now() == clock() and store.station == "kiosk-1"
    assert clock.advance(days=1) - timedelta(days=1) < store.now()


def test_a_watcher_hears_each_committed_write_and_not_a_refused_one(
    store: ProgressStore,
) -> None:
    heard: list[str] = []

    def changed() -> None:
        heard.append("changed")

    store.watch(changed)
    store.add_trainee("Ann")
    assert heard == ["changed"]
    with pytest.raises(TrainerError):
        store.add_trainee("Ann")  # the same name again: refused
    assert heard == ["changed"]
    store.trainees()  # a read changes nothing
    assert heard == ["changed"]
    store.unwatch(changed)
    store.add_trainee("Ben")
    assert heard == ["changed"]
    store.unwatch(changed)  # a second time is harmless


def test_the_parts_built_on_first_use_are_built_once_whichever_thread_asks(
    store: ProgressStore,
) -> None:
    # Issue 28: the answer path, the outbox and the classes are built when first used;
    # a worker and the window asking at once get the one answer path (one pending queue).
    ready = threading.Barrier(8)
    found: list[object] = []

    def ask() -> None:
        ready.wait(timeout=60)
        found.append(store.outbox)

    threads = [threading.Thread(target=ask) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert len(found) == 8 and all(part is store.outbox for part in found)
    trainee = store.add_trainee("Ann")
    assert store.attempt_count(trainee.id) == 0 and store.cohorts is store.cohorts


def test_every_record_is_named_where_it_was_whichever_is_named_first() -> None:
    # Issue 28: the records of answers, exams and statistics are made when first named;
    # each is the same class through the package, trainer.progress.records and its module.
    code = (
        "import trainer.progress as p, trainer.progress.records as r, sys\n"
        "assert 'trainer.progress.answer_records' not in sys.modules\n"
        "from trainer.progress.records import TraineeDetail\n"
        "import trainer.progress.answer_records as a\n"
        "assert all(getattr(p, n) is getattr(r, n) for n in r.__all__)\n"
        "assert all(getattr(r, n) is getattr(a, n) for n in vars(a) if n in r.__all__)\n"
        "assert TraineeDetail is a.TraineeDetail and p.Attempt.__module__ == a.__name__\n"
        "for m in (p, r):\n"
        "    try:\n"
        "        m.NoSuchRecord\n"
        "    except AttributeError:\n"
        "        pass\n"
        "    else:\n"
        "        raise AssertionError(m)\n"
        "print('ok')\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert done.stdout.strip() == "ok", done.stderr


def test_a_station_not_named_is_named_by_its_host(tmp_path: Path) -> None:
    # The host name, read without loading socket at every start (issue 28).
    with ProgressStore(tmp_path / "data") as store:
        assert store.station == clean_name(socket.gethostname(), "station")
