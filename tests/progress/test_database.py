"""Opening the progress file: a read-only folder, a folder that cannot be made, a missing store
(trainer.progress.database)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from trainer.progress import (
    NotFoundError,
    ProgressStore,
    StoreReadOnlyError,
)

from .conftest import attempt

REPO = Path(__file__).resolve().parents[2]


# -- a read-only folder ----------------------------------------------------------------------

_READ_ONLY_CHECK = """
import json, sys
from trainer.progress import ProgressStore, NewAttempt, StoreError
folder = sys.argv[1]
out = {}
try:
    ProgressStore(folder + "/fresh")
except StoreError as exc:
    out["fresh"] = str(exc)
store = ProgressStore(folder + "/store", station="ro")
out["read_only"] = store.is_read_only
out["notices"] = list(store.notices)
ana = store.find_trainee("Ana")
out["attempts"] = store.trainee_detail(ana.id).skills[0].attempts
draft = NewAttempt(ana.id, "three-five-seven", "payout", "f", 1, 1, {}, 1, 1, True, 900)
try:
    store.record_attempt(draft)
except StoreError as exc:
    out["record"] = type(exc).__name__ + ": " + str(exc)
out["pending"] = [a.attempt_id for a in store.pending_attempts()]
out["draft"] = draft.attempt_id
try:
    store.close()
except StoreError as exc:
    out["close"] = str(exc)
print(json.dumps(out))
"""


def _without_root_powers() -> list[str]:
    """A command prefix under which file permissions apply, even when the tests run as root."""
    if os.geteuid() != 0:
        return []
    setpriv = shutil.which("setpriv")
    if setpriv is None:
        pytest.skip("running as root without setpriv, so permissions cannot be enforced")
    return [setpriv, "--bounding-set", "-dac_override,-dac_read_search"]


@pytest.mark.skipif(os.name == "nt", reason="POSIX permissions")
def test_a_read_only_folder_reads_but_keeps_new_answers_in_memory(tmp_path: Path) -> None:
    shared_tmp = tmp_path
    store = ProgressStore(shared_tmp / "store", station="rw")
    ana = store.add_trainee("Ana")
    store.record_attempt(attempt(ana.id))
    store.close()
    (shared_tmp / "fresh").mkdir()
    locked = (shared_tmp / "store", shared_tmp / "fresh", shared_tmp / "store" / "backups")
    for folder in locked:
        folder.chmod(0o555)
    try:
        result = subprocess.run(
            [*_without_root_powers(), sys.executable, "-c", _READ_ONLY_CHECK, str(shared_tmp)],
            capture_output=True,
            text=True,
            cwd=REPO,
            env={**os.environ, "PYTHONPATH": str(REPO), "PYTHONDONTWRITEBYTECODE": "1"},
            check=False,
        )
    finally:
        for folder in locked:
            folder.chmod(0o755)
    assert result.returncode == 0, result.stderr
    out = json.loads(result.stdout)
    assert "is read-only, so a store cannot be created there" in out["fresh"]
    assert out["read_only"] is True and out["attempts"] == 1
    assert out["notices"] == [
        f"The progress folder {shared_tmp / 'store'} is read-only, so statistics can be read "
        "but new answers cannot be saved there."
    ]
    assert out["record"].startswith("StoreReadOnlyError: ")
    # Issue 17: a read-only folder cannot take a pending file either, so it says memory only.
    assert "1 answer is kept in memory only; save it to a file" in out["record"]
    assert out["pending"] == [out["draft"]]
    assert "1 answer could not be saved" in out["close"]


def test_a_folder_that_cannot_be_made_is_a_plain_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    with pytest.raises(StoreReadOnlyError, match="cannot be created"):
        ProgressStore(blocker / "data")


def test_a_missing_store_is_an_error_when_not_creating(tmp_path: Path) -> None:
    with pytest.raises(NotFoundError, match="no progress store in"):
        ProgressStore(tmp_path, create=False)
    assert list(tmp_path.iterdir()) == []
