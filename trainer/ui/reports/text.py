"""Words and numbers as the reports print them: dates, percentages, times, names."""

from __future__ import annotations

from datetime import date, datetime, timedelta

from PySide6.QtCore import (
    QCoreApplication,
    QDate,
    QDateTime,
    QLocale,
    QTime,
    QTimeZone,
)

from trainer.progress import (
    ProgressStore,
    accuracy_percent,
)
from trainer.progress.timing import seconds_text as answer_seconds
from trainer.quiz.catalog import all_families, get_family
from trainer.quiz.errors import QuizError
from trainer.quiz.house import rules_for_house
from trainer.quiz.model import GAME_NAMES, Skill
from trainer.ui.theme import (
    RIGHT,
    WRONG,
)
from trainer.ui.translation import arg


def day_text(day: date, *, short: bool = False) -> str:
    """A day as the station's locale writes it: ``3 March 2025`` (or ``3 Mar 2025``)."""
    return QLocale().toString(
        QDate(day.year, day.month, day.day), "d MMM yyyy" if short else "d MMMM yyyy"
    )


def moment_text(moment: datetime) -> str:
    """A moment in its own timezone, to the minute: ``3 Mar 2025, 17:00``."""
    local = QDateTime(
        QDate(moment.year, moment.month, moment.day),
        QTime(moment.hour, moment.minute),
        QTimeZone.fromSecondsAheadOfUtc(int((moment.utcoffset() or timedelta()).total_seconds())),
    )
    return QLocale().toString(local, "d MMM yyyy, HH:mm")


def range_text(since: date | None, until: date | None) -> str:
    """A report's date range in words (open ends included)."""
    if since is not None and until is not None:
        if since == until:
            return day_text(since)
        return arg(
            QCoreApplication.translate("Reports", "%1 to %2", "first day to last day"),
            day_text(since),
            day_text(until),
        )
    if since is not None:
        return arg(QCoreApplication.translate("Reports", "From %1"), day_text(since))
    if until is not None:
        return arg(QCoreApplication.translate("Reports", "Up to %1"), day_text(until))
    return QCoreApplication.translate("Reports", "All dates")


def period_text(since: date | None, until: date | None, first: date | None, today: date) -> str:
    """A report's period with both its ends as days: an open start is the first day with
    answers in it (*first*), an open end is *today*; "Up to" only when nothing was answered."""
    start = since if since is not None else first
    end = until if until is not None else today
    if start is None:
        return range_text(None, end)
    return range_text(start, max(start, end))


def accuracy_text(accuracy: float | None, answers: int) -> str:
    """The accuracy of *answers* answers as every page shows it, a whole percent
    (``trainer.progress.accuracy_percent``: 62.5% is 63% on Home, My progress, the
    console and every report alike), or a dash when there are none."""
    shown = None if accuracy is None else accuracy_percent(accuracy, answers)
    return "—" if shown is None else f"{shown}%"


def share_text(count: int, of: int) -> str:
    """*count* of *of* as a whole percent rounded half up, as accuracy is shown (3 of 8
    missed is 38%), or a dash of none."""
    return "—" if of <= 0 else f"{(200 * count + of) // (2 * of)}%"


def seconds_text(ms: float | None) -> str:
    """Milliseconds as seconds to one place (``4.2 s``), or a dash."""
    if ms is None:
        return "—"
    return arg(QCoreApplication.translate("Reports", "%1 s"), answer_seconds(ms))


def count_text(n: int) -> str:
    """A count with thousands separators."""
    return f"{n:,}"


def game_name(game: str) -> str:
    """A game's display name (its id if unknown)."""
    return GAME_NAMES.get(game, game)


def skill_name(skill: str) -> str:
    """A skill's heading (its id if unknown)."""
    try:
        return Skill(skill).heading
    except ValueError:
        return skill


def short_skill_names() -> dict[str, str]:
    """One-word skill names for chart legends and grid headers."""
    return {
        "dealing-order": QCoreApplication.translate("Reports", "Dealing"),
        "settlement-order": QCoreApplication.translate("Reports", "Settling"),
        "payout": QCoreApplication.translate("Reports", "Payouts"),
        "rake": QCoreApplication.translate("Reports", "Rake"),
        "arrangement": QCoreApplication.translate("Reports", "Arranging"),
        "hand-reading": QCoreApplication.translate("Reports", "Reading"),
        "rulings": QCoreApplication.translate("Reports", "Rulings"),
        "game-protection": QCoreApplication.translate("Reports", "Protection"),
        "chips": QCoreApplication.translate("Reports", "Chips"),
    }


def family_name(family: str, game: str) -> str:
    """A family's label (``"Three Card Poker: pay a position"``); an unknown id (from an
    older version, or another station's) keeps its id, after its game's name."""
    try:
        return get_family(family).label
    except QuizError:
        return f"{game_name(game)}: {family}"


def accuracy_colour(accuracy: float | None, good_percent: int) -> str | None:
    """Green at or above the mastery accuracy, red below 60%, else none."""
    if accuracy is None:
        return None
    if accuracy * 100 >= good_percent:
        return RIGHT
    if accuracy < 0.6:
        return WRONG
    return None


def supervisor_names(store: ProgressStore) -> dict[int, str]:
    """Supervisors' names by id."""
    return {s.id: s.name for s in store.supervisors(include_removed=True)}


def note_text(store: ProgressStore) -> str:
    """The note under a report that says how its figures are computed, and the rules each
    game's drills follow (the jurisdiction the house chose)."""
    settings = store.settings()
    figures = arg(
        QCoreApplication.translate(
            "Reports",
            "Accuracy is the mean credit of the answers, partial credit counting in part. "
            "Median and 90th-percentile times are estimated from response-time histograms, to "
            "within about a fifth; a median across several skills weighs each skill's median by "
            "its answers. A skill is mastered when at least %1% of the last %2 "
            "answers are fully right and their median time is under the skill's target time.",
        ),
        settings.int_value("mastery.accuracy-percent"),
        settings.int_value("mastery.window-attempts"),
    )
    return f"{rules_text(store)} {figures}"


def rules_text(store: ProgressStore) -> str:
    """The rules each game's drills follow, as the house chose them."""
    followed = rules_for_house(store.settings())
    games = "; ".join(
        arg(QCoreApplication.translate("Reports", "%1: %2"), game_name(g), r.jurisdiction)
        for g, r in followed.items()
    )
    return arg(QCoreApplication.translate("Reports", "The drills follow these rules: %1."), games)


def drillable_pairs() -> frozenset[tuple[str, str]]:
    """The (game, skill) pairs that have questions at all."""
    return frozenset((f.game, f.skill.value) for f in all_families())
