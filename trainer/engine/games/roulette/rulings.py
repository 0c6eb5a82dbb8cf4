"""Roulette's rulings: "no more bets" and late bets (§617a.3), the spins that do not count
(§617a.6) and the wheel chips (§617a.3), each with three wrong rulings of its own kind.
The clauses cite our digest of chapter 617a (docs/rules-decisions.md, "Roulette")."""

from __future__ import annotations

from trainer.engine.procedures import Ruling, Situation
from trainer.words import QT_TRANSLATE_NOOP

RULINGS: tuple[Ruling, ...] = (
    Ruling(
        Situation.LATE_BET,
        QT_TRANSLATE_NOOP(
            "rulings",
            'After the dealer has called "no more bets" and waved a hand over the layout, a '
            "player puts a chip on 17 while the ball is still turning.",
        ),
        QT_TRANSLATE_NOOP(
            "rulings",
            "The chip has no action: give it back to the player, win or lose.",
        ),
        "58 Pa. Code §617a.3",
        decoys=(
            QT_TRANSLATE_NOOP(
                "rulings",
                "Leave it: a bet counts until the ball drops into a pocket.",
            ),
            QT_TRANSLATE_NOOP(
                "rulings",
                "Leave it, and pay it at half the odds if 17 wins, as a late bet.",
            ),
            QT_TRANSLATE_NOOP(
                "rulings",
                "Keep the chip for the house if 17 loses, and return it if 17 wins.",
            ),
        ),
    ),
    Ruling(
        Situation.BALL_OFF_WHEEL,
        QT_TRANSLATE_NOOP(
            "rulings",
            "The ball jumps out of the wheel and lands on the floor before it settles in a pocket.",
        ),
        QT_TRANSLATE_NOOP(
            "rulings",
            'Call "no spin": every bet stays, and the ball is checked before it is spun again.',
        ),
        "58 Pa. Code §617a.6",
        decoys=(
            QT_TRANSLATE_NOOP(
                "rulings",
                "Settle on the number nearest where the ball left the wheel.",
            ),
            QT_TRANSLATE_NOOP(
                "rulings",
                "Take every bet down and return it; the players bet again from nothing.",
            ),
            QT_TRANSLATE_NOOP(
                "rulings",
                "Call no spin, then let the players move or remove any of their bets before the "
                "ball is spun again.",
            ),
        ),
    ),
    Ruling(
        Situation.SHORT_SPIN,
        QT_TRANSLATE_NOOP(
            "rulings",
            "The ball falls into 8 after going around the track only twice.",
        ),
        QT_TRANSLATE_NOOP(
            "rulings",
            'Call "no spin" and spin again: a spin counts only after enough revolutions.',
        ),
        "58 Pa. Code §617a.6",
        decoys=(
            QT_TRANSLATE_NOOP(
                "rulings",
                "Settle on 8: where the ball lands is the winning number.",
            ),
            QT_TRANSLATE_NOOP(
                "rulings",
                "Settle on 8 if no player objects before the marker goes down.",
            ),
            QT_TRANSLATE_NOOP(
                "rulings",
                "Void the spin, return every bet on the layout to the players and let them bet "
                "again.",
            ),
        ),
    ),
    Ruling(
        Situation.SAME_DIRECTION,
        QT_TRANSLATE_NOOP(
            "rulings",
            "A new dealer spins the ball the same way the wheel is turning, and it drops into 31.",
        ),
        QT_TRANSLATE_NOOP(
            "rulings",
            'Call "no spin": the ball must go against the wheel; the bets stand for the next spin.',
        ),
        "58 Pa. Code §617a.6",
        decoys=(
            QT_TRANSLATE_NOOP(
                "rulings",
                "Settle on 31: the direction of the ball does not matter.",
            ),
            QT_TRANSLATE_NOOP(
                "rulings",
                "Settle on 31, then ask the supervisor to have the dealer retrained after the "
                "shift.",
            ),
            QT_TRANSLATE_NOOP(
                "rulings",
                "Return every bet to the players and close the table until the shift changes.",
            ),
        ),
    ),
    Ruling(
        Situation.WHEEL_CHIP_COLOUR,
        QT_TRANSLATE_NOOP(
            "rulings",
            "A new player buys in and asks for the same colour of wheel chips as the player beside "
            "them.",
        ),
        QT_TRANSLATE_NOOP("rulings", "Refuse: give a colour no one else at the table is playing."),
        "58 Pa. Code §617a.3",
        decoys=(
            QT_TRANSLATE_NOOP("rulings", "Allow it if both players agree to share the colour."),
            QT_TRANSLATE_NOOP(
                "rulings",
                "Allow it if the two stacks are set at the same value each.",
            ),
            QT_TRANSLATE_NOOP(
                "rulings",
                "Allow it on the outside bets only, where every chip is paid alike.",
            ),
        ),
    ),
    Ruling(
        Situation.LEAVING_WITH_WHEEL_CHIPS,
        QT_TRANSLATE_NOOP(
            "rulings",
            "A player stands up to leave with two stacks of wheel chips in hand.",
        ),
        QT_TRANSLATE_NOOP(
            "rulings",
            "Colour them up: change the wheel chips for value chips at the player's value.",
        ),
        "58 Pa. Code §617a.3",
        decoys=(
            QT_TRANSLATE_NOOP(
                "rulings",
                "Let the player take them to the cage, which cashes any chips the house issues.",
            ),
            QT_TRANSLATE_NOOP(
                "rulings",
                "Let the player take them to play at another roulette table of the house.",
            ),
            QT_TRANSLATE_NOOP(
                "rulings",
                "Change them for value chips at the table's minimum value per wheel chip.",
            ),
        ),
    ),
)
