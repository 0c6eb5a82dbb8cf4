"""Scenarios as plain data (the ``settle`` and ``deal`` contract): the pieces every game's
reader uses, and settled positions written back out.

A scenario is a mapping read from JSON (numbers as ``Decimal``); results come back as plain
mappings with money as two-place ``Decimal`` dollars, ready for JSON. Each game reads its
own scenarios (``trainer.engine.games.<game>``); :func:`trainer.engine.games.settle_scenario`
sends a scenario to its game. The command line, the drills' second path and the window's
explanations all go through here.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from trainer.engine.cards import Card, format_cards, parse_card
from trainer.engine.errors import CardError, ScenarioError
from trainer.engine.hands import HandValue
from trainer.engine.money import AmountError, Cents, to_cents, to_decimal
from trainer.engine.settlement import Settlement, WagerResult


def mapping_of(value: Any, what: str) -> Mapping[str, Any]:
    """``value`` as a JSON object, or :class:`ScenarioError` naming ``what`` it should be."""
    if not isinstance(value, Mapping):
        raise ScenarioError(f"{what} must be a JSON object, not {type(value).__name__}.")
    return value


def check_keys(data: Mapping[str, Any], allowed: set[str] | frozenset[str], what: str) -> None:
    """Refuse a key that is not one of ``allowed``, naming the keys there are."""
    for key in data:
        if key not in allowed:
            raise ScenarioError(
                f"'{key}' is not a key of {what} (keys: {', '.join(sorted(allowed))})."
            )


def cards_of(
    data: Mapping[str, Any], key: str, what: str, required: bool = True
) -> tuple[Card, ...] | None:
    """The cards under ``key`` (a list, or one string of cards); None when absent and not
    ``required``."""
    if key not in data or data[key] is None:
        if required:
            raise ScenarioError(f"The scenario has no '{key}' ({what}).")
        return None
    value = data[key]
    if isinstance(value, str):
        value = value.replace(",", " ").split()
    if not isinstance(value, list):
        raise CardError(f'\'{key}\' must be a list of cards like ["Ah", "Td"].')
    return tuple(parse_card(c) for c in value)


def _amount(value: object, where: str, what: str) -> Cents:
    """A scenario's amount: a JSON number of dollars, never text (``"10"`` is refused, as a
    typed wager is a number: text there is a mistake, not an amount)."""
    if isinstance(value, str):
        raise ScenarioError(f"{where} must be a number of dollars (10 or 12.5), not {value!r}.")
    return amount_at(value, where, what)


def amount_at(value: object, where: str, what: str) -> Cents:
    """A scenario's amount in cents, refused as the amount at ``where`` (its key as the
    file writes it, ``'pot'``) for the command line to word in the user's language."""
    try:
        return to_cents(value, what=what)
    except AmountError as exc:
        raise exc.at(where) from None


def money_of(data: Mapping[str, Any], key: str, what: str, *, at: str = "") -> Cents:
    """The amount under ``key`` in cents (0 when absent). ``at``: where ``data`` is in the
    scenario (``seats[2].hands[1]``), so that a refusal names the amount by its path."""
    if key not in data or data[key] is None:
        return 0
    return _amount(data[key], f"'{at}.{key}'" if at else f"'{key}'", what)


def flag_of(data: Mapping[str, Any], key: str) -> bool | None:
    """The true-or-false under ``key`` (None when absent)."""
    if key not in data or data[key] is None:
        return None
    value = data[key]
    if not isinstance(value, bool):
        raise ScenarioError(f"'{key}' must be true or false, not {value!r}.")
    return value


def wagers_of(data: Mapping[str, Any], key: str, what: str, *, at: str = "") -> dict[str, Cents]:
    """Amounts by wager name under ``key`` (``{"three": 5}``), in cents; ``at`` as for
    :func:`money_of`."""
    if key not in data or data[key] is None:
        return {}
    raw = mapping_of(data[key], f"'{key}'")
    path = f"{at}.{key}" if at else key
    return {g: _amount(v, f"'{path}.{g}'", f"the {g} {what}") for g, v in raw.items()}


def hand_data(hand: HandValue | None) -> dict[str, Any] | None:
    """A hand as plain data: its category, words and cards in display order."""
    if hand is None:
        return None
    return {
        "hand": hand.label,
        "describe": hand.describe(),
        "cards": format_cards(hand.cards).split(),
    }


def wager_data(result: WagerResult) -> dict[str, Any]:
    """One settled wager as plain data (the ``bets`` entries of ``settle``)."""
    return {
        "result": result.outcome.value,
        "wager": to_decimal(result.amount),
        "net": to_decimal(result.net),
        "paid": to_decimal(result.paid),
        "hand": result.hand.label if result.hand is not None else None,
        "cards": format_cards(result.hand.cards).split() if result.hand is not None else None,
        "row": result.row.label if result.row is not None else None,
        "pays": result.pays,
        "arithmetic": result.arithmetic,
        "reason": result.reason,
        "clause": result.clause,
    }


def settlement_data(
    settled: Settlement, *, dealer: bool = False, tips: bool = False
) -> dict[str, Any]:
    """A settled position as plain data; ``dealer`` for a game played against the dealer's
    hand, ``tips`` for one with tip bets."""
    out: dict[str, Any] = {
        "game": settled.game,
        "player_hand": settled.player_hand.label if settled.player_hand else None,
        "player_cards": format_cards(settled.player_hand.cards).split()
        if settled.player_hand
        else None,
    }
    if dealer:
        out["dealer_hand"] = settled.dealer_hand.label if settled.dealer_hand else None
        out["dealer_cards"] = (
            format_cards(settled.dealer_hand.cards).split() if settled.dealer_hand else None
        )
        out["dealer_qualifies"] = settled.dealer_qualifies
    if settled.hands:
        out["hands"] = {k: hand_data(v) for k, v in settled.hands.items()}
    out["bets"] = {b.wager: wager_data(b) for b in settled.bets}
    if settled.pots:
        out["pots"] = {p.wager: wager_data(p) for p in settled.pots}
    out["net"] = to_decimal(settled.net)
    out["paid"] = to_decimal(settled.paid)
    if tips:
        out["tips"] = {t.wager: wager_data(t) for t in settled.tips}
        out["tips_net"] = to_decimal(sum(t.net for t in settled.tips))
    return out
