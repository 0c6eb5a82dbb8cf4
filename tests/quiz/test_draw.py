"""Drawing hands on purpose from the cards left in the deck (``trainer.quiz.draw``).

A full table draws each seat's three cards from the cards not yet dealt to the seats
before it (issue 11, generation under 5 ms: no hand drawn and thrown back on a collision).
The second path is the engine's own reading of the cards drawn, and for a target said to
be impossible, every three cards left in the deck.
"""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from trainer.engine.cards import DECK, Card
from trainer.engine.hands import Category, HandKind, evaluate_three
from trainer.quiz.draw import DrawError, draw_hand, leads

THREE_CARD_TARGETS = [
    (category, lead)
    for category in (
        Category.STRAIGHT_FLUSH,
        Category.THREE_OF_A_KIND,
        Category.STRAIGHT,
        Category.FLUSH,
        Category.PAIR,
        Category.HIGH_CARD,
    )
    for lead in leads(HandKind.THREE_CARD, category, 3)
]


def _reads_as(cards: tuple[Card, ...] | list[Card], target: tuple[Category, int]) -> bool:
    hand = evaluate_three(cards)
    return (hand.category, int(hand.ranks[0])) == target


@pytest.mark.parametrize("seed", range(40))
def test_a_hand_drawn_beside_dealt_cards_is_the_target_and_none_of_them(seed: int) -> None:
    rng = random.Random(seed)
    dealt = rng.sample(DECK, rng.randrange(3, 25))  # a dealer's hand and up to seven seats
    for target in THREE_CARD_TARGETS:
        try:
            cards = draw_hand(rng, HandKind.THREE_CARD, 3, target, dealt)
        except DrawError:
            continue  # the thinner decks below check that this is said only when true
        assert _reads_as(cards, target), (target, cards)
        assert not set(cards) & set(dealt)
        assert len(set(cards)) == 3


@pytest.mark.parametrize("seed", range(25))
def test_a_target_is_called_impossible_only_when_no_three_cards_left_make_it(
    seed: int,
) -> None:
    rng = random.Random(seed)
    dealt = rng.sample(DECK, rng.randrange(30, 46))  # a thin deck: many targets are gone
    left = [c for c in DECK if c not in dealt]
    for target in THREE_CARD_TARGETS:
        try:
            cards = draw_hand(rng, HandKind.THREE_CARD, 3, target, dealt)
        except DrawError:
            assert not any(_reads_as(h, target) for h in combinations(left, 3)), target
        else:
            assert _reads_as(cards, target) and not set(cards) & set(dealt)


def test_a_hand_drawn_from_a_full_deck_reads_as_its_target() -> None:
    for seed in range(20):
        rng = random.Random(seed)
        for target in THREE_CARD_TARGETS:
            cards = draw_hand(rng, HandKind.THREE_CARD, 3, target)
            assert _reads_as(cards, target), (target, cards)
