"""Casino Hold'em: ante, call (twice the ante), the AnteWin table, a dealer who qualifies
with a pair of 4s, and the Progressive-5/5.

The game's spec (:data:`SPEC`): its table, how a ``settle`` scenario of it is read and
settled, how its cards are dealt, its rulings and its exact odds. Its pay tables, limits
and seats come from its rules files, one per jurisdiction.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any

from trainer.engine.cards import Card, ensure_distinct
from trainer.engine.errors import Refusal, ScenarioError, WagerError
from trainer.engine.games.spec import CASINO, AnyRules, Dealing, GameSpec, casino_rules
from trainer.engine.hands import HandValue, compare, evaluate_poker
from trainer.engine.money import Cents, format_money
from trainer.engine.odds import OddsEntry, table_odds
from trainer.engine.procedures import DealMethod, DealStep, Ruling, Situation, one_by_one
from trainer.engine.rule_words import row_name
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

GAME_ID = "casino-holdem"

# ---------------------------------------------------------------------------------------
# Settlement
# ---------------------------------------------------------------------------------------


_FOLDS = QT_TRANSLATE_NOOP("settlement", "The player folds and loses the ante; the hand is over.")
_FOLDED = QT_TRANSLATE_NOOP("settlement", "The player folded; no call wager.")
_FOLDED_PROGRESSIVE = QT_TRANSLATE_NOOP(
    "settlement", "The player folded, so the hand is over, the progressive wager included."
)
_UNQUALIFIED_ANTE = QT_TRANSLATE_NOOP(
    "settlement",
    "The dealer's {dealer} does not qualify ({need} needed): the ante is paid by the AnteWin "
    "table as {row}, {pays}.",
)
_UNQUALIFIED_CALL = QT_TRANSLATE_NOOP(
    "settlement", "The dealer's {dealer} does not qualify ({need} needed): the call pushes."
)
_WINS_ANTE = QT_TRANSLATE_NOOP(
    "settlement",
    "The dealer qualifies and the player's {player} against the dealer's {dealer} wins: "
    "the ante pays as {row}, {pays}.",
)
_WINS_CALL = QT_TRANSLATE_NOOP(
    "settlement",
    "The dealer qualifies and the player's {player} against the dealer's {dealer} wins: "
    "the call pays 1 to 1.",
)
_LOSES = QT_TRANSLATE_NOOP(
    "settlement",
    "The dealer qualifies and the player's {player} against the dealer's {dealer} loses: "
    "ante and call lose.",
)
_SAME = QT_TRANSLATE_NOOP(
    "settlement",
    "The dealer qualifies and the player's {player} against the dealer's {dealer} is exactly "
    "the same hand: a push.",
)
_METER = QT_TRANSLATE_NOOP("settlement", "meter {amount}", "the progressive meter")


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
    player_read: HandValue | None = None,
    dealer_read: HandValue | None = None,
) -> Settlement:
    """Settle a Casino Hold'em position: ante, call and the Progressive-5/5.

    The call is twice the ante, or the player folds and loses the ante, and the hand is
    over, the progressive included (Rules (3), Dealer's Manual "Fold"). The dealer qualifies
    with a pair of 4s or better from all seven cards (Rules (6)); not qualified: the ante is
    paid by the AnteWin table and the call pushes; qualified: the better hand wins (ante by
    AnteWin, call 1 to 1), equal hands push, a losing player loses both. The progressive is
    paid on the player's two cards and the flop (Progressive-5/5).

    ``player_read`` and ``dealer_read``: the hands as a dealer arranged them, where they are
    not the best five of the seven (a game-protection drill settles a misarranged hand as
    the dealer would have); by default the best five, as Rules (5) score them.
    """
    player = check_cards(player, 2, "player's hand")
    board = check_cards(board, 5, "board")
    if dealer is not None:
        dealer = check_cards(dealer, 2, "dealer's hand")
    ensure_distinct([*player, *board, *(dealer or ())])
    if ante <= 0:
        raise WagerError("Casino Hold'em needs an ante before any cards are dealt.")
    check_wager(rules, "ante", ante, what="the ante")
    if call is None:
        raise ScenarioError("Say whether the player calls or folds ('call': true or false).")
    if progressive:
        if not rules.house.progressive:
            raise WagerError("This house does not offer the Progressive-5/5 wager.")
        if progressive != rules.progressive_wager:
            raise WagerError(
                f"The progressive wager is {format_money(rules.progressive_wager)}, not "
                f"{format_money(progressive)}.",
                Refusal.PROGRESSIVE_AMOUNT,
            )
        if meter is None:
            raise ScenarioError("The progressive meter amount is needed to settle the progressive.")
    if call and dealer is None:
        raise ScenarioError("The dealer's two cards are needed to settle a call.")
    hand = evaluate_poker([*player, *board]) if player_read is None else player_read
    dealer_hand = dealer_read
    if dealer_hand is None and dealer is not None:
        dealer_hand = evaluate_poker([*dealer, *board])
    qualifies = rules.qualifier.is_met(dealer_hand) if rules.qualifier and dealer_hand else None
    antewin = rules.paytable("ante")
    call_table = rules.paytable("call")
    prog_table = rules.paytable("progressive").with_amounts(rules.house.progressive_amounts)
    prog_hand = evaluate_poker([*player, *board[:3]])
    call_amount = ante * rules.call_multiple

    if not call:
        ante_r = lose(
            "ante",
            ante,
            translated(_FOLDS),
            "CH Rules (3); Dealer's Manual, Fold",
            hand,
        )
        call_r = no_wager("call", rules.call_clause, translated(_FOLDED))
        if not progressive:
            prog_r = no_wager("progressive", prog_table.clause)
        elif rules.house.progressive_plays_on_fold:
            # A house setting: the progressive is the player's own wager on the two cards
            # and the flop, settled whatever happens to the ante.
            prog_r = by_table("progressive", progressive, prog_table, prog_hand, meter=meter)
        else:
            prog_r = lose(
                "progressive",
                progressive,
                translated(_FOLDED_PROGRESSIVE),
                "CH Dealer's Manual, Fold; Rules (4a)",
                prog_hand,
                prog_table,
            )
    else:
        assert dealer_hand is not None and rules.qualifier is not None
        need = rules.qualifier.describe()
        ante_row = antewin.row_for(hand)
        assert ante_row is not None  # "Straight or less" takes every hand
        if not qualifies:
            unqualified = {"dealer": dealer_hand.describe(), "need": need}
            ante_r = win(
                "ante",
                ante,
                ante_row,
                antewin,
                hand,
                say(
                    _UNQUALIFIED_ANTE,
                    row=row_name(ante_row.label),
                    pays=ante_row.pays,
                    **unqualified,
                ),
                "CH Rules (6); Quick Rules 4",
            )
            why = say(_UNQUALIFIED_CALL, **unqualified)
            call_r = push("call", call_amount, why, "CH Rules (6)", hand)
        else:
            result = compare(hand, dealer_hand)
            versus = {"player": hand.describe(), "dealer": dealer_hand.describe()}
            if result > 0:
                ante_r = win(
                    "ante",
                    ante,
                    ante_row,
                    antewin,
                    hand,
                    say(_WINS_ANTE, row=ante_row.in_sentence, pays=ante_row.pays, **versus),
                    "CH Rules (6)(c); AnteWin Pay Table",
                )
                call_r = win(
                    "call",
                    call_amount,
                    call_table.rows[0],
                    call_table,
                    hand,
                    say(_WINS_CALL, **versus),
                    "CH Rules (6)(c); Quick Rules 6",
                )
            elif result < 0:
                why = say(_LOSES, **versus)
                ante_r = lose("ante", ante, why, "CH Rules (6)(b)", hand)
                call_r = lose("call", call_amount, why, "CH Rules (6)(b)", hand)
            else:
                why = say(_SAME, **versus)
                ante_r = push("ante", ante, why, "CH Rules (6)(a)", hand)
                call_r = push("call", call_amount, why, "CH Rules (6)(a)", hand)
        prog_r = by_table("progressive", progressive, prog_table, prog_hand, meter=meter)
    return Settlement(
        game=rules.id,
        bets=(ante_r, call_r, prog_r),
        player_hand=hand,
        dealer_hand=dealer_hand,
        dealer_qualifies=qualifies,
        hands=MappingProxyType({"progressive": prog_hand}),
        folded=not call,
    )


# ---------------------------------------------------------------------------------------
# The settle command's form
# ---------------------------------------------------------------------------------------

_KEYS = frozenset({"game", "ante", "call", "progressive", "meter", "player", "dealer", "board"})


def settle_position(rules: GameRules, data: Mapping[str, Any]) -> dict[str, Any]:
    """Settle one scenario in the ``dealer-trainer settle`` form (README, "The command
    line"): the cards and wagers of one player and the dealer."""
    check_keys(data, _KEYS, f"a {GAME_ID} scenario")
    meter = money_of(data, "meter", "the meter") if data.get("meter") is not None else None
    settled = settle_casino_holdem(
        rules,
        player=cards_of(data, "player", "the player's 2 cards") or (),
        dealer=cards_of(data, "dealer", "the dealer's 2 cards", required=False),
        board=cards_of(data, "board", "the 5 board cards") or (),
        ante=money_of(data, "ante", "the ante"),
        call=flag_of(data, "call"),
        progressive=money_of(data, "progressive", "the progressive wager"),
        meter=meter,
    )
    return settlement_data(settled, dealer=True)


def _settle(rules: AnyRules, data: Mapping[str, Any]) -> dict[str, Any]:
    return settle_position(casino_rules(rules), data)


# ---------------------------------------------------------------------------------------
# Dealing, rulings and odds
# ---------------------------------------------------------------------------------------


def _plan(method: DealMethod, players: Sequence[str]) -> tuple[DealStep, ...]:
    # One card to each player with an ante, then the dealer; twice; then the flop, three
    # cards in no order the text gives (Rules (2)). The turn and river follow once every
    # player has called or folded (Rules (5)).
    return (
        *one_by_one(*players, "D", *players, "D"),
        DealStep(("C1", "C2", "C3")),
        *one_by_one("C4", "C5"),
    )


DEALING = Dealing(
    methods=(DealMethod.HAND,),
    clauses={
        DealMethod.HAND: "CH Rules (2), (5); Dealer's Manual, Dealing The Cards",
    },
    plan=_plan,
    settle_clause="house procedure (text silent): right to left",
)

RULINGS: tuple[Ruling, ...] = (
    Ruling(
        Situation.CALL_AMOUNT,
        QT_TRANSLATE_NOOP("rulings", "A player wants to call for the same amount as the ante."),
        QT_TRANSLATE_NOOP("rulings", "Refuse: the call is always double the ante."),
        "CH Rules (3); Quick Rules 2",
        decoys=(
            QT_TRANSLATE_NOOP(
                "rulings",
                "Accept it: the call may be any amount up to double the ante.",
            ),
            QT_TRANSLATE_NOOP(
                "rulings",
                "Accept it: a call equal to the ante is paid at half the AnteWin table.",
            ),
            QT_TRANSLATE_NOOP("rulings", "Accept it if the player has no progressive wager."),
        ),
    ),
    Ruling(
        Situation.FOLD,
        # The ante and the cards only: what becomes of a folded player's progressive
        # wager is a house setting (casino-holdem.progressive-on-fold), which this drill
        # does not read.
        QT_TRANSLATE_NOOP(
            "rulings",
            "A player folds after seeing the flop. What happens to the ante and the cards?",
        ),
        QT_TRANSLATE_NOOP(
            "rulings",
            "Take the ante and put the two cards in the discard; the hand is over for that player.",
        ),
        "CH Dealer's Manual, Fold; Rules (3)",
        decoys=(
            QT_TRANSLATE_NOOP(
                "rulings",
                "Return the ante: the player folded before the turn and river.",
            ),
            QT_TRANSLATE_NOOP(
                "rulings",
                "Take the ante, but leave the two cards on the layout until the dealer's hand is "
                "read.",
            ),
            QT_TRANSLATE_NOOP("rulings", "Take half the ante and return the rest."),
        ),
    ),
    Ruling(
        Situation.DEALER_NOT_QUALIFIED,
        QT_TRANSLATE_NOOP("rulings", "The dealer's best hand is a pair of threes."),
        QT_TRANSLATE_NOOP(
            "rulings",
            "The dealer does not qualify: pay the ante of every hand that called by the AnteWin "
            "table and push every call.",
        ),
        "CH Rules (6); Quick Rules 4",
        decoys=(
            QT_TRANSLATE_NOOP(
                "rulings",
                "The dealer does not qualify: push the ante of every hand that called, and pay "
                "every call 1 to 1.",
            ),
            QT_TRANSLATE_NOOP(
                "rulings",
                "The dealer does not qualify: pay every ante and every call 1 to 1.",
            ),
            QT_TRANSLATE_NOOP(
                "rulings",
                "The dealer qualifies with any pair: compare every hand with the dealer's, and "
                "settle each ante and call by which hand wins.",
            ),
        ),
    ),
    Ruling(
        Situation.PROGRESSIVE_PAID_WHEN,
        QT_TRANSLATE_NOOP("rulings", "When are winning progressive wagers paid?"),
        QT_TRANSLATE_NOOP(
            "rulings",
            "After every player has called or folded, when the players' two cards are opened, "
            "before the turn and river.",
        ),
        "CH Rules (4), (4a)",
        decoys=(
            QT_TRANSLATE_NOOP(
                "rulings",
                "At the end of the round, after the turn and river, once the antes are settled.",
            ),
            QT_TRANSLATE_NOOP(
                "rulings",
                "As soon as the flop is turned, before the players call or fold.",
            ),
            QT_TRANSLATE_NOOP("rulings", "After the dealer qualifies, with the call wagers."),
        ),
    ),
    Ruling(
        Situation.ANNOUNCE_BEFORE_PAYING,
        QT_TRANSLATE_NOOP(
            "rulings",
            "A player's winning hand is a full house. What is done before paying it?",
        ),
        QT_TRANSLATE_NOOP("rulings", "Announce the hand and highlight it, then pay."),
        "CH Rules, Note; Quick Rules 10",
        decoys=(
            QT_TRANSLATE_NOOP(
                "rulings",
                "Pay it at once; announce the hand only if the player asks.",
            ),
            QT_TRANSLATE_NOOP("rulings", "Pay it first, then announce the hand to the table."),
            QT_TRANSLATE_NOOP(
                "rulings",
                "Pay it and move the cards to the discard before the next hand is read.",
            ),
        ),
    ),
    Ruling(
        Situation.TWO_HANDS,
        QT_TRANSLATE_NOOP("rulings", "A player wants to play two boxes in the same round."),
        QT_TRANSLATE_NOOP("rulings", "Refuse: a player may play one hand only."),
        "CH Quick Rules 9",
        decoys=(
            QT_TRANSLATE_NOOP("rulings", "Allow it if both boxes have the same ante."),
            QT_TRANSLATE_NOOP("rulings", "Allow it, with the progressive wager on one box only."),
            QT_TRANSLATE_NOOP(
                "rulings",
                "Allow it when the table has an empty box beside the player.",
            ),
        ),
    ),
    Ruling(
        Situation.COMMUNICATING,
        QT_TRANSLATE_NOOP(
            "rulings",
            "Two players start comparing their cards before deciding to call.",
        ),
        QT_TRANSLATE_NOOP(
            "rulings",
            "Stop them: players must not communicate the contents of their hands.",
        ),
        "CH Quick Rules 8; Dealer's Manual, Fold or Call",
        decoys=(
            QT_TRANSLATE_NOOP(
                "rulings",
                "Let them: the players play against the dealer, not against each other.",
            ),
            QT_TRANSLATE_NOOP(
                "rulings",
                "Let them, as long as the dealer does not see their cards.",
            ),
            QT_TRANSLATE_NOOP("rulings", "Let them, but take both antes if either then folds."),
        ),
    ),
)


def odds(rules: AnyRules, meter: Cents) -> list[OddsEntry]:
    """The Progressive-5/5 at the given meter, with the house's posted fixed amounts."""
    ch = casino_rules(rules)
    table = ch.paytable("progressive").with_amounts(ch.house.progressive_amounts)
    prog = table_odds(ch, table, 5, meter=meter)
    return [
        OddsEntry(
            prog.game,
            prog.bet,
            prog.schedule,
            prog.total,
            prog.rows,
            prog.house_edge,
            say(_METER, amount=format_money(meter)),
        )
    ]


SPEC = GameSpec(
    id=GAME_ID,
    title=QT_TRANSLATE_NOOP("games", "Casino Hold'em"),
    short_title=QT_TRANSLATE_NOOP("games", "Hold'em", "short title"),
    kind=CASINO,
    settle=_settle,
    community=5,
    dealer_cards=2,
    wagers=("ante", "call", "progressive"),
    play_keys=("qualifier", "call_multiple", "progressive_wager"),
    placed_wagers=("ante", "call", "progressive"),
    dealing=DEALING,
    rulings=RULINGS,
    odds=odds,
    house_options=("progressive_plays_on_fold",),
    wager_names={"ante": "ante", "call": "call", "progressive": "progressive"},
    error_kinds=(
        "wrong-row",
        "push-paid",
        "misread",
        "fold-played",
        "progressive-wrong-cards",
        "wrong-board-cards",
    ),
    situations=MappingProxyType(
        {
            "over-maximum": "house table limits (CH text silent)",
            "late-bet": "CH Rules (1)-(2); Dealer's Manual, Dealing The Cards",
            "exposed-card/shown": "CH Quick Rules 8; Dealer's Manual, Fold or Call",
            "touched-bet": "CH Rules (3); Quick Rules 2 (no other wager is touched: house "
            "procedure)",
        }
    ),
)
