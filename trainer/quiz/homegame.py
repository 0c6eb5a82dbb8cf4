"""Drills of the 3-5-7 home game: read a wild-card hand, what the wild cards stand for, rank
the hands in, settle burns and strikes, the ante, burn and pot as the games go on, marker
and strike awards, and the order of the deal.

Skills, mapped onto the trainer's skills:

- dealing order: who gets each card, from the dealer's left, the deal passing to the left;
- settlement order: the hands in ranked best first (the order burns and payments follow);
- payouts: each player's net for a burns round or a strikes round;
- rake and limits: the money the game collects, the antes, burns and pot;
- hand arrangement: what each wild card stands for in the best hand;
- hand reading: naming a hand with wild cards;
- rulings: markers, strikes, a won pot, nobody in.

Every question that shows a round carries it in the ``dealer-trainer settle`` form
(``prompt["scenario"]``), and its answer is what the engine settles it to.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence
from typing import Any

from trainer.engine.cards import DECK, Card, Rank, format_cards
from trainer.engine.games import registry
from trainer.engine.games.three_five_seven_home import (
    GAME_ID,
    HomeCategory,
    HomeHand,
    HomeOptions,
    PlayedCard,
    RoundPlayer,
    RoundResult,
    TableState,
    Variant,
    advance,
    category_order,
    deal_order,
    declare,
    evaluate_home,
    open_table,
    round_scenario,
    settle_round,
    wild_rank,
)
from trainer.engine.money import Cents, format_money
from trainer.quiz.catalog import Context, family
from trainer.quiz.model import AnswerKind, Explanation, Question, Skill

NAMES = ("Ann", "Bob", "Cal", "Dee", "Eve", "Fay", "Gus")
"""Players in seat order: each sits to the left of the one before."""

SEATING = "Players are listed clockwise: each sits to the left of the one before."

_READING_CLAUSE = {
    3: "Strikes ¶10, ¶12; Burns ¶6, ¶8, ¶21",
    5: "Strikes ¶13; Burns ¶8, ¶13",
    7: "Strikes ¶13; Burns ¶16",
}


def _options(ctx: Context, variant: Variant) -> HomeOptions:
    return ctx.home.options(variant)


def _variant(ctx: Context) -> Variant:
    return ctx.rng.choice((Variant.BURNS, Variant.STRIKES))


def _size(ctx: Context) -> int:
    """The round a question is about: the 3-card round more often at difficulty 1."""
    return ctx.rng.choice({1: (3, 3, 5), 2: (3, 5, 7), 3: (5, 7, 7)}[ctx.difficulty])


def _names(ctx: Context, options: HomeOptions) -> list[str]:
    low = max(options.min_players, 3)
    count = {1: low, 2: low + ctx.rng.randint(0, 1)}.get(ctx.difficulty, ctx.rng.randint(6, 7))
    return list(NAMES[: min(count, options.max_players)])


def _hand_with_wilds(rng: random.Random, size: int, wilds: int) -> list[Card]:
    """``size`` cards holding exactly ``wilds`` cards of the round's wild rank."""
    wild = wild_rank(size)
    pool = [c for c in DECK if c.rank == wild]
    rest = [c for c in DECK if c.rank != wild]
    cards = rng.sample(pool, wilds) + rng.sample(rest, size - wilds)
    rng.shuffle(cards)
    return cards


def _deal(rng: random.Random, count: int, size: int) -> list[tuple[Card, ...]]:
    deck = list(DECK)
    rng.shuffle(deck)
    return [tuple(deck[i * size : (i + 1) * size]) for i in range(count)]


def _wild_words(size: int) -> str:
    rank = wild_rank(size)
    return f"{rank.plural.capitalize()} are wild in the {size}-card round"


def _cards(cards: Sequence[Card]) -> list[str]:
    return format_cards(cards).split()


def _scenario(
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
    # Written against the rules file ``settle`` reads the round under, so that the options
    # the house plays otherwise are spelled out in the scenario.
    return round_scenario(registry().home(GAME_ID), options, size, rows, pot=pot, burn=burn)


def _settle(
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


def _game_amounts(ctx: Context, options: HomeOptions) -> tuple[int, Cents, Cents]:
    """A game number since the pot opened, its burn, and a pot as it might stand."""
    top = {1: 2, 2: 8, 3: 16}[ctx.difficulty]
    game = ctx.rng.randint(1, top)
    antes = sum(options.ante_for(g) for g in range(1, game + 1))
    return game, options.burn_for(game), antes * ctx.rng.randint(4, 6)


# ---------------------------------------------------------------------------------------
# Hand reading and arrangement
# ---------------------------------------------------------------------------------------


def _reading_hand(ctx: Context, *, need_wild: bool) -> tuple[int, Variant, HomeHand, list[Card]]:
    size = _size(ctx)
    variant = _variant(ctx)
    options = _options(ctx, variant)
    top = 3 if size == 3 else 4
    weights = (0, 1, 1, 1, 2, 2, 3) if not need_wild else (1, 1, 1, 2, 2, 3)
    while True:
        wilds = min(ctx.rng.choice(weights), top)
        cards = _hand_with_wilds(ctx.rng, size, wilds)
        hand = evaluate_home(cards, options)
        if not need_wild:
            return size, variant, hand, cards
        # A question on what the wild cards stand for needs every wild card to play, and
        # three worthless 3s stand for nothing.
        held = sum(c.rank == hand.wild for c in cards)
        if hand.category is not HomeCategory.NO_VALUE and len(hand.wild_cards) == held:
            return size, variant, hand, cards


def _round_categories(size: int, options: HomeOptions) -> list[HomeCategory]:
    order = list(category_order(options.five_of_a_kind_above_straight_flush))
    if size == 3:
        order = [
            c
            for c in order
            if c
            in (
                HomeCategory.HIGH_CARD,
                HomeCategory.PAIR,
                HomeCategory.THREE_OF_A_KIND,
            )
            or (c is HomeCategory.NO_VALUE and options.three_threes_worthless)
        ]
    else:
        order.remove(HomeCategory.NO_VALUE)
    return order


def _wild_hand(ctx: Context) -> Question:
    size, variant, hand, cards = _reading_hand(ctx, need_wild=False)
    options = _options(ctx, variant)
    names = [c.label for c in _round_categories(size, options)]
    correct = hand.label
    at = names.index(correct)
    near = [n for n in names[max(0, at - 2) : at + 3] if n != correct]
    if len(near) < 3:
        near += [n for n in names if n != correct and n not in near]
    near = near[:4]
    choices = sorted([correct, *ctx.rng.sample(near, min(3, len(near)))], key=names.index)
    wild = wild_rank(size)
    lines = [f"{_wild_words(size)}: every {wild.label}."]
    if size == 3:
        lines.append("Three cards: no straights and no flushes; three of a kind is the best hand.")
    if size == 7:
        lines.append("Seven cards: the best five play.")
    lines.append(f"Best hand: {hand.explain()}.")
    if hand.category is HomeCategory.NO_VALUE:
        lines.append("Three wild 3s have no value: the worst hand of the round (Burns ¶21).")
    return ctx.question(
        text=f"{_wild_words(size)} ({variant.value} game). Name this hand at its best.",
        prompt={
            "cards": _cards(cards),
            "round": size,
            "wild": wild.symbol,
            "variant": variant.value,
        },
        answer=choices.index(correct),
        explanation=Explanation(tuple(lines), _READING_CLAUSE[size]),
        choices=tuple(choices),
    )


def stands_for_words(wilds: Sequence[PlayedCard]) -> str:
    """What wild cards stand for, in words: ``"an ace"``, ``"a nine and a ten"``,
    ``"two kings"``, ``"the king of hearts"``."""
    parts: list[str] = []
    ranks: dict[Rank, int] = {}
    suited: list[str] = []
    for p in sorted(wilds, key=lambda p: -p.rank):
        if p.suit is not None:
            suited.append(f"the {p.rank.label} of {p.suit.label}")
        else:
            ranks[p.rank] = ranks.get(p.rank, 0) + 1
    counts = {1: "", 2: "two ", 3: "three ", 4: "four "}
    for rank, n in ranks.items():
        parts.append(
            f"{'an' if rank in (Rank.ACE, Rank.EIGHT) else 'a'} {rank.label}"
            if n == 1
            else f"{counts[n]}{rank.plural}"
        )
    parts += suited
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def _stands_for(ctx: Context) -> Question:
    size, variant, hand, cards = _reading_hand(ctx, need_wild=True)
    wilds = hand.wild_cards
    right = stands_for_words(wilds)
    naturals = sorted({c.rank for c in cards if c.rank != hand.wild}, reverse=True) or [Rank.TWO]
    fake: list[list[PlayedCard]] = []
    for rank in (Rank.ACE, naturals[0], naturals[-1], hand.wild, Rank.KING):
        fake.append([dataclasses.replace(p, rank=rank, suit=None) for p in wilds])
    if len(wilds) > 1:
        fake.append(
            [dataclasses.replace(p, rank=naturals[0], suit=None) for p in wilds[:-1]]
            + [dataclasses.replace(wilds[-1], rank=Rank.ACE, suit=None)]
        )
    options: list[str] = []
    for f in fake:
        words = stands_for_words(f)
        if words != right and words not in options:
            options.append(words)
    choices = [right, *options[:3]]
    ctx.rng.shuffle(choices)
    lines = (
        f"{_wild_words(size)}: {len(wilds)} wild card{'s' if len(wilds) > 1 else ''} here.",
        f"Best hand: {hand.explain()}.",
        "A wild card stands for any card, even one already held; in a flush it is a card of "
        "the suit the hand lacks.",
    )
    return ctx.question(
        text=f"{_wild_words(size)}. In this hand's best form, what do the wild cards stand for?",
        prompt={
            "cards": _cards(cards),
            "round": size,
            "wild": hand.wild.symbol,
            "variant": variant.value,
        },
        answer=choices.index(right),
        explanation=Explanation(lines, _READING_CLAUSE[size]),
        choices=tuple(choices),
    )


# ---------------------------------------------------------------------------------------
# Ranking the hands in (the order of settlement)
# ---------------------------------------------------------------------------------------


def _rank_table(ctx: Context) -> Question:
    variant = _variant(ctx)
    options = _options(ctx, variant)
    if ctx.difficulty == 3 and ctx.rng.random() < 0.4:
        options = dataclasses.replace(options, suit_tiebreak=True)
    names = _names(ctx, options)
    size = _size(ctx)
    playing = min({1: 3, 2: 4}.get(ctx.difficulty, 5), len(names))
    while True:
        hands = _deal(ctx.rng, len(names), size)
        ins = [True] * playing + [False] * (len(names) - playing)
        ctx.rng.shuffle(ins)
        result = _settle(options, size, names, hands, ins, pot=0, burn=options.burn)
        if all(len(tier) == 1 for tier in result.ranking):
            break
    order = [tier[0] for tier in result.ranking]
    lines = [f"{n}: {result.hands[n].explain()}." for n in order]
    if options.suit_tiebreak:
        lines.append("Equal hands: the suits rank spades, hearts, clubs, diamonds (Burns ¶26).")
    lines.append("Best first: " + " ".join(order) + ".")
    tiebreak = " The table ranks suits to break ties." if options.suit_tiebreak else ""
    return ctx.question(
        text=f"{_wild_words(size)}. The players in show their hands: rank them, best first."
        + tiebreak,
        prompt={
            "scenario": _scenario(options, size, names, hands, ins, pot=0, burn=options.burn),
            "players": names,
        },
        answer=order,
        explanation=Explanation(tuple(lines), "Strikes ¶12; Burns ¶11-¶12"),
        choices=tuple(n for n, i in zip(names, ins, strict=True) if i),
    )


# ---------------------------------------------------------------------------------------
# Payouts: burns and strikes
# ---------------------------------------------------------------------------------------


def _declared(ctx: Context, count: int, least: int) -> list[bool]:
    ins = [ctx.rng.random() < 0.65 for _ in range(count)]
    while sum(ins) < least:
        ins[ctx.rng.randrange(count)] = True
    return ins


def _nets_question(
    ctx: Context,
    options: HomeOptions,
    text: str,
    *,
    pot: Cents,
    burn: Cents,
    ties: bool,
) -> Question:
    names = _names(ctx, options)
    size = _size(ctx)
    while True:
        hands = _deal(ctx.rng, len(names), size)
        ins = _declared(ctx, len(names), 2)
        result = _settle(options, size, names, hands, ins, pot=pot, burn=burn)
        if ties or all(len(tier) == 1 for tier in result.ranking):
            break
    lines = [f"{n}: {result.hands[n].explain()}." for n in result.ins]
    lines += list(result.notes)
    out = [n for n in names if n not in result.ins]
    if out:
        lines.append(f"{', '.join(out)} {'is' if len(out) == 1 else 'are'} out: 0.")
    lines.append(
        "Nets in seat order: "
        + ", ".join(f"{n} {format_money(result.payments[n], sign=True)}" for n in names)
        + "."
    )
    return ctx.question(
        text=f"{_wild_words(size)}. {text} Give each player's net for the round in seat order "
        f"({', '.join(names)}): negative for a player who pays, 0 for one who is out.",
        prompt={
            "scenario": _scenario(options, size, names, hands, ins, pot=pot, burn=burn),
            "players": names,
        },
        answer=[result.payments[n] for n in names],
        explanation=Explanation(tuple(lines), result.clause),
        extra={"signed": True},
    )


def _burns(ctx: Context) -> Question:
    options = _options(ctx, Variant.BURNS)
    if ctx.difficulty == 3 and ctx.rng.random() < 0.3:
        options = dataclasses.replace(options, suit_tiebreak=True)
    game, burn, pot = _game_amounts(ctx, options)
    tiebreak = " Suits rank to break ties." if options.suit_tiebreak else ""
    return _nets_question(
        ctx,
        options,
        f"Burns game, game {game}: one burn is {format_money(burn)}.{tiebreak}",
        pot=pot,
        burn=burn,
        ties=ctx.difficulty == 3,
    )


def _strikes(ctx: Context) -> Question:
    options = _options(ctx, Variant.STRIKES)
    pot = ctx.rng.choice(
        {
            1: (100, 150, 200),
            2: (125, 175, 250, 300, 375, 500),
            3: (135, 205, 333, 425, 575, 701),
        }[ctx.difficulty]
    )
    return _nets_question(
        ctx,
        options,
        f"Strikes game: the pot holds {format_money(pot)}.",
        pot=pot,
        burn=0,
        ties=ctx.difficulty == 3,
    )


# ---------------------------------------------------------------------------------------
# The ante, the burn and the pot as the games go on
# ---------------------------------------------------------------------------------------


def _stakes(ctx: Context) -> Question:
    if ctx.rng.random() < 0.3:
        return _strikes_pot(ctx)
    options = _options(ctx, Variant.BURNS)
    count = ctx.rng.randint(4, 7)
    names = list(NAMES[:count])
    top = {1: 4, 2: 8, 3: 12}[ctx.difficulty]
    game = ctx.rng.randint(2 if ctx.difficulty > 1 else 1, top)
    ask = ctx.rng.choice(("ante", "burn", "pot"))
    empty_game = ctx.rng.randint(1, game - 1) if ctx.difficulty == 3 and ask == "pot" else 0
    state = _play_to_game(names, options, game, empty_game)
    answer = {"ante": state.ante, "burn": state.burn, "pot": state.pot}[ask]
    lines = [
        "The first game's ante and burn are 25¢; each game both rise by a quarter, the ante "
        f"capped at {format_money(options.ante_cap or 0)}, the burn without a cap.",
        f"Game {game}: ante {format_money(options.ante_for(game))}, burn "
        f"{format_money(options.burn_for(game))}.",
    ]
    if ask == "pot":
        antes = [options.ante_for(g) for g in range(1, game + 1)]
        lines.append(
            f"Antes so far, {count} players each game: "
            + " + ".join(format_money(a) for a in antes)
            + f" = {format_money(sum(antes))} each, {format_money(sum(antes) * count)} in all."
        )
    if empty_game:
        lines.append(
            f"Nobody was in for game {empty_game}'s 5-card round: everyone paid a burn of "
            f"{format_money(options.burn_for(empty_game))} to the pot "
            f"({format_money(options.burn_for(empty_game) * count)})."
        )
    text = {
        "ante": f"It is game {game} since the pot opened. What does each player ante?",
        "burn": f"It is game {game} since the pot opened. How much is one burn?",
        "pot": f"{count} players have anted every game since the pot opened; nobody has won it "
        f"and no burns went to it. After the antes of game {game}, what is in the pot?",
    }[ask]
    if empty_game:
        text = (
            f"{count} players have anted every game since the pot opened; nobody has won it. "
            "Once, in the 5-card round of game "
            f"{empty_game}, nobody was in and everyone paid a burn to the pot (Burns ¶25). "
            f"After the antes of game {game}, what is in the pot?"
        )
    return ctx.question(
        text=f"Burns game. {text}",
        prompt={
            "variant": "burns",
            "players": names,
            "game": game,
            "ask": ask,
            "empty_round": [empty_game, 5] if empty_game else None,
        },
        answer=answer,
        explanation=Explanation(tuple(lines), "Burns ¶5, ¶10, ¶19, ¶25"),
    )


def _play_to_game(
    names: Sequence[str], options: HomeOptions, game: int, empty_game: int
) -> TableState:
    """A table played from a fresh pot to the start of game ``game`` with nobody ever in;
    only in ``empty_game``'s 5-card round does everyone pay a burn to the pot."""
    rng = random.Random(0)  # the cards decide nothing here
    quiet = dataclasses.replace(options, no_one_in_pays_pot=False)
    paying = dataclasses.replace(options, no_one_in_pays_pot=True)
    state = open_table(names, quiet, rng)
    while state.game < game:
        pays = state.game == empty_game and state.round == 5
        state = dataclasses.replace(state, options=paying if pays else quiet)
        state = declare(state, dict.fromkeys(state.names, False))
        state = advance(dataclasses.replace(state, options=quiet), rng)
    return state


def _strikes_pot(ctx: Context) -> Question:
    options = _options(ctx, Variant.STRIKES)
    count = ctx.rng.randint(3, 6)
    names = list(NAMES[:count])
    house = ctx.difficulty > 1 or ctx.rng.random() < 0.5
    contribution = ctx.rng.choice((25, 50, 100))
    if house:
        options = dataclasses.replace(
            options, strike_pays_pot=True, strike_contribution=contribution
        )
    strikes = ctx.rng.randint(1, min(2 * count, {1: 2, 2: 4, 3: 6}[ctx.difficulty]))
    rng = random.Random(f"{ctx.family.id}/{ctx.seed}")
    state = open_table(names, options, rng)
    for k in range(strikes):
        lone = names[k % count]  # never a third strike for anyone
        state = declare(state, {n: n == lone for n in names})
        state = advance(state, rng)
    rule = (
        f" The house rule is played: on each strike every other player puts "
        f"{format_money(contribution)} in the pot."
        if house
        else " The house rule on strikes is not played."
    )
    lines = [f"The pot opened with {count} antes of {format_money(options.ante)}."]
    if house:
        lines.append(
            f"{strikes} strike{'s' if strikes > 1 else ''}, each "
            f"{count - 1} x {format_money(contribution)} into the pot (Strikes ¶16)."
        )
    else:
        lines.append("Strikes alone put nothing in the pot; losers pay the winner, not the pot.")
    lines.append(f"Pot: {format_money(state.pot)}.")
    return ctx.question(
        text=f"Strikes game, {count} players: everyone anted {format_money(options.ante)} when "
        f"the pot opened, and there have been {strikes} strike{'s' if strikes > 1 else ''} "
        f"since, none of them a third.{rule} What is in the pot?",
        prompt={
            "variant": "strikes",
            "players": names,
            "strikes": strikes,
            "contribution": contribution if house else 0,
            "ask": "pot",
        },
        answer=state.pot,
        explanation=Explanation(tuple(lines), "Strikes ¶8, ¶12, ¶14, ¶16"),
    )


# ---------------------------------------------------------------------------------------
# Rulings: markers, strikes, the pot, nobody in
# ---------------------------------------------------------------------------------------


def outcome_words(result: RoundResult, options: HomeOptions) -> str:
    """The round's outcome as a ruling, the way the award question offers it."""
    prefix = "On the second chance: " if result.second_chance else ""
    if not result.ins:
        if options.no_one_in_pays_pot:
            return prefix + "nobody is in: everyone pays a burn to the pot"
        return prefix + "nobody is in: the round ends and nothing changes hands"
    if result.pot_winner is not None:
        mark = "a third marker" if options.variant is Variant.BURNS else "a third strike"
        return (
            prefix + f"{result.pot_winner} earns {mark} and wins the pot of "
            f"{format_money(result.pot_award)}"
        )
    if result.marker is not None:
        return prefix + f"{result.marker} earns a marker; no burns change hands"
    if result.strike is not None:
        if options.strike_pays_pot:
            return (
                prefix + f"{result.strike} gets a strike; every other player pays "
                f"{format_money(options.strike_contribution)} into the pot"
            )
        return prefix + f"{result.strike} gets a strike; nobody pays"
    if options.variant is Variant.BURNS:
        return prefix + "burns change hands; nobody earns a marker"
    return prefix + "the players in who lose pay the winner the amount of the pot; no strike"


def _awards(ctx: Context) -> Question:
    variant = _variant(ctx)
    options = _options(ctx, variant)
    rules: list[str] = []
    if ctx.difficulty > 1:
        if ctx.rng.random() < 0.5:
            options = dataclasses.replace(options, second_chance=True)
            rules.append("a second chance when nobody is in")
        if variant is Variant.BURNS and ctx.rng.random() < 0.5:
            options = dataclasses.replace(options, no_one_in_pays_pot=True)
            rules.append("a burn to the pot from everyone when nobody is in")
        if variant is Variant.STRIKES and ctx.rng.random() < 0.5:
            contribution = ctx.rng.choice((25, 50))
            options = dataclasses.replace(
                options, strike_pays_pot=True, strike_contribution=contribution
            )
            rules.append(f"the house rule: {format_money(contribution)} into the pot on a strike")
    names = _names(ctx, options)
    size = _size(ctx)
    hands = _deal(ctx.rng, len(names), size)
    _, burn, pot = _game_amounts(ctx, options)
    if variant is Variant.STRIKES:
        burn = 0
    kind = ctx.rng.choice(("lone", "lone", "lone", "nobody", "several"))
    lone = ctx.rng.choice(names)
    ins = {
        "lone": [n == lone for n in names],
        "nobody": [False] * len(names),
        "several": _declared(ctx, len(names), 2),
    }[kind]
    marks = [ctx.rng.randint(0, 2) if n == lone else ctx.rng.randint(0, 1) for n in names]
    second: list[bool] | None = None
    if kind == "nobody" and options.second_chance:
        again = ctx.rng.choice(("lone", "nobody", "several"))
        second = {
            "lone": [n == lone for n in names],
            "nobody": [False] * len(names),
            "several": _declared(ctx, len(names), 2),
        }[again]
    result = _settle(
        options, size, names, hands, ins, pot=pot, burn=burn, marks=marks, second=second
    )
    right = outcome_words(result, options)
    pool = _award_choices(options, lone, pot, result)
    wrong = [c for c in pool if c != right]
    choices = [right, *ctx.rng.sample(wrong, min(3, len(wrong)))]
    ctx.rng.shuffle(choices)
    scenario = _scenario(options, size, names, hands, ins, pot=pot, burn=burn, marks=marks)
    if second is not None:
        for player, s in zip(scenario["players"], second, strict=True):
            player["second_in"] = s
    mark = variant.mark
    held = ", ".join(f"{n} {m}" for n, m in zip(names, marks, strict=True) if m)
    table = f" The table plays {'; '.join(rules)}." if rules else ""
    declared = ", ".join(n for n, i in zip(names, ins, strict=True) if i) or "nobody"
    again_words = ""
    if second is not None:
        again_words = (
            " On the second chance: "
            + (", ".join(n for n, i in zip(names, second, strict=True) if i) or "nobody")
            + "."
        )
    return ctx.question(
        text=f"{variant.value.capitalize()} game, the {size}-card round; the pot holds "
        f"{format_money(pot)}. {mark.capitalize()}s held: {held or 'none'}.{table} "
        f"In: {declared}.{again_words} What happens?",
        prompt={"scenario": scenario, "players": names},
        answer=choices.index(right),
        explanation=Explanation(result.notes or (right,), result.clause),
        choices=tuple(choices),
    )


def _award_choices(options: HomeOptions, lone: str, pot: Cents, result: RoundResult) -> list[str]:
    """The outcomes an award question offers: the right one among those a trainee might
    confuse it with."""
    burns = options.variant is Variant.BURNS
    third = "a third marker" if burns else "a third strike"
    award = pot + (
        options.strike_contribution * (len(result.names) - 1)
        if not burns and options.strike_pays_pot
        else 0
    )
    out = [
        f"{lone} earns {third} and wins the pot of {format_money(award)}",
        "nobody is in: the round ends and nothing changes hands",
        "nobody is in: everyone pays a burn to the pot",
    ]
    if burns:
        out += [
            f"{lone} earns a marker; no burns change hands",
            "burns change hands; nobody earns a marker",
            f"{lone} earns a marker and collects a burn from everyone",
        ]
    else:
        out += [
            f"{lone} gets a strike; nobody pays",
            f"{lone} gets a strike; every other player pays "
            f"{format_money(options.strike_contribution or 25)} into the pot",
            "the players in who lose pay the winner the amount of the pot; no strike",
            f"{lone} wins the pot of {format_money(pot)} without a strike",
        ]
    return out


# ---------------------------------------------------------------------------------------
# The deal
# ---------------------------------------------------------------------------------------


def _deal_order(ctx: Context) -> Question:
    variant = _variant(ctx)
    options = _options(ctx, variant)
    names = _names(ctx, options)
    n = len(names)
    dealer = ctx.rng.randrange(n)
    passes = 1
    if ctx.difficulty == 1:
        text = f"{names[dealer]} deals. In what order does each player get a first card?"
        lines = [f"{names[dealer]} deals: from the dealer's left, clockwise, the dealer last."]
    elif ctx.difficulty == 2:
        previous = (dealer - 1) % n
        text = (
            f"{names[previous]} dealt the last game. Deal the next game: in what order does "
            "each player get a first card?"
        )
        lines = [
            f"The deal passes to the left: {names[dealer]} deals (Burns ¶19).",
            "From the new dealer's left, clockwise, the dealer last.",
        ]
    else:
        passes = 2
        text = (
            f"{names[dealer]} deals. After the 3-card round, two more cards each go out one "
            "at a time: in what order do they go?"
        )
        lines = [
            f"{names[dealer]} deals: one card at a time from the dealer's left, the dealer "
            "last, and round again (Strikes ¶13, Burns ¶13)."
        ]
    order = [names[i] for i in deal_order(n, dealer)] * passes
    lines.append("Order: " + " ".join(order) + ".")
    return ctx.question(
        text=f"{variant.value.capitalize()} game. {SEATING} {text}",
        prompt={
            "players": names,
            # The dealer's button as the table shows it: on last game's dealer when the
            # question is where the deal passes.
            "button": names[(dealer - 1) % n if ctx.difficulty == 2 else dealer],
            "deal_passes": ctx.difficulty == 2,
            "passes": passes,
            "variant": variant.value,
        },
        answer=order,
        explanation=Explanation(tuple(lines), "Strikes ¶8, ¶13; Burns ¶6, ¶13, ¶19"),
        choices=tuple(names),
    )


family(GAME_ID, "deal-order", Skill.DEALING_ORDER, AnswerKind.ORDER, "deal the cards")(_deal_order)
family(GAME_ID, "rank-table", Skill.SETTLEMENT_ORDER, AnswerKind.ORDER, "rank the hands in")(
    _rank_table
)
family(GAME_ID, "burns", Skill.PAYOUT, AnswerKind.AMOUNTS, "settle the burns")(_burns)
family(GAME_ID, "strikes", Skill.PAYOUT, AnswerKind.AMOUNTS, "settle a strikes round")(_strikes)
family(GAME_ID, "stakes", Skill.RAKE, AnswerKind.AMOUNT, "the ante, the burn and the pot")(_stakes)
family(
    GAME_ID, "wild-cards", Skill.ARRANGEMENT, AnswerKind.CHOICE, "what the wild cards stand for"
)(_stands_for)
family(GAME_ID, "wild-hand", Skill.HAND_READING, AnswerKind.CHOICE, "read a wild-card hand")(
    _wild_hand
)
family(GAME_ID, "awards", Skill.RULINGS, AnswerKind.CHOICE, "markers, strikes and the pot")(_awards)
