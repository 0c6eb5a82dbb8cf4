"""A trainee's certification level in words, as Home, the console and reports say it (the
levels themselves are the house's, computed by :mod:`trainer.progress.levels`)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from trainer.progress import GameLevel
from trainer.progress.rubric import DRILLS, EXAM, TABLE_TEST, shown_name
from trainer.quiz.model import Skill
from trainer.ui.translation import arg

_SKILLS = {s.value: s.heading for s in Skill}


def level_text(level: GameLevel) -> str:
    """``Level 2 of 3: Exam passed``, or ``No level yet (3 levels)``."""
    if level.number == 0:
        return arg(QCoreApplication.translate("Levels", "No level yet (of %1)"), str(level.top))
    return arg(
        QCoreApplication.translate("Levels", "Level %1 of %2: %3"),
        str(level.number),
        str(level.top),
        shown_name(level.name),
    )


def short_level_text(level: GameLevel) -> str:
    """Under a game's name on Home: ``Level 2 · Exam passed``, or ``No level yet``."""
    if level.number == 0:
        return QCoreApplication.translate("Levels", "No level yet")
    return arg(
        QCoreApplication.translate("Levels", "Level %1 · %2"),
        str(level.number),
        shown_name(level.name),
    )


def needs_text(level: GameLevel) -> str:
    """The next level and what it still asks, for a column headed "Next": ``Exam passed:
    an exam passed and signed off``; a dash when every level is reached."""
    if level.next_name is None:
        return "—"
    return arg(
        QCoreApplication.translate("Levels", "%1: %2"),
        shown_name(level.next_name),
        ", ".join(need_text(n) for n in level.missing),
    )


def need_text(need: str) -> str:
    """What a level asks, in words: ``an exam passed and signed off``."""
    if need == DRILLS:
        return QCoreApplication.translate("Levels", "every skill mastered")
    if need == EXAM:
        return QCoreApplication.translate("Levels", "an exam passed and signed off")
    if need == TABLE_TEST:
        return QCoreApplication.translate("Levels", "a table test passed")
    return arg(QCoreApplication.translate("Levels", "%1 mastered"), _SKILLS.get(need, need))


def next_text(level: GameLevel) -> str:
    """What the next level is and what it still asks, or that every level is reached."""
    if level.next_name is None:
        return QCoreApplication.translate("Levels", "Every level reached.")
    return arg(
        QCoreApplication.translate("Levels", "Next: %1, with %2."),
        shown_name(level.next_name),
        ", ".join(need_text(n) for n in level.missing),
    )
