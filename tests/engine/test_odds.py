"""Exact odds: the standard category counts, each pay row's frequency and the exact house edge."""

from __future__ import annotations

from collections import Counter
from decimal import Decimal
from fractions import Fraction
from itertools import combinations
from math import comb

import pytest

from trainer.engine.cards import DECK
from trainer.engine.games import odds_report, registry
from trainer.engine.hands import Category, poker_strength
from trainer.engine.odds import (
    OddsEntry,
    category_counts,
    poker_counts,
    report_text,
    table_odds,
    three_card_counts,
)
from trainer.engine.rules import GameRules


def game_rules(game: str) -> GameRules:
    """A casino game's shipped rules."""
    return registry().casino(game)


F357 = game_rules("three-five-seven")
TCP = game_rules("three-card-poker")
CH = game_rules("casino-holdem")

C = Category

THREE_CARD = {
    C.STRAIGHT_FLUSH: 48,
    C.THREE_OF_A_KIND: 52,
    C.STRAIGHT: 720,
    C.FLUSH: 1_096,
    C.PAIR: 3_744,
    C.HIGH_CARD: 16_440,
}
FIVE_CARD = {
    C.ROYAL_FLUSH: 4,
    C.STRAIGHT_FLUSH: 36,
    C.FOUR_OF_A_KIND: 624,
    C.FULL_HOUSE: 3_744,
    C.FLUSH: 5_108,
    C.STRAIGHT: 10_200,
    C.THREE_OF_A_KIND: 54_912,
    C.TWO_PAIR: 123_552,
    C.PAIR: 1_098_240,
    C.HIGH_CARD: 1_302_540,
}
SIX_CARD = {
    C.ROYAL_FLUSH: 188,
    C.STRAIGHT_FLUSH: 1_656,
    C.FOUR_OF_A_KIND: 14_664,
    C.FULL_HOUSE: 165_984,
    C.FLUSH: 205_792,
    C.STRAIGHT: 361_620,
    C.THREE_OF_A_KIND: 732_160,
    C.TWO_PAIR: 2_532_816,
    C.PAIR: 9_730_740,
    C.HIGH_CARD: 6_612_900,
}
SEVEN_CARD = {
    C.ROYAL_FLUSH: 4_324,
    C.STRAIGHT_FLUSH: 37_260,
    C.FOUR_OF_A_KIND: 224_848,
    C.FULL_HOUSE: 3_473_184,
    C.FLUSH: 4_047_644,
    C.STRAIGHT: 6_180_020,
    C.THREE_OF_A_KIND: 6_461_620,
    C.TWO_PAIR: 31_433_400,
    C.PAIR: 58_627_800,
    C.HIGH_CARD: 23_294_460,
}


@pytest.mark.parametrize(
    ("size", "expected"),
    [(3, THREE_CARD), (5, FIVE_CARD), (6, SIX_CARD), (7, SEVEN_CARD)],
    ids=["3-card", "5-card", "6-card", "7-card"],
)
def test_odds_standard_category_counts(size: int, expected: dict[Category, int]) -> None:
    assert category_counts(size) == expected
    assert sum(expected.values()) == comb(52, size)


def test_odds_poker_counts_5_equal_brute_force_strength_by_strength() -> None:
    # Every one of the 2,598,960 hands evaluated directly against the exact counting.
    counted = Counter(map(poker_strength, combinations(DECK, 5)))
    assert dict(counted) == poker_counts(5)
    assert len(counted) == 7_462  # distinct five-card hand values


def test_odds_three_card_counts_total() -> None:
    assert sum(three_card_counts().values()) == 22_100


def test_odds_poker_counts_only_for_five_to_seven_cards() -> None:
    with pytest.raises(ValueError):
        poker_counts(4)
    with pytest.raises(ValueError):
        poker_counts(8)


# -- Pair Plus, the ante bonus, the 3-5-7 schedules --------------------------------------------


def test_nj_20_41_h_pair_plus_house_edge_exactly_128_over_5525() -> None:
    entry = table_odds(TCP, TCP.paytable("pair_plus"), 3)
    assert entry.house_edge == Fraction(128, 5525)
    assert [r.combinations for r in entry.rows] == [48, 52, 720, 1_096, 3_744]
    assert entry.total == 22_100


def test_nj_20_41_i_ante_bonus_row_frequencies() -> None:
    entry = table_odds(TCP, TCP.paytable("ante_bonus"), 3)
    assert [(r.hand, r.combinations, r.pays) for r in entry.rows] == [
        ("Straight flush", 48, "5 to 1"),
        ("Three of a kind", 52, "4 to 1"),
        ("Straight", 720, "1 to 1"),
    ]


def _edge_from_rows(entry: OddsEntry) -> Fraction:
    """The house edge re-derived from the rows: each loss costs one unit."""
    wins = sum(r.combinations for r in entry.rows)
    gain = sum(r.combinations * r.payout for r in entry.rows)
    return Fraction(entry.total - wins, entry.total) - Fraction(gain, entry.total)


def _two_pair_7_by_top_pair() -> Counter[int]:
    """Seven-card hands whose best five is two pair, by the higher pair's rank.

    Counted independently of the engine: rank patterns 2-2-1-1-1 and 2-2-2-1 with no
    straight among their ranks. Pattern 2-2-2-1 (four ranks) can never hold five of a suit;
    in 2-2-1-1-1 a flush needs one suit in all five ranks: 3 x 3 ways (the pairs' other
    suits) for each of 4 suits.
    """

    def has_straight(ranks: set[int]) -> bool:
        lows = set(ranks) | ({1} if 14 in ranks else set())
        return any(all(r + i in lows for i in range(5)) for r in range(1, 11))

    out: Counter[int] = Counter()
    ranks = range(2, 15)
    for pairs in combinations(ranks, 2):
        rest = [r for r in ranks if r not in pairs]
        for singles in combinations(rest, 3):
            if not has_straight({*pairs, *singles}):
                out[max(pairs)] += 6 * 6 * 4**3 - 4 * 9
    for pairs in combinations(ranks, 3):
        rest = [r for r in ranks if r not in pairs]
        for single in rest:
            if not has_straight({*pairs, single}):
                out[max(pairs)] += 6**3 * 4
    return out


def test_co_357_p11_seven_bet_two_pair_rows_counted_independently() -> None:
    by_top = _two_pair_7_by_top_pair()
    assert sum(by_top.values()) == SEVEN_CARD[C.TWO_PAIR]
    tens_up = sum(n for top, n in by_top.items() if top >= 10)
    jacks_up = sum(n for top, n in by_top.items() if top >= 11)
    five = table_odds(F357, F357.paytable("seven", 5), 7)
    six = table_odds(F357, F357.paytable("seven", 6), 7)
    assert five.rows[-1].hand == "Ten-high Two Pair"
    assert five.rows[-1].combinations == tens_up
    assert six.rows[-1].combinations == jacks_up


def test_co_357_p11_five_bet_pair_of_sixes_or_better_row() -> None:
    # A pair of r in five cards: 4C2 x C(12,3) x 4^3 = 84,480 for each of the nine ranks 6..A.
    entry = table_odds(F357, F357.paytable("five", 3), 5)
    assert entry.rows[-1].combinations == 9 * 6 * comb(12, 3) * 64 == 760_320
    # The same row's logic read on five cards for the 7-card table: two pair tens up is
    # (pairs: the higher T..A, the lower any below) x 6 x 6 x 44.
    seven_on_five = table_odds(F357, F357.paytable("seven", 5), 5)
    assert seven_on_five.rows[-1].combinations == (8 + 9 + 10 + 11 + 12) * 36 * 44


REFERENCE = {3: THREE_CARD, 5: FIVE_CARD, 7: SEVEN_CARD}


@pytest.mark.parametrize(
    ("wager", "schedule", "size"),
    [
        ("three", 1, 3),
        ("three", 2, 3),
        ("five", 3, 5),
        ("five", 4, 5),
        ("seven", 5, 7),
        ("seven", 6, 7),
    ],
)
def test_co_357_p11_each_schedule_rows_summed_consistently(
    wager: str, schedule: int, size: int
) -> None:
    table = F357.paytable(wager, schedule)
    entry = table_odds(F357, table, size)
    reference = REFERENCE[size]
    assert entry.total == comb(52, size)
    for row, odds in zip(table.rows, entry.rows, strict=True):
        assert odds.hand == row.label and odds.pays == row.pays
        assert row.odds is not None and odds.payout == row.odds.to_win
        if row.min_rank is None:
            # An unrestricted row takes every hand of its category.
            assert odds.combinations == reference[row.category], row.label
        else:
            assert 0 < odds.combinations < reference[row.category]
    assert entry.house_edge == _edge_from_rows(entry)
    assert 0 < entry.house_edge < Fraction(1, 10)


def test_co_357_p11_three_bet_schedule_edges() -> None:
    one = table_odds(F357, F357.paytable("three", 1), 3)
    two = table_odds(F357, F357.paytable("three", 2), 3)
    assert one.house_edge == Fraction(128, 5525)  # the Pair Plus table
    assert two.house_edge == Fraction(128, 5525) + Fraction(5 * 52, 22_100)
    assert two.house_edge == Fraction(193, 5525)  # five fewer units on each of 52 trips


# -- the Progressive-5/5 -----------------------------------------------------------------------


def test_ch_progressive_5_5_house_edge_at_a_meter() -> None:
    table = CH.paytable("progressive").with_amounts(CH.house.progressive_amounts)
    entry = table_odds(CH, table, 5, meter=10_000_000)  # $100,000
    assert [r.combinations for r in entry.rows] == [4, 36, 624, 3_744, 5_108]
    returned = 4 * 100_000 + 36 * 10_000 + 624 * 500 + 3_744 * 100 + 5_108 * 50
    assert entry.house_edge == 1 - Fraction(returned, comb(52, 5))
    # A higher meter lowers the edge.
    richer = table_odds(CH, table, 5, meter=100_000_000)
    assert richer.house_edge is not None and richer.house_edge < entry.house_edge


# -- the report ----------------------------------------------------------------------------------


def test_odds_report_entries_and_json_shape() -> None:
    report = odds_report()
    keys = [(e.game, e.bet, e.schedule) for e in report]
    for schedule, wager in [
        (1, "three"),
        (2, "three"),
        (3, "five"),
        (4, "five"),
        (5, "seven"),
        (6, "seven"),
    ]:
        assert ("three-five-seven", wager, f"Payout Schedule {schedule}") in keys
    assert ("three-card-poker", "pair_plus", "Pair Plus") in keys
    assert ("three-card-poker", "ante_bonus", "Ante bonus") in keys
    assert ("casino-holdem", "progressive", "Progressive-5/5") in keys
    for size in (3, 5, 7):
        assert ("reference", f"{size}-card hands", "categories") in keys
    for entry in report:
        data = entry.as_data()
        assert {"game", "bet", "schedule", "house_edge", "rows"} <= set(data)
        for row in data["rows"]:
            assert {"hand", "combinations", "pays"} <= set(row)
        if entry.house_edge is not None:
            assert isinstance(data["house_edge"], Decimal)
            assert Fraction(data["house_edge_exact"]) == entry.house_edge
    seven = next(e for e in report if e.bet == "7-card hands")
    assert {r.hand: r.combinations for r in seven.rows} == {
        k.label: v for k, v in SEVEN_CARD.items()
    }
    bonus = next(e for e in report if e.bet == "ante_bonus")
    assert bonus.house_edge is None and bonus.note


def test_odds_report_text() -> None:
    text = report_text(odds_report())
    assert "Payout Schedule 5" in text
    assert "house edge 2.3167%" in text  # Pair Plus and 3-5-7 schedule 1
    assert "31,433,400" in text
