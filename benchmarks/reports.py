"""Benchmark the printed reports at school scale: 200 trainees, 2,000,000 attempts.

Builds the store of ``benchmarks/progress.py`` (the same code, imported; or reuses one
given with ``--keep DIR``), then times, each beside a peer measured in the same run:

- the PDF class report, all time and the last 30 days (goal: under 5 s), against the
  store queries it makes (so the ratio is the cost of laying out and painting the pages);
- the class statistics (``ProgressStore.class_statistics``, a constant number
  of queries), against the way the report used to gather them, with one or two queries
  per trainee (the ratio is the saving);
- the CSV class export (one row per trainee and skill), against the same rows written
  by the same writer to an open file (the ratio is the temporary file, fsync and rename
  that keep a cancelled or failed export from leaving half a file);
- one trainee's PDF report and the CSV of one trainee's attempts (about 10,000 rows);
- with ``--all-attempts``, the CSV of all 2,000,000 attempts (about a minute).

The reports run on the calling thread here, as they do on the console's worker thread.

    .venv/bin/python benchmarks/reports.py                   # full size (builds in minutes)
    .venv/bin/python benchmarks/reports.py --attempts 200000 --trainees 40
    .venv/bin/python benchmarks/reports.py --keep /tmp/bench-store   # build once, rerun fast
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import date, datetime, timedelta
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtGui import QGuiApplication

from benchmarks.progress import FIRST_DATE, STATION_TZ, build, timed
from trainer.progress import ProgressStore
from trainer.progress.store import FILE_NAME
from trainer.progress.transfer import write_summary_csv
from trainer.quiz.model import export_names
from trainer.ui.reports import (
    class_report_pdf,
    export_csv,
    trainee_report_pdf,
)

RECENT_DAYS = 14  # as the class report used to look for each trainee's last day


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--attempts", type=int, default=2_000_000)
    parser.add_argument("--trainees", type=int, default=200)
    parser.add_argument("--days", type=int, default=365)
    parser.add_argument("--repeat", type=int, default=5, help="timed runs per report")
    parser.add_argument("--keep", type=Path, help="build the store here once and reuse it")
    parser.add_argument(
        "--all-attempts", action="store_true", help="also time the CSV of every attempt"
    )
    parser.add_argument("--out", type=Path, help="keep the reports written here")
    args = parser.parse_args(argv)

    folder = args.keep or Path(tempfile.mkdtemp(prefix="dealer-trainer-bench-"))
    build_s = None
    if not (folder / FILE_NAME).exists():
        print(
            f"Building {args.attempts:,} attempts of {args.trainees} trainees in {folder} ...",
            file=sys.stderr,
        )
        build_s = build(folder, args.trainees, args.attempts, args.days)
    out = args.out or Path(tempfile.mkdtemp(prefix="dealer-trainer-reports-"))
    out.mkdir(parents=True, exist_ok=True)
    today = datetime.combine(
        FIRST_DATE + timedelta(days=args.days), datetime.min.time(), STATION_TZ
    )
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    try:
        return _measure(args, folder, out, today, build_s)
    finally:
        del app
        if args.out is None:
            shutil.rmtree(out, ignore_errors=True)
        if args.keep is None:
            shutil.rmtree(folder, ignore_errors=True)


def _measure(
    args: argparse.Namespace, folder: Path, out: Path, today: datetime, build_s: float | None
) -> int:
    store = ProgressStore(folder, station="bench", clock=lambda: today, integrity="quick")
    rows: list[tuple[str, float, float | None, str, str]] = []
    try:
        attempts = store.attempt_count()
        active = store.trainees()
        last_30 = (today.date() - timedelta(days=30), today.date())

        # -- the class report ---------------------------------------------------------
        def class_queries(since: date | None, until: date | None) -> None:
            store.class_statistics(since, until, missed_limit=12)

        def per_trainee_queries(since: date | None, until: date | None) -> None:
            """The class report's queries before the class statistics moved to the store:
            the totals, then each trainee's detail for their last day and mastery."""
            overview = store.class_overview(since, until)
            store.trainee_summaries(since, until)
            store.most_missed(since, until, limit=12)
            end = until or overview.trend[-1].day
            recent = end - timedelta(days=RECENT_DAYS - 1)
            if since is not None and since > recent:
                recent = since
            for trainee in active:
                detail = store.trainee_detail(trainee.id, recent, until, missed_limit=0)
                if not detail.trend:
                    store.trainee_detail(trainee.id, since, until, missed_limit=0)

        pages: dict[str, int] = {}
        quarter = (FIRST_DATE + timedelta(days=91), FIRST_DATE + timedelta(days=181))
        for label, (since, until) in (
            ("all time", (None, None)),
            ("last 30 days", last_30),
            ("a past quarter", quarter),  # mastery as of its end: read from the attempts
        ):
            path = out / f"class-{label.replace(' ', '-')}.pdf"

            def report(
                path: Path = path, since: date | None = since, until: date | None = until
            ) -> None:
                pages[str(path)] = class_report_pdf(store, path, since=since, until=until)

            mine = timed(report, args.repeat)
            peer = timed(lambda s=since, u=until: class_queries(s, u), args.repeat)
            size = path.stat().st_size
            detail = f"{pages[str(path)]} pages, {size / 1024:,.0f} KB"
            rows.append((f"PDF class report, {label}", mine, peer, "< 5000 ms", detail))
            before = timed(lambda s=since, u=until: per_trainee_queries(s, u), args.repeat)
            rows.append((f"class statistics, {label}", peer, before, "", "peer: per trainee"))

        # -- the CSV class export ---------------------------------------------------------
        def plain_class_csv() -> None:
            ids = {t.id for t in active}
            with (out / "plain-class.csv").open("w", encoding="utf-8", newline="") as handle:
                rows = (s for s in store.trainee_summaries() if s.trainee_id in ids)
                write_summary_csv(handle, rows, names=export_names())

        written: dict[str, int] = {}

        def class_csv() -> None:
            written["class"] = export_csv(store, out / "class.csv", "class")

        mine = timed(class_csv, args.repeat)
        peer = timed(plain_class_csv, args.repeat)
        rows.append(("CSV class export, all time", mine, peer, "", f"{written['class']:,} rows"))

        # -- one trainee ------------------------------------------------------------------
        trainee = active[len(active) // 2]

        def trainee_pdf() -> None:
            pages["trainee"] = trainee_report_pdf(store, trainee.id, out / "trainee.pdf")

        mine = timed(trainee_pdf, args.repeat)
        peer = timed(lambda: store.trainee_detail(trainee.id, missed_limit=12), args.repeat)
        rows.append(("PDF trainee report, all time", mine, peer, "", f"{pages['trainee']} pages"))

        def trainee_attempts() -> None:
            written["trainee"] = export_csv(
                store, out / "attempts-one.csv", "attempts", trainee_id=trainee.id
            )

        mine = timed(trainee_attempts, args.repeat)
        peer = timed(lambda: sum(1 for _ in store.attempts(trainee_id=trainee.id)), args.repeat)
        rows.append(("CSV attempts of one trainee", mine, peer, "", f"{written['trainee']:,} rows"))

        if args.all_attempts:
            mine = _once(lambda: written.update(all=export_csv(store, out / "all.csv", "attempts")))
            peer = _once(lambda: sum(1 for _ in store.attempts(page=5000)))
            rows.append(("CSV of every attempt", mine, peer, "", f"{written['all']:,} rows"))
    finally:
        store.close()

    print(
        f"Dealer Trainer reports: {attempts:,} attempts, {len(active)} active trainees, "
        f"{args.days} days" + (f"; store built in {build_s:.0f} s" if build_s is not None else "")
    )
    print(
        "peer: the store queries a PDF makes / the same rows written plainly / "
        "the former per-trainee queries"
    )
    print()
    print(f"{'':32} {'report':>11} {'peer':>11} {'ratio':>6}  {'goal':10} {'':8} output")
    all_met = True
    for name, mine, peer, goal, detail in rows:
        met = not goal or mine < float(goal.split()[1])
        all_met = all_met and met
        ratio = f"{mine / peer:6.2f}" if peer else ""
        verdict = ("met" if met else "MISSED") if goal else ""
        print(
            f"{name:32} {mine:8.0f} ms {peer or 0:8.0f} ms {ratio:>6}  {goal:10} {verdict:8} "
            f"{detail}"
        )
    if args.out is not None:
        print(f"\nreports kept in {out}")
    return 0 if all_met else 1


def _once(run: Callable[[], object]) -> float:
    started = time.perf_counter()
    run()
    return (time.perf_counter() - started) * 1000


if __name__ == "__main__":
    raise SystemExit(main())
