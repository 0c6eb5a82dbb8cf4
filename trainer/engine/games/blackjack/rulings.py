"""Blackjack's rulings: the irregularities of §633a.14 and the procedures of the dealing,
insurance and splitting sections, each with three wrong rulings of its own kind."""

from __future__ import annotations

from trainer.engine.procedures import Ruling, Situation
from trainer.words import QT_TRANSLATE_NOOP

RULINGS: tuple[Ruling, ...] = (
    Ruling(
        Situation.CARD_FACE_UP_IN_SHOE,
        QT_TRANSLATE_NOOP(
            "rulings",
            "Dealing the first round after a shuffle, the dealer finds the next card in the shoe "
            "face up.",
        ),
        QT_TRANSLATE_NOOP(
            "rulings",
            "Do not use it: put it in the discard rack and deal the next card.",
        ),
        "58 Pa. Code §633a.14",
        decoys=(
            QT_TRANSLATE_NOOP("rulings", "Deal it face up to the next box in order, as it comes."),
            QT_TRANSLATE_NOOP("rulings", "Give it to the dealer as the up card."),
            QT_TRANSLATE_NOOP(
                "rulings",
                "Stop the round: every wager on the table is void and the cards are reshuffled.",
            ),
        ),
    ),
    Ruling(
        Situation.CARD_DRAWN_IN_ERROR,
        QT_TRANSLATE_NOOP(
            "rulings",
            "The dealer draws a card from the shoe by mistake, without its face being seen.",
        ),
        QT_TRANSLATE_NOOP(
            "rulings",
            "Deal it as the next card, to the box or the dealer it would have gone to.",
        ),
        "58 Pa. Code §633a.14",
        decoys=(
            QT_TRANSLATE_NOOP(
                "rulings",
                "Burn it into the discard rack unseen and deal the next card from the shoe.",
            ),
            QT_TRANSLATE_NOOP(
                "rulings",
                "Show it to the whole table, then burn it into the discard rack and deal on.",
            ),
            QT_TRANSLATE_NOOP(
                "rulings",
                "Void the round, return every wager and shuffle before dealing again.",
            ),
        ),
    ),
    Ruling(
        Situation.COVER_CARD,
        QT_TRANSLATE_NOOP(
            "rulings",
            "The cover card comes out of the shoe in the middle of a round.",
        ),
        QT_TRANSLATE_NOOP(
            "rulings",
            "Set it aside, finish the round, then gather the cards and shuffle.",
        ),
        "58 Pa. Code §633a.7",
        decoys=(
            QT_TRANSLATE_NOOP(
                "rulings",
                "Stop at once: shuffle, then deal the round again from the start.",
            ),
            QT_TRANSLATE_NOOP("rulings", "Stop the round and return every wager, then shuffle."),
            QT_TRANSLATE_NOOP(
                "rulings",
                "Put it back in the shoe and deal on: the shoe is shuffled at the end of the "
                "shift.",
            ),
        ),
    ),
    Ruling(
        Situation.INSURANCE_AMOUNT,
        QT_TRANSLATE_NOOP(
            "rulings",
            "The dealer's up card is an ace; a player with a $20 wager offers $15 in insurance.",
        ),
        QT_TRANSLATE_NOOP(
            "rulings",
            "Take at most $10: an insurance wager may be up to half of the player's wager.",
        ),
        "58 Pa. Code §633a.8",
        decoys=(
            QT_TRANSLATE_NOOP(
                "rulings",
                "Take the $15: insurance may be up to the player's whole wager.",
            ),
            QT_TRANSLATE_NOOP(
                "rulings",
                "Take exactly $10 or nothing: insurance is always half the wager.",
            ),
            QT_TRANSLATE_NOOP(
                "rulings",
                "Refuse: insurance is offered only to a player holding a blackjack.",
            ),
        ),
    ),
    Ruling(
        Situation.SPLIT_UNLIKE_TENS,
        QT_TRANSLATE_NOOP("rulings", "A player dealt a king and a ten asks to split them."),
        QT_TRANSLATE_NOOP(
            "rulings",
            "Allow it: cards of the same value split, with a second wager equal to the first.",
        ),
        "58 Pa. Code §633a.11(a)",
        decoys=(
            QT_TRANSLATE_NOOP(
                "rulings",
                "Refuse: only two cards of the same rank, a king with a king, may be split.",
            ),
            QT_TRANSLATE_NOOP(
                "rulings",
                "Allow it, with a second wager of any amount the player likes within the table "
                "limits.",
            ),
            QT_TRANSLATE_NOOP(
                "rulings",
                "Refuse: ten-value cards may never be split at a table with a hole card.",
            ),
        ),
    ),
    Ruling(
        Situation.NATURAL_AFTER_SPLIT,
        QT_TRANSLATE_NOOP(
            "rulings",
            "After a player has split a pair of 8s, $10 on each hand, the dealer's hand turns out "
            "to be a blackjack.",
        ),
        QT_TRANSLATE_NOOP(
            "rulings",
            "Collect only the player's original $10; return the $10 added by splitting.",
        ),
        "58 Pa. Code §633a.11(d)",
        decoys=(
            QT_TRANSLATE_NOOP(
                "rulings",
                "Collect both wagers, $20 in all: the dealer's blackjack beats both hands.",
            ),
            QT_TRANSLATE_NOOP(
                "rulings",
                "Return both wagers: a hand formed by splitting a pair cannot lose to a blackjack.",
            ),
            QT_TRANSLATE_NOOP(
                "rulings",
                "Collect the original $10 and half of the $10 added by splitting, $15 in all.",
            ),
        ),
    ),
    Ruling(
        Situation.SPLIT_ACES_DRAW,
        QT_TRANSLATE_NOOP(
            "rulings",
            "At a table posting one card to each split ace, a player who split aces drew a 4 to "
            "the first ace and asks for another card.",
        ),
        QT_TRANSLATE_NOOP("rulings", "Refuse: each split ace receives one card only."),
        # Not §633a.11(c): as published it lets a split hand stand, draw or double; one
        # card to a split ace is a variation the house posts (§633a.12, unconfirmed).
        "58 Pa. Code §633a.12",
        decoys=(
            QT_TRANSLATE_NOOP("rulings", "Deal it: a split hand is played like any other."),
            QT_TRANSLATE_NOOP("rulings", "Deal it if the player doubles the wager on that ace."),
            QT_TRANSLATE_NOOP("rulings", "Deal it, but the hand then pays only if it makes 21."),
        ),
    ),
    Ruling(
        Situation.DEALER_SOFT_17,
        QT_TRANSLATE_NOOP(
            "rulings",
            "At a table posting that the dealer stands on all 17s, the dealer's cards are an ace "
            "and a 6.",
        ),
        QT_TRANSLATE_NOOP(
            "rulings",
            "Stand on the soft 17 and settle the table from third base to first base.",
        ),
        # The draw rule is the deal's (§633a.7), not a variation a Pennsylvania house picks.
        "58 Pa. Code §633a.7",
        decoys=(
            QT_TRANSLATE_NOOP("rulings", "Draw: a soft 17 is drawn to at every table."),
            QT_TRANSLATE_NOOP("rulings", "Draw only if a player at the table has 18 or more."),
            QT_TRANSLATE_NOOP("rulings", "Count the ace as 1 and draw to the 7."),
        ),
    ),
)
