"""Hand evaluation: three-card casino ranking (NJ 13:47-20.41), five-card poker, best of 6/7.

The exhaustive tests check the evaluator against the standard category counts and against
slow reference rankings written here from the definitions, independently of the
evaluator's prime-product and flush tables.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Sequence
from itertools import combinations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trainer.engine.cards import DECK, SUIT_ORDER, Card, Rank, parse_cards
from trainer.engine.errors import CardError
from trainer.engine.hands import (
    Category,
    HandKind,
    HandValue,
    compare,
    describe,
    evaluate_poker,
    evaluate_three,
    poker_category,
    poker_strength,
    three_card_category,
    three_card_strength,
)

# ---------------------------------------------------------------------------------------
# Slow reference rankings, written from the definitions
# ---------------------------------------------------------------------------------------

# Every run of consecutive ranks, the ace both low (A-2-3...) and high (...K-A).
_RANK_LINE = [14, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]


def _straight_high(ranks: Sequence[int]) -> int | None:
    """The top of the run ``ranks`` form (A-2-3 tops at 3, A-2-3-4-5 at 5), else None."""
    n = len(ranks)
    best = None
    for start in range(len(_RANK_LINE) - n + 1):
        run = _RANK_LINE[start : start + n]
        if sorted(run) == sorted(ranks):
            best = run[-1]
    return best


def _groups(ranks: Sequence[int]) -> list[tuple[int, int]]:
    """(how many, rank) for each rank, larger group first, then higher rank."""
    return sorted(((n, r) for r, n in Counter(ranks).items()), reverse=True)


# NJ 13:47-20.41(g), highest to lowest: straight flush, three of a kind, straight, flush,
# pair, high card.
_THREE_CARD_RANKING = [
    Category.HIGH_CARD,
    Category.PAIR,
    Category.FLUSH,
    Category.STRAIGHT,
    Category.THREE_OF_A_KIND,
    Category.STRAIGHT_FLUSH,
]


def reference_three(cards: Sequence[Card]) -> tuple[Category, tuple[int, ...]]:
    """Category and tiebreak ranks of a three-card hand, from the clause (a) definitions."""
    ranks = [int(c.rank) for c in cards]
    flush = len({c.suit for c in cards}) == 1
    high = _straight_high(ranks) if len(set(ranks)) == 3 else None
    groups = _groups(ranks)
    tiebreak = tuple(r for _, r in groups)
    if high is not None:
        return (Category.STRAIGHT_FLUSH if flush else Category.STRAIGHT), (high,)
    if groups[0][0] == 3:
        return Category.THREE_OF_A_KIND, tiebreak
    if flush:
        return Category.FLUSH, tiebreak
    if groups[0][0] == 2:
        return Category.PAIR, tiebreak
    return Category.HIGH_CARD, tiebreak


def reference_three_key(cards: Sequence[Card]) -> tuple[int, tuple[int, ...]]:
    category, tiebreak = reference_three(cards)
    return _THREE_CARD_RANKING.index(category), tiebreak


def reference_five(cards: Sequence[Card]) -> tuple[Category, tuple[int, ...]]:
    """Category and tiebreak ranks of exactly five cards under standard poker ranking."""
    ranks = [int(c.rank) for c in cards]
    flush = len({c.suit for c in cards}) == 1
    high = _straight_high(ranks) if len(set(ranks)) == 5 else None
    groups = _groups(ranks)
    shape = tuple(n for n, _ in groups)
    tiebreak = tuple(r for _, r in groups)
    if high is not None and flush:
        return (Category.ROYAL_FLUSH if high == 14 else Category.STRAIGHT_FLUSH), (high,)
    if shape == (4, 1):
        return Category.FOUR_OF_A_KIND, tiebreak
    if shape == (3, 2):
        return Category.FULL_HOUSE, tiebreak
    if flush:
        return Category.FLUSH, tiebreak
    if high is not None:
        return Category.STRAIGHT, (high,)
    if shape == (3, 1, 1):
        return Category.THREE_OF_A_KIND, tiebreak
    if shape == (2, 2, 1):
        return Category.TWO_PAIR, tiebreak
    if shape == (2, 1, 1, 1):
        return Category.PAIR, tiebreak
    return Category.HIGH_CARD, tiebreak


def reference_best(cards: Sequence[Card]) -> tuple[Category, tuple[int, ...]]:
    """The best five-card reference value among all five-card subsets."""
    return max((reference_five(five) for five in combinations(cards, 5)), key=_poker_key)


def _poker_key(value: tuple[Category, tuple[int, ...]]) -> tuple[int, tuple[int, ...]]:
    return int(value[0]), value[1]


def _cmp(a: tuple[int, tuple[int, ...]], b: tuple[int, tuple[int, ...]]) -> int:
    return (a > b) - (a < b)


def hand(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


# ---------------------------------------------------------------------------------------
# Display order, checked independently of the evaluator
# ---------------------------------------------------------------------------------------

_STRAIGHTS = (Category.STRAIGHT, Category.STRAIGHT_FLUSH, Category.ROYAL_FLUSH)


def assert_display_order(value: HandValue) -> None:
    """Grouped cards left (larger group first, then higher rank), then the rest high to low;
    straights high to low with the ace last when it plays low; equal ranks in suit order."""
    ranks = [int(c.rank) for c in value.cards]
    if value.category in _STRAIGHTS:
        top = ranks[0]
        if ranks[-1] == 14 and top < 14:  # the ace plays low: 3-2-A, 5-4-3-2-A
            assert ranks == [*range(top, 1, -1), 14], value
        else:
            assert ranks == list(range(top, top - len(ranks), -1)), value
    else:
        counts = Counter(ranks)
        assert ranks == sorted(ranks, key=lambda r: (-counts[r], -r)), value
    for left, right in zip(value.cards, value.cards[1:], strict=False):
        if left.rank == right.rank:
            assert SUIT_ORDER.index(left.suit) < SUIT_ORDER.index(right.suit), value


# ---------------------------------------------------------------------------------------
# Three-card casino ranking: all 22,100 hands
# ---------------------------------------------------------------------------------------

ALL_THREE = list(combinations(DECK, 3))


def test_all_22100_three_card_hands_have_the_standard_category_counts() -> None:
    assert len(ALL_THREE) == 22_100
    counts = Counter(three_card_category(three_card_strength(h)) for h in ALL_THREE)
    assert counts == {
        Category.STRAIGHT_FLUSH: 48,
        Category.THREE_OF_A_KIND: 52,
        Category.STRAIGHT: 720,
        Category.FLUSH: 1_096,
        Category.PAIR: 3_744,
        Category.HIGH_CARD: 16_440,
    }


def test_nj_20_41_g_all_three_card_hands_rank_as_the_reference() -> None:
    """Every pair of the 22,100 hands compares as the clause (g) ranking says, kickers and
    all: one strength per reference value, and strengths ordered as reference values."""
    by_strength: dict[int, set[tuple[int, tuple[int, ...]]]] = defaultdict(set)
    for h in ALL_THREE:
        value = evaluate_three(h)
        category, _ = reference_three(h)
        assert value.category is category, h
        assert value.kind is HandKind.THREE_CARD
        assert value.strength == three_card_strength(h)
        assert sorted(c.index for c in value.cards) == sorted(c.index for c in h)
        assert_display_order(value)
        by_strength[value.strength].add(reference_three_key(h))
    assert all(len(keys) == 1 for keys in by_strength.values())
    in_strength_order = [next(iter(by_strength[s])) for s in sorted(by_strength)]
    assert in_strength_order == sorted(in_strength_order)
    assert len(set(in_strength_order)) == len(in_strength_order)


def test_nj_20_41_g_straight_flush_beats_three_of_a_kind() -> None:
    assert evaluate_three(hand("2c 3c 4c")) > evaluate_three(hand("Ac Ad Ah"))


def test_nj_20_41_g_three_of_a_kind_beats_straight() -> None:
    assert evaluate_three(hand("2c 2d 2h")) > evaluate_three(hand("Ac Kd Qh"))


def test_nj_20_41_g_straight_beats_flush() -> None:
    assert evaluate_three(hand("Ac 2d 3h")) > evaluate_three(hand("Ac Kc Jc"))


def test_nj_20_41_g_flush_beats_pair() -> None:
    assert evaluate_three(hand("2c 3c 5c")) > evaluate_three(hand("Ac Ad Kh"))


def test_nj_20_41_g_pair_beats_high_card() -> None:
    assert evaluate_three(hand("2c 2d 3h")) > evaluate_three(hand("Ac Kd Jh"))


def test_nj_20_41_a_a_2_3_is_the_lowest_straight() -> None:
    low = evaluate_three(hand("Ah 2c 3d"))
    assert low.category is Category.STRAIGHT
    straights = [evaluate_three(h) for h in ALL_THREE]
    straights = [v for v in straights if v.category is Category.STRAIGHT]
    assert min(v.strength for v in straights) == low.strength
    assert low < evaluate_three(hand("2h 3c 4d"))


def test_nj_20_41_a_a_k_q_is_the_highest_straight() -> None:
    high = evaluate_three(hand("Qh Ac Kd"))
    assert high.category is Category.STRAIGHT
    straights = [evaluate_three(h) for h in ALL_THREE]
    assert max(v.strength for v in straights if v.category is Category.STRAIGHT) == high.strength
    top = evaluate_three(hand("Qs Ks As"))
    assert top.category is Category.STRAIGHT_FLUSH
    assert top.strength == max(three_card_strength(h) for h in ALL_THREE)


def test_nj_20_41_a_ranks_do_not_wrap_around_the_ace() -> None:
    assert evaluate_three(hand("Kh Ac 2d")).category is Category.HIGH_CARD
    assert evaluate_three(hand("Kh Ah 2h")).category is Category.FLUSH


def test_nj_20_41_f_4_equal_hands_push() -> None:
    # "the dealer and the player both have a straight of 3 - 4 - 5"
    player = evaluate_three(hand("3c 4d 5h"))
    dealer = evaluate_three(hand("3s 4h 5c"))
    assert compare(player, dealer) == 0
    assert player <= dealer and player >= dealer
    assert not player < dealer and not player > dealer


def test_three_card_ties_compare_every_kicker() -> None:
    assert evaluate_three(hand("Ah Kd 3c")) > evaluate_three(hand("Ac Kh 2d"))
    assert evaluate_three(hand("Ah Qd Jc")) > evaluate_three(hand("Ac Jh Td"))
    assert evaluate_three(hand("8h 8d 5c")) > evaluate_three(hand("8c 8s 4d"))
    assert evaluate_three(hand("8h 8d 2c")) > evaluate_three(hand("7c 7s Ad"))
    assert evaluate_three(hand("Kh 9h 4h")) > evaluate_three(hand("Ks 9s 3s"))
    assert compare(evaluate_three(hand("Kh 9d 4c")), evaluate_three(hand("Ks 9c 4d"))) == 0


def test_three_card_a_2_3_is_shown_3_2_a() -> None:
    assert [str(c) for c in evaluate_three(hand("Ah 2c 3d")).cards] == ["3d", "2c", "Ah"]
    assert [str(c) for c in evaluate_three(hand("2s As 3s")).cards] == ["3s", "2s", "As"]
    assert [str(c) for c in evaluate_three(hand("Qh Ac Kd")).cards] == ["Ac", "Kd", "Qh"]


def test_three_card_pair_is_shown_pair_first() -> None:
    assert [str(c) for c in evaluate_three(hand("Ac 4d 4s")).cards] == ["4s", "4d", "Ac"]


def test_three_card_wrong_count_or_duplicate_is_refused() -> None:
    for text in ("Ah Kd", "Ah Kd Qc Js", ""):
        with pytest.raises(CardError, match="exactly 3 cards"):
            evaluate_three(hand(text))
    with pytest.raises(CardError, match="Ah appears twice"):
        evaluate_three([*hand("Ah Kd"), hand("Ah")[0]])


# ---------------------------------------------------------------------------------------
# Five-card poker: all 2,598,960 hands
# ---------------------------------------------------------------------------------------


@pytest.mark.slow
def test_all_2598960_five_card_hands_have_the_standard_counts() -> None:
    strengths = Counter(map(poker_strength, combinations(DECK, 5)))
    assert strengths.total() == 2_598_960
    categories: Counter[Category] = Counter()
    for strength, n in strengths.items():
        categories[poker_category(strength)] += n
    assert categories == {
        Category.ROYAL_FLUSH: 4,
        Category.STRAIGHT_FLUSH: 36,
        Category.FOUR_OF_A_KIND: 624,
        Category.FULL_HOUSE: 3_744,
        Category.FLUSH: 5_108,
        Category.STRAIGHT: 10_200,
        Category.THREE_OF_A_KIND: 54_912,
        Category.TWO_PAIR: 123_552,
        Category.PAIR: 1_098_240,
        Category.HIGH_CARD: 1_302_540,
    }
    # The known number of distinct five-card hand values.
    assert len(strengths) == 7_462


@pytest.mark.slow
def test_all_2598960_five_card_hands_rank_as_the_reference() -> None:
    """Every pair of five-card hands compares as standard poker ranking says.

    A five-card hand's value depends only on its ranks and whether it is a flush: 7,462
    classes. Every hand must get its class's one strength, and the classes' strengths must
    order as the reference values do, kickers and all.
    """
    strength_of: dict[tuple[object, ...], int] = {}
    example: dict[tuple[object, ...], tuple[Card, ...]] = {}
    for h in combinations(DECK, 5):
        a, b, c, d, e = h  # the deck runs 2c 2d ... As: ranks come out in order
        key = (
            a.rank,
            b.rank,
            c.rank,
            d.rank,
            e.rank,
            a.suit is b.suit is c.suit is d.suit is e.suit,
        )
        s = poker_strength(h)
        known = strength_of.setdefault(key, s)
        if known != s:
            raise AssertionError(f"{h} has strength {s}, {example[key]} has {known}")
        example.setdefault(key, h)
    assert len(strength_of) == 7_462
    ordered = sorted(strength_of.items(), key=lambda item: item[1])
    values = [reference_five(example[key]) for key, _ in ordered]
    for (_, s), (category, _) in zip(ordered, values, strict=True):
        assert poker_category(s) is category
    keys = [_poker_key(v) for v in values]
    assert keys == sorted(keys)
    assert len(set(keys)) == len(keys)
    assert len({s for _, s in ordered}) == len(ordered)


_hands_of = {
    n: st.lists(st.sampled_from(DECK), min_size=n, max_size=n, unique=True) for n in (5, 6, 7)
}


@given(_hands_of[5], _hands_of[5])
def test_five_card_hands_compare_as_the_reference(a: list[Card], b: list[Card]) -> None:
    va, vb = evaluate_poker(a), evaluate_poker(b)
    assert va.category is reference_five(a)[0]
    assert compare(va, vb) == _cmp(_poker_key(reference_five(a)), _poker_key(reference_five(b)))


@given(_hands_of[7])
def test_best_of_seven_is_the_best_five_card_subset(cards: list[Card]) -> None:
    best = max(poker_strength(five) for five in combinations(cards, 5))
    assert poker_strength(cards) == best
    value = evaluate_poker(cards)
    assert value.strength == best
    assert value.category is reference_best(cards)[0]


@given(_hands_of[6])
def test_best_of_six_is_the_best_five_card_subset(cards: list[Card]) -> None:
    best = max(poker_strength(five) for five in combinations(cards, 5))
    assert poker_strength(cards) == best
    assert evaluate_poker(cards).strength == best


@given(st.sampled_from((5, 6, 7)).flatmap(lambda n: _hands_of[n]), _hands_of[7])
def test_hands_of_five_to_seven_compare_as_the_reference(a: list[Card], b: list[Card]) -> None:
    want = _cmp(_poker_key(reference_best(a)), _poker_key(reference_best(b)))
    assert compare(evaluate_poker(a), evaluate_poker(b)) == want


@given(st.sampled_from((5, 6, 7)).flatmap(lambda n: _hands_of[n]))
def test_hand_value_cards_are_five_of_the_input_worth_the_hand(cards: list[Card]) -> None:
    value = evaluate_poker(cards)
    assert value.kind is HandKind.POKER
    assert len(value.cards) == 5
    assert len({c.index for c in value.cards}) == 5
    assert all(c in cards for c in value.cards)
    assert poker_strength(value.cards) == value.strength
    assert evaluate_poker(value.cards).cards == value.cards
    assert_display_order(value)


# Hands that exercise each display rule, including ones a random draw rarely finds.
_DISPLAY_CASES = [
    ("As Kh 5c 4d 3s 2h 9c", Category.STRAIGHT, "5c 4d 3s 2h As"),
    ("Ah 2h 3h 4h 5h", Category.STRAIGHT_FLUSH, "5h 4h 3h 2h Ah"),
    ("Ah 2h 3h 4h 5h 6h", Category.STRAIGHT_FLUSH, "6h 5h 4h 3h 2h"),
    ("Td Jd Qd Kd Ad 9d 8d", Category.ROYAL_FLUSH, "Ad Kd Qd Jd Td"),
    ("9c Tc Jd Qh Ks 8h", Category.STRAIGHT, "Ks Qh Jd Tc 9c"),
    ("4c 4d 4h 9s 9h", Category.FULL_HOUSE, "4h 4d 4c 9s 9h"),
    ("4c 4d 4h 9s 9h 9c Ks", Category.FULL_HOUSE, "9s 9h 9c 4h 4d"),
    ("2c 2d 2h 2s Ah Ad Ac", Category.FOUR_OF_A_KIND, "2s 2h 2d 2c Ah"),
    ("7c 7d Kh Ks 2c 2d Ah", Category.TWO_PAIR, "Ks Kh 7d 7c Ah"),
    ("7c 7d Kh Ks 4c 4d 3h", Category.TWO_PAIR, "Ks Kh 7d 7c 4d"),
    ("3c 3d Jh 8s Ah 4c 2d", Category.PAIR, "3d 3c Ah Jh 8s"),
    ("5s 5h 5d Qc 2c", Category.THREE_OF_A_KIND, "5s 5h 5d Qc 2c"),
    ("Kc 9c 7c 4c 2c Ac", Category.FLUSH, "Ac Kc 9c 7c 4c"),
    ("Kc 9d 7c 4c 2s Ah 3d", Category.HIGH_CARD, "Ah Kc 9d 7c 4c"),
]


@pytest.mark.parametrize(("cards", "category", "shown"), _DISPLAY_CASES)
def test_display_order(cards: str, category: Category, shown: str) -> None:
    value = evaluate_poker(hand(cards))
    assert value.category is category
    assert " ".join(str(c) for c in value.cards) == shown
    assert_display_order(value)


def test_poker_wrong_count_or_duplicate_is_refused() -> None:
    for text in ("Ah Kd Qc Js", "Ah Kd Qc Js Th 9h 8h 7h", ""):
        with pytest.raises(CardError, match="from 5 to 7 cards"):
            evaluate_poker(hand(text))
    with pytest.raises(CardError, match="Kd appears twice"):
        evaluate_poker([*hand("Ah Kd Qc Js"), hand("Kd")[0]])


# ---------------------------------------------------------------------------------------
# Comparing, ordering and words
# ---------------------------------------------------------------------------------------


def test_compare_and_ordering() -> None:
    flush = evaluate_poker(hand("Ah 9h 7h 4h 2h"))
    straight = evaluate_poker(hand("Ah Kd Qc Js Th"))
    same_flush = evaluate_poker(hand("As 9s 7s 4s 2s"))
    assert compare(flush, straight) == 1
    assert compare(straight, flush) == -1
    assert compare(flush, same_flush) == 0
    assert straight < flush and straight <= flush
    assert flush > straight and flush >= straight
    assert flush <= same_flush and flush >= same_flush
    assert max([straight, flush]) is flush
    assert sorted([flush, straight]) == [straight, flush]


def test_five_card_kickers_all_count() -> None:
    assert evaluate_poker(hand("Ah Kd 9c 7s 3h")) > evaluate_poker(hand("Ac Kh 9d 7c 2s"))
    assert evaluate_poker(hand("Ah Ad 9c 7s 3h")) > evaluate_poker(hand("Ac As 9d 7c 2s"))
    assert evaluate_poker(hand("Ah Ad 9c 9s 3h")) > evaluate_poker(hand("Ac As 9d 9h 2s"))
    assert evaluate_poker(hand("5h 5d 5c 9s 3h")) > evaluate_poker(hand("5s Ad 9d 7c 5h 2s 3c"))
    # The sixth and seventh cards never count.
    board = "Ah Ad Kc Ks Qh"
    assert (
        compare(evaluate_poker(hand(board + " 3c 2d")), evaluate_poker(hand(board + " 4s 5s"))) == 0
    )


def test_five_high_straight_is_the_lowest_straight() -> None:
    wheel = evaluate_poker(hand("Ah 2d 3c 4s 5h"))
    assert wheel.category is Category.STRAIGHT
    assert wheel < evaluate_poker(hand("2d 3c 4s 5h 6h"))
    assert wheel > evaluate_poker(hand("Ah Ad Ac Ks Qh"))
    assert evaluate_poker(hand("Qh Kd Ac 2s 3h")).category is Category.HIGH_CARD


def test_royal_flush_is_its_own_category_above_straight_flush() -> None:
    royal = evaluate_poker(hand("Th Jh Qh Kh Ah"))
    assert royal.category is Category.ROYAL_FLUSH
    assert royal > evaluate_poker(hand("9h Th Jh Qh Kh"))


def test_three_card_and_poker_hands_do_not_compare() -> None:
    three = evaluate_three(hand("Ah Kh Qh"))
    poker = evaluate_poker(hand("2c 3d 4h 5s 7c"))
    for op in (
        lambda: three < poker,
        lambda: three <= poker,
        lambda: three > poker,
        lambda: three >= poker,
        lambda: compare(three, poker),
        lambda: compare(poker, three),
    ):
        with pytest.raises(TypeError):
            op()


def test_hand_values_do_not_compare_with_other_things() -> None:
    value = evaluate_poker(hand("2c 3d 4h 5s 7c"))
    with pytest.raises(TypeError):
        _ = value < 5  # type: ignore[operator]
    with pytest.raises(TypeError):
        _ = value >= "pair"  # type: ignore[operator]
    assert value != value.strength


@pytest.mark.parametrize(
    ("cards", "words"),
    [
        ("Th Jh Qh Kh Ah", "royal flush"),
        ("9h Th Jh Qh Kh", "straight flush, king high"),
        ("Ah 2h 3h 4h 5h", "straight flush, five high"),
        ("6c 6d 6h 6s 2c", "four of a kind, sixes"),
        ("Kc Kd Kh 6s 6c", "full house, kings full of sixes"),
        ("Ac 9c 7c 4c 2c", "flush, ace high"),
        ("Tc Jd Qh Ks Ac", "straight, ace high"),
        ("Ac 2d 3h 4s 5c", "straight, five high"),
        ("Qc Qd Qh 6s 2c", "three of a kind, queens"),
        ("Kc Kd 6h 6s 2c", "two pair, kings and sixes"),
        ("Jc Jd 6h 4s 2c", "pair of jacks"),
        ("Ac Td 6h 4s 2c", "high card, ace"),
    ],
)
def test_describe_poker(cards: str, words: str) -> None:
    value = evaluate_poker(hand(cards))
    assert value.describe() == words
    assert describe(value.category, value.ranks) == words
    assert str(value) == f"{words} ({' '.join(str(c) for c in value.cards)})"


@pytest.mark.parametrize(
    ("cards", "words", "label"),
    [
        ("Qs Ks As", "straight flush, ace high", "straight flush"),
        ("2s As 3s", "straight flush, three high", "straight flush"),
        ("9c 9d 9h", "three of a kind, nines", "three of a kind"),
        ("Ac 2d 3h", "straight, three high", "straight"),
        ("Kh 9h 4h", "flush, king high", "flush"),
        ("6c 6d Ah", "pair of sixes", "pair"),
        ("Qc 9d 4h", "high card, queen", "high card"),
    ],
)
def test_describe_three_card(cards: str, words: str, label: str) -> None:
    value = evaluate_three(hand(cards))
    assert value.describe() == words
    assert value.label == label


def test_ranks_are_the_significant_ranks() -> None:
    assert evaluate_poker(hand("Kc Kd 6h 6s 2c")).ranks == (Rank.KING, Rank.SIX, Rank.TWO)
    assert evaluate_poker(hand("Ac 2d 3h 4s 5c")).ranks == (Rank.FIVE,)
    assert evaluate_three(hand("6c 6d Ah")).ranks == (Rank.SIX, Rank.ACE)


def test_category_labels_read_back() -> None:
    for category in Category:
        assert Category.from_label(category.label) is category
    assert Category.from_label("3 of a kind") is Category.THREE_OF_A_KIND
    assert Category.from_label("Two-Pair") is Category.TWO_PAIR
    assert Category.from_label("one pair") is Category.PAIR
    with pytest.raises(ValueError, match="'five aces' is not a hand category"):
        Category.from_label("five aces")
