"""Start-up and answer latency of the trainee application, beside a bare PySide6 window.

    .venv/bin/python benchmarks/startup.py [--runs 7] [--answers 300] [--game G ...] [--family F]

1. Time from process start to the sign-in screen painted, and the peak memory (max RSS),
   beside a bare QMainWindow with one label shown by the same interpreter, and the CPU time
   each process had taken when it painted. Goals: within 1.5x the bare window's
   time (issue 28) and 1.6x its memory.
2. Time from an answer submitted to its verdict painted (the answer is graded, committed
   durably by the store on a worker thread, then the verdict is drawn), in each game's
   practice drill (``--game``, all six by default; or one ``--family``): the GUI thread's
   CPU time, the process's, and the wall time, p50 and p99. Goal: the GUI thread's CPU
   under 16 ms (one frame) at the 99th percentile. And the resident memory's growth from
   the 500th answer to the last (goal: under 10 MiB over a 10,000-answer soak:
   ``--answers 10500 --family three-card-poker/rulings``).

Runs offscreen (QT_QPA_PLATFORM=offscreen) unless a display is set; with ``--size`` on no
display, on an offscreen screen of that size (the default offscreen screen is 800x600).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

CHILD_TRAINER = r"""
import resource, sys, time
import trainer.app  # first, as the command imports it before its window starts
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QWidget
from trainer.ui.pages.sign_in import SignInPage
# The real start, as the command runs it (its command line, the store, the station's site,
# the window), timed to the sign-in page's first paint. The paint is watched on the page
# alone, as the bare window's is on its label: an application-wide event filter in Python
# would itself cost the start (PySide then sets up the class of each kind of object an
# event reaches), and the window installs its own only once its first screen has painted.
def painted(self, event, first=[True]):
    if first:
        first.clear()
        print("painted", time.time(), time.process_time(), flush=True)
        QTimer.singleShot(0, QApplication.instance().quit)
    QWidget.paintEvent(self, event)
SignInPage.paintEvent = painted
from trainer.cli import main
main(["--data-dir", sys.argv[1]])
print("rss", resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, flush=True)
"""

CHILD_BARE = r"""
import resource, sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
app = QApplication(sys.argv[:1])
window = QMainWindow()
label = QLabel("Hello")
window.setCentralWidget(label)
window.resize(1280, 800)
class Painted(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            print("painted", time.time(), time.process_time(), flush=True)
            QTimer.singleShot(0, app.quit)
        return False
watcher = Painted()
label.installEventFilter(watcher)
window.show()
app.exec()
print("rss", resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, flush=True)
"""


def run_child(code: str, *args: str) -> tuple[float, int, float]:
    """Seconds from spawn to first paint, max RSS in KiB, and the CPU seconds (user and
    system) the process had taken when it painted: on a busy machine the wall time waits
    for the other programs too, the CPU time does not."""
    env = dict(os.environ)
    # Measure as installed: pip compiles bytecode at install time, so allow the cache.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["PYTHONPATH"] = str(ROOT)
    start = time.time()
    # In ROOT: ``python -c`` looks in its working directory first, so that a copy of this
    # benchmark started from another checkout would measure that checkout's trainer.
    out = subprocess.run(
        [sys.executable, "-c", code, *args],
        capture_output=True,
        text=True,
        env=env,
        check=True,
        cwd=ROOT,
    ).stdout
    painted = rss = cpu = None
    for line in out.splitlines():
        if line.startswith("painted "):
            painted, cpu = float(line.split()[1]), float(line.split()[2])
        elif line.startswith("rss "):
            rss = int(line.split()[1])
    if painted is None or rss is None or cpu is None:
        raise RuntimeError(f"child printed no figures: {out!r}")
    return painted - start, rss, cpu


def startup(runs: int) -> None:
    trainer_t, trainer_m, trainer_c, bare_t, bare_m, bare_c = [], [], [], [], [], []
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(ROOT / "trainer")], check=True)
    with tempfile.TemporaryDirectory() as tmp:
        run_child(CHILD_TRAINER, tmp)  # creates the store; later runs open it as a kiosk would
        for _ in range(runs):  # interleaved, so load on the machine hits both alike
            t, m, c = run_child(CHILD_BARE)
            bare_t.append(t)
            bare_m.append(m)
            bare_c.append(c)
            t, m, c = run_child(CHILD_TRAINER, tmp)
            trainer_t.append(t)
            trainer_m.append(m)
            trainer_c.append(c)
    tt, bt = statistics.median(trainer_t), statistics.median(bare_t)
    tm, bm = statistics.median(trainer_m), statistics.median(bare_m)
    tc, bc = statistics.median(trainer_c), statistics.median(bare_c)
    print(f"start-up to sign-in painted: {tt * 1000:.0f} ms (median of {runs})")
    print(f"bare PySide6 window painted: {bt * 1000:.0f} ms")
    print(f"  ratio {tt / bt:.2f}x  (goal: within 1.5x)")
    print(f"CPU to first paint: trainer {tc * 1000:.0f} ms, bare window {bc * 1000:.0f} ms")
    print(f"  ratio {tc / bc:.2f}x")
    print(f"peak memory: trainer {tm / 1024:.1f} MiB, bare window {bm / 1024:.1f} MiB")
    print(f"  ratio {tm / bm:.2f}x  (goal: within 1.6x)")


def verdict_latency(
    answers: int, games: Sequence[str], family: str | None, size: str | None = None
) -> None:
    """Answer *answers* questions of each game's practice drill (or of one family) in the
    real window, timing each from the answer submitted to its verdict painted."""
    if size and "QT_QPA_PLATFORM" not in os.environ and not os.environ.get("DISPLAY"):
        # The offscreen screen is 800x600 unless told otherwise, and a window never grows
        # past its screen: a screen of the asked size, so the window is that size.
        width, height = (int(n) for n in size.split("x"))
        shape = {"name": "bench", "x": 0, "y": 0, "width": width, "height": height}
        config = Path(tempfile.mkdtemp(prefix="dealer-trainer-bench-")) / "screen.json"
        config.write_text(json.dumps({"screens": [shape]}))
        os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import QCoreApplication, QEvent, QEventLoop, QObject, QTimer

    from trainer.drilling import DrillPlan
    from trainer.progress import ProgressStore
    from trainer.quiz.model import AnswerKind
    from trainer.ui.application import application
    from trainer.ui.main_window import MainWindow

    app = application()
    with tempfile.TemporaryDirectory() as tmp, ProgressStore(Path(tmp), station="bench") as store:
        window = MainWindow(store)
        if size:
            window.resize(*(int(n) for n in size.split("x")))
        window.show()
        if size:
            print(f"window: {window.width()}x{window.height()} (asked {size})")
        window.show_home(store.add_trainee("Bench"))
        page = window.drill_page
        runs = [(family.split("/")[0], family)] if family else [(g, None) for g in games]
        # Each verdict: the GUI thread's CPU (the store's write runs on a worker, while the
        # GUI thread waits in its event loop, idle), the process's CPU, the wall time; read
        # once the frame holding the verdict is painted.
        loop = QEventLoop()
        marks: list[tuple[float, float, float]] = []
        seen: list[bool] = []

        def frame_done() -> None:
            marks.append((time.thread_time(), time.process_time(), time.perf_counter()))
            loop.quit()

        class Watch(QObject):
            def eventFilter(self, obj: QObject, event: QEvent) -> bool:
                if event.type() == QEvent.Type.Paint and page.showing_verdict and not seen:
                    seen.append(True)
                    QTimer.singleShot(0, frame_done)
                return False

        watch = Watch()
        page.verdict_label.installEventFilter(watch)

        class Busy(QObject):
            """Whether a pass of the event loop laid out or drew anything."""

            KINDS = (QEvent.Type.Paint, QEvent.Type.LayoutRequest, QEvent.Type.UpdateRequest)

            def __init__(self) -> None:
                super().__init__()
                self.seen = False

            def eventFilter(self, obj: QObject, event: QEvent) -> bool:
                if event.type() in self.KINDS:
                    self.seen = True
                return False

        def settle(app: QCoreApplication) -> None:
            """Turn the event loop until a pass lays out and draws nothing (at most 20
            passes), and delete what was let go of with deleteLater (processEvents alone
            never does). The watch is on the application only meanwhile: an application's
            event filter in Python slows every event."""
            busy = Busy()
            app.installEventFilter(busy)
            for _ in range(20):
                busy.seen = False
                app.processEvents()
                app.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
                if not busy.seen:
                    break
            app.removeEventFilter(busy)

        for game, one_family in runs:
            window.start_drill(DrillPlan(game=game, family=one_family, seed=1))
            settle(app)
            cpu, process, wall = [], [], []
            by_family: dict[str, list[float]] = {}
            rss: list[float] = []
            for n in range(answers):
                if n == min(WARM_UP, answers // 2):
                    rss.append(_rss_mib())
                question = page.question
                assert question is not None
                widget = page.widgets[question.kind]
                seen.clear()
                marks.clear()
                start = (time.thread_time(), time.process_time(), time.perf_counter())
                if question.kind is AnswerKind.CHOICE:
                    widget.choose(question.answer)  # type: ignore[attr-defined]
                else:  # the answer as a trainee would write it, submitted as Enter does
                    widget.response = lambda q=question: q.answer_text  # type: ignore[method-assign]
                    page.submit()
                    del widget.response
                if not marks:
                    loop.exec()
                cpu.append((marks[0][0] - start[0]) * 1000)
                by_family.setdefault(question.family, []).append(cpu[-1])
                process.append((marks[0][1] - start[1]) * 1000)
                wall.append((marks[0][2] - start[2]) * 1000)
                page.ask()
                # The trainee reads the question for seconds: the window has drawn it whole
                # by the time the answer comes (one pass of processEvents left its hands'
                # strip and its answer widgets to be laid out and drawn in the next
                # verdict's time, a third of some verdicts').
                settle(app)
            rss.append(_rss_mib())
            page.end()
            name = one_family or game
            print(
                f"{name}: answer submitted -> verdict painted over {answers} answers "
                "(goal: GUI-thread CPU p99 under 16 ms)"
            )
            for label, times in (("GUI-thread CPU", cpu), ("process CPU", process), ("wall", wall)):
                print(f"  {label:15} p50 {_pct(times, 50):6.2f} ms  p99 {_pct(times, 99):6.2f} ms")
            _print_slow_families(by_family, _pct(cpu, 99))
            print(
                f"  resident memory: {rss[0]:.1f} MiB after {min(WARM_UP, answers // 2)} "
                f"answers, {rss[1]:.1f} MiB after {answers}: grew {rss[1] - rss[0]:.1f} MiB "
                "(goal: under 10 MiB over a 10,000-answer soak: --answers 10500)"
            )
        window.close()


def _print_slow_families(by_family: dict[str, list[float]], p99: float, shown: int = 5) -> None:
    """The families whose answers make the slow tail: those with the most answers at or
    over 16 ms (one frame), with their median and slowest, to say where the p99 comes from."""
    slow = sorted(by_family.items(), key=lambda kv: (-sum(t >= 16 for t in kv[1]), -max(kv[1])))[
        :shown
    ]
    for family, times in slow:
        over = sum(t >= 16 for t in times)
        if not over:
            break
        print(
            f"    {family:40} {over:3}/{len(times):<3} at 16 ms or more; "
            f"p50 {_pct(times, 50):6.2f} ms  max {max(times):6.2f} ms"
            + ("  (makes the p99)" if max(times) >= p99 else "")
        )


def _pct(times: Sequence[float], percent: int) -> float:
    """The *percent* percentile of *times* (nearest rank)."""
    ordered = sorted(times)
    return ordered[max(0, -(-len(ordered) * percent // 100) - 1)]


WARM_UP = 500
"""Answers before the soak's first memory reading (caches and the first hand tables)."""


def _rss_mib() -> float:
    """This process's resident memory now (Linux), in MiB."""
    with open("/proc/self/statm") as statm:
        pages = int(statm.read().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / 1024 / 1024


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--answers", type=int, default=300)
    parser.add_argument("--runs-only", action="store_true", help="start-up only")
    parser.add_argument("--verdicts-only", action="store_true", help="the answer cycle only")
    parser.add_argument(
        "--game", action="append", help="a game whose practice drill to answer (all if none)"
    )
    parser.add_argument("--family", help="answer one family's questions only")
    parser.add_argument("--size", help="the window's size for the answers, e.g. 1280x800")
    args = parser.parse_args()
    if not args.verdicts_only:
        startup(args.runs)
    if not args.runs_only:
        from trainer.engine.games.registry import game_ids

        verdict_latency(args.answers, args.game or game_ids(), args.family, args.size)
    return 0


if __name__ == "__main__":
    sys.exit(main())
