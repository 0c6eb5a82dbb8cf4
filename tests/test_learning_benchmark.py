"""benchmarks/learning.py still runs: its quick mode, as a smoke test (no timings here)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parent.parent / "benchmarks" / "learning.py"


def test_the_learning_benchmark_runs_and_applies_the_adoption_rule(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    spec = importlib.util.spec_from_file_location("learning_benchmark", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, spec.name, module)  # its dataclasses look it up
    spec.loader.exec_module(module)
    assert module.main(["--quick", "--plot", str(tmp_path / "mastery.png")]) == 0
    out = capsys.readouterr().out
    for name in ("boxes", "fsrs", "round-robin", "mastery", "fsrs-6", "act-r", "mcm"):
        assert name in out
    assert "Decision:" in out
