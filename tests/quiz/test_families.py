"""Every question family, re-derived through a second path.

For each family, 2,000 seeded questions (difficulties 1-3 in turn) are answered again
without the generator: payouts, rake and pots by ``settle_scenario`` on the question's own
scenario (the ``dealer-trainer settle`` contract), dealing and settlement order by
``deal_scenario``, the reveal by ``reveal_sequence``, legal rake by
``GameRules.validate_house``, hands by the evaluators, ``compare``, the qualifier,
``PayTable.row_for`` and ``holdem_dealer_display``, rulings by ``RULINGS``; where it is
short, also by arithmetic written out here. Every question's own answer text grades as
fully correct, and the same family, difficulty and seed always give the same question.

The soundness pass (tests/quiz/test_soundness.py) generates every one of those questions
anyway, so it makes these checks there (:func:`check_second_path`, :func:`is_same_seed_check`)
and each question is generated once; the tests here are the ones of houses' own rules.

Clauses are cited as in docs/rules-decisions.md: ``CO 3-5-7 ¶N``, ``CH Rules (N)``,
``N.J.A.C. 13:47-20.41(x)``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from decimal import Decimal
from itertools import combinations
from typing import Any

import pytest

from trainer.engine.arrangement import holdem_dealer_display
from trainer.engine.cards import Card, format_cards, parse_card
from trainer.engine.errors import Refusal, RulesError, WagerError
from trainer.engine.games import AnyRules, deal_scenario, game_spec, registry, settle_scenario
from trainer.engine.games.casino_holdem import settle_casino_holdem
from trainer.engine.games.three_card_poker import settle_three_card_poker
from trainer.engine.games.three_five_seven import reveal_sequence
from trainer.engine.hands import (
    Category,
    HandValue,
    compare,
    evaluate_poker,
    evaluate_three,
    poker_strength,
)
from trainer.engine.money import to_cents
from trainer.engine.procedures import DealMethod, is_tapped_order
from trainer.engine.rules import GameRules
from trainer.quiz.catalog import DIFFICULTIES, all_families, generate
from trainer.quiz.chips import DENOMINATIONS
from trainer.quiz.grading import grade
from trainer.quiz.model import CLEAN, AnswerKind, Question

from .test_blackjack import SECOND_PATHS as BLACKJACK_PATHS
from .test_roulette import SECOND_PATHS as ROULETTE_PATHS

PER_FAMILY = 2_000
SAME_SEED_CHECKS = 200
RULES = registry().followed()
# The home game's families have their own second paths: tests/quiz/test_homegame.py.
FAMILY_IDS = [f.id for f in all_families() if f.game != "three-five-seven-home"]


def _place_order(token: str) -> tuple[int, int]:
    """Seats, then community spots, then the dealer and the burn."""
    kind = {"S": 0, "C": 1, "D": 2, "b": 3}[token[0]]
    return (kind, int(token[1:]) if token[1:].isdigit() else 0)


def cards(texts: Sequence[str]) -> list[Card]:
    return [parse_card(t) for t in texts]


def cents(dollars: Any) -> int:
    return to_cents(Decimal(str(dollars)))


def evaluate(ranking: str, hand: Sequence[Card]) -> HandValue:
    return evaluate_three(hand) if ranking == "three-card" else evaluate_poker(hand)


def fewest_chip_count(amount: int) -> int | None:
    """The fewest house chips for ``amount`` cents, by a closed form (not the DP under test).

    A fewest stack holds at most one $2.50 chip (two are one $5 chip) and one $0.50 chip
    (two are one $1 chip); the rest is whole dollars, which $1, $5, $25 and $100 (each
    dividing the next) pay fewest greedily.
    """
    best: int | None = None
    for quarters in (0, 1):
        for halves in (0, 1):
            rest = amount - 250 * quarters - 50 * halves
            if rest < 0 or rest % 100:
                continue
            count = quarters + halves
            for chip in (10_000, 2_500, 500, 100):
                count += rest // chip
                rest %= chip
            best = count if best is None else min(best, count)
    return best


# ---------------------------------------------------------------------------------------
# The second paths, one per family name
# ---------------------------------------------------------------------------------------


def paid_on(scenario: Mapping[str, Any], wagers: Sequence[str]) -> int:
    """What ``settle`` says the dealer pays on these wagers, in cents."""
    settled = settle_scenario(scenario)
    return sum(cents(settled["bets"][w]["paid"]) for w in wagers)


def check_payout(q: Question) -> None:
    assert q.kind is AnswerKind.AMOUNT
    assert q.answer == paid_on(q.prompt["scenario"], q.prompt["wagers"])


def check_payout_chips(q: Question) -> None:
    assert q.kind is AnswerKind.CHIPS
    assert q.answer == paid_on(q.prompt["scenario"], q.prompt["wagers"])
    assert q.answer > 0, "a chip question pays something"
    chips = {int(d): n for d, n in q.extra["chips"].items()}
    assert set(chips) <= set(DENOMINATIONS)
    assert sum(d * n for d, n in chips.items()) == q.answer
    assert sum(chips.values()) == fewest_chip_count(q.answer)


def check_payout_table(q: Question) -> None:
    seats = q.prompt["seats"]
    # Settlement order: right to left, the highest seat first (CO 3-5-7 ¶6).
    plan = deal_scenario({"game": q.game, "seats": sorted(seats)})
    assert seats == plan["settle_order"]
    assert len(q.prompt["scenario"]) == len(q.prompt["wagers"]) == len(seats)
    expected = [
        paid_on(scenario, wagers)
        for scenario, wagers in zip(q.prompt["scenario"], q.prompt["wagers"], strict=True)
    ]
    assert q.answer == expected
    # One deck at one table: the shared cards are the same at every seat, and no card is
    # dealt twice.
    shared = {"three-five-seven": ("community",), "casino-holdem": ("dealer", "board")}.get(
        q.game, ("dealer",)
    )
    scenarios = q.prompt["scenario"]
    table = [c for key in shared for c in scenarios[0].get(key, ())]
    for s in scenarios:
        assert [c for key in shared for c in s.get(key, ())] in (table, [])
    dealt = [*table, *(c for s in scenarios for c in s["player"])]
    assert len(set(dealt)) == len(dealt)


def deliveries(cards: Sequence[str], method: str) -> list[str]:
    """One tap per delivery: a stack (CO 3-5-7 ¶3(a)) or a shuffler's group of three to a
    seat (¶3(c)) is one, every other card one each."""
    if method not in ("stacked", "shuffler"):
        return list(cards)
    out: list[str] = []
    i = 0
    while i < len(cards):
        together = cards[i].startswith("S") and list(cards[i : i + 3]) == [cards[i]] * 3
        out.append(cards[i])
        i += 3 if together else 1
    return out


def check_dealing_order(q: Question) -> None:
    p = q.prompt
    plan = deal_scenario({"game": p["game"], "method": p["method"], "seats": p["seats"]})
    assert q.answer == deliveries(plan["cards"], p["method"])
    assert set(q.answer) <= set(q.choices)
    assert list(q.choices) == sorted(q.choices, key=_place_order), "places offered in a fixed order"


def check_settlement_order(q: Question) -> None:
    plan = deal_scenario({"game": q.prompt["game"], "seats": q.prompt["seats"]})
    assert q.answer == [f"S{s}" for s in plan["settle_order"]]
    assert q.answer == [f"S{s}" for s in sorted(q.prompt["seats"], reverse=True)]


def check_reveal(q: Question) -> None:
    steps = [s.key for s in reveal_sequence(q.prompt["with_pots"])]
    assert q.answer == steps
    assert sorted(q.choices) == sorted(steps)
    assert list(q.choices) != steps, "the steps are offered shuffled"


def _pot(q: Question) -> tuple[dict[str, Any], Mapping[str, Any]]:
    scenario = q.prompt["scenario"]
    return settle_scenario(scenario)["pots"][q.prompt["pot"]], scenario


def check_rake(q: Question) -> None:
    pot, scenario = _pot(q)
    assert q.answer == cents(pot["rake"])
    # CO 3-5-7 ¶10(a)-(c): the lesser of the posted percent (rounded down) and the cap.
    stakes = [cents(s["pot"][q.prompt["pot"]]) for s in scenario["seats"]]
    total = sum(stakes)
    percent = Decimal(scenario["rake"]["percent"])
    by_percent = int(Decimal(total) * percent // 100)
    assert q.answer == min(by_percent, cents(scenario["rake"]["cap"]))


def check_pot_award(q: Question) -> None:
    pot, scenario = _pot(q)
    seat = q.prompt["seat"]
    assert q.answer == cents(pot["shares"][str(seat)])
    game = q.prompt["pot"]
    community = cards(scenario["community"])
    used = {"three": 0, "five": 2, "seven": 4}[game]
    ranking = "three-card" if game == "three" else "poker"
    strength = {
        s["seat"]: evaluate(ranking, [*cards(s["cards"]), *community[:used]]).strength
        for s in scenario["seats"]
    }
    best = max(strength.values())
    winners = sorted((n for n, v in strength.items() if v == best), reverse=True)
    assert seat in winners
    stake = cents(scenario["seats"][0]["pot"][game])
    total = stake * len(strength)
    award = total - cents(pot["rake"])
    # Shared in the house's smallest chip (issue 11), dealt out one chip at a time to the
    # tied seats in settling order (the highest first), then the cents below a chip alike.
    unit = registry().casino("three-five-seven").house.split_unit
    shares = dict.fromkeys(winners, 0)
    left = award
    for size in (unit, 1):
        for turn in range(left // size):
            shares[winners[turn % len(winners)]] += size
        left %= size
    assert left == 0 and q.answer == shares[seat]


def check_limits_357(q: Question) -> None:
    scenario = q.prompt["scenario"]
    try:
        settled = settle_scenario(scenario)
    except WagerError as exc:
        message = str(exc)
        if "table maximum" in message:
            answer = 1
        elif "pay-schedule wager" in message:
            answer = 2
        else:
            assert "Surrender is only" in message
            answer = 3
    else:
        asked = next(s for s in scenario["seats"] if s["seat"] == q.prompt["seat"])
        pots = [settled["pots"][g] for g in asked.get("pot", {})]
        answer = 4 if any(p["void"] for p in pots) else 0
    # The choices stand in any order (issue 23): the key is read by its words.
    words = (
        "Accept every wager",
        "Refuse the excess over the table maximum",
        "no pay-schedule wager",
        "Refuse the surrender",
        "lone pot wager as void",
    )
    assert words[answer] in q.choices[q.answer], q.choices[q.answer]


# Any cards will do for a check of the wagers alone.
_TCP_HANDS = (cards(["As", "Ks", "Qs"]), cards(["2c", "3d", "7h"]))
_CH_HANDS = (cards(["As", "Ad"]), cards(["2c", "3d"]), cards(["7h", "8h", "9c", "Jd", "4s"]))


def check_limits_table(q: Question) -> None:
    rules = RULES[q.game]
    p = q.prompt
    ante = cents(p["ante"])
    faults: list[int] = []
    if q.game == "casino-holdem":
        player, dealer, board = _CH_HANDS
        try:
            settle_casino_holdem(
                rules,
                player=player,
                dealer=dealer,
                board=board,
                ante=ante,
                call=True,
                progressive=cents(p["progressive"]),
                meter=10_000_000,
            )
        except WagerError as exc:
            message = str(exc)
            faults.append(
                3
                if "table maximum" in message
                else 4
                if "table minimum" in message
                else 2
                if "progressive wager is" in message
                else -1
            )
        # Quick Rules 2: the call is always double the ante.
        if cents(p["call"]) != ante * rules.call_multiple:
            faults.append(1)
    else:
        player, dealer = _TCP_HANDS
        try:
            settle_three_card_poker(
                rules,
                player=player,
                dealer=dealer,
                ante=ante,
                play=True,
                pair_plus=cents(p["pair_plus"]),
            )
        except WagerError as exc:
            message = str(exc)
            faults.append(
                2 if "table maximum" in message else 3 if "table minimum" in message else -1
            )
        # N.J.A.C. 13:47-20.41(a), (e): the play wager equals the ante.
        if cents(p["play"]) != ante * rules.play_multiple:
            faults.append(1)
    assert len(faults) <= 1, faults
    # The choices stand in any order (issue 23): the key is read by its words.
    words = (
        ("Accept", "call must be", "progressive wager is", "over the table maximum", "under")
        if q.game == "casino-holdem"
        else ("Accept", "play wager must", "over the table maximum", "under the table minimum")
    )
    assert words[faults[0] if faults else 0] in q.choices[q.answer], q.choices[q.answer]


def check_rake_legal(q: Question) -> None:
    rules = RULES["three-five-seven"]
    percent, cap = Decimal(q.prompt["percent"]), cents(q.prompt["cap"])
    house = dataclasses.replace(rules.house, rake_percent=percent, rake_cap=cap)
    try:
        rules.validate_house(house)
        legal = True
    except RulesError:
        legal = False
    # CO 3-5-7 ¶10(a)-(c): "not more than 10% or five dollars, whichever is less".
    over_percent, over_cap = percent > 10, cap > 500
    assert legal == (not over_percent and not over_cap)
    expected = 0 if legal else 3 if over_percent and over_cap else 1 if over_percent else 2
    words = ("Legal", "the percentage is over", "the rake cap is over", "both")
    assert q.choices[q.answer].startswith("Legal") == legal
    assert words[expected] in q.choices[q.answer], q.choices[q.answer]


def check_name_hand(q: Question) -> None:
    hand = evaluate(q.prompt["ranking"], cards(q.prompt["cards"]))
    assert q.choices[q.answer] == hand.category.label
    assert len(set(q.choices)) == len(q.choices)


def check_compare(q: Question) -> None:
    p = q.prompt
    ranking = p["ranking"]
    if q.game == "three-five-seven":
        board = cards(p["community"])
        first, second = (cards(h) for h in p["hands"])
    else:
        board = cards(p["board"])
        first, second = cards(p["player"]), cards(p["dealer"])
    result = compare(evaluate(ranking, [*board, *first]), evaluate(ranking, [*board, *second]))
    meaning = q.extra["meanings"][q.answer]
    if q.game == "three-five-seven":
        assert meaning == {1: "first", -1: "second", 0: "tie"}[result]
        return
    # Keyed by the settlement (CH Rules (6), NJ (f)): the player calls or plays.
    decision = {"call": True} if q.game == "casino-holdem" else {"play": True}
    scenario = {
        "game": q.game,
        "ante": 10,
        **decision,
        "player": p["player"],
        "dealer": p["dealer"],
    }
    if q.game == "casino-holdem":
        scenario["board"] = p["board"]
    bets = settle_scenario(scenario)["bets"]
    second = "call" if q.game == "casino-holdem" else "play"
    outcomes = (bets["ante"]["result"], bets[second]["result"])
    settled = {
        ("win", "win"): "player",
        ("lose", "lose"): "dealer",
        ("push", "push"): "push",
        ("win", "push"): "unqualified",
    }[outcomes]
    assert meaning == settled
    if settled != "unqualified":
        assert settled == {1: "player", -1: "dealer", 0: "push"}[result]


def check_qualifies(q: Question) -> None:
    rules = RULES[q.game]
    assert rules.qualifier is not None
    if q.game == "three-card-poker":
        hand = evaluate_three(cards(q.prompt["dealer"]))
        # N.J.A.C. 13:47-20.41(a): queen high or better.
        by_text = hand.category is not Category.HIGH_CARD or hand.ranks[0] >= 12
    else:
        hand = evaluate_poker(cards([*q.prompt["dealer"], *q.prompt["board"]]))
        # CH Rules (6): a pair of 4s or better, from all seven cards.
        by_text = hand.category > Category.PAIR or (
            hand.category is Category.PAIR and hand.ranks[0] >= 4
        )
    assert rules.qualifier.is_met(hand) == by_text
    assert q.answer == (0 if by_text else 1)


def check_pays(q: Question) -> None:
    table = RULES["three-five-seven"].paytable(q.prompt["wager"], q.prompt["schedule"])
    ranking = "three-card" if q.prompt["wager"] == "three" else "poker"
    row = table.row_for(evaluate(ranking, cards(q.prompt["cards"])))
    if row is None:
        assert q.answer == len(table.rows)
        assert q.choices[q.answer].startswith("Nothing")
    else:
        assert q.answer == table.rows.index(row)
        assert q.choices[q.answer] == f"{row.label}: {row.pays}"


def check_arrange(q: Question) -> None:
    if q.game == "casino-holdem":
        dealer, board = cards(q.prompt["dealer"]), cards(q.prompt["board"])
        display = holdem_dealer_display(dealer, board)
        assert q.answer == format_cards(display.hand.cards).split()
        best = evaluate_poker([*dealer, *board])
        assert evaluate_poker(cards(q.answer)).strength == best.strength
    else:
        hand = evaluate(q.prompt["ranking"], cards(q.prompt["cards"]))
        assert q.answer == format_cards(hand.cards).split()


def check_board_use(q: Question) -> None:
    dealer, board = cards(q.prompt["dealer"]), cards(q.prompt["board"])
    display = holdem_dealer_display(dealer, board)
    chosen = q.choices[q.answer]
    count, aside = q.extra["meanings"][q.answer]
    assert (count, aside) == (display.board_count, sorted(str(c) for c in display.set_aside))
    if display.board_count == 3:
        assert chosen.startswith("3 board cards")
    elif display.board_count == 4:
        assert chosen.startswith(f"4 board cards; {display.set_aside[0]} ")
    else:
        assert chosen.startswith("All 5 board cards")
    assert len(set(q.choices)) == len(q.choices)


def check_ruling(q: Question) -> None:
    (ruling,) = [r for r in game_spec(q.game).rulings if r.situation.value == q.prompt["situation"]]
    assert q.text == ruling.question
    assert q.choices[q.answer] == ruling.ruling
    assert q.explanation.clause == ruling.clause
    assert len(set(q.choices)) == len(q.choices)


HAND_357 = [parse_card(c) for c in ["Ah", "Kd", "7c", "2s", "9h", "4d", "3c"]]


def _settles(rules: GameRules, **position: Any) -> bool:
    """Whether the engine's 3-5-7 settlement takes this position (wagers, tips, surrender)."""
    from trainer.engine.games.three_five_seven import settle_three_five_seven

    try:
        settle_three_five_seven(rules, player=HAND_357[:3], community=HAND_357[3:], **position)
    except WagerError:
        return False
    return True


def check_situation(q: Question) -> None:
    """The ruling re-derived from the texts' words and, where a position is settled, from
    the engine's own refusal of the wagers (the limit check, the 3-5-7 settlement)."""
    from trainer.engine.settlement import check_wager
    from trainer.quiz.situations import incident_of

    rules = RULES[q.game]
    assert isinstance(rules, GameRules)
    i = incident_of(q.prompt["incident"])
    e, house, bets = i.event.value, rules.house, {k: v for k, v in i.wagers.items() if v}
    if e == "over-maximum":
        try:
            check_wager(rules, i.wager, i.amount, what="the wager")
            want = "accept"
        except WagerError:
            want = "take-maximum" if i.amount > house.max_wager else "refuse"
    elif e == "late-bet":
        want = "refuse-keep-hand" if bets else "refuse-no-hand"
    elif e.startswith("exposed-card/"):
        want = {"deal": "continue", "dropped": "dead-hand", "shown": "warn"}[e.split("/")[1]]
    elif e == "tip-bet":
        if _settles(rules, bets=bets, tips={i.wager: i.amount}):
            want = "accept"
        elif not house.tip_bets:
            want = "refuse-house"
        elif not bets.get(i.wager):
            want = "refuse-no-wager"
        else:
            want = "take-maximum"
    elif e == "surrender":
        if i.wager == "seven" and _settles(rules, bets=bets, surrender=True):
            want = "take-half"
        elif not house.surrender:
            want = "refuse-house"
        else:
            want = "refuse-which-wager" if i.wager != "seven" else "refuse-not-all-three"
    else:
        multiple = rules.call_multiple or rules.play_multiple
        second = i.touch is not None and i.touch.value == "second"
        want = "accept-second" if second and i.amount == bets["ante"] * multiple else "stop"
    assert q.extra["meanings"][q.answer] == want, (q.text, want)
    assert q.explanation.clause == game_spec(q.game).situations[e]
    assert f"seat {i.seat}" in q.text
    assert len(set(q.choices)) == len(q.choices)


def _spot_cents(value: Any) -> int:
    return int(Decimal(str(value)) * 100)


def _settled_paid(scenario: dict[str, Any], wagers: list[str]) -> dict[str, int]:
    """The second path: the engine's ``settle`` of the seat's scenario, as plain data."""
    bets = settle_scenario(scenario)["bets"]
    return {w: _spot_cents(bets[w]["paid"]) for w in wagers}


def taken_down(scenario: Mapping[str, Any], top: int) -> dict[str, Any]:
    """A settle-form scenario with every wager over the table maximum (``top``, in cents)
    taken down to it, as the dealer refuses the excess (CO 3-5-7 ¶2, as decided)."""
    held = dict(scenario)
    most = Decimal(top) / 100
    if "bets" in held:
        held["bets"] = {w: min(Decimal(str(a)), most) for w, a in held["bets"].items()}
    for w in game_spec(held["game"]).placed_wagers:
        amount = held.get(w)
        if amount is not None and not isinstance(amount, bool):
            held[w] = min(Decimal(str(amount)), most)
    return held


def check_spot(q: Question) -> None:
    """Every seat but the one pointed at shows what ``settle`` pays; that one shows other
    than ``settle`` pays, and the fix is what ``settle`` pays it."""
    p = q.prompt
    seat, fix = q.answer["seat"], q.answer["fix"]
    for n, scenario, wagers, shown in zip(
        p["seats"], p["scenario"], p["wagers"], p["shown"], strict=True
    ):
        if n == seat and q.extra["error"] == "over-maximum":
            # The scenario holds the wager as placed, which settle refuses; taken down to
            # the posted maximum (CO 3-5-7 ¶2 as decided), it settles to the fix.
            top = RULES[q.game].house.max_wager  # type: ignore[union-attr]
            assert max(q.extra["placed"][p["seats"].index(n)].values()) > top
            with pytest.raises(WagerError) as refused:
                _settled_paid(scenario, wagers)
            assert refused.value.refusal is Refusal.OVER_MAXIMUM
            right = _settled_paid(taken_down(scenario, top), wagers)
        else:
            right = _settled_paid(scenario, wagers)
        if n != seat:
            assert shown == right, (n, shown, right)
            continue
        assert shown != right, "a mutated seat shows the correct settlement"
        assert sum(right.values()) == fix
        assert sum(shown.values()) != fix
    if seat is None:
        assert q.extra["error"] is None and q.answer_text == CLEAN
    check_arrangements(q)


def check_arrangements(q: Question) -> None:
    """Every hand the sheet shows arranged (a Casino Hold'em hand played, the dealer's, a
    3-5-7 7-card hand) is five of its own seven cards and, read a second way (every five
    of the seven, ``poker_strength``), the best of them; but for the one hand a planted
    "wrong board cards" mistake arranged, which is worse and takes other board cards than
    every best five (CH Rules (5); CO 3-5-7 ¶9)."""
    p, wrong = q.prompt, []
    for line in q.text.splitlines():
        if "arranged " not in line:
            continue
        five = cards(line.split("arranged ", 1)[1].split(",")[0].split())
        first = p["scenario"][0]
        if line.startswith("Dealer:"):
            own, board = cards(first["dealer"]), cards(first["board"])
        else:
            s = p["scenario"][p["seats"].index(int(line.split()[1]))]
            own, board = cards(s["player"]), cards(s.get("board") or s["community"])
        assert {c.index for c in five} <= {c.index for c in [*own, *board]}
        fives = list(combinations([*own, *board], 5))
        best = max(poker_strength(f) for f in fives)
        if poker_strength(five) < best:
            used = {c.index for c in five if c in board}
            right = [f for f in fives if poker_strength(f) == best]
            assert all({c.index for c in f if c in board} != used for f in right)
            wrong.append(line)
    assert len(wrong) == (q.extra["error"] == "wrong-board-cards"), wrong


def check_cut(q: Question) -> None:
    """The second path: the pay row read off the posted table, the chips counted one
    stack, one pile, one chip at a time (not divmod)."""
    p = q.prompt
    row = next(r for r in RULES[q.game].paytable(p["wager"]).rows if r.label == p["row"])
    assert str(row.odds) == p["odds"] and row.odds is not None
    left = p["bet"] * row.odds.to_win // row.odds.per
    assert p["bet"] * p["chip"] == q.extra["placed"][p["wager"]]
    counted = {"stacks": 0, "piles": 0, "size": p["size"], "loose": 0}
    while left >= 20:
        counted["stacks"], left = counted["stacks"] + 1, left - 20
    while left >= p["size"]:
        counted["piles"], left = counted["piles"] + 1, left - p["size"]
    counted["loose"] = left
    assert q.answer == counted


def check_colour_up(q: Question) -> None:
    pile = {int(d): n for d, n in q.prompt["pile"].items()}
    assert q.answer == sum(d * n for d, n in pile.items())
    chips = {int(d): n for d, n in q.extra["chips"].items()}
    assert sum(d * n for d, n in chips.items()) == q.answer
    assert sum(chips.values()) == fewest_chip_count(q.answer) < sum(pile.values())


def check_make_change(q: Question) -> None:
    """The second path: the fewest chips under the rule by a closed form over the chips
    allowed (below the chip changed), the 50-cent chip set aside first where the rule asks
    for one."""
    p, rule = q.prompt, q.extra["change"]
    amount = p.get("cash", p.get("chip"))
    assert q.answer == amount and rule["rule"] == RULES[q.game].house.change_rule
    chips = {int(d): n for d, n in q.extra["chips"].items()}
    assert sum(d * n for d, n in chips.items()) == amount
    if "chip" in p:
        assert all(d < p["chip"] for d in chips) and rule["below"] == p["chip"]
    if rule["rule"] == "one-smallest":
        assert chips.get(50, 0) >= 1
    # Brute force over the chips allowed: no stack the rule allows is smaller.
    allowed = sorted(d for d in DENOMINATIONS if "chip" not in p or d < p["chip"])
    best = _fewest_over(amount - (50 if rule["rule"] == "one-smallest" else 0), allowed)
    assert sum(chips.values()) == best + (1 if rule["rule"] == "one-smallest" else 0)


def _fewest_over(amount: int, chips: list[int]) -> int:
    """Fewest chips by a breadth-first search over the amounts still to pay."""
    seen, frontier, depth = {amount}, {amount}, 0
    while 0 not in frontier:
        frontier = {a - d for a in frontier for d in chips if a - d >= 0} - seen
        seen |= frontier
        depth += 1
    return depth


def check_spot_rake(q: Question) -> None:
    """The second path for the pots: the settle command on the whole table (its posted
    rake with it) says what each seat receives; every seat but the one pointed at shows
    it, that one shows other, and the fix is what ``settle`` gives it."""
    settled = settle_scenario(q.prompt["table"])
    right = dict.fromkeys(q.prompt["seats"], 0)
    for pot in settled["pots"].values():
        if pot["void"]:
            for n in pot["entrants"]:
                right[n] += _spot_cents(pot["total"])
        for n, share in pot["shares"].items():
            right[int(n)] += _spot_cents(share)
    seat = q.answer["seat"]
    for n, shown in zip(q.prompt["seats"], q.prompt["shown"], strict=True):
        if n != seat:
            assert shown == right[n], (n, shown, right[n])
        else:
            assert shown != right[n], "a mutated seat shows the correct award"
            assert q.answer["fix"] == right[n]
    if seat is None:
        assert q.extra["error"] is None and q.answer_text == CLEAN
    assert settled["settle_order"] == q.prompt["seats"]  # right to left (CO 3-5-7 ¶6)


def check_spot_misdeal(q: Question) -> None:
    """The second path for a deal: the dealing-order judge's test of a tapped order
    (``is_tapped_order`` over the engine's plan) finds a clean deal allowed and a planted
    one not; mending the delivery pointed at (sending it where the key says, or trading
    it with the next) makes the deal allowed, and nothing before it was wrong."""
    p = q.prompt
    steps = game_spec(q.game).dealing.plan(  # type: ignore[union-attr]
        DealMethod(p["method"]), [f"S{s}" for s in sorted(p["seats"])]
    )
    shown = list(p["deliveries"])
    card, to = q.answer["card"], q.answer["to"]
    if card is None:
        assert is_tapped_order(steps, shown) and q.extra["error"] is None
        return
    assert not is_tapped_order(steps, shown), "a planted deal is dealt right"
    i = card - 1
    mended = list(shown)
    if q.extra["error"] == "out-of-order":
        mended[i], mended[i + 1] = mended[i + 1], mended[i]
    else:
        mended[i] = to
    assert is_tapped_order(steps, mended) and mended[i] == to != shown[i]
    assert "S" in to or q.extra["error"] == "out-of-order"


SECOND_PATHS: dict[str, Callable[[Question], None]] = {
    "cut": check_cut,
    "colour-up": check_colour_up,
    "make-change": check_make_change,
    "payout": check_payout,
    "payout-chips": check_payout_chips,
    "payout-table": check_payout_table,
    "payout-full-table": check_payout_table,
    "dealing-order": check_dealing_order,
    "settlement-order": check_settlement_order,
    "reveal-sequence": check_reveal,
    "rake": check_rake,
    "pot-award": check_pot_award,
    "rake-legal": check_rake_legal,
    "name-hand": check_name_hand,
    "compare": check_compare,
    "qualifies": check_qualifies,
    "pays": check_pays,
    "arrange": check_arrange,
    "board-use": check_board_use,
    "rulings": check_ruling,
    "situations": check_situation,
    "spot-the-error": check_spot,
    "spot-the-rake": check_spot_rake,
    "spot-the-misdeal": check_spot_misdeal,
}


OWN_PATHS = ("blackjack", "roulette")
"""Games whose own families have their second paths in their own test module."""


def second_path(q: Question) -> Callable[[Question], None]:
    name = q.family.split("/", 1)[1]
    if q.game == "blackjack" and name in BLACKJACK_PATHS:
        return BLACKJACK_PATHS[name]
    if q.game == "roulette" and name in ROULETTE_PATHS:
        return ROULETTE_PATHS[name]
    if name == "limits":
        return check_limits_357 if q.game == "three-five-seven" else check_limits_table
    return SECOND_PATHS[name]


# ---------------------------------------------------------------------------------------
# Tests
# ---------------------------------------------------------------------------------------


def test_every_family_has_a_second_path() -> None:
    names = {f.split("/", 1)[1] for f in FAMILY_IDS if f.split("/")[0] not in OWN_PATHS}
    assert names - {"limits"} <= set(SECOND_PATHS)
    games = {f.split("/", 1)[0] for f in FAMILY_IDS}
    assert games == {
        "three-five-seven",
        "casino-holdem",
        "three-card-poker",
        "blackjack",
        "roulette",
    }


def is_second_path_seed(difficulty: int, seed: int) -> bool:
    """Whether a family's question of this difficulty and seed is re-derived through its
    second path: the first 2,000 seeds, difficulties 1-3 in turn."""
    return seed < PER_FAMILY and DIFFICULTIES[seed % len(DIFFICULTIES)] == difficulty


def is_same_seed_check(difficulty: int, seed: int) -> bool:
    """Whether a question is generated twice to see that its seed fixes it: the first 200
    seeds, difficulties 1-3 in turn."""
    return seed < SAME_SEED_CHECKS and DIFFICULTIES[seed % len(DIFFICULTIES)] == difficulty


def check_second_path(q: Question) -> None:
    """The answer re-derived, the answer text graded fully correct, an explanation with
    its clause.

    The soundness pass (tests/quiz/test_soundness.py) calls this on the questions it
    generates anyway, for every family here and every seed and difficulty that
    :func:`is_second_path_seed` names, so that each question is generated once."""
    second_path(q)(q)
    graded = grade(q, q.answer_text)
    assert graded.is_correct, (q.answer_text, graded.message)
    assert q.explanation.lines and q.explanation.clause


@pytest.mark.parametrize("family_id", FAMILY_IDS)
def test_different_seeds_give_different_questions(family_id: str) -> None:
    shown = [generate(family_id, difficulty=2, seed=s) for s in range(20)]
    assert len({repr((q.text, q.prompt, q.choices)) for q in shown}) > 1, "seeds differ"


def test_houses_own_rules_give_questions_the_engine_agrees_with() -> None:
    """Questions generated under a house's posted settings (a $2-$3 3-5-7 table, $100-$200
    tables elsewhere, a $1 minimum) stay within them and grade their own answer."""
    from trainer.engine.games.three_five_seven import settle_three_five_seven
    from trainer.quiz.house import rules_for_house

    houses = [
        {"three-five-seven.min-wager-cents": 200, "three-five-seven.max-wager-cents": 300},
        {
            "casino-holdem.min-wager-cents": 10_000,
            "casino-holdem.max-wager-cents": 20_000,
            "three-card-poker.min-wager-cents": 10_000,
            "three-card-poker.max-wager-cents": 20_000,
        },
        {"casino-holdem.min-wager-cents": 100, "three-card-poker.min-wager-cents": 0},
    ]
    posted: dict[str, list[AnyRules]] = {}
    for settings in houses:
        rules = rules_for_house(settings)
        # A question is fixed by its family, difficulty, seed and its own game's rules (a
        # generator is handed them as ``ctx.game_rules``; none reads another game's), and
        # every check here reads the question and its game's rules: a game this house
        # posts as an earlier house did (blackjack, roulette; 3-5-7 at houses 2 and 3)
        # gives the questions already checked, so only the games it posts anew are drawn.
        anew = {game for game, r in rules.items() if r not in posted.setdefault(game, [])}
        for game in anew:
            posted[game].append(rules[game])
        for family_id in FAMILY_IDS:
            if family_id.split("/", 1)[0] not in anew:
                continue
            for seed in range(60):
                difficulty = DIFFICULTIES[seed % 3]
                q = generate(family_id, difficulty=difficulty, seed=seed, rules=rules)
                assert grade(q, q.answer_text).is_correct
                name = family_id.split("/", 1)[1]
                if name == "limits" and q.game != "three-five-seven":
                    _check_limits_under(q, rules[q.game])
                if name == "payout" and q.game == "three-five-seven":
                    s = q.prompt["scenario"]
                    settled = settle_three_five_seven(
                        rules[q.game],
                        player=cards(s["player"]),
                        community=cards(s["community"]),
                        bets={g: cents(a) for g, a in s["bets"].items()},
                        schedules=s["schedules"],
                        surrender=s["surrender"],
                        tips={g: cents(a) for g, a in s.get("tips", {}).items()},
                    )
                    assert q.answer == sum(settled.bet(w).paid for w in q.prompt["wagers"])


def _check_limits_under(q: Question, rules: GameRules) -> None:
    """A limits question under posted limits: the wagers it calls fine are within them,
    and a wager it calls under the minimum is under it."""
    p = q.prompt
    low, high = rules.house.min_wager, rules.house.max_wager
    wagers = [cents(p["ante"])] + ([cents(p["pair_plus"])] if cents(p.get("pair_plus", 0)) else [])
    chosen = q.choices[q.answer]
    if chosen.startswith("Accept"):
        assert all(low <= w <= high for w in wagers)
    if "under the table minimum" in chosen:
        assert any(w < low for w in wagers)
    if "over the table maximum" in chosen:
        assert any(w > high for w in wagers)


def test_a_question_regenerates_from_the_house_params_recorded_with_it() -> None:
    """The store keeps family, difficulty, seed and ``house_params``; from those the same
    question comes back after the house has changed its settings."""
    import json

    from trainer.quiz.house import house_params, rules_for_house, rules_from_params

    posted = rules_for_house(
        {
            "pay-schedule.three-five-seven.three": 2,
            "pay-schedule.three-five-seven.five": 4,
            "pay-schedule.three-five-seven.seven": 6,
            "three-five-seven.rake-percent": Decimal("7.5"),
            "three-five-seven.rake-cap-cents": 300,
            "three-five-seven.min-wager-cents": 100,
            "three-five-seven.tip-bets-allowed": False,
            "casino-holdem.max-wager-cents": 50_000,
            "three-card-poker.min-wager-cents": 1_000,
        }
    )
    for family_id in FAMILY_IDS:
        game = family_id.split("/", 1)[0]
        recorded = json.loads(json.dumps(house_params(posted[game])))  # as the store keeps it
        again = rules_from_params(game, recorded)
        for seed in range(20):
            difficulty = DIFFICULTIES[seed % 3]
            first = generate(family_id, difficulty=difficulty, seed=seed, rules=posted)
            assert generate(family_id, difficulty=difficulty, seed=seed, rules=again) == first
