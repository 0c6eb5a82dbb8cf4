"""The statistics kept beside the attempts: mastery, and the class's share of the rollups.

The per-day rollups (``day_skill``, ``day_family`` and the class tables) are kept by a
trigger on ``attempts`` in the same transaction as each answer (see
:mod:`trainer.progress.schema`). What a trigger cannot decide is done here, always inside
the caller's transaction: each (trainee, game, skill)'s mastery after an answer or a
change of a mastery setting, moving a trainee's rows out of the class figures and back
(archive, restore), adding many answers written at once (:func:`written_in_bulk`: an
import, a pull from the school's site) and recomputing everything from the attempts (a
repair).
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import groupby
from operator import add, itemgetter
from typing import Any, Final

from trainer.progress import states, stats
from trainer.progress.attempt_rows import AT
from trainer.progress.days import LAST_DAY
from trainer.progress.schema import HIST_COLUMNS, triggers_aside
from trainer.progress.settings import HouseSettings

_ROLLUP_TABLES: Final = (
    "day_skill",
    "day_family",
    "class_day_skill",
    "class_day_family",
    "mastery",
)


def refresh_mastery(
    conn: sqlite3.Connection,
    trainee_id: int,
    game: int,
    skill: int,
    house: HouseSettings,
    names: Mapping[int, str],
) -> None:
    """Decide a trainee's mastery of a (game, skill) (label ids) from their last answers."""
    window = house.int_value("mastery.window-attempts")
    recent = stats.recent_attempts(conn, trainee_id, game, skill, LAST_DAY, window)
    mastered, considered, correct, median = stats.decide_mastery(
        recent,
        window,
        house.int_value("mastery.accuracy-percent"),
        house.target_ms(names[skill]),
    )
    conn.execute(
        "INSERT INTO mastery (trainee_id, game, skill, mastered, considered, correct, "
        "median_ms) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (trainee_id, game, skill) "
        "DO UPDATE SET mastered = excluded.mastered, considered = excluded.considered, "
        "correct = excluded.correct, median_ms = excluded.median_ms",
        (trainee_id, game, skill, mastered, considered, correct, median),
    )


def refresh_all_mastery(
    conn: sqlite3.Connection, house: HouseSettings, names: Mapping[int, str]
) -> None:
    """Decide every (trainee, game, skill)'s mastery again (a mastery setting changed)."""
    keys = conn.execute("SELECT DISTINCT trainee_id, game, skill FROM day_skill").fetchall()
    for trainee_id, game, skill in keys:
        refresh_mastery(conn, trainee_id, game, skill, house, names)


def shift_class(conn: sqlite3.Connection, trainee_id: int, sign: int) -> None:
    """Add (``+1``) or subtract (``-1``) a trainee's rollups to or from the class's."""
    hist_signed = ", ".join(f"? * {h}" for h in HIST_COLUMNS)
    hist_sum = ", ".join(f"{h} = {h} + excluded.{h}" for h in HIST_COLUMNS)
    sums = "n = n + excluded.n, correct = correct + excluded.correct, "
    sums += "credit = credit + excluded.credit"
    conn.execute(
        f"INSERT INTO class_day_skill (game, skill, day, n, correct, credit, "
        f"{', '.join(HIST_COLUMNS)}) SELECT game, skill, day, ? * n, ? * correct, "
        f"? * credit, {hist_signed} FROM day_skill WHERE trainee_id = ? "
        f"ON CONFLICT (game, skill, day) DO UPDATE SET {sums}, {hist_sum}",
        (sign,) * (3 + len(HIST_COLUMNS)) + (trainee_id,),
    )
    conn.execute(
        "INSERT INTO class_day_family (game, skill, family, day, n, correct, credit) "
        "SELECT game, skill, family, day, ? * n, ? * correct, ? * credit FROM day_family "
        f"WHERE trainee_id = ? ON CONFLICT (game, skill, family, day) DO UPDATE SET {sums}",
        (sign, sign, sign, trainee_id),
    )
    conn.execute("DELETE FROM class_day_skill WHERE n = 0")
    conn.execute("DELETE FROM class_day_family WHERE n = 0")


_HIST: Final = ", ".join(HIST_COLUMNS)
_COUNTS: Final = "count(*) AS n, sum(credit = 1000) AS correct, sum(credit) AS credit"
_HIST_COUNTS: Final = ", ".join(f"sum(rt_bucket = {i}) AS {h}" for i, h in enumerate(HIST_COLUMNS))
_SUMS: Final = "sum(n), sum(correct), sum(credit)"
_HIST_SUMS: Final = ", ".join(f"sum({h})" for h in HIST_COLUMNS)
_ADDED: Final = "n = n + excluded.n, correct = correct + excluded.correct, " + (
    "credit = credit + excluded.credit"
)
_HIST_ADDED: Final = ", ".join(f"{h} = {h} + excluded.{h}" for h in HIST_COLUMNS)
_SKILL_KEY: Final = "trainee_id, game, skill, day"
_FAMILY_KEY: Final = "trainee_id, game, skill, family, day"
_ACTIVE: Final = "trainee_id IN (SELECT id FROM trainees WHERE archived_at IS NULL)"


def _grouped(where: str, source: str = "attempts") -> tuple[str, str]:
    """The attempts matching *where*, counted per ``day_skill`` and ``day_family`` row."""
    return (
        f"SELECT {_SKILL_KEY}, {_COUNTS}, {_HIST_COUNTS} FROM {source} WHERE {where} "
        f"GROUP BY {_SKILL_KEY}",
        f"SELECT {_FAMILY_KEY}, {_COUNTS} FROM {source} WHERE {where} GROUP BY {_FAMILY_KEY}",
    )


def _insert(rows: tuple[str, str], *, add: bool) -> tuple[str, str]:
    """Put *rows* (as :func:`_grouped` gives them) into ``day_skill`` and ``day_family``:
    added to what they hold if *add*, else as new rows."""
    skill, family = rows
    return (
        f"INSERT INTO day_skill ({_SKILL_KEY}, n, correct, credit, {_HIST}) {skill}"
        + (f" ON CONFLICT ({_SKILL_KEY}) DO UPDATE SET {_ADDED}, {_HIST_ADDED}" if add else ""),
        f"INSERT INTO day_family ({_FAMILY_KEY}, n, correct, credit) {family}"
        + (f" ON CONFLICT ({_FAMILY_KEY}) DO UPDATE SET {_ADDED}" if add else ""),
    )


def _class(skill_rows: str, family_rows: str, *, add: bool) -> tuple[str, str]:
    """Put the active trainees' share of per-trainee rows (tables shaped as ``day_skill``
    and ``day_family``) into the class's rollups, added to them if *add*."""
    return (
        f"INSERT INTO class_day_skill (game, skill, day, n, correct, credit, {_HIST}) "
        f"SELECT game, skill, day, {_SUMS}, {_HIST_SUMS} FROM {skill_rows} WHERE {_ACTIVE} "
        "GROUP BY game, skill, day"
        + (f" ON CONFLICT (game, skill, day) DO UPDATE SET {_ADDED}, {_HIST_ADDED}" if add else ""),
        "INSERT INTO class_day_family (game, skill, family, day, n, correct, credit) "
        f"SELECT game, skill, family, day, {_SUMS} FROM {family_rows} WHERE {_ACTIVE} "
        "GROUP BY game, skill, family, day"
        + (f" ON CONFLICT (game, skill, family, day) DO UPDATE SET {_ADDED}" if add else ""),
    )


_REBUILD_TRAINEE: Final = _insert(_grouped("trainee_id = ?"), add=False)
_REBUILD: Final = (
    *_insert(_grouped("1"), add=False),
    *_class("day_skill", "day_family", add=False),
)

# The answers past a seq, counted once into two temporary tables (read by their seqs, NOT
# INDEXED: by an index in the order of the groups, the planner would read every answer of
# the store to sort none), then added to the trainees' rollups and the class's.
_PAST: Final = tuple(
    f"CREATE TEMP TABLE added_{kind} AS {rows}"
    for kind, rows in zip(
        ("skill", "family"), _grouped("seq > ?", "attempts NOT INDEXED"), strict=True
    )
)
_ADD_PAST: Final = (
    *_insert(
        ("SELECT * FROM temp.added_skill WHERE 1", "SELECT * FROM temp.added_family WHERE 1"),
        add=True,
    ),
    *_class("temp.added_skill", "temp.added_family", add=True),
    "DROP TABLE temp.added_skill",
    "DROP TABLE temp.added_family",
)


_PER_ANSWER: Final = ("attempts_rollup", "attempts_practice")
"""The triggers that keep, answer by answer, what :func:`written_in_bulk` adds at once."""


@dataclass(slots=True)
class BulkWrite:
    """A block of answers written in bulk (:func:`written_in_bulk`): where it starts, and
    the answers it wrote when the block holds them all in memory."""

    last: int
    """The last answer's seq before the block: its answers are those past it."""
    held: Sequence[Sequence[Any]] | None = None
    """Every answer the block wrote, in the order written, each the values of
    ``attempts``' columns as the store writes them (:data:`~trainer.progress.attempt_rows.AT`),
    when the block knows them all (a first pull: every row it gave was new). What they
    bring is then counted from these rather than read again from the file; left
    ``None``, the answers past :attr:`last` are read back."""


_HELD_KEYS: Final = (("skill", _SKILL_KEY, True), ("family", _FAMILY_KEY, False))


def _count_held(conn: sqlite3.Connection, rows: Sequence[Sequence[Any]]) -> None:
    """The two temporary tables :data:`_PAST` makes, counted from *rows* in memory: per
    ``day_skill`` and ``day_family`` row, the answers, the fully right ones, the credit and
    (per skill) each response-time bucket's count, as its ``GROUP BY`` would.

    Counted by runs of one key (a pull's answers come in time order, so a day's are
    together), each run's figures taken from slices of the columns; a key met again in a
    later run is added up. A count per answer in Python costs as much as reading the
    answers back."""
    credits = list(map(itemgetter(AT["credit"]), rows))
    buckets = list(map(itemgetter(AT["rt_bucket"]), rows))
    for kind, names, with_hist in _HELD_KEYS:
        columns = names.split(", ")
        counted: dict[tuple[int, ...], list[int]] = {}
        start = 0
        for key, run in groupby(rows, itemgetter(*(AT[c] for c in columns))):
            end = start + len(list(run))
            part = credits[start:end]
            figures = [end - start, part.count(1000), sum(part)]
            if with_hist:
                times = Counter(buckets[start:end])
                figures += [times[b] for b in range(len(HIST_COLUMNS))]
            held = counted.get(key)
            counted[key] = figures if held is None else list(map(add, held, figures))
            start = end
        named = [*columns, "n", "correct", "credit", *(HIST_COLUMNS if with_hist else ())]
        conn.execute(f"CREATE TEMP TABLE added_{kind} ({', '.join(named)})")
        conn.executemany(
            f"INSERT INTO temp.added_{kind} VALUES ({', '.join('?' * len(named))})",
            [(*key, *figures) for key, figures in counted.items()],
        )


@contextlib.contextmanager
def written_in_bulk(conn: sqlite3.Connection) -> Iterator[BulkWrite]:
    """Inside the caller's transaction, answers written in the block (an import, a
    trainee's answers pulled from the school's site) leave the per-answer triggers aside:
    they are dropped, and made again as they were when the block ends, when the answers
    past the last before (:attr:`BulkWrite.last`) are added at once to the per-day
    rollups and the class's (active trainees), the days' practice and the open misses,
    once per day and key: counted from the answers the block holds in memory
    (:attr:`BulkWrite.held`), else read by their seqs (either way the cost does not grow
    with the history).

    If the block raises, nothing is made again here: the caller's transaction rolls back,
    triggers and all, as a kill does. Dropping them costs less than a flag they would
    obey: a ``WHEN`` reading it before every answer costs half an import's inserts."""
    last = int(conn.execute("SELECT coalesce(max(seq), 0) FROM attempts").fetchone()[0])
    bulk = BulkWrite(last)
    with triggers_aside(conn, *_PER_ANSWER):
        yield bulk
    if bulk.held is None:
        for statement in _PAST:
            conn.execute(statement, (last,))
    else:
        _count_held(conn, bulk.held)
    for statement in _ADD_PAST:
        conn.execute(statement)
    if bulk.held is None:
        states.add_practice_past(conn, last)
    else:
        states.add_practice_held(conn, last, bulk.held)


def rebuild_trainee(conn: sqlite3.Connection, trainee_id: int, *, active: bool) -> None:
    """Recompute one trainee's per-day rollups from their attempts, and the class's share
    of them if the trainee is *active* (after some of their answers were removed: copies
    the school's site no longer counts)."""
    if active:
        shift_class(conn, trainee_id, -1)
    conn.execute("DELETE FROM day_skill WHERE trainee_id = ?", (trainee_id,))
    conn.execute("DELETE FROM day_family WHERE trainee_id = ?", (trainee_id,))
    for statement in _REBUILD_TRAINEE:
        conn.execute(statement, (trainee_id,))
    if active:
        shift_class(conn, trainee_id, +1)


def rebuild(conn: sqlite3.Connection, house: HouseSettings, names: Mapping[int, str]) -> None:
    """Recompute every rollup and mastery from the attempts themselves."""
    for table in _ROLLUP_TABLES:
        conn.execute(f"DELETE FROM {table}")
    for statement in _REBUILD:
        conn.execute(statement)
    refresh_all_mastery(conn, house, names)
    states.rebuild(conn, house, names)
