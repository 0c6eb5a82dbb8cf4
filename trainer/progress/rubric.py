"""The practical part of certification as house data: each game's table-test rubric and its
certification levels (issue 29).

A **rubric** is the criteria a supervisor scores a live table test on, each with its weight
in percent (the weights add up to 100), as one line of text a house sets per game::

    Shuffle 20, Pitch 20, Chip cutting 20, Payout speed 25, Game protection 15

Each criterion is scored from 0 (not shown) to :data:`POINTS` (faultless); the test's score
is the weighted mean, exact in per mille, and it passes at the house's table-test pass mark.

**Levels** are a game's numbered certification levels, lowest first, each a name and what
it asks, the levels below it included::

    Drills mastered: drills; Exam passed: exam; Table test passed: table-test

What a level may ask: ``drills`` (every skill the game is drilled in mastered), a skill by
its name (``payout``: that skill mastered), ``exam`` (a passed exam sitting covering the
game, signed off by a supervisor), ``table-test`` (a passed table test on the game); two
at once are joined with ``+``. A bad line is refused with a sentence that names the
setting's key and the reason.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from trainer.progress.errors import SettingError
from trainer.progress.setting_entry import Kind, Setting
from trainer.words import QT_TRANSLATE_NOOP, Marked, Phrase, say, translated

if TYPE_CHECKING:
    from trainer.engine.games.spec import GameSpec

POINTS: Final = 5
"""The most points a criterion is scored (0 .. POINTS)."""
MAX_CRITERIA: Final = 10
MAX_LEVELS: Final = 9
SECTION: Final = QT_TRANSLATE_NOOP("settings", "Table tests and certification levels")
PASS_MARK_KEY: Final = "table-test.pass-mark-percent"

DRILLS: Final = "drills"
EXAM: Final = "exam"
TABLE_TEST: Final = "table-test"


def rubric_key(game: str) -> str:
    """The house setting holding *game*'s table-test rubric."""
    return f"table-test.rubric.{game}"


def levels_key(game: str) -> str:
    """The house setting holding *game*'s certification levels."""
    return f"levels.{game}"


@dataclass(frozen=True, slots=True)
class Criterion:
    """One criterion of a rubric and its weight in percent."""

    name: str
    weight: int


@dataclass(frozen=True, slots=True)
class Level:
    """One certification level: its number (1 up), its name, and what it asks itself (the
    levels below it asked the rest)."""

    number: int
    name: str
    needs: tuple[str, ...]


# A card table is tested on the shuffle, the pitch, cutting chips, the speed of payouts and
# game protection; a roulette table on chipping (stacking by colour), sweeping the losers,
# the speed of payouts and announcing ("no more bets", the number); a home game, where the
# players pay each other, on the pot in place of the house's chips.
_CARD_RUBRIC: Final = "Shuffle 20, Pitch 20, Chip cutting 20, Payout speed 25, Game protection 15"
_WHEEL_RUBRIC: Final = "Chipping 30, Sweeping 20, Payout speed 30, Announcing 20"
_HOME_RUBRIC: Final = "Shuffle 25, Pitch 25, Pot handling 25, Calling the hands 25"
DEFAULT_LEVELS: Final = "Drills mastered: drills; Exam passed: exam; Table test passed: table-test"

# The names the defaults give, in the reader's language; a name the house wrote itself is
# shown as written (issue 27).
_DEFAULT_NAMES: Final = {
    str(marked): marked
    for marked in (
        QT_TRANSLATE_NOOP("rubric", "Shuffle"),
        QT_TRANSLATE_NOOP("rubric", "Pitch"),
        QT_TRANSLATE_NOOP("rubric", "Chip cutting"),
        QT_TRANSLATE_NOOP("rubric", "Payout speed"),
        QT_TRANSLATE_NOOP("rubric", "Game protection"),
        QT_TRANSLATE_NOOP("rubric", "Chipping"),
        QT_TRANSLATE_NOOP("rubric", "Sweeping"),
        QT_TRANSLATE_NOOP("rubric", "Announcing"),
        QT_TRANSLATE_NOOP("rubric", "Pot handling"),
        QT_TRANSLATE_NOOP("rubric", "Calling the hands"),
        QT_TRANSLATE_NOOP("rubric", "Drills mastered"),
        QT_TRANSLATE_NOOP("rubric", "Exam passed"),
        QT_TRANSLATE_NOOP("rubric", "Table test passed"),
    )
}


def shown_name(name: str) -> str:
    """A rubric criterion's or a level's name as the reader's language shows it: the
    defaults' names translated, a house's own as written."""
    marked = _DEFAULT_NAMES.get(name)
    return translated(marked) if marked is not None else name


def default_rubric(spec: GameSpec) -> str:
    """A sensible rubric for a game of this kind."""
    # Here, not at the top: the registry of games is read when a game's settings are first
    # asked for, not when the store is imported (issue 28).
    from trainer.engine.games.spec import HOME, ROULETTE

    if spec.kind == ROULETTE:
        return _WHEEL_RUBRIC
    if spec.kind == HOME:
        return _HOME_RUBRIC
    return _CARD_RUBRIC


# A rubric or levels refused: {where} is the setting's title and key.
_NO_CRITERION: Final = QT_TRANSLATE_NOOP(
    "settings", "{where}: a rubric needs at least one criterion and its weight."
)
_EMPTY_CRITERION: Final = QT_TRANSLATE_NOOP(
    "settings", "{where}: criterion {place} is empty (two commas in a row)."
)
_NO_WEIGHT: Final = QT_TRANSLATE_NOOP(
    "settings",
    "{where}: the criterion “{item}” has no weight: write its weight in percent after it, as "
    "in “{item} 20”.",
)
_BAD_WEIGHT: Final = QT_TRANSLATE_NOOP(
    "settings",
    "{where}: the weight of “{name}” must be a whole number of percent from 1 to 100, not "
    "“{weight}”.",
)
_CRITERION_TWICE: Final = QT_TRANSLATE_NOOP(
    "settings", "{where}: the criterion “{name}” is named twice."
)
_TOO_MANY_CRITERIA: Final = QT_TRANSLATE_NOOP(
    "settings", "{where}: a rubric has at most {most} criteria, not {count}."
)
_NOT_100: Final = QT_TRANSLATE_NOOP(
    "settings", "{where}: the weights add up to {total}%, not 100%."
)
_NO_LEVEL: Final = QT_TRANSLATE_NOOP(
    "settings", "{where}: a game needs at least one certification level."
)
_BAD_LEVEL: Final = QT_TRANSLATE_NOOP(
    "settings",
    "{where}: level {number} must be a name, a colon and what it asks, as in “Exam passed: "
    "exam”, not “{item}”.",
)
_BAD_NEED: Final = QT_TRANSLATE_NOOP(
    "settings", "{where}: the level “{name}” asks for “{need}”, which is not one of {asks}."
)
_LEVEL_TWICE: Final = QT_TRANSLATE_NOOP("settings", "{where}: the level “{name}” is named twice.")
_TOO_MANY_LEVELS: Final = QT_TRANSLATE_NOOP(
    "settings", "{where}: a game has at most {most} levels, not {count}."
)


def _refuse(where: str, template: Marked, **fields: object) -> SettingError:
    return SettingError(say(template, where=where, **fields))


def parse_rubric(text: str, where: str) -> tuple[Criterion, ...]:
    """A rubric's criteria from its line of text; :class:`SettingError` starting with
    *where* (the setting's title and key) and saying what is wrong."""
    criteria: list[Criterion] = []
    items = [item.strip() for item in text.split(",")]
    if not any(items):
        raise _refuse(where, _NO_CRITERION)
    for place, item in enumerate(items, 1):
        if not item:
            raise _refuse(where, _EMPTY_CRITERION, place=place)
        name, _, weight = item.rpartition(" ")
        name = " ".join(name.split())
        if not name:
            raise _refuse(where, _NO_WEIGHT, item=item)
        if not weight.isdigit() or not 1 <= int(weight) <= 100:
            raise _refuse(where, _BAD_WEIGHT, name=name, weight=weight)
        if any(c.name.casefold() == name.casefold() for c in criteria):
            raise _refuse(where, _CRITERION_TWICE, name=name)
        criteria.append(Criterion(name, int(weight)))
    if len(criteria) > MAX_CRITERIA:
        raise _refuse(where, _TOO_MANY_CRITERIA, most=MAX_CRITERIA, count=len(criteria))
    total = sum(c.weight for c in criteria)
    if total != 100:
        raise _refuse(where, _NOT_100, total=total)
    return tuple(criteria)


def weighted_permille(criteria: Sequence[Criterion], points: Mapping[str, int]) -> int:
    """A table test's score in per mille of full marks (floored): the criteria's points
    (0 .. POINTS) weighted by their percent."""
    return sum(c.weight * points[c.name] for c in criteria) * 1000 // (100 * POINTS)


def passes(criteria: Sequence[Criterion], points: Mapping[str, int], mark_percent: int) -> bool:
    """Whether a table test reaches the pass mark, exactly (never by a rounded score)."""
    return sum(c.weight * points[c.name] for c in criteria) >= mark_percent * POINTS


def rubric_text(criteria: Sequence[Criterion]) -> str:
    """A rubric's one spelling (what is stored and audit-logged)."""
    return ", ".join(f"{c.name} {c.weight}" for c in criteria)


def parse_levels(text: str, where: str, skills: Sequence[str]) -> tuple[Level, ...]:
    """A game's levels from their line of text (*skills*: those the game is drilled in);
    :class:`SettingError` starting with *where* and saying what is wrong."""
    asks = (DRILLS, EXAM, TABLE_TEST, *skills)
    levels: list[Level] = []
    items = [item.strip() for item in text.split(";")]
    if not any(items):
        raise _refuse(where, _NO_LEVEL)
    for number, item in enumerate(items, 1):
        name, colon, needs_text = item.partition(":")
        name = " ".join(name.split())
        if not name or not colon:
            raise _refuse(where, _BAD_LEVEL, number=number, item=item)
        needs = tuple(dict.fromkeys(n.strip().lower() for n in needs_text.split("+")))
        for need in needs:
            if need not in asks:
                raise _refuse(where, _BAD_NEED, name=name, need=need, asks=", ".join(asks))
        if any(level.name.casefold() == name.casefold() for level in levels):
            raise _refuse(where, _LEVEL_TWICE, name=name)
        levels.append(Level(number, name, needs))
    if len(levels) > MAX_LEVELS:
        raise _refuse(where, _TOO_MANY_LEVELS, most=MAX_LEVELS, count=len(levels))
    return tuple(levels)


def levels_text(levels: Sequence[Level]) -> str:
    """Levels' one spelling (what is stored and audit-logged)."""
    return "; ".join(f"{level.name}: {' + '.join(level.needs)}" for level in levels)


def _checked(spell: Callable[[str, str], str]) -> Callable[[Setting, str], str]:
    return lambda setting, text: spell(text, setting.display_name())


def _spell_rubric(text: str, where: str) -> str:
    return rubric_text(parse_rubric(text, where))


def _spell_levels(skills: Sequence[str]) -> Callable[[str, str], str]:
    return lambda text, where: levels_text(parse_levels(text, where, skills))


_RUBRIC_TITLE: Final = QT_TRANSLATE_NOOP("settings", "the {game} table-test rubric")
_LEVELS_TITLE: Final = QT_TRANSLATE_NOOP("settings", "the {game} certification levels")
_RUBRIC_LABEL: Final = QT_TRANSLATE_NOOP("settings", "{game} table test: criteria and weights (%)")
_LEVELS_LABEL: Final = QT_TRANSLATE_NOOP(
    "settings", "{game} certification levels (name: what it asks)"
)


def table_test_settings(spec: GameSpec, skills: Sequence[str]) -> tuple[Setting, Setting]:
    """The house settings of a game's table-test rubric and certification levels
    (*skills*: the skills the game is drilled in)."""
    return (
        Setting(
            key=rubric_key(spec.id),
            title=Phrase(_RUBRIC_TITLE, game=spec.title),
            label=Phrase(_RUBRIC_LABEL, game=spec.title),
            section=SECTION,
            kind=Kind.TEXT,
            default=default_rubric(spec),
            maximum=300,
            text_check=_checked(_spell_rubric),
        ),
        Setting(
            key=levels_key(spec.id),
            title=Phrase(_LEVELS_TITLE, game=spec.title),
            label=Phrase(_LEVELS_LABEL, game=spec.title),
            section=SECTION,
            kind=Kind.TEXT,
            default=DEFAULT_LEVELS,
            maximum=300,
            text_check=_checked(_spell_levels(tuple(skills))),
        ),
    )
