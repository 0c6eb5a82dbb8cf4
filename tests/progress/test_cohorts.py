"""Classes (cohorts) of trainees, rosters read from CSV, and removing a supervisor (issue 24
item 16)."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from trainer.progress import NameTakenError, ProgressStore, StoreError, Supervisor
from trainer.progress.cohorts import RosterError
from trainer.progress.schema import MIGRATIONS, SCHEMA_VERSION
from trainer.progress.store import FILE_NAME

from .conftest import attempt
from .test_schema import load_v1, pragma

OpenStore = Callable[..., ProgressStore]


def test_a_class_is_made_renamed_filled_and_deleted_keeping_its_trainees(
    store: ProgressStore,
) -> None:
    ana, ben = store.add_trainee("Ana Ruiz"), store.add_trainee("Ben Okafor")
    evening = store.cohorts.add("  Evening  class ")
    assert evening.name == "Evening class"
    with pytest.raises(NameTakenError, match="already a class named"):
        store.cohorts.add("EVENING CLASS")
    assert store.cohorts.place([ana.id, ben.id], evening.id) == 2
    assert store.trainee(ana.id).cohort_id == evening.id
    assert [(c.name, c.members) for c in store.cohorts.every()] == [("Evening class", 2)]
    store.cohorts.rename(evening.id, "Evening, March")
    assert store.cohorts.delete(evening.id) == 2
    assert store.cohorts.every() == ()
    assert [t.cohort_id for t in store.trainees()] == [None, None]
    assert {t.name for t in store.trainees()} == {"Ana Ruiz", "Ben Okafor"}


def test_a_class_filter_counts_only_its_trainees(store: ProgressStore) -> None:
    ana, ben, cleo = (store.add_trainee(n) for n in ("Ana Ruiz", "Ben Okafor", "Cleo Park"))
    day = store.cohorts.add("Day")
    store.cohorts.place([ana.id, cleo.id], day.id)
    for _ in range(3):
        store.record_attempt(attempt(ana.id))
    store.record_attempt(attempt(ben.id, answer=100, correct=False))
    store.record_attempt(attempt(ben.id))
    whole = store.class_overview()
    assert whole.active_trainees == 3 and whole.skills[0].attempts == 5
    only = store.class_overview(cohort=day.id)
    assert only.active_trainees == 2
    assert [(s.attempts, s.correct) for s in only.skills] == [(3, 3)]
    report = store.class_statistics(cohort=day.id)
    assert [line.name for line in report.trainees] == ["Ana Ruiz", "Cleo Park"]
    assert report.most_missed == ()
    assert store.class_statistics().most_missed[0].missed == 1


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "roster.csv"
    path.write_text(text, encoding="utf-8")
    return path


def test_a_roster_adds_trainees_and_classes_all_at_once(
    store: ProgressStore, tmp_path: Path
) -> None:
    store.add_trainee("Ana Ruiz")
    result = store.cohorts.import_roster(
        write(
            tmp_path, "\ufeffName,Class\nAna Ruiz,Day\nBen Okafor,Day\nCleo Park,Evening\nDan Li,\n"
        )
    )
    assert result.added == ("Ben Okafor", "Cleo Park", "Dan Li")
    assert result.new_classes == ("Day", "Evening") and result.placed == 3
    assert "3 new trainees, 2 new classes, 3 trainees put in a class" in result.describe()
    by_name = {t.name: t for t in store.trainees()}
    classes = {c.id: c.name for c in store.cohorts.every()}
    assert {n: classes.get(t.cohort_id or 0) for n, t in by_name.items()} == {
        "Ana Ruiz": "Day",
        "Ben Okafor": "Day",
        "Cleo Park": "Evening",
        "Dan Li": None,
    }
    # New trainees get no PIN from a roster, as one added by hand without a PIN.
    assert not any(t.has_pin for t in store.trainees())


def test_a_bad_roster_names_each_bad_line_and_changes_nothing(
    store: ProgressStore, tmp_path: Path
) -> None:
    text = "name,class\nAna Ruiz,Day\n,Day\nBen Okafor,Day,extra\nana ruiz,Evening\n"
    with pytest.raises(RosterError) as caught:
        store.cohorts.import_roster(write(tmp_path, text))
    assert caught.value.problems == (
        "Line 3: A trainee's name cannot be empty.",
        "Line 4: it has more cells than the header has columns.",
        "Line 5: ana ruiz is already on line 2.",
    )
    assert "nothing was changed" in str(caught.value)
    assert store.trainees() == () and store.cohorts.every() == ()


def test_a_roster_with_pins_is_refused(store: ProgressStore, tmp_path: Path) -> None:
    with pytest.raises(RosterError, match="PINs are never kept in a roster file"):
        store.cohorts.import_roster(write(tmp_path, "name,class,PIN\nAna Ruiz,Day,1234\n"))
    assert store.trainees() == ()


def test_a_roster_fails_whole_when_the_store_refuses_a_line(
    store: ProgressStore, tmp_path: Path
) -> None:
    # A failure part way (here a trigger standing for a full disk) rolls every line back.
    conn = store._db.require()
    conn.execute(
        "CREATE TEMP TRIGGER refuse AFTER INSERT ON trainees WHEN NEW.name = 'Cleo Park' "
        "BEGIN SELECT RAISE(ABORT, 'disk full'); END"
    )
    with pytest.raises((StoreError, sqlite3.Error)):
        store.cohorts.import_roster(write(tmp_path, "name,class\nAna,Day\nBen,Day\nCleo Park,X\n"))
    assert store.trainees() == () and store.cohorts.every() == ()


def test_a_supervisor_is_removed_but_never_the_last(
    store: ProgressStore, supervisor: Supervisor
) -> None:
    with pytest.raises(StoreError) as caught:
        store.remove_supervisor(supervisor.id, by=supervisor)
    assert str(caught.value) == (
        "Mona Reyes is the only supervisor, and someone must be able to open the console, "
        "so add another supervisor before removing them."
    )
    other = store.add_supervisor("Raj Patel", "135790", by=supervisor)
    store.remove_supervisor(other.id, by=supervisor)
    assert [s.name for s in store.supervisors()] == ["Mona Reyes"]
    assert [s.name for s in store.supervisors(include_removed=True)] == [
        "Mona Reyes",
        "Raj Patel",
    ]
    with pytest.raises(StoreError, match="no supervisor named"):
        store.sign_in_supervisor("Raj Patel", "135790")


def test_a_v5_file_is_upgraded_to_classes(open_store: OpenStore, folder: Path) -> None:
    path = load_v1(folder)
    open_store(migrations=MIGRATIONS[:5]).close()
    assert pragma(path, "user_version") == 5
    store = open_store()
    assert pragma(path, "user_version") == SCHEMA_VERSION >= 6
    assert store.attempt_count() == 38
    assert all(t.cohort_id is None for t in store.trainees(include_archived=True))
    assert store.cohorts.every() == ()
    assert [s.name for s in store.supervisors()] == ["Mona Reyes"]
    first = store.trainees()[0]
    store.cohorts.place([first.id], store.cohorts.add("Day").id)
    assert store.class_overview(cohort=store.cohorts.every()[0].id).active_trainees == 1
    # Putting a trainee in a class is no edit for a school's site to sync.
    conn = sqlite3.connect(folder / FILE_NAME)
    try:
        dirty = conn.execute("SELECT site_dirty FROM trainees WHERE id = ?", (first.id,))
        assert dirty.fetchone()[0] == 1  # (every record from before a site is new to it)
        conn.execute("UPDATE trainees SET site_dirty = 0")
        conn.execute("UPDATE trainees SET cohort_id = NULL")
        conn.commit()
        assert conn.execute("SELECT max(site_dirty) FROM trainees").fetchone()[0] == 0
    finally:
        conn.close()


def test_a_roster_and_a_removal_from_the_command_line(
    open_store: OpenStore, folder: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from trainer.cli import main

    with open_store() as store:
        mona = store.create_first_supervisor("Mona", "246810")
        store.add_supervisor("Raj", "135790", by=mona)
    pin = tmp_path / "pin"
    pin.write_text("246810\n")
    pin.chmod(0o600)
    signed = ["--supervisor", "Mona", "--supervisor-pin-file", str(pin)]
    where = ["--data-dir", str(folder)]
    bad = write(tmp_path, "name,class\nAna Ruiz,Day\nAna Ruiz,Day\n")
    assert main([*where, "roster", str(bad), *signed]) == 2
    assert "Line 3: Ana Ruiz is already on line 2." in capsys.readouterr().err
    good = write(tmp_path, "name,class\nAna Ruiz,Day\nBen Okafor,Evening\n")
    assert main([*where, "roster", str(good)]) == 2  # a supervisor's PIN is needed
    assert main([*where, "roster", str(good), *signed]) == 0
    assert capsys.readouterr().out.startswith(
        "Roster imported: 2 new trainees, 2 new classes, 2 trainees put in a class."
    )
    assert main([*where, "supervisor", "remove", "Raj", *signed]) == 0
    assert main([*where, "supervisor", "remove", "Mona", *signed]) == 2
    assert "Mona is the only supervisor" in capsys.readouterr().err
    with open_store() as store:
        assert [s.name for s in store.supervisors()] == ["Mona"]
        assert [c.name for c in store.cohorts.every()] == ["Day", "Evening"]
