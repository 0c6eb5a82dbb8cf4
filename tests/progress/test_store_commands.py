"""``dealer-trainer export`` and ``dealer-trainer import`` through the real command line."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from trainer.cli import main
from trainer.progress import ProgressStore

from .conftest import FakeClock, attempt

OpenStore = Callable[..., ProgressStore]


@pytest.fixture
def kiosk_dir(open_store: OpenStore, tmp_path: Path, clock: FakeClock) -> Path:
    folder = tmp_path / "kiosk"
    store = open_store(folder=folder, station="kiosk-2")
    ana, ben = store.add_trainee("Ana"), store.add_trainee("Ben")
    for trainee in (ana, ana, ben):
        store.record_attempt(attempt(trainee.id))
    clock.advance(days=2)
    store.record_attempt(attempt(ben.id, skill="rake", correct=False))
    store.close()
    return folder


def test_export_json_to_stdout_with_filters(
    kiosk_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--data-dir", str(kiosk_dir), "export", "--format", "json"]) == 0
    document = json.loads(capsys.readouterr().out)
    assert len(document["attempts"]) == 4 and len(document["summary"]) == 3
    args = ["export", "--format", "json", "--trainee", "ben", "--data-dir", str(kiosk_dir)]
    assert main(args) == 0
    document = json.loads(capsys.readouterr().out)
    assert {a["trainee"] for a in document["attempts"]} == {"Ben"}
    assert document["filters"] == {"trainee": "ben", "since": None}
    assert main([*args, "--since", "2025-03-05"]) == 0
    assert len(json.loads(capsys.readouterr().out)["attempts"]) == 1


def test_export_csv_to_a_file_then_import_it_twice(
    kiosk_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "kiosk-2.csv"
    assert main(["export", "--out", str(out), "--data-dir", str(kiosk_dir)]) == 0
    assert capsys.readouterr().out == f"Wrote 4 answers to {out}.\n"
    office = tmp_path / "office"
    with ProgressStore(office, station="office") as store:
        store.create_first_supervisor("Mona", "246810")
    pin = tmp_path / "pin"
    pin.write_text("246810\n")
    pin.chmod(0o600)
    # Issue 17: another station's key seals the file, so only a supervisor accepts it.
    assert (
        main(
            [
                "--data-dir",
                str(office),
                "import",
                str(out),
                "--supervisor",
                "Mona",
                "--supervisor-pin-file",
                str(pin),
            ]
        )
        == 2
    )
    assert "kiosk-2.csv is not sealed by this school" in capsys.readouterr().err
    accept = ["--accept-unsigned", "--supervisor", "Mona", "--supervisor-pin-file", str(pin)]
    assert main(["--data-dir", str(office), "import", str(out), *accept]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "Added 4 new answers from kiosk-2.csv; 0 were already in the store.",
        "  Ana: 2 (new trainee)",
        "  Ben: 2 (new trainee)",
        "kiosk-2.csv is sealed by another school; Mona accepted it, so its answers are "
        "marked so and join no exam sitting.",
    ]
    assert main(["import", str(out), "--data-dir", str(office), *accept]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "Added 0 new answers from kiosk-2.csv; 4 were already in the store."
    ]


def test_the_environment_variable_points_at_the_store(
    kiosk_dir: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("DEALER_TRAINER_DATA", str(kiosk_dir))
    assert main(["export"]) == 0
    assert capsys.readouterr().out.startswith("attempt_id,trainee,")


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["export", "--trainee", "Zed"], "There is no trainee named 'Zed'."),
        (["import", "nowhere.json"], "There is no file nowhere.json to import."),
    ],
)
def test_user_errors_print_one_line_and_exit_2(
    kiosk_dir: Path, argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main([*argv, "--data-dir", str(kiosk_dir)]) == 2
    assert capsys.readouterr().err == f"dealer-trainer: {message}\n"


def test_export_of_a_folder_without_a_store(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["export", "--data-dir", str(tmp_path / "none")]) == 2
    assert "There is no progress store in" in capsys.readouterr().err
    assert not (tmp_path / "none").exists()


def test_a_bad_import_changes_nothing(
    kiosk_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "dealer-trainer-attempts", "version": 1, "attempts": [{}]}')
    assert main(["import", str(bad), "--data-dir", str(kiosk_dir)]) == 2
    err = capsys.readouterr().err
    assert err == "dealer-trainer: In bad.json, attempt 1, the field 'credit' is missing.\n"


def test_a_bad_date_is_an_argument_error(kiosk_dir: Path) -> None:
    with pytest.raises(SystemExit) as caught:
        main(["export", "--since", "yesterday", "--data-dir", str(kiosk_dir)])
    assert caught.value.code == 2
