"""Who chooses the language (issue 27): the trainee's own choice, kept with the trainee;
the house's setting for the stations and for the console; the system's locale by default
(trainer.progress.languages)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from trainer.progress import InvalidValueError, ProgressStore, Supervisor
from trainer.progress.languages import console_language, station_language, trainee_language
from trainer.words import Choice

OpenStore = Callable[..., ProgressStore]


def test_a_trainees_language_and_table_english_are_kept_across_a_restart(
    open_store: OpenStore,
) -> None:
    store = open_store()
    ana = store.add_trainee("Ana Ruiz")
    assert (ana.language, ana.table_english) == ("", False)
    chosen = store.set_trainee_language(ana.id, "es", table_english=True)
    assert (chosen.language, chosen.table_english) == ("es", True)
    store.close()
    again = open_store()
    assert again.trainee(ana.id) == chosen
    back = again.set_trainee_language(ana.id, "")
    assert (back.language, back.table_english) == ("", False)


def test_a_language_the_trainer_does_not_ship_is_refused(store: ProgressStore) -> None:
    ana = store.add_trainee("Ana Ruiz")
    with pytest.raises(InvalidValueError, match="no language 'fr'"):
        store.set_trainee_language(ana.id, "fr")
    assert store.trainee(ana.id).language == ""


def test_the_system_locale_decides_until_the_house_or_the_trainee_chooses(
    store: ProgressStore, supervisor: Supervisor, monkeypatch: pytest.MonkeyPatch
) -> None:
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "es_MX.UTF-8")
    ana = store.add_trainee("Ana Ruiz")
    settings = store.settings()
    assert station_language(settings) == console_language(settings) == "es"
    assert trainee_language(ana, settings) == Choice("es", False)
    assert station_language(settings, "en") == "en"  # --language on the command line

    store.change_setting("language.stations", "en", by=supervisor)
    store.change_setting("language.console", "es", by=supervisor)
    settings = store.settings()
    assert (station_language(settings), console_language(settings)) == ("en", "es")
    assert trainee_language(ana, settings) == Choice("en", False)

    ana = store.set_trainee_language(ana.id, "es", table_english=True)
    assert trainee_language(ana, settings) == Choice("es", True)
    # Table English is a Spanish reader's aid: in English there is nothing to put beside.
    ana = store.set_trainee_language(ana.id, "en", table_english=True)
    assert trainee_language(ana, settings) == Choice("en", False)
