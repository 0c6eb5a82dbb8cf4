"""Game protection's vocabulary: the kinds of mistake a drill plants and the mistake as
planted in one seat's settlement (:class:`Planted`), shared by the planters of
:mod:`trainer.engine.protection` and :mod:`trainer.engine.protection_arrangement`."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from trainer.engine.hands import (
    HandValue,
)
from trainer.engine.money import Cents, format_money
from trainer.engine.settlement import WagerResult
from trainer.words import QT_TRANSLATE_NOOP, say, translated


class ErrorKind(StrEnum):
    """A kind of settlement mistake (the names ``questions --json`` gives as ``"error"``)."""

    WRONG_ROW = "wrong-row"
    WRONG_SCHEDULE = "wrong-schedule"
    PUSH_PAID = "push-paid"
    ANTE_BONUS_MISSED = "ante-bonus-missed"
    MISREAD = "misread"
    OVER_MAXIMUM = "over-maximum"
    FOLD_PLAYED = "fold-played"
    SURRENDER_PLAYED = "surrender-played"
    PROGRESSIVE_WRONG_CARDS = "progressive-wrong-cards"
    RAKE_OVER_CAP = "rake-over-cap"
    RAKE_FROM_VOID = "rake-from-void"
    WRONG_SEAT = "wrong-seat"
    OUT_OF_ORDER = "out-of-order"
    WRONG_BOARD_CARDS = "wrong-board-cards"
    WRONG_AMOUNT = "wrong-amount"
    ANTE_NOT_RAISED = "ante-not-raised"
    POT_WRONG_PLAYER = "pot-wrong-player"
    WILD_MISREAD = "wild-misread"
    NATURAL_WRONG_ODDS = "natural-wrong-odds"
    INSURANCE_WRONG_ODDS = "insurance-wrong-odds"
    DOUBLE_PAID_ONCE = "double-paid-once"
    SPLIT_21_AS_NATURAL = "split-21-as-natural"
    WRONG_ODDS = "wrong-odds"
    OTHER_WHEEL_ODDS = "other-wheel-odds"
    PICTURE_BET_MISSED = "picture-bet-missed"
    LOSING_BET_PAID = "losing-bet-paid"
    PAST_POSTED = "past-posted"

    @property
    def heading(self) -> str:
        """The kind in words: ``"a payout at the wrong row"``."""
        return translated(_HEADINGS[self])


_HEADINGS = {
    ErrorKind.WRONG_ROW: QT_TRANSLATE_NOOP("protection", "a payout at the wrong row"),
    ErrorKind.WRONG_SCHEDULE: QT_TRANSLATE_NOOP("protection", "a payout from the wrong schedule"),
    ErrorKind.PUSH_PAID: QT_TRANSLATE_NOOP("protection", "a push paid as a win"),
    ErrorKind.ANTE_BONUS_MISSED: QT_TRANSLATE_NOOP("protection", "the ante bonus missed"),
    ErrorKind.MISREAD: QT_TRANSLATE_NOOP("protection", "a misread hand"),
    ErrorKind.OVER_MAXIMUM: QT_TRANSLATE_NOOP(
        "protection", "a wager over the table maximum accepted"
    ),
    ErrorKind.FOLD_PLAYED: QT_TRANSLATE_NOOP("protection", "a fold settled as if played"),
    ErrorKind.SURRENDER_PLAYED: QT_TRANSLATE_NOOP("protection", "a surrender settled as if played"),
    ErrorKind.PROGRESSIVE_WRONG_CARDS: QT_TRANSLATE_NOOP(
        "protection", "a progressive paid on the wrong five cards"
    ),
    ErrorKind.RAKE_OVER_CAP: QT_TRANSLATE_NOOP("protection", "a rake over the cap"),
    ErrorKind.RAKE_FROM_VOID: QT_TRANSLATE_NOOP("protection", "a rake taken from a voided pot"),
    ErrorKind.WRONG_SEAT: QT_TRANSLATE_NOOP("protection", "a card dealt to the wrong seat"),
    ErrorKind.OUT_OF_ORDER: QT_TRANSLATE_NOOP("protection", "a card dealt out of order"),
    ErrorKind.WRONG_BOARD_CARDS: QT_TRANSLATE_NOOP(
        "protection", "an arrangement with the wrong board cards"
    ),
    ErrorKind.WRONG_AMOUNT: QT_TRANSLATE_NOOP(
        "protection", "a burn or payment collected at the wrong amount"
    ),
    ErrorKind.ANTE_NOT_RAISED: QT_TRANSLATE_NOOP("protection", "the ante not raised"),
    ErrorKind.POT_WRONG_PLAYER: QT_TRANSLATE_NOOP(
        "protection", "a pot awarded to the wrong player"
    ),
    ErrorKind.WILD_MISREAD: QT_TRANSLATE_NOOP("protection", "a wild card misread"),
    ErrorKind.NATURAL_WRONG_ODDS: QT_TRANSLATE_NOOP(
        "protection", "a blackjack paid at the wrong odds"
    ),
    ErrorKind.INSURANCE_WRONG_ODDS: QT_TRANSLATE_NOOP(
        "protection", "insurance paid at the wrong odds"
    ),
    ErrorKind.DOUBLE_PAID_ONCE: QT_TRANSLATE_NOOP(
        "protection", "a doubled hand paid on its first wager only"
    ),
    ErrorKind.SPLIT_21_AS_NATURAL: QT_TRANSLATE_NOOP(
        "protection", "a split hand's 21 paid as a blackjack"
    ),
    ErrorKind.WRONG_ODDS: QT_TRANSLATE_NOOP("protection", "a bet paid at another kind's odds"),
    ErrorKind.OTHER_WHEEL_ODDS: QT_TRANSLATE_NOOP(
        "protection", "a bet paid at the other wheel's odds"
    ),
    ErrorKind.PICTURE_BET_MISSED: QT_TRANSLATE_NOOP("protection", "a bet of a picture left unpaid"),
    ErrorKind.LOSING_BET_PAID: QT_TRANSLATE_NOOP("protection", "a losing bet paid"),
    ErrorKind.PAST_POSTED: QT_TRANSLATE_NOOP("protection", "a bet placed after no more bets paid"),
}

DEAL_KINDS = (ErrorKind.WRONG_SEAT, ErrorKind.OUT_OF_ORDER)
"""The mistakes made dealing, planted by :func:`plant_deal` in a deal's deliveries."""

POT_KINDS = (ErrorKind.RAKE_OVER_CAP, ErrorKind.RAKE_FROM_VOID)
"""The mistakes made collecting a 3-5-7 player-banked pot (CO 3-5-7 ¶10), planted by
:func:`plant_pot` in a table's pots rather than in one seat's settlement."""


@dataclass(frozen=True, slots=True)
class Arranged:
    """A hand the dealer arranged with the wrong board cards: ``whose`` (``"player"`` or
    ``"dealer"``), the five cards shown as the dealer read them (``shown``) and the best
    five (``best``), as the engine reads both."""

    whose: str
    shown: HandValue
    best: HandValue


@dataclass(frozen=True, slots=True)
class Planted:
    """One mistake in one seat's settlement: on ``wager`` the dealer shows ``shown_wager``
    (the chips the wager holds) and pays ``shown_paid``; the right payment is
    ``right_paid``. ``what`` says what was wrong, ``clause`` the rule broken. ``more``:
    the seat's other wagers the same mistake settles wrong, as (wager, shown paid, right
    paid); ``arranged``: the misarranged hand, for a mistake in an arrangement;
    ``taken``: the wager as it should be settled where that is not the position's own
    settlement (a wager over the maximum, taken down to it)."""

    kind: ErrorKind
    wager: str
    shown_wager: Cents
    shown_paid: Cents
    right_paid: Cents
    what: str
    clause: str
    more: tuple[tuple[str, Cents, Cents], ...] = ()
    arranged: Arranged | None = None
    taken: WagerResult | None = None

    @property
    def changes(self) -> tuple[tuple[str, Cents, Cents], ...]:
        """Every wager settled wrong: (wager, shown paid, right paid)."""
        return ((self.wager, self.shown_paid, self.right_paid), *self.more)

    @property
    def cost(self) -> str:
        """Whom the mistake costs, and how much: ``"the house $40.00"``."""
        over = sum(shown - right for _, shown, right in self.changes)
        if over > 0:
            return say(_COSTS_HOUSE, amount=format_money(over))
        return say(_COSTS_PLAYER, amount=format_money(-over))


_COSTS_HOUSE = QT_TRANSLATE_NOOP("protection", "the house {amount}", "whom a mistake costs")
_COSTS_PLAYER = QT_TRANSLATE_NOOP("protection", "the player {amount}", "whom a mistake costs")
