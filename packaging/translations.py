"""Update, compile and check the translation catalogues.

    python packaging/translations.py update   # lupdate every catalogue, then lrelease
    python packaging/translations.py release  # lrelease only (after a translator's edits)
    python packaging/translations.py check    # exit 1 if a .ts or .qm is stale, or a
                                              # string has no finished translation

Three catalogues per language, one for each part of the product, so that the window's
words, the store's and the commands' sentences, and the questions' text are translated
(and reviewed) separately:

- ``ui_<lang>.ts``: ``tr()`` in ``trainer/ui``;
- ``store_<lang>.ts``: ``QT_TRANSLATE_NOOP`` in the store, the site, the commands and the
  composition root;
- ``core_<lang>.ts``: ``QT_TRANSLATE_NOOP`` in the engine, the quiz and ``trainer/words``.

``pyside6-lupdate`` runs with ``-no-obsolete`` (a string gone from the sources leaves the
catalogue) and ``-locations none`` (a catalogue changes when a string does, not when a
line above it moves). The compiled ``.qm`` files are checked in beside their ``.ts``, so a
checkout runs without Qt's tools; ``check`` (and a test) says when either is stale.
"""

from __future__ import annotations

import filecmp
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree
from pathlib import Path
from typing import Final

ROOT: Final = Path(__file__).resolve().parent.parent
FOLDER: Final = ROOT / "resources" / "translations"
TRANSLATED: Final = ("es",)
"""The languages with catalogues (English is the source language)."""

CATALOGUES: Final[dict[str, tuple[str, ...]]] = {
    "ui": ("trainer/ui",),
    "store": (
        "trainer/progress",
        "trainer/site",
        "trainer/commands",
        "trainer/cli.py",
        "trainer/argparse_words.py",
        "trainer/app.py",
        "trainer/drilling.py",
        "trainer/practice.py",
        "trainer/selftest.py",
        "trainer/errors.py",
    ),
    "core": ("trainer/engine", "trainer/quiz", "trainer/words.py"),
}


class ToolMissing(RuntimeError):
    """Qt's ``pyside6-lupdate`` / ``pyside6-lrelease`` are not installed."""


def tool(name: str) -> str:
    """The path of Qt's *name* tool (beside this Python first, then on ``PATH``)."""
    beside = Path(sys.executable).parent / name
    if beside.is_file():
        return str(beside)
    found = shutil.which(name)
    if found is None:
        raise ToolMissing(f"{name} is not installed (it comes with PySide6).")
    return found


def catalogue_files(folder: Path = FOLDER) -> list[Path]:
    """Every catalogue's ``.ts`` path, for every translated language."""
    return [folder / f"{name}_{lang}.ts" for lang in TRANSLATED for name in CATALOGUES]


def _run(command: list[str]) -> None:
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} failed:\n{done.stdout}{done.stderr}")


def lupdate(ts: Path) -> None:
    """Bring *ts* up to date with its sources (new strings unfinished, gone ones dropped)."""
    name, lang = ts.stem.rsplit("_", 1)
    _run(
        [
            tool("pyside6-lupdate"),
            "-silent",
            "-extensions",
            "py",
            "-locations",
            "none",
            "-no-obsolete",
            "-source-language",
            "en",
            "-target-language",
            lang,
            *CATALOGUES[name],
            "-ts",
            str(ts),
        ]
    )


def lrelease(ts: Path, qm: Path | None = None) -> None:
    """Compile *ts* to *qm* (beside it by default).

    Written beside and then renamed over the old file: a running trainer maps its ``.qm``
    into memory, and a file cut short under it would crash it (SIGBUS)."""
    target = qm if qm is not None else ts.with_suffix(".qm")
    fresh = target.with_name(f".{target.name}.new")
    _run([tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(fresh)])
    os.replace(fresh, target)


def update(folder: Path = FOLDER) -> None:
    """Update every catalogue from the sources and compile it."""
    folder.mkdir(parents=True, exist_ok=True)
    for ts in catalogue_files(folder):
        lupdate(ts)
        lrelease(ts)


def release(folder: Path = FOLDER) -> None:
    """Compile every catalogue."""
    for ts in catalogue_files(folder):
        lrelease(ts)


def stale(folder: Path = FOLDER) -> list[str]:
    """The checked-in files that differ from what ``update`` would make (none when current)."""
    found: list[str] = []
    with tempfile.TemporaryDirectory(prefix="dealer-trainer-ts-") as scratch:
        for ts in catalogue_files(folder):
            fresh = Path(scratch) / ts.name
            if ts.is_file():
                shutil.copyfile(ts, fresh)
            lupdate(fresh)
            if not ts.is_file() or not filecmp.cmp(ts, fresh, shallow=False):
                found.append(f"{ts.name} is not current with the sources")
                continue
            qm = ts.with_suffix(".qm")
            fresh_qm = fresh.with_suffix(".qm")
            lrelease(fresh, fresh_qm)
            if not qm.is_file() or not filecmp.cmp(qm, fresh_qm, shallow=False):
                found.append(f"{qm.name} is not compiled from {ts.name}")
    return found


_QT_PLACEHOLDER: Final = re.compile(r"%\d{1,2}")
_NAMED_PLACEHOLDER: Final = re.compile(r"\{(\w*)\}")


def placeholders(text: str) -> tuple[list[str], list[str]]:
    """Qt's ``%1``-style placeholders and the ``{name}`` fields in *text*, each sorted."""
    return sorted(_QT_PLACEHOLDER.findall(text)), sorted(_NAMED_PLACEHOLDER.findall(text))


def unfinished(ts: Path) -> list[str]:
    """Every message of *ts* without a finished translation, or whose translation loses or
    adds a placeholder (``%1`` for ``tr()``, ``{name}`` for the Qt-free templates)."""
    found: list[str] = []
    root = ElementTree.parse(ts).getroot()
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            where = f"{ts.name} [{name}] {source!r}"
            if translation is None or translation.get("type") is not None or not translation.text:
                found.append(f"{where}: no finished translation")
            elif placeholders(translation.text) != placeholders(source):
                found.append(
                    f"{where}: the translation {translation.text!r} has other placeholders"
                )
    return found


def main(argv: list[str]) -> int:
    """The command line: ``update``, ``release`` or ``check``."""
    if len(argv) != 1 or argv[0] not in ("update", "release", "check"):
        print("usage: python packaging/translations.py update|release|check", file=sys.stderr)
        return 2
    if argv[0] == "update":
        update()
    elif argv[0] == "release":
        release()
    else:
        problems = stale()
        for problem in problems:
            print(f"translations: {problem}; run 'python packaging/translations.py update'.")
        missing = [p for ts in catalogue_files() for p in unfinished(ts)]
        for problem in missing:
            print(f"translations: {problem}.")
        return 1 if problems or missing else 0
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
