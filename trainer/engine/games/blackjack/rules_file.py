"""Blackjack's rules file (``[game] kind = "blackjack"``): what a house posts, each option
with the clause it comes from.

No pay tables: blackjack's payouts are fixed odds (§633a.13) and a house chooses among a
few options, so the file is a list of options, each ``{ value = ..., clause = "..." }``.
A fault names the file, the key and the reason, as for the other rules files.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any

from trainer.engine import rules_file_words as W
from trainer.engine.money import Cents
from trainer.engine.rules_data import FileReader, jurisdiction_key, read_rules_data

GAME_ID = "blackjack"
KIND = "blackjack"

PAYS: Mapping[str, tuple[int, int]] = MappingProxyType({"3 to 2": (3, 2), "6 to 5": (6, 5)})
"""The odds a natural may be paid at, as the regulation allows them (§633a.13)."""

DOUBLE_ON: tuple[str, ...] = ("any two", "9-11", "10-11")
"""Which first two cards a house lets a player double on (§633a.10)."""

NATURAL_TAKES: tuple[str, ...] = ("original wager", "every wager")
"""What a dealer's natural found after the players have doubled or split collects: only
each hand's original wager (§633a.11(d)), or every wager (a no-hole-card house's rule)."""

# Each option: its kind, as the reader checks it.
_OPTIONS: Mapping[str, str] = MappingProxyType(
    {
        "blackjack_pays": "pays",
        "dealer_hits_soft_17": "bool",
        "decks": "decks",
        "hole_card": "bool",
        "insurance": "bool",
        "double_on": "double_on",
        "double_after_split": "bool",
        "max_split_hands": "hands",
        "resplit_aces": "bool",
        "split_aces_one_card": "bool",
        "late_surrender": "bool",
        "dealer_natural_takes": "natural_takes",
    }
)


@dataclass(frozen=True, slots=True)
class BlackjackRules:
    """Blackjack as one house posts it, read from its rules file; every option with its
    clause (:meth:`option_clause`)."""

    id: str
    name: str
    jurisdiction: str
    regulator: str
    rule_texts: tuple[str, ...]
    seats: int
    clause: str
    min_wager: Cents
    max_wager: Cents
    limits_clause: str
    blackjack_pays: str
    dealer_hits_soft_17: bool
    decks: int
    hole_card: bool
    insurance: bool
    double_on: str
    double_after_split: bool
    max_split_hands: int
    resplit_aces: bool
    split_aces_one_card: bool
    late_surrender: bool
    dealer_natural_takes: str
    clauses: Mapping[str, str]
    source: str = ""
    clean_one_in: int = 3
    """How often a game-protection table is paid right (as the other games' files)."""

    @property
    def kind(self) -> str:
        """The kind of rules file: ``blackjack`` (fixed odds and posted options)."""
        return KIND

    @property
    def jurisdiction_id(self) -> str:
        """The jurisdiction as a key (``pennsylvania``)."""
        return jurisdiction_key(self.jurisdiction)

    @property
    def deal_methods(self) -> tuple[str, ...]:
        """The one dealing method the house's hole-card option allows."""
        return ("hole-card",) if self.hole_card else ("no-hole-card",)

    @property
    def deal_methods_clause(self) -> str:
        """Why the house deals as it does: its hole-card option's clause."""
        return (
            f"{self.clauses['hole_card']} (hole card {'dealt' if self.hole_card else 'not dealt'})"
        )

    def option_clause(self, option: str) -> str:
        """The clause an option comes from."""
        return self.clauses[option]

    @property
    def stand_rule(self) -> str:
        """The dealer's draw rule as a layout prints it."""
        if self.dealer_hits_soft_17:
            return "dealer hits soft 17"
        return "dealer stands on all 17s"


def read_blackjack_rules(path: Path | str, data: Mapping[str, Any]) -> BlackjackRules:
    """Validate a parsed blackjack rules file; :class:`RulesFileError` names file, key and
    reason."""
    return _Reader(Path(path)).read(data)


def load_blackjack_rules(path: Path | str) -> BlackjackRules:
    """Read and validate a blackjack rules file."""
    return read_blackjack_rules(path, read_rules_data(Path(path)))


class _Reader(FileReader):
    """Walks one parsed blackjack file, naming file and key in every fault."""

    def read(self, data: Mapping[str, Any]) -> BlackjackRules:
        self.known(data, "", ("game", "house", "options"))
        g = self.game(data, KIND, GAME_ID)
        texts = self.rule_texts(g)
        seats = self.seats(g, 1, 7)
        low, high, house_clause = self.house(data)
        o = self.table(data, "options")
        self.known(o, "options", _OPTIONS)
        values: dict[str, Any] = {}
        clauses: dict[str, str] = {"limits": house_clause}
        for name, kind in _OPTIONS.items():
            where = f"options.{name}"
            entry = o.get(name)
            if entry is None:
                raise self.fail(where, W.MISSING)
            value, clauses[name] = self.option(entry, where)
            values[name] = self.value(value, kind, f"{where}.value")
        if values["resplit_aces"] and values["max_split_hands"] < 3:
            hands = values["max_split_hands"]
            raise self.fail(
                "options.resplit_aces.value",
                W.RESPLIT_ONE if hands == 1 else W.RESPLIT_MANY,
                hands=hands,
                limit="options.max_split_hands",
            )
        return BlackjackRules(
            id=GAME_ID,
            name=self.text(g, "game", "name"),
            jurisdiction=self.text(g, "game", "jurisdiction"),
            regulator=self.text(g, "game", "regulator"),
            rule_texts=texts,
            seats=seats,
            clause=self.text(g, "game", "clause"),
            min_wager=low,
            max_wager=high,
            limits_clause=clauses["limits"],
            clauses=MappingProxyType(clauses),
            source=str(self.path),
            **values,
        )

    def value(self, value: Any, kind: str, where: str) -> Any:
        if kind == "bool":
            if not isinstance(value, bool):
                raise self.fail(where, W.NOT_BOOL, value=repr(value))
            return value
        if kind in ("decks", "hands"):
            top = 8 if kind == "decks" else 4
            if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= top:
                raise self.fail(where, W.NOT_FROM_TO, low=1, high=top, value=repr(value))
            return value
        choices = {
            "pays": tuple(PAYS),
            "double_on": DOUBLE_ON,
            "natural_takes": NATURAL_TAKES,
        }[kind]
        if value not in choices:
            shown = ", ".join(f'"{c}"' for c in choices)
            raise self.fail(where, W.NOT_ONE_OF, shown=shown, value=repr(value))
        return value
