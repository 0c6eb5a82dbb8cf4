"""The same answer time everywhere (issue 24, item 8): a verdict said 25.9 s, Home 25.2 s,
the PDF both. One answer's time is one figure on the verdict, on Home, in the console and
in the trainee's report: Home and the report rank the trainee's own answers (the median
of one answer is that answer) and every screen rounds with one computation."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from trainer.drilling import DrillPlan
from trainer.progress import ProgressStore
from trainer.progress.timing import bucket_of, seconds_text
from trainer.progress.timing import median as bucket_median
from trainer.quiz.model import Mode
from trainer.ui.main_window import MainWindow
from trainer.ui.pages.home import GAME_NAMES
from trainer.ui.reports import trainee_report_pdf
from trainer.ui.worker import wait_for_background

from .test_reports import pdf_text
from .test_window import answer, sign_in

ANSWERED_MS = 25_950  # half a tenth: rounding by float formatting said 25.9, or 26.0


class StoppedClock:
    """The drill page's clock, stopped at a known time over the question."""

    def start(self) -> None:
        pass

    def elapsed(self) -> int:
        return ANSWERED_MS


def test_rounding_is_exact_and_half_up() -> None:
    assert f"{25.95:.1f}" == "25.9"  # the binary float under the old rounding
    assert seconds_text(ANSWERED_MS) == "26.0"
    assert seconds_text(25_949) == "25.9" and seconds_text(25_950.0) == "26.0"
    assert seconds_text(4_050) == "4.1" and seconds_text(0) == "0.0"
    assert seconds_text(None) == "–"
    # The histogram's estimate of this one answer is another time: what Home showed.
    counts = [0] * 40
    counts[bucket_of(ANSWERED_MS)] = 1
    estimate = bucket_median(counts)
    assert estimate is not None and seconds_text(estimate) != "26.0"


def test_verdict_home_and_report_agree_on_one_answer(
    qtbot: Any, window: MainWindow, store: ProgressStore, tmp_path: Path
) -> None:
    sign_in(qtbot, window, store)
    window.start_drill(
        DrillPlan(mode=Mode.PRACTICE, game="three-card-poker", skill="hand-reading", seed=4)
    )
    page = window.drill_page
    page.clock = StoppedClock()  # type: ignore[assignment]
    answer(qtbot, window, True)
    qtbot.waitUntil(lambda: page.verdict.isVisible() and not page.busy, timeout=60_000)
    verdict = page.expected_label.text()
    assert "· 26.0 s, target" in verdict, verdict
    (attempt,) = store.attempts(trainee_id=window.trainee.id)  # type: ignore[union-attr]
    assert attempt.response_ms == ANSWERED_MS

    window._finish_drill()
    window.back_home()
    home = window.home
    cell_name = f"{GAME_NAMES['three-card-poker']}, Hand reading"
    qtbot.waitUntil(
        lambda: any(
            b.accessibleName().startswith(cell_name) and "1 answer" in b.accessibleName()
            for b in home.findChildren(type(page.submit_button))
        ),
        timeout=60_000,
    )
    cell = next(
        b
        for b in home.findChildren(type(page.submit_button))
        if b.accessibleName().startswith(cell_name)
    )
    assert "26.0 s" in cell.text(), cell.text()

    wait_for_background()
    path = tmp_path / "ann.pdf"
    trainee_report_pdf(store, window.trainee.id, path)  # type: ignore[union-attr]
    _, text = pdf_text(path)
    times = set(re.findall(r"\b\d+\.\d s\b", text))
    assert times == {"26.0 s"}, times  # the skills table and the mastery grid alike
