"""The house's posted settings applied to the rules the drills are generated under.

The progress store keeps the settings as flat keys (``pay-schedule.three-five-seven.five``,
``casino-holdem.max-wager-cents``, ...); here they become each game's
:class:`~trainer.engine.rules.HouseRules`, checked by the engine against the regulation.
A question records the few posted values it was generated under (:func:`house_params`),
so that it can be regenerated exactly after the house changes its settings.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from decimal import Decimal
from types import MappingProxyType
from typing import Any

from trainer.engine.games import AnyRules, registry
from trainer.engine.games.three_five_seven_home import HomeRules

_SCHEDULE_WAGERS = ("three", "five", "seven")
HOME = "three-five-seven-home"
# House settings of the home game -> (variant or None for both, HomeOptions field).
_HOME_SETTINGS = {
    f"{HOME}.burns.ante-cap-cents": ("burns", "ante_cap"),
    f"{HOME}.burns.second-chance": ("burns", "second_chance"),
    f"{HOME}.burns.no-one-in-pays-pot": ("burns", "no_one_in_pays_pot"),
    f"{HOME}.burns.suit-tiebreak": ("burns", "suit_tiebreak"),
    f"{HOME}.strikes.strike-pays-pot": ("strikes", "strike_pays_pot"),
    f"{HOME}.strikes.contribution-cents": ("strikes", "strike_contribution"),
    f"{HOME}.five-of-a-kind-high": (None, "five_of_a_kind_above_straight_flush"),
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
    return dataclasses.replace(home, variants=MappingProxyType(variants))


def _value(settings: Mapping[str, Any], key: str, default: Any) -> Any:
    return settings.get(key, default)


def rules_for_house(settings: Mapping[str, Any] | None = None) -> dict[str, AnyRules]:
    """Every game's rules with the house's posted settings (shipped defaults otherwise)."""
    shipped = registry().followed()
    if not settings:
        return shipped
    out: dict[str, AnyRules] = {}
    for game, rules in shipped.items():
        if isinstance(rules, HomeRules):
            out[game] = _home_with_house(rules, settings)
            continue
        house = rules.house
        changes: dict[str, Any] = {
            "min_wager": int(_value(settings, f"{game}.min-wager-cents", house.min_wager)),
            "max_wager": int(_value(settings, f"{game}.max-wager-cents", house.max_wager)),
        }
        if game == "three-five-seven":
            changes["schedules"] = MappingProxyType(
                {
                    w: int(_value(settings, f"pay-schedule.{game}.{w}", house.schedules.get(w)))
                    for w in _SCHEDULE_WAGERS
                }
            )
            changes["surrender"] = bool(
                _value(settings, f"{game}.surrender-allowed", house.surrender)
            )
            changes["tip_bets"] = bool(_value(settings, f"{game}.tip-bets-allowed", house.tip_bets))
            changes["rake_percent"] = Decimal(
                str(_value(settings, f"{game}.rake-percent", house.rake_percent))
            )
            changes["rake_cap"] = int(_value(settings, f"{game}.rake-cap-cents", house.rake_cap))
        out[game] = rules.with_house(dataclasses.replace(house, **changes))
    return out


def house_params(rules: AnyRules) -> dict[str, Any]:
    """The posted values a question of this game was generated under (small, JSON-safe)."""
    if isinstance(rules, HomeRules):
        home = rules
        return {
            "home": {
                key: getattr(home.options(variant or "burns"), field)
                for key, (variant, field) in _HOME_SETTINGS.items()
            }
        }
    h = rules.house
    params: dict[str, Any] = {"min": h.min_wager, "max": h.max_wager}
    if rules.id == "three-five-seven":
        params.update(
            schedules=dict(h.schedules),
            surrender=h.surrender,
            tips=h.tip_bets,
            rake=[str(h.rake_percent), h.rake_cap],
        )
    return params


def rules_from_params(game: str, params: Mapping[str, Any]) -> dict[str, AnyRules]:
    """The rules a question was generated under, from its recorded :func:`house_params`."""
    settings: dict[str, Any] = dict(params.get("home", {}))
    if "min" in params:
        settings[f"{game}.min-wager-cents"] = params["min"]
    if "max" in params:
        settings[f"{game}.max-wager-cents"] = params["max"]
    if game == "three-five-seven":
        for w, n in params.get("schedules", {}).items():
            settings[f"pay-schedule.{game}.{w}"] = n
        if "surrender" in params:
            settings[f"{game}.surrender-allowed"] = params["surrender"]
        if "tips" in params:
            settings[f"{game}.tip-bets-allowed"] = params["tips"]
        if "rake" in params:
            settings[f"{game}.rake-percent"] = params["rake"][0]
            settings[f"{game}.rake-cap-cents"] = params["rake"][1]
    return rules_for_house(settings)
