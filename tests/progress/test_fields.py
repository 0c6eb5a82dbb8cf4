"""The store's checks of what it is handed, and its one JSON spelling."""

from __future__ import annotations

import json
import re
import time
import uuid
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from trainer.progress.errors import InvalidValueError
from trainer.progress.fields import compact_json, new_id, to_json, uuid_bytes

_REFERENCE = json.JSONEncoder(
    separators=(",", ":"), sort_keys=True, allow_nan=False, ensure_ascii=False
)
json_data = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
    max_leaves=12,
)
"""Any JSON data: what a question's parameters and its answers may hold."""


@settings(max_examples=300, deadline=None)
@given(json_data)
def test_the_compact_spelling_is_the_json_encoders_own(value: Any) -> None:
    """Issue 28: compact_json calls the C encoder directly (an import encodes three values
    per answer); the text must be json's compact, sorted, non-ASCII-escaping spelling."""
    assert compact_json(value) == _REFERENCE.encode(value)


@pytest.mark.parametrize(
    "value",
    [float("nan"), [float("inf")], {"a": object()}, {1: {2, 3}}, b"bytes"],
)
def test_what_is_not_json_data_is_refused_as_the_json_encoder_refuses_it(value: Any) -> None:
    with pytest.raises((TypeError, ValueError)) as wanted:
        _REFERENCE.encode(value)
    with pytest.raises(type(wanted.value), match="^" + re.escape(str(wanted.value))):
        compact_json(value)
    with pytest.raises(InvalidValueError):
        to_json(value, "answer given")


def test_a_value_that_holds_itself_is_refused_every_time() -> None:
    """Each call has its own marks of what it is inside, so a refusal leaves nothing
    behind that would refuse the next value."""
    looped: list[Any] = [1]
    looped.append(looped)
    for _ in range(2):
        with pytest.raises(ValueError, match="Circular reference"):
            compact_json(looped)
        assert compact_json([1, [2]]) == "[1,[2]]"


def test_a_new_id_is_a_uuid_of_version_7_that_says_when_it_was_made(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Issue 28: records' ids (answers, sessions, exams...) are UUIDs of version 7 (RFC
    9562): the first 48 bits the Unix milliseconds they were made at, the rest random, so
    that ids made one after another land together in the indexes of the store and the
    site. They read as any UUID does, and are unique."""
    before = time.time_ns() // 1_000_000
    made = [new_id() for _ in range(20_000)]
    after = time.time_ns() // 1_000_000
    assert len(set(made)) == len(made)
    for text in made[:: len(made) // 50]:
        found = uuid.UUID(text)
        assert (found.version, found.variant) == (7, uuid.RFC_4122)
        assert before <= found.int >> 80 <= after
        assert uuid_bytes(text, "attempt id") == found.bytes
    # Made in a later millisecond, an id sorts after, as text and as the bytes stored
    # (the clock set, not waited for).
    made_at = 1_767_225_600_000  # 2026-01-01, in ms
    monkeypatch.setattr(time, "time_ns", lambda: made_at * 1_000_000)
    first = [new_id() for _ in range(200)]
    made_at += 1
    later = [new_id() for _ in range(200)]
    assert {uuid.UUID(text).int >> 80 for text in first} == {made_at - 1}
    assert min(later) > max(first)
    assert min(uuid.UUID(t).bytes for t in later) > max(uuid.UUID(t).bytes for t in first)
