"""Issue 32, item 1's last part: one station's password pushes answers for any trainee.

The site cannot regrade an answer, and a trainee signs in offline at any station, so it
cannot tell a rogue's answers from a trainee's as they arrive. What it can do: name the
station of every answer, and let the site's owner (or a supervisor with proved authority)
retire that station, after which its pushes are refused and the answers the site received
from it since a given moment count nowhere, on the site nor at any station after its next
sync; the answers stay on the site for audit (docs/site.md, Security).
"""

from __future__ import annotations

import uuid
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

import psycopg
import pytest

from trainer.cli import main
from trainer.progress import ProgressStore
from trainer.site.admin import add_station, retire_station
from trainer.site.connection import connect
from trainer.site.errors import SiteError, SiteRetiredError
from trainer.site.facts import hello, push
from trainer.site.records import SiteSupervisor
from trainer.site.retirement import parse_since, retire_station_as_supervisor
from trainer.site.sync import pull_trainee_facts, sync

from .conftest import Station, attempt_fact, authority_of

GAME, SKILL = "three-five-seven", "payout"


def _kim_at(folder: Path, station: Station) -> str:
    """Kim, a trainee added at *station* and synced; her id on the site."""
    with ProgressStore(folder, station=station.name) as store:
        store.add_trainee("Kim Park")
        sync(store, station.url)
        return store.outbox.trainee_uid(store.find_trainee("Kim Park").id)


def _rogue_push(station: Station, trainee: str, count: int = 30, first: int = 1) -> None:
    """With *station*'s password only: *count* right, fast answers for *trainee*."""
    with connect(station.url) as conn:
        me = hello(conn, head_seq=first + count - 1, app_version="rogue")
        now = int(datetime.now().timestamp() * 1000)
        facts = [
            attempt_fact(trainee, s, ts=now - 60_000 + s, day=now // 86_400_000)
            for s in range(first, first + count)
        ]
        push(conn, me.id, facts)


def _kim_mastered_at(folder: Path, station: Station) -> bool:
    """Kim's mastery at a station, from the answers it pulls (its own computation)."""
    with ProgressStore(folder, station=station.name) as store:
        sync(store, station.url)
        kim = store.find_trainee("Kim Park")
        pull_trainee_facts(store, station.url, kim.id)
        return store.mastery(kim.id, GAME, SKILL).mastered


def _site_moment(site: str) -> datetime:
    with connect(site) as conn:
        row = conn.execute("SELECT now()").fetchone()
    assert row is not None and isinstance(row[0], datetime)
    return row[0]


def _on_site(site: str, trainee: str) -> tuple[object, ...]:
    with connect(site) as conn:
        row = conn.execute(
            "SELECT (SELECT count(*) FROM attempts WHERE trainee_id = %(t)s), "
            "(SELECT coalesce(bool_or(mastered), false) FROM mastery_now "
            " WHERE trainee_id = %(t)s), "
            "(SELECT coalesce(sum(n), 0) FROM day_skill WHERE trainee_id = %(t)s), "
            "(SELECT coalesce(sum(n), 0) FROM class_day_skill), "
            "(SELECT count(*) FROM live WHERE trainee_id = %(t)s)",
            {"t": trainee},
        ).fetchone()
    assert row is not None
    return tuple(int(v) if not isinstance(v, bool) else v for v in row)  # type: ignore[call-overload]


def test_item_1_a_stolen_station_password_makes_kim_mastered_until_the_station_is_retired(
    site: str, tmp_path: Path, add: Callable[[str], Station], capsys: pytest.CaptureFixture[str]
) -> None:
    rogue, second = add("kiosk-1"), add("kiosk-2")
    kim = _kim_at(tmp_path / "kiosk-2", second)
    before = _site_moment(site)
    _rogue_push(rogue, kim)
    # The attack as the issue found it: Kim is mastered on the site and at a second station.
    assert _on_site(site, kim) == (30, True, 30, 30, 1)
    assert _kim_mastered_at(tmp_path / "kiosk-2", second)

    since = before.isoformat()
    assert main(["site", "retire-station", "kiosk-1", "--site", site, "--since", since]) == 0
    said = capsys.readouterr().out
    assert "Station kiosk-1 is retired" in said
    assert "the 30 answer(s) of 1 trainee(s)" in said

    # On the site: the answers are kept for audit and count nowhere.
    assert _on_site(site, kim) == (30, False, 0, 0, 0)
    # At the second station, after its next sync (its pulled copies are dropped).
    with ProgressStore(tmp_path / "kiosk-2", station="kiosk-2") as store:
        report = sync(store, second.url)
        assert "30 answer(s) pulled from a station the site retired no longer count here." in (
            report.notes
        )
        local = store.find_trainee("Kim Park")
        mastery = store.mastery(local.id, GAME, SKILL)
        assert (mastery.mastered, mastery.considered) == (False, 0)
    # A station that pulls Kim afresh never receives them.
    third = add("kiosk-3")
    with ProgressStore(tmp_path / "kiosk-3", station="kiosk-3") as store:
        sync(store, third.url)
        local = store.find_trainee("Kim Park")
        assert pull_trainee_facts(store, third.url, local.id).added == 0


def test_item_1_a_retired_stations_push_is_refused_in_one_sentence(
    site: str, tmp_path: Path, add: Callable[[str], Station]
) -> None:
    rogue, second = add("kiosk-1"), add("kiosk-2")
    kim = _kim_at(tmp_path / "kiosk-2", second)
    with connect(rogue.url) as conn:
        me = hello(conn, head_seq=0, app_version="rogue")
    retire_station(site, "kiosk-1")
    with pytest.raises(SiteRetiredError) as refused:
        _rogue_push(rogue, kim)
    sentence = str(refused.value)
    assert "retired this station (kiosk-1) on" in sentence
    assert sentence.endswith("ask the school's IT person.") and "\n" not in sentence
    # Nor with any tool but Dealer Trainer: the row policy refuses the insert.
    with connect(rogue.url) as conn, pytest.raises(psycopg.errors.InsufficientPrivilege):
        push_sql = (
            "INSERT INTO attempts (id, station_id, seq, trainee_id, game, skill, family, "
            "difficulty, seed, params, answer, expected, credit, response_ms, mode, ts, day) "
            "VALUES (%s, %s, 1, %s, 'g', 's', 'f', 1, 1, '{}', '1', '1', 1000, 1, "
            "'practice', 1, 1)"
        )
        conn.execute(push_sql, (str(uuid.uuid4()), me.id, kim))
    # And the sync of the retired station's own store says so, keeping its answers.
    with (
        ProgressStore(tmp_path / "rogue", station="kiosk-1") as store,
        pytest.raises(SiteRetiredError),
    ):
        sync(store, rogue.url)


def test_item_1_answers_a_station_sent_before_since_still_count(
    site: str, tmp_path: Path, add: Callable[[str], Station]
) -> None:
    kiosk, second = add("kiosk-1"), add("kiosk-2")
    kim = _kim_at(tmp_path / "kiosk-2", second)
    _rogue_push(kiosk, kim, count=30)  # honest answers, before the password was taken
    taken = _site_moment(site)
    _rogue_push(kiosk, kim, count=30, first=31)
    done = retire_station(site, "kiosk-1", taken)
    assert (done.voided, done.trainees) == (30, 1)
    assert _on_site(site, kim) == (60, True, 30, 30, 0)
    assert _kim_mastered_at(tmp_path / "kiosk-2", second)


def test_item_1_a_supervisor_retires_a_station_with_proved_authority_only(
    site: str,
    tmp_path: Path,
    add: Callable[[str], Station],
    supervisor_on_site: SiteSupervisor,
) -> None:
    rogue, second = add("kiosk-1"), add("kiosk-2")
    kim = _kim_at(tmp_path / "kiosk-2", second)
    _rogue_push(rogue, kim)
    mona = supervisor_on_site
    with pytest.raises(SiteError, match="did not accept the supervisor's authority"):
        retire_station_as_supervisor(second.url, "kiosk-1", None, mona.id, b"x" * 32)
    # The rogue station cannot retire the honest one with a supervisor's key either
    # once it is retired; here it is not yet, and the right key from kiosk-2 works.
    done = retire_station_as_supervisor(second.url, "kiosk-1", None, mona.id, authority_of(mona))
    assert done.station == "kiosk-1"
    with connect(site) as conn:
        row = conn.execute("SELECT retired_by FROM retirements").fetchone()
    assert row == ("Mona Reyes",)
    # A retired station's supervisors prove nothing there any more.
    with pytest.raises(SiteError, match="did not accept"):
        retire_station_as_supervisor(rogue.url, "kiosk-2", None, mona.id, authority_of(mona))


def test_item_1_a_retired_station_given_a_new_password_counts_again_from_then(
    site: str, tmp_path: Path, add: Callable[[str], Station]
) -> None:
    kiosk, second = add("kiosk-1"), add("kiosk-2")
    kim = _kim_at(tmp_path / "kiosk-2", second)
    _rogue_push(kiosk, kim)
    retire_station(site, "kiosk-1", _site_moment(site).replace(year=2000))
    again = Station(add_station(site, "kiosk-1", new_password=True))
    _rogue_push(again, kim, count=30, first=31)
    assert _on_site(site, kim) == (60, True, 30, 30, 1)


def test_item_1_retiring_names_a_station_of_the_site_and_a_moment(site: str) -> None:
    with pytest.raises(SiteError, match="There is no station 'kiosk-9' on the site"):
        retire_station(site, "kiosk-9")
    with pytest.raises(SiteError, match="is not a moment"):
        parse_since("yesterday")
