"""The dealer's draw rule (58 Pa. Code §633a.7): draw to 16, stand on 17, soft 17 as the
house posts it (Pennsylvania stands; hitting is another house's option), checked for every
hand of two to five cards under both rules against a table of the rule written out
separately; and a dealer's hand as finally drawn refused when the rule could not have
made it."""

from __future__ import annotations

import itertools

import pytest

from trainer.engine.cards import DECK, Card, Rank, parse_card
from trainer.engine.errors import ScenarioError
from trainer.engine.games.blackjack import check_dealer_hand, dealer_draws, total_of

BY_RANK = {r: next(c for c in DECK if c.rank is r) for r in Rank}

# The posted rule as a table: (total, soft) -> draws, for each house rule.
STANDS_ON_ALL_17S = {(t, s): t < 17 for t in range(2, 51) for s in (False, True)}
HITS_SOFT_17 = {**STANDS_ON_ALL_17S, (17, True): True}


def _count(ranks: tuple[Rank, ...]) -> tuple[int, bool]:
    hard = sum(1 if r is Rank.ACE else min(int(r), 10) for r in ranks)
    if Rank.ACE in ranks and hard + 10 <= 21:
        return hard + 10, True
    return hard, False


@pytest.mark.parametrize("hits_soft_17", [False, True], ids=["S17", "H17"])
@pytest.mark.parametrize("size", [2, 3, 4, 5])
def test_633a_7_the_dealer_draws_to_16_and_stands_on_17_for_every_hand(
    hits_soft_17: bool, size: int
) -> None:
    table = HITS_SOFT_17 if hits_soft_17 else STANDS_ON_ALL_17S
    for ranks in itertools.combinations_with_replacement(list(Rank), size):
        total = total_of([BY_RANK[r] for r in ranks])
        assert dealer_draws(total, hits_soft_17=hits_soft_17) == table[_count(ranks)], ranks


def _cards(text: str) -> list[Card]:
    return [parse_card(c) for c in text.split()]


@pytest.mark.parametrize(
    ("cards", "h17"),
    [
        ("Th 7d", False),
        ("Ah 6d", False),  # S17: stands on soft 17
        ("Ah 6d Tc", True),  # H17: drew to soft 17, now hard 17
        ("5h 5d 5c 2s", False),
        ("Th 6d 9c", False),  # bust
        ("Ah Kd", False),  # a blackjack
    ],
)
def test_633a_7_hands_the_rule_can_make_are_accepted(cards: str, h17: bool) -> None:
    check_dealer_hand(_cards(cards), hits_soft_17=h17, played=True)


@pytest.mark.parametrize(
    ("cards", "h17", "played", "fragment"),
    [
        ("Th 6d", False, True, "stopped drawing too soon: on hard 16"),
        ("Ah 6d", True, True, "stopped drawing too soon: on soft 17"),
        ("Th 7d 2c", False, True, "drew the 2c on hard 17"),
        ("Ah 6d 2c", False, True, "drew the 2c on soft 17, where a dealer who stands"),
        ("Ah Kd 5c", False, False, "is a blackjack: the dealer draws no more"),
        ("Th", False, False, "needs at least two cards"),
    ],
)
def test_633a_7_a_dealer_the_rule_could_not_have_made_is_refused(
    cards: str, h17: bool, played: bool, fragment: str
) -> None:
    with pytest.raises(ScenarioError, match=fragment):
        check_dealer_hand(_cards(cards), hits_soft_17=h17, played=played)


def test_633a_7_with_every_hand_settled_the_dealer_may_stop_after_two_cards() -> None:
    # Every player bust, surrendered or paid a blackjack: nothing waits on the dealer.
    check_dealer_hand(_cards("Th 6d"), hits_soft_17=False, played=False)
    with pytest.raises(ScenarioError, match="drew the 2c on hard 17"):
        check_dealer_hand(_cards("Th 7d 2c"), hits_soft_17=False, played=False)
