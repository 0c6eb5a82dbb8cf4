"""Export and import files: attempts plus a per-trainee summary, in CSV or JSON.

Both formats carry every field of every attempt, so that ``dealer-trainer import`` on the
supervisor's machine can merge the exports of several kiosks; an attempt's UUID makes
the merge idempotent. Trainees travel by display name.

- **JSON**: one object ``{"format": "dealer-trainer-attempts", "version": 1,
  "exported_at", "station", "filters", "attempts": [...], "summary": [...]}``, written a
  line per attempt so that large exports stream.
- **CSV**: the attempts table (header :data:`ATTEMPT_FIELDS`; ``params``, ``answer`` and
  ``expected`` hold JSON text), then one empty line, then the summary table (header
  :data:`SUMMARY_FIELDS`). A spreadsheet shows the two tables one under the other;
  the importer reads the first.

Times are UTC ISO 8601 with milliseconds (``2024-05-03T14:22:05.123Z``); ``day`` is the
station's calendar date; ``credit`` is the partial credit from 0 to 1.
"""

from __future__ import annotations

import csv
import json
from collections.abc import Iterable, Iterator, Mapping
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any, Final, TextIO

from trainer.progress.errors import TransferError
from trainer.progress.records import Attempt, JsonValue, TraineeSummary

FORMAT_NAME: Final = "dealer-trainer-attempts"
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
_JSON_FIELDS: Final = frozenset({"params", "answer", "expected"})


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


def write_json(
    out: TextIO,
    attempts: Iterable[Attempt],
    summaries: Iterable[TraineeSummary],
    *,
    exported_at: datetime,
    station: str,
    filters: Mapping[str, str | None] | None = None,
) -> int:
    """Write a JSON export to *out*; returns the number of attempts written."""
    head = {
        "format": FORMAT_NAME,
        "version": FORMAT_VERSION,
        "exported_at": _time_text(exported_at),
        "station": station,
        "filters": dict(filters or {}),
    }
    out.write(json.dumps(head, ensure_ascii=False)[:-1] + ',\n"attempts": [')
    count = 0
    for attempt in attempts:
        out.write(",\n" if count else "\n")
        out.write(json.dumps(attempt_to_dict(attempt), ensure_ascii=False, allow_nan=False))
        count += 1
    out.write('\n],\n"summary": [')
    for i, summary in enumerate(summaries):
        out.write(",\n" if i else "\n")
        out.write(json.dumps(summary_to_dict(summary), ensure_ascii=False))
    out.write("\n]}\n")
    return count


def _csv_cell(field: str, value: JsonValue) -> str:
    if field in _JSON_FIELDS:
        return json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def write_csv(out: TextIO, attempts: Iterable[Attempt], summaries: Iterable[TraineeSummary]) -> int:
    """Write a CSV export (attempts, an empty line, the summary); returns the attempt count."""
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(ATTEMPT_FIELDS)
    count = 0
    for attempt in attempts:
        fields = attempt_to_dict(attempt)
        writer.writerow([_csv_cell(name, fields[name]) for name in ATTEMPT_FIELDS])
        count += 1
    writer.writerow([])
    writer.writerow(SUMMARY_FIELDS)
    for summary in summaries:
        fields = summary_to_dict(summary)
        writer.writerow([_csv_cell(name, fields[name]) for name in SUMMARY_FIELDS])
    return count


class _Fields:
    """Typed access to one imported record, with errors that say where and which field."""

    def __init__(self, record: Mapping[str, Any], where: str, from_text: bool) -> None:
        self.record, self.where, self.from_text = record, where, from_text

    def fail(self, field: str, why: str) -> TransferError:
        return TransferError(f"In {self.where}, the field {field!r} {why}.")

    def raw(self, field: str) -> Any:
        if field not in self.record:
            raise self.fail(field, "is missing")
        return self.record[field]

    def text(self, field: str, *, optional: bool = False) -> str | None:
        value = self.raw(field)
        if optional and value in (None, ""):
            return None
        if not isinstance(value, str) or not value:
            raise self.fail(field, "must be text")
        return value

    def required_text(self, field: str) -> str:
        value = self.text(field)
        assert value is not None
        return value

    def integer(self, field: str) -> int:
        value = self.raw(field)
        if self.from_text and isinstance(value, str):
            try:
                return int(value)
            except ValueError:
                raise self.fail(field, f"must be a whole number, not {value!r}") from None
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.fail(field, f"must be a whole number, not {value!r}")
        return value

    def number(self, field: str) -> float:
        value = self.raw(field)
        if self.from_text and isinstance(value, str):
            try:
                return float(value)
            except ValueError:
                raise self.fail(field, f"must be a number, not {value!r}") from None
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise self.fail(field, f"must be a number, not {value!r}")
        return float(value)

    def flag(self, field: str) -> bool:
        value = self.raw(field)
        if self.from_text and isinstance(value, str) and value in ("true", "false"):
            return value == "true"
        if not isinstance(value, bool):
            raise self.fail(field, f"must be true or false, not {value!r}")
        return value

    def json_value(self, field: str) -> Any:
        value = self.raw(field)
        if not self.from_text:
            return value
        try:
            return json.loads(value)
        except (TypeError, ValueError):
            raise self.fail(field, "must hold JSON") from None

    def moment(self, field: str) -> datetime:
        text = self.required_text(field)
        try:
            moment = datetime.fromisoformat(text.replace("Z", "+00:00"))
        except ValueError:
            raise self.fail(field, f"must be an ISO time, not {text!r}") from None
        if moment.tzinfo is None:
            raise self.fail(field, "must carry its timezone")
        return moment

    def day(self, field: str) -> date:
        text = self.required_text(field)
        try:
            return date.fromisoformat(text)
        except ValueError:
            raise self.fail(field, f"must be a date (YYYY-MM-DD), not {text!r}") from None


def attempt_from_dict(record: Mapping[str, Any], where: str, *, from_text: bool) -> Attempt:
    """An attempt read back from an export record (``from_text`` for CSV cells)."""
    fields = _Fields(record, where, from_text)
    credit = fields.number("credit")
    if fields.flag("correct") != (credit >= 1.0):
        raise fields.fail("correct", "disagrees with the credit")
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
        answer=fields.json_value("answer"),
        expected=fields.json_value("expected"),
        credit=credit,
        response_ms=fields.integer("response_ms"),
        mode=fields.required_text("mode"),
        answered_at=fields.moment("answered_at"),
        day=fields.day("day"),
        station=fields.required_text("station"),
        session_id=fields.text("session_id", optional=True),
    )


def read_json(handle: TextIO, name: str) -> Iterator[Attempt]:
    """The attempts of a JSON export."""
    try:
        document = json.load(handle)
    except ValueError as exc:
        raise TransferError(f"{name} is not a JSON export ({exc}).") from exc
    if not isinstance(document, dict) or document.get("format") != FORMAT_NAME:
        raise TransferError(f"{name} is not a Dealer Trainer export.")
    version = document.get("version")
    if not isinstance(version, int) or version > FORMAT_VERSION:
        raise TransferError(f"{name} was written by a newer Dealer Trainer; please update.")
    attempts = document.get("attempts")
    if not isinstance(attempts, list):
        raise TransferError(f"{name} has no list of attempts.")
    for index, record in enumerate(attempts, start=1):
        if not isinstance(record, dict):
            raise TransferError(f"In {name}, attempt {index} is not an object.")
        yield attempt_from_dict(record, f"{name}, attempt {index}", from_text=False)


def read_csv(handle: TextIO, name: str) -> Iterator[Attempt]:
    """The attempts of a CSV export (the table before the first empty line)."""
    reader = csv.reader(handle)
    header = next(reader, None)
    if header is None or not set(ATTEMPT_FIELDS) <= set(header):
        raise TransferError(f"{name} is not a Dealer Trainer CSV export (its header is wrong).")
    for row in reader:
        if not row or not any(row):
            return  # the summary table follows
        where = f"{name}, line {reader.line_num}"
        if len(row) != len(header):
            raise TransferError(f"In {where}, there are {len(row)} cells, not {len(header)}.")
        yield attempt_from_dict(dict(zip(header, row, strict=True)), where, from_text=True)


def read_file(path: Path) -> Iterator[Attempt]:
    """The attempts of an export file, JSON or CSV (told apart by the first character)."""
    try:
        handle = path.open(encoding="utf-8", newline="")
    except OSError as exc:
        raise TransferError(f"{path} cannot be read ({exc.strerror}).") from exc
    with handle:
        try:
            start = handle.read(1)
            while start.isspace():
                start = handle.read(1)
            handle.seek(0)
            if start == "{":
                yield from read_json(handle, path.name)
            else:
                yield from read_csv(handle, path.name)
        except UnicodeDecodeError as exc:
            raise TransferError(f"{path.name} is not a UTF-8 text export.") from exc
        except OSError as exc:
            raise TransferError(f"{path} cannot be read ({exc.strerror}).") from exc
