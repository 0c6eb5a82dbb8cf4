"""The window on a station of a school: background sync, the quiet status, sign-in pull.

Issue 13: "The window syncs in the background: after each answer is committed locally,
and every few seconds while the site is reachable. It shows a quiet status ("synced",
"offline: 37 answers waiting"), never a modal error." "When a trainee signs in at a
station, the station pulls that trainee's facts from the site (in the background, with
the drill usable at once)."
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QSettings, Qt
from PySide6.QtWidgets import QApplication

from trainer import words
from trainer.drilling import DrillPlan
from trainer.progress import ProgressStore
from trainer.site.connection import connect
from trainer.site.keys import site_public_key
from trainer.site.records import SiteSupervisor
from trainer.site.sync import sync
from trainer.ui.answers import AmountAnswer
from trainer.ui.application import application
from trainer.ui.main_window import MainWindow
from trainer.ui.worker import wait_for_background
from trainer.words import Choice

from .conftest import MONA_PIN, PgServer, Station, answers_elsewhere


@pytest.fixture(autouse=True)
def _isolated_settings(tmp_path: Path) -> Iterator[None]:
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(
        QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "qsettings")
    )
    yield


@pytest.fixture
def open_window(qtbot: Any) -> Iterator[Callable[..., MainWindow]]:
    application()
    made: list[MainWindow] = []

    def _open(store: ProgressStore, url: str) -> MainWindow:
        window = MainWindow(store, site_url=url)
        window.show()
        made.append(window)
        return window

    yield _open
    for window in made:
        if window.site is not None:
            window.site.stop()
        wait_for_background(300_000)
        window._may_close = True
        window.close()
        window.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)


def _close(window: MainWindow) -> None:
    """Stop the window's syncing before its store closes (as closing the window does)."""
    assert window.site is not None
    window.site.stop()
    wait_for_background(300_000)


def _answer_one(qtbot: Any, window: MainWindow) -> None:
    window.start_drill(
        DrillPlan(game="three-card-poker", skill="payout", family="three-card-poker/payout")
    )
    page = window.drill_page
    question = page.question
    assert question is not None
    widget = page.widgets[question.kind]
    assert isinstance(widget, AmountAnswer)
    qtbot.keyClicks(widget.field, question.answer_text)
    qtbot.keyClick(widget.field, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: page.verdict.isVisible(), timeout=120_000)


def test_a_connected_station_syncs_each_answer_and_pulls_the_trainee_at_sign_in(
    qtbot: Any,
    site: str,
    add: Callable[[str], Station],
    tmp_path: Path,
    open_window: Callable[..., MainWindow],
) -> None:
    elsewhere, here = add("kiosk-1"), add("kiosk-2")
    answers_elsewhere(tmp_path / "one", elsewhere, "Ana Ruiz", 3)
    with ProgressStore(tmp_path / "two", station="kiosk-2") as store:
        window = open_window(store, here.url)
        qtbot.waitUntil(lambda: window.site_status.text() == "Site: synced", timeout=120_000)
        local = store.find_trainee("Ana Ruiz")  # the school's trainee came with the sync
        window.sign_in.refresh()
        qtbot.mouseClick(window.sign_in.buttons[local.id], Qt.MouseButton.LeftButton)
        assert window.pages.currentWidget() is window.home  # usable before the pull ends
        qtbot.waitUntil(lambda: store.attempt_count(local.id) == 3, timeout=120_000)
        _answer_one(qtbot, window)
        with connect(site) as conn:

            def on_site() -> bool:
                row = conn.execute("SELECT count(*) FROM attempts").fetchone()
                return row == (4,)

            qtbot.waitUntil(on_site, timeout=120_000)
        qtbot.waitUntil(lambda: window.site_status.text() == "Site: synced", timeout=120_000)
        assert QApplication.activeModalWidget() is None
        _close(window)


def test_issue_27_a_trainee_signed_in_here_reads_the_language_they_chose_at_another_kiosk(
    qtbot: Any,
    site: str,
    add: Callable[[str], Station],
    tmp_path: Path,
    open_window: Callable[..., MainWindow],
) -> None:
    """Issue 27, "Who chooses": the language is "kept with the trainee, also on the school
    site". Ana signs in at kiosk 2 in the station's English; she chose Spanish at kiosk 1
    meanwhile: the sign-in pull (or the next sync) brings it, and her home speaks Spanish
    without her signing in again."""
    elsewhere, here = add("kiosk-1"), add("kiosk-2")
    answers_elsewhere(tmp_path / "one", elsewhere, "Ana Ruiz", 1)
    with ProgressStore(tmp_path / "two", station="kiosk-2") as store:
        window = open_window(store, here.url)
        qtbot.waitUntil(lambda: window.site_status.text() == "Site: synced", timeout=120_000)
        ana = store.find_trainee("Ana Ruiz")
        window.sign_in.refresh()
        qtbot.mouseClick(window.sign_in.buttons[ana.id], Qt.MouseButton.LeftButton)
        assert window.pages.currentWidget() is window.home
        assert words.current() == Choice("en", False)
        with ProgressStore(tmp_path / "one", station="kiosk-1") as other:
            other.set_trainee_language(other.find_trainee("Ana Ruiz").id, "es", table_english=True)
            sync(other, elsewhere.url)
        assert window.site is not None
        window.site.pull_trainee(ana.id)  # as her next sign-in does
        qtbot.waitUntil(lambda: words.current() == Choice("es", True), timeout=120_000)
        assert window.pages.currentWidget() is window.home
        assert window.home.hello.text() == "Hola, Ana Ruiz"
        assert (store.trainee(ana.id).language, store.trainee(ana.id).table_english) == ("es", True)
        _close(window)


def test_an_offline_station_says_so_quietly_and_keeps_every_answer(
    qtbot: Any,
    pg: PgServer,
    add: Callable[[str], Station],
    tmp_path: Path,
    open_window: Callable[..., MainWindow],
) -> None:
    station = add("kiosk-1")
    down = station.url.replace(f":{pg.port}/", ":1/")
    with ProgressStore(tmp_path / "one", station="kiosk-1") as store:
        ana = store.add_trainee("Ana Ruiz")
        window = open_window(store, down)
        window.sign_in.refresh()
        qtbot.mouseClick(window.sign_in.buttons[ana.id], Qt.MouseButton.LeftButton)
        _answer_one(qtbot, window)
        qtbot.waitUntil(
            lambda: window.site_status.text() == "Site: offline: 1 answer waiting",
            timeout=120_000,
        )
        assert QApplication.activeModalWidget() is None
        assert store.attempt_count() == 1
        _close(window)


def test_the_console_shows_the_whole_school_live_and_says_when_offline(
    qtbot: Any,
    pg: PgServer,
    site: str,
    add: Callable[[str], Station],
    tmp_path: Path,
) -> None:
    from trainer.ui.console import SupervisorConsole

    application()
    elsewhere, here = add("kiosk-1"), add("kiosk-2")
    with ProgressStore(tmp_path / "two", station="kiosk-2") as store:
        mona = store.create_first_supervisor("Mona Reyes", "246810")
        console = SupervisorConsole(store, mona, site_url=here.url)
        qtbot.addWidget(console)
        console.show_page(console.school)
        qtbot.waitUntil(lambda: console.school.online is True, timeout=120_000)
        assert console.school.model.rowCount() == 0
        answers_elsewhere(tmp_path / "one", elsewhere, "Ben Okafor", 1)
        # Refreshed every second: the answer shows unasked (no click, no reopening; how
        # soon is the timer's business, not this test's, on a machine of any speed).
        qtbot.waitUntil(lambda: console.school.model.rowCount() == 1, timeout=120_000)
        row = console.school.model.record(0)
        assert (row.trainee, row.station, row.skill, row.recent) == (
            "Ben Okafor",
            "kiosk-1",
            "payout",
            1,
        )
        assert console.school.banner.isHidden()
        pg.stop()
        try:
            qtbot.waitUntil(lambda: console.school.online is False, timeout=120_000)
            assert "Offline" in console.school.banner.text()
            assert not console.school.banner.isHidden()
        finally:
            pg.start()
        console.school.stop()
        wait_for_background(300_000)


def test_the_console_of_a_connected_station_covers_the_whole_school(
    qtbot: Any,
    site: str,
    add: Callable[[str], Station],
    tmp_path: Path,
    open_window: Callable[..., MainWindow],
) -> None:
    elsewhere, here = add("kiosk-1"), add("kiosk-2")
    answers_elsewhere(tmp_path / "one", elsewhere, "Ben Okafor", 5)
    with ProgressStore(tmp_path / "two", station="kiosk-2") as store:
        mona = store.create_first_supervisor("Mona Reyes", "246810")
        window = open_window(store, here.url)
        qtbot.waitUntil(lambda: window.site_status.text() == "Site: synced", timeout=120_000)
        window.show_console(mona)
        # Ben never drilled here; his answers come to the console from the site.
        qtbot.waitUntil(lambda: store.attempt_count() == 5, timeout=120_000)
        overview = store.class_overview()
        assert overview.active_trainees == 1 and overview.skills[0].attempts == 5
        window.close_console()
        _close(window)


def test_issue_24_item_9_a_station_of_a_site_offers_no_first_supervisor_and_says_who_makes_it(
    qtbot: Any,
    add: Callable[[str], Station],
    tmp_path: Path,
    open_window: Callable[..., MainWindow],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Issue 24, item 9: "On a station of a site, the first supervisor is made by the
    site's owner, never at a kiosk"; the window says plainly what to do instead."""
    from trainer.ui.supervisor_sign_in import FirstSupervisorDialog

    offered: list[FirstSupervisorDialog] = []

    def walk_up(dialog: FirstSupervisorDialog) -> int:
        offered.append(dialog)
        dialog.name.setText("Anyone")
        dialog.pin.setText("123456")
        dialog.again.setText("123456")
        dialog.create_supervisor()
        return int(dialog.result())

    monkeypatch.setattr(FirstSupervisorDialog, "exec", walk_up)
    station = add("kiosk-1")
    with ProgressStore(tmp_path / "one", station="kiosk-1") as store:
        window = open_window(store, station.url)
        qtbot.waitUntil(lambda: window.site_status.text() == "Site: synced", timeout=120_000)
        qtbot.mouseClick(window.sign_in.supervisor_button, Qt.MouseButton.LeftButton)
        assert offered == []
        assert store.needs_first_supervisor()
        assert window.console is None and window.pages.currentWidget() is window.sign_in
        assert "made by the site's owner with 'dealer-trainer site add-supervisor NAME'" in (
            window.banner.text()
        )
        _close(window)


def test_issue_24_item_9_a_fresh_kiosk_of_a_site_says_who_makes_its_first_supervisor(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from trainer.ui import application as app_module
    from trainer.ui import dialogs, main_window

    application()
    told: list[str] = []
    monkeypatch.setattr(app_module, "apply_theme", lambda app, kiosk: None)
    monkeypatch.setattr(dialogs, "show_error", lambda parent, text, title="": told.append(text))

    def no_window(*args: Any, **kwargs: Any) -> None:
        raise AssertionError("a kiosk opened with no supervisor to leave it")

    monkeypatch.setattr(main_window, "MainWindow", no_window)
    url = "postgresql://school_st_kiosk_1@127.0.0.1:1/school"
    assert app_module.run_window(str(tmp_path / "fresh"), kiosk=True, site=url) == 2
    assert told == [
        "Kiosk mode needs a supervisor first: the site's owner makes the school's first with "
        "'dealer-trainer site add-supervisor NAME'; then run 'dealer-trainer sync' here."
    ]
    assert capsys.readouterr().err == f"dealer-trainer: {told[0]}\n"


def test_issue_32_item_1_a_supervisor_of_the_site_signs_in_at_a_station_checked_by_the_site(
    qtbot: Any,
    site: str,
    add: Callable[[str], Station],
    tmp_path: Path,
    open_window: Callable[..., MainWindow],
) -> None:
    """Issue 32, item 1: the site sends no supervisor's PIN hash; her first sign-in at a
    station is checked by the site, and her authority goes with what she changes there."""
    from trainer.site.admin import add_site_supervisor
    from trainer.site.authority import SIGNED_IN, authority_key
    from trainer.ui.supervisor_sign_in import SupervisorSignInDialog

    mona = add_site_supervisor(site, "Mona Reyes", "246810")
    station = add("kiosk-1")
    with ProgressStore(tmp_path / "one", station="kiosk-1") as store:
        window = open_window(store, station.url)
        qtbot.waitUntil(lambda: window.site_status.text() == "Site: synced", timeout=120_000)
        dialog = SupervisorSignInDialog(store, window, site_url=window.site_url())
        qtbot.addWidget(dialog)
        dialog.show()
        assert dialog.name.currentText() == "Mona Reyes"
        qtbot.keyClicks(dialog.pin, "135790")
        qtbot.keyClick(dialog.pin, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: not dialog.checking, timeout=120_000)
        assert dialog.message.text() == (
            "The site did not accept Mona Reyes's authority: the PIN is wrong."
        )
        qtbot.keyClicks(dialog.pin, "246810")
        qtbot.keyClick(dialog.pin, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: dialog.supervisor is not None, timeout=120_000)
        assert SIGNED_IN.key_for(mona.id) == authority_key(mona.id, "246810")
        # This station keeps a hash of its own now: she signs in here offline too.
        assert store.sign_in_supervisor("Mona Reyes", "246810").name == "Mona Reyes"
        # With her authority the window's next sync takes the school's keys (site schema 4).
        with connect(station.url) as conn:
            school = site_public_key(conn)
        assert school is not None
        qtbot.waitUntil(lambda: store.held_school_publics()[0] == school, timeout=120_000)
        _close(window)


def test_issue_32_item_1_a_supervisor_retires_a_taken_station_from_the_school_page(
    qtbot: Any,
    site: str,
    add: Callable[[str], Station],
    tmp_path: Path,
    supervisor_on_site: SiteSupervisor,
) -> None:
    from PySide6.QtCore import QDateTime, Qt

    from trainer.site.authority import sign_in_supervisor
    from trainer.site.sync import sync
    from trainer.ui.console import SupervisorConsole

    application()
    taken, here = add("kiosk-1"), add("kiosk-2")
    answers_elsewhere(tmp_path / "one", taken, "Kim Park", 3)
    with ProgressStore(tmp_path / "two", station="kiosk-2") as store:
        sync(store, here.url)
        mona = sign_in_supervisor(store, "Mona Reyes", MONA_PIN, here.url)
        console = SupervisorConsole(store, mona, site_url=here.url)
        qtbot.addWidget(console)
        console.show_page(console.school)
        page = console.school
        page.retire_since.setDateTime(QDateTime.currentDateTime().addSecs(-3600))
        qtbot.keyClicks(page.retire_name, "kiosk-1")
        qtbot.mouseClick(page.retire_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: "is retired" in page.retire_status.text(), timeout=120_000)
        assert "Station kiosk-1 is retired" in page.retire_status.text()
        assert "the 3 it sent since then (of 1 trainees)" in page.retire_status.text()
        page.stop()
        wait_for_background(300_000)
    with connect(site) as conn:
        row = conn.execute("SELECT retired_by FROM retirements").fetchone()
    assert row == ("Mona Reyes",)
