"""Questions as text and as plain data: for the terminal drill, the printed answer key,
``questions --json``, and the window's accessible descriptions."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from trainer.engine.games import AnyRules
from trainer.engine.money import format_money, to_decimal
from trainer.quiz.catalog import right_choices
from trainer.quiz.chips import DENOMINATIONS, chip_names
from trainer.quiz.games import quiz_game
from trainer.quiz.model import GAME_NAMES, AnswerKind, Question
from trainer.quiz.positions import cards_text
from trainer.words import QT_TRANSLATE_NOOP, say, translated


def scenario_lines(scenario: Mapping[str, Any]) -> list[str]:
    """A settle-form scenario in words, one line per part of the table, as its game words
    it; :class:`QuizError` for an unknown game."""
    return quiz_game(str(scenario.get("game"))).scenario_lines(scenario)


def prompt_lines(question: Question) -> list[str]:
    """What the trainee sees before answering, as text."""
    p = question.prompt
    lines: list[str] = []
    scenario = p.get("scenario")
    if isinstance(scenario, list):
        for seat, s in zip(p.get("seats", []), scenario, strict=False):
            lines.append(say(_SEAT, seat=seat))
            lines += ["  " + line for line in scenario_lines(s)]
    elif isinstance(scenario, Mapping):
        lines += scenario_lines(scenario)
    for key, label in _CARD_LINES.items():
        if key in p and scenario is None and p[key]:
            lines.append(say(label, cards=cards_text(p[key])))
    if "hands" in p:
        for seat, hand in zip(p.get("seats", []), p["hands"], strict=False):
            lines.append(say(_SEAT_CARDS, seat=seat, cards=cards_text(hand)))
    if question.kind is AnswerKind.ORDER:
        labels = question.extra.get("labels")
        if labels:
            lines += [f"  {i}. {labels[c]}" for i, c in enumerate(question.choices, start=1)]
        elif "help" in p:
            lines.append(say(_PLACES_HELP, places=" ".join(question.choices), help=p["help"]))
        else:
            lines.append(say(_PLACES, places=" ".join(question.choices)))
    if question.kind is AnswerKind.CHOICE:
        lines += [f"  {i}. {c}" for i, c in enumerate(question.choices, start=1)]
    if question.kind is AnswerKind.CHIPS:
        lines.append(say(_CHIPS, chips=chip_names(DENOMINATIONS)))
    return lines


_SEAT = QT_TRANSLATE_NOOP("quiz", "Seat {seat}:", "heading of a seat's lines")
_CARD_LINES = {
    "cards": QT_TRANSLATE_NOOP("quiz", "Cards: {cards}"),
    "player": QT_TRANSLATE_NOOP("quiz", "Player: {cards}"),
    "dealer": QT_TRANSLATE_NOOP("quiz", "Dealer: {cards}"),
    "board": QT_TRANSLATE_NOOP("quiz", "Board: {cards}"),
    "community": QT_TRANSLATE_NOOP("quiz", "Community cards: {cards}"),
}
_SEAT_CARDS = QT_TRANSLATE_NOOP("quiz", "Seat {seat}: {cards}", "a seat's cards")
_PLACES_HELP = QT_TRANSLATE_NOOP("quiz", "Places: {places}  ({help})")
_PLACES = QT_TRANSLATE_NOOP("quiz", "Places: {places}")
_CHIPS = QT_TRANSLATE_NOOP("quiz", "Chips: {chips}")
_NETS = QT_TRANSLATE_NOOP(
    "quiz",
    "Type each player's net in seat order, separated by spaces: - for a player who pays, "
    "like -0.50 0 1.25.",
)
_DELIVERY = QT_TRANSLATE_NOOP(
    "quiz",
    "Type 'correct' if it stands, or the first delivery dealt wrong and where it should have "
    "gone, like 4 S3.",
)
_PAYMENT = QT_TRANSLATE_NOOP(
    "quiz",
    "Type 'correct' if it stands, or the payment made wrong and what it should be: the "
    "amount or who should receive it, like 3 0.50 or 3 Bob.",
)
_TYPE = {
    AnswerKind.AMOUNT: QT_TRANSLATE_NOOP("quiz", "Type the amount, like 60 or 1,250.50."),
    AnswerKind.AMOUNTS: QT_TRANSLATE_NOOP(
        "quiz", "Type one amount per seat in settlement order, separated by spaces."
    ),
    AnswerKind.CHIPS: QT_TRANSLATE_NOOP("quiz", "Type the chips, like 2x25 1x5 1x0.50."),
    AnswerKind.ORDER: QT_TRANSLATE_NOOP(
        "quiz", "Type the places in order, separated by spaces (or the step numbers)."
    ),
    AnswerKind.ARRANGEMENT: QT_TRANSLATE_NOOP(
        "quiz", "Type the cards in display order, like Ah Ad 7c 7h 5s."
    ),
    AnswerKind.CHOICE: QT_TRANSLATE_NOOP("quiz", "Type the number of your answer."),
    AnswerKind.SPOT: QT_TRANSLATE_NOOP(
        "quiz", "Type 'correct' if it stands, or the seat and its right pay, like S3 45."
    ),
    AnswerKind.CUT: QT_TRANSLATE_NOOP(
        "quiz", "Type the stacks, the piles and the loose chips, like 2 stacks, 3x5, 2."
    ),
}
_KEY_HEAD = QT_TRANSLATE_NOOP(
    "quiz", "{n}. {game} - {skill} ({family}, difficulty {difficulty}, seed {seed})"
)
_ANSWER = QT_TRANSLATE_NOOP("quiz", "Answer: {answer}")


def how_to_answer(question: Question) -> str:
    """One line telling the trainee what to type."""
    if question.kind is AnswerKind.AMOUNTS and question.extra.get("signed"):
        return translated(_NETS)
    if question.kind is AnswerKind.SPOT and "deliveries" in question.prompt:
        return translated(_DELIVERY)
    if question.kind is AnswerKind.SPOT and "payments" in question.prompt:
        return translated(_PAYMENT)
    return translated(_TYPE[question.kind])


def answer_data(question: Question) -> Any:
    """The answer as plain data: dollars for money, the chosen text for a choice."""
    if question.kind in (AnswerKind.AMOUNT, AnswerKind.CHIPS):
        return to_decimal(question.answer)
    if question.kind is AnswerKind.AMOUNTS:
        return [to_decimal(a) for a in question.answer]
    if question.kind is AnswerKind.CHOICE:
        return question.choices[question.answer]
    if question.kind is AnswerKind.SPOT and "card" in question.answer:
        return dict(question.answer)  # a deal: the delivery and the place it belongs
    if question.kind is AnswerKind.SPOT and "line" in question.answer:
        fix = question.answer.get("fix")  # the home game: an amount, or who should receive it
        return {
            "line": question.answer.get("line"),
            "fix": to_decimal(fix) if isinstance(fix, int) else fix,
        }
    if question.kind is AnswerKind.SPOT:
        fix = question.answer.get("fix")
        return {
            "seat": question.answer.get("seat"),
            "fix": None if fix is None else to_decimal(fix),
        }
    if question.kind is AnswerKind.CUT:
        return dict(question.answer)
    return list(question.answer)


def question_data(
    question: Question, rules: Mapping[str, AnyRules] | None = None
) -> dict[str, Any]:
    """A question as plain data (``questions --json``); a choice question gives the index
    of every right choice (``"right": [2]``) as its family's judge finds them under
    ``rules`` (the shipped rules when none are given), so a printed key shows them."""
    data: dict[str, Any] = {
        "family": question.family,
        "skill": question.skill.value,
        "game": question.game,
        "difficulty": question.difficulty,
        "seed": question.seed,
        "kind": question.kind.value,
        "text": question.text,
        "prompt": dict(question.prompt),
        "answer": answer_data(question),
        "explanation": question.explanation.text,
        "clause": question.explanation.clause,
    }
    if question.choices:
        data["choices"] = list(question.choices)
    if question.kind is AnswerKind.CHOICE:
        data["answer_index"] = question.answer
        data["right"] = list(right_choices(question, rules))
    if question.kind is AnswerKind.CHIPS:
        data["chips"] = {format_money(int(k)): v for k, v in question.extra["chips"].items()}
        if "change" in question.extra:  # the house's rule the change is graded under
            data["change_rule"] = question.extra["change"]["rule"]
    if question.kind is AnswerKind.SPOT:
        data["error"] = question.extra.get("error")  # the kind planted; None for a clean table
    return data


def answer_key(questions: list[Question]) -> str:
    """Questions with answers and explanations, as a supervisor prints them."""
    out: list[str] = []
    for i, q in enumerate(questions, start=1):
        out.append(
            say(
                _KEY_HEAD,
                n=i,
                game=GAME_NAMES[q.game],
                skill=q.skill.heading,
                family=q.family,
                difficulty=q.difficulty,
                seed=q.seed,
            )
        )
        out.append("   " + q.text.replace("\n", "\n   "))
        out += [f"   {line}" for line in prompt_lines(q)]
        out.append("   " + say(_ANSWER, answer=q.answer_text))
        out += [f"   {line}" for line in q.explanation.text.splitlines()]
        out.append("")
    return "\n".join(out)
