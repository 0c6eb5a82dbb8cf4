"""The reports a supervisor prints: class and trainee reports, the table-test certificate
(PDF, with Qt's own PDF writer) and the CSV exports of the console.

Every function here is safe to run on a worker thread (the console runs them through
:func:`trainer.ui.worker.run_in_background`): pages are painted with ``QPainter`` on a
``QPdfWriter`` and the charts are drawn by hand, because Qt Charts and widgets belong to the
GUI thread. Nothing here touches a widget.

- *progress* is called as ``progress(done, total)`` from the worker thread: once with
  ``done == 0`` at the start, after each slow step, and with ``done == total`` once the
  file is in place. It must not touch widgets (emit a signal instead).
- *cancelled* is polled between steps (every trainee of a class, every page, every few
  hundred CSV rows); when it returns ``True`` the work stops, nothing is left on disk
  and :class:`ReportCancelled` is raised.

The package follows the seams of the work:

- :mod:`~trainer.ui.reports.files`: writing to disk safely, progress and cancellation,
  the CSV exports;
- :mod:`~trainer.ui.reports.document`: the A4 document (``QPdfWriter``/``QPainter``
  layout: header, footer, headings, tiles, tables) and :mod:`~trainer.ui.reports.charts`;
- :mod:`~trainer.ui.reports.contents`: what the class and trainee reports say;
- :mod:`~trainer.ui.reports.certificate`: the table-test certificate;
- :mod:`~trainer.ui.reports.text`: dates, figures and names as the reports print them.

The statistics all come from the progress store; these modules only lay them out.
"""

from trainer.ui.reports.certificate import certificate_pdf
from trainer.ui.reports.contents import class_report_pdf, trainee_report_pdf
from trainer.ui.reports.files import (
    ATTEMPT_COLUMNS,
    SUMMARY_COLUMNS,
    Cancelled,
    CsvKind,
    Progress,
    ReportCancelled,
    ReportError,
    export_csv,
)

__all__ = [
    "ATTEMPT_COLUMNS",
    "SUMMARY_COLUMNS",
    "Cancelled",
    "CsvKind",
    "Progress",
    "ReportCancelled",
    "ReportError",
    "certificate_pdf",
    "class_report_pdf",
    "export_csv",
    "trainee_report_pdf",
]
