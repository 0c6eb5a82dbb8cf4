"""The shapes of drills: skills, answer kinds, questions, explanations and grades."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from fractions import Fraction
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from trainer.progress.transfer import Names

from trainer.engine.chips import Cut, cut_text
from trainer.engine.games import GAMES as ENGINE_GAMES
from trainer.engine.games import game_ids
from trainer.engine.money import format_money
from trainer.words import QT_TRANSLATE_NOOP, say, translated

_DRILLED = frozenset(
    {
        "three-five-seven",
        "casino-holdem",
        "three-card-poker",
        "three-five-seven-home",
        "blackjack",
        "roulette",
    }
)
# A game is drilled once it has its module in trainer/quiz/games (QUIZ_GAMES is built from
# this list and fails to import without one). A registered game may come before its drills
# (blackjack's engine landed a stop before its drills, issue 25).

GAMES = tuple(g for g in game_ids() if g in _DRILLED)
"""Every game with drills, in the order the engine's registry lists them."""


class _Titles(Mapping[str, str]):
    """Each game's title by its id, worded in the language in force when looked up (the
    specs mark them: "Roulette" is "Ruleta" in Spanish); ids and order are the registry's."""

    def __init__(self, titles: Mapping[str, str]) -> None:
        self._titles = dict(titles)

    def __getitem__(self, game: str) -> str:
        return translated(self._titles[game])

    def __iter__(self) -> Iterator[str]:
        return iter(self._titles)

    def __len__(self) -> int:
        return len(self._titles)


GAME_NAMES: Mapping[str, str] = _Titles(
    {spec.id: spec.title for spec in ENGINE_GAMES if spec.id in GAMES}
)
"""Each drilled game's title, as its spec gives it, in the language in force."""
SHORT_GAME_NAMES: Mapping[str, str] = _Titles({spec.id: spec.short_title for spec in ENGINE_GAMES})
"""Each game's short title for a narrow column ("Three Card", "Home game"), likewise."""


class Skill(StrEnum):
    """What a question drills (the names the command line and the store use)."""

    DEALING_ORDER = "dealing-order"
    SETTLEMENT_ORDER = "settlement-order"
    PAYOUT = "payout"
    RAKE = "rake"
    ARRANGEMENT = "arrangement"
    HAND_READING = "hand-reading"
    RULINGS = "rulings"
    GAME_PROTECTION = "game-protection"
    CHIPS = "chips"

    @property
    def heading(self) -> str:
        """The skill as a heading: ``"Dealing order"``."""
        return translated(_SKILL_TITLES[self])


_SKILL_TITLES = {
    Skill.DEALING_ORDER: QT_TRANSLATE_NOOP("quiz", "Dealing order"),
    Skill.SETTLEMENT_ORDER: QT_TRANSLATE_NOOP("quiz", "Settlement order"),
    Skill.PAYOUT: QT_TRANSLATE_NOOP("quiz", "Payouts"),
    Skill.RAKE: QT_TRANSLATE_NOOP("quiz", "Rake and limits"),
    Skill.ARRANGEMENT: QT_TRANSLATE_NOOP("quiz", "Hand arrangement"),
    Skill.HAND_READING: QT_TRANSLATE_NOOP("quiz", "Hand reading"),
    Skill.RULINGS: QT_TRANSLATE_NOOP("quiz", "Procedure rulings"),
    Skill.GAME_PROTECTION: QT_TRANSLATE_NOOP("quiz", "Game protection"),
    Skill.CHIPS: QT_TRANSLATE_NOOP("quiz", "Chip handling"),
}


class AnswerKind(StrEnum):
    """How the trainee answers, and so which answer widget the window shows."""

    AMOUNT = "amount"  # one amount of money
    AMOUNTS = "amounts"  # amounts in order (a table paid seat by seat)
    CHIPS = "chips"  # an amount built from the house's chips
    ORDER = "order"  # a sequence of destinations or steps
    ARRANGEMENT = "arrangement"  # cards in display order (and, in Hold'em, board use)
    CHOICE = "choice"  # one of several answers
    SPOT = "spot"  # "correct as it stands", or the seat with the error and the right amount
    CUT = "cut"  # chips of one value paid as whole stacks of 20, piles cut from one, and loose


class Mode(StrEnum):
    """How a drill runs."""

    PRACTICE = "practice"
    SPEED = "speed"
    EXAM = "exam"
    MISTAKES = "mistakes"


class Line(str):
    """A line of an explanation with its kind, which the window shows by (a total in bold),
    whatever the language the line is worded in."""

    kind: str

    def __new__(cls, text: str, kind: str) -> Line:
        line = super().__new__(cls, text)
        line.kind = kind
        return line


TOTAL_LINE = "total"
"""The kind of the line a trainee checks their answer against: the total paid, the fewest
chips."""


def total_line(text: str) -> Line:
    """*text* as the explanation's total line (shown in bold)."""
    return Line(text, TOTAL_LINE)


def line_kind(line: str) -> str:
    """The kind of an explanation's line: :data:`TOTAL_LINE`, or ``""`` for a plain line."""
    return line.kind if isinstance(line, Line) else ""


@dataclass(frozen=True, slots=True)
class Explanation:
    """What a trainee reads after answering: the hand and why, the row, the arithmetic and
    the clause of the rule text."""

    lines: tuple[str, ...]
    clause: str

    @property
    def text(self) -> str:
        """The explanation as one block of text, the clause last."""
        return "\n".join([*self.lines, say(_RULE_LINE, clause=self.clause)])


_RULE_LINE = QT_TRANSLATE_NOOP("quiz", "Rule: {clause}", "the clause under an explanation")
_SENTENCE = QT_TRANSLATE_NOOP("quiz", "{words}.", "a choice's words as a sentence")


def sentence(words: str) -> str:
    """Words (a choice, a ruling) as a sentence of an explanation: ``"Push both."``."""
    return say(_SENTENCE, words=words)


@dataclass(frozen=True, slots=True)
class Question:
    """One generated question. Everything needed to show, grade and explain it; the same
    family, difficulty, seed and house settings always give the same question."""

    family: str
    game: str
    skill: Skill
    difficulty: int
    seed: int
    kind: AnswerKind
    text: str
    prompt: Mapping[str, Any]
    answer: Any
    explanation: Explanation
    choices: tuple[str, ...] = ()
    steps: tuple[str, ...] = ()
    extra: Mapping[str, Any] = field(default_factory=lambda: MappingProxyType({}))

    @property
    def answer_text(self) -> str:
        """The right answer as a trainee would write it."""
        return format_answer(self.kind, self.answer, self)


def format_answer(kind: AnswerKind, answer: Any, question: Question | None = None) -> str:
    """An answer (expected or given) as text."""
    signed = question is not None and bool(question.extra.get("signed"))
    if kind in (AnswerKind.AMOUNT, AnswerKind.CHIPS):
        text = format_money(int(answer), sign=signed)
        if kind is AnswerKind.CHIPS and question is not None and "chips" in question.extra:
            text = amount_as_chips(text, question.extra["chips"])
        return text
    if kind is AnswerKind.AMOUNTS:
        return ", ".join(format_money(int(a), sign=signed) for a in answer)
    if kind is AnswerKind.CHOICE:
        if question is not None and isinstance(answer, int) and question.choices:
            return question.choices[answer]
        return str(answer)
    if kind is AnswerKind.ARRANGEMENT and isinstance(answer, Mapping):
        return " ".join(answer.get("cards", ()))
    if kind is AnswerKind.CUT and isinstance(answer, Mapping):
        return cut_text(Cut(**{k: int(answer[k]) for k in ("stacks", "piles", "size", "loose")}))
    if kind is AnswerKind.SPOT and isinstance(answer, Mapping):
        if "card" in answer:  # a deal: the first delivery made wrong, where it belongs
            return misdeal_text(answer.get("card"), answer.get("to"))
        if "line" in answer:  # the home game: the payment made wrong, and its fix
            return payment_text(answer.get("line"), answer.get("fix"))
        return spot_text(answer.get("seat"), answer.get("fix"))
    labels = question.extra.get("labels") if question is not None else None
    if kind is AnswerKind.ORDER and isinstance(labels, Mapping):
        # Steps read as their words, never as their internal ids (issue 23).
        return STEP_SEPARATOR.join(str(labels.get(a, a)) for a in answer)
    return " ".join(str(a) for a in answer)


_AMOUNT_AS = QT_TRANSLATE_NOOP("quiz", "{amount} as {chips}", "$140.00 as 1 x $100.00 + ...")


def amount_as_chips(amount: str, chips: Mapping[int, int] | Mapping[str, int]) -> str:
    """``$140.00 as 1 x $100.00 + 1 x $25.00 + 3 x $5.00``: an amount and its chips."""
    return say(_AMOUNT_AS, amount=amount, chips=chips_text(chips))


STEP_SEPARATOR = "; "
"""Between the steps of an order written in words (no step's words hold it)."""

_CLEAN = QT_TRANSLATE_NOOP("quiz", "Correct as it stands")
CLEAN = str(_CLEAN)
"""The answer to a game-protection question whose table holds no mistake (in English; in
the trainee's language :func:`clean_text`)."""


def clean_text() -> str:
    """``Correct as it stands``, in the trainee's language."""
    return translated(_CLEAN)


_SPOT = QT_TRANSLATE_NOOP("quiz", "Seat {seat}: pay {amount}")
_MISDEAL = QT_TRANSLATE_NOOP("quiz", "Delivery {card}: to {to}")
_PAID_TO = QT_TRANSLATE_NOOP("quiz", "paid to {name}")
_PAYMENT = QT_TRANSLATE_NOOP("quiz", "Payment {line}: {fix}")
_CHIPS_OF = QT_TRANSLATE_NOOP("quiz", "{count} x {value}", "2 x $25.00: chips of one value")
_CHIPS_AND = QT_TRANSLATE_NOOP("quiz", "{chips} + {more}", "2 x $25.00 + 1 x $5.00")
_NO_CHIPS = QT_TRANSLATE_NOOP("quiz", "no chips")


def spot_text(seat: int | None, fix: int | None) -> str:
    """A game-protection answer as text: ``Correct as it stands`` or ``Seat 3: pay $45.00``."""
    if seat is None:
        return clean_text()
    return say(_SPOT, seat=seat, amount=format_money(int(fix or 0)))


def misdeal_text(card: int | None, to: str | None) -> str:
    """A deal's game-protection answer as text: ``Correct as it stands`` or ``Delivery 4:
    to S3``."""
    if card is None:
        return clean_text()
    return say(_MISDEAL, card=card, to=to)


def payment_fix_words(fix: int | str | None) -> str:
    """A payment's fix in words: ``$0.50``, or ``paid to Bob``."""
    if fix is None:
        return ""
    return format_money(fix) if isinstance(fix, int) else say(_PAID_TO, name=fix)


def payment_text(line: int | None, fix: int | str | None) -> str:
    """A home-game payment answer as text: ``Correct as it stands``, ``Payment 3: $0.50``
    or ``Payment 3: paid to Bob``."""
    if line is None:
        return clean_text()
    return say(_PAYMENT, line=line, fix=payment_fix_words(fix))


def chips_text(chips: Mapping[int, int] | Mapping[str, int]) -> str:
    """``2 x $25.00 + 1 x $5.00``, largest chips first (chip values in cents)."""
    stack = {int(str(d)): n for d, n in chips.items()}
    parts = [
        say(_CHIPS_OF, count=count, value=format_money(denomination))
        for denomination, count in sorted(stack.items(), reverse=True)
        if count
    ]
    if not parts:
        return translated(_NO_CHIPS)
    text = parts[0]
    for part in parts[1:]:
        text = say(_CHIPS_AND, chips=text, more=part)
    return text


@dataclass(frozen=True, slots=True)
class Grade:
    """A graded answer: credit from 0 to 1 (partial for sequences and slow chip counts)."""

    credit: Fraction
    message: str
    expected: str
    given: str

    @property
    def is_correct(self) -> bool:
        """Full credit."""
        return self.credit == 1

    @property
    def percent(self) -> int:
        """Credit as a whole percentage, rounded down."""
        return int(self.credit * 100)


def export_names() -> Names:
    """The games' and skills' display names, for the CSV exports people read."""
    from trainer.progress.transfer import Names

    return Names(games=dict(GAME_NAMES), skills={s.value: s.heading for s in Skill})
