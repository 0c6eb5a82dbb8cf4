"""The window's language: Qt's translators, the Qt-free layers' words, and the trainee's
choice of language.

:func:`apply_language` makes one :class:`trainer.words.Choice` the language of everything:
it installs the trainer's compiled window catalogue (``ui_<lang>.qm``) and Qt's own
(``qtbase_<lang>``, for the standard dialogs' buttons), and hands the choice to
:func:`trainer.words.use_language` for the questions, the store's and the commands'
sentences. The main window then rebuilds what it shows (see ``MainWindow.use_language``).
"""

from __future__ import annotations

from datetime import date, datetime
from typing import Final

from PySide6.QtCore import (
    QCoreApplication,
    QDate,
    QDateTime,
    QLibraryInfo,
    QLocale,
    QTime,
    QTranslator,
)
from PySide6.QtWidgets import QApplication

from trainer.words import ENGLISH, Choice, translations_folder
from trainer.words import current as current_words
from trainer.words import use_language as use_words

_installed: list[QTranslator] = []
_in_force: list[Choice] = [Choice()]
_system_locale: list[QLocale] = []

STATION: Final = ""
"""The trainee's choice "the station's language" (no language of their own)."""


def language_in_force() -> Choice:
    """The language the window was last put in."""
    return _in_force[0]


def apply_language(choice: Choice) -> bool:
    """Put the window and every sentence in *choice*; whether anything changed."""
    if choice == _in_force[0] and current_words() == choice:
        return False
    use_words(choice.language, table_english=choice.table_english)
    app = QCoreApplication.instance()
    if app is not None:
        for translator in _installed:
            app.removeTranslator(translator)
        _installed.clear()
        if choice.language != ENGLISH:
            qt = QTranslator(app)
            qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
            if qt.load(f"qtbase_{choice.language}", qt_folder):
                _installed.append(qt)
            ours = QTranslator(app)
            if ours.load(f"ui_{choice.language}", str(translations_folder())):
                _installed.append(ours)
            for translator in _installed:
                app.installTranslator(translator)
    # Qt's own dates (a date box, a chart's axis) in the language; numbers as US houses
    # write them in either (es_US: 1,234.50).
    if not _system_locale:
        _system_locale.append(QLocale())
    if choice.language == ENGLISH:
        QLocale.setDefault(_system_locale[0])
    else:
        QLocale.setDefault(QLocale(_LOCALES.get(choice.language, choice.language)))
    if isinstance(app, QApplication):
        # A widget keeps the default locale it was made under: the console's date boxes
        # read "2 Dec 2026" in Spanish under a window made before the switch.
        for window in app.topLevelWidgets():
            window.setLocale(QLocale())
    _in_force[0] = choice
    return True


_QT_PATTERN: Final = {"%d": "dd", "%b": "MMM", "%Y": "yyyy", "%H": "HH", "%M": "mm", "%a": "ddd"}
_LOCALES: Final = {"es": "es_US"}
"""Each language's locale for day and month names (US Spanish writes numbers as US houses
do: the trainer's money keeps the house's way whatever the language)."""


def date_text(moment: date | datetime, pattern: str) -> str:
    """*moment* written with a ``strftime`` *pattern* of ``%d %b %Y %H %M %a``, the day and
    month names in the language in force (``"16 Mar 2026"``, ``"16 mar 2026"``)."""
    language = language_in_force().language
    if language == ENGLISH:
        return moment.strftime(pattern)
    qt_pattern = pattern
    for code, qt in _QT_PATTERN.items():
        qt_pattern = qt_pattern.replace(code, qt)
    locale = QLocale(_LOCALES.get(language, language))
    if isinstance(moment, datetime):
        return locale.toString(
            QDateTime(
                QDate(moment.year, moment.month, moment.day),
                QTime(moment.hour, moment.minute, moment.second),
            ),
            qt_pattern,
        )
    return locale.toString(QDate(moment.year, moment.month, moment.day), qt_pattern)
