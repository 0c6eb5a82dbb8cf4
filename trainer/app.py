"""The composition root of the window: ``dealer-trainer`` with no subcommand."""

from __future__ import annotations

import argparse

# What the window's start uses of the Qt-free layers before its first screen shows, before
# Qt (issue 28): every module imported once PySide6 is loaded passes through its import
# hook, which reads the module's source to see whether it asks for one of PySide's
# __feature__ switches. That is the glance at the store (its sign-in's list and the station's
# language), where the store is and the station's site; the store's own hundred modules
# load once the sign-in has painted, when the store opens in full (trainer.ui.application).
import trainer.progress.glance
import trainer.progress.location
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
