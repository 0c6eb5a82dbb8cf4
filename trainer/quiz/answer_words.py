"""Why a typed answer cannot be read, each one whole template marked for translation
(issue 27). The trainee reads it under the answer field and types again; the text they
typed goes in as ``{value}``, as they typed it."""

from __future__ import annotations

from typing import Final

from trainer.engine.errors import CardError
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


# A typed card (quiz.grading.read_cards): the engine's fault (``cards.CardError.fault``),
# what was typed as ``{value}``, the suit or rank that does not read as ``{part}``.
CARD: Final = {
    "not-a-card": QT_TRANSLATE_NOOP(
        "answer", "'{value}' is not a card (write cards like Ah, Td, 7c, 2s)."
    ),
    "not-a-suit": QT_TRANSLATE_NOOP(
        "answer", "'{value}' is not a card: '{part}' is not a suit (c, d, h, s)."
    ),
    "not-a-rank": QT_TRANSLATE_NOOP(
        "answer", "'{value}' is not a card: '{part}' is not a rank (A K Q J T 9 ... 2)."
    ),
}


def card_refusal(refused: CardError) -> str:
    """A typed card refused, worded in the language in force (the engine's English for a
    refusal that carries no fault)."""
    template = CARD.get(refused.fault)
    if template is None:
        return str(refused)
    return say(template, value=refused.value, part=refused.part)


# An order of places or steps (quiz.grading.read_order, the order's grading).
ORDER_NOT_A_LIST: Final = QT_TRANSLATE_NOOP("answer", "Give the order as a list, like S1 S3 C1.")
NO_ORDER: Final = QT_TRANSLATE_NOOP("answer", "No order given.")
NOT_A_STEP: Final = QT_TRANSLATE_NOOP(
    "answer", "'{item}' is not a step offered: give the steps' numbers, 1 to {count}."
)
NOT_A_PLACE_OR_STEP: Final = QT_TRANSLATE_NOOP(
    "answer", "'{item}' is not one of the places or steps offered ({offered})."
)
ORDER_COUNT: Final = QT_TRANSLATE_NOOP(
    "answer", "This order has steps missing or too many: check it, then submit."
)

# A choice among answers (quiz.grading.read_choice).
CHOOSE_BY_NUMBER: Final = QT_TRANSLATE_NOOP("answer", "Choose one of the answers by its number.")
NOT_AN_ANSWER: Final = QT_TRANSLATE_NOOP(
    "answer", "'{text}' is not one of the answers; choose by number 1-{count}."
)
CHOOSE_FROM: Final = QT_TRANSLATE_NOOP("answer", "Choose an answer from 1 to {count}.")

# Cards placed in order (the arrangement's grading).
CARDS_PLACED_ONE: Final = QT_TRANSLATE_NOOP(
    "answer", "The hand has {n} cards and 1 is placed: place every card, then submit."
)
CARDS_PLACED: Final = QT_TRANSLATE_NOOP(
    "answer", "The hand has {n} cards and {m} are placed: place every card, then submit."
)

# Chips (quiz.grading.read_chips, quiz.chips.parse_chips); {chips} is chip_list().
NO_SUCH_CHIP: Final = QT_TRANSLATE_NOOP("answer", "There is no {chip} chip.")
CHIP_COUNT_WHOLE: Final = QT_TRANSLATE_NOOP("answer", "A chip count must be a whole number.")
CHIPS_AS_STACK: Final = QT_TRANSLATE_NOOP("answer", "Give the chips as a stack, like 2x25 1x5.")
NO_CHIPS_FROM_TRAY: Final = QT_TRANSLATE_NOOP(
    "answer", "No chips given: build the payment from the chip tray first."
)
TOTAL_NOT_AN_AMOUNT: Final = QT_TRANSLATE_NOOP(
    "answer", "'{text}' is not an amount; type chips like 2x25 1x5."
)
NO_CHIPS_TYPED: Final = QT_TRANSLATE_NOOP(
    "answer", "No chips given; type chips like 2x25 1x5 or 25 25 5."
)
NOT_A_CHIP_COUNT: Final = QT_TRANSLATE_NOOP(
    "answer", "'{item}' is not a chip count; write it like 2x25."
)
NOT_A_CHIP: Final = QT_TRANSLATE_NOOP("answer", "'{item}' is not a chip; the chips are {chips}.")
NOT_THE_HOUSES_CHIP: Final = QT_TRANSLATE_NOOP(
    "answer", "There is no {chip} chip; the chips are {chips}."
)
CHIPS_MAKE_OTHER: Final = QT_TRANSLATE_NOOP(
    "answer", "Those chips make {total}, not the {written} written; type the chips again."
)
CHIP_LIST: Final = QT_TRANSLATE_NOOP(
    "answer", "{chips} and {last}", "the house's chips, listed: '$0.50, $1.00 and $5.00'"
)

# A cut of chips (quiz.grading.read_cut, quiz.chips.parse_cut).
CUT_WHOLE_NUMBERS: Final = QT_TRANSLATE_NOOP(
    "answer", "Stacks, piles and loose chips are counted in whole numbers."
)
NO_CUT_SET: Final = QT_TRANSLATE_NOOP(
    "answer", "No chips given: set the stacks, piles and loose chips first."
)
CUT_AS_STACKS: Final = QT_TRANSLATE_NOOP(
    "answer", "Give the cut as stacks, piles and loose chips, like 2 stacks, 3x5, 2."
)
NO_CUT_TYPED: Final = QT_TRANSLATE_NOOP(
    "answer", "No chips given; type a cut like 2 stacks, 3x5, 2."
)
NOT_A_CUT_PILES: Final = QT_TRANSLATE_NOOP(
    "answer", "'{token}' is not a cut; write piles like {count}x5 (that many piles of five)."
)
NOT_A_CUT_SIZE: Final = QT_TRANSLATE_NOOP(
    "answer", "'{token}' is not a cut; chips are cut in fives or fours."
)
NOT_A_CUT_PART: Final = QT_TRANSLATE_NOOP(
    "answer", "'{token}' is not stacks, piles or loose chips; type a cut like 2 stacks, 3x5, 2."
)
CUT_ONE_SIZE: Final = QT_TRANSLATE_NOOP(
    "answer", "Cut in one size of pile, fives or fours, not both."
)

# A seat's payment fixed (quiz.grading.read_spot).
SEAT_NOT_HERE: Final = QT_TRANSLATE_NOOP("answer", "Seat {seat} is not at this table.")
SEAT_PAID_WHAT: Final = QT_TRANSLATE_NOOP("answer", "Give what seat {seat} should be paid.")
SAY_CORRECT_OR_SEAT: Final = QT_TRANSLATE_NOOP(
    "answer", "Say 'correct', or give the seat and what it should be paid."
)
NOT_A_SEAT: Final = QT_TRANSLATE_NOOP(
    "answer", "'{item}' is not a seat at this table (seats {seats})."
)
SEAT_PAID_LIKE: Final = QT_TRANSLATE_NOOP(
    "answer", "Give what seat {seat} should be paid, like S{seat} 45."
)
ONE_SEAT_ONE_AMOUNT: Final = QT_TRANSLATE_NOOP(
    "answer", "Give one seat and one amount, like S3 45."
)

# A numbered spot: a delivery of a deal (quiz.grading.read_misdeal), a payment of a round.
NOT_A_DELIVERY: Final = QT_TRANSLATE_NOOP(
    "answer", "'{item}' is not a delivery of this deal (1 to {count})."
)
DELIVERY_EMPTY: Final = QT_TRANSLATE_NOOP(
    "answer", "Say 'correct', or give the delivery and where it should have gone."
)
DELIVERY_MISSING: Final = QT_TRANSLATE_NOOP(
    "answer", "Give where delivery {n} should have gone, like {n} S3."
)
DELIVERY_EXTRA: Final = QT_TRANSLATE_NOOP("answer", "Give one delivery and one place, like 4 S3.")
NOT_A_PLACE: Final = QT_TRANSLATE_NOOP(
    "answer", "'{word}' is not a place at this table ({places})."
)
NOT_A_PAYMENT: Final = QT_TRANSLATE_NOOP(
    "answer", "'{item}' is not a payment of this round (1 to {count})."
)
PAYMENT_EMPTY: Final = QT_TRANSLATE_NOOP(
    "answer", "Say 'correct', or give the payment and what it should be."
)
PAYMENT_MISSING: Final = QT_TRANSLATE_NOOP(
    "answer", "Give what payment {n} should be: the amount, or who should receive it."
)
PAYMENT_EXTRA: Final = QT_TRANSLATE_NOOP(
    "answer", "Give one payment and one fix, like {n} $0.50 or {n} Bob."
)

# Several amounts: one left blank, or too many or too few (quiz.grading).
NO_NET_FOR: Final = QT_TRANSLATE_NOOP(
    "answer",
    "No net given for {player}: give every player's net (0 for one who breaks even), then submit.",
)
NO_AMOUNT_FOR_SEAT: Final = QT_TRANSLATE_NOOP(
    "answer",
    "No amount given for seat {seat}: give every amount (0 where nothing is paid), then submit.",
)
NO_AMOUNT_NUMBER: Final = QT_TRANSLATE_NOOP(
    "answer",
    "No amount given for amount {n}: give every amount (0 where nothing is paid), then submit.",
)
SEATS_COUNT_ONE: Final = QT_TRANSLATE_NOOP(
    "answer",
    "There are {count} seats to pay and you gave 1 amount. Give one for each, in order.",
)
SEATS_COUNT: Final = QT_TRANSLATE_NOOP(
    "answer",
    "There are {count} seats to pay and you gave {given} amounts. Give one for each, in order.",
)
PLAYERS_COUNT_ONE: Final = QT_TRANSLATE_NOOP(
    "answer",
    "There are {count} players and you gave 1 amount. Give one for each, in order.",
)
PLAYERS_COUNT: Final = QT_TRANSLATE_NOOP(
    "answer",
    "There are {count} players and you gave {given} amounts. Give one for each, in order.",
)
