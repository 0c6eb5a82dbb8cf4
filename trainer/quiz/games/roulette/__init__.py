"""Roulette in the drills (58 Pa. Code chapter 617a, and South Dakota's ARSD 20:18:34): the
first game without cards. Its own families, mapped onto the trainer's skills:

- payouts: a player's bets paid; picture bets; completes (one unit a bet, several, or to
  the table maximum); payoff keys (six straight-ups are 210);
- hand reading (reading the layout): which bet wins on a number, which numbers one bet
  can cover, which numbers a chip drawn on the layout covers;
- settlement order: the steps of settling a spin;
- chip handling: colouring up a player's wheel chips; a picture paid in value chips;
- game protection: a paid layout to audit (a mispay, or a bet placed after "no more
  bets" paid).

Rulings (no more bets, no spin, wheel chips) come from the spec, as every game's do.
Every question that shows a spin carries it in the ``dealer-trainer settle`` form
(``prompt["scenario"]``) and each seat's wheel-chip value (``prompt["chips"]``, cents).
"""

from __future__ import annotations

from trainer.engine.games.roulette.rules_file import GAME_ID
from trainer.quiz.family import family
from trainer.quiz.games.roulette.money import (
    complete,
    judge_picture_chips,
    payoff_keys,
    payout,
    picture,
    picture_chips,
    spot,
)
from trainer.quiz.games.roulette.reading import (
    covers,
    judge_covers,
    judge_numbers_covered,
    judge_settle_order,
    judge_wheel_chips,
    judge_which_wins,
    numbers_covered,
    settle_order,
    wheel_chips,
    which_wins,
)
from trainer.quiz.games.roulette.spins import scenario_lines
from trainer.quiz.games.spec import QuizGame
from trainer.quiz.model import AnswerKind, Skill
from trainer.words import QT_TRANSLATE_NOOP

GAME = QuizGame(
    id=GAME_ID,
    scenario_lines=scenario_lines,
    families=(
        family(
            GAME_ID,
            "payout",
            Skill.PAYOUT,
            AnswerKind.AMOUNT,
            QT_TRANSLATE_NOOP("families", "pay the bets"),
            payout,
        ),
        family(
            GAME_ID,
            "picture",
            Skill.PAYOUT,
            AnswerKind.AMOUNT,
            QT_TRANSLATE_NOOP("families", "pay a picture"),
            picture,
        ),
        family(
            GAME_ID,
            "complete",
            Skill.PAYOUT,
            AnswerKind.AMOUNT,
            QT_TRANSLATE_NOOP("families", "pay a complete"),
            complete,
        ),
        family(
            GAME_ID,
            "payoff-keys",
            Skill.PAYOUT,
            AnswerKind.AMOUNT,
            QT_TRANSLATE_NOOP("families", "payoff keys"),
            payoff_keys,
        ),
        family(
            GAME_ID,
            "picture-chips",
            Skill.CHIPS,
            AnswerKind.CHIPS,
            QT_TRANSLATE_NOOP("families", "pay a picture in chips"),
            picture_chips,
            judge_picture_chips,
        ),
        family(
            GAME_ID,
            "which-wins",
            Skill.HAND_READING,
            AnswerKind.CHOICE,
            QT_TRANSLATE_NOOP("families", "which bet wins"),
            which_wins,
            judge_which_wins,
        ),
        family(
            GAME_ID,
            "covers",
            Skill.HAND_READING,
            AnswerKind.CHOICE,
            QT_TRANSLATE_NOOP("families", "what one bet covers"),
            covers,
            judge_covers,
        ),
        family(
            GAME_ID,
            "numbers-covered",
            Skill.HAND_READING,
            AnswerKind.CHOICE,
            QT_TRANSLATE_NOOP("families", "what a chip covers"),
            numbers_covered,
            judge_numbers_covered,
        ),
        family(
            GAME_ID,
            "settle-spin",
            Skill.SETTLEMENT_ORDER,
            AnswerKind.ORDER,
            QT_TRANSLATE_NOOP("families", "settle a spin in order"),
            settle_order,
            judge_settle_order,
        ),
        family(
            GAME_ID,
            "wheel-chips",
            Skill.CHIPS,
            AnswerKind.CHIPS,
            QT_TRANSLATE_NOOP("families", "colour up wheel chips"),
            wheel_chips,
            judge_wheel_chips,
        ),
        family(
            GAME_ID,
            "spot-the-error",
            Skill.GAME_PROTECTION,
            AnswerKind.SPOT,
            QT_TRANSLATE_NOOP("families", "spot the mispay"),
            spot,
        ),
    ),
)
