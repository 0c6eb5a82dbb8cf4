"""Render every screen of the trainee application to PNG in docs/screenshots/.

    QT_QPA_PLATFORM=offscreen .venv/bin/python docs/screenshots.py [--size 1280x800]
    .venv/bin/python docs/screenshots.py --screens

Builds a throwaway store with a few trainees and a fortnight of answers, then drives the
real window through its pages and grabs each one.

``--screens`` renders on each screen the window must work on (SCREENS): 1280x800 into
docs/screenshots/, and a kiosk's 1024x768 and 1280x800 at a scale of 1.5 into folders of
their own there. Each runs under its own Xvfb with openbox, as a new user sees the window
(its frame, and what lies off the screen, show); without Xvfb, offscreen.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QSettings, QSize, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from trainer.drilling import DrillPlan  # noqa: E402
from trainer.engine.money import format_money  # noqa: E402
from trainer.progress import NewAttempt, ProgressStore  # noqa: E402
from trainer.quiz.catalog import all_families  # noqa: E402
from trainer.quiz.model import AnswerKind, Mode  # noqa: E402
from trainer.ui.application import application  # noqa: E402
from trainer.words import current as current_words  # noqa: E402
from trainer.ui.layouts import fit_to_screen, reveal  # noqa: E402
from trainer.ui.main_window import MainWindow  # noqa: E402
from trainer.ui.worker import wait_for_background  # noqa: E402

OUT = Path(__file__).resolve().parent / "screenshots"
CLASS_PICTURES = (
    "console-classes",
    "console-classes-delete",
    "console-classes-roster-problems",
    "console-overview-class",
    "console-people-remove",
)
CERTIFICATION_PICTURES = (
    "console-table-test",
    "console-exams-rubric",
    "console-trainee-certification",
    "home-levels",
)
SCREENS = {
    # folder under OUT ("" for OUT itself): (width, height, scale, pictures or None for all)
    "": (1280, 800, 1.0, None),
    "1024x768": (
        1024,
        768,
        1.0,
        {
            "home",
            "drill-amounts",
            "drill-blackjack-payout",
            "drill-blackjack-table",
            "drill-blackjack-spot",
            "drill-order",
            "drill-chips",
            "drill-cut",
            "drill-colour-up",
            "drill-roulette-complete",
            "drill-roulette-spot",
            "drill-roulette-picture-chips",
            "drill-roulette-past-posted",
            "drill-roulette-payoff-keys",
            "drill-roulette-numbers-covered",
            "progress",
            "rules-clause",
            "rules-home-game",
            "help-shortcuts",
            "confirm-end-exam",
            "console-settings-unsaved",
            "console-settings-language",
            *CLASS_PICTURES,
            *CERTIFICATION_PICTURES,
        },
    ),
    "1280x800-scale-1.5": (
        1280,
        800,
        1.5,
        {
            "home",
            "drill-amounts",
            "drill-arrangement",
            "drill-blackjack-table",
            "drill-roulette-picture",
            "drill-roulette-spot",
            "progress",
            "rules-clause",
            "rules-home-game",
            "console-settings-language",
            *CERTIFICATION_PICTURES,
        },
    ),
}
ONLY: set[str] | None = None
"""The pictures to write (None: every one)."""


def settle(app: QApplication, rounds: int = 6) -> None:
    """Let queued work and painting finish."""
    for _ in range(rounds):
        wait_for_background()
        app.processEvents()


def shoot(app: QApplication, widget: QWidget, name: str) -> None:
    """Save a picture of the window: the whole screen under a real X server (so what lies
    off it shows as missing), the window alone offscreen."""
    if ONLY is not None and name not in ONLY:
        return
    settle(app)
    path = OUT / f"{name}.png"
    screen = widget.screen()
    if app.platformName() == "xcb" and screen is not None:
        screen.grabWindow(0).save(str(path))
    else:
        widget.grab().save(str(path))
    print(f"wrote {path}")


def wait_shown(app: QApplication, window: QWidget) -> None:
    """Under X, wait until the window manager has mapped and framed the window (a grab
    before that is black)."""
    if app.platformName() != "xcb":
        return
    deadline = time.monotonic() + 5
    handle = window.windowHandle()
    while time.monotonic() < deadline and (handle is None or not handle.isExposed()):
        app.processEvents()
        time.sleep(0.05)
        handle = window.windowHandle()
    end = time.monotonic() + 0.5  # the frame and the first paint
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.05)


def place(app: QApplication, window: QWidget, width: int, height: int) -> None:
    """The window at the size asked for: fitted to the real screen under X (as it fits
    itself), or exactly that size offscreen, where the screen is only a stand-in."""
    if app.platformName() == "xcb":
        fit_to_screen(window, QSize(width, height))
    else:
        window.resize(width, height)


def seed_history(store: ProgressStore) -> None:
    """A fortnight of answers for Ann, improving, and a little for the others."""
    rng = random.Random(5)
    ann = store.add_trainee("Ann Kowalski")
    for name in (
        "Ben Okafor",
        "Carla Diaz",
        "Dev Patel",
        "Eun-ji Park",
        "Farid Haddad",
        "Grace Liu",
    ):
        store.add_trainee(name, "1234" if name.startswith("D") else None)
    families = all_families()
    now = datetime.now(UTC)
    for day in range(14, -1, -1):
        for _ in range(25):
            f = rng.choice(families)
            skill_rate = 0.55 + (14 - day) * 0.025
            right = rng.random() < skill_rate
            store.record_attempt(
                NewAttempt(
                    trainee_id=ann.id,
                    game=f.game,
                    skill=f.skill.value,
                    family=f.id,
                    difficulty=1,
                    seed=rng.randrange(1 << 30),
                    params={},
                    answer="x",
                    expected="y",
                    correct=right,
                    response_ms=int(rng.uniform(2500, 14000) * (1 - (14 - day) * 0.03)),
                    answered_at=now - timedelta(days=day, minutes=rng.randrange(600)),
                )
            )


def shoot_chip_handling(app: QApplication, window: MainWindow) -> None:
    """Issue 16's chip drills, each with the answer part built so that the felt shows it:
    a cut counted so far, a pile with the colour-up chips picked, a buy-in's change."""
    page = window.drill_page
    shots = (
        ("drill-cut", "casino-holdem", "casino-holdem/cut", 3, 5),
        ("drill-colour-up", "three-card-poker", "three-card-poker/colour-up", 2, 4),
        ("drill-change", "three-five-seven", "three-five-seven/make-change", 3, 1),
    )
    for name, game, family, difficulty, seed in shots:
        window.start_drill(DrillPlan(game=game, family=family, difficulty=difficulty, seed=seed))
        q = page.question
        assert q is not None
        widget: Any = page.widgets[q.kind]
        if q.kind is AnswerKind.CUT:
            widget.counts["stacks"].setValue(q.answer["stacks"])
            widget.counts["piles"].setValue(q.answer["piles"])
        else:
            chips = [int(d) for d, n in q.extra["chips"].items() for _ in range(n)]
            for value in chips[:-1] if name == "drill-colour-up" else chips:
                widget.add(value)
        shoot(app, window, name)
        page.end()


BLACKJACK = {
    # picture: (family, difficulty, seed)
    "drill-blackjack-payout": ("blackjack/payout", 3, 6),
    "drill-blackjack-table": ("blackjack/payout-table", 3, 7),
    "drill-blackjack-spot": ("blackjack/spot-the-error", 3, 2),
}


def shoot_blackjack(app: QApplication, window: MainWindow) -> None:
    """Blackjack's table: one seat paid, the table paid from third base, and a settled
    table to audit with the seat paid wrong pointed at."""
    page = window.drill_page
    for name, (family, difficulty, seed) in BLACKJACK.items():
        if ONLY is not None and name not in ONLY:
            continue
        for tried in range(seed, seed + 40):  # an audit with a mispaid seat to point at
            plan = DrillPlan(game="blackjack", family=family, difficulty=difficulty, seed=tried)
            window.start_drill(plan)
            q = page.question
            assert q is not None
            if q.kind is not AnswerKind.SPOT or q.answer.get("seat") is not None:
                break
            page.end()
        if q.kind is AnswerKind.SPOT:
            spot = page.widgets[AnswerKind.SPOT]
            spot.point(q.answer["seat"])  # type: ignore[attr-defined]
            spot.field.setText("45")  # type: ignore[attr-defined]
            reveal(page.submit_button)  # the fix typed and its Submit in view
        shoot(app, window, name)
        page.end()


def shoot_modal(app: QApplication, name: str, open_it: Any) -> None:
    """Open a modal dialog with *open_it*, picture it over the window, and cancel it."""
    if ONLY is not None and name not in ONLY:
        return

    def act() -> None:
        modal = QApplication.activeModalWidget()
        if modal is None or not modal.isVisible():
            QTimer.singleShot(50, act)
            return
        wait_shown(app, modal)
        shoot(app, modal, name)
        modal.reject()  # Cancel: nothing ended, deleted or dropped

    QTimer.singleShot(0, act)
    open_it()


def shoot_questions(app: QApplication, window: MainWindow, store: ProgressStore) -> None:
    """The keyboard shortcuts (F1); the question before ending an exam early, its safe
    choice the default; the question before closing the console with house settings
    edited and not applied."""
    ann = store.find_trainee("Ann Kowalski")
    window.show_home(ann)
    shoot_modal(app, "help-shortcuts", window.shortcuts_action.trigger)
    mona = store.create_first_supervisor("Mona Reyes", "246810")
    exam = store.define_exam(
        "Hand reading check",
        games=["three-card-poker"],
        skills=["hand-reading"],
        question_count=10,
        time_limit_seconds=0,
        seed=3,
        by=mona,
        practice=True,
    )
    window._sit(exam, ann, None)
    page = window.drill_page
    q = page.question
    assert q is not None
    page.widgets[AnswerKind.CHOICE].choose(q.answer)  # type: ignore[attr-defined]
    settle(app)
    shoot_modal(app, "confirm-end-exam", page.end_requested)
    page.end()
    window.show_console(mona)
    console = window.console
    assert console is not None
    house = console.house  # type: ignore[attr-defined]
    house.fields["kiosk.idle-timeout-seconds"].widget.setValue(300)
    house.fields["three-five-seven.rake-percent"].widget.setValue(8)
    shoot_modal(app, "console-settings-unsaved", console.request_close)  # type: ignore[attr-defined]
    house.show_current()
    # The station's and the console's languages, found by a search (pasted whole, the
    # School section stands in one of two columns: its labels were cut to nothing).
    console.show_page(house)  # type: ignore[attr-defined]
    house.search.setText("idioma" if current_words().language == "es" else "language")
    shoot(app, window, "console-settings-language")
    house.search.clear()
    shoot_classes(app, console, store, mona)
    shoot_certification(app, console, store, mona)
    window.close_console()
    if ONLY is None or "home-levels" in ONLY:
        window.show_home(ann)
        settle(app, 12)
        shoot(app, window, "home-levels")


def _answer(store: ProgressStore, trainee: Any, game: str, skill: str, **extra: Any) -> None:
    store.record_attempt(
        NewAttempt(
            trainee.id,
            game,
            skill,
            f"{game}/{skill}",
            difficulty=2,
            seed=store.attempt_count(),
            params={},
            answer=1,
            expected=1,
            correct=True,
            response_ms=2500,
            **extra,
        )
    )


def shoot_certification(app: QApplication, console: Any, store: ProgressStore, mona: Any) -> None:
    """Issue 29: Ann masters Three Card Poker's drills and passes its exam and its table
    test; her roulette table test scored on the rubric; the exams page with the rubric
    scores; the certification tab of her trainee page."""
    if ONLY is not None and not ONLY & set(CERTIFICATION_PICTURES):
        return
    from trainer.progress.settings import PACED

    ann = store.find_trainee("Ann Kowalski")
    for game, skill in PACED:
        if game == "three-card-poker":
            for _ in range(30):
                _answer(store, ann, game, skill)
    games = ["three-card-poker", "roulette"]
    exam = store.define_exam(
        "Final: Three Card Poker and roulette",
        games=games,
        skills=["payout"],
        question_count=4,
        time_limit_seconds=0,
        seed=8,
        by=mona,
    )
    sitting = store.start_sitting(exam.id, ann.id, seed=2, supervisor=mona)
    for game in (*games, *games):
        _answer(store, ann, game, "payout", mode="exam", session_id=sitting.session_id)
    store.finish_sitting(sitting.id)
    store.sign_off_sitting(sitting.id, by=mona)
    points = {"Shuffle": 4, "Pitch": 4, "Chip cutting": 3, "Payout speed": 4}
    store.score_table_test(
        sitting.id, "three-card-poker", {**points, "Game protection": 5}, by=mona
    )
    page = console.exams
    page.refresh()
    settle(app)
    console.show_page(page)
    page.select_sitting(sitting.id)
    settle(app)
    reveal(page.rubric_button)
    bar = page.sitting_table.horizontalScrollBar()
    bar.setValue(bar.maximum())  # the rubric's column, the last
    settle(app)
    shoot(app, page.window(), "console-exams-rubric")
    dialog = page.score_table_test()
    assert dialog is not None
    wait_shown(app, dialog)
    for spin, value in zip(dialog.spins.values(), (5, 4, 3), strict=False):
        spin.setValue(value)
    shoot(app, dialog, "console-table-test")
    dialog.reject()
    settle(app)
    trainee = console.trainee
    console.show_page(trainee)
    trainee.show_trainee(ann.id)
    settle(app, 12)
    trainee.tabs.setCurrentWidget(trainee.certification)
    shoot(app, trainee.window(), "console-trainee-certification")


def shoot_classes(app: QApplication, console: Any, store: ProgressStore, mona: Any) -> None:
    """The classes page, the question before deleting a class, a roster's bad lines, the
    overview of one class, and a supervisor removed on the People page."""
    if ONLY is not None and not ONLY & set(CLASS_PICTURES):
        return
    trainees = {t.name: t.id for t in store.trainees()}
    day, evening = store.cohorts.add("Day, March"), store.cohorts.add("Evening, March")
    store.cohorts.place([trainees[n] for n in ("Ann Kowalski", "Ben Okafor", "Dev Patel")], day.id)
    store.cohorts.place([trainees[n] for n in ("Carla Diaz", "Grace Liu")], evening.id)
    page = console.classes
    console.refresh()
    settle(app)
    console.show_page(page)
    page.select_class(day.id)
    page.choose_trainees([trainees["Eun-ji Park"], trainees["Farid Haddad"]])
    page.status.setText("Class Day, March made.")
    shoot(app, page.window(), "console-classes")
    shoot_modal(app, "console-classes-delete", page.delete_class)
    with tempfile.TemporaryDirectory() as tmp:
        bad = Path(tmp) / "roster.csv"
        bad.write_text(
            "name,class\nHana Sato,Day, March\n,Evening\nIvan Petrov,Day\nhana sato,Evening\n",
            encoding="utf-8",
        )
        shoot_modal(app, "console-classes-roster-problems", lambda: page.import_roster_from(bad))
    overview = console.overview
    console.show_page(overview)
    overview.class_box.setCurrentIndex(overview.class_box.findData(day.id))
    settle(app, 12)
    shoot(app, page.window(), "console-overview-class")
    overview.class_box.setCurrentIndex(0)
    store.add_supervisor("Raj Patel", "135790", by=mona)
    people = console.people
    people.refresh()
    settle(app)
    console.show_page(people)
    people.supervisor_table.selectRow(1)  # Raj Patel: asked first, then cancelled
    shoot_modal(app, "console-people-remove", people.remove_supervisor)


def shoot_roulette(app: QApplication, window: MainWindow) -> None:
    """Roulette's layout: a picture bet and a complete to pay, the asked seat's stacks
    ringed; a paid layout to audit, the mispaid seat pointed at by a tap on its chips."""
    if ONLY is not None and not any(name.startswith("drill-roulette") for name in ONLY):
        return
    page = window.drill_page
    for family, seed in (("picture", 1), ("complete", 1)):
        window.start_drill(DrillPlan(game="roulette", family=f"roulette/{family}", seed=seed))
        shoot(app, window, f"drill-roulette-{family}")
        page.end()
    for seed in range(1, 40):  # a mispaid layout, several seats on it
        family = "roulette/spot-the-error"
        plan = DrillPlan(game="roulette", family=family, difficulty=2, seed=seed)
        window.start_drill(plan)
        q = page.question
        assert q is not None
        # Few bets: a long sheet of payments under it leaves the layout little room.
        bets = len(q.prompt["scenario"]["bets"])
        if q.answer["seat"] is not None and len(q.prompt["seats"]) > 1 and bets <= 4:
            break
        page.end()
    assert q is not None
    spot = page.widgets[AnswerKind.SPOT]
    seat = q.answer["seat"] or q.prompt["seats"][0]
    spot.point(seat)  # type: ignore[attr-defined]
    spot.field.setText(format_money(q.answer["fix"] or 0))  # type: ignore[attr-defined]
    settle(app)
    # The layout in sight: on a small screen the page opens scrolled to the answer.
    reveal(page.tables, from_top=True)
    shoot(app, window, "drill-roulette-spot")
    page.end()
    shoot_roulette_more(app, window)


def shoot_roulette_more(app: QApplication, window: MainWindow) -> None:
    """Roulette's payoff keys; a picture paid in value chips, the chips built in front of
    the layout; which numbers a chip covers; a layout with a chip placed after "no more
    bets" (the LATE chip) that the dealer paid."""
    page = window.drill_page
    for family, seed in (("payoff-keys", 2), ("numbers-covered", 3)):
        window.start_drill(DrillPlan(game="roulette", family=f"roulette/{family}", seed=seed))
        shoot(app, window, f"drill-roulette-{family}")
        page.end()
    for seed in range(1, 40):  # a picture in the middle of the layout, in sight
        window.start_drill(DrillPlan(game="roulette", family="roulette/picture-chips", seed=seed))
        q = page.question
        assert q is not None
        if 13 <= int(q.prompt["scenario"]["winning"]) <= 27:
            break
        page.end()
    built = page.widgets[AnswerKind.CHIPS]
    for value, count in q.extra["chips"].items():
        for _ in range(count):
            built.add(int(value))  # type: ignore[attr-defined]
    shoot(app, window, "drill-roulette-picture-chips")
    page.end()
    for seed in range(1, 400):  # a past-posted layout with few bets
        plan = DrillPlan(game="roulette", family="roulette/spot-the-error", difficulty=2, seed=seed)
        window.start_drill(plan)
        q = page.question
        assert q is not None
        if q.extra["error"] == "past-posted" and len(q.prompt["scenario"]["bets"]) <= 5:
            break
        page.end()
    reveal(page.tables, from_top=True)
    shoot(app, window, "drill-roulette-past-posted")
    page.end()


def render_screens(out: Path, display: int = 57, language: str = "en") -> int:
    """Each of SCREENS in a process of its own, under Xvfb and openbox where installed."""
    xvfb, openbox = shutil.which("Xvfb"), shutil.which("openbox")
    for folder, (width, height, scale, only) in SCREENS.items():
        env = {**os.environ, "QT_SCALE_FACTOR": str(scale)}
        servers: list[subprocess.Popen[bytes]] = []
        if xvfb is not None:
            spec = f"{width}x{height}x24"
            servers.append(
                subprocess.Popen([xvfb, f":{display}", "-screen", "0", spec, "-nolisten", "tcp"])
            )
            time.sleep(1.5)
            env.update(DISPLAY=f":{display}", QT_QPA_PLATFORM="xcb")
            if openbox is not None:
                servers.append(subprocess.Popen([openbox], env=env))
                time.sleep(1.5)
        else:
            env["QT_QPA_PLATFORM"] = "offscreen"
        command = [sys.executable, __file__, "--size", f"{width}x{height}"]
        command += ["--out", str(out / folder), "--language", language]
        if only is not None:
            command += ["--only", ",".join(sorted(only))]
        try:
            done = subprocess.run(command, env=env, check=False)
        finally:
            for server in reversed(servers):
                server.terminate()
                server.wait()
        if done.returncode:
            return done.returncode
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--out", type=Path, default=None, help="folder for the pictures")
    parser.add_argument("--only", default=None, help="names of the pictures, comma-separated")
    parser.add_argument("--screens", action="store_true", help="every screen of SCREENS")
    parser.add_argument("--display", type=int, default=57, help="X display for --screens")
    parser.add_argument(
        "--language", choices=("en", "es"), default="en", help="the window's language"
    )
    args = parser.parse_args()
    global OUT, ONLY
    OUT = args.out or OUT
    if args.screens:
        return render_screens(OUT, args.display, args.language)
    ONLY = set(args.only.split(",")) if args.only else None
    width, height = (int(x) for x in args.size.split("x"))
    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        QSettings.setDefaultFormat(QSettings.Format.IniFormat)
        # Both formats: the window's preferences are the native one, and a size saved by
        # a real run must not size the pictures.
        for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
            QSettings.setPath(fmt, QSettings.Scope.UserScope, tmp)
        app = application()
        with ProgressStore(Path(tmp) / "data", station="screenshots") as store:
            seed_history(store)
            window = MainWindow(store, language=args.language)
            place(app, window, width, height)
            window.show()
            wait_shown(app, window)
            window.sign_in.refresh()
            shoot(app, window, "sign-in")
            ann = store.find_trainee("Ann Kowalski")
            window.show_home(ann)
            shoot(app, window, "home")
            shots = {
                AnswerKind.AMOUNT: ("three-card-poker", "three-card-poker/payout", 2, 41),
                AnswerKind.CHIPS: ("three-five-seven", "three-five-seven/payout-chips", 2, 8),
                AnswerKind.ORDER: ("three-five-seven", "three-five-seven/dealing-order", 2, 3),
                AnswerKind.ARRANGEMENT: ("casino-holdem", "casino-holdem/arrange", 1, 5),
                AnswerKind.CHOICE: ("three-five-seven", "three-five-seven/rulings", 1, 4),
                AnswerKind.AMOUNTS: ("casino-holdem", "casino-holdem/payout-table", 3, 2),
                AnswerKind.SPOT: ("three-card-poker", "three-card-poker/spot-the-error", 2, 7),
            }
            home = ("three-five-seven-home", "three-five-seven-home/burns", 2, 3)
            page = window.drill_page
            for kind, (game, family, difficulty, seed) in shots.items():
                window.start_drill(
                    DrillPlan(game=game, family=family, difficulty=difficulty, seed=seed)
                )
                shoot(app, window, f"drill-{kind.value}")
                if kind is AnswerKind.AMOUNT:
                    assert page.question is not None
                    widget = page.widgets[kind]
                    widget.field.setText("1")  # type: ignore[attr-defined]
                    page.submit()
                    shoot(app, window, "verdict-wrong")
                    # The verdict's clause opens the rules there; Back returns to the drill.
                    settle(app)
                    page.rule_link.click()
                    shoot(app, window, "rules-clause")
                    window.rules.back.click()
                if kind is AnswerKind.SPOT:  # the seat pointed at, the fix being typed
                    q = page.question
                    assert q is not None
                    spot = page.widgets[kind]
                    seat = q.answer["seat"] or q.prompt["seats"][0]
                    spot.point(seat)  # type: ignore[attr-defined]
                    spot.field.setText("45")  # type: ignore[attr-defined]
                    shoot(app, window, "drill-spot-pointed")
                if kind is AnswerKind.CHIPS:  # the payment built, drawn beside the wager
                    built = page.widgets[kind]
                    for value in (500, 500, 100):
                        built.add(value)  # type: ignore[attr-defined]
                    shoot(app, window, "drill-chips-built")
                page.end()
            shoot_chip_handling(app, window)
            shoot_blackjack(app, window)
            # An order of steps, three tapped: the line under the buttons reads the buttons'
            # numbers, never the steps' places in the right order.
            steps = "three-five-seven/reveal-sequence"
            window.start_drill(DrillPlan(game="three-five-seven", family=steps, seed=7))
            q = page.question
            assert q is not None
            order = page.widgets[AnswerKind.ORDER]
            for token in q.answer[:3]:
                order.tap(token)  # type: ignore[attr-defined]
            shoot(app, window, "drill-order-steps")
            page.end()
            shoot_roulette(app, window)
            # A deal's game protection: the first delivery dealt wrong clicked, the place it
            # belonged tapped on the felt.
            deal = "casino-holdem/spot-the-misdeal"
            window.start_drill(DrillPlan(game="casino-holdem", family=deal, difficulty=2, seed=4))
            q = page.question
            assert q is not None
            spot = page.widgets[AnswerKind.SPOT]
            spot.point(q.answer["card"] or 1)  # type: ignore[attr-defined]
            spot.field.setText(q.answer["to"] or "S1")  # type: ignore[attr-defined]
            shoot(app, window, "drill-spot-deal")
            page.end()
            # The home game's game protection: the payment made wrong pointed at, its fix
            # typed (a wrong payment changes two nets, so the spot is the payment).
            pay = "three-five-seven-home/spot-the-payment"
            for seed in range(1, 200):  # a wild card misread: a burn passed the wrong way
                window.start_drill(DrillPlan(game=home[0], family=pay, difficulty=2, seed=seed))
                q = page.question
                assert q is not None
                if q.extra["error"] == "wild-misread" and len(q.prompt["payments"]) > 2:
                    break
                page.end()
            spot = page.widgets[AnswerKind.SPOT]
            spot.point(q.answer["line"])  # type: ignore[attr-defined]
            spot.field.setText(str(q.answer["fix"]))  # type: ignore[attr-defined]
            shoot(app, window, "drill-spot-payment")
            page.end()
            window.start_drill(
                DrillPlan(game=home[0], family=home[1], difficulty=home[2], seed=home[3])
            )
            shoot(app, window, "drill-home-game")
            page.end()
            window.start_drill(
                DrillPlan(mode=Mode.SPEED, game="three-card-poker", skill="hand-reading", seed=9)
            )
            for i in range(6):
                settle(app)
                q = page.question
                if q is None:
                    break
                choice = page.widgets[AnswerKind.CHOICE]
                choice.choose(q.answer if i % 3 else (q.answer + 1) % len(q.choices))  # type: ignore[attr-defined]
                settle(app)
                page.ask()
            page.end()
            shoot(app, window, "speed-summary")
            window.back_home()
            window.show_progress()
            settle(app, 12)
            shoot(app, window, "progress")
            window.show_rules()
            window.rules.tabs.setCurrentIndex(0)
            shoot(app, window, "rules")
            window.rules.tabs.setCurrentWidget(window.rules.game_tabs["three-five-seven-home"])
            shoot(app, window, "rules-home-game")
            shoot_questions(app, window, store)
            window.close()
            settle(app)
            # A kiosk station: frameless, no menu; then the idle countdown on a trainee's home.
            kiosk = MainWindow(store, kiosk=True)
            place(app, kiosk, width, height)
            kiosk.show()
            wait_shown(app, kiosk)
            kiosk.sign_in.refresh()
            shoot(app, kiosk, "kiosk-sign-in")
            kiosk.show_home(ann)
            kiosk._idle_warning(14)
            shoot(app, kiosk, "kiosk-idle-warning")
            if kiosk.guard is not None:
                kiosk.guard.remove()
            kiosk._may_close = True
            kiosk.close()
            settle(app)
    return 0


if __name__ == "__main__":
    sys.exit(main())
