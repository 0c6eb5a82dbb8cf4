"""The Rules page as issue 12 asks: the rule texts shown as rules, numbered as the verdicts
cite them; a verdict's clause a link that opens the page at that paragraph, scrolled and
highlighted, by keyboard too, and Back returns to the drill as it was; the home game's
posted choices at the top of its tab, refreshed when a supervisor changes one."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, QUrl
from PySide6.QtWidgets import QApplication

from trainer.drilling import DrillPlan
from trainer.progress import ProgressStore
from trainer.quiz.citations import question_citations
from trainer.quiz.model import Mode
from trainer.ui.main_window import MainWindow
from trainer.ui.pages.drill import DrillPage
from trainer.ui.pages.rules import GameRulesTab

from .test_window import answer, sign_in, wait_verdict


def in_view(tab: GameRulesTab, anchor: str) -> bool:
    """Whether the part's anchor is scrolled into the text's view."""
    top = tab.text.anchor_top(anchor)
    return top is not None and 0 <= top < tab.text.viewport().height()


def open_rules_by_keyboard(qtbot: Any, window: MainWindow) -> None:
    """From the verdict's Next button, Tab to the rule link and press Enter."""
    page = window.drill_page
    link = page.rule_link
    assert link.isVisible()
    page.next_button.setFocus()
    for _ in range(6):
        if QApplication.focusWidget() is link:
            break
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is link, "the rule link is not a Tab stop of the verdict"
    qtbot.keyClick(link, Qt.Key.Key_Return)


def drill_to_verdict(
    qtbot: Any, window: MainWindow, store: ProgressStore, family: str, *, right: bool
) -> DrillPage:
    """Sign in, drill a family, answer its first question and wait for the verdict."""
    sign_in(qtbot, window, store)
    game = family.split("/")[0]
    window.start_drill(DrillPlan(mode=Mode.PRACTICE, game=game, family=family, seed=7))
    answer(qtbot, window, right=right)
    wait_verdict(qtbot, window)
    return window.drill_page


def test_co_3_5_7_para_11_verdict_link_opens_the_rules_at_its_table_back_keeps_the_drill(
    qtbot: Any, window: MainWindow, store: ProgressStore
) -> None:
    page = drill_to_verdict(qtbot, window, store, "three-five-seven/payout", right=False)
    question = page.question
    assert question is not None and "CO 3-5-7 ¶11, '" in question.explanation.clause
    (cited,) = question_citations(question).citations  # the posted schedule's table
    assert page.rule_link.text() == f"Read {cited.words} in the rules ›"
    verdict = page.verdict_label.text()

    open_rules_by_keyboard(qtbot, window)
    assert window.pages.currentWidget() is window.rules
    tab = window.rules.current_tab()
    assert tab is not None and tab.game == "three-five-seven"
    wager = cited.keys[0].split("'")[1]  # ¶11, '3' bet: 3
    anchor = f"co-3-5-7-p11-{wager}-bet"
    assert tab.text.lit == [anchor]
    qtbot.waitUntil(lambda: in_view(tab, anchor), timeout=60_000)
    assert tab.text.verticalScrollBar().value() > 0  # the pay tables are far down
    assert f"Highlighted: {cited.words}" in tab.found.text()
    assert window.rules.back.text() == "Back to the drill"

    qtbot.keyClick(window.rules, Qt.Key.Key_Escape)
    assert window.pages.currentWidget() is page
    assert page.showing_verdict and page.question is question
    assert page.verdict_label.text() == verdict
    assert QApplication.focusWidget() is page.rule_link
    qtbot.keyClick(page.next_button, Qt.Key.Key_Space)  # the drill goes on
    qtbot.waitUntil(lambda: not page.showing_verdict, timeout=60_000)
    assert page.question is not question
    assert len(list(store.attempts())) == 1


def test_nj_f_summary_link_opens_the_clause_and_back_returns_to_the_summary(
    qtbot: Any, window: MainWindow, store: ProgressStore
) -> None:
    page = drill_to_verdict(qtbot, window, store, "three-card-poker/payout", right=True)
    page.end()
    qtbot.waitUntil(lambda: window.pages.currentWidget() is window.summary, timeout=60_000)
    summary = window.summary
    link = summary.rule_link
    assert link.isVisible() and link.text().startswith("Read N.J.A.C. 13:47-20.41(")
    qtbot.mouseClick(link, Qt.MouseButton.LeftButton)
    tab = window.rules.current_tab()
    assert tab is not None and tab.game == "three-card-poker"
    assert tab.text.lit and all(a.startswith("n-j-a-c-13-47-20-41-") for a in tab.text.lit)
    assert window.rules.back.text() == "Back to the summary"
    qtbot.mouseClick(window.rules.back, Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is summary


def test_a_clause_cited_as_co_3_5_7_para_6_opens_the_3_5_7_text(
    qtbot: Any, window: MainWindow, store: ProgressStore
) -> None:
    sign_in(qtbot, window, store)
    window.show_rules()
    rules = window.rules
    clause = "house procedure (text silent): right to left, as CO 3-5-7 ¶6"
    assert rules.show_clause("casino-holdem", clause)
    tab = rules.current_tab()
    assert tab is not None and tab.game == "three-five-seven" and tab.text.lit == ["co-3-5-7-p6"]
    assert not rules.show_clause("casino-holdem", "settle right to left (house procedure)")
    # Home: the page came from the home page, so its button goes home.
    assert rules.back.text() == "Home"


def test_every_tab_shows_its_text_numbered_and_no_aside_of_the_home_blogs(
    qtbot: Any, window: MainWindow, store: ProgressStore
) -> None:
    sign_in(qtbot, window, store)
    window.show_rules()
    tabs = window.rules.game_tabs
    co = tabs["three-five-seven"].text.toPlainText()
    assert "¶10(a)  In the 3-card game" in co.replace("\xa0", " ")
    home = tabs["three-five-seven-home"]
    shown = home.text.toPlainText()
    assert "¶16" in shown and "Denexa" not in shown and "Hobby Lobby" not in shown
    home.source.setChecked(True)  # the source as published, asides and all
    assert "Denexa" in home.text.toPlainText()
    home.source.setChecked(False)
    assert "Denexa" not in home.text.toPlainText()


def test_burns_para_19_home_choices_show_a_changed_house_setting_once_the_store_changes(
    qtbot: Any, window: MainWindow, store: ProgressStore
) -> None:
    sam = store.create_first_supervisor("Sam Rivera", "246810")
    sign_in(qtbot, window, store)
    window.show_rules()
    home = window.rules.game_tabs["three-five-seven-home"]
    posted = home.posted.toPlainText()
    assert "3-5-7 home game · Burns" in posted and "3-5-7 home game · Strikes" in posted
    assert "$0.25 a game, up to $1.00" in posted and "· this house" not in posted
    assert "3s, then 5s, then 7s" in posted
    text_before = home.text.document()

    store.change_setting("three-five-seven-home.burns.ante-cap-cents", 200, by=sam)
    store.change_setting("three-five-seven-home.strikes.strike-pays-pot", True, by=sam)
    qtbot.waitUntil(lambda: "up to $2.00" in home.posted.toPlainText(), timeout=60_000)
    posted = home.posted.toPlainText()
    assert "$0.25 a game, up to $2.00 · this house" in posted
    assert "each other player adds $0.25 to the pot · this house" in posted
    assert window.rules.game_tabs["three-five-seven-home"] is home  # refreshed, not rebuilt
    assert home.text.document() is text_before

    # A choice's clause is a link into the text beside it.
    home.posted.anchorClicked.emit(QUrl("clause:Burns%20%C2%B619"))
    assert home.text.lit == ["burns-p19"]


def test_blackjack_s633a_13_the_digest_shows_where_the_other_games_show_their_text(
    qtbot: Any, window: MainWindow, store: ProgressStore
) -> None:
    # Issue 25: the rules page shows blackjack's digest, each rule with its section; what
    # the house posts beside it, each option a link to the section it comes from; a house
    # that follows the European no-hole-card file sees that digest instead.
    sam = store.create_first_supervisor("Sam Rivera", "246810")
    sign_in(qtbot, window, store)
    window.show_rules()
    tab = window.rules.game_tabs["blackjack"]
    shown = tab.text.toPlainText().replace("\xa0", " ")
    assert "§633a.13" in shown and "§633a.8" in shown
    posted = tab.posted.toPlainText()
    assert "Blackjack pays 3 to 2" in posted and "Insurance pays 2 to 1" in posted
    assert "Dealer stands on all 17s" in posted and "58 Pa. Code §633a.13" in posted
    tab.posted.anchorClicked.emit(QUrl("clause:58%20Pa.%20Code%20%C2%A7633a.13"))
    assert tab.text.lit and all("633a-13" in anchor for anchor in tab.text.lit)

    store.change_setting("blackjack.jurisdiction", "european-no-hole-card-house", by=sam)
    qtbot.waitUntil(lambda: "Hole card not dealt" in tab.posted.toPlainText(), timeout=60_000)
    assert "European no-hole-card house" in tab.text.toPlainText()
    assert "§633a.13" not in tab.text.toPlainText()
