"""The chained exam log (issue 29): a sitting or sign-off deleted, changed or reordered in the
real file with the sqlite3 shell is found by ``dealer-trainer check``, naming the sitting."""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest

from trainer.cli import main
from trainer.progress import ProgressStore, Supervisor, Trainee
from trainer.progress.database import FILE_NAME
from trainer.progress.examlog import GENESIS, chain_problem
from trainer.progress.schema import MIGRATIONS

from .conftest import FakeClock, attempt

OpenStore = Callable[..., ProgressStore]

pytestmark = pytest.mark.skipif(shutil.which("sqlite3") is None, reason="no sqlite3 shell")


def _sit(
    store: ProgressStore, exam_id: str, trainee: Trainee, by: Supervisor, *, sign: bool
) -> str:
    sitting = store.start_sitting(exam_id, trainee.id, seed=5, supervisor=by)
    for _ in range(2):
        store.record_attempt(attempt(trainee.id, mode="exam", session_id=sitting.session_id))
    store.finish_sitting(sitting.id)
    if sign:
        store.sign_off_sitting(sitting.id, by=by)
    return sitting.id


def _school(store: ProgressStore, clock: FakeClock) -> None:
    """Ana's sitting signed off, then Ben's (2025-03-04), then Ana's sign-off order kept."""
    mona = store.create_first_supervisor("Mona Reyes", "246810")
    ana, ben = store.add_trainee("Ana Ruiz"), store.add_trainee("Ben Okafor")
    exam = store.define_exam(
        "Payouts final",
        games=["three-five-seven"],
        skills=["payout"],
        question_count=2,
        time_limit_seconds=0,
        seed=1,
        by=mona,
    )
    _sit(store, exam.id, ana, mona, sign=True)
    clock.advance(days=1)
    _sit(store, exam.id, ben, mona, sign=True)


@pytest.fixture
def data(open_store: OpenStore, folder: Path, clock: FakeClock) -> Path:
    store = open_store()
    _school(store, clock)
    assert store.exam_log_problems() == [] and len(store.exam_log()) == 4
    store.close()
    return folder


def _shell(folder: Path, sql: str) -> None:
    """Tamper with the file as someone with the sqlite3 shell would."""
    subprocess.run(["sqlite3", str(folder / FILE_NAME), sql], check=True, capture_output=True)


def _check(folder: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    code = main(["check", "--data-dir", str(folder)])
    return code, capsys.readouterr().out


_BEN = "trainee_id = (SELECT id FROM trainees WHERE name = 'Ben Okafor')"
_UNGUARD = "DROP TRIGGER exam_log_no_update; DROP TRIGGER exam_log_no_delete; "


def test_a_store_as_recorded_checks_clean(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out = _check(data, capsys)
    assert code == 0 and "exam log of 4 entries agrees" in out


@pytest.mark.parametrize(
    ("sql", "said"),
    [
        (
            f"DELETE FROM exam_sittings WHERE {_BEN};",
            "The exam sitting of Ben Okafor for \u201cPayouts final\u201d begun on 2025-03-04 "
            "was deleted from the store",
        ),
        (
            f"UPDATE exam_sittings SET score_permille = 400, passed = 0 WHERE {_BEN};",
            "The exam sitting of Ben Okafor for \u201cPayouts final\u201d begun on 2025-03-04 "
            "was changed in the store after it was recorded (passed, score permille;",
        ),
        (
            f"UPDATE exam_sittings SET signed_off_by = NULL, signed_off_at = NULL WHERE {_BEN};",
            "The sign-off of the exam sitting of Ben Okafor for \u201cPayouts final\u201d begun "
            "on 2025-03-04 was removed from the store",
        ),
        (
            f"UPDATE exam_sittings SET signed_off_at = signed_off_at - 86400000 WHERE {_BEN};",
            "The sign-off of the exam sitting of Ben Okafor for \u201cPayouts final\u201d begun "
            "on 2025-03-04 was changed in the store after it was recorded (signed off at;",
        ),
        (
            # The sitting and its entry both removed: the next entry no longer follows.
            f"{_UNGUARD} DELETE FROM exam_log WHERE seq = 1; "
            "DELETE FROM exam_sittings WHERE trainee_id = "
            "(SELECT id FROM trainees WHERE name = 'Ana Ruiz');",
            "The exam log's entry 2, for the sign-off of the exam sitting of Ana Ruiz for "
            "\u201cPayouts final\u201d begun on 2025-03-03, does not follow the entry before it",
        ),
        (
            # Ben's sitting and its sign-off put in the other order.
            f"{_UNGUARD} UPDATE exam_log SET seq = 0 WHERE seq = 3; "
            "UPDATE exam_log SET seq = 3 WHERE seq = 4; UPDATE exam_log SET seq = 4 WHERE seq = 0;",
            "The exam log's entry 3, for the sign-off of the exam sitting of Ben Okafor for "
            "\u201cPayouts final\u201d begun on 2025-03-04, does not follow the entry before it: "
            "an entry was removed or the entries were reordered.",
        ),
        (
            # The score changed, and the log's entry with it (but not its hash).
            f"{_UNGUARD} UPDATE exam_sittings SET passed = 0 WHERE {_BEN}; "
            "UPDATE exam_log SET entry = replace(entry, '\"passed\":1', '\"passed\":0') "
            "WHERE seq = 3;",
            "The exam log's entry 3, for the exam sitting of Ben Okafor for \u201cPayouts "
            "final\u201d begun on 2025-03-04, was edited: it no longer matches its own hash.",
        ),
        (
            # A sitting written into the file by hand, finished and numbered as if here.
            "INSERT INTO exam_sittings (id, exam_id, trainee_id, session_id, started_at, "
            "finished_at, answered, score_permille, passed, station_seq) SELECT "
            "randomblob(16), exam_id, trainee_id, session_id, started_at, finished_at, 2, 1000, "
            f"1, 99 FROM exam_sittings WHERE {_BEN};",
            "The exam sitting of Ben Okafor for \u201cPayouts final\u201d begun on 2025-03-04 is "
            "not in the exam log: it was put into the store from outside Dealer Trainer.",
        ),
    ],
    ids=[
        "sitting-deleted",
        "sitting-edited",
        "sign-off-deleted",
        "sign-off-edited",
        "entry-and-sitting-deleted",
        "sitting-and-sign-off-reordered",
        "entry-edited",
        "sitting-added",
    ],
)
def test_check_names_the_sitting_tampered_with_in_the_file(
    data: Path, capsys: pytest.CaptureFixture[str], sql: str, said: str
) -> None:
    _shell(data, sql)
    code, out = _check(data, capsys)
    assert code == 1
    assert said in out
    assert "Ana Ruiz" not in out or "Ana Ruiz" in said  # the sitting left alone is not named


def test_the_chain_of_a_store_from_before_the_log_is_built_on_upgrade(
    open_store: OpenStore, folder: Path, clock: FakeClock, capsys: pytest.CaptureFixture[str]
) -> None:
    old = open_store()
    _school(old, clock)
    old.close()
    # The file as the version before the log's left it: sittings and sign-offs, no log.
    (log,) = (m for m in MIGRATIONS if m.summary == "chain the exam log and record table tests")
    before = log.version - 1
    _shell(folder, f"DROP TABLE exam_log; DROP TABLE table_tests; PRAGMA user_version = {before};")
    store = open_store()
    log = store.exam_log()
    assert [e.kind for e in log] == ["sitting", "sign-off", "sitting", "sign-off"]
    assert log[0].prev == GENESIS and chain_problem(log) is None
    assert store.exam_log_problems() == []
    store.close()
    _shell(folder, f"UPDATE exam_sittings SET answered = 3 WHERE {_BEN};")
    code, out = _check(folder, capsys)
    assert code == 1 and "Ben Okafor" in out and "(answered;" in out


def test_a_copy_of_the_chain_is_checked_on_its_own(data: Path, open_store: OpenStore) -> None:
    log = open_store().exam_log()
    assert chain_problem(log) is None
    swapped = [log[0], log[2], log[1], log[3]]
    assert "does not follow" in str(chain_problem(swapped))
    edited = [log[0]._replace(entry=log[0].entry.replace('"answered":2', '"answered":3')), *log[1:]]
    assert "does not match its own hash" in str(chain_problem(edited))


def test_the_logs_migration_run_again_adds_nothing(
    open_store: OpenStore, folder: Path, clock: FakeClock
) -> None:
    store = open_store()
    _school(store, clock)
    before = store.exam_log()
    store.close()
    (log,) = (m for m in MIGRATIONS if m.summary == "chain the exam log and record table tests")
    _shell(folder, f"PRAGMA user_version = {log.version - 1};")
    again = open_store()
    assert again.exam_log() == before and again.exam_log_problems() == []


def test_check_names_the_tampered_sitting_in_spanish(
    data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 27: 'check --language es' says each finding and its closing line in Spanish,
    from the same whole templates."""
    from trainer import words

    _shell(data, f"DELETE FROM exam_sittings WHERE {_BEN};")
    try:
        code = main(["--language", "es", "check", "--data-dir", str(data)])
    finally:
        words.use_language(words.ENGLISH)
    out = capsys.readouterr().out
    assert code == 1
    assert (
        "La sesión de examen de Ben Okafor para \u201cPayouts final\u201d iniciada el 2025-03-04 "
        "se borró del almacén después de registrarse (entrada 3 del registro de exámenes)."
    ) in out
    assert "Se encontraron 2 problemas en" in out
