"""The whole school from the site: the live class view and the class overview.

Issue 13: "a live class view: who is drilling now, on which station, at which game and
skill, and their accuracy over the last answers"; "Reports ... cover the whole school".
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from trainer.progress import NewAttempt, ProgressStore
from trainer.site.classview import class_overview, live_class
from trainer.site.connection import connect
from trainer.site.sync import pull_trainee_facts, sync

from .conftest import Station


def _drill(store: ProgressStore, name: str, count: int, skill: str = "payout") -> None:
    try:
        who = store.find_trainee(name)
    except Exception:
        who = store.add_trainee(name)
    family = "three-card-poker/payout" if skill == "payout" else "three-card-poker/rulings"
    for i in range(count):
        store.record_attempt(
            NewAttempt(
                who.id,
                "three-card-poker",
                skill,
                family,
                difficulty=1,
                seed=i,
                params={},
                answer=1,
                expected=1 if i % 4 else 2,
                correct=bool(i % 4),
                response_ms=1000 + 50 * i,
            )
        )


def test_the_live_view_shows_who_drills_where_and_how_well(
    site: str, add: Callable[[str], Station], tmp_path: Path
) -> None:
    one, two = add("kiosk-1"), add("kiosk-2")
    with ProgressStore(tmp_path / "a", station="kiosk-1") as a:
        _drill(a, "Ana Ruiz", 8)
        sync(a, one.url)
    with ProgressStore(tmp_path / "b", station="kiosk-2") as b:
        _drill(b, "Ben Okafor", 4, skill="rulings")
        sync(b, two.url)
    with connect(one.url) as conn:
        rows = live_class(conn, last=4)
        assert [(r.trainee, r.station, r.game, r.skill) for r in rows] == [
            ("Ana Ruiz", "kiosk-1", "three-card-poker", "payout"),
            ("Ben Okafor", "kiosk-2", "three-card-poker", "rulings"),
        ]
        # Ana's last four answers were seeds 4..7: one of them (seed 4) wrong.
        assert (rows[0].recent, rows[0].recent_correct, rows[0].accuracy) == (4, 3, 0.75)
        assert live_class(conn, within_seconds=0) == []


def test_the_sites_class_overview_equals_one_computed_from_every_answer(
    site: str, add: Callable[[str], Station], tmp_path: Path
) -> None:
    one, two, viewer = add("kiosk-1"), add("kiosk-2"), add("kiosk-3")
    with ProgressStore(tmp_path / "a", station="kiosk-1") as a:
        _drill(a, "Ana Ruiz", 40)
        _drill(a, "Cleo Park", 5, skill="rulings")
        sync(a, one.url)
    with ProgressStore(tmp_path / "b", station="kiosk-2") as b:
        _drill(b, "Ana Ruiz", 10)
        _drill(b, "Ben Okafor", 12, skill="rulings")
        sync(b, two.url)
    with connect(viewer.url) as conn:
        school = class_overview(conn)
    with ProgressStore(tmp_path / "c", station="kiosk-3") as c:
        sync(c, viewer.url)
        for trainee in c.trainees():
            pull_trainee_facts(c, viewer.url, trainee.id)
        here = c.class_overview()
    assert school.active_trainees == here.active_trainees == 3
    assert school.skills == here.skills
    assert school.trend == here.trend
    assert school.mastered == here.mastered
