"""Dependencies point one way: the engine, the quiz, the progress store and the site never load Qt,
and the engine needs nothing beyond the standard library (DESIGN.md, "Layers")."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent

# Imports every module of the named packages in a fresh interpreter and reports what they
# loaded beyond the interpreter's own start-up.
PROBE = """
import importlib, json, pkgutil, sys
before = set(sys.modules)  # what the interpreter's start-up (site, .pth files) loaded
loaded = []
walk = sys.argv[1] == "walk"
for name in sys.argv[2:]:
    package = importlib.import_module(name)
    loaded.append(name)
    for info in pkgutil.walk_packages(package.__path__, name + ".") if walk else ():
        importlib.import_module(info.name)
        loaded.append(info.name)
print(json.dumps({"imported": loaded, "modules": sorted(set(sys.modules) - before)}))
"""


def probe(*packages: str, walk: bool = True) -> dict[str, list[str]]:
    """Import the packages (and, with ``walk``, every module in them) in a fresh interpreter."""
    done = subprocess.run(
        [sys.executable, "-c", PROBE, "walk" if walk else "no-walk", *packages],
        capture_output=True,
        text=True,
        cwd=REPO,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    result: dict[str, list[str]] = json.loads(done.stdout)
    return result


def test_layers_engine_quiz_progress_and_site_load_no_qt() -> None:
    result = probe("trainer.engine", "trainer.quiz", "trainer.progress", "trainer.site")
    engine_modules = {
        "trainer.engine." + p.stem
        for p in (REPO / "trainer" / "engine").glob("*.py")
        if p.stem != "__init__"
    }
    assert engine_modules <= set(result["imported"])
    assert {"trainer.quiz", "trainer.progress", "trainer.site.admin"} <= set(result["imported"])
    qt = [m for m in result["modules"] if m.split(".")[0] in {"PySide6", "shiboken6"}]
    assert qt == []


def test_layers_engine_is_standard_library_only() -> None:
    result = probe("trainer.engine")
    outside = [
        m
        for m in result["modules"]
        if m.split(".")[0] not in sys.stdlib_module_names and m.split(".")[0] != "trainer"
    ]
    assert outside == []
    assert not [m for m in result["modules"] if m.startswith(("trainer.quiz", "trainer.progress"))]


def test_layers_probe_sees_qt_when_it_is_loaded() -> None:
    # Guards the two tests above against passing because the probe sees nothing.
    result = probe("PySide6.QtCore", walk=False)
    assert "PySide6" in result["modules"]
