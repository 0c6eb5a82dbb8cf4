"""A trainee's sign-in pull from the school's site (issue 28)."""

from __future__ import annotations

import gc
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from trainer.progress import ProgressStore, states
from trainer.site import sync as site_sync
from trainer.site.connection import connect
from trainer.site.facts import pull_trainee
from trainer.site.records import set_trainee_language
from trainer.site.sync import pull_trainee_facts, sync

from .conftest import Station, answers_elsewhere, attempt_fact, new_trainee


@pytest.mark.parametrize("enabled", [True, False])
def test_the_cycle_collector_rests_during_a_sign_in_pull_and_is_as_it_was_after(
    add: Callable[[str], Station],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    enabled: bool,
) -> None:
    """Issue 28: the pull's fetch and its write make twenty thousand answers' objects at a
    sign-in; the collector's passes over the whole process find none in a cycle, so it
    rests for both, and is as it was after the pull, and after a pull that failed."""
    one, two = add("kiosk-1"), add("kiosk-2")
    answers_elsewhere(tmp_path / "one", one, "Ana Ruiz", 5)
    during: list[bool] = []
    fetch, fold = site_sync.pull_trainee, states.note_attempts

    def fetched(*args: Any, **kwargs: Any) -> Any:
        during.append(gc.isenabled())
        return fetch(*args, **kwargs)

    def folded(*args: Any, **kwargs: Any) -> None:
        during.append(gc.isenabled())
        fold(*args, **kwargs)

    monkeypatch.setattr(site_sync, "pull_trainee", fetched)
    monkeypatch.setattr(states, "note_attempts", folded)
    (gc.enable if enabled else gc.disable)()
    try:
        with ProgressStore(tmp_path / "two", station="kiosk-2") as store:
            sync(store, two.url)
            ana = store.find_trainee("Ana Ruiz")
            assert pull_trainee_facts(store, two.url, ana.id).added == 5
            assert during == [False, False]
            assert gc.isenabled() is enabled
            monkeypatch.setattr(site_sync, "pull_trainee", _refused)
            with pytest.raises(RuntimeError):
                pull_trainee_facts(store, two.url, ana.id)
            assert gc.isenabled() is enabled
    finally:
        gc.enable()


def _refused(*args: Any, **kwargs: Any) -> Any:
    raise RuntimeError("the site went away")


def test_a_sign_in_pull_brings_the_trainees_language_with_the_facts(
    site: str, add: Callable[[str], Station]
) -> None:
    """Issue 28: at a sign-in the trainee's language choice is read in the pull's own
    snapshot and round trip, not in one more after it; a pull that does not ask (a
    supervisor's pull of the school) reads none, and a trainee with no choice has none."""
    from trainer.site.facts import hello, push

    one, two = add("kiosk-1"), add("kiosk-2")
    with connect(one.url) as conn:
        me = hello(conn, head_seq=2, app_version="test")
        ana, bo = new_trainee(conn), new_trainee(conn, "Bo Lind")
        push(conn, me.id, [attempt_fact(ana.id, 1), attempt_fact(bo.id, 2)])
        chosen = set_trainee_language(conn, ana.id, "es", True, expected_version=0).language
    with connect(two.url) as conn:
        pulled = pull_trainee(conn, ana.id, language=True)
        assert pulled.language == chosen
        assert len(pulled.attempts) == 1
        assert pull_trainee(conn, ana.id).language is None  # not asked
        unchosen = pull_trainee(conn, bo.id, language=True).language
    assert unchosen is not None and unchosen.version == 0 and unchosen.language == ""
