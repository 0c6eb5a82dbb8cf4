"""``dealer-trainer`` run as a real process per command, forked from one that has the
trainer imported and its hand tables built already.

A new interpreter costs about a second before the command starts (Python, the trainer's
imports, the five-to-seven-card tables on the first hand it reads); a fork of a warm one
costs milliseconds. The child is still a process of its own: the command reads its
standard input from a file, writes to its own standard output and error, runs in the
folder and environment the test gives, and its exit status is what a shell would see.
Tests of the command line use it wherever starting an interpreter is not the point.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Mapping
from decimal import Decimal
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]

# Reads a line of JSON (a job), forks, and in the child sets up the job's folder,
# environment, memory limit and standard streams and runs the command as
# `dealer-trainer` would; answers with the child's exit status.
_FORKER = """
import json, os, sys, traceback
import trainer.cli, trainer.engine.games, trainer.progress.store
from trainer.engine.cards import parse_card
from trainer.engine.hands import evaluate_poker
evaluate_poker([parse_card(c) for c in ("Ah", "Kh", "Qh", "Jh", "Th")])  # build the tables
print("ready", flush=True)
for line in sys.stdin:
    job = json.loads(line)
    pid = os.fork()
    if pid == 0:
        if job["memory"]:
            import resource
            resource.setrlimit(resource.RLIMIT_AS, (job["memory"], job["memory"]))
        os.chdir(job["cwd"])
        os.environ.clear()
        os.environ.update(job["env"])
        for fd, name, flags in (
            (0, job["in"], os.O_RDONLY),
            (1, job["out"], os.O_WRONLY | os.O_CREAT | os.O_TRUNC),
            (2, job["err"], os.O_WRONLY | os.O_CREAT | os.O_TRUNC),
        ):
            os.dup2(os.open(name, flags, 0o600), fd)
        code = 1
        try:
            code = trainer.cli.main(job["args"])
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else 0 if exc.code is None else 1
        except BaseException:
            traceback.print_exc()
        finally:
            sys.stdout.flush()
            sys.stderr.flush()
            os._exit(code)
    _, status = os.waitpid(pid, 0)
    print(os.waitstatus_to_exitcode(status), flush=True)
"""


def _environment(changes: Mapping[str, str | None]) -> dict[str, str]:
    merged: dict[str, str | None] = {**os.environ, **changes}
    return {k: v for k, v in merged.items() if v is not None}


_shared: list[Forker] = []


def shared_forker() -> Forker:
    """The test process's forker, started on first use and stopped when the process ends."""
    if not _shared:
        import atexit
        import tempfile

        _shared.append(Forker(Path(tempfile.mkdtemp(prefix="dealer-trainer-forker-"))))
        atexit.register(_shared[0].close)
    return _shared[0]


def dealer_trainer(
    *args: str, stdin: str | None = None, cwd: Path = REPO
) -> subprocess.CompletedProcess[str]:
    """``dealer-trainer ARGS`` with this standard input, in a forked child where the
    platform forks, else in a new interpreter (``python -m trainer``)."""
    if can_fork():
        return shared_forker().run(*args, stdin=stdin, cwd=cwd)
    return subprocess.run(
        [sys.executable, "-m", "trainer", *args],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=cwd,
        timeout=300,
        check=False,
    )


def can_fork() -> bool:
    """Whether commands can be forked here (POSIX); elsewhere they start afresh."""
    return hasattr(os, "fork") and sys.platform != "darwin"


class Forker:
    """Runs ``dealer-trainer ARGS`` in a fresh child per call (see the module's text)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.folder.mkdir(parents=True, exist_ok=True)
        env = {**os.environ, "PYTHONPATH": str(REPO), "PYTHONDONTWRITEBYTECODE": "1"}
        self.process = subprocess.Popen(
            [sys.executable, "-c", _FORKER],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            cwd=REPO,
            env=env,
        )
        assert self.process.stdout is not None
        said = self.process.stdout.readline().strip()
        assert said == "ready", f"the forker did not start: {said!r}"

    def run(
        self,
        *args: str,
        stdin: str | None = None,
        cwd: Path = REPO,
        env: Mapping[str, str | None] | None = None,
        memory: int = 0,
    ) -> subprocess.CompletedProcess[str]:
        """One command's exit status, standard output and standard error. The child's
        environment is this process's, as a subprocess's would be, with ``env`` setting
        (or, with ``None``, removing) variables; ``memory`` limits its address space in
        bytes (0: no limit)."""
        given, out, err = (self.folder / n for n in ("in", "out", "err"))
        given.write_text(stdin or "", encoding="utf-8")
        job = {
            "args": list(args),
            "in": str(given),
            "out": str(out),
            "err": str(err),
            "cwd": str(cwd),
            "env": _environment(env or {}),
            "memory": memory,
        }
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(json.dumps(job) + "\n")
        self.process.stdin.flush()
        said = self.process.stdout.readline()
        assert said, "the forker stopped"
        return subprocess.CompletedProcess(
            ["dealer-trainer", *args],
            int(said),
            out.read_text(encoding="utf-8", errors="replace"),
            err.read_text(encoding="utf-8", errors="replace"),
        )

    def close(self) -> None:
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.close()
        self.process.wait(timeout=120)
        self.process.stdout.close()


def answered_json(*args: str, stdin: str | None = None, cwd: Path = REPO) -> Any:
    """A command that must succeed: exit 0, nothing on standard error, and JSON on standard
    output (amounts read as ``Decimal``)."""
    done = dealer_trainer(*args, stdin=stdin, cwd=cwd)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    return json.loads(done.stdout, parse_float=Decimal)


def refused_in_one_line(*args: str, stdin: str | None = None, cwd: Path = REPO) -> str:
    """A command that must fail: exit 2, one plain line on standard error, nothing on
    standard output; returns the line."""
    done = dealer_trainer(*args, stdin=stdin, cwd=cwd)
    assert done.returncode == 2, (done.stdout, done.stderr)
    assert "Traceback" not in done.stderr
    assert done.stdout == ""
    lines = done.stderr.splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith("dealer-trainer: ")
    return lines[0]


def json_numbers(data: Any) -> Any:
    """*data* with its ``Decimal`` amounts as JSON numbers again (a two-place amount's
    float prints as exactly its digits): what a command printed, fed back to ``settle``,
    which refuses an amount given as text (issue 17)."""
    if isinstance(data, Decimal):
        return int(data) if data == data.to_integral_value() else float(data)
    if isinstance(data, dict):
        return {k: json_numbers(v) for k, v in data.items()}
    if isinstance(data, list):
        return [json_numbers(v) for v in data]
    return data


def started_window(child: str, data: Path, **environ: str) -> dict[str, Any]:
    """What *child*, a fresh interpreter running ``run_window`` on *data* (with *environ*
    set), printed last."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", **environ}
    env.pop("DEALER_TRAINER_SITE", None)
    done = subprocess.run(
        [sys.executable, "-c", child, str(data)],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    out: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return out
