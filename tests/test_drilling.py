"""A trainee's drill wired to the store (``trainer/drilling.py``)."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

from trainer.drilling import Drill, DrillPlan
from trainer.progress import ProgressStore
from trainer.quiz.model import Mode


def test_answers_pulled_during_a_drill_join_its_schedule(tmp_path: Path) -> None:
    """Issue 13: a trainee's answers from other kiosks, pulled after sign-in while a drill
    already runs, count in that drill's spaced repetition at once."""
    with ProgressStore(tmp_path / "data", station="kiosk-2") as store:
        ana = store.add_trainee("Ana Ruiz")
        drill = Drill(store, ana, DrillPlan(mode=Mode.PRACTICE, game="three-five-seven"))
        family = "three-five-seven/payout"
        assert family in drill.session.families
        assert drill.session.states[family].is_new
        pulled = SimpleNamespace(
            id="7e1d3c5a-1b2c-4d5e-8f90-0a1b2c3d4e5f",
            seq=1,
            trainee_id=store.outbox.trainee_uid(ana.id),
            session_id=None,
            game="three-five-seven",
            skill="payout",
            family=family,
            difficulty=1,
            seed=3,
            params="{}",
            answer="1",
            expected="1",
            credit=0,
            response_ms=4_000,
            mode="practice",
            ts=1_741_000_000_000,
            day=20150,
        )
        assert store.outbox.add_pulled(ana.id, [pulled], {pulled.id: "kiosk-1"}, 1) == 1
        drill.take_in_pulled_answers()
        assert drill.session.states[family] == store.family_states(ana.id)[family]
        assert (drill.session.states[family].seen, drill.session.states[family].misses) == (1, 1)
