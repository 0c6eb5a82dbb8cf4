"""Where the shipped resources are (the rules, the icons, the catalogues): inside the
installed package, else the source tree. Standard library only, so that the window's start
finds its icons without importing the engine (issue 28)."""

from __future__ import annotations

from pathlib import Path


def resources_folder(name: str) -> Path:
    """The shipped ``resources/<name>`` folder: the installed package's, else the source
    tree's (where it is expected when neither has it)."""
    here = Path(__file__).resolve().parent
    for candidate in (here / "resources", here.parent / "resources"):
        if (candidate / name).is_dir():
            return candidate / name
    return here.parent / "resources" / name
