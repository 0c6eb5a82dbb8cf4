"""Which PySide6 modules the bundle carries: the ones ``trainer/`` imports, and no other.

The spec (``dealer-trainer.spec``) excludes every other PySide6 module, so that neither a
stray import nor a PyInstaller hook pulls Qt WebEngine, Qt 3D, Qt Multimedia, Qt Quick and
QML, Bluetooth, Positioning, Sensors, SerialPort, WebSockets and the rest into the bundle.
The list is computed from the source, so a page that starts to use another Qt module
(``QtPrintSupport`` for printing, ``QtPdf`` for a preview) gets it in the bundle without
anyone editing a list here; ``tests/test_packaging.py`` checks both directions.

Plain Python, no PyInstaller: the spec and the tests both import it.
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Iterable
from pathlib import Path

# Python modules the used ones import at run time although the source never names them.
# (Qt's own libraries need no entry: PyInstaller follows a library's links, so Qt Charts
# still gets libQt6OpenGLWidgets and the SVG icon plugin libQt6Svg without their Python
# bindings, which are 10 MB the trainer never calls.)
COMPANIONS: dict[str, set[str]] = {}

# Qt libraries (by file-name stem) the bundle never needs even when a plugin links them:
# the image-format plugin for PDF pages drags in Pdfium, and the virtual keyboard drags in
# Qt Quick and QML (the kiosk's PIN pad is drawn by the application itself). The GTK
# theme plugin is left out too: the trainer draws its own theme, and that plugin would
# load the machine's GTK against the bundle's older or newer GLib.
UNUSED_LIBRARY_PREFIXES = (
    "libQt6Pdf",
    "libQt6Quick",
    "libQt6Qml",
    "libQt6VirtualKeyboard",
    "libQt6Network",
    "libQt6WebEngine",
    "libQt6Multimedia",
    "libQt6Location",
    "libQt6Positioning",
)
UNUSED_PLUGINS = (
    "imageformats/libqpdf",
    "imageformats/qpdf",
    "platforminputcontexts/libqtvirtualkeyboardplugin",
    "platforminputcontexts/qtvirtualkeyboardplugin",
    "platforms/libqvnc",  # a VNC server needs Qt Network; the trainer never listens
    "platforms/qvnc",
    "generic/libqtuiotouchplugin",  # TUIO touch arrives over UDP (Qt Network)
    "generic/qtuiotouchplugin",
    "platformthemes/libqgtk3",
    "platformthemes/qgtk3",
    "tls/",
    "networkinformation/",
)


def used_modules(source: Path) -> set[str]:
    """The PySide6 modules (``QtCore``, ...) imported anywhere under *source*, with the
    modules they need at run time."""
    used: set[str] = set()
    for path in sorted(source.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            names: Iterable[str] = ()
            if isinstance(node, ast.ImportFrom) and node.module:
                if node.module == "PySide6":
                    names = (f"PySide6.{alias.name}" for alias in node.names)
                else:
                    names = (node.module,)
            elif isinstance(node, ast.Import):
                names = (alias.name for alias in node.names)
            for name in names:
                parts = name.split(".")
                if parts[0] == "PySide6" and len(parts) > 1:
                    used.add(parts[1])
    for module in sorted(used):
        used |= COMPANIONS.get(module, set())
    return used


def installed_modules(pyside_dir: Path) -> set[str]:
    """Every Qt module of an installed PySide6 (its ``QtXxx`` extension files)."""
    names = set()
    for path in pyside_dir.iterdir():
        stem = path.name.split(".")[0]
        if stem.startswith("Qt") and path.suffix in (".so", ".pyd"):
            names.add(stem)
    return names


def excluded_modules(source: Path, pyside_dir: Path) -> list[str]:
    """``PySide6.QtXxx`` names for the spec's ``excludes``: installed but not used."""
    unused = installed_modules(pyside_dir) - used_modules(source)
    return sorted(f"PySide6.{name}" for name in unused)


def is_unused_file(dest: str) -> bool:
    """Whether a file PyInstaller collected (its path inside the bundle) is one to drop."""
    path = dest.replace("\\", "/")
    name = path.rsplit("/", 1)[-1]
    if name.startswith(UNUSED_LIBRARY_PREFIXES) or name.startswith(
        tuple(prefix.removeprefix("lib") for prefix in UNUSED_LIBRARY_PREFIXES)
    ):
        return True
    return any(f"/plugins/{plugin}" in path for plugin in UNUSED_PLUGINS)


def _is_plain_library(dest: str) -> bool:
    """A shared library in its own right: not a Python extension module, not a Qt plugin."""
    path = dest.replace("\\", "/")
    name = path.rsplit("/", 1)[-1]
    if "/plugins/" in f"/{path}" or name.endswith(".abi3.so") or ".cpython-" in name:
        return False
    return ".so" in name


def orphaned_libraries(
    kept: Iterable[tuple[str, str]],
    dropped: Iterable[tuple[str, str]],
    needed: Callable[[str], set[str]],
) -> set[str]:
    """The bundle paths of shared libraries that only dropped files link to.

    *kept* and *dropped* are ``(path in the bundle, source file)`` pairs; *needed* gives
    the names of every library a file links to, directly or not (``ldd`` does both).
    A library not linked by any dropped file stays, whether or not anything links it,
    since Qt opens some (D-Bus) by name at run time.
    """
    kept = list(kept)
    wanted_by_dropped: set[str] = set()
    for _dest, src in dropped:
        wanted_by_dropped |= needed(src)
    candidates = {
        dest for dest, _src in kept if _is_plain_library(dest) and _base(dest) in wanted_by_dropped
    }
    wanted_by_kept: set[str] = set()
    for dest, src in kept:
        if dest not in candidates:
            wanted_by_kept |= needed(src)
    return {dest for dest in candidates if _base(dest) not in wanted_by_kept}


def _base(dest: str) -> str:
    return dest.replace("\\", "/").rsplit("/", 1)[-1]
