"""Game protection at the deal: spot the card dealt to the wrong seat or out of order
(issue 16, section 1).

The trainee sees a deal as the dealer made it, delivery by delivery (a card, or a stack or
group of three delivered together), for the seats with wagers and the game's method. One
deal in ``clean_one_in`` follows the text exactly; the others hold one mistake, planted by
:func:`trainer.engine.protection.plant_deal` in the engine's own plan of the deal. The
answer is "correct as it stands", or the first delivery made wrong and where it should
have gone: both parts graded, the delivery found with a wrong place earning half.
"""

from __future__ import annotations

from typing import Any

from trainer.engine.games import GAMES, allowed_methods, deal_plan, game_spec
from trainer.engine.procedures import DealMethod
from trainer.engine.protection import DEAL_KINDS, ErrorKind, PlantedDeal, place_words, plant_deal
from trainer.quiz.family import Context, Family, for_games
from trainer.quiz.model import AnswerKind, Explanation, Question, Skill, clean_text
from trainer.quiz.procedure import METHOD_WORDS, destination_help, wagers_sentence
from trainer.words import QT_TRANSLATE_NOOP, say, translated

COSTS = {
    ErrorKind.WRONG_SEAT: {
        "three-five-seven": QT_TRANSLATE_NOOP(
            "protection",
            "dealt on, one seat holds a card short and another a card over: "
            "a misdeal, every wager on the hand void (CO 3-5-7 ¶4), the hand's action lost to "
            "the house",
        ),
        "": QT_TRANSLATE_NOOP(
            "protection",
            "dealt on, one hand holds a card short and another a card over: the hand is a "
            "misdeal and every wager returned (house procedure; the text is silent), the "
            "hand's action lost to the house",
        ),
    },
    ErrorKind.OUT_OF_ORDER: {
        "": QT_TRANSLATE_NOOP(
            "protection",
            "every card after it reaches a hand the procedure did not give it, as a dealer "
            "steering cards would deal; it is called at once and the deal checked (house "
            "procedure)",
        ),
    },
}
"""What each dealing mistake costs, by game ("" for any game the text is silent for)."""


def _cost(kind: ErrorKind, game: str) -> str:
    words = COSTS[kind]
    return translated(words.get(game, words[""]))


def _seats(ctx: Context) -> list[int]:
    top, rng = ctx.seats, ctx.rng
    count = {1: rng.randrange(2, 4), 2: rng.randrange(3, 5)}.get(
        ctx.difficulty, rng.randrange(4, top + 1)
    )
    return sorted(rng.sample(range(1, top + 1), count))


def delivery_text(i: int, place: str) -> str:
    """One delivery as the deal shows it: ``4. S3``."""
    return say(_DELIVERY, n=i + 1, place=place)


_DELIVERY = QT_TRANSLATE_NOOP("protection", "{n}. {place}", "one delivery of a deal: 4. S3")
_CLEAN_HOUSE = QT_TRANSLATE_NOOP(
    "protection", "{clean}: every delivery goes where the house procedure puts it."
)
_CLEAN_TEXT = QT_TRANSLATE_NOOP(
    "protection", "{clean}: every delivery goes where the text puts it."
)
_WRONG = QT_TRANSLATE_NOOP("protection", "Delivery {n}: {heading}. {what}.")
_BELONGS = QT_TRANSLATE_NOOP("protection", "It should have gone to {place} ({token}): {cost}.")
_AS_HOUSE = QT_TRANSLATE_NOOP("protection", "The deal as the house procedure gives it: {taps}.")
_AS_TEXT = QT_TRANSLATE_NOOP("protection", "The deal as the text gives it: {taps}.")
_TOGETHER = QT_TRANSLATE_NOOP(
    "protection", "A stack or group delivered to a player together is one delivery."
)
_DEALT_TEXT = QT_TRANSLATE_NOOP(
    "protection",
    "{wagers} The dealer dealt {method}, delivering in this order: {deliveries}. "
    "Is the deal correct as it stands? If not, which delivery was the first made wrong, "
    "and where should it have gone?",
)


def _question(ctx: Context) -> Question:
    rng, game = ctx.rng, ctx.family.game
    clean = rng.randrange(max(ctx.clean_one_in, 1)) == 0
    seats = _seats(ctx)
    spec = game_spec(game)
    dealing = spec.dealing
    assert dealing is not None  # only games with a dealing procedure declare the family
    method = rng.choice(allowed_methods(ctx.game_rules, dealing.drilled_methods))
    plan = deal_plan(game, seats, method.value)
    found: PlantedDeal | None = None
    if not clean:
        kinds = list(DEAL_KINDS)
        rng.shuffle(kinds)
        for kind in kinds:
            found = plant_deal(kind, plan, rng, ctx.seats)
            if found is not None:
                break
    shown = found.shown if found is not None else plan.taps
    # Three Card Poker's text deals in no order (NJ (e)): its order is the house's.
    house = "house" in plan.clause
    lines: list[str] = []
    if found is None:
        answer: dict[str, Any] = {"card": None, "to": None}
        lines.append(say(_CLEAN_HOUSE if house else _CLEAN_TEXT, clean=clean_text()))
        error = None
    else:
        answer = {"card": found.at + 1, "to": found.right}
        what = found.what[:1].upper() + found.what[1:]
        lines += [
            say(_WRONG, n=found.at + 1, heading=found.kind.heading, what=what),
            say(
                _BELONGS,
                place=place_words(found.right),
                token=found.right,
                cost=_cost(found.kind, game),
            ),
        ]
        error = found.kind.value
    lines.append(say(_AS_HOUSE if house else _AS_TEXT, taps=" ".join(plan.taps)))
    if method in (DealMethod.STACKED, DealMethod.SHUFFLER):
        lines.append(translated(_TOGETHER))
    text = say(
        _DEALT_TEXT,
        wagers=wagers_sentence(seats),
        method=METHOD_WORDS[method],
        deliveries=", ".join(delivery_text(i, p) for i, p in enumerate(shown)),
    )
    return ctx.question(
        text=text,
        prompt={
            "game": game,
            "method": method.value,
            "seats": seats,
            "deliveries": list(shown),
            "places": [*(f"S{n}" for n in range(1, ctx.seats + 1)), *spec.places],
            "help": destination_help(ctx.seats, game),
        },
        answer=answer,
        explanation=Explanation(tuple(lines), plan.clause),
        extra={"error": error},
    )


_DEALT = tuple(spec.id for spec in GAMES if spec.dealing is not None)

FAMILIES: tuple[Family, ...] = for_games(
    _DEALT,
    "spot-the-misdeal",
    Skill.GAME_PROTECTION,
    AnswerKind.SPOT,
    QT_TRANSLATE_NOOP("families", "spot the misdeal"),
    _question,
)
"""A deal's game-protection family for every game with a dealing procedure."""
