"""The questions in Spanish (issue 27): no English left, and as sound and fair as in English.

Every family of the games translated so far is generated in Spanish over many seeds at
every difficulty. Its text, choices, answer and explanation must hold no English word (a
small list of English words that are never Spanish, against the text with its card codes,
money, seat tokens, the rule texts' citations and the proper names of wagers taken out).
The soundness checks of tests/quiz/test_soundness.py run on the Spanish question: its own
answer grades right and its family's judge finds exactly the key right, so a translation
never makes two choices read the same nor changes the answer; and the Spanish question
asks what the English one asks (the same answer, the same number of choices).
"""

from __future__ import annotations

import json
import re

import pytest

from tests.forker import dealer_trainer
from trainer.quiz.catalog import DIFFICULTIES, all_families, generate
from trainer.quiz.cues import measure
from trainer.quiz.grading import grade
from trainer.quiz.model import AnswerKind, Question
from trainer.words import use

from .test_cues import WHOLE_SCALES as _WHOLE
from .test_soundness import _check

TRANSLATED = (
    "three-card-poker",
    "casino-holdem",
    "three-five-seven",
    "blackjack",
    "roulette",
    "three-five-seven-home",
)
"""The games whose questions are in Spanish so far (issue 27 lands game by game)."""

SEEDS = range(0, 60, 3)

FAMILIES = [f for f in all_families() if f.game in TRANSLATED]

_WORDS = """
    the and of is are what which does do with not dealer player players seat seats wager
    wagers wins win pays paid pay how much hand hands cards card from each every this that
    there their it its be has have was were for on at by or if when then than but into
    who whose should would must may can table chips chip stack stacks loose deal dealt
    right wrong left order first last high low pair straight flush house rule answer
    correct stands nothing returned only one two three four five six seven eight
    nine ten jack queen king ace aces kings queens jacks qualifies qualify folds fold
    plays bonus push pushes lose loses refuse accept limits minimum maximum change
"""
ENGLISH_WORDS = frozenset(_WORDS.split())
"""English words that are never Spanish ("a", "as", "no", "ante", "full" are both)."""

# What stays as published or as written at the table: card codes, money, seat and place
# tokens, the rule texts' citations, the wagers' proper names.
_KEPT = [
    re.compile(r"N\.J\.A\.C\.[^;\n]*"),
    re.compile(r"\bPair Plus\b"),
    re.compile(r"\$[\d,]+\.\d\d"),
    re.compile(r"\b(?:10|[2-9TJQKA])[cdhs]\b"),
    re.compile(r"\b[SC]\d+\b"),
]


def english_left(text: str, clause: str) -> list[str]:
    """The English words left in *text* (the clause cited, as published, taken out)."""
    if clause:
        text = text.replace(clause, " ")
    for pattern in _KEPT:
        text = pattern.sub(" ", text)
    words = re.findall(r"[A-Za-záéíóúñü']+", text)
    return sorted({w for w in words if w.lower() in ENGLISH_WORDS})


def _texts(q: Question) -> list[str]:
    explanation = "\n".join(q.explanation.lines)
    labels = q.extra.get("labels")  # steps are chosen by their words, never by their ids
    choices = [labels[c] for c in q.choices] if labels else list(q.choices)
    return [q.text, *choices, q.answer_text, explanation]


@pytest.mark.parametrize("family_id", [f.id for f in FAMILIES])
def test_issue_27_every_question_reads_in_spanish_and_stays_sound(family_id: str) -> None:
    fam = next(f for f in FAMILIES if f.id == family_id)
    failures: list[str] = []
    for difficulty in DIFFICULTIES:
        for seed in SEEDS:
            english = generate(family_id, difficulty=difficulty, seed=seed)
            with use("es"):
                q = generate(family_id, difficulty=difficulty, seed=seed)
                where = f"{family_id} difficulty {difficulty} seed {seed}"
                left = sorted({w for t in _texts(q) for w in english_left(t, q.explanation.clause)})
                if left:
                    failures.append(f"{where}: English left {left}:\n" + "\n".join(_texts(q)))
                    continue
                assert q.answer == english.answer, where
                assert len(q.choices) == len(english.choices), where
                assert len(set(q.choices)) == len(q.choices), (where, q.choices)
                verdicts = [grade(q, q.answer_text).message]
                if q.kind is AnswerKind.CHOICE:  # a wrong choice's verdict too
                    verdicts.append(grade(q, (q.answer + 1) % len(q.choices)).message)
                left = sorted({w for v in verdicts for w in english_left(v, "")})
                if left:
                    failures.append(f"{where}: English left in the verdict {left}: {verdicts}")
                try:
                    _check(q, fam)
                except AssertionError as exc:
                    failures.append(f"{where}: {exc}\n{q.text}")
    assert not failures, "\n\n".join(failures[:5])


def test_issue_27_the_stop_words_catch_an_english_sentence() -> None:
    assert english_left("The dealer pays $5.00 on Ah Kd.", "") == ["The", "dealer", "on", "pays"]
    assert english_left("El crupier paga $5.00 por la apuesta Pair Plus; as, full.", "") == []


@pytest.mark.parametrize("game", TRANSLATED)
def test_issue_27_questions_language_es_prints_no_english(game: str) -> None:
    """``dealer-trainer questions --language es --game G --skill S --json``: no English left
    in the text, choices and explanations of any skill of a translated game."""
    for skill in sorted({f.skill.value for f in FAMILIES if f.game == game}):
        done = dealer_trainer(
            "questions",
            *("--language", "es", "--game", game, "--skill", skill),
            *("--count", "6", "--seed", "27", "--json"),
        )
        assert done.returncode == 0, done.stderr
        for q in json.loads(done.stdout):
            explanation = q["explanation"].rsplit("\n", 1)[0]  # the clause line as published
            # An order's choices are the places' and steps' tokens (S1, C1, settle-five).
            choices = q.get("choices", ()) if q["kind"] != "order" else ()
            for text in (q["text"], *choices, explanation):
                assert english_left(text, q["clause"]) == [], (skill, text)


def test_issue_27_questions_without_language_stay_english() -> None:
    done = dealer_trainer(
        "questions", "--game", "three-card-poker", "--skill", "payout", "--seed", "3", "--json"
    )
    assert done.returncode == 0, done.stderr
    assert "How much does the dealer pay on the " in json.loads(done.stdout)[0]["text"]


CUE_SEEDS = range(150)
CHOICE_FAMILIES = [
    f.id for f in FAMILIES if f.kind is AnswerKind.CHOICE and not f.scale and f.id not in _WHOLE
]


@pytest.mark.parametrize("family_id", CHOICE_FAMILIES)
def test_issue_27_a_translation_leaves_no_length_cue(family_id: str) -> None:
    """Issue 23's cue of length, over the Spanish words (Spanish runs about a quarter longer,
    and not evenly): a guess of the longest choice wins within 5 points over chance and 10
    under it, as in English (tests/quiz/test_cues.py)."""
    with use("es"):
        r = measure(family_id, CUE_SEEDS)
    assert r.longest_chance - 0.10 <= r.longest <= r.longest_chance + 0.05, (
        r.longest,
        r.longest_chance,
    )


def test_issue_27_table_english_shows_the_call_beside_the_spanish_hand_name() -> None:
    """Table-English mode: the hand names a dealer calls aloud read in Spanish with the
    English call beside them, and the question stays sound (its key grades right, its
    judge finds exactly the key)."""
    fam = next(f for f in FAMILIES if f.id == "three-card-poker/name-hand")
    for seed in range(12):
        with use("es", table_english=True):
            q = generate(fam.id, difficulty=1, seed=seed)
            assert all("(“" in c and c.endswith("”)") for c in q.choices), q.choices
            assert "escalera (“straight”)" in q.choices or "color (“flush”)" in q.choices
            _check(q, fam)
    with use("es"):
        plain = generate(fam.id, difficulty=1, seed=0)
    assert not any("“" in c for c in plain.choices)


def test_issue_27_every_family_and_skill_is_titled_in_spanish() -> None:
    """The titles the window shows beside a question (the skill's heading, the family's
    title) read in Spanish for every family of the translated games."""
    with use("es"):
        left = {
            f.id: english_left(f"{f.skill.heading}: {f.title}", "")
            for f in FAMILIES
            if english_left(f"{f.skill.heading}: {f.title}", "")
        }
    assert not left, left


def test_issue_27_the_home_game_names_its_burn_and_marker_one_way() -> None:
    """The home game's burn is "quema" and its marker "marca" in its titles, questions and
    explanations, as the window's felt and house rules say (never "multa", "marcador")."""
    home = [f for f in FAMILIES if f.game == "three-five-seven-home"]
    with use("es"):
        said = [f.title for f in home]
        for fam in home:
            for seed in range(6):
                q = generate(fam.id, difficulty=2, seed=seed)
                said += _texts(q)
    other = sorted({w for t in said for w in re.findall(r"\b(multas?|marcador(?:es)?)\b", t)})
    assert not other, other
    assert any("quema" in t for t in said) and any("marca" in t for t in said)
