"""The house's posted settings applied to the rules the drills are generated under.

The progress store keeps the settings as flat keys (``three-card-poker.jurisdiction``,
``pay-schedule.three-five-seven.five``, ``casino-holdem.max-wager-cents``, ...); here they
become each game's rules: the jurisdiction its tables follow, with the posted
:class:`~trainer.engine.rules.HouseRules` checked by the engine against that
jurisdiction's regulation. A question records the few posted values it was generated
under (:func:`house_params`), so that it can be regenerated exactly after the house
changes its settings.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from decimal import Decimal
from types import MappingProxyType
from typing import Any

from trainer.engine.games import GAMES, AnyRules, GameSpec, registry
from trainer.engine.games.three_five_seven_home import GAME_ID as HOME
from trainer.engine.games.three_five_seven_home import HomeRules
from trainer.engine.rules import GameRules, HouseRules

CLEAN_KEY = "game-protection.clean-one-in"
"""The house setting: one game-protection table in this many is settled without a mistake."""
CHANGE_KEY = "chips.change-rule"
"""The house setting: what chips a dealer gives as change (``trainer.engine.chips.ChangeRule``)."""

# House settings of the home game -> (variant or None for both, HomeOptions field).
_HOME_SETTINGS = {
    f"{HOME}.burns.ante-cap-cents": ("burns", "ante_cap"),
    f"{HOME}.burns.second-chance": ("burns", "second_chance"),
    f"{HOME}.burns.no-one-in-pays-pot": ("burns", "no_one_in_pays_pot"),
    f"{HOME}.burns.suit-tiebreak": ("burns", "suit_tiebreak"),
    f"{HOME}.strikes.strike-pays-pot": ("strikes", "strike_pays_pot"),
    f"{HOME}.strikes.contribution-cents": ("strikes", "strike_contribution"),
    f"{HOME}.five-of-a-kind-high": (None, "five_of_a_kind_above_straight_flush"),
    f"{HOME}.split-unit-cents": (None, "split_unit"),
    f"{HOME}.strikes.three-threes-worthless": ("strikes", "three_threes_worthless"),
    f"{HOME}.strikes.ante-every-hand": ("strikes", "ante_every_game"),
    f"{HOME}.burns.stakes-reset-on-pot": ("burns", "reset_stakes_on_pot"),
}

# The options a licensee may choose of a casino game (GameSpec.house_options): the house
# setting's key after the game's id, and how its value is read.
_CASINO_OPTIONS = {
    "surrender": ("surrender-allowed", bool),
    "tip_bets": ("tip-bets-allowed", bool),
    "tip_follows_surrender": ("tip-bet-surrendered", bool),
    "split_unit": ("split-unit-cents", int),
    "progressive_plays_on_fold": ("progressive-on-fold", bool),
}


def _home_with_house(home: HomeRules, settings: Mapping[str, Any]) -> HomeRules:
    """The home game's variants with the table's own choices."""
    variants = dict(home.variants)
    for key, (variant, field) in _HOME_SETTINGS.items():
        if key not in settings:
            continue
        for v in list(variants):
            if variant is None or v.value == variant:
                variants[v] = dataclasses.replace(variants[v], **{field: settings[key]})
    clean = int(settings.get(CLEAN_KEY, home.clean_one_in))
    return dataclasses.replace(home, variants=MappingProxyType(variants), clean_one_in=clean)


def _casino_with_house(spec: GameSpec, rules: GameRules, settings: Mapping[str, Any]) -> GameRules:
    """A casino game's rules with the house's posted limits, schedules and options."""
    game, house = spec.id, rules.house
    changes: dict[str, Any] = {
        "min_wager": int(settings.get(f"{game}.min-wager-cents", house.min_wager)),
        "max_wager": int(settings.get(f"{game}.max-wager-cents", house.max_wager)),
        "clean_one_in": int(settings.get(CLEAN_KEY, house.clean_one_in)),
        "change_rule": str(settings.get(CHANGE_KEY, house.change_rule)),
    }
    if house.schedules:
        changes["schedules"] = MappingProxyType(
            {
                w: int(settings.get(f"pay-schedule.{game}.{w}", house.schedules.get(w)))
                for w in spec.wagers
                if rules.schedules_for(w)
            }
        )
    for option in spec.house_options:
        key, kind = _CASINO_OPTIONS[option]
        changes[option] = kind(settings.get(f"{game}.{key}", getattr(house, option)))
    if rules.regulation.max_rake_percent is not None:
        changes["rake_percent"] = Decimal(
            str(settings.get(f"{game}.rake-percent", house.rake_percent))
        )
        changes["rake_cap"] = int(settings.get(f"{game}.rake-cap-cents", house.rake_cap))
    return rules.with_house(dataclasses.replace(house, **changes))


def rules_for_house(settings: Mapping[str, Any] | None = None) -> dict[str, AnyRules]:
    """Every game's rules in the jurisdiction its tables follow, with the house's posted
    settings (each game's first rules file and its defaults otherwise)."""
    reg = registry()
    if not settings:
        return reg.followed()
    out: dict[str, AnyRules] = {}
    for spec in GAMES:
        chosen = settings.get(f"{spec.id}.jurisdiction")
        rules = reg.rules(spec.id, str(chosen) if chosen else None)
        if isinstance(rules, HomeRules):
            out[spec.id] = _home_with_house(rules, settings)
        elif isinstance(rules, GameRules):
            out[spec.id] = _casino_with_house(spec, rules, settings)
        else:  # blackjack: no house settings over its file yet (issue 25's later slices)
            out[spec.id] = rules
    return out


def house_params(rules: AnyRules) -> dict[str, Any]:
    """The posted values a question of this game was generated under (small, JSON-safe):
    the jurisdiction where it is not the game's first, the limits and the options."""
    params: dict[str, Any] = {}
    if rules.jurisdiction_id != registry().rules(rules.id).jurisdiction_id:
        params["jurisdiction"] = rules.jurisdiction_id
    if isinstance(rules, HomeRules):
        home = rules
        params["home"] = {
            key: getattr(home.options(variant or "burns"), field)
            for key, (variant, field) in _HOME_SETTINGS.items()
        }
        if home.clean_one_in != HouseRules().clean_one_in:
            params["clean"] = home.clean_one_in
        return params
    if not isinstance(rules, GameRules):  # blackjack: its file is its posted rules
        return params
    spec = registry().spec(rules.id)
    h = rules.house
    params.update(min=h.min_wager, max=h.max_wager)
    if h.schedules:
        params["schedules"] = dict(h.schedules)
    if "surrender" in spec.house_options:
        params["surrender"] = h.surrender
    if "tip_bets" in spec.house_options:
        params["tips"] = h.tip_bets
    options = {o: getattr(h, o) for o in spec.house_options if o not in ("surrender", "tip_bets")}
    if options:
        params["options"] = options
    if rules.regulation.max_rake_percent is not None:
        params["rake"] = [str(h.rake_percent), h.rake_cap]
    if h.clean_one_in != HouseRules().clean_one_in:
        params["clean"] = h.clean_one_in
    if h.change_rule != HouseRules().change_rule:
        params["change"] = h.change_rule
    return params


def rules_from_params(game: str, params: Mapping[str, Any]) -> dict[str, AnyRules]:
    """The rules a question was generated under, from its recorded :func:`house_params`."""
    settings: dict[str, Any] = dict(params.get("home", {}))
    if "jurisdiction" in params:
        settings[f"{game}.jurisdiction"] = params["jurisdiction"]
    if "min" in params:
        settings[f"{game}.min-wager-cents"] = params["min"]
    if "max" in params:
        settings[f"{game}.max-wager-cents"] = params["max"]
    for w, n in params.get("schedules", {}).items():
        settings[f"pay-schedule.{game}.{w}"] = n
    if "surrender" in params:
        settings[f"{game}.surrender-allowed"] = params["surrender"]
    if "tips" in params:
        settings[f"{game}.tip-bets-allowed"] = params["tips"]
    for option, value in params.get("options", {}).items():
        settings[f"{game}.{_CASINO_OPTIONS[option][0]}"] = value
    if "rake" in params:
        settings[f"{game}.rake-percent"] = params["rake"][0]
        settings[f"{game}.rake-cap-cents"] = params["rake"][1]
    if "clean" in params:
        settings[CLEAN_KEY] = params["clean"]
    if "change" in params:
        settings[CHANGE_KEY] = params["change"]
    return rules_for_house(settings)
