"""The quick loop for developers: the tests of what you changed, without the slow ones.

    .venv/bin/python tests/quick.py              # the layers changed since main
    .venv/bin/python tests/quick.py quiz engine  # these layers
    .venv/bin/python tests/quick.py -- -x -k payout   # more pytest arguments after --

Each layer of ``trainer/`` has its folder of tests; a change to the rules data runs the
engine's and the command line's, a change to a test file runs that file. Tests marked
``slow`` (every seed of the soundness pass, the fault injections) and the frozen build are
left to the full run, ``bash .ci/run``, which every submission must pass. The quick run of
the soundness pass (every tenth seed of every family) is in ``tests/quiz`` and runs here.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
LAYERS = ("engine", "quiz", "progress", "site", "ui")
# What a change outside the layers' packages runs.
ALSO = {
    "resources/": ["tests/engine", "tests/test_cli.py", "tests/test_jurisdictions.py"],
    "trainer/commands/": ["tests/test_cli.py", "tests/test_cli_homegame.py"],
    "trainer/cli.py": ["tests/test_cli.py"],
    "trainer/drilling.py": ["tests/test_drilling.py", "tests/quiz/test_commands.py"],
    "trainer/selftest.py": ["tests/test_selftest.py"],
    "packaging/": ["tests/test_packaging.py"],
}


def changed_files() -> list[str]:
    """Files changed since main (committed on this branch, staged or not), and new ones."""
    found: set[str] = set()
    for args in (
        ["git", "diff", "--name-only", "main...HEAD"],
        ["git", "diff", "--name-only", "HEAD"],
        ["git", "ls-files", "--others", "--exclude-standard"],
    ):
        done = subprocess.run(args, cwd=REPO, capture_output=True, text=True, check=False)
        found.update(line for line in done.stdout.splitlines() if line)
    return sorted(found)


def targets_of(files: Iterable[str]) -> list[str]:
    """The test folders and files that cover these changed files."""
    chosen: set[str] = set()
    for name in files:
        parts = name.split("/")
        if parts[0] == "trainer" and len(parts) > 2 and parts[1] in LAYERS:
            chosen.add(f"tests/{parts[1]}")
        elif parts[0] == "tests" and name.endswith(".py") and (REPO / name).exists():
            # A test file runs itself; a helper or a conftest, the folder it serves.
            chosen.add(name if parts[-1].startswith("test_") else "/".join(parts[:-1]))
        elif name == "conftest.py":
            chosen.add("tests")
        for prefix, extra in ALSO.items():
            if name.startswith(prefix):
                chosen.update(extra)
    # A folder chosen whole covers the files chosen in it.
    folders = {c for c in chosen if not c.endswith(".py")}
    return sorted(c for c in chosen if not any(c.startswith(f"{f}/") for f in folders))


def main(argv: Sequence[str]) -> int:
    """Run the quick tests of the named layers, or of the files changed since main."""
    argv = list(argv)
    extra = argv[argv.index("--") + 1 :] if "--" in argv else []
    named = argv[: argv.index("--")] if "--" in argv else argv
    unknown = [n for n in named if n not in LAYERS]
    if unknown:
        print(f"quick: {', '.join(unknown)} is not a layer ({', '.join(LAYERS)}).")
        return 2
    targets = [f"tests/{n}" for n in named] or targets_of(changed_files())
    if not targets:
        print("quick: nothing has changed since main; name layers to test them.")
        return 0
    print(f"quick: {' '.join(targets)} (not slow)", flush=True)
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}
    command = [sys.executable, "-m", "pytest", "-q", "-m", "not slow", *targets, *extra]
    return subprocess.run(command, cwd=REPO, env=env, check=False).returncode


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
