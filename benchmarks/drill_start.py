"""Starting a drill and opening "my mistakes" at 20,000 and 100,000 answers of one trainee.

Both used to read every answer the trainee ever gave, on the window's thread: the drill
to fold each family's Leitner box from the whole history, "my mistakes" to find the
latest answer to each question. Both now read what the store keeps beside the answers
(:mod:`trainer.progress.states`): a row per family, and the open misses newest first.

"before" is the code path of the trainer before issue 14, kept here as it was (the
history read through ``store.attempts`` and the boxes folded per family); "after" is
the trainer's own ``Drill`` and ``missed_questions``. The drill is "Practise what is
due": every family of every game, up to its first question. Figures are medians of
``--repeat`` runs after one warm-up run, in CPU milliseconds.

Run from the top of the repository::

    .venv/bin/python benchmarks/drill_start.py [--repeat 5]

Goal (issue 14): under 50 ms at 100,000 answers.

Then, at the largest size, each scheduler (issue 30): starting the drill under it, and
choosing the next question (the scheduler's choice of family over every family's state,
and the whole next question: that choice and the question generated), in CPU
milliseconds. Goal: under 5 ms to choose.
"""

from __future__ import annotations

import argparse
import random
import shutil
import statistics
import sys
import tempfile
import time
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from unittest import mock

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from trainer import drilling
from trainer.drilling import Drill, DrillPlan, missed_questions, regenerate
from trainer.progress import Attempt, ProgressStore, Trainee
from trainer.progress.spacing import BOX_INTERVALS_MS, FamilyState
from trainer.quiz.catalog import all_families
from trainer.quiz.errors import QuizError
from trainer.quiz.house import house_params, rules_for_house
from trainer.quiz.model import Question
from trainer.quiz.scheduler import SCHEDULERS, FamilyScheduler, scheduler_named
from trainer.quiz.session import DrillSession

SIZES = (20_000, 100_000)
GOAL_MS = 50.0
CHOOSE_GOAL_MS = 5.0
NAME = "Ana Ruiz"


# -- the code path before issue 14, as it was ---------------------------------------------


@dataclass(frozen=True, slots=True)
class _Past:
    family: str
    credit: float
    response_ms: int
    answered_ms: int


def _before_states(
    store: ProgressStore, trainee: Trainee, families: Sequence[str]
) -> dict[str, FamilyState]:
    """history_for + Scheduler.states before issue 14: every answer read and folded."""
    wanted = set(families)
    history = [
        _Past(a.family, a.credit, a.response_ms, int(a.answered_at.timestamp() * 1000))
        for a in store.attempts(trainee_id=trainee.id)
        if a.family in wanted
    ]
    targets = drilling.targets_for(store, [f for f in all_families() if f.id in wanted])
    by_family: dict[str, list[_Past]] = {f: [] for f in families}
    for a in history:
        by_family[a.family].append(a)
    out = {}
    for family, answers in by_family.items():
        ordered = sorted(answers, key=lambda a: a.answered_ms)
        box = 0
        for a in ordered:
            if a.credit < 1:
                box = 0
            elif a.response_ms <= targets[family]:
                box = min(box + 1, len(BOX_INTERVALS_MS) - 1)
        last = ordered[-1] if ordered else None
        out[family] = FamilyState(
            family,
            seen=len(ordered),
            last_ms=None if last is None else last.answered_ms,
            last_missed=last is not None and last.credit < 1,
            box=box,
        )
    return out


def _before_missed(store: ProgressStore, trainee: Trainee, limit: int = 20) -> list[Question]:
    """missed_questions before issue 14: the latest answer to each question, from all."""
    latest: dict[tuple[str, int, int], Attempt] = {}
    for a in store.attempts(trainee_id=trainee.id):
        latest[(a.family, a.difficulty, a.seed)] = a
    missed = [a for a in latest.values() if a.credit < 1 and a.mode != "exam"]
    missed.sort(key=lambda a: a.answered_at, reverse=True)
    out = []
    for a in missed[:limit]:
        try:
            out.append(regenerate(a))
        except QuizError:
            continue
    return out


# -- the store ----------------------------------------------------------------------------


def _answers(count: int, start: datetime, seed: int) -> list[Attempt]:
    """*count* answers of one trainee across every family, ~200 a day."""
    rng = random.Random(seed)
    rules = rules_for_house()
    families = all_families()
    params = {g: house_params(r) for g, r in rules.items()}
    moment = start
    out = []
    for i in range(count):
        if i % 200 == 0:
            moment = start + timedelta(days=i // 200, hours=9)
        fam = rng.choice(families)
        right = rng.random() < 0.8
        moment += timedelta(seconds=rng.uniform(5, 40))
        out.append(
            Attempt(
                attempt_id=str(uuid.UUID(int=rng.getrandbits(128), version=4)),
                trainee_id=0,
                trainee=NAME,
                game=fam.game,
                skill=fam.skill.value,
                family=fam.id,
                difficulty=rng.randint(1, 3),
                seed=rng.getrandbits(31),
                params=params[fam.game],
                answer=1 if right else 0,
                expected=1,
                credit=1.0 if right else 0.0,
                response_ms=rng.randint(1_500, 20_000),
                mode="practice",
                answered_at=moment,
                day=moment.date(),
                station="kiosk-1",
            )
        )
    return out


def timed(run: Callable[[], object], repeat: int) -> float:
    """Median CPU milliseconds of *repeat* runs after one warm-up run (CPU time, not the
    wall clock: the machines this runs on are shared, and SQLite runs in this process)."""
    run()
    samples = []
    for _ in range(repeat):
        started = time.process_time()
        run()
        samples.append((time.process_time() - started) * 1000)
    return statistics.median(samples)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--sizes", type=int, nargs="+", default=list(SIZES))
    args = parser.parse_args(argv)
    folder = Path(tempfile.mkdtemp(prefix="dealer-trainer-drill-start-"))
    start = datetime(2025, 1, 6, tzinfo=UTC)
    answers = _answers(max(args.sizes), start, seed=14)
    clock_now = answers[-1].answered_at + timedelta(hours=1)
    rows = []
    try:
        store = ProgressStore(folder, station="bench", clock=lambda: clock_now, integrity="quick")
        done = 0
        ids = [f.id for f in all_families()]
        for size in sorted(args.sizes):
            started = time.perf_counter()
            store.import_attempts(answers[done:size])
            built = time.perf_counter() - started
            done = size
            trainee = store.find_trainee(NAME)
            assert _before_states(store, trainee, ids) == {
                f: FamilyState(
                    f,
                    seen=s.seen,
                    last_ms=s.last_ms,
                    last_missed=s.last_missed,
                    box=s.box,
                )
                for f, s in drilling.states_for(store, trainee, ids).items()
            }, "the kept boxes differ from main's"
            assert [q.seed for q in _before_missed(store, trainee)] == [
                q.seed for q in missed_questions(store, trainee)
            ], "my mistakes differ from main's"

            def start_drill(trainee: Trainee = trainee) -> None:
                drill = Drill(store, trainee, DrillPlan())
                drill.next_question()
                drill.finish()

            def start_drill_before() -> None:
                with mock.patch.object(drilling, "states_for", _before_states):
                    start_drill()

            rows.append(
                (
                    size,
                    built,
                    timed(start_drill_before, args.repeat),
                    timed(start_drill, args.repeat),
                    timed(lambda t=trainee: _before_missed(store, t), args.repeat),
                    timed(lambda t=trainee: missed_questions(store, t), args.repeat),
                    timed(lambda t=trainee: store.open_misses(t.id), args.repeat),
                )
            )
        choosing = _choosing(store, store.find_trainee(NAME), args.repeat)
        store.close()
    finally:
        shutil.rmtree(folder, ignore_errors=True)

    print(
        f"One trainee, {len(ids)} families, a 'Practise what is due' drill; medians of "
        f"{args.repeat} runs"
    )
    print()
    print(f"{'answers':>8} {'':20} {'before':>10} {'after':>10} {'ratio':>7}  goal")
    met = True
    for size, built, drill_before, drill_after, miss_before, miss_after, read in rows:
        for what, before, after in (
            ("start a drill", drill_before, drill_after),
            ("open my mistakes", miss_before, miss_after),
        ):
            ok = after < GOAL_MS
            met = met and (ok or size < max(args.sizes))
            verdict = f"< {GOAL_MS:.0f} ms: {'met' if ok else 'MISSED'}"
            print(
                f"{size:>8,} {what:20} {before:7.1f} ms {after:7.1f} ms "
                f"{before / after:6.1f}x  {verdict}"
            )
        print(
            f"{'':8} (my mistakes: {read:.1f} ms reading the store, the rest regenerating "
            f"the questions; {size:,} answers imported, the last batch in {built:.1f} s)"
        )
    print()
    print(
        f"At {max(args.sizes):,} answers, each scheduler: start a drill; choose the next "
        f"family; the whole next question (medians, CPU ms)"
    )
    for name, (started, family, question) in choosing.items():
        ok = family < CHOOSE_GOAL_MS and question < CHOOSE_GOAL_MS
        met = met and ok
        print(
            f"  {name:12} start {started:6.1f} ms   family {family:6.3f} ms   question "
            f"{question:6.2f} ms   < {CHOOSE_GOAL_MS:.0f} ms: {'met' if ok else 'MISSED'}"
        )
    return 0 if met else 1


def _choosing(
    store: ProgressStore, trainee: Trainee, repeat: int
) -> dict[str, tuple[float, float, float]]:
    """Per scheduler: a drill's start, one choice of family over every family's state, and
    one whole next question (the choice and the question generated), in CPU ms."""
    found = {}
    settings = store.settings()
    for name in SCHEDULERS:
        chosen = scheduler_named(
            name,
            settings.int_value("drill.trouble-spot-misses"),
            settings.int_value("mastery.window-attempts"),
            settings.int_value("mastery.accuracy-percent"),
        )
        with mock.patch.object(drilling, "scheduler_for", lambda _s, c=chosen: c):

            def start(t: Trainee = trainee) -> None:
                d = Drill(store, t, DrillPlan())
                d.next_question()
                d.finish()

            started = timed(start, repeat)
            drill = Drill(store, trainee, DrillPlan())
        found[name] = (started, *_choice_ms(drill.session, chosen, repeat))
        drill.finish()
    return found


def _choice_ms(session: DrillSession, chosen: FamilyScheduler, repeat: int) -> tuple[float, float]:
    """One choice of family, and one whole next question, in CPU ms."""
    states = [session.states[f] for f in session.families]
    rng = random.Random(30)
    now = session.now_ms()

    def family() -> None:
        for _ in range(100):
            chosen.next_family(states, now, rng)

    def question() -> None:
        for _ in range(20):
            session._current = None  # asked again: a fresh choice and question each time
            session.next_question()

    return timed(family, repeat) / 100, timed(question, repeat) / 20


if __name__ == "__main__":
    sys.exit(main())
