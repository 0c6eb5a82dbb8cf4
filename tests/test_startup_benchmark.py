"""The start-up benchmark measures the checkout it belongs to (issue 28): its children
run in that checkout, since ``python -c`` looks in its working directory first."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

BENCHMARK = Path(__file__).resolve().parent.parent / "benchmarks" / "startup.py"


def _benchmark() -> ModuleType:
    spec = importlib.util.spec_from_file_location("startup_benchmark", BENCHMARK)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_child_imports_this_checkouts_trainer_wherever_it_is_started(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Another checkout's trainer in the working directory (a benchmark started from a
    # different worktree) must not be the one measured.
    (tmp_path / "trainer").mkdir()
    (tmp_path / "trainer" / "__init__.py").write_text("", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    bench = _benchmark()
    code = (
        "import trainer, pathlib, sys\n"
        "home = pathlib.Path(trainer.__file__).resolve().parent.parent\n"
        "ours = home == pathlib.Path(sys.argv[1])\n"
        "print('painted', 0.0, 0.0)\n"
        "print('rss', int(ours))\n"
    )
    _, ours, _ = bench.run_child(code, str(bench.ROOT))
    assert ours == 1
