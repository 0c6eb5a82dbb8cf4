"""Per-trainee summaries carry the last day answered, so the class overview needs no
second pass through every trainee's trend."""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path

from trainer.progress import NewAttempt, ProgressStore


def test_trainee_summary_carries_the_last_day_answered_in_the_range(tmp_path: Path) -> None:
    now = datetime.now().astimezone().replace(hour=12, minute=0, second=0, microsecond=0)
    with ProgressStore(tmp_path, station="test") as store:
        ann = store.add_trainee("Ann")
        for days_ago in (9, 4):
            store.record_attempt(
                NewAttempt(
                    trainee_id=ann.id,
                    game="three-card-poker",
                    skill="payout",
                    family="three-card-poker/payout",
                    difficulty=1,
                    seed=days_ago,
                    params={},
                    answer="1",
                    expected="1",
                    correct=True,
                    response_ms=3000,
                    answered_at=now - timedelta(days=days_ago),
                )
            )
        (summary,) = store.trainee_summaries()
        assert summary.last_day == (now - timedelta(days=4)).date()
        (earlier,) = store.trainee_summaries(until=(now - timedelta(days=5)).date())
        assert earlier.last_day == (now - timedelta(days=9)).date()
        assert earlier.stats.attempts == 1
