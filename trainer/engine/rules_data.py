"""Where the rules files are, and reading one into plain data before its kind's reader
checks it (:mod:`trainer.engine.rules` for a casino game, the home game's own reader).

Every fault is a :class:`RulesFileError` that names the file.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Mapping
from decimal import Decimal
from pathlib import Path
from typing import Any

from trainer.engine.errors import RulesFileError
from trainer.engine.limits import MOST_RULES_BYTES, BoundsError, check_shape, read_limited


def resources_dir() -> Path:
    """The folder holding ``rules/``: inside the installed package, else the source tree."""
    here = Path(__file__).resolve().parent.parent
    for candidate in (here / "resources", here.parent / "resources"):
        if (candidate / "rules").is_dir():
            return candidate
    raise RulesFileError(f"The rules folder is missing (looked in {here / 'resources'}).")


def shipped_rules_files() -> list[Path]:
    """Every rules file shipped with the trainer."""
    return sorted((resources_dir() / "rules").glob("*.toml"))


def read_rules_data(path: Path) -> dict[str, Any]:
    """A rules file parsed (numbers with decimals as ``Decimal``), not yet checked; one past
    the bounds of :mod:`trainer.engine.limits` is refused before it is parsed."""
    try:
        with path.open("rb") as handle:
            text = read_limited(handle, MOST_RULES_BYTES).decode("utf-8")
        check_shape(text, toml=True)
    except OSError as exc:
        raise RulesFileError(f"{path}: cannot be read ({exc.strerror or exc}).") from None
    except UnicodeDecodeError:
        raise RulesFileError(f"{path}: is not UTF-8 text.") from None
    except BoundsError as exc:
        raise RulesFileError(f"{path}: is not a rules file: {exc}.") from None
    try:
        return tomllib.loads(text, parse_float=Decimal)
    except tomllib.TOMLDecodeError as exc:
        raise RulesFileError(f"{path}: is not valid TOML ({exc}).") from None
    except RecursionError:  # past the bounds' reach: refused all the same
        raise RulesFileError(f"{path}: is not a rules file: it nests too deeply.") from None
    except ValueError:  # an integer past Python's 4,300-digit conversion limit
        raise RulesFileError(f"{path}: is not a rules file: a number is too long.") from None


def rules_kind(data: Mapping[str, Any]) -> str:
    """The kind of a parsed rules file: ``home`` where ``[game] kind = "home"``, else
    ``casino`` (the casino games' files need not say)."""
    game = data.get("game")
    kind = game.get("kind", "casino") if isinstance(game, Mapping) else "casino"
    return kind if isinstance(kind, str) else "casino"


def jurisdiction_key(name: str) -> str:
    """A jurisdiction's name as a key for settings and scenarios: ``New Jersey`` ->
    ``new-jersey``."""
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
