"""The shipped catalogues are current with the sources, every string has a finished Spanish
translation, and no translation loses or adds a placeholder (issue 27; the tool is
packaging/translations.py)."""

from __future__ import annotations

import ast
import re
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


# The store's, the commands' and the composition root's sources: they never import Qt, and
# what they raise to a user or print is one whole sentence through trainer.words.
_SAYING = [
    *sorted((REPO / "trainer" / "progress").rglob("*.py")),
    *sorted((REPO / "trainer" / "commands").rglob("*.py")),
    *(
        REPO / "trainer" / name
        for name in ("cli.py", "app.py", "drilling.py", "practice.py", "selftest.py", "errors.py")
    ),
]


def _user_errors() -> set[str]:
    """The names of every error meant for a user (TrainerError's family, and the
    self-test's CheckFailed)."""
    import importlib
    import pkgutil

    import trainer.commands
    import trainer.progress
    from trainer.errors import TrainerError

    for package in (trainer.progress, trainer.commands):
        for module in pkgutil.walk_packages(package.__path__, f"{package.__name__}."):
            importlib.import_module(module.name)

    def family(cls: type) -> set[str]:
        return {cls.__name__}.union(*(family(sub) for sub in cls.__subclasses__()))

    return family(TrainerError) | {"CheckFailed"}


def _english_literal(node: ast.expr) -> str | None:
    """The text of a string literal or f-string with English words in it (the command's
    own name, the prefix of a line a parent process reads, does not count)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        text = node.value
    elif isinstance(node, ast.JoinedStr):
        text = "".join(v.value for v in node.values if isinstance(v, ast.Constant))
    else:
        return None
    return (
        text if len(re.findall(r"[A-Za-z]{2,}", text.replace("dealer-trainer", ""))) >= 2 else None
    )


def test_no_refusal_or_printed_line_of_the_store_or_the_commands_is_english_only() -> None:
    """Issue 27: a sentence raised to a user (a TrainerError) or printed, written as an
    English literal rather than a marked template, stays English in Spanish. Found so the
    import's per-field refusals, the unsaved answers' sentences, the self-test's lines and
    the supervisors' refusals were English; this keeps them through the catalogue."""
    errors = _user_errors()
    found = []
    for path in _SAYING:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
            if name not in errors and name != "print":
                continue
            for argument in node.args:
                text = _english_literal(argument)
                if text is not None:
                    found.append(f"{path.relative_to(REPO)}:{node.lineno}: {name}({text!r})")
    assert found == []
