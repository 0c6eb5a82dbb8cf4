"""The home game's table choices are house settings: drills follow them, and a recorded
question regenerates under the choices it was asked with."""

from __future__ import annotations

from trainer.engine.games import registry
from trainer.engine.games.three_five_seven_home import HomeRules, Variant
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
