"""Situations at the table: rulings with a person in them.

A player at a seat does something the dealer must rule on: bets over the posted maximum,
pushes out a bet after the first card, exposes or drops a card, puts out a tip bet,
asks to surrender, touches a wager after the cards are seen. An :class:`Incident` says
who did what with which chips; :func:`decide` gives the dealer's ruling for it under the
game's rules and the house's posted settings, with the reason and the clause.

Each game declares the situations its rule text gives a procedure for
(:attr:`~trainer.engine.games.spec.GameSpec.situations`, situation -> clause); a
situation a game does not declare is refused, never ruled by another game's text.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from types import MappingProxyType

from trainer.engine.errors import ScenarioError
from trainer.engine.money import Cents, format_money
from trainer.engine.rules import GameRules


class Event(StrEnum):
    """What the person at the seat does (``exposed-card/...`` by how the card shows)."""

    OVER_MAXIMUM = "over-maximum"
    LATE_BET = "late-bet"
    CARD_EXPOSED_IN_DEAL = "exposed-card/deal"
    CARD_DROPPED = "exposed-card/dropped"
    CARD_SHOWN = "exposed-card/shown"
    TIP_BET = "tip-bet"
    SURRENDER = "surrender"
    TOUCHED_BET = "touched-bet"


class Action(StrEnum):
    """What the dealer does."""

    ACCEPT = "accept"
    TAKE_MAXIMUM = "take-maximum"
    REFUSE = "refuse"
    REFUSE_KEEP_HAND = "refuse-keep-hand"
    REFUSE_NO_HAND = "refuse-no-hand"
    MISDEAL = "misdeal"
    CONTINUE = "continue"
    DEAD_HAND = "dead-hand"
    WARN = "warn"
    REFUSE_HOUSE = "refuse-house"
    REFUSE_NO_WAGER = "refuse-no-wager"
    TAKE_HALF = "take-half"
    TAKE_ALL = "take-all"
    REFUSE_NOT_ALL_THREE = "refuse-not-all-three"
    REFUSE_WHICH_WAGER = "refuse-which-wager"
    ACCEPT_SECOND = "accept-second"
    STOP = "stop"
    MOVE_EXCESS = "move-excess"  # never right: the dealer moves no chips between wagers


class Touch(StrEnum):
    """How a player touches a wager after seeing the cards."""

    TAKE_BACK = "take-back"
    ADD = "add"
    SECOND = "second"  # puts out the play or call wager the rules allow


OFFERED: Mapping[Event, tuple[Action, ...]] = MappingProxyType(
    {
        Event.OVER_MAXIMUM: (
            Action.ACCEPT,
            Action.TAKE_MAXIMUM,
            Action.REFUSE,
            Action.MOVE_EXCESS,
        ),
        Event.LATE_BET: (
            Action.ACCEPT,
            Action.REFUSE_KEEP_HAND,
            Action.REFUSE_NO_HAND,
            Action.MISDEAL,
        ),
        Event.CARD_EXPOSED_IN_DEAL: (
            Action.CONTINUE,
            Action.MISDEAL,
            Action.DEAD_HAND,
            Action.WARN,
        ),
        Event.CARD_DROPPED: (Action.CONTINUE, Action.MISDEAL, Action.DEAD_HAND, Action.WARN),
        Event.CARD_SHOWN: (Action.CONTINUE, Action.MISDEAL, Action.DEAD_HAND, Action.WARN),
        Event.TIP_BET: (
            Action.ACCEPT,
            Action.REFUSE_HOUSE,
            Action.REFUSE_NO_WAGER,
            Action.TAKE_MAXIMUM,
        ),
        Event.SURRENDER: (
            Action.TAKE_HALF,
            Action.TAKE_ALL,
            Action.REFUSE_NOT_ALL_THREE,
            Action.REFUSE_WHICH_WAGER,
            Action.REFUSE_HOUSE,
        ),
        Event.TOUCHED_BET: (Action.ACCEPT_SECOND, Action.STOP, Action.DEAD_HAND),
    }
)
"""The rulings a dealer might give in each situation: the right one among them."""


@dataclass(frozen=True, slots=True)
class Incident:
    """One person at one seat doing one thing.

    ``wagers``: what the seat has out before it (cents per wager, ``three``/``ante``...);
    ``wager`` and ``amount``: the wager the person puts out, asks about or touches, and the
    chips in play (the whole wager for a surrender); ``touch``: how a wager is touched.
    """

    event: Event
    seat: int
    wagers: Mapping[str, Cents] = field(default_factory=lambda: MappingProxyType({}))
    wager: str = ""
    amount: Cents = 0
    touch: Touch | None = None


@dataclass(frozen=True, slots=True)
class Decision:
    """The dealer's ruling: the action, the chips it moves (``kept`` by the table or the
    wager, ``returned`` to the player), why, and the clause."""

    action: Action
    reason: str
    clause: str
    kept: Cents = 0
    returned: Cents = 0


def clause_of(game_situations: Mapping[str, str], event: Event) -> str:
    """The clause a game gives for a situation; :class:`ScenarioError` where its text
    gives no procedure for it."""
    try:
        return game_situations[event.value]
    except KeyError:
        raise ScenarioError(f"This game's rules give no procedure for '{event}'.") from None


def second_wager(rules: GameRules) -> tuple[str, int]:
    """The wager a game puts out after the cards are seen, and its multiple of the ante:
    Hold'em's call (2x), Three Card Poker's play (1x); ``("", 0)`` where there is none."""
    if rules.call_multiple:
        return "call", rules.call_multiple
    if rules.play_multiple:
        return "play", rules.play_multiple
    return "", 0


def situations_of(game: str) -> Mapping[str, str]:
    """The situations a game's rule text gives a procedure for, each with its clause."""
    from trainer.engine.games.registry import game_spec

    return game_spec(game).situations


def decide(rules: GameRules, incident: Incident) -> Decision:
    """The dealer's ruling on ``incident`` under these rules and the house's posted settings;
    :class:`ScenarioError` for a situation the game's text gives no procedure for."""
    clause = clause_of(situations_of(rules.id), incident.event)
    second, multiple = second_wager(rules)
    house = rules.house
    s = incident.event
    seat = f"seat {incident.seat}"
    if s is Event.OVER_MAXIMUM:
        a = incident.amount
        if a > house.max_wager:
            excess = a - house.max_wager
            why = f"{format_money(a)} is over the posted maximum of {format_money(house.max_wager)}"
            return Decision(Action.TAKE_MAXIMUM, why + ".", clause, house.max_wager, excess)
        if a < house.min_wager:
            why = (
                f"{format_money(a)} is under the posted minimum of {format_money(house.min_wager)}"
            )
            return Decision(Action.REFUSE, why + ".", clause, 0, a)
        return Decision(Action.ACCEPT, "The wager is within the posted limits.", clause, a, 0)
    if s is Event.LATE_BET:
        if any(incident.wagers.values()):
            why = f"Wagers go out before any card is dealt; {seat}'s earlier wagers play on."
            return Decision(Action.REFUSE_KEEP_HAND, why, clause, 0, incident.amount)
        why = f"Wagers go out before any card is dealt; {seat} was dealt no hand this round."
        return Decision(Action.REFUSE_NO_HAND, why, clause, 0, incident.amount)
    if s is Event.CARD_EXPOSED_IN_DEAL:
        why = "An exposed player card is not a misdeal."
        return Decision(Action.CONTINUE, why, clause)
    if s is Event.CARD_DROPPED:
        out = sum(incident.wagers.values())
        why = "A player's card fell from the table: that hand is dead and its wagers void."
        return Decision(Action.DEAD_HAND, why, clause, 0, out)
    if s is Event.CARD_SHOWN:
        why = "Players must not share what their hands hold; the hand itself plays on."
        return Decision(Action.WARN, why, clause)
    if s is Event.TIP_BET:
        a = incident.amount
        if not house.tip_bets:
            return Decision(Action.REFUSE_HOUSE, "This house takes no tip bets.", clause, 0, a)
        if not incident.wagers.get(incident.wager):
            why = "A tip bet goes beside the player's own wager on that game, and there is none."
            return Decision(Action.REFUSE_NO_WAGER, why, clause, 0, a)
        if a > house.max_wager:
            why = "A tip bet is held to the table maximum like any wager."
            return Decision(Action.TAKE_MAXIMUM, why, clause, house.max_wager, a - house.max_wager)
        why = "Tip bets are allowed here and paid by the posted schedule."
        return Decision(Action.ACCEPT, why, clause, a, 0)
    if s is Event.SURRENDER:
        if not house.surrender:
            return Decision(Action.REFUSE_HOUSE, "This house offers no surrender.", clause)
        if incident.wager != "seven":
            why = "Surrender is only for the 7-card wager."
            return Decision(Action.REFUSE_WHICH_WAGER, why, clause)
        if not all(incident.wagers.get(g) for g in ("three", "five", "seven")):
            why = "Surrender is only for a player with wagers on all three games."
            return Decision(Action.REFUSE_NOT_ALL_THREE, why, clause)
        lost = incident.amount // 2  # the house never takes more than half (rules-decisions)
        why = "Half the 7-card wager is surrendered; the rest goes back to the player."
        return Decision(Action.TAKE_HALF, why, clause, lost, incident.amount - lost)
    # Touched after the cards are seen.
    ante = incident.wagers.get("ante", 0)
    if incident.touch is Touch.SECOND and second and incident.wager == second:
        if incident.amount != ante * multiple:
            why = f"The {second} wager is exactly {multiple}x the ante."
            return Decision(Action.REFUSE, why, clause, 0, incident.amount)
        why = f"The {second} wager is the one wager put out after the cards are seen."
        return Decision(Action.ACCEPT_SECOND, why, clause, incident.amount, 0)
    why = "Once the cards are seen, no wager is touched: it stays as it was placed."
    return Decision(Action.STOP, why, clause, incident.wagers.get(incident.wager, 0), 0)


def ruling_text(incident: Incident, action: Action, rules: GameRules, brief: bool = False) -> str:
    """What the dealer does, in words, for one of the offered actions (right or not);
    ``brief``: the same ruling in its fewest words (a drill words most choices so, that
    no choice is told by its length)."""
    from trainer.engine.games.registry import game_spec

    seat = f"seat {incident.seat}"
    name = game_spec(rules.id).wager_names.get(incident.wager, incident.wager)
    a, top = incident.amount, rules.house.max_wager
    tip = incident.event is Event.TIP_BET
    second = incident.touch is Touch.SECOND
    # Each action: its full words, and its fewest.
    texts = {
        Action.ACCEPT: (f"Accept the {format_money(a)}", "Accept it"),
        Action.TAKE_MAXIMUM: (
            f"Take the posted maximum of {format_money(top)} and hand back the rest",
            "Take the posted maximum",
        ),
        Action.REFUSE: (f"Refuse the whole {format_money(a)} and hand it back", "Refuse it whole"),
        Action.REFUSE_KEEP_HAND: (
            f"Refuse the late bet; {seat} plays on the wagers it put out before the deal",
            f"Refuse it; {seat} plays on",
        ),
        Action.REFUSE_NO_HAND: (
            f"Refuse the late bet; {seat} has no hand this round",
            f"Refuse it; {seat} sits out",
        ),
        Action.MISDEAL: (
            "Call a misdeal: void every wager at the table, pick up all the cards and reshuffle",
            "Call a misdeal",
        ),
        Action.CONTINUE: ("Turn the card over and continue to deal", "Turn it over, deal on"),
        Action.DEAD_HAND: (
            f"Call {seat}'s hand dead; every wager of {seat} is void and handed back",
            f"Call {seat}'s hand dead",
        ),
        Action.WARN: (f"Stop {seat} showing the cards; the hand plays on", f"Stop {seat} showing"),
        Action.REFUSE_HOUSE: (
            ("Hand it back: this house takes no tip bets", "Hand it back: no tip bets")
            if tip
            else ("Refuse: this house offers no surrender", "Refuse: no surrender")
        ),
        Action.REFUSE_NO_WAGER: (
            "Refuse: a tip bet goes beside the player's own wager on that game",
            "Refuse: no wager on that game",
        ),
        Action.TAKE_HALF: (
            f"Take {format_money(a // 2)} of the 7-card wager and return "
            f"{format_money(a - a // 2)}; the other wagers play on",
            "Take half the 7-card wager",
        ),
        Action.TAKE_ALL: (
            f"Take the whole {format_money(a)} 7-card wager as a surrendered hand's loss; "
            "the other wagers play on",
            "Take the whole 7-card wager",
        ),
        Action.REFUSE_NOT_ALL_THREE: (
            "Refuse: surrender needs wagers on all three games",
            "Refuse: not all three games",
        ),
        Action.REFUSE_WHICH_WAGER: (
            "Refuse: only the 7-card wager may be surrendered",
            "Refuse: the 7-card wager only",
        ),
        Action.ACCEPT_SECOND: (
            (f"Accept the {format_money(a)} {name}", f"Accept the {name}")
            if second
            else (f"Allow the change to the {name}", "Allow the change")
        ),
        Action.STOP: (f"Stop {seat}: no wager is touched once the cards are seen", f"Stop {seat}"),
        Action.MOVE_EXCESS: (
            f"Take the posted maximum of {format_money(top)} on the {name} and move the other "
            f"{format_money(max(a - top, 0))} onto another of {seat}'s wagers",
            "Move the excess to another wager",
        ),
    }
    return texts[action][1 if brief else 0]
