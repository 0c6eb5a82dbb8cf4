"""Writing a report to disk safely, with progress and cancellation.

Files are written to a hidden temporary file beside the target and renamed over it only
when complete, so a cancelled or failed report never leaves a half-written file; a full
disk or a folder that cannot be written raises :class:`ReportError` (a
:class:`~trainer.errors.TrainerError`) with one plain sentence.
"""

from __future__ import annotations

import contextlib
import csv
import errno
import json
import os
import uuid
from collections.abc import Callable, Iterable, Iterator, Sequence
from datetime import UTC, date
from pathlib import Path
from typing import IO, Any, Final, Literal

from PySide6.QtCore import (
    QCoreApplication,
)

from trainer.errors import TrainerError
from trainer.progress import (
    Attempt,
    ProgressStore,
    TraineeSummary,
)
from trainer.progress.transfer import SUMMARY_FIELDS, summary_to_dict
from trainer.ui.reports.text import day_text

Progress = Callable[[int, int], None]
"""``progress(done, total)``, called from the worker thread; must not touch widgets."""

Cancelled = Callable[[], bool]
"""Polled often; when it returns ``True`` the report stops and nothing is written."""

CsvKind = Literal["class", "trainee", "attempts"]

ATTEMPT_COLUMNS: Final = (
    "attempt_id",
    "trainee",
    "game",
    "skill",
    "family",
    "difficulty",
    "seed",
    "answer",
    "expected",
    "credit",
    "response_ms",
    "mode",
    "answered_at",
    "station",
)
"""The header of an ``attempts`` CSV export."""

SUMMARY_COLUMNS: Final = SUMMARY_FIELDS


CHECK_EVERY: Final = 250  # CSV rows between polls of *cancelled* and calls of *progress*


class ReportError(TrainerError):
    """A report could not be made or saved; the message says why in one sentence."""


class ReportCancelled(TrainerError):
    """The report was cancelled; nothing was written."""

    def __init__(self, message: str | None = None) -> None:
        super().__init__(
            message
            or QCoreApplication.translate(
                "Reports", "The report was cancelled; no file was written."
            )
        )


def export_csv(
    store: ProgressStore,
    path: Path,
    kind: Literal["class", "trainee", "attempts"],
    *,
    trainee_id: int | None = None,
    since: date | None = None,
    until: date | None = None,
    progress: Progress | None = None,
    cancelled: Cancelled | None = None,
) -> int:
    """Write a CSV export (UTF-8, header row); returns the data rows written.

    - ``"class"``: one row per active trainee and (game, skill) they answered in the range;
    - ``"trainee"``: the same rows for one trainee (*trainee_id*, archived or not);
    - ``"attempts"``: every attempt in the range (of one trainee if *trainee_id* is given),
      with the columns of :data:`ATTEMPT_COLUMNS`.
    """
    check_range(since, until)
    if kind not in ("class", "trainee", "attempts"):
        raise ReportError(
            QCoreApplication.translate(
                "Reports", "{kind!r} is not a kind of export (class, trainee or attempts)."
            ).format(kind=kind)
        )
    if kind == "trainee" and trainee_id is None:
        raise ReportError(
            QCoreApplication.translate("Reports", "A trainee export needs a trainee chosen.")
        )
    if trainee_id is not None:
        store.trainee(trainee_id)  # names an unknown trainee
    # The rollups count every answer, so they size the attempts export exactly and cheaply.
    summaries = store.trainee_summaries(
        since, until, trainee_id=None if kind == "class" else trainee_id
    )
    if kind == "class":
        active = {t.id for t in store.trainees()}
        summaries = tuple(s for s in summaries if s.trainee_id in active)
    if kind == "attempts":
        expected = sum(s.stats.attempts for s in summaries)
        header: Sequence[str] = ATTEMPT_COLUMNS
        rows: Iterable[list[str]] = (
            _attempt_row(a)
            for a in store.attempts(trainee_id=trainee_id, since=since, until=until, page=5000)
        )
    else:
        expected = len(summaries)
        header = SUMMARY_COLUMNS
        rows = (_summary_row(s) for s in summaries)
    run = Run(progress, cancelled, total=expected + 1)
    written = 0
    with replacing(path, binary=False) as handle:
        writer = csv.writer(handle, lineterminator="\n")
        writer.writerow(header)
        for row in rows:
            writer.writerow(row)
            written += 1
            if written % CHECK_EVERY == 0:
                run.check()
                run.to(min(written, expected))
        run.check()
    run.finish(written + 1)
    return written


# -- progress and cancellation ----------------------------------------------------------------


class Run:
    """One report's progress reporting and cancellation polling."""

    def __init__(self, progress: Progress | None, cancelled: Cancelled | None, total: int) -> None:
        self._progress = progress
        self._cancelled = cancelled
        self.total = max(1, total)
        self.done = 0
        self._report()

    def _report(self) -> None:
        if self._progress is not None:
            self._progress(self.done, self.total)

    def check(self) -> None:
        """Raise :class:`ReportCancelled` if the caller has asked to stop."""
        if self._cancelled is not None and self._cancelled():
            raise ReportCancelled()

    def step(self) -> None:
        """One more step done (never the last: :meth:`finish` reports that)."""
        self.to(self.done + 1)

    def to(self, done: int) -> None:
        done = min(done, self.total - 1)
        if done > self.done:
            self.done = done
            self._report()

    def finish(self, total: int | None = None) -> None:
        """Everything done and the file in place."""
        if total is not None:
            self.total = max(1, total)
        self.done = self.total
        self._report()


# -- writing files -------------------------------------------------------------------------


def save_error(path: Path, exc: OSError) -> ReportError:
    """One plain sentence for a failure to write *path*."""
    folder = str(path.parent)
    name = path.name
    if exc.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        text = QCoreApplication.translate(
            "Reports", "The disk holding {folder} is full, so {name} could not be saved."
        )
    elif isinstance(exc, IsADirectoryError):
        text = QCoreApplication.translate(
            "Reports", "{name} in {folder} is a folder, so the file could not be saved there."
        )
    elif isinstance(exc, NotADirectoryError):
        text = QCoreApplication.translate(
            "Reports", "{folder} is not a folder, so {name} could not be saved there."
        )
    elif isinstance(exc, FileNotFoundError):
        text = QCoreApplication.translate(
            "Reports", "The folder {folder} does not exist, so {name} could not be saved."
        )
    elif isinstance(exc, PermissionError) or exc.errno == errno.EROFS:
        text = QCoreApplication.translate(
            "Reports", "The folder {folder} cannot be written to, so {name} could not be saved."
        )
    else:
        return ReportError(
            QCoreApplication.translate(
                "Reports", "{name} could not be saved in {folder} ({reason})."
            ).format(name=name, folder=folder, reason=exc.strerror or exc)
        )
    return ReportError(text.format(folder=folder, name=name))


@contextlib.contextmanager
def replacing(path: Path, *, binary: bool) -> Iterator[IO[Any]]:
    """A new file written beside *path* and renamed over it only if the block completes.

    On any error or cancellation the partial file is removed; ``OSError`` becomes a
    :class:`ReportError`.
    """
    temp = path.with_name(f".{path.name}.{uuid.uuid4().hex[:12]}.part")
    try:
        handle: IO[Any] = (
            open(temp, "xb") if binary else open(temp, "x", encoding="utf-8", newline="")  # noqa: SIM115
        )
    except OSError as exc:
        raise save_error(path, exc) from exc
    try:
        with handle:
            yield handle
            handle.flush()
            os.fsync(handle.fileno())
        try:
            os.replace(temp, path)
        except PermissionError as exc:
            if path.is_file():  # Windows: the old report is open in a PDF viewer
                raise ReportError(
                    QCoreApplication.translate(
                        "Reports",
                        "{name} in {folder} could not be replaced; close it if another "
                        "program has it open, then try again.",
                    ).format(name=path.name, folder=path.parent)
                ) from exc
            raise
    except BaseException as exc:
        with contextlib.suppress(OSError):
            temp.unlink()
        if isinstance(exc, OSError):
            raise save_error(path, exc) from exc
        raise


def write_bytes(path: Path, data: bytes, run: Run) -> None:
    """Write *data* in place of *path* (safely, as :func:`replacing` does); then finished."""
    run.check()
    with replacing(path, binary=True) as handle:
        handle.write(data)
    run.finish()


def check_range(since: date | None, until: date | None) -> None:
    """Refuse a date range whose first day is after its last."""
    if since is not None and until is not None and since > until:
        raise ReportError(
            QCoreApplication.translate(
                "Reports", "The report's first day, {since}, is after its last day, {until}."
            ).format(since=day_text(since), until=day_text(until))
        )


# -- CSV rows ------------------------------------------------------------------------------


def _cell(value: object) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _summary_row(summary: TraineeSummary) -> list[str]:
    fields = summary_to_dict(summary)
    return [_cell(fields[name]) for name in SUMMARY_COLUMNS]


def _json_text(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def _attempt_row(attempt: Attempt) -> list[str]:
    answered = attempt.answered_at.astimezone(UTC).isoformat(timespec="milliseconds")
    return [
        attempt.attempt_id,
        attempt.trainee,
        attempt.game,
        attempt.skill,
        attempt.family,
        str(attempt.difficulty),
        str(attempt.seed),
        _json_text(attempt.answer),
        _json_text(attempt.expected),
        str(attempt.credit),
        str(attempt.response_ms),
        attempt.mode,
        answered.replace("+00:00", "Z"),
        attempt.station,
    ]
