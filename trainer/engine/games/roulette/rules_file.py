"""Roulette's rules file (``[game] kind = "roulette"``): the wheel a house spins, the odds
it pays on each kind of bet, the most it takes on one bet of each kind, and what a zero
does to the even-money bets; each with the clause it comes from.

A fault names the file, the key and the reason, as for the other rules files.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any

from trainer.engine import rules_file_words as W
from trainer.engine.games.roulette.layout import BetKind, Wheel, coverages
from trainer.engine.money import Cents, format_money
from trainer.engine.rules_data import FileReader, jurisdiction_key, read_rules_data

GAME_ID = "roulette"
KIND = "roulette"

ZERO_RULES: tuple[str, ...] = ("lose", "la partage", "en prison")
"""What a zero does to an even-money bet: it loses; half of it is lost and half returned
(la partage); or it stays on the layout for the next spin (en prison)."""

LIMIT_KEYS: tuple[str, ...] = (*(k.value for k in BetKind if not k.is_even_money), "even-money")
"""The bet kinds a house posts a most-per-bet for (the even-money bets share one)."""


def limit_key(kind: BetKind) -> str:
    """The ``[limits]`` key of a bet kind."""
    return "even-money" if kind.is_even_money else kind.value


@dataclass(frozen=True, slots=True)
class RouletteRules:
    """Roulette as one house posts it, read from its rules file."""

    id: str
    name: str
    jurisdiction: str
    regulator: str
    rule_texts: tuple[str, ...]
    seats: int
    clause: str
    wheel: Wheel
    min_wager: Cents
    max_wager: Cents
    limits_clause: str
    limits: Mapping[str, Cents]
    """The most on one bet of each kind (:data:`LIMIT_KEYS`); a kind not posted takes the
    table maximum."""
    odds: Mapping[BetKind, int]
    """Each bet kind offered on the wheel and its odds, ``N`` to 1."""
    odds_clauses: Mapping[BetKind, str]
    zero_rule: str
    clauses: Mapping[str, str]
    source: str = ""
    clean_one_in: int = 3
    """How often a game-protection layout is paid right (as the other games' files)."""

    @property
    def kind(self) -> str:
        """The kind of rules file: ``roulette``."""
        return KIND

    @property
    def jurisdiction_id(self) -> str:
        """The jurisdiction as a key (``pennsylvania``)."""
        return jurisdiction_key(self.jurisdiction)

    @property
    def bets(self) -> tuple[BetKind, ...]:
        """The bets the house takes on its wheel, in the layout's order."""
        return tuple(k for k in BetKind if k in self.odds)

    def most(self, kind: BetKind) -> Cents:
        """The most the house takes on one bet of this kind."""
        return self.limits.get(limit_key(kind), self.max_wager)

    def option_clause(self, option: str) -> str:
        """The clause an option comes from (``wheel``, ``zero_rule``, ``limits``)."""
        return self.clauses[option]


def read_roulette_rules(path: Path | str, data: Mapping[str, Any]) -> RouletteRules:
    """Validate a parsed roulette rules file; :class:`RulesFileError` names file, key and
    reason."""
    return _Reader(Path(path)).read(data)


def load_roulette_rules(path: Path | str) -> RouletteRules:
    """Read and validate a roulette rules file."""
    return read_roulette_rules(path, read_rules_data(Path(path)))


class _Reader(FileReader):
    """Walks one parsed roulette file, naming file and key in every fault."""

    def read(self, data: Mapping[str, Any]) -> RouletteRules:
        self.known(data, "", ("game", "house", "limits", "payouts", "options"))
        g = self.game(data, KIND, GAME_ID)
        texts = self.rule_texts(g)
        seats = self.seats(g, 1, 10)
        low, high, house_clause = self.house(data)
        clauses: dict[str, str] = {"house": house_clause}
        o = self.table(data, "options")
        self.known(o, "options", ("wheel", "zero_rule"))
        wheel_value, clauses["wheel"] = self.option(o.get("wheel"), "options.wheel")
        try:
            wheel = Wheel(wheel_value)
        except ValueError:
            shown = ", ".join(f'"{w.value}"' for w in Wheel)
            raise self.fail(
                "options.wheel.value", W.NOT_ONE_OF, shown=shown, value=repr(wheel_value)
            ) from None
        zero_rule, clauses["zero_rule"] = self.option(o.get("zero_rule"), "options.zero_rule")
        if zero_rule not in ZERO_RULES:
            shown = ", ".join(f'"{z}"' for z in ZERO_RULES)
            raise self.fail(
                "options.zero_rule.value", W.NOT_ONE_OF, shown=shown, value=repr(zero_rule)
            )
        limits = self.limits(data, low, high, clauses)
        odds, odds_clauses = self.payouts(data, wheel)
        return RouletteRules(
            id=GAME_ID,
            name=self.text(g, "game", "name"),
            jurisdiction=self.text(g, "game", "jurisdiction"),
            regulator=self.text(g, "game", "regulator"),
            rule_texts=texts,
            seats=seats,
            clause=self.text(g, "game", "clause"),
            wheel=wheel,
            min_wager=low,
            max_wager=high,
            limits_clause=clauses["house"],
            limits=MappingProxyType(limits),
            odds=MappingProxyType(odds),
            odds_clauses=MappingProxyType(odds_clauses),
            zero_rule=zero_rule,
            clauses=MappingProxyType(clauses),
            source=str(self.path),
        )

    def limits(
        self, data: Mapping[str, Any], low: Cents, high: Cents, clauses: dict[str, str]
    ) -> dict[str, Cents]:
        raw = data.get("limits")
        if raw is None:
            clauses["limits"] = clauses["house"]
            return {}
        if not isinstance(raw, dict):
            raise self.fail("limits", W.TABLE)
        self.known(raw, "limits", (*LIMIT_KEYS, "clause"))
        clauses["limits"] = self.text(raw, "limits", "clause")
        out: dict[str, Cents] = {}
        for key in LIMIT_KEYS:
            if key in raw:
                amount = self.money(raw[key], f"limits.{key}")
                if not low <= amount <= high:
                    raise self.fail(
                        f"limits.{key}",
                        W.OUTSIDE_LIMITS,
                        amount=format_money(amount),
                        low=format_money(low),
                        high=format_money(high),
                    )
                out[key] = amount
        return out

    def payouts(
        self, data: Mapping[str, Any], wheel: Wheel
    ) -> tuple[dict[BetKind, int], dict[BetKind, str]]:
        p = self.table(data, "payouts")
        self.known(p, "payouts", tuple(k.value for k in BetKind))
        odds: dict[BetKind, int] = {}
        clauses: dict[BetKind, str] = {}
        for kind in BetKind:
            entry = p.get(kind.value)
            offered = bool(coverages(wheel, kind))
            where = f"payouts.{kind.value}"
            if entry is None:
                if offered and kind not in (BetKind.TRIO, BetKind.TOP_LINE, BetKind.FIRST_FOUR):
                    raise self.fail(where, W.MISSING)
                continue
            if not offered:
                raise self.fail(where, W.NOT_ON_WHEEL, bet=kind.words, wheel=wheel.words)
            value, clauses[kind] = self.option(entry, where)
            if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 35:
                raise self.fail(f"{where}.value", W.NOT_ROULETTE_ODDS, value=repr(value))
            odds[kind] = value
        return odds, clauses
