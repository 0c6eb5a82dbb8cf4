"""Time from starting Dealer Trainer to its sign-in window on screen, for several builds.

    xvfb-run -a -s "-screen 0 1280x800x24" python3 packaging/startup_time.py \\
        --runs 10 frozen=dist/dealer-trainer/dealer-trainer source=.venv/bin/dealer-trainer

Each command is started with a throwaway data folder and home (shared by its runs, after
one untimed warm-up run that creates the store), and the clock stops when the X server
maps its window (the sign-in screen is the first page; ``xev`` watches the root window);
the process is then ended. Needs an X display (Xvfb will do) and ``xev`` (Debian:
x11-utils). Prints the median, lowest and highest of the runs for each command.
"""

from __future__ import annotations

import argparse
import os
import queue
import re
import shlex
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

TIMEOUT_SECONDS = 60.0
MAIN_WINDOW_AREA = 800 * 600


class MapWatcher:
    """Every window mapped on the X display, as it happens, over one X connection
    (``xev -root``: polling with a new connection each time makes Xvfb refuse some)."""

    def __init__(self) -> None:
        self.process = subprocess.Popen(
            ["stdbuf", "-oL", "xev", "-root", "-event", "substructure"],
            stdout=subprocess.PIPE,
            text=True,
        )
        self.maps: queue.Queue[float] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        # xev prints an event as a line naming it, then an indented line naming the window
        # (and for CreateNotify its size). Only a window the size of a main window counts:
        # a small widget shown before it has a parent also flashes up as a window.
        assert self.process.stdout is not None
        sizes: dict[str, int] = {}
        event = ""
        for line in self.process.stdout:
            if line[:1].isalpha():
                event = line.split(" ", 1)[0]
                continue
            window = re.search(r"(?:event|parent) 0x\w+, window (0x\w+)", line)
            if window is None or not event:
                continue
            size = re.search(r"width (\d+), height (\d+)", line)
            if event == "CreateNotify" and size:
                sizes[window.group(1)] = int(size.group(1)) * int(size.group(2))
            elif event == "MapNotify" and sizes.get(window.group(1), 0) >= MAIN_WINDOW_AREA:
                self.maps.put(time.perf_counter())
            event = ""

    def clear(self) -> None:
        """Forget the windows mapped so far."""
        while not self.maps.empty():
            self.maps.get_nowait()

    def close(self) -> None:
        self.process.terminate()
        self.process.wait()


def time_once(command: list[str], env: dict[str, str], watcher: MapWatcher) -> float:
    """Seconds from starting *command* to its first window being mapped."""
    time.sleep(0.2)  # let the previous run's last events arrive
    watcher.clear()
    errors = tempfile.TemporaryFile()  # noqa: SIM115 (closed in finally, after the process)
    started = time.perf_counter()
    process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=errors)
    try:
        while True:
            try:
                return watcher.maps.get(timeout=0.05) - started
            except queue.Empty:
                pass
            if process.poll() is not None:
                errors.seek(0)
                said = errors.read().decode(errors="replace").strip().splitlines()[-5:]
                raise SystemExit(
                    f"{shlex.join(command)} ended with {process.returncode}: " + " | ".join(said)
                )
            if time.perf_counter() - started > TIMEOUT_SECONDS:
                raise SystemExit(f"{shlex.join(command)} showed no window in time")
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        errors.close()


def main() -> int:
    """Time each ``name=command`` given on the command line."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("commands", nargs="+", metavar="NAME=COMMAND")
    args = parser.parse_args()
    if not os.environ.get("DISPLAY"):
        raise SystemExit("startup_time.py: needs an X display (run it under xvfb-run -a)")
    results = []
    watcher = MapWatcher()
    for item in args.commands:
        name, _, text = item.partition("=")
        command = shlex.split(text)
        with tempfile.TemporaryDirectory(prefix="dealer-trainer-startup-") as tmp:
            env = {
                **os.environ,
                "HOME": str(Path(tmp) / "home"),
                "DEALER_TRAINER_DATA": str(Path(tmp) / "data"),
                "QT_QPA_PLATFORM": "xcb",
            }
            time_once(command, env, watcher)  # warm-up: creates the store, fills font caches
            times = [time_once(command, env, watcher) for _ in range(args.runs)]
        results.append((name, times))
        print(
            f"{name}: median {statistics.median(times):.3f} s, lowest {min(times):.3f} s, "
            f"highest {max(times):.3f} s over {len(times)} runs ({shlex.join(command)})",
            flush=True,
        )
    watcher.close()
    if len(results) > 1:
        base_name, base = results[-1]
        for name, times in results[:-1]:
            ratio = statistics.median(times) / statistics.median(base)
            print(f"{name} / {base_name}: {ratio:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
