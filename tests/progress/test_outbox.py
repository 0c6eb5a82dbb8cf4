"""The station's outbox in the progress file: contiguous numbers, records changed here.

Issue 13: facts "gain a station_id and a per-station sequence number seq"; records changed
offline are "queued, then applied or shown as a conflict".
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
from collections.abc import Callable, Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from trainer.progress import ProgressStore, Supervisor, Trainee
from trainer.progress.attempt_rows import AttemptFact

from .conftest import attempt
from .test_promises import killed_when_it_says, needs_sigkill
from .test_schema import load_v1

OpenStore = Callable[..., ProgressStore]


def _numbers(store: ProgressStore) -> list[int]:
    return [item.seq for item in store.outbox.unsent(10_000)]


def test_a_v1_file_is_numbered_in_the_order_stored(open_store: OpenStore, folder: Path) -> None:
    load_v1(folder)
    store = open_store()
    numbers = _numbers(store)
    kinds = [item.kind for item in store.outbox.unsent(10_000)]
    assert numbers == list(range(1, len(numbers) + 1))
    assert kinds.count("attempt") == 38
    assert {"sitting", "sign-off", "audit"} <= set(kinds)
    assert store.outbox.head() == len(numbers)
    conn = store._db.require()
    uids = [bytes(r[0]) for r in conn.execute("SELECT uid FROM trainees")]
    assert len(set(uids)) == len(uids) == 3 and all(len(u) == 16 for u in uids)


def test_each_new_answer_takes_the_next_number_and_a_retry_none(
    store: ProgressStore, trainee: Trainee
) -> None:
    first = attempt(trainee.id)
    store.record_attempt(first)
    store.record_attempt(attempt(trainee.id))
    store.import_attempts([store.attempt(first.attempt_id)])  # already here
    assert _numbers(store) == [1, 2]
    store.outbox.mark_sent(2)
    store.outbox.mark_sent(1)  # never moves back
    assert store.outbox.waiting() == 0 and store.outbox.sent() == 2


def test_an_import_numbers_its_new_answers_after_the_last_with_no_gap(
    store: ProgressStore, trainee: Trainee
) -> None:
    """An import takes its numbers a chunk at a time: only the answers it adds take one,
    in the order written, after the station's last; a repeat or a conflict takes none."""
    import dataclasses
    import uuid

    first = attempt(trainee.id)
    store.record_attempt(first)
    mine = store.attempt(first.attempt_id)
    again = dataclasses.replace(mine, station="kiosk-2")
    fresh = [
        dataclasses.replace(mine, attempt_id=str(uuid.uuid4()), seed=mine.seed + n)
        for n in range(1, 6)
    ]
    changed = dataclasses.replace(mine, response_ms=mine.response_ms + 1)
    result = store.import_attempts(
        [mine, *fresh[:2], again, fresh[2], changed, *fresh[3:]], batch=2
    )
    assert result.added == 5 and result.already_present == 1 and len(result.conflicts) == 2
    assert _numbers(store) == [1, 2, 3, 4, 5, 6]
    conn = store._db.require()
    ids = [bytes(r[0]) for r in conn.execute("SELECT id FROM attempts ORDER BY station_seq")]
    assert ids[1:] == [uuid.UUID(a.attempt_id).bytes for a in fresh]


def test_finished_sittings_sign_offs_and_setting_changes_are_facts_too(
    store: ProgressStore, trainee: Trainee, supervisor: Supervisor
) -> None:
    exam = store.define_exam(
        "Payouts",
        games=["three-five-seven"],
        skills=["payout"],
        question_count=1,
        time_limit_seconds=0,
        seed=1,
        by=supervisor,
    )
    sitting = store.start_sitting(exam.id, trainee.id, seed=7, supervisor=supervisor)
    store.record_attempt(attempt(trainee.id, mode="exam", session_id=sitting.session_id))
    store.finish_sitting(sitting.id)
    store.sign_off_sitting(sitting.id, by=supervisor)
    store.change_setting("three-five-seven.rake-cap-cents", 400, by=supervisor)
    items = store.outbox.unsent(100)
    # Issue 29: each exam log entry follows the fact it chains, so the site keeps the chain.
    assert [(i.kind, i.seq) for i in items] == [
        ("attempt", 1),
        ("sitting", 2),
        ("exam-log", 3),
        ("sign-off", 4),
        ("exam-log", 5),
        ("audit", 6),
    ]
    assert items[1].values["passed"] is True
    assert items[3].values["sitting_id"] == sitting.id
    log = store.exam_log()
    for item, entry in zip((items[2], items[4]), log, strict=True):
        assert (item.values["kind"], item.values["subject"]) == ("exam-log", str(entry.seq))
        assert json.loads(item.values["detail"]) == entry._asdict()


def test_local_edits_are_marked_for_the_site_and_site_copies_are_not(
    store: ProgressStore, trainee: Trainee, supervisor: Supervisor
) -> None:
    dirty = {(r.kind, r.local_id) for r in store.outbox.dirty()}
    assert ("trainee", str(trainee.id)) in dirty and ("supervisor", str(supervisor.id)) in dirty
    for record in store.outbox.dirty():
        store.outbox.accept(record, record.values.get("id", record.local_id), 7)
    assert store.outbox.dirty() == []
    store.rename_trainee(trainee.id, "Ana R.")
    (edited,) = store.outbox.dirty()
    assert (edited.kind, edited.values["name"], edited.site_version) == ("trainee", "Ana R.", 7)
    store.outbox.accept(edited, str(edited.values["id"]), 8)
    uid = store.outbox.trainee_uid(trainee.id)
    store.outbox.apply_trainee(uid, "Ana Ruiz", None, 1, None, 9)  # the site's copy
    assert store.outbox.dirty() == []
    assert store.trainee(trainee.id).name == "Ana Ruiz"


def test_records_from_the_site_do_not_overwrite_an_edit_waiting_here(
    store: ProgressStore, trainee: Trainee, supervisor: Supervisor
) -> None:
    for record in store.outbox.dirty():
        store.outbox.accept(record, record.values.get("id", record.local_id), 3)
    store.rename_trainee(trainee.id, "Ana Mine")
    uid = store.outbox.trainee_uid(trainee.id)
    store.outbox.apply_trainee(uid, "Ana Theirs", None, 1, None, 4)
    assert store.trainee(trainee.id).name == "Ana Mine"
    changed = store.outbox.apply_settings([("kiosk.idle-timeout-seconds", "300", 5)])
    assert changed == ["kiosk.idle-timeout-seconds"]
    assert store.settings()["kiosk.idle-timeout-seconds"] == 300


def test_answers_pulled_from_the_site_take_no_number_and_count_in_mastery(
    store: ProgressStore, trainee: Trainee
) -> None:
    values = {
        "id": "7e1d3c5a-1b2c-4d5e-8f90-0a1b2c3d4e5f",
        "seq": 4,
        "trainee_id": store.outbox.trainee_uid(trainee.id),
        "session_id": None,
        "game": "three-five-seven",
        "skill": "payout",
        "family": "five-card-pair",
        "difficulty": 2,
        "seed": 9,
        "params": "{}",
        "answer": "1",
        "expected": "1",
        "credit": 1000,
        "response_ms": 900,
        "mode": "practice",
        "ts": 1_741_000_000_000,
        "day": 20150,
    }
    fact = AttemptFact(**values)  # as the school's site sends it
    assert store.outbox.add_pulled(trainee.id, [fact], {fact.id: "kiosk-7"}, 55) == 1
    assert store.outbox.add_pulled(trainee.id, [fact], {}, 56) == 0
    assert store.outbox.unsent(10) == []
    assert store.outbox.pull_cursor(trainee.id) == 56
    assert store.attempt(fact.id).station == "kiosk-7"
    assert store.mastery(trainee.id, "three-five-seven", "payout").considered == 1
    # Written in bulk, the rollups still equal a rebuild from the attempts.
    overview, detail = store.class_overview(), store.trainee_detail(trainee.id)
    store.rebuild_statistics()
    assert (store.class_overview(), store.trainee_detail(trainee.id)) == (overview, detail)
    assert overview.skills[0].attempts == 1
    conn = store._db.require()
    assert conn.execute("SELECT station_seq FROM attempts").fetchall() == [(None,)]
    assert isinstance(conn, sqlite3.Connection)


def test_answers_pulled_from_the_site_carry_the_trainees_drill_state(
    store: ProgressStore, trainee: Trainee
) -> None:
    """Issue 13: "mastery and the schedule follow the trainee": answers pulled in bulk,
    older and newer than those given here, leave each family's drill state, open misses
    and days of practice equal to a full recomputation from the attempts."""
    from .test_states import assert_all_derived_agree

    store.record_attempt(attempt(trainee.id, family="five-card-pair", correct=False, credit=0.0))
    uid = store.outbox.trainee_uid(trainee.id)
    base = {
        "trainee_id": uid,
        "session_id": None,
        "game": "three-five-seven",
        "skill": "payout",
        "difficulty": 2,
        "params": "{}",
        "answer": "1",
        "expected": "1",
        "mode": "practice",
    }
    facts = [
        AttemptFact(
            **base,
            id=f"7e1d3c5a-1b2c-4d5e-8f90-0a1b2c3d4e{n:02x}",
            seq=n,
            family=("five-card-pair", "three-card-flush")[n % 2],
            seed=n,
            credit=1000 if n % 3 else 0,
            response_ms=800 + 50 * n,
            ts=1_741_000_000_000 + (n - 5) * 86_400_000,  # days before and after
            day=20150 + n - 5,
        )
        for n in range(1, 11)
    ]
    assert store.outbox.add_pulled(trainee.id, facts, {}, 10) == 10
    assert set(store.family_states(trainee.id)) == {"five-card-pair", "three-card-flush"}
    assert_all_derived_agree(store)


def _pulled(store: ProgressStore, trainee: Trainee, first: int, count: int) -> list[AttemptFact]:
    uid = store.outbox.trainee_uid(trainee.id)
    return [
        AttemptFact(
            id=f"7e1d3c5a-1b2c-4d5e-8f90-{n:012x}",
            seq=n,
            trainee_id=uid,
            session_id=None,
            game="three-five-seven",
            skill="payout",
            family=("five-card-pair", "three-card-flush")[n % 2],
            difficulty=2,
            seed=n % 7,  # the same questions again: open misses open and close
            params="{}",
            answer="1",
            expected="1",
            credit=1000 if n % 3 else 0,
            response_ms=800 + 50 * n,
            mode=("practice", "exam")[n % 5 == 0],
            ts=1_741_000_000_000 + n * 3_600_000,
            day=20150 + n // 24,
        )
        for n in range(first, first + count)
    ]


def test_pulls_in_turn_keep_every_derived_figure_equal_to_a_recomputation(
    store: ProgressStore, trainee: Trainee
) -> None:
    """Issue 28: a pull writes its answers in bulk (the per-answer triggers aside) and adds
    only what they bring to the rollups, the days of practice, the open misses and the
    drill states: after pulls in turn, newer and older, of an active and an archived
    trainee, everything equals a recomputation from the attempts."""
    from .test_states import assert_all_derived_agree

    other = store.add_trainee("Bo Lind")
    store.record_attempt(attempt(trainee.id, family="five-card-pair", correct=False, credit=0.0))
    assert store.outbox.add_pulled(trainee.id, _pulled(store, trainee, 100, 60), {}, 1) == 60
    assert store.outbox.add_pulled(trainee.id, _pulled(store, trainee, 160, 40), {}, 2) == 40
    assert store.outbox.add_pulled(trainee.id, _pulled(store, trainee, 1, 30), {}, 3) == 30
    store.archive_trainee(other.id)
    assert store.outbox.add_pulled(other.id, _pulled(store, other, 500, 20), {}, 4) == 20
    assert store.outbox.add_pulled(trainee.id, _pulled(store, trainee, 150, 30), {}, 5) == 0
    # Half of a pull here already: only the other half is new (their seqs read back).
    assert store.outbox.add_pulled(trainee.id, _pulled(store, trainee, 190, 20), {}, 6) == 10
    assert_all_derived_agree(store)
    overview, detail = store.class_overview(), store.trainee_detail(trainee.id)
    archived = store.trainee_detail(other.id)
    store.rebuild_statistics()
    assert store.class_overview() == overview
    assert store.trainee_detail(trainee.id) == detail
    assert store.trainee_detail(other.id) == archived
    # The triggers stand again: an answer given here after the pulls is counted as ever.
    store.record_attempt(attempt(trainee.id, family="three-card-flush", correct=False, credit=0))
    assert_all_derived_agree(store)
    overview = store.class_overview()
    store.rebuild_statistics()
    assert store.class_overview() == overview


def test_a_pull_and_an_import_write_their_answers_in_bulk_the_one_way(
    store: ProgressStore, trainee: Trainee, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 28: the sign-in pull and the import write through the one bulk write
    (``rollups.written_in_bulk``: the per-answer triggers aside, then the one set of
    statements that adds the new answers to the rollups, the class's, the days' practice
    and the open misses), and everything after both equals a recomputation."""
    from trainer.progress import rollups

    from .test_imports import _answers
    from .test_states import assert_all_derived_agree

    entered: list[int] = []
    one_way = rollups.written_in_bulk

    @contextlib.contextmanager
    def counted(conn: sqlite3.Connection) -> Iterator[rollups.BulkWrite]:
        with one_way(conn) as bulk:
            entered.append(bulk.last)
            yield bulk

    monkeypatch.setattr(rollups, "written_in_bulk", counted)
    assert store.outbox.add_pulled(trainee.id, _pulled(store, trainee, 1, 40), {}, 1) == 40
    assert store.import_attempts(_answers(60), batch=25).added == 60
    assert store.outbox.add_pulled(trainee.id, _pulled(store, trainee, 41, 10), {}, 2) == 10
    assert entered == [0, 40, 100]  # each wrote past the last answer before it
    assert_all_derived_agree(store)
    overview, detail = store.class_overview(), store.trainee_detail(trainee.id)
    store.rebuild_statistics()
    assert (store.class_overview(), store.trainee_detail(trainee.id)) == (overview, detail)


def test_a_pull_that_fails_part_way_leaves_nothing_behind(
    store: ProgressStore, trainee: Trainee, monkeypatch: Any
) -> None:
    """Issue 28: a pull is all or nothing: its answers, sittings and cursor commit
    together, and a failure before the end leaves no answer, no cursor and the
    per-answer triggers as they were."""
    from trainer.progress import outbox

    from .test_states import assert_all_derived_agree

    def broken(*_: object) -> bool:
        raise RuntimeError("killed part way")

    monkeypatch.setattr(outbox, "_write_sittings", broken)
    with pytest.raises(RuntimeError):
        store.outbox.add_pulled(trainee.id, _pulled(store, trainee, 1, 20), {}, 7)
    assert store.attempt_count(trainee.id) == 0
    assert store.outbox.pull_cursor(trainee.id) == 0
    store.record_attempt(attempt(trainee.id, family="five-card-pair", correct=False, credit=0.0))
    assert_all_derived_agree(store)
    assert store.class_overview().skills[0].attempts == 1


_KILLED_PULL = """
import contextlib, sys
from tests.progress.test_outbox import _pulled
from trainer.progress import ProgressStore, rollups
store = ProgressStore(sys.argv[1], station="kiosk-1")
trainee = store.find_trainee("Ana Ruiz")
aside = rollups.triggers_aside
@contextlib.contextmanager
def held(conn, *names):
    with aside(conn, *names):
        print("mid-pull", flush=True)  # the triggers dropped, nothing committed
        sys.stdin.readline()  # the kill lands here
        yield
rollups.triggers_aside = held
store.outbox.add_pulled(trainee.id, _pulled(store, trainee, 1, 500), {}, 9)
"""


@needs_sigkill
def test_a_pull_killed_in_its_bulk_write_leaves_nothing_and_its_triggers_in_place(
    open_store: OpenStore, folder: Path
) -> None:
    """Issue 28: a sign-in pull killed while its answers are written in bulk (the
    per-answer triggers dropped) leaves, at the next start, no answer, no cursor and the
    triggers as they were; the same pull then keeps everything a recomputation would."""
    from .test_states import assert_all_derived_agree

    store = open_store()
    ana = store.add_trainee("Ana Ruiz")
    store.record_attempt(attempt(ana.id, family="five-card-pair", correct=False, credit=0.0))
    store.close()
    killed_when_it_says(_KILLED_PULL, "mid-pull", str(folder))
    store = open_store()
    assert store.attempt_count() == 1 and store.outbox.pull_cursor(ana.id) == 0
    conn = store._db.require()
    assert isinstance(conn, sqlite3.Connection)
    triggers = {row[0] for row in conn.execute("SELECT name FROM sqlite_master")}
    assert {"attempts_rollup", "attempts_practice"} <= triggers
    assert store.outbox.add_pulled(ana.id, _pulled(store, ana, 1, 500), {}, 9) == 500
    assert_all_derived_agree(store)
    overview, detail = store.class_overview(), store.trainee_detail(ana.id)
    store.rebuild_statistics()
    assert (store.class_overview(), store.trainee_detail(ana.id)) == (overview, detail)


def test_a_sitting_whose_exam_is_not_here_yet_keeps_the_pull_cursor(
    store: ProgressStore, trainee: Trainee
) -> None:
    """A sitting pulled before its exam reached this station waits for the next pull: the
    cursor stays, so it comes again (its answers are kept now, and skipped then)."""
    uid = store.outbox.trainee_uid(trainee.id)
    sitting = SimpleNamespace(
        id="5a1d3c5a-1b2c-4d5e-8f90-0a1b2c3d4e5f",
        exam_id="6b1d3c5a-1b2c-4d5e-8f90-0a1b2c3d4e5f",
        trainee_id=uid,
        session_id="4c1d3c5a-1b2c-4d5e-8f90-0a1b2c3d4e5f",
        started_at=1_741_000_000_000,
        finished_at=1_741_000_600_000,
        answered=10,
        score_permille=900,
        passed=True,
    )
    answers = _pulled(store, trainee, 1, 5)
    assert store.outbox.add_pulled(trainee.id, answers, {}, 40, [sitting]) == 5
    assert store.outbox.pull_cursor(trainee.id) == 0
    assert store.outbox.add_pulled(trainee.id, answers, {}, 41) == 0
    assert store.outbox.pull_cursor(trainee.id) == 41


def test_pulled_answer_ids_are_read_at_once_in_canonical_form_and_one_by_one_otherwise() -> None:
    """The ids of a pull's answers are made bytes with one ``fromhex`` when every one is
    in the site's canonical form (36 characters, dashes at 8, 13, 18 and 23), each to the
    same 16 bytes as one at a time; any other form is read (and refused) one by one."""
    import uuid

    from trainer.progress.attempts import _uuids_from_text

    made = [uuid.uuid4() for _ in range(50)]
    assert _uuids_from_text([str(u) for u in made]) == [u.bytes for u in made]
    assert _uuids_from_text([str(u).upper() for u in made]) == [u.bytes for u in made]
    # A dashless id beside a canonical one: not canonical, so each is read on its own.
    mixed = [str(made[0]), made[1].hex]
    assert _uuids_from_text(mixed) == [made[0].bytes, made[1].bytes]
    # Dashes moved: as many characters and digits, but not the canonical form.
    moved = str(made[2]).replace("-", "")
    moved = f"{moved[:7]}-{moved[7:12]}-{moved[12:17]}-{moved[17:22]}-{moved[22:]}"
    assert _uuids_from_text([moved]) == [made[2].bytes]
    with pytest.raises(ValueError):
        _uuids_from_text([str(made[3])[:-1] + "g"])
    assert _uuids_from_text([]) == []
