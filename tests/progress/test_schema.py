"""Schema versions and forward migrations, each tested from the previous version's file."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from trainer.progress import MigrationError, NewerStoreError, ProgressStore, StoreError
from trainer.progress.backups import list_backups
from trainer.progress.schema import (
    APPLICATION_ID,
    MIGRATIONS,
    SCHEMA_VERSION,
    Migration,
    file_version,
    migrate,
)
from trainer.progress.store import FILE_NAME
from trainer.words import use

from .conftest import FakeClock, attempt

V1_DUMP = Path(__file__).parent / "data" / "store-v1.sql"

OpenStore = Callable[..., ProgressStore]


def load_v1(folder: Path) -> Path:
    """A version-1 file as Dealer Trainer 0.1 left it on a kiosk."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / FILE_NAME
    conn = sqlite3.connect(path)
    try:
        conn.executescript(V1_DUMP.read_text(encoding="utf-8"))
    finally:
        conn.close()
    return path


def pragma(path: Path, name: str) -> int:
    conn = sqlite3.connect(path)
    try:
        return int(conn.execute(f"PRAGMA {name}").fetchone()[0])
    finally:
        conn.close()


def _add_trainee_note(conn: sqlite3.Connection) -> None:
    conn.execute("ALTER TABLE trainees ADD COLUMN note TEXT NOT NULL DEFAULT ''")
    conn.execute("UPDATE trainees SET note = 'from v1'")


NEXT = SCHEMA_VERSION + 1
WITH_NEXT = (*MIGRATIONS, Migration(NEXT, "give trainees a note", _add_trainee_note))


def test_migrations_are_numbered_one_by_one() -> None:
    assert [m.version for m in MIGRATIONS] == list(range(1, SCHEMA_VERSION + 1))


def test_a_new_store_is_created_at_the_current_version(open_store: OpenStore, folder: Path) -> None:
    open_store().close()
    assert pragma(folder / FILE_NAME, "user_version") == SCHEMA_VERSION
    assert pragma(folder / FILE_NAME, "application_id") == APPLICATION_ID


def test_an_empty_file_without_backups_is_set_aside_and_told(
    open_store: OpenStore, folder: Path
) -> None:
    # Issue 17 item 1: an existing empty file is damage, never silently a new store (a
    # new store is made whole under a temporary name, so none of ours is ever empty).
    folder.mkdir()
    (folder / FILE_NAME).write_bytes(b"")
    store = open_store()
    (notice,) = store.notices
    assert notice.startswith("The progress file was empty and there was no good backup")
    assert store.trainees() == ()
    assert [p.stat().st_size for p in (folder / "damaged").glob("*.sqlite3")] == [0]
    # Nothing to lose in the new store, so no backup is taken before creating v1.
    assert [b.kind for b in list_backups(folder)] == ["daily"]


def test_v1_file_from_a_kiosk_opens_and_reads(open_store: OpenStore, folder: Path) -> None:
    load_v1(folder)
    store = open_store()
    assert store.notices == ()
    names = [t.name for t in store.trainees(include_archived=True)]
    assert names == ["Ana Ruiz", "Ben Okafor", "Cleo Park"]
    assert store.attempt_count() == 38
    assert store.settings()["three-five-seven.rake-percent"] == 5
    assert len(store.settings_history()) == 2
    sitting = store.sittings()[0]
    assert sitting.passed is True and sitting.signed_off_by is not None
    # Version 4: a sitting from before was drawn from its exam's seed, and is given it;
    # who supervised it was not recorded; existing exams are supervised from now on.
    exam = store.exam(sitting.exam_id)
    assert sitting.seed == exam.seed and sitting.supervised_by is None
    assert not sitting.ended_early and not exam.practice
    assert store.sign_in_supervisor("Mona Reyes", "2468").name == "Mona Reyes"
    before = store.class_overview()
    store.rebuild_statistics()
    assert store.class_overview() == before


def test_upgrades_from_v1_keep_every_record_and_take_a_backup_before_each_step(
    open_store: OpenStore, folder: Path
) -> None:
    path = load_v1(folder)
    store = open_store(migrations=WITH_NEXT)
    assert pragma(path, "user_version") == NEXT
    assert store.attempt_count() == 38
    conn = sqlite3.connect(path)
    try:
        assert conn.execute("SELECT DISTINCT note FROM trainees").fetchall() == [("from v1",)]
    finally:
        conn.close()
    for version in range(2, NEXT + 1):
        before = [b for b in list_backups(folder) if b.kind == f"before-v{version}"]
        assert len(before) == 1
        assert pragma(before[0].path, "user_version") == version - 1


def test_a_failed_migration_leaves_the_file_at_its_version(
    open_store: OpenStore, folder: Path
) -> None:
    path = load_v1(folder)

    def broken(conn: sqlite3.Connection) -> None:
        conn.execute("ALTER TABLE trainees ADD COLUMN note TEXT")
        conn.execute("SELECT no_such_column FROM trainees")

    with pytest.raises(
        MigrationError, match=rf"version {NEXT} .* left at version {SCHEMA_VERSION}"
    ):
        open_store(migrations=(*MIGRATIONS, Migration(NEXT, "break", broken)))
    assert pragma(path, "user_version") == SCHEMA_VERSION
    store = open_store()
    assert store.attempt_count() == 38
    columns = [r[1] for r in store._db.require().execute("PRAGMA table_info(trainees)")]
    assert "note" not in columns
    assert any(b.kind == f"before-v{NEXT}" for b in list_backups(folder))


def test_a_file_from_a_newer_trainer_is_refused_and_left_alone(
    open_store: OpenStore, folder: Path
) -> None:
    path = load_v1(folder)
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version = 99")
    conn.close()
    with pytest.raises(NewerStoreError, match="newer Dealer Trainer"):
        open_store()
    assert path.exists() and not (folder / "damaged").exists()


def test_a_foreign_sqlite_file_is_refused_and_left_alone(
    open_store: OpenStore, folder: Path
) -> None:
    folder.mkdir()
    conn = sqlite3.connect(folder / FILE_NAME)
    conn.execute("PRAGMA application_id = 7")
    conn.execute("CREATE TABLE x (y)")
    conn.close()
    with pytest.raises(StoreError, match="not a Dealer Trainer progress store"):
        open_store()
    assert (folder / FILE_NAME).exists() and not (folder / "damaged").exists()


def test_migrate_reports_what_it_applied() -> None:
    conn = sqlite3.connect(":memory:", isolation_level=None)
    try:
        assert migrate(conn) == list(range(1, NEXT))
        assert migrate(conn) == []
        assert migrate(conn, WITH_NEXT) == [NEXT]
        assert file_version(conn) == NEXT
    finally:
        conn.close()


def test_attempts_are_append_only(store: ProgressStore, clock: FakeClock) -> None:
    ana = store.add_trainee("Ana")
    store.record_attempt(attempt(ana.id))
    conn = store._db.require()
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        conn.execute("DELETE FROM attempts")
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        conn.execute("UPDATE attempts SET credit = 0")


def _rollup_trigger_and_outbox(path: Path) -> tuple[list[str], list[str]]:
    conn = sqlite3.connect(path)
    try:
        triggers = [
            str(row[0])
            for row in conn.execute(
                "SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = 'attempts_rollup'"
            )
        ]
        columns = [str(row[1]) for row in conn.execute("PRAGMA table_info(outbox)")]
    finally:
        conn.close()
    return triggers, columns


def test_v11_keeps_the_rollups_without_a_flag_read_for_every_answer(
    open_store: OpenStore, folder: Path
) -> None:
    """Issue 28: a bulk write (an import, a pull from the site) sets the per-answer
    triggers aside, so nothing sets ``outbox.bulk`` any more; version 11 drops it and makes
    the rollup trigger again without the ``WHEN`` that read it for every answer. Run again
    on a file whose version was set back by hand, it changes nothing."""
    store = open_store(migrations=MIGRATIONS[:10])
    ana = store.add_trainee("Ana Ruiz")
    store.record_attempt(attempt(ana.id))
    store.close()
    path = folder / FILE_NAME
    (trigger,), columns = _rollup_trigger_and_outbox(path)
    assert "bulk" in trigger and "bulk" in columns  # as version 10 left it

    for answers in (2, 3):  # the upgrade, then the same step again by hand
        store = open_store()
        assert pragma(path, "user_version") == SCHEMA_VERSION >= 11
        store.record_attempt(attempt(ana.id, correct=False, credit=0.0))
        counted = store.class_overview(), store.trainee_detail(ana.id)
        assert counted[0].skills[0].attempts == answers  # each counted once, by the trigger
        store.rebuild_statistics()
        assert (store.class_overview(), store.trainee_detail(ana.id)) == counted
        store.close()
        (trigger,), columns = _rollup_trigger_and_outbox(path)
        assert " WHEN " not in trigger and "bulk" not in trigger
        assert "bulk" not in columns and "last_seq" in columns
        conn = sqlite3.connect(path)
        conn.execute("PRAGMA user_version = 10")
        conn.close()
    assert len([b for b in list_backups(folder) if b.kind == "before-v11"]) >= 1


def test_a_failed_upgrade_says_what_it_was_doing_in_spanish(
    open_store: OpenStore, folder: Path
) -> None:
    """Issue 27: the "upgrading ... failed" sentence words the upgrade's summary in the
    language in force, as the rest of it; the file stays at its version."""
    load_v1(folder)

    def broken(conn: sqlite3.Connection) -> None:
        conn.execute("SELECT no_such_column FROM trainees")

    groups = MIGRATIONS[5]
    assert groups.version == 6
    with use("es"), pytest.raises(MigrationError) as failed:
        open_store(migrations=(*MIGRATIONS[:5], Migration(6, groups.summary, broken)))
    said = str(failed.value)
    assert said.startswith(
        "La actualización del almacén de progreso a la versión 6 (reunir a los alumnos en "
        "grupos) falló ("
    ), said
    assert said.endswith("así que quedó en la versión 5.")
