"""The home game's hands: read a wild-card hand, what the wild cards stand for, and rank
the hands in (the order burns and payments follow)."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from trainer.engine.cards import Card, Rank, Suit, parse_card
from trainer.engine.games import AnyRules, registry
from trainer.engine.games.spec import home_rules_of
from trainer.engine.games.three_five_seven_home import (
    GAME_ID,
    HomeCategory,
    HomeHand,
    HomeOptions,
    PlayedCard,
    Variant,
    category_order,
    evaluate_home,
    read_round_scenario,
    strength_as,
    wild_rank,
)
from trainer.engine.games.three_five_seven_home.words import (
    and_list,
    card_named,
    counted_ranks,
    home_category_word,
)
from trainer.engine.hand_words import rank_word
from trainer.quiz.family import Context, Verdict
from trainer.quiz.games.three_five_seven_home.rounds import (
    deal_hands,
    hand_with_wilds,
    house_words,
    pick_names,
    pick_round,
    pick_variant,
    settle,
    settle_form,
    table_options,
    wild_words,
)
from trainer.quiz.hands import is_longest, scale_window
from trainer.quiz.model import Explanation, Question
from trainer.quiz.positions import card_list
from trainer.words import QT_TRANSLATE_NOOP, Marked, say

_BEST = QT_TRANSLATE_NOOP("quiz", "Best hand: {hand}.")
_NAME_IT: dict[Variant, Marked] = {
    Variant.BURNS: QT_TRANSLATE_NOOP("quiz", "{wild} (burns game). Name this hand at its best."),
    Variant.STRIKES: QT_TRANSLATE_NOOP(
        "quiz", "{wild} (strikes game). Name this hand at its best."
    ),
}

_READING_CLAUSE = {
    3: "Strikes ¶10, ¶12; Burns ¶6, ¶8, ¶21",
    5: "Strikes ¶13; Burns ¶8, ¶13",
    7: "Strikes ¶13; Burns ¶16",
}


# ---------------------------------------------------------------------------------------
# Hand reading and arrangement
# ---------------------------------------------------------------------------------------


def _reading_hand(ctx: Context, *, need_wild: bool) -> tuple[int, Variant, HomeHand, list[Card]]:
    size = pick_round(ctx)
    variant = pick_variant(ctx)
    options = table_options(ctx, variant)
    top = 3 if size == 3 else 4
    weights = (0, 1, 1, 1, 2, 2, 3) if not need_wild else (1, 1, 1, 2, 2, 3)
    while True:
        wilds = min(ctx.rng.choice(weights), top)
        cards = hand_with_wilds(ctx.rng, size, wilds)
        hand = evaluate_home(cards, options)
        if not need_wild:
            return size, variant, hand, cards
        # A question on what the wild cards stand for needs every wild card to play, and
        # three worthless 3s stand for nothing.
        held = sum(c.rank == hand.wild for c in cards)
        if hand.category is not HomeCategory.NO_VALUE and len(hand.wild_cards) == held:
            return size, variant, hand, cards


def _round_categories(size: int, options: HomeOptions) -> list[HomeCategory]:
    order = list(category_order(options.five_of_a_kind_above_straight_flush))
    if size == 3:
        order = [
            c
            for c in order
            if c
            in (
                HomeCategory.HIGH_CARD,
                HomeCategory.PAIR,
                HomeCategory.THREE_OF_A_KIND,
            )
            or (c is HomeCategory.NO_VALUE and options.three_threes_worthless)
        ]
    else:
        order.remove(HomeCategory.NO_VALUE)
    return order


def wild_hand(ctx: Context) -> Question:
    # The hands wild cards make most (three of a kind) have the longest name on the
    # scale: a hand whose name is the longest offered is dealt again once, so that the
    # longest name is right no more often than chance (issue 23).
    for _ in range(2):
        size, variant, hand, cards = _reading_hand(ctx, need_wild=False)
        options = table_options(ctx, variant)
        # Drawn on the English labels (the data), so that a question deals the same hand and
        # offers the same names in every language; shown in the language in force below.
        labels = [c.label for c in _round_categories(size, options)]
        # A royal flush is a straight flush too: never offered as wrong.
        true = {hand.label} | (
            {HomeCategory.STRAIGHT_FLUSH.label}
            if hand.category is HomeCategory.ROYAL_FLUSH
            else set()
        )
        offered = scale_window(ctx.rng, labels, hand.label, true)
        if not is_longest(offered, hand.label):
            break
    choices = [home_category_word(label) for label in offered]
    correct = home_category_word(hand.label)
    wild = wild_rank(size)
    lines = [
        say(
            QT_TRANSLATE_NOOP("quiz", "{wild}: every {rank}.", "Threes are wild ...: every three"),
            wild=wild_words(size),
            rank=rank_word(wild),
        )
    ]
    if size == 3:
        lines.append(
            say(
                QT_TRANSLATE_NOOP(
                    "quiz",
                    "Three cards: no straights and no flushes; three of a kind is the best hand.",
                )
            )
        )
    if size == 7:
        lines.append(say(QT_TRANSLATE_NOOP("quiz", "Seven cards: the best five play.")))
    lines.append(say(_BEST, hand=hand.explain()))
    if hand.category is HomeCategory.NO_VALUE:
        lines.append(
            say(
                QT_TRANSLATE_NOOP(
                    "quiz", "Three wild 3s have no value: the worst hand of the round (Burns ¶21)."
                )
            )
        )
    return ctx.question(
        text=say(_NAME_IT[variant], wild=wild_words(size)) + house_words(options, size, [hand]),
        prompt={
            "cards": card_list(cards),
            "round": size,
            "wild": wild.symbol,
            "variant": variant.value,
        },
        answer=choices.index(correct),
        explanation=Explanation(tuple(lines), _READING_CLAUSE[size]),
        choices=tuple(choices),
    )


def _prompt_hand(question: Question, rules: AnyRules) -> tuple[list[Card], HomeOptions]:
    p = question.prompt
    cards = [parse_card(c) for c in p["cards"]]
    options = home_options(rules, Variant(p["variant"]))
    return cards, options


def home_options(rules: AnyRules, variant: Variant) -> HomeOptions:
    """A variant's options under the rules a question was asked under."""
    return home_rules_of(rules).options(variant)


def names_for(hand: HomeHand) -> set[str]:
    """Every category name true of a hand, in the language in force: its own, and
    "straight flush" for a royal."""
    names = {home_category_word(hand.label)}
    if hand.category is HomeCategory.ROYAL_FLUSH:
        names.add(home_category_word(HomeCategory.STRAIGHT_FLUSH.label))
    return names


def judge_wild_hand(question: Question, rules: AnyRules) -> Verdict:
    """The engine's best reading of the hand with its wild cards."""
    cards, options = _prompt_hand(question, rules)
    true = names_for(evaluate_home(cards, options))
    return lambda candidate: question.choices[candidate] in true


def stands_for_words(wilds: Sequence[PlayedCard]) -> str:
    """What wild cards stand for, in words: ``"an ace"``, ``"a nine and a ten"``,
    ``"two kings"``, ``"the king of hearts"``."""
    parts: list[str] = []
    ranks: dict[Rank, int] = {}
    suited: list[str] = []
    for p in sorted(wilds, key=lambda p: -p.rank):
        if p.suit is not None:
            suited.append(card_named(p.rank, p.suit))
        else:
            ranks[p.rank] = ranks.get(p.rank, 0) + 1
    for rank, n in ranks.items():
        parts.append(counted_ranks(rank, n))
    parts += suited
    return and_list(parts)


def stands_for(ctx: Context) -> Question:
    size, variant, hand, cards = _reading_hand(ctx, need_wild=True)
    house = house_words(table_options(ctx, variant), size, [hand])
    wilds = hand.wild_cards
    right = stands_for_words(wilds)
    naturals = sorted({c.rank for c in cards if c.rank != hand.wild}, reverse=True) or [Rank.TWO]
    fake: list[list[PlayedCard]] = []
    # A wrong reading names its cards as the right one does (by suit where the right one
    # needs a suit), so that neither the words' length nor a suit tells which is right, and
    # never the right reading's ranks without their suits ("an ace" beside "the ace of
    # clubs" is as true of the hand: Burns ¶6, Strikes ¶10).
    for rank in (Rank.ACE, naturals[0], naturals[-1], hand.wild, Rank.KING):
        fake.append([dataclasses.replace(p, rank=rank) for p in wilds])
    if len(wilds) > 1:
        fake.append(
            [dataclasses.replace(p, rank=naturals[0]) for p in wilds[:-1]]
            + [dataclasses.replace(wilds[-1], rank=Rank.ACE)]
        )
    fake = [f for f in fake if sorted(p.rank for p in f) != sorted(p.rank for p in wilds)]
    options: list[tuple[str, list[PlayedCard]]] = []
    for f in fake:
        words = stands_for_words(f)
        if words != right and words not in [o[0] for o in options]:
            options.append((words, f))
    offered = [(right, list(wilds)), *options[:3]]
    ctx.rng.shuffle(offered)
    choices = [words for words, _ in offered]
    lines = (
        say(
            QT_TRANSLATE_NOOP("quiz", "{wild}: {count} wild cards here.")
            if len(wilds) > 1
            else QT_TRANSLATE_NOOP("quiz", "{wild}: 1 wild card here."),
            wild=wild_words(size),
            count=len(wilds),
        ),
        say(_BEST, hand=hand.explain()),
        say(
            QT_TRANSLATE_NOOP(
                "quiz",
                "A wild card stands for any card, even one already held; in a flush it is a card "
                "of the suit the hand lacks.",
            )
        ),
    )
    return ctx.question(
        text=say(
            QT_TRANSLATE_NOOP(
                "quiz", "{wild}. In this hand's best form, what do the wild cards stand for?"
            ),
            wild=wild_words(size),
        )
        + house,
        prompt={
            "cards": card_list(cards),
            "round": size,
            "wild": hand.wild.symbol,
            "variant": variant.value,
        },
        answer=choices.index(right),
        explanation=Explanation(lines, _READING_CLAUSE[size]),
        choices=tuple(choices),
        extra={
            "meanings": [
                [[p.rank.symbol, p.suit.value if p.suit is not None else None] for p in f]
                for _, f in offered
            ]
        },
    )


def judge_stands_for(question: Question, rules: AnyRules) -> Verdict:
    """Right when the wild cards, standing for the cards the choice names, make a hand as
    strong as the engine's best."""
    cards, options = _prompt_hand(question, rules)
    best = evaluate_home(cards, options).strength

    def verdict(candidate: Any) -> bool:
        stand_ins = [
            (Rank.from_symbol(rank), Suit(suit) if suit is not None else None)
            for rank, suit in question.extra["meanings"][candidate]
        ]
        return strength_as(cards, stand_ins, options) == best

    return verdict


# ---------------------------------------------------------------------------------------
# Ranking the hands in (the order of settlement)
# ---------------------------------------------------------------------------------------


def rank_table(ctx: Context) -> Question:
    variant = pick_variant(ctx)
    options = table_options(ctx, variant)
    if ctx.difficulty == 3 and ctx.rng.random() < 0.4:
        options = dataclasses.replace(options, suit_tiebreak=True)
    names = pick_names(ctx, options)
    size = pick_round(ctx)
    playing = min({1: 3, 2: 4}.get(ctx.difficulty, 5), len(names))
    while True:
        hands = deal_hands(ctx.rng, len(names), size)
        ins = [True] * playing + [False] * (len(names) - playing)
        ctx.rng.shuffle(ins)
        result = settle(options, size, names, hands, ins, pot=0, burn=options.burn)
        if all(len(tier) == 1 for tier in result.ranking):
            break
    order = [tier[0] for tier in result.ranking]
    lines = [f"{n}: {result.hands[n].explain()}." for n in order]
    if options.suit_tiebreak:
        lines.append(
            say(
                QT_TRANSLATE_NOOP(
                    "quiz",
                    "Equal hands: the suits rank spades, hearts, clubs, diamonds (Burns ¶26).",
                )
            )
        )
    lines.append(say(QT_TRANSLATE_NOOP("quiz", "Best first: {order}."), order=" ".join(order)))
    tiebreak = (
        " " + say(QT_TRANSLATE_NOOP("quiz", "The table ranks suits to break ties."))
        if options.suit_tiebreak
        else ""
    )
    return ctx.question(
        text=say(
            QT_TRANSLATE_NOOP(
                "quiz", "{wild}. The players in show their hands: rank them, best first."
            ),
            wild=wild_words(size),
        )
        + tiebreak
        + house_words(options, size, [result.hands[n] for n in result.ins]),
        prompt={
            "scenario": settle_form(
                ctx, options, size, names, hands, ins, pot=0, burn=options.burn
            ),
            "players": names,
        },
        answer=order,
        explanation=Explanation(tuple(lines), "Strikes ¶12; Burns ¶11-¶12"),
        choices=tuple(n for n, i in zip(names, ins, strict=True) if i),
    )


def judge_rank_table(question: Question, rules: AnyRules) -> Verdict:
    """The engine's ranking of the hands in, best first; tied hands in either order."""
    base = registry().home(GAME_ID, rules.jurisdiction_id)
    result = read_round_scenario(base, question.prompt["scenario"]).settle()

    def verdict(candidate: Any) -> bool:
        at = 0
        for tier in result.ranking:
            if sorted(candidate[at : at + len(tier)]) != sorted(tier):
                return False
            at += len(tier)
        return at == len(candidate)

    return verdict
