"""The site's owner at the command line: the owner's password, and the school's first
supervisor (issue 24, items 9 and 10).

Item 9: "On a station of a site, the first supervisor is made by the site's owner (``site
add-supervisor``, or ``site init`` asks), never at a kiosk." Item 10: "``site init`` with a
password: prompt when a terminal is attached, honour libpq's password file and service
file, and address the error to who runs the command."
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from trainer.cli import main
from trainer.progress import ProgressStore
from trainer.site.authority import sign_in_supervisor
from trainer.site.schema import SITE_SCHEMA_VERSION
from trainer.site.sync import sync

from .conftest import PgServer, Station
from .pgserver import ADMIN

ALL_STEPS = ", ".join(str(v) for v in range(1, SITE_SCHEMA_VERSION + 1))


@pytest.fixture(autouse=True)
def _no_password_files(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """No ~/.pgpass or service of the user running the tests leaks in."""
    monkeypatch.setenv("PGPASSFILE", str(tmp_path / "none.pgpass"))
    monkeypatch.setenv("PGSERVICEFILE", str(tmp_path / "none.conf"))
    for name in ("PGPASSWORD", "PGSERVICE", "DEALER_TRAINER_SITE"):
        monkeypatch.delenv(name, raising=False)
    yield


def _bare_url(pg: PgServer, database: str) -> str:
    """The owner's URL without a password, as docs/site.md writes it."""
    return f"postgresql://{ADMIN}@127.0.0.1:{pg.port}/{database}?sslmode=disable"


def _terminal(monkeypatch: pytest.MonkeyPatch, typed: list[str], names: list[str]) -> None:
    """A terminal attached: getpass answers *typed* in turn, input() answers *names*."""
    import trainer.commands.access as access
    import trainer.commands.site as site_commands

    monkeypatch.setattr(site_commands, "has_terminal", lambda: True)
    monkeypatch.setattr(access, "has_terminal", lambda: True)
    monkeypatch.setattr("getpass.getpass", lambda prompt="": typed.pop(0))
    monkeypatch.setattr("builtins.input", lambda prompt="": names.pop(0))


def _private(path: Path, text: str) -> Path:
    """*text* in a file only its owner reads (as libpq and the PIN files ask)."""
    path.write_text(text)
    path.chmod(0o600)
    return path


def _no_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    import trainer.commands.access as access
    import trainer.commands.site as site_commands

    monkeypatch.setattr(site_commands, "has_terminal", lambda: False)
    monkeypatch.setattr(access, "has_terminal", lambda: False)


# -- item 10: the owner's password -----------------------------------------------------------


def test_item_10_site_init_without_a_password_tells_the_owner_how_to_give_one(
    pg: PgServer,
    database: str,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    _no_terminal(monkeypatch)
    assert main(["site", "init", _bare_url(pg, database)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1
    assert err[0].startswith(f"dealer-trainer: The site 127.0.0.1:{pg.port}/{database} as ")
    assert "refused site_admin without a password" in err[0]
    for hint in ("at a terminal", "~/.pgpass", "PGPASSFILE", "service=NAME"):
        assert hint in err[0]
    assert "station" not in err[0]  # said to the owner, not to a station


def test_item_10_site_init_asks_the_owners_password_at_a_terminal(
    pg: PgServer,
    database: str,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    _terminal(monkeypatch, typed=["wrong"], names=[])
    assert main(["site", "init", _bare_url(pg, database)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err == [
        f"dealer-trainer: The site 127.0.0.1:{pg.port}/{database} as site_admin refused the "
        "password typed for site_admin."
    ]
    _terminal(monkeypatch, typed=[pg.password], names=[""])
    assert main(["site", "init", _bare_url(pg, database)]) == 0
    out = capsys.readouterr().out
    assert f"at schema version {SITE_SCHEMA_VERSION} (applied {ALL_STEPS})" in out
    assert pg.password not in out


def test_item_10_site_init_reads_the_password_file_and_the_service_file(
    pg: PgServer,
    database: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    _no_terminal(monkeypatch)
    line = f"127.0.0.1:{pg.port}:{database}:{ADMIN}:{pg.password}\n"
    secret = _private(tmp_path / "owner.pgpass", line)
    monkeypatch.setenv("PGPASSFILE", str(secret))
    assert main(["site", "init", _bare_url(pg, database)]) == 0
    said = capsys.readouterr().out
    assert f"at schema version {SITE_SCHEMA_VERSION} (applied {ALL_STEPS})" in said

    services = tmp_path / "pg_service.conf"
    services.write_text(
        f"[school]\nhost=127.0.0.1\nport={pg.port}\ndbname={database}\nuser={ADMIN}\n"
        "sslmode=disable\n"
    )
    monkeypatch.setenv("PGSERVICEFILE", str(services))
    assert main(["site", "status", "--site", "service=school"]) == 0
    assert f"schema version {SITE_SCHEMA_VERSION}, 0 stations." in capsys.readouterr().out
    monkeypatch.setenv("PGSERVICE", "school")  # no URL at all: libpq's service
    assert main(["site", "init"]) == 0
    assert f"already at schema version {SITE_SCHEMA_VERSION}" in capsys.readouterr().out


# -- item 9: the school's first supervisor ----------------------------------------------------


def _station_has(folder: Path, station: Station, name: str, pin: str) -> None:
    with ProgressStore(folder, station=station.name) as store:
        sync(store, station.url)
        assert [s.name for s in store.supervisors()] == [name]
        # The site sends no PIN hash of a supervisor: it checks their first sign-in here.
        assert sign_in_supervisor(store, name, pin, station.url).name == name
        assert store.sign_in_supervisor(name, pin).name == name  # then offline too


def test_item_9_site_init_asks_for_the_first_supervisor_and_every_station_has_them(
    admin_url: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    _terminal(monkeypatch, typed=["246813", "246813"], names=["Mona Reyes"])
    assert main(["site", "init", admin_url]) == 0
    out = capsys.readouterr().out
    assert "Mona Reyes is a supervisor of the site now" in out
    from trainer.site.admin import add_station

    station = Station(add_station(admin_url, "kiosk-1"))
    _station_has(tmp_path / "one", station, "Mona Reyes", "246813")
    _no_terminal(monkeypatch)
    assert main(["site", "init", admin_url]) == 0  # a supervisor exists: nothing asked
    assert "no supervisor" not in capsys.readouterr().out


def test_item_9_site_init_without_a_terminal_says_how_to_add_the_first_supervisor(
    admin_url: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _no_terminal(monkeypatch)
    assert main(["site", "init", admin_url]) == 0
    out = capsys.readouterr().out
    assert (
        "The site has no supervisor yet; add the first with 'dealer-trainer site "
        "add-supervisor NAME'." in out
    )


def test_item_9_site_add_supervisor_reaches_every_station(
    site: str,
    add: Any,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    _no_terminal(monkeypatch)
    pin_file = _private(tmp_path / "pin", "135792\n")
    command = ["site", "add-supervisor", "Mona Reyes", "--site", site, "--pin-file"]
    assert main([*command, str(pin_file)]) == 0
    assert "Mona Reyes is a supervisor of the site now" in capsys.readouterr().out
    assert main([*command, str(pin_file)]) == 2
    assert "already a supervisor named 'Mona Reyes'" in capsys.readouterr().err
    _station_has(tmp_path / "one", add("kiosk-1"), "Mona Reyes", "135792")
    _station_has(tmp_path / "two", add("kiosk-2"), "Mona Reyes", "135792")


def test_item_9_a_station_of_a_site_never_makes_the_first_supervisor_itself(
    site: str,
    add: Any,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    station = add("kiosk-1")
    folder = tmp_path / "one"
    with ProgressStore(folder, station=station.name) as store:
        sync(store, station.url)
    monkeypatch.setenv("DEALER_TRAINER_SITE", station.url)
    pin_file = _private(tmp_path / "pin", "135792\n")
    code = main(
        ["supervisor", "add", "Anyone", "--pin-file", str(pin_file), "--data-dir", str(folder)]
    )
    assert code == 2
    err = capsys.readouterr().err
    assert "made by the site's owner with 'dealer-trainer site add-supervisor NAME'" in err
    with ProgressStore(folder, station=station.name) as store:
        assert store.needs_first_supervisor()
        sync(store, station.url)
        assert store.needs_first_supervisor()  # and nothing reached the site
