"""Packaging (issue 7) and the kiosk files (issue 6): the desktop entries, AppStream
metadata, icons, the systemd user unit, the kiosk session, the Windows samples, install.sh
and the spec's choice of Qt modules.

Each check that needs an outside tool skips when the tool is absent (Debian packages:
desktop-file-utils, appstream, libxml2-utils, systemd, cage and xwayland). The test that
builds the frozen bundle and runs its ``--self-test`` is marked ``packaging`` and runs only
with ``DEALER_TRAINER_BUILD=1`` (about a minute; see packaging/README.md).
"""

from __future__ import annotations

import ctypes.util
import os
import re
import runpy
import shutil
import stat
import struct
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import trainer
from trainer import selftest

REPO = Path(__file__).resolve().parent.parent
PACKAGING = REPO / "packaging"
KIOSK = PACKAGING / "kiosk"
APP_ID = "org.dealertrainer.DealerTrainer"
DESKTOP = PACKAGING / "linux" / f"{APP_ID}.desktop"
METAINFO = PACKAGING / "linux" / f"{APP_ID}.metainfo.xml"
SESSION_DESKTOP = KIOSK / "dealer-trainer-kiosk.desktop"
SESSION_SCRIPT = KIOSK / "dealer-trainer-kiosk-session"
UNIT = KIOSK / "dealer-trainer-kiosk.service"
WINDOWS_XML = sorted((KIOSK / "windows").glob("*.xml"))
ICON_SIZES = (16, 32, 48, 64, 128, 256)


def tool(name: str) -> str:
    """The path of a command-line tool, or skip the test that needs it."""
    path = shutil.which(name)
    if path is None:
        pytest.skip(f"{name} is not installed")
    return path


def run(args: list[str], **kwargs: Any) -> subprocess.CompletedProcess[str]:
    kwargs.setdefault("timeout", 120)
    return subprocess.run(args, capture_output=True, text=True, check=False, **kwargs)


def desktop_entry(path: Path) -> dict[str, str]:
    """The keys of a .desktop file's [Desktop Entry] group."""
    keys: dict[str, str] = {}
    group = ""
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("["):
            group = line.strip("[]")
        elif "=" in line and not line.startswith("#") and group == "Desktop Entry":
            key, value = line.split("=", 1)
            keys[key] = value
    return keys


def unit_keys(path: Path) -> dict[str, str]:
    """``Section.Key`` to value for a systemd unit file (the last value wins)."""
    keys: dict[str, str] = {}
    section = ""
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if line.startswith("["):
            section = line.strip("[]")
        elif "=" in line and not line.startswith(("#", ";")):
            key, value = line.split("=", 1)
            keys[f"{section}.{key.strip()}"] = value.strip()
    return keys


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def fake_bundle(folder: Path) -> Path:
    """A stand-in for the frozen bundle: an executable that prints its arguments."""
    folder.mkdir(parents=True)
    exe = folder / "dealer-trainer"
    exe.write_text('#!/bin/sh\necho "fake dealer-trainer $*"\n', encoding="utf-8")
    exe.chmod(0o755)
    (folder / "_internal").mkdir()
    return folder


def install(*args: str, prefix: Path, bundle: Path | None = None) -> None:
    cmd = ["bash", str(PACKAGING / "linux" / "install.sh"), "--prefix", str(prefix), *args]
    if bundle is not None:
        cmd += ["--bundle", str(bundle)]
    done = run(cmd)
    assert done.returncode == 0, done.stdout + done.stderr


# ---------------------------------------------------------------------------------------
# Icons
# ---------------------------------------------------------------------------------------


def test_the_icon_is_an_svg_of_the_app_id() -> None:
    root = ET.parse(PACKAGING / "icons" / f"{APP_ID}.svg").getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    assert root.get("viewBox") == "0 0 256 256"


@pytest.mark.parametrize("size", ICON_SIZES)
def test_each_icon_size_is_committed_at_its_size(size: int) -> None:
    assert png_size(PACKAGING / "icons" / f"{size}x{size}" / f"{APP_ID}.png") == (size, size)


def test_render_py_draws_every_size_from_the_svg(tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = run([sys.executable, str(PACKAGING / "icons" / "render.py"), str(tmp_path)], env=env)
    assert done.returncode == 0, done.stderr
    for size in ICON_SIZES:
        assert png_size(tmp_path / f"{size}x{size}" / f"{APP_ID}.png") == (size, size)


# ---------------------------------------------------------------------------------------
# Desktop entry and AppStream metadata
# ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("path", [DESKTOP, SESSION_DESKTOP], ids=lambda p: p.name)
def test_desktop_files_validate(path: Path) -> None:
    done = run([tool("desktop-file-validate"), str(path)])
    assert done.returncode == 0, done.stdout + done.stderr
    assert "error" not in done.stdout + done.stderr


def test_the_desktop_entry_starts_the_trainer_with_its_icon() -> None:
    entry = desktop_entry(DESKTOP)
    assert entry["Exec"] == "dealer-trainer"
    assert entry["Icon"] == APP_ID
    assert entry["Type"] == "Application"
    assert entry["Terminal"] == "false"


def test_metainfo_validates() -> None:
    done = run([tool("appstreamcli"), "validate", "--no-net", str(METAINFO)])
    assert done.returncode == 0, done.stdout + done.stderr
    problems = [line for line in done.stdout.splitlines() if line.startswith(("E:", "W:"))]
    assert problems == []


def test_metainfo_names_the_desktop_entry_and_the_current_version() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == DESKTOP.name
    assert root.findtext("provides/binary") == "dealer-trainer"
    newest = root.find("releases/release")
    assert newest is not None
    assert newest.get("version") == trainer.__version__


# ---------------------------------------------------------------------------------------
# The kiosk: session entry, session script, systemd user unit
# ---------------------------------------------------------------------------------------


def test_the_kiosk_session_entry_starts_the_session_script() -> None:
    entry = desktop_entry(SESSION_DESKTOP)
    assert entry["Exec"] == SESSION_SCRIPT.name
    assert entry["TryExec"] == SESSION_SCRIPT.name


def test_the_unit_restarts_the_session_always_after_two_seconds() -> None:
    keys = unit_keys(UNIT)
    assert keys["Service.ExecStart"] == f"/usr/local/bin/{SESSION_SCRIPT.name}"
    assert keys["Service.Restart"] == "always"
    assert keys["Service.RestartSec"] == "2"
    assert keys["Unit.StartLimitIntervalSec"] == "0"  # never gives up
    assert keys["Install.WantedBy"] == "default.target"  # a user unit: no graphical.target


def test_systemd_analyze_verifies_the_installed_unit(tmp_path: Path) -> None:
    analyze = tool("systemd-analyze")
    # verify also looks up the unit's Documentation= man page, cage(1): without cage (and
    # man) installed it fails on that alone, so skip as the tests that run cage do.
    man = shutil.which("man")
    if man is None or run([man, "-w", "cage"]).returncode != 0:
        pytest.skip("cage's man page is not installed (systemd-analyze verify reads it)")
    prefix = tmp_path / "usr"
    install(
        "--kiosk",
        "--sessions-dir",
        str(tmp_path / "sessions"),
        prefix=prefix,
        bundle=fake_bundle(tmp_path / "bundle"),
    )
    unit = prefix / "share" / "systemd" / "user" / UNIT.name
    assert unit_keys(unit)["Service.ExecStart"] == str(prefix / "bin" / SESSION_SCRIPT.name)
    runtime = tmp_path / "runtime"
    runtime.mkdir(mode=0o700)
    env = {**os.environ, "XDG_RUNTIME_DIR": str(runtime)}
    done = run([analyze, "verify", "--user", str(unit)], env=env)
    if done.returncode != 0 and "Failed to initialize manager" in done.stderr:
        pytest.skip(f"systemd-analyze cannot run here: {done.stderr.strip()}")
    assert done.returncode == 0, done.stderr
    # verify reports unknown keys and bad values as warnings, exit status 0: none allowed.
    assert UNIT.name not in done.stderr, done.stderr


def fake_cage(folder: Path) -> Path:
    """A stand-in for cage that records its arguments and the environment it was given."""
    folder.mkdir(parents=True, exist_ok=True)
    cage = folder / "cage"
    cage.write_text(
        "#!/bin/sh\n"
        'for a in "$@"; do echo "arg=$a"; done > "$CAGE_LOG"\n'
        'echo "QT_QPA_PLATFORM=$QT_QPA_PLATFORM" >> "$CAGE_LOG"\n'
        'echo "QT_WAYLAND_DISABLE_WINDOWDECORATION=$QT_WAYLAND_DISABLE_WINDOWDECORATION"'
        ' >> "$CAGE_LOG"\n'
        'echo "XDG_SESSION_TYPE=$XDG_SESSION_TYPE" >> "$CAGE_LOG"\n',
        encoding="utf-8",
    )
    cage.chmod(0o755)
    return folder


def test_the_session_script_is_valid_shell() -> None:
    assert run(["sh", "-n", str(SESSION_SCRIPT)]).returncode == 0
    assert SESSION_SCRIPT.stat().st_mode & stat.S_IXUSR


def test_the_session_runs_the_trainer_in_kiosk_mode_alone_under_cage(tmp_path: Path) -> None:
    log = tmp_path / "cage.log"
    env = {
        **{k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"},
        "PATH": f"{fake_cage(tmp_path / 'bin')}{os.pathsep}{os.environ['PATH']}",
        "CAGE_LOG": str(log),
    }
    done = run([str(SESSION_SCRIPT), "--data-dir", "/srv/trainer"], env=env)
    assert done.returncode == 0, done.stderr
    assert log.read_text(encoding="utf-8").splitlines() == [
        "arg=-d",
        "arg=--",
        "arg=dealer-trainer",
        "arg=--kiosk",
        "arg=--data-dir",
        "arg=/srv/trainer",
        "QT_QPA_PLATFORM=wayland;xcb",
        "QT_WAYLAND_DISABLE_WINDOWDECORATION=1",
        "XDG_SESSION_TYPE=wayland",
    ]


def test_the_installed_session_runs_the_installed_trainer(tmp_path: Path) -> None:
    prefix = tmp_path / "usr"
    install(
        "--kiosk",
        "--sessions-dir",
        str(tmp_path / "sessions"),
        prefix=prefix,
        bundle=fake_bundle(tmp_path / "bundle"),
    )
    entry = desktop_entry(tmp_path / "sessions" / SESSION_DESKTOP.name)
    script = prefix / "bin" / SESSION_SCRIPT.name
    assert entry["Exec"] == str(script)
    log = tmp_path / "cage.log"
    env = {
        **os.environ,
        "PATH": f"{fake_cage(tmp_path / 'bin')}{os.pathsep}{os.environ['PATH']}",
        "CAGE_LOG": str(log),
    }
    assert run([str(script)], env=env).returncode == 0
    args = [line[4:] for line in log.read_text(encoding="utf-8").splitlines() if line[:4] == "arg="]
    assert args == ["-d", "--", str(prefix / "bin" / "dealer-trainer"), "--kiosk"]


@pytest.fixture
def world_readable_dir() -> Iterator[Path]:
    """A folder that an unprivileged user can read (pytest's tmp_path is private)."""
    folder = Path(tempfile.mkdtemp(prefix="dealer-trainer-cage-"))
    folder.chmod(0o755)
    try:
        yield folder
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def run_headless(folder: Path, args: list[str], **extra: str) -> subprocess.CompletedProcess[str]:
    """Run *args* (cage, or a script that runs cage) with wlroots' headless backend (no
    screen, no input devices) as an unprivileged user: cage refuses to run as root."""
    cage = tool("cage")
    if shutil.which("Xwayland") is None:
        pytest.skip("Xwayland is not installed (cage needs it to start)")
    runtime = folder / "runtime"
    runtime.mkdir(mode=0o700)
    env = {
        "PATH": f"{Path(cage).parent}:/usr/local/bin:/usr/bin:/bin",
        "HOME": str(runtime),
        "XDG_RUNTIME_DIR": str(runtime),
        "WLR_BACKENDS": "headless",
        "WLR_LIBINPUT_NO_DEVICES": "1",
        "WLR_RENDERER": "pixman",
        **extra,
    }
    if os.geteuid() != 0:
        return run(args, env=env, timeout=180)
    shutil.chown(runtime, user="nobody")
    command = [tool("runuser"), "-u", "nobody", "--", "env", "-i"]
    return run(command + [f"{k}={v}" for k, v in env.items()] + args, timeout=180)


def shared_out(folder: Path) -> Path:
    """A folder the unprivileged user inside cage can write to."""
    out = folder / "out"
    out.mkdir()
    out.chmod(0o777)
    return out


def test_cage_starts_the_kiosk_session_headless(world_readable_dir: Path) -> None:
    folder = world_readable_dir
    out = shared_out(folder)
    app = folder / "app"
    app.write_text(
        f'#!/bin/sh\necho "WAYLAND_DISPLAY=$WAYLAND_DISPLAY args=$*" > {out}/seen\n',
        encoding="utf-8",
    )
    app.chmod(0o755)
    script = folder / SESSION_SCRIPT.name
    shutil.copy(SESSION_SCRIPT, script)
    script.chmod(0o755)
    # The real session script starts the real cage; inside it a stand-in trainer reports.
    done = run_headless(folder, [str(script)], DEALER_TRAINER=str(app))
    seen = (out / "seen").read_text(encoding="utf-8").strip() if (out / "seen").exists() else ""
    assert re.fullmatch(r"WAYLAND_DISPLAY=wayland-\d+ args=--kiosk", seen), done.stderr


# ---------------------------------------------------------------------------------------
# Windows
# ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("path", WINDOWS_XML, ids=lambda p: p.name)
def test_windows_samples_are_well_formed(path: Path) -> None:
    done = run([tool("xmllint"), "--noout", str(path)])
    assert done.returncode == 0, done.stderr


@pytest.mark.parametrize("path", WINDOWS_XML, ids=lambda p: p.name)
def test_windows_samples_start_the_trainer_in_kiosk_mode_for_a_defined_profile(
    path: Path,
) -> None:
    text = path.read_text(encoding="utf-8")
    root = ET.fromstring(text)
    defined = {el.get("Id") for el in root.iter() if el.tag.endswith("}Profile") and el.get("Id")}
    referred = {
        el.get("Id")
        for config in root.iter()
        if config.tag.endswith("}Config")
        for el in config
        if el.get("Id")
    }
    assert referred and referred <= defined
    assert "DealerTrainer.exe" in text
    assert "--kiosk" in text
    assert len(WINDOWS_XML) == 2


# ---------------------------------------------------------------------------------------
# install.sh and the bundle's contents
# ---------------------------------------------------------------------------------------


def test_install_sh_installs_and_removes_everything(tmp_path: Path) -> None:
    assert run(["bash", "-n", str(PACKAGING / "linux" / "install.sh")]).returncode == 0
    prefix = tmp_path / "usr"
    install(prefix=prefix, bundle=fake_bundle(tmp_path / "bundle"))
    link = prefix / "bin" / "dealer-trainer"
    assert link.is_symlink()
    assert run([str(link), "--self-test"]).stdout.strip() == "fake dealer-trainer --self-test"
    share = prefix / "share"
    assert desktop_entry(share / "applications" / DESKTOP.name)["Exec"] == str(link)
    assert (share / "metainfo" / METAINFO.name).is_file()
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg").is_file()
    for size in ICON_SIZES:
        png = share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        assert png_size(png) == (size, size)
    install("--uninstall", prefix=prefix)
    left = [p for p in prefix.rglob("*") if p.is_file() and not p.name.endswith("cache")]
    assert left == []


def test_install_sh_refuses_a_missing_bundle(tmp_path: Path) -> None:
    done = run(
        [
            "bash",
            str(PACKAGING / "linux" / "install.sh"),
            "--prefix",
            str(tmp_path),
            "--bundle",
            str(tmp_path / "nothing"),
        ]
    )
    assert done.returncode == 2
    assert "no bundle" in done.stderr


QT_MODULES = runpy.run_path(str(PACKAGING / "qt_modules.py"))


def test_the_bundle_keeps_the_qt_modules_the_trainer_imports_and_no_other() -> None:
    import PySide6

    used = QT_MODULES["used_modules"](REPO / "trainer")
    excluded = QT_MODULES["excluded_modules"](REPO / "trainer", Path(PySide6.__file__).parent)
    assert {"QtCore", "QtGui", "QtWidgets", "QtCharts"} <= used
    assert not {f"PySide6.{m}" for m in used} & set(excluded)
    for heavy in (
        "QtWebEngineCore",
        "Qt3DCore",
        "QtMultimedia",
        "QtQuick",
        "QtQml",
        "QtBluetooth",
        "QtPositioning",
        "QtSensors",
        "QtSerialPort",
        "QtWebSockets",
        "QtNetwork",
    ):
        if heavy not in used:
            assert f"PySide6.{heavy}" in excluded


@pytest.mark.parametrize(
    ("dest", "unused"),
    [
        ("PySide6/Qt/plugins/imageformats/libqpdf.so", True),
        ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", True),
        ("PySide6/Qt/plugins/platforms/libqvnc.so", True),
        ("PySide6/Qt/lib/libQt6Quick.so.6", True),
        ("PySide6\\Qt6Network.dll", True),
        ("PySide6/Qt/plugins/platforms/libqxcb.so", False),
        ("PySide6/Qt/plugins/platforms/libqwayland.so", False),
        ("PySide6/Qt/lib/libQt6Charts.so.6", False),
        ("PySide6/Qt/plugins/imageformats/libqsvg.so", False),
    ],
)
def test_unused_plugins_and_libraries_are_dropped(dest: str, unused: bool) -> None:
    assert QT_MODULES["is_unused_file"](dest) is unused


def test_libraries_only_dropped_plugins_link_are_dropped_too() -> None:
    needs = {
        "gtk3": {"libcairo.so.2", "libglib-2.0.so.0"},
        "xcb": {"libglib-2.0.so.0", "libxcb.so.1"},
        "cairo": set(),
        "glib": set(),
        "xcblib": set(),
        "dbus": set(),
    }
    kept = [
        ("PySide6/Qt/plugins/platforms/libqxcb.so", "xcb"),
        ("libcairo.so.2", "cairo"),
        ("libglib-2.0.so.0", "glib"),
        ("libxcb.so.1", "xcblib"),
        ("libdbus-1.so.3", "dbus"),  # linked by nothing, opened by name: stays
    ]
    dropped = [("PySide6/Qt/plugins/platformthemes/libqgtk3.so", "gtk3")]
    orphans = QT_MODULES["orphaned_libraries"](kept, dropped, lambda src: needs[src])
    assert orphans == {"libcairo.so.2"}


def test_the_spec_carries_the_resources_where_resources_dir_looks() -> None:
    spec = (PACKAGING / "dealer-trainer.spec").read_text(encoding="utf-8")
    compile(spec, "dealer-trainer.spec", "exec")
    assert '(str(ROOT / "resources"), "trainer/resources")' in spec
    # resources_folder() (which resources_dir() asks) looks in <package>/resources first:
    # the bundle's _internal/trainer/.
    folders = (REPO / "trainer" / "folders.py").read_text(encoding="utf-8")
    assert 'here / "resources"' in folders


# ---------------------------------------------------------------------------------------
# The frozen bundle (about a minute): DEALER_TRAINER_BUILD=1
# ---------------------------------------------------------------------------------------

FORBIDDEN_IN_BUNDLE = (
    "WebEngine",
    "Qt63D",
    "Multimedia",
    "Quick",
    "Qml",
    "Bluetooth",
    "Positioning",
    "Sensors",
    "SerialPort",
    "WebSockets",
    "Qt6Network",
    "Qt6Pdf",
)


@pytest.fixture(scope="module")
def built() -> Iterator[Path]:
    """Build the bundle and the release archive from this checkout into a temporary
    folder, once for these tests: packaging/build with this test run's own environment
    (``BUILD_VENV``: only PyInstaller is added), not a second one with Qt installed again."""
    if os.environ.get("DEALER_TRAINER_BUILD") != "1":
        pytest.skip("builds the frozen bundle (about a minute): set DEALER_TRAINER_BUILD=1")
    if not sys.platform.startswith("linux"):
        pytest.skip("packaging/build is the Linux recipe")
    folder = Path(tempfile.mkdtemp(prefix="dealer-trainer-build-"))
    folder.chmod(0o755)
    env = {
        **os.environ,
        "DIST_DIR": str(folder / "dist"),
        "BUILD_DIR": str(os.environ.get("DEALER_TRAINER_BUILD_DIR", folder / "build")),
    }
    if sys.prefix != sys.base_prefix:  # a virtual environment, as the README's command makes
        env["BUILD_VENV"] = sys.prefix
    done = run(["bash", str(PACKAGING / "build")], env=env, timeout=1800)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    try:
        yield folder / "dist"
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def frozen_env(tmp_path: Path) -> dict[str, str]:
    return {
        **os.environ,
        "HOME": str(tmp_path / "home"),
        "XDG_CONFIG_HOME": str(tmp_path / "home" / ".config"),
        "XDG_DATA_HOME": str(tmp_path / "home" / ".local" / "share"),
        "DEALER_TRAINER_DATA": str(tmp_path / "data"),
        "QT_QPA_PLATFORM": "offscreen",
    }


@pytest.mark.packaging
def test_the_frozen_self_test_passes(built: Path, tmp_path: Path) -> None:
    exe = built / "dealer-trainer" / "dealer-trainer"
    version = run([str(exe), "--version"], env=frozen_env(tmp_path))
    assert version.stdout.strip() == f"dealer-trainer {trainer.__version__}"
    done = run([str(exe), "--self-test"], env=frozen_env(tmp_path))
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    assert len(lines) == len(selftest.CHECKS), done.stdout
    assert all(line.startswith("ok  ") for line in lines), done.stdout
    assert "installed bundle" in lines[0]
    assert "_internal/trainer/resources" in lines[1]
    assert not (tmp_path / "data").exists()


@pytest.mark.packaging
def test_the_bundle_is_small_and_carries_no_unused_qt(built: Path) -> None:
    bundle = built / "dealer-trainer"
    files = [p for p in bundle.rglob("*") if p.is_file() and not p.is_symlink()]
    size_mb = sum(p.stat().st_size for p in files) / 1e6
    # 150 MB until the school's signed credentials (issue 29): cryptography's Ed25519 is
    # its OpenSSL bindings, about 12 MB in the bundle.
    assert size_mb < 165, f"the bundle is {size_mb:.0f} MB"
    names = [p.name for p in files]
    assert not [n for n in names if any(bad in n for bad in FORBIDDEN_IN_BUNDLE)]
    internal = bundle / "_internal"
    assert (internal / "trainer" / "resources" / "rules").is_dir()
    assert (internal / "trainer" / "resources" / "rule-texts").is_dir()
    # Every game's rules file and digest, the last games added (blackjack, issue 25;
    # roulette, issue 26) too.
    for name in (
        "rules/blackjack-pennsylvania.toml",
        "rule-texts/blackjack-european.txt",
        "rules/roulette-south-dakota.toml",
        "rule-texts/roulette-pennsylvania.txt",
    ):
        assert (internal / "trainer" / "resources" / name).is_file(), name
    assert list((internal / "PySide6" / "Qt" / "translations").glob("qtbase_*.qm"))


@pytest.mark.packaging
def test_the_release_archive_installs_and_the_installed_copy_passes(
    built: Path, tmp_path: Path
) -> None:
    (archive,) = built.glob("dealer-trainer-*-linux-*.tar.gz")
    assert run(["tar", "-C", str(tmp_path), "-xzf", str(archive)]).returncode == 0
    (unpacked,) = (p for p in tmp_path.iterdir() if p.name.startswith("dealer-trainer-"))
    prefix = tmp_path / "usr"
    done = run(["bash", str(unpacked / "install.sh"), "--prefix", str(prefix)])
    assert done.returncode == 0, done.stderr
    done = run([str(prefix / "bin" / "dealer-trainer"), "--self-test"], env=frozen_env(tmp_path))
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.packaging
def test_the_frozen_window_paints_on_wayland_inside_cage(built: Path) -> None:
    if ctypes.util.find_library("wayland-cursor") is None:
        pytest.skip("Qt's Wayland plugin needs libwayland-cursor0, which is not installed")
    folder = built.parent
    out = shared_out(folder)
    exe = built / "dealer-trainer" / "dealer-trainer"
    command = f"{exe} --self-test > {out}/self-test.txt 2>&1"
    done = run_headless(folder, ["cage", "--", "sh", "-c", command], QT_QPA_PLATFORM="wayland")
    report = out / "self-test.txt"
    text = report.read_text(encoding="utf-8") if report.exists() else ""
    # The window fits the screen it is on (issue 12): cage's headless output is 1280x720.
    painted = re.search(
        r"^ok  main window: sign-in screen painted, (\d+)x(\d+) on 'wayland'$", text, re.M
    )
    assert painted is not None, text + done.stderr
    assert int(painted[1]) >= 1024 and int(painted[2]) >= 600, text
