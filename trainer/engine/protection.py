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
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from trainer.engine.cards import Card
from trainer.engine.games.three_five_seven import PotResult, TableSettlement
from trainer.engine.money import Cents, format_money, percent_of
from trainer.engine.procedures import DealPlan
from trainer.engine.protection_arrangement import (
    plant_dealer_arrangement,
    wrong_board_cards,
    wrong_fives,
)
from trainer.engine.protection_kinds import DEAL_KINDS, POT_KINDS, Arranged, ErrorKind, Planted
from trainer.engine.rule_words import row_name
from trainer.engine.rules import GameRules, PayRow, PayTable
from trainer.engine.settlement import Outcome, Settlement, WagerResult, by_table
from trainer.words import QT_TRANSLATE_NOOP, say, translated

__all__ = [
    "DEAL_KINDS",
    "POT_KINDS",
    "Arranged",
    "ErrorKind",
    "Planted",
    "PlantedDeal",
    "PlantedPot",
    "place_words",
    "plant",
    "plant_deal",
    "plant_dealer_arrangement",
    "plant_pot",
    "wrong_fives",
]


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
    what = say(
        _PAID_AS,
        row=row_name(row.label),
        pays=row.pays,
        right=row_name(b.row.label),
        right_pays=b.row.pays,
    )
    return Planted(
        ErrorKind.WRONG_ROW, b.wager, b.amount, row.payout(b.amount), b.paid, what, b.clause
    )


_PAID_AS = QT_TRANSLATE_NOOP(
    "protection", "paid as {row} ({pays}); the hand is {right} ({right_pays})"
)
_PAID_BY = QT_TRANSLATE_NOOP(
    "protection", "paid by {table} ({pays}); the posted schedule is {posted} ({posted_pays})"
)
_PUSH_PAID = QT_TRANSLATE_NOOP("protection", "a push paid 1 to 1; {reason}")
_BONUS_MISSED = QT_TRANSLATE_NOOP("protection", "the ante bonus was not paid; {reason}")
_MISREAD = QT_TRANSLATE_NOOP("protection", "a winning hand read as a loser and taken; {reason}")
_OVER_MAXIMUM = QT_TRANSLATE_NOOP(
    "protection",
    "a {amount} wager accepted over the table maximum of {top} and paid on all of it; it is "
    "taken down to the maximum",
)


_FOLD_PLAYED = QT_TRANSLATE_NOOP(
    "protection",
    "the folded ante paid 1 to 1 as if the hand had played; a fold loses the ante ({amount})",
)


_SURRENDER_PLAYED = QT_TRANSLATE_NOOP(
    "protection",
    "the surrendered 7-card wager paid as if played ({reason}); half of it was surrendered "
    "and nothing is paid",
)
_NO_PAY = QT_TRANSLATE_NOOP("protection", "no pay", "a progressive hand that pays nothing")
_FIRST_FIVE = QT_TRANSLATE_NOOP("protection", "the first five")
_SEVEN_CARDS = QT_TRANSLATE_NOOP(
    "protection",
    "paid on all seven cards ({seven}, {read}); the progressive is read on the two cards and "
    "the flop only: {first}",
)
_SEVEN_CARDS_PAYS = QT_TRANSLATE_NOOP(
    "protection",
    "paid on all seven cards ({seven}, {read}); the progressive is read on the two cards and "
    "the flop only: {first}, {pays}",
)
_SEVEN_CARDS_UNPAID = QT_TRANSLATE_NOOP(
    "protection",
    "paid on all seven cards ({seven}, {read}); the progressive is read on the two cards and "
    "the flop only: {first}, which does not pay",
)
_RAKE_OVER_CAP = QT_TRANSLATE_NOOP(
    "protection",
    "a rake of {rake} ({percent}% of {pot}) was taken; the posted cap is {cap}, the lesser "
    "of the two, so the award is {award}",
)
_RAKE_FROM_VOID = QT_TRANSLATE_NOOP(
    "protection",
    "a rake of {rake} was taken from a pot only seat {seat} entered; a lone pot wager is no "
    "pot, it is returned whole as void ({pot})",
)


def _clause_of(reason: str) -> str:
    """A settlement's reason as the second clause of a sentence: its first letter small,
    its full stop dropped."""
    return f"{reason[:1].lower()}{reason[1:]}".rstrip(".")


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
    what = say(
        _PAID_BY,
        table=other.title,
        pays=row.pays,
        posted=b.table.title,
        posted_pays=b.row.pays if b.row else "",
    )
    return Planted(
        ErrorKind.WRONG_SCHEDULE, b.wager, b.amount, row.payout(b.amount), b.paid, what, b.clause
    )


def _push_paid(settled: Settlement, rules: GameRules, rng: random.Random) -> Planted | None:
    pushes = [b for b in settled.bets if b.outcome is Outcome.PUSH and b.amount]
    if not pushes:
        return None
    b = rng.choice(pushes)
    what = say(_PUSH_PAID, reason=_clause_of(b.reason))
    return Planted(ErrorKind.PUSH_PAID, b.wager, b.amount, b.amount, 0, what, b.clause)


def _ante_bonus(settled: Settlement, rules: GameRules, rng: random.Random) -> Planted | None:
    bonus = [b for b in settled.bets if b.wager == "ante_bonus" and b.paid]
    if not bonus:
        return None
    b = bonus[0]
    what = say(_BONUS_MISSED, reason=_clause_of(b.reason))
    return Planted(ErrorKind.ANTE_BONUS_MISSED, b.wager, b.amount, 0, b.paid, what, b.clause)


def _misread(settled: Settlement, rules: GameRules, rng: random.Random) -> Planted | None:
    wins = [b for b in settled.bets if b.outcome is Outcome.WIN and b.paid]
    wins = [b for b in wins if b.wager not in ("ante_bonus", "progressive")]
    if not wins:
        return None
    b = rng.choice(wins)
    what = say(_MISREAD, reason=_clause_of(b.reason))
    return Planted(ErrorKind.MISREAD, b.wager, b.amount, 0, b.paid, what, b.clause)


def _over_maximum(settled: Settlement, rules: GameRules, rng: random.Random) -> Planted | None:
    top = rules.house.max_wager
    wins = [b for b in _wins(settled) if b.wager in _STANDALONE.get(settled.game, ())]
    if not wins:
        return None
    b = rng.choice(wins)
    assert b.row is not None and b.table is not None and b.hand is not None
    shown = top + rng.choice([max(top // 200 * 100, 100), top])
    what = say(_OVER_MAXIMUM, amount=format_money(shown), top=format_money(top))
    # The wager as placed is the one the table shows; settled right, it stands at the
    # maximum (CO 3-5-7 ¶2 as decided: the excess refused), the seat's other wagers alone.
    taken = by_table(b.wager, top, b.table, b.hand)
    return Planted(
        ErrorKind.OVER_MAXIMUM,
        b.wager,
        shown,
        b.row.payout(shown),
        taken.paid,
        what,
        rules.regulation.max_wager_clause,
        taken=taken,
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
    what = say(_FOLD_PLAYED, amount=format_money(ante.amount))
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
    what = say(_SURRENDER_PLAYED, reason=played.reason.rstrip("."))
    return Planted(
        ErrorKind.SURRENDER_PLAYED, "seven", seven.amount, played.paid, 0, what, seven.clause
    )


def _progressive_wrong_cards(
    settled: Settlement, rules: GameRules, meter: Cents | None
) -> Planted | None:
    """Casino Hold'em's Progressive-5/5 is paid on the first five cards the player
    receives, the two personal cards and the flop (CH Progressive-5/5; Rules (4a): paid
    before the turn and river are dealt). The mistake: paying it on the best five of all
    seven, the whole board with the two cards, as the ante is read."""
    bet = next((b for b in settled.bets if b.wager == "progressive"), None)
    seven = settled.player_hand
    if bet is None or not bet.amount or settled.folded or seven is None or bet.table is None:
        return None
    read = by_table("progressive", bet.amount, bet.table, seven, meter=meter)
    if read.paid == bet.paid:
        return None
    first = settled.hands.get("progressive")
    fields = {
        "seven": seven.describe(),
        "read": read.row.pays if read.row else translated(_NO_PAY),
        "first": first.describe() if first else translated(_FIRST_FIVE),
        "pays": bet.row.pays if bet.row else "",
    }
    if not bet.paid:
        what = say(_SEVEN_CARDS_UNPAID, **fields)
    else:
        what = say(_SEVEN_CARDS_PAYS if bet.row else _SEVEN_CARDS, **fields)
    return Planted(
        ErrorKind.PROGRESSIVE_WRONG_CARDS,
        "progressive",
        bet.amount,
        read.paid,
        bet.paid,
        what,
        bet.clause,
    )


def plant(
    kind: ErrorKind,
    settled: Settlement,
    rules: GameRules,
    rng: random.Random,
    schedules: dict[str, int] | None = None,
    meter: Cents | None = None,
    cards: Mapping[str, Sequence[Card]] | None = None,
) -> Planted | None:
    """A mistake of this kind in this settled position, or ``None`` where it cannot
    happen here (no winning row to misplace, no push, no fold...). ``schedules``: the pay
    schedules the position was settled under (3-5-7), the house's when not given;
    ``meter``: the progressive meter the position shows (Casino Hold'em); ``cards``: the
    position's cards by place (``player``, ``dealer``, ``board``, ``community``), which a
    mistake in an arrangement needs."""
    if kind is ErrorKind.WRONG_BOARD_CARDS:
        return wrong_board_cards(settled, rules, rng, cards, meter) if cards else None
    if kind is ErrorKind.SURRENDER_PLAYED:
        return _surrender_played(settled, rules, rng, (schedules or {}).get("seven"))
    if kind is ErrorKind.PROGRESSIVE_WRONG_CARDS:
        return _progressive_wrong_cards(settled, rules, meter)
    planter = _PLANTERS.get(kind)  # a pot's mistakes are made at a table (plant_pot)
    return planter(settled, rules, rng) if planter is not None else None


_PLANTERS = {
    ErrorKind.WRONG_ROW: _wrong_row,
    ErrorKind.WRONG_SCHEDULE: _wrong_schedule,
    ErrorKind.PUSH_PAID: _push_paid,
    ErrorKind.ANTE_BONUS_MISSED: _ante_bonus,
    ErrorKind.MISREAD: _misread,
    ErrorKind.OVER_MAXIMUM: _over_maximum,
    ErrorKind.FOLD_PLAYED: _fold_played,
}


@dataclass(frozen=True, slots=True)
class PlantedPot:
    """One mistake in collecting a pot: the dealer takes ``shown_rake`` from the ``game``'s
    pot where the rules take ``pot.rake``, so ``seat`` (its one winner, or the lone
    entrant of a void pot) receives ``error.shown_paid`` instead of ``error.right_paid``."""

    seat: int
    game: str
    shown_rake: Cents
    error: Planted


def _rake_over_cap(pot: PotResult, rules: GameRules) -> PlantedPot | None:
    house = rules.house
    full = percent_of(pot.total, house.rake_percent)
    if pot.void or len(pot.winners) != 1 or full <= house.rake_cap:
        return None
    seat = pot.winners[0]
    what = say(
        _RAKE_OVER_CAP,
        rake=format_money(full),
        percent=f"{house.rake_percent.normalize():f}",
        pot=format_money(pot.total),
        cap=format_money(house.rake_cap),
        award=format_money(pot.total - pot.rake),
    )
    error = Planted(
        ErrorKind.RAKE_OVER_CAP,
        pot.game,
        pot.total,
        pot.total - full,
        pot.shares[seat],
        what,
        rules.regulation.rake_clause,
    )
    return PlantedPot(seat, pot.game, full, error)


def _rake_from_void(pot: PotResult, rules: GameRules) -> PlantedPot | None:
    if not pot.void or len(pot.entrants) != 1:
        return None
    taken = rules.house.rake(pot.total)
    if not taken:
        return None
    seat = pot.entrants[0]
    what = say(_RAKE_FROM_VOID, rake=format_money(taken), seat=seat, pot=format_money(pot.total))
    error = Planted(
        ErrorKind.RAKE_FROM_VOID,
        pot.game,
        pot.total,
        pot.total - taken,
        pot.total,
        what,
        pot.clause,
    )
    return PlantedPot(seat, pot.game, taken, error)


def plant_pot(
    kind: ErrorKind, table: TableSettlement, rules: GameRules, rng: random.Random
) -> PlantedPot | None:
    """A pot mistake of this kind at this settled 3-5-7 table (``rules`` with the rake the
    table posts), or ``None`` where no pot allows it: a rake over the cap needs a pot
    whose percentage passes the cap and one winner (a split pot would be wrong at every
    winner); a rake from a void pot needs a lone pot wager (CO 3-5-7 ¶10(d))."""
    planter = {ErrorKind.RAKE_OVER_CAP: _rake_over_cap, ErrorKind.RAKE_FROM_VOID: _rake_from_void}
    found = [e for pot in table.pots if (e := planter[kind](pot, rules)) is not None]
    return rng.choice(found) if found else None


@dataclass(frozen=True, slots=True)
class PlantedDeal:
    """One mistake in a deal: the deliveries as the dealer made them (``shown``, one place
    per delivery, as :attr:`DealPlan.taps`), the first one made wrong (``at``, counted from
    0) and where it should have gone (``right``). ``what`` says what was wrong."""

    kind: ErrorKind
    shown: tuple[str, ...]
    at: int
    right: str
    what: str
    clause: str


def _singles(plan: DealPlan) -> list[int]:
    """The deliveries that are a step alone (not one of a group whose order the text leaves
    free), by their index among the plan's deliveries."""
    out, at = [], 0
    for step in plan.steps:
        if len(step.taps) == 1:
            out.append(at)
        at += len(step.taps)
    return out


def place_words(place: str) -> str:
    """A deal's place in words: ``S3`` is "seat 3", ``C2`` "community card 2", ``D`` "the
    dealer"."""
    if place == "D":
        return translated(_THE_DEALER)
    if place == "burn":
        return translated(_THE_BURN)
    if place.startswith("C"):
        return say(_COMMUNITY, n=place[1:])
    return say(_SEAT, n=place[1:])


_THE_DEALER = QT_TRANSLATE_NOOP("protection", "the dealer", "a place cards are dealt to")
_THE_BURN = QT_TRANSLATE_NOOP("protection", "the burn", "a place cards are dealt to")
_COMMUNITY = QT_TRANSLATE_NOOP("protection", "community card {n}", "a place cards are dealt to")
_SEAT = QT_TRANSLATE_NOOP("protection", "seat {n}", "a place cards are dealt to")
_BEFORE_HOUSE = QT_TRANSLATE_NOOP(
    "protection",
    "delivery {n} went to {went} before {next}; in the house's order {first} comes first",
)
_BEFORE_TEXT = QT_TRANSLATE_NOOP(
    "protection",
    "delivery {n} went to {went} before {next}; in the text's order {first} comes first",
)
_WENT = QT_TRANSLATE_NOOP("protection", "delivery {n} went to {went}; it belongs to {belongs}")


def plant_deal(
    kind: ErrorKind, plan: DealPlan, rng: random.Random, seats: int
) -> PlantedDeal | None:
    """A dealing mistake of this kind in this deal (at a table of ``seats`` seats), or
    ``None`` where it cannot happen: a card dealt to the wrong seat goes to a seat other
    than its own; a card dealt out of order trades places with the next delivery, of
    another place. Both are made only where the text fixes the order of the deliveries
    (never inside a shuffler's community group, whose order is free)."""
    taps = list(plan.taps)
    singles = set(_singles(plan))
    if kind is ErrorKind.OUT_OF_ORDER:
        options = [i for i in sorted(singles) if i + 1 in singles and taps[i] != taps[i + 1]]
        if not options:
            return None
        i = rng.choice(options)
        taps[i], taps[i + 1] = taps[i + 1], taps[i]
        # Three Card Poker's text deals in no order (NJ (e)): its order is the house's.
        what = say(
            _BEFORE_HOUSE if "house" in plan.clause else _BEFORE_TEXT,
            n=i + 1,
            went=place_words(taps[i]),
            next=place_words(taps[i + 1]),
            first=place_words(plan.taps[i]),
        )
        return PlantedDeal(kind, tuple(taps), i, plan.taps[i], what, plan.clause)
    if kind is ErrorKind.WRONG_SEAT:
        options = [i for i in sorted(singles) if taps[i].startswith("S")]
        if not options:
            return None
        i = rng.choice(options)
        others = [f"S{n}" for n in range(1, seats + 1) if f"S{n}" != taps[i]]
        taps[i] = rng.choice(others)
        went, belongs = place_words(taps[i]), place_words(plan.taps[i])
        what = say(_WENT, n=i + 1, went=went, belongs=belongs)
        return PlantedDeal(kind, tuple(taps), i, plan.taps[i], what, plan.clause)
    return None
