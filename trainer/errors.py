"""The root of every error that is meant for a user's eyes.

Each layer raises its own family (``RulesError`` in the engine, ``StoreError`` in the
progress store, ...). All of them derive from :class:`TrainerError`, whose message is one
plain sentence naming the problem; the command line prints it and exits 2, the window
shows it. Anything else is a bug and is reported as such.
"""

from typing import Final

from trainer.words import QT_TRANSLATE_NOOP


class TrainerError(Exception):
    """An error whose message is one plain sentence for the user."""


SAID: Final = QT_TRANSLATE_NOOP("commands", "dealer-trainer: {said}")
"""How the command line says a refusal or a notice on stderr."""
