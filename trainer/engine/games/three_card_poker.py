"""Three Card Poker (N.J.A.C. 13:47-20.41 in New Jersey): Pair Plus, ante and play, the
ante bonus, and a dealer who qualifies with queen high.

The game's spec (:data:`SPEC`): its table, how a ``settle`` scenario of it is read and
settled, how its cards are dealt, its rulings and its exact odds. Its pay tables, limits
and seats come from its rules files, one per jurisdiction.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any

from trainer.engine.cards import Card, ensure_distinct
from trainer.engine.errors import ScenarioError, WagerError
from trainer.engine.games.spec import CASINO, AnyRules, Dealing, GameSpec, casino_rules
from trainer.engine.hands import compare, evaluate_three
from trainer.engine.money import Cents
from trainer.engine.odds import OddsEntry, table_odds
from trainer.engine.procedures import DealMethod, DealStep, Ruling, Situation, one_by_one
from trainer.engine.rules import GameRules
from trainer.engine.scenario import (
    cards_of,
    check_keys,
    flag_of,
    money_of,
    settlement_data,
)
from trainer.engine.settlement import (
    Settlement,
    by_table,
    check_cards,
    check_wager,
    lose,
    no_wager,
    push,
    win,
)
from trainer.words import QT_TRANSLATE_NOOP, say, translated

GAME_ID = "three-card-poker"

# ---------------------------------------------------------------------------------------
# Settlement
# ---------------------------------------------------------------------------------------


_FOLDS = QT_TRANSLATE_NOOP("settlement", "The player folds and forfeits the ante.")
_FOLDED = QT_TRANSLATE_NOOP("settlement", "The player folded; no play wager.")
_BONUS_ONLY_PLAYED = QT_TRANSLATE_NOOP(
    "settlement", "The ante bonus is paid only when the player plays."
)
_UNQUALIFIED_ANTE = QT_TRANSLATE_NOOP(
    "settlement", "The dealer's {dealer} does not qualify ({need} needed): the ante pays 1 to 1."
)
_UNQUALIFIED_PLAY = QT_TRANSLATE_NOOP(
    "settlement",
    "The dealer's {dealer} does not qualify ({need} needed): the play wager pushes.",
)
_WINS_ANTE = QT_TRANSLATE_NOOP(
    "settlement",
    "The dealer qualifies and the player's {player} against the dealer's {dealer} wins: "
    "the ante pays 1 to 1.",
)
_WINS_PLAY = QT_TRANSLATE_NOOP(
    "settlement",
    "The dealer qualifies and the player's {player} against the dealer's {dealer} wins: "
    "the play wager pays 1 to 1.",
)
_LOSES = QT_TRANSLATE_NOOP(
    "settlement",
    "The dealer qualifies and the player's {player} against the dealer's {dealer} loses.",
)
_SAME = QT_TRANSLATE_NOOP(
    "settlement",
    "The dealer qualifies and the player's {player} against the dealer's {dealer} is the "
    "same hand: both push.",
)
_NO_BONUS = QT_TRANSLATE_NOOP("settlement", "{hand} earns no ante bonus (straight or better).")
_BONUS = QT_TRANSLATE_NOOP(
    "settlement", "{hand} earns the ante bonus, {pays}, whatever the dealer holds."
)


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
    player = check_cards(player, 3, "player's hand")
    check_wager(rules, "ante", ante, what="the ante")
    check_wager(rules, "pair_plus", pair_plus, what="the Pair Plus wager")
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
        dealer = check_cards(dealer, 3, "dealer's hand")
        ensure_distinct([*player, *dealer])
    hand = evaluate_three(player)
    bonus_table = rules.paytable("ante_bonus")
    ante_table = rules.paytable("ante")
    play_table = rules.paytable("play")
    pair_plus_result = by_table("pair_plus", pair_plus, rules.paytable("pair_plus"), hand)

    dealer_hand = evaluate_three(dealer) if dealer is not None else None
    qualifies = rules.qualifier.is_met(dealer_hand) if rules.qualifier and dealer_hand else None
    play_amount = ante * rules.play_multiple
    clause_f = "N.J.A.C. 13:47-20.41(f)"
    if ante == 0:
        ante_r = no_wager("ante", rules.play_clause)
        play_r = no_wager("play", rules.play_clause)
        bonus_r = no_wager("ante_bonus", bonus_table.clause)
    elif not play:
        ante_r = lose("ante", ante, translated(_FOLDS), "N.J.A.C. 13:47-20.41(e)", hand)
        play_r = no_wager("play", "N.J.A.C. 13:47-20.41(e)", translated(_FOLDED))
        bonus_r = no_wager("ante_bonus", bonus_table.clause, translated(_BONUS_ONLY_PLAYED))
    else:
        assert dealer_hand is not None and rules.qualifier is not None
        need = rules.qualifier.describe()
        if not qualifies:
            fields = {"dealer": dealer_hand.describe(), "need": need}
            ante_r = win(
                "ante",
                ante,
                ante_table.rows[0],
                ante_table,
                hand,
                say(_UNQUALIFIED_ANTE, **fields),
                f"{clause_f}(1)",
            )
            play_r = push(
                "play", play_amount, say(_UNQUALIFIED_PLAY, **fields), f"{clause_f}(1)", hand
            )
        else:
            result = compare(hand, dealer_hand)
            versus = {"player": hand.describe(), "dealer": dealer_hand.describe()}
            if result > 0:
                ante_r = win(
                    "ante",
                    ante,
                    ante_table.rows[0],
                    ante_table,
                    hand,
                    say(_WINS_ANTE, **versus),
                    f"{clause_f}(2)",
                )
                play_r = win(
                    "play",
                    play_amount,
                    play_table.rows[0],
                    play_table,
                    hand,
                    say(_WINS_PLAY, **versus),
                    f"{clause_f}(2)",
                )
            elif result < 0:
                why = say(_LOSES, **versus)
                ante_r = lose("ante", ante, why, f"{clause_f}(3)", hand)
                play_r = lose("play", play_amount, why, f"{clause_f}(3)", hand)
            else:
                why = say(_SAME, **versus)
                ante_r = push("ante", ante, why, f"{clause_f}(4)", hand)
                play_r = push("play", play_amount, why, f"{clause_f}(4)", hand)
        bonus_row = bonus_table.row_for(hand)
        if bonus_row is None:
            bonus_r = no_wager(
                "ante_bonus",
                bonus_table.clause,
                say(_NO_BONUS, hand=hand.describe().capitalize()),
            )
        else:
            bonus_r = win(
                "ante_bonus",
                ante,
                bonus_row,
                bonus_table,
                hand,
                say(_BONUS, hand=hand.describe().capitalize(), pays=bonus_row.pays),
            )
    return Settlement(
        game=rules.id,
        bets=(ante_r, play_r, bonus_r, pair_plus_result),
        player_hand=hand,
        dealer_hand=dealer_hand,
        dealer_qualifies=qualifies,
        folded=bool(ante) and not play,
    )


# ---------------------------------------------------------------------------------------
# The settle command's form
# ---------------------------------------------------------------------------------------

_KEYS = frozenset({"game", "ante", "play", "pair_plus", "player", "dealer"})


def settle_position(rules: GameRules, data: Mapping[str, Any]) -> dict[str, Any]:
    """Settle one scenario in the ``dealer-trainer settle`` form (README, "The command
    line"): the cards and wagers of one player and the dealer."""
    check_keys(data, _KEYS, f"a {GAME_ID} scenario")
    settled = settle_three_card_poker(
        rules,
        player=cards_of(data, "player", "the player's 3 cards") or (),
        dealer=cards_of(data, "dealer", "the dealer's 3 cards", required=False),
        ante=money_of(data, "ante", "the ante"),
        play=flag_of(data, "play"),
        pair_plus=money_of(data, "pair_plus", "the Pair Plus wager"),
    )
    return settlement_data(settled, dealer=True)


def _settle(rules: AnyRules, data: Mapping[str, Any]) -> dict[str, Any]:
    return settle_position(casino_rules(rules), data)


# ---------------------------------------------------------------------------------------
# Dealing, rulings and odds
# ---------------------------------------------------------------------------------------


def _plan(method: DealMethod, players: Sequence[str]) -> tuple[DealStep, ...]:
    if method is DealMethod.SHUFFLER:
        # Three cards at a time from the shuffler to each player, then the dealer.
        return tuple(DealStep((p, p, p), together=True) for p in [*players, "D"])
    # By hand, one card at a time to each player with a wager, the dealer last; thrice.
    return one_by_one(*players, "D", *players, "D", *players, "D")


DEALING = Dealing(
    methods=(DealMethod.HAND, DealMethod.SHUFFLER),
    clauses={
        DealMethod.HAND: "N.J.A.C. 13:47-20.41(e); house dealing procedure",
        DealMethod.SHUFFLER: "N.J.A.C. 13:47-20.41(e); house shuffler procedure",
    },
    plan=_plan,
    settle_clause="house procedure (text silent): right to left",
    # The NJ text has the dealer shuffle by hand before every round (N.J.A.C.
    # 13:47-20.41(k)), so Three Card Poker is drilled dealing by hand only; the engine
    # still knows a house's shuffler procedure (dealer-trainer deal).
    drilled=(DealMethod.HAND,),
)

RULINGS: tuple[Ruling, ...] = (
    Ruling(
        Situation.FOLD,
        QT_TRANSLATE_NOOP(
            "rulings",
            "A player with an ante and a Pair Plus wager folds holding a pair of nines.",
        ),
        QT_TRANSLATE_NOOP(
            "rulings",
            "Take the ante; settle the Pair Plus on the pair of nines and pay it 1 to 1.",
        ),
        "N.J.A.C. 13:47-20.41(c)-(e), (h)",
        # (e) a fold forfeits the ante; (d) the Pair Plus is not played against anyone.
        decoys=(
            QT_TRANSLATE_NOOP(
                "rulings",
                "Take the ante and the Pair Plus: a hand that folds loses every wager.",
            ),
            QT_TRANSLATE_NOOP("rulings", "Take the ante; return the Pair Plus wager as a push."),
            # Shorter than the ruling: no ruling of this game was the longest choice, a cue
            # the other way (issue 23).
            QT_TRANSLATE_NOOP(
                "rulings",
                "Return the ante; settle the Pair Plus on the nines and pay it 1 to 1.",
            ),
        ),
    ),
    Ruling(
        Situation.DEALER_NOT_QUALIFIED,
        QT_TRANSLATE_NOOP("rulings", "The player plays; the dealer holds jack high."),
        QT_TRANSLATE_NOOP(
            "rulings",
            "The dealer does not qualify: pay the ante 1 to 1 and push the play wager.",
        ),
        "N.J.A.C. 13:47-20.41(f)(1)",
        decoys=(
            QT_TRANSLATE_NOOP(
                "rulings",
                "The dealer does not qualify: push the ante and pay the play wager 1 to 1.",
            ),
            QT_TRANSLATE_NOOP(
                "rulings",
                "The dealer does not qualify: pay the ante and the play wager 1 to 1.",
            ),
            QT_TRANSLATE_NOOP(
                "rulings",
                "The dealer does not qualify: push the ante and the play wager.",
            ),
        ),
    ),
    Ruling(
        Situation.SAME_HAND,
        QT_TRANSLATE_NOOP(
            "rulings",
            "The dealer qualifies and holds exactly the same hand as the player.",
        ),
        QT_TRANSLATE_NOOP("rulings", "Push both the ante and the play wager."),
        "N.J.A.C. 13:47-20.41(f)(4)",
        decoys=(
            QT_TRANSLATE_NOOP(
                "rulings",
                "The dealer wins a tie: take the ante and the play wager.",
            ),
            QT_TRANSLATE_NOOP(
                "rulings",
                "The player wins a tie: pay the ante and the play wager 1 to 1.",
            ),
            QT_TRANSLATE_NOOP("rulings", "Pay the ante 1 to 1 and push the play wager."),
        ),
    ),
    Ruling(
        Situation.ANTE_BONUS_LOSING_HAND,
        QT_TRANSLATE_NOOP(
            "rulings",
            "A player who played holds a straight; the dealer holds three of a kind.",
        ),
        QT_TRANSLATE_NOOP(
            "rulings",
            "Take the ante and play wagers, but pay the ante bonus on the straight, 1 to 1.",
        ),
        "N.J.A.C. 13:47-20.41(i)",
        # (a), (i): the bonus is won on the player's hand, whatever the dealer holds.
        decoys=(
            QT_TRANSLATE_NOOP(
                "rulings",
                "Take the ante and play wagers; no ante bonus is paid on a hand that loses.",
            ),
            QT_TRANSLATE_NOOP(
                "rulings",
                "Take the ante and play wagers; the ante bonus is paid only when the dealer does "
                "not qualify.",
            ),
            QT_TRANSLATE_NOOP(
                "rulings",
                "Take the ante and play wagers; pay the ante bonus on the straight at the Pair "
                "Plus rate, 6 to 1.",
            ),
        ),
    ),
    Ruling(
        Situation.TWO_HANDS,
        QT_TRANSLATE_NOOP("rulings", "A player wants to bet on two hands in the same round."),
        QT_TRANSLATE_NOOP(
            "rulings",
            "Refuse: a player may not bet on more than one hand in a round.",
        ),
        "N.J.A.C. 13:47-20.41(j)(1)",
        decoys=(
            QT_TRANSLATE_NOOP(
                "rulings",
                "Allow it when both hands' wagers are within the table limits.",
            ),
            QT_TRANSLATE_NOOP("rulings", "Allow it when a seat is open beside the player."),
            QT_TRANSLATE_NOOP(
                "rulings",
                "Allow it for the Pair Plus only: the second hand may not play Ante and Play.",
            ),
        ),
    ),
    Ruling(
        Situation.WILD_CARDS,
        QT_TRANSLATE_NOOP("rulings", "A player asks for deuces to be wild this round."),
        QT_TRANSLATE_NOOP("rulings", "Refuse: wild cards are prohibited."),
        "N.J.A.C. 13:47-20.41(j)(2)",
        decoys=(
            QT_TRANSLATE_NOOP("rulings", "Allow it if every player at the table agrees."),
            QT_TRANSLATE_NOOP("rulings", "Allow it for the Pair Plus wagers only."),
            QT_TRANSLATE_NOOP(
                "rulings",
                "Allow it for this round only, and announce it before the deal.",
            ),
        ),
    ),
    Ruling(
        Situation.SHUFFLE,
        QT_TRANSLATE_NOOP(
            "rulings",
            "The previous round has been settled. How are the cards prepared?",
        ),
        QT_TRANSLATE_NOOP("rulings", "Shuffle the cards manually before every round."),
        "N.J.A.C. 13:47-20.41(k)",
        decoys=(
            QT_TRANSLATE_NOOP(
                "rulings",
                "Deal the next round from the cards left; shuffle when the deck runs low.",
            ),
            QT_TRANSLATE_NOOP(
                "rulings",
                "Shuffle once at the start of the shift; cut the cards before each round.",
            ),
            QT_TRANSLATE_NOOP("rulings", "Shuffle only when a player asks for a new deck."),
        ),
    ),
)


def odds(rules: AnyRules, meter: Cents) -> list[OddsEntry]:
    """Pair Plus, and the ante bonus's frequencies (a bonus, not a wager of its own)."""
    tcp = casino_rules(rules)
    bonus = table_odds(tcp, tcp.paytable("ante_bonus"), 3)
    return [
        table_odds(tcp, tcp.paytable("pair_plus"), 3),
        OddsEntry(
            bonus.game,
            bonus.bet,
            bonus.schedule,
            bonus.total,
            bonus.rows,
            None,
            "paid on the ante when the player plays; frequencies only",
        ),
    ]


SPEC = GameSpec(
    id=GAME_ID,
    title=QT_TRANSLATE_NOOP("games", "Three Card Poker"),
    short_title=QT_TRANSLATE_NOOP("games", "Three Card", "short title"),
    kind=CASINO,
    settle=_settle,
    community=0,
    dealer_cards=3,
    wagers=("ante", "play", "ante_bonus", "pair_plus"),
    play_keys=("qualifier", "play_multiple"),
    placed_wagers=("pair_plus", "ante", "play"),
    dealing=DEALING,
    rulings=RULINGS,
    odds=odds,
    wager_names={
        "ante": "ante",
        "play": "play wager",
        "ante_bonus": "ante bonus",
        "pair_plus": "Pair Plus",
    },
    error_kinds=(
        "wrong-row",
        "push-paid",
        "ante-bonus-missed",
        "misread",
        "over-maximum",
        "fold-played",
    ),
    situations=MappingProxyType(
        {
            "over-maximum": "house table limits (N.J.A.C. 13:47-20.41 silent)",
            "late-bet": "N.J.A.C. 13:47-20.41(d), (e)",
            "touched-bet": "N.J.A.C. 13:47-20.41(e) (no other wager is touched: house procedure)",
        }
    ),
)
