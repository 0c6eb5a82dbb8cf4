"""The progress layer stands alone: no Qt, no drills, no window, appdirs only in one module,
and the ``fsrs`` package (the scheduler states the store keeps) only in the spacing module.

It reads the engine's registry of games (issue 15): the games it records, their titles,
the jurisdictions a house may follow and the limits and choices of its settings are the
rules files', not restated."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "trainer" / "progress"


def test_importing_the_store_loads_no_qt_no_drills_and_no_window() -> None:
    code = (
        "import sys, trainer.progress, trainer.progress.transfer, trainer.commands.store\n"
        "import trainer.progress.transfer_reading\n"
        "bad = sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6', "
        "'trainer.quiz', 'trainer.ui')))\n"
        # The registry of games is read when a game is first asked for (issue 28).
        "assert 'trainer.engine.games' not in sys.modules\n"
        "from trainer.progress.settings import GAMES\n"
        "assert 'trainer.engine.games' in sys.modules\n"
        "print(','.join(bad))"
    )
    assert _printed(code) == ""


def _printed(code: str) -> str:
    """What *code* prints in a fresh interpreter."""
    result = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        check=True,
        cwd=PACKAGE.parents[1],
    )
    return result.stdout.strip()


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


def test_only_the_spacing_module_asks_fsrs() -> None:
    users = {p.name for p in PACKAGE.glob("*.py") if "fsrs" in _imports(p)}
    assert users == {"spacing.py"}


def test_only_the_school_identity_and_its_credentials_ask_cryptography_and_jwt() -> None:
    """Issue 29: the school's key pair and the credentials it signs; the rest of the store
    (and every start) loads neither."""
    users = {p.name for p in PACKAGE.glob("*.py") if _imports(p) & {"cryptography", "jwt"}}
    assert users == {"identity.py", "credentials.py"}
    code = (
        "import sys, trainer.progress, trainer.progress.store\n"
        "print(','.join(sorted(m for m in sys.modules if m.startswith(('jwt', 'cryptography')))))"
    )
    assert _printed(code) == ""


def test_only_the_standard_library_appdirs_fsrs_and_trainer_are_imported() -> None:
    allowed = set(sys.stdlib_module_names) | {"appdirs", "fsrs", "trainer", "cryptography", "jwt"}
    for path in PACKAGE.glob("*.py"):
        assert _imports(path) <= allowed, path.name
