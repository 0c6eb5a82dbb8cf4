"""Hands drawn for reading questions, and the shapes a game's reading questions take.

A game's quiz module says which hands its trainees read (three cards, the best five of
seven), how two hands meet in a showdown, how the dealer's hand is drawn for a
"does the dealer qualify" question and how a hand is arranged; the reading families
(:mod:`trainer.quiz.reading`) ask the same questions of every game from these.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from trainer.engine.cards import Card, format_cards
from trainer.engine.hands import HandKind, HandValue, evaluate_poker, evaluate_three
from trainer.quiz.draw import categories, deal_rest, draw_hand, leads

Shape = Callable[[random.Random], tuple[HandKind, int]]
"""Which hand a reading question shows: its ranking and its number of cards."""


def evaluate(kind: HandKind, cards: Sequence[Card]) -> HandValue:
    """A hand under its ranking."""
    return evaluate_three(cards) if kind is HandKind.THREE_CARD else evaluate_poker(cards)


def draw_any(
    rng: random.Random, kind: HandKind, size: int, exclude: Sequence[Card] | None = None
) -> list[Card]:
    """A hand of any category, each category as likely as the others."""
    category = rng.choice(categories(kind))
    lead = rng.choice(leads(kind, category, size))
    return draw_hand(rng, kind, size, (category, lead), exclude or [])


def pair_of_hands(
    rng: random.Random, kind: HandKind, size: int, shared: int
) -> tuple[list[Card], list[Card], list[Card]]:
    """Two hands for a showdown, often of the same category (so kickers decide), sharing
    ``shared`` cards (the board)."""
    first = draw_any(rng, kind, size)
    board = first[:shared] if shared else []
    own_a = first[shared:]
    if rng.random() < 0.6:
        hand = evaluate(kind, first)
        for _ in range(40):
            other = deal_rest(rng, size - shared, first)
            if evaluate(kind, [*board, *other]).category is hand.category:
                return board, own_a, other
    return board, own_a, deal_rest(rng, size - shared, first)


@dataclass(frozen=True, slots=True)
class Showdown:
    """Two hands that meet: the board they share, each one's own cards, the three answers
    (first wins, second wins, a tie), the question and the clause."""

    kind: HandKind
    board: list[Card]
    first: list[Card]
    second: list[Card]
    names: tuple[str, str, str]
    text: str
    prompt: Mapping[str, Any]
    clause: str


def against_the_dealer(
    kind: HandKind, size: int, shared: int, clause: str
) -> Callable[[random.Random], Showdown]:
    """A showdown of the player's hand against the dealer's (``shared`` board cards)."""

    def showdown(rng: random.Random) -> Showdown:
        board, a, b = pair_of_hands(rng, kind, size, shared)
        return Showdown(
            kind,
            board,
            a,
            b,
            ("The player's hand wins", "The dealer's hand wins", "The hands are equal: a push"),
            "Compare the player's hand with the dealer's. Which is better?",
            {
                "board": format_cards(board).split(),
                "player": format_cards(a).split(),
                "dealer": format_cards(b).split(),
                "ranking": kind.value,
            },
            clause,
        )

    return showdown


@dataclass(frozen=True, slots=True)
class ShownHand:
    """A hand a question shows and asks about: the hand, the prompt, the question."""

    hand: HandValue
    prompt: Mapping[str, Any]
    text: str
    clause: str = ""


def arrange_own_hand(shape: Shape) -> Callable[[random.Random], ShownHand]:
    """An arrangement question on a player's own hand of this shape."""

    def arrangement(rng: random.Random) -> ShownHand:
        kind, size = shape(rng)
        cards = draw_any(rng, kind, size)
        used = "three cards" if size == 3 else "five cards used"
        return ShownHand(
            evaluate(kind, cards),
            {"cards": format_cards(cards).split(), "ranking": kind.value},
            f"Arrange the {used} as the dealer displays them.",
            "CH Dealer's Manual, Arranging (house display standard for every game)",
        )

    return arrangement
