"""House settings declared as data: every key, its default, its type and its limits.

A house (a licensee, a dealer school) posts its own pay schedules, rake, table limits and
so on; the trainer drills against what the house posts. Every setting is one
:class:`~trainer.progress.setting_entry.Setting` entry in :data:`SETTINGS`; the store
validates every change against its entry, refuses values beyond a regulatory limit with
a sentence that names the setting and the limit, and writes every accepted change to an
audit log. A test walks every entry.

Money is integer cents; percentages are :class:`~decimal.Decimal`; times are integers.

Each entry also says how a supervisor reads it (issue 24): its ``label`` in words, the
``section`` of the form it is shown in, the ``words`` of each choice, and why a control
with one choice cannot be changed. The settings form shows only what is declared here.

Each game's settings (:mod:`trainer.progress.game_settings`) are read from its rules file
when that game's settings are first asked for (issue 28): a window's first screen, which
reads the school's and the kiosk's settings, shows before the registry of games is read.
:data:`SETTINGS`, :data:`SETTINGS_BY_KEY`, :data:`SECTIONS`, :data:`GAMES`,
:data:`GAME_TITLES` and :data:`PACED` are built on their first read.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator, Mapping
from decimal import Decimal
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import Final

from trainer.progress import setting_words as labels
from trainer.progress.errors import SettingError
from trainer.progress.game_settings import DEFAULT_TARGET_MS as _DEFAULT_TARGET_MS
from trainer.progress.game_settings import PARTS, game_settings
from trainer.progress.game_settings import SKILLS as SKILLS
from trainer.progress.game_settings import game_ids as game_ids
from trainer.progress.game_settings import game_titles as game_titles
from trainer.progress.game_settings import pace_key as pace_key
from trainer.progress.game_settings import paced as paced
from trainer.progress.languages import SYSTEM_LANGUAGE as SYSTEM_LANGUAGE
from trainer.progress.rubric import PASS_MARK_KEY
from trainer.progress.rubric import SECTION as TABLE_TESTS
from trainer.progress.setting_entry import Kind as Kind  # the entry's type, re-exported
from trainer.progress.setting_entry import Setting as Setting
from trainer.progress.setting_entry import SettingValue as SettingValue
from trainer.progress.setting_entry import Unit as Unit
from trainer.progress.setting_sections import (
    CHIPS,
    DRILLS,
    EXAMS,
    HOME_GAME,
    KIOSK,
    LIMITS,
    MASTERY,
    PACE,
    PROTECTION,
    RULES,
    SCHEDULES,
    SCHOOL,
    TARGET_TIMES,
)
from trainer.words import LANGUAGE_NAMES, LANGUAGES, QT_TRANSLATE_NOOP, Phrase, say

HOUSE_RULES_FOLDER: Final = "rules"
"""The folder, inside the data folder, where a house keeps its own rules files (another
jurisdiction's pay tables and limits); they are read beside the shipped ones."""

CHANGE_RULE_KEY: Final = "chips.change-rule"
"""The house's rule for change (``trainer.engine.chips.ChangeRule``): ``fewest`` or
``one-smallest``."""

MIN_PER_GAME_KEY: Final = "exam.min-questions-per-game"
BACKUP_SHARE_KEY: Final = "backup.disk-percent"
"""The fewest questions an exam asks of each game it covers (issue 23); an exam too short
to ask each game chosen that often is refused."""

SCHEDULER_NAMES: Final = ("boxes", "fsrs", "round-robin", "mastery")
"""The drill schedulers a house may choose (trainer.quiz.scheduler.SCHEDULERS)."""
DEFAULT_SCHEDULER: Final = "mastery"
"""The default: the one benchmarks/learning.py found best (docs/learning.md, issue 30:
aimed at the mastery rule, it beat the Leitner boxes under every memory model)."""
LANGUAGE_CHOICES: Final = (SYSTEM_LANGUAGE, *LANGUAGES)
LANGUAGE_WORDS: Final = (
    (SYSTEM_LANGUAGE, QT_TRANSLATE_NOOP("settings", "The station's system language")),
    *LANGUAGE_NAMES.items(),
)


def _number(
    key: str,
    title: str,
    default: int,
    unit: Unit,
    minimum: int,
    maximum: int,
    *,
    label: str,
    section: str,
) -> Setting:
    """A whole-number house setting: its unit and the range a house may set."""
    return Setting(
        key=key,
        title=title,
        label=label,
        section=section,
        kind=Kind.INT,
        default=default,
        unit=unit,
        minimum=minimum,
        maximum=maximum,
    )


def _flag(key: str, title: str, *, default: bool, label: str, section: str) -> Setting:
    """A yes-or-no house setting."""
    return Setting(
        key=key, title=title, label=label, section=section, kind=Kind.BOOL, default=default
    )


def _text(key: str, title: str, *, label: str, section: str, longest: int) -> Setting:
    """A house setting of one line of text (empty unless set)."""
    return Setting(key, title, Kind.TEXT, "", label=label, section=section, maximum=longest)


def _language(key: str, title: str, label: str) -> Setting:
    """A language the house chooses for its stations or its console (issue 27)."""
    return Setting(
        key=key,
        title=title,
        label=label,
        section=SCHOOL,
        kind=Kind.CHOICE,
        default=SYSTEM_LANGUAGE,
        choices=LANGUAGE_CHOICES,
        words=LANGUAGE_WORDS,
    )


_SCHOOL_FIRST: Final[tuple[Setting, ...]] = (
    # The school (or casino) whose name heads every report and certificate.
    _text(
        "school.name",
        "the school's name",
        label=QT_TRANSLATE_NOOP("settings", "School's name (heads every report)"),
        section=SCHOOL,
        longest=80,
    ),
    # The language of the stations' sign-in screen (and of every trainee who chose none),
    # and of the supervisor console; "system" follows each station's locale (issue 27).
    _language(
        "language.stations",
        "the stations' language",
        QT_TRANSLATE_NOOP(
            "settings", "Language of the stations (sign-in, and trainees who chose none)"
        ),
    ),
    _language(
        "language.console",
        "the supervisor console's language",
        QT_TRANSLATE_NOOP("settings", "Language of the supervisor console"),
    ),
)
"""The form's first settings: the school's name and its languages."""

_STATIONS: Final[tuple[Setting, ...]] = (
    # Kiosk stations: full screen and locked even when started without --kiosk, and
    # whether a walk-up user may add themself as a new trainee.
    _flag(
        "kiosk.always",
        "whether this station always runs as a locked kiosk",
        default=False,
        label=QT_TRANSLATE_NOOP("settings", "This station always runs as a locked kiosk"),
        section=KIOSK,
    ),
    _flag(
        "kiosk.new-trainees-allowed",
        "whether new trainees may add themselves at the sign-in screen",
        default=True,
        label=QT_TRANSLATE_NOOP(
            "settings", "New trainees may add themselves at the sign-in screen"
        ),
        section=KIOSK,
    ),
    # Issue 28: a store of a million answers makes backups of hundreds of megabytes; the
    # daily ones (seven kept) take at most this share of the disk, the oldest going first.
    _number(
        BACKUP_SHARE_KEY,
        "the share of the disk the daily backups may take",
        10,
        Unit.PERCENT,
        1,
        90,
        label=QT_TRANSLATE_NOOP("settings", "Daily backups take at most this share of the disk"),
        section=SCHOOL,
    ),
    # The 3-5-7 home game: the choices its texts leave to the table (Burns ¶19, ¶24-¶26;
    # Strikes ¶16; five of a kind from the wild cards).
    _number(
        "three-five-seven-home.burns.ante-cap-cents",
        "the home game's ante cap",
        100,
        Unit.CENTS,
        25,
        10_000,
        label=QT_TRANSLATE_NOOP("settings", "Highest ante in the burns game"),
        section=HOME_GAME,
    ),
    _flag(
        "three-five-seven-home.burns.second-chance",
        "the home game's second chance",
        default=False,
        label=QT_TRANSLATE_NOOP(
            "settings", "Burns game: a second chance to declare when nobody is in"
        ),
        section=HOME_GAME,
    ),
    _flag(
        "three-five-seven-home.burns.no-one-in-pays-pot",
        "the home game's burn to the pot when nobody is in",
        default=False,
        label=QT_TRANSLATE_NOOP(
            "settings", "Burns game: everyone pays a burn to the pot when nobody is in"
        ),
        section=HOME_GAME,
    ),
    _flag(
        "three-five-seven-home.burns.suit-tiebreak",
        "the home game's suit tie-break",
        default=False,
        label=QT_TRANSLATE_NOOP("settings", "Burns game: ranked suits break a tie"),
        section=HOME_GAME,
    ),
    _flag(
        "three-five-seven-home.strikes.strike-pays-pot",
        "the home game's pot payment on a strike",
        default=False,
        label=QT_TRANSLATE_NOOP("settings", "Strikes game: a strike pays into the pot"),
        section=HOME_GAME,
    ),
    _number(
        "three-five-seven-home.strikes.contribution-cents",
        "the home game's strike payment",
        25,
        Unit.CENTS,
        0,
        10_000,
        label=QT_TRANSLATE_NOOP("settings", "Strikes game: payment for a strike"),
        section=HOME_GAME,
    ),
    _flag(
        "three-five-seven-home.five-of-a-kind-high",
        "the home game's five of a kind above a straight flush",
        default=True,
        label=QT_TRANSLATE_NOOP("settings", "Five of a kind beats a straight flush"),
        section=HOME_GAME,
    ),
    # Readings of issue 11 where tables differ (docs/rules-decisions.md): the coin a tie is
    # shared in, three wild 3s in the strikes game (three aces by Strikes ¶12; no value
    # where the table plays Burns ¶21), the strikes ante
    # on each new hand (Strikes ¶8, ¶13), the stakes after a won pot (Burns ¶19).
    Setting(
        key="three-five-seven-home.split-unit-cents",
        title="the coin the home game's tied winners share in",
        label=QT_TRANSLATE_NOOP("settings", "Smallest coin tied winners share a pot in"),
        section=HOME_GAME,
        kind=Kind.CHOICE,
        default=25,
        choices=(1, 5, 25),
        unit=Unit.CENTS,
        words=labels.cents_words((1, 5, 25), labels.COIN),
    ),
    _flag(
        "three-five-seven-home.strikes.three-threes-worthless",
        "whether three wild 3s have no value in the strikes game",
        default=False,
        label=QT_TRANSLATE_NOOP("settings", "Strikes game: three wild 3s have no value"),
        section=HOME_GAME,
    ),
    _flag(
        "three-five-seven-home.strikes.ante-every-hand",
        "whether the strikes game antes on every new hand",
        default=False,
        label=QT_TRANSLATE_NOOP("settings", "Strikes game: everyone antes on every new hand"),
        section=HOME_GAME,
    ),
    _flag(
        "three-five-seven-home.burns.stakes-reset-on-pot",
        "whether the home game's ante and burn start again after a pot is won",
        default=True,
        label=QT_TRANSLATE_NOOP("settings", "Ante and burn start again after a pot is won"),
        section=HOME_GAME,
    ),
    # Where a kiosk saves the answers it cannot store (a full disk): a walk-up user is
    # never asked for a path, and nothing there is overwritten (issue 32, item 8).
    _text(
        "kiosk.export-folder",
        "the kiosk's export folder",
        label=QT_TRANSLATE_NOOP(
            "settings", "Folder a kiosk saves answers it cannot store to (a USB stick's)"
        ),
        section=KIOSK,
        longest=400,
    ),
    _number(
        "kiosk.idle-timeout-seconds",
        "the kiosk idle timeout",
        120,
        Unit.SECONDS,
        15,
        3600,
        label=QT_TRANSLATE_NOOP("settings", "Sign a trainee out after this long without use"),
        section=KIOSK,
    ),
    _number(
        "exam.pass-mark-percent",
        "the default exam pass mark",
        90,
        Unit.PERCENT,
        1,
        100,
        label=QT_TRANSLATE_NOOP("settings", "Pass mark of a new exam"),
        section=EXAMS,
    ),
    # Issue 23: a table test a supervisor signs off asks each game it covers this often.
    _number(
        MIN_PER_GAME_KEY,
        "the fewest exam questions asked of each game",
        1,
        Unit.NONE,
        1,
        100,
        label=QT_TRANSLATE_NOOP("settings", "Fewest questions an exam asks of each game"),
        section=EXAMS,
    ),
    # Issue 29: the practical part, each game's table-test rubric and certification levels.
    _number(
        PASS_MARK_KEY,
        "the table-test pass mark",
        75,
        Unit.PERCENT,
        1,
        100,
        label=QT_TRANSLATE_NOOP("settings", "Pass mark of a table test"),
        section=TABLE_TESTS,
    ),
)
"""After each game's rules, schedules and limits: the stations, the home game, exams."""

_TARGETS: Final[tuple[Setting, ...]] = (
    *(
        _number(
            f"target-ms.{skill}",
            Phrase(labels.TITLE_TARGET, skill=labels.SKILL_WORDS[skill]),
            _DEFAULT_TARGET_MS[skill],
            Unit.MS,
            500,
            600_000,
            label=Phrase(labels.TARGET_TIME, skill=labels.SKILL_WORDS[skill]),
            section=TARGET_TIMES,
        )
        for skill in SKILLS
    ),
)
"""After each game's table tests: the target time of each skill."""

_DRILLS: Final[tuple[Setting, ...]] = (
    # Mastery of a (game, skill): the last N attempts at least P% fully correct, with a
    # median response time under the skill's target.
    _number(
        "mastery.window-attempts",
        "the number of recent attempts mastery looks at",
        30,
        Unit.ATTEMPTS,
        5,
        200,
        label=QT_TRANSLATE_NOOP("settings", "Recent answers mastery looks at"),
        section=MASTERY,
    ),
    _number(
        "mastery.accuracy-percent",
        "the accuracy mastery requires",
        95,
        Unit.PERCENT,
        50,
        100,
        label=QT_TRANSLATE_NOOP("settings", "Share of them answered right"),
        section=MASTERY,
    ),
    # Which scheduler chooses a practice drill's next family. Every scheduler's state is
    # kept with each answer, so a house can switch at any time and lose nothing.
    Setting(
        key="drill.scheduler",
        title="the drill scheduler",
        label=QT_TRANSLATE_NOOP("settings", "How a practice drill chooses what comes next"),
        section=DRILLS,
        kind=Kind.CHOICE,
        default=DEFAULT_SCHEDULER,
        choices=SCHEDULER_NAMES,
        words=(
            ("boxes", QT_TRANSLATE_NOOP("settings", "Leitner boxes")),
            ("fsrs", "FSRS"),
            ("round-robin", QT_TRANSLATE_NOOP("settings", "Round robin")),
            ("mastery", QT_TRANSLATE_NOOP("settings", "Aimed at mastery")),
        ),
    ),
    # A family a trainee keeps missing is a trouble spot (Anki's "leech") after this many
    # misses: flagged to supervisors, spaced out in drills and explained first.
    _number(
        "drill.trouble-spot-misses",
        "the misses that make a family a trouble spot",
        8,
        Unit.ATTEMPTS,
        2,
        100,
        label=QT_TRANSLATE_NOOP("settings", "Misses that make a kind of question a trouble spot"),
        section=DRILLS,
    ),
    # Game protection (issue 16): one table in this many is settled without a mistake, so
    # that "there is an error" is never a safe guess.
    _number(
        "game-protection.clean-one-in",
        "how often a game-protection table is correct as it stands (one in N)",
        3,
        Unit.NONE,
        2,
        10,
        label=QT_TRANSLATE_NOOP("settings", "One table in this many is correct as it stands"),
        section=PROTECTION,
    ),
    # Chip handling (issue 16): what chips a dealer gives for cash or in change of a chip
    # (docs/rules-decisions.md, "Making change").
    Setting(
        key=CHANGE_RULE_KEY,
        title="what chips a dealer gives as change",
        label=QT_TRANSLATE_NOOP("settings", "Chips a dealer gives as change"),
        section=CHIPS,
        kind=Kind.CHOICE,
        default="one-smallest",
        choices=("one-smallest", "fewest"),
        words=(
            (
                "one-smallest",
                QT_TRANSLATE_NOOP("settings", "Fewest chips, with one of the smallest"),
            ),
            ("fewest", QT_TRANSLATE_NOOP("settings", "Fewest chips")),
        ),
    ),
    # Each trainee's daily goal, in answers or in minutes spent answering, and the
    # streak of days it was met.
    Setting(
        key="daily-goal.unit",
        title="what the daily goal counts",
        label=QT_TRANSLATE_NOOP("settings", "What a trainee's daily goal counts"),
        section=DRILLS,
        kind=Kind.CHOICE,
        default="answers",
        choices=("answers", "minutes"),
        words=(
            ("answers", QT_TRANSLATE_NOOP("settings", "Answers")),
            ("minutes", QT_TRANSLATE_NOOP("settings", "Minutes spent answering")),
        ),
    ),
    _number(
        "daily-goal.amount",
        "the daily goal",
        60,
        Unit.NONE,
        1,
        1000,
        label=QT_TRANSLATE_NOOP("settings", "Daily goal (answers or minutes)"),
        section=DRILLS,
    ),
)
"""After each game's pace targets: mastery, drills, game protection, chips, goals."""

_FORM: Final[tuple[tuple[Setting, ...] | str, ...]] = (
    _SCHOOL_FIRST,
    "jurisdiction",
    "posted",
    "limits",
    _STATIONS,
    "table_tests",
    _TARGETS,
    "pace",
    _DRILLS,
)
"""The settings form, in order: runs of the settings every house has, and between them the
parts of every game's settings (a field of :class:`~.game_settings.GameSettings`)."""

assert set(PARTS) == {part for part in _FORM if isinstance(part, str)}

_BY_KEY: Final[dict[str, Setting]] = {
    s.key: s for part in _FORM if not isinstance(part, str) for s in part
}
"""Every setting built so far by its key: those every house has from the start, a game's
once its settings are first asked for (:func:`setting`)."""
_BUILT: Final[set[str]] = set()


def _game_part(game: str) -> None:
    # A game's settings, built once, among the settings known by key.
    if game not in _BUILT:
        _BY_KEY.update((s.key, s) for s in game_settings(game).every())
        _BUILT.add(game)


@cache
def all_settings() -> tuple[Setting, ...]:
    """Every house setting, in the form's order (every game's settings built)."""
    built = [game_settings(game) for game in game_ids()]
    for game in game_ids():
        _game_part(game)
    return tuple(
        s
        for part in _FORM
        for s in (
            part if not isinstance(part, str) else (x for g in built for x in getattr(g, part))
        )
    )


MASTERY_KEYS: Final = frozenset(
    {"mastery.window-attempts", "mastery.accuracy-percent"} | {f"target-ms.{s}" for s in SKILLS}
)
"""Settings whose change re-decides every trainee's mastery."""


def setting(key: str) -> Setting:
    """The declared setting *key*, or :class:`SettingError` naming the unknown key. A
    game's setting (its id is one of the key's parts) builds that game's settings only."""
    found = _BY_KEY.get(key)
    if found is None:
        parts = key.split(".")
        for game in game_ids():
            if game in parts:
                _game_part(game)
        found = _BY_KEY.get(key)
    if found is None:
        raise SettingError(say(labels.NO_SUCH_SETTING, key=repr(key)))
    return found


@cache
def _sections() -> tuple[str, ...]:
    return (
        SCHOOL,
        RULES,
        SCHEDULES,
        # Each casino game's own options and rake.
        *dict.fromkeys(s.section for s in all_settings() if s.section.endswith(("policy", "rake"))),
        LIMITS,
        HOME_GAME,
        TARGET_TIMES,
        PACE,
        DRILLS,
        PROTECTION,
        CHIPS,
        MASTERY,
        EXAMS,
        TABLE_TESTS,
        KIOSK,
    )


@cache
def _settings_by_key() -> Mapping[str, Setting]:
    return MappingProxyType({s.key: s for s in all_settings()})


@cache
def _ordered_pairs() -> tuple[tuple[str, str], ...]:
    return tuple(
        (f"{game}.min-wager-cents", f"{game}.max-wager-cents")
        for game in game_ids()
        if f"{game}.min-wager-cents" in _settings_by_key()  # the home game posts no limits
    )


# Built on their first read (issue 28), by the module's __getattr__ below.
SETTINGS: tuple[Setting, ...]
"""Every house setting, in the settings form's order."""
SETTINGS_BY_KEY: Mapping[str, Setting]
SECTIONS: tuple[str, ...]
"""The sections of the settings form, in order; every setting declares one of them."""
ORDERED_PAIRS: tuple[tuple[str, str], ...]
"""Pairs of settings where the first may not exceed the second."""
GAMES: tuple[str, ...]
"""The games the store records attempts for, by their slug, in the registry's order."""
GAME_TITLES: Mapping[str, str]
PACED: tuple[tuple[str, str], ...]
"""The (game, skill) pairs a house sets a pace target for."""

_LAZY: Final[dict[str, Callable[[], object]]] = {
    "SETTINGS": all_settings,
    "SETTINGS_BY_KEY": _settings_by_key,
    "SECTIONS": _sections,
    "ORDERED_PAIRS": _ordered_pairs,
    "GAMES": game_ids,
    "GAME_TITLES": game_titles,
    "PACED": paced,
}


def __getattr__(name: str) -> object:
    # A lazy name's first read builds it and keeps it as the module's own.
    build = _LAZY.get(name)
    if build is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = globals()[name] = build()
    return value


def check_consistency(values: Mapping[str, SettingValue]) -> None:
    """Refuse a set of values where a minimum exceeds its maximum."""
    for low_key, high_key in _ordered_pairs():
        low, high = values[low_key], values[high_key]
        assert isinstance(low, int) and isinstance(high, int)
        if low > high:
            low_setting, high_setting = setting(low_key), setting(high_key)
            raise SettingError(
                say(
                    labels.ABOVE_OTHER,
                    setting=low_setting.display_name(),
                    other=high_setting.title_words(),
                    high=high_setting.describe(high),
                )
            )


class HouseSettings(Mapping[str, SettingValue]):
    """Every house setting's current value (defaults filled in), with typed accessors.

    Holds what the house set; a setting it did not set reads as its default, a game's
    built when first read (:func:`setting`)."""

    __slots__ = ("_set",)

    def __init__(self, values: Mapping[str, SettingValue]) -> None:
        self._set = dict(values)

    def __getitem__(self, key: str) -> SettingValue:
        try:
            declared = setting(key)
        except SettingError:
            raise KeyError(key) from None
        return self._set.get(key, declared.default)

    def __iter__(self) -> Iterator[str]:
        return (s.key for s in all_settings())

    def __len__(self) -> int:
        return len(all_settings())

    def __repr__(self) -> str:
        return f"HouseSettings({dict(self)!r})"

    def int_value(self, key: str) -> int:
        """An integer setting (cents, seconds, ms, counts, percent marks, int schedules)."""
        value = self[key]
        if not isinstance(value, int) or isinstance(value, bool):
            raise TypeError(f"{key} is not an integer setting")
        return value

    def bool_value(self, key: str) -> bool:
        """A yes/no setting."""
        value = self[key]
        if not isinstance(value, bool):
            raise TypeError(f"{key} is not a yes/no setting")
        return value

    def text_value(self, key: str) -> str:
        """A text setting (the school's name)."""
        value = self[key]
        if setting(key).kind is not Kind.TEXT or not isinstance(value, str):
            raise TypeError(f"{key} is not a text setting")
        return value

    def decimal_value(self, key: str) -> Decimal:
        """A decimal setting (the rake percentage)."""
        value = self[key]
        if not isinstance(value, Decimal):
            raise TypeError(f"{key} is not a decimal setting")
        return value

    def pay_schedule(self, game: str, wager: str) -> int | str:
        """The posted pay schedule of *game*'s *wager* (``1`` .. ``6`` for 3-5-7)."""
        value = self[f"pay-schedule.{game}.{wager}"]
        assert isinstance(value, int | str) and not isinstance(value, bool)
        return value

    def target_ms(self, skill: str) -> int:
        """The target response time of *skill*, in milliseconds."""
        return self.int_value(f"target-ms.{skill}")


def load_house_rules(folder: Path) -> list[str]:
    """Read the house's own rules files, kept in the data folder's ``rules/`` beside the
    shipped ones, before the settings that name their jurisdictions are read; a sentence
    for each file that cannot be used."""
    rules = folder / HOUSE_RULES_FOLDER
    if "trainer.engine.games.registry" not in sys.modules and not any(rules.glob("*.toml")):
        # No file of the house's, and no registry read yet that could hold another store's:
        # nothing to tell it, so it is not read for this (issue 28: the window's first
        # screen shows before the registry of games is read).
        return []
    from trainer.engine.games.registry import use_house_rules

    return use_house_rules(rules)
