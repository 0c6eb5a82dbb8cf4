"""Blackjack's house edge under a house's posted rules, by combinatorial analysis.

The model is the infinite deck: every card is drawn with the same chances whatever has
been dealt (a 2 to 9 or an ace 1/13 each, a ten-value card 4/13), so the best play depends
on the hand's total, soft or hard, and the dealer's up card alone: basic strategy. For
that model the figure is exact (fractions, no simulation): the dealer's final totals are
counted card by card under the posted soft-17 rule; each player hand is played by the
best of standing, drawing, doubling (where the house allows it), splitting and
surrendering; a blackjack is paid at the posted odds.

What the model leaves out, and so what the figure is not:

- the shoe itself: a six-deck shoe's edge is a few hundredths of a percent lower than the
  infinite deck's (fewer decks favour the player);
- resplitting: a pair is split once, into two hands;
- at a no-hole-card house whose dealer's blackjack collects only the original wager, a
  split against that blackjack is counted as losing one unit.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from functools import cache

from trainer.engine.games.blackjack.rules_file import PAYS, BlackjackRules

VALUES = tuple(range(1, 11))
"""Card values: 1 is an ace, 10 a ten, jack, queen or king."""
P: Mapping[int, Fraction] = {v: Fraction(4 if v == 10 else 1, 13) for v in VALUES}
BUST = 22
Dist = tuple[tuple[int, Fraction], ...]
"""A dealer's final totals (17-21, or 22 for bust) with their chances."""


def _value(hard: int, ace: bool) -> tuple[int, bool]:
    """A hand's total and whether it is soft."""
    if ace and hard + 10 <= 21:
        return hard + 10, True
    return hard, False


@cache
def _dealer(hard: int, ace: bool, hits_soft_17: bool) -> Dist:
    """The dealer's final totals from a hand of two cards or more."""
    total, soft = _value(hard, ace)
    if hard > 21:
        return ((BUST, Fraction(1)),)
    if total > 17 or (total == 17 and not (soft and hits_soft_17)):
        return ((total, Fraction(1)),)
    out: dict[int, Fraction] = {}
    for v in VALUES:
        for t, p in _dealer(hard + v, ace or v == 1, hits_soft_17):
            out[t] = out.get(t, Fraction(0)) + P[v] * p
    return tuple(sorted(out.items()))


def _is_bj(a: int, b: int) -> bool:
    return {a, b} == {1, 10}


@cache
def dealer_odds(up: int, hits_soft_17: bool) -> tuple[Fraction, Dist]:
    """The chance that the dealer's hand is a blackjack, and its final totals otherwise."""
    bj = sum((P[h] for h in VALUES if _is_bj(up, h)), Fraction(0))
    out: dict[int, Fraction] = {}
    for h in VALUES:
        if _is_bj(up, h):
            continue
        for t, p in _dealer(up + h, up == 1 or h == 1, hits_soft_17):
            out[t] = out.get(t, Fraction(0)) + P[h] * p / (1 - bj)
    return bj, tuple(sorted(out.items()))


def _stand(total: int, dist: Dist) -> Fraction:
    if total > 21:
        return Fraction(-1)
    ev = Fraction(0)
    for t, p in dist:
        ev += p if t == BUST or t < total else (-p if t > total else 0)
    return ev


class _Player:
    """The best play of every player hand against one dealer up card, for one house."""

    def __init__(self, rules: BlackjackRules, up: int) -> None:
        self.rules = rules
        self.bj, self.dist = dealer_odds(up, rules.dealer_hits_soft_17)
        self.late = not rules.hole_card  # the dealer's blackjack is found after the play
        self._best: dict[tuple[int, bool], Fraction] = {}

    def stand(self, hard: int, ace: bool) -> Fraction:
        return _stand(_value(hard, ace)[0], self.dist)

    def drawn(self, hard: int, ace: bool) -> Fraction:
        """Standing or drawing, whichever is better, from here on."""
        key = (hard, ace)
        if key not in self._best:
            if hard > 21:
                return Fraction(-1)
            hit = sum((P[v] * (self.drawn(hard + v, ace or v == 1)) for v in VALUES), Fraction(0))
            self._best[key] = max(self.stand(hard, ace), hit)
        return self._best[key]

    def hit(self, hard: int, ace: bool) -> Fraction:
        return sum((P[v] * self.drawn(hard + v, ace or v == 1) for v in VALUES), Fraction(0))

    def double(self, hard: int, ace: bool) -> Fraction:
        return 2 * sum((P[v] * self.stand(hard + v, ace or v == 1) for v in VALUES), Fraction(0))

    def bust_on_one(self, hard: int, ace: bool) -> Fraction:
        return sum((P[v] for v in VALUES if _value(hard + v, ace or v == 1)[0] > 21), Fraction(0))

    def may_double(self, a: int, b: int) -> bool:
        total, soft = _value(a + b, 1 in (a, b))
        allowed = {"any two": None, "9-11": (9, 10, 11), "10-11": (10, 11)}
        only = allowed[self.rules.double_on]
        return only is None or (not soft and total in only)

    def split_hand(self, v: int) -> Fraction:
        """One hand of a split pair of value ``v``, played best (not split again)."""
        ev = Fraction(0)
        for c in VALUES:
            hard, ace = v + c, v == 1 or c == 1
            if v == 1 and self.rules.split_aces_one_card:
                best = self.stand(hard, ace)
            else:
                options = [self.stand(hard, ace), self.hit(hard, ace)]
                if self.rules.double_after_split and self.may_double(v, c):
                    options.append(self.double(hard, ace))
                best = max(options)
            ev += P[c] * best
        return ev

    def play(self, a: int, b: int) -> Fraction:
        """The player's expectation on two cards that are not a blackjack, the dealer's
        blackjack included."""
        hard, ace = a + b, 1 in (a, b)
        every = self.rules.dealer_natural_takes == "every wager"
        # (expectation when the dealer has no blackjack, loss when the dealer has one)
        options: list[tuple[Fraction, Fraction]] = [
            (max(self.stand(hard, ace), self.hit(hard, ace)), Fraction(-1))
        ]
        if self.may_double(a, b):
            bust = self.bust_on_one(hard, ace)
            lost = Fraction(-2) if every else -2 * bust - (1 - bust)
            options.append((self.double(hard, ace), lost))
        if a == b and self.rules.max_split_hands >= 2:
            options.append((2 * self.split_hand(a), Fraction(-2 if every else -1)))
        if self.rules.late_surrender:
            options.append((Fraction(-1, 2), Fraction(-1)))
        if not self.late:
            # The dealer has looked: a blackjack has ended the round before any play.
            return self.bj * -1 + (1 - self.bj) * max(ev for ev, _ in options)
        return max(self.bj * lost + (1 - self.bj) * ev for ev, lost in options)


def house_edge(rules: BlackjackRules, pays: str | None = None) -> Fraction:
    """The house's edge on a one-unit Blackjack Wager played by basic strategy, in the
    infinite-deck model (see the module's note): minus the player's expectation."""
    num, den = PAYS[pays or rules.blackjack_pays]
    natural = Fraction(num, den)
    ev = Fraction(0)
    for up in VALUES:
        player = _Player(rules, up)
        for a in VALUES:
            for b in VALUES:
                chance = P[up] * P[a] * P[b]
                if _is_bj(a, b):
                    ev += chance * (1 - player.bj) * natural
                else:
                    ev += chance * player.play(a, b)
    return -ev


NOTE = (
    "basic strategy by combinatorial analysis of an infinite deck (exact for that model; "
    "pairs split once; a shoe of a few decks is a few hundredths of a percent lower)"
)
