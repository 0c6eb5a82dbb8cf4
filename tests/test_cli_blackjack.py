"""``dealer-trainer settle`` and ``deal`` for a blackjack table (issue 25), run as the real
command: the pinned input and output, seats in input order, the table's total paid, both
jurisdictions, and every impossible table exiting 2 with one plain line."""

from __future__ import annotations

import json
import subprocess
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from tests.forker import answered_json, dealer_trainer, json_numbers, refused_in_one_line

REPO = Path(__file__).resolve().parent.parent
RULES = REPO / "resources" / "rules"
EUROPEAN = RULES / "blackjack-without-hole-card.toml"


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    """The command, a real process of its own (forked from a warm one: tests/forker.py)."""
    return dealer_trainer(*args, stdin=stdin, cwd=REPO)


def ok(command: str, scenario: Any, *args: str) -> Any:
    return answered_json(command, *args, stdin=json.dumps(scenario))


def fails(scenario: Any) -> str:
    text = scenario if isinstance(scenario, str) else json.dumps(scenario)
    line = refused_in_one_line("settle", stdin=text)
    assert line.endswith(".")
    return line


def hand(cards: str, wager: float = 10, **flags: bool) -> dict[str, Any]:
    return {"cards": cards.split(), "wager": wager, **flags}


PINNED = {
    "game": "blackjack",
    "blackjack_pays": "3 to 2",
    "dealer": ["Ts", "7h"],
    "seats": [
        {
            "seat": 1,
            "insurance": 0,
            "hands": [
                {
                    "cards": ["As", "Kd"],
                    "wager": 10,
                    "doubled": False,
                    "split": False,
                    "surrendered": False,
                }
            ],
        }
    ],
}


def test_cli_settle_blackjack_prints_the_pinned_keys() -> None:
    out = ok("settle", PINNED)
    seat = out["seats"][0]
    assert seat["seat"] == 1
    [h] = seat["hands"]
    assert {"result", "paid", "reason", "clause"} <= set(h)
    assert (h["result"], h["paid"]) == ("blackjack", 15)
    assert h["clause"] == "58 Pa. Code §633a.13"
    assert seat["insurance"]["paid"] == 0
    assert out["paid"] == 15


def test_cli_settle_blackjack_at_6_to_5_and_3_to_2_in_exact_cents() -> None:
    for pays, wager, paid in (("6 to 5", 15, 18), ("3 to 2", 25, Decimal("37.50"))):
        scenario = {**PINNED, "blackjack_pays": pays}
        scenario["seats"] = [{"seat": 1, "hands": [hand("Ah Qc", wager)]}]
        assert ok("settle", scenario)["seats"][0]["hands"][0]["paid"] == paid


def test_cli_settle_a_whole_table_seat_by_seat_in_input_order() -> None:
    # The dealer shows an ace and draws under the posted rule (stand on all 17s): A-5 is
    # soft 16, a ten makes hard 16, a 2 makes hard 18.
    table: dict[str, Any] = {"game": "blackjack", "dealer": ["Ah", "5d", "Tc", "2s"]}
    table["seats"] = [
        {"seat": 5, "insurance": 5, "hands": [hand("Th 9c")]},  # 19 beats 18; insurance lost
        {"seat": 1, "hands": [hand("5h 6c Td", 20, doubled=True)]},  # doubled 21
        {"seat": 3, "hands": [hand("8h 3d Tc", 10, split=True), hand("8s Tc", 10, split=True)]},
        {"seat": 7, "hands": [hand("Ts 6s", 20, surrendered=True)]},
    ]
    out = ok("settle", table)
    assert [s["seat"] for s in out["seats"]] == [5, 1, 3, 7]
    assert out["dealer"]["total"] == "hard 18"
    five, one, three, seven = out["seats"]
    assert (five["hands"][0]["result"], five["hands"][0]["paid"]) == ("win", 10)
    assert (five["insurance"]["result"], five["insurance"]["net"]) == ("lose", -5)
    assert (one["hands"][0]["result"], one["hands"][0]["paid"]) == ("win", 40)
    assert [h["result"] for h in three["hands"]] == ["win", "push"]
    assert (seven["hands"][0]["result"], seven["hands"][0]["net"]) == ("surrender", -10)
    # The table's paid is winnings only: 10 + 40 + 10, never a stake returned.
    assert out["paid"] == 60
    assert out["settle_order"] == [7, 5, 3, 1]


def test_cli_settle_insurance_pays_2_to_1_against_the_dealers_blackjack() -> None:
    table = {
        "game": "blackjack",
        "dealer": ["Ah", "Kd"],
        "seats": [{"seat": 2, "insurance": 10, "hands": [hand("Th 9c", 20)]}],
    }
    seat = ok("settle", table)["seats"][0]
    assert seat["insurance"]["paid"] == 20 and seat["insurance"]["clause"] == (
        "58 Pa. Code §633a.8, §633a.13"
    )
    assert seat["hands"][0]["net"] == -20 and seat["net"] == 0


def test_cli_settle_the_european_house_by_name_takes_every_wager_on_a_blackjack() -> None:
    table = {
        "game": "blackjack",
        "jurisdiction": "european-no-hole-card-house",
        "dealer": ["Ah", "Kd"],
        "seats": [{"seat": 1, "hands": [hand("5h 5d 9c", 10, doubled=True)]}],
    }
    h = ok("settle", table)["seats"][0]["hands"][0]
    assert (h["net"], h["clause"]) == (-20, "European house ¶10")
    table.pop("jurisdiction")
    assert ok("settle", table)["seats"][0]["hands"][0]["net"] == -10  # Pennsylvania


def test_cli_deal_blackjack_first_base_to_third_base_the_hole_card_last() -> None:
    out = ok("deal", {"game": "blackjack", "seats": [5, 1, 3]})
    assert out["cards"] == ["S1", "S3", "S5", "D", "S1", "S3", "S5", "D"]
    assert (out["method"], out["settle_order"]) == ("hole-card", [5, 3, 1])
    assert out["clause"] == "58 Pa. Code §633a.7"
    europe = ok("deal", {"game": "blackjack", "seats": [1, 3]}, "--rules", str(EUROPEAN))
    assert europe["cards"] == ["S1", "S3", "D", "S1", "S3"]
    assert europe["method"] == "no-hole-card"


def test_cli_check_rules_accepts_both_blackjack_files() -> None:
    done = run("check-rules", str(RULES / "blackjack-pennsylvania.toml"), str(EUROPEAN))
    assert done.returncode == 0, done.stderr
    assert done.stdout.count(": ok (Blackjack, ") == 2


def _one(**seat: Any) -> dict[str, Any]:
    return {"game": "blackjack", "dealer": ["Th", "9d"], "seats": [{"seat": 1, **seat}]}


@pytest.mark.parametrize(
    ("scenario", "fragment"),
    [
        (_one(hands=[hand("5h 3d 2c 9s", doubled=True)]), "a doubled hand gets exactly one"),
        (
            _one(hands=[hand("Ah 5d 2c", split=True), hand("Ad 9c", split=True)]),
            "split aces get one card each",
        ),
        (_one(hands=[hand("Th 9c", 5000)]), "over the table maximum of $1,000.00"),
        (_one(hands=[hand("Th 9x")]), "9x"),
        (
            {
                "game": "blackjack",
                "dealer": ["Th", "5d"],
                "seats": [{"seat": 1, "hands": [hand("Th 9c")]}],
            },
            "stopped drawing too soon",
        ),
        (_one(hands=[hand("Th 9c")], tip=5), "'tip' is not a key of a blackjack seat"),
        ({"game": "blackjack", "dealer": ["Th", "9d"]}, "'seats' must be a list"),
        (_one(hands=[hand("Th 9c", 10.005)]), "not a whole number of cents"),
        (_one(hands=[{"cards": ["Th", "9c"], "wager": "10"}]), "must be a number of dollars"),
    ],
)
def test_cli_settle_an_impossible_blackjack_table_is_one_line_and_exit_2(
    scenario: Any, fragment: str
) -> None:
    assert fragment in fails(scenario)


def _cents(value: Any) -> int:
    return int(Decimal(str(value)) * 100)


@pytest.mark.parametrize("difficulty", ["1", "2", "3"])
def test_cli_questions_blackjack_payouts_are_what_a_real_settle_run_pays(difficulty: str) -> None:
    """``questions --game blackjack --skill payout --json``: every question's
    ``prompt.scenario`` is a table in the settle form, and its answer is what a real
    ``settle`` run pays the seat asked about (or each seat of ``prompt.seats``, in order)."""
    done = run(
        "questions",
        "--game",
        "blackjack",
        "--skill",
        "payout",
        "--difficulty",
        difficulty,
        "--count",
        "12",
        "--seed",
        "25",
        "--json",
    )
    assert done.returncode == 0, done.stderr
    printed = json.loads(done.stdout, parse_float=Decimal)
    assert {item["family"] for item in printed} >= {"blackjack/payout", "blackjack/payout-table"}
    scenarios = [json_numbers(item["prompt"]["scenario"]) for item in printed]
    settled = ok("settle", scenarios)
    assert len(settled) == len(printed)
    for item, result in zip(printed, settled, strict=True):
        paid = {s["seat"]: _cents(s["paid"]) for s in result["seats"]}
        prompt = item["prompt"]
        if "seat" in prompt:
            assert _cents(item["answer"]) == paid[prompt["seat"]]
        else:
            assert [_cents(a) for a in item["answer"]] == [paid[n] for n in prompt["seats"]]
