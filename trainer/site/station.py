"""Which site a station belongs to: ``--site URL``, ``DEALER_TRAINER_SITE``, or the station
setting in its data folder. Read at every start of the window, so it imports nothing of
the database driver (issue 28: the window's start no longer loads psycopg)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from trainer.progress.store import ProgressStore

SITE_ENV: Final = "DEALER_TRAINER_SITE"
"""The environment variable naming a station's site (a libpq connection string)."""

SITE_SETTING_FILE: Final = "site.conf"
"""The station's own setting of its site: one line, a libpq connection string (no password)."""


def site_url_for(store: ProgressStore, explicit: str | None = None) -> str | None:
    """The station's site: ``--site URL``, else ``DEALER_TRAINER_SITE``, else the station
    setting in the data folder (``site.conf``); ``None`` when the station has none."""
    return configured_site(store.folder, explicit)


def configured_site(folder: Path, explicit: str | None = None) -> str | None:
    """:func:`site_url_for` for a data folder, with no store opened."""
    if explicit:
        return explicit
    from_env = os.environ.get(SITE_ENV, "").strip()
    if from_env:
        return from_env
    path = folder / SITE_SETTING_FILE
    try:
        text = path.read_text(encoding="utf-8").strip()
    except OSError:
        return None
    except (UnicodeDecodeError, ValueError) as exc:
        from trainer.site.errors import SiteError

        raise SiteError(
            f"The station's site setting {path} is not a line of text; set the site again "
            "with 'dealer-trainer sync --site URL --remember'."
        ) from exc
    if "\x00" in text or "\n" in text:
        from trainer.site.errors import SiteError

        raise SiteError(
            f"The station's site setting {path} is not one line of text; set the site again "
            "with 'dealer-trainer sync --site URL --remember'."
        )
    return text or None
