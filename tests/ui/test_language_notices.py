"""What the window told a Spanish station or trainee in English (words28): the store opens,
and reads the house's own rules files, before the window applies the language the house
set for its stations, so a notice is worded when the window shows it; a rule text a house's
file names and this station lacks."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from trainer import words
from trainer.engine.games import use_house_rules
from trainer.progress import ProgressStore
from trainer.progress.settings import HOUSE_RULES_FOLDER
from trainer.ui.main_window import MainWindow

OTHER = Path(__file__).resolve().parents[1] / "rules" / "three-card-poker-other-state.toml"


@pytest.fixture
def spanish_station(tmp_path: Path) -> Iterator[Path]:
    """A house's data folder whose stations speak Spanish, with a rules file of its own
    that cannot be used (an unknown key under [house])."""
    folder = tmp_path / "data"
    with ProgressStore(folder) as store:
        boss = store.create_first_supervisor("Mona", "246810")
        store.change_setting("language.stations", "es", by=boss)
    rules = folder / HOUSE_RULES_FOLDER
    rules.mkdir()
    (rules / OTHER.name).write_text(
        OTHER.read_text(encoding="utf-8").replace("[house]", "[house]\nbonus = 1", 1),
        encoding="utf-8",
    )
    yield folder
    use_house_rules(None)
    words.use_language(words.ENGLISH)


def test_a_broken_house_rules_file_is_told_in_the_stations_spanish(
    qtbot: Any, themed_app: Any, spanish_station: Path
) -> None:
    """The store opened in English (the machine's language); the window, in the station's
    Spanish, tells of the file in Spanish, the file's name and key as written."""
    words.use_language(words.ENGLISH)
    with ProgressStore(spanish_station) as store:
        window = MainWindow(store)
        qtbot.addWidget(window)
        window.show()
        assert words.current().language == "es"
        said, shown = window.banner.text(), window.banner.isVisibleTo(window)
        window._may_close = True
        window.close()
    assert shown
    assert said.startswith("No se usa el archivo de reglas de la casa "), said
    assert f"{OTHER.name}: house.bonus: no es una clave conocida (conocidas: " in said, said
    assert "is not used" not in said and "known key" not in said


def test_a_rule_text_not_installed_is_said_in_spanish_on_the_rules_page(
    qtbot: Any, themed_app: Any
) -> None:
    """A house's own rules file may name a rule text this station lacks: the Pay tables and
    rules page says so in the text's place, in the trainee's language."""
    from dataclasses import replace

    from trainer.engine.games import registry
    from trainer.engine.rules import GameRules
    from trainer.ui.language import apply_language
    from trainer.ui.pages.rules import GameRulesTab
    from trainer.words import Choice

    rules = registry().rules("three-card-poker")
    assert isinstance(rules, GameRules)
    apply_language(Choice("es"))
    tab = GameRulesTab(replace(rules, rule_text="our-own-rules.txt"))
    qtbot.addWidget(tab)
    shown = tab.text.toPlainText()
    assert "El texto de las reglas our-own-rules.txt no está instalado." in shown, shown
    assert "not installed" not in shown
