"""Each game as the window shows it: one module per game, each declaring its
:class:`~trainer.ui.games.spec.UiGame`; here they are listed, in the order the engine's
registry lists the games."""

from __future__ import annotations

from trainer.engine.games import GAMES
from trainer.errors import TrainerError
from trainer.ui.games import (
    blackjack,
    casino_holdem,
    roulette,
    three_card_poker,
    three_five_seven,
)
from trainer.ui.games import three_five_seven_home as home
from trainer.ui.games.spec import UiGame

_BY_ID = {
    g.id: g
    for g in (
        three_five_seven.GAME,
        casino_holdem.GAME,
        three_card_poker.GAME,
        home.GAME,
        blackjack.GAME,
        roulette.GAME,
    )
}
UI_GAMES: tuple[UiGame, ...] = tuple(_BY_ID[spec.id] for spec in GAMES if spec.id in _BY_ID)
"""Every game the window shows, in the engine registry's order."""


class UnknownGameError(TrainerError):
    """A game the window has no table for."""


def ui_game(game: str) -> UiGame:
    """One game as the window shows it; :class:`UnknownGameError` names an unknown game."""
    try:
        return _BY_ID[game]
    except (KeyError, TypeError):
        known = ", ".join(g.id for g in UI_GAMES)
        raise UnknownGameError(
            f"'{game}' is not a game the window shows (games: {known})."
        ) from None
