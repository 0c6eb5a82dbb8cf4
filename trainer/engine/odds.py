"""Exact odds: how often each pay row hits, and the exact house edge of each schedule.

Three-card hands are enumerated whole (22,100). Five- and seven-card hands are counted
exactly without visiting all 2,598,960 / 133,784,560 of them: every multiset of ranks is
weighed by the number of suit assignments that make no flush, and flushes are counted from
the rank sets of the flush suit. In five to seven cards a flush never sits beside a full
house or four of a kind, so a flush hand's value is its flush suit's alone.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from functools import cache
from itertools import combinations, combinations_with_replacement
from math import comb
from typing import Any

from trainer.engine.cards import DECK
from trainer.engine.hands import (
    Category,
    HandKind,
    flush_strength,
    poker_category,
    rank_strength,
    three_card_category,
    three_card_strength,
)
from trainer.engine.money import Cents
from trainer.engine.rules import GameRules, PayTable


@cache
def three_card_counts() -> dict[int, int]:
    """How many of the 22,100 three-card hands have each three-card strength."""
    counts: Counter[int] = Counter()
    for hand in combinations(DECK, 3):
        counts[three_card_strength(hand)] += 1
    return dict(counts)


def _non_flush_assignments(counts: list[int], size: int) -> int:
    """Suit assignments of this rank multiset with no suit holding five or more cards."""
    total = 1
    for c in counts:
        total *= comb(4, c)
    if size < 5:
        return total
    # Ways in which one given suit holds k cards: choose per rank whether that suit is among
    # the rank's c cards (the other c or c-1 from the remaining three suits).
    ways = [1] + [0] * size
    for c in counts:
        if not c:
            continue
        nxt = [0] * (size + 1)
        for k, w in enumerate(ways):
            if not w:
                continue
            nxt[k] += w * comb(3, c)  # this suit not among the rank's cards
            if k + 1 <= size:
                nxt[k + 1] += w * comb(3, c - 1)
        ways = nxt
    flushes = 4 * sum(ways[5:])  # at most one suit can hold five of at most nine cards
    return total - flushes


@cache
def poker_counts(size: int) -> dict[int, int]:
    """How many ``size``-card hands (5, 6 or 7) have each best-five strength, exactly."""
    if not 5 <= size <= 7:
        raise ValueError("poker hands are counted for 5, 6 or 7 cards")
    counts: Counter[int] = Counter()
    for combo in combinations_with_replacement(range(2, 15), size):
        by_rank = [0] * 15
        for r in combo:
            by_rank[r] += 1
        if max(by_rank) > 4:
            continue
        weight = _non_flush_assignments(by_rank[2:], size)
        if weight:
            counts[rank_strength(by_rank)] += weight
    for k in range(5, size + 1):
        others = comb(39, size - k)  # the rest from the other three suits
        for ranks in combinations(range(13), k):
            mask = 0
            for r in ranks:
                mask |= 1 << r
            counts[flush_strength(mask)] += 4 * others
    return dict(counts)


def category_counts(size: int) -> dict[Category, int]:
    """Hands of ``size`` cards by category (3: three-card ranking; 5-7: best five)."""
    out: Counter[Category] = Counter()
    if size == 3:
        for strength, n in three_card_counts().items():
            out[three_card_category(strength)] += n
    else:
        for strength, n in poker_counts(size).items():
            out[poker_category(strength)] += n
    return dict(out)


@dataclass(frozen=True, slots=True)
class RowOdds:
    """One pay row's frequency."""

    hand: str
    combinations: int
    pays: str
    payout: Fraction  # units paid per unit wagered (stake returned not counted)


@dataclass(frozen=True, slots=True)
class OddsEntry:
    """The exact odds of one pay table (or one reference count)."""

    game: str
    bet: str
    schedule: str
    total: int
    rows: tuple[RowOdds, ...]
    house_edge: Fraction | None
    note: str = ""

    def as_data(self) -> dict[str, Any]:
        """The ``odds --json`` form."""
        edge = None
        if self.house_edge is not None:
            edge = Decimal(self.house_edge.numerator) / Decimal(self.house_edge.denominator)
            edge = edge.quantize(Decimal("0.0000001"))
        return {
            "game": self.game,
            "bet": self.bet,
            "schedule": self.schedule,
            "house_edge": edge,
            "house_edge_exact": str(self.house_edge) if self.house_edge is not None else None,
            "combinations": self.total,
            "rows": [
                {
                    "hand": r.hand,
                    "combinations": r.combinations,
                    "pays": r.pays,
                    "probability": _decimal(Fraction(r.combinations, self.total)),
                }
                for r in self.rows
            ],
            "note": self.note,
        }


def _decimal(value: Fraction) -> Decimal:
    return (Decimal(value.numerator) / Decimal(value.denominator)).quantize(Decimal("0.000000001"))


def table_odds(game: GameRules, table: PayTable, cards: int, *, meter: Cents = 0) -> OddsEntry:
    """Frequencies of each row of ``table`` over all hands of ``cards`` cards, and the edge
    of a one-unit wager paid by it (one unit = the posted wager for a "for one" table)."""
    if table.ranking is HandKind.THREE_CARD:
        counts = three_card_counts()
        category_of = three_card_category
    else:
        counts = poker_counts(cards)
        category_of = poker_category
    total = sum(counts.values())
    hits: Counter[int] = Counter()
    for strength, n in counts.items():
        row = table.row_for_category(category_of(strength), (strength >> 16) & 0xF)
        if row is not None:
            hits[table.rows.index(row)] += n
    wager = game.progressive_wager if table.wager == "progressive" else 100
    rows = []
    ev = Fraction(0)
    for i, row in enumerate(table.rows):
        paid = Fraction(row.payout(wager, meter), wager)
        rows.append(RowOdds(row.label, hits[i], row.pays, paid))
        p = Fraction(hits[i], total)
        ev += p * (paid if row.returns_stake else paid - 1)
    winners = sum(hits.values())
    ev -= Fraction(total - winners, total)  # every hand no row pays loses the stake
    return OddsEntry(game.id, table.wager, table.title, total, tuple(rows), -ev)


def reference_entries() -> list[OddsEntry]:
    """The standard three-, five- and seven-card category counts, for reference."""
    entries = []
    for size in (3, 5, 7):
        counts = category_counts(size)
        order = sorted(counts, key=lambda c: _reference_order(size, c), reverse=True)
        rows = tuple(RowOdds(c.label, counts[c], "", Fraction(0)) for c in order)
        entries.append(
            OddsEntry(
                "reference",
                f"{size}-card hands",
                "categories",
                sum(counts.values()),
                rows,
                None,
                "standard category counts",
            )
        )
    return entries


def _reference_order(size: int, category: Category) -> int:
    if size == 3:
        order = (
            Category.HIGH_CARD,
            Category.PAIR,
            Category.FLUSH,
            Category.STRAIGHT,
            Category.THREE_OF_A_KIND,
            Category.STRAIGHT_FLUSH,
        )
        return order.index(category)
    return int(category)


def report_text(entries: Iterable[OddsEntry]) -> str:
    """The odds report as a printable page."""
    lines: list[str] = []
    for e in entries:
        head = f"{e.game}  {e.bet}  {e.schedule}"
        if e.house_edge is not None:
            pct = Decimal(e.house_edge.numerator * 100) / Decimal(e.house_edge.denominator)
            head += f"  house edge {pct.quantize(Decimal('0.0001'))}%"
        if e.note:
            head += f"  ({e.note})"
        lines.append(head)
        for r in e.rows:
            prob = _decimal(Fraction(r.combinations, e.total))
            pays = f"  pays {r.pays}" if r.pays else ""
            lines.append(f"    {r.hand:<28} {r.combinations:>12,}  {prob:.9f}{pays}")
        if e.rows:  # blackjack's edge is counted by play, not by a pay table's rows
            lines.append(f"    {'all hands':<28} {e.total:>12,}")
        lines.append("")
    return "\n".join(lines)
