"""The shipped poker hand tables (issue 28): the first hand question of a process reads them
from ``resources/tables/hand-tables.bin`` instead of building them in the middle of a drill.
The file must be exactly what the engine's builder makes, and a missing or damaged file
falls back to the builder."""

from __future__ import annotations

from pathlib import Path

import pytest

from trainer.engine import hands
from trainer.engine.rules_data import resources_dir


def _fresh(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(hands, "_RANK_TABLE", {})
    monkeypatch.setattr(hands, "_FLUSH_TABLE", [])


def test_the_shipped_tables_are_what_the_builder_makes(monkeypatch: pytest.MonkeyPatch) -> None:
    _fresh(monkeypatch)
    hands._build_tables()
    built = (dict(hands._RANK_TABLE), list(hands._FLUSH_TABLE))
    shipped = resources_dir() / "tables" / hands.TABLES_FILE
    assert shipped.read_bytes() == hands.tables_bytes(), (
        "the shipped hand tables are stale: run .venv/bin/python packaging/hand_tables.py"
    )
    _fresh(monkeypatch)
    assert hands._load_tables()
    assert built == (hands._RANK_TABLE, hands._FLUSH_TABLE)
    assert len(built[0]) == 73_775 and len(built[1]) == 1 << 13


@pytest.mark.parametrize("damage", ["missing", "truncated", "other-layout"])
def test_a_missing_or_damaged_file_is_built_instead(
    damage: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    (tmp_path / "rules").mkdir()
    (tmp_path / "tables").mkdir()
    good = (resources_dir() / "tables" / hands.TABLES_FILE).read_bytes()
    target = tmp_path / "tables" / hands.TABLES_FILE
    if damage == "truncated":
        target.write_bytes(good[: len(good) // 2])
    elif damage == "other-layout":
        target.write_bytes(b"DT-HANDS-0\n" + good[11:])
    monkeypatch.setattr("trainer.engine.rules_data.resources_dir", lambda: tmp_path)
    _fresh(monkeypatch)
    assert not hands._load_tables()
    assert hands._RANK_TABLE == {}
    hands.ensure_tables()  # built instead
    royal = [c for c in hands.DECK if c.suit.value == "s" and c.rank >= 10]
    assert hands.poker_category(hands.poker_strength(royal)) is hands.Category.ROYAL_FLUSH
