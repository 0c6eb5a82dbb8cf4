"""The refusals of a rules file, each one whole marked template (issue 27).

A fault in ``resources/rules/*.toml`` (or a house's own file) names the file, the key and
the reason (DESIGN.md, "Rules as data"). Each refusal is one sentence with named
placeholders, translated where it is said: the file's name, its keys and the values it
holds stay as written (``{file}``, ``{key}``, ``{value}``), so a house's rule author finds
them in the file whatever the language. Python's own words about a file (tomllib's syntax
error, an operating system's reason) go inside as ``{reason}``, as they come.
"""

from __future__ import annotations

from typing import Final

from trainer.engine.errors import RulesFileError
from trainer.engine.money import MAX_CENTS, AmountError, format_money
from trainer.words import QT_TRANSLATE_NOOP, Marked, Said


def refusal(file: object, key: str, template: Marked, /, **fields: object) -> RulesFileError:
    """The fault at *key* of *file*, in the language in force, for the caller to raise; its
    sentence (``RulesFileError.said``) can be said again in another language."""
    return RulesFileError(Said(template, file=file, key=key, **fields))


# Reading the file.
UNREADABLE: Final = QT_TRANSLATE_NOOP("rules file", "{file}: cannot be read ({reason}).")
NOT_UTF8: Final = QT_TRANSLATE_NOOP("rules file", "{file}: is not UTF-8 text.")
NOT_A_RULES_FILE: Final = QT_TRANSLATE_NOOP("rules file", "{file}: is not a rules file: {reason}.")
NOT_TOML: Final = QT_TRANSLATE_NOOP("rules file", "{file}: is not valid TOML ({reason}).")
TOO_DEEP: Final = QT_TRANSLATE_NOOP(
    "rules file", "{file}: is not a rules file: it nests too deeply."
)
TOO_LONG: Final = QT_TRANSLATE_NOOP(
    "rules file", "{file}: is not a rules file: a number is too long."
)
NO_FOLDER: Final = QT_TRANSLATE_NOOP(
    "rules file", "The rules folder is missing (looked in {folder})."
)
NOT_A_KIND: Final = QT_TRANSLATE_NOOP(
    "rules file", "{file}: {key}: {value} is not a kind of rules file (kinds: {kinds})."
)

# Keys and the shape of their values.
UNKNOWN_KEY: Final = QT_TRANSLATE_NOOP(
    "rules file", "{file}: {key}: is not a known key (known: {known})."
)
MISSING: Final = QT_TRANSLATE_NOOP("rules file", "{file}: {key}: is missing.")
TABLE: Final = QT_TRANSLATE_NOOP("rules file", "{file}: {key}: must be a table.")
TEXT: Final = QT_TRANSLATE_NOOP("rules file", "{file}: {key}: must be text.")
NOT_WHOLE: Final = QT_TRANSLATE_NOOP(
    "rules file", "{file}: {key}: must be a whole number, not {value}."
)
NOT_BOOL: Final = QT_TRANSLATE_NOOP(
    "rules file", "{file}: {key}: must be true or false, not {value}."
)
NOT_TEXT: Final = QT_TRANSLATE_NOOP("rules file", "{file}: {key}: must be text, not {value}.")
NOT_LIST: Final = QT_TRANSLATE_NOOP("rules file", "{file}: {key}: must be a list, not {value}.")
NOT_TABLE: Final = QT_TRANSLATE_NOOP("rules file", "{file}: {key}: must be a table, not {value}.")
NOT_PERCENT: Final = QT_TRANSLATE_NOOP(
    "rules file", "{file}: {key}: must be a percentage, not {value}."
)
AMOUNT: Final = {
    "not-dollars": QT_TRANSLATE_NOOP(
        "rules file", "{file}: {key}: The amount must be a number of dollars, not {value}."
    ),
    "negative": QT_TRANSLATE_NOOP(
        "rules file", "{file}: {key}: The amount cannot be negative ({value})."
    ),
    "too-large": QT_TRANSLATE_NOOP(
        "rules file", "{file}: {key}: The amount of {value} is too large (at most {most})."
    ),
    "sub-cent": QT_TRANSLATE_NOOP(
        "rules file", "{file}: {key}: The amount of {value} is not a whole number of cents."
    ),
    "sub-cent-text": QT_TRANSLATE_NOOP(
        "rules file",
        "{file}: {key}: '{value}' is not a whole number of cents; use at most two decimals.",
    ),
    "not-money": QT_TRANSLATE_NOOP(
        "rules file",
        "{file}: {key}: '{value}' is not an amount of money; write it like 60, $60.00 or 1,250.50.",
    ),
}
"""An amount the file holds that the money module refuses, by its fault."""


def amount_refusal(file: object, key: str, refused: AmountError) -> RulesFileError:
    """An amount of *file* at *key* refused (:class:`~trainer.engine.money.AmountError`),
    worded here in the language in force."""
    return refusal(
        file, key, AMOUNT[refused.fault], value=refused.value, most=format_money(MAX_CENTS)
    )


NOT_ONE_OF: Final = QT_TRANSLATE_NOOP(
    "rules file", "{file}: {key}: must be one of {shown}, not {value}."
)
NOT_FROM_TO: Final = QT_TRANSLATE_NOOP(
    "rules file", "{file}: {key}: must be a whole number from {low} to {high}, not {value}."
)
NOT_BETWEEN: Final = QT_TRANSLATE_NOOP(
    "rules file", "{file}: {key}: must be between {low} and {high}, not {value}."
)
AT_LEAST_ONE: Final = QT_TRANSLATE_NOOP("rules file", "{file}: {key}: must be at least 1.")
ABOVE_100: Final = QT_TRANSLATE_NOOP("rules file", "{file}: {key}: cannot be above 100.")
OPTION_SHAPE: Final = QT_TRANSLATE_NOOP(
    "rules file", "{file}: {key}: must be a table like {example}."
)

# Words a value must be written as: (not text at all, text that does not read as one).
CATEGORY: Final = (
    QT_TRANSLATE_NOOP("rules file", "{file}: {key}: must be a hand category as text, not {value}."),
    QT_TRANSLATE_NOOP("rules file", "{file}: {key}: '{value}' is not a hand category."),
)
RANK: Final = (
    QT_TRANSLATE_NOOP("rules file", "{file}: {key}: must be a rank as text, not {value}."),
    QT_TRANSLATE_NOOP("rules file", "{file}: {key}: '{value}' is not a rank."),
)
RANKING: Final = (
    QT_TRANSLATE_NOOP(
        "rules file", "{file}: {key}: must be 'poker' or 'three-card' as text, not {value}."
    ),
    QT_TRANSLATE_NOOP("rules file", "{file}: {key}: '{value}' is not 'poker' or 'three-card'."),
)
ODDS: Final = (
    QT_TRANSLATE_NOOP(
        "rules file", "{file}: {key}: must be odds like '40 to 1' as text, not {value}."
    ),
    QT_TRANSLATE_NOOP("rules file", "{file}: {key}: '{value}' is not odds like '40 to 1'."),
)

# The game.
NOT_KIND: Final = QT_TRANSLATE_NOOP(
    "rules file", '{file}: {key}: must be "{kind}" in a {kind} rules file.'
)
NOT_HOME: Final = QT_TRANSLATE_NOOP(
    "rules file", '{file}: {key}: must be "home" in a home-game rules file.'
)
NOT_ID: Final = QT_TRANSLATE_NOOP(
    "rules file", "{file}: {key}: must be {value} in a {kind} rules file."
)
NOT_PLAYED: Final = QT_TRANSLATE_NOOP(
    "rules file", "{file}: {key}: {value} is not a game this trainer plays (games: {known})."
)
KIND_OF_GAME: Final = QT_TRANSLATE_NOOP(
    "rules file", '{file}: {key}: {game} is a {kind} game: its file has kind = "{kind}".'
)
CASINO_GAME: Final = QT_TRANSLATE_NOOP(
    "rules file", "{file}: {key}: {game} is a casino game: its file has no kind."
)
NO_JURISDICTION: Final = QT_TRANSLATE_NOOP(
    "rules file", "{file}: {key}: must name the jurisdiction."
)
WRONG_WAGERS: Final = QT_TRANSLATE_NOOP(
    "rules file", "{file}: {key}: {game} settles the wagers {wagers}, not {found}."
)
SETTLED_BY: Final = QT_TRANSLATE_NOOP(
    "rules file", "{file}: {key}: is missing: {game} is settled by it."
)
WAGER_NAMES: Final = QT_TRANSLATE_NOOP(
    "rules file", "{file}: {key}: must be a list of wager names."
)
RULE_TEXTS: Final = QT_TRANSLATE_NOOP(
    "rules file", "{file}: {key}: must be a list of rule-text file names."
)
DEAL_METHODS: Final = QT_TRANSLATE_NOOP(
    "rules file", "{file}: {key}: must be a list of dealing methods."
)
QUALIFIER_SHAPE: Final = QT_TRANSLATE_NOOP(
    "rules file", "{file}: {key}: must be a table with category and min_rank."
)
TWO_FILES: Final = QT_TRANSLATE_NOOP(
    "rules file",
    "{first} and {second} both give the rules of {game} in {jurisdiction}: keep one of the "
    "two files.",
)
NOT_USED: Final = QT_TRANSLATE_NOOP(
    "rules file", "The house rules file {file} is not used: {reason}"
)

# Pay tables.
NO_PAYTABLE: Final = QT_TRANSLATE_NOOP(
    "rules file", "{file}: {key}: is missing: a rules file declares at least one pay table."
)
NOT_A_WAGER: Final = QT_TRANSLATE_NOOP(
    "rules file", "{file}: {key}: '{value}' is not one of the game's wagers ({wagers})."
)
REPEATED: Final = QT_TRANSLATE_NOOP(
    "rules file", "{file}: {key}: repeats the pay table for '{wager}'."
)
REPEATED_SCHEDULE: Final = QT_TRANSLATE_NOOP(
    "rules file", "{file}: {key}: repeats the pay table for '{wager}' schedule {schedule}."
)
NO_ROWS: Final = QT_TRANSLATE_NOOP(
    "rules file", "{file}: {key}: is missing: a pay table needs at least one pay row."
)
NO_TABLE_FOR: Final = QT_TRANSLATE_NOOP(
    "rules file", "{file}: {key}: the '{wager}' wager has no pay table."
)
NOT_THREE_CARD: Final = QT_TRANSLATE_NOOP(
    "rules file", "{file}: {key}: '{value}' cannot be made with three cards."
)
NO_PAY: Final = QT_TRANSLATE_NOOP(
    "rules file",
    "{file}: {key}: needs exactly one of pays, meter_percent or amount (the missing pay).",
)
METER_SHARE: Final = QT_TRANSLATE_NOOP(
    "rules file", "{file}: {key}: must be above 0 and at most 100."
)
ROW_ORDER: Final = QT_TRANSLATE_NOOP(
    "rules file", "{file}: {key}: '{row}' must rank below '{above}' (rows run best first)."
)

# What a house posts.
NOT_GAME_WAGER: Final = QT_TRANSLATE_NOOP(
    "rules file", "{file}: {key}: is not one of the game's wagers."
)
NOT_SCHEDULE: Final = QT_TRANSLATE_NOOP(
    "rules file", "{file}: {key}: must be a schedule number, not {value}."
)
NO_SCHEDULE: Final = QT_TRANSLATE_NOOP(
    "rules file", "{file}: {key}: there is no pay schedule {schedule} for '{wager}'."
)
NOT_ALLOWED: Final = QT_TRANSLATE_NOOP(
    "rules file", "{file}: {key}: {reason}", "a posted setting or option the rules do not allow"
)
NOTHING_MINIMUM: Final = QT_TRANSLATE_NOOP("rules file", "{file}: {key}: must be more than {zero}.")
UNDER_MINIMUM: Final = QT_TRANSLATE_NOOP(
    "rules file", "{file}: {key}: {high} is under the minimum of {low}."
)
OUTSIDE_LIMITS: Final = QT_TRANSLATE_NOOP(
    "rules file", "{file}: {key}: {amount} is outside the table's limits ({low} to {high})."
)

# Blackjack and roulette.
RESPLIT_ONE: Final = QT_TRANSLATE_NOOP(
    "rules file",
    "{file}: {key}: aces cannot be split again where a player may hold only 1 hand ({limit}).",
)
RESPLIT_MANY: Final = QT_TRANSLATE_NOOP(
    "rules file",
    "{file}: {key}: aces cannot be split again where a player may hold only {hands} hands "
    "({limit}).",
)
NOT_ON_WHEEL: Final = QT_TRANSLATE_NOOP(
    "rules file", "{file}: {key}: {bet} is not a bet on {wheel}."
)
NOT_ROULETTE_ODDS: Final = QT_TRANSLATE_NOOP(
    "rules file", "{file}: {key}: must be odds N to 1, N from 1 to 35, not {value}."
)

# What the regulation allows a house to post (GameRules.house_fault): a sentence of its
# own, also where a house's settings are refused.
OVER_MAXIMUM: Final = QT_TRANSLATE_NOOP(
    "rules file", "The table maximum of {amount} is above the {most} that {clause} allows."
)
MINIMUM_OVER_MAXIMUM: Final = QT_TRANSLATE_NOOP(
    "rules file", "The table minimum of {low} is above the table maximum of {high}."
)
POT_OVER: Final = QT_TRANSLATE_NOOP(
    "rules file",
    "The player-banked pot wager of {amount} is above the {most} that {clause} allows.",
)
POT_NEEDED: Final = QT_TRANSLATE_NOOP(
    "rules file", "A player-banked pot needs its posted wager amount."
)
RAKE_NEGATIVE: Final = QT_TRANSLATE_NOOP("rules file", "The rake percentage cannot be negative.")
CAP_NEGATIVE: Final = QT_TRANSLATE_NOOP("rules file", "The rake cap cannot be negative.")
SPLIT_UNIT: Final = QT_TRANSLATE_NOOP(
    "rules file", "A split pot is shared in units of a cent or more."
)
RAKE_OVER: Final = QT_TRANSLATE_NOOP(
    "rules file", "A rake of {percent}% is above the {most}% that {clause} allows."
)
CAP_OVER: Final = QT_TRANSLATE_NOOP(
    "rules file", "A rake cap of {amount} is above the {most} that {clause} allows."
)
NO_TABLE_FOR_WAGER: Final = QT_TRANSLATE_NOOP(
    "rules file", "{game} has no pay table for the '{wager}' wager."
)
NO_SCHEDULE_FOR_WAGER: Final = QT_TRANSLATE_NOOP(
    "rules file",
    "{game} has no pay schedule {schedule} for the '{wager}' wager (schedules: {known}).",
)
