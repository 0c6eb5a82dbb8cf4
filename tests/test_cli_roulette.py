"""``dealer-trainer settle``, ``check-rules`` and ``odds`` for roulette (issue 26), run as
the real command: the issue's pinned spin, bets in input order with their results, both
jurisdictions, and every bet no bet of its kind can make exiting 2 with one plain line.

Clauses: 58 Pa. Code §617a.3 (placing bets, limits), §617a.4 (payout odds), and South
Dakota's ARSD 20:18:34:04 (its payout odds list, with no trio)."""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from tests.forker import answered_json, dealer_trainer, json_numbers, refused_in_one_line

REPO = Path(__file__).resolve().parent.parent

PINNED = {
    "game": "roulette",
    "wheel": "double-zero",
    "winning": "17",
    "bets": [
        {"seat": 1, "bet": "straight", "numbers": ["17"], "amount": 5},
        {"seat": 2, "bet": "dozen", "numbers": ["2"], "amount": 10},
    ],
}


def ok(scenario: Any) -> Any:
    return answered_json("settle", stdin=json.dumps(scenario))


def fails(scenario: Any) -> str:
    line = refused_in_one_line("settle", stdin=json.dumps(scenario))
    assert line.endswith(".")
    return line


def spin(winning: str, *bets: dict[str, Any], **extra: Any) -> dict[str, Any]:
    return {"game": "roulette", "winning": winning, "bets": list(bets), **extra}


def bet(kind: str, amount: float, *numbers: str, seat: int = 1) -> dict[str, Any]:
    return {"seat": seat, "bet": kind, "numbers": list(numbers), "amount": amount}


def test_cli_settle_roulette_the_pinned_spin_in_input_order() -> None:
    out = ok(PINNED)
    straight, dozen = out["bets"]
    for b in out["bets"]:
        assert {"result", "paid", "reason", "clause"} <= set(b)
    assert (straight["result"], straight["paid"]) == ("win", 175)
    assert (dozen["result"], dozen["paid"]) == ("win", 20)
    assert straight["clause"] == "58 Pa. Code §617a.4"
    assert (out["paid"], out["winning"], out["colour"]) == (195, "17", "black")


def test_cli_settle_every_kind_pays_its_617a_4_odds() -> None:
    bets = [
        bet("straight", 5, "23"),
        bet("split", 5, "20", "23"),
        bet("street", 5, "22", "23", "24"),
        bet("corner", 5, "19", "20", "22", "23"),
        bet("six-line", 5, "19", "20", "21", "22", "23", "24"),
        bet("column", 5, "2"),
        bet("dozen", 5, "2"),
        bet("red", 5),
        bet("odd", 5),
        bet("high", 5),
        bet("black", 5),
        bet("top-line", 5, "0", "00", "1", "2", "3"),
    ]
    out = ok(spin("23", *bets))
    assert [b["paid"] for b in out["bets"]] == [175, 85, 55, 40, 25, 10, 10, 5, 5, 5, 0, 0]
    assert out["paid"] == 415 and out["net"] == 415 - 10


def test_cli_settle_a_zero_takes_the_even_money_bets_and_pays_its_splits() -> None:
    out = ok(spin("00", bet("red", 10), bet("split", 5, "0", "00"), bet("trio", 5, "00", "2", "3")))
    assert [(b["result"], b["paid"], b["net"]) for b in out["bets"]] == [
        ("lose", 0, -10),
        ("win", 85, 85),
        ("win", 55, 55),
    ]
    assert "zero" in out["bets"][0]["reason"]


def test_cli_settle_south_dakota_by_name_takes_no_trio() -> None:
    line = fails(spin("2", bet("trio", 5, "0", "1", "2"), jurisdiction="south-dakota"))
    assert line == "dealer-trainer: This house takes no trio bet on its double-zero wheel."
    out = ok(spin("2", bet("straight", 5, "2"), jurisdiction="south-dakota"))
    assert out["bets"][0]["clause"] == "ARSD 20:18:34:04"


def test_cli_settle_a_single_zero_spin_named_by_its_wheel() -> None:
    out = ok(spin("0", bet("first-four", 10, "0", "1", "2", "3"), wheel="single-zero"))
    assert out["bets"][0]["paid"] == 80 and out["wheel"] == "single-zero"


@pytest.mark.parametrize(
    ("scenario", "fragment"),
    [
        (spin("17", bet("split", 5, "17", "19")), "17, 19 cannot be covered by a split"),
        (spin("17", bet("corner", 5, "1", "2", "3", "4")), "cannot be covered by a corner"),
        (spin("17", bet("street", 5, "1", "2")), "A street covers 3 different numbers"),
        (spin("37", bet("red", 5)), "'37' is not a number on a double-zero wheel"),
        (spin("00", bet("red", 5), wheel="single-zero"), "'00' is not a number on a single"),
        (spin("5", bet("straight", 150, "5")), "over the $100.00 this table takes on one"),
        (spin("5", bet("straight", 0.5, "5")), "under the table minimum of $1.00"),
        (spin("5", bet("dozen", 5, "4")), "names which dozen it is"),
        (spin("5", bet("roulette", 5)), "'roulette' is not a roulette bet"),
        (spin("5", bet("first-four", 5, "0", "1", "2", "3")), "is not a bet on a double-zero"),
        (spin("5", {"seat": 9, "bet": "red", "amount": 5}), "Seat 9 is not at this table"),
        ({"game": "roulette", "bets": [bet("red", 5)]}, "needs its 'winning' number"),
        (spin("5", bet("red", 5), wheel="quadruple"), "'wheel' must be one of"),
    ],
)
def test_cli_settle_an_impossible_bet_is_one_line_and_exit_2(
    scenario: dict[str, Any], fragment: str
) -> None:
    assert fragment in fails(scenario)


def test_cli_odds_prints_the_house_edge_of_every_roulette_bet() -> None:
    done = dealer_trainer("odds", "--json", cwd=REPO)
    assert done.returncode == 0, done.stderr
    rows = [r for r in json.loads(done.stdout, parse_float=Decimal) if r["game"] == "roulette"]
    edges = {r["bet"]: r["house_edge_exact"] for r in rows}
    assert edges["straight"] == "1/19" and edges["top-line"] == "3/38"
    assert len(rows) == 15


@pytest.mark.parametrize("difficulty", ["1", "2", "3"])
def test_cli_questions_roulette_payouts_are_what_a_real_settle_run_pays(difficulty: str) -> None:
    """``questions --game roulette --skill payout --json``: every question's
    ``prompt.scenario`` is a spin in the settle form, and its answer is what a real
    ``settle`` run pays the seat asked about."""
    done = dealer_trainer(
        "questions",
        "--game",
        "roulette",
        "--skill",
        "payout",
        "--difficulty",
        difficulty,
        "--count",
        "12",
        "--seed",
        "26",
        "--json",
        cwd=REPO,
    )
    assert done.returncode == 0, done.stderr
    printed = json.loads(done.stdout, parse_float=Decimal)
    assert {item["family"] for item in printed} >= {"roulette/payout", "roulette/picture"}
    scenarios = [json_numbers(item["prompt"]["scenario"]) for item in printed]
    settled = answered_json("settle", stdin=json.dumps(scenarios))
    for item, result in zip(printed, settled, strict=True):
        seat = item["prompt"]["seat"]
        paid = sum(Decimal(str(b["paid"])) for b in result["bets"] if b["seat"] == seat)
        assert Decimal(str(item["answer"])) == paid
