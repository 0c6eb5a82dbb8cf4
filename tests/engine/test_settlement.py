"""Settlement of every wager of 3-5-7 Poker (CO), Casino Hold'em (CH) and Three Card Poker (NJ).

Tests are named after the clause they check: ``co_357_pN`` is paragraph N of the Colorado
text as numbered in docs/rules-decisions.md, ``ch_rules_N`` the Casino Hold'em "Rules (N)",
``nj_20_41_x`` N.J.A.C. 13:47-20.41(x).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from decimal import Decimal
from itertools import combinations, permutations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from trainer.engine.cards import DECK, Card, parse_card, parse_cards
from trainer.engine.errors import CardError, RulesError, ScenarioError, WagerError
from trainer.engine.games import registry, settle_scenario
from trainer.engine.games.casino_holdem import settle_casino_holdem
from trainer.engine.games.three_card_poker import settle_three_card_poker
from trainer.engine.games.three_five_seven import (
    SeatPosition,
    TableSettlement,
    settle_three_five_seven,
    settle_three_five_seven_table,
)
from trainer.engine.hands import Category, evaluate_three
from trainer.engine.rules import GameRules
from trainer.engine.settlement import Outcome, Settlement, WagerResult


def game_rules(game: str) -> GameRules:
    """A casino game's shipped rules."""
    return registry().casino(game)


F357 = game_rules("three-five-seven")
TCP = game_rules("three-card-poker")
CH = game_rules("casino-holdem")

PROPERTY = settings(max_examples=150, deadline=None)


def c(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


def with_house(rules: GameRules, **changes: object) -> GameRules:
    return rules.with_house(dataclasses.replace(rules.house, **changes))  # type: ignore[arg-type]


def assert_win(result: WagerResult, amount: int, paid: int, row: str | None = None) -> None:
    assert result.outcome is Outcome.WIN, result.reason
    assert result.amount == amount
    assert result.paid == paid
    if row is not None:
        assert result.row is not None and result.row.label == row
    assert result.reason and result.arithmetic and result.clause


def assert_lose(result: WagerResult, amount: int) -> None:
    assert result.outcome is Outcome.LOSE, result.reason
    assert result.net == -amount
    assert result.paid == 0
    assert result.reason and result.clause


def assert_push(result: WagerResult, amount: int) -> None:
    assert result.outcome is Outcome.PUSH, result.reason
    assert result.amount == amount
    assert result.net == 0 and result.paid == 0


def assert_none(result: WagerResult) -> None:
    assert result.outcome is Outcome.NONE, result.reason
    assert result.amount == 0 and result.net == 0 and result.paid == 0


# =======================================================================================
# 3-5-7 Poker (Colorado)
# =======================================================================================


def s357(
    player: str,
    community: str,
    bets: Mapping[str, int],
    *,
    schedules: Mapping[str, int] | None = None,
    surrender: bool = False,
    tips: Mapping[str, int] | None = None,
    rules: GameRules = F357,
) -> Settlement:
    return settle_three_five_seven(
        rules,
        player=c(player),
        community=c(community),
        bets=bets,
        schedules=schedules,
        surrender=surrender,
        tips=tips,
    )


# (schedule, row label, player, community) -- one hand for every pay row of every schedule.
THREE_BET_ROWS = [
    ("Straight Flush", "9h Th Jh"),
    ("3 of a Kind", "7c 7d 7h"),
    ("Straight", "9h Tc Jd"),
    ("Flush", "2h 7h Jh"),
    ("One Pair", "Qd Qh 9s"),
]
THREE_BET_COMMUNITY = "2c 3d 4s 5c"
FIVE_BET_ROWS = [
    ("Royal Flush", "Ah Kh Qh", "Jh Th 2c 3d"),
    ("Straight Flush", "9h 8h 7h", "6h 5h 2c 3d"),
    ("4 of a Kind", "9c 9d 9h", "9s 2c 3d 4h"),
    ("Full House", "9c 9d 9h", "2s 2c 3d 4h"),
    ("Flush", "2h 5h 9h", "Jh Kh 3c 4d"),
    ("Straight", "5c 6d 7h", "8s 9c 2d Kh"),
    ("3 of a Kind", "9c 9d 9h", "2s 4c 7d Kh"),
    ("Two Pair", "9c 9d 4h", "4s Kc 2d 7h"),
    ("Pair of 6's or Better", "6c 6d 2h", "9s Kc 3d 4h"),
]
SEVEN_BET_ROWS = [
    ("Royal Flush", "Ah Kh Qh", "Jh Th 2c 3d"),
    ("Straight Flush", "9h 8h 7h", "6h 5h 2c Kd"),
    ("4 of a Kind", "9c 9d 9h", "9s 2c 5d Kh"),
    ("Full House", "9c 9d 9h", "2s 2c 5d Kh"),
    ("Flush", "2h 5h 9h", "Jh Kh 3c 4d"),
    ("Straight", "5c 6d 7h", "8s 9c 2d Kh"),
    ("3 of a Kind", "9c 9d 9h", "2s 4c 7d Kh"),
]

CASES_357 = (
    [("three", s, row, p, THREE_BET_COMMUNITY) for s in (1, 2) for row, p in THREE_BET_ROWS]
    + [("five", s, row, p, com) for s in (3, 4) for row, p, com in FIVE_BET_ROWS]
    + [("seven", s, row, p, com) for s in (5, 6) for row, p, com in SEVEN_BET_ROWS]
    + [
        ("seven", 5, "Ten-high Two Pair", "Tc Td 4h", "4s Kc 2d 7h"),
        ("seven", 6, "Jack-high Two Pair", "Jc Jd 4h", "4s Kc 2d 7h"),
    ]
)


@pytest.mark.parametrize(
    ("wager", "schedule", "row", "player", "community"),
    CASES_357,
    ids=[f"{w}-schedule-{s}-{row}" for w, s, row, _, _ in CASES_357],
)
def test_co_357_p11_every_pay_row_of_every_schedule(
    wager: str, schedule: int, row: str, player: str, community: str
) -> None:
    table = F357.paytable(wager, schedule)
    odds = next(r.odds for r in table.rows if r.label == row)
    assert odds is not None
    settled = s357(player, community, {wager: 500}, schedules={wager: schedule})
    result = settled.bet(wager)
    assert_win(result, 500, 500 * odds.to_win, row)
    assert result.net == 500 * odds.to_win
    assert result.pays == f"{odds.to_win} to 1"
    assert f"$5.00 x {odds.to_win} to 1" in result.arithmetic
    assert settled.net == result.net
    for other in {"three", "five", "seven"} - {wager}:
        assert_none(settled.bet(other))


def test_co_357_p11_every_row_is_covered_by_a_case() -> None:
    covered = {(w, s, row) for w, s, row, _, _ in CASES_357}
    for table in F357.paytables:
        for row in table.rows:
            assert (table.wager, table.schedule, row.label) in covered


@pytest.mark.parametrize(
    ("player", "community", "pays"),
    [
        ("Ah Kh Qh", THREE_BET_COMMUNITY, "Straight Flush"),  # A-K-Q suited: the top
        ("Ah 2h 3h", "4c 5c 6d 7d", "Straight Flush"),  # A-2-3 suited: the lowest
        ("Ah Kc Qd", THREE_BET_COMMUNITY, "Straight"),
        ("Ah 2c 3d", "4c 5c 6d 7d", "Straight"),
        ("2c 2d 9h", THREE_BET_COMMUNITY.replace("2c", "Kc"), "One Pair"),  # any pair pays
    ],
)
def test_co_357_p7_three_card_ranking_ends_of_the_straights(
    player: str, community: str, pays: str
) -> None:
    result = s357(player, community, {"three": 500}).bet("three")
    assert result.outcome is Outcome.WIN and result.row is not None
    assert result.row.label == pays


@pytest.mark.parametrize("player", ["2c 7d Jh", "Ah Kc Jd", "Ac 2d 4h"])
def test_co_357_p7_three_card_high_card_loses(player: str) -> None:
    result = s357(player, "5c 6c 8d 9d", {"three": 500}).bet("three")
    assert_lose(result, 500)
    assert result.hand is not None and result.hand.category is Category.HIGH_CARD


@pytest.mark.parametrize("schedule", [3, 4])
def test_co_357_p11_five_bet_pair_of_fives_loses_pair_of_sixes_wins(schedule: int) -> None:
    fives = s357("5c 5d 2h", "9s Kc 3d 4h", {"five": 500}, schedules={"five": schedule})
    assert_lose(fives.bet("five"), 500)
    sixes = s357("6c 6d 2h", "9s Kc 3d 4h", {"five": 500}, schedules={"five": schedule})
    assert_win(sixes.bet("five"), 500, 500, "Pair of 6's or Better")
    aces = s357("Ac Ad 2h", "9s Kc 3d 4h", {"five": 500}, schedules={"five": schedule})
    assert_win(aces.bet("five"), 500, 500, "Pair of 6's or Better")


@pytest.mark.parametrize("schedule", [3, 4])
def test_co_357_p11_five_bet_high_card_loses(schedule: int) -> None:
    result = s357("2c 5d 9h", "Js Kc 3d 4h", {"five": 500}, schedules={"five": schedule})
    assert_lose(result.bet("five"), 500)


def test_co_357_p11_seven_bet_schedule_5_tens_up_wins_nines_up_loses() -> None:
    tens = s357("Tc Td 4h", "4s Kc 2d 7h", {"seven": 500}, schedules={"seven": 5})
    assert_win(tens.bet("seven"), 500, 500, "Ten-high Two Pair")
    nines = s357("9c 9d 4h", "4s Kc 2d 7h", {"seven": 500}, schedules={"seven": 5})
    assert_lose(nines.bet("seven"), 500)
    aces = s357("Ac Ad 4h", "4s Kc 2d 7h", {"seven": 500}, schedules={"seven": 5})
    assert_win(aces.bet("seven"), 500, 500, "Ten-high Two Pair")


def test_co_357_p11_seven_bet_schedule_6_jacks_up_wins_tens_up_loses() -> None:
    jacks = s357("Jc Jd 4h", "4s Kc 2d 7h", {"seven": 500}, schedules={"seven": 6})
    assert_win(jacks.bet("seven"), 500, 500, "Jack-high Two Pair")
    tens = s357("Tc Td 4h", "4s Kc 2d 7h", {"seven": 500}, schedules={"seven": 6})
    assert_lose(tens.bet("seven"), 500)


def test_co_357_p11_seven_bet_three_pairs_read_by_the_higher_two() -> None:
    # T T 4 4 2 2 7: the best two pair is tens and fours, which pays under schedule 5.
    result = s357("Tc Td 4h", "4s 2c 2d 7h", {"seven": 500}, schedules={"seven": 5})
    assert_win(result.bet("seven"), 500, 500, "Ten-high Two Pair")


@pytest.mark.parametrize("schedule", [5, 6])
def test_co_357_p11_seven_bet_one_pair_loses(schedule: int) -> None:
    result = s357("Ac Ad 4h", "5s Kc 2d 9h", {"seven": 500}, schedules={"seven": schedule})
    assert_lose(result.bet("seven"), 500)


def test_co_357_p8_five_card_hand_is_the_three_plus_the_first_two_community_cards() -> None:
    # The last two community cards would make a flush; they are not in the 5-card hand.
    settled = s357("2h 5h 9h", "Jc Kd 3h 4h", {"five": 500, "seven": 500})
    assert_lose(settled.bet("five"), 500)
    assert settled.hands["five"].category is Category.HIGH_CARD
    assert_win(settled.bet("seven"), 500, 2000, "Flush")


def test_co_357_p9_seven_card_hand_is_the_best_five_of_all_seven() -> None:
    settled = s357("Ah Kh 2c", "Qh Jh 7d Th", {"three": 500, "five": 500, "seven": 500})
    assert_lose(settled.bet("three"), 500)
    assert_lose(settled.bet("five"), 500)  # A K Q J 2: high card
    assert_win(settled.bet("seven"), 500, 50000, "Royal Flush")
    assert settled.net == -500 - 500 + 50000


def test_co_357_p7_three_card_hand_ignores_the_community() -> None:
    settled = s357("2c 7d Jh", "2d 7h Js Jc", {"three": 500, "seven": 500})
    assert_lose(settled.bet("three"), 500)
    assert_win(settled.bet("seven"), 500, 500 * 5, "Full House")


# -- ¶2: the table maximum ---------------------------------------------------------------


@pytest.mark.parametrize("wager", ["three", "five", "seven"])
def test_co_357_p2_wager_over_five_dollars_refused(wager: str) -> None:
    with pytest.raises(WagerError, match=r"over the table maximum of \$5\.00"):
        s357("2c 7d Jh", "3d 8h 9s Qc", {wager: 501})
    s357("2c 7d Jh", "3d 8h 9s Qc", {wager: 500})  # exactly $5 is fine


def test_co_357_p2_house_posts_a_lower_maximum() -> None:
    rules = with_house(F357, max_wager=300)
    with pytest.raises(WagerError, match=r"\$4\.00 is over the table maximum of \$3\.00"):
        s357("2c 7d Jh", "3d 8h 9s Qc", {"five": 400}, rules=rules)


def test_co_357_p2_player_needs_a_wager() -> None:
    with pytest.raises(WagerError, match="no wager"):
        s357("2c 7d Jh", "3d 8h 9s Qc", {})
    with pytest.raises(WagerError, match="no wager"):
        s357("2c 7d Jh", "3d 8h 9s Qc", {"three": 0, "five": 0})


def test_co_357_p2_unknown_game_refused() -> None:
    with pytest.raises(ScenarioError, match="'four' is not a 3-5-7 wager"):
        s357("2c 7d Jh", "3d 8h 9s Qc", {"four": 500})
    with pytest.raises(ScenarioError, match="'nine' is not a 3-5-7 game"):
        s357("2c 7d Jh", "3d 8h 9s Qc", {"three": 500}, schedules={"nine": 1})


def test_co_357_p11_unknown_schedule_refused() -> None:
    with pytest.raises(RulesError, match="no pay schedule 2 for the 'five' wager"):
        s357("2c 7d Jh", "3d 8h 9s Qc", {"five": 500}, schedules={"five": 2})


@pytest.mark.parametrize(
    ("player", "community", "fragment"),
    [
        ("2c 7d", "3d 8h 9s Qc", "player's hand needs exactly 3 cards, not 2"),
        ("2c 7d Jh 4c", "3d 8h 9s Qc", "player's hand needs exactly 3 cards, not 4"),
        ("2c 7d Jh", "3d 8h 9s", "community cards needs exactly 4 cards, not 3"),
        ("2c 7d Jh", "3d 8h 9s Qc Kc", "community cards needs exactly 4 cards, not 5"),
    ],
)
def test_co_357_p4_wrong_card_count_refused(player: str, community: str, fragment: str) -> None:
    with pytest.raises(CardError, match=fragment):
        s357(player, community, {"three": 500})


def test_co_357_p1_single_deck_duplicate_card_refused() -> None:
    with pytest.raises(CardError, match="The card 7d appears twice"):
        settle_three_five_seven(
            F357, player=c("2c 7d Jh"), community=c("3d 7d 9s Qc"), bets={"three": 500}
        )


# -- ¶5: surrender ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "bets",
    [
        {"three": 500, "seven": 500},
        {"five": 500, "seven": 500},
        {"three": 500, "five": 500},
        {"seven": 500},
        {"three": 500, "five": 0, "seven": 500},
    ],
)
def test_co_357_p5_surrender_needs_all_three_wagers(bets: dict[str, int]) -> None:
    with pytest.raises(WagerError, match="wagers on all three games"):
        s357("2c 7d Jh", "3d 8h 9s Qc", bets, surrender=True)


@pytest.mark.parametrize(
    ("wager", "forfeited"),
    [(500, 250), (499, 249), (1, 0), (3, 1), (100, 50)],
)
def test_co_357_p5_surrender_half_the_seven_card_wager_rounded_down(
    wager: int, forfeited: int
) -> None:
    bets = {"three": 500, "five": 500, "seven": wager}
    settled = s357("2c 7d Jh", "3d 8h 9s Qc", bets, surrender=True)
    seven = settled.bet("seven")
    assert seven.outcome is Outcome.SURRENDER
    assert seven.net == -forfeited
    assert seven.paid == 0
    assert seven.clause == "CO 3-5-7 ¶5"


def test_co_357_p5_surrender_only_the_seven_card_wager() -> None:
    # The 3-card and 5-card wagers are settled as usual; a surrendered 7-card wager does
    # not win even when the seven cards would have paid.
    settled = s357(
        "Qd Qh 9s", "Qc 9d 2h 9c", {"three": 500, "five": 500, "seven": 500}, surrender=True
    )
    assert_win(settled.bet("three"), 500, 500, "One Pair")
    assert_win(settled.bet("five"), 500, 500 * 15, "Full House")
    assert settled.bet("seven").outcome is Outcome.SURRENDER
    assert settled.net == 500 + 7500 - 250


def test_co_357_p5_surrender_is_a_house_option() -> None:
    rules = with_house(F357, surrender=False)
    with pytest.raises(WagerError, match="does not allow surrender"):
        s357(
            "2c 7d Jh",
            "3d 8h 9s Qc",
            {"three": 5, "five": 5, "seven": 5},
            surrender=True,
            rules=rules,
        )


# -- ¶2: tip bets ---------------------------------------------------------------------------


def test_co_357_p2_tip_bet_needs_a_wager_on_that_game() -> None:
    with pytest.raises(WagerError, match=r"tip bet on the 5-card game .* there is none"):
        s357("2c 7d Jh", "3d 8h 9s Qc", {"three": 500}, tips={"five": 100})


def test_co_357_p2_tip_bet_paid_by_the_posted_schedule_reported_apart() -> None:
    settled = s357(
        "Qd Qh 9s", "Qc 9d 2h 3c", {"three": 500, "five": 500}, tips={"three": 100, "five": 100}
    )
    assert settled.net == 500 + 500 * 15  # the player's wagers only
    tips = {t.wager: t for t in settled.tips}
    assert_win(tips["three"], 100, 100, "One Pair")
    assert_win(tips["five"], 100, 1500, "Full House")
    assert settled.paid == 500 + 7500  # tips are not the player's


def test_co_357_p2_losing_tip_bet() -> None:
    settled = s357("2c 7d Jh", "3d 8h 9s Qc", {"three": 500}, tips={"three": 100})
    assert_lose(settled.tips[0], 100)
    assert settled.net == -500


def test_co_357_p2_tip_bets_disallowed_by_house() -> None:
    rules = with_house(F357, tip_bets=False)
    with pytest.raises(WagerError, match="does not allow tip bets"):
        s357("2c 7d Jh", "3d 8h 9s Qc", {"three": 500}, tips={"three": 100}, rules=rules)


def test_co_357_p2_tip_bet_over_the_table_maximum_refused() -> None:
    with pytest.raises(WagerError, match="tip bet of \\$5\\.01 is over the table maximum"):
        s357("2c 7d Jh", "3d 8h 9s Qc", {"three": 500}, tips={"three": 501})


def test_co_357_p5_a_tip_bet_plays_on_when_its_player_surrenders_the_seven_card_wager() -> None:
    """¶5: "The surrender option is only available for the 7-card wager": the dealer's tip
    bet on the 7-card game is not surrendered with it (issue 11; before, it was). A house
    may rule it goes with the wager (three-five-seven.tip-bet-surrendered)."""
    hands = ("2c 7d Jh", "3d 8h 9s Qc")
    bets = {"three": 500, "five": 500, "seven": 500}
    settled = s357(*hands, bets, surrender=True, tips={"seven": 101})
    assert settled.bets[2].outcome is Outcome.SURRENDER
    assert settled.tips[0].outcome is Outcome.LOSE  # queen high: the 7-card hand loses
    assert settled.tips[0].net == -101
    house = with_house(F357, tip_follows_surrender=True)
    settled = s357(*hands, bets, surrender=True, tips={"seven": 101}, rules=house)
    assert settled.tips[0].outcome is Outcome.SURRENDER
    assert settled.tips[0].net == -50


# -- ¶10: the player-banked pot -------------------------------------------------------------


def seat(
    n: int,
    cards: str,
    bets: Mapping[str, int],
    pot: Mapping[str, int] | None = None,
    surrender: bool = False,
) -> SeatPosition:
    return SeatPosition(n, c(cards), bets, pot or {}, surrender)


def table(
    seats: Sequence[SeatPosition], community: str, rules: GameRules = F357
) -> TableSettlement:
    return settle_three_five_seven_table(rules, seats=seats, community=c(community))


def test_co_357_p10d_pot_of_one_player_is_void_and_returned() -> None:
    settled = table(
        [
            seat(1, "Ac Ad 2h", {"three": 500}, {"three": 500}),
            seat(2, "Kc Kd 3h", {"three": 500}),
        ],
        "5c 6d 8h 9s",
    )
    pot = next(p for p in settled.pots if p.game == "three")
    assert pot.void and pot.entrants == (1,) and pot.rake == 0
    assert pot.clause == "CO 3-5-7 ¶10(d)"
    seat1 = dict(settled.seats)[1]
    assert seat1.pots[0].outcome is Outcome.VOID
    assert seat1.pots[0].net == 0
    assert seat1.net == 500  # the pair of aces, 1 to 1; the pot wager comes back


def test_co_357_p10_pot_wager_without_a_schedule_wager_refused() -> None:
    with pytest.raises(WagerError, match="pot wager without a 5-card pay-schedule wager"):
        table(
            [
                seat(1, "Ac Ad 2h", {"three": 500}, {"five": 500}),
                seat(2, "Kc Kd 3h", {"five": 500}, {"five": 500}),
            ],
            "5c 6d 8h 9s",
        )


def test_co_357_p10_pot_wager_must_be_the_posted_amount() -> None:
    with pytest.raises(WagerError, match=r"pot wager of \$3\.00 is not the posted pot wager"):
        table(
            [
                seat(1, "Ac Ad 2h", {"three": 500}, {"three": 300}),
                seat(2, "Kc Kd 3h", {"three": 500}, {"three": 300}),
            ],
            "5c 6d 8h 9s",
        )


def test_co_357_p10_pot_wager_over_five_dollars_refused() -> None:
    with pytest.raises(WagerError, match=r"\$6\.00 is over the \$5\.00 limit"):
        table(
            [
                seat(1, "Ac Ad 2h", {"three": 500}, {"three": 600}),
                seat(2, "Kc Kd 3h", {"three": 500}, {"three": 600}),
            ],
            "5c 6d 8h 9s",
        )


def test_co_357_p10_pot_on_no_game_refused() -> None:
    with pytest.raises(ScenarioError, match="'four' is not a 3-5-7 pot"):
        table(
            [
                seat(1, "Ac Ad 2h", {"three": 500}, {"four": 500}),
                seat(2, "Kc Kd 3h", {"three": 500}, {"four": 500}),
            ],
            "5c 6d 8h 9s",
        )


def test_co_357_p10_pot_is_a_house_option() -> None:
    rules = with_house(F357, player_banked_pot=False)
    with pytest.raises(WagerError, match="does not offer the player-banked pot"):
        table(
            [
                seat(1, "Ac Ad 2h", {"three": 500}, {"three": 500}),
                seat(2, "Kc Kd 3h", {"three": 500}, {"three": 500}),
            ],
            "5c 6d 8h 9s",
            rules,
        )


def test_co_357_p10a_best_hand_takes_the_pot_less_the_rake() -> None:
    settled = table(
        [
            seat(1, "Ac Ad 2h", {"three": 500}, {"three": 500}),
            seat(3, "Kc Kd 3h", {"three": 500}, {"three": 500}),
            seat(5, "Qc Jd 3s", {"three": 500}, {"three": 500}),
        ],
        "5c 6d 8h 9s",
    )
    pot = next(p for p in settled.pots if p.game == "three")
    assert pot.total == 1500 and pot.rake == 150 and pot.award == 1350
    assert pot.winners == (1,)
    seats = dict(settled.seats)
    assert seats[1].pots[0].net == 1350 - 500
    assert seats[3].pots[0].net == -500
    assert seats[5].pots[0].net == -500
    # Wagers and pots together: the pot's rake is all the house keeps from the pot.
    assert sum(p.net for _, s in settled.seats for p in s.pots) == -150
    assert seats[1].net == 500 + 850  # pair of aces 1 to 1, plus the pot


@pytest.mark.parametrize(
    ("percent", "cap", "entrants", "rake"),
    [
        (Decimal(10), 500, 2, 100),  # 10% of $10
        (Decimal(10), 500, 7, 350),  # 10% of $35
        (Decimal(10), 200, 7, 200),  # the posted cap is less
        (Decimal("7.5"), 500, 3, 112),  # 7.5% of $15 = $1.125, rounded down
        (Decimal(3), 500, 3, 45),
        (Decimal(0), 500, 3, 0),
    ],
)
def test_co_357_p10a_rake_is_the_lesser_of_percent_rounded_down_and_cap(
    percent: Decimal, cap: int, entrants: int, rake: int
) -> None:
    rules = with_house(F357, rake_percent=percent, rake_cap=cap)
    hands = ["Ac Ad 2h", "Kc Kd 3h", "Qc Qd 3s", "Jc Jd 4s", "Tc Td 4h", "9c 9d 4c", "7c 7d 7s"]
    seats = [seat(n + 1, hands[n], {"three": 500}, {"three": 500}) for n in range(entrants)]
    settled = table(seats, "5c 6d 8h 9s", rules)
    pot = next(p for p in settled.pots if p.game == "three")
    assert pot.total == 500 * entrants
    assert pot.rake == rake
    assert pot.award == pot.total - rake


def test_co_357_p10_tied_best_hands_split_odd_cents_to_highest_seat_first() -> None:
    # Four aces on the board: seats 2, 4 and 6 play them with a king, seat 1 with a queen.
    rules = with_house(F357, rake_percent=Decimal(9))
    settled = table(
        [
            seat(2, "Kc 2c 3c", {"seven": 500}, {"seven": 500}),
            seat(4, "Kd 2d 3d", {"seven": 500}, {"seven": 500}),
            seat(6, "Kh 2h 3h", {"seven": 500}, {"seven": 500}),
            seat(1, "Qs 4c 5c", {"seven": 500}, {"seven": 500}),
        ],
        "Ac Ad Ah As",
        rules,
    )
    pot = next(p for p in settled.pots if p.game == "seven")
    assert pot.total == 2000 and pot.rake == 180 and pot.award == 1820
    assert pot.winners == (6, 4, 2)  # settled right to left
    assert dict(pot.shares) == {6: 607, 4: 607, 2: 606}
    assert sum(pot.shares.values()) == pot.award
    seats = dict(settled.seats)
    assert seats[6].pots[0].net == 107 and seats[2].pots[0].net == 106
    assert seats[1].pots[0].net == -500


def test_co_357_p10_tie_with_even_split() -> None:
    settled = table(
        [
            seat(1, "Kc 2c 3c", {"seven": 500}, {"seven": 500}),
            seat(2, "Kd 2d 3d", {"seven": 500}, {"seven": 500}),
        ],
        "Ac Ad Ah As",
    )
    pot = next(p for p in settled.pots if p.game == "seven")
    assert dict(pot.shares) == {2: 450, 1: 450}


def test_co_357_p10_a_tied_pot_is_shared_in_the_houses_smallest_chip() -> None:
    """¶10 is silent on a tie (issue 11): chips cannot pay cents, so the award is shared in
    the house's smallest chip ($0.50 posted), the odd chip to the tied seat settled first
    (right to left, ¶6). A house that pays to the cent sets the unit to one cent."""
    seats = [
        seat(1, "Kc 2c 3c", {"seven": 500}, {"seven": 500}),
        seat(2, "Kd 2d 3d", {"seven": 500}, {"seven": 500}),
        seat(3, "Qs 4c 5c", {"seven": 500}, {"seven": 500}),
    ]
    assert F357.house.split_unit == 50
    pot = next(p for p in table(seats, "Ac Ad Ah As").pots if p.game == "seven")
    assert pot.total == 1500 and pot.rake == 150 and pot.award == 1350
    assert dict(pot.shares) == {2: 700, 1: 650}  # 27 chips: 14 to seat 2, 13 to seat 1
    cents = with_house(F357, split_unit=1)
    pot = next(p for p in table(seats, "Ac Ad Ah As", cents).pots if p.game == "seven")
    assert dict(pot.shares) == {2: 675, 1: 675}


def test_co_357_p10_pot_hand_is_the_game_hand() -> None:
    # The 5-card pot goes by the 5-card hands (three cards and C1-C2), not the seven.
    settled = table(
        [
            seat(1, "Ac Ad 2h", {"five": 500}, {"five": 500}),
            seat(2, "7c 8c 3h", {"five": 500}, {"five": 500}),
        ],
        "Kc Qd 9c Tc",
    )
    five = next(p for p in settled.pots if p.game == "five")
    assert five.winners == (1,)  # aces beat king high; seat 2's flush needs C3-C4


def test_co_357_p10_p5_surrendered_hand_stays_live_for_the_pot() -> None:
    bets = {"three": 500, "five": 500, "seven": 500}
    settled = table(
        [
            seat(1, "Ac Ad 2h", bets, {"seven": 500}, surrender=True),
            seat(2, "Kc Kd 3h", bets, {"seven": 500}),
        ],
        "5c 6d 8h 9s",
    )
    seven = next(p for p in settled.pots if p.game == "seven")
    assert seven.winners == (1,)
    assert dict(settled.seats)[1].bet("seven").outcome is Outcome.SURRENDER


def test_co_357_p6_table_settles_right_to_left() -> None:
    settled = table(
        [
            seat(1, "Ac Ad 2h", {"three": 500}),
            seat(7, "Kc Kd 3h", {"three": 500}),
            seat(4, "Qc Jd 3s", {"three": 500}),
        ],
        "5c 6d 8h 9s",
    )
    assert settled.settle_order == (7, 4, 1)
    assert [n for n, _ in settled.seats] == [7, 4, 1]
    assert settled.paid == 500 + 500


@pytest.mark.parametrize(
    ("seats", "error", "fragment"),
    [
        ([], ScenarioError, "no seats"),
        ([(1, "Ac Ad 2h"), (1, "Kc Kd 3h")], ScenarioError, "appears twice"),
        ([(8, "Ac Ad 2h")], ScenarioError, "Seat 8 is not at this table"),
        ([(0, "Ac Ad 2h")], ScenarioError, "Seat 0 is not at this table"),
        ([(1, "Ac Ad 2h"), (2, "Ac Kd 3h")], CardError, "Ac appears twice"),
        ([(1, "5c Ad 2h")], CardError, "5c appears twice"),
    ],
)
def test_co_357_p1_table_refuses_bad_seats(
    seats: list[tuple[int, str]], error: type[Exception], fragment: str
) -> None:
    with pytest.raises(error, match=fragment):
        table([seat(n, cards, {"three": 500}) for n, cards in seats], "5c 6d 8h 9s")


def test_co_357_p10_rake_above_ten_percent_refused_via_the_scenario() -> None:
    scenario = {
        "game": "three-five-seven",
        "community": ["5c", "6d", "8h", "9s"],
        "seats": [
            {"seat": 1, "cards": ["Ac", "Ad", "2h"], "bets": {"three": 5}, "pot": {"three": 5}},
            {"seat": 2, "cards": ["Kc", "Kd", "3h"], "bets": {"three": 5}, "pot": {"three": 5}},
        ],
    }
    with pytest.raises(RulesError, match="rake of 11% is above the 10%"):
        settle_scenario({**scenario, "rake": {"percent": 11}})
    with pytest.raises(RulesError, match=r"rake cap of \$5\.01 is above the \$5\.00"):
        settle_scenario({**scenario, "rake": {"percent": 10, "cap": Decimal("5.01")}})
    with pytest.raises(ScenarioError, match="rake percent must be a number"):
        settle_scenario({**scenario, "rake": {"percent": "ten"}})
    out = settle_scenario({**scenario, "rake": {"percent": Decimal("7.5"), "cap": 5}})
    assert out["pots"]["three"]["rake"] == Decimal("0.75")
    assert out["pots"]["three"]["shares"] == {"1": Decimal("9.25")}


# -- properties -----------------------------------------------------------------------------

seven_cards = st.lists(st.sampled_from(DECK), min_size=7, max_size=7, unique=True)
amounts = st.integers(min_value=0, max_value=500)


@PROPERTY
@given(
    cards=seven_cards,
    three=amounts,
    five=amounts,
    seven=amounts,
    s3=st.sampled_from([1, 2]),
    s5=st.sampled_from([3, 4]),
    s7=st.sampled_from([5, 6]),
    order=st.permutations(range(3)),
)
def test_co_357_p11_property_net_sums_wins_pay_odds_order_does_not_matter(
    cards: list[Card],
    three: int,
    five: int,
    seven: int,
    s3: int,
    s5: int,
    s7: int,
    order: list[int],
) -> None:
    bets = {"three": three, "five": five, "seven": seven}
    if not any(bets.values()):
        bets["three"] = 100
    schedules = {"three": s3, "five": s5, "seven": s7}
    player, community = cards[:3], cards[3:]
    settled = settle_three_five_seven(
        F357, player=player, community=community, bets=bets, schedules=schedules
    )
    assert settled.net == sum(b.net for b in settled.bets)
    for b in settled.bets:
        amount = bets[b.wager]
        if amount == 0:
            assert b.outcome is Outcome.NONE
        elif b.outcome is Outcome.WIN:
            assert b.row is not None and b.row.odds is not None
            assert b.paid == amount * b.row.odds.to_win
            assert b.net == b.paid
            assert b.table is not None and b.table.schedule == schedules[b.wager]
        else:
            assert b.outcome is Outcome.LOSE and b.net == -amount
    # Order within the player's three, within C1-C2 and within C3-C4 does not matter.
    shuffled = settle_three_five_seven(
        F357,
        player=[player[i] for i in order],
        community=[community[1], community[0], community[3], community[2]],
        bets=bets,
        schedules=schedules,
    )
    assert [(b.outcome, b.net, b.row) for b in shuffled.bets] == [
        (b.outcome, b.net, b.row) for b in settled.bets
    ]


@PROPERTY
@given(cards=seven_cards, seven=st.integers(min_value=1, max_value=500))
def test_co_357_p5_property_surrender_forfeits_floor_half(cards: list[Card], seven: int) -> None:
    settled = settle_three_five_seven(
        F357,
        player=cards[:3],
        community=cards[3:],
        bets={"three": 100, "five": 100, "seven": seven},
        surrender=True,
    )
    result = settled.bet("seven")
    assert result.outcome is Outcome.SURRENDER
    assert result.net == -(seven // 2)
    assert 2 * -result.net <= seven


# =======================================================================================
# Three Card Poker (N.J.A.C. 13:47-20.41)
# =======================================================================================


def tcp(
    player: str,
    dealer: str | None = None,
    *,
    ante: int = 0,
    play: bool | None = None,
    pair_plus: int = 0,
    rules: GameRules = TCP,
) -> Settlement:
    return settle_three_card_poker(
        rules,
        player=c(player),
        dealer=c(dealer) if dealer else None,
        ante=ante,
        play=play,
        pair_plus=pair_plus,
    )


PAIR_PLUS_ROWS = [
    ("Straight flush", "9h Th Jh", 40),
    ("Three of a kind", "7c 7d 7h", 30),
    ("Straight", "9h Tc Jd", 6),
    ("Flush", "2h 7h Jh", 4),
    ("A pair", "Qd Qh 9s", 1),
]


@pytest.mark.parametrize(
    ("row", "player", "odds"), PAIR_PLUS_ROWS, ids=[r[0] for r in PAIR_PLUS_ROWS]
)
def test_nj_20_41_h_pair_plus_pays_every_row(row: str, player: str, odds: int) -> None:
    settled = tcp(player, pair_plus=1000)
    assert_win(settled.bet("pair_plus"), 1000, 1000 * odds, row)
    assert settled.net == 1000 * odds
    for other in ("ante", "play", "ante_bonus"):
        assert_none(settled.bet(other))


@pytest.mark.parametrize("player", ["2c 7d Jh", "Ac Kd Jh", "2c 3d 5h"])
def test_nj_20_41_h_pair_plus_high_card_loses(player: str) -> None:
    assert_lose(tcp(player, pair_plus=1000).bet("pair_plus"), 1000)


ANTE_BONUS_ROWS = [
    ("Straight flush", "9h Th Jh", 5),
    ("Three of a kind", "7c 7d 7h", 4),
    ("Straight", "9h Tc Jd", 1),
]


@pytest.mark.parametrize(
    ("row", "player", "odds"), ANTE_BONUS_ROWS, ids=[r[0] for r in ANTE_BONUS_ROWS]
)
def test_nj_20_41_i_ante_bonus_pays_every_row(row: str, player: str, odds: int) -> None:
    settled = tcp(player, "2c 3d 5s", ante=1000, play=True)
    assert_win(settled.bet("ante_bonus"), 1000, 1000 * odds, row)


@pytest.mark.parametrize("player", ["2h 7h Jh", "Qd Qh 9s", "Ac Kd 9h"])
def test_nj_20_41_i_no_ante_bonus_below_a_straight(player: str) -> None:
    assert_none(tcp(player, "2c 3d 5s", ante=1000, play=True).bet("ante_bonus"))


def test_nj_20_41_i_ante_bonus_paid_even_when_the_dealer_beats_the_player() -> None:
    settled = tcp("9h Tc Jd", "4c 4d 4s", ante=1000, play=True)
    assert settled.dealer_qualifies is True
    assert_lose(settled.bet("ante"), 1000)
    assert_lose(settled.bet("play"), 1000)
    assert_win(settled.bet("ante_bonus"), 1000, 1000, "Straight")
    assert settled.net == -1000 - 1000 + 1000


def test_nj_20_41_i_ante_bonus_paid_when_the_dealer_does_not_qualify() -> None:
    settled = tcp("7c 7d 7h", "2c 3d 5s", ante=1000, play=True)
    assert settled.dealer_qualifies is False
    assert_win(settled.bet("ante_bonus"), 1000, 4000, "Three of a kind")
    assert settled.net == 1000 + 0 + 4000


def test_nj_20_41_e_fold_forfeits_the_ante_no_ante_bonus_pair_plus_still_settled() -> None:
    settled = tcp("9h Th Jh", "2c 3d 5s", ante=1000, play=False, pair_plus=500)
    assert_lose(settled.bet("ante"), 1000)
    assert settled.bet("ante").clause == "N.J.A.C. 13:47-20.41(e)"
    assert_none(settled.bet("play"))
    assert_none(settled.bet("ante_bonus"))  # a straight flush, but folded
    assert_win(settled.bet("pair_plus"), 500, 20000, "Straight flush")
    assert settled.net == -1000 + 20000


def test_nj_20_41_e_fold_needs_no_dealer_hand() -> None:
    settled = tcp("2c 7d Jh", ante=1000, play=False)
    assert_lose(settled.bet("ante"), 1000)
    assert settled.dealer_hand is None


def test_nj_20_41_c_fold_with_a_losing_pair_plus() -> None:
    settled = tcp("2c 7d Jh", "Qc 3d 5s", ante=1000, play=False, pair_plus=500)
    assert settled.net == -1500


@pytest.mark.parametrize("dealer", ["Js 8d 6c", "Jh Td 8c", "2s 4d 6c", "Jd 9d 7c"])
def test_nj_20_41_f_1_dealer_not_qualified_ante_pays_play_pushes(dealer: str) -> None:
    settled = tcp("2c 5h 7s", dealer, ante=1000, play=True)
    assert settled.dealer_qualifies is False
    assert_win(settled.bet("ante"), 1000, 1000)
    assert settled.bet("ante").clause == "N.J.A.C. 13:47-20.41(f)(1)"
    assert_push(settled.bet("play"), 1000)
    assert settled.net == 1000


@pytest.mark.parametrize(
    ("dealer", "describe"),
    [
        ("Qs 8d 6c", "high card, queen"),
        ("Ks 8d 6c", "high card, king"),
        ("2s 2d 6c", "pair of twos"),
        ("Jd 9d 7d", "flush, jack high"),  # a flush is better than queen high
        ("2s 3d 4c", "straight, four high"),
        ("As 2d 3c", "straight, three high"),
    ],
)
def test_nj_20_41_a_dealer_qualifies_with_queen_high_or_better(dealer: str, describe: str) -> None:
    settled = tcp("Ac Ad Ah", dealer, ante=1000, play=True)
    assert settled.dealer_qualifies is True
    assert settled.dealer_hand is not None and settled.dealer_hand.describe() == describe
    assert settled.bet("ante").clause == "N.J.A.C. 13:47-20.41(f)(2)"


def test_nj_20_41_a_qualifier_boundary_over_all_22100_hands() -> None:
    qualifier = TCP.qualifier
    assert qualifier is not None
    met = 0
    for hand in combinations(DECK, 3):
        ranks = sorted((x.rank for x in hand), reverse=True)
        value = evaluate_three(hand)
        expected = ranks[0] >= 12 or value.category is not Category.HIGH_CARD
        assert qualifier.is_met(value) is expected, hand
        met += expected
    # 22,100 hands less the non-qualifying high cards (jack high or lower, no pair,
    # no flush, no straight): rank sets from 2..J (C(10,3)=120) less the 8 straights,
    # times 4^3 - 4 suitings.
    assert 22100 - met == (120 - 8) * 60


def test_nj_20_41_f_2_player_beats_dealer_ante_and_play_pay_one_to_one() -> None:
    settled = tcp("Ac Kd 9h", "Qs 8d 6c", ante=1000, play=True)
    assert_win(settled.bet("ante"), 1000, 1000)
    assert_win(settled.bet("play"), 1000, 1000)
    assert settled.net == 2000


def test_nj_20_41_f_2_kickers_decide() -> None:
    settled = tcp("Qc 9d 5h", "Qd 9h 4s", ante=1000, play=True)
    assert settled.bet("ante").outcome is Outcome.WIN


def test_nj_20_41_f_3_dealer_beats_player_both_lose() -> None:
    settled = tcp("Ac Kd 9h", "2s 2d 3c", ante=1000, play=True)
    assert_lose(settled.bet("ante"), 1000)
    assert_lose(settled.bet("play"), 1000)
    assert settled.bet("play").clause == "N.J.A.C. 13:47-20.41(f)(3)"
    assert settled.net == -2000


def test_nj_20_41_g_straight_beats_flush() -> None:
    assert tcp("9h Tc Jd", "2s 7s Ks", ante=1000, play=True).net == 2000 + 1000
    assert tcp("2s 7s Ks", "9h Tc Jd", ante=1000, play=True).net == -2000


@pytest.mark.parametrize(
    ("player", "dealer"),
    [
        ("3c 4d 5h", "3d 4h 5s"),  # (f)(4)'s own example: both a 3-4-5 straight
        ("Qc 9d 5h", "Qd 9h 5s"),
        ("8c 8d Kh", "8h 8s Kd"),
        ("2h 7h Jh", "2s 7s Js"),
    ],
)
def test_nj_20_41_f_4_same_hands_push_ante_and_play(player: str, dealer: str) -> None:
    settled = tcp(player, dealer, ante=1000, play=True)
    assert settled.dealer_qualifies is True
    assert_push(settled.bet("ante"), 1000)
    assert_push(settled.bet("play"), 1000)
    assert settled.bet("ante").clause == "N.J.A.C. 13:47-20.41(f)(4)"
    assert settled.net == settled.bet("ante_bonus").net


def test_nj_20_41_e_play_required_with_an_ante_and_dealer_with_a_play() -> None:
    with pytest.raises(ScenarioError, match="plays or folds"):
        tcp("Ac Kd 9h", "Qs 8d 6c", ante=1000)
    with pytest.raises(ScenarioError, match="dealer's three cards are needed"):
        tcp("Ac Kd 9h", ante=1000, play=True)
    with pytest.raises(WagerError, match="no wager"):
        tcp("Ac Kd 9h", "Qs 8d 6c")


def test_nj_20_41_house_limits() -> None:
    with pytest.raises(WagerError, match=r"over the table maximum of \$100\.00"):
        tcp("Ac Kd 9h", "Qs 8d 6c", ante=10001, play=True)
    with pytest.raises(WagerError, match=r"under the table minimum of \$5\.00"):
        tcp("Ac Kd 9h", pair_plus=499)


@pytest.mark.parametrize(
    ("player", "dealer", "error", "fragment"),
    [
        ("Ac Kd", "Qs 8d 6c", CardError, "exactly 3 cards, not 2"),
        ("Ac Kd 9h", "Qs 8d", CardError, "exactly 3 cards, not 2"),
        ("Ac Kd 9h", "Qs 8d Ac", CardError, "Ac appears twice"),
    ],
)
def test_nj_20_41_b_single_deck_and_three_cards(
    player: str, dealer: str, error: type[Exception], fragment: str
) -> None:
    with pytest.raises(error, match=fragment):
        settle_three_card_poker(TCP, player=c(player), dealer=c(dealer), ante=1000, play=True)


@pytest.mark.parametrize("text", ["Jk", "JK", "Xx", "W", "Joker", "*", "0h", "1h", "11h", "Ah2"])
def test_nj_20_41_j_2_wild_cards_refused_there_is_no_joker(text: str) -> None:
    with pytest.raises(CardError, match="is not a card"):
        parse_card(text)
    scenario = {
        "game": "three-card-poker",
        "pair_plus": 5,
        "player": ["Ah", "Kh", text],
    }
    with pytest.raises(CardError):
        settle_scenario(scenario)


three_card_deals = st.lists(st.sampled_from(DECK), min_size=6, max_size=6, unique=True)


@PROPERTY
@given(cards=three_card_deals, play=st.booleans(), order=st.permutations(range(3)))
def test_nj_20_41_c_property_pair_plus_independent_of_the_ante_game(
    cards: list[Card], play: bool, order: list[int]
) -> None:
    player, dealer = cards[:3], cards[3:]
    alone = settle_three_card_poker(TCP, player=player, pair_plus=500)
    both = settle_three_card_poker(
        TCP, player=[player[i] for i in order], dealer=dealer, ante=1000, play=play, pair_plus=500
    )
    assert both.bet("pair_plus").net == alone.bet("pair_plus").net
    assert both.net == sum(b.net for b in both.bets)
    ante, play_r = both.bet("ante"), both.bet("play")
    if not play:
        assert ante.net == -1000 and play_r.outcome is Outcome.NONE
    elif not both.dealer_qualifies:
        assert ante.net == 1000 and play_r.outcome is Outcome.PUSH
    else:
        assert ante.net == play_r.net and ante.net in (-1000, 0, 1000)


# =======================================================================================
# Casino Hold'em
# =======================================================================================


def ch(
    player: str,
    dealer: str | None,
    board: str,
    *,
    ante: int = 1000,
    call: bool | None = True,
    progressive: int = 0,
    meter: int | None = None,
    rules: GameRules = CH,
) -> Settlement:
    return settle_casino_holdem(
        rules,
        player=c(player),
        dealer=c(dealer) if dealer else None,
        board=c(board),
        ante=ante,
        call=call,
        progressive=progressive,
        meter=meter,
    )


# (AnteWin row, odds, player, board, dealer not qualifying, dealer qualifying and beaten)
ANTEWIN_ROWS = [
    ("Royal Flush", 100, "Ah Kh", "Qh Jh Th 2c 7d", "3s 8c", "7c 5s"),
    ("Straight Flush", 20, "9h 8h", "7h 6h 5h 2c Kd", "3s Jc", "Kc 4s"),
    ("4 of A Kind", 10, "3c 3d", "3h 3s 8c Jd Kh", "2d 7s", "Kd 5c"),
    ("Full House", 3, "Kc Kd", "Kh 3c 3d 8s Jh", "2h 7c", "Jc 5s"),
    ("Flush", 2, "2h 9h", "Jh Kh 5h 3c 8d", "4c 7d", "8c Qs"),
    ("Straight or less", 1, "5c 6d", "7h 8s 9c 2d Kh", "3s Jc", "Kc 4s"),  # a straight
    ("Straight or less", 1, "9c 9d", "9h 2s 4c 7d Kh", "3s Jc", "Kc 5s"),  # three of a kind
    ("Straight or less", 1, "9c 4d", "9h 4s Kc 2d 7h", "3c Jd", "Kd 5s"),  # two pair
    ("Straight or less", 1, "Ac Ad", "9h 4s Kc 2d 7h", "3c Jd", "Kd 5s"),  # a pair
    ("Straight or less", 1, "Ac Qd", "9h 4s Kc 2d 7h", "3c Jd", None),  # high card
]
ANTEWIN_IDS = [
    "royal",
    "straight-flush",
    "quads",
    "full-house",
    "flush",
    "straight",
    "trips",
    "two-pair",
    "pair",
    "high-card",
]


@pytest.mark.parametrize(
    ("row", "odds", "player", "board", "dealer", "_"), ANTEWIN_ROWS, ids=ANTEWIN_IDS
)
def test_ch_rules_6_dealer_not_qualified_ante_paid_by_antewin_every_row_call_pushes(
    row: str, odds: int, player: str, board: str, dealer: str, _: str | None
) -> None:
    settled = ch(player, dealer, board)
    assert settled.dealer_qualifies is False
    assert_win(settled.bet("ante"), 1000, 1000 * odds, row)
    assert_push(settled.bet("call"), 2000)
    assert settled.net == 1000 * odds


@pytest.mark.parametrize(
    ("row", "odds", "player", "board", "_", "dealer"),
    [r for r in ANTEWIN_ROWS if r[5]],
    ids=[i for i, r in zip(ANTEWIN_IDS, ANTEWIN_ROWS, strict=True) if r[5]],
)
def test_ch_rules_6_c_player_beats_dealer_ante_by_antewin_call_one_to_one(
    row: str, odds: int, player: str, board: str, _: str, dealer: str
) -> None:
    settled = ch(player, dealer, board)
    assert settled.dealer_qualifies is True
    assert_win(settled.bet("ante"), 1000, 1000 * odds, row)
    assert_win(settled.bet("call"), 2000, 2000)
    assert settled.bet("call").clause.startswith("CH Rules (6)(c)")
    assert settled.net == 1000 * odds + 2000


def test_ch_rules_6_b_dealer_beats_player_both_lose() -> None:
    settled = ch("Qc 3d", "As 5c", "Kh Kd 9s 7c 2h")
    assert settled.dealer_qualifies is True
    assert_lose(settled.bet("ante"), 1000)
    assert_lose(settled.bet("call"), 2000)
    assert settled.bet("ante").clause == "CH Rules (6)(b)"
    assert settled.net == -3000


def test_ch_rules_6_c_kickers_decide() -> None:
    settled = ch("Ac 3d", "Qs 5c", "Kh Kd 9s 7c 2h")
    assert settled.net == 1000 + 2000


@pytest.mark.parametrize(
    ("player", "dealer", "board"),
    [
        ("Ac 3d", "As 5c", "Kh Kd 9s 7c 2h"),  # K K A 9 7 each; the 3 and the 5 play no part
        ("2c 3d", "4c 5d", "Ah Kh Qh Jh Th"),  # the board plays for both: a royal flush
        ("2c 3d", "4c 5d", "Kh Ks Kd 9c 9h"),  # the board plays for both: a full house
    ],
)
def test_ch_rules_6_a_exactly_the_same_hand_pushes_ante_and_call(
    player: str, dealer: str, board: str
) -> None:
    settled = ch(player, dealer, board)
    assert settled.dealer_qualifies is True
    assert_push(settled.bet("ante"), 1000)
    assert_push(settled.bet("call"), 2000)
    assert settled.bet("ante").clause == "CH Rules (6)(a)"
    assert settled.net == 0


@pytest.mark.parametrize(
    ("dealer", "board", "qualifies"),
    [
        ("3c 3d", "9h 4s Kc 2d 7h", False),  # a pair of threes
        ("4c Jd", "9h 4s Kc 2d 7h", True),  # a pair of fours
        ("3c 7d", "4h 4s Kc 2d 9h", True),  # a pair of fours on the board
        ("5c 7d", "3h 3s Kc 2d 9h", False),  # a pair of threes on the board
        ("2c 3d", "2h 3s Kc 8d 9h", True),  # two pair, threes and twos: above a pair of 4s
        ("Ac Qd", "9h 4s Kc 2d 7h", False),  # ace high
        ("6c 7d", "4h 5s Kc 8d 9h", True),  # a straight
    ],
)
def test_ch_rules_6_dealer_qualifies_with_a_pair_of_fours_from_all_seven(
    dealer: str, board: str, qualifies: bool
) -> None:
    settled = ch("Ah Ad", dealer, board)
    assert settled.dealer_qualifies is qualifies


def test_ch_rules_6_pair_of_fours_on_the_board_qualifies_and_player_wins_on_kickers() -> None:
    settled = ch("Ac Qd", "3c 7d", "4h 4s Kc 2d 9h")
    assert settled.dealer_qualifies is True
    assert_win(settled.bet("call"), 2000, 2000)


def test_ch_rules_3_fold_loses_the_ante_and_the_progressive() -> None:
    # A flush on the flop would pay the progressive, but the hand is over at the fold.
    settled = ch("2h 9h", None, "Jh Kh 5h 3c 8d", call=False, progressive=100, meter=10_000_000)
    assert_lose(settled.bet("ante"), 1000)
    assert_none(settled.bet("call"))
    assert_lose(settled.bet("progressive"), 100)
    assert settled.net == -1100


def test_ch_rules_3_4a_progressive_on_a_fold_is_a_house_setting_off_by_default() -> None:
    """Rules (3), (4a): the fold ends the hand, the progressive wager lost with the ante
    (issue 11: kept the default). A house that settles the progressive on the folded
    player's two cards and the flop anyway turns on casino-holdem.progressive-on-fold."""
    assert not CH.house.progressive_plays_on_fold
    plays = with_house(CH, progressive_plays_on_fold=True)
    settled = ch(
        "2h 9h", None, "Jh Kh 5h 3c 8d", call=False, progressive=100, meter=10_000_000, rules=plays
    )
    assert_lose(settled.bet("ante"), 1000)
    assert_none(settled.bet("call"))
    prog = settled.bet("progressive")
    assert prog.outcome is Outcome.WIN and prog.paid == 5000  # a flush pays $50 for one
    assert settled.net == -1000 + 5000 - 100


def test_ch_rules_3_fold_without_a_progressive() -> None:
    settled = ch("2h 9c", "Ac Ad", "Jh Kh 5h 3c 8d", call=False)
    assert settled.net == -1000
    assert_none(settled.bet("progressive"))


def test_ch_quick_rules_2_the_call_is_double_the_ante() -> None:
    settled = ch("Ah Ad", "3c 7d", "9h 4s Kc 2d 8h", ante=2500)
    assert settled.bet("call").amount == 5000


# (row, player, flop + turn + river, paid in cents for a $123,456.78 meter)
PROGRESSIVE_ROWS = [
    ("Royal Flush", "Ah Kh", "Qh Jh Th 2c 7d", 12_345_678),  # 100% of the meter
    ("Straight Flush", "9h 8h", "7h 6h 5h 2c Kd", 1_234_567),  # 10%, rounded down
    ("4 of a Kind", "3c 3d", "3h 3s 8c Jd Kh", 50_000),
    ("Full House", "Kc Kd", "Kh 3c 3d 8s Jh", 10_000),
    ("Flush", "2h 9h", "Jh Kh 5h 3c 8d", 5_000),
]


@pytest.mark.parametrize(
    ("row", "player", "board", "paid"), PROGRESSIVE_ROWS, ids=[r[0] for r in PROGRESSIVE_ROWS]
)
def test_ch_progressive_5_5_pays_every_row_for_one(
    row: str, player: str, board: str, paid: int
) -> None:
    settled = ch(player, None, board, call=False, progressive=100, meter=12_345_678)
    # Folded: the progressive is lost. Called: it pays.
    assert settled.bet("progressive").outcome is Outcome.LOSE
    settled = ch(player, "2s 4d", board, progressive=100, meter=12_345_678)
    result = settled.bet("progressive")
    assert_win(result, 100, paid, row)
    assert result.net == paid - 100  # "for one": the $1 is not returned
    assert "is not returned" in result.arithmetic


def test_ch_progressive_5_5_meter_share_rounded_down_to_the_cent() -> None:
    settled = ch("9h 8h", "2s 4d", "7h 6h 5h 2c Kd", progressive=100, meter=1_234_567)
    assert settled.bet("progressive").paid == 123_456  # 10% of $12,345.67 = $1,234.567
    assert settled.bet("progressive").net == 123_356


def test_ch_progressive_5_5_straight_or_less_loses_the_dollar() -> None:
    settled = ch("5c 6d", "2s 4d", "7h 8s 9c 2d Kh", progressive=100, meter=10_000_000)
    assert_lose(settled.bet("progressive"), 100)


def test_ch_progressive_5_5_is_the_two_cards_and_the_flop_only() -> None:
    # The turn and river complete a flush for the ante, not for the progressive.
    settled = ch("2h 9h", "2s 4d", "Jh 3c 8d Kh 5h", progressive=100, meter=10_000_000)
    assert settled.player_hand is not None and settled.player_hand.category is Category.FLUSH
    assert settled.hands["progressive"].category is Category.HIGH_CARD
    assert_lose(settled.bet("progressive"), 100)


def test_ch_rules_1_progressive_wager_is_one_dollar() -> None:
    with pytest.raises(WagerError, match=r"progressive wager is \$1\.00, not \$2\.00"):
        ch("2h 9h", "2s 4d", "Jh 3c 8d Kh 5h", progressive=200, meter=10_000_000)
    with pytest.raises(ScenarioError, match="meter amount is needed"):
        ch("2h 9h", "2s 4d", "Jh 3c 8d Kh 5h", progressive=100)
    rules = with_house(CH, progressive=False)
    with pytest.raises(WagerError, match="does not offer the Progressive"):
        ch("2h 9h", "2s 4d", "Jh 3c 8d Kh 5h", progressive=100, meter=100, rules=rules)


def test_ch_rules_1_ante_required_and_within_the_house_limits() -> None:
    with pytest.raises(WagerError, match="needs an ante"):
        ch("2h 9h", "2s 4d", "Jh 3c 8d Kh 5h", ante=0)
    with pytest.raises(WagerError, match=r"over the table maximum of \$100\.00"):
        ch("2h 9h", "2s 4d", "Jh 3c 8d Kh 5h", ante=10001)
    with pytest.raises(ScenarioError, match="calls or folds"):
        ch("2h 9h", "2s 4d", "Jh 3c 8d Kh 5h", call=None)
    with pytest.raises(ScenarioError, match="dealer's two cards are needed"):
        ch("2h 9h", None, "Jh 3c 8d Kh 5h")


@pytest.mark.parametrize(
    ("player", "dealer", "board", "fragment"),
    [
        ("2h", "2s 4d", "Jh 3c 8d Kh 5h", "player's hand needs exactly 2 cards, not 1"),
        ("2h 9h", "2s", "Jh 3c 8d Kh 5h", "dealer's hand needs exactly 2 cards, not 1"),
        ("2h 9h", "2s 4d", "Jh 3c 8d Kh", "board needs exactly 5 cards, not 4"),
        ("2h 9h", "2s 9h", "Jh 3c 8d Kh 5h", "9h appears twice"),
    ],
)
def test_ch_rules_2_card_counts_and_single_deck(
    player: str, dealer: str, board: str, fragment: str
) -> None:
    with pytest.raises(CardError, match=fragment):
        settle_casino_holdem(
            CH, player=c(player), dealer=c(dealer), board=c(board), ante=1000, call=True
        )


nine_cards = st.lists(st.sampled_from(DECK), min_size=9, max_size=9, unique=True)


@PROPERTY
@given(cards=nine_cards, ante=st.integers(500, 10000), call=st.booleans(), swap=st.booleans())
def test_ch_rules_6_property_net_sums_and_order_within_a_hand_does_not_matter(
    cards: list[Card], ante: int, call: bool, swap: bool
) -> None:
    player, dealer, board = cards[:2], cards[2:4], cards[4:]
    settled = settle_casino_holdem(
        CH,
        player=player,
        dealer=dealer,
        board=board,
        ante=ante,
        call=call,
        progressive=100,
        meter=10_000_000,
    )
    assert settled.net == sum(b.net for b in settled.bets)
    ante_r, call_r = settled.bet("ante"), settled.bet("call")
    if not call:
        assert settled.net == -ante - 100
        return
    assert call_r.amount == 2 * ante
    if ante_r.outcome is Outcome.WIN:
        assert ante_r.row is not None and ante_r.row.odds is not None
        assert ante_r.paid == ante * ante_r.row.odds.to_win
    if settled.dealer_qualifies:
        assert (ante_r.outcome, call_r.outcome) in {
            (Outcome.WIN, Outcome.WIN),
            (Outcome.LOSE, Outcome.LOSE),
            (Outcome.PUSH, Outcome.PUSH),
        }
    else:
        assert ante_r.outcome is Outcome.WIN and call_r.outcome is Outcome.PUSH
    reordered = settle_casino_holdem(
        CH,
        player=player[::-1] if swap else player,
        dealer=dealer[::-1],
        board=[board[2], board[0], board[1], board[4], board[3]],
        ante=ante,
        call=call,
        progressive=100,
        meter=10_000_000,
    )
    assert [(b.outcome, b.net) for b in reordered.bets] == [
        (b.outcome, b.net) for b in settled.bets
    ]


def test_ch_rules_6_same_seven_cards_any_order_of_the_board_for_the_ante() -> None:
    # Board order matters only for the progressive (the flop); the ante and call do not.
    board = c("Jh 3c 8d Kh 5h")
    for order in permutations(range(5)):
        settled = settle_casino_holdem(
            CH,
            player=c("2h 9h"),
            dealer=c("Ks 4d"),
            board=[board[i] for i in order],
            ante=1000,
            call=True,
        )
        # The flush beats the dealer's kings: AnteWin 2 to 1 and the call 1 to 1.
        assert settled.dealer_qualifies is True
        assert settled.net == 2000 + 2000


def test_nj_20_41_e_a_play_wager_without_an_ante_is_refused() -> None:
    """(e): the play wager goes beside the ante; Pair Plus alone has nothing to play."""
    from trainer.engine.errors import WagerError

    with pytest.raises(WagerError, match="play wager needs an ante"):
        settle_three_card_poker(
            game_rules("three-card-poker"), player=parse_cards("Ah Kd 2c"), pair_plus=500, play=True
        )
