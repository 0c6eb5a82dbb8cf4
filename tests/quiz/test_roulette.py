"""Roulette's drills (issue 26), re-derived through a second path.

Every payout is settled twice: by ``settle_scenario`` on the question's own spin (the
``dealer-trainer settle`` contract), and by the count below, written from the digest
without the engine (`resources/rule-texts/roulette-pennsylvania.txt`): a bet on k numbers
pays 36 // k - 1 to 1 (35, 17, 11, 8, 6, 5, 2, 1; §617a.4), the bet kept; a zero takes
every outside bet. Which numbers a bet covers is read from the layout's geometry: row
(n - 1) // 3 and column (n - 1) % 3 (§617a.3).

The soundness pass (tests/quiz/test_soundness.py) calls :data:`SECOND_PATHS` through
``test_families.check_second_path`` on 2,000 seeds of every roulette family.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from decimal import Decimal
from typing import Any

from trainer.engine.games import settle_scenario
from trainer.quiz.catalog import families_for, generate
from trainer.quiz.chips import DENOMINATIONS
from trainer.quiz.grading import grade
from trainer.quiz.model import CLEAN, Question

RED = {1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36}


def cents(value: Any) -> int:
    return int(Decimal(str(value)) * 100)


def numbers_of(bet: Mapping[str, Any]) -> set[str]:
    """The numbers a bet covers, from its kind and the layout alone."""
    kind, named = bet["bet"], list(bet.get("numbers", []))
    grid = range(1, 37)
    if kind == "dozen":
        k = int(named[0])
        return {str(n) for n in grid if 12 * (k - 1) < n <= 12 * k}
    if kind == "column":
        k = int(named[0])
        return {str(n) for n in grid if n % 3 == k % 3}
    test = {
        "red": lambda n: n in RED,
        "black": lambda n: n not in RED,
        "odd": lambda n: n % 2 == 1,
        "even": lambda n: n % 2 == 0,
        "low": lambda n: n <= 18,
        "high": lambda n: n >= 19,
    }.get(kind)
    if test is not None:
        return {str(n) for n in grid if test(n)}
    return set(named)


def is_place(kind: str, named: list[str]) -> bool:
    """Whether numbers of 1-36 make one bet of the kind, from rows and columns alone."""
    if any(not n.isdigit() or int(n) == 0 for n in named):
        return False
    cells = sorted(((int(n) - 1) // 3, (int(n) - 1) % 3) for n in named)
    rows = {r for r, _ in cells}
    cols = {c for _, c in cells}
    if kind == "split" and len(cells) == 2:
        (r1, c1), (r2, c2) = cells
        return abs(r1 - r2) + abs(c1 - c2) == 1
    if kind == "street" and len(cells) == 3:
        return len(rows) == 1
    if kind == "corner" and len(cells) == 4:
        return (
            len(rows) == 2
            and len(cols) == 2
            and max(rows) - min(rows) == 1
            and max(cols) - min(cols) == 1
        )
    if kind == "six-line" and len(cells) == 6:
        return len(rows) == 2 and max(rows) - min(rows) == 1
    return False


def paid(scenario: Mapping[str, Any], seat: int | None = None) -> int:
    """What the dealer pays (one seat, or the layout), counted without the engine."""
    winning = scenario["winning"]
    total = 0
    for bet in scenario["bets"]:
        if seat is not None and bet["seat"] != seat:
            continue
        covered = numbers_of(bet)
        if winning in covered:
            total += cents(bet["amount"]) * (36 // len(covered) - 1)
    return total


def _engine_paid(scenario: Mapping[str, Any], seat: int) -> int:
    settled = settle_scenario(scenario)
    return sum(cents(b["paid"]) for b in settled["bets"] if b["seat"] == seat)


def check_payout(q: Question) -> None:
    scenario, seat = q.prompt["scenario"], q.prompt["seat"]
    assert q.answer == paid(scenario, seat) == _engine_paid(scenario, seat)
    assert f"lands on {scenario['winning']}" in q.text
    value = q.prompt["chips"][str(seat)]
    for bet in scenario["bets"]:  # every bet is whole chips of its seat's value
        assert cents(bet["amount"]) % q.prompt["chips"][str(bet["seat"])] == 0
    assert q.answer % value == 0


def check_complete(q: Question) -> None:
    check_payout(q)
    number = q.prompt["complete"]
    bets = q.prompt["scenario"]["bets"]
    assert all(number in numbers_of(b) for b in bets)
    if number.isdigit() and int(number) > 0:
        n = int(number)
        col = (n - 1) % 3
        edge_rows = (n <= 3) + (n >= 34)
        # 1 straight; splits: up/down and across; 1 street; corners; six-lines.
        splits = (2 - edge_rows) + (1 if col != 1 else 2)
        corners = (2 - edge_rows) * (1 if col != 1 else 2)
        six = 2 - edge_rows
        zeros = sum(1 for b in bets if any(not x.isdigit() or int(x) == 0 for x in b["numbers"]))
        assert len(bets) - zeros == 1 + splits + 1 + corners + six
    units = {cents(b["amount"]) for b in bets}
    if q.difficulty == 1:
        assert len(units) == 1 and (n - 1) % 3 == 1
        assert q.answer == 156 * units.pop()  # a complete on a middle number: 156 units


def check_spot(q: Question) -> None:
    scenario, shown = q.prompt["scenario"], q.prompt["shown"]
    seat, fix = q.answer["seat"], q.answer["fix"]
    late = q.prompt["late"]
    if late is not None:
        # §617a.3: a chip placed after "no more bets" has no action: it is not paid.
        bets = list(scenario["bets"])
        late_bet = bets.pop(late)
        scenario = {**scenario, "bets": bets}
        assert "placed after no more bets" in q.text
        assert f"marked late (seat {late_bet['seat']}: " in q.text
        if q.extra["error"] == "past-posted":
            assert late_bet["seat"] == seat
            assert scenario["winning"] in numbers_of(late_bet), "the late bet was a winner"
        else:
            assert q.prompt["shown"][late] == 0
    else:
        assert q.extra["error"] != "past-posted"
    for s in q.prompt["seats"]:
        every = q.prompt["scenario"]["bets"]  # what was shown paid, the late chip's too
        shown_total = sum(p for p, b in zip(shown, every, strict=True) if b["seat"] == s)
        if s == seat:
            assert shown_total != paid(scenario, s) and fix == paid(scenario, s)
        else:
            assert shown_total == paid(scenario, s), s
    if seat is None:
        assert q.extra["error"] is None and q.answer_text == CLEAN


def check_which_wins(q: Question) -> None:
    winning = q.prompt["winning"]
    wins = [winning in numbers_of(m) for m in q.extra["meanings"]]
    assert wins.count(True) == 1 and wins[q.answer]


def check_covers(q: Question) -> None:
    kind = q.prompt["bet"]
    ok = [is_place(kind, list(m)) or _zero_place(q, m) for m in q.extra["meanings"]]
    assert ok.count(True) == 1 and ok[q.answer], (kind, q.extra["meanings"])


def _zero_place(q: Question, named: list[str]) -> bool:
    """A place with a zero: those the digest lists for the wheel (§617a.3)."""
    zero_places = {
        "split": [{"0", "1"}, {"0", "2"}, {"00", "2"}, {"00", "3"}, {"0", "00"}],
        "trio": [{"0", "1", "2"}, {"0", "00", "2"}, {"00", "2", "3"}],
        "top-line": [{"0", "00", "1", "2", "3"}],
    }
    return q.prompt["wheel"] == "double-zero" and set(named) in zero_places.get(q.prompt["bet"], [])


def check_settle_spin(q: Question) -> None:
    assert q.answer[0] == "mark" and q.answer[-1] == "lift"
    assert q.answer.index("pay-outside") < q.answer.index("pay-inside")
    assert max(q.answer.index("clear-outside"), q.answer.index("clear-inside")) < q.answer.index(
        "pay-outside"
    )


def check_wheel_chips(q: Question) -> None:
    p = q.prompt
    assert q.answer == (p["stacks"] * 20 + p["loose"]) * p["value"]
    chips = {int(d): n for d, n in q.extra["chips"].items()}
    assert set(chips) <= set(DENOMINATIONS)
    assert sum(d * n for d, n in chips.items()) == q.answer


def check_picture_chips(q: Question) -> None:
    check_payout(q)
    chips = {int(d): n for d, n in q.extra["chips"].items()}
    assert set(chips) <= set(DENOMINATIONS)
    assert sum(d * n for d, n in chips.items()) == q.answer
    assert sum(chips.values()) == fewest_count(q.answer)
    # A picture: a straight-up on the winning number with bets around it, one seat's.
    bets = q.prompt["scenario"]["bets"]
    assert bets[0]["bet"] == "straight" and bets[0]["numbers"] == [q.prompt["scenario"]["winning"]]
    assert len(bets) >= 3 and {b["seat"] for b in bets} == {q.prompt["seat"]}


_FEWEST: list[int] = [0]
"""The fewest chips of every multiple of 50 cents counted so far (by ``amount // 50``).
Each count depends only on the smaller ones, so the table grows to the largest payout a
test has asked about and is read for smaller ones, instead of being counted again from
nothing for each of the 2,000 chip questions the soundness pass checks."""


def fewest_count(amount: int) -> int:
    """The fewest chips of the house's values that make ``amount``, counted by coin-change
    over every count (not the engine's search)."""
    best = _FEWEST
    unit = [d // 50 for d in DENOMINATIONS]
    for total in range(len(best), amount // 50 + 1):
        best.append(min((best[total - u] + 1 for u in unit if u <= total), default=10**9))
    return best[amount // 50]


def check_payoff_keys(q: Question) -> None:
    check_payout(q)
    (bet,) = q.prompt["scenario"]["bets"]
    value = q.prompt["chips"][str(q.prompt["seat"])]
    count = cents(bet["amount"]) // value
    assert 2 <= count <= 20 and f"has {count} chips on" in q.text
    assert bet["bet"] in {"straight", "split", "street", "corner"}
    assert q.answer == count * (36 // len(bet["numbers"]) - 1) * value
    if bet["bet"] == "straight" and count == 6 and value == 100:
        assert q.answer == 21000  # the key every school teaches: six straight-ups are 210


def check_numbers_covered(q: Question) -> None:
    kind, named = q.prompt["bet"], q.prompt["numbers"]
    assert is_place(kind, named) or _zero_place(q, named) or set(named) == {"0", "1", "2", "3"}
    right = [set(m) == set(named) for m in q.extra["meanings"]]
    assert right.count(True) == 1 and right[q.answer]
    assert len({len(m) for m in q.extra["meanings"]}) == 1, "every choice the chip's size"
    assert "chip shown" in q.text and not any(c in q.text for c in q.choices)


SECOND_PATHS: dict[str, Callable[[Question], None]] = {
    "payout": check_payout,
    "picture": check_payout,
    "complete": check_complete,
    "spot-the-error": check_spot,
    "which-wins": check_which_wins,
    "covers": check_covers,
    "settle-spin": check_settle_spin,
    "wheel-chips": check_wheel_chips,
    "picture-chips": check_picture_chips,
    "payoff-keys": check_payoff_keys,
    "numbers-covered": check_numbers_covered,
}
"""Roulette's own families' second paths; its shared ones (rulings, colouring up a pile)
use the shared ones of tests/quiz/test_families.py."""


def test_every_roulette_family_has_a_second_path() -> None:
    from .test_families import SECOND_PATHS as SHARED

    names = {f.id.split("/", 1)[1] for f in families_for("roulette")}
    assert names <= set(SECOND_PATHS) | set(SHARED)


def test_617a_4_a_complete_on_17_at_one_unit_a_bet_pays_156_units() -> None:
    for seed in range(40):
        q = generate("roulette/complete", difficulty=1, seed=seed)
        check_complete(q)
        assert len(q.prompt["scenario"]["bets"]) == 12  # 1 + 4 splits + 1 + 4 corners + 2


def test_the_payout_drills_cover_every_kind_of_bet() -> None:
    seen: set[str] = set()
    for seed in range(200):
        for family in ("roulette/payout", "roulette/picture", "roulette/complete"):
            q = generate(family, difficulty=1 + seed % 3, seed=seed)
            SECOND_PATHS[family.split("/")[1]](q)
            seen |= {b["bet"] for b in q.prompt["scenario"]["bets"]}
    assert seen >= {
        "straight",
        "split",
        "street",
        "trio",
        "corner",
        "top-line",
        "six-line",
        "dozen",
        "column",
        "red",
        "black",
        "odd",
        "even",
        "low",
        "high",
    }


def test_the_mispay_audit_plants_every_kind_and_leaves_about_one_layout_in_three_clean() -> None:
    errors = []
    for seed in range(240):
        q = generate("roulette/spot-the-error", difficulty=2, seed=seed)
        check_spot(q)
        errors.append(q.extra["error"])
    planted = ["wrong-odds", "other-wheel-odds", "picture-bet-missed", "losing-bet-paid"]
    planted.append("past-posted")
    assert set(planted) <= set(errors)
    assert 0.2 < errors.count(None) / len(errors) < 0.5
    # Each kind about as likely as the others: a fifth of the mispaid layouts, give or take.
    mispaid = len(errors) - errors.count(None)
    for kind in planted:
        assert 0.1 < errors.count(kind) / mispaid < 0.3, (kind, errors.count(kind))


def test_617a_3_a_chip_placed_after_no_more_bets_has_no_action_and_is_not_paid() -> None:
    """§617a.3: a chip placed after the call has no action; paid, it is the mispay and the
    right payment leaves it out. A late chip is also shown, left unpaid, where nothing of
    it is wrong, so that the mark on the layout does not point at the mispaid seat."""
    late_clean = 0
    for seed in range(300):
        q = generate("roulette/spot-the-error", difficulty=1 + seed % 3, seed=seed)
        check_spot(q)
        late = q.prompt["late"]
        if q.extra["error"] == "past-posted":
            bet = q.prompt["scenario"]["bets"][late]
            assert q.prompt["shown"][late] == paid({**q.prompt["scenario"], "bets": [bet]})
            assert (
                q.answer["fix"]
                == paid(q.prompt["scenario"], q.answer["seat"]) - q.prompt["shown"][late]
            )
            assert q.explanation.clause == "58 Pa. Code §617a.3"
        elif late is not None:
            late_clean += 1
    assert late_clean >= 10


def test_every_answer_key_grades_fully_correct() -> None:
    for fam in families_for("roulette"):
        for seed in range(10):
            q = generate(fam.id, difficulty=1 + seed % 3, seed=seed)
            assert grade(q, q.answer_text).is_correct, (fam.id, seed)
