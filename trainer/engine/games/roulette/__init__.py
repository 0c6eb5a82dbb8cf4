"""Roulette (58 Pa. Code chapter 617a in Pennsylvania; South Dakota's ARSD 20:18:34 beside
it): the first game without cards. A spin, a layout and fixed odds per kind of bet.

The regulation is not shipped: ``resources/rule-texts/roulette-pennsylvania.txt`` and
``roulette-south-dakota.txt`` are our own digests, each rule with its section number.

The modules, from the bottom up:

- :mod:`.layout`: the wheels, each number's colour and place, which numbers each bet can
  cover;
- :mod:`.rules_file`: what a house posts (:class:`RouletteRules`): the wheel, the odds,
  the most per bet, the zero's rule on even-money bets;
- :mod:`.settlement`: a spin settled, every bet with its reason, arithmetic and clause;
- :mod:`.scenario`: a spin in the ``dealer-trainer settle`` form, read and written;
- :mod:`.game`: the spec in the registry (imported by the registry, not here).
"""

from trainer.engine.games.roulette.layout import (
    BetKind,
    Wheel,
    colour,
    coverages,
    covered,
    outside_numbers,
)
from trainer.engine.games.roulette.rules_file import (
    GAME_ID,
    KIND,
    ZERO_RULES,
    RouletteRules,
    load_roulette_rules,
    read_roulette_rules,
)
from trainer.engine.games.roulette.settlement import (
    STANDARD_ODDS,
    Bet,
    BetResult,
    SpinResult,
    make_bet,
    settle_spin,
)

__all__ = [
    "GAME_ID",
    "KIND",
    "STANDARD_ODDS",
    "ZERO_RULES",
    "Bet",
    "BetKind",
    "BetResult",
    "RouletteRules",
    "SpinResult",
    "Wheel",
    "colour",
    "coverages",
    "covered",
    "load_roulette_rules",
    "make_bet",
    "outside_numbers",
    "read_roulette_rules",
    "settle_spin",
]
