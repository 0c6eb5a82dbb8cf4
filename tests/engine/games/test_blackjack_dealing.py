"""Blackjack's dealing procedure and rulings (58 Pa. Code §633a.7, §633a.8, §633a.11,
§633a.14): first base to third base, the dealer's up card after the first round and the
hole card after the second (none at a no-hole-card house), settled from third base; and
every ruling with its clause and three wrong rulings of its own kind."""

from __future__ import annotations

import pytest

from trainer.engine.errors import ScenarioError
from trainer.engine.games import deal_plan, game_spec, registry
from trainer.engine.games.blackjack import BlackjackRules
from trainer.engine.games.blackjack.dealing import plan
from trainer.engine.procedures import DealMethod, Situation
from trainer.engine.ruletexts import resolve, texts_of


@pytest.mark.parametrize("seats", [[1], [2, 5, 7], [1, 2, 3, 4, 5, 6, 7]])
def test_633a_7_one_card_each_first_base_first_then_the_up_card_then_the_hole_card(
    seats: list[int],
) -> None:
    boxes = [f"S{s}" for s in seats]
    deal = deal_plan("blackjack", list(reversed(seats)))
    assert list(deal.cards) == [*boxes, "D", *boxes, "D"]
    assert deal.method is DealMethod.HOLE_CARD
    assert deal.settle_order == tuple(sorted(seats, reverse=True))  # third base first
    assert deal.clause == "58 Pa. Code §633a.7"


def test_a_no_hole_card_house_deals_the_dealer_one_card_until_the_players_have_played() -> None:
    steps = plan(DealMethod.NO_HOLE_CARD, ["S1", "S4"])
    assert [s.places for s in steps] == [("S1",), ("S4",), ("D",), ("S1",), ("S4",)]
    europe = registry().follow("blackjack", "european-no-hole-card-house")
    deal = deal_plan("blackjack", [4, 1], rules=europe)
    assert deal.method is DealMethod.NO_HOLE_CARD
    assert deal.clause == "European house ¶3"


def test_633a_7_a_house_deals_only_by_its_own_hole_card_rule() -> None:
    with pytest.raises(ScenarioError, match="'no-hole-card' is not how Blackjack is dealt in"):
        deal_plan("blackjack", [1], "no-hole-card")
    with pytest.raises(ScenarioError, match="Seat 8 is not at this table"):
        deal_plan("blackjack", [8])


RULINGS = game_spec("blackjack").rulings


def test_633a_14_every_ruling_cites_a_paragraph_of_the_digest() -> None:
    texts = texts_of(registry().rules("blackjack").rule_texts)
    assert {r.situation for r in RULINGS} >= {
        Situation.CARD_FACE_UP_IN_SHOE,
        Situation.CARD_DRAWN_IN_ERROR,
        Situation.NATURAL_AFTER_SPLIT,
        Situation.INSURANCE_AMOUNT,
    }
    for ruling in RULINGS:
        found = resolve(ruling.clause, texts)
        assert found.citations and not found.unresolved, ruling.clause
        assert len(set(ruling.decoys)) == 3 and ruling.ruling not in ruling.decoys


def test_633a_11_d_the_ruling_agrees_with_the_settlement() -> None:
    ruling = next(r for r in RULINGS if r.situation is Situation.NATURAL_AFTER_SPLIT)
    assert ruling.clause == "58 Pa. Code §633a.11(d)"
    assert "only the player's original $10" in ruling.ruling


def test_633a_7_pennsylvania_stands_on_soft_17_as_its_deal_not_a_variation() -> None:
    # The draw rule is the deal's (§633a.7): a Pennsylvania house does not choose it, so
    # neither the posted option nor the ruling cites the variations section.
    pa = registry().rules("blackjack")
    assert isinstance(pa, BlackjackRules) and not pa.dealer_hits_soft_17
    assert pa.option_clause("dealer_hits_soft_17") == "58 Pa. Code §633a.7"
    ruling = next(r for r in RULINGS if r.situation is Situation.DEALER_SOFT_17)
    assert ruling.clause == "58 Pa. Code §633a.7"


def test_633a_11_c_one_card_to_a_split_ace_is_a_posted_variation() -> None:
    # §633a.11(c) as published lets a split hand stand, draw or double; one card to each
    # split ace is what the house posts among its variations (§633a.12).
    pa = registry().rules("blackjack")
    assert isinstance(pa, BlackjackRules) and pa.split_aces_one_card
    assert pa.option_clause("split_aces_one_card") == "58 Pa. Code §633a.12"
    ruling = next(r for r in RULINGS if r.situation is Situation.SPLIT_ACES_DRAW)
    assert ruling.clause == "58 Pa. Code §633a.12"
