"""Roulette's spec: what the registry lists it by, how ``settle`` reads its spins, its odds.
The first game without cards: no deck, no hands, no deal; a spin and a layout."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from trainer.engine.games.roulette.layout import BetKind, Wheel, coverages
from trainer.engine.games.roulette.rules_file import GAME_ID, KIND, RouletteRules
from trainer.engine.games.roulette.rulings import RULINGS
from trainer.engine.games.roulette.scenario import settle_roulette_scenario
from trainer.engine.games.spec import AnyRules, GameSpec, rules_of_kind
from trainer.engine.money import Cents
from trainer.engine.odds import OddsEntry
from trainer.engine.protection_kinds import ErrorKind
from trainer.words import QT_TRANSLATE_NOOP

NOTE = "Counted exactly: each pocket of the wheel equally likely."
PRISON_NOTE = " En prison is counted as one more spin: the bet returned if it wins, lost otherwise."


_ROULETTE_RULES = QT_TRANSLATE_NOOP("registry", "the rules of roulette")


def roulette_rules_of(rules: AnyRules) -> RouletteRules:
    """Roulette's rules; :class:`RulesError` for another game's."""
    return rules_of_kind(rules, RouletteRules, _ROULETTE_RULES)


def _settle(rules: AnyRules, data: Mapping[str, Any]) -> dict[str, Any]:
    return settle_roulette_scenario(roulette_rules_of(rules), data)


def house_edge(rules: RouletteRules, kind: BetKind, wheel: Wheel | None = None) -> Fraction:
    """The house's edge on one bet of this kind: what the player loses on average per unit
    bet, each pocket equally likely (a zero's rule counted for the even-money bets)."""
    wheel = wheel or rules.wheel
    pockets = len(wheel.numbers)
    covers = len(next(iter(coverages(wheel, kind))))
    odds = rules.odds.get(kind, 0)
    win = Fraction(covers, pockets)
    ev = win * odds - (1 - win)
    if kind.is_even_money and rules.zero_rule != "lose":
        zeros = Fraction(len(wheel.zeros), pockets)
        ev += zeros  # the zero's spins were counted as whole losses above
        if rules.zero_rule == "la partage":
            ev -= zeros / 2
        else:  # en prison: the next spin returns the bet on a win, else it is lost
            ev -= zeros * (1 - win)
    return -ev


def odds(rules: AnyRules, meter: Cents) -> list[OddsEntry]:
    """The house edge of every bet the house takes on its wheel."""
    r = roulette_rules_of(rules)
    posted = f"{r.jurisdiction}: {r.wheel.value} wheel"
    pockets = len(r.wheel.numbers)
    return [
        OddsEntry(
            GAME_ID,
            kind.value,
            f"{posted}, pays {r.odds[kind]} to 1",
            pockets,
            (),
            house_edge(r, kind),
            NOTE,
        )
        for kind in r.bets
    ]


SPEC = GameSpec(
    id=GAME_ID,
    title=QT_TRANSLATE_NOOP("games", "Roulette"),
    short_title=QT_TRANSLATE_NOOP("games", "Roulette", "short title"),
    kind=KIND,
    settle=_settle,
    odds=odds,
    rulings=RULINGS,
    error_kinds=(
        ErrorKind.WRONG_ODDS.value,
        ErrorKind.OTHER_WHEEL_ODDS.value,
        ErrorKind.PICTURE_BET_MISSED.value,
        ErrorKind.LOSING_BET_PAID.value,
        ErrorKind.PAST_POSTED.value,
    ),
    skills=("payout", "rulings", "game-protection", "chips", "settlement-order", "hand-reading"),
)
