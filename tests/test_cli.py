"""The pinned command-line contract (issue 2): settle, deal, odds and check-rules, run as the
real command in a subprocess, and every error it names exiting 2 with one plain line."""

from __future__ import annotations

import json
import subprocess
import sys
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from tests.forker import answered_json, dealer_trainer, refused_in_one_line

REPO = Path(__file__).resolve().parent.parent
RULES = REPO / "resources" / "rules"


def run(*args: str, stdin: str | None = None, cwd: Path = REPO) -> subprocess.CompletedProcess[str]:
    """The command, a real process of its own (forked from a warm one: tests/forker.py)."""
    return dealer_trainer(*args, stdin=stdin, cwd=cwd)


ok_json = answered_json
fails = refused_in_one_line


def money_numbers(value: Any) -> list[Decimal]:
    """Every non-integer number in a JSON document (read as Decimal)."""
    if isinstance(value, Decimal):
        return [value]
    if isinstance(value, dict):
        return [n for v in value.values() for n in money_numbers(v)]
    if isinstance(value, list):
        return [n for v in value for n in money_numbers(v)]
    return []


TCP = {
    "game": "three-card-poker",
    "ante": 10,
    "play": True,
    "pair_plus": 5,
    "player": ["Ah", "Kh", "Qh"],
    "dealer": ["2c", "3d", "5s"],
}
CH = {
    "game": "casino-holdem",
    "ante": 10,
    "call": True,
    "progressive": 1,
    "meter": 12345.67,
    "player": ["9h", "8h"],
    "dealer": ["Kc", "4s"],
    "board": ["7h", "6h", "5h", "2c", "Kd"],
}
F357 = {
    "game": "three-five-seven",
    "schedules": {"three": 1, "five": 3, "seven": 5},
    "bets": {"three": 5, "five": 5, "seven": 4.99},
    "surrender": True,
    "player": ["Qd", "Qh", "9s"],
    "community": ["Qc", "9d", "2h", "9c"],
}


# -- settle ----------------------------------------------------------------------------------


def test_cli_settle_three_card_poker_on_stdin() -> None:
    out = ok_json("settle", stdin=json.dumps(TCP))
    assert out["player_hand"] == "straight flush"
    assert out["dealer_hand"] == "high card"
    assert out["dealer_qualifies"] is False
    assert set(out["bets"]) == {"ante", "play", "ante_bonus", "pair_plus"}
    for bet in out["bets"].values():
        assert {"result", "net", "hand", "row", "pays"} <= set(bet)
        assert bet["result"] in {"win", "lose", "push", "surrender", "void", "none"}
    assert out["bets"]["ante"]["result"] == "win" and out["bets"]["ante"]["net"] == 10
    assert out["bets"]["play"]["result"] == "push" and out["bets"]["play"]["net"] == 0
    assert out["bets"]["ante_bonus"]["pays"] == "5 to 1"
    assert out["bets"]["ante_bonus"]["net"] == 50
    assert out["bets"]["pair_plus"]["row"] == "Straight flush"
    assert out["bets"]["pair_plus"]["pays"] == "40 to 1"
    assert out["bets"]["pair_plus"]["hand"] == "straight flush"
    assert out["net"] == 260


def test_cli_settle_casino_holdem_progressive_meter_share() -> None:
    out = ok_json("settle", stdin=json.dumps(CH))
    assert out["dealer_qualifies"] is True
    assert out["bets"]["ante"]["pays"] == "20 to 1"
    assert out["bets"]["call"]["net"] == 20
    prog = out["bets"]["progressive"]
    assert prog["result"] == "win"
    assert prog["net"] == Decimal("1233.56")  # 10% of $12,345.67, rounded down, less the $1
    assert prog["pays"] == "10% of the meter"
    assert out["net"] == Decimal("200") + 20 + Decimal("1233.56")


def test_cli_settle_three_five_seven_surrender_half_rounded_down() -> None:
    out = ok_json("settle", stdin=json.dumps(F357))
    assert out["player_hand"] == "full house"
    assert out["bets"]["three"]["net"] == 5
    assert out["bets"]["five"]["net"] == 75  # Q Q 9 Q 9: full house, 15 to 1
    assert out["bets"]["seven"]["result"] == "surrender"
    assert out["bets"]["seven"]["net"] == Decimal("-2.49")
    assert out["net"] == Decimal("77.51")
    assert out["tips"] == {}


def test_cli_settle_an_array_from_a_file_in_order(tmp_path: Path) -> None:
    path = tmp_path / "scenarios.json"
    path.write_text(json.dumps([TCP, CH, F357]), encoding="utf-8")
    out = ok_json("settle", str(path))
    assert [o["game"] for o in out] == ["three-card-poker", "casino-holdem", "three-five-seven"]
    assert out[0]["net"] == 260


def test_cli_settle_an_array_on_stdin() -> None:
    out = ok_json("settle", stdin=json.dumps([F357, TCP]))
    assert [o["game"] for o in out] == ["three-five-seven", "three-card-poker"]


def test_cli_settle_money_is_dollars_with_at_most_two_decimals() -> None:
    done = run("settle", stdin=json.dumps([TCP, CH, F357]))
    assert done.returncode == 0
    for number in money_numbers(json.loads(done.stdout, parse_float=Decimal)):
        assert number.as_tuple().exponent >= -2, number


def test_cli_settle_three_five_seven_table_with_pots_and_rake() -> None:
    scenario = {
        "game": "three-five-seven",
        "community": ["5c", "6d", "8h", "9s"],
        "rake": {"percent": 10, "cap": 5},
        "seats": [
            {"seat": 1, "cards": ["Ac", "Ad", "2h"], "bets": {"three": 5}, "pot": {"three": 5}},
            {"seat": 3, "cards": ["Kc", "Kd", "3h"], "bets": {"three": 5}, "pot": {"three": 5}},
            {"seat": 5, "cards": ["Qc", "Jd", "3s"], "bets": {"three": 5}, "tips": {"three": 1}},
        ],
    }
    out = ok_json("settle", stdin=json.dumps(scenario))
    assert out["settle_order"] == [5, 3, 1]
    assert [s["seat"] for s in out["seats"]] == [5, 3, 1]
    pot = out["pots"]["three"]
    assert pot["total"] == 10 and pot["rake"] == 1 and pot["winners"] == [1]
    assert pot["shares"] == {"1": 9}
    seat1 = out["seats"][2]
    assert seat1["pots"]["three"]["net"] == 4
    assert seat1["net"] == 5 + 4
    seat5 = out["seats"][0]
    assert seat5["tips"]["three"]["result"] == "lose"
    assert seat5["net"] == -5  # tips apart
    assert out["pots"]["five"]["void"] is True


# -- deal --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("method", "cards"),
    [
        ("rotation", "C1 S1 S3 S4 C2 S1 S3 S4 C3 S1 S3 S4 C4"),
        ("stacked", "S1 S1 S1 S3 S3 S3 S4 S4 S4 C1 C2 C3 C4"),
        ("shuffler", "S1 S1 S1 S3 S3 S3 S4 S4 S4 burn C1 C2 burn C3 C4"),
    ],
)
def test_cli_deal_three_five_seven(method: str, cards: str) -> None:
    out = ok_json(
        "deal", stdin=json.dumps({"game": "three-five-seven", "method": method, "seats": [1, 3, 4]})
    )
    assert out["cards"] == cards.split()
    assert out["settle_order"] == [4, 3, 1]


def test_cli_deal_casino_holdem_and_three_card_poker_from_a_file(tmp_path: Path) -> None:
    path = tmp_path / "deal.json"
    path.write_text(
        json.dumps(
            [
                {"game": "casino-holdem", "seats": [2, 5]},
                {"game": "three-card-poker", "method": "hand", "seats": [1]},
            ]
        ),
        encoding="utf-8",
    )
    out = ok_json("deal", str(path))
    assert out[0]["cards"] == ["S2", "S5", "D", "S2", "S5", "D", "C1", "C2", "C3", "C4", "C5"]
    assert out[1]["cards"] == ["S1", "D", "S1", "D", "S1", "D"]


# -- odds -----------------------------------------------------------------------------------------


def test_cli_odds_json() -> None:
    out = ok_json("odds", "--json")
    assert isinstance(out, list) and out
    for entry in out:
        assert {"game", "bet", "schedule", "house_edge", "rows"} <= set(entry)
        for row in entry["rows"]:
            assert {"hand", "combinations", "pays"} <= set(row)
            assert isinstance(row["combinations"], int)
    pair_plus = next(e for e in out if e["bet"] == "pair_plus")
    assert pair_plus["house_edge"] == Decimal("0.0231674")  # 128/5525
    assert [r["combinations"] for r in pair_plus["rows"]] == [48, 52, 720, 1096, 3744]
    assert [r["pays"] for r in pair_plus["rows"]] == [
        "40 to 1",
        "30 to 1",
        "6 to 1",
        "4 to 1",
        "1 to 1",
    ]
    seven = next(e for e in out if e["bet"] == "7-card hands")
    assert {r["hand"]: r["combinations"] for r in seven["rows"]}["two pair"] == 31_433_400
    schedules = {(e["bet"], e["schedule"]) for e in out if e["game"] == "three-five-seven"}
    assert schedules == {
        ("three", "Payout Schedule 1"),
        ("three", "Payout Schedule 2"),
        ("five", "Payout Schedule 3"),
        ("five", "Payout Schedule 4"),
        ("seven", "Payout Schedule 5"),
        ("seven", "Payout Schedule 6"),
    }


def test_cli_odds_text_and_meter() -> None:
    done = run("odds", "--meter", "250,000")
    assert done.returncode == 0, done.stderr
    assert "Pair Plus" in done.stdout and "meter $250,000.00" in done.stdout
    assert "'lots' is not an amount of money" in fails("odds", "--meter", "lots")


# -- check-rules --------------------------------------------------------------------------------


def test_cli_check_rules_shipped_files() -> None:
    files = sorted(str(p) for p in RULES.glob("*.toml"))
    done = run("check-rules", *files)
    assert done.returncode == 0, done.stderr
    assert done.stdout.count(": ok (") == len(files) == 8
    assert "three-five-seven-home.toml: ok (3-5-7 home game, strikes and burns variants)" in (
        done.stdout
    )
    # Blackjack's two jurisdictions side by side (issue 25): Pennsylvania, and a house that
    # deals the dealer no hole card.
    assert (
        "blackjack-pennsylvania.toml: ok (Blackjack, Pennsylvania: blackjack pays 3 to 2, "
        "dealer stands on all 17s, 6 decks)" in done.stdout
    )
    assert "blackjack-without-hole-card.toml: ok (Blackjack, European no-hole-card house" in (
        done.stdout
    )
    # Roulette's two (issue 26): South Dakota's list of bets has no trio.
    assert (
        "roulette-pennsylvania.toml: ok (Roulette, Pennsylvania: double-zero wheel, 15 kinds "
        "of bet, a zero on an even-money bet: lose)" in done.stdout
    )
    assert "roulette-south-dakota.toml: ok (Roulette, South Dakota: double-zero wheel, 14" in (
        done.stdout
    )


def test_cli_check_rules_names_file_key_and_reason(tmp_path: Path) -> None:
    source = RULES / "three-five-seven-colorado.toml"
    text = source.read_text(encoding="utf-8")
    broken = tmp_path / "broken.toml"
    text = text.replace("\nrake_percent = 10\n", "\nrake_percent = 12\n")
    broken.write_text(text, encoding="utf-8")
    line = fails("check-rules", str(broken))
    assert "broken.toml" in line and "house.rake_percent" in line and "12%" in line
    # A good file and a bad one: the good is reported ok, the run still fails.
    done = run("check-rules", str(source), str(tmp_path / "missing.toml"))
    assert done.returncode == 2
    assert ": ok (" in done.stdout
    assert "missing.toml: cannot be read" in done.stderr
    assert "Traceback" not in done.stderr


# -- every error of issue 2 ---------------------------------------------------------------------


def with_(base: dict[str, Any], **changes: Any) -> str:
    return json.dumps({**base, **changes})


ERRORS = [
    ("bad-card", with_(TCP, player=["Ah", "Kh", "Qx"]), "'Qx' is not a card"),
    ("joker", with_(TCP, player=["Ah", "Kh", "Jk"]), "'Jk' is not a card"),
    ("duplicate-card", with_(TCP, dealer=["2c", "3d", "Ah"]), "The card Ah appears twice"),
    ("wrong-card-count", with_(CH, board=["7h", "6h", "5h", "2c"]), "exactly 5 cards, not 4"),
    ("wrong-card-count-357", with_(F357, player=["Qd", "Qh"]), "exactly 3 cards, not 2"),
    ("unknown-game", with_(TCP, game="baccarat"), "'baccarat' is not a game"),
    ("unknown-schedule", with_(F357, schedules={"five": 5}), "no pay schedule 5 for the 'five'"),
    ("negative-amount", with_(TCP, ante=-10), "cannot be negative"),
    ("sub-cent-amount", with_(TCP, ante=10.001), "not a whole number of cents"),
    # Issue 17: an amount given as text is refused as text, whatever it says.
    ("non-numeric-amount", with_(TCP, ante="ten"), "'ante' must be a number of dollars"),
    ("numeric-text-amount", with_(TCP, ante="10"), "not '10'"),
    ("non-numeric-amount-bool", with_(TCP, pair_plus=True), "not true"),
    ("wager-over-table-maximum", with_(F357, bets={"seven": 6}), "over the table maximum of $5.00"),
    (
        "surrender-without-all-three",
        with_(F357, bets={"three": 5, "seven": 5}),
        "wagers on all three games",
    ),
    ("malformed-json", '{"game": "three-card-poker", ', "Malformed JSON"),
    ("malformed-json-nested", "[" * 100_000 + "]" * 100_000, "Malformed JSON"),
    ("malformed-json-huge-int", '{"ante": 1' + "0" * 5000 + "}", "Malformed JSON"),
    ("empty-input", "   \n", "No JSON scenario"),
    ("not-an-object", "42", "must be a JSON object"),
    ("unknown-key", with_(TCP, side_bet=5), "'side_bet' is not a key"),
    ("absurd-amount", with_(CH, meter=1e30), "too large"),
    ("second-scenario-in-array", json.dumps([TCP, {**TCP, "ante": -1}]), "Scenario 2: "),
    (
        "rake-above-ten-percent",
        json.dumps(
            {
                "game": "three-five-seven",
                "community": ["5c", "6d", "8h", "9s"],
                "rake": {"percent": 11},
                "seats": [{"seat": 1, "cards": ["Ac", "Ad", "2h"], "bets": {"three": 5}}],
            }
        ),
        "above the 10%",
    ),
]


@pytest.mark.parametrize(("stdin", "fragment"), [e[1:] for e in ERRORS], ids=[e[0] for e in ERRORS])
def test_cli_settle_errors_exit_2_with_one_line(stdin: str, fragment: str) -> None:
    line = fails("settle", stdin=stdin)
    assert fragment in line


def test_cli_settle_missing_file() -> None:
    assert "Cannot read" in fails("settle", str(REPO / "no-such-scenario.json"))


@pytest.mark.parametrize(
    ("scenario", "fragment"),
    [
        ({"game": "three-five-seven", "method": "hand", "seats": [1]}, "not a dealing method"),
        ({"game": "three-five-seven", "seats": [9]}, "Seat 9 is not at this table"),
        ({"game": "three-five-seven", "seats": []}, "No seat has a wager"),
        ({"game": "roulette", "seats": [1]}, "'roulette' is not a game"),
        # N.J.A.C. 13:47-20.41(k): shuffled by hand before every round, so no shuffler.
        (
            {"game": "three-card-poker", "method": "shuffler", "seats": [1]},
            "not how Three Card Poker is dealt in New Jersey",
        ),
    ],
)
def test_cli_deal_errors_exit_2_with_one_line(scenario: dict[str, Any], fragment: str) -> None:
    assert fragment in fails("deal", stdin=json.dumps(scenario))


def test_cli_runs_from_another_folder(tmp_path: Path) -> None:
    done = run("settle", stdin=json.dumps(TCP), cwd=tmp_path)
    assert done.returncode == 0, done.stderr


def test_cli_check_rules_refuses_a_duplicate_game_and_jurisdiction_naming_both(
    tmp_path: Path,
) -> None:
    # Issue 15: a second file of one game in one jurisdiction would replace the first.
    source = RULES / "three-card-poker-new-jersey.toml"
    copy = tmp_path / "new-jersey-again.toml"
    copy.write_text(source.read_text(encoding="utf-8"), encoding="utf-8")
    done = run("check-rules", str(source), str(copy))
    assert done.returncode == 2
    assert done.stdout.count(": ok (") == 2  # each file is good on its own
    line = done.stderr.strip()
    assert line.count("\n") == 0 and "Traceback" not in line
    assert source.name in line and copy.name in line
    assert "both give the rules of Three Card Poker in New Jersey" in line
    # Another jurisdiction of the game is not a duplicate.
    other = Path(__file__).parent / "rules" / "three-card-poker-other-state.toml"
    done = run("check-rules", str(source), str(other))
    assert done.returncode == 0, done.stderr


# -- the window's start ---------------------------------------------------------------------

_WINDOW_LINE = r"""
import json, sys
import trainer.cli as cli
seen = []
cli._start_window = lambda args: seen.append(vars(args)) or 0
status = cli.main(sys.argv[1:])
loaded = sorted({m.rsplit(".", 1)[0] for m in sys.modules
                 if m.startswith(("trainer.commands.", "trainer.quiz", "trainer.engine.games"))})
print(json.dumps({"status": status, "args": seen, "loaded": loaded}))
"""


def test_the_windows_command_line_builds_no_subcommand_parser(tmp_path: Path) -> None:
    # Issue 28: `dealer-trainer --kiosk --data-dir DIR` opens the window without importing
    # every subcommand's module (and through them the games and the drills) to parse it.
    line = ["--kiosk", "--data-dir", str(tmp_path), "--language", "en"]
    done = subprocess.run(
        [sys.executable, "-c", _WINDOW_LINE, *line],
        capture_output=True,
        text=True,
        cwd=REPO,
        check=True,
    )
    out = json.loads(done.stdout)
    assert out["status"] == 0
    [args] = out["args"]
    assert (args["kiosk"], args["data_dir"], args["language"]) == (True, str(tmp_path), "en")
    assert out["loaded"] == []


def test_a_subcommand_or_help_still_reads_the_full_parser() -> None:
    assert "check-rules" in run("--help").stdout
    assert "invalid choice: 'no-such-command'" in fails("--kiosk", "no-such-command")
    assert "nrecognized arguments: --no-such-option" in fails("--no-such-option")
