"""Table pace: decisions per hour, the measure game-protection audits use, beside seconds
per answer (issue 16, section 3). A decision is one answer; the pace of a run of answers
is how many such answers an hour of the same work holds."""

from __future__ import annotations

HOUR_MS = 3_600_000


def per_hour(answers: int, total_ms: int) -> int | None:
    """Decisions per hour at ``answers`` answers in ``total_ms`` of answering, rounded to
    the nearest whole decision; ``None`` with no answers or no time."""
    if answers <= 0 or total_ms <= 0:
        return None
    return (answers * HOUR_MS + total_ms // 2) // total_ms


def at_median(median_ms: int | None) -> int | None:
    """Decisions per hour at a median time per answer (the statistics keep the median)."""
    return None if median_ms is None else per_hour(1, median_ms)


def seconds_per_answer(answers: int, total_ms: int) -> float | None:
    """Mean seconds per answer; ``None`` with no answers."""
    return None if answers <= 0 else total_ms / answers / 1000
