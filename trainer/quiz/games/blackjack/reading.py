"""Blackjack hand reading: a hand's total at a glance (soft or hard, bust, a blackjack
against a split hand's 21), and whether the dealer draws or stands under the house's rule.

Both are choice questions with judges that count the cards again through the engine
(:func:`~trainer.engine.games.blackjack.total_of`, :func:`~trainer.engine.games.blackjack.
dealer_draws`), never by comparing a choice with the key.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from trainer.engine.cards import Card, Rank, format_cards, parse_card
from trainer.engine.games import AnyRules
from trainer.engine.games.blackjack import card_points, dealer_draws, is_natural, total_of
from trainer.engine.games.blackjack.game import blackjack_rules_of
from trainer.quiz.family import Context, Verdict
from trainer.quiz.games.blackjack.rounds import Shoe, is_rank, points
from trainer.quiz.model import Explanation, Question
from trainer.words import QT_TRANSLATE_NOOP, say, table_word, translated

TOTALS_CLAUSE = "58 Pa. Code §633a.1, §633a.3(e)"
"""Where the counts come from: the natural's definition and each card's points."""


def total_words(cards: Sequence[Card], *, split: bool) -> str:
    """A hand's total as the choices write it: ``blackjack``, ``soft 21``, ``soft 17``,
    ``hard 16`` or ``bust 24``: every total in one shape, so that neither its length nor
    its form tells the right one (issue 23), and a 21 says soft or hard, so that no choice
    reads as a choice's number."""
    if is_natural(cards, split=split):
        return "blackjack"
    total = total_of(cards)
    if total.is_bust:
        return f"bust {total.value}"
    return f"{'soft' if total.soft else 'hard'} {total.value}"


_SHOWN = {
    "soft": QT_TRANSLATE_NOOP("blackjack", "soft {total}"),
    "hard": QT_TRANSLATE_NOOP("blackjack", "hard {total}"),
    "bust": QT_TRANSLATE_NOOP("blackjack", "bust {total}", "a choice: bust 24"),
}
_BLACKJACK = QT_TRANSLATE_NOOP("table", "blackjack")


def shown_total(words: str) -> str:
    """A total's words (``soft 17``, ``bust 24``, ``blackjack``) in the trainee's language."""
    if words == "blackjack":
        return table_word(_BLACKJACK)
    kind, _, number = words.partition(" ")
    return say(_SHOWN[kind], total=number)


_COUNT = QT_TRANSLATE_NOOP(
    "blackjack",
    "{cards}: every ace counts 1, then one ace 11 where that does not bust the hand: {hard} hard.",
)
_COUNT_SOFT = QT_TRANSLATE_NOOP(
    "blackjack",
    "{cards}: every ace counts 1, then one ace 11 where that does not bust the hand: {hard} "
    "hard, {total} with an ace as 11 (soft).",
)
_IS_NATURAL = QT_TRANSLATE_NOOP(
    "blackjack", "An ace and a ten-value card as a hand's first two cards: a blackjack."
)
_SPLIT_21 = QT_TRANSLATE_NOOP(
    "blackjack", "Two cards of 21 on a split hand are a soft 21, not a blackjack."
)
_THE_HAND_IS = QT_TRANSLATE_NOOP("blackjack", "The hand is {total}.")
_ASK = QT_TRANSLATE_NOOP("blackjack", "A player's hand: {cards}. What is its total?")
_ASK_SPLIT = QT_TRANSLATE_NOOP(
    "blackjack",
    "A player's hand (a hand formed by splitting a pair): {cards}. What is its total?",
)


def _hand(rng: random.Random, difficulty: int) -> tuple[list[Card], bool]:
    shoe = Shoe(rng, 6)
    ace = is_rank(Rank.ACE)
    if difficulty == 1:
        first = shoe.take(ace) if rng.random() < 0.5 else shoe.take()
        return [first, shoe.take()], False
    if difficulty == 2:
        if rng.random() < 0.3:  # three cards to 21: a 21, not a blackjack
            first = shoe.take(points(*range(2, 11)))
            second = shoe.take(points(*range(max(1, 11 - card_points(first)), 11)))
            need = 21 - total_of([first, second]).value
            if 1 <= need <= 10 and need != 11:
                return [first, second, shoe.take(points(need))], False
        cards = [shoe.take(ace) if rng.random() < 0.6 else shoe.take(), shoe.take()]
        for _ in range(rng.randrange(1, 3)):
            cards.append(shoe.take(points(*range(1, 7))))
        return cards, False
    kind = rng.randrange(3)
    if kind == 0:  # a split hand of an ace and a ten-value card, or a natural
        return [shoe.take(ace), shoe.take(points(10))], rng.random() < 0.65
    if kind == 1:  # two aces or more
        cards = [shoe.take(ace), shoe.take(ace)]
        cards += [shoe.take(points(*range(1, 10))) for _ in range(rng.randrange(1, 3))]
        return cards, False
    cards = [shoe.take() for _ in range(2)]
    while total_of(cards).hard < 12:
        cards.append(shoe.take(points(*range(1, 6))))
    return cards, rng.random() < 0.3


def _decoys(cards: Sequence[Card], split: bool, right: str) -> list[str]:
    total = total_of(cards)
    v = total.value
    near = [
        f"hard {total.hard}" if total.hard != v else f"soft {v}",
        f"soft {v}" if not total.soft else f"hard {v}",
        f"hard {v + 10}" if v + 10 <= 21 else f"bust {v + 10}",
        f"hard {v - 1}",
        f"hard {v + 1}" if v + 1 <= 21 else f"bust {v + 1}",
        f"soft {v + 1}" if v + 1 <= 21 else "hard 21",
        # A blackjack and any other 21 (a split hand's two cards, three cards or more): each
        # other's decoy, and no other total's.
        *(("soft 21" if right == "blackjack" else "blackjack",) if v == 21 else ()),
        f"bust {total.hard}" if total.hard > 21 else f"bust {v + 10}",
    ]
    out: list[str] = []
    for d in near:
        if d != right and d not in out and _is_words(d):
            out.append(d)
    return out


def _is_words(text: str) -> bool:
    """A total a hand could show: soft totals run from 12 to 21, hard from 4."""
    kind, _, number = text.partition(" ")
    if kind == "soft":
        return 12 <= int(number) <= 21
    if kind == "hard":
        return 4 <= int(number) <= 21
    return True


def hand_total(ctx: Context) -> Question:
    """What is this hand's total?"""
    rng = ctx.rng
    cards, split = _hand(rng, ctx.difficulty)
    right = total_words(cards, split=split)
    decoys = _decoys(cards, split, right)
    # An ace and a ten: the blackjack and the split hand's 21 are each the other's decoy.
    pinned = [d for d in decoys if total_of(cards).is_two_card_21 and d in ("soft 21", "blackjack")]
    rest = [d for d in decoys if d not in pinned]
    wrong = [*pinned, *rng.sample(rest, 3 - len(pinned))]
    choices = tuple(shown_total(c) for c in (right, *wrong))
    total = total_of(cards)
    count = _COUNT_SOFT if total.soft else _COUNT
    lines = [say(count, cards=format_cards(cards), hard=total.hard, total=total.value)]
    if right == "blackjack":
        lines.append(translated(_IS_NATURAL))
    elif total.is_two_card_21 and split:
        lines.append(translated(_SPLIT_21))
    lines.append(say(_THE_HAND_IS, total=shown_total(right)))
    return ctx.question(
        text=say(_ASK_SPLIT if split else _ASK, cards=format_cards(cards)),
        prompt={"cards": format_cards(cards).split(), "split": split},
        answer=0,
        explanation=Explanation(
            tuple(lines), TOTALS_CLAUSE + ("; §633a.11(a)-(d)" if split else "")
        ),
        choices=choices,
    )


def judge_hand_total(question: Question, rules: AnyRules) -> Verdict:
    """The engine's count of the cards shown (a split hand's two-card 21 is 21)."""
    p = question.prompt
    right = shown_total(total_words([parse_card(c) for c in p["cards"]], split=bool(p["split"])))
    return lambda candidate: question.choices[candidate] == right


# ---------------------------------------------------------------------------------------
# The dealer's draw
# ---------------------------------------------------------------------------------------

_DRAW_CHOICES = (
    QT_TRANSLATE_NOOP("blackjack", "The dealer draws"),
    QT_TRANSLATE_NOOP("blackjack", "The dealer stands"),
)
DRAW_CHOICES = tuple(str(c) for c in _DRAW_CHOICES)
_POSTS_HITS = QT_TRANSLATE_NOOP(
    "blackjack",
    "The table posts that the dealer hits soft 17. The dealer's cards are {cards}. Does the "
    "dealer draw or stand?",
)
_POSTS_STANDS = QT_TRANSLATE_NOOP(
    "blackjack",
    "The table posts that the dealer stands on all 17s. The dealer's cards are {cards}. Does "
    "the dealer draw or stand?",
)
_CARDS_ARE = QT_TRANSLATE_NOOP("blackjack", "{cards} is {total}.")
_DRAW_RULE = QT_TRANSLATE_NOOP(
    "blackjack",
    "Under 17 the dealer always draws; on 17 or more the dealer stands, except that where the "
    "house hits soft 17 the dealer draws to a soft 17.",
)
_SO_DRAWS = QT_TRANSLATE_NOOP("blackjack", "So: the dealer draws.")
_SO_STANDS = QT_TRANSLATE_NOOP("blackjack", "So: the dealer stands.")


def _dealer_hand(rng: random.Random, draws: bool, hits: bool) -> list[Card]:
    """A dealer's hand, not a blackjack and not bust, on which the rule says ``draws``:
    soft 17 and the totals around 17 most."""
    shoe = Shoe(rng, 6)
    ace = is_rank(Rank.ACE)
    for _ in range(200):
        if rng.random() < 0.45:  # a soft total: the ace and cards beside it
            cards = [shoe.take(ace), shoe.take(points(*range(2, 10)))]
        else:
            cards = [shoe.take(points(*range(2, 11))), shoe.take(points(*range(2, 11)))]
        while total_of(cards).value < 12 and rng.random() < 0.7:
            cards.append(shoe.take(points(*range(1, 7))))
        total = total_of(cards)
        if total.is_bust or is_natural(cards) or total.value < 12:
            continue
        if dealer_draws(total, hits_soft_17=hits) == draws:
            return cards
    return [shoe.take(ace), shoe.take(points(6))]  # pragma: no cover - soft 17


def dealer_draw(ctx: Context) -> Question:
    """Does the dealer draw or stand on this hand, under the rule the question posts?"""
    rng = ctx.rng
    house = blackjack_rules_of(ctx.game_rules).dealer_hits_soft_17
    hits = house if ctx.difficulty < 3 else rng.random() < 0.5
    draws = rng.random() < 0.5
    cards = _dealer_hand(rng, draws, hits)
    total = total_of(cards)
    right = 0 if dealer_draws(total, hits_soft_17=hits) else 1
    return ctx.question(
        text=say(_POSTS_HITS if hits else _POSTS_STANDS, cards=format_cards(cards)),
        prompt={"dealer": format_cards(cards).split(), "hits_soft_17": hits},
        answer=right,
        explanation=Explanation(
            (
                say(_CARDS_ARE, cards=format_cards(cards), total=total.describe()),
                translated(_DRAW_RULE),
                translated(_SO_STANDS if right else _SO_DRAWS),
            ),
            blackjack_rules_of(ctx.game_rules).option_clause("dealer_hits_soft_17"),
        ),
        choices=tuple(translated(c) for c in _DRAW_CHOICES),
    )


def judge_dealer_draw(question: Question, rules: AnyRules) -> Verdict:
    """The engine's draw rule on the dealer's cards, under the rule the question posts."""
    p = question.prompt
    total = total_of([parse_card(c) for c in p["dealer"]])
    draws = dealer_draws(total, hits_soft_17=bool(p["hits_soft_17"]))
    return lambda candidate: (candidate == 0) == draws
