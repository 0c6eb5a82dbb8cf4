"""Issue 29 through the real command line: ``credential issue``, ``school-key``,
``verify`` (offline, with the public key alone), ``credential revoke`` and the signed
revocation list."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import jwt
import pytest

from trainer.cli import main
from trainer.progress import ProgressStore

from .conftest import FakeClock
from .test_credentials import _passed_sitting


@pytest.fixture
def school(
    open_store: Callable[..., ProgressStore], tmp_path: Path, clock: FakeClock
) -> tuple[Path, str, list[str]]:
    """A school's data folder with a signed-off sitting, its id, and supervisor options."""
    folder = tmp_path / "school"
    store = open_store(folder=folder)
    mona = store.create_first_supervisor("Mona Reyes", "246810")
    ana = store.add_trainee("Ana Ruiz")
    sitting_id = _passed_sitting(store, mona, ana, clock)
    store.close()
    pin = tmp_path / "pin"
    pin.write_text("246810\n")
    pin.chmod(0o600)
    return folder, sitting_id, ["--supervisor", "Mona Reyes", "--supervisor-pin-file", str(pin)]


def test_issue_export_the_key_verify_offline_then_revoke(
    school: tuple[Path, str, list[str]],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    open_store: Callable[..., ProgressStore],
) -> None:
    folder, sitting_id, sup = school
    data = ["--data-dir", str(folder)]
    badge, key = tmp_path / "ana.jwt", tmp_path / "school.pem"
    number = sitting_id.split("-")[0].upper()  # the certificate's number names it too
    assert main([*data, "credential", "issue", number, "--out", str(badge), *sup]) == 0
    assert "Wrote Ana Ruiz's credential for Three Card Poker payouts" in capsys.readouterr().out
    assert main([*data, "school-key", "--out", str(key)]) == 0
    assert "Wrote the school's public key (fingerprint " in capsys.readouterr().out
    assert key.read_text().startswith("-----BEGIN PUBLIC KEY-----")

    # A third party: the file and the public key, no store at all.
    elsewhere = ["--data-dir", str(tmp_path / "nowhere")]
    assert main([*elsewhere, "verify", str(badge), "--key", str(key)]) == 0
    said = capsys.readouterr().out
    assert said.startswith("Genuine: ") and said.count("\n") == 1
    assert "Ana Ruiz passed Three Card Poker payouts with 100%" in said
    assert not (tmp_path / "nowhere").exists()

    # One changed byte.
    token = badge.read_text().strip()
    middle = len(token) // 2
    forged = tmp_path / "forged.jwt"
    forged.write_text(token[:middle] + ("A" if token[middle] != "A" else "B") + token[middle + 1 :])
    assert main([*elsewhere, "verify", str(forged), "--key", str(key)]) == 1
    assert "Not genuine" in capsys.readouterr().out

    # Another school's key.
    other_key = tmp_path / "other.pem"
    other = tmp_path / "other-school"
    open_store(folder=other).close()
    assert main(["--data-dir", str(other), "school-key", "--out", str(other_key)]) == 0
    capsys.readouterr()
    assert main([*elsewhere, "verify", str(badge), "--key", str(other_key)]) == 1
    assert "signed with another school's key" in capsys.readouterr().out

    # Revoked: the station knows at once; a third party with the signed list too.
    urn = jwt.decode(token, options={"verify_signature": False})["jti"]
    reason = ["--reason", "issued to the wrong trainee"]
    assert main([*data, "credential", "revoke", urn, *reason, *sup]) == 0
    assert "is revoked" in capsys.readouterr().out
    assert main([*data, "verify", str(badge)]) == 1
    assert capsys.readouterr().out.startswith("Revoked: ")
    listing = tmp_path / "revoked.jwt"
    assert main([*data, "credential", "revocations", "--out", str(listing)]) == 0
    assert "(1 revoked)" in capsys.readouterr().out
    verify = [*elsewhere, "verify", str(badge), "--key", str(key)]
    assert main([*verify, "--revocations", str(listing)]) == 1
    assert "issued to the wrong trainee" in capsys.readouterr().out
    # The list checked against another key is refused, in one line, exit 2.
    wrong = [*elsewhere, "verify", str(badge), "--key", str(other_key)]
    assert main([*wrong, "--revocations", str(listing)]) == 2
    assert "another school's key" in capsys.readouterr().err

    assert main([*data, "credential", "list", *sup]) == 0
    listed = capsys.readouterr().out
    assert listed.startswith(urn) and "Ana Ruiz  Three Card Poker payouts" in listed
    assert "by Mona Reyes: issued to the wrong trainee)" in listed


def test_verify_refuses_what_is_not_a_credential_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], school: tuple[Path, str, list[str]]
) -> None:
    folder = school[0]
    key = tmp_path / "school.pem"
    assert main(["--data-dir", str(folder), "school-key", "--out", str(key)]) == 0
    capsys.readouterr()
    notes = tmp_path / "notes.txt"
    notes.write_text("hello\n")
    assert main(["verify", str(notes), "--key", str(key)]) == 1
    assert "is not a signed credential" in capsys.readouterr().out
    assert main(["verify", str(notes), "--key", str(notes)]) == 2
    assert "is not a school's public key" in capsys.readouterr().err
    binary = tmp_path / "photo.jpg"
    binary.write_bytes(b"\xff\xd8\xff\xe0" + bytes(range(256)) * 4)
    assert main(["verify", str(binary), "--key", str(key)]) == 2
    assert "is not text" in capsys.readouterr().err
    huge = tmp_path / "huge.jwt"
    huge.write_text("a" * 200_000)
    assert main(["verify", str(huge), "--key", str(key)]) == 2
    assert "too large" in capsys.readouterr().err
    assert main(["verify", str(tmp_path / "missing.jwt"), "--key", str(key)]) == 2
    err = capsys.readouterr().err
    assert "cannot be read" in err and err.count("\n") == 1
    if os.name == "posix":
        assert (key.stat().st_mode & 0o077) == 0


def test_a_schools_keys_in_one_file_check_a_credential_of_any_of_its_stations(
    school: tuple[Path, str, list[str]],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    open_store: Callable[..., ProgressStore],
) -> None:
    """A school with several stations (each with its own key) hands out one file of their
    public keys; a credential of any of them is genuine against it, and the other
    station's key alone refuses it."""
    folder, sitting_id, sup = school
    badge = tmp_path / "ana.jwt"
    assert main(["--data-dir", str(folder), "credential", "issue", sitting_id, *sup]) == 0
    badge.write_text(capsys.readouterr().out)
    front = tmp_path / "front-desk"
    open_store(folder=front).close()
    keys: list[str] = []
    for data in (front, folder):
        assert main(["--data-dir", str(data), "school-key"]) == 0
        keys.append(capsys.readouterr().out)
    (tmp_path / "school.pem").write_text("".join(keys))
    (tmp_path / "front.pem").write_text(keys[0])
    assert main(["verify", str(badge), "--key", str(tmp_path / "school.pem")]) == 0
    assert capsys.readouterr().out.startswith("Genuine: ")
    assert main(["verify", str(badge), "--key", str(tmp_path / "front.pem")]) == 1
    assert "another school's key" in capsys.readouterr().out
