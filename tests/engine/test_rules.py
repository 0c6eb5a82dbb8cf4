"""Rules as data: every shipped file loads and matches its rule text; broken copies are refused
with a message naming the file, the key and the reason."""

from __future__ import annotations

import dataclasses
import random
import re
from collections.abc import Callable
from decimal import Decimal
from pathlib import Path

import pytest

from trainer import words
from trainer.engine.cards import DECK, Rank, parse_cards
from trainer.engine.errors import RulesError, RulesFileError, ScheduleError
from trainer.engine.games import AnyRules, load_rules_file, registry
from trainer.engine.hands import Category, HandKind, evaluate_poker, evaluate_three, strength_lead
from trainer.engine.rules import GameRules, Odds, PayTable, category_order
from trainer.engine.rules_data import resources_dir, shipped_rules_files


def game_rules(game: str) -> GameRules:
    """A casino game's shipped rules; the registry names an unknown game."""
    return registry().casino(game)


def load_shipped_rules() -> dict[str, AnyRules]:
    """Every shipped game's rules, by game id."""
    return registry().followed()


RULES = resources_dir() / "rules"
F357 = RULES / "three-five-seven-colorado.toml"
TCP = RULES / "three-card-poker-new-jersey.toml"
CH = RULES / "casino-holdem.toml"
HOME = RULES / "three-five-seven-home.toml"  # no pay tables: tests/engine/test_homegame.py
# Fixed odds and posted options, no pay tables: tests/engine/games/test_blackjack_rules_file.py
BLACKJACK = (RULES / "blackjack-pennsylvania.toml", RULES / "blackjack-without-hole-card.toml")
ROULETTE = (RULES / "roulette-pennsylvania.toml", RULES / "roulette-south-dakota.toml")

# ---------------------------------------------------------------------------------------
# Every shipped file
# ---------------------------------------------------------------------------------------


def test_rules_every_shipped_file_loads() -> None:
    files = shipped_rules_files()
    assert {f.name for f in files} == {F357.name, TCP.name, CH.name, HOME.name} | {
        f.name for f in (*BLACKJACK, *ROULETTE)
    }
    for path in files:
        rules = load_rules_file(path)
        assert rules.source == str(path)
        if not isinstance(rules, GameRules):  # the home game, blackjack, roulette: no pay tables
            continue
        assert rules.paytables, path
        for table in rules.paytables:
            assert table.clause, (path, table.wager)
            assert table.rows, (path, table.wager)
        # Every wager the game declares has a pay table.
        assert {t.wager for t in rules.paytables} == set(rules.wagers)
        rules.validate_house(rules.house)


def test_rules_shipped_games_by_id() -> None:
    rules = load_shipped_rules()
    assert set(rules) == {
        "three-five-seven",
        "three-card-poker",
        "casino-holdem",
        "three-five-seven-home",
        "blackjack",
        "roulette",
    }
    assert game_rules("three-five-seven").seats == 7
    assert game_rules("casino-holdem").seats == 7
    assert game_rules("three-card-poker").seats == 8  # NJ (b): up to eight players


def test_rules_unknown_game_is_named() -> None:
    with pytest.raises(ScheduleError, match="'poker' is not a game"):
        game_rules("poker")


def _rows(table: PayTable) -> list[tuple[str, str | None, str]]:
    return [
        (r.category.label, r.min_rank.symbol if r.min_rank else None, r.pays) for r in table.rows
    ]


# CO 3-5-7 ¶11 as printed, with the garbled '7' rows read per docs/rules-decisions.md.
CO_357_SCHEDULES = {
    ("three", 1): [
        ("straight flush", None, "40 to 1"),
        ("three of a kind", None, "30 to 1"),
        ("straight", None, "6 to 1"),
        ("flush", None, "4 to 1"),
        ("pair", None, "1 to 1"),
    ],
    ("three", 2): [
        ("straight flush", None, "40 to 1"),
        ("three of a kind", None, "25 to 1"),
        ("straight", None, "6 to 1"),
        ("flush", None, "4 to 1"),
        ("pair", None, "1 to 1"),
    ],
    ("five", 3): [
        ("royal flush", None, "500 to 1"),
        ("straight flush", None, "100 to 1"),
        ("four of a kind", None, "40 to 1"),
        ("full house", None, "15 to 1"),
        ("flush", None, "8 to 1"),
        ("straight", None, "6 to 1"),
        ("three of a kind", None, "4 to 1"),
        ("two pair", None, "3 to 1"),
        ("pair", "6", "1 to 1"),
    ],
    ("five", 4): [
        ("royal flush", None, "500 to 1"),
        ("straight flush", None, "100 to 1"),
        ("four of a kind", None, "40 to 1"),
        ("full house", None, "12 to 1"),
        ("flush", None, "9 to 1"),
        ("straight", None, "6 to 1"),
        ("three of a kind", None, "4 to 1"),
        ("two pair", None, "3 to 1"),
        ("pair", "6", "1 to 1"),
    ],
    ("seven", 5): [
        ("royal flush", None, "100 to 1"),
        ("straight flush", None, "20 to 1"),
        ("four of a kind", None, "7 to 1"),
        ("full house", None, "5 to 1"),
        ("flush", None, "4 to 1"),
        ("straight", None, "3 to 1"),
        ("three of a kind", None, "2 to 1"),
        ("two pair", "T", "1 to 1"),
    ],
    ("seven", 6): [
        ("royal flush", None, "100 to 1"),
        ("straight flush", None, "25 to 1"),
        ("four of a kind", None, "15 to 1"),
        ("full house", None, "6 to 1"),
        ("flush", None, "4 to 1"),
        ("straight", None, "3 to 1"),
        ("three of a kind", None, "2 to 1"),
        ("two pair", "J", "1 to 1"),
    ],
}


@pytest.mark.parametrize(("wager", "schedule"), sorted(CO_357_SCHEDULES))
def test_co_357_p11_pay_schedules_as_posted(wager: str, schedule: int) -> None:
    rules = game_rules("three-five-seven")
    table = rules.paytable(wager, schedule)
    assert _rows(table) == CO_357_SCHEDULES[(wager, schedule)]
    assert table.title == f"Payout Schedule {schedule}"
    assert f"Payout Schedule {schedule}" in table.clause
    expected_kind = HandKind.THREE_CARD if wager == "three" else HandKind.POKER
    assert table.ranking is expected_kind


def test_co_357_p11_schedules_per_wager() -> None:
    rules = game_rules("three-five-seven")
    assert rules.schedules_for("three") == (1, 2)
    assert rules.schedules_for("five") == (3, 4)
    assert rules.schedules_for("seven") == (5, 6)


def test_co_357_p11_default_schedule_is_the_house_posting() -> None:
    rules = game_rules("three-five-seven")
    for wager in ("three", "five", "seven"):
        assert rules.paytable(wager).schedule == rules.house.schedules[wager]


@pytest.mark.parametrize(("wager", "schedule"), [("three", 3), ("five", 1), ("seven", 7)])
def test_co_357_p11_no_such_schedule(wager: str, schedule: int) -> None:
    with pytest.raises(ScheduleError, match=f"no pay schedule {schedule} for the '{wager}'"):
        game_rules("three-five-seven").paytable(wager, schedule)


def test_co_357_p2_regulation_ceilings() -> None:
    rules = game_rules("three-five-seven")
    assert rules.regulation.max_wager == 500
    assert rules.house.max_wager <= 500
    assert rules.regulation.max_pot_wager == 500
    assert rules.regulation.max_rake_percent == 10
    assert rules.regulation.max_rake_cap == 500
    assert rules.house.surrender  # ¶5: a house option, on in the shipped file


def test_nj_20_41_h_i_pair_plus_and_ante_bonus_tables() -> None:
    rules = game_rules("three-card-poker")
    assert _rows(rules.paytable("pair_plus")) == [
        ("straight flush", None, "40 to 1"),
        ("three of a kind", None, "30 to 1"),
        ("straight", None, "6 to 1"),
        ("flush", None, "4 to 1"),
        ("pair", None, "1 to 1"),
    ]
    assert _rows(rules.paytable("ante_bonus")) == [
        ("straight flush", None, "5 to 1"),
        ("three of a kind", None, "4 to 1"),
        ("straight", None, "1 to 1"),
    ]
    assert rules.play_multiple == 1
    assert rules.qualifier is not None
    assert rules.qualifier.describe() == "queen high or better"


def test_ch_antewin_and_progressive_tables() -> None:
    rules = game_rules("casino-holdem")
    assert _rows(rules.paytable("ante")) == [
        ("royal flush", None, "100 to 1"),
        ("straight flush", None, "20 to 1"),
        ("four of a kind", None, "10 to 1"),
        ("full house", None, "3 to 1"),
        ("flush", None, "2 to 1"),
        ("straight", None, "1 to 1"),
    ]
    assert rules.paytable("ante").rows[-1].or_lower  # "Straight or less"
    prog = rules.paytable("progressive").with_amounts(rules.house.progressive_amounts)
    assert [r.pays for r in prog.rows] == [
        "100% of the meter",
        "10% of the meter",
        "$500.00 for 1",
        "$100.00 for 1",
        "$50.00 for 1",
    ]
    assert rules.progressive_wager == 100
    assert rules.call_multiple == 2
    assert rules.qualifier is not None
    assert rules.qualifier.describe() == "a pair of fours or better"


# ---------------------------------------------------------------------------------------
# Pieces: odds, rows, qualifiers, the house's posted settings
# ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "to_win", "per"), [("40 to 1", 40, 1), ("3 to 2", 3, 2), ("6:5", 6, 5)]
)
def test_rules_odds_parse(text: str, to_win: int, per: int) -> None:
    assert Odds.parse(text) == Odds(to_win, per)


@pytest.mark.parametrize("text", ["forty to 1", "0 to 1", "1 to 0", "40", "1 to 2 to 3", "-1 to 1"])
def test_rules_odds_parse_refuses(text: str) -> None:
    with pytest.raises(ValueError):
        Odds.parse(text)


def test_rules_odds_winnings_keep_the_stake_and_round_down() -> None:
    assert Odds(40, 1).winnings(500) == 20000
    assert Odds(3, 2).winnings(501) == 751  # 751.5 rounded down


def test_rules_three_card_ranking_puts_straight_above_flush() -> None:
    three = HandKind.THREE_CARD
    assert category_order(three, Category.STRAIGHT) > category_order(three, Category.FLUSH)
    assert category_order(HandKind.POKER, Category.STRAIGHT) < category_order(
        HandKind.POKER, Category.FLUSH
    )
    assert category_order(three, Category.ROYAL_FLUSH) == category_order(
        three, Category.STRAIGHT_FLUSH
    )


def test_rules_row_for_category_min_rank_boundaries() -> None:
    rules = game_rules("three-five-seven")
    five = rules.paytable("five", 3)
    assert five.row_for_category(Category.PAIR, Rank.FIVE) is None
    assert five.row_for_category(Category.PAIR, Rank.SIX) is five.rows[-1]
    seven5 = rules.paytable("seven", 5)
    assert seven5.row_for_category(Category.TWO_PAIR, Rank.NINE) is None
    assert seven5.row_for_category(Category.TWO_PAIR, Rank.TEN) is seven5.rows[-1]
    seven6 = rules.paytable("seven", 6)
    assert seven6.row_for_category(Category.TWO_PAIR, Rank.TEN) is None
    assert seven6.row_for_category(Category.TWO_PAIR, Rank.JACK) is seven6.rows[-1]
    # A three-card table has no royal row: a royal would be read as a straight flush.
    three = rules.paytable("three", 1)
    assert three.row_for_category(Category.ROYAL_FLUSH, Rank.ACE) is three.rows[0]


def test_rules_house_rake_is_the_lesser_of_percent_rounded_down_and_cap() -> None:
    house = game_rules("three-five-seven").house
    assert house.rake(1000) == 100
    assert house.rake(1009) == 100  # $1.009 rounded down
    assert house.rake(5000) == 500
    assert house.rake(7000) == 500  # capped at $5
    low = dataclasses.replace(house, rake_percent=Decimal("2.5"), rake_cap=300)
    assert low.rake(1001) == 25  # 25.025 cents rounded down
    assert low.rake(100000) == 300


def _house(rules: GameRules, **changes: object) -> GameRules:
    return rules.with_house(dataclasses.replace(rules.house, **changes))  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("changes", "fragment"),
    [
        ({"max_wager": 501}, r"table maximum of \$5.01 is above the \$5.00"),
        ({"min_wager": 400, "max_wager": 300}, r"table minimum of \$4.00 is above"),
        ({"rake_percent": Decimal(11)}, "rake of 11% is above the 10%"),
        ({"rake_percent": Decimal("10.01")}, "rake of 10.01% is above the 10%"),
        ({"rake_cap": 501}, r"rake cap of \$5.01 is above the \$5.00"),
        ({"pot_wager": 501}, r"pot wager of \$5.01 is above the \$5.00"),
        ({"rake_percent": Decimal(-1)}, "cannot be negative"),
    ],
)
def test_co_357_house_settings_above_the_regulation_refused(
    changes: dict[str, object], fragment: str
) -> None:
    with pytest.raises(RulesError, match=fragment):
        _house(game_rules("three-five-seven"), **changes)


def test_co_357_house_settings_within_the_regulation_accepted() -> None:
    rules = _house(
        game_rules("three-five-seven"),
        max_wager=300,
        rake_percent=Decimal(5),
        rake_cap=200,
        pot_wager=200,
    )
    assert rules.house.rake(10000) == 200
    assert rules.house.max_wager == 300


# ---------------------------------------------------------------------------------------
# Broken copies: each refused naming the file, the key and the reason
# ---------------------------------------------------------------------------------------


def _in_section(section: str, old: str, new: str) -> Callable[[str], str]:
    """Replace the first ``old`` after the ``[section]`` header (not before it)."""

    def edit(text: str) -> str:
        start = text.index(f"\n[{section}]\n")
        at = text.index(old, start)
        return text[:at] + new + text[at + len(old) :]

    return edit


def _sub(old: str, new: str, count: int = 1) -> Callable[[str], str]:
    def edit(text: str) -> str:
        assert old in text, old
        return text.replace(old, new, count)

    return edit


def _drop_paytable(wager: str) -> Callable[[str], str]:
    def edit(text: str) -> str:
        blocks = text.split("[[paytable]]")
        kept = [b for b in blocks if f'wager = "{wager}"' not in b]
        assert len(kept) == len(blocks) - 1
        return "[[paytable]]".join(kept)

    return edit


SWAP_357 = (
    '  { row = "Straight", category = "straight", pays = "6 to 1" },\n'
    '  { row = "Flush", category = "flush", pays = "4 to 1" },\n'
)
SWAPPED_357 = (
    '  { row = "Flush", category = "flush", pays = "4 to 1" },\n'
    '  { row = "Straight", category = "straight", pays = "6 to 1" },\n'
)

BROKEN = [
    # (id, source file, edit, key named, reason named)
    (
        "unknown-house-key",
        F357,
        _in_section("house", "surrender = true\n", "surrender = true\nbogus = 1\n"),
        "house.bogus",
        "is not a known key",
    ),
    (
        "unknown-table",
        F357,
        lambda t: t + "\n[extras]\nx = 1\n",
        "file.extras",
        "is not a known key",
    ),
    (
        "unknown-row-key",
        TCP,
        _sub('pays = "40 to 1" }', 'pays = "40 to 1", bonus = true }'),
        "paytable[1].rows[1].bonus",
        "is not a known key",
    ),
    (
        "row-missing-its-pay",
        F357,
        _sub(
            '{ row = "Flush", category = "flush", pays = "4 to 1" }',
            '{ row = "Flush", category = "flush" }',
        ),
        "paytable[1].rows[4]",
        "needs exactly one of pays",
    ),
    (
        "row-missing-its-category",
        F357,
        _sub(
            '{ row = "Flush", category = "flush", pays = "4 to 1" }',
            '{ row = "Flush", pays = "4 to 1" }',
        ),
        "paytable[1].rows[4].category",
        "must be a hand category",
    ),
    (
        "row-missing-its-label",
        F357,
        _sub(
            '{ row = "Flush", category = "flush", pays = "4 to 1" }',
            '{ category = "flush", pays = "4 to 1" }',
        ),
        "paytable[1].rows[4].row",
        "is missing",
    ),
    (
        "row-with-two-pays",
        CH,
        _sub("amount = 500.00 }", 'amount = 500.00, pays = "40 to 1" }'),
        "paytable[3].rows[3]",
        "needs exactly one of pays",
    ),
    (
        "rows-out-of-order",
        F357,
        _sub(SWAP_357, SWAPPED_357),
        "paytable[1].rows[4]",
        "must rank below 'Flush' (rows run best first)",
    ),
    (
        "odds-not-odds",
        TCP,
        _sub('"40 to 1"', '"forty to 1"'),
        "paytable[1].rows[1].pays",
        "is not odds like '40 to 1'",
    ),
    (
        "category-not-a-category",
        TCP,
        _sub('category = "flush"', 'category = "rainbow"'),
        "paytable[1].rows[4].category",
        "'rainbow' is not a hand category",
    ),
    (
        "three-card-table-with-four-of-a-kind",
        TCP,
        _sub(
            'category = "three of a kind", pays = "30 to 1"',
            'category = "four of a kind", pays = "30 to 1"',
        ),
        "paytable[1].rows[2].category",
        "cannot be made with three cards",
    ),
    (
        "rake-above-the-regulatory-percent",
        F357,
        _in_section("house", "rake_percent = 10", "rake_percent = 11"),
        "house.rake_percent",
        "above the 10%",
    ),
    (
        "rake-cap-above-five-dollars",
        F357,
        _in_section("house", "rake_cap = 5.00", "rake_cap = 5.01"),
        "house.rake_cap",
        "above the $5.00",
    ),
    (
        "rake-percent-not-a-number",
        F357,
        _in_section("house", "rake_percent = 10", "rake_percent = nan"),
        "house.rake_percent",
        "must be a percentage",
    ),
    (
        "house-max-wager-above-five-dollars",
        F357,
        _in_section("house", "max_wager = 5.00", "max_wager = 6.00"),
        "house.max_wager",
        "table maximum of $6.00 is above the $5.00",
    ),
    (
        "house-pot-wager-above-five-dollars",
        F357,
        _in_section("house", "pot_wager = 5.00", "pot_wager = 10.00"),
        "house.pot_wager",
        "above the $5.00",
    ),
    (
        "house-pot-without-a-posted-amount",
        F357,
        _in_section("house", "pot_wager = 5.00\n", ""),
        "house.pot_wager",
        "needs its posted wager amount",
    ),
    (
        "house-schedule-that-does-not-exist",
        F357,
        _sub("seven = 5 }", "seven = 7 }"),
        "house.schedules.seven",
        "no pay schedule 7",
    ),
    (
        "house-schedule-for-an-unknown-wager",
        F357,
        _sub("seven = 5 }", "seven = 5, nine = 1 }"),
        "house.schedules.nine",
        "is not one of the game's wagers",
    ),
    (
        "house-schedules-not-a-table",
        F357,
        _sub("schedules = { three = 1, five = 3, seven = 5 }", "schedules = 3"),
        "house.schedules",
        "must be a table",
    ),
    (
        "wagers-not-a-list",
        F357,
        _sub('wagers = ["three", "five", "seven"]', 'wagers = "three"'),
        "game.wagers",
        "must be a list",
    ),
    (
        "seats-not-whole",
        F357,
        _sub("seats = 7", "seats = 7.5"),
        "game.seats",
        "must be a whole number",
    ),
    (
        "wager-without-a-pay-table",
        TCP,
        _drop_paytable("pair_plus"),
        "paytable",
        "the 'pair_plus' wager has no pay table",
    ),
    (
        "pay-table-for-an-unknown-wager",
        TCP,
        _sub('wager = "pair_plus"', 'wager = "six_card_bonus"'),
        "paytable[1].wager",
        "'six_card_bonus' is not one of the game's wagers",
    ),
    (
        "pay-table-repeated",
        F357,
        _sub("schedule = 2\n", "schedule = 1\n"),
        "paytable[2]",
        "repeats the pay table for 'three' schedule 1",
    ),
    (
        "meter-share-above-the-meter",
        CH,
        _sub("meter_percent = 100 }", "meter_percent = 150 }"),
        "paytable[3].rows[1].meter_percent",
        "at most 100",
    ),
    (
        "regulation-missing",
        CH,
        _sub("[regulation]", "[regulation_was_here]"),
        "file.regulation_was_here",
        "is not a known key",
    ),
    (
        "qualifier-rank-not-a-rank",
        CH,
        _sub('min_rank = "4"', 'min_rank = "Z"'),
        "play.qualifier.min_rank",
        "'Z' is not a rank",
    ),
    (
        "amount-not-money",
        CH,
        _sub("amount = 50.00", "amount = 50.005"),
        "paytable[3].rows[5].amount",
        "not a whole number of cents",
    ),
    (
        "amount-infinite",
        F357,
        _sub("max_rake_cap = 5.00", "max_rake_cap = inf"),
        "regulation.max_rake_cap",
        "must be a number of dollars",
    ),
]


@pytest.mark.parametrize(
    ("source", "edit", "key", "reason"), [b[1:] for b in BROKEN], ids=[b[0] for b in BROKEN]
)
def test_rules_broken_copy_refused_naming_file_key_and_reason(
    tmp_path: Path, source: Path, edit: Callable[[str], str], key: str, reason: str
) -> None:
    text = source.read_text(encoding="utf-8")
    broken = edit(text)
    assert broken != text
    path = tmp_path / f"broken-{source.name}"
    path.write_text(broken, encoding="utf-8")
    with pytest.raises(RulesFileError) as info:
        load_rules_file(path)
    message = str(info.value)
    assert path.name in message
    assert f" {key}: " in message
    assert reason in message
    assert "\n" not in message


@pytest.mark.parametrize(
    ("source", "edit", "key", "reason"), [b[1:] for b in BROKEN], ids=[b[0] for b in BROKEN]
)
def test_rules_broken_copy_refused_in_spanish_naming_file_key_and_value(
    tmp_path: Path,
    source: Path,
    edit: Callable[[str], str],
    key: str,
    reason: str,
) -> None:
    """Issue 27: every refusal of a broken rules file is one whole template, worded in the
    language in force; the file's name and the key stay as written."""
    path = tmp_path / f"broken-{source.name}"
    path.write_text(edit(source.read_text(encoding="utf-8")), encoding="utf-8")
    with pytest.raises(RulesFileError) as english:
        load_rules_file(path)
    with words.use("es"), pytest.raises(RulesFileError) as spanish:
        load_rules_file(path)
    message = str(spanish.value)
    assert message.startswith(f"{path.name}: {key}: "), message
    assert "\n" not in message
    assert reason not in message, message
    assert message != str(english.value)


def test_rules_regulation_table_missing_is_named(tmp_path: Path) -> None:
    text = CH.read_text(encoding="utf-8")
    start = text.index("[regulation]")
    end = text.index("[house]")
    path = tmp_path / "no-regulation.toml"
    path.write_text(text[:start] + text[end:], encoding="utf-8")
    with pytest.raises(RulesFileError, match=r"no-regulation\.toml: regulation: is missing"):
        load_rules_file(path)


def test_rules_non_toml_refused(tmp_path: Path) -> None:
    path = tmp_path / "garbage.toml"
    path.write_text("[game\nid = \n", encoding="utf-8")
    with pytest.raises(RulesFileError, match=r"garbage\.toml: is not valid TOML \(.*line"):
        load_rules_file(path)


def test_rules_non_utf8_refused(tmp_path: Path) -> None:
    path = tmp_path / "latin1.toml"
    path.write_bytes(F357.read_text(encoding="utf-8").encode("utf-8") + b"# caf\xe9\n")
    with pytest.raises(RulesFileError, match=r"latin1\.toml: is not UTF-8 text"):
        load_rules_file(path)


def test_rules_missing_file_refused(tmp_path: Path) -> None:
    path = tmp_path / "nowhere.toml"
    with pytest.raises(RulesFileError, match=r"nowhere\.toml: cannot be read"):
        load_rules_file(path)


def test_rules_a_folder_is_not_a_rules_file(tmp_path: Path) -> None:
    with pytest.raises(RulesFileError, match="cannot be read"):
        load_rules_file(tmp_path)


def test_rules_a_house_may_add_a_jurisdiction_by_adding_a_file(tmp_path: Path) -> None:
    # Issue 15: a game id names the game, the file its jurisdiction. Another state's Three
    # Card Poker keeps the game's id and names its own jurisdiction; it loads beside New
    # Jersey's instead of replacing it (tests/engine/games/test_registry.py).
    text = TCP.read_text(encoding="utf-8")
    text = text.replace('jurisdiction = "New Jersey"', 'jurisdiction = "Elsewhere"')
    text = re.sub(r'pays = "30 to 1"', 'pays = "35 to 1"', text)
    path = tmp_path / "elsewhere.toml"
    path.write_text(text, encoding="utf-8")
    rules = load_rules_file(path)
    assert isinstance(rules, GameRules)
    assert (rules.id, rules.jurisdiction_id) == ("three-card-poker", "elsewhere")
    assert rules.paytable("pair_plus").rows[1].pays == "35 to 1"


def test_rules_a_file_of_a_game_the_trainer_does_not_play_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "elsewhere.toml"
    path.write_text(
        TCP.read_text(encoding="utf-8").replace(
            'id = "three-card-poker"', 'id = "three-card-poker-elsewhere"'
        ),
        encoding="utf-8",
    )
    with pytest.raises(
        RulesFileError,
        match=r"elsewhere\.toml: game\.id: 'three-card-poker-elsewhere' is not a game this "
        r"trainer plays",
    ):
        load_rules_file(path)


def test_rules_qualifier_reads_the_dealer_hand_by_the_games_own_ranking(tmp_path: Path) -> None:
    tcp, ch = game_rules("three-card-poker").qualifier, game_rules("casino-holdem").qualifier
    assert tcp is not None and tcp.ranking is HandKind.THREE_CARD
    assert ch is not None and ch.ranking is HandKind.POKER
    # A poker game whose house posts a high-card qualifier (ace-king, say) still ranks the
    # dealer's hand as poker: two pair is above ace-king high.
    text = CH.read_text(encoding="utf-8")
    text = text.replace(
        '{ category = "pair", min_rank = "4" }', '{ category = "high card", min_rank = "A" }'
    )
    path = tmp_path / "ace-high.toml"
    path.write_text(text, encoding="utf-8")
    qualifier = load_rules_file(path).qualifier
    assert qualifier is not None and qualifier.ranking is HandKind.POKER
    assert qualifier.is_met(evaluate_poker(parse_cards("2c 2d 3h 3s 9c")))
    assert qualifier.is_met(evaluate_poker(parse_cards("Ac 7d 3h 5s 9c")))
    assert not qualifier.is_met(evaluate_poker(parse_cards("Kc 7d 3h 5s 9c")))


@pytest.mark.parametrize("game", ["casino-holdem", "three-card-poker"])
def test_rules_qualifier_by_strength_agrees_with_the_hand_read(game: str) -> None:
    # CH: the dealer qualifies with a pair of 4s or better; NJ 20.41(f): queen high or
    # better. A dealer steered by strength alone must qualify exactly when the hand read
    # does, for every kind of hand (the drills deal a dealer again and again).
    qualifier = game_rules(game).qualifier
    assert qualifier is not None
    size = 3 if qualifier.ranking is HandKind.THREE_CARD else 7
    evaluate = evaluate_three if size == 3 else evaluate_poker
    rng = random.Random(game)
    seen = set()
    for _ in range(20_000):
        hand = evaluate(rng.sample(DECK, size))
        assert qualifier.is_met_by(hand.strength) == qualifier.is_met(hand), hand
        assert strength_lead(hand.strength) == hand.ranks[0]
        seen.add(qualifier.is_met(hand))
    assert seen == {True, False}


def test_rules_pay_table_rows_read_again_are_the_rows_first_read() -> None:
    # Rows are found once per (category, lead) and kept: the same row every time, and the
    # row the table's own order gives (CO 3-5-7 ¶11: the posted schedule pays the hand).
    rules = game_rules("three-five-seven")
    for table in rules.paytables:
        for category in Category:
            for lead in range(2, 15):
                first = table.row_for_category(category, lead)
                assert table.row_for_category(category, lead) is first
                assert table._row_for_category(category, lead) is first
        assert rules.paytable(table.wager, table.schedule) is table
