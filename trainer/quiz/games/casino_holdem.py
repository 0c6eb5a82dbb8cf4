"""Casino Hold'em in the drills: positions built around one wager's outcome, the hands in
words, the dealer's qualifying hand, the dealer's five cards arranged and the board cards
used, and the wagers a dealer refuses."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from itertools import combinations
from typing import Any

from trainer.engine.arrangement import HOLDEM_CLAUSE, holdem_dealer_display
from trainer.engine.cards import DECK, Card, format_cards, parse_card
from trainer.engine.errors import Refusal
from trainer.engine.games import AnyRules
from trainer.engine.games.casino_holdem import GAME_ID, settle_casino_holdem
from trainer.engine.games.spec import casino_rules
from trainer.engine.hands import Category, HandKind, evaluate_poker, poker_strength
from trainer.engine.money import Cents, format_money, to_cents, to_decimal
from trainer.engine.procedures import DealMethod
from trainer.engine.rules import GameRules
from trainer.quiz.draw import deal_rest, draw_from_table, draw_hand
from trainer.quiz.family import Context, Verdict, family
from trainer.quiz.games.spec import QuizGame
from trainer.quiz.hands import (
    ShownHand,
    against_the_dealer,
    against_the_dealer_outcome,
    draw_any,
    prompt_cards,
)
from trainer.quiz.limits import (
    LimitsCase,
    faults_verdict,
    limits_family,
    refusals,
    within_limits,
)
from trainer.quiz.model import AnswerKind, Explanation, Question, Skill
from trainer.quiz.positions import (
    Position,
    amount_text,
    card_list,
    cards_text,
    dollars,
    player_and_dealer_lines,
    probe_ante,
    stake,
)
from trainer.words import QT_TRANSLATE_NOOP, say, translated

# ---------------------------------------------------------------------------------------
# Positions
# ---------------------------------------------------------------------------------------


def _meter(rng: random.Random, difficulty: int) -> Cents:
    dollars_ = rng.randrange(10_000, 250_000)
    cents = rng.randrange(0, 100) if difficulty >= 2 else 0
    return dollars_ * 100 + cents


def position(
    rng: random.Random,
    rules: GameRules,
    difficulty: int,
    *,
    focus: str | None = None,
    shared: tuple[Sequence[Card], Sequence[Card]] | None = None,
    exclude: Sequence[Card] = (),
    table_meter: Cents | None = None,
) -> Position:
    """A Casino Hold'em position built around one wager's outcome; ``shared`` is the
    dealer's cards and the board at a table, ``table_meter`` its one progressive meter."""
    focus = focus or rng.choice(("ante", "ante", "call", "progressive"))
    progressive = 0
    meter = None
    if shared is not None:
        dealer, board = list(shared[0]), list(shared[1])
        player = deal_rest(rng, 2, [*exclude, *dealer, *board])
    elif focus == "progressive":
        table = rules.paytable("progressive").with_amounts(rules.house.progressive_amounts)
        five = draw_from_table(rng, table, 5, exclude, lose_rate=0.2)
        player, board = five[:2], five[2:] + deal_rest(rng, 2, [*exclude, *five])
        dealer = deal_rest(rng, 2, [*exclude, *player, *board])
    else:
        seven = draw_from_table(rng, rules.paytable("ante"), 7, exclude, lose_rate=0.0)
        player, board = seven[:2], seven[2:]
        want = rng.choice(("not-qualified", "player", "player", "dealer", "any"))
        # The dealer's two cards are dealt again until the hands make the outcome wanted:
        # the player's hand and the cards left to deal are the same each time.
        rest = [c for c in DECK if c not in {*exclude, *seven}]
        # Hands are compared by strength alone while steering (the engine settles the
        # hand dealt, below): a dealer may be dealt sixty times before a hard outcome.
        mine = poker_strength(seven)
        assert rules.qualifier is not None
        qualifies = rules.qualifier.is_met_by
        dealer = rng.sample(rest, 2)
        for _ in range(60):
            theirs = poker_strength([*dealer, *board])
            qualified = qualifies(theirs)
            outcome = (mine > theirs) - (mine < theirs)
            if (
                want == "any"
                or (want == "not-qualified" and not qualified)
                or (want == "player" and qualified and outcome > 0)
                or (want == "dealer" and qualified and outcome < 0)
            ):
                break
            dealer = rng.sample(rest, 2)
    if rules.house.progressive and (
        focus == "progressive" or (difficulty >= 2 and rng.random() < 0.5)
    ):
        progressive = rules.progressive_wager
        meter = table_meter if table_meter is not None else _meter(rng, difficulty)
    ante = stake(rng, rules, difficulty)
    flop_hand = evaluate_poker([*player, *board[:3]])
    weak = flop_hand.category is Category.HIGH_CARD
    call = True if focus in ("call", "progressive") or not weak else rng.random() < 0.5
    settled = settle_casino_holdem(
        rules,
        player=player,
        dealer=dealer,
        board=board,
        ante=ante,
        call=call,
        progressive=progressive,
        meter=meter,
    )
    scenario: dict[str, Any] = {
        "game": GAME_ID,
        "ante": dollars(ante),
        "call": call,
        "player": card_list(player),
        "dealer": card_list(dealer),
        "board": card_list(board),
    }
    if progressive:
        scenario.update(progressive=dollars(progressive), meter=dollars(meter or 0))
    if difficulty == 1:
        wagers: tuple[str, ...] = (focus,)
    else:
        wagers = ("ante", "call") + (("progressive",) if progressive else ())
    return Position(scenario, settled, wagers, (*player, *dealer, *board))


def _position(rng: random.Random, rules: GameRules, difficulty: int) -> Position:
    return position(rng, rules, difficulty)


def table(
    rng: random.Random, rules: GameRules, difficulty: int, seats: Sequence[int]
) -> list[Position]:
    """A table of positions against one dealer's hand and one board."""
    dealer = deal_rest(rng, 2, [])
    board = deal_rest(rng, 5, dealer)
    used = [*dealer, *board]
    meter = _meter(rng, difficulty)  # one meter over the whole table
    positions = []
    for _ in seats:
        p = position(
            rng,
            rules,
            max(2, difficulty),
            shared=(dealer, board),
            exclude=used,
            table_meter=meter,
        )
        used += list(p.cards[:2])
        positions.append(p)
    return positions


def position_facts(scenario: Mapping[str, Any], who: str) -> list[str]:
    """What a position shows that its payment depends on: the call or the fold, and the
    progressive wager with the meter."""
    facts = [say(_CALLS if scenario.get("call") else _FOLDS, who=who)]
    if scenario.get("progressive"):
        facts.append(say(_HAS_PROGRESSIVE, who=who, amount=amount_text(scenario["progressive"])))
        facts.append(say(_METER_SHOWS, amount=amount_text(scenario["meter"])))
    return facts


_CALLS = QT_TRANSLATE_NOOP("quiz", "{who} calls.", "Seat 3 calls.")
_FOLDS = QT_TRANSLATE_NOOP("quiz", "{who} folds.", "Seat 3 folds.")
_HAS_PROGRESSIVE = QT_TRANSLATE_NOOP("quiz", "{who} has the {amount} progressive wager.")
_METER_SHOWS = QT_TRANSLATE_NOOP("quiz", "The progressive meter shows {amount}.")
_PLAYER = QT_TRANSLATE_NOOP("quiz", "Player: {cards}")
_DEALER = QT_TRANSLATE_NOOP("quiz", "Dealer: {cards}")
_BOARD = QT_TRANSLATE_NOOP("quiz", "Board: {cards}")
_ANTE_CALLS = QT_TRANSLATE_NOOP("quiz", "Ante {amount}, calls")
_ANTE_FOLDS = QT_TRANSLATE_NOOP("quiz", "Ante {amount}, folds")
_PROGRESSIVE = QT_TRANSLATE_NOOP("quiz", "Progressive {amount} (meter {meter})")
_WAGERS = QT_TRANSLATE_NOOP("quiz", "Wagers: {wagers}")


def scenario_lines(scenario: Mapping[str, Any]) -> list[str]:
    """A position in words: the cards, the board and the wagers."""
    lines = [
        say(_PLAYER, cards=cards_text(scenario["player"])),
        say(_DEALER, cards=cards_text(scenario["dealer"])),
        say(_BOARD, cards=cards_text(scenario["board"])),
    ]
    ante = _ANTE_CALLS if scenario.get("call") else _ANTE_FOLDS
    bets = [say(ante, amount=amount_text(scenario["ante"]))]
    if scenario.get("progressive"):
        bets.append(
            say(
                _PROGRESSIVE,
                amount=amount_text(scenario["progressive"]),
                meter=amount_text(scenario["meter"]),
            )
        )
    lines.append(say(_WAGERS, wagers="; ".join(bets)))
    return lines


# ---------------------------------------------------------------------------------------
# Reading, arrangement and limits
# ---------------------------------------------------------------------------------------


_HOLDS = QT_TRANSLATE_NOOP(
    "quiz", "The dealer holds these two cards with this board. Does the dealer qualify?"
)
_ARRANGE = QT_TRANSLATE_NOOP("quiz", "Arrange the dealer's five cards as you would display them.")
_THREE = QT_TRANSLATE_NOOP("quiz", "3 board cards")
_FOUR_BRIEF = QT_TRANSLATE_NOOP("quiz", "4 board cards; {aside} aside")
_FIVE_BRIEF = QT_TRANSLATE_NOOP("quiz", "All 5 board cards; {aside} aside")
_THREE_FULL = QT_TRANSLATE_NOOP("quiz", "3 board cards; both of the dealer's cards play")
_FOUR_FULL = QT_TRANSLATE_NOOP("quiz", "4 board cards; {aside} goes aside to the right")
_FIVE_FULL = QT_TRANSLATE_NOOP(
    "quiz", "All 5 board cards; {first} and {second} go aside to the right"
)
_BEST = QT_TRANSLATE_NOOP("quiz", "The dealer's best hand: {hand} ({cards}).")
_BOARD_USE = QT_TRANSLATE_NOOP(
    "quiz",
    "The dealer has announced the hand. Which board cards does the dealer use, and what goes "
    "aside?",
)


def _qualifier_hand(rng: random.Random) -> ShownHand:
    target = rng.choice(
        [(Category.PAIR, r) for r in (2, 3, 3, 4, 4, 5, 9)]
        + [(Category.HIGH_CARD, 14), (Category.TWO_PAIR, 3)]
    )
    seven = draw_hand(rng, HandKind.POKER, 7, target)
    dealer, board = seven[:2], seven[2:]
    return ShownHand(
        evaluate_poker(seven),
        {"dealer": card_list(dealer), "board": card_list(board)},
        translated(_HOLDS),
    )


def _arrangement(rng: random.Random) -> ShownHand:
    seven = draw_any(rng, HandKind.POKER, 7)
    dealer, board = seven[:2], seven[2:]
    display = holdem_dealer_display(dealer, board)
    return ShownHand(
        display.hand,
        {"dealer": card_list(dealer), "board": card_list(board)},
        translated(_ARRANGE),
        HOLDEM_CLAUSE,
    )


def _board_words(count: int, aside: Sequence[str], brief: bool = False) -> str:
    """A display in words; ``brief``: in its fewest (a question words most choices so, that
    no choice is told by its length, issue 23)."""
    if brief:
        if count == 3:
            return translated(_THREE)
        return say(_FOUR_BRIEF if count == 4 else _FIVE_BRIEF, aside=" ".join(aside))
    if count == 3:
        return translated(_THREE_FULL)
    if count == 4:
        return say(_FOUR_FULL, aside=aside[0])
    return say(_FIVE_FULL, first=aside[0], second=aside[1])


def _board_use(ctx: Context) -> Question:
    seven = draw_any(ctx.rng, HandKind.POKER, 7)
    dealer, board = seven[:2], seven[2:]
    display = holdem_dealer_display(dealer, board)
    own = [str(c) for c in dealer]
    right = (display.board_count, sorted(str(c) for c in display.set_aside))
    options = [(3, []), (4, [own[1]]), (4, [own[0]]), (5, sorted(own))]
    # The Manual's displays are all right where they make the same best hand (either of
    # two fives aside beside a straight): such a display is never offered as a wrong one.
    wrong = [o for o in options if o != right and not _uses(dealer, board, o[0], o[1])]
    meanings = [right, *wrong]
    ctx.rng.shuffle(meanings)
    full = ctx.rng.randrange(len(meanings))
    lines = (
        say(_BEST, hand=display.hand.describe(), cards=format_cards(display.hand.cards)),
        display.instruction,
    )
    return ctx.question(
        text=translated(_BOARD_USE),
        prompt={"dealer": card_list(dealer), "board": card_list(board)},
        answer=meanings.index(right),
        explanation=Explanation(lines, HOLDEM_CLAUSE),
        # One choice, drawn at random, in full words, the others brief: with every choice in
        # full, the right one (most often four board cards) was almost never the longest.
        choices=tuple(
            _board_words(count, aside, brief=i != full) for i, (count, aside) in enumerate(meanings)
        ),
        extra={"meanings": [[count, list(aside)] for count, aside in meanings]},
    )


def _uses(dealer: Sequence[Card], board: Sequence[Card], count: int, aside: Sequence[str]) -> bool:
    """Whether the dealer's best hand can be shown using ``count`` board cards with the
    named own cards set aside (CH Dealer's Manual: 3, 4 or all 5 of the board)."""
    best = evaluate_poker([*dealer, *board]).strength
    kept = [c for c in dealer if str(c) not in aside]
    if len(kept) != 5 - count:
        return False
    return any(poker_strength([*kept, *five]) == best for five in combinations(board, count))


def _judge_board_use(question: Question, rules: AnyRules) -> Verdict:
    dealer, board = prompt_cards(question.prompt, "dealer"), prompt_cards(question.prompt, "board")

    def verdict(candidate: Any) -> bool:
        count, aside = question.extra["meanings"][candidate]
        return _uses(dealer, board, int(count), [str(a) for a in aside])

    return verdict


LIMITS_CHOICES = (
    QT_TRANSLATE_NOOP("quiz", "Accept the wagers"),
    QT_TRANSLATE_NOOP("quiz", "Refuse: the call must be exactly double the ante"),
    QT_TRANSLATE_NOOP("quiz", "Refuse: the progressive wager is $1"),
    QT_TRANSLATE_NOOP("quiz", "Refuse the excess: the ante is over the table maximum"),
    QT_TRANSLATE_NOOP("quiz", "Refuse: the ante is under the table minimum"),
)
_LIMITS_CLAUSES = (
    "CH Rules (1)-(3)",
    "CH Rules (3); Quick Rules 2",
    "CH Rules (1)",
    "house table limits (the excess refused)",
    "house table limits",
)


def _limits_case(
    rng: random.Random, rules: GameRules, ante: Cents, unders: list[Cents]
) -> LimitsCase:
    house = rules.house
    case = rng.randrange(len(LIMITS_CHOICES) if unders else len(LIMITS_CHOICES) - 1)
    if case == 2 and not house.progressive:
        case = 0
    call = ante * rules.call_multiple
    progressive = rules.progressive_wager if house.progressive and rng.random() < 0.5 else 0
    if case == 1:
        call = ante * rng.choice([1, 3])
    elif case == 2:
        progressive = rng.choice([200, 500, 2500])
    elif case == 3:
        ante = house.max_wager + rng.choice([500, 2500, 10000])
        call = ante * rules.call_multiple
    elif case == 4:
        ante = rng.choice(unders)
        call = ante * rules.call_multiple
    put_out = say(
        _PUTS_OUT_PROGRESSIVE if progressive else _PUTS_OUT,
        ante=format_money(ante),
        progressive=format_money(progressive),
        call=format_money(call),
    )
    prompt = {
        "ante": to_decimal(ante),
        "call": to_decimal(call),
        "progressive": to_decimal(progressive),
    }
    return LimitsCase(LIMITS_CHOICES, _LIMITS_CLAUSES, case, put_out, prompt)


_PUTS_OUT = QT_TRANSLATE_NOOP(
    "quiz", "A player puts out an ante of {ante}, then calls with {call}."
)
_PUTS_OUT_PROGRESSIVE = QT_TRANSLATE_NOOP(
    "quiz",
    "A player puts out an ante of {ante}, a progressive wager of {progressive}, "
    "then calls with {call}.",
)


# Any cards will do for the wagers alone.
_PROBE_CARDS = tuple(parse_card(c) for c in ("As", "Ad", "2c", "3d", "7h", "8h", "9c", "Jd", "4s"))


def _judge_limits(question: Question, rules: AnyRules) -> Verdict:
    """What the engine refuses of the wagers put out, found one refusal at a time (each
    put right before the next is looked for); the call is double the ante (Quick Rules 2)."""
    ch = casino_rules(rules)
    p = question.prompt
    ante, call, progressive = to_cents(p["ante"]), to_cents(p["call"]), to_cents(p["progressive"])
    faults = {1} if call != ante * ch.call_multiple else set()
    player, dealer, board = _PROBE_CARDS[:2], _PROBE_CARDS[2:4], _PROBE_CARDS[4:]
    state = {"ante": ante, "progressive": progressive}

    def settle() -> object:
        return settle_casino_holdem(
            ch,
            player=player,
            dealer=dealer,
            board=board,
            ante=state["ante"],
            call=True,
            progressive=state["progressive"],
            meter=10_000_000,
        )

    for refusal in refusals(settle):
        if refusal in (Refusal.OVER_MAXIMUM, Refusal.UNDER_MINIMUM):
            faults.add(3 if refusal is Refusal.OVER_MAXIMUM else 4)
            state["ante"] = within_limits(ch, state["ante"])
        elif refusal is Refusal.PROGRESSIVE_AMOUNT:
            faults.add(2)
            state["progressive"] = 0
        else:
            faults.add(-1)
            break
    return faults_verdict(question, LIMITS_CHOICES, faults)


def _shape(rng: random.Random) -> tuple[HandKind, int]:
    return HandKind.POKER, 7


def showdown_outcome(prompt: Mapping[str, Any], rules: GameRules) -> tuple[str, tuple[str, ...]]:
    """The player calls: what the engine settles the ante and the call to (CH Rules (6))."""
    settled = settle_casino_holdem(
        rules,
        player=prompt_cards(prompt, "player"),
        dealer=prompt_cards(prompt, "dealer"),
        board=prompt_cards(prompt, "board"),
        ante=probe_ante(rules),
        call=True,
    )
    return against_the_dealer_outcome(settled, "call")


GAME = QuizGame(
    id=GAME_ID,
    scenario_lines=scenario_lines,
    families=(
        family(
            GAME_ID,
            "board-use",
            Skill.ARRANGEMENT,
            AnswerKind.CHOICE,
            QT_TRANSLATE_NOOP("families", "the dealer's board"),
            _board_use,
            _judge_board_use,
        ),
        limits_family(GAME_ID, _limits_case, _judge_limits),
    ),
    position=_position,
    table=table,
    table_clause="settle right to left (house procedure)",
    deal_notes={
        DealMethod.HAND: QT_TRANSLATE_NOOP(
            "quiz",
            "Players first, the dealer last, twice; then the flop; turn and river after "
            "every player has called or folded.",
        ),
    },
    hand_lines=player_and_dealer_lines,
    facts=position_facts,
    shape=_shape,
    ranking_clause="CH Rules (5); AnteWin Pay Table",
    showdown=against_the_dealer(
        HandKind.POKER,
        7,
        5,
        "CH Rules (6)(a)-(c)",
        (
            QT_TRANSLATE_NOOP(
                "quiz", "The player wins: the ante is paid by the AnteWin table, the call 1 to 1"
            ),
            QT_TRANSLATE_NOOP("quiz", "The dealer wins: the ante and the call lose"),
            QT_TRANSLATE_NOOP("quiz", "The hands are exactly the same: the ante and the call push"),
            QT_TRANSLATE_NOOP(
                "quiz",
                "The dealer does not qualify: the ante is paid by the AnteWin table, the call "
                "pushes",
            ),
        ),
        QT_TRANSLATE_NOOP(
            "quiz",
            "The player calls. Compare the player's hand with the dealer's: what happens to the "
            "ante and the call?",
        ),
    ),
    showdown_outcome=showdown_outcome,
    qualifier_hand=_qualifier_hand,
    arrangement=_arrangement,
)
