"""Kiosk mode: every way out is refused without a supervisor PIN, an idle station signs its
trainee out with the answers saved, and nothing reaches the network."""

from __future__ import annotations

import socket
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QApplication, QDialog

from trainer.drilling import DrillPlan
from trainer.progress import ProgressStore
from trainer.quiz.model import AnswerKind
from trainer.ui.kiosk import KioskGuard
from trainer.ui.main_window import MainWindow
from trainer.ui.supervisor_sign_in import SupervisorSignInDialog
from trainer.ui.worker import wait_for_background


@pytest.fixture
def kiosk(qtbot: Any, store: ProgressStore, themed_app: QApplication) -> Iterator[MainWindow]:
    w = MainWindow(store, kiosk=True)
    w.showFullScreen()  # as the application shows a kiosk
    yield w
    wait_for_background(300_000)
    if w.guard is not None:
        w.guard.remove()  # the guard filters the whole application's events
    w._may_close = True  # let the test tear the window down
    w.close()
    w.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)


def sign_in_ann(qtbot: Any, window: MainWindow, store: ProgressStore) -> None:
    ann = store.add_trainee("Ann")
    window.sign_in.refresh()
    qtbot.mouseClick(window.sign_in.buttons[ann.id], Qt.MouseButton.LeftButton)


def test_kiosk_is_frameless_on_top_without_menu(kiosk: MainWindow) -> None:
    flags = kiosk.windowFlags()
    assert flags & Qt.WindowType.FramelessWindowHint
    assert flags & Qt.WindowType.WindowStaysOnTopHint
    assert not kiosk.menuBar().isVisible()


def test_kiosk_refuses_the_window_managers_close(qtbot: Any, kiosk: MainWindow) -> None:
    kiosk.close()
    assert kiosk.isVisible()
    assert "supervisor PIN" in kiosk.banner.text()


@pytest.mark.parametrize(
    ("key", "modifier"),
    [
        (Qt.Key.Key_F4, Qt.KeyboardModifier.AltModifier),
        (Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier),
        (Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier),
        (Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier),
        (Qt.Key.Key_F11, Qt.KeyboardModifier.NoModifier),
    ],
    ids=["alt-f4", "ctrl-q", "ctrl-w", "escape", "f11"],
)
def test_kiosk_refuses_every_closing_key(
    qtbot: Any, kiosk: MainWindow, key: Any, modifier: Any
) -> None:
    assert kiosk.guard is not None
    before = kiosk.guard.refused
    qtbot.keyClick(kiosk.sign_in, key, modifier)
    assert kiosk.guard.refused == before + 1
    assert kiosk.isVisible()


def _check(qtbot: Any, dialog: SupervisorSignInDialog) -> None:
    """The PIN is checked on a worker: wait until it was."""
    dialog.check()
    qtbot.waitUntil(lambda: not dialog.checking, timeout=60_000)


def _sign_in_supervisor(qtbot: Any, monkeypatch: Any, pin: str) -> None:
    def fake_exec(dialog: SupervisorSignInDialog) -> int:
        dialog.pin.setText(pin)
        _check(qtbot, dialog)
        return int(dialog.result())

    monkeypatch.setattr(SupervisorSignInDialog, "exec", fake_exec)


def test_supervisor_pin_opens_console_and_leaves_kiosk(
    qtbot: Any, kiosk: MainWindow, store: ProgressStore, monkeypatch: Any
) -> None:
    store.create_first_supervisor("Mona", "246810")
    _sign_in_supervisor(qtbot, monkeypatch, "246810")
    qtbot.mouseClick(kiosk.sign_in.supervisor_button, Qt.MouseButton.LeftButton)
    assert kiosk.console is not None
    assert kiosk.pages.currentWidget() is kiosk.console
    assert kiosk.leave_kiosk_button.isVisible()
    qtbot.mouseClick(kiosk.leave_kiosk_button, Qt.MouseButton.LeftButton)
    assert not kiosk.isVisible()


def test_wrong_supervisor_pins_lock_the_account(
    qtbot: Any, kiosk: MainWindow, store: ProgressStore
) -> None:
    store.create_first_supervisor("Mona", "246810")
    dialog = SupervisorSignInDialog(store, kiosk)
    qtbot.addWidget(dialog)
    for _ in range(5):
        dialog.pin.setText("1111")
        _check(qtbot, dialog)
    assert "locked" in dialog.message.text()
    dialog.pin.setText("246810")
    _check(qtbot, dialog)  # even the right PIN waits out the lock
    assert dialog.result() != QDialog.DialogCode.Accepted
    assert kiosk.console is None


def test_a_trainee_cannot_reach_the_console(
    qtbot: Any, kiosk: MainWindow, store: ProgressStore, monkeypatch: Any
) -> None:
    store.create_first_supervisor("Mona", "246810")
    sign_in_ann(qtbot, kiosk, store)
    for page in (kiosk.home, kiosk.drill_page, kiosk.progress, kiosk.rules, kiosk.summary):
        assert not page.findChildren(type(kiosk.sign_in.supervisor_button), "supervisor")
    kiosk.sign_out()
    monkeypatch.setattr(SupervisorSignInDialog, "exec", lambda self: 0)  # walks away
    qtbot.mouseClick(kiosk.sign_in.supervisor_button, Qt.MouseButton.LeftButton)
    assert kiosk.console is None


def test_idle_timeout_warns_then_signs_out_with_answers_saved(
    qtbot: Any, kiosk: MainWindow, store: ProgressStore, monkeypatch: Any
) -> None:
    sign_in_ann(qtbot, kiosk, store)
    kiosk.start_drill(DrillPlan(game="three-card-poker", family="three-card-poker/rulings", seed=1))
    page = kiosk.drill_page
    assert page.question is not None
    choice = page.widgets[AnswerKind.CHOICE]
    qtbot.keyClick(choice, str(page.question.answer + 1))
    qtbot.waitUntil(lambda: page.showing_verdict, timeout=60_000)
    guard = kiosk.guard
    assert guard is not None and guard.active
    monkeypatch.setattr(guard, "idle_for", lambda: guard.idle_seconds - 9.5)
    guard.check()
    assert "Signing out in 10 s" in kiosk.banner.text()
    monkeypatch.setattr(guard, "idle_for", lambda: guard.idle_seconds + 1.0)
    guard.check()
    assert kiosk.pages.currentWidget() is kiosk.sign_in
    assert kiosk.trainee is None
    attempts = list(store.attempts())
    assert len(attempts) == 1 and attempts[0].credit == 1
    session = store.session(attempts[0].session_id or "")
    assert session.ended_at is not None


def test_a_whole_session_never_touches_the_network(
    qtbot: Any, kiosk: MainWindow, store: ProgressStore, monkeypatch: Any
) -> None:
    def refuse(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("Dealer Trainer tried to use the network")

    monkeypatch.setattr(socket.socket, "connect", refuse)
    monkeypatch.setattr(socket.socket, "connect_ex", refuse)
    monkeypatch.setattr(socket, "create_connection", refuse)
    monkeypatch.setattr(socket, "getaddrinfo", refuse)
    sign_in_ann(qtbot, kiosk, store)
    plan = DrillPlan(game="three-five-seven", family="three-five-seven/payout", seed=4, count=3)
    kiosk.start_drill(plan)
    page = kiosk.drill_page
    for _ in range(3):
        question = page.question
        assert question is not None
        field = page.widgets[AnswerKind.AMOUNT].field  # type: ignore[attr-defined]
        qtbot.keyClicks(field, question.answer_text)
        qtbot.keyClick(field, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: page.showing_verdict, timeout=60_000)
        qtbot.keyClick(page.next_button, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: kiosk.pages.currentWidget() is kiosk.summary, timeout=60_000)
    assert [a.credit for a in store.attempts()] == [1.0, 1.0, 1.0]
    kiosk.show_progress()
    qtbot.waitUntil(lambda: kiosk.progress.detail is not None, timeout=60_000)
    kiosk.show_rules()
    kiosk.sign_out()
    assert kiosk.pages.currentWidget() is kiosk.sign_in


# -- issue 17, item 12: a kiosk nobody walks out of ----------------------------------------


@pytest.mark.parametrize(
    ("language", "refusal"),
    [
        (
            None,
            "Kiosk mode needs a supervisor first: start Dealer Trainer without --kiosk and "
            "create one, or run 'dealer-trainer supervisor add NAME --pin-file FILE'.",
        ),
        (
            # The station's language (--language stands for the house's setting), before
            # any window is made (words28).
            "es",
            "El modo quiosco necesita antes un supervisor: inicie Dealer Trainer sin --kiosk "
            "y cree uno, o ejecute 'dealer-trainer supervisor add NOMBRE --pin-file ARCHIVO'.",
        ),
    ],
)
def test_item_12_a_kiosk_refuses_to_start_until_a_supervisor_exists(
    tmp_path: Any,
    monkeypatch: Any,
    capsys: Any,
    themed_app: QApplication,
    language: str | None,
    refusal: str,
) -> None:
    from trainer.ui import application, dialogs, main_window

    told: list[str] = []
    monkeypatch.setattr(application, "apply_theme", lambda app, kiosk: None)
    monkeypatch.setattr(dialogs, "show_error", lambda parent, text, title="": told.append(text))

    def no_window(*args: Any, **kwargs: Any) -> None:
        raise AssertionError("a kiosk opened with no supervisor to leave it")

    monkeypatch.setattr(main_window, "MainWindow", no_window)
    assert application.run_window(str(tmp_path / "fresh"), kiosk=True, language=language) == 2
    assert told == [refusal]
    assert capsys.readouterr().err == f"dealer-trainer: {told[0]}\n"
    with ProgressStore(tmp_path / "fresh", station="kiosk-1") as store:
        assert store.needs_first_supervisor()


def test_item_12_on_a_kiosk_without_a_supervisor_nobody_can_make_themselves_one(
    qtbot: Any, kiosk: MainWindow, store: ProgressStore, monkeypatch: Any
) -> None:
    from trainer.ui.supervisor_sign_in import FirstSupervisorDialog

    def walk_up(dialog: FirstSupervisorDialog) -> int:
        dialog.name.setText("Anyone")
        dialog.pin.setText("123456")
        dialog.again.setText("123456")
        dialog.create_supervisor()
        return int(dialog.result())

    monkeypatch.setattr(FirstSupervisorDialog, "exec", walk_up)
    qtbot.mouseClick(kiosk.sign_in.supervisor_button, Qt.MouseButton.LeftButton)
    assert store.needs_first_supervisor()
    assert kiosk.console is None and kiosk.pages.currentWidget() is kiosk.sign_in
    assert "This kiosk has no supervisor, and none can be made here" in kiosk.banner.text()


# The offscreen platform has no window stack to raise a window in.
@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_item_12_a_minimised_kiosk_is_shown_again_full_screen(
    qtbot: Any, kiosk: MainWindow
) -> None:
    kiosk.showMinimized()
    qtbot.waitUntil(lambda: kiosk.isVisible() and not kiosk.isMinimized(), timeout=60_000)
    assert kiosk.isFullScreen()
    assert kiosk.guard is not None and kiosk.guard.is_shown()


# -- issue 24, item 11: a kiosk under a plain window manager -------------------------------


@pytest.mark.qt_log_ignore("This plugin does not support raise")
@pytest.mark.parametrize("leave", ["showNormal", "showMaximized"])
def test_issue_24_item_11_a_kiosk_taken_out_of_full_screen_goes_back_full_screen(
    qtbot: Any, kiosk: MainWindow, leave: str
) -> None:
    """Issue 24, item 11: "after Super+D it returns but not full screen. Keep it full
    screen and on top when it returns" (openbox's window menu, Alt+Space, un-fullscreens
    it too)."""
    qtbot.waitUntil(kiosk.isFullScreen, timeout=60_000)
    getattr(kiosk, leave)()  # the window state a window manager's request leaves
    qtbot.waitUntil(lambda: kiosk.isFullScreen() and kiosk.isVisible(), timeout=60_000)
    assert kiosk.guard is not None and kiosk.guard.is_shown()


@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_issue_24_item_11_a_dialog_of_the_kiosk_minimised_comes_back_and_stays_open(
    qtbot: Any, kiosk: MainWindow, store: ProgressStore
) -> None:
    """Super+D hid the supervisor's PIN pad and only the kiosk came back: the kiosk sat
    blocked behind a dialog nobody could see. Its dialogs come back with it, still open."""
    store.create_first_supervisor("Mona", "246810")
    dialog = SupervisorSignInDialog(store, kiosk)
    dialog.open()  # modal over the kiosk, as exec() shows it
    qtbot.waitUntil(dialog.isVisible, timeout=60_000)
    qtbot.keyClicks(dialog.pin, "24")
    dialog.showMinimized()
    qtbot.waitUntil(lambda: not dialog.isMinimized() and dialog.isVisible(), timeout=60_000)
    assert dialog.result() == 0 and dialog.pin.text() == "24"  # the same dialog, still open
    assert kiosk.guard is not None and kiosk.guard.is_shown()
    dialog.reject()


@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_issue_24_item_11_a_dialog_that_cannot_come_back_is_cancelled_not_left_blocking(
    qtbot: Any, kiosk: MainWindow, store: ProgressStore, monkeypatch: Any
) -> None:
    """Under openbox, a kiosk mapped anew after Super+D is a new window, and the PIN pad
    it had open stays under it, blocking every tap: the dialog is cancelled (its safe
    choice) and the kiosk says so. (The hidden window is simulated: offscreen has no
    window manager to hide one.)"""
    store.create_first_supervisor("Mona", "246810")
    dialog = SupervisorSignInDialog(store, kiosk)
    dialog.open()
    qtbot.waitUntil(dialog.isVisible, timeout=60_000)
    guard = kiosk.guard
    assert guard is not None
    guard.ticker.stop()  # the test plays the ticks
    guard.ticker.start(3_600_000)
    monkeypatch.setattr(guard, "_on_screen", lambda widget: False)  # hidden, not back yet
    guard.keep_shown()
    assert dialog.isVisible()  # first, only asked to come back
    guard.keep_shown()
    assert not dialog.isVisible() and dialog.result() == QDialog.DialogCode.Rejected
    assert "the dialog that was open was cancelled" in kiosk.banner.text()
    assert kiosk.isFullScreen() and kiosk.isVisible()


# -- issue 24, item 1: nothing thrown away by the idle sign-out ----------------------------


class StoppedClock:
    """The guard's quiet clock, stood still at a chosen number of milliseconds: only input
    restarts it (a test must not wait two minutes, nor race the real clock)."""

    def __init__(self, ms: float) -> None:
        self.ms = ms

    def restart(self) -> int:
        self.ms = 0
        return 0

    def elapsed(self) -> float:
        return self.ms


def chips_drill(qtbot: Any, kiosk: MainWindow, store: ProgressStore) -> tuple[Any, KioskGuard]:
    """Ann signed in at the kiosk, paying a wager in chips: the drill page and the guard."""
    sign_in_ann(qtbot, kiosk, store)
    family = "three-card-poker/payout-chips"
    kiosk.start_drill(DrillPlan(game="three-card-poker", family=family, seed=3))
    assert kiosk.guard is not None and kiosk.guard.active
    return kiosk.drill_page, kiosk.guard


def test_item_24_1_digit_keys_building_a_payment_keep_the_trainee_signed_in(
    qtbot: Any, kiosk: MainWindow, store: ProgressStore
) -> None:
    page, guard = chips_drill(qtbot, kiosk, store)
    clock = StoppedClock((guard.idle_seconds - 5) * 1000)
    guard.quiet = clock  # type: ignore[assignment]
    chips = page.widgets[AnswerKind.CHIPS]
    for key in "321":  # the digit keys add chips: window shortcuts, not key presses
        clock.ms = (guard.idle_seconds - 5) * 1000
        qtbot.keyClick(page, key)
        assert guard.idle_for() == 0, f"key {key} was not counted as someone at the station"
    assert sum(chips.response().values()) == 3
    clock.ms = (guard.idle_seconds - 5) * 1000
    qtbot.keyClick(page, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # a shortcut too
    assert guard.idle_for() == 0 and sum(chips.response().values()) == 2
    guard.check()
    assert kiosk.trainee is not None and kiosk.pages.currentWidget() is page


def test_item_24_1_a_sign_out_says_the_answer_being_built_was_not_kept(
    qtbot: Any, kiosk: MainWindow, store: ProgressStore
) -> None:
    page, guard = chips_drill(qtbot, kiosk, store)
    assert not page.is_building_answer()
    qtbot.keyClick(page, "2")
    assert page.is_building_answer()
    guard.quiet = StoppedClock((guard.idle_seconds - 9.5) * 1000)  # type: ignore[assignment]
    guard.check()
    assert "Signing out in 10 s" in kiosk.banner.text()
    assert "the answer you are building is not submitted" in kiosk.banner.text()
    guard.quiet = StoppedClock((guard.idle_seconds + 1) * 1000)  # type: ignore[assignment]
    guard.check()
    assert kiosk.pages.currentWidget() is kiosk.sign_in and kiosk.trainee is None
    assert "the answer being built was not submitted, so it was not kept" in kiosk.banner.text()
    assert list(store.attempts()) == []
