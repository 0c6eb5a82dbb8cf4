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
# after the game's id, and its label (its title is in TITLE_FLAGS). CO 3-5-7 ¶5: surrender
# "is only available for the 7-card wager", so a tip bet plays on unless the house rules it
# goes with the wager; CH Rules (3), (4a): a fold ends the hand, though a house may settle
# the progressive anyway.
HOUSE_FLAGS: Final[dict[str, tuple[str, Marked]]] = {
    "surrender": (
        "surrender-allowed",
        QT_TRANSLATE_NOOP("settings", "Players may surrender"),
    ),
    "tip_bets": (
        "tip-bets-allowed",
        QT_TRANSLATE_NOOP("settings", "Tip bets allowed"),
    ),
    "tip_follows_surrender": (
        "tip-bet-surrendered",
        QT_TRANSLATE_NOOP("settings", "A tip bet is surrendered with its player's wager"),
    ),
    "progressive_plays_on_fold": (
        "progressive-on-fold",
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

# Each setting's title, for the audit log and the refusals: those built from a game or a
# skill as templates, the others listed here so that the extractor finds them (the store
# keeps them as plain text; Setting.title_words() looks each up in the catalogue).
TITLE_JURISDICTION: Final = QT_TRANSLATE_NOOP("settings", "the rules {game} tables follow")
TITLE_SCHEDULE: Final = QT_TRANSLATE_NOOP("settings", "the {game} {wager} pay schedule")
TITLE_SPLIT: Final = QT_TRANSLATE_NOOP(
    "settings", "the smallest chip a {game} split pot is shared in"
)
TITLE_RAKE: Final = QT_TRANSLATE_NOOP("settings", "the {game} rake percentage")
TITLE_RAKE_CAP: Final = QT_TRANSLATE_NOOP("settings", "the {game} rake cap")
TITLE_MINIMUM: Final = QT_TRANSLATE_NOOP("settings", "the {game} minimum wager")
TITLE_MAXIMUM: Final = QT_TRANSLATE_NOOP("settings", "the {game} maximum wager")
TITLE_TARGET: Final = QT_TRANSLATE_NOOP("settings", "the target response time for {skill}")
TITLE_PACE: Final = QT_TRANSLATE_NOOP("settings", "the pace target for {game} {skill}")
TITLE_FLAGS: Final = {
    "surrender": QT_TRANSLATE_NOOP("settings", "whether {game} surrender is allowed"),
    "tip_bets": QT_TRANSLATE_NOOP("settings", "whether {game} tip bets are allowed"),
    "tip_follows_surrender": QT_TRANSLATE_NOOP(
        "settings", "whether a {game} tip bet is surrendered with its player's wager"
    ),
    "progressive_plays_on_fold": QT_TRANSLATE_NOOP(
        "settings", "whether a {game} progressive wager is settled when its player folds"
    ),
}
STATIC_TITLES: Final = (
    QT_TRANSLATE_NOOP("settings", "the school's name"),
    QT_TRANSLATE_NOOP("settings", "the stations' language"),
    QT_TRANSLATE_NOOP("settings", "the supervisor console's language"),
    QT_TRANSLATE_NOOP("settings", "whether this station always runs as a locked kiosk"),
    QT_TRANSLATE_NOOP("settings", "whether new trainees may add themselves at the sign-in screen"),
    QT_TRANSLATE_NOOP("settings", "the home game's ante cap"),
    QT_TRANSLATE_NOOP("settings", "the home game's second chance"),
    QT_TRANSLATE_NOOP("settings", "the home game's burn to the pot when nobody is in"),
    QT_TRANSLATE_NOOP("settings", "the home game's suit tie-break"),
    QT_TRANSLATE_NOOP("settings", "the home game's pot payment on a strike"),
    QT_TRANSLATE_NOOP("settings", "the home game's strike payment"),
    QT_TRANSLATE_NOOP("settings", "the home game's five of a kind above a straight flush"),
    QT_TRANSLATE_NOOP("settings", "the coin the home game's tied winners share in"),
    QT_TRANSLATE_NOOP("settings", "whether three wild 3s have no value in the strikes game"),
    QT_TRANSLATE_NOOP("settings", "whether the strikes game antes on every new hand"),
    QT_TRANSLATE_NOOP(
        "settings", "whether the home game's ante and burn start again after a pot is won"
    ),
    QT_TRANSLATE_NOOP("settings", "the kiosk's export folder"),
    QT_TRANSLATE_NOOP("settings", "the kiosk idle timeout"),
    QT_TRANSLATE_NOOP("settings", "the default exam pass mark"),
    QT_TRANSLATE_NOOP("settings", "the fewest exam questions asked of each game"),
    QT_TRANSLATE_NOOP("settings", "the table-test pass mark"),
    QT_TRANSLATE_NOOP("settings", "the number of recent attempts mastery looks at"),
    QT_TRANSLATE_NOOP("settings", "the accuracy mastery requires"),
    QT_TRANSLATE_NOOP("settings", "the drill scheduler"),
    QT_TRANSLATE_NOOP("settings", "the misses that make a family a trouble spot"),
    QT_TRANSLATE_NOOP(
        "settings", "how often a game-protection table is correct as it stands (one in N)"
    ),
    QT_TRANSLATE_NOOP("settings", "what chips a dealer gives as change"),
    QT_TRANSLATE_NOOP("settings", "what the daily goal counts"),
    QT_TRANSLATE_NOOP("settings", "the daily goal"),
    QT_TRANSLATE_NOOP("settings", "the share of the disk the daily backups may take"),
)
RULES_SOURCE: Final = QT_TRANSLATE_NOOP(
    "settings", "the {jurisdiction} {game} rules file", "what sets a regulatory limit"
)
ABOVE_OTHER: Final = QT_TRANSLATE_NOOP(
    "settings", "{setting} cannot be above {other}, which is {high}."
)
NO_SUCH_SETTING: Final = QT_TRANSLATE_NOOP("settings", "There is no house setting named {key}.")
