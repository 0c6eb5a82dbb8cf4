"""Reading an export for an import: its answers as rows ready to write (:class:`ReadyRow`),
each checked, and its seal checked as they are read (:class:`Reading`). Nothing here
writes: :meth:`Imports.import_file <trainer.progress.imports.Imports.import_file>` and
the pending files of :meth:`Imports.restore_pending
<trainer.progress.imports.Imports.restore_pending>` write the rows in one transaction
and judge the seal before it commits.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from pathlib import Path
from typing import Any, Final

from trainer.progress.attempt_rows import (
    MAX_RESPONSE_MS,
    ReadyRow,
    _check_name_values,
    _Checked,
    _prepare_imported,
)
from trainer.progress.days import EPOCH_ORDINAL
from trainer.progress.errors import InvalidValueError
from trainer.progress.fields import MAX_SEED, clean_name, compact_json, hex_uuid
from trainer.progress.signing import Checker, Seal, Verdict
from trainer.progress.transfer import DAY_MS, SealedLines, spelt_line
from trainer.progress.transfer_reading import read_file, record_fields

Taken = tuple[ReadyRow, str | None]
"""A record read straight to its row, and its seal's line (``None`` when none is made)."""


class Reading:
    """An export file read for an import: :meth:`rows`, then :meth:`verdict` on its seal.

    Each answer's line, as the seal covers it, is made from the JSON texts the store keeps
    (:class:`SealedLines`) and handed to the *checker* *batch* lines at a time (the same
    HMAC as line by line), unless the file says first that its seal cannot be checked
    here: it carries none, or names a key the checker does not hold. The verdict is then
    "unsigned" or "foreign" whatever the answers, so they are not hashed (a third of an
    unsealed import's time)."""

    def __init__(self, path: Path, checker: Checker, *, batch: int = 1000) -> None:
        self.path = path
        self.seal: Seal | None = None
        """The file's seal, once its rows are read (``None``: it carries none)."""
        self._checker = checker
        self._batch = batch
        self.making = True
        """Whether the answers' lines are made for the seal (see the class docstring)."""

    def rows(self) -> Iterator[ReadyRow]:
        """The file's answers, in file order, each checked and ready to write."""
        checker = self._checker

        def ahead(key: object) -> None:
            if key is None or isinstance(key, str):
                self.making = key is not None and checker.holds(key)

        def found(seal: Seal) -> None:
            self.seal = seal

        checked, lines, quick = _Checked(), SealedLines(), _QuickRows(self)
        made: list[str] = []
        for item in read_file(self.path, found, checker.show, ahead, quick.take):
            if isinstance(item, tuple):
                row, line = item
            else:  # read as an Attempt first (a CSV row; a record the quick reader left)
                row = _prepare_imported(item, checked)
                line = (
                    lines.line(item, row.params, row.answer, row.expected, row.ts)
                    if self.making
                    else None
                )
            if line is not None:
                made.append(line)
                if len(made) >= self._batch:
                    checker.add_line("".join(made).encode())
                    made.clear()
            yield row
        checker.add_line("".join(made).encode())

    def verdict(self) -> Verdict:
        """Whether the answers read are sealed by this store (once :meth:`rows` is read)."""
        return self._checker.verdict(self.seal)


# A time of day as an export spells it, read by exact spelling (each is ms into the day).
_MINUTES_OF_DAY: Final = {
    f"{h:02d}:{m:02d}": (h * 60 + m) * 60_000 for h in range(24) for m in range(60)
}
_SECONDS: Final = {f"{n:02d}": n * 1000 for n in range(60)}
_MILLISECONDS: Final = {f"{n:03d}": n for n in range(1000)}


class _QuickRows:
    """A JSON export's records read straight to the rows to write and their seal's lines,
    as an export spells them, at a quarter less than reading each to an :class:`Attempt`
    first (an import's hundred thousand). It takes a record only if every field is as an
    export writes it (the time as ``2024-05-03T14:22:05.123Z``, the day as
    ``2024-05-03``, a UUID as 32 hex digits, each value of its type and in range), and
    then gives exactly the row and line the reading through an :class:`Attempt` gives
    (a test holds the two to each other); any other record it leaves (``None``) to that
    reading, which refuses a bad one in a sentence naming the field."""

    def __init__(self, reading: Reading) -> None:
        self._reading = reading
        self._names: set[tuple[str, str, str, str]] = set()
        self._stations: dict[str, str] = {}
        self._days: dict[str, int] = {}

    def take(self, record: dict[str, Any]) -> Taken | None:
        """The row and line of *record*, or ``None`` for it to be read as an attempt."""
        try:
            fields = record_fields(record)
        except KeyError:
            return None
        credit, correct = fields[0], fields[1]
        texts = fields[2:8]
        difficulty, seed, response_ms = fields[8:11]
        params, answer, expected, when, day, station, session = fields[11:]
        # NaN and the infinities fail the range; full credit exactly when correct, before
        # and after rounding to per mille.
        if type(credit) is not float or type(correct) is not bool or not 0.0 <= credit <= 1.0:
            return None
        permille = round(credit * 1000)
        if correct != (credit >= 1.0) or correct != (permille == 1000):
            return None
        for value in texts:
            if type(value) is not str or not value:
                return None
        attempt_id, trainee, game, skill, family, mode = texts
        names = (game, skill, mode, family)
        if names not in self._names:
            try:
                _check_name_values(*names)
            except InvalidValueError:
                return None
            self._names.add(names)
        if (
            type(difficulty) is not int
            or type(seed) is not int
            or type(response_ms) is not int
            or not 0 <= difficulty <= 1000
            or not 0 <= seed <= MAX_SEED
            or not 0 <= response_ms <= MAX_RESPONSE_MS
        ):
            return None
        ts = self._instant(when)
        day_number = self._day(day) if type(day) is str else None
        name = self._station(station) if type(station) is str else None
        id_bytes = hex_uuid(attempt_id)
        if session == "":
            session = None
        elif session is not None and type(session) is not str:
            return None
        session_bytes = None if session is None else hex_uuid(session)
        if (
            ts is None
            or day_number is None
            or name is None
            or id_bytes is None
            or (session is not None and session_bytes is None)
        ):
            return None
        try:
            params_text = compact_json(params)
            answer_text = compact_json(answer)
            expected_text = compact_json(expected)
        except (TypeError, ValueError):
            return None
        row = ReadyRow(
            attempt_id,
            trainee,
            game,
            skill,
            family,
            mode,
            name,
            difficulty,
            seed,
            response_ms,
            id_bytes,
            session_bytes,
            params_text,
            answer_text,
            expected_text,
            permille,
            ts,
            day_number,
        )
        if not self._reading.making:
            return row, None
        line = spelt_line(
            answer_text,
            when,
            attempt_id,
            correct,
            credit,
            day,
            difficulty,
            expected_text,
            family,
            game,
            mode,
            params_text,
            response_ms,
            seed,
            session,
            skill,
            name,
            trainee,
        )
        return row, line

    def _instant(self, when: object) -> int | None:
        """Epoch ms of a time spelt exactly as an export spells it, after the epoch."""
        if type(when) is not str or len(when) != 24 or when[10] != "T" or when[19] != ".":
            return None
        if when[23] != "Z":
            return None
        day = self._day(when[:10])
        minute = _MINUTES_OF_DAY.get(when[11:16])
        second = _SECONDS.get(when[17:19])
        milli = _MILLISECONDS.get(when[20:23])
        if day is None or minute is None or second is None or milli is None or when[16] != ":":
            return None
        ts = day * DAY_MS + minute + second + milli
        return ts if ts > 0 else None

    def _day(self, text: str) -> int | None:
        """The day number of a date spelt as ``date.isoformat`` spells it."""
        number = self._days.get(text)
        if number is None:
            try:
                found = date.fromisoformat(text)
            except ValueError:
                return None
            if found.isoformat() != text:
                return None
            number = self._days[text] = found.toordinal() - EPOCH_ORDINAL
        return number

    def _station(self, station: str) -> str | None:
        name = self._stations.get(station)
        if name is None:
            try:
                name = self._stations[station] = clean_name(station, "station")
            except InvalidValueError:
                return None
        return name
