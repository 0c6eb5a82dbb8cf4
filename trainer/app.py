"""The composition root of the window: ``dealer-trainer`` with no subcommand."""

from __future__ import annotations

import argparse

# The store before Qt (issue 28): every module imported once PySide6 is loaded passes through
# its import hook, which reads the module's source to see whether it asks for one of
# PySide's __feature__ switches; the store's hundred modules, imported first, skip it
# (about 20 ms of CPU at the window's start). The store never imports Qt
# (tests/progress/test_layering.py). So too the rest of what the start uses from the Qt-free
# layers: the open's pending answers, the station's language and its site (2.6 ms).
import trainer.progress
import trainer.progress.languages
import trainer.progress.pending
import trainer.site.station  # noqa: F401


def run(args: argparse.Namespace) -> int:
    """Open the trainee application."""
    from trainer.ui.application import run_window

    return run_window(
        getattr(args, "data_dir", None),
        kiosk=bool(getattr(args, "kiosk", False)),
        site=getattr(args, "site", None),
        language=getattr(args, "language", None),
    )
