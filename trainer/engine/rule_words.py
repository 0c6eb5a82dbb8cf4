"""The posted rules in words, in the trainee's language: pay-table rows, odds, the
dealer's qualifier and a table's title.

A house posts its pay tables in English (``resources/rules/*.toml``); each row name the
shipped files post is marked here, so a trainee reading Spanish reads the row in Spanish.
A row a house adds under a name of its own is shown as posted.
"""

from __future__ import annotations

from typing import Final

from trainer.engine.cards import Rank
from trainer.engine.hand_words import category_word, rank_plural, rank_word
from trainer.engine.hands import Category
from trainer.words import ENGLISH, QT_TRANSLATE_NOOP, Marked, current, say, translated

_ROWS: Final[dict[str, Marked]] = {
    str(m): m
    for m in (
        QT_TRANSLATE_NOOP("paytable", "Royal Flush"),
        QT_TRANSLATE_NOOP("paytable", "Straight Flush"),
        QT_TRANSLATE_NOOP("paytable", "Straight flush"),
        QT_TRANSLATE_NOOP("paytable", "4 of A Kind"),
        QT_TRANSLATE_NOOP("paytable", "4 of a Kind"),
        QT_TRANSLATE_NOOP("paytable", "Full House"),
        QT_TRANSLATE_NOOP("paytable", "Flush"),
        QT_TRANSLATE_NOOP("paytable", "Straight"),
        QT_TRANSLATE_NOOP("paytable", "Straight or less"),
        QT_TRANSLATE_NOOP("paytable", "3 of a Kind"),
        QT_TRANSLATE_NOOP("paytable", "Three of a kind"),
        QT_TRANSLATE_NOOP("paytable", "Two Pair"),
        QT_TRANSLATE_NOOP("paytable", "Jack-high Two Pair"),
        QT_TRANSLATE_NOOP("paytable", "Ten-high Two Pair"),
        QT_TRANSLATE_NOOP("paytable", "One Pair"),
        QT_TRANSLATE_NOOP("paytable", "A pair"),
        QT_TRANSLATE_NOOP("paytable", "Pair of 6's or Better"),
        QT_TRANSLATE_NOOP("paytable", "Any winning hand"),
    )
}

_ODDS: Final = QT_TRANSLATE_NOOP("money", "{win} to {per}", "a payout: 40 to 1")
_METER: Final = QT_TRANSLATE_NOOP("money", "{percent}% of the meter")
_FOR_ONE: Final = QT_TRANSLATE_NOOP("money", "{amount} for 1", "a fixed payout, wager not returned")
_SCHEDULE: Final = QT_TRANSLATE_NOOP("paytable", "Payout Schedule {number}")

_HIGH_OR_BETTER: Final = QT_TRANSLATE_NOOP("rules", "{rank} high or better")
_PAIR_OR_BETTER: Final = QT_TRANSLATE_NOOP("rules", "a pair of {ranks} or better")
_CATEGORY_OR_BETTER: Final = QT_TRANSLATE_NOOP("rules", "{category}, {ranks} or better")


def row_name(label: str) -> str:
    """A posted row's name (``"Three of a kind"``) in the trainee's language."""
    marked = _ROWS.get(label)
    return translated(marked) if marked is not None else label


def row_in_sentence(label: str) -> str:
    """The row's name inside a sentence: ``a pair`` for a posted "A pair"."""
    if current().language == ENGLISH or label not in _ROWS:
        head, _, rest = label.partition(" ")
        return f"{head.lower()} {rest}" if head in ("A", "An") and rest else label
    name = row_name(label)
    return name[:1].lower() + name[1:]


def odds_words(to_win: int, per: int) -> str:
    """``"40 to 1"``."""
    return say(_ODDS, win=to_win, per=per)


def meter_words(percent: str) -> str:
    """``"100% of the meter"``."""
    return say(_METER, percent=percent)


def for_one_words(amount: str) -> str:
    """``"$500.00 for 1"``."""
    return say(_FOR_ONE, amount=amount)


def schedule_title(number: int) -> str:
    """``"Payout Schedule 3"``."""
    return say(_SCHEDULE, number=number)


def qualifier_words(category: Category, rank: Rank) -> str:
    """``"a pair of fours or better"``, ``"queen high or better"``."""
    if category is Category.HIGH_CARD:
        return say(_HIGH_OR_BETTER, rank=rank_word(rank))
    if category is Category.PAIR:
        return say(_PAIR_OR_BETTER, ranks=rank_plural(rank))
    return say(_CATEGORY_OR_BETTER, category=category_word(category), ranks=rank_plural(rank))
