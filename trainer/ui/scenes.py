"""What the table shows for a question: cards and wagers placed on the layout.

This only places what the question's prompt already says (cards, wagers, seats); it never
works out a hand, a payout or an order.
"""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal
from types import MappingProxyType
from typing import Any

from trainer.engine.cards import Card, parse_card
from trainer.engine.money import format_money
from trainer.quiz.model import Question
from trainer.ui.home_table import HomeScene, HomeSeat, seats_from
from trainer.ui.painting import SeatScene, TableScene

SEATS = {"three-five-seven": 7, "casino-holdem": 7, "three-card-poker": 8}


def _cards(texts: Any) -> tuple[Card | None, ...]:
    return tuple(parse_card(t) for t in texts or ())


def _cents(wagers: Mapping[str, Any] | None) -> Mapping[str, int]:
    return MappingProxyType({k: int(Decimal(v) * 100) for k, v in (wagers or {}).items() if v})


def _seat_for(question: Question, seats: int) -> int:
    """A seat for a one-player question: the same every time the question is shown."""
    return question.seed % seats + 1


def _position_wagers(scenario: Mapping[str, Any]) -> dict[str, int]:
    game = scenario.get("game")
    if game == "three-five-seven":
        out = dict(_cents(scenario.get("bets")))
        for g, v in (scenario.get("tips") or {}).items():
            out[f"tip {g}"] = int(Decimal(v) * 100)
        return out
    keys = ("ante", "pair_plus") if game == "three-card-poker" else ("ante", "progressive")
    out = {k: int(Decimal(scenario[k]) * 100) for k in keys if scenario.get(k)}
    if game == "three-card-poker" and scenario.get("ante") and scenario.get("play"):
        out["play"] = out["ante"]
    if game == "casino-holdem" and scenario.get("call"):
        out["call"] = int(Decimal(scenario["ante"]) * 200)
    return out


def _from_scenario(question: Question, scenario: Mapping[str, Any], seat: int) -> TableScene:
    game = str(scenario["game"])
    seats = SEATS[game]
    caption = ""
    if game == "three-five-seven":
        if "seats" in scenario:
            players = {
                int(s["seat"]): SeatScene(
                    cards=_cards(s.get("cards")),
                    wagers=MappingProxyType(
                        {
                            **_cents(s.get("bets")),
                            **{f"pot {g}": v for g, v in _cents(s.get("pot")).items()},
                        }
                    ),
                )
                for s in scenario["seats"]
            }
        else:
            players = {
                seat: SeatScene(
                    _cards(scenario.get("player")), MappingProxyType(_position_wagers(scenario))
                )
            }
        sched = scenario.get("schedules") or {}
        if sched:
            caption = "Pay schedules " + " / ".join(
                str(sched[g]) for g in ("three", "five", "seven") if g in sched
            )
        return TableScene(
            game, seats, MappingProxyType(players), _cards(scenario.get("community")), (), caption
        )
    player = SeatScene(_cards(scenario.get("player")), MappingProxyType(_position_wagers(scenario)))
    dealer = _cards(scenario.get("dealer"))
    board = _cards(scenario.get("board"))
    return TableScene(game, seats, MappingProxyType({seat: player}), board, dealer, caption)


def scene_for(question: Question) -> TableScene:
    """The table as the question shows it."""
    p = question.prompt
    game = question.game
    seats = SEATS[game]
    scenario = p.get("scenario")
    if isinstance(scenario, list):
        players: dict[int, SeatScene] = {}
        community: tuple[Card | None, ...] = ()
        dealer: tuple[Card | None, ...] = ()
        for seat, s in zip(p.get("seats", []), scenario, strict=False):
            part = _from_scenario(question, s, int(seat))
            players.update(part.players)
            community, dealer = part.community, part.dealer
        return TableScene(game, seats, MappingProxyType(players), community, dealer)
    if isinstance(scenario, Mapping):
        return _from_scenario(question, scenario, _seat_for(question, seats))
    if "seats" in p and "hands" not in p:  # dealing and settlement order: wagers, no cards
        stake = {
            "three-five-seven": {"three": 500},
            "casino-holdem": {"ante": 1000},
            "three-card-poker": {"ante": 1000},
        }[game]
        players = {int(s): SeatScene((), MappingProxyType(stake)) for s in p["seats"]}
        return TableScene(game, seats, MappingProxyType(players))
    if "hands" in p:
        players = {
            int(s): SeatScene(_cards(h)) for s, h in zip(p["seats"], p["hands"], strict=False)
        }
        return TableScene(game, seats, MappingProxyType(players), _cards(p.get("community")))
    seat = _seat_for(question, seats)
    if "player" in p:
        return TableScene(
            game,
            seats,
            MappingProxyType({seat: SeatScene(_cards(p["player"]))}),
            _cards(p.get("board")),
            _cards(p.get("dealer")),
        )
    if "dealer" in p:
        return TableScene(
            game, seats, MappingProxyType({}), _cards(p.get("board")), _cards(p["dealer"])
        )
    if "cards" in p:
        cards = _cards(p["cards"])
        if game == "three-five-seven" and len(cards) in (5, 7):
            # The player's three, then the community cards turned so far (the rest face down).
            community = cards[3:] + (None,) * (7 - len(cards))
            return TableScene(
                game, seats, MappingProxyType({seat: SeatScene(cards[:3])}), community
            )
        return TableScene(game, seats, MappingProxyType({seat: SeatScene(cards)}))
    return TableScene(game, seats, MappingProxyType({}))


def strip_for(question: Question) -> list[tuple[str, tuple[Card | None, ...]]]:
    """The hands a question is about, to show large under the table: (label, cards)."""
    p = question.prompt
    scenario = p.get("scenario")
    groups: list[tuple[str, tuple[Card | None, ...]]] = []
    if question.game == HOME_GAME:
        return groups  # the home table shows every hand large enough itself
    if isinstance(scenario, Mapping) and "seats" not in scenario:
        groups.append(("Player", _cards(scenario.get("player"))))
        if scenario.get("dealer"):
            groups.append(("Dealer", _cards(scenario.get("dealer"))))
        if scenario.get("board"):
            groups.append(("Board", _cards(scenario.get("board"))))
        if scenario.get("community"):
            groups.append(("Community", _cards(scenario.get("community"))))
    elif scenario is None and question.kind.value != "arrangement":
        for key, label in (
            ("cards", "Cards"),
            ("player", "Player"),
            ("dealer", "Dealer"),
            ("board", "Board"),
            ("community", "Community"),
        ):
            if p.get(key):
                groups.append((label, _cards(p[key])))
        if "hands" in p:
            for seat, hand in zip(p.get("seats", []), p["hands"], strict=False):
                groups.append((f"Seat {seat}", _cards(hand)))
    return groups


HOME_GAME = "three-five-seven-home"


def home_scene_for(question: Question) -> HomeScene:
    """The home table as a home-game question shows it."""
    p = question.prompt
    scenario = p.get("scenario")
    if isinstance(scenario, Mapping):
        size = int(scenario.get("round", 3))
        variant = str(scenario.get("variant", ""))
        marks = "strikes" if variant == "strikes" else "markers"
        seats = tuple(
            HomeSeat(
                name=str(player["name"]),
                cards=_cards(player.get("cards")),
                declared=player.get("in"),
                marks=int(player.get("marks", 0) or 0),
            )
            for player in scenario.get("players", ())
        )
        caption = f"{size}-card round · {size}s wild · {variant}"
        if scenario.get("burn"):
            caption += f" · burn {format_money(int(Decimal(scenario['burn']) * 100))}"
        pot = int(Decimal(scenario.get("pot", 0)) * 100)
        return HomeScene(seats, pot, seats[0].name if seats else None, caption, marks)
    if "cards" in p:
        size = int(p.get("round", len(p["cards"])))
        caption = f"{size}-card round · {p.get('wild', size)}s wild"
        return HomeScene(caption=caption, center_cards=_cards(p["cards"]))
    names = [str(n) for n in p.get("players", ())]
    variant = str(p.get("variant", ""))
    caption = {"strikes": "Strikes", "burns": "Burns"}.get(variant, "")
    return HomeScene(
        seats=seats_from(names),
        dealer=str(p["button"]) if p.get("button") else None,
        caption=caption,
        mark_name="strikes" if variant == "strikes" else "markers",
    )
