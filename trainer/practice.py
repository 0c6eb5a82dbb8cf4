"""What Home, Progress and the console show of a trainee's practice: the families due,
the daily goal and its streak, the trouble spots, and the scheduler's view of every
family. No Qt here; every figure is read
from what the store keeps beside the answers (a row per family, a row per day)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta

from trainer.drilling import scheduler_for
from trainer.progress import ProgressStore
from trainer.progress.spacing import FamilyState
from trainer.quiz.catalog import Family, all_families
from trainer.quiz.scheduler import Reason, answers_to_mastery, window_summary


@dataclass(frozen=True, slots=True)
class Due:
    """Where the trainee's families stand now under the house's scheduler."""

    due: int  # answered before and due now
    new: int  # never answered
    next_due_ms: int | None  # when the next family not yet due comes due (epoch ms)

    @property
    def anything(self) -> bool:
        """Whether "Practise what is due" has something to ask."""
        return bool(self.due or self.new)


def due_now(store: ProgressStore, trainee_id: int, now_ms: int) -> Due:
    """How many families are due now, how many are new, and when the next comes due."""
    scheduler = scheduler_for(store.settings())
    kept = store.family_states(trainee_id)
    due = new = 0
    upcoming: list[int] = []
    for family in all_families():
        state = kept.get(family.id)
        if state is None or state.is_new:
            new += 1
            continue
        when = scheduler.due_ms(state)
        if when <= now_ms:
            due += 1
        else:
            upcoming.append(when)
    return Due(due, new, min(upcoming, default=None))


@dataclass(frozen=True, slots=True)
class Goal:
    """The house's daily goal and how the trainee stands against it."""

    unit: str  # "answers" or "minutes"
    amount: int
    today: int  # answers given, or whole minutes spent answering, today
    streak: int  # days in a row the goal was met, up to today (or yesterday)

    @property
    def met_today(self) -> bool:
        """Whether today's goal is met."""
        return self.today >= self.amount


def _count(unit: str, answers: int, ms: int) -> int:
    return answers if unit == "answers" else ms // 60_000


def daily_goal(store: ProgressStore, trainee_id: int, today: date) -> Goal:
    """Today's progress towards the daily goal, and the streak of days it was met. A
    streak still counts while today is not over: it runs to yesterday until today's goal
    is met too."""
    house = store.settings()
    unit, amount = str(house["daily-goal.unit"]), house.int_value("daily-goal.amount")
    days = store.practice_days(trainee_id, date.min)
    counts = {day: _count(unit, n, ms) for day, n, ms in days}
    done = counts.get(today, 0)
    streak = 0
    day = today if done >= amount else today - timedelta(days=1)
    while counts.get(day, 0) >= amount:
        streak += 1
        day -= timedelta(days=1)
    return Goal(unit, amount, done, streak)


@dataclass(frozen=True, slots=True)
class TroubleSpot:
    """A family the trainee keeps missing."""

    family: Family
    misses: int
    answers: int
    last_ms: int


def trouble_spots(store: ProgressStore, trainee_id: int) -> list[TroubleSpot]:
    """The trainee's trouble spots (Anki's "leeches"): families missed at least the
    house's number of times and not since answered right 10 times running; the most
    missed first."""
    threshold = store.settings().int_value("drill.trouble-spot-misses")
    by_id = {f.id: f for f in all_families()}
    spots = [
        TroubleSpot(by_id[s.family], s.misses, s.seen, s.last_ms or 0)
        for s in store.family_states(trainee_id).values()
        if s.is_leech(threshold) and s.family in by_id
    ]
    spots.sort(key=lambda t: (-t.misses, -t.last_ms))
    return spots


@dataclass(frozen=True, slots=True)
class Standing:
    """One family as the house's scheduler sees it for a trainee."""

    family: Family
    place: int  # 1: the most pressing
    reason: Reason
    answers: int  # every answer to it
    window: int  # of its latest answers known, up to the mastery window
    right: int  # of those, fully right
    pace: float | None  # their median time over the target time
    to_mastery: int  # answers right and within the target still needed (0: it holds)
    due_ms: int  # when the scheduler makes it due (epoch ms; 0: now)


def scheduler_view(
    store: ProgressStore, trainee_id: int, now_ms: int
) -> tuple[str, list[Standing]]:
    """The house's scheduler (its name) and its view of the trainee: every family of the games the
    trainee has practised (all games before any answer), the most pressing first, with why
    it stands there and how far it is from the mastery rule (applied to the family)."""
    house = store.settings()
    scheduler = scheduler_for(house)
    size = house.int_value("mastery.window-attempts")
    percent = house.int_value("mastery.accuracy-percent")
    kept = store.family_states(trainee_id)
    families = all_families()
    games = {f.game for f in families if f.id in kept} or {f.game for f in families}
    by_id = {f.id: f for f in families if f.game in games}
    states = [kept.get(f, FamilyState(f)) for f in by_id]
    rows = []
    for place, state in enumerate(scheduler.ranked(states, now_ms), 1):
        window, right, pace = window_summary(state.window, size)
        rows.append(
            Standing(
                by_id[state.family],
                place,
                scheduler.reason(state, now_ms),
                state.seen,
                window,
                right,
                pace,
                answers_to_mastery(state.window, size, percent),
                scheduler.due_ms(state),
            )
        )
    return scheduler.name, rows
