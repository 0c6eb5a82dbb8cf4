"""The house's posted pay tables as rich text, for the drill's side panel and the rules page."""

from __future__ import annotations

from html import escape

from trainer.engine.games import game_spec
from trainer.engine.rules import GameRules, PayTable


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
        wager = game_spec(table.game).wager_names.get(table.wager, table.wager)
        title = f"{wager[:1].upper()}{wager[1:]} · Schedule {table.schedule}"
    pad = "2px 6px" if compact else "4px 10px"
    rows = "".join(
        f"<tr><td style='padding:{pad}'>{escape(r.label)}</td>"
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
    notes = [f"{rules.jurisdiction} rules"]
    if rules.qualifier is not None:
        notes.append(f"Dealer qualifies with {rules.qualifier.describe()}")
    else:
        notes.append(f"Table limit ${h.max_wager / 100:.2f} a wager")
    if "surrender" in game_spec(rules.id).house_options:
        notes.append("Surrender: " + ("allowed" if h.surrender else "not offered"))
    if h.player_banked_pot:
        notes.append(f"Pot rake {h.rake_percent.normalize():f}% up to ${h.rake_cap / 100:.2f}")
    foot = "".join(f"<p style='margin:2px 0;color:#5b6575'>{escape(n)}</p>" for n in notes)
    return "".join(parts) + foot
