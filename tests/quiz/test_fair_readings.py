"""Readings beyond the text (issue 23): each is decided per the text where the text
decides, made a house setting where tables differ, and said in the question wherever the
key depends on it. Each test names the clause it concerns, as docs/rules-decisions.md
records the decision."""

from __future__ import annotations

from trainer.engine.cards import parse_cards
from trainer.engine.games import registry
from trainer.engine.games.three_five_seven_home import (
    HomeCategory,
    HomeRules,
    Variant,
    evaluate_home,
)
from trainer.quiz.house import rules_for_house
from trainer.quiz.model import Question

from .generated import questions

HOME = "three-five-seven-home"


def _home() -> HomeRules:
    home = registry().followed()[HOME]
    assert isinstance(home, HomeRules)
    return home


def test_strikes_p12_three_wild_threes_are_three_aces_as_the_strikes_text_reads() -> None:
    """Strikes ¶12: "a three-of-a-kind is the strongest possible hand" of the 3-card round,
    and a wild card stands for any card (¶10): three wild 3s are three aces, the best hand.
    "Three 3's have no value" is the burns text's rule (Burns ¶21), kept there; a strikes
    table that plays it turns the house setting on."""
    strikes, burns = _home().options(Variant.STRIKES), _home().options(Variant.BURNS)
    threes = parse_cards("3c 3d 3h")
    assert not strikes.three_threes_worthless and burns.three_threes_worthless
    aces = evaluate_home(threes, strikes)
    assert aces.describe() == "three of a kind, aces"
    assert aces.key == evaluate_home(parse_cards("Ac Ad Ah"), strikes).key
    assert evaluate_home(threes, burns).category is HomeCategory.NO_VALUE
    house = rules_for_house({f"{HOME}.strikes.three-threes-worthless": True})[HOME]
    assert isinstance(house, HomeRules)
    played = house.options(Variant.STRIKES)
    assert evaluate_home(threes, played).category is HomeCategory.NO_VALUE


KEYED_ON_HANDS = [
    f"{HOME}/{name}"
    for name in ("wild-hand", "wild-cards", "rank-table", "burns", "strikes", "spot-the-payment")
]
"""The home families whose key depends on what the hands are worth (the awards drill's
depends only on who is in)."""


def _round_hands(q: Question) -> tuple[int, list[list[str]]]:
    """The round and the hands a home question's key depends on: its one hand, or the
    hands of the players in."""
    p = q.prompt
    if "cards" in p:
        return int(p["round"]), [list(p["cards"])]
    scenario = p.get("scenario")
    if not isinstance(scenario, dict) or "players" not in scenario:
        return 0, []
    hands = [list(x["cards"]) for x in scenario["players"] if x["in"] or x.get("second_in")]
    return int(scenario["round"]), hands


def test_strikes_p12_burns_p21_a_question_says_what_three_wild_threes_are_worth() -> None:
    """Where a hand of the 3-card round is three wild 3s, what they are worth is a house
    choice the key depends on (Burns ¶21; Strikes ¶12): the question says it."""
    seen = 0
    for fam in KEYED_ON_HANDS:
        for q in questions(fam, 300):
            size, hands = _round_hands(q)
            if size != 3 or not any(all(c[0] == "3" for c in h) for h in hands):
                continue
            seen += 1
            variant = q.prompt.get("variant") or q.prompt["scenario"]["variant"]
            worth = "have no value" if variant == "burns" else "are three aces"
            assert f"Three wild 3s {worth} at this table." in q.text, (fam, q.seed, q.text)
    assert seen > 20


def test_strikes_p13_burns_p8_a_question_says_where_five_of_a_kind_ranks() -> None:
    """Neither text names five of a kind; where it ranks (above a royal flush, as decided,
    or below a straight flush) is a house setting. Where a hand the key depends on is five
    of a kind, the question says where it ranks at this table."""
    seen = 0
    home = _home()
    for fam in KEYED_ON_HANDS:
        for q in questions(fam, 200):
            size, hands = _round_hands(q)
            if size < 5:
                continue
            variant = Variant(q.prompt.get("variant") or q.prompt["scenario"]["variant"])
            options = home.options(variant)
            made = [evaluate_home(parse_cards(" ".join(h)), options) for h in hands]
            if not any(h.category is HomeCategory.FIVE_OF_A_KIND for h in made):
                continue
            seen += 1
            assert "Five of a kind ranks above a royal flush" in q.text, (fam, q.seed, q.text)
    assert seen > 10


def test_burns_p19_a_question_on_the_ante_says_the_tables_cap() -> None:
    """Burns ¶19: "Antes are usually capped at some amount, a dollar is typically enough":
    the cap is the table's. Every question whose key holds a burns ante (the stakes, a
    game's antes among the money paid) says the table's cap."""
    cap = _home().options(Variant.BURNS).ante_cap
    assert cap == 100
    seen = 0
    for q in questions(f"{HOME}/stakes", 100):
        if q.prompt["variant"] == "burns":
            seen += 1
            assert "The ante is capped at $1.00" in q.text, q.text
    for q in questions(f"{HOME}/spot-the-payment", 100):
        if any("antes" in p for p in q.prompt["payments"]):
            seen += 1
            assert "The ante is capped at $1.00" in q.text, q.text
    assert seen > 100


def test_strikes_p12_a_question_with_tied_winners_says_how_they_share() -> None:
    """Strikes ¶12 is silent on ties; how tied winners share is the house's coin. Every
    strikes question whose winners tie says how they share."""
    seen = 0
    for fam in (f"{HOME}/strikes", f"{HOME}/spot-the-payment"):
        for q in questions(fam, 1000):
            scenario = q.prompt["scenario"]
            if scenario["variant"] != "strikes":
                continue
            home = _home().options(Variant.STRIKES)
            ins = [x for x in scenario["players"] if x["in"]]
            if len(ins) < 3:
                continue
            made = sorted(
                (evaluate_home(parse_cards(" ".join(x["cards"])), home).key for x in ins),
                reverse=True,
            )
            if made[0] == made[1]:
                seen += 1
                assert "Tied winners share" in q.text, (fam, q.seed, q.text)
    assert seen > 5


def test_nj_a_the_qualifier_reading_is_said_and_cited_in_the_question() -> None:
    """N.J.A.C. 13:47-20.41(a): "at least a queen in his or her hand". The house reads it as
    queen high or any pair or better (a jack-high flush qualifies, which the letter would
    fail); every question whose key turns on it says that reading and cites the clause."""
    for fam in ("three-card-poker/qualifies", "three-card-poker/compare"):
        for q in questions(fam, 20):
            assert QUALIFIER_READING in q.text, (fam, q.text)


QUALIFIER_READING = (
    "The dealer qualifies with queen high or better: a queen, king or ace, or any pair or "
    'better hand (N.J.A.C. 13:47-20.41(a), as the house reads "at least a queen").'
)


def test_co_357_p2_a_game_protection_payment_says_tip_bets_are_left_out() -> None:
    """CO 3-5-7 ¶2: a tip bet is a bet for the dealer. What the dealer should pay a seat
    leaves its tip bets out (the key does), and every table with a tip bet says so."""
    seen = 0
    for q in questions("three-five-seven/spot-the-error", 200):
        if any(w.startswith("tip ") for placed in q.extra["placed"] for w in placed):
            seen += 1
            assert "Tip bets are the dealer's: leave them out" in q.text, q.text
    assert seen > 20


def test_house_procedure_a_cut_question_says_whole_stacks_first() -> None:
    """The texts are silent on cutting chips; the house pays whole stacks of 20 first, then
    equal piles, then loose chips (docs/rules-decisions.md, "Cutting chips"). The same
    chips cut another way earn half, so every cut question says the procedure."""
    for game in ("three-five-seven", "casino-holdem", "three-card-poker"):
        for q in questions(f"{game}/cut", 20):
            assert "whole stacks first, then as many" in q.text, q.text


def test_co_357_p10_a_pot_sheet_with_a_split_pot_says_how_it_is_shared() -> None:
    """CO 3-5-7 ¶10 is silent on how tied hands share a pot: the house's chip, the odd one
    to the seat settled first. A pot sheet where a pot splits says so, as the award drill
    does, so that the shares shown are not taken for the mistake."""
    seen = 0
    for q in questions("three-five-seven/spot-the-rake", 600):
        if any(line.count(", seat ") for line in q.prompt["pots"]):
            seen += 1
            assert "A split pot is shared in $0.50 chips, the odd one to the seat" in q.text
    assert seen > 5
