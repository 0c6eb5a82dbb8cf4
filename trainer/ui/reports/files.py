"""Writing a report to disk safely, with progress and cancellation.

Files are written to a hidden temporary file beside the target and renamed over it only
when complete, so a cancelled or failed report never leaves a half-written file; a full
disk or a folder that cannot be written raises :class:`ReportError` (a
:class:`~trainer.errors.TrainerError`) with one plain sentence.
"""

from __future__ import annotations

import contextlib
import errno
import os
import uuid
from collections.abc import Callable, Iterable, Iterator
from contextlib import AbstractContextManager
from datetime import date
from pathlib import Path
from typing import IO, Any, BinaryIO, Final, Literal, TextIO, TypeVar, overload

from PySide6.QtCore import (
    QCoreApplication,
)

from trainer.errors import TrainerError
from trainer.progress import (
    ProgressStore,
)
from trainer.progress.leftovers import noting_partial
from trainer.progress.transfer import (
    CSV_ATTEMPT_FIELDS,
    CSV_SUMMARY_FIELDS,
    write_csv,
    write_summary_csv,
)
from trainer.quiz.model import export_names
from trainer.ui.reports.text import day_text
from trainer.ui.translation import arg

Progress = Callable[[int, int], None]
"""``progress(done, total)``, called from the worker thread; must not touch widgets."""

Cancelled = Callable[[], bool]
"""Polled often; when it returns ``True`` the report stops and nothing is written."""

CsvKind = Literal["class", "trainee", "attempts", "table-tests", "levels"]

ATTEMPT_COLUMNS: Final = CSV_ATTEMPT_FIELDS
"""The header of an ``attempts`` CSV export (its first table, as ``dealer-trainer export``)."""

SUMMARY_COLUMNS: Final = CSV_SUMMARY_FIELDS
"""The header of a ``class`` or ``trainee`` CSV export (and of an ``attempts`` export's
summary table)."""

T = TypeVar("T")


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
    kind: CsvKind,
    *,
    trainee_id: int | None = None,
    since: date | None = None,
    until: date | None = None,
    progress: Progress | None = None,
    cancelled: Cancelled | None = None,
    cohort: int | None = None,
) -> int:
    """Write a CSV export (UTF-8, header row); returns the data rows written.

    - ``"class"``: one row per active trainee (of one class if *cohort*) and (game, skill)
      they answered in the range;
    - ``"trainee"``: the same rows for one trainee (*trainee_id*, archived or not);
    - ``"attempts"``: every attempt in the range (of one trainee if *trainee_id* is given),
      then the summary: the file ``dealer-trainer export`` writes, which another station
      can import (see :mod:`trainer.progress.transfer`);
    - ``"table-tests"``: each criterion of each table test scored in the range, of one
      trainee if *trainee_id* is given, else of every active trainee (of one class if
      *cohort*); ``"levels"``: those trainees' certification level in each game now
      (see :mod:`trainer.ui.reports.practical`).
    """
    check_range(since, until)
    if kind in ("table-tests", "levels"):
        return _export_certification(
            store, path, kind, trainee_id, since, until, Run(progress, cancelled, 2), cohort
        )
    if kind not in ("class", "trainee", "attempts"):
        raise ReportError(
            arg(
                QCoreApplication.translate(
                    "Reports", "%1 is not a kind of export (class, trainee or attempts)."
                ),
                kind,
            )
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
        active = {t.id for t in store.trainees() if cohort is None or t.cohort_id == cohort}
        summaries = tuple(s for s in summaries if s.trainee_id in active)
    names = export_names()
    if kind == "attempts":
        expected = sum(s.stats.attempts for s in summaries)
        run = Run(progress, cancelled, total=expected + 1)
        attempts = store.attempts(trainee_id=trainee_id, since=since, until=until, page=5000)
        with replacing(path, binary=False) as handle:
            written = write_csv(
                handle,
                _polled(attempts, run, expected),
                summaries,
                names=names,
                sealer=store.sealer(),
                station=store.station,
                exported_at=store.now(),
            )
            run.check()
    else:
        run = Run(progress, cancelled, total=len(summaries) + 1)
        with replacing(path, binary=False) as handle:
            written = write_summary_csv(
                handle, _polled(summaries, run, len(summaries)), names=names
            )
            run.check()
    run.finish(written + 1)
    return written


def _export_certification(
    store: ProgressStore,
    path: Path,
    kind: CsvKind,
    trainee_id: int | None,
    since: date | None,
    until: date | None,
    run: Run,
    cohort: int | None,
) -> int:
    """The ``table-tests`` or ``levels`` CSV (one trainee's, or every active trainee's)."""
    from trainer.ui.reports.certification_csv import write_levels, write_table_tests

    run.check()
    if trainee_id is not None:
        store.trainee(trainee_id)  # names an unknown trainee
        who = [trainee_id]
    else:
        who = [t.id for t in store.trainees() if cohort is None or t.cohort_id == cohort]
    run.step()
    with replacing(path, binary=False) as handle:
        if kind == "levels":
            written = write_levels(handle, store, who)
        else:
            written = write_table_tests(handle, store, who, since, until)
        run.check()
    run.finish()
    return written


def _polled(rows: Iterable[T], run: Run, expected: int) -> Iterator[T]:
    """*rows* as they are written, with *run* told every :data:`CHECK_EVERY` rows (and
    asked whether to stop)."""
    for count, row in enumerate(rows, start=1):
        yield row
        if count % CHECK_EVERY == 0:
            run.check()
            run.to(min(count, expected))


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
            "Reports", "The disk holding %1 is full, so %2 could not be saved."
        )
    elif isinstance(exc, IsADirectoryError):
        text = QCoreApplication.translate(
            "Reports", "%2 in %1 is a folder, so the file could not be saved there."
        )
    elif isinstance(exc, NotADirectoryError):
        text = QCoreApplication.translate(
            "Reports", "%1 is not a folder, so %2 could not be saved there."
        )
    elif isinstance(exc, FileNotFoundError):
        text = QCoreApplication.translate(
            "Reports", "The folder %1 does not exist, so %2 could not be saved."
        )
    elif isinstance(exc, PermissionError) or exc.errno == errno.EROFS:
        text = QCoreApplication.translate(
            "Reports", "The folder %1 cannot be written to, so %2 could not be saved."
        )
    else:
        return ReportError(
            arg(
                QCoreApplication.translate("Reports", "%1 could not be saved in %2 (%3)."),
                name,
                folder,
                exc.strerror or exc,
            )
        )
    return ReportError(arg(text, folder, name))


@overload
def replacing(path: Path, *, binary: Literal[True]) -> AbstractContextManager[BinaryIO]: ...
@overload
def replacing(path: Path, *, binary: Literal[False]) -> AbstractContextManager[TextIO]: ...


def replacing(path: Path, *, binary: bool) -> AbstractContextManager[IO[Any]]:
    """A new file written beside *path* and renamed over it only if the block completes.

    On any error or cancellation the partial file is removed; ``OSError`` becomes a
    :class:`ReportError`. The file is UTF-8 text (newlines as written) unless *binary*.
    """
    return _replacing(path, binary=binary)


@contextlib.contextmanager
def _replacing(path: Path, *, binary: bool) -> Iterator[IO[Any]]:
    temp = path.with_name(f".{path.name}.{uuid.uuid4().hex[:12]}.part")
    # Noted in the data folder's ledger while written, so a kill leaves nothing behind.
    with noting_partial(temp):
        yield from _write_replacing(path, temp, binary=binary)


def _write_replacing(path: Path, temp: Path, *, binary: bool) -> Iterator[IO[Any]]:
    try:
        # Private (0600), as every export of the trainees' answers is.
        fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        handle: IO[Any] = (
            os.fdopen(fd, "wb") if binary else os.fdopen(fd, "w", encoding="utf-8", newline="")
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
                    arg(
                        QCoreApplication.translate(
                            "Reports",
                            "%1 in %2 could not be replaced; close it if another "
                            "program has it open, then try again.",
                        ),
                        path.name,
                        path.parent,
                    )
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
            arg(
                QCoreApplication.translate(
                    "Reports", "The report's first day, %1, is after its last day, %2."
                ),
                day_text(since),
                day_text(until),
            )
        )
