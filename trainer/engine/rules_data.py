"""Where the rules files are, and reading one into plain data before its kind's reader
checks it (:mod:`trainer.engine.rules` for a casino game, the home game's own reader).

Every fault is a :class:`RulesFileError` that names the file.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from decimal import Decimal
from pathlib import Path
from typing import Any

from trainer.engine.errors import RulesFileError
from trainer.engine.limits import MOST_RULES_BYTES, BoundsError, check_shape, read_limited
from trainer.engine.money import AmountError, Cents, format_money, to_cents
from trainer.engine.rules_file_words import (
    MISSING,
    NO_FOLDER,
    NOT_A_RULES_FILE,
    NOT_FROM_TO,
    NOT_ID,
    NOT_KIND,
    NOT_TOML,
    NOT_UTF8,
    NOTHING_MINIMUM,
    OPTION_SHAPE,
    RULE_TEXTS,
    TABLE,
    TEXT,
    TOO_DEEP,
    TOO_LONG,
    UNDER_MINIMUM,
    UNKNOWN_KEY,
    UNREADABLE,
    amount_refusal,
    refusal,
)
from trainer.folders import resources_folder
from trainer.words import Marked, Said


def resources_dir() -> Path:
    """The folder holding ``rules/``: inside the installed package, else the source tree."""
    rules = resources_folder("rules")
    if rules.is_dir():
        return rules.parent
    here = Path(__file__).resolve().parent.parent
    raise RulesFileError(Said(NO_FOLDER, folder=here / "resources"))


def shipped_rules_files() -> list[Path]:
    """Every rules file shipped with the trainer."""
    return sorted((resources_dir() / "rules").glob("*.toml"))


def read_rules_data(path: Path) -> dict[str, Any]:
    """A rules file parsed (numbers with decimals as ``Decimal``), not yet checked; one past
    the bounds of :mod:`trainer.engine.limits` is refused before it is parsed."""
    try:
        with path.open("rb") as handle:
            text = read_limited(handle, MOST_RULES_BYTES).decode("utf-8")
        check_shape(text, toml=True)
    except OSError as exc:
        raise RulesFileError(Said(UNREADABLE, file=path, reason=exc.strerror or exc)) from None
    except UnicodeDecodeError:
        raise RulesFileError(Said(NOT_UTF8, file=path)) from None
    except BoundsError as exc:
        raise RulesFileError(Said(NOT_A_RULES_FILE, file=path, reason=exc)) from None
    import tomllib  # here: the window's start reads no rules file (issue 28)

    try:
        return tomllib.loads(text, parse_float=Decimal)
    except tomllib.TOMLDecodeError as exc:
        raise RulesFileError(Said(NOT_TOML, file=path, reason=exc)) from None
    except RecursionError:  # past the bounds' reach: refused all the same
        raise RulesFileError(Said(TOO_DEEP, file=path)) from None
    except ValueError:  # an integer past Python's 4,300-digit conversion limit
        raise RulesFileError(Said(TOO_LONG, file=path)) from None


def rules_kind(data: Mapping[str, Any]) -> str:
    """The kind of a parsed rules file: ``home`` where ``[game] kind = "home"``, else
    ``casino`` (the casino games' files need not say)."""
    game = data.get("game")
    kind = game.get("kind", "casino") if isinstance(game, Mapping) else "casino"
    return kind if isinstance(kind, str) else "casino"


def jurisdiction_key(name: str) -> str:
    """A jurisdiction's name as a key for settings and scenarios: ``New Jersey`` ->
    ``new-jersey``."""
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


class FileReader:
    """Walks one parsed rules file, naming the file and the key in every fault: the checks
    every kind's reader makes (the home game's, blackjack's), each a
    :class:`RulesFileError` of one sentence."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def fail(self, key: str, template: Marked, /, **fields: object) -> RulesFileError:
        """The fault at ``key`` (``game.seats``), one of :mod:`~trainer.engine.rules_file_words`'
        templates filled with ``fields``, for the caller to raise."""
        return refusal(self.path, key, template, **fields)

    def known(self, data: Mapping[str, Any], key: str, allowed: Iterable[str]) -> None:
        """Refuse a key of ``data`` (the table at ``key``, or the file's top for ``""``)
        that is not one of ``allowed``, naming the ones that are."""
        allowed_set = set(allowed)
        for k in data:
            if k not in allowed_set:
                raise self.fail(
                    f"{key}.{k}" if key else k, UNKNOWN_KEY, known=", ".join(sorted(allowed_set))
                )

    def table(self, data: Mapping[str, Any], key: str) -> Mapping[str, Any]:
        """The table at ``key``: missing, or not a table, is a fault."""
        value = data.get(key)
        if value is None:
            raise self.fail(key, MISSING)
        if not isinstance(value, dict):
            raise self.fail(key, TABLE)
        return value

    def text(self, data: Mapping[str, Any], key: str, name: str) -> str:
        """The text at ``key.name``: missing, empty or not text is a fault."""
        value = data.get(name)
        if not isinstance(value, str) or not value.strip():
            raise self.fail(f"{key}.{name}", MISSING if value is None else TEXT)
        return value

    def game(self, data: Mapping[str, Any], kind: str, game_id: str) -> Mapping[str, Any]:
        """The ``[game]`` table of a file of one kind and game (blackjack's, roulette's):
        only the keys every such file has, its kind and its id."""
        g = self.table(data, "game")
        self.known(
            g,
            "game",
            ("id", "name", "kind", "jurisdiction", "regulator", "rule_texts", "seats", "clause"),
        )
        if g.get("kind") != kind:
            raise self.fail("game.kind", NOT_KIND, kind=kind)
        if g.get("id") != game_id:
            raise self.fail("game.id", NOT_ID, value=repr(game_id), kind=kind)
        return g

    def amount(self, data: Mapping[str, Any], key: str, name: str) -> Cents:
        """The amount at ``key.name``: missing is a fault."""
        if name not in data:
            raise self.fail(f"{key}.{name}", MISSING)
        return self.money(data[name], f"{key}.{name}")

    def house(self, data: Mapping[str, Any]) -> tuple[Cents, Cents, str]:
        """The ``[house]`` table's posted minimum and maximum wager and their clause."""
        h = self.table(data, "house")
        self.known(h, "house", ("min_wager", "max_wager", "clause"))
        low, high = self.amount(h, "house", "min_wager"), self.amount(h, "house", "max_wager")
        if low <= 0:
            raise self.fail("house.min_wager", NOTHING_MINIMUM, zero=format_money(0))
        if high < low:
            raise self.fail(
                "house.max_wager", UNDER_MINIMUM, high=format_money(high), low=format_money(low)
            )
        return low, high, self.text(h, "house", "clause")

    def money(self, value: Any, where: str) -> Cents:
        """An amount in dollars (``5``, ``0.25``) as exact cents."""
        try:
            return to_cents(value, what="the amount")
        except AmountError as exc:
            raise amount_refusal(self.path, where, exc) from None

    def rule_texts(self, game: Mapping[str, Any]) -> tuple[str, ...]:
        """``game.rule_texts``: a list of the rule-text files the rules come from."""
        texts = game.get("rule_texts")
        if not isinstance(texts, list) or not texts or not all(isinstance(t, str) for t in texts):
            raise self.fail("game.rule_texts", RULE_TEXTS)
        return tuple(texts)

    def seats(self, game: Mapping[str, Any], low: int, high: int) -> int:
        """``game.seats``: a whole number of seats from ``low`` to ``high``."""
        seats = game.get("seats")
        if isinstance(seats, bool) or not isinstance(seats, int) or not low <= seats <= high:
            raise self.fail("game.seats", NOT_FROM_TO, low=low, high=high, value=repr(seats))
        return seats

    def option(self, entry: Any, where: str) -> tuple[Any, str]:
        """An option's ``{ value = ..., clause = "..." }`` entry: its value, not yet read by
        its kind, and its clause."""
        if not isinstance(entry, dict):
            raise self.fail(where, OPTION_SHAPE, example='{ value = ..., clause = "..." }')
        self.known(entry, where, ("value", "clause"))
        clause = self.text(entry, where, "clause")
        if "value" not in entry:
            raise self.fail(f"{where}.value", MISSING)
        return entry["value"], clause
