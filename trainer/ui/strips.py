"""The hands a question is about, drawn large under the table: one group per hand, each its
label, its cards and (at a table of several seats) the seat's wagers in words.

On the felt a full table's cards and chips are small; a question about several seats
(pay the table, a pot award, an exam's table) shows each seat here as a strip of its own,
large enough to read at a glance. The groups wrap onto more rows on a narrow screen.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from trainer.engine.cards import Card
from trainer.engine.money import format_money
from trainer.ui.cards import CARD_ASPECT, CardRow
from trainer.ui.layouts import FlowLayout, clear_layout
from trainer.ui.scenes import Strip, player_label
from trainer.ui.table_scene import (
    TableScene,
    hand_lines,
    hand_name,
    ordered_wagers,
    wager_label,
)
from trainer.ui.translation import arg

CARD_HEIGHT = 70
"""A strip's card height at one or two hands; more hands draw a little smaller."""


@dataclass(frozen=True)
class Hand:
    """One group of the strip: whose hand, its cards, and what lies in front of it."""

    label: str
    cards: tuple[Card | None, ...]
    wagers: tuple[str, ...] = ()


def hands_of(scene: TableScene, game_strip: Strip, asked: Collection[int] = ()) -> list[Hand]:
    """The hands to show large: every seat of a table of several seats holding cards, with
    its wagers (and the dealer's and the community cards), the seats ``asked`` about first
    and marked so; else the game's own strip."""
    seated = [n for n in sorted(scene.players) if scene.players[n].cards or scene.players[n].hands]
    seated.sort(key=lambda n: n not in asked)
    if len(seated) < 2 and not any(scene.players[n].hands for n in seated):
        # One player: the game's own strip, the player's wagers beside the player's cards
        # (a payout was graded on an ante drawn only on the felt, in 6 px text).
        alone = _wagers(scene, seated[0]) if seated else ()
        return [
            Hand(label, tuple(cards), alone if label == player_label() else ())
            for label, cards in game_strip
        ]
    hands: list[Hand] = []
    if scene.dealer:
        hands.append(Hand(QCoreApplication.translate("HandStrip", "Dealer"), tuple(scene.dealer)))
    if scene.community:
        hands.append(
            Hand(QCoreApplication.translate("HandStrip", "Community"), tuple(scene.community))
        )
    for number in seated:
        seat = scene.players[number]
        if seat.hands:
            # Each hand of its own (a split pair's hands side by side), with its wager and
            # marks; the seat's other wagers (insurance) and its note by its first.
            for k, hand in enumerate(seat.hands):
                lines = hand_lines(scene.layout, hand)
                if k == 0:
                    lines += _wagers(scene, number)
                label = hand_name(seat, number, k)
                hands.append(Hand(_asked(label, number in asked), tuple(hand.cards), lines))
            continue
        label = _asked(
            arg(QCoreApplication.translate("HandStrip", "Seat %1"), str(number)), number in asked
        )
        hands.append(Hand(label, tuple(seat.cards), _wagers(scene, number)))
    return hands


def _asked(label: str, asked: bool) -> str:
    return arg(QCoreApplication.translate("HandStrip", "%1 · asked"), label) if asked else label


def _wagers(scene: TableScene, number: int) -> tuple[str, ...]:
    """A seat's wagers in words ("Ante $5.00"), in the layout's order, and its note."""
    seat = scene.players[number]
    wagers = [
        f"{wager_label(scene.layout, name)} {format_money(seat.wagers[name])}"
        for name in ordered_wagers(scene.layout, (), seat)
        if seat.wagers.get(name)
    ]
    if seat.note:
        wagers.append(seat.note)
    return tuple(wagers)


class HandStrip(QWidget):
    """The strip of hands under the table; hidden when the question has none."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.flow = FlowLayout(self, spacing=14)
        self.rows: list[CardRow] = []
        self.setAccessibleName(QCoreApplication.translate("HandStrip", "The hands in the question"))

    def show_hands(self, hands: Sequence[Hand], *, four_colour: bool) -> None:
        """Show these hands (none hides the strip)."""
        clear_layout(self.flow)
        self.rows = []
        height = CARD_HEIGHT if len(hands) <= 3 else CARD_HEIGHT - 14
        for hand in hands:
            group = QWidget()
            grid = QGridLayout(group)
            grid.setContentsMargins(0, 0, 0, 0)
            grid.setHorizontalSpacing(8)
            grid.setVerticalSpacing(2)
            name = QLabel(hand.label)
            name.setObjectName("muted")
            grid.addWidget(name, 0, 0, 1, 2)
            row = CardRow(hand.cards, four_colour=four_colour)
            # The cards side by side, a little apart, at the strip's height.
            row.setFixedSize(round(len(hand.cards) * height * CARD_ASPECT * 1.08) + 4, height)
            grid.addWidget(row, 1, 0, Qt.AlignmentFlag.AlignLeft)
            if hand.wagers:
                # The seat's wagers one under another beside its cards: narrow, so that
                # several seats share a row.
                wagers = QLabel("\n".join(hand.wagers))
                wagers.setStyleSheet("font-weight: 600;")
                grid.addWidget(wagers, 1, 1, Qt.AlignmentFlag.AlignTop)
            spoken = f"{hand.label}: {row.accessibleName()}"
            group.setAccessibleName("; ".join((spoken, *hand.wagers)))
            self.flow.addWidget(group)
            self.rows.append(row)
        self.setVisible(bool(hands))
        self.updateGeometry()
