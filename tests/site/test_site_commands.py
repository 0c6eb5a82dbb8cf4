"""``dealer-trainer site init | add-station | status`` as a school's IT person runs them."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from trainer.cli import main
from trainer.site.connection import connect
from trainer.site.facts import hello, push
from trainer.site.schema import SITE_SCHEMA_VERSION

from .conftest import attempt_fact, new_trainee

ALL_STEPS = ", ".join(str(v) for v in range(1, SITE_SCHEMA_VERSION + 1))


def test_site_init_twice_then_add_a_station_and_see_its_status(
    admin_url: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert main(["site", "init", admin_url]) == 0
    first = capsys.readouterr().out
    assert f"at schema version {SITE_SCHEMA_VERSION} (applied {ALL_STEPS})" in first
    assert "house settings at their defaults" in first
    assert main(["site", "init", admin_url]) == 0
    said = capsys.readouterr().out
    assert f"already at schema version {SITE_SCHEMA_VERSION}; nothing to do" in said

    secret = tmp_path / "kiosk-3.pgpass"
    monkeypatch.setenv("DEALER_TRAINER_SITE", admin_url)
    assert main(["site", "add-station", "kiosk-3", "--password-file", str(secret)]) == 0
    out = capsys.readouterr().out
    assert "Station kiosk-3 is registered" in out
    assert stat.S_IMODE(os.stat(secret).st_mode) == 0o600
    password = secret.read_text().strip().rsplit(":", 1)[1]
    assert password not in out  # the secret is never printed
    station_url = next(line.split(": ", 1)[1] for line in out.splitlines() if "connection:" in line)

    monkeypatch.setenv("PGPASSFILE", str(secret))
    with connect(station_url) as conn:
        me = hello(conn, head_seq=4, app_version="test")
        trainee = new_trainee(conn)
        push(conn, me.id, [attempt_fact(trainee.id, s) for s in (1, 2, 4)])
    assert main(["site", "status"]) == 0
    status = capsys.readouterr().out
    assert f"schema version {SITE_SCHEMA_VERSION}, 1 station." in status
    assert "kiosk-3: last sync" in status
    assert "3 facts, 1 pending, missing seq 3" in status


def test_the_site_commands_speak_spanish_with_language_es(
    admin_url: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Issue 27: 'site init', 'add-station' and 'status' in Spanish, one whole template a
    line; the status line of a station with a gap, and a missing site named in Spanish."""
    from trainer import words

    monkeypatch.setattr(words, "_choice", words.current())  # English again after the test
    assert main(["--language", "es", "site", "init", admin_url]) == 0
    said = capsys.readouterr().out
    assert f"en la versión de esquema {SITE_SCHEMA_VERSION} (aplicadas: {ALL_STEPS})" in said
    assert "Las estaciones inician sesión como miembros del rol" in said
    secret = tmp_path / "kiosk-3.pgpass"
    monkeypatch.setenv("DEALER_TRAINER_SITE", admin_url)
    code = main(
        ["--language", "es", "site", "add-station", "kiosk-3", "--password-file", str(secret)]
    )
    assert code == 0
    out = capsys.readouterr().out
    assert "La estación kiosk-3 está registrada en el sitio" in out
    assert f"  contraseña: en {secret} (un archivo de contraseñas libpq" in out
    assert main(["--language", "es", "site", "status"]) == 0
    status = capsys.readouterr().out
    assert f"versión de esquema {SITE_SCHEMA_VERSION}, 1 estación." in status
    assert "kiosk-3: última sincronización nunca, 0 hechos, 0 pendientes, sin huecos" in status
    monkeypatch.delenv("DEALER_TRAINER_SITE")
    assert main(["--language", "es", "site", "status"]) == 2
    assert capsys.readouterr().err == (
        "dealer-trainer: Nombre la base de datos del sitio con --site URL o DEALER_TRAINER_SITE.\n"
    )


def test_adding_a_station_never_overwrites_a_password_file(
    site: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    secret = tmp_path / "kiosk-1.pgpass"
    secret.write_text("keep me\n")
    code = main(["site", "add-station", "kiosk-1", "--site", site, "--password-file", str(secret)])
    assert code == 2
    assert "already exists" in capsys.readouterr().err
    assert secret.read_text() == "keep me\n"


def test_site_commands_without_a_site_say_how_to_name_one(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("DEALER_TRAINER_SITE", raising=False)
    assert main(["site", "status"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err == [
        "dealer-trainer: Name the site's database with --site URL or DEALER_TRAINER_SITE."
    ]


def test_site_init_on_a_missing_database_is_one_line(
    admin_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    url = admin_url.replace("/school_", "/nosuch_")
    assert main(["site", "init", url]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "no such database" in err[0]
