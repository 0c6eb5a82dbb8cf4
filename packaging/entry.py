"""The frozen application's entry point: the same as the ``dealer-trainer`` command."""

import sys

from trainer.cli import main

if __name__ == "__main__":
    sys.exit(main())
