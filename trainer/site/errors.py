"""The site's errors: one family under :class:`trainer.errors.TrainerError`.

Every message is one plain sentence for a supervisor or a school's IT person. A station
never shows these as a modal error: the window turns them into a quiet status line
("offline: 37 answers waiting"); the command line prints the sentence and exits 2.
"""

from __future__ import annotations

from typing import Final

from trainer.errors import TrainerError

RETIRED_STATE: Final = "DTRET"
"""The SQLSTATE with which the site refuses a retired station (site schema 3)."""


class SiteError(TrainerError):
    """Something the site (the school's PostgreSQL server) cannot do; the message says why."""


class SiteUnreachableError(SiteError):
    """The site's server cannot be reached or dropped the connection; try again later."""


class SiteAuthError(SiteError):
    """The server refused the station's or administrator's name or password."""


class SitePasswordNeededError(SiteAuthError):
    """The server asks for a password and none was given (nor found in a password file)."""


class SiteSchemaError(SiteError):
    """The site's schema is missing, too old for this station, or newer than it can serve."""


class SitePermissionError(SiteError):
    """The connected role may not do this (a station role changing a fact, say)."""


class SiteRetiredError(SitePermissionError):
    """The site retired this station (its password was taken, say): it accepts nothing
    more from it, and no answer it received from it since the retirement counts."""


class SiteDataError(SiteError):
    """The site refused data it was sent (a sequence number reused, a malformed record)."""
