"""What a casino table shows for a question: cards and wagers placed on the game's layout.

This only places what the question says: the cards in its prompt, the wagers its
settled position put out (``question.extra["placed"]``, from the engine's settlement), and
what the position's scenario says the player did (a fold, a surrender) or the table posts
(a progressive meter, the pay schedules); it never works out a hand, a payout, a wager or
an order. Everything a question's grade depends on is on the table it shows. Each game's UI module
(``trainer.ui.games.<game>``) says what its positions look like; the shapes of prompt every
casino game shares are read here.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from decimal import Decimal
from types import MappingProxyType
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from trainer.engine.cards import Card, parse_card
from trainer.engine.money import format_money
from trainer.quiz.model import Question
from trainer.ui.felt_chips import columns_of
from trainer.ui.table_scene import SeatScene, TableLayout, TableScene
from trainer.ui.translation import arg

Cards = tuple[Card | None, ...]
Strip = list[tuple[str, Cards]]


def cards_of(texts: Any) -> Cards:
    """Cards as the prompt writes them, parsed."""
    return tuple(parse_card(t) for t in texts or ())


def cents_of(wagers: Mapping[str, Any] | None) -> Mapping[str, int]:
    """Wagers as the prompt writes them (dollars), in cents, the empty ones left out."""
    return MappingProxyType({k: int(Decimal(v) * 100) for k, v in (wagers or {}).items() if v})


def seat_for(question: Question, seats: int) -> int:
    """A seat for a one-player question: the same every time the question is shown."""
    return question.seed % seats + 1


def placed(question: Question, index: int | None = None) -> Mapping[str, int]:
    """The wagers a question's settled position put out, in cents (the ``index``-th seat's
    at a table)."""
    found = question.extra.get("placed")
    if index is not None:
        found = found[index] if isinstance(found, list) and index < len(found) else None
    if not isinstance(found, Mapping):
        return MappingProxyType({})
    return MappingProxyType({str(k): int(v) for k, v in found.items()})


@dataclass(frozen=True)
class Part:
    """What one position (a scenario in the settle form) puts on the table."""

    players: Mapping[int, SeatScene]
    community: Cards = ()
    dealer: Cards = ()
    caption: str = ""


Position = Callable[[Mapping[str, Any], int, Mapping[str, int]], Part]
"""A position of the game on the table, given its seat and the wagers it put out."""


def has_folded(scenario: Mapping[str, Any]) -> bool:
    """Whether the scenario says the player folded: no call (Casino Hold'em) or no play
    wager beside an ante (Three Card Poker)."""
    if "call" in scenario:
        return not scenario["call"]
    return "ante" in scenario and "play" in scenario and not scenario["play"]


def against_the_dealer(scenario: Mapping[str, Any], seat: int, wagers: Mapping[str, int]) -> Part:
    """A player's position against the dealer: the player's cards and wagers at the seat
    (marked where the player folded), the dealer's cards, the board, and the progressive
    meter where the player made the progressive wager."""
    note = QCoreApplication.translate("Table", "Folds") if has_folded(scenario) else ""
    player = SeatScene(cards_of(scenario.get("player")), MappingProxyType(dict(wagers)), note)
    caption = ""
    if scenario.get("progressive") and scenario.get("meter") is not None:
        meter = format_money(int(Decimal(scenario["meter"]) * 100))
        caption = arg(QCoreApplication.translate("Table", "Progressive meter %1"), meter)
    return Part(
        MappingProxyType({seat: player}),
        cards_of(scenario.get("board")),
        cards_of(scenario.get("dealer")),
        caption,
    )


def answer_seat(question: Question, seats: int) -> int:
    """The seat a chip answer is built for: the question's own, or the one-player seat."""
    seat = question.prompt.get("seat")
    return int(seat) if seat is not None else seat_for(question, seats)


def chips_at_seat(question: Question) -> SeatScene:
    """A chip-handling question's seat: the pile to colour up, the chip to change or the
    cash to buy in with, handed to the dealer; the winning wager of a cut payment."""
    p = question.prompt
    handed: tuple[tuple[int, ...], ...] = ()
    if "pile" in p:
        handed = columns_of({int(d): int(n) for d, n in p["pile"].items()})
    elif "chip" in p and "bet" not in p:
        handed = ((int(p["chip"]),),)
    return SeatScene((), placed(question), handed=handed, cash=int(p.get("cash", 0)))


@dataclass(frozen=True)
class CasinoTable:
    """A casino game's table as its UI module gives it: the layout, how a position lies on
    it, the wagers shown at the seats of a dealing or settling question, and (where the
    game shows more than a hand for a reading question) how a hand of cards lies."""

    game: str
    layout: Callable[[], TableLayout]
    position: Position = against_the_dealer
    stake: Mapping[str, int] = field(default_factory=lambda: MappingProxyType({}))
    hand: Callable[[Cards, int], Part | None] | None = None


def casino_scene(table: CasinoTable, question: Question, seats: int) -> TableScene:
    """The table as the question shows it, at a table of ``seats`` seats."""
    p = question.prompt
    game, layout = table.game, table.layout()
    scenario = p.get("scenario")

    def scene(part: Part) -> TableScene:
        return TableScene(
            game,
            seats,
            MappingProxyType(dict(part.players)),
            part.community,
            part.dealer,
            part.caption,
            layout,
        )

    if "at_table" in p:  # a situation at the table: the seat, its wagers, its cards face down
        held = p.get("held") or {}
        return scene(
            Part(
                {
                    int(seat): SeatScene(
                        (None,) * int(held.get(seat, 0)), MappingProxyType(dict(wagers))
                    )
                    for seat, wagers in p["at_table"].items()
                }
            )
        )
    if "seat" in p and any(k in p for k in ("pile", "cash", "chip")):  # chip handling
        return scene(Part({int(p["seat"]): chips_at_seat(question)}))
    if isinstance(scenario, list):
        players: dict[int, SeatScene] = {}
        last = Part({})
        captions: list[str] = []
        notes = question.extra.get("notes") or []
        for i, (seat, s) in enumerate(zip(p.get("seats", []), scenario, strict=False)):
            last = table.position(s, int(seat), placed(question, i))
            players.update(last.players)
            if last.caption and last.caption not in captions:
                captions.append(last.caption)
            if i < len(notes) and int(seat) in players:  # what the dealer paid, as settled
                players[int(seat)] = replace(players[int(seat)], note=str(notes[i]))
        return scene(Part(players, last.community, last.dealer, " · ".join(captions)))
    if isinstance(scenario, Mapping):
        seat = seat_for(question, seats)
        return scene(table.position(scenario, seat, placed(question)))
    if "seats" in p and "hands" not in p:  # dealing and settlement order: wagers, no cards
        stake = MappingProxyType(dict(table.stake))
        return scene(Part({int(s): SeatScene((), stake) for s in p["seats"]}))
    if "hands" in p:
        hands = {
            int(s): SeatScene(cards_of(h)) for s, h in zip(p["seats"], p["hands"], strict=False)
        }
        return scene(Part(hands, cards_of(p.get("community"))))
    seat = seat_for(question, seats)
    if "player" in p:
        return scene(
            Part(
                {seat: SeatScene(cards_of(p["player"]))},
                cards_of(p.get("board")),
                cards_of(p.get("dealer")),
            )
        )
    if "dealer" in p:
        return scene(Part({}, cards_of(p.get("board")), cards_of(p["dealer"])))
    if "cards" in p:
        cards = cards_of(p["cards"])
        shown = table.hand(cards, seat) if table.hand is not None else None
        return scene(shown or Part({seat: SeatScene(cards)}))
    return scene(Part({}))


def _strip_word(word: str) -> str:
    """A strip's label in the window's language (the words are listed for the catalogue
    in ``STRIP_WORDS``)."""
    return QCoreApplication.translate("HandStrip", word)


STRIP_WORDS = (
    QT_TRANSLATE_NOOP("HandStrip", "Player"),
    QT_TRANSLATE_NOOP("HandStrip", "Dealer"),
    QT_TRANSLATE_NOOP("HandStrip", "Board"),
    QT_TRANSLATE_NOOP("HandStrip", "Community"),
    QT_TRANSLATE_NOOP("HandStrip", "Cards"),
)


def seat_label(seat: object, hand: int = 0) -> str:
    """ "Seat 3", or "Seat 3 hand 2" for a split hand, in the window's language."""
    if hand:
        return arg(QCoreApplication.translate("HandStrip", "Seat %1 hand %2"), seat, hand)
    return arg(QCoreApplication.translate("HandStrip", "Seat %1"), seat)


def player_label() -> str:
    """The one player's strip label, in the window's language."""
    return _strip_word("Player")


def casino_strip(question: Question) -> Strip:
    """The hands a casino question is about, to show large under the table: (label, cards)."""
    p = question.prompt
    scenario = p.get("scenario")
    groups: Strip = []
    if isinstance(scenario, Mapping) and "seats" not in scenario:
        groups.append((_strip_word("Player"), cards_of(scenario.get("player"))))
        if scenario.get("dealer"):
            groups.append((_strip_word("Dealer"), cards_of(scenario.get("dealer"))))
        if scenario.get("board"):
            groups.append((_strip_word("Board"), cards_of(scenario.get("board"))))
        if scenario.get("community"):
            groups.append((_strip_word("Community"), cards_of(scenario.get("community"))))
    elif scenario is None and question.kind.value != "arrangement":
        for key, label in (
            ("cards", _strip_word("Cards")),
            ("player", _strip_word("Player")),
            ("dealer", _strip_word("Dealer")),
            ("board", _strip_word("Board")),
            ("community", _strip_word("Community")),
        ):
            if p.get(key):
                groups.append((label, cards_of(p[key])))
        if "hands" in p:
            for seat, hand in zip(p.get("seats", []), p["hands"], strict=False):
                groups.append((seat_label(seat), cards_of(hand)))
    return groups
