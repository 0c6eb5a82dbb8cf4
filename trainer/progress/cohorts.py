"""Classes (cohorts) of trainees: a named group a supervisor keeps, filters by and reports on,
and a roster of trainees and their classes read from a CSV file.

A trainee is in one class or none (``trainees.cohort_id``): a school enrols a trainee in one
intake, a class filter then shows each trainee once, and a class report adds up to the
school's. Deleting a class keeps its trainees, in no class. Classes stay on this station
(see :mod:`trainer.progress.schema`, version 6).

A roster is all or nothing: every line is checked first, each bad line gets one sentence
naming it, and nothing is written unless every line is good. A roster never carries PINs:
a trainee it adds has none, as a trainee added by hand without one, until a supervisor
sets it.
"""

from __future__ import annotations

import csv
import io
import sqlite3
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from trainer.progress.database import Database
from trainer.progress.errors import InvalidValueError, NameTakenError, NotFoundError, StoreError
from trainer.progress.fields import clean_name
from trainer.progress.records import Cohort
from trainer.words import QT_TRANSLATE_NOOP, Marked, say, translated

# A roster file's refusals, one whole sentence each (issue 27).
_NO_HEADER: Final = QT_TRANSLATE_NOOP(
    "store", "Line 1: the header row is missing; it names the columns name, class."
)
_PIN_COLUMN: Final = QT_TRANSLATE_NOOP(
    "store",
    "Line 1: the column {column} is refused, because PINs are never kept in a roster file; "
    "remove it and set PINs on the People page.",
)
_UNKNOWN_COLUMN: Final = QT_TRANSLATE_NOOP(
    "store", "Line 1: the column {column} is not one of name, class."
)
_NO_NAME_COLUMN: Final = QT_TRANSLATE_NOOP("store", "Line 1: there is no name column.")
_TOO_MANY_CELLS: Final = QT_TRANSLATE_NOOP(
    "store", "Line {line}: it has more cells than the header has columns."
)
_LINE_PROBLEM: Final = QT_TRANSLATE_NOOP(
    "store", "Line {line}: {problem}", "a line of a roster file and what is wrong with it"
)
_SAME_NAME: Final = QT_TRANSLATE_NOOP("store", "Line {line}: {name} is already on line {first}.")
_NO_CLASS: Final = QT_TRANSLATE_NOOP("store", "There is no class with id {id}.")
_NOT_UTF8: Final = QT_TRANSLATE_NOOP(
    "store", "The file {file} is not UTF-8 text; save it as CSV UTF-8."
)
_UNREADABLE: Final = QT_TRANSLATE_NOOP("store", "The roster {path} cannot be read ({why}).")
# What a roster import did: one sentence, each count a whole phrase in its number.
_IMPORTED: Final = QT_TRANSLATE_NOOP("store", "Roster imported: {trainees}, {classes}, {placed}.")
_NEW_TRAINEES: Final = (
    QT_TRANSLATE_NOOP("store", "{count} new trainee"),
    QT_TRANSLATE_NOOP("store", "{count} new trainees"),
)
_NEW_CLASSES: Final = (
    QT_TRANSLATE_NOOP("store", "{count} new class"),
    QT_TRANSLATE_NOOP("store", "{count} new classes"),
)
_PLACED: Final = (
    QT_TRANSLATE_NOOP("store", "{count} trainee put in a class"),
    QT_TRANSLATE_NOOP("store", "{count} trainees put in a class"),
)
_NO_PIN_YET: Final = QT_TRANSLATE_NOOP(
    "store", "New trainees have no PIN until you set one on the People page."
)
_NOT_IMPORTED_ONE: Final = QT_TRANSLATE_NOOP(
    "store", "The roster was not imported ({count} problem; nothing was changed):"
)
_NOT_IMPORTED: Final = QT_TRANSLATE_NOOP(
    "store", "The roster was not imported ({count} problems; nothing was changed):"
)

ROSTER_COLUMNS: Final = ("name", "class")
"""The columns a roster file has, in its header row (``class`` may be left out)."""
_SECRET_COLUMNS: Final = frozenset({"pin", "pins", "password", "code", "passcode"})


class RosterError(StoreError):
    """A roster that was not imported; :attr:`problems` holds one sentence per bad line."""

    def __init__(self, problems: Sequence[str]) -> None:
        self.problems = tuple(problems)
        count = len(self.problems)
        heading = say(_NOT_IMPORTED_ONE if count == 1 else _NOT_IMPORTED, count=count)
        super().__init__(heading + "\n" + "\n".join(self.problems))


@dataclass(frozen=True, slots=True)
class RosterLine:
    """One line of a roster: the file's line number, the trainee's name, their class."""

    line: int
    name: str
    cohort: str | None


@dataclass(frozen=True, slots=True)
class RosterResult:
    """What a roster import did."""

    added: tuple[str, ...]
    placed: int
    new_classes: tuple[str, ...]

    def describe(self) -> str:
        """One plain sentence of what was done."""
        text = say(
            _IMPORTED,
            trainees=_counted(_NEW_TRAINEES, len(self.added)),
            classes=_counted(_NEW_CLASSES, len(self.new_classes)),
            placed=_counted(_PLACED, self.placed),
        )
        if self.added:
            text += " " + translated(_NO_PIN_YET)
        return text


def _counted(words: tuple[Marked, Marked], count: int) -> str:
    """*count* things, in the singular or the plural template."""
    return say(words[0] if count == 1 else words[1], count=count)


def read_roster(text: str) -> tuple[RosterLine, ...]:
    """The lines of a roster's CSV text; :class:`RosterError` names every bad line."""
    rows = list(csv.reader(io.StringIO(text.lstrip("\ufeff"))))
    if not rows or not any(cell.strip() for cell in rows[0]):
        raise RosterError([translated(_NO_HEADER)])
    header = [cell.strip().casefold() for cell in rows[0]]
    secret = sorted(set(header) & _SECRET_COLUMNS)
    if secret:
        raise RosterError([say(_PIN_COLUMN, column=repr(secret[0]))])
    unknown = [c for c in header if c not in ROSTER_COLUMNS]
    problems = [say(_UNKNOWN_COLUMN, column=repr(c)) for c in unknown]
    if "name" not in header:
        problems.append(translated(_NO_NAME_COLUMN))
    if problems:
        raise RosterError(problems)
    at_name = header.index("name")
    at_class = header.index("class") if "class" in header else None
    lines: list[RosterLine] = []
    seen: dict[str, int] = {}
    for number, row in enumerate(rows[1:], start=2):
        if not any(cell.strip() for cell in row):
            continue
        if len(row) > len(header):
            problems.append(say(_TOO_MANY_CELLS, line=number))
            continue
        cells = row + [""] * (len(header) - len(row))
        raw_name = cells[at_name].strip()
        raw_class = cells[at_class].strip() if at_class is not None else ""
        try:
            name = clean_name(raw_name, "trainee")
            cohort = clean_name(raw_class, "class") if raw_class else None
        except InvalidValueError as exc:
            problems.append(say(_LINE_PROBLEM, line=number, problem=exc))
            continue
        first = seen.setdefault(name.casefold(), number)
        if first != number:
            problems.append(say(_SAME_NAME, line=number, name=name, first=first))
            continue
        lines.append(RosterLine(number, name, cohort))
    if problems:
        raise RosterError(problems)
    if not lines:
        raise RosterError(
            [say(QT_TRANSLATE_NOOP("store", "The roster names no trainee below its header row."))]
        )
    return tuple(lines)


def _cohort_id(conn: sqlite3.Connection, cohort_id: int) -> str:
    row = conn.execute("SELECT name FROM cohorts WHERE id = ?", (cohort_id,)).fetchone()
    if row is None:
        raise NotFoundError(say(_NO_CLASS, id=cohort_id))
    return str(row[0])


def _check_free(conn: sqlite3.Connection, name: str, but: int | None) -> None:
    row = conn.execute(
        "SELECT id FROM cohorts WHERE name_key = ? AND id IS NOT ?", (name.casefold(), but)
    ).fetchone()
    if row is not None:
        raise NameTakenError(
            say(
                QT_TRANSLATE_NOOP("store", "There is already a class named {name}."),
                name=repr(name),
            )
        )


class Cohorts:
    """The classes of the store's trainees."""

    def __init__(self, db: Database) -> None:
        self._db = db

    def every(self) -> tuple[Cohort, ...]:
        """Every class by name, with how many active trainees are in it."""
        with self._db.reading() as conn:
            rows = conn.execute(
                "SELECT c.id, c.name, count(t.id) FROM cohorts AS c LEFT JOIN trainees AS t "
                "ON t.cohort_id = c.id AND t.archived_at IS NULL "
                "GROUP BY c.id ORDER BY c.name_key"
            ).fetchall()
        return tuple(Cohort(int(i), str(name), int(n)) for i, name, n in rows)

    def get(self, cohort_id: int) -> Cohort:
        """The class with this id."""
        for cohort in self.every():
            if cohort.id == cohort_id:
                return cohort
        raise NotFoundError(say(_NO_CLASS, id=cohort_id))

    def add(self, name: str) -> Cohort:
        """A new, empty class; its name must be unique among classes (case-insensitive)."""
        name = clean_name(name, "class")
        with self._db.transaction() as conn:
            _check_free(conn, name, None)
            cursor = conn.execute(
                "INSERT INTO cohorts (name, name_key, created_at) VALUES (?, ?, ?)",
                (name, name.casefold(), self._db.now_ms()),
            )
            return Cohort(int(cursor.lastrowid or 0), name)

    def rename(self, cohort_id: int, name: str) -> Cohort:
        """Give a class a new name."""
        name = clean_name(name, "class")
        with self._db.transaction() as conn:
            _cohort_id(conn, cohort_id)
            _check_free(conn, name, cohort_id)
            conn.execute(
                "UPDATE cohorts SET name = ?, name_key = ? WHERE id = ?",
                (name, name.casefold(), cohort_id),
            )
        return self.get(cohort_id)

    def delete(self, cohort_id: int) -> int:
        """Delete a class; its trainees stay, in no class. Returns how many were in it."""
        with self._db.transaction() as conn:
            _cohort_id(conn, cohort_id)
            moved = conn.execute(
                "UPDATE trainees SET cohort_id = NULL WHERE cohort_id = ?", (cohort_id,)
            ).rowcount
            conn.execute("DELETE FROM cohorts WHERE id = ?", (cohort_id,))
        return int(moved)

    def place(self, trainee_ids: Iterable[int], cohort_id: int | None) -> int:
        """Put trainees in a class (``None``: in none); returns how many were moved."""
        wanted = sorted(set(trainee_ids))
        with self._db.transaction() as conn:
            if cohort_id is not None:
                _cohort_id(conn, cohort_id)
            moved = 0
            for trainee_id in wanted:
                if conn.execute("SELECT 1 FROM trainees WHERE id = ?", (trainee_id,)).fetchone():
                    moved += conn.execute(
                        "UPDATE trainees SET cohort_id = ? WHERE id = ? AND cohort_id IS NOT ?",
                        (cohort_id, trainee_id, cohort_id),
                    ).rowcount
                else:
                    raise NotFoundError(
                        say(
                            QT_TRANSLATE_NOOP("store", "There is no trainee with id {id}."),
                            id=trainee_id,
                        )
                    )
        return moved

    def import_roster(self, path: str | Path) -> RosterResult:
        """Read a roster file and apply it in one transaction (see :meth:`apply_roster`)."""
        try:
            text = Path(path).read_text(encoding="utf-8")
        except UnicodeDecodeError as exc:
            raise RosterError([say(_NOT_UTF8, file=Path(path).name)]) from exc
        except OSError as exc:
            raise StoreError(say(_UNREADABLE, path=path, why=exc.strerror)) from exc
        return self.apply_roster(read_roster(text))

    def apply_roster(self, lines: Sequence[RosterLine]) -> RosterResult:
        """Add each line's trainee (an active trainee of that name is kept, not doubled)
        and put them in its class (made if new; a line with no class leaves a trainee's
        class as it is). All in one transaction: all lines or none."""
        added: list[str] = []
        new_classes: list[str] = []
        placed = 0
        now = self._db.now_ms()
        with self._db.transaction() as conn:
            classes = {
                str(key): int(i) for i, key in conn.execute("SELECT id, name_key FROM cohorts")
            }
            for line in lines:
                cohort_id: int | None = None
                if line.cohort is not None:
                    cohort_id = classes.get(line.cohort.casefold())
                    if cohort_id is None:
                        cursor = conn.execute(
                            "INSERT INTO cohorts (name, name_key, created_at) VALUES (?, ?, ?)",
                            (line.cohort, line.cohort.casefold(), now),
                        )
                        cohort_id = classes[line.cohort.casefold()] = int(cursor.lastrowid or 0)
                        new_classes.append(line.cohort)
                row = conn.execute(
                    "SELECT id, cohort_id FROM trainees WHERE name_key = ? AND archived_at IS NULL",
                    (line.name.casefold(),),
                ).fetchone()
                if row is None:
                    conn.execute(
                        "INSERT INTO trainees (name, name_key, pin_hash, created_at, cohort_id) "
                        "VALUES (?, ?, NULL, ?, ?)",
                        (line.name, line.name.casefold(), now, cohort_id),
                    )
                    added.append(line.name)
                    placed += cohort_id is not None
                elif cohort_id is not None and row[1] != cohort_id:
                    conn.execute(
                        "UPDATE trainees SET cohort_id = ? WHERE id = ?", (cohort_id, int(row[0]))
                    )
                    placed += 1
        return RosterResult(tuple(added), placed, tuple(new_classes))
