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
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from decimal import Decimal
from pathlib import Path
from typing import Final

from trainer.engine.games import GAMES as ENGINE_GAMES
from trainer.engine.games import GameSpec, game_ids, registry, use_house_rules
from trainer.engine.games.spec import CASINO, HOME
from trainer.engine.rules import GameRules
from trainer.progress import setting_words as labels
from trainer.progress.errors import SettingError
from trainer.progress.rubric import PASS_MARK_KEY, table_test_settings
from trainer.progress.rubric import SECTION as TABLE_TESTS
from trainer.progress.setting_entry import Kind as Kind  # the entry's type, re-exported
from trainer.progress.setting_entry import Setting as Setting
from trainer.progress.setting_entry import SettingValue as SettingValue
from trainer.progress.setting_entry import Unit as Unit
from trainer.words import LANGUAGE_NAMES, LANGUAGES, QT_TRANSLATE_NOOP, Phrase, say

GAMES: Final = game_ids()
"""The games the store records attempts for, by their slug, in the registry's order."""

GAME_TITLES: Final = {spec.id: spec.title for spec in ENGINE_GAMES}

HOUSE_RULES_FOLDER: Final = "rules"
"""The folder, inside the data folder, where a house keeps its own rules files (another
jurisdiction's pay tables and limits); they are read beside the shipped ones."""

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
SYSTEM_LANGUAGE: Final = "system"
"""A language setting's value that follows the station's locale."""
LANGUAGE_CHOICES: Final = (SYSTEM_LANGUAGE, *LANGUAGES)
LANGUAGE_WORDS: Final = (
    (SYSTEM_LANGUAGE, QT_TRANSLATE_NOOP("settings", "The station's system language")),
    *LANGUAGE_NAMES.items(),
)

# The sections of the settings form, in their order.
SCHOOL = QT_TRANSLATE_NOOP("settings", "The school")
RULES = QT_TRANSLATE_NOOP("settings", "Rules the tables follow")
SCHEDULES = QT_TRANSLATE_NOOP("settings", "Posted pay schedules")
LIMITS = QT_TRANSLATE_NOOP("settings", "Table limits")
HOME_GAME = QT_TRANSLATE_NOOP("settings", "3-5-7 home game")
TARGET_TIMES = QT_TRANSLATE_NOOP("settings", "Target times per skill")
PACE = QT_TRANSLATE_NOOP("settings", "Pace targets (right answers an hour)")
DRILLS = QT_TRANSLATE_NOOP("settings", "Drills and daily goal")
PROTECTION = QT_TRANSLATE_NOOP("settings", "Game protection")
CHIPS = QT_TRANSLATE_NOOP("settings", "Chip handling")
MASTERY = QT_TRANSLATE_NOOP("settings", "Mastery rule")
EXAMS = QT_TRANSLATE_NOOP("settings", "Exams")
KIOSK = QT_TRANSLATE_NOOP("settings", "Kiosk stations")


def _jurisdiction(spec: GameSpec) -> Setting:
    # A game id names the game, a rules file its jurisdiction: the house chooses which of
    # the game's files (the shipped ones and its own, in the data folder's rules/) its
    # tables follow.
    shipped = registry().rules(spec.id).jurisdiction_id
    return Setting(
        key=f"{spec.id}.jurisdiction",
        title=Phrase(labels.TITLE_JURISDICTION, game=spec.title),
        label=Phrase(QT_TRANSLATE_NOOP("settings", "Rules {game} follows"), game=spec.title),
        section=RULES,
        kind=Kind.CHOICE,
        default=shipped,
        choices=(shipped,),
        choices_from=lambda: tuple(r.jurisdiction_id for r in registry().jurisdictions(spec.id)),
        words_from=lambda: tuple(
            (r.jurisdiction_id, r.jurisdiction) for r in registry().jurisdictions(spec.id)
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
    return Phrase(labels.RULES_SOURCE, jurisdiction=rules.jurisdiction, game=GAME_TITLES[rules.id])


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
    rules = registry().casino(spec.id)
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
    rules = registry().casino(spec.id)
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


_CASINO: Final = tuple(spec for spec in ENGINE_GAMES if spec.kind == CASINO)

_NOT_YET_DRILLED: Final = frozenset[str]()
"""Games registered before their drills (roulette's engine lands before its drills, issue
26, as blackjack's did): no pace target until they have families
(``tests/quiz/test_pace.py`` holds the two in step)."""


_DEFAULT_TARGET_MS: Final = {
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


def _paced() -> tuple[tuple[str, str], ...]:
    """The (game, skill) pairs a house sets a pace target for: every skill of every game,
    game protection only where the game has mistakes to plant, chip handling only at a
    table with the house's chips (the home game has none), and only the skills a game's spec
    names where it names them (blackjack has no rake)."""
    return tuple(
        (spec.id, skill)
        for spec in ENGINE_GAMES
        if spec.id not in _NOT_YET_DRILLED
        for skill in SKILLS
        if (skill != "game-protection" or spec.error_kinds)
        and (skill != "chips" or spec.kind != HOME)
        and (not spec.skills or skill in spec.skills)
    )


PACED: Final = _paced()


def pace_key(game: str, skill: str) -> str:
    """The house setting of a (game, skill)'s pace target."""
    return f"pace-target.{game}.{skill}"


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


SETTINGS: Final[tuple[Setting, ...]] = (
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
    *(_jurisdiction(spec) for spec in ENGINE_GAMES),
    *(s for spec in _CASINO for s in _casino_settings(spec)),
    *(s for spec in _CASINO for s in _limits(spec)),
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
    *table_test_settings({g: tuple(s for pg, s in PACED if pg == g) for g in GAMES}),
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
    # Table pace (issue 16): the right answers per hour a house asks of each game and
    # skill; by default the pace of answering every question in the skill's target time.
    *(
        _number(
            pace_key(game, skill),
            Phrase(labels.TITLE_PACE, game=GAME_TITLES[game], skill=labels.SKILL_WORDS[skill]),
            (3_600_000 + _DEFAULT_TARGET_MS[skill] // 2) // _DEFAULT_TARGET_MS[skill],
            Unit.PER_HOUR,
            10,
            20_000,
            label=Phrase(
                labels.PACE_LABEL, game=GAME_TITLES[game], skill=labels.SKILL_WORDS[skill]
            ),
            section=PACE,
        )
        for game, skill in PACED
    ),
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

SECTIONS: Final = (
    SCHOOL,
    RULES,
    SCHEDULES,
    *dict.fromkeys(s.section for s in SETTINGS if s.section.endswith(("policy", "rake"))),
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
"""The sections of the settings form, in order; every setting declares one of them."""

SETTINGS_BY_KEY: Final[Mapping[str, Setting]] = {setting.key: setting for setting in SETTINGS}

ORDERED_PAIRS: Final[tuple[tuple[str, str], ...]] = tuple(
    (f"{game}.min-wager-cents", f"{game}.max-wager-cents")
    for game in GAMES
    if f"{game}.min-wager-cents" in SETTINGS_BY_KEY  # the home game posts no table limits
)
"""Pairs of settings where the first may not exceed the second."""

MASTERY_KEYS: Final = frozenset(
    {"mastery.window-attempts", "mastery.accuracy-percent"} | {f"target-ms.{s}" for s in SKILLS}
)
"""Settings whose change re-decides every trainee's mastery."""


def setting(key: str) -> Setting:
    """The declared setting *key*, or :class:`SettingError` naming the unknown key."""
    try:
        return SETTINGS_BY_KEY[key]
    except KeyError:
        raise SettingError(say(labels.NO_SUCH_SETTING, key=repr(key))) from None


def check_consistency(values: Mapping[str, SettingValue]) -> None:
    """Refuse a set of values where a minimum exceeds its maximum."""
    for low_key, high_key in ORDERED_PAIRS:
        low, high = values[low_key], values[high_key]
        assert isinstance(low, int) and isinstance(high, int)
        if low > high:
            low_setting, high_setting = SETTINGS_BY_KEY[low_key], SETTINGS_BY_KEY[high_key]
            raise SettingError(
                say(
                    labels.ABOVE_OTHER,
                    setting=low_setting.display_name(),
                    other=high_setting.title_words(),
                    high=high_setting.describe(high),
                )
            )


class HouseSettings(Mapping[str, SettingValue]):
    """Every house setting's current value (defaults filled in), with typed accessors."""

    __slots__ = ("_values",)

    def __init__(self, values: Mapping[str, SettingValue]) -> None:
        self._values = {s.key: values.get(s.key, s.default) for s in SETTINGS}

    def __getitem__(self, key: str) -> SettingValue:
        return self._values[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._values)

    def __len__(self) -> int:
        return len(self._values)

    def __repr__(self) -> str:
        return f"HouseSettings({self._values!r})"

    def int_value(self, key: str) -> int:
        """An integer setting (cents, seconds, ms, counts, percent marks, int schedules)."""
        value = self._values[key]
        if not isinstance(value, int) or isinstance(value, bool):
            raise TypeError(f"{key} is not an integer setting")
        return value

    def bool_value(self, key: str) -> bool:
        """A yes/no setting."""
        value = self._values[key]
        if not isinstance(value, bool):
            raise TypeError(f"{key} is not a yes/no setting")
        return value

    def text_value(self, key: str) -> str:
        """A text setting (the school's name)."""
        value = self._values[key]
        if SETTINGS_BY_KEY[key].kind is not Kind.TEXT or not isinstance(value, str):
            raise TypeError(f"{key} is not a text setting")
        return value

    def decimal_value(self, key: str) -> Decimal:
        """A decimal setting (the rake percentage)."""
        value = self._values[key]
        if not isinstance(value, Decimal):
            raise TypeError(f"{key} is not a decimal setting")
        return value

    def pay_schedule(self, game: str, wager: str) -> int | str:
        """The posted pay schedule of *game*'s *wager* (``1`` .. ``6`` for 3-5-7)."""
        value = self._values[f"pay-schedule.{game}.{wager}"]
        assert isinstance(value, int | str) and not isinstance(value, bool)
        return value

    def target_ms(self, skill: str) -> int:
        """The target response time of *skill*, in milliseconds."""
        return self.int_value(f"target-ms.{skill}")


def load_house_rules(folder: Path) -> list[str]:
    """Read the house's own rules files, kept in the data folder's ``rules/`` beside the
    shipped ones, before the settings that name their jurisdictions are read; a sentence
    for each file that cannot be used."""
    return use_house_rules(folder / HOUSE_RULES_FOLDER)
