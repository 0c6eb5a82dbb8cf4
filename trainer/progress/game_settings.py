"""Each game's house settings: the jurisdiction its tables follow, its posted pay schedules,
options, rake and table limits, its table-test rubric and certification levels, and its
pace targets, their limits and choices read from the game's rules file.

They are built the first time a game's settings are asked for, one game at a time, not
when the store is imported (issue 28): a window's first screen shows before the engine's
registry of games is read. :mod:`trainer.progress.settings` puts them in the form's order
among the settings every house has.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal
from functools import cache
from types import MappingProxyType
from typing import TYPE_CHECKING, Final

from trainer.progress import setting_words as labels
from trainer.progress.rubric import table_test_settings
from trainer.progress.setting_entry import Kind, Setting, Unit
from trainer.progress.setting_sections import LIMITS, PACE, RULES, SCHEDULES
from trainer.words import QT_TRANSLATE_NOOP, Phrase

if TYPE_CHECKING:
    from trainer.engine.games.registry import Registry
    from trainer.engine.games.spec import GameSpec
    from trainer.engine.rules import GameRules

SKILLS: Final = (
    "dealing-order",
    "settlement-order",
    "payout",
    "rake",
    "arrangement",
    "hand-reading",
    "rulings",
    "game-protection",
    "chips",
)
"""The skills a trainee drills; each has a target response time (a house setting)."""


def pace_key(game: str, skill: str) -> str:
    """The house setting of a (game, skill)'s pace target."""
    return f"pace-target.{game}.{skill}"


_NOT_YET_DRILLED: Final = frozenset[str]()
"""Games registered before their drills (roulette's engine lands before its drills, issue
26, as blackjack's did): no pace target until they have families
(``tests/quiz/test_pace.py`` holds the two in step)."""


DEFAULT_TARGET_MS: Final = {
    "dealing-order": 10_000,
    "settlement-order": 10_000,
    "payout": 6_000,
    "rake": 6_000,
    "arrangement": 20_000,
    "hand-reading": 4_000,
    "rulings": 15_000,
    "game-protection": 20_000,
    "chips": 12_000,
}


def _jurisdiction(spec: GameSpec) -> Setting:
    # A game id names the game, a rules file its jurisdiction: the house chooses which of
    # the game's files (the shipped ones and its own, in the data folder's rules/) its
    # tables follow.
    shipped = _shipped().rules(spec.id).jurisdiction_id
    return Setting(
        key=f"{spec.id}.jurisdiction",
        title=Phrase(labels.TITLE_JURISDICTION, game=spec.title),
        label=Phrase(QT_TRANSLATE_NOOP("settings", "Rules {game} follows"), game=spec.title),
        section=RULES,
        kind=Kind.CHOICE,
        default=shipped,
        choices=(shipped,),
        choices_from=lambda: tuple(r.jurisdiction_id for r in _followed().jurisdictions(spec.id)),
        words_from=lambda: tuple(
            (r.jurisdiction_id, r.jurisdiction) for r in _followed().jurisdictions(spec.id)
        ),
        fixed_reason=Phrase(
            QT_TRANSLATE_NOOP(
                "settings",
                "Only one rules file for {game} is installed; a house adds another "
                "jurisdiction's file to the rules folder of its data folder to choose it.",
            ),
            game=spec.title,
        ),
    )


def _rules_source(rules: GameRules) -> str:
    # The file's own words name the clause (CO 3-5-7 ¶2); a refusal names the file.
    return Phrase(
        labels.RULES_SOURCE, jurisdiction=rules.jurisdiction, game=game_titles()[rules.id]
    )


# What the store posted before the rules files named a house's defaults; a house changes
# them in the settings. Every other default is the rules file's [house].
_STORE_DEFAULTS: Final = {
    "three-five-seven.min-wager-cents": 100,
    "three-card-poker.max-wager-cents": 50_000,
    "casino-holdem.max-wager-cents": 50_000,
}


def _casino_settings(spec: GameSpec) -> tuple[Setting, ...]:
    """A casino game's posted settings, their limits and choices read from the game's
    rules file: its pay schedules, its options, its rake and its table limits."""
    rules = _shipped().casino(spec.id)
    house, reg = rules.house, rules.regulation
    out: list[Setting] = []
    for wager in spec.wagers:
        # The schedules the regulation allows (CO 3-5-7 ¶11: schedules 1-2 for the '3'
        # bet, 3-4 for the '5' bet, 5-6 for the '7' bet).
        choices = rules.schedules_for(wager)
        if choices:
            out.append(
                Setting(
                    key=f"pay-schedule.{spec.id}.{wager}",
                    title=Phrase(
                        labels.TITLE_SCHEDULE,
                        game=spec.title,
                        wager=labels.wager_words(wager),
                    ),
                    label=Phrase(
                        labels.SCHEDULE_LABEL, game=spec.title, wager=labels.wager_words(wager)
                    ),
                    section=SCHEDULES,
                    kind=Kind.CHOICE,
                    default=house.schedules.get(wager, choices[0]),
                    choices=choices,
                    words=tuple((c, Phrase(labels.SCHEDULE, number=c)) for c in choices),
                    fixed_reason=QT_TRANSLATE_NOOP(
                        "settings", "The regulation allows this wager one pay schedule only."
                    ),
                )
            )
    short = spec.short_title
    policy = Phrase(
        labels.POLICY if reg.max_rake_percent is None else labels.POLICY_AND_RAKE, game=spec.title
    )
    for option in spec.house_options:
        if option == "split_unit":
            # CO 3-5-7 ¶10 is silent on a tied pot: chips cannot pay cents, so a house
            # shares it in its smallest chip (or, where it pays coins, to the cent).
            units = tuple(sorted({1, 25, 50, 100, house.split_unit}))
            out.append(
                Setting(
                    key=f"{spec.id}.split-unit-cents",
                    title=Phrase(labels.TITLE_SPLIT, game=short),
                    label=QT_TRANSLATE_NOOP("settings", "Smallest chip a split pot is shared in"),
                    section=policy,
                    kind=Kind.CHOICE,
                    default=house.split_unit,
                    choices=units,
                    unit=Unit.CENTS,
                    words=labels.cents_words(units, labels.CHIP),
                )
            )
            continue
        key, label = labels.HOUSE_FLAGS[option]
        out.append(
            Setting(
                key=f"{spec.id}.{key}",
                title=Phrase(labels.TITLE_FLAGS[option], game=short),
                label=label,
                section=policy,
                kind=Kind.BOOL,
                default=bool(getattr(house, option)),
            )
        )
    if reg.max_rake_percent is not None and reg.max_rake_cap is not None:
        source = _rules_source(rules)
        out.append(
            Setting(
                key=f"{spec.id}.rake-percent",
                title=Phrase(labels.TITLE_RAKE, game=short),
                label=QT_TRANSLATE_NOOP("settings", "Rake percentage of the pot"),
                section=policy,
                kind=Kind.DECIMAL,
                default=Decimal(format(house.rake_percent.normalize(), "f")),
                unit=Unit.PERCENT,
                minimum=Decimal(0),
                maximum=reg.max_rake_percent,
                places=2,
                limit_source=source,
            )
        )
        out.append(
            Setting(
                key=f"{spec.id}.rake-cap-cents",
                title=Phrase(labels.TITLE_RAKE_CAP, game=short),
                label=QT_TRANSLATE_NOOP("settings", "Most rake taken from one pot"),
                section=policy,
                kind=Kind.INT,
                default=house.rake_cap,
                unit=Unit.CENTS,
                minimum=0,
                maximum=reg.max_rake_cap,
                limit_source=source,
            )
        )
    return tuple(out)


def _limits(spec: GameSpec) -> tuple[Setting, ...]:
    rules = _shipped().casino(spec.id)
    source = _rules_source(rules)
    out = []
    for bound, posted, label, title in (
        ("min", rules.house.min_wager, labels.MINIMUM, labels.TITLE_MINIMUM),
        ("max", rules.house.max_wager, labels.MAXIMUM, labels.TITLE_MAXIMUM),
    ):
        key = f"{spec.id}.{bound}-wager-cents"
        out.append(
            Setting(
                key=key,
                title=Phrase(title, game=spec.title),
                label=Phrase(label, game=spec.title),
                section=LIMITS,
                kind=Kind.INT,
                default=_STORE_DEFAULTS.get(key, posted),
                unit=Unit.CENTS,
                minimum=0 if bound == "min" else 1,
                maximum=rules.regulation.max_wager,
                limit_source=source,
            )
        )
    return tuple(out)


@dataclass(frozen=True, slots=True)
class GameSettings:
    """One game's house settings, by the part of the settings form each goes in."""

    jurisdiction: tuple[Setting, ...]
    posted: tuple[Setting, ...]
    """Pay schedules, then the house's options and rake (a casino game's)."""
    limits: tuple[Setting, ...]
    table_tests: tuple[Setting, ...]
    pace: tuple[Setting, ...]

    def every(self) -> tuple[Setting, ...]:
        """All of them, in the form's order."""
        return (*self.jurisdiction, *self.posted, *self.limits, *self.table_tests, *self.pace)


PARTS: Final = ("jurisdiction", "posted", "limits", "table_tests", "pace")
"""The fields of :class:`GameSettings`, each a run of every game's settings in the form."""


def game_ids() -> tuple[str, ...]:
    """Every game's id, in the registry's order (the engine's registry, read on first use)."""
    from trainer.engine.games import game_ids as registered

    return registered()


@cache
def game_titles() -> Mapping[str, str]:
    """Every game's title by its id."""
    from trainer.engine.games.registry import GAMES

    return MappingProxyType({spec.id: spec.title for spec in GAMES})


@cache
def paced() -> tuple[tuple[str, str], ...]:
    """The (game, skill) pairs a house sets a pace target for: every skill of every game,
    game protection only where the game has mistakes to plant, chip handling only at a
    table with the house's chips (the home game has none), and only the skills a game's spec
    names where it names them (blackjack has no rake)."""
    from trainer.engine.games.registry import GAMES
    from trainer.engine.games.spec import HOME

    return tuple(
        (spec.id, skill)
        for spec in GAMES
        if spec.id not in _NOT_YET_DRILLED
        for skill in SKILLS
        if (skill != "game-protection" or spec.error_kinds)
        and (skill != "chips" or spec.kind != HOME)
        and (not spec.skills or skill in spec.skills)
    )


@cache
def game_settings(game: str) -> GameSettings:
    """*game*'s house settings, built on first use (:class:`ScheduleError` for an unknown
    game)."""
    from trainer.engine.games.registry import game_spec
    from trainer.engine.games.spec import CASINO

    spec = game_spec(game)
    skills = tuple(skill for g, skill in paced() if g == spec.id)
    casino = spec.kind == CASINO
    return GameSettings(
        jurisdiction=(_jurisdiction(spec),),
        posted=_casino_settings(spec) if casino else (),
        limits=_limits(spec) if casino else (),
        table_tests=table_test_settings(spec, skills),
        pace=tuple(_pace(spec, skill) for skill in skills),
    )


def _shipped() -> Registry:
    # The defaults are the shipped files' (a house's own files add choices, read when the
    # form asks: Setting.choices_from).
    from trainer.engine.games.registry import shipped_registry

    return shipped_registry()


def _followed() -> Registry:
    # The registry this process follows: the shipped files and the house's own.
    from trainer.engine.games.registry import registry

    return registry()


def _pace(spec: GameSpec, skill: str) -> Setting:
    # Table pace (issue 16): the right answers per hour a house asks of each game and
    # skill; by default the pace of answering every question in the skill's target time.
    target = DEFAULT_TARGET_MS[skill]
    return Setting(
        key=pace_key(spec.id, skill),
        title=Phrase(labels.TITLE_PACE, game=spec.title, skill=labels.SKILL_WORDS[skill]),
        label=Phrase(labels.PACE_LABEL, game=spec.title, skill=labels.SKILL_WORDS[skill]),
        section=PACE,
        kind=Kind.INT,
        default=(3_600_000 + target // 2) // target,
        unit=Unit.PER_HOUR,
        minimum=10,
        maximum=20_000,
    )
