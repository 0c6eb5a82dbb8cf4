"""One placeholder convention in translated strings: Qt's numbered %1 .. %n, which Qt's
translation tools extract and check, filled in one pass by trainer.ui.translation.arg
(DESIGN.md: every user-visible string goes through tr())."""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest

from trainer.ui.translation import arg

UI = Path(__file__).resolve().parents[2] / "trainer" / "ui"
NUMBERED = re.compile(r"%(\d{1,2})")
NAMED = re.compile(r"\{\w*(![rsa])?(:[^}]*)?\}")


def test_arg_fills_each_number_with_its_value() -> None:
    assert arg("Seat %1 is paid %2", 3, "$15.00") == "Seat 3 is paid $15.00"
    assert arg("%2 de %1", "Ana", "informe") == "informe de Ana"  # a language's own order
    assert arg("Score %1% against a pass mark of %2%", 90, 75) == (
        "Score 90% against a pass mark of 75%"
    )


def test_arg_fills_in_one_pass() -> None:
    # A trainee named "%2" stays so: the values are not searched for placeholders.
    assert arg("Archive %1? Their %2 answers are kept.", "Bob %2", 40) == (
        "Archive Bob %2? Their 40 answers are kept."
    )
    assert arg("%1 and %10", *range(1, 11)) == "1 and 10"
    assert arg("%1 of %2", "one") == "one of %2"  # a missing value leaves its number


def _translations(tree: ast.AST) -> list[tuple[ast.Call, str]]:
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            args = node.args
            if node.func.attr == "tr" and args and isinstance(args[0], ast.Constant):
                found.append((node, str(args[0].value)))
            elif (
                node.func.attr == "translate"
                and len(args) >= 2
                and isinstance(args[1], ast.Constant)
            ):
                found.append((node, str(args[1].value)))
    return found


def _modules() -> list[Path]:
    return sorted(UI.rglob("*.py"))


@pytest.mark.parametrize("path", _modules(), ids=lambda p: str(p.relative_to(UI)))
def test_translated_strings_number_their_placeholders_and_arg_fills_them(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    parents = {id(child): node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    for call, text in _translations(tree):
        where = f"{path.name}:{call.lineno}: {text!r}"
        assert not NAMED.search(text), f"{where} names a placeholder; number it (%1)"
        numbers = sorted({int(n) for n in NUMBERED.findall(text)})
        assert numbers == list(range(1, len(numbers) + 1)), f"{where} skips a number"
        parent = parents.get(id(call))
        if isinstance(parent, ast.Attribute):  # tr(...).replace / .format / .arg
            assert parent.attr not in ("replace", "format"), f"{where}: fill it with arg()"
        if numbers and isinstance(parent, ast.Call) and getattr(parent.func, "id", "") == "arg":
            assert parent.args[0] is call
            assert len(parent.args) - 1 == len(numbers), f"{where}: one value per number"


def _lupdate() -> str | None:
    beside = Path(sys.executable).with_name("pyside6-lupdate")
    return str(beside) if beside.exists() else shutil.which("pyside6-lupdate")


def test_qt_linguist_extracts_every_placeholder_as_a_number(tmp_path: Path) -> None:
    tool = _lupdate()
    if tool is None:
        pytest.skip("pyside6-lupdate is not installed")
    ts = tmp_path / "dealer-trainer.ts"
    done = subprocess.run(
        [tool, *map(str, _modules()), "-ts", str(ts)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    sources = [s.text or "" for s in ElementTree.parse(ts).getroot().iter("source")]
    assert len(sources) > 500  # the window's strings, not an empty extraction
    assert [s for s in sources if NAMED.search(s)] == []
    numbered = [s for s in sources if NUMBERED.search(s)]
    assert len(numbered) > 100
    assert any(s.startswith("Archive %1? Their %2 answers are kept.") for s in numbered)
