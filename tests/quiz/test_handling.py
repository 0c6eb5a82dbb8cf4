"""Chip handling as drills (issue 16, section 2): cutting a payment from stacks, colouring
up a pile, making change under the house's rule; the amount and the cut graded apart; every
stack the house's rule allows accepted; the terminal's one-sentence refusals."""

from __future__ import annotations

import json
import subprocess
import sys
from fractions import Fraction

import pytest

from trainer.engine.chips import ChangeRule, chip_count, chip_total, fewest_chips
from trainer.quiz.catalog import DIFFICULTIES, families_for, generate, is_right
from trainer.quiz.errors import AnswerError
from trainer.quiz.grading import grade
from trainer.quiz.handling import FAMILIES
from trainer.quiz.house import house_params, rules_for_house, rules_from_params
from trainer.quiz.model import AnswerKind, Question, Skill

CASINO = ["three-five-seven", "casino-holdem", "three-card-poker"]


def test_every_casino_game_has_the_three_chip_drills() -> None:
    assert sorted(f.id for f in FAMILIES) == sorted(
        [f"{g}/{n}" for g in CASINO for n in ("cut", "colour-up", "make-change")]
        # Blackjack's and roulette's chips: no pay table to cut at, no change rule.
        + ["blackjack/colour-up", "roulette/colour-up"]
    )
    for game in CASINO:
        assert {f.id for f in families_for(game, "chips")} == {
            f"{game}/cut",
            f"{game}/colour-up",
            f"{game}/make-change",
        }
    assert all(f.skill is Skill.CHIPS and f.judge is not None for f in FAMILIES)
    assert families_for("three-five-seven-home", "chips") == []  # no house chips there
    assert {f.id for f in families_for("blackjack", "chips")} == {
        "blackjack/colour-up",
        "blackjack/payout-chips",
    }


def _cut(seed: int = 3, difficulty: int = 2, game: str = "three-card-poker") -> Question:
    return generate(f"{game}/cut", difficulty=difficulty, seed=seed)


def _cut_with(want: int, size: int) -> Question:
    """A cutting question whose payment has chips left over after the stacks."""
    for seed in range(400):
        q = _cut(seed, 3)
        paid = q.answer["stacks"] * 20 + q.answer["piles"] * q.answer["size"] + q.answer["loose"]
        if q.answer["size"] == size and paid >= want and q.answer["piles"] and q.answer["loose"]:
            return q
    raise AssertionError("no such question")


def test_cutting_pays_whole_stacks_first_then_piles_then_loose() -> None:
    for difficulty in DIFFICULTIES:
        for seed in range(200):
            q = _cut(seed, difficulty)
            a = q.answer
            paid = a["stacks"] * 20 + a["piles"] * a["size"] + a["loose"]
            assert a["piles"] * a["size"] + a["loose"] < 20 and a["loose"] < a["size"]
            assert f"cut in {'fives' if a['size'] == 5 else 'fours'}" in q.text
            assert f"{paid} chips" in q.explanation.lines[0]
            if difficulty == 1:
                assert a["size"] == 5


def test_cutting_grades_the_amount_and_the_cut_apart() -> None:
    """Partial credit for the right amount cut wrong; the verdict says which part."""
    q = _cut_with(25, 5)
    a = q.answer
    right = grade(q, q.answer_text)
    assert right.is_correct and "cut right" in right.message
    # The same chips, one stack broken into fives: the right amount, the wrong cut.
    broken = {**a, "stacks": a["stacks"] - 1, "piles": a["piles"] + 4}
    half = grade(q, broken)
    assert half.credit == Fraction(1, 2)
    assert half.message.startswith("The right amount, but cut wrong: a dealer pays whole stacks")
    # The piles left loose.
    loose = {**a, "piles": 0, "loose": a["loose"] + a["piles"] * a["size"]}
    half = grade(q, loose)
    assert half.credit == Fraction(1, 2) and "are cut as" in half.message
    # One chip short: the wrong amount, whatever the cut.
    short = {**a, "loose": a["loose"] - 1}
    wrong = grade(q, short)
    assert wrong.credit == 0 and wrong.message.startswith("Wrong amount:")
    for candidate in (broken, loose, short):
        assert not is_right(q, candidate)
    assert is_right(q, dict(a))


def test_a_cut_is_read_as_the_terminal_types_it() -> None:
    q = _cut_with(25, 5)
    a = q.answer
    typed = f"{a['stacks']} stacks and {a['piles']} fives and {a['loose']} chips"
    assert grade(q, typed).is_correct
    assert grade(q, f"{a['stacks']} stacks, {a['piles']}x5, {a['loose']}").is_correct
    assert grade(q, f"{a['stacks']} stacks + {a['piles']} x 5 + {a['loose']} loose").is_correct


@pytest.mark.parametrize(
    ("typed", "message"),
    [
        ("3 stacks and 4x", "'4x' is not a cut; write piles like 4x5 (that many piles of five)."),
        ("2 stacks, 3x7", "'3x7' is not a cut; chips are cut in fives or fours."),
        (
            "2 heaps",
            "'heaps' is not stacks, piles or loose chips; type a cut like 2 stacks, 3x5, 2.",
        ),
        ("", "No chips given; type a cut like 2 stacks, 3x5, 2."),
        ("1 stack 2x5 1x4", "Cut in one size of pile, fives or fours, not both."),
    ],
)
def test_a_malformed_cut_is_refused_in_one_sentence(typed: str, message: str) -> None:
    with pytest.raises(AnswerError) as caught:
        grade(_cut(), typed)
    assert str(caught.value) == message


def test_colouring_up_takes_the_fewest_chips_and_accepts_every_stack_as_few() -> None:
    for difficulty in DIFFICULTIES:
        for seed in range(200):
            q = generate("casino-holdem/colour-up", difficulty=difficulty, seed=seed)
            pile = {int(d): n for d, n in q.prompt["pile"].items()}
            assert q.answer == chip_total(pile)
            best = fewest_chips(q.answer)
            assert best is not None and chip_count(best) < chip_count(pile)
            assert grade(q, q.answer_text).is_correct
            handed_back = grade(q, pile)  # the same pile back: the amount, not coloured up
            assert handed_back.credit == Fraction(1, 2)
            assert "chips would do" in handed_back.message
    # $7.50 in chips: one $5 and one $2.50; the $2.50 never three $1 and a 50-cent.
    q = next(
        q
        for s in range(500)
        if (q := generate("three-card-poker/colour-up", difficulty=3, seed=s)).answer % 500
    )
    assert is_right(q, {int(k): v for k, v in q.extra["chips"].items()})


def _change(kind: str, rule: str | None = None, seeds: range = range(300)) -> list[Question]:
    rules = rules_for_house({"chips.change-rule": rule}) if rule else None
    out = []
    for seed in seeds:
        q = generate("three-card-poker/make-change", difficulty=3, seed=seed, rules=rules)
        if kind in q.prompt:
            out.append(q)
    return out


def test_change_follows_the_house_rule_the_question_states() -> None:
    """The default house rule: at least one of the smallest chip (docs/rules-decisions.md,
    "Making change"); the same question under ``fewest`` keys the fewest chips."""
    for q in _change("cash"):
        assert "The house gives the fewest chips that include at least one $0.50 chip" in q.text
        assert q.extra["chips"].get("50", 0) >= 1
        fewest = fewest_chips(q.answer)
        assert fewest is not None
        graded = grade(q, fewest)
        assert graded.credit == Fraction(1, 2)
        assert graded.message == (
            "The right amount, but the house gives at least one $0.50 chip in change."
        )
    for q in _change("cash", "fewest"):
        assert "The house gives the fewest chips:" in q.text and "include" not in q.text
        assert grade(q, fewest_chips(q.answer)).is_correct


def test_change_of_a_chip_is_never_the_chip_back() -> None:
    for q in _change("chip", "fewest"):
        chip = q.prompt["chip"]
        assert "change of a" in q.text and "smaller chips" in q.text
        back = grade(q, {chip: 1})
        assert back.credit == 0 and "given in smaller chips" in back.message
        assert all(int(d) < chip for d in q.extra["chips"])


def test_the_change_rule_travels_with_the_question() -> None:
    """A question records the house rule it was asked under and is asked again under it."""
    posted = rules_for_house({"chips.change-rule": "fewest"})
    q = generate("casino-holdem/make-change", difficulty=2, seed=11, rules=posted)
    params = json.loads(json.dumps(house_params(posted["casino-holdem"])))
    assert params["change"] == "fewest"
    again = generate(
        "casino-holdem/make-change",
        difficulty=2,
        seed=11,
        rules=rules_from_params("casino-holdem", params),
    )
    assert again == q
    assert ChangeRule(posted["casino-holdem"].house.change_rule) is ChangeRule.FEWEST


def test_questions_json_gives_the_cut_and_the_change_rule() -> None:
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "trainer",
            "questions",
            "--game",
            "casino-holdem",
            "--skill",
            "chips",
            "--count",
            "6",
            "--json",
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    data = json.loads(out.stdout)
    kinds = {d["kind"] for d in data}
    assert kinds <= {AnswerKind.CUT.value, AnswerKind.CHIPS.value}
    for d in data:
        if d["kind"] == "cut":
            assert set(d["answer"]) == {"stacks", "piles", "size", "loose"}
        if d["family"].endswith("make-change"):
            assert d["change_rule"] == "one-smallest"
