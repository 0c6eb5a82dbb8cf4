"""Blackjack's rules files (issue 25): both shipped jurisdictions load by their kind, every
option with the clause it comes from, and a bad file is refused naming the file, the key
and the reason."""

from __future__ import annotations

from pathlib import Path

import pytest

from trainer.engine.errors import RulesFileError
from trainer.engine.games import load_rules_file, registry
from trainer.engine.games.blackjack import BlackjackRules
from trainer.engine.rules_data import resources_dir

RULES = resources_dir() / "rules"
PA = RULES / "blackjack-pennsylvania.toml"
EUROPEAN = RULES / "blackjack-without-hole-card.toml"


def test_633a_both_jurisdictions_load_side_by_side_pennsylvania_followed() -> None:
    pa, eu = (load_rules_file(p) for p in (PA, EUROPEAN))
    assert isinstance(pa, BlackjackRules) and isinstance(eu, BlackjackRules)
    assert (pa.kind, pa.jurisdiction_id) == ("blackjack", "pennsylvania")
    assert registry().rules("blackjack").jurisdiction == "Pennsylvania"
    assert registry().rules("blackjack", "european-no-hole-card-house").hole_card is False


def test_633a_pennsylvania_posts_what_a_careful_house_posts() -> None:
    pa = load_rules_file(PA)
    assert isinstance(pa, BlackjackRules)
    assert (pa.blackjack_pays, pa.dealer_hits_soft_17, pa.decks) == ("3 to 2", False, 6)
    assert (pa.hole_card, pa.insurance, pa.late_surrender) == (True, True, True)
    assert (pa.double_on, pa.double_after_split) == ("any two", True)
    assert (pa.max_split_hands, pa.resplit_aces, pa.split_aces_one_card) == (4, False, True)
    assert pa.dealer_natural_takes == "original wager"
    assert (pa.min_wager, pa.max_wager) == (1000, 100_000)
    assert pa.option_clause("dealer_natural_takes") == "58 Pa. Code §633a.10, §633a.11(d)"
    assert pa.deal_methods == ("hole-card",)


def test_the_european_house_deals_no_hole_card_and_its_blackjack_takes_every_wager() -> None:
    eu = load_rules_file(EUROPEAN)
    assert isinstance(eu, BlackjackRules)
    assert (eu.hole_card, eu.dealer_natural_takes, eu.late_surrender) == (
        False,
        "every wager",
        False,
    )
    assert eu.deal_methods == ("no-hole-card",)


def _bad(tmp_path: Path, old: str, new: str) -> Path:
    text = PA.read_text(encoding="utf-8")
    assert old in text, old
    path = tmp_path / "bad-blackjack.toml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("old", "new", "fragment"),
    [
        ('value = "3 to 2"', 'value = "2 to 1"', r"options\.blackjack_pays\.value: must be one of"),
        ("value = 6,", "value = 9,", r"options\.decks\.value: must be a whole number from 1 to 8"),
        (
            'hole_card = { value = true, clause = "58 Pa. Code §633a.1, §633a.7" }\n',
            "",
            r"options\.hole_card: is missing",
        ),
        (
            'late_surrender = { value = true, clause = "58 Pa. Code §633a.9" }',
            "late_surrender = { value = true }",
            r"options\.late_surrender\.clause: is missing",
        ),
        (
            "value = false, clause",
            'value = "no", clause',
            r"options\.dealer_hits_soft_17\.value: must be true or false",
        ),
        ('value = "any two"', 'value = "8-11"', r"options\.double_on\.value: must be one of"),
        ("max_wager = 1000", "max_wager = 5", r"house\.max_wager: \$5\.00 is under the minimum"),
        ("seats = 7", "seats = 8", r"game\.seats: must be a whole number from 1 to 7"),
        (
            'kind = "blackjack"',
            'kind = "baccarat"',
            r"game\.kind: 'baccarat' is not a kind of rules file",
        ),
        (
            "[options]",
            '[options]\nfive_card_charlie = { value = true, clause = "x" }',
            r"options\.five_card_charlie: is not a known key",
        ),
        ("resplit_aces = { value = false", "resplit_aces = { value = true", ""),
    ],
)
def test_a_bad_blackjack_file_is_refused_naming_file_key_and_reason(
    tmp_path: Path, old: str, new: str, fragment: str
) -> None:
    path = _bad(tmp_path, old, new)
    if not fragment:  # resplitting aces is a choice a house may post
        assert load_rules_file(path).resplit_aces  # type: ignore[union-attr]
        return
    with pytest.raises(RulesFileError, match=fragment) as refused:
        load_rules_file(path)
    assert "bad-blackjack.toml" in str(refused.value)


def test_aces_are_not_resplit_where_a_player_may_hold_only_two_hands(tmp_path: Path) -> None:
    text = PA.read_text(encoding="utf-8")
    text = text.replace("max_split_hands = { value = 4", "max_split_hands = { value = 2")
    text = text.replace("resplit_aces = { value = false", "resplit_aces = { value = true")
    path = tmp_path / "two-hands.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RulesFileError, match=r"two-hands\.toml: options\.resplit_aces\.value"):
        load_rules_file(path)
