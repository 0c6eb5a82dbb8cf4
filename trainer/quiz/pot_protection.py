"""Game protection at the 3-5-7 player-banked pots: spot and correct a rake taken wrong
(issue 16, section 1; CO 3-5-7 ¶10).

The trainee sees a 3-5-7 table whose pots the dealer has collected, raked and awarded,
with what each seat received from them. One table in ``clean_one_in`` is collected
exactly as the engine settles it; the others hold one mistake, planted by
:func:`trainer.engine.protection.plant_pot`: a rake over the posted cap, or a rake taken
from a lone pot wager that is void and returned whole. The answer is "correct as it
stands", or the seat paid wrong and what it should receive from the pots, graded as every
game-protection answer is (:mod:`trainer.quiz.grading`).
"""

from __future__ import annotations

import dataclasses
from decimal import Decimal
from typing import Any

from trainer.engine.games.three_five_seven import (
    GAME_ID,
    THREE_FIVE_SEVEN_GAMES,
    PotResult,
    SeatPosition,
    TableSettlement,
    game_label,
    settle_three_five_seven_table,
)
from trainer.engine.money import Cents, format_money, percent_of, to_decimal
from trainer.engine.protection import POT_KINDS, ErrorKind, PlantedPot, plant_pot
from trainer.engine.rules import GameRules
from trainer.quiz.draw import deal_rest
from trainer.quiz.family import Context, Family, family
from trainer.quiz.games.three_five_seven import split_words
from trainer.quiz.limits import fitting
from trainer.quiz.model import AnswerKind, Explanation, Question, Skill, clean_text
from trainer.quiz.positions import card_list, dollars
from trainer.words import QT_TRANSLATE_NOOP, say, translated

TRIES = 10
"""Tables drawn looking for one whose pots allow the mistake drawn."""


def _posted(ctx: Context, need: ErrorKind | None) -> GameRules:
    """The table's rules with the rake it posts: the house's percentage and cap, or any
    legal posting (CO 3-5-7 ¶10(a)-(c)); where a rake over the cap is to be planted, a
    cap that three or four pot wagers pass."""
    house, rng = ctx.rules.house, ctx.rng
    if need is ErrorKind.RAKE_OVER_CAP:
        percent, cap = Decimal(rng.choice([8, 10])), 100 if ctx.difficulty == 1 else 150
    elif ctx.difficulty == 1:
        percent, cap = house.rake_percent, house.rake_cap
    else:
        percent = Decimal(rng.choice([5, 8, 10, 10]))
        cap = rng.choice([100, 150, 200, 250, 300, 500])
    top = ctx.rules.regulation.max_rake_cap
    cap = cap if top is None else min(cap, top)
    return ctx.rules.with_house(dataclasses.replace(house, rake_percent=percent, rake_cap=cap))


def _entrants(
    ctx: Context, rules: GameRules, seats: list[int], need: ErrorKind | None
) -> dict[str, list[int]]:
    """Who enters each game's pot: nobody, one player alone (a void pot) or several. The
    mistake to plant has its pot made for it: a lone pot wager, or a pot of enough wagers
    that the posted percentage passes the cap."""
    rng = ctx.rng
    out: dict[str, list[int]] = {}
    for game in THREE_FIVE_SEVEN_GAMES:
        roll = rng.random()
        if roll < 0.15:
            continue
        count = 1 if roll < 0.3 else rng.randrange(2, len(seats) + 1)
        out[game] = sorted(rng.sample(seats, count))
    made = rng.choice(THREE_FIVE_SEVEN_GAMES)
    if need is ErrorKind.RAKE_FROM_VOID:
        out[made] = [rng.choice(seats)]
    elif need is ErrorKind.RAKE_OVER_CAP:
        house = rules.house
        each = percent_of(house.pot_wager, house.rake_percent) or 1
        least = max(2, house.rake_cap // each + 1)  # the fewest wagers whose rake passes it
        if least <= len(seats):
            out[made] = sorted(rng.sample(seats, rng.randrange(least, len(seats) + 1)))
    if not out:
        out[made] = sorted(rng.sample(seats, 2))
    return out


def _table(
    ctx: Context, rules: GameRules, need: ErrorKind | None
) -> tuple[dict[str, Any], TableSettlement]:
    """A 3-5-7 table with pot wagers, as a scenario (the settle command's form) and as the
    engine settles it."""
    rng = ctx.rng
    count = {1: 3, 2: rng.randrange(3, 6)}.get(ctx.difficulty, rng.randrange(4, 7))  # 6 at most
    seats = sorted(rng.sample(range(1, rules.seats + 1), count))
    pots = _entrants(ctx, rules, seats, need)
    community = deal_rest(rng, 4, [])
    used = list(community)
    posted = rules.house.pot_wager
    amounts = fitting(rules, (100, 200, 300, 500))
    seat_data, positions = [], []
    for seat in seats:
        cards = deal_rest(rng, 3, used)
        used += cards
        bets = {g: rng.choice(amounts) for g in THREE_FIVE_SEVEN_GAMES}
        pot = {g: posted for g, entered in pots.items() if seat in entered}
        seat_data.append(
            {
                "seat": seat,
                "cards": card_list(cards),
                "bets": {g: dollars(a) for g, a in bets.items()},
                "pot": {g: dollars(a) for g, a in pot.items()},
            }
        )
        positions.append(SeatPosition(seat, tuple(cards), bets, pot))
    scenario = {
        "game": GAME_ID,
        "community": card_list(community),
        "seats": seat_data,
        "rake": {
            "percent": rules.house.rake_percent,
            "cap": to_decimal(rules.house.rake_cap),
        },
    }
    settled = settle_three_five_seven_table(rules, seats=positions, community=community)
    return scenario, settled


def received(pot: PotResult, seat: int) -> Cents:
    """What a seat receives from a pot as the rules settle it: its share, or its own wager
    back from a void pot."""
    if pot.void:
        return pot.total if seat in pot.entrants else 0
    return pot.shares.get(seat, 0)


def _pot_line(pot: PotResult, rake: Cents, given: dict[int, Cents], stake: Cents) -> str:
    """One pot as the dealer collected it."""
    label = game_label(pot.game)
    seats = ", ".join(str(s) for s in pot.entrants)
    if len(pot.entrants) == 1:
        return say(
            _ALONE,
            game=label,
            seat=seats,
            total=format_money(pot.total),
            rake=format_money(rake),
            returned=format_money(given[0]),
        )
    paid = ", ".join(
        say(_SEAT_GOT, seat=s, amount=format_money(given[i])) for i, s in enumerate(pot.winners)
    )
    return say(
        _SHARED,
        game=label,
        seats=seats,
        stake=format_money(stake),
        total=format_money(pot.total),
        rake=format_money(rake),
        paid=paid,
    )


_ALONE = QT_TRANSLATE_NOOP(
    "protection",
    "{game} pot: seat {seat} alone, {total}; rake taken {rake}; returned {returned}.",
)
_SEAT_GOT = QT_TRANSLATE_NOOP("protection", "seat {seat} {amount}", "what a seat was awarded")
_SHARED = QT_TRANSLATE_NOOP(
    "protection",
    "{game} pot: seats {seats} at {stake} each, {total}; rake taken {rake}; awarded {paid}.",
)
_WAGER = QT_TRANSLATE_NOOP("protection", "{game} {amount}", "a 3-5-7 wager on the sheet")
_NONE = QT_TRANSLATE_NOOP("protection", "none", "no pot wagers")
_SHEET = QT_TRANSLATE_NOOP(
    "protection",
    "Seat {seat} ({cards}): {wagers}; pot wagers: {pots}; received {amount} from the pots.",
)
_CLEAN_POTS = QT_TRANSLATE_NOOP(
    "protection", "{clean}: every pot is raked and awarded as the rules settle it."
)
_WRONG = QT_TRANSLATE_NOOP("protection", "Seat {seat}: {heading}. On the {game} pot, {what}.")
_SHOULD = QT_TRANSLATE_NOOP(
    "protection",
    "Seat {seat} should receive {right} from the pots, not {shown}: the mistake would have "
    "cost {cost}.",
)
_POT_REASON = QT_TRANSLATE_NOOP("protection", "{game} pot: {reason} ({arithmetic}; {clause}).")
_ASK = QT_TRANSLATE_NOOP(
    "protection",
    "The dealer has collected, raked and awarded the player-banked pots at this table as "
    "shown. Is it correct as it stands? If not, which seat is wrong, and what should it "
    "receive from the pots?",
)
_POSTED = QT_TRANSLATE_NOOP(
    "protection", "Posted pot wager {stake}; posted rake {percent}% capped at {cap}.{split}"
)
_COMMUNITY = QT_TRANSLATE_NOOP("protection", "Community: {cards}.")
_NOTE = QT_TRANSLATE_NOOP("protection", "Pots {count} · Received {amount}", "a seat's note")


def _question(ctx: Context) -> Question:
    rng = ctx.rng
    clean = rng.randrange(max(ctx.rules.house.clean_one_in, 1)) == 0
    kinds = [] if clean else list(POT_KINDS)
    rng.shuffle(kinds)
    found: PlantedPot | None = None
    # The kind is drawn first and the table made so that it can happen there (a pot that
    # splits, say, cannot hold a rake over the cap); where it still cannot, another table.
    for attempt in range(1 if clean else TRIES):
        need = kinds[attempt % len(kinds)] if kinds else None
        rules = _posted(ctx, need)
        scenario, settled = _table(ctx, rules, need)
        found = plant_pot(need, settled, rules, rng) if need is not None else None
        if found is not None or clean:
            break
    order = list(settled.settle_order)
    pots = [p for p in settled.pots if p.entrants]
    right = {s: sum(received(p, s) for p in pots) for s in order}
    shown = dict(right)
    rakes = {p.game: p.rake for p in pots}
    if found is not None:
        rakes[found.game] = found.shown_rake
        shown[found.seat] += found.error.shown_paid - found.error.right_paid
    stake = rules.house.pot_wager
    pot_lines = []
    for p in pots:
        winners = p.entrants if p.void else p.winners
        given = [
            received(p, s) + (found.error.shown_paid - found.error.right_paid)
            if found is not None and found.game == p.game and s == found.seat
            else received(p, s)
            for s in winners
        ]
        pot_lines.append(_pot_line(p, rakes[p.game], dict(enumerate(given)), stake))
    by_seat = {d["seat"]: d for d in scenario["seats"]}
    sheet = []
    for s in order:
        d = by_seat[s]
        wagers = ", ".join(
            say(_WAGER, game=game_label(g), amount=format_money(int(a * 100)))
            for g, a in d["bets"].items()
        )
        entered = ", ".join(game_label(g) for g in d["pot"]) or translated(_NONE)
        sheet.append(
            say(
                _SHEET,
                seat=s,
                cards=" ".join(d["cards"]),
                wagers=wagers,
                pots=entered,
                amount=format_money(shown[s]),
            )
        )
    lines: list[str] = []
    if found is None:
        answer: dict[str, Any] = {"seat": None, "fix": None}
        lines.append(say(_CLEAN_POTS, clean=clean_text()))
        clause, error = rules.regulation.rake_clause, None
    else:
        e = found.error
        answer = {"seat": found.seat, "fix": right[found.seat]}
        lines += [
            say(
                _WRONG,
                seat=found.seat,
                heading=e.kind.heading,
                game=game_label(found.game),
                what=e.what,
            ),
            say(
                _SHOULD,
                seat=found.seat,
                right=format_money(right[found.seat]),
                shown=format_money(shown[found.seat]),
                cost=e.cost,
            ),
        ]
        clause, error = e.clause, e.kind.value
    for p in pots:
        lines.append(
            say(
                _POT_REASON,
                game=game_label(p.game),
                reason=p.reason,
                arithmetic=p.arithmetic,
                clause=p.clause,
            )
        )
    percent = rules.house.rake_percent.normalize()
    splits = any(len(p.winners) > 1 for p in pots if not p.void)
    split = f" {split_words(rules)}" if splits else ""
    text = "\n".join(
        [
            translated(_ASK),
            say(
                _POSTED,
                stake=format_money(stake),
                percent=f"{percent:f}",
                cap=format_money(rules.house.rake_cap),
                split=split,
            ),
            say(_COMMUNITY, cards=" ".join(scenario["community"])),
            *pot_lines,
            *sheet,
        ]
    )
    seat_scenarios = [
        {
            "game": GAME_ID,
            "bets": by_seat[s]["bets"],
            "player": by_seat[s]["cards"],
            "community": scenario["community"],
        }
        for s in order
    ]
    notes = [say(_NOTE, count=len(by_seat[s]["pot"]), amount=format_money(shown[s])) for s in order]
    return ctx.question(
        text=text,
        prompt={
            "seats": order,
            "scenario": seat_scenarios,
            "table": scenario,
            "shown": [shown[s] for s in order],
            "pots": pot_lines,
        },
        answer=answer,
        explanation=Explanation(tuple(lines), clause),
        extra={"error": error, "notes": notes, "sheet": sheet, "rakes": rakes},
    )


FAMILIES: tuple[Family, ...] = (
    family(
        GAME_ID,
        "spot-the-rake",
        Skill.GAME_PROTECTION,
        AnswerKind.SPOT,
        QT_TRANSLATE_NOOP("families", "spot the rake taken wrong"),
        _question,
    ),
)
"""The pots' game-protection family: 3-5-7 only, the one game with player-banked pots."""
