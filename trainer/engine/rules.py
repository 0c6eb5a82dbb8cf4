"""Rules as data: ``resources/rules/*.toml`` read into frozen dataclasses and validated.

How a game is played lives in code; what a house posts lives in data. Each rules file
declares the game's wagers, the regulation's ceilings, the house's posted defaults (pay
schedules, surrender, tip bets, rake, table limits) and every pay table the regulation
allows, each with the clause of the rule text it comes from.

A fault in a file raises :class:`RulesFileError` naming the file, the key and the reason.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, replace
from decimal import Decimal
from pathlib import Path
from types import MappingProxyType
from typing import Any

from trainer.engine import rules_file_words as W
from trainer.engine.cards import Rank
from trainer.engine.errors import CardError, RulesError, RulesFileError, ScheduleError, WagerError
from trainer.engine.hands import Category, HandKind, HandValue, strength_category, strength_lead
from trainer.engine.money import AmountError, Cents, format_money, percent_of, to_cents
from trainer.engine.rule_words import (
    for_one_words,
    meter_words,
    odds_words,
    qualifier_words,
    row_in_sentence,
    schedule_title,
)
from trainer.engine.rules_data import jurisdiction_key
from trainer.words import Marked, Said

# Ranking order inside each kind of hand; a row's "or_lower" and a qualifier compare by it.
_POKER_ORDER = {c: int(c) for c in Category}
_THREE_CARD_ORDER = {
    Category.HIGH_CARD: 0,
    Category.PAIR: 1,
    Category.FLUSH: 2,
    Category.STRAIGHT: 3,
    Category.THREE_OF_A_KIND: 4,
    Category.STRAIGHT_FLUSH: 5,
}


def category_order(kind: HandKind, category: Category) -> int:
    """The height of a category under a ranking (three-card: straight above flush)."""
    if kind is HandKind.THREE_CARD:
        if category is Category.ROYAL_FLUSH:
            return _THREE_CARD_ORDER[Category.STRAIGHT_FLUSH]
        return _THREE_CARD_ORDER.get(category, -1)
    return _POKER_ORDER[category]


@dataclass(frozen=True, slots=True)
class Odds:
    """A payout of "X to 1": the player keeps the wager and wins X times it."""

    to_win: int
    per: int = 1

    def __str__(self) -> str:
        return odds_words(self.to_win, self.per)

    def winnings(self, wager: Cents) -> Cents:
        """What a winning wager of this size wins, rounded down to the cent."""
        return wager * self.to_win // self.per

    @classmethod
    def parse(cls, text: str) -> Odds:
        """Read ``"40 to 1"`` (also ``"3 to 2"``); raises ``ValueError``."""
        parts = text.lower().replace(":", " to ").split("to")
        if len(parts) != 2:
            raise ValueError(f"'{text}' is not odds written like '40 to 1'")
        to_win, per = int(parts[0].strip()), int(parts[1].strip())
        if to_win <= 0 or per <= 0:
            raise ValueError(f"'{text}' must be positive odds")
        return cls(to_win, per)


@dataclass(frozen=True, slots=True)
class PayRow:
    """One row of a posted pay table.

    A hand matches the row when its category is the row's (``or_lower``: or any lower
    category) and, with ``min_rank``, its leading rank (the pair, the higher pair, the top
    card) is at least that rank. A row pays ``odds`` (X to 1), or ``meter_percent`` of a
    progressive meter, or a fixed ``amount`` "for one" (the wager is not returned).
    """

    label: str
    category: Category
    min_rank: Rank | None = None
    or_lower: bool = False
    odds: Odds | None = None
    meter_percent: Decimal | None = None
    amount: Cents | None = None

    @property
    def in_sentence(self) -> str:
        """The row's name inside a sentence: ``a pair`` for a posted "A pair"."""
        return row_in_sentence(self.label)

    @property
    def pays(self) -> str:
        """The payout as posted: ``"40 to 1"``, ``"100% of the meter"``, ``"$500.00 for 1"``."""
        if self.odds is not None:
            return str(self.odds)
        if self.meter_percent is not None:
            return meter_words(f"{self.meter_percent.normalize():f}")
        return for_one_words(format_money(self.amount or 0))

    def payout(self, wager: Cents, meter: Cents | None = None) -> Cents:
        """What the dealer pays on a winning wager, beyond any stake returned.

        For X to 1 the stake is returned and X times it paid; for a meter share or a fixed
        amount "for one" the whole amount is paid and the stake is not returned.
        """
        if self.odds is not None:
            return self.odds.winnings(wager)
        if self.meter_percent is not None:
            if meter is None:
                raise WagerError("The progressive meter amount is needed to pay this hand.")
            return percent_of(meter, self.meter_percent)
        return self.amount or 0

    @property
    def returns_stake(self) -> bool:
        """True for "X to 1" (stake returned), False for "for one" payouts."""
        return self.odds is not None


@dataclass(frozen=True, slots=True)
class PayTable:
    """A posted pay table for one wager (and, in 3-5-7, one numbered pay schedule)."""

    game: str
    wager: str
    schedule: int | None
    name: str
    ranking: HandKind
    clause: str
    rows: tuple[PayRow, ...]
    # Each (category, lead)'s row, found once: every settlement and every drawn hand asks.
    _rows_by: dict[tuple[Category, int], PayRow | None] = field(
        default_factory=dict, init=False, repr=False, compare=False
    )

    @property
    def title(self) -> str:
        """``"Payout Schedule 3"`` or the table's name (``"AnteWin"``)."""
        return schedule_title(self.schedule) if self.schedule is not None else self.name

    def row_for(self, hand: HandValue) -> PayRow | None:
        """The row this hand is paid by, or ``None`` when it does not win."""
        return self.row_for_category(hand.category, hand.ranks[0] if hand.ranks else 0)

    def row_for_category(self, category: Category, lead: int) -> PayRow | None:
        """The row for a hand of this category whose leading rank is ``lead``."""
        key = (category, lead)
        if key in self._rows_by:
            return self._rows_by[key]
        row = self._row_for_category(category, lead)
        self._rows_by[key] = row
        return row

    def _row_for_category(self, category: Category, lead: int) -> PayRow | None:
        if category is Category.ROYAL_FLUSH and not any(
            r.category is Category.ROYAL_FLUSH for r in self.rows
        ):
            category = Category.STRAIGHT_FLUSH
        height = category_order(self.ranking, category)
        for row in self.rows:
            row_height = category_order(self.ranking, row.category)
            if row.category is category or (row.or_lower and height <= row_height):
                if row.min_rank is not None and row.category is category and lead < row.min_rank:
                    continue
                return row
        return None

    def with_amounts(self, amounts: Mapping[Category, Cents]) -> PayTable:
        """A copy with the fixed "for one" amounts a house posts for some rows (made once
        per table and amounts: every Casino Hold'em settlement asks for it)."""
        key = (id(self), tuple(amounts.items()))
        made = _WITH_AMOUNTS.get(key)
        if made is not None and made[0] is self:
            return made[1]
        if len(_WITH_AMOUNTS) >= 256:
            _WITH_AMOUNTS.clear()
        table = self._with_amounts(amounts)
        _WITH_AMOUNTS[key] = (self, table)
        return table

    def _with_amounts(self, amounts: Mapping[Category, Cents]) -> PayTable:
        rows = tuple(
            replace(r, amount=amounts[r.category])
            if r.amount is not None and r.category in amounts
            else r
            for r in self.rows
        )
        return replace(self, rows=rows)


_WITH_AMOUNTS: dict[tuple[int, tuple[tuple[Category, Cents], ...]], tuple[PayTable, PayTable]] = {}
"""Each table's copy with a house's fixed amounts, by the table's identity (kept beside it,
so that a table made later at the same address is never taken for it) and the amounts."""


@dataclass(frozen=True, slots=True)
class Qualifier:
    """The lowest hand with which the dealer qualifies: a category and a leading rank."""

    category: Category
    min_rank: Rank
    ranking: HandKind

    def is_met(self, hand: HandValue) -> bool:
        """Whether a dealer holding ``hand`` qualifies."""
        height = category_order(self.ranking, hand.category)
        need = category_order(self.ranking, self.category)
        return height > need or (height == need and hand.ranks[0] >= self.min_rank)

    def is_met_by(self, strength: int) -> bool:
        """Whether a dealer whose hand has this strength qualifies: :meth:`is_met` without
        reading the hand (for steering a dealer drawn again and again)."""
        height = category_order(self.ranking, strength_category(self.ranking, strength))
        need = category_order(self.ranking, self.category)
        return height > need or (height == need and strength_lead(strength) >= self.min_rank)

    def describe(self) -> str:
        """``"a pair of fours or better"``, ``"queen high or better"``."""
        return qualifier_words(self.category, self.min_rank)


@dataclass(frozen=True, slots=True)
class Regulation:
    """The regulator's ceilings, which no house setting may exceed."""

    max_wager: Cents
    max_wager_clause: str
    max_pot_wager: Cents | None = None
    max_pot_wager_clause: str = ""
    max_rake_percent: Decimal | None = None
    max_rake_cap: Cents | None = None
    rake_clause: str = ""


@dataclass(frozen=True, slots=True)
class HouseRules:
    """What a house posts at the table. Defaults come from the rules file; supervisors
    change them in the house settings, and :meth:`GameRules.validate_house` checks them."""

    min_wager: Cents = 0
    max_wager: Cents = 0
    schedules: Mapping[str, int] = field(default_factory=lambda: MappingProxyType({}))
    surrender: bool = False
    tip_bets: bool = False
    player_banked_pot: bool = False
    pot_wager: Cents = 0
    rake_percent: Decimal = Decimal(0)
    rake_cap: Cents = 0
    progressive: bool = False
    progressive_amounts: Mapping[Category, Cents] = field(
        default_factory=lambda: MappingProxyType({})
    )
    tip_follows_surrender: bool = False
    """3-5-7: a tip bet on the 7-card game is surrendered with the player's 7-card wager
    (off: it plays on, since surrender is "only available for the 7-card wager", ¶5)."""
    split_unit: Cents = 1
    """The smallest amount a split pot is shared in (the house's smallest chip); odd units go
    one each to the tied players settled first."""
    progressive_plays_on_fold: bool = False
    """Casino Hold'em: a folded hand's progressive wager is still settled on its two cards
    and the flop (off: the fold ends the hand, the progressive wager lost)."""
    clean_one_in: int = 3
    change_rule: str = "one-smallest"
    """What chips a dealer gives for cash or in change of a chip (``trainer.engine.chips
    .ChangeRule``). A training setting that travels with the posted rules, as above."""
    """How often a game-protection drill shows a table settled without a mistake (one in
    this many). A training setting, not posted at the table; it travels with the posted
    rules so that a question is regenerated exactly as it was asked."""

    def rake(self, pot: Cents) -> Cents:
        """The posted rake on a pot: the lesser of the percentage (rounded down to the
        cent) and the cap (CO 3-5-7 ¶10(a)-(c))."""
        return min(percent_of(pot, self.rake_percent), self.rake_cap)


@dataclass(frozen=True, slots=True)
class GameRules:
    """One game's rules as read from its file."""

    id: str
    name: str
    jurisdiction: str
    rule_text: str
    seats: int
    wagers: tuple[str, ...]
    clause: str
    regulation: Regulation
    house: HouseRules
    paytables: tuple[PayTable, ...]
    qualifier: Qualifier | None = None
    qualifier_clause: str = ""
    call_multiple: int = 0
    call_clause: str = ""
    play_multiple: int = 0
    play_clause: str = ""
    progressive_wager: Cents = 0
    progressive_clause: str = ""
    deal_methods: tuple[str, ...] = ()
    """The dealing methods the jurisdiction allows (all the game's, when empty)."""
    deal_methods_clause: str = ""
    source: str = ""
    # Each (wager, schedule)'s table, found once: every position asks for its tables.
    _tables: dict[tuple[str, int | None], PayTable] = field(
        default_factory=dict, init=False, repr=False, compare=False
    )

    @property
    def kind(self) -> str:
        """The kind of rules file: ``casino`` (pay tables, a regulator, house limits)."""
        return "casino"

    @property
    def jurisdiction_id(self) -> str:
        """The jurisdiction as a key (``new-jersey``): what a house setting or a scenario's
        ``"jurisdiction"`` names."""
        return jurisdiction_key(self.jurisdiction)

    @property
    def rule_texts(self) -> tuple[str, ...]:
        """The rule texts the file cites."""
        return (self.rule_text,)

    def paytable(self, wager: str, schedule: int | None = None) -> PayTable:
        """The pay table for a wager (and schedule); :class:`ScheduleError` if none."""
        table = self._tables.get((wager, schedule))
        if table is None:
            table = self._tables[(wager, schedule)] = self._paytable(wager, schedule)
        return table

    def _paytable(self, wager: str, schedule: int | None) -> PayTable:
        tables = [t for t in self.paytables if t.wager == wager]
        if not tables:
            raise ScheduleError(Said(W.NO_TABLE_FOR_WAGER, game=self.name, wager=wager))
        if schedule is None:
            if len(tables) == 1:
                return tables[0]
            schedule = self.house.schedules.get(wager)
        for table in tables:
            if table.schedule == schedule:
                return table
        known = ", ".join(str(t.schedule) for t in tables)
        raise ScheduleError(
            Said(
                W.NO_SCHEDULE_FOR_WAGER, game=self.name, schedule=schedule, wager=wager, known=known
            )
        )

    def schedules_for(self, wager: str) -> tuple[int, ...]:
        """The numbered pay schedules the regulation allows for a wager (3-5-7)."""
        return tuple(t.schedule for t in self.paytables if t.wager == wager and t.schedule)

    def validate_house(self, house: HouseRules) -> None:
        """Refuse posted settings the regulation does not allow, naming setting and limit."""
        fault = self.house_fault(house)
        if fault is not None:
            raise RulesError(fault[1])

    def house_fault(self, house: HouseRules) -> tuple[str, str] | None:
        """The first posted setting the regulation does not allow, as (setting, sentence)."""
        reg = self.regulation
        if house.max_wager > reg.max_wager:
            return "max_wager", Said(
                W.OVER_MAXIMUM,
                amount=format_money(house.max_wager),
                most=format_money(reg.max_wager),
                clause=reg.max_wager_clause,
            )
        if house.min_wager > house.max_wager:
            return "min_wager", Said(
                W.MINIMUM_OVER_MAXIMUM,
                low=format_money(house.min_wager),
                high=format_money(house.max_wager),
            )
        for wager, schedule in house.schedules.items():
            try:
                self.paytable(wager, schedule)
            except ScheduleError as exc:
                return f"schedules.{wager}", exc.said
        if reg.max_pot_wager is not None and house.pot_wager > reg.max_pot_wager:
            return "pot_wager", Said(
                W.POT_OVER,
                amount=format_money(house.pot_wager),
                most=format_money(reg.max_pot_wager),
                clause=reg.max_pot_wager_clause,
            )
        if house.player_banked_pot and house.pot_wager <= 0:
            return "pot_wager", Said(W.POT_NEEDED)
        if house.rake_percent < 0:
            return "rake_percent", Said(W.RAKE_NEGATIVE)
        if house.rake_cap < 0:
            return "rake_cap", Said(W.CAP_NEGATIVE)
        if house.split_unit < 1:
            return "split_unit", Said(W.SPLIT_UNIT)
        if reg.max_rake_percent is not None and house.rake_percent > reg.max_rake_percent:
            return "rake_percent", Said(
                W.RAKE_OVER,
                percent=house.rake_percent,
                most=reg.max_rake_percent,
                clause=reg.rake_clause,
            )
        if reg.max_rake_cap is not None and house.rake_cap > reg.max_rake_cap:
            return "rake_cap", Said(
                W.CAP_OVER,
                amount=format_money(house.rake_cap),
                most=format_money(reg.max_rake_cap),
                clause=reg.rake_clause,
            )
        return None

    def with_house(self, house: HouseRules) -> GameRules:
        """A copy with other posted settings, validated first."""
        self.validate_house(house)
        return replace(self, house=house)


# ---------------------------------------------------------------------------------------
# Reading files
# ---------------------------------------------------------------------------------------


def read_casino_rules(path: Path, data: Mapping[str, Any]) -> GameRules:
    """Validate a parsed casino game's rules file; :class:`RulesFileError` names the file,
    the key and the reason."""
    return _Reader(path).game(data)


class _Reader:
    """Walks one parsed file, naming file and key in every fault."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def fail(self, key: str, template: Marked, /, **fields: object) -> RulesFileError:
        return W.refusal(self.path.name, key, template, **fields)

    def table(self, data: Mapping[str, Any], key: str, allowed: Iterable[str]) -> dict[str, Any]:
        value = data.get(key.rsplit(".", 1)[-1]) if "." in key else data.get(key)
        if value is None:
            raise self.fail(key, W.MISSING)
        if not isinstance(value, dict):
            raise self.fail(key, W.TABLE)
        self.known(value, key, allowed)
        return value

    def known(self, data: Mapping[str, Any], key: str, allowed: Iterable[str]) -> None:
        allowed_set = set(allowed)
        for k in data:
            if k not in allowed_set:
                raise self.fail(f"{key}.{k}", W.UNKNOWN_KEY, known=", ".join(sorted(allowed_set)))

    def get(
        self, data: Mapping[str, Any], key: str, name: str, kind: type, default: Any = ...
    ) -> Any:
        if name not in data:
            if default is ...:
                raise self.fail(f"{key}.{name}", W.MISSING)
            return default
        value = data[name]
        wrong = (
            W.NOT_WHOLE
            if kind is int and (isinstance(value, bool) or not isinstance(value, int))
            else W.NOT_BOOL
            if kind is bool and not isinstance(value, bool)
            else W.NOT_TEXT
            if kind is str and not isinstance(value, str)
            else W.NOT_LIST
            if kind is list and not isinstance(value, list)
            else W.NOT_TABLE
            if kind is dict and not isinstance(value, dict)
            else None
        )
        if wrong is not None:
            raise self.fail(f"{key}.{name}", wrong, value=repr(value))
        return value

    def money(self, data: Mapping[str, Any], key: str, name: str, default: Any = ...) -> Cents:
        if name not in data:
            if default is ...:
                raise self.fail(f"{key}.{name}", W.MISSING)
            return int(default)
        try:
            return to_cents(data[name], what="the amount")
        except AmountError as exc:
            raise W.amount_refusal(self.path.name, f"{key}.{name}", exc) from None

    def percent(self, data: Mapping[str, Any], key: str, name: str) -> Decimal | None:
        if name not in data:
            return None
        value = data[name]
        if (
            isinstance(value, bool)
            or not isinstance(value, int | Decimal)
            or (isinstance(value, Decimal) and not value.is_finite())
            or value < 0
        ):
            raise self.fail(f"{key}.{name}", W.NOT_PERCENT, value=repr(value))
        return Decimal(value)

    def parsed(
        self, key: str, value: Any, parse: Callable[[str], Any], what: tuple[Marked, Marked]
    ) -> Any:
        """``value`` read by ``parse``; ``what``: the refusals of a value not text, and of
        text that does not read (:data:`~trainer.engine.rules_file_words.RANK`...)."""
        if not isinstance(value, str):
            raise self.fail(key, what[0], value=repr(value))
        try:
            return parse(value)
        except (ValueError, CardError):
            raise self.fail(key, what[1], value=value) from None

    def game(self, data: Mapping[str, Any]) -> GameRules:
        self.known(data, "file", ("game", "regulation", "house", "play", "paytable"))
        g = self.table(
            data,
            "game",
            ("id", "name", "kind", "jurisdiction", "rule_text", "seats", "wagers", "clause"),
        )
        game_id = self.get(g, "game", "id", str)
        wagers = self.get(g, "game", "wagers", list)
        if not wagers or not all(isinstance(w, str) for w in wagers):
            raise self.fail("game.wagers", W.WAGER_NAMES)
        seats = self.get(g, "game", "seats", int)
        if not 1 <= seats <= 10:
            raise self.fail("game.seats", W.NOT_BETWEEN, low=1, high=10, value=seats)
        regulation = self.regulation(data)
        play = self.play(data)
        tables = self.paytables(data, game_id, wagers)
        if "qualifier" in play:
            # The dealer's hand is read as the ante is: three-card ranking in Three Card
            # Poker, poker in Casino Hold'em. Guessing it from the qualifier's category put
            # a poker game with a high-card qualifier under three-card ranking, where two
            # pair or a full house has no place and would not qualify.
            ante = [t for t in tables if t.wager == "ante"] or list(tables)
            play["qualifier"] = replace(play["qualifier"], ranking=ante[0].ranking)
        house = self.house(data, wagers, tables)
        rules = GameRules(
            id=game_id,
            name=self.get(g, "game", "name", str),
            jurisdiction=self.get(g, "game", "jurisdiction", str),
            rule_text=self.get(g, "game", "rule_text", str),
            seats=seats,
            wagers=tuple(wagers),
            clause=self.get(g, "game", "clause", str),
            regulation=regulation,
            house=house,
            paytables=tables,
            source=str(self.path),
            **play,
        )
        fault = rules.house_fault(house)
        if fault is not None:
            raise self.fail(f"house.{fault[0]}", W.NOT_ALLOWED, reason=fault[1])
        return rules

    def regulation(self, data: Mapping[str, Any]) -> Regulation:
        keys = (
            "max_wager",
            "max_wager_clause",
            "max_pot_wager",
            "max_pot_wager_clause",
            "max_rake_percent",
            "max_rake_cap",
            "rake_clause",
        )
        r = self.table(data, "regulation", keys)
        rake_percent = self.percent(r, "regulation", "max_rake_percent")
        if rake_percent is not None and rake_percent > 100:
            raise self.fail("regulation.max_rake_percent", W.ABOVE_100)
        return Regulation(
            max_wager=self.money(r, "regulation", "max_wager"),
            max_wager_clause=self.get(r, "regulation", "max_wager_clause", str),
            max_pot_wager=self.money(r, "regulation", "max_pot_wager", None)
            if "max_pot_wager" in r
            else None,
            max_pot_wager_clause=self.get(r, "regulation", "max_pot_wager_clause", str, ""),
            max_rake_percent=rake_percent,
            max_rake_cap=self.money(r, "regulation", "max_rake_cap")
            if "max_rake_cap" in r
            else None,
            rake_clause=self.get(r, "regulation", "rake_clause", str, ""),
        )

    def play(self, data: Mapping[str, Any]) -> dict[str, Any]:
        if "play" not in data:
            return {}
        keys = (
            "qualifier",
            "qualifier_clause",
            "call_multiple",
            "call_clause",
            "play_multiple",
            "play_clause",
            "progressive_wager",
            "progressive_clause",
            "deal_methods",
            "deal_methods_clause",
        )
        p = self.table(data, "play", keys)
        out: dict[str, Any] = {}
        if "qualifier" in p:
            q = p["qualifier"]
            if not isinstance(q, dict):
                raise self.fail("play.qualifier", W.QUALIFIER_SHAPE)
            self.known(q, "play.qualifier", ("category", "min_rank"))
            category = self.parsed(
                "play.qualifier.category", q.get("category"), Category.from_label, W.CATEGORY
            )
            rank = self.parsed(
                "play.qualifier.min_rank", q.get("min_rank"), Rank.from_symbol, W.RANK
            )
            # The ranking is the game's own (see game()): poker until the tables are read.
            out["qualifier"] = Qualifier(category, rank, HandKind.POKER)
            out["qualifier_clause"] = self.get(p, "play", "qualifier_clause", str)
        for name in ("call_multiple", "play_multiple"):
            if name in p:
                value = self.get(p, "play", name, int)
                if value < 1:
                    raise self.fail(f"play.{name}", W.AT_LEAST_ONE)
                out[name] = value
                clause_key = name.replace("_multiple", "_clause")
                out[clause_key] = self.get(p, "play", clause_key, str)
        if "progressive_wager" in p:
            out["progressive_wager"] = self.money(p, "play", "progressive_wager")
            out["progressive_clause"] = self.get(p, "play", "progressive_clause", str)
        if "deal_methods" in p:
            methods = self.get(p, "play", "deal_methods", list)
            if not methods or not all(isinstance(m, str) for m in methods):
                raise self.fail("play.deal_methods", W.DEAL_METHODS)
            out["deal_methods"] = tuple(methods)
            out["deal_methods_clause"] = self.get(p, "play", "deal_methods_clause", str)
        return out

    def paytables(
        self, data: Mapping[str, Any], game_id: str, wagers: list[str]
    ) -> tuple[PayTable, ...]:
        raw = data.get("paytable")
        if not isinstance(raw, list) or not raw:
            raise self.fail("paytable", W.NO_PAYTABLE)
        tables = []
        seen: set[tuple[str, int | None]] = set()
        for i, t in enumerate(raw):
            key = f"paytable[{i + 1}]"
            if not isinstance(t, dict):
                raise self.fail(key, W.TABLE)
            self.known(t, key, ("wager", "schedule", "name", "ranking", "clause", "rows"))
            wager = self.get(t, key, "wager", str)
            if wager not in wagers:
                raise self.fail(
                    f"{key}.wager", W.NOT_A_WAGER, value=wager, wagers=", ".join(wagers)
                )
            schedule = self.get(t, key, "schedule", int, None)
            if (wager, schedule) in seen:
                repeated = W.REPEATED_SCHEDULE if schedule else W.REPEATED
                raise self.fail(key, repeated, wager=wager, schedule=schedule)
            seen.add((wager, schedule))
            ranking = self.parsed(f"{key}.ranking", t.get("ranking"), HandKind, W.RANKING)
            rows_raw = t.get("rows")
            if not isinstance(rows_raw, list) or not rows_raw:
                raise self.fail(f"{key}.rows", W.NO_ROWS)
            rows = tuple(
                self.row(f"{key}.rows[{j + 1}]", r, ranking) for j, r in enumerate(rows_raw)
            )
            self.check_row_order(key, rows, ranking)
            tables.append(
                PayTable(
                    game=game_id,
                    wager=wager,
                    schedule=schedule,
                    name=self.get(t, key, "name", str, f"Payout Schedule {schedule}"),
                    ranking=ranking,
                    clause=self.get(t, key, "clause", str),
                    rows=rows,
                )
            )
        for wager in wagers:
            if not any(t.wager == wager for t in tables):
                raise self.fail("paytable", W.NO_TABLE_FOR, wager=wager)
        return tuple(tables)

    def row(self, key: str, r: Any, ranking: HandKind) -> PayRow:
        if not isinstance(r, dict):
            raise self.fail(key, W.TABLE)
        self.known(
            r, key, ("row", "category", "min_rank", "or_lower", "pays", "meter_percent", "amount")
        )
        category = self.parsed(
            f"{key}.category", r.get("category"), Category.from_label, W.CATEGORY
        )
        if ranking is HandKind.THREE_CARD and category in (
            Category.ROYAL_FLUSH,
            Category.FOUR_OF_A_KIND,
            Category.FULL_HOUSE,
            Category.TWO_PAIR,
        ):
            raise self.fail(f"{key}.category", W.NOT_THREE_CARD, value=category.label)
        min_rank = None
        if "min_rank" in r:
            min_rank = self.parsed(f"{key}.min_rank", r["min_rank"], Rank.from_symbol, W.RANK)
        payers = [k for k in ("pays", "meter_percent", "amount") if k in r]
        if len(payers) != 1:
            raise self.fail(key, W.NO_PAY)
        odds = meter = amount = None
        if "pays" in r:
            odds = self.parsed(f"{key}.pays", r["pays"], Odds.parse, W.ODDS)
        elif "meter_percent" in r:
            meter = self.percent(r, key, "meter_percent")
            if meter is None or not 0 < meter <= 100:
                raise self.fail(f"{key}.meter_percent", W.METER_SHARE)
        else:
            amount = self.money(r, key, "amount")
        return PayRow(
            label=self.get(r, key, "row", str),
            category=category,
            min_rank=min_rank,
            or_lower=self.get(r, key, "or_lower", bool, False),
            odds=odds,
            meter_percent=meter,
            amount=amount,
        )

    def check_row_order(self, key: str, rows: tuple[PayRow, ...], ranking: HandKind) -> None:
        heights = [category_order(ranking, r.category) for r in rows]
        for i in range(1, len(rows)):
            if heights[i] >= heights[i - 1]:
                raise self.fail(
                    f"{key}.rows[{i + 1}]", W.ROW_ORDER, row=rows[i].label, above=rows[i - 1].label
                )

    def house(
        self, data: Mapping[str, Any], wagers: list[str], tables: tuple[PayTable, ...]
    ) -> HouseRules:
        keys = (
            "min_wager",
            "max_wager",
            "schedules",
            "surrender",
            "surrender_clause",
            "tip_bets",
            "tip_bets_clause",
            "player_banked_pot",
            "pot_wager",
            "rake_percent",
            "rake_cap",
            "progressive",
            "tip_follows_surrender",
            "tip_follows_surrender_clause",
            "split_unit",
            "split_unit_clause",
            "progressive_plays_on_fold",
            "progressive_plays_on_fold_clause",
        )
        h = self.table(data, "house", keys)
        schedules = self.get(h, "house", "schedules", dict, {})
        for wager, schedule in schedules.items():
            if wager not in wagers:
                raise self.fail(f"house.schedules.{wager}", W.NOT_GAME_WAGER)
            if isinstance(schedule, bool) or not isinstance(schedule, int):
                raise self.fail(f"house.schedules.{wager}", W.NOT_SCHEDULE, value=repr(schedule))
            if not any(t.wager == wager and t.schedule == schedule for t in tables):
                raise self.fail(
                    f"house.schedules.{wager}", W.NO_SCHEDULE, schedule=schedule, wager=wager
                )
        amounts = {
            row.category: row.amount for t in tables for row in t.rows if row.amount is not None
        }
        return HouseRules(
            min_wager=self.money(h, "house", "min_wager", 0),
            max_wager=self.money(h, "house", "max_wager"),
            schedules=MappingProxyType(dict(schedules)),
            surrender=self.get(h, "house", "surrender", bool, False),
            tip_bets=self.get(h, "house", "tip_bets", bool, False),
            player_banked_pot=self.get(h, "house", "player_banked_pot", bool, False),
            pot_wager=self.money(h, "house", "pot_wager", 0),
            rake_percent=self.percent(h, "house", "rake_percent") or Decimal(0),
            rake_cap=self.money(h, "house", "rake_cap", 0),
            progressive=self.get(h, "house", "progressive", bool, False),
            progressive_amounts=MappingProxyType(amounts),
            tip_follows_surrender=self.get(h, "house", "tip_follows_surrender", bool, False),
            split_unit=self.money(h, "house", "split_unit", 1),
            progressive_plays_on_fold=self.get(
                h, "house", "progressive_plays_on_fold", bool, False
            ),
        )
