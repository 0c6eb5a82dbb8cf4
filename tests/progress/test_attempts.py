"""Attempts: round trips, refusals, one commit per answer, the pending queue on a full disk,
and the columns named once (trainer.progress.attempts)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, date, datetime
from pathlib import Path

import pytest

from trainer import words
from trainer.progress import (
    InvalidValueError,
    NewAttempt,
    NotFoundError,
    ProgressStore,
    StoreError,
    StoreFullError,
    StoreUnavailableError,
    Trainee,
)
from trainer.progress.attempt_rows import _AttemptRow, _AttemptValues
from trainer.progress.transfer_reading import read_file

from .conftest import STATION_TZ, FakeClock, attempt

OpenStore = Callable[..., ProgressStore]


# -- sessions and attempts -------------------------------------------------------------------


def test_an_attempt_round_trips_with_every_field(open_store: OpenStore, clock: FakeClock) -> None:
    store = open_store()
    ana = store.add_trainee("Ana")
    session = store.start_session(ana.id, "speed-drill")
    # 22:30 in Colorado is already the next day in UTC; the trainee's day is the 3rd.
    clock.now = datetime(2025, 3, 3, 22, 30, 15, 250_000, tzinfo=STATION_TZ)
    draft = attempt(
        ana.id,
        skill="rake",
        family="pot-rake",
        difficulty=4,
        seed=2**62,
        params={"pot_cents": 4000, "rake": {"percent": "10", "cap_cents": 500}},
        answer={"rake_cents": 400},
        expected={"rake_cents": 400},
        correct=False,
        credit=0.5,
        response_ms=7310,
        mode="speed-drill",
        session_id=session.id,
    )
    stored = store.record_attempt(draft)
    assert stored.attempt_id == draft.attempt_id and stored.credit == 0.5 and not stored.correct
    assert stored.day == date(2025, 3, 3)
    assert stored.answered_at == datetime(2025, 3, 4, 5, 30, 15, 250_000, tzinfo=UTC)
    store.close()
    store = open_store()
    assert store.attempt(draft.attempt_id) == stored
    assert list(store.attempts()) == [stored]
    assert list(store.attempts(since=date(2025, 3, 4))) == []
    assert list(store.attempts(until=date(2025, 3, 3), trainee_id=ana.id)) == [stored]
    assert store.end_session(session.id).ended_at == clock().astimezone(UTC)
    assert store.session(session.id).mode == "speed-drill"


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"game": "not-a-game"}, "Unknown game 'not-a-game'"),
        ({"skill": "shuffling"}, "Unknown skill"),
        ({"mode": "exam-ish"}, "Unknown mode"),
        ({"family": ""}, "question family"),
        ({"response_ms": -1}, "response time"),
        ({"seed": 2**64}, "seed"),
        ({"difficulty": True}, "difficulty"),
        ({"credit": 1.5}, "Partial credit"),
        ({"credit": 0.5, "correct": True}, "correct exactly when"),
        ({"params": {"x": {1, 2}}}, "JSON data"),
        ({"answer": float("nan")}, "JSON data"),
        ({"attempt_id": "not-a-uuid"}, "not a valid UUID"),
        ({"answered_at": datetime(2025, 1, 1)}, "timezone"),
    ],
)
def test_bad_attempts_are_refused_at_once_and_not_kept(
    store: ProgressStore, trainee: Trainee, fields: dict[str, object], message: str
) -> None:
    with pytest.raises(InvalidValueError, match=message):
        store.record_attempt(attempt(trainee.id, **fields))
    assert store.pending_attempts() == () and store.attempt_count() == 0


def test_an_attempt_for_an_unknown_trainee_is_refused(store: ProgressStore) -> None:
    with pytest.raises(NotFoundError):
        store.record_attempt(attempt(99))


def test_recording_the_same_attempt_twice_stores_it_once(
    store: ProgressStore, trainee: Trainee
) -> None:
    draft = attempt(trainee.id)
    assert store.record_attempt(draft) == store.record_attempt(draft)
    assert store.attempt_count() == 1


def test_each_attempt_is_committed_before_record_returns(
    store: ProgressStore, trainee: Trainee, folder: Path
) -> None:
    stored = store.record_attempt(attempt(trainee.id))
    # A second connection (another process would see the same) finds it committed.
    other = ProgressStore(folder, station="reader")
    try:
        assert other.attempt(stored.attempt_id) == stored
    finally:
        other.close()
    assert store._db.require().execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert store._db.require().execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL


# -- a full disk ---------------------------------------------------------------------------


def _fill_disk(store: ProgressStore) -> None:
    """Cap the file at its current size: the next pages it needs hit SQLITE_FULL."""
    pages = store._db.require().execute("PRAGMA page_count").fetchone()[0]
    store._db.require().execute(f"PRAGMA max_page_count = {pages}")


def _free_disk(store: ProgressStore) -> None:
    store._db.require().execute("PRAGMA max_page_count = 1073741823")


def test_a_full_disk_is_told_in_spanish_for_one_answer_and_for_many(
    store: ProgressStore, trainee: Trainee
) -> None:
    """Issue 27: why the answers wait and where they are kept, whole sentences in Spanish
    (one answer, then two: 'se conserva' / 'se conservan')."""
    _fill_disk(store)
    with words.use(words.SPANISH):
        with pytest.raises(StoreFullError) as caught:
            for _ in range(2000):
                store.record_attempt(attempt(trainee.id, params={"padding": "x" * 2000}))
        kept_in = store.pending_kept_in()
        assert str(caught.value) == (
            "El disco que contiene el almacén de progreso está lleno, así que 1 respuesta se "
            f"conserva en {kept_in} y se guardará en el almacén en cuanto se pueda escribir en él."
        )
        with pytest.raises(StoreFullError) as again:
            store.record_attempt(attempt(trainee.id))
        assert str(again.value).startswith(
            "El disco que contiene el almacén de progreso está lleno, así que 2 respuestas se "
            f"conservan en {kept_in} y se guardarán"
        )
    _free_disk(store)
    assert store.flush_pending() == 2


def test_damaged_answers_left_out_are_told_in_spanish() -> None:
    """Issue 27: the supervisor's line on stored answers that could not be read."""
    from trainer.progress.decoding import DamagedRowError, Findings

    findings = Findings()
    with words.use(words.SPANISH):
        findings.note(DamagedRowError("answer", 4))
        assert findings.sentences() == ["1 respuesta guardada (4) no se pudo leer y se dejó fuera."]
        for key in range(5, 12):
            findings.note(DamagedRowError("answer", key))
        assert findings.sentences() == [
            "8 respuestas guardadas (4, 5, 6, 7, 8 y 3 más) no se pudieron leer y se dejaron fuera."
        ]
        assert str(DamagedRowError("answer", 4)) == (
            "La respuesta guardada 4 está dañada y no se puede leer."
        )
    assert findings.sentences() == [
        "8 stored answers (4, 5, 6, 7, 8 and 3 more) could not be read and were left out."
    ]


def test_a_full_disk_keeps_answers_in_memory_until_space_is_freed(
    store: ProgressStore, trainee: Trainee, tmp_path: Path
) -> None:
    _fill_disk(store)
    kept: list[NewAttempt] = []
    with pytest.raises(StoreFullError) as caught:
        for _ in range(2000):
            draft = attempt(trainee.id, params={"padding": "x" * 2000})
            kept.append(draft)
            store.record_attempt(draft)
    message = str(caught.value)
    kept_in = store.pending_kept_in()
    assert kept_in is not None and kept_in.parent == store.folder
    # Issue 17: before the caller hears of it, the unsaved answer is on the disk beside
    # the store (the store's file alone is full here), not only in memory.
    assert message == (
        f"The disk holding the progress store is full, so 1 answer is kept in {kept_in} "
        "and will be saved in the store as soon as it can be written."
    )
    assert [a.attempt_id for a in read_file(kept_in)] == [kept[-1].attempt_id]
    saved = store.attempt_count()
    with pytest.raises(StoreFullError, match="2 answers are kept"):
        store.record_attempt(attempt(trainee.id))
    pending = store.pending_attempts()
    assert len(pending) == 2 and pending[0].attempt_id == kept[-1].attempt_id
    # The pending answers can be carried off to another disk and imported later.
    assert store.save_pending(tmp_path / "rescue.json") == 2
    assert [a.attempt_id for a in read_file(tmp_path / "rescue.json")] == [
        a.attempt_id for a in pending
    ]
    _free_disk(store)
    assert store.flush_pending() == 2
    assert store.pending_attempts() == ()
    assert store.pending_kept_in() is None and not kept_in.exists()
    assert store.attempt_count() == saved + 2
    assert store.integrity_problems() == []


def test_a_trainee_with_answers_waiting_cannot_be_deleted(
    store: ProgressStore, trainee: Trainee
) -> None:
    _fill_disk(store)
    with pytest.raises(StoreFullError):
        for _ in range(2000):
            store.record_attempt(attempt(trainee.id, params={"padding": "x" * 2000}))
    with pytest.raises(StoreError, match="answers waiting to be saved"):
        store.delete_trainee(trainee.id)
    _free_disk(store)
    store.flush_pending()


def test_closing_with_answers_still_unsaved_says_so(store: ProgressStore, trainee: Trainee) -> None:
    _fill_disk(store)
    with pytest.raises(StoreFullError):
        for _ in range(2000):
            store.record_attempt(attempt(trainee.id, params={"padding": "x" * 2000}))
    with pytest.raises(StoreUnavailableError, match="1 answer could not be saved") as caught:
        store.close()
    assert len(store.pending_attempts()) == 1 and store.is_closed
    assert "will be saved at the next start" in str(caught.value)


def test_every_column_of_the_attempts_table_is_written_and_read_by_name(
    store: ProgressStore,
) -> None:
    conn = store._db.require()
    table = [str(row[1]) for row in conn.execute("PRAGMA table_info(attempts)")]
    # seq is SQLite's to give; every other column is written from _AttemptValues, in order.
    assert list(_AttemptValues._fields) == [c for c in table if c != "seq"]
    # Everything but the response-time bucket (derived from response_ms) is read back,
    # with the trainee's name beside their id.
    # The import an answer came by is read as how it came (Attempt.source, issue 17).
    assert set(_AttemptRow._fields) == (set(table) - {"rt_bucket", "import_id"}) | {
        "trainee",
        "source",
    }
