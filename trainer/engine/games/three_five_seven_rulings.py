"""3-5-7 Poker's rulings (CO 3-5-7): what the dealer does in each situation the text rules,
with the wrong rulings offered beside it. Each is marked for translation where it is
written; a drill translates it when it asks."""

from __future__ import annotations

from trainer.engine.procedures import Ruling, Situation
from trainer.words import QT_TRANSLATE_NOOP

OVER_MAXIMUM_RULING = QT_TRANSLATE_NOOP(
    "rulings",
    "Refuse the excess: the wager stands at no more than the posted table maximum, never over "
    "$5, and the rest goes back to the player.",
)
"""What the dealer does with a wager over the table maximum (CO 3-5-7 ¶2: "within the table
limit ... not exceeding five dollars"): the rulings, the limits drill and ``settle`` say it
alike."""

RULINGS: tuple[Ruling, ...] = (
    Ruling(
        Situation.WRONG_CARD_COUNT,
        QT_TRANSLATE_NOOP(
            "rulings",
            "A player (or the dealer) has been dealt the wrong number of cards.",
        ),
        QT_TRANSLATE_NOOP(
            "rulings",
            "Misdeal: all wagers are void, and all cards are picked up and re-shuffled.",
        ),
        "CO 3-5-7 ¶4",
        # During the deal every wager is still out: "all remaining wagers" are all of them.
        also=(Situation.EXPOSED_COMMUNITY_CARD,),
        decoys=(
            QT_TRANSLATE_NOOP(
                "rulings",
                "Not a misdeal: deal the missing card, or take back the extra one, and play on.",
            ),
            QT_TRANSLATE_NOOP(
                "rulings",
                "Only that player's wagers are void; the others play on.",
            ),
            QT_TRANSLATE_NOOP(
                "rulings",
                "Not a misdeal: the player plays the best hand the cards make.",
            ),
        ),
    ),
    Ruling(
        Situation.EXPOSED_PLAYER_CARD,
        QT_TRANSLATE_NOOP("rulings", "A player's card is exposed during the deal."),
        QT_TRANSLATE_NOOP("rulings", "Not a misdeal: turn the card over and continue to deal."),
        "CO 3-5-7 ¶4",
        decoys=(
            QT_TRANSLATE_NOOP(
                "rulings",
                "Misdeal: all wagers are void and the cards are re-shuffled.",
            ),
            QT_TRANSLATE_NOOP(
                "rulings",
                "That player's hand is dead: void that player's wagers and deal on.",
            ),
            QT_TRANSLATE_NOOP(
                "rulings",
                "Replace the exposed card with the next card of the deck and deal on.",
            ),
        ),
    ),
    Ruling(
        Situation.EXPOSED_COMMUNITY_CARD,
        QT_TRANSLATE_NOOP("rulings", "A community card is exposed during the deal."),
        QT_TRANSLATE_NOOP("rulings", "Misdeal: all remaining wagers are void."),
        "CO 3-5-7 ¶4",
        also=(Situation.WRONG_CARD_COUNT,),
        decoys=(
            QT_TRANSLATE_NOOP(
                "rulings",
                "Not a misdeal: turn the card face down and continue to deal.",
            ),
            QT_TRANSLATE_NOOP(
                "rulings",
                "Burn the exposed card and deal the next card in its place.",
            ),
            QT_TRANSLATE_NOOP(
                "rulings",
                "Play on: a community card is the same for every player.",
            ),
        ),
    ),
    Ruling(
        Situation.CARD_OFF_TABLE,
        QT_TRANSLATE_NOOP("rulings", "One of a player's cards falls from the table."),
        QT_TRANSLATE_NOOP(
            "rulings",
            "That player's hand is dead and that player's wagers are void; the others play on.",
        ),
        "CO 3-5-7 ¶4",
        decoys=(
            QT_TRANSLATE_NOOP(
                "rulings",
                "Misdeal: all wagers are void and the cards are re-shuffled.",
            ),
            QT_TRANSLATE_NOOP(
                "rulings",
                "Pick the card up, show it to the table, and let the player play it.",
            ),
            QT_TRANSLATE_NOOP(
                "rulings",
                "Give the player the next card of the deck in its place, and let the hand play on "
                "as dealt.",
            ),
        ),
    ),
    Ruling(
        Situation.SURRENDER_WITHOUT_ALL_THREE,
        QT_TRANSLATE_NOOP(
            "rulings",
            "A player with wagers on the 3-card and 7-card games only asks to surrender.",
        ),
        QT_TRANSLATE_NOOP(
            "rulings",
            "Refuse: surrender is only for a player with wagers on all three games, and only half "
            "the 7-card wager.",
        ),
        "CO 3-5-7 ¶5",
        # Both surrender refusals are true of either request (¶5 says both things).
        also=(Situation.SURRENDER_WHICH_WAGER,),
        decoys=(
            QT_TRANSLATE_NOOP(
                "rulings",
                "Allow it: surrender needs only a 7-card wager, so return half of the 7-card wager "
                "and take the other half.",
            ),
            QT_TRANSLATE_NOOP("rulings", "Allow it: return half of each of the player's wagers."),
            QT_TRANSLATE_NOOP("rulings", "Allow it: return the whole 7-card wager."),
        ),
    ),
    Ruling(
        Situation.POT_WAGER_ALONE,
        QT_TRANSLATE_NOOP(
            "rulings",
            "Only one player has placed the optional player-banked pot wager.",
        ),
        QT_TRANSLATE_NOOP(
            "rulings",
            "Return the wager to the player as void: two or more players form a pot.",
        ),
        "CO 3-5-7 ¶10(d)",
        decoys=(
            QT_TRANSLATE_NOOP(
                "rulings",
                "Award the pot to that player at the showdown, less the rake.",
            ),
            QT_TRANSLATE_NOOP(
                "rulings",
                "Keep the wager in the pot until a second player joins it, in a later hand.",
            ),
            QT_TRANSLATE_NOOP("rulings", "Take the wager for the house: a pot needs two players."),
        ),
    ),
    Ruling(
        Situation.POT_WITHOUT_SCHEDULE_WAGER,
        QT_TRANSLATE_NOOP(
            "rulings",
            "A player puts out a player-banked pot wager with no pay-schedule wager on that game.",
        ),
        QT_TRANSLATE_NOOP(
            "rulings",
            "Refuse it: no player may make a pot wager without first making a pay-schedule wager "
            "on that game.",
        ),
        "CO 3-5-7 ¶10",
        decoys=(
            QT_TRANSLATE_NOOP(
                "rulings",
                "Accept it: the pot wager is separate from the pay-schedule wagers.",
            ),
            QT_TRANSLATE_NOOP(
                "rulings",
                "Accept it, and count it as the player's pay-schedule wager on that game, paid by "
                "the posted schedule.",
            ),
            QT_TRANSLATE_NOOP(
                "rulings",
                "Accept it if two or more players have made pot wagers on that game.",
            ),
        ),
    ),
    Ruling(
        Situation.WAGER_OVER_MAXIMUM,
        QT_TRANSLATE_NOOP("rulings", "A player puts out $10 on the 5-card game."),
        OVER_MAXIMUM_RULING,
        "CO 3-5-7 ¶2",
        decoys=(
            QT_TRANSLATE_NOOP("rulings", "Accept it: the $5 limit is for the 3-card game only."),
            QT_TRANSLATE_NOOP(
                "rulings",
                "Accept $5 of it on the 5-card game and move the other $5 to the 7-card game.",
            ),
            QT_TRANSLATE_NOOP("rulings", "Accept it and pay it at half the posted schedule."),
        ),
    ),
    Ruling(
        Situation.SURRENDER_WHICH_WAGER,
        QT_TRANSLATE_NOOP(
            "rulings",
            "A player with wagers on all three games asks to surrender the 5-card wager.",
        ),
        QT_TRANSLATE_NOOP(
            "rulings",
            "Refuse: surrender is only for the 7-card wager, and only half of it.",
        ),
        "CO 3-5-7 ¶5",
        also=(Situation.SURRENDER_WITHOUT_ALL_THREE,),
        decoys=(
            QT_TRANSLATE_NOOP(
                "rulings",
                "Allow it: return half the 5-card wager and take the other half.",
            ),
            QT_TRANSLATE_NOOP("rulings", "Allow it: return the whole 5-card wager."),
            QT_TRANSLATE_NOOP(
                "rulings",
                "Allow it: return half of the 5-card wager and half of the 7-card wager.",
            ),
        ),
    ),
    Ruling(
        Situation.AFTER_THREE_CARD,
        QT_TRANSLATE_NOOP("rulings", "Every 3-card wager has been settled. What next?"),
        QT_TRANSLATE_NOOP(
            "rulings",
            "Collect any 5-card pot wagers into the pot; then turn the first two community cards "
            "face up and announce “5-card Poker”.",
        ),
        "CO 3-5-7 ¶8, ¶10(b)",
        decoys=(
            QT_TRANSLATE_NOOP(
                "rulings",
                "Turn all four community cards face up and announce “7-card Poker”.",
            ),
            QT_TRANSLATE_NOOP(
                "rulings",
                "Settle every 5-card wager; then turn the first two community cards face up.",
            ),
            QT_TRANSLATE_NOOP(
                "rulings",
                "Deal each player two more cards face down for the 5-card game.",
            ),
        ),
    ),
)
