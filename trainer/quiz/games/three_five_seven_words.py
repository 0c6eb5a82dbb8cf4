"""3-5-7 Poker's question sentences, each one whole template marked for translation (the
drills' code is in :mod:`trainer.quiz.games.three_five_seven`)."""

from __future__ import annotations

from trainer.words import QT_TRANSLATE_NOOP

SCHEDULE = QT_TRANSLATE_NOOP("quiz", "{game} #{number}", "a posted 3-5-7 schedule: 3-card #2")
SCHEDULES = QT_TRANSLATE_NOOP("quiz", "Posted schedules: {posted}.")
SCHEDULES_LINE = QT_TRANSLATE_NOOP("quiz", "Posted schedules: {posted}", "a scenario's line")
SURRENDERS = QT_TRANSLATE_NOOP("quiz", "{who} surrenders half the 7-card wager.")
TIP_ON = QT_TRANSLATE_NOOP("quiz", "{amount} on the {game} game")
HAS_TIP = QT_TRANSLATE_NOOP("quiz", "{who} has a tip bet for the dealer: {tips}.")
HAND = QT_TRANSLATE_NOOP("quiz", "{game} hand: {hand} ({cards}).")
WAGER = QT_TRANSLATE_NOOP("quiz", "{game} {amount}", "a 3-5-7 wager: 3-card $5.00")
POT = QT_TRANSLATE_NOOP("quiz", "{game} pot {amount}", "a 3-5-7 pot wager: 3-card pot $1.00")
SEAT = QT_TRANSLATE_NOOP("quiz", "Seat {seat}: {cards}  ({wagers})")
SEAT_POTS = QT_TRANSLATE_NOOP("quiz", "Seat {seat}: {cards}  ({wagers}; {pots})")
PLAYER = QT_TRANSLATE_NOOP("quiz", "Player: {cards}")
WAGERS = QT_TRANSLATE_NOOP("quiz", "Wagers: {wagers}")
WAGERS_SURRENDER = QT_TRANSLATE_NOOP("quiz", "Wagers: {wagers}; surrenders the 7-card wager")
TIPS = QT_TRANSLATE_NOOP("quiz", "Tip bets for the dealer: {tips}")
COMMUNITY = QT_TRANSLATE_NOOP("quiz", "Community cards: {cards}")
RAKE = QT_TRANSLATE_NOOP("quiz", "Posted rake: {percent}% capped at {cap}")
SEAT_WINS = QT_TRANSLATE_NOOP("quiz", "Seat {seat} wins")
SPLIT_POT = QT_TRANSLATE_NOOP("quiz", "A split pot")
PLAY_FOR = QT_TRANSLATE_NOOP(
    "quiz", "Seats {first} and {second} play for the {game} pot. Who wins?"
)
ROW = QT_TRANSLATE_NOOP("quiz", "{row}: {pays}", "a pay-table row as a choice")
NOTHING = QT_TRANSLATE_NOOP("quiz", "Nothing: the wager loses")
PAYS_IT = QT_TRANSLATE_NOOP("quiz", "{table} pays it as {row}, {pays}.")
PAYS_NOT = QT_TRANSLATE_NOOP("quiz", "{table} does not pay it; the lowest paying hand is {lowest}.")
UNDER = QT_TRANSLATE_NOOP("quiz", "Under {table} for the {game} wager, what does this hand pay?")
STEP = QT_TRANSLATE_NOOP("quiz", "{n}. {step} ({clause})", "a step of the reveal, numbered")
REVEAL = QT_TRANSLATE_NOOP(
    "quiz",
    "Every player has seen their cards and decided on surrender. Put the rest of the hand in "
    "order.",
)
REVEAL_POTS = QT_TRANSLATE_NOOP(
    "quiz",
    "Every player has seen their cards and decided on surrender with player-banked pots on "
    "every game. Put the rest of the hand in order.",
)
POT_LINE = QT_TRANSLATE_NOOP("quiz", "Pot: {entrants} x {stake} = {total}.")
SHARE_LINE = QT_TRANSLATE_NOOP(
    "quiz", "{percent}% of {total} = {share} (rounded down to the cent)."
)
RAKE_LINE = QT_TRANSLATE_NOOP(
    "quiz", "The rake is the lesser of that and the posted cap of {cap}: {rake}."
)
RAKE_ASK = QT_TRANSLATE_NOOP(
    "quiz",
    "{entrants} players each put {stake} in the {game} pot. The posted rake is {percent}% "
    "capped at {cap}. How much is the rake?",
)
CHIPS_OF = QT_TRANSLATE_NOOP("quiz", "{chip} chips", "a split pot is shared in $1.00 chips")
CENTS = QT_TRANSLATE_NOOP("quiz", "cents", "a split pot is shared in cents")
SPLIT_WORDS = QT_TRANSLATE_NOOP(
    "quiz",
    "A split pot is shared in {chip}, the odd one to the seat settled first (right to left).",
)
AWARD = QT_TRANSLATE_NOOP("quiz", "Award: {total} - {rake} = {award}.")
SEAT_SHARE = QT_TRANSLATE_NOOP("quiz", "seat {seat} {amount}", "a seat's share of a split pot")
SPLIT_IN = QT_TRANSLATE_NOOP(
    "quiz", "Split in {chip}, the odd one to the seat settled first: {shares}."
)
RECEIVES = QT_TRANSLATE_NOOP("quiz", "Seat {seat} receives {amount}.")
AWARD_ASK = QT_TRANSLATE_NOOP(
    "quiz",
    "The {game} pot is played for by seats {seats}, {stake} each, posted rake {percent}% "
    "capped at {cap}. {split} How much does seat {seat} receive from the pot?",
)
LIMITS_CHOICES = (
    QT_TRANSLATE_NOOP("quiz", "Accept every wager and play the hand"),
    QT_TRANSLATE_NOOP("quiz", "Refuse the excess over the table maximum"),
    QT_TRANSLATE_NOOP("quiz", "Refuse the pot wager: there is no pay-schedule wager on that game"),
    QT_TRANSLATE_NOOP("quiz", "Refuse the surrender: it needs wagers on all three games"),
    QT_TRANSLATE_NOOP("quiz", "Return the lone pot wager as void"),
)
ALSO_POT = QT_TRANSLATE_NOOP("quiz", "Seat {seat} also makes the {game} pot wager.")
NO_OTHER_POT = QT_TRANSLATE_NOOP("quiz", "No other player makes a pot wager.")
PUTS_OUT = QT_TRANSLATE_NOOP(
    "quiz", "The table limits are {low} to {high} a wager. Seat {seat} puts out: {wagers}."
)
PUTS_OUT_POTS = QT_TRANSLATE_NOOP(
    "quiz",
    "The table limits are {low} to {high} a wager. Seat {seat} puts out: {wagers}; {pots}.",
)
ASKS_SURRENDER = QT_TRANSLATE_NOOP(
    "quiz", "After looking at the cards, the player asks to surrender the 7-card wager."
)
LIMITS_ASK = QT_TRANSLATE_NOOP("quiz", "{put_out} {others} What does the dealer do?")
LIMITS_ASK_SURRENDER = QT_TRANSLATE_NOOP(
    "quiz", "{put_out} {surrender} {others} What does the dealer do?"
)
LEGAL_CHOICES = (
    QT_TRANSLATE_NOOP("quiz", "Legal: both are within the limits set"),
    QT_TRANSLATE_NOOP("quiz", "Not legal: the percentage is over 10%"),
    QT_TRANSLATE_NOOP("quiz", "Not legal: the rake cap is over $5.00"),
    QT_TRANSLATE_NOOP("quiz", "Not legal: both are over their limits"),
)
LEGAL_ASK = QT_TRANSLATE_NOOP(
    "quiz",
    "A licensee wants to post a rake of {percent}% of the player-banked pot, capped at {cap}. "
    "Judged by the text's words (the posted percentage no more than 10%, the posted cap no "
    "more than $5), may it post that?",
)
LEGAL_WHY = QT_TRANSLATE_NOOP(
    "quiz",
    "The rake may be no more than 10% or five dollars, whichever is less: each posted number "
    "is held to its limit, whatever a pot would come to.",
)
