"""Roulette's rulings: "no more bets" and late bets (§617a.3), the spins that do not count
(§617a.6) and the wheel chips (§617a.3), each with three wrong rulings of its own kind.
The clauses cite our digest of chapter 617a (docs/rules-decisions.md, "Roulette")."""

from __future__ import annotations

from trainer.engine.procedures import Ruling, Situation

RULINGS: tuple[Ruling, ...] = (
    Ruling(
        Situation.LATE_BET,
        'After the dealer has called "no more bets" and waved a hand over the layout, a '
        "player puts a chip on 17 while the ball is still turning.",
        "The chip has no action: give it back to the player, win or lose.",
        "58 Pa. Code §617a.3",
        decoys=(
            "Leave it: a bet counts until the ball drops into a pocket.",
            "Leave it, and pay it at half the odds if 17 wins, as a late bet.",
            "Keep the chip for the house if 17 loses, and return it if 17 wins.",
        ),
    ),
    Ruling(
        Situation.BALL_OFF_WHEEL,
        "The ball jumps out of the wheel and lands on the floor before it settles in a pocket.",
        'Call "no spin": every bet stays, and the ball is checked before it is spun again.',
        "58 Pa. Code §617a.6",
        decoys=(
            "Settle on the number nearest where the ball left the wheel.",
            "Take every bet down and return it; the players bet again from nothing.",
            "Call no spin, then let the players move or remove any of their bets before the "
            "ball is spun again.",
        ),
    ),
    Ruling(
        Situation.SHORT_SPIN,
        "The ball falls into 8 after going around the track only twice.",
        'Call "no spin" and spin again: a spin counts only after enough revolutions.',
        "58 Pa. Code §617a.6",
        decoys=(
            "Settle on 8: where the ball lands is the winning number.",
            "Settle on 8 if no player objects before the marker goes down.",
            "Void the spin, return every bet on the layout to the players and let them bet again.",
        ),
    ),
    Ruling(
        Situation.SAME_DIRECTION,
        "A new dealer spins the ball the same way the wheel is turning, and it drops into 31.",
        'Call "no spin": the ball must go against the wheel; the bets stand for the next spin.',
        "58 Pa. Code §617a.6",
        decoys=(
            "Settle on 31: the direction of the ball does not matter.",
            "Settle on 31, then ask the supervisor to have the dealer retrained after the shift.",
            "Return every bet to the players and close the table until the shift changes.",
        ),
    ),
    Ruling(
        Situation.WHEEL_CHIP_COLOUR,
        "A new player buys in and asks for the same colour of wheel chips as the player "
        "beside them.",
        "Refuse: give a colour no one else at the table is playing.",
        "58 Pa. Code §617a.3",
        decoys=(
            "Allow it if both players agree to share the colour.",
            "Allow it if the two stacks are set at the same value each.",
            "Allow it on the outside bets only, where every chip is paid alike.",
        ),
    ),
    Ruling(
        Situation.LEAVING_WITH_WHEEL_CHIPS,
        "A player stands up to leave with two stacks of wheel chips in hand.",
        "Colour them up: change the wheel chips for value chips at the player's value.",
        "58 Pa. Code §617a.3",
        decoys=(
            "Let the player take them to the cage, which cashes any chips the house issues.",
            "Let the player take them to play at another roulette table of the house.",
            "Change them for value chips at the table's minimum value per wheel chip.",
        ),
    ),
)
