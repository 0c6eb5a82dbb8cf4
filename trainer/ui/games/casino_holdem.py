"""Casino Hold'em in the window: the layout (ante, call and progressive circles, the
dealer's two cards, the flop, turn and river) and the table a question shows."""

from __future__ import annotations

from types import MappingProxyType

from PySide6.QtCore import QCoreApplication

from trainer.engine.games import game_title
from trainer.engine.games.casino_holdem import GAME_ID, SPEC
from trainer.ui.games.spec import casino_game
from trainer.ui.scenes import CasinoTable
from trainer.ui.table_scene import TableLayout


def layout() -> TableLayout:
    """The Casino Hold'em layout, its words in the user's language."""
    prog = QCoreApplication.translate("Table", "Prog")
    progressive = QCoreApplication.translate("Table", "Progressive")
    return TableLayout(
        title=QCoreApplication.translate("Table", game_title(GAME_ID)),
        community=SPEC.community,
        dealer=SPEC.dealer_cards,
        wagers=SPEC.placed_wagers,
        wager_order=(*SPEC.placed_wagers, "prog"),
        labels=MappingProxyType(
            {
                "ante": QCoreApplication.translate("Table", "Ante"),
                "call": QCoreApplication.translate("Table", "Call"),
                "progressive": prog,
                "prog": prog,
            }
        ),
        spoken=MappingProxyType({"progressive": progressive, "prog": progressive}),
        # The flop, the turn and the river, each set apart from the one before.
        community_words=(
            (QCoreApplication.translate("TableView", "FLOP"), 0, 2),
            (QCoreApplication.translate("TableView", "TURN"), 3, 3),
            (QCoreApplication.translate("TableView", "RIVER"), 4, 4),
        ),
    )


TABLE = CasinoTable(GAME_ID, layout, stake=MappingProxyType({"ante": 1000}))


GAME = casino_game(TABLE)
