"""Paying in chips: the house's denominations and the fewest chips a dealer would pay."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from math import gcd

from trainer.engine.money import Cents, format_money
from trainer.quiz.errors import AnswerError

_COUNT = re.compile(r"(\d+)\s*[xX]\s*")

# The house's chips (issue 4): $0.50, $1, $2.50, $5, $25, $100.
DENOMINATIONS: tuple[Cents, ...] = (10_000, 2_500, 500, 250, 100, 50)


def can_pay_in_chips(amount: Cents, denominations: Sequence[Cents] = DENOMINATIONS) -> bool:
    """Whether an amount can be made from these chips at all."""
    return fewest_chips(amount, denominations) is not None


def fewest_chips(
    amount: Cents, denominations: Sequence[Cents] = DENOMINATIONS
) -> dict[Cents, int] | None:
    """The fewest chips that make ``amount`` exactly (largest chips first on ties), or
    ``None`` when these chips cannot make it. Greedy is not always fewest with a $2.50
    chip in the set, so this counts exactly (dynamic programming over the smallest unit).

    A progressive can pay tens of thousands of dollars, so the count is not run up to the
    whole amount: a fewest-chip stack never holds ``top / gcd(top, d)`` chips of a smaller
    value ``d`` (that many are worth a whole number of the top chip, in fewer chips), so
    all but a bounded remainder is paid in the top chip."""
    if amount < 0:
        raise ValueError("a chip amount cannot be negative")
    unit = min(denominations)
    if amount % unit:
        return None
    plan = _plan(tuple(sorted(set(denominations), reverse=True)))
    top = plan.top
    tops = max(0, (amount - plan.bound) // top)
    steps = (amount - tops * top) // unit
    if plan.best[steps] is None:
        return None
    out: dict[Cents, int] = {top: tops} if tops else {}
    total = steps
    while total:
        v = plan.choice[total]
        out[v * unit] = out.get(v * unit, 0) + 1
        total -= v
    return dict(sorted(out.items(), reverse=True))


@dataclass(frozen=True, slots=True)
class _Plan:
    """The fewest chips for every remainder up to the bound, counted once per set of chips
    (in units of the smallest chip): ``best[n]`` chips make ``n`` units, the last one worth
    ``choice[n]`` units; ``None`` where these chips cannot make it."""

    top: Cents
    bound: Cents
    best: tuple[int | None, ...]
    choice: tuple[int, ...]


@lru_cache(maxsize=16)
def _plan(denominations: tuple[Cents, ...]) -> _Plan:
    unit = min(denominations)
    top = max(denominations)
    bound = sum((top // gcd(top, d) - 1) * d for d in denominations if d != top)
    # The remainder paid in smaller chips is under bound + top (what is over is paid in the
    # top chip), so the count runs that far and no further.
    steps = (bound + top) // unit
    values = sorted({d // unit for d in denominations}, reverse=True)
    best: list[int | None] = [0] + [None] * steps
    choice = [0] * (steps + 1)
    for total in range(1, steps + 1):
        for v in values:
            if v <= total:
                prev = best[total - v]
                if prev is not None and (best[total] is None or prev + 1 < best[total]):  # type: ignore[operator]
                    best[total] = prev + 1
                    choice[total] = v
    return _Plan(top, bound, tuple(best), tuple(choice))


def chip_count(chips: Mapping[Cents, int]) -> int:
    """How many chips in a stack."""
    return sum(chips.values())


def chip_total(chips: Mapping[Cents, int]) -> Cents:
    """What a stack of chips is worth."""
    return sum(d * n for d, n in chips.items())


def parse_chips(text: str, denominations: Sequence[Cents] = DENOMINATIONS) -> dict[Cents, int]:
    """Read chips typed as ``2x25 1x5 0.50``, ``25 25 5 0.5`` or as the answer key writes
    them (``$60.00 as 2 x $25.00 + 2 x $5.00``): each item a chip value, optionally ``N x``
    in front; refuse values that are not the house's chips, and a written total the chips
    do not make."""
    from trainer.engine.errors import WagerError
    from trainer.engine.money import parse_amount

    claimed: Cents | None = None
    total_text, sep, chips_part = text.partition(" as ")
    if sep:
        try:
            claimed = parse_amount(total_text, what="the total")
        except WagerError:
            raise AnswerError(
                f"'{total_text.strip()}' is not an amount; type chips like 2x25 1x5."
            ) from None
    else:
        chips_part = text
    # "2 x $25.00" is one item: the count, the x and the chip belong together.
    joined = _COUNT.sub(r"\1x", chips_part)
    items = joined.replace("+", " ").replace(";", " ").replace(",", " ").split()
    if not items:
        raise AnswerError("No chips given; type chips like 2x25 1x5 or 25 25 5.")
    out: dict[Cents, int] = {}
    for item in items:
        count = 1
        value_text = item
        lowered = item.lower()
        if "x" in lowered:
            left, _, right = lowered.partition("x")
            if not left.isdigit() or not right:
                raise AnswerError(f"'{item}' is not a chip count; write it like 2x25.")
            count, value_text = int(left), right
        try:
            value = parse_amount(value_text, what="a chip")
        except WagerError:
            raise AnswerError(
                f"'{item}' is not a chip; the chips are {chip_names(denominations)}."
            ) from None
        if value not in denominations:
            raise AnswerError(
                f"There is no {format_money(value)} chip; "
                f"the chips are {chip_names(denominations)}."
            )
        out[value] = out.get(value, 0) + count
    if claimed is not None and claimed != chip_total(out):
        raise AnswerError(
            f"Those chips make {format_money(chip_total(out))}, not the "
            f"{format_money(claimed)} written; type the chips again."
        )
    return out


def chip_names(denominations: Sequence[Cents] = DENOMINATIONS) -> str:
    """``$0.50, $1.00, $2.50, $5.00, $25.00 and $100.00``."""
    names = [format_money(d) for d in sorted(denominations)]
    return ", ".join(names[:-1]) + " and " + names[-1]
