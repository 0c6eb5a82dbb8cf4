"""Game protection: the mistakes a dealer makes settling a hand, made on purpose.

A game-protection drill shows a table the dealer has already settled; it may hold one
mistake of a real kind (:class:`ErrorKind`). The mistake is a deliberate mutation of the
engine's correct settlement of one seat: :func:`plant` takes a settled position and
returns the :class:`Planted` error (which wager, what the dealer shows, what is right,
what it costs and the clause), or ``None`` where that kind cannot happen in this
position. The right figures are the engine's own; a planted error never shows what the
correct settlement shows.

Each game declares the kinds that apply to it
(:attr:`~trainer.engine.games.spec.GameSpec.error_kinds`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from enum import StrEnum

from trainer.engine.money import Cents, format_money
from trainer.engine.rules import GameRules, PayRow, PayTable
from trainer.engine.settlement import Outcome, Settlement, WagerResult, by_table


class ErrorKind(StrEnum):
    """A kind of settlement mistake (the names ``questions --json`` gives as ``"error"``)."""

    WRONG_ROW = "wrong-row"
    WRONG_SCHEDULE = "wrong-schedule"
    PUSH_PAID = "push-paid"
    ANTE_BONUS_MISSED = "ante-bonus-missed"
    MISREAD = "misread"
    OVER_MAXIMUM = "over-maximum"
    FOLD_PLAYED = "fold-played"
    SURRENDER_PLAYED = "surrender-played"

    @property
    def heading(self) -> str:
        """The kind in words: ``"a payout at the wrong row"``."""
        return _HEADINGS[self]


_HEADINGS = {
    ErrorKind.WRONG_ROW: "a payout at the wrong row",
    ErrorKind.WRONG_SCHEDULE: "a payout from the wrong schedule",
    ErrorKind.PUSH_PAID: "a push paid as a win",
    ErrorKind.ANTE_BONUS_MISSED: "the ante bonus missed",
    ErrorKind.MISREAD: "a misread hand",
    ErrorKind.OVER_MAXIMUM: "a wager over the table maximum accepted",
    ErrorKind.FOLD_PLAYED: "a fold settled as if played",
    ErrorKind.SURRENDER_PLAYED: "a surrender settled as if played",
}


@dataclass(frozen=True, slots=True)
class Planted:
    """One mistake in one seat's settlement: on ``wager`` the dealer shows ``shown_wager``
    (the chips the wager holds) and pays ``shown_paid``; the right payment is
    ``right_paid``. ``what`` says what was wrong, ``clause`` the rule broken."""

    kind: ErrorKind
    wager: str
    shown_wager: Cents
    shown_paid: Cents
    right_paid: Cents
    what: str
    clause: str

    @property
    def cost(self) -> str:
        """Whom the mistake costs, and how much: ``"the house $40.00"``."""
        over = self.shown_paid - self.right_paid
        if over > 0:
            return f"the house {format_money(over)}"
        return f"the player {format_money(-over)}"


def _odds_rows(table: PayTable) -> list[PayRow]:
    return [r for r in table.rows if r.odds is not None]


def _wins(settled: Settlement) -> list[WagerResult]:
    return [
        b
        for b in settled.bets
        if b.outcome is Outcome.WIN and b.paid and b.row is not None and b.row.odds is not None
    ]


def _wrong_row(settled: Settlement, rules: GameRules, rng: random.Random) -> Planted | None:
    options = []
    for b in _wins(settled):
        assert b.table is not None and b.row is not None
        rows = _odds_rows(b.table)
        at = rows.index(b.row) if b.row in rows else -1
        near = [rows[i] for i in (at - 1, at + 1) if 0 <= i < len(rows) and at >= 0]
        options += [(b, r) for r in near if r.payout(b.amount) != b.paid]
    if not options:
        return None
    b, row = rng.choice(options)
    assert b.row is not None
    what = f"paid as {row.label} ({row.pays}); the hand is {b.row.label} ({b.row.pays})"
    return Planted(
        ErrorKind.WRONG_ROW, b.wager, b.amount, row.payout(b.amount), b.paid, what, b.clause
    )


def _wrong_schedule(settled: Settlement, rules: GameRules, rng: random.Random) -> Planted | None:
    options = []
    for b in _wins(settled):
        assert b.table is not None and b.row is not None and b.hand is not None
        for n in rules.schedules_for(b.wager):
            other = rules.paytable(b.wager, n)
            if n == b.table.schedule:
                continue
            row = other.row_for(b.hand)
            if row is not None and row.odds is not None and row.payout(b.amount) != b.paid:
                options.append((b, other, row))
    if not options:
        return None
    b, other, row = rng.choice(options)
    assert b.table is not None
    what = (
        f"paid by {other.title} ({row.pays}); the posted schedule is {b.table.title} "
        f"({b.row.pays if b.row else ''})"
    )
    return Planted(
        ErrorKind.WRONG_SCHEDULE, b.wager, b.amount, row.payout(b.amount), b.paid, what, b.clause
    )


def _push_paid(settled: Settlement, rules: GameRules, rng: random.Random) -> Planted | None:
    pushes = [b for b in settled.bets if b.outcome is Outcome.PUSH and b.amount]
    if not pushes:
        return None
    b = rng.choice(pushes)
    what = f"a push paid 1 to 1; {b.reason[:1].lower()}{b.reason[1:]}".rstrip(".")
    return Planted(ErrorKind.PUSH_PAID, b.wager, b.amount, b.amount, 0, what, b.clause)


def _ante_bonus(settled: Settlement, rules: GameRules, rng: random.Random) -> Planted | None:
    bonus = [b for b in settled.bets if b.wager == "ante_bonus" and b.paid]
    if not bonus:
        return None
    b = bonus[0]
    what = f"the ante bonus was not paid; {b.reason[:1].lower()}{b.reason[1:]}".rstrip(".")
    return Planted(ErrorKind.ANTE_BONUS_MISSED, b.wager, b.amount, 0, b.paid, what, b.clause)


def _misread(settled: Settlement, rules: GameRules, rng: random.Random) -> Planted | None:
    wins = [b for b in settled.bets if b.outcome is Outcome.WIN and b.paid]
    wins = [b for b in wins if b.wager not in ("ante_bonus", "progressive")]
    if not wins:
        return None
    b = rng.choice(wins)
    what = f"a winning hand read as a loser and taken; {b.reason[:1].lower()}{b.reason[1:]}"
    return Planted(ErrorKind.MISREAD, b.wager, b.amount, 0, b.paid, what.rstrip("."), b.clause)


def _over_maximum(settled: Settlement, rules: GameRules, rng: random.Random) -> Planted | None:
    top = rules.house.max_wager
    wins = [b for b in _wins(settled) if b.wager in _STANDALONE.get(settled.game, ())]
    if not wins:
        return None
    b = rng.choice(wins)
    assert b.row is not None
    shown = top + rng.choice([max(top // 200 * 100, 100), top])
    what = (
        f"a {format_money(shown)} wager accepted over the table maximum of "
        f"{format_money(top)} and paid on all of it; it is taken down to the maximum"
    )
    return Planted(
        ErrorKind.OVER_MAXIMUM,
        b.wager,
        shown,
        b.row.payout(shown),
        b.row.payout(top),
        what,
        rules.regulation.max_wager_clause,
    )


_STANDALONE = {
    "three-five-seven": ("three", "five", "seven"),
    "three-card-poker": ("pair_plus",),
}
"""The wagers that stand alone (no other wager is a multiple of them): a wager over the
maximum there changes that wager's payment only."""


def _fold_played(settled: Settlement, rules: GameRules, rng: random.Random) -> Planted | None:
    second = "call" if rules.call_multiple else "play"
    bets = {b.wager: b for b in settled.bets}
    ante, later = bets.get("ante"), bets.get(second)
    if ante is None or later is None or not ante.amount or later.outcome is not Outcome.NONE:
        return None
    what = (
        f"the folded ante paid 1 to 1 as if the hand had played; a fold loses the ante "
        f"({format_money(ante.amount)})"
    )
    return Planted(ErrorKind.FOLD_PLAYED, "ante", ante.amount, ante.amount, 0, what, ante.clause)


def _surrender_played(
    settled: Settlement, rules: GameRules, rng: random.Random, schedule: int | None
) -> Planted | None:
    seven = next((b for b in settled.bets if b.wager == "seven"), None)
    if seven is None or seven.outcome is not Outcome.SURRENDER or seven.hand is None:
        return None
    played = by_table("seven", seven.amount, rules.paytable("seven", schedule), seven.hand)
    if not played.paid:
        return None
    what = (
        f"the surrendered 7-card wager paid as if played ({played.reason.rstrip('.')}); "
        f"half of it was surrendered and nothing is paid"
    )
    return Planted(
        ErrorKind.SURRENDER_PLAYED, "seven", seven.amount, played.paid, 0, what, seven.clause
    )


def plant(
    kind: ErrorKind,
    settled: Settlement,
    rules: GameRules,
    rng: random.Random,
    schedules: dict[str, int] | None = None,
) -> Planted | None:
    """A mistake of this kind in this settled position, or ``None`` where it cannot
    happen here (no winning row to misplace, no push, no fold...). ``schedules``: the pay
    schedules the position was settled under (3-5-7), the house's when not given."""
    if kind is ErrorKind.SURRENDER_PLAYED:
        return _surrender_played(settled, rules, rng, (schedules or {}).get("seven"))
    return _PLANTERS[kind](settled, rules, rng)


_PLANTERS = {
    ErrorKind.WRONG_ROW: _wrong_row,
    ErrorKind.WRONG_SCHEDULE: _wrong_schedule,
    ErrorKind.PUSH_PAID: _push_paid,
    ErrorKind.ANTE_BONUS_MISSED: _ante_bonus,
    ErrorKind.MISREAD: _misread,
    ErrorKind.OVER_MAXIMUM: _over_maximum,
    ErrorKind.FOLD_PLAYED: _fold_played,
}
