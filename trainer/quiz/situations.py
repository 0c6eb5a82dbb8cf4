"""Situations at the table: a person at a seat does something, and the trainee gives the
dealer's ruling (issue 16, section 4). Each question is one
:class:`~trainer.engine.situations.Incident`; its choices are the rulings a dealer might
give in that situation, and the right one, its reason and its clause are the engine's
(:func:`~trainer.engine.situations.decide`) under the house's posted settings."""

from __future__ import annotations

import random
from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from trainer.engine.games import GAMES, AnyRules, game_spec
from trainer.engine.games.spec import casino_rules
from trainer.engine.money import Cents, format_money
from trainer.engine.rules import GameRules
from trainer.engine.situations import (
    OFFERED,
    Action,
    Decision,
    Event,
    Incident,
    Touch,
    decide,
    ruling_text,
    second_wager,
)
from trainer.engine.wager_words import the_wager, wager_name
from trainer.quiz.family import Context, Family, Verdict, for_games
from trainer.quiz.limits import fitting, under_minimums
from trainer.quiz.model import AnswerKind, Explanation, Question, Skill, sentence
from trainer.words import QT_TRANSLATE_NOOP, say, translated

_STAKES = (100, 200, 300, 500, 1000, 1500, 2500, 5000)


def _name(game: str, wager: str) -> str:
    return game_spec(game).wager_names.get(wager, wager)


def _placed(game: str) -> tuple[str, ...]:
    """The wagers a player puts chips on before the deal (not the call or play)."""
    rules_second = {"call", "play", "progressive"}
    return tuple(w for w in game_spec(game).placed_wagers if w not in rules_second)


def _stake(rng: random.Random, rules: GameRules) -> Cents:
    return rng.choice(fitting(rules, _STAKES))


def _seat_wagers(rng: random.Random, rules: GameRules, game: str) -> dict[str, Cents]:
    """What a seat has out before the incident: one wager or more of the placed ones."""
    placed = _placed(game)
    chosen = rng.sample(placed, rng.randrange(1, len(placed) + 1))
    return {w: _stake(rng, rules) for w in placed if w in chosen}


def _wagers_words(game: str, wagers: Mapping[str, Cents]) -> str:
    parts = [say(_ON, amount=format_money(a), wager=the_wager(w)) for w, a in wagers.items() if a]
    return ", ".join(parts) if parts else translated(_NO_WAGER)


_ON = QT_TRANSLATE_NOOP("situations", "{amount} on {wager}", "$25.00 on the ante")
_NO_WAGER = QT_TRANSLATE_NOOP("situations", "no wager")
_LIMITS = QT_TRANSLATE_NOOP("situations", "{low} to {high}", "posted limits")
_UP_TO = QT_TRANSLATE_NOOP("situations", "up to {high}", "posted limits")
_OVER = QT_TRANSLATE_NOOP(
    "situations",
    "The posted limits are {limits}. The player at seat {seat} puts out {amount} on {wager}. "
    "What does the dealer do?",
)
_LATE = QT_TRANSLATE_NOOP(
    "situations",
    "The first card of the round has been dealt. The player at seat {seat} ({out}) pushes "
    "out {amount} on {wager}. What does the dealer do?",
)
_EXPOSED = QT_TRANSLATE_NOOP(
    "situations",
    "Dealing, a card to seat {seat} ({out}) turns face up. What does the dealer do?",
)
_DROPPED = QT_TRANSLATE_NOOP(
    "situations",
    "The player at seat {seat} ({out}) drops one of the cards off the table. What does the "
    "dealer do?",
)
_SHOWN = QT_TRANSLATE_NOOP(
    "situations",
    "Before deciding, the player at seat {seat} ({out}) turns a card up for the player at "
    "seat {other} to see. What does the dealer do?",
)
_TIP = {
    True: QT_TRANSLATE_NOOP(
        "situations",
        "This house takes tip bets; the table maximum is {top}. The player at seat {seat} "
        "({out}) puts out a {amount} tip bet for the dealer on the {name} game. What does the "
        "dealer do?",
    ),
    False: QT_TRANSLATE_NOOP(
        "situations",
        "This house takes no tip bets; the table maximum is {top}. The player at seat {seat} "
        "({out}) puts out a {amount} tip bet for the dealer on the {name} game. What does the "
        "dealer do?",
    ),
}
_SURRENDER = {
    True: QT_TRANSLATE_NOOP(
        "situations",
        "This house offers surrender. The player at seat {seat} ({out}) has seen the first "
        "three cards and asks to surrender {wager}. What does the dealer do?",
    ),
    False: QT_TRANSLATE_NOOP(
        "situations",
        "This house offers no surrender. The player at seat {seat} ({out}) has seen the first "
        "three cards and asks to surrender {wager}. What does the dealer do?",
    ),
}
_TOUCHED = {
    Touch.TAKE_BACK: QT_TRANSLATE_NOOP(
        "situations",
        "The player at seat {seat} ({out}) has looked at the cards and reaches to take back "
        "{wager}. What does the dealer do?",
    ),
    Touch.ADD: QT_TRANSLATE_NOOP(
        "situations",
        "The player at seat {seat} ({out}) has looked at the cards and reaches to add chips to "
        "{wager}. What does the dealer do?",
    ),
    Touch.SECOND: QT_TRANSLATE_NOOP(
        "situations",
        "The player at seat {seat} ({out}) has looked at the cards and puts out {amount} as "
        "{wager}. What does the dealer do?",
    ),
}
_STAYS = QT_TRANSLATE_NOOP("situations", "{amount} stays in action")
_GOES_BACK = QT_TRANSLATE_NOOP("situations", "{amount} goes back to the player")
_COSTS = QT_TRANSLATE_NOOP("situations", "{first}; {second}", "two costs of a ruling")


def _over_maximum(rng: random.Random, rules: GameRules, game: str, seat: int) -> Incident:
    house = rules.house
    wager = rng.choice(_placed(game))
    unders = under_minimums(house)
    case = rng.randrange(3 if unders else 2)
    if case == 0:
        amount = house.max_wager + rng.choice([100, 500, 2500, house.max_wager])
    elif case == 1:
        amount = _stake(rng, rules)
    else:
        amount = rng.choice(unders)
    return Incident(Event.OVER_MAXIMUM, seat, {}, wager, amount)


def _late_bet(rng: random.Random, rules: GameRules, game: str, seat: int) -> Incident:
    wagers = _seat_wagers(rng, rules, game) if rng.random() < 0.5 else {}
    missing = [w for w in _placed(game) if w not in wagers] or list(_placed(game))
    return Incident(Event.LATE_BET, seat, wagers, rng.choice(missing), _stake(rng, rules))


def _card(event: Event) -> Any:
    def build(rng: random.Random, rules: GameRules, game: str, seat: int) -> Incident:
        return Incident(event, seat, _seat_wagers(rng, rules, game))

    return build


def _tip_bet(rng: random.Random, rules: GameRules, game: str, seat: int) -> Incident:
    wagers = _seat_wagers(rng, rules, game)
    # Where the house takes none, the tip goes beside a wager of the seat's own: one
    # reason to refuse it, never two.
    on = rng.choice(_placed(game) if rules.house.tip_bets else sorted(wagers))
    amount = _stake(rng, rules)
    if on in wagers and rng.random() < 0.3:
        amount = rules.house.max_wager + rng.choice([100, 500])
    return Incident(Event.TIP_BET, seat, wagers, on, amount)


def _surrender(rng: random.Random, rules: GameRules, game: str, seat: int) -> Incident:
    placed = _placed(game)
    case = rng.randrange(3)
    wagers = {w: _stake(rng, rules) for w in placed}
    if not rules.house.surrender or case == 0:
        return Incident(Event.SURRENDER, seat, wagers, "seven", wagers["seven"])
    if case == 1:  # all three out, but asks about another wager
        asked = rng.choice(["three", "five"])
        return Incident(Event.SURRENDER, seat, wagers, asked, wagers[asked])
    del wagers[rng.choice(["three", "five"])]  # the 7-card wager, but not all three
    return Incident(Event.SURRENDER, seat, wagers, "seven", wagers["seven"])


def _touched(rng: random.Random, rules: GameRules, game: str, seat: int) -> Incident:
    wagers = _seat_wagers(rng, rules, game)
    second, multiple = second_wager(rules)
    if second:
        wagers.setdefault("ante", _stake(rng, rules))
    touch = rng.choice([Touch.TAKE_BACK, Touch.ADD, *([Touch.SECOND] * 2 if second else [])])
    if touch is Touch.SECOND:
        return Incident(Event.TOUCHED_BET, seat, wagers, second, wagers["ante"] * multiple, touch)
    wager = rng.choice(sorted(wagers))
    return Incident(Event.TOUCHED_BET, seat, wagers, wager, wagers[wager], touch)


_BUILDERS = {
    Event.OVER_MAXIMUM: _over_maximum,
    Event.LATE_BET: _late_bet,
    Event.CARD_EXPOSED_IN_DEAL: _card(Event.CARD_EXPOSED_IN_DEAL),
    Event.CARD_DROPPED: _card(Event.CARD_DROPPED),
    Event.CARD_SHOWN: _card(Event.CARD_SHOWN),
    Event.TIP_BET: _tip_bet,
    Event.SURRENDER: _surrender,
    Event.TOUCHED_BET: _touched,
}


def _situation_text(incident: Incident, rules: GameRules, game: str) -> str:
    house = rules.house
    fields = {
        "seat": incident.seat,
        "out": _wagers_words(game, incident.wagers),
        "name": wager_name(incident.wager),
        "wager": the_wager(incident.wager),
        "amount": format_money(incident.amount),
        "top": format_money(house.max_wager),
    }
    e = incident.event
    if e is Event.OVER_MAXIMUM:
        low, high = format_money(house.min_wager), format_money(house.max_wager)
        limits = say(_LIMITS, low=low, high=high) if house.min_wager else say(_UP_TO, high=high)
        return say(_OVER, limits=limits, **fields)
    if e is Event.LATE_BET:
        return say(_LATE, **fields)
    if e is Event.CARD_EXPOSED_IN_DEAL:
        return say(_EXPOSED, **fields)
    if e is Event.CARD_DROPPED:
        return say(_DROPPED, **fields)
    if e is Event.CARD_SHOWN:
        seat = incident.seat
        other = seat + 1 if seat < rules.seats else seat - 1
        return say(_SHOWN, other=other, **fields)
    if e is Event.TIP_BET:
        return say(_TIP[bool(house.tip_bets)], **fields)
    if e is Event.SURRENDER:
        return say(_SURRENDER[bool(house.surrender)], **fields)
    return say(_TOUCHED[incident.touch or Touch.TAKE_BACK], **fields)


def incident_data(incident: Incident) -> dict[str, Any]:
    """An incident as plain data (a question's prompt)."""
    return {
        "event": incident.event.value,
        "seat": incident.seat,
        "wagers": dict(incident.wagers),
        "wager": incident.wager,
        "amount": incident.amount,
        "touch": incident.touch.value if incident.touch else None,
    }


def incident_of(data: Mapping[str, Any]) -> Incident:
    """The incident a question's prompt holds."""
    touch = data.get("touch")
    return Incident(
        Event(data["event"]),
        int(data["seat"]),
        MappingProxyType({str(k): int(v) for k, v in data.get("wagers", {}).items()}),
        str(data.get("wager", "")),
        int(data.get("amount", 0)),
        Touch(touch) if touch else None,
    )


_BEFORE_THE_HAND = (Event.OVER_MAXIMUM, Event.TIP_BET, Event.LATE_BET, Event.CARD_EXPOSED_IN_DEAL)
"""Incidents before the deal, or while the seat's cards are dealt: the seat holds no hand."""


def _held(game: str, event: Event) -> int:
    """How many cards the seat holds when the incident happens: none before its hand is
    dealt; the game's hand once it is (two in Casino Hold'em, CH Rules (2); three in 3-5-7
    and Three Card Poker), a card fewer where one has fallen off the table."""
    if event in _BEFORE_THE_HAND:
        return 0
    dealing = game_spec(game).dealing
    if dealing is None:  # pragma: no cover - every game with situations is dealt
        return 0
    steps = dealing.plan(dealing.methods[0], ["S1"])
    hand = sum(step.places.count("S1") for step in steps)
    return hand - 1 if event is Event.CARD_DROPPED else hand


def _costs(decision: Decision) -> str:
    parts = []
    if decision.kept:
        parts.append(say(_STAYS, amount=format_money(decision.kept)))
    if decision.returned:
        parts.append(say(_GOES_BACK, amount=format_money(decision.returned)))
    return say(_COSTS, first=parts[0], second=parts[1]) if len(parts) == 2 else "".join(parts)


_REFUSED_SURRENDER = (Action.REFUSE_NOT_ALL_THREE, Action.REFUSE_WHICH_WAGER)


def _offered(
    incident: Incident, decision: Decision, rules: GameRules, rng: random.Random
) -> list[Action]:
    """The rulings offered for an incident: its event's (the engine's ``OFFERED``), moving
    an excess only where there is one over the posted maximum. No choice a house may make
    is offered as wrong: a wager over the maximum is never "refused whole" beside taking
    the maximum (houses differ there, CO 3-5-7 ¶2). Of the two surrender refusals, which
    CO 3-5-7 ¶5 makes both true of a refused surrender, one at most is offered: the right
    one, or one at random (issue 23)."""
    over = incident.amount > rules.house.max_wager
    offered = [a for a in OFFERED[incident.event] if a is not Action.MOVE_EXCESS or over]
    if over and decision.action is Action.TAKE_MAXIMUM and Action.REFUSE in offered:
        offered.remove(Action.REFUSE)
    refusals = [a for a in offered if a in _REFUSED_SURRENDER]
    if len(refusals) > 1:
        keep = decision.action if decision.action in refusals else rng.choice(refusals)
        offered = [a for a in offered if a not in refusals or a is keep]
    return offered


def _question(ctx: Context) -> Question:
    game, rules, rng = ctx.family.game, ctx.rules, ctx.rng
    events = [Event(k) for k in game_spec(game).situations]
    event = rng.choice(events)
    seat = rng.randrange(1, rules.seats + 1)
    incident = _BUILDERS[event](rng, rules, game, seat)
    decision = decide(rules, incident)
    offered = _offered(incident, decision, rules, ctx.rng)
    # One choice, drawn at random, in its full words, the others brief: the longest is
    # the right one about as often as chance (issue 23: with every choice in full words,
    # the right one was almost never the longest, a cue the other way).
    full = ctx.rng.randrange(len(offered))
    choices = tuple(ruling_text(incident, a, rules, brief=i != full) for i, a in enumerate(offered))
    lines = [sentence(ruling_text(incident, decision.action, rules)), decision.reason]
    costs = _costs(decision)
    if costs:
        lines.append(sentence(costs[0].upper() + costs[1:]))
    wagers = dict(incident.wagers)
    return ctx.question(
        text=_situation_text(incident, rules, game),
        prompt={
            "game": game,
            "incident": incident_data(incident),
            "at_table": {str(seat): wagers},
            "held": {str(seat): _held(game, incident.event)},
        },
        answer=offered.index(decision.action),
        explanation=Explanation(tuple(lines), decision.clause),
        choices=choices,
        extra={"meanings": [a.value for a in offered]},
    )


def judge(question: Question, rules: AnyRules) -> Verdict:
    """The engine's ruling on the question's incident: a choice is right where it means
    the action :func:`~trainer.engine.situations.decide` gives."""
    action = decide(casino_rules(rules), incident_of(question.prompt["incident"])).action
    meanings = question.extra["meanings"]
    return lambda candidate: Action(meanings[int(candidate)]) is action


_SITUATED = tuple(spec.id for spec in GAMES if spec.situations)

FAMILIES: tuple[Family, ...] = for_games(
    _SITUATED,
    "situations",
    Skill.RULINGS,
    AnswerKind.CHOICE,
    QT_TRANSLATE_NOOP("families", "situations at the table"),
    _question,
    judge,
)
"""A situations family for every game whose rule text gives procedures for them."""
