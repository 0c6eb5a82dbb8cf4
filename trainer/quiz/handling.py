"""Chip handling (issue 16, section 2): cutting a payment from stacks, colouring up a pile,
and making change under the house's rule. A skill of its own, ``chips``, at every casino
game's table (the home game is player-banked and has no house chips).

- **Cutting:** a winning wager of so many chips of one value, paid at a row of the posted
  table; the dealer pays the winnings from stacks of 20, whole stacks first, the rest cut
  in fives (or fours, where the question says so) and the remainder loose. Graded on the
  amount and on the cut (:mod:`trainer.quiz.grading`).
- **Colouring up:** a pile of mixed chips lies at a seat; the trainee gives the fewest of
  the house's chips that equal it.
- **Making change:** a buy-in in cash, or a chip to be changed, and the house's rule for
  what chips to give (:class:`trainer.engine.chips.ChangeRule`, the house setting
  ``chips.change-rule``). Every stack the rule allows is right, not only the key's.

All the arithmetic is the engine's (:mod:`trainer.engine.chips`); each family's judge asks
it, never the key, whether a candidate answer is right.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from trainer.engine.chips import (
    CUT_SIZES,
    DENOMINATIONS,
    STACK,
    ChangeRule,
    Cut,
    best_change,
    change_fault,
    chip_count,
    chip_total,
    cut,
    cut_fault,
    cut_words,
    fewest_chips,
)
from trainer.engine.errors import ScheduleError
from trainer.engine.games import GAMES, AnyRules
from trainer.engine.games.spec import CASINO, HOME, casino_rules
from trainer.engine.money import Cents, format_money
from trainer.engine.rule_words import row_name
from trainer.engine.rules import GameRules
from trainer.quiz.family import Context, Family, Verdict, for_games
from trainer.quiz.model import AnswerKind, Explanation, Question, Skill, chips_text, total_line
from trainer.quiz.positions import WAGER_NAMES
from trainer.words import QT_TRANSLATE_NOOP, say, translated

# The rule texts are silent on handling chips: the house's procedure, as
# docs/rules-decisions.md records it ("Cutting chips", "Colouring up", "Making change").
# The clause is what a trainee reads under a verdict, so it names no file.
CUT_CLAUSE = (
    "House procedure (the rule texts are silent): chips are paid from stacks of 20, whole "
    "stacks first, the rest cut from a stack in equal piles"
)
COLOUR_CLAUSE = (
    "House procedure (the rule texts are silent): a player leaving the table is coloured "
    "up into the fewest chips of the house's values"
)
CHANGE_CLAUSE = (
    "House procedure (the rule texts are silent): change is given under the house's "
    "posted rule for making change"
)

_CUT_FIVES = QT_TRANSLATE_NOOP(
    "chips",
    "Seat {seat}'s {wager} of {bet} {chip} chips ({amount}) wins: {row}, paid {odds}. Pay "
    "the winnings in {chip} chips from stacks of {stack}, cut in fives, as the house pays: "
    "whole stacks first, then as many fives as the rest allows, then loose chips. How many "
    "stacks, fives and loose chips?",
)
_CUT_FOURS = QT_TRANSLATE_NOOP(
    "chips",
    "Seat {seat}'s {wager} of {bet} {chip} chips ({amount}) wins: {row}, paid {odds}. Pay "
    "the winnings in {chip} chips from stacks of {stack}, cut in fours, as the house pays: "
    "whole stacks first, then as many fours as the rest allows, then loose chips. How many "
    "stacks, fours and loose chips?",
)
_CUT_ONE_FIVES = QT_TRANSLATE_NOOP(
    "chips",
    "Seat {seat}'s {wager} of {bet} {chip} chip ({amount}) wins: {row}, paid {odds}. Pay "
    "the winnings in {chip} chips from stacks of {stack}, cut in fives, as the house pays: "
    "whole stacks first, then as many fives as the rest allows, then loose chips. How many "
    "stacks, fives and loose chips?",
)
_CUT_ONE_FOURS = QT_TRANSLATE_NOOP(
    "chips",
    "Seat {seat}'s {wager} of {bet} {chip} chip ({amount}) wins: {row}, paid {odds}. Pay "
    "the winnings in {chip} chips from stacks of {stack}, cut in fours, as the house pays: "
    "whole stacks first, then as many fours as the rest allows, then loose chips. How many "
    "stacks, fours and loose chips?",
)
_WIN = QT_TRANSLATE_NOOP("chips", "{bet} chips at {odds} win {paid} chips ({won}).")
_WIN_ONE = QT_TRANSLATE_NOOP("chips", "{bet} chip at {odds} win {paid} chips ({won}).")
_CUT_AS = QT_TRANSLATE_NOOP(
    "chips", "{paid} chips: {cut} ({stacks} x {stack} + {piles} x {size} + {loose})."
)
_STACKS_FIRST = QT_TRANSLATE_NOOP(
    "chips", "Whole stacks go first; the rest is cut from a stack, then the loose chips."
)
_LEAVING = QT_TRANSLATE_NOOP(
    "chips",
    "Seat {seat} is leaving the table with a pile of {count} chips: {chips}. Colour it up: "
    "give the fewest chips that make the same amount.",
)
_PILE = QT_TRANSLATE_NOOP("chips", "The pile: {chips} = {total}.")
_FEWEST = QT_TRANSLATE_NOOP("chips", "Fewest chips: {count}: {chips}.")
_BUYS_IN = QT_TRANSLATE_NOOP("chips", "Seat {seat} buys in with {amount} in cash.")
_ASKS_CHANGE = QT_TRANSLATE_NOOP(
    "chips", "Seat {seat} asks for change of a {chip} chip (change is given in smaller chips)."
)
_HOUSE_GIVES = QT_TRANSLATE_NOOP(
    "chips", "{asked} The house gives {rule}: what chips does the dealer give?"
)
_RULE = QT_TRANSLATE_NOOP("chips", "The house rule: {rule}.")
_RULE_BELOW = QT_TRANSLATE_NOOP(
    "chips", "The house rule: {rule}, all smaller than the {chip} chip."
)
_CHANGE = QT_TRANSLATE_NOOP("chips", "{amount} = {chips} ({count} chips).")

# Chips a wager is made of when a payment is cut, by difficulty: the counts paid.
_CUT_CHIPS = (100, 500, 2_500)
_CUT_RANGE = {1: (6, 40), 2: (10, 80), 3: (21, 200)}
_MOST_BET = 50  # chips in one wager, at most


def _cut_candidates(
    rules: GameRules, difficulty: int
) -> list[tuple[str, str, str, Cents, int, int]]:
    """Every (wager, row, odds, chip, chips bet, chips paid) the posted tables and limits
    allow, whose payment in chips falls in the difficulty's range."""
    low, high = _CUT_RANGE[difficulty]
    house = rules.house
    out = []
    for wager in rules.wagers:
        try:
            table = rules.paytable(wager)
        except ScheduleError:  # a wager without a table of its own
            continue
        for row in table.rows:
            if row.odds is None:
                continue
            for chip in _CUT_CHIPS:
                first = max(1, -(-house.min_wager // chip))
                last = min(_MOST_BET, house.max_wager // chip)
                for bet in range(first, last + 1):
                    won = bet * row.odds.to_win
                    if won % row.odds.per:
                        continue
                    paid = won // row.odds.per
                    if low <= paid <= high:
                        out.append((wager, row.label, str(row.odds), chip, bet, paid))
    return out


def _cut(ctx: Context) -> Question:
    rng, rules = ctx.rng, ctx.rules
    found = _cut_candidates(rules, ctx.difficulty) or _cut_candidates(rules, 1)
    wager, row, odds, chip, bet, paid = rng.choice(found)
    size = 5 if ctx.difficulty == 1 else rng.choice(CUT_SIZES)
    seat = rng.randrange(1, rules.seats + 1)
    key = cut(paid, size)
    fields = {
        "seat": seat,
        "wager": WAGER_NAMES.get(wager, wager),
        "bet": bet,
        "chip": format_money(chip),
        "amount": format_money(bet * chip),
        "row": row_name(row),
        "odds": odds,
        "stack": STACK,
        "paid": paid,
        "won": format_money(paid * chip),
    }
    asked = {(1, 5): _CUT_ONE_FIVES, (1, 4): _CUT_ONE_FOURS, (0, 5): _CUT_FIVES}
    text = say(asked.get((int(bet == 1), size), _CUT_FOURS), **fields)
    lines = (
        say(_WIN_ONE if bet == 1 else _WIN, **fields),
        say(
            _CUT_AS,
            paid=paid,
            cut=cut_words(key),
            stacks=key.stacks,
            stack=STACK,
            piles=key.piles,
            size=size,
            loose=key.loose,
        ),
        translated(_STACKS_FIRST),
    )
    return ctx.question(
        text=text,
        prompt={
            "seat": seat,
            "wager": wager,
            "row": row,
            "odds": odds,
            "chip": chip,
            "bet": bet,
            "size": size,
        },
        answer=cut_answer(key),
        explanation=Explanation(lines, CUT_CLAUSE),
        extra={"placed": {wager: bet * chip}, "chip": chip},
    )


def cut_answer(c: Cut) -> dict[str, int]:
    """A cut as a question's answer (plain data)."""
    return {"stacks": c.stacks, "piles": c.piles, "size": c.size, "loose": c.loose}


def cut_of(answer: Mapping[str, Any]) -> Cut:
    """A question's answer (or a reader's) as a :class:`Cut`."""
    return Cut(
        int(answer["stacks"]), int(answer["piles"]), int(answer["size"]), int(answer["loose"])
    )


def judge_cut(question: Question, rules: AnyRules) -> Verdict:
    """Right when the candidate is the dealer's cut of the chips the row pays, worked out
    again from the wager and the odds of the posted table."""
    p = question.prompt
    table = casino_rules(rules).paytable(p["wager"])
    row = next(r for r in table.rows if r.label == p["row"])
    assert row.odds is not None
    paid = int(p["bet"]) * row.odds.to_win // row.odds.per
    size = int(p["size"])

    def verdict(candidate: Any) -> bool:
        given = candidate if isinstance(candidate, Cut) else cut_of(candidate)
        return given.chips == paid and cut_fault(given, paid, size) is None

    return verdict


# -- colouring up ----------------------------------------------------------------------------

_PILE_CHIPS = {
    1: (500, 100),
    2: (2_500, 500, 250, 100),
    3: (2_500, 500, 250, 100, 50),
}
_PILE_COUNTS = {1: (2, 12), 2: (1, 14), 3: (1, 19)}


def _colour(ctx: Context) -> Question:
    rng = ctx.rng
    values = _PILE_CHIPS[ctx.difficulty]
    low, high = _PILE_COUNTS[ctx.difficulty]
    kinds = {1: 2, 2: rng.randrange(2, 4)}.get(ctx.difficulty, rng.randrange(3, 6))
    while True:
        pile = {d: rng.randrange(low, high + 1) for d in rng.sample(values, kinds)}
        best = fewest_chips(chip_total(pile))
        if best is not None and chip_count(best) < chip_count(pile):
            break
    pile = dict(sorted(pile.items(), reverse=True))
    total = chip_total(pile)
    seat = rng.randrange(1, ctx.seats + 1)
    text = say(_LEAVING, seat=seat, count=chip_count(pile), chips=chips_text(pile))
    lines = (
        say(_PILE, chips=chips_text(pile), total=format_money(total)),
        total_line(say(_FEWEST, count=chip_count(best), chips=chips_text(best))),
    )
    return ctx.question(
        kind=AnswerKind.CHIPS,
        text=text,
        prompt={"seat": seat, "pile": {str(d): n for d, n in pile.items()}},
        answer=total,
        explanation=Explanation(lines, COLOUR_CLAUSE),
        extra={"chips": {str(d): n for d, n in best.items()}},
    )


def _stack_of(candidate: Any) -> dict[Cents, int]:
    return {int(d): int(n) for d, n in dict(candidate).items() if int(n)}


def judge_colour(question: Question, rules: AnyRules) -> Verdict:
    """Right when the candidate makes the pile's worth, counted again from the pile, in as
    few chips as the engine finds it can be made."""
    pile = {int(d): int(n) for d, n in question.prompt["pile"].items()}
    total = chip_total(pile)
    best = fewest_chips(total)
    assert best is not None

    def verdict(candidate: Any) -> bool:
        stack = _stack_of(candidate)
        return chip_total(stack) == total and chip_count(stack) == chip_count(best)

    return verdict


# -- making change ---------------------------------------------------------------------------

_CASH = {
    1: (2_000, 4_000, 5_000, 10_000),
    2: (6_000, 8_000, 12_000, 15_000, 20_000),
    3: (14_000, 26_000, 30_000, 35_000, 47_500, 50_000),
}
_CHANGED = {1: (2_500, 500), 2: (10_000, 2_500, 500, 250), 3: (10_000, 2_500, 500, 250, 100)}


def _change(ctx: Context) -> Question:
    rng, rules = ctx.rng, ctx.rules
    rule = ChangeRule(rules.house.change_rule)
    seat = rng.randrange(1, rules.seats + 1)
    if rng.random() < 0.5:
        amount, below = rng.choice(_CASH[ctx.difficulty]), None
        asked = say(_BUYS_IN, seat=seat, amount=format_money(amount))
    else:
        below = rng.choice(_CHANGED[ctx.difficulty])
        amount = below
        asked = say(_ASKS_CHANGE, seat=seat, chip=format_money(below))
    key = best_change(amount, rule, below)
    text = say(_HOUSE_GIVES, asked=asked, rule=rule.words(below))
    rule_line = (
        say(_RULE_BELOW, rule=rule.words(below), chip=format_money(below))
        if below
        else say(_RULE, rule=rule.words(below))
    )
    lines = (
        rule_line,
        say(_CHANGE, amount=format_money(amount), chips=chips_text(key), count=chip_count(key)),
    )
    return ctx.question(
        kind=AnswerKind.CHIPS,
        text=text,
        prompt={"seat": seat, "cash" if below is None else "chip": amount},
        answer=amount,
        explanation=Explanation(lines, CHANGE_CLAUSE),
        extra={
            "chips": {str(d): n for d, n in key.items()},
            "change": {"rule": rule.value, "below": below},
        },
    )


def judge_change(question: Question, rules: AnyRules) -> Verdict:
    """Right when the candidate is change the house's rule allows for what the seat handed
    over (the rule read from the rules the question was asked under)."""
    p = question.prompt
    rule = ChangeRule(casino_rules(rules).house.change_rule)
    below = int(p["chip"]) if "chip" in p else None
    amount = int(p["chip"]) if below is not None else int(p["cash"])

    def verdict(candidate: Any) -> bool:
        return change_fault(_stack_of(candidate), amount, rule, below) is None

    return verdict


_CASINO = tuple(spec.id for spec in GAMES if spec.kind == CASINO)
_CHIPPED = tuple(spec.id for spec in GAMES if spec.kind != HOME)
"""The games dealt with the house's chips: colouring up needs no pay table (blackjack too)."""
assert all(d in DENOMINATIONS for d in _CUT_CHIPS)

FAMILIES: tuple[Family, ...] = (
    *for_games(
        _CASINO,
        "cut",
        Skill.CHIPS,
        AnswerKind.CUT,
        QT_TRANSLATE_NOOP("families", "cut a payment from stacks"),
        _cut,
        judge_cut,
    ),
    *for_games(
        _CHIPPED,
        "colour-up",
        Skill.CHIPS,
        AnswerKind.CHIPS,
        QT_TRANSLATE_NOOP("families", "colour up"),
        _colour,
        judge_colour,
    ),
    *for_games(
        _CASINO,
        "make-change",
        Skill.CHIPS,
        AnswerKind.CHIPS,
        QT_TRANSLATE_NOOP("families", "make change"),
        _change,
        judge_change,
    ),
)
"""The chip-handling families of every casino game (colouring up at blackjack too)."""
