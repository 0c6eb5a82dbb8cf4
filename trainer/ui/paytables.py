"""The house's posted pay tables as rich text, for the drill's side panel and the rules page."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication

from trainer.engine.games import game_spec
from trainer.engine.money import format_money
from trainer.engine.rule_words import row_name
from trainer.engine.rules import GameRules, PayTable
from trainer.engine.wager_words import wager_name
from trainer.ui.translation import arg


def posted_tables(rules: GameRules) -> list[PayTable]:
    """The tables posted at this house's table: the chosen schedule of each wager paid by
    numbered schedules (3-5-7), and the game's other pay tables that have more than one
    row, with the fixed amounts the house posts ("for one", the progressive's)."""
    if rules.house.schedules:
        return [
            rules.paytable(w, rules.house.schedules.get(w))
            for w in game_spec(rules.id).wagers
            if rules.schedules_for(w)
        ]
    return [
        t.with_amounts(rules.house.progressive_amounts)
        if any(r.amount is not None for r in t.rows)
        else t
        for t in rules.paytables
        if len(t.rows) > 1
    ]


def table_html(table: PayTable, *, compact: bool = False) -> str:
    """One pay table as an HTML table."""
    title = table.name
    if table.schedule is not None:
        wager = wager_name(table.wager)
        title = arg(
            QCoreApplication.translate("PayTables", "%1 · Schedule %2"),
            f"{wager[:1].upper()}{wager[1:]}",
            table.schedule,
        )
    pad = "2px 6px" if compact else "4px 10px"
    rows = "".join(
        f"<tr><td style='padding:{pad}'>{escape(row_name(r.label))}</td>"
        f"<td style='padding:{pad}' align='right'><b>{escape(r.pays)}</b></td></tr>"
        for r in table.rows
    )
    return (
        f"<p style='margin:6px 0 2px 0'><b>{escape(title)}</b></p>"
        f"<table cellspacing='0' style='border-collapse:collapse'>{rows}</table>"
    )


def posted_html(rules: GameRules, *, compact: bool = True) -> str:
    """Every posted table of a game, one after another, and the rules the table follows:
    its jurisdiction, the dealer's qualifier, or the table limit, surrender and rake."""
    parts = [table_html(t, compact=compact) for t in posted_tables(rules)]
    h = rules.house
    notes = [arg(QCoreApplication.translate("PayTables", "%1 rules"), rules.jurisdiction)]
    if rules.qualifier is not None:
        notes.append(
            arg(
                QCoreApplication.translate("PayTables", "Dealer qualifies with %1"),
                rules.qualifier.describe(),
            )
        )
    else:
        notes.append(
            arg(
                QCoreApplication.translate("PayTables", "Table limit %1 a wager"),
                format_money(h.max_wager),
            )
        )
    if "surrender" in game_spec(rules.id).house_options:
        notes.append(
            QCoreApplication.translate("PayTables", "Surrender: allowed")
            if h.surrender
            else QCoreApplication.translate("PayTables", "Surrender: not offered")
        )
    if h.player_banked_pot:
        notes.append(
            arg(
                QCoreApplication.translate("PayTables", "Pot rake %1% up to %2"),
                f"{h.rake_percent.normalize():f}",
                format_money(h.rake_cap),
            )
        )
    foot = "".join(f"<p style='margin:2px 0;color:#5b6575'>{escape(n)}</p>" for n in notes)
    return "".join(parts) + foot
