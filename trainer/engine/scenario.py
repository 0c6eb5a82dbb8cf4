"""Scenarios as plain data (the ``settle`` and ``deal`` contract) in and out of the engine.

A scenario is a mapping read from JSON (numbers as ``Decimal``); results come back as plain
mappings with money as two-place ``Decimal`` dollars, ready for JSON. The command line, the
drills' second path and the window's explanations all go through here.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from decimal import Decimal
from typing import Any

from trainer.engine.cards import Card, format_cards, parse_card
from trainer.engine.errors import CardError, ScenarioError
from trainer.engine.hands import HandValue
from trainer.engine.homegame import GAME_ID as HOME_GAME
from trainer.engine.homegame import settle_home_scenario
from trainer.engine.money import Cents, to_cents, to_decimal
from trainer.engine.procedures import deal_plan
from trainer.engine.rules import GameRules, game_rules
from trainer.engine.settlement import (
    PotResult,
    SeatPosition,
    Settlement,
    TableSettlement,
    WagerResult,
    settle_casino_holdem,
    settle_three_card_poker,
    settle_three_five_seven,
    settle_three_five_seven_table,
)

_KEYS = {
    "three-card-poker": {"game", "ante", "play", "pair_plus", "player", "dealer"},
    "casino-holdem": {"game", "ante", "call", "progressive", "meter", "player", "dealer", "board"},
    "three-five-seven": {
        "game",
        "schedules",
        "bets",
        "surrender",
        "tips",
        "player",
        "community",
        "seats",
        "rake",
    },
}
_SEAT_KEYS = {"seat", "cards", "bets", "pot", "surrender", "tips"}


def _mapping(value: Any, what: str) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise ScenarioError(f"{what} must be a JSON object, not {type(value).__name__}.")
    return value


def _unknown(data: Mapping[str, Any], allowed: set[str], what: str) -> None:
    for key in data:
        if key not in allowed:
            raise ScenarioError(
                f"'{key}' is not a key of {what} (keys: {', '.join(sorted(allowed))})."
            )


def _cards(
    data: Mapping[str, Any], key: str, what: str, required: bool = True
) -> tuple[Card, ...] | None:
    if key not in data or data[key] is None:
        if required:
            raise ScenarioError(f"The scenario has no '{key}' ({what}).")
        return None
    value = data[key]
    if isinstance(value, str):
        value = value.replace(",", " ").split()
    if not isinstance(value, list):
        raise CardError(f'\'{key}\' must be a list of cards like ["Ah", "Td"].')
    return tuple(parse_card(c) for c in value)


def _money(data: Mapping[str, Any], key: str, what: str) -> Cents:
    if key not in data or data[key] is None:
        return 0
    return to_cents(data[key], what=what)


def _flag(data: Mapping[str, Any], key: str) -> bool | None:
    if key not in data or data[key] is None:
        return None
    value = data[key]
    if not isinstance(value, bool):
        raise ScenarioError(f"'{key}' must be true or false, not {value!r}.")
    return value


def _wagers(data: Mapping[str, Any], key: str, what: str) -> dict[str, Cents]:
    if key not in data or data[key] is None:
        return {}
    raw = _mapping(data[key], f"'{key}'")
    return {g: to_cents(v, what=f"the {g} {what}") for g, v in raw.items()}


def _schedules(data: Mapping[str, Any]) -> dict[str, int] | None:
    if "schedules" not in data:
        return None
    raw = _mapping(data["schedules"], "'schedules'")
    out = {}
    for game, value in raw.items():
        if isinstance(value, bool) or not isinstance(value, int):
            raise ScenarioError(
                f"The schedule for '{game}' must be a schedule number, not {value!r}."
            )
        out[game] = value
    return out


def _game(data: Mapping[str, Any]) -> tuple[str, GameRules]:
    game = data.get("game")
    if not isinstance(game, str):
        raise ScenarioError(
            "The scenario needs a 'game' (three-card-poker, casino-holdem, three-five-seven, "
            f"{HOME_GAME})."
        )
    return game, game_rules(game)


def _with_rake(rules: GameRules, data: Mapping[str, Any]) -> GameRules:
    if "rake" not in data:
        return rules
    raw = _mapping(data["rake"], "'rake'")
    _unknown(raw, {"percent", "cap"}, "'rake'")
    house = rules.house
    percent = raw.get("percent", house.rake_percent)
    if isinstance(percent, bool) or not isinstance(percent, int | Decimal) or percent < 0:
        raise ScenarioError(f"The rake percent must be a number from 0 to 10, not {percent!r}.")
    cap = to_cents(raw["cap"], what="the rake cap") if "cap" in raw else house.rake_cap
    return rules.with_house(dataclasses.replace(house, rake_percent=Decimal(percent), rake_cap=cap))


def settle_scenario(data: Mapping[str, Any]) -> dict[str, Any]:
    """Settle one scenario (the ``dealer-trainer settle`` contract) into plain data."""
    data = _mapping(data, "A scenario")
    if data.get("game") == HOME_GAME:  # players pay each other: its own form
        return settle_home_scenario(data)
    game, rules = _game(data)
    _unknown(data, _KEYS.get(game, {"game"}), f"a {game} scenario")
    if game == "three-card-poker":
        ante = _money(data, "ante", "the ante")
        settled = settle_three_card_poker(
            rules,
            player=_cards(data, "player", "the player's 3 cards") or (),
            dealer=_cards(data, "dealer", "the dealer's 3 cards", required=False),
            ante=ante,
            play=_flag(data, "play"),
            pair_plus=_money(data, "pair_plus", "the Pair Plus wager"),
        )
        return settlement_data(settled)
    if game == "casino-holdem":
        meter = _money(data, "meter", "the meter") if data.get("meter") is not None else None
        settled = settle_casino_holdem(
            rules,
            player=_cards(data, "player", "the player's 2 cards") or (),
            dealer=_cards(data, "dealer", "the dealer's 2 cards", required=False),
            board=_cards(data, "board", "the 5 board cards") or (),
            ante=_money(data, "ante", "the ante"),
            call=_flag(data, "call"),
            progressive=_money(data, "progressive", "the progressive wager"),
            meter=meter,
        )
        return settlement_data(settled)
    rules = _with_rake(rules, data)
    community = _cards(data, "community", "the 4 community cards") or ()
    if "seats" in data:
        for key in ("player", "bets", "surrender", "tips"):
            if key in data:
                raise ScenarioError(
                    f"A table scenario gives '{key}' inside each seat, not at the top."
                )
        raw_seats = data["seats"]
        if not isinstance(raw_seats, list):
            raise ScenarioError("'seats' must be a list of seats.")
        seats = [_seat(_mapping(s, "A seat")) for s in raw_seats]
        return table_data(
            settle_three_five_seven_table(
                rules, seats=seats, community=community, schedules=_schedules(data)
            )
        )
    settled = settle_three_five_seven(
        rules,
        player=_cards(data, "player", "the player's 3 cards") or (),
        community=community,
        bets=_wagers(data, "bets", "wager"),
        schedules=_schedules(data),
        surrender=bool(_flag(data, "surrender")),
        tips=_wagers(data, "tips", "tip bet"),
    )
    return settlement_data(settled)


def _seat(raw: Mapping[str, Any]) -> SeatPosition:
    _unknown(raw, _SEAT_KEYS, "a seat")
    number = raw.get("seat")
    if isinstance(number, bool) or not isinstance(number, int):
        raise ScenarioError(f"Each seat needs a seat number ('seat': 1), not {number!r}.")
    return SeatPosition(
        seat=number,
        player=_cards(raw, "cards", f"seat {number}'s 3 cards") or (),
        bets=_wagers(raw, "bets", "wager"),
        pot=_wagers(raw, "pot", "pot wager"),
        surrender=bool(_flag(raw, "surrender")),
        tips=_wagers(raw, "tips", "tip bet"),
    )


def hand_data(hand: HandValue | None) -> dict[str, Any] | None:
    """A hand as plain data: its category, words and cards in display order."""
    if hand is None:
        return None
    return {
        "hand": hand.label,
        "describe": hand.describe(),
        "cards": format_cards(hand.cards).split(),
    }


def wager_data(result: WagerResult) -> dict[str, Any]:
    """One settled wager as plain data (the ``bets`` entries of ``settle``)."""
    return {
        "result": result.outcome.value,
        "wager": to_decimal(result.amount),
        "net": to_decimal(result.net),
        "paid": to_decimal(result.paid),
        "hand": result.hand.label if result.hand is not None else None,
        "cards": format_cards(result.hand.cards).split() if result.hand is not None else None,
        "row": result.row.label if result.row is not None else None,
        "pays": result.pays,
        "arithmetic": result.arithmetic,
        "reason": result.reason,
        "clause": result.clause,
    }


def settlement_data(settled: Settlement) -> dict[str, Any]:
    """A settled position as plain data."""
    out: dict[str, Any] = {
        "game": settled.game,
        "player_hand": settled.player_hand.label if settled.player_hand else None,
        "player_cards": format_cards(settled.player_hand.cards).split()
        if settled.player_hand
        else None,
    }
    if settled.game != "three-five-seven":
        out["dealer_hand"] = settled.dealer_hand.label if settled.dealer_hand else None
        out["dealer_cards"] = (
            format_cards(settled.dealer_hand.cards).split() if settled.dealer_hand else None
        )
        out["dealer_qualifies"] = settled.dealer_qualifies
    if settled.hands:
        out["hands"] = {k: hand_data(v) for k, v in settled.hands.items()}
    out["bets"] = {b.wager: wager_data(b) for b in settled.bets}
    if settled.pots:
        out["pots"] = {p.wager: wager_data(p) for p in settled.pots}
    out["net"] = to_decimal(settled.net)
    out["paid"] = to_decimal(settled.paid)
    if settled.game == "three-five-seven":
        out["tips"] = {t.wager: wager_data(t) for t in settled.tips}
        out["tips_net"] = to_decimal(sum(t.net for t in settled.tips))
    return out


def pot_data(pot: PotResult) -> dict[str, Any]:
    """A player-banked pot as plain data."""
    return {
        "entrants": list(pot.entrants),
        "void": pot.void,
        "total": to_decimal(pot.total),
        "rake": to_decimal(pot.rake),
        "award": to_decimal(pot.award),
        "winners": list(pot.winners),
        "shares": {str(k): to_decimal(v) for k, v in pot.shares.items()},
        "hand": pot.hand.label if pot.hand is not None else None,
        "arithmetic": pot.arithmetic,
        "reason": pot.reason,
        "clause": pot.clause,
    }


def table_data(table: TableSettlement) -> dict[str, Any]:
    """A whole 3-5-7 table as plain data, seats in settlement order."""
    seats = []
    for number, settled in table.seats:
        entry = {"seat": number, **settlement_data(settled)}
        seats.append(entry)
    return {
        "game": "three-five-seven",
        "seats": seats,
        "pots": {p.game: pot_data(p) for p in table.pots},
        "settle_order": list(table.settle_order),
        "paid": to_decimal(table.paid),
        "rake": to_decimal(sum(p.rake for p in table.pots)),
    }


def deal_scenario(data: Mapping[str, Any]) -> dict[str, Any]:
    """The ``dealer-trainer deal`` contract: destinations in dealing order, settle order."""
    data = _mapping(data, "A scenario")
    _unknown(data, {"game", "method", "seats"}, "a deal scenario")
    game = data.get("game")
    if not isinstance(game, str):
        raise ScenarioError(
            "The scenario needs a 'game' (three-card-poker, casino-holdem, three-five-seven)."
        )
    seats = data.get("seats")
    if not isinstance(seats, list):
        raise ScenarioError("'seats' must be a list of seat numbers with wagers, like [1, 3, 4].")
    method = data.get("method")
    if method is not None and not isinstance(method, str):
        raise ScenarioError(f"'method' must be text, not {method!r}.")
    plan = deal_plan(game, seats, method)
    return {
        "game": plan.game,
        "method": plan.method.value,
        "cards": list(plan.cards),
        "settle_order": list(plan.settle_order),
        "clause": plan.clause,
        "settle_clause": plan.settle_clause,
    }
