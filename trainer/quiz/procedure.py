"""Procedure drills, asked of every game with a dealing procedure and rulings: dealing
order, settlement order, and the rulings a dealer gives. The games' own procedure drills
(the 3-5-7 reveal, the home game's deal) are in their quiz modules."""

from __future__ import annotations

from collections.abc import Sequence

from trainer.engine.games import GAMES, AnyRules, allowed_methods, deal_plan, game_spec
from trainer.engine.games.spec import Dealing
from trainer.engine.procedures import DealMethod, DealStep, Situation, is_tapped_order, settle_order
from trainer.quiz.errors import QuizError
from trainer.quiz.family import Context, Family, Verdict, for_games
from trainer.quiz.games import quiz_game
from trainer.quiz.model import AnswerKind, Explanation, Question, Skill
from trainer.words import QT_TRANSLATE_NOOP, Marked, say, translated

_METHODS: dict[DealMethod, Marked] = {
    DealMethod.STACKED: QT_TRANSLATE_NOOP(
        "quiz", "three-card stacks, one stack to each player, then the community cards"
    ),
    DealMethod.ROTATION: QT_TRANSLATE_NOOP(
        "quiz", "in rotation, a community card before each round to the players"
    ),
    DealMethod.SHUFFLER: QT_TRANSLATE_NOOP("quiz", "from a shuffling device in groups of three"),
    DealMethod.HAND: QT_TRANSLATE_NOOP("quiz", "by hand, one card at a time"),
    DealMethod.HOLE_CARD: QT_TRANSLATE_NOOP(
        "quiz",
        "from the shoe, one card at a time from first base, the dealer's "
        "up card after the first round and the hole card after the second",
    ),
    DealMethod.NO_HOLE_CARD: QT_TRANSLATE_NOOP(
        "quiz",
        "from the shoe, one card at a time from first base, the "
        "dealer's up card after the first round and no hole card",
    ),
}


class _MethodWords:
    """How each method deals, in the trainee's language (``METHOD_WORDS[method]``)."""

    def __getitem__(self, method: DealMethod) -> str:
        return translated(_METHODS[method])


METHOD_WORDS = _MethodWords()

_TAPS: dict[DealMethod, Marked] = {
    DealMethod.STACKED: QT_TRANSLATE_NOOP(
        "quiz", "each stack (one tap a stack) and each community card"
    ),
    DealMethod.SHUFFLER: QT_TRANSLATE_NOOP(
        "quiz",
        "each player's group of three (one tap a group) and each card of the community groups",
    ),
}
"""What a tap is, where a method delivers several cards at once (CO 3-5-7 ¶3(a), ¶3(c))."""
_EACH_CARD = QT_TRANSLATE_NOOP("quiz", "each card", "what a tap delivers")

_ONE_SEAT = QT_TRANSLATE_NOOP("quiz", "Seat {seat} has wagers.")
_SEATS = QT_TRANSLATE_NOOP("quiz", "Seats {seats} and {last} have wagers.")
_LIST = QT_TRANSLATE_NOOP("quiz", "{items}, {item}", "a list of numbers: 1, 3")
_DEAL = QT_TRANSLATE_NOOP("quiz", "{wagers} Deal {method}: where does {unit} go, in order?")
_METHOD = QT_TRANSLATE_NOOP("quiz", "Method: {method}.")
_ORDER = QT_TRANSLATE_NOOP("quiz", "Order: {order}.")
_ONE_TAP = QT_TRANSLATE_NOOP(
    "quiz", "A stack or group delivered to a player is one delivery: one tap."
)
_FREE = QT_TRANSLATE_NOOP("quiz", "The text gives no order among {places}: any is right.")
_SETTLED = QT_TRANSLATE_NOOP("quiz", "{wagers} In what order are they settled?")
_RIGHT_TO_LEFT = QT_TRANSLATE_NOOP(
    "quiz", "Settle right to left, counter-clockwise: third base (the highest seat) first."
)
_HELP_SEATS = QT_TRANSLATE_NOOP("quiz", "S1..S{seats} seats (S1 at the dealer's left)")
_HELP_COMMUNITY = QT_TRANSLATE_NOOP("quiz", "C1.. community cards")
_HELP_DEALER = QT_TRANSLATE_NOOP("quiz", "D dealer")
_HELP_BURN = QT_TRANSLATE_NOOP("quiz", "burn", "the place a burnt card goes")


def destination_help(seats: int, game: str | None = None) -> str:
    """How places are written, for a table of this many seats (and the places of ``game``'s
    layout: community cards, the dealer, the burn, where it has them)."""
    places = game_spec(game).places if game is not None else ("C1", "D", "burn")
    words = [say(_HELP_SEATS, seats=seats)]
    if any(p.startswith("C") for p in places):
        words.append(translated(_HELP_COMMUNITY))
    words += [translated(w) for p, w in (("D", _HELP_DEALER), ("burn", _HELP_BURN)) if p in places]
    return ", ".join(words)


def _dealing(game: str) -> Dealing:
    """How a game is dealt; :class:`QuizError` for a game without a dealing procedure."""
    dealing = game_spec(game).dealing
    if dealing is None:
        raise QuizError(f"{game_spec(game).title} has no dealing procedure to drill.")
    return dealing


def wagers_sentence(seats: list[int]) -> str:
    """ "Seat 3 has wagers." or "Seats 1, 3 and 4 have wagers.", in the trainee's
    language."""
    if len(seats) == 1:
        return say(_ONE_SEAT, seat=seats[0])
    items = str(seats[0])
    for seat in seats[1:-1]:
        items = say(_LIST, items=items, item=seat)
    return say(_SEATS, seats=items, last=seats[-1])


def _seats(ctx: Context) -> list[int]:
    top = ctx.seats
    count = {1: ctx.rng.randrange(1, 3), 2: ctx.rng.randrange(2, 5)}.get(
        ctx.difficulty, ctx.rng.randrange(4, top + 1)
    )
    return sorted(ctx.rng.sample(range(1, top + 1), count))


def _tokens(game: str, seats: list[int]) -> tuple[str, ...]:
    """Every place on the layout a card could go, in a fixed order that gives nothing
    away: the seats with wagers, the community spots, the dealer or the burn."""
    return (*(f"S{s}" for s in sorted(seats)), *game_spec(game).places)


def free_spans(steps: Sequence[DealStep]) -> list[list[int]]:
    """The ``[start, stop)`` spans of a deal's taps whose order the text leaves free."""
    spans: list[list[int]] = []
    at = 0
    for step in steps:
        taps = len(step.taps)
        if taps > 1:
            spans.append([at, at + taps])
        at += taps
    return spans


def _dealing_order(ctx: Context) -> Question:
    game = ctx.family.game
    seats = _seats(ctx)
    method = ctx.rng.choice(allowed_methods(ctx.game_rules, _dealing(game).drilled_methods))
    plan = deal_plan(game, seats, method.value)
    unit = translated(_TAPS.get(method, _EACH_CARD))
    text = say(_DEAL, wagers=wagers_sentence(seats), method=METHOD_WORDS[method], unit=unit)
    lines = [
        say(_METHOD, method=METHOD_WORDS[method]),
        say(_ORDER, order=" ".join(plan.taps)),
    ]
    if any(step.together for step in plan.steps):
        lines.append(translated(_ONE_TAP))
    note = quiz_game(game).deal_notes.get(method)
    if note:
        lines.append(translated(note))
    free = free_spans(plan.steps)
    for start, stop in free:  # CO 3-5-7 ¶3(a), (c); CH Rules (2): no order among these
        lines.append(say(_FREE, places=" ".join(plan.taps[start:stop])))
    return ctx.question(
        text=text,
        prompt={
            "game": game,
            "method": method.value,
            "seats": seats,
            "help": destination_help(ctx.seats, game),
        },
        answer=list(plan.taps),
        explanation=Explanation(tuple(lines), plan.clause),
        choices=_tokens(game, seats),
        extra={"free": free} if free else None,
    )


def _judge_dealing(question: Question, rules: AnyRules) -> Verdict:
    """The engine's deal plan for the method and seats: every step in turn, any order
    within a step the text leaves free."""
    p = question.prompt
    dealing = _dealing(question.game)
    steps = dealing.plan(DealMethod(p["method"]), [f"S{s}" for s in sorted(p["seats"])])
    return lambda candidate: is_tapped_order(steps, list(candidate))


def _settlement_order(ctx: Context) -> Question:
    game = ctx.family.game
    seats = _seats(ctx)
    while len(seats) < 2:
        seats = _seats(ctx)
    order = [f"S{s}" for s in settle_order(seats)]
    return ctx.question(
        text=say(_SETTLED, wagers=wagers_sentence(seats)),
        prompt={"game": game, "seats": seats},
        answer=order,
        explanation=Explanation(
            (translated(_RIGHT_TO_LEFT), say(_ORDER, order=" ".join(order))),
            _dealing(game).settle_clause,
        ),
        choices=tuple(f"S{s}" for s in seats),
    )


def _judge_settlement(question: Question, rules: AnyRules) -> Verdict:
    """Right to left: the engine's settlement order of the seats."""
    order = [f"S{s}" for s in settle_order(question.prompt["seats"])]
    return lambda candidate: list(candidate) == order


def _ruling(ctx: Context) -> Question:
    game = ctx.family.game
    rulings = game_spec(game).rulings
    ruling = ctx.rng.choice(rulings)
    # Offered beside it: wrong rulings of the same situation's kind first (its decoys),
    # then, to make up three, rulings of other situations that are wrong for this one (a
    # ruling the text makes right here too, such as the other misdeal, never is).
    right = {r.ruling for r in rulings if r.answers(ruling.situation)}
    decoys = sorted(set(ruling.decoys) - right)
    wrong = ctx.rng.sample(decoys, min(3, len(decoys)))
    if len(wrong) < 3:
        others = sorted({r.ruling for r in rulings} - right - set(wrong))
        wrong += ctx.rng.sample(others, min(3 - len(wrong), len(others)))
    choices = [ruling.ruling, *wrong]
    ctx.rng.shuffle(choices)
    return ctx.question(
        text=translated(ruling.question),
        prompt={"game": game, "situation": ruling.situation.value},
        answer=choices.index(ruling.ruling),
        explanation=Explanation((translated(ruling.ruling),), ruling.clause),
        choices=tuple(translated(c) for c in choices),
    )


def _judge_ruling(question: Question, rules: AnyRules) -> Verdict:
    """The game's rulings that rightly answer the situation asked about."""
    situation = Situation(question.prompt["situation"])
    rulings = game_spec(question.game).rulings
    right = {translated(r.ruling) for r in rulings if r.answers(situation)}
    return lambda candidate: question.choices[candidate] in right


_DEALT = tuple(spec.id for spec in GAMES if spec.dealing is not None)
_RULED = tuple(spec.id for spec in GAMES if spec.rulings)

FAMILIES: tuple[Family, ...] = (
    *for_games(
        _DEALT,
        "dealing-order",
        Skill.DEALING_ORDER,
        AnswerKind.ORDER,
        QT_TRANSLATE_NOOP("families", "deal the cards"),
        _dealing_order,
        _judge_dealing,
    ),
    *for_games(
        _DEALT,
        "settlement-order",
        Skill.SETTLEMENT_ORDER,
        AnswerKind.ORDER,
        QT_TRANSLATE_NOOP("families", "settle the seats"),
        _settlement_order,
        _judge_settlement,
    ),
    *for_games(
        _RULED,
        "rulings",
        Skill.RULINGS,
        AnswerKind.CHOICE,
        QT_TRANSLATE_NOOP("families", "procedure rulings"),
        _ruling,
        _judge_ruling,
    ),
)
"""The procedure families of every game with a dealing procedure, and with rulings."""
