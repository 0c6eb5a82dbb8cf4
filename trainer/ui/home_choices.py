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
from trainer.ui.translation import arg

CLAUSE_SCHEME = "clause"
"""Links in the choices open their clause in the text beside them: ``clause:<clause>``."""

Row = tuple[str, str, tuple[str, ...], str]
"""A choice as shown: what, the table's choice, the options it reads, the clause where no
option carries one."""


def _rows(o: HomeOptions) -> list[Row]:
    """The home game's choices as the house made them, in the window's language."""
    money = format_money
    burns = o.variant is Variant.BURNS
    rows: list[Row] = [
        (
            QCoreApplication.translate("HomeRules", "Wild cards"),
            QCoreApplication.translate("HomeRules", "3s, then 5s, then 7s"),
            (),
            "Strikes ¶10; Burns ¶6, ¶13, ¶16",
        ),
        (
            QCoreApplication.translate("HomeRules", "Players"),
            arg(QCoreApplication.translate("HomeRules", "%1 to %2"), o.min_players, o.max_players),
            ("min_players", "max_players"),
            "",
        ),
    ]
    if burns:
        cap = (
            money(o.ante_cap)
            if o.ante_cap is not None
            else QCoreApplication.translate("HomeRules", "no cap")
        )
        rows += [
            (QCoreApplication.translate("HomeRules", "First ante"), money(o.ante), ("ante",), ""),
            (
                QCoreApplication.translate("HomeRules", "Ante rises"),
                arg(
                    QCoreApplication.translate("HomeRules", "%1 a game, up to %2"),
                    money(o.ante_step),
                    cap,
                ),
                ("ante_step", "ante_cap"),
                "",
            ),
            (
                QCoreApplication.translate("HomeRules", "Who antes"),
                QCoreApplication.translate("HomeRules", "everyone, every game")
                if o.ante_every_game
                else QCoreApplication.translate("HomeRules", "everyone, when a pot opens"),
                ("ante_every_game",),
                "",
            ),
            (QCoreApplication.translate("HomeRules", "First burn"), money(o.burn), ("burn",), ""),
            (
                QCoreApplication.translate("HomeRules", "Burn rises"),
                arg(
                    QCoreApplication.translate("HomeRules", "%1 a game, no cap"), money(o.burn_step)
                ),
                ("burn_step",),
                "",
            ),
            (
                QCoreApplication.translate("HomeRules", "Markers to win the pot"),
                str(o.marks_to_win),
                ("marks_to_win",),
                "",
            ),
        ]
    else:
        ante = (
            QCoreApplication.translate("HomeRules", "%1 on every new hand")
            if o.ante_every_game
            else QCoreApplication.translate("HomeRules", "%1 when a pot opens")
        )
        rows += [
            (
                QCoreApplication.translate("HomeRules", "Ante"),
                arg(ante, money(o.ante)),
                ("ante", "ante_every_game"),
                "",
            ),
            (
                QCoreApplication.translate("HomeRules", "Losers in"),
                QCoreApplication.translate("HomeRules", "pay the winner the pot"),
                (),
                "Strikes ¶12",
            ),
            (
                QCoreApplication.translate("HomeRules", "Tied winners"),
                tie_share(o),
                ("split_unit",),
                "",
            ),
            (
                QCoreApplication.translate("HomeRules", "Strikes to win the pot"),
                str(o.marks_to_win),
                ("marks_to_win",),
                "",
            ),
            (
                QCoreApplication.translate("HomeRules", "On a strike"),
                arg(
                    QCoreApplication.translate("HomeRules", "each other player adds %1 to the pot"),
                    money(o.strike_contribution),
                )
                if o.strike_pays_pot
                else QCoreApplication.translate("HomeRules", "nobody pays the pot"),
                ("strike_pays_pot", "strike_contribution"),
                "",
            ),
        ]
    rows += [
        (
            QCoreApplication.translate("HomeRules", "Three 3s"),
            QCoreApplication.translate("HomeRules", "no value (the lowest hand)")
            if o.three_threes_worthless
            else QCoreApplication.translate("HomeRules", "three aces"),
            ("three_threes_worthless",),
            "",
        ),
        (
            QCoreApplication.translate("HomeRules", "Five of a kind"),
            QCoreApplication.translate("HomeRules", "above every straight flush")
            if o.five_of_a_kind_above_straight_flush
            else QCoreApplication.translate(
                "HomeRules", "between four of a kind and a straight flush"
            ),
            ("five_of_a_kind_above_straight_flush",),
            "",
        ),
        (
            QCoreApplication.translate("HomeRules", "Tied hands"),
            QCoreApplication.translate(
                "HomeRules", "broken by suit: spades, hearts, clubs, diamonds"
            )
            if o.suit_tiebreak
            else QCoreApplication.translate("HomeRules", "stand tied"),
            ("suit_tiebreak",),
            "",
        ),
        (
            QCoreApplication.translate("HomeRules", "Nobody in"),
            QCoreApplication.translate("HomeRules", "a second chance to declare")
            if o.second_chance
            else QCoreApplication.translate("HomeRules", "the round ends"),
            ("second_chance",),
            "",
        ),
    ]
    if burns:
        rows.append(
            (
                QCoreApplication.translate("HomeRules", "Nobody in, at the last"),
                QCoreApplication.translate("HomeRules", "everyone pays a burn to the pot")
                if o.no_one_in_pays_pot
                else QCoreApplication.translate("HomeRules", "nothing is paid"),
                ("no_one_in_pays_pot",),
                "",
            )
        )
    if not o.reset_stakes_on_pot:
        after = QCoreApplication.translate("HomeRules", "the stakes keep rising")
    elif burns:
        after = QCoreApplication.translate("HomeRules", "the ante and burn start again")
    else:
        after = QCoreApplication.translate("HomeRules", "the ante starts again")
    rows.append(
        (
            QCoreApplication.translate("HomeRules", "After a pot is won"),
            after,
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
