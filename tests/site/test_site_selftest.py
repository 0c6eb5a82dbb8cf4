"""``dealer-trainer --self-test`` says whether the station's configured site is reachable.

Issue 13: "its --self-test reports whether the configured site is reachable".
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from trainer import selftest
from trainer.site.errors import SiteUnreachableError
from trainer.site.schema import SITE_SCHEMA_VERSION
from trainer.site.sync import SITE_SETTING_FILE

from .conftest import PgServer, Station


@pytest.fixture(autouse=True)
def _fresh(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv("DEALER_TRAINER_SITE", raising=False)
    monkeypatch.setenv("DEALER_TRAINER_DATA", str(tmp_path / "data"))
    monkeypatch.setattr(selftest, "SITE", {"url": None, "data_dir": None})


def test_no_site_configured_is_fine_and_psycopg_is_there(tmp_path: Path) -> None:
    said = selftest.check_site(tmp_path)
    assert said.startswith("no site configured")
    assert "psycopg 3." in said and "libpq" in said


def test_the_station_setting_names_a_reachable_site(
    add: Callable[[str], Station], tmp_path: Path
) -> None:
    station = add("kiosk-1")
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / SITE_SETTING_FILE).write_text(station.url + "\n")
    said = selftest.check_site(tmp_path)
    assert "reachable" in said and f"site schema version {SITE_SCHEMA_VERSION}" in said


def test_an_unreachable_site_fails_the_check_in_one_sentence(
    pg: PgServer, add: Callable[[str], Station], tmp_path: Path
) -> None:
    station = add("kiosk-1")
    selftest.SITE["url"] = station.url.replace(f":{pg.port}/", ":1/")
    with pytest.raises(SiteUnreachableError, match="cannot be reached"):
        selftest.check_site(tmp_path)
