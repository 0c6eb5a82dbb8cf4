"""Every citation a question can produce opens a paragraph of the right game's text (issue
12: verdicts cited "CO 3-5-7 ¶11" but the rule text had no paragraph numbers).

Every family's explanations are walked over many seeds, at every difficulty, under the
shipped house settings and under a house that posts the other choices (schedules 2, 4 and
6, no surrender or tip bets, the home game's variations on). Each citation, in the clause
and in the explanation's own lines, must resolve to a paragraph of the question's game's
text, or of another game's text it names "as" (``right to left, as CO 3-5-7 ¶6``). A
citation that names no paragraph fails the test with the family, seed and words.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from trainer.quiz.catalog import DIFFICULTIES, all_families, generate
from trainer.quiz.citations import cite, game_texts
from trainer.quiz.house import rules_for_house

SEEDS = 30
OTHER_HOUSE_SEEDS = 8
OTHER_HOUSE: dict[str, Any] = {
    "pay-schedule.three-five-seven.three": 2,
    "pay-schedule.three-five-seven.five": 4,
    "pay-schedule.three-five-seven.seven": 6,
    "three-five-seven.surrender-allowed": False,
    "three-five-seven.tip-bets-allowed": False,
    "casino-holdem.progressive-on-fold": True,
    "three-five-seven-home.burns.second-chance": True,
    "three-five-seven-home.burns.no-one-in-pays-pot": True,
    "three-five-seven-home.burns.suit-tiebreak": True,
    "three-five-seven-home.strikes.strike-pays-pot": True,
    "three-five-seven-home.strikes.ante-every-hand": True,
    "three-five-seven-home.burns.stakes-reset-on-pot": False,
}
OWN_TEXTS = {game: {t.name for t in texts} for game, texts in game_texts().items()}


def walk(family: str, seeds: int, settings: dict[str, Any] | None) -> Counter[str]:
    """The faults among the citations of the family's questions, counted by their words."""
    rules = rules_for_house(settings) if settings else None
    faults: Counter[str] = Counter()
    for seed in range(seeds):
        for difficulty in DIFFICULTIES:
            q = generate(family, difficulty=difficulty, seed=seed, rules=rules)
            where = f"{family} d{difficulty} seed {seed}"
            for said in (q.explanation.clause, *q.explanation.lines):
                found = cite(said, q.game, rules)
                for words in found.unresolved:
                    faults[f"{where}: '{words}' names no paragraph (in {said!r})"] += 1
                for c in found.citations:
                    if c.text not in OWN_TEXTS[q.game] and not c.analogy:
                        faults[f"{where}: '{c.words}' is another game's text (in {said!r})"] += 1
    return faults


@pytest.mark.parametrize("family", [f.id for f in all_families()])
def test_every_citation_of_a_family_opens_a_paragraph_of_its_games_text(family: str) -> None:
    faults = walk(family, SEEDS, None) + walk(family, OTHER_HOUSE_SEEDS, OTHER_HOUSE)
    assert not faults, "\n".join(sorted(faults))


def test_every_familys_clause_cites_a_paragraph_somewhere() -> None:
    """A verdict with a link: each family cites at least one paragraph on some question,
    except where the texts are silent (house procedure, house limits)."""
    silent = []
    for fam in all_families():
        clauses = {
            generate(fam.id, difficulty=d, seed=s).explanation.clause
            for s in range(6)
            for d in DIFFICULTIES
        }
        if not any(cite(c, fam.game).citations for c in clauses):
            silent.append((fam.id, sorted(clauses)[0]))
    for family, clause in silent:
        words = clause.lower()  # "House procedure: ..." (chip handling) as well
        assert "house" in words or "silent" in words, (family, clause)
