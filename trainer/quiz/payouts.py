"""Payout drills: one wager, a whole position, a whole table, and paying in chips.

Each question is built around an outcome worth teaching (a pay row of the posted table, a
near miss, a dealer who does not qualify, a push), written as a scenario in the
``dealer-trainer settle`` form and settled by the engine. The answer is what the dealer
pays the player on the wagers asked about: the winnings of each winning wager, the stake
returned not counted (0 when none wins; the half returned on a surrender is not a payment).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from trainer.engine.cards import Card, format_cards
from trainer.engine.games.casino_holdem import settle_casino_holdem
from trainer.engine.games.three_card_poker import settle_three_card_poker
from trainer.engine.games.three_five_seven import GAME_LABELS, settle_three_five_seven
from trainer.engine.hands import HandKind
from trainer.engine.money import Cents, format_money, to_decimal
from trainer.engine.rules import GameRules
from trainer.engine.settlement import Outcome, Settlement, WagerResult
from trainer.quiz.catalog import Context, family
from trainer.quiz.chips import DENOMINATIONS, chip_count, fewest_chips
from trainer.quiz.draw import DrawError, deal_rest, draw_from_table, draw_hand
from trainer.quiz.model import AnswerKind, Explanation, Question, Skill, chips_text

WAGER_NAMES = {
    "three": "3-card wager",
    "five": "5-card wager",
    "seven": "7-card wager",
    "ante": "ante",
    "play": "play wager",
    "ante_bonus": "ante bonus",
    "pair_plus": "Pair Plus",
    "call": "call",
    "progressive": "progressive",
}


@dataclass(frozen=True, slots=True)
class Position:
    """One player's position: the scenario (settle form), its settlement and the wagers a
    question asks about."""

    scenario: dict[str, Any]
    settlement: Settlement
    wagers: tuple[str, ...]
    cards: tuple[Card, ...]

    @property
    def paid(self) -> Cents:
        """What the dealer pays on the asked wagers."""
        return sum(self.settlement.bet(w).paid for w in self.wagers)

    def results(self) -> list[WagerResult]:
        """The asked wagers' results, in the game's order."""
        return [b for b in self.settlement.bets if b.wager in self.wagers]


def _cards(cards: Sequence[Card]) -> list[str]:
    return format_cards(cards).split()


def _money(cents: Cents) -> Any:
    return to_decimal(cents)


# ---------------------------------------------------------------------------------------
# Amounts by difficulty
# ---------------------------------------------------------------------------------------


def stake(rng: random.Random, rules: GameRules, difficulty: int) -> Cents:
    """A wager a player would put out at this difficulty, within the posted limits.

    1 and 2: round amounts; 3: odd amounts such as $7.50 (3-5-7: $2.50, $3.50)."""
    low, high = max(rules.house.min_wager, 50), rules.house.max_wager
    if high <= 500:  # a $5 game: 3-5-7 Poker
        choices = [100, 200, 300, 400, 500] if difficulty < 3 else [50, 150, 250, 350, 450]
    elif difficulty == 1:
        choices = [500, 1000, 1500, 2000, 2500]
    elif difficulty == 2:
        choices = [500, 1000, 1500, 2000, 2500, 3000, 4000, 5000]
    else:
        choices = [750, 1250, 1750, 2250, 2750, 3250, 4250, 7500]
    fitting = [c for c in choices if low <= c <= high] or [high]
    return rng.choice(fitting)


# ---------------------------------------------------------------------------------------
# Positions, one game each
# ---------------------------------------------------------------------------------------


def position_357(
    rng: random.Random,
    rules: GameRules,
    difficulty: int,
    *,
    focus: str | None = None,
    community: Sequence[Card] | None = None,
    exclude: Sequence[Card] = (),
) -> Position:
    """A 3-5-7 position built around one wager's outcome (a posted pay row or a miss)."""
    focus = focus or rng.choice(("three", "five", "seven"))
    schedules = dict(rules.house.schedules)
    table = rules.paytable(focus, schedules.get(focus))
    if community is not None:
        three = rules.paytable("three", schedules.get("three"))
        player = draw_from_table(rng, three, 3, [*exclude, *community])
        board = list(community)
    elif focus == "three":
        player = draw_from_table(rng, table, 3, exclude)
        board = deal_rest(rng, 4, [*exclude, *player])
    elif focus == "five":
        five = draw_from_table(rng, table, 5, exclude)
        player, board = five[:3], five[3:]
        board += deal_rest(rng, 2, [*exclude, *five])
    else:
        seven = draw_from_table(rng, table, 7, exclude)
        player, board = seven[:3], seven[3:]
    if difficulty == 1:
        bets = {focus: stake(rng, rules, difficulty)}
    else:
        games = ["three", "five", "seven"]
        if rng.random() < 0.2:
            games.remove(rng.choice([g for g in games if g != focus]))
        bets = {g: stake(rng, rules, difficulty) for g in games}
    surrender = difficulty >= 2 and rules.house.surrender and len(bets) == 3 and rng.random() < 0.12
    tips: dict[str, Cents] = {}
    if difficulty >= 2 and rules.house.tip_bets and rng.random() < 0.15:
        tip_game = rng.choice(sorted(bets))
        # A $1 tip where the table minimum allows it (a tip bet is held to the limits, ¶2).
        tips[tip_game] = min(max(100, rules.house.min_wager), bets[tip_game])
    settled = settle_three_five_seven(
        rules,
        player=player,
        community=board,
        bets=bets,
        schedules=schedules,
        surrender=surrender,
        tips=tips,
    )
    scenario: dict[str, Any] = {
        "game": "three-five-seven",
        "schedules": dict(schedules),
        "bets": {g: _money(a) for g, a in bets.items()},
        "surrender": surrender,
        "player": _cards(player),
        "community": _cards(board),
    }
    if tips:
        scenario["tips"] = {g: _money(a) for g, a in tips.items()}
    wagers = (
        (focus,) if difficulty == 1 else tuple(g for g in ("three", "five", "seven") if g in bets)
    )
    return Position(scenario, settled, wagers, (*player, *board))


def _tcp_dealer(
    rng: random.Random,
    rules: GameRules,
    player: Sequence[Card],
    exclude: Sequence[Card],
    *,
    focus: str | None = None,
) -> list[Card]:
    """The dealer's three cards, steered to a useful outcome: not qualified about a third
    of the time, a push now and then, otherwise a fair fight.

    A question on the play wager alone is steered harder: the play wager pays only when a
    qualified dealer is beaten (a dealer who does not qualify pushes it), so it gets fewer
    unqualified dealers and mostly dealers the player beats, else it would pay nothing
    more than half the time."""
    from trainer.engine.hands import Category, compare, evaluate_three

    assert rules.qualifier is not None
    play_only = focus == "play"
    unqualified = 0.12 if play_only else 0.3
    roll = rng.random()
    used = [*exclude, *player]
    try:
        if roll < unqualified:
            target = (Category.HIGH_CARD, rng.choice([9, 10, 11, 11]))  # just short of a queen
            return draw_hand(rng, HandKind.THREE_CARD, 3, target, used)
        if roll < unqualified + 0.07:
            mine = evaluate_three(player)
            for _ in range(30):
                other = draw_hand(rng, HandKind.THREE_CARD, 3, (mine.category, mine.ranks[0]), used)
                if evaluate_three(other).strength == mine.strength:
                    return other
    except DrawError:
        pass
    beaten = play_only and rng.random() < 0.7
    mine = evaluate_three(player)
    for _ in range(60):
        cards = deal_rest(rng, 3, used)
        hand = evaluate_three(cards)
        if rules.qualifier.is_met(hand) and (not beaten or compare(mine, hand) > 0):
            return cards
    return deal_rest(rng, 3, used)


def _is_playable(player: Sequence[Card]) -> bool:
    """Queen high or better: the hands players do not fold."""
    from trainer.engine.hands import Category, evaluate_three

    hand = evaluate_three(player)
    return hand.category is not Category.HIGH_CARD or hand.ranks[0] >= 12


def position_tcp(
    rng: random.Random,
    rules: GameRules,
    difficulty: int,
    *,
    focus: str | None = None,
    dealer: Sequence[Card] | None = None,
    exclude: Sequence[Card] = (),
) -> Position:
    """A Three Card Poker position built around one wager's outcome."""
    focus = focus or rng.choice(("pair_plus", "ante", "play", "ante_bonus"))
    table_name = focus if focus in ("pair_plus", "ante_bonus") else "pair_plus"
    used = [*exclude, *(dealer or ())]
    player = draw_from_table(
        rng, rules.paytable(table_name), 3, used, lose_rate=0.25 if focus != "ante" else 0.4
    )
    if dealer is None:
        dealer = _tcp_dealer(rng, rules, player, exclude, focus=focus if difficulty == 1 else None)
    ante = stake(rng, rules, difficulty)
    pair_plus = 0
    play = True
    if difficulty == 1:
        if focus == "pair_plus":
            ante, pair_plus = 0, stake(rng, rules, difficulty)
        wagers: tuple[str, ...] = (focus,)
    else:
        pair_plus = stake(rng, rules, difficulty) if rng.random() < 0.7 else 0
        # Players fold weak hands only (below queen high), and not always.
        play = _is_playable(player) or rng.random() < 0.5
        wagers = ("ante", "play", "ante_bonus") + (("pair_plus",) if pair_plus else ())
    settled = settle_three_card_poker(
        rules,
        player=player,
        dealer=dealer if ante else None,
        ante=ante,
        play=play if ante else None,
        pair_plus=pair_plus,
    )
    scenario: dict[str, Any] = {"game": "three-card-poker", "player": _cards(player)}
    if ante:
        scenario.update(ante=_money(ante), play=play, dealer=_cards(dealer))
    if pair_plus:
        scenario["pair_plus"] = _money(pair_plus)
    return Position(scenario, settled, wagers, (*player, *(dealer if ante else ())))


def _meter(rng: random.Random, difficulty: int) -> Cents:
    dollars = rng.randrange(10_000, 250_000)
    cents = rng.randrange(0, 100) if difficulty >= 2 else 0
    return dollars * 100 + cents


def position_ch(
    rng: random.Random,
    rules: GameRules,
    difficulty: int,
    *,
    focus: str | None = None,
    shared: tuple[Sequence[Card], Sequence[Card]] | None = None,
    exclude: Sequence[Card] = (),
) -> Position:
    """A Casino Hold'em position built around one wager's outcome; ``shared`` is the
    dealer's cards and the board at a table."""
    from trainer.engine.hands import Category, compare, evaluate_poker

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
        dealer = deal_rest(rng, 2, [*exclude, *seven])
        for _ in range(60):
            d_hand = evaluate_poker([*dealer, *board])
            assert rules.qualifier is not None
            qualified = rules.qualifier.is_met(d_hand)
            outcome = compare(evaluate_poker(seven), d_hand)
            if (
                want == "any"
                or (want == "not-qualified" and not qualified)
                or (want == "player" and qualified and outcome > 0)
                or (want == "dealer" and qualified and outcome < 0)
            ):
                break
            dealer = deal_rest(rng, 2, [*exclude, *seven])
    if rules.house.progressive and (
        focus == "progressive" or (difficulty >= 2 and rng.random() < 0.5)
    ):
        progressive = rules.progressive_wager
        meter = _meter(rng, difficulty)
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
        "game": "casino-holdem",
        "ante": _money(ante),
        "call": call,
        "player": _cards(player),
        "dealer": _cards(dealer),
        "board": _cards(board),
    }
    if progressive:
        scenario.update(progressive=_money(progressive), meter=_money(meter or 0))
    if difficulty == 1:
        wagers: tuple[str, ...] = (focus,)
    else:
        wagers = ("ante", "call") + (("progressive",) if progressive else ())
    return Position(scenario, settled, wagers, (*player, *dealer, *board))


def build_position(ctx: Context, *, focus: str | None = None) -> Position:
    """A position of the context's game at its difficulty."""
    game = ctx.family.game
    if game == "three-five-seven":
        return position_357(ctx.rng, ctx.rules, ctx.difficulty, focus=focus)
    if game == "three-card-poker":
        return position_tcp(ctx.rng, ctx.rules, ctx.difficulty, focus=focus)
    return position_ch(ctx.rng, ctx.rules, ctx.difficulty, focus=focus)


# ---------------------------------------------------------------------------------------
# Explanations
# ---------------------------------------------------------------------------------------


def hand_lines(settled: Settlement) -> list[str]:
    """The hands of a settled position, in words."""
    lines = []
    if settled.game == "three-five-seven":
        for g, hand in settled.hands.items():
            lines.append(f"{GAME_LABELS[g]} hand: {hand.describe()} ({format_cards(hand.cards)}).")
    else:
        if settled.player_hand is not None:
            hand = settled.player_hand
            lines.append(f"Player: {hand.describe()} ({format_cards(hand.cards)}).")
        if settled.dealer_hand is not None:
            hand = settled.dealer_hand
            q = "qualifies" if settled.dealer_qualifies else "does not qualify"
            lines.append(f"Dealer: {hand.describe()} ({format_cards(hand.cards)}), {q}.")
        prog = settled.hands.get("progressive")
        if prog is not None and any(b.wager == "progressive" and b.amount for b in settled.bets):
            lines.append(f"Progressive hand (two cards and the flop): {prog.describe()}.")
    return lines


def wager_line(result: WagerResult) -> str:
    """One wager settled, with the row and the arithmetic."""
    name = WAGER_NAMES.get(result.wager, result.wager)
    head = (
        f"{name[:1].upper()}{name[1:]} {format_money(result.amount)}: "
        if result.amount
        else f"{name[:1].upper()}{name[1:]}: "
    )
    if result.outcome is Outcome.WIN:
        return f"{head}{result.reason} {result.arithmetic}."
    if result.outcome is Outcome.NONE:
        return f"{head}{result.reason} Nothing paid."
    return f"{head}{result.reason} Nothing paid ({result.arithmetic})."


def explain_position(position: Position) -> Explanation:
    """Why the dealer pays what they pay on this position."""
    settled = position.settlement
    lines = hand_lines(settled)
    lines += [wager_line(r) for r in position.results()]
    lines += [f"Tip bet: {wager_line(t)}" for t in settled.tips]
    paid = [r for r in position.results() if r.paid]
    if len(paid) > 1:
        sums = " + ".join(format_money(r.paid) for r in paid)
        lines.append(f"Total paid: {sums} = {format_money(position.paid)}.")
    else:
        lines.append(f"Total paid: {format_money(position.paid)}.")
    clauses = []
    for r in position.results():
        if r.clause not in clauses:
            clauses.append(r.clause)
    return Explanation(tuple(lines), "; ".join(clauses))


def _ask(position: Position) -> str:
    names = [WAGER_NAMES[w] for w in position.wagers]
    what = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    return f"How much does the dealer pay on the {what}?"


def payout_question(ctx: Context, position: Position, kind: AnswerKind | None = None) -> Question:
    """A payout question from a settled position."""
    return ctx.question(
        kind=kind,
        text=_ask(position),
        prompt={"scenario": position.scenario, "wagers": list(position.wagers)},
        answer=position.paid,
        explanation=explain_position(position),
    )


# ---------------------------------------------------------------------------------------
# Families
# ---------------------------------------------------------------------------------------


def _payout(ctx: Context) -> Question:
    return payout_question(ctx, build_position(ctx))


def _chips(ctx: Context) -> Question:
    for _ in range(50):
        position = build_position(ctx)
        chips = fewest_chips(position.paid, DENOMINATIONS) if position.paid else None
        if chips:
            break
    else:  # pragma: no cover - fifty draws without a chip-payable win
        raise RuntimeError("no chip-payable position drawn")
    q = payout_question(ctx, position, AnswerKind.CHIPS)
    lines = (
        *q.explanation.lines,
        f"Fewest chips: {chips_text(chips)} "
        f"({chip_count(chips)} chip{'s' if chip_count(chips) != 1 else ''}).",
    )
    return ctx.question(
        kind=AnswerKind.CHIPS,
        text=_ask(position).replace("How much does", "Build the payment: what does")
        + " Pay it with the fewest chips.",
        prompt=q.prompt,
        answer=position.paid,
        explanation=Explanation(lines, q.explanation.clause),
        extra={"chips": {str(d): n for d, n in chips.items()}},
    )


def _table(ctx: Context) -> Question:
    rng, rules = ctx.rng, ctx.rules
    count = {1: 2, 2: rng.randrange(3, 5)}.get(ctx.difficulty, rng.randrange(4, rules.seats + 1))
    seats = sorted(rng.sample(range(1, rules.seats + 1), count), reverse=True)  # settle order
    positions: list[Position] = []
    used: list[Card] = []
    game = ctx.family.game
    if game == "three-five-seven":
        community = deal_rest(rng, 4, [])
        used = list(community)
        for _ in seats:
            p = position_357(rng, rules, max(2, ctx.difficulty), community=community, exclude=used)
            used += list(p.cards[:3])
            positions.append(p)
    elif game == "three-card-poker":
        dealer = deal_rest(rng, 3, [])
        used = list(dealer)
        for _ in seats:
            p = position_tcp(rng, rules, max(2, ctx.difficulty), dealer=dealer, exclude=used)
            used += list(p.cards[:3])
            positions.append(p)
    else:
        dealer = deal_rest(rng, 2, [])
        board = deal_rest(rng, 5, dealer)
        used = [*dealer, *board]
        for _ in seats:
            p = position_ch(
                rng, rules, max(2, ctx.difficulty), shared=(dealer, board), exclude=used
            )
            used += list(p.cards[:2])
            positions.append(p)
    lines: list[str] = []
    for seat, p in zip(seats, positions, strict=True):
        lines.append(f"Seat {seat}:")
        lines += ["  " + line for line in explain_position(p).lines]
    answer = [p.paid for p in positions]
    clause = (
        "CO 3-5-7 ¶6" if game == "three-five-seven" else "settle right to left (house procedure)"
    )
    return ctx.question(
        text="Pay the table in settlement order, right to left: how much does each seat get?",
        prompt={
            "seats": seats,
            "scenario": [p.scenario for p in positions],
            "wagers": [list(p.wagers) for p in positions],
        },
        answer=answer,
        explanation=Explanation(tuple(lines), clause),
    )


for _game in ("three-five-seven", "casino-holdem", "three-card-poker"):
    family(_game, "payout", Skill.PAYOUT, AnswerKind.AMOUNT, "pay a position")(_payout)
    family(_game, "payout-chips", Skill.PAYOUT, AnswerKind.CHIPS, "pay in chips")(_chips)
    family(_game, "payout-table", Skill.PAYOUT, AnswerKind.AMOUNTS, "pay the table")(_table)


def scenario_total(settled: Mapping[str, Any], wagers: Sequence[str]) -> Any:
    """The second path: what a ``settle`` result pays on the named wagers (dollars)."""
    return sum(settled["bets"][w]["paid"] for w in wagers)
