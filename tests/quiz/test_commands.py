"""The drills' command line, as a supervisor and a trainee use it: real subprocesses of
``python -m trainer``.

``questions --json`` prints what the issue names, and its payout answers are what
``dealer-trainer settle`` pays on the same scenario; ``drill`` records every graded answer
in the store before it prints the verdict, so that even a killed drill loses nothing it
has graded.
"""

from __future__ import annotations

import json
import os
import queue
import re
import signal
import subprocess
import sys
import threading
from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path
from typing import IO, Any

import pytest

from tests.forker import dealer_trainer, json_numbers
from trainer.engine.games import game_spec
from trainer.progress import Attempt, ProgressStore
from trainer.quiz.catalog import families_for, generate
from trainer.quiz.house import rules_for_house
from trainer.quiz.model import GAMES, AnswerKind, Question, Skill
from trainer.quiz.render import question_data
from trainer.quiz.session import build_exam

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT = 60


def trainer(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    """The command, a real process of its own (forked from a warm one: tests/forker.py)."""
    return dealer_trainer(*args, stdin=stdin, cwd=ROOT)


def as_json(text: str) -> Any:
    return json.loads(text, parse_float=Decimal)


numbers = json_numbers


def cents(dollars: Any) -> int:
    return int(Decimal(str(dollars)) * 100)


def attempts(folder: Path, trainee: str) -> list[Attempt]:
    with ProgressStore(folder) as store:
        who = store.find_trainee(trainee)
        return list(store.attempts(trainee_id=who.id))


# ---------------------------------------------------------------------------------------
# questions
# ---------------------------------------------------------------------------------------

FIELDS = {"family", "skill", "game", "seed", "prompt", "answer", "explanation"}


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("skill", [s.value for s in Skill])
def test_questions_json_prints_the_documented_fields(game: str, skill: str) -> None:
    done = trainer(
        "questions", "--game", game, "--skill", skill, "--count", "4", "--seed", "9", "--json"
    )
    if not families_for(game, skill):  # the home game has no chip-handling drill
        assert (done.returncode, done.stdout) == (2, "")
        assert done.stderr == "dealer-trainer: No drills match that choice of game and skill.\n"
        return
    assert done.returncode == 0, done.stderr
    printed = as_json(done.stdout)
    assert isinstance(printed, list)
    assert len(printed) == 4
    families = {f.id for f in families_for(game, skill)}
    for item in printed:
        assert set(item) >= FIELDS
        assert (item["game"], item["skill"]) == (game, skill)
        assert item["family"] in families
        assert isinstance(item["seed"], int)
        assert item["explanation"].strip()
        # The seed printed regenerates the question printed.
        again = question_data(generate(item["family"], difficulty=1, seed=item["seed"]))
        assert as_json(json.dumps(again, default=str)).keys() == item.keys()
        assert item["answer"] == as_json(json.dumps(_plain(again["answer"])))


def _plain(value: Any) -> Any:
    if isinstance(value, Decimal):
        return int(value) if value == value.to_integral_value() else float(value)
    if isinstance(value, list):
        return [_plain(v) for v in value]
    if isinstance(value, dict):  # a game-protection answer: the seat and the fix
        return {k: _plain(v) for k, v in value.items()}
    return value


# The home game's players pay each other (no wagers, no dealer's payout): its payout
# questions are settled through a real ``settle`` run in tests/test_cli_homegame.py, and
# blackjack's (a whole table, paid seat by seat) in tests/test_cli_blackjack.py, and
# roulette's (a spin, paid bet by bet) in tests/test_cli_roulette.py.
CASINO_GAMES = [g for g in GAMES if g not in ("three-five-seven-home", "blackjack", "roulette")]


@pytest.mark.parametrize("game", CASINO_GAMES)
@pytest.mark.parametrize("difficulty", ["1", "2", "3"])
def test_payout_answers_are_what_settle_pays(game: str, difficulty: str) -> None:
    """``prompt`` holds ``scenario`` (the settle form) and ``wagers``; ``answer`` is the sum
    of ``paid`` over those wagers from a real ``dealer-trainer settle`` run."""
    done = trainer(
        "questions",
        "--game",
        game,
        "--skill",
        "payout",
        "--difficulty",
        difficulty,
        "--count",
        "12",
        "--seed",
        "31",
        "--json",
    )
    assert done.returncode == 0, done.stderr
    printed = as_json(done.stdout)
    scenarios: list[Any] = []
    asked: list[tuple[int, list[str]]] = []  # (question, wagers) per scenario
    for i, item in enumerate(printed):
        prompt = item["prompt"]
        assert {"scenario", "wagers"} <= set(prompt)
        if isinstance(prompt["scenario"], list):  # a table: one scenario per seat
            for scenario, wagers in zip(prompt["scenario"], prompt["wagers"], strict=True):
                scenarios.append(scenario)
                asked.append((i, wagers))
        else:
            scenarios.append(prompt["scenario"])
            asked.append((i, prompt["wagers"]))
    # Amounts go back as the JSON numbers they were printed as (issue 17: settle refuses an
    # amount given as text).
    settled = trainer("settle", stdin=json.dumps(numbers(scenarios)))
    assert settled.returncode == 0, settled.stderr
    results = as_json(settled.stdout)
    assert len(results) == len(scenarios)
    paid: dict[int, list[int]] = {}
    for (i, wagers), result in zip(asked, results, strict=True):
        paid.setdefault(i, []).append(sum(cents(result["bets"][w]["paid"]) for w in wagers))
    for i, item in enumerate(printed):
        if isinstance(item["answer"], list):
            assert [cents(a) for a in item["answer"]] == paid[i]
        else:
            assert cents(item["answer"]) == sum(paid[i])


def test_the_same_seed_prints_the_same_questions() -> None:
    for extra in (["--json"], []):
        args = ["questions", "--game", "three-five-seven", "--skill", "rake", "--count", "6"]
        first = trainer(*args, "--seed", "77", *extra)
        again = trainer(*args, "--seed", "77", *extra)
        other = trainer(*args, "--seed", "78", *extra)
        assert first.returncode == again.returncode == other.returncode == 0
        assert first.stdout == again.stdout
        assert first.stdout != other.stdout


def test_the_answer_key_shows_answers_and_explanations() -> None:
    done = trainer(
        "questions", "--game", "casino-holdem", "--skill", "payout", "--count", "3", "--seed", "4"
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.count("   Answer: $") == 3
    assert done.stdout.count("   Rule: ") == 3
    assert "1. Casino Hold'em - Payouts (casino-holdem/payout" in done.stdout


@pytest.mark.parametrize(
    "args",
    [
        ["--game", "baccarat", "--skill", "payout"],
        ["--game", "casino-holdem", "--skill", "juggling"],
        ["--game", "casino-holdem", "--skill", "payout", "--count", "0"],
        ["--game", "casino-holdem", "--skill", "payout", "--difficulty", "4"],
    ],
)
def test_questions_refuse_bad_arguments_without_a_traceback(args: list[str]) -> None:
    done = trainer("questions", *args)
    assert done.returncode == 2
    assert "Traceback" not in done.stderr


# ---------------------------------------------------------------------------------------
# drill, answers on standard input
# ---------------------------------------------------------------------------------------


def unreadable(q: Question) -> str:
    return {
        AnswerKind.AMOUNT: "12,5x",
        AnswerKind.AMOUNTS: "60 abc",
        AnswerKind.CHIPS: "3x7",
    }.get(q.kind, "nonsense")


def wrong(q: Question) -> str:
    if q.kind is AnswerKind.AMOUNTS:
        return " ".join("0.50" if a != 50 else "1" for a in q.answer)
    if q.kind is AnswerKind.CHIPS:
        return "1x0.50" if q.answer != 50 else "1x1"
    return "0.50" if q.answer != 50 else "1"


def test_an_exam_drill_records_every_answer_it_grades(tmp_path: Path) -> None:
    """Answers on stdin, some right, some wrong, one unreadable (asked again, not graded);
    input ends before the count: the drill ends and counts the rest unanswered."""
    folder = tmp_path / "data"
    with ProgressStore(folder) as store:
        rules = rules_for_house(store.settings())
        # Issue 17, item 10: an exam on the terminal needs a supervisor's PIN (from a file).
        store.create_first_supervisor("Mona", "246810")
    pin = tmp_path / "mona.pin"
    pin.write_text("246810\n")
    pin.chmod(0o600)
    ids = [f.id for f in families_for("three-five-seven", "payout")]
    exam = build_exam(ids, 8, seed=21, difficulty=2, rules=rules)
    plan = [True, False, True, False, True, None, True]  # None: unreadable, then right
    lines: list[str] = []
    for q, right in zip(exam, plan, strict=False):
        if right is None:
            lines += [unreadable(q), q.answer_text]
        else:
            lines.append(q.answer_text if right else wrong(q))
    done = trainer(
        "drill",
        "--trainee",
        "Dana",
        "--game",
        "three-five-seven",
        "--skill",
        "payout",
        "--mode",
        "exam",
        "--count",
        "8",
        "--seed",
        "21",
        "--difficulty",
        "2",
        "--supervisor",
        "Mona",
        "--supervisor-pin-file",
        str(pin),
        "--data-dir",
        str(folder),
        stdin="\n".join(lines) + "\n",
    )
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "Welcome, Dana: a new trainee." in out
    assert out.count("Try again.") == 1
    assert out.count("   Recorded.") == 7
    assert "Right." not in out  # no verdicts during an exam
    assert "7 answered: 5 right, 2 wrong; 1 unanswered." in out
    # 5 of 8 is 62.5%, to one place as the store keeps it (it read "Score 62%").
    assert "Score 62.5% against a pass mark of 90%: not passed." in out
    recorded = attempts(folder, "Dana")
    expected_flags = [r is not False for r in plan]
    assert [a.correct for a in recorded] == expected_flags
    assert [(a.family, a.seed) for a in recorded] == [(q.family, q.seed) for q in exam[:7]]
    assert [a.expected for a in recorded] == [q.answer_text for q in exam[:7]]
    assert {a.mode for a in recorded} == {"exam"}
    assert len({a.session_id for a in recorded}) == 1


def test_a_speed_drill_records_its_answers_as_speed_drill(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    done = trainer(
        "drill",
        "--trainee",
        "Eli",
        "--game",
        "three-card-poker",
        "--skill",
        "rulings",
        "--family",  # the procedure rulings, not the situations the skill also holds
        "three-card-poker/rulings",
        "--mode",
        "speed",
        "--data-dir",
        str(folder),
        stdin="1\n2\nsoon\n3\n4\n",
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.count("Try again.") == 1
    recorded = attempts(folder, "Eli")
    assert len(recorded) == 4
    assert {a.mode for a in recorded} == {"speed-drill"}
    # The store's verdict is the printed one, and a right answer is the expected text.
    verdicts = re.findall(r"^   (Right|Wrong)\. \((fast|normal|slow)", done.stdout, re.M)
    assert [v == "Right" for v, _ in verdicts] == [a.correct for a in recorded]
    assert all(a.correct == (a.answer == a.expected) for a in recorded)
    assert re.search(r"4 answered: \d right, \d wrong; \d fast, \d normal, \d slow\.", done.stdout)


class Drill:
    """A ``drill`` subprocess answered line by line, its output read on a thread."""

    def __init__(self, *args: str) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "trainer", "drill", *args],
            cwd=ROOT,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            bufsize=1,
            env={**os.environ, "PYTHONUNBUFFERED": "1"},
        )
        self.lines: queue.Queue[str | None] = queue.Queue()
        assert self.proc.stdout is not None
        self._reader = threading.Thread(target=self._read, args=(self.proc.stdout,), daemon=True)
        self._reader.start()

    def _read(self, stream: IO[str]) -> None:
        for line in stream:
            self.lines.put(line.rstrip("\n"))
        self.lines.put(None)

    def line(self) -> str:
        got = self.lines.get(timeout=TIMEOUT)
        assert got is not None, "the drill ended early"
        return got

    def question(self) -> list[str]:
        """The lines of the next question, up to its 'Type ...' line."""
        out = []
        while not (line := self.line()).startswith("   Type "):
            out.append(line)
        return out

    def answer(self, text: str) -> str:
        """Send one answer; the first line printed after it (the verdict)."""
        assert self.proc.stdin is not None
        self.proc.stdin.write(text + "\n")
        self.proc.stdin.flush()
        return self.line()

    def kill(self) -> None:
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(timeout=TIMEOUT)

    def close(self) -> None:
        """Kill it if it still runs; close every pipe once its output is read."""
        if self.proc.poll() is None:
            self.kill()
        self._reader.join(timeout=TIMEOUT)
        for stream in (self.proc.stdin, self.proc.stdout, self.proc.stderr):
            if stream is not None:
                stream.close()


@pytest.fixture
def drills() -> Iterator[list[Drill]]:
    started: list[Drill] = []
    yield started
    for d in started:
        d.close()


def right_ruling(game: str, lines: list[str]) -> int:
    """The number of the right answer to a rulings question, from RULINGS."""
    head = next(line for line in lines if re.match(r"^\d+\. ", line))
    text = head.split(". ", 1)[1]
    (ruling,) = [r for r in game_spec(game).rulings if r.question == text]
    options = {
        m.group(2): int(m.group(1)) for line in lines if (m := re.match(r"^\s+(\d+)\. (.*)$", line))
    }
    return options[ruling.ruling]


def test_a_practice_drill_shows_each_verdict_after_recording_it(
    tmp_path: Path, drills: list[Drill]
) -> None:
    folder = tmp_path / "data"
    game = "casino-holdem"
    drill = Drill(
        *("--trainee", "Fay", "--game", game, "--skill", "rulings"),
        *("--family", f"{game}/rulings"),  # the rulings RULINGS lists, not the situations
        *("--data-dir", str(folder)),
    )
    drills.append(drill)
    verdicts = []
    for n in range(6):
        lines = drill.question()
        right = right_ruling(game, lines)
        answer = right if n % 3 != 1 else right % 4 + 1
        if n == 4:
            assert "Try again." in drill.answer("seven")  # unreadable: asked again
        verdicts.append(drill.answer(str(answer)))
    assert verdicts[1].startswith("   Wrong. The answer: ")
    assert [v == "   Right." for v in verdicts] == [n % 3 != 1 for n in range(6)]
    assert drill.proc.stdin is not None
    drill.proc.stdin.close()  # end of input ends the drill
    assert drill.proc.wait(timeout=TIMEOUT) == 0
    recorded = attempts(folder, "Fay")
    assert [a.correct for a in recorded] == [n % 3 != 1 for n in range(6)]
    assert {a.mode for a in recorded} == {"practice"}


def test_the_terminal_drill_asks_again_when_the_count_of_amounts_is_not_the_seats(
    tmp_path: Path, drills: list[Drill]
) -> None:
    """Issue 12: eight amounts for a table of at most seven seats is a slip, not an
    answer: the drill names the count and asks again, and records nothing for it."""
    folder = tmp_path / "data"
    family = "three-card-poker/payout-table"
    drill = Drill(
        *("--trainee", "Gus", "--game", "three-card-poker", "--skill", "payout"),
        *("--family", family, "--data-dir", str(folder)),
    )
    drills.append(drill)
    drill.question()
    again = drill.answer(" ".join(["5"] * 8))
    assert re.search(r"There are \d seats to pay and you gave 8 amounts\. .*Try again\.", again)
    assert drill.proc.stdin is not None
    drill.proc.stdin.close()
    assert drill.proc.wait(timeout=TIMEOUT) == 0
    assert attempts(folder, "Gus") == []


def test_a_killed_drill_keeps_every_answer_it_gave_a_verdict_for(
    tmp_path: Path, drills: list[Drill]
) -> None:
    folder = tmp_path / "data"
    drill = Drill(
        "--trainee",
        "Gus",
        "--game",
        "three-card-poker",
        "--skill",
        "payout",
        "--difficulty",
        "2",
        "--family",
        "three-card-poker/payout",  # one amount per question
        "--data-dir",
        str(folder),
    )
    drills.append(drill)
    verdicts = []
    for _ in range(5):
        drill.question()
        verdicts.append(drill.answer("5"))  # readable for amounts, amounts and chips alike
    drill.question()  # the sixth question waits for its answer...
    drill.kill()  # ...when the station loses power
    assert drill.proc.returncode == -signal.SIGKILL
    recorded = attempts(folder, "Gus")
    assert len(recorded) == 5
    assert [a.correct for a in recorded] == [v == "   Right." for v in verdicts]
    assert all(a.answer for a in recorded)


def test_questions_follow_the_house_schedules_in_a_named_store(tmp_path: Path) -> None:
    """A supervisor's printed answer key uses the schedules the house posts."""
    from trainer.progress import ProgressStore

    with ProgressStore(tmp_path / "house", station="test") as store:
        boss = store.create_first_supervisor("Mona", "246810")
        store.change_setting("pay-schedule.three-five-seven.seven", 6, by=boss)
    args = ["questions", "--game", "three-five-seven", "--skill", "payout", "--count", "40"]
    args += ["--seed", "3", "--json", "--data-dir", str(tmp_path / "house")]
    result = trainer(*args)
    assert result.returncode == 0, result.stderr
    schedules = {
        json.dumps(q["prompt"]["scenario"]["schedules"], sort_keys=True)
        for q in json.loads(result.stdout)
        if isinstance(q["prompt"]["scenario"], dict)
    }
    assert schedules == {json.dumps({"five": 3, "seven": 6, "three": 1}, sort_keys=True)}
    missing = trainer(*args[:-1], str(tmp_path / "none"))
    assert missing.returncode == 2
    assert missing.stderr.count("\n") == 1 and "no progress store" in missing.stderr


def test_a_drill_of_an_unknown_family_is_one_line_and_exit_2(tmp_path: Path) -> None:
    done = trainer(
        "drill", "--trainee", "Hal", "--family", "poker/rulings", "--data-dir", str(tmp_path)
    )
    assert done.returncode == 2
    assert done.stderr == "dealer-trainer: 'poker/rulings' is not a question family.\n"
