"""Who chooses the language (issue 27): the trainee's own choice, kept with the trainee;
the house's setting for the stations and for the console; the system's locale by default
(trainer.progress.languages)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from trainer import words
from trainer.progress import (
    AccountLockedError,
    InvalidValueError,
    ProgressStore,
    Supervisor,
    WrongPinError,
)
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


def test_the_store_refuses_in_the_language_in_force_from_whole_sentences(
    store: ProgressStore,
) -> None:
    """A refusal is one template per case (a trainee's and a supervisor's, one try and
    several), so Spanish puts the article, the noun and the count in its own order."""
    ana = store.add_trainee("Ana", pin="1357")
    with words.use("es"), pytest.raises(WrongPinError) as refused:
        store.sign_in_trainee(ana.id, "0000")
    assert str(refused.value) == (
        "PIN incorrecto para el alumno 'Ana'; quedan 4 intentos antes del bloqueo."
    )
    with pytest.raises(WrongPinError) as refused:
        store.sign_in_trainee(ana.id, "0000")
    assert str(refused.value) == "Wrong PIN for trainee 'Ana'; 3 tries left before it locks."
    for _ in range(2):
        with pytest.raises(WrongPinError):
            store.sign_in_trainee(ana.id, "0000")
    with words.use("es"), pytest.raises(AccountLockedError) as locked:
        store.sign_in_trainee(ana.id, "0000")
    assert str(locked.value) == (
        "PIN incorrecto; el alumno 'Ana' queda bloqueado tras 5 PIN incorrectos, durante "
        "30 segundos."
    )


def test_every_house_setting_is_labelled_in_spanish_from_whole_templates() -> None:
    """Issue 27: the settings form's labels, sections and choices built from game titles
    (pay schedules, limits, policy and rake, target times, pace targets, table tests) are
    worded when shown, from one template each, so Spanish orders them its own way; English
    reads exactly as before."""
    from trainer.progress.settings import SECTIONS, SETTINGS, SETTINGS_BY_KEY
    from trainer.words import translated

    limit = SETTINGS_BY_KEY["three-card-poker.min-wager-cents"]
    pace = SETTINGS_BY_KEY["pace-target.casino-holdem.dealing-order"]
    schedule = SETTINGS_BY_KEY["pay-schedule.three-five-seven.three"]
    assert translated(limit.label) == "Three Card Poker minimum wager"
    assert translated(pace.label) == "Casino Hold'em: dealing order"
    assert translated(SETTINGS_BY_KEY["target-ms.payout"].label) == "Target time for payout"
    assert translated(schedule.label) == "3-5-7 Poker 3-card wager"
    assert translated(schedule.choice_words(1)) == "Schedule 1"
    with words.use("es"):
        assert translated(limit.label) == "Apuesta mínima de Three Card Poker"
        assert translated(pace.label) == "Casino Hold'em: orden de reparto"
        assert translated(SETTINGS_BY_KEY["target-ms.payout"].label) == "Tiempo objetivo de pagos"
        assert translated(schedule.choice_words(1)) == "Tabla 1"
        assert "3-card wager" not in translated(schedule.label)
        rake = SETTINGS_BY_KEY["three-five-seven.rake-percent"]
        assert translated(rake.section) == "Política y comisión (rake) de 3-5-7 Poker"
        english_words = ("minimum", "maximum", "wager", "policy", "Target", "Schedule", " chip")
        for entry in SETTINGS:
            shown = [translated(entry.label), entry.why_fixed(), entry.unit.suffix]
            shown += [translated(entry.choice_words(c)) for c in entry.allowed()]
            for text in shown:
                assert not any(word in text for word in english_words), (entry.key, text)
            assert translated(entry.label) != entry.label or entry.label == "FSRS", entry.key
        for section in SECTIONS:
            assert translated(section) != section, section


def test_rosters_exams_and_imports_refuse_and_report_in_spanish(
    store: ProgressStore, supervisor: Supervisor, tmp_path: Path
) -> None:
    """Issue 27: a roster's bad lines and what it did, an exam too short for the house's
    rule, a file that is not an export and what an import did are Spanish sentences when
    Spanish is in force, each one whole template; English reads as before."""
    from trainer.progress import TransferError
    from trainer.progress.cohorts import RosterError
    from trainer.progress.records import ImportResult
    from trainer.progress.transfer_reading import describe_import, read_file

    roster = tmp_path / "lista.csv"
    roster.write_text("name,class\nAna Ruiz,Día\nBen Okafor,Día,extra\n", encoding="utf-8")
    with words.use("es"), pytest.raises(RosterError) as refused:
        store.cohorts.import_roster(roster)
    assert str(refused.value) == (
        "La lista no se importó (1 problema; no se cambió nada):\n"
        "Línea 3: tiene más celdas que columnas el encabezado."
    )
    roster.write_text("name,class\nAna Ruiz,Día\nBen Okafor,Día\n", encoding="utf-8")
    with words.use("es"):
        done = store.cohorts.import_roster(roster)
        assert done.describe() == (
            "Lista importada: 2 alumnos nuevos, 1 grupo nuevo, 2 alumnos asignados a un grupo. "
            "Los alumnos nuevos no tienen PIN hasta que usted les fije uno en la página Personas."
        )
    assert done.describe().startswith("Roster imported: 2 new trainees, 1 new class, 2 trainees")
    with words.use("es"), pytest.raises(InvalidValueError) as short:
        store.define_exam(
            "Corto",
            games=["three-five-seven", "three-card-poker", "casino-holdem"],
            skills=["payout"],
            question_count=2,
            time_limit_seconds=0,
            seed=1,
            by=supervisor,
        )
    assert str(short.value) == (
        "Un examen de 2 preguntas es demasiado corto: la casa pide al menos 1 de cada juego "
        "elegido (exam.min-questions-per-game), 3 en total."
    )
    not_ours = tmp_path / "otro.json"
    not_ours.write_text('{"format": "other"}', encoding="utf-8")
    with words.use("es"), pytest.raises(TransferError) as bad:
        list(read_file(not_ours))
    assert str(bad.value) == "otro.json no es una exportación de Dealer Trainer."
    result = ImportResult(
        added=3, already_present=1, trainees_added=(), added_by_trainee={"Ana": 3}
    )
    with words.use("es"):
        assert describe_import(result, "a.csv") == [
            "Se añadieron 3 respuestas nuevas de a.csv; 1 ya estaba en el almacén.",
            "  Ana: 3",
        ]
    assert describe_import(result, "a.csv")[0] == (
        "Added 3 new answers from a.csv; 1 was already in the store."
    )


def test_the_progress_file_refuses_and_notices_in_spanish(
    open_store: OpenStore, tmp_path: Path
) -> None:
    """Issue 27: the progress file's refusals and start-up notices (a folder with no store,
    a stored house setting no longer valid) are whole Spanish sentences."""
    import sqlite3

    from trainer.progress import NotFoundError
    from trainer.progress.database import FILE_NAME

    empty = tmp_path / "vacía"
    with words.use("es"), pytest.raises(NotFoundError) as missing:
        open_store(folder=empty, create=False)
    assert str(missing.value).startswith("Todavía no hay ningún almacén de progreso en ")
    store = open_store()
    folder = store.path.parent
    store.close()
    with sqlite3.connect(folder / FILE_NAME) as conn:
        conn.execute("INSERT INTO settings (key, value) VALUES ('kiosk.always', 'maybe')")
    with words.use("es"):
        again = open_store()
        spanish = list(again.notices)
    assert spanish == [
        "El ajuste de la casa guardado kiosk.always = 'maybe' no es válido, así que se usa su "
        "valor predeterminado."
    ]
    # Worded when read (words28): a window applies its station's language after the store
    # opened, and reads the notices then.
    assert list(again.notices) == [
        "The stored house setting kiosk.always = 'maybe' is not valid, so its default is used."
    ]


def test_a_recovery_at_start_up_is_told_in_spanish(tmp_path: Path) -> None:
    """Issue 27: what a restore from a backup did is one Spanish sentence, the month in
    Spanish, the count agreeing; the English one reads as before."""
    from datetime import datetime

    from trainer.progress.recovery import Recovery, Salvaged, describe

    aside = tmp_path / "damaged" / "progress.sqlite3"
    made = datetime(2025, 3, 4, 9, 0)
    recovery = Recovery("damaged", aside, "backup.sqlite3", made)
    found = Salvaged(lacking=3, recovered=2)
    assert describe(recovery, found) == (
        f"The progress file was damaged, so it was moved to {aside} and the backup from "
        "4 March 2025 at 09:00 was restored; it lacks 1 answer recorded after it (2 more were "
        "recovered from the damaged file)."
    )
    with words.use("es"):
        assert describe(recovery, found) == (
            f"El archivo de progreso estaba dañado, así que se movió a {aside} y se restauró la "
            "copia de seguridad del 4 de marzo de 2025 a las 09:00; le falta 1 respuesta "
            "registrada después de ella (se recuperaron otras 2 del archivo dañado)."
        )
        assert describe(recovery, Salvaged(lacking=0, recovered=0)).endswith(
            "; no le falta ninguna respuesta."
        )


def test_every_house_settings_title_and_refusal_is_spanish() -> None:
    """Issue 27: the titles the audit log and the refusals name each setting by are worded
    in the language in force (those made from a game or a skill from whole templates), and
    a value beyond a regulatory limit is refused in one Spanish sentence."""
    from trainer.progress import SettingError
    from trainer.progress.settings import SETTINGS, SETTINGS_BY_KEY

    schedule = SETTINGS_BY_KEY["pay-schedule.three-five-seven.three"]
    rake = SETTINGS_BY_KEY["three-five-seven.rake-percent"]
    assert schedule.title == "the 3-5-7 Poker 3-card wager pay schedule"
    assert schedule.title_words() == schedule.title
    with words.use("es"):
        for entry in SETTINGS:
            assert entry.title_words() != entry.title, entry.key
        assert schedule.title_words() == "la tabla de pagos de 3-5-7 Poker: apuesta de 3 cartas"
        with pytest.raises(SettingError) as refused:
            rake.coerce("50")
    assert str(refused.value).startswith(
        "El porcentaje de comisión (rake) de 3-5-7 (three-five-seven.rake-percent) no puede "
        "superar 10%, el límite que fija el archivo de reglas de 3-5-7 Poker de "
    )
    with pytest.raises(SettingError) as english:
        rake.coerce("50")
    assert str(english.value).startswith(
        "The 3-5-7 rake percentage (three-five-seven.rake-percent) cannot be above 10%, the "
        "limit set by the "
    )


def test_a_rubric_refused_and_a_table_test_refused_are_spanish() -> None:
    """Issue 27: a rubric whose weights do not add up to 100% is refused in one Spanish
    sentence that starts with the setting's Spanish title and key."""
    from trainer.progress import SettingError
    from trainer.progress.settings import SETTINGS_BY_KEY

    rubric = SETTINGS_BY_KEY["table-test.rubric.three-card-poker"]
    with words.use("es"), pytest.raises(SettingError) as refused:
        rubric.coerce("Pace 50, Accuracy 40")
    assert str(refused.value) == (
        "La rúbrica de la prueba de mesa de Three Card Poker "
        "(table-test.rubric.three-card-poker): los pesos suman 90%, no 100%."
    )
    with pytest.raises(SettingError) as english:
        rubric.coerce("Pace 50, Accuracy 40")
    assert str(english.value) == (
        "The Three Card Poker table-test rubric (table-test.rubric.three-card-poker): the "
        "weights add up to 90%, not 100%."
    )


def test_an_unsealed_import_is_refused_in_spanish(store: ProgressStore, tmp_path: Path) -> None:
    """Issue 27: an export with no seal is refused (only a supervisor accepts it) in one
    Spanish sentence."""
    from trainer.progress import UnsealedImportError
    from trainer.progress.transfer import Names, write_csv

    from .conftest import attempt

    ana = store.add_trainee("Ana")
    store.record_attempt(attempt(ana.id))
    path = tmp_path / "sin-sello.csv"
    names = Names(games={"three-five-seven": "3-5-7 Poker"}, skills={"payout": "Payouts"})
    with path.open("w", encoding="utf-8", newline="") as out:
        write_csv(out, store.attempts(), store.trainee_summaries(None), names=names)
    with words.use("es"), pytest.raises(UnsealedImportError) as refused:
        store.import_file(path)
    assert str(refused.value) == (
        "sin-sello.csv no tiene sello, así que solo un supervisor puede aceptar sus respuestas "
        "(entonces quedan marcadas como tales y no entran en ninguna sesión de examen)."
    )
