"""The registry's refusals of a game or a jurisdiction it does not hold, in the language in
force (issue 27): one whole template each, the id or jurisdiction as it was asked for."""

from __future__ import annotations

import pytest

from trainer.engine.errors import RulesError, ScheduleError
from trainer.engine.games import game_spec
from trainer.engine.games.registry import registry
from trainer.engine.games.spec import home_rules_of
from trainer.words import use


def refusal(ask: object) -> str:
    with pytest.raises(ScheduleError) as refused:
        ask()  # type: ignore[operator]
    return str(refused.value)


def test_an_unknown_game_is_refused_in_spanish() -> None:
    with use("es"):
        said = refusal(lambda: game_spec("baccarat"))
    assert said.startswith("'baccarat' no es un juego que este entrenador conozca (juegos: ")
    assert "roulette" in said  # the ids, as a command takes them


def test_an_unknown_jurisdiction_is_refused_in_spanish_and_in_english() -> None:
    with use("es"):
        said = refusal(lambda: registry().rules("roulette", "other-state"))
    assert said.startswith("'other-state' no es una jurisdicción de Ruleta (jurisdicciones: ")
    with use("en"):
        said = refusal(lambda: registry().rules("roulette", "other-state"))
    assert said.startswith("'other-state' is not a jurisdiction of Roulette (jurisdictions: ")


def test_a_home_game_asked_for_as_a_casino_game_is_refused_in_spanish() -> None:
    with use("es"):
        said = refusal(lambda: registry().casino("three-five-seven-home"))
    assert said.endswith(" es un juego casero, no un juego de casino.")


def test_a_casino_games_rules_taken_as_a_home_games_are_refused_in_spanish() -> None:
    rules = registry().rules("three-card-poker")
    with use("es"), pytest.raises(RulesError) as refused:
        home_rules_of(rules)
    assert str(refused.value) == f"{rules.name} es un juego de casino, no un juego casero."
