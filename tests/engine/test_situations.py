"""The dealer's rulings on situations at the table (issue 16, section 4), each checked
against the clause it cites, and against the engine's settlement of the same wagers."""

from __future__ import annotations

import dataclasses
import itertools

import pytest

from trainer.engine.cards import parse_cards
from trainer.engine.errors import ScenarioError, WagerError
from trainer.engine.games import registry
from trainer.engine.games.three_five_seven import settle_three_five_seven
from trainer.engine.rules import GameRules
from trainer.engine.settlement import check_wager
from trainer.engine.situations import (
    OFFERED,
    Action,
    Event,
    Incident,
    Touch,
    decide,
    ruling_text,
    situations_of,
)

RULES = registry().followed()
F357 = RULES["three-five-seven"]
HOLDEM = RULES["casino-holdem"]
TCP = RULES["three-card-poker"]
assert isinstance(F357, GameRules) and isinstance(HOLDEM, GameRules) and isinstance(TCP, GameRules)
HAND = parse_cards("Ah Kd 7c 2s 9h 4d 3c")


def _house(rules: GameRules, **changes: object) -> GameRules:
    return rules.with_house(dataclasses.replace(rules.house, **changes))


def test_co_357_para2_a_wager_over_the_5_dollar_maximum_is_taken_down_to_it() -> None:
    d = decide(F357, Incident(Event.OVER_MAXIMUM, 4, {}, "five", 1000))
    assert (d.action, d.kept, d.returned, d.clause) == (
        Action.TAKE_MAXIMUM,
        500,
        500,
        "CO 3-5-7 ¶2",
    )


def test_co_357_para2_a_wager_within_the_limit_is_accepted() -> None:
    assert decide(F357, Incident(Event.OVER_MAXIMUM, 1, {}, "three", 500)).action is Action.ACCEPT


def test_house_limits_a_wager_under_the_minimum_is_refused_whole() -> None:
    d = decide(TCP, Incident(Event.OVER_MAXIMUM, 2, {}, "ante", 300))
    assert (d.action, d.returned) == (Action.REFUSE, 300)


def test_co_357_para2_a_late_bet_is_refused_and_earlier_wagers_play_on() -> None:
    late = Incident(Event.LATE_BET, 3, {"three": 200}, "seven", 200)
    assert decide(F357, late).action is Action.REFUSE_KEEP_HAND
    alone = Incident(Event.LATE_BET, 3, {}, "seven", 200)
    assert decide(F357, alone).action is Action.REFUSE_NO_HAND


def test_nj_13_47_20_41_d_e_a_bet_after_the_first_card_is_refused() -> None:
    d = decide(TCP, Incident(Event.LATE_BET, 5, {}, "pair_plus", 1000))
    assert d.action is Action.REFUSE_NO_HAND and d.clause.startswith("N.J.A.C. 13:47-20.41(d)")


def test_co_357_para4_an_exposed_player_card_is_turned_over_and_the_deal_goes_on() -> None:
    d = decide(F357, Incident(Event.CARD_EXPOSED_IN_DEAL, 2, {"three": 100}))
    assert (d.action, d.clause) == (Action.CONTINUE, "CO 3-5-7 ¶4")


def test_co_357_para4_a_card_off_the_table_kills_the_hand_and_voids_its_wagers() -> None:
    d = decide(F357, Incident(Event.CARD_DROPPED, 2, {"three": 100, "seven": 300}))
    assert (d.action, d.returned) == (Action.DEAD_HAND, 400)


def test_ch_quick_rules_8_a_player_showing_a_card_is_stopped_and_plays_on() -> None:
    d = decide(HOLDEM, Incident(Event.CARD_SHOWN, 2, {"ante": 1000}))
    assert d.action is Action.WARN and "Quick Rules 8" in d.clause


@pytest.mark.parametrize("allowed", [True, False])
def test_co_357_para2_tip_bets_follow_the_house_policy(allowed: bool) -> None:
    rules = _house(F357, tip_bets=allowed)
    d = decide(rules, Incident(Event.TIP_BET, 1, {"five": 300}, "five", 100))
    assert d.action is (Action.ACCEPT if allowed else Action.REFUSE_HOUSE)


def test_co_357_para2_a_tip_bet_needs_the_players_own_wager_on_that_game() -> None:
    d = decide(F357, Incident(Event.TIP_BET, 1, {"five": 300}, "seven", 100))
    assert d.action is Action.REFUSE_NO_WAGER


def test_co_357_para5_surrender_takes_half_the_7_card_wager_rounded_down() -> None:
    wagers = {"three": 100, "five": 100, "seven": 375}
    d = decide(F357, Incident(Event.SURRENDER, 6, wagers, "seven", 375))
    assert (d.action, d.kept, d.returned) == (Action.TAKE_HALF, 187, 188)


def test_co_357_para5_surrender_refused_without_all_three_or_on_another_wager() -> None:
    two = Incident(Event.SURRENDER, 6, {"three": 100, "seven": 300}, "seven", 300)
    assert decide(F357, two).action is Action.REFUSE_NOT_ALL_THREE
    five = Incident(Event.SURRENDER, 6, {"three": 1, "five": 1, "seven": 1}, "five", 1)
    assert decide(F357, five).action is Action.REFUSE_WHICH_WAGER
    off = _house(F357, surrender=False)
    asked = Incident(Event.SURRENDER, 6, {"three": 1, "five": 1, "seven": 2}, "seven", 2)
    assert decide(off, asked).action is Action.REFUSE_HOUSE


def test_nj_13_47_20_41_e_the_play_wager_is_the_one_wager_put_out_after_looking() -> None:
    play = Incident(Event.TOUCHED_BET, 1, {"ante": 1000}, "play", 1000, Touch.SECOND)
    assert decide(TCP, play).action is Action.ACCEPT_SECOND
    back = Incident(Event.TOUCHED_BET, 1, {"ante": 1000}, "ante", 1000, Touch.TAKE_BACK)
    assert decide(TCP, back).action is Action.STOP


def test_ch_rules_3_a_call_of_the_wrong_size_is_refused() -> None:
    call = Incident(Event.TOUCHED_BET, 1, {"ante": 1000}, "call", 1000, Touch.SECOND)
    assert decide(HOLDEM, call).action is Action.REFUSE
    right = Incident(Event.TOUCHED_BET, 1, {"ante": 1000}, "call", 2000, Touch.SECOND)
    assert decide(HOLDEM, right).action is Action.ACCEPT_SECOND


def test_a_situation_the_games_text_is_silent_on_is_refused() -> None:
    assert "exposed-card/deal" not in situations_of("three-card-poker")
    with pytest.raises(ScenarioError, match="no procedure"):
        decide(TCP, Incident(Event.CARD_EXPOSED_IN_DEAL, 1, {"ante": 500}))
    assert not situations_of("three-five-seven-home")


def test_every_offered_ruling_reads_differently() -> None:
    for event, actions in OFFERED.items():
        incident = Incident(event, 2, {"three": 200}, "three", 200, Touch.ADD)
        for brief in (False, True):  # brief: the fewest words a drill may show them in
            texts = [ruling_text(incident, a, F357, brief) for a in actions]
            assert len(set(texts)) == len(texts), (event, brief)
        fewest = [len(ruling_text(incident, a, F357, True)) for a in actions]
        assert min(len(ruling_text(incident, a, F357)) for a in actions) > min(fewest)


# The second derivation: where the engine's settlement refuses a position (a wager over
# the maximum, a tip bet without its wager or where the house takes none, a surrender
# without all three), the ruling refuses it too, and where it settles, the ruling accepts.


@pytest.mark.parametrize("surrender_allowed", [True, False])
def test_co_357_para5_the_ruling_on_surrender_agrees_with_the_settlement(
    surrender_allowed: bool,
) -> None:
    rules = _house(F357, surrender=surrender_allowed)
    for out in itertools.product((0, 100, 500), repeat=3):
        wagers = dict(zip(("three", "five", "seven"), out, strict=True))
        if not out[2]:
            continue
        ruled = decide(rules, Incident(Event.SURRENDER, 1, wagers, "seven", out[2])).action
        try:
            settled = settle_three_five_seven(
                rules, player=HAND[:3], community=HAND[3:], bets=wagers, surrender=True
            )
        except WagerError:
            assert ruled is not Action.TAKE_HALF, wagers
        else:
            assert ruled is Action.TAKE_HALF, wagers
            seven = next(r for r in settled.bets if r.wager == "seven")
            assert -seven.net == out[2] // 2


@pytest.mark.parametrize("tips_allowed", [True, False])
def test_co_357_para2_the_ruling_on_a_tip_bet_agrees_with_the_settlement(
    tips_allowed: bool,
) -> None:
    rules = _house(F357, tip_bets=tips_allowed)
    for on, amount, own in itertools.product(("three", "seven"), (100, 500, 600), (0, 200)):
        wagers = {on: own} if own else {"five": 200}
        ruled = decide(rules, Incident(Event.TIP_BET, 1, wagers, on, amount)).action
        bets = {k: v for k, v in wagers.items() if v}
        try:
            settle_three_five_seven(
                rules, player=HAND[:3], community=HAND[3:], bets=bets, tips={on: amount}
            )
        except WagerError:
            assert ruled is not Action.ACCEPT, (on, amount, own)
        else:
            assert ruled is Action.ACCEPT, (on, amount, own)


@pytest.mark.parametrize("rules", [F357, HOLDEM, TCP], ids=lambda r: r.id)
def test_the_ruling_on_a_wager_size_agrees_with_the_engines_limit_check(rules: GameRules) -> None:
    for amount in range(0, rules.house.max_wager * 2 + 1, 50):
        ruled = decide(rules, Incident(Event.OVER_MAXIMUM, 1, {}, "ante", amount)).action
        try:
            check_wager(rules, "ante", amount, what="the wager")
        except WagerError:
            assert ruled is not Action.ACCEPT, amount
        else:
            assert ruled is Action.ACCEPT or amount == 0, amount
