"""Blackjack totals (58 Pa. Code §633a.3(e), §633a.1): every hand's hard and soft total,
bust and the natural, checked against a second derivation that tries every way of counting
the aces rather than the engine's "count one ace 11 if it fits"."""

from __future__ import annotations

import itertools

import pytest

from trainer.engine.cards import DECK, Rank, parse_card
from trainer.engine.games.blackjack import card_points, is_natural, is_ten_value, total_of

RANKS = list(Rank)
BY_RANK = {r: next(c for c in DECK if c.rank is r) for r in RANKS}


def _faces(rank: Rank) -> tuple[int, ...]:
    """The values a card may count (§633a.3(e)): an ace 1 or 11, J/Q/K 10, else its face."""
    if rank is Rank.ACE:
        return (1, 11)
    if rank in (Rank.JACK, Rank.QUEEN, Rank.KING):
        return (10,)
    return (int(rank),)


def _best(ranks: tuple[Rank, ...]) -> tuple[int, bool]:
    """Every way of counting the hand: the highest total not over 21 (else the lowest), and
    whether an ace counts 11 in it."""
    sums = {
        sum(choice): any(v == 11 for v in choice)
        for choice in itertools.product(*(_faces(r) for r in ranks))
    }
    good = [t for t in sums if t <= 21]
    best = max(good) if good else min(sums)
    return best, sums[best] if good else False


def test_633a_3_e_every_card_counts_its_face_ten_or_ace_one() -> None:
    for card in DECK:
        assert card_points(card) == min(_faces(card.rank))
        assert is_ten_value(card) == (_faces(card.rank) == (10,))


@pytest.mark.parametrize("size", [2, 3, 4])
def test_633a_3_e_every_hand_of_up_to_four_cards_totals_hard_or_soft(size: int) -> None:
    for ranks in itertools.combinations_with_replacement(RANKS, size):
        total = total_of([BY_RANK[r] for r in ranks])
        value, soft = _best(ranks)
        assert total.value == value, ranks
        assert total.soft == soft, ranks
        assert total.hard == sum(min(_faces(r)) for r in ranks)
        assert total.is_bust == (value > 21)


def test_633a_1_a_natural_is_an_ace_and_a_ten_value_card_as_the_first_two() -> None:
    naturals = 0
    for a, b in itertools.product(DECK, repeat=2):
        expected = {a.rank, b.rank} & {Rank.ACE} != set() and (is_ten_value(a) or is_ten_value(b))
        assert is_natural([a, b]) == expected
        naturals += expected
        # §633a.11: two cards of 21 on a hand formed by a split are 21, not a blackjack.
        assert not is_natural([a, b], split=True)
    assert naturals == 2 * 4 * 16  # an ace and a ten-value card, in either order


def test_633a_1_three_cards_of_21_are_not_a_natural() -> None:
    cards = [parse_card(c) for c in ("7h", "7d", "7s")]
    assert total_of(cards).value == 21 and not is_natural(cards)


@pytest.mark.parametrize(
    ("cards", "words"),
    [
        ("Ah 6d", "soft 17"),
        ("Ah 6d Tc", "hard 17"),
        ("Th 6d", "hard 16"),
        ("Th 6d 9c", "bust (25)"),
        ("Ah Kd", "21"),
        ("Ah Ad", "soft 12"),
        ("Ah Ad 9c", "21"),
    ],
)
def test_633a_3_e_totals_read_as_a_dealer_calls_them(cards: str, words: str) -> None:
    assert total_of([parse_card(c) for c in cards.split()]).describe() == words
