"""The shipped catalogues are current with the sources, every string has a finished Spanish
translation, and no translation loses or adds a placeholder (issue 27; the tool is
packaging/translations.py)."""

from __future__ import annotations

import runpy
from pathlib import Path
from typing import Any

import pytest

REPO = Path(__file__).resolve().parent.parent
TOOL: dict[str, Any] = runpy.run_path(str(REPO / "packaging" / "translations.py"))
CATALOGUES: list[Path] = TOOL["catalogue_files"]()


def test_the_checked_in_catalogues_and_their_compiled_files_are_current() -> None:
    try:
        problems = TOOL["stale"]()
    except TOOL["ToolMissing"] as exc:
        pytest.skip(str(exc))
    assert problems == [], "run 'python packaging/translations.py update'"


@pytest.mark.parametrize("ts", CATALOGUES, ids=[ts.name for ts in CATALOGUES])
def test_every_string_has_a_finished_translation_with_the_same_placeholders(ts: Path) -> None:
    assert ts.is_file()
    assert TOOL["unfinished"](ts) == []


def test_a_missing_translation_and_a_lost_or_added_placeholder_are_each_found(
    tmp_path: Path,
) -> None:
    ts = tmp_path / "ui_es.ts"
    ts.write_text(
        """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>HomePage</name>
    <message><source>Hello %1</source><translation>Hola %1</translation></message>
    <message><source>%1 of %2</source><translation>%1 de</translation></message>
    <message><source>Sign out</source><translation type="unfinished"></translation></message>
    <message><source>Quit</source><translation>Salir %1</translation></message>
</context>
<context>
    <name>quiz</name>
    <message><source>Seat {seat} bets {amount}.</source>
        <translation>El asiento {asiento} apuesta {amount}.</translation></message>
    <message><source>Pay {amount}.</source><translation>Pague {amount}.</translation></message>
</context>
</TS>
""",
        encoding="utf-8",
    )
    found = TOOL["unfinished"](ts)
    assert [line.split("'")[1] for line in found] == [
        "%1 of %2",
        "Sign out",
        "Quit",
        "Seat {seat} bets {amount}.",
    ]
