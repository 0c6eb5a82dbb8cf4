"""Hand reading and arrangement drills: name the hand, which hand wins, does the dealer
qualify, what a hand pays, arrange the five cards used, and the Casino Hold'em dealer's
board."""

from __future__ import annotations

from typing import Any

from trainer.engine.arrangement import holdem_dealer_display
from trainer.engine.cards import Card, format_cards
from trainer.engine.games.three_five_seven import GAME_LABELS
from trainer.engine.hands import (
    Category,
    HandKind,
    HandValue,
    compare,
    evaluate_poker,
    evaluate_three,
)
from trainer.quiz.catalog import Context, family
from trainer.quiz.draw import categories, choose_target, deal_rest, draw_hand, leads
from trainer.quiz.model import AnswerKind, Explanation, Question, Skill

RANKING_CLAUSE = {
    "three-five-seven": "CO 3-5-7 ¶7-¶9, ¶11",
    "casino-holdem": "CH Rules (5); AnteWin Pay Table",
    "three-card-poker": "N.J.A.C. 13:47-20.41(g)",
}


def _shape(ctx: Context) -> tuple[HandKind, int]:
    """Which hand a reading question shows for this game: kind and number of cards."""
    game = ctx.family.game
    if game == "three-card-poker":
        return HandKind.THREE_CARD, 3
    if game == "casino-holdem":
        return HandKind.POKER, 7
    return ctx.rng.choice([(HandKind.THREE_CARD, 3), (HandKind.POKER, 5), (HandKind.POKER, 7)])


def _evaluate(kind: HandKind, cards: list[Card]) -> HandValue:
    return evaluate_three(cards) if kind is HandKind.THREE_CARD else evaluate_poker(cards)


def _draw_any(
    ctx: Context, kind: HandKind, size: int, exclude: list[Card] | None = None
) -> list[Card]:
    category = ctx.rng.choice(categories(kind))
    lead = ctx.rng.choice(leads(kind, category, size))
    return draw_hand(ctx.rng, kind, size, (category, lead), exclude or [])


def _name_hand(ctx: Context) -> Question:
    kind, size = _shape(ctx)
    cards = _draw_any(ctx, kind, size)
    hand = _evaluate(kind, cards)
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
            RANKING_CLAUSE[ctx.family.game],
        ),
        choices=tuple(choices),
    )


def _pair_of_hands(
    ctx: Context, kind: HandKind, size: int, shared: int
) -> tuple[list[Card], list[Card], list[Card]]:
    """Two hands for a showdown, often of the same category (so kickers decide), sharing
    ``shared`` cards (the board)."""
    first = _draw_any(ctx, kind, size)
    board = first[:shared] if shared else []
    own_a = first[shared:]
    if ctx.rng.random() < 0.6:
        hand = _evaluate(kind, first)
        for _ in range(40):
            other = deal_rest(ctx.rng, size - shared, first)
            if _evaluate(kind, [*board, *other]).category is hand.category:
                return board, own_a, other
    return board, own_a, deal_rest(ctx.rng, size - shared, first)


def _compare(ctx: Context) -> Question:
    game = ctx.family.game
    if game == "three-five-seven":
        g = ctx.rng.choice(("three", "five", "seven"))
        kind, size = (
            (HandKind.THREE_CARD, 3)
            if g == "three"
            else (HandKind.POKER, {"five": 5, "seven": 7}[g])
        )
        shared = {"three": 0, "five": 2, "seven": 4}[g]
        board, a, b = _pair_of_hands(ctx, kind, size, shared)
        seats = sorted(ctx.rng.sample(range(1, 8), 2))
        names = (f"Seat {seats[0]} wins", f"Seat {seats[1]} wins", "They tie and split the pot")
        text = f"Seats {seats[0]} and {seats[1]} play for the {GAME_LABELS[g]} pot. Who wins?"
        prompt = {
            "community": format_cards(board).split(),
            "hands": [format_cards(a).split(), format_cards(b).split()],
            "seats": seats,
            "ranking": kind.value,
        }
        clause = "CO 3-5-7 ¶10"
    else:
        kind, size, shared = (
            (HandKind.THREE_CARD, 3, 0) if game == "three-card-poker" else (HandKind.POKER, 7, 5)
        )
        board, a, b = _pair_of_hands(ctx, kind, size, shared)
        names = ("The player's hand wins", "The dealer's hand wins", "The hands are equal: a push")
        text = "Compare the player's hand with the dealer's. Which is better?"
        prompt = {
            "board": format_cards(board).split(),
            "player": format_cards(a).split(),
            "dealer": format_cards(b).split(),
            "ranking": kind.value,
        }
        clause = "N.J.A.C. 13:47-20.41(f)" if game == "three-card-poker" else "CH Rules (6)(a)-(c)"
    ha, hb = _evaluate(kind, [*board, *a]), _evaluate(kind, [*board, *b])
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
        text=text,
        prompt=prompt,
        answer=answer,
        explanation=Explanation(lines, clause),
        choices=names,
    )


def _qualifies(ctx: Context) -> Question:
    game = ctx.family.game
    rules = ctx.rules
    assert rules.qualifier is not None
    q = rules.qualifier
    if game == "three-card-poker":
        target = ctx.rng.choice(
            [(Category.HIGH_CARD, r) for r in (10, 11, 11, 12, 12, 13, 14)]
            + [(Category.PAIR, r) for r in (2, 5)]
            + [(Category.FLUSH, 9)]
        )
        cards = draw_hand(ctx.rng, HandKind.THREE_CARD, 3, target)
        hand = evaluate_three(cards)
        prompt = {"dealer": format_cards(cards).split()}
        text = "The dealer turns over these three cards. Does the dealer qualify?"
    else:
        target = ctx.rng.choice(
            [(Category.PAIR, r) for r in (2, 3, 3, 4, 4, 5, 9)]
            + [(Category.HIGH_CARD, 14), (Category.TWO_PAIR, 3)]
        )
        seven = draw_hand(ctx.rng, HandKind.POKER, 7, target)
        dealer, board = seven[:2], seven[2:]
        hand = evaluate_poker(seven)
        prompt = {"dealer": format_cards(dealer).split(), "board": format_cards(board).split()}
        text = "The dealer holds these two cards with this board. Does the dealer qualify?"
    ok = q.is_met(hand)
    choices = ("Yes, the dealer qualifies", "No, the dealer does not qualify")
    lines = (
        f"The dealer's hand: {hand.describe()} ({format_cards(hand.cards)}).",
        f"The dealer needs {q.describe()}: {'qualifies' if ok else 'does not qualify'}.",
    )
    return ctx.question(
        text=text,
        prompt=prompt,
        answer=0 if ok else 1,
        explanation=Explanation(lines, rules.qualifier_clause),
        choices=choices,
    )


def _pays(ctx: Context) -> Question:
    rules = ctx.rules
    g = ctx.rng.choice(("three", "five", "seven"))
    schedule = rules.house.schedules.get(g)
    table = rules.paytable(g, schedule)
    kind, size = (
        (HandKind.THREE_CARD, 3) if g == "three" else (HandKind.POKER, {"five": 5, "seven": 7}[g])
    )
    target = choose_target(ctx.rng, table, lose_rate=0.3, size=size)
    cards = draw_hand(ctx.rng, kind, size, target)
    hand = _evaluate(kind, cards)
    row = table.row_for(hand)
    choices = (*(f"{r.label}: {r.pays}" for r in table.rows), "Nothing: the wager loses")
    answer = len(table.rows) if row is None else table.rows.index(row)
    lines = [f"{GAME_LABELS[g]} hand: {hand.describe()} ({format_cards(hand.cards)})."]
    lines.append(
        f"{table.title} pays it as {row.label}, {row.pays}."
        if row
        else f"{table.title} does not pay it; the lowest paying hand is {table.rows[-1].label}."
    )
    return ctx.question(
        text=f"Under {table.title} for the {GAME_LABELS[g]} wager, what does this hand pay?",
        prompt={"cards": format_cards(cards).split(), "wager": g, "schedule": table.schedule},
        answer=answer,
        explanation=Explanation(tuple(lines), table.clause),
        choices=choices,
    )


def _arrange(ctx: Context) -> Question:
    game = ctx.family.game
    if game == "casino-holdem":
        seven = _draw_any(ctx, HandKind.POKER, 7)
        dealer, board = seven[:2], seven[2:]
        display = holdem_dealer_display(dealer, board)
        hand = display.hand
        prompt: dict[str, Any] = {
            "dealer": format_cards(dealer).split(),
            "board": format_cards(board).split(),
        }
        text = "Arrange the dealer's five cards as you would display them."
        clause = "CH Dealer's Manual, Arranging The Dealers Hand"
    else:
        kind, size = _shape(ctx) if game == "three-five-seven" else (HandKind.THREE_CARD, 3)
        cards = _draw_any(ctx, kind, size)
        hand = _evaluate(kind, cards)
        prompt = {"cards": format_cards(cards).split(), "ranking": kind.value}
        used = "three cards" if size == 3 else "five cards used"
        text = f"Arrange the {used} as the dealer displays them."
        clause = "CH Dealer's Manual, Arranging (house display standard for every game)"
    lines = (
        f"{hand.describe().capitalize()}.",
        "Groups to the left, the larger group first, then higher rank; then the rest high to "
        "low. Straights run high to low, the ace last in a five-high (three-high) straight.",
        "Display: " + format_cards(hand.cards) + ".",
    )
    return ctx.question(
        text=text,
        prompt=prompt,
        answer=format_cards(hand.cards).split(),
        explanation=Explanation(lines, clause),
    )


def _board_use(ctx: Context) -> Question:
    seven = _draw_any(ctx, HandKind.POKER, 7)
    dealer, board = seven[:2], seven[2:]
    display = holdem_dealer_display(dealer, board)
    own = list(dealer)

    def option(count: int, aside: list[Card]) -> str:
        if count == 3:
            return "3 board cards; both of the dealer's cards play"
        if count == 4:
            return f"4 board cards; {aside[0]} goes aside to the right"
        return f"All 5 board cards; {own[0]} and {own[1]} go aside to the right"

    right = option(display.board_count, list(display.set_aside))
    pool = {option(3, []), option(4, [own[0]]), option(4, [own[1]]), option(5, own)}
    pool.discard(right)
    choices = [right, *sorted(pool)]
    ctx.rng.shuffle(choices)
    lines = (
        f"The dealer's best hand: {display.hand.describe()} ({format_cards(display.hand.cards)}).",
        display.instruction,
    )
    return ctx.question(
        text="The dealer has announced the hand. Which board cards does the dealer use, and "
        "what goes aside?",
        prompt={"dealer": format_cards(dealer).split(), "board": format_cards(board).split()},
        answer=choices.index(right),
        explanation=Explanation(lines, "CH Dealer's Manual, Arranging The Dealers Hand"),
        choices=tuple(choices),
    )


for _game in ("three-five-seven", "casino-holdem", "three-card-poker"):
    family(_game, "name-hand", Skill.HAND_READING, AnswerKind.CHOICE, "name the hand")(_name_hand)
    family(_game, "compare", Skill.HAND_READING, AnswerKind.CHOICE, "which hand wins")(_compare)
    family(_game, "arrange", Skill.ARRANGEMENT, AnswerKind.ARRANGEMENT, "arrange the hand")(
        _arrange
    )
family(
    "casino-holdem", "qualifies", Skill.HAND_READING, AnswerKind.CHOICE, "does the dealer qualify"
)(_qualifies)
family(
    "three-card-poker",
    "qualifies",
    Skill.HAND_READING,
    AnswerKind.CHOICE,
    "does the dealer qualify",
)(_qualifies)
family("three-five-seven", "pays", Skill.HAND_READING, AnswerKind.CHOICE, "what the hand pays")(
    _pays
)
family("casino-holdem", "board-use", Skill.ARRANGEMENT, AnswerKind.CHOICE, "the dealer's board")(
    _board_use
)
