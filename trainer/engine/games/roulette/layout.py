"""The roulette wheel and layout: which numbers a wheel holds, each number's colour and
place on the layout, and which sets of numbers a bet of each kind can cover.

The layout is the usual grid of three columns and twelve rows (streets) under the zeros:
1, 2, 3 is the first street, 34, 35, 36 the last; column 1 holds 1, 4, ... 34 and column 3
holds 3, 6, ... 36. A single-zero wheel's 0 sits above the whole first street; a
double-zero wheel's 0 above 1 and 2 and its 00 above 2 and 3; a triple-zero wheel's 0, 00
and 000 above 1, 2 and 3. Which bets the zeros take part in follows from that
(``docs/rules-decisions.md``, "Roulette").

Numbers are text (``"0"``, ``"00"``, ``"17"``) as the scenario writes them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from enum import StrEnum
from functools import cache
from types import MappingProxyType

from trainer.engine.errors import ScenarioError
from trainer.words import QT_TRANSLATE_NOOP, translated


class Wheel(StrEnum):
    """A wheel by its zeros."""

    SINGLE_ZERO = "single-zero"
    DOUBLE_ZERO = "double-zero"
    TRIPLE_ZERO = "triple-zero"

    @property
    def zeros(self) -> tuple[str, ...]:
        """The wheel's zeros: ``("0",)``, ``("0", "00")`` or ``("0", "00", "000")``."""
        return {
            "single-zero": ("0",),
            "double-zero": ("0", "00"),
            "triple-zero": ("0", "00", "000"),
        }[self.value]

    @property
    def numbers(self) -> tuple[str, ...]:
        """Every pocket of the wheel: the zeros, then 1 to 36."""
        return _pockets(self)

    @property
    def words(self) -> str:
        """``a double-zero wheel``."""
        return translated(_WHEELS[self])


@cache
def _pockets(wheel: Wheel) -> tuple[str, ...]:
    # Written out once a wheel: every bet read and every spin drawn looks its numbers up.
    return (*wheel.zeros, *(str(n) for n in range(1, 37)))


class BetKind(StrEnum):
    """A kind of roulette bet (the names the ``settle`` scenario uses)."""

    STRAIGHT = "straight"
    SPLIT = "split"
    STREET = "street"
    TRIO = "trio"
    CORNER = "corner"
    FIRST_FOUR = "first-four"
    TOP_LINE = "top-line"
    SIX_LINE = "six-line"
    DOZEN = "dozen"
    COLUMN = "column"
    RED = "red"
    BLACK = "black"
    ODD = "odd"
    EVEN = "even"
    LOW = "low"
    HIGH = "high"

    @property
    def is_inside(self) -> bool:
        """A bet on the numbers of the grid and the zeros (not a dozen, a column or an
        even-money bet)."""
        return self in INSIDE

    @property
    def is_even_money(self) -> bool:
        """Red, black, odd, even, low or high: the bets a zero's rule (la partage, en
        prison) can touch."""
        return self in EVEN_MONEY

    @property
    def words(self) -> str:
        """The bet in a sentence: ``a straight-up``, ``a six-line``, ``red``."""
        return translated(_WORDS[self])

    @property
    def shown(self) -> str:
        """The kind's name in the trainee's language: ``split``, ``dozen``."""
        return translated(_NAMES[self])


INSIDE = frozenset(
    {
        BetKind.STRAIGHT,
        BetKind.SPLIT,
        BetKind.STREET,
        BetKind.TRIO,
        BetKind.CORNER,
        BetKind.FIRST_FOUR,
        BetKind.TOP_LINE,
        BetKind.SIX_LINE,
    }
)
EVEN_MONEY = frozenset(
    {BetKind.RED, BetKind.BLACK, BetKind.ODD, BetKind.EVEN, BetKind.LOW, BetKind.HIGH}
)

_WORDS = {
    BetKind.STRAIGHT: QT_TRANSLATE_NOOP("roulette", "a straight-up"),
    BetKind.SPLIT: QT_TRANSLATE_NOOP("roulette", "a split"),
    BetKind.STREET: QT_TRANSLATE_NOOP("roulette", "a street"),
    BetKind.TRIO: QT_TRANSLATE_NOOP("roulette", "a trio"),
    BetKind.CORNER: QT_TRANSLATE_NOOP("roulette", "a corner"),
    BetKind.FIRST_FOUR: QT_TRANSLATE_NOOP("roulette", "a first four"),
    BetKind.TOP_LINE: QT_TRANSLATE_NOOP("roulette", "a top line"),
    BetKind.SIX_LINE: QT_TRANSLATE_NOOP("roulette", "a six-line"),
    BetKind.DOZEN: QT_TRANSLATE_NOOP("roulette", "a dozen"),
    BetKind.COLUMN: QT_TRANSLATE_NOOP("roulette", "a column"),
    BetKind.RED: QT_TRANSLATE_NOOP("roulette", "red"),
    BetKind.BLACK: QT_TRANSLATE_NOOP("roulette", "black"),
    BetKind.ODD: QT_TRANSLATE_NOOP("roulette", "odd"),
    BetKind.EVEN: QT_TRANSLATE_NOOP("roulette", "even"),
    BetKind.LOW: QT_TRANSLATE_NOOP("roulette", "low (1-18)"),
    BetKind.HIGH: QT_TRANSLATE_NOOP("roulette", "high (19-36)"),
}
_NAMES = {
    BetKind.STRAIGHT: QT_TRANSLATE_NOOP("roulette", "straight", "the bet's name"),
    BetKind.SPLIT: QT_TRANSLATE_NOOP("roulette", "split", "the bet's name"),
    BetKind.STREET: QT_TRANSLATE_NOOP("roulette", "street", "the bet's name"),
    BetKind.TRIO: QT_TRANSLATE_NOOP("roulette", "trio", "the bet's name"),
    BetKind.CORNER: QT_TRANSLATE_NOOP("roulette", "corner", "the bet's name"),
    BetKind.FIRST_FOUR: QT_TRANSLATE_NOOP("roulette", "first-four", "the bet's name"),
    BetKind.TOP_LINE: QT_TRANSLATE_NOOP("roulette", "top-line", "the bet's name"),
    BetKind.SIX_LINE: QT_TRANSLATE_NOOP("roulette", "six-line", "the bet's name"),
    BetKind.DOZEN: QT_TRANSLATE_NOOP("roulette", "dozen", "the bet's name"),
    BetKind.COLUMN: QT_TRANSLATE_NOOP("roulette", "column", "the bet's name"),
    BetKind.RED: QT_TRANSLATE_NOOP("roulette", "red", "the bet's name"),
    BetKind.BLACK: QT_TRANSLATE_NOOP("roulette", "black", "the bet's name"),
    BetKind.ODD: QT_TRANSLATE_NOOP("roulette", "odd", "the bet's name"),
    BetKind.EVEN: QT_TRANSLATE_NOOP("roulette", "even", "the bet's name"),
    BetKind.LOW: QT_TRANSLATE_NOOP("roulette", "low", "the bet's name"),
    BetKind.HIGH: QT_TRANSLATE_NOOP("roulette", "high", "the bet's name"),
}
_WHEELS = {
    Wheel.SINGLE_ZERO: QT_TRANSLATE_NOOP("roulette", "a single-zero wheel"),
    Wheel.DOUBLE_ZERO: QT_TRANSLATE_NOOP("roulette", "a double-zero wheel"),
    Wheel.TRIPLE_ZERO: QT_TRANSLATE_NOOP("roulette", "a triple-zero wheel"),
}

RED_NUMBERS = frozenset({1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36})
"""The red numbers of every wheel; the other numbers from 1 to 36 are black, the zeros
green."""

COUNTS: Mapping[BetKind, int] = MappingProxyType(
    {
        BetKind.STRAIGHT: 1,
        BetKind.SPLIT: 2,
        BetKind.STREET: 3,
        BetKind.TRIO: 3,
        BetKind.CORNER: 4,
        BetKind.FIRST_FOUR: 4,
        BetKind.TOP_LINE: 5,
        BetKind.SIX_LINE: 6,
    }
)
"""How many numbers each inside bet covers."""


def colour(number: str) -> str:
    """``red``, ``black`` or ``green`` (a zero)."""
    if not number.isdigit() or int(number) == 0:
        return "green"
    return "red" if int(number) in RED_NUMBERS else "black"


def column_of(n: int) -> int:
    """The column (1-3) of a number from 1 to 36."""
    return (n - 1) % 3 + 1


def street_of(n: int) -> int:
    """The street (row, 1-12) of a number from 1 to 36."""
    return (n - 1) // 3 + 1


def _grid_sets(kind: BetKind) -> set[frozenset[int]]:
    """The sets of grid numbers a bet covers without the zeros."""
    out: set[frozenset[int]] = set()
    for n in range(1, 37):
        if kind is BetKind.STRAIGHT:
            out.add(frozenset({n}))
        elif kind is BetKind.SPLIT:
            if column_of(n) < 3:
                out.add(frozenset({n, n + 1}))
            if n <= 33:
                out.add(frozenset({n, n + 3}))
        elif kind is BetKind.STREET and column_of(n) == 1:
            out.add(frozenset({n, n + 1, n + 2}))
        elif kind is BetKind.CORNER and column_of(n) < 3 and n <= 32:
            out.add(frozenset({n, n + 1, n + 3, n + 4}))
        elif kind is BetKind.SIX_LINE and column_of(n) == 1 and n <= 31:
            out.add(frozenset(range(n, n + 6)))
    return out


_ZERO_SETS: Mapping[Wheel, Mapping[BetKind, tuple[tuple[str, ...], ...]]] = MappingProxyType(
    {
        Wheel.SINGLE_ZERO: {
            BetKind.STRAIGHT: (("0",),),
            BetKind.SPLIT: (("0", "1"), ("0", "2"), ("0", "3")),
            BetKind.TRIO: (("0", "1", "2"), ("0", "2", "3")),
            BetKind.FIRST_FOUR: (("0", "1", "2", "3"),),
        },
        Wheel.DOUBLE_ZERO: {
            BetKind.STRAIGHT: (("0",), ("00",)),
            BetKind.SPLIT: (("0", "1"), ("0", "2"), ("00", "2"), ("00", "3"), ("0", "00")),
            BetKind.TRIO: (("0", "1", "2"), ("0", "00", "2"), ("00", "2", "3")),
            BetKind.TOP_LINE: (("0", "00", "1", "2", "3"),),
        },
        Wheel.TRIPLE_ZERO: {
            BetKind.STRAIGHT: (("0",), ("00",), ("000",)),
            BetKind.SPLIT: (("0", "1"), ("00", "2"), ("000", "3"), ("0", "00"), ("00", "000")),
            BetKind.TRIO: (("0", "00", "000"),),
        },
    }
)
"""The inside bets the zeros take part in, by wheel (``docs/rules-decisions.md``)."""


@cache
def coverages(wheel: Wheel, kind: BetKind) -> frozenset[frozenset[str]]:
    """Every set of numbers one bet of this kind can cover on this wheel (empty where the
    wheel has no such bet: a first four off a single-zero wheel, a top line off a
    double-zero one). Dozens and columns are named ``"1"`` to ``"3"`` and cover their
    twelve numbers; even-money bets cover their eighteen."""
    if kind in (BetKind.DOZEN, BetKind.COLUMN):
        return frozenset(frozenset(outside_numbers(kind, str(k))) for k in (1, 2, 3))
    if kind in EVEN_MONEY:
        return frozenset({frozenset(outside_numbers(kind, ""))})
    grid = {frozenset(str(n) for n in s) for s in _grid_sets(kind)}
    zeros = {frozenset(s) for s in _ZERO_SETS[wheel].get(kind, ())}
    return frozenset(grid | zeros)


def outside_numbers(kind: BetKind, which: str) -> tuple[str, ...]:
    """The numbers an outside bet covers: dozen or column ``which`` (``"1"``-``"3"``), or
    an even-money bet's eighteen."""
    grid = range(1, 37)
    if kind is BetKind.DOZEN:
        k = int(which)
        return tuple(str(n) for n in grid if (n - 1) // 12 + 1 == k)
    if kind is BetKind.COLUMN:
        return tuple(str(n) for n in grid if column_of(n) == int(which))
    tests: dict[BetKind, Callable[[int], bool]] = {
        BetKind.RED: lambda n: n in RED_NUMBERS,
        BetKind.BLACK: lambda n: n not in RED_NUMBERS,
        BetKind.ODD: lambda n: n % 2 == 1,
        BetKind.EVEN: lambda n: n % 2 == 0,
        BetKind.LOW: lambda n: n <= 18,
        BetKind.HIGH: lambda n: n >= 19,
    }
    test = tests[kind]
    return tuple(str(n) for n in grid if test(n))


def bet_kind(name: object) -> BetKind:
    """A bet kind by its scenario name; :class:`ScenarioError` names the known ones."""
    try:
        return BetKind(str(name))
    except ValueError:
        known = ", ".join(k.value for k in BetKind)
        raise ScenarioError(f"{name!r} is not a roulette bet (bets: {known}).") from None


def number_on(wheel: Wheel, text: object) -> str:
    """A number of this wheel as text (``"7"``, ``"00"``); :class:`ScenarioError` for one
    the wheel does not hold."""
    value = str(text).strip()
    if value.isdigit() and value not in ("00", "000"):
        value = str(int(value))
    if value not in wheel.numbers:
        raise ScenarioError(f"{value!r} is not a number on {wheel.words}.")
    return value


def order_numbers(numbers: Sequence[str]) -> tuple[str, ...]:
    """Numbers in layout order: the zeros first (0, 00, 000), then 1 to 36."""
    return tuple(sorted(numbers, key=lambda n: (0, len(n)) if int(n) == 0 else (1, int(n))))


def covered(wheel: Wheel, kind: BetKind, numbers: Sequence[object]) -> tuple[str, ...]:
    """The numbers a bet covers, checked against what a bet of its kind can cover on this
    wheel; :class:`ScenarioError` says in one sentence what is wrong."""
    if kind in EVEN_MONEY:
        if numbers:
            raise ScenarioError(f"A bet on {kind.words} names no numbers; it covers its 18.")
        return outside_numbers(kind, "")
    if kind in (BetKind.DOZEN, BetKind.COLUMN):
        if len(numbers) != 1 or str(numbers[0]) not in ("1", "2", "3"):
            raise ScenarioError(
                f'A {kind.value} bet names which {kind.value} it is: ["1"], ["2"] or ["3"].'
            )
        return outside_numbers(kind, str(numbers[0]))
    sets = coverages(wheel, kind)
    if not sets:
        raise ScenarioError(f"{kind.words.capitalize()} is not a bet on {wheel.words}.")
    given = [number_on(wheel, n) for n in numbers]
    want = COUNTS[kind]
    if len(given) != want or len(set(given)) != want:
        raise ScenarioError(
            f"{kind.words.capitalize()} covers {want} different number"
            f"{'s' if want > 1 else ''}, not {', '.join(given) or 'none'}."
        )
    if frozenset(given) not in sets:
        raise ScenarioError(
            f"{', '.join(order_numbers(given))} cannot be covered by {kind.words} on "
            f"{wheel.words}: {_shape(kind)}."
        )
    return order_numbers(given)


def _shape(kind: BetKind) -> str:
    return {
        BetKind.SPLIT: "a split covers two numbers side by side on the layout",
        BetKind.STREET: "a street covers one row of three, such as 1, 2 and 3",
        BetKind.TRIO: "a trio covers a zero and the two numbers beside it",
        BetKind.CORNER: "a corner covers four numbers that meet at one point",
        BetKind.FIRST_FOUR: "the first four is 0, 1, 2 and 3",
        BetKind.TOP_LINE: "the top line is 0, 00, 1, 2 and 3",
        BetKind.SIX_LINE: "a six-line covers two rows side by side, such as 1 to 6",
    }.get(kind, "it is not one of the bet's places on the layout")
