"""The soundness harness: every question fair, for every family of the catalogue.

For every family at every difficulty, over the seeds ``0..2,999`` (every tenth seed in the
quick run; the other nine in ten in the ``slow`` run, so that a full run checks each seed
once), each question is checked against its family's judge
(:mod:`trainer.quiz.catalog`, "Judges"), which says from the engine whether an answer is
right without looking at the key:

- a choice question has exactly one right choice, and it is the key;
- an order or arrangement question's key is right, and the family's grader gives full
  credit to exactly the candidates the judge finds right: the key, its neighbours (two
  steps or cards swapped, an equal card put in), any order within a span the text leaves
  free;
- every question's own answer text grades fully correct;
- what the window shows (the game's scene, :attr:`trainer.ui.games.spec.UiGame.scene`) and
  the question's text carry every fact the grade depends on, as the engine's settlement
  of the question's own scenario finds them: a surrender, a fold, a tip bet, the posted
  schedules, the progressive meter; in the home game each declaration, second chance,
  marker or strike, the pot, the burn and the options the round is played under.

The catalogue is walked, not listed: a family declared tomorrow is checked the day it is
declared, and one whose answer is a choice, an order or an arrangement must have a judge.

The seeds are checked in worker processes, one per core, in chunks of a family, a
difficulty and some seeds; a failure names all three. The checks are handed to the workers
as collection ends (:func:`start_early`), and the workers run at a lower priority, so the
pass takes the cores the rest of the suite leaves idle and each test here waits for its
own results.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from decimal import Decimal
from typing import Any

import pytest

from trainer.engine.chips import DENOMINATIONS
from trainer.engine.errors import Refusal, WagerError
from trainer.engine.games import game_spec, registry, settle_scenario
from trainer.engine.games.spec import CASINO
from trainer.engine.money import format_money
from trainer.quiz.catalog import (
    DIFFICULTIES,
    JUDGED,
    Family,
    all_families,
    draw,
    get_family,
    right_choices,
)
from trainer.quiz.errors import AnswerError
from trainer.quiz.grading import grade
from trainer.quiz.model import AnswerKind, Question
from trainer.ui.games import ui_game

from .test_families import FAMILY_IDS as SECOND_PATH_FAMILIES
from .test_families import (
    check_second_path,
    is_same_seed_check,
    is_second_path_seed,
    taken_down,
)

SEEDS = 3_000
STRIDE = 10  # the quick run: every tenth seed at every difficulty
RULES = registry().followed()
FAMILY_IDS = [f.id for f in all_families()]


def test_every_choice_order_and_arrangement_family_has_a_judge() -> None:
    missing = [f.id for f in all_families() if f.kind in JUDGED and f.judge is None]
    assert not missing, f"families without a judge: {missing}"


def _order_neighbours(q: Question, rng: random.Random) -> Iterator[list[str]]:
    key = list(q.answer)
    yield key
    for i in range(len(key) - 1):
        swapped = list(key)
        swapped[i], swapped[i + 1] = swapped[i + 1], swapped[i]
        yield swapped
    yield key[::-1]
    yield key[:-1]
    for start, stop in q.extra.get("free", ()):
        free = list(key)
        span = free[start:stop]
        rng.shuffle(span)
        free[start:stop] = span
        yield free


def _pool(q: Question) -> list[str]:
    p = q.prompt
    return [*p.get("cards", ()), *p.get("dealer", ()), *p.get("board", ())]


def _arrangement_neighbours(q: Question) -> Iterator[list[str]]:
    key = list(q.answer)
    yield key
    for i in range(len(key) - 1):
        swapped = list(key)
        swapped[i], swapped[i + 1] = swapped[i + 1], swapped[i]
        yield swapped
    # Every other card of the prompt in each place: right only where it is an equal card
    # making the same hand (either of two fives beside a straight).
    pool = _pool(q)
    for i in range(len(key)):
        for other in pool:
            if other not in key:
                changed = list(key)
                changed[i] = other
                yield changed
    yield key[::-1]
    yield [key[-1], *key[:-1]]  # the last card first: a wheel's ace high (CH Dealer's Manual)


def _stack_neighbours(q: Question) -> Iterator[dict[int, int]]:
    """A chip answer's key, and stacks beside it: each chip broken into the next smaller
    chips that make it, one 50-cent chip more or less, the key's largest chip as 50-cent
    chips."""
    key = {int(d): n for d, n in q.extra["chips"].items()}
    yield key
    for d in key:
        for smaller in sorted(DENOMINATIONS):
            if smaller < d and d % smaller == 0:
                broken = dict(key)
                broken[d] -= 1
                broken[smaller] = broken.get(smaller, 0) + d // smaller
                yield broken
    yield {**key, 50: key.get(50, 0) + 1}
    if key.get(50):
        yield {**key, 50: key[50] - 1}


def _cut_neighbours(q: Question) -> Iterator[dict[str, int]]:
    """A cut's key, a stack broken into piles, the piles left loose, a chip more."""
    key = dict(q.answer)
    yield key
    if key["stacks"]:
        yield {**key, "stacks": key["stacks"] - 1, "piles": key["piles"] + 20 // key["size"]}
    yield {**key, "piles": 0, "loose": key["loose"] + key["piles"] * key["size"]}
    yield {**key, "loose": key["loose"] + 1}
    yield {**key, "size": 9 - key["size"]}


def _check_judged_chips(q: Question, fam: Family) -> None:
    """Chip answers have no choices to count, but their families have judges too (issue
    16): the key is right by the judge, and the grader gives full credit to exactly the
    stacks and cuts beside it that the judge finds right."""
    assert fam.judge is not None
    verdict = fam.judge(q, RULES[q.game])
    near: Sequence[Any] = (
        list(_cut_neighbours(q)) if q.kind is AnswerKind.CUT else list(_stack_neighbours(q))
    )
    assert verdict(near[0]), "the judge finds the key wrong"
    for candidate in near:
        right = verdict(candidate)
        assert grade(q, candidate).is_correct == right, (candidate, "judge says", right)


def _check(q: Question, fam: Family) -> None:
    graded = grade(q, q.answer_text)
    assert graded.is_correct, (q.answer_text, graded.message)
    if fam.judge is not None and fam.kind in (AnswerKind.CHIPS, AnswerKind.CUT):
        _check_judged_chips(q, fam)
    if fam.kind not in JUDGED:
        return
    assert fam.judge is not None
    if fam.kind is AnswerKind.CHOICE:
        assert right_choices(q) == (q.answer,), (
            "right choices",
            [q.choices[i] for i in right_choices(q)],
            "key",
            q.choices[q.answer],
        )
        return
    verdict = fam.judge(q, RULES[q.game])
    assert verdict(q.answer), "the judge finds the key wrong"
    rng = random.Random(q.seed)
    candidates: Sequence[list[str]] = (
        list(_order_neighbours(q, rng))
        if fam.kind is AnswerKind.ORDER
        else list(_arrangement_neighbours(q))
    )
    for candidate in candidates:
        right = verdict(candidate)
        if len(candidate) != len(q.answer):
            # A step or a card short is asked again, never graded (and never right).
            assert not right, (candidate, "the judge finds a short answer right")
            with pytest.raises(AnswerError):
                grade(q, candidate)
            continue
        assert grade(q, candidate).is_correct == right, (candidate, "judge says", right)


def _cents(value: Any) -> int:
    return int(Decimal(str(value)) * 100)


def _casino_positions(q: Question) -> list[tuple[int | None, Mapping[str, Any]]]:
    """The positions a casino question settles: one player's, or a table's seat by seat."""
    scenario = q.prompt.get("scenario")
    if game_spec(q.game).kind != CASINO:  # blackjack's table, roulette's spin: their own
        return []
    if isinstance(scenario, list):
        return [(int(s), p) for s, p in zip(q.prompt["seats"], scenario, strict=True)]
    if isinstance(scenario, Mapping) and "seats" not in scenario and "players" not in scenario:
        return [(None, scenario)]
    return []


def _settled(q: Question, scenario: Mapping[str, Any]) -> dict[str, Any]:
    """The engine's settlement of a position; a wager the dealer accepted over the table
    maximum (a planted mistake) as it is taken down to the maximum."""
    try:
        return settle_scenario(scenario)
    except WagerError as refused:
        assert refused.refusal is Refusal.OVER_MAXIMUM and q.extra["error"] == "over-maximum"
        top = RULES[q.game].house.max_wager  # type: ignore[union-attr]
        return settle_scenario(taken_down(scenario, top))


def _check_casino_scene(q: Question) -> None:
    positions = _casino_positions(q)
    if not positions:
        return
    scene: Any = ui_game(q.game).scene(q, RULES[q.game])
    for seat, scenario in positions:
        settled = _settled(q, scenario)  # the engine says what the grade depends on
        spot = scene.players[seat] if seat is not None else next(iter(scene.players.values()))
        bets = settled["bets"]
        if any(b["result"] == "surrender" for b in bets.values()):
            assert "Surrender" in spot.note, "the surrender is not on the felt"
            assert "surrenders" in q.text, "the surrender is not in the question"
        second = "call" if "call" in bets else "play" if "play" in bets else None
        if second and _cents(bets["ante"]["wager"]) and bets[second]["result"] == "none":
            assert "Folds" in spot.note, "the fold is not on the felt"
            assert "folds" in q.text, "the fold is not in the question"
        for game, tip in settled.get("tips", {}).items():
            assert spot.wagers.get(f"tip {game}") == _cents(tip["wager"]), "a tip bet is hidden"
            assert "tip bet" in q.text, "the tip bet is not in the question"
        prog = bets.get("progressive")
        if prog is not None and _cents(prog["wager"]):
            meter = format_money(_cents(scenario["meter"]))
            assert meter in scene.caption, "the progressive meter is not on the felt"
            assert meter in q.text, "the progressive meter is not in the question"
        for game, schedule in (scenario.get("schedules") or {}).items():
            assert str(schedule) in scene.caption, "the posted schedules are not on the felt"
            assert f"#{schedule}" in q.text, "the posted schedules are not in the question"
            posted = RULES[q.game].house.schedules  # the side panel's pay tables
            assert posted.get(game) == schedule, "the side panel posts another schedule"


def _check_home_scene(q: Question) -> None:
    scenario = q.prompt.get("scenario")
    if q.game != "three-five-seven-home" or not isinstance(scenario, Mapping):
        return
    game = ui_game(q.game)
    scene: Any = game.scene(q, RULES[q.game])
    seats = {s.name: s for s in scene.seats}
    for player in scenario["players"]:
        seat = seats[player["name"]]
        assert seat.declared == player["in"], "a declaration is not on the table"
        assert seat.marks == player.get("marks", 0), "a marker or strike is not on the table"
        if "second_in" in player:
            assert ("in" if player["second_in"] else "out") in seat.note.split(": ")[-1]
    assert scene.pot == _cents(scenario["pot"]), "the pot is not on the table"
    if "burn" in scenario:
        assert format_money(_cents(scenario["burn"])) in scene.caption, "the burn is not shown"
    side = game.side_panel(q, RULES[q.game])
    played = scenario.get("options") or {}
    if played.get("suit_tiebreak"):
        assert "broken by suit" in side, "the suit tie-break is not shown"
    if played.get("second_chance"):
        assert "second chance" in side, "the second chance is not shown"
    if played.get("strike_pays_pot"):
        assert "each other player adds" in side, "the house rule on strikes is not shown"
    assert "Three 3s" in side, "what three wild 3s are worth is not shown"
    if scenario["variant"] == "strikes":
        assert "Tied winners" in side, "how tied winners share is not shown"


def _check_seeds(family_id: str, difficulty: int, seeds: Sequence[int]) -> list[str]:
    """Every failure among these seeds, each naming its family, difficulty and seed (run in
    a worker process of the pool, or here)."""
    fam = get_family(family_id)
    failures = []
    for seed in seeds:
        where = f"{family_id} difficulty {difficulty} seed {seed}"
        try:
            q = draw(family_id, difficulty=difficulty, seed=seed, rules=RULES).question
        except Exception as exc:  # a generator that breaks names its seed too
            failures.append(f"{where}: {type(exc).__name__}: {exc}")
            continue
        try:
            _check(q, fam)
            _check_casino_scene(q)
            _check_home_scene(q)
            # The checks of tests/quiz/test_families.py, on the questions generated here.
            if family_id in SECOND_PATH_FAMILIES and is_second_path_seed(difficulty, seed):
                check_second_path(q)
            if is_same_seed_check(difficulty, seed):
                again = draw(family_id, difficulty=difficulty, seed=seed, rules=RULES).question
                assert again == q, "the same family, difficulty and seed gave another question"
        except AssertionError as exc:
            failures.append(f"{where}: {exc}\n{q.text}")
    return failures


def _quick_seeds(difficulty: int) -> range:
    """The seeds of the quick run at a difficulty: every tenth, offset by the difficulty."""
    return range(difficulty % STRIDE, SEEDS, STRIDE)


def _slow_seeds(difficulty: int) -> list[int]:
    """The seeds the slow run adds: every seed the quick run does not check."""
    quick = set(_quick_seeds(difficulty))
    return [s for s in range(SEEDS) if s not in quick]


CHUNK = 150
"""Seeds per task handed to a worker: small enough to keep every core busy to the end."""


def _cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # pragma: no cover - not Linux
        return os.cpu_count() or 1


def _in_the_background() -> None:
    """A worker gives way to the test process: the rest of the suite runs at its usual
    pace beside the pass, which takes the cores the suite leaves idle."""
    with contextlib.suppress(OSError, AttributeError):  # no os.nice on Windows
        os.nice(10)


Runs = Callable[[int], Sequence[int]]
_RUNS: dict[str, Runs] = {
    "test_every_question_is_fair": _quick_seeds,
    "test_every_question_is_fair_over_every_seed": _slow_seeds,
}


class _Pass:
    """The pass's worker processes, one per core, started fresh ("spawn": the test process
    may run Qt threads, which a forked child must not inherit), and the checks handed to
    them, by family and run."""

    def __init__(self) -> None:
        self._pool = ProcessPoolExecutor(
            _cores(),
            mp_context=multiprocessing.get_context("spawn"),
            initializer=_in_the_background,
        )
        self._tasks: dict[tuple[str, str], list[Future[list[str]]]] = {}

    def submit(self, family_id: str, run: str) -> None:
        """Hand the family's checks over ``run``'s seeds, at every difficulty, to the pool
        in chunks of a family, a difficulty and some seeds."""
        if (family_id, run) in self._tasks:
            return
        self._tasks[family_id, run] = [
            self._pool.submit(_check_seeds, family_id, difficulty, chosen[i : i + CHUNK])
            for difficulty in DIFFICULTIES
            for chosen in [list(_RUNS[run](difficulty))]
            for i in range(0, len(chosen), CHUNK)
        ]

    def failures(self, family_id: str, run: str) -> list[str]:
        """Every failure of the family's checks over ``run``'s seeds, once they are done."""
        self.submit(family_id, run)
        return [f for task in self._tasks.pop((family_id, run)) for f in task.result()]

    def stop(self) -> None:
        self._pool.shutdown(wait=True, cancel_futures=True)


_PASS: list[_Pass] = []


def _the_pass() -> _Pass:
    if not _PASS:
        _PASS.append(_Pass())
    return _PASS[0]


def start_early(items: Sequence[pytest.Item]) -> None:
    """Called as collection ends (conftest.py) with this module's tests that will run:
    their checks go to the workers now, in the order the tests run, so that the pass
    works beside the rest of the suite instead of after it."""
    for item in items:
        params = getattr(item, "callspec", None)
        run = getattr(item, "originalname", "")
        if params is not None and run in _RUNS:
            _the_pass().submit(params.params["family_id"], run)


def stop_early() -> None:
    """Called as the session ends: the workers stop, and checks no test waited for (after
    a failure with -x, say) are dropped."""
    while _PASS:
        _PASS.pop().stop()


def _run(family_id: str, run: str) -> None:
    """Check the family at every difficulty over the run's seeds across the pool, and fail
    naming every seed that failed (the first ten in full)."""
    failures = _the_pass().failures(family_id, run)
    assert not failures, f"{len(failures)} unfair questions:\n" + "\n\n".join(failures[:10])


@pytest.mark.parametrize("family_id", FAMILY_IDS)
def test_every_question_is_fair(family_id: str) -> None:
    """Every tenth seed of 3,000 at every difficulty."""
    _run(family_id, "test_every_question_is_fair")


@pytest.mark.slow
@pytest.mark.parametrize("family_id", FAMILY_IDS)
def test_every_question_is_fair_over_every_seed(family_id: str) -> None:
    """The other nine in ten of the 3,000 seeds at every difficulty: with the quick run,
    which checks the tenth, every seed is checked in every full run."""
    _run(family_id, "test_every_question_is_fair_over_every_seed")


def test_the_quick_and_slow_runs_together_check_every_seed_once() -> None:
    for difficulty in DIFFICULTIES:
        quick, slow = list(_quick_seeds(difficulty)), _slow_seeds(difficulty)
        assert len(quick) == SEEDS // STRIDE
        assert sorted([*quick, *slow]) == list(range(SEEDS))


def test_every_second_path_and_same_seed_check_falls_in_a_run() -> None:
    """test_families' 2,000 second paths a family (difficulties 1-3 in turn) and 200
    same-seed checks are made here, on questions this pass generates anyway: each
    (difficulty, seed) they name is one of the quick or the slow run's."""
    for check, count in ((is_second_path_seed, 2_000), (is_same_seed_check, 200)):
        named = {(d, s) for d in DIFFICULTIES for s in range(SEEDS) if check(d, s)}
        assert len(named) == count and {s for _, s in named} == set(range(count))
        runs = {d: {*_quick_seeds(d), *_slow_seeds(d)} for d in DIFFICULTIES}
        assert all(s in runs[d] for d, s in named)
