"""The quiet lines Home and Progress show of a trainee's practice: what is due, the daily
goal and its streak. Plain words, no fanfare."""

from __future__ import annotations

from datetime import datetime, timedelta

from PySide6.QtCore import QCoreApplication

from trainer.practice import Due, Goal
from trainer.progress.days import from_ms
from trainer.ui.translation import arg


def _tr(text: str) -> str:
    return QCoreApplication.translate("Practice", text)


def when_text(due_ms: int, now: datetime) -> str:
    """When a family comes due, in the station's time: "at 14:05", "tomorrow at 09:10",
    "on Mon 8 Dec"."""
    moment = from_ms(due_ms).astimezone(now.tzinfo)
    clock = moment.strftime("%H:%M")
    if moment.date() == now.date():
        return arg(_tr("at %1"), clock)
    if moment.date() == now.date() + timedelta(days=1):
        return arg(_tr("tomorrow at %1"), clock)
    return arg(_tr("on %1"), f"{moment:%a} {moment.day} {moment:%b}")


def due_text(due: Due, now: datetime) -> str:
    """ "3 families due now · 12 new · the next comes due at 14:05"."""
    parts = []
    if due.due:
        word = _tr("family") if due.due == 1 else _tr("families")
        parts.append(arg(_tr("%1 %2 due now"), due.due, word))
    else:
        parts.append(_tr("Nothing due now"))
    if due.new:
        parts.append(arg(_tr("%1 not tried yet"), due.new))
    if due.next_due_ms is not None:
        parts.append(arg(_tr("the next comes due %1"), when_text(due.next_due_ms, now)))
    return "  ·  ".join(parts)


def nothing_due_text(due: Due, now: datetime) -> str:
    """What "Practise what is due" says when nothing is due."""
    anyway = _tr("Choose a game and a skill below to practise anyway.")
    if due.next_due_ms is None:
        return _tr("Nothing is due now.") + " " + anyway
    when = when_text(due.next_due_ms, now)
    return arg(_tr("Nothing is due now: the next family comes due %1."), when) + " " + anyway


def goal_text(goal: Goal) -> str:
    """ "Today: 42 of 60 answers  ·  goal met 5 days running"."""
    unit = _tr("answers") if goal.unit == "answers" else _tr("minutes")
    amount = str(goal.amount)
    if goal.met_today:
        today = arg(_tr("Today's goal of %1 %2 met"), amount, unit)
    else:
        today = arg(_tr("Today: %1 of %2 %3"), goal.today, amount, unit)
    if goal.streak == 0:
        return today
    days = _tr("day") if goal.streak == 1 else _tr("days")
    streak = arg(_tr("goal met %1 %2 running"), goal.streak, days)
    return f"{today}  ·  {streak}"
