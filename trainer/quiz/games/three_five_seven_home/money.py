"""The home game's money: settle burns and strikes, the ante, the burn and the pot as the
games go on, and the rulings on markers, strikes, a won pot and nobody in."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from trainer.engine.games import AnyRules, registry
from trainer.engine.games.three_five_seven_home import (
    GAME_ID,
    HomeOptions,
    RoundResult,
    Variant,
    read_round_scenario,
)
from trainer.engine.money import Cents, format_money
from trainer.quiz.family import Context, Verdict
from trainer.quiz.games.three_five_seven_home.rounds import (
    NAMES,
    VARIANT_GAME,
    ante_cap_words,
    deal_hands,
    game_amounts,
    house_words,
    pick_names,
    pick_round,
    pick_variant,
    settle,
    settle_form,
    table_options,
    tie_words,
    wild_words,
)
from trainer.quiz.model import Explanation, Question
from trainer.words import QT_TRANSLATE_NOOP, Marked, say

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
        lines.append(
            say(
                QT_TRANSLATE_NOOP("quiz", "{names} is out: 0.")
                if len(out) == 1
                else QT_TRANSLATE_NOOP("quiz", "{names} are out: 0."),
                names=", ".join(out),
            )
        )
    lines.append(
        say(
            QT_TRANSLATE_NOOP("quiz", "Nets in seat order: {nets}."),
            nets=", ".join(f"{n} {format_money(result.payments[n], sign=True)}" for n in names),
        )
    )
    return ctx.question(
        text=say(
            QT_TRANSLATE_NOOP("quiz", "{wild}. {setting}", "a home-game round's question"),
            wild=wild_words(size),
            setting=text,
        )
        + house_words(options, size, [result.hands[n] for n in result.ins])
        + " "
        + say(
            QT_TRANSLATE_NOOP(
                "quiz",
                "Give each player's net for the round in seat order ({names}): negative for a "
                "player who pays, 0 for one who is out.",
            ),
            names=", ".join(names),
        ),
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
    tiebreak = (
        " " + say(QT_TRANSLATE_NOOP("quiz", "Suits rank to break ties."))
        if options.suit_tiebreak
        else ""
    )
    return _nets_question(
        ctx,
        options,
        say(
            QT_TRANSLATE_NOOP("quiz", "Burns game, game {game}: one burn is {amount}."),
            game=game,
            amount=format_money(burn),
        )
        + tiebreak,
        pot=pot,
        burn=burn,
        ties=ctx.difficulty == 3,
    )


def strikes(ctx: Context) -> Question:
    options = table_options(ctx, Variant.STRIKES)
    # A pot of antes and contributions: whole coins of the table (quarters, as shipped), an
    # odd number of them at difficulty 3 so that tied winners share an odd coin.
    coins = ctx.rng.choice(
        {1: (4, 6, 8), 2: (5, 7, 10, 12, 15, 20), 3: (5, 7, 9, 13, 19, 27)}[ctx.difficulty]
    )
    pot = coins * max(options.split_unit, 25)
    ties = f" {tie_words(options)}" if ctx.difficulty == 3 else ""
    return _nets_question(
        ctx,
        options,
        say(
            QT_TRANSLATE_NOOP("quiz", "Strikes game: the pot holds {amount}."),
            amount=format_money(pot),
        )
        + ties,
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
    answer = stake_amounts(options, count, game, empty_game)[ask]
    lines = [
        say(
            QT_TRANSLATE_NOOP(
                "quiz",
                "The first game's ante and burn are 25¢; each game both rise by a quarter, the "
                "ante capped at {cap}, the burn without a cap.",
            ),
            cap=format_money(options.ante_cap or 0),
        ),
        say(
            QT_TRANSLATE_NOOP("quiz", "Game {game}: ante {ante}, burn {burn}."),
            game=game,
            ante=format_money(options.ante_for(game)),
            burn=format_money(options.burn_for(game)),
        ),
    ]
    if ask == "pot":
        antes = [options.ante_for(g) for g in range(1, game + 1)]
        lines.append(
            say(
                QT_TRANSLATE_NOOP(
                    "quiz",
                    "Antes so far, {count} players each game: {sum} = {each} each, {all} in all.",
                ),
                count=count,
                sum=" + ".join(format_money(a) for a in antes),
                each=format_money(sum(antes)),
                all=format_money(sum(antes) * count),
            )
        )
    if empty_game:
        lines.append(
            say(
                QT_TRANSLATE_NOOP(
                    "quiz",
                    "Nobody was in for game {game}'s 5-card round: everyone paid a burn of "
                    "{burn} to the pot ({total}).",
                ),
                game=empty_game,
                burn=format_money(options.burn_for(empty_game)),
                total=format_money(options.burn_for(empty_game) * count),
            )
        )
    text = say(_STAKES_ASK[ask], game=game, count=count)
    if empty_game:
        text = say(
            QT_TRANSLATE_NOOP(
                "quiz",
                "{count} players have anted every game since the pot opened; nobody has won it. "
                "Once, in the 5-card round of game {empty}, nobody was in and everyone paid a "
                "burn to the pot (Burns ¶25). After the antes of game {game}, what is in the pot?",
            ),
            count=count,
            empty=empty_game,
            game=game,
        )
    return ctx.question(
        text=say(
            QT_TRANSLATE_NOOP("quiz", "Burns game.{cap} {question}"),
            cap=ante_cap_words(options),
            question=text,
        ),
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


_STAKES_ASK: dict[str, Marked] = {
    "ante": QT_TRANSLATE_NOOP(
        "quiz", "It is game {game} since the pot opened. What does each player ante?"
    ),
    "burn": QT_TRANSLATE_NOOP(
        "quiz", "It is game {game} since the pot opened. How much is one burn?"
    ),
    "pot": QT_TRANSLATE_NOOP(
        "quiz",
        "{count} players have anted every game since the pot opened; nobody has won it and no "
        "burns went to it. After the antes of game {game}, what is in the pot?",
    ),
}


def stake_amounts(
    options: HomeOptions, players: int, game: int, empty_game: int
) -> dict[str, Cents]:
    """The ante and the burn of the ``game``-th game since the pot opened, and the pot after
    its antes with nobody ever in, save in ``empty_game``'s 5-card round, when everyone paid
    a burn to the pot (Burns ¶5, ¶19, ¶25). The table engine plays the same games out
    (``tests/quiz/test_homegame.py``)."""
    antes = (
        sum(options.ante_for(g) for g in range(1, game + 1))
        if options.ante_every_game
        else options.ante_for(1)
    )
    pot = players * antes + (players * options.burn_for(empty_game) if empty_game else 0)
    return {"ante": options.ante_for(game), "burn": options.burn_for(game), "pot": pot}


_ANTES_WHEN: dict[bool, Marked] = {
    True: QT_TRANSLATE_NOOP(
        "quiz", "Strikes game, {count} players: everyone antes {ante} on every new hand."
    ),
    False: QT_TRANSLATE_NOOP(
        "quiz", "Strikes game, {count} players: everyone antes {ante} when the pot opened."
    ),
}
_STRIKES_SO_FAR = QT_TRANSLATE_NOOP(
    "quiz",
    "Since the pot opened there have been {strikes}, one in each round, none of them a third, "
    "and {hands} dealt.",
)
_N_STRIKES = QT_TRANSLATE_NOOP("quiz", "{n} strikes")
_ONE_STRIKE = QT_TRANSLATE_NOOP("quiz", "1 strike")
_N_HANDS = QT_TRANSLATE_NOOP("quiz", "{n} hands", "hands dealt")
_ONE_HAND = QT_TRANSLATE_NOOP("quiz", "1 hand", "hands dealt")


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
    # Everyone antes when the pot opens (Strikes ¶8), and on every new hand where the house
    # plays it so; each strike short of a third adds the house rule's contributions (¶16).
    # One strike a round: after each 7-card round a new hand is dealt. The table engine
    # plays it out in the tests.
    hands = strikes // 3 + 1
    antes = hands if options.ante_every_game else 1
    paid = options.strike_contribution if options.strike_pays_pot else 0
    pot = count * options.ante * antes + strikes * (count - 1) * paid
    rule = " " + (
        say(
            QT_TRANSLATE_NOOP(
                "quiz",
                "The house rule is played: on each strike every other player puts {amount} in "
                "the pot.",
            ),
            amount=format_money(contribution),
        )
        if house
        else say(QT_TRANSLATE_NOOP("quiz", "The house rule on strikes is not played."))
    )
    ante = format_money(options.ante)
    lines = [
        say(
            QT_TRANSLATE_NOOP("quiz", "The pot opened with {count} antes of {ante}."),
            count=count,
            ante=ante,
        )
    ]
    if antes > 1:
        lines.append(
            say(
                QT_TRANSLATE_NOOP(
                    "quiz",
                    "Everyone antes on every new hand: {more} more hands dealt, {count} x {ante} "
                    "each.",
                )
                if antes > 2
                else QT_TRANSLATE_NOOP(
                    "quiz",
                    "Everyone antes on every new hand: 1 more hand dealt, {count} x {ante} each.",
                ),
                more=antes - 1,
                count=count,
                ante=ante,
            )
        )
    if house:
        lines.append(
            say(
                QT_TRANSLATE_NOOP(
                    "quiz",
                    "{strikes} strikes, each {others} x {amount} into the pot (Strikes ¶16).",
                )
                if strikes > 1
                else QT_TRANSLATE_NOOP(
                    "quiz", "1 strike, each {others} x {amount} into the pot (Strikes ¶16)."
                ),
                strikes=strikes,
                others=count - 1,
                amount=format_money(contribution),
            )
        )
    else:
        lines.append(
            say(
                QT_TRANSLATE_NOOP(
                    "quiz",
                    "Strikes alone put nothing in the pot; losers pay the winner, not the pot.",
                )
            )
        )
    lines.append(say(QT_TRANSLATE_NOOP("quiz", "Pot: {amount}."), amount=format_money(pot)))
    so_far = say(
        _STRIKES_SO_FAR,
        strikes=say(_N_STRIKES, n=strikes) if strikes > 1 else say(_ONE_STRIKE),
        hands=say(_N_HANDS, n=hands) if hands > 1 else say(_ONE_HAND),
    )
    return ctx.question(
        text=say(_ANTES_WHEN[options.ante_every_game], count=count, ante=ante)
        + f" {so_far}{rule} "
        + say(QT_TRANSLATE_NOOP("quiz", "What is in the pot?")),
        prompt={
            "variant": "strikes",
            "players": names,
            "strikes": strikes,
            "contribution": contribution if house else 0,
            "ask": "pot",
        },
        answer=pot,
        explanation=Explanation(tuple(lines), "Strikes ¶8, ¶12, ¶14, ¶16"),
    )


# ---------------------------------------------------------------------------------------
# Rulings: markers, strikes, the pot, nobody in
# ---------------------------------------------------------------------------------------


def outcome_meaning(result: RoundResult, options: HomeOptions) -> list[Any]:
    """The round's outcome as plain data, the way the award question offers it: what each
    choice means (:func:`award_words` words it)."""
    if not result.ins:
        return ["nobody", "pot" if options.no_one_in_pays_pot else "nothing"]
    if result.pot_winner is not None:
        return ["pot", result.pot_winner, result.pot_award]
    if result.marker is not None:
        return ["marker", result.marker]
    if result.strike is not None:
        paid = options.strike_contribution if options.strike_pays_pot else 0
        return ["strike", result.strike, paid]
    return ["burns"] if options.variant is Variant.BURNS else ["pay-winner"]


def award_words(meaning: Sequence[Any], variant: Variant) -> str:
    """An award question's choice in words."""
    kind = meaning[0]
    if kind == "nobody":
        return say(_AWARD["nobody-pot" if meaning[1] == "pot" else "nobody-nothing"])
    if kind == "pot":
        return say(
            _AWARD["pot-burns" if variant is Variant.BURNS else "pot-strikes"],
            name=meaning[1],
            amount=format_money(meaning[2]),
        )
    if kind in ("marker", "marker-burn"):
        return say(_AWARD[kind], name=meaning[1])
    if kind == "strike":
        if meaning[2]:
            return say(_AWARD["strike-paid"], name=meaning[1], amount=format_money(meaning[2]))
        return say(_AWARD["strike"], name=meaning[1])
    if kind == "pot-no-strike":
        return say(_AWARD[kind], name=meaning[1], amount=format_money(meaning[2]))
    if kind == "burns":
        return say(_AWARD[kind])
    return say(_AWARD["pay-winner"])


_AWARD: dict[str, Marked] = {
    "nobody-pot": QT_TRANSLATE_NOOP("quiz", "nobody is in: everyone pays a burn to the pot"),
    "nobody-nothing": QT_TRANSLATE_NOOP(
        "quiz", "nobody is in: the round ends and nothing changes hands"
    ),
    "pot-burns": QT_TRANSLATE_NOOP(
        "quiz", "{name} earns a third marker and wins the pot of {amount}"
    ),
    "pot-strikes": QT_TRANSLATE_NOOP(
        "quiz", "{name} earns a third strike and wins the pot of {amount}"
    ),
    "marker": QT_TRANSLATE_NOOP("quiz", "{name} earns a marker; no burns change hands"),
    "marker-burn": QT_TRANSLATE_NOOP(
        "quiz", "{name} earns a marker and collects a burn from everyone"
    ),
    "strike-paid": QT_TRANSLATE_NOOP(
        "quiz", "{name} gets a strike; every other player pays {amount} into the pot"
    ),
    "strike": QT_TRANSLATE_NOOP("quiz", "{name} gets a strike; nobody pays"),
    "pot-no-strike": QT_TRANSLATE_NOOP("quiz", "{name} wins the pot of {amount} without a strike"),
    "burns": QT_TRANSLATE_NOOP("quiz", "burns change hands; nobody earns a marker"),
    "pay-winner": QT_TRANSLATE_NOOP(
        "quiz", "the players in who lose pay the winner the amount of the pot; no strike"
    ),
}


def outcome_words(result: RoundResult, options: HomeOptions) -> str:
    """The round's outcome as a ruling, the way the award question offers it."""
    return award_words(outcome_meaning(result, options), options.variant)


def is_outcome(meaning: Sequence[Any], result: RoundResult, options: HomeOptions) -> bool:
    """Whether a settled round is what ``meaning`` says happened (each kind of outcome
    checked against the engine's result on its own terms)."""
    kind = meaning[0]
    nobody = not result.ins
    open_pot = result.pot_winner is None
    if kind == "nobody":
        everyone_paid = all(result.payments[n] < 0 for n in result.names)
        if meaning[1] == "pot":
            return nobody and everyone_paid and result.pot_change > 0
        return nobody and not result.transfers
    if kind == "pot":
        return bool(result.pot_winner == meaning[1] and result.pot_award == meaning[2])
    if kind == "marker":
        return result.marker == meaning[1] and open_pot
    if kind == "strike":
        paid = options.strike_contribution if options.strike_pays_pot else 0
        return result.strike == meaning[1] and open_pot and paid == meaning[2]
    if kind == "burns":
        return options.variant is Variant.BURNS and len(result.ins) > 1
    if kind == "pay-winner":
        return options.variant is Variant.STRIKES and len(result.ins) > 1
    return False  # "marker-burn", "pot-no-strike": nothing the texts ever do


def awards(ctx: Context) -> Question:
    variant = pick_variant(ctx)
    options = table_options(ctx, variant)
    rules: list[str] = []
    if ctx.difficulty > 1:
        if ctx.rng.random() < 0.5:
            options = dataclasses.replace(options, second_chance=True)
            rules.append(say(QT_TRANSLATE_NOOP("quiz", "a second chance when nobody is in")))
        if variant is Variant.BURNS and ctx.rng.random() < 0.5:
            options = dataclasses.replace(options, no_one_in_pays_pot=True)
            rules.append(
                say(QT_TRANSLATE_NOOP("quiz", "a burn to the pot from everyone when nobody is in"))
            )
        if variant is Variant.STRIKES and ctx.rng.random() < 0.5:
            contribution = ctx.rng.choice((25, 50))
            options = dataclasses.replace(
                options, strike_pays_pot=True, strike_contribution=contribution
            )
            rules.append(
                say(
                    QT_TRANSLATE_NOOP("quiz", "the house rule: {amount} into the pot on a strike"),
                    amount=format_money(contribution),
                )
            )
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
    right = outcome_meaning(result, options)
    pool = _award_choices(options, lone, pot, result)
    wrong = [m for m in pool if not is_outcome(m, result, options)]
    offered = [right, *ctx.rng.sample(wrong, min(3, len(wrong)))]
    ctx.rng.shuffle(offered)
    choices = [award_words(m, variant) for m in offered]
    scenario = settle_form(ctx, options, size, names, hands, ins, pot=pot, burn=burn, marks=marks)
    if second is not None:
        for player, s in zip(scenario["players"], second, strict=True):
            player["second_in"] = s
    held = ", ".join(f"{n} {m}" for n, m in zip(names, marks, strict=True) if m)
    table = (
        " " + say(QT_TRANSLATE_NOOP("quiz", "The table plays {rules}."), rules="; ".join(rules))
        if rules
        else ""
    )
    nobody = say(QT_TRANSLATE_NOOP("quiz", "nobody", "who is in"))
    declared = ", ".join(n for n, i in zip(names, ins, strict=True) if i) or nobody
    again_words = ""
    if second is not None:
        again_words = " " + say(
            QT_TRANSLATE_NOOP("quiz", "On the second chance: {names}."),
            names=", ".join(n for n, i in zip(names, second, strict=True) if i) or nobody,
        )
    return ctx.question(
        text=say(
            _AWARD_ASK[variant],
            game=say(VARIANT_GAME[variant]),
            size=size,
            pot=format_money(pot),
            held=held or say(QT_TRANSLATE_NOOP("quiz", "none", "marks held")),
            table=table,
            declared=declared,
            again=again_words,
        ),
        prompt={"scenario": scenario, "players": names},
        answer=offered.index(right),
        explanation=Explanation(result.notes or (award_words(right, variant),), result.clause),
        choices=tuple(choices),
        extra={"meanings": offered},
    )


_AWARD_ASK: dict[Variant, Marked] = {
    Variant.BURNS: QT_TRANSLATE_NOOP(
        "quiz",
        "{game}, the {size}-card round; the pot holds {pot}. Markers held: {held}.{table} In: "
        "{declared}.{again} What happens?",
    ),
    Variant.STRIKES: QT_TRANSLATE_NOOP(
        "quiz",
        "{game}, the {size}-card round; the pot holds {pot}. Strikes held: {held}.{table} In: "
        "{declared}.{again} What happens?",
    ),
}


def judge_awards(question: Question, rules: AnyRules) -> Verdict:
    """The engine settles the round the prompt shows; the choice is right when it says what
    happened."""
    base = registry().home(GAME_ID, rules.jurisdiction_id)
    scenario = read_round_scenario(base, question.prompt["scenario"])
    result = scenario.settle()
    return lambda candidate: is_outcome(
        question.extra["meanings"][candidate], result, scenario.options
    )


def _award_choices(
    options: HomeOptions, lone: str, pot: Cents, result: RoundResult
) -> list[list[Any]]:
    """The outcomes an award question offers: the right one among those a trainee might
    confuse it with."""
    burns = options.variant is Variant.BURNS
    award = pot + (
        options.strike_contribution * (len(result.names) - 1)
        if not burns and options.strike_pays_pot
        else 0
    )
    out: list[list[Any]] = [["pot", lone, award], ["nobody", "nothing"], ["nobody", "pot"]]
    if burns:
        out += [["marker", lone], ["burns"], ["marker-burn", lone]]
    else:
        out += [
            ["strike", lone, 0],
            ["strike", lone, options.strike_contribution or 25],
            ["pay-winner"],
            ["pot-no-strike", lone, pot],
        ]
    return out
