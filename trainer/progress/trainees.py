"""Trainees and supervisors in the store: names, PINs, lockouts, archiving.

A trainee's name is unique among active trainees (case-insensitive); a supervisor's
among supervisors. Wrong PINs count toward a lockout (:mod:`trainer.progress.pins`),
for trainees and supervisors alike.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from typing import Any, Final, NamedTuple

from trainer.progress import replaced
from trainer.progress.database import Database
from trainer.progress.days import from_ms
from trainer.progress.errors import (
    AccountLockedError,
    InvalidValueError,
    NameTakenError,
    NotFoundError,
    SignInUnavailableError,
    StoreBusyError,
    StoreError,
    StoreFullError,
    StoreReadOnlyError,
    StoreUnavailableError,
    WrongPinError,
)
from trainer.progress.fields import clean_name, name_key, select_list
from trainer.progress.pins import (
    MAX_FAILURES,
    SUPERVISOR_PIN_DIGITS,
    LockState,
    describe_wait,
    hash_pin,
    is_pin_right,
    needs_rehash,
)
from trainer.progress.records import Supervisor, Trainee
from trainer.words import LANGUAGES, QT_TRANSLATE_NOOP, say


class _TraineeRow(NamedTuple):
    id: int
    name: str
    has_pin: int
    created_at: int
    archived_at: int | None
    cohort_id: int | None
    language: str
    table_english: int


_NO_SUCH_LANGUAGE: Final = QT_TRANSLATE_NOOP(
    "store", "The trainer has no language '{code}'; it ships {shipped}."
)

_NAME_TAKEN: Final = QT_TRANSLATE_NOOP("store", "There is already an active trainee named {name}.")

_SELECT_TRAINEES: Final = (
    f"SELECT {select_list(_TraineeRow._fields, {'has_pin': 'pin_hash IS NOT NULL'})} FROM trainees"
)


_NO_SUPERVISOR: Final = QT_TRANSLATE_NOOP("store", "There is no supervisor with id {id}.")


def _trainee(row: Sequence[Any]) -> Trainee:
    named = _TraineeRow._make(row)
    return Trainee(
        id=int(named.id),
        name=str(named.name),
        has_pin=bool(named.has_pin),
        created_at=from_ms(int(named.created_at)),
        archived_at=None if named.archived_at is None else from_ms(int(named.archived_at)),
        cohort_id=None if named.cohort_id is None else int(named.cohort_id),
        language=str(named.language),
        table_english=bool(named.table_english),
    )


def trainee_by_id(conn: sqlite3.Connection, trainee_id: int) -> Trainee:
    """The trainee with this id (an unknown id is a :class:`NotFoundError`)."""
    row = conn.execute(f"{_SELECT_TRAINEES} WHERE id = ?", (trainee_id,)).fetchone()
    if row is None:
        raise NotFoundError(
            say(QT_TRANSLATE_NOOP("store", "There is no trainee with id {id}."), id=trainee_id)
        )
    return _trainee(row)


def supervisor_name(conn: sqlite3.Connection, supervisor_id: int) -> str:
    """The name of the supervisor with this id (an unknown id is a :class:`NotFoundError`)."""
    row = conn.execute("SELECT name FROM supervisors WHERE id = ?", (supervisor_id,)).fetchone()
    if row is None:
        raise NotFoundError(say(_NO_SUPERVISOR, id=supervisor_id))
    return str(row[0])


_PIN_WORDS: Final = {
    "trainees": {
        "unavailable": QT_TRANSLATE_NOOP(
            "store",
            "Sign-in attempts cannot be recorded right now ({why}), so trainee {name} cannot "
            "sign in; try again once the progress store can be written.",
        ),
        "locked": QT_TRANSLATE_NOOP(
            "store", "Trainee {name} is locked after {count} wrong PINs; try again in {wait}."
        ),
        "now locked": QT_TRANSLATE_NOOP(
            "store", "Wrong PIN; trainee {name} is locked after {count} wrong PINs, for {wait}."
        ),
        "one left": QT_TRANSLATE_NOOP(
            "store", "Wrong PIN for trainee {name}; 1 try left before it locks."
        ),
        "left": QT_TRANSLATE_NOOP(
            "store", "Wrong PIN for trainee {name}; {left} tries left before it locks."
        ),
    },
    "supervisors": {
        "unavailable": QT_TRANSLATE_NOOP(
            "store",
            "Sign-in attempts cannot be recorded right now ({why}), so supervisor {name} "
            "cannot sign in; try again once the progress store can be written.",
        ),
        "locked": QT_TRANSLATE_NOOP(
            "store", "Supervisor {name} is locked after {count} wrong PINs; try again in {wait}."
        ),
        "now locked": QT_TRANSLATE_NOOP(
            "store",
            "Wrong PIN; supervisor {name} is locked after {count} wrong PINs, for {wait}.",
        ),
        "one left": QT_TRANSLATE_NOOP(
            "store", "Wrong PIN for supervisor {name}; 1 try left before it locks."
        ),
        "left": QT_TRANSLATE_NOOP(
            "store", "Wrong PIN for supervisor {name}; {left} tries left before it locks."
        ),
    },
}
"""The sign-in refusals, whole for a trainee and for a supervisor (the name as ``repr``)."""


def _check_pin(db: Database, table: str, row_id: int, name: str, pin: str) -> None:
    """Check a PIN and count it in one write transaction: refuse a locked account or a
    wrong PIN (counted toward a lockout), and refuse to check at all when the count
    cannot be saved. A right PIN hashed at less than today's cost is hashed again."""
    words = _PIN_WORDS[table]
    now = db.now_ms()
    try:
        with db.transaction() as conn:
            row = conn.execute(
                f"SELECT pin_hash, failed_pins, lockouts, locked_until FROM {table} WHERE id = ?",
                (row_id,),
            ).fetchone()
            pin_hash, state = str(row[0]), LockState(int(row[1]), int(row[2]), int(row[3]))
            # The guess is counted before it is checked, in the same transaction: if the
            # count cannot be written, no PIN is checked at all, right or wrong (otherwise
            # a refused wrong PIN and an accepted right one would tell them apart).
            conn.execute(
                f"UPDATE {table} SET failed_pins = failed_pins + 1 WHERE id = ?", (row_id,)
            )
            if state.is_locked(now):
                outcome = "locked"
                _save_lock_state(conn, table, row_id, state)  # a locked account's count stays
            elif is_pin_right(pin, pin_hash):
                outcome = "right"
                state = LockState()
                _save_lock_state(conn, table, row_id, state)
                if needs_rehash(pin_hash):
                    conn.execute(
                        f"UPDATE {table} SET pin_hash = ? WHERE id = ?",
                        (hash_pin(pin, minimum=len(pin)), row_id),
                    )
            else:
                outcome = "wrong"
                state = state.after_failure(now)
                _save_lock_state(conn, table, row_id, state)
    except StoreUnavailableError as exc:
        # Checking a PIN whose miss cannot be counted would let guesses go uncounted.
        raise SignInUnavailableError(
            say(words["unavailable"], why=_why(exc), name=repr(name))
        ) from exc
    if outcome == "right":
        return
    wait = describe_wait(state.locked_until_ms - now)
    if outcome == "locked":
        raise AccountLockedError(
            say(words["locked"], name=repr(name), count=MAX_FAILURES, wait=wait)
        )
    if state.is_locked(now):
        raise AccountLockedError(
            say(words["now locked"], name=repr(name), count=MAX_FAILURES, wait=wait)
        )
    left = MAX_FAILURES - state.failures
    if left == 1:
        raise WrongPinError(say(words["one left"], name=repr(name)))
    raise WrongPinError(say(words["left"], name=repr(name), left=left))


def _why(exc: StoreUnavailableError) -> str:
    if isinstance(exc, StoreReadOnlyError):
        return say(QT_TRANSLATE_NOOP("store", "the progress store is read-only"))
    if isinstance(exc, StoreFullError):
        return say(QT_TRANSLATE_NOOP("store", "the disk is full"))
    if isinstance(exc, StoreBusyError):
        return say(QT_TRANSLATE_NOOP("store", "the progress store is busy"))
    return say(QT_TRANSLATE_NOOP("store", "the progress store cannot be written"))


def _save_lock_state(conn: sqlite3.Connection, table: str, row_id: int, state: LockState) -> None:
    conn.execute(
        f"UPDATE {table} SET failed_pins = ?, lockouts = ?, locked_until = ? WHERE id = ?",
        (state.failures, state.lockouts, state.locked_until_ms, row_id),
    )


def _active_name_taken(conn: sqlite3.Connection, name: str, but: int | None) -> bool:
    row = conn.execute(
        "SELECT id FROM trainees WHERE name_key = ? AND archived_at IS NULL AND id IS NOT ?",
        (name.casefold(), but),
    ).fetchone()
    return row is not None


def _shift_class(conn: sqlite3.Connection, trainee_id: int, sign: int) -> None:
    # The rollups (and the drill states and statistics they fold) load when a trainee is
    # archived or restored, not at every start (issue 28).
    from trainer.progress import rollups

    rollups.shift_class(conn, trainee_id, sign)


class Trainees:
    """The trainees of the store."""

    def __init__(self, db: Database) -> None:
        self._db = db

    def add(self, name: str, pin: str | None = None) -> Trainee:
        """A new trainee, with an optional PIN."""
        name = clean_name(name, "trainee")
        pin_hash = None if pin is None else hash_pin(pin)
        with self._db.transaction() as conn:
            if _active_name_taken(conn, name, None):
                raise NameTakenError(say(_NAME_TAKEN, name=repr(name)))
            cursor = conn.execute(
                "INSERT INTO trainees (name, name_key, pin_hash, created_at) VALUES (?, ?, ?, ?)",
                (name, name.casefold(), pin_hash, self._db.now_ms()),
            )
            return trainee_by_id(conn, int(cursor.lastrowid or 0))

    def get(self, trainee_id: int) -> Trainee:
        """The trainee with this id."""
        with self._db.reading() as conn:
            return trainee_by_id(conn, trainee_id)

    def find(self, name: str) -> Trainee:
        """The active trainee with this name, else the most recently archived one."""
        with self._db.reading() as conn:
            row = conn.execute(
                f"{_SELECT_TRAINEES} WHERE name_key = ? "
                "ORDER BY archived_at IS NOT NULL, archived_at DESC LIMIT 1",
                (name_key(name),),
            ).fetchone()
        if row is None:
            raise NotFoundError(
                say(
                    QT_TRANSLATE_NOOP("store", "There is no trainee named {name}."), name=repr(name)
                )
            )
        return _trainee(row)

    def every(self, *, include_archived: bool) -> tuple[Trainee, ...]:
        """Trainees by name."""
        with self._db.reading() as conn:
            rows = conn.execute(
                f"{_SELECT_TRAINEES} WHERE ? OR archived_at IS NULL ORDER BY name_key, id",
                (include_archived,),
            ).fetchall()
        return tuple(_trainee(row) for row in rows)

    def rename(self, trainee_id: int, name: str) -> Trainee:
        """Give a trainee a new display name."""
        name = clean_name(name, "trainee")
        with self._db.transaction() as conn:
            trainee = trainee_by_id(conn, trainee_id)
            if not trainee.is_archived and _active_name_taken(conn, name, trainee_id):
                raise NameTakenError(say(_NAME_TAKEN, name=repr(name)))
            conn.execute(
                "UPDATE trainees SET name = ?, name_key = ? WHERE id = ?",
                (name, name.casefold(), trainee_id),
            )
            return trainee_by_id(conn, trainee_id)

    def set_language(self, trainee_id: int, language: str, *, table_english: bool) -> Trainee:
        """Keep the trainee's language (``""``: the station's) and table-English choice."""
        if language and language not in LANGUAGES:
            raise InvalidValueError(
                say(_NO_SUCH_LANGUAGE, code=language, shipped=", ".join(LANGUAGES))
            )
        with self._db.transaction() as conn:
            trainee_by_id(conn, trainee_id)
            conn.execute(
                "UPDATE trainees SET language = ?, table_english = ? WHERE id = ?",
                (language, int(table_english), trainee_id),
            )
            return trainee_by_id(conn, trainee_id)

    def set_pin(self, trainee_id: int, pin: str | None) -> Trainee:
        """Set, change or remove a trainee's PIN (clearing any lockout)."""
        pin_hash = None if pin is None else hash_pin(pin)
        with self._db.transaction() as conn:
            trainee_by_id(conn, trainee_id)
            conn.execute(
                "UPDATE trainees SET pin_hash = ?, failed_pins = 0, lockouts = 0, "
                "locked_until = 0 WHERE id = ?",
                (pin_hash, trainee_id),
            )
            return trainee_by_id(conn, trainee_id)

    def archive(self, trainee_id: int) -> Trainee:
        """Archive a trainee and take their rollups out of the class's."""
        with self._db.transaction() as conn:
            trainee = trainee_by_id(conn, trainee_id)
            if trainee.is_archived:
                return trainee
            conn.execute(
                "UPDATE trainees SET archived_at = ? WHERE id = ?", (self._db.now_ms(), trainee_id)
            )
            _shift_class(conn, trainee_id, -1)
            return trainee_by_id(conn, trainee_id)

    def restore(self, trainee_id: int) -> Trainee:
        """Bring an archived trainee back, and their rollups into the class's."""
        with self._db.transaction() as conn:
            trainee = trainee_by_id(conn, trainee_id)
            if not trainee.is_archived:
                return trainee
            if _active_name_taken(conn, trainee.name, trainee_id):
                raise NameTakenError(
                    say(
                        QT_TRANSLATE_NOOP(
                            "store",
                            "There is already an active trainee named {name}; rename one first.",
                        ),
                        name=repr(trainee.name),
                    )
                )
            conn.execute("UPDATE trainees SET archived_at = NULL WHERE id = ?", (trainee_id,))
            _shift_class(conn, trainee_id, +1)
            return trainee_by_id(conn, trainee_id)

    def delete(self, trainee_id: int, *, answers_pending: bool) -> None:
        """Delete a trainee with no answers, stored or (*answers_pending*) waiting."""
        with self._db.transaction() as conn:
            trainee = trainee_by_id(conn, trainee_id)
            if answers_pending:
                raise StoreError(
                    say(
                        QT_TRANSLATE_NOOP(
                            "store",
                            "Trainee {name} has answers waiting to be saved, so they cannot be "
                            "deleted.",
                        ),
                        name=repr(trainee.name),
                    )
                )
            used = conn.execute(
                "SELECT EXISTS (SELECT 1 FROM attempts WHERE trainee_id = ?) OR "
                "EXISTS (SELECT 1 FROM exam_sittings WHERE trainee_id = ?)",
                (trainee_id, trainee_id),
            ).fetchone()[0]
            if used:
                raise StoreError(
                    say(
                        QT_TRANSLATE_NOOP(
                            "store",
                            "Trainee {name} has recorded answers, so they can be archived but "
                            "not deleted.",
                        ),
                        name=repr(trainee.name),
                    )
                )
            conn.execute("DELETE FROM sessions WHERE trainee_id = ?", (trainee_id,))
            conn.execute("DELETE FROM mastery WHERE trainee_id = ?", (trainee_id,))
            conn.execute("DELETE FROM trainees WHERE id = ?", (trainee_id,))

    def sign_in(self, trainee_id: int, pin: str | None) -> Trainee:
        """The trainee, if active and *pin* is right (when they have one)."""
        with self._db.lock:
            with self._db.reading():  # which follows a file replaced meanwhile
                replaced.refuse_stale(self._db.stale_trainees, trainee_id)
            trainee = self.get(trainee_id)
            if trainee.is_archived:
                raise StoreError(
                    say(
                        QT_TRANSLATE_NOOP("store", "Trainee {name} is archived."),
                        name=repr(trainee.name),
                    )
                )
            if trainee.has_pin:
                if pin is None:
                    raise WrongPinError(
                        say(
                            QT_TRANSLATE_NOOP("store", "Trainee {name} needs a PIN to sign in."),
                            name=repr(trainee.name),
                        )
                    )
                _check_pin(self._db, "trainees", trainee_id, trainee.name, pin)
            return trainee


class Supervisors:
    """The supervisors (instructors) of the store."""

    def __init__(self, db: Database) -> None:
        self._db = db

    def _insert(self, conn: sqlite3.Connection, name: str, pin: str) -> Supervisor:
        name = clean_name(name, "supervisor")
        if conn.execute(
            "SELECT 1 FROM supervisors WHERE name_key = ?", (name.casefold(),)
        ).fetchone():
            raise NameTakenError(
                say(
                    QT_TRANSLATE_NOOP("store", "There is already a supervisor named {name}."),
                    name=repr(name),
                )
            )
        # (a removed supervisor keeps their name, so that what they did still reads as theirs)
        now = self._db.now_ms()
        cursor = conn.execute(
            "INSERT INTO supervisors (name, name_key, pin_hash, created_at) VALUES (?, ?, ?, ?)",
            (name, name.casefold(), hash_pin(pin, SUPERVISOR_PIN_DIGITS), now),
        )
        return Supervisor(int(cursor.lastrowid or 0), name, from_ms(now))

    def needs_first(self) -> bool:
        """Whether no supervisor exists yet."""
        with self._db.reading() as conn:
            row = conn.execute(
                "SELECT NOT EXISTS (SELECT 1 FROM supervisors WHERE removed_at IS NULL)"
            ).fetchone()
            return bool(row[0])

    def create_first(self, name: str, pin: str) -> Supervisor:
        """The first supervisor; refused once any exists."""
        with self._db.transaction() as conn:
            if conn.execute("SELECT 1 FROM supervisors").fetchone():
                raise StoreError(
                    say(
                        QT_TRANSLATE_NOOP(
                            "store", "A supervisor already exists; ask one to add you."
                        )
                    )
                )
            return self._insert(conn, name, pin)

    def add(self, name: str, pin: str, *, by: Supervisor) -> Supervisor:
        """Another supervisor, added by *by*."""
        with self._db.transaction() as conn:
            supervisor_name(conn, by.id)
            return self._insert(conn, name, pin)

    def every(self, *, include_removed: bool = False) -> tuple[Supervisor, ...]:
        """Every supervisor, by name (those removed too if *include_removed*)."""
        with self._db.reading() as conn:
            rows = conn.execute(
                "SELECT id, name, created_at FROM supervisors "
                "WHERE ? OR removed_at IS NULL ORDER BY name_key",
                (include_removed,),
            ).fetchall()
        return tuple(Supervisor(int(i), name, from_ms(at)) for i, name, at in rows)

    def remove(self, supervisor_id: int, *, by: Supervisor) -> Supervisor:
        """Remove a supervisor: they can no longer sign in; what they did keeps their name.
        The last supervisor cannot be removed, nor can a supervisor remove themselves."""
        with self._db.transaction() as conn:
            supervisor_name(conn, by.id)
            row = conn.execute(
                "SELECT name, created_at, removed_at FROM supervisors WHERE id = ?",
                (supervisor_id,),
            ).fetchone()
            if row is None or row[2] is not None:
                raise NotFoundError(say(_NO_SUPERVISOR, id=supervisor_id))
            name = str(row[0])
            others = conn.execute(
                "SELECT count(*) FROM supervisors WHERE removed_at IS NULL AND id != ?",
                (supervisor_id,),
            ).fetchone()[0]
            if not others:
                raise StoreError(
                    say(
                        QT_TRANSLATE_NOOP(
                            "store",
                            "{name} is the only supervisor, and someone must be able to open the "
                            "console, so add another supervisor before removing them.",
                        ),
                        name=name,
                    )
                )
            if supervisor_id == by.id:
                raise StoreError(
                    say(
                        QT_TRANSLATE_NOOP(
                            "store",
                            "You cannot remove yourself; ask another supervisor to remove you.",
                        )
                    )
                )
            conn.execute(
                "UPDATE supervisors SET removed_at = ? WHERE id = ?",
                (self._db.now_ms(), supervisor_id),
            )
            return Supervisor(supervisor_id, name, from_ms(int(row[1])))

    def sign_in(self, name: str, pin: str) -> Supervisor:
        """The supervisor named *name*, if *pin* is right."""
        with self._db.lock:
            with self._db.reading() as conn:
                row = conn.execute(
                    "SELECT id, name, created_at FROM supervisors "
                    "WHERE name_key = ? AND removed_at IS NULL",
                    (name_key(name),),
                ).fetchone()
            if row is None:
                raise NotFoundError(
                    say(
                        QT_TRANSLATE_NOOP("store", "There is no supervisor named {name}."),
                        name=repr(name),
                    )
                )
            _check_pin(self._db, "supervisors", int(row[0]), str(row[1]), pin)
            # A PIN from before supervisors' PINs had 6 digits still opens, until changed.
            short = len(pin) < SUPERVISOR_PIN_DIGITS
            return Supervisor(int(row[0]), str(row[1]), from_ms(int(row[2])), short)

    def change_pin(self, supervisor_id: int, pin: str, *, by: Supervisor) -> None:
        """Set a supervisor's PIN (clearing any lockout)."""
        pin_hash = hash_pin(pin, SUPERVISOR_PIN_DIGITS)
        with self._db.transaction() as conn:
            supervisor_name(conn, by.id)
            supervisor_name(conn, supervisor_id)
            conn.execute(
                "UPDATE supervisors SET pin_hash = ?, failed_pins = 0, lockouts = 0, "
                "locked_until = 0 WHERE id = ?",
                (pin_hash, supervisor_id),
            )
