"""The 3-5-7 home game in the window: players seated around an oval kitchen table, no
dealer's layout. Each seat shows the player's name, cards, whether they are in or out, and
their strikes or markers; the pot sits in the middle; a button marks the dealer. Beside the
table: the stakes and the house rules of the variant a question plays."""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from html import escape
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPaintEvent,
    QPen,
    QRadialGradient,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from trainer.engine.cards import Card
from trainer.engine.games import AnyRules, registry
from trainer.engine.games.three_five_seven_home import GAME_ID, HomeOptions, HomeRules, Variant
from trainer.engine.money import Cents, format_money, to_cents
from trainer.quiz.chips import fewest_chips
from trainer.quiz.games.three_five_seven_home.rounds import tie_share
from trainer.quiz.model import Question
from trainer.ui.cards import card_name, paint_card, paint_chip
from trainer.ui.games.spec import UiGame
from trainer.ui.scenes import Strip, cards_of
from trainer.ui.translation import arg


@dataclass(frozen=True, slots=True)
class HomeSeat:
    """One player at the home table."""

    name: str
    cards: tuple[Card | None, ...] = ()
    declared: bool | None = None
    marks: int = 0
    note: str = ""


@dataclass(frozen=True, slots=True)
class HomeScene:
    """What the home table shows."""

    seats: tuple[HomeSeat, ...] = ()
    pot: Cents = 0
    dealer: str | None = None
    caption: str = ""
    mark_name: str = "markers"
    center_cards: tuple[Card | None, ...] = ()


class HomeTableView(QWidget):
    """Players around an oval table, drawn with QPainter at any size."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._scene = HomeScene()
        self._four_colour = False
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(self.tr("Home game table"))

    def sizeHint(self) -> QSize:
        return QSize(960, 560)

    def minimumSizeHint(self) -> QSize:
        return QSize(420, 240)

    def set_scene(self, scene: HomeScene) -> None:
        """Show another table."""
        self._scene = scene
        self.setAccessibleName(self._describe())
        self.update()

    def scene(self) -> HomeScene:
        """The table shown."""
        return self._scene

    def set_four_colour(self, on: bool) -> None:
        """Use a four-colour deck."""
        self._four_colour = on
        self.update()

    def _describe(self) -> str:
        parts = [self.tr("Home game table.")]
        if self._scene.caption:
            parts.append(self._scene.caption + ".")
        for seat in self._scene.seats:
            cards = ", ".join(card_name(c) for c in seat.cards) or self.tr("no cards")
            state = {True: self.tr("in"), False: self.tr("out"), None: ""}[seat.declared]
            text = f"{seat.name}: {cards}"
            if state:
                text += f"; {state}"
            if seat.marks:
                text += "; " + _marks_text(seat.marks, self._scene.mark_name, badge=False)
            if seat.name == self._scene.dealer:
                text += self.tr("; deals")
            parts.append(text + ".")
        if self._scene.pot:
            parts.append(arg(self.tr("Pot %1."), format_money(self._scene.pot)))
        return " ".join(parts)

    # -- drawing ---------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.width(), self.height()
        painter.fillRect(self.rect(), QColor("#f6f4ef"))
        cx, cy = w / 2, h / 2
        rx, ry = w * 0.36, h * 0.30
        # The table: a wooden rim around green baize.
        rim = QRectF(cx - rx - 14, cy - ry - 14, 2 * rx + 28, 2 * ry + 28)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#7a4a26"))
        painter.drawEllipse(rim)
        felt = QRadialGradient(QPointF(cx, cy), max(rx, ry))
        felt.setColorAt(0.0, QColor("#2f8a5a"))
        felt.setColorAt(1.0, QColor("#1f6b45"))
        painter.setBrush(felt)
        painter.drawEllipse(QRectF(cx - rx, cy - ry, 2 * rx, 2 * ry))
        scale = min(w / 960, h / 560)
        seats = self._scene.seats
        placed = []
        for i, seat in enumerate(seats):
            # Seats go clockwise from the bottom centre (the viewer's place).
            angle = math.pi / 2 + 2 * math.pi * i / max(1, len(seats))
            sx = cx + (rx + 40 * scale) * math.cos(angle) * 1.02
            sy = cy + (ry + 44 * scale) * math.sin(angle) * 1.05
            # On a small felt the seat's name and badges (their fonts have a floor) would
            # fall off the bottom edge, the cards off the top: keep the whole seat inside.
            above, below = self._seat_extent(seat, scale)
            sy = max(above + 2, min(sy, h - below - 2))
            placed.append((seat, QPointF(sx, sy), below))
        if self._scene.caption:
            # Under the badges of a seat at the top of the table: at a scale of 1.5 Cal's
            # IN covered "7s wild".
            top = cy - ry * 0.75
            for _seat, at, below in placed:
                if at.y() < cy and abs(at.x() - cx) < rx * 0.5:
                    top = max(top, at.y() + below + 2)
            font = QFont(self.font())
            font.setPointSizeF(max(8.0, 13 * scale))
            font.setBold(True)
            # Across the felt where it stands, whole: a longer caption (Spanish's runs a
            # quarter longer) is set smaller rather than run onto the rim.
            rise = min(1.0, abs(top - cy) / ry)
            room = 2 * rx * math.sqrt(1 - rise * rise) * 0.94
            wide = QFontMetricsF(font).horizontalAdvance(self._scene.caption)
            if wide > room:
                font.setPointSizeF(max(6.0, font.pointSizeF() * room / wide))
            painter.setFont(font)
            painter.setPen(QColor("#e8d9a8"))
            painter.drawText(
                QRectF(cx - rx, top, 2 * rx, 30 * scale),
                Qt.AlignmentFlag.AlignCenter,
                self._scene.caption,
            )
        self._paint_pot(painter, cx, cy, scale)
        for seat, at, _below in placed:
            self._paint_seat(painter, seat, at, scale)
        painter.end()

    def _paint_pot(self, painter: QPainter, cx: float, cy: float, scale: float) -> None:
        cards = self._scene.center_cards
        if cards:
            ch = 90 * scale
            cw = ch * 5 / 7
            total = len(cards) * (cw + 6 * scale)
            for i, c in enumerate(cards):
                rect = QRectF(cx - total / 2 + i * (cw + 6 * scale), cy - ch / 2, cw, ch)
                paint_card(painter, rect, c, four_colour=self._four_colour)
            return
        pot = self._scene.pot
        if not pot:
            return
        chips = fewest_chips(pot) or {}
        radius = 14 * scale
        x = cx - (len(chips) - 1) * radius * 1.2
        for denomination, count in chips.items():
            for k in range(min(count, 6)):
                paint_chip(painter, QPointF(x, cy - k * radius * 0.28), radius, denomination)
            x += radius * 2.4
        font = QFont(self.font())
        font.setPointSizeF(max(8.0, 12 * scale))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("white"))
        painter.drawText(
            QRectF(cx - 120, cy + radius * 1.3, 240, 24 * scale + 6),
            Qt.AlignmentFlag.AlignCenter,
            arg(self.tr("Pot %1"), format_money(pot)),
        )

    def _seat_fonts(self, scale: float) -> tuple[QFont, QFont]:
        """The seat's name font and its badges' font."""
        name = QFont(self.font())
        name.setPointSizeF(max(8.0, 11 * scale))
        name.setBold(True)
        badge = QFont(name)
        badge.setPointSizeF(max(7.0, 9 * scale))
        return name, badge

    def _badges(self, seat: HomeSeat) -> list[tuple[str, QColor]]:
        badges = []
        if seat.declared is True:
            badges.append((self.tr("IN"), QColor("#1e8e4e")))
        elif seat.declared is False:
            badges.append((self.tr("OUT"), QColor("#8a8f98")))
        if seat.marks:
            badges.append(
                (_marks_text(seat.marks, self._scene.mark_name, badge=True), QColor("#b8862b"))
            )
        if seat.note:
            badges.append((seat.note, QColor("#2b6cb0")))
        return badges

    def _seat_extent(self, seat: HomeSeat, scale: float) -> tuple[float, float]:
        """How far a seat drawn at a point reaches above it and below it."""
        ch = 62 * scale
        name_font, badge_font = self._seat_fonts(scale)
        label_h = max(20 * scale + 4, QFontMetricsF(name_font).height() + 2)
        badge_h = max(18 * scale + 2, QFontMetricsF(badge_font).height() + 2)
        return ch / 2, ch / 2 + 2 + label_h + len(self._badges(seat)) * (badge_h + 3)

    def _paint_seat(self, painter: QPainter, seat: HomeSeat, at: QPointF, scale: float) -> None:
        ch = 62 * scale
        cw = ch * 5 / 7
        step = cw * (0.55 if len(seat.cards) > 3 else 0.9)
        width = cw + step * max(0, len(seat.cards) - 1)
        left = at.x() - width / 2
        top = at.y() - ch / 2
        for i, c in enumerate(seat.cards):
            paint_card(
                painter,
                QRectF(left + i * step, top, cw, ch),
                c,
                four_colour=self._four_colour,
                dimmed=seat.declared is False,
            )
        name_font, badge_font = self._seat_fonts(scale)
        painter.setFont(name_font)
        label_h = max(20 * scale + 4, QFontMetricsF(name_font).height() + 2)
        name = seat.name + ("  (D)" if seat.name == self._scene.dealer else "")
        label_w = max(220 * scale, QFontMetricsF(name_font).horizontalAdvance(name) + 8)
        label = QRectF(at.x() - label_w / 2, top + ch + 2, label_w, label_h)
        painter.setPen(QColor("#1d2430"))
        painter.drawText(label, Qt.AlignmentFlag.AlignCenter, name)
        painter.setFont(badge_font)
        badge_h = max(18 * scale + 2, QFontMetricsF(badge_font).height() + 2)
        y = label.bottom() + 2
        for text, colour in self._badges(seat):
            badge_w = max(140 * scale, QFontMetricsF(badge_font).horizontalAdvance(text) + 12)
            box = QRectF(at.x() - badge_w / 2, y, badge_w, badge_h)
            painter.setPen(QPen(colour, 1.2))
            painter.setBrush(QColor(255, 255, 255, 220))
            painter.drawRoundedRect(box, 6, 6)
            painter.setPen(colour)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
            y = box.bottom() + 3


def seats_from(names: Sequence[str]) -> tuple[HomeSeat, ...]:
    """Players with nothing dealt yet."""
    return tuple(HomeSeat(n) for n in names)


# ---------------------------------------------------------------------------------------
# A question's table and its house rules


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
                cards=cards_of(player.get("cards")),
                declared=player.get("in"),
                marks=int(player.get("marks", 0) or 0),
                note=_second_chance_note(player),
            )
            for player in scenario.get("players", ())
        )
        played = _variant_word(variant)
        if scenario.get("burn"):
            caption = arg(
                QCoreApplication.translate("HomeTable", "%1-card round · %2s wild · %3 · burn %4"),
                size,
                size,
                played,
                format_money(int(Decimal(scenario["burn"]) * 100)),
            )
        else:
            caption = arg(
                QCoreApplication.translate("HomeTable", "%1-card round · %2s wild · %3"),
                size,
                size,
                played,
            )
        pot = int(Decimal(scenario.get("pot", 0)) * 100)
        return HomeScene(seats, pot, seats[0].name if seats else None, caption, marks)
    if "cards" in p:
        size = int(p.get("round", len(p["cards"])))
        caption = arg(
            QCoreApplication.translate("HomeTable", "%1-card round · %2s wild"),
            size,
            p.get("wild", size),
        )
        return HomeScene(caption=caption, center_cards=cards_of(p["cards"]))
    names = [str(n) for n in p.get("players", ())]
    variant = str(p.get("variant", ""))
    caption = {
        "strikes": QCoreApplication.translate("HomeTable", "Strikes", "the variant's name"),
        "burns": QCoreApplication.translate("HomeTable", "Burns", "the variant's name"),
    }.get(variant, "")
    return HomeScene(
        seats=seats_from(names),
        dealer=str(p["button"]) if p.get("button") else None,
        caption=caption,
        mark_name="strikes" if variant == "strikes" else "markers",
    )


def _variant_word(variant: str) -> str:
    """A variant's name as the felt's caption writes it (the texts' names stay)."""
    if variant == "strikes":
        return QCoreApplication.translate("HomeTable", "strikes", "the variant, in a caption")
    if variant == "burns":
        return QCoreApplication.translate("HomeTable", "burns", "the variant, in a caption")
    return variant


def _marks_text(count: int, mark_name: str, *, badge: bool) -> str:
    """A seat's strikes or markers: ``2 × markers`` on its badge, ``2 markers`` read aloud."""
    if mark_name == "strikes":
        if badge:
            return arg(QCoreApplication.translate("HomeTable", "%1 × strikes"), count)
        return arg(QCoreApplication.translate("HomeTable", "%1 strikes"), count)
    if badge:
        return arg(QCoreApplication.translate("HomeTable", "%1 × markers"), count)
    return arg(QCoreApplication.translate("HomeTable", "%1 markers"), count)


def _second_chance_note(player: Mapping[str, object]) -> str:
    """How a player declared on the second chance (Burns ¶24), where there was one."""
    if "second_in" not in player:
        return ""
    if player["second_in"]:
        return QCoreApplication.translate("HomeTable", "2nd chance: in")
    return QCoreApplication.translate("HomeTable", "2nd chance: out")


def home_rules_html(question: Question, rules: AnyRules | None = None) -> str:
    """The home game's stakes and house rules for the variant a question plays, as this
    table has chosen them (``rules``) or as shipped."""
    scenario = question.prompt.get("scenario")
    variant = question.prompt.get("variant")
    if isinstance(scenario, dict):
        variant = scenario.get("variant", variant)
    try:
        chosen = Variant(str(variant))
    except ValueError:
        chosen = Variant.BURNS
    home = rules if isinstance(rules, HomeRules) else registry().home(GAME_ID)
    options = home.options(chosen)
    if isinstance(scenario, dict) and isinstance(scenario.get("options"), dict):
        # The round the question shows may play otherwise than the house (a suit
        # tie-break, a second chance): its own options are the ones shown.
        played: dict[str, Any] = {
            k: to_cents(v) if isinstance(v, Decimal) else v
            for k, v in scenario["options"].items()
            if k in HomeOptions.__dataclass_fields__
        }
        options = dataclasses.replace(options, **played)
    money = format_money
    rows = [
        (
            QCoreApplication.translate("HomeRules", "Wild cards"),
            QCoreApplication.translate("HomeRules", "3s, then 5s, then 7s"),
        ),
        (
            QCoreApplication.translate("HomeRules", "Three 3s"),
            QCoreApplication.translate("HomeRules", "no value (the lowest hand)")
            if options.three_threes_worthless
            else QCoreApplication.translate("HomeRules", "three aces"),
        ),
    ]
    if options.variant is Variant.BURNS:
        rises = (
            arg(
                QCoreApplication.translate("HomeRules", "%1 a game, up to %2"),
                money(options.ante_step),
                money(options.ante_cap),
            )
            if options.ante_cap is not None
            else arg(
                QCoreApplication.translate("HomeRules", "%1 a game, no cap"),
                money(options.ante_step),
            )
        )
        rows += [
            (QCoreApplication.translate("HomeRules", "First ante"), money(options.ante)),
            (QCoreApplication.translate("HomeRules", "Ante rises"), rises),
            (QCoreApplication.translate("HomeRules", "First burn"), money(options.burn)),
            (
                QCoreApplication.translate("HomeRules", "Burn rises"),
                arg(
                    QCoreApplication.translate("HomeRules", "%1 a game, no cap"),
                    money(options.burn_step),
                ),
            ),
            (
                QCoreApplication.translate("HomeRules", "Lone player in"),
                QCoreApplication.translate("HomeRules", "earns a marker; no burns"),
            ),
            (
                QCoreApplication.translate("HomeRules", "After a pot is won"),
                QCoreApplication.translate("HomeRules", "the ante and burn start again")
                if options.reset_stakes_on_pot
                else QCoreApplication.translate("HomeRules", "the stakes keep rising"),
            ),
        ]
    else:
        ante = (
            arg(
                QCoreApplication.translate("HomeRules", "%1 on every new hand"),
                money(options.ante),
            )
            if options.ante_every_game
            else arg(
                QCoreApplication.translate("HomeRules", "%1 when a pot opens"),
                money(options.ante),
            )
        )
        rows += [
            (QCoreApplication.translate("HomeRules", "Ante"), ante),
            (
                QCoreApplication.translate("HomeRules", "Losers in"),
                QCoreApplication.translate("HomeRules", "pay the winner the pot"),
            ),
            (QCoreApplication.translate("HomeRules", "Tied winners"), tie_share(options)),
            (
                QCoreApplication.translate("HomeRules", "Lone player in"),
                QCoreApplication.translate("HomeRules", "takes a strike"),
            ),
        ]
        if options.strike_pays_pot and options.strike_contribution:
            rows.append(
                (
                    QCoreApplication.translate("HomeRules", "On a strike"),
                    arg(
                        QCoreApplication.translate(
                            "HomeRules", "each other player adds %1 to the pot"
                        ),
                        money(options.strike_contribution),
                    ),
                )
            )
    if options.second_chance:
        rows.append(
            (
                QCoreApplication.translate("HomeRules", "Nobody in"),
                QCoreApplication.translate("HomeRules", "a second chance to declare"),
            )
        )
    if options.no_one_in_pays_pot:
        rows.append(
            (
                QCoreApplication.translate("HomeRules", "Nobody in, at the last"),
                QCoreApplication.translate("HomeRules", "everyone pays a burn to the pot"),
            )
        )
    if options.suit_tiebreak:
        rows.append(
            (
                QCoreApplication.translate("HomeRules", "Tied hands"),
                QCoreApplication.translate(
                    "HomeRules", "broken by suit: spades, hearts, clubs, diamonds"
                ),
            )
        )
    rows.append(
        (
            QCoreApplication.translate("HomeRules", "Markers to win the pot")
            if options.variant is Variant.BURNS
            else QCoreApplication.translate("HomeRules", "Strikes to win the pot"),
            str(options.marks_to_win),
        )
    )
    body = "".join(
        f"<tr><td style='padding:2px 6px'>{escape(k)}</td>"
        f"<td style='padding:2px 6px'><b>{escape(v)}</b></td></tr>"
        for k, v in rows
    )
    # The rules file's name stays as the house wrote it, the variants' as the texts name
    # them (as the Rules page's posted choices show them).
    title = f"{home.name} · {'Burns' if options.variant is Variant.BURNS else 'Strikes'}"
    return (
        f"<p style='margin:6px 0 2px 0'><b>{escape(title)}</b></p>"
        f"<table cellspacing='0'>{body}</table>"
    )


def home_strip(question: Question) -> Strip:
    """The hands a question is read from, drawn large under the table: seven cards a
    player on the felt are a few pixels high at a scale of 1.5. Where the players have
    declared, the hands of those in, if two or more show down (those out, or one alone,
    compare nothing); else every hand dealt."""
    seats = [seat for seat in home_scene_for(question).seats if any(seat.cards)]
    if any(seat.declared is not None for seat in seats):
        seats = [seat for seat in seats if seat.declared]
        if len(seats) < 2:
            seats = []
    strip: Strip = []
    for seat in seats:
        label = seat.name
        if seat.declared is not None:
            said = (
                QCoreApplication.translate("HomeTable", "in")
                if seat.declared
                else QCoreApplication.translate("HomeTable", "out")
            )
            label = arg(QCoreApplication.translate("HomeTable", "%1 · %2"), seat.name, said)
        strip.append((label, tuple(seat.cards)))
    return strip


def _show(view: QWidget, question: Question, rules: AnyRules) -> None:
    assert isinstance(view, HomeTableView)
    view.set_scene(home_scene_for(question))


GAME = UiGame(
    id=GAME_ID,
    view=HomeTableView,
    show=_show,
    scene=lambda question, rules: home_scene_for(question),
    side_panel=home_rules_html,
    strip=home_strip,
)
