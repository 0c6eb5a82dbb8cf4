"""Pages refresh when the store changes: one ``store_changed`` signal after any write,
whoever made it (issue 12, layout defect 5: reports did not show a sign-off until the
console was opened again)."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QListWidget

from trainer.progress import NewAttempt, ProgressStore, Trainee
from trainer.ui.console import SupervisorConsole
from trainer.ui.main_window import MainWindow
from trainer.ui.store_watch import StoreWatch
from trainer.ui.worker import wait_for_background


def answer(store: ProgressStore, trainee: Trainee, session: str, seed: int) -> None:
    store.record_attempt(
        NewAttempt(
            trainee_id=trainee.id,
            game="three-card-poker",
            skill="payout",
            family="three-card-poker/payout",
            difficulty=1,
            seed=seed,
            params={},
            answer="$10.00",
            expected="$10.00",
            correct=True,
            response_ms=3000,
            mode="exam",
            session_id=session,
        )
    )


def certificates(console: SupervisorConsole) -> list[str]:
    listed: QListWidget = console.reports.certificate_list
    return [listed.item(i).text() for i in range(listed.count())]


def test_the_reports_page_shows_a_sign_off_without_reopening_the_console(
    qtbot: Any, window: MainWindow, store: ProgressStore
) -> None:
    sam = store.create_first_supervisor("Sam Rivera", "246810")
    ann = store.add_trainee("Ann Kowalski")
    exam = store.define_exam(
        "Payout check",
        games=["three-card-poker"],
        skills=["payout"],
        question_count=2,
        time_limit_seconds=0,
        seed=3,
        by=sam,
    )
    sitting = store.start_sitting(exam.id, ann.id, seed=5, supervisor=sam)
    for seed in (1, 2):
        answer(store, ann, sitting.session_id, seed)
    store.finish_sitting(sitting.id)
    window.show_console(sam)
    console = window.console
    assert isinstance(console, SupervisorConsole)
    console.show_page(console.reports)
    wait_for_background(300_000)
    qtbot.waitUntil(lambda: bool(certificates(console)), timeout=60_000)
    assert not any("Ann Kowalski" in text for text in certificates(console))

    store.sign_off_sitting(sitting.id, by=sam)  # as the Exams page (or another station) does

    qtbot.waitUntil(
        lambda: any("Ann Kowalski" in text for text in certificates(console)), timeout=60_000
    )


def test_a_trainee_added_elsewhere_appears_on_the_sign_in_page(
    qtbot: Any, window: MainWindow, store: ProgressStore
) -> None:
    assert window.pages.currentWidget() is window.sign_in
    dev = store.add_trainee("Dev Patel")
    qtbot.waitUntil(lambda: dev.id in window.sign_in.buttons, timeout=60_000)


def test_a_burst_of_writes_from_another_thread_is_one_signal(
    qtbot: Any, store: ProgressStore, themed_app: Any
) -> None:
    watch = StoreWatch(store)
    heard: list[int] = []
    watch.store_changed.connect(lambda: heard.append(1))

    def burst() -> None:
        for i in range(5):
            store.add_trainee(f"Trainee {i}")

    writer = threading.Thread(target=burst)
    writer.start()
    writer.join()
    qtbot.waitUntil(lambda: bool(heard), timeout=60_000)
    qtbot.wait(400)  # well past the settling time: no second signal follows
    assert heard == [1]
    watch.stop()
    store.add_trainee("After the stop")
    qtbot.wait(400)
    assert heard == [1]


def test_a_write_after_the_watch_is_deleted_reaches_nothing(
    qtbot: Any, store: ProgressStore, themed_app: Any
) -> None:
    watch = StoreWatch(store)
    watch.deleteLater()
    qtbot.waitUntil(lambda: not store._db.watchers, timeout=60_000)
    store.add_trainee("Ann")  # no call into a deleted object, no error


def test_a_store_closed_before_its_writes_settle_asks_no_page_to_read_it(
    qtbot: Any, tmp_path: Path, themed_app: Any
) -> None:
    # A site pull commits, then the store closes within the settling time: the refresh
    # that would have followed must not read the closed store (it raised in the sign-in
    # page's refresh, caught only by the Qt event loop).
    store = ProgressStore(tmp_path / "data", station="kiosk-1")
    watch = StoreWatch(store)
    heard: list[int] = []
    watch.store_changed.connect(lambda: heard.append(1))
    store.add_trainee("Ann Kowalski")
    store.close()
    qtbot.wait(400)  # well past the settling time
    assert heard == []
    watch.deleteLater()
