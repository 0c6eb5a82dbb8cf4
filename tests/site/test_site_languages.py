"""Issue 27, "Who chooses": a trainee's language "kept with the trainee, also on the school
site". Site schema 5 keeps each trainee's language and table-English choice; it follows
the trainee to every station of the school (docs/site.md, "A trainee's language").
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import psycopg
import pytest

from trainer.progress import ProgressStore
from trainer.progress.languages import trainee_language
from trainer.site.admin import init_site
from trainer.site.connection import connect
from trainer.site.records import set_trainee_language
from trainer.site.schema import SITE_MIGRATIONS
from trainer.site.sync import pull_trainee_facts, sync
from trainer.words import Choice

from .conftest import Station, new_trainee

OpenKiosk = Callable[[Station], ProgressStore]


@pytest.fixture
def kiosk(tmp_path: Path) -> OpenKiosk:
    def _open(station: Station) -> ProgressStore:
        return ProgressStore(tmp_path / station.name, station=station.name)

    return _open


def _audit(site: str) -> list[tuple[object, ...]]:
    with connect(site) as conn:
        return conn.execute(
            "SELECT a.outcome, a.old_value, a.new_value, s.name, a.supervisor_id "
            "FROM record_audit AS a LEFT JOIN stations AS s ON s.id = a.station_id "
            "WHERE a.kind = 'trainee-language' ORDER BY a.id"
        ).fetchall()


def test_a_trainee_who_chose_spanish_at_kiosk_1_reads_spanish_at_kiosk_2(
    site: str, add: Callable[[str], Station], kiosk: OpenKiosk
) -> None:
    """The choice is the trainee's own, made signed in at kiosk 1: it reaches the site
    with no supervisor signed in anywhere, and kiosk 2 takes it at its next sync."""
    one, two = add("kiosk-1"), add("kiosk-2")
    with kiosk(one) as here:
        ana = here.add_trainee("Ana Ruiz", pin="4321")
        sync(here, one.url)
        here.set_trainee_language(ana.id, "es", table_english=True)
        assert len(here.outbox.language_changes()) == 1
        sync(here, one.url)
        assert here.outbox.language_changes() == []
    with kiosk(two) as there:
        sync(there, two.url)
        found = there.find_trainee("Ana Ruiz")
        assert (found.language, found.table_english) == ("es", True)
        assert trainee_language(found, there.settings()) == Choice("es", True)
        # Nothing more to send from kiosk 2: what it holds is what the site said.
        assert there.outbox.language_changes() == []
    assert _audit(site) == [("applied", " false", "es true", "kiosk-1", None)]


def _ana_on_two_kiosks(add: Callable[[str], Station], kiosk: OpenKiosk) -> tuple[Station, Station]:
    """Two kiosks, and Ana Ruiz added at the first and synced to both."""
    one, two = add("kiosk-1"), add("kiosk-2")
    with kiosk(one) as here:
        here.add_trainee("Ana Ruiz")
        sync(here, one.url)
    with kiosk(two) as there:
        sync(there, two.url)
    return one, two


def test_a_choice_made_a_moment_ago_follows_the_trainee_at_sign_in(
    site: str, add: Callable[[str], Station], kiosk: OpenKiosk
) -> None:
    """Kiosk 2 synced before the trainee chose Spanish at kiosk 1: the sign-in pull brings
    the choice with the answers, without waiting for kiosk 2's next sync."""
    one, two = _ana_on_two_kiosks(add, kiosk)
    with kiosk(two) as there:
        ana_there = there.find_trainee("Ana Ruiz")
        assert ana_there.language == ""
        with kiosk(one) as here:
            here.set_trainee_language(here.find_trainee("Ana Ruiz").id, "es", table_english=False)
            sync(here, one.url)
        pulled = pull_trainee_facts(there, two.url, ana_there.id)
        assert pulled.language_changed
        assert there.find_trainee("Ana Ruiz").language == "es"
        again = pull_trainee_facts(there, two.url, ana_there.id)
        assert not again.language_changed


def test_the_first_choice_to_reach_the_site_wins_and_the_other_kiosk_takes_it(
    site: str, add: Callable[[str], Station], kiosk: OpenKiosk
) -> None:
    """Chosen at two kiosks while both were offline: as for every record, compare-and-set
    on the version each last heard; the one that lost takes the choice in force, and the
    site's audit names both kiosks."""
    one, two = _ana_on_two_kiosks(add, kiosk)
    with kiosk(two) as there:
        there.set_trainee_language(there.find_trainee("Ana Ruiz").id, "en", table_english=True)
        with kiosk(one) as here:
            here.set_trainee_language(here.find_trainee("Ana Ruiz").id, "es", table_english=False)
            sync(here, one.url)
        sync(there, two.url)
        found = there.find_trainee("Ana Ruiz")
        assert (found.language, found.table_english) == ("es", False)
        assert there.outbox.language_changes() == []
    assert [(o, s) for o, _, _, s, _ in _audit(site)] == [
        ("applied", "kiosk-1"),
        ("conflict", "kiosk-2"),
    ]
    # Chosen again at kiosk 2, now from the version it heard: applied.
    with kiosk(two) as there:
        there.set_trainee_language(there.find_trainee("Ana Ruiz").id, "en", table_english=True)
        sync(there, two.url)
    with kiosk(one) as here:
        sync(here, one.url)
        found = here.find_trainee("Ana Ruiz")
        assert (found.language, found.table_english) == ("en", True)


def test_a_station_changes_a_language_only_through_the_sites_function(
    site: str, add: Callable[[str], Station]
) -> None:
    """A station's password gives no UPDATE on trainees: the language changes through
    ``set_trainee_language`` alone (versioned, audited with the station), which refuses a
    trainee the site does not have and a language code that is not one."""
    one = add("kiosk-1")
    with connect(site) as conn:
        ana = new_trainee(conn)
    with connect(one.url) as conn:
        with pytest.raises(psycopg.errors.InsufficientPrivilege), conn.transaction():
            conn.execute("UPDATE trainees SET language = 'es'")
        done = set_trainee_language(conn, ana.id, "es", False, expected_version=0)
        assert done.outcome == "applied" and done.language.version > 0
        again = set_trainee_language(conn, ana.id, "es", False, expected_version=0)
        assert again.outcome == "applied" and again.language == done.language  # a retry
        with pytest.raises(psycopg.errors.CheckViolation), conn.transaction():
            conn.execute(
                "SELECT set_trainee_language(%s, %s, 'spanish', false)",
                (ana.id, done.language.version),
            )
        with pytest.raises(psycopg.errors.ForeignKeyViolation), conn.transaction():
            conn.execute(
                "SELECT set_trainee_language('6b1d3c5a-1b2c-4d5e-8f90-0a1b2c3d4e5f', 0, 'es', "
                "false)"
            )
    # Not a change of the trainee's record: its version, which a supervisor's offline
    # rename is compared with, has not moved.
    with connect(site) as conn:
        row = conn.execute("SELECT version FROM trainees WHERE id = %s", (ana.id,)).fetchone()
    assert row == (ana.version,)


def test_a_station_keeps_its_trainees_languages_on_a_site_not_yet_upgraded(
    admin_url: str, tmp_path: Path
) -> None:
    """A site still at schema 4 keeps no language: the station syncs as before, sends no
    choice, and its trainees keep theirs; once the owner upgrades the site, the choice
    made meanwhile goes up at the next sync."""
    from trainer.site.admin import add_station

    init_site(admin_url, SITE_MIGRATIONS[:4])
    made = add_station(admin_url, "kiosk-1")
    one = Station(made)
    with ProgressStore(tmp_path / "kiosk-1", station="kiosk-1") as here:
        ana = here.add_trainee("Ana Ruiz")
        sync(here, one.url)
        here.set_trainee_language(ana.id, "es", table_english=True)
        sync(here, one.url)
        assert here.find_trainee("Ana Ruiz").language == "es"
        assert len(here.outbox.language_changes()) == 1  # still to send
        assert pull_trainee_facts(here, one.url, ana.id).language_changed is False
        init_site(admin_url)
        sync(here, one.url)
        assert here.outbox.language_changes() == []
    with connect(admin_url) as conn:
        row = conn.execute("SELECT language, table_english FROM trainees").fetchone()
    assert row == ("es", True)
