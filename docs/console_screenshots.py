"""Render every page of the supervisor console to PNG in docs/screenshots/console-*.png.

    QT_QPA_PLATFORM=offscreen .venv/bin/python docs/console_screenshots.py [--size 1280x800]

Builds a throwaway store of a small class (eight trainees, two months of answers, exams
sat and signed off, a few settings changed), opens the console on it as a supervisor and
grabs each page.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from datetime import datetime, timedelta
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QWidget

from trainer.engine.money import format_money
from trainer.progress import NewAttempt, ProgressStore, Supervisor, Trainee
from trainer.quiz.catalog import all_families, generate
from trainer.quiz.house import house_params, rules_for_house
from trainer.quiz.model import AnswerKind, Question
from trainer.ui.application import application
from trainer.ui.console import SupervisorConsole
from trainer.ui.language import apply_language
from trainer.ui.worker import wait_for_background
from trainer.words import Choice

OUT = Path(__file__).resolve().parent / "screenshots"
NOW = datetime(2026, 3, 16, 16, 30).astimezone()
CLASS = {
    # name: (answers a day, first skill rate, daily gain, days since last seen, PIN)
    "Ann Kowalski": (30, 0.62, 0.006, 0, True),
    "Ben Okafor": (18, 0.70, 0.004, 1, False),
    "Carla Diaz": (22, 0.55, 0.007, 0, True),
    "Dev Patel": (12, 0.50, 0.003, 4, True),
    "Eun-ji Park": (26, 0.78, 0.003, 0, False),
    "Farid Haddad": (10, 0.58, 0.002, 9, False),
    "Grace Liu": (16, 0.66, 0.005, 2, True),
    "Hugo Martin": (8, 0.48, 0.004, 21, False),
}


def settle(app: QApplication, rounds: int = 8) -> None:
    """Let queued work and painting finish."""
    for _ in range(rounds):
        wait_for_background()
        app.processEvents()


def shoot(app: QApplication, widget: QWidget, name: str) -> None:
    settle(app)
    path = OUT / f"console-{name}.png"
    widget.grab().save(str(path))
    print(f"wrote {path}")


def wrong_answer(q: Question, rng: random.Random) -> str:
    """A mistake a trainee might make on this question."""
    if q.kind in (AnswerKind.AMOUNT, AnswerKind.CHIPS):
        return format_money(int(q.answer) + rng.choice((-500, -100, 100, 250, 500)))
    if q.kind is AnswerKind.AMOUNTS:
        amounts = list(q.answer)
        amounts[rng.randrange(len(amounts))] += rng.choice((100, 500, 1000))
        return ", ".join(format_money(a) for a in amounts)
    if q.kind is AnswerKind.CHOICE and q.choices:
        return q.choices[(q.answer + 1) % len(q.choices)]
    tokens = q.answer_text.split()
    if len(tokens) > 1:
        tokens[0], tokens[1] = tokens[1], tokens[0]
    return " ".join(tokens) if tokens != q.answer_text.split() else "?"


def record(
    store: ProgressStore,
    trainee: Trainee,
    family: str,
    rng: random.Random,
    right: bool,
    when: datetime,
    **extra: object,
) -> None:
    """One answer to a real question, so that opening it shows the question again."""
    rules = rules_for_house(store.settings())
    seed = rng.randrange(1 << 30)
    difficulty = rng.choice((1, 1, 2))
    q = generate(family, difficulty=difficulty, seed=seed, rules=rules)
    store.record_attempt(
        NewAttempt(
            trainee_id=trainee.id,
            game=q.game,
            skill=q.skill.value,
            family=family,
            difficulty=difficulty,
            seed=seed,
            params=house_params(rules[q.game]),
            answer=q.answer_text if right else wrong_answer(q, rng),
            expected=q.answer_text,
            correct=right,
            response_ms=int(rng.uniform(2500, 16000)),
            answered_at=when,
            **extra,  # type: ignore[arg-type]
        )
    )


def build_class(store: ProgressStore) -> Supervisor:
    """Two months of a small class."""
    rng = random.Random(11)
    mona = store.create_first_supervisor("Mona Reyes", "246810")
    raj = store.add_supervisor("Raj Singh", "135790", by=mona)
    families = [f.id for f in all_families()]
    trainees = {}
    for name, (per_day, rate, gain, idle, pin) in CLASS.items():
        trainee = store.add_trainee(name, "1234" if pin else None)
        trainees[name] = trainee
        liked = rng.sample(families, 12)
        for day in range(60, idle - 1, -1):
            if rng.random() < 0.3:
                continue
            for _ in range(rng.randint(per_day // 2, per_day)):
                chance = min(0.98, rate + gain * (60 - day))
                when = NOW - timedelta(days=day, minutes=rng.randrange(420))
                record(store, trainee, rng.choice(liked), rng, rng.random() < chance, when)
    store.add_trainee("Ivy Brooks")  # new this week: no answers yet
    gone = store.add_trainee("Jon Weber")
    record(store, gone, families[0], rng, True, NOW - timedelta(days=50))
    store.archive_trainee(gone.id)

    store.change_setting("three-five-seven.rake-percent", "8.5", by=raj)
    store.change_setting("kiosk.idle-timeout-seconds", 180, by=mona)
    store.change_setting("pay-schedule.three-five-seven.five", 4, by=mona)
    store.change_setting("target-ms.payout", 5000, by=raj)

    payouts = store.define_exam(
        "Payouts, week 6",
        games=["three-card-poker", "casino-holdem"],
        skills=["payout"],
        question_count=10,
        time_limit_seconds=900,
        seed=40213,
        by=mona,
        pass_mark_percent=80,
    )
    store.define_exam(
        "3-5-7 full procedure",
        games=["three-five-seven"],
        skills=["dealing-order", "settlement-order", "payout", "rake"],
        question_count=25,
        time_limit_seconds=1800,
        seed=97,
        by=raj,
    )
    store.define_exam(
        "Hand reading sprint",
        games=["three-card-poker", "three-five-seven", "casino-holdem"],
        skills=["hand-reading"],
        question_count=15,
        time_limit_seconds=300,
        seed=5150,
        by=raj,
        pass_mark_percent=85,
    )
    exam_families = ["three-card-poker/payout", "casino-holdem/payout-table"]
    for name, right, sign in (
        ("Ann Kowalski", 10, True),
        ("Eun-ji Park", 9, False),
        ("Carla Diaz", 6, False),
        ("Ben Okafor", 8, True),
    ):
        sitting = store.start_sitting(payouts.id, trainees[name].id, seed=len(name), supervisor=raj)
        for i in range(10):
            record(
                store,
                trainees[name],
                exam_families[i % 2],
                rng,
                i < right,
                sitting.started_at,
                mode="exam",
                session_id=sitting.session_id,
            )
        store.finish_sitting(sitting.id)
        if sign:
            store.sign_off_sitting(sitting.id, by=mona)
    return mona


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--out", type=Path, default=None, help="folder for the pictures")
    parser.add_argument(
        "--language", choices=("en", "es"), default="en", help="the console's language"
    )
    args = parser.parse_args()
    global OUT
    OUT = args.out or OUT
    width, height = (int(x) for x in args.size.split("x"))
    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        QSettings.setDefaultFormat(QSettings.Format.IniFormat)
        for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
            QSettings.setPath(fmt, QSettings.Scope.UserScope, tmp)
        app = application()
        apply_language(Choice(args.language))
        with ProgressStore(Path(tmp) / "data", station="front-desk", clock=lambda: NOW) as store:
            mona = build_class(store)
            console = SupervisorConsole(store, mona)
            console.resize(width, height)
            console.show()
            settle(app, 12)
            shoot(app, console, "overview")

            console.overview.table.selectRow(0)
            ann = store.find_trainee("Ann Kowalski")
            console.show_trainee(ann.id)
            settle(app, 12)
            shoot(app, console, "trainee")
            trainee = console.trainee
            trainee.tabs.setCurrentIndex(1)
            trainee.result_box.setCurrentIndex(trainee.result_box.findData("wrong"))
            trainee.attempt_table.selectRow(0)
            shoot(app, console, "trainee-answers")
            trainee.tabs.setCurrentWidget(trainee.schedule)
            settle(app)
            shoot(app, console, "trainee-next")
            trainee.tabs.setCurrentIndex(1)
            pick = next(
                (
                    r
                    for r in range(trainee.attempt_proxy.rowCount())
                    if "payout" in str(trainee.attempt_proxy.index(r, 3).data()).lower()
                    or "pay" in str(trainee.attempt_proxy.index(r, 3).data()).lower()
                ),
                0,
            )
            trainee.attempt_table.selectRow(pick)
            trainee.open_current()
            dialog = trainee.dialog
            assert dialog is not None
            dialog.resize(width - 120, height - 60)
            settle(app)
            shoot(app, dialog, "attempt")
            dialog.close()

            console.show_page(console.exams)
            settle(app)
            exams = console.exams
            exams.exam_table.selectRow(0)
            exams.select_sitting(store.sittings()[1].id)
            shoot(app, console, "exams")
            builder = exams.new_exam()
            builder.name.setText("Rulings check")
            builder.game_checks["three-card-poker"].setChecked(True)
            builder.game_checks["casino-holdem"].setChecked(True)
            builder.skill_checks["rulings"].setChecked(True)
            builder.skill_checks["hand-reading"].setChecked(True)
            builder.adjustSize()
            shoot(app, builder, "exam-builder")
            builder.reject()

            console.show_page(console.reports)
            console.reports.select_trainee(ann.id)
            # As it looks while the class report is being written.
            console.reports.running = True
            console.reports._update_buttons()
            console.reports.progress.setRange(0, 100)
            console.reports.progress.setValue(64)
            console.reports.message.setText("Writing class-report-2026-03-16.pdf…")
            shoot(app, console, "reports")
            console.reports.running = False
            console.reports._update_buttons()

            console.show_page(console.credentials)
            settle(app)
            credentials = console.credentials
            signed = [s for s in store.sittings() if s.signed_off_by is not None and s.passed]
            first = store.issue_credential(signed[0].id, by=mona)
            credentials.refresh()
            settle(app)
            credentials.select_sitting(signed[-1].id)
            credentials.code.setPlainText(first.summary)
            credentials.check()
            shoot(app, console, "credentials")

            console.show_page(console.house)
            field = console.house.fields["three-five-seven.rake-percent"]
            field.widget.setValue(12)  # type: ignore[attr-defined]
            console.house.apply()
            shoot(app, console, "settings")

            console.show_page(console.people)
            settle(app)
            console.people.select_trainee(ann.id)
            shoot(app, console, "people")
            console.nav.setFocus(Qt.FocusReason.OtherFocusReason)
            console.close()
            settle(app)
    return 0


if __name__ == "__main__":
    sys.exit(main())
