"""The last English a Spanish trainee met (issue 27): what a trainee reads under the answer
field when a typed amount cannot be read, the pace word of the verdict line, and the games'
titles on Home and in the console."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox

from trainer.drilling import DrillPlan
from trainer.progress import ProgressStore
from trainer.quiz.model import AnswerKind
from trainer.ui.answers import AmountAnswer, OrderAnswer
from trainer.ui.main_window import MainWindow
from trainer.words import Choice

from .test_window import answer, wait_verdict

PAYOUT = DrillPlan(game="three-card-poker", family="three-card-poker/payout", seed=3)


def sign_in_spanish(qtbot: Any, window: MainWindow, store: ProgressStore) -> None:
    """A trainee who reads Spanish signs in."""
    ana = store.add_trainee("Ana")
    store.set_trainee_language(ana.id, "es")
    window.sign_in.refresh()
    qtbot.mouseClick(window.sign_in.buttons[ana.id], Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is window.home


def spanish_drill(qtbot: Any, window: MainWindow, store: ProgressStore) -> AmountAnswer:
    sign_in_spanish(qtbot, window, store)
    window.start_drill(PAYOUT)
    widget = window.drill_page.widgets[AnswerKind.AMOUNT]
    assert isinstance(widget, AmountAnswer)
    return widget


@pytest.mark.parametrize(
    ("typed", "refusal"),
    [
        ("12,5x", "'12,5x' no es una cantidad de dinero; escríbala como 60, $60.00 o 1,250.50."),
        ("abc", "'abc' no es una cantidad de dinero; escríbala como 60, $60.00 o 1,250.50."),
        ("-5", "El importe no puede ser menor que cero ('-5')."),
        ("12.505", "'12.505' no es un número entero de centavos; use como mucho dos decimales."),
        (
            "9999999999999",
            "El importe de 9999999999999 es demasiado grande (como mucho $999,999,999,999.99).",
        ),
    ],
)
def test_a_typed_amount_refused_is_said_in_spanish(
    qtbot: Any, window: MainWindow, store: ProgressStore, typed: str, refusal: str
) -> None:
    """The refusal under the answer field is Spanish for a trainee reading Spanish, with
    what they typed in it as typed; the answer is not graded, nothing is recorded."""
    widget = spanish_drill(qtbot, window, store)
    qtbot.keyClicks(widget.field, typed)
    qtbot.keyClick(widget.field, Qt.Key.Key_Return)
    assert widget.message.text() == refusal
    assert not window.drill_page.verdict.isVisible()
    assert list(store.attempts()) == []


class _Clock:
    """The drill page's answer clock, stopped at *ms*."""

    def __init__(self, ms: int) -> None:
        self.ms = ms

    def start(self) -> None:
        pass

    def elapsed(self) -> int:
        return self.ms


@pytest.mark.parametrize(("ms", "word"), [(0, "rápida"), (3_600_000, "lenta")])
def test_the_verdicts_pace_word_is_spanish(
    qtbot: Any, window: MainWindow, store: ProgressStore, ms: int, word: str
) -> None:
    """The verdict line's pace ("objetivo 6 s (rápida)") in the trainee's language."""
    spanish_drill(qtbot, window, store)
    window.drill_page.clock = _Clock(ms)  # type: ignore[assignment]
    answer(qtbot, window, right=True)
    wait_verdict(qtbot, window)
    line = window.drill_page.expected_label.text()
    assert f"({word})" in line, line
    assert "fast" not in line and "slow" not in line


SPANISH_TITLES = {
    "three-card-poker": "Three Card Poker",
    "casino-holdem": "Casino Hold'em",
    "blackjack": "Blackjack",
    "roulette": "Ruleta",
    "three-five-seven-home": "Juego casero 3-5-7",
}
"""The games' titles in Spanish (docs/languages.md, "Game titles"): the casino games keep
their product names, roulette is "Ruleta", the home game is "Juego casero 3-5-7"."""


def _titles(box: QComboBox) -> dict[str, str]:
    return {box.itemData(i): box.itemText(i) for i in range(box.count()) if box.itemData(i)}


def test_homes_game_names_are_spanish(qtbot: Any, window: MainWindow, store: ProgressStore) -> None:
    """Home's choice of game names the games in Spanish; the ids behind them stay."""
    sign_in_spanish(qtbot, window, store)
    titles = _titles(window.home.game_box)
    for game, title in SPANISH_TITLES.items():
        assert titles[game] == title
    assert "Roulette" not in titles.values() and "3-5-7 home game" not in titles.values()


def test_the_consoles_game_names_are_spanish(
    qtbot: Any, store: ProgressStore, themed_app: Any
) -> None:
    """The console's choices of game, and its short names, read in Spanish for a supervisor
    reading Spanish."""
    from trainer.ui.console import SupervisorConsole
    from trainer.ui.console.common import game_name, game_short_name
    from trainer.ui.language import apply_language

    boss = store.create_first_supervisor("Mona", "246810")
    apply_language(Choice("es"))
    console = SupervisorConsole(store, boss)
    qtbot.addWidget(console)
    console.show()
    boxes = [_titles(b) for b in console.findChildren(QComboBox)]
    game_boxes = [t for t in boxes if "roulette" in t]
    assert game_boxes
    for titles in game_boxes:
        assert titles["roulette"] == "Ruleta"
        assert titles["three-five-seven-home"] == "Juego casero 3-5-7"
    assert game_name("roulette") == "Ruleta"
    assert game_short_name("three-five-seven-home") == "Juego casero"
    assert game_short_name("three-card-poker") == "Three Card"


def test_a_plain_wrong_verdict_is_not_said_twice_in_spanish(
    qtbot: Any, window: MainWindow, store: ProgressStore
) -> None:
    """A plain wrong answer: the heading says "✗ Incorrecto" and the line under it starts
    with the answer, not with the verdict again ("Incorrecto."), as in English."""
    spanish_drill(qtbot, window, store)
    answer(qtbot, window, right=False)
    wait_verdict(qtbot, window)
    assert window.drill_page.verdict_label.text() == "✗ Incorrecto"
    assert window.drill_page.expected_label.text().startswith("La respuesta: ")


@pytest.mark.parametrize(
    ("family", "kind", "refusal"),
    [
        (
            "three-card-poker/payout-chips",
            AnswerKind.CHIPS,
            "No se dio ninguna ficha: primero arme el pago con la bandeja de fichas.",
        ),
        (
            "three-card-poker/cut",
            AnswerKind.CUT,
            "No se dio ninguna ficha: primero indique las pilas, los montones y las fichas "
            "sueltas.",
        ),
        (
            "three-card-poker/dealing-order",
            AnswerKind.ORDER,
            "A este orden le faltan pasos o le sobran: revíselo y envíelo.",
        ),
    ],
)
def test_an_answer_submitted_unfinished_is_refused_in_spanish(
    qtbot: Any,
    window: MainWindow,
    store: ProgressStore,
    family: str,
    kind: AnswerKind,
    refusal: str,
) -> None:
    """Issue 27: no chips built, no cut counted, an order with one place tapped: the
    window's refusal under the answer is Spanish; nothing is graded or recorded."""
    sign_in_spanish(qtbot, window, store)
    window.start_drill(DrillPlan(game="three-card-poker", family=family, seed=3))
    page = window.drill_page
    assert page.question is not None and page.question.kind is kind
    widget = page.widgets[kind]
    if isinstance(widget, OrderAnswer):
        qtbot.mouseClick(next(iter(widget.token_buttons.values())), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(page.submit_button, Qt.MouseButton.LeftButton)
    assert widget.message.text() == refusal
    assert not page.verdict.isVisible()
    assert list(store.attempts()) == []
