"""Issue 32, "Nobody in, second pass": the local store's items 6 to 9, each an attack first.

Each test is the attack as it was made on the store; it failed before the fix it names.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from trainer.cli import main
from trainer.progress import ProgressStore

from .conftest import attempt

OpenStore = Callable[..., ProgressStore]


@pytest.fixture
def kiosk(open_store: OpenStore, folder: Path) -> Path:
    store = open_store()
    ann = store.add_trainee("Ann")
    for _ in range(3):
        store.record_attempt(attempt(ann.id))
    store.close()
    return folder


# -- 8. no file written through ----------------------------------------------------------


def test_item_8_export_never_writes_through_a_planted_partial_symlink(
    kiosk: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    victim = tmp_path / "victim.txt"
    victim.write_text("precious\n")
    out = tmp_path / "export.csv"
    (tmp_path / "export.csv.partial").symlink_to(victim)
    assert main(["export", "--out", str(out), "--data-dir", str(kiosk)]) == 0
    assert victim.read_text() == "precious\n"
    assert "3 answers" in capsys.readouterr().out
    assert out.is_file() and not out.is_symlink()
    assert out.read_text(encoding="utf-8").count("\n") >= 4


def test_item_8_saving_unsaved_answers_never_writes_through_a_planted_temporary_symlink(
    open_store: OpenStore, tmp_path: Path
) -> None:
    store = open_store()
    victim = tmp_path / "victim.txt"
    victim.write_text("precious\n")
    target = tmp_path / "unsaved.json"
    (tmp_path / "unsaved.json.tmp").symlink_to(victim)
    assert store.save_pending(target) == 0
    assert victim.read_text() == "precious\n"
    assert target.is_file() and not target.is_symlink()
