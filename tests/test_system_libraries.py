"""Issue 24, item 12: the README's system libraries for a real window on Linux are every
library Qt's X11 platform plugin links against, as Debian packages them (Qt's own error
once named libxcb-cursor0, which the README did not list)."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

README = Path(__file__).resolve().parents[1] / "README.md"
BASE = {"libc.so.6", "libm.so.6", "libstdc++.so.6", "libgcc_s.so.1"}
"""In every Debian that runs Python: no package to name."""
IRREGULAR = {"libglib-2.0.so.0": "libglib2.0-0", "libgthread-2.0.so.0": "libglib2.0-0"}


def debian_package(soname: str) -> str:
    """Debian's package for a shared library: ``libxcb-cursor.so.0`` is in
    ``libxcb-cursor0``, ``libxkbcommon-x11.so.0`` in ``libxkbcommon-x11-0`` (a hyphen
    where the name ends in a digit)."""
    if soname in IRREGULAR:
        return IRREGULAR[soname]
    match = re.fullmatch(r"lib(.+)\.so\.(\d+)", soname)
    assert match is not None, soname
    name, version = match.group(1).lower(), match.group(2)
    return f"lib{name}{'-' if name[-1].isdigit() else ''}{version}"


def readme_packages() -> set[str]:
    text = README.read_text(encoding="utf-8")
    command = re.search(r"sudo apt-get install ((?:\\\n|[^\n])+)", text)
    assert command is not None, "the README names no system libraries for a window"
    return set(command.group(1).replace("\\\n", " ").split())


def needed(library: Path) -> set[str]:
    tool = shutil.which("objdump")
    if tool is None:
        pytest.skip("objdump (binutils) is not installed")
    dump = subprocess.run(
        [tool, "-p", str(library)], capture_output=True, text=True, check=True, timeout=60
    ).stdout
    return set(re.findall(r"^\s*NEEDED\s+(\S+)$", dump, re.MULTILINE))


def test_the_readme_lists_every_library_the_x11_plugin_needs() -> None:
    import PySide6

    qt = Path(PySide6.__file__).parent / "Qt"
    plugin = qt / "plugins" / "platforms" / "libqxcb.so"
    if not plugin.exists():
        pytest.skip("no X11 platform plugin here (not Linux)")
    libraries = needed(plugin)
    for bundled in qt.glob("lib/libQt6XcbQpa.so*"):
        libraries |= needed(bundled)
    system = {s for s in libraries if not s.startswith("libQt6") and s not in BASE}
    assert "libxcb-cursor.so.0" in system
    missing = sorted({debian_package(s) for s in system} - readme_packages())
    assert missing == [], f"the README's apt-get line misses {missing}"
