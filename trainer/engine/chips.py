"""Chip arithmetic: the house's chips, the fewest chips of an amount, a dealer's cut of a
payment from stacks of 20, and the house's rule for what chips to give as change.

Nothing here knows of questions or widgets: the drills (``trainer.quiz.chips`` and
``trainer.quiz.handling``) ask it for the truth, the window only draws what it returns.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from math import gcd

from trainer.engine.money import Cents, format_money
from trainer.words import QT_TRANSLATE_NOOP, say, translated

# The house's chips (issue 4): $0.50, $1, $2.50, $5, $25, $100.
DENOMINATIONS: tuple[Cents, ...] = (10_000, 2_500, 500, 250, 100, 50)

STACK = 20
"""Chips in a dealer's stack in the rack (and in a stack pushed to a player)."""

CUT_SIZES = (5, 4)
"""The piles a dealer cuts from a stack: fives (four to a stack) or fours (five to a stack)."""


def fewest_chips(
    amount: Cents, denominations: Sequence[Cents] = DENOMINATIONS
) -> dict[Cents, int] | None:
    """The fewest chips that make ``amount`` exactly (largest chips first on ties), or
    ``None`` when these chips cannot make it. Greedy is not always fewest with a $2.50
    chip in the set, so this counts exactly (dynamic programming over the smallest unit).

    A progressive can pay tens of thousands of dollars, so the count is not run up to the
    whole amount: a fewest-chip stack never holds ``D / gcd(D, d)`` chips of a value ``d``
    below any other value ``D`` (that many are worth a whole number of ``D`` chips, in
    fewer chips), so all but a bounded remainder is paid in the top chip. The bound takes
    the nearest such ``D`` for each chip (two 50-cent chips are a dollar); the count up to
    it is made once per set of chips (:func:`_counted`), like a hand table."""
    if amount < 0:
        raise ValueError("a chip amount cannot be negative")
    if not denominations:
        return None if amount else {}
    chips = _counted(tuple(sorted(set(denominations))))
    if amount % chips.unit:
        return None
    tops = max(0, (amount - chips.bound) // chips.top)
    total = (amount - tops * chips.top) // chips.unit
    if chips.best[total] is None:
        return None
    out: dict[Cents, int] = {chips.top: tops} if tops else {}
    while total:
        v = chips.choice[total]
        out[v * chips.unit] = out.get(v * chips.unit, 0) + 1
        total -= v
    return dict(sorted(out.items(), reverse=True))


@dataclass(frozen=True, slots=True)
class _Counted:
    """The fewest chips of every remainder below ``bound + top``, in units of the smallest
    chip: how many (``None``: cannot be made), and the chip taken last."""

    unit: Cents
    top: Cents
    bound: Cents
    best: tuple[int | None, ...]
    choice: tuple[int, ...]


@functools.cache
def _counted(denominations: tuple[Cents, ...]) -> _Counted:
    unit, top = min(denominations), max(denominations)
    bound = sum(
        (min(big // gcd(big, d) for big in denominations if big > d) - 1) * d
        for d in denominations
        if d != top
    )
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
    return _Counted(unit, top, bound, tuple(best), tuple(choice))


def can_pay_in_chips(amount: Cents, denominations: Sequence[Cents] = DENOMINATIONS) -> bool:
    """Whether an amount can be made from these chips at all."""
    return fewest_chips(amount, denominations) is not None


def chip_count(chips: Mapping[Cents, int]) -> int:
    """How many chips in a stack."""
    return sum(chips.values())


def chip_total(chips: Mapping[Cents, int]) -> Cents:
    """What a stack of chips is worth."""
    return sum(d * n for d, n in chips.items())


# -- cutting -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Cut:
    """A payment of chips of one value as a dealer pushes it: whole stacks of 20, piles of
    ``size`` cut from a stack, and the chips left loose (fewer than a pile)."""

    stacks: int
    piles: int
    size: int
    loose: int

    @property
    def chips(self) -> int:
        """How many chips the cut pays."""
        return self.stacks * STACK + self.piles * self.size + self.loose


def cut(count: int, size: int) -> Cut:
    """The cut of ``count`` chips in piles of ``size``: as many whole stacks as the count
    holds, the rest cut in as many piles as it holds, the remainder loose."""
    if size not in CUT_SIZES:
        raise ValueError(f"chips are cut in fives or fours, not {size}s")
    if count < 0:
        raise ValueError("a chip count cannot be negative")
    stacks, rest = divmod(count, STACK)
    piles, loose = divmod(rest, size)
    return Cut(stacks, piles, size, loose)


def cut_fault(given: Cut, count: int, size: int) -> str | None:
    """Why a cut of the right count is not the dealer's cut, in one sentence; ``None`` when
    it is (a cut of another count is a wrong amount, not a wrong cut)."""
    want = cut(count, size)
    if (given.stacks, given.loose) == (want.stacks, want.loose) and (
        given.piles == want.piles and (given.size == size or not given.piles)
    ):
        return None
    if given.stacks != want.stacks:
        return say(
            _WHOLE_FIRST, stack=STACK, want=_stacks(want.stacks), given=_stacks(given.stacks)
        )
    if given.piles and given.size != size:
        return say(_CUT_IN, size=size, given=given.size)
    return say(_AFTER_STACKS, rest=count - want.stacks * STACK, cut=cut_words(want, stacks=False))


_WHOLE_FIRST = QT_TRANSLATE_NOOP(
    "chips", "a dealer pays whole stacks of {stack} first: {want}, not {given}"
)
_CUT_IN = QT_TRANSLATE_NOOP("chips", "the chips are cut in {size}s here, not in {given}s")
_AFTER_STACKS = QT_TRANSLATE_NOOP("chips", "the {rest} chips after the stacks are cut as {cut}")
_STACK = QT_TRANSLATE_NOOP("chips", "{n} stack")
_STACKS = QT_TRANSLATE_NOOP("chips", "{n} stacks")
_LOOSE = QT_TRANSLATE_NOOP("chips", "{n} loose")
_NO_CHIPS = QT_TRANSLATE_NOOP("chips", "no chips", "an empty cut")
_LIST = QT_TRANSLATE_NOOP("chips", "{items}, {item}", "the parts of a cut")
_LAST = QT_TRANSLATE_NOOP("chips", "{items} and {last}", "the parts of a cut")
_FEWEST = QT_TRANSLATE_NOOP("chips", "the fewest chips")
_ONE_SMALLEST = QT_TRANSLATE_NOOP("chips", "the fewest chips that include at least one {chip} chip")


def _stacks(n: int) -> str:
    return say(_STACK if n == 1 else _STACKS, n=n)


_SIZE_WORDS = {
    5: (QT_TRANSLATE_NOOP("chips", "{n} five"), QT_TRANSLATE_NOOP("chips", "{n} fives")),
    4: (QT_TRANSLATE_NOOP("chips", "{n} four"), QT_TRANSLATE_NOOP("chips", "{n} fours")),
}
_PILES_OF = (
    QT_TRANSLATE_NOOP("chips", "{n} pile of {size}"),
    QT_TRANSLATE_NOOP("chips", "{n} piles of {size}"),
)


def cut_words(c: Cut, *, stacks: bool = True) -> str:
    """``2 stacks, 3 fives and 2 loose``; ``no chips`` for an empty cut."""
    parts = [_stacks(c.stacks)] if stacks and c.stacks else []
    if c.piles:
        one, many = _SIZE_WORDS.get(c.size, _PILES_OF)
        parts.append(say(one if c.piles == 1 else many, n=c.piles, size=c.size))
    if c.loose:
        parts.append(say(_LOOSE, n=c.loose))
    if not parts:
        return translated(_NO_CHIPS)
    words = parts[0]
    for part in parts[1:-1]:
        words = say(_LIST, items=words, item=part)
    return say(_LAST, items=words, last=parts[-1]) if len(parts) > 1 else words


def cut_text(c: Cut) -> str:
    """A cut as a trainee types it and the reader reads it back: ``2 stacks, 3x5, 2``."""
    parts = [_stacks(c.stacks)] if c.stacks else []
    if c.piles:
        parts.append(f"{c.piles}x{c.size}")
    if c.loose or not parts:
        parts.append(say(_LOOSE, n=c.loose))
    return ", ".join(parts)


# -- making change -------------------------------------------------------------------------


class ChangeRule(StrEnum):
    """The house's rule for what chips a dealer gives for cash or in change of a chip."""

    FEWEST = "fewest"
    """The fewest chips (in change of a chip, of values below it)."""
    ONE_SMALLEST = "one-smallest"
    """The fewest chips that hold at least one of the smallest chip given."""

    def words(self, below: Cents | None = None) -> str:
        """The rule as the question states it, for change of a chip of ``below`` (or of
        cash): ``the fewest chips that include at least one $0.50 chip``."""
        if self is ChangeRule.FEWEST:
            return translated(_FEWEST)
        smallest = format_money(min(change_chips(below)))
        return say(_ONE_SMALLEST, chip=smallest)


def change_chips(below: Cents | None = None) -> tuple[Cents, ...]:
    """The chips change may be given in: every chip for cash, the chips of lower value in
    change of a chip of ``below`` (a chip is never changed for itself)."""
    return tuple(d for d in DENOMINATIONS if below is None or d < below)


def best_change(amount: Cents, rule: ChangeRule, below: Cents | None = None) -> dict[Cents, int]:
    """One stack of change the rule allows, in as few chips as it allows (the largest chips
    first where several stacks tie); :class:`ValueError` when none can make the amount."""
    chips = change_chips(below)
    if rule is ChangeRule.ONE_SMALLEST:
        smallest = min(chips)
        rest = fewest_chips(amount - smallest, chips) if amount >= smallest else None
        if rest is None:
            raise ValueError(f"{format_money(amount)} cannot be changed under this rule")
        rest[smallest] = rest.get(smallest, 0) + 1
        return dict(sorted(rest.items(), reverse=True))
    found = fewest_chips(amount, chips)
    if found is None:
        raise ValueError(f"{format_money(amount)} cannot be changed in these chips")
    return found


def change_fault(
    chips: Mapping[Cents, int], amount: Cents, rule: ChangeRule, below: Cents | None = None
) -> tuple[bool, str] | None:
    """Why a stack is not change the rule allows, or ``None`` when it is: ``(amount_right,
    sentence)``. Every stack the rule allows is accepted, not only :func:`best_change`'s."""
    stack = {d: n for d, n in chips.items() if n}
    total = chip_total(stack)
    if total != amount:
        return False, say(_MAKE, total=format_money(total), amount=format_money(amount))
    allowed = change_chips(below)
    if below is not None and any(d >= below for d in stack):
        return False, say(_SMALLER, chip=format_money(below), chips=_names(allowed))
    smallest = min(allowed)
    if rule is ChangeRule.ONE_SMALLEST and not stack.get(smallest):
        return True, say(_AT_LEAST, chip=format_money(smallest))
    best = chip_count(best_change(amount, rule, below))
    if chip_count(stack) > best:
        return True, say(_WOULD_DO, best=best, given=chip_count(stack))
    return None


_MAKE = QT_TRANSLATE_NOOP("chips", "the chips make {total}, not {amount}")
_SMALLER = QT_TRANSLATE_NOOP("chips", "change of a {chip} chip is given in smaller chips ({chips})")
_AT_LEAST = QT_TRANSLATE_NOOP("chips", "the house gives at least one {chip} chip in change")
_WOULD_DO = QT_TRANSLATE_NOOP("chips", "{best} chips would do where you gave {given}")
_OR = QT_TRANSLATE_NOOP("chips", "{items} or {last}", "chip values: $1.00, $2.50 or $5.00")


def _names(chips: Sequence[Cents]) -> str:
    names = [format_money(d) for d in sorted(chips)]
    if len(names) == 1:
        return names[0]
    return say(_OR, items=", ".join(names[:-1]), last=names[-1])
