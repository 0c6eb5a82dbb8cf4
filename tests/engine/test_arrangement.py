"""How the dealer displays a hand, and the Casino Hold'em dealer's use of the board."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from trainer.engine.arrangement import (
    HOLDEM_CLAUSE,
    arrangement,
    display_orders,
    holdem_dealer_display,
    is_same_arrangement,
)
from trainer.engine.cards import DECK, Card, format_cards, parse_cards
from trainer.engine.errors import CardError
from trainer.engine.hands import evaluate_poker, evaluate_three


def c(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


@pytest.mark.parametrize(
    ("cards", "shown"),
    [
        ("9c 2d 9h 2s 9s", "9s 9h 9c 2s 2d"),  # full house: the three to the left
        ("Kd 5c Kh 5s 9d", "Kh Kd 5s 5c 9d"),  # two pair: higher pair first, kicker last
        ("4c Ad 4h 9s Ks", "4h 4c Ad Ks 9s"),  # a pair to the left, then high to low
        ("7c 7d 7h 2s Ks", "7h 7d 7c Ks 2s"),
        ("Qc Qd Qh Qs 3s", "Qs Qh Qd Qc 3s"),
        ("2c 7d 9h Jc Kd", "Kd Jc 9h 7d 2c"),  # no pair: high to low
        ("Ah 2c 3d 4s 5h", "5h 4s 3d 2c Ah"),  # the wheel: the ace last
        ("Ts Js Qs Ks As", "As Ks Qs Js Ts"),
        ("9h Tc Jd Qs 8c", "Qs Jd Tc 9h 8c"),
    ],
)
def test_ch_dealers_manual_arranging_five_cards(cards: str, shown: str) -> None:
    assert format_cards(arrangement(evaluate_poker(c(cards)))) == shown


def test_arrangement_of_seven_shows_the_five_used() -> None:
    hand = evaluate_poker(c("2c 7d 9h Jc Kd 3s 4s"))
    assert format_cards(arrangement(hand)) == "Kd Jc 9h 7d 4s"


@pytest.mark.parametrize(
    ("cards", "shown"),
    [
        ("Ah 2c 3d", "3d 2c Ah"),  # A-2-3 shown as 3-2-A
        ("Ah Kc Qd", "Ah Kc Qd"),
        ("9s Qd Qh", "Qh Qd 9s"),
        ("2h 7h Jh", "Jh 7h 2h"),
    ],
)
def test_arrangement_three_cards(cards: str, shown: str) -> None:
    assert format_cards(arrangement(evaluate_three(c(cards)))) == shown


def test_is_same_arrangement_accepts_either_order_of_equal_ranks() -> None:
    expected = c("Kh Kd 5s 5c 9d")
    assert is_same_arrangement(c("Kd Kh 5c 5s 9d"), expected)
    assert is_same_arrangement(expected, expected)


@pytest.mark.parametrize(
    "answer",
    [
        "5s 5c Kh Kd 9d",  # the lower pair first
        "9d Kh Kd 5s 5c",  # the kicker first
        "Kh Kd 5s 5c 9c",  # a different card
        "Kh Kd 5s 5c",  # a card short
        "Kh Kd 5s 5c 9d 2c",  # a card over
    ],
)
def test_is_same_arrangement_refuses_a_different_display(answer: str) -> None:
    assert not is_same_arrangement(c(answer), c("Kh Kd 5s 5c 9d"))


def test_ch_dealers_manual_high_to_low_a_wheel_shows_its_ace_first_or_last() -> None:
    # "high to low again starting from the left" leaves the wheel's ace high or low
    # (issue 23, item 5): A-5-4-3-2 and 5-4-3-2-A are right; A-2-3-4-5 runs low to high.
    assert is_same_arrangement(c("Ah 5h 4s 3d 2c"), c("5h 4s 3d 2c Ah"))
    assert is_same_arrangement(c("As 3h 2d"), c("3h 2d As"))
    assert not is_same_arrangement(c("Ah 2c 3d 4s 5h"), c("5h 4s 3d 2c Ah"))
    assert not is_same_arrangement(c("5h Ah 4s 3d 2c"), c("5h 4s 3d 2c Ah"))
    assert display_orders(c("Ah Kd Qc Jh Ts")) == (tuple(x.rank for x in c("Ah Kd Qc Jh Ts")),)


# -- Casino Hold'em: the dealer's board use -----------------------------------------------------


def test_ch_dealers_manual_uses_3_board_cards_both_own_cards_play() -> None:
    display = holdem_dealer_display(c("Kc Kd"), c("Kh 3c 3d 8s Jh"))
    assert display.board_count == 3
    assert set(display.board_used) == set(c("Kh 3c 3d"))
    assert set(display.own_used) == set(c("Kc Kd"))
    assert display.set_aside == ()
    assert "3 board cards" in display.instruction


def test_ch_dealers_manual_uses_4_board_cards_one_own_card_to_the_right() -> None:
    display = holdem_dealer_display(c("Kc 2d"), c("Kh Ks 3c 3d 8s"))
    assert display.board_count == 4
    assert display.own_used == c("Kc")
    assert display.set_aside == c("2d")
    assert format_cards(display.hand.cards) == "Ks Kh Kc 3d 3c"
    assert "unused own card to the right" in display.instruction


def test_ch_dealers_manual_uses_the_entire_board_both_own_cards_to_the_right() -> None:
    display = holdem_dealer_display(c("2c 4d"), c("Ah Kh Qh Jh Th"))
    assert display.board_count == 5
    assert display.own_used == ()
    assert display.set_aside == c("4d 2c")  # high to low
    assert "entire board" in display.instruction


def test_ch_decision_equal_choices_the_board_plays() -> None:
    # docs/rules-decisions.md: K K 9 9 4 on the board and a 4 in hand: the board plays.
    display = holdem_dealer_display(c("4c 2d"), c("Kh Ks 9c 9d 4h"))
    assert display.board_count == 5
    assert set(display.set_aside) == set(c("4c 2d"))


def test_ch_dealer_display_cites_the_manual() -> None:
    assert "Dealer's Manual" in HOLDEM_CLAUSE


@pytest.mark.parametrize(
    ("dealer", "board", "fragment"),
    [
        ("Kc", "Kh 3c 3d 8s Jh", "exactly 2 cards, not 1"),
        ("Kc Kd", "Kh 3c 3d 8s", "exactly 5 cards, not 4"),
        ("Kc Kd", "Kc 3c 3d 8s Jh", "Kc appears twice"),
    ],
)
def test_ch_dealer_display_refuses_bad_cards(dealer: str, board: str, fragment: str) -> None:
    with pytest.raises(CardError, match=fragment):
        holdem_dealer_display(c(dealer), c(board))


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(DECK), min_size=7, max_size=7, unique=True))
def test_ch_dealer_display_property(cards: list[Card]) -> None:
    dealer, board = cards[:2], cards[2:]
    display = holdem_dealer_display(dealer, board)
    best = evaluate_poker([*dealer, *board])
    assert display.hand.strength == best.strength
    assert set(display.board_used) | set(display.own_used) == set(display.hand.cards)
    assert set(display.own_used) | set(display.set_aside) == set(dealer)
    assert not set(display.own_used) & set(display.set_aside)
    assert set(display.board_used) <= set(board)
    assert display.board_count in (3, 4, 5)
    assert len(display.set_aside) == display.board_count - 3
    # No display with more board cards makes the same hand.
    if display.board_count < 5:
        assert evaluate_poker(board).strength < best.strength
    if display.board_count == 3:
        for own in dealer:
            four_board = evaluate_poker([own, *board])
            assert four_board.strength < best.strength
