"""Why a question comes next, in the trainee's words (the drill page) and the
supervisor's (the console's view of the scheduler): one sentence per
:class:`~trainer.quiz.scheduler.Reason`, through Qt's catalogue."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from trainer.quiz.scheduler import Reason


def _words(reason: Reason) -> tuple[str, str]:
    """The reason said to the trainee, and in a word or two for a table's column."""
    words = {
        Reason.NEW: (
            QCoreApplication.translate("Reasons", "New: a kind of question you have not tried yet"),
            QCoreApplication.translate("Reasons", "new"),
        ),
        Reason.MISSED: (
            QCoreApplication.translate("Reasons", "Missed last time: once more"),
            QCoreApplication.translate("Reasons", "just missed"),
        ),
        Reason.TROUBLE_SPOT: (
            QCoreApplication.translate(
                "Reasons", "A trouble spot: you have missed this kind often"
            ),
            QCoreApplication.translate("Reasons", "trouble spot"),
        ),
        Reason.DUE: (
            QCoreApplication.translate("Reasons", "Due for review"),
            QCoreApplication.translate("Reasons", "due for review"),
        ),
        Reason.CLOSE: (
            QCoreApplication.translate("Reasons", "Close to mastery: a few more right and on time"),
            QCoreApplication.translate("Reasons", "close to mastery"),
        ),
        Reason.BUILDING: (
            QCoreApplication.translate("Reasons", "Building towards mastery"),
            QCoreApplication.translate("Reasons", "building"),
        ),
        Reason.AHEAD: (
            QCoreApplication.translate("Reasons", "Practising ahead of its review"),
            QCoreApplication.translate("Reasons", "not due yet"),
        ),
        Reason.MASTERED: (
            QCoreApplication.translate("Reasons", "Mastered: keeping it fresh"),
            QCoreApplication.translate("Reasons", "mastered"),
        ),
        Reason.IN_TURN: (
            QCoreApplication.translate("Reasons", "Every kind in turn"),
            QCoreApplication.translate("Reasons", "in turn"),
        ),
    }
    return words[reason]


def reason_text(reason: Reason) -> str:
    """Why this kind of question comes now, said to the trainee."""
    return _words(reason)[0]


def reason_short(reason: Reason) -> str:
    """The reason in a word or two, for a table's column."""
    return _words(reason)[1]
