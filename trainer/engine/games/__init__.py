"""The games: one registry of game specs and rules files, and the entry points that send a
scenario, a deal or an odds report to its game.

Each game is one module here (the home game a subpackage) declaring its
:class:`~trainer.engine.games.spec.GameSpec`; :mod:`.registry` lists them and reads their
rules files. An unknown game is an error at every entry point, never another game.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from trainer.engine.errors import ScenarioError
from trainer.engine.games.blackjack.rules_file import BlackjackRules
from trainer.engine.games.registry import (
    GAMES,
    Registry,
    game_ids,
    game_spec,
    game_title,
    load_rules_file,
    registry,
    shipped_registry,
    use_house_rules,
)
from trainer.engine.games.spec import AnyRules, GameSpec
from trainer.engine.money import Cents
from trainer.engine.odds import OddsEntry, reference_entries
from trainer.engine.procedures import DealMethod, DealPlan, check_seats, settle_order
from trainer.engine.rules import GameRules
from trainer.engine.scenario import mapping_of

__all__ = [
    "GAMES",
    "AnyRules",
    "GameSpec",
    "Registry",
    "allowed_methods",
    "deal_plan",
    "deal_scenario",
    "game_ids",
    "game_spec",
    "game_title",
    "load_rules_file",
    "odds_report",
    "registry",
    "settle_scenario",
    "shipped_registry",
    "use_house_rules",
]


def _scenario_game(data: Mapping[str, Any]) -> GameSpec:
    game = data.get("game")
    if not isinstance(game, str):
        raise ScenarioError(f"The scenario needs a 'game' ({', '.join(game_ids())}).")
    return game_spec(game)


def _dealt() -> tuple[GameSpec, ...]:
    return tuple(s for s in GAMES if s.dealing is not None)


def settle_scenario(data: Mapping[str, Any], rules: Registry | None = None) -> dict[str, Any]:
    """Settle one scenario (the ``dealer-trainer settle`` contract) into plain data, under
    the rules its game's tables follow in ``rules`` (the shipped rules by default), or
    under the jurisdiction the scenario names (``"jurisdiction": "new-jersey"``)."""
    data = mapping_of(data, "A scenario")
    spec = _scenario_game(data)
    chosen = rules or registry()
    jurisdiction = data.get("jurisdiction")
    if jurisdiction is not None and not isinstance(jurisdiction, str):
        raise ScenarioError(f"'jurisdiction' must be text, not {jurisdiction!r}.")
    game_rules = chosen.rules(spec.id, jurisdiction)
    if "jurisdiction" in data:
        data = {k: v for k, v in data.items() if k != "jurisdiction"}
    return spec.settle(game_rules, data)


def deal_plan(
    game: str, seats: Sequence[int], method: str | None = None, rules: Registry | None = None
) -> DealPlan:
    """Where each card goes, in order, for this game, method and set of seats with wagers
    (at a table of the seats the game's rules post)."""
    spec = next((s for s in _dealt() if s.id == game), None)
    if spec is None or spec.dealing is None:
        names = ", ".join(s.id for s in _dealt())
        raise ScenarioError(f"'{game}' is not a game this trainer deals ({names}).")
    table = (rules or registry()).rules(spec.id)
    ordered = check_seats(seats, table.seats)
    methods = allowed_methods(table, spec.dealing.methods)
    chosen = methods[0]
    if method is not None:
        by_name = {m.value: m for m in methods}
        if method not in by_name:
            names = ", ".join(by_name)
            if method in {m.value for m in spec.dealing.methods}:
                # A method of the game that this jurisdiction's text rules out (NJ (k)), or
                # a blackjack house's hole-card option.
                assert isinstance(table, GameRules | BlackjackRules)
                raise ScenarioError(
                    f"'{method}' is not how {spec.title} is dealt in {table.jurisdiction}: "
                    f"{table.deal_methods_clause} (methods: {names})."
                )
            raise ScenarioError(
                f"'{method}' is not a dealing method for {game} (methods: {names})."
            )
        chosen = by_name[method]
    return DealPlan(
        game=spec.id,
        method=chosen,
        seats=ordered,
        steps=spec.dealing.plan(chosen, [f"S{s}" for s in ordered]),
        settle_order=settle_order(ordered),
        clause=spec.dealing.clauses[chosen],
        settle_clause=spec.dealing.settle_clause,
    )


def allowed_methods(rules: AnyRules, methods: Sequence[DealMethod]) -> tuple[DealMethod, ...]:
    """The game's dealing methods that its rules file allows (all, where it names none)."""
    allowed = getattr(rules, "deal_methods", ())
    return tuple(m for m in methods if not allowed or m.value in allowed) or tuple(methods)


def deal_scenario(data: Mapping[str, Any], rules: Registry | None = None) -> dict[str, Any]:
    """The ``dealer-trainer deal`` contract: destinations in dealing order, settle order."""
    data = mapping_of(data, "A scenario")
    allowed = {"game", "method", "seats"}
    for key in data:
        if key not in allowed:
            raise ScenarioError(
                f"'{key}' is not a key of a deal scenario (keys: {', '.join(sorted(allowed))})."
            )
    game = data.get("game")
    if not isinstance(game, str):
        dealt = ", ".join(s.id for s in _dealt())
        raise ScenarioError(f"The scenario needs a 'game' ({dealt}).")
    seats = data.get("seats")
    if not isinstance(seats, list):
        raise ScenarioError("'seats' must be a list of seat numbers with wagers, like [1, 3, 4].")
    method = data.get("method")
    if method is not None and not isinstance(method, str):
        raise ScenarioError(f"'method' must be text, not {method!r}.")
    plan = deal_plan(game, seats, method, rules)
    return {
        "game": plan.game,
        "method": plan.method.value,
        "cards": list(plan.cards),
        "settle_order": list(plan.settle_order),
        "clause": plan.clause,
        "settle_clause": plan.settle_clause,
    }


def odds_report(*, meter: Cents = 10_000_000, rules: Registry | None = None) -> list[OddsEntry]:
    """Every fixed-pay wager's odds under the rules each game's tables follow (3-5-7's
    three bets under each schedule, Pair Plus, the ante bonus's frequencies, the
    Progressive-5/5 at the given meter), and the standard five- and seven-card counts."""
    chosen = rules or registry()
    entries: list[OddsEntry] = []
    for spec in GAMES:
        if spec.odds is not None:
            entries += spec.odds(chosen.rules(spec.id), meter)
    return entries + reference_entries()


def dealing_methods(game: str) -> tuple[DealMethod, ...]:
    """The methods a game's text describes (the first is the default)."""
    spec = game_spec(game)
    return spec.dealing.methods if spec.dealing is not None else ()
