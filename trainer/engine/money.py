"""Money is exact: integer cents everywhere, never ``float``.

Amounts arrive as JSON numbers (read as ``Decimal``), as ``int``/``Decimal`` from code, or as
text a trainee typed (``60``, ``$60.00``, ``1,250.50``). Every form goes through
:func:`to_cents`, which refuses negative, sub-cent and non-numeric amounts with one sentence.
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from fractions import Fraction
from functools import lru_cache

from trainer.engine.errors import WagerError

Cents = int

_TEXT_AMOUNT = re.compile(r"^\$?\s*(\d{1,3}(,\d{3})+|\d+)?(\.\d{1,2})?$")


# Far above any table limit or progressive meter; it keeps every amount exact as a JSON
# number (at most 14 significant digits) and refuses absurd input before any arithmetic.
MAX_CENTS: Cents = 100_000_000_000_000 - 1
"""The largest amount the engine accepts: $999,999,999,999.99."""


class AmountError(WagerError):
    """An amount refused. ``fault`` says why (``not-dollars``, ``negative``, ``too-large``,
    ``sub-cent``, ``sub-cent-text``, ``not-money``) and ``value`` shows the amount as it was
    written, for a caller that words the refusal itself (a rules file's, issue 27).
    ``where`` names the amount as its file holds it (a scenario's key), when it has one."""

    def __init__(self, message: str, fault: str, value: str, where: str = "") -> None:
        super().__init__(message)
        self.fault = fault
        self.value = value
        self.where = where

    def at(self, where: str) -> AmountError:
        """The same refusal, of the amount at *where* (``'ante'``)."""
        return AmountError(str(self), self.fault, self.value, where)


def to_cents(value: object, *, what: str = "amount") -> Cents:
    """Whole cents from an ``int``, ``Decimal`` or amount text; raises :class:`WagerError`.

    ``what`` names the amount in the message ("the ante", "the meter").
    """
    if isinstance(value, bool):
        shown = str(value).lower()
        raise AmountError(
            f"{_cap(what)} must be a number of dollars, not {shown}.", "not-dollars", shown
        )
    if isinstance(value, int):
        return _exact_cents(Decimal(value), what)
    if isinstance(value, Decimal):
        return _exact_cents(value, what)
    if isinstance(value, str):
        return parse_amount(value, what=what)
    raise AmountError(
        f"{_cap(what)} must be a number of dollars, not {value!r}.", "not-dollars", repr(value)
    )


def _exact_cents(amount: Decimal, what: str) -> Cents:
    """Whole cents from a ``Decimal``, exactly: no rounding, whatever its digits or exponent.

    ``amount * 100`` would round under the decimal context (28 digits) and overflow or
    underflow at extreme exponents, turning a sub-cent amount into whole cents or into 0.
    """
    shown = _shown(amount)
    if not amount.is_finite():
        raise AmountError(
            f"{_cap(what)} must be a number of dollars, not {shown}.", "not-dollars", shown
        )
    if amount < 0:
        raise AmountError(f"{_cap(what)} cannot be negative ({shown}).", "negative", shown)
    if amount.is_zero():
        return 0
    if amount.adjusted() >= 12:
        raise AmountError(
            f"{_cap(what)} of {shown} is too large (at most {format_money(MAX_CENTS)}).",
            "too-large",
            shown,
        )
    _, digits, exponent = amount.as_tuple()
    assert isinstance(exponent, int)  # finite
    shift = exponent + 2  # the power of ten of the last digit, counted in cents
    if shift < 0:
        if amount.adjusted() < -2 or any(digits[shift:]):
            raise AmountError(
                f"{_cap(what)} of {shown} is not a whole number of cents.", "sub-cent", shown
            )
        digits, shift = digits[:shift], 0
    cents: Cents = int("".join(map(str, digits))) * 10**shift
    return cents


def _shown(amount: Decimal) -> str:
    """The amount as the user wrote it, shortened when it is absurdly long."""
    if amount.is_finite() and abs(amount.adjusted()) >= 20:
        return f"{amount:.6E}"
    text = str(amount)
    return text if len(text) <= 40 else f"{text[:40]}..."


def parse_amount(text: str, *, what: str = "amount") -> Cents:
    """Read a typed amount: ``60``, ``60.5``, ``$60.00``, ``1,250.50``; refuse anything else.

    Commas must group thousands; at most two decimals; no sign.
    """
    cleaned = text.strip()
    if cleaned.startswith("-"):
        raise AmountError(f"{_cap(what)} cannot be negative ('{text}').", "negative", f"'{text}'")
    match = _TEXT_AMOUNT.match(cleaned)
    if not cleaned or match is None or (match.group(1) is None and match.group(3) is None):
        if re.match(r"^\$?\s*[\d,]*\.\d{3,}$", cleaned):
            raise AmountError(
                f"'{text}' is not a whole number of cents; use at most two decimals.",
                "sub-cent-text",
                text,
            )
        raise AmountError(
            f"'{text}' is not an amount of money; write it like 60, $60.00 or 1,250.50.",
            "not-money",
            text,
        )
    try:
        amount = Decimal(cleaned.lstrip("$").strip().replace(",", "") or "0")
    except InvalidOperation:  # pragma: no cover - the pattern admits only decimal text
        raise AmountError(f"'{text}' is not an amount of money.", "not-money", text) from None
    return _exact_cents(amount, what)


@lru_cache(maxsize=4096, typed=True)  # drills write the same few amounts again and again
def format_money(cents: Cents, *, sign: bool = False) -> str:
    """``$1,250.50``; with ``sign``, a leading ``+`` or ``-`` (``-$5.00``)."""
    prefix = ""
    if cents < 0:
        prefix = "-"
    elif sign and cents > 0:
        prefix = "+"
    whole, part = divmod(abs(cents), 100)
    return f"{prefix}${whole:,}.{part:02d}"


@lru_cache(maxsize=4096, typed=True)  # a Decimal is immutable: one per amount will do
def to_decimal(cents: Cents) -> Decimal:
    """Dollars as an exact ``Decimal`` with two places (``Decimal('7.50')``)."""
    return (Decimal(cents) / 100).quantize(Decimal("0.01"))


def percent_of(cents: Cents, percent: Fraction | Decimal | int) -> Cents:
    """``percent`` % of an amount, rounded down to the cent."""
    share = Fraction(cents) * Fraction(percent) / 100
    return int(share.numerator // share.denominator)


def split(amount: Cents, ways: int, unit: Cents = 1) -> list[Cents]:
    """``amount`` shared ``ways`` ways in whole ``unit``s (a house's smallest chip or coin):
    each share the same number of units, the odd units one each to the first shares; what
    is less than a unit (an amount the chips cannot pay) is shared to the cent, the odd
    cents to the first. The shares sum to ``amount``.

    >>> split(1550, 2, 50)
    [800, 750]
    >>> split(270, 2, 25)
    [135, 135]
    """
    if ways < 1 or unit < 1 or amount < 0:
        raise ValueError("a split needs one way or more, a unit of a cent or more, no debt")
    units, rest = divmod(amount, unit)
    each, odd = divmod(units, ways)
    cents, odd_cents = divmod(rest, ways)
    return [(each + (i < odd)) * unit + cents + (i < odd_cents) for i in range(ways)]


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]
