"""The one registry of games (issue 15): every rules file read by its kind, two jurisdictions
of one game side by side, a duplicate refused naming both files, and an unknown game an
error at every entry point of the engine, never another game."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from trainer.engine.errors import RulesFileError, ScenarioError, ScheduleError
from trainer.engine.games import (
    GAMES,
    Registry,
    deal_plan,
    deal_scenario,
    game_spec,
    load_rules_file,
    odds_report,
    registry,
    settle_scenario,
)
from trainer.engine.games.blackjack import BlackjackRules
from trainer.engine.games.roulette import RouletteRules
from trainer.engine.games.three_five_seven_home import HomeRules
from trainer.engine.rules import GameRules
from trainer.engine.rules_data import resources_dir, shipped_rules_files

RULES = resources_dir() / "rules"
TCP = RULES / "three-card-poker-new-jersey.toml"
HOME = RULES / "three-five-seven-home.toml"
SCENARIO = {
    "game": "three-card-poker",
    "ante": 10,
    "play": True,
    "pair_plus": 5,
    "player": ["Ah", "Ad", "2c"],
    "dealer": ["9c", "8d", "2s"],
}


def _other_state(tmp_path: Path, name: str = "other.toml") -> Path:
    """New Jersey's file as another state's: same game, another jurisdiction, another table."""
    text = TCP.read_text(encoding="utf-8").replace(
        'jurisdiction = "New Jersey"', 'jurisdiction = "Other State"'
    )
    text = text.replace('  { row = "Flush", category = "flush", pays = "4 to 1" },\n', "")
    text = text.replace('  { row = "A pair", category = "pair", pays = "1 to 1" },\n', "")
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_every_shipped_file_is_one_game_of_the_registry_by_its_kind() -> None:
    reg = registry()
    assert [spec.id for spec in reg.games] == [spec.id for spec in GAMES]
    assert len(reg.all_rules()) == len(shipped_rules_files())
    by_kind = {
        "home": HomeRules,
        "blackjack": BlackjackRules,
        "roulette": RouletteRules,
        "casino": GameRules,
    }
    for spec in GAMES:
        rules = reg.rules(spec.id)
        assert rules.kind == spec.kind
        assert isinstance(rules, by_kind[spec.kind])
        assert reg.jurisdictions(spec.id)[0] == rules
    # One jurisdiction a game, but blackjack's two: Pennsylvania, and a house dealing no
    # hole card, which shows that the spec carries it (issue 25); and roulette's two,
    # Pennsylvania and South Dakota (issue 26).
    assert [len(reg.jurisdictions(s.id)) for s in GAMES] == [1, 1, 1, 1, 2, 2]
    assert [r.jurisdiction for r in reg.jurisdictions("roulette")] == [
        "Pennsylvania",
        "South Dakota",
    ]
    assert [r.jurisdiction for r in reg.jurisdictions("blackjack")] == [
        "Pennsylvania",
        "European no-hole-card house",
    ]


def test_two_jurisdictions_of_one_game_load_side_by_side(tmp_path: Path) -> None:
    reg = registry().with_files([_other_state(tmp_path)])
    both = reg.jurisdictions("three-card-poker")
    assert [r.jurisdiction for r in both] == ["New Jersey", "Other State"]
    # Each game's tables follow its first file until told otherwise.
    assert reg.rules("three-card-poker").jurisdiction == "New Jersey"
    other = reg.follow("three-card-poker", "other-state")
    assert other.rules("three-card-poker").jurisdiction == "Other State"
    assert other.rules("three-card-poker", "New Jersey").jurisdiction == "New Jersey"
    assert other.followed()["three-card-poker"].jurisdiction_id == "other-state"
    # The other games are not touched.
    assert other.rules("casino-holdem") is reg.rules("casino-holdem")


def test_a_duplicate_game_and_jurisdiction_is_refused_naming_both_files(tmp_path: Path) -> None:
    copy = tmp_path / "copy-of-new-jersey.toml"
    shutil.copy(TCP, copy)
    with pytest.raises(RulesFileError) as refused:
        Registry.load([TCP, copy])
    message = str(refused.value)
    assert TCP.name in message and copy.name in message
    assert "Three Card Poker in New Jersey" in message
    assert message.endswith(".") and message.count(". ") == 0


def test_a_duplicate_of_the_same_file_name_names_both_paths(tmp_path: Path) -> None:
    (tmp_path / "a").mkdir()
    copy = tmp_path / "a" / TCP.name
    shutil.copy(TCP, copy)
    with pytest.raises(RulesFileError) as refused:
        registry().with_files([copy])
    assert str(TCP) in str(refused.value) and str(copy) in str(refused.value)


def test_a_file_whose_kind_is_not_its_games_is_refused(tmp_path: Path) -> None:
    home_as_casino = tmp_path / "home.toml"
    home_as_casino.write_text(
        HOME.read_text(encoding="utf-8").replace(
            'id = "three-five-seven-home"', 'id = "three-card-poker"'
        ),
        encoding="utf-8",
    )
    with pytest.raises(RulesFileError, match=r"game\.kind: Three Card Poker is a casino game"):
        load_rules_file(home_as_casino)


def test_a_casino_file_must_give_the_wagers_and_rules_its_game_settles(tmp_path: Path) -> None:
    text = TCP.read_text(encoding="utf-8")
    no_qualifier = tmp_path / "no-qualifier.toml"
    no_qualifier.write_text(
        re.sub(r"qualifier = \{[^}]*\}\nqualifier_clause = [^\n]*\n", "", text), encoding="utf-8"
    )
    with pytest.raises(RulesFileError, match=r"no-qualifier\.toml: play\.qualifier: is missing"):
        load_rules_file(no_qualifier)
    no_bonus = tmp_path / "no-bonus.toml"
    no_bonus.write_text(
        text.replace(', "ante_bonus"', "").replace(
            text[
                text.index('[[paytable]]\nwager = "ante_bonus"') : text.index(
                    '[[paytable]]\nwager = "ante"\n'
                )
            ],
            "",
        ),
        encoding="utf-8",
    )
    with pytest.raises(RulesFileError, match=r"game\.wagers: Three Card Poker settles the wagers"):
        load_rules_file(no_bonus)


@pytest.mark.parametrize("game", ["baccarat", "Three-Card-Poker", "", "three-five-seven "])
def test_an_unknown_game_is_an_error_at_every_engine_entry_point(game: str) -> None:
    with pytest.raises(ScheduleError, match="is not a game this trainer knows"):
        game_spec(game)
    with pytest.raises(ScheduleError, match="is not a game this trainer knows"):
        registry().rules(game)
    with pytest.raises(ScheduleError, match="is not a game this trainer knows"):
        settle_scenario({**SCENARIO, "game": game})
    with pytest.raises(ScenarioError, match="is not a game this trainer deals"):
        deal_plan(game, [1])
    with pytest.raises(ScenarioError, match="is not a game this trainer deals"):
        deal_scenario({"game": game, "seats": [1]})


def test_a_game_without_a_dealing_procedure_is_not_dealt_as_another() -> None:
    with pytest.raises(ScenarioError, match="'three-five-seven-home' is not a game this trainer"):
        deal_plan("three-five-seven-home", [1])


def test_an_unknown_jurisdiction_is_named_with_the_known_ones() -> None:
    with pytest.raises(ScheduleError, match=r"'Nevada' is not a jurisdiction of Three Card Poker"):
        settle_scenario({**SCENARIO, "jurisdiction": "Nevada"})
    with pytest.raises(ScheduleError, match=r"jurisdictions: new-jersey"):
        registry().follow("three-card-poker", "nevada")


def test_a_scenario_names_the_jurisdiction_it_is_settled_under(tmp_path: Path) -> None:
    reg = registry().with_files([_other_state(tmp_path)])
    pair = {**SCENARIO, "ante": 0, "play": None, "dealer": None}
    del pair["play"], pair["dealer"], pair["ante"]
    nj = settle_scenario(pair, reg)
    other = settle_scenario({**pair, "jurisdiction": "other-state"}, reg)
    assert nj["bets"]["pair_plus"]["paid"] == 5  # NJ (h): a pair pays 1 to 1
    assert other["bets"]["pair_plus"]["paid"] == 0  # the other table pays no pair
    # Followed by the house, the other state's table needs no key in the scenario.
    assert settle_scenario(pair, reg.follow("three-card-poker", "Other State")) == other


def test_the_odds_follow_the_jurisdiction_the_tables_follow(tmp_path: Path) -> None:
    reg = registry().with_files([_other_state(tmp_path)])
    pair_plus = [
        e
        for e in odds_report(rules=reg.follow("three-card-poker", "other-state"))
        if e.bet == "pair_plus"
    ]
    assert [r.hand for r in pair_plus[0].rows] == [
        "Straight flush",
        "Three of a kind",
        "Straight",
    ]
