"""Export and import files: attempts plus a per-trainee summary, in CSV or JSON.

Both formats carry every field of every attempt, so that ``dealer-trainer import`` on the
supervisor's machine can merge the exports of several kiosks; an attempt's UUID makes
the merge idempotent. Trainees travel by display name.

- **JSON**: one object ``{"format": "dealer-trainer-attempts", "version": 1,
  "exported_at", "station", "filters", "attempts": [...], "summary": [...], "seal": {...}}``,
  written a line per attempt so that large exports stream; the seal comes last, since it
  covers every answer before it (see :mod:`trainer.progress.signing`).
- **CSV**, for a spreadsheet as much as for import: the attempts table (header
  :data:`CSV_ATTEMPT_FIELDS`), then one empty line, then the summary table (header
  :data:`CSV_SUMMARY_FIELDS`), then one empty line and the seal (header
  :data:`SEAL_FIELDS`). A spreadsheet shows the tables one under the other; the importer
  reads the first and the seal. Games and skills carry their display names beside their
  ids (``game_name``, ``skill_name``; the importer goes by the ids). ``answer`` and
  ``expected`` read as the trainee saw them (``$5.00``, ``Seat 1, seat 3``); an answer
  that is not text, or text that would read as JSON (``5``, ``true``), is written as JSON
  so that it reads back exactly. ``params`` (what regenerates the question) is JSON.
  One function writes it (:func:`write_csv`): ``dealer-trainer export`` and the
  console's "Every answer" both use it, and the console's summaries of the class or a
  trainee are its summary table alone (:func:`write_summary_csv`).

  Files written before the name columns (header :data:`ATTEMPT_FIELDS`) hold JSON text
  in ``answer`` and ``expected`` (``"$5.00"``, quotes and all); the importer tells them
  apart by their header and still reads them.

Times are UTC ISO 8601 with milliseconds (``2024-05-03T14:22:05.123Z``); ``day`` is the
station's calendar date; ``credit`` is the partial credit from 0 to 1.
"""

from __future__ import annotations

import contextlib
import csv
import json
import math
import os
import re
import stat
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any, Final, TextIO

from trainer.progress import transfer_words as said
from trainer.progress.errors import InvalidValueError, TransferError
from trainer.progress.fields import clean_name
from trainer.progress.records import Attempt, ImportResult, JsonValue, TraineeSummary
from trainer.progress.signing import Checker, Seal, Sealer
from trainer.words import Marked, say, translated

FORMAT_NAME: Final = "dealer-trainer-attempts"
MOST_JSON_BYTES: Final = 100 << 20
"""The largest JSON export imported (read whole: 1,000,000 answers took 2.2 GB); a CSV
export is read a row at a time, at any size."""
FORMAT_VERSION: Final = 1

ATTEMPT_FIELDS: Final = (
    "attempt_id",
    "trainee",
    "answered_at",
    "day",
    "game",
    "skill",
    "family",
    "difficulty",
    "mode",
    "correct",
    "credit",
    "response_ms",
    "seed",
    "params",
    "answer",
    "expected",
    "session_id",
    "station",
)
"""Every field of an attempt, as the JSON export names them."""
SUMMARY_FIELDS: Final = (
    "trainee",
    "game",
    "skill",
    "attempts",
    "correct",
    "accuracy_percent",
    "median_ms",
    "p90_ms",
    "mastered",
)
"""The summary's fields (JSON, and the CSV's summary table with the names added)."""


def _with_names(fields: Sequence[str]) -> tuple[str, ...]:
    """*fields* with ``game_name`` after ``game`` and ``skill_name`` after ``skill``."""
    named: list[str] = []
    for field in fields:
        named.append(field)
        if field in ("game", "skill"):
            named.append(f"{field}_name")
    return tuple(named)


CSV_ATTEMPT_FIELDS: Final = _with_names(ATTEMPT_FIELDS)
"""The header of a CSV export's attempts table: :data:`ATTEMPT_FIELDS` with the game's and
the skill's display names after their ids."""
CSV_SUMMARY_FIELDS: Final = _with_names(SUMMARY_FIELDS)
"""The header of a CSV export's summary table: :data:`SUMMARY_FIELDS` with the names."""
_TEXT_FIELDS: Final = frozenset({"answer", "expected"})


@dataclass(frozen=True, slots=True)
class Names:
    """Display names of games and skills by id, for the people who read a CSV export (the
    store knows only ids; the layers above it know the names). An id without a name is
    written as itself."""

    games: Mapping[str, str]
    skills: Mapping[str, str]

    def named(self, fields: dict[str, JsonValue]) -> dict[str, JsonValue]:
        """*fields* (with ``game`` and ``skill`` ids) and their ``*_name`` fields."""
        game, skill = str(fields["game"]), str(fields["skill"])
        return {
            **fields,
            "game_name": self.games.get(game, game),
            "skill_name": self.skills.get(skill, skill),
        }


def _time_text(moment: datetime) -> str:
    return moment.astimezone(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def attempt_to_dict(attempt: Attempt) -> dict[str, JsonValue]:
    """An attempt as export fields (the trainee by name; this station's ids left out)."""
    return {
        "attempt_id": attempt.attempt_id,
        "trainee": attempt.trainee,
        "answered_at": _time_text(attempt.answered_at),
        "day": attempt.day.isoformat(),
        "game": attempt.game,
        "skill": attempt.skill,
        "family": attempt.family,
        "difficulty": attempt.difficulty,
        "mode": attempt.mode,
        "correct": attempt.correct,
        "credit": attempt.credit,
        "response_ms": attempt.response_ms,
        "seed": attempt.seed,
        "params": attempt.params,
        "answer": attempt.answer,
        "expected": attempt.expected,
        "session_id": attempt.session_id,
        "station": attempt.station,
    }


def summary_to_dict(summary: TraineeSummary) -> dict[str, JsonValue]:
    """A summary row as export fields."""
    stats = summary.stats
    return {
        "trainee": summary.trainee,
        "game": stats.game,
        "skill": stats.skill,
        "attempts": stats.attempts,
        "correct": stats.correct,
        "accuracy_percent": round(stats.accuracy * 100, 1),
        "median_ms": stats.median_ms,
        "p90_ms": stats.p90_ms,
        "mastered": summary.mastered,
    }


def _sealed(attempts: Iterable[Attempt], sealer: Sealer | None) -> Iterator[dict[str, JsonValue]]:
    """Each attempt's export fields, added to the seal as they are written."""
    for attempt in attempts:
        fields = attempt_to_dict(attempt)
        if sealer is not None:
            sealer.add(fields)
        yield fields


def write_json(
    out: TextIO,
    attempts: Iterable[Attempt],
    summaries: Iterable[TraineeSummary],
    *,
    exported_at: datetime,
    station: str,
    filters: Mapping[str, str | None] | None = None,
    sealer: Sealer | None = None,
) -> int:
    """Write a JSON export to *out* (sealed last, with a *sealer*); returns the number of
    attempts written."""
    head = {
        "format": FORMAT_NAME,
        "version": FORMAT_VERSION,
        "exported_at": _time_text(exported_at),
        "station": station,
        "filters": dict(filters or {}),
    }
    out.write(json.dumps(head, ensure_ascii=False)[:-1] + ',\n"attempts": [')
    count = 0
    for fields in _sealed(attempts, sealer):
        out.write(",\n" if count else "\n")
        out.write(json.dumps(fields, ensure_ascii=False, allow_nan=False))
        count += 1
    out.write('\n],\n"summary": [')
    for i, summary in enumerate(summaries):
        out.write(",\n" if i else "\n")
        row = summary_to_dict(summary)
        if sealer is not None:
            sealer.show({"summary": row})
        out.write(json.dumps(row, ensure_ascii=False))
    if sealer is None:
        out.write("\n]}\n")
        return count
    seal = sealer.seal(station=station, exported_at=str(head["exported_at"]))
    out.write('\n],\n"seal": ' + json.dumps(_seal_fields(seal), ensure_ascii=False) + "}\n")
    return count


SEAL_FIELDS: Final = ("seal_key", "seal_station", "seal_exported_at", "seal_signature")
"""The header of a CSV export's seal table (its third, after the attempts and the summary),
as written before issue 32; now followed by :data:`SEAL_COVERS`."""
SEAL_COVERS: Final = "seal_covers"
"""The seal's mark that it covers the summary and a CSV's name columns too (its value is
:data:`COVERS_SHOWN`); a seal without it covers the answers alone."""
COVERS_SHOWN: Final = "summary and names"


def _seal_fields(seal: Seal) -> dict[str, str]:
    values = (seal.key, seal.station, seal.exported_at, seal.signature)
    fields = dict(zip(SEAL_FIELDS, values, strict=True))
    if seal.covers:
        fields[SEAL_COVERS] = COVERS_SHOWN
    return fields


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


# One encoder for every cell: json.dumps with options builds a new one per call.
_ENCODER: Final = json.JSONEncoder(ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def _json_text(value: JsonValue) -> str:
    return _ENCODER.encode(value)


# What a JSON text can start with, after its whitespace (``json`` reads NaN and Infinity
# too): most answers ("$5.00", "Seat 1") are told to be plain text without parsing them.
_JSON_START: Final = frozenset('-0123456789"[{tfnNI')


class HostileJsonError(ValueError):
    """JSON that no export holds: NaN or Infinity, or a lone surrogate (``\\udc80``)."""


def _refuse_constant(name: str) -> Any:
    raise HostileJsonError(translated(said.NOT_A_NUMBER))


# A JSON escape of a surrogate (a lone one is not Unicode; a pair is one character).
_SURROGATE_ESCAPE: Final = re.compile(r"\\u[dD][89abcdefABCDEF]")


def strict_json(text: str) -> Any:
    """*text* read as JSON as an export holds it: ``HostileJsonError`` (a ``ValueError``)
    for NaN, Infinity or a lone surrogate, ``ValueError`` for what is not JSON."""
    value = json.loads(text, parse_constant=_refuse_constant)
    if _SURROGATE_ESCAPE.search(text):
        try:
            json.dumps(value, ensure_ascii=False).encode("utf-8")
        except UnicodeEncodeError:
            raise HostileJsonError(translated(said.LONE_SURROGATE)) from None
    return value


def _json_or_text(text: str) -> tuple[bool, JsonValue]:
    """``(True, value)`` if *text* reads as JSON, else ``(False, text)``."""
    if text.lstrip(" \t\n\r")[:1] not in _JSON_START:
        return False, text
    try:
        value: JsonValue = strict_json(text)
    except (ValueError, RecursionError):
        return False, text
    return True, value


def answer_cell(value: JsonValue) -> str:
    """An answer as its cell: text as it reads, anything else (or text that would read
    back as something else) as JSON; :func:`answer_from_cell` inverts it exactly."""
    if isinstance(value, str) and not _json_or_text(value)[0]:
        return value
    return _json_text(value)


def answer_from_cell(text: str) -> JsonValue:
    """An answer read back from its cell (see :func:`answer_cell`)."""
    return _json_or_text(text)[1]


def _csv_cell(field: str, value: JsonValue) -> str:
    if field in _TEXT_FIELDS:
        return answer_cell(value)
    if field == "params":
        return _json_text(value)
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


# A spreadsheet takes a cell that starts with one of these for a formula (formula
# injection: a trainee named "=HYPERLINK(...)"). Such a cell is written after an apostrophe,
# which a spreadsheet shows as text; a cell that starts with an apostrophe gets one more,
# so that :func:`cell_from_csv` gives back every cell exactly.
_FORMULA_START: Final = frozenset("=+-@\t\r'")


def csv_safe(cell: str) -> str:
    """*cell* as a spreadsheet reads it as text, never as a formula."""
    return "'" + cell if cell[:1] in _FORMULA_START else cell


def cell_from_csv(cell: str) -> str:
    """A cell as written before :func:`csv_safe`."""
    return cell[1:] if cell[:1] == "'" and cell[1:2] in _FORMULA_START else cell


def _table(
    out: TextIO,
    header: Sequence[str],
    records: Iterable[Mapping[str, JsonValue]],
    shown: Callable[[list[str]], None] | None = None,
) -> int:
    """Write a header and a row per record (each, as written, handed to *shown* too);
    returns the rows written."""
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(header)
    if shown is not None:
        shown(list(header))
    count = 0
    for fields in records:
        cells = [csv_safe(_csv_cell(name, fields[name])) for name in header]
        writer.writerow(cells)
        if shown is not None:
            shown(cells)
        count += 1
    return count


def write_table(
    out: TextIO, header: Sequence[str], records: Iterable[Mapping[str, JsonValue]]
) -> int:
    """Write one CSV table (a header and a row per record, each cell made safe for a
    spreadsheet); returns the rows written."""
    return _table(out, header, records)


def write_csv(
    out: TextIO,
    attempts: Iterable[Attempt],
    summaries: Iterable[TraineeSummary],
    *,
    names: Names,
    sealer: Sealer | None = None,
    station: str = "",
    exported_at: datetime | None = None,
) -> int:
    """Write a CSV export (attempts, an empty line, the summary, and with a *sealer* an
    empty line and the seal of the export at *station* and *exported_at*); returns the
    attempt count.

    *attempts* and *summaries* are iterated once, as written, so a caller may wrap them
    to report progress or to stop the export.
    """
    named = (names.named(fields) for fields in _sealed(attempts, sealer))
    shown_names = None
    if sealer is not None:  # the name columns of each answer's row, as written

        def shown_names(cells: list[str]) -> None:
            sealer.show({"names": [cells[i] for i in _NAME_COLUMNS]})

    count = _table(out, CSV_ATTEMPT_FIELDS, named, shown_names)
    out.write("\n")
    write_summary_csv(out, summaries, names=names, sealer=sealer)
    if sealer is not None:
        when = _time_text(exported_at or datetime.now(UTC))
        fields = _seal_fields(sealer.seal(station=station, exported_at=when))
        out.write("\n")
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(fields.keys())
        writer.writerow(fields.values())
    return count


# The name columns of the attempts table, by position (the header's, then each row's).
_NAME_COLUMNS: Final = tuple(
    i for i, field in enumerate(CSV_ATTEMPT_FIELDS) if field in ("game_name", "skill_name")
)


def write_summary_csv(
    out: TextIO, summaries: Iterable[TraineeSummary], *, names: Names, sealer: Sealer | None = None
) -> int:
    """Write the summary table of a CSV export alone (its every cell shown to *sealer*);
    returns its rows."""
    named = (names.named(summary_to_dict(summary)) for summary in summaries)
    shown = None if sealer is None else (lambda cells: sealer.show({"row": cells}))
    return _table(out, CSV_SUMMARY_FIELDS, named, shown)


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
            credit, correct = record["credit"], record["correct"]
            texts = (
                record["attempt_id"],
                record["trainee"],
                record["game"],
                record["skill"],
                record["family"],
                record["mode"],
            )
            numbers = record["difficulty"], record["seed"], record["response_ms"]
            params, answer, expected = record["params"], record["answer"], record["expected"]
            when, day, station = record["answered_at"], record["day"], record["station"]
            session = record["session_id"]
        except KeyError:
            return None
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


Shown = Callable[[Mapping[str, object]], None]
"""Takes what a file shows beside its answers, as read (:meth:`Checker.show`)."""


SealAhead = Callable[[object], None]
"""Told, before a JSON export's answers, the key its seal names (``None``: it carries no
seal; anything else than text: a seal that will be refused as unreadable at the end)."""


def read_json(
    handle: TextIO,
    name: str,
    seal: Callable[[Seal], None] | None = None,
    shown: Shown | None = None,
    ahead: SealAhead | None = None,
) -> Iterator[Attempt]:
    """The attempts of a JSON export (its seal, if any, handed to *seal* at the end, and
    its summary rows to *shown* before it; the key it names to *ahead* first)."""
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
    quick = _JsonAttempts()
    for index, record in enumerate(attempts, start=1):
        if not isinstance(record, dict):
            raise TransferError(say(said.NOT_AN_OBJECT, file=name, index=index))
        found = quick.read(record)
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


class ExportFile:
    """An export to import: its attempts, read once; then, once read, its seal (``None``
    for a file without one)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.seal: Seal | None = None

    def attempts(self, checker: Checker | None = None) -> Iterator[Attempt]:
        """The file's attempts, each added to *checker* as it is read, unless the file
        says first (a JSON export, read whole) that its seal cannot be checked here: it
        carries none, or names a key the checker does not hold. The verdict is then
        "unsigned" or "foreign" whatever the answers, so they are not hashed (a third of
        an unsealed import's time)."""
        checking = checker is not None

        def found(seal: Seal) -> None:
            self.seal = seal

        def ahead(key: object) -> None:
            nonlocal checking
            if checker is not None and (key is None or isinstance(key, str)):
                checking = key is not None and checker.holds(key)

        shown = None if checker is None else checker.show
        for attempt in read_file(self.path, found, shown, ahead):
            if checking:
                assert checker is not None
                checker.add(attempt_to_dict(attempt))
            yield attempt


def read_file(
    path: Path,
    seal: Callable[[Seal], None] | None = None,
    shown: Shown | None = None,
    ahead: SealAhead | None = None,
) -> Iterator[Attempt]:
    """The attempts of an export file, JSON or CSV (told apart by the first character);
    its seal, if any, is handed to *seal* once they are read, and what it shows beside
    them to *shown* before that (and a JSON export's key to *ahead* first)."""
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
                yield from read_json(handle, path.name, seal, shown, ahead)
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
