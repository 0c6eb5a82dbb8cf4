"""Cards and the deck: parsing, errors that name the bad text, the 52 cards, shuffling."""

from __future__ import annotations

import copy
import pickle
import random

import pytest

from trainer.engine.cards import (
    DECK,
    Rank,
    Suit,
    card,
    ensure_distinct,
    format_cards,
    parse_card,
    parse_cards,
    shuffled_deck,
)
from trainer.engine.errors import CardError, RulesError

# ---------------------------------------------------------------------------------------
# Reading one card
# ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "rank", "suit"),
    [
        ("Ah", Rank.ACE, Suit.HEARTS),
        ("Td", Rank.TEN, Suit.DIAMONDS),
        ("td", Rank.TEN, Suit.DIAMONDS),
        ("TD", Rank.TEN, Suit.DIAMONDS),
        ("10d", Rank.TEN, Suit.DIAMONDS),
        ("10D", Rank.TEN, Suit.DIAMONDS),
        ("7c", Rank.SEVEN, Suit.CLUBS),
        ("2s", Rank.TWO, Suit.SPADES),
        ("kS", Rank.KING, Suit.SPADES),
        ("qh", Rank.QUEEN, Suit.HEARTS),
        ("Jc", Rank.JACK, Suit.CLUBS),
        ("  Ah  ", Rank.ACE, Suit.HEARTS),
        ("\tQs\n", Rank.QUEEN, Suit.SPADES),
        (" 10h ", Rank.TEN, Suit.HEARTS),
    ],
)
def test_card_text_is_read_in_any_case_with_10_for_ten(text: str, rank: Rank, suit: Suit) -> None:
    c = parse_card(text)
    assert (c.rank, c.suit) == (rank, suit)
    # The one instance of that card: parsing hands out the deck's own objects.
    assert c is card(rank, suit)
    assert c is DECK[c.index]


def test_every_card_reads_back_from_its_own_text() -> None:
    for c in DECK:
        assert parse_card(str(c)) is c
        assert parse_card(str(c).lower()) is c
        assert parse_card(str(c).upper()) is c


def test_ten_is_written_t() -> None:
    assert str(parse_card("10s")) == "Ts"
    assert repr(parse_card("10s")) == "Card('Ts')"


@pytest.mark.parametrize(
    "text",
    [
        "1h",
        "Ax",
        "AhK",
        "",
        "   ",
        "11d",
        "A",
        "h",
        "0h",
        "1d",
        "100d",
        "Ahh",
        "A h",
        "Zs",
        "hA",
        "10",
        "T 0d",
        "A♥",
    ],
)
def test_malformed_card_text_is_refused_naming_it(text: str) -> None:
    with pytest.raises(CardError) as info:
        parse_card(text)
    assert repr(text) in str(info.value)


def test_malformed_card_message_names_the_bad_part() -> None:
    with pytest.raises(CardError, match=r"'x' is not a suit"):
        parse_card("Ax")
    with pytest.raises(CardError, match=r"'11' is not a rank"):
        parse_card("11d")
    with pytest.raises(CardError, match=r"'1' is not a rank"):
        parse_card("1h")


def test_malformed_card_message_stays_on_one_line() -> None:
    # The command line prints an error as one plain line: control characters are escaped.
    for text in ("A\nh", "1\nh", "Ah\n\nK", "\x1b[31mAh"):
        with pytest.raises(CardError) as info:
            parse_card(text)
        assert "\n" not in str(info.value)
        assert "\x1b" not in str(info.value)


@pytest.mark.parametrize("value", [None, 14, 1.5, b"Ah", ["Ah"], ("A", "h")])
def test_non_string_card_is_refused_naming_it(value: object) -> None:
    with pytest.raises(CardError) as info:
        parse_card(value)  # type: ignore[arg-type]
    assert repr(value) in str(info.value)


def test_card_error_is_a_rules_error() -> None:
    with pytest.raises(RulesError):
        parse_card("Ax")


def test_rank_from_symbol_refuses_naming_the_text() -> None:
    assert Rank.from_symbol("10") is Rank.TEN
    assert Rank.from_symbol("t") is Rank.TEN
    with pytest.raises(CardError, match="'1' is not a card rank"):
        Rank.from_symbol("1")


# ---------------------------------------------------------------------------------------
# Reading several cards
# ---------------------------------------------------------------------------------------


def test_parse_cards_reads_a_list_or_one_string() -> None:
    expected = (
        card(Rank.ACE, Suit.HEARTS),
        card(Rank.TEN, Suit.DIAMONDS),
        card(Rank.SEVEN, Suit.CLUBS),
    )
    assert parse_cards(["Ah", "10d", "7c"]) == expected
    assert parse_cards("Ah Td 7c") == expected
    assert parse_cards("Ah,Td,7c") == expected
    assert parse_cards(" Ah ,  10d\t7c\n") == expected
    assert parse_cards(iter(["ah", "TD", "7C"])) == expected
    assert parse_cards([]) == ()
    assert parse_cards("") == ()


def test_parse_cards_refuses_a_duplicate_naming_the_card() -> None:
    with pytest.raises(CardError, match=r"The card Ah appears twice"):
        parse_cards(["Ah", "Kd", "ah"])
    with pytest.raises(CardError, match=r"The card Td appears twice"):
        parse_cards("10d Td")


def test_parse_cards_names_the_bad_card_among_good_ones() -> None:
    with pytest.raises(CardError, match=r"'Ax'"):
        parse_cards(["Ah", "Ax", "Kd"])


@pytest.mark.parametrize("texts", [["Ah", "Kd"], ["Ah", "Kd", "Qc", "Js"], []])
def test_parse_cards_count_is_checked_and_named(texts: list[str]) -> None:
    with pytest.raises(CardError, match=rf"player's hand needs exactly 3 cards, not {len(texts)}"):
        parse_cards(texts, count=3, what="player's hand")


def test_parse_cards_with_the_right_count_passes() -> None:
    assert len(parse_cards("Ah Kd Qc", count=3)) == 3


@pytest.mark.parametrize("value", [None, 5])
def test_parse_cards_refuses_something_that_is_not_a_list_naming_it(value: object) -> None:
    with pytest.raises(CardError) as info:
        parse_cards(value)  # type: ignore[arg-type]
    assert repr(value) in str(info.value)


def test_ensure_distinct() -> None:
    ensure_distinct(DECK)
    ensure_distinct(())
    with pytest.raises(CardError, match=r"The card 2c appears twice"):
        ensure_distinct([DECK[0], DECK[5], DECK[0]])


def test_format_cards() -> None:
    assert format_cards(parse_cards("10d ah 2c")) == "Td Ah 2c"
    assert format_cards([]) == ""


# ---------------------------------------------------------------------------------------
# The deck
# ---------------------------------------------------------------------------------------


def test_deck_has_52_distinct_cards() -> None:
    assert len(DECK) == 52
    assert len({(c.rank, c.suit) for c in DECK}) == 52
    assert len({str(c) for c in DECK}) == 52
    assert {c.rank for c in DECK} == set(Rank)
    assert {c.suit for c in DECK} == set(Suit)


def test_deck_index_is_position() -> None:
    for i, c in enumerate(DECK):
        assert c.index == i
        assert DECK[c.index] is c


def test_deck_order_is_2c_2d_2h_2s_up_to_as() -> None:
    assert format_cards(DECK[:5]) == "2c 2d 2h 2s 3c"
    assert str(DECK[-1]) == "As"
    assert [c.suit_number for c in DECK[:4]] == [0, 1, 2, 3]


def test_card_returns_the_deck_instance() -> None:
    for c in DECK:
        assert card(c.rank, c.suit) is c


def test_cards_stay_the_same_instances_through_copy_and_pickle() -> None:
    for c in DECK:
        assert copy.copy(c) is c
        assert copy.deepcopy(c) is c
        assert pickle.loads(pickle.dumps(c)) is c
    hand = parse_cards("Ah Kd")
    assert pickle.loads(pickle.dumps(hand)) == hand


def test_cards_are_immutable() -> None:
    c = DECK[0]
    with pytest.raises(AttributeError):
        c.rank = Rank.ACE  # type: ignore[misc]


def test_names_of_ranks_and_suits() -> None:
    assert Rank.SIX.plural == "sixes"
    assert Rank.ACE.plural == "aces"
    assert Rank.TEN.symbol == "T"
    assert Rank.TWO.label == "two"
    assert Suit.HEARTS.label == "hearts"
    assert [s.symbol for s in (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)] == [
        "♣",
        "♦",
        "♥",
        "♠",
    ]
    assert card(Rank.ACE, Suit.SPADES).display_key < card(Rank.ACE, Suit.HEARTS).display_key
    assert card(Rank.ACE, Suit.CLUBS).display_key < card(Rank.KING, Suit.SPADES).display_key


# ---------------------------------------------------------------------------------------
# Shuffling
# ---------------------------------------------------------------------------------------


def test_shuffled_deck_is_a_permutation_of_the_deck() -> None:
    deck = shuffled_deck(random.Random(7))
    assert len(deck) == 52
    assert {c.index for c in deck} == set(range(52))
    assert all(c is DECK[c.index] for c in deck)


def test_shuffled_deck_is_reproduced_by_a_seed() -> None:
    first = shuffled_deck(random.Random(2024))
    again = shuffled_deck(random.Random(2024))
    other = shuffled_deck(random.Random(2025))
    assert first == again
    assert first != other
    assert first != list(DECK)


def test_shuffled_deck_leaves_the_deck_alone() -> None:
    before = tuple(DECK)
    shuffled_deck(random.Random(1))
    assert before == DECK


def test_shuffled_deck_uses_only_the_randomness_passed_in(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = random.getstate()
    expected = shuffled_deck(random.Random(99))
    assert random.getstate() == state

    def forbidden(*args: object, **kwargs: object) -> None:
        raise AssertionError("the global random module was used")

    for name in ("shuffle", "random", "randrange", "randint", "choice", "sample", "getrandbits"):
        monkeypatch.setattr(random, name, forbidden)
    assert shuffled_deck(random.Random(99)) == expected
