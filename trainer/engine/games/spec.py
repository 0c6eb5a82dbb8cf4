"""What a game is to the engine: one :class:`GameSpec`, declared by the game's own module.

A spec holds what every game has: its id and titles, the kind of rules file it reads, how
a ``settle`` scenario of it is read and settled, how its cards are dealt, its rulings,
game-protection mistakes and odds. What only some games have is a capability a spec
offers or leaves empty: poker pay tables (``wagers``, ``play_keys``: the casino kind's
files), community card spots, a dealer's hand. What a house posts (pay tables, limits,
seats, options) is in its rules files, one per jurisdiction, each read by its kind's
reader (:mod:`trainer.engine.games.registry`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, TypeVar

from trainer.engine.errors import RulesError
from trainer.engine.games.blackjack.rules_file import BlackjackRules
from trainer.engine.games.roulette.rules_file import RouletteRules
from trainer.engine.games.three_five_seven_home.rules_file import HomeRules
from trainer.engine.money import Cents
from trainer.engine.odds import OddsEntry
from trainer.engine.procedures import DealMethod, DealStep, Ruling
from trainer.engine.rules import GameRules
from trainer.words import QT_TRANSLATE_NOOP, Marked, say, translated

AnyRules = GameRules | HomeRules | BlackjackRules | RouletteRules
"""One jurisdiction's rules of one game, as its rules file gives them (by its kind)."""

CASINO = "casino"
"""The kind of a casino game's rules file: pay tables, a regulator, house limits."""
HOME = "home"
"""The kind of a home game's rules file (``[game] kind = "home"``): players pay each other."""
BLACKJACK = "blackjack"
"""The kind of blackjack's rules file (``[game] kind = "blackjack"``): fixed odds and the
options a house posts (3 to 2 or 6 to 5, soft 17, decks, doubling, splitting, surrender,
hole card), no pay tables."""
ROULETTE = "roulette"
"""The kind of roulette's rules file (``[game] kind = "roulette"``): a wheel, the odds per
kind of bet, the most per bet, what a zero does to even-money bets. No cards."""
KINDS = (CASINO, HOME, BLACKJACK, ROULETTE)


HOME_NO_TABLES = QT_TRANSLATE_NOOP(
    "registry", "{name} is a home game: it has no pay tables or house limits."
)
FIXED_ODDS = QT_TRANSLATE_NOOP("registry", "{name} is paid at fixed odds: it has no pay tables.")
NOT_OF_KIND = QT_TRANSLATE_NOOP(
    "registry", "{name} is not {what}: its rules file is of another kind."
)


def casino_rules(rules: AnyRules) -> GameRules:
    """The rules of a casino game with pay tables; :class:`RulesError` for another kind's,
    in the language in force."""
    if not isinstance(rules, GameRules):
        if isinstance(rules, HomeRules):
            raise RulesError(say(HOME_NO_TABLES, name=rules.name))
        raise RulesError(say(FIXED_ODDS, name=rules.name))
    return rules


_R = TypeVar("_R")


def rules_of_kind(rules: AnyRules, cls: type[_R], what: Marked) -> _R:
    """``rules`` as the rules of one kind (``cls``); :class:`RulesError` names the game and
    what it is not (*what*, marked: "the rules of blackjack"), in the language in force."""
    if not isinstance(rules, cls):
        raise RulesError(say(NOT_OF_KIND, name=rules.name, what=translated(what)))
    return rules


NOT_HOME = QT_TRANSLATE_NOOP("registry", "{name} is a casino game, not a home game.")
"""A casino game's rules asked for as a home game's (the registry says it too)."""


def home_rules_of(rules: AnyRules) -> HomeRules:
    """The rules of a home game; :class:`RulesError` for a casino game's, in the language in
    force."""
    if not isinstance(rules, HomeRules):
        raise RulesError(say(NOT_HOME, name=rules.name))
    return rules


Settle = Callable[[AnyRules, Mapping[str, Any]], dict[str, Any]]
"""Read one ``settle`` scenario of the game under its rules and settle it into plain data."""

Plan = Callable[[DealMethod, Sequence[str]], tuple[DealStep, ...]]
"""The steps of the deal, each card's destination in order, given the method and the seats
with wagers (``S1``..)."""

Odds = Callable[[AnyRules, Cents], list[OddsEntry]]
"""The exact odds of every fixed-pay wager of the game (the meter for a progressive)."""


@dataclass(frozen=True, slots=True)
class Dealing:
    """How a game's cards are dealt: the methods its text describes (the first is the
    default), the clause of each, the plan, and the clause of the settlement order."""

    methods: tuple[DealMethod, ...]
    clauses: Mapping[DealMethod, str]
    plan: Plan
    settle_clause: str
    drilled: tuple[DealMethod, ...] = ()
    """The methods drilled (default: all); a text may allow fewer than a house uses."""

    @property
    def drilled_methods(self) -> tuple[DealMethod, ...]:
        """The methods the drills deal by."""
        return self.drilled or self.methods


@dataclass(frozen=True, slots=True)
class GameSpec:
    """One game as the engine knows it. Every list of games, titles, wagers and card spots
    is a read of these; a game's rules (seats, pay tables, limits) come from its files."""

    id: str
    title: str
    short_title: str
    kind: str
    settle: Settle
    community: int = 0
    """Community card spots on the layout (``C1``..``Cn``)."""
    dealer_cards: int = 0
    """The dealer's card spots printed on the layout."""
    wagers: tuple[str, ...] = ()
    """Every wager the game settles, each with its pay table in a rules file."""
    placed_wagers: tuple[str, ...] = ()
    """The wagers a player puts chips on, in the order the layout prints them."""
    play_keys: tuple[str, ...] = ()
    """The ``[play]`` rules a file of the game must give (``qualifier``, ``call_multiple``)."""
    dealing: Dealing | None = None
    rulings: tuple[Ruling, ...] = ()
    odds: Odds | None = None
    house_options: tuple[str, ...] = ()
    """The options a licensee may choose besides limits and schedules (``surrender``,
    ``tip_bets``): each is a house setting."""
    wager_names: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))
    """Each wager's name in a sentence (``"Pair Plus"``, ``"3-card wager"``)."""
    error_kinds: tuple[str, ...] = ()
    """The settlement mistakes (:class:`trainer.engine.protection.ErrorKind` values) that
    can happen at the game's table, which its game-protection drill plants."""
    skills: tuple[str, ...] = ()
    """The skills the game is drilled in (the trainer's skill names), where not every one:
    blackjack has no rake and no hand to arrange. The house sets a pace target for each."""
    situations: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))
    """The situations at the table (:class:`trainer.engine.situations.Event` values) the
    game's rule text gives a procedure for, each with its clause."""

    def __post_init__(self) -> None:
        if self.kind not in KINDS:  # pragma: no cover - a programming error
            raise ValueError(f"{self.id}: kind {self.kind!r} is not one of {KINDS}")

    @property
    def places(self) -> tuple[str, ...]:
        """The layout's places besides the seats: community spots, then the dealer or the
        discards (``burn``) where the game's procedure uses them."""
        spots = tuple(f"C{n}" for n in range(1, self.community + 1))
        return (*spots, "D") if self.dealer_cards else (*spots, "burn")
