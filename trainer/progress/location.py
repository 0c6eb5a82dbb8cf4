"""Where the progress store lives: the one module that asks appdirs for the user data folder.

Order of precedence: an explicit folder (``--data-dir``), then the ``DEALER_TRAINER_DATA``
environment variable, then ``appdirs.user_data_dir("dealer-trainer")``. Everything else in
the product is handed the folder this returns.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

import appdirs

APP_NAME = "dealer-trainer"
ENV_VAR = "DEALER_TRAINER_DATA"


def find_data_dir(
    explicit: str | os.PathLike[str] | None = None,
    environ: Mapping[str, str] | None = None,
) -> Path:
    """The folder of the progress store: *explicit* > ``$DEALER_TRAINER_DATA`` > user data dir.

    An empty string counts as not given. ``~`` is expanded; the folder is not created here.
    """
    env = os.environ if environ is None else environ
    if explicit is not None and os.fspath(explicit) != "":
        return Path(explicit).expanduser()
    from_env = env.get(ENV_VAR, "")
    if from_env:
        return Path(from_env).expanduser()
    return Path(appdirs.user_data_dir(APP_NAME))
