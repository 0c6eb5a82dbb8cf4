"""A trainee's drill wired to the store (``trainer/drilling.py``)."""

from __future__ import annotations

import gc
import types
from pathlib import Path

import pytest

from trainer.drilling import Drill, DrillPlan
from trainer.engine.games.registry import game_ids
from trainer.progress import ProgressStore
from trainer.progress.attempt_rows import AttemptFact
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
        pulled = AttemptFact(
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


def reachable(root: object) -> int:
    """How many objects *root* holds, through every reference (classes, modules and code
    are the program's, not the drill's)."""
    skip = (type, types.ModuleType, types.FunctionType, types.BuiltinFunctionType, types.CodeType)
    seen = {id(root)}
    todo = [root]
    while todo:
        for ref in gc.get_referents(todo.pop()):
            if id(ref) not in seen and not isinstance(ref, skip):
                seen.add(id(ref))
                todo.append(ref)
    return len(seen)


@pytest.mark.parametrize("game", game_ids())
def test_what_a_drill_keeps_per_answer_is_a_small_record(tmp_path: Path, game: str) -> None:
    """Issue 28: a kiosk's drill of 10,000 answers grew its window by 20 MiB, each answer's
    question and stored answer kept for the summary. A drill now keeps a small record per
    answer (the family, seed, grade, time and pace) and draws a question again when it is
    shown: the objects it holds grow by at most a dozen an answer (they grew by 36 to 55), and
    the summary still lists and shows every answer."""
    with ProgressStore(tmp_path / "data", station="kiosk-1") as store:
        trainee = store.add_trainee("Ana Ruiz")
        drill = Drill(store, trainee, DrillPlan(mode=Mode.PRACTICE, game=game, seed=7))
        asked = []

        def answer(count: int) -> None:
            for _ in range(count):
                question = drill.next_question()
                assert question is not None
                asked.append(question)
                drill.record_answer(drill.grade(question.answer_text, 4_000))

        answer(20)  # the first of each family warms its tables and the store's caches
        before = reachable(drill)
        answer(100)
        per_answer = (reachable(drill) - before) / 100
        assert per_answer <= 12, f"{per_answer:.1f} objects kept per answer"
        summary = drill.finish()
        assert (summary.answered, summary.right, summary.missed) == (120, 120, ())
        assert [a.question for a in drill.session.answers] == asked
