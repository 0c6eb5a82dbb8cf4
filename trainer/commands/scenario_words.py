"""The engine's refusals of what a command was given (a ``settle`` or ``deal`` scenario, the
``odds --meter``), worded in the language in force from the fields the engine's exception
carries: an amount's fault (``money.AmountError``) and a card's (``cards.CardError``: one
that cannot be read, one given twice).

Each is one whole template; the key or option as the user wrote it goes in as ``{key}``
and the value as written as ``{value}``, so they find it in their file or command.
"""

from __future__ import annotations

from typing import Final

from trainer.engine.errors import CardError
from trainer.engine.money import MAX_CENTS, AmountError, format_money
from trainer.quiz.answer_words import card_refusal
from trainer.words import QT_TRANSLATE_NOOP, say

AMOUNT: Final = {
    "not-dollars": QT_TRANSLATE_NOOP(
        "scenario", "{key}: The amount must be a number of dollars, not {value}."
    ),
    "negative": QT_TRANSLATE_NOOP("scenario", "{key}: The amount cannot be negative ({value})."),
    "too-large": QT_TRANSLATE_NOOP(
        "scenario", "{key}: The amount of {value} is too large (at most {most})."
    ),
    "sub-cent": QT_TRANSLATE_NOOP(
        "scenario", "{key}: The amount of {value} is not a whole number of cents."
    ),
    "sub-cent-text": QT_TRANSLATE_NOOP(
        "scenario", "{key}: '{value}' is not a whole number of cents; use at most two decimals."
    ),
    "not-money": QT_TRANSLATE_NOOP(
        "scenario",
        "{key}: '{value}' is not an amount of money; write it like 60, $60.00 or 1,250.50.",
    ),
}
"""An amount of a scenario or an option refused by the money module, by its fault."""


def amount_refusal(refused: AmountError, key: str) -> str:
    """The amount at *key* refused, in the language in force."""
    return say(AMOUNT[refused.fault], key=key, value=refused.value, most=format_money(MAX_CENTS))


CARD_TWICE: Final = QT_TRANSLATE_NOOP(
    "scenario", "The card {card} appears twice; a single deck has one of each card."
)


def refusal(exc: BaseException) -> str:
    """What the engine refused of a scenario, in the language in force: an amount of it
    (named by its key) or a card that cannot be read, worded here; any other refusal as the
    engine says it."""
    if isinstance(exc, AmountError) and exc.where:
        return amount_refusal(exc, exc.where)
    if isinstance(exc, CardError):
        return say(CARD_TWICE, card=exc.value) if exc.fault == "twice" else card_refusal(exc)
    return str(exc)
