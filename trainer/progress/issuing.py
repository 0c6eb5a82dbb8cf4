"""Issuing and revoking the school's credentials (see :mod:`trainer.progress.credentials`).

A supervisor issues a credential for a passed, signed-off exam sitting: the store builds
its facts from the sitting, signs it with the school's key (:mod:`trainer.progress.identity`)
and keeps the signed token, so that the same credential is handed out again (a sitting
has one live credential at a time). A supervisor revokes one with a reason; the revoked
ids make the school's signed revocation list.
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from typing import Any, Final, NamedTuple

from trainer.progress.credentials import (
    LevelLine,
    Revocation,
    RubricLine,
    SittingFacts,
    TableTestScore,
    sign_credential,
    sign_revocations,
    sign_summary,
)
from trainer.progress.database import Database
from trainer.progress.days import from_ms
from trainer.progress.errors import InvalidValueError, NotFoundError, StoreError
from trainer.progress.exams import _exam_by_id, _sitting_by_id
from trainer.progress.fields import uuid_bytes, uuid_text
from trainer.progress.identity import SchoolKey
from trainer.progress.records import Supervisor, new_id
from trainer.progress.settings import game_titles
from trainer.progress.trainees import supervisor_name, trainee_by_id
from trainer.words import QT_TRANSLATE_NOOP, say

LONGEST_REASON: Final = 200
DEFAULT_SCHOOL: Final = "Dealer Trainer"
"""The issuer's name when the house has not set ``school.name``."""


@dataclass(frozen=True, slots=True)
class IssuedCredential:
    """A credential the school issued: its signed token, the QR summary, who issued it,
    and, once revoked, who revoked it, when and why."""

    id: str
    sitting_id: str
    trainee: str
    exam: str
    token: str
    summary: str
    issued_at: datetime
    issued_by: str
    revoked_at: datetime | None = None
    revoked_by: str | None = None
    revoked_reason: str | None = None

    @property
    def urn(self) -> str:
        """The credential's id as the credential states it."""
        return f"urn:uuid:{self.id}"

    @property
    def is_revoked(self) -> bool:
        """Whether the school revoked it."""
        return self.revoked_at is not None


class _Row(NamedTuple):
    id: bytes
    sitting_id: bytes
    trainee: str
    exam: str
    token: str
    summary: str
    issued_at: int
    issued_by: str
    revoked_at: int | None
    revoked_by: str | None
    revoked_reason: str | None


_SELECT: Final = """SELECT c.id, c.sitting_id, t.name, e.name, c.token, c.summary, c.issued_at,
    i.name, c.revoked_at, r.name, c.revoked_reason
    FROM credentials AS c
    JOIN exam_sittings AS s ON s.id = c.sitting_id
    JOIN trainees AS t ON t.id = s.trainee_id
    JOIN exams AS e ON e.id = s.exam_id
    JOIN supervisors AS i ON i.id = c.issued_by
    LEFT JOIN supervisors AS r ON r.id = c.revoked_by"""


def _issued(row: Sequence[Any]) -> IssuedCredential:
    named = _Row._make(row)
    return IssuedCredential(
        id=uuid_text(named.id),
        sitting_id=uuid_text(named.sitting_id),
        trainee=str(named.trainee),
        exam=str(named.exam),
        token=str(named.token),
        summary=str(named.summary),
        issued_at=from_ms(int(named.issued_at)),
        issued_by=str(named.issued_by),
        revoked_at=None if named.revoked_at is None else from_ms(int(named.revoked_at)),
        revoked_by=None if named.revoked_by is None else str(named.revoked_by),
        revoked_reason=None if named.revoked_reason is None else str(named.revoked_reason),
    )


def school_key_of(
    conn: sqlite3.Connection, secret: bytes | None, *, renew: bool = False
) -> tuple[int, SchoolKey] | None:
    """The school's current key pair and its row id; ``None`` when its private half cannot
    be had here (a backup restored from another station holds it wrapped under that
    station's secret). With *renew* (inside a write transaction) such a key is retired and
    a new one made: credentials it signed still check against its public half."""
    from trainer.progress.backups import held_school_key
    from trainer.progress.identity import new_private_key, public_of

    row = conn.execute("SELECT id, private, public FROM school_keys WHERE current = 1").fetchone()
    if row is None:
        raise StoreError(
            say(
                QT_TRANSLATE_NOOP(
                    "credentials", "This store holds no school key; it cannot sign credentials."
                )
            )
        )
    public = bytes(row[2])
    private = held_school_key(bytes(row[1]), public, secret)
    if private is not None:
        return int(row[0]), SchoolKey(private, public)
    if not renew:
        return None
    conn.execute("UPDATE school_keys SET current = 0 WHERE current = 1")
    fresh = new_private_key()
    cursor = conn.execute(
        "INSERT INTO school_keys (private, public, made_at, current) VALUES (?, ?, ?, 1)",
        (fresh, public_of(fresh), int(time.time() * 1000)),
    )
    return int(cursor.lastrowid or 0), SchoolKey(fresh, public_of(fresh))


class Credentials:
    """The school's key and the credentials it issued."""

    def __init__(self, db: Database) -> None:
        self._db = db

    def school_key(self) -> SchoolKey:
        """The school's current key pair."""
        with self._db.reading() as conn:
            held = school_key_of(conn, self._db.secret)
        if held is None:
            with self._db.transaction() as conn:
                held = school_key_of(conn, self._db.secret, renew=True)
        assert held is not None
        return held[1]

    def set_school_key(self, private: bytes) -> None:
        """Sign with the key pair of *private* from now on (the school's, from its site);
        the keys this store held before stay held, so what they signed still checks."""
        from trainer.progress.identity import KEY_BYTES, public_of

        if not isinstance(private, bytes) or len(private) != KEY_BYTES:
            raise InvalidValueError(
                say(
                    QT_TRANSLATE_NOOP("store", "A school key must be {count} bytes."),
                    count=KEY_BYTES,
                )
            )
        public = public_of(private)
        with self._db.transaction() as conn:
            conn.execute("UPDATE school_keys SET current = 0 WHERE current = 1")
            conn.execute(
                "INSERT INTO school_keys (private, public, made_at, current) VALUES (?, ?, ?, 1) "
                "ON CONFLICT (public) DO UPDATE SET private = excluded.private, current = 1",
                (private, public, self._db.now_ms()),
            )

    def held_publics(self) -> list[bytes]:
        """The public halves of every key this store held, the current one first."""
        return self._db.school_publics()

    def issue(
        self,
        sitting_id: str,
        *,
        by: Supervisor,
        table_tests: tuple[TableTestScore, ...] = (),
        levels: tuple[LevelLine, ...] = (),
    ) -> IssuedCredential:
        """The sitting's live credential, issued now by *by* if it has none yet."""
        db = self._db
        sitting_bytes = uuid_bytes(sitting_id, "sitting id")
        with db.transaction() as conn:
            supervisor_name(conn, by.id)
            live = conn.execute(
                f"{_SELECT} WHERE c.sitting_id = ? AND c.revoked_at IS NULL", (sitting_bytes,)
            ).fetchone()
            if live is not None:
                return _issued(live)
            sitting = _sitting_by_id(conn, sitting_id)
            exam = _exam_by_id(conn, sitting.exam_id)
            if (
                sitting.finished_at is None
                or sitting.score_percent is None
                or not sitting.passed
                or sitting.signed_off_by is None
                or sitting.signed_off_at is None
            ):
                raise StoreError(
                    say(
                        QT_TRANSLATE_NOOP(
                            "credentials",
                            "A credential is issued only for a passed exam that a supervisor "
                            "signed off, and this sitting of \u201c{exam}\u201d is not one.",
                        ),
                        exam=exam.name,
                    )
                )
            trainee = trainee_by_id(conn, sitting.trainee_id)
            uid = conn.execute(
                "SELECT uid FROM trainees WHERE id = ?", (sitting.trainee_id,)
            ).fetchone()[0]
            held = school_key_of(conn, db.secret, renew=True)
            assert held is not None  # renew makes a key where none is held
            key_id, key = held
            school = db.settings.text_value("school.name") or DEFAULT_SCHOOL
            credential_id = new_id()
            now = db.now_ms()
            facts = SittingFacts(
                credential_id=credential_id,
                school=school,
                trainee_uid=uuid_text(uid) if uid is not None else new_id(),
                trainee=trainee.name,
                exam_id=exam.id,
                exam=exam.name,
                games=tuple((g, game_titles().get(g, g)) for g in exam.games),
                skills=exam.skills,
                score_percent=sitting.score_percent,
                pass_mark_percent=exam.pass_mark_percent,
                passed=True,
                finished_at=sitting.finished_at,
                signed_off_by=supervisor_name(conn, sitting.signed_off_by),
                signed_off_at=sitting.signed_off_at,
                station=db.station,
                issued_at=from_ms(now),
                table_tests=table_tests,
                levels=levels,
            )
            conn.execute(
                "INSERT INTO credentials (id, sitting_id, key_id, token, summary, issued_at, "
                "issued_by) VALUES (?, ?, ?, ?, ?, ?, ?)",
                (
                    uuid_bytes(credential_id, "credential id"),
                    sitting_bytes,
                    key_id,
                    sign_credential(facts, key),
                    sign_summary(facts, key),
                    now,
                    by.id,
                ),
            )
            return self._get(conn, credential_id)

    def _get(self, conn: sqlite3.Connection, credential_id: str) -> IssuedCredential:
        row = conn.execute(
            f"{_SELECT} WHERE c.id = ?", (uuid_bytes(_bare(credential_id), "credential id"),)
        ).fetchone()
        if row is None:
            raise NotFoundError(
                say(
                    QT_TRANSLATE_NOOP("credentials", "There is no credential {id} in this store."),
                    id=credential_id,
                )
            )
        return _issued(row)

    def get(self, credential_id: str) -> IssuedCredential:
        """The credential with this id (``urn:uuid:`` or not)."""
        with self._db.reading() as conn:
            return self._get(conn, credential_id)

    def every(self, *, sitting_id: str | None = None) -> tuple[IssuedCredential, ...]:
        """Credentials issued, newest first (of one sitting, if given)."""
        sitting = None if sitting_id is None else uuid_bytes(sitting_id, "sitting id")
        with self._db.reading() as conn:
            rows = conn.execute(
                f"{_SELECT} WHERE ? IS NULL OR c.sitting_id = ? ORDER BY c.issued_at DESC, "
                "c.rowid DESC",
                (sitting, sitting),
            ).fetchall()
        return tuple(_issued(r) for r in rows)

    def revoke(self, credential_id: str, *, by: Supervisor, reason: str) -> IssuedCredential:
        """Revoke a credential (once); *reason* is said to whoever checks it."""
        reason = " ".join(reason.split())
        if not reason:
            raise InvalidValueError(
                say(QT_TRANSLATE_NOOP("credentials", "Say why the credential is revoked."))
            )
        if len(reason) > LONGEST_REASON:
            raise InvalidValueError(
                say(
                    QT_TRANSLATE_NOOP(
                        "credentials", "A reason for revoking is at most {count} characters."
                    ),
                    count=LONGEST_REASON,
                )
            )
        with self._db.transaction() as conn:
            supervisor_name(conn, by.id)
            found = self._get(conn, credential_id)
            if found.is_revoked:
                return found
            conn.execute(
                "UPDATE credentials SET revoked_at = ?, revoked_by = ?, revoked_reason = ? "
                "WHERE id = ?",
                (self._db.now_ms(), by.id, reason, uuid_bytes(found.id, "credential id")),
            )
            return self._get(conn, found.id)

    def revocations(self) -> dict[str, Revocation]:
        """The school's revoked credentials, by their ``urn:uuid:`` id."""
        listed = [c for c in self.every() if c.revoked_at is not None]
        return {
            c.urn: Revocation(c.urn, c.revoked_at, c.revoked_reason or "")
            for c in listed
            if c.revoked_at is not None
        }

    def revocation_list(self) -> str:
        """The school's revocation list, signed with its key (see
        :func:`~trainer.progress.credentials.sign_revocations`)."""
        revoked = sorted(self.revocations().values(), key=lambda r: r.revoked_at)
        db = self._db
        with db.reading():
            school = db.settings.text_value("school.name") or DEFAULT_SCHOOL
        return sign_revocations(revoked, self.school_key(), school=school, at=db.clock())


def table_tests_of(found: Sequence[Any]) -> tuple[TableTestScore, ...]:
    """The practical table tests of a sitting, as the store's exam log records them
    (``TableTest`` records: game, criteria of ``RubricScore``, score, pass mark, passed,
    who scored it), in the credential's terms."""
    return tuple(
        TableTestScore(
            game=str(t.game),
            score_percent=Decimal(t.score_percent),
            pass_mark_percent=Decimal(t.pass_mark_percent),
            passed=bool(t.passed),
            scored_by=str(t.scored_by_name),
            lines=tuple(
                RubricLine(
                    str(c.criterion), Decimal(c.weight), Decimal(c.points), Decimal(c.out_of)
                )
                for c in t.criteria
            ),
        )
        for t in found
    )


def levels_of(found: Sequence[Any]) -> tuple[LevelLine, ...]:
    """A trainee's certification levels (``GameLevel`` records: game, number, name, top),
    in the credential's terms; games with no level yet are left out."""
    return tuple(
        LevelLine(str(g.game), int(g.number), str(g.name), int(g.top))
        for g in found
        if int(g.number) > 0
    )


def _bare(credential_id: str) -> str:
    return credential_id.strip().removeprefix("urn:uuid:")
