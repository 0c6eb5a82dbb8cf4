"""Trainees as this station knew them, when another program replaces the store's file.

A station keeps its trainees' ids while it runs (the signed-in trainee, the drill's
answers waiting to be written). If another program restores the file from a backup (or a
copy is put in its place), the station follows the new file (see
:meth:`trainer.progress.database.Database.follow_the_file`), and an id it holds may name
another trainee there, or nobody: a trainee added after the backup, whose id the restored
file gave to someone added since.

So the file's trainees are compared by their stable key (``uid``) before and after: an id
that no longer names the same trainee is *stale*, and nothing is written under it until
the station restarts. What a trainee answered meanwhile stays in the pending file, by the
trainee's name, and the next start saves it under that name. (A restore by this product
puts back, with their ids, the trainees the damaged file still holds, so a stale id is
the exception: see :meth:`trainer.progress.imports.Imports.salvage`.)
"""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping
from typing import Final

from trainer.progress.errors import StoreReplacedError
from trainer.words import QT_TRANSLATE_NOOP, say

TraineeKeys = dict[int, tuple[bytes | None, str]]
"""The trainees of one file: id to (uid, name)."""

_SELECT: Final = "SELECT id, uid, name FROM trainees"


def trainee_keys(conn: sqlite3.Connection) -> TraineeKeys:
    """Every trainee of the open file, by id: its uid and name."""
    return {
        int(i): (None if uid is None else bytes(uid), str(name))
        for i, uid, name in conn.execute(_SELECT).fetchall()
    }


def stale_ids(before: Mapping[int, tuple[bytes | None, str]], after: TraineeKeys) -> dict[int, str]:
    """The ids of *before* that no longer name the same trainee in *after* (another one,
    or nobody), with the name they had."""
    stale = {}
    for trainee_id, (uid, name) in before.items():
        now = after.get(trainee_id)
        if now is None or uid is None or now[0] != uid:
            stale[trainee_id] = name
    return stale


def refuse_stale(stale: Mapping[int, str], trainee_id: int) -> None:
    """:class:`StoreReplacedError` if *trainee_id* is stale."""
    name = stale.get(trainee_id)
    if name is not None:
        raise StoreReplacedError(
            say(
                QT_TRANSLATE_NOOP(
                    "store",
                    "The progress store was restored or replaced by another program, and it no "
                    "longer knows {name} as this station did; restart Dealer Trainer.",
                ),
                name=name,
            )
        )
