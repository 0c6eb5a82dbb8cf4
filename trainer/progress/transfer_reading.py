"""Reading export files back (:mod:`trainer.progress.transfer` writes them and says their
formats): the attempts of a JSON or CSV export, its seal and what it shows beside its
answers, for ``dealer-trainer import`` and the supervisor console; and what an import
did, in lines.

A JSON export's records are read by a quick reader (:class:`_JsonAttempts`); what it
does not take goes to the careful one (:func:`attempt_from_dict`), which refuses it in a
sentence naming the record and the field.
"""

from __future__ import annotations

import contextlib
import csv
import math
import os
import stat
from collections.abc import Callable, Iterator, Mapping
from datetime import date, datetime
from operator import itemgetter
from pathlib import Path
from typing import Any, Final, TextIO, TypeVar, overload

from trainer.progress import transfer_words as said
from trainer.progress.errors import InvalidValueError, TransferError
from trainer.progress.fields import clean_name
from trainer.progress.records import Attempt, ImportResult
from trainer.progress.signing import Seal
from trainer.progress.transfer import (
    ATTEMPT_FIELDS,
    COVERS_SHOWN,
    CSV_ATTEMPT_FIELDS,
    FORMAT_NAME,
    FORMAT_VERSION,
    MOST_JSON_BYTES,
    SEAL_COVERS,
    SEAL_FIELDS,
    HostileJsonError,
    answer_from_cell,
    cell_from_csv,
    strict_json,
)
from trainer.words import Marked, say


def _seal_from(fields: Mapping[str, Any], name: str) -> Seal:
    values = [fields.get(field) for field in SEAL_FIELDS]
    covers = fields.get(SEAL_COVERS)
    if not all(isinstance(v, str) and 0 < len(v) <= 200 for v in values) or covers not in (
        None,
        COVERS_SHOWN,
    ):
        raise TransferError(say(said.SEAL_UNREADABLE, file=name))
    key, station, exported_at, signature = (str(v) for v in values)
    return Seal(key, station, exported_at, signature, covers is not None)


class _Fields:
    """Typed access to one imported record, with errors that say where and which field."""

    def __init__(
        self, record: Mapping[str, Any], where: str, from_text: bool, plain_answers: bool
    ) -> None:
        self.record, self.where, self.from_text = record, where, from_text
        self.plain_answers = plain_answers

    def fail(self, field: str, sentence: Marked, /, **fields: object) -> TransferError:
        """The refusal of *field*: *sentence*, naming where and which field."""
        return TransferError(say(sentence, where=self.where, field=repr(field), **fields))

    def raw(self, field: str) -> Any:
        if field not in self.record:
            raise self.fail(field, said.FIELD_MISSING)
        return self.record[field]

    def text(self, field: str, *, optional: bool = False) -> str | None:
        value = self.raw(field)
        if optional and value in (None, ""):
            return None
        if not isinstance(value, str) or not value:
            raise self.fail(field, said.FIELD_NOT_TEXT)
        return value

    def required_text(self, field: str) -> str:
        value = self.text(field)
        assert value is not None
        return value

    def name(self, field: str) -> str:
        """A station's name: tidied, and refused if too long or holding control characters."""
        try:
            return clean_name(self.required_text(field), field)
        except InvalidValueError as exc:
            raise self.fail(field, said.FIELD_NOT_A_NAME, why=str(exc).rstrip(".")) from None

    def integer(self, field: str) -> int:
        value = self.raw(field)
        if self.from_text and isinstance(value, str):
            try:
                return int(value)
            except ValueError:
                raise self.fail(field, said.FIELD_NOT_WHOLE, value=repr(value)) from None
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.fail(field, said.FIELD_NOT_WHOLE, value=repr(value))
        return value

    def fraction(self, field: str) -> float:
        """A number from 0 to 1 (never NaN, which compares false with every bound)."""
        value = self.raw(field)
        number = None
        if self.from_text and isinstance(value, str):
            with contextlib.suppress(ValueError):
                number = float(value)
        elif not isinstance(value, bool) and isinstance(value, int | float):
            number = float(value)
        if number is None or not (math.isfinite(number) and 0 <= number <= 1):
            raise self.fail(field, said.FIELD_NOT_FRACTION, value=repr(value))
        return number

    def flag(self, field: str) -> bool:
        value = self.raw(field)
        if self.from_text and isinstance(value, str) and value in ("true", "false"):
            return value == "true"
        if not isinstance(value, bool):
            raise self.fail(field, said.FIELD_NOT_FLAG, value=repr(value))
        return value

    def json_value(self, field: str) -> Any:
        value = self.raw(field)
        if not self.from_text:
            return value
        try:
            return strict_json(value)
        except HostileJsonError as exc:
            raise self.fail(field, said.FIELD_HOSTILE, what=exc) from None
        except (TypeError, ValueError):
            raise self.fail(field, said.FIELD_NOT_JSON) from None
        except RecursionError:
            raise self.fail(field, said.FIELD_TOO_DEEP) from None

    def answer(self, field: str) -> Any:
        if self.from_text and self.plain_answers:
            value = self.raw(field)
            if not isinstance(value, str):
                raise self.fail(field, said.FIELD_NOT_TEXT)
            return answer_from_cell(value)
        return self.json_value(field)

    def moment(self, field: str) -> datetime:
        text = self.required_text(field)
        try:
            moment = datetime.fromisoformat(text.replace("Z", "+00:00"))
        except ValueError:
            raise self.fail(field, said.FIELD_NOT_TIME, value=repr(text)) from None
        if moment.tzinfo is None:
            raise self.fail(field, said.FIELD_NO_ZONE)
        return moment

    def day(self, field: str) -> date:
        text = self.required_text(field)
        try:
            return date.fromisoformat(text)
        except ValueError:
            raise self.fail(field, said.FIELD_NOT_DAY, value=repr(text)) from None


def attempt_from_dict(
    record: Mapping[str, Any], where: str, *, from_text: bool, plain_answers: bool = False
) -> Attempt:
    """An attempt read back from an export record (``from_text`` for CSV cells;
    ``plain_answers`` for a CSV whose answers read as text, not as JSON)."""
    fields = _Fields(record, where, from_text, plain_answers)
    credit = fields.fraction("credit")
    if fields.flag("correct") != (credit >= 1.0):
        raise fields.fail("correct", said.FIELD_DISAGREES)
    return Attempt(
        attempt_id=fields.required_text("attempt_id"),
        trainee_id=0,
        trainee=fields.required_text("trainee"),
        game=fields.required_text("game"),
        skill=fields.required_text("skill"),
        family=fields.required_text("family"),
        difficulty=fields.integer("difficulty"),
        seed=fields.integer("seed"),
        params=fields.json_value("params"),
        answer=fields.answer("answer"),
        expected=fields.answer("expected"),
        credit=credit,
        response_ms=fields.integer("response_ms"),
        mode=fields.required_text("mode"),
        answered_at=fields.moment("answered_at"),
        day=fields.day("day"),
        station=fields.name("station"),
        session_id=fields.text("session_id", optional=True),
    )


record_fields: Final[Callable[[Mapping[str, Any]], tuple[Any, ...]]] = itemgetter(
    "credit",
    "correct",
    "attempt_id",
    "trainee",
    "game",
    "skill",
    "family",
    "mode",
    "difficulty",
    "seed",
    "response_ms",
    "params",
    "answer",
    "expected",
    "answered_at",
    "day",
    "station",
    "session_id",
)
"""A JSON export's record's fields, in this order (``KeyError`` if one is missing): its
quick readers take each record's eighteen at once."""


class _JsonAttempts:
    """Attempts read from a JSON export's records at the speed of an import (a hundred
    thousand a second): each field checked inline, and what repeats (a station's name, a
    day) checked once per value. A record this does not take whole is handed back as
    ``None`` for :func:`attempt_from_dict` to refuse in a sentence naming the field (it
    takes exactly what that takes, and reads it to the same attempt)."""

    def __init__(self) -> None:
        self._stations: dict[str, str] = {}
        self._days: dict[str, date] = {}

    def read(self, record: Mapping[str, Any]) -> Attempt | None:
        try:
            fields = record_fields(record)
        except KeyError:
            return None
        credit, correct = fields[0], fields[1]
        texts = fields[2:8]
        numbers = fields[8:11]
        params, answer, expected, when, day, station, session = fields[11:]
        if (type(credit) is not float and type(credit) is not int) or type(correct) is not bool:
            return None
        credit = float(credit)
        if not (math.isfinite(credit) and 0 <= credit <= 1) or correct != (credit >= 1.0):
            return None
        for value in texts:
            if type(value) is not str or not value:
                return None
        for number in numbers:
            if type(number) is not int:
                return None
        if session == "":
            session = None
        elif session is not None and type(session) is not str:
            return None
        if type(when) is not str or not when or type(day) is not str or not day:
            return None
        try:
            moment = datetime.fromisoformat(when.replace("Z", "+00:00"))
        except ValueError:
            return None
        if moment.tzinfo is None:
            return None
        found_day = self._days.get(day)
        if found_day is None:
            try:
                found_day = self._days[day] = date.fromisoformat(day)
            except ValueError:
                return None
        name = self._stations.get(station) if type(station) is str else None
        if name is None:
            if type(station) is not str or not station:
                return None
            try:
                name = self._stations[station] = clean_name(station, "station")
            except InvalidValueError:
                return None
        attempt_id, trainee, game, skill, family, mode = texts
        difficulty, seed, response_ms = numbers
        return Attempt(
            attempt_id=attempt_id,
            trainee_id=0,
            trainee=trainee,
            game=game,
            skill=skill,
            family=family,
            difficulty=difficulty,
            seed=seed,
            params=params,
            answer=answer,
            expected=expected,
            credit=credit,
            response_ms=response_ms,
            mode=mode,
            answered_at=moment,
            day=found_day,
            station=name,
            session_id=session,
        )


T = TypeVar("T")

Shown = Callable[[Mapping[str, object]], None]
"""Takes what a file shows beside its answers, as read (:meth:`Checker.show`)."""


SealAhead = Callable[[object], None]
"""Told, before a JSON export's answers, the key its seal names (``None``: it carries no
seal; anything else than text: a seal that will be refused as unreadable at the end)."""


Quick = Callable[[dict[str, Any]], T | None]
"""Reads a JSON export's record straight to what its reader wants (an import: the row to
write), or gives ``None`` for the record to be read as an :class:`Attempt`."""


def read_json(
    handle: TextIO,
    name: str,
    seal: Callable[[Seal], None] | None = None,
    shown: Shown | None = None,
    ahead: SealAhead | None = None,
    quick: Quick[T] | None = None,
) -> Iterator[Attempt | T]:
    """The attempts of a JSON export (its seal, if any, handed to *seal* at the end, and
    its summary rows to *shown* before it; the key it names to *ahead* first), each read
    by *quick* where it takes it."""
    # json holds the whole document: a file past MOST_JSON_BYTES is refused rather than
    # read (a CSV export imports at any size, a row at a time).
    handle.seek(0, 2)
    size = handle.tell()
    handle.seek(0)
    if size > MOST_JSON_BYTES:
        raise TransferError(say(said.TOO_LARGE, file=name, megabytes=MOST_JSON_BYTES >> 20))
    try:
        document = strict_json(handle.read())
    except HostileJsonError as exc:
        raise TransferError(say(said.HOSTILE, file=name, what=exc)) from None
    except RecursionError:
        raise TransferError(say(said.TOO_DEEP, file=name)) from None
    except ValueError as exc:
        raise TransferError(say(said.NOT_JSON, file=name, why=exc)) from exc
    if not isinstance(document, dict) or document.get("format") != FORMAT_NAME:
        raise TransferError(say(said.NOT_OURS, file=name))
    version = document.get("version")
    if not isinstance(version, int) or version > FORMAT_VERSION:
        raise TransferError(say(said.NEWER, file=name))
    attempts = document.get("attempts")
    if not isinstance(attempts, list):
        raise TransferError(say(said.NO_ATTEMPTS, file=name))
    if ahead is not None:
        found_seal = document.get("seal")
        ahead(found_seal.get("seal_key") if isinstance(found_seal, dict) else found_seal)
    plain = _JsonAttempts()
    for index, record in enumerate(attempts, start=1):
        if not isinstance(record, dict):
            raise TransferError(say(said.NOT_AN_OBJECT, file=name, index=index))
        taken = None if quick is None else quick(record)
        if taken is not None:
            yield taken
            continue
        found = plain.read(record)
        if found is None:  # refused, in a sentence saying where and which field
            found = attempt_from_dict(
                record, say(said.AT_ATTEMPT, file=name, index=index), from_text=False
            )
        yield found
    found = document.get("seal")
    if found is not None and seal is not None:
        if not isinstance(found, dict):
            raise TransferError(say(said.SEAL_UNREADABLE, file=name))
        summary = document.get("summary")
        if shown is not None and isinstance(summary, list):
            for row in summary:
                shown({"summary": row})
        seal(_seal_from(found, name))


def read_csv(
    handle: TextIO,
    name: str,
    seal: Callable[[Seal], None] | None = None,
    shown: Shown | None = None,
) -> Iterator[Attempt]:
    """The attempts of a CSV export (the table before the first empty line), as written
    now or before the name columns (whose answers are JSON text); its seal, if any (the
    table after the summary), is handed to *seal* at the end, and the name columns and
    the summary table, as read, to *shown* before it."""
    reader = csv.reader(handle)
    header = next(reader, None)
    if header is None or not set(ATTEMPT_FIELDS) <= set(header):
        raise TransferError(say(said.BAD_HEADER, file=name))
    plain = set(CSV_ATTEMPT_FIELDS) <= set(header)
    names = [header.index(f) for f in ("game_name", "skill_name")] if plain else []
    if shown is not None and names:
        shown({"names": [header[i] for i in names]})
    for row in reader:
        if not row or not any(row):
            break  # the summary table follows
        where = say(said.AT_LINE, file=name, line=reader.line_num)
        if len(row) != len(header):
            raise TransferError(say(said.CELLS, where=where, count=len(row), wanted=len(header)))
        record = dict(zip(header, map(cell_from_csv, row), strict=True))
        if shown is not None and names:
            shown({"names": [row[i] for i in names]})
        yield attempt_from_dict(record, where, from_text=True, plain_answers=plain)
    if seal is None:
        return
    tables = 0  # the summary table, then the seal's
    for row in reader:
        if not row or not any(row):
            tables += 1
        elif tables == 0 and shown is not None:
            shown({"row": row})
        elif tables == 1 and tuple(row) in (SEAL_FIELDS, (*SEAL_FIELDS, SEAL_COVERS)):
            found = next(reader, None)
            if found is None or len(found) != len(row):
                raise TransferError(say(said.SEAL_UNREADABLE, file=name))
            seal(_seal_from(dict(zip(row, found, strict=True)), name))
            return


@overload
def read_file(
    path: Path,
    seal: Callable[[Seal], None] | None = None,
    shown: Shown | None = None,
    ahead: SealAhead | None = None,
) -> Iterator[Attempt]: ...


@overload
def read_file(
    path: Path,
    seal: Callable[[Seal], None] | None,
    shown: Shown | None,
    ahead: SealAhead | None,
    quick: Quick[T],
) -> Iterator[Attempt | T]: ...


def read_file(
    path: Path,
    seal: Callable[[Seal], None] | None = None,
    shown: Shown | None = None,
    ahead: SealAhead | None = None,
    quick: Quick[T] | None = None,
) -> Iterator[Attempt | T]:
    """The attempts of an export file, JSON or CSV (told apart by the first character);
    its seal, if any, is handed to *seal* once they are read, and what it shows beside
    them to *shown* before that (and a JSON export's key to *ahead* first). A JSON
    export's records are read by *quick* where it takes them."""
    try:
        handle = path.open(encoding="utf-8", newline="")
    except OSError as exc:
        raise TransferError(say(said.UNREADABLE, path=path, why=exc.strerror)) from exc
    with handle:
        try:
            if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
                raise TransferError(say(said.NOT_A_FILE, path=path))
            start = handle.read(1)
            while start.isspace():
                start = handle.read(1)
            handle.seek(0)
            if start == "{":
                yield from read_json(handle, path.name, seal, shown, ahead, quick)
            else:
                yield from read_csv(handle, path.name, seal, shown)
        except UnicodeDecodeError as exc:
            raise TransferError(say(said.NOT_UTF8, file=path.name)) from exc
        except csv.Error as exc:  # a NUL, a cell past csv's 131,072 characters
            raise TransferError(say(said.NOT_CSV, file=path.name, why=exc)) from None
        except OSError as exc:
            raise TransferError(say(said.UNREADABLE, path=path, why=exc.strerror)) from exc


def describe_import(result: ImportResult, name: str) -> list[str]:
    """What an import did, in lines: what was added, per trainee, and what was already here
    (what ``dealer-trainer import`` prints and the supervisor console shows)."""
    there = result.already_present
    added = said.ADDED[(result.added == 1, there == 1)]
    lines = [say(added, added=result.added, file=name, present=there)]
    new = set(result.trainees_added)
    for trainee, count in sorted(result.added_by_trainee.items(), key=lambda i: i[0].casefold()):
        line = said.BY_NEW_TRAINEE if trainee in new else said.BY_TRAINEE
        lines.append(say(line, trainee=trainee, count=count))
    if result.conflicts:
        count = len(result.conflicts)
        conflicts = said.CONFLICT if count == 1 else said.CONFLICTS
        lines.append(say(conflicts, count=count, ids=", ".join(result.conflicts)))
    if result.seal != "ours" and result.added:
        how = said.UNSIGNED if result.seal == "unsigned" else said.OTHER_SCHOOL
        lines.append(say(how, file=name, who=result.accepted_by))
    return lines
