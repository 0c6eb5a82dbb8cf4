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

This module writes them; :mod:`trainer.progress.transfer_reading` reads them back.
"""

from __future__ import annotations

import csv
import json
import math
import re
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Final, TextIO

from trainer.progress import transfer_words as said
from trainer.progress.days import day_date
from trainer.progress.records import Attempt, JsonValue, TraineeSummary
from trainer.progress.signing import Seal, Sealer, canonical
from trainer.words import translated

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


DAY_MS: Final = 86_400_000
_LAST_MS: Final = 253_402_300_800_000
"""10000-01-01T00:00Z in epoch milliseconds: the instants :class:`SealedLines` spells
itself lie after the epoch and before it (a date has four digits of year)."""
_string: Final[Callable[[str], str]] = json.encoder.encode_basestring


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


class SealedLines:
    """Each answer's line as a seal covers it (``signing.canonical(attempt_to_dict(a))``),
    made from the JSON texts of its question and answers that the import stores anyway:
    encoding each answer's fields again, whole, for the seal was a sixth of a sealed
    import. The other fields are spelt as the compact encoder spells them (text through
    its own string encoder, numbers by ``repr``); a test holds the lines to
    ``canonical``. An answer with a field of another type is encoded whole, as before."""

    def __init__(self) -> None:
        self._days: dict[int, str] = {}
        self._clock: dict[int, str] = {}

    def _time_text(self, ts: int) -> str:
        """:func:`_time_text` of the instant *ts* (epoch ms): each day's date and each
        second's time of day spelt once."""
        day, ms = divmod(ts, DAY_MS)
        text = self._days.get(day)
        if text is None:
            text = self._days[day] = day_date(day).isoformat()
        second, ms = divmod(ms, 1000)
        clock = self._clock.get(second)
        if clock is None:
            minutes, seconds = divmod(second, 60)
            clock = self._clock[second] = f"{minutes // 60:02d}:{minutes % 60:02d}:{seconds:02d}"
        return f"{text}T{clock}.{ms:03d}Z"

    def line(self, attempt: Attempt, params: str, answer: str, expected: str, ts: int) -> str:
        """The answer's line (as text: UTF-8 makes the bytes); *params*, *answer* and
        *expected* are its values as compact, sorted JSON, *ts* its time in epoch ms."""
        a = attempt
        if not (
            type(a.credit) is float
            and math.isfinite(a.credit)
            and type(a.difficulty) is type(a.seed) is type(a.response_ms) is int
            and type(a.attempt_id) is type(a.trainee) is type(a.station) is str
            and type(a.game) is type(a.skill) is type(a.family) is type(a.mode) is str
            and (a.session_id is None or type(a.session_id) is str)
            and 0 < ts < _LAST_MS
        ):
            return canonical(attempt_to_dict(a)).decode()
        return spelt_line(
            answer,
            self._time_text(ts),
            a.attempt_id,
            a.correct,
            a.credit,
            a.day.isoformat(),
            a.difficulty,
            expected,
            a.family,
            a.game,
            a.mode,
            params,
            a.response_ms,
            a.seed,
            a.session_id,
            a.skill,
            a.station,
            a.trainee,
        )


def spelt_line(
    answer: str,
    answered_at: str,
    attempt_id: str,
    correct: bool,
    credit: float,
    day: str,
    difficulty: int,
    expected: str,
    family: str,
    game: str,
    mode: str,
    params: str,
    response_ms: int,
    seed: int,
    session_id: str | None,
    skill: str,
    station: str,
    trainee: str,
) -> str:
    """An answer's line as a seal covers it, from its fields in the line's (sorted)
    order: *answer*, *expected* and *params* as compact, sorted JSON text, *answered_at*
    and *day* as an export spells them, numbers and the rest as they are."""
    text = _string
    session = "null" if session_id is None else text(session_id)
    return (
        f'{{"answer":{answer},"answered_at":"{answered_at}",'
        f'"attempt_id":{text(attempt_id)},"correct":{"true" if correct else "false"},'
        f'"credit":{credit!r},"day":"{day}",'
        f'"difficulty":{difficulty!r},"expected":{expected},"family":{text(family)},'
        f'"game":{text(game)},"mode":{text(mode)},"params":{params},'
        f'"response_ms":{response_ms!r},"seed":{seed!r},"session_id":{session},'
        f'"skill":{text(skill)},"station":{text(station)},'
        f'"trainee":{text(trainee)}}}\n'
    )


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
