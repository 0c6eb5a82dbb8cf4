"""Each game in the window (issue 15): one UI module per game of the engine's registry,
every question of every family shown on its game's own table, the wagers on the felt
taken from the question's settled position (never worked out by the window), and an
unknown game an error, never another game's table."""

from __future__ import annotations

import importlib
from datetime import UTC, datetime
from typing import Any

import pytest
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QWidget

from trainer.engine.games import GAMES, registry
from trainer.progress import Attempt
from trainer.quiz.catalog import all_families, generate
from trainer.quiz.house import house_params, rules_for_house
from trainer.quiz.model import GAMES as DRILLED
from trainer.quiz.model import Question
from trainer.ui.console.attempt import AttemptDialog
from trainer.ui.games import UI_GAMES, UnknownGameError, ui_game
from trainer.ui.games.three_five_seven_home import HomeTableView
from trainer.ui.table_view import TableView


def test_every_drilled_game_of_the_registry_has_its_ui_module() -> None:
    # Every game of the registry is drilled and shown, blackjack's table too (issue 25).
    assert [g.id for g in UI_GAMES] == list(DRILLED)
    assert [spec.id for spec in GAMES] == list(DRILLED)
    for spec in GAMES:
        game = ui_game(spec.id)
        module = importlib.import_module(f"trainer.ui.games.{spec.id.replace('-', '_')}")
        assert module.GAME is game
        assert issubclass(game.view, QWidget)


@pytest.mark.parametrize("game", ["baccarat", "", "Casino-Holdem"])
def test_an_unknown_game_is_an_error_in_the_window(game: str) -> None:
    with pytest.raises(UnknownGameError, match=f"'{game}' is not a game the window shows"):
        ui_game(game)


@pytest.mark.parametrize("family", [f.id for f in all_families()])
def test_every_question_shows_on_its_games_own_table(qtbot: Any, family: str) -> None:
    rules = rules_for_house()
    for difficulty in (1, 2, 3):
        question = generate(family, difficulty=difficulty, seed=difficulty * 7)
        game = ui_game(question.game)
        view = game.view()
        qtbot.addWidget(view)
        game.show(view, question, rules[question.game])
        assert view.accessibleName()
        assert game.side_panel(question, rules[question.game])
        for label, cards in game.strip(question):
            assert label and cards
        if isinstance(view, TableView):
            assert view.scene().game == question.game
            assert view.scene().layout.title == registry().spec(question.game).title


@pytest.mark.parametrize(
    ("family", "derived"),
    [
        # NJ (a), (e): the play wager equals the ante; CH Quick Rules 2: the call is double.
        ("three-card-poker/payout", "play"),
        ("casino-holdem/payout", "call"),
    ],
)
def test_the_felt_shows_the_wagers_of_the_settled_position(
    qtbot: Any, family: str, derived: str
) -> None:
    seen = 0
    for seed in range(60):
        question = generate(family, difficulty=2, seed=seed)
        game = ui_game(question.game)
        view = game.view()
        qtbot.addWidget(view)
        game.show(view, question, rules_for_house()[question.game])
        assert isinstance(view, TableView)
        (seat,) = view.scene().players.values()
        assert dict(seat.wagers) == question.extra["placed"]
        if derived in seat.wagers:
            seen += 1
            assert seat.wagers[derived] != 0
    assert seen, f"no {derived} wager shown in 60 questions"


def recorded(family: str, difficulty: int, seed: int) -> tuple[Question, Attempt]:
    """A question of a family and a wrong answer to it as the store keeps it."""
    rules = rules_for_house()
    question = generate(family, difficulty=difficulty, seed=seed)
    attempt = Attempt(
        attempt_id="a1",
        trainee_id=1,
        trainee="Ann",
        game=question.game,
        skill=question.skill.value,
        family=question.family,
        difficulty=difficulty,
        seed=seed,
        params=house_params(rules[question.game]),
        answer="0 0 0 0",
        expected=question.answer_text,
        credit=0.0,
        response_ms=5000,
        mode="practice",
        answered_at=datetime(2026, 1, 5, 12, tzinfo=UTC),
        day=datetime(2026, 1, 5).date(),
        station="front-desk",
    )
    return question, attempt


def test_a_home_game_answer_opens_on_the_home_table(qtbot: Any) -> None:
    # The supervisor console opens a recorded answer on its game's own table; a home-game
    # answer used to be put on the casino layout, which has no seats for it.
    question, attempt = recorded("three-five-seven-home/burns", 2, 3)
    dialog = AttemptDialog(attempt)
    qtbot.addWidget(dialog)
    assert dialog.question == question
    assert isinstance(dialog.table, HomeTableView)
    for player in question.prompt["players"]:
        assert player in dialog.table.accessibleName()


def test_a_small_home_table_keeps_every_seat_name_and_badge_inside_it(themed_app: Any) -> None:
    # Issue 12, multi-seat questions: on a kiosk screen a long question squeezes the felt
    # and the dealer's name and badges under the bottom seat were cut off at the edge.
    from trainer.engine.cards import parse_card
    from trainer.ui.games.three_five_seven_home import HomeScene, HomeSeat

    def seat(name: str, cards: str) -> HomeSeat:
        return HomeSeat(name, tuple(parse_card(c) for c in cards.split()), True, 2, "pays")

    view = HomeTableView()
    view.set_scene(
        HomeScene(
            seats=(seat("Ann", "8d 3s 7d"), seat("Bob", "9d 6c Td"), seat("Cal", "4h As Qh")),
            pot=200,
            dealer="Ann",
            caption="3-card round · 3s wild · strikes",
        )
    )
    view.resize(520, 140)
    image = view.grab().toImage()
    background = image.pixelColor(0, 0)
    for y in (0, 1, image.height() - 2, image.height() - 1):
        row = {image.pixelColor(x, y).name() for x in range(image.width())}
        assert row == {background.name()}, f"something is drawn on the edge at row {y}"


def test_a_roulette_answer_opens_on_the_layout_in_the_supervisors_console(qtbot: Any) -> None:
    # A supervisor reviewing a roulette answer sees the layout the trainee saw: the bets,
    # what was paid on each and the marker (issue 26).
    from trainer.ui.games.roulette_view import RouletteView

    question, attempt = recorded("roulette/spot-the-error", 2, 1)
    dialog = AttemptDialog(attempt)
    qtbot.addWidget(dialog)
    assert dialog.question == question
    assert isinstance(dialog.table, RouletteView)
    scene = dialog.table.roulette_scene()
    assert scene.winning == question.prompt["scenario"]["winning"]
    assert [s.paid for s in scene.stacks] == list(question.prompt["shown"])
    assert "paid" in dialog.table.accessibleDescription()


@pytest.mark.parametrize("family", ["blackjack/spot-the-error", "roulette/spot-the-error"])
def test_an_audit_whose_table_draws_its_sheet_leaves_the_sheet_out_of_its_words(
    family: str,
) -> None:
    """Blackjack's felt and roulette's layout draw each wager and what it was paid, so the
    drill page's words leave the sheet's lines out (the table stayed in view at 1024x768);
    the command line's text keeps them, and the other games' audits keep theirs."""
    from trainer.quiz.catalog import generate
    from trainer.ui.games import ui_game
    from trainer.ui.games.spec import shown_text

    q = generate(family, difficulty=3, seed=4)
    shown = shown_text(ui_game(q.game), q)
    assert q.extra["sheet"] and all(line in q.text for line in q.extra["sheet"])
    assert not any(line in shown.splitlines() for line in q.extra["sheet"])
    assert shown.splitlines()[0] == q.text.splitlines()[0]
    other = generate("three-card-poker/spot-the-error", difficulty=3, seed=4)
    assert shown_text(ui_game(other.game), other) == other.text


def test_a_long_caption_stays_on_the_home_tables_felt(themed_app: Any) -> None:
    """Issue 27: the Spanish caption ("Ronda de 3 cartas · los 3 son comodines · partida
    Burns · quema $2.00") ran past the felt onto the rim at 1024x768; it is set smaller
    to fit. Every pixel in the caption's colour lies on the felt."""
    from trainer.ui.games.three_five_seven_home import HomeScene

    view = HomeTableView()
    view.set_scene(
        HomeScene(caption="Ronda de 3 cartas · los 3 son comodines · partida Burns · quema $2.00")
    )
    view.resize(960, 420)  # the felt's size in the drill at 1024x768
    image = view.grab().toImage()
    w, h = image.width(), image.height()
    cx, cy, rx, ry = w / 2, h / 2, w * 0.36, h * 0.30
    caption = QColor("#e8d9a8")
    off_felt = [
        (x, y)
        for y in range(h)
        for x in range(w)
        if image.pixelColor(x, y) == caption and ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 > 1
    ]
    assert off_felt == []
    assert any(image.pixelColor(x, int(cy - ry * 0.75) + 8) == caption for x in range(w))
