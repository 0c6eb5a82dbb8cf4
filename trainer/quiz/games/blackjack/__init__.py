"""Blackjack in the drills (58 Pa. Code chapter 633a, and a European no-hole-card house):
the first game whose hands are totals and whose players decide after the deal.

Its own families, mapped onto the trainer's skills:

- payouts: one seat paid (hands, doubles, splits, surrender, insurance); a blackjack,
  insurance or even money at the posted odds; a blackjack paid in the fewest chips; the
  table paid from third base to first base;
- hand reading: a hand's total (soft or hard, bust, a blackjack against a split hand's 21),
  and whether the dealer draws or stands under the house's rule;
- game protection: a settled table to audit (a blackjack at the wrong odds, insurance
  paid 1 to 1, a doubled hand paid once, a split hand's 21 paid as a blackjack, a push
  paid).

The families every dealt game shares (dealing order, settlement order, rulings, the
misdealt deal) come from the engine's spec (:mod:`trainer.quiz.procedure`,
:mod:`trainer.quiz.deal_protection`). Every question that shows a table carries it in the
``dealer-trainer settle`` form (``prompt["scenario"]``, one table), and its answer is what
the engine settles it to.
"""

from __future__ import annotations

from trainer.engine.games.blackjack.rules_file import GAME_ID
from trainer.quiz.family import family
from trainer.quiz.games.blackjack.money import natural, natural_chips, payout, spot, table
from trainer.quiz.games.blackjack.reading import (
    dealer_draw,
    hand_total,
    judge_dealer_draw,
    judge_hand_total,
)
from trainer.quiz.games.blackjack.rounds import scenario_lines
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
            QT_TRANSLATE_NOOP("families", "pay a seat"),
            payout,
        ),
        family(
            GAME_ID,
            "natural",
            Skill.PAYOUT,
            AnswerKind.AMOUNT,
            QT_TRANSLATE_NOOP("families", "blackjacks, insurance and even money"),
            natural,
        ),
        family(
            GAME_ID,
            "payout-chips",
            Skill.CHIPS,
            AnswerKind.CHIPS,
            QT_TRANSLATE_NOOP("families", "pay a blackjack in chips"),
            natural_chips,
        ),
        family(
            GAME_ID,
            "payout-table",
            Skill.PAYOUT,
            AnswerKind.AMOUNTS,
            QT_TRANSLATE_NOOP("families", "pay the table"),
            table,
        ),
        family(
            GAME_ID,
            "hand-total",
            Skill.HAND_READING,
            AnswerKind.CHOICE,
            QT_TRANSLATE_NOOP("families", "read a hand's total"),
            hand_total,
            judge_hand_total,
        ),
        family(
            GAME_ID,
            "dealer-draws",
            Skill.HAND_READING,
            AnswerKind.CHOICE,
            QT_TRANSLATE_NOOP("families", "the dealer draws or stands"),
            dealer_draw,
            judge_dealer_draw,
            scale=True,
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
