"""Issue 32, "Nobody in, second pass": the local store's items 6 to 9, each an attack first.

Each test is the attack as it was made on the store; it failed before the fix it names.
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import shutil
import sqlite3
import uuid
from collections.abc import Callable
from dataclasses import replace
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from trainer.cli import main
from trainer.progress import (
    InvalidValueError,
    NotFoundError,
    ProgressStore,
    StoreError,
    StoreReplacedError,
    StoreUnavailableError,
)
from trainer.progress import states as states_module
from trainer.progress.errors import TransferError, UnsealedImportError
from trainer.progress.records import Attempt
from trainer.progress.signing import Sealer
from trainer.progress.store import FILE_NAME
from trainer.progress.transfer import attempt_to_dict, write_json

from .conftest import FakeClock, attempt
from .test_backups import _damage_index

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


# -- 9. hostile inputs: one plain sentence each --------------------------------------------


def _export_of(kiosk: Path, tmp_path: Path) -> dict[str, Any]:
    out = tmp_path / "kiosk.json"
    assert main(["export", "--format", "json", "--out", str(out), "--data-dir", str(kiosk)]) == 0
    document: dict[str, Any] = json.loads(out.read_text(encoding="utf-8"))
    return document


def _import(path: Path, office: Path) -> int:
    return main(["import", str(path), "--data-dir", str(office)])


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("credit", float("nan")),
        ("credit", float("inf")),
        ("params", {"bet_cents": float("nan")}),
        ("answer", float("-inf")),
        ("expected", [float("nan")]),
    ],
)
def test_item_9_nan_or_infinity_in_an_import_is_one_sentence(
    kiosk: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    field: str,
    value: object,
) -> None:
    document = _export_of(kiosk, tmp_path)
    record = document["attempts"][0]
    record[field] = value
    record["correct"] = False
    if field != "credit":
        record["credit"] = 0.0
    path = tmp_path / "hostile.json"
    path.write_text(json.dumps(document), encoding="utf-8")  # json writes NaN, Infinity
    capsys.readouterr()
    assert _import(path, tmp_path / "office") == 2
    (said,) = capsys.readouterr().err.splitlines()
    assert said.startswith("dealer-trainer: hostile.json ") and "NaN or Infinity" in said


def test_item_9_nan_credit_in_a_csv_import_is_one_sentence(
    kiosk: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "kiosk.csv"
    assert main(["export", "--out", str(out), "--data-dir", str(kiosk)]) == 0
    lines = out.read_text(encoding="utf-8").splitlines()
    header = lines[0].split(",")
    cells = lines[1].split(",")
    cells[header.index("credit")] = "nan"
    cells[header.index("correct")] = "false"
    lines[1] = ",".join(cells)
    hostile = tmp_path / "hostile.csv"
    hostile.write_text("\n".join(lines) + "\n", encoding="utf-8")
    capsys.readouterr()
    assert _import(hostile, tmp_path / "office") == 2
    (said,) = capsys.readouterr().err.splitlines()
    assert "the field 'credit' must be a number from 0 to 1, not 'nan'" in said


def test_item_9_a_lone_surrogate_in_an_imported_name_is_one_sentence(
    kiosk: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    document = _export_of(kiosk, tmp_path)
    document["attempts"][0]["trainee"] = "Ki\udc80m"
    path = tmp_path / "hostile.json"
    path.write_text(json.dumps(document), encoding="utf-8")  # as the escape \udc80
    capsys.readouterr()
    assert _import(path, tmp_path / "office") == 2
    (said,) = capsys.readouterr().err.splitlines()
    assert "not valid Unicode" in said


def test_item_9_an_import_file_whose_name_is_not_utf_8_imports(
    kiosk: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    document = _export_of(kiosk, tmp_path)
    odd = tmp_path / os.fsdecode(b"answers-\xff.json")  # a lone surrogate in the str
    odd.write_text(json.dumps(document), encoding="utf-8")
    capsys.readouterr()
    assert main(["import", str(odd), "--data-dir", str(kiosk)]) == 0  # its own: no PIN
    (said,) = capsys.readouterr().out.splitlines()
    assert said == "Added 0 new answers from answers-\ufffd.json; 3 were already in the store."


def test_item_9_a_lone_surrogate_in_a_trainee_s_name_on_the_command_line_is_one_sentence(
    kiosk: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    args = ["drill", "--trainee", os.fsdecode(b"\xff"), "--count", "1"]
    assert main([*args, "--data-dir", str(kiosk)]) == 2
    (said,) = capsys.readouterr().err.splitlines()
    assert said == "dealer-trainer: A trainee's name must be valid Unicode text."


def test_item_9_a_lone_surrogate_in_names_the_store_is_handed_is_refused_plainly(
    open_store: OpenStore,
) -> None:
    store = open_store()
    with pytest.raises(NotFoundError):
        store.find_trainee("Ki\udc80m")
    with pytest.raises(InvalidValueError, match="valid Unicode"):
        store.add_trainee("Ki\udc80m")
    with pytest.raises(NotFoundError):
        store.sign_in_supervisor("Mo\ud800na", "246810")


@pytest.mark.parametrize("fresh", [True, False], ids=["new-folder", "store-of-yesterday"])
def test_item_9_a_full_disk_at_start_is_told_as_a_full_disk_not_as_damage(
    small_disk: Any, clock: FakeClock, fresh: bool
) -> None:
    folder = small_disk.path / "data"
    if not fresh:
        with ProgressStore(folder, station="kiosk-1", clock=clock) as store:
            ann = store.add_trainee("Ann")
            for _ in range(20):
                store.record_attempt(attempt(ann.id))
        clock.advance(days=1)  # a new day: a full check and a backup are due
    small_disk.fill()
    try:
        with ProgressStore(folder, station="kiosk-1", clock=clock) as store:
            said = list(store.notices)
    except StoreError as exc:
        said = [str(exc)]
    assert said, "the full disk went unmentioned"
    assert all("damaged" not in s and "restored" not in s for s in said), said
    assert any("full" in s for s in said), said
    small_disk.free()
    assert not (folder / "damaged").exists() or not list((folder / "damaged").iterdir())


# -- 6. a station drilling on while another restores the store ---------------------------


def _answers_by_trainee(folder: Path) -> dict[str, int]:
    with ProgressStore(folder, station="checker") as store:
        counts: dict[str, int] = {}
        for answer in store.attempts():
            counts[answer.trainee] = counts.get(answer.trainee, 0) + 1
        return counts


def test_item_6_answers_drilled_on_through_a_restore_stay_with_their_trainee(
    open_store: OpenStore, folder: Path, clock: FakeClock
) -> None:
    with ProgressStore(folder, station="kiosk-1", clock=clock) as first:
        first.add_trainee("Ann")  # the day's backup holds Ann alone
    clock.advance(hours=1)
    kiosk = open_store()
    lee, kim = kiosk.add_trainee("Lee"), kiosk.add_trainee("Kim")
    session = kiosk.start_session(kim.id)
    for _ in range(3):  # Kim answered; Lee only signed up
        kiosk.record_attempt(attempt(kim.id, session_id=session.id))
    # Another station finds the file damaged and restores the morning's backup.
    _damage_index(folder / FILE_NAME, "sqlite_autoindex_exams_1")
    with ProgressStore(folder, station="office", clock=clock, integrity="full") as office:
        assert any("was restored" in n for n in office.notices)
        office.add_trainee("Zed")
    for _ in range(10):
        kiosk.record_attempt(attempt(kim.id, session_id=session.id))
    for _ in range(2):
        kiosk.record_attempt(attempt(lee.id))
    ended = kiosk.end_session(session.id)  # the same session, Kim's, ends
    assert ended.trainee_id == kim.id and ended.ended_at is not None
    kiosk.close()
    assert _answers_by_trainee(folder) == {"Kim": 13, "Lee": 2}


def _kiosk_and_a_copy_without_kim(
    open_store: OpenStore, folder: Path, tmp_path: Path
) -> tuple[ProgressStore, Any, Path]:
    """A kiosk's open store with Ann and then Kim, and a copy of its folder from before Kim."""
    kiosk = open_store()
    kiosk.add_trainee("Ann")
    copy = tmp_path / "copy"
    shutil.copytree(folder, copy, ignore=shutil.ignore_patterns("*.lock"))
    return kiosk, kiosk.add_trainee("Kim"), copy


def _put_in_place(folder: Path, copy: Path, aside: Path) -> None:
    """Put *copy*'s store in *folder*'s place, its files moved to *aside* first (as a
    restore moves them to damaged/)."""
    aside.mkdir()
    for name in (FILE_NAME, FILE_NAME + "-wal", FILE_NAME + "-shm"):
        with contextlib.suppress(FileNotFoundError):
            os.replace(folder / name, aside / name)
    os.replace(copy / FILE_NAME, folder / FILE_NAME)


def test_item_6_a_file_replaced_under_an_open_store_never_takes_answers_for_another(
    open_store: OpenStore, folder: Path, clock: FakeClock, tmp_path: Path
) -> None:
    kiosk, kim, copy = _kiosk_and_a_copy_without_kim(open_store, folder, tmp_path)
    kiosk.record_attempt(attempt(kim.id))
    # Elsewhere, the copy (which never knew Kim) gains Lee under Kim's id, and is then
    # put in the store's place (by hand, by a sync tool).
    with ProgressStore(copy, station="office", clock=clock) as other:
        assert other.add_trainee("Lee").id == kim.id
    _put_in_place(folder, copy, tmp_path / "aside")
    said = []
    for _ in range(3):
        with pytest.raises(StoreUnavailableError) as caught:
            kiosk.record_attempt(attempt(kim.id))
        said.append(str(caught.value))
    assert "restored or replaced by another program" in said[-1]
    assert "3 answers are kept in " in said[-1] and "restart Dealer Trainer" in said[-1]
    assert _answers_by_trainee(folder) == {}  # Lee never got one of Kim's
    with pytest.raises(StoreUnavailableError):
        kiosk.close()
    counts = _answers_by_trainee(folder)  # the next start saves them, under Kim's name
    assert counts == {"Kim": 3}


# -- 9. one future-dated answer ----------------------------------------------------------


def _history_of(name: str, family: str, count: int, start: datetime) -> list[Attempt]:
    return [
        Attempt(
            str(uuid.uuid4()), 0, name, "three-five-seven", "payout", family, 2, n, {}, 5, 5,
            0.0 if n % 3 == 0 else 1.0, 2000 + 700 * (n % 5), "practice",
            start + timedelta(minutes=n), (start + timedelta(minutes=n)).date(), "kiosk-1",
        )
        for n in range(count)
    ]  # fmt: skip


def test_item_9_one_answer_dated_a_year_ahead_costs_later_answers_no_refold_of_history(
    open_store: OpenStore, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = open_store()
    ann = store.add_trainee("Ann")
    history = _history_of("Ann", "f", 300, clock.now - timedelta(days=10))
    ahead = clock.now + timedelta(days=365)
    history[-1] = replace(history[-1], answered_at=ahead, day=ahead.date())
    store.import_attempts(history)
    folded = []
    real = states_module.advance

    def counting(*args: Any) -> Any:
        folded.append(args)
        return real(*args)

    monkeypatch.setattr(states_module, "advance", counting)
    for n in range(20):
        clock.advance(minutes=1)
        store.record_attempt(attempt(ann.id, family="f", seed=10_000 + n, correct=n % 4 != 0))
    # The first answer after the one dated ahead folds the history once; each later one
    # folds itself and the answer dated ahead, never the history again.
    assert len(folded) <= 300 + 19 * 2 + 1, len(folded)
    monkeypatch.undo()
    kept = store.family_states(ann.id)["f"]
    store.rebuild_statistics()  # every state folded again from the answers in time order
    assert store.family_states(ann.id)["f"] == kept
    assert kept.seen == 320 and kept.last_ms == int(ahead.timestamp() * 1000)


def test_item_9_answers_arriving_in_any_order_fold_as_if_in_time_order(
    open_store: OpenStore, clock: FakeClock
) -> None:
    store = open_store()
    store.add_trainee("Ann")
    answers = _history_of("Ann", "f", 60, clock.now - timedelta(days=3))
    rng = random.Random(32)
    order = answers[:]
    rng.shuffle(order)
    for n in range(0, 60, 7):  # imports of a few at a time, in no order
        store.import_attempts(order[n : n + 7])
    ann = store.find_trainee("Ann")
    kept = store.family_states(ann.id)["f"]
    store.rebuild_statistics()
    assert store.family_states(ann.id)["f"] == kept


# -- 7. no backup lets anyone seal answers as the store's own -----------------------------


def _keys_in(path: Path) -> list[bytes]:
    conn = sqlite3.connect(path)
    try:
        return [bytes(k) for (k,) in conn.execute("SELECT key FROM signing_keys")]
    finally:
        conn.close()


def _sealed_with(key: bytes, path: Path, records: list[Any], when: datetime) -> None:
    with path.open("w", encoding="utf-8") as out:
        write_json(out, records, (), exported_at=when, station="kiosk-1", sealer=Sealer(key))


def _exam_in_progress(store: ProgressStore) -> tuple[Any, Any, Any]:
    mona = store.create_first_supervisor("Mona", "246810")
    ana = store.add_trainee("Ana")
    exam = store.define_exam(
        "Payouts", games=["three-five-seven"], skills=["payout"], question_count=10,
        time_limit_seconds=0, seed=1, by=mona,
    )  # fmt: skip
    return mona, ana, store.start_sitting(exam.id, ana.id, seed=7, supervisor=mona)


def test_item_7_a_key_taken_from_a_backup_seals_nothing_as_the_store_s_own(
    open_store: OpenStore, folder: Path, tmp_path: Path
) -> None:
    store = open_store()
    _, ana, sitting = _exam_in_progress(store)
    model = store.record_attempt(attempt(ana.id, correct=False, mode="exam",
                                         session_id=sitting.session_id))  # fmt: skip
    backup = store.backup_now()
    forged = [replace(model, attempt_id=str(uuid.uuid4()), seed=n, credit=1.0) for n in range(9)]
    for key in _keys_in(backup):
        path = tmp_path / "resealed.json"
        _sealed_with(key, path, forged, store.now())
        with pytest.raises(UnsealedImportError):
            store.import_file(path)
    # Planted as a pending file beside the store: the next start does not take it.
    path = folder / "pending-20250303-090000-0badf00d.json"
    _sealed_with(_keys_in(backup)[0], path, forged, store.now())
    store.close()
    store = open_store()
    assert any("was not saved" in n for n in store.notices)
    finished = store.finish_sitting(sitting.id)
    assert finished.answered == 1 and not finished.passed


def test_item_7_a_store_restored_from_its_backup_still_reads_its_exports_as_its_own(
    open_store: OpenStore, folder: Path, tmp_path: Path, clock: FakeClock
) -> None:
    store = open_store()
    ana = store.add_trainee("Ana")
    store.record_attempt(attempt(ana.id))
    out = tmp_path / "export.json"
    with out.open("w", encoding="utf-8") as handle:
        write_json(handle, store.attempts(), (), exported_at=store.now(), station="kiosk-1",
                   sealer=store.sealer())  # fmt: skip
    store.close()
    clock.advance(hours=1)
    (folder / FILE_NAME).write_bytes(b"")  # lost: the start restores the day's backup
    store = open_store()
    assert any("was restored" in n for n in store.notices)
    assert store.import_file(out).seal == "ours"


def test_item_7_backups_taken_before_the_station_had_its_secret_are_wrapped_at_start(
    open_store: OpenStore, folder: Path
) -> None:
    store = open_store()
    (backup,) = [p for p in (folder / "backups").iterdir() if p.suffix == ".sqlite3"]
    live = store.signing_key()
    store.close()
    conn = sqlite3.connect(backup)  # as a backup of an older Dealer Trainer holds it
    conn.execute("UPDATE signing_keys SET key = ?", (live,))
    conn.commit()
    conn.close()
    (folder / "signing.secret").unlink()
    assert _keys_in(backup) == [live]
    store = open_store()
    assert _keys_in(backup) != [live]
    assert store.signing_key() == live  # the live store's own key is as it was


def _exported(kiosk: Path, tmp_path: Path, fmt: str) -> Path:
    out = tmp_path / f"kiosk.{fmt}"
    assert main(["export", "--format", fmt, "--out", str(out), "--data-dir", str(kiosk)]) == 0
    return out


def _import_refused_as_changed(kiosk: Path, path: Path) -> None:
    with (
        ProgressStore(kiosk, station="kiosk-1") as store,
        pytest.raises(TransferError, match="was changed after it was exported"),
    ):
        store.import_file(path)


@pytest.mark.parametrize("column", ["game_name", "skill_name"])
def test_item_7_a_csv_s_name_columns_are_inside_the_seal(
    kiosk: Path, tmp_path: Path, column: str
) -> None:
    out = _exported(kiosk, tmp_path, "csv")
    lines = out.read_text(encoding="utf-8").split("\n")
    header = lines[0].split(",")
    cells = lines[1].split(",")
    cells[header.index(column)] = "Blackjack"
    lines[1] = ",".join(cells)
    out.write_text("\n".join(lines), encoding="utf-8")
    _import_refused_as_changed(kiosk, out)


def test_item_7_a_csv_s_summary_table_is_inside_the_seal(kiosk: Path, tmp_path: Path) -> None:
    out = _exported(kiosk, tmp_path, "csv")
    text = out.read_text(encoding="utf-8")
    attempts, summary, seal = text.split("\n\n")
    rows = summary.split("\n")
    assert rows[1].startswith("Ann,")
    rows[1] = rows[1].replace("Ann,", "Ann Lee,", 1)
    out.write_text("\n\n".join([attempts, "\n".join(rows), seal]), encoding="utf-8")
    _import_refused_as_changed(kiosk, out)


def test_item_7_a_json_summary_is_inside_the_seal_and_its_mark_cannot_be_dropped(
    kiosk: Path, tmp_path: Path
) -> None:
    out = _exported(kiosk, tmp_path, "json")
    document = json.loads(out.read_text(encoding="utf-8"))
    document["summary"][0]["mastered"] = not document["summary"][0]["mastered"]
    out.write_text(json.dumps(document), encoding="utf-8")
    _import_refused_as_changed(kiosk, out)
    document["summary"][0]["mastered"] = not document["summary"][0]["mastered"]
    del document["seal"]["seal_covers"]  # as a seal of the answers alone would read
    out.write_text(json.dumps(document), encoding="utf-8")
    _import_refused_as_changed(kiosk, out)


def test_item_7_exports_sealed_before_the_summary_was_still_read_as_the_store_s_own(
    kiosk: Path, tmp_path: Path
) -> None:
    with ProgressStore(kiosk, station="kiosk-1") as store:
        answers = list(store.attempts())
        sealer = store.sealer()
        old = tmp_path / "old.json"
        with old.open("w", encoding="utf-8") as out:
            write_json(out, answers, (), exported_at=store.now(), station="kiosk-1",
                       sealer=sealer)  # fmt: skip
        document = json.loads(old.read_text(encoding="utf-8"))
        # What a seal of the answers alone (before issue 32) says: recomputed here.
        checker = Sealer(store.signing_key())
        for answer in answers:
            checker.add(attempt_to_dict(answer))
        seal = checker.seal(station="kiosk-1", exported_at=document["exported_at"], covers=False)
        document["seal"] = {
            "seal_key": seal.key,
            "seal_station": seal.station,
            "seal_exported_at": seal.exported_at,
            "seal_signature": seal.signature,
        }
        old.write_text(json.dumps(document), encoding="utf-8")
        assert store.import_file(old).seal == "ours"


def test_item_6_a_trainee_the_replaced_file_does_not_hold_is_told_to_restart_at_sign_in(
    open_store: OpenStore, folder: Path, clock: FakeClock, tmp_path: Path
) -> None:
    kiosk, kim, copy = _kiosk_and_a_copy_without_kim(open_store, folder, tmp_path)
    ProgressStore(copy, station="office", clock=clock).close()
    _put_in_place(folder, copy, tmp_path / "aside")
    with pytest.raises(StoreReplacedError, match="no longer knows Kim as this station did"):
        kiosk.sign_in_trainee(kim.id)
    with pytest.raises(StoreReplacedError):
        kiosk.start_session(kim.id)
