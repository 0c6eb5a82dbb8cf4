"""The home game's round in the ``dealer-trainer settle`` form, read and written.

A round is read under a rules file (:class:`HomeRules`): the variant's options there are
the defaults, and a scenario's ``options`` say where the table plays otherwise.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from trainer.engine.cards import Card, parse_card
from trainer.engine.errors import CardError, ScenarioError
from trainer.engine.games.three_five_seven_home.hands import wild_rank
from trainer.engine.games.three_five_seven_home.options import (
    GAME_ID,
    ROUNDS,
    HomeOptions,
    Variant,
)
from trainer.engine.games.three_five_seven_home.rules_file import HomeRules
from trainer.engine.games.three_five_seven_home.settlement import (
    RoundPlayer,
    RoundResult,
    settle_round,
)
from trainer.engine.money import Cents, to_decimal
from trainer.engine.scenario import amount_at

_SCENARIO_KEYS = {"game", "variant", "round", "burn", "pot", "players", "options"}
_PLAYER_KEYS = {"name", "cards", "in", "second_in", "marks"}
_SCENARIO_OPTIONS = {
    "three_threes_worthless": "bool",
    "five_of_a_kind_above_straight_flush": "bool",
    "suit_tiebreak": "bool",
    "second_chance": "bool",
    "no_one_in_pays_pot": "bool",
    "strike_pays_pot": "bool",
    "strike_contribution": "money",
    "marks_to_win": "int",
    "split_unit": "money",
}


def round_scenario(
    rules: HomeRules,
    options: HomeOptions,
    round_size: int,
    players: Sequence[tuple[str, Sequence[Card], bool, int]],
    *,
    pot: Cents,
    burn: Cents,
) -> dict[str, Any]:
    """A round in the ``dealer-trainer settle`` form: (name, cards, in, marks) per player.
    Options that differ from the variant's in ``rules`` (the file ``settle`` reads the
    round under) are written out."""
    shipped = rules.options(options.variant)
    changed = {
        k: (to_decimal(v) if kind == "money" else v)
        for k, kind in _SCENARIO_OPTIONS.items()
        if (v := getattr(options, k)) != getattr(shipped, k)
    }
    scenario: dict[str, Any] = {
        "game": GAME_ID,
        "variant": options.variant.value,
        "round": round_size,
        "pot": to_decimal(pot),
        "players": [
            {"name": n, "cards": [str(c) for c in cards], "in": is_in}
            | ({"marks": marks} if marks else {})
            for n, cards, is_in, marks in players
        ],
    }
    if options.variant is Variant.BURNS:
        scenario["burn"] = to_decimal(burn)
    if changed:
        scenario["options"] = changed
    return scenario


def _scenario_options(rules: HomeRules, variant: Variant, raw: Any) -> HomeOptions:
    options = rules.options(variant)
    if raw is None:
        return options
    if not isinstance(raw, Mapping):
        raise ScenarioError("'options' must be a JSON object of home-game options.")
    changes: dict[str, Any] = {}
    for key, value in raw.items():
        kind = _SCENARIO_OPTIONS.get(key)
        if kind is None:
            raise ScenarioError(
                f"'{key}' is not a home-game option "
                f"(options: {', '.join(sorted(_SCENARIO_OPTIONS))})."
            )
        if kind == "bool":
            if not isinstance(value, bool):
                raise ScenarioError(f"The option '{key}' must be true or false, not {value!r}.")
            changes[key] = value
        elif kind == "int":
            if isinstance(value, bool) or not isinstance(value, int):
                raise ScenarioError(f"The option '{key}' must be a whole number, not {value!r}.")
            changes[key] = value
        else:
            changes[key] = amount_at(value, f"'options.{key}'", f"the option '{key}'")
    options = dataclasses.replace(options, **changes)
    fault = options.fault()
    if fault is not None:
        raise ScenarioError(fault[1])
    return options


def _scenario_players(raw: Any, round_size: int) -> list[RoundPlayer]:
    if not isinstance(raw, list) or not raw:
        raise ScenarioError(
            "'players' must be a list of players like "
            '{"name": "Ann", "cards": ["Ah", "3c", "9d"], "in": true}.'
        )
    players = []
    for i, p in enumerate(raw, start=1):
        if not isinstance(p, Mapping):
            raise ScenarioError(f"Player {i} must be a JSON object, not {type(p).__name__}.")
        for key in p:
            if key not in _PLAYER_KEYS:
                raise ScenarioError(
                    f"'{key}' is not a key of a player (keys: {', '.join(sorted(_PLAYER_KEYS))})."
                )
        name = p.get("name")
        if not isinstance(name, str) or not name.strip():
            raise ScenarioError(f"Player {i} needs a 'name' (text).")
        cards = p.get("cards")
        if isinstance(cards, str):
            cards = cards.replace(",", " ").split()
        if not isinstance(cards, list):
            raise CardError(f'{name}\'s \'cards\' must be a list of cards like ["Ah", "3c"].')
        parsed = tuple(parse_card(c) for c in cards)
        is_in = p.get("in")
        if not isinstance(is_in, bool):
            raise ScenarioError(f"{name}'s 'in' must be true or false, not {is_in!r}.")
        second = p.get("second_in")
        if second is not None and not isinstance(second, bool):
            raise ScenarioError(f"{name}'s 'second_in' must be true or false, not {second!r}.")
        marks = p.get("marks", 0)
        if isinstance(marks, bool) or not isinstance(marks, int):
            raise ScenarioError(f"{name}'s 'marks' must be a whole number, not {marks!r}.")
        players.append(RoundPlayer(name, parsed, is_in, second, marks))
    return players


@dataclass(frozen=True, slots=True)
class RoundScenario:
    """A settle-form round read and checked: its options, players, round, pot and burn."""

    options: HomeOptions
    players: tuple[RoundPlayer, ...]
    round: int
    pot: Cents
    burn: Cents

    def settle(self) -> RoundResult:
        """The round settled."""
        return settle_round(
            self.players, round_size=self.round, pot=self.pot, burn=self.burn, options=self.options
        )


def read_round_scenario(rules: HomeRules, data: Mapping[str, Any]) -> RoundScenario:
    """Read a home-game round in the ``dealer-trainer settle`` form under ``rules``::

        {"game": "three-five-seven-home", "variant": "burns", "round": 3, "burn": 0.25,
         "pot": 4.00, "players": [{"name": "Ann", "cards": ["Ah", "3c", "9d"], "in": true}]}

    :class:`ScenarioError` (or :class:`CardError`) names what is wrong."""
    for key in data:
        if key not in _SCENARIO_KEYS:
            raise ScenarioError(
                f"'{key}' is not a key of a {GAME_ID} scenario "
                f"(keys: {', '.join(sorted(_SCENARIO_KEYS))})."
            )
    raw_variant = data.get("variant")
    try:
        variant = Variant(raw_variant) if isinstance(raw_variant, str) else None
    except ValueError:
        variant = None
    if variant is None:
        raise ScenarioError(
            f"{raw_variant!r} is not a variant of the 3-5-7 home game (burns, strikes)."
        )
    round_size = data.get("round")
    if isinstance(round_size, bool) or round_size not in ROUNDS:
        raise ScenarioError(f"'round' must be 3, 5 or 7 (cards each), not {round_size!r}.")
    options = _scenario_options(rules, variant, data.get("options"))
    if "pot" not in data:
        raise ScenarioError("The scenario has no 'pot' (the pot before the round).")
    pot = amount_at(data["pot"], "'pot'", "the pot")
    if variant is Variant.BURNS:
        if "burn" not in data:
            raise ScenarioError("A burns round needs its 'burn' (the amount of one burn).")
        burn = amount_at(data["burn"], "'burn'", "the burn")
    else:
        burn = amount_at(data["burn"], "'burn'", "the burn") if "burn" in data else 0
    players = _scenario_players(data.get("players"), int(round_size))
    return RoundScenario(options, tuple(players), int(round_size), pot, burn)


def settle_home_scenario(rules: HomeRules, data: Mapping[str, Any]) -> dict[str, Any]:
    """Settle one home-game round given in the ``dealer-trainer settle`` form (see
    :func:`read_round_scenario`) into ``hands``, ``payments`` (each player's gain, negative
    when they pay), ``pot_change``, ``marker`` and ``strike``, with the working besides."""
    scenario = read_round_scenario(rules, data)
    return result_data(scenario.settle(), pot=scenario.pot)


def result_data(result: RoundResult, *, pot: Cents) -> dict[str, Any]:
    """A settled round as plain data (money as two-place ``Decimal`` dollars)."""
    return {
        "game": GAME_ID,
        "variant": result.variant.value,
        "round": result.round,
        "wild": wild_rank(result.round).symbol,
        "hands": {n: result.hands[n].label for n in result.names},
        "payments": {n: to_decimal(result.payments[n]) for n in result.names},
        "pot_change": to_decimal(result.pot_change),
        "marker": result.marker,
        "strike": result.strike,
        "in": list(result.ins),
        "second_chance": result.second_chance,
        "ranking": [list(tier) for tier in result.ranking],
        "describe": {n: result.hands[n].describe() for n in result.names},
        "played": {n: [str(p) for p in result.hands[n].played] for n in result.names},
        "transfers": [
            {"from": t.payer, "to": t.payee, "amount": to_decimal(t.amount), "reason": t.reason}
            for t in result.transfers
        ],
        "pot": to_decimal(pot + result.pot_change),
        "pot_winner": result.pot_winner,
        "notes": list(result.notes),
        "clause": result.clause,
    }
