"""The printed reports and CSV exports: written, read back, cancelled, run off the GUI thread.

One store of a small class (several trainees, a few weeks of answers over every game and
skill, an archived trainee, one who never answered, exam sittings in every state) is built
once for the module; every report is written from it into a fresh folder and read back:
PDFs with pypdf (page count and text), CSVs with ``csv.DictReader``.
"""

from __future__ import annotations

import csv
import errno
import os
import random
import re
import threading
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from functools import partial
from pathlib import Path
from typing import Any

import pytest
from pypdf import PdfReader

from trainer.errors import TrainerError
from trainer.progress import ExamSitting, NewAttempt, ProgressStore, Trainee
from trainer.progress.transfer_reading import read_file
from trainer.quiz.catalog import all_families, get_family
from trainer.ui.reports import (
    ATTEMPT_COLUMNS,
    SUMMARY_COLUMNS,
    ReportCancelled,
    certificate_pdf,
    class_report_pdf,
    export_csv,
    trainee_report_pdf,
)
from trainer.ui.reports import files as report_files
from trainer.ui.worker import Task, run_in_background, wait_for_background

NOW = datetime(2025, 3, 20, 17, 0, tzinfo=UTC)
TODAY = NOW.date()
DAYS = 21
STATION = "front-desk"


@dataclass(frozen=True)
class School:
    store: ProgressStore
    ann: Trainee
    ben: Trainee
    carla: Trainee
    dev: Trainee  # never answered
    old: Trainee  # archived
    passed: ExamSitting  # Ann's, signed off by Sam Rivera
    failed: ExamSitting  # Ben's, finished and signed off
    unfinished: ExamSitting  # Carla's
    unsigned: ExamSitting  # Ben's second, passed but not signed off
    days: Counter[date]  # answers recorded per day


def _answer(
    store: ProgressStore,
    trainee: Trainee,
    family_id: str,
    *,
    correct: bool,
    ms: int,
    at: datetime,
    seed: int,
    mode: str = "practice",
    session: str | None = None,
) -> None:
    family = get_family(family_id)
    store.record_attempt(
        NewAttempt(
            trainee_id=trainee.id,
            game=family.game,
            skill=family.skill.value,
            family=family.id,
            difficulty=1,
            seed=seed,
            params={"bet_cents": 500},
            answer={"pay_cents": 1000 if correct else 900, "note": "payé"},
            expected={"pay_cents": 1000, "note": "payé"},
            correct=correct,
            response_ms=ms,
            mode=mode,
            session_id=session,
            answered_at=at,
        )
    )


@pytest.fixture(scope="module")
def school(tmp_path_factory: pytest.TempPathFactory) -> Iterator[School]:
    store = ProgressStore(
        tmp_path_factory.mktemp("school") / "data", station=STATION, clock=lambda: NOW
    )
    rng = random.Random(6)
    families = all_families()
    ann = store.add_trainee("Ann Kowalski")
    ben = store.add_trainee("Ben Okafor")
    carla = store.add_trainee("Carla Díaz")
    dev = store.add_trainee("Dev Patel")
    old = store.add_trainee("Olga Oldham")
    days: Counter[date] = Counter()
    for t, trainee in enumerate((ann, ben, carla, old)):
        for day in range(DAYS - 1, -1, -1):
            if (day + t) % 4 == 3:
                continue  # nobody practises every day
            for _ in range(6):
                family = rng.choice(families)
                at = NOW - timedelta(days=day, minutes=rng.randrange(60, 600))
                right = rng.random() < 0.5 + (DAYS - day) * 0.02
                ms = int(rng.uniform(2500, 12000))
                _answer(
                    store,
                    trainee,
                    family.id,
                    correct=right,
                    ms=ms,
                    at=at,
                    seed=rng.randrange(1 << 30),
                )
                days[at.date()] += 1
    # Ann masters Three Card Poker payouts: thirty fast right answers today.
    payout = next(f.id for f in families if f.game == "three-card-poker" and f.skill == "payout")
    for i in range(30):
        at = NOW - timedelta(minutes=40 - i)  # after every practice answer of the day
        _answer(store, ann, payout, correct=True, ms=2500, at=at, seed=i)
        days[at.date()] += 1
    store.archive_trainee(old.id)

    sam = store.create_first_supervisor("Sam Rivera", "246810")
    exam = store.define_exam(
        "Three Card Poker payouts",
        games=["three-card-poker"],
        skills=["payout"],
        question_count=4,
        time_limit_seconds=0,
        seed=11,
        by=sam,
        pass_mark_percent=75,
    )

    def sit(trainee: Trainee, right: int, *, finish: bool = True, sign: bool = True) -> ExamSitting:
        sitting = store.start_sitting(exam.id, trainee.id, seed=7, supervisor=sam)
        for k in range(4):
            _answer(
                store,
                trainee,
                payout,
                correct=k < right,
                ms=4000,
                at=NOW,
                seed=100 + k,
                mode="exam",
                session=sitting.session_id,
            )
            days[TODAY] += 1
        if finish:
            sitting = store.finish_sitting(sitting.id)
            if sign:
                sitting = store.sign_off_sitting(sitting.id, by=sam)
        return sitting

    passed = sit(ann, 4)
    failed = sit(ben, 1)
    unfinished = sit(carla, 2, finish=False)
    unsigned = sit(ben, 3, sign=False)
    assert passed.passed and not failed.passed and unsigned.passed
    try:
        yield School(store, ann, ben, carla, dev, old, passed, failed, unfinished, unsigned, days)
    finally:
        store.close()


def pdf_text(path: Path) -> tuple[int, str]:
    """The page count and the text of a PDF, runs of spaces and tabs made one space.

    Not unicode-normalised: the reports draw no ligatures, so that a PDF reader finds
    "certificate" or "signed off" when a supervisor searches for them.
    """
    reader = PdfReader(path)
    text = "\n".join(page.extract_text() for page in reader.pages)
    return len(reader.pages), re.sub(r"[ \t]+", " ", text)


def read_csv(path: Path) -> tuple[list[str], list[dict[str, str]]]:
    """The header and rows of a CSV's first table (up to an empty line)."""
    with path.open(encoding="utf-8", newline="") as handle:
        lines = list(csv.reader(handle))
    header = lines[0]
    end = lines.index([]) if [] in lines else len(lines)
    return header, [dict(zip(header, row, strict=True)) for row in lines[1:end]]


def nothing_left_in(folder: Path) -> bool:
    return not any(folder.iterdir())


# -- the class report ------------------------------------------------------------------------


def test_class_report_names_every_active_trainee(qapp: Any, school: School, tmp_path: Path) -> None:
    path = tmp_path / "class.pdf"
    pages = class_report_pdf(school.store, path)
    count, text = pdf_text(path)
    assert pages == count >= 2
    for trainee in (school.ann, school.ben, school.carla, school.dev):
        assert trainee.name in text
    assert school.old.name not in text  # archived: out of the class
    assert "Dealer Trainer" in text
    assert "Class report" in text
    # Issue 12: both ends of the period, an open start from the first day answered.
    assert "28 February 2025 to 20 March 2025" in text
    assert f"Station: {STATION}" in text
    assert "Page 1 of" in text
    assert f"Page {count} of {count}" in text
    assert "Active trainees" in text
    assert "Most-missed question families" in text
    top = school.store.most_missed()[0]
    assert get_family(top.family).label in text
    assert "Mastery by game and skill" in text


def test_the_report_of_one_class_prints_only_that_class(
    qapp: Any, school: School, tmp_path: Path
) -> None:
    # Issue 24 item 16: a class report of one class names it and no trainee outside it.
    store = school.store
    evening = store.cohorts.add("Evening")
    try:
        store.cohorts.place([school.ann.id, school.dev.id], evening.id)
        path = tmp_path / "evening.pdf"
        class_report_pdf(store, path, cohort=evening)
        _, text = pdf_text(path)
        assert "Class report: Evening" in text
        assert school.ann.name in text and school.dev.name in text
        assert school.ben.name not in text and school.carla.name not in text
    finally:
        store.cohorts.delete(evening.id)


def test_class_report_over_a_date_range(qapp: Any, school: School, tmp_path: Path) -> None:
    path = tmp_path / "week.pdf"
    since, until = TODAY - timedelta(days=6), TODAY - timedelta(days=1)
    pages = class_report_pdf(school.store, path, since=since, until=until)
    count, text = pdf_text(path)
    assert pages == count
    assert "14 March 2025 to 19 March 2025" in text
    answers = sum(n for day, n in school.days.items() if since <= day <= until)
    active = sum(
        s.stats.attempts
        for s in school.store.trainee_summaries(since, until)
        if s.trainee_id != school.old.id
    )
    assert 0 < active < answers  # the archived trainee's answers are left out
    assert f"{active:,}" in text


def test_reports_carry_the_schools_name_and_both_ends_of_their_period(
    qapp: Any, tmp_path: Path
) -> None:
    """Issue 12: a report names the school (a house setting) and gives its period as two
    days, whichever ends were left open."""
    with ProgressStore(tmp_path / "data", station=STATION, clock=lambda: NOW) as store:
        ann = store.add_trainee("Ann Kowalski")
        pay = partial(_answer, store, ann, "three-card-poker/payout", correct=True, ms=3000)
        for days_ago in (3, 0):
            pay(at=NOW - timedelta(days=days_ago, hours=1), seed=days_ago)
        sam = store.create_first_supervisor("Sam Rivera", "246810")
        store.change_setting("school.name", "Silver Sands Dealer School", by=sam)
        class_report_pdf(store, tmp_path / "class.pdf")
        trainee_report_pdf(store, ann.id, tmp_path / "ann.pdf", since=TODAY - timedelta(days=10))
        class_report_pdf(store, tmp_path / "to.pdf", until=TODAY - timedelta(days=1))
        exam = store.define_exam(
            "Payouts",
            games=["three-card-poker"],
            skills=["payout"],
            question_count=1,
            time_limit_seconds=0,
            seed=11,
            by=sam,
            pass_mark_percent=75,
        )
        sitting = store.start_sitting(exam.id, ann.id, seed=7, supervisor=sam)
        pay(at=NOW, seed=9, mode="exam", session=sitting.session_id)
        store.finish_sitting(sitting.id)
        store.sign_off_sitting(sitting.id, by=sam)
        certificate_pdf(store, sitting.id, tmp_path / "certificate.pdf")
    _, text = pdf_text(tmp_path / "certificate.pdf")
    assert "Silver Sands Dealer School" in text
    _, text = pdf_text(tmp_path / "class.pdf")
    assert "Silver Sands Dealer School" in text
    assert "17 March 2025 to 20 March 2025" in text
    _, text = pdf_text(tmp_path / "ann.pdf")
    assert "Silver Sands Dealer School" in text
    assert "10 March 2025 to 20 March 2025" in text
    _, text = pdf_text(tmp_path / "to.pdf")
    assert "17 March 2025 to 19 March 2025" in text


def test_class_report_of_an_empty_store(qapp: Any, tmp_path: Path) -> None:
    with ProgressStore(tmp_path / "data", station="empty", clock=lambda: NOW) as store:
        path = tmp_path / "empty.pdf"
        assert class_report_pdf(store, path) == 1
    count, text = pdf_text(path)
    assert count == 1
    assert "There are no active trainees." in text
    assert "No answers in this period." in text
    assert "Page 1 of 1" in text


def test_a_long_class_spreads_over_pages_with_the_table_header_repeated(
    qapp: Any, tmp_path: Path
) -> None:
    with ProgressStore(tmp_path / "data", station="big", clock=lambda: NOW) as store:
        names = [f"Trainee {i:03d} with a rather long name, to be cut short" for i in range(90)]
        for name in names:
            store.add_trainee(name)
        path = tmp_path / "big.pdf"
        pages = class_report_pdf(store, path)
    count, text = pdf_text(path)
    assert pages == count >= 3
    assert "Trainees (continued)" in text
    assert text.count("Last active") >= 2  # the header again on the next page
    assert f"Page {count} of {count}" in text


# -- the trainee report ------------------------------------------------------------------------


def test_trainee_report(qapp: Any, school: School, tmp_path: Path) -> None:
    path = tmp_path / "ann.pdf"
    pages = trainee_report_pdf(school.store, school.ann.id, path)
    count, text = pdf_text(path)
    assert pages == count
    assert "Trainee report: Ann Kowalski" in text
    assert "Page 1 of" in text
    assert "Mastery" in text and "Mastered" in text  # Three Card Poker payouts
    assert "Exam sittings" in text
    assert "Pass mark" in text  # the header whole (issue 12: it read "Pass m…")
    assert "Three Card Poker payouts" in text
    assert "Passed" in text
    assert "Sam Rivera, 20 Mar 2025" in text
    assert "Ben Okafor" not in text


def test_trainee_report_shows_every_state_of_a_sitting(
    qapp: Any, school: School, tmp_path: Path
) -> None:
    path = tmp_path / "ben.pdf"
    trainee_report_pdf(school.store, school.ben.id, path)
    _, text = pdf_text(path)
    assert "Failed" in text and "Passed" in text
    assert "Not signed off" in text
    path = tmp_path / "carla.pdf"
    trainee_report_pdf(school.store, school.carla.id, path)
    _, text = pdf_text(path)
    assert "Carla Díaz" in text
    assert "Not finished" in text


def test_trainee_report_of_an_archived_trainee_and_of_one_who_never_answered(
    qapp: Any, school: School, tmp_path: Path
) -> None:
    trainee_report_pdf(school.store, school.old.id, tmp_path / "old.pdf")
    _, text = pdf_text(tmp_path / "old.pdf")
    assert "Olga Oldham (archived)" in text
    assert trainee_report_pdf(school.store, school.dev.id, tmp_path / "dev.pdf") == 1
    _, text = pdf_text(tmp_path / "dev.pdf")
    assert "No answers in this period." in text
    assert "No exam was sat in this period." in text


def test_an_unknown_trainee_is_named(qapp: Any, school: School, tmp_path: Path) -> None:
    with pytest.raises(TrainerError, match="9999"):
        trainee_report_pdf(school.store, 9999, tmp_path / "nobody.pdf")
    assert nothing_left_in(tmp_path)


def test_a_range_that_ends_before_it_starts_is_refused(
    qapp: Any, school: School, tmp_path: Path
) -> None:
    with pytest.raises(TrainerError, match="after its last day"):
        class_report_pdf(school.store, tmp_path / "x.pdf", since=TODAY, until=TODAY - timedelta(1))
    assert nothing_left_in(tmp_path)


# -- the certificate ---------------------------------------------------------------------------


def test_certificate_of_a_signed_off_pass(qapp: Any, school: School, tmp_path: Path) -> None:
    path = tmp_path / "certificate.pdf"
    assert certificate_pdf(school.store, school.passed.id, path) == 1
    reader = PdfReader(path)
    box = reader.pages[0].mediabox
    assert box.width > box.height  # landscape
    count, text = pdf_text(path)
    assert count == 1
    assert "Certificate of table test" in text
    assert "Ann Kowalski" in text
    assert "Three Card Poker payouts" in text
    assert "with a score of 100% against a pass mark of 75%, on 20 March 2025." in text
    assert "Signed off by Sam Rivera on 20 March 2025" in text


@pytest.mark.parametrize(
    ("which", "reason"),
    [
        ("failed", "only for a passed exam"),
        ("unfinished", "has not finished"),
        ("unsigned", "has not been signed off"),
    ],
)
def test_no_certificate_without_a_signed_off_pass(
    qapp: Any, school: School, tmp_path: Path, which: str, reason: str
) -> None:
    sitting: ExamSitting = getattr(school, which)
    with pytest.raises(TrainerError, match=reason):
        certificate_pdf(school.store, sitting.id, tmp_path / "certificate.pdf")
    assert nothing_left_in(tmp_path)


# -- CSV exports -----------------------------------------------------------------------------


def test_class_csv_has_a_row_per_active_trainee_and_skill(
    qapp: Any, school: School, tmp_path: Path
) -> None:
    path = tmp_path / "class.csv"
    written = export_csv(school.store, path, "class")
    header, rows = read_csv(path)
    expected = [s for s in school.store.trainee_summaries() if s.trainee_id != school.old.id]
    assert header == list(SUMMARY_COLUMNS)
    assert written == len(rows) == len(expected)
    assert {r["trainee"] for r in rows} == {"Ann Kowalski", "Ben Okafor", "Carla Díaz"}
    mastered = [r for r in rows if r["mastered"] == "true"]
    assert [(r["trainee"], r["game"], r["skill"]) for r in mastered] == [
        ("Ann Kowalski", "three-card-poker", "payout")
    ]
    assert sum(int(r["attempts"]) for r in rows) == sum(s.stats.attempts for s in expected)


def test_trainee_csv(qapp: Any, school: School, tmp_path: Path) -> None:
    path = tmp_path / "carla.csv"
    written = export_csv(school.store, path, "trainee", trainee_id=school.carla.id)
    _, rows = read_csv(path)
    assert written == len(rows) == len(school.store.trainee_summaries(trainee_id=school.carla.id))
    assert {r["trainee"] for r in rows} == {"Carla Díaz"}
    with pytest.raises(TrainerError, match="needs a trainee"):
        export_csv(school.store, tmp_path / "nobody.csv", "trainee")


def test_attempts_csv_holds_every_attempt(qapp: Any, school: School, tmp_path: Path) -> None:
    path = tmp_path / "attempts.csv"
    written = export_csv(school.store, path, "attempts")
    header, rows = read_csv(path)
    assert header == list(ATTEMPT_COLUMNS)
    assert written == len(rows) == school.store.attempt_count() == sum(school.days.values())
    assert len({r["attempt_id"] for r in rows}) == len(rows)
    first = rows[0]
    assert datetime.fromisoformat(first["answered_at"].replace("Z", "+00:00")).tzinfo is not None
    assert first["station"] == STATION
    assert '"note":"payé"' in first["expected"]
    assert Counter(r["mode"] for r in rows)["exam"] == 16
    assert {r["trainee"] for r in rows} >= {"Olga Oldham", "Carla Díaz"}  # archived too
    named = {(r["game"], r["game_name"], r["skill"], r["skill_name"]) for r in rows}
    assert ("three-card-poker", "Three Card Poker", "payout", "Payouts") in named


def test_the_attempts_csv_is_the_export_another_station_imports(
    qapp: Any, school: School, tmp_path: Path
) -> None:
    path = tmp_path / "attempts.csv"
    export_csv(school.store, path, "attempts", trainee_id=school.carla.id)
    lines = path.read_text(encoding="utf-8").splitlines()
    blank = lines.index("")
    assert lines[blank + 1] == ",".join(SUMMARY_COLUMNS)  # then the summary, as the CLI's
    summaries = school.store.trainee_summaries(trainee_id=school.carla.id)
    # Then, after one more empty line, the seal (issue 17, item 11: a sealed export), which
    # covers the summary and the name columns too (issue 32, item 7).
    seal = lines.index("", blank + 1)
    assert seal - blank - 2 == len(summaries)
    assert lines[seal + 1] == "seal_key,seal_station,seal_exported_at,seal_signature,seal_covers"
    assert len(lines) == seal + 3
    back = list(read_file(path))
    assert [a.attempt_id for a in back] == [
        a.attempt_id for a in school.store.attempts(trainee_id=school.carla.id)
    ]


def test_attempts_csv_of_one_trainee_over_a_range(
    qapp: Any, school: School, tmp_path: Path
) -> None:
    since, until = TODAY - timedelta(days=9), TODAY - timedelta(days=2)
    path = tmp_path / "ben.csv"
    written = export_csv(
        school.store, path, "attempts", trainee_id=school.ben.id, since=since, until=until
    )
    _, rows = read_csv(path)
    assert written == len(rows) > 0
    assert {r["trainee"] for r in rows} == {"Ben Okafor"}
    assert all(since <= date.fromisoformat(r["day"]) <= until for r in rows)
    everyone = export_csv(school.store, tmp_path / "all.csv", "attempts", since=since, until=until)
    assert everyone == sum(n for day, n in school.days.items() if since <= day <= until)


def test_an_unknown_kind_of_export_is_refused(qapp: Any, school: School, tmp_path: Path) -> None:
    with pytest.raises(TrainerError, match="not a kind of export"):
        export_csv(school.store, tmp_path / "x.csv", "everything")  # type: ignore[arg-type]
    assert nothing_left_in(tmp_path)


# -- progress and cancellation ----------------------------------------------------------------


def _jobs(school: School) -> dict[str, Callable[..., int]]:
    store = school.store
    return {
        "class report": lambda path, **kw: class_report_pdf(store, path, **kw),
        "trainee report": lambda path, **kw: trainee_report_pdf(store, school.ann.id, path, **kw),
        "class csv": lambda path, **kw: export_csv(store, path, "class", **kw),
        "trainee csv": lambda path, **kw: export_csv(
            store, path, "trainee", trainee_id=school.ann.id, **kw
        ),
        "attempts csv": lambda path, **kw: export_csv(store, path, "attempts", **kw),
    }


JOBS = ("class report", "trainee report", "class csv", "trainee csv", "attempts csv")


@pytest.mark.parametrize("job", JOBS)
def test_progress_counts_up_to_its_total(
    qapp: Any, school: School, tmp_path: Path, job: str
) -> None:
    calls: list[tuple[int, int]] = []
    _jobs(school)[job](tmp_path / "out", progress=lambda done, total: calls.append((done, total)))
    assert calls[0][0] == 0
    done, total = calls[-1]
    assert done == total >= 1
    assert [d for d, _ in calls] == sorted(d for d, _ in calls)
    assert all(0 <= d <= t for d, t in calls)
    assert (tmp_path / "out").exists()


@pytest.mark.parametrize("after", [1, 2, "last"])
@pytest.mark.parametrize("job", JOBS)
def test_cancelling_leaves_no_file(
    qapp: Any, school: School, tmp_path: Path, job: str, after: int | str
) -> None:
    run = _jobs(school)[job]
    calls: list[tuple[int, int]] = []
    run(tmp_path / "probe", progress=lambda d, t: calls.append((d, t)))
    (tmp_path / "probe").unlink()
    # The last call comes once the file is in place, so stop before it at the latest.
    stop_at = len(calls) - 1 if after == "last" else min(int(after), len(calls) - 1)
    seen = 0

    def progress(done: int, total: int) -> None:
        nonlocal seen
        seen += 1

    with pytest.raises(ReportCancelled, match="cancelled; no file was written"):
        run(tmp_path / "report", progress=progress, cancelled=lambda: seen >= stop_at)
    assert nothing_left_in(tmp_path)


def test_a_cancelled_report_keeps_the_file_it_would_have_replaced(
    qapp: Any, school: School, tmp_path: Path
) -> None:
    path = tmp_path / "class.pdf"
    path.write_bytes(b"last week's report")
    with pytest.raises(ReportCancelled):
        class_report_pdf(school.store, path, cancelled=lambda: True)
    assert path.read_bytes() == b"last week's report"
    assert [p.name for p in tmp_path.iterdir()] == ["class.pdf"]
    class_report_pdf(school.store, path)
    assert path.read_bytes().startswith(b"%PDF")


def test_a_report_runs_in_the_background(qtbot: Any, school: School, tmp_path: Path) -> None:
    path = tmp_path / "class.pdf"
    results: list[object] = []
    moved: list[tuple[int, int]] = []
    run_in_background(
        lambda task: class_report_pdf(school.store, path, progress=task.progress),
        results.append,
        results.append,
        on_progress=lambda d, t: moved.append((d, t)),
    )
    qtbot.waitUntil(lambda: bool(results), timeout=60_000)
    wait_for_background(300_000)
    assert results == [pdf_text(path)[0]]
    assert moved[0][0] == 0 and moved[-1][0] == moved[-1][1]  # delivered on the GUI thread


def test_a_cancelled_background_report_reports_the_cancellation(
    qtbot: Any, school: School, tmp_path: Path
) -> None:
    results: list[object] = []
    cancel_sent = threading.Event()

    def work(task: Task) -> int:
        assert cancel_sent.wait(300)  # the Cancel button is pressed before the export starts
        return export_csv(school.store, tmp_path / "a.csv", "attempts", cancelled=task.is_cancelled)

    task = run_in_background(work, results.append, results.append)
    task.cancel()
    cancel_sent.set()
    qtbot.waitUntil(lambda: bool(results), timeout=60_000)
    wait_for_background(300_000)
    assert isinstance(results[0], ReportCancelled)
    assert nothing_left_in(tmp_path)


# -- files that cannot be written ---------------------------------------------------------------


@pytest.mark.parametrize("job", [*JOBS, "certificate"])
def test_a_folder_that_is_a_file_gives_one_sentence(
    qapp: Any, school: School, tmp_path: Path, job: str
) -> None:
    blocker = tmp_path / "reports"
    blocker.write_text("not a folder")
    target = blocker / "out.file"
    with pytest.raises(TrainerError) as caught:
        if job == "certificate":
            certificate_pdf(school.store, school.passed.id, target)
        else:
            _jobs(school)[job](target)
    message = str(caught.value)
    assert str(blocker) in message
    assert "not a folder" in message
    assert "\n" not in message
    assert [p.name for p in tmp_path.iterdir()] == ["reports"]


def test_a_missing_folder_is_named(qapp: Any, school: School, tmp_path: Path) -> None:
    with pytest.raises(TrainerError, match="does not exist"):
        export_csv(school.store, tmp_path / "gone" / "class.csv", "class")


@pytest.mark.parametrize("job", ["class report", "attempts csv"])
def test_a_full_disk_gives_one_sentence_and_leaves_nothing(
    qapp: Any, school: School, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, job: str
) -> None:
    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(report_files.os, "fsync", full)
    with pytest.raises(TrainerError, match="is full"):
        _jobs(school)[job](tmp_path / "out")
    assert nothing_left_in(tmp_path)


def test_a_target_that_is_a_folder_is_named(qapp: Any, school: School, tmp_path: Path) -> None:
    (tmp_path / "class.csv").mkdir()
    with pytest.raises(TrainerError, match="is a folder"):
        export_csv(school.store, tmp_path / "class.csv", "class")
    assert [p.name for p in tmp_path.iterdir()] == ["class.csv"]


def test_a_report_open_in_another_program_is_named(
    qapp: Any, school: School, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "class.csv"
    path.write_text("open in a spreadsheet")

    def locked(source: Any, target: Any) -> None:
        raise PermissionError(errno.EACCES, "in use")

    monkeypatch.setattr(report_files.os, "replace", locked)
    with pytest.raises(TrainerError, match="close it if another program has it open"):
        export_csv(school.store, path, "class")
    assert path.read_text() == "open in a spreadsheet"
    assert [p.name for p in tmp_path.iterdir()] == ["class.csv"]


def test_reports_give_accuracy_as_the_one_whole_percent_every_page_shows(
    qapp: Any, tmp_path: Path
) -> None:
    """Issue 12, "one accuracy figure per cell": a report's accuracy is
    ``accuracy_percent``'s whole percent, as Home, My progress and the console show it
    (5 right of 8 is 63%, not 62.5%), in the tiles and the tables alike."""
    with ProgressStore(tmp_path / "data", station=STATION, clock=lambda: NOW) as store:
        eve = store.add_trainee("Eve Moreau")
        for i in range(8):
            _answer(
                store,
                eve,
                "three-card-poker/payout",
                correct=i < 5,
                ms=4000,
                at=NOW - timedelta(hours=1, minutes=i),
                seed=i,
            )
        (cell,) = store.trainee_detail(eve.id).skills
        assert cell.accuracy_percent == 63
        for name, write in (
            ("eve.pdf", lambda path: trainee_report_pdf(store, eve.id, path)),
            ("class.pdf", lambda path: class_report_pdf(store, path)),
        ):
            write(tmp_path / name)
            _count, text = pdf_text(tmp_path / name)
            assert "63%" in text, name
            assert not re.search(r"\d\.\d%", text), (name, re.findall(r"\S*\d\.\d%", text))
