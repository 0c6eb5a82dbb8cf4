"""Wild cards and the value of a home-game hand: 3s, 5s and 7s wild in the round of that
many cards, three cards ranked without straights or flushes (Strikes ¶12, Burns ¶8), five
and seven by the usual hands with five of a kind (Strikes ¶13, Burns ¶8, ¶13, ¶16)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum

from trainer.engine.cards import Card, Rank, Suit, ensure_distinct
from trainer.engine.errors import CardError
from trainer.engine.games.three_five_seven_home.options import ROUNDS, HomeOptions
from trainer.engine.games.three_five_seven_home.words import a_rank, home_category_word
from trainer.engine.hand_words import hand_words, rank_plural
from trainer.engine.hands import Category
from trainer.words import QT_TRANSLATE_NOOP, say

_AS_CARD = QT_TRANSLATE_NOOP("hands", "{card} as the {stand_in}", "a wild 3c as the Ah")
_AS_RANK = QT_TRANSLATE_NOOP("hands", "{card} as {rank}", "a wild 3c as a king")
_NO_VALUE = QT_TRANSLATE_NOOP("hands", "three wild 3s: no value")
_FIVE = QT_TRANSLATE_NOOP("hands", "{category}, {ranks}", "three of a kind, kings")


class HomeCategory(StrEnum):
    """A hand category of the home game; the value is its label."""

    NO_VALUE = "no value"  # three wild 3s in the first round, where that setting is on
    HIGH_CARD = "high card"
    PAIR = "pair"
    TWO_PAIR = "two pair"
    THREE_OF_A_KIND = "three of a kind"
    STRAIGHT = "straight"
    FLUSH = "flush"
    FULL_HOUSE = "full house"
    FOUR_OF_A_KIND = "four of a kind"
    STRAIGHT_FLUSH = "straight flush"
    ROYAL_FLUSH = "royal flush"
    FIVE_OF_A_KIND = "five of a kind"

    @property
    def label(self) -> str:
        """The category's name as players say it."""
        return self.value


# Burns ¶26: "Spades high, Hearts, Clubs, Diamonds low".
SUIT_RANKING: tuple[Suit, ...] = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)
_SUIT_HEIGHT = {Suit.SPADES: 3, Suit.HEARTS: 2, Suit.CLUBS: 1, Suit.DIAMONDS: 0}


def wild_rank(size: int) -> Rank:
    """The wild rank of a round: the number of cards each player holds (3, 5 or 7)."""
    if size not in ROUNDS:
        raise CardError(f"A round of the home game has 3, 5 or 7 cards, not {size}.")
    return Rank(size)


@dataclass(frozen=True, slots=True)
class PlayedCard:
    """One card of a played hand and what it counts as. A natural card counts as itself; a
    wild card counts as ``rank``, and as ``suit`` where the hand fixes it (a flush), else
    ``suit`` is None (any suit)."""

    card: Card
    rank: Rank
    suit: Suit | None
    wild: bool

    def __str__(self) -> str:
        if not self.wild:
            return str(self.card)
        if self.suit is not None:
            return say(_AS_CARD, card=self.card, stand_in=f"{self.rank.symbol}{self.suit.value}")
        return say(_AS_RANK, card=self.card, rank=a_rank(self.rank))


@dataclass(frozen=True, slots=True)
class HomeHand:
    """A hand of the home game, at its best with the wild cards chosen.

    ``strength`` orders the hands of one round under one set of options: the higher wins,
    equal strengths tie. ``tiebreak`` is the suit order of the cards played (Burns ¶26),
    used only when the table ranks suits; :attr:`key` is what settlement compares.
    """

    category: HomeCategory
    strength: int
    ranks: tuple[Rank, ...]
    played: tuple[PlayedCard, ...]
    cards: tuple[Card, ...]
    wild: Rank
    tiebreak: int = 0

    @property
    def label(self) -> str:
        """The category name, e.g. ``"five of a kind"`` (what ``settle`` prints)."""
        return self.category.label

    @property
    def key(self) -> int:
        """The value settlement compares: the strength, then the suits if ranked."""
        return (self.strength << 20) | self.tiebreak

    @property
    def wild_cards(self) -> tuple[PlayedCard, ...]:
        """The wild cards that play, and what each stands for."""
        return tuple(p for p in self.played if p.wild)

    def describe(self) -> str:
        """The hand in words: ``"five of a kind, kings"``, ``"pair of aces"``."""
        if self.category is HomeCategory.NO_VALUE:
            return say(_NO_VALUE)
        if self.category is HomeCategory.FIVE_OF_A_KIND:
            return say(
                _FIVE,
                category=home_category_word(self.category.label),
                ranks=rank_plural(self.ranks[0]),
            )
        return hand_words(Category[self.category.name], self.ranks)

    def explain(self) -> str:
        """The hand with its wild cards: ``"pair of kings (Kh, 3c as a king, 9d)"``."""
        return f"{self.describe()} ({', '.join(str(p) for p in self.played)})"

    def __str__(self) -> str:
        return self.explain()


def category_order(five_of_a_kind_above_straight_flush: bool = True) -> tuple[HomeCategory, ...]:
    """The categories lowest first (a royal flush is the best straight flush)."""
    order = [
        HomeCategory.NO_VALUE,
        HomeCategory.HIGH_CARD,
        HomeCategory.PAIR,
        HomeCategory.TWO_PAIR,
        HomeCategory.THREE_OF_A_KIND,
        HomeCategory.STRAIGHT,
        HomeCategory.FLUSH,
        HomeCategory.FULL_HOUSE,
        HomeCategory.FOUR_OF_A_KIND,
    ]
    if not five_of_a_kind_above_straight_flush:
        order.append(HomeCategory.FIVE_OF_A_KIND)
    order += [HomeCategory.STRAIGHT_FLUSH, HomeCategory.ROYAL_FLUSH]
    if five_of_a_kind_above_straight_flush:
        order.append(HomeCategory.FIVE_OF_A_KIND)
    return tuple(order)


def _codes(five_above: bool) -> dict[HomeCategory, int]:
    codes: dict[HomeCategory, int] = {}
    code = 0
    for category in category_order(five_above):
        if category is HomeCategory.ROYAL_FLUSH:
            codes[category] = codes[HomeCategory.STRAIGHT_FLUSH]  # the ace-high straight flush
            continue
        codes[category] = code
        code += 1
    return codes


_CODES = {True: _codes(True), False: _codes(False)}

# The three-card round (Strikes ¶12, Burns ¶8): no straights and no flushes.
THREE_CARD_CATEGORIES = (
    HomeCategory.NO_VALUE,
    HomeCategory.HIGH_CARD,
    HomeCategory.PAIR,
    HomeCategory.THREE_OF_A_KIND,
)


def pack_strength(category: HomeCategory, ranks: Sequence[int], five_above: bool = True) -> int:
    """The strength of a hand of this category and these significant ranks."""
    value = _CODES[five_above][category]
    for i in range(5):
        value = (value << 4) | (ranks[i] if i < len(ranks) else 0)
    return value


@dataclass(frozen=True, slots=True)
class _Shape:
    """A hand's category, the five (or three) ranks it counts in display order, the suit it
    is made in (flushes) and its significant ranks."""

    category: HomeCategory
    layout: tuple[int, ...]
    suit: Suit | None
    ranks: tuple[int, ...]


_DESC = tuple(range(14, 1, -1))


def _window(high: int) -> int:
    """The rank bits of the straight topped by ``high`` (5: the wheel, A-2-3-4-5)."""
    if high == 5:
        return (1 << 12) | 0b1111
    return 0b11111 << (high - 6)


def _straight_layout(high: int) -> tuple[int, ...]:
    return (5, 4, 3, 2, 14) if high == 5 else tuple(range(high, high - 5, -1))


def _kickers(counts: Sequence[int], exclude: set[int], leftover: int, n: int) -> list[int]:
    """The best ``n`` side cards: any wild card left over counts as the highest rank not in
    the hand's groups, then the natural cards high to low."""
    top = next(r for r in _DESC if r not in exclude)
    out = [top] * leftover
    for r in _DESC:
        if r not in exclude:
            out += [r] * counts[r]
    return out[:n]


StandIn = tuple[Rank, Suit | None]
"""What a wild card stands for: a rank, and a suit where the hand fixes one (else None)."""


def _poker_shape(
    naturals: Sequence[Card], w: int, five_above: bool, fixed: Sequence[StandIn] = ()
) -> _Shape:
    """The best five-card hand of the natural cards and ``w`` wild cards (5 to 7 cards);
    ``fixed`` are wild cards already chosen (a rank, and a suit or none).

    Each category is tried from the top; the first the cards can make is the best, with its
    ranks as high as they go. A wild card stands for any rank, even one held (five of a
    kind); in a flush or straight flush it stands for a card of that suit the hand lacks.
    """
    counts = [0] * 15
    masks = dict.fromkeys(SUIT_RANKING, 0)
    every = 0
    for c in naturals:
        counts[c.rank] += 1
        masks[c.suit] |= c.rank_bit
        every |= c.rank_bit
    for rank, suit in fixed:
        bit = 1 << (rank - 2)
        counts[rank] += 1
        every |= bit
        if suit is not None:
            masks[suit] |= bit

    def five_kind() -> _Shape | None:
        for r in _DESC:
            if counts[r] + w >= 5:
                return _Shape(HomeCategory.FIVE_OF_A_KIND, (r,) * 5, None, (r,))
        return None

    def straight_flush() -> _Shape | None:
        best: tuple[int, Suit] | None = None
        for suit in SUIT_RANKING:  # the best suit first, so it keeps a tie
            for high in range(14, 4, -1):
                if (masks[suit] & _window(high)).bit_count() + w >= 5:
                    if best is None or high > best[0]:
                        best = (high, suit)
                    break
        if best is None:
            return None
        high, suit = best
        category = HomeCategory.ROYAL_FLUSH if high == 14 else HomeCategory.STRAIGHT_FLUSH
        return _Shape(category, _straight_layout(high), suit, (high,))

    checks: list[Callable[[], _Shape | None]] = (
        [five_kind, straight_flush] if five_above else [straight_flush, five_kind]
    )
    for check in checks:
        shape = check()
        if shape is not None:
            return shape
    for r in _DESC:  # four of a kind
        if counts[r] + w >= 4:
            left = w - max(0, 4 - counts[r])
            kick = _kickers(counts, {r}, left, 1)
            return _Shape(HomeCategory.FOUR_OF_A_KIND, (r,) * 4 + tuple(kick), None, (r, *kick))
    # The wild cards each rank needs to make three of it, or two (the loops below run
    # thousands of times a drill, so these are counted once).
    need3 = [3 - n if n < 3 else 0 for n in counts]
    need2 = [2 - n if n < 2 else 0 for n in counts]
    for t in _DESC:  # full house
        if need3[t] > w:
            continue
        for p in _DESC:
            if p != t and need3[t] + need2[p] <= w:
                return _Shape(HomeCategory.FULL_HOUSE, (t, t, t, p, p), None, (t, p))
    best_flush: tuple[tuple[int, ...], Suit] | None = None
    for suit in SUIT_RANKING:
        mask = masks[suit]
        if mask.bit_count() + w < 5:
            continue
        ranks: list[int] = []
        left = w
        for r in _DESC:
            if mask & (1 << (r - 2)):
                ranks.append(r)
            elif left:
                ranks.append(r)
                left -= 1
            if len(ranks) == 5:
                break
        if best_flush is None or tuple(ranks) > best_flush[0]:
            best_flush = (tuple(ranks), suit)
    if best_flush is not None:
        ranks_t, suit = best_flush
        return _Shape(HomeCategory.FLUSH, ranks_t, suit, ranks_t)
    for high in range(14, 4, -1):
        if (every & _window(high)).bit_count() + w >= 5:
            return _Shape(HomeCategory.STRAIGHT, _straight_layout(high), None, (high,))
    for r in _DESC:  # three of a kind
        if counts[r] + w >= 3:
            kick = _kickers(counts, {r}, w - max(0, 3 - counts[r]), 2)
            return _Shape(HomeCategory.THREE_OF_A_KIND, (r,) * 3 + tuple(kick), None, (r, *kick))
    for hi in _DESC:  # two pair
        if need2[hi] > w:
            continue
        for lo in _DESC:
            if lo >= hi:
                continue
            need = need2[hi] + need2[lo]
            if need <= w:
                kick = _kickers(counts, {hi, lo}, w - need, 1)
                return _Shape(HomeCategory.TWO_PAIR, (hi, hi, lo, lo, *kick), None, (hi, lo, *kick))
    for r in _DESC:  # one pair
        if counts[r] + w >= 2:
            kick = _kickers(counts, {r}, w - max(0, 2 - counts[r]), 3)
            return _Shape(HomeCategory.PAIR, (r, r, *kick), None, (r, *kick))
    top = tuple(_kickers(counts, set(), 0, 5))
    return _Shape(HomeCategory.HIGH_CARD, top, None, top)


def _three_shape(
    naturals: Sequence[Card], w: int, worthless: bool, fixed: Sequence[StandIn] = ()
) -> _Shape:
    """The best three-card hand: no straights or flushes (Strikes ¶12, Burns ¶8)."""
    if w == 3:
        if worthless:  # Burns ¶21: "three 3's have no value"
            return _Shape(HomeCategory.NO_VALUE, (3, 3, 3), None, ())
        return _Shape(HomeCategory.THREE_OF_A_KIND, (14, 14, 14), None, (14,))
    counts = [0] * 15
    for c in naturals:
        counts[c.rank] += 1
    for rank, _ in fixed:
        counts[rank] += 1
    for r in _DESC:
        if counts[r] + w >= 3:
            return _Shape(HomeCategory.THREE_OF_A_KIND, (r, r, r), None, (r,))
    for r in _DESC:
        if counts[r] + w >= 2:
            kick = _kickers(counts, {r}, w - max(0, 2 - counts[r]), 1)
            return _Shape(HomeCategory.PAIR, (r, r, *kick), None, (r, *kick))
    top = tuple(_kickers(counts, set(), 0, 3))
    return _Shape(HomeCategory.HIGH_CARD, top, None, top)


def _by_suit(c: Card) -> tuple[int, int]:
    return (-c.rank, -_SUIT_HEIGHT[c.suit])


def _play(shape: _Shape, naturals: Sequence[Card], wilds: Sequence[Card]) -> list[PlayedCard]:
    """The cards that make the shape: a natural card of each rank ahead of a wild one, the
    best suit first; wild cards only where the hand needs them."""
    if shape.category is HomeCategory.NO_VALUE:
        return [PlayedCard(c, c.rank, None, True) for c in wilds]
    pool = sorted(naturals, key=_by_suit)
    spare = sorted(wilds, key=lambda c: -_SUIT_HEIGHT[c.suit])
    used: set[int] = set()
    played: list[PlayedCard] = []
    for r in shape.layout:
        pick = next(
            (
                c
                for c in pool
                if c.rank == r
                and c.index not in used
                and (shape.suit is None or c.suit is shape.suit)
            ),
            None,
        )
        if pick is not None:
            used.add(pick.index)
            played.append(PlayedCard(pick, pick.rank, pick.suit, False))
        else:
            played.append(PlayedCard(spare.pop(0), Rank(r), shape.suit, True))
    return played


def _suit_height(p: PlayedCard) -> int:
    """A card's place in the suit tie-break (Burns ¶26), 0 to 8. A natural card has its
    suit; a wild card has no suit of its own: where the hand fixes one (a flush) it counts
    as that suit but below the natural card of it, otherwise it counts below every natural
    card of its rank. A wild card never beats a natural card by a suit it does not have."""
    if not p.wild:
        return 2 + 2 * _SUIT_HEIGHT[p.card.suit]
    return 1 + 2 * _SUIT_HEIGHT[p.suit] if p.suit is not None else 0


def _in_suit_order(played: list[PlayedCard]) -> tuple[list[PlayedCard], int]:
    """Each group of equal rank shown naturals first, best suit first; and the suit
    tie-break key: each group's suits best first, group by group (Burns ¶26)."""
    out: list[PlayedCard] = []
    key = 0
    i = 0
    while i < len(played):
        j = i
        while j < len(played) and played[j].rank == played[i].rank:
            j += 1
        group = played[i:j]
        out += sorted(group, key=lambda p: (p.wild, -_suit_height(p)))
        for height in sorted((_suit_height(p) for p in group), reverse=True):
            key = (key << 4) | height
        i = j
    key <<= 4 * (5 - len(out))
    return out, key


def strength_as(
    cards: Sequence[Card], stand_ins: Sequence[StandIn], options: HomeOptions | None = None
) -> int:
    """The strength of a hand of the home game when its wild cards stand for these cards
    (one per wild card: a rank, and a suit or none), to compare with :func:`evaluate_home`'s
    best; :class:`CardError` when there is not one stand-in per wild card."""
    size = len(cards)
    wild_r = wild_rank(size)
    opts = options or HomeOptions()
    naturals = [c for c in cards if c.rank != wild_r]
    if len(stand_ins) != size - len(naturals):
        raise CardError(
            f"The hand has {size - len(naturals)} wild cards, not {len(stand_ins)} to stand in."
        )
    five_above = opts.five_of_a_kind_above_straight_flush
    if size == 3:
        worthless = opts.three_threes_worthless and wild_r == 3
        shape = _three_shape(naturals, 0, worthless, stand_ins)
    else:
        shape = _poker_shape(naturals, 0, five_above, stand_ins)
    return pack_strength(shape.category, shape.ranks, five_above)


def evaluate_home(
    cards: Sequence[Card],
    options: HomeOptions | None = None,
    *,
    wild: Rank | None = None,
) -> HomeHand:
    """The best hand of 3, 5 or 7 cards with the round's wild rank (the number of cards:
    3s, 5s, 7s; every card of that rank). Three cards are ranked without straights or
    flushes; five or seven cards by the usual hands, best five, with five of a kind.

    ``wild`` names another wild rank (a test compares the counts of deuces wild)."""
    size = len(cards)
    wild_r = wild_rank(size) if wild is None else wild
    if size not in ROUNDS:
        raise CardError(f"A hand of the home game has 3, 5 or 7 cards, not {size}.")
    ensure_distinct(cards)
    opts = options or HomeOptions()
    wilds = [c for c in cards if c.rank == wild_r]
    naturals = [c for c in cards if c.rank != wild_r]
    if size == 3:
        shape = _three_shape(naturals, len(wilds), opts.three_threes_worthless and wild_r == 3)
    else:
        shape = _poker_shape(naturals, len(wilds), opts.five_of_a_kind_above_straight_flush)
    played, tiebreak = _in_suit_order(_play(shape, naturals, wilds))
    return HomeHand(
        category=shape.category,
        strength=pack_strength(
            shape.category, shape.ranks, opts.five_of_a_kind_above_straight_flush
        ),
        ranks=tuple(Rank(r) for r in shape.ranks),
        played=tuple(played),
        cards=tuple(p.card for p in played),
        wild=wild_r,
        tiebreak=tiebreak if opts.suit_tiebreak else 0,
    )
