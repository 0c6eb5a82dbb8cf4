"""The 3-5-7 home game: every clause of both rule texts, wild-card hands counted by
enumeration and checked against brute force over every substitution, and money that only
moves (burns and strikes conserve it).

Clauses are cited by line of each text, headings included: "Strikes ¶12" is line 12 of
3-5-7-home-game-strikes.txt, "Burns ¶21" line 21 of 3-5-7-home-game-burns.txt.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from collections.abc import Sequence
from itertools import combinations, combinations_with_replacement
from math import comb
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from trainer.engine.cards import DECK, Card, Rank, Suit, card, parse_cards, shuffled_deck
from trainer.engine.errors import CardError, RulesError, RulesFileError
from trainer.engine.games import registry, settle_scenario
from trainer.engine.games.three_five_seven_home import (
    GAME_ID,
    HomeCategory,
    HomeHand,
    HomeOptions,
    HomeRules,
    Phase,
    RoundPlayer,
    RoundResult,
    TableState,
    Variant,
    advance,
    category_order,
    deal_order,
    declare,
    evaluate_home,
    load_home_rules,
    open_table,
    pack_strength,
    play_until_pot_won,
    settle_round,
    table_from_scenario,
    wild_rank,
)
from trainer.engine.hands import Category, poker_strength, rank_strength
from trainer.engine.rules_data import resources_dir

HOME_FILE = resources_dir() / "rules" / "three-five-seven-home.toml"


def home_rules() -> HomeRules:
    """The shipped rules of the home game, as the registry reads them."""
    return registry().home(GAME_ID)


def home_options(variant: Variant | str) -> HomeOptions:
    """A variant's shipped options."""
    return home_rules().options(variant)


BURNS = home_options("burns")
STRIKES = home_options("strikes")
PROPERTY = settings(max_examples=150, deadline=None)
SUITS = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)


def hand(text: str, options: HomeOptions = BURNS) -> HomeHand:
    return evaluate_home(parse_cards(text), options)


def players(*rows: tuple[str, str, bool], marks: dict[str, int] | None = None) -> list[RoundPlayer]:
    return [
        RoundPlayer(name, parse_cards(cards), is_in, marks=(marks or {}).get(name, 0))
        for name, cards, is_in in rows
    ]


def settle(
    rows: Sequence[tuple[str, str, bool]],
    options: HomeOptions = BURNS,
    *,
    pot: int = 400,
    burn: int = 25,
    marks: dict[str, int] | None = None,
) -> RoundResult:
    size = len(parse_cards(rows[0][1]))
    return settle_round(
        players(*rows, marks=marks), round_size=size, pot=pot, burn=burn, options=options
    )


def conserved(result: RoundResult) -> bool:
    return sum(result.payments.values()) + result.pot_change == 0


# ---------------------------------------------------------------------------------------
# A slow reference, written from the texts: every substitution of every wild card
# ---------------------------------------------------------------------------------------

_POKER_NAMES = {c: HomeCategory[c.name] for c in Category}


def naive_five(cards: Sequence[Card], five_above: bool = True) -> int:
    """Five cards as they stand, wild cards already named (possibly repeating a card):
    five of a kind when all five ranks agree; a flush only of five different cards."""
    counts = [0] * 15
    for c in cards:
        counts[c.rank] += 1
    if max(counts) == 5:
        return pack_strength(HomeCategory.FIVE_OF_A_KIND, [cards[0].rank], five_above)
    distinct = len({c.index for c in cards}) == 5
    s = poker_strength(cards) if distinct else rank_strength(counts)
    ranks = [(s >> shift) & 0xF for shift in (16, 12, 8, 4, 0)]
    return pack_strength(_POKER_NAMES[Category(s >> 20)], [r for r in ranks if r], five_above)


def brute_force(cards: Sequence[Card], wild: Rank, five_above: bool = True) -> int:
    """The best strength over every five of the cards and every card each wild card could
    stand for (any of the 52, repeats allowed; wild cards are interchangeable)."""
    best = -1
    subsets = combinations(cards, 5) if len(cards) > 5 else [tuple(cards)]
    for subset in subsets:
        naturals = [c for c in subset if c.rank != wild]
        for named in combinations_with_replacement(DECK, 5 - len(naturals)):
            best = max(best, naive_five([*naturals, *named], five_above))
    return best


def naive_three(ranks: Sequence[int]) -> int:
    """Three ranks under "regular poker hands, minus all the straights and flushes"."""
    counts = Counter(ranks)
    groups = sorted(((n, r) for r, n in counts.items()), reverse=True)
    if groups[0][0] == 3:
        return pack_strength(HomeCategory.THREE_OF_A_KIND, [groups[0][1]])
    if groups[0][0] == 2:
        return pack_strength(HomeCategory.PAIR, [groups[0][1], groups[1][1]])
    return pack_strength(HomeCategory.HIGH_CARD, sorted(ranks, reverse=True))


def brute_force_three(cards: Sequence[Card], worthless: bool) -> int:
    """Every rank each wild 3 could stand for (suits decide nothing without flushes)."""
    naturals = [int(c.rank) for c in cards if c.rank != Rank.THREE]
    wilds = 3 - len(naturals)
    if wilds == 3 and worthless:
        return pack_strength(HomeCategory.NO_VALUE, [])
    return max(
        naive_three([*naturals, *named])
        for named in combinations_with_replacement(range(2, 15), wilds)
    )


# ---------------------------------------------------------------------------------------
# Wild cards: Strikes ¶10, ¶13; Burns ¶6, ¶13, ¶16
# ---------------------------------------------------------------------------------------


def test_strikes_10_the_wild_rank_is_the_number_of_cards_held() -> None:
    assert [wild_rank(n) for n in (3, 5, 7)] == [Rank.THREE, Rank.FIVE, Rank.SEVEN]
    with pytest.raises(CardError, match="3, 5 or 7 cards, not 4"):
        wild_rank(4)


def test_burns_6_in_the_first_round_threes_are_wild_every_one_of_them() -> None:
    for suit in SUITS:
        three = card(Rank.THREE, suit)
        h = evaluate_home([three, *parse_cards("Kh 9d")], BURNS)
        assert h.describe() == "pair of kings"
        assert [p.card for p in h.wild_cards] == [three]


def test_burns_13_in_the_second_round_fives_are_wild_and_threes_are_not() -> None:
    assert hand("5c Kh Kd 9s 2c").describe() == "three of a kind, kings"
    assert hand("3c Kh Kd 9s 2c").describe() == "pair of kings"


def test_burns_16_in_the_third_round_sevens_are_wild_best_five_of_seven() -> None:
    h = hand("7c Kh Kd 9s 2c 4d 6h")
    assert h.describe() == "three of a kind, kings"
    assert len(h.played) == 5
    assert [str(p.card) for p in h.played] == ["Kh", "Kd", "7c", "9s", "6h"]


def test_strikes_13_seven_cards_form_hands_with_five_of_the_seven() -> None:
    # Two wild 7s with the K-Q-J of hearts and two small cards: the royal flush plays five.
    h = hand("7c 7d Kh Qh Jh 2s 3d")
    assert h.category is HomeCategory.ROYAL_FLUSH
    assert {str(p) for p in h.wild_cards} == {"7c as the Ah", "7d as the Th"}


def test_wild_card_may_repeat_a_card_held_to_make_five_of_a_kind() -> None:
    h = hand("5c Ah Ad As Ac")
    assert h.category is HomeCategory.FIVE_OF_A_KIND
    assert h.describe() == "five of a kind, aces"


def test_wild_card_in_a_flush_is_a_card_of_the_suit_the_hand_lacks() -> None:
    # No "double-ace flush": the wild 5 is the king of hearts, not a second ace.
    h = hand("5c Ah 9h 6h 2h")
    assert h.category is HomeCategory.FLUSH
    assert h.ranks == (Rank.ACE, Rank.KING, Rank.NINE, Rank.SIX, Rank.TWO)
    assert str(h.wild_cards[0]) == "5c as the Kh"


def test_four_wild_cards_and_any_card_are_five_of_a_kind() -> None:
    assert hand("5c 5d 5h 5s 2c").describe() == "five of a kind, twos"


def test_wild_cards_stand_for_the_highest_ranks_that_make_the_hand() -> None:
    # Fives wild: 5-5 with 6-7-8 is a straight to the ten, not to the eight or nine.
    h = hand("5c 5d 6h 7s 8c")
    assert h.describe() == "straight, ten high"
    assert sorted(p.rank for p in h.wild_cards) == [Rank.NINE, Rank.TEN]


# ---------------------------------------------------------------------------------------
# The three-card round: Strikes ¶12, Burns ¶8, ¶21
# ---------------------------------------------------------------------------------------


def test_strikes_12_no_straights_or_flushes_in_three_cards() -> None:
    assert hand("Jh Qh Kh").describe() == "high card, king"
    assert hand("9c Td Js").category is HomeCategory.HIGH_CARD


def test_strikes_12_three_of_a_kind_is_the_strongest_three_card_hand() -> None:
    assert hand("2c 2d 2h").key > hand("Ah Ad Ks").key > hand("Ah Kd Qs").key
    assert HomeCategory.STRAIGHT not in {hand(t).category for t in ("4h 5h 6h", "Ah 2h 4h")}


def test_burns_8_the_best_hand_of_the_first_round_is_three_aces() -> None:
    best = hand("Ac Ad Ah")
    assert best.describe() == "three of a kind, aces"
    for other in combinations(DECK, 3):
        if Rank.THREE not in {c.rank for c in other}:
            assert evaluate_home(other, BURNS).key <= best.key
    # A wild 3 with two aces, or two wild 3s with an ace, is three aces too.
    assert hand("3c Ad Ah").key == hand("3c 3d Ah").key == best.key


def test_burns_21_three_threes_have_no_value() -> None:
    h = hand("3c 3d 3h")
    assert h.category is HomeCategory.NO_VALUE
    assert h.describe() == "three wild 3s: no value"
    assert h.key < hand("2c 4d 6h").key  # below the lowest high card


def test_strikes_12_three_threes_are_three_aces_in_the_strikes_game_unless_set() -> None:
    """Strikes ¶10 makes every 3 wild and ¶12 makes three of a kind the strongest hand:
    three wild 3s are three aces there (issue 23). "No value" is Burns ¶21's rule; a
    strikes table that plays it sets it."""
    assert not STRIKES.three_threes_worthless and BURNS.three_threes_worthless
    h = hand("3c 3d 3h", STRIKES)
    assert h.describe() == "three of a kind, aces"
    assert h.key == hand("Ac Ad Ah", STRIKES).key
    worthless = dataclasses.replace(STRIKES, three_threes_worthless=True)
    assert hand("3c 3d 3h", worthless).category is HomeCategory.NO_VALUE


def test_burns_21_two_threes_take_their_value_from_the_third_card() -> None:
    assert hand("3c 3d 7h").describe() == "three of a kind, sevens"


def test_three_card_kickers_compare() -> None:
    assert hand("Kc Kd 9h").key > hand("Kh Ks 8c").key
    assert hand("3c Kd 9h").key == hand("Kh Ks 9c").key  # a wild king is a king


def test_all_22100_three_card_hands_with_wild_threes_by_enumeration() -> None:
    """Counted by closed forms: 48 naturals and four wild 3s."""
    worthless = dataclasses.replace(STRIKES, three_threes_worthless=True)
    for options, no_value, trips in ((BURNS, 4, 624), (worthless, 4, 624), (STRIKES, 0, 628)):
        counts = Counter(evaluate_home(h, options).category for h in combinations(DECK, 3))
        natural_pairs = 12 * comb(4, 2) * 44
        wild_pairs = 4 * (comb(48, 2) - 12 * comb(4, 2))
        expected = {
            HomeCategory.NO_VALUE: no_value,
            # natural trips, a wild with a natural pair, two wilds with any natural
            HomeCategory.THREE_OF_A_KIND: 48 + 4 * 12 * 6 + 6 * 48 + (trips - 624),
            HomeCategory.PAIR: natural_pairs + wild_pairs,
            HomeCategory.HIGH_CARD: comb(12, 3) * 4**3,
        }
        assert counts == {k: v for k, v in expected.items() if v}
        assert counts.total() == 22_100


def test_all_22100_three_card_hands_rank_as_brute_force_over_the_wild_threes() -> None:
    for options in (BURNS, STRIKES):
        for h in combinations(DECK, 3):
            want = brute_force_three(h, options.three_threes_worthless)
            assert evaluate_home(h, options).strength == want, h


# ---------------------------------------------------------------------------------------
# Five and seven cards: the usual hands and five of a kind
# ---------------------------------------------------------------------------------------


def _classes(wild: Rank, size: int = 5) -> list[tuple[int, list[Card]]]:
    """Every five-card hand, as classes of equal value with their sizes: the natural
    cards' multiset of ranks, the number of wild cards, and whether the naturals share one
    suit (only then can a flush be made). 7,748 classes cover the 2,598,960 hands."""
    naturals = [r for r in Rank if r != wild]
    wilds = [card(wild, s) for s in SUITS]
    out: list[tuple[int, list[Card]]] = []
    for w in range(5):
        for combo in combinations_with_replacement(naturals, size - w):
            counts = Counter(combo)
            if max(counts.values(), default=0) > 4:
                continue
            total = comb(4, w)
            for k in counts.values():
                total *= comb(4, k)
            distinct = all(k == 1 for k in counts.values())
            suited = comb(4, w) * 4 if distinct else 0
            if suited:
                out.append((suited, [card(r, Suit.HEARTS) for r in combo] + wilds[:w]))
            if total > suited:
                if distinct:
                    rep = [
                        card(r, Suit.SPADES if i == 0 else Suit.HEARTS) for i, r in enumerate(combo)
                    ]
                else:
                    rep = [card(r, s) for r, k in counts.items() for s in SUITS[:k]]
                out.append((total - suited, rep + wilds[:w]))
    return out


def _counts(wild: Rank, options: HomeOptions) -> Counter[HomeCategory]:
    counts: Counter[HomeCategory] = Counter()
    for weight, rep in _classes(wild):
        counts[evaluate_home(rep, options, wild=wild).category] += weight
    return counts


def test_class_enumeration_covers_all_2598960_five_card_hands() -> None:
    classes = _classes(Rank.FIVE)
    assert sum(weight for weight, _ in classes) == 2_598_960 == comb(52, 5)
    assert len(classes) == 7_748


def test_deuces_wild_counts_match_the_published_table() -> None:
    """An independent check: with 2s wild, the long-published deuces-wild frequencies
    (natural royal 4 + wild royal 480; five of a kind 624 + four deuces 48)."""
    counts = _counts(Rank.TWO, BURNS)
    assert counts == {
        HomeCategory.FIVE_OF_A_KIND: 624 + 48,
        HomeCategory.ROYAL_FLUSH: 4 + 480,
        HomeCategory.STRAIGHT_FLUSH: 2_068,
        HomeCategory.FOUR_OF_A_KIND: 31_552,
        HomeCategory.FULL_HOUSE: 12_672,
        HomeCategory.FLUSH: 14_472,
        HomeCategory.STRAIGHT: 62_232,
        HomeCategory.THREE_OF_A_KIND: 355_080,
        HomeCategory.TWO_PAIR: 95_040,
        HomeCategory.PAIR: 1_225_008,
        HomeCategory.HIGH_CARD: 799_680,
    }


# With fives wild the straights differ from deuces wild (five of the ten straights hold a
# 5, two hold a 2); groups and flushes of other ranks do not. Both tables were checked
# class by class against brute_force over every substitution (7,748 classes each).
FIVES_WILD = {
    HomeCategory.FIVE_OF_A_KIND: 672,
    HomeCategory.ROYAL_FLUSH: 484,
    HomeCategory.STRAIGHT_FLUSH: 1_648,
    HomeCategory.FOUR_OF_A_KIND: 31_600,
    HomeCategory.FULL_HOUSE: 12_672,
    HomeCategory.FLUSH: 14_844,
    HomeCategory.STRAIGHT: 46_860,
    HomeCategory.THREE_OF_A_KIND: 358_320,
    HomeCategory.TWO_PAIR: 95_040,
    HomeCategory.PAIR: 1_234_080,
    HomeCategory.HIGH_CARD: 802_740,
}


def test_all_2598960_five_card_hands_with_wild_fives_by_rank_multisets() -> None:
    counts = _counts(Rank.FIVE, BURNS)
    assert counts == FIVES_WILD
    assert counts.total() == 2_598_960
    # Five of a kind by hand: four wilds and any natural; three wilds and a natural pair;
    # two wilds and natural trips; one wild and natural quads.
    assert counts[HomeCategory.FIVE_OF_A_KIND] == 48 + 4 * 12 * 6 + 6 * 12 * 4 + 4 * 12


def test_five_of_a_kind_below_a_straight_flush_moves_the_four_wild_hands() -> None:
    """With the setting off, four wild 5s and any card make a straight flush instead
    (a royal flush with a ten to an ace): 48 hands move."""
    below = dataclasses.replace(BURNS, five_of_a_kind_above_straight_flush=False)
    counts = _counts(Rank.FIVE, below)
    assert counts == FIVES_WILD | {
        HomeCategory.FIVE_OF_A_KIND: 672 - 48,
        HomeCategory.ROYAL_FLUSH: 484 + 20,
        HomeCategory.STRAIGHT_FLUSH: 1_648 + 28,
    }


def test_every_class_of_five_cards_ranks_as_brute_force_sampled() -> None:
    """The classes' representatives against every substitution (a seeded sample; all
    7,748 classes with both settings were checked the same way, see FIVES_WILD)."""
    rng = random.Random(357)
    classes = _classes(Rank.FIVE)
    few_wilds = [rep for _, rep in classes if sum(c.rank == 5 for c in rep) <= 2]
    sample = rng.sample(few_wilds, 150)
    sample += [rep for _, rep in classes if sum(c.rank == 5 for c in rep) == 3][::40]
    for rep in sample:
        for above in (True, False):
            options = dataclasses.replace(BURNS, five_of_a_kind_above_straight_flush=above)
            assert evaluate_home(rep, options).strength == brute_force(rep, Rank.FIVE, above), rep


def test_seven_card_hands_rank_as_brute_force_sampled() -> None:
    rng = random.Random(7)
    sevens = [c for c in DECK if c.rank == 7]
    others = [c for c in DECK if c.rank != 7]
    for i in range(45):
        w = (0, 1, 1, 2, 2)[i % 5] if i < 44 else 3
        cards = rng.sample(sevens, w) + rng.sample(others, 7 - w)
        above = i % 2 == 0
        options = dataclasses.replace(BURNS, five_of_a_kind_above_straight_flush=above)
        assert evaluate_home(cards, options).strength == brute_force(cards, Rank.SEVEN, above)


@given(st.lists(st.sampled_from(DECK), min_size=7, max_size=7, unique=True))
@PROPERTY
def test_the_cards_played_are_five_of_the_seven_worth_the_hand(cards: list[Card]) -> None:
    h = evaluate_home(cards, BURNS)
    assert len(h.played) == 5 and set(h.cards) <= set(cards)
    # What each card counts as makes the hand: name the wild cards and read it again.
    counted = [p.card if not p.wild else _named(p.rank, p.suit, cards) for p in h.played]
    assert naive_five(counted) == h.strength
    assert all(p.wild == (p.card.rank == 7) for p in h.played)


def _named(rank: Rank, suit: Suit | None, avoid: Sequence[Card]) -> Card:
    """A card a wild card stands for: of the suit named, else any suit (one the hand does
    not hold, so that no flush appears that the hand did not claim)."""
    if suit is not None:
        return card(rank, suit)
    held = Counter(c.suit for c in avoid)
    return card(rank, min(SUITS, key=lambda s: held[s]))


def test_five_of_a_kind_ranks_above_a_straight_flush_by_default() -> None:
    assert BURNS.five_of_a_kind_above_straight_flush and STRIKES.five_of_a_kind_above_straight_flush
    five = hand("5c 5d 2h 2s 2c")
    royal = hand("Ah Kh Qh Jh Th")
    assert five.key > royal.key
    order = category_order(True)
    assert order[-1] is HomeCategory.FIVE_OF_A_KIND


def test_five_of_a_kind_below_a_straight_flush_as_a_setting() -> None:
    below = dataclasses.replace(BURNS, five_of_a_kind_above_straight_flush=False)
    five = hand("5c 5d 2h 2s 2c", below)
    assert hand("9h 8h 7h 6h Th", below).key > five.key > hand("Ac Ad Ah As Kd", below).key


def test_the_usual_hands_in_order() -> None:
    ladder = [
        "2c 4d 6h 8s Td",  # high card
        "2c 2d 6h 8s Td",  # pair
        "2c 2d 6h 6s Td",  # two pair
        "2c 2d 2h 8s Td",  # three of a kind
        "6c 7d 8h 9s Td",  # straight
        "2h 4h 6h 8h Th",  # flush
        "2c 2d 2h 8s 8d",  # full house
        "2c 2d 2h 2s Td",  # four of a kind
        "6h 7h 8h 9h Th",  # straight flush
        "Ah Kh Qh Jh Th",  # royal flush
        "5c 2d 2h 2s 2c",  # five of a kind
    ]
    keys = [hand(h).key for h in ladder]
    assert keys == sorted(keys) and len(set(keys)) == len(keys)


def test_a_wheel_is_the_lowest_straight_even_with_a_wild_five() -> None:
    assert hand("Ac 2d 3h 4s 5d").describe() == "straight, five high"
    assert hand("Ac 2d 3h 4s 5d").key < hand("2c 3d 4h 6s 5d").key


def test_wrong_counts_and_duplicates_are_refused() -> None:
    with pytest.raises(CardError, match="3, 5 or 7 cards, not 4"):
        hand("Ah Kd Qs Jc")
    with pytest.raises(CardError, match="Ah appears twice"):
        hand("Ah Ah Kd")


# ---------------------------------------------------------------------------------------
# Burns ¶26: the suit-ranking tie-break
# ---------------------------------------------------------------------------------------

RANKED = dataclasses.replace(BURNS, suit_tiebreak=True)


def test_burns_26_suits_rank_spades_hearts_clubs_diamonds() -> None:
    assert not BURNS.suit_tiebreak  # "not a common way to play"
    order = ["9s 9h 4c", "9h 9c 4s", "9c 9d 4s"]
    keys = [hand(h, RANKED).key for h in order]
    assert keys == sorted(keys, reverse=True)
    assert hand("Ks 9d 4c", RANKED).key > hand("Kh 9s 4s", RANKED).key


def test_burns_26_without_ranked_suits_equal_hands_tie() -> None:
    assert hand("9s 9h 4c").key == hand("9c 9d 4s").key


def test_burns_26_a_wild_card_has_no_suit_and_never_beats_a_natural_card_of_its_rank() -> None:
    """Burns ¶26 ranks the suits of the cards; a wild card has none of its own (issue 11:
    counted as a spade, a wild king beat the hand holding the real K♠). It counts below
    every natural card of its rank, and in a flush as the flush's suit, below the natural
    card of that suit."""
    assert hand("3c Kh 9d", RANKED).key < hand("Ks Kd 9c", RANKED).key
    assert hand("3d 9d 4c", RANKED).key < hand("9h 9c 4s", RANKED).key
    # Equal hands but for the wild card: the natural card wins, whatever its suit.
    assert hand("3s 9d 4c", RANKED).key < hand("9d 9c 4h", RANKED).key
    flush = hand("5c Ah 9h 6h 2h", RANKED)
    assert all(p.suit is Suit.HEARTS for p in flush.played)
    # Two wild cards tie each other; the natural cards beside them decide.
    assert hand("3c 3d Ah", RANKED).category is hand("3h 3s Ad", RANKED).category


def test_burns_26_no_ties_between_ranked_hands() -> None:
    seen: dict[int, tuple[Card, ...]] = {}
    for h in combinations(DECK, 3):
        if Rank.THREE in {c.rank for c in h}:
            continue
        key = evaluate_home(h, RANKED).key
        assert key not in seen, (h, seen[key])
        seen[key] = h


# ---------------------------------------------------------------------------------------
# Declaring and the burns: Burns ¶7, ¶9-¶12, ¶14, ¶23
# ---------------------------------------------------------------------------------------

TABLE = [
    ("Ann", "Ah 3c 9d", True),  # pair of aces (the wild 3)
    ("Bob", "Kc Kd 2h", True),  # pair of kings
    ("Cal", "7s 8s Js", True),  # jack high
    ("Dee", "4c 4d Qh", False),  # out
]


def test_burns_11_you_pay_a_burn_to_every_player_who_beats_your_hand() -> None:
    r = settle(TABLE)
    assert r.paid_between("Cal", "Ann") == r.paid_between("Cal", "Bob") == 25
    assert r.paid_between("Bob", "Ann") == 25
    assert r.paid_between("Ann", "Bob") == r.paid_between("Ann", "Cal") == 0


def test_burns_12_the_winner_earns_from_everyone_the_worst_pays_everyone() -> None:
    r = settle(TABLE)
    assert dict(r.payments) == {"Ann": 50, "Bob": 0, "Cal": -50, "Dee": 0}
    assert r.ranking == (("Ann",), ("Bob",), ("Cal",))
    assert r.pot_change == 0 and r.marker is None


def test_burns_10_players_out_neither_pay_nor_rake_burns() -> None:
    r = settle(TABLE)
    assert r.ins == ("Ann", "Bob", "Cal")
    assert not any("Dee" in (t.payer, t.payee) for t in r.transfers)
    # Dee's pair of fours would beat Cal, had she played.
    assert r.hands["Dee"].key > r.hands["Cal"].key


def test_burns_7_and_strikes_11_declarations_are_simultaneous() -> None:
    """The seat order of the declarations changes nothing but who is listed first."""
    a = settle(TABLE)
    b = settle(list(reversed(TABLE)))
    assert dict(a.payments) == dict(b.payments)


def test_burns_10_the_first_games_burn_is_a_quarter() -> None:
    assert BURNS.burn == BURNS.burn_for(1) == 25


def test_burns_23_tied_hands_exchange_nothing_and_both_pay_above_rake_below() -> None:
    r = settle(
        [
            ("Ann", "Ac Ad 9h", True),  # pair of aces: the winner
            ("Bob", "Kc Kd 9s", True),  # pair of kings: second
            ("Cal", "Qc Qd 8h", True),  # pair of queens, eight: tied third
            ("Dee", "Qh Qs 8c", True),  # pair of queens, eight: tied third
            ("Eve", "2c 4d 6h", True),  # six high: last
        ]
    )
    assert r.ranking == (("Ann",), ("Bob",), ("Cal", "Dee"), ("Eve",))
    assert r.paid_between("Cal", "Dee") == r.paid_between("Dee", "Cal") == 0
    assert dict(r.payments) == {"Ann": 100, "Bob": 50, "Cal": -25, "Dee": -25, "Eve": -100}


def test_burns_26_ranked_suits_break_the_tie() -> None:
    rows = [("Cal", "Qc Qd 8h", True), ("Dee", "Qh Qs 8c", True), ("Eve", "2c 4d 6h", True)]
    r = settle([*rows, ("Fay", "2d 4c 6s", False)], RANKED)
    assert r.ranking == (("Dee",), ("Cal",), ("Eve",))
    assert r.paid_between("Cal", "Dee") == 25


def test_burns_14_anyone_may_play_any_round_whatever_they_did_before() -> None:
    state = _table(["Ann", "Bob", "Cal", "Dee"], BURNS, seed=1)
    state = declare(state, {"Ann": False, "Bob": True, "Cal": True, "Dee": False})
    state = advance(state, random.Random(0))
    state = declare(state, {"Ann": True, "Bob": False, "Cal": True, "Dee": True})
    assert state.result is not None and state.result.ins == ("Ann", "Cal", "Dee")


@given(
    st.integers(min_value=4, max_value=7),
    st.sampled_from((3, 5, 7)),
    st.integers(min_value=0, max_value=2**32),
    st.integers(min_value=1, max_value=2_000),
)
@PROPERTY
def test_burns_conserve_money_each_net_is_burns_below_less_burns_above(
    count: int, size: int, seed: int, burn: int
) -> None:
    rng = random.Random(seed)
    deck = shuffled_deck(rng)
    rows = [
        (f"P{i}", " ".join(str(c) for c in deck[i * size : (i + 1) * size]), rng.random() < 0.7)
        for i in range(count)
    ]
    options = dataclasses.replace(BURNS, suit_tiebreak=rng.random() < 0.3)
    r = settle(rows, options, burn=burn, pot=rng.randrange(0, 5_000))
    assert conserved(r)
    if len(r.ins) >= 2:
        assert sum(r.payments.values()) == 0 and r.pot_change == 0  # the nets sum to zero
        for n in r.ins:
            key = r.hands[n].key
            below = sum(1 for m in r.ins if r.hands[m].key < key)
            above = sum(1 for m in r.ins if r.hands[m].key > key)
            assert r.payments[n] == burn * (below - above)
    for n in r.names:
        if n not in r.ins:
            assert r.payments[n] == 0 or not r.ins


# ---------------------------------------------------------------------------------------
# Markers and the pot: Burns ¶5, ¶19, ¶20, ¶24, ¶25
# ---------------------------------------------------------------------------------------

LONE = [
    ("Ann", "Ah 3c 9d", True),
    ("Bob", "Kc Kd 2h", False),
    ("Cal", "7s 8s Js", False),
    ("Dee", "4c 4d Qh", False),
]
NOBODY = [(n, c, False) for n, c, _ in LONE]


def test_burns_20_the_only_player_in_earns_a_marker_and_no_burns_change_hands() -> None:
    r = settle(LONE)
    assert r.marker == "Ann" and r.strike is None
    assert not r.transfers and set(r.payments.values()) == {0} and r.pot_change == 0


def test_burns_20_the_third_marker_wins_the_pot() -> None:
    r = settle(LONE, marks={"Ann": 2}, pot=475)
    assert r.marker == r.pot_winner == "Ann"
    assert r.payments["Ann"] == 475 and r.pot_change == -475 and r.pot_award == 475
    assert conserved(r)


def _ann_wins_the_pot_in_game_two(
    options: HomeOptions, rng: random.Random, seed: int = 3
) -> TableState:
    """A marker for Ann in game 1, nobody in for its later rounds, two more in game 2."""
    state = _table(["Ann", "Bob", "Cal", "Dee"], options, seed=seed)
    lone = {"Ann": True, "Bob": False, "Cal": False, "Dee": False}
    state = declare(state, lone)
    for _ in range(3):  # to the next game: rounds 5 and 7 nobody plays
        state = advance(state, rng)
        if state.phase is Phase.DECLARE and state.round != 3:
            state = declare(state, dict.fromkeys(state.names, False))
    assert state.game == 2 and state.round == 3 and state.seat("Ann").marks == 1
    state = declare(state, lone)
    return declare(advance(state, rng), lone)


def test_burns_20_markers_carry_from_game_to_game_and_three_win() -> None:
    state = _ann_wins_the_pot_in_game_two(BURNS, random.Random(3))
    assert state.phase is Phase.POT_WON and state.pot_winner == "Ann" and state.pot == 0


def test_burns_24_nobody_in_ends_the_round_and_nothing_changes() -> None:
    r = settle(NOBODY)
    assert r.ins == () and not r.transfers and r.marker is None and r.pot_change == 0


def test_burns_24_second_chance_declares_again_without_new_cards() -> None:
    chance = dataclasses.replace(BURNS, second_chance=True)
    with pytest.raises(RulesError, match="second chance"):
        settle(NOBODY, chance)
    again = [
        RoundPlayer(n, parse_cards(c), False, second_in=n in ("Bob", "Cal")) for n, c, _ in LONE
    ]
    r = settle_round(again, round_size=3, pot=400, burn=25, options=chance)
    assert r.second_chance and r.ins == ("Bob", "Cal")
    assert r.paid_between("Cal", "Bob") == 25  # "they exchange burns just like before"
    alone = [RoundPlayer(n, parse_cards(c), False, second_in=n == "Dee") for n, c, _ in LONE]
    assert settle_round(alone, round_size=3, pot=0, burn=25, options=chance).marker == "Dee"


def test_burns_24_second_chance_at_the_table_then_the_round_ends() -> None:
    chance = dataclasses.replace(BURNS, second_chance=True)
    state = _table(["Ann", "Bob", "Cal", "Dee"], chance, seed=5)
    cards = {s.name: s.cards for s in state.seats}
    state = declare(state, dict.fromkeys(state.names, False))
    assert state.phase is Phase.SECOND_CHANCE and state.result is None
    assert {s.name: s.cards for s in state.seats} == cards  # no more cards
    state = declare(state, dict.fromkeys(state.names, False))
    assert state.phase is Phase.SETTLED and state.result is not None
    assert state.result.second_chance and not state.result.ins


def test_burns_25_nobody_in_everyone_pays_a_burn_to_the_pot() -> None:
    pays = dataclasses.replace(BURNS, no_one_in_pays_pot=True)
    r = settle(NOBODY, pays, burn=75)
    assert set(r.payments.values()) == {-75} and r.pot_change == 300 and conserved(r)


def test_burns_25_with_the_second_chance_burns_go_to_the_pot_only_after_it() -> None:
    both = dataclasses.replace(BURNS, no_one_in_pays_pot=True, second_chance=True)
    state = _table(["Ann", "Bob", "Cal", "Dee"], both, seed=6)
    pot = state.pot
    state = declare(state, dict.fromkeys(state.names, False))
    assert state.pot == pot and state.phase is Phase.SECOND_CHANCE
    state = declare(state, dict.fromkeys(state.names, False))
    assert state.pot == pot + 4 * 25


def test_burns_5_the_first_game_costs_25_cents_antes_go_to_the_pot() -> None:
    state = _table(["Ann", "Bob", "Cal", "Dee", "Eve"], BURNS, seed=8)
    assert state.ante == 25 and state.pot == 125
    assert {s.balance for s in state.seats} == {-25} and state.total == 0


def test_burns_19_ante_and_burn_rise_a_quarter_each_game_the_ante_capped() -> None:
    assert [BURNS.ante_for(g) for g in range(1, 8)] == [25, 50, 75, 100, 100, 100, 100]
    assert [BURNS.burn_for(g) for g in range(1, 8)] == [25, 50, 75, 100, 125, 150, 175]
    assert BURNS.burn_for(20) == 500  # "not unusual for burns to get to five dollars"
    uncapped = dataclasses.replace(BURNS, ante_cap=None)
    assert uncapped.ante_for(7) == 175


def test_burns_19_the_deal_passes_to_the_left_and_the_next_ante_is_paid() -> None:
    state = _table(["Ann", "Bob", "Cal", "Dee"], BURNS, seed=9)
    rng = random.Random(9)
    assert state.dealer_name == "Ann"
    for _ in range(3):
        state = declare(state, dict.fromkeys(state.names, False))
        state = advance(state, rng)
    assert state.game == 2 and state.dealer_name == "Bob" and state.round == 3
    assert state.ante == 50 and state.burn == 50 and state.pot == 4 * 25 + 4 * 50
    assert all(len(s.cards) == 3 for s in state.seats)


def test_burns_19_20_a_won_pot_brings_the_first_games_ante_back_unless_the_house_says() -> None:
    """Burns ¶19 says only that the ante and burn rise; after a pot is won they start again
    at the first game's (issue 11), or keep rising where the house plays it so."""
    for reset, ante in ((True, 25), (False, 75)):
        options = dataclasses.replace(BURNS, reset_stakes_on_pot=reset)
        rng = random.Random(3)
        state = _ann_wins_the_pot_in_game_two(options, rng)
        assert state.phase is Phase.POT_WON and state.game == 2
        state = advance(state, rng)
        assert state.phase is Phase.DECLARE and state.pot == 4 * ante
        assert state.ante == ante and state.burn == ante


def test_burns_3_four_to_seven_players() -> None:
    with pytest.raises(RulesError, match="4 to 7 players, not 3"):
        settle(TABLE[:3])
    with pytest.raises(RulesError, match="4 to 7 players, not 8"):
        open_table([f"P{i}" for i in range(8)], BURNS, random.Random(0))


# ---------------------------------------------------------------------------------------
# Strikes: Strikes ¶8, ¶12, ¶14, ¶16
# ---------------------------------------------------------------------------------------


def test_strikes_12_players_in_who_do_not_win_pay_the_winner_the_pot() -> None:
    r = settle(TABLE, STRIKES, pot=300, burn=0)
    assert r.winners == ("Ann",)
    assert r.paid_between("Bob", "Ann") == r.paid_between("Cal", "Ann") == 300
    assert dict(r.payments) == {"Ann": 600, "Bob": -300, "Cal": -300, "Dee": 0}
    assert r.pot_change == 0 and conserved(r)


def test_strikes_12_tied_winners_share_each_losers_payment() -> None:
    rows = [
        ("Ann", "Ac Ad 9h", True),
        ("Bob", "Ah As 9s", True),
        ("Cal", "2c 4d 6h", True),
    ]
    r = settle(rows, STRIKES, pot=301, burn=0)
    assert r.winners == ("Ann", "Bob")
    assert r.paid_between("Cal", "Ann") == 151 and r.paid_between("Cal", "Bob") == 150
    assert r.paid_between("Ann", "Bob") == 0 and conserved(r)


def test_strikes_12_tied_winners_share_the_total_in_quarters_each_loser_paying_the_pot() -> None:
    """Issue 11: each payment split apart gave $2.70 from two losers as 1.36/1.34. The
    losers' payments are shared as one total in the table's coin (quarters), the odd
    quarter to the first tied winner in seat order; each loser still pays exactly the pot."""
    rows = [
        ("Ann", "Ac Ad 9h", True),
        ("Bob", "Ah As 9s", True),
        ("Cal", "2c 4d 6h", True),
        ("Dee", "2d 4c 7h", True),
    ]
    assert STRIKES.split_unit == 25
    r = settle(rows, STRIKES, pot=135, burn=0)
    assert r.winners == ("Ann", "Bob")
    assert r.payments["Ann"] == r.payments["Bob"] == 135
    assert r.payments["Cal"] == r.payments["Dee"] == -135 and conserved(r)
    assert r.paid_between("Cal", "Ann") == 135 and r.paid_between("Dee", "Bob") == 135
    # Five quarters each from two losers: ten quarters, five each; an odd total of
    # quarters gives the odd one to Ann.
    r = settle(rows, STRIKES, pot=125, burn=0)
    assert (r.payments["Ann"], r.payments["Bob"]) == (125, 125)
    three = [*rows[:2], ("Cal", "2c 4d 6h", True)]
    r = settle(three, STRIKES, pot=125, burn=0)
    assert (r.payments["Ann"], r.payments["Bob"]) == (75, 50)
    cents = dataclasses.replace(STRIKES, split_unit=1)
    r = settle(three, cents, pot=125, burn=0)
    assert (r.payments["Ann"], r.payments["Bob"]) == (63, 62)


def test_strikes_14_the_only_player_in_gets_a_strike() -> None:
    r = settle(LONE, STRIKES, pot=300, burn=0)
    assert r.strike == "Ann" and r.marker is None and not r.transfers


def test_strikes_14_three_strikes_end_the_game_and_win_the_pot() -> None:
    r = settle(LONE, STRIKES, pot=300, burn=0, marks={"Ann": 2})
    assert r.pot_winner == "Ann" and r.payments["Ann"] == 300 and r.pot_change == -300


def test_strikes_16_house_rule_every_other_player_pays_into_the_pot_on_a_strike() -> None:
    assert not STRIKES.strike_pays_pot  # a house rule: off unless the table plays it
    house = dataclasses.replace(STRIKES, strike_pays_pot=True, strike_contribution=50)
    r = settle(LONE, house, pot=300, burn=0)
    assert r.pot_change == 150 and {r.payments[n] for n in ("Bob", "Cal", "Dee")} == {-50}
    # On the third strike the contributions go in first and the whole pot comes out.
    r = settle(LONE, house, pot=300, burn=0, marks={"Ann": 2})
    assert r.payments["Ann"] == 450 and r.pot_change == -300 and conserved(r)


def test_strikes_8_everyone_antes_once_when_the_pot_opens() -> None:
    state = _table(["Ann", "Bob", "Cal"], STRIKES, seed=11)
    assert state.pot == 75 and state.total == 0
    rng = random.Random(11)
    for _ in range(3):
        state = declare(state, dict.fromkeys(state.names, False))
        state = advance(state, rng)
    # Strikes ¶13: new three-card hands, and no new ante.
    assert state.game == 2 and state.round == 3 and state.pot == 75


def test_strikes_13_five_then_seven_cards_then_new_three_card_hands() -> None:
    state = _table(["Ann", "Bob", "Cal"], STRIKES, seed=12)
    rng = random.Random(12)
    sizes = []
    for _ in range(4):
        sizes.append((state.round, {len(s.cards) for s in state.seats}, state.wild))
        state = advance(declare(state, dict.fromkeys(state.names, False)), rng)
    assert sizes == [
        (3, {3}, Rank.THREE),
        (5, {5}, Rank.FIVE),
        (7, {7}, Rank.SEVEN),
        (3, {3}, Rank.THREE),
    ]


@given(st.integers(min_value=2, max_value=7), st.integers(min_value=0, max_value=2**32))
@PROPERTY
def test_strikes_conserve_money(count: int, seed: int) -> None:
    rng = random.Random(seed)
    deck = shuffled_deck(rng)
    size = rng.choice((3, 5, 7))
    rows = [
        (f"P{i}", " ".join(str(c) for c in deck[i * size : (i + 1) * size]), rng.random() < 0.6)
        for i in range(count)
    ]
    house = dataclasses.replace(STRIKES, strike_pays_pot=rng.random() < 0.5)
    pot = rng.randrange(0, 5_000)
    r = settle(rows, house, pot=pot, burn=0, marks={"P0": rng.randrange(0, 3)})
    assert conserved(r)
    losers = [n for n in r.ins if n not in r.winners]
    if len(r.ins) >= 2:
        assert sum(r.payments[n] for n in r.winners) == pot * len(losers)
        assert all(r.payments[n] == -pot for n in losers)


# ---------------------------------------------------------------------------------------
# Whole games
# ---------------------------------------------------------------------------------------


def _table(names: list[str], options: HomeOptions, seed: int) -> TableState:
    return open_table(names, options, random.Random(seed))


def test_deal_one_card_at_a_time_from_the_dealers_left_dealer_last() -> None:
    assert deal_order(4, 0) == (1, 2, 3, 0)
    assert deal_order(4, 2) == (3, 0, 1, 2)
    state = open_table(["Ann", "Bob", "Cal", "Dee"], BURNS, random.Random(21), dealer=2)
    deck = shuffled_deck(random.Random(21))
    assert state.seat("Dee").cards == (deck[0], deck[4], deck[8])
    assert state.seat("Cal").cards == (deck[3], deck[7], deck[11])
    state = advance(declare(state, dict.fromkeys(state.names, False)), random.Random(0))
    assert state.seat("Dee").cards[3:] == (deck[12], deck[16])


@pytest.mark.parametrize("variant", list(Variant))
def test_whole_games_keep_every_cent_and_end_with_a_pot_won(variant: Variant) -> None:
    for seed in range(12):
        rng = random.Random(seed)
        options = dataclasses.replace(
            home_options(variant),
            second_chance=seed % 3 == 0,
            suit_tiebreak=seed % 4 == 0,
        )
        if variant is Variant.BURNS:
            options = dataclasses.replace(options, no_one_in_pays_pot=seed % 2 == 0)
        else:
            options = dataclasses.replace(options, strike_pays_pot=seed % 2 == 0)
        names = [f"P{i}" for i in range(rng.randint(options.min_players, 7))]

        def decide(state: TableState, name: str, rng: random.Random = rng) -> bool:
            # Play good hands; now and then stay in on anything.
            h = evaluate_home(state.seat(name).cards, state.options)
            good = h.category not in (HomeCategory.NO_VALUE, HomeCategory.HIGH_CARD)
            return (good and rng.random() < 0.6) or rng.random() < 0.1

        states = play_until_pot_won(open_table(names, options, rng), rng, decide)
        assert states[-1].phase is Phase.POT_WON, seed
        for s in states:
            assert s.total == 0 and s.pot >= 0
            assert all(0 <= seat.marks <= options.marks_to_win for seat in s.seats)
        winner = states[-1].pot_winner
        assert winner is not None and states[-1].seat(winner).marks == options.marks_to_win
        # A fresh pot: marks cleared, the first game's ante, the deal passed on.
        fresh = advance(states[-1], rng)
        assert fresh.game == 1 and fresh.ante == options.ante
        assert all(seat.marks == 0 for seat in fresh.seats)
        assert fresh.dealer == (states[-1].dealer + 1) % len(names)


def test_declare_needs_everyone_and_only_when_cards_are_out() -> None:
    state = _table(["Ann", "Bob", "Cal", "Dee"], BURNS, seed=2)
    with pytest.raises(RulesError, match="Dee has not declared"):
        declare(state, {"Ann": True, "Bob": True, "Cal": False})
    with pytest.raises(RulesError, match="not settled yet"):
        advance(state, random.Random(0))
    settled = declare(state, dict.fromkeys(state.names, True))
    with pytest.raises(RulesError, match="Nobody declares now"):
        declare(settled, dict.fromkeys(state.names, True))


def test_the_table_scenario_settles_as_the_table_did() -> None:

    state = _table(["Ann", "Bob", "Cal", "Dee", "Eve"], BURNS, seed=30)
    ins = {"Ann": True, "Bob": True, "Cal": False, "Dee": True, "Eve": False}
    scenario = state.scenario(home_rules())
    for p in scenario["players"]:
        p["in"] = ins[p["name"]]
    done = declare(state, ins)
    assert done.result is not None
    printed = settle_scenario(scenario)
    assert {n: int(v * 100) for n, v in printed["payments"].items()} == dict(done.result.payments)
    assert printed["hands"] == {n: h.label for n, h in done.result.hands.items()}


# ---------------------------------------------------------------------------------------
# The rules file
# ---------------------------------------------------------------------------------------


def test_rules_file_loads_with_both_variants_and_their_clauses() -> None:
    rules = load_home_rules(HOME_FILE)
    assert rules.id == GAME_ID and set(rules.variants) == set(Variant)
    assert rules.rule_texts == ("3-5-7-home-game-strikes.txt", "3-5-7-home-game-burns.txt")
    for variant in Variant:
        assert rules.options(variant).variant is variant
        for option in rules.clauses[variant]:
            assert rules.option_clause(variant, option)
    assert rules.option_clause("burns", "three_threes_worthless").startswith("Burns ¶21")
    # The registry lists it with the other games, read by its own kind of reader.
    listed = registry().rules(GAME_ID)
    assert listed == rules and listed.kind == "home" and listed.name == "3-5-7 home game"
    assert rules.jurisdiction == "Home and club games"


def test_the_dataclass_defaults_are_the_burns_texts() -> None:
    assert HomeOptions() == BURNS


def _broken(tmp_path: Path, old: str, new: str) -> Path:
    text = HOME_FILE.read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "home.toml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("old", "new", "key", "reason"),
    [
        (
            "[variant.burns]\n",
            '[variant.burns]\ncolour = { value = 1, clause = "x" }\n',
            "variant.burns.colour",
            "is not a known key",
        ),
        (
            'marks_to_win = { value = 3, clause = "Burns',
            'marks_to_win = { value = "3", clause = "Burns',
            "variant.burns.marks_to_win.value",
            "must be a whole number",
        ),
        (
            'ante = { value = 0.25, clause = "Burns',
            'ante = { value = 0.255, clause = "Burns',
            "variant.burns.ante.value",
            "not a whole number of cents",
        ),
        (
            'strike_pays_pot = { value = false, clause = "Strikes ¶16: the strikes',
            'strike_pays_pot = { value = true, clause = "Strikes ¶16: the strikes',
            "variant.burns.strike_pays_pot",
            "markers, not strikes",
        ),
        (
            "min_players = { value = 4",
            "min_players = { value = 9",
            "variant.burns.min_players",
            "from 2 to 7",
        ),
        ('kind = "home"', 'kind = "home"\nseats_x = 3', "game.seats_x", "is not a known key"),
    ],
)
def test_rules_file_faults_name_file_key_and_reason(
    tmp_path: Path, old: str, new: str, key: str, reason: str
) -> None:
    path = _broken(tmp_path, old, new)
    with pytest.raises(RulesFileError) as caught:
        load_home_rules(path)
    message = str(caught.value)
    assert str(path) in message and key in message and reason in message


def test_rules_file_missing_option_is_named(tmp_path: Path) -> None:
    text = HOME_FILE.read_text(encoding="utf-8")
    lines = [
        line
        for line in text.splitlines()
        if not line.startswith("second_chance = { value = false, clause = \"Burns ¶24: 'A")
    ]
    path = tmp_path / "home.toml"
    path.write_text("\n".join(lines), encoding="utf-8")
    with pytest.raises(RulesFileError, match=r"variant\.burns\.second_chance: is missing"):
        load_home_rules(path)


def test_rules_loader_reads_the_home_file_like_the_others() -> None:
    from trainer.engine.games import load_rules_file

    rules = load_rules_file(HOME_FILE)
    assert isinstance(rules, HomeRules) and rules.source == str(HOME_FILE)


def test_a_settle_form_round_becomes_a_table_to_draw() -> None:
    state = _table(["Ann", "Bob", "Cal", "Dee", "Eve"], BURNS, seed=31)
    ins = {"Ann": True, "Bob": False, "Cal": True, "Dee": True, "Eve": False}
    scenario = state.scenario(home_rules())
    for p in scenario["players"]:
        p["in"] = ins[p["name"]]
    shown = table_from_scenario(home_rules(), scenario)
    assert shown.phase is Phase.DECLARE and shown.names == state.names
    assert [s.cards for s in shown.seats] == [s.cards for s in state.seats]
    assert {s.name: s.declared for s in shown.seats} == ins
    assert (shown.pot, shown.burn, shown.wild) == (state.pot, state.burn, Rank.THREE)
    done = table_from_scenario(home_rules(), scenario, settled=True)
    played = declare(state, ins)
    assert done.result is not None and played.result is not None
    assert dict(done.result.payments) == dict(played.result.payments)
    assert {s.name: s.balance for s in done.seats} == dict(played.result.payments)
    with pytest.raises(RulesError, match="4 to 7 players"):
        table_from_scenario(home_rules(), {**scenario, "players": scenario["players"][:3]})
