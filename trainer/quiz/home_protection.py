"""Game protection at the 3-5-7 home game: spot and correct the payment made wrong (issue
16, section 1).

The trainee sees a round of the home game settled: the cards, who is in, and the round's
money line by line as the table paid it ("Ann pays Bob $0.50", "Cal collects the pot,
$2.75", "Every player antes $0.50 to the pot"). One round in ``clean_one_in`` is paid
exactly as the engine settles it; the others hold one mistake in one line, planted by
:func:`trainer.engine.games.three_five_seven_home.protection.plant_payment`: a burn or a
payment at the wrong amount, the ante not raised, the pot awarded to the wrong player, a
wild card misread. A wrong payment changes two players' nets, so the spot is the line,
not a player: exactly one line is wrong. The fix is the line's right amount, or (where
the money went to the wrong player) who should have received it. Graded in two parts as
every game-protection answer is (:mod:`trainer.quiz.grading`).
"""

from __future__ import annotations

from typing import Any

from trainer.engine.cards import Card
from trainer.engine.games.three_five_seven_home import GAME_ID, HomeOptions, RoundResult, Variant
from trainer.engine.games.three_five_seven_home.protection import (
    EVERYONE,
    HOME_KINDS,
    Payment,
    PlantedPayment,
    payment_lines,
    plant_payment,
)
from trainer.engine.protection import ErrorKind
from trainer.quiz.family import Context, Family, family
from trainer.quiz.games.three_five_seven_home.rounds import (
    SEATING,
    ante_cap_words,
    deal_hands,
    game_amounts,
    house_words,
    pick_names,
    pick_round,
    pick_variant,
    scenario_lines,
    settle,
    settle_form,
    table_options,
    tie_words,
)
from trainer.quiz.model import (
    AnswerKind,
    Explanation,
    Question,
    Skill,
    clean_text,
    payment_fix_words,
)
from trainer.words import QT_TRANSLATE_NOOP, say

TRIES = 8
"""Rounds drawn looking for one where the mistake drawn can happen (two for each kind in
turn: only a misread wild card needs a round that allows it)."""


def _round(
    ctx: Context, options: HomeOptions, need: Any
) -> tuple[dict[str, Any], RoundResult, list[Payment], int, dict[str, tuple[Card, ...]]]:
    """A round as the table plays it: the settle form, the engine's settlement, its money
    as lines (the antes first where the 3-card round opens a burns game), the game since
    the pot opened, each player's cards. Where a pot won is to be misawarded, one player
    alone is in, holding the marks that one more wins."""
    rng = ctx.rng
    names = pick_names(ctx, options)
    size = pick_round(ctx)
    game, burn, pot = game_amounts(ctx, options)
    if need == _ANTE:  # the antes open the 3-card round of a later game, below the cap
        size, game = 3, rng.randint(2, 4)
        burn = options.burn_for(game)
    hands = deal_hands(rng, len(names), size)
    marks = [0] * len(names)
    if need == _POT:
        lone = rng.randrange(len(names))
        ins = [i == lone for i in range(len(names))]
        marks[lone] = options.marks_to_win - 1
    else:
        ins = [rng.random() < 0.7 for _ in names]
        while sum(ins) < 2:
            ins[rng.randrange(len(names))] = True
    if options.variant.value == "strikes":
        burn, pot = 0, pot - pot % max(options.split_unit, 1)
    result = settle(options, size, names, hands, ins, pot=pot, burn=burn, marks=marks)
    ante = options.ante_for(game) if options.variant.value == "burns" and size == 3 else 0
    scenario = settle_form(ctx, options, size, names, hands, ins, pot=pot, burn=burn, marks=marks)
    cards = {n: tuple(h) for n, h in zip(names, hands, strict=True)}
    return scenario, result, payment_lines(result, ante), game, cards


_POT = "pot-wrong-player"
_ANTE = "ante-not-raised"


def _question(ctx: Context) -> Question:
    rng = ctx.rng
    variant = pick_variant(ctx)
    options = table_options(ctx, variant)
    clean = rng.randrange(max(ctx.home.clean_one_in, 1)) == 0
    kinds = [] if clean else list(HOME_KINDS[variant])
    rng.shuffle(kinds)
    found: PlantedPayment | None = None
    # Each kind is given two rounds in turn (a misread wild card turning exactly one burn
    # needs a round that allows it), so no kind is tied to a rare round.
    for attempt in range(1 if clean else TRIES):
        need = kinds[attempt // 2 % len(kinds)] if kinds else None
        scenario, result, lines, game, cards = _round(ctx, options, need and need.value)
        if need is not None:
            found = plant_payment(need, result, lines, options, game, cards, rng)
        if found is None and need is ErrorKind.WILD_MISREAD and attempt % 2:
            # Its second round: a payment at the wrong amount there instead, so that a
            # question never deals more than two rounds for it.
            found = plant_payment(ErrorKind.WRONG_AMOUNT, result, lines, options, game, cards, rng)
        if found is not None or clean:
            break
    shown = list(lines)
    if found is not None:
        shown[found.at] = found.shown
    shown_words = [p.words() for p in shown] or [
        say(QT_TRANSLATE_NOOP("protection", "Nothing changes hands."))
    ]
    explanation: list[str] = []
    if found is None:
        answer: dict[str, Any] = {"line": None, "fix": None}
        explanation.append(
            say(
                QT_TRANSLATE_NOOP("protection", "{clean}: every payment is what the rules settle."),
                clean=clean_text(),
            )
        )
        clause, error = result.clause, None
    else:
        fix = found.fix
        answer = {"line": found.at + 1, "fix": fix}
        mend = payment_fix_words(fix)
        explanation += [
            say(
                QT_TRANSLATE_NOOP("protection", "Payment {line}: {heading}. {what}."),
                line=found.at + 1,
                heading=found.kind.heading,
                what=found.what[:1].upper() + found.what[1:],
            ),
            say(
                QT_TRANSLATE_NOOP(
                    "protection",
                    "It should read: {right} (fix: {fix}); the mistake would have cost {cost}.",
                ),
                right=found.right.words(),
                fix=mend,
                cost=found.cost,
            ),
        ]
        clause, error = found.clause, found.kind.value
    explanation += [f"{n}: {result.hands[n].explain()}." for n in result.ins]
    explanation += list(result.notes)
    explanation.append(
        say(QT_TRANSLATE_NOOP("protection", "The round's money as the rules settle it:"))
    )
    explanation += [f"  {i + 1}. {p.words()}." for i, p in enumerate(lines)] or [
        "  " + say(QT_TRANSLATE_NOOP("protection", "nothing.", "no money in the round"))
    ]
    since = (
        " " + say(QT_TRANSLATE_NOOP("protection", "Game {game} since the pot opened."), game=game)
        if variant.value == "burns"
        else ""
    )
    # The table's choices the money depends on (issue 23): the hands' (three wild 3s, five
    # of a kind), the burns ante's cap where the antes are paid, the strikes split.
    since += house_words(options, result.round, [result.hands[n] for n in result.ins])
    if any(p.payer == EVERYONE for p in lines):
        since += ante_cap_words(options)
    if variant is Variant.STRIKES:
        since += f" {tie_words(options)}"
    text = "\n".join(
        [
            say(
                QT_TRANSLATE_NOOP(
                    "protection",
                    "The table has paid this round's money as shown. Is it correct as it stands? "
                    "If not, which payment is wrong, and what should it be (the amount, or who "
                    "should receive it)?",
                )
            ),
            f"{'. '.join(scenario_lines(scenario)[:1])}.{since} {say(SEATING)}",
            "; ".join(" ".join(line.split()) for line in scenario_lines(scenario)[1:]) + ".",
            say(
                QT_TRANSLATE_NOOP("protection", "The money as paid: {payments}."),
                payments="; ".join(f"{i + 1}. {w}" for i, w in enumerate(shown_words)),
            ),
        ]
    )
    return ctx.question(
        text=text,
        prompt={
            "scenario": scenario,
            "players": list(result.names),
            "payments": [p.words() for p in shown] if shown else [],
            "game": game,
        },
        answer=answer,
        explanation=Explanation(tuple(explanation), clause),
        extra={"error": error, "right": [p.words() for p in lines]},
    )


FAMILIES: tuple[Family, ...] = (
    family(
        GAME_ID,
        "spot-the-payment",
        Skill.GAME_PROTECTION,
        AnswerKind.SPOT,
        QT_TRANSLATE_NOOP("families", "spot the payment made wrong"),
        _question,
    ),
)
"""The home game's game-protection family: one round's money, payment by payment."""
