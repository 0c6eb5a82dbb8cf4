"""What a drill reads kept beside the attempts: each family's scheduler state, the missed
questions still open, and each day's practice.

Starting a drill used to read every answer the trainee ever gave, and so did "my
mistakes"; both now read a row per family (or per open miss). Three tables hold it, all
written in the same transaction as each attempt, whichever way the attempt arrives
(recorded, imported, salvaged, pulled from a site):

- ``family_states``: one row per (trainee, family): the
  :class:`~trainer.progress.spacing.FamilyState` of every scheduler, folded answer by
  answer in the order answered (``ts``, then ``seq``), with the target time it was folded
  against. An answer older than the family's last (merged from another station, or
  answered before one a station's clock dated ahead) refolds that family from its *base*
  in ``family_bases`` (the state as of the last answer folded so), so one answer dated a
  year ahead does not make every later answer refold the whole history; a state folded
  against a target the house has since changed is refolded when next read.
- ``open_misses``: per (trainee, family, difficulty, seed), the latest attempt when it
  was missed outside an exam: "my mistakes", newest first. A trigger keeps it.
- ``day_practice``: per (trainee, day), the answers given and the milliseconds spent
  answering (for the daily goal and its streak). A trigger keeps it.

Everything here is derived: :func:`rebuild` recomputes it all from the attempts, and
version 2 of the schema builds it for an existing store the same way.
"""

from __future__ import annotations

import contextlib
import dataclasses
import sqlite3
from collections.abc import Iterable, Mapping, Sequence
from itertools import groupby
from operator import itemgetter
from typing import Any, Final

from trainer.progress.attempt_rows import AT
from trainer.progress.settings import HouseSettings
from trainer.progress.spacing import FamilyState, advance, fold

_STATE_COLUMNS: Final = (
    "seen, misses, run, last_ts, last_missed, box, fsrs_phase, fsrs_step, "
    "fsrs_stability, fsrs_difficulty, fsrs_due"
)

TABLES: Final = (
    """CREATE TABLE family_states (
        trainee_id INTEGER NOT NULL REFERENCES trainees (id),
        family INTEGER NOT NULL,
        skill INTEGER NOT NULL,
        target_ms INTEGER NOT NULL,
        last_seq INTEGER NOT NULL,
        seen INTEGER NOT NULL,
        misses INTEGER NOT NULL,
        run INTEGER NOT NULL,
        last_ts INTEGER NOT NULL,
        last_missed INTEGER NOT NULL,
        box INTEGER NOT NULL,
        fsrs_phase INTEGER NOT NULL,
        fsrs_step INTEGER,
        fsrs_stability REAL,
        fsrs_difficulty REAL,
        fsrs_due INTEGER NOT NULL,
        PRIMARY KEY (trainee_id, family)) WITHOUT ROWID""",
    """CREATE TABLE open_misses (
        trainee_id INTEGER NOT NULL, family INTEGER NOT NULL, difficulty INTEGER NOT NULL,
        seed INTEGER NOT NULL, attempt_seq INTEGER NOT NULL, ts INTEGER NOT NULL,
        PRIMARY KEY (trainee_id, family, difficulty, seed)) WITHOUT ROWID""",
    "CREATE INDEX open_misses_recent ON open_misses (trainee_id, ts, attempt_seq)",
    """CREATE TABLE day_practice (
        trainee_id INTEGER NOT NULL, day INTEGER NOT NULL, n INTEGER NOT NULL,
        response_ms INTEGER NOT NULL,
        PRIMARY KEY (trainee_id, day)) WITHOUT ROWID""",
    # An exam's answers are not "mistakes" to redo, but any later answer to the same
    # question (an exam's too) settles the earlier miss. Mode 2 is an exam (MODES).
    """CREATE TRIGGER attempts_practice AFTER INSERT ON attempts BEGIN
        INSERT INTO day_practice (trainee_id, day, n, response_ms)
        VALUES (NEW.trainee_id, NEW.day, 1, NEW.response_ms)
        ON CONFLICT (trainee_id, day) DO UPDATE SET n = n + 1,
            response_ms = response_ms + excluded.response_ms;
        DELETE FROM open_misses WHERE trainee_id = NEW.trainee_id AND family = NEW.family
            AND difficulty = NEW.difficulty AND seed = NEW.seed;
        INSERT INTO open_misses (trainee_id, family, difficulty, seed, attempt_seq, ts)
        SELECT NEW.trainee_id, NEW.family, NEW.difficulty, NEW.seed, NEW.seq, NEW.ts
        WHERE NEW.credit < 1000 AND NEW.mode != 2;
    END""",
)

_UPSERT: Final = (
    f"INSERT INTO family_states (trainee_id, family, skill, target_ms, last_seq, "
    f"{_STATE_COLUMNS}) VALUES ({', '.join('?' * 16)}) ON CONFLICT (trainee_id, family) "
    "DO UPDATE SET "
    + ", ".join(
        f"{c} = excluded.{c}"
        for c in ("skill", "target_ms", "last_seq", *_STATE_COLUMNS.split(", "))
    )
)
_SELECT_ONE: Final = (
    f"SELECT target_ms, {_STATE_COLUMNS} FROM family_states WHERE trainee_id = ? AND family = ?"
)
_SELECT_ALL: Final = (
    f"SELECT family, skill, target_ms, {_STATE_COLUMNS} FROM family_states WHERE trainee_id = ?"
)
_BASE_TABLE: Final = """CREATE TABLE family_bases (
    trainee_id INTEGER NOT NULL, family INTEGER NOT NULL, target_ms INTEGER NOT NULL,
    base_ts INTEGER NOT NULL, base_seq INTEGER NOT NULL,
    seen INTEGER NOT NULL, misses INTEGER NOT NULL, run INTEGER NOT NULL,
    last_ts INTEGER NOT NULL, last_missed INTEGER NOT NULL, box INTEGER NOT NULL,
    fsrs_phase INTEGER NOT NULL, fsrs_step INTEGER, fsrs_stability REAL,
    fsrs_difficulty REAL, fsrs_due INTEGER NOT NULL,
    PRIMARY KEY (trainee_id, family)) WITHOUT ROWID"""
"""Schema version 9: where a family's fold of answers arriving out of time order starts
again (see :func:`_fold_in_place`); derived like the rest, and dropped by a rebuild."""

_UPSERT_BASE: Final = (
    f"INSERT OR REPLACE INTO family_bases (trainee_id, family, target_ms, base_ts, base_seq, "
    f"{_STATE_COLUMNS}) VALUES ({', '.join('?' * 16)})"
)
_SELECT_BASE: Final = (
    f"SELECT base_ts, base_seq, {_STATE_COLUMNS} FROM family_bases "
    "WHERE trainee_id = ? AND family = ? AND target_ms = ?"
)
_DELETE_BASE: Final = "DELETE FROM family_bases WHERE trainee_id = ? AND family = ?"
_FAMILY_ATTEMPTS_AFTER: Final = (
    "SELECT seq, credit, response_ms, ts FROM attempts WHERE trainee_id = ? AND family = ? "
    "AND ts >= ? AND (ts > ? OR seq > ?) ORDER BY ts, seq"
)
_FAMILY_ATTEMPTS: Final = (
    "SELECT seq, credit, response_ms, ts FROM attempts WHERE trainee_id = ? AND family = ? "
    "ORDER BY ts, seq"
)


def _state(family: str, row: Sequence[Any]) -> FamilyState:
    seen, misses, run, last, missed, box, phase, step, stability, difficulty, due = row
    return FamilyState(
        family,
        int(seen),
        int(misses),
        int(run),
        int(last),
        bool(missed),
        int(box),
        int(phase),
        None if step is None else int(step),
        None if stability is None else float(stability),
        None if difficulty is None else float(difficulty),
        int(due),
    )


def _values(state: FamilyState) -> tuple[object, ...]:
    return (
        state.seen,
        state.misses,
        state.run,
        state.last_ms,
        state.last_missed,
        state.box,
        state.fsrs_phase,
        state.fsrs_step,
        state.fsrs_stability,
        state.fsrs_difficulty,
        state.fsrs_due_ms,
    )


def _save(
    conn: sqlite3.Connection,
    trainee_id: int,
    family: int,
    skill: int,
    target_ms: int,
    last_seq: int,
    state: FamilyState,
) -> None:
    conn.execute(_UPSERT, (trainee_id, family, skill, target_ms, last_seq, *_values(state)))


def _fold(
    conn: sqlite3.Connection, trainee_id: int, family: int, name: str, target_ms: int
) -> tuple[FamilyState, int]:
    """A family's state recomputed from its attempts, and the last one's seq."""
    rows = conn.execute(_FAMILY_ATTEMPTS, (trainee_id, family)).fetchall()
    state = fold(FamilyState(name), ((c, ms, ts) for _, c, ms, ts in rows), target_ms)
    return state, int(rows[-1][0]) if rows else 0


def note_attempt(
    conn: sqlite3.Connection,
    seq: int,
    trainee_id: int,
    family: int,
    skill: int,
    credit: int,
    response_ms: int,
    ts: int,
    house: HouseSettings,
    names: Mapping[int, str],
) -> None:
    """Fold a new attempt (already inserted, inside the caller's transaction) into its
    family's state."""
    note_attempts(
        conn, trainee_id, {(family, skill): [(seq, credit, response_ms, ts)]}, house, names
    )


Folded = tuple[int, int, int, int]
"""An attempt as a family's state folds it: ``(seq, credit, response_ms, ts)``."""
_IN_TIME_ORDER: Final = itemgetter(3, 0)  # ts, then seq
_REVIEWED: Final = itemgetter(1, 2, 3)  # what spacing.fold takes: credit, ms, ts


def note_attempts(
    conn: sqlite3.Connection,
    trainee_id: int,
    added: Mapping[tuple[int, int], Sequence[Folded]],
    house: HouseSettings,
    names: Mapping[int, str],
) -> None:
    """Fold attempts just inserted (inside the caller's transaction) into the states of
    their families, given by ``(family, skill)``: each family is read and saved once,
    however many of its answers arrived (an import, a salvage).

    Answers all at or after a family's last are folded forward from its saved state;
    a family that received one older than its last (merged from another station), or
    whose state was folded against a target the house has since changed, is refolded
    from its attempts, once, with every other such family of the trainee."""
    stale: list[tuple[int, int]] = []
    for (family, skill), rows in added.items():
        target = house.target_ms(names[skill])
        row = conn.execute(_SELECT_ONE, (trainee_id, family)).fetchone()
        state = FamilyState(names[family]) if row is None else _state(names[family], row[1:])
        ordered = sorted(rows, key=_IN_TIME_ORDER)
        if row is not None and row[0] != target:
            stale.append((family, skill))  # folded against another target: all again
            continue
        if row is not None and (state.last_ms or 0) > ordered[0][3]:
            if len(ordered) == 1:
                # One answer older than the family's last (a station's clock ahead, one
                # merged answer): folded in its place from the family's base (issue 32,
                # item 9), not by reading the whole history again.
                seq, _, _, ts = ordered[0]
                state, last_seq = _fold_in_place(
                    conn, trainee_id, family, names[family], target, (ts, seq)
                )
                _save(conn, trainee_id, family, skill, target, last_seq, state)
            else:
                stale.append((family, skill))  # many (an import): the family once, whole
            continue
        state = fold(state, map(_REVIEWED, ordered), target)
        _save(conn, trainee_id, family, skill, target, ordered[-1][0], state)
    refold(conn, trainee_id, stale, house, names)


_REFOLD_BATCH: Final = 400


def _fold_in_place(
    conn: sqlite3.Connection,
    trainee_id: int,
    family: int,
    name: str,
    target_ms: int,
    at: tuple[int, int],
) -> tuple[FamilyState, int]:
    """The family's state with an answer older than its last one (*at*: its ts and seq)
    folded in its place; the last answer's seq.

    The answers after it in time order are folded again, from the family's *base*: the
    state as of the last answer folded in this way (``family_bases``). One answer dated a
    year ahead then costs each later answer the few answers past the base, not the whole
    history; without a base (or one past *at*) the whole history is folded once, and the
    base is kept at *at*."""
    base = conn.execute(_SELECT_BASE, (trainee_id, family, target_ms)).fetchone()
    if base is not None and (base[0], base[1]) < at:
        state, last_seq, since = _state(name, base[2:]), base[1], (base[0], base[0], base[1])
        rows = conn.execute(_FAMILY_ATTEMPTS_AFTER, (trainee_id, family, *since))
    else:
        state, last_seq = FamilyState(name), 0
        rows = conn.execute(_FAMILY_ATTEMPTS, (trainee_id, family))
    kept = state, at
    for seq, credit, ms, ts in rows:
        state = advance(state, credit / 1000, ms, ts, target_ms)
        last_seq = seq
        if (ts, seq) <= at:
            kept = state, (ts, seq)
    (base_state, (base_ts, base_seq)) = kept
    conn.execute(_UPSERT_BASE, (trainee_id, family, target_ms, base_ts, base_seq,
                                *_values(base_state)))  # fmt: skip
    return state, last_seq


def refold(
    conn: sqlite3.Connection,
    trainee_id: int,
    families: Iterable[tuple[int, int]],
    house: HouseSettings,
    names: Mapping[int, str],
) -> None:
    """Recompute the state of each ``(family, skill)`` of the trainee from its attempts
    (inside the caller's transaction): after answers older than a family's last were
    written at once (an import, a pull from the school's site), or after some were
    removed (copies the school's site no longer counts).

    The trainee's attempts are read in one pass for all the families (not a pass per
    family): the cost grows with the trainee's history once, whatever was merged."""
    skills = dict(families)
    wanted = sorted(skills)
    for start in range(0, len(wanted), _REFOLD_BATCH):
        part = wanted[start : start + _REFOLD_BATCH]
        rows = conn.execute(
            "SELECT family, seq, credit, response_ms, ts FROM attempts "
            f"WHERE trainee_id = ? AND family IN ({', '.join('?' * len(part))}) "
            "ORDER BY family, ts, seq",
            (trainee_id, *part),
        )
        answers: dict[int, list[tuple[int, int, int]]] = {}
        last_seqs: dict[int, int] = {}
        for family, seq, credit, ms, ts in rows:
            answers.setdefault(family, []).append((credit, ms, ts))
            last_seqs[family] = seq
        for family in part:
            conn.execute(_DELETE_BASE, (trainee_id, family))  # answers may have come before it
            target = house.target_ms(names[skills[family]])
            state = fold(FamilyState(names[family]), answers.get(family, ()), target)
            _save(conn, trainee_id, family, skills[family], target, last_seqs.get(family, 0), state)


def family_states(
    conn: sqlite3.Connection,
    trainee_id: int,
    house: HouseSettings,
    names: Mapping[int, str],
    *,
    save: bool,
) -> dict[str, FamilyState]:
    """Every family the trainee has answered, by family name, each folded against the
    house's current target time. A state folded against a target since changed is
    refolded from its attempts, and saved if *save* (then *conn* must be inside a
    transaction: see :func:`stale_count`)."""
    found: dict[str, FamilyState] = {}
    for family, skill, target, *rest in conn.execute(_SELECT_ALL, (trainee_id,)).fetchall():
        name = names[family]
        wanted = house.target_ms(names[skill])
        if target == wanted:
            found[name] = _state(name, rest)
            continue
        state, last_seq = _fold(conn, trainee_id, family, name, wanted)
        if save:
            _save(conn, trainee_id, family, skill, wanted, last_seq, state)
        found[name] = state
    return found


_SPAN: Final = 3
"""How many windows' worth of a skill's latest answers, per family, are read at most for
the families' windows: enough for families practised in turn, bounded for any history."""
_RECENT_OF_SKILL: Final = (
    "SELECT family, credit, response_ms FROM attempts WHERE trainee_id = ? AND game = ? "
    "AND skill = ? ORDER BY ts DESC, seq DESC LIMIT ?"
)


def with_windows(
    conn: sqlite3.Connection,
    trainee_id: int,
    found: Mapping[str, FamilyState],
    house: HouseSettings,
    names: Mapping[int, str],
) -> dict[str, FamilyState]:
    """The states with each family's latest answers (its mastery window, newest first:
    fully right, and the time over the target). One read per (game, skill) the trainee
    answered, newest first through the index ``attempts_recent``, that stops once each
    of the skill's families has its window, and reads at most :data:`_SPAN` windows per
    family: the cost does not grow with the history. A family left alone that long gets
    the answers found (its window then does not hold the rule, and it is practised
    again). A family's game is the first part of its id (``three-card-poker/payout``),
    as every family of the catalogue is named; a family named otherwise counts in every
    game's share of its skill."""
    size = house.int_value("mastery.window-attempts")
    pairs = conn.execute(
        "SELECT game, skill FROM mastery WHERE trainee_id = ?", (trainee_id,)
    ).fetchall()
    by_skill: dict[int, list[str]] = {}
    for family, skill in conn.execute(
        "SELECT family, skill FROM family_states WHERE trainee_id = ?", (trainee_id,)
    ):
        by_skill.setdefault(skill, []).append(names[family])
    windows: dict[str, list[tuple[bool, float]]] = {}
    for game, skill in pairs:
        target = max(1, house.target_ms(names[skill]))
        prefix = names[game] + "/"
        of_skill = by_skill.get(skill, [])
        ours = [f for f in of_skill if f.startswith(prefix)] or of_skill
        waiting = len(ours)  # families whose window is not yet full
        rows = conn.execute(
            _RECENT_OF_SKILL, (trainee_id, game, skill, _SPAN * size * max(1, waiting))
        )
        for family, credit, ms in rows:
            window = windows.setdefault(names[family], [])
            if len(window) < size:
                window.append((credit == 1000, ms / target))
                if len(window) == size:
                    waiting -= 1
                    if waiting <= 0:
                        break
    return {
        name: dataclasses.replace(state, window=tuple(windows.get(name, ())))
        for name, state in found.items()
    }


def stale_count(
    conn: sqlite3.Connection, trainee_id: int, house: HouseSettings, names: Mapping[int, str]
) -> int:
    """How many of the trainee's states were folded against a target since changed."""
    rows = conn.execute(
        "SELECT skill, target_ms FROM family_states WHERE trainee_id = ?", (trainee_id,)
    ).fetchall()
    return sum(1 for skill, target in rows if house.target_ms(names[skill]) != target)


def rebuild(conn: sqlite3.Connection, house: HouseSettings, names: Mapping[int, str]) -> None:
    """Recompute the three tables from the attempts (inside the caller's transaction)."""
    for table in ("family_states", "open_misses", "day_practice"):
        conn.execute(f"DELETE FROM {table}")
    with contextlib.suppress(sqlite3.OperationalError):  # no such table before version 9
        conn.execute("DELETE FROM family_bases")
    for statement in _REBUILD_PRACTICE:
        conn.execute(statement)
    key: tuple[int, int] | None = None
    state = FamilyState("")
    skill = target = last_seq = 0
    rows = conn.execute(
        "SELECT trainee_id, family, skill, seq, credit, response_ms, ts FROM attempts "
        "ORDER BY trainee_id, family, ts, seq"
    )
    for trainee_id, family, skill_id, seq, credit, ms, ts in rows.fetchall():
        if (trainee_id, family) != key:
            if key is not None:
                _save(conn, key[0], key[1], skill, target, last_seq, state)
            key, skill = (trainee_id, family), skill_id
            target = house.target_ms(names[skill])
            state = FamilyState(names[family])
        state = advance(state, credit / 1000, ms, ts, target)
        last_seq = seq
    if key is not None:
        _save(conn, key[0], key[1], skill, target, last_seq, state)


def house_of(conn: sqlite3.Connection) -> HouseSettings:
    """The house settings as the file holds them (for a migration, before the store has
    loaded them); a stored value no longer valid counts as its default."""
    from trainer.progress.errors import StoreError
    from trainer.progress.settings import SettingValue, setting

    values: dict[str, SettingValue] = {}
    for key, text in conn.execute("SELECT key, value FROM settings").fetchall():
        try:
            values[key] = setting(key).from_text(text)
        except StoreError:
            continue
    return HouseSettings(values)


_QUESTION: Final = "trainee_id, family, difficulty, seed"


_REBUILD_PRACTICE: Final = (
    "INSERT INTO day_practice (trainee_id, day, n, response_ms) "
    "SELECT trainee_id, day, count(*), sum(response_ms) FROM attempts GROUP BY trainee_id, day",
    f"INSERT INTO open_misses ({_QUESTION}, attempt_seq, ts) "
    "SELECT a.trainee_id, a.family, a.difficulty, a.seed, a.seq, a.ts FROM attempts AS a "
    f"JOIN (SELECT max(seq) AS seq FROM attempts GROUP BY {_QUESTION}) "
    "AS latest ON latest.seq = a.seq WHERE a.credit < 1000 AND a.mode != 2",
)
"""What the practice trigger keeps, for all the attempts at once: the days' practice, and
each question's open miss decided by its latest attempt (a miss outside an exam, mode 2,
stays open; any other answer settles an earlier miss)."""
# The answers past a seq, read once by their seqs (NOT INDEXED: not by an index that would
# read the whole history): each question's latest of them (SQLite takes a bare column
# beside max() from the row of the max) decides its open miss, as the trigger would have
# answer by answer: a miss outside an exam opens it (or moves it to the latest), any other
# answer settles it.
_ADD_PRACTICE: Final = (
    "INSERT INTO day_practice (trainee_id, day, n, response_ms) "
    "SELECT trainee_id, day, count(*), sum(response_ms) FROM attempts NOT INDEXED "
    "WHERE seq > ? GROUP BY trainee_id, day ON CONFLICT (trainee_id, day) DO UPDATE SET "
    "n = n + excluded.n, response_ms = response_ms + excluded.response_ms",
    f"CREATE TEMP TABLE added_latest AS SELECT {_QUESTION}, max(seq) AS seq, ts, "
    "credit < 1000 AND mode != 2 AS missed FROM attempts NOT INDEXED WHERE seq > ? "
    f"GROUP BY {_QUESTION}",
)
_PRACTICE_ADDED: Final = (
    "INSERT INTO day_practice (trainee_id, day, n, response_ms) VALUES (?, ?, ?, ?) "
    "ON CONFLICT (trainee_id, day) DO UPDATE SET n = n + excluded.n, "
    "response_ms = response_ms + excluded.response_ms"
)
_ADD_MISSES: Final = (
    f"DELETE FROM open_misses WHERE ({_QUESTION}) IN "
    f"(SELECT {_QUESTION} FROM temp.added_latest WHERE NOT missed)",
    f"INSERT INTO open_misses ({_QUESTION}, attempt_seq, ts) "
    f"SELECT {_QUESTION}, seq, ts FROM temp.added_latest WHERE missed "
    f"ON CONFLICT ({_QUESTION}) DO UPDATE SET attempt_seq = excluded.attempt_seq, "
    "ts = excluded.ts",
    "DROP TABLE temp.added_latest",
)


def add_practice_past(conn: sqlite3.Connection, seq: int) -> None:
    """Add the attempts past *seq*, written with the practice trigger standing aside
    (:func:`trainer.progress.rollups.written_in_bulk`), to the days' practice and the open
    misses, as the trigger would have one by one in the order written."""
    for statement in _ADD_PRACTICE:
        conn.execute(statement, (seq,))
    for statement in _ADD_MISSES:
        conn.execute(statement)


_PRACTICE_KEY_AT: Final = itemgetter(AT["trainee_id"], AT["day"])
_QUESTION_AT: Final = itemgetter(*(AT[c] for c in _QUESTION.split(", ")))


def add_practice_held(conn: sqlite3.Connection, seq: int, rows: Sequence[Sequence[Any]]) -> None:
    """:func:`add_practice_past` for attempts the caller holds in memory (*rows*: every
    attempt past *seq*, each the values of ``attempts``' columns as the store writes them,
    ``attempt_rows.AT``, the first numbered *seq* + 1 and so on): the days' practice
    counted from them by runs of a day, not read back. When none of their trainees has an
    open miss (a first pull to this station), each question's latest opens one if it is
    a miss, and nothing is read back either; otherwise the misses are decided from the
    file as there (a ``GROUP BY`` in SQLite costs less than settling twenty thousand
    questions one by one)."""
    spent = list(map(itemgetter(AT["response_ms"]), rows))
    days: dict[tuple[int, int], tuple[int, int]] = {}
    start = 0
    for key, run in groupby(rows, _PRACTICE_KEY_AT):  # a day's answers come together
        end = start + len(list(run))
        n, ms = days.get(key, (0, 0))
        days[key] = n + end - start, ms + sum(spent[start:end])
        start = end
    conn.executemany(_PRACTICE_ADDED, [(*key, n, ms) for key, (n, ms) in days.items()])
    trainees = sorted({trainee for trainee, _ in days})
    marks = ", ".join("?" * len(trainees))
    if conn.execute(
        f"SELECT 1 FROM open_misses WHERE trainee_id IN ({marks}) LIMIT 1", trainees
    ).fetchone():
        conn.execute(_ADD_PRACTICE[1], (seq,))
        for statement in _ADD_MISSES:
            conn.execute(statement)
    else:
        # Nothing to settle: each question's latest (the last written: a later one
        # replaces it in the dict), when a miss outside an exam (mode 2), opens one.
        latest = dict(zip(map(_QUESTION_AT, rows), range(len(rows)), strict=True))
        conn.executemany(
            f"INSERT INTO open_misses ({_QUESTION}, attempt_seq, ts) VALUES (?, ?, ?, ?, ?, ?)",
            [
                (*question, seq + 1 + i, rows[i][AT["ts"]])
                for question, i in latest.items()
                if rows[i][AT["credit"]] < 1000 and rows[i][AT["mode"]] != 2
            ],
        )


def create_v7(conn: sqlite3.Connection) -> None:
    """Schema version 7: the families' bases (empty: each is made when first needed), and
    a family's answers in time order found without reading the trainee's others. Safe to
    run again on a file whose version number was set back by hand."""
    conn.execute(_BASE_TABLE.replace("CREATE TABLE ", "CREATE TABLE IF NOT EXISTS ", 1))
    conn.execute("CREATE INDEX IF NOT EXISTS attempts_family ON attempts (trainee_id, family, ts)")


def create_v2(conn: sqlite3.Connection) -> None:
    """Schema version 2: the three tables, built from the attempts already stored."""
    for statement in TABLES:
        conn.execute(statement)
    names = {int(i): str(n) for i, n in conn.execute("SELECT id, name FROM labels")}
    rebuild(conn, house_of(conn), names)
