"""Settling a blackjack table: every hand of every seat and every insurance wager, each
result with its reason, its arithmetic and its clause (as
:class:`trainer.engine.settlement.WagerResult`).

The table comes as it stands when the dealer settles it: the dealer's cards as finally
drawn, each seat's hands with their cards, original wager and flags (doubled, split,
surrendered), and the seat's insurance. :func:`check_table` refuses a table the rules could
not have made, in one sentence; :func:`settle_table` settles one that could.

``paid`` is what the dealer pays a winning wager, stake returned not counted; ``net`` is
what the player gains (negative on a loss). A natural's odds are exact in cents where the
wager allows; where they do not (a $5.01 natural at 3 to 2), the payout is rounded down to
the cent, and the arithmetic says so (``docs/rules-decisions.md``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from trainer.engine.cards import Card, Rank, format_cards
from trainer.engine.errors import CardError, Refusal, ScenarioError, WagerError
from trainer.engine.games.blackjack.draw import check_dealer_hand
from trainer.engine.games.blackjack.rules_file import PAYS, BlackjackRules
from trainer.engine.games.blackjack.totals import Total, card_points, is_natural, total_of
from trainer.engine.money import Cents, format_money
from trainer.engine.rule_words import odds_words
from trainer.engine.settlement import Outcome, WagerResult, lose, push
from trainer.words import QT_TRANSLATE_NOOP, say, translated


@dataclass(frozen=True, slots=True)
class Hand:
    """One hand at a seat as the dealer settles it. ``wager`` is the original bet (a split
    hand's equal bet); a doubled hand has that much again beside it."""

    cards: tuple[Card, ...]
    wager: Cents
    doubled: bool = False
    split: bool = False
    surrendered: bool = False

    @property
    def stake(self) -> Cents:
        """Everything wagered on the hand: the bet, twice it when doubled."""
        return self.wager * 2 if self.doubled else self.wager


@dataclass(frozen=True, slots=True)
class Seat:
    """One box: its hands (more than one after a split, first base's side first), its
    insurance wager, and whether a natural took even money."""

    seat: int
    hands: tuple[Hand, ...]
    insurance: Cents = 0
    even_money: bool = False


@dataclass(frozen=True, slots=True)
class HandResult:
    """One hand settled: the wager's result, the hand's total, and whether it was paid as a
    natural."""

    result: WagerResult
    total: Total
    natural: bool

    @property
    def label(self) -> str:
        """``blackjack``, ``even money``, or the outcome (``win``, ``lose``, ``push``,
        ``surrender``)."""
        if self.result.wager == "even money":
            return "even money"
        if self.natural and self.result.outcome is Outcome.WIN:
            return "blackjack"
        return self.result.outcome.value


@dataclass(frozen=True, slots=True)
class SeatResult:
    """One seat settled: each hand, then the insurance wager."""

    seat: int
    hands: tuple[HandResult, ...]
    insurance: WagerResult

    @property
    def paid(self) -> Cents:
        """What the dealer pays the seat, stakes returned not counted."""
        return sum(h.result.paid for h in self.hands) + self.insurance.paid

    @property
    def net(self) -> Cents:
        """What the seat gains or loses on the round."""
        return sum(h.result.net for h in self.hands) + self.insurance.net


@dataclass(frozen=True, slots=True)
class TableResult:
    """A blackjack table settled."""

    dealer: Total
    dealer_natural: bool
    pays: str
    seats: tuple[SeatResult, ...]
    settle_clause: str

    @property
    def paid(self) -> Cents:
        """What the dealer pays the whole table, stakes returned not counted."""
        return sum(s.paid for s in self.seats)

    @property
    def net(self) -> Cents:
        """What the players gain on the round, all seats together (negative: the house wins)."""
        return sum(s.net for s in self.seats)

    @property
    def settle_order(self) -> tuple[int, ...]:
        """Third base to first base: the highest seat first."""
        return tuple(sorted((s.seat for s in self.seats), reverse=True))


# ---------------------------------------------------------------------------------------
# An impossible table is refused
# ---------------------------------------------------------------------------------------


def _hand_name(seat: Seat, n: int) -> str:
    return f"Seat {seat.seat}'s hand" if len(seat.hands) == 1 else f"Seat {seat.seat}'s hand {n}"


def check_table(rules: BlackjackRules, dealer: Sequence[Card], seats: Sequence[Seat]) -> None:
    """Refuse, in one sentence, a table the house's rules could not have made."""
    if not seats:
        raise ScenarioError("The table has no seat with a wager.")
    numbers = [s.seat for s in seats]
    for n in numbers:
        if not 1 <= n <= rules.seats:
            raise ScenarioError(f"Seat {n} is not at this table (seats 1 to {rules.seats}).")
    if len(set(numbers)) != len(numbers):
        raise ScenarioError("A seat appears twice at the table.")
    _check_shoe(rules, [*dealer, *(c for s in seats for h in s.hands for c in h.cards)])
    dealer_natural = len(dealer) >= 2 and is_natural(dealer[:2])
    up = dealer[0] if dealer else None
    for seat in seats:
        _check_seat(rules, seat, up, dealer_natural)
    played = any(
        not h.surrendered
        and not total_of(h.cards).is_bust
        and not is_natural(h.cards, split=h.split)
        for s in seats
        for h in s.hands
    )
    check_dealer_hand(dealer, hits_soft_17=rules.dealer_hits_soft_17, played=played)


def _check_shoe(rules: BlackjackRules, cards: Sequence[Card]) -> None:
    for card, count in Counter(cards).items():
        if count > rules.decks:
            decks = "a single deck" if rules.decks == 1 else f"a {rules.decks}-deck shoe"
            raise CardError(f"The {card} is on the table {count} times, more than {decks} holds.")


def _check_seat(rules: BlackjackRules, seat: Seat, up: Card | None, dealer_natural: bool) -> None:
    where = f"Seat {seat.seat}"
    if not seat.hands:
        raise ScenarioError(f"{where} has no hand.")
    first = seat.hands[0]
    split = len(seat.hands) > 1
    for n, hand in enumerate(seat.hands, start=1):
        name = _hand_name(seat, n)
        if hand.split != split:
            raise ScenarioError(
                f"{name} is marked split: false, but the seat has {len(seat.hands)} hands."
                if split
                else f"{name} is marked split, but a split makes two hands or more."
            )
        _check_wager(rules, hand.wager, f"{name}'s wager")
        if hand.wager != first.wager:
            raise WagerError(
                f"{name}'s wager of {format_money(hand.wager)} is not the original "
                f"{format_money(first.wager)}: a split hand's wager equals the original bet."
            )
        _check_hand(rules, hand, name, dealer_natural)
    if split:
        _check_split(rules, seat)
    if seat.insurance or seat.even_money:
        _check_insurance(rules, seat, up)


def _check_wager(rules: BlackjackRules, amount: Cents, what: str) -> None:
    if amount > rules.max_wager:
        raise WagerError(
            f"{what} of {format_money(amount)} is over the table maximum of "
            f"{format_money(rules.max_wager)}.",
            Refusal.OVER_MAXIMUM,
        )
    if amount < rules.min_wager:
        raise WagerError(
            f"{what} of {format_money(amount)} is under the table minimum of "
            f"{format_money(rules.min_wager)}.",
            Refusal.UNDER_MINIMUM,
        )


def _check_hand(rules: BlackjackRules, hand: Hand, name: str, dealer_natural: bool) -> None:
    cards = hand.cards
    if len(cards) < 2:
        raise CardError(f"{name} needs at least two cards, not {len(cards)}.")
    natural = is_natural(cards[:2], split=hand.split)
    if natural and len(cards) > 2:
        raise ScenarioError(
            f"{name} is a blackjack ({format_cards(cards[:2])}): it takes no more cards."
        )
    for n in range(2, len(cards)):
        so_far = total_of(cards[:n])
        if so_far.is_bust:
            raise ScenarioError(f"{name} drew the {cards[n]} after it was bust ({so_far.value}).")
    if hand.doubled:
        if len(cards) != 3:
            raise ScenarioError(
                f"{name} is doubled with {len(cards)} cards: a doubled hand gets exactly one "
                "more card, three in all."
            )
        if natural:
            raise ScenarioError(f"{name} is a blackjack: a blackjack is not doubled.")
        if hand.split and not rules.double_after_split:
            raise ScenarioError(
                f"{name} is doubled after a split, which this house does not allow."
            )
        two = total_of(cards[:2])
        allowed = {"any two": None, "9-11": (9, 10, 11), "10-11": (10, 11)}[rules.double_on]
        if allowed is not None and (two.soft or two.value not in allowed):
            raise ScenarioError(
                f"{name} is doubled on {two.describe()}: this house lets a player double on "
                f"{rules.double_on} only."
            )
    if hand.surrendered:
        if not rules.late_surrender:
            raise ScenarioError(f"{name} is surrendered, but this house offers no surrender.")
        if hand.split or hand.doubled or len(cards) != 2:
            raise ScenarioError(
                f"{name} is surrendered after {'a split' if hand.split else 'drawing'}: "
                "a player surrenders only the first two cards of the original hand."
            )
        if natural:
            raise ScenarioError(f"{name} is a blackjack: a blackjack is not surrendered.")
        if dealer_natural:
            raise ScenarioError(
                f"{name} is surrendered, but the dealer has a blackjack: surrender is offered "
                "only once the dealer has no blackjack."
            )


def _check_split(rules: BlackjackRules, seat: Seat) -> None:
    hands = seat.hands
    where = f"Seat {seat.seat}"
    if len(hands) > rules.max_split_hands:
        raise ScenarioError(
            f"{where} holds {len(hands)} split hands; this house allows at most "
            f"{rules.max_split_hands}."
        )
    values = {card_points(h.cards[0]) for h in hands}
    if len(values) > 1:
        raise ScenarioError(
            f"{where}'s split hands start with cards of different values "
            f"({', '.join(str(h.cards[0]) for h in hands)}): only a pair of equal value splits."
        )
    if hands[0].cards[0].rank is not Rank.ACE:
        return
    if len(hands) > 2 and not rules.resplit_aces:
        raise ScenarioError(
            f"{where} holds {len(hands)} hands of split aces: this house does not split aces again."
        )
    if rules.split_aces_one_card:
        for n, hand in enumerate(hands, start=1):
            if len(hand.cards) != 2 or hand.doubled:
                raise ScenarioError(
                    f"{_hand_name(seat, n)} is a split ace with {len(hand.cards)} cards"
                    f"{' and doubled' if hand.doubled else ''}: split aces get one card each."
                )


def _check_insurance(rules: BlackjackRules, seat: Seat, up: Card | None) -> None:
    where = f"Seat {seat.seat}"
    if not rules.insurance:
        raise ScenarioError(f"{where} has insurance, but this house offers none.")
    if up is None or up.rank is not Rank.ACE:
        raise ScenarioError(
            f"{where} has insurance, but the dealer's up card is the {up}: insurance is "
            "offered only when it is an ace."
        )
    first = seat.hands[0]
    if seat.even_money:
        if seat.insurance:
            raise ScenarioError(f"{where} takes even money and insurance: even money is instead.")
        if len(seat.hands) != 1 or not is_natural(first.cards[:2]):
            raise ScenarioError(f"{where} takes even money without a blackjack.")
        return
    if seat.insurance * 2 > first.wager:
        raise WagerError(
            f"{where}'s insurance of {format_money(seat.insurance)} is over half the "
            f"{format_money(first.wager)} wager."
        )


# ---------------------------------------------------------------------------------------
# Settlement
# ---------------------------------------------------------------------------------------


def natural_payout(wager: Cents, pays: str) -> tuple[Cents, str]:
    """What a natural wins at these odds, and the arithmetic (rounded down to the cent where
    the odds leave a fraction of one)."""
    num, den = PAYS[pays]
    paid, rest = divmod(wager * num, den)
    fields = {"wager": format_money(wager), "num": num, "den": den, "paid": format_money(paid)}
    return paid, say(_ROUNDED if rest else _TIMES_ODDS, **fields)


def settle_table(
    rules: BlackjackRules,
    dealer: Sequence[Card],
    seats: Sequence[Seat],
    *,
    pays: str | None = None,
) -> TableResult:
    """Settle every hand and insurance wager at the table (checked first)."""
    pays = pays or rules.blackjack_pays
    if pays not in PAYS:
        raise ScenarioError(f"A blackjack pays {' or '.join(PAYS)}, not {pays!r}.")
    dealer = tuple(dealer)
    check_table(rules, dealer, seats)
    dealer_total = total_of(dealer)
    dealer_natural = is_natural(dealer[:2])
    settled = tuple(
        SeatResult(
            seat.seat,
            _settle_hands(rules, seat, dealer_total, dealer_natural, pays),
            _settle_insurance(rules, seat, dealer_natural),
        )
        for seat in seats
    )
    return TableResult(dealer_total, dealer_natural, pays, settled, rules.clause)


def _win(
    wager: str, stake: Cents, paid: Cents, reason: str, arithmetic: str, clause: str
) -> WagerResult:
    return WagerResult(wager, stake, Outcome.WIN, paid, paid, reason, arithmetic, clause)


def _settle_hands(
    rules: BlackjackRules, seat: Seat, dealer: Total, dealer_natural: bool, pays: str
) -> tuple[HandResult, ...]:
    out: list[HandResult] = []
    original_taken = False
    for n, hand in enumerate(seat.hands, start=1):
        name = "hand" if len(seat.hands) == 1 else f"hand {n}"
        total = total_of(hand.cards)
        natural = is_natural(hand.cards, split=hand.split)
        result = _settle_hand(rules, seat, hand, name, total, natural, dealer, dealer_natural, pays)
        if dealer_natural and (hand.doubled or hand.split) and not total.is_bust:
            result, original_taken = _natural_takes(rules, hand, name, original_taken)
        out.append(HandResult(result, total, natural))
    return tuple(out)


def _settle_hand(
    rules: BlackjackRules,
    seat: Seat,
    hand: Hand,
    name: str,
    total: Total,
    natural: bool,
    dealer: Total,
    dealer_natural: bool,
    pays: str,
) -> WagerResult:
    stake = hand.stake
    clause = rules.clause
    if hand.surrendered:
        half = hand.wager // 2
        return WagerResult(
            name,
            stake,
            Outcome.SURRENDER,
            -half,
            0,
            say(_SURRENDERS, total=total.describe()),
            say(
                _HALF,
                wager=format_money(hand.wager),
                lost=format_money(half),
                returned=format_money(hand.wager - half),
            ),
            rules.option_clause("late_surrender"),
        )
    if natural:
        if seat.even_money:
            return WagerResult(
                "even money",
                stake,
                Outcome.WIN,
                hand.wager,
                hand.wager,
                translated(_EVEN_MONEY),
                say(_TIMES_ONE, stake=format_money(hand.wager)),
                rules.option_clause("insurance"),
            )
        if dealer_natural:
            return push(name, stake, translated(_BOTH_NATURAL), clause)
        paid, arithmetic = natural_payout(hand.wager, pays)
        return _win(
            name,
            stake,
            paid,
            say(_NATURAL_PAYS, pays=odds_words(*PAYS[pays])),
            arithmetic,
            rules.option_clause("blackjack_pays"),
        )
    if total.is_bust:
        return lose(name, stake, say(_PLAYER_BUST, total=total.value), clause)
    if dealer_natural:
        return lose(name, stake, say(_DEALER_NATURAL, total=total.describe()), clause)
    fields = {
        "total": total.describe(),
        "Total": total.describe().capitalize(),
        "doubled": translated(_DOUBLED) if hand.doubled else "",
        "dealer": dealer.describe(),
        "dealer_total": dealer.value,
        "stake": format_money(stake),
    }
    if dealer.is_bust:
        return _win(
            name, stake, stake, say(_DEALER_BUST, **fields), say(_TIMES_ONE, **fields), clause
        )
    if total.value > dealer.value:
        return _win(name, stake, stake, say(_BEATS, **fields), say(_TIMES_ONE, **fields), clause)
    if total.value == dealer.value:
        return push(name, stake, say(_TIES, **fields), clause)
    return lose(name, stake, say(_LOSES, **fields), clause)


def _natural_takes(
    rules: BlackjackRules, hand: Hand, name: str, original_taken: bool
) -> tuple[WagerResult, bool]:
    """A hand still standing when the dealer turns a blackjack after the players acted:
    under "original wager" the dealer collects the seat's original wager once and returns
    what was added by doubling or splitting (§633a.10, §633a.11(d)); under "every wager"
    every stake is lost."""
    clause = rules.option_clause("dealer_natural_takes")
    fields = {
        "total": total_of(hand.cards).describe(),
        "lost": format_money(hand.wager),
        "returned": format_money(hand.stake - hand.wager),
    }
    if rules.dealer_natural_takes == "every wager":
        return lose(name, hand.stake, say(_TAKES_EVERY, **fields), clause), True
    if original_taken:
        return push(name, hand.stake, say(_SPLIT_RETURNED, **fields), clause), True
    result = WagerResult(
        name,
        hand.stake,
        Outcome.LOSE,
        -hand.wager,
        0,
        say(_DOUBLE_RETURNED if hand.doubled else _ORIGINAL_ONLY, **fields),
        say(_LOST_RETURNED if hand.doubled else _LOST, **fields),
        clause,
    )
    return result, True


def _settle_insurance(rules: BlackjackRules, seat: Seat, dealer_natural: bool) -> WagerResult:
    clause = rules.option_clause("insurance")
    amount = seat.insurance
    if not amount:
        return WagerResult(
            "insurance",
            0,
            Outcome.NONE,
            0,
            0,
            translated(_NO_INSURANCE),
            translated(_NOTHING_WAGERED),
            clause,
        )
    if dealer_natural:
        paid = amount * 2
        return _win(
            "insurance",
            amount,
            paid,
            translated(_INSURANCE_PAYS),
            say(_TIMES_TWO, amount=format_money(amount), paid=format_money(paid)),
            clause,
        )
    return lose("insurance", amount, translated(_INSURANCE_LOSES), clause)


_TIMES_ODDS = QT_TRANSLATE_NOOP("blackjack", "{wager} x {num}/{den} = {paid}")
_ROUNDED = QT_TRANSLATE_NOOP(
    "blackjack", "{wager} x {num}/{den} = {paid} (rounded down to the cent)"
)
_SURRENDERS = QT_TRANSLATE_NOOP(
    "blackjack", "The player surrenders {total}: half the wager is lost."
)
_HALF = QT_TRANSLATE_NOOP("blackjack", "half of {wager} = {lost} lost, {returned} returned")
_EVEN_MONEY = QT_TRANSLATE_NOOP(
    "blackjack", "The player takes even money on a blackjack against the dealer's ace."
)
_TIMES_ONE = QT_TRANSLATE_NOOP("blackjack", "{stake} x 1 = {stake}")
_BOTH_NATURAL = QT_TRANSLATE_NOOP(
    "blackjack", "A blackjack against the dealer's blackjack is a push."
)
_NATURAL_PAYS = QT_TRANSLATE_NOOP("blackjack", "A blackjack pays {pays}.")
_PLAYER_BUST = QT_TRANSLATE_NOOP("blackjack", "The player is bust with {total}.")
_DEALER_NATURAL = QT_TRANSLATE_NOOP("blackjack", "The dealer's blackjack beats {total}.")
_DOUBLED = QT_TRANSLATE_NOOP("blackjack", " (doubled)", "after a hand's total: soft 19 (doubled)")
_DEALER_BUST = QT_TRANSLATE_NOOP(
    "blackjack", "The dealer is bust with {dealer_total}: {total}{doubled} pays 1 to 1."
)
_BEATS = QT_TRANSLATE_NOOP(
    "blackjack", "{Total}{doubled} beats the dealer's {dealer}: it pays 1 to 1."
)
_TIES = QT_TRANSLATE_NOOP("blackjack", "{Total} ties the dealer's {dealer_total}.")
_LOSES = QT_TRANSLATE_NOOP("blackjack", "The dealer's {dealer} beats {total}{doubled}.")
_TAKES_EVERY = QT_TRANSLATE_NOOP(
    "blackjack", "The dealer's blackjack beats {total}; every wager on it is lost."
)
_SPLIT_RETURNED = QT_TRANSLATE_NOOP(
    "blackjack",
    "The dealer's blackjack beats {total}, but the dealer collects only the original wager: "
    "the wager added by splitting is returned.",
)
_ORIGINAL_ONLY = QT_TRANSLATE_NOOP(
    "blackjack",
    "The dealer's blackjack beats {total}: the dealer collects only the original wager.",
)
_DOUBLE_RETURNED = QT_TRANSLATE_NOOP(
    "blackjack",
    "The dealer's blackjack beats {total}: the dealer collects only the original wager, the "
    "double is returned.",
)
_LOST = QT_TRANSLATE_NOOP("blackjack", "{lost} lost")
_LOST_RETURNED = QT_TRANSLATE_NOOP("blackjack", "{lost} lost, {returned} returned")
_NO_INSURANCE = QT_TRANSLATE_NOOP("blackjack", "No insurance was taken.")
_NOTHING_WAGERED = QT_TRANSLATE_NOOP("blackjack", "nothing wagered")
_INSURANCE_PAYS = QT_TRANSLATE_NOOP(
    "blackjack", "The dealer has a blackjack: insurance pays 2 to 1."
)
_TIMES_TWO = QT_TRANSLATE_NOOP("blackjack", "{amount} x 2 = {paid}")
_INSURANCE_LOSES = QT_TRANSLATE_NOOP("blackjack", "The dealer has no blackjack: insurance loses.")
