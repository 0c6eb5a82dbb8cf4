"""Each game in the drills (issue 15): one quiz module per game of the engine's registry,
families declared in explicit FAMILIES tuples that the catalogue reads, and an unknown
game an error at every entry point of the quiz layer, never another game."""

from __future__ import annotations

import importlib
import subprocess
import sys
from pathlib import Path

import pytest

from trainer.engine.games import GAMES
from trainer.quiz import handling, payouts, procedure, protection, reading, situations
from trainer.quiz.catalog import all_families, families_for, generate, get_family
from trainer.quiz.errors import QuizError
from trainer.quiz.family import Family
from trainer.quiz.games import QUIZ_GAMES, quiz_game
from trainer.quiz.model import GAME_NAMES
from trainer.quiz.model import GAMES as QUIZ_GAME_IDS
from trainer.quiz.render import scenario_lines

ROOT = Path(__file__).resolve().parents[2]


NOT_YET_DRILLED: set[str] = set()
"""Games the engine plays whose drills have not landed yet (blackjack's and roulette's
engines each landed a slice before their drills; none waits now)."""


def test_every_drilled_game_of_the_registry_has_its_quiz_module() -> None:
    drilled = [spec.id for spec in GAMES if spec.id not in NOT_YET_DRILLED]
    assert [g.id for g in QUIZ_GAMES] == drilled == list(QUIZ_GAME_IDS)
    assert {spec.id for spec in GAMES} - set(drilled) == NOT_YET_DRILLED
    for spec in GAMES:
        if spec.id in NOT_YET_DRILLED:
            continue
        game = quiz_game(spec.id)
        module = importlib.import_module(f"trainer.quiz.games.{spec.id.replace('-', '_')}")
        assert module.GAME is game
        assert GAME_NAMES[spec.id] == spec.title
        assert families_for(spec.id), spec.id


def test_the_catalogue_is_the_declared_families_and_nothing_else() -> None:
    declared = [
        *payouts.FAMILIES,
        *procedure.FAMILIES,
        *reading.FAMILIES,
        *situations.FAMILIES,
        *protection.FAMILIES,
        *handling.FAMILIES,
        *(f for g in QUIZ_GAMES for f in g.families),
    ]
    assert all(isinstance(f, Family) for f in declared)
    assert sorted(f.id for f in declared) == sorted(f.id for f in all_families())
    for g in QUIZ_GAMES:
        assert all(f.game == g.id for f in g.families), g.id


def test_importing_a_family_module_registers_nothing() -> None:
    # In a fresh interpreter: the catalogue reads FAMILIES; a family module imported on its
    # own (before or without the catalogue) changes nothing and lists its families itself.
    code = (
        "import trainer.quiz.payouts as p\n"
        "import trainer.quiz.catalog as c\n"
        "before = len(c.all_families())\n"
        "import trainer.quiz.reading, trainer.quiz.procedure\n"
        "assert len(c.all_families()) == before\n"
        "assert {f.id for f in p.FAMILIES} <= {f.id for f in c.all_families()}\n"
        "print(before)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=False
    )
    assert done.returncode == 0, done.stderr
    assert int(done.stdout) == len(all_families())


@pytest.mark.parametrize("game", ["baccarat", "", "Three-Card-Poker"])
def test_an_unknown_game_is_an_error_at_every_quiz_entry_point(game: str) -> None:
    with pytest.raises(QuizError, match=f"'{game}' is not a game with drills"):
        quiz_game(game)
    with pytest.raises(QuizError, match=f"'{game}' is not a game with drills"):
        families_for(game)
    with pytest.raises(QuizError, match=f"'{game}' is not a game with drills"):
        scenario_lines({"game": game, "player": ["Ah", "Kd", "2c"]})
    with pytest.raises(QuizError, match="is not a question family"):
        get_family(f"{game}/payout")
    with pytest.raises(QuizError, match="is not a question family"):
        generate(f"{game}/payout")


def test_a_family_asks_only_the_game_it_belongs_to() -> None:
    # A family's generator is handed its own game's rules; another game's rules are refused
    # rather than read as if they were the game's.
    from trainer.engine.errors import RulesError
    from trainer.engine.games import registry

    rules = dict(registry().followed())
    rules["three-card-poker"] = rules["three-five-seven-home"]
    with pytest.raises(RulesError, match="is a home game"):
        generate("three-card-poker/payout", rules=rules)
