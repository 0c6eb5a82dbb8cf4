"""Money is exact: integer cents everywhere, never ``float``.

Amounts arrive as JSON numbers (read as ``Decimal``), as ``int``/``Decimal`` from code, or as
text a trainee typed (``60``, ``$60.00``, ``1,250.50``). Every form goes through
:func:`to_cents`, which refuses negative, sub-cent and non-numeric amounts with one sentence.
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from fractions import Fraction

from trainer.engine.errors import WagerError

Cents = int

_TEXT_AMOUNT = re.compile(r"^\$?\s*(\d{1,3}(,\d{3})+|\d+)?(\.\d{1,2})?$")


def to_cents(value: object, *, what: str = "amount") -> Cents:
    """Whole cents from an ``int``, ``Decimal`` or amount text; raises :class:`WagerError`.

    ``what`` names the amount in the message ("the ante", "the meter").
    """
    if isinstance(value, bool):
        raise WagerError(f"{_cap(what)} must be a number of dollars, not {str(value).lower()}.")
    if isinstance(value, int):
        amount = Decimal(value)
    elif isinstance(value, Decimal):
        amount = value
    elif isinstance(value, str):
        return parse_amount(value, what=what)
    else:
        raise WagerError(f"{_cap(what)} must be a number of dollars, not {value!r}.")
    if not amount.is_finite():
        raise WagerError(f"{_cap(what)} must be a number of dollars, not {value}.")
    if amount < 0:
        raise WagerError(f"{_cap(what)} cannot be negative ({value}).")
    cents = amount * 100
    if cents != cents.to_integral_value():
        raise WagerError(f"{_cap(what)} of {value} is not a whole number of cents.")
    return int(cents)


def parse_amount(text: str, *, what: str = "amount") -> Cents:
    """Read a typed amount: ``60``, ``60.5``, ``$60.00``, ``1,250.50``; refuse anything else.

    Commas must group thousands; at most two decimals; no sign.
    """
    cleaned = text.strip()
    if cleaned.startswith("-"):
        raise WagerError(f"{_cap(what)} cannot be negative ('{text}').")
    match = _TEXT_AMOUNT.match(cleaned)
    if not cleaned or match is None or (match.group(1) is None and match.group(3) is None):
        if re.match(r"^\$?\s*[\d,]*\.\d{3,}$", cleaned):
            raise WagerError(f"'{text}' is not a whole number of cents; use at most two decimals.")
        raise WagerError(
            f"'{text}' is not an amount of money; write it like 60, $60.00 or 1,250.50."
        )
    try:
        amount = Decimal(cleaned.lstrip("$").strip().replace(",", "") or "0")
    except InvalidOperation:  # pragma: no cover - the pattern admits only decimal text
        raise WagerError(f"'{text}' is not an amount of money.") from None
    return int(amount * 100)


def format_money(cents: Cents, *, sign: bool = False) -> str:
    """``$1,250.50``; with ``sign``, a leading ``+`` or ``-`` (``-$5.00``)."""
    prefix = ""
    if cents < 0:
        prefix = "-"
    elif sign and cents > 0:
        prefix = "+"
    whole, part = divmod(abs(cents), 100)
    return f"{prefix}${whole:,}.{part:02d}"


def to_decimal(cents: Cents) -> Decimal:
    """Dollars as an exact ``Decimal`` with two places (``Decimal('7.50')``)."""
    return (Decimal(cents) / 100).quantize(Decimal("0.01"))


def percent_of(cents: Cents, percent: Fraction | Decimal | int) -> Cents:
    """``percent`` % of an amount, rounded down to the cent."""
    share = Fraction(cents) * Fraction(percent) / 100
    return int(share.numerator // share.denominator)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]
