"""Dealing sequences, settlement order, the 3-5-7 reveal sequence and the rulings."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from trainer.engine.errors import ScenarioError
from trainer.engine.games import GAMES, allowed_methods, deal_plan, registry
from trainer.engine.games.three_five_seven import REVEAL_SEQUENCE, reveal_sequence
from trainer.engine.procedures import DealMethod, Situation, settle_order

METHODS = {s.id: s.dealing.methods for s in GAMES if s.dealing is not None}
# The methods each shipped jurisdiction allows (New Jersey deals by hand only, (k)).
ALLOWED = {g: allowed_methods(registry().rules(g), m) for g, m in METHODS.items()}
RULINGS = {s.id: s.rulings for s in GAMES if s.rulings}


def _plan(game: str, seats: list[int], method: str | None = None) -> list[str]:
    return list(deal_plan(game, seats, method).cards)


# -- 3-5-7 Poker (CO ¶3) --------------------------------------------------------------------


def test_co_357_p3a_stacked_three_card_stacks_to_each_player_then_the_community() -> None:
    assert _plan("three-five-seven", [1, 3, 4], "stacked") == [
        *["S1"] * 3,
        *["S3"] * 3,
        *["S4"] * 3,
        "C1",
        "C2",
        "C3",
        "C4",
    ]


def test_co_357_p3b_rotation_interleaves_the_community_cards() -> None:
    assert _plan("three-five-seven", [1, 3, 4], "rotation") == [
        "C1",
        "S1",
        "S3",
        "S4",
        "C2",
        "S1",
        "S3",
        "S4",
        "C3",
        "S1",
        "S3",
        "S4",
        "C4",
    ]


def test_co_357_p3c_shuffler_groups_of_three_and_two_burned_bottom_cards() -> None:
    assert _plan("three-five-seven", [1, 3, 4], "shuffler") == [
        *["S1"] * 3,
        *["S3"] * 3,
        *["S4"] * 3,
        "burn",
        "C1",
        "C2",
        "burn",
        "C3",
        "C4",
    ]


def test_co_357_p3_rotation_is_the_default_method() -> None:
    plan = deal_plan("three-five-seven", [2])
    assert plan.method is DealMethod.ROTATION
    assert plan.clause == "CO 3-5-7 ¶3(b)"


@pytest.mark.parametrize(
    ("method", "clause"),
    [("stacked", "CO 3-5-7 ¶3(a)"), ("rotation", "CO 3-5-7 ¶3(b)"), ("shuffler", "CO 3-5-7 ¶3(c)")],
)
def test_co_357_p3_each_method_cites_its_clause(method: str, clause: str) -> None:
    plan = deal_plan("three-five-seven", [1], method)
    assert plan.clause == clause
    assert plan.settle_clause == "CO 3-5-7 ¶6"


def test_co_357_p3_deals_clockwise_from_seat_one_whatever_order_seats_are_given() -> None:
    assert _plan("three-five-seven", [4, 1, 3], "rotation") == _plan(
        "three-five-seven", [1, 3, 4], "rotation"
    )


def test_co_357_p6_settle_right_to_left_highest_seat_first() -> None:
    plan = deal_plan("three-five-seven", [1, 3, 4])
    assert plan.settle_order == (4, 3, 1)
    assert settle_order([2, 7, 5]) == (7, 5, 2)


# -- Casino Hold'em --------------------------------------------------------------------------


def test_ch_dealing_one_card_each_then_the_dealer_twice_then_flop_turn_river() -> None:
    plan = deal_plan("casino-holdem", [2, 5])
    assert list(plan.cards) == ["S2", "S5", "D", "S2", "S5", "D", "C1", "C2", "C3", "C4", "C5"]
    assert plan.method is DealMethod.HAND
    assert "Dealing The Cards" in plan.clause
    assert plan.settle_order == (5, 2)


def test_ch_only_the_hand_method() -> None:
    with pytest.raises(ScenarioError, match="'shuffler' is not a dealing method for casino-holdem"):
        deal_plan("casino-holdem", [1], "shuffler")


# -- Three Card Poker ----------------------------------------------------------------------


def test_nj_20_41_hand_deal_one_card_at_a_time_three_rounds() -> None:
    plan = deal_plan("three-card-poker", [1, 8], "hand")
    assert list(plan.cards) == ["S1", "S8", "D"] * 3
    assert plan.method is DealMethod.HAND
    assert plan.settle_order == (8, 1)


def test_nj_20_41_k_a_shuffler_is_not_the_new_jersey_procedure() -> None:
    """(k): "The dealer shall shuffle the cards manually prior to every round": dealing
    Three Card Poker in New Jersey from a shuffler is refused, naming the clause; a house
    following another jurisdiction that allows one deals groups of three to each player,
    then the dealer (issue 11)."""
    with pytest.raises(ScenarioError, match=r"not how Three Card Poker is dealt in New Jersey"):
        deal_plan("three-card-poker", [1, 8], "shuffler")
    with pytest.raises(ScenarioError, match=r"13:47-20\.41\(k\)"):
        deal_plan("three-card-poker", [1, 8], "shuffler")
    assert deal_plan("three-card-poker", [1, 8]).method is DealMethod.HAND
    other = Path(__file__).parents[1] / "rules" / "three-card-poker-other-state.toml"
    elsewhere = registry().with_files([other]).follow("three-card-poker", "other-state")
    plan = deal_plan("three-card-poker", [1, 8], "shuffler", elsewhere)
    assert list(plan.cards) == [*["S1"] * 3, *["S8"] * 3, *["D"] * 3]
    assert list(plan.taps) == ["S1", "S8", "D"]  # a group of three is one delivery


def test_nj_20_41_b_eight_seats() -> None:
    assert deal_plan("three-card-poker", list(range(1, 9))).seats == tuple(range(1, 9))
    with pytest.raises(ScenarioError, match="Seat 9 is not at this table"):
        deal_plan("three-card-poker", [9])


# -- errors -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("game", "seats", "method", "fragment"),
    [
        ("poker", [1], None, "'poker' is not a game this trainer deals"),
        ("three-five-seven", [], None, "No seat has a wager"),
        ("three-five-seven", [0], None, "Seat 0 is not at this table"),
        ("three-five-seven", [8], None, "Seat 8 is not at this table"),
        ("three-five-seven", [True], None, "Seat True is not at this table"),
        ("three-five-seven", ["1"], None, "Seat '1' is not at this table"),
        ("three-five-seven", [1, 1], None, "appears twice"),
        ("three-five-seven", [1], "hand", "'hand' is not a dealing method for three-five-seven"),
        ("three-card-poker", [1], "rotation", "'rotation' is not a dealing method"),
    ],
)
def test_deal_plan_refuses_bad_requests(
    game: str, seats: list[object], method: str | None, fragment: str
) -> None:
    with pytest.raises(ScenarioError, match=fragment):
        deal_plan(game, seats, method)  # type: ignore[arg-type]


# -- properties ---------------------------------------------------------------------------------

SEAT_SETS = {
    "three-five-seven": st.sets(st.integers(1, 7), min_size=1),
    "casino-holdem": st.sets(st.integers(1, 7), min_size=1),
    "three-card-poker": st.sets(st.integers(1, 8), min_size=1),
    "blackjack": st.sets(st.integers(1, 7), min_size=1),
}


@st.composite
def requests(draw: st.DrawFn) -> tuple[str, list[int], str]:
    game = draw(st.sampled_from(sorted(METHODS)))
    seats = sorted(draw(SEAT_SETS[game]))
    method = draw(st.sampled_from([m.value for m in ALLOWED[game]]))
    return game, draw(st.permutations(seats)), method


@settings(max_examples=200, deadline=None)
@given(requests())
def test_deal_plan_property_every_card_accounted_for(request: tuple[str, list[int], str]) -> None:
    game, seats, method = request
    plan = deal_plan(game, seats, method)
    counts = Counter(plan.cards)
    own = {"three-five-seven": 3, "casino-holdem": 2, "three-card-poker": 3, "blackjack": 2}[game]
    for s in seats:
        assert counts[f"S{s}"] == own
    community = {"three-five-seven": 4, "casino-holdem": 5, "three-card-poker": 0, "blackjack": 0}[
        game
    ]
    for n in range(1, community + 1):
        assert counts[f"C{n}"] == 1
    dealer = {"three-five-seven": 0, "casino-holdem": 2, "three-card-poker": 3, "blackjack": 2}
    # A no-hole-card house deals the dealer's second card only after the players' hands.
    assert counts["D"] == (1 if method == "no-hole-card" else dealer[game])
    assert counts["burn"] == (2 if (game, method) == ("three-five-seven", "shuffler") else 0)
    assert sum(counts.values()) <= 52
    assert set(counts) <= {f"S{s}" for s in seats} | {f"C{n}" for n in range(1, 6)} | {"D", "burn"}
    # Seat 1 (first base) is always dealt before any higher seat in each round.
    firsts = [plan.cards.index(f"S{s}") for s in sorted(seats)]
    assert firsts == sorted(firsts)
    assert plan.settle_order == tuple(sorted(seats, reverse=True))
    # Community cards come out in position order.
    positions = [c for c in plan.cards if c.startswith("C")]
    assert positions == sorted(positions)


# -- the 3-5-7 reveal sequence (¶6-¶10) ----------------------------------------------------------


def test_co_357_p6_p9_reveal_sequence_without_pots() -> None:
    steps = reveal_sequence()
    assert [s.key for s in steps] == [
        "expose",
        "settle-three",
        "turn-two",
        "announce-five",
        "settle-five",
        "turn-last-two",
        "announce-seven",
        "settle-seven",
    ]
    texts = {s.key: s.text for s in steps}
    assert "\u201c5-card Poker\u201d" in texts["announce-five"]
    assert "\u201c7-card Poker\u201d" in texts["announce-seven"]
    assert "right to left" in texts["settle-three"]
    for step in steps:
        assert step.clause.startswith("CO 3-5-7 ¶")
    assert dict((s.key, s.clause) for s in steps)["announce-five"] == "CO 3-5-7 ¶8"
    assert dict((s.key, s.clause) for s in steps)["announce-seven"] == "CO 3-5-7 ¶9"


def test_co_357_p10_reveal_sequence_with_pots() -> None:
    """¶10(a): "collected into a pot prior to the player's 3-card hand being exposed, and
    the pot is awarded prior to pay schedule wagers being settled": collect, expose, award,
    settle, each a step of its own; ¶10(b)-(c): each later pot collected before its
    community cards are turned and awarded before its game's wagers are settled."""
    assert [s.key for s in reveal_sequence(with_pots=True)] == [
        "collect-three-pot",
        "expose",
        "award-three-pot",
        "settle-three",
        "collect-five-pot",
        "turn-two",
        "announce-five",
        "award-five-pot",
        "settle-five",
        "collect-seven-pot",
        "turn-last-two",
        "announce-seven",
        "award-seven-pot",
        "settle-seven",
    ]
    steps = {s.key: s for s in REVEAL_SEQUENCE}
    # One action a step: no step both collects and awards, or awards and settles.
    for step in REVEAL_SEQUENCE:
        verbs = [
            v
            for v in ("Collect", "Expose", "Award", "Settle", "Turn", "Announce")
            if v in step.text
        ]
        assert len(verbs) == 1, step.text
    assert [s.key for s in REVEAL_SEQUENCE if not s.pots_only] == [s.key for s in reveal_sequence()]
    assert steps["award-three-pot"].clause == "CO 3-5-7 ¶10(a)"


def test_co_357_p8_p10b_after_the_3_card_game_the_5_card_pot_is_collected_first() -> None:
    """With pots on, the 5-card pot is collected before the first two community cards are
    turned (¶10(b)); the ruling says so."""
    ruling = next(
        r for r in RULINGS["three-five-seven"] if r.situation is Situation.AFTER_THREE_CARD
    )
    text = ruling.ruling
    assert "5-card pot" in text and text.index("pot") < text.index("turn the first two")
    assert "¶10(b)" in ruling.clause


# -- rulings -------------------------------------------------------------------------------------


def test_rulings_every_ruling_has_a_question_an_answer_and_a_clause() -> None:
    prefixes = {
        "three-five-seven": "CO 3-5-7 ¶",
        "casino-holdem": "CH ",
        "three-card-poker": "N.J.A.C. 13:47-20.41",
        "blackjack": "58 Pa. Code §633a.",
        "roulette": "58 Pa. Code §617a.",
    }
    assert set(RULINGS) == set(prefixes)
    for game, rulings in RULINGS.items():
        situations = [r.situation for r in rulings]
        assert len(situations) == len(set(situations)), game
        for ruling in rulings:
            assert ruling.question.strip() and ruling.ruling.strip()
            assert ruling.clause.startswith(prefixes[game]), ruling


def test_every_ruling_has_three_decoys_of_its_own_kind_that_are_wrong() -> None:
    """A rulings question offered other situations' rulings beside the answer, so it was
    answered by ruling them out ("How are the cards prepared?" beside "The dealer does not
    qualify: ..."). Each ruling now has three wrong rulings of its own kind: none is a
    ruling the text makes right for the situation, none repeats the ruling or another."""
    for game, rulings in RULINGS.items():
        for ruling in rulings:
            right = {r.ruling for r in rulings if r.answers(ruling.situation)}
            assert len(ruling.decoys) == 3, (game, ruling.situation)
            assert len(set(ruling.decoys)) == 3, (game, ruling.situation)
            assert not set(ruling.decoys) & right, (game, ruling.situation)
            for decoy in ruling.decoys:
                assert decoy.strip() and decoy != ruling.ruling


@pytest.mark.parametrize(
    ("situation", "words"),
    [
        (Situation.WRONG_CARD_COUNT, "Misdeal: all wagers are void"),
        (Situation.EXPOSED_PLAYER_CARD, "Not a misdeal"),
        (Situation.EXPOSED_COMMUNITY_CARD, "Misdeal: all remaining wagers are void"),
        (Situation.CARD_OFF_TABLE, "hand is dead"),
    ],
)
def test_co_357_p4_misdeal_rulings(situation: Situation, words: str) -> None:
    ruling = next(r for r in RULINGS["three-five-seven"] if r.situation is situation)
    assert words in ruling.ruling
    assert ruling.clause == "CO 3-5-7 ¶4"


@pytest.mark.parametrize(
    ("situation", "clause"),
    [
        (Situation.SURRENDER_WITHOUT_ALL_THREE, "CO 3-5-7 ¶5"),
        (Situation.POT_WAGER_ALONE, "CO 3-5-7 ¶10(d)"),
        (Situation.POT_WITHOUT_SCHEDULE_WAGER, "CO 3-5-7 ¶10"),
        (Situation.WAGER_OVER_MAXIMUM, "CO 3-5-7 ¶2"),
    ],
)
def test_co_357_rulings_for_wagers(situation: Situation, clause: str) -> None:
    ruling = next(r for r in RULINGS["three-five-seven"] if r.situation is situation)
    assert ruling.clause == clause
