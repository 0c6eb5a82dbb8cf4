"""The house's posted pay tables as rich text, for the drill's side panel and the rules page."""

from __future__ import annotations

from html import escape

from trainer.engine.games import AnyRules, registry
from trainer.engine.games.three_five_seven_home import GAME_ID, HomeRules, Variant
from trainer.engine.money import format_money
from trainer.engine.rules import GameRules, PayTable
from trainer.quiz.model import Question

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
    money = format_money
    rows = [("Wild cards", "3s, then 5s, then 7s")]
    if options.variant is Variant.BURNS:
        cap = money(options.ante_cap) if options.ante_cap is not None else "none"
        rows += [
            ("First ante", money(options.ante)),
            ("Ante rises", f"{money(options.ante_step)} a game, up to {cap}"),
            ("First burn", money(options.burn)),
            ("Burn rises", f"{money(options.burn_step)} a game, no cap"),
            ("Lone player in", "earns a marker; no burns"),
        ]
    else:
        rows += [
            ("Ante", f"{money(options.ante)} when a pot opens"),
            ("Losers in", "pay the winner the pot"),
            ("Lone player in", "takes a strike"),
        ]
        if options.strike_pays_pot and options.strike_contribution:
            rows.append(
                ("On a strike", f"each other player adds {money(options.strike_contribution)}")
            )
    if options.second_chance:
        rows.append(("Nobody in", "a second chance to declare"))
    if options.no_one_in_pays_pot:
        rows.append(("Nobody in (again)", "everyone pays a burn to the pot"))
    if options.suit_tiebreak:
        rows.append(("Ties", "broken by suit: spades, hearts, clubs, diamonds"))
    rows.append(("Marks to win the pot", str(options.marks_to_win)))
    body = "".join(
        f"<tr><td style='padding:2px 6px'>{escape(k)}</td>"
        f"<td style='padding:2px 6px'><b>{escape(v)}</b></td></tr>"
        for k, v in rows
    )
    title = "Burns" if options.variant is Variant.BURNS else "Strikes"
    return (
        f"<p style='margin:6px 0 2px 0'><b>3-5-7 home game · {title}</b></p>"
        f"<table cellspacing='0'>{body}</table>"
    )
