"""Drawing hands on purpose, so drills look like the real table.

Random deals make a payout drill of "high card, loses" nine times in ten. Here a question
first chooses the outcome it wants to teach (a pay row of the posted table, or a near miss
that loses), then builds cards that make exactly that hand, and checks the result with the
engine. All randomness comes from the ``random.Random`` passed in.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Sequence

from trainer.engine.cards import DECK, RANKS, Card, Rank, Suit, card
from trainer.engine.hands import (
    Category,
    HandKind,
    poker_strength,
    strength_category,
    strength_lead,
    three_card_strength,
)
from trainer.engine.rules import PayTable, category_order

SUITS = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)
Target = tuple[Category, int]  # a category and its leading rank (pair rank, top card, ...)

# The leading ranks each category can have, by hand size.
_LEADS_POKER = {
    Category.ROYAL_FLUSH: range(14, 15),
    Category.STRAIGHT_FLUSH: range(5, 14),
    Category.FOUR_OF_A_KIND: range(2, 15),
    Category.FULL_HOUSE: range(2, 15),
    Category.FLUSH: range(7, 15),
    Category.STRAIGHT: range(5, 15),
    Category.THREE_OF_A_KIND: range(2, 15),
    Category.TWO_PAIR: range(3, 15),
    Category.PAIR: range(2, 15),
    Category.HIGH_CARD: range(7, 15),
}
_LEADS_THREE = {
    Category.STRAIGHT_FLUSH: range(3, 15),
    Category.THREE_OF_A_KIND: range(2, 15),
    Category.STRAIGHT: range(3, 15),
    Category.FLUSH: range(5, 15),
    Category.PAIR: range(2, 15),
    Category.HIGH_CARD: range(5, 15),
}


def leads(kind: HandKind, category: Category, size: int = 5) -> range:
    """Every leading rank a hand of this category can have in ``size`` cards."""
    table = _LEADS_THREE if kind is HandKind.THREE_CARD else _LEADS_POKER
    if category is Category.HIGH_CARD and size > 5:
        return range(size + 2, 15)  # six or seven distinct ranks with no straight
    return table[category]


def categories(kind: HandKind) -> tuple[Category, ...]:
    """The categories of a ranking, best first."""
    table = _LEADS_THREE if kind is HandKind.THREE_CARD else _LEADS_POKER
    return tuple(sorted(table, key=lambda c: category_order(kind, c), reverse=True))


def paying_targets(table: PayTable, size: int = 5) -> list[list[Target]]:
    """For each row of the table, every (category, lead) that it pays."""
    return [list(row) for row in _targets(table, size)[0]]


def losing_targets(table: PayTable, size: int = 5) -> list[Target]:
    """Every (category, lead) the table does not pay, nearest misses first."""
    return list(_targets(table, size)[1])


_Targets = tuple[tuple[tuple[Target, ...], ...], tuple[Target, ...]]
_TARGETS: dict[tuple[int, int], tuple[PayTable, _Targets]] = {}
"""Each table's paying and losing targets by hand size, read once per table (every question
drawn from a table asks the same thing). Kept by the table's identity, the table beside
them (a table made later at the same address is never taken for it), not by its hash,
which reads every row: a full table asks seven times a question."""


def _targets(table: PayTable, size: int) -> _Targets:
    key = (id(table), size)
    made = _TARGETS.get(key)
    if made is not None and made[0] is table:
        return made[1]
    if len(_TARGETS) >= 256:
        _TARGETS.clear()
    paying: list[list[Target]] = [[] for _ in table.rows]
    losing: list[Target] = []
    for category in categories(table.ranking):
        for lead in leads(table.ranking, category, size):
            row = table.row_for_category(category, lead)
            if row is None:
                losing.append((category, lead))
            else:
                paying[table.rows.index(row)].append((category, lead))
    targets = (tuple(tuple(row) for row in paying), tuple(losing))
    _TARGETS[key] = (table, targets)
    return targets


def choose_target(
    rng: random.Random, table: PayTable, lose_rate: float = 0.25, size: int = 5
) -> Target:
    """A target hand of ``size`` cards: each pay row equally often, and a losing hand
    ``lose_rate`` of the time, half of those a near miss (the best losing category)."""
    paying, misses = _targets(table, size)
    if misses and rng.random() < lose_rate:
        if rng.random() < 0.5:
            best = misses[0][0]
            return rng.choice([m for m in misses if m[0] is best])
        by_category = sorted({m[0] for m in misses}, key=int)
        category = rng.choice(by_category)
        return rng.choice([m for m in misses if m[0] is category])
    rows = [r for r in paying if r]
    return rng.choice(rng.choice(rows))


def _pick_suits(rng: random.Random, count: int) -> list[Suit]:
    return rng.sample(SUITS, count)


def _distinct_ranks(
    rng: random.Random, below: int, count: int, avoid: Collection[int] = ()
) -> list[int]:
    pool = [r for r in range(2, below) if r not in avoid]
    return rng.sample(pool, count)


def _build_five(rng: random.Random, category: Category, lead: int) -> list[Card] | None:
    s = rng.choice(SUITS)
    if category in (Category.ROYAL_FLUSH, Category.STRAIGHT_FLUSH, Category.STRAIGHT):
        ranks = [14, 2, 3, 4, 5] if lead == 5 else list(range(lead - 4, lead + 1))
        if category is Category.STRAIGHT:
            suits = [rng.choice(SUITS) for _ in ranks]
            if len(set(suits)) == 1:
                suits[0] = next(x for x in SUITS if x is not suits[0])
            return [card(RANKS[r], x) for r, x in zip(ranks, suits, strict=True)]
        return [card(RANKS[r], s) for r in ranks]
    if category is Category.FOUR_OF_A_KIND:
        k = rng.choice([r for r in range(2, 15) if r != lead])
        return [card(RANKS[lead], x) for x in SUITS] + [card(RANKS[k], s)]
    if category is Category.FULL_HOUSE:
        p = rng.choice([r for r in range(2, 15) if r != lead])
        return [card(RANKS[lead], x) for x in _pick_suits(rng, 3)] + [
            card(RANKS[p], x) for x in _pick_suits(rng, 2)
        ]
    if category is Category.FLUSH:
        rest = _distinct_ranks(rng, lead, 4)
        return [card(RANKS[r], s) for r in [lead, *rest]]
    if category is Category.THREE_OF_A_KIND:
        kickers = _distinct_ranks(rng, 15, 2, avoid={lead})
        return [card(RANKS[lead], x) for x in _pick_suits(rng, 3)] + [
            card(RANKS[k], rng.choice(SUITS)) for k in kickers
        ]
    if category is Category.TWO_PAIR:
        low = rng.randrange(2, lead)
        k = rng.choice([r for r in range(2, 15) if r not in (lead, low)])
        return (
            [card(RANKS[lead], x) for x in _pick_suits(rng, 2)]
            + [card(RANKS[low], x) for x in _pick_suits(rng, 2)]
            + [card(RANKS[k], rng.choice(SUITS))]
        )
    if category is Category.PAIR:
        kickers = _distinct_ranks(rng, 15, 3, avoid={lead})
        return [card(RANKS[lead], x) for x in _pick_suits(rng, 2)] + [
            card(RANKS[k], rng.choice(SUITS)) for k in kickers
        ]
    rest = _distinct_ranks(rng, lead, 4)
    return [card(RANKS[r], rng.choice(SUITS)) for r in [lead, *rest]]


_FRESH: tuple[tuple[Suit, ...], ...] = (SUITS,) * 15
# The suits left of one rank, by the mask of its suits dealt (bit i: SUITS[i] is dealt).
_LEFT = tuple(tuple(x for i, x in enumerate(SUITS) if not mask >> i & 1) for mask in range(16))


def _free_suits(banned: Collection[int]) -> tuple[tuple[Suit, ...], ...]:
    """For each rank (by height, 2..14), the suits still in the deck: every suit, in order,
    when none is dealt."""
    if not banned:
        return _FRESH
    # DECK's order is 2c 2d 2h 2s 3c ...: a card's index is (rank - 2) * 4 + its suit's place.
    dealt = 0
    for index in banned:
        dealt |= 1 << index
    return (SUITS, SUITS, *(_LEFT[dealt >> shift & 15] for shift in range(0, 52, 4)))


def _build_three(
    rng: random.Random,
    category: Category,
    lead: int,
    free: tuple[tuple[Suit, ...], ...] = _FRESH,
) -> list[Card]:
    """Three cards shaped as the target, every one of them from the cards not yet dealt.

    ``free`` holds each rank's suits left (:func:`_free_suits`). Each card is chosen among
    the cards left, never drawn and thrown back on a collision (a full table's hands took
    about eight tries each that way). With nothing dealt the draws are the ones a
    fresh deck always gave, so a hand drawn alone is the hand its seed always gave.
    :class:`DrawError` when the cards left cannot make the target. A try can still make a
    better hand than the target (a flush's ranks in a row): the caller reads and retries.
    """

    def suits(rank: int, count: int = 1) -> tuple[Suit, ...]:
        if len(free[rank]) < count:
            raise DrawError(f"too few {Rank(rank).label}s left")
        return free[rank]

    def ranks_below(top: int, count: int, suit: Suit | None = None) -> list[int]:
        pool = [r for r in range(2, top) if (suit in free[r] if suit else free[r])]
        if len(pool) < count:
            raise DrawError(f"too few cards under {Rank(top).label} left")
        return rng.sample(pool, count)

    straight = [14, 2, 3] if lead == 3 else [lead - 2, lead - 1, lead]
    # The suit of a flush, drawn first whatever the category (the fresh deck's order).
    if category is Category.STRAIGHT_FLUSH:
        options = tuple(x for x in SUITS if all(x in free[r] for r in straight))
    elif category is Category.FLUSH:
        options = tuple(
            x for x in SUITS if x in free[lead] and sum(x in free[r] for r in range(2, lead)) >= 2
        )
    else:
        options = SUITS
    if not options:
        raise DrawError(f"no suit left for a {category.label}")
    s = rng.choice(options)
    if category is Category.STRAIGHT_FLUSH:
        return [card(RANKS[r], s) for r in straight]
    if category is Category.STRAIGHT:
        each = [suits(r) for r in straight]
        picked = [rng.choice(f) for f in each]
        if len(set(picked)) == 1:  # a straight flush: one card changes suit
            i = next((i for i, f in enumerate(each) if len(f) > 1), None)
            if i is None:
                raise DrawError("only one suit left for the straight")
            picked[i] = next(x for x in each[i] if x is not picked[i])
        return [card(RANKS[r], x) for r, x in zip(straight, picked, strict=True)]
    if category is Category.THREE_OF_A_KIND:
        return [card(RANKS[lead], x) for x in rng.sample(suits(lead, 3), 3)]
    if category is Category.FLUSH:
        return [card(RANKS[r], s) for r in [lead, *ranks_below(lead, 2, s)]]
    if category is Category.PAIR:
        pair = suits(lead, 2)
        kickers = [r for r in range(2, 15) if r != lead and free[r]]
        if not kickers:
            raise DrawError("no kicker left")
        k = rng.choice(kickers)
        return [card(RANKS[lead], x) for x in rng.sample(pair, 2)] + [
            card(RANKS[k], rng.choice(free[k]))
        ]
    first = suits(lead)
    rest = ranks_below(lead, 2)
    return [card(RANKS[lead], rng.choice(first))] + [
        card(RANKS[r], rng.choice(free[r])) for r in rest
    ]


def _reads_as(cards: Sequence[Card], kind: HandKind, category: Category, lead: int) -> bool:
    # By strength alone (distinct cards, checked by the caller): a hand drawn is read
    # several times before one fits, and only its category and lead are asked.
    three = kind is HandKind.THREE_CARD
    strength = three_card_strength(cards) if three else poker_strength(cards)
    return strength_category(kind, strength) is category and strength_lead(strength) == lead


def draw_hand(
    rng: random.Random,
    kind: HandKind,
    size: int,
    target: Target,
    exclude: Collection[Card] = (),
) -> list[Card]:
    """``size`` cards (3 under three-card ranking; 5 to 7 under poker) whose hand is the
    target category with the target leading rank, none of them in ``exclude``. Cards come
    in random order."""
    category, lead = target
    banned = {c.index for c in exclude}
    free = _free_suits(banned) if kind is HandKind.THREE_CARD else _FRESH
    # Cards already dealt can make a target impossible (two of three kings gone); then
    # fewer tries, and the caller picks another target, keep a full table quick to draw.
    for _ in range(40 if banned else 200):
        if kind is HandKind.THREE_CARD:
            base = _build_three(rng, category, lead, free)
        elif category is Category.HIGH_CARD and size > 5:
            # Every card of a six- or seven-card high-card hand is part of the pattern (all
            # ranks distinct, none making a straight): random extra cards would almost never
            # leave a low high card, so all the ranks are chosen here.
            ranks = [lead, *_distinct_ranks(rng, lead, size - 1)]
            base = [card(RANKS[r], rng.choice(SUITS)) for r in ranks]
        else:
            built = _build_five(rng, category, lead)
            if built is None:
                continue
            base = built
        if any(c.index in banned for c in base) or len({c.index for c in base}) != len(base):
            continue
        if not _reads_as(base, kind, category, lead):
            continue
        cards = list(base)
        if size > len(base):
            used = banned | {c.index for c in base}
            rest = [c for c in DECK if c.index not in used]
            extra = rng.sample(rest, size - len(base))
            cards += extra
            if not _reads_as(cards, kind, category, lead):
                continue
        rng.shuffle(cards)
        return cards
    raise DrawError(f"cannot draw a {category.label} led by {Rank(lead).label}")


class DrawError(ValueError):
    """No cards outside those already dealt make the target hand."""


def draw_from_table(
    rng: random.Random,
    table: PayTable,
    size: int,
    exclude: Collection[Card] = (),
    lose_rate: float = 0.25,
) -> list[Card]:
    """Cards for one of this table's outcomes; where the cards already dealt make the
    chosen outcome impossible, another outcome is chosen (and at worst a random hand)."""
    for _ in range(30):
        try:
            return draw_hand(
                rng, table.ranking, size, choose_target(rng, table, lose_rate, size), exclude
            )
        except DrawError:
            continue
    return deal_rest(rng, size, exclude)


def deal_rest(rng: random.Random, count: int, exclude: Collection[Card]) -> list[Card]:
    """``count`` random cards not in ``exclude``."""
    # The deck's order with the dealt cards taken out (``DECK[c.index] is c``): a copy
    # and a few deletions, not a test of every card, for each seat of a table.
    rest = list(DECK)
    for index in sorted({c.index for c in exclude}, reverse=True):
        del rest[index]
    return rng.sample(rest, count)
