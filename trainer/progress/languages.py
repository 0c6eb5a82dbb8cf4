"""Who chooses the language: the trainee, else the house's setting, else the system.

- A trainee's own choice (kept with the trainee) wins once they sign in.
- ``language.stations`` is the house's language for the stations' sign-in screen and for
  every trainee who chose none; ``language.console`` the supervisor console's. Either may
  be ``system``: the station's locale (:func:`trainer.words.system_language`).
- ``--language`` on the command line stands for the house's setting on that station.
"""

from __future__ import annotations

from trainer.progress.records import Trainee
from trainer.progress.settings import SYSTEM_LANGUAGE, HouseSettings
from trainer.words import Choice, language_from, system_language


def _setting(settings: HouseSettings, key: str) -> str:
    value = str(settings[key])
    return system_language() if value == SYSTEM_LANGUAGE else language_from(value)


def station_language(settings: HouseSettings, asked: str | None = None) -> str:
    """The language of this station's sign-in screen (*asked*: ``--language``, if given)."""
    return asked if asked else _setting(settings, "language.stations")


def console_language(settings: HouseSettings, asked: str | None = None) -> str:
    """The language of the supervisor console."""
    return asked if asked else _setting(settings, "language.console")


def trainee_language(trainee: Trainee, settings: HouseSettings, asked: str | None = None) -> Choice:
    """The language *trainee* reads: theirs, or the station's; and table English."""
    code = trainee.language or station_language(settings, asked)
    return Choice(code, trainee.table_english and code != "en")
