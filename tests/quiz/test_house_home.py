"""The home game's table choices are house settings: drills follow them, and a recorded
question regenerates under the choices it was asked with."""

from __future__ import annotations

from trainer.engine.games import registry
from trainer.engine.games.three_five_seven_home import HomeRules, Variant
from trainer.engine.rules import GameRules
from trainer.quiz.catalog import families_for, generate
from trainer.quiz.house import house_params, rules_for_house, rules_from_params

HOME = "three-five-seven-home"


def test_house_settings_reach_the_home_games_variants() -> None:
    rules = rules_for_house(
        {
            f"{HOME}.burns.ante-cap-cents": 50,
            f"{HOME}.burns.second-chance": True,
            f"{HOME}.strikes.strike-pays-pot": True,
            f"{HOME}.five-of-a-kind-high": False,
        }
    )
    home = rules[HOME]
    assert isinstance(home, HomeRules)
    burns, strikes = home.options(Variant.BURNS), home.options(Variant.STRIKES)
    assert burns.ante_cap == 50 and burns.second_chance
    assert burns.ante_for(4) == 50  # 25, 50, 75 -> capped at 50 from the second game
    assert strikes.strike_pays_pot and not strikes.second_chance
    assert not burns.five_of_a_kind_above_straight_flush
    assert not strikes.five_of_a_kind_above_straight_flush


def test_the_store_defaults_are_the_shipped_options() -> None:
    from trainer.progress.settings import HouseSettings

    home = rules_for_house(HouseSettings({}))[HOME]
    assert isinstance(home, HomeRules)
    for variant in Variant:
        assert home.options(variant) == registry().home(HOME).options(variant)


def test_a_home_question_regenerates_under_the_choices_it_was_asked_with() -> None:
    rules = rules_for_house({f"{HOME}.burns.ante-cap-cents": 50})
    params = house_params(rules[HOME])
    again = rules_from_params(HOME, params)
    for family in families_for(HOME):
        for seed in range(20):
            asked = generate(family.id, difficulty=3, seed=seed, rules=rules)
            assert generate(family.id, difficulty=3, seed=seed, rules=again) == asked


def test_issue_11_home_readings_are_house_settings() -> None:
    """The readings issue 11 made house settings where tables differ: the coin a tie is
    shared in, three wild 3s in the strikes game (Burns ¶21), the strikes ante on each new
    hand (Strikes ¶8, ¶13), and the stakes after a won pot (Burns ¶19)."""
    home = rules_for_house(
        {
            f"{HOME}.split-unit-cents": 1,
            f"{HOME}.strikes.three-threes-worthless": True,
            f"{HOME}.strikes.ante-every-hand": True,
            f"{HOME}.burns.stakes-reset-on-pot": False,
        }
    )[HOME]
    assert isinstance(home, HomeRules)
    burns, strikes = home.options(Variant.BURNS), home.options(Variant.STRIKES)
    assert burns.split_unit == strikes.split_unit == 1
    assert strikes.three_threes_worthless and burns.three_threes_worthless
    assert strikes.ante_every_game and not burns.reset_stakes_on_pot
    shipped = registry().home(HOME)
    assert not shipped.options(Variant.STRIKES).three_threes_worthless  # Strikes ¶12
    assert shipped.options(Variant.STRIKES).split_unit == 25


def test_issue_11_casino_readings_are_house_settings_and_regenerate() -> None:
    """CO 3-5-7 ¶5 (a tip bet on a surrendered 7-card wager), ¶10 (the chip a tied pot is
    shared in) and the Casino Hold'em progressive on a fold (Rules (3), (4a)) reach the
    rules the drills follow, and a question regenerates under them."""
    settings = {
        "three-five-seven.tip-bet-surrendered": True,
        "three-five-seven.split-unit-cents": 1,
        "casino-holdem.progressive-on-fold": True,
    }
    rules = rules_for_house(settings)
    co, ch = rules["three-five-seven"], rules["casino-holdem"]
    assert isinstance(co, GameRules) and isinstance(ch, GameRules)
    assert co.house.tip_follows_surrender and co.house.split_unit == 1
    assert ch.house.progressive_plays_on_fold
    for game in ("three-five-seven", "casino-holdem"):
        again = rules_from_params(game, house_params(rules[game]))[game]
        assert again == rules[game]
    default = rules_for_house({})
    assert default["three-five-seven"] == registry().rules("three-five-seven")
