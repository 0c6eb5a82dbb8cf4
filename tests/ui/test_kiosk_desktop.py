"""Issue 17, item 12, under a real X server and a plain window manager (Xvfb and openbox,
driven by xdotool as a passer-by or a script would): a kiosk minimised or hidden by "show
the desktop" comes back, and one whose window another program destroys quits cleanly
rather than running on with no window. Skipped where those programs are not installed."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from trainer.progress import ProgressStore

REPO = Path(__file__).resolve().parents[2]
TOOLS = ("Xvfb", "openbox", "xdotool")
pytestmark = pytest.mark.skipif(
    not all(shutil.which(t) for t in TOOLS), reason="needs Xvfb, openbox and xdotool"
)


@pytest.fixture
def desktop(tmp_path: Path) -> Iterator[dict[str, str]]:
    """An X server with openbox on it; the environment that reaches it."""
    read, write = os.pipe()
    xvfb = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
        pass_fds=(write,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    with os.fdopen(read) as said:
        display = ":" + said.readline().strip()
    env = {
        **os.environ,
        "DISPLAY": display,
        "QT_QPA_PLATFORM": "xcb",
        "PYTHONPATH": str(REPO),
        "HOME": str(tmp_path),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
    }
    env.pop("WAYLAND_DISPLAY", None)
    manager = subprocess.Popen(
        ["openbox"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    try:
        yield env
    finally:
        for process in (manager, xvfb):
            process.terminate()
            process.wait(timeout=30)


def _xdotool(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["xdotool", *args], env=env, capture_output=True, text=True, timeout=60, check=False
    )


def _shown_window(env: dict[str, str]) -> str | None:
    found = _xdotool(env, "search", "--onlyvisible", "--name", "^Dealer Trainer$")
    ids = found.stdout.split()
    return ids[0] if ids else None


def _wait_until_shown(env: dict[str, str], seconds: float = 300) -> str:
    """The kiosk's window once it is on the screen; *seconds* only guard against a hang."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        window = _shown_window(env)
        if window is not None:
            return window
        time.sleep(0.25)
    raise AssertionError("the kiosk's window is not on the screen")


@pytest.mark.slow
def test_item_12_under_a_window_manager_the_kiosk_comes_back_and_quits_when_its_window_goes(
    desktop: dict[str, str], tmp_path: Path
) -> None:
    folder = tmp_path / "data"
    with ProgressStore(folder, station="kiosk-1") as store:
        store.create_first_supervisor("Mona", "246810")
    kiosk = subprocess.Popen(
        [sys.executable, "-m", "trainer", "--kiosk", "--data-dir", str(folder)],
        env=desktop,
        cwd=REPO,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        window = _wait_until_shown(desktop)
        _xdotool(desktop, "windowminimize", window)
        window = _wait_until_shown(desktop)
        _xdotool(desktop, "key", "super+d")  # openbox: show the desktop
        time.sleep(0.5)
        window = _wait_until_shown(desktop)
        assert kiosk.poll() is None
        _xdotool(desktop, "windowclose", window)  # destroys the window, not the process
        _, err = kiosk.communicate(timeout=300)
    finally:
        if kiosk.poll() is None:
            kiosk.kill()
            kiosk.communicate()
    assert kiosk.returncode == 0, err
    assert "Traceback" not in err
