"""Table pace (issue 16, section 3): decisions per hour beside seconds per answer, and the
house's target for each game and skill."""

from __future__ import annotations

import re
import subprocess
import sys
import time
from fractions import Fraction
from pathlib import Path

import pytest

from trainer.engine.games import GAMES
from trainer.engine.money import format_money
from trainer.progress.settings import SETTINGS_BY_KEY, SKILLS, pace_key
from trainer.quiz.catalog import families_for, generate
from trainer.quiz.errors import AnswerError
from trainer.quiz.grading import grade
from trainer.quiz.model import GAMES as DRILLED
from trainer.quiz.model import Mode
from trainer.quiz.pace import at_median, per_hour, seconds_per_answer
from trainer.quiz.session import DrillSession

ROOT = Path(__file__).resolve().parents[2]


def test_decisions_per_hour_is_answers_an_hour_of_answering_holds() -> None:
    assert per_hour(10, 60_000) == 600  # ten answers a minute
    assert per_hour(1, 15_000) == 240
    assert per_hour(3, 7_000) == 1543  # 1542.86, to the nearest decision
    assert per_hour(0, 5_000) == 0 and per_hour(4, 0) is None
    assert at_median(6_000) == 600 and at_median(None) is None
    assert at_median(6_000, 3, 4) == 450  # 600 an hour, three in four right
    assert seconds_per_answer(4, 10_000) == 2.5 and seconds_per_answer(0, 0) is None


def test_a_drill_summary_counts_its_pace_from_the_time_spent_answering() -> None:
    family = families_for("three-card-poker", "payout")[0].id
    session = DrillSession(mode=Mode.SPEED, families=[family], seed=3, duration_s=60)
    for ms in (4_000, 6_000, 5_000):
        q = session.next_question()
        assert q is not None
        session.answer(q.answer_text, ms)
    summary = session.summary()
    assert summary.response_ms == 15_000
    assert summary.decisions_per_hour == 720 and summary.seconds_per_answer == 5.0


def test_pace_counts_right_answers_only() -> None:
    """Issue 24: 16 answers at 1,686 an hour with 7 right read "on target"; the pace is of
    the right decisions: 7 in the time of 16."""
    family = families_for("three-card-poker", "payout")[0].id
    session = DrillSession(mode=Mode.SPEED, families=[family], seed=5, duration_s=60)
    for n in range(16):
        q = session.next_question()
        assert q is not None
        wrong = format_money(int(q.answer) + 100)
        session.answer(q.answer_text if n < 7 else wrong, 2_135)
    summary = session.summary()
    assert (summary.answered, summary.right, summary.response_ms) == (16, 7, 34_160)
    assert per_hour(16, summary.response_ms) == 1_686  # what the summary said before
    assert summary.decisions_per_hour == 738  # 7 right in 34.16 s
    target = 1_000  # a house's target: on target before, under it now
    assert summary.decisions_per_hour < target <= per_hour(16, summary.response_ms)
    # No right answer: no decision made, a pace of 0 (and none without answers at all).
    nothing = DrillSession(mode=Mode.SPEED, families=[family], seed=5, duration_s=60)
    assert nothing.summary().decisions_per_hour is None


def test_the_house_sets_a_pace_target_for_every_game_and_skill_it_drills() -> None:
    for spec in GAMES:
        for skill in SKILLS:
            declared = pace_key(spec.id, skill) in SETTINGS_BY_KEY
            drilled = spec.id in DRILLED and bool(families_for(spec.id, skill))
            assert declared == drilled, (spec.id, skill)
    # By default, the pace of answering in the skill's target time.
    for key, setting in SETTINGS_BY_KEY.items():
        if key.startswith("pace-target."):
            skill = key.rsplit(".", 1)[1]
            target_ms = int(SETTINGS_BY_KEY[f"target-ms.{skill}"].default)
            assert setting.default == per_hour(1, target_ms)


def test_the_terminal_speed_drill_prints_its_pace_against_the_target(tmp_path: Path) -> None:
    args = ["drill", "--trainee", "Ida", "--game", "three-card-poker", "--skill", "rulings"]
    args += ["--family", "three-card-poker/rulings", "--mode", "speed"]
    proc = subprocess.Popen(
        [sys.executable, "-m", "trainer", *args, "--data-dir", str(tmp_path / "data")],
        cwd=ROOT,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert proc.stdin is not None and proc.stdout is not None
    seen: list[str] = []
    for choice in "123":
        while not (line := proc.stdout.readline()).startswith("   Type "):
            assert line, "the drill ended early"
            seen.append(line)
        time.sleep(0.3)  # a trainee takes a moment over each question shown
        proc.stdin.write(choice + "\n")
        proc.stdin.flush()
    rest, err = proc.communicate(timeout=60)
    out = "".join(seen) + rest
    assert proc.returncode == 0, err
    found = re.search(
        r"^Pace: ([\d,]+) right decisions per hour \(\d of 3 right\), (\d+\.\d) s per answer; "
        r"house target 240 per hour: (on|under) target\.$",
        out,
        re.M,
    )
    assert found, out


@pytest.mark.parametrize("game", ["three-five-seven", "casino-holdem", "three-card-poker"])
def test_a_full_table_sprint_settles_seven_seats_with_a_verdict_per_seat(game: str) -> None:
    for seed in range(30):
        q = generate(f"{game}/payout-full-table", difficulty=seed % 3 + 1, seed=seed)
        assert q.prompt["seats"] == [7, 6, 5, 4, 3, 2, 1]  # settlement order, right to left
        assert grade(q, q.answer_text).message == "Right: every seat paid right."
        wrong = list(q.answer)
        wrong[1] += 100
        wrong[4] += 100
        graded = grade(q, " ".join(format_money(a) for a in wrong))
        assert graded.credit == Fraction(5, 7)
        assert "Seat 7 right; seat 6 wrong" in graded.message and "seat 3 wrong" in graded.message
        six = " ".join(format_money(a) for a in q.answer[:6])
        with pytest.raises(AnswerError, match="There are 7 seats to pay"):
            grade(q, six)  # a seat left out: asked again, not graded (issue 12)
