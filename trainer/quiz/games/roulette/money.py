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

from trainer.engine.games import AnyRules
from trainer.engine.games.roulette import BetKind, RouletteRules, Wheel
from trainer.engine.games.roulette.scenario import settle_roulette_scenario
from trainer.engine.games.roulette.settlement import odds_on
from trainer.engine.money import Cents, format_money, to_cents
from trainer.engine.protection_kinds import ErrorKind
from trainer.quiz.chips import DENOMINATIONS, chip_count, chip_total, fewest_chips
from trainer.quiz.family import Context, Verdict
from trainer.quiz.games.roulette import words as W
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
from trainer.quiz.model import Explanation, Question, chips_text, clean_text, total_line
from trainer.quiz.positions import scope
from trainer.words import say, table_word, translated


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
    lines = [say(W.LANDS, number=winning), *bet_lines(s, asked), paid_line(s, asked)]
    return _asked(
        ctx,
        s,
        asked,
        say(
            W.PLAYS_CHIPS,
            house=house_words(rules, wheel),
            number=winning,
            seat=asked,
            value=format_money(chips[asked]),
            scope=scope(),
        ),
        lines,
    )


def _asked(ctx: Context, s: Spin, seat: int, text: str, lines: list[str], **more: Any) -> Question:
    """A question on what the dealer pays one seat of a spin: the spin, the seat and the
    seats' chip values in the prompt; the answer the engine's payment."""
    return ctx.question(
        text=text,
        prompt={"scenario": s.scenario, "seat": seat, "chips": s.chips_data},
        answer=s.paid(seat),
        explanation=Explanation(tuple(lines), clauses_of(s, [seat])),
        **more,
    )


def _picture_spin(ctx: Context) -> tuple[Spin, int]:
    """A picture on the winning number: a straight-up with stacks on some of its splits,
    corners and streets, in one seat's wheel chips; the spin and the seat."""
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
    return spin(rules, winning, placed, {seat: value}), seat


def picture(ctx: Context) -> Question:
    """A picture bet on the winning number: its straight-up with stacks on some of its
    splits, corners and streets; what the dealer pays, in the player's chips and money."""
    s, seat = _picture_spin(ctx)
    value, winning = s.chips[seat], s.winning
    units = s.paid(seat) // value
    lines = [
        *bet_lines(s, seat),
        say(W.IN_CHIPS, units=units, value=format_money(value)),
        paid_line(s, seat),
    ]
    return _asked(
        ctx,
        s,
        seat,
        say(
            W.PICTURE,
            house=house_words(s.rules, s.wheel),
            number=winning,
            seat=seat,
            value=format_money(value),
            scope=scope(),
        ),
        lines,
    )


def picture_chips(ctx: Context) -> Question:
    """A picture on the winning number paid in the fewest of the house's value chips (the
    dealer pays a picture in value chips, not in the player's wheel chips)."""
    s, seat = _picture_spin(ctx)
    paid = s.paid(seat)
    chips = fewest_chips(paid, DENOMINATIONS) or {}
    count = chip_count(chips)
    lines = [
        *bet_lines(s, seat),
        paid_line(s, seat),
        total_line(
            say(W.FEWEST_ONE if count == 1 else W.FEWEST, count=count, chips=chips_text(chips))
        ),
    ]
    return _asked(
        ctx,
        s,
        seat,
        say(
            W.PICTURE_CHIPS,
            house=house_words(s.rules, s.wheel),
            number=s.winning,
            seat=seat,
            value=format_money(s.chips[seat]),
            scope=scope(),
        ),
        lines,
        extra={"chips": {str(d): n for d, n in chips.items()}},
    )


def judge_picture_chips(question: Question, rules: AnyRules) -> Verdict:
    """The spin settled again by the engine; right is its payment in as few chips as the
    engine's fewest count."""
    settled = settle_roulette_scenario(rules_of(rules), question.prompt["scenario"])
    seat = question.prompt["seat"]
    paid = sum(to_cents(b["paid"]) for b in settled["bets"] if b["seat"] == seat)
    best = fewest_chips(paid, DENOMINATIONS)
    assert best is not None

    def verdict(candidate: Any) -> bool:
        stack = {int(d): int(n) for d, n in dict(candidate).items() if int(n)}
        return chip_total(stack) == paid and chip_count(stack) == chip_count(best)

    return verdict


_KEY_KINDS = (BetKind.STRAIGHT, BetKind.SPLIT, BetKind.STREET, BetKind.CORNER)


def payoff_keys(ctx: Context) -> Question:
    """A payoff key: n chips on one straight-up, split, street or corner that wins; how many
    chips the dealer pays (six straight-ups are 210), in money at $1 a chip or at the
    seat's chip value."""
    rng, rules = ctx.rng, rules_of(ctx)
    wheel = rules.wheel
    winning = str(rng.randrange(1, 37))
    seat = rng.randrange(1, rules.seats + 1)
    kinds = [k for k in _KEY_KINDS if k in rules.bets]
    kind = BetKind.STRAIGHT if ctx.difficulty == 1 else rng.choice(kinds)
    nums = rng.choice([n for k, n in places_on(rules, wheel, winning) if k is kind])
    value = 100 if ctx.difficulty < 3 else chip_value(rng, rules, 3)
    if chips_of(rules, kind, value, 20) < 2:
        value = 100
    count = rng.randrange(2, chips_of(rules, kind, value, 20) + 1)
    s = spin(rules, winning, [(seat, kind, nums, count)], {seat: value})
    odds, _ = odds_on(rules, wheel, kind)
    at = translated(W.AT_ONE_DOLLAR) if value == 100 else say(W.AT_VALUE, value=format_money(value))
    lines = [
        say(W.KEY_LINE, count=count, odds=odds, chips=count * odds),
        *bet_lines(s, seat),
        paid_line(s, seat),
    ]
    return _asked(
        ctx,
        s,
        seat,
        say(
            W.KEY_ASK,
            house=house_words(rules, wheel),
            number=winning,
            seat=seat,
            count=count,
            bet=bet_words(kind, nums),
            at=at,
            scope=scope(),
        ),
        lines,
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
        how = translated(W.EACH_TO_MOST)
    else:
        units = 1 if ctx.difficulty == 1 else rng.choice((2, 3, 5))
        value = chip_value(rng, rules, 1 if ctx.difficulty == 1 else 2)
        placed = [(seat, k, n, units) for k, n in bets]
        each = W.UNIT_EACH if units == 1 else W.UNITS_EACH
        how = say(each, units=units, value=format_money(value))
    s = spin(rules, winning, placed, {seat: value})
    kinds = ", ".join(dict.fromkeys(translated(W.PLURALS[k.value]) for k, _ in bets))
    lines = [
        say(W.COMPLETE_LINE, number=winning, count=len(bets), kinds=kinds),
        *bet_lines(s, seat),
        paid_line(s, seat),
    ]
    return ctx.question(
        text=say(
            W.COMPLETE_ASK,
            house=house_words(rules, wheel),
            seat=seat,
            number=winning,
            how=how,
            scope=scope(),
        ),
        prompt={"scenario": s.scenario, "seat": seat, "chips": s.chips_data, "complete": winning},
        answer=s.paid(seat),
        explanation=Explanation(tuple(lines), clauses_of(s, [seat])),
    )


# ---------------------------------------------------------------------------------------
# Game protection: a settled layout to audit
# ---------------------------------------------------------------------------------------

# The mispays the audit plants (the spec's error kinds): a bet paid at another kind's odds,
# a top line paid at the first four's odds, one bet of a picture left unpaid, a losing bet
# paid, a bet placed after "no more bets" paid (§617a.3: it has no action).

PLANTED = (
    ErrorKind.WRONG_ODDS,
    ErrorKind.OTHER_WHEEL_ODDS,
    ErrorKind.PICTURE_BET_MISSED,
    ErrorKind.LOSING_BET_PAID,
    ErrorKind.PAST_POSTED,
)
LATE_CLAUSE = "58 Pa. Code §617a.3"
_DECOY_LATE = 0.25
"""How often a layout not past-posted still shows a late bet, left unpaid as it should be:
the mark on the layout says a chip was late, never that it was mispaid."""


def _plant(
    rng: random.Random, s: Spin, rules: RouletteRules, want: ErrorKind | None
) -> tuple[ErrorKind, int, Cents, str] | None:
    """One mispay of the kind wanted (any kind for ``None``): (kind, index of the bet,
    what it shows paid, what was wrong)."""
    found: list[tuple[ErrorKind, int, Cents, str]] = []
    for i, b in enumerate(s.settled.bets):
        bet, paid = b.bet, b.result.paid
        odds, _ = odds_on(rules, s.wheel, bet.kind)
        words = bet_words(bet.kind, bet.named)
        if paid:
            found.append(
                (
                    ErrorKind.PAST_POSTED,
                    i,
                    paid,
                    say(W.PAST_POSTED, bet=words, no_more_bets=_no_more_bets(), odds=odds),
                )
            )
        if paid and bet.kind.is_inside:
            other = {35: 17, 17: 35, 11: 8, 8: 11, 6: 8, 5: 6}.get(odds)
            if bet.kind is BetKind.TOP_LINE:
                found.append(
                    (
                        ErrorKind.OTHER_WHEEL_ODDS,
                        i,
                        bet.amount * 8,
                        translated(W.TOP_LINE_PAID),
                    )
                )
            elif other:
                found.append(
                    (
                        ErrorKind.WRONG_ODDS,
                        i,
                        bet.amount * other,
                        say(W.WRONG_ODDS, other=other, bet=bet.kind.words, odds=odds),
                    )
                )
            if sum(1 for x in s.settled.bets if x.bet.seat == bet.seat and x.result.paid) > 1:
                found.append((ErrorKind.PICTURE_BET_MISSED, i, 0, say(W.NOT_PAID, bet=words)))
        if not paid and b.result.net < 0 and b.label == "lose":
            found.append(
                (
                    ErrorKind.LOSING_BET_PAID,
                    i,
                    bet.amount * odds,
                    say(W.LOSER_PAID, bet=words, odds=odds),
                )
            )
    wanted = [f for f in found if want is None or f[0] is want]
    if not wanted:
        return None
    kind = rng.choice(sorted({f[0] for f in wanted}))
    return rng.choice([f for f in wanted if f[0] is kind])


def _no_more_bets() -> str:
    """The dealer's call that closes the layout, as the trainee's language shows it."""
    return table_word(W.NO_MORE_BETS)


def _audit_spin(
    ctx: Context, rules: RouletteRules, want: ErrorKind | None
) -> tuple[Spin, list[tuple[int, BetKind, tuple[str, ...], int]]]:
    """A spin for the audit, every seat's bets on it; a top line on a winning 1, 2 or 3
    where the other wheel's odds are to be planted (it is the one bet they touch)."""
    rng, wheel = ctx.rng, rules.wheel
    count = {1: 2, 2: 3}.get(ctx.difficulty, 4)
    top_line = want is ErrorKind.OTHER_WHEEL_ODDS
    winning = str(rng.randrange(1, 4) if top_line else rng.randrange(1, 37))
    seats = sorted(rng.sample(range(1, rules.seats + 1), count))
    chips = {s: chip_value(rng, rules, ctx.difficulty) for s in seats}
    placed: list[tuple[int, BetKind, tuple[str, ...], int]] = []
    if top_line:
        seat = rng.choice(seats)
        nums = places(wheel, BetKind.TOP_LINE)[0]
        placed.append((seat, BetKind.TOP_LINE, nums, 1))
    for seat in seats:
        for bet in _some_bets(rng, rules, wheel, winning, seat, rng.randrange(1, 4), chips[seat]):
            if bet[:3] not in {p[:3] for p in placed}:
                placed.append(bet)
    return spin(rules, winning, placed, chips), placed


def spot(ctx: Context) -> Question:
    """A spin the dealer has settled, every seat's bets with what each was paid; one seat
    mispaid in all but one layout in three. A bet may be marked late (placed after "no
    more bets"): it has no action, and paid it is the mispay (§617a.3)."""
    rng, rules = ctx.rng, rules_of(ctx)
    wheel = rules.wheel
    clean = rng.randrange(max(rules.clean_one_in, 1)) == 0
    kinds = [
        k for k in PLANTED if k is not ErrorKind.OTHER_WHEEL_ODDS or BetKind.TOP_LINE in rules.bets
    ]
    want: ErrorKind | None = None if clean else rng.choice(kinds)  # each kind as likely
    for attempt in range(30):
        s, placed = _audit_spin(ctx, rules, want)
        planted = None if clean else _plant(rng, s, rules, want if attempt < 20 else None)
        if clean or planted is not None:
            break
    winning, seats = s.winning, sorted(s.chips)
    bets = s.settled.bets
    shown = [b.result.paid for b in bets]
    late: int | None = None
    if planted is not None and planted[0] is ErrorKind.PAST_POSTED:
        late = planted[1]
    elif rng.random() < _DECOY_LATE:
        late = rng.choice([i for i in range(len(bets)) if planted is None or i != planted[1]])
        shown[late] = 0  # left unpaid, as it should be
    # What each seat is due: the engine's settlement of the bets that had action.
    right = s if late is None else spin(rules, winning, placed[:late] + placed[late + 1 :], s.chips)
    lines = [say(W.LANDS, number=winning)]
    if late is not None and (planted is None or planted[1] != late):
        b = bets[late].bet
        lines.append(
            say(
                W.LATE_LINE,
                seat=b.seat,
                bet=bet_words(b.kind, b.named),
                no_more_bets=_no_more_bets(),
            )
        )
    if planted is None:
        answer: dict[str, Any] = {"seat": None, "fix": None}
        lines.append(say(W.CLEAN_LAYOUT, clean=clean_text()))
        clause, error = rules.clause if late is None else LATE_CLAUSE, None
    else:
        kind, index, wrong, what = planted
        bet = bets[index]
        seat = bet.bet.seat
        shown[index] = wrong
        answer = {"seat": seat, "fix": right.paid(seat)}
        shown_total = sum(p for p, b in zip(shown, bets, strict=True) if b.bet.seat == seat)
        lines += [
            say(W.WRONG, seat=seat, heading=kind.heading, what=what),
            say(
                W.SHOULD_PAY,
                seat=seat,
                right=format_money(right.paid(seat)),
                shown=format_money(shown_total),
            ),
            say(W.SETTLED_RIGHT, seat=seat),
            *("  " + line for line in (*bet_lines(right, seat), paid_line(right, seat))),
        ]
        clause = LATE_CLAUSE if kind is ErrorKind.PAST_POSTED else bet.result.clause
        error = kind.value
    sheet = [
        say(
            W.SHEET_LATE if i == late else W.SHEET,
            seat=b.bet.seat,
            bet=bet_words(b.bet.kind, b.bet.named),
            amount=format_money(b.bet.amount),
            paid=format_money(p),
            no_more_bets=_no_more_bets(),
        )
        for i, (b, p) in enumerate(zip(bets, shown, strict=True))
    ]
    fields = {"house": house_words(rules, wheel), "number": winning}
    if late is None:
        head = say(W.AUDIT_ASK, **fields)
    else:
        b = bets[late].bet
        head = say(
            W.AUDIT_ASK_LATE,
            seat=b.seat,
            bet=bet_words(b.kind, b.named),
            no_more_bets=_no_more_bets(),
            **fields,
        )
    return ctx.question(
        text="\n".join([head, *sheet]),
        prompt={
            "scenario": s.scenario,
            "seats": seats,
            "chips": s.chips_data,
            "shown": shown,
            "late": late,
        },
        answer=answer,
        explanation=Explanation(tuple(lines), clause),
        extra={"error": error, "sheet": sheet},
    )
