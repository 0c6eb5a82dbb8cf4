"""Who chooses the language: the trainee, else the house's setting, else the system.

- A trainee's own choice (kept with the trainee) wins once they sign in.
- ``language.stations`` is the house's language for the stations' sign-in screen and for
  every trainee who chose none; ``language.console`` the supervisor console's. Either may
  be ``system``: the station's locale (:func:`trainer.words.system_language`).
- ``--language`` on the command line stands for the house's setting on that station.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Final

from trainer.words import Choice, language_from, system_language

if TYPE_CHECKING:
    # Types only: the window's first screen reads its language before the store's
    # modules are imported (issue 28, trainer.progress.glance).
    from trainer.progress.records import Trainee

SYSTEM_LANGUAGE: Final = "system"
"""A language setting's value that follows the station's locale."""


def _setting(settings: Mapping[str, object], key: str) -> str:
    value = str(settings[key])
    return system_language() if value == SYSTEM_LANGUAGE else language_from(value)


def station_language(settings: Mapping[str, object], asked: str | None = None) -> str:
    """The language of this station's sign-in screen (*asked*: ``--language``, if given)."""
    return asked if asked else _setting(settings, "language.stations")


def console_language(settings: Mapping[str, object], asked: str | None = None) -> str:
    """The language of the supervisor console."""
    return asked if asked else _setting(settings, "language.console")


def trainee_language(
    trainee: Trainee, settings: Mapping[str, object], asked: str | None = None
) -> Choice:
    """The language *trainee* reads: theirs, or the station's; and table English."""
    code = trainee.language or station_language(settings, asked)
    return Choice(code, trainee.table_english and code != "en")
