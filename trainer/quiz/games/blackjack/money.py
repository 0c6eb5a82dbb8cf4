"""Blackjack payout drills: a seat paid (its hands, doubles, splits, insurance), a
blackjack, insurance or even money at the posted odds, a blackjack paid in the fewest
chips, the table paid from third base to first base, and a settled table to audit.

Every question shows its round in the ``dealer-trainer settle`` form
(``prompt["scenario"]``, one table), and its answer is what the engine settles that round
to: the winnings the dealer pays, stakes returned not counted.
"""

from __future__ import annotations

from typing import Any

from trainer.engine.games.blackjack import PAYS, BlackjackRules, natural_payout
from trainer.engine.games.blackjack.game import blackjack_rules_of
from trainer.engine.games.blackjack.protection import KINDS, plant
from trainer.engine.money import Cents, format_money
from trainer.quiz.chips import DENOMINATIONS, chip_count, fewest_chips
from trainer.quiz.family import Context
from trainer.quiz.games.blackjack import words as W
from trainer.quiz.games.blackjack.rounds import (
    FOCI,
    Round,
    deal_round,
    dealer_line,
    house_words,
    paid_line,
    seat_lines,
    stake,
)
from trainer.quiz.model import (
    AnswerKind,
    Explanation,
    Question,
    chips_text,
    clean_text,
    total_line,
)
from trainer.quiz.positions import scope
from trainer.words import say, translated

_SEAT_FOCI = {
    1: ("natural", "plain", "double", "insurance", "bust"),
    2: FOCI,
    3: ("split", "double", "insurance", "surrender", "natural", "split"),
}
"""What a payout question's seat is steered to, by difficulty: the plain cases first."""


def bj_rules(ctx: Context) -> BlackjackRules:
    """The context's blackjack rules (the house's posted options)."""
    return blackjack_rules_of(ctx.game_rules)


def _clauses(round_: Round, seats: list[int]) -> str:
    settled = {s.seat: s for s in round_.settled.seats}
    clauses = [h.result.clause for n in seats for h in settled[n].hands]
    clauses += [settled[n].insurance.clause for n in seats if settled[n].insurance.amount]
    return "; ".join(dict.fromkeys(clauses))


def payout(ctx: Context) -> Question:
    """What the dealer pays one seat: every hand, and the insurance."""
    rules, rng = bj_rules(ctx), ctx.rng
    focus = rng.choice(_SEAT_FOCI[ctx.difficulty])
    seat = rng.randrange(1, rules.seats + 1)
    others = (
        []
        if ctx.difficulty == 1
        else rng.sample([s for s in range(1, rules.seats + 1) if s != seat], ctx.difficulty - 1)
    )
    round_ = deal_round(
        rng, rules, sorted([seat, *others]), foci={seat: focus}, difficulty=ctx.difficulty
    )
    lines = [dealer_line(round_), *seat_lines(round_, seat), paid_line(round_, seat)]
    return ctx.question(
        text=say(
            W.SETTLES_SEAT, house=house_words(rules, round_.pays, round_), seat=seat, scope=scope()
        ),
        prompt={"scenario": round_.scenario, "seat": seat},
        answer=round_.paid(seat),
        explanation=Explanation(tuple(lines), _clauses(round_, [seat])),
    )


# ---------------------------------------------------------------------------------------
# Blackjacks, insurance and even money at the posted odds
# ---------------------------------------------------------------------------------------

_ODD_WAGERS = (1500, 2500, 3500, 4500, 5500, 1250, 1750, 7500, 12500)


def _natural_wager(ctx: Context, rules: BlackjackRules) -> Cents:
    if ctx.difficulty == 1:
        return stake(ctx.rng, rules, 1)
    wagers = [w for w in _ODD_WAGERS if rules.min_wager <= w <= rules.max_wager]
    return ctx.rng.choice(wagers or [rules.min_wager])


def natural(ctx: Context) -> Question:
    """A blackjack at 3 to 2 or 6 to 5, insurance at 2 to 1, or even money: one wager, the
    odds said in the question."""
    rules, rng = bj_rules(ctx), ctx.rng
    seat = rng.randrange(1, rules.seats + 1)
    what = rng.choice(("natural", "natural", "insurance", "even money"))
    if not rules.insurance:
        what = "natural"
    wager = _natural_wager(ctx, rules)
    # Both odds are drilled: a house posts one, and a dealer deals at houses of either.
    pays = rules.blackjack_pays if ctx.difficulty == 1 else rng.choice(tuple(PAYS))
    foci = {seat: "natural" if what != "insurance" else "insurance"}
    for _ in range(40):
        round_ = deal_round(
            rng,
            rules,
            [seat],
            foci=foci,
            wagers={seat: wager},
            pays=pays,
            dealer_natural=what == "insurance" and rng.random() < 0.5,
        )
        dealt = round_.seat(seat)
        if what == "natural" and not dealt.insurance and not dealt.even_money:
            break
        if what == "even money" and dealt.even_money:
            break
        if what == "insurance" and dealt.insurance and not dealt.even_money:
            break
    lines = [dealer_line(round_), *seat_lines(round_, seat), paid_line(round_, seat)]
    return ctx.question(
        text=say(W.PAY_SEAT, house=house_words(rules, pays, round_), seat=seat, scope=scope()),
        prompt={"scenario": round_.scenario, "seat": seat},
        answer=round_.paid(seat),
        explanation=Explanation(tuple(lines), _clauses(round_, [seat])),
    )


def natural_chips(ctx: Context) -> Question:
    """A blackjack paid in the fewest of the house's chips ($25 at 3 to 2 is $37.50)."""
    rules, rng = bj_rules(ctx), ctx.rng
    seat = rng.randrange(1, rules.seats + 1)
    pays = rules.blackjack_pays if ctx.difficulty < 3 else rng.choice(tuple(PAYS))
    for _ in range(40):
        wager = _natural_wager(ctx, rules)
        paid, _ = natural_payout(wager, pays)
        chips = fewest_chips(paid, DENOMINATIONS)
        if chips:
            break
    round_ = deal_round(
        rng,
        rules,
        [seat],
        foci={seat: "natural"},
        wagers={seat: wager},
        pays=pays,
        dealer_natural=False,
    )
    count = chip_count(chips or {})
    lines = (
        dealer_line(round_),
        *seat_lines(round_, seat),
        total_line(
            say(
                W.FEWEST_ONE if count == 1 else W.FEWEST, count=count, chips=chips_text(chips or {})
            )
        ),
    )
    return ctx.question(
        kind=AnswerKind.CHIPS,
        text=say(W.BUILD, house=house_words(rules, pays, round_), seat=seat, scope=scope()),
        prompt={"scenario": round_.scenario, "seat": seat},
        answer=round_.paid(seat),
        explanation=Explanation(lines, _clauses(round_, [seat])),
        extra={"chips": {str(d): n for d, n in (chips or {}).items()}},
    )


# ---------------------------------------------------------------------------------------
# The table
# ---------------------------------------------------------------------------------------


def _table_round(ctx: Context, rules: BlackjackRules) -> tuple[Round, list[int]]:
    rng = ctx.rng
    count = {1: 2, 2: rng.randrange(3, 5)}.get(ctx.difficulty, rng.randrange(4, rules.seats + 1))
    seats = sorted(rng.sample(range(1, rules.seats + 1), count))
    foci = {s: rng.choice(FOCI if ctx.difficulty > 1 else _SEAT_FOCI[1]) for s in seats}
    round_ = deal_round(rng, rules, seats, foci=foci, difficulty=ctx.difficulty)
    return round_, sorted(seats, reverse=True)  # settled from third base


def table(ctx: Context) -> Question:
    """Pay the table from third base to first base: what each seat is paid."""
    rules = bj_rules(ctx)
    round_, order = _table_round(ctx, rules)
    lines = [dealer_line(round_)]
    for n in order:
        lines.append(say(W.SEAT, seat=n))
        lines += ["  " + line for line in (*seat_lines(round_, n), paid_line(round_, n))]
    return ctx.question(
        text=say(W.PAY_TABLE, house=house_words(rules, round_.pays, round_), scope=scope()),
        prompt={"scenario": round_.scenario, "seats": order},
        answer=[round_.paid(n) for n in order],
        explanation=Explanation(tuple(lines), _clauses(round_, order)),
    )


# ---------------------------------------------------------------------------------------
# Game protection: a settled table to audit
# ---------------------------------------------------------------------------------------


def _shown(round_: Round, order: list[int]) -> list[dict[str, Any]]:
    settled = {s.seat: s for s in round_.settled.seats}
    return [
        {
            "hands": [h.result.paid for h in settled[n].hands],
            "insurance": settled[n].insurance.paid,
        }
        for n in order
    ]


def _sheet_line(round_: Round, seat: int, shown: dict[str, Any]) -> str:
    dealt = round_.seat(seat)
    parts = []
    for k, (hand, paid) in enumerate(zip(dealt.hands, shown["hands"], strict=True), start=1):
        flags = ", ".join(
            translated(W.FLAGS[w])
            for w, f in (("doubled", hand.doubled), ("surrendered", hand.surrendered))
            if f
        )
        stake = format_money(hand.wager)
        stake_words = say(W.STAKE_FLAGS, amount=stake, flags=flags) if flags else stake
        cards = " ".join(str(c) for c in hand.cards)
        line = W.SHEET_HAND if len(dealt.hands) == 1 else W.SHEET_HAND_N
        parts.append(say(line, n=k, cards=cards, stake=stake_words, paid=format_money(paid)))
    if dealt.insurance:
        parts.append(
            say(
                W.SHEET_INSURANCE,
                amount=format_money(dealt.insurance),
                paid=format_money(shown["insurance"]),
            )
        )
    if dealt.even_money:
        parts.append(translated(W.EVEN_MONEY_TAKEN))
    return say(W.SHEET_SEAT, seat=seat, parts="; ".join(parts))


def spot(ctx: Context) -> Question:
    """A table the dealer has settled, one seat in all but one table in three mispaid:
    correct as it stands, or the seat and what it should be paid."""
    rules, rng = bj_rules(ctx), ctx.rng
    clean = rng.randrange(max(rules.clean_one_in, 1)) == 0
    planted = None
    for _ in range(0 if clean else 30):
        round_, order = _table_round(ctx, rules)
        kinds = list(KINDS)
        rng.shuffle(kinds)
        for kind in kinds:
            planted = plant(kind, round_.seats, round_.settled, rules, rng)
            if planted is not None:
                break
        if planted is not None:
            break
    if planted is None:
        round_, order = _table_round(ctx, rules)
    shown = _shown(round_, order)
    lines = [dealer_line(round_)]
    if planted is None:
        answer: dict[str, Any] = {"seat": None, "fix": None}
        lines.append(say(W.CLEAN_TABLE, clean=clean_text()))
        clause, error = rules.clause, None
    else:
        at = order.index(planted.seat)
        if planted.hand is None:
            shown[at]["insurance"] = planted.shown
        else:
            shown[at]["hands"][planted.hand] = planted.shown
        right = round_.paid(planted.seat)
        answer = {"seat": planted.seat, "fix": right}
        shown_total = sum(shown[at]["hands"]) + shown[at]["insurance"]
        lines += [
            say(W.WRONG, seat=planted.seat, heading=planted.kind.heading, what=planted.what),
            say(W.SHOULD_PAY, right=format_money(right), shown=format_money(shown_total)),
            say(W.SETTLED_RIGHT, seat=planted.seat),
            *(
                "  " + line
                for line in (*seat_lines(round_, planted.seat), paid_line(round_, planted.seat))
            ),
        ]
        clause, error = planted.clause, planted.kind.value
    sheet = [_sheet_line(round_, n, s) for n, s in zip(order, shown, strict=True)]
    text = "\n".join(
        [
            say(W.SPOT_ASK, house=house_words(rules, round_.pays, round_)),
            dealer_line(round_),
            *sheet,
        ]
    )
    return ctx.question(
        text=text,
        prompt={"scenario": round_.scenario, "seats": order, "shown": shown},
        answer=answer,
        explanation=Explanation(tuple(lines), clause),
        extra={"error": error, "sheet": sheet},
    )
