"""The words of the house settings built from a game's title or a skill (issue 27): each a
whole template, worded when the settings form shows it (a :class:`~trainer.words.Phrase`),
so Spanish orders "{game} minimum wager" its own way ("Apuesta mínima de {game}")."""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal
from typing import Final

from trainer.engine.wager_words import wager_name
from trainer.progress.setting_entry import Words
from trainer.words import QT_TRANSLATE_NOOP, Marked, Phrase

# The yes-or-no options a licensee chooses (GameSpec.house_options): the setting's key
# after the game's id, and its title. CO 3-5-7 ¶5: surrender "is only available for the
# 7-card wager", so a tip bet plays on unless the house rules it goes with the wager; CH
# Rules (3), (4a): a fold ends the hand, though a house may settle the progressive anyway.
HOUSE_FLAGS: Final[dict[str, tuple[str, str, Marked]]] = {
    "surrender": (
        "surrender-allowed",
        "whether {short} surrender is allowed",
        QT_TRANSLATE_NOOP("settings", "Players may surrender"),
    ),
    "tip_bets": (
        "tip-bets-allowed",
        "whether {short} tip bets are allowed",
        QT_TRANSLATE_NOOP("settings", "Tip bets allowed"),
    ),
    "tip_follows_surrender": (
        "tip-bet-surrendered",
        "whether a {short} tip bet is surrendered with its player's wager",
        QT_TRANSLATE_NOOP("settings", "A tip bet is surrendered with its player's wager"),
    ),
    "progressive_plays_on_fold": (
        "progressive-on-fold",
        "whether a {short} progressive wager is settled when its player folds",
        QT_TRANSLATE_NOOP("settings", "A progressive wager is settled when its player folds"),
    ),
}


TO_THE_CENT: Final = QT_TRANSLATE_NOOP("settings", "To the cent")
CHIP: Final = QT_TRANSLATE_NOOP("settings", "{amount} chip", "a chip of that value")
COIN: Final = QT_TRANSLATE_NOOP("settings", "{amount} coin", "a coin of that value")


def cents_words(choices: tuple[int, ...], thing: Marked) -> Words:
    """Amounts of money as a chip or coin: ``(25, "$0.25 chip")``; 1 cent is to the cent."""
    return tuple(
        (c, TO_THE_CENT if c == 1 else Phrase(thing, amount=f"${Decimal(c) / 100:,.2f}"))
        for c in choices
    )


def wager_words(wager: str) -> Callable[[], str]:
    return lambda: wager_name(wager)


SCHEDULE_LABEL: Final = QT_TRANSLATE_NOOP(
    "settings", "{game} {wager}", "a game's wager, whose pay schedule is chosen"
)
SCHEDULE: Final = QT_TRANSLATE_NOOP("settings", "Schedule {number}", "a pay schedule")
POLICY: Final = QT_TRANSLATE_NOOP("settings", "{game} policy", "a section of the settings")
POLICY_AND_RAKE: Final = QT_TRANSLATE_NOOP(
    "settings", "{game} policy and rake", "a section of the settings"
)


MINIMUM: Final = QT_TRANSLATE_NOOP("settings", "{game} minimum wager")
MAXIMUM: Final = QT_TRANSLATE_NOOP("settings", "{game} maximum wager")

SKILL_WORDS: Final = {
    "dealing-order": QT_TRANSLATE_NOOP("settings", "dealing order", "a skill, in a label"),
    "settlement-order": QT_TRANSLATE_NOOP("settings", "settlement order", "a skill, in a label"),
    "payout": QT_TRANSLATE_NOOP("settings", "payout", "a skill, in a label"),
    "rake": QT_TRANSLATE_NOOP("settings", "rake", "a skill, in a label"),
    "arrangement": QT_TRANSLATE_NOOP("settings", "arrangement", "a skill, in a label"),
    "hand-reading": QT_TRANSLATE_NOOP("settings", "hand reading", "a skill, in a label"),
    "rulings": QT_TRANSLATE_NOOP("settings", "rulings", "a skill, in a label"),
    "game-protection": QT_TRANSLATE_NOOP("settings", "game protection", "a skill, in a label"),
    "chips": QT_TRANSLATE_NOOP("settings", "chips", "a skill, in a label"),
}
"""Each skill in words inside a label (``dealing order``), in the language in force."""
TARGET_TIME: Final = QT_TRANSLATE_NOOP("settings", "Target time for {skill}")
PACE_LABEL: Final = QT_TRANSLATE_NOOP(
    "settings", "{game}: {skill}", "a game and a skill, whose pace target is set"
)
