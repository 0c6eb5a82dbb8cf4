"""The rows of the ``attempts`` table: an answer as a draft, as stored, as a fact for the
school's site, and the checks every answer passes before it is written (split out of
:mod:`trainer.progress.attempts`, which records and reads them)."""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Iterator, Sequence
from datetime import datetime
from typing import Any, Final, NamedTuple

from trainer.progress.days import day_date, day_number, from_ms, to_ms
from trainer.progress.decoding import blob, decode, one_of, text, whole
from trainer.progress.errors import (
    InvalidValueError,
)
from trainer.progress.fields import (
    MAX_SEED,
    check_choice,
    check_int,
    clean_name,
    optional_uuid,
    select_list,
    to_json,
    uuid_bytes,
    uuid_text,
)
from trainer.progress.records import MODES, Attempt, NewAttempt
from trainer.progress.settings import SKILLS, game_ids
from trainer.words import QT_TRANSLATE_NOOP, say

MAX_RESPONSE_MS: Final = 24 * 60 * 60 * 1000
MAX_FAMILY_LENGTH: Final = 100


class _AttemptValues(NamedTuple):
    """One row of ``attempts`` as the store writes it (``seq`` is SQLite's to give)."""

    id: bytes
    trainee_id: int
    session_id: bytes | None
    game: int
    skill: int
    family: int
    difficulty: int
    seed: int
    params: str
    answer: str
    expected: str
    credit: int
    response_ms: int
    rt_bucket: int
    mode: int
    ts: int
    day: int
    station: int
    station_seq: int | None
    """This station's outbox number (``None`` for an answer pulled from the school's site)."""
    import_id: int | None
    """The import the answer came by (``None`` for one recorded here, salvaged from a
    damaged copy of this store or kept in its pending file)."""


AT: Final = {name: i for i, name in enumerate(_AttemptValues._fields)}
"""Where each column of ``attempts`` sits in a row as the store writes it (a pull's rows,
held in memory, are counted into the rollups by these)."""


# An attempt already stored (a retry, a re-import) is skipped, and only for its id:
# every other constraint still refuses a bad row loudly.
_INSERT_ATTEMPT: Final = (
    f"INSERT INTO attempts ({', '.join(_AttemptValues._fields)}) "
    f"VALUES ({', '.join('?' for _ in _AttemptValues._fields)}) ON CONFLICT (id) DO NOTHING"
)


class _AttemptRow(NamedTuple):
    """One attempt as read back, its labels and trainee resolved to names."""

    seq: int
    id: bytes
    trainee_id: int
    trainee: str
    session_id: bytes | None
    game: str
    skill: str
    family: str
    difficulty: int
    seed: int
    params: str
    answer: str
    expected: str
    credit: int
    response_ms: int
    mode: int
    ts: int
    day: int
    station: str
    station_seq: int | None
    source: str


_JOINED: Final = {
    "trainee": "t.name",
    "game": "g.name",
    "skill": "s.name",
    "family": "f.name",
    "station": "st.name",
    # How the answer came (Attempt.source), from the import it came by, if any.
    "source": "CASE WHEN a.import_id IS NULL THEN 'here' WHEN im.seal = 'ours' THEN 'import' "
    "ELSE im.seal || ' import' END",
}
_SELECT_ATTEMPTS: Final = (
    "SELECT "
    + select_list(_AttemptRow._fields, {n: _JOINED.get(n, f"a.{n}") for n in _AttemptRow._fields})
    + " FROM attempts AS a "
    "JOIN trainees AS t ON t.id = a.trainee_id JOIN labels AS g ON g.id = a.game "
    "JOIN labels AS s ON s.id = a.skill JOIN labels AS f ON f.id = a.family "
    "JOIN labels AS st ON st.id = a.station LEFT JOIN imports AS im ON im.id = a.import_id"
)


class AttemptFact(NamedTuple):
    """One answer as the school's site stores and sends it (:mod:`trainer.site.facts`):
    ids as UUID text, ``credit`` per mille, JSON fields as text, times in epoch ms and
    days. Defined here, where pulled answers are written, so the site's wire record and
    what a station accepts are one type. A named tuple: a sign-in pull makes twenty
    thousand of them, and a frozen dataclass costs four times as much to make."""

    id: str
    seq: int
    trainee_id: str
    session_id: str | None
    game: str
    skill: str
    family: str
    difficulty: int
    seed: int
    params: str
    answer: str
    expected: str
    credit: int
    response_ms: int
    mode: str
    ts: int
    day: int


def _uuid_from_text(text: str) -> bytes:
    # Twenty thousand at a sign-in: fromhex is ten times quicker than uuid.UUID().
    return bytes.fromhex(text.replace("-", ""))


def attempt_from_row(row: Sequence[Any]) -> Attempt:
    """An attempt read back through the one decoder (:class:`DamagedRowError` if the row is
    damaged: its text, its JSON, or a value of the wrong kind)."""
    return decode("answer", row[0] if row else "?", _attempt, row)


def _attempt(row: Sequence[Any]) -> Attempt:
    named = _AttemptRow._make(row)
    params = json.loads(text(named.params))
    if not isinstance(params, dict):
        raise TypeError("question parameters are not an object")
    credit = whole(named.credit)
    if not 0 <= credit <= 1000:
        raise ValueError("credit out of range")
    return Attempt(
        attempt_id=uuid_text(blob(named.id)),
        trainee_id=whole(named.trainee_id),
        trainee=text(named.trainee),
        game=text(named.game),
        skill=text(named.skill),
        family=text(named.family),
        difficulty=whole(named.difficulty),
        seed=whole(named.seed),
        params=params,
        answer=json.loads(text(named.answer)),
        expected=json.loads(text(named.expected)),
        credit=credit / 1000,
        response_ms=whole(named.response_ms),
        mode=one_of(MODES, named.mode),
        answered_at=from_ms(whole(named.ts)),
        day=day_date(whole(named.day)),
        station=text(named.station),
        session_id=None if named.session_id is None else uuid_text(blob(named.session_id)),
        source=text(named.source),
    )


class ReadyRow(NamedTuple):
    """An answer checked and ready to write (recorded here, or arriving from an export, a
    damaged copy or a pending file): its names and numbers, its ids as stored, its question
    and answers as the JSON text the store keeps, ``credit`` per mille, its time in epoch
    ms and its day number (label names are resolved at write time). A named tuple: an
    import makes a hundred thousand, at a third of a frozen dataclass's cost each."""

    attempt_id: str
    trainee: str
    game: str
    skill: str
    family: str
    mode: str
    station: str
    difficulty: int
    seed: int
    response_ms: int
    id_bytes: bytes
    session_bytes: bytes | None
    params: str
    answer: str
    expected: str
    credit: int
    ts: int
    day: int


class _Prepared(NamedTuple):
    """An answer recorded here, checked: as the store returns it (*record*) and as it is
    written (*row*)."""

    record: Attempt
    row: ReadyRow


def _check_fields(item: NewAttempt | Attempt) -> None:
    _check_names(item)
    _check_numbers(item)


def _check_names(item: NewAttempt | Attempt) -> None:
    _check_name_values(item.game, item.skill, item.mode, item.family)


def _check_name_values(game: str, skill: str, mode: str, family: str) -> None:
    check_choice(game, "game", game_ids())
    check_choice(skill, "skill", SKILLS)
    check_choice(mode, "mode", MODES)
    if (
        not isinstance(family, str)
        or not family.strip()
        or len(family) > MAX_FAMILY_LENGTH
        or not family.isprintable()
    ):
        raise InvalidValueError(say(_FAMILY_NAME, most=MAX_FAMILY_LENGTH))


def _check_numbers(item: NewAttempt | Attempt) -> None:
    check_int(item.difficulty, "difficulty", 0, 1000)
    check_int(item.seed, "seed", 0, MAX_SEED)
    check_int(item.response_ms, "response time in milliseconds", 0, MAX_RESPONSE_MS)


_FAMILY_NAME: Final = QT_TRANSLATE_NOOP(
    "store", "A question family must be a name of 1 to {most} printable characters."
)
_CREDIT: Final = QT_TRANSLATE_NOOP(
    "store", "Partial credit must be a number from 0 to 1, not {value}."
)
_MARKED_CORRECT: Final = QT_TRANSLATE_NOOP(
    "store",
    "An attempt is correct exactly when its credit is full (1), but it was marked correct with "
    "credit {credit}.",
)
_MARKED_NOT_CORRECT: Final = QT_TRANSLATE_NOOP(
    "store",
    "An attempt is correct exactly when its credit is full (1), but it was marked not correct "
    "with credit {credit}.",
)
_NO_TIMEZONE: Final = QT_TRANSLATE_NOOP("store", "An attempt's time must carry its timezone.")


def _credit_permille(credit: float | None, correct: bool) -> int:
    if credit is None:
        return 1000 if correct else 0
    if (
        isinstance(credit, bool)
        or not isinstance(credit, int | float)
        or not (math.isfinite(credit) and 0 <= credit <= 1)
    ):
        raise InvalidValueError(say(_CREDIT, value=repr(credit)))
    permille = round(credit * 1000)
    if correct != (permille == 1000):
        raise InvalidValueError(
            say(_MARKED_CORRECT if correct else _MARKED_NOT_CORRECT, credit=credit)
        )
    return permille


def _epoch_ms(answered_at: datetime) -> int:
    try:
        return to_ms(answered_at)
    except ValueError as exc:
        raise InvalidValueError(say(_NO_TIMEZONE)) from exc


def _row(
    item: Attempt, ids: tuple[bytes, bytes | None], credit: int, ts: int, day: int
) -> ReadyRow:
    """The row to write for *item*: its question and answers as the JSON text stored."""
    return ReadyRow(
        item.attempt_id,
        item.trainee,
        item.game,
        item.skill,
        item.family,
        item.mode,
        item.station,
        item.difficulty,
        item.seed,
        item.response_ms,
        *ids,
        to_json(item.params, "question parameters"),
        to_json(item.answer, "answer given"),
        to_json(item.expected, "expected answer"),
        credit,
        ts,
        day,
    )


class _Checked:
    """What an import has checked already, so that each game, skill, mode and family (and
    each station) is checked once per import rather than once per answer: an import of
    100,000 answers holds a few dozen of them."""

    __slots__ = ("names", "stations")

    def __init__(self) -> None:
        self.names: set[tuple[object, ...]] = set()
        self.stations: set[object] = set()


def _prepare_imported(item: Attempt, checked: _Checked) -> ReadyRow:
    """An answer from elsewhere (an export, a damaged copy, a pending file), checked as
    any answer is and ready to write."""
    names = (item.game, item.skill, item.mode, item.family)
    if names not in checked.names:
        _check_names(item)
        checked.names.add(names)
    _check_numbers(item)
    if item.station not in checked.stations:
        clean_name(item.station, "station")
        checked.stations.add(item.station)
    credit = _credit_permille(item.credit, item.credit >= 1.0)
    ids = uuid_bytes(item.attempt_id, "attempt id"), optional_uuid(item.session_id)
    ts = _epoch_ms(item.answered_at)
    return _row(item, ids, credit, ts, day_number(item.day))


def arrivals(items: Iterable[Attempt]) -> Iterator[ReadyRow]:
    """*items* checked and ready to write, one by one (each game, skill, mode, family and
    station checked once)."""
    checked = _Checked()
    for item in items:
        yield _prepare_imported(item, checked)
