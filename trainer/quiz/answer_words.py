"""Why a typed answer cannot be read, each one whole template marked for translation
(issue 27). The trainee reads it under the answer field and types again; the text they
typed goes in as ``{value}``, as they typed it."""

from __future__ import annotations

from typing import Final

from trainer.engine.money import MAX_CENTS, AmountError, format_money
from trainer.words import QT_TRANSLATE_NOOP, say

AMOUNT: Final = {
    "not-dollars": QT_TRANSLATE_NOOP(
        "answer", "The amount must be a number of dollars, not {value}."
    ),
    "negative": QT_TRANSLATE_NOOP("answer", "The amount cannot be negative ({value})."),
    "too-large": QT_TRANSLATE_NOOP(
        "answer", "The amount of {value} is too large (at most {most})."
    ),
    "sub-cent": QT_TRANSLATE_NOOP(
        "answer", "The amount of {value} is not a whole number of cents."
    ),
    "sub-cent-text": QT_TRANSLATE_NOOP(
        "answer", "'{value}' is not a whole number of cents; use at most two decimals."
    ),
    "not-money": QT_TRANSLATE_NOOP(
        "answer", "'{value}' is not an amount of money; write it like 60, $60.00 or 1,250.50."
    ),
}
"""A typed amount the money module refuses, by its fault (``money.AmountError.fault``)."""

AMOUNTS_PER_SEAT: Final = QT_TRANSLATE_NOOP(
    "answer", "Give one amount per seat, separated by spaces."
)
AMOUNTS_PER_PLAYER: Final = QT_TRANSLATE_NOOP(
    "answer", "Give one net per player, separated by spaces."
)
NO_AMOUNTS_PER_SEAT: Final = QT_TRANSLATE_NOOP(
    "answer", "No amounts given; give one amount per seat, separated by spaces."
)
NO_AMOUNTS_PER_PLAYER: Final = QT_TRANSLATE_NOOP(
    "answer", "No amounts given; give one net per player, separated by spaces."
)


def amount_refusal(refused: AmountError) -> str:
    """A typed amount refused, worded in the language in force."""
    return say(AMOUNT[refused.fault], value=refused.value, most=format_money(MAX_CENTS))
