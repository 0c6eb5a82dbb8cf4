"""The engine's error family. Every message names the bad value in one plain sentence."""

from enum import StrEnum

from trainer.errors import TrainerError


class Refusal(StrEnum):
    """Which rule refused a wager, for a drill that asks what the dealer refuses."""

    OTHER = "other"
    OVER_MAXIMUM = "over-maximum"
    UNDER_MINIMUM = "under-minimum"
    POT_WITHOUT_WAGER = "pot-without-wager"
    SURRENDER_NOT_ALL_THREE = "surrender-not-all-three"
    PROGRESSIVE_AMOUNT = "progressive-amount"


class RulesError(TrainerError):
    """Something asked of the rules engine that the rules do not allow."""

    @property
    def said(self) -> str:
        """The sentence as raised: a :class:`~trainer.words.Said` where it can be said again
        in another language (a rules file's refusal), else the message."""
        first = self.args[0] if len(self.args) == 1 else None
        return first if isinstance(first, str) else str(self)


class CardError(RulesError):
    """A malformed card, a duplicate card or the wrong number of cards.

    A card that cannot be read carries ``fault`` (``not-a-card``, ``not-a-suit``,
    ``not-a-rank``), ``value`` (the text as written) and ``part`` (the suit or rank that does
    not read), for a caller that words the refusal itself in the user's language (a typed
    answer's, a scenario's); a card given twice, ``twice`` and the card. ``fault`` is empty
    for the other refusals."""

    def __init__(self, message: str, fault: str = "", value: str = "", part: str = "") -> None:
        super().__init__(message)
        self.fault = fault
        self.value = value
        self.part = part


class WagerError(RulesError):
    """A wager the rules refuse: negative, sub-cent, over the table maximum, unpaired.
    ``refusal`` names the rule where a drill asks about it."""

    def __init__(self, message: str, refusal: Refusal = Refusal.OTHER) -> None:
        super().__init__(message)
        self.refusal = refusal


class ScheduleError(RulesError):
    """An unknown game, wager or pay schedule."""


class RulesFileError(RulesError):
    """A rules file that cannot be read or does not validate; names file, key and reason."""


class ScenarioError(RulesError):
    """A scenario (for settle or deal) whose shape is wrong: a missing or unknown key."""
