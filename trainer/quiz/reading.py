"""Hand reading and arrangement drills, asked of every game from what its quiz module says
of its hands: name the hand, which hand wins, does the dealer qualify, and arrange the
hand as the dealer displays it. The games' own reading drills (what a 3-5-7 hand pays,
the Casino Hold'em dealer's board) are in their quiz modules.

Each family has its judge (see :mod:`trainer.quiz.catalog`): the evaluators name a hand,
the game's settlement says who wins a showdown, the qualifier says whether the dealer
qualifies, and the display order says whether cards are arranged as the dealer shows them.
"""

from __future__ import annotations

import itertools
from typing import Any, Final

from trainer.engine.arrangement import display_orders
from trainer.engine.cards import Card, format_cards, parse_card
from trainer.engine.errors import CardError
from trainer.engine.games import AnyRules
from trainer.engine.games.spec import casino_rules
from trainer.engine.hand_words import category_word
from trainer.engine.hands import Category, HandKind, HandValue
from trainer.quiz.draw import categories
from trainer.quiz.family import Context, Family, Verdict, for_games
from trainer.quiz.games import QUIZ_GAMES, quiz_game
from trainer.quiz.games.spec import QuizGame
from trainer.quiz.hands import (
    draw_any,
    evaluate,
    prompt_cards,
    same_category_line,
    scale_window,
)
from trainer.quiz.model import AnswerKind, Explanation, Question, Skill, sentence
from trainer.words import QT_TRANSLATE_NOOP, say, translated


def _game(ctx: Context) -> QuizGame:
    return quiz_game(ctx.family.game)


def names_for(hand: HandValue) -> set[str]:
    """Every category name that is true of a hand: its own, and for a royal flush also
    "straight flush" (a royal is the ace-high straight flush)."""
    names = {category_word(hand.category)}
    if hand.category is Category.ROYAL_FLUSH:
        names.add(category_word(Category.STRAIGHT_FLUSH))
    return names


def _name_hand(ctx: Context) -> Question:
    game = _game(ctx)
    assert game.shape is not None
    kind, size = game.shape(ctx.rng)
    cards = draw_any(ctx.rng, kind, size)
    hand = evaluate(kind, cards)
    names = [category_word(c) for c in categories(kind)]
    correct = category_word(hand.category)
    choices = scale_window(ctx.rng, names, correct, names_for(hand))
    three = kind is HandKind.THREE_CARD
    return ctx.question(
        text=translated(_NAME_THREE if three else _NAME_FIVE),
        prompt={"cards": format_cards(cards).split(), "ranking": kind.value},
        answer=choices.index(correct),
        explanation=Explanation(
            (say(_NAMED, hand=hand.describe().capitalize(), cards=format_cards(hand.cards)),),
            game.ranking_clause,
        ),
        choices=tuple(choices),
    )


def _judge_name(question: Question, rules: AnyRules) -> Verdict:
    hand = evaluate(HandKind(question.prompt["ranking"]), prompt_cards(question.prompt, "cards"))
    true = names_for(hand)
    return lambda candidate: question.choices[candidate] in true


def _showdown_hands(question: Question) -> tuple[HandValue, HandValue]:
    p = question.prompt
    kind = HandKind(p["ranking"])
    if "hands" in p:
        board = prompt_cards(p, "community")
        first, second = ([parse_card(c) for c in h] for h in p["hands"])
    else:
        board = prompt_cards(p, "board")
        first, second = prompt_cards(p, "player"), prompt_cards(p, "dealer")
    return evaluate(kind, [*board, *first]), evaluate(kind, [*board, *second])


def _compare(ctx: Context) -> Question:
    game = _game(ctx)
    assert game.showdown is not None and game.showdown_outcome is not None
    s = game.showdown(ctx.rng)
    meaning, reasons = game.showdown_outcome(s.prompt, ctx.rules)
    ha, hb = evaluate(s.kind, [*s.board, *s.first]), evaluate(s.kind, [*s.board, *s.second])
    who = (_FIRST, _SECOND) if "hands" in s.prompt else (_PLAYER, _DEALER)
    lines = [
        say(who[0], hand=ha.describe(), cards=format_cards(ha.cards)),
        say(who[1], hand=hb.describe(), cards=format_cards(hb.cards)),
    ]
    if ha.category is hb.category:
        lines.append(same_category_line(ha, hb))
    else:
        lines.append(translated(_HIGHER_WINS))
    lines += reasons
    answer = s.meanings.index(meaning)
    lines.append(sentence(s.names[answer]))
    return ctx.question(
        text=s.text,
        prompt=s.prompt,
        answer=answer,
        explanation=Explanation(tuple(lines), s.clause),
        choices=s.names,
        extra={"meanings": list(s.meanings)},
    )


def _judge_compare(question: Question, rules: AnyRules) -> Verdict:
    outcome = quiz_game(question.game).showdown_outcome
    assert outcome is not None
    meaning, _ = outcome(question.prompt, casino_rules(rules))
    return lambda candidate: bool(question.extra["meanings"][candidate] == meaning)


_NAME_THREE = QT_TRANSLATE_NOOP("quiz", "Name this hand (three-card ranking).")
_NAME_FIVE = QT_TRANSLATE_NOOP("quiz", "Name this hand (best five cards).")
_NAMED = QT_TRANSLATE_NOOP("quiz", "{hand}: {cards}.", "a hand named, then its cards")
_FIRST = QT_TRANSLATE_NOOP("quiz", "First: {hand} ({cards}).")
_SECOND = QT_TRANSLATE_NOOP("quiz", "Second: {hand} ({cards}).")
_PLAYER = QT_TRANSLATE_NOOP("quiz", "Player: {hand} ({cards}).")
_DEALER = QT_TRANSLATE_NOOP("quiz", "Dealer: {hand} ({cards}).")
_HIGHER_WINS = QT_TRANSLATE_NOOP("quiz", "The higher category wins.")
_QUALIFY = (
    QT_TRANSLATE_NOOP("quiz", "Yes, the dealer qualifies"),
    QT_TRANSLATE_NOOP("quiz", "No, the dealer does not qualify"),
)
QUALIFY_CHOICES = tuple(str(c) for c in _QUALIFY)
"""The answers to "does the dealer qualify", in English (:func:`qualify_choices` in the
trainee's language)."""
_DEALERS_HAND = QT_TRANSLATE_NOOP("quiz", "The dealer's hand: {hand} ({cards}).")
_NEEDS_MET = QT_TRANSLATE_NOOP("quiz", "The dealer needs {qualifier}: qualifies.")
_NEEDS_UNMET = QT_TRANSLATE_NOOP("quiz", "The dealer needs {qualifier}: does not qualify.")
_DISPLAY_RULE = QT_TRANSLATE_NOOP(
    "quiz",
    "Groups to the left, the larger group first, then higher rank; then the rest high to "
    "low. Straights run high to low; the ace of a five-high (three-high) straight plays "
    "low and stands last, or first as the highest card (the text does not say which).",
)
_DISPLAY = QT_TRANSLATE_NOOP("quiz", "Display: {cards}.")


def qualify_choices() -> tuple[str, ...]:
    """The answers to "does the dealer qualify", in the trainee's language."""
    return tuple(translated(c) for c in _QUALIFY)


def _qualifies(ctx: Context) -> Question:
    rules = ctx.rules
    assert rules.qualifier is not None
    q = rules.qualifier
    draw = _game(ctx).qualifier_hand
    assert draw is not None
    shown = draw(ctx.rng)
    hand = shown.hand
    ok = q.is_met(hand)
    lines = (
        say(_DEALERS_HAND, hand=hand.describe(), cards=format_cards(hand.cards)),
        say(_NEEDS_MET if ok else _NEEDS_UNMET, qualifier=q.describe()),
    )
    return ctx.question(
        text=shown.text,
        prompt=shown.prompt,
        answer=0 if ok else 1,
        explanation=Explanation(lines, rules.qualifier_clause),
        choices=qualify_choices(),
    )


def _judge_qualifies(question: Question, rules: AnyRules) -> Verdict:
    game_rules = casino_rules(rules)
    assert game_rules.qualifier is not None
    p = question.prompt
    kind = game_rules.qualifier.ranking
    hand = evaluate(kind, [*prompt_cards(p, "dealer"), *prompt_cards(p, "board")])
    met = game_rules.qualifier.is_met(hand)
    return lambda candidate: (question.choices[candidate] == qualify_choices()[0]) == met


_REDRAWS: Final = 1000
"""Draws an arrangement question tries before it gives up (trips come up about one hand
in six at the easiest level; a thousand in a row never do)."""


def some_order_is_wrong(hand: HandValue) -> bool:
    """Whether some order of the hand's own cards is not how the dealer displays it. Three
    of a kind in a three-card hand show in any order: a question on it would pass every
    answer, so it teaches nothing and a trainee who taps the cards as dealt scores."""
    orders = display_orders(hand.cards)
    return any(
        tuple(c.rank for c in order) not in orders for order in itertools.permutations(hand.cards)
    )


def _arrange(ctx: Context) -> Question:
    arrangement = _game(ctx).arrangement
    assert arrangement is not None
    for _ in range(_REDRAWS):
        shown = arrangement(ctx.rng)
        if some_order_is_wrong(shown.hand):
            break
    else:  # pragma: no cover - a thousand hands with no wrong order cannot be drawn
        raise RuntimeError("no arrangement with a wrong order was drawn")
    hand = shown.hand
    lines = (
        sentence(hand.describe().capitalize()),
        translated(_DISPLAY_RULE),
        say(_DISPLAY, cards=format_cards(hand.cards)),
    )
    return ctx.question(
        text=shown.text,
        prompt=shown.prompt,
        answer=format_cards(hand.cards).split(),
        explanation=Explanation(lines, shown.clause),
    )


def display_verdict(question: Question) -> Verdict:
    """Whether cards (``"Ah"``) are the prompt's best hand, in the order the dealer shows
    it: cards of the prompt, as strong as the best hand they hold, each rank where the
    display order puts it (equal cards in either place, either of two equal cards)."""
    p = question.prompt
    kind = HandKind(p.get("ranking", HandKind.POKER.value))
    pool = [*prompt_cards(p, "cards"), *prompt_cards(p, "dealer"), *prompt_cards(p, "board")]
    best = evaluate(kind, pool).strength
    size = 3 if kind is HandKind.THREE_CARD else 5

    def verdict(candidate: Any) -> bool:
        try:
            cards: list[Card] = [parse_card(c) for c in candidate]
        except CardError:
            return False
        if len(cards) != size or len(set(cards)) != size or any(c not in pool for c in cards):
            return False
        hand = evaluate(kind, cards)
        ranks = tuple(c.rank for c in cards)
        return hand.strength == best and ranks in display_orders(hand.cards)

    return verdict


def _judge_arrange(question: Question, rules: AnyRules) -> Verdict:
    return display_verdict(question)


def _with(field: str) -> tuple[str, ...]:
    return tuple(g.id for g in QUIZ_GAMES if getattr(g, field) is not None)


FAMILIES: tuple[Family, ...] = (
    *for_games(
        _with("shape"),
        "name-hand",
        Skill.HAND_READING,
        AnswerKind.CHOICE,
        QT_TRANSLATE_NOOP("families", "name the hand"),
        _name_hand,
        _judge_name,
        scale=True,
    ),
    *for_games(
        _with("showdown"),
        "compare",
        Skill.HAND_READING,
        AnswerKind.CHOICE,
        QT_TRANSLATE_NOOP("families", "which hand wins"),
        _compare,
        _judge_compare,
    ),
    *for_games(
        _with("qualifier_hand"),
        "qualifies",
        Skill.HAND_READING,
        AnswerKind.CHOICE,
        QT_TRANSLATE_NOOP("families", "does the dealer qualify"),
        _qualifies,
        _judge_qualifies,
        scale=True,
    ),
    *for_games(
        _with("arrangement"),
        "arrange",
        Skill.ARRANGEMENT,
        AnswerKind.ARRANGEMENT,
        QT_TRANSLATE_NOOP("families", "arrange the hand"),
        _arrange,
        _judge_arrange,
    ),
)
"""The reading and arrangement families of every game whose quiz module says of its hands."""
