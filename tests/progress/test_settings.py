"""House settings declared as data: every entry is walked, limits are refused by name."""

from __future__ import annotations

import re
import subprocess
import sys
from decimal import Decimal

import pytest

from trainer.progress.errors import SettingError
from trainer.progress.settings import (
    GAMES,
    ORDERED_PAIRS,
    SCHEDULER_NAMES,
    SECTIONS,
    SETTINGS,
    SETTINGS_BY_KEY,
    SKILLS,
    HouseSettings,
    Kind,
    Setting,
    Unit,
    check_consistency,
    setting,
)


def _outside(spec: Setting) -> list[object]:
    """Values just beyond each limit of *spec*, and values of the wrong type."""
    bad: list[object] = ["not-a-value", 1.5, None]
    if spec.kind is Kind.BOOL:
        return ["maybe", 2, None]
    if spec.kind is Kind.CHOICE:
        return [*bad, "no-such-table", 99]
    if spec.kind is Kind.TEXT:
        assert isinstance(spec.maximum, int)
        return [1.5, None, 42, "x" * (spec.maximum + 1), "a bell\x07"]
    if spec.maximum is not None:
        bad.append(spec.maximum + 1)
    if spec.minimum is not None:
        bad.append(spec.minimum - 1)
    return bad


@pytest.mark.parametrize("spec", SETTINGS, ids=lambda s: s.key)
def test_every_setting_accepts_its_default_and_round_trips_through_text(spec: Setting) -> None:
    assert spec.coerce(spec.default) == spec.default
    assert spec.from_text(spec.to_text(spec.default)) == spec.default
    assert type(spec.from_text(spec.to_text(spec.default))) is type(spec.default)


@pytest.mark.parametrize("spec", SETTINGS, ids=lambda s: s.key)
def test_every_setting_refuses_values_outside_it_naming_the_key(spec: Setting) -> None:
    for value in _outside(spec):
        with pytest.raises(SettingError) as caught:
            spec.coerce(value)
        message = str(caught.value)
        assert spec.key in message
        assert message.endswith(".") and message.count(". ") == 0


@pytest.mark.parametrize("spec", SETTINGS, ids=lambda s: s.key)
def test_every_setting_is_well_formed(spec: Setting) -> None:
    assert spec.title and spec.title == spec.title.strip()
    if spec.kind is Kind.CHOICE:
        assert spec.default in spec.choices
    if spec.minimum is not None and spec.maximum is not None:
        assert spec.minimum <= spec.default <= spec.maximum  # type: ignore[operator]
    if spec.kind in (Kind.INT, Kind.DECIMAL):
        assert spec.maximum is not None and spec.minimum is not None


def test_keys_are_unique_and_cover_the_house_rules() -> None:
    keys = [s.key for s in SETTINGS]
    assert len(keys) == len(set(keys))
    for skill in SKILLS:
        assert f"target-ms.{skill}" in SETTINGS_BY_KEY
    for game in GAMES:
        # A home game: players pay each other, no limits. Blackjack and roulette: their limits
        # are posted in their rules files (issues 25, 26).
        if game not in ("three-five-seven-home", "blackjack", "roulette"):
            assert f"{game}.max-wager-cents" in SETTINGS_BY_KEY
    for wager, choices in (("three", (1, 2)), ("five", (3, 4)), ("seven", (5, 6))):
        assert SETTINGS_BY_KEY[f"pay-schedule.three-five-seven.{wager}"].choices == choices


def test_co_357_rake_above_ten_percent_is_refused_naming_the_limit() -> None:
    with pytest.raises(
        SettingError,
        match=r"rake percentage \(three-five-seven\.rake-percent\)"
        r" cannot be above 10%",
    ):
        setting("three-five-seven.rake-percent").coerce("10.01")


def test_co_357_rake_cap_above_five_dollars_is_refused_naming_the_limit() -> None:
    with pytest.raises(SettingError, match=r"rake cap .* cannot be above 500 cents \(\$5\.00\)"):
        setting("three-five-seven.rake-cap-cents").coerce(501)


def test_co_357_wager_above_five_dollars_is_refused() -> None:
    with pytest.raises(SettingError, match="Colorado"):
        setting("three-five-seven.max-wager-cents").coerce(600)


def test_rake_percent_is_exact_and_allows_two_places() -> None:
    spec = setting("three-five-seven.rake-percent")
    assert spec.coerce("7.25") == Decimal("7.25")
    with pytest.raises(SettingError, match="at most 2 decimal places"):
        spec.coerce("7.255")
    with pytest.raises(SettingError, match="exact number"):
        spec.coerce(7.25)


def test_words_and_text_are_accepted_for_yes_no_and_numbers() -> None:
    assert setting("three-five-seven.surrender-allowed").coerce("no") is False
    assert setting("three-five-seven.tip-bets-allowed").coerce("Yes") is True
    assert setting("kiosk.idle-timeout-seconds").coerce("300") == 300
    assert setting("pay-schedule.three-five-seven.seven").coerce("6") == 6


def test_unknown_key_is_refused() -> None:
    with pytest.raises(SettingError, match="no house setting named 'rake'"):
        setting("rake")


def test_minimum_wager_above_maximum_is_refused() -> None:
    values = dict(HouseSettings({}))
    low, high = ORDERED_PAIRS[0]
    values[low] = 500
    values[high] = 400
    with pytest.raises(SettingError, match=r"minimum wager .* cannot be above"):
        check_consistency(values)


def test_house_settings_fill_defaults_and_type_their_accessors() -> None:
    house = HouseSettings({"three-five-seven.rake-cap-cents": 300})
    assert len(house) == len(SETTINGS)
    assert house.int_value("three-five-seven.rake-cap-cents") == 300
    assert house.decimal_value("three-five-seven.rake-percent") == Decimal(10)
    assert house.bool_value("three-five-seven.surrender-allowed") is True
    assert house.pay_schedule("three-five-seven", "five") == 3
    assert house.target_ms("payout") == 6000
    with pytest.raises(TypeError):
        house.bool_value("three-five-seven.rake-cap-cents")


def test_the_schools_name_is_one_line_of_text_trimmed() -> None:
    """Issue 12: reports carry the school's name, a house setting (unset by default)."""
    spec = setting("school.name")
    assert spec.default == ""
    assert spec.coerce("  Silver Sands\n Dealer   School ") == "Silver Sands Dealer School"
    assert HouseSettings({}).text_value("school.name") == ""
    assert HouseSettings({"school.name": "Silver Sands"}).text_value("school.name") == (
        "Silver Sands"
    )
    with pytest.raises(TypeError):
        HouseSettings({}).text_value("drill.scheduler")  # a choice, not text


# Issue 24: the settings form shows only what the declaration says, in words.


@pytest.mark.parametrize("spec", SETTINGS, ids=lambda s: s.key)
def test_every_setting_has_a_label_in_words_and_a_section(spec: Setting) -> None:
    label = spec.label
    assert label and label == label.strip() and (label[0].isupper() or label[0].isdigit())
    # Words, not the key or its slugs ("dealing-order", "split-unit-cents").
    slugs = [part for part in re.split(r"[.]", spec.key) if "-" in part and part != "3-5-7"]
    assert not any(slug in label for slug in slugs) and "." not in label, label
    assert not re.search(r"\b(cents|ms|true|false)\b", label), label
    assert not label.startswith(("Schedule ", "The ", "Whether ")), label
    assert spec.section in SECTIONS


@pytest.mark.parametrize("spec", [s for s in SETTINGS if s.kind is Kind.CHOICE], ids=str)
def test_every_choice_has_words(spec: Setting) -> None:
    for choice in spec.allowed():
        words = spec.choice_words(choice)
        assert words and words != str(choice), (spec.key, choice)
        assert words[0].isupper() or words[0] in "$", words
    if spec.unit is Unit.CENTS:  # a chip or a coin in money, never "Schedule 50"
        assert all("$" in spec.choice_words(c) or c == 1 for c in spec.allowed())


def test_labels_within_a_section_are_all_different() -> None:
    seen = {(s.section, s.label) for s in SETTINGS}
    assert len(seen) == len(SETTINGS)


def test_every_unit_of_a_number_is_said() -> None:
    for spec in SETTINGS:
        if spec.kind is Kind.INT and spec.unit not in (Unit.NONE, Unit.CENTS):
            assert spec.unit.suffix.strip(), spec.key
    assert SETTINGS_BY_KEY["pace-target.three-five-seven.payout"].unit.suffix == " an hour"


def test_a_setting_with_one_choice_says_why_it_cannot_change() -> None:
    spec = SETTINGS_BY_KEY["three-card-poker.jurisdiction"]
    if len(spec.allowed()) == 1:
        assert "rules file" in spec.why_fixed()
    assert SETTINGS_BY_KEY["drill.scheduler"].why_fixed() == ""
    words = [SETTINGS_BY_KEY["drill.scheduler"].choice_words(c) for c in SCHEDULER_NAMES]
    assert words == ["Leitner boxes", "FSRS", "Round robin", "Aimed at mastery"]


_FIRST_USE = r"""
import sys, tempfile
from pathlib import Path
from trainer.progress import ProgressStore
from trainer.progress.game_settings import game_settings
from trainer.progress.settings import setting
with tempfile.TemporaryDirectory() as folder, ProgressStore(Path(folder)) as store:
    house = store.settings()
    assert house.bool_value("kiosk.always") is False
    assert house["language.stations"] == "system"
    print("registry read at open:", "trainer.engine.games" in sys.modules)
    assert house.int_value("three-card-poker.min-wager-cents") > 0
    print("games built:", game_settings.cache_info().currsize)
    print("key:", setting("pay-schedule.three-five-seven.three").key)
    print("games built:", game_settings.cache_info().currsize)
"""


def test_a_games_settings_are_built_when_first_asked_for_and_that_games_only() -> None:
    """Issue 28: a store opens and the window's first screen reads the school's and the
    kiosk's settings without the engine's registry of games; a game's settings are read
    from its rules file the first time one of them is asked for, one game at a time."""
    done = subprocess.run(
        [sys.executable, "-c", _FIRST_USE], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [
        "registry read at open: False",
        "games built: 1",
        "key: pay-schedule.three-five-seven.three",
        "games built: 2",
    ]


def test_every_setting_is_in_the_forms_order_whichever_game_was_built_first() -> None:
    # The form lists each part of every game's settings together (all the jurisdictions,
    # then every game's schedules...), in the registry's order of games.
    keys = [s.key for s in SETTINGS]
    assert keys.index("school.name") == 0
    jurisdictions = [k for k in keys if k.endswith(".jurisdiction")]
    assert jurisdictions == [f"{g}.jurisdiction" for g in GAMES]
    assert keys.index(jurisdictions[-1]) < keys.index("pay-schedule.three-five-seven.three")
    assert keys.index("kiosk.always") < keys.index("table-test.pass-mark-percent")
    assert keys.index("target-ms.chips") < keys.index("pace-target.three-five-seven.payout")
    assert keys[-1] == "daily-goal.amount"
    assert [s.key for s in SETTINGS_BY_KEY.values()] == keys
