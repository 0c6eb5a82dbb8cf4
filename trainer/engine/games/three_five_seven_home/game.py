"""The home game's spec: what the registry lists it by and how ``settle`` reads its rounds."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from trainer.engine.games.spec import HOME, AnyRules, GameSpec, home_rules_of
from trainer.engine.games.three_five_seven_home.options import GAME_ID
from trainer.engine.games.three_five_seven_home.scenario import settle_home_scenario
from trainer.words import QT_TRANSLATE_NOOP


def _settle(rules: AnyRules, data: Mapping[str, Any]) -> dict[str, Any]:
    return settle_home_scenario(home_rules_of(rules), data)


SPEC = GameSpec(
    id=GAME_ID,
    title=QT_TRANSLATE_NOOP("games", "3-5-7 home game"),
    short_title=QT_TRANSLATE_NOOP("games", "Home game", "short title"),
    kind=HOME,
    settle=_settle,
    # The payments a game-protection round plants a mistake in (protection.HOME_KINDS).
    error_kinds=("wrong-amount", "ante-not-raised", "pot-wrong-player", "wild-misread"),
)
