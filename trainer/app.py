"""The composition root of the window: ``dealer-trainer`` with no subcommand."""

from __future__ import annotations

import argparse


def run(args: argparse.Namespace) -> int:
    """Open the trainee application."""
    from trainer.ui.application import run_window

    return run_window(
        getattr(args, "data_dir", None),
        kiosk=bool(getattr(args, "kiosk", False)),
        site=getattr(args, "site", None),
        language=getattr(args, "language", None),
    )
