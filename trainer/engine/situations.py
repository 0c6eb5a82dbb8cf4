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
from trainer.engine.wager_words import the_wager, wager_name
from trainer.words import QT_TRANSLATE_NOOP, Marked, say, translated


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
    seat = incident.seat
    if s is Event.OVER_MAXIMUM:
        a = incident.amount
        if a > house.max_wager:
            excess = a - house.max_wager
            why = say(_OVER, amount=format_money(a), top=format_money(house.max_wager))
            return Decision(Action.TAKE_MAXIMUM, why, clause, house.max_wager, excess)
        if a < house.min_wager:
            why = say(_UNDER, amount=format_money(a), low=format_money(house.min_wager))
            return Decision(Action.REFUSE, why, clause, 0, a)
        return Decision(Action.ACCEPT, translated(_WITHIN), clause, a, 0)
    if s is Event.LATE_BET:
        if any(incident.wagers.values()):
            why = say(_LATE_KEEP, seat=seat)
            return Decision(Action.REFUSE_KEEP_HAND, why, clause, 0, incident.amount)
        why = say(_LATE_NONE, seat=seat)
        return Decision(Action.REFUSE_NO_HAND, why, clause, 0, incident.amount)
    if s is Event.CARD_EXPOSED_IN_DEAL:
        return Decision(Action.CONTINUE, translated(_EXPOSED), clause)
    if s is Event.CARD_DROPPED:
        out = sum(incident.wagers.values())
        return Decision(Action.DEAD_HAND, translated(_DROPPED), clause, 0, out)
    if s is Event.CARD_SHOWN:
        return Decision(Action.WARN, translated(_SHOWN), clause)
    if s is Event.TIP_BET:
        a = incident.amount
        if not house.tip_bets:
            return Decision(Action.REFUSE_HOUSE, translated(_NO_TIPS), clause, 0, a)
        if not incident.wagers.get(incident.wager):
            return Decision(Action.REFUSE_NO_WAGER, translated(_TIP_BESIDE), clause, 0, a)
        if a > house.max_wager:
            why = translated(_TIP_MAXIMUM)
            return Decision(Action.TAKE_MAXIMUM, why, clause, house.max_wager, a - house.max_wager)
        return Decision(Action.ACCEPT, translated(_TIPS_ALLOWED), clause, a, 0)
    if s is Event.SURRENDER:
        if not house.surrender:
            return Decision(Action.REFUSE_HOUSE, translated(_NO_SURRENDER), clause)
        if incident.wager != "seven":
            return Decision(Action.REFUSE_WHICH_WAGER, translated(_SEVEN_ONLY), clause)
        if not all(incident.wagers.get(g) for g in ("three", "five", "seven")):
            return Decision(Action.REFUSE_NOT_ALL_THREE, translated(_ALL_THREE), clause)
        lost = incident.amount // 2  # the house never takes more than half (rules-decisions)
        why = translated(_HALF)
        return Decision(Action.TAKE_HALF, why, clause, lost, incident.amount - lost)
    # Touched after the cards are seen.
    ante = incident.wagers.get("ante", 0)
    if incident.touch is Touch.SECOND and second and incident.wager == second:
        if incident.amount != ante * multiple:
            why = say(_EXACTLY[second], multiple=multiple)
            return Decision(Action.REFUSE, why, clause, 0, incident.amount)
        why = translated(_THE_ONE[second])
        return Decision(Action.ACCEPT_SECOND, why, clause, incident.amount, 0)
    why = translated(_UNTOUCHED)
    return Decision(Action.STOP, why, clause, incident.wagers.get(incident.wager, 0), 0)


_OVER = QT_TRANSLATE_NOOP("situations", "{amount} is over the posted maximum of {top}.")
_UNDER = QT_TRANSLATE_NOOP("situations", "{amount} is under the posted minimum of {low}.")
_WITHIN = QT_TRANSLATE_NOOP("situations", "The wager is within the posted limits.")
_LATE_KEEP = QT_TRANSLATE_NOOP(
    "situations", "Wagers go out before any card is dealt; seat {seat}'s earlier wagers play on."
)
_LATE_NONE = QT_TRANSLATE_NOOP(
    "situations",
    "Wagers go out before any card is dealt; seat {seat} was dealt no hand this round.",
)
_EXPOSED = QT_TRANSLATE_NOOP("situations", "An exposed player card is not a misdeal.")
_DROPPED = QT_TRANSLATE_NOOP(
    "situations", "A player's card fell from the table: that hand is dead and its wagers void."
)
_SHOWN = QT_TRANSLATE_NOOP(
    "situations", "Players must not share what their hands hold; the hand itself plays on."
)
_NO_TIPS = QT_TRANSLATE_NOOP("situations", "This house takes no tip bets.")
_TIP_BESIDE = QT_TRANSLATE_NOOP(
    "situations",
    "A tip bet goes beside the player's own wager on that game, and there is none.",
)
_TIP_MAXIMUM = QT_TRANSLATE_NOOP(
    "situations", "A tip bet is held to the table maximum like any wager."
)
_TIPS_ALLOWED = QT_TRANSLATE_NOOP(
    "situations", "Tip bets are allowed here and paid by the posted schedule."
)
_NO_SURRENDER = QT_TRANSLATE_NOOP("situations", "This house offers no surrender.")
_SEVEN_ONLY = QT_TRANSLATE_NOOP("situations", "Surrender is only for the 7-card wager.")
_ALL_THREE = QT_TRANSLATE_NOOP(
    "situations", "Surrender is only for a player with wagers on all three games."
)
_HALF = QT_TRANSLATE_NOOP(
    "situations", "Half the 7-card wager is surrendered; the rest goes back to the player."
)
_EXACTLY = {
    "call": QT_TRANSLATE_NOOP("situations", "The call wager is exactly {multiple}x the ante."),
    "play": QT_TRANSLATE_NOOP("situations", "The play wager is exactly {multiple}x the ante."),
}
_THE_ONE = {
    "call": QT_TRANSLATE_NOOP(
        "situations", "The call wager is the one wager put out after the cards are seen."
    ),
    "play": QT_TRANSLATE_NOOP(
        "situations", "The play wager is the one wager put out after the cards are seen."
    ),
}
_UNTOUCHED = QT_TRANSLATE_NOOP(
    "situations", "Once the cards are seen, no wager is touched: it stays as it was placed."
)


# Each action: its full words, and its fewest.
_RULINGS: dict[Action, tuple[Marked, Marked]] = {
    Action.ACCEPT: (
        QT_TRANSLATE_NOOP("rulings", "Accept the {amount}"),
        QT_TRANSLATE_NOOP("rulings", "Accept it"),
    ),
    Action.TAKE_MAXIMUM: (
        QT_TRANSLATE_NOOP("rulings", "Take the posted maximum of {top} and hand back the rest"),
        QT_TRANSLATE_NOOP("rulings", "Take the posted maximum"),
    ),
    Action.REFUSE: (
        QT_TRANSLATE_NOOP("rulings", "Refuse the whole {amount} and hand it back"),
        QT_TRANSLATE_NOOP("rulings", "Refuse it whole"),
    ),
    Action.REFUSE_KEEP_HAND: (
        QT_TRANSLATE_NOOP(
            "rulings",
            "Refuse the late bet; seat {seat} plays on the wagers it put out before the deal",
        ),
        QT_TRANSLATE_NOOP("rulings", "Refuse it; seat {seat} plays on"),
    ),
    Action.REFUSE_NO_HAND: (
        QT_TRANSLATE_NOOP("rulings", "Refuse the late bet; seat {seat} has no hand this round"),
        QT_TRANSLATE_NOOP("rulings", "Refuse it; seat {seat} sits out"),
    ),
    Action.MISDEAL: (
        QT_TRANSLATE_NOOP(
            "rulings",
            "Call a misdeal: void every wager at the table, pick up all the cards and reshuffle",
        ),
        QT_TRANSLATE_NOOP("rulings", "Call a misdeal"),
    ),
    Action.CONTINUE: (
        QT_TRANSLATE_NOOP("rulings", "Turn the card over and continue to deal"),
        QT_TRANSLATE_NOOP("rulings", "Turn it over, deal on"),
    ),
    Action.DEAD_HAND: (
        QT_TRANSLATE_NOOP(
            "rulings",
            "Call seat {seat}'s hand dead; every wager of seat {seat} is void and handed back",
        ),
        QT_TRANSLATE_NOOP("rulings", "Call seat {seat}'s hand dead"),
    ),
    Action.WARN: (
        QT_TRANSLATE_NOOP("rulings", "Stop seat {seat} showing the cards; the hand plays on"),
        QT_TRANSLATE_NOOP("rulings", "Stop seat {seat} showing"),
    ),
    Action.REFUSE_HOUSE: (
        QT_TRANSLATE_NOOP("rulings", "Refuse: this house offers no surrender"),
        QT_TRANSLATE_NOOP("rulings", "Refuse: no surrender"),
    ),
    Action.REFUSE_NO_WAGER: (
        QT_TRANSLATE_NOOP(
            "rulings", "Refuse: a tip bet goes beside the player's own wager on that game"
        ),
        QT_TRANSLATE_NOOP("rulings", "Refuse: no wager on that game"),
    ),
    Action.TAKE_HALF: (
        QT_TRANSLATE_NOOP(
            "rulings", "Take {half} of the 7-card wager and return {rest}; the other wagers play on"
        ),
        QT_TRANSLATE_NOOP("rulings", "Take half the 7-card wager"),
    ),
    Action.TAKE_ALL: (
        QT_TRANSLATE_NOOP(
            "rulings",
            "Take the whole {amount} 7-card wager as a surrendered hand's loss; "
            "the other wagers play on",
        ),
        QT_TRANSLATE_NOOP("rulings", "Take the whole 7-card wager"),
    ),
    Action.REFUSE_NOT_ALL_THREE: (
        QT_TRANSLATE_NOOP("rulings", "Refuse: surrender needs wagers on all three games"),
        QT_TRANSLATE_NOOP("rulings", "Refuse: not all three games"),
    ),
    Action.REFUSE_WHICH_WAGER: (
        QT_TRANSLATE_NOOP("rulings", "Refuse: only the 7-card wager may be surrendered"),
        QT_TRANSLATE_NOOP("rulings", "Refuse: the 7-card wager only"),
    ),
    Action.ACCEPT_SECOND: (
        QT_TRANSLATE_NOOP("rulings", "Accept the {amount} {name}"),
        QT_TRANSLATE_NOOP("rulings", "Accept {wager}"),
    ),
    Action.STOP: (
        QT_TRANSLATE_NOOP(
            "rulings", "Stop seat {seat}: no wager is touched once the cards are seen"
        ),
        QT_TRANSLATE_NOOP("rulings", "Stop seat {seat}"),
    ),
    Action.MOVE_EXCESS: (
        QT_TRANSLATE_NOOP(
            "rulings",
            "Take the posted maximum of {top} on {wager} and move the other {excess} onto "
            "another of seat {seat}'s wagers",
        ),
        QT_TRANSLATE_NOOP("rulings", "Move the excess to another wager"),
    ),
}
_REFUSE_TIPS = (
    QT_TRANSLATE_NOOP("rulings", "Hand it back: this house takes no tip bets"),
    QT_TRANSLATE_NOOP("rulings", "Hand it back: no tip bets"),
)
_ALLOW_CHANGE = (
    QT_TRANSLATE_NOOP("rulings", "Allow the change to {wager}"),
    QT_TRANSLATE_NOOP("rulings", "Allow the change"),
)


def ruling_text(incident: Incident, action: Action, rules: GameRules, brief: bool = False) -> str:
    """What the dealer does, in words, for one of the offered actions (right or not);
    ``brief``: the same ruling in its fewest words (a drill words most choices so, that
    no choice is told by its length)."""

    tip = incident.event is Event.TIP_BET
    second = incident.touch is Touch.SECOND
    a, top = incident.amount, rules.house.max_wager
    fields = {
        "seat": incident.seat,
        "amount": format_money(a),
        "top": format_money(top),
        "wager": the_wager(incident.wager),
        "name": wager_name(incident.wager),
        "half": format_money(a // 2),
        "rest": format_money(a - a // 2),
        "excess": format_money(max(a - top, 0)),
    }
    full, fewest = _RULINGS[action]
    if action is Action.REFUSE_HOUSE and tip:
        full, fewest = _REFUSE_TIPS
    if action is Action.ACCEPT_SECOND and not second:
        full, fewest = _ALLOW_CHANGE
    return say(fewest if brief else full, **fields)
