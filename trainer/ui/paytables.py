"""The house's posted pay tables as rich text, for the drill's side panel and the rules page."""

from __future__ import annotations

from html import escape

from trainer.engine.rules import GameRules, PayTable

_WAGER_TITLES = {
    "three": "'3' bet",
    "five": "'5' bet",
    "seven": "'7' bet",
    "pair_plus": "Pair Plus",
    "ante_bonus": "Ante bonus",
    "ante": "Ante",
    "play": "Play",
    "call": "Call",
    "progressive": "Progressive-5/5",
}


def posted_tables(rules: GameRules) -> list[PayTable]:
    """The tables posted at this house's table: the chosen schedules, and the game's other
    pay tables that have more than one row."""
    if rules.id == "three-five-seven":
        return [rules.paytable(w, rules.house.schedules.get(w)) for w in ("three", "five", "seven")]
    tables = [t for t in rules.paytables if len(t.rows) > 1]
    if rules.id == "casino-holdem":
        return [
            t.with_amounts(rules.house.progressive_amounts) if t.wager == "progressive" else t
            for t in tables
        ]
    return tables


def table_html(table: PayTable, *, compact: bool = False) -> str:
    """One pay table as an HTML table."""
    title = _WAGER_TITLES.get(table.wager, table.wager)
    if table.schedule is not None:
        title += f" · Schedule {table.schedule}"
    elif table.name and table.name != title:
        title = table.name
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
    """Every posted table of a game, one after another."""
    parts = [table_html(t, compact=compact) for t in posted_tables(rules)]
    notes = []
    if rules.id == "three-five-seven":
        h = rules.house
        notes.append(f"Table limit ${h.max_wager / 100:.2f} a wager")
        notes.append("Surrender: " + ("allowed" if h.surrender else "not offered"))
        if h.player_banked_pot:
            notes.append(f"Pot rake {h.rake_percent.normalize():f}% up to ${h.rake_cap / 100:.2f}")
    elif rules.qualifier is not None:
        notes.append(f"Dealer qualifies with {rules.qualifier.describe()}")
    foot = "".join(f"<p style='margin:2px 0;color:#5b6575'>{escape(n)}</p>" for n in notes)
    return "".join(parts) + foot
