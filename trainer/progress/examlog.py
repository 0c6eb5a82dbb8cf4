"""The exam log: this station's finished sittings, sign-offs and table tests, chained by hash.

Each entry holds what it records as canonical JSON (sorted, compact) and the hash of the
entry before it; its own hash is SHA-256 over both. The entry is written in the same
transaction as the fact it records. :func:`problems` reads the chain and the facts back
and says, in one sentence each, what no longer agrees:

- a fact deleted from the store (its entry names it), or changed after it was recorded
  (the entry's content no longer matches the row);
- an entry whose content no longer matches its own hash (the log itself was edited);
- a link broken (an entry removed, or two entries swapped: each entry names the hash of
  the one before it);
- a finished sitting, sign-off or table test of this station that the log never recorded
  (put into the store from outside Dealer Trainer).

A chain rewritten whole from the first changed entry on agrees with itself; the copy the
school's site holds of every station's chain (pushed with the sittings) is what catches
that, and a removed last entry. Sittings and sign-offs pulled from the site were chained
by the station that recorded them, so they are not chained here.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import uuid
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from typing import Any, Final, Literal, NamedTuple

from trainer.words import QT_TRANSLATE_NOOP, Marked, say, translated

Kind = Literal["sitting", "sign-off", "table-test"]
KINDS: Final[tuple[Kind, ...]] = ("sitting", "sign-off", "table-test")
GENESIS: Final = "0" * 64
"""The "previous hash" of the first entry."""


class LogEntry(NamedTuple):
    """One entry of the chain as stored (and as pushed to the site)."""

    seq: int
    kind: str
    subject: str
    entry: str
    prev: str
    hash: str

    def as_detail(self) -> dict[str, object]:
        """The entry as the site keeps it (the detail of an ``exam-log`` audit event)."""
        return self._asdict()


def entry_text(fields: Mapping[str, object]) -> str:
    """What an entry covers, as the hash covers it: sorted, compact JSON."""
    return json.dumps(fields, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def link_hash(prev: str, entry: str) -> str:
    """An entry's hash: SHA-256 over the previous entry's hash and this entry's content."""
    digest = hashlib.sha256(b"dealer-trainer exam log\0")
    digest.update(prev.encode("ascii") + b"\n" + entry.encode("utf-8"))
    return digest.hexdigest()


def chain_problem(entries: list[LogEntry]) -> str | None:
    """Whether a chain agrees with itself (for a copy with no store beside it: the site's):
    ``None``, or the first entry that does not, in a sentence."""
    prev = GENESIS
    for item in entries:
        if link_hash(item.prev, item.entry) != item.hash:
            return say(_EDITED, seq=item.seq)
        if item.prev != prev:
            return say(_OUT_OF_ORDER, seq=item.seq)
        prev = item.hash
    return None


def _text_uid(raw: bytes | None) -> str | None:
    return None if raw is None else str(uuid.UUID(bytes=bytes(raw)))


_SITTING_SQL: Final = (
    "SELECT x.id, x.exam_id, t.uid, x.session_id, x.started_at, x.finished_at, x.answered, "
    "x.score_permille, x.passed, x.ended_early, x.seed, p.uid, x.station_seq "
    "FROM exam_sittings AS x JOIN trainees AS t ON t.id = x.trainee_id "
    "LEFT JOIN supervisors AS p ON p.id = x.supervised_by "
    "WHERE x.id = ? AND x.finished_at IS NOT NULL"
)
_SIGN_OFF_SQL: Final = (
    "SELECT x.id, x.exam_id, t.uid, x.started_at, x.signoff_uid, p.uid, x.signed_off_at, "
    "x.signoff_seq FROM exam_sittings AS x JOIN trainees AS t ON t.id = x.trainee_id "
    "JOIN supervisors AS p ON p.id = x.signed_off_by WHERE x.id = ?"
)
_TABLE_TEST_SQL: Final = (
    "SELECT x.id, x.exam_id, t.uid, x.started_at, tt.id, tt.game, tt.rubric, "
    "tt.score_permille, tt.pass_mark_percent, tt.passed, p.uid, tt.scored_at "
    "FROM table_tests AS tt JOIN exam_sittings AS x ON x.id = tt.sitting_id "
    "JOIN trainees AS t ON t.id = x.trainee_id "
    "JOIN supervisors AS p ON p.id = tt.scored_by WHERE tt.id = ?"
)


def _about(row: Sequence[Any]) -> dict[str, Any]:
    """The sitting an entry is about: its id, exam, trainee and start (the first columns)."""
    return {
        "sitting": _text_uid(row[0]),
        "exam": _text_uid(row[1]),
        "trainee": _text_uid(row[2]),
        "started_at": row[3],
    }


def _fields(conn: sqlite3.Connection, kind: str, subject: bytes) -> dict[str, Any] | None:
    """What an entry of *kind* about *subject* covers, read from the store now."""
    if kind == "sitting":
        row = conn.execute(_SITTING_SQL, (subject,)).fetchone()
        if row is None:
            return None
        names = ("sitting", "exam", "trainee", "session", "started_at", "finished_at")
        values: dict[str, Any] = dict(zip(names, (_text_uid(v) for v in row[:4]), strict=False))
        values.update(started_at=row[4], finished_at=row[5], answered=row[6])
        values.update(score_permille=row[7], passed=row[8], ended_early=row[9], seed=row[10])
        values.update(supervised_by=_text_uid(row[11]), station_seq=row[12])
        return values
    if kind == "sign-off":
        row = conn.execute(_SIGN_OFF_SQL, (subject,)).fetchone()
        if row is None:
            return None
        return {
            **_about(row),
            "sign_off": _text_uid(row[4]),
            "signed_off_by": _text_uid(row[5]),
            "signed_off_at": row[6],
            "station_seq": row[7],
        }
    row = conn.execute(_TABLE_TEST_SQL, (subject,)).fetchone()
    if row is None:
        return None
    return {
        **_about(row),
        "table_test": _text_uid(row[4]),
        "game": row[5],
        "rubric": json.loads(str(row[6])),
        "score_permille": row[7],
        "pass_mark_percent": row[8],
        "passed": row[9],
        "scored_by": _text_uid(row[10]),
        "scored_at": row[11],
    }


def append(conn: sqlite3.Connection, kind: Kind, subject: bytes) -> None:
    """Chain the entry recording *subject* (a sitting's id, or a table test's), inside the
    caller's transaction, right after the fact was written."""
    fields = _fields(conn, kind, subject)
    if fields is None:
        raise ValueError(f"nothing to record in the exam log for {kind} {subject!r}")
    last = conn.execute("SELECT hash FROM exam_log ORDER BY seq DESC LIMIT 1").fetchone()
    prev = GENESIS if last is None else str(last[0])
    text = entry_text(fields)
    at = fields.get("finished_at") or fields.get("signed_off_at") or fields.get("scored_at")
    # Each entry is a fact of the station's outbox, so the site keeps a copy of the chain.
    conn.execute("UPDATE outbox SET last_seq = last_seq + 1")
    conn.execute(
        "INSERT INTO exam_log (kind, subject, entry, prev, hash, at, station_seq) "
        "VALUES (?, ?, ?, ?, ?, ?, (SELECT last_seq FROM outbox))",
        (kind, subject, text, prev, link_hash(prev, text), int(at or 0)),
    )


# This station's own facts, in the order it numbered them (pulled ones carry no number,
# or 0 for a sign-off made elsewhere).
_UNCHAINED_SQL: Final = (
    "SELECT seq, kind, subject FROM ("
    "SELECT station_seq AS seq, 'sitting' AS kind, id AS subject FROM exam_sittings "
    "WHERE station_seq IS NOT NULL AND finished_at IS NOT NULL "
    "UNION ALL SELECT signoff_seq, 'sign-off', id FROM exam_sittings "
    "WHERE signoff_seq > 0 AND signed_off_by IS NOT NULL "
    "UNION ALL SELECT scored_at, 'table-test', id FROM table_tests) AS f "
    "WHERE NOT EXISTS (SELECT 1 FROM exam_log AS l WHERE l.kind = f.kind "
    "AND l.subject = f.subject) ORDER BY seq"
)


def build(conn: sqlite3.Connection) -> int:
    """Chain what the store already holds (the upgrade to version 10); returns the count."""
    rows = conn.execute(_UNCHAINED_SQL).fetchall()
    for _, kind, subject in rows:
        append(conn, kind, bytes(subject))
    return len(rows)


def entries(conn: sqlite3.Connection, *, after: int = 0) -> list[LogEntry]:
    """The chain from entry *after* + 1 on, in order."""
    rows = conn.execute(
        "SELECT seq, kind, subject, entry, prev, hash FROM exam_log WHERE seq > ? ORDER BY seq",
        (after,),
    ).fetchall()
    return [
        LogEntry(int(r[0]), str(r[1]), str(_text_uid(r[2])), str(r[3]), str(r[4]), str(r[5]))
        for r in rows
    ]


# One whole sentence per (what went wrong, kind of entry), so that each can be translated.
_SENTENCES: Final[dict[tuple[str, str], Marked]] = {
    ("deleted", "sitting"): QT_TRANSLATE_NOOP(
        "store",
        "The exam sitting of {trainee} for “{exam}” begun on {date} was deleted "
        "from the store after it was recorded (exam log entry {seq}).",
    ),
    ("deleted", "sign-off"): QT_TRANSLATE_NOOP(
        "store",
        "The sign-off of the exam sitting of {trainee} for “{exam}” begun on {date} "
        "was removed from the store after it was recorded (exam log entry {seq}).",
    ),
    ("deleted", "table-test"): QT_TRANSLATE_NOOP(
        "store",
        "The {game} table test of the exam sitting of {trainee} for “{exam}” begun "
        "on {date} was deleted from the store after it was recorded (exam log entry {seq}).",
    ),
    ("changed", "sitting"): QT_TRANSLATE_NOOP(
        "store",
        "The exam sitting of {trainee} for “{exam}” begun on {date} was changed in "
        "the store after it was recorded ({fields}; exam log entry {seq}).",
    ),
    ("changed", "sign-off"): QT_TRANSLATE_NOOP(
        "store",
        "The sign-off of the exam sitting of {trainee} for “{exam}” begun on {date} "
        "was changed in the store after it was recorded ({fields}; exam log entry {seq}).",
    ),
    ("changed", "table-test"): QT_TRANSLATE_NOOP(
        "store",
        "The {game} table test of the exam sitting of {trainee} for “{exam}” begun "
        "on {date} was changed in the store after it was recorded ({fields}; exam log "
        "entry {seq}).",
    ),
    ("altered", "sitting"): QT_TRANSLATE_NOOP(
        "store",
        "The exam log's entry {seq}, for the exam sitting of {trainee} for “{exam}” "
        "begun on {date}, was edited: it no longer matches its own hash.",
    ),
    ("altered", "sign-off"): QT_TRANSLATE_NOOP(
        "store",
        "The exam log's entry {seq}, for the sign-off of the exam sitting of {trainee} for "
        "“{exam}” begun on {date}, was edited: it no longer matches its own hash.",
    ),
    ("altered", "table-test"): QT_TRANSLATE_NOOP(
        "store",
        "The exam log's entry {seq}, for the {game} table test of the exam sitting of "
        "{trainee} for “{exam}” begun on {date}, was edited: it no longer matches "
        "its own hash.",
    ),
    ("broken", "sitting"): QT_TRANSLATE_NOOP(
        "store",
        "The exam log's entry {seq}, for the exam sitting of {trainee} for “{exam}” "
        "begun on {date}, does not follow the entry before it: an entry was removed or the "
        "entries were reordered.",
    ),
    ("broken", "sign-off"): QT_TRANSLATE_NOOP(
        "store",
        "The exam log's entry {seq}, for the sign-off of the exam sitting of {trainee} for "
        "“{exam}” begun on {date}, does not follow the entry before it: an entry "
        "was removed or the entries were reordered.",
    ),
    ("broken", "table-test"): QT_TRANSLATE_NOOP(
        "store",
        "The exam log's entry {seq}, for the {game} table test of the exam sitting of "
        "{trainee} for “{exam}” begun on {date}, does not follow the entry before "
        "it: an entry was removed or the entries were reordered.",
    ),
    ("missing", "sitting"): QT_TRANSLATE_NOOP(
        "store",
        "The exam log entry {seq} that the school's site holds, for the exam sitting of "
        "{trainee} for “{exam}” begun on {date}, is missing from this station's "
        "file: it was removed after it reached the site.",
    ),
    ("missing", "sign-off"): QT_TRANSLATE_NOOP(
        "store",
        "The exam log entry {seq} that the school's site holds, for the sign-off of the exam "
        "sitting of {trainee} for “{exam}” begun on {date}, is missing from this "
        "station's file: it was removed after it reached the site.",
    ),
    ("missing", "table-test"): QT_TRANSLATE_NOOP(
        "store",
        "The exam log entry {seq} that the school's site holds, for the {game} table test of "
        "the exam sitting of {trainee} for “{exam}” begun on {date}, is missing "
        "from this station's file: it was removed after it reached the site.",
    ),
    ("rewritten", "sitting"): QT_TRANSLATE_NOOP(
        "store",
        "The exam log entry {seq}, for the exam sitting of {trainee} for “{exam}” "
        "begun on {date}, is not the one the school's site holds: the log in this station's "
        "file was rewritten after it reached the site.",
    ),
    ("rewritten", "sign-off"): QT_TRANSLATE_NOOP(
        "store",
        "The exam log entry {seq}, for the sign-off of the exam sitting of {trainee} for "
        "“{exam}” begun on {date}, is not the one the school's site holds: the log "
        "in this station's file was rewritten after it reached the site.",
    ),
    ("rewritten", "table-test"): QT_TRANSLATE_NOOP(
        "store",
        "The exam log entry {seq}, for the {game} table test of the exam sitting of {trainee} "
        "for “{exam}” begun on {date}, is not the one the school's site holds: the "
        "log in this station's file was rewritten after it reached the site.",
    ),
    ("unlogged", "sitting"): QT_TRANSLATE_NOOP(
        "store",
        "The exam sitting of {trainee} for “{exam}” begun on {date} is not in the "
        "exam log: it was put into the store from outside Dealer Trainer.",
    ),
    ("unlogged", "sign-off"): QT_TRANSLATE_NOOP(
        "store",
        "The sign-off of the exam sitting of {trainee} for “{exam}” begun on {date} "
        "is not in the exam log: it was put into the store from outside Dealer Trainer.",
    ),
    ("unlogged", "table-test"): QT_TRANSLATE_NOOP(
        "store",
        "The {game} table test of the exam sitting of {trainee} for “{exam}” begun "
        "on {date} is not in the exam log: it was put into the store from outside Dealer "
        "Trainer.",
    ),
}


_COPY_BROKEN: Final = QT_TRANSLATE_NOOP(
    "store", "The copy of this station's exam log on the school's site is damaged: {problem}"
)
_UNKNOWN_DAY: Final = QT_TRANSLATE_NOOP("store", "an unknown day", "in the exam log's sentences")
_SOME_TRAINEE: Final = QT_TRANSLATE_NOOP("store", "a trainee", "in the exam log's sentences")
_SOME_EXAM: Final = QT_TRANSLATE_NOOP("store", "an exam", "in the exam log's sentences")
_EDITED: Final = QT_TRANSLATE_NOOP(
    "store", "Exam log entry {seq} does not match its own hash: it was edited."
)
_OUT_OF_ORDER: Final = QT_TRANSLATE_NOOP(
    "store",
    "Exam log entry {seq} does not follow the entry before it: an entry was removed or the "
    "entries were reordered.",
)


def _name(conn: sqlite3.Connection, sql: str, key: str | None, unknown: str) -> str:
    if key is None:
        return unknown
    try:
        raw = uuid.UUID(key).bytes
    except ValueError:
        return unknown
    row = conn.execute(sql, (raw,)).fetchone()
    return unknown if row is None else str(row[0])


def _sentence(
    conn: sqlite3.Connection, problem: str, kind: str, recorded: Mapping[str, Any], **extra: object
) -> str:
    fields = recorded
    from trainer.progress.settings import game_titles

    started = fields.get("started_at")
    when = (
        datetime.fromtimestamp(int(started) / 1000, UTC).date().isoformat()
        if isinstance(started, int)
        else translated(_UNKNOWN_DAY)
    )
    trainee = _name(
        conn,
        "SELECT name FROM trainees WHERE uid = ?",
        fields.get("trainee"),
        translated(_SOME_TRAINEE),
    )
    exam = _name(
        conn, "SELECT name FROM exams WHERE id = ?", fields.get("exam"), translated(_SOME_EXAM)
    )
    game = str(fields.get("game", ""))
    values = {"trainee": trainee, "exam": exam, "date": when, "game": game_titles().get(game, game)}
    values.update({k: str(v) for k, v in extra.items()})
    return say(_SENTENCES[(problem, kind)], **values)


def against_copy(conn: sqlite3.Connection, copy: list[LogEntry]) -> list[str]:
    """What differs between this station's chain and the copy the site holds of it (which
    catches a chain rewritten whole, or its last entries removed, here), a sentence each."""
    found: list[str] = []
    problem = chain_problem(copy)
    if problem is not None:
        found.append(say(_COPY_BROKEN, problem=problem))
    here = {item.seq: item for item in entries(conn)}
    for item in copy:
        kind = item.kind if item.kind in KINDS else "sitting"
        mine = here.get(item.seq)
        # An entry whose content is the site's but whose hash is not only follows one that
        # was changed (the chain was hashed again from there): the changed one is named.
        if mine is None:
            found.append(_sentence(conn, "missing", kind, _loaded(item.entry), seq=item.seq))
        elif mine.entry != item.entry or mine.kind != item.kind:
            found.append(_sentence(conn, "rewritten", kind, _loaded(item.entry), seq=item.seq))
    return found


def _loaded(text: str) -> dict[str, Any]:
    try:
        value = json.loads(text)
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}


def problems(conn: sqlite3.Connection) -> list[str]:
    """Everything in the store that no longer agrees with the exam log, a sentence each
    (empty when the log and the store agree)."""
    found: list[str] = []
    prev = GENESIS
    for item in entries(conn):
        recorded = _loaded(item.entry)
        kind = item.kind if item.kind in KINDS else "sitting"
        if link_hash(item.prev, item.entry) != item.hash:
            found.append(_sentence(conn, "altered", kind, recorded, seq=item.seq))
        elif item.prev != prev:
            found.append(_sentence(conn, "broken", kind, recorded, seq=item.seq))
        prev = item.hash
        now = _fields(conn, kind, uuid.UUID(item.subject).bytes)
        if now is None:
            found.append(_sentence(conn, "deleted", kind, recorded, seq=item.seq))
        elif now != recorded:
            changed = sorted(
                k for k in now.keys() | recorded.keys() if now.get(k) != recorded.get(k)
            )
            words = ", ".join(k.replace("_", " ") for k in changed)
            found.append(_sentence(conn, "changed", kind, recorded, seq=item.seq, fields=words))
    for _, kind, subject in conn.execute(_UNCHAINED_SQL).fetchall():
        fields = _fields(conn, str(kind), bytes(subject)) or {}
        found.append(_sentence(conn, "unlogged", str(kind), fields))
    return found
