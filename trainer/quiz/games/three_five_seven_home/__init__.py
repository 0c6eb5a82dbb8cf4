"""Drills of the 3-5-7 home game: read a wild-card hand, what the wild cards stand for, rank
the hands in, settle burns and strikes, the ante, burn and pot as the games go on, marker
and strike awards, and the order of the deal.

Skills, mapped onto the trainer's skills:

- dealing order: who gets each card, from the dealer's left, the deal passing to the left;
- settlement order: the hands in ranked best first (the order burns and payments follow);
- payouts: each player's net for a burns round or a strikes round;
- rake and limits: the money the game collects, the antes, burns and pot;
- hand arrangement: what each wild card stands for in the best hand;
- hand reading: naming a hand with wild cards;
- rulings: markers, strikes, a won pot, nobody in.

Every question that shows a round carries it in the ``dealer-trainer settle`` form
(``prompt["scenario"]``), and its answer is what the engine settles it to.
"""

from __future__ import annotations

from trainer.engine.games import AnyRules
from trainer.engine.games.three_five_seven_home import GAME_ID, deal_order
from trainer.quiz.family import Context, Verdict, family
from trainer.quiz.games.spec import QuizGame
from trainer.quiz.games.three_five_seven_home.hands import (
    judge_rank_table,
    judge_stands_for,
    judge_wild_hand,
    rank_table,
    stands_for,
    stands_for_words,
    wild_hand,
)
from trainer.quiz.games.three_five_seven_home.money import (
    awards,
    burns,
    judge_awards,
    outcome_words,
    stakes,
    strikes,
)
from trainer.quiz.games.three_five_seven_home.rounds import (
    SEATING,
    VARIANT_GAME,
    pick_names,
    pick_variant,
    scenario_lines,
    table_options,
)
from trainer.quiz.model import AnswerKind, Explanation, Question, Skill
from trainer.words import QT_TRANSLATE_NOOP, say

# ---------------------------------------------------------------------------------------
# The deal
# ---------------------------------------------------------------------------------------


def deal_order_question(ctx: Context) -> Question:
    variant = pick_variant(ctx)
    options = table_options(ctx, variant)
    names = pick_names(ctx, options)
    n = len(names)
    dealer = ctx.rng.randrange(n)
    passes = 1
    if ctx.difficulty == 1:
        text = say(
            QT_TRANSLATE_NOOP(
                "quiz", "{name} deals. In what order does each player get a first card?"
            ),
            name=names[dealer],
        )
        lines = [
            say(
                QT_TRANSLATE_NOOP(
                    "quiz", "{name} deals: from the dealer's left, clockwise, the dealer last."
                ),
                name=names[dealer],
            )
        ]
    elif ctx.difficulty == 2:
        previous = (dealer - 1) % n
        text = say(
            QT_TRANSLATE_NOOP(
                "quiz",
                "{name} dealt the last game. Deal the next game: in what order does each player "
                "get a first card?",
            ),
            name=names[previous],
        )
        lines = [
            say(
                QT_TRANSLATE_NOOP("quiz", "The deal passes to the left: {name} deals (Burns ¶19)."),
                name=names[dealer],
            ),
            say(
                QT_TRANSLATE_NOOP("quiz", "From the new dealer's left, clockwise, the dealer last.")
            ),
        ]
    else:
        passes = 2
        text = say(
            QT_TRANSLATE_NOOP(
                "quiz",
                "{name} deals. After the 3-card round, two more cards each go out one at a time: "
                "in what order do they go?",
            ),
            name=names[dealer],
        )
        lines = [
            say(
                QT_TRANSLATE_NOOP(
                    "quiz",
                    "{name} deals: one card at a time from the dealer's left, the dealer last, "
                    "and round again (Strikes ¶13, Burns ¶13).",
                ),
                name=names[dealer],
            )
        ]
    order = [names[i] for i in deal_order(n, dealer)] * passes
    lines.append(say(QT_TRANSLATE_NOOP("quiz", "Order: {order}."), order=" ".join(order)))
    return ctx.question(
        text=say(
            QT_TRANSLATE_NOOP("quiz", "{game}. {seating} {question}", "a home-game question"),
            game=say(VARIANT_GAME[variant]),
            seating=say(SEATING),
            question=text,
        ),
        prompt={
            "players": names,
            # The dealer's button as the table shows it: on last game's dealer when the
            # question is where the deal passes.
            "button": names[(dealer - 1) % n if ctx.difficulty == 2 else dealer],
            "deal_passes": ctx.difficulty == 2,
            "passes": passes,
            "variant": variant.value,
        },
        answer=order,
        explanation=Explanation(tuple(lines), "Strikes ¶8, ¶13; Burns ¶6, ¶13, ¶19"),
        choices=tuple(names),
    )


def judge_deal_order(question: Question, rules: AnyRules) -> Verdict:
    """One card at a time from the dealer's left, the dealer last, as the engine deals."""
    p = question.prompt
    names = list(p["players"])
    dealer = names.index(p["button"])
    if p["deal_passes"]:
        dealer = (dealer + 1) % len(names)  # the deal passes to the left (Burns ¶19)
    order = [names[i] for i in deal_order(len(names), dealer)] * int(p["passes"])
    return lambda candidate: list(candidate) == order


GAME = QuizGame(
    id=GAME_ID,
    scenario_lines=scenario_lines,
    families=(
        family(
            GAME_ID,
            "deal-order",
            Skill.DEALING_ORDER,
            AnswerKind.ORDER,
            QT_TRANSLATE_NOOP("families", "deal the cards"),
            deal_order_question,
            judge_deal_order,
        ),
        family(
            GAME_ID,
            "rank-table",
            Skill.SETTLEMENT_ORDER,
            AnswerKind.ORDER,
            QT_TRANSLATE_NOOP("families", "rank the hands in"),
            rank_table,
            judge_rank_table,
        ),
        family(
            GAME_ID,
            "burns",
            Skill.PAYOUT,
            AnswerKind.AMOUNTS,
            QT_TRANSLATE_NOOP("families", "settle the burns"),
            burns,
        ),
        family(
            GAME_ID,
            "strikes",
            Skill.PAYOUT,
            AnswerKind.AMOUNTS,
            QT_TRANSLATE_NOOP("families", "settle a strikes round"),
            strikes,
        ),
        family(
            GAME_ID,
            "stakes",
            Skill.RAKE,
            AnswerKind.AMOUNT,
            QT_TRANSLATE_NOOP("families", "the ante, the burn and the pot"),
            stakes,
        ),
        family(
            GAME_ID,
            "wild-cards",
            Skill.ARRANGEMENT,
            AnswerKind.CHOICE,
            QT_TRANSLATE_NOOP("families", "what the wild cards stand for"),
            stands_for,
            judge_stands_for,
        ),
        family(
            GAME_ID,
            "wild-hand",
            Skill.HAND_READING,
            AnswerKind.CHOICE,
            QT_TRANSLATE_NOOP("families", "read a wild-card hand"),
            wild_hand,
            judge_wild_hand,
            scale=True,
        ),
        family(
            GAME_ID,
            "awards",
            Skill.RULINGS,
            AnswerKind.CHOICE,
            QT_TRANSLATE_NOOP("families", "markers, strikes and the pot"),
            awards,
            judge_awards,
        ),
    ),
)

__all__ = ["GAME", "outcome_words", "stands_for_words"]
