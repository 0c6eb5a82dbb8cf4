"""3-5-7 Poker, Colorado rules: the 3-card, 5-card and 7-card wagers paid by the posted
pay schedules, surrender, tip bets, the player-banked pots with their rake, the deal in
stacks, in rotation or from a shuffler, the reveal sequence and the misdeal rulings.

The game's spec (:data:`SPEC`): its table, how a ``settle`` scenario of it is read and
settled, how its cards are dealt, its rulings and its exact odds. Its pay schedules,
limits, rake and seats come from its rules files, one per jurisdiction.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from types import MappingProxyType
from typing import Any

from trainer.engine.cards import Card, ensure_distinct
from trainer.engine.errors import Refusal, ScenarioError, WagerError
from trainer.engine.games.spec import CASINO, AnyRules, Dealing, GameSpec, casino_rules
from trainer.engine.hands import HandValue, evaluate_poker, evaluate_three
from trainer.engine.money import Cents, format_money, split, to_cents, to_decimal
from trainer.engine.odds import OddsEntry, table_odds
from trainer.engine.procedures import DealMethod, DealStep, Ruling, Situation, Step, one_by_one
from trainer.engine.rules import GameRules, PayTable
from trainer.engine.scenario import (
    cards_of,
    check_keys,
    flag_of,
    mapping_of,
    settlement_data,
    wagers_of,
)
from trainer.engine.settlement import (
    Outcome,
    Settlement,
    WagerResult,
    by_table,
    check_cards,
    check_wager,
    lose,
    void,
)

GAME_ID = "three-five-seven"

THREE_FIVE_SEVEN_GAMES = ("three", "five", "seven")
"""The three games of a 3-5-7 hand, each its own wager (CO 3-5-7 ¶1)."""
GAME_LABELS = {"three": "3-card", "five": "5-card", "seven": "7-card"}

# ---------------------------------------------------------------------------------------
# Settlement
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


def _posted_schedules(rules: GameRules, schedules: Mapping[str, int] | None) -> dict[str, PayTable]:
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
        check_wager(rules, game, amount, what=f"the {GAME_LABELS[game]} wager")
    if not any(bets.values()):
        raise WagerError("The player has no wager: 3-5-7 Poker needs a wager on at least one game.")
    if surrender:
        if not rules.house.surrender:
            raise WagerError("This house does not allow surrender.")
        if not all(bets.get(g, 0) for g in THREE_FIVE_SEVEN_GAMES):
            raise WagerError(
                "Surrender is only for a player with wagers on all three games (CO 3-5-7 ¶5).",
                Refusal.SURRENDER_NOT_ALL_THREE,
            )
    if any(tips.values()) and not rules.house.tip_bets:
        raise WagerError("This house does not allow tip bets.")
    for game, amount in tips.items():
        check_wager(rules, game, amount, what=f"the {GAME_LABELS[game]} tip bet")
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
    return by_table(name, amount, table, hand)


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
    player = check_cards(player, 3, "player's hand")
    community = check_cards(community, 4, "community cards")
    ensure_distinct([*player, *community])
    tips = dict(tips or {})
    _check_357_wagers(rules, bets, tips, surrender)
    tables = _posted_schedules(rules, schedules)
    hands = three_five_seven_hands(player, community)
    results = tuple(
        _settle_357_game(g, bets.get(g, 0), tables[g], hands[g], surrender)
        for g in THREE_FIVE_SEVEN_GAMES
    )
    # ¶5: "The surrender option is only available for the 7-card wager": the dealer's tip
    # bet plays on the 7-card hand unless the house rules it is surrendered with the wager.
    tip_surrender = surrender and rules.house.tip_follows_surrender
    tip_results = tuple(
        _settle_357_game(g, tips[g], tables[g], hands[g], tip_surrender, tip=True)
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
    community = check_cards(community, 4, "community cards")
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
                pot_results[n].append(void(pot.game, stake, pot.reason, pot.clause))
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
                    lose(pot.game, stake, pot.reason, pot.clause, settled[n].hands[pot.game])
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
                "no player may make a pot wager without one (CO 3-5-7 ¶10).",
                Refusal.POT_WITHOUT_WAGER,
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
    # A split is shared in the house's smallest chip, the odd chips one each to the tied
    # players settled first (the highest seat first, ¶6).
    unit = rules.house.split_unit
    shares = dict(zip(winners, split(award, len(winners), unit), strict=True))
    hand = settled[winners[0]].hands[game]
    percent = f"{rules.house.rake_percent.normalize():f}%"
    arithmetic = (
        f"pot {format_money(total)}; rake {percent} capped at {format_money(rules.house.rake_cap)} "
        f"= {format_money(rake)}; award {format_money(award)}"
    )
    if len(winners) > 1:
        arithmetic += f" split {len(winners)} ways"
        if unit > 1:
            arithmetic += (
                f" in {format_money(unit)} chips, the odd chips to the seats settled first"
            )
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


# ---------------------------------------------------------------------------------------
# The settle command's form
# ---------------------------------------------------------------------------------------

_KEYS = frozenset(
    {"game", "schedules", "bets", "surrender", "tips", "player", "community", "seats", "rake"}
)
_SEAT_KEYS = frozenset({"seat", "cards", "bets", "pot", "surrender", "tips"})


def _scenario_schedules(data: Mapping[str, Any]) -> dict[str, int] | None:
    if "schedules" not in data:
        return None
    raw = mapping_of(data["schedules"], "'schedules'")
    out = {}
    for game, value in raw.items():
        if isinstance(value, bool) or not isinstance(value, int):
            raise ScenarioError(
                f"The schedule for '{game}' must be a schedule number, not {value!r}."
            )
        out[game] = value
    return out


def _with_rake(rules: GameRules, data: Mapping[str, Any]) -> GameRules:
    if "rake" not in data:
        return rules
    raw = mapping_of(data["rake"], "'rake'")
    check_keys(raw, {"percent", "cap"}, "'rake'")
    house = rules.house
    percent = raw.get("percent", house.rake_percent)
    if isinstance(percent, bool) or not isinstance(percent, int | Decimal) or percent < 0:
        raise ScenarioError(f"The rake percent must be a number from 0 to 10, not {percent!r}.")
    cap = to_cents(raw["cap"], what="the rake cap") if "cap" in raw else house.rake_cap
    return rules.with_house(dataclasses.replace(house, rake_percent=Decimal(percent), rake_cap=cap))


def _seat(raw: Mapping[str, Any]) -> SeatPosition:
    check_keys(raw, _SEAT_KEYS, "a seat")
    number = raw.get("seat")
    if isinstance(number, bool) or not isinstance(number, int):
        raise ScenarioError(f"Each seat needs a seat number ('seat': 1), not {number!r}.")
    return SeatPosition(
        seat=number,
        player=cards_of(raw, "cards", f"seat {number}'s 3 cards") or (),
        bets=wagers_of(raw, "bets", "wager"),
        pot=wagers_of(raw, "pot", "pot wager"),
        surrender=bool(flag_of(raw, "surrender")),
        tips=wagers_of(raw, "tips", "tip bet"),
    )


def settle_position(rules: GameRules, data: Mapping[str, Any]) -> dict[str, Any]:
    """Settle one scenario in the ``dealer-trainer settle`` form: one player's position
    (``player``, ``bets``, ``surrender``, ``tips``) or a whole table (``seats``, with the
    posted ``rake``), with the ``community`` cards and any ``schedules`` posted."""
    check_keys(data, _KEYS, f"a {GAME_ID} scenario")
    rules = _with_rake(rules, data)
    community = cards_of(data, "community", "the 4 community cards") or ()
    if "seats" in data:
        for key in ("player", "bets", "surrender", "tips"):
            if key in data:
                raise ScenarioError(
                    f"A table scenario gives '{key}' inside each seat, not at the top."
                )
        raw_seats = data["seats"]
        if not isinstance(raw_seats, list):
            raise ScenarioError("'seats' must be a list of seats.")
        seats = [_seat(mapping_of(s, "A seat")) for s in raw_seats]
        return table_data(
            settle_three_five_seven_table(
                rules, seats=seats, community=community, schedules=_scenario_schedules(data)
            )
        )
    settled = settle_three_five_seven(
        rules,
        player=cards_of(data, "player", "the player's 3 cards") or (),
        community=community,
        bets=wagers_of(data, "bets", "wager"),
        schedules=_scenario_schedules(data),
        surrender=bool(flag_of(data, "surrender")),
        tips=wagers_of(data, "tips", "tip bet"),
    )
    return settlement_data(settled, tips=True)


def _settle(rules: AnyRules, data: Mapping[str, Any]) -> dict[str, Any]:
    return settle_position(casino_rules(rules), data)


def pot_data(pot: PotResult) -> dict[str, Any]:
    """A player-banked pot as plain data."""
    return {
        "entrants": list(pot.entrants),
        "void": pot.void,
        "total": to_decimal(pot.total),
        "rake": to_decimal(pot.rake),
        "award": to_decimal(pot.award),
        "winners": list(pot.winners),
        "shares": {str(k): to_decimal(v) for k, v in pot.shares.items()},
        "hand": pot.hand.label if pot.hand is not None else None,
        "arithmetic": pot.arithmetic,
        "reason": pot.reason,
        "clause": pot.clause,
    }


def table_data(table: TableSettlement) -> dict[str, Any]:
    """A whole 3-5-7 table as plain data, seats in settlement order."""
    seats = []
    for number, settled in table.seats:
        entry = {"seat": number, **settlement_data(settled, tips=True)}
        seats.append(entry)
    return {
        "game": GAME_ID,
        "seats": seats,
        "pots": {p.game: pot_data(p) for p in table.pots},
        "settle_order": list(table.settle_order),
        "paid": to_decimal(table.paid),
        "rake": to_decimal(sum(p.rake for p in table.pots)),
    }


# ---------------------------------------------------------------------------------------
# Dealing, the reveal sequence, rulings and odds
# ---------------------------------------------------------------------------------------


def _plan(method: DealMethod, players: Sequence[str]) -> tuple[DealStep, ...]:
    if method is DealMethod.STACKED:
        # ¶3(a): three cards stacked and the stack delivered to each player in turn (one
        # delivery), then C1-C4 one at a time, in no order the text gives ("deals four
        # community cards into the designated position").
        return (
            *(DealStep((p, p, p), together=True) for p in players),
            DealStep(("C1", "C2", "C3", "C4")),
        )
    if method is DealMethod.ROTATION:
        # ¶3(b): a community card, then one card to each player, three times; then C4.
        return tuple(
            step for n in (1, 2, 3) for step in one_by_one(f"C{n}", *players)
        ) + one_by_one("C4")
    # ¶3(c): a group of three from the shuffler to each player; then two groups of three for
    # the community, the bottom card (the first out of the shuffler) of each burned. The
    # text gives no order for the burn and the two kept cards within a group.
    return (
        *(DealStep((p, p, p), together=True) for p in players),
        DealStep(("burn", "C1", "C2")),
        DealStep(("burn", "C3", "C4")),
    )


DEALING = Dealing(
    methods=(DealMethod.ROTATION, DealMethod.STACKED, DealMethod.SHUFFLER),
    clauses={
        DealMethod.STACKED: "CO 3-5-7 ¶3(a)",
        DealMethod.ROTATION: "CO 3-5-7 ¶3(b)",
        DealMethod.SHUFFLER: "CO 3-5-7 ¶3(c)",
    },
    plan=_plan,
    settle_clause="CO 3-5-7 ¶6",
)

REVEAL_SEQUENCE: tuple[Step, ...] = (
    Step(
        "collect-three-pot", "Collect the 3-card pot wagers into the pot", "CO 3-5-7 ¶10(a)", True
    ),
    Step("expose", "Expose and spread each player's cards, right to left", "CO 3-5-7 ¶6"),
    Step("award-three-pot", "Award the 3-card pot", "CO 3-5-7 ¶10(a)", True),
    Step("settle-three", "Settle the 3-card wagers, right to left", "CO 3-5-7 ¶6-¶7"),
    Step("collect-five-pot", "Collect the 5-card pot wagers into the pot", "CO 3-5-7 ¶10(b)", True),
    Step("turn-two", "Turn the first two community cards face up", "CO 3-5-7 ¶8"),
    Step("announce-five", "Announce \u201c5-card Poker\u201d", "CO 3-5-7 ¶8"),
    Step("award-five-pot", "Award the 5-card pot", "CO 3-5-7 ¶10(b)", True),
    Step("settle-five", "Settle the 5-card wagers, right to left", "CO 3-5-7 ¶8"),
    Step(
        "collect-seven-pot", "Collect the 7-card pot wagers into the pot", "CO 3-5-7 ¶10(c)", True
    ),
    Step("turn-last-two", "Turn the last two community cards face up", "CO 3-5-7 ¶9"),
    Step("announce-seven", "Announce \u201c7-card Poker\u201d", "CO 3-5-7 ¶9"),
    Step("award-seven-pot", "Award the 7-card pot", "CO 3-5-7 ¶10(c)", True),
    Step("settle-seven", "Settle the 7-card wagers, right to left", "CO 3-5-7 ¶9"),
)
"""The 3-5-7 hand after the deal, pots included (a table with no pots skips the pot steps).
Each pot is collected before its cards are exposed and awarded before its game's wagers are
settled (¶10(a)-(c)): collect, expose, award, settle."""


def reveal_sequence(with_pots: bool = False) -> tuple[Step, ...]:
    """The 3-5-7 reveal and settlement steps in order, with or without player-banked pots."""
    if with_pots:
        return REVEAL_SEQUENCE
    return tuple(s for s in REVEAL_SEQUENCE if not s.pots_only)


OVER_MAXIMUM_RULING = (
    "Refuse the excess: the wager stands at no more than the posted table maximum, never over "
    "$5, and the rest goes back to the player."
)
"""What the dealer does with a wager over the table maximum (CO 3-5-7 ¶2: "within the table
limit ... not exceeding five dollars"): the rulings, the limits drill and ``settle`` say it
alike."""

RULINGS: tuple[Ruling, ...] = (
    Ruling(
        Situation.WRONG_CARD_COUNT,
        "A player (or the dealer) has been dealt the wrong number of cards.",
        "Misdeal: all wagers are void, and all cards are picked up and re-shuffled.",
        "CO 3-5-7 ¶4",
        # During the deal every wager is still out: "all remaining wagers" are all of them.
        also=(Situation.EXPOSED_COMMUNITY_CARD,),
        decoys=(
            "Not a misdeal: deal the missing card, or take back the extra one, and play on.",
            "Only that player's wagers are void; the others play on.",
            "Not a misdeal: the player plays the best hand the cards make.",
        ),
    ),
    Ruling(
        Situation.EXPOSED_PLAYER_CARD,
        "A player's card is exposed during the deal.",
        "Not a misdeal: turn the card over and continue to deal.",
        "CO 3-5-7 ¶4",
        decoys=(
            "Misdeal: all wagers are void and the cards are re-shuffled.",
            "That player's hand is dead: void that player's wagers and deal on.",
            "Replace the exposed card with the next card of the deck and deal on.",
        ),
    ),
    Ruling(
        Situation.EXPOSED_COMMUNITY_CARD,
        "A community card is exposed during the deal.",
        "Misdeal: all remaining wagers are void.",
        "CO 3-5-7 ¶4",
        also=(Situation.WRONG_CARD_COUNT,),
        decoys=(
            "Not a misdeal: turn the card face down and continue to deal.",
            "Burn the exposed card and deal the next card in its place.",
            "Play on: a community card is the same for every player.",
        ),
    ),
    Ruling(
        Situation.CARD_OFF_TABLE,
        "One of a player's cards falls from the table.",
        "That player's hand is dead and that player's wagers are void; the others play on.",
        "CO 3-5-7 ¶4",
        decoys=(
            "Misdeal: all wagers are void and the cards are re-shuffled.",
            "Pick the card up, show it to the table, and let the player play it.",
            "Give the player the next card of the deck in its place, and let the hand play on "
            "as dealt.",
        ),
    ),
    Ruling(
        Situation.SURRENDER_WITHOUT_ALL_THREE,
        "A player with wagers on the 3-card and 7-card games only asks to surrender.",
        "Refuse: surrender is only for a player with wagers on all three games, and only "
        "half the 7-card wager.",
        "CO 3-5-7 ¶5",
        # Both surrender refusals are true of either request (¶5 says both things).
        also=(Situation.SURRENDER_WHICH_WAGER,),
        decoys=(
            "Allow it: surrender needs only a 7-card wager, so return half of the 7-card wager "
            "and take the other half.",
            "Allow it: return half of each of the player's wagers.",
            "Allow it: return the whole 7-card wager.",
        ),
    ),
    Ruling(
        Situation.POT_WAGER_ALONE,
        "Only one player has placed the optional player-banked pot wager.",
        "Return the wager to the player as void: two or more players form a pot.",
        "CO 3-5-7 ¶10(d)",
        decoys=(
            "Award the pot to that player at the showdown, less the rake.",
            "Keep the wager in the pot until a second player joins it, in a later hand.",
            "Take the wager for the house: a pot needs two players.",
        ),
    ),
    Ruling(
        Situation.POT_WITHOUT_SCHEDULE_WAGER,
        "A player puts out a player-banked pot wager with no pay-schedule wager on that game.",
        "Refuse it: no player may make a pot wager without first making a pay-schedule "
        "wager on that game.",
        "CO 3-5-7 ¶10",
        decoys=(
            "Accept it: the pot wager is separate from the pay-schedule wagers.",
            "Accept it, and count it as the player's pay-schedule wager on that game, paid by "
            "the posted schedule.",
            "Accept it if two or more players have made pot wagers on that game.",
        ),
    ),
    Ruling(
        Situation.WAGER_OVER_MAXIMUM,
        "A player puts out $10 on the 5-card game.",
        OVER_MAXIMUM_RULING,
        "CO 3-5-7 ¶2",
        decoys=(
            "Accept it: the $5 limit is for the 3-card game only.",
            "Accept $5 of it on the 5-card game and move the other $5 to the 7-card game.",
            "Accept it and pay it at half the posted schedule.",
        ),
    ),
    Ruling(
        Situation.SURRENDER_WHICH_WAGER,
        "A player with wagers on all three games asks to surrender the 5-card wager.",
        "Refuse: surrender is only for the 7-card wager, and only half of it.",
        "CO 3-5-7 ¶5",
        also=(Situation.SURRENDER_WITHOUT_ALL_THREE,),
        decoys=(
            "Allow it: return half the 5-card wager and take the other half.",
            "Allow it: return the whole 5-card wager.",
            "Allow it: return half of the 5-card wager and half of the 7-card wager.",
        ),
    ),
    Ruling(
        Situation.AFTER_THREE_CARD,
        "Every 3-card wager has been settled. What next?",
        "Collect any 5-card pot wagers into the pot; then turn the first two community cards "
        "face up and announce \u201c5-card Poker\u201d.",
        "CO 3-5-7 ¶8, ¶10(b)",
        decoys=(
            "Turn all four community cards face up and announce \u201c7-card Poker\u201d.",
            "Settle every 5-card wager; then turn the first two community cards face up.",
            "Deal each player two more cards face down for the 5-card game.",
        ),
    ),
)


def odds(rules: AnyRules, meter: Cents) -> list[OddsEntry]:
    """The three wagers under every schedule the regulation allows (CO 3-5-7 ¶11)."""
    f57 = casino_rules(rules)
    return [
        table_odds(f57, f57.paytable(wager, schedule), cards)
        for wager, cards in (("three", 3), ("five", 5), ("seven", 7))
        for schedule in f57.schedules_for(wager)
    ]


SPEC = GameSpec(
    id=GAME_ID,
    title="3-5-7 Poker",
    short_title="3-5-7",
    kind=CASINO,
    settle=_settle,
    community=4,
    dealer_cards=0,
    wagers=THREE_FIVE_SEVEN_GAMES,
    placed_wagers=THREE_FIVE_SEVEN_GAMES,
    dealing=DEALING,
    rulings=RULINGS,
    odds=odds,
    house_options=("surrender", "tip_bets", "tip_follows_surrender", "split_unit"),
    wager_names={"three": "3-card wager", "five": "5-card wager", "seven": "7-card wager"},
    error_kinds=(
        "wrong-row",
        "wrong-schedule",
        "misread",
        "over-maximum",
        "surrender-played",
        "wrong-board-cards",
    ),
    situations=MappingProxyType(
        {
            "over-maximum": "CO 3-5-7 ¶2",
            "late-bet": "CO 3-5-7 ¶2",
            "exposed-card/deal": "CO 3-5-7 ¶4",
            "exposed-card/dropped": "CO 3-5-7 ¶4",
            "tip-bet": "CO 3-5-7 ¶2",
            "surrender": "CO 3-5-7 ¶5",
            "touched-bet": "CO 3-5-7 ¶5 (wagers stand once the cards are viewed: house procedure)",
        }
    ),
)
