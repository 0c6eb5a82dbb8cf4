"""Settling a spin: every bet on the layout against the winning number, each result with
its reason, its arithmetic and its clause (as :class:`trainer.engine.settlement.WagerResult`).

``paid`` is what the dealer pays a winning bet, the bet itself returned not counted; ``net``
is what the player gains (negative on a loss). An even-money bet when a zero wins loses,
or, where the house posts it, loses half (la partage) or stays on the layout for the next
spin (en prison: neither paid nor lost yet).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from trainer.engine.errors import Refusal, ScenarioError, WagerError
from trainer.engine.games.roulette.layout import BetKind, Wheel, colour, covered, number_on
from trainer.engine.games.roulette.rules_file import RouletteRules, limit_key
from trainer.engine.money import Cents, format_money
from trainer.engine.settlement import Outcome, WagerResult, lose
from trainer.words import QT_TRANSLATE_NOOP, say, translated


class ZeroResult(StrEnum):
    """What a zero did to an even-money bet, where it did not simply lose."""

    LA_PARTAGE = "la partage"
    EN_PRISON = "en prison"


@dataclass(frozen=True, slots=True)
class Bet:
    """One bet on the layout: whose (the seat, or the player's wheel-chip colour's seat),
    its kind, the numbers it covers (as :func:`covered` orders them) and its amount."""

    seat: int
    kind: BetKind
    numbers: tuple[str, ...]
    amount: Cents
    named: tuple[str, ...] = ()
    """The numbers as the scenario names them: an inside bet's (in layout order), a dozen's
    or column's ``("2",)``, none for an even-money bet."""

    @property
    def label(self) -> str:
        """``straight 17``, ``corner 1-2-4-5``, ``dozen 2``, ``red``."""
        if self.kind.is_even_money:
            return self.kind.value
        return f"{self.kind.value} {'-'.join(self.named)}"

    @property
    def shown(self) -> str:
        """The label in the trainee's language: ``caballo 17-20``, ``rojo``."""
        if self.kind.is_even_money:
            return self.kind.shown
        return say(_LABEL, kind=self.kind.shown, numbers="-".join(self.named))


@dataclass(frozen=True, slots=True)
class BetResult:
    """One bet settled; ``zero`` where a zero's rule decided an even-money bet."""

    bet: Bet
    result: WagerResult
    zero: ZeroResult | None = None

    @property
    def label(self) -> str:
        """``win``, ``lose``, ``la partage`` or ``en prison``."""
        return self.zero.value if self.zero is not None else self.result.outcome.value


@dataclass(frozen=True, slots=True)
class SpinResult:
    """A spin settled: the wheel, the winning number and every bet in the order given."""

    wheel: Wheel
    winning: str
    bets: tuple[BetResult, ...]

    @property
    def paid(self) -> Cents:
        """What the dealer pays out, bets returned not counted."""
        return sum(b.result.paid for b in self.bets)

    @property
    def net(self) -> Cents:
        """What the players gain on the spin, all together (negative: the house wins)."""
        return sum(b.result.net for b in self.bets)

    def seat_paid(self, seat: int) -> Cents:
        """What the dealer pays one seat."""
        return sum(b.result.paid for b in self.bets if b.bet.seat == seat)


def make_bet(
    rules: RouletteRules,
    wheel: Wheel,
    seat: int,
    kind: BetKind,
    numbers: Sequence[object],
    amount: Cents,
) -> Bet:
    """A bet checked against the wheel, the house's bets and its limits; one sentence says
    what is wrong with one that could not be made."""
    if not 1 <= seat <= rules.seats:
        raise ScenarioError(f"Seat {seat} is not at this table (seats 1 to {rules.seats}).")
    nums = covered(wheel, kind, list(numbers))
    if wheel is rules.wheel and kind not in rules.odds:
        raise ScenarioError(f"This house takes no {kind.value} bet on its {wheel.value} wheel.")
    what = f"Seat {seat}'s {kind.value} bet of {format_money(amount)}"
    if amount < rules.min_wager:
        raise WagerError(
            f"{what} is under the table minimum of {format_money(rules.min_wager)}.",
            Refusal.UNDER_MINIMUM,
        )
    most = rules.most(kind)
    if amount > most:
        raise WagerError(
            f"{what} is over the {format_money(most)} this table takes on one "
            f"{limit_key(kind).replace('-', ' ')} bet.",
            Refusal.OVER_MAXIMUM,
        )
    if kind.is_inside:
        named = nums
    elif kind.is_even_money:
        named = ()
    else:
        named = (str(numbers[0]),)
    return Bet(seat, kind, nums, amount, named)


def odds_on(rules: RouletteRules, wheel: Wheel, kind: BetKind) -> tuple[int, str]:
    """The odds a bet kind pays, and their clause. A spin on the other wheel than the
    house's (a drill of another house's wheel) pays the same odds per kind; a bet only the
    other wheel has pays the regulation's odds for it (:data:`STANDARD_ODDS`)."""
    if kind in rules.odds:
        return rules.odds[kind], rules.odds_clauses[kind]
    return STANDARD_ODDS[kind], rules.clause


STANDARD_ODDS = {
    BetKind.STRAIGHT: 35,
    BetKind.SPLIT: 17,
    BetKind.STREET: 11,
    BetKind.TRIO: 11,
    BetKind.CORNER: 8,
    BetKind.FIRST_FOUR: 8,
    BetKind.TOP_LINE: 6,
    BetKind.SIX_LINE: 5,
    BetKind.DOZEN: 2,
    BetKind.COLUMN: 2,
    **{k: 1 for k in BetKind if k.is_even_money},
}
"""The odds every regulation we follow pays on each kind of bet."""


def settle_spin(
    rules: RouletteRules,
    winning: object,
    bets: Sequence[Bet],
    *,
    wheel: Wheel | None = None,
) -> SpinResult:
    """Settle every bet against the winning number (on the house's wheel, or the one the
    spin names)."""
    wheel = wheel or rules.wheel
    number = number_on(wheel, winning)
    return SpinResult(wheel, number, tuple(_settle(rules, wheel, number, b) for b in bets))


def _settle(rules: RouletteRules, wheel: Wheel, number: str, bet: Bet) -> BetResult:
    odds, clause = odds_on(rules, wheel, bet.kind)
    name = bet.label
    if number in bet.numbers:
        paid = bet.amount * odds
        return BetResult(
            bet,
            WagerResult(
                name,
                bet.amount,
                Outcome.WIN,
                paid,
                paid,
                say(_WINS, number=number, bet=_on(bet), odds=odds),
                say(_TIMES, amount=format_money(bet.amount), odds=odds, paid=format_money(paid)),
                clause,
            ),
        )
    if bet.kind.is_even_money and colour(number) == "green" and rules.zero_rule != "lose":
        zero_clause = rules.option_clause("zero_rule")
        if rules.zero_rule == "la partage":
            half = bet.amount // 2
            return BetResult(
                bet,
                WagerResult(
                    name,
                    bet.amount,
                    Outcome.LOSE,
                    -half,
                    0,
                    say(_LA_PARTAGE, number=number),
                    say(
                        _HALF,
                        amount=format_money(bet.amount),
                        lost=format_money(half),
                        returned=format_money(bet.amount - half),
                    ),
                    zero_clause,
                ),
                ZeroResult.LA_PARTAGE,
            )
        return BetResult(
            bet,
            WagerResult(
                name,
                bet.amount,
                Outcome.NONE,
                0,
                0,
                say(_EN_PRISON, number=number),
                translated(_NOT_YET),
                zero_clause,
            ),
            ZeroResult.EN_PRISON,
        )
    if bet.kind.is_even_money and colour(number) == "green":
        reason = say(_ZERO_LOSES, number=number)
    else:
        covers = "-".join(bet.numbers) if bet.kind.is_inside else bet.shown
        reason = say(_NOT_ON, number=number, covers=covers)
    return BetResult(bet, lose(name, bet.amount, reason, clause))


def _on(bet: Bet) -> str:
    if bet.kind.is_inside:
        return say(_ON, bet=bet.kind.words, numbers="-".join(bet.numbers))
    return bet.shown


_LABEL = QT_TRANSLATE_NOOP("roulette", "{kind} {numbers}", "a bet: corner 1-2-4-5")
_WINS = QT_TRANSLATE_NOOP("roulette", "{number} wins {bet}: it pays {odds} to 1.")
_TIMES = QT_TRANSLATE_NOOP("roulette", "{amount} x {odds} = {paid}")
_LA_PARTAGE = QT_TRANSLATE_NOOP(
    "roulette", "{number} is a zero: under la partage an even-money bet loses half."
)
_HALF = QT_TRANSLATE_NOOP("roulette", "half of {amount} = {lost} lost, {returned} returned")
_EN_PRISON = QT_TRANSLATE_NOOP(
    "roulette", "{number} is a zero: en prison, the bet stays on the layout for the next spin."
)
_NOT_YET = QT_TRANSLATE_NOOP("roulette", "nothing paid or lost yet")
_ZERO_LOSES = QT_TRANSLATE_NOOP("roulette", "{number} is a zero: every even-money bet loses.")
_NOT_ON = QT_TRANSLATE_NOOP("roulette", "{number} is not on {covers}.")
_ON = QT_TRANSLATE_NOOP("roulette", "{bet} on {numbers}", "a split on 17-20")
