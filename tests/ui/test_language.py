"""Spanish beside English in the window (issue 27, "Who chooses"): a trainee chooses their
language on Home and the window speaks it at once and at every sign-in; the station's
sign-in screen keeps the house's language; the console has its own; table English is kept
with the trainee; Qt's own dialog buttons are translated too."""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import UTC
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocumentFragment
from PySide6.QtWidgets import QComboBox, QDialogButtonBox, QPushButton, QWidget

from trainer import words
from trainer.drilling import DrillPlan
from trainer.progress import ProgressStore, Supervisor
from trainer.ui.games.three_five_seven_home import HomeTableView
from trainer.ui.language import language_in_force
from trainer.ui.language_dialog import LanguageDialog
from trainer.ui.main_window import MainWindow
from trainer.words import Choice

from .test_window import answer, wait_verdict

WhenModal = Callable[[Callable[[QWidget], None]], None]


def sign_in(qtbot: Any, window: MainWindow, trainee_id: int) -> None:
    window.sign_in.refresh()
    qtbot.mouseClick(window.sign_in.buttons[trainee_id], Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is window.home


def nav(window: MainWindow, name: str) -> QPushButton:
    button = window.home.findChild(QPushButton, f"nav-{name}")
    assert isinstance(button, QPushButton)
    return button


def choose(qtbot: Any, when_modal: WhenModal, *, language: str, table_english: bool) -> list[str]:
    """In the language dialog: arrow keys to *language* ("" the station's), table English,
    then OK; returns the OK button's words, once the dialog has shown."""
    seen: list[str] = []

    def act(dialog: QWidget) -> None:
        assert isinstance(dialog, LanguageDialog)
        box = dialog.language_box
        box.setFocus()
        key = Qt.Key.Key_Down if box.findData(language) > box.currentIndex() else Qt.Key.Key_Up
        while box.currentData() != language:
            qtbot.keyClick(box, key)
        if table_english != dialog.table_english.isChecked():
            qtbot.mouseClick(dialog.table_english, Qt.MouseButton.LeftButton)
        buttons = dialog.findChild(QDialogButtonBox)
        assert isinstance(buttons, QDialogButtonBox)
        button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        seen.append(button.text().replace("&", ""))
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    when_modal(act)
    return seen


def test_a_trainee_chooses_spanish_and_the_window_speaks_it_at_every_sign_in(
    qtbot: Any, window: MainWindow, store: ProgressStore, when_modal: WhenModal
) -> None:
    ana, ben = store.add_trainee("Ana"), store.add_trainee("Ben")
    sign_in(qtbot, window, ana.id)
    assert nav(window, "progress").text() == "My progress"
    assert nav(window, "language").text() == "EN"
    ok = choose(qtbot, when_modal, language="es", table_english=True)
    qtbot.mouseClick(nav(window, "language"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: nav(window, "progress").text() == "Mi progreso", timeout=60_000)
    assert window.pages.currentWidget() is window.home
    assert ok == ["OK"]
    assert nav(window, "sign-out").text() == "Cerrar sesión"
    assert window.home.hello.text() == "Hola, Ana"
    assert window.menuBar().actions()[0].text() == "&Entrenador"
    kept = store.trainee(ana.id)
    assert (kept.language, kept.table_english) == ("es", True)
    assert language_in_force() == Choice("es", True) == words.current()

    # Signing out: the station's sign-in screen in the station's language (English here).
    qtbot.mouseClick(nav(window, "sign-out"), Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is window.sign_in
    assert window.sign_in.isVisible()
    assert words.current() == Choice("en", False)
    assert window.menuBar().actions()[0].text() == "&Trainer"
    # Ben never chose: the station's language.
    sign_in(qtbot, window, ben.id)
    assert nav(window, "progress").text() == "My progress"
    qtbot.mouseClick(nav(window, "sign-out"), Qt.MouseButton.LeftButton)
    # Ana again: Spanish at once, as she left it.
    sign_in(qtbot, window, ana.id)
    assert nav(window, "progress").text() == "Mi progreso"
    assert words.current() == Choice("es", True)

    # Back to the station's language, by the Spanish button's name.
    assert nav(window, "language").text() == "ES"
    assert nav(window, "language").accessibleName() == "Idioma"
    ok = choose(qtbot, when_modal, language="", table_english=False)
    qtbot.mouseClick(nav(window, "language"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: nav(window, "progress").text() == "My progress", timeout=60_000)
    assert ok == ["Aceptar"]  # Qt's own words (qtbase_es) in Spanish, as the trainer's
    assert store.trainee(ana.id).language == ""


def test_the_station_and_the_console_follow_the_house_settings(
    qtbot: Any, store: ProgressStore, themed_app: Any
) -> None:
    boss = store.create_first_supervisor("Mona", "246810")
    store.change_setting("language.stations", "es", by=boss)
    store.change_setting("language.console", "en", by=boss)
    window = MainWindow(store)
    qtbot.addWidget(window)
    window.show()
    assert words.current().language == "es"
    assert window.sign_in.isVisible()
    assert window.sign_in.new_button.text() == "Nuevo alumno"
    window.show_console(_signed_in(store, boss))
    assert words.current().language == "en"
    window.close_console()
    assert words.current().language == "es"
    assert window.pages.currentWidget() is window.sign_in
    # --language on the command line stands for the house's setting on this station.
    window._may_close = True
    window.close()
    english = MainWindow(store, language="en")
    qtbot.addWidget(english)
    assert words.current().language == "en"


def _signed_in(store: ProgressStore, boss: Supervisor) -> Supervisor:
    return store.sign_in_supervisor(boss.name, "246810")


def _spanish_house_form(qtbot: Any, store: ProgressStore) -> Any:
    """The console's house settings form, opened by a supervisor reading Spanish."""
    from trainer.ui.console import SupervisorConsole
    from trainer.ui.language import apply_language

    boss = store.create_first_supervisor("Mona", "246810")
    apply_language(Choice("es"))
    console = SupervisorConsole(store, boss)
    qtbot.addWidget(console)
    console.resize(1024, 768)
    console.show()
    console.show_page(console.house)
    return console.house


def test_the_house_settings_form_reads_in_the_consoles_language(
    qtbot: Any, store: ProgressStore, themed_app: Any
) -> None:
    """A supervisor reading Spanish finds the house's language settings, in Spanish, under
    La escuela, and finds them by a Spanish word in the search box."""
    page = _spanish_house_form(qtbot, store)
    field = page.fields["language.console"]
    assert field.widget.accessibleName() == "Idioma de la consola del supervisor"
    assert isinstance(field.widget, QComboBox)
    words_shown = [field.widget.itemText(i) for i in range(field.widget.count())]
    assert words_shown == ["El idioma del sistema de la estación", "English", "Español"]
    assert "La escuela" in [s.toggle.text() for s in page.sections]
    qtbot.keyClicks(page.search, "idioma")
    assert page.fields["language.stations"].widget.isVisibleTo(page)
    assert not page.fields["kiosk.always"].widget.isVisibleTo(page)


def test_the_house_settings_built_from_game_titles_read_in_spanish(
    qtbot: Any, store: ProgressStore, themed_app: Any
) -> None:
    """Issue 27: the labels made from game titles (limits, pace targets, pay schedules) and
    their sections are Spanish on the console's form, and a Spanish word finds them."""
    page = _spanish_house_form(qtbot, store)
    limit = page.fields["three-card-poker.max-wager-cents"]
    assert limit.widget.accessibleName() == "Apuesta máxima de Three Card Poker"
    schedule = page.fields["pay-schedule.three-five-seven.three"].widget
    assert isinstance(schedule, QComboBox)
    assert schedule.itemText(0) == "Tabla 1"
    sections = [s.toggle.text() for s in page.sections]
    assert "Política y comisión (rake) de 3-5-7 Poker" in sections
    qtbot.keyClicks(page.search, "apuesta")
    assert limit.widget.isVisibleTo(page)
    assert not page.fields["pace-target.casino-holdem.dealing-order"].widget.isVisibleTo(page)


@pytest.mark.parametrize(
    ("family", "marks"),
    [
        ("three-five-seven-home/burns", "Marcas para ganar el bote"),
        ("three-five-seven-home/strikes", "Strikes para ganar el bote"),
    ],
)
def test_the_home_games_felt_and_house_rules_read_in_spanish(
    qtbot: Any, window: MainWindow, store: ProgressStore, family: str, marks: str
) -> None:
    """Issue 27: the home table's caption ("3-card round · 3s wild · burns") and the house
    rules beside it (Burns ¶8-¶19, Strikes ¶12) in Spanish for a trainee reading Spanish;
    the rules file's name and the variants' names stay as written."""
    ana = store.add_trainee("Ana")
    store.set_trainee_language(ana.id, "es")
    sign_in(qtbot, window, ana.id)
    assert nav(window, "progress").text() == "Mi progreso"
    window.start_drill(DrillPlan(game="three-five-seven-home", family=family, difficulty=2, seed=5))
    page = window.drill_page
    table = page.tables.currentWidget()
    assert isinstance(table, HomeTableView)
    caption = table.scene().caption
    assert re.fullmatch(
        r"Ronda de \d cartas · los \d son comodines · partida (Burns|Strikes)"
        r"( · quema \$[\d.]+)?",
        caption,
    ), caption
    side = QTextDocumentFragment.fromHtml(page.side.text()).toPlainText()
    assert "Comodines" in side and "los 3, luego los 5, luego los 7" in side and marks in side
    assert "3-5-7 home game · " in side  # the rules file's name, as the house wrote it
    for english in ("Wild cards", "round", "wild", "Lone player", "a game", "to win", "Ante rises"):
        assert english not in side + caption + table.accessibleName(), english


@pytest.mark.parametrize(
    ("family", "spanish", "english"),
    [
        (
            "three-card-poker/payout",
            ("El crupier califica con", "Reglas de "),
            ("Dealer qualifies", " rules", "Straight flush", "Three of a kind"),
        ),
        (
            "three-five-seven/rake",
            ("· Tabla ", "Comisión (rake) del bote:", "Límite de la mesa:"),
            ("Schedule", "Pot rake", "Table limit", "Surrender:"),
        ),
        (
            "blackjack/payout",
            ("El blackjack paga 3 a 2", "barajas", "Carta oculta", "El crupier "),
            ("Blackjack pays", "decks", "Hole card", "Dealer ", "Insurance", "Split", " to "),
        ),
    ],
)
def test_the_posted_tables_and_house_rules_beside_the_felt_read_in_spanish(
    qtbot: Any,
    window: MainWindow,
    store: ProgressStore,
    family: str,
    spanish: tuple[str, ...],
    english: tuple[str, ...],
) -> None:
    """Issue 27: what the house posts beside the felt (pay tables, the dealer's qualifier,
    the table limit and rake, blackjack's house rules) and the explanation's rule line, in
    Spanish for a trainee reading Spanish; the jurisdictions stay as the rules files name
    them."""
    from trainer.ui.pages.drill import explanation_html

    ana = store.add_trainee("Ana")
    store.set_trainee_language(ana.id, "es")
    sign_in(qtbot, window, ana.id)
    game = family.split("/")[0]
    window.start_drill(DrillPlan(game=game, family=family, difficulty=2, seed=5))
    page = window.drill_page
    side = QTextDocumentFragment.fromHtml(page.side.text()).toPlainText()
    for words_shown in spanish:
        assert words_shown in side, (words_shown, side)
    for english_words in english:
        assert english_words not in side, (english_words, side)
    felt = page.tables.currentWidget()
    assert felt is not None
    for english_words in english:
        assert english_words not in felt.accessibleDescription(), english_words
    assert page.question is not None
    shown = QTextDocumentFragment.fromHtml(explanation_html(page.question)).toPlainText()
    assert "Regla: " in shown and "Rule: " not in shown


@pytest.mark.parametrize(
    ("language", "total", "fewest"),
    [("en", "Total paid: ", "Fewest chips: "), ("es", "Total pagado: ", "Mínimo de fichas: ")],
)
@pytest.mark.parametrize(
    "family", ["three-card-poker/payout-chips", "blackjack/payout-chips", "roulette/picture-chips"]
)
def test_the_explanations_total_and_fewest_chips_are_bold_in_every_language(
    qtbot: Any,
    window: MainWindow,
    store: ProgressStore,
    language: str,
    total: str,
    fewest: str,
    family: str,
) -> None:
    """Issue 27: the lines a trainee checks their answer against (the total paid, the fewest
    chips) are bold because the quiz marks them so, not because they begin with English
    words: in Spanish they were plain."""
    ana = store.add_trainee("Ana")
    store.set_trainee_language(ana.id, language)
    sign_in(qtbot, window, ana.id)
    game = family.split("/")[0]
    window.start_drill(DrillPlan(game=game, family=family, difficulty=2, seed=7))
    page = window.drill_page
    answer(qtbot, window, right=False)
    wait_verdict(qtbot, window)
    html = page.explanation.text()
    bold = re.findall(r"<b>(.*?)</b>", html)
    assert any(line.startswith(fewest) for line in bold), html
    if not family.startswith("blackjack"):  # its chips question says no total line
        assert any(line.startswith(total) for line in bold), html
    plain = re.sub(r"<b>.*?</b>", "", html)
    assert total not in plain and fewest not in plain, html


def test_the_consoles_tables_name_the_skills_in_its_language(
    qtbot: Any, store: ProgressStore, themed_app: Any
) -> None:
    """Issue 27: the class overview's Skill column in a Spanish console reads "Pagos", not
    the "Payouts" of a table of names made at import."""
    from datetime import datetime

    from .test_console import record

    boss = store.create_first_supervisor("Mona", "246810")
    store.change_setting("language.console", "es", by=boss)
    ana = store.add_trainee("Ana")
    record(store, ana, "three-card-poker/payout", 3, True, datetime.now(UTC))
    window = MainWindow(store)
    qtbot.addWidget(window)
    window.show()
    window.show_console(_signed_in(store, boss))
    console = window.console
    assert console is not None
    overview = console.overview  # type: ignore[attr-defined]
    column = [c.header for c in overview.model.columns].index("Destreza")
    qtbot.waitUntil(lambda: overview.proxy.rowCount() > 0, timeout=60_000)
    shown = overview.proxy.index(0, column).data()
    assert shown == "Pagos", shown
    window.close_console()
    window._may_close = True
    window.close()


def test_the_consoles_date_boxes_name_the_months_in_its_language(
    qtbot: Any, store: ProgressStore, themed_app: Any
) -> None:
    """Issue 27: a window made in English and a console in Spanish: the overview's "desde"
    and "hasta" boxes read "2 Dec 2026" (the locale a widget was made under stays with
    it); every window takes the language's locale as the language changes."""
    from PySide6.QtCore import QLocale
    from PySide6.QtWidgets import QDateEdit

    boss = store.create_first_supervisor("Mona", "246810")
    store.change_setting("language.stations", "en", by=boss)
    store.change_setting("language.console", "es", by=boss)
    window = MainWindow(store)
    qtbot.addWidget(window)
    window.show()
    window.show_console(_signed_in(store, boss))
    assert words.current().language == "es"
    assert window.console is not None
    boxes = [box for box in window.console.findChildren(QDateEdit) if box.isVisible()]
    assert boxes
    spanish = QLocale("es_US")
    for box in boxes:
        assert box.text() == spanish.toString(box.date(), "d MMM yyyy"), box.text()
    window.close_console()
    assert words.current().language == "en"
    window._may_close = True
    window.close()
