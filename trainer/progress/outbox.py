"""The station's side of a school's site, kept in the progress file: outbox and records.

The progress file stays the source of truth for what was answered here, and it is this
station's outbox: every fact recorded here (an attempt, a finished exam sitting, a
sign-off, a settings audit entry) carries ``station_seq``, this station's contiguous
number, and ``site_state.sent_seq`` says how far the site has confirmed (its COMMIT
returned). Records carry the site's id (``uid``) and the version of the site's copy they
were last brought up to (``site_version``); a local edit sets ``site_dirty``, and the
sync sends it by compare-and-set with that version. Nothing here knows PostgreSQL: the
site package (:mod:`trainer.site.sync`) moves what this module reads and writes.
"""

from __future__ import annotations

import json
import sqlite3
import uuid
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Final

from trainer.progress import rollups
from trainer.progress.attempt_rows import AttemptFact
from trainer.progress.attempts import Attempts
from trainer.progress.database import Database
from trainer.progress.days import from_ms
from trainer.progress.errors import NotFoundError, SettingError
from trainer.progress.examlog import LogEntry
from trainer.progress.settings import MASTERY_KEYS, HouseSettings, SettingValue, setting
from trainer.words import QT_TRANSLATE_NOOP, say

OUTBOX_KINDS: Final = ("attempt", "sitting", "sign-off", "audit", "exam-log")
"""The kinds of fact a station sends; an ``exam-log`` entry (issue 29) goes as an audit
event of that kind, whose detail is the entry whole, so the site keeps each station's
chain."""


@dataclass(frozen=True, slots=True)
class OutboxItem:
    """One fact waiting for the site: its kind, its number here, and its fields by name."""

    kind: str
    seq: int
    values: Mapping[str, Any]


@dataclass(frozen=True, slots=True)
class DirtyRecord:
    """A record changed here and not yet accepted by the site."""

    kind: str  # "trainee", "supervisor", "exam", "setting"
    local_id: str
    site_version: int
    values: Mapping[str, Any]


@dataclass(frozen=True, slots=True)
class Conflict:
    """An edit made here that lost to one made elsewhere; shown to the supervisor."""

    id: int
    kind: str
    record: str
    mine: str | None
    theirs: str | None
    by_name: str | None
    at: datetime
    seen: bool


_UNSENT_SQL: Final = {
    "attempt": (
        "SELECT a.station_seq, a.id, t.uid, a.session_id, g.name, s.name, f.name, a.difficulty, "
        "a.seed, a.params, a.answer, a.expected, a.credit, a.response_ms, a.mode, a.ts, a.day "
        "FROM attempts AS a JOIN trainees AS t ON t.id = a.trainee_id "
        "JOIN labels AS g ON g.id = a.game JOIN labels AS s ON s.id = a.skill "
        "JOIN labels AS f ON f.id = a.family "
        "WHERE a.station_seq > ? ORDER BY a.station_seq LIMIT ?"
    ),
    "sitting": (
        "SELECT x.station_seq, x.id, x.exam_id, t.uid, x.session_id, x.started_at, "
        "x.finished_at, x.answered, x.score_permille, x.passed FROM exam_sittings AS x "
        "JOIN trainees AS t ON t.id = x.trainee_id "
        "WHERE x.station_seq > ? ORDER BY x.station_seq LIMIT ?"
    ),
    "sign-off": (
        "SELECT x.signoff_seq, x.signoff_uid, x.id, p.uid, x.signed_off_at "
        "FROM exam_sittings AS x JOIN supervisors AS p ON p.id = x.signed_off_by "
        "WHERE x.signoff_seq > ? ORDER BY x.signoff_seq LIMIT ?"
    ),
    "audit": (
        "SELECT a.station_seq, a.uid, a.changed_at, a.key, p.uid, a.supervisor_name, "
        "a.old_value, a.new_value FROM settings_audit AS a "
        "LEFT JOIN supervisors AS p ON p.id = a.supervisor_id "
        "WHERE a.station_seq > ? ORDER BY a.station_seq LIMIT ?"
    ),
    "exam-log": (
        "SELECT station_seq, seq, kind, subject, entry, prev, hash, at FROM exam_log "
        "WHERE station_seq > ? ORDER BY station_seq LIMIT ?"
    ),
}
_MODES: Final = ("practice", "speed-drill", "exam")


def _uid(raw: bytes) -> str:
    # The UUID's text from its 16 bytes without a UUID object: a push reads 2,000 rows
    # with three each (str(uuid.UUID(bytes=...)) is three times slower).
    h = bytes(raw).hex()
    if len(h) != 32:
        raise ValueError(f"A UUID is 16 bytes, not {len(h) // 2}.")
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def _item(kind: str, row: Sequence[Any]) -> OutboxItem:
    seq = int(row[0])
    if kind == "attempt":
        values: dict[str, Any] = {
            "id": _uid(row[1]),
            "trainee_id": _uid(row[2]),
            "session_id": None if row[3] is None else _uid(row[3]),
            "game": row[4],
            "skill": row[5],
            "family": row[6],
            "difficulty": int(row[7]),
            "seed": int(row[8]),
            "params": row[9],
            "answer": row[10],
            "expected": row[11],
            "credit": int(row[12]),
            "response_ms": int(row[13]),
            "mode": _MODES[int(row[14])],
            "ts": int(row[15]),
            "day": int(row[16]),
        }
    elif kind == "sitting":
        values = {
            "id": _uid(row[1]),
            "exam_id": _uid(row[2]),
            "trainee_id": _uid(row[3]),
            "session_id": _uid(row[4]),
            "started_at": int(row[5]),
            "finished_at": int(row[6]),
            "answered": int(row[7]),
            "score_permille": int(row[8] or 0),
            "passed": bool(row[9]),
        }
    elif kind == "sign-off":
        values = {
            "id": _uid(row[1]),
            "sitting_id": _uid(row[2]),
            "supervisor_id": _uid(row[3]),
            "signed_at": int(row[4]),
        }
    elif kind == "exam-log":
        entry = LogEntry(
            int(row[1]), str(row[2]), _uid(row[3]), str(row[4]), str(row[5]), str(row[6])
        )
        values = {
            # The entry's id is its hash's first 16 bytes: the same entry, the same fact.
            "id": str(uuid.UUID(hex=entry.hash[:32])),
            "at": int(row[7]),
            "kind": "exam-log",
            "supervisor_id": None,
            "subject": str(entry.seq),
            "detail": json.dumps(entry.as_detail(), sort_keys=True),
        }
    else:
        values = {
            "id": _uid(row[1]),
            "at": int(row[2]),
            "kind": "setting-change",
            "supervisor_id": None if row[4] is None else _uid(row[4]),
            "subject": str(row[3]),
            "detail": json.dumps(
                {"supervisor": row[5], "old": row[6], "new": row[7]}, sort_keys=True
            ),
        }
    return OutboxItem(kind, seq, values)


@dataclass(frozen=True, slots=True)
class LanguageChange:
    """A trainee's language choice made here, to send to the site: the trainee's site id,
    the choice, and the version of the site's choice this station last heard (0: none)."""

    uid: str
    language: str
    table_english: bool
    heard_version: int


_LANGUAGE_HEARD: Final = "language "
"""The ``site_state`` key of a trainee's language as the site last said it (their site id
follows): a change here is one that differs from it (no column of the store's own)."""


def _heard(value: object) -> tuple[str, bool, int] | None:
    if value is None:
        return None
    try:
        language, table_english, version = json.loads(str(value))
        return str(language), bool(table_english), int(version)
    except (ValueError, TypeError):
        return None  # unreadable: as if never heard, so the choice here is sent again


class Outbox:
    """This station's facts waiting for the site, its records' site state, and the pulls."""

    def __init__(self, db: Database, attempts: Attempts) -> None:
        self._db = db
        self._attempts = attempts

    # -- the station's own state -------------------------------------------------------

    def state(self) -> dict[str, str]:
        """What the station remembers of its site: station id, sent seq, records version."""
        with self._db.reading() as conn:
            return {str(k): str(v) for k, v in conn.execute("SELECT key, value FROM site_state")}

    def set_state(self, **values: object) -> None:
        """Remember facts about the site (written in one transaction)."""
        with self._db.transaction() as conn:
            for key, value in values.items():
                conn.execute(
                    "INSERT INTO site_state (key, value) VALUES (?, ?) "
                    "ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                    (key, str(value)),
                )

    def head(self) -> int:
        """The highest number this station has given a fact."""
        with self._db.reading() as conn:
            return int(conn.execute("SELECT last_seq FROM outbox").fetchone()[0])

    def sent(self) -> int:
        """The highest number the site has confirmed (every fact up to it is there)."""
        return int(self.state().get("sent_seq", "0"))

    def waiting(self) -> int:
        """How many facts wait for the site."""
        return self.head() - self.sent()

    def waiting_answers(self) -> int:
        """How many answers wait for the site (for the window's quiet status)."""
        sent = self.sent()
        with self._db.reading() as conn:
            row = conn.execute("SELECT count(*) FROM attempts WHERE station_seq > ?", (sent,))
            return int(row.fetchone()[0])

    def unsent(self, limit: int) -> list[OutboxItem]:
        """The next *limit* facts after the confirmed number, in number order."""
        after = self.sent()
        found: list[OutboxItem] = []
        with self._db.reading() as conn:
            for kind in OUTBOX_KINDS:
                rows = conn.execute(_UNSENT_SQL[kind], (after, limit)).fetchall()
                found.extend(_item(kind, row) for row in rows)
        found.sort(key=lambda item: item.seq)
        return found[:limit]

    def mark_sent(self, seq: int) -> None:
        """Record that the site committed every fact up to *seq* (never moves back)."""
        with self._db.transaction() as conn:
            conn.execute(
                "INSERT INTO site_state (key, value) VALUES ('sent_seq', ?) "
                "ON CONFLICT (key) DO UPDATE SET "
                "value = max(CAST(value AS INTEGER), CAST(excluded.value AS INTEGER))",
                (str(seq),),
            )

    # -- records changed here ----------------------------------------------------------

    def dirty(self) -> list[DirtyRecord]:
        """Every record changed here that the site has not accepted, supervisors first
        (facts and other records refer to them), then trainees, exams and settings."""
        found: list[DirtyRecord] = []
        with self._db.reading() as conn:
            for row in conn.execute(
                "SELECT id, uid, name, pin_hash, created_at, site_version FROM supervisors "
                "WHERE site_dirty ORDER BY id"
            ):
                values = {
                    "id": _uid(row[1]),
                    "name": row[2],
                    "pin_hash": row[3],
                    "created_at": int(row[4]),
                }
                found.append(DirtyRecord("supervisor", str(row[0]), int(row[5]), values))
            for row in conn.execute(
                "SELECT id, uid, name, pin_hash, created_at, archived_at, site_version "
                "FROM trainees WHERE site_dirty ORDER BY id"
            ):
                values = {
                    "id": _uid(row[1]),
                    "name": row[2],
                    "pin_hash": row[3],
                    "created_at": int(row[4]),
                    "archived_at": row[5],
                }
                found.append(DirtyRecord("trainee", str(row[0]), int(row[6]), values))
            for row in conn.execute(
                "SELECT e.id, e.name, e.games, e.skills, e.question_count, e.time_limit_seconds, "
                "e.pass_mark_percent, e.seed, p.uid, e.created_at, e.retired_at, e.site_version "
                "FROM exams AS e JOIN supervisors AS p ON p.id = e.created_by "
                "WHERE e.site_dirty ORDER BY e.created_at"
            ):
                values = {
                    "id": _uid(row[0]),
                    "name": row[1],
                    "games": tuple(json.loads(row[2])),
                    "skills": tuple(json.loads(row[3])),
                    "question_count": int(row[4]),
                    "time_limit_seconds": int(row[5]),
                    "pass_mark_percent": int(row[6]),
                    "seed": int(row[7]),
                    "created_by": _uid(row[8]),
                    "created_at": int(row[9]),
                    "retired_at": row[10],
                }
                found.append(DirtyRecord("exam", values["id"], int(row[11]), values))
            for key, value, version in conn.execute(
                "SELECT key, value, site_version FROM settings WHERE site_dirty ORDER BY key"
            ):
                by = conn.execute(
                    "SELECT p.uid FROM settings_audit AS a JOIN supervisors AS p "
                    "ON p.id = a.supervisor_id WHERE a.key = ? ORDER BY a.id DESC LIMIT 1",
                    (key,),
                ).fetchone()
                values = {"value": value, "supervisor": None if by is None else _uid(by[0])}
                found.append(DirtyRecord("setting", str(key), int(version), values))
        return found

    def accept(self, record: DirtyRecord, site_id: str, version: int) -> None:
        """The site accepted (or already had) *record*: it is now at *version*, not dirty.

        *site_id* is the site's id for it, which differs from ours when the site merged a
        trainee or supervisor made here into one of the same name made elsewhere.
        """
        table = {"trainee": "trainees", "supervisor": "supervisors"}.get(record.kind)
        with self._db.transaction() as conn:
            if table is not None:
                conn.execute(
                    f"UPDATE {table} SET uid = ?, site_version = ?, site_dirty = 0 WHERE id = ?",
                    (uuid.UUID(site_id).bytes, version, int(record.local_id)),
                )
            elif record.kind == "exam":
                conn.execute(
                    "UPDATE exams SET site_version = ?, site_dirty = 0 WHERE id = ?",
                    (version, uuid.UUID(record.local_id).bytes),
                )
            else:
                conn.execute(
                    "UPDATE settings SET site_version = ?, site_dirty = 0 WHERE key = ?",
                    (version, record.local_id),
                )

    def note_conflict(
        self,
        kind: str,
        record: str,
        mine: str | None,
        theirs: str | None,
        by_name: str | None,
    ) -> None:
        """Keep a lost edit to show the supervisor who made it."""
        with self._db.transaction() as conn:
            conn.execute(
                "INSERT INTO site_conflicts (kind, record, mine, theirs, by_name, at) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                (kind, record, mine, theirs, by_name, self._db.now_ms()),
            )

    def conflicts(self, *, unseen_only: bool = False) -> tuple[Conflict, ...]:
        """The edits made here that lost at the site, newest first."""
        with self._db.reading() as conn:
            rows = conn.execute(
                "SELECT id, kind, record, mine, theirs, by_name, at, seen FROM site_conflicts "
                "WHERE NOT (? AND seen) ORDER BY id DESC",
                (unseen_only,),
            ).fetchall()
        return tuple(
            Conflict(int(i), k, r, m, t, b, from_ms(int(at)), bool(seen))
            for i, k, r, m, t, b, at, seen in rows
        )

    def mark_conflicts_seen(self) -> None:
        """The supervisor has seen the conflicts."""
        with self._db.transaction() as conn:
            conn.execute("UPDATE site_conflicts SET seen = 1 WHERE NOT seen")

    # -- records from the site ---------------------------------------------------------

    def apply_supervisor(
        self, site_id: str, name: str, pin_hash: str, created_at: int, version: int
    ) -> None:
        """Bring the site's copy of a supervisor here (unless it is being changed here)."""
        uid = uuid.UUID(site_id).bytes
        key = " ".join(name.split()).casefold()
        with self._db.transaction() as conn:
            row = conn.execute(
                "SELECT id, site_dirty, site_version FROM supervisors WHERE uid = ?", (uid,)
            ).fetchone()
            if row is None:
                row = conn.execute(
                    "SELECT id, site_dirty, site_version FROM supervisors "
                    "WHERE name_key = ? AND site_version = 0",
                    (key,),
                ).fetchone()
            if row is None:
                conn.execute(
                    "INSERT INTO supervisors (name, name_key, pin_hash, created_at, uid, "
                    "site_version, site_dirty) VALUES (?, ?, ?, ?, ?, ?, 0)",
                    (name, key, pin_hash, created_at, uid, version),
                )
            elif (not row[1] and int(row[2]) < version) or int(row[2]) == 0:
                # (a version this station has already may come again from the site: the
                # PIN hash kept here must stay)
                conn.execute(
                    "UPDATE supervisors SET uid = ?, name = ?, name_key = ?, pin_hash = ?, "
                    "site_version = ?, site_dirty = 0 WHERE id = ?",
                    (uid, name, key, pin_hash, version, int(row[0])),
                )

    def supervisor_site_id(self, name: str) -> tuple[str, str] | None:
        """A supervisor's site id and the PIN hash this station holds, by name (``None``
        when there is no such supervisor here)."""
        key = " ".join(name.split()).casefold()
        with self._db.reading() as conn:
            row = conn.execute(
                "SELECT uid, pin_hash FROM supervisors WHERE name_key = ? AND removed_at IS NULL",
                (key,),
            ).fetchone()
        return None if row is None or row[0] is None else (_uid(row[0]), str(row[1]))

    def keep_supervisor_pin(self, site_id: str, pin_hash: str) -> None:
        """Keep the hash of a PIN the site has just proved right, so that the supervisor
        signs in at this station offline from now on (until the site changes them)."""
        uid = uuid.UUID(site_id).bytes
        with self._db.transaction() as conn:
            conn.execute("UPDATE supervisors SET pin_hash = ? WHERE uid = ?", (pin_hash, uid))
            # Not an edit to send: the site has this PIN already.
            conn.execute("UPDATE supervisors SET site_dirty = 0 WHERE uid = ?", (uid,))

    def apply_trainee(
        self,
        site_id: str,
        name: str,
        pin_hash: str | None,
        created_at: int,
        archived_at: int | None,
        version: int,
    ) -> None:
        """Bring the site's copy of a trainee here (unless they are being changed here)."""
        uid = uuid.UUID(site_id).bytes
        key = " ".join(name.split()).casefold()
        db = self._db
        with db.transaction() as conn:
            row = conn.execute(
                "SELECT id, site_dirty, site_version, archived_at FROM trainees WHERE uid = ?",
                (uid,),
            ).fetchone()
            if row is None:
                row = conn.execute(
                    "SELECT id, site_dirty, site_version, archived_at FROM trainees "
                    "WHERE name_key = ? AND archived_at IS NULL AND site_version = 0",
                    (key,),
                ).fetchone()
            if row is None:
                conn.execute(
                    "INSERT INTO trainees (name, name_key, pin_hash, created_at, archived_at, "
                    "uid, site_version, site_dirty) VALUES (?, ?, ?, ?, ?, ?, ?, 0)",
                    (name, key, pin_hash, created_at, archived_at, uid, version),
                )
                return
            if row[1] and int(row[2]) != 0:
                return  # changed here: the sync sends it, and a conflict is shown then
            local_id, was_archived = int(row[0]), row[3] is not None
            conn.execute(
                "UPDATE trainees SET uid = ?, name = ?, name_key = ?, pin_hash = ?, "
                "archived_at = ?, site_version = ?, site_dirty = 0 WHERE id = ?",
                (uid, name, key, pin_hash, archived_at, version, local_id),
            )
            if was_archived != (archived_at is not None):
                rollups.shift_class(conn, local_id, -1 if archived_at is not None else 1)

    # -- each trainee's language on the site (site schema 5) ----------------------------

    def language_changes(self) -> list[LanguageChange]:
        """Each trainee the site knows whose language choice here differs from the site's
        as this station last heard it (a choice made here since, to send)."""
        heard = self._languages_heard()
        found: list[LanguageChange] = []
        with self._db.reading() as conn:
            rows = conn.execute(
                "SELECT uid, language, table_english FROM trainees "
                "WHERE uid IS NOT NULL AND site_version > 0 ORDER BY id"
            ).fetchall()
        for raw, language, table_english in rows:
            uid = _uid(raw)
            mine = (str(language), bool(table_english))
            theirs = heard.get(uid, ("", False, 0))
            if mine != theirs[:2]:
                found.append(LanguageChange(uid, mine[0], mine[1], theirs[2]))
        return found

    def apply_language(self, uid: str, language: str, table_english: bool, version: int) -> bool:
        """The site's copy of a trainee's language choice: kept here, and taken as the
        trainee's unless they made another here that is not sent yet (it goes with the
        next sync, against this version). ``True`` if the trainee's choice changed here."""
        key = f"{_LANGUAGE_HEARD}{uid}"
        with self._db.transaction() as conn:
            row = conn.execute(
                "SELECT t.id, t.language, t.table_english, s.value FROM trainees AS t "
                "LEFT JOIN site_state AS s ON s.key = ? WHERE t.uid = ?",
                (key, uuid.UUID(uid).bytes),
            ).fetchone()
            if row is None:
                return False
            heard = _heard(row[3])
            mine = (str(row[1]), bool(row[2]))
            if mine != (heard or ("", False, 0))[:2]:
                return False  # chosen here since: sent next, and the site decides
            if heard is not None and heard[2] >= version:
                return False  # nothing newer than what this station heard
            conn.execute(
                "INSERT INTO site_state (key, value) VALUES (?, ?) "
                "ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                (key, json.dumps([language, table_english, version])),
            )
            if mine == (language, table_english):
                return False
            conn.execute(
                "UPDATE trainees SET language = ?, table_english = ? WHERE id = ?",
                (language, int(table_english), int(row[0])),
            )
            return True

    def language_sent(
        self, sent: LanguageChange, language: str, table_english: bool, version: int
    ) -> None:
        """The site answered the choice *sent* with the one in force (*sent*'s when it
        took it, another made first elsewhere when not): remember it as heard, and take
        it here unless the trainee chose again meanwhile (then that goes next)."""
        with self._db.transaction() as conn:
            conn.execute(
                "INSERT INTO site_state (key, value) VALUES (?, ?) "
                "ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                (f"{_LANGUAGE_HEARD}{sent.uid}", json.dumps([language, table_english, version])),
            )
            conn.execute(
                "UPDATE trainees SET language = ?, table_english = ? "
                "WHERE uid = ? AND language = ? AND table_english = ?",
                (
                    language,
                    int(table_english),
                    uuid.UUID(sent.uid).bytes,
                    sent.language,
                    int(sent.table_english),
                ),
            )

    def _languages_heard(self) -> dict[str, tuple[str, bool, int]]:
        with self._db.reading() as conn:
            rows = conn.execute(
                "SELECT key, value FROM site_state WHERE key LIKE ?", (f"{_LANGUAGE_HEARD}%",)
            ).fetchall()
        found: dict[str, tuple[str, bool, int]] = {}
        for key, value in rows:
            heard = _heard(value)
            if heard is not None:
                found[str(key).removeprefix(_LANGUAGE_HEARD)] = heard
        return found

    def apply_exam(self, values: Mapping[str, Any], version: int) -> None:
        """Bring the site's copy of an exam here."""
        exam_id = uuid.UUID(str(values["id"])).bytes
        with self._db.transaction() as conn:
            creator = conn.execute(
                "SELECT id FROM supervisors WHERE uid = ?",
                (uuid.UUID(str(values["created_by"])).bytes,),
            ).fetchone()
            if creator is None:
                return  # its supervisor comes with the same pull, first
            row = conn.execute(
                "SELECT site_dirty, site_version FROM exams WHERE id = ?", (exam_id,)
            ).fetchone()
            if row is None:
                conn.execute(
                    "INSERT INTO exams (id, name, games, skills, question_count, "
                    "time_limit_seconds, pass_mark_percent, seed, created_by, created_at, "
                    "retired_at, site_version, site_dirty) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0)",
                    (
                        exam_id,
                        values["name"],
                        json.dumps(list(values["games"])),
                        json.dumps(list(values["skills"])),
                        values["question_count"],
                        values["time_limit_seconds"],
                        values["pass_mark_percent"],
                        values["seed"],
                        int(creator[0]),
                        values["created_at"],
                        values["retired_at"],
                        version,
                    ),
                )
            elif not row[0] or int(row[1]) == 0:
                conn.execute(
                    "UPDATE exams SET retired_at = ?, site_version = ?, site_dirty = 0 "
                    "WHERE id = ?",
                    (values["retired_at"], version, exam_id),
                )

    def apply_settings(self, values: Iterable[tuple[str, str, int]]) -> list[str]:
        """Bring the site's house settings here (those not being changed here); returns
        the keys that changed. Values this Dealer Trainer cannot read are skipped."""
        db = self._db
        changed: list[str] = []
        with db.lock:
            candidate: dict[str, SettingValue] = dict(db.settings)
            with db.transaction() as conn:
                for key, text, version in values:
                    try:
                        spec = setting(key)
                    except SettingError:
                        continue  # a setting a newer Dealer Trainer declares
                    row = conn.execute(
                        "SELECT value, site_dirty, site_version FROM settings WHERE key = ?",
                        (key,),
                    ).fetchone()
                    if row is not None and row[1] and int(row[2]) != 0:
                        continue
                    try:
                        value = spec.from_text(text)
                    except SettingError:  # a value this Dealer Trainer refuses keeps ours
                        continue
                    conn.execute(
                        "INSERT INTO settings (key, value, site_version, site_dirty) "
                        "VALUES (?, ?, ?, 0) ON CONFLICT (key) DO UPDATE SET "
                        "value = excluded.value, site_version = excluded.site_version, "
                        "site_dirty = 0",
                        (key, text, version),
                    )
                    if candidate.get(key) != value:
                        candidate[key] = value
                        changed.append(key)
                new_settings = HouseSettings(candidate)
                if MASTERY_KEYS.intersection(changed):
                    rollups.refresh_all_mastery(conn, new_settings, db.label_names)
            db.settings = new_settings
        return changed

    def drop_local_edit(self, record: DirtyRecord) -> None:
        """After a lost edit: ours is no longer waiting, so the site's copy can replace it."""
        table, key = {
            "trainee": ("trainees", "id"),
            "supervisor": ("supervisors", "id"),
            "exam": ("exams", "id"),
            "setting": ("settings", "key"),
        }[record.kind]
        local: object = record.local_id
        if record.kind in ("trainee", "supervisor"):
            local = int(record.local_id)
        elif record.kind == "exam":
            local = uuid.UUID(record.local_id).bytes
        with self._db.transaction() as conn:
            conn.execute(f"UPDATE {table} SET site_dirty = 0 WHERE {key} = ?", (local,))

    # -- a trainee's facts from the site -----------------------------------------------

    def trainee_uid(self, trainee_id: int) -> str:
        """The site's id of a trainee of this store."""
        with self._db.reading() as conn:
            row = conn.execute("SELECT uid FROM trainees WHERE id = ?", (trainee_id,)).fetchone()
        if row is None:
            raise NotFoundError(
                say(QT_TRANSLATE_NOOP("store", "There is no trainee with id {id}."), id=trainee_id)
            )
        return _uid(row[0])

    def pull_cursor(self, trainee_id: int) -> int:
        """Where the last pull of this trainee's facts from the site ended (0: never)."""
        with self._db.reading() as conn:
            row = conn.execute(
                "SELECT cursor FROM site_pulls WHERE trainee_id = ?", (trainee_id,)
            ).fetchone()
        return 0 if row is None else int(row[0])

    def add_pulled(
        self,
        trainee_id: int,
        attempts: Sequence[AttemptFact],
        station_of: Mapping[str, str],
        cursor: int,
        sittings: Sequence[Any] = (),
        sign_offs: Sequence[Any] = (),
    ) -> int:
        """Store what one pull brought of a trainee from other stations (skipping what is
        here already) in one transaction with the new cursor: their answers, their
        finished exam sittings and the sign-offs of those (so certificates cover the
        school); returns how many answers were new. The rollups and mastery are
        recomputed from them, as for answers given here. A sitting of an exam, or a
        sign-off by a supervisor, this station does not hold yet keeps the cursor where it
        was: it comes again with the next pull (a killed pull leaves nothing half-done)."""

        def with_them(conn: sqlite3.Connection) -> bool:
            return _write_sittings(conn, trainee_id, sittings, sign_offs, station_of)

        return self._attempts.add_from_site(
            trainee_id, attempts, station_of, cursor, with_them=with_them
        )

    def drop_voided(self, by_trainee: Mapping[str, Sequence[str]], cursor: int) -> int:
        """Drop the copies of answers the site no longer counts (a retired station's), by
        the site's trainee id, and remember the site's cursor; returns how many went."""
        removed = self._attempts.drop_from_site(by_trainee)
        self.set_state(voided_cursor=cursor)
        return removed


def _write_sittings(
    conn: sqlite3.Connection,
    trainee_id: int,
    sittings: Sequence[Any],
    sign_offs: Sequence[Any],
    station_of: Mapping[str, str],
) -> bool:
    """Write a trainee's finished exam sittings from other stations and the sign-offs of
    their sittings (inside the caller's transaction); ``False`` if one waits for a record
    this station does not hold yet (its exam, the supervisor who signed it off)."""
    placed = True
    for sitting in sittings:
        sitting_id = uuid.UUID(sitting.id).bytes
        exam_id = uuid.UUID(sitting.exam_id).bytes
        if conn.execute("SELECT 1 FROM exams WHERE id = ?", (exam_id,)).fetchone() is None:
            placed = False
            continue
        session_id = uuid.UUID(sitting.session_id).bytes
        conn.execute(
            "INSERT INTO sessions (id, trainee_id, mode, station, started_at, ended_at) "
            "VALUES (?, ?, 2, ?, ?, ?) ON CONFLICT (id) DO NOTHING",
            (
                session_id,
                trainee_id,
                station_of.get(sitting.id, "the site"),
                sitting.started_at,
                sitting.finished_at,
            ),
        )
        conn.execute(
            "INSERT INTO exam_sittings (id, exam_id, trainee_id, session_id, started_at, "
            "finished_at, answered, score_permille, passed) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING",
            (
                sitting_id,
                exam_id,
                trainee_id,
                session_id,
                sitting.started_at,
                sitting.finished_at,
                sitting.answered,
                sitting.score_permille,
                sitting.passed,
            ),
        )
    for sign_off in sign_offs:
        supervisor = conn.execute(
            "SELECT id FROM supervisors WHERE uid = ?",
            (uuid.UUID(sign_off.supervisor_id).bytes,),
        ).fetchone()
        if supervisor is None:
            placed = False
            continue
        # signoff_seq 0: a sign-off made elsewhere is not this station's to send.
        conn.execute(
            "UPDATE exam_sittings SET signed_off_by = ?, signed_off_at = ?, "
            "signoff_seq = 0, signoff_uid = ? WHERE id = ? AND signed_off_by IS NULL",
            (
                int(supervisor[0]),
                sign_off.signed_at,
                uuid.UUID(sign_off.id).bytes,
                uuid.UUID(sign_off.sitting_id).bytes,
            ),
        )
    return placed
