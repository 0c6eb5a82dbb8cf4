"""Settlement of every wager of 3-5-7 Poker, Casino Hold'em and Three Card Poker.

Each function takes the game's :class:`GameRules` (with the house's posted settings), the
cards and the wagers in cents, and returns an immutable :class:`Settlement` whose every
:class:`WagerResult` carries the hand, the pay-table row, the arithmetic and the clause, so
that a drill can explain it. ``net`` is what the player gains (negative when a wager is
lost); ``paid`` is what the dealer pays out beyond any stake returned.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from types import MappingProxyType

from trainer.engine.cards import Card, ensure_distinct
from trainer.engine.errors import CardError, ScenarioError, WagerError
from trainer.engine.hands import HandValue, compare, evaluate_poker, evaluate_three
from trainer.engine.money import Cents, format_money
from trainer.engine.rules import GameRules, PayRow, PayTable

THREE_FIVE_SEVEN_GAMES = ("three", "five", "seven")
GAME_LABELS = {"three": "3-card", "five": "5-card", "seven": "7-card"}


class Outcome(StrEnum):
    """How a wager ended."""

    WIN = "win"
    LOSE = "lose"
    PUSH = "push"
    SURRENDER = "surrender"
    VOID = "void"
    NONE = "none"


@dataclass(frozen=True, slots=True)
class WagerResult:
    """One wager settled, with everything needed to explain it."""

    wager: str
    amount: Cents
    outcome: Outcome
    net: Cents
    paid: Cents
    reason: str
    arithmetic: str
    clause: str
    hand: HandValue | None = None
    row: PayRow | None = None
    table: PayTable | None = None

    @property
    def pays(self) -> str | None:
        """The posted payout of the row that paid (``"40 to 1"``), if any."""
        return self.row.pays if self.row is not None and self.outcome is Outcome.WIN else None


@dataclass(frozen=True, slots=True)
class Settlement:
    """One player's position settled."""

    game: str
    bets: tuple[WagerResult, ...]
    player_hand: HandValue | None = None
    dealer_hand: HandValue | None = None
    dealer_qualifies: bool | None = None
    hands: Mapping[str, HandValue] = field(default_factory=lambda: MappingProxyType({}))
    tips: tuple[WagerResult, ...] = ()
    pots: tuple[WagerResult, ...] = ()

    @property
    def net(self) -> Cents:
        """What the player gains on the whole position (wagers and pots; tips apart)."""
        return sum(b.net for b in self.bets) + sum(p.net for p in self.pots)

    @property
    def paid(self) -> Cents:
        """What the dealer pays the player on winning wagers, stakes returned not counted."""
        return sum(b.paid for b in self.bets)

    def bet(self, wager: str) -> WagerResult:
        """The result of one wager by name."""
        for b in self.bets:
            if b.wager == wager:
                return b
        raise KeyError(wager)


# ---------------------------------------------------------------------------------------
# Building blocks
# ---------------------------------------------------------------------------------------


def _none(wager: str, clause: str, reason: str = "No wager was made.") -> WagerResult:
    return WagerResult(wager, 0, Outcome.NONE, 0, 0, reason, "nothing wagered", clause)


def _lose(
    wager: str,
    amount: Cents,
    reason: str,
    clause: str,
    hand: HandValue | None = None,
    table: PayTable | None = None,
) -> WagerResult:
    return WagerResult(
        wager,
        amount,
        Outcome.LOSE,
        -amount,
        0,
        reason,
        f"{format_money(amount)} lost",
        clause,
        hand,
        None,
        table,
    )


def _push(
    wager: str, amount: Cents, reason: str, clause: str, hand: HandValue | None = None
) -> WagerResult:
    return WagerResult(
        wager, amount, Outcome.PUSH, 0, 0, reason, f"{format_money(amount)} returned", clause, hand
    )


def _void(wager: str, amount: Cents, reason: str, clause: str) -> WagerResult:
    return WagerResult(
        wager,
        amount,
        Outcome.VOID,
        0,
        0,
        reason,
        f"{format_money(amount)} returned as void",
        clause,
    )


def _win(
    wager: str,
    amount: Cents,
    row: PayRow,
    table: PayTable,
    hand: HandValue,
    reason: str,
    clause: str | None = None,
    meter: Cents | None = None,
) -> WagerResult:
    paid = row.payout(amount, meter)
    if row.odds is not None:
        arithmetic = f"{format_money(amount)} x {row.odds} = {format_money(paid)}"
        net = paid
    else:
        if row.meter_percent is not None:
            arithmetic = (
                f"{row.meter_percent.normalize():f}% of the {format_money(meter or 0)} "
                f"meter = {format_money(paid)} for 1"
            )
        else:
            arithmetic = f"{format_money(paid)} for 1"
        net = paid - amount
        arithmetic += f"; the {format_money(amount)} wager is not returned"
    return WagerResult(
        wager,
        amount,
        Outcome.WIN,
        net,
        paid,
        reason,
        arithmetic,
        clause or table.clause,
        hand,
        row,
        table,
    )


def _by_table(
    wager: str,
    amount: Cents,
    table: PayTable,
    hand: HandValue,
    *,
    meter: Cents | None = None,
    lose_reason: str | None = None,
) -> WagerResult:
    """Settle a pay-table wager: paid by its row, or lost when no row pays the hand."""
    if amount == 0:
        return _none(wager, table.clause)
    row = table.row_for(hand)
    if row is None:
        lowest = table.rows[-1].label
        reason = (
            lose_reason
            or f"{hand.describe().capitalize()} does not pay; the lowest paying hand is {lowest}."
        )
        return _lose(wager, amount, reason, table.clause, hand, table)
    reason = f"{hand.describe().capitalize()} pays as {row.label}, {row.pays}."
    return _win(wager, amount, row, table, hand, reason, meter=meter)


def _wager(rules: GameRules, name: str, value: Cents, *, what: str) -> Cents:
    """Check a wager against the house's posted limits."""
    house = rules.house
    if value < 0:
        raise WagerError(f"{what.capitalize()} cannot be negative.")
    if value > house.max_wager:
        raise WagerError(
            f"{what.capitalize()} of {format_money(value)} is over the table maximum of "
            f"{format_money(house.max_wager)}."
        )
    if 0 < value < house.min_wager:
        raise WagerError(
            f"{what.capitalize()} of {format_money(value)} is under the table minimum of "
            f"{format_money(house.min_wager)}."
        )
    return value


def _cards(cards: Sequence[Card], count: int, what: str) -> tuple[Card, ...]:
    if len(cards) != count:
        raise CardError(f"The {what} needs exactly {count} cards, not {len(cards)}.")
    return tuple(cards)


# ---------------------------------------------------------------------------------------
# Three Card Poker (N.J.A.C. 13:47-20.41)
# ---------------------------------------------------------------------------------------


def settle_three_card_poker(
    rules: GameRules,
    *,
    player: Sequence[Card],
    dealer: Sequence[Card] | None = None,
    ante: Cents = 0,
    play: bool | None = None,
    pair_plus: Cents = 0,
) -> Settlement:
    """Settle a Three Card Poker position: Pair Plus, ante, play and ante bonus.

    Pair Plus is its own game, settled on the player's hand whether or not the ante is
    folded ((c)-(d), (h)). With an ante the player plays (play equals the ante) or folds and
    forfeits the ante ((e)). The dealer qualifies with queen high or better ((a), (f)); the
    ante bonus pays on the ante whenever the player plays, whatever the dealer holds ((i)).
    """
    player = _cards(player, 3, "player's hand")
    _wager(rules, "ante", ante, what="the ante")
    _wager(rules, "pair_plus", pair_plus, what="the Pair Plus wager")
    if ante == 0 and pair_plus == 0:
        raise WagerError(
            "The player has no wager: Three Card Poker needs an ante or a Pair Plus wager."
        )
    if not ante and play is not None:
        # (e): the play wager is placed beside an ante; with Pair Plus alone there is none.
        raise WagerError(
            "A play wager needs an ante: with Pair Plus alone there is nothing to play."
        )
    if ante and play is None:
        raise ScenarioError(
            "Say whether the player plays or folds the ante ('play': true or false)."
        )
    if ante and play and dealer is None:
        raise ScenarioError("The dealer's three cards are needed to settle the ante and play.")
    if dealer is not None:
        dealer = _cards(dealer, 3, "dealer's hand")
        ensure_distinct([*player, *dealer])
    hand = evaluate_three(player)
    bonus_table = rules.paytable("ante_bonus")
    ante_table = rules.paytable("ante")
    play_table = rules.paytable("play")
    pair_plus_result = _by_table("pair_plus", pair_plus, rules.paytable("pair_plus"), hand)

    dealer_hand = evaluate_three(dealer) if dealer is not None else None
    qualifies = rules.qualifier.is_met(dealer_hand) if rules.qualifier and dealer_hand else None
    play_amount = ante * rules.play_multiple
    clause_f = "N.J.A.C. 13:47-20.41(f)"
    if ante == 0:
        ante_r = _none("ante", rules.play_clause)
        play_r = _none("play", rules.play_clause)
        bonus_r = _none("ante_bonus", bonus_table.clause)
    elif not play:
        ante_r = _lose(
            "ante", ante, "The player folds and forfeits the ante.", "N.J.A.C. 13:47-20.41(e)", hand
        )
        play_r = _none("play", "N.J.A.C. 13:47-20.41(e)", "The player folded; no play wager.")
        bonus_r = _none(
            "ante_bonus", bonus_table.clause, "The ante bonus is paid only when the player plays."
        )
    else:
        assert dealer_hand is not None and rules.qualifier is not None
        need = rules.qualifier.describe()
        if not qualifies:
            why = f"The dealer's {dealer_hand.describe()} does not qualify ({need} needed)"
            ante_r = _win(
                "ante",
                ante,
                ante_table.rows[0],
                ante_table,
                hand,
                f"{why}: the ante pays 1 to 1.",
                f"{clause_f}(1)",
            )
            play_r = _push(
                "play", play_amount, f"{why}: the play wager pushes.", f"{clause_f}(1)", hand
            )
        else:
            result = compare(hand, dealer_hand)
            versus = f"{hand.describe()} against the dealer's {dealer_hand.describe()}"
            if result > 0:
                why = f"The dealer qualifies and the player's {versus} wins"
                ante_r = _win(
                    "ante",
                    ante,
                    ante_table.rows[0],
                    ante_table,
                    hand,
                    f"{why}: the ante pays 1 to 1.",
                    f"{clause_f}(2)",
                )
                play_r = _win(
                    "play",
                    play_amount,
                    play_table.rows[0],
                    play_table,
                    hand,
                    f"{why}: the play wager pays 1 to 1.",
                    f"{clause_f}(2)",
                )
            elif result < 0:
                why = f"The dealer qualifies and the player's {versus} loses"
                ante_r = _lose("ante", ante, f"{why}.", f"{clause_f}(3)", hand)
                play_r = _lose("play", play_amount, f"{why}.", f"{clause_f}(3)", hand)
            else:
                why = f"The dealer qualifies and the player's {versus} is the same hand"
                ante_r = _push("ante", ante, f"{why}: both push.", f"{clause_f}(4)", hand)
                play_r = _push("play", play_amount, f"{why}: both push.", f"{clause_f}(4)", hand)
        bonus_row = bonus_table.row_for(hand)
        if bonus_row is None:
            bonus_r = _none(
                "ante_bonus",
                bonus_table.clause,
                f"{hand.describe().capitalize()} earns no ante bonus (straight or better).",
            )
        else:
            bonus_r = _win(
                "ante_bonus",
                ante,
                bonus_row,
                bonus_table,
                hand,
                f"{hand.describe().capitalize()} earns the ante bonus, {bonus_row.pays}, "
                "whatever the dealer holds.",
            )
    return Settlement(
        game=rules.id,
        bets=(ante_r, play_r, bonus_r, pair_plus_result),
        player_hand=hand,
        dealer_hand=dealer_hand,
        dealer_qualifies=qualifies,
    )


# ---------------------------------------------------------------------------------------
# Casino Hold'em
# ---------------------------------------------------------------------------------------


def settle_casino_holdem(
    rules: GameRules,
    *,
    player: Sequence[Card],
    dealer: Sequence[Card] | None,
    board: Sequence[Card],
    ante: Cents,
    call: bool | None,
    progressive: Cents = 0,
    meter: Cents | None = None,
) -> Settlement:
    """Settle a Casino Hold'em position: ante, call and the Progressive-5/5.

    The call is twice the ante, or the player folds and loses the ante, and the hand is
    over, the progressive included (Rules (3), Dealer's Manual "Fold"). The dealer qualifies
    with a pair of 4s or better from all seven cards (Rules (6)); not qualified: the ante is
    paid by the AnteWin table and the call pushes; qualified: the better hand wins (ante by
    AnteWin, call 1 to 1), equal hands push, a losing player loses both. The progressive is
    paid on the player's two cards and the flop (Progressive-5/5).
    """
    player = _cards(player, 2, "player's hand")
    board = _cards(board, 5, "board")
    if dealer is not None:
        dealer = _cards(dealer, 2, "dealer's hand")
    ensure_distinct([*player, *board, *(dealer or ())])
    if ante <= 0:
        raise WagerError("Casino Hold'em needs an ante before any cards are dealt.")
    _wager(rules, "ante", ante, what="the ante")
    if call is None:
        raise ScenarioError("Say whether the player calls or folds ('call': true or false).")
    if progressive:
        if not rules.house.progressive:
            raise WagerError("This house does not offer the Progressive-5/5 wager.")
        if progressive != rules.progressive_wager:
            raise WagerError(
                f"The progressive wager is {format_money(rules.progressive_wager)}, not "
                f"{format_money(progressive)}."
            )
        if meter is None:
            raise ScenarioError("The progressive meter amount is needed to settle the progressive.")
    if call and dealer is None:
        raise ScenarioError("The dealer's two cards are needed to settle a call.")
    hand = evaluate_poker([*player, *board])
    dealer_hand = evaluate_poker([*dealer, *board]) if dealer is not None else None
    qualifies = rules.qualifier.is_met(dealer_hand) if rules.qualifier and dealer_hand else None
    antewin = rules.paytable("ante")
    call_table = rules.paytable("call")
    prog_table = rules.paytable("progressive").with_amounts(rules.house.progressive_amounts)
    prog_hand = evaluate_poker([*player, *board[:3]])
    call_amount = ante * rules.call_multiple

    if not call:
        ante_r = _lose(
            "ante",
            ante,
            "The player folds and loses the ante; the hand is over.",
            "CH Rules (3); Dealer's Manual, Fold",
            hand,
        )
        call_r = _none("call", rules.call_clause, "The player folded; no call wager.")
        prog_r = (
            _lose(
                "progressive",
                progressive,
                "The player folded, so the hand is over, the progressive wager included.",
                "CH Dealer's Manual, Fold; Rules (4a)",
                prog_hand,
                prog_table,
            )
            if progressive
            else _none("progressive", prog_table.clause)
        )
    else:
        assert dealer_hand is not None and rules.qualifier is not None
        need = rules.qualifier.describe()
        ante_row = antewin.row_for(hand)
        assert ante_row is not None  # "Straight or less" takes every hand
        if not qualifies:
            why = f"The dealer's {dealer_hand.describe()} does not qualify ({need} needed)"
            ante_r = _win(
                "ante",
                ante,
                ante_row,
                antewin,
                hand,
                f"{why}: the ante is paid by the AnteWin table as {ante_row.label}, "
                f"{ante_row.pays}.",
                "CH Rules (6); Quick Rules 4",
            )
            call_r = _push("call", call_amount, f"{why}: the call pushes.", "CH Rules (6)", hand)
        else:
            result = compare(hand, dealer_hand)
            versus = f"{hand.describe()} against the dealer's {dealer_hand.describe()}"
            if result > 0:
                why = f"The dealer qualifies and the player's {versus} wins"
                ante_r = _win(
                    "ante",
                    ante,
                    ante_row,
                    antewin,
                    hand,
                    f"{why}: the ante pays as {ante_row.label}, {ante_row.pays}.",
                    "CH Rules (6)(c); AnteWin Pay Table",
                )
                call_r = _win(
                    "call",
                    call_amount,
                    call_table.rows[0],
                    call_table,
                    hand,
                    f"{why}: the call pays 1 to 1.",
                    "CH Rules (6)(c); Quick Rules 6",
                )
            elif result < 0:
                why = f"The dealer qualifies and the player's {versus} loses"
                ante_r = _lose("ante", ante, f"{why}: ante and call lose.", "CH Rules (6)(b)", hand)
                call_r = _lose(
                    "call", call_amount, f"{why}: ante and call lose.", "CH Rules (6)(b)", hand
                )
            else:
                why = f"The dealer qualifies and the player's {versus} is exactly the same hand"
                ante_r = _push("ante", ante, f"{why}: a push.", "CH Rules (6)(a)", hand)
                call_r = _push("call", call_amount, f"{why}: a push.", "CH Rules (6)(a)", hand)
        prog_r = _by_table("progressive", progressive, prog_table, prog_hand, meter=meter)
    return Settlement(
        game=rules.id,
        bets=(ante_r, call_r, prog_r),
        player_hand=hand,
        dealer_hand=dealer_hand,
        dealer_qualifies=qualifies,
        hands=MappingProxyType({"progressive": prog_hand}),
    )


# ---------------------------------------------------------------------------------------
# 3-5-7 Poker (Colorado)
# ---------------------------------------------------------------------------------------


def three_five_seven_hands(
    player: Sequence[Card], community: Sequence[Card]
) -> dict[str, HandValue]:
    """The three hands of a 3-5-7 position: the player's three cards (¶7), those plus the
    first two community cards (¶8), and the best five of all seven (¶9)."""
    return {
        "three": evaluate_three(player),
        "five": evaluate_poker([*player, *community[:2]]),
        "seven": evaluate_poker([*player, *community]),
    }


def _schedules(rules: GameRules, schedules: Mapping[str, int] | None) -> dict[str, PayTable]:
    chosen = dict(rules.house.schedules)
    for game, schedule in (schedules or {}).items():
        if game not in THREE_FIVE_SEVEN_GAMES:
            raise ScenarioError(f"'{game}' is not a 3-5-7 game (three, five, seven).")
        chosen[game] = schedule
    return {g: rules.paytable(g, chosen.get(g)) for g in THREE_FIVE_SEVEN_GAMES}


def _check_357_wagers(
    rules: GameRules, bets: Mapping[str, Cents], tips: Mapping[str, Cents], surrender: bool
) -> None:
    for game in [*bets, *tips]:
        if game not in THREE_FIVE_SEVEN_GAMES:
            raise ScenarioError(f"'{game}' is not a 3-5-7 wager (three, five, seven).")
    for game, amount in bets.items():
        _wager(rules, game, amount, what=f"the {GAME_LABELS[game]} wager")
    if not any(bets.values()):
        raise WagerError("The player has no wager: 3-5-7 Poker needs a wager on at least one game.")
    if surrender:
        if not rules.house.surrender:
            raise WagerError("This house does not allow surrender.")
        if not all(bets.get(g, 0) for g in THREE_FIVE_SEVEN_GAMES):
            raise WagerError(
                "Surrender is only for a player with wagers on all three games (CO 3-5-7 ¶5)."
            )
    if any(tips.values()) and not rules.house.tip_bets:
        raise WagerError("This house does not allow tip bets.")
    for game, amount in tips.items():
        _wager(rules, game, amount, what=f"the {GAME_LABELS[game]} tip bet")
        if amount and not bets.get(game):
            raise WagerError(
                f"A tip bet on the {GAME_LABELS[game]} game goes next to the player's own wager "
                "on that game, and there is none (CO 3-5-7 ¶2)."
            )


def _settle_357_game(
    game: str, amount: Cents, table: PayTable, hand: HandValue, surrender: bool, tip: bool = False
) -> WagerResult:
    name = game
    if amount and game == "seven" and surrender:
        lost = amount // 2
        who = "tip bet" if tip else "wager"
        return WagerResult(
            name,
            amount,
            Outcome.SURRENDER,
            -lost,
            0,
            f"The player surrenders half the 7-card {who}.",
            f"{format_money(amount)} / 2: {format_money(lost)} surrendered, "
            f"{format_money(amount - lost)} returned",
            "CO 3-5-7 ¶5",
            hand,
        )
    return _by_table(name, amount, table, hand)


def settle_three_five_seven(
    rules: GameRules,
    *,
    player: Sequence[Card],
    community: Sequence[Card],
    bets: Mapping[str, Cents],
    schedules: Mapping[str, int] | None = None,
    surrender: bool = False,
    tips: Mapping[str, Cents] | None = None,
) -> Settlement:
    """Settle a 3-5-7 position: the 3-card, 5-card and 7-card wagers, surrender and tips.

    Each wager is paid by its posted schedule (¶11) or lost (¶7-¶9). A player with wagers on
    all three games may surrender half the 7-card wager where the house allows (¶5). Tip bets
    are paid by the same posted schedule (¶2) and reported apart from the player's net.
    """
    player = _cards(player, 3, "player's hand")
    community = _cards(community, 4, "community cards")
    ensure_distinct([*player, *community])
    tips = dict(tips or {})
    _check_357_wagers(rules, bets, tips, surrender)
    tables = _schedules(rules, schedules)
    hands = three_five_seven_hands(player, community)
    results = tuple(
        _settle_357_game(g, bets.get(g, 0), tables[g], hands[g], surrender)
        for g in THREE_FIVE_SEVEN_GAMES
    )
    tip_results = tuple(
        _settle_357_game(g, tips[g], tables[g], hands[g], surrender, tip=True)
        for g in THREE_FIVE_SEVEN_GAMES
        if tips.get(g)
    )
    return Settlement(
        game=rules.id,
        bets=results,
        player_hand=hands["seven"],
        hands=MappingProxyType(hands),
        tips=tip_results,
    )


@dataclass(frozen=True, slots=True)
class SeatPosition:
    """One seat's cards and wagers at a 3-5-7 table."""

    seat: int
    player: tuple[Card, ...]
    bets: Mapping[str, Cents]
    pot: Mapping[str, Cents] = field(default_factory=lambda: MappingProxyType({}))
    surrender: bool = False
    tips: Mapping[str, Cents] = field(default_factory=lambda: MappingProxyType({}))


@dataclass(frozen=True, slots=True)
class PotResult:
    """A player-banked pot for one game (CO 3-5-7 ¶10)."""

    game: str
    entrants: tuple[int, ...]
    total: Cents
    rake: Cents
    award: Cents
    winners: tuple[int, ...]
    shares: Mapping[int, Cents]
    void: bool
    reason: str
    arithmetic: str
    clause: str
    hand: HandValue | None = None


@dataclass(frozen=True, slots=True)
class TableSettlement:
    """A whole 3-5-7 table settled, seats in settlement order (right to left)."""

    seats: tuple[tuple[int, Settlement], ...]
    pots: tuple[PotResult, ...]
    settle_order: tuple[int, ...]

    @property
    def paid(self) -> Cents:
        """What the dealer pays the whole table on pay-schedule wagers."""
        return sum(s.paid for _, s in self.seats)


def settle_three_five_seven_table(
    rules: GameRules,
    *,
    seats: Sequence[SeatPosition],
    community: Sequence[Card],
    schedules: Mapping[str, int] | None = None,
) -> TableSettlement:
    """Settle a whole 3-5-7 table, with the optional player-banked pots (¶10).

    A pot wager needs the same player's pay-schedule wager on that game; a pot made by one
    player only is void and returned (¶10(d)); the pot goes to the best hand among its
    entrants, ties split, after the posted rake (the lesser of the percentage, rounded down
    to the cent, and the cap; ¶10(a)-(c)). Seats settle right to left (¶6).
    """
    if not seats:
        raise ScenarioError("The table has no seats with wagers.")
    numbers = [s.seat for s in seats]
    if len(set(numbers)) != len(numbers):
        raise ScenarioError("A seat number appears twice at the table.")
    for n in numbers:
        if not 1 <= n <= rules.seats:
            raise ScenarioError(f"Seat {n} is not at this table (seats 1 to {rules.seats}).")
    for s in seats:
        for game in s.pot:
            # A pot wager on no game would otherwise be ignored, and the money with it.
            if game not in THREE_FIVE_SEVEN_GAMES:
                raise ScenarioError(
                    f"'{game}' is not a 3-5-7 pot (three, five, seven); seat {s.seat}."
                )
    community = _cards(community, 4, "community cards")
    ensure_distinct([*community, *(c for s in seats for c in s.player)])
    order = tuple(sorted(numbers, reverse=True))
    by_seat = {s.seat: s for s in seats}
    settled = {
        s.seat: settle_three_five_seven(
            rules,
            player=s.player,
            community=community,
            bets=s.bets,
            schedules=schedules,
            surrender=s.surrender,
            tips=s.tips,
        )
        for s in seats
    }
    pots = tuple(_settle_pot(rules, g, by_seat, settled, order) for g in THREE_FIVE_SEVEN_GAMES)
    pot_results: dict[int, list[WagerResult]] = {n: [] for n in numbers}
    for pot in pots:
        for n in pot.entrants:
            stake = by_seat[n].pot[pot.game]
            if pot.void:
                pot_results[n].append(_void(pot.game, stake, pot.reason, pot.clause))
            elif n in pot.winners:
                share = pot.shares[n]
                pot_results[n].append(
                    WagerResult(
                        pot.game,
                        stake,
                        Outcome.WIN,
                        share - stake,
                        share,
                        pot.reason,
                        pot.arithmetic,
                        pot.clause,
                        settled[n].hands[pot.game],
                    )
                )
            else:
                pot_results[n].append(
                    _lose(pot.game, stake, pot.reason, pot.clause, settled[n].hands[pot.game])
                )
    final = tuple(
        (
            n,
            Settlement(
                game=settled[n].game,
                bets=settled[n].bets,
                player_hand=settled[n].player_hand,
                hands=settled[n].hands,
                tips=settled[n].tips,
                pots=tuple(pot_results[n]),
            ),
        )
        for n in order
    )
    return TableSettlement(seats=final, pots=pots, settle_order=order)


def _settle_pot(
    rules: GameRules,
    game: str,
    seats: Mapping[int, SeatPosition],
    settled: Mapping[int, Settlement],
    order: tuple[int, ...],
) -> PotResult:
    clause = {"three": "CO 3-5-7 ¶10(a)", "five": "CO 3-5-7 ¶10(b)", "seven": "CO 3-5-7 ¶10(c)"}[
        game
    ]
    label = GAME_LABELS[game]
    entrants = tuple(n for n in order if seats[n].pot.get(game, 0))
    for n in entrants:
        stake = seats[n].pot[game]
        if not rules.house.player_banked_pot:
            raise WagerError("This house does not offer the player-banked pot.")
        if not seats[n].bets.get(game):
            raise WagerError(
                f"Seat {n} has a {label} pot wager without a {label} pay-schedule wager; "
                "no player may make a pot wager without one (CO 3-5-7 ¶10)."
            )
        cap = rules.regulation.max_pot_wager
        if cap is not None and stake > cap:
            raise WagerError(
                f"Seat {n}'s {label} pot wager of {format_money(stake)} is over the "
                f"{format_money(cap)} limit (CO 3-5-7 ¶10)."
            )
        posted = rules.house.pot_wager
        if posted and stake != posted:
            # ¶10: the pot wager is "of a posted amount"; every entrant puts up that amount.
            raise WagerError(
                f"Seat {n}'s {label} pot wager of {format_money(stake)} is not the posted "
                f"pot wager of {format_money(posted)} (CO 3-5-7 ¶10)."
            )
    stakes = {seats[n].pot[game] for n in entrants}
    if len(stakes) > 1:
        raise WagerError(
            f"The {label} pot wagers must all be the one posted amount (CO 3-5-7 ¶10)."
        )
    total = sum(seats[n].pot[game] for n in entrants)
    if len(entrants) < 2:
        reason = (
            f"Only one player made the {label} pot wager: it is returned as void."
            if entrants
            else f"No {label} pot."
        )
        return PotResult(
            game,
            entrants,
            total,
            0,
            0,
            (),
            MappingProxyType({}),
            True,
            reason,
            f"{format_money(total)} returned",
            "CO 3-5-7 ¶10(d)",
        )
    best = max(settled[n].hands[game].strength for n in entrants)
    winners = tuple(n for n in entrants if settled[n].hands[game].strength == best)
    rake = rules.house.rake(total)
    award = total - rake
    base, odd = divmod(award, len(winners))
    # The odd cents of a split go one each to the tied players settled first (highest seat).
    shares = {n: base + (1 if i < odd else 0) for i, n in enumerate(winners)}
    hand = settled[winners[0]].hands[game]
    percent = f"{rules.house.rake_percent.normalize():f}%"
    arithmetic = (
        f"pot {format_money(total)}; rake {percent} capped at {format_money(rules.house.rake_cap)} "
        f"= {format_money(rake)}; award {format_money(award)}"
    )
    if len(winners) > 1:
        arithmetic += f" split {len(winners)} ways"
        reason = (
            f"Seats {', '.join(map(str, winners))} tie with {hand.describe()} and split "
            f"the {label} pot."
        )
    else:
        reason = f"Seat {winners[0]}'s {hand.describe()} is the best {label} hand and wins the pot."
    return PotResult(
        game,
        entrants,
        total,
        rake,
        award,
        winners,
        MappingProxyType(shares),
        False,
        reason,
        arithmetic,
        clause,
        hand,
    )
