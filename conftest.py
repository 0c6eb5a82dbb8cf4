"""Test-wide settings: Qt never needs a screen."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Iterator  # noqa: E402

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _shipped_rules_only() -> Iterator[None]:
    """Each test starts and ends with the shipped rules files only: a store opened in a
    test reads its house's own rules files for the rest of the process otherwise."""
    from trainer.engine.games import use_house_rules

    use_house_rules(None)
    yield
    use_house_rules(None)
