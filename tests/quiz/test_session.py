"""Drill sessions in every mode: practice, the timed speed drill (on a fake clock), the
exam (fixed by its seed, no verdicts needed until the end) and "my mistakes"."""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction
from typing import Any

import pytest

from trainer.engine.cards import DECK
from trainer.quiz.catalog import families_for, generate, get_family
from trainer.quiz.chips import chip_count, fewest_chips
from trainer.quiz.errors import AnswerError, QuizError
from trainer.quiz.model import AnswerKind, Mode, Question
from trainer.quiz.session import (
    SPEED_DURATIONS,
    DrillSession,
    Pace,
    build_exam,
    exam_plan,
    exam_spread,
    pace,
)

PAYOUTS = [f.id for f in families_for("three-card-poker", "payout")]
RULINGS = [f.id for f in families_for(skill="rulings")]
EVERY = [f.id for f in families_for()]


class FakeClock:
    """Seconds that pass only when a test says so."""

    def __init__(self) -> None:
        self.now = 1_000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


def wrong_answer(q: Question) -> str:
    """A readable answer that is not the right one."""
    if q.kind is AnswerKind.CHOICE:
        return str((q.answer + 1) % len(q.choices) + 1)
    if q.kind is AnswerKind.AMOUNT:
        return "0.50" if q.answer != 50 else "1"
    if q.kind is AnswerKind.CHIPS:
        return "1x0.50" if q.answer != 50 else "1x1"
    if q.kind is AnswerKind.AMOUNTS:
        return " ".join("0.50" if a != 50 else "1" for a in q.answer)
    if q.kind is AnswerKind.SPOT and "card" in q.answer:  # a deal: clean, or delivery 1
        return "correct" if q.answer["card"] is not None else "1 S1"
    if q.kind is AnswerKind.SPOT and "line" in q.answer:  # the home game: clean, or payment 1
        return "correct" if q.answer["line"] is not None else "1 $0.01"
    if q.kind is AnswerKind.SPOT:  # game protection: the other of "clean" and a seat
        seat = q.prompt["seats"][0]
        return "correct" if q.answer["seat"] is not None else f"S{seat} 1"
    if q.kind is AnswerKind.CUT:  # chip handling: one chip more than the cut pays
        return f"{q.answer['stacks']} stacks, {q.answer['piles']}x{q.answer['size']}, " + str(
            q.answer["loose"] + 1
        )
    if q.kind is AnswerKind.ORDER:
        other = next(c for c in q.choices if c != q.answer[0])
        return " ".join([other, *q.answer[1:]])
    # An arrangement: the hand's cards with one swapped for a card the prompt does not show.
    shown = {c for key in ("cards", "dealer", "board") for c in q.prompt.get(key, ())}
    stranger = next(str(c) for c in DECK if str(c) not in shown)
    return " ".join([*q.answer[:-1], stranger])


# ---------------------------------------------------------------------------------------
# Practice
# ---------------------------------------------------------------------------------------


def test_practice_asks_the_count_and_grades_each_answer() -> None:
    session = DrillSession(mode=Mode.PRACTICE, families=PAYOUTS, seed=1, count=6)
    verdicts = []
    while (q := session.next_question()) is not None:
        assert session.current is q
        assert session.next_question() is q  # asked again until answered
        right = len(session.answers) % 2 == 0
        answered = session.answer(q.answer_text if right else wrong_answer(q), 3_000)
        verdicts.append(answered.grade.is_correct)
        assert answered.question is q
    assert verdicts == [True, False] * 3
    summary = session.summary()
    assert (summary.answered, summary.right, summary.wrong) == (6, 3, 3)
    assert len(summary.missed) == 3
    assert summary.passed is None
    assert session.is_over()


def test_practice_refuses_an_unreadable_answer_and_keeps_the_question() -> None:
    session = DrillSession(mode=Mode.PRACTICE, families=["three-card-poker/payout"], count=1)
    q = session.next_question()
    assert q is not None
    with pytest.raises(AnswerError):
        session.answer("12,5x", 1_000)
    assert session.current is q
    assert session.answers == []
    assert session.answer(q.answer_text, 1_000).grade.is_correct
    assert session.next_question() is None


def test_practice_seed_repeats_the_drill() -> None:
    def asked(seed: int) -> list[Question]:
        s = DrillSession(mode=Mode.PRACTICE, families=EVERY, seed=seed, count=15)
        out = []
        while (q := s.next_question()) is not None:
            out.append(q)
            s.answer(q.answer_text, 1_000)
        return out

    assert asked(3) == asked(3)
    assert asked(3) != asked(4)


def test_practice_does_not_ask_the_same_family_twice_running() -> None:
    session = DrillSession(mode=Mode.PRACTICE, families=RULINGS, seed=2, count=30)
    last = None
    while (q := session.next_question()) is not None:
        assert q.family != last
        last = q.family
        session.answer("1", 1_000)


def test_sessions_refuse_nonsense() -> None:
    with pytest.raises(QuizError):
        DrillSession(mode=Mode.PRACTICE, families=[])
    with pytest.raises(QuizError):
        DrillSession(mode=Mode.PRACTICE, families=["three-card-poker/juggling"])
    with pytest.raises(QuizError):
        DrillSession(mode=Mode.EXAM, families=RULINGS)  # no count
    with pytest.raises(QuizError):
        DrillSession(mode=Mode.MISTAKES, families=[])  # nothing missed
    with pytest.raises(QuizError):
        DrillSession(mode=Mode.PRACTICE, families=RULINGS).answer("1", 1)  # nothing asked


# ---------------------------------------------------------------------------------------
# Speed drill
# ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("ms", "expected"),
    [(4_500, Pace.FAST), (4_501, Pace.NORMAL), (6_000, Pace.NORMAL), (6_001, Pace.SLOW)],
)
def test_pace_against_the_target(ms: int, expected: Pace) -> None:
    assert pace(ms, 6_000) is expected


@pytest.mark.parametrize("duration", SPEED_DURATIONS)
def test_speed_drill_ends_when_the_time_is_up(duration: int) -> None:
    clock = FakeClock()
    session = DrillSession(
        mode=Mode.SPEED,
        families=PAYOUTS,
        seed=8,
        duration_s=duration,
        clock=clock,
        target_ms={f: 6_000 for f in PAYOUTS},
    )
    assert session.remaining_s() == duration
    asked = 0
    while (q := session.next_question()) is not None:
        asked += 1
        clock.advance(7)
        session.answer(q.answer_text, 7_000)
    # Questions are handed out while time remains: ceil(duration / 7) of them.
    assert asked == -(-duration // 7)
    assert session.remaining_s() == 0
    assert session.is_over()
    summary = session.summary()
    assert summary.answered == asked
    assert summary.slow == asked


def test_speed_drill_defaults_to_a_minute_and_grades_the_pace() -> None:
    clock = FakeClock()
    session = DrillSession(
        mode=Mode.SPEED,
        families=RULINGS,
        seed=1,
        clock=clock,
        target_ms={f: 10_000 for f in RULINGS},
    )
    assert session.duration_s == 60
    paces = []
    for seconds in (5, 9, 12, 7, 30):
        q = session.next_question()
        assert q is not None
        clock.advance(seconds)
        paces.append(session.answer(q.answer_text, seconds * 1_000).pace)
    assert paces == [Pace.FAST, Pace.NORMAL, Pace.SLOW, Pace.FAST, Pace.SLOW]
    assert session.elapsed_s() == 63
    assert session.next_question() is None
    s = session.summary()
    assert (s.fast, s.normal, s.slow, s.right) == (2, 1, 2, 5)


def test_the_clock_starts_with_the_first_question() -> None:
    clock = FakeClock()
    session = DrillSession(mode=Mode.SPEED, families=RULINGS, clock=clock, duration_s=60)
    clock.advance(500)  # the window sat open before the trainee began
    assert session.elapsed_s() == 0
    assert session.next_question() is not None
    clock.advance(59)
    assert not session.is_over()
    clock.advance(1)
    assert session.is_over()


# ---------------------------------------------------------------------------------------
# Exam
# ---------------------------------------------------------------------------------------


def test_an_exam_is_fixed_by_its_seed() -> None:
    first = build_exam(EVERY, 100, seed=42)
    assert len(first) == 100
    assert first == build_exam(EVERY, 100, seed=42)
    assert first != build_exam(EVERY, 100, seed=43)
    # Spread evenly across the games, each game's questions across its skills, each
    # skill's across its families (issue 23: the games and skills chosen come first).
    games = Counter(q.game for q in first)
    assert set(games) == {f.split("/")[0] for f in EVERY}
    assert max(games.values()) - min(games.values()) <= 1
    for game in games:
        skills = Counter(q.skill for q in first if q.game == game)
        assert set(skills) == {f.skill for f in families_for(game)}
        assert max(skills.values()) - min(skills.values()) <= 1
        for skill in skills:
            kinds = Counter(q.family for q in first if (q.game, q.skill) == (game, skill))
            in_skill = [f.id for f in families_for(game, skill)]
            fewest = 0 if len(kinds) < len(in_skill) else min(kinds.values())
            assert max(kinds.values()) - fewest <= 1, kinds
    assert all(q.difficulty == 2 for q in first)
    # A session with the same seed sits the same exam.
    session = DrillSession(mode=Mode.EXAM, families=EVERY, seed=42, count=100, difficulty=2)
    sat = []
    while (q := session.next_question()) is not None:
        sat.append(q)
        session.answer(q.answer_text, 1_000)
    assert sat == first


def exam(count: int = 100, **options: Any) -> DrillSession:
    return DrillSession(
        mode=Mode.EXAM, families=EVERY, seed=7, count=count, pass_mark=90, **options
    )


@pytest.mark.parametrize(("right", "passed"), [(100, True), (90, True), (89, False), (0, False)])
def test_exam_score_against_the_pass_mark(right: int, passed: bool) -> None:
    session = exam()
    n = 0
    while (q := session.next_question()) is not None:
        session.answer(q.answer_text if n < right else wrong_answer(q), 2_000)
        n += 1
    summary = session.summary()
    assert summary.answered == 100
    assert summary.unanswered == 0
    assert summary.right == right
    assert summary.score_percent == right
    assert summary.pass_mark == 90
    assert summary.passed is passed


def test_exam_needs_no_verdict_until_the_end() -> None:
    """Answers are graded as they come (to be recorded) but nothing about the exam's
    outcome changes until the summary; wrong answers are not re-asked."""
    session = exam(count=10)
    asked = []
    while (q := session.next_question()) is not None:
        asked.append(q)
        session.answer(wrong_answer(q), 2_000)
    assert len(asked) == 10 == len({id(q) for q in asked})
    assert session.summary().right == 0


def test_exam_time_limit_counts_the_unanswered() -> None:
    clock = FakeClock()
    session = exam(time_limit_s=300, clock=clock)
    for _ in range(10):
        q = session.next_question()
        assert q is not None
        clock.advance(30)
        session.answer(q.answer_text, 30_000)
    assert session.remaining_s() == 0
    assert session.next_question() is None
    summary = session.summary()
    assert (summary.answered, summary.unanswered) == (10, 90)
    assert summary.score_percent == 10
    assert summary.passed is False


def test_partial_credit_counts_in_the_exam_score() -> None:
    session = DrillSession(
        mode=Mode.EXAM, families=["three-five-seven/dealing-order"], seed=1, count=2, pass_mark=50
    )
    q = session.next_question()
    assert q is not None
    # Right up to the last step: (n - 1) / n of the first question.
    n = len(q.answer)
    last = next(c for c in q.choices if c != q.answer[-1])
    session.answer(" ".join([*q.answer[:-1], last]), 1_000)
    q = session.next_question()
    assert q is not None
    session.answer(q.answer_text, 1_000)
    summary = session.summary()
    assert summary.right == 1
    assert summary.credit == 1 + Fraction(n - 1, n)
    assert summary.score_percent == summary.credit * 50
    assert summary.passed is True


def test_an_exam_needs_a_question() -> None:
    with pytest.raises(QuizError):
        build_exam(EVERY, 0, seed=1)


# ---------------------------------------------------------------------------------------
# My mistakes
# ---------------------------------------------------------------------------------------


def test_mistakes_are_asked_until_right_twice_in_a_row() -> None:
    missed = [
        generate("three-card-poker/payout", difficulty=1, seed=11),
        generate("casino-holdem/rulings", difficulty=1, seed=12),
    ]
    session = DrillSession(mode=Mode.MISTAKES, families=[], mistakes=missed, seed=3)
    streak: Counter[str] = Counter()
    cleared: list[str] = []
    plan = {  # per family: how each ask of it is answered, in turn
        "three-card-poker/payout": [True, False, True, True],
        "casino-holdem/rulings": [False, False, True, True],
    }
    seen: Counter[str] = Counter()
    while (q := session.next_question()) is not None:
        right = plan[q.family][seen[q.family]]
        seen[q.family] += 1
        if seen[q.family] == 1:
            assert q in missed  # the missed question itself comes first
        session.answer(q.answer_text if right else wrong_answer(q), 1_000)
        streak[q.family] = streak[q.family] + 1 if right else 0
        if streak[q.family] == 2:
            cleared.append(q.family)
    assert sorted(cleared) == sorted(plan)
    assert seen == {f: len(p) for f, p in plan.items()}
    assert session.is_over()
    summary = session.summary()
    assert summary.answered == 8
    assert summary.right == 5


def test_a_mistake_answered_right_once_comes_back_as_a_fresh_question() -> None:
    missed = generate("three-five-seven/payout", difficulty=2, seed=5)
    session = DrillSession(mode=Mode.MISTAKES, families=[], mistakes=[missed], seed=1)
    q = session.next_question()
    assert q == missed
    session.answer(q.answer_text, 1_000)
    again = session.next_question()
    assert again is not None
    assert again.family == missed.family
    assert again.difficulty == missed.difficulty
    assert again != missed
    session.answer(again.answer_text, 1_000)
    assert session.next_question() is None


def test_half_credit_for_too_many_chips_counts_in_the_summary() -> None:
    session = DrillSession(
        mode=Mode.PRACTICE, families=["three-card-poker/payout-chips"], count=3, seed=2
    )
    credits = []
    while (q := session.next_question()) is not None:
        dollars, cents = divmod(q.answer, 100)
        # Every dollar as a $1 chip: the right sum, rarely the fewest chips.
        stack = f"{dollars}x1" + (" 1x0.50" if cents else "")
        fewest = fewest_chips(q.answer)
        assert fewest is not None
        graded = session.answer(stack, 1_000).grade
        used = dollars + (1 if cents else 0)
        assert graded.credit == (1 if used == chip_count(fewest) else Fraction(1, 2))
        credits.append(graded.credit)
    assert session.summary().credit == sum(credits)
    assert session.summary().right == credits.count(Fraction(1))


def test_issue_23_a_short_exam_asks_every_game_and_skill_chosen_in_turn() -> None:
    """A 5-question exam on 3-5-7 and Three Card Poker asked only 3-5-7 (the first kinds,
    ``families[i % len(families)]``): every sitting now spreads across the games chosen,
    each game's questions across its skills, and different sittings ask different kinds;
    the same seed sits the same exam."""
    chosen = [f.id for g in ("three-five-seven", "three-card-poker") for f in families_for(g)]
    asked: set[str] = set()
    for seed in range(20):
        exam = build_exam(chosen, 5, seed=seed)
        assert exam == build_exam(chosen, 5, seed=seed)
        games = Counter(q.game for q in exam)
        assert sorted(games.values()) == [2, 3], games
        for game in games:
            skills = Counter(q.skill for q in exam if q.game == game)
            assert max(skills.values()) == 1, skills  # 2 or 3 questions, as many skills
        asked |= {q.family for q in exam}
    assert len(asked) >= len(chosen) // 2, sorted(asked)


def test_issue_23_the_exam_spread_says_what_every_sitting_asks_of_each_game_and_skill() -> None:
    """What the supervisor is shown of an exam (``exam_spread``): the fewest and the most
    questions every sitting asks of each game chosen and of each skill within it. Every
    sitting falls within it, and sittings reach both ends."""
    games = ("three-five-seven", "three-card-poker")
    chosen = [f.id for g in games for s in ("payout", "rulings") for f in families_for(g, s)]
    spread = exam_spread(chosen, 5)
    assert [(g.game, g.fewest, g.most) for g in spread] == [
        ("three-five-seven", 2, 3),
        ("three-card-poker", 2, 3),
    ]
    assert all(
        s == (skill, 1, 2)
        for g in spread
        for s, skill in zip(g.skills, ("payout", "rulings"), strict=True)
    )
    seen: dict[tuple[str, str], set[int]] = {}
    for seed in range(200):
        plan = exam_plan(chosen, 5, random.Random(seed))
        for g in spread:
            n = sum(get_family(f).game == g.game for f in plan)
            assert g.fewest <= n <= g.most
            seen.setdefault((g.game, ""), set()).add(n)
            for skill, fewest, most in g.skills:
                k = sum(get_family(f).game == g.game and get_family(f).skill == skill for f in plan)
                assert fewest <= k <= most, (seed, g.game, skill, k)
                seen.setdefault((g.game, skill), set()).add(k)
    assert all(len(ns) == 2 for ns in seen.values()), seen
