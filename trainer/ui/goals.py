"""The quiet lines Home and Progress show of a trainee's practice: what is due, the daily
goal and its streak. Plain words, no fanfare."""

from __future__ import annotations

from datetime import datetime, timedelta

from PySide6.QtCore import QCoreApplication

from trainer.practice import Due, Goal
from trainer.progress.days import from_ms
from trainer.ui.language import date_text
from trainer.ui.translation import arg


def when_text(due_ms: int, now: datetime) -> str:
    """When a family comes due, in the station's time: "at 14:05", "tomorrow at 09:10",
    "on Mon 8 Dec"."""
    moment = from_ms(due_ms).astimezone(now.tzinfo)
    clock = moment.strftime("%H:%M")
    if moment.date() == now.date():
        return arg(QCoreApplication.translate("Practice", "at %1"), clock)
    if moment.date() == now.date() + timedelta(days=1):
        return arg(QCoreApplication.translate("Practice", "tomorrow at %1"), clock)
    return arg(
        QCoreApplication.translate("Practice", "on %1"),
        date_text(moment, "%a ") + str(moment.day) + date_text(moment, " %b"),
    )


def due_text(due: Due, now: datetime) -> str:
    """ "3 families due now · 12 new · the next comes due at 14:05"."""
    parts = []
    if due.due == 1:
        parts.append(QCoreApplication.translate("Practice", "1 family due now"))
    elif due.due:
        parts.append(arg(QCoreApplication.translate("Practice", "%1 families due now"), due.due))
    else:
        parts.append(QCoreApplication.translate("Practice", "Nothing due now"))
    if due.new:
        parts.append(arg(QCoreApplication.translate("Practice", "%1 not tried yet"), due.new))
    if due.next_due_ms is not None:
        parts.append(
            arg(
                QCoreApplication.translate("Practice", "the next comes due %1"),
                when_text(due.next_due_ms, now),
            )
        )
    return "  ·  ".join(parts)


def nothing_due_text(due: Due, now: datetime) -> str:
    """What "Practise what is due" says when nothing is due."""
    if due.next_due_ms is None:
        return QCoreApplication.translate(
            "Practice",
            "Nothing is due now. Choose a game and a skill below to practise anyway.",
        )
    return arg(
        QCoreApplication.translate(
            "Practice",
            "Nothing is due now: the next family comes due %1. Choose a game and a skill "
            "below to practise anyway.",
        ),
        when_text(due.next_due_ms, now),
    )


def goal_text(goal: Goal) -> str:
    """ "Today: 42 of 60 answers  ·  goal met 5 days running"."""
    answers = goal.unit == "answers"
    if goal.met_today:
        template = (
            QCoreApplication.translate("Practice", "Today's goal of %1 answers met")
            if answers
            else QCoreApplication.translate("Practice", "Today's goal of %1 minutes met")
        )
        today = arg(template, goal.amount)
    else:
        template = (
            QCoreApplication.translate("Practice", "Today: %1 of %2 answers")
            if answers
            else QCoreApplication.translate("Practice", "Today: %1 of %2 minutes")
        )
        today = arg(template, goal.today, goal.amount)
    if goal.streak == 0:
        return today
    if goal.streak == 1:
        streak = QCoreApplication.translate("Practice", "goal met 1 day running")
    else:
        streak = arg(
            QCoreApplication.translate("Practice", "goal met %1 days running"), goal.streak
        )
    return f"{today}  ·  {streak}"
