"""House settings as stored: checked, audited, a bad stored value falls back to its default."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC
from decimal import Decimal
from pathlib import Path

import pytest

from trainer.progress import (
    ProgressStore,
    SettingError,
    Supervisor,
)

from .conftest import FakeClock

OpenStore = Callable[..., ProgressStore]


# -- house settings ----------------------------------------------------------------------


def test_setting_changes_are_audited_with_who_when_old_and_new(
    open_store: OpenStore, clock: FakeClock
) -> None:
    store = open_store()
    mona = store.create_first_supervisor("Mona", "246810")
    change = store.change_setting("three-five-seven.rake-percent", "7.5", by=mona)
    assert change is not None
    assert (change.old_value, change.new_value, change.supervisor) == ("10", "7.5", "Mona")
    assert change.changed_at == clock().astimezone(UTC)
    assert store.change_setting("three-five-seven.rake-percent", Decimal("7.50"), by=mona) is None
    clock.advance(hours=1)
    store.change_setting("three-five-seven.surrender-allowed", False, by=mona)
    store.close()
    store = open_store()
    assert store.settings()["three-five-seven.rake-percent"] == Decimal("7.5")
    assert store.settings().bool_value("three-five-seven.surrender-allowed") is False
    history = store.settings_history()
    assert [h.key for h in history] == [
        "three-five-seven.surrender-allowed",
        "three-five-seven.rake-percent",
    ]
    assert history[0].old_value == "yes" and history[0].new_value == "no"
    assert store.settings_history("three-five-seven.rake-percent") == history[1:]


def test_rake_beyond_the_colorado_limit_is_refused_and_not_logged(
    store: ProgressStore, supervisor: Supervisor
) -> None:
    with pytest.raises(SettingError, match=r"cannot be above 10%, the limit set by"):
        store.change_setting("three-five-seven.rake-percent", "12", by=supervisor)
    with pytest.raises(SettingError, match=r"cannot be above 500 cents \(\$5\.00\)"):
        store.change_setting("three-five-seven.rake-cap-cents", 750, by=supervisor)
    assert store.settings_history() == ()


def test_minimum_wager_cannot_pass_the_maximum(
    store: ProgressStore, supervisor: Supervisor
) -> None:
    store.change_setting("three-five-seven.max-wager-cents", 300, by=supervisor)
    with pytest.raises(SettingError, match="minimum wager"):
        store.change_setting("three-five-seven.min-wager-cents", 400, by=supervisor)


def test_a_hand_edited_bad_setting_falls_back_to_its_default(
    open_store: OpenStore, folder: Path
) -> None:
    store = open_store()
    store._db.require().execute(
        "INSERT INTO settings (key, value) VALUES ('three-five-seven.rake-percent', '50')"
    )
    store.close()
    store = open_store()
    assert store.settings()["three-five-seven.rake-percent"] == Decimal(10)
    assert any("not valid, so its default is used" in n for n in store.notices)
