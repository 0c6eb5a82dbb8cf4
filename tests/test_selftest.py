"""``dealer-trainer --self-test`` (issue 7): run as the real command in a subprocess, one line
per check, exit 0 when all pass and 1 (never a traceback) when one fails; no user data
touched."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from trainer import selftest

REPO = Path(__file__).resolve().parent.parent
CHECK_NAMES = [name for name, _check in selftest.CHECKS]


def run(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "trainer", *args],
        capture_output=True,
        text=True,
        cwd=REPO,
        env=env,
        timeout=300,
        check=False,
    )


def throwaway_env(tmp_path: Path, **extra: str) -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        HOME=str(tmp_path / "home"),
        XDG_CONFIG_HOME=str(tmp_path / "home" / ".config"),
        XDG_DATA_HOME=str(tmp_path / "home" / ".local" / "share"),
        DEALER_TRAINER_DATA=str(tmp_path / "user-data"),
        QT_QPA_PLATFORM="offscreen",
    )
    env.update(extra)
    return env


def test_self_test_passes_with_one_line_per_check(tmp_path: Path) -> None:
    done = run("--self-test", env=throwaway_env(tmp_path))
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    assert [line.split(":", 1)[0] for line in lines] == [f"ok  {name}" for name in CHECK_NAMES]
    assert "Traceback" not in done.stdout + done.stderr
    by_name = dict(line[4:].split(": ", 1) for line in lines)
    shipped = len(list((REPO / "resources" / "rules").glob("*.toml")))
    assert by_name["rules files"].startswith(f"{shipped} loaded")
    assert "families generated and graded" in by_name["questions"]
    # 1280x800, fitted to the screen it opens on (the offscreen one is 800x800).
    painted = re.search(r"(\d+)x(\d+) on 'offscreen'", by_name["main window"])
    assert painted is not None, by_name["main window"]
    assert (int(painted[1]), int(painted[2])) == (800, 800)
    # The check ran in a throwaway folder: the user's data folder was never made.
    assert not (tmp_path / "user-data").exists()


def test_self_test_speaks_spanish_with_language_es(tmp_path: Path) -> None:
    """Issue 27: each check's name and what it saw in Spanish, the window's line too (its
    child process is told the language); ``ok`` / ``FAIL`` stay for scripts to read."""
    done = run("--language", "es", "--self-test", env=throwaway_env(tmp_path))
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    by_name = dict(line[4:].split(": ", 1) for line in lines)
    assert list(by_name) == [
        "versión",
        "archivos de reglas",
        "textos de las reglas",
        "preguntas",
        "almacén de progreso",
        "planificadores",
        "sitio de la escuela",
        "ventana principal",
    ]
    assert all(line.startswith("ok  ") for line in lines)
    shipped = len(list((REPO / "resources" / "rules").glob("*.toml")))
    assert by_name["archivos de reglas"].startswith(f"{shipped} cargados (")
    assert by_name["preguntas"].endswith(" familias generadas y calificadas")
    assert by_name["planificadores"].endswith(" eligieron una familia y registraron una respuesta")
    assert by_name["ventana principal"] == (
        "pantalla de inicio de sesión pintada, 800x800 en 'offscreen'"
    )
    for english in ("loaded", "families", "painted", "answer written", "chose"):
        assert english not in done.stdout, english


def test_a_window_that_cannot_start_fails_its_line_and_exits_1(tmp_path: Path) -> None:
    done = run("--self-test", env=throwaway_env(tmp_path, QT_QPA_PLATFORM="no-such-platform"))
    assert done.returncode == 1
    lines = done.stdout.splitlines()
    assert len(lines) == len(CHECK_NAMES)
    assert all(line.startswith("ok  ") for line in lines[:-1])
    assert lines[-1].startswith("FAIL main window: ")
    assert '"no-such-platform"' in lines[-1]
    assert "Traceback" not in done.stdout + done.stderr


def test_every_failure_is_one_line_and_the_rest_still_run() -> None:
    def broken(_tmp: Path) -> str:
        raise ValueError("bad\nvalue")

    def fine(_tmp: Path) -> str:
        return "fine"

    lines: list[str] = []

    class Out:
        def write(self, text: str) -> int:
            lines.extend(t for t in text.splitlines() if t)
            return len(text)

        def flush(self) -> None:
            pass

    original = selftest.CHECKS
    selftest.CHECKS = (("first", broken), ("second", fine))
    try:
        status = selftest.run_self_test(Out())  # type: ignore[arg-type]
    finally:
        selftest.CHECKS = original
    assert status == 1
    assert lines == ["FAIL first: ValueError: bad value", "ok  second: fine"]


@pytest.mark.parametrize(
    ("stderr", "expected"),
    [
        (
            "qt.core.library: /x/libqxcb.so cannot load: Cannot load library /x/libqxcb.so: "
            "libxcb-keysyms.so.1: cannot open shared object file: No such file or directory\n"
            'qt.qpa.plugin: Could not load the Qt platform plugin "xcb" in "" even though it '
            "was found.\n",
            'Could not load the Qt platform plugin "xcb" in "" even though it was found: '
            "missing system library libxcb-keysyms.so.1",
        ),
        ("dealer-trainer: the window painted as one flat colour\n", "the window painted as one"),
        ("", "the window's process ended with status -6"),
    ],
)
def test_a_failed_window_names_what_a_technician_must_fix(stderr: str, expected: str) -> None:
    assert selftest._window_failure(-6, stderr).startswith(expected)


def test_help_lists_self_test_and_hides_the_internal_flag() -> None:
    done = run("--help")
    assert done.returncode == 0
    assert "--self-test " in done.stdout or "--self-test\n" in done.stdout
    assert "--self-test-window" not in done.stdout


def test_the_self_test_module_does_not_load_qt() -> None:
    code = (
        "import sys, trainer.selftest, trainer.cli; "
        "sys.exit(any(m.startswith('PySide6') for m in sys.modules))"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=REPO, check=False, timeout=60)
    assert done.returncode == 0
