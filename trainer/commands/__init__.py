"""Subcommands of the ``dealer-trainer`` command line, one module per layer they serve."""
