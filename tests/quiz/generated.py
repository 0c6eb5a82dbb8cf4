"""Questions generated once per test process, for the tests that read the same ones again.

Several tests read the same questions a rule is checked on (the home game's strikes rounds
over a thousand seeds, say, for how tied winners share, what three wild 3s are worth and
where five of a kind ranks). A question is fixed by its family, difficulty and seed under
the shipped rules, in English, and nothing a test does to it changes it (the soundness pass
generates each question again after grading and judging it, and finds it equal), so the
first generation is kept and read again instead of the question being generated anew.

Only those questions are kept: under a house's own rules files, or in another language, a
question is generated as it comes. A test of how a question is generated (the same seed
gives the same question) generates it itself, with :func:`trainer.quiz.catalog.generate`.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator, Sequence

from trainer.engine.games import registry, shipped_registry
from trainer.quiz.catalog import DIFFICULTIES, generate
from trainer.quiz.model import Question
from trainer.words import Choice, current

KEPT = 10_000
"""Questions kept at most (about 7 KB each): the most reused set, the home game's three
readings of the strikes and spot-the-payment rounds, is 9,600 questions."""


@functools.lru_cache(maxsize=KEPT)
def _kept(family: str, difficulty: int, seed: int) -> Question:
    return generate(family, difficulty=difficulty, seed=seed)


def question(family: str, difficulty: int, seed: int) -> Question:
    """The question of this family, difficulty and seed under the rules the tables follow,
    as :func:`~trainer.quiz.catalog.generate` gives it."""
    if registry() is not shipped_registry() or current() != Choice():
        return generate(family, difficulty=difficulty, seed=seed)
    return _kept(family, difficulty, seed)


def questions(
    family: str, seeds: int, difficulties: Sequence[int] = DIFFICULTIES
) -> Iterator[Question]:
    """The family's questions of seeds ``0..seeds-1`` at each difficulty in turn."""
    for difficulty in difficulties:
        for seed in range(seeds):
            yield question(family, difficulty, seed)
