"""Roulette in the window: the layout with a question's bets on it as stacks of each
player's wheel chips, the marker on the winning number, and beside it what the house posts
(the wheel, the odds and the most on each kind of bet, what a zero does to the even-money
bets). The drawing is :mod:`trainer.ui.games.roulette_view`."""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal
from html import escape
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QWidget

from trainer.engine.games import AnyRules
from trainer.engine.games.roulette.game import roulette_rules_of
from trainer.engine.games.roulette.layout import BetKind, Wheel
from trainer.engine.games.roulette.rules_file import GAME_ID, RouletteRules
from trainer.engine.money import Cents, format_money, to_cents
from trainer.quiz.games.roulette.spins import bet_words
from trainer.quiz.model import AnswerKind, Question
from trainer.ui.games.roulette_geometry import RouletteScene, Stack, WheelChips
from trainer.ui.games.roulette_view import RouletteView
from trainer.ui.games.spec import UiGame
from trainer.ui.translation import arg


def _cents(value: object) -> Cents:
    """An amount as a prompt carries it (a ``Decimal``, or its text once stored)."""
    if isinstance(value, int | Decimal):
        return to_cents(value)
    return to_cents(Decimal(str(value)))


def _wheel(value: object, rules: RouletteRules) -> Wheel:
    try:
        return Wheel(str(value))
    except ValueError:
        return rules.wheel


def roulette_scene_for(question: Question, rules: AnyRules) -> RouletteScene:
    """The layout as a roulette question shows it: a spin's bets and the marker (payouts,
    the paid layout to audit with any late bet marked, a picture to pay in chips with the
    chips built in front), one chip to read (which numbers it covers), the marker alone
    (which bet wins), a player's wheel chips or
    a pile to colour up in front of an empty layout, else the empty layout of the wheel the
    question names or the house spins."""
    house = roulette_rules_of(rules)
    p: Mapping[str, Any] = question.prompt
    scenario = p.get("scenario")
    if isinstance(scenario, Mapping):
        values = {int(s): int(v) for s, v in dict(p.get("chips", {})).items()}
        shown = list(p.get("shown", ()))
        late = p.get("late")
        stacks = []
        for i, bet in enumerate(scenario.get("bets", ())):
            seat = int(bet["seat"])
            kind = BetKind(str(bet["bet"]))
            named = tuple(str(n) for n in bet.get("numbers", ()))
            amount = _cents(bet["amount"])
            value = values.get(seat, 0)
            stacks.append(
                Stack(
                    seat=seat,
                    kind=kind,
                    named=named,
                    amount=amount,
                    chips=amount // value if value else 0,
                    paid=int(shown[i]) if i < len(shown) else None,
                    words=bet_words(kind, named),
                    late=i == late,
                )
            )
        asked = p.get("seat")
        caption = ""
        if p.get("complete") is not None:
            caption = arg(
                QCoreApplication.translate("RouletteTable", "a complete on %1"), str(p["complete"])
            )
        return RouletteScene(
            wheel=_wheel(scenario.get("wheel"), house),
            winning=str(scenario.get("winning")),
            stacks=tuple(stacks),
            values=values,
            asked=int(asked) if asked is not None else None,
            caption=caption,
            builds=question.kind is AnswerKind.CHIPS,
        )
    wheel = _wheel(p.get("wheel"), house)
    if "bet" in p and "numbers" in p:  # a chip to read: which numbers it covers
        kind = BetKind(str(p["bet"]))
        named = tuple(str(n) for n in p["numbers"])
        chip = Stack(seat=1, kind=kind, named=named, amount=0, chips=1, words=kind.words)
        return RouletteScene(wheel=wheel, stacks=(chip,), bare_chip=True)
    if "stacks" in p and "value" in p:
        seat = int(p.get("seat", 1))
        chips = WheelChips(seat, int(p["stacks"]), int(p.get("loose", 0)), int(p["value"]))
        return RouletteScene(wheel=wheel, values={seat: chips.value}, wheel_chips=chips)
    if isinstance(p.get("pile"), Mapping):
        return RouletteScene(wheel=wheel, pile={int(v): int(n) for v, n in p["pile"].items()})
    winning = p.get("winning")
    return RouletteScene(wheel=wheel, winning=str(winning) if winning is not None else None)


_ZERO_RULE = {
    "lose": QT_TRANSLATE_NOOP("RouletteTable", "A zero takes every even-money bet."),
    "la partage": QT_TRANSLATE_NOOP(
        "RouletteTable",
        "La partage: a zero takes half of each even-money bet and returns half.",
    ),
    "en prison": QT_TRANSLATE_NOOP(
        "RouletteTable", "En prison: a zero holds each even-money bet for the next spin."
    ),
}


def to_one(odds: int) -> str:
    """ "35&nbsp;to&nbsp;1" in the window's language, as a pay table cell writes it."""
    return arg(QCoreApplication.translate("RouletteTable", "%1 to 1"), odds).replace(" ", "&nbsp;")


def posted_roulette_html(question: Question | None, rules: AnyRules) -> str:
    """What the house posts at its roulette table: the wheel, the table's limits, each bet
    it takes with its odds and the most on one bet, and what a zero does."""
    house = roulette_rules_of(rules)
    wheel = {
        Wheel.SINGLE_ZERO: QCoreApplication.translate("RouletteTable", "Single-zero wheel"),
        Wheel.DOUBLE_ZERO: QCoreApplication.translate("RouletteTable", "Double-zero wheel"),
        Wheel.TRIPLE_ZERO: QCoreApplication.translate("RouletteTable", "Triple-zero wheel"),
    }[house.wheel]
    rows = "".join(
        f"<tr><td style='padding:2px 4px'>{escape(_bet_name(kind))}</td>"
        f"<td style='padding:2px 4px' align='right'><b>{to_one(house.odds[kind])}</b></td>"
        f"<td style='padding:2px 4px' align='right'>{escape(format_money(house.most(kind)))}"
        "</td></tr>"
        for kind in house.bets
    )
    bet, pays, most = (
        escape(QCoreApplication.translate("RouletteTable", "Bet")),
        escape(QCoreApplication.translate("RouletteTable", "Pays")),
        escape(QCoreApplication.translate("RouletteTable", "Most")),
    )
    head = (
        f"<tr><td style='padding:2px 4px'><i>{bet}</i></td>"
        f"<td style='padding:2px 4px' align='right'><i>{pays}</i></td>"
        f"<td style='padding:2px 4px' align='right'><i>{most}</i></td></tr>"
    )
    notes = [
        arg(QCoreApplication.translate("RouletteTable", "%1 rules"), house.jurisdiction),
        arg(
            QCoreApplication.translate("RouletteTable", "Table limits %1 to %2"),
            format_money(house.min_wager),
            format_money(house.max_wager),
        ),
        QCoreApplication.translate("RouletteTable", str(_ZERO_RULE[house.zero_rule])),
    ]
    foot = "".join(f"<p style='margin:2px 0;color:#5b6575'>{escape(n)}</p>" for n in notes)
    roulette = escape(QCoreApplication.translate("RouletteTable", "Roulette"))
    return (
        f"<p style='margin:6px 0 2px 0'><b>{roulette} · {escape(wheel)}</b></p>"
        f"<table cellspacing='0' style='border-collapse:collapse'>{head}{rows}</table>{foot}"
    )


def _bet_name(kind: BetKind) -> str:
    return {
        BetKind.STRAIGHT: QCoreApplication.translate("RouletteTable", "Straight up"),
        BetKind.SPLIT: QCoreApplication.translate("RouletteTable", "Split"),
        BetKind.STREET: QCoreApplication.translate("RouletteTable", "Street"),
        BetKind.TRIO: QCoreApplication.translate("RouletteTable", "Trio"),
        BetKind.CORNER: QCoreApplication.translate("RouletteTable", "Corner"),
        BetKind.FIRST_FOUR: QCoreApplication.translate("RouletteTable", "First four"),
        BetKind.TOP_LINE: QCoreApplication.translate("RouletteTable", "Top line"),
        BetKind.SIX_LINE: QCoreApplication.translate("RouletteTable", "Six-line"),
        BetKind.DOZEN: QCoreApplication.translate("RouletteTable", "Dozen"),
        BetKind.COLUMN: QCoreApplication.translate("RouletteTable", "Column"),
        BetKind.RED: QCoreApplication.translate("RouletteTable", "Red"),
        BetKind.BLACK: QCoreApplication.translate("RouletteTable", "Black"),
        BetKind.ODD: QCoreApplication.translate("RouletteTable", "Odd"),
        BetKind.EVEN: QCoreApplication.translate("RouletteTable", "Even"),
        BetKind.LOW: QCoreApplication.translate("RouletteTable", "Low (1-18)"),
        BetKind.HIGH: QCoreApplication.translate("RouletteTable", "High (19-36)"),
    }[kind]


def _show(view: QWidget, question: Question, rules: AnyRules) -> None:
    assert isinstance(view, RouletteView)
    view.set_roulette(roulette_scene_for(question, rules))


GAME = UiGame(
    id=GAME_ID,
    view=RouletteView,
    show=_show,
    scene=roulette_scene_for,
    side_panel=posted_roulette_html,
    felt_shows_sheet=True,  # every bet's stack carries what it was paid
)
