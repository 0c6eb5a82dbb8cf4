"""Questions as text and as plain data: for the terminal drill, the printed answer key,
``questions --json``, and the window's accessible descriptions."""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal
from typing import Any

from trainer.engine.money import format_money, to_decimal
from trainer.quiz.chips import DENOMINATIONS, chip_names
from trainer.quiz.model import GAME_NAMES, AnswerKind, Question

_WAGERS = {
    "three": "3-card",
    "five": "5-card",
    "seven": "7-card",
    "ante": "Ante",
    "play": "Play",
    "pair_plus": "Pair Plus",
    "call": "Call",
    "progressive": "Progressive",
}


def _dollars(value: Any) -> str:
    return format_money(int(Decimal(value) * 100))


def _cards(cards: Any) -> str:
    return " ".join(cards) if isinstance(cards, list) else str(cards)


def scenario_lines(scenario: Mapping[str, Any]) -> list[str]:
    """A settle-form scenario in words, one line per part of the table."""
    game = scenario.get("game")
    lines: list[str] = []
    if game == "three-five-seven":
        if "schedules" in scenario:
            s = scenario["schedules"]
            lines.append(
                "Posted schedules: " + ", ".join(f"{_WAGERS[g]} #{n}" for g, n in s.items())
            )
        if "seats" in scenario:
            for seat in scenario["seats"]:
                wagers = ", ".join(
                    f"{_WAGERS[g]} {_dollars(a)}" for g, a in seat.get("bets", {}).items()
                )
                pots = ", ".join(
                    f"{_WAGERS[g]} pot {_dollars(a)}" for g, a in seat.get("pot", {}).items()
                )
                extra = f"; {pots}" if pots else ""
                lines.append(f"Seat {seat['seat']}: {_cards(seat['cards'])}  ({wagers}{extra})")
        else:
            lines.append(f"Player: {_cards(scenario['player'])}")
            wagers = ", ".join(f"{_WAGERS[g]} {_dollars(a)}" for g, a in scenario["bets"].items())
            lines.append(
                f"Wagers: {wagers}"
                + ("; surrenders the 7-card wager" if scenario.get("surrender") else "")
            )
            if scenario.get("tips"):
                tips = ", ".join(f"{_WAGERS[g]} {_dollars(a)}" for g, a in scenario["tips"].items())
                lines.append(f"Tip bets for the dealer: {tips}")
        lines.append(f"Community cards: {_cards(scenario['community'])}")
        if "rake" in scenario:
            r = scenario["rake"]
            lines.append(
                f"Posted rake: {Decimal(r['percent']).normalize():f}% "
                f"capped at {_dollars(r['cap'])}"
            )
    elif game == "three-card-poker":
        lines.append(f"Player: {_cards(scenario['player'])}")
        if "dealer" in scenario:
            lines.append(f"Dealer: {_cards(scenario['dealer'])}")
        bets: list[str] = []
        if "ante" in scenario:
            bets.append(
                f"Ante {_dollars(scenario['ante'])}, "
                + ("plays" if scenario.get("play") else "folds")
            )
        if "pair_plus" in scenario:
            bets.append(f"Pair Plus {_dollars(scenario['pair_plus'])}")
        lines.append("Wagers: " + "; ".join(bets))
    elif game == "three-five-seven-home":
        lines += _home_lines(scenario)
    elif game == "casino-holdem":
        lines.append(f"Player: {_cards(scenario['player'])}")
        lines.append(f"Dealer: {_cards(scenario['dealer'])}")
        lines.append(f"Board: {_cards(scenario['board'])}")
        bets = [
            f"Ante {_dollars(scenario['ante'])}, " + ("calls" if scenario.get("call") else "folds")
        ]
        if scenario.get("progressive"):
            bets.append(
                f"Progressive {_dollars(scenario['progressive'])} "
                f"(meter {_dollars(scenario['meter'])})"
            )
        lines.append("Wagers: " + "; ".join(bets))
    return lines


_HOME_OPTIONS = {
    "three_threes_worthless": ("three wild 3s have no value", "three wild 3s are three aces"),
    "five_of_a_kind_above_straight_flush": (
        "five of a kind above a straight flush",
        "five of a kind below a straight flush",
    ),
    "suit_tiebreak": ("suits rank to break ties", "no suit ranking"),
    "second_chance": ("a second chance when nobody is in", "no second chance"),
    "no_one_in_pays_pot": ("a burn each to the pot when nobody is in", "nothing to the pot"),
    "strike_pays_pot": ("the house rule on strikes", "no house rule on strikes"),
}


def _home_lines(scenario: Mapping[str, Any]) -> list[str]:
    """A home-game round: the variant, the round, the money, each player's cards and
    declaration."""
    size = int(scenario["round"])
    wild = {3: "3s", 5: "5s", 7: "7s"}.get(size, "?")
    head = f"{str(scenario['variant']).capitalize()} game, the {size}-card round ({wild} wild)"
    head += f"; pot {_dollars(scenario['pot'])}"
    if "burn" in scenario:
        head += f"; one burn {_dollars(scenario['burn'])}"
    lines = [head]
    mark = "strike" if scenario["variant"] == "strikes" else "marker"
    for p in scenario["players"]:
        state = "in" if p["in"] else "out"
        if "second_in" in p:
            state += ", then " + ("in" if p["second_in"] else "out") + " on the second chance"
        marks = int(p.get("marks", 0))
        held = f", {marks} {mark}{'s' if marks != 1 else ''}" if marks else ""
        lines.append(f"{p['name']}: {_cards(p['cards'])}  ({state}{held})")
    options = scenario.get("options") or {}
    played = []
    for key, value in options.items():
        if key == "strike_contribution":
            played.append(f"{_dollars(value)} to the pot on a strike")
        elif key in _HOME_OPTIONS:
            played.append(_HOME_OPTIONS[key][0 if value else 1])
    if played:
        lines.append("The table plays: " + "; ".join(played))
    return lines


def prompt_lines(question: Question) -> list[str]:
    """What the trainee sees before answering, as text."""
    p = question.prompt
    lines: list[str] = []
    scenario = p.get("scenario")
    if isinstance(scenario, list):
        for seat, s in zip(p.get("seats", []), scenario, strict=False):
            lines.append(f"Seat {seat}:")
            lines += ["  " + line for line in scenario_lines(s)]
    elif isinstance(scenario, Mapping):
        lines += scenario_lines(scenario)
    for key, label in (
        ("cards", "Cards"),
        ("player", "Player"),
        ("dealer", "Dealer"),
        ("board", "Board"),
        ("community", "Community cards"),
    ):
        if key in p and scenario is None and p[key]:
            lines.append(f"{label}: {_cards(p[key])}")
    if "hands" in p:
        for seat, hand in zip(p.get("seats", []), p["hands"], strict=False):
            lines.append(f"Seat {seat}: {_cards(hand)}")
    if question.kind is AnswerKind.ORDER:
        labels = question.extra.get("labels")
        if labels:
            lines += [f"  {i}. {labels[c]}" for i, c in enumerate(question.choices, start=1)]
        elif "help" in p:
            lines.append(f"Places: {' '.join(question.choices)}  ({p['help']})")
        else:
            lines.append(f"Places: {' '.join(question.choices)}")
    if question.kind is AnswerKind.CHOICE:
        lines += [f"  {i}. {c}" for i, c in enumerate(question.choices, start=1)]
    if question.kind is AnswerKind.CHIPS:
        lines.append(f"Chips: {chip_names(DENOMINATIONS)}")
    return lines


def how_to_answer(question: Question) -> str:
    """One line telling the trainee what to type."""
    if question.kind is AnswerKind.AMOUNTS and question.extra.get("signed"):
        return (
            "Type each player's net in seat order, separated by spaces: - for a player who "
            "pays, like -0.50 0 1.25."
        )
    return {
        AnswerKind.AMOUNT: "Type the amount, like 60 or 1,250.50.",
        AnswerKind.AMOUNTS: "Type one amount per seat in settlement order, separated by spaces.",
        AnswerKind.CHIPS: "Type the chips, like 2x25 1x5 1x0.50.",
        AnswerKind.ORDER: "Type the places in order, separated by spaces (or the step numbers).",
        AnswerKind.ARRANGEMENT: "Type the cards in display order, like Ah Ad 7c 7h 5s.",
        AnswerKind.CHOICE: "Type the number of your answer.",
    }[question.kind]


def answer_data(question: Question) -> Any:
    """The answer as plain data: dollars for money, the chosen text for a choice."""
    if question.kind in (AnswerKind.AMOUNT, AnswerKind.CHIPS):
        return to_decimal(question.answer)
    if question.kind is AnswerKind.AMOUNTS:
        return [to_decimal(a) for a in question.answer]
    if question.kind is AnswerKind.CHOICE:
        return question.choices[question.answer]
    return list(question.answer)


def question_data(question: Question) -> dict[str, Any]:
    """A question as plain data (``questions --json``)."""
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
    if question.kind is AnswerKind.CHIPS:
        data["chips"] = {format_money(int(k)): v for k, v in question.extra["chips"].items()}
    return data


def answer_key(questions: list[Question]) -> str:
    """Questions with answers and explanations, as a supervisor prints them."""
    out: list[str] = []
    for i, q in enumerate(questions, start=1):
        out.append(
            f"{i}. {GAME_NAMES[q.game]} - {q.skill.heading} "
            f"({q.family}, difficulty {q.difficulty}, seed {q.seed})"
        )
        out.append(f"   {q.text}")
        out += [f"   {line}" for line in prompt_lines(q)]
        out.append(f"   Answer: {q.answer_text}")
        out += [f"   {line}" for line in q.explanation.text.splitlines()]
        out.append("")
    return "\n".join(out)
