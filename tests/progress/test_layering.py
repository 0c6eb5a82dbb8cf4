"""The progress layer stands alone: no Qt, no engine, appdirs only in one module."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "trainer" / "progress"


def test_importing_the_store_loads_no_qt_and_no_engine() -> None:
    code = (
        "import sys, trainer.progress, trainer.progress.transfer, trainer.commands.store\n"
        "bad = sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6', "
        "'trainer.engine', 'trainer.quiz', 'trainer.ui')))\n"
        "print(','.join(bad))"
    )
    result = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        check=True,
        cwd=PACKAGE.parents[1],
    )
    assert result.stdout.strip() == ""


def _imports(path: Path) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module.split(".")[0])
    return found


def test_only_the_location_module_asks_appdirs() -> None:
    users = {p.name for p in PACKAGE.glob("*.py") if "appdirs" in _imports(p)}
    assert users == {"location.py"}


def test_only_the_standard_library_appdirs_and_trainer_are_imported() -> None:
    allowed = set(sys.stdlib_module_names) | {"appdirs", "trainer"}
    for path in PACKAGE.glob("*.py"):
        assert _imports(path) <= allowed, path.name
