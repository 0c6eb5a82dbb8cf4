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
from trainer.engine.games.three_five_seven_rulings import RULINGS
from trainer.engine.hands import HandValue, evaluate_poker, evaluate_three
from trainer.engine.money import Cents, format_money, split, to_decimal
from trainer.engine.odds import OddsEntry, table_odds
from trainer.engine.procedures import DealMethod, DealStep, Step, one_by_one
from trainer.engine.rules import GameRules, PayTable
from trainer.engine.scenario import (
    amount_at,
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
from trainer.words import QT_TRANSLATE_NOOP, say, translated

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


_LABELS = {
    "three": QT_TRANSLATE_NOOP("games", "3-card", "the 3-card game of 3-5-7"),
    "five": QT_TRANSLATE_NOOP("games", "5-card", "the 5-card game of 3-5-7"),
    "seven": QT_TRANSLATE_NOOP("games", "7-card", "the 7-card game of 3-5-7"),
}


def game_label(game: str) -> str:
    """One of the three games in the trainee's language: ``3-card``."""
    return translated(_LABELS[game])


_SURRENDERS = QT_TRANSLATE_NOOP("settlement", "The player surrenders half the 7-card wager.")
_SURRENDERS_TIP = QT_TRANSLATE_NOOP("settlement", "The player surrenders half the 7-card tip bet.")
_HALF = QT_TRANSLATE_NOOP("settlement", "{amount} / 2: {lost} surrendered, {returned} returned")
_LONE_POT = QT_TRANSLATE_NOOP(
    "settlement", "Only one player made the {label} pot wager: it is returned as void."
)
_NO_POT = QT_TRANSLATE_NOOP("settlement", "No {label} pot.")
_RETURNED = QT_TRANSLATE_NOOP("settlement", "{amount} returned")
_AWARD = QT_TRANSLATE_NOOP(
    "settlement", "pot {pot}; rake {percent} capped at {cap} = {rake}; award {award}"
)
_SPLIT = QT_TRANSLATE_NOOP(
    "settlement",
    "pot {pot}; rake {percent} capped at {cap} = {rake}; award {award} split {ways} ways",
)
_SPLIT_IN_CHIPS = QT_TRANSLATE_NOOP(
    "settlement",
    "pot {pot}; rake {percent} capped at {cap} = {rake}; award {award} split {ways} ways in "
    "{chip} chips, the odd chips to the seats settled first",
)
_TIE = QT_TRANSLATE_NOOP("settlement", "Seats {seats} tie with {hand} and split the {label} pot.")
_WINS_POT = QT_TRANSLATE_NOOP(
    "settlement", "Seat {seat}'s {hand} is the best {label} hand and wins the pot."
)


def _settle_357_game(
    game: str, amount: Cents, table: PayTable, hand: HandValue, surrender: bool, tip: bool = False
) -> WagerResult:
    name = game
    if amount and game == "seven" and surrender:
        lost = amount // 2
        return WagerResult(
            name,
            amount,
            Outcome.SURRENDER,
            -lost,
            0,
            translated(_SURRENDERS_TIP if tip else _SURRENDERS),
            say(
                _HALF,
                amount=format_money(amount),
                lost=format_money(lost),
                returned=format_money(amount - lost),
            ),
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
        reason = say(_LONE_POT if entrants else _NO_POT, label=game_label(game))
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
            say(_RETURNED, amount=format_money(total)),
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
    fields = {
        "pot": format_money(total),
        "percent": percent,
        "cap": format_money(rules.house.rake_cap),
        "rake": format_money(rake),
        "award": format_money(award),
        "ways": len(winners),
        "chip": format_money(unit),
        "hand": hand.describe(),
        "label": game_label(game),
        "seats": ", ".join(map(str, winners)),
        "seat": winners[0],
    }
    if len(winners) > 1:
        arithmetic = say(_SPLIT_IN_CHIPS if unit > 1 else _SPLIT, **fields)
        reason = say(_TIE, **fields)
    else:
        arithmetic = say(_AWARD, **fields)
        reason = say(_WINS_POT, **fields)
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
    cap = amount_at(raw["cap"], "'rake.cap'", "the rake cap") if "cap" in raw else house.rake_cap
    return rules.with_house(dataclasses.replace(house, rake_percent=Decimal(percent), rake_cap=cap))


def _seat(raw: Mapping[str, Any], at: str) -> SeatPosition:
    check_keys(raw, _SEAT_KEYS, "a seat")
    number = raw.get("seat")
    if isinstance(number, bool) or not isinstance(number, int):
        raise ScenarioError(f"Each seat needs a seat number ('seat': 1), not {number!r}.")
    return SeatPosition(
        seat=number,
        player=cards_of(raw, "cards", f"seat {number}'s 3 cards") or (),
        bets=wagers_of(raw, "bets", "wager", at=at),
        pot=wagers_of(raw, "pot", "pot wager", at=at),
        surrender=bool(flag_of(raw, "surrender")),
        tips=wagers_of(raw, "tips", "tip bet", at=at),
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
        seats = [
            _seat(mapping_of(s, "A seat"), f"seats[{n}]") for n, s in enumerate(raw_seats, start=1)
        ]
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
        "collect-three-pot",
        QT_TRANSLATE_NOOP("steps", "Collect the 3-card pot wagers into the pot"),
        "CO 3-5-7 ¶10(a)",
        True,
    ),
    Step(
        "expose",
        QT_TRANSLATE_NOOP("steps", "Expose and spread each player's cards, right to left"),
        "CO 3-5-7 ¶6",
    ),
    Step(
        "award-three-pot",
        QT_TRANSLATE_NOOP("steps", "Award the 3-card pot"),
        "CO 3-5-7 ¶10(a)",
        True,
    ),
    Step(
        "settle-three",
        QT_TRANSLATE_NOOP("steps", "Settle the 3-card wagers, right to left"),
        "CO 3-5-7 ¶6-¶7",
    ),
    Step(
        "collect-five-pot",
        QT_TRANSLATE_NOOP("steps", "Collect the 5-card pot wagers into the pot"),
        "CO 3-5-7 ¶10(b)",
        True,
    ),
    Step(
        "turn-two",
        QT_TRANSLATE_NOOP("steps", "Turn the first two community cards face up"),
        "CO 3-5-7 ¶8",
    ),
    Step("announce-five", QT_TRANSLATE_NOOP("steps", "Announce “5-card Poker”"), "CO 3-5-7 ¶8"),
    Step(
        "award-five-pot",
        QT_TRANSLATE_NOOP("steps", "Award the 5-card pot"),
        "CO 3-5-7 ¶10(b)",
        True,
    ),
    Step(
        "settle-five",
        QT_TRANSLATE_NOOP("steps", "Settle the 5-card wagers, right to left"),
        "CO 3-5-7 ¶8",
    ),
    Step(
        "collect-seven-pot",
        QT_TRANSLATE_NOOP("steps", "Collect the 7-card pot wagers into the pot"),
        "CO 3-5-7 ¶10(c)",
        True,
    ),
    Step(
        "turn-last-two",
        QT_TRANSLATE_NOOP("steps", "Turn the last two community cards face up"),
        "CO 3-5-7 ¶9",
    ),
    Step("announce-seven", QT_TRANSLATE_NOOP("steps", "Announce “7-card Poker”"), "CO 3-5-7 ¶9"),
    Step(
        "award-seven-pot",
        QT_TRANSLATE_NOOP("steps", "Award the 7-card pot"),
        "CO 3-5-7 ¶10(c)",
        True,
    ),
    Step(
        "settle-seven",
        QT_TRANSLATE_NOOP("steps", "Settle the 7-card wagers, right to left"),
        "CO 3-5-7 ¶9",
    ),
)
"""The 3-5-7 hand after the deal, pots included (a table with no pots skips the pot steps).
Each pot is collected before its cards are exposed and awarded before its game's wagers are
settled (¶10(a)-(c)): collect, expose, award, settle."""


def reveal_sequence(with_pots: bool = False) -> tuple[Step, ...]:
    """The 3-5-7 reveal and settlement steps in order, with or without player-banked pots."""
    if with_pots:
        return REVEAL_SEQUENCE
    return tuple(s for s in REVEAL_SEQUENCE if not s.pots_only)


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
    title=QT_TRANSLATE_NOOP("games", "3-5-7 Poker"),
    short_title=QT_TRANSLATE_NOOP("games", "3-5-7", "short title"),
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
