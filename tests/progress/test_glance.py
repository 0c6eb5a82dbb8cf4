"""The glance at a store that the window's first screen shows (issue 28): the trainees who
may sign in and the station's settings, read without writing, upgrading or recovering;
``None`` wherever the store must be opened in full first."""

from __future__ import annotations

import hashlib
import sqlite3
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

from trainer.progress import ProgressStore, database, schema
from trainer.progress.glance import (
    APPLICATION_ID,
    DEFAULTS,
    FILE_NAME,
    READS_VERSION,
    Glance,
    Listed,
    glance_at,
)
from trainer.progress.settings import setting

Opener = Callable[..., ProgressStore]


def _glance(folder: Path) -> Glance:
    glance = glance_at(folder)
    assert glance is not None
    return glance


def test_the_glance_lists_the_active_trainees_as_the_store_does(open_store: Opener) -> None:
    with open_store() as store:
        for name, pin in (("zoe", None), ("Ann", "2468"), ("bo", None), ("Al", None)):
            store.add_trainee(name, pin)
        store.archive_trainee(store.find_trainee("Al").id)
        listed = tuple(Listed(t.id, t.name, t.has_pin) for t in store.trainees())
        folder = store.folder
    glance = _glance(folder)
    assert glance.trainees == listed
    assert [t.name for t in glance.trainees] == ["Ann", "bo", "zoe"]
    assert [t.has_pin for t in glance.trainees] == [True, False, False]


def test_the_glance_reads_while_the_store_is_open(open_store: Opener) -> None:
    # A station's other program (a sync, the command line) may hold the store open.
    with open_store() as store:
        ann = store.add_trainee("Ann")
        assert _glance(store.folder).trainees == (Listed(ann.id, "Ann", False),)


def test_the_glance_reads_the_house_settings_the_first_screen_needs(open_store: Opener) -> None:
    with open_store() as store:
        mona = store.create_first_supervisor("Mona", "246810")
        assert _glance(store.folder).settings == DEFAULTS
        store.change_setting("language.stations", "es", by=mona)
        store.change_setting("kiosk.always", True, by=mona)
        store.change_setting("kiosk.new-trainees-allowed", False, by=mona)
        store.change_setting("kiosk.idle-timeout-seconds", 300, by=mona)
        settings = store.settings()
        assert _glance(store.folder).settings == {key: settings[key] for key in DEFAULTS}


def test_the_glance_says_whether_a_supervisor_exists_as_the_store_does(
    open_store: Opener,
) -> None:
    # A kiosk with no supervisor refuses to start (issue 17, item 12): said by the full open.
    with open_store() as store:
        assert _glance(store.folder).needs_first_supervisor is store.needs_first_supervisor()
        mona = store.create_first_supervisor("Mona", "246810")
        assert _glance(store.folder).needs_first_supervisor is False
        ann = store.add_supervisor("Ann", "135790", by=mona)
        store.remove_supervisor(mona.id, by=ann)
        assert _glance(store.folder).needs_first_supervisor is store.needs_first_supervisor()


def test_the_glances_defaults_are_the_settings_declared_defaults() -> None:
    assert {key: setting(key).default for key in DEFAULTS} == DEFAULTS


def test_the_glance_reads_the_files_of_this_schema_version() -> None:
    # A new schema version makes its author look at the glance's query again.
    assert READS_VERSION == schema.SCHEMA_VERSION
    assert APPLICATION_ID == schema.APPLICATION_ID
    assert FILE_NAME == database.FILE_NAME


def test_the_glance_changes_nothing_in_the_store(open_store: Opener) -> None:
    with open_store() as store:
        store.add_trainee("Ann")
        path = store.path
    before = hashlib.sha256(path.read_bytes()).hexdigest()
    _glance(path.parent)
    assert hashlib.sha256(path.read_bytes()).hexdigest() == before


def test_no_glance_at_a_folder_without_a_store(tmp_path: Path) -> None:
    assert glance_at(tmp_path / "none") is None
    (tmp_path / "empty").mkdir()
    assert glance_at(tmp_path / "empty") is None
    assert not (tmp_path / "empty" / FILE_NAME).exists()  # nor is one made


def test_no_glance_at_a_store_of_another_version(open_store: Opener, folder: Path) -> None:
    # An older store is upgraded, a newer one refused: both by the full open, with its
    # sentences, before any window shows.
    open_store().close()
    with sqlite3.connect(folder / FILE_NAME) as conn:
        conn.execute(f"PRAGMA user_version = {READS_VERSION - 1}")
    conn.close()
    assert glance_at(folder) is None


def test_no_glance_at_a_foreign_or_damaged_file(tmp_path: Path) -> None:
    foreign = tmp_path / "foreign"
    foreign.mkdir()
    with sqlite3.connect(foreign / FILE_NAME) as conn:
        conn.execute("CREATE TABLE trainees (id INTEGER)")
    conn.close()
    assert glance_at(foreign) is None
    damaged = tmp_path / "damaged"
    damaged.mkdir()
    (damaged / FILE_NAME).write_bytes(b"SQLite format 3\x00" + b"\xff" * 4000)
    assert glance_at(damaged) is None


def test_no_glance_where_a_setting_is_not_as_the_store_writes_it(
    open_store: Opener, folder: Path
) -> None:
    # A hand-edited setting is the full open's to refuse (it says so in the window).
    open_store().close()
    with sqlite3.connect(folder / FILE_NAME) as conn:
        conn.execute("INSERT INTO settings (key, value) VALUES ('kiosk.always', 'maybe')")
    conn.close()
    assert glance_at(folder) is None


def test_the_glance_imports_none_of_the_stores_modules() -> None:
    # Issue 28: the first screen shows before the store's modules are imported.
    code = (
        "import sys\n"
        "from trainer.progress.glance import glance_at\n"
        "print(sorted(m for m in sys.modules if m.startswith('trainer.progress')))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == str(
        ["trainer.progress", "trainer.progress.glance", "trainer.progress.languages"]
    )
