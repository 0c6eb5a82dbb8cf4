"""A glance at a store, for the window's first screen (issue 28): who may sign in, the
station's language and kiosk settings, and whether it has a supervisor yet (a kiosk needs
one), read in one query on a read-only connection.

The sign-in screen needs only that. The store's full open (its crash check, upgrades,
recovery, pending answers, the parts built on use) then runs once that screen has
painted, and always before anything is written (:class:`trainer.ui.main_window.MainWindow`).
A glance writes nothing, upgrades nothing and recovers nothing: a folder with no store
yet, a store of another version, a foreign or unreadable file, a setting it cannot read
plainly, and :func:`glance_at` says ``None``; the window then opens the store in full
before it shows, as it always did, with its plain sentences for each of those.

Stdlib only, and none of the store's modules, so that the window's first screen shows
before they are imported.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping
from pathlib import Path
from typing import Final, NamedTuple

from trainer.progress.languages import SYSTEM_LANGUAGE
from trainer.words import LANGUAGES

FILE_NAME: Final = "progress.sqlite3"
"""The store's file in its folder (``trainer.progress.database.FILE_NAME``)."""

APPLICATION_ID: Final = 0x44545231
"""The store's ``PRAGMA application_id`` (``trainer.progress.schema.APPLICATION_ID``)."""

READS_VERSION: Final = 11
"""The store's schema version whose tables :data:`_QUERY` reads; a store of any other
version is opened in full first (a test holds this to ``schema.SCHEMA_VERSION``, so
that a new version makes its author look at this query again)."""

Value = bool | str | int

DEFAULTS: Final[Mapping[str, Value]] = {
    "language.stations": SYSTEM_LANGUAGE,
    "kiosk.always": False,
    "kiosk.new-trainees-allowed": True,
    "kiosk.idle-timeout-seconds": 120,
}
"""The house settings the first screen reads, and their defaults (a test holds them to the
declarations in :mod:`trainer.progress.settings`)."""

_FLAGS: Final = {"yes": True, "no": False}  # as SettingEntry.to_text stores yes-or-no
_LANGUAGE_TEXTS: Final = frozenset({SYSTEM_LANGUAGE, *LANGUAGES})  # its choices

# One query: the file's identity and whether a supervisor exists (Supervisors.needs_first),
# the settings, then the active trainees in the order the store lists them
# (Trainees.trainees: by name_key, then id).
_QUERY: Final = f"""
SELECT 0, application_id, user_version,
       NOT EXISTS (SELECT 1 FROM supervisors WHERE removed_at IS NULL), NULL
  FROM pragma_application_id, pragma_user_version
UNION ALL
SELECT 1, NULL, key, value, NULL FROM settings
 WHERE key IN ({", ".join(f"'{key}'" for key in DEFAULTS)})
UNION ALL
SELECT 2, id, name, pin_hash IS NOT NULL, name_key FROM trainees WHERE archived_at IS NULL
ORDER BY 1, 5, 2
"""


class Listed(NamedTuple):
    """A trainee as the sign-in screen lists them."""

    id: int
    name: str
    has_pin: bool


class Glance(NamedTuple):
    """What the first screen shows of a store."""

    folder: Path
    trainees: tuple[Listed, ...]
    settings: Mapping[str, Value]
    """The settings of :data:`DEFAULTS`, each the house's or its default."""
    needs_first_supervisor: bool
    """Whether no supervisor exists yet (a kiosk then refuses to start)."""


def glance_at(folder: Path) -> Glance | None:
    """The first screen's read of the store in *folder*, or ``None`` when the store must be
    opened in full first (none yet, another version, unreadable, a setting not plain)."""
    path = folder / FILE_NAME
    if not path.is_file():
        return None
    try:
        conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, timeout=0)
    except (sqlite3.Error, ValueError):
        return None
    try:
        rows = conn.execute(_QUERY).fetchall()
    except (sqlite3.Error, UnicodeDecodeError, ValueError):
        # Locked, damaged, half-made, foreign: the full open says what it is.
        return None
    finally:
        conn.close()
    if not rows or rows[0][:3] != (0, APPLICATION_ID, READS_VERSION):
        return None
    settings: dict[str, Value] = dict(DEFAULTS)
    trainees: list[Listed] = []
    for kind, number, text, value, _ in rows[1:]:
        if kind == 2 and isinstance(number, int) and isinstance(text, str):
            trainees.append(Listed(number, text, bool(value)))
        elif kind == 1 and isinstance(text, str) and isinstance(value, str):
            read = _setting(text, value)
            if read is None:
                return None
            settings[text] = read
        else:
            return None
    return Glance(folder, tuple(trainees), settings, bool(rows[0][3]))


def _setting(key: str, text: str) -> Value | None:
    """A stored setting's value, where its text is plain (as the store writes it; the
    store's full open checks its range, and the window takes the store's value then)."""
    default = DEFAULTS[key]
    if isinstance(default, bool):
        return _FLAGS.get(text)
    if isinstance(default, int):
        return int(text) if text.isdigit() and len(text) < 6 else None
    return text if text in _LANGUAGE_TEXTS else None
