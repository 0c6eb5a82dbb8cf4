"""``python -m trainer``: the same entry point as the ``dealer-trainer`` command."""

import sys

from trainer.cli import main

sys.exit(main())
