"""Each game as the drills know it: one module per game (the home game a subpackage), each
declaring its :class:`~trainer.quiz.games.spec.QuizGame`; here they are listed, in the
order the engine's registry lists the games."""

from __future__ import annotations

from trainer.quiz.errors import QuizError
from trainer.quiz.games import (
    blackjack,
    casino_holdem,
    roulette,
    three_card_poker,
    three_five_seven,
)
from trainer.quiz.games import three_five_seven_home as home
from trainer.quiz.games.spec import QuizGame
from trainer.quiz.model import GAMES

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
QUIZ_GAMES: tuple[QuizGame, ...] = tuple(_BY_ID[game] for game in GAMES)
"""Every game with drills (:data:`trainer.quiz.model.GAMES`), in the engine registry's order."""


def quiz_game(game: str) -> QuizGame:
    """One game's drills; :class:`QuizError` names an unknown game."""
    try:
        return _BY_ID[game]
    except (KeyError, TypeError):
        known = ", ".join(g.id for g in QUIZ_GAMES)
        raise QuizError(f"'{game}' is not a game with drills (games: {known}).") from None
