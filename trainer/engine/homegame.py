"""The 3-5-7 home game: wild 3s, 5s and 7s, declaring in or out, strikes or burns.

Two rule texts describe it: ``3-5-7-home-game-strikes.txt`` ("Strikes") and
``3-5-7-home-game-burns.txt`` ("Burns"). Their paragraphs are cited by line of the file,
headings included, so "Burns ¶21" is line 21; ``docs/rules-decisions.md`` records every
reading of a silent or loose clause.

Words used here:

- a **round** is one declaration: 3, 5 or 7 cards each, the rank equal to the number of
  cards held wild (Strikes ¶10, ¶13; Burns ¶6, ¶13, ¶16);
- a **game** is the three rounds of one deal (Burns ¶5: "Each game is played in three
  rounds"); the ante and the burn rise from game to game in the burns variant (Burns ¶19);
- the **pot** is won by the player who collects three strikes (Strikes ¶14) or three
  markers (Burns ¶20); then a fresh pot is opened and the count of games starts again.

Seats are listed clockwise: each seat sits to the left of the one before it, so "the deal
passes to the left" is to the next seat and dealing starts at the dealer's left.

Money is integer cents. Every result is immutable; randomness comes from the
``random.Random`` passed in.

What a window or a drill uses:

- :func:`evaluate_home` reads a hand (:class:`HomeHand`: category, words, the cards played
  and what each wild card stands for);
- :func:`settle_round` settles one round (:class:`RoundResult`: hands, who is in, the
  ranking, every transfer, each player's net, the pot's change, marker or strike);
- :func:`open_table`, :func:`declare` and :func:`advance` play whole games; each returns a
  :class:`TableState`, the scene to draw: the seats clockwise with their cards,
  declarations, strikes or markers and balances, the dealer, the round and its wild rank,
  the pot, this game's ante and burn, the phase and the round's result;
- :func:`table_from_scenario` turns a drill's round (the settle form) into a
  :class:`TableState` to draw the same way.
"""

from __future__ import annotations

import dataclasses
import random
import tomllib
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from enum import StrEnum
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from trainer.engine.cards import Card, Rank, Suit, ensure_distinct, parse_card, shuffled_deck
from trainer.engine.errors import CardError, RulesError, RulesFileError, ScenarioError
from trainer.engine.hands import Category, describe
from trainer.engine.money import Cents, format_money, to_cents, to_decimal

if TYPE_CHECKING:
    from trainer.engine.rules import GameRules

GAME_ID = "three-five-seven-home"
"""The game's id in rules files, scenarios, drills and the progress store."""

ROUNDS = (3, 5, 7)
"""The rounds of one game, by the number of cards each player holds."""

STRIKES_CLAUSE = "Strikes"
BURNS_CLAUSE = "Burns"


class Variant(StrEnum):
    """Which of the two texts the table plays."""

    STRIKES = "strikes"  # losers pay the winner the pot; a lone player in gets a strike
    BURNS = "burns"  # a burn to every hand that beats yours; a lone player earns a marker

    @property
    def mark(self) -> str:
        """What a lone player in collects: ``strike`` or ``marker``."""
        return "strike" if self is Variant.STRIKES else "marker"

    @property
    def text(self) -> str:
        """The name the rule text is cited by: ``Strikes`` or ``Burns``."""
        return STRIKES_CLAUSE if self is Variant.STRIKES else BURNS_CLAUSE


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


# ---------------------------------------------------------------------------------------
# Options
# ---------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class HomeOptions:
    """How a table plays the home game. The shipped defaults of each variant come from
    ``resources/rules/three-five-seven-home.toml`` (:func:`home_options`); the defaults
    written here are the burns text's."""

    variant: Variant = Variant.BURNS
    min_players: int = 4  # Burns ¶3
    max_players: int = 7  # Burns ¶3; seven hands of seven cards take 49 of the 52
    ante: Cents = 25  # the first game's ante (Burns ¶5)
    ante_step: Cents = 25  # the ante rises by this each game (Burns ¶19)
    ante_cap: Cents | None = 100  # "a dollar is typically enough" (Burns ¶19); None: no cap
    ante_every_game: bool = True  # everyone antes each game, not only when a pot opens
    burn: Cents = 25  # the first game's burn (Burns ¶10)
    burn_step: Cents = 25  # the burn rises by this each game, without a cap (Burns ¶19)
    marks_to_win: int = 3  # strikes or markers that win the pot (Strikes ¶14, Burns ¶20)
    three_threes_worthless: bool = True  # Burns ¶21
    five_of_a_kind_above_straight_flush: bool = True
    suit_tiebreak: bool = False  # Burns ¶26
    second_chance: bool = False  # Burns ¶24
    no_one_in_pays_pot: bool = False  # Burns ¶25
    strike_pays_pot: bool = False  # Strikes ¶16, the house rule
    strike_contribution: Cents = 0  # what each other player adds to the pot on a strike

    def ante_for(self, game: int) -> Cents:
        """The ante of the ``game``-th game since the pot opened (1 for the first)."""
        ante = self.ante + self.ante_step * (game - 1)
        return ante if self.ante_cap is None else min(ante, self.ante_cap)

    def burn_for(self, game: int) -> Cents:
        """The burn of the ``game``-th game since the pot opened; burns have no cap."""
        return self.burn + self.burn_step * (game - 1)

    def check(self) -> None:
        """Refuse options that contradict each other or the variant, naming the option."""
        fault = self.fault()
        if fault is not None:
            raise RulesError(fault[1])

    def fault(self) -> tuple[str, str] | None:
        """The first option that cannot be played, as (option, sentence); None if none."""
        if not 2 <= self.min_players <= self.max_players <= 7:
            return "min_players", (
                f"Players must number from 2 to 7 with the minimum not above the maximum "
                f"(not {self.min_players} to {self.max_players}); seven hands of seven "
                "cards take 49 of the 52."
            )
        if self.marks_to_win < 1:
            return "marks_to_win", "At least one strike or marker must win the pot."
        if self.ante_cap is not None and self.ante_cap < self.ante:
            return "ante_cap", (
                f"The ante cap of {format_money(self.ante_cap)} is below the first ante of "
                f"{format_money(self.ante)}."
            )
        if self.variant is Variant.STRIKES:
            if self.burn or self.burn_step:
                return "burn", "The strikes variant has no burns (Strikes ¶12)."
            if self.no_one_in_pays_pot:
                return "no_one_in_pays_pot", (
                    "Paying a burn to the pot when nobody is in is a burns variant (Burns ¶25)."
                )
        elif self.strike_pays_pot:
            return "strike_pays_pot", "The burns variant has markers, not strikes (Burns ¶20)."
        return None


_OPTION_KINDS: dict[str, str] = {
    "min_players": "int",
    "max_players": "int",
    "ante": "money",
    "ante_step": "money",
    "ante_cap": "money?",
    "ante_every_game": "bool",
    "burn": "money",
    "burn_step": "money",
    "marks_to_win": "int",
    "three_threes_worthless": "bool",
    "five_of_a_kind_above_straight_flush": "bool",
    "suit_tiebreak": "bool",
    "second_chance": "bool",
    "no_one_in_pays_pot": "bool",
    "strike_pays_pot": "bool",
    "strike_contribution": "money",
}
"""Every option a rules file gives for a variant, with how its value is read."""


# ---------------------------------------------------------------------------------------
# The rules file
# ---------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class HomeRules:
    """The home game as read from its rules file: each variant's options and their clauses."""

    id: str
    name: str
    rule_texts: tuple[str, ...]
    seats: int
    clause: str
    variants: Mapping[Variant, HomeOptions]
    clauses: Mapping[Variant, Mapping[str, str]]
    source: str = ""

    def options(self, variant: Variant | str) -> HomeOptions:
        """A variant's options as shipped."""
        return self.variants[Variant(variant)]

    def option_clause(self, variant: Variant | str, option: str) -> str:
        """The clause an option of a variant comes from."""
        return self.clauses[Variant(variant)][option]

    def game_rules(self) -> GameRules:
        """The game as the other games are listed (no pay tables: players pay each other)."""
        from trainer.engine.rules import GameRules, HouseRules, Regulation

        return GameRules(
            id=self.id,
            name=self.name,
            jurisdiction="Home and club games",
            rule_text=self.rule_texts[0],
            seats=self.seats,
            wagers=(),
            clause=self.clause,
            regulation=Regulation(max_wager=0, max_wager_clause="no regulator: a home game"),
            house=HouseRules(),
            paytables=(),
            source=self.source,
            home=self,
        )


def read_home_rules(path: Path | str, data: Mapping[str, Any]) -> HomeRules:
    """Validate a parsed home-game rules file; :class:`RulesFileError` names file, key and
    reason, as for the other rules files."""
    return _HomeReader(Path(path)).read(data)


def load_home_rules(path: Path | str) -> HomeRules:
    """Read and validate a home-game rules file."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise RulesFileError(f"{path}: cannot be read ({exc.strerror or exc}).") from None
    except UnicodeDecodeError:
        raise RulesFileError(f"{path}: is not UTF-8 text.") from None
    try:
        data = tomllib.loads(text, parse_float=Decimal)
    except tomllib.TOMLDecodeError as exc:
        raise RulesFileError(f"{path}: is not valid TOML ({exc}).") from None
    return read_home_rules(path, data)


def is_home_rules(data: Mapping[str, Any]) -> bool:
    """Whether a parsed rules file is a home game's (``[game] kind = "home"``)."""
    game = data.get("game")
    return isinstance(game, Mapping) and game.get("kind") == "home"


@cache
def home_rules() -> HomeRules:
    """The shipped home-game rules (read once per process)."""
    from trainer.engine.rules import game_rules

    home = game_rules(GAME_ID).home
    if home is None:  # pragma: no cover - the shipped file is a home game's
        raise RulesFileError(f"The shipped rules of {GAME_ID} are not a home game's.")
    return home


def home_options(variant: Variant | str) -> HomeOptions:
    """A variant's shipped options."""
    return home_rules().options(variant)


class _HomeReader:
    """Walks one parsed home-game file, naming file and key in every fault."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def fail(self, key: str, reason: str) -> RulesFileError:
        return RulesFileError(f"{self.path}: {key}: {reason}.")

    def known(self, data: Mapping[str, Any], key: str, allowed: Iterable[str]) -> None:
        allowed_set = set(allowed)
        for k in data:
            if k not in allowed_set:
                raise self.fail(
                    f"{key}.{k}", f"is not a known key (known: {', '.join(sorted(allowed_set))})"
                )

    def table(self, data: Mapping[str, Any], key: str) -> Mapping[str, Any]:
        value = data.get(key)
        if value is None:
            raise self.fail(key, "is missing")
        if not isinstance(value, dict):
            raise self.fail(key, "must be a table")
        return value

    def text(self, data: Mapping[str, Any], key: str, name: str) -> str:
        value = data.get(name)
        if not isinstance(value, str) or not value.strip():
            raise self.fail(f"{key}.{name}", "is missing" if value is None else "must be text")
        return value

    def read(self, data: Mapping[str, Any]) -> HomeRules:
        self.known(data, "file", ("game", "variant"))
        g = self.table(data, "game")
        self.known(g, "game", ("id", "name", "kind", "rule_texts", "seats", "clause"))
        if g.get("kind") != "home":
            raise self.fail("game.kind", 'must be "home" in a home-game rules file')
        texts = g.get("rule_texts")
        if not isinstance(texts, list) or not texts or not all(isinstance(t, str) for t in texts):
            raise self.fail("game.rule_texts", "must be a list of rule-text file names")
        seats = g.get("seats")
        if isinstance(seats, bool) or not isinstance(seats, int) or not 2 <= seats <= 7:
            raise self.fail("game.seats", f"must be a whole number from 2 to 7, not {seats!r}")
        v = self.table(data, "variant")
        self.known(v, "variant", [x.value for x in Variant])
        variants: dict[Variant, HomeOptions] = {}
        clauses: dict[Variant, Mapping[str, str]] = {}
        for variant in Variant:
            key = f"variant.{variant.value}"
            variants[variant], clauses[variant] = self.variant(
                variant, self.table(v, variant.value), key
            )
        return HomeRules(
            id=self.text(g, "game", "id"),
            name=self.text(g, "game", "name"),
            rule_texts=tuple(texts),
            seats=seats,
            clause=self.text(g, "game", "clause"),
            variants=MappingProxyType(variants),
            clauses=MappingProxyType(clauses),
            source=str(self.path),
        )

    def variant(
        self, variant: Variant, data: Mapping[str, Any], key: str
    ) -> tuple[HomeOptions, Mapping[str, str]]:
        self.known(data, key, _OPTION_KINDS)
        values: dict[str, Any] = {}
        clauses: dict[str, str] = {}
        for name, kind in _OPTION_KINDS.items():
            entry = data.get(name)
            where = f"{key}.{name}"
            if entry is None:
                if kind == "money?":  # an option a table may leave out: no ante cap
                    values[name] = None
                    continue
                raise self.fail(where, "is missing")
            if not isinstance(entry, dict):
                raise self.fail(where, 'must be a table like { value = ..., clause = "..." }')
            self.known(entry, where, ("value", "clause"))
            clauses[name] = self.text(entry, where, "clause")
            if "value" not in entry:
                raise self.fail(f"{where}.value", "is missing")
            values[name] = self.value(entry["value"], kind, f"{where}.value")
        options = HomeOptions(variant=variant, **values)
        fault = options.fault()
        if fault is not None:
            raise self.fail(f"{key}.{fault[0]}", fault[1].rstrip("."))
        return options, MappingProxyType(clauses)

    def value(self, value: Any, kind: str, where: str) -> Any:
        if kind == "bool":
            if not isinstance(value, bool):
                raise self.fail(where, f"must be true or false, not {value!r}")
            return value
        if kind == "int":
            if isinstance(value, bool) or not isinstance(value, int):
                raise self.fail(where, f"must be a whole number, not {value!r}")
            return value
        try:
            return to_cents(value, what="the amount")
        except RulesError as exc:
            raise self.fail(where, str(exc).rstrip(".")) from None


# ---------------------------------------------------------------------------------------
# Wild cards and the value of a hand
# ---------------------------------------------------------------------------------------


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
            return f"{self.card} as the {self.rank.symbol}{self.suit.value}"
        return f"{self.card} as {_article(self.rank)} {self.rank.label}"


def _article(rank: Rank) -> str:
    return "an" if rank in (Rank.ACE, Rank.EIGHT) else "a"


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
        return (self.strength << 10) | self.tiebreak

    @property
    def wild_cards(self) -> tuple[PlayedCard, ...]:
        """The wild cards that play, and what each stands for."""
        return tuple(p for p in self.played if p.wild)

    def describe(self) -> str:
        """The hand in words: ``"five of a kind, kings"``, ``"pair of aces"``."""
        if self.category is HomeCategory.NO_VALUE:
            return "three wild 3s: no value"
        if self.category is HomeCategory.FIVE_OF_A_KIND:
            return f"five of a kind, {self.ranks[0].plural}"
        return describe(Category[self.category.name], self.ranks)

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


def _poker_shape(naturals: Sequence[Card], w: int, five_above: bool) -> _Shape:
    """The best five-card hand of the natural cards and ``w`` wild cards (5 to 7 cards).

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
    for t in _DESC:  # full house
        for p in _DESC:
            if p != t and max(0, 3 - counts[t]) + max(0, 2 - counts[p]) <= w:
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
        for lo in _DESC:
            if lo >= hi:
                continue
            need = max(0, 2 - counts[hi]) + max(0, 2 - counts[lo])
            if need <= w:
                kick = _kickers(counts, {hi, lo}, w - need, 1)
                return _Shape(HomeCategory.TWO_PAIR, (hi, hi, lo, lo, *kick), None, (hi, lo, *kick))
    for r in _DESC:  # one pair
        if counts[r] + w >= 2:
            kick = _kickers(counts, {r}, w - max(0, 2 - counts[r]), 3)
            return _Shape(HomeCategory.PAIR, (r, r, *kick), None, (r, *kick))
    top = tuple(_kickers(counts, set(), 0, 5))
    return _Shape(HomeCategory.HIGH_CARD, top, None, top)


def _three_shape(naturals: Sequence[Card], w: int, worthless: bool) -> _Shape:
    """The best three-card hand: no straights or flushes (Strikes ¶12, Burns ¶8)."""
    if w == 3:
        if worthless:  # Burns ¶21: "three 3's have no value"
            return _Shape(HomeCategory.NO_VALUE, (3, 3, 3), None, ())
        return _Shape(HomeCategory.THREE_OF_A_KIND, (14, 14, 14), None, (14,))
    counts = [0] * 15
    for c in naturals:
        counts[c.rank] += 1
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
    """A card's suit for the tie-break: a wild whose suit the hand leaves free is a spade
    (it stands for the best card it can)."""
    if p.wild:
        return _SUIT_HEIGHT[p.suit] if p.suit is not None else _SUIT_HEIGHT[Suit.SPADES]
    return _SUIT_HEIGHT[p.card.suit]


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
            key = (key << 2) | height
        i = j
    key <<= 2 * (5 - len(out))
    return out, key


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


# ---------------------------------------------------------------------------------------
# Settling one round
# ---------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class RoundPlayer:
    """One player's part in a round: cards, declaration, and (for a second chance) the
    second declaration; ``marks`` are the strikes or markers already held."""

    name: str
    cards: tuple[Card, ...]
    is_in: bool
    second_in: bool | None = None
    marks: int = 0


@dataclass(frozen=True, slots=True)
class Transfer:
    """Money that changes hands: ``None`` as payer or payee is the pot."""

    payer: str | None
    payee: str | None
    amount: Cents
    reason: str

    def __str__(self) -> str:
        return (
            f"{self.payer or 'the pot'} pays {self.payee or 'the pot'} "
            f"{format_money(self.amount)} ({self.reason})"
        )


@dataclass(frozen=True, slots=True)
class RoundResult:
    """A settled round. ``payments`` are what each player gains (negative when they pay),
    every player at the table listed; their sum and ``pot_change`` add up to zero."""

    variant: Variant
    round: int
    names: tuple[str, ...]
    hands: Mapping[str, HomeHand]
    ins: tuple[str, ...]
    second_chance: bool
    ranking: tuple[tuple[str, ...], ...]
    transfers: tuple[Transfer, ...]
    payments: Mapping[str, Cents]
    pot_change: Cents
    marker: str | None
    strike: str | None
    pot_winner: str | None
    pot_award: Cents
    notes: tuple[str, ...]
    clause: str

    @property
    def winners(self) -> tuple[str, ...]:
        """The best hand(s) among the players in (empty when nobody is in)."""
        return self.ranking[0] if self.ranking else ()

    def paid_between(self, payer: str | None, payee: str | None) -> Cents:
        """What one player (or the pot, None) pays another in this round."""
        return sum(t.amount for t in self.transfers if t.payer == payer and t.payee == payee)


def rank_hands(hands: Mapping[str, HomeHand], names: Sequence[str]) -> tuple[tuple[str, ...], ...]:
    """The named players' hands best first; tied hands share a tier, in seat order."""
    keys = sorted({hands[n].key for n in names}, reverse=True)
    return tuple(tuple(n for n in names if hands[n].key == k) for k in keys)


def settle_round(
    players: Sequence[RoundPlayer],
    *,
    round_size: int,
    pot: Cents,
    burn: Cents = 0,
    options: HomeOptions | None = None,
) -> RoundResult:
    """Settle one round: every player's hand, who is in, what changes hands, what the pot
    gains or pays out, and any strike or marker.

    Players are listed in seat order (clockwise). Declarations are simultaneous, so the
    order decides nothing but the odd cent of a split (to the first listed)."""
    opts = options or HomeOptions()
    opts.check()
    _check_players(players, round_size, opts)
    if pot < 0 or burn < 0:
        raise RulesError("The pot and the burn cannot be negative.")
    variant = opts.variant
    names = tuple(p.name for p in players)
    hands = {p.name: evaluate_home(p.cards, opts) for p in players}
    payments = dict.fromkeys(names, 0)
    transfers: list[Transfer] = []
    notes: list[str] = []
    pot_change = 0
    t = variant.text

    def pay(payer: str | None, payee: str | None, amount: Cents, reason: str) -> None:
        nonlocal pot_change
        if amount <= 0:
            return
        transfers.append(Transfer(payer, payee, amount, reason))
        if payer is None:
            pot_change -= amount
        else:
            payments[payer] -= amount
        if payee is None:
            pot_change += amount
        else:
            payments[payee] += amount

    ins = tuple(p.name for p in players if p.is_in)
    second = False
    if not ins and opts.second_chance:
        missing = [p.name for p in players if p.second_in is None]
        if missing:
            raise RulesError(
                "Nobody is in and the table plays the second chance: say how each player "
                f"declares on it (none given for {', '.join(missing)})."
            )
        second = True
        ins = tuple(p.name for p in players if p.second_in)
        notes.append(
            f"Nobody is in: a second chance, no new cards, everyone declares again "
            f"({BURNS_CLAUSE} ¶24)."
        )
    ranking = rank_hands(hands, ins) if ins else ()
    marker = strike = pot_winner = None
    award = 0
    clause = f"{t} ¶12" if variant is Variant.STRIKES else f"{BURNS_CLAUSE} ¶11-¶12"
    if not ins:
        again = " again" if second else ""
        if opts.no_one_in_pays_pot:
            clause = f"{BURNS_CLAUSE} ¶25"
            notes.append(
                f"Nobody is in{again}: everyone pays a burn of {format_money(burn)} to the pot "
                f"({BURNS_CLAUSE} ¶25)."
            )
            for n in names:
                pay(n, None, burn, "nobody in: a burn to the pot")
        else:
            clause = f"{BURNS_CLAUSE} ¶24"
            notes.append(
                f"Nobody is in{again}: the round ends and nothing changes hands "
                f"({BURNS_CLAUSE} ¶24)."
            )
    elif len(ins) == 1:
        lone = ins[0]
        held = next(p.marks for p in players if p.name == lone) + 1
        if variant is Variant.STRIKES:
            strike = lone
            clause = f"{STRIKES_CLAUSE} ¶14"
            notes.append(
                f"Only {lone} is in: {lone} gets a strike ({held} of {opts.marks_to_win}) and "
                f"nobody pays ({STRIKES_CLAUSE} ¶14)."
            )
            if opts.strike_pays_pot:
                amount = opts.strike_contribution
                notes.append(
                    f"House rule: every other player puts {format_money(amount)} in the pot "
                    f"({STRIKES_CLAUSE} ¶16)."
                )
                for n in names:
                    if n != lone:
                        pay(n, None, amount, f"house rule: {lone}'s strike")
        else:
            marker = lone
            clause = f"{BURNS_CLAUSE} ¶20"
            notes.append(
                f"Only {lone} is in: {lone} earns a marker ({held} of {opts.marks_to_win}) and "
                f"no burns change hands ({BURNS_CLAUSE} ¶20)."
            )
        if held >= opts.marks_to_win:
            pot_winner = lone
            award = pot + pot_change
            what = "strikes" if variant is Variant.STRIKES else "markers"
            pay(None, lone, award, f"{opts.marks_to_win} {what}: the pot")
            notes.append(
                f"That is {lone}'s {_nth(held)} {variant.mark}: {lone} wins the pot of "
                f"{format_money(award)} and the game ends "
                f"({t} ¶{14 if variant is Variant.STRIKES else 20})."
            )
    elif variant is Variant.STRIKES:
        winners = ranking[0]
        losers = [n for n in ins if n not in winners]
        best = hands[winners[0]]
        if not losers:
            notes.append(
                f"Every hand in ties ({best.describe()}): there is no one to pay the winner."
            )
        else:
            who = _and(winners)
            notes.append(
                f"{who} {'wins' if len(winners) == 1 else 'tie for the best hand'} with "
                f"{best.describe()}."
            )
            share, odd = divmod(pot, len(winners))
            for loser in losers:
                for i, w in enumerate(winners):
                    pay(loser, w, share + (1 if i < odd else 0), "an amount equal to the pot")
            each = (
                f"pays {winners[0]} {format_money(pot)}, the amount of the pot"
                if len(winners) == 1
                else f"pays {format_money(pot)}, the amount of the pot, shared by {who}"
            )
            if len(losers) > 1:
                each = "each " + each.replace("pays", "pay", 1)
            notes.append(f"{_and(losers)} {each} ({STRIKES_CLAUSE} ¶12).")
    else:
        for i, a in enumerate(ins):
            for b in ins[i + 1 :]:
                ka, kb = hands[a].key, hands[b].key
                if ka > kb:
                    pay(b, a, burn, "a burn")
                elif kb > ka:
                    pay(a, b, burn, "a burn")
        for tier in ranking:
            above = sum(len(x) for x in ranking[: ranking.index(tier)])
            below = sum(len(x) for x in ranking[ranking.index(tier) + 1 :])
            for n in tier:
                notes.append(
                    f"{n} ({hands[n].describe()}) pays {above} burn{'s' if above != 1 else ''} "
                    f"and collects {below}: {format_money(payments[n], sign=True)}."
                )
        if any(len(tier) > 1 for tier in ranking):
            notes.append(f"Tied hands exchange nothing ({BURNS_CLAUSE} ¶23).")
    return RoundResult(
        variant=variant,
        round=round_size,
        names=names,
        hands=MappingProxyType(hands),
        ins=ins,
        second_chance=second,
        ranking=ranking,
        transfers=tuple(transfers),
        payments=MappingProxyType(payments),
        pot_change=pot_change,
        marker=marker,
        strike=strike,
        pot_winner=pot_winner,
        pot_award=award,
        notes=tuple(notes),
        clause=clause,
    )


def _and(names: Sequence[str]) -> str:
    """``Ann``, ``Ann and Bob``, ``Ann, Bob and Cal``."""
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _nth(n: int) -> str:
    return {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth"}.get(n, f"{n}th")


def _check_players(players: Sequence[RoundPlayer], round_size: int, opts: HomeOptions) -> None:
    wild_rank(round_size)
    if not opts.min_players <= len(players) <= opts.max_players:
        raise RulesError(
            f"The {opts.variant.value} game is played by {opts.min_players} to "
            f"{opts.max_players} players, not {len(players)}."
        )
    seen: set[str] = set()
    for p in players:
        if not p.name.strip():
            raise RulesError("Every player needs a name.")
        if p.name in seen:
            raise RulesError(f"Two players are named {p.name!r}; each name must be different.")
        seen.add(p.name)
        if len(p.cards) != round_size:
            raise CardError(
                f"{p.name} holds {len(p.cards)} cards; in the {round_size}-card round each "
                f"player holds {round_size}."
            )
        if not 0 <= p.marks < opts.marks_to_win:
            raise RulesError(
                f"{p.name} cannot hold {p.marks} {opts.variant.mark}s: "
                f"{opts.marks_to_win} win the pot."
            )
    ensure_distinct([c for p in players for c in p.cards])


# ---------------------------------------------------------------------------------------
# Whole games at one table
# ---------------------------------------------------------------------------------------


class Phase(StrEnum):
    """Where a table is."""

    DECLARE = "declare"  # cards dealt; everyone declares in or out at once
    SECOND_CHANCE = "second-chance"  # nobody was in; declare again, no new cards
    SETTLED = "settled"  # the round is settled; next, deal on
    POT_WON = "pot-won"  # three strikes or markers: the pot is won


@dataclass(frozen=True, slots=True)
class Seat:
    """A player at the table: cards held, this round's declaration (None until made),
    strikes or markers held, and the money won (+) or paid (-) since the table opened."""

    name: str
    cards: tuple[Card, ...] = ()
    declared: bool | None = None
    marks: int = 0
    balance: Cents = 0


@dataclass(frozen=True, slots=True)
class TableState:
    """One moment of a home-game table: what the window draws and the drills ask about.

    Seats are clockwise (each to the left of the one before). ``game`` counts the games
    (deals) since the pot opened, 1 for the first; ``ante`` and ``burn`` are this game's.
    ``result`` is the round just settled (phases SETTLED and POT_WON).
    """

    options: HomeOptions
    seats: tuple[Seat, ...]
    dealer: int
    game: int
    round: int
    pot: Cents
    ante: Cents
    burn: Cents
    phase: Phase
    stub: tuple[Card, ...] = field(default=(), repr=False)
    result: RoundResult | None = None
    pot_winner: str | None = None
    games_played: int = 0

    @property
    def names(self) -> tuple[str, ...]:
        """The players' names, clockwise."""
        return tuple(s.name for s in self.seats)

    @property
    def wild(self) -> Rank:
        """This round's wild rank."""
        return wild_rank(self.round)

    @property
    def dealer_name(self) -> str:
        """Who deals this game."""
        return self.seats[self.dealer].name

    def seat(self, name: str) -> Seat:
        """The seat of the named player."""
        for s in self.seats:
            if s.name == name:
                return s
        raise RulesError(f"No player named {name!r} is at the table.")

    @property
    def marks(self) -> dict[str, int]:
        """Strikes or markers held, by name."""
        return {s.name: s.marks for s in self.seats}

    @property
    def total(self) -> Cents:
        """Every balance plus the pot: always zero (money only moves)."""
        return sum(s.balance for s in self.seats) + self.pot

    def scenario(self) -> dict[str, Any]:
        """The current round in the ``dealer-trainer settle`` form (declarations as made,
        ``False`` where none yet)."""
        return round_scenario(
            self.options,
            self.round,
            [(s.name, s.cards, bool(s.declared), s.marks) for s in self.seats],
            pot=self.pot,
            burn=self.burn,
        )


def deal_order(seats: int, dealer: int) -> tuple[int, ...]:
    """Seat indexes in dealing order: from the dealer's left, clockwise, the dealer last."""
    return tuple((dealer + i) % seats for i in range(1, seats + 1))


def open_table(
    names: Sequence[str],
    options: HomeOptions,
    rng: random.Random,
    *,
    dealer: int = 0,
) -> TableState:
    """A new table: everyone antes into a fresh pot and the first game is dealt."""
    options.check()
    names = list(names)
    if not options.min_players <= len(names) <= options.max_players:
        raise RulesError(
            f"The {options.variant.value} game is played by {options.min_players} to "
            f"{options.max_players} players, not {len(names)}."
        )
    if len(set(names)) != len(names) or not all(n.strip() for n in names):
        raise RulesError("Every player needs a name of their own.")
    if not 0 <= dealer < len(names):
        raise RulesError(f"There is no seat {dealer} to deal from.")
    state = TableState(
        options=options,
        seats=tuple(Seat(n) for n in names),
        dealer=dealer,
        game=0,
        round=3,
        pot=0,
        ante=0,
        burn=0,
        phase=Phase.POT_WON,
    )
    return _new_game(state, rng, new_pot=True, pass_deal=False)


def _new_game(
    state: TableState, rng: random.Random, *, new_pot: bool, pass_deal: bool
) -> TableState:
    """Pass the deal (to the left), collect the antes, shuffle and deal three cards each."""
    opts = state.options
    n = len(state.seats)
    dealer = (state.dealer + 1) % n if pass_deal else state.dealer
    game = 1 if new_pot else state.game + 1
    ante = opts.ante_for(game)
    collect = new_pot or opts.ante_every_game
    pot = (0 if new_pot else state.pot) + (ante * n if collect else 0)
    seats = [
        dataclasses.replace(
            s,
            cards=(),
            declared=None,
            marks=0 if new_pot else s.marks,
            balance=s.balance - (ante if collect else 0),
        )
        for s in state.seats
    ]
    deck = shuffled_deck(rng)
    state = dataclasses.replace(
        state,
        seats=tuple(seats),
        dealer=dealer,
        game=game,
        round=3,
        pot=pot,
        ante=ante,
        burn=opts.burn_for(game),
        phase=Phase.DECLARE,
        stub=tuple(deck),
        result=None,
        pot_winner=None,
        games_played=state.games_played + (0 if state.game == 0 else 1),
    )
    return _deal(state, 3)


def _deal(state: TableState, count: int) -> TableState:
    """Deal ``count`` more cards each, one at a time from the dealer's left, dealer last."""
    held = [list(s.cards) for s in state.seats]
    stub = list(state.stub)
    order = deal_order(len(state.seats), state.dealer)
    for _ in range(count):
        for i in order:
            held[i].append(stub.pop(0))
    seats = tuple(
        dataclasses.replace(s, cards=tuple(h), declared=None)
        for s, h in zip(state.seats, held, strict=True)
    )
    return dataclasses.replace(state, seats=seats, stub=tuple(stub))


def declare(state: TableState, ins: Mapping[str, bool]) -> TableState:
    """Everyone declares at once (Strikes ¶11, Burns ¶7); the round is settled."""
    if state.phase not in (Phase.DECLARE, Phase.SECOND_CHANCE):
        raise RulesError(f"Nobody declares now: the table is at '{state.phase.value}'.")
    for name in state.names:
        if not isinstance(ins.get(name), bool):
            raise RulesError(f"{name} has not declared in or out.")
    for name in ins:
        state.seat(name)
    opts = state.options
    seats = tuple(dataclasses.replace(s, declared=ins[s.name]) for s in state.seats)
    if state.phase is Phase.DECLARE and opts.second_chance and not any(ins.values()):
        return dataclasses.replace(state, seats=seats, phase=Phase.SECOND_CHANCE)
    second = state.phase is Phase.SECOND_CHANCE
    players = [
        RoundPlayer(
            s.name,
            s.cards,
            is_in=False if second else ins[s.name],
            second_in=ins[s.name] if second else None,
            marks=s.marks,
        )
        for s in state.seats
    ]
    result = settle_round(
        players, round_size=state.round, pot=state.pot, burn=state.burn, options=opts
    )
    seats = tuple(
        dataclasses.replace(
            s,
            balance=s.balance + result.payments[s.name],
            marks=s.marks + (1 if s.name in (result.marker, result.strike) else 0),
        )
        for s in seats
    )
    won = result.pot_winner is not None
    return dataclasses.replace(
        state,
        seats=seats,
        pot=state.pot + result.pot_change,
        phase=Phase.POT_WON if won else Phase.SETTLED,
        result=result,
        pot_winner=result.pot_winner,
    )


def advance(state: TableState, rng: random.Random) -> TableState:
    """Deal on: two more cards each for the next round, or after the 7-card round (or a
    won pot) pass the deal to the left and start the next game."""
    if state.phase is Phase.SETTLED:
        if state.round < 7:
            dealt = _deal(state, 2)
            return dataclasses.replace(
                dealt, round=state.round + 2, phase=Phase.DECLARE, result=None
            )
        return _new_game(state, rng, new_pot=False, pass_deal=True)
    if state.phase is Phase.POT_WON:
        return _new_game(state, rng, new_pot=True, pass_deal=True)
    raise RulesError("The round is not settled yet: everyone must declare first.")


Decider = Callable[[TableState, str], bool]
"""How a player declares: given the table and the player's name, in (True) or out."""


def play_until_pot_won(
    state: TableState, rng: random.Random, decide: Decider, *, max_rounds: int = 3_000
) -> list[TableState]:
    """Play on from ``state`` until someone wins the pot; every state after each declaration
    and each deal, in order. Stops after ``max_rounds`` declarations all the same."""
    states = [state]
    for _ in range(max_rounds):
        if state.phase in (Phase.SETTLED, Phase.POT_WON):
            if state.phase is Phase.POT_WON and len(states) > 1:
                break
            state = advance(state, rng)
        else:
            state = declare(state, {n: decide(state, n) for n in state.names})
        states.append(state)
    return states


# ---------------------------------------------------------------------------------------
# The settle command's form
# ---------------------------------------------------------------------------------------

_SCENARIO_KEYS = {"game", "variant", "round", "burn", "pot", "players", "options"}
_PLAYER_KEYS = {"name", "cards", "in", "second_in", "marks"}
_SCENARIO_OPTIONS = {
    "three_threes_worthless": "bool",
    "five_of_a_kind_above_straight_flush": "bool",
    "suit_tiebreak": "bool",
    "second_chance": "bool",
    "no_one_in_pays_pot": "bool",
    "strike_pays_pot": "bool",
    "strike_contribution": "money",
    "marks_to_win": "int",
}


def round_scenario(
    options: HomeOptions,
    round_size: int,
    players: Sequence[tuple[str, Sequence[Card], bool, int]],
    *,
    pot: Cents,
    burn: Cents,
) -> dict[str, Any]:
    """A round in the ``dealer-trainer settle`` form: (name, cards, in, marks) per player.
    Options that differ from the variant's shipped ones are written out."""
    shipped = home_options(options.variant)
    changed = {
        k: (to_decimal(v) if kind == "money" else v)
        for k, kind in _SCENARIO_OPTIONS.items()
        if (v := getattr(options, k)) != getattr(shipped, k)
    }
    scenario: dict[str, Any] = {
        "game": GAME_ID,
        "variant": options.variant.value,
        "round": round_size,
        "pot": to_decimal(pot),
        "players": [
            {"name": n, "cards": [str(c) for c in cards], "in": is_in}
            | ({"marks": marks} if marks else {})
            for n, cards, is_in, marks in players
        ],
    }
    if options.variant is Variant.BURNS:
        scenario["burn"] = to_decimal(burn)
    if changed:
        scenario["options"] = changed
    return scenario


def _scenario_options(variant: Variant, raw: Any) -> HomeOptions:
    options = home_options(variant)
    if raw is None:
        return options
    if not isinstance(raw, Mapping):
        raise ScenarioError("'options' must be a JSON object of home-game options.")
    changes: dict[str, Any] = {}
    for key, value in raw.items():
        kind = _SCENARIO_OPTIONS.get(key)
        if kind is None:
            raise ScenarioError(
                f"'{key}' is not a home-game option "
                f"(options: {', '.join(sorted(_SCENARIO_OPTIONS))})."
            )
        if kind == "bool":
            if not isinstance(value, bool):
                raise ScenarioError(f"The option '{key}' must be true or false, not {value!r}.")
            changes[key] = value
        elif kind == "int":
            if isinstance(value, bool) or not isinstance(value, int):
                raise ScenarioError(f"The option '{key}' must be a whole number, not {value!r}.")
            changes[key] = value
        else:
            changes[key] = to_cents(value, what=f"the option '{key}'")
    options = dataclasses.replace(options, **changes)
    fault = options.fault()
    if fault is not None:
        raise ScenarioError(fault[1])
    return options


def _scenario_players(raw: Any, round_size: int) -> list[RoundPlayer]:
    if not isinstance(raw, list) or not raw:
        raise ScenarioError(
            "'players' must be a list of players like "
            '{"name": "Ann", "cards": ["Ah", "3c", "9d"], "in": true}.'
        )
    players = []
    for i, p in enumerate(raw, start=1):
        if not isinstance(p, Mapping):
            raise ScenarioError(f"Player {i} must be a JSON object, not {type(p).__name__}.")
        for key in p:
            if key not in _PLAYER_KEYS:
                raise ScenarioError(
                    f"'{key}' is not a key of a player (keys: {', '.join(sorted(_PLAYER_KEYS))})."
                )
        name = p.get("name")
        if not isinstance(name, str) or not name.strip():
            raise ScenarioError(f"Player {i} needs a 'name' (text).")
        cards = p.get("cards")
        if isinstance(cards, str):
            cards = cards.replace(",", " ").split()
        if not isinstance(cards, list):
            raise CardError(f'{name}\'s \'cards\' must be a list of cards like ["Ah", "3c"].')
        parsed = tuple(parse_card(c) for c in cards)
        is_in = p.get("in")
        if not isinstance(is_in, bool):
            raise ScenarioError(f"{name}'s 'in' must be true or false, not {is_in!r}.")
        second = p.get("second_in")
        if second is not None and not isinstance(second, bool):
            raise ScenarioError(f"{name}'s 'second_in' must be true or false, not {second!r}.")
        marks = p.get("marks", 0)
        if isinstance(marks, bool) or not isinstance(marks, int):
            raise ScenarioError(f"{name}'s 'marks' must be a whole number, not {marks!r}.")
        players.append(RoundPlayer(name, parsed, is_in, second, marks))
    return players


def settle_home_scenario(data: Mapping[str, Any]) -> dict[str, Any]:
    """Settle one home-game round given in the ``dealer-trainer settle`` form::

        {"game": "three-five-seven-home", "variant": "burns", "round": 3, "burn": 0.25,
         "pot": 4.00, "players": [{"name": "Ann", "cards": ["Ah", "3c", "9d"], "in": true}]}

    into ``hands``, ``payments`` (each player's gain, negative when they pay),
    ``pot_change``, ``marker`` and ``strike``, with the working besides."""
    for key in data:
        if key not in _SCENARIO_KEYS:
            raise ScenarioError(
                f"'{key}' is not a key of a {GAME_ID} scenario "
                f"(keys: {', '.join(sorted(_SCENARIO_KEYS))})."
            )
    raw_variant = data.get("variant")
    try:
        variant = Variant(raw_variant) if isinstance(raw_variant, str) else None
    except ValueError:
        variant = None
    if variant is None:
        raise ScenarioError(
            f"{raw_variant!r} is not a variant of the 3-5-7 home game (burns, strikes)."
        )
    round_size = data.get("round")
    if isinstance(round_size, bool) or round_size not in ROUNDS:
        raise ScenarioError(f"'round' must be 3, 5 or 7 (cards each), not {round_size!r}.")
    options = _scenario_options(variant, data.get("options"))
    if "pot" not in data:
        raise ScenarioError("The scenario has no 'pot' (the pot before the round).")
    pot = to_cents(data["pot"], what="the pot")
    if variant is Variant.BURNS:
        if "burn" not in data:
            raise ScenarioError("A burns round needs its 'burn' (the amount of one burn).")
        burn = to_cents(data["burn"], what="the burn")
    else:
        burn = to_cents(data["burn"], what="the burn") if "burn" in data else 0
    players = _scenario_players(data.get("players"), int(round_size))
    result = settle_round(players, round_size=int(round_size), pot=pot, burn=burn, options=options)
    return result_data(result, pot=pot)


def table_from_scenario(data: Mapping[str, Any], *, settled: bool = False) -> TableState:
    """A settle-form round as a table to draw (what a drill shows): the players around the
    table in the order given, their cards, declarations and marks, the pot and the burn.
    With ``settled``, the round is settled and its result attached (payments applied to
    the players' balances, the pot changed). The scenario names no dealer: seat 0 deals."""
    settle_home_scenario(data)  # refuses a bad scenario with the settle command's message
    variant = Variant(data["variant"])
    size = int(data["round"])
    options = _scenario_options(variant, data.get("options"))
    players = _scenario_players(data["players"], size)
    pot = to_cents(data["pot"], what="the pot")
    burn = to_cents(data["burn"], what="the burn") if "burn" in data else 0
    state = TableState(
        options=options,
        seats=tuple(Seat(p.name, p.cards, p.is_in, p.marks) for p in players),
        dealer=0,
        game=1,
        round=size,
        pot=pot,
        ante=0,
        burn=burn,
        phase=Phase.DECLARE,
    )
    if not settled:
        return state
    result = settle_round(players, round_size=size, pot=pot, burn=burn, options=options)
    seats = tuple(
        dataclasses.replace(
            s,
            declared=s.name in result.ins,
            balance=result.payments[s.name],
            marks=s.marks + (1 if s.name in (result.marker, result.strike) else 0),
        )
        for s in state.seats
    )
    won = result.pot_winner is not None
    return dataclasses.replace(
        state,
        seats=seats,
        pot=pot + result.pot_change,
        phase=Phase.POT_WON if won else Phase.SETTLED,
        result=result,
        pot_winner=result.pot_winner,
    )


def result_data(result: RoundResult, *, pot: Cents) -> dict[str, Any]:
    """A settled round as plain data (money as two-place ``Decimal`` dollars)."""
    return {
        "game": GAME_ID,
        "variant": result.variant.value,
        "round": result.round,
        "wild": wild_rank(result.round).symbol,
        "hands": {n: result.hands[n].label for n in result.names},
        "payments": {n: to_decimal(result.payments[n]) for n in result.names},
        "pot_change": to_decimal(result.pot_change),
        "marker": result.marker,
        "strike": result.strike,
        "in": list(result.ins),
        "second_chance": result.second_chance,
        "ranking": [list(tier) for tier in result.ranking],
        "describe": {n: result.hands[n].describe() for n in result.names},
        "played": {n: [str(p) for p in result.hands[n].played] for n in result.names},
        "transfers": [
            {"from": t.payer, "to": t.payee, "amount": to_decimal(t.amount), "reason": t.reason}
            for t in result.transfers
        ],
        "pot": to_decimal(pot + result.pot_change),
        "pot_winner": result.pot_winner,
        "notes": list(result.notes),
        "clause": result.clause,
    }
