"""A trainee's drill wired to the progress store: the terminal drill and the window share it.

:class:`Drill` asks the quiz layer for questions under the house's posted settings,
grades answers, and records each graded answer durably through the store (the window
does that on a worker thread, then shows the verdict). No Qt here.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from trainer.engine.games import AnyRules
from trainer.progress import (
    Attempt,
    ExamDefinition,
    ExamSitting,
    HouseSettings,
    NewAttempt,
    ProgressStore,
    Session,
    Supervisor,
    Trainee,
)
from trainer.progress.settings import SETTINGS_BY_KEY, pace_key
from trainer.progress.spacing import FamilyState
from trainer.quiz.catalog import Family, families_for, generate
from trainer.quiz.errors import QuizError
from trainer.quiz.house import house_params, rules_for_house, rules_from_params
from trainer.quiz.model import Mode, Question
from trainer.quiz.scheduler import FamilyScheduler, Reason, scheduler_named
from trainer.quiz.session import (
    SITUATION_TRIES,
    Answer,
    DrillSession,
    Summary,
    build_exam,
    situation,
)
from trainer.words import QT_TRANSLATE_NOOP, say

SPEED_SECONDS = 60
EXAM_QUESTIONS = 20
# The store's names for the modes (trainer.progress.MODES); "my mistakes" is practice.
STORE_MODES = {
    Mode.PRACTICE: "practice",
    Mode.SPEED: "speed-drill",
    Mode.EXAM: "exam",
    Mode.MISTAKES: "practice",
}


@dataclass(frozen=True, slots=True)
class DrillPlan:
    """What a trainee chose to drill."""

    mode: Mode = Mode.PRACTICE
    game: str | None = None
    skill: str | None = None
    family: str | None = None
    difficulty: int = 1
    count: int | None = None
    duration_s: int | None = None
    seed: int | None = None


def targets_for(store: ProgressStore, families: Sequence[Family]) -> dict[str, int]:
    """Each family's target response time: the house's target for its skill."""
    settings = store.settings()
    return {f.id: int(settings[f"target-ms.{f.skill.value}"]) for f in families}


def pace_target_for(settings: HouseSettings, families: Sequence[Family]) -> int | None:
    """The house's pace target (right decisions per hour) for a drill of one game and skill; none
    for a drill across several, whose targets differ."""
    pairs = {(f.game, f.skill.value) for f in families}
    if len(pairs) != 1:
        return None
    key = pace_key(*next(iter(pairs)))
    return settings.int_value(key) if key in SETTINGS_BY_KEY else None


def scheduler_for(settings: HouseSettings) -> FamilyScheduler:
    """The scheduler the house chose, with its threshold for trouble spots and its mastery
    rule."""
    return scheduler_named(
        str(settings["drill.scheduler"]),
        settings.int_value("drill.trouble-spot-misses"),
        settings.int_value("mastery.window-attempts"),
        settings.int_value("mastery.accuracy-percent"),
    )


def states_for(
    store: ProgressStore, trainee: Trainee, families: Sequence[str]
) -> dict[str, FamilyState]:
    """The trainee's state of each of these families (new ones fresh), as the store keeps
    them: one row per family, however long the trainee's history."""
    kept = store.family_states(trainee.id)
    return {f: kept.get(f, FamilyState(f)) for f in families}


def regenerate(attempt: Attempt) -> Question:
    """The question an attempt answered, exactly as the trainee saw it."""
    rules = rules_from_params(attempt.game, attempt.params)
    return generate(attempt.family, difficulty=attempt.difficulty, seed=attempt.seed, rules=rules)


def missed_questions(store: ProgressStore, trainee: Trainee, limit: int = 20) -> list[Question]:
    """The trainee's most recent missed questions not answered since (newest first)."""
    out = []
    for a in store.open_misses(trainee.id, limit):
        try:
            out.append(regenerate(a))
        except QuizError:
            continue  # a family since retired
    return out


EXAM_DIFFICULTY = 2
"""The difficulty every exam is asked at."""


def exam_families(exam: ExamDefinition) -> list[Family]:
    """The question families an exam draws from: each of its games' families of each of
    its skills."""
    return [f for g in exam.games for s in exam.skills for f in families_for(g, s)]


def sitting_questions(
    exam: ExamDefinition, sitting: ExamSitting, rules: Mapping[str, AnyRules]
) -> list[Question]:
    """A sitting's questions drawn again from its recorded seed (under these house rules):
    the questions the trainee was asked, in order, for a supervisor's review."""
    seed = sitting.seed if sitting.seed is not None else exam.seed
    ids = [f.id for f in exam_families(exam)]
    return build_exam(ids, exam.question_count, seed, EXAM_DIFFICULTY, rules)


class Drill:
    """One sitting of drills for one trainee at this station."""

    def __init__(
        self,
        store: ProgressStore,
        trainee: Trainee,
        plan: DrillPlan,
        *,
        exam: ExamDefinition | None = None,
        supervisor: Supervisor | None = None,
        mistakes: Sequence[Question] = (),
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.store = store
        self.trainee = trainee
        self.plan = plan
        self.exam = exam
        settings = store.settings()
        self.rules: dict[str, AnyRules] = rules_for_house(settings)
        self.scheduler = scheduler_for(settings)
        self.trouble_misses = settings.int_value("drill.trouble-spot-misses")
        mode = Mode.EXAM if exam is not None else plan.mode
        if exam is not None:
            count: int | None = exam.question_count
            pass_mark: int | None = exam.pass_mark_percent
        elif mode is Mode.EXAM:  # an exam a trainee sets themself: the house's pass mark
            count = plan.count or EXAM_QUESTIONS
            pass_mark = settings.int_value("exam.pass-mark-percent")
        else:
            count, pass_mark = plan.count, None
        if exam is not None:
            families = exam_families(exam)
        elif plan.family is not None:
            families = [f for f in families_for(plan.game, plan.skill) if f.id == plan.family]
        else:
            families = families_for(plan.game, plan.skill)
        if not families and mode is not Mode.MISTAKES:
            raise QuizError(
                say(QT_TRANSLATE_NOOP("commands", "No drills match that choice of game and skill."))
            )
        ids = [f.id for f in families]
        targets = targets_for(store, families)
        self.pace_target = pace_target_for(settings, families)
        # Every drill and every exam sitting draws its own questions; the seed is recorded
        # (each answer's, and a sitting's own) so that each can be shown again exactly.
        seed = plan.seed if plan.seed is not None else random.SystemRandom().randrange(1 << 31)
        self.session = DrillSession(
            mode=mode,
            families=ids,
            difficulty=plan.difficulty,
            seed=seed,
            rules=self.rules,
            count=count,
            duration_s=(plan.duration_s or SPEED_SECONDS) if mode is Mode.SPEED else None,
            time_limit_s=(exam.time_limit_seconds or None) if exam is not None else None,
            pass_mark=pass_mark,
            target_ms=targets,
            scheduler=self.scheduler if mode is Mode.PRACTICE and ids else None,
            states=states_for(store, trainee, ids) if mode is Mode.PRACTICE else {},
            clock=clock,
            mistakes=mistakes,
        )
        self.sitting: ExamSitting | None = None
        self.record: Session
        if exam is not None:
            self.sitting = store.start_sitting(
                exam.id, trainee.id, seed=seed, supervisor=supervisor
            )
            self.record = store.session(self.sitting.session_id)
        else:
            self.record = store.start_session(trainee.id, STORE_MODES[mode])

    @property
    def mode(self) -> Mode:
        """The session's mode."""
        return self.session.mode

    def next_question(self) -> Question | None:
        """The next question, or None when the drill is over."""
        return self.session.next_question()

    @property
    def reason(self) -> Reason | None:
        """Why the scheduler chose the current question's kind (None where no scheduler
        chooses: an exam, "my mistakes", a drill of one family)."""
        return self.session.reason

    def is_trouble_spot(self, question: Question) -> bool:
        """Whether the trainee keeps missing this question's family (a practice drill
        shows a worked example before such a question)."""
        state = self.session.states.get(question.family)
        return state is not None and state.is_leech(self.trouble_misses)

    def worked_example(self, question: Question) -> Question:
        """Another question of the same family, to show answered before *question*."""
        example = question
        for shift in range(1, SITUATION_TRIES + 1):
            example = generate(
                question.family,
                difficulty=question.difficulty,
                seed=(question.seed + shift * 7919) % (1 << 31),
                rules=self.rules,
            )
            if situation(example) != situation(question):
                break
        return example

    def grade(self, response: Any, response_ms: int) -> Answer:
        """Grade the current question (fast; :class:`AnswerError` if unreadable)."""
        return self.session.answer(response, response_ms)

    def record_answer(self, answer: Answer) -> Attempt:
        """Commit a graded answer durably. Safe to call from a worker thread."""
        question, grade = answer.question, answer.grade
        stored = self.store.record_attempt(
            NewAttempt(
                trainee_id=self.trainee.id,
                game=question.game,
                skill=question.skill.value,
                family=question.family,
                difficulty=question.difficulty,
                seed=question.seed,
                params=house_params(self.rules[question.game]),
                answer=grade.given,
                expected=grade.expected,
                correct=grade.is_correct,
                credit=float(grade.credit),
                response_ms=answer.response_ms,
                mode=STORE_MODES[self.mode],
                session_id=self.record.id,
            )
        )
        self.session.record(answer, int(stored.answered_at.timestamp() * 1000))
        return stored

    def take_in_pulled_answers(self) -> None:
        """The trainee's answers from other stations reached this one (pulled from the
        school's site after sign-in): the schedule now counts them too. Safe to call on
        the window's thread; the answers are already in the store."""
        if self.session.scheduler is not None:
            self.session.states.update(states_for(self.store, self.trainee, self.session.families))

    def finish(self) -> Summary:
        """End the session (and score an exam sitting); returns the summary."""
        if self.sitting is not None:
            self.sitting = self.store.finish_sitting(self.sitting.id)
        else:
            self.store.end_session(self.record.id)
        return self.session.summary()
