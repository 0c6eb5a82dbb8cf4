"""Roulette spins for the drills: bets placed on the layout in each player's wheel chips,
a winning number steered to what a question teaches, and the spin settled by the engine.

A spin is written in the ``dealer-trainer settle`` form (:attr:`Spin.scenario`); beside it
a question carries each seat's wheel-chip value (``prompt["chips"]``, cents), so that the
window can draw every bet as its stack of chips.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from trainer.engine.games import AnyRules
from trainer.engine.games.roulette import (
    Bet,
    BetKind,
    RouletteRules,
    SpinResult,
    Wheel,
    colour,
    coverages,
    make_bet,
    settle_spin,
)
from trainer.engine.games.roulette.game import roulette_rules_of
from trainer.engine.games.roulette.layout import order_numbers
from trainer.engine.games.roulette.rules_file import GAME_ID
from trainer.engine.money import Cents, format_money
from trainer.quiz.family import Context
from trainer.quiz.games.roulette import words as W
from trainer.quiz.model import total_line
from trainer.quiz.positions import amount_text, dollars
from trainer.words import say, translated


def rules_of(ctx: Context | AnyRules) -> RouletteRules:
    """The roulette rules of a question's context (or of rules given)."""
    return roulette_rules_of(ctx.game_rules if isinstance(ctx, Context) else ctx)


def places(wheel: Wheel, kind: BetKind) -> list[tuple[str, ...]]:
    """Every place a bet of this kind can go on this wheel, in a fixed order (so that a seed
    draws the same bet whatever the interpreter's hashing)."""
    return list(_places(wheel, kind))


@functools.cache
def _places(wheel: Wheel, kind: BetKind) -> tuple[tuple[str, ...], ...]:
    # Put in order once a wheel and kind: a drill asks for them many times a question
    # (every inside bet that covers a number, kind by kind).
    return tuple(
        sorted(
            (order_numbers(list(s)) for s in coverages(wheel, kind)),
            key=lambda nums: [(len(n), n) for n in nums],
        )
    )


def places_on(
    rules: RouletteRules, wheel: Wheel, number: str
) -> list[tuple[BetKind, tuple[str, ...]]]:
    """Every inside bet the house takes that covers ``number``, in the layout's order of
    kinds (its straight-up, splits, streets and trios, corners, first four or top line,
    six-lines)."""
    return [
        (kind, nums)
        for kind in rules.bets
        if kind.is_inside
        for nums in places(wheel, kind)
        if number in nums
    ]


def chip_value(rng: random.Random, rules: RouletteRules, difficulty: int) -> Cents:
    """A player's wheel-chip value: $1 at difficulty 1; $1, $2 or $5 at 2; also $2.50 and
    $25 at 3; never under the table's minimum bet."""
    values = {1: (100,), 2: (100, 200, 500), 3: (100, 250, 500, 2500)}[difficulty]
    return rng.choice([v for v in values if v >= rules.min_wager] or [rules.min_wager])


def chips_of(rules: RouletteRules, kind: BetKind, value: Cents, most: int) -> int:
    """The most chips of ``value`` a bet of this kind may hold under the posted limit,
    and never more than ``most``."""
    return max(1, min(most, rules.most(kind) // value))


@dataclass(frozen=True, slots=True)
class Spin:
    """A spin as the dealer settles it: the wheel, the winning number, the bets (each with
    its seat's chip value) and the result."""

    rules: RouletteRules
    wheel: Wheel
    winning: str
    bets: tuple[Bet, ...]
    chips: Mapping[int, Cents]
    settled: SpinResult

    @property
    def scenario(self) -> dict[str, Any]:
        """The spin in the ``settle`` form."""
        return scenario_of(self.wheel, self.winning, self.bets)

    def paid(self, seat: int) -> Cents:
        """What the dealer pays one seat."""
        return self.settled.seat_paid(seat)

    @property
    def chips_data(self) -> dict[str, Cents]:
        """Each seat's wheel-chip value, as a prompt carries it."""
        return {str(s): v for s, v in sorted(self.chips.items())}


def scenario_of(wheel: Wheel, winning: str, bets: Iterable[Bet]) -> dict[str, Any]:
    """A spin in the ``settle`` form."""
    return {
        "game": GAME_ID,
        "wheel": wheel.value,
        "winning": winning,
        "bets": [
            {
                "seat": b.seat,
                "bet": b.kind.value,
                "numbers": list(b.named),
                "amount": dollars(b.amount),
            }
            for b in bets
        ],
    }


def spin(
    rules: RouletteRules,
    winning: str,
    placed: Sequence[tuple[int, BetKind, Sequence[str], int]],
    chips: Mapping[int, Cents],
    wheel: Wheel | None = None,
) -> Spin:
    """A spin of these bets, each ``(seat, kind, numbers, chips)`` at its seat's chip value."""
    wheel = wheel or rules.wheel
    bets = tuple(
        make_bet(rules, wheel, seat, kind, list(nums), count * chips[seat])
        for seat, kind, nums, count in placed
    )
    return Spin(
        rules, wheel, winning, bets, dict(chips), settle_spin(rules, winning, bets, wheel=wheel)
    )


def outside_which(kind: BetKind, number: str) -> tuple[str, ...]:
    """The dozen or column (``("2",)``) that holds ``number``, or ``()`` for an even-money
    bet (and for a zero, which no dozen or column holds)."""
    if kind.is_even_money or colour(number) == "green":
        return ()
    n = int(number)
    which = (n - 1) // 12 + 1 if kind is BetKind.DOZEN else (n - 1) % 3 + 1
    return (str(which),)


# ---------------------------------------------------------------------------------------
# In words
# ---------------------------------------------------------------------------------------


def bet_words(kind: BetKind, named: Sequence[str]) -> str:
    """A bet as a dealer says it: ``a split on 17-20``, ``the second dozen``, ``red``."""
    if kind.is_even_money:
        return kind.words
    if kind in (BetKind.DOZEN, BetKind.COLUMN):
        return translated(W.NTH[(kind.value, named[0])])
    return say(W.BET_ON, bet=kind.words, numbers="-".join(named))


def chips_words(count: int, value: Cents) -> str:
    """``3 chips of $5.00``."""
    return say(W.CHIP_OF if count == 1 else W.CHIPS_OF, count=count, value=format_money(value))


def scenario_lines(scenario: Mapping[str, Any]) -> list[str]:
    """A spin in words: the wheel, the winning number and every bet in the order given."""
    wheel = translated(W.WHEEL_NAMES[scenario.get("wheel", "double-zero")])
    lines = [say(W.WHEEL_LINE, wheel=wheel, number=scenario["winning"])]
    for b in scenario["bets"]:
        kind = BetKind(b["bet"])
        lines.append(
            say(
                W.SEAT_BET,
                seat=b["seat"],
                bet=bet_words(kind, b.get("numbers", [])),
                amount=amount_text(b["amount"]),
            )
        )
    return lines


def house_words(rules: RouletteRules, wheel: Wheel) -> str:
    """What the house posts that a payment depends on."""
    words = wheel.words
    return say(W.HOUSE[rules.zero_rule], wheel=words[:1].upper() + words[1:])


def bet_lines(s: Spin, seat: int) -> list[str]:
    """Each bet of one seat settled, with its chips, reason and arithmetic."""
    value = s.chips[seat]
    out = []
    for b in s.settled.bets:
        if b.bet.seat != seat:
            continue
        count = b.bet.amount // value
        bet = bet_words(b.bet.kind, b.bet.named)
        fields = {
            "bet": bet[:1].upper() + bet[1:],
            "chips": chips_words(count, value),
            "reason": b.result.reason,
            "arithmetic": b.result.arithmetic,
        }
        out.append(say(W.BET_WON if b.result.paid else W.BET_NOTHING, **fields))
    return out


def paid_line(s: Spin, seat: int) -> str:
    """What one seat is paid, as a sum, and in its chips."""
    parts = [b.result.paid for b in s.settled.bets if b.bet.seat == seat and b.result.paid]
    total = s.paid(seat)
    chips = total // s.chips[seat]
    fields = {
        "sums": " + ".join(map(format_money, parts)),
        "total": format_money(total),
        "chips": chips,
        "value": format_money(s.chips[seat]),
    }
    if not total:
        return total_line(say(W.TOTAL, **fields))
    return total_line(say(W.TOTAL_SUM_CHIPS if len(parts) > 1 else W.TOTAL_CHIPS, **fields))


def clauses_of(s: Spin, seats: Iterable[int]) -> str:
    """The clauses of the bets of these seats, each once."""
    wanted = set(seats)
    return "; ".join(dict.fromkeys(b.result.clause for b in s.settled.bets if b.bet.seat in wanted))
