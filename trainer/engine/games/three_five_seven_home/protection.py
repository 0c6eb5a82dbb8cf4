"""Game protection in the home game: a round's money as the table paid it, payment by
payment, and one mistake planted in one payment (issue 16, section 1).

A wrong payment changes two players' nets, so what the trainee points at is a payment,
not a player: each line names who pays whom and how much (the antes, a burn or a payment
between two players, the pot awarded). :func:`payment_lines` turns the engine's settled
round into those lines; :func:`plant_payment` makes one line wrong, so exactly one line
differs from the engine's, and its fix is the line's right amount or right recipient.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from trainer.engine.cards import Card, Rank
from trainer.engine.games.three_five_seven_home.hands import evaluate_home, wild_rank
from trainer.engine.games.three_five_seven_home.options import (
    BURNS_CLAUSE,
    STRIKES_CLAUSE,
    HomeOptions,
    Variant,
)
from trainer.engine.games.three_five_seven_home.settlement import RoundResult
from trainer.engine.hand_words import rank_plural, rank_word
from trainer.engine.money import Cents, format_money
from trainer.engine.protection import ErrorKind
from trainer.words import QT_TRANSLATE_NOOP, say

EVERYONE = "*"
"""The payer of the antes line: every player at the table antes the same."""

HOME_KINDS = {
    Variant.BURNS: (
        ErrorKind.WRONG_AMOUNT,
        ErrorKind.ANTE_NOT_RAISED,
        ErrorKind.POT_WRONG_PLAYER,
        ErrorKind.WILD_MISREAD,
    ),
    Variant.STRIKES: (ErrorKind.WRONG_AMOUNT, ErrorKind.POT_WRONG_PLAYER),
}
"""The mistakes each variant's table makes. A wild card misread in the strikes game changes
who wins, and so every loser's payment: no one payment to point at."""


@dataclass(frozen=True, slots=True)
class Payment:
    """One line of a round's money: ``payer`` pays ``payee`` ``amount`` (``None``: the pot;
    :data:`EVERYONE`: each player at the table, as the antes are paid)."""

    payer: str | None
    payee: str | None
    amount: Cents

    def words(self) -> str:
        """``Ann pays Bob $0.50``, ``Cal collects the pot, $2.75``, ``Every player antes
        $0.50 to the pot``."""
        money = format_money(self.amount)
        if self.payer == EVERYONE:
            return say(
                QT_TRANSLATE_NOOP("protection", "Every player antes {amount} to the pot"),
                amount=money,
            )
        if self.payer is None:
            return say(
                QT_TRANSLATE_NOOP("protection", "{payee} collects the pot, {amount}"),
                payee=self.payee,
                amount=money,
            )
        if self.payee is None:
            return say(
                QT_TRANSLATE_NOOP("protection", "{payer} puts {amount} in the pot"),
                payer=self.payer,
                amount=money,
            )
        return say(
            QT_TRANSLATE_NOOP("protection", "{payer} pays {payee} {amount}", "a home-game payment"),
            payer=self.payer,
            payee=self.payee,
            amount=money,
        )


def payment_lines(result: RoundResult, ante: Cents = 0) -> list[Payment]:
    """The round's money as lines, in the order the engine settles it: the antes first
    where the round opens a game, then every payer and payee once, with what passes
    between them (a burns round's burns between two players are one line each)."""
    lines = [Payment(EVERYONE, None, ante)] if ante else []
    totals: dict[tuple[str | None, str | None], Cents] = {}
    for t in result.transfers:
        totals[t.payer, t.payee] = totals.get((t.payer, t.payee), 0) + t.amount
    lines += [Payment(payer, payee, amount) for (payer, payee), amount in totals.items()]
    return lines


@dataclass(frozen=True, slots=True)
class PlantedPayment:
    """One payment made wrong: line ``at`` (from 0) shows ``shown`` where the engine pays
    ``right``; ``fix`` is what mends it (the right amount, or the right recipient's name);
    ``what`` says what was wrong, ``cost`` whom it costs, ``clause`` the rule broken."""

    kind: ErrorKind
    at: int
    shown: Payment
    right: Payment
    fix: Cents | str
    what: str
    cost: str
    clause: str


def _wrong_amount(
    result: RoundResult, lines: list[Payment], options: HomeOptions, game: int, rng: random.Random
) -> PlantedPayment | None:
    between = [i for i, p in enumerate(lines) if p.payer not in (None, EVERYONE) and p.payee]
    if not between:
        return None
    at = rng.choice(between)
    right = lines[at]
    if options.variant is Variant.BURNS:
        other = game - 1 if game > 1 else game + 1
        shown_amount = options.burn_for(other)
        template = (
            QT_TRANSLATE_NOOP(
                "protection",
                "{payer} paid {payee} {shown}, last game's burn; in game {game} one burn is "
                "{right} (it rises by {step} each game)",
            )
            if other < game
            else QT_TRANSLATE_NOOP(
                "protection",
                "{payer} paid {payee} {shown}, next game's burn; in game {game} one burn is "
                "{right} (it rises by {step} each game)",
            )
        )
        clause = f"{BURNS_CLAUSE} ¶10, ¶19"
    else:
        coin = max(options.split_unit, 1)
        shown_amount = right.amount - coin if right.amount > coin else right.amount + coin
        template = QT_TRANSLATE_NOOP(
            "protection",
            "{payer} paid {payee} {shown}, the pot miscounted by a coin; a loser pays an "
            "amount equal to the pot, {right} here",
        )
        clause = f"{STRIKES_CLAUSE} ¶12"
    if shown_amount == right.amount:  # pragma: no cover - a step of 0 is refused by check()
        return None
    what = say(
        template,
        payer=right.payer,
        payee=right.payee,
        shown=format_money(shown_amount),
        right=format_money(right.amount),
        game=game,
        step=format_money(options.burn_step),
    )
    shown = Payment(right.payer, right.payee, shown_amount)
    short = right.amount - shown_amount
    cost = (
        f"{right.payee} {format_money(short)}"
        if short > 0
        else f"{right.payer} {format_money(-short)}"
    )  # a name and an amount: the same in every language
    return PlantedPayment(
        ErrorKind.WRONG_AMOUNT, at, shown, right, right.amount, what, cost, clause
    )


def _ante_not_raised(
    lines: list[Payment], options: HomeOptions, game: int, players: int
) -> PlantedPayment | None:
    if not lines or lines[0].payer != EVERYONE or game < 2:
        return None
    right, last = lines[0], options.ante_for(game - 1)
    if last == right.amount:  # the ante at its cap: it no longer rises
        return None
    shown = Payment(EVERYONE, None, last)
    what = say(
        QT_TRANSLATE_NOOP(
            "protection",
            "every player anted {last}, last game's ante; the ante raises by {step} each game, "
            "to {right} in game {game}",
        ),
        last=format_money(last),
        step=format_money(options.ante_step),
        right=format_money(right.amount),
        game=game,
    )
    cost = say(
        QT_TRANSLATE_NOOP("protection", "the pot {amount}", "what a mistake cost"),
        amount=format_money((right.amount - last) * players),
    )
    return PlantedPayment(
        ErrorKind.ANTE_NOT_RAISED, 0, shown, right, right.amount, what, cost, f"{BURNS_CLAUSE} ¶19"
    )


def _pot_wrong_player(
    result: RoundResult, lines: list[Payment], rng: random.Random
) -> PlantedPayment | None:
    at = next((i for i, p in enumerate(lines) if p.payer is None and p.payee), None)
    if at is None or result.pot_winner is None:
        return None
    right = lines[at]
    others = [n for n in result.names if n != result.pot_winner]
    shown = Payment(None, rng.choice(others), right.amount)
    variant = result.variant
    what = say(
        QT_TRANSLATE_NOOP(
            "protection",
            "the pot of {amount} went to {payee}; {winner} was the only player in and so took a "
            "strike, the third, which wins the pot",
        )
        if variant is Variant.STRIKES
        else QT_TRANSLATE_NOOP(
            "protection",
            "the pot of {amount} went to {payee}; {winner} was the only player in and so took a "
            "marker, the third, which wins the pot",
        ),
        amount=format_money(right.amount),
        payee=shown.payee,
        winner=result.pot_winner,
    )
    clause = f"{STRIKES_CLAUSE} ¶14" if variant is Variant.STRIKES else f"{BURNS_CLAUSE} ¶20"
    cost = f"{result.pot_winner} {format_money(right.amount)}"
    return PlantedPayment(
        ErrorKind.POT_WRONG_PLAYER, at, shown, right, str(result.pot_winner), what, cost, clause
    )


def _wild_misread(
    result: RoundResult,
    lines: list[Payment],
    options: HomeOptions,
    cards: Mapping[str, Sequence[Card]],
    rng: random.Random,
) -> PlantedPayment | None:
    """A player's wild card read as the natural card it is: the hand reads otherwise, and
    the burn between that player and another passes the wrong way. Planted only where the
    misread changes exactly one pair's burn, and reverses it (never makes a tie, which
    would leave no burn to point at)."""
    if result.variant is not Variant.BURNS or len(result.ins) < 2:
        return None
    size = result.round
    wild = wild_rank(size)
    options_found = []
    for name in result.ins:
        held = cards[name]
        if not any(c.rank == wild for c in held):
            continue
        absent = next(r for r in Rank if all(c.rank != r for c in held))
        misread = evaluate_home(held, options, wild=absent)
        right_key = result.hands[name].key
        flipped = []
        for other in result.ins:
            if other == name:
                continue
            theirs = result.hands[other].key
            before = (right_key > theirs) - (right_key < theirs)
            after = (misread.key > theirs) - (misread.key < theirs)
            if before != after:
                flipped.append((other, before, after))
        if len(flipped) == 1 and flipped[0][1] == -flipped[0][2] != 0:
            options_found.append((name, misread, flipped[0][0], flipped[0][1]))
    if not options_found:
        return None
    name, misread, other, before = rng.choice(options_found)
    winner, loser = (name, other) if before > 0 else (other, name)
    at = next(i for i, p in enumerate(lines) if p.payer == loser and p.payee == winner)
    right = lines[at]
    shown = Payment(winner, loser, right.amount)
    count = sum(c.rank == wild for c in cards[name])
    what = say(
        QT_TRANSLATE_NOOP(
            "protection",
            "{name}'s wild {rank} read as a natural card: {misread} instead of {hand}, so "
            "{winner} paid {loser} the burn; {winner}'s {winning} beats {loser}'s {losing}, so "
            "{loser} pays {winner}",
        )
        if count == 1
        else QT_TRANSLATE_NOOP(
            "protection",
            "{name}'s wild {rank} read as natural cards: {misread} instead of {hand}, so "
            "{winner} paid {loser} the burn; {winner}'s {winning} beats {loser}'s {losing}, so "
            "{loser} pays {winner}",
        ),
        name=name,
        rank=rank_word(wild) if count == 1 else rank_plural(wild),
        misread=misread.describe(),
        hand=result.hands[name].describe(),
        winner=winner,
        loser=loser,
        winning=result.hands[winner].describe(),
        losing=result.hands[loser].describe(),
    )
    clause = f"{BURNS_CLAUSE} ¶6, ¶10-¶12"
    cost = f"{winner} {format_money(2 * right.amount)}"
    return PlantedPayment(ErrorKind.WILD_MISREAD, at, shown, right, winner, what, cost, clause)


def plant_payment(
    kind: ErrorKind,
    result: RoundResult,
    lines: list[Payment],
    options: HomeOptions,
    game: int,
    cards: Mapping[str, Sequence[Card]],
    rng: random.Random,
) -> PlantedPayment | None:
    """A mistake of this kind in one line of this round's money (``lines``, from
    :func:`payment_lines`), or ``None`` where it cannot happen here (no burn between two
    players, no antes, no pot won, no wild card whose misreading turns one burn). ``game``:
    the game since the pot opened; ``cards``: each player's cards."""
    if kind is ErrorKind.WRONG_AMOUNT:
        return _wrong_amount(result, lines, options, game, rng)
    if kind is ErrorKind.ANTE_NOT_RAISED:
        return _ante_not_raised(lines, options, game, len(result.names))
    if kind is ErrorKind.POT_WRONG_PLAYER:
        return _pot_wrong_player(result, lines, rng)
    if kind is ErrorKind.WILD_MISREAD:
        return _wild_misread(result, lines, options, cards, rng)
    return None
