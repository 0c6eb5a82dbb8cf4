"""Blackjack's spec: what the registry lists it by, how ``settle`` reads its tables, how
its cards are dealt, its rulings."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from trainer.engine.games.blackjack.dealing import DEALING
from trainer.engine.games.blackjack.rules_file import GAME_ID, KIND, BlackjackRules
from trainer.engine.games.blackjack.rulings import RULINGS
from trainer.engine.games.blackjack.scenario import settle_blackjack_scenario
from trainer.engine.games.spec import AnyRules, GameSpec, rules_of_kind


def blackjack_rules_of(rules: AnyRules) -> BlackjackRules:
    """Blackjack's rules; :class:`RulesError` for another game's."""
    return rules_of_kind(rules, BlackjackRules, "blackjack")


def _settle(rules: AnyRules, data: Mapping[str, Any]) -> dict[str, Any]:
    return settle_blackjack_scenario(blackjack_rules_of(rules), data)


SPEC = GameSpec(
    id=GAME_ID,
    title="Blackjack",
    short_title="Blackjack",
    kind=KIND,
    settle=_settle,
    # The dealer's up card and hole card (one spot on the layout for the dealer's hand).
    dealer_cards=2,
    dealing=DEALING,
    rulings=RULINGS,
)
