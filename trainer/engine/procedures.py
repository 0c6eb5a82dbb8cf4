"""Dealing procedures, settlement order and rulings: the shapes every game's own procedure
takes (each game's methods, plans and rulings are in ``trainer.engine.games.<game>``).

A card's destination is written ``S<n>`` (seat n, seat 1 at the dealer's left), ``C<n>``
(community position n; for Casino Hold'em the flop is C1-C3, turn C4, river C5), ``D``
(the dealer) or ``burn``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum

from trainer.engine.errors import ScenarioError


class DealMethod(StrEnum):
    """How the cards come off the deck."""

    STACKED = "stacked"
    ROTATION = "rotation"
    SHUFFLER = "shuffler"
    HAND = "hand"
    HOLE_CARD = "hole-card"
    """From a shoe, one card at a time; the dealer's second card face down after the
    players' second cards (blackjack, 58 Pa. Code §633a.7)."""
    NO_HOLE_CARD = "no-hole-card"
    """From a shoe, one card at a time; the dealer's second card only once the players have
    played their hands (a no-hole-card blackjack house)."""


@dataclass(frozen=True, slots=True)
class DealStep:
    """Cards the dealer puts out in one step of a deal, one destination per card.

    A step of one card is one tap. ``together``: the cards go out as one stack or group to
    one place (CO 3-5-7 ¶3(a) stacks, ¶3(c) a shuffler's group of three to a player), one
    tap for them all. Otherwise each card is its own tap, and where a step has several the
    text leaves their order free (a shuffler's community group: the burn and the two kept;
    the 3-5-7 stacked deal's four community cards; the Casino Hold'em flop).
    """

    places: tuple[str, ...]
    together: bool = False

    @property
    def taps(self) -> tuple[str, ...]:
        """Where the dealer puts the step's cards, one entry per delivery."""
        return self.places[:1] if self.together else self.places


def one_by_one(*places: str) -> tuple[DealStep, ...]:
    """One card to each place in turn, in this order (each card its own step)."""
    return tuple(DealStep((p,)) for p in places)


@dataclass(frozen=True, slots=True)
class DealPlan:
    """The destinations of every card in dealing order, the steps they go out in, and the
    settlement order."""

    game: str
    method: DealMethod
    seats: tuple[int, ...]
    steps: tuple[DealStep, ...]
    settle_order: tuple[int, ...]
    clause: str
    settle_clause: str

    @property
    def cards(self) -> tuple[str, ...]:
        """Every card's destination, in dealing order."""
        return tuple(p for step in self.steps for p in step.places)

    @property
    def taps(self) -> tuple[str, ...]:
        """Every delivery's destination in order: one per card, one per stack or group
        delivered together."""
        return tuple(t for step in self.steps for t in step.taps)

    def is_tapped_order(self, taps: Sequence[str]) -> bool:
        """Whether ``taps`` deliver this deal as the text allows (:func:`is_tapped_order`)."""
        return is_tapped_order(self.steps, taps)


def is_tapped_order(steps: Sequence[DealStep], taps: Sequence[str]) -> bool:
    """Whether ``taps`` deliver a deal of these steps as the text allows: each step's
    deliveries in turn, any order within a step the text leaves free."""
    at = 0
    for step in steps:
        want = step.taps
        got = tuple(taps[at : at + len(want)])
        if sorted(got) != sorted(want):
            return False
        at += len(want)
    return at == len(taps)


def check_seats(seats: Sequence[int], top: int) -> tuple[int, ...]:
    """Seats with wagers at a table of ``top`` seats, validated and in dealing order (seat 1
    first)."""
    if not seats:
        raise ScenarioError("No seat has a wager, so no cards are dealt.")
    for s in seats:
        if isinstance(s, bool) or not isinstance(s, int) or not 1 <= s <= top:
            shown = s if isinstance(s, int | float | Decimal) else repr(s)  # '1' stays quoted
            raise ScenarioError(f"Seat {shown} is not at this table (seats 1 to {top}).")
    if len(set(seats)) != len(seats):
        raise ScenarioError("A seat appears twice in the list of seats.")
    return tuple(sorted(seats))


def settle_order(seats: Sequence[int]) -> tuple[int, ...]:
    """Right to left, counter-clockwise: the highest seat (third base) first (CO 3-5-7 ¶6)."""
    return tuple(sorted(seats, reverse=True))


@dataclass(frozen=True, slots=True)
class Step:
    """One step of the 3-5-7 reveal and settlement sequence; ``pots_only``: a step of a
    table with player-banked pots."""

    key: str
    text: str
    clause: str
    pots_only: bool = False


class Situation(StrEnum):
    """A procedural problem at the table that needs a ruling."""

    WRONG_CARD_COUNT = "wrong-card-count"
    EXPOSED_PLAYER_CARD = "exposed-player-card"
    EXPOSED_COMMUNITY_CARD = "exposed-community-card"
    CARD_OFF_TABLE = "card-off-table"
    SURRENDER_WITHOUT_ALL_THREE = "surrender-without-all-three"
    POT_WAGER_ALONE = "pot-wager-alone"
    POT_WITHOUT_SCHEDULE_WAGER = "pot-without-schedule-wager"
    WAGER_OVER_MAXIMUM = "wager-over-maximum"
    CALL_AMOUNT = "call-amount"
    FOLD = "fold"
    DEALER_NOT_QUALIFIED = "dealer-not-qualified"
    PROGRESSIVE_PAID_WHEN = "progressive-paid-when"
    ANNOUNCE_BEFORE_PAYING = "announce-before-paying"
    TWO_HANDS = "two-hands"
    COMMUNICATING = "communicating"
    SAME_HAND = "same-hand"
    ANTE_BONUS_LOSING_HAND = "ante-bonus-losing-hand"
    WILD_CARDS = "wild-cards"
    SHUFFLE = "shuffle"
    SURRENDER_WHICH_WAGER = "surrender-which-wager"
    AFTER_THREE_CARD = "after-three-card"
    CARD_FACE_UP_IN_SHOE = "card-face-up-in-shoe"
    CARD_DRAWN_IN_ERROR = "card-drawn-in-error"
    COVER_CARD = "cover-card"
    INSURANCE_AMOUNT = "insurance-amount"
    SPLIT_UNLIKE_TENS = "split-unlike-tens"
    NATURAL_AFTER_SPLIT = "natural-after-split"
    SPLIT_ACES_DRAW = "split-aces-draw"
    DEALER_SOFT_17 = "dealer-soft-17"
    LATE_BET = "late-bet"
    BALL_OFF_WHEEL = "ball-off-wheel"
    SHORT_SPIN = "short-spin"
    SAME_DIRECTION = "same-direction"
    WHEEL_CHIP_COLOUR = "wheel-chip-colour"
    LEAVING_WITH_WHEEL_CHIPS = "leaving-with-wheel-chips"


@dataclass(frozen=True, slots=True)
class Ruling:
    """What the dealer does, and why."""

    situation: Situation
    question: str
    ruling: str
    clause: str
    also: tuple[Situation, ...] = ()
    """Other situations this ruling rightly answers, where the text rules them alike (an
    exposed community card and a short deal both void every wager still out)."""
    decoys: tuple[str, ...] = ()
    """Wrong rulings of this situation's own kind, each contradicted by the clause: offered
    beside the ruling, so that a question is not answered by ruling out the choices that
    speak of other situations ("How are the cards prepared?" offered a dealer who does not
    qualify)."""

    def answers(self, situation: Situation) -> bool:
        """Whether this ruling is a right answer to ``situation``."""
        return situation is self.situation or situation in self.also
