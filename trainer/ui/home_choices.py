"""The home game's posted choices, as the Rules page shows them above its texts: for each
variant the stakes and the choices the texts leave to the table, each with the clause it
comes from (a link into the text) and a mark where this house chose otherwise than the
shipped rules file."""

from __future__ import annotations

from html import escape
from urllib.parse import quote

from PySide6.QtCore import QCoreApplication

from trainer.engine.games import registry
from trainer.engine.games.three_five_seven_home import GAME_ID, HomeOptions, HomeRules, Variant
from trainer.engine.money import format_money
from trainer.quiz.citations import cite
from trainer.quiz.games.three_five_seven_home.rounds import tie_share
from trainer.ui.theme import ACCENT, MUTED

CLAUSE_SCHEME = "clause"
"""Links in the choices open their clause in the text beside them: ``clause:<clause>``."""

Row = tuple[str, str, tuple[str, ...], str]
"""A choice as shown: what, the table's choice, the options it reads, the clause where no
option carries one."""


def _rows(o: HomeOptions) -> list[Row]:
    money = format_money
    burns = o.variant is Variant.BURNS
    rows: list[Row] = [
        ("Wild cards", "3s, then 5s, then 7s", (), "Strikes ¶10; Burns ¶6, ¶13, ¶16"),
        ("Players", f"{o.min_players} to {o.max_players}", ("min_players", "max_players"), ""),
    ]
    if burns:
        cap = money(o.ante_cap) if o.ante_cap is not None else "no cap"
        rows += [
            ("First ante", money(o.ante), ("ante",), ""),
            (
                "Ante rises",
                f"{money(o.ante_step)} a game, up to {cap}",
                ("ante_step", "ante_cap"),
                "",
            ),
            (
                "Who antes",
                "everyone, every game" if o.ante_every_game else "everyone, when a pot opens",
                ("ante_every_game",),
                "",
            ),
            ("First burn", money(o.burn), ("burn",), ""),
            ("Burn rises", f"{money(o.burn_step)} a game, no cap", ("burn_step",), ""),
            ("Markers to win the pot", str(o.marks_to_win), ("marks_to_win",), ""),
        ]
    else:
        when = "on every new hand" if o.ante_every_game else "when a pot opens"
        rows += [
            ("Ante", f"{money(o.ante)} {when}", ("ante", "ante_every_game"), ""),
            ("Losers in", "pay the winner the pot", (), "Strikes ¶12"),
            ("Tied winners", tie_share(o), ("split_unit",), ""),
            ("Strikes to win the pot", str(o.marks_to_win), ("marks_to_win",), ""),
            (
                "On a strike",
                f"each other player adds {money(o.strike_contribution)} to the pot"
                if o.strike_pays_pot
                else "nobody pays the pot",
                ("strike_pays_pot", "strike_contribution"),
                "",
            ),
        ]
    rows += [
        (
            "Three 3s",
            "no value (the lowest hand)" if o.three_threes_worthless else "three aces",
            ("three_threes_worthless",),
            "",
        ),
        (
            "Five of a kind",
            "above every straight flush"
            if o.five_of_a_kind_above_straight_flush
            else "between four of a kind and a straight flush",
            ("five_of_a_kind_above_straight_flush",),
            "",
        ),
        (
            "Tied hands",
            "broken by suit: spades, hearts, clubs, diamonds" if o.suit_tiebreak else "stand tied",
            ("suit_tiebreak",),
            "",
        ),
        (
            "Nobody in",
            "a second chance to declare" if o.second_chance else "the round ends",
            ("second_chance",),
            "",
        ),
    ]
    if burns:
        rows.append(
            (
                "Nobody in, at the last",
                "everyone pays a burn to the pot" if o.no_one_in_pays_pot else "nothing is paid",
                ("no_one_in_pays_pot",),
                "",
            )
        )
    rows.append(
        (
            "After a pot is won",
            ("the ante and burn start again" if burns else "the ante starts again")
            if o.reset_stakes_on_pot
            else "the stakes keep rising",
            ("reset_stakes_on_pot",),
            "",
        )
    )
    return rows


def clause_links(clause: str, game: str = GAME_ID) -> str:
    """A clause of a game's rules as links to the paragraphs it cites (its words where it
    cites none)."""
    found = cite(clause, game).citations
    if not found:
        return f"<span style='color:{MUTED}'>{escape(clause)}</span>"
    return ", ".join(
        f"<a href='{CLAUSE_SCHEME}:{quote(c.words)}'>{escape(c.words)}</a>" for c in found
    )


def choices_html(home: HomeRules) -> str:
    """Each variant's posted choices as tables, each row with its clause as a link; a
    choice this house made otherwise than the shipped file is marked."""
    shipped = registry().home(GAME_ID)
    out = []
    for variant in Variant:
        options, default = home.options(variant), shipped.options(variant)
        body = []
        for label, value, fields, fixed in _rows(options):
            clause = fixed or (home.option_clause(variant, fields[0]) if fields else "")
            changed = any(getattr(options, f) != getattr(default, f) for f in fields)
            ours = QCoreApplication.translate("HomeChoices", "· this house")
            mark = f" <span style='color:{ACCENT}'>{escape(ours)}</span>" if changed else ""
            body.append(
                f"<tr><td style='padding:4px 10px 4px 0'>{escape(label)}</td>"
                f"<td style='padding:4px 0'><b>{escape(value)}</b>{mark}<br>"
                f"<span style='font-size:10pt'>{clause_links(clause)}</span></td></tr>"
            )
        title = "Strikes" if variant is Variant.STRIKES else "Burns"
        out.append(
            f"<p style='margin:10px 0 2px 0'><b>{escape(f'{home.name} · {title}')}</b></p>"
            f"<table cellspacing='0'>{''.join(body)}</table>"
        )
    return "".join(out)
