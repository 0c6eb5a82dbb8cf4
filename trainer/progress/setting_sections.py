"""The sections of the house settings form, in their order (issue 24): each setting declares
the one it is shown in. A casino game's own options and rake have a section of their own,
named after the game (:data:`trainer.progress.setting_words.POLICY`)."""

from __future__ import annotations

from typing import Final

from trainer.words import QT_TRANSLATE_NOOP

SCHOOL: Final = QT_TRANSLATE_NOOP("settings", "The school")
RULES: Final = QT_TRANSLATE_NOOP("settings", "Rules the tables follow")
SCHEDULES: Final = QT_TRANSLATE_NOOP("settings", "Posted pay schedules")
LIMITS: Final = QT_TRANSLATE_NOOP("settings", "Table limits")
HOME_GAME: Final = QT_TRANSLATE_NOOP("settings", "3-5-7 home game")
TARGET_TIMES: Final = QT_TRANSLATE_NOOP("settings", "Target times per skill")
PACE: Final = QT_TRANSLATE_NOOP("settings", "Pace targets (right answers an hour)")
DRILLS: Final = QT_TRANSLATE_NOOP("settings", "Drills and daily goal")
PROTECTION: Final = QT_TRANSLATE_NOOP("settings", "Game protection")
CHIPS: Final = QT_TRANSLATE_NOOP("settings", "Chip handling")
MASTERY: Final = QT_TRANSLATE_NOOP("settings", "Mastery rule")
EXAMS: Final = QT_TRANSLATE_NOOP("settings", "Exams")
KIOSK: Final = QT_TRANSLATE_NOOP("settings", "Kiosk stations")
