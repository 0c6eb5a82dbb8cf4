"""Payout drills, asked of every game with positions: one wager or a whole position, paying
in chips, and a whole table paid seat by seat.

Each game's quiz module (``trainer.quiz.games.<game>``) builds its positions around an
outcome worth teaching; :mod:`trainer.quiz.positions` says what a position is and how its
payment is explained.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from trainer.quiz.chips import DENOMINATIONS, chip_count, fewest_chips
from trainer.quiz.errors import QuizError
from trainer.quiz.family import Context, Family, for_games
from trainer.quiz.games import QUIZ_GAMES, quiz_game
from trainer.quiz.games.spec import QuizGame
from trainer.quiz.model import AnswerKind, Explanation, Question, Skill, chips_text, total_line
from trainer.quiz.positions import (
    Position,
    explain_position,
    payout_question,
    scope,
    the_player,
    tips_note,
    wagers_words,
    with_facts,
)
from trainer.words import QT_TRANSLATE_NOOP, say, translated


def _game(ctx: Context) -> QuizGame:
    game = quiz_game(ctx.family.game)
    if game.position is None or game.hand_lines is None:
        raise QuizError(f"'{game.id}' has no positions to pay.")
    return game


def build_position(ctx: Context) -> Position:
    """A position of the context's game at its difficulty."""
    game = _game(ctx)
    assert game.position is not None
    return game.position(ctx.rng, ctx.rules, ctx.difficulty)


def hand_lines(ctx: Context, position: Position) -> list[str]:
    """The hands of a position of the context's game, in words."""
    game = _game(ctx)
    assert game.hand_lines is not None
    return game.hand_lines(position.settlement)


def _payout(ctx: Context) -> Question:
    position = build_position(ctx)
    return payout_question(ctx, position, hand_lines(ctx, position), facts=_game(ctx).facts)


def _chips(ctx: Context) -> Question:
    for _ in range(50):
        position = build_position(ctx)
        chips = fewest_chips(position.paid, DENOMINATIONS) if position.paid else None
        if chips:
            break
    else:  # pragma: no cover - fifty draws without a chip-payable win
        raise RuntimeError("no chip-payable position drawn")
    facts = _game(ctx).facts
    q = payout_question(ctx, position, hand_lines(ctx, position), AnswerKind.CHIPS, facts)
    count = chip_count(chips)
    fewest = _FEWEST_ONE if count == 1 else _FEWEST
    lines = (*q.explanation.lines, total_line(say(fewest, count=count, chips=chips_text(chips))))
    shown = " ".join(facts(position.scenario, the_player())) if facts is not None else ""
    question = say(_BUILD, wagers=wagers_words(position), scope=scope(), tips=tips_note([position]))
    return ctx.question(
        kind=AnswerKind.CHIPS,
        text=with_facts(shown, question),
        prompt=q.prompt,
        answer=position.paid,
        explanation=Explanation(lines, q.explanation.clause),
        extra={"chips": {str(d): n for d, n in chips.items()}, "placed": position.placed},
    )


def _table(ctx: Context) -> Question:
    rng, rules = ctx.rng, ctx.rules
    count = {1: 2, 2: rng.randrange(3, 5)}.get(ctx.difficulty, rng.randrange(4, rules.seats + 1))
    seats = sorted(rng.sample(range(1, rules.seats + 1), count), reverse=True)  # settle order
    return _table_question(ctx, seats, translated(_PAY_TABLE))


FULL_TABLE = 7
"""The seats of a full-table sprint (a 3-5-7 or Hold'em table's every seat)."""


def _full_table(ctx: Context) -> Question:
    """A full-table sprint: seven seats settled in settlement order against the clock, each
    seat graded on its own (issue 16, section 3)."""
    seats = list(range(min(FULL_TABLE, ctx.rules.seats), 0, -1))
    return _table_question(ctx, seats, say(_FULL, seats=len(seats)), per_seat=True)


_FEWEST = QT_TRANSLATE_NOOP("quiz", "Fewest chips: {count} chips: {chips}.")
_FEWEST_ONE = QT_TRANSLATE_NOOP("quiz", "Fewest chips: {count} chip: {chips}.")
_BUILD = QT_TRANSLATE_NOOP(
    "quiz", "Build what the dealer pays on {wagers} with the fewest chips. {scope}{tips}"
)
_PAY_TABLE = QT_TRANSLATE_NOOP(
    "quiz",
    "Pay the table in settlement order, right to left: what does the dealer pay each seat?",
)
_FULL = QT_TRANSLATE_NOOP(
    "quiz",
    "Full table: settle all {seats} seats in settlement order, right to left: "
    "what does the dealer pay each seat?",
)
_SEAT = QT_TRANSLATE_NOOP("quiz", "Seat {seat}:", "heading of a seat's lines")
_SEAT_WHO = QT_TRANSLATE_NOOP("quiz", "Seat {seat}", "who a fact is about: Seat 3 plays.")
_TABLE_TEXT = QT_TRANSLATE_NOOP("quiz", "{text} {scope}{tips}", "a table's question")


def _table_question(
    ctx: Context, seats: list[int], text: str, *, per_seat: bool = False
) -> Question:
    rng, rules = ctx.rng, ctx.rules
    game = _game(ctx)
    if game.table is None:
        raise QuizError(f"'{game.id}' has no table of positions to pay.")
    positions = game.table(rng, rules, ctx.difficulty, seats)
    lines: list[str] = []
    shown: list[str] = []
    for seat, p in zip(seats, positions, strict=True):
        lines.append(say(_SEAT, seat=seat))
        lines += ["  " + line for line in explain_position(p, hand_lines(ctx, p)).lines]
        if game.facts is not None:
            who = say(_SEAT_WHO, seat=seat)
            shown += [f for f in game.facts(p.scenario, who) if f not in shown]
    extra: dict[str, Any] = {"placed": [p.placed for p in positions]}
    if per_seat:
        extra["per_seat"] = True
    return ctx.question(
        text=(" ".join(shown) + " " if shown else "")
        + say(_TABLE_TEXT, text=text, scope=scope(), tips=tips_note(positions)),
        prompt={
            "seats": seats,
            "scenario": [p.scenario for p in positions],
            "wagers": [list(p.wagers) for p in positions],
        },
        answer=[p.paid for p in positions],
        explanation=Explanation(tuple(lines), game.table_clause),
        extra=extra,
    )


_PAID = tuple(g.id for g in QUIZ_GAMES if g.position is not None and g.hand_lines is not None)
_TABLES = tuple(g.id for g in QUIZ_GAMES if g.id in _PAID and g.table is not None)

FAMILIES: tuple[Family, ...] = (
    *for_games(
        _PAID,
        "payout",
        Skill.PAYOUT,
        AnswerKind.AMOUNT,
        QT_TRANSLATE_NOOP("families", "pay a position"),
        _payout,
    ),
    *for_games(
        _PAID,
        "payout-chips",
        Skill.PAYOUT,
        AnswerKind.CHIPS,
        QT_TRANSLATE_NOOP("families", "pay in chips"),
        _chips,
    ),
    *for_games(
        _TABLES,
        "payout-table",
        Skill.PAYOUT,
        AnswerKind.AMOUNTS,
        QT_TRANSLATE_NOOP("families", "pay the table"),
        _table,
    ),
    *for_games(
        _TABLES,
        "payout-full-table",
        Skill.PAYOUT,
        AnswerKind.AMOUNTS,
        QT_TRANSLATE_NOOP("families", "full-table sprint"),
        _full_table,
    ),
)
"""The payout families of every game that builds positions."""


def scenario_total(settled: Mapping[str, Any], wagers: Sequence[str]) -> Any:
    """The second path: what a ``settle`` result pays on the named wagers (dollars)."""
    return sum(settled["bets"][w]["paid"] for w in wagers)
