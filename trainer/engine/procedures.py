"""Dealing procedures, settlement order, the 3-5-7 reveal sequence and the misdeal rulings.

A card's destination is written ``S<n>`` (seat n, seat 1 at the dealer's left), ``C<n>``
(community position n; for Casino Hold'em the flop is C1-C3, turn C4, river C5), ``D``
(the dealer) or ``burn``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum

from trainer.engine.errors import ScenarioError


class DealMethod(StrEnum):
    """How the cards come off the deck."""

    STACKED = "stacked"
    ROTATION = "rotation"
    SHUFFLER = "shuffler"
    HAND = "hand"


# The methods each game's text describes; the first is the default.
METHODS: dict[str, tuple[DealMethod, ...]] = {
    "three-five-seven": (DealMethod.ROTATION, DealMethod.STACKED, DealMethod.SHUFFLER),
    "casino-holdem": (DealMethod.HAND,),
    "three-card-poker": (DealMethod.HAND, DealMethod.SHUFFLER),
}

MAX_SEATS = {"three-five-seven": 7, "casino-holdem": 7, "three-card-poker": 8}

DEAL_CLAUSES: dict[tuple[str, DealMethod], str] = {
    ("three-five-seven", DealMethod.STACKED): "CO 3-5-7 ¶3(a)",
    ("three-five-seven", DealMethod.ROTATION): "CO 3-5-7 ¶3(b)",
    ("three-five-seven", DealMethod.SHUFFLER): "CO 3-5-7 ¶3(c)",
    ("casino-holdem", DealMethod.HAND): "CH Rules (2), (5); Dealer's Manual, Dealing The Cards",
    ("three-card-poker", DealMethod.HAND): "N.J.A.C. 13:47-20.41(e); house dealing procedure",
    ("three-card-poker", DealMethod.SHUFFLER): "N.J.A.C. 13:47-20.41(e); house shuffler procedure",
}

SETTLE_CLAUSES = {
    "three-five-seven": "CO 3-5-7 ¶6",
    "casino-holdem": "house procedure (text silent): right to left, as CO 3-5-7 ¶6",
    "three-card-poker": "house procedure (text silent): right to left, as CO 3-5-7 ¶6",
}


@dataclass(frozen=True, slots=True)
class DealPlan:
    """The destinations of every card in dealing order, and the settlement order."""

    game: str
    method: DealMethod
    seats: tuple[int, ...]
    cards: tuple[str, ...]
    settle_order: tuple[int, ...]
    clause: str
    settle_clause: str


def check_seats(game: str, seats: Sequence[int]) -> tuple[int, ...]:
    """Seats with wagers, validated and in dealing order (seat 1 first)."""
    if game not in MAX_SEATS:
        raise ScenarioError(f"'{game}' is not a game this trainer deals ({', '.join(MAX_SEATS)}).")
    if not seats:
        raise ScenarioError("No seat has a wager, so no cards are dealt.")
    top = MAX_SEATS[game]
    for s in seats:
        if isinstance(s, bool) or not isinstance(s, int) or not 1 <= s <= top:
            shown = s if isinstance(s, int | float | Decimal) else repr(s)  # '1' stays quoted
            raise ScenarioError(f"Seat {shown} is not at this table (seats 1 to {top}).")
    if len(set(seats)) != len(seats):
        raise ScenarioError("A seat appears twice in the list of seats.")
    return tuple(sorted(seats))


def deal_plan(game: str, seats: Sequence[int], method: str | None = None) -> DealPlan:
    """Where each card goes, in order, for this game, method and set of seats with wagers."""
    ordered = check_seats(game, seats)
    methods = METHODS[game]
    chosen = methods[0]
    if method is not None:
        by_name = {m.value: m for m in methods}
        if method not in by_name:
            names = ", ".join(by_name)
            raise ScenarioError(
                f"'{method}' is not a dealing method for {game} (methods: {names})."
            )
        chosen = by_name[method]
    players = [f"S{s}" for s in ordered]
    cards: list[str] = []
    if game == "three-five-seven":
        if chosen is DealMethod.STACKED:
            # ¶3(a): three cards stacked and delivered to each player in turn, then C1-C4.
            for p in players:
                cards += [p, p, p]
            cards += ["C1", "C2", "C3", "C4"]
        elif chosen is DealMethod.ROTATION:
            # ¶3(b): a community card, then one card to each player, three times; then C4.
            for n in (1, 2, 3):
                cards.append(f"C{n}")
                cards += players
            cards.append("C4")
        else:
            # ¶3(c): groups of three to each player; then two groups of three for the
            # community, the bottom card (the first out of the shuffler) of each burned.
            for p in players:
                cards += [p, p, p]
            cards += ["burn", "C1", "C2", "burn", "C3", "C4"]
    elif game == "casino-holdem":
        # One card to each player with an ante, then the dealer; twice; then the flop.
        # The turn and river follow once every player has called or folded (Rules (5)).
        for _ in range(2):
            cards += players
            cards.append("D")
        cards += ["C1", "C2", "C3", "C4", "C5"]
    else:
        if chosen is DealMethod.SHUFFLER:
            for p in [*players, "D"]:
                cards += [p, p, p]
        else:
            for _ in range(3):
                cards += players
                cards.append("D")
    return DealPlan(
        game=game,
        method=chosen,
        seats=ordered,
        cards=tuple(cards),
        settle_order=settle_order(ordered),
        clause=DEAL_CLAUSES[(game, chosen)],
        settle_clause=SETTLE_CLAUSES[game],
    )


def settle_order(seats: Sequence[int]) -> tuple[int, ...]:
    """Right to left, counter-clockwise: the highest seat (third base) first (CO 3-5-7 ¶6)."""
    return tuple(sorted(seats, reverse=True))


@dataclass(frozen=True, slots=True)
class Step:
    """One step of the 3-5-7 reveal and settlement sequence."""

    key: str
    text: str
    clause: str


REVEAL_SEQUENCE: tuple[Step, ...] = (
    Step(
        "pot-three",
        "Collect the 3-card pot wagers into the pot and award the pot",
        "CO 3-5-7 ¶10(a)",
    ),
    Step(
        "settle-three",
        "Expose each player's cards and settle the 3-card wagers, right to left",
        "CO 3-5-7 ¶6-¶7",
    ),
    Step("pot-five", "Collect the 5-card pot wagers into the pot", "CO 3-5-7 ¶10(b)"),
    Step("turn-two", "Turn the first two community cards face up", "CO 3-5-7 ¶8"),
    Step("announce-five", "Announce \u201c5-card Poker\u201d", "CO 3-5-7 ¶8"),
    Step(
        "settle-five",
        "Award the 5-card pot, then settle the 5-card wagers, right to left",
        "CO 3-5-7 ¶8, ¶10(b)",
    ),
    Step("pot-seven", "Collect the 7-card pot wagers into the pot", "CO 3-5-7 ¶10(c)"),
    Step("turn-last-two", "Turn the last two community cards face up", "CO 3-5-7 ¶9"),
    Step("announce-seven", "Announce \u201c7-card Poker\u201d", "CO 3-5-7 ¶9"),
    Step(
        "settle-seven",
        "Award the 7-card pot, then settle the 7-card wagers, right to left",
        "CO 3-5-7 ¶9, ¶10(c)",
    ),
)
"""The 3-5-7 hand after the deal, pots included (a table with no pots skips the pot steps)."""


def reveal_sequence(with_pots: bool = False) -> tuple[Step, ...]:
    """The 3-5-7 reveal and settlement steps in order, with or without player-banked pots."""
    if with_pots:
        return REVEAL_SEQUENCE
    return tuple(s for s in REVEAL_SEQUENCE if not s.key.startswith("pot-"))


class Situation(StrEnum):
    """A procedural problem at the table that needs a ruling."""

    WRONG_CARD_COUNT = "wrong-card-count"
    EXPOSED_PLAYER_CARD = "exposed-player-card"
    EXPOSED_COMMUNITY_CARD = "exposed-community-card"
    CARD_OFF_TABLE = "card-off-table"
    SURRENDER_WITHOUT_ALL_THREE = "surrender-without-all-three"
    POT_WAGER_ALONE = "pot-wager-alone"
    POT_WITHOUT_SCHEDULE_WAGER = "pot-without-schedule-wager"
    WAGER_OVER_MAXIMUM = "wager-over-maximum"
    CALL_AMOUNT = "call-amount"
    FOLD = "fold"
    DEALER_NOT_QUALIFIED = "dealer-not-qualified"
    PROGRESSIVE_PAID_WHEN = "progressive-paid-when"
    ANNOUNCE_BEFORE_PAYING = "announce-before-paying"
    TWO_HANDS = "two-hands"
    COMMUNICATING = "communicating"
    SAME_HAND = "same-hand"
    ANTE_BONUS_LOSING_HAND = "ante-bonus-losing-hand"
    WILD_CARDS = "wild-cards"
    SHUFFLE = "shuffle"
    SURRENDER_WHICH_WAGER = "surrender-which-wager"
    AFTER_THREE_CARD = "after-three-card"


@dataclass(frozen=True, slots=True)
class Ruling:
    """What the dealer does, and why."""

    situation: Situation
    question: str
    ruling: str
    clause: str


RULINGS: dict[str, tuple[Ruling, ...]] = {
    "three-five-seven": (
        Ruling(
            Situation.WRONG_CARD_COUNT,
            "A player (or the dealer) has been dealt the wrong number of cards.",
            "Misdeal: all wagers are void, and all cards are picked up and re-shuffled.",
            "CO 3-5-7 ¶4",
        ),
        Ruling(
            Situation.EXPOSED_PLAYER_CARD,
            "A player's card is exposed during the deal.",
            "Not a misdeal: turn the card over and continue to deal.",
            "CO 3-5-7 ¶4",
        ),
        Ruling(
            Situation.EXPOSED_COMMUNITY_CARD,
            "A community card is exposed during the deal.",
            "Misdeal: all remaining wagers are void.",
            "CO 3-5-7 ¶4",
        ),
        Ruling(
            Situation.CARD_OFF_TABLE,
            "One of a player's cards falls from the table.",
            "That player's hand is dead and that player's wagers are void; the others play on.",
            "CO 3-5-7 ¶4",
        ),
        Ruling(
            Situation.SURRENDER_WITHOUT_ALL_THREE,
            "A player with wagers on the 3-card and 7-card games only asks to surrender.",
            "Refuse: surrender is only for a player with wagers on all three games, and only "
            "half the 7-card wager.",
            "CO 3-5-7 ¶5",
        ),
        Ruling(
            Situation.POT_WAGER_ALONE,
            "Only one player has placed the optional player-banked pot wager.",
            "Return the wager to the player as void: two or more players form a pot.",
            "CO 3-5-7 ¶10(d)",
        ),
        Ruling(
            Situation.POT_WITHOUT_SCHEDULE_WAGER,
            "A player puts out a player-banked pot wager with no pay-schedule wager on that game.",
            "Refuse it: no player may make a pot wager without first making a pay-schedule "
            "wager on that game.",
            "CO 3-5-7 ¶10",
        ),
        Ruling(
            Situation.WAGER_OVER_MAXIMUM,
            "A player puts out $10 on the 5-card game.",
            "Refuse the excess: each wager is within the posted table limit, never over $5.",
            "CO 3-5-7 ¶2",
        ),
        Ruling(
            Situation.SURRENDER_WHICH_WAGER,
            "A player with wagers on all three games asks to surrender the 5-card wager.",
            "Refuse: surrender is only for the 7-card wager, and only half of it.",
            "CO 3-5-7 ¶5",
        ),
        Ruling(
            Situation.AFTER_THREE_CARD,
            "Every 3-card wager has been settled. What next?",
            "Turn the first two community cards face up and announce \u201c5-card Poker\u201d.",
            "CO 3-5-7 ¶8",
        ),
    ),
    "casino-holdem": (
        Ruling(
            Situation.CALL_AMOUNT,
            "A player wants to call for the same amount as the ante.",
            "Refuse: the call is always double the ante.",
            "CH Rules (3); Quick Rules 2",
        ),
        Ruling(
            Situation.FOLD,
            "A player folds after seeing the flop. What happens to the ante and the "
            "progressive wager?",
            "Take the ante and the two cards; the hand is over for that player, the "
            "progressive wager included.",
            "CH Dealer's Manual, Fold; Rules (3)",
        ),
        Ruling(
            Situation.DEALER_NOT_QUALIFIED,
            "The dealer's best hand is a pair of threes.",
            "The dealer does not qualify: pay every ante by the AnteWin table and push every call.",
            "CH Rules (6); Quick Rules 4",
        ),
        Ruling(
            Situation.PROGRESSIVE_PAID_WHEN,
            "When are winning progressive wagers paid?",
            "After every player has called or folded, when the players' two cards are opened, "
            "before the turn and river.",
            "CH Rules (4), (4a)",
        ),
        Ruling(
            Situation.ANNOUNCE_BEFORE_PAYING,
            "A player's winning hand is a full house. What before paying it?",
            "Announce the hand and highlight it, then pay.",
            "CH Rules, Note; Quick Rules 10",
        ),
        Ruling(
            Situation.TWO_HANDS,
            "A player wants to play two boxes in the same round.",
            "Refuse: a player may play one hand only.",
            "CH Quick Rules 9",
        ),
        Ruling(
            Situation.COMMUNICATING,
            "Two players start comparing their cards before deciding to call.",
            "Stop them: players must not communicate the contents of their hands.",
            "CH Quick Rules 8; Dealer's Manual, Fold or Call",
        ),
    ),
    "three-card-poker": (
        Ruling(
            Situation.FOLD,
            "A player with an ante and a Pair Plus wager folds holding a pair of nines.",
            "Take the ante; settle the Pair Plus on the pair of nines and pay it 1 to 1.",
            "N.J.A.C. 13:47-20.41(c)-(e), (h)",
        ),
        Ruling(
            Situation.DEALER_NOT_QUALIFIED,
            "The player plays; the dealer holds jack high.",
            "The dealer does not qualify: pay the ante 1 to 1 and push the play wager.",
            "N.J.A.C. 13:47-20.41(f)(1)",
        ),
        Ruling(
            Situation.SAME_HAND,
            "The dealer qualifies and holds exactly the same hand as the player.",
            "Push both the ante and the play wager.",
            "N.J.A.C. 13:47-20.41(f)(4)",
        ),
        Ruling(
            Situation.ANTE_BONUS_LOSING_HAND,
            "A player who played holds a straight; the dealer holds three of a kind.",
            "Take the ante and play wagers, but pay the ante bonus on the straight, 1 to 1.",
            "N.J.A.C. 13:47-20.41(i)",
        ),
        Ruling(
            Situation.TWO_HANDS,
            "A player wants to bet on two hands in the same round.",
            "Refuse: a player may not bet on more than one hand in a round.",
            "N.J.A.C. 13:47-20.41(j)(1)",
        ),
        Ruling(
            Situation.WILD_CARDS,
            "A player asks for deuces to be wild this round.",
            "Refuse: wild cards are prohibited.",
            "N.J.A.C. 13:47-20.41(j)(2)",
        ),
        Ruling(
            Situation.SHUFFLE,
            "The previous round has been settled. How are the cards prepared?",
            "Shuffle the cards manually before every round.",
            "N.J.A.C. 13:47-20.41(k)",
        ),
    ),
}
