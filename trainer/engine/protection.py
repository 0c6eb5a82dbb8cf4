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
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from itertools import combinations
from operator import itemgetter
from typing import Any, TypeVar

from trainer.engine.arrangement import HOLDEM_CLAUSE
from trainer.engine.cards import Card, format_cards
from trainer.engine.games.casino_holdem import settle_casino_holdem
from trainer.engine.games.three_five_seven import PotResult, TableSettlement
from trainer.engine.hands import (
    HandValue,
    evaluate_poker,
    poker_category,
    poker_lead,
    poker_strength,
)
from trainer.engine.money import Cents, format_money, percent_of
from trainer.engine.procedures import DealPlan
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
    PROGRESSIVE_WRONG_CARDS = "progressive-wrong-cards"
    RAKE_OVER_CAP = "rake-over-cap"
    RAKE_FROM_VOID = "rake-from-void"
    WRONG_SEAT = "wrong-seat"
    OUT_OF_ORDER = "out-of-order"
    WRONG_BOARD_CARDS = "wrong-board-cards"

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
    ErrorKind.PROGRESSIVE_WRONG_CARDS: "a progressive paid on the wrong five cards",
    ErrorKind.RAKE_OVER_CAP: "a rake over the cap",
    ErrorKind.RAKE_FROM_VOID: "a rake taken from a voided pot",
    ErrorKind.WRONG_SEAT: "a card dealt to the wrong seat",
    ErrorKind.OUT_OF_ORDER: "a card dealt out of order",
    ErrorKind.WRONG_BOARD_CARDS: "an arrangement with the wrong board cards",
}

DEAL_KINDS = (ErrorKind.WRONG_SEAT, ErrorKind.OUT_OF_ORDER)
"""The mistakes made dealing, planted by :func:`plant_deal` in a deal's deliveries."""

POT_KINDS = (ErrorKind.RAKE_OVER_CAP, ErrorKind.RAKE_FROM_VOID)
"""The mistakes made collecting a 3-5-7 player-banked pot (CO 3-5-7 ¶10), planted by
:func:`plant_pot` in a table's pots rather than in one seat's settlement."""


@dataclass(frozen=True, slots=True)
class Arranged:
    """A hand the dealer arranged with the wrong board cards: ``whose`` (``"player"`` or
    ``"dealer"``), the five cards shown as the dealer read them (``shown``) and the best
    five (``best``), as the engine reads both."""

    whose: str
    shown: HandValue
    best: HandValue


@dataclass(frozen=True, slots=True)
class Planted:
    """One mistake in one seat's settlement: on ``wager`` the dealer shows ``shown_wager``
    (the chips the wager holds) and pays ``shown_paid``; the right payment is
    ``right_paid``. ``what`` says what was wrong, ``clause`` the rule broken. ``more``:
    the seat's other wagers the same mistake settles wrong, as (wager, shown paid, right
    paid); ``arranged``: the misarranged hand, for a mistake in an arrangement."""

    kind: ErrorKind
    wager: str
    shown_wager: Cents
    shown_paid: Cents
    right_paid: Cents
    what: str
    clause: str
    more: tuple[tuple[str, Cents, Cents], ...] = ()
    arranged: Arranged | None = None

    @property
    def changes(self) -> tuple[tuple[str, Cents, Cents], ...]:
        """Every wager settled wrong: (wager, shown paid, right paid)."""
        return ((self.wager, self.shown_paid, self.right_paid), *self.more)

    @property
    def cost(self) -> str:
        """Whom the mistake costs, and how much: ``"the house $40.00"``."""
        over = sum(shown - right for _, shown, right in self.changes)
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
    what = (
        f"paid on all seven cards ({seven.describe()}, "
        f"{read.row.pays if read.row else 'no pay'}); the progressive is read on the two "
        f"cards and the flop only: {first.describe() if first else 'the first five'}"
    )
    if bet.paid:
        what += f", {bet.row.pays if bet.row else ''}".rstrip(", ")
    else:
        what += ", which does not pay"
    return Planted(
        ErrorKind.PROGRESSIVE_WRONG_CARDS,
        "progressive",
        bet.amount,
        read.paid,
        bet.paid,
        what,
        bet.clause,
    )


T = TypeVar("T")


def wrong_fives(own: Sequence[Card], board: Sequence[Card]) -> list[tuple[int, tuple[Card, ...]]]:
    """Every five of a hand's own cards and the board (or community cards) that a dealer
    could arrange wrong: worse than the best five (by the engine's strength), and using
    other board cards than every best five does; as (strength, five), strongest first."""
    seven = [*own, *board]
    bits = [1 << c.index for c in seven]
    on_board = sum(bits[len(own) :])
    fives: list[tuple[int, int, tuple[Card, ...]]] = []  # (strength, board cards used, five)
    for (i, j), pick in _picks(len(seven)):  # the two cards left out, the five kept
        five = pick(seven)
        fives.append((poker_strength(five), on_board & ~(bits[i] | bits[j]), five))
    best = max(n for n, _, _ in fives)
    right = {u for n, u, _ in fives if n == best}
    out = [(n, f) for n, u, f in fives if n < best and u not in right]
    out.sort(key=lambda nf: -nf[0])
    return out


def _picks(size: int) -> tuple[tuple[tuple[int, int], Callable[[Sequence[Card]], Any]], ...]:
    """For each two of ``size`` cards left out, what takes the other five (made once)."""
    made = _PICKS.get(size)
    if made is None:
        made = _PICKS[size] = tuple(
            (pair, itemgetter(*(k for k in range(size) if k not in pair)))
            for pair in combinations(range(size), 2)
        )
    return made


_PICKS: dict[int, tuple[tuple[tuple[int, int], Callable[[Sequence[Card]], Any]], ...]] = {}


def _strongest(
    options: list[tuple[int, tuple[Card, ...]]],
    changes: Callable[[HandValue], T],
    key: Callable[[int], Hashable],
    best: int,
) -> tuple[HandValue, T] | None:
    """The strongest wrong five whose reading changes the settlement (the near miss a
    dealer makes, a straight read as a pair), with what ``changes`` says of it (falsy: no
    change); one of equal strength drawn by the caller. ``key``: what the settlement of a
    read of this strength depends on (its row, how it compares), so that each is read and
    settled once; ``best``: the strength of the best five."""
    seen: dict[Hashable, T | None] = {key(best): None}  # read as the best five is: no change
    for n in sorted({n for n, _ in options}, reverse=True):
        k = key(n)
        if k not in seen:
            seen[k] = changes(evaluate_poker(next(f for m, f in options if m == n)))
        found = seen[k]
        if found:
            return evaluate_poker(next(f for m, f in options if m == n)), found
    return None


def _row(table: PayTable, strength: int) -> PayRow | None:
    """The row a hand of this strength is paid by (the table's own ``row_for``, kept per
    table and strength: a table is searched for each strength of a dozen fives)."""
    key = (id(table), strength)
    if key not in _ROWS:
        if len(_ROWS) > 50_000:
            _ROWS.clear()
        _ROWS[key] = table, table.row_for_category(poker_category(strength), poker_lead(strength))
    return _ROWS[key][1]


_ROWS: dict[tuple[int, int], tuple[PayTable, PayRow | None]] = {}
"""Rows by (table, strength); each entry holds its table, so an id is never reused."""


def _board_words(hand: HandValue, board: Sequence[Card]) -> str:
    used = [c for c in hand.cards if c in board]
    return f"{format_cards(used)} from the board"


def _resettle_holdem(
    settled: Settlement,
    rules: GameRules,
    cards: Mapping[str, Sequence[Card]],
    meter: Cents | None,
    player: HandValue,
    dealer: HandValue,
) -> Settlement:
    return settle_casino_holdem(
        rules,
        player=cards["player"],
        dealer=cards["dealer"],
        board=cards["board"],
        ante=settled.bet("ante").amount,
        call=True,
        progressive=settled.bet("progressive").amount,
        meter=meter,
        player_read=player,
        dealer_read=dealer,
    )


def _differences(wrong: Settlement, right: Settlement) -> list[tuple[str, Cents, Cents]]:
    return [
        (b.wager, b.paid, right.bet(b.wager).paid)
        for b in wrong.bets
        if b.paid != right.bet(b.wager).paid
    ]


def _misarranged(
    whose: str,
    read: HandValue,
    best: HandValue,
    board: Sequence[Card],
    wrong: WagerResult,
    right: WagerResult,
    changes: list[tuple[str, Cents, Cents]],
    clause: str,
) -> Planted:
    what = (
        f"the {whose}'s hand was arranged with {_board_words(read, board)} as "
        f"{read.describe()} ({format_cards(read.cards)}); the best five use "
        f"{_board_words(best, board)}: {best.describe()} ({format_cards(best.cards)}). "
        f"Settled as arranged: {_lower(wrong.reason)} Rightly: {_lower(right.reason)}"
    ).rstrip(".")
    (wager, shown, paid), *more = changes
    return Planted(
        ErrorKind.WRONG_BOARD_CARDS,
        wager,
        right.amount,
        shown,
        paid,
        what,
        clause,
        tuple(more),
        Arranged(whose, read, best),
    )


def _lower(text: str) -> str:
    return text[:1].lower() + text[1:]


def _wrong_board_cards(
    settled: Settlement,
    rules: GameRules,
    rng: random.Random,
    cards: Mapping[str, Sequence[Card]],
    meter: Cents | None,
) -> Planted | None:
    """The player's hand arranged with the wrong board cards: in Casino Hold'em the best
    five of the two cards and the board (CH Rules (5)), read against the dealer's; in
    3-5-7 the 7-card hand, the best five of the three cards and the four community cards
    (CO 3-5-7 ¶9). The wrong five is the strongest that changes what is paid."""
    best = settled.player_hand
    if best is None:
        return None
    if "board" in cards:  # Casino Hold'em: the ante and the call follow the hand
        dealer = settled.dealer_hand
        # What a hand wins never grows as the hand reads worse: a hand paid nothing is paid
        # nothing however it is arranged.
        won = settled.bet("ante").paid + settled.bet("call").paid
        if settled.folded or dealer is None or not won:
            return None
        board = cards["board"]
        options = wrong_fives(cards["player"], board)

        def again(read: HandValue) -> Settlement:
            assert dealer is not None
            return _resettle_holdem(settled, rules, cards, meter, read, dealer)

        antewin = rules.paytable("ante")

        def key(n: int) -> Hashable:
            assert dealer is not None
            return (n > dealer.strength) - (n < dealer.strength), _row(antewin, n)

        found = _strongest(options, lambda h: _differences(again(h), settled), key, best.strength)
        if found is None:
            return None
        read = _drawn(options, found[0], rng)
        wrong = again(read)
        clause = f"CH Rules (5); {settled.bet('ante').clause}"
        return _misarranged(
            "player",
            read,
            best,
            board,
            wrong.bet("ante"),
            settled.bet("ante"),
            _differences(wrong, settled),
            clause,
        )
    seven = next((b for b in settled.bets if b.wager == "seven"), None)
    if seven is None or not seven.paid or seven.outcome is Outcome.SURRENDER:
        return None
    assert seven.table is not None
    table, community = seven.table, cards["community"]
    options = wrong_fives(cards["player"], community)

    def paid(read: HandValue) -> WagerResult:
        return by_table("seven", seven.amount, table, read)

    hit = _strongest(
        options, lambda h: paid(h).paid != seven.paid, lambda n: _row(table, n), best.strength
    )
    if hit is None:
        return None
    read = _drawn(options, hit[0], rng)
    shown = paid(read)
    changes = [("seven", shown.paid, seven.paid)]
    clause = f"CO 3-5-7 ¶9; {seven.clause}"
    return _misarranged("player", read, best, community, shown, seven, changes, clause)


def _drawn(
    options: list[tuple[int, tuple[Card, ...]]], read: HandValue, rng: random.Random
) -> HandValue:
    """One of the wrong fives as strong as ``read``, drawn (which of two equal fives the
    dealer pulled down)."""
    same = [f for n, f in options if n == read.strength]
    return evaluate_poker(rng.choice(same)) if len(same) > 1 else read


def plant_dealer_arrangement(
    positions: Sequence[tuple[Settlement, Mapping[str, Sequence[Card]], Cents | None]],
    rules: GameRules,
    rng: random.Random,
) -> tuple[int, Planted] | None:
    """The Casino Hold'em dealer's hand arranged with the wrong board cards, at a table of
    ``positions`` (each seat's settlement, its cards and its meter): every seat is settled
    against the hand as arranged, and the mistake is planted only where exactly one
    seat's payment changes (so one seat is to be pointed at). As (seat index, mistake)."""
    first = positions[0][0].dealer_hand if positions else None
    if first is None:
        return None
    cards = positions[0][1]
    board = cards["board"]
    options = wrong_fives(cards["dealer"], board)
    best = first

    played = [
        (i, s, c, m, s.player_hand)
        for i, (s, c, m) in enumerate(positions)
        if not s.folded and s.player_hand is not None
    ]

    qualifier = rules.qualifier

    def seat_keys(n: int) -> list[tuple[bool, int]]:
        """What each seat's settlement depends on: whether the dealer qualifies, and
        how the seat's hand compares."""
        qualifies = qualifier is None or qualifier.is_met_by(n)
        return [(qualifies, (h.strength > n) - (h.strength < n)) for *_, h in played]

    rightly = seat_keys(best.strength)
    settled_at: dict[tuple[int, tuple[bool, int]], bool] = {}

    def changed(read: HandValue) -> list[int]:
        out = []
        for at, (k, right) in enumerate(zip(seat_keys(read.strength), rightly, strict=True)):
            if k == right:
                continue
            if (at, k) not in settled_at:
                _, s, c, m, hand = played[at]
                wrong = _resettle_holdem(s, rules, c, m, hand, read)
                settled_at[at, k] = bool(_differences(wrong, s))
            if settled_at[at, k]:
                out.append(played[at][0])
                if len(out) > 1:
                    break  # wrong at several seats: no table to ask about
        return out

    def key(n: int) -> Hashable:
        return tuple(seat_keys(n))

    found = _strongest(options, changed, key, best.strength)
    if found is None or len(found[1]) > 1:
        return None  # no change anywhere, or the mistake would be wrong at several seats
    (i,) = found[1]
    read = _drawn(options, found[0], rng)
    s, c, m, hand = next(p[1:] for p in played if p[0] == i)
    wrong = _resettle_holdem(s, rules, c, m, hand, read)
    clause = f"CH Rules (5); {HOLDEM_CLAUSE}; {s.bet('ante').clause}"
    changes = _differences(wrong, s)
    error = _misarranged(
        "dealer", read, best, board, wrong.bet("ante"), s.bet("ante"), changes, clause
    )
    return i, error


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
        return _wrong_board_cards(settled, rules, rng, cards, meter) if cards else None
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
    what = (
        f"a rake of {format_money(full)} ({house.rake_percent.normalize():f}% of "
        f"{format_money(pot.total)}) was taken; the posted cap is "
        f"{format_money(house.rake_cap)}, the lesser of the two, so the award is "
        f"{format_money(pot.total - pot.rake)}"
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
    what = (
        f"a rake of {format_money(taken)} was taken from a pot only seat {seat} entered; a "
        f"lone pot wager is no pot, it is returned whole as void ({format_money(pot.total)})"
    )
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
        return "the dealer"
    if place == "burn":
        return "the burn"
    if place.startswith("C"):
        return f"community card {place[1:]}"
    return f"seat {place[1:]}"


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
        what = (
            f"delivery {i + 1} went to {place_words(taps[i])} before {place_words(taps[i + 1])}; "
            f"in the text's order {place_words(plan.taps[i])} comes first"
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
        what = f"delivery {i + 1} went to {went}; it belongs to {belongs}"
        return PlantedDeal(kind, tuple(taps), i, plan.taps[i], what, plan.clause)
    return None
