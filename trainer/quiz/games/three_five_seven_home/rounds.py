"""The home game's drills: the players, the rounds and the tables a question is drawn
from, a round in the ``dealer-trainer settle`` form, and a round in words."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from trainer.engine.cards import DECK, Card
from trainer.engine.games import registry
from trainer.engine.games.three_five_seven_home import (
    GAME_ID,
    HomeCategory,
    HomeHand,
    HomeOptions,
    RoundPlayer,
    RoundResult,
    Variant,
    round_scenario,
    settle_round,
    wild_rank,
)
from trainer.engine.money import Cents, format_money
from trainer.quiz.family import Context
from trainer.quiz.positions import amount_text, cards_text

NAMES = ("Ann", "Bob", "Cal", "Dee", "Eve", "Fay", "Gus")
"""Players in seat order: each sits to the left of the one before."""

SEATING = "Players are listed clockwise: each sits to the left of the one before."


def table_options(ctx: Context, variant: Variant) -> HomeOptions:
    return ctx.home.options(variant)


def pick_variant(ctx: Context) -> Variant:
    return ctx.rng.choice((Variant.BURNS, Variant.STRIKES))


def pick_round(ctx: Context) -> int:
    """The round a question is about: the 3-card round more often at difficulty 1."""
    return ctx.rng.choice({1: (3, 3, 5), 2: (3, 5, 7), 3: (5, 7, 7)}[ctx.difficulty])


def pick_names(ctx: Context, options: HomeOptions) -> list[str]:
    low = max(options.min_players, 3)
    count = {1: low, 2: low + ctx.rng.randint(0, 1)}.get(ctx.difficulty, ctx.rng.randint(6, 7))
    return list(NAMES[: min(count, options.max_players)])


def hand_with_wilds(rng: random.Random, size: int, wilds: int) -> list[Card]:
    """``size`` cards holding exactly ``wilds`` cards of the round's wild rank."""
    wild = wild_rank(size)
    pool = [c for c in DECK if c.rank == wild]
    rest = [c for c in DECK if c.rank != wild]
    cards = rng.sample(pool, wilds) + rng.sample(rest, size - wilds)
    rng.shuffle(cards)
    return cards


def deal_hands(rng: random.Random, count: int, size: int) -> list[tuple[Card, ...]]:
    deck = list(DECK)
    rng.shuffle(deck)
    return [tuple(deck[i * size : (i + 1) * size]) for i in range(count)]


def tie_share(options: HomeOptions) -> str:
    """How tied winners of a strikes round share (Strikes ¶12 is silent; the house's coin)."""
    unit = options.split_unit
    coin = (
        f"in {format_money(unit)} coins, the odd coin" if unit > 1 else "to the cent, the odd cent"
    )
    return f"share the losers' payments {coin} to the first in seat order"


def tie_words(options: HomeOptions) -> str:
    """The sentence a strikes question says it in."""
    return f"Tied winners {tie_share(options)}."


def house_words(options: HomeOptions, size: int, hands: Sequence[HomeHand]) -> str:
    """The table's choices a round's key depends on, as sentences for its question (issue
    23): what three wild 3s are worth where a hand of the 3-card round is three of them
    (Strikes ¶12 and Burns ¶21 differ: a house setting), and where five of a kind ranks
    where a hand is five of a kind (neither text names it). ``hands``: the hands the key
    depends on (those of the players in)."""
    said = []
    if size == 3 and any(all(c.rank == h.wild for c in h.cards) for h in hands):
        worth = "have no value" if options.three_threes_worthless else "are three aces"
        said.append(f"Three wild 3s {worth} at this table.")
    if any(h.category is HomeCategory.FIVE_OF_A_KIND for h in hands):
        if options.five_of_a_kind_above_straight_flush:
            said.append("Five of a kind ranks above a royal flush at this table.")
        else:
            said.append("Five of a kind ranks below a straight flush at this table.")
    return "".join(f" {s}" for s in said)


def ante_cap_words(options: HomeOptions) -> str:
    """The table's ante cap (Burns ¶19: "usually capped at some amount, a dollar is
    typically enough"), as a sentence for a question whose key holds an ante."""
    if options.ante_cap is None:
        return " The ante has no cap at this table."
    return f" The ante is capped at {format_money(options.ante_cap)} at this table."


def wild_words(size: int) -> str:
    rank = wild_rank(size)
    return f"{rank.plural.capitalize()} are wild in the {size}-card round"


def settle_form(
    ctx: Context,
    options: HomeOptions,
    size: int,
    names: Sequence[str],
    hands: Sequence[Sequence[Card]],
    ins: Sequence[bool],
    *,
    pot: Cents,
    burn: Cents,
    marks: Sequence[int] | None = None,
) -> dict[str, Any]:
    rows = [
        (n, tuple(h), i, (marks[k] if marks else 0))
        for k, (n, h, i) in enumerate(zip(names, hands, ins, strict=True))
    ]
    # Written against the rules file ``settle`` reads the round under (the jurisdiction
    # the house follows), so that the options the house plays otherwise are spelled out.
    base = registry().home(GAME_ID, ctx.home.jurisdiction_id)
    return round_scenario(base, options, size, rows, pot=pot, burn=burn)


def settle(
    options: HomeOptions,
    size: int,
    names: Sequence[str],
    hands: Sequence[Sequence[Card]],
    ins: Sequence[bool],
    *,
    pot: Cents,
    burn: Cents,
    marks: Sequence[int] | None = None,
    second: Sequence[bool] | None = None,
) -> RoundResult:
    players = [
        RoundPlayer(
            n,
            tuple(h),
            i,
            second_in=second[k] if second is not None else None,
            marks=marks[k] if marks else 0,
        )
        for k, (n, h, i) in enumerate(zip(names, hands, ins, strict=True))
    ]
    return settle_round(players, round_size=size, pot=pot, burn=burn, options=options)


def game_amounts(ctx: Context, options: HomeOptions) -> tuple[int, Cents, Cents]:
    """A game number since the pot opened, its burn, and a pot as it might stand."""
    top = {1: 2, 2: 8, 3: 16}[ctx.difficulty]
    game = ctx.rng.randint(1, top)
    antes = sum(options.ante_for(g) for g in range(1, game + 1))
    return game, options.burn_for(game), antes * ctx.rng.randint(4, 6)


# ---------------------------------------------------------------------------------------
# A round in words
# ---------------------------------------------------------------------------------------


_HOME_OPTIONS = {
    "three_threes_worthless": ("three wild 3s have no value", "three wild 3s are three aces"),
    "five_of_a_kind_above_straight_flush": (
        "five of a kind above a straight flush",
        "five of a kind below a straight flush",
    ),
    "suit_tiebreak": ("suits rank to break ties", "no suit ranking"),
    "second_chance": ("a second chance when nobody is in", "no second chance"),
    "no_one_in_pays_pot": ("a burn each to the pot when nobody is in", "nothing to the pot"),
    "strike_pays_pot": ("the house rule on strikes", "no house rule on strikes"),
}


def scenario_lines(scenario: Mapping[str, Any]) -> list[str]:
    """A home-game round: the variant, the round, the money, each player's cards and
    declaration."""
    size = int(scenario["round"])
    wild = {3: "3s", 5: "5s", 7: "7s"}.get(size, "?")
    head = f"{str(scenario['variant']).capitalize()} game, the {size}-card round ({wild} wild)"
    head += f"; pot {amount_text(scenario['pot'])}"
    if "burn" in scenario:
        head += f"; one burn {amount_text(scenario['burn'])}"
    lines = [head]
    mark = "strike" if scenario["variant"] == "strikes" else "marker"
    for p in scenario["players"]:
        state = "in" if p["in"] else "out"
        if "second_in" in p:
            state += ", then " + ("in" if p["second_in"] else "out") + " on the second chance"
        marks = int(p.get("marks", 0))
        held = f", {marks} {mark}{'s' if marks != 1 else ''}" if marks else ""
        lines.append(f"{p['name']}: {cards_text(p['cards'])}  ({state}{held})")
    options = scenario.get("options") or {}
    played = []
    for key, value in options.items():
        if key == "strike_contribution":
            played.append(f"{amount_text(value)} to the pot on a strike")
        elif key in _HOME_OPTIONS:
            played.append(_HOME_OPTIONS[key][0 if value else 1])
    if played:
        lines.append("The table plays: " + "; ".join(played))
    return lines
