"""The engine's error family. Every message names the bad value in one plain sentence."""

from trainer.errors import TrainerError


class RulesError(TrainerError):
    """Something asked of the rules engine that the rules do not allow."""


class CardError(RulesError):
    """A malformed card, a duplicate card or the wrong number of cards."""


class WagerError(RulesError):
    """A wager the rules refuse: negative, sub-cent, over the table maximum, unpaired."""


class ScheduleError(RulesError):
    """An unknown game, wager or pay schedule."""


class RulesFileError(RulesError):
    """A rules file that cannot be read or does not validate; names file, key and reason."""


class ScenarioError(RulesError):
    """A scenario (for settle or deal) whose shape is wrong: a missing or unknown key."""
