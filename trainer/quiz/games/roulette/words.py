"""Roulette's question sentences, each one whole template marked for translation (the
drills' code is in this package's other modules)."""

from __future__ import annotations

from trainer.words import QT_TRANSLATE_NOOP

NTH = {
    ("dozen", "1"): QT_TRANSLATE_NOOP("roulette", "the first dozen"),
    ("dozen", "2"): QT_TRANSLATE_NOOP("roulette", "the second dozen"),
    ("dozen", "3"): QT_TRANSLATE_NOOP("roulette", "the third dozen"),
    ("column", "1"): QT_TRANSLATE_NOOP("roulette", "the first column"),
    ("column", "2"): QT_TRANSLATE_NOOP("roulette", "the second column"),
    ("column", "3"): QT_TRANSLATE_NOOP("roulette", "the third column"),
}
BET_ON = QT_TRANSLATE_NOOP("roulette", "{bet} on {numbers}", "a split on 17-20")
CHIP_OF = QT_TRANSLATE_NOOP("roulette", "{count} chip of {value}")
CHIPS_OF = QT_TRANSLATE_NOOP("roulette", "{count} chips of {value}")
WHEEL_LINE = QT_TRANSLATE_NOOP("roulette", "Wheel: {wheel}; the ball lands on {number}.")
SEAT_BET = QT_TRANSLATE_NOOP("roulette", "Seat {seat}: {bet}, {amount}")
HOUSE = {
    "lose": QT_TRANSLATE_NOOP("roulette", "{wheel}; a zero takes every outside bet."),
    "la partage": QT_TRANSLATE_NOOP(
        "roulette", "{wheel}; a zero takes half of each even-money bet (la partage)."
    ),
    "en prison": QT_TRANSLATE_NOOP(
        "roulette", "{wheel}; a zero holds each even-money bet for the next spin (en prison)."
    ),
}
BET_WON = QT_TRANSLATE_NOOP("roulette", "{bet} ({chips}): {reason} {arithmetic}.")
BET_NOTHING = QT_TRANSLATE_NOOP("roulette", "{bet} ({chips}): {reason} Nothing paid.")
TOTAL = QT_TRANSLATE_NOOP("roulette", "Total paid: {total}.")
TOTAL_CHIPS = QT_TRANSLATE_NOOP(
    "roulette", "Total paid: {total} ({chips} of the player's {value} chips)."
)
TOTAL_SUM_CHIPS = QT_TRANSLATE_NOOP(
    "roulette", "Total paid: {sums} = {total} ({chips} of the player's {value} chips)."
)
NO_MORE_BETS = QT_TRANSLATE_NOOP("table", "no more bets")
LANDS = QT_TRANSLATE_NOOP("roulette", "The ball lands on {number}.")
PLAYS_CHIPS = QT_TRANSLATE_NOOP(
    "roulette",
    "{house} The ball lands on {number}. Seat {seat} plays {value} wheel chips. How much does "
    "the dealer pay seat {seat}? {scope}",
)
IN_CHIPS = QT_TRANSLATE_NOOP("roulette", "In chips: {units} chips of {value}.")
PICTURE = QT_TRANSLATE_NOOP(
    "roulette",
    "{house} The ball lands on {number}. Seat {seat} has a picture on {number} in {value} "
    "wheel chips, as shown. How much does the dealer pay the picture? {scope}",
)
FEWEST = QT_TRANSLATE_NOOP("roulette", "Fewest chips: {count} chips: {chips}.")
FEWEST_ONE = QT_TRANSLATE_NOOP("roulette", "Fewest chips: {count} chip: {chips}.")
PICTURE_CHIPS = QT_TRANSLATE_NOOP(
    "roulette",
    "{house} The ball lands on {number}. Seat {seat} has a picture on {number} in {value} "
    "wheel chips, as shown. Build what the dealer pays the picture with the fewest value "
    "chips. {scope}",
)
AT_ONE_DOLLAR = QT_TRANSLATE_NOOP("roulette", "at $1 a chip (answer in dollars: one chip is $1)")
AT_VALUE = QT_TRANSLATE_NOOP("roulette", "at {value} a chip (answer in money)")
KEY_LINE = QT_TRANSLATE_NOOP(
    "roulette", "{count} chips at {odds} to 1: {count} x {odds} = {chips} chips."
)
KEY_ASK = QT_TRANSLATE_NOOP(
    "roulette",
    "{house} The ball lands on {number}. Seat {seat} has {count} chips on {bet}. How many "
    "chips does the dealer pay, {at}? {scope}",
)
EACH_TO_MOST = QT_TRANSLATE_NOOP("roulette", "each bet to the most the table takes on it")
UNITS_EACH = QT_TRANSLATE_NOOP("roulette", "{units} chips of {value} on each bet")
UNIT_EACH = QT_TRANSLATE_NOOP("roulette", "{units} chip of {value} on each bet")
PLURALS = {
    "straight": QT_TRANSLATE_NOOP("roulette", "straights"),
    "split": QT_TRANSLATE_NOOP("roulette", "splits"),
    "street": QT_TRANSLATE_NOOP("roulette", "streets"),
    "trio": QT_TRANSLATE_NOOP("roulette", "trios"),
    "corner": QT_TRANSLATE_NOOP("roulette", "corners"),
    "first-four": QT_TRANSLATE_NOOP("roulette", "first-fours"),
    "top-line": QT_TRANSLATE_NOOP("roulette", "top-lines"),
    "six-line": QT_TRANSLATE_NOOP("roulette", "six-lines"),
}
COMPLETE_LINE = QT_TRANSLATE_NOOP(
    "roulette", "A complete on {number} is every inside bet that covers it: {count} bets ({kinds})."
)
COMPLETE_ASK = QT_TRANSLATE_NOOP(
    "roulette",
    "{house} Seat {seat} plays a complete on {number}: every inside bet that covers {number}, "
    "{how}. The ball lands on {number}. How much does the dealer pay? {scope}",
)
PAST_POSTED = QT_TRANSLATE_NOOP(
    "roulette",
    "{bet} was placed after {no_more_bets}, yet paid {odds} to 1; it has no action: the chip "
    "goes back to the player unpaid",
)
TOP_LINE_PAID = QT_TRANSLATE_NOOP(
    "roulette",
    "paid 8 to 1, the first four's odds on a single-zero wheel; the top line pays 6 to 1",
)
WRONG_ODDS = QT_TRANSLATE_NOOP("roulette", "paid {other} to 1; {bet} pays {odds} to 1")
NOT_PAID = QT_TRANSLATE_NOOP("roulette", "{bet} won but was not paid")
LOSER_PAID = QT_TRANSLATE_NOOP("roulette", "{bet} lost but was paid {odds} to 1")
LATE_LINE = QT_TRANSLATE_NOOP(
    "roulette",
    "The late bet (seat {seat}: {bet}) was placed after {no_more_bets}: it has no action, and "
    "the chip goes back to the player unpaid.",
)
CLEAN_LAYOUT = QT_TRANSLATE_NOOP("roulette", "{clean}: every bet is paid as the rules settle it.")
WRONG = QT_TRANSLATE_NOOP("roulette", "Seat {seat}: {heading}: {what}.")
SHOULD_PAY = QT_TRANSLATE_NOOP(
    "roulette", "The dealer should pay seat {seat} {right}, not {shown}."
)
SETTLED_RIGHT = QT_TRANSLATE_NOOP("roulette", "Seat {seat}, settled right:")
SHEET = QT_TRANSLATE_NOOP("roulette", "Seat {seat}: {bet}, {amount}: paid {paid}.")
SHEET_LATE = QT_TRANSLATE_NOOP(
    "roulette", "Seat {seat}: {bet}, {amount}, placed after {no_more_bets}: paid {paid}."
)
AUDIT_ASK = QT_TRANSLATE_NOOP(
    "roulette",
    "{house} The ball landed on {number} and the dealer has paid the layout as shown. Is it "
    "correct as it stands? If not, which seat is wrong, and what should the dealer pay it in "
    "all?",
)
AUDIT_ASK_LATE = QT_TRANSLATE_NOOP(
    "roulette",
    "{house} The ball landed on {number} and the dealer has paid the layout as shown. Is it "
    "correct as it stands? If not, which seat is wrong, and what should the dealer pay it in "
    "all? The bet marked late (seat {seat}: {bet}) was placed after {no_more_bets}.",
)
WHICH_WINS = QT_TRANSLATE_NOOP(
    "roulette", "On {wheel}, the ball lands on {number}. Which of these bets wins?"
)
COVERS_IT = QT_TRANSLATE_NOOP("roulette", "{bet} covers {numbers}: {number} is among them.")
NOT_COVER = QT_TRANSLATE_NOOP("roulette", "{bet} does not cover {number}.")
WHICH_SETS = QT_TRANSLATE_NOOP(
    "roulette", "On {wheel}, which of these sets of numbers can one {kind} bet cover?"
)
ONE_CHIP = QT_TRANSLATE_NOOP("roulette", "{numbers}: {bet} is one chip on the layout.")
NOT_ONE = {
    "split": QT_TRANSLATE_NOOP(
        "roulette", "The others are not one split: a split is two numbers side by side."
    ),
    "street": QT_TRANSLATE_NOOP(
        "roulette", "The others are not one street: a street is one row of three across the layout."
    ),
    "corner": QT_TRANSLATE_NOOP(
        "roulette", "The others are not one corner: a corner is four numbers meeting at one point."
    ),
    "six-line": QT_TRANSLATE_NOOP(
        "roulette",
        "The others are not one six-line: a six-line is two rows of three side by side.",
    ),
}
NOT_ONE_OTHER = QT_TRANSLATE_NOOP(
    "roulette", "The others are not one {kind}: they are not one of its places on the layout."
)
WHICH_NUMBERS = QT_TRANSLATE_NOOP(
    "roulette", "On {wheel}, which numbers does the chip shown on the layout cover?"
)
THE_CHIP_IS = QT_TRANSLATE_NOOP("roulette", "The chip is {bet}: it covers {numbers}.")
BESIDE = QT_TRANSLATE_NOOP(
    "roulette",
    "The other choices are the bets beside it: a chip covers the numbers whose boxes meet "
    "where it sits.",
)
STEPS = {
    "mark": QT_TRANSLATE_NOOP("roulette", "Place the marker on the winning number"),
    "clear-outside": QT_TRANSLATE_NOOP("roulette", "Clear the losing outside bets"),
    "clear-inside": QT_TRANSLATE_NOOP("roulette", "Clear the losing inside bets"),
    "pay-outside": QT_TRANSLATE_NOOP("roulette", "Pay the winning outside bets"),
    "pay-inside": QT_TRANSLATE_NOOP("roulette", "Pay the winning inside bets"),
    "lift": QT_TRANSLATE_NOOP("roulette", "Lift the marker and open the layout for bets"),
}
SETTLE_ASK = QT_TRANSLATE_NOOP(
    "roulette",
    "The ball has dropped and the dealer has called the number. Put the settling of the "
    "layout in order (the two kinds of losing bets may be cleared in either order).",
)
STEP_LINE = QT_TRANSLATE_NOOP("roulette", "{n}. {step}.")
SETTLE_WHY = QT_TRANSLATE_NOOP(
    "roulette",
    "The marker goes down first and comes off last; every losing bet is taken in before any "
    "winner is paid; the outside bets are paid before the inside.",
)
LEAVES = QT_TRANSLATE_NOOP(
    "roulette",
    "Seat {seat} leaves with {stacks} stacks of 20 and {loose} loose wheel chips, valued at "
    "{value} each. Colour them up: give the fewest value chips that make the same amount.",
)
LEAVES_ONE = QT_TRANSLATE_NOOP(
    "roulette",
    "Seat {seat} leaves with {stacks} stack of 20 and {loose} loose wheel chips, valued at "
    "{value} each. Colour them up: give the fewest value chips that make the same amount.",
)
WHEEL_COUNT = QT_TRANSLATE_NOOP(
    "roulette", "{stacks} x 20 + {loose} = {count} wheel chips x {value} = {total}."
)
FEWEST_COUNT = QT_TRANSLATE_NOOP("roulette", "Fewest chips: {count}: {chips}.")
WHEEL_NAMES = {
    "single-zero": QT_TRANSLATE_NOOP("roulette", "single-zero", "the wheel's name"),
    "double-zero": QT_TRANSLATE_NOOP("roulette", "double-zero", "the wheel's name"),
    "triple-zero": QT_TRANSLATE_NOOP("roulette", "triple-zero", "the wheel's name"),
}
