"""Blackjack in the window: the semicircle table with seven betting boxes, the insurance
line, the shoe and the discard rack, and what the house posts, printed on the felt and
beside it.

A blackjack seat plays hands, not one set of cards: each box shows its hands side by side
(a split pair's), each with its wager, a doubled hand's second wager, a surrender, and on a
table shown settled what the dealer paid it; the seat's insurance lies on the insurance
line in front of its box. The hands are shown large under the table (every fact a grade
depends on, readable at 1024×768 and at a scale of 1.5). The seats are numbered as on
every casino table: seat 1, first base, on the dealer's left (the right of the screen).

The table is the casino :class:`~trainer.ui.table_view.TableView` (taps, keys, marks and
highlights work as for the other games, with the same ``S1``..``S7`` and ``D`` spots),
drawn as a blackjack layout.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, fields
from decimal import Decimal
from html import escape
from types import MappingProxyType
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QWidget

from trainer.engine.games import AnyRules, game_title
from trainer.engine.games.blackjack.game import blackjack_rules_of
from trainer.engine.games.blackjack.protection import pays_words
from trainer.engine.games.blackjack.rules_file import GAME_ID, BlackjackRules
from trainer.engine.money import Cents, format_money
from trainer.quiz.model import Question
from trainer.ui.cards import (
    CARD_ASPECT,
    CREAM,
    GOLD,
    draw_text,
    felt_money,
    paint_chip_stack,
    pixel_font,
    stack_chips,
)
from trainer.ui.felt_chips import has_loose_chips, paint_loose_chips
from trainer.ui.felt_print import paint_arc_text
from trainer.ui.games.spec import UiGame
from trainer.ui.scenes import CasinoTable, Strip, cards_of, casino_scene, seat_for, seat_label
from trainer.ui.table_scene import (
    CENTRE_X,
    DEALER_EDGE,
    FELT_RX,
    FELT_RY,
    SEAT_H,
    SEAT_W,
    HandScene,
    SeatScene,
    TableLayout,
    TableScene,
)
from trainer.ui.table_view import TableView
from trainer.ui.translation import arg

BET, DOUBLE, INSURANCE = "bet", "double", "insurance"


def layout() -> TableLayout:
    """The blackjack layout, its words in the user's language: one betting box a seat."""
    return TableLayout(
        title=QCoreApplication.translate("Table", game_title(GAME_ID)),
        dealer=2,
        wagers=(BET,),
        wager_order=(BET, DOUBLE, INSURANCE),
        labels=MappingProxyType(
            {
                BET: QCoreApplication.translate("Table", "Bet"),
                DOUBLE: QCoreApplication.translate("Table", "Double"),
                INSURANCE: QCoreApplication.translate("Table", "Insurance"),
            }
        ),
        spoken=MappingProxyType({DOUBLE: QCoreApplication.translate("Table", "Doubled by")}),
    )


# The shared prompts (dealing and settlement order, rulings, a misdealt deal) lie on the
# table as at the other casino games: a bet in each box that plays.
TABLE = CasinoTable(GAME_ID, layout, stake=MappingProxyType({BET: 1000}))


@dataclass(frozen=True)
class BlackjackScene(TableScene):
    """A blackjack table: the casino scene, and what the layout prints of the house's
    rules (the odds a blackjack pays, the dealer's rule on soft 17, the insurance line)."""

    pays: str = "3 to 2"
    hits_soft_17: bool = False
    insurance: bool = True
    even_money: frozenset[int] = frozenset()
    """The seats whose players took even money on a blackjack (§633a.8)."""
    insurance_paid: Mapping[int, int] = field(default_factory=lambda: MappingProxyType({}))
    """On a table shown settled: what each insured seat (or one taking even money) was paid
    on its insurance."""


def _cents(value: Any) -> Cents:
    return int(Decimal(str(value or 0)) * 100)


def _hand(hand: Mapping[str, Any], paid: Any) -> HandScene:
    """One hand of a settle-form seat: its cards, its wager (and a double's), its marks."""
    wager = _cents(hand.get("wager"))
    wagers = {BET: wager}
    if hand.get("doubled"):
        wagers[DOUBLE] = wager
    marks = []
    if hand.get("split"):
        marks.append(QCoreApplication.translate("BlackjackTable", "Split"))
    if hand.get("surrendered"):
        marks.append(QCoreApplication.translate("BlackjackTable", "Surrendered"))
    return HandScene(
        cards_of(hand.get("cards")),
        MappingProxyType(wagers),
        tuple(marks),
        None if paid is None else int(paid),
    )


def _seat(seat: Mapping[str, Any], shown: Mapping[str, Any] | None) -> SeatScene:
    """A settle-form seat: its hands, its insurance, and (on a table shown settled) what the
    dealer paid each hand and the insurance."""
    paid = list(shown.get("hands", ())) if shown else []
    hands = tuple(_hand(h, paid[k] if k < len(paid) else None) for k, h in enumerate(seat["hands"]))
    insurance = _cents(seat.get("insurance"))
    notes = []
    if seat.get("even_money"):
        notes.append(QCoreApplication.translate("BlackjackTable", "Takes even money"))
    if shown is not None and (insurance or seat.get("even_money")):
        notes.append(
            arg(
                QCoreApplication.translate("BlackjackTable", "Insurance paid %1"),
                format_money(int(shown.get("insurance", 0))),
            )
        )
    wagers = {INSURANCE: insurance} if insurance else {}
    return SeatScene(wagers=MappingProxyType(wagers), note=" · ".join(notes), hands=hands)


def blackjack_scene(question: Question, rules: AnyRules) -> BlackjackScene:
    """The table as a blackjack question shows it."""
    bj = blackjack_rules_of(rules)
    p = question.prompt
    scenario = p.get("scenario")
    pays, hits = bj.blackjack_pays, bj.dealer_hits_soft_17
    even: frozenset[int] = frozenset()
    paid: dict[int, int] = {}
    if isinstance(scenario, Mapping):  # a table in the settle form
        pays = str(scenario.get("blackjack_pays", pays))
        shown = dict(zip((int(s) for s in p.get("seats", ())), p.get("shown", ()), strict=False))
        even = frozenset(int(s["seat"]) for s in scenario.get("seats", ()) if s.get("even_money"))
        for s in scenario.get("seats", ()):
            number = int(s["seat"])
            if number in shown and (s.get("insurance") or s.get("even_money")):
                paid[number] = int(shown[number].get("insurance", 0))
        players = {
            int(s["seat"]): _seat(s, shown.get(int(s["seat"])) if shown else None)
            for s in scenario.get("seats", ())
        }
        base = TableScene(
            GAME_ID,
            bj.seats,
            MappingProxyType(players),
            dealer=cards_of(scenario.get("dealer")),
            layout=layout(),
        )
    elif "cards" in p:  # a hand to read: at a box, a split hand marked so
        marks = (QCoreApplication.translate("BlackjackTable", "Split"),) if p.get("split") else ()
        hand = HandScene(cards_of(p["cards"]), marks=marks)
        seat = seat_for(question, bj.seats)
        base = TableScene(
            GAME_ID, bj.seats, MappingProxyType({seat: SeatScene(hands=(hand,))}), layout=layout()
        )
    elif "dealer" in p:  # the dealer's hand, under the rule the question posts
        if "hits_soft_17" in p:
            hits = bool(p["hits_soft_17"])
        base = TableScene(
            GAME_ID, bj.seats, MappingProxyType({}), dealer=cards_of(p["dealer"]), layout=layout()
        )
    else:
        base = casino_scene(TABLE, question, bj.seats)
    carried = {f.name: getattr(base, f.name) for f in fields(TableScene)}
    return BlackjackScene(
        **carried,
        pays=pays,
        hits_soft_17=hits,
        insurance=bj.insurance,
        even_money=even,
        insurance_paid=MappingProxyType(paid),
    )


def blackjack_strip(question: Question) -> Strip:
    """The dealer's cards and every hand of a blackjack question (the console shows them
    under the table; the drill shows them with their wagers, from the scene)."""
    p = question.prompt
    scenario = p.get("scenario")
    strip: Strip = []
    dealer = QCoreApplication.translate("HandStrip", "Dealer")
    if isinstance(scenario, Mapping):
        strip.append((dealer, cards_of(scenario.get("dealer"))))
        for seat in scenario.get("seats", ()):
            hands = seat["hands"]
            for k, hand in enumerate(hands):
                label = seat_label(seat["seat"], k + 1 if len(hands) > 1 else 0)
                strip.append((label, cards_of(hand.get("cards"))))
    elif p.get("cards"):
        strip.append((QCoreApplication.translate("HandStrip", "Cards"), cards_of(p["cards"])))
    elif p.get("dealer"):
        strip.append((dealer, cards_of(p["dealer"])))
    return strip


def _show(view: QWidget, question: Question, rules: AnyRules) -> None:
    assert isinstance(view, BlackjackTableView)
    view.set_scene(blackjack_scene(question, rules))
    seat = question.prompt.get("seat")
    if seat is not None and isinstance(question.prompt.get("scenario"), Mapping):
        view.set_highlight([f"S{int(seat)}"])  # the seat the question asks about


# ---------------------------------------------------------------------------------------
# What the house posts


def posted_lines(
    bj: BlackjackRules, pays: str | None = None, hits: bool | None = None
) -> list[tuple[str, str]]:
    """The house's posted rules, one short sentence each (rich text) with the option it
    comes from (``pays`` and ``hits``: where the question's own table says otherwise)."""
    hits = bj.dealer_hits_soft_17 if hits is None else hits
    double = {
        "any two": QCoreApplication.translate("BlackjackRules", "any two cards"),
        "9-11": QCoreApplication.translate("BlackjackRules", "9, 10 or 11"),
        "10-11": QCoreApplication.translate("BlackjackRules", "10 or 11"),
    }.get(bj.double_on, bj.double_on)
    if bj.double_after_split:
        doubles = arg(
            QCoreApplication.translate("BlackjackRules", "Double on <b>%1</b>, after a split too"),
            escape(double),
        )
    else:
        doubles = arg(
            QCoreApplication.translate("BlackjackRules", "Double on <b>%1</b>, not after a split"),
            escape(double),
        )
    if bj.resplit_aces:
        splits = arg(
            QCoreApplication.translate("BlackjackRules", "Split to <b>%1</b> hands; aces again"),
            bj.max_split_hands,
        )
    else:
        splits = arg(
            QCoreApplication.translate("BlackjackRules", "Split to <b>%1</b> hands; aces once"),
            bj.max_split_hands,
        )
    return [
        (
            arg(
                QCoreApplication.translate("BlackjackRules", "Blackjack pays <b>%1</b>"),
                escape(pays_words(pays or bj.blackjack_pays)),
            ),
            "blackjack_pays",
        ),
        (
            QCoreApplication.translate("BlackjackRules", "Insurance pays <b>2 to 1</b>")
            if bj.insurance
            else QCoreApplication.translate("BlackjackRules", "Insurance <b>not offered</b>"),
            "insurance",
        ),
        (
            QCoreApplication.translate("BlackjackRules", "Dealer <b>hits soft 17</b>")
            if hits
            else QCoreApplication.translate("BlackjackRules", "Dealer <b>stands on all 17s</b>"),
            "dealer_hits_soft_17",
        ),
        (arg(QCoreApplication.translate("BlackjackRules", "<b>%1</b> decks"), bj.decks), "decks"),
        (
            QCoreApplication.translate("BlackjackRules", "Hole card <b>dealt</b>")
            if bj.hole_card
            else QCoreApplication.translate("BlackjackRules", "Hole card <b>not dealt</b>"),
            "hole_card",
        ),
        (doubles, "double_after_split"),
        (splits, "max_split_hands"),
        (
            QCoreApplication.translate("BlackjackRules", "Split aces: <b>one card each</b>")
            if bj.split_aces_one_card
            else QCoreApplication.translate("BlackjackRules", "Split aces: <b>played on</b>"),
            "split_aces_one_card",
        ),
        (
            QCoreApplication.translate("BlackjackRules", "Late surrender <b>offered</b>")
            if bj.late_surrender
            else QCoreApplication.translate("BlackjackRules", "Surrender <b>not offered</b>"),
            "late_surrender",
        ),
        (
            QCoreApplication.translate(
                "BlackjackRules", "Dealer's blackjack takes <b>the original wager only</b>"
            )
            if bj.dealer_natural_takes == "original wager"
            else QCoreApplication.translate(
                "BlackjackRules", "Dealer's blackjack takes <b>every wager</b>"
            ),
            "dealer_natural_takes",
        ),
        (
            arg(
                QCoreApplication.translate("BlackjackRules", "Limits <b>%1</b> to <b>%2</b>"),
                format_money(bj.min_wager),
                format_money(bj.max_wager),
            ),
            "limits",
        ),
    ]


def posted_html(question: Question, rules: AnyRules) -> str:
    """What the house posts at its blackjack table, as rich text beside the felt: the odds
    a question's table pays at where it says (a dealer deals at houses of either), the
    dealer's rule a hand-reading question posts."""
    bj = blackjack_rules_of(rules)
    p = question.prompt
    scenario = p.get("scenario")
    pays = str(scenario["blackjack_pays"]) if isinstance(scenario, Mapping) else None
    hits = bool(p["hits_soft_17"]) if "hits_soft_17" in p else None
    lines = posted_lines(bj, pays, hits)
    body = "".join(f"<p style='margin:3px 0'>{line}</p>" for line, _option in lines)
    return f"<p style='margin:6px 0 4px 0'><b>Blackjack · {escape(bj.jurisdiction)}</b></p>{body}"


def posted_rules_html(bj: BlackjackRules, links: Callable[[str], str]) -> str:
    """What the house posts, for the rules page: each rule with its clause, as the links
    ``links`` makes of it."""
    rows = "".join(
        f"<tr><td style='padding:4px 0'>{line}<br>"
        f"<span style='font-size:10pt'>{links(bj.option_clause(option))}</span></td></tr>"
        for line, option in posted_lines(bj)
    )
    return (
        f"<p style='margin:10px 0 2px 0'><b>{escape(bj.name)} · {escape(bj.jurisdiction)}</b>"
        f"</p><table cellspacing='0'>{rows}</table>"
    )


# ---------------------------------------------------------------------------------------
# The table drawn

_RACK = QRectF(400.0, DEALER_EDGE + 14, 140.0, 92.0)
"""The discard rack, on the dealer's right (the left of the screen)."""
_SHOE = QRectF(1060.0, DEALER_EDGE + 10, 140.0, 100.0)
"""The shoe, on the dealer's left (the right of the screen), where first base is."""
_BOX = QRectF(SEAT_W / 2 - 62, 104.0, 124.0, 78.0)
"""A seat's betting box, in the seat's own units (its hands' cards above it)."""
_INSURANCE_RX, _INSURANCE_RY = FELT_RX - 236.0, FELT_RY - 300.0
"""The insurance line: a half-oval inside the ring of betting boxes."""


class BlackjackTableView(TableView):
    """The blackjack layout: the casino table's felt, rail and spots, printed with seven
    betting boxes, the insurance line, the shoe and the discard rack, and each box's hands
    drawn side by side with their wagers and marks."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.set_scene(BlackjackScene(GAME_ID, 7, MappingProxyType({}), layout=layout()))

    def _bj(self) -> BlackjackScene:
        scene = self.scene()
        return scene if isinstance(scene, BlackjackScene) else BlackjackScene(**_fields(scene))

    def _static_key(self) -> tuple[object, ...]:
        bj = self._bj()
        return (*super()._static_key(), bj.pays, bj.hits_soft_17, bj.insurance)

    def _describe(self) -> None:
        super()._describe()
        scene = self.scene()
        if isinstance(scene, BlackjackScene):
            self.setAccessibleDescription(
                ". ".join(p for p in (self._posted_words(scene), self.accessibleDescription()) if p)
            )

    @staticmethod
    def _posted_words(scene: BlackjackScene) -> str:
        words = [
            arg(
                QCoreApplication.translate("BlackjackTable", "Blackjack pays %1"),
                pays_words(scene.pays),
            )
        ]
        words.append(
            QCoreApplication.translate("BlackjackTable", "Dealer hits soft 17")
            if scene.hits_soft_17
            else QCoreApplication.translate("BlackjackTable", "Dealer stands on all 17s")
        )
        if scene.insurance:
            words.append(QCoreApplication.translate("BlackjackTable", "Insurance pays 2 to 1"))
        return ", ".join(words)

    # -- the print on the felt -----------------------------------------------------------

    def _paint_felt_print(self, painter: QPainter) -> None:
        """The odds a blackjack pays in an arc, the dealer's rule under it, and the
        insurance line: everything the house posts that a payout depends on."""
        bj = self._bj()
        boost = self._text_boost()
        top = self._layout_cache.dealer_rect.bottom()
        self._arc(
            painter,
            arg(
                QCoreApplication.translate("BlackjackTable", "BLACKJACK PAYS %1"),
                pays_words(bj.pays).upper(),
            ),
            pixel_font(44, bold=True, serif=True),
            QColor(GOLD),
            top + 58,
            radius=1000.0,
        )
        rule = (
            QCoreApplication.translate("BlackjackTable", "Dealer must hit soft 17")
            if bj.hits_soft_17
            else QCoreApplication.translate("BlackjackTable", "Dealer must stand on all 17s")
        )
        draw_text(
            painter,
            # Grown less than the small print: it is posted beside the table too, and the
            # insurance of the boxes at the sides lies beside it.
            QRectF(CENTRE_X - 300, top + 70, 600, 34 * min(boost, 1.2)),
            rule,
            pixel_font(26 * min(boost, 1.2), bold=True),
            CREAM,
        )
        if bj.insurance:
            self._paint_insurance_line(painter)

    def _paint_insurance_line(self, painter: QPainter) -> None:
        """Two gold half-ovals inside the boxes, ``INSURANCE PAYS 2 TO 1`` between them."""
        band = 46.0
        pen = QPen(QColor(GOLD.red(), GOLD.green(), GOLD.blue(), 200), 3.0)
        painter.save()
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for d in (0.0, band):
            rx, ry = _INSURANCE_RX - d, _INSURANCE_RY - d * _INSURANCE_RY / _INSURANCE_RX
            rect = QRectF(CENTRE_X - rx, DEALER_EDGE - ry, 2 * rx, 2 * ry)
            painter.drawArc(rect, -25 * 16, -130 * 16)
        painter.restore()
        middle = _INSURANCE_RY - band / 2 * _INSURANCE_RY / _INSURANCE_RX
        font = pixel_font(30, bold=True)
        self._arc(
            painter,
            QCoreApplication.translate("BlackjackTable", "INSURANCE PAYS 2 TO 1"),
            font,
            QColor(GOLD),
            DEALER_EDGE + middle + QFontMetricsF(font).ascent() / 2 - 4,
            radius=_INSURANCE_RX - band / 2,
        )

    @staticmethod
    def _arc(
        painter: QPainter, text: str, font: QFont, colour: QColor, baseline: float, radius: float
    ) -> None:
        font.setLetterSpacing(QFont.SpacingType.AbsoluteSpacing, 3)
        paint_arc_text(painter, text, font, colour, baseline, radius)

    def _paint_dealer_print(self, painter: QPainter) -> None:
        """The dealer's card spots and name, the discard rack and the shoe."""
        layout = self._layout_cache
        boost = self._text_boost()
        for rect in layout.dealer_cards:
            self._paint_slot(painter, rect)
        label_top = layout.dealer_cards[0].bottom() + 6 if layout.dealer_cards else 150.0
        label = QRectF(layout.dealer_rect.left(), label_top, layout.dealer_rect.width(), 26 * boost)
        draw_text(
            painter,
            label,
            QCoreApplication.translate("BlackjackTable", "DEALER"),
            pixel_font(17 * boost, bold=True),
            GOLD,
        )
        self._paint_rack(painter, boost)
        self._paint_shoe(painter, boost)

    def _paint_rack(self, painter: QPainter, boost: float) -> None:
        rack = _RACK
        self._paint_fixture(
            painter,
            rack,
            ("#3B4450", "#1C2128"),
            QCoreApplication.translate("BlackjackTable", "Discards"),
            boost,
        )
        # The discards stand on edge in the rack: a few card edges seen from above.
        painter.save()
        painter.setPen(QPen(QColor("#E8E2D0"), 2.0))
        for i in range(9):
            x = rack.left() + 28 + i * 5.0
            painter.drawLine(QPointF(x, rack.top() + 14), QPointF(x, rack.bottom() - 14))
        painter.restore()

    def _paint_shoe(self, painter: QPainter, boost: float) -> None:
        shoe = _SHOE
        self._paint_fixture(
            painter,
            shoe,
            ("#5C6570", "#2A3038"),
            QCoreApplication.translate("BlackjackTable", "Shoe"),
            boost,
        )
        # The card at the shoe's mouth, towards the dealer's hand.
        mouth = QRectF(shoe.left() + 10, shoe.top() + 18, 64 * CARD_ASPECT + 6, shoe.height() - 36)
        painter.save()
        painter.setBrush(QColor("#9E2A2B"))
        painter.setPen(QPen(QColor("#F4F1E8"), 3.0))
        painter.drawRoundedRect(mouth, 6, 6)
        painter.restore()

    @staticmethod
    def _paint_fixture(
        painter: QPainter, rect: QRectF, colours: tuple[str, str], name: str, boost: float
    ) -> None:
        """A fixture of the dealer's side (the shoe, the discard rack), its name under it."""
        painter.save()
        painter.setPen(QPen(QColor("#0D0D0D"), 2))
        gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        gradient.setColorAt(0.0, QColor(colours[0]))
        gradient.setColorAt(1.0, QColor(colours[1]))
        painter.setBrush(gradient)
        painter.drawRoundedRect(rect, 10, 10)
        painter.restore()
        under = QRectF(rect.left() - 10, rect.bottom() + 4, rect.width() + 20, 24 * boost)
        draw_text(painter, under, name, pixel_font(16 * boost), GOLD)

    def _paint_seat_print(self, painter: QPainter, number: int) -> None:
        """A seat's number and its betting box, shaded where someone plays."""
        painter.save()
        self._seat_space(painter, number)
        if number in self.scene().players:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 36))
            painter.drawRoundedRect(QRectF(0, 0, SEAT_W, SEAT_H), 16, 16)
        painter.setPen(QPen(GOLD, 3.0))
        painter.setBrush(QColor(0, 0, 0, 40))
        painter.drawRoundedRect(_BOX, 10, 10)
        painter.setPen(QPen(GOLD, 2.0))
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawEllipse(QPointF(19, 19), 15, 15)
        draw_text(painter, QRectF(4, 4, 30, 30), str(number), pixel_font(18, bold=True), CREAM)
        painter.restore()

    # -- what lies on it -------------------------------------------------------------------

    def _paint_seat_content(self, painter: QPainter, number: int, seat: SeatScene) -> None:
        """A box's hands side by side, each its cards above its chips (a double's beside
        them) and its amount; the marks on each hand; the insurance on the line in front."""
        boost = self._text_boost()
        painter.save()
        self._seat_space(painter, number)
        hands = seat.hands or (
            (HandScene(seat.cards, seat.wagers),) if seat.cards or seat.wagers else ()
        )
        n = max(1, len(hands))
        column = (SEAT_W - 36) / n
        for k, hand in enumerate(hands):
            left = 34 + k * column
            self._paint_hand(painter, hand, QRectF(left, 0, column, SEAT_H), n, boost)
        if has_loose_chips(seat):  # the chips being built, as the other games draw them
            paint_loose_chips(painter, seat, boost)
        bj = self._bj()
        words = []
        insurance = seat.wagers.get(INSURANCE, 0)
        if number in bj.even_money:
            words.append(QCoreApplication.translate("BlackjackTable", "Even money"))
        elif insurance:
            words.append(
                arg(QCoreApplication.translate("BlackjackTable", "Ins. %1"), felt_money(insurance))
            )
        if number in bj.insurance_paid:
            words.append(
                arg(
                    QCoreApplication.translate("BlackjackTable", "paid %1"),
                    felt_money(bj.insurance_paid[number]),
                )
            )
        if words:
            self._paint_insurance(painter, number, insurance, " · ".join(words), boost)
        painter.restore()

    def _paint_hand(
        self, painter: QPainter, hand: HandScene, area: QRectF, count: int, boost: float
    ) -> None:
        cards = hand.cards
        height = {1: 84.0, 2: 70.0}.get(count, 56.0)
        width = height * CARD_ASPECT
        if cards:
            # Each card a little right of and below the one before, as dealt to a box.
            step = min(width * 0.42, (area.width() - width) / max(1, len(cards) - 1))
            drop = min(9.0, 36.0 / max(1, len(cards) - 1))
            left = area.center().x() - (width + step * (len(cards) - 1)) / 2
            for i, card in enumerate(cards):
                rect = QRectF(left + i * step, 6 + i * drop, width, height)
                self._paint_card_at(painter, rect, card)
        wager = hand.wagers.get(BET, 0)
        double = hand.wagers.get(DOUBLE, 0)
        chip_radius = min(20.0, area.width() * 0.28)
        base_y = _BOX.top() + 24
        if wager:
            x = area.center().x() - (chip_radius * 0.9 if double else 0)
            paint_chip_stack(painter, QPointF(x, base_y), chip_radius, stack_chips(wager), 5)
        if double:
            x = area.center().x() + chip_radius * 0.9
            paint_chip_stack(painter, QPointF(x, base_y), chip_radius, stack_chips(double), 5)
        if wager:
            total = felt_money(wager) + (" ×2" if double else "")
            text = QRectF(area.left() + 1, _BOX.top() + 33, area.width() - 2, 20 * boost)
            draw_text(painter, text, total, pixel_font(17 * boost, bold=True), CREAM)
        font = pixel_font(14 * boost, bold=True)
        height = 20 * boost
        # The marks just above the box, over the foot of the cards (their indices show).
        pills = [(m, QColor(20, 20, 20, 215)) for m in hand.marks]
        if double:
            pills.insert(
                0, (QCoreApplication.translate("BlackjackTable", "Doubled"), QColor("#8C2F1F"))
            )
        y = _BOX.top() - 2 - len(pills) * (height + 2)
        for words, colour in pills:
            self._pill(
                painter, QRectF(area.left() + 2, y, area.width() - 4, height), words, font, colour
            )
            y += height + 2
        if hand.paid is not None:  # what the dealer paid, at the foot of the box
            pill = QRectF(area.left() + 2, _BOX.bottom() - height - 1, area.width() - 4, height)
            words = arg(
                QCoreApplication.translate("BlackjackTable", "Paid %1"), felt_money(hand.paid)
            )
            self._pill(painter, pill, words, font, QColor("#1F4E8C"))

    @staticmethod
    def _pill(painter: QPainter, rect: QRectF, words: str, font: QFont, colour: QColor) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
        draw_text(painter, rect.adjusted(5, 0, -5, 0), words, font, QColor("#FFFFFF"))

    def _paint_insurance(
        self, painter: QPainter, number: int, amount: Cents, text: str, boost: float
    ) -> None:
        """The insurance wager in front of the box, towards the insurance line (the
        table's middle: a box at the side has its neighbour above it), with ``text``: its
        amount, even money, what the insurance was paid."""
        font = pixel_font(14 * boost, bold=True)
        width = min(SEAT_W + 40, QFontMetricsF(font).horizontalAdvance(text) + 30 * boost + 16)
        height = 22 * boost
        seat = self._layout_cache.seat_rects[number].center()
        dx, dy = CENTRE_X - seat.x(), DEALER_EDGE + 520 - seat.y()
        norm = max(1e-6, math.hypot(dx, dy))
        dx, dy = dx / norm, dy / norm
        reach = abs(dx) * (SEAT_W + width) / 2 + abs(dy) * (SEAT_H + height) / 2 + 4
        middle = QPointF(SEAT_W / 2 + dx * reach, SEAT_H / 2 + dy * reach)
        pill = QRectF(middle.x() - width / 2, middle.y() - height / 2, width, height)
        painter.setPen(QPen(GOLD, 1.5))
        painter.setBrush(QColor(20, 20, 20, 220))
        painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
        radius = pill.height() * 0.42
        if amount:
            paint_chip_stack(
                painter,
                QPointF(pill.left() + radius + 4, pill.center().y() + radius * 0.3),
                radius,
                stack_chips(amount)[:3],
                3,
            )
        left = 2 * radius + 8 if amount else 8
        draw_text(painter, pill.adjusted(left, 0, -8, 0), text, font, CREAM)


def _fields(scene: TableScene) -> dict[str, Any]:
    return {f.name: getattr(scene, f.name) for f in fields(TableScene)}


GAME = UiGame(
    id=GAME_ID,
    view=BlackjackTableView,
    show=_show,
    scene=blackjack_scene,
    side_panel=posted_html,
    strip=blackjack_strip,
    felt_shows_sheet=True,  # every hand's wager, marks and payment lie at its box
)
