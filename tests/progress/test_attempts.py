"""The attempts table's columns are named once for writing and once for reading back."""

from __future__ import annotations

from trainer.progress import ProgressStore
from trainer.progress.attempts import _AttemptRow, _AttemptValues


def test_every_column_of_the_attempts_table_is_written_and_read_by_name(
    store: ProgressStore,
) -> None:
    conn = store._db.require()
    table = [str(row[1]) for row in conn.execute("PRAGMA table_info(attempts)")]
    # seq is SQLite's to give; every other column is written from _AttemptValues, in order.
    assert list(_AttemptValues._fields) == [c for c in table if c != "seq"]
    # Everything but the response-time bucket (derived from response_ms) is read back,
    # with the trainee's name beside their id.
    assert set(_AttemptRow._fields) == (set(table) - {"rt_bucket"}) | {"trainee"}
