"""Why a question comes next, in the trainee's words (the drill page) and the
supervisor's (the console's view of the scheduler): one sentence per
:class:`~trainer.quiz.scheduler.Reason`, through Qt's catalogue."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from trainer.quiz.scheduler import Reason


def _tr(text: str) -> str:
    return QCoreApplication.translate("Reasons", text)


def _words(reason: Reason) -> tuple[str, str]:
    """The reason said to the trainee, and in a word or two for a table's column."""
    words = {
        Reason.NEW: (_tr("New: a kind of question you have not tried yet"), _tr("new")),
        Reason.MISSED: (_tr("Missed last time: once more"), _tr("just missed")),
        Reason.TROUBLE_SPOT: (
            _tr("A trouble spot: you have missed this kind often"),
            _tr("trouble spot"),
        ),
        Reason.DUE: (_tr("Due for review"), _tr("due for review")),
        Reason.CLOSE: (
            _tr("Close to mastery: a few more right and on time"),
            _tr("close to mastery"),
        ),
        Reason.BUILDING: (_tr("Building towards mastery"), _tr("building")),
        Reason.AHEAD: (_tr("Practising ahead of its review"), _tr("not due yet")),
        Reason.MASTERED: (_tr("Mastered: keeping it fresh"), _tr("mastered")),
        Reason.IN_TURN: (_tr("Every kind in turn"), _tr("in turn")),
    }
    return words[reason]


def reason_text(reason: Reason) -> str:
    """Why this kind of question comes now, said to the trainee."""
    return _words(reason)[0]


def reason_short(reason: Reason) -> str:
    """The reason in a word or two, for a table's column."""
    return _words(reason)[1]
