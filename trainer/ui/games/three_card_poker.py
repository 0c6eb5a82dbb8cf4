"""Three Card Poker in the window: the layout (Pair Plus, ante and play circles, the
dealer's three cards) and the table a question shows."""

from __future__ import annotations

from types import MappingProxyType

from PySide6.QtCore import QCoreApplication

from trainer.engine.games import game_title
from trainer.engine.games.three_card_poker import GAME_ID, SPEC
from trainer.ui.games.spec import casino_game
from trainer.ui.scenes import CasinoTable
from trainer.ui.table_scene import TableLayout


def layout() -> TableLayout:
    """The Three Card Poker layout, its words in the user's language."""
    return TableLayout(
        title=QCoreApplication.translate("Table", game_title(GAME_ID)),
        dealer=SPEC.dealer_cards,
        wagers=SPEC.placed_wagers,
        wager_order=(*SPEC.placed_wagers, "ante_bonus"),
        labels=MappingProxyType(
            {
                "ante": QCoreApplication.translate("Table", "Ante"),
                "play": QCoreApplication.translate("Table", "Play"),
                "pair_plus": QCoreApplication.translate("Table", "Pair Plus"),
                "ante_bonus": QCoreApplication.translate("Table", "Bonus"),
            }
        ),
        spoken=MappingProxyType({"ante_bonus": QCoreApplication.translate("Table", "Ante bonus")}),
    )


TABLE = CasinoTable(GAME_ID, layout, stake=MappingProxyType({"ante": 1000}))


GAME = casino_game(TABLE)
