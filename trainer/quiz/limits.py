"""Rake and limits drills: the rake on a player-banked pot, the award after rake, pots to
void, wagers to refuse, and which posted rake settings are legal."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from decimal import Decimal
from typing import Any

from trainer.engine.cards import Card, card, parse_card
from trainer.engine.errors import RulesError, WagerError
from trainer.engine.games import settle_scenario
from trainer.engine.games.three_five_seven import (
    GAME_LABELS,
    SeatPosition,
    settle_three_five_seven_table,
)
from trainer.engine.money import Cents, format_money, percent_of, to_cents, to_decimal
from trainer.engine.rules import GameRules
from trainer.quiz.catalog import Context, family
from trainer.quiz.draw import SUITS, deal_rest
from trainer.quiz.model import AnswerKind, Explanation, Question, Skill


def _posted_rake(ctx: Context) -> tuple[Decimal, Cents]:
    """The rake a question's table posts: the house's own at difficulty 1, otherwise one
    of the settings a licensee may legally post (so the cap sometimes bites)."""
    house = ctx.rules.house
    if ctx.difficulty == 1:
        return house.rake_percent, house.rake_cap
    return Decimal(ctx.rng.choice([5, 8, 10, 10])), ctx.rng.choice([100, 150, 200, 250, 300, 500])


def _fitting(rules: GameRules, amounts: Sequence[Cents]) -> list[Cents]:
    """The amounts within the house's posted table limits (at worst the table maximum)."""
    house = rules.house
    low = max(house.min_wager, 1)
    return [a for a in amounts if low <= a <= house.max_wager] or [house.max_wager]


def _pot_table(ctx: Context) -> tuple[dict[str, Any], str, dict[str, Any]]:
    """A 3-5-7 table where two or more players make a pot wager on one game."""
    rng = ctx.rng
    game = rng.choice(("three", "five", "seven"))
    entrants = {1: rng.randrange(2, 4), 2: rng.randrange(3, 6)}.get(
        ctx.difficulty, rng.randrange(4, 8)
    )
    seats = sorted(rng.sample(range(1, ctx.rules.seats + 1), entrants))
    pot_amount = ctx.rules.house.pot_wager  # every pot wager is the posted amount (¶10)
    percent, cap = _posted_rake(ctx)
    community = deal_rest(rng, 4, [])
    used = list(community)
    seat_data = []
    for s in seats:
        cards = deal_rest(rng, 3, used)
        used += cards
        bets = {game: to_decimal(rng.choice(_fitting(ctx.rules, (100, 200, 300, 500))))}
        seat_data.append(
            {
                "seat": s,
                "cards": [str(c) for c in cards],
                "bets": bets,
                "pot": {game: to_decimal(pot_amount)},
            }
        )
    if ctx.difficulty == 3 and rng.random() < 0.4:
        _tie_three_card_hands(seat_data, used, game)
    scenario = {
        "game": "three-five-seven",
        "community": [str(c) for c in community],
        "seats": seat_data,
        "rake": {"percent": percent, "cap": to_decimal(cap)},
    }
    return scenario, game, settle_scenario(scenario)


def _tie_three_card_hands(seat_data: list[dict[str, Any]], used: list[Card], game: str) -> None:
    """Give the second seat the first seat's ranks in other suits, so that the pot splits
    (on the 3-card game the three cards are the whole hand)."""
    if game != "three":
        return
    first = [parse_card(c) for c in seat_data[0]["cards"]]
    taken = {c.index for c in used}
    if len({c.suit for c in first}) == 1:  # a flush is copied by a flush in another suit
        options = [[card(c.rank, suit) for c in first] for suit in SUITS]
    else:
        copy: list[Card] = []
        for c in first:
            spare = [card(c.rank, s) for s in SUITS if s is not c.suit]
            spare = [x for x in spare if x.index not in taken and x not in copy]
            if not spare:
                return
            copy.append(spare[0])
        if len({c.suit for c in copy}) == 1:
            return  # the copy would be a flush where the original is not
        options = [copy]
    for option in options:
        if all(c.index not in taken for c in option):
            seat_data[1]["cards"] = [str(c) for c in option]
            used += option
            return


def _rake_lines(
    pot: dict[str, Any], percent: Decimal, cap: Cents, entrants: int, stake: Any
) -> list[str]:
    total = int(pot["total"] * 100)
    share = percent_of(total, percent)
    rake = int(pot["rake"] * 100)
    lines = [
        f"Pot: {entrants} x {format_money(int(stake * 100))} = {format_money(total)}.",
        f"{percent.normalize():f}% of {format_money(total)} = {format_money(share)} "
        "(rounded down to the cent).",
        f"The rake is the lesser of that and the posted cap of {format_money(cap)}: "
        f"{format_money(rake)}.",
    ]
    return lines


def _rake(ctx: Context) -> Question:
    scenario, game, settled = _pot_table(ctx)
    pot = settled["pots"][game]
    percent = scenario["rake"]["percent"]
    cap = int(scenario["rake"]["cap"] * 100)
    stake = scenario["seats"][0]["pot"][game]
    lines = _rake_lines(pot, percent, cap, len(pot["entrants"]), stake)
    return ctx.question(
        text=(
            f"{len(pot['entrants'])} players each put {format_money(int(stake * 100))} in the "
            f"{GAME_LABELS[game]} pot. The posted rake is {percent.normalize():f}% capped at "
            f"{format_money(cap)}. How much is the rake?"
        ),
        prompt={"scenario": scenario, "pot": game},
        answer=int(pot["rake"] * 100),
        explanation=Explanation(tuple(lines), "CO 3-5-7 ¶10(a)-(c)"),
    )


def _award(ctx: Context) -> Question:
    scenario, game, settled = _pot_table(ctx)
    pot = settled["pots"][game]
    percent = scenario["rake"]["percent"]
    cap = int(scenario["rake"]["cap"] * 100)
    stake = scenario["seats"][0]["pot"][game]
    winner = pot["winners"][0]
    share = int(pot["shares"][str(winner)] * 100)
    lines = _rake_lines(pot, percent, cap, len(pot["entrants"]), stake)
    lines.append(
        f"Award: {format_money(int(pot['total'] * 100))} - {format_money(int(pot['rake'] * 100))} "
        f"= {format_money(int(pot['award'] * 100))}."
    )
    lines.append(pot["reason"])
    if len(pot["winners"]) > 1:
        lines.append(f"Seat {winner} receives {format_money(share)}.")
    return ctx.question(
        text=(
            f"The {GAME_LABELS[game]} pot is played for by seats "
            f"{', '.join(str(s) for s in pot['entrants'])}, {format_money(int(stake * 100))} each, "
            f"posted rake {percent.normalize():f}% capped at {format_money(cap)}. How much does "
            f"seat {winner} receive from the pot?"
        ),
        prompt={"scenario": scenario, "pot": game, "seat": winner},
        answer=share,
        explanation=Explanation(tuple(lines), "CO 3-5-7 ¶10(a)-(c)"),
    )


_357_CHOICES = (
    "Accept every wager and play the hand",
    "Refuse the wager over the table maximum",
    "Refuse the pot wager: there is no pay-schedule wager on that game",
    "Refuse the surrender: it needs wagers on all three games",
    "Return the lone pot wager as void",
)
_357_CLAUSES = ("CO 3-5-7 ¶2, ¶10", "CO 3-5-7 ¶2", "CO 3-5-7 ¶10", "CO 3-5-7 ¶5", "CO 3-5-7 ¶10(d)")


def _limits_357(ctx: Context) -> Question:
    rng, rules = ctx.rng, ctx.rules
    case = rng.randrange(len(_357_CHOICES))
    cards = deal_rest(rng, 10, [])
    house = rules.house
    fitting = _fitting(rules, (100, 200, 300, 500))
    bets: dict[str, Any] = {g: to_decimal(rng.choice(fitting)) for g in ("three", "five", "seven")}
    seat: dict[str, Any] = {"seat": rng.randrange(1, 8), "cards": [str(c) for c in cards[:3]]}
    other: dict[str, Any] = {"seat": 0, "cards": [str(c) for c in cards[3:6]], "bets": dict(bets)}
    other["seat"] = rng.choice([s for s in range(1, 8) if s != seat["seat"]])
    pot_game = rng.choice(("three", "five", "seven"))
    surrender = False
    posted = to_decimal(rules.house.pot_wager)
    if case == 0:
        seat["bets"] = bets
        other["pot"] = {pot_game: posted}
        seat["pot"] = {pot_game: posted}
    elif case == 1:
        over = rng.choice(("three", "five", "seven"))
        bets[over] = to_decimal(house.max_wager + rng.choice([100, 200, 500, 2000]))
        seat["bets"] = bets
    elif case == 2:
        del bets[pot_game]
        seat["bets"] = bets
        seat["pot"] = {pot_game: posted}
        other["pot"] = {pot_game: posted}
    elif case == 3:
        del bets[rng.choice(("three", "five"))]
        seat["bets"] = bets
        surrender = True
    else:
        seat["bets"] = bets
        seat["pot"] = {pot_game: posted}
    seat["surrender"] = surrender
    scenario = {
        "game": "three-five-seven",
        "community": [str(c) for c in cards[6:10]],
        "seats": [seat, other],
    }
    # The second path: the engine, under the same posted rules, must refuse exactly the
    # refusals.
    try:
        table = settle_three_five_seven_table(
            rules,
            seats=[_seat_position(seat), _seat_position(other)],
            community=cards[6:10],
        )
        refused = False
    except WagerError:
        refused = True
    if refused != (case in (1, 2, 3)):  # pragma: no cover - generator and engine disagree
        raise AssertionError(f"limits case {case} disagrees with the engine")
    if case == 4 and not next(p for p in table.pots if p.game == pot_game).void:  # pragma: no cover
        raise AssertionError("a lone pot wager must be void")
    wagers = ", ".join(
        f"{GAME_LABELS[g]} {format_money(int(a * 100))}" for g, a in seat["bets"].items()
    )
    pots = ", ".join(
        f"{GAME_LABELS[g]} pot {format_money(int(a * 100))}" for g, a in seat.get("pot", {}).items()
    )
    others = (
        f" Seat {other['seat']} also makes the {GAME_LABELS[pot_game]} pot wager."
        if "pot" in other
        else " No other player makes a pot wager."
    )
    text = (
        f"The table limits are {format_money(house.min_wager)} to "
        f"{format_money(house.max_wager)} a wager. Seat {seat['seat']} puts out: {wagers}"
        + (f"; {pots}" if pots else "")
        + "."
    )
    if surrender:
        text += " After looking at the cards, the player asks to surrender the 7-card wager."
    text += others + " What does the dealer do?"
    return ctx.question(
        text=text,
        prompt={"scenario": scenario, "seat": seat["seat"]},
        answer=case,
        explanation=Explanation((_357_CHOICES[case] + ".",), _357_CLAUSES[case]),
        choices=_357_CHOICES,
    )


def _seat_position(seat: dict[str, Any]) -> SeatPosition:
    return SeatPosition(
        seat=seat["seat"],
        player=tuple(parse_card(c) for c in seat["cards"]),
        bets={g: to_cents(a) for g, a in seat.get("bets", {}).items()},
        pot={g: to_cents(a) for g, a in seat.get("pot", {}).items()},
        surrender=bool(seat.get("surrender")),
    )


_LEGAL_CHOICES = (
    "Legal",
    "Not legal: the percentage is over 10%",
    "Not legal: the cap is over $5",
    "Not legal: both the percentage and the cap are over the limits",
)


def _rake_legal(ctx: Context) -> Question:
    rng, rules = ctx.rng, ctx.rules
    percent = Decimal(rng.choice([5, 8, 10, 10, 12, 15, 20]))
    cap = rng.choice([100, 200, 300, 500, 500, 600, 1000])
    house = dataclasses.replace(rules.house, rake_percent=percent, rake_cap=cap)
    try:  # the second path: the engine's own validation of posted settings
        rules.validate_house(house)
        answer = 0
    except RulesError:
        reg = rules.regulation
        over_pct = reg.max_rake_percent is not None and percent > reg.max_rake_percent
        over_cap = reg.max_rake_cap is not None and cap > reg.max_rake_cap
        answer = 3 if over_pct and over_cap else 1 if over_pct else 2
    return ctx.question(
        text=(
            f"A licensee wants to post a rake of {percent.normalize():f}% of the player-banked "
            f"pot, capped at {format_money(cap)}. Is that legal?"
        ),
        prompt={"percent": percent, "cap": to_decimal(cap)},
        answer=answer,
        explanation=Explanation(
            (
                "The rake may be no more than 10% or five dollars, whichever is less.",
                _LEGAL_CHOICES[answer] + ".",
            ),
            "CO 3-5-7 ¶10(a)-(c)",
        ),
        choices=_LEGAL_CHOICES,
    )


def _limits_table(ctx: Context) -> Question:
    """Casino Hold'em and Three Card Poker: wagers the dealer accepts or refuses."""
    rng, rules = ctx.rng, ctx.rules
    house = rules.house
    game = ctx.family.game
    ante = rng.choice(_fitting(rules, (500, 1000, 1500, 2500, 5000)))
    # A wager under the table minimum needs a minimum above the smallest chip ($0.50).
    unders = [u for u in (house.min_wager - d for d in (100, 200, 400)) if u >= 50] or (
        [50] if house.min_wager > 50 else []
    )
    if game == "casino-holdem":
        choices: tuple[str, ...] = (
            "Accept the wagers",
            "Refuse: the call must be exactly double the ante",
            "Refuse: the progressive wager is $1",
            "Refuse: the ante is over the table maximum",
            "Refuse: the ante is under the table minimum",
        )
        clauses: tuple[str, ...] = (
            "CH Rules (1)-(3)",
            "CH Rules (3); Quick Rules 2",
            "CH Rules (1)",
            "house table limits",
            "house table limits",
        )
        case = rng.randrange(len(choices) if unders else len(choices) - 1)
        call = ante * 2
        progressive = 100 if rng.random() < 0.5 else 0
        if case == 1:
            call = ante * rng.choice([1, 3])
        elif case == 2:
            progressive = rng.choice([200, 500, 2500])
        elif case == 3:
            ante = house.max_wager + rng.choice([500, 2500, 10000])
            call = ante * 2
        elif case == 4:
            ante = rng.choice(unders)
            call = ante * 2
        parts = [f"an ante of {format_money(ante)}", f"then calls with {format_money(call)}"]
        if progressive:
            parts.insert(1, f"a progressive wager of {format_money(progressive)}")
        text = (
            f"The table limits are {format_money(house.min_wager)} to "
            f"{format_money(house.max_wager)}. A player puts out "
            + ", ".join(parts)
            + ". What does the dealer do?"
        )
        prompt: dict[str, Any] = {
            "ante": to_decimal(ante),
            "call": to_decimal(call),
            "progressive": to_decimal(progressive),
        }
    else:
        choices = (
            "Accept the wagers",
            "Refuse: the play wager must equal the ante",
            "Refuse: a wager is over the table maximum",
            "Refuse: a wager is under the table minimum",
        )
        clauses = (
            "N.J.A.C. 13:47-20.41(c)-(e)",
            "N.J.A.C. 13:47-20.41(a), (e)",
            "house table limits",
            "house table limits",
        )
        case = rng.randrange(len(choices) if unders else len(choices) - 1)
        play = ante
        pair_plus = rng.choice([0, *_fitting(rules, (500, 1000))])
        if case == 1:
            play = ante * rng.choice([2, 3]) if rng.random() < 0.5 else ante // 2
        elif case == 2:
            pair_plus = house.max_wager + rng.choice([500, 2500])
        elif case == 3:
            pair_plus = rng.choice(unders)
        parts = [f"an ante of {format_money(ante)}"]
        if pair_plus:
            parts.append(f"a Pair Plus wager of {format_money(pair_plus)}")
        parts.append(f"then plays with {format_money(play)}")
        text = (
            f"The table limits are {format_money(house.min_wager)} to "
            f"{format_money(house.max_wager)}. A player puts out "
            + ", ".join(parts)
            + ". What does the dealer do?"
        )
        prompt = {
            "ante": to_decimal(ante),
            "play": to_decimal(play),
            "pair_plus": to_decimal(pair_plus),
        }
    return ctx.question(
        text=text,
        prompt=prompt,
        answer=case,
        explanation=Explanation((choices[case] + ".",), clauses[case]),
        choices=choices,
    )


family("three-five-seven", "rake", Skill.RAKE, AnswerKind.AMOUNT, "rake a pot")(_rake)
family("three-five-seven", "pot-award", Skill.RAKE, AnswerKind.AMOUNT, "award a pot")(_award)
family("three-five-seven", "limits", Skill.RAKE, AnswerKind.CHOICE, "wagers to refuse")(_limits_357)
family("three-five-seven", "rake-legal", Skill.RAKE, AnswerKind.CHOICE, "legal rake settings")(
    _rake_legal
)
family("casino-holdem", "limits", Skill.RAKE, AnswerKind.CHOICE, "wagers to refuse")(_limits_table)
family("three-card-poker", "limits", Skill.RAKE, AnswerKind.CHOICE, "wagers to refuse")(
    _limits_table
)
