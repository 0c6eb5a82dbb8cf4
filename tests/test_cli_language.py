"""``--language`` on every command (issue 27): the refusals and the output in the language
asked, the system's by default; an unknown language refused in one line."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from trainer import words
from trainer.cli import main


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    words.use_language(words.ENGLISH)


def test_a_refusal_is_said_in_the_language_asked(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = tmp_path / "nothing.csv"
    assert main(["--language", "es", "--data-dir", str(tmp_path), "import", str(missing)]) == 2
    said = capsys.readouterr().err
    assert said == f"dealer-trainer: No hay ningún archivo {missing} que importar.\n"
    assert main(["--data-dir", str(tmp_path), "import", str(missing)]) == 2
    assert capsys.readouterr().err == f"dealer-trainer: There is no file {missing} to import.\n"


def test_the_system_locale_decides_without_the_option(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LANGUAGE", "es_MX:en")
    missing = tmp_path / "nothing.csv"
    assert main(["--data-dir", str(tmp_path), "import", str(missing)]) == 2
    assert "No hay ningún archivo" in capsys.readouterr().err
    assert main(["--language=en", "--data-dir", str(tmp_path), "import", str(missing)]) == 2
    assert "There is no file" in capsys.readouterr().err


def test_an_unknown_language_is_refused_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["--language", "fr", "import", "x.csv"])
    assert exited.value.code == 2
    said = capsys.readouterr().err.splitlines()
    assert len(said) == 1 and "--language" in said[0] and "'fr'" in said[0]


def test_the_terminal_drill_speaks_spanish_with_language_es(tmp_path: Path) -> None:
    """The drill's own lines in Spanish: the welcome, the asking again, each timed verdict's
    pace and the summary, a whole sentence each (the questions are the quiz's)."""
    from tests.forker import dealer_trainer

    done = dealer_trainer(
        "--language",
        "es",
        "drill",
        "--trainee",
        "Eli",
        "--game",
        "three-card-poker",
        "--family",
        "three-card-poker/rulings",
        "--mode",
        "speed",
        "--data-dir",
        str(tmp_path / "data"),
        stdin="1\n2\nsoon\n3\n4\n",
        cwd=Path(__file__).resolve().parent.parent,
    )
    assert done.returncode == 0, done.stderr
    assert "Bienvenido, Eli: alumno nuevo." in done.stdout
    assert done.stdout.count("Inténtelo de nuevo.") == 1
    assert len(re.findall(r"^   .* \((rápida|normal|lenta), [\d.]+ s\)$", done.stdout, re.M)) == 4
    assert re.search(
        r"^4 respondidas: \d correctas, \d incorrectas; \d rápidas, \d normales, \d lentas\.$",
        done.stdout,
        re.M,
    )
    assert "answered" not in done.stdout and "Try again" not in done.stdout


def test_what_needs_a_supervisor_is_named_in_the_language_asked(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from trainer.progress import ProgressStore

    with ProgressStore(tmp_path) as store:
        store.create_first_supervisor("Mona", "246810")
    assert main(["--language", "es", "--data-dir", str(tmp_path), "export"]) == 2
    assert capsys.readouterr().err == (
        "dealer-trainer: Exportar respuestas necesita el PIN de un supervisor; indique "
        "--supervisor NOMBRE (el PIN se pide en la terminal o se lee de "
        "--supervisor-pin-file ARCHIVO).\n"
    )
    assert main(["--data-dir", str(tmp_path), "export"]) == 2
    assert capsys.readouterr().err.startswith(
        "dealer-trainer: Exporting answers needs a supervisor's PIN; give --supervisor NAME"
    )


def _help(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit) as exited:
        main(argv)
    assert exited.value.code == 0
    return " ".join(capsys.readouterr().out.split())  # argparse wraps lines to the terminal


def test_the_help_is_in_the_language_asked(capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 27: every command's --help through the catalogue (argparse's own "usage:" and
    headings stay); English reads as before."""
    top = _help(["--language", "es", "--help"], capsys)
    assert "Dealer Trainer: ejercicios para crupieres de juegos de mesa de casino." in top
    assert "comprobar el almacén de progreso: el archivo íntegro" in top
    assert "el idioma de la salida y de la ventana" in top
    export = _help(["--language", "es", "export", "--help"], capsys)
    assert "solo los intentos de este alumno" in export
    assert "nombre de un supervisor: exportar exige uno en cuanto el almacén tiene alguno" in export
    sync = _help(["--language", "es", "sync", "--help"], capsys)
    assert "URL libpq del sitio como esta estación (por omisión: DEALER_TRAINER_SITE" in sync
    english = _help(["--language", "en", "export", "--help"], capsys)
    assert "only this trainee's attempts" in english
    assert "a supervisor's name: exporting needs one once the store has any" in english


def test_the_engine_commands_speak_the_language_asked(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 27: 'check-rules' lines and a scenario that cannot be read, in Spanish; the
    rules files' own words (names, jurisdictions, variants) stay as the files write them."""
    import io

    rules = Path(__file__).resolve().parent.parent / "resources" / "rules"
    home, holdem = rules / "three-five-seven-home.toml", rules / "casino-holdem.toml"
    assert main(["--language", "es", "check-rules", str(home), str(holdem)]) == 0
    assert capsys.readouterr().out.splitlines() == [
        f"{home}: correcto (3-5-7 home game, variantes strikes y burns)",
        f"{holdem}: correcto (Casino Hold'em, 3 tablas de pagos)",
    ]
    assert main(["check-rules", str(home)]) == 0
    assert capsys.readouterr().out == f"{home}: ok (3-5-7 home game, strikes and burns variants)\n"
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(b"{")))
    assert main(["--language", "es", "settle"]) == 2
    assert capsys.readouterr().err.startswith(
        "dealer-trainer: JSON mal formado en la entrada estándar, línea 1, columna 2: "
    )


def test_a_count_out_of_range_is_refused_in_spanish(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 27: the drill commands' own refusals through the catalogue."""
    argv = ["--language", "es", "--data-dir", str(tmp_path), "drill", "--trainee", "Ana"]
    assert main([*argv, "--count", "0"]) == 2
    assert capsys.readouterr().err == "dealer-trainer: --count debe ser al menos 1, no 0.\n"


def _said(*args: str) -> tuple[int, str, str]:
    """``dealer-trainer`` run as a real process; its exit status, output and error, with
    argparse's line wrapping undone."""
    from tests.forker import dealer_trainer

    done = dealer_trainer(*args, cwd=Path(__file__).resolve().parent.parent)
    return done.returncode, " ".join(done.stdout.split()), done.stderr


def test_argparses_own_words_are_spanish_under_language_es() -> None:
    """Issue 27: "usage:", the section headings and argparse's helps in Spanish; English as
    argparse writes them."""
    code, top, _ = _said("--language", "es", "--help")
    assert code == 0
    assert top.startswith("uso: dealer-trainer [-h] [--version]")
    assert "argumentos posicionales: COMMAND" in top and " opciones: -h, --help " in top
    assert "mostrar esta ayuda y salir" in top
    assert "--version mostrar la versión del programa y salir" in top
    for english in (
        "usage:",
        "positional arguments",
        "options:",
        "show this help",
        "version number",
    ):
        assert english not in top, english
    code, export, _ = _said("--language", "es", "export", "--help")
    assert code == 0 and export.startswith("uso: dealer-trainer export [-h]")
    assert "opciones: -h, --help mostrar esta ayuda y salir" in export
    code, english, _ = _said("--language", "en", "export", "--help")
    assert code == 0 and english.startswith("usage: dealer-trainer export [-h]")
    assert "options: -h, --help show this help message and exit" in english


@pytest.mark.parametrize(
    ("args", "spanish", "english"),
    [
        (
            ("questions",),
            "dealer-trainer questions: Faltan estos argumentos obligatorios: --game, --skill. "
            "Vea 'dealer-trainer questions --help'.\n",
            "dealer-trainer questions: The following arguments are required: --game, --skill. "
            "See 'dealer-trainer questions --help'.\n",
        ),
        (
            ("nosuch",),
            "dealer-trainer: Argumento COMMAND: opción no válida: 'nosuch' (elija entre 'settle', ",
            "dealer-trainer: Argument COMMAND: invalid choice: 'nosuch' (choose from 'settle', ",
        ),
        (
            ("export", "--trainee"),
            "dealer-trainer export: Argumento --trainee: se esperaba un argumento. "
            "Vea 'dealer-trainer export --help'.\n",
            "dealer-trainer export: Argument --trainee: expected one argument. "
            "See 'dealer-trainer export --help'.\n",
        ),
        (
            ("--bogus",),
            "dealer-trainer: Argumentos no reconocidos: --bogus. Vea 'dealer-trainer --help'.\n",
            "dealer-trainer: Unrecognized arguments: --bogus. See 'dealer-trainer --help'.\n",
        ),
        (
            ("drill", "--trainee", "Ana", "--count", "many"),
            "dealer-trainer drill: Argumento --count: valor de tipo int no válido: 'many'. ",
            "dealer-trainer drill: Argument --count: invalid int value: 'many'. ",
        ),
    ],
    ids=["required", "invalid-choice", "expected-one", "unrecognized", "invalid-int"],
)
def test_argparses_refusals_are_one_spanish_line_under_language_es(
    args: tuple[str, ...], spanish: str, english: str
) -> None:
    """Issue 27: a refused argument is told in the language asked, in one line, exit 2."""
    for language, expected in (("es", spanish), ("en", english)):
        code, out, err = _said("--language", language, *args)
        assert code == 2 and out == ""
        assert len(err.splitlines()) == 1 and err.startswith(expected), err


# argparse's sentences that only a programmer's mistake in building a parser can show.
_PROGRAMMERS_ONLY = {
    "'required' is an invalid argument for positionals",
    "%r is not callable",
    ".__call__() not defined",
    'argument "-" with mode %r',
    "cannot have multiple subparser arguments",
    "cannot merge actions - two groups are named %r",
    "conflicting subparser alias: %s",
    "conflicting subparser: %s",
    "conflicting option string: %s",
    "conflicting option strings: %s",
    "dest= is required for options like %r",
    "invalid conflict_resolution value: %r",
    "invalid option string %(option)r: must start with a character %(prefix_chars)r",
    "mutually exclusive arguments must be optional",
    "unexpected option string: %s",
    "subcommands",
}


def test_every_sentence_argparse_can_say_to_a_user_is_in_the_catalogue() -> None:
    """Issue 27: a sentence a newer Python's argparse adds fails here until it is listed in
    trainer/argparse_words.py (and translated), rather than showing English."""
    import argparse
    import ast

    from trainer.argparse_words import SENTENCES

    tree = ast.parse(Path(argparse.__file__).read_text(encoding="utf-8"))
    said = {
        arg.value
        for call in ast.walk(tree)
        if isinstance(call, ast.Call)
        and isinstance(call.func, ast.Name)
        and call.func.id in ("_", "ngettext")
        for arg in call.args
        if isinstance(arg, ast.Constant) and isinstance(arg.value, str)
    }
    assert said - _PROGRAMMERS_ONLY - set(SENTENCES) == set()


_RULES = Path(__file__).resolve().parent.parent / "resources" / "rules"


@pytest.mark.parametrize(
    ("source", "old", "new", "spanish"),
    [
        pytest.param(
            "three-five-seven-colorado.toml",
            "\nrake_cap = 5.00\n",
            "\nrake_cap = 5.00\nbonus = 1\n",
            r"broken\.toml: house\.bonus: no es una clave conocida \(conocidas: max_wager, .*\)\.",
            id="unknown-key",
        ),
        pytest.param(
            "three-card-poker-new-jersey.toml",
            'category = "straight", pays = "6 to 1" }',
            'category = "straight" }',
            r"broken\.toml: paytable\[\d\]\.rows\[3\]: necesita exactamente una de pays, "
            r"meter_percent o amount \(falta el pago\)\.",
            id="missing-pay-row",
        ),
        pytest.param(
            "three-five-seven-colorado.toml",
            "\nrake_cap = 5.00\n",
            "\nrake_cap = 6.00\n",
            r"broken\.toml: house\.rake_cap: Un tope de comisión de \$6\.00 supera los \$5\.00 "
            r"que permite CO 3-5-7 ¶10\(a\)-\(c\)\.",
            id="cap-exceeded",
        ),
        pytest.param(
            "three-five-seven-colorado.toml",
            "surrender = true\n",
            'surrender = "yes"\n',
            r"broken\.toml: house\.surrender: debe ser true o false, no 'yes'\.",
            id="bad-type",
        ),
        pytest.param(
            "three-five-seven-colorado.toml",
            "\nrake_cap = 5.00\n",
            "\nrake_cap = 5.005\n",
            r"broken\.toml: house\.rake_cap: El importe de 5\.005 no es un número entero de "
            r"centavos\.",
            id="bad-amount",
        ),
        pytest.param(
            "blackjack-pennsylvania.toml",
            "value = 6,",
            'value = "six",',
            r"\S*broken\.toml: options\.decks\.value: debe ser un número entero de 1 a 8, "
            r"no 'six'\.",
            id="bad-type-blackjack",
        ),
        pytest.param(
            "three-five-seven-home.toml",
            "ante_cap = { value = 1.00",
            "ante_cap = { value = 0.01",
            r"\S*broken\.toml: variant\.burns\.ante_cap: El tope del ante de \$0\.01 es menor "
            r"que el primer ante de \$0\.\d\d\.",
            id="home-option-not-allowed",
        ),
    ],
)
def test_a_broken_rules_file_is_refused_in_spanish_by_check_rules(
    tmp_path: Path, source: str, old: str, new: str, spanish: str
) -> None:
    """Issue 27 (DESIGN.md, "Rules as data"): ``check-rules --language es`` with a broken
    file says the file, the key and the reason in one Spanish line; the file's name, the key,
    the value and the clause stay as written. The same file in English as before."""
    text = (_RULES / source).read_text(encoding="utf-8")
    assert old in text
    broken = tmp_path / "broken.toml"
    broken.write_text(text.replace(old, new, 1), encoding="utf-8")
    status, _, err = _said("--language", "es", "check-rules", str(broken))
    assert status == 2
    assert re.fullmatch(f"dealer-trainer: {spanish}\n", err), err
    status, _, err = _said("--language", "en", "check-rules", str(broken))
    assert status == 2 and err.startswith("dealer-trainer: ") and err.count("\n") == 1
    assert not re.fullmatch(f"dealer-trainer: {spanish}\n", err), err


@pytest.mark.parametrize(
    ("family", "typed", "refusal"),
    [
        (
            "three-card-poker/dealing-order",
            "zz",
            r"'zz' no es uno de los lugares o pasos ofrecidos \([SCD\d ]+\)\.",
        ),
        (
            "three-card-poker/rulings",
            "soon",
            r"'soon' no es una de las respuestas; elija por número, 1-\d\.",
        ),
        (
            "three-card-poker/spot-the-error",
            "zz",
            r"'zz' no es un asiento de esta mesa \(asientos [\d, ]+\)\.",
        ),
        (
            "three-card-poker/payout-chips",
            "3x7",
            r"No hay ficha de \$7\.00; las fichas son \$0\.50, \$1\.00, \$2\.50, \$5\.00, "
            r"\$25\.00 y \$100\.00\.",
        ),
        (
            "three-card-poker/cut",
            "zz",
            r"'zz' no son pilas, montones ni fichas sueltas; escriba un corte como 2 pilas, "
            r"3x5, 2\.",
        ),
        (
            "three-card-poker/spot-the-misdeal",
            "99 S1",
            r"'99' no es una entrega de este reparto \(del 1 al \d+\)\.",
        ),
        (
            "three-five-seven-home/burns",
            "5",
            r"Hay \d jugadores y usted dio 1 importe\. Dé uno por cada uno, en orden\.",
        ),
        (
            "casino-holdem/arrange",
            "Zz 7h",
            r"'Zz' no es una carta: 'z' no es un palo \(c, d, h, s\)\.",
        ),
        (
            "casino-holdem/arrange",
            "Xh",
            r"'Xh' no es una carta: 'X' no es un valor de carta \(A K Q J T 9 \.\.\. 2\)\.",
        ),
        (
            "casino-holdem/arrange",
            "abcd",
            r"'abcd' no es una carta \(escriba las cartas como Ah, Td, 7c, 2s\)\.",
        ),
    ],
)
def test_the_terminal_drill_refuses_an_unreadable_answer_in_spanish(
    tmp_path: Path, family: str, typed: str, refusal: str
) -> None:
    """Issue 27: an answer that cannot be read (an order, a choice, a seat, chips, a cut, a
    delivery, the players' nets, a card) is refused in one Spanish sentence, the text typed kept as
    typed, and asked again; nothing English is said."""
    from tests.forker import dealer_trainer

    done = dealer_trainer(
        "--language",
        "es",
        "drill",
        "--trainee",
        "Eli",
        "--family",
        family,
        "--count",
        "1",
        "--seed",
        "3",
        "--data-dir",
        str(tmp_path / "data"),
        stdin=f"{typed}\n",
        cwd=Path(__file__).resolve().parent.parent,
    )
    assert re.search(rf"^   {refusal} Inténtelo de nuevo\.$", done.stdout, re.M), done.stdout
    assert "Try again" not in done.stdout and " is not " not in done.stdout


@pytest.mark.parametrize(
    ("scenario", "refusal"),
    [
        (
            {"game": "three-card-poker", "ante": -10, "player": ["Ah", "Kd", "Qs"]},
            "'ante': El importe no puede ser menor que cero (-10).",
        ),
        (
            {"game": "three-card-poker", "ante": 10.001, "player": ["Ah", "Kd", "Qs"]},
            "'ante': El importe de 10.001 no es un número entero de centavos.",
        ),
        (
            {"game": "three-card-poker", "ante": 10, "player": ["Ah", "Kd", "Zz"]},
            "'Zz' no es una carta: 'z' no es un palo (c, d, h, s).",
        ),
        (
            [{"game": "three-card-poker", "ante": 10, "player": ["Ah", "Kd", "1s"]}],
            "Escenario 1: '1s' no es una carta: '1' no es un valor de carta (A K Q J T 9 ... 2).",
        ),
        (
            {
                "game": "blackjack",
                "dealer": ["Th", "7c"],
                "seats": [
                    {"seat": 1, "hands": [{"cards": ["Th", "9c"], "wager": 10}]},
                    {"seat": 2, "hands": [{"cards": ["Th", "8c"], "wager": 10.005}]},
                ],
            },
            "'seats[2].hands[1].wager': El importe de 10.005 no es un número entero de centavos.",
        ),
        (
            {
                "game": "three-card-poker",
                "ante": 10,
                "play": True,
                "player": ["Ah", "Kd", "Ah"],
                "dealer": ["2c", "3c", "4c"],
            },
            "La carta Ah aparece dos veces; una baraja tiene una sola de cada carta.",
        ),
        (
            {
                "game": "three-five-seven-home",
                "variant": "burns",
                "round": 3,
                "pot": 5,
                "burn": -0.25,
                "players": [],
            },
            "'burn': El importe no puede ser menor que cero (-0.25).",
        ),
    ],
)
def test_a_scenarios_amount_or_card_refused_is_said_in_spanish(
    tmp_path: Path, scenario: Any, refusal: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """words28: ``settle --language es`` refuses an amount of a scenario (named by its key
    or its path in the file, with the value as written) or a card that cannot be read, or
    one given twice, in one Spanish line; in English the same key and value."""
    import json

    file = tmp_path / "scenario.json"
    file.write_text(json.dumps(scenario), encoding="utf-8")
    assert main(["--language", "es", "settle", str(file)]) == 2
    assert capsys.readouterr().err == f"dealer-trainer: {refusal}\n"
    assert main(["--language", "en", "settle", str(file)]) == 2
    assert capsys.readouterr().err == f"dealer-trainer: {ENGLISH[refusal]}\n"


ENGLISH = {
    "'ante': El importe no puede ser menor que cero (-10).": (
        "'ante': The amount cannot be negative (-10)."
    ),
    "'ante': El importe de 10.001 no es un número entero de centavos.": (
        "'ante': The amount of 10.001 is not a whole number of cents."
    ),
    "'Zz' no es una carta: 'z' no es un palo (c, d, h, s).": (
        "'Zz' is not a card: 'z' is not a suit (c, d, h, s)."
    ),
    "Escenario 1: '1s' no es una carta: '1' no es un valor de carta (A K Q J T 9 ... 2).": (
        "Scenario 1: '1s' is not a card: '1' is not a rank (A K Q J T 9 ... 2)."
    ),
    "'seats[2].hands[1].wager': El importe de 10.005 no es un número entero de centavos.": (
        "'seats[2].hands[1].wager': The amount of 10.005 is not a whole number of cents."
    ),
    "La carta Ah aparece dos veces; una baraja tiene una sola de cada carta.": (
        "The card Ah appears twice; a single deck has one of each card."
    ),
    "'burn': El importe no puede ser menor que cero (-0.25).": (
        "'burn': The amount cannot be negative (-0.25)."
    ),
}
"""Each refusal above as English says it."""


def test_the_odds_meter_refused_is_said_in_spanish(capsys: pytest.CaptureFixture[str]) -> None:
    """words28: ``odds --meter`` that is not an amount, in the language asked, the option
    and the text as typed."""
    assert main(["--language", "es", "odds", "--meter", "lots"]) == 2
    assert capsys.readouterr().err == (
        "dealer-trainer: --meter: 'lots' no es una cantidad de dinero; escríbala como 60, "
        "$60.00 o 1,250.50.\n"
    )
    assert main(["--language", "en", "odds", "--meter", "-5"]) == 2
    assert (
        capsys.readouterr().err
        == "dealer-trainer: --meter: The amount cannot be negative ('-5').\n"
    )
