"""One house setting's entry: its type, its unit, its limits, its words, and how a value is
checked against it. The entries themselves are declared in :mod:`trainer.progress.settings`."""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from typing import Final

from trainer.progress.errors import SettingError
from trainer.words import QT_TRANSLATE_NOOP, Marked, Phrase, say, translated

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
    PER_HOUR = "right decisions per hour"

    @property
    def suffix(self) -> str:
        """What follows a number in this unit in a form, in the language in force (dollars
        are a prefix; times in milliseconds are shown in seconds)."""
        return translated(_SUFFIXES[self])


_SUFFIXES: Final = {
    Unit.NONE: "",
    Unit.CENTS: "",
    Unit.PERCENT: "%",
    Unit.MS: " s",
    Unit.SECONDS: " s",
    Unit.ATTEMPTS: QT_TRANSLATE_NOOP("settings", " answers", "after a number, in a form"),
    Unit.PER_HOUR: QT_TRANSLATE_NOOP("settings", " an hour", "after a number, in a form"),
}

Words = tuple[tuple[int | str, str], ...]
"""Each choice of a setting and its words: ``(("fsrs", "FSRS"), ...)``."""


# A value refused, one whole sentence each; {setting} is the title and key.
_CENTS: Final = QT_TRANSLATE_NOOP("settings", "{count} cents ({dollars})")
_BELOW: Final = QT_TRANSLATE_NOOP("settings", "{setting} cannot be below {low}.")
_ABOVE: Final = QT_TRANSLATE_NOOP("settings", "{setting} cannot be above {high}.")
_ABOVE_LIMIT: Final = QT_TRANSLATE_NOOP(
    "settings", "{setting} cannot be above {high}, the limit set by {source}."
)
_YES_OR_NO: Final = QT_TRANSLATE_NOOP("settings", "{setting} must be yes or no, not {value}.")
_ONE_OF: Final = QT_TRANSLATE_NOOP("settings", "{setting} must be one of {allowed}, not {value}.")
_TEXT: Final = QT_TRANSLATE_NOOP("settings", "{setting} must be text, not {value}.")
_ONE_LINE: Final = QT_TRANSLATE_NOOP("settings", "{setting} must be plain text on one line.")
_TOO_LONG: Final = QT_TRANSLATE_NOOP(
    "settings", "{setting} cannot be longer than {most} characters."
)
_EXACT: Final = QT_TRANSLATE_NOOP("settings", "{setting} must be an exact number, not {value}.")
_WHOLE: Final = QT_TRANSLATE_NOOP("settings", "{setting} must be a whole number, not {value}.")
_NUMBER: Final = QT_TRANSLATE_NOOP("settings", "{setting} must be a number, not {value}.")
_PLACES: Final = QT_TRANSLATE_NOOP(
    "settings", "{setting} allows at most {places} decimal places, not {value}."
)
_ONE_CHOICE: Final = QT_TRANSLATE_NOOP("settings", "There is only one choice here.")

_TRUE = frozenset({"true", "yes", "on", "1"})
_FALSE = frozenset({"false", "no", "off", "0"})


@dataclass(frozen=True, slots=True)
class Setting:
    """One house setting: its key, a plain title for messages, its type, default and limits;
    and for the settings form its label, its section and each choice in words."""

    key: str
    title: str
    kind: Kind
    default: SettingValue
    label: str = ""
    """What the setting is, as the form labels it: "Smallest chip a split pot is shared in"."""
    section: str = ""
    """The section of the settings form it is shown in."""
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
    words: Words = ()
    """Each choice in words, as the form shows it."""
    words_from: Callable[[], Words] | None = None
    """Where the words are read when the choices are known only at run time."""
    fixed_reason: str = ""
    """Why the setting cannot be changed when it has one choice only (said by the control)."""
    text_check: Callable[[Setting, str], str] | None = None
    """For a text setting written in a small language of its own (a table-test rubric,
    certification levels): reads the text, refuses it with a :class:`SettingError` naming
    the key and the reason, and returns its one spelling."""

    def allowed(self) -> tuple[int | str, ...]:
        """The choices a value may take now."""
        return self.choices_from() if self.choices_from is not None else self.choices

    def choice_words(self, choice: int | str) -> str:
        """A choice in words (``Round robin``); a choice without words as it is stored."""
        words = self.words_from() if self.words_from is not None else self.words
        return dict(words).get(choice, str(choice))

    def why_fixed(self) -> str:
        """Why the control is greyed, in the language in force: a sentence when there is one
        choice only, else ""."""
        if self.kind is Kind.CHOICE and len(self.allowed()) < 2:
            return translated(self.fixed_reason or _ONE_CHOICE)
        return ""

    def describe(self, amount: int | Decimal) -> str:
        """An amount in this setting's unit, as words for a message (``500 cents ($5.00)``)."""
        if self.unit is Unit.CENTS:
            dollars = Decimal(int(amount)) / 100
            return say(_CENTS, count=amount, dollars=f"${dollars:,.2f}")
        if self.unit is Unit.PERCENT:
            return f"{amount}%"
        if self.unit is Unit.NONE:
            return str(amount)
        return f"{amount} {self.unit.value}"

    def title_words(self) -> str:
        """The title in the language in force: a marked one translated, a plain one looked
        up in the catalogue (``setting_words.STATIC_TITLES`` marks them for the extractor)."""
        if isinstance(self.title, Marked | Phrase):
            return translated(self.title)
        return translated(Marked("settings", self.title))

    def display_name(self) -> str:
        """The title and key, for the start of a message."""
        title = self.title_words()
        return f"{title[:1].upper()}{title[1:]} ({self.key})"

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
            raise SettingError(say(_BELOW, setting=self.display_name(), low=low))
        if self.maximum is not None and number > self.maximum:
            high, name = self.describe(self.maximum), self.display_name()
            if self.limit_source:
                source = (
                    translated(self.limit_source)
                    if isinstance(self.limit_source, Marked | Phrase)
                    else self.limit_source
                )
                raise SettingError(say(_ABOVE_LIMIT, setting=name, high=high, source=source))
            raise SettingError(say(_ABOVE, setting=name, high=high))
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
        raise SettingError(say(_YES_OR_NO, setting=self.display_name(), value=repr(value)))

    def _coerce_choice(self, value: object) -> int | str:
        for choice in self.allowed():
            if value == choice or (
                isinstance(value, str) and not isinstance(value, bool) and value == str(choice)
            ):
                return choice
        allowed = ", ".join(str(choice) for choice in self.allowed())
        raise SettingError(
            say(_ONE_OF, setting=self.display_name(), allowed=allowed, value=repr(value))
        )

    def _coerce_text(self, value: object) -> str:
        # One line of printable text, at most *maximum* characters (it heads reports).
        if not isinstance(value, str):
            raise SettingError(say(_TEXT, setting=self.display_name(), value=repr(value)))
        text = " ".join(value.split())
        if any(not ch.isprintable() for ch in text):
            raise SettingError(say(_ONE_LINE, setting=self.display_name()))
        if self.maximum is not None and len(text) > self.maximum:
            raise SettingError(say(_TOO_LONG, setting=self.display_name(), most=self.maximum))
        return text if self.text_check is None else self.text_check(self, text)

    def _coerce_number(self, value: object) -> int | Decimal:
        if isinstance(value, bool | float):
            # Floats are refused: money and percentages are exact in this product.
            raise SettingError(say(_EXACT, setting=self.display_name(), value=repr(value)))
        if self.kind is Kind.INT:
            if isinstance(value, int):
                return value
            if isinstance(value, str) and value.strip().lstrip("-").isdigit():
                return int(value.strip())
            raise SettingError(say(_WHOLE, setting=self.display_name(), value=repr(value)))
        try:
            number = Decimal(value) if isinstance(value, int | str | Decimal) else None
        except InvalidOperation:
            number = None
        if number is None or not number.is_finite():
            raise SettingError(say(_NUMBER, setting=self.display_name(), value=repr(value)))
        exponent = number.as_tuple().exponent
        if isinstance(exponent, int) and -exponent > self.places:
            raise SettingError(
                say(_PLACES, setting=self.display_name(), places=self.places, value=value)
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
