"""Imports at the speed of issue 28 (20,000 answers a second, sealed or not), proving what
they proved before: the same seals, the same refusals, the same derived state."""

from __future__ import annotations

import dataclasses
import json
import random
import sqlite3
import uuid
from collections.abc import Callable
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from trainer.progress import ProgressStore, Supervisor, TransferError, rollups, states
from trainer.progress.attempt_rows import ReadyRow, _Checked, _prepare_imported
from trainer.progress.days import to_ms
from trainer.progress.errors import InvalidValueError
from trainer.progress.fields import to_json, uuid_bytes
from trainer.progress.import_reading import Reading, _QuickRows
from trainer.progress.records import Attempt
from trainer.progress.signing import Checker, Sealer, canonical
from trainer.progress.transfer import ATTEMPT_FIELDS, SealedLines, attempt_to_dict, write_json
from trainer.progress.transfer_reading import _JsonAttempts, attempt_from_dict

from .conftest import attempt
from .test_fields import json_data
from .test_promises import killed_when_it_says, needs_sigkill
from .test_states import assert_all_derived_agree

OpenStore = Callable[..., ProgressStore]
DATA = Path(__file__).parent / "data"
SEALED_BEFORE_KEY = bytes(range(32))
"""The key that sealed data/export-sealed-v1.json (written by the export before issue 28)."""


def _answers(count: int, *, trainees: int = 3, days: int = 4, seed: int = 28) -> list[Attempt]:
    """*count* answers of a few trainees over a few days, families, modes and credits."""
    rng = random.Random(seed)
    start = datetime(2025, 3, 3, 15, 0, tzinfo=UTC)
    found = []
    for n in range(count):
        moment = start + timedelta(minutes=rng.randrange(days * 24 * 60))
        credit = rng.choice([1.0, 1.0, 0.5, 0.0])
        found.append(
            Attempt(
                attempt_id=str(uuid.UUID(int=rng.getrandbits(128), version=4)),
                trainee_id=0,
                trainee=f"Trainee {n % trainees}",
                game="three-five-seven",
                skill=rng.choice(["payout", "rake"]),
                family=rng.choice(["five-card-pair", "pot, rake", "three-card-flush"]),
                difficulty=rng.randrange(4),
                seed=rng.randrange(6),  # questions repeat, so misses are settled later
                params={"bet_cents": 500},
                answer=1000,
                expected=1000,
                credit=credit,
                response_ms=rng.randrange(500, 40_000),
                mode=rng.choice(["practice", "practice", "speed-drill", "exam"]),
                answered_at=moment,
                day=moment.date(),
                station="kiosk-7",
            )
        )
    return found


def _statistics(store: ProgressStore) -> dict[str, list[tuple[Any, ...]]]:
    conn = store._db.require()
    assert isinstance(conn, sqlite3.Connection)
    tables = ("day_skill", "day_family", "class_day_skill", "class_day_family", "mastery")
    return {t: sorted(conn.execute(f"SELECT * FROM {t}").fetchall()) for t in tables}


def test_an_export_sealed_before_issue_28_still_reads_as_this_stores_own(
    store: ProgressStore,
) -> None:
    """What a seal proves is unchanged: a file sealed by the export of before (answers with
    partial credit, an exam, a session, text with quotes and a new line, a null answer)
    checks as "ours", and the same file with one answer changed is refused."""
    store.set_signing_key(SEALED_BEFORE_KEY)
    result = store.import_file(DATA / "export-sealed-v1.json")
    assert (result.added, result.seal) == (4, "ours")
    assert store.attempt("5e0a1c2d-3b4f-4a6b-8c9d-0e1f2a3b4c03").session_id == (
        "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d"
    )


def test_an_export_sealed_before_and_changed_since_is_refused(
    store: ProgressStore, tmp_path: Path
) -> None:
    changed = tmp_path / "changed.json"
    text = (DATA / "export-sealed-v1.json").read_text(encoding="utf-8")
    changed.write_text(text.replace('"response_ms": 4202', '"response_ms": 4203'), "utf-8")
    store.set_signing_key(SEALED_BEFORE_KEY)
    with pytest.raises(TransferError, match="changed"):
        store.import_file(changed)
    assert store.attempt_count() == 0


def _record(attempt: Attempt) -> dict[str, Any]:
    return dict(json.loads(json.dumps(attempt_to_dict(attempt))))


# What a JSON export's record may hold instead of a good value, field by field.
_ODD_VALUES: list[Any] = [
    None,
    "",
    " ",
    0,
    1,
    -1,
    2**70,
    0.5,
    1.5,
    float("nan"),
    True,
    False,
    [],
    {},
    "x",
    "2025-03-03",
    "2025-03-03T16:01:05.123Z",
    "2025-03-03T16:01:05",
    "kiosk\x00",
    "a" * 61,
    "5e0a1c2d-3b4f-4a6b-8c9d-0e1f2a3b4c01",
]


def _any_answer(
    text: str,
    credit: float,
    number: int,
    moment: datetime,
    session: str | None,
    params: Any,
    answer: Any,
) -> Attempt:
    """An answer of *text* (its trainee and station), *credit*, *number* (its seed,
    difficulty and response time), *moment*, *session*, question and answers."""
    return dataclasses.replace(
        _answers(1)[0],
        trainee=text,
        station=text,
        credit=credit,
        seed=number,
        difficulty=number,
        response_ms=number,
        answered_at=moment,
        day=moment.date(),
        session_id=session,
        params={"p": params},
        answer=answer,
        expected=params,
    )


@settings(max_examples=300, deadline=None)
@given(
    st.sampled_from(ATTEMPT_FIELDS),
    st.sampled_from(_ODD_VALUES),
    st.booleans(),
)
def test_the_quick_read_of_a_json_record_takes_what_the_careful_read_takes(
    field: str, value: Any, drop: bool
) -> None:
    """An import reads a JSON export's records without the careful reader's per-field
    calls; what it takes is what the careful reader takes, read to the same answer, and
    what it does not take is left for the careful reader to refuse by name."""
    record = _record(_answers(1)[0])
    if drop:
        del record[field]
    else:
        record[field] = value
    quick = _JsonAttempts().read(record)
    try:
        careful = attempt_from_dict(record, "here", from_text=False)
    except TransferError:
        assert quick is None
    else:
        assert quick is None or quick == careful


def test_the_quick_read_takes_every_answer_an_export_writes() -> None:
    reader = _JsonAttempts()
    for answer in _answers(200):
        record = _record(dataclasses.replace(answer, session_id=str(uuid.uuid4())))
        assert reader.read(record) == attempt_from_dict(record, "here", from_text=False)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="0123456789abcdefABCDEF-_ {}urn:id", min_size=30, max_size=40))
def test_an_id_reads_as_uuid_reads_it(text: str) -> None:
    """The quick reading of an id (32 hex digits and hyphens) agrees with uuid.UUID on
    every text, taken or refused."""
    try:
        wanted: bytes | None = uuid.UUID(text).bytes
    except ValueError:
        wanted = None
    try:
        found: bytes | None = uuid_bytes(text, "attempt id")
    except InvalidValueError:
        found = None
    assert found == wanted


def test_an_import_keeps_the_rollups_by_day_and_key_not_answer_by_answer(
    store: ProgressStore,
) -> None:
    """Issue 28: an import adds each day's rollups and practice once per (trainee, game,
    skill, family, day), and each question's open miss once, not once per answer. Rows
    written by SQLite for 1,000 answers: 6,724 before (each answer its rows of every
    trigger), now 1,307 (the answers and a few rows a day); and what is derived is what a
    rebuild from the attempts gives."""
    conn = store._db.require()
    assert isinstance(conn, sqlite3.Connection)
    before = conn.total_changes
    result = store.import_attempts(_answers(1000), batch=300)
    written = conn.total_changes - before
    assert result.added == 1000
    assert written < 1.5 * 1000
    imported = _statistics(store)
    store.rebuild_statistics()
    assert _statistics(store) == imported
    assert_all_derived_agree(store)


def test_an_import_into_a_store_with_history_and_an_archived_trainee_keeps_the_rollups(
    store: ProgressStore,
) -> None:
    """Answers added to days and keys that hold answers already, some of a trainee
    archived since (counted as theirs, out of the class's figures), in two imports."""
    answers = _answers(900, days=3)
    store.import_attempts(answers[:500], batch=128)
    archived = next(t for t in store.trainees() if t.name == "Trainee 1")
    store.archive_trainee(archived.id)
    store.import_attempts(answers[400:], batch=128)  # 100 already here
    assert store.attempt_count() == 900
    imported = _statistics(store)
    store.rebuild_statistics()
    assert _statistics(store) == imported
    assert_all_derived_agree(store)


def test_the_rollups_of_an_import_read_only_the_answers_it_adds(store: ProgressStore) -> None:
    """The answers an import adds are read by their seqs, past the store's last before:
    its cost does not grow with the history the store holds (issue 28: flat)."""
    conn = store._db.require()
    assert isinstance(conn, sqlite3.Connection)
    for statement in (*rollups._PAST, *states._ADD_PRACTICE):
        if statement.startswith("CREATE"):  # the rows grouped into a temporary table
            select = "SELECT " + statement.split(" AS SELECT ", 1)[1]
        else:
            select = statement.split(" ON CONFLICT")[0]
        plan = " / ".join(
            str(row[-1]) for row in conn.execute(f"EXPLAIN QUERY PLAN {select}", (0,))
        )
        assert "SEARCH attempts USING INTEGER PRIMARY KEY (rowid>?)" in plan, plan
        assert "SCAN attempts" not in plan, plan


def test_a_bad_answer_late_in_an_import_leaves_nothing_behind(store: ProgressStore) -> None:
    """All or nothing, with the rollups written in bulk: an answer refused in the last
    chunk rolls back every chunk before it, and the per-answer triggers stand again."""
    answers = _answers(700)
    answers[650] = dataclasses.replace(answers[650], game="poker-night")
    with pytest.raises(InvalidValueError):
        store.import_attempts(answers, batch=200)
    assert store.attempt_count() == 0
    assert all(rows == [] for rows in _statistics(store).values())
    conn = store._db.require()
    assert isinstance(conn, sqlite3.Connection)
    triggers = {row[0] for row in conn.execute("SELECT name FROM sqlite_master")}
    assert {"attempts_rollup", "attempts_practice"} <= triggers
    # and the next answer recorded keeps its rollups, by the trigger, as before
    ana = store.add_trainee("Ana Ruiz")
    store.record_attempt(attempt(ana.id))
    assert [row[4] for row in _statistics(store)["day_skill"]] == [1]


_KILLED_IMPORTER = """
import sys
from tests.progress.test_imports import _answers
from trainer.progress import ProgressStore
store = ProgressStore(sys.argv[1], station="kiosk-1")
def answers():
    for n, answer in enumerate(_answers(2000)):
        if n == 1500:  # three chunks written, the triggers dropped, nothing committed
            print("mid-import", flush=True)
            sys.stdin.readline()  # the kill lands here
        yield answer
store.import_attempts(answers(), batch=500)
"""


@needs_sigkill
def test_an_import_killed_half_way_leaves_no_answer_and_its_triggers_in_place(
    open_store: OpenStore, folder: Path
) -> None:
    """Kills stay all or nothing with the per-answer triggers dropped for the import: the
    next start finds none of its answers, the triggers as they were, and an import of the
    same answers then keeps everything a rebuild would."""
    open_store().close()
    killed_when_it_says(_KILLED_IMPORTER, "mid-import", str(folder))
    store = open_store()
    assert store.attempt_count() == 0
    conn = store._db.require()
    assert isinstance(conn, sqlite3.Connection)
    triggers = {row[0] for row in conn.execute("SELECT name FROM sqlite_master")}
    assert {"attempts_rollup", "attempts_practice"} <= triggers
    assert store.import_attempts(_answers(2000), batch=500).added == 2000
    imported = _statistics(store)
    store.rebuild_statistics()
    assert _statistics(store) == imported
    assert_all_derived_agree(store)


def _write_export(path: Path, key: bytes | None) -> None:
    """A JSON export of fifty answers, sealed under *key* (none: unsealed)."""
    with path.open("w", encoding="utf-8") as out:
        write_json(
            out,
            _answers(50),
            (),
            exported_at=datetime(2025, 3, 9, tzinfo=UTC),
            station="kiosk-7",
            sealer=None if key is None else Sealer(key),
        )


@pytest.mark.parametrize("sealed_by", [None, "another school", "this store"])
def test_answers_are_hashed_only_when_their_seal_can_be_checked_here(
    open_store: OpenStore,
    tmp_path: Path,
    supervisor: Supervisor,
    monkeypatch: pytest.MonkeyPatch,
    sealed_by: str | None,
) -> None:
    """A JSON export says before its answers whether it carries a seal, and under which
    key: unsealed, or sealed by a key this store does not hold, its verdict is
    "unsigned" or "foreign" whatever its answers hold, so they are not hashed (issue 28:
    a third of an unsealed import's time). Sealed here, each is hashed, as before."""
    store = open_store()
    path = tmp_path / "export.json"
    key = {None: None, "another school": bytes(32), "this store": SEALED_BEFORE_KEY}[sealed_by]
    _write_export(path, key)
    store.set_signing_key(SEALED_BEFORE_KEY)
    hashed: list[object] = []
    real = Checker.add_line
    monkeypatch.setattr(
        Checker,
        "add_line",
        lambda self, lines: (hashed.extend(lines.splitlines()), real(self, lines)),
    )
    result = store.import_file(path, accepted_by=supervisor)
    wanted = {None: "unsigned", "another school": "foreign", "this store": "ours"}[sealed_by]
    assert (result.added, result.seal) == (50, wanted)
    assert len(hashed) == (50 if sealed_by == "this store" else 0)


@settings(max_examples=400, deadline=None)
@given(
    st.text(min_size=1),
    st.sampled_from([0.0, 0.5, 0.123456789, 1 / 3, 1.0]),
    st.integers(0, 2**63 - 1),
    st.datetimes(
        min_value=datetime(1, 1, 2),
        max_value=datetime(9999, 12, 30),
        timezones=st.sampled_from(
            [UTC, timezone(timedelta(hours=-7)), timezone(timedelta(hours=13, minutes=45))]
        ),
    ),
    st.none() | st.text(),
    json_data,
    json_data,
)
def test_the_seals_line_of_an_answer_is_its_fields_encoded_whole_and_read_quickly(
    text: str,
    credit: float,
    number: int,
    moment: datetime,
    session: str | None,
    params: Any,
    answer: Any,
) -> None:
    """Issue 28: a sealed import hashes each answer's line as made from the JSON texts the
    store keeps, not by encoding its fields again; the line must be byte for byte what
    the seal covers (canonical, sorted JSON of the export's fields): any text (quotes,
    control characters, letters past ASCII), credit, number and time of any timezone,
    from year 1 to 9999 (past the epoch's either side). The record an export writes of it
    reads quickly (after the epoch) to the same row and line as through an Attempt."""
    found = _any_answer(text, credit, number, moment, session, params, answer)
    found = dataclasses.replace(found, attempt_id=text, family=text)
    line = SealedLines().line(
        found,
        to_json(found.params, "question parameters"),
        to_json(found.answer, "answer given"),
        to_json(found.expected, "expected answer"),
        to_ms(moment),
    )
    assert line.encode() == canonical(attempt_to_dict(found))
    # The quick reading of the record an export writes gives the same row and line (and
    # takes it whenever it is an answer's, after the epoch).
    _taken_alike(_record(found))
    fit = text.strip() and text.isprintable() and len(text) <= 100
    found = dataclasses.replace(
        found,
        attempt_id="5e0a1c2d-3b4f-4a6b-8c9d-0e1f2a3b4c01",
        family=text if fit else "pot, rake",
        session_id=None if session is None else "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
    )
    record = _record(found)
    _taken_alike(record)
    if _careful(record) is not None and to_ms(moment) > 0:
        assert _quick(record) is not None


# What the quick reader of an import reads only when spelt as an export spells it.
_ODD_SPELLINGS: dict[str, list[Any]] = {
    "answered_at": [
        "2025-03-03T16:01:05.123+00:00",
        "2025-03-03T16:01:05.123z",
        "2025-03-03t16:01:05.123Z",
        "2025-03-03T16:01:05.1234Z",
        "2025-03-03T16:01:05.12Z",
        "2025-03-03T16:01:05,123Z",
        "2025-03-03T24:00:00.000Z",
        "2025-03-03T23:59:60.000Z",
        "2025-03-03T1a:01:05.123Z",
        "2025-03-03T\u0661\u0662:01:05.123Z",
        "2025-03-03T16:01:05.1a3Z",
        "20250303T16:01:05.123Z ",
        "1970-01-01T00:00:00.000Z",
        "1970-01-01T00:00:00.001Z",
        "1969-12-31T23:59:59.999Z",
        "0001-01-01T00:00:00.000Z",
        "9999-12-31T23:59:59.999Z",
        "2025-02-29T16:01:05.123Z",
    ],
    "day": ["20250303", "2025-3-3", "2025-W10-1", "2025-02-29", "0001-01-01", "9999-12-31"],
    "attempt_id": [
        "5E0A1C2D-3B4F-4A6B-8C9D-0E1F2A3B4C01",
        "5e0a1c2d3b4f4a6b8c9d0e1f2a3b4c01",
        "{5e0a1c2d-3b4f-4a6b-8c9d-0e1f2a3b4c01}",
        "urn:uuid:5e0a1c2d-3b4f-4a6b-8c9d-0e1f2a3b4c01",
        "5e0a1c2d 3b4f-4a6b-8c9d-0e1f2a3b4c01",
        "5e0a1c2d-3b4f-4a6b-8c9d-0e1f2a3b4c0g",
    ],
    "session_id": ["", "9A8B7C6D-5E4F-4A3B-8C2D-1E0F9A8B7C6D", "not a uuid", 7],
    "credit": [0.9999, 0.9995, 0.99949, 0.0005, 1e-300, -0.0, 1, 0],
    "station": [" kiosk  7 ", "kiosk\t7", "\u00e9cole 2", "k" * 200],
    "game": ["roulette", "no-such-game", "Roulette"],
    "mode": ["exam", "speed-drill", "drill"],
    "family": ["pot, rake", " ", "a\u0000b", "f" * 101],
    "trainee": ["  Ana  ", "\u00c9lodie"],
    "seed": [2**63 - 1, 2**63, -1],
    "difficulty": [1000, 1001],
    "response_ms": [86_400_000, 86_400_001],
}


def _careful(record: dict[str, Any]) -> tuple[ReadyRow, str] | None:
    """The row and seal line of *record* read to an Attempt first (``None``: refused)."""
    try:
        found = attempt_from_dict(record, "here", from_text=False)
        row = _prepare_imported(found, _Checked())
    except (TransferError, InvalidValueError):
        return None
    return row, SealedLines().line(found, row.params, row.answer, row.expected, row.ts)


def _quick(record: dict[str, Any], *, making: bool = True) -> Any:
    reading = Reading(Path("unused.json"), Checker({}))
    reading.making = making
    return _QuickRows(reading).take(record)


def _taken_alike(record: dict[str, Any]) -> None:
    quick, careful = _quick(record), _careful(record)
    if careful is None:
        assert quick is None  # refused by the careful reading, in a sentence naming the field
    else:
        assert quick is None or quick == careful
    if quick is not None:
        assert _quick(record, making=False) == (quick[0], None)


@settings(max_examples=400, deadline=None)
@given(
    st.sampled_from(sorted(_ODD_SPELLINGS)).flatmap(
        lambda field: st.tuples(st.just(field), st.sampled_from(_ODD_SPELLINGS[field]))
    )
    | st.tuples(st.sampled_from(ATTEMPT_FIELDS), st.sampled_from(_ODD_VALUES)),
    st.booleans(),
)
def test_the_quick_rows_of_an_import_are_the_rows_and_lines_read_through_an_attempt(
    change: tuple[str, Any], drop: bool
) -> None:
    """Issue 28: an import reads a JSON export's records straight to the rows it writes
    and the lines its seal covers, skipping the Attempt between. For any record, what it
    takes is exactly what reading it to an Attempt gives (row and line, byte for byte);
    any other spelling (of a time, a day, an id, a credit...) is left to that reading,
    which refuses a bad value in a sentence naming the field."""
    field, value = change
    record = _record(_answers(1)[0])
    assert _quick(record) == _careful(record)  # an export's own spelling is taken
    if drop:
        del record[field]
    else:
        record[field] = value
    _taken_alike(record)


@pytest.mark.parametrize("batch", [1, 7, 50, 1000])
def test_a_sealed_export_checks_as_ours_whatever_the_batch_its_lines_are_hashed_in(
    store: ProgressStore, tmp_path: Path, batch: int
) -> None:
    """The seal's lines are hashed a batch at a time (issue 28): the same HMAC as line by
    line, so a sealed file is this store's own in batches of any size, and a changed one
    is refused."""
    path, changed = tmp_path / "export.json", tmp_path / "changed.json"
    _write_export(path, SEALED_BEFORE_KEY)
    text = path.read_text(encoding="utf-8")
    first = json.loads(text)["attempts"][49]["response_ms"]
    changed.write_text(text.replace(f'"response_ms": {first}', f'"response_ms": {first + 1}'))
    store.set_signing_key(SEALED_BEFORE_KEY)
    with pytest.raises(TransferError, match="changed"):
        store._imports.import_file(changed, accepted_by=None, batch=batch)
    result = store._imports.import_file(path, accepted_by=None, batch=batch)
    assert (result.added, result.seal) == (50, "ours")


@pytest.mark.parametrize("enabled", [True, False])
def test_the_cycle_collector_rests_during_an_import_and_is_as_it_was_after(
    store: ProgressStore, monkeypatch: pytest.MonkeyPatch, enabled: bool
) -> None:
    """Issue 28: an import holds Python's cycle collector off (its passes over the file's
    records were 7-8% of an import, finding nothing); after it, and after an import
    refused half way, the collector is as it was before."""
    import gc

    during: list[bool] = []
    real = states.note_attempts

    def noted(*args: Any, **kwargs: Any) -> None:
        during.append(gc.isenabled())
        real(*args, **kwargs)

    monkeypatch.setattr(states, "note_attempts", noted)
    (gc.enable if enabled else gc.disable)()
    try:
        assert store.import_attempts(_answers(30)).added == 30
        assert during and not any(during)
        assert gc.isenabled() is enabled
        bad = [*_answers(20, seed=5), dataclasses.replace(_answers(1, seed=6)[0], difficulty=-1)]
        with pytest.raises(InvalidValueError):
            store.import_attempts(bad)
        assert gc.isenabled() is enabled
    finally:
        gc.enable()
