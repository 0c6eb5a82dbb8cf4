"""Game protection: spot and correct the dealer's mistake (issue 16, section 1).

The trainee sees a table the dealer has settled, seat by seat in settlement order, with
what the dealer paid on every wager. One table in ``clean_one_in`` (a house setting,
default 3) is settled exactly as the engine settles it; the others hold one mistake of a
kind that happens at the game's table, planted by :func:`trainer.engine.protection.plant`
in one seat. The trainee answers "correct as it stands", or names the seat and what the
dealer should pay it: the spot and the fix are graded apart, the spot found with a wrong
fix earning half (:mod:`trainer.quiz.grading`).

``question.extra["error"]`` is the planted kind (``None`` for a clean table), which
``questions --json`` prints as ``"error"``.
"""

from __future__ import annotations

import copy
import dataclasses
from decimal import Decimal
from typing import Any

from trainer.engine.cards import Card, format_cards, parse_cards
from trainer.engine.games import GAMES, game_spec
from trainer.engine.hands import HandValue
from trainer.engine.money import Cents, format_money
from trainer.engine.protection import ErrorKind, Planted, plant, plant_dealer_arrangement
from trainer.engine.rules import GameRules
from trainer.engine.settlement import Outcome, WagerResult
from trainer.engine.wager_words import the_wager
from trainer.quiz import deal_protection, home_protection, pot_protection
from trainer.quiz.errors import QuizError
from trainer.quiz.family import Context, Family, for_games
from trainer.quiz.games import quiz_game
from trainer.quiz.model import AnswerKind, Explanation, Question, Skill, clean_text
from trainer.quiz.positions import WAGER_NAMES, Position, dollars, explain_position, tips_note
from trainer.words import QT_TRANSLATE_NOOP, say, translated

TRIES = 10
"""Tables drawn looking for one where some kind of mistake can happen (every table but a
rare one, where no wager wins, no push, fold or surrender is made)."""


def kinds_of(game: str) -> tuple[ErrorKind, ...]:
    """The mistakes a game's drill plants (its spec's ``error_kinds``)."""
    return tuple(ErrorKind(k) for k in game_spec(game).error_kinds)


def _seats(ctx: Context) -> list[int]:
    rng, top = ctx.rng, ctx.rules.seats
    # Up to six seats: a busy table to audit, drawn within the 5 ms a question may take
    # (benchmarks/quiz.py); the full table of seven or eight is the full-table sprint's.
    count = {1: 2, 2: rng.randrange(3, 5)}.get(ctx.difficulty, rng.randrange(4, min(top, 6) + 1))
    return sorted(rng.sample(range(1, top + 1), count), reverse=True)  # settlement order


def _table(ctx: Context, seats: list[int]) -> list[Position]:
    game = quiz_game(ctx.family.game)
    if game.table is None:  # pragma: no cover - only games with tables declare the family
        raise QuizError(f"'{game.id}' has no table to settle.")
    return game.table(ctx.rng, ctx.rules, ctx.difficulty, seats)


def _planted(
    ctx: Context, kind: ErrorKind, positions: list[Position]
) -> tuple[int, Planted] | None:
    # A wrong arrangement is looked for first in the Casino Hold'em dealer's hand at three
    # tables in ten, first in the players' at the others (the dealer's is costlier to find).
    dealer_first = (
        kind is ErrorKind.WRONG_BOARD_CARDS
        and "dealer" in positions[0].scenario
        and ctx.rng.random() < 0.3
    )
    if dealer_first and (dealer := _dealer_planted(ctx, positions)) is not None:
        return dealer
    found = []
    for i, p in enumerate(positions):
        schedules = p.scenario.get("schedules")
        cards = _cards(p) if kind is ErrorKind.WRONG_BOARD_CARDS else None
        error = plant(kind, p.settlement, ctx.rules, ctx.rng, schedules, _meter(p), cards)
        if error is not None:
            found.append((i, error))
    if found:
        return ctx.rng.choice(found)
    if kind is ErrorKind.WRONG_BOARD_CARDS and "dealer" in positions[0].scenario:
        return None if dealer_first else _dealer_planted(ctx, positions)
    return None


def _dealer_planted(ctx: Context, positions: list[Position]) -> tuple[int, Planted] | None:
    """The dealer's hand arranged with the wrong board cards, at one seat's cost."""
    table = [(p.settlement, _cards(p), _meter(p)) for p in positions]
    return plant_dealer_arrangement(table, ctx.rules, ctx.rng)


def _cards(position: Position) -> dict[str, tuple[Card, ...]]:
    """A seat's cards by place, from its scenario: ``player``, ``dealer``, ``board``,
    ``community``."""
    s = position.scenario
    places = ("player", "dealer", "board", "community")
    return {k: parse_cards(s[k]) for k in places if s.get(k)}


def _arranged(position: Position) -> HandValue | None:
    """The five cards the dealer arranges for a seat, where the game reads its hand from
    its own cards and the board: Casino Hold'em's hand played against the dealer's, and
    3-5-7's 7-card hand in action."""
    s = position.settlement
    if "board" in position.scenario:
        return None if s.folded else s.player_hand
    seven = next((b for b in s.bets if b.wager == "seven"), None)
    if "community" in position.scenario and seven is not None and seven.amount:
        return None if seven.outcome is Outcome.SURRENDER else s.player_hand
    return None


def _hand_words(hand: HandValue) -> str:
    return say(_HAND, cards=format_cards(hand.cards), hand=hand.describe())


def _meter(position: Position) -> Cents | None:
    """The progressive meter a seat shows, in cents (Casino Hold'em)."""
    meter = position.scenario.get("meter")
    return int(Decimal(str(meter)) * 100) if meter is not None else None


def _paid(position: Position) -> dict[str, Cents]:
    """What the engine pays on each wager a seat is settled on."""
    return {b.wager: b.paid for b in position.results()}


def _status(position: Position) -> dict[str, str]:
    """A wager surrendered or folded, in words, from the engine's settlement."""
    out: dict[str, str] = {}
    for b in position.settlement.bets:
        if b.outcome is Outcome.SURRENDER:
            out[b.wager] = "surrenders"
    bets = {b.wager: b for b in position.settlement.bets}
    for second in ("call", "play"):
        later, ante = bets.get(second), bets.get("ante")
        if later and ante and ante.amount and later.outcome is Outcome.NONE:
            out["ante"] = "folds"
    return out


def _seat_line(
    seat: int,
    position: Position,
    placed: dict[str, Cents],
    paid: dict[str, Cents],
    arranged: HandValue | None,
) -> str:
    """One seat as the dealer settled it: the hand as the dealer arranged it, where one is;
    each wager in action, what it holds, whether it was surrendered or folded, and what the
    dealer paid on it; its tip bets."""
    status = _status(position)
    parts = []
    for b in position.results():
        held = placed.get(b.wager, b.amount)
        if not held and not paid[b.wager]:
            continue
        name, amount = WAGER_NAMES.get(b.wager, b.wager), format_money(held)
        meter = _meter(position)
        if b.wager == "progressive" and meter:
            words = [say(_WAGER_METER, wager=name, amount=amount, meter=format_money(meter))]
        else:
            words = [say(_WAGER_HELD, wager=name, amount=amount)]
        if b.wager in status:
            words.append(translated(_STATUS_WORDS[status[b.wager]]))
        words.append(say(_PAID, amount=format_money(paid[b.wager])))
        parts.append(", ".join(words))
    tips = [
        say(_TIP_ON, amount=format_money(a), wager=the_wager(w[4:]))
        for w, a in placed.items()
        if w.startswith("tip ")
    ]
    cards = " ".join(position.scenario.get("player", ()))
    if arranged is not None:
        seven = "community" in position.scenario
        cards = say(
            _ARRANGED_SEVEN if seven else _ARRANGED, cards=cards, hand=_hand_words(arranged)
        )
    return say(_SEAT_LINE, seat=seat, cards=cards, wagers="; ".join(parts + tips))


_HAND = QT_TRANSLATE_NOOP("protection", "{cards}, {hand}", "cards, then the hand they make")
_WAGER_HELD = QT_TRANSLATE_NOOP("protection", "{wager} {amount}", "a wager on the sheet")
_WAGER_METER = QT_TRANSLATE_NOOP("protection", "{wager} {amount} (meter {meter})")
_STATUS_WORDS = {
    "surrenders": QT_TRANSLATE_NOOP("protection", "surrenders"),
    "folds": QT_TRANSLATE_NOOP("protection", "folds"),
}
_PAID = QT_TRANSLATE_NOOP("protection", "paid {amount}", "what the dealer paid a wager")
_TIP_ON = QT_TRANSLATE_NOOP("protection", "tip bet {amount} on {wager}")
_ARRANGED = QT_TRANSLATE_NOOP("protection", "{cards}; arranged {hand}")
_ARRANGED_SEVEN = QT_TRANSLATE_NOOP("protection", "{cards}; 7-card hand arranged {hand}")
_SEAT_LINE = QT_TRANSLATE_NOOP("protection", "Seat {seat} ({cards}): {wagers}.")
_LIMITS = QT_TRANSLATE_NOOP("protection", "Table limits: {low} to {high}.")
_LIMITS_OVER = QT_TRANSLATE_NOOP(
    "protection",
    "Table limits: {low} to {high}. A wager over the maximum is taken down to the maximum "
    "and paid on that.",
)
"""The house's reading of a wager over the posted maximum (CO 3-5-7 ¶2 as decided; house
table limits), said at every table of a game whose dealer may accept one, so that the
sheet's wager as placed and the key's wager as taken down never disagree unexplained."""
_COMMUNITY = QT_TRANSLATE_NOOP("protection", "Community: {cards}.")
_DEALER = QT_TRANSLATE_NOOP("protection", "Dealer: {cards}.")
_DEALER_ARRANGED = QT_TRANSLATE_NOOP("protection", "Dealer: {cards}; arranged {hand}.")
_BOARD = QT_TRANSLATE_NOOP("protection", "Board: flop {flop}, turn {turn}, river {river}.")
_SCHEDULE = QT_TRANSLATE_NOOP("protection", "{wager} #{number}", "a posted 3-5-7 schedule")
_SCHEDULES = QT_TRANSLATE_NOOP("protection", "Posted schedules: {posted}.")
_CLEAN_TABLE = QT_TRANSLATE_NOOP(
    "protection", "{clean}: every seat is paid as the rules settle it."
)
_WRONG = QT_TRANSLATE_NOOP("protection", "Seat {seat}: {heading}. On {wager}, {what}.")
_SHOULD_PAY = QT_TRANSLATE_NOOP(
    "protection",
    "The dealer should pay {right}, not {shown}: the mistake would have cost {cost}.",
)
_SETTLED_RIGHT = QT_TRANSLATE_NOOP("protection", "Seat {seat}, settled right:")
_ASK = QT_TRANSLATE_NOOP(
    "protection",
    "The dealer has settled this table, right to left, as shown. Is it correct as it stands? "
    "If not, which seat is wrong, and what should the dealer pay it?{tips}",
)
_NOTE_WORDS = {
    "surrenders": QT_TRANSLATE_NOOP("protection", "Surrender", "a seat's note"),
    "folds": QT_TRANSLATE_NOOP("protection", "Folds", "a seat's note"),
}
_NOTE_PAID = QT_TRANSLATE_NOOP("protection", "Paid {amount}", "a seat's note")


def _shared_lines(
    positions: list[Position], rules: GameRules, dealer: HandValue | None, over_maximum: bool
) -> list[str]:
    """The cards and posted amounts every seat shares: the table limits (and, where the
    game's dealer may accept a wager over the maximum, what counts of it), the community
    cards, the dealer's hand (and how the dealer arranged it) and board, the posted 3-5-7
    schedules."""
    first = positions[0].scenario
    house = rules.house
    limits = _LIMITS_OVER if over_maximum else _LIMITS
    lines = [say(limits, low=format_money(house.min_wager), high=format_money(house.max_wager))]
    if first.get("community"):
        lines.append(say(_COMMUNITY, cards=" ".join(first["community"])))
    if first.get("dealer"):
        cards = " ".join(first["dealer"])
        if dealer:
            lines.append(say(_DEALER_ARRANGED, cards=cards, hand=_hand_words(dealer)))
        else:
            lines.append(say(_DEALER, cards=cards))
    board = list(first.get("board", ()))
    if len(board) == 5:  # the flop apart: the progressive is read on it (CH Progressive-5/5)
        flop = " ".join(board[:3])
        lines.append(say(_BOARD, flop=flop, turn=board[3], river=board[4]))
    schedules = first.get("schedules")
    if schedules:
        posted = ", ".join(
            say(_SCHEDULE, wager=WAGER_NAMES.get(w, w), number=n) for w, n in schedules.items()
        )
        lines.append(say(_SCHEDULES, posted=posted))
    return lines


def _question(ctx: Context) -> Question:
    rng, game = ctx.rng, ctx.family.game
    clean = rng.randrange(max(ctx.rules.house.clean_one_in, 1)) == 0
    seats = _seats(ctx)
    positions = _table(ctx, seats)
    found = None
    # The kind is drawn among those that can happen at this table (a table where none
    # can is drawn again), so no kind is tied to a rare table and every draw is quick.
    for _ in range(0 if clean else TRIES):
        kinds = list(kinds_of(game))
        rng.shuffle(kinds)
        for kind in kinds:
            found = _planted(ctx, kind, positions)
            if found is not None:
                break
        if found is not None:
            break
        positions = _table(ctx, seats)
    placed = [dict(p.placed) for p in positions]
    paid = [_paid(p) for p in positions]
    arranged = [_arranged(p) for p in positions]
    dealer = positions[0].settlement.dealer_hand if "board" in positions[0].scenario else None
    lines: list[str] = []
    if found is None:
        answer: dict[str, Any] = {"seat": None, "fix": None}
        lines.append(say(_CLEAN_TABLE, clean=clean_text()))
        clause, error = quiz_game(game).table_clause, None
    else:
        index, planted = found
        seat = seats[index]
        right_total = sum(paid[index].values())
        for wager, shown, right in planted.changes:
            right_total += right - paid[index][wager]
            paid[index][wager] = shown
        if planted.arranged is not None and planted.arranged.whose == "dealer":
            dealer = planted.arranged.shown
        elif planted.arranged is not None:
            arranged[index] = planted.arranged.shown
        if planted.taken is not None:  # the oversized wager lies on the felt
            placed[index][planted.wager] = planted.shown_wager
            positions[index] = _taken_down(positions[index], planted.taken, planted.shown_wager)
        shown_total = sum(paid[index].values())
        answer = {"seat": seat, "fix": right_total}
        lines += [
            say(
                _WRONG,
                seat=seat,
                heading=planted.kind.heading,
                wager=the_wager(planted.wager),
                what=planted.what,
            ),
            say(
                _SHOULD_PAY,
                right=format_money(right_total),
                shown=format_money(shown_total),
                cost=planted.cost,
            ),
        ]
        clause, error = planted.clause, planted.kind.value
    for seat, p in zip(seats, positions, strict=True):
        if error is None or seat == answer["seat"]:
            lines.append(say(_SETTLED_RIGHT, seat=seat))
            block = explain_position(p, _hands(ctx, p), placed[seats.index(seat)])
            lines += ["  " + line for line in block.lines]
    sheet = [
        _seat_line(seat, p, put, pay, hand)
        for seat, p, put, pay, hand in zip(seats, positions, placed, paid, arranged, strict=True)
    ]
    text = "\n".join(
        [
            say(_ASK, tips=tips_note(positions)),
            *_shared_lines(positions, ctx.rules, dealer, ErrorKind.OVER_MAXIMUM in kinds_of(game)),
            *sheet,
        ]
    )
    notes = []
    for p, pay in zip(positions, paid, strict=True):
        status = set(_status(p).values())
        words = [translated(_NOTE_WORDS[s]) for s in ("surrenders", "folds") if s in status]
        paid_note = say(_NOTE_PAID, amount=format_money(sum(pay.values())))
        notes.append(" · ".join([*words, paid_note]))
    return ctx.question(
        text=text,
        prompt={
            "seats": seats,
            "scenario": [p.scenario for p in positions],
            "wagers": [list(p.wagers) for p in positions],
            "shown": paid,
        },
        answer=answer,
        explanation=Explanation(tuple(lines), clause),
        extra={"placed": placed, "error": error, "notes": notes, "sheet": sheet},
    )


def _taken_down(position: Position, taken: WagerResult, placed: Cents) -> Position:
    """The seat whose wager over the maximum the dealer accepted: its scenario holds the
    wager as placed (what the felt and the sheet show), its settlement the wager taken
    down to the maximum (CO 3-5-7 ¶2 as decided; house table limits), the others as
    they were (the wager stands alone, :data:`trainer.engine.protection._STANDALONE`)."""
    scenario = copy.deepcopy(position.scenario)
    held = scenario.get("bets", scenario)
    held[taken.wager] = dollars(placed)
    bets = tuple(taken if b.wager == taken.wager else b for b in position.settlement.bets)
    return dataclasses.replace(
        position, scenario=scenario, settlement=dataclasses.replace(position.settlement, bets=bets)
    )


def _hands(ctx: Context, position: Position) -> list[str]:
    game = quiz_game(ctx.family.game)
    return game.hand_lines(position.settlement) if game.hand_lines is not None else []


_PROTECTED = tuple(
    spec.id for spec in GAMES if spec.error_kinds and quiz_game(spec.id).table is not None
)

FAMILIES: tuple[Family, ...] = (
    *for_games(
        _PROTECTED,
        "spot-the-error",
        Skill.GAME_PROTECTION,
        AnswerKind.SPOT,
        QT_TRANSLATE_NOOP("families", "spot the error"),
        _question,
    ),
    *pot_protection.FAMILIES,
    *deal_protection.FAMILIES,
    *home_protection.FAMILIES,
)
"""A game-protection family for every game with a table to settle and mistakes to plant,
one for the 3-5-7 pots' rake (:mod:`trainer.quiz.pot_protection`), one for the deal of
every game with a dealing procedure (:mod:`trainer.quiz.deal_protection`) and one for the
home game's payments (:mod:`trainer.quiz.home_protection`)."""
