"""Where the store lives: --data-dir, then DEALER_TRAINER_DATA, then the user data folder."""

from __future__ import annotations

from pathlib import Path

import appdirs
import pytest

from trainer.progress.location import ENV_VAR, find_data_dir


def test_explicit_folder_wins_over_environment(tmp_path: Path) -> None:
    env = {ENV_VAR: str(tmp_path / "env")}
    assert find_data_dir(tmp_path / "cli", env) == tmp_path / "cli"


def test_environment_wins_over_user_data_folder(tmp_path: Path) -> None:
    assert find_data_dir(None, {ENV_VAR: str(tmp_path / "env")}) == tmp_path / "env"


def test_default_is_the_user_data_folder() -> None:
    assert find_data_dir(None, {}) == Path(appdirs.user_data_dir("dealer-trainer"))


def test_empty_values_count_as_not_given() -> None:
    assert find_data_dir("", {ENV_VAR: ""}) == Path(appdirs.user_data_dir("dealer-trainer"))


def test_home_is_expanded() -> None:
    assert find_data_dir("~/trainer", {}) == Path.home() / "trainer"


def test_the_process_environment_is_read_by_default(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv(ENV_VAR, str(tmp_path))
    assert find_data_dir() == tmp_path
