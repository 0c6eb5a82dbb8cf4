"""The Qt-free layers' words: the marker, the catalogue read from a ``.ts`` file, templates
with named placeholders, and table English (DESIGN.md, "Words in two languages")."""

from __future__ import annotations

import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from trainer import words
from trainer.words import QT_TRANSLATE_NOOP, say, table_word

CATALOGUE = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>quiz</name>
    <message>
        <source>Seat {seat} bets {amount}. What is the payout?</source>
        <translation>El asiento {seat} apuesta {amount}. ¿Cuál es el pago?</translation>
    </message>
    <message>
        <source>Not finished yet</source>
        <translation type="unfinished">A medias</translation>
    </message>
</context>
<context>
    <name>table</name>
    <message>
        <source>flush</source>
        <translation>color</translation>
    </message>
</context>
<context>
    <name>words</name>
    <message>
        <source>{word} (“{call}”)</source>
        <comment>a table word, with the English call said at the table</comment>
        <translation>{word} (“{call}”)</translation>
    </message>
</context>
</TS>
"""

ASK = QT_TRANSLATE_NOOP("quiz", "Seat {seat} bets {amount}. What is the payout?")


@pytest.fixture()
def spanish(tmp_path: Path) -> Iterator[Path]:
    (tmp_path / "core_es.ts").write_text(CATALOGUE, encoding="utf-8")
    words._set_folder_for_tests(tmp_path)
    try:
        yield tmp_path
    finally:
        words.use_language(words.ENGLISH)
        words._set_folder_for_tests(None)


def test_words_marker_is_a_no_op_that_keeps_its_context() -> None:
    assert ASK == "Seat {seat} bets {amount}. What is the payout?"
    assert ASK.context == "quiz"
    assert say(ASK, seat=3, amount="$5.00") == "Seat 3 bets $5.00. What is the payout?"


def test_words_translates_at_use_and_fills_named_placeholders(spanish: Path) -> None:
    with words.use("es"):
        assert say(ASK, seat=3, amount="$5.00") == "El asiento 3 apuesta $5.00. ¿Cuál es el pago?"
    assert say(ASK, seat=3, amount="$5.00").startswith("Seat 3")


def test_words_unfinished_translation_shows_the_english_source(spanish: Path) -> None:
    with words.use("es"):
        assert say(QT_TRANSLATE_NOOP("quiz", "Not finished yet")) == "Not finished yet"


def test_words_a_value_holding_braces_is_put_in_as_it_is(spanish: Path) -> None:
    with words.use("es"):
        assert "{seat}" in say(ASK, seat="{seat}", amount="$1")


def test_words_table_english_puts_the_call_beside_the_word(spanish: Path) -> None:
    flush = QT_TRANSLATE_NOOP("table", "flush")
    assert table_word(flush) == "flush"
    with words.use("es"):
        assert table_word(flush) == "color"
    with words.use("es", table_english=True):
        assert table_word(flush) == "color (“flush”)"


def test_words_language_from_locale_names() -> None:
    assert words.language_from("es_MX.UTF-8") == "es"
    assert words.language_from("es-US") == "es"
    assert words.language_from("fr_FR") == "en"
    assert words.language_from(None) == "en"


def test_words_system_language_reads_the_posix_variables(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "es_US.UTF-8")
    assert words.system_language() == "es"
    monkeypatch.setenv("LC_ALL", "en_US.UTF-8")
    assert words.system_language() == "en"


def test_words_unknown_language_is_one_plain_sentence() -> None:
    with pytest.raises(words.LanguageError, match="no language 'fr'; it ships en, es"):
        words.use_language("fr")


def test_words_unknown_language_is_refused_in_the_language_in_force() -> None:
    """Issue 27: the refusal of a language not shipped is worded in the language in force."""
    with words.use("es"), pytest.raises(words.LanguageError) as info:
        words.check_language("fr")
    assert str(info.value) == "El programa no tiene el idioma 'fr'; incluye en, es."


def test_words_broken_catalogue_is_reported_with_its_path(tmp_path: Path) -> None:
    """A catalogue that cannot be read cannot word its own refusal: it is said in English and
    in Spanish, its path in both (issue 27)."""
    (tmp_path / "core_es.ts").write_text("<TS><context>", encoding="utf-8")
    words._set_folder_for_tests(tmp_path)
    try:
        with pytest.raises(words.LanguageError) as info:
            words.use_language("es")
    finally:
        words._set_folder_for_tests(None)
    message = str(info.value)
    assert re.search(r"The translations in \S*core_es\.ts cannot be read: ", message), message
    assert re.search(r"No se pueden leer las traducciones de \S*core_es\.ts: ", message), message
    assert "\n" not in message


def test_a_command_told_of_an_unreadable_catalogue_says_so_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--language es`` with a catalogue that cannot be read: one line in both languages and
    exit 2, no traceback (DESIGN.md, "Errors")."""
    from trainer import cli

    (tmp_path / "core_es.ts").write_text("<TS><context>", encoding="utf-8")
    words._set_folder_for_tests(tmp_path)
    try:
        assert cli.main(["--language", "es", "odds"]) == 2
    finally:
        words._set_folder_for_tests(None)
    err = capsys.readouterr().err
    assert err.startswith("dealer-trainer: The translations in "), err
    assert "No se pueden leer las traducciones" in err and err.count("\n") == 1, err


def test_words_fields_of_a_template() -> None:
    assert words.fields_of(ASK) == {"seat", "amount"}


def test_words_marker_is_read_by_qt_lupdate(tmp_path: Path) -> None:
    """``pyside6-lupdate`` extracts our marker, its context and disambiguation, including a
    template written over several lines (the reason the marker carries Qt's name)."""
    lupdate = Path(sys.executable).with_name("pyside6-lupdate")
    if not lupdate.exists():
        pytest.skip("pyside6-lupdate is not installed beside this Python")
    source = tmp_path / "sample.py"
    source.write_text(
        "from trainer.words import QT_TRANSLATE_NOOP, say\n"
        'x = say(QT_TRANSLATE_NOOP("quiz", "Seat {seat} "\n'
        '    "bets {amount}."), seat=1, amount="$1")\n'
        'y = QT_TRANSLATE_NOOP("table", "flush", "a hand name")\n',
        encoding="utf-8",
    )
    out = tmp_path / "out.ts"
    subprocess.run([str(lupdate), str(source), "-ts", str(out)], check=True, capture_output=True)
    text = out.read_text(encoding="utf-8")
    assert "<source>Seat {seat} bets {amount}.</source>" in text
    assert "<comment>a hand name</comment>" in text


def test_words_a_phrase_is_english_as_declared_and_worded_again_when_shown(
    spanish: Path,
) -> None:
    phrase = words.Phrase(ASK, seat=3, amount=lambda: "$5.00")
    assert phrase == "Seat 3 bets $5.00. What is the payout?"
    with words.use("es"):
        assert words.translated(phrase) == "El asiento 3 apuesta $5.00. ¿Cuál es el pago?"
    assert words.translated(phrase) == phrase


def test_a_station_in_english_reads_no_catalogue_and_loads_no_xml_reader() -> None:
    # Issue 28: the catalogues' XML reader loads when a language other than English is
    # first used, not with every start.
    code = (
        "import sys\n"
        "from trainer.words import QT_TRANSLATE_NOOP, say, use_language\n"
        "use_language('en')\n"
        "print('xml.etree.ElementTree' in sys.modules)\n"
        "use_language('es')\n"
        "print(say(QT_TRANSLATE_NOOP('settings', 'The school')))\n"
        "print('xml.etree.ElementTree' in sys.modules)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.splitlines() == ["False", "La escuela", "True"]
