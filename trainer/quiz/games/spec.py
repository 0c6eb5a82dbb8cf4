"""What a game is to the drills: one :class:`QuizGame`, declared by the game's quiz module.

It holds what only that game knows: how to build a position for a payout question and a
whole table of them, its hands and its settle-form scenarios in words, which hands its
reading questions show, and the families that are its own. The families every game
shares (payouts, dealing and settling, rulings, reading) ask every game the same way
from these.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from trainer.engine.procedures import DealMethod
from trainer.engine.rules import GameRules
from trainer.engine.settlement import Settlement
from trainer.quiz.family import Family
from trainer.quiz.hands import Shape, Showdown, ShowdownOutcome, ShownHand
from trainer.quiz.positions import Facts, Position

PositionBuilder = Callable[[random.Random, GameRules, int], Position]
"""A position of the game at a difficulty, under the house's rules."""

TableBuilder = Callable[[random.Random, GameRules, int, Sequence[int]], list[Position]]
"""The positions of a whole table, one per seat (in settlement order), sharing the cards
the seats share (the community cards, the dealer's hand)."""


@dataclass(frozen=True, slots=True)
class QuizGame:
    """One game as the drills know it."""

    id: str
    scenario_lines: Callable[[Mapping[str, Any]], list[str]]
    """A settle-form scenario of the game in words, one line per part of the table."""
    families: tuple[Family, ...] = ()
    """The families that are the game's own."""
    position: PositionBuilder | None = None
    table: TableBuilder | None = None
    table_clause: str = ""
    deal_notes: Mapping[DealMethod, str] = field(default_factory=lambda: MappingProxyType({}))
    """What the explanation of a dealing-order question adds for a method."""
    hand_lines: Callable[[Settlement], list[str]] | None = None
    """The hands of a settled position, in words."""
    facts: Facts | None = None
    """What a position shows that its payment depends on, in words for the question."""
    shape: Shape | None = None
    """Which hand the game's trainees read (name the hand, arrange it)."""
    ranking_clause: str = ""
    showdown: Callable[[random.Random], Showdown] | None = None
    showdown_outcome: ShowdownOutcome | None = None
    """What the engine settles a showdown's prompt to (the meaning of the right answer)."""
    qualifier_hand: Callable[[random.Random], ShownHand] | None = None
    arrangement: Callable[[random.Random], ShownHand] | None = None
