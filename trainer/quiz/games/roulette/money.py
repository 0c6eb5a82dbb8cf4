"""Roulette payout drills: a player's bets paid, picture bets (a straight-up with its
splits, corners and streets), completes (every inside bet on a number, at one unit a bet or
to the table maximum), and a settled layout to audit.

Every question carries its spin in the ``dealer-trainer settle`` form
(``prompt["scenario"]``) and each seat's wheel-chip value (``prompt["chips"]``); its answer
is what the engine settles the spin to: winnings, the bets returned not counted.
"""

from __future__ import annotations

import random
from typing import Any

from trainer.engine.games.roulette import BetKind, RouletteRules, Wheel
from trainer.engine.games.roulette.settlement import odds_on
from trainer.engine.money import Cents, format_money
from trainer.engine.protection_kinds import ErrorKind
from trainer.quiz.family import Context
from trainer.quiz.games.roulette.spins import (
    Spin,
    bet_lines,
    bet_words,
    chip_value,
    chips_of,
    clauses_of,
    house_words,
    outside_which,
    paid_line,
    places,
    places_on,
    rules_of,
    spin,
)
from trainer.quiz.model import CLEAN, Explanation, Question
from trainer.quiz.positions import SCOPE


def _winning(rng: random.Random, wheel: Wheel) -> str:
    """A winning number: mostly 1-36, a zero now and then (its bets are drilled too)."""
    if rng.random() < 0.1:
        return rng.choice(wheel.zeros)
    return str(rng.randrange(1, 37))


def _some_bets(
    rng: random.Random,
    rules: RouletteRules,
    wheel: Wheel,
    winning: str,
    seat: int,
    count: int,
    value: Cents,
) -> list[tuple[int, BetKind, tuple[str, ...], int]]:
    """``count`` bets of one seat, most of them on or around the winning number."""
    out: list[tuple[int, BetKind, tuple[str, ...], int]] = []
    near = places_on(rules, wheel, winning)
    for _ in range(count):
        roll = rng.random()
        if roll < 0.55 and near:
            kind, nums = rng.choice(near)
        elif roll < 0.8:
            kind = rng.choice([k for k in rules.bets if not k.is_inside])
            nums = (
                outside_which(kind, winning) or ("1",)
                if kind in (BetKind.DOZEN, BetKind.COLUMN)
                else ()
            )
        else:
            kind = rng.choice([k for k in rules.bets if k.is_inside])
            nums = rng.choice(places(wheel, kind))
        if (seat, kind, nums) in {(s, k, n) for s, k, n, _ in out}:
            continue
        out.append((seat, kind, nums, rng.randrange(1, chips_of(rules, kind, value, 5) + 1)))
    return out


def payout(ctx: Context) -> Question:
    """What the dealer pays one player's bets on the spin."""
    rng, rules = ctx.rng, rules_of(ctx)
    wheel = rules.wheel
    winning = _winning(rng, wheel)
    seats = rng.sample(range(1, rules.seats + 1), 1 if ctx.difficulty < 3 else 3)
    chips = {s: chip_value(rng, rules, ctx.difficulty) for s in seats}
    placed = []
    for seat in seats:
        count = {1: 1, 2: rng.randrange(2, 5)}.get(ctx.difficulty, rng.randrange(2, 5))
        placed += _some_bets(rng, rules, wheel, winning, seat, count, chips[seat])
    asked = seats[0]
    s = spin(rules, winning, placed, chips)
    lines = [f"The ball lands on {winning}.", *bet_lines(s, asked), paid_line(s, asked)]
    return ctx.question(
        text=f"{house_words(rules, wheel)} The ball lands on {winning}. Seat {asked} plays "
        f"{format_money(chips[asked])} wheel chips. How much does the dealer pay seat "
        f"{asked}? {SCOPE}",
        prompt={"scenario": s.scenario, "seat": asked, "chips": s.chips_data},
        answer=s.paid(asked),
        explanation=Explanation(tuple(lines), clauses_of(s, [asked])),
    )


def picture(ctx: Context) -> Question:
    """A picture bet on the winning number: its straight-up with stacks on some of its
    splits, corners and streets; what the dealer pays, in the player's chips and money."""
    rng, rules = ctx.rng, rules_of(ctx)
    wheel = rules.wheel
    winning = str(rng.randrange(1, 37))
    seat = rng.randrange(1, rules.seats + 1)
    value = chip_value(rng, rules, ctx.difficulty)
    around = [(k, n) for k, n in places_on(rules, wheel, winning) if k is not BetKind.STRAIGHT]
    size = {1: 2, 2: rng.randrange(3, 6)}.get(ctx.difficulty, rng.randrange(4, 8))
    chosen = rng.sample(around, min(size, len(around)))
    chosen.sort(key=lambda kn: (rules.bets.index(kn[0]), kn[1]))
    top = {1: 3, 2: 5}.get(ctx.difficulty, 10)
    placed: list[tuple[int, BetKind, tuple[str, ...], int]] = [
        (
            seat,
            BetKind.STRAIGHT,
            (winning,),
            rng.randrange(1, chips_of(rules, BetKind.STRAIGHT, value, top) + 1),
        )
    ]
    placed += [
        (seat, k, n, rng.randrange(1, chips_of(rules, k, value, top) + 1)) for k, n in chosen
    ]
    s = spin(rules, winning, placed, {seat: value})
    units = s.paid(seat) // value
    lines = [
        *bet_lines(s, seat),
        f"In chips: {units} chips of {format_money(value)}.",
        paid_line(s, seat),
    ]
    return ctx.question(
        text=f"{house_words(rules, wheel)} The ball lands on {winning}. Seat {seat} has a "
        f"picture on {winning} in {format_money(value)} wheel chips, as shown. How much does "
        f"the dealer pay the picture? {SCOPE}",
        prompt={"scenario": s.scenario, "seat": seat, "chips": s.chips_data},
        answer=s.paid(seat),
        explanation=Explanation(tuple(lines), clauses_of(s, [seat])),
    )


def complete(ctx: Context) -> Question:
    """A complete on a number: every inside bet that covers it, one unit a bet, several, or
    each to the most the table takes on it."""
    rng, rules = ctx.rng, rules_of(ctx)
    wheel = rules.wheel
    if ctx.difficulty == 1:
        winning = str(rng.choice([n for n in range(4, 34) if (n - 1) % 3 == 1]))  # middle column
    else:
        winning = rng.choice([*wheel.zeros, *(str(n) for n in range(1, 37))])
    seat = rng.randrange(1, rules.seats + 1)
    bets = places_on(rules, wheel, winning)
    maximum = ctx.difficulty == 3 and rng.random() < 0.5
    if maximum:
        value = 100
        placed = [(seat, k, n, rules.most(k) // value) for k, n in bets]
        how = "each bet to the most the table takes on it"
    else:
        units = 1 if ctx.difficulty == 1 else rng.choice((2, 3, 5))
        value = chip_value(rng, rules, 1 if ctx.difficulty == 1 else 2)
        placed = [(seat, k, n, units) for k, n in bets]
        how = f"{units} chip{'s' if units != 1 else ''} of {format_money(value)} on each bet"
    s = spin(rules, winning, placed, {seat: value})
    kinds = ", ".join(dict.fromkeys(k.value + "s" for k, _ in bets))
    lines = [
        f"A complete on {winning} is every inside bet that covers it: {len(bets)} bets ({kinds}).",
        *bet_lines(s, seat),
        paid_line(s, seat),
    ]
    return ctx.question(
        text=f"{house_words(rules, wheel)} Seat {seat} plays a complete on {winning}: every "
        f"inside bet that covers {winning}, {how}. The ball lands on {winning}. How much does "
        f"the dealer pay? {SCOPE}",
        prompt={"scenario": s.scenario, "seat": seat, "chips": s.chips_data, "complete": winning},
        answer=s.paid(seat),
        explanation=Explanation(tuple(lines), clauses_of(s, [seat])),
    )


# ---------------------------------------------------------------------------------------
# Game protection: a settled layout to audit
# ---------------------------------------------------------------------------------------

# The mispays the audit plants (the spec's error kinds): a bet paid at another kind's odds,
# a top line paid at the first four's odds, one bet of a picture left unpaid, a losing bet
# paid.


def _plant(rng: random.Random, s: Spin, rules: RouletteRules) -> tuple[str, int, Cents, str] | None:
    """One mispay: (kind, index of the bet, what it shows paid, what was wrong)."""
    found = []
    for i, b in enumerate(s.settled.bets):
        bet, paid = b.bet, b.result.paid
        odds, _ = odds_on(rules, s.wheel, bet.kind)
        if paid and bet.kind.is_inside:
            other = {35: 17, 17: 35, 11: 8, 8: 11, 6: 8, 5: 6}.get(odds)
            if bet.kind is BetKind.TOP_LINE:
                found.append(
                    (
                        "other-wheel-odds",
                        i,
                        bet.amount * 8,
                        "paid 8 to 1, the first four's odds on a single-zero wheel; the top "
                        "line pays 6 to 1",
                    )
                )
            elif other:
                found.append(
                    (
                        "wrong-odds",
                        i,
                        bet.amount * other,
                        f"paid {other} to 1; {bet.kind.words} pays {odds} to 1",
                    )
                )
            if sum(1 for x in s.settled.bets if x.bet.seat == bet.seat and x.result.paid) > 1:
                found.append(
                    (
                        "picture-bet-missed",
                        i,
                        0,
                        f"{bet_words(bet.kind, bet.named)} won but was not paid",
                    )
                )
        if not paid and b.result.net < 0 and b.label == "lose":
            found.append(
                (
                    "losing-bet-paid",
                    i,
                    bet.amount * odds,
                    f"{bet_words(bet.kind, bet.named)} lost but was paid {odds} to 1",
                )
            )
    if not found:
        return None
    kind = rng.choice(sorted({f[0] for f in found}))  # each kind as likely as the others
    return rng.choice([f for f in found if f[0] == kind])


def spot(ctx: Context) -> Question:
    """A spin the dealer has settled, every seat's bets with what each was paid; one seat
    mispaid in all but one layout in three."""
    rng, rules = ctx.rng, rules_of(ctx)
    wheel = rules.wheel
    clean = rng.randrange(max(rules.clean_one_in, 1)) == 0
    count = {1: 2, 2: 3}.get(ctx.difficulty, 4)
    for _ in range(20):
        winning = str(rng.randrange(1, 37))
        seats = sorted(rng.sample(range(1, rules.seats + 1), count))
        chips = {s: chip_value(rng, rules, ctx.difficulty) for s in seats}
        placed = []
        for seat in seats:
            placed += _some_bets(rng, rules, wheel, winning, seat, rng.randrange(1, 4), chips[seat])
        s = spin(rules, winning, placed, chips)
        planted = None if clean else _plant(rng, s, rules)
        if clean or planted is not None:
            break
    shown = [b.result.paid for b in s.settled.bets]
    lines = [f"The ball lands on {winning}."]
    if planted is None:
        answer: dict[str, Any] = {"seat": None, "fix": None}
        lines.append(f"{CLEAN}: every bet is paid as the rules settle it.")
        clause, error = rules.clause, None
    else:
        kind, index, wrong, what = planted
        bet = s.settled.bets[index]
        seat = bet.bet.seat
        shown[index] = wrong
        answer = {"seat": seat, "fix": s.paid(seat)}
        shown_total = sum(
            p for p, b in zip(shown, s.settled.bets, strict=True) if b.bet.seat == seat
        )
        lines += [
            f"Seat {seat}: {ErrorKind(kind).heading}: {what}.",
            f"The dealer should pay seat {seat} {format_money(s.paid(seat))}, not "
            f"{format_money(shown_total)}.",
            f"Seat {seat}, settled right:",
            *("  " + line for line in (*bet_lines(s, seat), paid_line(s, seat))),
        ]
        clause, error = bet.result.clause, kind
    sheet = [
        f"Seat {b.bet.seat}: {bet_words(b.bet.kind, b.bet.named)}, "
        f"{format_money(b.bet.amount)}: paid {format_money(p)}."
        for b, p in zip(s.settled.bets, shown, strict=True)
    ]
    text = "\n".join(
        [
            f"{house_words(rules, wheel)} The ball landed on {winning} and the dealer has paid "
            "the layout as shown. Is it correct as it stands? If not, which seat is wrong, and "
            "what should the dealer pay it in all?",
            *sheet,
        ]
    )
    return ctx.question(
        text=text,
        prompt={"scenario": s.scenario, "seats": seats, "chips": s.chips_data, "shown": shown},
        answer=answer,
        explanation=Explanation(tuple(lines), clause),
        extra={"error": error, "sheet": sheet},
    )
