"""A spin in the ``dealer-trainer settle`` form, read and written.

In::

    {"game": "roulette", "wheel": "double-zero", "winning": "17",
     "bets": [{"seat": 1, "bet": "straight", "numbers": ["17"], "amount": 5},
              {"seat": 2, "bet": "dozen", "numbers": ["2"], "amount": 10}]}

(``wheel`` defaults to the house's; numbers are text, ``"0"`` and ``"00"``; a dozen or a
column names which, ``["1"]`` to ``["3"]``; red, black, odd, even, low and high name no
numbers). Out: the bets in input order, each with ``result``, ``paid`` (winnings, never
the bet returned), ``net``, ``reason``, ``arithmetic`` and ``clause``, and the spin's total
``paid`` and ``net``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from trainer.engine.errors import ScenarioError
from trainer.engine.games.roulette.layout import Wheel, bet_kind, colour
from trainer.engine.games.roulette.rules_file import RouletteRules
from trainer.engine.games.roulette.settlement import Bet, SpinResult, make_bet, settle_spin
from trainer.engine.money import to_decimal
from trainer.engine.scenario import check_keys, mapping_of, money_of

_SPIN_KEYS = frozenset({"game", "wheel", "winning", "bets"})
_BET_KEYS = frozenset({"seat", "bet", "numbers", "amount"})


def read_spin(
    rules: RouletteRules, data: Mapping[str, Any]
) -> tuple[Wheel, object, tuple[Bet, ...]]:
    """The wheel, the winning number (as given) and the bets of a scenario, each bet checked."""
    check_keys(data, _SPIN_KEYS, "a roulette spin")
    wheel = rules.wheel
    if "wheel" in data:
        try:
            wheel = Wheel(data["wheel"])
        except ValueError:
            names = ", ".join(f"'{w.value}'" for w in Wheel)
            raise ScenarioError(f"'wheel' must be one of {names}, not {data['wheel']!r}.") from None
    if "winning" not in data:
        raise ScenarioError('The spin needs its \'winning\' number, like "17" or "00".')
    raw = data.get("bets")
    if not isinstance(raw, list) or not raw:
        raise ScenarioError(
            "'bets' must be a list of bets, like "
            '[{"seat": 1, "bet": "straight", "numbers": ["17"], "amount": 5}].'
        )
    return wheel, data["winning"], tuple(_bet(rules, wheel, b, n) for n, b in enumerate(raw, 1))


def _bet(rules: RouletteRules, wheel: Wheel, raw: Any, n: int) -> Bet:
    data = mapping_of(raw, f"Bet {n}")
    check_keys(data, _BET_KEYS, "a roulette bet")
    seat = data.get("seat")
    if isinstance(seat, bool) or not isinstance(seat, int):
        raise ScenarioError(f"Bet {n} needs a 'seat' number, not {seat!r}.")
    if "bet" not in data:
        raise ScenarioError(f"Bet {n} needs its kind, 'bet' (straight, split, ... red).")
    kind = bet_kind(data["bet"])
    numbers = data.get("numbers", [])
    if not isinstance(numbers, list):
        raise ScenarioError(f"Bet {n}'s 'numbers' must be a list, like [\"17\"].")
    if "amount" not in data:
        raise ScenarioError(f"Bet {n} has no 'amount'.")
    amount = money_of(data, "amount", f"bet {n}'s amount", at=f"bets[{n}]")
    return make_bet(rules, wheel, seat, kind, numbers, amount)


def spin_data(settled: SpinResult) -> dict[str, Any]:
    """A settled spin as plain data (the ``settle`` output)."""
    return {
        "game": "roulette",
        "wheel": settled.wheel.value,
        "winning": settled.winning,
        "colour": colour(settled.winning),
        "bets": [
            {
                "seat": b.bet.seat,
                "bet": b.bet.kind.value,
                "numbers": list(b.bet.named),
                "amount": to_decimal(b.bet.amount),
                "result": b.label,
                "paid": to_decimal(b.result.paid),
                "net": to_decimal(b.result.net),
                "reason": b.result.reason,
                "arithmetic": b.result.arithmetic,
                "clause": b.result.clause,
            }
            for b in settled.bets
        ],
        "paid": to_decimal(settled.paid),
        "net": to_decimal(settled.net),
    }


def settle_roulette_scenario(rules: RouletteRules, data: Mapping[str, Any]) -> dict[str, Any]:
    """Read, check and settle one spin into plain data."""
    wheel, winning, bets = read_spin(rules, data)
    return spin_data(settle_spin(rules, winning, bets, wheel=wheel))
