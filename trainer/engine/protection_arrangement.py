"""Game protection: a hand arranged with the wrong board cards (issue 16, section 1).

A dealer reads a hand from its own cards and the board (Casino Hold'em, CH Rules (5)) or
the community cards (the 3-5-7 7-card hand, CO ¶9). The mistake planted here: five of the
seven that read worse than the best five and take other board cards than every best five
does, the strongest such five that changes what is paid, settled as arranged by the
engine itself (``settle_casino_holdem``'s ``player_read`` and ``dealer_read``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Mapping, Sequence
from itertools import combinations
from operator import itemgetter
from typing import Any, TypeVar

from trainer.engine.arrangement import HOLDEM_CLAUSE
from trainer.engine.cards import Card, format_cards
from trainer.engine.games.casino_holdem import settle_casino_holdem
from trainer.engine.hands import (
    HandValue,
    evaluate_poker,
    poker_category,
    poker_lead,
    poker_strength,
)
from trainer.engine.money import Cents
from trainer.engine.protection_kinds import Arranged, ErrorKind, Planted
from trainer.engine.rules import GameRules, PayRow, PayTable
from trainer.engine.settlement import Outcome, Settlement, WagerResult, by_table
from trainer.words import QT_TRANSLATE_NOOP, say

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
    return say(_FROM_BOARD, cards=format_cards(used))


_FROM_BOARD = QT_TRANSLATE_NOOP("protection", "{cards} from the board")
_MISARRANGED = {
    "player": QT_TRANSLATE_NOOP(
        "protection",
        "the player's hand was arranged with {used} as {read} ({read_cards}); the best five "
        "use {best_used}: {best} ({best_cards}). Settled as arranged: {wrong} Rightly: {right}",
    ),
    "dealer": QT_TRANSLATE_NOOP(
        "protection",
        "the dealer's hand was arranged with {used} as {read} ({read_cards}); the best five "
        "use {best_used}: {best} ({best_cards}). Settled as arranged: {wrong} Rightly: {right}",
    ),
}


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
    what = say(
        _MISARRANGED[whose],
        used=_board_words(read, board),
        read=read.describe(),
        read_cards=format_cards(read.cards),
        best_used=_board_words(best, board),
        best=best.describe(),
        best_cards=format_cards(best.cards),
        wrong=_lower(wrong.reason),
        right=_lower(right.reason),
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


def wrong_board_cards(
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
