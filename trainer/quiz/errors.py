"""Errors of the drills layer."""

from trainer.errors import TrainerError


class QuizError(TrainerError):
    """A drill that cannot be built as asked: an unknown game, skill, family or mode."""


class AnswerError(QuizError):
    """An answer the trainee typed that cannot be read. It is refused with this message and
    not graded wrong: the trainee types it again."""
