"""Blackjack's question sentences, each one whole template marked for translation (the
drills' code is in this package's other modules)."""

from __future__ import annotations

from trainer.words import QT_TRANSLATE_NOOP

SETTLES_SEAT = QT_TRANSLATE_NOOP(
    "blackjack",
    "{house} The dealer has drawn and settles seat {seat}: how much does the dealer pay seat "
    "{seat}? {scope}",
)
PAY_SEAT = QT_TRANSLATE_NOOP(
    "blackjack", "{house} How much does the dealer pay seat {seat}? {scope}"
)
FEWEST = QT_TRANSLATE_NOOP("blackjack", "Fewest chips: {count} chips: {chips}.")
FEWEST_ONE = QT_TRANSLATE_NOOP("blackjack", "Fewest chips: {count} chip: {chips}.")
BUILD = QT_TRANSLATE_NOOP(
    "blackjack",
    "{house} Seat {seat} has a blackjack. Build what the dealer pays it with the fewest chips. "
    "{scope}",
)
SEAT = QT_TRANSLATE_NOOP("blackjack", "Seat {seat}:", "heading of a seat's lines")
PAY_TABLE = QT_TRANSLATE_NOOP(
    "blackjack",
    "{house} Pay the table from third base to first base, right to left: what does the dealer "
    "pay each seat? {scope}",
)
SHEET_HAND = QT_TRANSLATE_NOOP("blackjack", "hand {cards} on {stake}: paid {paid}")
SHEET_HAND_N = QT_TRANSLATE_NOOP("blackjack", "hand {n} {cards} on {stake}: paid {paid}")
STAKE_FLAGS = QT_TRANSLATE_NOOP("blackjack", "{amount} {flags}", "$10.00 doubled")
SHEET_INSURANCE = QT_TRANSLATE_NOOP("blackjack", "insurance {amount}: paid {paid}")
EVEN_MONEY_TAKEN = QT_TRANSLATE_NOOP("blackjack", "took even money")
SHEET_SEAT = QT_TRANSLATE_NOOP("blackjack", "Seat {seat}: {parts}.")
CLEAN_TABLE = QT_TRANSLATE_NOOP("blackjack", "{clean}: every seat is paid as the rules settle it.")
WRONG = QT_TRANSLATE_NOOP("blackjack", "Seat {seat}: {heading}: {what}.")
SHOULD_PAY = QT_TRANSLATE_NOOP("blackjack", "The dealer should pay {right}, not {shown}.")
SETTLED_RIGHT = QT_TRANSLATE_NOOP("blackjack", "Seat {seat}, settled right:")
SPOT_ASK = QT_TRANSLATE_NOOP(
    "blackjack",
    "{house} The dealer has settled this table from third base to first base, as shown. Is it "
    "correct as it stands? If not, which seat is wrong, and what should the dealer pay it in "
    "all?",
)
FLAGS = {
    "split": QT_TRANSLATE_NOOP("blackjack", "split", "a hand's flag"),
    "doubled": QT_TRANSLATE_NOOP("blackjack", "doubled", "a hand's flag"),
    "surrendered": QT_TRANSLATE_NOOP("blackjack", "surrendered", "a hand's flag"),
}
NATURAL_PAYS = QT_TRANSLATE_NOOP("blackjack", "Blackjack pays {pays}.")
DEALER_CARDS = QT_TRANSLATE_NOOP("blackjack", "Dealer: {cards}")
HAND_LINE = QT_TRANSLATE_NOOP("blackjack", "Seat {seat}: {cards}, wager {amount}")
HAND_LINE_FLAGS = QT_TRANSLATE_NOOP("blackjack", "Seat {seat}: {cards}, wager {amount} ({flags})")
HAND_N_LINE = QT_TRANSLATE_NOOP("blackjack", "Seat {seat} hand {n}: {cards}, wager {amount}")
HAND_N_LINE_FLAGS = QT_TRANSLATE_NOOP(
    "blackjack", "Seat {seat} hand {n}: {cards}, wager {amount} ({flags})"
)
TAKES_EVEN_MONEY = QT_TRANSLATE_NOOP("blackjack", "Seat {seat}: takes even money")
INSURANCE_LINE = QT_TRANSLATE_NOOP("blackjack", "Seat {seat}: insurance {amount}")
DEALER_NATURAL = QT_TRANSLATE_NOOP("blackjack", "Dealer: {cards}, a blackjack.")
DEALER_TOTAL = QT_TRANSLATE_NOOP("blackjack", "Dealer: {cards}, {total}.")
DOUBLED_STAKE = QT_TRANSLATE_NOOP("blackjack", "{wager} + {wager} doubled")
HAND_HEAD = QT_TRANSLATE_NOOP("blackjack", "Hand {cards} ({stake}): {reason}")
HAND_N_HEAD = QT_TRANSLATE_NOOP("blackjack", "Hand {n} {cards} ({stake}): {reason}")
WON = QT_TRANSLATE_NOOP("blackjack", "{head} {arithmetic}.")
NOTHING = QT_TRANSLATE_NOOP("blackjack", "{head} Nothing paid ({arithmetic}).")
INSURANCE_WON = QT_TRANSLATE_NOOP("blackjack", "Insurance {amount}: {reason} {arithmetic}.")
INSURANCE_LOST = QT_TRANSLATE_NOOP("blackjack", "Insurance {amount}: {reason} Nothing paid.")
TOTAL_SUM = QT_TRANSLATE_NOOP("blackjack", "Total paid: {sums} = {total}.")
TOTAL = QT_TRANSLATE_NOOP("blackjack", "Total paid: {total}.")
HOUSE = QT_TRANSLATE_NOOP("blackjack", "The house pays blackjack {pays}, insurance 2 to 1.")
HOUSE_ORIGINAL = QT_TRANSLATE_NOOP(
    "blackjack",
    "The house pays blackjack {pays}, insurance 2 to 1. A dealer's blackjack takes only the "
    "original wager of a doubled or split hand.",
)
HOUSE_EVERY = QT_TRANSLATE_NOOP(
    "blackjack",
    "The house pays blackjack {pays}, insurance 2 to 1. A dealer's blackjack takes every "
    "wager on a doubled or split hand.",
)
