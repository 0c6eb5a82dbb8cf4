"""Paying in chips: reading a stack of chips the trainee typed. The arithmetic (the house's
denominations, the fewest chips) is the engine's, :mod:`trainer.engine.chips`."""

from __future__ import annotations

import re
from collections.abc import Sequence

from trainer.engine.chips import (
    CUT_SIZES,
    DENOMINATIONS,
    Cut,
    can_pay_in_chips,
    chip_count,
    chip_total,
    fewest_chips,
)
from trainer.engine.errors import WagerError
from trainer.engine.money import Cents, format_money, parse_amount
from trainer.quiz import answer_words as A
from trainer.quiz.errors import AnswerError
from trainer.words import say

_COUNT = re.compile(r"(\d+)\s*[xX]\s*")

__all__ = [
    "DENOMINATIONS",
    "can_pay_in_chips",
    "chip_count",
    "chip_names",
    "chip_total",
    "fewest_chips",
    "parse_chips",
    "parse_cut",
]


def parse_chips(text: str, denominations: Sequence[Cents] = DENOMINATIONS) -> dict[Cents, int]:
    """Read chips typed as ``2x25 1x5 0.50``, ``25 25 5 0.5`` or as the answer key writes
    them (``$60.00 as 2 x $25.00 + 2 x $5.00``): each item a chip value, optionally ``N x``
    in front; refuse values that are not the house's chips, and a written total the chips
    do not make."""
    claimed: Cents | None = None
    total_text, sep, chips_part = text.partition(" as ")
    if not sep:  # the key as Spanish writes it: "$60.00 en 2 x $25.00 + 2 x $5.00"
        total_text, sep, chips_part = text.partition(" en ")
    if sep:
        try:
            claimed = parse_amount(total_text, what="the total")
        except WagerError:
            raise AnswerError(say(A.TOTAL_NOT_AN_AMOUNT, text=total_text.strip())) from None
    else:
        chips_part = text
    # "2 x $25.00" is one item: the count, the x and the chip belong together.
    joined = _COUNT.sub(r"\1x", chips_part)
    items = joined.replace("+", " ").replace(";", " ").replace(",", " ").split()
    if not items:
        raise AnswerError(say(A.NO_CHIPS_TYPED))
    out: dict[Cents, int] = {}
    for item in items:
        count = 1
        value_text = item
        lowered = item.lower()
        if "x" in lowered:
            left, _, right = lowered.partition("x")
            if not left.isdigit() or not right:
                raise AnswerError(say(A.NOT_A_CHIP_COUNT, item=item))
            count, value_text = int(left), right
        try:
            value = parse_amount(value_text, what="a chip")
        except WagerError:
            raise AnswerError(
                say(A.NOT_A_CHIP, item=item, chips=chip_names(denominations))
            ) from None
        if value not in denominations:
            raise AnswerError(
                say(
                    A.NOT_THE_HOUSES_CHIP,
                    chip=format_money(value),
                    chips=chip_names(denominations),
                )
            )
        out[value] = out.get(value, 0) + count
    if claimed is not None and claimed != chip_total(out):
        raise AnswerError(
            say(
                A.CHIPS_MAKE_OTHER,
                total=format_money(chip_total(out)),
                written=format_money(claimed),
            )
        )
    return out


def chip_names(denominations: Sequence[Cents] = DENOMINATIONS) -> str:
    """``$0.50, $1.00, $2.50, $5.00, $25.00 and $100.00``, in the language in force."""
    names = [format_money(d) for d in sorted(denominations)]
    if len(names) == 1:
        return names[0]
    return say(A.CHIP_LIST, chips=", ".join(names[:-1]), last=names[-1])


_CUT_ITEM = re.compile(r"(\d+)\s*[xX]\s*(\d*)")
_PILE_WORDS = {"five": 5, "fives": 5, "four": 4, "fours": 4}
_LOOSE_WORDS = {"loose", "chip", "chips", "suelta", "sueltas", "ficha", "fichas"}
_STACK_WORDS = {"stack", "stacks", "pila", "pilas"}
# The Spanish words are those of the key as shown in Spanish (issue 27): "1 pila, 2x5, 2
# sueltas".


def parse_cut(text: str, size: int) -> Cut:
    """Read a cut typed as ``2 stacks, 3x5, 2`` (also ``2 stacks and 3 fives and 2 loose``,
    or the key's own words): whole stacks, piles written ``NxS`` or ``N fives``/``N fours``,
    and the loose chips (a bare number); :class:`AnswerError` names what cannot be read.
    Piles without a size written are of the question's ``size``."""
    words = text.lower().replace(",", " ").replace("+", " ").replace(";", " ")
    words = _CUT_ITEM.sub(lambda m: f"{m.group(1)}x{m.group(2)}", words)
    tokens = [t for t in words.split() if t not in ("and", "y")]
    if not tokens:
        raise AnswerError(say(A.NO_CUT_TYPED))
    stacks = piles = loose = 0
    sizes: set[int] = set()
    i = 0
    while i < len(tokens):
        token = tokens[i]
        after = tokens[i + 1] if i + 1 < len(tokens) else ""
        if "x" in token:
            count, _, each = token.partition("x")
            if not count.isdigit() or not each.isdigit():
                raise AnswerError(say(A.NOT_A_CUT_PILES, token=token, count=count or 3))
            if int(each) not in CUT_SIZES:
                raise AnswerError(say(A.NOT_A_CUT_SIZE, token=token))
            piles += int(count)
            sizes.add(int(each))
            i += 1
        elif token.isdigit() and after in _STACK_WORDS:
            stacks += int(token)
            i += 2
        elif token.isdigit() and after in _PILE_WORDS:
            piles += int(token)
            sizes.add(_PILE_WORDS[after])
            i += 2
        elif token.isdigit():
            loose += int(token)
            i += 2 if after in _LOOSE_WORDS else 1
        else:
            raise AnswerError(say(A.NOT_A_CUT_PART, token=token))
    if len(sizes) > 1:
        raise AnswerError(say(A.CUT_ONE_SIZE))
    return Cut(stacks, piles, sizes.pop() if sizes else size, loose)
