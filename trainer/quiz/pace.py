"""Table pace: right decisions per hour, the measure game-protection audits use, beside
seconds per answer (issue 16, section 3). A decision is one answer; the pace of a run of
answers is how many *right* answers an hour of the same work holds (issue 24: 16 answers
at 1,686 an hour with 7 right read "on target"; a wrong payment is no decision made)."""

from __future__ import annotations

HOUR_MS = 3_600_000


def per_hour(right: int, total_ms: int) -> int | None:
    """Right decisions per hour at ``right`` right answers in ``total_ms`` of answering
    (all the answers' time, right or wrong), rounded to the nearest whole decision;
    ``None`` with no time. Every answer wrong is a pace of 0."""
    if total_ms <= 0 or right < 0:
        return None
    return (right * HOUR_MS + total_ms // 2) // total_ms


def at_median(median_ms: int | None, right: int = 1, answers: int = 1) -> int | None:
    """Right decisions per hour at a median time per answer (the statistics keep the
    median) with ``right`` of ``answers`` right: an hour's answers at that time, the
    share of them right."""
    if median_ms is None or median_ms <= 0 or answers <= 0:
        return None
    return per_hour(right, median_ms * answers)


def seconds_per_answer(answers: int, total_ms: int) -> float | None:
    """Mean seconds per answer; ``None`` with no answers."""
    return None if answers <= 0 else total_ms / answers / 1000
