"""Records on the site: pulled by version, changed by compare-and-set, audited.

Issue 13: "An edit is compare-and-set (... WHERE version = ?). A losing edit is shown to
the supervisor who made it, never silently overwritten." "Settings change only through a
function that checks the version and writes the audit row."
"""

from __future__ import annotations

import uuid
from collections.abc import Callable

from trainer.progress.pins import hash_pin
from trainer.site.connection import connect
from trainer.site.facts import hello, push
from trainer.site.records import (
    RecordChanges,
    SiteSupervisor,
    change_setting,
    pull_records,
    put_supervisor,
    put_trainee,
)

from .conftest import Station, attempt_fact, authority_of, new_trainee

KEY = "three-five-seven.rake-cap-cents"


def _version(conn: object, key: str) -> int:
    changes = pull_records(conn)  # type: ignore[arg-type]
    return next(s.version for s in changes.settings if s.key == key)


def _newest(changes: RecordChanges) -> int:
    groups = (changes.trainees, changes.supervisors, changes.settings, changes.exams)
    return max((r.version for group in groups for r in group), default=0)


def test_two_supervisors_editing_one_setting_one_wins_the_other_sees_the_conflict(
    add: Callable[[str], Station], supervisor_on_site: SiteSupervisor
) -> None:
    one, two = add("kiosk-1"), add("kiosk-2")
    with connect(one.url) as first, connect(two.url) as second:
        seen = _version(first, KEY)
        assert _version(second, KEY) == seen
        won = change_setting(
            first,
            KEY,
            "400",
            expected_version=seen,
            supervisor_id=supervisor_on_site.id,
            proof=authority_of(supervisor_on_site),
        )
        lost = change_setting(
            second,
            KEY,
            "300",
            expected_version=seen,
            supervisor_id=supervisor_on_site.id,
            proof=authority_of(supervisor_on_site),
        )
        audit = first.execute(
            "SELECT outcome, new_value, role_name FROM record_audit WHERE record = %s ORDER BY id",
            (KEY,),
        ).fetchall()
    assert won.applied and won.setting.value == "400" and won.setting.version > seen
    assert not lost.applied
    assert lost.setting.value == "400"  # what is in force is shown to the loser
    assert lost.setting.changed_by_name == "Mona Reyes"
    assert [(o, v) for o, v, _ in audit] == [("applied", "400"), ("conflict", "300")]
    assert audit[0][2] == one.credentials.role


def test_a_retried_change_whose_reply_was_lost_succeeds(
    add: Callable[[str], Station], supervisor_on_site: SiteSupervisor
) -> None:
    station = add("kiosk-1")
    with connect(station.url) as conn:
        seen = _version(conn, KEY)
        first, retry = (
            change_setting(
                conn,
                KEY,
                "250",
                expected_version=seen,
                supervisor_id=supervisor_on_site.id,
                proof=authority_of(supervisor_on_site),
            )
            for _ in range(2)
        )
    assert first.applied and retry.applied
    assert retry.setting.version == first.setting.version


def test_a_setting_change_by_an_unknown_supervisor_is_refused(
    add: Callable[[str], Station],
) -> None:
    station = add("kiosk-1")
    with connect(station.url) as conn:
        seen = _version(conn, KEY)
        done = change_setting(
            conn, KEY, "100", expected_version=seen, supervisor_id=str(uuid.uuid4())
        )
    assert not done.applied and done.refused == "unknown"


def test_records_are_pulled_by_version_and_nothing_is_missed(
    add: Callable[[str], Station], supervisor_on_site: SiteSupervisor
) -> None:
    station = add("kiosk-1")
    with connect(station.url) as conn:
        everything = pull_records(conn)
        assert {s.key for s in everything.settings} >= {KEY, "mastery.window-attempts"}
        assert [s.name for s in everything.supervisors] == ["Mona Reyes"]
        nothing = pull_records(conn, everything.version)
        # (a record may come again, never a newer one: there is none)
        assert _newest(nothing) <= _newest(everything)
        ana = new_trainee(conn)
        change_setting(
            conn,
            KEY,
            "100",
            expected_version=_version(conn, KEY),
            supervisor_id=supervisor_on_site.id,
            proof=authority_of(supervisor_on_site),
        )
        newer = pull_records(conn, everything.version)
    assert ana.name in [t.name for t in newer.trainees]
    assert KEY in [s.key for s in newer.settings]
    assert _newest(newer) > _newest(everything)
    assert newer.version >= everything.version


def test_a_trainee_made_offline_on_two_kiosks_is_merged_by_name(
    add: Callable[[str], Station],
) -> None:
    one, two = add("kiosk-1"), add("kiosk-2")
    with connect(one.url) as conn:
        first = new_trainee(conn, "Ana Ruiz")
    with connect(two.url) as conn:
        second = put_trainee(
            conn,
            first.__class__(str(uuid.uuid4()), "ana  ruiz".replace("  ", " "), None, 5, None, 0),
            expected_version=0,
        )
    assert second.outcome == "merged"
    assert second.trainee.id == first.id


def test_trainee_edits_are_compare_and_set_and_archiving_leaves_the_class(
    site: str, add: Callable[[str], Station], supervisor_on_site: SiteSupervisor
) -> None:
    station = add("kiosk-1")
    mona = {"supervisor_id": supervisor_on_site.id, "proof": authority_of(supervisor_on_site)}
    with connect(station.url) as conn:
        me = hello(conn, head_seq=2, app_version="test")
        ana = new_trainee(conn)
        push(conn, me.id, [attempt_fact(ana.id, 1), attempt_fact(ana.id, 2)])
        renamed = put_trainee(
            conn,
            ana.__class__(ana.id, "Ana R.", None, ana.created_at, None, 0),
            expected_version=ana.version,
            **mona,
        )
        stale = put_trainee(
            conn,
            ana.__class__(ana.id, "Ana X", None, ana.created_at, None, 0),
            expected_version=ana.version,
            **mona,
        )
        archived = put_trainee(
            conn,
            ana.__class__(ana.id, "Ana R.", None, ana.created_at, 1, 0),
            expected_version=renamed.trainee.version,
            **mona,
        )
        class_after_archive = conn.execute("SELECT coalesce(sum(n), 0) FROM class_day_skill")
        archived_total = class_after_archive.fetchone()
        put_trainee(
            conn,
            ana.__class__(ana.id, "Ana R.", None, ana.created_at, None, 0),
            expected_version=archived.trainee.version,
            **mona,
        )
        restored_total = conn.execute("SELECT sum(n) FROM class_day_skill").fetchone()
    assert renamed.outcome == "applied" and renamed.trainee.name == "Ana R."
    assert stale.outcome == "conflict" and stale.trainee.name == "Ana R."
    assert archived.outcome == "applied" and archived.trainee.archived_at == 1
    assert archived_total == (0,)
    assert restored_total == (2,)


def test_supervisors_travel_through_the_site_by_name_and_without_their_pin_hashes(
    site: str, add: Callable[[str], Station]
) -> None:
    station = add("kiosk-1")
    pin_hash = hash_pin("135791")
    with connect(site) as conn:  # the site's owner: a station may not (issue 32)
        made = put_supervisor(
            conn, SiteSupervisor(str(uuid.uuid4()), "Lee Park", pin_hash, 3, 0), expected_version=0
        )
        twin = put_supervisor(
            conn,
            SiteSupervisor(str(uuid.uuid4()), "LEE PARK", hash_pin("111111"), 4, 0),
            expected_version=0,
        )
    with connect(station.url) as conn:
        pulled = pull_records(conn)
    assert made.outcome == "applied"
    assert twin.outcome == "merged" and twin.supervisor.id == made.supervisor.id
    assert [(s.name, s.pin_hash) for s in pulled.supervisors] == [("Lee Park", None)]


def test_a_station_joining_with_its_own_setting_replaces_an_untouched_default(
    add: Callable[[str], Station], supervisor_on_site: SiteSupervisor
) -> None:
    one, two = add("kiosk-1"), add("kiosk-2")
    with connect(one.url) as first, connect(two.url) as second:
        joined = change_setting(
            first,
            KEY,
            "450",
            expected_version=0,
            supervisor_id=supervisor_on_site.id,
            proof=authority_of(supervisor_on_site),
        )
        later = change_setting(
            second,
            KEY,
            "350",
            expected_version=0,
            supervisor_id=supervisor_on_site.id,
            proof=authority_of(supervisor_on_site),
        )
    assert joined.applied and joined.setting.value == "450"
    assert not later.applied and later.setting.value == "450"  # no longer untouched
