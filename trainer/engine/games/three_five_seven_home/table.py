"""Whole games of the home game at one table: open a table, everyone declares, deal on.

Seats are listed clockwise: each seat sits to the left of the one before, so "the deal
passes to the left" is to the next seat and dealing starts at the dealer's left. Every
state is immutable; randomness comes from the ``random.Random`` passed in.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from trainer.engine.cards import Card, Rank, shuffled_deck
from trainer.engine.errors import RulesError
from trainer.engine.games.three_five_seven_home.hands import wild_rank
from trainer.engine.games.three_five_seven_home.options import HomeOptions
from trainer.engine.games.three_five_seven_home.rules_file import HomeRules
from trainer.engine.games.three_five_seven_home.scenario import (
    read_round_scenario,
    round_scenario,
)
from trainer.engine.games.three_five_seven_home.settlement import (
    RoundPlayer,
    RoundResult,
    settle_round,
)
from trainer.engine.money import Cents


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

    def scenario(self, rules: HomeRules) -> dict[str, Any]:
        """The current round in the ``dealer-trainer settle`` form (declarations as made,
        ``False`` where none yet), its options written against ``rules``."""
        return round_scenario(
            rules,
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
    # A won pot brings the first game's ante and burn back, unless the house keeps them
    # rising (Burns ¶19 says only that they rise): the count of games starts again.
    game = 1 if state.game == 0 or (new_pot and opts.reset_stakes_on_pot) else state.game + 1
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
    return _settled(dataclasses.replace(state, seats=seats), result)


def _settled(state: TableState, result: RoundResult) -> TableState:
    """The table once a round is settled: who was in, the money moved, a strike or marker
    counted, and the pot won or not."""
    seats = tuple(
        dataclasses.replace(
            s,
            declared=s.name in result.ins,
            balance=s.balance + result.payments[s.name],
            marks=s.marks + (1 if s.name in (result.marker, result.strike) else 0),
        )
        for s in state.seats
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


def table_from_scenario(
    rules: HomeRules, data: Mapping[str, Any], *, settled: bool = False
) -> TableState:
    """A settle-form round as a table to draw (what a drill shows): the players around the
    table in the order given, their cards, declarations and marks, the pot and the burn.
    With ``settled``, the round's result is attached (payments applied to the players'
    balances, the pot changed). The scenario names no dealer: seat 0 deals.

    The round is settled once either way, so that a scenario ``settle`` refuses is refused
    here with the same message."""
    scenario = read_round_scenario(rules, data)
    result = scenario.settle()
    state = TableState(
        options=scenario.options,
        seats=tuple(Seat(p.name, p.cards, p.is_in, p.marks) for p in scenario.players),
        dealer=0,
        game=1,
        round=scenario.round,
        pot=scenario.pot,
        ante=0,
        burn=scenario.burn,
        phase=Phase.DECLARE,
    )
    return _settled(state, result) if settled else state
