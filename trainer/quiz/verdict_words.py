"""A grade's verdict in words, each one whole template marked for translation (the
grading itself is :mod:`trainer.quiz.grading`)."""

from __future__ import annotations

from trainer.words import QT_TRANSLATE_NOOP

RIGHT = QT_TRANSLATE_NOOP("verdict", "Right.")
WRONG = QT_TRANSLATE_NOOP("verdict", "Wrong.")
FIRST_AMOUNT = QT_TRANSLATE_NOOP("verdict", "Wrong from the first amount that differs.")
CHIPS_MAKE = QT_TRANSLATE_NOOP("verdict", "The chips make {total}, not the {amount} to pay.")
FEWER_CHIPS = QT_TRANSLATE_NOOP(
    "verdict", "The right amount, but {best} chips would do where you used {used}."
)
FIRST_WRONG_STEP = QT_TRANSLATE_NOOP("verdict", "Right up to the first wrong step.")
WRONG_FROM_FIRST = QT_TRANSLATE_NOOP("verdict", "Wrong from the first step.")
NOT_THE_CARDS = QT_TRANSLATE_NOOP("verdict", "Those are not the cards the hand uses.")
WRONG_ORDER = QT_TRANSLATE_NOOP("verdict", "The right cards, in the wrong order.")
CUT_AMOUNT = QT_TRANSLATE_NOOP(
    "verdict",
    "Wrong amount: that cut pays {given} chips ({given_amount}), not the {want} ({want_amount}) "
    "the wager wins.",
)
CUT_WRONG = QT_TRANSLATE_NOOP("verdict", "The right amount, but cut wrong: {fault}.")
CUT_RIGHT = QT_TRANSLATE_NOOP("verdict", "Right: the right amount, cut right.")
HALF_RIGHT = QT_TRANSLATE_NOOP("verdict", "The right amount, but {why}.")
WRONG_WHY = QT_TRANSLATE_NOOP("verdict", "Wrong: {why}.")
DEAL_CLEAN = QT_TRANSLATE_NOOP("verdict", "Wrong: the deal is correct as it stands.")
DEAL_MISSED = QT_TRANSLATE_NOOP("verdict", "Wrong: delivery {n} is dealt wrong.")
DEAL_ELSEWHERE = QT_TRANSLATE_NOOP(
    "verdict", "Wrong delivery: the first made wrong is delivery {n}."
)
DEAL_FIX = QT_TRANSLATE_NOOP("verdict", "The right delivery, but it should have gone to {to}.")
EVERY_SEAT = QT_TRANSLATE_NOOP("verdict", "Right: every seat paid right.")
SEAT_RIGHT = QT_TRANSLATE_NOOP("verdict", "seat {seat} right")
SEAT_WRONG = QT_TRANSLATE_NOOP("verdict", "seat {seat} wrong ({amount})")
TABLE_CLEAN = QT_TRANSLATE_NOOP("verdict", "Wrong: the table is correct as it stands.")
SEAT_MISSED = QT_TRANSLATE_NOOP("verdict", "Wrong: seat {seat} is settled wrong.")
SEAT_ELSEWHERE = QT_TRANSLATE_NOOP("verdict", "Wrong seat: the mistake is at seat {seat}.")
SEAT_FIX = QT_TRANSLATE_NOOP("verdict", "The right seat, but seat {seat} should be paid {amount}.")
ROUND_CLEAN = QT_TRANSLATE_NOOP("verdict", "Wrong: the round is paid correctly as it stands.")
PAYMENT_MISSED = QT_TRANSLATE_NOOP("verdict", "Wrong: payment {line} is made wrong.")
PAYMENT_ELSEWHERE = QT_TRANSLATE_NOOP("verdict", "Wrong payment: the mistake is in payment {line}.")
PAYMENT_FIX = QT_TRANSLATE_NOOP("verdict", "The right payment, but payment {line} should be {fix}.")
