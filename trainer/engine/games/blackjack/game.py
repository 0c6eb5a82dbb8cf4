"""Blackjack's spec: what the registry lists it by, how ``settle`` reads its tables, how
its cards are dealt, its rulings."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from trainer.engine.games.blackjack.dealing import DEALING
from trainer.engine.games.blackjack.odds import NOTE, house_edge
from trainer.engine.games.blackjack.protection import KINDS
from trainer.engine.games.blackjack.rules_file import GAME_ID, KIND, BlackjackRules
from trainer.engine.games.blackjack.rulings import RULINGS
from trainer.engine.games.blackjack.scenario import settle_blackjack_scenario
from trainer.engine.games.spec import AnyRules, GameSpec, rules_of_kind
from trainer.engine.money import Cents
from trainer.engine.odds import OddsEntry
from trainer.words import QT_TRANSLATE_NOOP

_BLACKJACK_RULES = QT_TRANSLATE_NOOP("registry", "the rules of blackjack")


def blackjack_rules_of(rules: AnyRules) -> BlackjackRules:
    """Blackjack's rules; :class:`RulesError` for another game's."""
    return rules_of_kind(rules, BlackjackRules, _BLACKJACK_RULES)


def _settle(rules: AnyRules, data: Mapping[str, Any]) -> dict[str, Any]:
    return settle_blackjack_scenario(blackjack_rules_of(rules), data)


def odds(rules: AnyRules, meter: Cents) -> list[OddsEntry]:
    """The house edge of the Blackjack Wager under the posted rules, played by basic
    strategy (:mod:`.odds` says how it is counted and what it leaves out)."""
    bj = blackjack_rules_of(rules)
    hole = "hole card" if bj.hole_card else "no hole card"
    posted = f"{bj.jurisdiction}: pays {bj.blackjack_pays}, {bj.stand_rule}, {hole}"
    return [OddsEntry("blackjack", "blackjack", posted, 0, (), house_edge(bj), NOTE)]


SPEC = GameSpec(
    id=GAME_ID,
    title=QT_TRANSLATE_NOOP("games", "Blackjack"),
    short_title=QT_TRANSLATE_NOOP("games", "Blackjack", "short title"),
    kind=KIND,
    settle=_settle,
    # The dealer's up card and hole card (one spot on the layout for the dealer's hand).
    dealer_cards=2,
    dealing=DEALING,
    rulings=RULINGS,
    odds=odds,
    error_kinds=tuple(kind.value for kind in KINDS),
    skills=(
        "dealing-order",
        "settlement-order",
        "payout",
        "hand-reading",
        "rulings",
        "game-protection",
        "chips",
    ),
)
