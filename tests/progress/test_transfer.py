"""Exports carry every field; imports merge them idempotently, by attempt id."""

from __future__ import annotations

import csv
import dataclasses
import io
import json
from collections.abc import Callable
from datetime import date
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from trainer import words
from trainer.progress import ProgressStore, TransferError
from trainer.progress.records import JsonValue
from trainer.progress.transfer import (
    ATTEMPT_FIELDS,
    CSV_ATTEMPT_FIELDS,
    CSV_SUMMARY_FIELDS,
    Names,
    answer_cell,
    answer_from_cell,
    write_csv,
    write_json,
    write_summary_csv,
)
from trainer.progress.transfer_reading import read_csv, read_file, read_json

from .conftest import FakeClock, attempt

OpenStore = Callable[..., ProgressStore]
NAMES = Names(games={"three-five-seven": "3-5-7 Poker"}, skills={"payout": "Payouts"})
DATA = Path(__file__).parent / "data"


@pytest.fixture
def kiosk(open_store: OpenStore, tmp_path: Path, clock: FakeClock) -> ProgressStore:
    """A kiosk where two trainees have answered, one with partial credit and odd text."""
    store = open_store(folder=tmp_path / "kiosk", station="kiosk-7")
    ana, ben = store.add_trainee("Ana Ruiz"), store.add_trainee('Ben, "the" Dealer')
    session = store.start_session(ana.id)
    for i in range(3):
        clock.advance(minutes=1)
        store.record_attempt(attempt(ana.id, session_id=session.id, answer={"chips": [500, i]}))
    clock.advance(days=1)
    store.record_attempt(
        attempt(
            ben.id,
            skill="rake",
            correct=False,
            credit=0.25,
            family="pot, rake",
            params={"note": "línea\nnueva"},
        )
    )
    return store


def _export(
    store: ProgressStore, fmt: str, *, trainee_id: int | None = None, since: date | None = None
) -> str:
    out = io.StringIO()
    attempts = store.attempts(trainee_id=trainee_id, since=since)
    summaries = store.trainee_summaries()
    if fmt == "json":
        write_json(out, attempts, summaries, exported_at=store.now(), station=store.station)
    else:
        write_csv(out, attempts, summaries, names=NAMES)
    return out.getvalue()


@pytest.mark.parametrize("fmt", ["csv", "json"])
def test_an_export_reads_back_field_for_field(kiosk: ProgressStore, fmt: str) -> None:
    text = _export(kiosk, fmt)
    reader = read_json if fmt == "json" else read_csv
    back = list(reader(io.StringIO(text, newline=""), "export"))
    original = list(kiosk.attempts())
    assert [a.attempt_id for a in back] == [a.attempt_id for a in original]
    for got, want in zip(back, original, strict=True):
        # Ids local to a station do not travel; names do.
        assert got == dataclasses.replace(want, trainee_id=0)


def test_csv_has_the_attempts_then_the_summary(kiosk: ProgressStore) -> None:
    lines = _export(kiosk, "csv").splitlines()
    assert lines[0] == ",".join(CSV_ATTEMPT_FIELDS)
    blank = lines.index("")
    assert lines[blank + 1] == ",".join(CSV_SUMMARY_FIELDS)
    assert lines[blank + 2].startswith("Ana Ruiz,three-five-seven,3-5-7 Poker,payout,Payouts,3,3,")


def test_csv_names_games_and_skills_beside_their_ids(kiosk: ProgressStore) -> None:
    rows = list(csv.DictReader(io.StringIO(_export(kiosk, "csv"))))
    first, rake = rows[0], rows[3]
    assert (first["game"], first["game_name"]) == ("three-five-seven", "3-5-7 Poker")
    assert (first["skill"], first["skill_name"]) == ("payout", "Payouts")
    assert (rake["skill"], rake["skill_name"]) == ("rake", "rake")  # no name given: the id
    assert (
        *ATTEMPT_FIELDS[:5],
        "game_name",
        "skill",
        "skill_name",
        *ATTEMPT_FIELDS[6:],
    ) == CSV_ATTEMPT_FIELDS


def test_csv_gives_answers_as_they_read(
    open_store: OpenStore, tmp_path: Path, clock: FakeClock
) -> None:
    store = open_store(folder=tmp_path / "kiosk")
    ana = store.add_trainee("Ana Ruiz")
    answers = ["$5.00", "$35.00 as 1×$25, 2×$5", "Seat 1, seat 3", "5", "true", "", " null"]
    for answer in answers:
        clock.advance(minutes=1)
        store.record_attempt(attempt(ana.id, answer=answer, expected="$5.00"))
    text = _export(store, "csv")
    rows = list(csv.DictReader(io.StringIO(text)))[: len(answers)]
    # Money as money, not JSON-quoted; text that would read as JSON keeps its quotes.
    assert [r["answer"] for r in rows] == [
        "$5.00",
        "$35.00 as 1×$25, 2×$5",
        "Seat 1, seat 3",
        '"5"',
        '"true"',
        "",
        '" null"',
    ]
    assert {r["expected"] for r in rows} == {"$5.00"}
    assert ",$5.00,$5.00," in text.splitlines()[1]
    back = list(read_csv(io.StringIO(text, newline=""), "export"))
    assert [a.answer for a in back] == answers


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(), inner, max_size=3),
    max_leaves=8,
)


@given(value=JSON_VALUES)
@settings(deadline=None)  # a busy machine can take 200 ms over any example
def test_every_answer_reads_back_from_its_cell(value: JsonValue) -> None:
    assert answer_from_cell(answer_cell(value)) == value


def test_a_csv_written_before_the_name_columns_still_imports(
    open_store: OpenStore, tmp_path: Path
) -> None:
    old = DATA / "export-v1.csv"  # written by the export of before; answers JSON-quoted
    assert old.read_text(encoding="utf-8").startswith(",".join(ATTEMPT_FIELDS) + "\n")
    attempts = list(read_file(old))
    assert [a.answer for a in attempts] == [
        "$5.00",
        "$35.00 as 1×$25, 2×$5",
        "Seat 1, seat 2, dealer",
        {"chips": [500, 1]},
        "5",
    ]
    assert attempts[3].params == {"note": "línea\nnueva"}
    assert attempts[3].trainee == 'Ben, "the" Dealer' and attempts[3].credit == 0.25
    office = open_store(folder=tmp_path / "office", station="office")
    assert office.import_attempts(read_file(old)).added == 5
    # Written again in today's format, the same attempts read back.
    again = tmp_path / "again.csv"
    again.write_text(_export(office, "csv"), encoding="utf-8", newline="")
    assert list(read_file(again)) == [
        dataclasses.replace(a, trainee_id=0, source="here") for a in office.attempts()
    ]
    assert office.import_attempts(read_file(again)).already_present == 5


def test_the_summary_table_alone(kiosk: ProgressStore) -> None:
    out = io.StringIO()
    assert write_summary_csv(out, kiosk.trainee_summaries(), names=NAMES) == 2
    lines = out.getvalue().splitlines()
    assert lines[0] == ",".join(CSV_SUMMARY_FIELDS) and len(lines) == 3


def test_json_is_one_document_with_a_summary(kiosk: ProgressStore) -> None:
    document = json.loads(_export(kiosk, "json"))
    assert document["format"] == "dealer-trainer-attempts" and document["version"] == 1
    assert document["station"] == "kiosk-7" and len(document["attempts"]) == 4
    assert document["summary"][1]["trainee"] == 'Ben, "the" Dealer'
    assert document["summary"][1]["accuracy_percent"] == 25.0


@pytest.mark.parametrize("fmt", ["csv", "json"])
def test_import_twice_adds_nothing_the_second_time(
    kiosk: ProgressStore, open_store: OpenStore, tmp_path: Path, fmt: str
) -> None:
    path = tmp_path / f"kiosk.{fmt}"
    path.write_text(_export(kiosk, fmt), encoding="utf-8", newline="")
    office = open_store(folder=tmp_path / "office", station="office")
    office.add_trainee("ana ruiz")  # already known here, under another spelling
    first = office.import_attempts(read_file(path))
    assert (first.added, first.already_present) == (4, 0)
    assert first.trainees_added == ('Ben, "the" Dealer',)
    assert first.added_by_trainee == {"ana ruiz": 3, 'Ben, "the" Dealer': 1}
    second = office.import_attempts(read_file(path))
    assert (second.added, second.already_present, second.trainees_added) == (0, 4, ())
    assert office.attempt_count() == 4
    ana = office.find_trainee("Ana Ruiz")
    assert office.trainee_detail(ana.id).skills[0].attempts == 3
    # Statistics after a merge are those of the kiosk.
    assert office.class_overview().skills == kiosk.class_overview().skills


def test_a_station_can_import_its_own_export(kiosk: ProgressStore, tmp_path: Path) -> None:
    path = tmp_path / "self.json"
    path.write_text(_export(kiosk, "json"), encoding="utf-8")
    assert kiosk.import_attempts(read_file(path)).added == 0


def test_filters_narrow_the_export(kiosk: ProgressStore) -> None:
    ben = kiosk.find_trainee('Ben, "the" Dealer')
    assert json.loads(_export(kiosk, "json", trainee_id=ben.id))["attempts"][0]["skill"] == "rake"
    assert len(json.loads(_export(kiosk, "json", since=date(2025, 3, 4)))["attempts"]) == 1


def test_a_bad_record_refuses_the_whole_import(
    kiosk: ProgressStore, open_store: OpenStore, tmp_path: Path
) -> None:
    document = json.loads(_export(kiosk, "json"))
    document["attempts"][2]["response_ms"] = "fast"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    office = open_store(folder=tmp_path / "office")
    with pytest.raises(TransferError, match=r"bad\.json, attempt 3, the field 'response_ms'"):
        office.import_attempts(read_file(path))
    assert office.attempt_count() == 0 and office.trainees() == ()


@pytest.mark.parametrize(
    ("value", "spanish"),
    [
        ("fast", "el campo 'response_ms' debe ser un número entero, no 'fast'."),
        (None, "falta el campo 'response_ms'."),
    ],
)
def test_a_bad_field_is_refused_in_the_language_in_force(
    kiosk: ProgressStore, open_store: OpenStore, tmp_path: Path, value: str | None, spanish: str
) -> None:
    """Issue 27: which field of which record, and why, in one whole Spanish sentence."""
    document = json.loads(_export(kiosk, "json"))
    if value is None:
        del document["attempts"][2]["response_ms"]
    else:
        document["attempts"][2]["response_ms"] = value
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    office = open_store(folder=tmp_path / "office")
    with words.use(words.SPANISH), pytest.raises(TransferError) as refused:
        office.import_attempts(read_file(path))
    assert str(refused.value) == f"En bad.json, intento 3, {spanish}"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("{not json", "is not a JSON export"),
        ('{"format": "other"}', "is not a Dealer Trainer export"),
        ('{"format": "dealer-trainer-attempts", "version": 9, "attempts": []}', "newer"),
        ("a,b,c\n1,2,3\n", "header is wrong"),
    ],
)
def test_files_that_are_not_exports_are_refused_plainly(
    tmp_path: Path, text: str, message: str
) -> None:
    path = tmp_path / "in.txt"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(TransferError, match=message):
        list(read_file(path))


def test_csv_rows_with_missing_cells_name_their_line(kiosk: ProgressStore, tmp_path: Path) -> None:
    lines = _export(kiosk, "csv").splitlines()
    lines[2] = lines[2].rsplit(",", 2)[0]
    path = tmp_path / "cut.csv"
    path.write_text("\n".join(lines), encoding="utf-8")
    with pytest.raises(TransferError, match=r"cut\.csv, line 3"):
        list(read_file(path))


def test_credit_and_correct_must_agree(kiosk: ProgressStore, tmp_path: Path) -> None:
    document = json.loads(_export(kiosk, "json"))
    document["attempts"][0]["correct"] = False
    path = tmp_path / "odd.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(TransferError, match="'correct' disagrees with the credit"):
        list(read_file(path))


def test_unreadable_files(tmp_path: Path) -> None:
    with pytest.raises(TransferError, match="cannot be read"):
        list(read_file(tmp_path / "missing.csv"))
    (tmp_path / "latin.csv").write_bytes(b"\xff\xfe\x00junk")
    with pytest.raises(TransferError, match="not a UTF-8"):
        list(read_file(tmp_path / "latin.csv"))


def test_bad_input_csv_cells_that_a_spreadsheet_reads_as_formulas_are_neutralised(
    open_store: Callable[..., ProgressStore], tmp_path: Path
) -> None:
    """Issue 17: a trainee named "=HYPERLINK(...)" must not become a formula in the
    supervisor's spreadsheet; the CSV still imports to the very same answers."""
    kiosk = open_store(folder=tmp_path / "kiosk", station="kiosk-1")
    names = ['=HYPERLINK("http://x")', "+1 Ann", "-Bo", "@Cy", "'=Di"]
    for name in names:
        kiosk.record_attempt(attempt(kiosk.add_trainee(name).id))
    text = _export(kiosk, "csv")
    rows = list(csv.reader(io.StringIO(text)))
    trainee_cells = {row[rows[0].index("trainee")] for row in rows[1 : len(names) + 1]}
    assert trainee_cells == {"'" + name for name in names}
    path = tmp_path / "kiosk.csv"
    path.write_text(text, encoding="utf-8", newline="")
    assert sorted(a.trainee for a in read_file(path)) == sorted(names)
