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
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from typing import Final

from trainer.progress.errors import SettingError

GAMES: Final = ("three-five-seven", "three-card-poker", "casino-holdem", "three-five-seven-home")
"""The games the store records attempts for, by their slug."""

GAME_TITLES: Final = {
    "three-five-seven": "3-5-7 Poker",
    "three-card-poker": "Three Card Poker",
    "casino-holdem": "Casino Hold'em",
    "three-five-seven-home": "3-5-7 home game",
}

SKILLS: Final = (
    "dealing-order",
    "settlement-order",
    "payout",
    "rake",
    "arrangement",
    "hand-reading",
    "rulings",
)
"""The skills a trainee drills; each has a target response time (a house setting)."""

SettingValue = bool | int | str | Decimal
"""A setting's value: ``bool``, ``int`` (cents, seconds, ms, counts), ``Decimal`` or ``str``."""


class Kind(enum.Enum):
    """How a setting's value is typed and checked."""

    BOOL = "bool"
    INT = "int"
    DECIMAL = "decimal"
    CHOICE = "choice"


class Unit(enum.Enum):
    """The unit a number is in; used to word limits in messages."""

    NONE = ""
    CENTS = "cents"
    PERCENT = "percent"
    MS = "ms"
    SECONDS = "seconds"
    ATTEMPTS = "attempts"


_CO_357 = "the Colorado 3-5-7 Poker rules"
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
        for choice in self.choices:
            if value == choice or (
                isinstance(value, str) and not isinstance(value, bool) and value == str(choice)
            ):
                return choice
        allowed = ", ".join(str(choice) for choice in self.choices)
        raise SettingError(f"{self.display_name()} must be one of {allowed}, not {value!r}.")

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


def _schedule(game: str, wager: str, wager_title: str, choices: tuple[int | str, ...]) -> Setting:
    return Setting(
        key=f"pay-schedule.{game}.{wager}",
        title=f"the {GAME_TITLES[game]} {wager_title} pay schedule",
        kind=Kind.CHOICE,
        default=choices[0],
        choices=choices,
    )


def _wager(game: str, bound: str, default: int, maximum: int, source: str = "") -> Setting:
    return Setting(
        key=f"{game}.{bound}-wager-cents",
        title=f"the {GAME_TITLES[game]} {bound}imum wager",
        kind=Kind.INT,
        default=default,
        unit=Unit.CENTS,
        minimum=0 if bound == "min" else 1,
        maximum=maximum,
        limit_source=source,
    )


_DEFAULT_TARGET_MS: Final = {
    "dealing-order": 10_000,
    "settlement-order": 10_000,
    "payout": 6_000,
    "rake": 6_000,
    "arrangement": 20_000,
    "hand-reading": 4_000,
    "rulings": 15_000,
}

SETTINGS: Final[tuple[Setting, ...]] = (
    # CO 3-5-7: "pay winning wagers according to one of the following pay tables":
    # schedules 1-2 for the '3' bet, 3-4 for the '5' bet, 5-6 for the '7' bet.
    _schedule("three-five-seven", "three", "'3' bet", (1, 2)),
    _schedule("three-five-seven", "five", "'5' bet", (3, 4)),
    _schedule("three-five-seven", "seven", "'7' bet", (5, 6)),
    # One posted table each for now; a house that posts another adds a choice here.
    _schedule("three-card-poker", "pair-plus", "Pair Plus", ("new-jersey",)),
    _schedule("three-card-poker", "ante-bonus", "ante bonus", ("new-jersey",)),
    _schedule("casino-holdem", "ante", "AnteWin", ("antewin",)),
    # CO 3-5-7: surrender of half the 7-card wager is "at the discretion of the licensee".
    Setting(
        key="three-five-seven.surrender-allowed",
        title="whether 3-5-7 surrender is allowed",
        kind=Kind.BOOL,
        default=True,
    ),
    # CO 3-5-7: "Each retail licensee may allow or not allow tip-bets according to its policy."
    Setting(
        key="three-five-seven.tip-bets-allowed",
        title="whether 3-5-7 tip bets are allowed",
        kind=Kind.BOOL,
        default=True,
    ),
    # CO 3-5-7: the pot rake is "not more than 10% or five dollars, whichever is less".
    Setting(
        key="three-five-seven.rake-percent",
        title="the 3-5-7 rake percentage",
        kind=Kind.DECIMAL,
        default=Decimal(10),
        unit=Unit.PERCENT,
        minimum=Decimal(0),
        maximum=Decimal(10),
        places=2,
        limit_source=_CO_357,
    ),
    Setting(
        key="three-five-seven.rake-cap-cents",
        title="the 3-5-7 rake cap",
        kind=Kind.INT,
        default=500,
        unit=Unit.CENTS,
        minimum=0,
        maximum=500,
        limit_source=_CO_357,
    ),
    # CO 3-5-7: each wager is within the posted table limit, "not exceeding five dollars".
    _wager("three-five-seven", "min", 100, 500, _CO_357),
    _wager("three-five-seven", "max", 500, 500, _CO_357),
    _wager("three-card-poker", "min", 500, 10_000_000),
    _wager("three-card-poker", "max", 50_000, 10_000_000),
    _wager("casino-holdem", "min", 500, 10_000_000),
    _wager("casino-holdem", "max", 50_000, 10_000_000),
    # Kiosk stations: full screen and locked even when started without --kiosk, and
    # whether a walk-up user may add themself as a new trainee.
    Setting(
        key="kiosk.always",
        title="whether this station always runs as a locked kiosk",
        kind=Kind.BOOL,
        default=False,
    ),
    Setting(
        key="kiosk.new-trainees-allowed",
        title="whether new trainees may add themselves at the sign-in screen",
        kind=Kind.BOOL,
        default=True,
    ),
    # The 3-5-7 home game: the choices its texts leave to the table (Burns ¶19, ¶24-¶26;
    # Strikes ¶16; five of a kind from the wild cards).
    Setting(
        key="three-five-seven-home.burns.ante-cap-cents",
        title="the home game's ante cap",
        kind=Kind.INT,
        default=100,
        unit=Unit.CENTS,
        minimum=25,
        maximum=10_000,
    ),
    Setting(
        key="three-five-seven-home.burns.second-chance",
        title="the home game's second chance",
        kind=Kind.BOOL,
        default=False,
    ),
    Setting(
        key="three-five-seven-home.burns.no-one-in-pays-pot",
        title="the home game's burn to the pot when nobody is in",
        kind=Kind.BOOL,
        default=False,
    ),
    Setting(
        key="three-five-seven-home.burns.suit-tiebreak",
        title="the home game's suit tie-break",
        kind=Kind.BOOL,
        default=False,
    ),
    Setting(
        key="three-five-seven-home.strikes.strike-pays-pot",
        title="the home game's pot payment on a strike",
        kind=Kind.BOOL,
        default=False,
    ),
    Setting(
        key="three-five-seven-home.strikes.contribution-cents",
        title="the home game's strike payment",
        kind=Kind.INT,
        default=25,
        unit=Unit.CENTS,
        minimum=0,
        maximum=10_000,
    ),
    Setting(
        key="three-five-seven-home.five-of-a-kind-high",
        title="the home game's five of a kind above a straight flush",
        kind=Kind.BOOL,
        default=True,
    ),
    Setting(
        key="kiosk.idle-timeout-seconds",
        title="the kiosk idle timeout",
        kind=Kind.INT,
        default=120,
        unit=Unit.SECONDS,
        minimum=15,
        maximum=3600,
    ),
    Setting(
        key="exam.pass-mark-percent",
        title="the default exam pass mark",
        kind=Kind.INT,
        default=90,
        unit=Unit.PERCENT,
        minimum=1,
        maximum=100,
    ),
    *(
        Setting(
            key=f"target-ms.{skill}",
            title=f"the target response time for {skill.replace('-', ' ')}",
            kind=Kind.INT,
            default=_DEFAULT_TARGET_MS[skill],
            unit=Unit.MS,
            minimum=500,
            maximum=600_000,
        )
        for skill in SKILLS
    ),
    # Mastery of a (game, skill): the last N attempts at least P% fully correct, with a
    # median response time under the skill's target.
    Setting(
        key="mastery.window-attempts",
        title="the number of recent attempts mastery looks at",
        kind=Kind.INT,
        default=30,
        unit=Unit.ATTEMPTS,
        minimum=5,
        maximum=200,
    ),
    Setting(
        key="mastery.accuracy-percent",
        title="the accuracy mastery requires",
        kind=Kind.INT,
        default=95,
        unit=Unit.PERCENT,
        minimum=50,
        maximum=100,
    ),
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
