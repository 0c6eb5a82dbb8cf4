"""Which scheduler gets a trainee to mastery sooner: simulated trainees, paired.

Each simulated trainee takes a four-week course on one game: on most weekdays (each
trainee has their own attendance) they practise every family of the game for the day's
goal of minutes, the scheduler choosing each question. The same trainees, on the same
days, with the same random draws per family, take the course once under each scheduler
(paired conditions), and the whole run is made under three ground-truth memory models,
so that no scheduler wins only because the simulation is its own model:

- ``fsrs-6``: FSRS's own model (power-law forgetting; stability and difficulty updated on
  each review, same-day reviews by its short-term rule), with each trainee's initial
  stabilities and each family's difficulty drawn around FSRS-6's published defaults;
- ``act-r``: the ACT-R activation model with spacing (Pavlik & Anderson 2005): each
  practice leaves a trace that decays as a power of its age, faster the stronger memory
  was when it was made; recall is a logistic function of the summed activation; time
  between sessions counts at a fraction ``h`` of real time;
- ``mcm``: the multiscale context model (Mozer, Pashler, Cepeda, Lindsey & Vul 2009):
  traces at several time scales, each decaying exponentially, strengthened by
  error-driven learning, so that the spacing effect emerges; added for issue 30, and not
  the model any candidate was built from.

Speed improves with each practice of a family along an exponential curve towards the
trainee's own floor (per trainee and per family), with log-normal noise; a wrong answer
is slower. Reading the verdict takes time too (longer after a wrong answer, for the
explanation). Every answer is graded by the house's mastery rule from the store's own
``decide_mastery``, applied per family: the family's last ``mastery.window-attempts``
answers at least ``mastery.accuracy-percent`` fully correct with a median time under the
skill's target (the house's defaults).

Outcomes per trainee: the minutes of practice until the mastery rule holds for every
family of every skill in the course; the share of the families mastered after
``SHARE_DAY`` days; the expected accuracy 30 days after the course ends. The table shows
medians with paired bootstrap 95% intervals (trainees resampled together across
conditions), and each candidate against the boxes. A candidate is adopted only if, under
every memory model, the paired interval of its median minutes over the boxes' lies wholly
below 0.85 (at least 15% fewer) and the interval of its 30-day accuracy change wholly above
-2 points.

Run from the top of the repository::

    .venv/bin/python benchmarks/learning.py              # 1,000 trainees per condition
    .venv/bin/python benchmarks/learning.py --quick      # a smoke test (seconds)

The plot (mastery over the course, per condition) needs matplotlib: ``pip install
-e ".[bench]"``; without it the table is still printed.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import random
import statistics
import sys
import time
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from fsrs.scheduler import DEFAULT_PARAMETERS

from trainer.progress.settings import SETTINGS_BY_KEY
from trainer.progress.spacing import DAY_MS, FamilyState, PastAnswer
from trainer.progress.stats import decide_mastery
from trainer.quiz.catalog import families_for
from trainer.quiz.model import GAMES
from trainer.quiz.scheduler import SCHEDULERS, FamilyScheduler

CONDITIONS = ("boxes", "fsrs", "round-robin", "mastery")
INCUMBENT = "boxes"
MODELS = ("fsrs-6", "act-r", "mcm")
COURSE_DAYS = 28
SHARE_DAY = 14
RETENTION_DAYS = 30
DAILY_GOAL_MS = 15 * 60_000
SLIP = 0.01  # a right recall still answered wrong (a miscount)
VERDICT_MS = (3_000, 10_000)  # reading the verdict after a right and a wrong answer
CUT_NEEDED = 0.15
ACCURACY_SLACK = 2.0  # points
START_MS = 1_767_571_200_000  # Monday 5 January 2026, 00:00 UTC

WINDOW = int(SETTINGS_BY_KEY["mastery.window-attempts"].default)
ACCURACY = int(SETTINGS_BY_KEY["mastery.accuracy-percent"].default)
NEEDED_RIGHT = -(-ACCURACY * WINDOW // 100)


def target_ms(skill: str) -> int:
    """The house's default target time of a skill."""
    return int(SETTINGS_BY_KEY[f"target-ms.{skill}"].default)


# -- the trainees ----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Learner:
    """One simulated trainee: what they drill, when, and how they learn."""

    index: int
    families: tuple[str, ...]
    targets: tuple[int, ...]
    sessions: tuple[int, ...]  # epoch ms of each session's start
    prior: tuple[float, ...]  # chance of a right first answer, per family
    speed: tuple[tuple[float, float, float], ...]  # (start, floor, practices), x target
    fsrs_w: tuple[float, ...]  # the trainee's FSRS-6 weights
    fsrs_d: tuple[float, ...]  # each family's difficulty offset
    actr_alpha: tuple[float, ...]  # per family
    actr_tau: float
    mcm_rate: tuple[float, ...]  # per family


def make_learner(seed: int, index: int) -> Learner:
    """The *index*-th trainee of a run (the same in every condition)."""
    rng = random.Random(f"learner/{seed}/{index}")
    game = GAMES[index % len(GAMES)]
    fams = families_for(game)
    attend = rng.uniform(0.7, 1.0)
    sessions = tuple(
        START_MS + day * DAY_MS + int(rng.uniform(8, 17) * 3_600_000)
        for day in range(COURSE_DAYS)
        if day % 7 < 5 and rng.random() < attend
    )
    quick = rng.uniform(0.8, 1.15)  # the trainee's own speed
    learn = rng.lognormvariate(0, 0.3)  # how fast they get quicker
    speed = tuple(
        (
            rng.uniform(1.8, 3.0),
            min(0.98, quick * rng.uniform(0.45, 0.85)),
            learn * rng.uniform(6, 20),
        )
        for _ in fams
    )
    w = list(DEFAULT_PARAMETERS)
    scale = rng.lognormvariate(0, 0.4)
    for i in range(4):  # initial stabilities
        w[i] = w[i] * scale
    w[8] = w[8] + rng.gauss(0, 0.15)  # how much a recall strengthens
    ability = rng.gauss(0, 0.03)
    return Learner(
        index=index,
        families=tuple(f.id for f in fams),
        targets=tuple(target_ms(f.skill.value) for f in fams),
        sessions=sessions,
        prior=tuple(rng.uniform(0.05, 0.4) for _ in fams),
        speed=speed,
        fsrs_w=tuple(w),
        fsrs_d=tuple(rng.gauss(0, 1.2) for _ in fams),
        actr_alpha=tuple(max(0.08, 0.177 + ability + rng.gauss(0, 0.02)) for _ in fams),
        actr_tau=rng.gauss(-0.704, 0.1),
        mcm_rate=_mcm_rates(seed, index, len(fams)),
    )


def _mcm_rates(seed: int, index: int, n: int) -> tuple[float, ...]:
    """Each family's learning rate under the multiscale context model (drawn apart, so
    that the trainees of the first two models stay what they were)."""
    rng = random.Random(f"learner-mcm/{seed}/{index}")
    ability = rng.lognormvariate(0, 0.25)
    return tuple(min(0.9, ability * rng.uniform(0.15, 0.45)) for _ in range(n))


# -- the ground-truth memory models ------------------------------------------------


class FsrsTruth:
    """FSRS-6's memory model, as ground truth: per family stability S, difficulty D."""

    def __init__(self, learner: Learner) -> None:
        w = learner.fsrs_w
        self.w = w
        self.decay = -w[20]
        self.factor = 0.9 ** (1 / self.decay) - 1
        self.offset = learner.fsrs_d
        n = len(learner.families)
        self.s: list[float] = [0.0] * n
        self.d: list[float] = [0.0] * n
        self.last: list[int] = [0] * n

    def recall(self, f: int, now_ms: int) -> float | None:
        """The chance of recall (None: never practised)."""
        if self.s[f] == 0.0:
            return None
        days = (now_ms - self.last[f]) / DAY_MS
        return float((1 + self.factor * days / self.s[f]) ** self.decay)

    def practise(self, f: int, now_ms: int, right: bool) -> None:
        """One practice, with its feedback."""
        w = self.w
        g = 3 if right else 1
        s = self.s[f]
        if s == 0.0:
            self.s[f] = w[g - 1]
            d0 = w[4] - math.exp(w[5] * (g - 1)) + 1 + self.offset[f]
            self.d[f] = min(10.0, max(1.0, d0))
        else:
            d = self.d[f]
            days = (now_ms - self.last[f]) / DAY_MS
            if days < 1:
                grow = math.exp(w[17] * (g - 3 + w[18])) * s ** -w[19]
                s = s * (max(grow, 1.0) if right else grow)
            elif right:
                r = (1 + self.factor * days / s) ** self.decay
                s = s * (
                    1 + math.exp(w[8]) * (11 - d) * s ** -w[9] * (math.exp((1 - r) * w[10]) - 1)
                )
            else:
                r = (1 + self.factor * days / s) ** self.decay
                long = w[11] * d ** -w[12] * ((s + 1) ** w[13] - 1) * math.exp((1 - r) * w[14])
                s = min(long, s / math.exp(w[17] * w[18]))
            self.s[f] = max(s, 0.001)
            easy = w[4] - math.exp(w[5] * 3) + 1
            damped = d + (10 - d) * (-w[6] * (g - 3)) / 9
            self.d[f] = min(10.0, max(1.0, w[7] * easy + (1 - w[7]) * damped))
        self.last[f] = now_ms


class ActRTruth:
    """ACT-R activation with spacing (Pavlik & Anderson 2005), as ground truth."""

    C, S, H = 0.217, 0.255, 0.025

    def __init__(self, learner: Learner) -> None:
        self.alpha = learner.actr_alpha
        self.tau = learner.actr_tau
        n = len(learner.families)
        self.made: list[list[float]] = [[] for _ in range(n)]  # psychological s
        self.decays: list[list[float]] = [[] for _ in range(n)]
        self.clock = 0.0  # psychological seconds
        self.real = 0  # the real ms the clock was last set at
        self.session_end = 0

    def _psych(self, now_ms: int) -> float:
        gap = now_ms - self.real
        # Between sessions time counts at h of real time (less interference overnight).
        scale = self.H if gap > 30 * 60_000 else 1.0
        self.clock += scale * gap / 1000
        self.real = now_ms
        return self.clock

    def _activation(self, f: int, at: float) -> float | None:
        made = self.made[f]
        if not made:
            return None
        return math.log(sum((at - t) ** -d for t, d in zip(made, self.decays[f], strict=True)))

    def recall(self, f: int, now_ms: int) -> float | None:
        """The chance of recall (None: never practised)."""
        m = self._activation(f, self._psych(now_ms))
        if m is None:
            return None
        return 1 / (1 + math.exp((self.tau - m) / self.S))

    def practise(self, f: int, now_ms: int, right: bool) -> None:
        """One practice, with its feedback: a trace that decays the faster the stronger
        memory was when it was made."""
        at = self._psych(now_ms)
        m = self._activation(f, at)
        d = self.alpha[f] + (0.0 if m is None else self.C * math.exp(m))
        self.made[f].append(at - 1.0)  # a trace is a second old when it is first read
        self.decays[f].append(d)


class McmTruth:
    """The multiscale context model (Mozer, Pashler, Cepeda, Lindsey & Vul 2009), as
    ground truth: a family's memory is a set of traces at several time scales, each
    decaying exponentially at its own rate; a practice strengthens each scale by a share
    of what the scales up to it still fail to hold (error-driven learning), so a practice
    while memory is still fresh adds little to the long scales: the spacing effect arises
    from the model rather than being written into it. Recall grows with the total
    strength (1 - exp(-GAIN x strength)). Neither candidate scheduler was built from it.

    The scales (10 minutes, 1 day, 10 days, 100 days) and their equal weights are ours,
    set so that the boxes' month-later accuracy lands near the other two models'."""

    TAUS_MS = (10 * 60_000, DAY_MS, 10 * DAY_MS, 100 * DAY_MS)
    GAIN = 5.0

    def __init__(self, learner: Learner) -> None:
        self.rate = learner.mcm_rate
        n = len(learner.families)
        self.x: list[list[float]] = [[0.0] * len(self.TAUS_MS) for _ in range(n)]
        self.last: list[int | None] = [None] * n

    def _traces(self, f: int, now_ms: int) -> list[float]:
        last = self.last[f]
        if last is None:
            return self.x[f]
        gap = max(0, now_ms - last)
        return [x * math.exp(-gap / tau) for x, tau in zip(self.x[f], self.TAUS_MS, strict=True)]

    def recall(self, f: int, now_ms: int) -> float | None:
        """The chance of recall (None: never practised)."""
        if self.last[f] is None:
            return None
        traces = self._traces(f, now_ms)
        return 1 - math.exp(-self.GAIN * sum(traces) / len(traces))

    def practise(self, f: int, now_ms: int, right: bool) -> None:
        """One practice, with its feedback: each scale learns what the scales up to it
        do not yet hold."""
        traces = self._traces(f, now_ms)
        rate = self.rate[f]
        new, held = [], 0.0
        for i, x in enumerate(traces):
            held += x
            new.append(x + rate * max(0.0, 1 - held / (i + 1)))
        self.x[f] = new
        self.last[f] = now_ms


TRUTHS: dict[str, Callable[[Learner], FsrsTruth | ActRTruth | McmTruth]] = {
    "fsrs-6": FsrsTruth,
    "act-r": ActRTruth,
    "mcm": McmTruth,
}


# -- one course --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Outcome:
    """What one trainee's course came to under one scheduler and one memory model."""

    minutes: float  # to mastery of every family; inf if never
    share: float  # of families mastered after SHARE_DAY days
    accuracy: float  # percent, 30 days after the course
    by_day: tuple[float, ...]  # share mastered at the end of each day of the course
    answers: int


def course(learner: Learner, condition: str, model: str, seed: int) -> Outcome:
    """Run one trainee's course."""
    scheduler: FamilyScheduler = SCHEDULERS[condition]()
    truth = TRUTHS[model](learner)
    fams = learner.families
    index = {f: i for i, f in enumerate(fams)}
    states = {f: FamilyState(f) for f in fams}
    pick_rng = random.Random(f"pick/{seed}/{learner.index}")
    draws = [random.Random(f"draw/{seed}/{learner.index}/{f}") for f in fams]
    practised = [0] * len(fams)
    windows: list[deque[tuple[int, int]]] = [deque(maxlen=WINDOW) for _ in fams]
    mastered = [False] * len(fams)
    right_in_window = [0] * len(fams)
    mastered_count = 0
    spent = 0.0
    minutes = math.inf
    answers = 0
    last_asked: list[str] = []
    after: dict[int, float] = {}  # day of the course: share mastered after its session
    for start in learner.sessions:
        day = (start - START_MS) // DAY_MS
        now = start
        end = start + DAILY_GOAL_MS
        while now < end:
            family = scheduler.next_family(list(states.values()), now, pick_rng, last_asked)
            f = index[family]
            draw = draws[f]
            p = truth.recall(f, now)
            chance = learner.prior[f] if p is None else p
            right = draw.random() < chance * (1 - SLIP)
            begin, floor, rate = learner.speed[f]
            curve = floor + (begin - floor) * math.exp(-practised[f] / rate)
            ms = int(
                learner.targets[f] * curve * draw.lognormvariate(0, 0.25) * (1 if right else 1.4)
            )
            ms = max(500, ms)
            now += ms
            truth.practise(f, now, right)
            practised[f] += 1
            answers += 1
            credit = 1.0 if right else 0.0
            states[family] = scheduler.update(
                states[family], PastAnswer(family, credit, ms, now), learner.targets[f]
            )
            last_asked = [*last_asked[-2:], family]
            window = windows[f]
            if len(window) == WINDOW:
                right_in_window[f] -= window[-1][0] == 1000
            window.appendleft((1000 if right else 0, ms))
            right_in_window[f] += right
            # The house's rule; skipped (as certainly False) while too few are right.
            is_mastered = (
                right_in_window[f] >= NEEDED_RIGHT
                and decide_mastery(list(window), WINDOW, ACCURACY, learner.targets[f])[0]
            )
            if is_mastered != mastered[f]:
                mastered[f] = is_mastered
                mastered_count += 1 if is_mastered else -1
            spent += ms + VERDICT_MS[0 if right else 1]
            now += VERDICT_MS[0 if right else 1]
            if mastered_count == len(fams) and minutes == math.inf:
                minutes = spent / 60_000
        after[day] = mastered_count / len(fams)
    by_day, share = [], 0.0
    for elapsed in range(COURSE_DAYS + 1):
        share = after.get(elapsed - 1, share)
        by_day.append(share)
    later = START_MS + (COURSE_DAYS + RETENTION_DAYS) * DAY_MS
    recalls = [truth.recall(f, later) for f in range(len(fams))]
    accuracy = 100 * statistics.fmean(
        (learner.prior[f] if r is None else r) * (1 - SLIP) for f, r in enumerate(recalls)
    )
    return Outcome(minutes, by_day[SHARE_DAY], accuracy, tuple(by_day), answers)


def trainee_outcomes(job: tuple[int, int]) -> tuple[dict[tuple[str, str], Outcome], float]:
    """Every condition and model for one trainee (one task of the pool), and the CPU
    seconds it took."""
    started = time.process_time()
    seed, index = job
    learner = make_learner(seed, index)
    found = {(c, m): course(learner, c, m, seed) for m in MODELS for c in CONDITIONS}
    return found, time.process_time() - started


# -- statistics --------------------------------------------------------------------------


def median(values: Sequence[float]) -> float:
    """The median (inf counts as the largest)."""
    return float(statistics.median(values))


def paired_bootstrap(
    samples: dict[str, list[float]],
    stat: Callable[[list[float], list[float]], float],
    rounds: int,
    seed: int,
) -> dict[str, tuple[float, float]]:
    """95% intervals of ``stat(candidate, incumbent)`` for each condition, resampling the
    trainees together (the same resample in every condition)."""
    rng = random.Random(f"bootstrap/{seed}")
    n = len(samples[INCUMBENT])
    found: dict[str, list[float]] = {c: [] for c in samples}
    for _ in range(rounds):
        pick = [rng.randrange(n) for _ in range(n)]
        base = [samples[INCUMBENT][i] for i in pick]
        for c, values in samples.items():
            found[c].append(stat([values[i] for i in pick], base))
    out = {}
    for c, values in found.items():
        values.sort(key=lambda v: math.inf if math.isnan(v) else v)  # undecided: worst
        out[c] = (values[int(0.025 * rounds)], values[int(0.975 * rounds) - 1])
    return out


def _own(values: list[float], _base: list[float]) -> float:
    return median(values)


def _ratio(values: list[float], base: list[float]) -> float:
    mine, theirs = median(values), median(base)
    if math.isinf(theirs):
        return math.nan if math.isinf(mine) else 0.0
    return mine / theirs


def _difference(values: list[float], base: list[float]) -> float:
    return median(values) - median(base)


@dataclass(frozen=True, slots=True)
class Row:
    """One condition under one model: each outcome's median and interval, and against
    the incumbent."""

    condition: str
    model: str
    minutes: tuple[float, float, float]
    share: tuple[float, float, float]
    accuracy: tuple[float, float, float]
    ratio: tuple[float, float, float]
    accuracy_change: tuple[float, float, float]
    reached: float  # share of trainees who reached mastery of everything

    @property
    def adopt(self) -> bool:
        """Whether this row meets the adoption rule (against the incumbent)."""
        # Both intervals must exclude the threshold: the whole interval of the ratio below
        # 1 - CUT_NEEDED, the whole interval of the accuracy change above -ACCURACY_SLACK.
        return self.ratio[2] < 1 - CUT_NEEDED and self.accuracy_change[1] > -ACCURACY_SLACK


def summarise(results: list[dict[tuple[str, str], Outcome]], rounds: int, seed: int) -> list[Row]:
    """The table's rows."""
    rows = []
    for model in MODELS:
        series = {
            name: {c: [getattr(r[(c, model)], name) for r in results] for c in CONDITIONS}
            for name in ("minutes", "share", "accuracy")
        }
        spans = {name: paired_bootstrap(s, _own, rounds, seed) for name, s in series.items()}
        ratios = paired_bootstrap(series["minutes"], _ratio, rounds, seed)
        changes = paired_bootstrap(series["accuracy"], _difference, rounds, seed)
        base = series["minutes"][INCUMBENT]
        for c in CONDITIONS:

            def triple(
                name: str,
                c: str = c,
                spans: dict[str, dict[str, tuple[float, float]]] = spans,
                series: dict[str, dict[str, list[float]]] = series,
            ) -> tuple[float, float, float]:
                low, high = spans[name][c]
                return (median(series[name][c]), low, high)

            rows.append(
                Row(
                    condition=c,
                    model=model,
                    minutes=triple("minutes"),
                    share=triple("share"),
                    accuracy=triple("accuracy"),
                    ratio=(_ratio(series["minutes"][c], base), *ratios[c]),
                    accuracy_change=(
                        _difference(series["accuracy"][c], series["accuracy"][INCUMBENT]),
                        *changes[c],
                    ),
                    reached=sum(1 for m in series["minutes"][c] if m < math.inf) / len(results),
                )
            )
    return rows


def _span(value: tuple[float, float, float], fmt: str) -> str:
    def one(x: float) -> str:
        return "never" if math.isinf(x) else ("n/a" if math.isnan(x) else format(x, fmt))

    return f"{one(value[0])} [{one(value[1])}, {one(value[2])}]"


def print_table(rows: list[Row]) -> None:
    """The table: conditions x models x outcomes, medians [95% intervals]."""
    head = (
        f"{'model':8} {'scheduler':12} {'minutes to mastery':>24} {'reached':>8} "
        f"{'mastered day ' + str(SHARE_DAY):>22} {'accuracy +30 d (%)':>22} "
        f"{'minutes vs boxes':>22} {'accuracy vs boxes':>22}"
    )
    print(head)
    print("-" * len(head))
    for r in rows:
        print(
            f"{r.model:8} {r.condition:12} {_span(r.minutes, '.1f'):>24} "
            f"{r.reached * 100:7.1f}% {_span(r.share, '.2f'):>22} "
            f"{_span(r.accuracy, '.1f'):>22} {_span(r.ratio, '.3f'):>22} "
            f"{_span(r.accuracy_change, '+.2f'):>22}"
        )


def decision(rows: list[Row]) -> str:
    """The adoption rule applied: which candidate (if any) becomes the default."""
    winners = [
        c for c in CONDITIONS if c != INCUMBENT and all(r.adopt for r in rows if r.condition == c)
    ]
    lines = []
    for c in CONDITIONS:
        if c == INCUMBENT:
            continue
        for r in rows:
            if r.condition != c:
                continue
            cut = (1 - r.ratio[0]) * 100 if not math.isnan(r.ratio[0]) else math.nan
            change = f"{abs(cut):.1f}% {'fewer' if cut >= 0 else 'more'}"
            base = next(b for b in rows if b.model == r.model and b.condition == INCUMBENT)
            if math.isinf(base.minutes[0]):
                change = f"{r.minutes[0]:.1f} (the {INCUMBENT}' median trainee: never)"
            lines.append(
                f"  {c} under {r.model}: {change} minutes to mastery, "
                f"30-day accuracy {r.accuracy_change[0]:+.2f} points: "
                f"{'meets' if r.adopt else 'does not meet'} the rule"
            )
    if winners:
        best = max(winners, key=lambda c: min(1 - r.ratio[0] for r in rows if r.condition == c))
        verdict = f"Decision: adopt {best} as the default scheduler."
    else:
        verdict = f"Decision: no candidate meets the rule under every model; keep {INCUMBENT}."
    return "\n".join([*lines, verdict])


QUANTILES = (0.20, 0.25, 0.30)


def _quantile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def lower_quantiles(
    results: list[dict[tuple[str, str], Outcome]], rounds: int, seed: int
) -> list[str]:
    """Where the incumbent's median trainee never masters everything within the course
    (its median minutes are "never", so no ratio of medians exists), each candidate
    against it at lower quantiles of the minutes that both reach: the ratio, with a
    paired bootstrap 95% interval (the same resamples for every quantile in turn)."""
    lines = []
    for model in MODELS:
        base = [r[(INCUMBENT, model)].minutes for r in results]
        if not math.isinf(median(base)):
            continue
        for c in CONDITIONS:
            if c == INCUMBENT:
                continue
            mine = [r[(c, model)].minutes for r in results]
            rng = random.Random(f"bootstrap/{seed}")
            n = len(base)
            for q in QUANTILES:
                theirs, ours = _quantile(base, q), _quantile(mine, q)
                found = []
                for _ in range(rounds):
                    pick = [rng.randrange(n) for _ in range(n)]
                    b = _quantile([base[i] for i in pick], q)
                    m = _quantile([mine[i] for i in pick], q)
                    found.append(
                        m / b if not math.isinf(b) else (0.0 if m < math.inf else math.inf)
                    )
                found.sort()
                low, high = found[int(0.025 * rounds)], found[int(0.975 * rounds) - 1]
                lines.append(
                    f"  {model} {c:12} quantile {q:.2f}: {INCUMBENT} {theirs:.1f} min, {c} "
                    f"{ours:.1f} min, ratio {ours / theirs:.3f} [{low:.3f}, {high:.3f}]"
                )
    return lines


def plot(results: list[dict[tuple[str, str], Outcome]], path: Path) -> bool:
    """Mastery over the course per condition (mean share of families mastered), one panel
    per memory model. False when matplotlib is not installed."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return False
    fig, axes = plt.subplots(1, len(MODELS), figsize=(4 * len(MODELS), 3.4), sharey=True, dpi=110)
    days = list(range(COURSE_DAYS + 1))
    for ax, model in zip(axes, MODELS, strict=True):
        for c in CONDITIONS:
            mean = [statistics.fmean(r[(c, model)].by_day[d] for r in results) for d in days]
            ax.plot(days, [100 * m for m in mean], label=c)
        ax.set_title(f"ground truth: {model}")
        ax.set_xlabel("day of the course")
        ax.grid(alpha=0.3)
    axes[0].set_ylabel("families mastered (mean %)")
    axes[0].legend(loc="lower right")
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path)
    plt.close(fig)
    return True


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--trainees", type=int, default=1000, help="per condition")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--rounds", type=int, default=1000, help="bootstrap resamples")
    parser.add_argument("--seed", type=int, default=14)
    parser.add_argument("--quick", action="store_true", help="a smoke test: 12 trainees")
    parser.add_argument(
        "--plot",
        type=Path,
        default=Path(__file__).resolve().parent.parent / "docs" / "learning-mastery.png",
        help="where to save the plot ('' for none)",
    )
    args = parser.parse_args(argv)
    if args.quick:
        args.trainees, args.rounds, args.workers = 12, 200, 1
    started = time.perf_counter()
    jobs = [(args.seed, i) for i in range(args.trainees)]
    if args.workers > 1:
        with multiprocessing.get_context("spawn").Pool(args.workers) as pool:
            done = pool.map(trainee_outcomes, jobs, chunksize=8)
    else:
        done = [trainee_outcomes(job) for job in jobs]
    simulated = time.perf_counter() - started
    results = [outcomes for outcomes, _ in done]
    cpu = sum(seconds for _, seconds in done)
    rows = summarise(results, args.rounds, args.seed)
    answers = sum(o.answers for r in results for o in r.values())
    print(
        f"Simulated trainees: {args.trainees:,} per condition x {len(CONDITIONS)} schedulers x "
        f"{len(MODELS)} memory models ({answers:,} answers) in {simulated:.0f} s on "
        f"{args.workers} worker(s); {cpu:.0f} CPU s, {cpu / args.workers:.0f} s on "
        f"{args.workers} free core(s)"
    )
    print(
        f"Course: {COURSE_DAYS} days, weekday sessions of {DAILY_GOAL_MS // 60_000} minutes; "
        f"mastery: the last {WINDOW} answers of a family >= {ACCURACY}% right, median "
        f"under the skill's target; medians [paired bootstrap 95%, {args.rounds} resamples]"
    )
    print()
    print_table(rows)
    print()
    print(decision(rows))
    lower = lower_quantiles(results, args.rounds, args.seed)
    if lower:
        print(f"\nWhere the {INCUMBENT}' median trainee never reaches mastery: lower quantiles")
        print("\n".join(lower))
    if str(args.plot) and args.plot.name:
        if plot(results, args.plot):
            print(f"\nplot: {args.plot}")
        else:
            print("\nplot: skipped (matplotlib is not installed; pip install -e '.[bench]')")
    print(f"total {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
