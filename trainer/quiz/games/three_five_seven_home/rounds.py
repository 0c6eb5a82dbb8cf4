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
from trainer.words import QT_TRANSLATE_NOOP, Marked, say

NAMES = ("Ann", "Bob", "Cal", "Dee", "Eve", "Fay", "Gus")
"""Players in seat order: each sits to the left of the one before."""

SEATING = QT_TRANSLATE_NOOP(
    "quiz", "Players are listed clockwise: each sits to the left of the one before."
)
"""Said with :func:`trainer.words.say` where a question puts it."""

VARIANT_GAME: dict[Variant, Marked] = {
    Variant.BURNS: QT_TRANSLATE_NOOP("quiz", "Burns game", "the home game's variant"),
    Variant.STRIKES: QT_TRANSLATE_NOOP("quiz", "Strikes game", "the home game's variant"),
}
"""The variant's name as a question's opening words."""


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
    if unit > 1:
        return say(
            QT_TRANSLATE_NOOP(
                "quiz",
                "share the losers' payments in {coin} coins, the odd coin to the first in seat "
                "order",
            ),
            coin=format_money(unit),
        )
    return say(
        QT_TRANSLATE_NOOP(
            "quiz",
            "share the losers' payments to the cent, the odd cent to the first in seat order",
        )
    )


def tie_words(options: HomeOptions) -> str:
    """The sentence a strikes question says it in."""
    unit = options.split_unit
    if unit > 1:
        return say(
            QT_TRANSLATE_NOOP(
                "quiz",
                "Tied winners share the losers' payments in {coin} coins, the odd coin to the "
                "first in seat order.",
            ),
            coin=format_money(unit),
        )
    return say(
        QT_TRANSLATE_NOOP(
            "quiz",
            "Tied winners share the losers' payments to the cent, the odd cent to the first in "
            "seat order.",
        )
    )


def house_words(options: HomeOptions, size: int, hands: Sequence[HomeHand]) -> str:
    """The table's choices a round's key depends on, as sentences for its question (issue
    23): what three wild 3s are worth where a hand of the 3-card round is three of them
    (Strikes ¶12 and Burns ¶21 differ: a house setting), and where five of a kind ranks
    where a hand is five of a kind (neither text names it). ``hands``: the hands the key
    depends on (those of the players in)."""
    said = []
    if size == 3 and any(all(c.rank == h.wild for c in h.cards) for h in hands):
        said.append(
            say(QT_TRANSLATE_NOOP("quiz", "Three wild 3s have no value at this table."))
            if options.three_threes_worthless
            else say(QT_TRANSLATE_NOOP("quiz", "Three wild 3s are three aces at this table."))
        )
    if any(h.category is HomeCategory.FIVE_OF_A_KIND for h in hands):
        if options.five_of_a_kind_above_straight_flush:
            said.append(
                say(
                    QT_TRANSLATE_NOOP(
                        "quiz", "Five of a kind ranks above a royal flush at this table."
                    )
                )
            )
        else:
            said.append(
                say(
                    QT_TRANSLATE_NOOP(
                        "quiz", "Five of a kind ranks below a straight flush at this table."
                    )
                )
            )
    return "".join(f" {s}" for s in said)


def ante_cap_words(options: HomeOptions) -> str:
    """The table's ante cap (Burns ¶19: "usually capped at some amount, a dollar is
    typically enough"), as a sentence for a question whose key holds an ante."""
    if options.ante_cap is None:
        return " " + say(QT_TRANSLATE_NOOP("quiz", "The ante has no cap at this table."))
    return " " + say(
        QT_TRANSLATE_NOOP("quiz", "The ante is capped at {amount} at this table."),
        amount=format_money(options.ante_cap),
    )


_WILD: dict[int, Marked] = {
    3: QT_TRANSLATE_NOOP("quiz", "Threes are wild in the 3-card round"),
    5: QT_TRANSLATE_NOOP("quiz", "Fives are wild in the 5-card round"),
    7: QT_TRANSLATE_NOOP("quiz", "Sevens are wild in the 7-card round"),
}


def wild_words(size: int) -> str:
    """``Threes are wild in the 3-card round`` (no full stop: a question goes on)."""
    wild_rank(size)  # a round of 3, 5 or 7 cards
    return say(_WILD[size])


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


_HOME_OPTIONS: dict[str, tuple[Marked, Marked]] = {
    "three_threes_worthless": (
        QT_TRANSLATE_NOOP("quiz", "three wild 3s have no value"),
        QT_TRANSLATE_NOOP("quiz", "three wild 3s are three aces"),
    ),
    "five_of_a_kind_above_straight_flush": (
        QT_TRANSLATE_NOOP("quiz", "five of a kind above a straight flush"),
        QT_TRANSLATE_NOOP("quiz", "five of a kind below a straight flush"),
    ),
    "suit_tiebreak": (
        QT_TRANSLATE_NOOP("quiz", "suits rank to break ties"),
        QT_TRANSLATE_NOOP("quiz", "no suit ranking"),
    ),
    "second_chance": (
        QT_TRANSLATE_NOOP("quiz", "a second chance when nobody is in"),
        QT_TRANSLATE_NOOP("quiz", "no second chance"),
    ),
    "no_one_in_pays_pot": (
        QT_TRANSLATE_NOOP("quiz", "a burn each to the pot when nobody is in"),
        QT_TRANSLATE_NOOP("quiz", "nothing to the pot"),
    ),
    "strike_pays_pot": (
        QT_TRANSLATE_NOOP("quiz", "the house rule on strikes"),
        QT_TRANSLATE_NOOP("quiz", "no house rule on strikes"),
    ),
}

_HEAD: dict[int, Marked] = {
    3: QT_TRANSLATE_NOOP("quiz", "{game}, the 3-card round (3s wild); pot {pot}"),
    5: QT_TRANSLATE_NOOP("quiz", "{game}, the 5-card round (5s wild); pot {pot}"),
    7: QT_TRANSLATE_NOOP("quiz", "{game}, the 7-card round (7s wild); pot {pot}"),
}
_STATE: dict[tuple[bool, bool | None], Marked] = {
    (True, None): QT_TRANSLATE_NOOP("quiz", "in", "a player's declaration"),
    (False, None): QT_TRANSLATE_NOOP("quiz", "out", "a player's declaration"),
    (False, True): QT_TRANSLATE_NOOP("quiz", "out, then in on the second chance"),
    (False, False): QT_TRANSLATE_NOOP("quiz", "out, then out on the second chance"),
    (True, True): QT_TRANSLATE_NOOP("quiz", "in, then in on the second chance"),
    (True, False): QT_TRANSLATE_NOOP("quiz", "in, then out on the second chance"),
}
_HELD: dict[tuple[str, bool], Marked] = {
    ("strikes", True): QT_TRANSLATE_NOOP("quiz", "{state}, 1 strike"),
    ("strikes", False): QT_TRANSLATE_NOOP("quiz", "{state}, {marks} strikes"),
    ("burns", True): QT_TRANSLATE_NOOP("quiz", "{state}, 1 marker"),
    ("burns", False): QT_TRANSLATE_NOOP("quiz", "{state}, {marks} markers"),
}


def scenario_lines(scenario: Mapping[str, Any]) -> list[str]:
    """A home-game round: the variant, the round, the money, each player's cards and
    declaration."""
    size = int(scenario["round"])
    variant = Variant(str(scenario["variant"]))
    head = say(_HEAD[size], game=say(VARIANT_GAME[variant]), pot=amount_text(scenario["pot"]))
    if "burn" in scenario:
        head = say(
            QT_TRANSLATE_NOOP("quiz", "{head}; one burn {amount}", "a home-game round's line"),
            head=head,
            amount=amount_text(scenario["burn"]),
        )
    lines = [head]
    for p in scenario["players"]:
        state = say(_STATE[bool(p["in"]), bool(p["second_in"]) if "second_in" in p else None])
        marks = int(p.get("marks", 0))
        if marks:
            state = say(_HELD[variant.value, marks == 1], state=state, marks=marks)
        lines.append(f"{p['name']}: {cards_text(p['cards'])}  ({state})")
    options = scenario.get("options") or {}
    played = []
    for key, value in options.items():
        if key == "strike_contribution":
            played.append(
                say(
                    QT_TRANSLATE_NOOP("quiz", "{amount} to the pot on a strike"),
                    amount=amount_text(value),
                )
            )
        elif key in _HOME_OPTIONS:
            played.append(say(_HOME_OPTIONS[key][0 if value else 1]))
    if played:
        lines.append(
            say(QT_TRANSLATE_NOOP("quiz", "The table plays: {options}"), options="; ".join(played))
        )
    return lines
