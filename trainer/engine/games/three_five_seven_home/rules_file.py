"""The home game's rules file: each variant's options, every option with its clause.

``resources/rules/three-five-seven-home.toml`` (``[game] kind = "home"``): no regulator and
no pay tables, for players pay each other and the pot. A fault names the file, the key
and the reason, as for the casino games' files.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any

from trainer.engine import rules_file_words as W
from trainer.engine.games.three_five_seven_home.options import _OPTION_KINDS, HomeOptions, Variant
from trainer.engine.rules_data import FileReader, jurisdiction_key, read_rules_data


@dataclass(frozen=True, slots=True)
class HomeRules:
    """The home game as read from its rules file: each variant's options and their clauses."""

    id: str
    name: str
    jurisdiction: str
    rule_texts: tuple[str, ...]
    seats: int
    clause: str
    variants: Mapping[Variant, HomeOptions]
    clauses: Mapping[Variant, Mapping[str, str]]
    source: str = ""
    clean_one_in: int = 3
    """How often a game-protection round is paid right (a house setting, as the casino
    games' ``HouseRules.clean_one_in``)."""

    def options(self, variant: Variant | str) -> HomeOptions:
        """A variant's options as this file gives them."""
        return self.variants[Variant(variant)]

    def option_clause(self, variant: Variant | str, option: str) -> str:
        """The clause an option of a variant comes from."""
        return self.clauses[Variant(variant)][option]

    @property
    def kind(self) -> str:
        """The kind of rules file: ``home`` (players pay each other; no pay tables)."""
        return "home"

    @property
    def jurisdiction_id(self) -> str:
        """The jurisdiction as a key (``home-and-club-games``)."""
        return jurisdiction_key(self.jurisdiction)


def read_home_rules(path: Path | str, data: Mapping[str, Any]) -> HomeRules:
    """Validate a parsed home-game rules file; :class:`RulesFileError` names file, key and
    reason, as for the other rules files."""
    return _HomeReader(Path(path)).read(data)


def load_home_rules(path: Path | str) -> HomeRules:
    """Read and validate a home-game rules file."""
    return read_home_rules(path, read_rules_data(Path(path)))


class _HomeReader(FileReader):
    """Walks one parsed home-game file, naming file and key in every fault."""

    def read(self, data: Mapping[str, Any]) -> HomeRules:
        self.known(data, "file", ("game", "variant"))
        g = self.table(data, "game")
        self.known(
            g, "game", ("id", "name", "kind", "jurisdiction", "rule_texts", "seats", "clause")
        )
        if g.get("kind") != "home":
            raise self.fail("game.kind", W.NOT_HOME)
        texts = self.rule_texts(g)
        seats = self.seats(g, 2, 7)
        v = self.table(data, "variant")
        self.known(v, "variant", [x.value for x in Variant])
        variants: dict[Variant, HomeOptions] = {}
        clauses: dict[Variant, Mapping[str, str]] = {}
        for variant in Variant:
            key = f"variant.{variant.value}"
            variants[variant], clauses[variant] = self.variant(
                variant, self.table(v, variant.value), key
            )
        return HomeRules(
            id=self.text(g, "game", "id"),
            name=self.text(g, "game", "name"),
            jurisdiction=self.text(g, "game", "jurisdiction"),
            rule_texts=texts,
            seats=seats,
            clause=self.text(g, "game", "clause"),
            variants=MappingProxyType(variants),
            clauses=MappingProxyType(clauses),
            source=str(self.path),
        )

    def variant(
        self, variant: Variant, data: Mapping[str, Any], key: str
    ) -> tuple[HomeOptions, Mapping[str, str]]:
        self.known(data, key, _OPTION_KINDS)
        values: dict[str, Any] = {}
        clauses: dict[str, str] = {}
        for name, kind in _OPTION_KINDS.items():
            entry = data.get(name)
            where = f"{key}.{name}"
            if entry is None:
                if kind == "money?":  # an option a table may leave out: no ante cap
                    values[name] = None
                    continue
                raise self.fail(where, W.MISSING)
            value, clauses[name] = self.option(entry, where)
            values[name] = self.value(value, kind, f"{where}.value")
        options = HomeOptions(variant=variant, **values)
        fault = options.fault()
        if fault is not None:
            raise self.fail(f"{key}.{fault[0]}", W.NOT_ALLOWED, reason=fault[1])
        return options, MappingProxyType(clauses)

    def value(self, value: Any, kind: str, where: str) -> Any:
        if kind == "bool":
            if not isinstance(value, bool):
                raise self.fail(where, W.NOT_BOOL, value=repr(value))
            return value
        if kind == "int":
            if isinstance(value, bool) or not isinstance(value, int):
                raise self.fail(where, W.NOT_WHOLE, value=repr(value))
            return value
        return self.money(value, where)
