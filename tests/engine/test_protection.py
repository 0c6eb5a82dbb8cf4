"""The mistakes a game-protection drill plants (issue 16, section 1): each kind a game
declares can be made at its table, each is a real change of the engine's settlement, and
each names the rule it breaks."""

from __future__ import annotations

import random
from decimal import Decimal

import pytest

from trainer.engine.cards import parse_cards
from trainer.engine.games import deal_plan, game_spec, registry
from trainer.engine.games.three_five_seven_home.protection import HOME_KINDS
from trainer.engine.protection import DEAL_KINDS, POT_KINDS, ErrorKind, Planted, plant, plant_deal
from trainer.engine.rules import GameRules
from trainer.engine.settlement import Outcome
from trainer.quiz.games import quiz_game

RULES = registry().followed()
CASINO = ["three-five-seven", "casino-holdem", "three-card-poker"]
TABLES = 200


def _plants(game: str) -> list[tuple[ErrorKind, Planted, object]]:
    rules = RULES[game]
    assert isinstance(rules, GameRules)
    table = quiz_game(game).table
    assert table is not None
    out = []
    for n in range(TABLES):
        rng = random.Random(n)
        for position in table(rng, rules, n % 3 + 1, [7, 5, 3, 1]):
            for kind in ErrorKind:
                schedules = position.scenario.get("schedules")
                meter = position.scenario.get("meter")
                cents = int(Decimal(str(meter)) * 100) if meter is not None else None
                cards = {
                    k: parse_cards(position.scenario[k])
                    for k in ("player", "dealer", "board", "community")
                    if position.scenario.get(k)
                }
                found = plant(kind, position.settlement, rules, rng, schedules, cents, cards)
                if found is not None:
                    out.append((kind, found, position))
    return out


PLANTS = {game: _plants(game) for game in CASINO}


@pytest.mark.parametrize("game", CASINO)
def test_every_kind_a_game_declares_can_be_made_at_its_table(game: str) -> None:
    made = {kind.value for kind, _, _ in PLANTS[game]}
    assert set(game_spec(game).error_kinds) <= made


def test_the_kinds_follow_the_games_texts() -> None:
    # The ante bonus is Three Card Poker's (NJ (i)); schedules and surrender are 3-5-7's
    # (CO ¶11, ¶5); a fold settled as played needs a game with a fold (CH Rules (3), NJ (e)).
    assert "ante-bonus-missed" in game_spec("three-card-poker").error_kinds
    assert {"wrong-schedule", "surrender-played"} <= set(game_spec("three-five-seven").error_kinds)
    for game in ("casino-holdem", "three-card-poker"):
        assert {"fold-played", "push-paid"} <= set(game_spec(game).error_kinds)
    assert "fold-played" not in game_spec("three-five-seven").error_kinds
    # The home game's mistakes are in its payments (issue 16): each variant's own.
    home = {k.value for kinds in HOME_KINDS.values() for k in kinds}
    assert set(game_spec("three-five-seven-home").error_kinds) == home


@pytest.mark.parametrize("game", CASINO)
def test_a_planted_mistake_never_pays_what_the_settlement_pays(game: str) -> None:
    for kind, planted, position in PLANTS[game]:
        assert planted.shown_paid != planted.right_paid, (kind, planted)
        assert planted.clause and planted.what
        bet = position.settlement.bet(planted.wager)  # type: ignore[attr-defined]
        if kind is not ErrorKind.OVER_MAXIMUM:
            # The right payment is the engine's settlement, untouched.
            assert planted.right_paid == bet.paid, (kind, planted)
            assert planted.shown_wager == bet.amount


def test_co_357_para11_a_payout_from_the_other_schedule_names_the_posted_one() -> None:
    found = [p for k, p, _ in PLANTS["three-five-seven"] if k is ErrorKind.WRONG_SCHEDULE]
    assert found
    for p in found:
        assert "Payout Schedule" in p.what and "CO 3-5-7 ¶11" in p.clause


def test_co_357_para2_a_wager_over_the_5_dollar_limit_is_paid_only_on_5_dollars() -> None:
    found = [p for k, p, _ in PLANTS["three-five-seven"] if k is ErrorKind.OVER_MAXIMUM]
    assert found
    for p in found:
        assert p.shown_wager > 500
        assert p.right_paid * p.shown_wager == p.shown_paid * 500  # same row, wager cut to $5
        assert p.clause == "CO 3-5-7 ¶2"


def test_nj_13_47_20_41_i_a_missed_ante_bonus_costs_the_player_the_bonus() -> None:
    found = [p for k, p, _ in PLANTS["three-card-poker"] if k is ErrorKind.ANTE_BONUS_MISSED]
    assert found
    for p in found:
        assert p.shown_paid == 0 < p.right_paid
        assert p.cost.startswith("the player")


def test_ch_rules_6_a_push_paid_as_a_win_costs_the_house_the_wager() -> None:
    found = [p for k, p, _ in PLANTS["casino-holdem"] if k is ErrorKind.PUSH_PAID]
    assert found
    for p in found:
        assert (p.shown_paid, p.right_paid) == (p.shown_wager, 0)
        assert p.cost.startswith("the house")


def test_a_kind_that_cannot_happen_in_a_position_plants_nothing() -> None:
    rules = RULES["three-card-poker"]
    assert isinstance(rules, GameRules)
    table = quiz_game("three-card-poker").table
    assert table is not None
    for position in table(random.Random(5), rules, 2, [3, 1]):
        bets = {b.wager: b for b in position.settlement.bets}
        has_push = any(b.outcome is Outcome.PUSH and b.amount for b in bets.values())
        found = plant(ErrorKind.PUSH_PAID, position.settlement, rules, random.Random(0))
        assert (found is not None) == has_push
        # 3-5-7's kinds never apply at a Three Card Poker table.
        rng = random.Random(0)
        assert plant(ErrorKind.SURRENDER_PLAYED, position.settlement, rules, rng) is None


def test_ch_progressive_5_5_paid_on_all_seven_cards_is_the_wrong_five() -> None:
    # CH Progressive-5/5: "Base on the first 5 cards that a player receives ... the first 3
    # card flop and the 2 personal cards"; Rules (4a) pays it before the turn and river.
    found = [
        (p, pos) for k, p, pos in PLANTS["casino-holdem"] if k is ErrorKind.PROGRESSIVE_WRONG_CARDS
    ]
    assert found
    for planted, position in found:
        settled = position.settlement  # type: ignore[attr-defined]
        assert planted.wager == "progressive" and not settled.folded
        assert planted.right_paid == settled.bet("progressive").paid
        first_five = settled.hands["progressive"]
        assert settled.player_hand.strength != first_five.strength
        assert "two cards and the flop" in planted.what
    assert any(p.cost.startswith("the house") for p, _ in found)


def test_co_357_para10_a_pots_mistakes_are_made_only_at_a_table_of_pots() -> None:
    rules = RULES["three-five-seven"]
    assert isinstance(rules, GameRules)
    for _, _, position in PLANTS["three-five-seven"][:50]:
        for kind in POT_KINDS:
            settled = position.settlement  # type: ignore[attr-defined]
            assert plant(kind, settled, rules, random.Random(0)) is None


@pytest.mark.parametrize("game", CASINO)
def test_a_planted_deal_is_never_the_deal_the_text_gives(game: str) -> None:
    spec = game_spec(game).dealing
    assert spec is not None
    made = set()
    for n in range(200):
        rng = random.Random(n)
        seats = sorted(rng.sample(range(1, 7), rng.randrange(1, 6)))
        for method in spec.drilled_methods:
            plan = deal_plan(game, seats, method.value)
            for kind in DEAL_KINDS:
                found = plant_deal(kind, plan, rng, 7)
                if found is None:
                    continue
                made.add(kind)
                assert not plan.is_tapped_order(found.shown), (kind, found)
                assert found.shown[: found.at] == plan.taps[: found.at]  # the first wrong one
                assert found.right == plan.taps[found.at] != found.shown[found.at]
                assert found.clause == plan.clause
    assert made == set(DEAL_KINDS)
