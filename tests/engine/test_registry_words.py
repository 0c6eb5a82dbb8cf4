"""The registry's refusals of a game or a jurisdiction it does not hold, in the language in
force (issue 27): one whole template each, the id or jurisdiction as it was asked for."""

from __future__ import annotations

import pytest

from trainer.engine.errors import RulesError, ScheduleError
from trainer.engine.games import game_spec
from trainer.engine.games.blackjack.game import blackjack_rules_of
from trainer.engine.games.registry import registry
from trainer.engine.games.roulette.game import roulette_rules_of
from trainer.engine.games.spec import casino_rules, home_rules_of
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


@pytest.mark.parametrize(
    ("game", "spanish", "english"),
    [
        (
            "three-five-seven-home",
            "{name} es un juego casero: no tiene tablas de pagos ni límites de la casa.",
            "{name} is a home game: it has no pay tables or house limits.",
        ),
        (
            "blackjack",
            "{name} se paga con pagos fijos: no tiene tablas de pagos.",
            "{name} is paid at fixed odds: it has no pay tables.",
        ),
    ],
)
def test_a_game_without_pay_tables_taken_as_a_casino_games_is_refused_in_spanish(
    game: str, spanish: str, english: str
) -> None:
    """words28: ``spec.casino_rules`` of a home game's or a fixed-odds game's rules, in the
    language in force, the rules' name as the file gives it."""
    rules = registry().rules(game)
    for language, said in (("es", spanish), ("en", english)):
        with use(language), pytest.raises(RulesError) as refused:
            casino_rules(rules)
        assert str(refused.value) == said.format(name=rules.name)


def test_rules_of_another_kind_are_refused_in_spanish() -> None:
    """words28: blackjack's and roulette's readers given another game's rules."""
    holdem = registry().rules("casino-holdem")
    with use("es"), pytest.raises(RulesError) as refused:
        blackjack_rules_of(holdem)
    assert str(refused.value) == (
        f"{holdem.name}: no son las reglas del blackjack; su archivo de reglas es de otro tipo."
    )
    with use("es"), pytest.raises(RulesError) as refused:
        roulette_rules_of(holdem)
    assert "no son las reglas de la ruleta" in str(refused.value)
    with use("en"), pytest.raises(RulesError) as refused:
        roulette_rules_of(holdem)
    assert str(refused.value) == (
        f"{holdem.name} is not the rules of roulette: its rules file is of another kind."
    )
