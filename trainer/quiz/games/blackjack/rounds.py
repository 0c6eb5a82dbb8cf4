"""Blackjack rounds for the drills: a shoe dealt and played out at the house's posted rules,
each seat steered to an outcome worth teaching (a blackjack, a double, a split, a
surrender, insurance), then settled by the engine.

A round is written in the ``dealer-trainer settle`` form (``Round.scenario``), so that every
question that shows one can be settled again by the command line, and its words
(:func:`scenario_lines`, :func:`hand_lines`) are read from the engine's own results.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from trainer.engine.cards import DECK, Card, Rank, format_cards
from trainer.engine.games.blackjack import (
    BlackjackRules,
    Hand,
    Seat,
    TableResult,
    card_points,
    dealer_draws,
    is_natural,
    is_ten_value,
    settle_table,
    total_of,
)
from trainer.engine.games.blackjack.protection import pays_words
from trainer.engine.games.blackjack.rules_file import GAME_ID
from trainer.engine.money import Cents, format_money
from trainer.engine.settlement import Outcome
from trainer.quiz.games.blackjack import words as W
from trainer.quiz.model import total_line
from trainer.quiz.positions import amount_text, dollars
from trainer.words import say, translated

FOCI = ("plain", "natural", "double", "split", "surrender", "insurance", "bust")
"""What a seat is steered to: an ordinary hand, a blackjack, a double down, a split pair,
a surrender, an insurance wager (or even money), a hand that busts."""


class Shoe:
    """The house's decks shuffled together; cards come off the front, and a steered card is
    the first one of its kind still in the shoe (so no card appears more often than the
    shoe holds it)."""

    def __init__(self, rng: random.Random, decks: int) -> None:
        self.cards = list(DECK) * decks
        rng.shuffle(self.cards)

    def take(self, wanted: Callable[[Card], bool] | None = None) -> Card:
        """The next card, or the next one that is ``wanted``."""
        if wanted is None:
            return self.cards.pop(0)
        for i, card in enumerate(self.cards):
            if wanted(card):
                return self.cards.pop(i)
        raise RuntimeError("no card of the kind wanted is left in the shoe")  # pragma: no cover


def is_rank(*ranks: Rank) -> Callable[[Card], bool]:
    """A card of one of these ranks."""
    return lambda c: c.rank in ranks


def points(*values: int) -> Callable[[Card], bool]:
    """A card worth one of these points (the ace 1)."""
    return lambda c: card_points(c) in values


def not_ten_or_ace(card: Card) -> bool:
    """A card that makes no blackjack beside an ace or a ten-value card."""
    return not is_ten_value(card) and card.rank is not Rank.ACE


@dataclass(frozen=True, slots=True)
class Round:
    """A blackjack round as the dealer settles it: the cards, the seats and the result."""

    rules: BlackjackRules
    pays: str
    dealer: tuple[Card, ...]
    seats: tuple[Seat, ...]
    settled: TableResult

    @property
    def scenario(self) -> dict[str, Any]:
        """The round in the ``dealer-trainer settle`` form."""
        return scenario_of(self.pays, self.dealer, self.seats)

    def seat(self, number: int) -> Seat:
        """One seat's hands and insurance."""
        return next(s for s in self.seats if s.seat == number)

    def paid(self, number: int) -> Cents:
        """What the dealer pays one seat, stakes returned not counted."""
        return next(s.paid for s in self.settled.seats if s.seat == number)


def scenario_of(pays: str, dealer: Sequence[Card], seats: Sequence[Seat]) -> dict[str, Any]:
    """A table in the ``settle`` form: the flags written out, so the table reads alike on
    the screen and on the command line."""
    out: list[dict[str, Any]] = []
    for seat in seats:
        entry: dict[str, Any] = {
            "seat": seat.seat,
            "insurance": dollars(seat.insurance),
            "hands": [
                {
                    "cards": format_cards(h.cards).split(),
                    "wager": dollars(h.wager),
                    "doubled": h.doubled,
                    "split": h.split,
                    "surrendered": h.surrendered,
                }
                for h in seat.hands
            ],
        }
        if seat.even_money:
            entry["even_money"] = True
        out.append(entry)
    return {
        "game": GAME_ID,
        "blackjack_pays": pays,
        "dealer": format_cards(dealer).split(),
        "seats": out,
    }


# ---------------------------------------------------------------------------------------
# Wagers
# ---------------------------------------------------------------------------------------


def stake(rng: random.Random, rules: BlackjackRules, difficulty: int) -> Cents:
    """A wager a player would put out at this difficulty, within the posted limits: round
    amounts at 1, more of them at 2, odd amounts ($15, $25, $35, $12.50) at 3."""
    return rng.choice(_stakes(rules.min_wager, rules.max_wager, difficulty))


@lru_cache(maxsize=32)
def _stakes(low: Cents, high: Cents, difficulty: int) -> tuple[Cents, ...]:
    choices = {
        1: (1000, 2000, 2500, 5000, 10000),
        2: (1000, 1500, 2000, 2500, 3000, 4000, 5000, 7500, 10000),
        3: (1250, 1500, 1750, 2500, 3500, 4500, 5500, 6500, 8500, 12500),
    }[difficulty]
    return tuple(c for c in choices if low <= c <= high) or (low,)


# ---------------------------------------------------------------------------------------
# Dealing and playing a round
# ---------------------------------------------------------------------------------------


def _first_two(shoe: Shoe, rules: BlackjackRules, focus: str, rng: random.Random) -> list[Card]:
    if focus == "natural":
        return [shoe.take(is_rank(Rank.ACE)), shoe.take(is_ten_value)]
    if focus == "split":
        rank = rng.choice([*Rank, Rank.EIGHT, Rank.ACE])
        first = shoe.take(is_rank(rank))
        return [first, shoe.take(points(card_points(first)))]
    if focus == "double":
        total = rng.choice(
            {"any two": (9, 10, 11), "9-11": (9, 10, 11), "10-11": (10, 11)}[rules.double_on]
        )
        first = shoe.take(points(*range(2, min(total - 2, 10) + 1)))
        return [first, shoe.take(points(total - card_points(first)))]
    if focus in ("surrender", "bust"):
        # A hard 12-16 of two unlike cards (a pair would be a split to teach, not this).
        total = rng.choice((15, 16) if focus == "surrender" else (12, 13, 14, 15, 16))
        firsts = [v for v in range(max(2, total - 10), 11) if 2 * v != total]
        first = shoe.take(points(*firsts))
        return [first, shoe.take(points(total - card_points(first)))]
    first = shoe.take()
    return [first, shoe.take(lambda c: not is_natural((first, c)))]


def _wants_card(total_value: int, soft: bool, up: Card, rng: random.Random) -> bool:
    """A player's draw, roughly as players play: hit under 12, stand on 17 or more (soft
    18), on 12-16 hit against a high up card and mostly stand against a low one."""
    if soft:
        return total_value < 18
    if total_value < 12:
        return True
    if total_value >= 17:
        return False
    low = 2 <= card_points(up) <= 6
    return rng.random() < (0.25 if low else 0.8)


def _play(
    shoe: Shoe,
    rules: BlackjackRules,
    cards: list[Card],
    up: Card,
    rng: random.Random,
    *,
    split: bool,
    focus: str,
) -> Hand:
    """One hand played out (its wager set later)."""
    two = total_of(cards)
    can_double = (
        len(cards) == 2
        and not is_natural(cards, split=split)
        and (not split or rules.double_after_split)
        and (
            rules.double_on == "any two"
            or (
                not two.soft
                and two.value in ((9, 10, 11) if rules.double_on == "9-11" else (10, 11))
            )
        )
    )
    if can_double and (focus == "double" or (two.value in (10, 11) and rng.random() < 0.5)):
        return Hand((*cards, shoe.take()), 0, doubled=True, split=split)
    if focus == "bust":
        need = 22 - total_of(cards).hard  # one card that busts it
        cards.append(shoe.take(lambda c: card_points(c) >= need))
        return Hand(tuple(cards), 0, split=split)
    while not is_natural(cards, split=split):
        total = total_of(cards)
        if total.is_bust or not _wants_card(total.value, total.soft, up, rng):
            break
        cards.append(shoe.take())
    return Hand(tuple(cards), 0, split=split)


def _split_hands(
    shoe: Shoe, rules: BlackjackRules, pair: list[Card], up: Card, rng: random.Random
) -> list[Hand]:
    aces = pair[0].rank is Rank.ACE
    starts = [[pair[0]], [pair[1]]]
    hands: list[Hand] = []
    while starts:
        start = starts.pop(0)
        card = shoe.take()
        may_resplit = (
            card_points(card) == card_points(start[0])
            and len(hands) + len(starts) + 2 <= rules.max_split_hands
            and (not aces or rules.resplit_aces)
            and rng.random() < 0.6
        )
        if may_resplit:
            starts += [[card]]
            starts.insert(0, start)
            continue
        cards = [*start, card]
        if aces and rules.split_aces_one_card:
            hands.append(Hand(tuple(cards), 0, split=True))
        else:
            hands.append(_play(shoe, rules, cards, up, rng, split=True, focus="plain"))
    return hands


def deal_round(
    rng: random.Random,
    rules: BlackjackRules,
    seats: Sequence[int],
    *,
    foci: Mapping[int, str] | None = None,
    wagers: Mapping[int, Cents] | None = None,
    difficulty: int = 2,
    pays: str | None = None,
    dealer_natural: bool | None = None,
) -> Round:
    """A round at these seats (in seat order), each steered to its focus (``plain`` where
    none is given), played out and settled under the house's rules. ``dealer_natural``
    steers the dealer to a blackjack (True), away from one (False), or leaves it to the
    shoe."""
    foci = dict(foci or {})
    for seat in seats:
        foci.setdefault(seat, "plain")
    if not rules.late_surrender:
        foci = {s: ("plain" if f == "surrender" else f) for s, f in foci.items()}
    if not rules.insurance:
        foci = {s: ("plain" if f == "insurance" else f) for s, f in foci.items()}
    if any(f == "surrender" for f in foci.values()):
        dealer_natural = False  # surrender is offered once the dealer has no blackjack
    shoe = Shoe(rng, rules.decks)
    insured = any(f == "insurance" for f in foci.values())
    if insured or (dealer_natural and rng.random() < 0.5):
        up = shoe.take(is_rank(Rank.ACE))
    elif dealer_natural:
        up = shoe.take(is_ten_value)
    elif any(f == "surrender" for f in foci.values()):
        up = shoe.take(points(9, 10))
    else:
        up = shoe.take()
    hole: Card | None = None
    if rules.hole_card:
        hole = _dealer_second(shoe, up, dealer_natural)
    wagers = dict(wagers or {})
    built: list[Seat] = []
    natural_now = hole is not None and is_natural((up, hole))
    for seat in sorted(seats):
        focus = foci[seat]
        wager = wagers.get(seat) or stake(rng, rules, difficulty)
        cards = _first_two(
            shoe, rules, "natural" if focus == "insurance" and rng.random() < 0.3 else focus, rng
        )
        if natural_now or is_natural(cards):
            hands = [Hand(tuple(cards), wager)]
        elif focus == "surrender":
            hands = [Hand(tuple(cards), wager, surrendered=True)]
        elif focus == "split" and rules.max_split_hands > 1:
            hands = [_with_wager(h, wager) for h in _split_hands(shoe, rules, cards, up, rng)]
        else:
            played = _play(shoe, rules, cards, up, rng, split=False, focus=focus)
            hands = [_with_wager(played, wager)]
        insurance, even_money = 0, False
        if focus == "insurance" and up.rank is Rank.ACE:
            if len(hands) == 1 and is_natural(hands[0].cards) and rng.random() < 0.5:
                even_money = True
            else:
                insurance = _insurance(rng, wager)
        built.append(Seat(seat, tuple(hands), insurance, even_money))
    if hole is None:
        surrendered = any(h.surrendered for s in built for h in s.hands)
        hole = _dealer_second(shoe, up, False if surrendered else dealer_natural)
    dealer = [up, hole]
    waiting = any(
        not h.surrendered
        and not total_of(h.cards).is_bust
        and not is_natural(h.cards, split=h.split)
        for s in built
        for h in s.hands
    )
    if waiting and not is_natural(dealer):
        while dealer_draws(total_of(dealer), hits_soft_17=rules.dealer_hits_soft_17):
            dealer.append(shoe.take())
    pays = pays or rules.blackjack_pays
    settled = settle_table(rules, dealer, built, pays=pays)
    return Round(rules, pays, tuple(dealer), tuple(built), settled)


def _with_wager(hand: Hand, wager: Cents) -> Hand:
    return Hand(hand.cards, wager, hand.doubled, hand.split, hand.surrendered)


def _insurance(rng: random.Random, wager: Cents) -> Cents:
    """Insurance up to half the wager: half, or a round amount under it."""
    half = wager // 2
    under = [a for a in (500, 1000, 2500) if a < half]
    return rng.choice([half, half, *under[-1:]])


def _dealer_second(shoe: Shoe, up: Card, natural: bool | None) -> Card:
    if natural is None:
        return shoe.take()
    if natural:
        return shoe.take(is_ten_value if up.rank is Rank.ACE else is_rank(Rank.ACE))
    if up.rank is Rank.ACE:
        return shoe.take(lambda c: not is_ten_value(c))
    if is_ten_value(up):
        return shoe.take(lambda c: c.rank is not Rank.ACE)
    return shoe.take()


# ---------------------------------------------------------------------------------------
# In words
# ---------------------------------------------------------------------------------------


def hand_flags(hand: Mapping[str, Any]) -> str:
    """A settle-form hand's flags in words: ``doubled``, ``split, doubled``, ``surrendered``."""
    flags = [translated(W.FLAGS[w]) for w in ("split", "doubled", "surrendered") if hand.get(w)]
    return ", ".join(flags)


def scenario_lines(scenario: Mapping[str, Any]) -> list[str]:
    """A blackjack table in words: the posted odds, the dealer's cards, each seat's hands
    with their wagers and flags, and its insurance."""
    lines = [
        say(W.NATURAL_PAYS, pays=pays_words(scenario.get("blackjack_pays", "3 to 2"))),
        say(W.DEALER_CARDS, cards=" ".join(scenario["dealer"])),
    ]
    for seat in scenario["seats"]:
        hands = seat["hands"]
        for k, hand in enumerate(hands, start=1):
            flags = hand_flags(hand)
            if len(hands) > 1:
                line = W.HAND_N_LINE_FLAGS if flags else W.HAND_N_LINE
            else:
                line = W.HAND_LINE_FLAGS if flags else W.HAND_LINE
            lines.append(
                say(
                    line,
                    seat=seat["seat"],
                    n=k,
                    cards=" ".join(hand["cards"]),
                    amount=amount_text(hand["wager"]),
                    flags=flags,
                )
            )
        if seat.get("even_money"):
            lines.append(say(W.TAKES_EVEN_MONEY, seat=seat["seat"]))
        elif seat.get("insurance") and amount_text(seat["insurance"]) != "$0.00":
            lines.append(
                say(W.INSURANCE_LINE, seat=seat["seat"], amount=amount_text(seat["insurance"]))
            )
    return lines


def dealer_line(round_: Round) -> str:
    """The dealer's hand as settled: ``Dealer: Ts 7h, hard 17.``"""
    settled = round_.settled
    if settled.dealer_natural:
        return say(W.DEALER_NATURAL, cards=format_cards(round_.dealer))
    return say(W.DEALER_TOTAL, cards=format_cards(round_.dealer), total=settled.dealer.describe())


def seat_lines(round_: Round, number: int) -> list[str]:
    """Each hand of one seat settled, with its reason and arithmetic, then its insurance."""
    settled = next(s for s in round_.settled.seats if s.seat == number)
    seat = round_.seat(number)
    lines: list[str] = []
    for k, (hand, result) in enumerate(zip(seat.hands, settled.hands, strict=True), start=1):
        r = result.result
        stake = (
            say(W.DOUBLED_STAKE, wager=format_money(hand.wager))
            if hand.doubled
            else format_money(hand.wager)
        )
        head = say(
            W.HAND_HEAD if len(seat.hands) == 1 else W.HAND_N_HEAD,
            n=k,
            cards=format_cards(hand.cards),
            stake=stake,
            reason=r.reason,
        )
        won = r.outcome is Outcome.WIN
        lines.append(say(W.WON if won else W.NOTHING, head=head, arithmetic=r.arithmetic))
    ins = settled.insurance
    if ins.amount:
        lines.append(
            say(
                W.INSURANCE_WON if ins.outcome is Outcome.WIN else W.INSURANCE_LOST,
                amount=format_money(ins.amount),
                reason=ins.reason,
                arithmetic=ins.arithmetic,
            )
        )
    return lines


def paid_line(round_: Round, number: int) -> str:
    """What the dealer pays one seat, as a sum of its winning wagers."""
    settled = next(s for s in round_.settled.seats if s.seat == number)
    parts = [h.result.paid for h in settled.hands if h.result.paid]
    if settled.insurance.paid:
        parts.append(settled.insurance.paid)
    if len(parts) > 1:
        sums = " + ".join(map(format_money, parts))
        return total_line(say(W.TOTAL_SUM, sums=sums, total=format_money(settled.paid)))
    return total_line(say(W.TOTAL, total=format_money(settled.paid)))


def house_words(rules: BlackjackRules, pays: str, round_: Round | None = None) -> str:
    """What the house posts that this table's payment depends on, and no more (the felt and
    the side panel post the rest): the odds of a blackjack and of insurance, and, where a
    dealer's blackjack meets a doubled or split hand, what it takes."""
    if (
        round_ is not None
        and round_.settled.dealer_natural
        and any(h.doubled or h.split for s in round_.seats for h in s.hands)
    ):
        original = rules.dealer_natural_takes == "original wager"
        return say(W.HOUSE_ORIGINAL if original else W.HOUSE_EVERY, pays=pays_words(pays))
    return say(W.HOUSE, pays=pays_words(pays))
