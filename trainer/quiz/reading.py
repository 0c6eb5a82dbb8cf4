"""Hand reading and arrangement drills, asked of every game from what its quiz module says
of its hands: name the hand, which hand wins, does the dealer qualify, and arrange the
hand as the dealer displays it. The games' own reading drills (what a 3-5-7 hand pays,
the Casino Hold'em dealer's board) are in their quiz modules."""

from __future__ import annotations

from trainer.engine.cards import format_cards
from trainer.engine.hands import HandKind, compare
from trainer.quiz.draw import categories
from trainer.quiz.family import Context, Family, for_games
from trainer.quiz.games import QUIZ_GAMES, quiz_game
from trainer.quiz.games.spec import QuizGame
from trainer.quiz.hands import draw_any, evaluate
from trainer.quiz.model import AnswerKind, Explanation, Question, Skill


def _game(ctx: Context) -> QuizGame:
    return quiz_game(ctx.family.game)


def _name_hand(ctx: Context) -> Question:
    game = _game(ctx)
    assert game.shape is not None
    kind, size = game.shape(ctx.rng)
    cards = draw_any(ctx.rng, kind, size)
    hand = evaluate(kind, cards)
    names = [c.label for c in categories(kind)]
    correct = hand.category.label
    at = names.index(correct)
    near = [n for n in names[max(0, at - 2) : at + 3] if n != correct]
    wrong = ctx.rng.sample(near, min(3, len(near)))
    choices = sorted([correct, *wrong], key=names.index)
    ranking = "three-card ranking" if kind is HandKind.THREE_CARD else "best five cards"
    return ctx.question(
        text=f"Name this hand ({ranking}).",
        prompt={"cards": format_cards(cards).split(), "ranking": kind.value},
        answer=choices.index(correct),
        explanation=Explanation(
            (f"{hand.describe().capitalize()}: {format_cards(hand.cards)}.",),
            game.ranking_clause,
        ),
        choices=tuple(choices),
    )


def _compare(ctx: Context) -> Question:
    showdown = _game(ctx).showdown
    assert showdown is not None
    s = showdown(ctx.rng)
    kind, board, names = s.kind, s.board, s.names
    ha, hb = evaluate(kind, [*board, *s.first]), evaluate(kind, [*board, *s.second])
    result = compare(ha, hb)
    answer = 0 if result > 0 else 1 if result < 0 else 2
    lines = (
        f"First: {ha.describe()} ({format_cards(ha.cards)}).",
        f"Second: {hb.describe()} ({format_cards(hb.cards)}).",
        "Equal categories compare the grouped ranks, then every kicker."
        if ha.category is hb.category
        else "The higher category wins.",
        names[answer] + ".",
    )
    return ctx.question(
        text=s.text,
        prompt=s.prompt,
        answer=answer,
        explanation=Explanation(lines, s.clause),
        choices=names,
    )


def _qualifies(ctx: Context) -> Question:
    rules = ctx.rules
    assert rules.qualifier is not None
    q = rules.qualifier
    draw = _game(ctx).qualifier_hand
    assert draw is not None
    shown = draw(ctx.rng)
    hand = shown.hand
    ok = q.is_met(hand)
    choices = ("Yes, the dealer qualifies", "No, the dealer does not qualify")
    lines = (
        f"The dealer's hand: {hand.describe()} ({format_cards(hand.cards)}).",
        f"The dealer needs {q.describe()}: {'qualifies' if ok else 'does not qualify'}.",
    )
    return ctx.question(
        text=shown.text,
        prompt=shown.prompt,
        answer=0 if ok else 1,
        explanation=Explanation(lines, rules.qualifier_clause),
        choices=choices,
    )


def _arrange(ctx: Context) -> Question:
    arrangement = _game(ctx).arrangement
    assert arrangement is not None
    shown = arrangement(ctx.rng)
    hand = shown.hand
    lines = (
        f"{hand.describe().capitalize()}.",
        "Groups to the left, the larger group first, then higher rank; then the rest high to "
        "low. Straights run high to low, the ace last in a five-high (three-high) straight.",
        "Display: " + format_cards(hand.cards) + ".",
    )
    return ctx.question(
        text=shown.text,
        prompt=shown.prompt,
        answer=format_cards(hand.cards).split(),
        explanation=Explanation(lines, shown.clause),
    )


def _with(field: str) -> tuple[str, ...]:
    return tuple(g.id for g in QUIZ_GAMES if getattr(g, field) is not None)


FAMILIES: tuple[Family, ...] = (
    *for_games(
        _with("shape"),
        "name-hand",
        Skill.HAND_READING,
        AnswerKind.CHOICE,
        "name the hand",
        _name_hand,
    ),
    *for_games(
        _with("showdown"),
        "compare",
        Skill.HAND_READING,
        AnswerKind.CHOICE,
        "which hand wins",
        _compare,
    ),
    *for_games(
        _with("qualifier_hand"),
        "qualifies",
        Skill.HAND_READING,
        AnswerKind.CHOICE,
        "does the dealer qualify",
        _qualifies,
    ),
    *for_games(
        _with("arrangement"),
        "arrange",
        Skill.ARRANGEMENT,
        AnswerKind.ARRANGEMENT,
        "arrange the hand",
        _arrange,
    ),
)
"""The reading and arrangement families of every game whose quiz module says of its hands."""
