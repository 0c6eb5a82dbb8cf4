"""Certification levels: a trainee's level in each game, computed from the store.

Each game's levels are a house setting (:mod:`trainer.progress.rubric`): numbered, lowest
first, each asking for some of: every drilled skill mastered (``drills``), one skill
mastered (by its name), a passed exam sitting covering the game that a supervisor signed
off (``exam``, practice exams aside), a passed table test on the game (``table-test``).
A trainee holds level *n* when levels 1 to *n* all have what they ask; mastery is the
store's current mastery (re-decided on every answer), so a level follows the trainee's
answers, sittings and table tests as they are stored, never a copy of them.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Mapping

from trainer.progress.records import GameLevel
from trainer.progress.rubric import DRILLS, EXAM, TABLE_TEST, levels_key, parse_levels
from trainer.progress.settings import HouseSettings, game_ids, paced, setting


def _held(conn: sqlite3.Connection, trainee_id: int) -> dict[str, set[str]]:
    """What the trainee has, per game: the skills mastered, ``exam`` and ``table-test``."""
    held: dict[str, set[str]] = {game: set() for game in game_ids()}
    mastered = conn.execute(
        "SELECT g.name, s.name FROM mastery AS m JOIN labels AS g ON g.id = m.game "
        "JOIN labels AS s ON s.id = m.skill WHERE m.trainee_id = ? AND m.mastered = 1",
        (trainee_id,),
    )
    for game, skill in mastered:
        held.setdefault(str(game), set()).add(str(skill))
    exams = conn.execute(
        "SELECT e.games FROM exam_sittings AS x JOIN exams AS e ON e.id = x.exam_id "
        "WHERE x.trainee_id = ? AND x.passed = 1 AND x.signed_off_by IS NOT NULL "
        "AND e.practice = 0",
        (trainee_id,),
    )
    for (games,) in exams:
        for game in json.loads(str(games)):
            held.setdefault(str(game), set()).add(EXAM)
    tests = conn.execute(
        "SELECT tt.game FROM table_tests AS tt JOIN exam_sittings AS x ON x.id = tt.sitting_id "
        "WHERE x.trainee_id = ? AND tt.passed = 1",
        (trainee_id,),
    )
    for (game,) in tests:
        held.setdefault(str(game), set()).add(TABLE_TEST)
    return held


def _level(game: str, settings: HouseSettings, held: set[str]) -> GameLevel:
    skills = tuple(s for g, s in paced() if g == game)
    key = levels_key(game)
    levels = parse_levels(settings.text_value(key), setting(key).display_name(), skills)
    if set(skills) <= held:
        held = held | {DRILLS}
    reached = 0
    for level in levels:
        if not set(level.needs) <= held:
            break
        reached = level.number
    following = levels[reached] if reached < len(levels) else None
    return GameLevel(
        game=game,
        number=reached,
        name=levels[reached - 1].name if reached else "",
        top=len(levels),
        next_name=None if following is None else following.name,
        missing=() if following is None else tuple(n for n in following.needs if n not in held),
    )


def levels_of(
    conn: sqlite3.Connection, settings: HouseSettings, trainee_id: int
) -> Mapping[str, GameLevel]:
    """The trainee's level in every game, by game, in the registry's order."""
    held = _held(conn, trainee_id)
    return {game: _level(game, settings, held.get(game, set())) for game in game_ids()}
