"""Issue 32, "Nobody in, second pass": the school's site trusts no station.

Each test is an attack of the issue, run against a real PostgreSQL server (or, where the
attack never reaches one, against the connection string itself).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from trainer.cli import main
from trainer.progress import ProgressStore
from trainer.site.connection import connect
from trainer.site.errors import SiteError, SiteUnreachableError

from .conftest import Station

PIN_FILE_MODE = 0o600
CLEARTEXT_ENV = "DEALER_TRAINER_SITE_CLEARTEXT"


def _pin_file(folder: Path, pin: str) -> Path:
    path = folder / "pin.txt"
    path.write_text(pin + "\n")
    path.chmod(PIN_FILE_MODE)
    return path


# -- item 3: changing a station's site needs a supervisor ------------------------------------


def _kiosk_with_supervisor(folder: Path, station: Station) -> None:
    with ProgressStore(folder, station="kiosk-1") as store:
        store.create_first_supervisor("Mona Reyes", "246810")
        (folder / "site.conf").write_text(station.url + "\n")


def test_item_3_sync_remember_with_another_site_needs_a_supervisor(
    tmp_path: Path,
    add: Callable[[str], Station],
    capsys: pytest.CaptureFixture[str],
) -> None:
    own, rogue = add("kiosk-1"), add("rogue")
    folder = tmp_path / "kiosk"
    _kiosk_with_supervisor(folder, own)
    code = main(["sync", "--data-dir", str(folder), "--site", rogue.url, "--remember"])
    assert code == 2
    assert "Syncing this station with another site needs a supervisor's PIN" in (
        capsys.readouterr().err
    )
    assert (folder / "site.conf").read_text().strip() == own.url  # still its own site
    # A one-off sync with another site would bring that site's supervisors here too.
    assert main(["sync", "--data-dir", str(folder), "--site", rogue.url]) == 2
    capsys.readouterr()
    pin = _pin_file(tmp_path, "111111")
    wrong = ["--supervisor", "Mona Reyes", "--supervisor-pin-file", str(pin)]
    assert main(["sync", "--data-dir", str(folder), "--site", rogue.url, "--remember", *wrong]) == 2
    assert (folder / "site.conf").read_text().strip() == own.url
    capsys.readouterr()
    right = [
        "--supervisor",
        "Mona Reyes",
        "--supervisor-pin-file",
        str(_pin_file(tmp_path, "246810")),
    ]
    assert main(["sync", "--data-dir", str(folder), "--site", rogue.url, "--remember", *right]) == 0
    assert (folder / "site.conf").read_text().strip() == rogue.url
    # Its own site again, named as it is set: no supervisor needed.
    assert main(["sync", "--data-dir", str(folder), "--site", rogue.url]) == 0


# -- item 4: TLS by default off loopback -------------------------------------------------------


@pytest.mark.parametrize(
    "url",
    [
        "postgresql://school_st_kiosk_1@trainer-db.invalid/school",
        "postgresql://school_st_kiosk_1@trainer-db.invalid/school?sslmode=prefer",
        "postgresql://school_st_kiosk_1@192.0.2.10:5432/school?sslmode=disable",
        "host=trainer-db.invalid,localhost dbname=school sslmode=allow",
    ],
)
def test_item_4_a_site_off_loopback_without_tls_is_refused_in_one_sentence(
    url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(CLEARTEXT_ENV, raising=False)
    monkeypatch.delenv("PGSSLMODE", raising=False)
    with pytest.raises(SiteError, match="does not require TLS; add sslmode=verify-full") as caught:
        connect(url, timeout=1)
    assert not isinstance(caught.value, SiteUnreachableError)  # refused before any packet


def test_item_4_the_house_may_allow_an_unencrypted_network_explicitly(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv(CLEARTEXT_ENV, "allow")
    with pytest.raises(SiteUnreachableError):  # it tried: the name does not resolve
        connect("postgresql://school_st_kiosk_1@trainer-db.invalid/school", timeout=1)


def test_item_4_sync_through_the_command_line_refuses_cleartext(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(CLEARTEXT_ENV, raising=False)
    folder = tmp_path / "kiosk"
    with ProgressStore(folder, station="kiosk-1"):
        pass
    (folder / "site.conf").write_text("postgresql://school_st_kiosk_1@trainer-db.invalid/school\n")
    assert main(["sync", "--data-dir", str(folder)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1
    assert "is on another machine and its connection string does not require TLS" in err[0]
