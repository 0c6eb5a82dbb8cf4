"""The poker hand categories, in their own module so that the hands and their words in
each language (:mod:`trainer.engine.hand_words`) both read them without importing each
other."""

from __future__ import annotations

from enum import IntEnum


class Category(IntEnum):
    """A poker hand category; the value orders five-card poker hands."""

    HIGH_CARD = 0
    PAIR = 1
    TWO_PAIR = 2
    THREE_OF_A_KIND = 3
    STRAIGHT = 4
    FLUSH = 5
    FULL_HOUSE = 6
    FOUR_OF_A_KIND = 7
    STRAIGHT_FLUSH = 8
    ROYAL_FLUSH = 9

    @property
    def label(self) -> str:
        """The category's name as dealers say it and the command line prints it."""
        return self.name.lower().replace("_", " ")

    @property
    def as_counted(self) -> str:
        """The category after "is": ``a pair``, ``two pair``, ``a flush``, ``high card``."""
        plural = (
            Category.HIGH_CARD,
            Category.TWO_PAIR,
            Category.THREE_OF_A_KIND,
            Category.FOUR_OF_A_KIND,
        )
        return self.label if self in plural else f"a {self.label}"

    @classmethod
    def from_label(cls, text: str) -> Category:
        """The category named ``text`` (``"two pair"``, ``"3 of a kind"``, ...)."""
        key = text.strip().lower().replace("-", " ").replace("_", " ")
        key = _CATEGORY_SYNONYMS.get(key, key)
        for category in cls:
            if category.label == key:
                return category
        raise ValueError(f"'{text}' is not a hand category")


_CATEGORY_SYNONYMS = {
    "3 of a kind": "three of a kind",
    "4 of a kind": "four of a kind",
    "trips": "three of a kind",
    "quads": "four of a kind",
    "one pair": "pair",
}
