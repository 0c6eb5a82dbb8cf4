"""Test-wide settings and fixtures: Qt never needs a screen; the shipped rules only; a small
disk that fills up."""

import contextlib
import errno
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# English unless a test asks for another language: a developer's Spanish locale must not
# turn the English tests' words (the trainer follows the system's language by default).
os.environ["LANGUAGE"] = "en"

RAM_DISK = Path("/dev/shm")
RAM_DISK_ROOM = 4 << 30
"""Free room a RAM-backed folder needs before the tests' throwaway folders go there."""


def _ram_backed_temp() -> None:
    """Put every throwaway folder (``tmp_path``, ``tempfile``, the test servers' and the
    children's) on a RAM-backed filesystem where this machine has a roomy one.

    A store commits every answer with ``fsync``; on a real disk a store test spends most of
    its time waiting for the platter (210 s on disk against 28 s on tmpfs). No test here
    can tell a RAM disk from a real one: a killed process loses nothing from either, and
    a full disk is a small tmpfs of its own (``small_disk``). ``DEALER_TRAINER_TEST_TMP``
    names another folder; set it to a real disk's to run the suite there.
    """
    chosen = os.environ.get("DEALER_TRAINER_TEST_TMP")
    if chosen is None:
        if not sys.platform.startswith("linux") or not RAM_DISK.is_dir():
            return
        try:
            room = os.statvfs(RAM_DISK)
        except OSError:
            return
        if room.f_bavail * room.f_frsize < RAM_DISK_ROOM or not os.access(RAM_DISK, os.W_OK):
            return
        chosen = str(RAM_DISK / f"dealer-trainer-tests-{os.getuid()}")
    folder = Path(chosen)
    if not folder.is_dir():
        folder.mkdir(parents=True)
        # Like /tmp: the test servers run as an unprivileged user in folders made here.
        folder.chmod(0o1777)
    os.environ["TMPDIR"] = chosen  # children's tempfile, and the servers tests start
    tempfile.tempdir = chosen  # this process's tempfile, and pytest's tmp_path


_ram_backed_temp()


def _compiled_sources() -> None:
    """Compile the trainer's modules to bytecode once, as the session starts.

    The suite starts hundreds of fresh interpreters (stores killed at random moments,
    station processes, the soundness pass's workers, the layout walks), and they are told
    to write no bytecode. Where none was written before (a fresh clone; a machine with
    ``PYTHONDONTWRITEBYTECODE`` set, as this workplace's are, writes none), each compiled the
    trainer's three hundred modules again from source: a third of the CPU of
    tests/progress/test_promises.py. They read what this writes (1 s once, then a look
    at each file's time). A tree that cannot be written is simply run from source."""
    import compileall

    with contextlib.suppress(OSError):
        compileall.compile_dir(Path(__file__).resolve().parent / "trainer", quiet=2)


_compiled_sources()


def _bytecode_outside_the_tree() -> None:
    """Where the environment says not to write bytecode (``PYTHONDONTWRITEBYTECODE``), the
    test process keeps its own in a folder of the throwaway area (``sys.pycache_prefix``),
    outside the tree, and reads it there on the next run.

    Otherwise it compiled every test module and pytest rewrote its asserts again each run:
    collecting the suite took 19.5-21 s of CPU against 7.9-9.2 s. Bytecode is checked
    against its source's time and size at each import, so a test runs the same code. The
    interpreters the tests start keep reading the trainer's bytecode from the tree
    (:func:`_compiled_sources`, above): handed this folder, they would look there for the
    standard library's too, and compile what they did not find."""
    if not sys.flags.dont_write_bytecode or sys.pycache_prefix is not None:
        return
    sys.pycache_prefix = str(Path(tempfile.gettempdir()) / "dealer-trainer-pycache")
    sys.dont_write_bytecode = False


_bytecode_outside_the_tree()


def _hypothesis_profiles() -> None:
    """Property tests that hold however busy the machine is, and find the same examples
    every run: no deadline and no "too slow" health check (both measure time, which a
    loaded machine stretches), and examples drawn from a fixed seed (``derandomize``), so
    that a run is red only for a fault that every run finds. ``--hypothesis-profile
    explore`` draws new examples each run, for a developer hunting for new faults."""
    from hypothesis import HealthCheck, settings

    steady = {"deadline": None, "suppress_health_check": [HealthCheck.too_slow]}
    settings.register_profile("suite", derandomize=True, database=None, **steady)
    settings.register_profile("explore", **steady)
    settings.load_profile("suite")


_hypothesis_profiles()


@pytest.fixture(autouse=True)
def _shipped_rules_only() -> Iterator[None]:
    """Each test starts and ends with the shipped rules files only: a store opened in a
    test reads its house's own rules files for the rest of the process otherwise."""
    from trainer.engine.games import use_house_rules

    use_house_rules(None)
    yield
    use_house_rules(None)


class SmallDisk:
    """A real filesystem of its own (a small tmpfs), to be filled to the last byte."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._fillers: list[Path] = []

    def fill(self) -> None:
        """Write filler files until the disk refuses another byte."""
        n = len(self._fillers)
        for size in (1 << 20, 1 << 16, 1 << 12, 1 << 8, 1):
            while True:
                filler = self.path / f".filler-{n}"
                n += 1
                try:
                    with filler.open("wb") as out:
                        out.write(b"\0" * size)
                except OSError as exc:
                    if exc.errno != errno.ENOSPC:
                        raise
                    with contextlib.suppress(OSError):
                        filler.unlink()
                    break
                self._fillers.append(filler)

    def free(self) -> None:
        """Take the filler away again."""
        for filler in self._fillers:
            with contextlib.suppress(FileNotFoundError):
                filler.unlink()
        self._fillers.clear()


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[SmallDisk]:
    """A 4 MB tmpfs mounted for the test (root on Linux, as in CI); skipped elsewhere."""
    if not sys.platform.startswith("linux") or os.geteuid() != 0:
        pytest.skip("a full disk is a small tmpfs, which needs root on Linux")
    mount, umount = shutil.which("mount"), shutil.which("umount")
    if mount is None or umount is None:
        pytest.skip("no mount command to make a small disk with")
    where = tmp_path / "disk"
    where.mkdir()
    made = subprocess.run(
        [mount, "-t", "tmpfs", "-o", "size=4m,mode=0755", "tmpfs", str(where)],
        capture_output=True,
        text=True,
        check=False,
    )
    if made.returncode != 0:
        pytest.skip(f"a small tmpfs cannot be mounted here ({made.stderr.strip()})")
    try:
        yield SmallDisk(where)
    finally:
        subprocess.run([umount, "-l", str(where)], capture_output=True, check=False)


_STARTED_EARLY: list[Any] = []


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The tests of modules that start their long work early (below) run last, in the
    order they had among themselves (random, where the order is shuffled): the rest of
    the suite runs on one core while that work takes the other, and the waits for its
    results come at the end instead of holding the test process up half way."""
    waiting = [i for i in items if hasattr(getattr(i, "module", None), "start_early")]
    if waiting:
        chosen = set(map(id, waiting))
        items[:] = [i for i in items if id(i) not in chosen] + waiting


def pytest_collection_finish(session: pytest.Session) -> None:
    """A test module whose tests wait on long work in other processes (the soundness pass,
    the layout walks) starts that work now, given the tests of it that will run, so that it
    goes on beside the rest of the suite: the module's ``start_early(items)``, and
    ``stop_early()`` as the session ends."""
    if session.config.option.collectonly:
        return
    by_module: dict[Any, list[pytest.Item]] = {}
    for item in session.items:
        module = getattr(item, "module", None)
        if module is not None and hasattr(module, "start_early"):
            by_module.setdefault(module, []).append(item)
    for module, items in by_module.items():
        _STARTED_EARLY.append(module)
        module.start_early(items)


def pytest_sessionfinish(session: pytest.Session) -> None:
    while _STARTED_EARLY:
        _STARTED_EARLY.pop().stop_early()


def _lower_priority() -> None:
    """A child that runs beside the suite (``DEALER_TRAINER_TEST_NICE``, the layout walks)
    gives way to the test process."""
    nice = os.environ.get("DEALER_TRAINER_TEST_NICE")
    if nice and hasattr(os, "nice"):
        with contextlib.suppress(OSError):
            os.nice(int(nice))


_lower_priority()
