"""Money is exact: integer cents; the accepted and refused forms of docs/rules-decisions.md."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trainer.engine.errors import WagerError
from trainer.engine.money import (
    MAX_CENTS,
    format_money,
    parse_amount,
    percent_of,
    split,
    to_cents,
    to_decimal,
)


@pytest.mark.parametrize(
    ("text", "cents"),
    [
        ("60", 6000),
        ("60.5", 6050),
        ("60.50", 6050),
        ("$60.00", 6000),
        ("$ 60", 6000),
        ("1,250.50", 125050),
        ("1,000", 100000),
        ("1,000,000.01", 100000001),
        (".5", 50),
        ("0", 0),
        ("0.00", 0),
        ("  60  ", 6000),
        ("999,999,999,999.99", MAX_CENTS),
    ],
)
def test_money_parse_amount_accepted_forms(text: str, cents: int) -> None:
    assert parse_amount(text) == cents
    assert to_cents(text) == cents


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("12,5x", "not an amount of money"),
        ("1,25", "not an amount of money"),
        ("1000,000", "not an amount of money"),
        ("60.001", "not a whole number of cents"),
        ("-5", "cannot be negative"),
        ("", "not an amount of money"),
        ("abc", "not an amount of money"),
        ("$", "not an amount of money"),
        (".", "not an amount of money"),
        ("5.", "not an amount of money"),
        ("+5", "not an amount of money"),
        ("5e2", "not an amount of money"),
        ("1,000,000,000,000", "too large"),
    ],
)
def test_money_parse_amount_refused_forms_name_the_text(text: str, fragment: str) -> None:
    with pytest.raises(WagerError, match=fragment) as info:
        parse_amount(text)
    message = str(info.value)
    if text.strip(" $.+-"):
        # The message names what was typed (the too-large form is shown by its value).
        assert text in message or fragment == "too large"
    assert "\n" not in message


def test_money_to_cents_refuses_a_boolean() -> None:
    with pytest.raises(WagerError, match="not true"):
        to_cents(True, what="the ante")
    with pytest.raises(WagerError, match="not false"):
        to_cents(False)


@pytest.mark.parametrize("value", [5.5, None, [5], {"a": 1}, Fraction(1, 2)])
def test_money_to_cents_refuses_non_numbers(value: object) -> None:
    with pytest.raises(WagerError, match="must be a number of dollars"):
        to_cents(value, what="the ante")


@pytest.mark.parametrize(
    ("value", "cents"),
    [
        (0, 0),
        (5, 500),
        (Decimal("5.5"), 550),
        (Decimal("0.01"), 1),
        (Decimal("10.500"), 1050),  # trailing zeros are still whole cents
        (Decimal("1E+2"), 10000),
        (Decimal("-0"), 0),
        (Decimal("0E-1000000"), 0),
    ],
)
def test_money_to_cents_exact(value: object, cents: int) -> None:
    assert to_cents(value) == cents


@pytest.mark.parametrize(
    "value",
    [
        Decimal("0.001"),
        Decimal("60.001"),
        # Past the decimal context's 28 digits: must not round to 1000 cents.
        Decimal("10.000000000000000000000000000000001"),
        # An exponent so small that multiplying by 100 would underflow to 0.
        Decimal("1E-999999999"),
    ],
)
def test_money_to_cents_refuses_sub_cent_amounts_exactly(value: Decimal) -> None:
    with pytest.raises(WagerError, match="not a whole number of cents"):
        to_cents(value, what="the ante")


@pytest.mark.parametrize(
    "value", [-5, Decimal("-0.01"), -(10**5000)], ids=["int", "decimal", "huge-int"]
)
def test_money_to_cents_refuses_negative_amounts(value: object) -> None:
    with pytest.raises(WagerError, match="cannot be negative"):
        to_cents(value, what="the ante")


@pytest.mark.parametrize(
    "value",
    [Decimal("1E+999999999"), 10**5000, Decimal("1E+12"), MAX_CENTS + 1],
    ids=["huge-exponent", "huge-int", "a-trillion-dollars", "max-cents-plus-one-dollars"],
)
def test_money_to_cents_refuses_absurdly_large_amounts_without_crashing(value: object) -> None:
    with pytest.raises(WagerError, match="too large") as info:
        to_cents(value, what="the meter")
    assert len(str(info.value)) < 200


@pytest.mark.parametrize("value", [Decimal("NaN"), Decimal("Infinity"), Decimal("-Infinity")])
def test_money_to_cents_refuses_non_finite(value: Decimal) -> None:
    with pytest.raises(WagerError):
        to_cents(value)


def test_money_message_names_the_amount_and_what_it_is() -> None:
    with pytest.raises(WagerError, match=r"^The ante of 10\.001 is not a whole number of cents"):
        to_cents(Decimal("10.001"), what="the ante")
    with pytest.raises(WagerError, match=r"^The ante cannot be negative \(-10\)"):
        to_cents(-10, what="the ante")


@given(st.integers(min_value=0, max_value=MAX_CENTS))
def test_money_text_round_trip(cents: int) -> None:
    text = format_money(cents)
    assert parse_amount(text) == cents
    assert to_cents(to_decimal(cents)) == cents
    assert to_cents(text.replace(",", "")) == cents


@given(
    st.decimals(
        min_value=Decimal(0), max_value=Decimal("1E+11"), allow_nan=False, allow_infinity=False
    )
)
def test_money_to_cents_accepts_exactly_the_whole_cents(value: Decimal) -> None:
    exact = Fraction(value) * 100
    if exact.denominator == 1:
        assert to_cents(value) == exact.numerator
    else:
        with pytest.raises(WagerError):
            to_cents(value)


@pytest.mark.parametrize(
    ("cents", "plain", "signed"),
    [
        (0, "$0.00", "$0.00"),
        (1, "$0.01", "+$0.01"),
        (-1, "-$0.01", "-$0.01"),
        (500, "$5.00", "+$5.00"),
        (-500, "-$5.00", "-$5.00"),
        (125050, "$1,250.50", "+$1,250.50"),
        (100000000, "$1,000,000.00", "+$1,000,000.00"),
    ],
)
def test_money_format_money(cents: int, plain: str, signed: str) -> None:
    assert format_money(cents) == plain
    assert format_money(cents, sign=True) == signed


def test_money_to_decimal_two_places() -> None:
    assert to_decimal(750) == Decimal("7.50")
    assert str(to_decimal(750)) == "7.50"
    assert str(to_decimal(-1)) == "-0.01"


@pytest.mark.parametrize(
    ("cents", "percent", "expected"),
    [
        (1000, 10, 100),
        (999, 10, 99),  # 99.9 rounded down
        (1, 10, 0),
        (1234567, Decimal("10"), 123456),  # $1,234.567 -> $1,234.56 (a meter share)
        (1000, Decimal("7.5"), 75),
        (1001, Decimal("7.5"), 75),  # 75.075 rounded down
        (10000, 100, 10000),
    ],
)
def test_money_percent_of_rounds_down_to_the_cent(
    cents: int, percent: int | Decimal, expected: int
) -> None:
    assert percent_of(cents, percent) == expected


def test_split_shares_in_whole_units_the_odd_units_to_the_first_shares() -> None:
    """Issue 11: a tie is shared in the house's smallest chip or coin; chips cannot pay
    cents. Each share takes the same number of units, the odd units go one each to the
    shares first in order, and what is below one unit is shared to the cent."""
    assert split(1350, 2, 50) == [700, 650]  # 27 half-dollar chips
    assert split(1350, 2) == [675, 675]  # to the cent
    assert split(270, 2, 25) == [135, 135]  # not 136/134: the total is split, not each part
    assert split(1820, 3, 50) == [607, 607, 606]  # 36 chips each 12, and 20 cents over
    assert split(5, 3, 25) == [2, 2, 1]
    for amount in range(0, 400, 7):
        for ways in (1, 2, 3, 7):
            shares = split(amount, ways, 25)
            assert sum(shares) == amount and shares == sorted(shares, reverse=True)
    with pytest.raises(ValueError):
        split(100, 0)
