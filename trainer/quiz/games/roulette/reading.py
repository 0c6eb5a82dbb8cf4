"""Reading the roulette layout: which of these bets wins on a number, which of these sets of
numbers one bet can cover; the order a spin is settled in; colouring up a player's wheel
chips. Each choice or order family's judge asks the engine's layout, never the key."""

from __future__ import annotations

import random
from typing import Any

from trainer.engine.chips import chip_count, chip_total, fewest_chips
from trainer.engine.games import AnyRules
from trainer.engine.games.roulette import BetKind, Wheel, covered
from trainer.engine.games.roulette.layout import coverages, order_numbers
from trainer.engine.money import format_money
from trainer.quiz.family import Context, Verdict
from trainer.quiz.games.roulette import words as W
from trainer.quiz.games.roulette.spins import bet_words, places, rules_of
from trainer.quiz.model import Explanation, Question, chips_text
from trainer.words import say, translated

LAYOUT_CLAUSE = "58 Pa. Code §617a.3"


def _bet_for(
    rng: random.Random, kinds: list[BetKind], wheel: Wheel, number: str, wins: bool
) -> tuple[BetKind, tuple[str, ...]]:
    """A bet that covers ``number`` (``wins``) or does not."""
    for _ in range(200):
        kind = rng.choice(kinds)
        if kind.is_even_money:
            named: tuple[str, ...] = ()
        elif kind in (BetKind.DOZEN, BetKind.COLUMN):
            named = (rng.choice("123"),)
        else:
            # A winner drawn from the places that hold the number: a place drawn blind
            # holds 34 one time in 40 or so, and 200 draws could miss it.
            options = [p for p in places(wheel, kind) if (number in p) == wins]
            if not options:
                continue
            named = rng.choice(options)
        if (number in covered(wheel, kind, list(named))) == wins:
            return kind, named
    raise AssertionError("no bet drawn")  # pragma: no cover


def _capital(words: str) -> str:
    """Words as a choice begins them: ``A split on 17-20``."""
    return words.capitalize()


def which_wins(ctx: Context) -> Question:
    """The ball lands on a number: which of these four bets wins?"""
    rng, rules = ctx.rng, rules_of(ctx)
    wheel = rules.wheel
    number = str(rng.randrange(1, 37)) if rng.random() < 0.9 else rng.choice(wheel.zeros)
    inside = [k for k in rules.bets if k.is_inside]
    kinds = inside if ctx.difficulty == 1 else list(rules.bets)
    bets = [_bet_for(rng, kinds, wheel, number, True)]
    while len(bets) < 4:
        other = _bet_for(rng, kinds, wheel, number, False)
        if other not in bets and bet_words(*other) not in {bet_words(*b) for b in bets}:
            bets.append(other)
    words = tuple(_capital(bet_words(k, n)) for k, n in bets)
    right = bets[0]
    return ctx.question(
        text=say(W.WHICH_WINS, wheel=wheel.words, number=number),
        prompt={"wheel": wheel.value, "winning": number},
        answer=0,
        explanation=Explanation(
            (
                say(
                    W.COVERS_IT,
                    bet=words[0],
                    numbers=", ".join(covered(wheel, right[0], list(right[1]))),
                    number=number,
                ),
                *(say(W.NOT_COVER, bet=w, number=number) for w in words[1:]),
            ),
            LAYOUT_CLAUSE,
        ),
        choices=words,
        extra={"meanings": [{"bet": k.value, "numbers": list(n)} for k, n in bets]},
    )


def judge_which_wins(question: Question, rules: AnyRules) -> Verdict:
    """The engine's layout: the bet's numbers hold the winning number."""
    wheel = Wheel(question.prompt["wheel"])
    number = question.prompt["winning"]
    meanings = question.extra["meanings"]

    def verdict(candidate: Any) -> bool:
        m = meanings[candidate]
        return number in covered(wheel, BetKind(m["bet"]), list(m["numbers"]))

    return verdict


_SHAPED = (BetKind.SPLIT, BetKind.STREET, BetKind.CORNER, BetKind.SIX_LINE)


def _near_miss(rng: random.Random, kind: BetKind, right: tuple[str, ...]) -> tuple[str, ...]:
    """Numbers of the right count that look like a bet of this kind and are not one: one
    number moved by one or three places on the layout."""
    nums = [int(n) for n in right if n.isdigit() and int(n) > 0]
    i = rng.randrange(len(nums))
    moved = nums[i] + rng.choice((1, -1, 3, -3, 2))
    if not 1 <= moved <= 36 or moved in nums:
        moved = nums[i] + 6 if nums[i] + 6 <= 36 else nums[i] - 6
    nums[i] = moved
    return order_numbers([str(n) for n in nums])


def covers(ctx: Context) -> Question:
    """Which of these sets of numbers can one bet of this kind cover?"""
    rng, rules = ctx.rng, rules_of(ctx)
    wheel = rules.wheel
    kind = rng.choice(
        _SHAPED
        if ctx.difficulty < 3
        else [k for k in rules.bets if k.is_inside and k is not BetKind.STRAIGHT]
    )
    valid = {frozenset(s) for s in coverages(wheel, kind)}
    right = rng.choice(places(wheel, kind))
    options = [right]
    for _ in range(200):
        if len(options) == 4:
            break
        base = rng.choice(places(wheel, kind)) if rng.random() < 0.5 else right
        miss = (
            _near_miss(rng, kind, base) if any(n.isdigit() and int(n) > 0 for n in base) else base
        )
        if len(set(miss)) == len(base) and frozenset(miss) not in valid and miss not in options:
            options.append(miss)
    words = tuple(", ".join(o) for o in options)
    return ctx.question(
        text=say(W.WHICH_SETS, wheel=wheel.words, kind=kind.shown),
        prompt={"wheel": wheel.value, "bet": kind.value},
        answer=0,
        explanation=Explanation(
            (
                say(W.ONE_CHIP, numbers=words[0], bet=bet_words(kind, right)),
                translated(W.NOT_ONE[kind.value])
                if kind.value in W.NOT_ONE
                else say(W.NOT_ONE_OTHER, kind=kind.shown),
            ),
            LAYOUT_CLAUSE,
        ),
        choices=words,
        extra={"meanings": [list(o) for o in options]},
    )


def judge_covers(question: Question, rules: AnyRules) -> Verdict:
    """The engine's places for a bet of the kind on the wheel."""
    wheel = Wheel(question.prompt["wheel"])
    valid = coverages(wheel, BetKind(question.prompt["bet"]))
    meanings = question.extra["meanings"]
    return lambda candidate: frozenset(meanings[candidate]) in valid


_PLACED = (
    BetKind.SPLIT,
    BetKind.STREET,
    BetKind.TRIO,
    BetKind.CORNER,
    BetKind.FIRST_FOUR,
    BetKind.SIX_LINE,
)
"""The bets a chip on the layout can be read for: each has places that share numbers with
one another, so that the wrong choices are the bets beside the chip (a top line has one
place and is left out)."""


def numbers_covered(ctx: Context) -> Question:
    """A chip drawn at one place on the layout: which numbers does it cover? The wrong
    choices are the places beside it of the same size (a street is three numbers down the
    layout, never three along a column)."""
    rng, rules = ctx.rng, rules_of(ctx)
    wheel = rules.wheel
    kinds = {1: _PLACED[:1] + _PLACED[3:4], 2: (*_PLACED[:2], *_PLACED[3:4], _PLACED[5])}.get(
        ctx.difficulty, _PLACED
    )
    kind = rng.choice([k for k in kinds if k in rules.bets and coverages(wheel, k)])
    right = rng.choice(places(wheel, kind))
    size = len(right)
    beside = [
        p
        for k in rules.bets
        if k.is_inside and len(next(iter(coverages(wheel, k)))) == size
        for p in places(wheel, k)
        if set(p) & set(right) and set(p) != set(right)
    ]
    rng.shuffle(beside)
    options = [right]
    for option in beside:
        if len(options) == 4:
            break
        if set(option) not in [set(o) for o in options]:
            options.append(option)
    for _ in range(200):
        if len(options) == 4:
            break
        base = rng.choice(options)
        if not any(n.isdigit() and int(n) > 0 for n in base):
            continue
        miss = _near_miss(rng, kind, base)
        if len(set(miss)) == size and set(miss) not in [set(o) for o in options]:
            options.append(miss)
    words = tuple(", ".join(o) for o in options)
    return ctx.question(
        text=say(W.WHICH_NUMBERS, wheel=wheel.words),
        prompt={"wheel": wheel.value, "bet": kind.value, "numbers": list(right)},
        answer=0,
        explanation=Explanation(
            (
                say(W.THE_CHIP_IS, bet=bet_words(kind, right), numbers=words[0]),
                translated(W.BESIDE),
            ),
            LAYOUT_CLAUSE,
        ),
        choices=words,
        extra={"meanings": [list(o) for o in options]},
    )


def judge_numbers_covered(question: Question, rules: AnyRules) -> Verdict:
    """The numbers the engine's layout gives the chip's place."""
    p = question.prompt
    truth = frozenset(covered(Wheel(p["wheel"]), BetKind(p["bet"]), list(p["numbers"])))
    meanings = question.extra["meanings"]
    return lambda candidate: frozenset(meanings[candidate]) == truth


# ---------------------------------------------------------------------------------------
# Settling a spin, in order
# ---------------------------------------------------------------------------------------

SETTLE_STEPS = (
    ("mark", "Place the marker on the winning number"),
    ("clear-outside", "Clear the losing outside bets"),
    ("clear-inside", "Clear the losing inside bets"),
    ("pay-outside", "Pay the winning outside bets"),
    ("pay-inside", "Pay the winning inside bets"),
    ("lift", "Lift the marker and open the layout for bets"),
)
SETTLE_CLAUSE = "58 Pa. Code §617a.5; paying outside before inside: house procedure"
_FREE = [[1, 3]]  # the losers are cleared in either order (docs/rules-decisions.md)


def settle_order(ctx: Context) -> Question:
    """The steps of settling a spin, in order."""
    keys = [k for k, _ in SETTLE_STEPS]
    shuffled = list(keys)
    while shuffled == keys:
        ctx.rng.shuffle(shuffled)
    labels = {k: translated(W.STEPS[k]) for k in keys}
    return ctx.question(
        text=translated(W.SETTLE_ASK),
        prompt={"steps": keys},
        answer=keys,
        explanation=Explanation(
            (
                *(say(W.STEP_LINE, n=i, step=labels[k]) for i, k in enumerate(keys, start=1)),
                translated(W.SETTLE_WHY),
            ),
            SETTLE_CLAUSE,
        ),
        choices=tuple(shuffled),
        extra={"labels": labels, "free": _FREE},
    )


def judge_settle_order(question: Question, rules: AnyRules) -> Verdict:
    """Marker first; the losers, in either order; outside winners, inside winners; the
    marker off last."""

    def verdict(candidate: Any) -> bool:
        c = list(candidate)
        return (
            len(c) == 6
            and c[0] == "mark"
            and set(c[1:3]) == {"clear-outside", "clear-inside"}
            and c[3:] == ["pay-outside", "pay-inside", "lift"]
        )

    return verdict


# ---------------------------------------------------------------------------------------
# Colouring up wheel chips
# ---------------------------------------------------------------------------------------

COLOUR_CLAUSE = "58 Pa. Code §617a.3"
_WHEEL_VALUES = {1: (100, 50), 2: (100, 200, 500), 3: (25, 50, 250, 300, 1000)}


def wheel_chips(ctx: Context) -> Question:
    """A player leaves with wheel chips at their value: colour up into the fewest value
    chips."""
    rng, rules = ctx.rng, rules_of(ctx)
    seat = rng.randrange(1, rules.seats + 1)
    for _ in range(100):
        value = rng.choice(_WHEEL_VALUES[ctx.difficulty])
        stacks = rng.randrange(1, 4 if ctx.difficulty < 3 else 7)
        loose = rng.randrange(0, 20)
        total = (stacks * 20 + loose) * value
        best = fewest_chips(total)
        if best is not None:
            break
    assert best is not None
    count = stacks * 20 + loose
    return ctx.question(
        text=say(
            W.LEAVES_ONE if stacks == 1 else W.LEAVES,
            seat=seat,
            stacks=stacks,
            loose=loose,
            value=format_money(value),
        ),
        prompt={"seat": seat, "stacks": stacks, "loose": loose, "value": value},
        answer=total,
        explanation=Explanation(
            (
                say(
                    W.WHEEL_COUNT,
                    stacks=stacks,
                    loose=loose,
                    count=count,
                    value=format_money(value),
                    total=format_money(total),
                ),
                say(W.FEWEST_COUNT, count=chip_count(best), chips=chips_text(best)),
            ),
            COLOUR_CLAUSE,
        ),
        extra={"chips": {str(d): n for d, n in best.items()}},
    )


def judge_wheel_chips(question: Question, rules: AnyRules) -> Verdict:
    """The wheel chips' worth counted again, made in as few chips as the engine finds."""
    p = question.prompt
    total = (int(p["stacks"]) * 20 + int(p["loose"])) * int(p["value"])
    best = fewest_chips(total)
    assert best is not None

    def verdict(candidate: Any) -> bool:
        stack = {int(d): int(n) for d, n in dict(candidate).items() if int(n)}
        return chip_total(stack) == total and chip_count(stack) == chip_count(best)

    return verdict
