"""House settings declared as data: every key, its default, its type and its limits.

A house (a licensee, a dealer school) posts its own pay schedules, rake, table limits and
so on; the trainer drills against what the house posts. Every setting is one
:class:`Setting` entry in :data:`SETTINGS`; the store validates every change against its
entry, refuses values beyond a regulatory limit with a sentence that names the setting
and the limit, and writes every accepted change to an audit log. A test walks every entry.

Money is integer cents; percentages are :class:`~decimal.Decimal`; times are integers.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import Final

from trainer.engine.games import GAMES as ENGINE_GAMES
from trainer.engine.games import GameSpec, game_ids, registry, use_house_rules
from trainer.engine.games.spec import CASINO, HOME
from trainer.engine.rules import GameRules
from trainer.progress.errors import SettingError

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
"""The fewest questions an exam asks of each game it covers (issue 23); an exam too short
to ask each game chosen that often is refused."""

SCHEDULER_NAMES: Final = ("boxes", "fsrs", "round-robin")
"""The drill schedulers a house may choose (trainer.quiz.scheduler.SCHEDULERS); the first
is the default, the one benchmarks/learning.py found best (docs/learning.md)."""

SettingValue = bool | int | str | Decimal
"""A setting's value: ``bool``, ``int`` (cents, seconds, ms, counts), ``Decimal`` or ``str``."""


class Kind(enum.Enum):
    """How a setting's value is typed and checked."""

    BOOL = "bool"
    INT = "int"
    DECIMAL = "decimal"
    CHOICE = "choice"
    TEXT = "text"


class Unit(enum.Enum):
    """The unit a number is in; used to word limits in messages."""

    NONE = ""
    CENTS = "cents"
    PERCENT = "percent"
    MS = "ms"
    SECONDS = "seconds"
    ATTEMPTS = "attempts"
    PER_HOUR = "decisions per hour"


_TRUE = frozenset({"true", "yes", "on", "1"})
_FALSE = frozenset({"false", "no", "off", "0"})


@dataclass(frozen=True, slots=True)
class Setting:
    """One house setting: its key, a plain title for messages, its type, default and limits."""

    key: str
    title: str
    kind: Kind
    default: SettingValue
    unit: Unit = Unit.NONE
    minimum: int | Decimal | None = None
    maximum: int | Decimal | None = None
    choices: tuple[int | str, ...] = ()
    places: int = 0
    limit_source: str = ""
    """Where the maximum comes from when it is a regulatory limit (named in the refusal)."""
    choices_from: Callable[[], tuple[int | str, ...]] | None = None
    """Where the choices are read when they are known only at run time (the jurisdictions
    of a game: the shipped rules files and the house's own); ``choices`` then holds those
    every installation has."""

    def allowed(self) -> tuple[int | str, ...]:
        """The choices a value may take now."""
        return self.choices_from() if self.choices_from is not None else self.choices

    def describe(self, amount: int | Decimal) -> str:
        """An amount in this setting's unit, as words for a message (``500 cents ($5.00)``)."""
        if self.unit is Unit.CENTS:
            dollars = Decimal(int(amount)) / 100
            return f"{amount} cents (${dollars:,.2f})"
        if self.unit is Unit.PERCENT:
            return f"{amount}%"
        if self.unit is Unit.NONE:
            return str(amount)
        return f"{amount} {self.unit.value}"

    def display_name(self) -> str:
        """The title and key, for the start of a message."""
        return f"{self.title[:1].upper()}{self.title[1:]} ({self.key})"

    def coerce(self, value: object) -> SettingValue:
        """*value* (a Python value or its text) checked and typed, or :class:`SettingError`."""
        if self.kind is Kind.BOOL:
            return self._coerce_bool(value)
        if self.kind is Kind.CHOICE:
            return self._coerce_choice(value)
        if self.kind is Kind.TEXT:
            return self._coerce_text(value)
        number = self._coerce_number(value)
        if self.minimum is not None and number < self.minimum:
            low = self.describe(self.minimum)
            raise SettingError(f"{self.display_name()} cannot be below {low}.")
        if self.maximum is not None and number > self.maximum:
            source = f", the limit set by {self.limit_source}" if self.limit_source else ""
            raise SettingError(
                f"{self.display_name()} cannot be above {self.describe(self.maximum)}{source}."
            )
        return number

    def _coerce_bool(self, value: object) -> bool:
        if isinstance(value, bool):
            return value
        if isinstance(value, str):
            word = value.strip().lower()
            if word in _TRUE:
                return True
            if word in _FALSE:
                return False
        raise SettingError(f"{self.display_name()} must be yes or no, not {value!r}.")

    def _coerce_choice(self, value: object) -> int | str:
        for choice in self.allowed():
            if value == choice or (
                isinstance(value, str) and not isinstance(value, bool) and value == str(choice)
            ):
                return choice
        allowed = ", ".join(str(choice) for choice in self.allowed())
        raise SettingError(f"{self.display_name()} must be one of {allowed}, not {value!r}.")

    def _coerce_text(self, value: object) -> str:
        # One line of printable text, at most *maximum* characters (it heads reports).
        if not isinstance(value, str):
            raise SettingError(f"{self.display_name()} must be text, not {value!r}.")
        text = " ".join(value.split())
        if any(not ch.isprintable() for ch in text):
            raise SettingError(f"{self.display_name()} must be plain text on one line.")
        if self.maximum is not None and len(text) > self.maximum:
            raise SettingError(
                f"{self.display_name()} cannot be longer than {self.maximum} characters."
            )
        return text

    def _coerce_number(self, value: object) -> int | Decimal:
        if isinstance(value, bool | float):
            # Floats are refused: money and percentages are exact in this product.
            raise SettingError(f"{self.display_name()} must be an exact number, not {value!r}.")
        if self.kind is Kind.INT:
            if isinstance(value, int):
                return value
            if isinstance(value, str) and value.strip().lstrip("-").isdigit():
                return int(value.strip())
            raise SettingError(f"{self.display_name()} must be a whole number, not {value!r}.")
        try:
            number = Decimal(value) if isinstance(value, int | str | Decimal) else None
        except InvalidOperation:
            number = None
        if number is None or not number.is_finite():
            raise SettingError(f"{self.display_name()} must be a number, not {value!r}.")
        exponent = number.as_tuple().exponent
        if isinstance(exponent, int) and -exponent > self.places:
            raise SettingError(
                f"{self.display_name()} allows at most {self.places} decimal places, not {value}."
            )
        # One spelling per value ("7.50" is "7.5"), so that the audit log shows real changes.
        return Decimal(format(number.normalize(), "f"))

    def to_text(self, value: SettingValue) -> str:
        """The stored (and audit-logged) text of a value already checked by :meth:`coerce`."""
        if isinstance(value, bool):
            return "yes" if value else "no"
        return str(value)

    def from_text(self, text: str) -> SettingValue:
        """A stored text back to its value (checked again: a hand-edited file is refused)."""
        return self.coerce(text)


def _jurisdiction(spec: GameSpec) -> Setting:
    # A game id names the game, a rules file its jurisdiction: the house chooses which of
    # the game's files (the shipped ones and its own, in the data folder's rules/) its
    # tables follow.
    shipped = registry().rules(spec.id).jurisdiction_id
    return Setting(
        key=f"{spec.id}.jurisdiction",
        title=f"the rules {spec.title} tables follow",
        kind=Kind.CHOICE,
        default=shipped,
        choices=(shipped,),
        choices_from=lambda: tuple(r.jurisdiction_id for r in registry().jurisdictions(spec.id)),
    )


def _rules_source(rules: GameRules) -> str:
    # The file's own words name the clause (CO 3-5-7 ¶2); a refusal names the file.
    return f"the {rules.jurisdiction} {GAME_TITLES[rules.id]} rules file"


# What the store posted before the rules files named a house's defaults; a house changes
# them in the settings. Every other default is the rules file's [house].
_STORE_DEFAULTS: Final = {
    "three-five-seven.min-wager-cents": 100,
    "three-card-poker.max-wager-cents": 50_000,
    "casino-holdem.max-wager-cents": 50_000,
}


# The yes-or-no options a licensee chooses (GameSpec.house_options): the setting's key
# after the game's id, and its title. CO 3-5-7 ¶5: surrender "is only available for the
# 7-card wager", so a tip bet plays on unless the house rules it goes with the wager; CH
# Rules (3), (4a): a fold ends the hand, though a house may settle the progressive anyway.
_HOUSE_FLAGS: Final[dict[str, tuple[str, str]]] = {
    "surrender": ("surrender-allowed", "whether {short} surrender is allowed"),
    "tip_bets": ("tip-bets-allowed", "whether {short} tip bets are allowed"),
    "tip_follows_surrender": (
        "tip-bet-surrendered",
        "whether a {short} tip bet is surrendered with its player's wager",
    ),
    "progressive_plays_on_fold": (
        "progressive-on-fold",
        "whether a {short} progressive wager is settled when its player folds",
    ),
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
                    title=f"the {spec.title} {spec.wager_names.get(wager, wager)} pay schedule",
                    kind=Kind.CHOICE,
                    default=house.schedules.get(wager, choices[0]),
                    choices=choices,
                )
            )
    short = spec.short_title
    for option in spec.house_options:
        if option == "split_unit":
            # CO 3-5-7 ¶10 is silent on a tied pot: chips cannot pay cents, so a house
            # shares it in its smallest chip (or, where it pays coins, to the cent).
            out.append(
                Setting(
                    key=f"{spec.id}.split-unit-cents",
                    title=f"the smallest chip a {short} split pot is shared in",
                    kind=Kind.CHOICE,
                    default=house.split_unit,
                    choices=tuple(sorted({1, 25, 50, 100, house.split_unit})),
                    unit=Unit.CENTS,
                )
            )
            continue
        key, title = _HOUSE_FLAGS[option]
        out.append(
            Setting(
                key=f"{spec.id}.{key}",
                title=title.format(short=short),
                kind=Kind.BOOL,
                default=bool(getattr(house, option)),
            )
        )
    if reg.max_rake_percent is not None and reg.max_rake_cap is not None:
        source = _rules_source(rules)
        out.append(
            Setting(
                key=f"{spec.id}.rake-percent",
                title=f"the {short} rake percentage",
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
                title=f"the {short} rake cap",
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
    for bound, posted in (("min", rules.house.min_wager), ("max", rules.house.max_wager)):
        key = f"{spec.id}.{bound}-wager-cents"
        out.append(
            Setting(
                key=key,
                title=f"the {spec.title} {bound}imum wager",
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


def _number(key: str, title: str, default: int, unit: Unit, minimum: int, maximum: int) -> Setting:
    """A whole-number house setting: its unit and the range a house may set."""
    return Setting(
        key=key,
        title=title,
        kind=Kind.INT,
        default=default,
        unit=unit,
        minimum=minimum,
        maximum=maximum,
    )


def _flag(key: str, title: str, *, default: bool) -> Setting:
    """A yes-or-no house setting."""
    return Setting(key=key, title=title, kind=Kind.BOOL, default=default)


SETTINGS: Final[tuple[Setting, ...]] = (
    *(_jurisdiction(spec) for spec in ENGINE_GAMES),
    *(s for spec in _CASINO for s in _casino_settings(spec)),
    *(s for spec in _CASINO for s in _limits(spec)),
    # The school (or casino) whose name heads every report and certificate.
    Setting(
        key="school.name",
        title="the school's name",
        kind=Kind.TEXT,
        default="",
        maximum=80,
    ),
    # Kiosk stations: full screen and locked even when started without --kiosk, and
    # whether a walk-up user may add themself as a new trainee.
    _flag("kiosk.always", "whether this station always runs as a locked kiosk", default=False),
    _flag(
        "kiosk.new-trainees-allowed",
        "whether new trainees may add themselves at the sign-in screen",
        default=True,
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
    ),
    _flag(
        "three-five-seven-home.burns.second-chance", "the home game's second chance", default=False
    ),
    _flag(
        "three-five-seven-home.burns.no-one-in-pays-pot",
        "the home game's burn to the pot when nobody is in",
        default=False,
    ),
    _flag(
        "three-five-seven-home.burns.suit-tiebreak", "the home game's suit tie-break", default=False
    ),
    _flag(
        "three-five-seven-home.strikes.strike-pays-pot",
        "the home game's pot payment on a strike",
        default=False,
    ),
    _number(
        "three-five-seven-home.strikes.contribution-cents",
        "the home game's strike payment",
        25,
        Unit.CENTS,
        0,
        10_000,
    ),
    _flag(
        "three-five-seven-home.five-of-a-kind-high",
        "the home game's five of a kind above a straight flush",
        default=True,
    ),
    # Readings of issue 11 where tables differ (docs/rules-decisions.md): the coin a tie is
    # shared in, three wild 3s in the strikes game (three aces by Strikes ¶12; no value
    # where the table plays Burns ¶21), the strikes ante
    # on each new hand (Strikes ¶8, ¶13), the stakes after a won pot (Burns ¶19).
    Setting(
        key="three-five-seven-home.split-unit-cents",
        title="the coin the home game's tied winners share in",
        kind=Kind.CHOICE,
        default=25,
        choices=(1, 5, 25),
        unit=Unit.CENTS,
    ),
    _flag(
        "three-five-seven-home.strikes.three-threes-worthless",
        "whether three wild 3s have no value in the strikes game",
        default=False,
    ),
    _flag(
        "three-five-seven-home.strikes.ante-every-hand",
        "whether the strikes game antes on every new hand",
        default=False,
    ),
    _flag(
        "three-five-seven-home.burns.stakes-reset-on-pot",
        "whether the home game's ante and burn start again after a pot is won",
        default=True,
    ),
    _number("kiosk.idle-timeout-seconds", "the kiosk idle timeout", 120, Unit.SECONDS, 15, 3600),
    _number("exam.pass-mark-percent", "the default exam pass mark", 90, Unit.PERCENT, 1, 100),
    # Issue 23: a table test a supervisor signs off asks each game it covers this often.
    _number(MIN_PER_GAME_KEY, "the fewest exam questions asked of each game", 1, Unit.NONE, 1, 100),
    *(
        _number(
            f"target-ms.{skill}",
            f"the target response time for {skill.replace('-', ' ')}",
            _DEFAULT_TARGET_MS[skill],
            Unit.MS,
            500,
            600_000,
        )
        for skill in SKILLS
    ),
    # Table pace (issue 16): the decisions per hour a house asks of each game and skill;
    # by default the pace of answering every question in the skill's target time.
    *(
        _number(
            pace_key(game, skill),
            f"the pace target for {GAME_TITLES[game]} {skill.replace('-', ' ')}",
            (3_600_000 + _DEFAULT_TARGET_MS[skill] // 2) // _DEFAULT_TARGET_MS[skill],
            Unit.PER_HOUR,
            10,
            20_000,
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
    ),
    _number("mastery.accuracy-percent", "the accuracy mastery requires", 95, Unit.PERCENT, 50, 100),
    # Which scheduler chooses a practice drill's next family. Every scheduler's state is
    # kept with each answer, so a house can switch at any time and lose nothing.
    Setting(
        key="drill.scheduler",
        title="the drill scheduler",
        kind=Kind.CHOICE,
        default=SCHEDULER_NAMES[0],
        choices=SCHEDULER_NAMES,
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
    ),
    # Chip handling (issue 16): what chips a dealer gives for cash or in change of a chip
    # (docs/rules-decisions.md, "Making change").
    Setting(
        key=CHANGE_RULE_KEY,
        title="what chips a dealer gives as change",
        kind=Kind.CHOICE,
        default="one-smallest",
        choices=("one-smallest", "fewest"),
    ),
    # Each trainee's daily goal, in answers or in minutes spent answering, and the
    # streak of days it was met.
    Setting(
        key="daily-goal.unit",
        title="what the daily goal counts",
        kind=Kind.CHOICE,
        default="answers",
        choices=("answers", "minutes"),
    ),
    _number("daily-goal.amount", "the daily goal", 60, Unit.NONE, 1, 1000),
)

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
        raise SettingError(f"There is no house setting named {key!r}.") from None


def check_consistency(values: Mapping[str, SettingValue]) -> None:
    """Refuse a set of values where a minimum exceeds its maximum."""
    for low_key, high_key in ORDERED_PAIRS:
        low, high = values[low_key], values[high_key]
        assert isinstance(low, int) and isinstance(high, int)
        if low > high:
            low_setting, high_setting = SETTINGS_BY_KEY[low_key], SETTINGS_BY_KEY[high_key]
            raise SettingError(
                f"{low_setting.display_name()} cannot be above {high_setting.title}, "
                f"which is {high_setting.describe(high)}."
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
