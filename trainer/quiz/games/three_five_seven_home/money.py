"""The home game's money: settle burns and strikes, the ante, the burn and the pot as the
games go on, and the rulings on markers, strikes, a won pot and nobody in."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence

from trainer.engine.games.three_five_seven_home import (
    HomeOptions,
    RoundResult,
    TableState,
    Variant,
    advance,
    declare,
    open_table,
)
from trainer.engine.money import Cents, format_money
from trainer.quiz.family import Context
from trainer.quiz.games.three_five_seven_home.rounds import (
    NAMES,
    deal_hands,
    game_amounts,
    pick_names,
    pick_round,
    pick_variant,
    settle,
    settle_form,
    table_options,
    wild_words,
)
from trainer.quiz.model import Explanation, Question

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
    names = pick_names(ctx, options)
    size = pick_round(ctx)
    while True:
        hands = deal_hands(ctx.rng, len(names), size)
        ins = _declared(ctx, len(names), 2)
        result = settle(options, size, names, hands, ins, pot=pot, burn=burn)
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
        text=f"{wild_words(size)}. {text} Give each player's net for the round in seat order "
        f"({', '.join(names)}): negative for a player who pays, 0 for one who is out.",
        prompt={
            "scenario": settle_form(ctx, options, size, names, hands, ins, pot=pot, burn=burn),
            "players": names,
        },
        answer=[result.payments[n] for n in names],
        explanation=Explanation(tuple(lines), result.clause),
        extra={"signed": True},
    )


def burns(ctx: Context) -> Question:
    options = table_options(ctx, Variant.BURNS)
    if ctx.difficulty == 3 and ctx.rng.random() < 0.3:
        options = dataclasses.replace(options, suit_tiebreak=True)
    game, burn, pot = game_amounts(ctx, options)
    tiebreak = " Suits rank to break ties." if options.suit_tiebreak else ""
    return _nets_question(
        ctx,
        options,
        f"Burns game, game {game}: one burn is {format_money(burn)}.{tiebreak}",
        pot=pot,
        burn=burn,
        ties=ctx.difficulty == 3,
    )


def strikes(ctx: Context) -> Question:
    options = table_options(ctx, Variant.STRIKES)
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


def stakes(ctx: Context) -> Question:
    if ctx.rng.random() < 0.3:
        return _strikes_pot(ctx)
    options = table_options(ctx, Variant.BURNS)
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
    options = table_options(ctx, Variant.STRIKES)
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


def awards(ctx: Context) -> Question:
    variant = pick_variant(ctx)
    options = table_options(ctx, variant)
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
    names = pick_names(ctx, options)
    size = pick_round(ctx)
    hands = deal_hands(ctx.rng, len(names), size)
    _, burn, pot = game_amounts(ctx, options)
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
    result = settle(
        options, size, names, hands, ins, pot=pot, burn=burn, marks=marks, second=second
    )
    right = outcome_words(result, options)
    pool = _award_choices(options, lone, pot, result)
    wrong = [c for c in pool if c != right]
    choices = [right, *ctx.rng.sample(wrong, min(3, len(wrong)))]
    ctx.rng.shuffle(choices)
    scenario = settle_form(ctx, options, size, names, hands, ins, pot=pot, burn=burn, marks=marks)
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
