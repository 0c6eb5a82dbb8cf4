"""Blackjack's drills (issue 25), re-derived through a second path.

Every payout is settled twice: by ``settle_scenario`` on the question's own scenario (the
``dealer-trainer settle`` contract), and by the short count below, written from the rules
digest without the engine (`resources/rule-texts/blackjack-pennsylvania.txt`): a natural
pays the posted odds (§633a.13), insurance 2 to 1 (§633a.8), even money 1 to 1, a
surrender pays nothing and returns half (§633a.9), a doubled hand wins on both wagers
(§633a.10), a split hand's 21 is 21, not a blackjack (§633a.11), and the dealer's draw
is to 16 and stands on 17, soft 17 as posted (§633a.7).

The soundness pass (tests/quiz/test_soundness.py) calls :data:`SECOND_PATHS` through
``test_families.check_second_path`` on 2,000 seeds of every blackjack family.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from decimal import Decimal
from typing import Any

import pytest

from trainer.engine.games import settle_scenario
from trainer.quiz.catalog import families_for, generate
from trainer.quiz.chips import DENOMINATIONS
from trainer.quiz.grading import grade
from trainer.quiz.model import CLEAN, AnswerKind, Question

ODDS = {"3 to 2": (3, 2), "6 to 5": (6, 5)}


def cents(value: Any) -> int:
    return int(Decimal(str(value)) * 100)


def points(card: str) -> int:
    rank = card[:-1]
    if rank == "A":
        return 1
    if rank in ("T", "J", "Q", "K", "10"):
        return 10
    return int(rank)


def count(cards: list[str]) -> tuple[int, bool]:
    """The total a hand plays as, and whether an ace counts 11 in it (soft)."""
    hard = sum(points(c) for c in cards)
    if any(c.startswith("A") for c in cards) and hard + 10 <= 21:
        return hard + 10, True
    return hard, False


def is_blackjack(cards: list[str], split: bool) -> bool:
    return not split and len(cards) == 2 and count(cards)[0] == 21


def seat_paid(scenario: Mapping[str, Any], seat: Mapping[str, Any]) -> int:
    """What the dealer pays one seat, counted from the digest without the engine."""
    dealer = list(scenario["dealer"])
    dealer_total = count(dealer)[0]
    dealer_bj = is_blackjack(dealer[:2], False)
    num, den = ODDS[scenario["blackjack_pays"]]
    paid = 0
    for hand in seat["hands"]:
        cards, wager = list(hand["cards"]), cents(hand["wager"])
        stake = wager * 2 if hand.get("doubled") else wager
        total = count(cards)[0]
        if hand.get("surrendered") or total > 21:
            continue
        if is_blackjack(cards, bool(hand.get("split"))):
            if seat.get("even_money"):
                paid += wager
            elif not dealer_bj:
                paid += wager * num // den
            continue
        if dealer_bj:
            continue
        if dealer_total > 21 or total > dealer_total:
            paid += stake
    if dealer_bj:
        paid += 2 * cents(seat.get("insurance", 0))
    return paid


def _seat(q: Question, number: int) -> Mapping[str, Any]:
    return next(s for s in q.prompt["scenario"]["seats"] if s["seat"] == number)


def _engine_paid(q: Question, number: int) -> int:
    settled = settle_scenario(q.prompt["scenario"])
    return next(cents(s["paid"]) for s in settled["seats"] if s["seat"] == number)


def check_payout(q: Question) -> None:
    assert q.kind in (AnswerKind.AMOUNT, AnswerKind.CHIPS)
    seat = q.prompt["seat"]
    assert q.answer == _engine_paid(q, seat) == seat_paid(q.prompt["scenario"], _seat(q, seat))
    assert f"seat {seat}" in q.text.lower()
    assert f"pays blackjack {q.prompt['scenario']['blackjack_pays']}" in q.text


def check_chips(q: Question) -> None:
    check_payout(q)
    chips = {int(d): n for d, n in q.extra["chips"].items()}
    assert set(chips) <= set(DENOMINATIONS)
    assert sum(d * n for d, n in chips.items()) == q.answer > 0
    # The fewest chips: greedy is exact for these denominations (each a multiple of the next
    # or $2.50 beside $5 and $1), checked here by a count over every smaller stack.
    best = _fewest(q.answer)
    assert sum(chips.values()) == best


def _fewest(amount: int) -> int:
    """The fewest chips that make ``amount``, by counting every stack (in 50-cent units:
    every chip of the house is a multiple of the smallest)."""
    unit = min(DENOMINATIONS)
    assert amount % unit == 0
    chips = [d // unit for d in DENOMINATIONS]
    most = [0] + [10**9] * (amount // unit)
    for a in range(1, len(most)):
        most[a] = min((most[a - d] + 1 for d in chips if d <= a), default=10**9)
    return most[-1]


def check_table(q: Question) -> None:
    order = q.prompt["seats"]
    assert order == sorted(order, reverse=True), "third base first (§633a.7)"
    settled = settle_scenario(q.prompt["scenario"])
    by_seat = {s["seat"]: cents(s["paid"]) for s in settled["seats"]}
    assert q.answer == [by_seat[n] for n in order]
    assert q.answer == [seat_paid(q.prompt["scenario"], _seat(q, n)) for n in order]


def check_spot(q: Question) -> None:
    """Every seat shows what it is paid but the one named; its fix is the right total."""
    scenario, order, shown = q.prompt["scenario"], q.prompt["seats"], q.prompt["shown"]
    seat, fix = q.answer["seat"], q.answer["fix"]
    for n, s in zip(order, shown, strict=True):
        right = seat_paid(scenario, _seat(q, n))
        total = sum(s["hands"]) + s["insurance"]
        if n == seat:
            assert total != right and fix == right
        else:
            assert total == right, (n, s, right)
    if seat is None:
        assert q.extra["error"] is None and q.answer_text == CLEAN


def check_hand_total(q: Question) -> None:
    cards, split = list(q.prompt["cards"]), bool(q.prompt["split"])
    total, soft = count(cards)
    if is_blackjack(cards, split):
        words = "blackjack"
    elif total > 21:
        words = f"bust {total}"
    else:
        words = f"{'soft' if soft else 'hard'} {total}"
    assert q.choices[q.answer] == words
    assert len(set(q.choices)) == len(q.choices) == 4


def check_dealer_draws(q: Question) -> None:
    total, soft = count(list(q.prompt["dealer"]))
    draws = total < 17 or (total == 17 and soft and q.prompt["hits_soft_17"])
    assert q.choices[q.answer] == ("The dealer draws" if draws else "The dealer stands")
    posted = "hits soft 17" if q.prompt["hits_soft_17"] else "stands on all 17s"
    assert posted in q.text


SECOND_PATHS: dict[str, Callable[[Question], None]] = {
    "payout": check_payout,
    "natural": check_payout,
    "payout-chips": check_chips,
    "payout-table": check_table,
    "spot-the-error": check_spot,
    "hand-total": check_hand_total,
    "dealer-draws": check_dealer_draws,
}
"""Blackjack's own families' second paths; its shared families (dealing and settlement
order, rulings, the misdeal) use the shared ones of tests/quiz/test_families.py."""


# ---------------------------------------------------------------------------------------
# Tests
# ---------------------------------------------------------------------------------------


def test_every_blackjack_family_has_a_second_path() -> None:
    from .test_families import SECOND_PATHS as SHARED

    names = {f.id.split("/", 1)[1] for f in families_for("blackjack")}
    assert names <= set(SECOND_PATHS) | set(SHARED)
    assert {"payout", "payout-table", "payout-chips", "hand-total", "dealer-draws"} <= names


@pytest.mark.parametrize("pays", ["3 to 2", "6 to 5"])
def test_633a_13_a_blackjack_on_odd_amounts_pays_the_posted_odds(pays: str) -> None:
    """$15, $25 and $35 at 3 to 2 are $22.50, $37.50, $52.50; at 6 to 5 $18, $30, $42."""
    want = {"3 to 2": (2250, 3750, 5250), "6 to 5": (1800, 3000, 4200)}[pays]
    for wager, paid in zip((15, 25, 35), want, strict=True):
        scenario = {
            "game": "blackjack",
            "blackjack_pays": pays,
            "dealer": ["Ts", "7h"],
            "seats": [{"seat": 1, "hands": [{"cards": ["As", "Kd"], "wager": wager}]}],
        }
        assert seat_paid(scenario, scenario["seats"][0]) == paid
        assert cents(settle_scenario(scenario)["paid"]) == paid


def test_the_natural_drill_asks_both_odds_and_odd_amounts() -> None:
    seen_odds, seen_wagers = set(), set()
    for seed in range(60):
        q = generate("blackjack/natural", difficulty=3, seed=seed)
        check_payout(q)
        seen_odds.add(q.prompt["scenario"]["blackjack_pays"])
        for seat in q.prompt["scenario"]["seats"]:
            seen_wagers.add(cents(seat["hands"][0]["wager"]))
    assert seen_odds == {"3 to 2", "6 to 5"}
    assert {1500, 2500, 3500} <= seen_wagers


def test_the_payout_drills_teach_every_kind_of_result() -> None:
    """Across a drill's questions: naturals, doubles, splits, surrenders, insurance won and
    lost, even money, pushes and busts all appear (the steering reaches each)."""
    seen: set[str] = set()
    for seed in range(150):
        q = generate("blackjack/payout-table", difficulty=1 + seed % 3, seed=seed)
        settled = settle_scenario(q.prompt["scenario"])
        for seat, s in zip(q.prompt["scenario"]["seats"], settled["seats"], strict=True):
            seen |= {h["result"] for h in s["hands"]}
            seen |= {f"insurance {s['insurance']['result']}"} if cents(seat["insurance"]) else set()
            for hand in seat["hands"]:
                seen |= {k for k in ("doubled", "split", "surrendered") if hand[k]}
    assert {
        "blackjack",
        "even money",
        "win",
        "lose",
        "push",
        "surrender",
        "doubled",
        "split",
        "insurance win",
        "insurance lose",
    } <= seen


def test_the_mispay_drill_plants_every_kind_and_leaves_about_one_table_in_three_clean() -> None:
    errors = []
    for seed in range(240):
        q = generate("blackjack/spot-the-error", difficulty=2, seed=seed)
        check_spot(q)
        errors.append(q.extra["error"])
    assert {
        "natural-wrong-odds",
        "insurance-wrong-odds",
        "double-paid-once",
        "split-21-as-natural",
        "push-paid",
    } <= set(errors)
    clean = errors.count(None) / len(errors)
    assert 0.2 < clean < 0.5, clean


def test_a_split_hands_21_is_read_as_21_not_a_blackjack() -> None:
    """§633a.11: an ace and a ten on a hand formed by a split count 21, not a natural."""
    found = False
    for seed in range(200):
        q = generate("blackjack/hand-total", difficulty=3, seed=seed)
        check_hand_total(q)
        if q.prompt["split"] and count(list(q.prompt["cards"])) == (21, True):
            found = True
            assert q.choices[q.answer] == "soft 21" and "blackjack" in q.choices
    assert found


def test_the_dealer_draw_drill_asks_soft_17_under_both_posted_rules() -> None:
    """§633a.7: soft 17 stands where the dealer stands on all 17s, draws where the house
    hits soft 17; both rules appear, and draws and stands are about even."""
    seen, draws = set(), 0
    for seed in range(300):
        q = generate("blackjack/dealer-draws", difficulty=3, seed=seed)
        check_dealer_draws(q)
        draws += q.answer == 0
        if count(list(q.prompt["dealer"])) == (17, True):
            seen.add((q.prompt["hits_soft_17"], q.answer))
    assert seen == {(True, 0), (False, 1)}
    assert 0.35 < draws / 300 < 0.65


def test_every_answer_key_grades_fully_correct() -> None:
    for fam in families_for("blackjack"):
        for seed in range(10):
            q = generate(fam.id, difficulty=1 + seed % 3, seed=seed)
            assert grade(q, q.answer_text).is_correct, (fam.id, seed)
