"""3-5-7 Poker in the window: the layout (the 3, 5 and 7 circles, tip bets and pots beside
them, four community cards) and the table a question shows."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from PySide6.QtCore import QCoreApplication

from trainer.engine.games import game_title
from trainer.engine.games.three_five_seven import GAME_ID, SPEC, THREE_FIVE_SEVEN_GAMES
from trainer.ui.games.spec import casino_game
from trainer.ui.scenes import (
    Cards,
    CasinoTable,
    Part,
    cards_of,
    cents_of,
)
from trainer.ui.table_scene import SeatScene, TableLayout
from trainer.ui.translation import arg

_DIGITS = {"three": "3", "five": "5", "seven": "7"}


def layout() -> TableLayout:
    """The 3-5-7 layout, its words in the user's language. Each game's circle is printed
    with its digit alone, as on a real 3-5-7 layout: "3-card" does not fit under a spot."""
    tip = QCoreApplication.translate("Table", "Tip")
    pot = QCoreApplication.translate("Table", "Pot")
    labels: dict[str, str] = {}
    spoken: dict[str, str] = {
        "three": QCoreApplication.translate("Table", "3-card wager"),
        "five": QCoreApplication.translate("Table", "5-card wager"),
        "seven": QCoreApplication.translate("Table", "7-card wager"),
    }
    for game, digit in _DIGITS.items():
        labels[game] = digit
        tip_words = QCoreApplication.translate("Table", "Tip on the %1-card hand")
        for head in ("tip", "tips"):
            labels[f"{head}_{game}"] = f"{tip} {digit}"
            spoken[f"{head}_{game}"] = arg(tip_words, digit)
        labels[f"pot_{game}"] = f"{pot} {digit}"
        spoken[f"pot_{game}"] = arg(QCoreApplication.translate("Table", "%1-card pot"), digit)
    return TableLayout(
        title=QCoreApplication.translate("Table", game_title(GAME_ID)),
        community=SPEC.community,
        wagers=SPEC.placed_wagers,
        wager_order=(
            *THREE_FIVE_SEVEN_GAMES,
            *(f"tip_{g}" for g in THREE_FIVE_SEVEN_GAMES),
            "tips",
            "tip",
            *(f"pot_{g}" for g in THREE_FIVE_SEVEN_GAMES),
            "pot",
        ),
        labels=MappingProxyType(labels),
        spoken=MappingProxyType(spoken),
    )


def _position(scenario: Mapping[str, Any], seat: int, placed: Mapping[str, int]) -> Part:
    """One player's position at a seat, or a whole table of seats with their pot wagers;
    the community cards; the posted schedules as a caption."""
    if "seats" in scenario:
        players = {
            int(s["seat"]): SeatScene(
                cards=cards_of(s.get("cards")),
                wagers=MappingProxyType(
                    {
                        **cents_of(s.get("bets")),
                        **{f"pot {g}": v for g, v in cents_of(s.get("pot")).items()},
                    }
                ),
                note=_surrender_note(s),
            )
            for s in scenario["seats"]
        }
    else:
        players = {
            seat: SeatScene(
                cards_of(scenario.get("player")),
                MappingProxyType(placed),
                _surrender_note(scenario),
            )
        }
    sched = scenario.get("schedules") or {}
    caption = ""
    if sched:
        caption = "Pay schedules " + " / ".join(
            str(sched[g]) for g in THREE_FIVE_SEVEN_GAMES if g in sched
        )
    return Part(MappingProxyType(players), cards_of(scenario.get("community")), (), caption)


def _surrender_note(position: Mapping[str, Any]) -> str:
    """The note on a seat whose player surrenders half the 7-card wager (CO 3-5-7 ¶5)."""
    if not position.get("surrender"):
        return ""
    return QCoreApplication.translate("Table", "Surrenders half the 7")


def _hand(cards: Cards, seat: int) -> Part | None:
    """A 5- or 7-card hand: the player's three, then the community cards turned so far (the
    rest face down)."""
    if len(cards) not in (5, 7):
        return None
    return Part({seat: SeatScene(cards[:3])}, cards[3:] + (None,) * (7 - len(cards)))


TABLE = CasinoTable(
    GAME_ID, layout, position=_position, stake=MappingProxyType({"three": 500}), hand=_hand
)


GAME = casino_game(TABLE)
