"""Cards and the 52-card deck.

Cards are written ``Ah``, ``Td``, ``7c``, ``2s``; ``10d`` is accepted on input. There are
exactly 52 :class:`Card` objects: :func:`parse_card` and :data:`DECK` hand out the same
instances, so cards compare by identity and carry precomputed values the hand evaluator
uses.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from enum import IntEnum, StrEnum

from trainer.engine.errors import CardError


class Suit(StrEnum):
    """A suit, by its one-letter symbol."""

    CLUBS = "c"
    DIAMONDS = "d"
    HEARTS = "h"
    SPADES = "s"

    @property
    def label(self) -> str:
        """The suit's name in words, e.g. ``hearts``."""
        return self.name.lower()

    @property
    def symbol(self) -> str:
        """The printed pip: ♣ ♦ ♥ ♠."""
        return _SUIT_SYMBOLS[self]


_SUIT_SYMBOLS = {Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥", Suit.SPADES: "♠"}
# Display order inside a group of equal rank: a fixed order makes an arrangement unique.
SUIT_ORDER: tuple[Suit, ...] = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)


class Rank(IntEnum):
    """A rank; the value is its poker height, the ace high (14)."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def symbol(self) -> str:
        """The one-character symbol: ``2``-``9``, ``T``, ``J``, ``Q``, ``K``, ``A``."""
        return _RANK_SYMBOLS[self]

    @property
    def label(self) -> str:
        """The rank in words, e.g. ``six``."""
        return self.name.lower()

    @property
    def plural(self) -> str:
        """The rank in words, plural: ``sixes``, ``aces``."""
        return "sixes" if self is Rank.SIX else f"{self.label}s"

    @classmethod
    def from_symbol(cls, text: str) -> Rank:
        """The rank written as ``A``, ``K``, ``Q``, ``J``, ``T``/``10``, ``9``..``2``."""
        key = text.strip().upper()
        if key == "10":
            key = "T"
        try:
            return _RANK_BY_SYMBOL[key]
        except KeyError:
            raise CardError(
                f"{text!r} is not a card rank (use A K Q J T 9 8 7 6 5 4 3 2)."
            ) from None


_RANK_SYMBOLS = {r: ("T" if r == 10 else "JQKA"[r - 11] if r > 10 else str(int(r))) for r in Rank}
_RANK_BY_SYMBOL = {symbol: rank for rank, symbol in _RANK_SYMBOLS.items()}
# One prime per rank: the product of a hand's primes names its multiset of ranks.
_PRIMES = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41)


@dataclass(frozen=True, slots=True, eq=False)
class Card:
    """One playing card. Use :func:`card`, :func:`parse_card` or :data:`DECK` to get one."""

    rank: Rank
    suit: Suit
    index: int = field(repr=False)
    # Precomputed for the hand evaluator.
    prime: int = field(repr=False)
    suit_unit: int = field(repr=False)
    rank_bit: int = field(repr=False)

    def __str__(self) -> str:
        return _TEXTS[self.index]  # written once per card: drills print cards by the thousand

    def __repr__(self) -> str:
        return f"Card('{self}')"

    def __reduce__(self) -> tuple[Callable[[int], Card], tuple[int]]:
        # Copies and pickles come back as the deck's own instance: cards compare by identity.
        return _deck_card, (self.index,)

    @property
    def display_key(self) -> tuple[int, int]:
        """Sort key for display, high to low: higher rank first, then spades, hearts, ..."""
        return (-self.rank, SUIT_ORDER.index(self.suit))

    @property
    def suit_number(self) -> int:
        """0..3, the suit's position in clubs, diamonds, hearts, spades."""
        return self.index % 4


def _make_deck() -> tuple[Card, ...]:
    suits = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)
    deck = []
    for rank in Rank:
        for s, suit in enumerate(suits):
            deck.append(
                Card(
                    rank=rank,
                    suit=suit,
                    index=(rank - 2) * 4 + s,
                    prime=_PRIMES[rank - 2],
                    suit_unit=1 << (4 * s),
                    rank_bit=1 << (rank - 2),
                )
            )
    return tuple(deck)


DECK: tuple[Card, ...] = _make_deck()
"""The 52 cards, 2c 2d 2h 2s 3c ... As, in a fixed order (``DECK[card.index] is card``)."""

_BY_KEY = {(c.rank, c.suit): c for c in DECK}
_TEXTS = tuple(f"{c.rank.symbol}{c.suit.value}" for c in DECK)
# Every card in the spellings parse_card reads ("Ah", "ah", "AH", "10d", "Td"), to return
# without parsing: scenarios and judges read cards by the thousand.
_BY_TEXT = {
    f"{r}{s}": c
    for c in DECK
    for r in {c.rank.symbol, c.rank.symbol.lower(), *(["10"] if c.rank == 10 else [])}
    for s in (c.suit.value, c.suit.value.upper())
}
RANKS: tuple[Rank, ...] = (Rank.TWO, Rank.TWO, *Rank)
"""Each rank by its height, ``RANKS[r]`` for ``r`` in 2..14 (a lookup, not an enum call)."""


def _deck_card(index: int) -> Card:
    """The deck's card at ``index`` (how a copied or unpickled card finds its instance)."""
    return DECK[index]


def card(rank: Rank, suit: Suit) -> Card:
    """The card of this rank and suit."""
    return _BY_KEY[(rank, suit)]


def parse_card(text: str) -> Card:
    """Read one card written ``Ah``, ``td``, ``10d``; raise :class:`CardError` naming it."""
    if not isinstance(text, str):
        raise CardError(
            f"{text!r} is not a card (write cards like Ah, Td, 7c, 2s).", "not-a-card", repr(text)
        )
    known = _BY_TEXT.get(text)  # the usual spellings, read without parsing
    if known is not None:
        return known
    cleaned = text.strip()
    # Bad text is quoted with repr() so that a stray newline cannot split the one-line message.
    if len(cleaned) < 2 or len(cleaned) > 3:
        raise CardError(
            f"{text!r} is not a card (write cards like Ah, Td, 7c, 2s).", "not-a-card", text
        )
    rank_text, suit_text = cleaned[:-1], cleaned[-1].lower()
    try:
        suit = Suit(suit_text)
    except ValueError:
        raise CardError(
            f"{text!r} is not a card: {cleaned[-1]!r} is not a suit (c, d, h, s).",
            "not-a-suit",
            text,
            cleaned[-1],
        ) from None
    if rank_text.upper() not in _RANK_BY_SYMBOL and rank_text != "10":
        raise CardError(
            f"{text!r} is not a card: {rank_text!r} is not a rank (A K Q J T 9 ... 2).",
            "not-a-rank",
            text,
            rank_text,
        )
    return card(Rank.from_symbol(rank_text), suit)


def parse_cards(
    texts: Iterable[str] | str, *, count: int | None = None, what: str = "hand"
) -> tuple[Card, ...]:
    """Read several cards (a list, or one string separated by spaces or commas).

    ``count`` requires exactly that many; duplicates are refused. ``what`` names the hand in
    the error message ("player's hand", "board").
    """
    if isinstance(texts, str):
        items = texts.replace(",", " ").split()
    else:
        try:
            items = list(texts)
        except TypeError:
            raise CardError(f"{texts!r} is not a list of cards.") from None
    cards = tuple(parse_card(t) for t in items)
    if count is not None and len(cards) != count:
        raise CardError(f"The {what} needs exactly {count} cards, not {len(cards)}.")
    ensure_distinct(cards)
    return cards


def ensure_distinct(cards: Sequence[Card]) -> None:
    """Raise :class:`CardError` naming the first card that appears twice."""
    if len({c.index for c in cards}) == len(cards):  # the common case, quickly
        return
    seen: set[int] = set()
    for c in cards:
        if c.index in seen:
            raise CardError(
                f"The card {c} appears twice; a single deck has one of each card.", "twice", str(c)
            )
        seen.add(c.index)


def format_cards(cards: Iterable[Card]) -> str:
    """Cards as text separated by spaces: ``Ah Kd 7c``."""
    return " ".join([_TEXTS[c.index] for c in cards])


def shuffled_deck(rng: random.Random) -> list[Card]:
    """A freshly shuffled 52-card deck, using only the randomness passed in."""
    deck = list(DECK)
    rng.shuffle(deck)
    return deck
