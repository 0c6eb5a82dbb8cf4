"""Drill sessions: practice, speed drill, exam and "my mistakes".

A session hands out questions and grades answers; it keeps no files and reads no clock of
its own (the caller passes response times and, for timed modes, a clock), so the window,
the terminal drill and the tests drive it the same way. Recording each graded answer is
the caller's job (through the progress store), before the verdict is shown.
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from fractions import Fraction
from typing import Any

from trainer.engine.games import AnyRules
from trainer.progress.spacing import FamilyState, PastAnswer, answer_kind
from trainer.quiz.catalog import Family, generate, get_family
from trainer.quiz.errors import QuizError
from trainer.quiz.grading import grade
from trainer.quiz.model import Grade, Mode, Question
from trainer.quiz.pace import per_hour, seconds_per_answer
from trainer.quiz.scheduler import DEFAULT_TARGET_MS, LEECH_GAP, FamilyScheduler, Reason

SPEED_DURATIONS = (60, 120)
Clock = Callable[[], float]


def wall_ms() -> int:
    """The wall clock in epoch milliseconds (what the store stamps answers with)."""
    return int(time.time() * 1000)


class Pace(StrEnum):
    """An answer's speed against the skill's target time."""

    FAST = "fast"
    NORMAL = "normal"
    SLOW = "slow"


def pace(response_ms: int, target_ms: int) -> Pace:
    """Fast: within three quarters of the target; normal: within the target; else slow."""
    return Pace(answer_kind(1.0, response_ms, target_ms))


SITUATION_TRIES = 12
"""Fresh seeds tried for a question that is not the situation just asked."""


def situation(question: Question) -> tuple[str, str]:
    """What a question asks, whatever its seed: the ruling's situation where the family
    names one, else its text and prompt (two questions alike in both ask the same)."""
    named = question.prompt.get("situation")
    if isinstance(named, str):
        return (question.family, named)
    return (question.family, f"{question.text}|{sorted(question.prompt.items())!r}")


@dataclass(frozen=True, slots=True)
class Answer:
    """One question answered in a session."""

    question: Question
    grade: Grade
    response: Any
    response_ms: int
    pace: Pace
    target_ms: int = DEFAULT_TARGET_MS  # the family's target time the pace was judged by


@dataclass(frozen=True, slots=True)
class Answered:
    """What a session keeps of an answer once graded: what its summary lists (the family,
    the grade, the time and the pace) and how to show the question again.

    A question asked fresh is not kept but drawn again from its family, difficulty and seed
    under the session's rules when it is shown: keeping every question (and every stored
    answer) grew a kiosk's window by ~1 KiB an answer, 10 MiB over a 10,000-answer day
    (issue 28). An exam's and a "my mistakes" drill's questions are ``kept``: the session
    holds those anyway, and a missed question from the store was asked under the rules of
    its day, not the session's."""

    family: str
    difficulty: int
    seed: int
    grade: Grade
    response_ms: int
    pace: Pace
    target_ms: int = DEFAULT_TARGET_MS
    kept: Question | None = None
    rules: Mapping[str, AnyRules] | None = None

    @property
    def question(self) -> Question:
        """The question answered, exactly as it was asked."""
        if self.kept is not None:
            return self.kept
        return generate(self.family, difficulty=self.difficulty, seed=self.seed, rules=self.rules)


@dataclass(frozen=True, slots=True)
class Summary:
    """How a session went."""

    mode: Mode
    answered: int
    right: int
    wrong: int
    credit: Fraction
    fast: int
    normal: int
    slow: int
    missed: tuple[Answered, ...]
    """The answers not fully right (each one's ``question`` asks it again)."""
    pass_mark: int | None = None
    unanswered: int = 0
    response_ms: int = 0
    """Time spent answering, all answers together."""

    @property
    def decisions_per_hour(self) -> int | None:
        """The drill's pace: right answers an hour of answering at this speed holds (a
        wrong answer takes its time and counts for nothing)."""
        return per_hour(self.right, self.response_ms) if self.answered else None

    @property
    def seconds_per_answer(self) -> float | None:
        """Mean seconds per answer."""
        return seconds_per_answer(self.answered, self.response_ms)

    @property
    def score_percent(self) -> Fraction:
        """Credit earned over the questions set (unanswered exam questions count as 0)."""
        total = self.answered + self.unanswered
        return self.credit * 100 / total if total else Fraction(0)

    @property
    def passed(self) -> bool | None:
        """Whether an exam reached its pass mark (None outside exams)."""
        if self.pass_mark is None:
            return None
        return self.score_percent >= self.pass_mark


@dataclass
class DrillSession:
    """A run of questions in one mode.

    ``families`` are the families to draw from; with a ``scheduler`` and the trainee's
    ``states`` the next family follows the trainee's spaced repetition, else families
    rotate at random. The caller passes each graded answer to :meth:`record` once it is
    recorded (dated as the store dates it), so that the scheduler sees this session's
    answers too. ``clock`` times the session; ``now_ms`` is the wall clock the scheduler
    compares due times with. No two questions running ask the same situation (the same
    ruling, say) where the family has another.
    """

    mode: Mode
    families: Sequence[str]
    difficulty: int = 1
    seed: int = 0
    rules: Mapping[str, AnyRules] | None = None
    count: int | None = None
    duration_s: int | None = None
    time_limit_s: int | None = None
    pass_mark: int | None = None
    target_ms: Mapping[str, int] = field(default_factory=dict)
    scheduler: FamilyScheduler | None = None
    states: dict[str, FamilyState] = field(default_factory=dict)
    clock: Clock = time.monotonic
    now_ms: Callable[[], int] = wall_ms
    mistakes: Sequence[Question] = ()
    answers: list[Answered] = field(default_factory=list)
    """Every answer graded, as the summary lists it: a small record each, never the
    question asked (:class:`Answered`)."""
    _rng: random.Random = field(init=False)
    _started: float | None = field(init=False, default=None)
    _current: Question | None = field(init=False, default=None)
    _asked: int = field(init=False, default=0)
    _exam: list[Question] = field(init=False, default_factory=list)
    _queue: list[tuple[Question, int]] = field(init=False, default_factory=list)
    _situation: tuple[str, str] | None = field(init=False, default=None)
    _totals: _Totals = field(init=False, default_factory=lambda: _Totals())
    reason: Reason | None = field(init=False, default=None)
    """Why the scheduler chose the current question's family (None without a scheduler,
    and in an exam or "my mistakes")."""

    def __post_init__(self) -> None:
        if not self.families and self.mode is not Mode.MISTAKES:
            raise QuizError("A drill needs at least one question family.")
        for f in self.families:
            get_family(f)
            self.states.setdefault(f, FamilyState(f))
        self._rng = random.Random(f"session/{self.mode}/{self.seed}")
        if self.mode is Mode.SPEED and self.duration_s is None:
            self.duration_s = SPEED_DURATIONS[0]
        if self.mode is Mode.EXAM:
            if not self.count:
                raise QuizError("An exam needs a number of questions.")
            self._exam = build_exam(
                self.families, self.count, self.seed, self.difficulty, self.rules
            )
        if self.mode is Mode.MISTAKES:
            if not self.mistakes:
                raise QuizError("There are no missed questions to practise.")
            self._queue = [(q, 0) for q in self.mistakes]

    # -- time ------------------------------------------------------------------------

    def start(self) -> None:
        """Start the clock (the first question starts it too)."""
        if self._started is None:
            self._started = self.clock()

    def elapsed_s(self) -> float:
        """Seconds since the session started."""
        return 0.0 if self._started is None else self.clock() - self._started

    def remaining_s(self) -> float | None:
        """Seconds left in a timed session (speed drill or exam), else None."""
        limit = self.duration_s if self.mode is Mode.SPEED else self.time_limit_s
        if limit is None:
            return None
        return max(0.0, limit - self.elapsed_s())

    # -- questions ---------------------------------------------------------------------

    @property
    def planned(self) -> int | None:
        """How many questions the session asks, where that is fixed (exam, count)."""
        if self.mode is Mode.EXAM:
            return len(self._exam)
        return self.count

    def is_over(self) -> bool:
        """No more questions: the count reached, the time up, or the mistakes cleared."""
        remaining = self.remaining_s()
        if remaining is not None and remaining <= 0:
            return True
        if self.mode is Mode.EXAM:
            return self._asked >= len(self._exam)
        if self.mode is Mode.MISTAKES:
            return not self._queue
        return self.count is not None and self._asked >= self.count

    @property
    def current(self) -> Question | None:
        """The question waiting for an answer."""
        return self._current

    def next_question(self) -> Question | None:
        """The next question, or None when the session is over."""
        self.start()
        if self._current is not None:
            return self._current
        if self.is_over():
            return None
        self.reason = None
        if self.mode is Mode.EXAM:
            question = self._exam[self._asked]
        elif self.mode is Mode.MISTAKES:
            question = self._queue[0][0]
        else:
            question = self._fresh(self._next_family())
        self._current = question
        return question

    def _fresh(self, family: str) -> Question:
        """A question of *family* that does not ask the situation just asked."""
        last = self._situation
        for _ in range(SITUATION_TRIES):
            question = generate(
                family,
                difficulty=self.difficulty,
                seed=self._rng.randrange(1 << 31),
                rules=self.rules,
            )
            if situation(question) != last:
                break
        return question

    def _next_family(self) -> str:
        recent = [a.family for a in self.answers[-LEECH_GAP:]]
        if self.scheduler is not None:
            states = [self.states[f] for f in self.families]
            now = self.now_ms()
            family = self.scheduler.next_family(states, now, self._rng, recent)
            self.reason = self.scheduler.reason(self.states[family], now)
            return family
        last = recent[-1:]
        choices = [f for f in self.families if f not in last] or list(self.families)
        return self._rng.choice(choices)

    def record(self, answer: Answer, answered_ms: int) -> FamilyState:
        """An answer the caller recorded, dated *answered_ms*: the scheduler's new state of
        its family."""
        family = answer.question.family
        state = self.states.get(family, FamilyState(family))
        if self.scheduler is not None:
            past = PastAnswer(family, float(answer.grade.credit), answer.response_ms, answered_ms)
            target = self.target_ms.get(family, DEFAULT_TARGET_MS)
            state = self.scheduler.update(state, past, target)
            self.states[family] = state
        return state

    def answer(self, response: Any, response_ms: int) -> Answer:
        """Grade the answer to the current question. An unreadable answer raises
        :class:`AnswerError` and the question stays current."""
        question = self._current
        if question is None:
            raise QuizError("There is no question waiting for an answer.")
        graded = grade(question, response)
        target = self.target_ms.get(question.family, DEFAULT_TARGET_MS)
        result = Answer(question, graded, response, response_ms, pace(response_ms, target), target)
        # Only an exam's and a "my mistakes" drill's questions are held (by the session, for
        # its order and its queue); any other is drawn again from its seed when shown.
        keep = self.mode in (Mode.EXAM, Mode.MISTAKES)
        kept = Answered(
            question.family,
            question.difficulty,
            question.seed,
            _shared(graded),
            response_ms,
            result.pace,
            target,
            kept=question if keep else None,
            rules=None if keep else self.rules,
        )
        self.answers.append(kept)
        self._totals.add(kept)
        self._situation = situation(question)
        self._asked += 1
        self._current = None
        if self.mode is Mode.MISTAKES:
            self._requeue(result)
        return result

    def _requeue(self, result: Answer) -> None:
        question, streak = self._queue.pop(0)
        if result.grade.is_correct:
            streak += 1
            if streak >= 2:
                return
            # Right once: ask a fresh question of the same family, a little later.
            question = generate(
                question.family,
                difficulty=question.difficulty,
                seed=self._rng.randrange(1 << 31),
                rules=self.rules,
            )
        else:
            streak = 0
        self._queue.insert(min(2, len(self._queue)), (question, streak))

    def skip_remaining(self) -> int:
        """Exam time is up: how many questions were never answered."""
        return max(0, len(self._exam) - self._asked) if self.mode is Mode.EXAM else 0

    # -- the end ---------------------------------------------------------------------------

    def summary(self) -> Summary:
        """Right, wrong, credit, pace and the missed questions."""
        totals = self._totals
        return Summary(
            mode=self.mode,
            answered=totals.answered,
            right=totals.right,
            wrong=totals.answered - totals.right,
            credit=totals.credit,
            fast=totals.paces[Pace.FAST],
            normal=totals.paces[Pace.NORMAL],
            slow=totals.paces[Pace.SLOW],
            missed=tuple(totals.missed),
            pass_mark=self.pass_mark if self.mode is Mode.EXAM else None,
            unanswered=self.skip_remaining(),
            response_ms=totals.response_ms,
        )


def _shared(graded: Grade) -> Grade:
    """A grade to keep, its words shared with every other answer's alike: the verdict, and
    the choices a ruling offers again and again (each answer's own copies were a third of
    what a drill kept per answer)."""
    return Grade(
        graded.credit,
        sys.intern(str(graded.message)),
        sys.intern(str(graded.expected)),
        sys.intern(str(graded.given)),
    )


@dataclass
class _Totals:
    """A session's running totals: its summary costs the same after 10,000 answers as
    after one (the window asks for it at every answer)."""

    answered: int = 0
    right: int = 0
    credit: Fraction = Fraction(0)
    paces: dict[Pace, int] = field(default_factory=lambda: dict.fromkeys(Pace, 0))
    response_ms: int = 0
    missed: list[Answered] = field(default_factory=list)

    def add(self, answer: Answered) -> None:
        """Count one more answer."""
        self.answered += 1
        self.credit += answer.grade.credit
        self.paces[answer.pace] += 1
        self.response_ms += answer.response_ms
        if answer.grade.is_correct:
            self.right += 1
        else:
            self.missed.append(answer)


def build_exam(
    families: Sequence[str],
    count: int,
    seed: int,
    difficulty: int = 2,
    rules: Mapping[str, AnyRules] | None = None,
) -> list[Question]:
    """An exam's questions, fixed by its seed: spread across the games chosen, each game's
    across its skills, each skill's across its families (:func:`exam_plan`), and shuffled."""
    if count < 1:
        raise QuizError("An exam needs at least one question.")
    rng = random.Random(f"exam/{seed}")
    order = exam_plan(families, count, rng)
    rng.shuffle(order)
    return [
        generate(f, difficulty=difficulty, seed=rng.randrange(1 << 31), rules=rules) for f in order
    ]


def exam_plan(families: Sequence[str], count: int, rng: random.Random) -> list[str]:
    """The families of an exam's ``count`` questions, in turn: the games round-robin, each
    game's skills round-robin on its own turns, each skill's families round-robin on its
    own, every round-robin starting where ``rng`` says, so that a short exam asks every game
    chosen (as evenly as the count allows) and different sittings ask different kinds
    (issue 23: ``families[i % len(families)]`` asked a 5-question exam on two games only
    the first game's first kinds)."""
    tree: dict[str, dict[str, list[str]]] = {}
    for family_id in families:
        fam = get_family(family_id)
        tree.setdefault(fam.game, {}).setdefault(fam.skill.value, []).append(family_id)
    games = _turns(list(tree), rng)
    skills = {g: _turns(list(by_skill), rng) for g, by_skill in tree.items()}
    kinds = {
        (g, k): _turns(ids, rng) for g, by_skill in tree.items() for k, ids in by_skill.items()
    }
    order = []
    for _ in range(count):
        game = next(games)
        skill = next(skills[game])
        order.append(next(kinds[(game, skill)]))
    return order


@dataclass(frozen=True, slots=True)
class GameSpread:
    """How many questions every sitting of an exam asks of one game: ``fewest`` to
    ``most``, and of each of its skills (``skills``: skill, fewest, most)."""

    game: str
    fewest: int
    most: int
    skills: tuple[tuple[str, int, int], ...]


def exam_spread(families: Sequence[str], count: int) -> tuple[GameSpread, ...]:
    """What every sitting of an exam of ``count`` questions from ``families`` asks of each
    game and skill, as :func:`exam_plan` hands them out: ``n`` questions in turn among
    ``k`` games (or skills) give each ``n // k`` or one more, whichever game starts."""
    tree: dict[str, dict[str, None]] = {}
    for family_id in families:
        fam = get_family(family_id)
        tree.setdefault(fam.game, {})[fam.skill.value] = None
    out = []
    for game, skills in tree.items():
        fewest, most = count // len(tree), -(-count // len(tree))
        per = len(skills)
        shares = tuple((s, fewest // per, -(-most // per)) for s in skills)
        out.append(GameSpread(game, fewest, most, shares))
    return tuple(out)


def _turns(items: list[str], rng: random.Random) -> Iterator[str]:
    """The items round and round, from a start ``rng`` picks."""
    start = rng.randrange(len(items))
    while True:
        yield from items[start:]
        yield from items[:start]


def families_of(families: Sequence[Family]) -> list[str]:
    """Family ids."""
    return [f.id for f in families]
