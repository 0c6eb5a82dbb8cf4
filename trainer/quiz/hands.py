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

from trainer.engine.cards import Card, format_cards, parse_card
from trainer.engine.hand_words import category_counted, rank_word
from trainer.engine.hands import Category, HandKind, HandValue, evaluate_poker, evaluate_three
from trainer.engine.rules import GameRules
from trainer.engine.settlement import Outcome, Settlement
from trainer.quiz.draw import categories, deal_rest, draw_hand, leads
from trainer.words import QT_TRANSLATE_NOOP, say, translated

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
    """Two hands that meet: the board they share, each one's own cards, the answers offered
    and what each means (``first``, ``second``, ``tie``; against a dealer, the settlement:
    ``player``, ``dealer``, ``push``, ``unqualified``), the question and the clause."""

    kind: HandKind
    board: list[Card]
    first: list[Card]
    second: list[Card]
    names: tuple[str, ...]
    meanings: tuple[str, ...]
    text: str
    prompt: Mapping[str, Any]
    clause: str


ShowdownOutcome = Callable[[Mapping[str, Any], GameRules], tuple[str, tuple[str, ...]]]
"""What the engine makes of a showdown's prompt under the rules: the meaning of the right
answer, and the settlement's own reasons."""


def scale_window(
    rng: random.Random, names: Sequence[str], correct: str, true: set[str], wrong: int = 3
) -> list[str]:
    """The choices of a "name the hand" question, in the scale's order: the right name and
    ``wrong`` of its nearest neighbours, as many of them above it as a seeded draw says, so
    that the right name's place tells nothing (issue 23). Names also true of the hand
    (``true``: a royal flush is a straight flush) are never offered."""
    at = names.index(correct)
    before = [n for n in reversed(names[:at]) if n not in true]
    after = [n for n in names[at + 1 :] if n not in true]
    low, high = max(0, wrong - len(after)), min(wrong, len(before))
    take = rng.randint(low, high) if low <= high else len(before)
    chosen = {correct, *before[:take], *after[: wrong - take]}
    return [n for n in names if n in chosen]


def is_longest(choices: Sequence[str], right: str) -> bool:
    """Whether the right choice is longer than every other (a cue, issue 23)."""
    return all(len(c) < len(right) for c in choices if c != right)


def prompt_cards(prompt: Mapping[str, Any], key: str) -> list[Card]:
    """Cards a prompt writes (``"Ah"``), parsed."""
    return [parse_card(c) for c in prompt.get(key, ())]


_KICKER_START = {
    Category.PAIR: 1,
    Category.TWO_PAIR: 2,
    Category.THREE_OF_A_KIND: 1,
    Category.FOUR_OF_A_KIND: 1,
    Category.HIGH_CARD: 0,
    Category.FLUSH: 0,
}


def deciding_words(a: HandValue, b: HandValue) -> str:
    """Why two hands of one category compare as they do, down to the deciding card:
    ``"the kickers decide: queen-jack-nine against queen-jack-eight"``."""
    ra, rb = a.ranks, b.ranks
    start = _KICKER_START.get(a.category)
    if a.category is not b.category or start is None or ra[:start] != rb[:start]:
        return say(_AGAINST, first=a.describe(), second=b.describe())
    first = next((i for i in range(start, len(ra)) if ra[i] != rb[i]), None)
    stop = len(ra) if first is None else first + 1
    words = "-".join(rank_word(r) for r in ra[start:stop])
    other = "-".join(rank_word(r) for r in rb[start:stop])
    template = {
        (True, True): _CARDS_TIE,
        (True, False): _CARDS_DECIDE,
        (False, True): _KICKERS_TIE,
        (False, False): _KICKERS_DECIDE,
    }[(start == 0, first is None)]
    return say(template, first=words, second=other)


_AGAINST = QT_TRANSLATE_NOOP("quiz", "{first} against {second}", "two hands")
_CARDS_TIE = QT_TRANSLATE_NOOP("quiz", "the cards tie card for card: {first} against {second}")
_CARDS_DECIDE = QT_TRANSLATE_NOOP("quiz", "the cards decide: {first} against {second}")
_KICKERS_TIE = QT_TRANSLATE_NOOP("quiz", "the kickers tie card for card: {first} against {second}")
_KICKERS_DECIDE = QT_TRANSLATE_NOOP("quiz", "the kickers decide: {first} against {second}")
_BOTH_ARE = QT_TRANSLATE_NOOP("quiz", "Both are {category}; {why}.")
_ARRANGE_THREE = QT_TRANSLATE_NOOP("quiz", "Arrange the three cards as the dealer displays them.")
_ARRANGE_FIVE = QT_TRANSLATE_NOOP(
    "quiz", "Arrange the five cards used as the dealer displays them."
)


def same_category_line(a: HandValue, b: HandValue) -> str:
    """The explanation's line for two hands of one category: ``"Both are a pair; the
    kickers decide: ..."``."""
    return say(_BOTH_ARE, category=category_counted(a.category), why=deciding_words(a, b))


_SETTLED_AS = {
    (Outcome.WIN, Outcome.WIN): "player",
    (Outcome.LOSE, Outcome.LOSE): "dealer",
    (Outcome.PUSH, Outcome.PUSH): "push",
    (Outcome.WIN, Outcome.PUSH): "unqualified",
}


def against_the_dealer_outcome(settled: Settlement, second: str) -> tuple[str, tuple[str, ...]]:
    """What a settled showdown against the dealer means for a compare question: the ante's
    and the ``second`` wager's outcomes (the call, the play wager) named ``player``,
    ``dealer``, ``push`` or ``unqualified``, with the engine's reason."""
    ante, other = settled.bet("ante"), settled.bet(second)
    return _SETTLED_AS[(ante.outcome, other.outcome)], (ante.reason,)


def against_the_dealer(
    kind: HandKind,
    size: int,
    shared: int,
    clause: str,
    names: tuple[str, str, str, str],
    text: str,
) -> Callable[[random.Random], Showdown]:
    """A showdown of the player's hand against the dealer's (``shared`` board cards), the
    answers naming what the settlement does (the player wins, the dealer wins, a push, the
    dealer does not qualify)."""

    def showdown(rng: random.Random) -> Showdown:
        board, a, b = pair_of_hands(rng, kind, size, shared)
        return Showdown(
            kind,
            board,
            a,
            b,
            tuple(translated(n) for n in names),
            ("player", "dealer", "push", "unqualified"),
            translated(text),
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


def arrange_own_hand(shape: Shape, clause: str) -> Callable[[random.Random], ShownHand]:
    """An arrangement question on a player's own hand of this shape, citing ``clause``."""

    def arrangement(rng: random.Random) -> ShownHand:
        kind, size = shape(rng)
        cards = draw_any(rng, kind, size)
        return ShownHand(
            evaluate(kind, cards),
            {"cards": format_cards(cards).split(), "ranking": kind.value},
            translated(_ARRANGE_THREE if size == 3 else _ARRANGE_FIVE),
            clause,
        )

    return arrangement
