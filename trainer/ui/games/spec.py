"""What a game is to the window: one :class:`UiGame`, declared by the game's UI module.

It says which widget draws the game's table (the casino layout, or the home game's own
table), how a question's scene is put on it, what the side panel shows beside it (the
posted pay tables, the home game's stakes) and which hands are shown large under it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtWidgets import QWidget

from trainer.engine.games import AnyRules
from trainer.engine.games.spec import casino_rules
from trainer.quiz.model import Question
from trainer.ui.paytables import posted_html
from trainer.ui.scenes import CasinoTable, Strip, casino_scene, casino_strip
from trainer.ui.table_scene import TableScene
from trainer.ui.table_view import TableView


def no_strip(question: Question) -> Strip:
    """No hands shown under the table (the table shows each hand large enough itself)."""
    return []


@dataclass(frozen=True)
class UiGame:
    """One game as the window shows it."""

    id: str
    view: type[QWidget]
    """The widget that draws the game's table; one is made for every kind the window shows."""
    show: Callable[[QWidget, Question, AnyRules], None]
    """Put a question's scene on a widget of :attr:`view`, under the game's rules."""
    scene: Callable[[Question, AnyRules], object]
    """What the table shows for a question (what :attr:`show` puts on the view): every
    fact its grade depends on is in it."""
    side_panel: Callable[[Question, AnyRules], str]
    """The rich text beside the table: what the house posts for the game."""
    strip: Callable[[Question], Strip] = no_strip
    felt_shows_sheet: bool = False
    """Whether the table draws what an audit question's sheet lists (each wager and what
    was paid on it): the question's words then leave those lines out, so the table is not
    pushed off a small screen by the same facts twice (blackjack, roulette)."""


def shown_text(game: UiGame, question: Question) -> str:
    """A question's words as the drill page shows them beside the game's table: without
    the lines of its sheet where the table draws them."""
    sheet = question.extra.get("sheet")
    if not game.felt_shows_sheet or not sheet:
        return question.text
    drawn = set(sheet)
    return "\n".join(line for line in question.text.splitlines() if line not in drawn)


def casino_game(table: CasinoTable) -> UiGame:
    """A casino game on the drawn layout: its table's scene from the question, the house's
    posted pay tables beside it, and the hands a question is about under it."""

    def scene(question: Question, rules: AnyRules) -> TableScene:
        return casino_scene(table, question, rules.seats)

    def show(view: QWidget, question: Question, rules: AnyRules) -> None:
        assert isinstance(view, TableView)
        view.set_scene(scene(question, rules))

    return UiGame(
        id=table.game,
        view=TableView,
        show=show,
        scene=scene,
        side_panel=lambda question, rules: posted_html(casino_rules(rules)),
        strip=casino_strip,
    )
