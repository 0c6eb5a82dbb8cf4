"""Hand evaluation: three-card casino ranking, five-card poker and best five of six or seven.

Every evaluation returns a :class:`HandValue`: the category, the cards used (already in the
order a dealer displays them) and an integer ``strength``. Strengths of the same kind of
hand compare directly: the higher wins, equal strengths push. Ties compare every kicker.

The strength packs the category and up to five significant ranks, four bits each::

    category << 20 | r1 << 16 | r2 << 12 | r3 << 8 | r4 << 4 | r5

Poker hands of five to seven cards are read with two tables built once, on first use: one
keyed by the product of the cards' rank primes (which names the multiset of ranks), one
keyed by the rank bits of a suit holding five or more cards. In five to seven cards a flush
can never sit beside a full house or four of a kind, so the flush table alone decides any
hand with five cards of one suit.
"""

from __future__ import annotations

import sys
import zlib
from array import array
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from itertools import combinations_with_replacement

from trainer.engine.cards import DECK, RANKS, SUIT_ORDER, Card, Rank, ensure_distinct
from trainer.engine.categories import Category as Category
from trainer.engine.errors import CardError, RulesError
from trainer.engine.hand_words import hand_words


class HandKind(StrEnum):
    """Which ranking a hand was read under; only hands of one kind compare."""

    THREE_CARD = "three-card"
    POKER = "poker"


# Three-card casino ranking (NJ 13:47-20.41(g)): straight flush, three of a kind, straight,
# flush, pair, high card. The packed category of a three-card strength is this order.
_THREE_CARD_ORDER = (
    Category.HIGH_CARD,
    Category.PAIR,
    Category.FLUSH,
    Category.STRAIGHT,
    Category.THREE_OF_A_KIND,
    Category.STRAIGHT_FLUSH,
)
_THREE_CARD_CODE = {category: code for code, category in enumerate(_THREE_CARD_ORDER)}


def _pack(category_code: int, *ranks: int) -> int:
    # The category above five 4-bit rank slots, the missing ones 0 (unrolled: every hand
    # read packs once).
    a, b, c, d, e = (*ranks, 0, 0, 0, 0, 0)[:5]
    return category_code << 20 | a << 16 | b << 12 | c << 8 | d << 4 | e


def _unpack(strength: int) -> tuple[int, list[int]]:
    ranks = [(strength >> shift) & 0xF for shift in (16, 12, 8, 4, 0)]
    return strength >> 20, [r for r in ranks if r]


@dataclass(frozen=True, slots=True)
class HandValue:
    """A hand as read under one ranking.

    ``cards`` are the cards used, in display order: grouped cards to the left (larger group
    first, then higher rank), then the rest high to low; straights high to low with the ace
    last in a five-high (or three-high) straight.
    """

    kind: HandKind
    category: Category
    strength: int
    cards: tuple[Card, ...]

    @property
    def label(self) -> str:
        """The category name, e.g. ``"full house"``."""
        return self.category.label

    @property
    def ranks(self) -> tuple[Rank, ...]:
        """The significant ranks, most significant first (pair rank, then kickers, ...)."""
        ranks = _RANKS_OF.get(self.strength)
        if ranks is None:
            ranks = _RANKS_OF[self.strength] = tuple(RANKS[r] for r in _unpack(self.strength)[1])
        return ranks

    def describe(self) -> str:
        """The hand in words, as a dealer announces it: ``"two pair, kings and sixes"``."""
        return describe(self.category, self.ranks)

    def _check(self, other: HandValue) -> None:
        if self.kind is not other.kind:
            raise TypeError("a three-card hand and a poker hand do not compare")

    def __lt__(self, other: HandValue) -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        self._check(other)
        return self.strength < other.strength

    def __le__(self, other: HandValue) -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        self._check(other)
        return self.strength <= other.strength

    def __gt__(self, other: HandValue) -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        self._check(other)
        return self.strength > other.strength

    def __ge__(self, other: HandValue) -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        self._check(other)
        return self.strength >= other.strength

    def __str__(self) -> str:
        return f"{self.describe()} ({' '.join(str(c) for c in self.cards)})"


# A strength's ranks, worked out once each (a strength names them; at most a few thousand
# strengths are ever read). Its words are cached per language in hand_words.
_RANKS_OF: dict[int, tuple[Rank, ...]] = {}


def describe(category: Category, ranks: Sequence[Rank]) -> str:
    """Words for a hand of this category and these significant ranks, in the trainee's
    language (:func:`trainer.engine.hand_words.hand_words`)."""
    return hand_words(category, ranks)


# ---------------------------------------------------------------------------------------
# Three-card casino ranking
# ---------------------------------------------------------------------------------------


def three_card_strength(cards: Sequence[Card]) -> int:
    """The strength of exactly three cards under three-card casino ranking (no checks)."""
    a, b, c = sorted((cards[0].rank, cards[1].rank, cards[2].rank), reverse=True)
    flush = cards[0].suit is cards[1].suit is cards[2].suit
    if a == c:
        return _pack(4, a)
    straight_high = 0
    if a != b != c:
        if a - c == 2:
            straight_high = a
        elif a == 14 and b == 3 and c == 2:  # A-2-3, the lowest straight
            straight_high = 3
    if straight_high:
        return _pack(5 if flush else 3, straight_high)
    if flush:
        return _pack(2, a, b, c)
    if a == b:
        return _pack(1, a, c)
    if b == c:
        return _pack(1, b, a)
    return _pack(0, a, b, c)


def evaluate_three(cards: Sequence[Card]) -> HandValue:
    """Read three cards under three-card casino ranking (straight flush high, A-2-3 low)."""
    if len(cards) != 3:
        raise CardError(f"A three-card hand needs exactly 3 cards, not {len(cards)}.")
    ensure_distinct(cards)
    strength = three_card_strength(cards)
    plan = _THREE_CARD_PLANS.get(strength) or _three_card_plan(strength)
    return HandValue(HandKind.THREE_CARD, plan[0], strength, _pick(cards, plan[1]))


def _three_card_plan(strength: int) -> tuple[Category, tuple[tuple[int, int], ...]]:
    """The category and display layout of a three-card strength (worked out once, cached)."""
    code, ranks = _unpack(strength)
    category = _THREE_CARD_ORDER[code]
    if category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH):
        ranks = [ranks[0], ranks[0] - 1, ranks[0] - 2] if ranks[0] != 3 else [3, 2, 14]
    plan = (category, _layout(category, ranks))
    _THREE_CARD_PLANS[strength] = plan
    return plan


def three_card_category(strength: int) -> Category:
    """The category of a three-card strength."""
    return _THREE_CARD_ORDER[strength >> 20]


# ---------------------------------------------------------------------------------------
# Poker: best five of five, six or seven cards
# ---------------------------------------------------------------------------------------

_RANK_TABLE: dict[int, int] = {}
_FLUSH_TABLE: list[int] = []
_PRIMES = (0, 0, 2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41)  # by rank 2..14


def _straight_high(mask: int) -> int:
    """The highest straight in a set of rank bits (bit r-2 for rank r), or 0."""
    for high in range(14, 5, -1):
        window = 0b11111 << (high - 6)
        if mask & window == window:
            return high
    wheel = (1 << 12) | 0b1111  # A, 2, 3, 4, 5
    return 5 if mask & wheel == wheel else 0


def rank_strength(counts: Sequence[int]) -> int:
    """Best non-flush five-card strength for rank counts indexed 2..14."""
    desc = [r for r in range(14, 1, -1) if counts[r]]
    quads = [r for r in desc if counts[r] >= 4]
    trips = [r for r in desc if counts[r] == 3]
    pairs = [r for r in desc if counts[r] == 2]
    if quads:
        q = quads[0]
        return _pack(Category.FOUR_OF_A_KIND, q, next(r for r in desc if r != q))
    if trips and (len(trips) > 1 or pairs):
        return _pack(Category.FULL_HOUSE, trips[0], max([*trips[1:], *pairs]))
    mask = 0
    for r in desc:
        mask |= 1 << (r - 2)
    high = _straight_high(mask)
    if high:
        return _pack(Category.STRAIGHT, high)
    if trips:
        t = trips[0]
        return _pack(Category.THREE_OF_A_KIND, t, *[r for r in desc if r != t][:2])
    if len(pairs) >= 2:
        hp, lp = pairs[0], pairs[1]
        return _pack(Category.TWO_PAIR, hp, lp, next(r for r in desc if r not in (hp, lp)))
    if pairs:
        p = pairs[0]
        return _pack(Category.PAIR, p, *[r for r in desc if r != p][:3])
    return _pack(Category.HIGH_CARD, *desc[:5])


def flush_strength(mask: int) -> int:
    """Best five-card strength from the rank bits of one suit holding five or more cards."""
    high = _straight_high(mask)
    if high == 14:
        return _pack(Category.ROYAL_FLUSH, 14)
    if high:
        return _pack(Category.STRAIGHT_FLUSH, high)
    ranks = [r for r in range(14, 1, -1) if mask & (1 << (r - 2))]
    return _pack(Category.FLUSH, *ranks[:5])


def _build_tables() -> None:
    """Fill the rank-multiset and flush tables (about 74,000 entries; built once)."""
    table: dict[int, int] = {}
    for size in (5, 6, 7):
        for combo in combinations_with_replacement(range(2, 15), size):
            counts = [0] * 15
            for r in combo:
                counts[r] += 1
            if max(counts) > 4:
                continue
            product = 1
            for r in combo:
                product *= _PRIMES[r]
            table[product] = rank_strength(counts)
    flush = [0] * (1 << 13)
    for mask in range(1 << 13):
        if mask.bit_count() >= 5:
            flush[mask] = flush_strength(mask)
    _FLUSH_TABLE[:] = flush
    _RANK_TABLE.update(table)


TABLES_FILE = "hand-tables.bin"
"""The tables as shipped, in ``resources/tables/`` (issue 28: the first hand question of a
process costs what any other does). ``packaging/hand_tables.py`` writes the file, and a test
holds it to :func:`_build_tables`."""
_MAGIC = b"DT-HANDS-1\n"


def tables_bytes() -> bytes:
    """The tables as :func:`_build_tables` makes them, as the shipped file holds them: a
    header, then zlib-compressed little-endian arrays of the rank table's keys (sorted,
    64-bit) and strengths (32-bit), and the flush table (32-bit)."""
    if not _RANK_TABLE:
        _build_tables()
    keys = sorted(_RANK_TABLE)
    body = b"".join(
        (
            array("Q", keys).tobytes(),
            array("I", (_RANK_TABLE[k] for k in keys)).tobytes(),
            array("I", _FLUSH_TABLE).tobytes(),
        )
    )
    if sys.byteorder != "little":  # pragma: no cover - every machine we ship to is little-endian
        raise RuntimeError("the hand tables are written on a little-endian machine")
    header = _MAGIC + f"{len(keys)} {len(_FLUSH_TABLE)}\n".encode()
    return header + zlib.compress(body, 9)


def _load_tables() -> bool:
    """Fill the tables from the shipped file; ``False`` (nothing filled) where it is missing,
    damaged or of another layout, so that the caller builds them instead."""
    try:
        from trainer.engine.rules_data import resources_dir

        data = (resources_dir() / "tables" / TABLES_FILE).read_bytes()
        if not data.startswith(_MAGIC) or sys.byteorder != "little":
            return False
        line, _, packed = data[len(_MAGIC) :].partition(b"\n")
        count, flushes = (int(x) for x in line.split())
        body = zlib.decompress(packed)
        keys, strengths, flush = array("Q"), array("I"), array("I")
        keys.frombytes(body[: 8 * count])
        strengths.frombytes(body[8 * count : 12 * count])
        flush.frombytes(body[12 * count :])
        if len(strengths) != count or len(flush) != flushes:
            return False
    except (OSError, ValueError, zlib.error, RulesError):
        return False
    _FLUSH_TABLE[:] = flush.tolist()
    _RANK_TABLE.update(zip(keys.tolist(), strengths.tolist(), strict=True))
    return True


def ensure_tables() -> None:
    """The tables filled: read from the shipped file, or built where it cannot be read."""
    if not _RANK_TABLE and not _load_tables():
        _build_tables()


def poker_strength(cards: Sequence[Card]) -> int:
    """The strength of the best five of 5, 6 or 7 distinct cards (no checks: the fast path)."""
    if not _RANK_TABLE:
        ensure_tables()
    product = 1
    suits = 0
    for c in cards:
        product *= c.prime
        suits += c.suit_unit
    # Each suit's count sits in four bits; adding 3 sets a nibble's top bit when it holds 5+.
    flushed = (suits + 0x3333) & 0x8888
    if flushed:
        unit = flushed >> 3
        mask = 0
        for c in cards:
            if c.suit_unit == unit:
                mask |= c.rank_bit
        return _FLUSH_TABLE[mask]
    return _RANK_TABLE[product]


def strength_category(kind: HandKind, strength: int) -> Category:
    """The category of a strength under its ranking (:func:`poker_strength`,
    :func:`three_card_strength`)."""
    return (
        three_card_category(strength) if kind is HandKind.THREE_CARD else poker_category(strength)
    )


def strength_lead(strength: int) -> int:
    """The leading rank of a strength (a pair's rank, a straight's top card, ...): the
    first of :attr:`HandValue.ranks`."""
    return strength >> 16 & 0xF


_POKER_CATEGORIES = {int(c): c for c in Category}  # a lookup, not an enum call


def poker_category(strength: int) -> Category:
    """The category of a poker strength."""
    return _POKER_CATEGORIES[strength >> 20]


def poker_lead(strength: int) -> int:
    """The leading significant rank of a poker strength (a pair's rank, a straight's high
    card), as :attr:`HandValue.ranks` starts."""
    return (strength >> 16) & 0xF


def evaluate_poker(cards: Sequence[Card]) -> HandValue:
    """Read the best five-card poker hand from 5, 6 or 7 distinct cards."""
    n = len(cards)
    if not 5 <= n <= 7:
        raise CardError(f"A poker hand is read from 5 to 7 cards, not {n}.")
    if len({c.index for c in cards}) != n:
        ensure_distinct(cards)  # names the card
    strength = poker_strength(cards)
    category, suited, layout = _POKER_PLANS.get(strength) or _poker_plan(strength)
    pool: Sequence[Card] = cards
    if suited:
        unit = _flush_unit(cards)
        pool = [c for c in cards if c.suit_unit == unit]
    return HandValue(_POKER, category, strength, _pick(pool, layout))


# A strength's category and display layout, worked out once per strength (at most 7,462).
_POKER_PLANS: dict[int, tuple[Category, bool, tuple[tuple[int, int], ...]]] = {}
_THREE_CARD_PLANS: dict[int, tuple[Category, tuple[tuple[int, int], ...]]] = {}
_SUITED = (Category.FLUSH, Category.STRAIGHT_FLUSH, Category.ROYAL_FLUSH)
_POKER = HandKind.POKER


def _poker_plan(strength: int) -> tuple[Category, bool, tuple[tuple[int, int], ...]]:
    """The category, whether one suit holds the hand, and the display layout of a strength."""
    code, ranks = _unpack(strength)
    category = Category(code)
    if category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH, Category.ROYAL_FLUSH):
        high = ranks[0]
        ranks = [5, 4, 3, 2, 14] if high == 5 else [high - i for i in range(5)]
    plan = (category, category in _SUITED, _layout(category, ranks))
    _POKER_PLANS[strength] = plan
    return plan


def _flush_unit(cards: Sequence[Card]) -> int:
    """The ``suit_unit`` of the suit holding five or more of these cards."""
    suits = 0
    for c in cards:
        suits += c.suit_unit
    return ((suits + 0x3333) & 0x8888) >> 3


_GROUPS = {
    Category.FOUR_OF_A_KIND: (4, 1),
    Category.FULL_HOUSE: (3, 2),
    Category.THREE_OF_A_KIND: (3, 1, 1),
    Category.TWO_PAIR: (2, 2, 1),
    Category.PAIR: (2, 1, 1, 1),
}


def _layout(category: Category, ranks: Sequence[int]) -> tuple[tuple[int, int], ...]:
    """(rank, how many cards of it) in display order."""
    sizes = _GROUPS.get(category)
    if sizes is None:
        return tuple((r, 1) for r in ranks)
    return tuple(zip(ranks, sizes, strict=False))


# Each card's place in display order: higher rank first, then spades, hearts, diamonds, clubs.
_DISPLAY_PLACE = {c: -4 * c.rank + SUIT_ORDER.index(c.suit) for c in DECK}
_display_place = _DISPLAY_PLACE.__getitem__


def _pick(pool: Sequence[Card], layout: Sequence[tuple[int, int]]) -> tuple[Card, ...]:
    """Choose the cards for each (rank, count), suits in display order, from ``pool``."""
    ordered = sorted(pool, key=_display_place)
    ranks: list[int] = [c.rank for c in ordered]
    chosen: list[Card] = []
    for rank, count in layout:
        # The cards of one rank sit together in ``ordered``, best suit first.
        i = ranks.index(rank)
        chosen += ordered[i : i + count]
    return tuple(chosen)


def compare(a: HandValue, b: HandValue) -> int:
    """1 if ``a`` beats ``b``, -1 if ``b`` beats ``a``, 0 for equal hands (a push)."""
    a._check(b)
    return (a.strength > b.strength) - (a.strength < b.strength)
