"""Where a question's explanation cites the rules: its clause resolved to the paragraphs of
the rule texts as the Rules page shows them (:mod:`trainer.engine.ruletexts`)."""

from __future__ import annotations

from collections.abc import Mapping

from trainer.engine.games import AnyRules, registry
from trainer.engine.ruletexts import Resolution, RuleText, resolve, texts_of
from trainer.quiz.model import Question


def game_texts(rules: Mapping[str, AnyRules] | None = None) -> dict[str, tuple[RuleText, ...]]:
    """Each game's rule texts as rules, in the jurisdiction its tables follow."""
    chosen = rules if rules is not None else registry().followed()
    return {game: texts_of(r.rule_texts) for game, r in chosen.items()}


def game_of_text(name: str, rules: Mapping[str, AnyRules] | None = None) -> str | None:
    """The game whose rules cite the text of this file name."""
    for game, texts in game_texts(rules).items():
        if any(t.name == name for t in texts):
            return game
    return None


def cite(clause: str, game: str, rules: Mapping[str, AnyRules] | None = None) -> Resolution:
    """A clause of a question of ``game`` resolved: a citation without a text's name is
    of the game's first text; another game's text may be cited by name (``as CO 3-5-7
    ¶6``)."""
    texts = game_texts(rules)
    own = texts.get(game, ())
    # The game's own texts last: two texts may share a citation name (blackjack's and
    # roulette's digests both cite "58 Pa. Code"), and then the game's own is meant.
    others = [t for g, ts in texts.items() if g != game for t in ts if t not in own]
    every = {t.name: t for t in (*others, *own)}
    return resolve(clause, every.values(), own[0] if own else None)


def question_citations(
    question: Question, rules: Mapping[str, AnyRules] | None = None
) -> Resolution:
    """The citations of a question's clause (the verdict's "Rule:" line)."""
    return cite(question.explanation.clause, question.game, rules)
