"""``dealer-trainer settle`` for one round of the 3-5-7 home game (issue 8), run as the real
command: the pinned input and output, both variants, and every error exiting 2 with one
plain line."""

from __future__ import annotations

import json
import subprocess
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from tests.forker import answered_json, dealer_trainer, refused_in_one_line

REPO = Path(__file__).resolve().parent.parent
HOME_FILE = REPO / "resources" / "rules" / "three-five-seven-home.toml"


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    """The command, a real process of its own (forked from a warm one: tests/forker.py)."""
    return dealer_trainer(*args, stdin=stdin, cwd=REPO)


def settle(scenario: Any) -> Any:
    return answered_json("settle", stdin=json.dumps(scenario, default=str))


def fails(scenario: Any) -> str:
    text = scenario if isinstance(scenario, str) else json.dumps(scenario)
    return refused_in_one_line("settle", stdin=text)


def burns_round(**changes: Any) -> dict[str, Any]:
    scenario: dict[str, Any] = {
        "game": "three-five-seven-home",
        "variant": "burns",
        "round": 3,
        "burn": 0.25,
        "pot": 4.00,
        "players": [
            {"name": "Ann", "cards": ["Ah", "3c", "9d"], "in": True},
            {"name": "Bob", "cards": ["Kc", "Kd", "2h"], "in": True},
            {"name": "Cal", "cards": ["7s", "8s", "Js"], "in": True},
            {"name": "Dee", "cards": ["4c", "4d", "Qh"], "in": False},
        ],
    }
    scenario.update(changes)
    return scenario


def test_cli_settle_home_burns_round_prints_the_pinned_keys() -> None:
    out = settle(burns_round())
    assert {"hands", "payments", "pot_change", "marker", "strike"} <= set(out)
    assert out["hands"] == {"Ann": "pair", "Bob": "pair", "Cal": "high card", "Dee": "pair"}
    assert out["payments"] == {
        "Ann": Decimal("0.5"),
        "Bob": 0,
        "Cal": Decimal("-0.5"),
        "Dee": 0,
    }
    assert out["pot_change"] == 0 and out["marker"] is None and out["strike"] is None
    assert out["describe"]["Ann"] == "pair of aces"
    assert out["played"]["Ann"] == ["Ah", "3c as an ace", "9d"]
    assert out["ranking"] == [["Ann"], ["Bob"], ["Cal"]]


def test_cli_settle_home_burns_nets_sum_to_zero_in_the_seven_card_round() -> None:
    out = settle(
        burns_round(
            round=7,
            burn=1.25,
            players=[
                {"name": "Ann", "cards": "7c Kh Kd 9s 2c 4d 6h", "in": True},
                {"name": "Bob", "cards": "Ac Ad As 3h 8c Td Jh", "in": True},
                {"name": "Cal", "cards": "7d 2d 3d 4s 5h Qc 9c", "in": True},
                {"name": "Dee", "cards": "8s 9d Th Jc Qh 2s 4c", "in": True},
            ],
        )
    )
    assert out["hands"] == {
        "Ann": "three of a kind",
        "Bob": "three of a kind",
        "Cal": "straight",
        "Dee": "straight",
    }
    assert sum(out["payments"].values()) == 0 and out["pot_change"] == 0
    assert out["ranking"] == [["Dee"], ["Cal"], ["Bob"], ["Ann"]]
    assert out["payments"]["Dee"] == Decimal("3.75")


def test_cli_settle_home_lone_player_earns_a_marker_and_the_third_wins_the_pot() -> None:
    players = [
        {"name": "Ann", "cards": ["Ah", "3c", "9d"], "in": True, "marks": 2},
        {"name": "Bob", "cards": ["Kc", "Kd", "2h"], "in": False},
        {"name": "Cal", "cards": ["7s", "8s", "Js"], "in": False},
        {"name": "Dee", "cards": ["4c", "4d", "Qh"], "in": False},
    ]
    out = settle(burns_round(players=players))
    assert out["marker"] == "Ann" and out["pot_winner"] == "Ann"
    assert out["payments"]["Ann"] == 4 and out["pot_change"] == -4 and out["pot"] == 0


def test_cli_settle_home_strikes_round() -> None:
    scenario = burns_round(variant="strikes", pot=2.50)
    del scenario["burn"]
    out = settle(scenario)
    assert out["payments"] == {"Ann": 5, "Bob": Decimal("-2.5"), "Cal": Decimal("-2.5"), "Dee": 0}
    assert out["strike"] is None and out["marker"] is None and out["pot_change"] == 0


def test_cli_settle_home_strikes_lone_player_gets_a_strike_with_the_house_rule() -> None:
    players = [
        {"name": "Ann", "cards": ["Ah", "3c", "9d"], "in": True},
        {"name": "Bob", "cards": ["Kc", "Kd", "2h"], "in": False},
        {"name": "Cal", "cards": ["7s", "8s", "Js"], "in": False},
    ]
    out = settle(
        {
            "game": "three-five-seven-home",
            "variant": "strikes",
            "round": 3,
            "pot": 1,
            "players": players,
            "options": {"strike_pays_pot": True, "strike_contribution": 0.5},
        }
    )
    assert out["strike"] == "Ann"
    assert out["payments"] == {"Ann": 0, "Bob": Decimal("-0.5"), "Cal": Decimal("-0.5")}
    assert out["pot_change"] == 1 and out["pot"] == 2


def test_cli_settle_home_three_threes_worthless_in_burns_three_aces_in_strikes() -> None:
    """Burns ¶21: three 3s have no value. Strikes ¶12: three of a kind is the strongest
    hand, so three wild 3s are three aces there (issue 23; issue 11 had carried the burns
    rule over). The scenario's option plays them as worthless."""
    players = [
        {"name": "Ann", "cards": ["3c", "3d", "3h"], "in": True},
        {"name": "Bob", "cards": ["2c", "4d", "6h"], "in": True},
        {"name": "Cal", "cards": ["7s", "8s", "Js"], "in": False},
        {"name": "Dee", "cards": ["4c", "5d", "Qh"], "in": False},
    ]
    assert settle(burns_round(players=players))["hands"]["Ann"] == "no value"
    strikes = settle(burns_round(players=players, variant="strikes"))
    assert strikes["hands"]["Ann"] == "three of a kind"
    assert strikes["payments"]["Ann"] == 4
    worthless = burns_round(players=players, variant="strikes")
    worthless["options"] = {"three_threes_worthless": True}
    strikes = settle(worthless)
    assert strikes["hands"]["Ann"] == "no value"
    assert strikes["payments"]["Ann"] < 0


def test_cli_settle_home_options_second_chance_and_burns_to_the_pot() -> None:
    players = [
        {"name": n, "cards": c, "in": False, "second_in": False}
        for n, c in (
            ("Ann", "Ah 3c 9d"),
            ("Bob", "Kc Kd 2h"),
            ("Cal", "7s 8s Js"),
            ("Dee", "4c 4d Qh"),
        )
    ]
    out = settle(
        burns_round(players=players, options={"second_chance": True, "no_one_in_pays_pot": True})
    )
    assert out["second_chance"] is True and out["in"] == []
    assert set(out["payments"].values()) == {Decimal("-0.25")} and out["pot_change"] == 1


def test_cli_settle_home_in_an_array_with_other_games() -> None:
    other = {
        "game": "three-card-poker",
        "ante": 5,
        "play": True,
        "player": "Ah Kh Qh",
        "dealer": "2c 7d 9s",
    }
    out = settle([burns_round(), other])
    assert out[0]["payments"]["Ann"] == Decimal("0.5") and "bets" in out[1]


@pytest.mark.parametrize(
    ("change", "fragment"),
    [
        ({"variant": "pennies"}, "'pennies' is not a variant of the 3-5-7 home game"),
        ({"round": 4}, "'round' must be 3, 5 or 7"),
        ({"burn": -0.25}, "'burn': The amount cannot be negative (-0.25)"),
        ({"burn": 0.255}, "not a whole number of cents"),
        ({"colour": "red"}, "'colour' is not a key"),
        ({"options": {"wild_jokers": True}}, "'wild_jokers' is not a home-game option"),
        ({"options": {"strike_pays_pot": True}}, "markers, not strikes"),
        ({"players": []}, "'players' must be a list"),
        ({"players": "Ann"}, "'players' must be a list"),
    ],
)
def test_cli_settle_home_errors_exit_2_with_one_line(change: dict[str, Any], fragment: str) -> None:
    assert fragment in fails(burns_round(**change))


def _player_change(i: int, **changes: Any) -> dict[str, Any]:
    scenario = burns_round()
    scenario["players"][i].update(changes)
    return scenario


@pytest.mark.parametrize(
    ("scenario", "fragment"),
    [
        (_player_change(0, cards=["Ah", "3c", "9x"]), "'9x' is not a card"),
        (_player_change(0, cards=["Ah", "3c", "9d", "2c"]), "Ann holds 4 cards"),
        (_player_change(1, cards=["Ah", "Kd", "2h"]), "Ah appears twice"),
        (_player_change(1, name="Ann"), "Two players are named 'Ann'"),
        (_player_change(2, name=""), "Player 3 needs a 'name'"),
        (_player_change(2, **{"in": "yes"}), "Cal's 'in' must be true or false"),
        (_player_change(3, hat=True), "'hat' is not a key of a player"),
        (_player_change(0, marks=3), "cannot hold 3 markers"),
        (burns_round(players=burns_round()["players"][:3]), "4 to 7 players, not 3"),
        ({k: v for k, v in burns_round().items() if k != "burn"}, "needs its 'burn'"),
        ({k: v for k, v in burns_round().items() if k != "pot"}, "no 'pot'"),
        (
            burns_round(
                players=[
                    {"name": n, "cards": c, "in": False}
                    for n, c in (
                        ("Ann", "Ah 3c 9d"),
                        ("Bob", "Kc Kd 2h"),
                        ("Cal", "7s 8s Js"),
                        ("Dee", "4c 4d Qh"),
                    )
                ],
                options={"second_chance": True},
            ),
            "say how each player declares on it",
        ),
    ],
)
def test_cli_settle_home_bad_players_exit_2_with_one_line(
    scenario: dict[str, Any], fragment: str
) -> None:
    assert fragment in fails(scenario)


def test_cli_check_rules_validates_the_home_game_file(tmp_path: Path) -> None:
    done = run("check-rules", str(HOME_FILE))
    assert done.returncode == 0, done.stderr
    assert "ok (3-5-7 home game, strikes and burns variants)" in done.stdout
    broken = tmp_path / "home.toml"
    broken.write_text(
        HOME_FILE.read_text(encoding="utf-8").replace(
            "ante_step = { value = 0.25", "ante_step = { value = -0.25", 1
        ),
        encoding="utf-8",
    )
    done = run("check-rules", str(broken))
    assert done.returncode == 2
    line = done.stderr.strip()
    assert "home.toml" in line and "variant.burns.ante_step.value" in line
    assert "cannot be negative" in line


@pytest.mark.parametrize("difficulty", ["1", "2", "3"])
def test_cli_home_payout_questions_are_what_settle_pays(difficulty: str) -> None:
    """``questions --json`` for the home game's payouts, every scenario settled by a real
    ``settle`` run: each answer is the players' nets in seat order."""
    done = run(
        "questions",
        "--game",
        "three-five-seven-home",
        "--skill",
        "payout",
        "--difficulty",
        difficulty,
        "--count",
        "10",
        "--seed",
        "8",
        "--json",
    )
    assert done.returncode == 0, done.stderr
    printed = json.loads(done.stdout, parse_float=Decimal)
    scenarios = [item["prompt"]["scenario"] for item in printed]
    results = settle(scenarios)
    assert len(results) == len(printed) == 10
    for item, result in zip(printed, results, strict=True):
        names = item["prompt"]["players"]
        assert item["answer"] == [result["payments"][n] for n in names]
        assert sum(item["answer"]) == 0
