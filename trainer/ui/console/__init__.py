"""The supervisor console: class overview, trainee detail, exams, reports, house settings
and people, behind a supervisor's PIN."""

from trainer.ui.console.shell import SupervisorConsole

__all__ = ["SupervisorConsole"]
