"""The window's start loads nothing its first screen does not need (issue 28): not the
database driver of a school site, not the sync, not the reports' charts or PDF writer,
not the games' registry, drills or pages. (A store's very first start makes its key, with
cryptography, in the migration that creates it; later starts do not load it.)
Measured in a fresh interpreter running ``run_window`` itself, looked at once the window
is up."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

_CHILD = r"""
import json, sys
from PySide6.QtCore import QTimer
from trainer.ui.application import application, run_window
app = application()
heavy = ("psycopg", "trainer.site.sync", "trainer.site.connection", "PySide6.QtCharts",
         "PySide6.QtPrintSupport", "trainer.ui.reports",
         # The games: the registry, the drills, the pages that show them (issue 28).
         "trainer.engine.games", "trainer.quiz", "trainer.drilling", "trainer.ui.games",
         "trainer.ui.pages.home", "trainer.ui.pages.drill", "trainer.ui.console")
seen = []
def look():  # once the window is up: what its start loaded
    seen.extend(sorted(m for m in sys.modules if m.startswith(heavy)))
    app.quit()
QTimer.singleShot(0, look)
status = run_window(sys.argv[1])
print(json.dumps({"status": status, "loaded": seen}))
"""


def test_the_window_starts_without_the_site_driver_reports_or_charts(tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    env.pop("DEALER_TRAINER_SITE", None)
    done = subprocess.run(
        [sys.executable, "-c", _CHILD, str(tmp_path / "data")],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout.strip().splitlines()[-1])
    assert out["status"] == 0
    assert out["loaded"] == [], f"the start loaded {out['loaded']}"
